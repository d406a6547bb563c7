// SPDX-License-Identifier: Apache-2.0 OR MIT
//! pqkit against the fastest host libraries a user would pick instead (AWS-LC through
//! aws-lc-rs, libcrux, liboqs, PQClean with and without its AVX2 code), all in one process: the
//! same seeds, the operations interleaved, TSC cycles per operation. Prints one JSON
//! object per (algorithm, implementation, operation).
//!
//!   pqkit-peer-bench [--runs N] [--pqkit-only] [algorithm...]
//!
//! pqkit runs as its library dispatches (set PQKIT_IMPL=ref for the portable C); its
//! implementation is part of its name ("pqkit-avx2", "pqkit-ref").
mod kem;
mod sig;
mod timing;

use std::ffi::{CStr, CString};

use kem::{AwsLcKem, Kem, OqsKem};
use sig::{AwsLcMlDsa, FnDsaCrate, OqsSig, Sig};

libcrux_kem!(LibcruxMlKem512, mlkem512, 512);
libcrux_kem!(LibcruxMlKem768, mlkem768, 768);
libcrux_kem!(LibcruxMlKem1024, mlkem1024, 1024);
libcrux_ml_dsa!(LibcruxMlDsa44, ml_dsa_44, 44);
libcrux_ml_dsa!(LibcruxMlDsa65, ml_dsa_65, 65);
libcrux_ml_dsa!(LibcruxMlDsa87, ml_dsa_87, 87);

fn implementation(alg: &str, sig: bool) -> String {
    let name = CString::new(alg).unwrap();
    let p = unsafe {
        if sig {
            pqkit_sys::pqkit_sig_implementation(name.as_ptr())
        } else {
            pqkit_sys::pqkit_kem_implementation(name.as_ptr())
        }
    };
    assert!(!p.is_null(), "{alg}: not in this pqkit build");
    unsafe { CStr::from_ptr(p) }.to_string_lossy().into_owned()
}

fn has_avx2() -> bool {
    #[cfg(target_arch = "x86_64")]
    return std::arch::is_x86_feature_detected!("avx2");
    #[cfg(not(target_arch = "x86_64"))]
    false
}

struct Options {
    runs: usize,
    pqkit_only: bool,
    algorithms: Vec<String>,
}

impl Options {
    fn wants(&self, alg: &str) -> bool {
        self.algorithms.is_empty() || self.algorithms.iter().any(|a| a == alg)
    }
}

macro_rules! ml_kem {
    ($o:expr, $alg:literal, $set:ident, $prefix:ident, $libcrux:ident, $aws:ident, $oqs:ident) => {
        if $o.wants($alg) {
            let mut c: Vec<Box<dyn Kem>> = vec![Box::new(pqkit_kem!($set, implementation($alg, false)))];
            if !$o.pqkit_only {
                c.push(Box::new(AwsLcKem::new(&aws_lc_rs::kem::$aws)));
                c.push(Box::new($libcrux::new()));
                c.push(Box::new(OqsKem::new(oqs::kem::Algorithm::$oqs)));
                if has_avx2() {
                    c.push(Box::new(pqclean_kem!($set, $prefix, AVX2)));
                }
                c.push(Box::new(pqclean_kem!($set, $prefix, CLEAN)));
            }
            kem::bench($alg, &mut c, $o.runs, 10);
        }
    };
}

macro_rules! ml_dsa {
    ($o:expr, $alg:literal, $set:ident, $prefix:ident, $libcrux:ident, $aws:ident, $oqs:ident) => {
        paste::paste! {
            if $o.wants($alg) {
                let mut c: Vec<Box<dyn Sig>> = vec![Box::new(pqkit_ml_dsa!($set, implementation($alg, true)))];
                if !$o.pqkit_only {
                    c.push(Box::new(AwsLcMlDsa::new(
                        &aws_lc_rs::signature::[<$aws _SIGNING>],
                        &aws_lc_rs::signature::$aws,
                        pqkit_sys::$set::SIG_BYTES,
                    )));
                    c.push(Box::new($libcrux::new()));
                    c.push(Box::new(OqsSig::new(oqs::sig::Algorithm::$oqs)));
                    if has_avx2() {
                        c.push(Box::new(pqclean_ml_dsa!($set, $prefix, AVX2)));
                    }
                    c.push(Box::new(pqclean_ml_dsa!($set, $prefix, CLEAN)));
                }
                // At least 1,000 signatures: the mean follows the rejection loop.
                sig::bench($alg, &mut c, $o.runs.max(1000), 10);
            }
        }
    };
}

