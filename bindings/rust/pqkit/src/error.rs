// SPDX-License-Identifier: Apache-2.0 OR MIT
use core::fmt;
use pqkit_sys as sys;

/// Why an operation failed. Decoding, checks and verification report errors here;
/// nothing in this crate panics on bad input.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Error {
    /// An input has the wrong length.
    BadLength,
    /// A key fails its FIPS check (ML-KEM modulus or hash check, ML-DSA range check).
    InvalidKey,
    /// A signature does not verify, or is malformed.
    Verify,
    /// The random number generator failed.
    Randomness,
    /// A context longer than 255 bytes, or a digest that does not fit its hash.
    BadArgument,
    /// A signature failed its check before release (a fault or an inconsistent key;
    /// the C library built with PQKIT_VERIFY_AFTER_SIGN).
    Fault,
    /// A code the C library returned that this crate does not know.
    Unknown(i32),
}

impl Error {
    pub(crate) fn check(code: sys::c_int) -> Result<(), Error> {
        match code {
            sys::PQKIT_OK => Ok(()),
            sys::PQKIT_ERR_BAD_LENGTH => Err(Error::BadLength),
            sys::PQKIT_ERR_INVALID_KEY => Err(Error::InvalidKey),
            sys::PQKIT_ERR_VERIFY => Err(Error::Verify),
            sys::PQKIT_ERR_RANDOMNESS => Err(Error::Randomness),
            sys::PQKIT_ERR_BAD_ARGUMENT => Err(Error::BadArgument),
            sys::PQKIT_ERR_FAULT => Err(Error::Fault),
            other => Err(Error::Unknown(other)),
        }
    }
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::BadLength => f.write_str("input has the wrong length"),
            Error::InvalidKey => f.write_str("key fails its validity check"),
            Error::Verify => f.write_str("signature does not verify"),
            Error::Randomness => f.write_str("random number generator failed"),
            Error::BadArgument => f.write_str("bad argument (context too long or digest length)"),
            Error::Fault => f.write_str("signature failed its check before release"),
            Error::Unknown(code) => write!(f, "unknown pqkit error {code}"),
        }
    }
}

impl core::error::Error for Error {}

impl From<Error> for signature::Error {
    fn from(_: Error) -> Self {
        signature::Error::new()
    }
}
