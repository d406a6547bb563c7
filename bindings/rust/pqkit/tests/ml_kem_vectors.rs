// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-KEM against NIST ACVP and Wycheproof vectors, and the safe API's error cases.
mod common;

use common::{acvp, wycheproof, Case};
use pqkit::Error;

/// Runs one case with the module of its parameter set in scope as `set`.
macro_rules! with_set {
    ($name:expr, |$set:ident| $body:block) => {
        match $name {
            "ML-KEM-512" => { use pqkit::ml_kem::ml_kem_512 as $set; $body }
            "ML-KEM-768" => { use pqkit::ml_kem::ml_kem_768 as $set; $body }
            "ML-KEM-1024" => { use pqkit::ml_kem::ml_kem_1024 as $set; $body }
            other => panic!("unknown parameter set {other}"),
        }
    };
}

#[test]
fn acvp_key_generation() {
    let cases = acvp("ML-KEM-keyGen-FIPS203");
    for c in &cases {
        with_set!(c.str("parameterSet"), |set| {
            let seed = [c.hex("d"), c.hex("z")].concat();
            let dk = set::DecapsulationKey::from_seed(&set::Seed::from_slice(&seed).unwrap());
            assert!(dk.encapsulation_key().as_bytes()[..] == c.hex("ek")[..], "tcId {}", c.id());
            assert_eq!(dk.expanded_bytes()[..], c.hex("dk")[..], "tcId {}", c.id());
        });
    }
    assert_eq!(cases.len(), 75);
}

fn encap_decap_case(c: &Case) {
    with_set!(c.str("parameterSet"), |set| {
        match c.str("function") {
            "encapsulation" => {
                let ek = set::EncapsulationKey::from_slice(&c.hex("ek")).unwrap();
                let m = set::EncapsSeed::from_slice(&c.hex("m")).unwrap();
                let (ct, k) = ek.encapsulate_derand(&m).unwrap();
                assert!(ct.as_bytes()[..] == c.hex("c")[..], "tcId {}", c.id());
                assert!(k.as_bytes()[..] == c.hex("k")[..], "tcId {}", c.id());
            }
            "decapsulation" => {
                let dk = set::DecapsulationKey::from_expanded(&c.hex("dk")).unwrap();
                let ct = set::Ciphertext::from_slice(&c.hex("c")).unwrap();
                let k = dk.decapsulate(&ct).unwrap();
                assert!(k.as_bytes()[..] == c.hex("k")[..], "tcId {}", c.id());
            }
            "encapsulationKeyCheck" => {
                let ok = set::EncapsulationKey::from_slice(&c.hex("ek")).is_ok();
                assert_eq!(ok, c.flag("testPassed").unwrap(), "tcId {}", c.id());
            }
            "decapsulationKeyCheck" => {
                let ok = set::DecapsulationKey::from_expanded(&c.hex("dk")).is_ok();
                assert_eq!(ok, c.flag("testPassed").unwrap(), "tcId {}", c.id());
            }
            other => panic!("unknown function {other}"),
        }
    });
}

#[test]
fn acvp_encapsulation_decapsulation_and_key_checks() {
    let cases = acvp("ML-KEM-encapDecap-FIPS203");
    cases.iter().for_each(encap_decap_case);
    assert_eq!(cases.len(), 165);
}

#[test]
fn wycheproof_encapsulation_including_modulus_overflow() {
    let mut rejected = 0;
    for bits in [512, 768, 1024] {
        for c in wycheproof(&format!("mlkem_{bits}_encaps_test.json")) {
            with_set!(c.str("parameterSet"), |set| {
                let result = set::EncapsulationKey::from_slice(&c.hex("ek")).and_then(|ek| {
                    ek.encapsulate_derand(&set::EncapsSeed::from_slice(&c.hex("m"))?)
                });
                match (c.str("result"), result) {
                    ("valid", Ok((ct, k))) => {
                        assert!(ct.as_bytes()[..] == c.hex("c")[..], "tcId {}", c.id());
                        assert!(k.as_bytes()[..] == c.hex("K")[..], "tcId {}", c.id());
                    }
                    ("invalid", Err(Error::InvalidKey | Error::BadLength)) => rejected += 1,
                    (expected, got) => panic!("tcId {}: expected {expected}, got {got:?}", c.id()),
                }
            });
        }
    }
    assert!(rejected > 100, "only {rejected} invalid keys seen");
}

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
    use pqkit::ml_kem::ml_kem_1024::DecapsulationKey;
    assert_eq!(DecapsulationKey::generate(&mut BrokenRng).unwrap_err(), Error::Randomness);
    let (_, ek) = DecapsulationKey::generate(&mut getrandom::SysRng).unwrap();
    assert_eq!(ek.encapsulate(&mut BrokenRng).unwrap_err(), Error::Randomness);
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
