// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-KEM: pqkit and its peers behind one trait, timed interleaved on the same seeds.
use std::ffi::c_int;

use crate::timing::{Samples, Seeds};

pub trait Kem {
    fn name(&self) -> String;
    /// "derand" when the seeds come from the caller, else whose RNG runs inside the timing.
    fn randomness(&self) -> &'static str;
    fn keypair(&mut self, seeds: &Seeds);
    fn encaps(&mut self, seeds: &Seeds);
    fn decaps(&mut self);
    /// The secret of the last decapsulation equals that of the last encapsulation.
    fn agrees(&self) -> bool;
}

type Keypair = Box<dyn Fn(&mut [u8], &mut [u8], &Seeds) -> c_int>;
type Encaps = Box<dyn Fn(&mut [u8], &mut [u8], &[u8], &Seeds) -> c_int>;
type Decaps = Box<dyn Fn(&mut [u8], &[u8], &[u8]) -> c_int>;

/// A C library's KEM, called through its functions on caller-owned buffers.
pub struct CKem {
    pub name: String,
    pub randomness: &'static str,
    pub keypair: Keypair,
    pub encaps: Encaps,
    pub decaps: Decaps,
    pub ek: Vec<u8>,
    pub dk: Vec<u8>,
    pub ct: Vec<u8>,
    pub ss_enc: [u8; 32],
    pub ss_dec: [u8; 32],
}

impl Kem for CKem {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn randomness(&self) -> &'static str {
        self.randomness
    }
    fn keypair(&mut self, seeds: &Seeds) {
        assert_eq!((self.keypair)(&mut self.ek, &mut self.dk, seeds), 0, "{} keypair", self.name);
    }
    fn encaps(&mut self, seeds: &Seeds) {
        assert_eq!((self.encaps)(&mut self.ct, &mut self.ss_enc, &self.ek, seeds), 0, "{} encaps", self.name);
    }
    fn decaps(&mut self) {
        assert_eq!((self.decaps)(&mut self.ss_dec, &self.ct, &self.dk), 0, "{} decaps", self.name);
    }
    fn agrees(&self) -> bool {
        self.ss_enc == self.ss_dec
    }
}

/// pqkit through pqkit-sys, derandomised: `$set` is the pqkit-sys module, e.g. ml_kem_768.
#[macro_export]
macro_rules! pqkit_kem {
    ($set:ident, $implementation:expr) => {
        paste::paste! {
            $crate::kem::CKem {
                name: format!("pqkit-{}", $implementation),
                randomness: "derand",
                keypair: Box::new(|ek, dk, s| unsafe {
                    pqkit_sys::[<pqkit_ $set _keypair_derand>](ek.as_mut_ptr(), dk.as_mut_ptr(), s.a.as_ptr())
                }),
                encaps: Box::new(|ct, ss, ek, s| unsafe {
                    pqkit_sys::[<pqkit_ $set _encaps_derand>](ct.as_mut_ptr(), ss.as_mut_ptr(), ek.as_ptr(), s.b.as_ptr())
                }),
                decaps: Box::new(|ss, ct, dk| unsafe {
                    pqkit_sys::[<pqkit_ $set _decaps>](ss.as_mut_ptr(), ct.as_ptr(), dk.as_ptr())
                }),
                ek: vec![0; pqkit_sys::$set::EK_BYTES],
                dk: vec![0; pqkit_sys::$set::DK_BYTES],
                ct: vec![0; pqkit_sys::$set::CT_BYTES],
                ss_enc: [0; 32],
                ss_dec: [1; 32],
            }
        }
    };
}

