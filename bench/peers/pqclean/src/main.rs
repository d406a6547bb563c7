//! pqkit against PQClean's portable C ("clean", through the pqcrypto crates) in one
//! process: the same inputs, the operations interleaved, TSC cycles and nanoseconds per
//! operation. Prints one JSON object per (algorithm, implementation, operation).
//!
//!   pqkit-peer-bench [iterations] [algorithm...]
use std::ffi::{c_char, c_int, c_uint, CString};
use std::time::Instant;

use pqcrypto_mldsa::ffi as mldsa;
use pqcrypto_mlkem::ffi as mlkem;
use pqcrypto_sphincsplus::ffi as sphincs;

/// The head of `pqkit_kem` / `pqkit_sig` (include/pqkit/common.h): size and version
/// first, then the name.
#[repr(C)]
struct PqkitKem {
    size: usize,
    version: c_uint,
    name: *const c_char,
    ek_bytes: usize,
    dk_bytes: usize,
    ct_bytes: usize,
    ss_bytes: usize,
    keypair_seed_bytes: usize,
    encaps_seed_bytes: usize,
    keypair: extern "C" fn(*mut u8, *mut u8) -> c_int,
    keypair_derand: extern "C" fn(*mut u8, *mut u8, *const u8) -> c_int,
    encaps: extern "C" fn(*mut u8, *mut u8, *const u8) -> c_int,
    encaps_derand: extern "C" fn(*mut u8, *mut u8, *const u8, *const u8) -> c_int,
    decaps: extern "C" fn(*mut u8, *const u8, *const u8) -> c_int,
}

#[repr(C)]
struct PqkitSig {
    size: usize,
    version: c_uint,
    name: *const c_char,
    pk_bytes: usize,
    sk_bytes: usize,
    sig_bytes: usize,
    keypair_seed_bytes: usize,
    sign_seed_bytes: usize,
    keypair: extern "C" fn(*mut u8, *mut u8) -> c_int,
    keypair_derand: extern "C" fn(*mut u8, *mut u8, *const u8) -> c_int,
    sign: extern "C" fn(*mut u8, *mut usize, *const u8, usize, *const u8, usize, *const u8) -> c_int,
    sign_derand:
        extern "C" fn(*mut u8, *mut usize, *const u8, usize, *const u8, usize, *const u8, *const u8) -> c_int,
    verify: extern "C" fn(*const u8, usize, *const u8, usize, *const u8, usize, *const u8) -> c_int,
}

extern "C" {
    fn pqkit_kem_find(name: *const c_char) -> *const PqkitKem;
    fn pqkit_sig_find(name: *const c_char) -> *const PqkitSig;
}

type PeerKeypair = unsafe extern "C" fn(*mut u8, *mut u8) -> c_int;
type PeerEnc = unsafe extern "C" fn(*mut u8, *mut u8, *const u8) -> c_int;
type PeerDec = unsafe extern "C" fn(*mut u8, *const u8, *const u8) -> c_int;
type PeerSign = unsafe extern "C" fn(*mut u8, *mut usize, *const u8, usize, *const u8) -> c_int;
type PeerVerify = unsafe extern "C" fn(*const u8, usize, *const u8, usize, *const u8) -> c_int;

struct PeerKem {
    alg: &'static str,
    peer: &'static str,
    keypair: PeerKeypair,
    enc: PeerEnc,
    dec: PeerDec,
}

struct PeerSigScheme {
    alg: &'static str,
    peer: &'static str,
    keypair: PeerKeypair,
    sign: PeerSign,
    verify: PeerVerify,
    /// runs of keypair and sign relative to the iteration count (SPHINCS+ 's' sets are slow)
    scale: usize,
}

fn rdtsc() -> u64 {
    #[cfg(target_arch = "x86_64")]
    unsafe {
        core::arch::x86_64::_mm_lfence();
        let t = core::arch::x86_64::_rdtsc();
        core::arch::x86_64::_mm_lfence();
        t
    }
    #[cfg(not(target_arch = "x86_64"))]
    0
}

