// SPDX-License-Identifier: Apache-2.0 OR MIT
//! BIKE against the round-4 KAT files (bike/BIKE_L1.kat, BIKE_L3.kat): every record's
//! sk decodes and passes the key check, its encapsulation key is the record's pk, and
//! decapsulating the record's ct gives its ss. (Key generation and encapsulation from
//! the records' DRBG seeds are checked by the C suite, tests/test_bike_conformance.py.)
mod common;

use common::vectors_dir;

fn records(file: &str) -> Vec<[Vec<u8>; 4]> {
    let text = std::fs::read_to_string(vectors_dir().join("bike").join(file)).expect("KAT file");
    let mut out = Vec::new();
    let mut cur: [Vec<u8>; 4] = Default::default();
    for line in text.lines() {
        let Some((key, value)) = line.split_once(" = ") else { continue };
        let slot = match key {
            "pk" => 0,
            "sk" => 1,
            "ct" => 2,
            "ss" => 3,
            _ => continue,
        };
        cur[slot] = hex::decode(value).expect("hex");
        if slot == 3 {
            out.push(std::mem::take(&mut cur));
        }
    }
    out
}

macro_rules! kat_test {
    ($name:ident, $set:ident, $file:literal) => {
        #[test]
        fn $name() {
            use pqkit::bike::$set::{Ciphertext, DecapsulationKey};
            let recs = records($file);
            assert_eq!(recs.len(), 100);
            for (i, [pk, sk, ct, ss]) in recs.iter().enumerate() {
                let dk = DecapsulationKey::from_bytes(sk).unwrap();
                assert_eq!(dk.encapsulation_key().as_bytes()[..], pk[..], "record {i}");
                let got = dk.decapsulate_secret(&Ciphertext::from_slice(ct).unwrap()).unwrap();
                assert_eq!(got.as_bytes()[..], ss[..], "record {i}");
            }
        }
    };
}

kat_test!(bike_l1_kat_records, bike_l1, "BIKE_L1.kat");
kat_test!(bike_l3_kat_records, bike_l3, "BIKE_L3.kat");

#[test]
fn round_trip_and_rejection_every_set() {
    macro_rules! one {
        ($set:ident) => {{
            use pqkit::bike::$set::{Ciphertext, DecapsulationKey, EncapsSeed, Seed};
            let dk = DecapsulationKey::from_seed(&Seed::from([7; 64]));
            let (ct, ss) = dk.encapsulation_key().encapsulate_derand(&EncapsSeed::from([9; 64])).unwrap();
            assert_eq!(dk.decapsulate_secret(&ct).unwrap(), ss);
            let mut bad = *ct.as_bytes();
            bad[0] ^= 1;
            let other = dk.decapsulate_secret(&Ciphertext::from_slice(&bad).unwrap()).unwrap();
            assert_ne!(other, ss);
            let mut key = *dk.as_bytes();
            key[0] ^= 1; // an index of h0 no longer matches h0
            assert_eq!(DecapsulationKey::from_bytes(&key).unwrap_err(), pqkit::Error::InvalidKey);
        }};
    }
    one!(bike_l1);
    one!(bike_l3);
    one!(bike_l5);
}

/// The first record of each KAT file from its DRBG seed through the public API: key
/// generation (the first 64-byte read) gives its pk, encapsulation (the second) its ct
/// and ss. The sk is not compared: its layout is the additional implementation's own.
#[test]
fn first_record_from_its_seed() {
    macro_rules! one {
        ($set:ident, $file:literal) => {{
            use pqkit::bike::$set::{DecapsulationKey, EncapsSeed, Seed};
            let text = std::fs::read_to_string(vectors_dir().join("bike").join($file)).unwrap();
            let seed = text.lines().find_map(|l| l.strip_prefix("seed = ")).expect("seed");
            let mut drbg = common::drbg::Drbg::new(&hex::decode(seed).unwrap().try_into().unwrap());
            let [pk, _, ct, ss] = &records($file)[0];
            let dk = DecapsulationKey::from_seed(&Seed::from_slice(&drbg.read(64)).unwrap());
            assert_eq!(dk.encapsulation_key().as_bytes()[..], pk[..]);
            let m = EncapsSeed::from_slice(&drbg.read(64)).unwrap();
            let (got_ct, got_ss) = dk.encapsulation_key().encapsulate_derand(&m).unwrap();
            assert_eq!(got_ct.as_bytes()[..], ct[..]);
            assert_eq!(got_ss.as_bytes()[..], ss[..]);
            assert_eq!(dk.decapsulate_secret(&got_ct).unwrap(), got_ss);
        }};
    }
    one!(bike_l1, "BIKE_L1.kat");
    one!(bike_l3, "BIKE_L3.kat");
}