/// PQClean through pqcrypto-mlkem's FFI: `$variant` is CLEAN (portable C) or AVX2.
/// PQClean has no derandomised API: its keypair and encaps call the crate's randombytes.
#[macro_export]
macro_rules! pqclean_kem {
    ($set:ident, $prefix:ident, $variant:ident) => {
        paste::paste! {
            $crate::kem::CKem {
                name: format!("pqclean-{}", stringify!([<$variant:lower>])),
                randomness: "randomised (pqcrypto randombytes)",
                keypair: Box::new(|ek, dk, _| unsafe {
                    pqcrypto_mlkem::ffi::[<PQCLEAN_ $prefix _ $variant _crypto_kem_keypair>](ek.as_mut_ptr(), dk.as_mut_ptr())
                }),
                encaps: Box::new(|ct, ss, ek, _| unsafe {
                    pqcrypto_mlkem::ffi::[<PQCLEAN_ $prefix _ $variant _crypto_kem_enc>](ct.as_mut_ptr(), ss.as_mut_ptr(), ek.as_ptr())
                }),
                decaps: Box::new(|ss, ct, dk| unsafe {
                    pqcrypto_mlkem::ffi::[<PQCLEAN_ $prefix _ $variant _crypto_kem_dec>](ss.as_mut_ptr(), ct.as_ptr(), dk.as_ptr())
                }),
                ek: vec![0; pqkit_sys::$set::EK_BYTES],
                dk: vec![0; pqkit_sys::$set::DK_BYTES],
                ct: vec![0; pqkit_sys::$set::CT_BYTES],
                ss_enc: [0; 32],
                ss_dec: [1; 32],
            }
        }
    };
}

/// AWS-LC through aws-lc-rs, as its users call it: keys as parsed objects, randomness from
/// AWS-LC's own DRBG. Key generation includes serialising the encapsulation key.
pub struct AwsLcKem {
    alg: &'static aws_lc_rs::kem::Algorithm<aws_lc_rs::kem::AlgorithmId>,
    dk: Option<aws_lc_rs::kem::DecapsulationKey>,
    ek: Option<aws_lc_rs::kem::EncapsulationKey>,
    ct: Vec<u8>,
    ss_enc: Vec<u8>,
    ss_dec: Vec<u8>,
}

impl AwsLcKem {
    pub fn new(alg: &'static aws_lc_rs::kem::Algorithm<aws_lc_rs::kem::AlgorithmId>) -> Self {
        AwsLcKem { alg, dk: None, ek: None, ct: vec![], ss_enc: vec![], ss_dec: vec![1] }
    }
}

impl Kem for AwsLcKem {
    fn name(&self) -> String {
        "aws-lc-rs".into()
    }
    fn randomness(&self) -> &'static str {
        "randomised (AWS-LC DRBG)"
    }
    fn keypair(&mut self, _: &Seeds) {
        let dk = aws_lc_rs::kem::DecapsulationKey::generate(self.alg).expect("aws-lc keypair");
        let ek = dk.encapsulation_key().expect("aws-lc encapsulation key");
        std::hint::black_box(ek.key_bytes().expect("aws-lc ek bytes"));
        self.dk = Some(dk);
        self.ek = Some(ek);
    }
    fn encaps(&mut self, _: &Seeds) {
        let (ct, ss) = self.ek.as_ref().unwrap().encapsulate().expect("aws-lc encaps");
        self.ct = ct.as_ref().to_vec();
        self.ss_enc = ss.as_ref().to_vec();
    }
    fn decaps(&mut self) {
        let ss = self.dk.as_ref().unwrap().decapsulate(self.ct.as_slice().into()).expect("aws-lc decaps");
        self.ss_dec = ss.as_ref().to_vec();
    }
    fn agrees(&self) -> bool {
        self.ss_enc == self.ss_dec
    }
}

/// liboqs through the oqs crate, as its users call it: randomness from liboqs's RNG.
pub struct OqsKem {
    kem: oqs::kem::Kem,
    keys: Option<(oqs::kem::PublicKey, oqs::kem::SecretKey)>,
    ct: Option<oqs::kem::Ciphertext>,
    ss_enc: Vec<u8>,
    ss_dec: Vec<u8>,
}

impl OqsKem {
    pub fn new(alg: oqs::kem::Algorithm) -> Self {
        oqs::init();
        let kem = oqs::kem::Kem::new(alg).expect("liboqs KEM");
        OqsKem { kem, keys: None, ct: None, ss_enc: vec![], ss_dec: vec![1] }
    }
}

