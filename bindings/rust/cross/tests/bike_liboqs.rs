// SPDX-License-Identifier: Apache-2.0 OR MIT
//! BIKE against liboqs 0.13 (crate `oqs-sys`), the registry's only BIKE: first that
//! liboqs, given the KAT generator as its randomness, reproduces the first record of
//! `bike/BIKE_L1.kat` and `BIKE_L3.kat` (pk, ct, ss), so both implement the version of
//! these KATs; then key exchange in both directions for every set, shared secrets equal.
//! One test function: liboqs's randomness is process-wide.
use std::sync::Mutex;

use oqs_sys::kem as oqs;

#[path = "../../pqkit/tests/common/drbg.rs"]
mod drbg;

/// liboqs's randomness while the test runs.
static RANDOM: Mutex<Option<drbg::Drbg>> = Mutex::new(None);

unsafe extern "C" fn randombytes(out: *mut u8, len: usize) {
    let bytes = RANDOM.lock().unwrap().as_mut().expect("generator set").read(len);
    unsafe { std::ptr::copy_nonoverlapping(bytes.as_ptr(), out, len) };
}

fn reseed(entropy: &[u8; 48]) {
    *RANDOM.lock().unwrap() = Some(drbg::Drbg::new(entropy));
}

/// The seed, pk, ct and ss of a KAT file's first record.
fn first_record(file: &str) -> [Vec<u8>; 4] {
    let dir = match std::env::var_os("PQKIT_VECTORS") {
        Some(dir) => std::path::PathBuf::from(dir),
        None => std::path::PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../../../shared/vectors"),
    };
    let text = std::fs::read_to_string(dir.join("bike").join(file)).expect("KAT file");
    let field = |name: &str| {
        let line = text.lines().find_map(|l| l.strip_prefix(&format!("{name} = "))).expect(name);
        hex::decode(line).unwrap()
    };
    [field("seed"), field("pk"), field("ct"), field("ss")]
}

macro_rules! set {
    ($set:ident, $keypair:ident, $encaps:ident, $decaps:ident, $sk_len:ident, $kat:expr) => {{
        use pqkit::bike::$set::{Ciphertext, DecapsulationKey, EncapsulationKey, Seed};
        const EK: usize = EncapsulationKey::BYTES;
        const CT: usize = Ciphertext::BYTES;
        let mut pk = vec![0u8; EK];
        let mut sk = vec![0u8; oqs::$sk_len as usize];
        let mut ct = vec![0u8; CT];
        let (mut ss, mut ss2) = ([0u8; 32], [0u8; 32]);
        let ok = oqs::OQS_STATUS::OQS_SUCCESS;
        if let Some(file) = $kat {
            let [seed, kat_pk, kat_ct, kat_ss] = first_record(file);
            reseed(&seed.try_into().unwrap());
            assert_eq!(unsafe { oqs::$keypair(pk.as_mut_ptr(), sk.as_mut_ptr()) }, ok);
            assert_eq!(pk, kat_pk, "{file}: liboqs pk");
            assert_eq!(unsafe { oqs::$encaps(ct.as_mut_ptr(), ss.as_mut_ptr(), pk.as_ptr()) }, ok);
            assert_eq!((&ct, &ss[..]), (&kat_ct, &kat_ss[..]), "{file}: liboqs ct, ss");
        }
        reseed(&[0x5a; 48]);
        for round in 0u8..3 {
            // pqkit's key, liboqs encapsulates, pqkit decapsulates
            let dk = DecapsulationKey::from_seed(&Seed::from([round; Seed::BYTES]));
            let ek = dk.encapsulation_key().as_bytes();
            assert_eq!(unsafe { oqs::$encaps(ct.as_mut_ptr(), ss.as_mut_ptr(), ek.as_ptr()) }, ok);
            let got = dk.decapsulate_secret(&Ciphertext::from_slice(&ct).unwrap()).unwrap();
            assert_eq!(got.as_bytes(), &ss, "{} round {round}: liboqs to pqkit", stringify!($set));
            // liboqs's key, pqkit encapsulates, liboqs decapsulates
            assert_eq!(unsafe { oqs::$keypair(pk.as_mut_ptr(), sk.as_mut_ptr()) }, ok);
            let ek = EncapsulationKey::from_slice(&pk).unwrap();
            let (ct, sent) = ek.encapsulate_derand(&[round ^ 0xff; 64].into()).unwrap();
            assert_eq!(unsafe { oqs::$decaps(ss2.as_mut_ptr(), ct.as_bytes().as_ptr(), sk.as_ptr()) }, ok);
            assert_eq!(sent.as_bytes(), &ss2, "{} round {round}: pqkit to liboqs", stringify!($set));
        }
    }};
}

#[test]
fn bike_against_liboqs() {
    unsafe { oqs_sys::rand::OQS_randombytes_custom_algorithm(Some(randombytes)) };
    set!(bike_l1, OQS_KEM_bike_l1_keypair, OQS_KEM_bike_l1_encaps, OQS_KEM_bike_l1_decaps,
         OQS_KEM_bike_l1_length_secret_key, Some("BIKE_L1.kat"));
    set!(bike_l3, OQS_KEM_bike_l3_keypair, OQS_KEM_bike_l3_encaps, OQS_KEM_bike_l3_decaps,
         OQS_KEM_bike_l3_length_secret_key, Some("BIKE_L3.kat"));
    set!(bike_l5, OQS_KEM_bike_l5_keypair, OQS_KEM_bike_l5_encaps, OQS_KEM_bike_l5_decaps,
         OQS_KEM_bike_l5_length_secret_key, None::<&str>);
}
