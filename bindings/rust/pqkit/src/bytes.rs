// SPDX-License-Identifier: Apache-2.0 OR MIT
//! The two kinds of fixed-size byte strings: public values (keys, ciphertexts,
//! signatures) and secrets (private keys, seeds, shared secrets).
use rand_core::TryCryptoRng;

use crate::Error;

/// Fills `out` from the caller's generator; its failure becomes [`Error::Randomness`].
pub(crate) fn fill<R: TryCryptoRng + ?Sized>(rng: &mut R, out: &mut [u8]) -> Result<(), Error> {
    rng.try_fill_bytes(out).map_err(|_| Error::Randomness)
}

/// Copies a slice into an array of its exact length, or fails with [`Error::BadLength`].
pub(crate) fn exact<const N: usize>(bytes: &[u8]) -> Result<[u8; N], Error> {
    bytes.try_into().map_err(|_| Error::BadLength)
}

/// A public byte string of fixed length: compared, hashed and printed freely.
macro_rules! public_bytes {
    ($(#[$doc:meta])* $name:ident, $len:expr) => {
        crate::bytes::public_bytes!(@checked $(#[$doc])* $name, $len);

        impl $name {
            /// Decodes from bytes; [`Error::BadLength`](crate::Error::BadLength) unless
            /// exactly [`Self::BYTES`] long.
            pub fn from_slice(bytes: &[u8]) -> Result<Self, crate::Error> {
                crate::bytes::exact(bytes).map(Self)
            }
        }
    };
    // A type whose decoding also checks the value: the caller writes `from_slice`.
    (@checked $(#[$doc:meta])* $name:ident, $len:expr) => {
        $(#[$doc])*
        #[derive(Clone, PartialEq, Eq, Hash)]
        pub struct $name(pub(crate) [u8; $len]);

        impl $name {
            /// Length in bytes.
            pub const BYTES: usize = $len;

            /// The encoding.
            pub fn as_bytes(&self) -> &[u8; $len] {
                &self.0
            }
        }

        impl AsRef<[u8]> for $name {
            fn as_ref(&self) -> &[u8] {
                &self.0
            }
        }

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, "{}(", stringify!($name))?;
                for byte in &self.0[..8] {
                    write!(f, "{byte:02x}")?;
                }
                write!(f, "..; {} bytes)", $len)
            }
        }
    };
}

/// A secret byte string of fixed length: wiped on drop, compared in constant time and
/// never printed.
macro_rules! secret_bytes {
    ($(#[$doc:meta])* $name:ident, $len:expr) => {
        $(#[$doc])*
        #[derive(Clone)]
        pub struct $name(pub(crate) [u8; $len]);

        impl $name {
            /// Length in bytes.
            pub const BYTES: usize = $len;

            /// Takes a copy of the bytes; [`Error::BadLength`](crate::Error::BadLength)
            /// unless exactly [`Self::BYTES`] long.
            pub fn from_slice(bytes: &[u8]) -> Result<Self, crate::Error> {
                crate::bytes::exact(bytes).map(Self)
            }

            /// The secret bytes. Handle with care: copies are not wiped.
            pub fn as_bytes(&self) -> &[u8; $len] {
                &self.0
            }
        }

        impl From<[u8; $len]> for $name {
            fn from(bytes: [u8; $len]) -> Self {
                Self(bytes)
            }
        }

        impl zeroize::Zeroize for $name {
            fn zeroize(&mut self) {
                self.0.zeroize();
            }
        }

        impl Drop for $name {
            fn drop(&mut self) {
                zeroize::Zeroize::zeroize(&mut self.0);
            }
        }

        impl zeroize::ZeroizeOnDrop for $name {}

        impl subtle::ConstantTimeEq for $name {
            fn ct_eq(&self, other: &Self) -> subtle::Choice {
                self.0[..].ct_eq(&other.0[..])
            }
        }

        /// Constant-time comparison.
        impl PartialEq for $name {
            fn eq(&self, other: &Self) -> bool {
                subtle::ConstantTimeEq::ct_eq(self, other).into()
            }
        }

        impl Eq for $name {}

        impl core::fmt::Debug for $name {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                write!(f, concat!(stringify!($name), "(<{} secret bytes>)"), $len)
            }
        }
    };
}

pub(crate) use {public_bytes, secret_bytes};
