// SPDX-License-Identifier: Apache-2.0 OR MIT
//! The safe API's error cases, secrecy and trait implementations: the tests that need
//! no vector files (they ship in the package; the vector tests do not).
use pqkit::Error;

#[test]
fn decoding_reports_errors() {
    use pqkit::ml_kem::ml_kem_768::{Ciphertext, DecapsulationKey, EncapsulationKey, Seed};
    assert_eq!(EncapsulationKey::from_slice(&[0; 1183]).unwrap_err(), Error::BadLength);
    assert_eq!(Ciphertext::from_slice(&[0; 1089]).unwrap_err(), Error::BadLength);
    assert_eq!(DecapsulationKey::from_expanded(&[0; 10]).unwrap_err(), Error::BadLength);
    // A coefficient of 0xfff >= q in the first position fails the modulus check.
    assert_eq!(EncapsulationKey::from_slice(&[0xff; 1184]).unwrap_err(), Error::InvalidKey);
    // A corrupted H(ek) inside an expanded key fails the hash check.
    let dk = DecapsulationKey::from_seed(&Seed::from([3; 64]));
    let mut bytes = dk.expanded_bytes().to_vec();
    bytes[2400 - 64] ^= 1;
    assert_eq!(DecapsulationKey::from_expanded(&bytes).unwrap_err(), Error::InvalidKey);
    assert!(DecapsulationKey::from_expanded(dk.expanded_bytes()).is_ok());
}

#[test]
fn secrets_are_not_printed() {
    use pqkit::ml_kem::ml_kem_512::{DecapsulationKey, Seed};
    let dk = DecapsulationKey::from_seed(&Seed::from([0xab; 64]));
    let (_, ss) = dk.encapsulation_key().encapsulate_derand(&[0xcd; 32].into()).unwrap();
    let ss_hex = hex::encode(&ss.as_bytes()[..4]);
    let dk_hex = hex::encode(&dk.expanded_bytes()[..4]);
    for text in [format!("{dk:?}"), format!("{ss:?}"), format!("{:?}", dk.seed().unwrap())] {
        assert!(!text.contains("abab") && !text.contains("171"), "{text}");
        assert!(!text.contains(&ss_hex) && !text.contains(&dk_hex), "{text}");
    }
    assert_eq!(format!("{ss:?}"), "SharedSecret(<32 secret bytes>)");
}

/// A generator that always fails.
pub struct BrokenRng;

#[derive(Debug)]
pub struct Broken;

impl core::fmt::Display for Broken {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("broken")
    }
}

impl core::error::Error for Broken {}

impl rand_core::TryRng for BrokenRng {
    type Error = Broken;
    fn try_next_u32(&mut self) -> Result<u32, Broken> {
        Err(Broken)
    }
    fn try_next_u64(&mut self) -> Result<u64, Broken> {
        Err(Broken)
    }
    fn try_fill_bytes(&mut self, _: &mut [u8]) -> Result<(), Broken> {
        Err(Broken)
    }
}

impl rand_core::TryCryptoRng for BrokenRng {}

#[test]
fn rng_failure_is_an_error() {
    use kem::Generate;
    use pqkit::ml_dsa::ml_dsa_44;
    use pqkit::ml_kem::ml_kem_1024::DecapsulationKey;
    assert!(DecapsulationKey::try_generate_from_rng(&mut BrokenRng).is_err());
    let dk = DecapsulationKey::try_generate_from_rng(&mut getrandom::SysRng).unwrap();
    let ek = dk.encapsulation_key();
    assert_eq!(ek.try_encapsulate_with_rng(&mut BrokenRng).unwrap_err(), Error::Randomness);
    let sk = ml_dsa_44::SigningKey::try_generate_from_rng(&mut getrandom::SysRng).unwrap();
    assert_eq!(sk.sign_with_context(&mut BrokenRng, b"m", b"").unwrap_err(), Error::Randomness);
}

