// SPDX-License-Identifier: Apache-2.0 OR MIT
//! SLH-DSA against NIST ACVP vectors. Signature generation: every case of the 128f
//! sets and the first case of each group of the 192f and 256f sets; the small ('s')
//! sets take seconds per signature and are left to the C suite.
mod common;

use common::{acvp, prehash, Case};

macro_rules! with_set {
    ($name:expr, |$set:ident| $body:block) => {
        match $name {
            "SLH-DSA-SHA2-128s" => { use pqkit::slh_dsa::sha2_128s as $set; $body }
            "SLH-DSA-SHA2-128f" => { use pqkit::slh_dsa::sha2_128f as $set; $body }
            "SLH-DSA-SHA2-192s" => { use pqkit::slh_dsa::sha2_192s as $set; $body }
            "SLH-DSA-SHA2-192f" => { use pqkit::slh_dsa::sha2_192f as $set; $body }
            "SLH-DSA-SHA2-256s" => { use pqkit::slh_dsa::sha2_256s as $set; $body }
            "SLH-DSA-SHA2-256f" => { use pqkit::slh_dsa::sha2_256f as $set; $body }
            "SLH-DSA-SHAKE-128s" => { use pqkit::slh_dsa::shake_128s as $set; $body }
            "SLH-DSA-SHAKE-128f" => { use pqkit::slh_dsa::shake_128f as $set; $body }
            "SLH-DSA-SHAKE-192s" => { use pqkit::slh_dsa::shake_192s as $set; $body }
            "SLH-DSA-SHAKE-192f" => { use pqkit::slh_dsa::shake_192f as $set; $body }
            "SLH-DSA-SHAKE-256s" => { use pqkit::slh_dsa::shake_256s as $set; $body }
            "SLH-DSA-SHAKE-256f" => { use pqkit::slh_dsa::shake_256f as $set; $body }
            other => panic!("unknown parameter set {other}"),
        }
    };
}

#[test]
fn acvp_key_generation() {
    let cases = acvp("SLH-DSA-keyGen-FIPS205");
    for c in &cases {
        with_set!(c.str("parameterSet"), |set| {
            let seed = |key| -> [u8; set::N] { c.hex(key).try_into().unwrap() };
            let sk = set::SigningKey::from_seeds(&seed("skSeed"), &seed("skPrf"), &seed("pkSeed"));
            assert!(sk.as_bytes()[..] == c.hex("sk")[..], "tcId {}", c.id());
            assert!(signature::Keypair::verifying_key(&sk).as_bytes()[..] == c.hex("pk")[..], "tcId {}", c.id());
        });
    }
    assert!(cases.len() >= 120, "{} cases", cases.len());
}

fn sign_case(c: &Case) {
    with_set!(c.str("parameterSet"), |set| {
        let sk = set::SigningKey::from_slice(&c.hex("sk")).unwrap();
        let addrnd: Option<[u8; set::N]> = if c.flag("deterministic").unwrap() {
            None
        } else {
            Some(c.hex("additionalRandomness").try_into().unwrap())
        };
        let sig = if c.str("signatureInterface") == "internal" {
            sk.sign_internal_derand(&c.hex("message"), addrnd.as_ref())
        } else if c.str("preHash") == "preHash" {
            let hash = prehash(c.str("hashAlg"));
            let digest = hash.digest(&c.hex("message"));
            sk.sign_prehash_derand(hash, digest.as_bytes(), &c.hex("context"), addrnd.as_ref())
        } else {
            sk.sign_derand(&c.hex("message"), &c.hex("context"), addrnd.as_ref())
        };
        assert!(sig.unwrap().as_bytes()[..] == c.hex("signature")[..], "tcId {}", c.id());
    });
}

#[test]
fn acvp_signature_generation_fast_sets() {
    let mut seen_groups = std::collections::HashSet::new();
    let cases: Vec<_> = acvp("SLH-DSA-sigGen-FIPS205").into_iter()
        .filter(|c| {
            let set = c.str("parameterSet");
            let first_of_group = seen_groups.insert(c.group["tgId"].as_u64().unwrap());
            set.ends_with("128f") || (set.ends_with('f') && first_of_group)
        })
        .collect();
    cases.iter().for_each(sign_case);
    assert!(cases.len() >= 100, "{} cases", cases.len());
}

#[test]
fn acvp_signature_verification() {
    let cases = acvp("SLH-DSA-sigVer-FIPS205");
    let mut rejected = 0;
    for c in &cases {
        with_set!(c.str("parameterSet"), |set| {
            let vk = set::VerifyingKey::from_slice(&c.hex("pk")).unwrap();
            let result = set::Signature::from_slice(&c.hex("signature")).and_then(|sig| {
                if c.str("signatureInterface") == "internal" {
                    vk.verify_internal(&c.hex("message"), &sig)
                } else if c.str("preHash") == "preHash" {
                    let hash = prehash(c.str("hashAlg"));
                    let digest = hash.digest(&c.hex("message"));
                    vk.verify_prehash(hash, digest.as_bytes(), &c.hex("context"), &sig)
                } else {
                    vk.verify_with_context(&c.hex("message"), &c.hex("context"), &sig)
                }
            });
            assert_eq!(result.is_ok(), c.flag("testPassed").unwrap(), "tcId {}: {result:?}", c.id());
            rejected += usize::from(result.is_err());
        });
    }
    assert!(rejected > 100, "only {rejected} rejections");
}
