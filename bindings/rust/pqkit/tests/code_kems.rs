// SPDX-License-Identifier: Apache-2.0 OR MIT
//! HQC and BIKE without vector files: a round trip of every set through the inherent
//! API (and, for HQC, the `kem` traits), the seed form, implicit rejection, and the
//! length errors of every decoder.
use pqkit::Error;

/// Every decoder of one set refuses inputs one byte short and one byte long.
macro_rules! length_errors {
    ($set:path, $decode:ident) => {{
        use $set::{Ciphertext, DecapsulationKey, EncapsSeed, EncapsulationKey, Seed};
        let dk = DecapsulationKey::from_seed(&Seed::from([5; Seed::BYTES]));
        let ek = dk.encapsulation_key().as_bytes().to_vec();
        let (ct, _) = dk.encapsulation_key().encapsulate_derand(&EncapsSeed::from([6; EncapsSeed::BYTES])).unwrap();
        let ct = ct.as_bytes().to_vec();
        let key = dk.$decode().to_vec();
        for delta in [-1isize, 1] {
            let resize = |v: &[u8]| {
                let mut v = v.to_vec();
                v.resize((v.len() as isize + delta) as usize, 0);
                v
            };
            assert_eq!(EncapsulationKey::from_slice(&resize(&ek)).unwrap_err(), Error::BadLength);
            assert_eq!(Ciphertext::from_slice(&resize(&ct)).unwrap_err(), Error::BadLength);
            assert_eq!(DecapsulationKey::from_bytes(&resize(&key)).unwrap_err(), Error::BadLength);
            assert_eq!(Seed::from_slice(&resize(&[0; Seed::BYTES])).unwrap_err(), Error::BadLength);
            assert_eq!(EncapsSeed::from_slice(&resize(&[0; EncapsSeed::BYTES])).unwrap_err(),
                       Error::BadLength);
        }
        // the exact lengths decode, and the decoded key is the same key
        assert_eq!(EncapsulationKey::from_slice(&ek).unwrap().as_bytes()[..], ek[..]);
        assert!(Ciphertext::from_slice(&ct).is_ok());
        let again = DecapsulationKey::from_bytes(&key).unwrap();
        assert_eq!(again.encapsulation_key().as_bytes()[..], ek[..]);
        assert!(again.seed().is_none());
    }};
}

/// Random keys and encapsulations agree; a changed ciphertext byte gives another secret.
macro_rules! round_trip {
    ($set:path, $generate:ident) => {{
        use $set::{Ciphertext, DecapsulationKey, EncapsulationKey};
        let mut rng = getrandom::SysRng;
        for _ in 0..2 {
            let dk = DecapsulationKey::$generate(&mut rng).unwrap();
            let ek = EncapsulationKey::from_slice(dk.encapsulation_key().as_bytes()).unwrap();
            let (ct, sent) = ek.try_encapsulate_with_rng(&mut rng).unwrap();
            assert_eq!(dk.decapsulate_secret(&ct).unwrap(), sent);
            let mut forged = *ct.as_bytes();
            forged[Ciphertext::BYTES / 2] ^= 0x10;
            let other = dk.decapsulate_secret(&Ciphertext::from_slice(&forged).unwrap()).unwrap();
            assert_ne!(other, sent);
            // the seed gives the same key again
            assert!(DecapsulationKey::from_seed(dk.seed().unwrap()) == dk);
        }
    }};
}

#[test]
fn hqc_round_trip_and_lengths() {
    round_trip!(pqkit::hqc::hqc_1, try_from_rng);
    round_trip!(pqkit::hqc::hqc_3, try_from_rng);
    round_trip!(pqkit::hqc::hqc_5, try_from_rng);
    length_errors!(pqkit::hqc::hqc_1, to_bytes);
    length_errors!(pqkit::hqc::hqc_3, to_bytes);
    length_errors!(pqkit::hqc::hqc_5, to_bytes);
}

#[test]
fn bike_round_trip_and_lengths() {
    round_trip!(pqkit::bike::bike_l1, try_generate_from_rng);
    round_trip!(pqkit::bike::bike_l3, try_generate_from_rng);
    round_trip!(pqkit::bike::bike_l5, try_generate_from_rng);
    length_errors!(pqkit::bike::bike_l1, as_bytes);
    length_errors!(pqkit::bike::bike_l3, as_bytes);
    length_errors!(pqkit::bike::bike_l5, as_bytes);
}

#[test]
fn hqc_kem_traits() {
    use kem::{Encapsulate, FromSeed, Generate, Kem, KeyExport, TryDecapsulate, TryKeyInit};
    macro_rules! one {
        ($set:ident, $marker:ident) => {{
            use pqkit::hqc::{$marker, $set};
            let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
            let (dk, ek) = $marker::generate_keypair_from_rng(&mut rng);
            let ek2 = $set::EncapsulationKey::new(&ek.to_bytes()).unwrap();
            let (ct, k1) = ek2.encapsulate_with_rng(&mut rng);
            assert_eq!(dk.try_decapsulate(&ct).unwrap(), k1);
            let (dk3, ek3) = $marker::from_seed(&(*dk.seed().unwrap().as_bytes()).into());
            assert_eq!(ek3, ek);
            assert!(dk3 == dk);
            let mut forged = ct;
            forged[0] ^= 1;
            assert_ne!(dk.try_decapsulate(&forged).unwrap(), k1);
            // method syntax: no inherent method shadows a trait method
            let dk = $set::DecapsulationKey::generate_from_rng(&mut rng);
            let (ct, k_send) = dk.encapsulation_key().encapsulate();
            assert_eq!(dk.try_decapsulate(&ct).unwrap(), k_send);
            // a padding bit of s set: the trait decoder refuses the key
            let mut bytes = ek.to_bytes();
            let last = bytes.len() - 1;
            bytes[last] |= 0x80;
            assert!($set::EncapsulationKey::new(&bytes).is_err());
        }};
    }
    one!(hqc_1, Hqc1);
    one!(hqc_3, Hqc3);
    one!(hqc_5, Hqc5);
}
