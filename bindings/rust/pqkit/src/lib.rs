// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Post-quantum cryptography over the pqkit C library: ML-KEM (FIPS 203), ML-DSA
//! (FIPS 204) and SLH-DSA (FIPS 205), all parameter sets, the code-based KEMs HQC
//! (specification of 2025-08-22, [`hqc`]) and BIKE (round 4, [`bike`]; without the
//! RustCrypto traits, see there), and the Falcon signatures: round 3.1 ([`falcon`],
//! signatures of variable length or padded) and FN-DSA (provisional, [`fn_dsa`]).
//!
//! - Typed, fixed-size keys, ciphertexts and signatures (Falcon's unpadded signatures:
//!   up to a maximum, their length carried); decoding returns [`Error`]
//!   instead of panicking.
//! - Secrets (private keys, seeds, shared secrets) are wiped on drop, compared in
//!   constant time and never shown by `Debug`.
//! - Randomness always comes from the caller's [`rand_core::TryCryptoRng`]; the C
//!   library's own randomness hook is never used, so the crate works unchanged on
//!   bare-metal targets. Every randomised operation has a `_derand` twin for tests.
//! - The RustCrypto traits: [`kem`] for ML-KEM and HQC (`Kem`, `Encapsulate`, `TryDecapsulate`,
//!   `Generate` for every private key, `KeyInit` for seeds) and [`signature`]
//!   (`Signer`, `RandomizedSigner`, `Verifier`, `Keypair`, `SignatureEncoding`; Falcon
//!   and FN-DSA, which have no deterministic signing, without `Signer`). No
//!   inherent method has a trait method's name: the inherent ones that take a context
//!   are `sign_with_context` and `verify_with_context`.
//! - `#![no_std]` without `alloc`.
//!
//! The crate's README follows; its examples are this page's doc tests.
#![no_std]
#![forbid(unsafe_op_in_unsafe_fn)]
#![warn(missing_docs)]
#![doc = include_str!("../README.md")]

pub mod bike;
mod bytes;
mod error;
pub mod falcon;
pub mod fn_dsa;
mod kem_set;
mod sig_set;
mod sig_traits;
pub mod hqc;
pub mod ml_dsa;
pub mod ml_kem;
pub mod prehash;
pub mod slh_dsa;

pub use error::Error;
pub use {kem, rand_core, signature, subtle, zeroize};