#[test]
fn kem_traits_round_trip_and_seed_form() {
    use kem::{Encapsulate, FromSeed, Kem, KeyExport, TryDecapsulate, TryKeyInit};
    use pqkit::ml_kem::{ml_kem_768, MlKem768};
    let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
    let (dk, ek) = MlKem768::generate_keypair_from_rng(&mut rng);
    let ek2 = ml_kem_768::EncapsulationKey::new(&ek.to_bytes()).unwrap();
    let (ct, k1) = ek2.encapsulate_with_rng(&mut rng);
    assert_eq!(dk.try_decapsulate(&ct).unwrap(), k1);
    let seed = dk.seed().unwrap().as_bytes();
    let (dk3, ek3) = MlKem768::from_seed(&(*seed).into());
    assert_eq!(ek3, ek);
    assert!(dk3 == dk);
    // A forged ciphertext decapsulates to a different (implicit-rejection) key.
    let mut forged = ct;
    forged[0] ^= 1;
    assert_ne!(dk.try_decapsulate(&forged).unwrap(), k1);
}

#[test]
fn errors_instead_of_panics() {
    use pqkit::ml_dsa::ml_dsa_65::{Seed, Signature, SigningKey, VerifyingKey};
    let sk = SigningKey::from_seed(&Seed::from([1; 32]));
    assert_eq!(sk.sign_deterministic(b"m", &[0; 256]).unwrap_err(), Error::BadArgument);
    assert_eq!(Signature::from_slice(&[0; 3308]).unwrap_err(), Error::BadLength);
    assert_eq!(VerifyingKey::from_slice(&[0; 1953]).unwrap_err(), Error::BadLength);
    let sig = sk.sign_deterministic(b"m", b"ctx").unwrap();
    assert_eq!(sk.as_verifying_key().verify_with_context(b"m", b"ctx2", &sig).unwrap_err(), Error::Verify);
    let mut bad = sig.as_bytes().to_vec();
    bad[100] ^= 0x40;
    let bad = Signature::from_slice(&bad).unwrap();
    assert_eq!(sk.as_verifying_key().verify_with_context(b"m", b"ctx", &bad).unwrap_err(), Error::Verify);
    assert!(sk.as_verifying_key().verify_with_context(b"m", b"ctx", &sig).is_ok());
    assert_eq!(format!("{:?}", sk.seed()), "Seed(<32 secret bytes>)");
    // skEncode starts with the public rho; the key K after it is secret.
    assert!(!format!("{sk:?}").contains(&hex::encode(&sk.expanded().as_bytes()[32..40])));
    assert!(!format!("{:?}", sk.expanded()).contains(&hex::encode(&sk.expanded().as_bytes()[32..40])));
}

#[test]
fn hedged_signatures_differ_and_verify() {
    use kem::Generate;
    use pqkit::ml_dsa::ml_dsa_87::SigningKey;
    use signature::{Keypair, RandomizedSigner, SignatureEncoding, Verifier};
    let mut rng = getrandom::SysRng;
    let sk = SigningKey::try_generate_from_rng(&mut rng).unwrap();
    let a = sk.try_sign_with_rng(&mut rng, b"m").unwrap();
    let b = sk.try_sign_with_rng(&mut rng, b"m").unwrap();
    assert_ne!(a, b);
    let vk = Keypair::verifying_key(&sk);
    assert!(Verifier::verify(&vk, b"m", &a).is_ok() && Verifier::verify(&vk, b"m", &b).is_ok());
    assert_eq!(a.to_bytes().len(), 4627);
}

#[test]
fn slh_dsa_signature_traits() {
    use pqkit::slh_dsa::sha2_128f::SigningKey;
    use signature::{Keypair, Signer, Verifier};
    let sk = SigningKey::from_seeds(&[1; 16], &[2; 16], &[3; 16]);
    let sig = sk.try_sign(b"m").unwrap();
    let vk = Keypair::verifying_key(&sk);
    assert!(Verifier::verify(&vk, b"m", &sig).is_ok());
    assert!(Verifier::verify(&vk, b"n", &sig).is_err());
    assert_eq!(format!("{sk:?}"), "SigningKey(<64 secret bytes>)");
}