impl Kem for OqsKem {
    fn name(&self) -> String {
        "liboqs".into()
    }
    fn randomness(&self) -> &'static str {
        "randomised (liboqs RNG)"
    }
    fn keypair(&mut self, _: &Seeds) {
        self.keys = Some(self.kem.keypair().expect("liboqs keypair"));
    }
    fn encaps(&mut self, _: &Seeds) {
        let (ct, ss) = self.kem.encapsulate(&self.keys.as_ref().unwrap().0).expect("liboqs encaps");
        self.ct = Some(ct);
        self.ss_enc = ss.into_vec();
    }
    fn decaps(&mut self) {
        let ss = self.kem.decapsulate(&self.keys.as_ref().unwrap().1, self.ct.as_ref().unwrap()).expect("liboqs decaps");
        self.ss_dec = ss.into_vec();
    }
    fn agrees(&self) -> bool {
        self.ss_enc == self.ss_dec
    }
}

/// libcrux-ml-kem (derandomised; AVX2 or portable code chosen by libcrux at run time).
#[macro_export]
macro_rules! libcrux_kem {
    ($ty:ident, $module:ident, $bits:literal) => {
        paste::paste! {
            pub struct $ty {
                kp: Option<libcrux_ml_kem::$module::[<MlKem $bits KeyPair>]>,
                ct: Option<libcrux_ml_kem::$module::[<MlKem $bits Ciphertext>]>,
                ss_enc: [u8; 32],
                ss_dec: [u8; 32],
            }
            impl $ty {
                pub fn new() -> Self {
                    $ty { kp: None, ct: None, ss_enc: [0; 32], ss_dec: [1; 32] }
                }
            }
            impl $crate::kem::Kem for $ty {
                fn name(&self) -> String {
                    "libcrux".into()
                }
                fn randomness(&self) -> &'static str {
                    "derand"
                }
                fn keypair(&mut self, s: &$crate::timing::Seeds) {
                    self.kp = Some(libcrux_ml_kem::$module::generate_key_pair(s.a));
                }
                fn encaps(&mut self, s: &$crate::timing::Seeds) {
                    let (ct, ss) = libcrux_ml_kem::$module::encapsulate(self.kp.as_ref().unwrap().public_key(), s.b);
                    self.ct = Some(ct);
                    self.ss_enc = ss;
                }
                fn decaps(&mut self) {
                    self.ss_dec = libcrux_ml_kem::$module::decapsulate(
                        self.kp.as_ref().unwrap().private_key(),
                        self.ct.as_ref().unwrap(),
                    );
                }
                fn agrees(&self) -> bool {
                    self.ss_enc == self.ss_dec
                }
            }
        }
    };
}

/// Times every contender on the same seeds; the order of the contenders turns each run so
/// that none always follows the same neighbour.
pub fn bench(alg: &str, contenders: &mut [Box<dyn Kem>], runs: usize, warmup: usize) {
    let n = contenders.len();
    let mut samples: Vec<[Samples; 3]> = (0..n).map(|_| Default::default()).collect();
    let mut seeds = Seeds::new();
    for i in 0..runs + warmup {
        seeds.next();
        let timed = i >= warmup;
        let order: Vec<usize> = (0..n).map(|k| (i + k) % n).collect();
        for &k in &order {
            let c = &mut contenders[k];
            if timed { samples[k][0].time(|| c.keypair(&seeds)) } else { c.keypair(&seeds) }
        }
        for &k in &order {
            let c = &mut contenders[k];
            if timed { samples[k][1].time(|| c.encaps(&seeds)) } else { c.encaps(&seeds) }
        }
        for &k in &order {
            let c = &mut contenders[k];
            if timed { samples[k][2].time(|| c.decaps()) } else { c.decaps() }
            assert!(c.agrees(), "{alg} {}: decapsulated secret differs", c.name());
        }
    }
    for (c, s) in contenders.iter().zip(samples.iter_mut()) {
        for (op, samples) in ["keypair", "encaps", "decaps"].iter().zip(s.iter_mut()) {
            samples.report(alg, &c.name(), op, c.randomness());
        }
    }
}
