// SPDX-License-Identifier: Apache-2.0 OR MIT
//! HQC (specification of 2025-08-22): HQC-1, HQC-3 and HQC-5, the code-based KEM.
//!
//! Each parameter set is a module ([`hqc_1`], ...) with the same types, and a marker type
//! ([`Hqc1`], ...) for the RustCrypto `kem` traits, as for ML-KEM. A key pair comes from
//! a 32-byte seed `seed_KEM` (the compact private key), drawn from the caller's RNG or
//! given. Decoding an encapsulation key checks that the padding bits of `s` are zero;
//! decoding a decapsulation key checks it against the key generation from the seed it
//! holds. Decapsulation rejects implicitly: a forged ciphertext gives a pseudo-random
//! secret, not an error.
//!
//! This is not the round-4 HQC (2023) of the `pqcrypto-hqc` crate and liboqs 0.13: the
//! 2025 encapsulation keys are 8 bytes shorter (2,241 / 4,514 / 7,237 bytes against
//! 2,249 / 4,522 / 7,245: a 32-byte seed instead of 40) and the shared secret is 32
//! bytes instead of 64, so neither can exchange keys with this one.
//!
//! ```
//! use pqkit::hqc::hqc_1::DecapsulationKey;
//!
//! let mut rng = getrandom::SysRng;
//! let dk = DecapsulationKey::try_from_rng(&mut rng)?;
//! let (ct, sent) = dk.encapsulation_key().try_encapsulate_with_rng(&mut rng)?;
//! assert_eq!(sent, dk.decapsulate_secret(&ct)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The same through the `kem` traits:
//!
//! ```
//! use kem::{Encapsulate, Kem, TryDecapsulate};
//! use pqkit::hqc::Hqc3;
//!
//! let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
//! let (dk, ek) = Hqc3::generate_keypair_from_rng(&mut rng);
//! let (ct, k_send) = ek.encapsulate_with_rng(&mut rng);
//! assert_eq!(dk.try_decapsulate(&ct).unwrap(), k_send);
//! ```

macro_rules! hqc_set {
    ($set:ident, $marker:ident, $title:literal, $ek_size:ident, $ct_size:ident,
     $($sys:ident),+) => {
        crate::kem_set::kem_set! {
            set: $set, $title,
            sys: [$($sys),+],
            // dk = ek || seed_dk || sigma || seed_KEM
            seed: 32, encaps_seed: sys::$set::ENCAPS_SEED_BYTES, ek_in_dk: 0,
            docs: {
                ek: "An encapsulation key (public): `seed_ek || s`.",
                ek_invalid: "if padding bits of `s` are set",
                ct: "A ciphertext (public): `u || v || salt`.",
                seed: "The 32-byte `seed_KEM`: the compact form of a decapsulation key.",
                encaps_seed: "`m || salt` of a derandomised encapsulation (tests).",
                dk_bytes: "The decapsulation key `ek || seed_dk || sigma || seed_KEM`, held by \
                           [`DecapsulationKey`].",
                dk: "A decapsulation key (secret), its encapsulation key and, when known, the \
                     seed it came from.",
                from_seed: "Key generation from `seed_KEM` (deterministic).",
                encaps_derand: "Deterministic encapsulation with the given `m || salt` (for \
                                tests and known-answer vectors; never reuse it).",
                decaps: "Decapsulates into the typed [`SharedSecret`] (implicit rejection).",
            },
            decode:
                /// Decodes a decapsulation key and checks it against the key generation
                /// from the `seed_KEM` it holds: [`Error::BadLength`] or
                /// [`Error::InvalidKey`].
                from_bytes,
            bytes:
                /// The encoding `ek || seed_dk || sigma || seed_KEM` (secret).
                to_bytes,
            generate:
                /// Key generation with `seed_KEM` drawn from the generator.
                try_from_rng,
            traits: $marker, hybrid_array::sizes::$ek_size, hybrid_array::sizes::$ct_size,
                kem::common::typenum::U32,
        }
    };
}

hqc_set!(hqc_1, Hqc1, "HQC-1", U2241, U4433,
    pqkit_hqc_1_keypair_derand, pqkit_hqc_1_encaps_derand, pqkit_hqc_1_decaps,
    pqkit_hqc_1_check_ek, pqkit_hqc_1_check_dk);
hqc_set!(hqc_3, Hqc3, "HQC-3", U4514, U8978,
    pqkit_hqc_3_keypair_derand, pqkit_hqc_3_encaps_derand, pqkit_hqc_3_decaps,
    pqkit_hqc_3_check_ek, pqkit_hqc_3_check_dk);
hqc_set!(hqc_5, Hqc5, "HQC-5", U7237, U14421,
    pqkit_hqc_5_keypair_derand, pqkit_hqc_5_encaps_derand, pqkit_hqc_5_decaps,
    pqkit_hqc_5_check_ek, pqkit_hqc_5_check_dk);
