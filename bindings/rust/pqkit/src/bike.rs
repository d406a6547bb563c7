// SPDX-License-Identifier: Apache-2.0 OR MIT
//! BIKE (round-4 specification v5.1): BIKE-L1, BIKE-L3 and BIKE-L5.
//!
//! Each parameter set is a module ([`bike_l1`], ...) with the same types. A key pair
//! comes from a 64-byte seed (the key-generation seed and sigma), drawn from the caller's
//! RNG or given. Encapsulation keys are checked when they are decoded (no bits above r);
//! decapsulation keys by the full consistency check of `check_dk`.
//!
//! BIKE has no RustCrypto `kem` trait implementation here: the traits return
//! `hybrid_array::Array`s, and `hybrid_array` (0.4) defines no array type of BIKE's key
//! and ciphertext sizes (1,541 / 1,573 bytes for BIKE-L1, ...), nor can another crate add
//! one. The inherent API is that of the other KEMs.
//!
//! ```
//! use pqkit::bike::bike_l1::{DecapsulationKey, EncapsulationKey};
//!
//! let mut rng = getrandom::SysRng;
//! let dk = DecapsulationKey::try_generate_from_rng(&mut rng)?;
//! let peer_ek = EncapsulationKey::from_slice(dk.encapsulation_key().as_bytes())?;
//! let (ct, sent) = peer_ek.try_encapsulate_with_rng(&mut rng)?;
//! assert_eq!(sent, dk.decapsulate_secret(&ct)?); // compared in constant time
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

/// One BIKE set: the family's facts for [`kem_set`](crate::kem_set::kem_set), without
/// the traits (no `hybrid_array` sizes).
macro_rules! bike_set {
    ($set:ident, $title:literal, $($sys:ident),+) => {
        crate::kem_set::kem_set! {
            set: $set, $title,
            sys: [$($sys),+],
            // dk = index lists || h0 || h1 || h || sigma (32 bytes)
            seed: 64, encaps_seed: 64, ek_in_dk: DK - 32 - EK,
            docs: {
                ek: "An encapsulation key `h` (public). Decoding checks it.",
                ek_invalid: "if a bit above r is set",
                ct: "A ciphertext `c0 || c1` (public).",
                seed: "The 64-byte key-generation seed and sigma: the compact private key.",
                encaps_seed: "The 64-byte randomness of a derandomised encapsulation (`m` and 32 \
                              bytes the reference draws but does not use; tests).",
                dk_bytes: "The decapsulation key bytes, held by [`DecapsulationKey`].",
                dk: "A decapsulation key (secret), its encapsulation key and, when known, the \
                     seed it came from.",
                from_seed: "Key generation from a seed (deterministic).",
                encaps_derand: "Deterministic encapsulation (known-answer tests; never reuse `m`).",
                decaps: "Decapsulates (with implicit rejection: a forged ciphertext gives a \
                         pseudo-random secret, not an error).",
            },
            decode:
                /// Decodes a decapsulation key and checks it (`check_dk`):
                /// [`Error::BadLength`] or [`Error::InvalidKey`].
                from_bytes,
            bytes:
                /// The key bytes (secret).
                as_bytes,
            generate:
                /// A key pair from the caller's generator.
                try_generate_from_rng,
        }
    };
}

bike_set!(bike_l1, "BIKE-L1", pqkit_bike_l1_keypair_derand, pqkit_bike_l1_encaps_derand,
    pqkit_bike_l1_decaps, pqkit_bike_l1_check_ek, pqkit_bike_l1_check_dk);
bike_set!(bike_l3, "BIKE-L3", pqkit_bike_l3_keypair_derand, pqkit_bike_l3_encaps_derand,
    pqkit_bike_l3_decaps, pqkit_bike_l3_check_ek, pqkit_bike_l3_check_dk);
bike_set!(bike_l5, "BIKE-L5", pqkit_bike_l5_keypair_derand, pqkit_bike_l5_encaps_derand,
    pqkit_bike_l5_decaps, pqkit_bike_l5_check_ek, pqkit_bike_l5_check_dk);