/// `$divide` cuts the run count: the "s" sets sign for a second or more in portable C.
macro_rules! slh_dsa {
    ($o:expr, $alg:literal, $set:ident, $prefix:ident, $oqs:ident, $divide:literal) => {
        if $o.wants($alg) {
            let mut c: Vec<Box<dyn Sig>> = vec![Box::new(pqkit_slh_dsa!($set, implementation($alg, true)))];
            if !$o.pqkit_only {
                c.push(Box::new(OqsSig::new(oqs::sig::Algorithm::$oqs)));
                if has_avx2() {
                    c.push(Box::new(pqclean_sig!(pqcrypto_sphincsplus, $set, $prefix, AVX2)));
                }
                c.push(Box::new(pqclean_sig!(pqcrypto_sphincsplus, $set, $prefix, CLEAN)));
            }
            sig::bench($alg, &mut c, ($o.runs / $divide).max(3), 1);
        }
    };
}

/// BIKE: liboqs is the only peer (AWS-LC, libcrux and PQClean have no BIKE). pqkit's
/// derandomised encapsulation takes 64 bytes (m and 32 unused ones): the 64-byte seed.
macro_rules! bike {
    ($o:expr, $alg:literal, $set:ident, $oqs:ident) => {
        paste::paste! {
            if $o.wants($alg) {
                let mut pqkit = pqkit_kem!($set, implementation($alg, false));
                pqkit.encaps = Box::new(|ct, ss, ek, s| unsafe {
                    pqkit_sys::[<pqkit_ $set _encaps_derand>](ct.as_mut_ptr(), ss.as_mut_ptr(), ek.as_ptr(), s.a.as_ptr())
                });
                let mut c: Vec<Box<dyn Kem>> = vec![Box::new(pqkit)];
                if !$o.pqkit_only {
                    c.push(Box::new(OqsKem::new(oqs::kem::Algorithm::$oqs)));
                }
                kem::bench($alg, &mut c, $o.runs, 10);
            }
        }
    };
}

/// Falcon round 3.1 beside PQClean's and the fn-dsa crate's original-Falcon mode; FN-DSA
/// beside the fn-dsa crate. Signing decodes the private key each time on every side
/// (pqkit and PQClean rebuild the basis per signature; the crate's decode does the same).
macro_rules! falcon {
    ($o:expr, $alg:literal, $set:ident, $prefix:ident, $logn:literal) => {
        if $o.wants($alg) {
            let mut c: Vec<Box<dyn Sig>> = vec![Box::new(pqkit_falcon!($set, implementation($alg, true)))];
            if !$o.pqkit_only {
                c.push(Box::new(FnDsaCrate::new($logn, true)));
                if has_avx2() {
                    c.push(Box::new(pqclean_sig!(pqcrypto_falcon, $set, $prefix, AVX2)));
                }
                c.push(Box::new(pqclean_sig!(pqcrypto_falcon, $set, $prefix, CLEAN)));
            }
            sig::bench($alg, &mut c, ($o.runs / 10).max(20), 2);
        }
    };
}

macro_rules! fn_dsa {
    ($o:expr, $alg:literal, $set:ident, $logn:literal) => {
        if $o.wants($alg) {
            let mut c: Vec<Box<dyn Sig>> = vec![Box::new(pqkit_falcon!($set, implementation($alg, true)))];
            if !$o.pqkit_only {
                c.push(Box::new(FnDsaCrate::new($logn, false)));
            }
            sig::bench($alg, &mut c, ($o.runs / 10).max(20), 2);
        }
    };
}

