// SPDX-License-Identifier: Apache-2.0 OR MIT
//! The RustCrypto trait methods called with method syntax, as their users write them:
//! this file compiles only if no inherent method of the same name shadows a trait
//! method (an inherent `verify(msg, ctx, sig)` would make `vk.verify(msg, &sig)` E0061).
use kem::{Encapsulate, Generate, Kem, TryDecapsulate};
use pqkit::ml_dsa::ml_dsa_65;
use pqkit::ml_kem::{ml_kem_768, MlKem768};
use pqkit::slh_dsa::shake_128f;
use signature::{Keypair, RandomizedSigner, Signer, Verifier};

#[test]
fn kem_trait_methods() {
    let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
    let dk = ml_kem_768::DecapsulationKey::generate();
    let (ct, k_send) = dk.encapsulation_key().encapsulate();
    assert_eq!(dk.try_decapsulate(&ct).unwrap(), k_send);
    let dk = ml_kem_768::DecapsulationKey::generate_from_rng(&mut rng);
    let (ct, k_send) = dk.encapsulation_key().encapsulate_with_rng(&mut rng);
    assert_eq!(dk.try_decapsulate(&ct).unwrap(), k_send);
    let (dk, ek) = MlKem768::generate_keypair();
    let (ct, k_send) = ek.encapsulate();
    assert_eq!(dk.try_decapsulate(&ct).unwrap(), k_send);
}

#[test]
fn signature_trait_methods_ml_dsa() {
    let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
    let sk = ml_dsa_65::SigningKey::generate_from_rng(&mut rng);
    let vk: ml_dsa_65::VerifyingKey = sk.verifying_key();
    let sig: ml_dsa_65::Signature = sk.sign(b"message");
    assert!(vk.verify(b"message", &sig).is_ok());
    assert!(vk.verify(b"massage", &sig).is_err());
    let sig: ml_dsa_65::Signature = sk.sign_with_rng(&mut rng, b"message");
    assert!(vk.verify(b"message", &sig).is_ok());
    let sig: ml_dsa_65::Signature = sk.try_sign(b"message").unwrap();
    assert!(vk.verify(b"message", &sig).is_ok());
}

#[test]
fn signature_trait_methods_slh_dsa() {
    let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
    let sk = shake_128f::SigningKey::generate_from_rng(&mut rng);
    let vk: shake_128f::VerifyingKey = sk.verifying_key();
    let sig: shake_128f::Signature = sk.sign_with_rng(&mut rng, b"message");
    assert!(vk.verify(b"message", &sig).is_ok());
    assert!(vk.verify(b"massage", &sig).is_err());
}
