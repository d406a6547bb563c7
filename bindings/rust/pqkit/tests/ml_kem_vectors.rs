// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-KEM against NIST ACVP and Wycheproof vectors (not in the package: the vectors
//! are not either; tests/api.rs has the cases that need none).
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
                let k = dk.decapsulate_secret(&ct).unwrap();
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
