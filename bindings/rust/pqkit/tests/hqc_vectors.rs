// SPDX-License-Identifier: Apache-2.0 OR MIT
//! HQC against the first records of its reference KAT files (`hqc/hqc-1.rsp`,
//! `hqc-3.rsp`; not in the package: the vectors are not either). The KAT generator is
//! SHAKE256(seed || 0x00): `seed_KEM` is its first 32 bytes, `m || salt` the next.
mod common;

use common::vectors_dir;

const RECORDS: usize = 5;

fn records(file: &str) -> Vec<std::collections::HashMap<String, Vec<u8>>> {
    let text = std::fs::read_to_string(vectors_dir().join("hqc").join(file)).unwrap();
    text.split("\n\n")
        .filter(|r| r.contains("seed = "))
        .map(|r| {
            r.lines()
                .filter_map(|l| l.split_once(" = "))
                .filter(|(k, _)| *k != "count")
                .map(|(k, v)| (k.to_string(), hex::decode(v).unwrap()))
                .collect()
        })
        .collect()
}

fn stream(seed: &[u8], len: usize) -> Vec<u8> {
    let input = [seed, &[0u8]].concat();
    let mut out = vec![0u8; len];
    unsafe { pqkit_sys::pqkit_shake256(out.as_mut_ptr(), len, input.as_ptr(), input.len()) };
    out
}

macro_rules! kat_test {
    ($name:ident, $set:ident, $file:literal) => {
        #[test]
        fn $name() {
            use pqkit::hqc::$set as set;
            let all = records($file);
            assert_eq!(all.len(), 100);
            for r in all.iter().take(RECORDS) {
                let enc = pqkit_sys::$set::ENCAPS_SEED_BYTES;
                let bytes = stream(&r["seed"], 32 + enc);
                let dk = set::DecapsulationKey::from_seed(&set::Seed::from_slice(&bytes[..32]).unwrap());
                assert_eq!(dk.encapsulation_key().as_bytes()[..], r["pk"][..]);
                assert_eq!(dk.to_bytes()[..], r["sk"][..]);
                let m = set::EncapsSeed::from_slice(&bytes[32..]).unwrap();
                let (ct, ss) = dk.encapsulation_key().encapsulate_derand(&m).unwrap();
                assert_eq!(ct.as_bytes()[..], r["ct"][..]);
                assert_eq!(ss.as_bytes()[..], r["ss"][..]);
                assert_eq!(dk.decapsulate_secret(&ct).unwrap(), ss);
                // the key decodes again, and a changed byte of it is refused
                assert!(set::DecapsulationKey::from_bytes(&r["sk"]).is_ok());
                let mut bad = r["sk"].clone();
                bad[0] ^= 1;
                assert_eq!(set::DecapsulationKey::from_bytes(&bad).unwrap_err(), pqkit::Error::InvalidKey);
            }
        }
    };
}

kat_test!(hqc_1_kat_records, hqc_1, "hqc-1.rsp");
kat_test!(hqc_3_kat_records, hqc_3, "hqc-3.rsp");