#[derive(Default)]
struct Samples {
    cycles: Vec<u64>,
    nanos: Vec<u64>,
}

impl Samples {
    fn time<F: FnMut() -> c_int>(&mut self, mut f: F) {
        let t0 = Instant::now();
        let c0 = rdtsc();
        let rc = f();
        let c1 = rdtsc();
        let ns = t0.elapsed().as_nanos() as u64;
        assert_eq!(rc, 0, "operation failed");
        self.cycles.push(c1 - c0);
        self.nanos.push(ns);
    }

    fn report(&mut self, alg: &str, implementation: &str, op: &str) {
        self.cycles.sort_unstable();
        self.nanos.sort_unstable();
        let n = self.cycles.len();
        let mean = self.cycles.iter().sum::<u64>() as f64 / n as f64;
        println!(
            "{{\"algorithm\": \"{alg}\", \"implementation\": \"{implementation}\", \"operation\": \"{op}\", \
             \"runs\": {n}, \"cycles_min\": {}, \"cycles_median\": {}, \"cycles_mean\": {:.0}, \"cycles_max\": {}, \
             \"ns_median\": {}}}",
            self.cycles[0],
            self.cycles[n / 2],
            mean,
            self.cycles[n - 1],
            self.nanos[n / 2]
        );
    }
}

fn bench_kem(p: &PeerKem, iterations: usize) {
    let name = CString::new(p.alg).unwrap();
    let ours = unsafe { pqkit_kem_find(name.as_ptr()) };
    if ours.is_null() {
        eprintln!("{}: not in this pqkit build", p.alg);
        return;
    }
    let k = unsafe { &*ours };
    let (mut ek, mut dk) = (vec![0u8; k.ek_bytes], vec![0u8; k.dk_bytes]);
    let (mut ct, mut ss) = (vec![0u8; k.ct_bytes], vec![0u8; 32]);
    let (mut pek, mut pdk) = (vec![0u8; k.ek_bytes], vec![0u8; k.dk_bytes]);
    let mut pct = vec![0u8; k.ct_bytes];
    let mut s: [Samples; 6] = Default::default();
    for i in 0..iterations + 10 {
        let mut run = |idx: usize, f: &mut dyn FnMut() -> c_int| {
            if i >= 10 {
                s[idx].time(f)
            } else {
                assert_eq!(f(), 0)
            }
        };
        run(0, &mut || (k.keypair)(ek.as_mut_ptr(), dk.as_mut_ptr()));
        run(1, &mut || unsafe { (p.keypair)(pek.as_mut_ptr(), pdk.as_mut_ptr()) });
        run(2, &mut || (k.encaps)(ct.as_mut_ptr(), ss.as_mut_ptr(), ek.as_ptr()));
        run(3, &mut || unsafe { (p.enc)(pct.as_mut_ptr(), ss.as_mut_ptr(), pek.as_ptr()) });
        run(4, &mut || (k.decaps)(ss.as_mut_ptr(), ct.as_ptr(), dk.as_ptr()));
        run(5, &mut || unsafe { (p.dec)(ss.as_mut_ptr(), pct.as_ptr(), pdk.as_ptr()) });
    }
    for (idx, op) in ["keypair", "encaps", "decaps"].iter().enumerate() {
        s[2 * idx].report(p.alg, "pqkit-ref", op);
        s[2 * idx + 1].report(p.alg, p.peer, op);
    }
}