fn parse() -> Options {
    let mut o = Options { runs: 1000, pqkit_only: false, algorithms: vec![] };
    let mut args = std::env::args().skip(1);
    while let Some(a) = args.next() {
        match a.as_str() {
            "--runs" => o.runs = args.next().and_then(|n| n.parse().ok()).expect("--runs N"),
            "--pqkit-only" => o.pqkit_only = true,
            _ => o.algorithms.push(a),
        }
    }
    o
}

fn main() {
    let o = parse();
    ml_kem!(o, "ml-kem-512", ml_kem_512, MLKEM512, LibcruxMlKem512, ML_KEM_512, MlKem512);
    ml_kem!(o, "ml-kem-768", ml_kem_768, MLKEM768, LibcruxMlKem768, ML_KEM_768, MlKem768);
    ml_kem!(o, "ml-kem-1024", ml_kem_1024, MLKEM1024, LibcruxMlKem1024, ML_KEM_1024, MlKem1024);
    ml_dsa!(o, "ml-dsa-44", ml_dsa_44, MLDSA44, LibcruxMlDsa44, ML_DSA_44, MlDsa44);
    ml_dsa!(o, "ml-dsa-65", ml_dsa_65, MLDSA65, LibcruxMlDsa65, ML_DSA_65, MlDsa65);
    ml_dsa!(o, "ml-dsa-87", ml_dsa_87, MLDSA87, LibcruxMlDsa87, ML_DSA_87, MlDsa87);
    slh_dsa!(o, "slh-dsa-sha2-128f", slh_dsa_sha2_128f, SPHINCSSHA2128FSIMPLE, SphincsSha2128fSimple, 20);
    slh_dsa!(o, "slh-dsa-sha2-128s", slh_dsa_sha2_128s, SPHINCSSHA2128SSIMPLE, SphincsSha2128sSimple, 200);
    slh_dsa!(o, "slh-dsa-sha2-192f", slh_dsa_sha2_192f, SPHINCSSHA2192FSIMPLE, SphincsSha2192fSimple, 40);
    slh_dsa!(o, "slh-dsa-sha2-192s", slh_dsa_sha2_192s, SPHINCSSHA2192SSIMPLE, SphincsSha2192sSimple, 400);
    slh_dsa!(o, "slh-dsa-sha2-256f", slh_dsa_sha2_256f, SPHINCSSHA2256FSIMPLE, SphincsSha2256fSimple, 80);
    slh_dsa!(o, "slh-dsa-sha2-256s", slh_dsa_sha2_256s, SPHINCSSHA2256SSIMPLE, SphincsSha2256sSimple, 400);
    slh_dsa!(o, "slh-dsa-shake-128f", slh_dsa_shake_128f, SPHINCSSHAKE128FSIMPLE, SphincsShake128fSimple, 20);
    slh_dsa!(o, "slh-dsa-shake-128s", slh_dsa_shake_128s, SPHINCSSHAKE128SSIMPLE, SphincsShake128sSimple, 200);
    slh_dsa!(o, "slh-dsa-shake-192f", slh_dsa_shake_192f, SPHINCSSHAKE192FSIMPLE, SphincsShake192fSimple, 40);
    slh_dsa!(o, "slh-dsa-shake-192s", slh_dsa_shake_192s, SPHINCSSHAKE192SSIMPLE, SphincsShake192sSimple, 400);
    slh_dsa!(o, "slh-dsa-shake-256f", slh_dsa_shake_256f, SPHINCSSHAKE256FSIMPLE, SphincsShake256fSimple, 80);
    slh_dsa!(o, "slh-dsa-shake-256s", slh_dsa_shake_256s, SPHINCSSHAKE256SSIMPLE, SphincsShake256sSimple, 400);
    bike!(o, "bike-l1", bike_l1, BikeL1);
    bike!(o, "bike-l3", bike_l3, BikeL3);
    bike!(o, "bike-l5", bike_l5, BikeL5);
    falcon!(o, "falcon-512", falcon_512, FALCON512, 9);
    falcon!(o, "falcon-1024", falcon_1024, FALCON1024, 10);
    fn_dsa!(o, "fn-dsa-512", fn_dsa_512, 9);
    fn_dsa!(o, "fn-dsa-1024", fn_dsa_1024, 10);
}
