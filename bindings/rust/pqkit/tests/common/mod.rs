// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Readers for the third-party vectors in `../shared/vectors` (relative to the
//! repository root; `PQKIT_VECTORS` overrides the directory).
#![allow(dead_code)]
pub mod drbg;
use std::fs::File;
use std::path::PathBuf;

use pqkit::prehash::PreHash;
use serde_json::Value;

pub fn vectors_dir() -> PathBuf {
    let dir = match std::env::var_os("PQKIT_VECTORS") {
        Some(dir) => PathBuf::from(dir),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../../shared/vectors"),
    };
    assert!(dir.is_dir(), "test vectors not found at {} (set PQKIT_VECTORS)", dir.display());
    dir
}

fn read_gz(path: PathBuf) -> Value {
    let file = File::open(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    serde_json::from_reader(flate2::read::GzDecoder::new(file)).unwrap()
}

/// One ACVP case: its group's fields and the test's prompt merged with its answer.
pub struct Case {
    pub group: Value,
    pub test: Value,
}

impl Case {
    pub fn str(&self, key: &str) -> &str {
        self.test[key].as_str().or_else(|| self.group[key].as_str())
            .unwrap_or_else(|| panic!("tcId {}: no field {key}", self.test["tcId"]))
    }

    pub fn hex(&self, key: &str) -> Vec<u8> {
        hex::decode(self.str(key)).unwrap()
    }

    pub fn flag(&self, key: &str) -> Option<bool> {
        self.test[key].as_bool().or_else(|| self.group[key].as_bool())
    }

    pub fn id(&self) -> u64 {
        self.test["tcId"].as_u64().unwrap()
    }
}

/// Every case of an ACVP vector set (`prompt` and `expectedResults` joined by tcId).
pub fn acvp(name: &str) -> Vec<Case> {
    let dir = vectors_dir().join("acvp").join(name);
    let prompt = read_gz(dir.join("prompt.json.gz"));
    let expected = read_gz(dir.join("expectedResults.json.gz"));
    let mut answers = std::collections::HashMap::new();
    for group in expected["testGroups"].as_array().unwrap() {
        for test in group["tests"].as_array().unwrap() {
            answers.insert(test["tcId"].as_u64().unwrap(), test.clone());
        }
    }
    let mut cases = Vec::new();
    for group in prompt["testGroups"].as_array().unwrap() {
        for test in group["tests"].as_array().unwrap() {
            let mut merged = test.clone();
            let answer = &answers[&test["tcId"].as_u64().unwrap()];
            for (key, value) in answer.as_object().unwrap() {
                merged[key] = value.clone();
            }
            let mut group = group.clone();
            group.as_object_mut().unwrap().remove("tests");
            cases.push(Case { group, test: merged });
        }
    }
    assert!(!cases.is_empty(), "{name}: no cases");
    cases
}

/// A Wycheproof file: (group, test) pairs.
pub fn wycheproof(file: &str) -> Vec<Case> {
    let path = vectors_dir().join("wycheproof/testvectors_v1").join(file);
    let json: Value = serde_json::from_reader(File::open(&path).unwrap()).unwrap();
    let mut cases = Vec::new();
    for group in json["testGroups"].as_array().unwrap() {
        for test in group["tests"].as_array().unwrap() {
            let mut group = group.clone();
            group.as_object_mut().unwrap().remove("tests");
            cases.push(Case { group, test: test.clone() });
        }
    }
    assert!(!cases.is_empty(), "{file}: no cases");
    cases
}

pub fn prehash(name: &str) -> PreHash {
    match name {
        "SHA2-224" => PreHash::Sha2_224,
        "SHA2-256" => PreHash::Sha2_256,
        "SHA2-384" => PreHash::Sha2_384,
        "SHA2-512" => PreHash::Sha2_512,
        "SHA2-512/224" => PreHash::Sha2_512_224,
        "SHA2-512/256" => PreHash::Sha2_512_256,
        "SHA3-224" => PreHash::Sha3_224,
        "SHA3-256" => PreHash::Sha3_256,
        "SHA3-384" => PreHash::Sha3_384,
        "SHA3-512" => PreHash::Sha3_512,
        "SHAKE-128" => PreHash::Shake128,
        "SHAKE-256" => PreHash::Shake256,
        other => panic!("unknown hash {other}"),
    }
}