fn bench_sig(p: &PeerSigScheme, iterations: usize) {
    let name = CString::new(p.alg).unwrap();
    let ours = unsafe { pqkit_sig_find(name.as_ptr()) };
    if ours.is_null() {
        eprintln!("{}: not in this pqkit build", p.alg);
        return;
    }
    let g = unsafe { &*ours };
    let iterations = (iterations / p.scale).max(3);
    let (mut pk, mut sk, mut sig) = (vec![0u8; g.pk_bytes], vec![0u8; g.sk_bytes], vec![0u8; 65536]);
    let (mut ppk, mut psk, mut psig) = (vec![0u8; 65536], vec![0u8; 65536], vec![0u8; 65536]);
    let msg = [0x5au8; 59];
    let (mut siglen, mut psiglen) = (0usize, 0usize);
    let mut s: [Samples; 6] = Default::default();
    let warmup = 2;
    for i in 0..iterations + warmup {
        let mut run = |idx: usize, f: &mut dyn FnMut() -> c_int| {
            if i >= warmup {
                s[idx].time(f)
            } else {
                assert_eq!(f(), 0)
            }
        };
        run(0, &mut || (g.keypair)(pk.as_mut_ptr(), sk.as_mut_ptr()));
        run(1, &mut || unsafe { (p.keypair)(ppk.as_mut_ptr(), psk.as_mut_ptr()) });
        run(2, &mut || {
            siglen = sig.len();
            (g.sign)(sig.as_mut_ptr(), &mut siglen, msg.as_ptr(), msg.len(), std::ptr::null(), 0, sk.as_ptr())
        });
        run(3, &mut || unsafe { (p.sign)(psig.as_mut_ptr(), &mut psiglen, msg.as_ptr(), msg.len(), psk.as_ptr()) });
        run(4, &mut || (g.verify)(sig.as_ptr(), siglen, msg.as_ptr(), msg.len(), std::ptr::null(), 0, pk.as_ptr()));
        run(5, &mut || unsafe { (p.verify)(psig.as_ptr(), psiglen, msg.as_ptr(), msg.len(), ppk.as_ptr()) });
    }
    for (idx, op) in ["keypair", "sign", "verify"].iter().enumerate() {
        s[2 * idx].report(p.alg, "pqkit-ref", op);
        s[2 * idx + 1].report(p.alg, p.peer, op);
    }
}

macro_rules! kem {
    ($alg:expr, $p:ident) => {
        paste::paste! {
            PeerKem {
                alg: $alg,
                peer: "pqclean-clean",
                keypair: mlkem::[<PQCLEAN_ $p _CLEAN_crypto_kem_keypair>],
                enc: mlkem::[<PQCLEAN_ $p _CLEAN_crypto_kem_enc>],
                dec: mlkem::[<PQCLEAN_ $p _CLEAN_crypto_kem_dec>],
            }
        }
    };
}

/// PQClean's ML-DSA takes a context; the comparison signs with an empty one, as pqkit does.
macro_rules! mldsa_peer {
    ($sign:ident, $verify:ident, $csign:ident, $cverify:ident) => {
        unsafe extern "C" fn $sign(sig: *mut u8, siglen: *mut usize, m: *const u8, mlen: usize, sk: *const u8) -> c_int {
            mldsa::$csign(sig, siglen, m, mlen, std::ptr::null(), 0, sk)
        }
        unsafe extern "C" fn $verify(sig: *const u8, siglen: usize, m: *const u8, mlen: usize, pk: *const u8) -> c_int {
            mldsa::$cverify(sig, siglen, m, mlen, std::ptr::null(), 0, pk)
        }
    };
}
mldsa_peer!(mldsa44_sign, mldsa44_verify, PQCLEAN_MLDSA44_CLEAN_crypto_sign_signature_ctx, PQCLEAN_MLDSA44_CLEAN_crypto_sign_verify_ctx);
mldsa_peer!(mldsa65_sign, mldsa65_verify, PQCLEAN_MLDSA65_CLEAN_crypto_sign_signature_ctx, PQCLEAN_MLDSA65_CLEAN_crypto_sign_verify_ctx);
mldsa_peer!(mldsa87_sign, mldsa87_verify, PQCLEAN_MLDSA87_CLEAN_crypto_sign_signature_ctx, PQCLEAN_MLDSA87_CLEAN_crypto_sign_verify_ctx);

