// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-DSA against NIST ACVP and Wycheproof vectors (not in the package: the vectors
//! are not either; tests/api.rs has the cases that need none).
mod common;

use common::{acvp, prehash, wycheproof, Case};
use pqkit::Error;

macro_rules! with_set {
    ($name:expr, |$set:ident| $body:block) => {
        match $name {
            "ML-DSA-44" => { use pqkit::ml_dsa::ml_dsa_44 as $set; $body }
            "ML-DSA-65" => { use pqkit::ml_dsa::ml_dsa_65 as $set; $body }
            "ML-DSA-87" => { use pqkit::ml_dsa::ml_dsa_87 as $set; $body }
            other => panic!("unknown parameter set {other}"),
        }
    };
}

#[test]
fn acvp_key_generation() {
    let cases = acvp("ML-DSA-keyGen-FIPS204");
    for c in &cases {
        with_set!(c.str("parameterSet"), |set| {
            let sk = set::SigningKey::from_seed(&set::Seed::from_slice(&c.hex("seed")).unwrap());
            assert!(sk.as_verifying_key().as_bytes()[..] == c.hex("pk")[..], "tcId {}", c.id());
            assert!(sk.expanded().as_bytes()[..] == c.hex("sk")[..], "tcId {}", c.id());
        });
    }
    assert_eq!(cases.len(), 75);
}

fn rnd(c: &Case) -> [u8; 32] {
    if c.flag("deterministic").unwrap() {
        [0; 32]
    } else {
        c.hex("rnd").try_into().unwrap()
    }
}

#[test]
fn acvp_signature_generation() {
    let cases = acvp("ML-DSA-sigGen-FIPS204");
    for c in &cases {
        with_set!(c.str("parameterSet"), |set| {
            let sk = set::ExpandedSigningKey::from_slice(&c.hex("sk")).unwrap();
            let sig = match (c.str("signatureInterface"), c.flag("externalMu")) {
                ("internal", Some(true)) => {
                    sk.sign_mu_derand(&c.hex("mu").try_into().unwrap(), &rnd(c))
                }
                ("internal", _) => sk.sign_internal_derand(&c.hex("message"), &rnd(c)),
                _ if c.str("preHash") == "preHash" => {
                    let hash = prehash(c.str("hashAlg"));
                    let digest = hash.digest(&c.hex("message"));
                    sk.sign_prehash_derand(hash, digest.as_bytes(), &c.hex("context"), &rnd(c))
                }
                _ => sk.sign_derand(&c.hex("message"), &c.hex("context"), &rnd(c)),
            };
            assert!(sig.unwrap().as_bytes()[..] == c.hex("signature")[..], "tcId {}", c.id());
        });
    }
    assert!(cases.len() > 300, "{} cases", cases.len());
}

#[test]
fn acvp_signature_verification() {
    let cases = acvp("ML-DSA-sigVer-FIPS204");
    let mut rejected = 0;
    for c in &cases {
        with_set!(c.str("parameterSet"), |set| {
            let vk = set::VerifyingKey::from_slice(&c.hex("pk")).unwrap();
            let result = set::Signature::from_slice(&c.hex("signature")).and_then(|sig| {
                match (c.str("signatureInterface"), c.flag("externalMu")) {
                    ("internal", Some(true)) => vk.verify_mu(&c.hex("mu").try_into().unwrap(), &sig),
                    ("internal", _) => vk.verify_internal(&c.hex("message"), &sig),
                    _ if c.str("preHash") == "preHash" => {
                        let hash = prehash(c.str("hashAlg"));
                        let digest = hash.digest(&c.hex("message"));
                        vk.verify_prehash(hash, digest.as_bytes(), &c.hex("context"), &sig)
                    }
                    _ => vk.verify_with_context(&c.hex("message"), &c.hex("context"), &sig),
                }
            });
            assert_eq!(result.is_ok(), c.flag("testPassed").unwrap(), "tcId {}: {result:?}", c.id());
            rejected += usize::from(result.is_err());
        });
    }
    assert!(rejected > 50, "only {rejected} rejections");
}

#[test]
fn wycheproof_verification() {
    let mut rejected = 0;
    for bits in [44, 65, 87] {
        for c in wycheproof(&format!("mldsa_{bits}_verify_test.json")) {
            let set = format!("ML-DSA-{bits}");
            with_set!(set.as_str(), |set| {
                let ctx = c.test["ctx"].as_str().map(|h| hex::decode(h).unwrap()).unwrap_or_default();
                let result = set::VerifyingKey::from_slice(&c.hex("publicKey")).and_then(|vk| {
                    let sig = set::Signature::from_slice(&c.hex("sig"))?;
                    vk.verify_with_context(&c.hex("msg"), &ctx, &sig)
                });
                match (c.str("result"), &result) {
                    ("valid", Ok(())) => {}
                    ("invalid", Err(_)) => rejected += 1,
                    (expected, got) => panic!("{set} tcId {}: expected {expected}, got {got:?}", c.id()),
                }
            });
        }
    }
    assert!(rejected > 300, "only {rejected} rejections");
}

#[test]
fn wycheproof_signing_from_seed() {
    for bits in [44, 65, 87] {
        for c in wycheproof(&format!("mldsa_{bits}_sign_seed_test.json")) {
            let set = format!("ML-DSA-{bits}");
            with_set!(set.as_str(), |set| {
                let ctx = c.test["ctx"].as_str().map(|h| hex::decode(h).unwrap()).unwrap_or_default();
                let result = set::Seed::from_slice(&c.hex("privateSeed")).and_then(|seed| {
                    let sk = set::SigningKey::from_seed(&seed);
                    assert_eq!(sk.as_verifying_key().as_bytes()[..], c.hex("publicKey")[..]);
                    let rnd: [u8; 32] = c.test.get("rnd").map_or([0; 32], |_| c.hex("rnd").try_into().unwrap());
                    // Cases without a message sign an external mu.
                    match c.test.get("msg") {
                        Some(_) => sk.sign_derand(&c.hex("msg"), &ctx, &rnd),
                        None => sk.expanded().sign_mu_derand(&c.hex("mu").try_into().unwrap(), &rnd),
                    }
                });
                match (c.str("result"), result) {
                    ("valid", Ok(sig)) => assert!(sig.as_bytes()[..] == c.hex("sig")[..], "{set} tcId {}", c.id()),
                    ("invalid", Err(Error::BadArgument | Error::BadLength)) => {}
                    (expected, got) => panic!("{set} tcId {}: expected {expected}, got {got:?}", c.id()),
                }
            });
        }
    }
}
