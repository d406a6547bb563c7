// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-KEM (FIPS 203): ML-KEM-512, ML-KEM-768 and ML-KEM-1024.
//!
//! Each parameter set is a module ([`ml_kem_768`], ...) with the same types. A key pair
//! comes from a 64-byte seed `d || z` (the compact private key, FIPS 203 §7.1), either
//! drawn from the caller's RNG or given. Encapsulation keys pass the FIPS 203 §7.2
//! modulus check when they are decoded; expanded decapsulation keys pass the §7.3 hash
//! check.
//!
//! ```
//! use pqkit::ml_kem::ml_kem_768::{DecapsulationKey, EncapsulationKey};
//!
//! use kem::Generate;
//!
//! let mut rng = getrandom::SysRng;
//! let dk = DecapsulationKey::try_generate_from_rng(&mut rng)?;
//!
//! // The peer gets the encapsulation key as bytes, checks it and encapsulates.
//! let peer_ek = EncapsulationKey::from_slice(dk.encapsulation_key().as_bytes())?;
//! let (ct, sent) = peer_ek.try_encapsulate_with_rng(&mut rng)?;
//!
//! let received = dk.decapsulate_secret(&ct)?;
//! assert_eq!(sent, received); // compared in constant time
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The same through the RustCrypto `kem` traits:
//!
//! ```
//! use kem::{Encapsulate, Kem, TryDecapsulate};
//! use pqkit::ml_kem::MlKem768;
//!
//! let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
//! let (dk, ek) = MlKem768::generate_keypair_from_rng(&mut rng);
//! let (ct, k_send) = ek.encapsulate_with_rng(&mut rng);
//! let k_recv = dk.try_decapsulate(&ct).unwrap();
//! assert_eq!(k_send, k_recv);
//! ```

/// One ML-KEM set: the family's facts for [`kem_set`](crate::kem_set::kem_set).
macro_rules! ml_kem_set {
    ($set:ident, $marker:ident, $title:literal, $ek_size:ident, $ct_size:ident,
     $($sys:ident),+) => {
        crate::kem_set::kem_set! {
            set: $set, $title,
            sys: [$($sys),+],
            // dk = dk_PKE (384 k bytes) || ek || H(ek) || z
            seed: 64, encaps_seed: 32, ek_in_dk: DK - EK - 64,
            docs: {
                ek: "An encapsulation key (public). Decoding checks it (FIPS 203 §7.2).",
                ek_invalid: "if a coefficient is not below q",
                ct: "A ciphertext (public).",
                seed: "The 64-byte seed `d || z`: the compact form of a decapsulation key.",
                encaps_seed: "The 32-byte message `m` of a derandomised encapsulation (tests).",
                dk_bytes: "The expanded decapsulation key (FIPS 203 `dk`), held by [`DecapsulationKey`].",
                dk: "A decapsulation key (secret): the expanded FIPS 203 form, its encapsulation \
                     key and, when known, the seed it came from.",
                from_seed: "Expands a seed `d || z` (ML-KEM.KeyGen_internal; deterministic).",
                encaps_derand: "Deterministic encapsulation with the given `m` (for tests and \
                                known-answer vectors; never reuse `m`).",
                decaps: "Decapsulates into the typed [`SharedSecret`] (with implicit rejection: a \
                         forged ciphertext gives a pseudo-random secret, not an error).",
            },
            decode:
                /// Decodes an expanded decapsulation key (FIPS 203 format) and runs the
                /// §7.3 hash check: [`Error::BadLength`] or [`Error::InvalidKey`].
                from_expanded,
            bytes:
                /// The expanded FIPS 203 encoding (secret).
                expanded_bytes,
            traits: $marker, hybrid_array::sizes::$ek_size, hybrid_array::sizes::$ct_size,
                kem::common::typenum::U64,
        }
    };
}

ml_kem_set!(ml_kem_512, MlKem512, "ML-KEM-512", U800, U768,
    pqkit_ml_kem_512_keypair_derand, pqkit_ml_kem_512_encaps_derand, pqkit_ml_kem_512_decaps,
    pqkit_ml_kem_512_check_ek, pqkit_ml_kem_512_check_dk);
ml_kem_set!(ml_kem_768, MlKem768, "ML-KEM-768", U1184, U1088,
    pqkit_ml_kem_768_keypair_derand, pqkit_ml_kem_768_encaps_derand, pqkit_ml_kem_768_decaps,
    pqkit_ml_kem_768_check_ek, pqkit_ml_kem_768_check_dk);
ml_kem_set!(ml_kem_1024, MlKem1024, "ML-KEM-1024", U1568, U1568,
    pqkit_ml_kem_1024_keypair_derand, pqkit_ml_kem_1024_encaps_derand, pqkit_ml_kem_1024_decaps,
    pqkit_ml_kem_1024_check_ek, pqkit_ml_kem_1024_check_dk);