/// SPHINCS+ round 3 "simple" sets are not SLH-DSA (other FORS index order, no message
/// framing): only their speed is compared, set for set. `scale` divides the run count.
macro_rules! sphincs_peer {
    ($alg:expr, $peer:expr, $p:ident, $scale:expr) => {
        paste::paste! {
            PeerSigScheme {
                alg: $alg,
                peer: concat!("pqclean-clean ", $peer),
                keypair: sphincs::[<PQCLEAN_ $p _CLEAN_crypto_sign_keypair>],
                sign: sphincs::[<PQCLEAN_ $p _CLEAN_crypto_sign_signature>],
                verify: sphincs::[<PQCLEAN_ $p _CLEAN_crypto_sign_verify>],
                scale: $scale,
            }
        }
    };
}

fn sig_peers() -> Vec<PeerSigScheme> {
    vec![
        PeerSigScheme {
            alg: "ml-dsa-44",
            peer: "pqclean-clean",
            keypair: mldsa::PQCLEAN_MLDSA44_CLEAN_crypto_sign_keypair,
            sign: mldsa44_sign,
            verify: mldsa44_verify,
            scale: 1,
        },
        PeerSigScheme {
            alg: "ml-dsa-65",
            peer: "pqclean-clean",
            keypair: mldsa::PQCLEAN_MLDSA65_CLEAN_crypto_sign_keypair,
            sign: mldsa65_sign,
            verify: mldsa65_verify,
            scale: 1,
        },
        PeerSigScheme {
            alg: "ml-dsa-87",
            peer: "pqclean-clean",
            keypair: mldsa::PQCLEAN_MLDSA87_CLEAN_crypto_sign_keypair,
            sign: mldsa87_sign,
            verify: mldsa87_verify,
            scale: 1,
        },
        sphincs_peer!("slh-dsa-sha2-128f", "sphincs-sha2-128f-simple", SPHINCSSHA2128FSIMPLE, 20),
        sphincs_peer!("slh-dsa-sha2-128s", "sphincs-sha2-128s-simple", SPHINCSSHA2128SSIMPLE, 200),
        sphincs_peer!("slh-dsa-sha2-192f", "sphincs-sha2-192f-simple", SPHINCSSHA2192FSIMPLE, 40),
        sphincs_peer!("slh-dsa-sha2-192s", "sphincs-sha2-192s-simple", SPHINCSSHA2192SSIMPLE, 400),
        sphincs_peer!("slh-dsa-sha2-256f", "sphincs-sha2-256f-simple", SPHINCSSHA2256FSIMPLE, 80),
        sphincs_peer!("slh-dsa-sha2-256s", "sphincs-sha2-256s-simple", SPHINCSSHA2256SSIMPLE, 400),
        sphincs_peer!("slh-dsa-shake-128f", "sphincs-shake-128f-simple", SPHINCSSHAKE128FSIMPLE, 20),
        sphincs_peer!("slh-dsa-shake-128s", "sphincs-shake-128s-simple", SPHINCSSHAKE128SSIMPLE, 400),
        sphincs_peer!("slh-dsa-shake-192f", "sphincs-shake-192f-simple", SPHINCSSHAKE192FSIMPLE, 40),
        sphincs_peer!("slh-dsa-shake-192s", "sphincs-shake-192s-simple", SPHINCSSHAKE192SSIMPLE, 400),
        sphincs_peer!("slh-dsa-shake-256f", "sphincs-shake-256f-simple", SPHINCSSHAKE256FSIMPLE, 80),
        sphincs_peer!("slh-dsa-shake-256s", "sphincs-shake-256s-simple", SPHINCSSHAKE256SSIMPLE, 400),
    ]
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let iterations: usize = args.first().and_then(|a| a.parse().ok()).unwrap_or(1000);
    let wanted: Vec<&str> = args.iter().skip(1).map(|s| s.as_str()).collect();
    let pick = |alg: &str| wanted.is_empty() || wanted.contains(&alg);
    for p in [kem!("ml-kem-512", MLKEM512), kem!("ml-kem-768", MLKEM768), kem!("ml-kem-1024", MLKEM1024)] {
        if pick(p.alg) {
            bench_kem(&p, iterations);
        }
    }
    for p in sig_peers() {
        if pick(p.alg) {
            bench_sig(&p, iterations);
        }
    }
}
