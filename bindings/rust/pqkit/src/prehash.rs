// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Hash functions for HashML-DSA, HashSLH-DSA and FN-DSA's pre-hash variant (pre-hash
//! signing), computed by the C library.
//!
//! ```
//! use pqkit::prehash::PreHash;
//!
//! let digest = PreHash::Sha3_256.digest(b"abc");
//! assert_eq!(digest.as_bytes()[..4], [0x3a, 0x98, 0x5d, 0xa7]);
//! ```
use pqkit_sys as sys;

/// A hash function allowed for pre-hash signing (FIPS 204 §5.4, FIPS 205 §10.2; FN-DSA
/// takes the same ids).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum PreHash {
    /// SHA-224
    Sha2_224,
    /// SHA-256
    Sha2_256,
    /// SHA-384
    Sha2_384,
    /// SHA-512
    Sha2_512,
    /// SHA-512/224
    Sha2_512_224,
    /// SHA-512/256
    Sha2_512_256,
    /// SHA3-224
    Sha3_224,
    /// SHA3-256
    Sha3_256,
    /// SHA3-384
    Sha3_384,
    /// SHA3-512
    Sha3_512,
    /// SHAKE128 with 256 bits of output
    Shake128,
    /// SHAKE256 with 512 bits of output
    Shake256,
}

/// A digest of up to 64 bytes.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Digest {
    bytes: [u8; 64],
    len: usize,
}

impl Digest {
    /// The digest bytes.
    pub fn as_bytes(&self) -> &[u8] {
        &self.bytes[..self.len]
    }
}

impl PreHash {
    /// The C library's id: the last arc of the NIST OID 2.16.840.1.101.3.4.2.`id`.
    pub fn id(self) -> sys::c_int {
        match self {
            PreHash::Sha2_256 => sys::PQKIT_HASH_ID_SHA2_256,
            PreHash::Sha2_384 => sys::PQKIT_HASH_ID_SHA2_384,
            PreHash::Sha2_512 => sys::PQKIT_HASH_ID_SHA2_512,
            PreHash::Sha2_224 => sys::PQKIT_HASH_ID_SHA2_224,
            PreHash::Sha2_512_224 => sys::PQKIT_HASH_ID_SHA2_512_224,
            PreHash::Sha2_512_256 => sys::PQKIT_HASH_ID_SHA2_512_256,
            PreHash::Sha3_224 => sys::PQKIT_HASH_ID_SHA3_224,
            PreHash::Sha3_256 => sys::PQKIT_HASH_ID_SHA3_256,
            PreHash::Sha3_384 => sys::PQKIT_HASH_ID_SHA3_384,
            PreHash::Sha3_512 => sys::PQKIT_HASH_ID_SHA3_512,
            PreHash::Shake128 => sys::PQKIT_HASH_ID_SHAKE128,
            PreHash::Shake256 => sys::PQKIT_HASH_ID_SHAKE256,
        }
    }

    /// Length of the digest in bytes.
    pub fn digest_len(self) -> usize {
        match self {
            PreHash::Sha2_224 | PreHash::Sha2_512_224 | PreHash::Sha3_224 => 28,
            PreHash::Sha2_256 | PreHash::Sha2_512_256 | PreHash::Sha3_256 => 32,
            PreHash::Shake128 => 32,
            PreHash::Sha2_384 | PreHash::Sha3_384 => 48,
            PreHash::Sha2_512 | PreHash::Sha3_512 | PreHash::Shake256 => 64,
        }
    }

    /// The hash of `msg`.
    pub fn digest(self, msg: &[u8]) -> Digest {
        let mut bytes = [0u8; 64];
        let (out, input, len) = (bytes.as_mut_ptr(), msg.as_ptr(), msg.len());
        // SAFETY: `bytes` has room for the longest digest; `msg` is a valid slice.
        unsafe {
            match self {
                PreHash::Sha2_224 => sys::pqkit_sha224(out, input, len),
                PreHash::Sha2_256 => sys::pqkit_sha256(out, input, len),
                PreHash::Sha2_384 => sys::pqkit_sha384(out, input, len),
                PreHash::Sha2_512 => sys::pqkit_sha512(out, input, len),
                PreHash::Sha2_512_224 => sys::pqkit_sha512_224(out, input, len),
                PreHash::Sha2_512_256 => sys::pqkit_sha512_256(out, input, len),
                PreHash::Sha3_224 => sys::pqkit_sha3_224(out, input, len),
                PreHash::Sha3_256 => sys::pqkit_sha3_256(out, input, len),
                PreHash::Sha3_384 => sys::pqkit_sha3_384(out, input, len),
                PreHash::Sha3_512 => sys::pqkit_sha3_512(out, input, len),
                PreHash::Shake128 => sys::pqkit_shake128(out, 32, input, len),
                PreHash::Shake256 => sys::pqkit_shake256(out, 64, input, len),
            }
        }
        Digest { bytes, len: self.digest_len() }
    }
}
