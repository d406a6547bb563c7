// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-DSA, SLH-DSA, Falcon and FN-DSA: pqkit and its peers behind one trait, timed interleaved.
use std::ffi::c_int;

use crate::timing::{Samples, Seeds};

pub trait Sig {
    fn name(&self) -> String;
    fn randomness(&self) -> &'static str;
    fn keypair(&mut self, seeds: &Seeds);
    fn sign(&mut self, seeds: &Seeds, msg: &[u8]);
    fn verify(&mut self, msg: &[u8]) -> bool;
}

type Keypair = Box<dyn Fn(&mut [u8], &mut [u8], &Seeds) -> c_int>;
type Sign = Box<dyn Fn(&mut [u8], &mut usize, &[u8], &[u8], &Seeds) -> c_int>;
type Verify = Box<dyn Fn(&[u8], &[u8], &[u8]) -> c_int>;

/// A C library's signature scheme on caller-owned buffers (empty context where it takes one).
pub struct CSig {
    pub name: String,
    pub randomness: &'static str,
    pub keypair: Keypair,
    pub sign: Sign,
    pub verify: Verify,
    pub pk: Vec<u8>,
    pub sk: Vec<u8>,
    pub sig: Vec<u8>,
    pub siglen: usize,
}

impl CSig {
    pub fn buffers(pk: usize, sk: usize, sig: usize) -> (Vec<u8>, Vec<u8>, Vec<u8>) {
        (vec![0; pk], vec![0; sk], vec![0; sig])
    }
}

impl Sig for CSig {
    fn name(&self) -> String {
        self.name.clone()
    }
    fn randomness(&self) -> &'static str {
        self.randomness
    }
    fn keypair(&mut self, seeds: &Seeds) {
        assert_eq!((self.keypair)(&mut self.pk, &mut self.sk, seeds), 0, "{} keypair", self.name);
    }
    fn sign(&mut self, seeds: &Seeds, msg: &[u8]) {
        self.siglen = self.sig.len();
        assert_eq!((self.sign)(&mut self.sig, &mut self.siglen, msg, &self.sk, seeds), 0, "{} sign", self.name);
    }
    fn verify(&mut self, msg: &[u8]) -> bool {
        (self.verify)(&self.sig[..self.siglen], msg, &self.pk) == 0
    }
}

/// pqkit's signature set `$set` through pqkit-sys: derandomised key generation from the
/// seed pointers `keypair` makes of the run's seeds, and signing (no context) with the
/// `rnd` bytes `rnd` makes of them.
#[macro_export]
macro_rules! pqkit_sig {
    ($set:ident, $implementation:expr, keypair: |$ks:ident| ($($seed:expr),+),
     rnd: |$rs:ident| $rnd:expr) => {
        paste::paste! {{
            use pqkit_sys::$set as p;
            let (pk, sk, sig) = $crate::sig::CSig::buffers(p::PK_BYTES, p::SK_BYTES, p::SIG_BYTES);
            $crate::sig::CSig {
                name: format!("pqkit-{}", $implementation),
                randomness: "derand",
                keypair: Box::new(|pk, sk, $ks| unsafe {
                    pqkit_sys::[<pqkit_ $set _keypair_derand>](pk.as_mut_ptr(), sk.as_mut_ptr(), $($seed),+)
                }),
                sign: Box::new(|sig, siglen, msg, sk, $rs| {
                    let rnd = &$rnd;
                    unsafe {
                        pqkit_sys::[<pqkit_ $set _sign_derand>](sig.as_mut_ptr(), siglen, msg.as_ptr(),
                            msg.len(), std::ptr::null(), 0, rnd.as_ptr(), sk.as_ptr())
                    }
                }),
                verify: Box::new(|sig, msg, pk| unsafe {
                    pqkit_sys::[<pqkit_ $set _verify>](sig.as_ptr(), sig.len(), msg.as_ptr(), msg.len(),
                        std::ptr::null(), 0, pk.as_ptr())
                }),
                pk, sk, sig, siglen: 0,
            }
        }}
    };
}

/// pqkit ML-DSA: the seed ξ and the hedged signing's rnd.
#[macro_export]
macro_rules! pqkit_ml_dsa {
    ($set:ident, $implementation:expr) => {
        $crate::pqkit_sig!($set, $implementation, keypair: |s| (s.b.as_ptr()), rnd: |s| s.c)
    };
}

/// pqkit SLH-DSA: SK.seed, SK.prf and PK.seed, and addrnd.
#[macro_export]
macro_rules! pqkit_slh_dsa {
    ($set:ident, $implementation:expr) => {
        $crate::pqkit_sig!($set, $implementation,
            keypair: |s| (s.a.as_ptr(), s.b.as_ptr(), s.c.as_ptr()), rnd: |s| s.a[32..])
    };
}

/// pqkit Falcon or FN-DSA: the 48-byte key generation seed and the 88-byte rnd (nonce,
/// sampler seed).
#[macro_export]
macro_rules! pqkit_falcon {
    ($set:ident, $implementation:expr) => {
        $crate::pqkit_sig!($set, $implementation, keypair: |s| (s.a.as_ptr()), rnd: |s| {
            let mut rnd = [0u8; 88];
            rnd[..64].copy_from_slice(&s.a);
            rnd[64..].copy_from_slice(&s.c[..24]);
            rnd
        })
    };
}

/// splitmix64 over the run's seed: the fn-dsa crate draws its randomness from an RNG.
struct SeedRng(u64);

impl fn_dsa::RngCore for SeedRng {
    fn next_u32(&mut self) -> u32 {
        self.next_u64() as u32
    }
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        for chunk in dest.chunks_mut(8) {
            chunk.copy_from_slice(&self.next_u64().to_le_bytes()[..chunk.len()]);
        }
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), fn_dsa::RngError> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl fn_dsa::CryptoRng for SeedRng {}

/// The fn-dsa crate: FN-DSA (raw message, empty context) or, with `original`, its mode
/// for round-3 Falcon's hashing (the padded signature format).
pub struct FnDsaCrate {
    logn: u32,
    id: fn_dsa::HashIdentifier<'static>,
    name: &'static str,
    pk: Vec<u8>,
    sk: Vec<u8>,
    sig: Vec<u8>,
}

impl FnDsaCrate {
    pub fn new(logn: u32, original: bool) -> Self {
        FnDsaCrate {
            logn,
            id: if original { fn_dsa::HASH_ID_ORIGINAL_FALCON } else { fn_dsa::HASH_ID_RAW },
            name: if original { "fn-dsa (original Falcon mode)" } else { "fn-dsa" },
            pk: vec![0; fn_dsa::vrfy_key_size(logn)],
            sk: vec![0; fn_dsa::sign_key_size(logn)],
            sig: vec![0; fn_dsa::signature_size(logn)],
        }
    }
}

fn seed_u64(s: &Seeds) -> u64 {
    u64::from_le_bytes(s.b[..8].try_into().unwrap())
}

impl Sig for FnDsaCrate {
    fn name(&self) -> String {
        self.name.into()
    }
    fn randomness(&self) -> &'static str {
        "seeded RNG"
    }
    fn keypair(&mut self, s: &Seeds) {
        use fn_dsa::KeyPairGenerator;
        fn_dsa::KeyPairGeneratorStandard::default().keygen(self.logn, &mut SeedRng(seed_u64(s)),
                                                           &mut self.sk, &mut self.pk);
    }
    fn sign(&mut self, s: &Seeds, msg: &[u8]) {
        use fn_dsa::SigningKey;
        let mut key = fn_dsa::SigningKeyStandard::decode(&self.sk).expect("fn-dsa signing key");
        key.sign(&mut SeedRng(seed_u64(s) ^ 1), &fn_dsa::DOMAIN_NONE, &self.id, msg, &mut self.sig);
    }
    fn verify(&mut self, msg: &[u8]) -> bool {
        use fn_dsa::VerifyingKey;
        let key = fn_dsa::VerifyingKeyStandard::decode(&self.pk).expect("fn-dsa verifying key");
        key.verify(&self.sig, &fn_dsa::DOMAIN_NONE, &self.id, msg)
    }
}

/// PQClean ML-DSA through pqcrypto-mldsa's FFI (`$variant` CLEAN or AVX2), empty context.
#[macro_export]
macro_rules! pqclean_ml_dsa {
    ($set:ident, $prefix:ident, $variant:ident) => {
        paste::paste! {{
            use pqkit_sys::$set as p;
            use pqcrypto_mldsa::ffi as f;
            let (pk, sk, sig) = $crate::sig::CSig::buffers(p::PK_BYTES, p::SK_BYTES, p::SIG_BYTES);
            $crate::sig::CSig {
                name: format!("pqclean-{}", stringify!([<$variant:lower>])),
                randomness: "randomised (pqcrypto randombytes)",
                keypair: Box::new(|pk, sk, _| unsafe {
                    f::[<PQCLEAN_ $prefix _ $variant _crypto_sign_keypair>](pk.as_mut_ptr(), sk.as_mut_ptr())
                }),
                sign: Box::new(|sig, siglen, msg, sk, _| unsafe {
                    f::[<PQCLEAN_ $prefix _ $variant _crypto_sign_signature_ctx>](sig.as_mut_ptr(), siglen,
                        msg.as_ptr(), msg.len(), std::ptr::null(), 0, sk.as_ptr())
                }),
                verify: Box::new(|sig, msg, pk| unsafe {
                    f::[<PQCLEAN_ $prefix _ $variant _crypto_sign_verify_ctx>](sig.as_ptr(), sig.len(),
                        msg.as_ptr(), msg.len(), std::ptr::null(), 0, pk.as_ptr())
                }),
                pk, sk, sig, siglen: 0,
            }
        }}
    };
}

/// A PQClean scheme through its pqcrypto crate's FFI (`$pqcrypto`: `pqcrypto_falcon`,
/// `pqcrypto_sphincsplus`), on the NIST detached-signature API without a context:
/// Falcon round 3.1 and SPHINCS+ round 3.1 "simple" (not SLH-DSA: no message framing,
/// another FORS index order, but the same parameters and cost). `$variant` is CLEAN or
/// AVX2; the sizes are pqkit's set `$set`'s.
#[macro_export]
macro_rules! pqclean_sig {
    ($pqcrypto:ident, $set:ident, $prefix:ident, $variant:ident) => {
        paste::paste! {{
            use pqkit_sys::$set as p;
            use $pqcrypto::ffi as f;
            let (pk, sk, sig) = $crate::sig::CSig::buffers(p::PK_BYTES, p::SK_BYTES, p::SIG_BYTES);
            $crate::sig::CSig {
                name: format!("pqclean-{}", stringify!([<$variant:lower>])),
                randomness: "randomised (pqcrypto randombytes)",
                keypair: Box::new(|pk, sk, _| unsafe {
                    f::[<PQCLEAN_ $prefix _ $variant _crypto_sign_keypair>](pk.as_mut_ptr(), sk.as_mut_ptr())
                }),
                sign: Box::new(|sig, siglen, msg, sk, _| unsafe {
                    f::[<PQCLEAN_ $prefix _ $variant _crypto_sign_signature>](sig.as_mut_ptr(), siglen,
                        msg.as_ptr(), msg.len(), sk.as_ptr())
                }),
                verify: Box::new(|sig, msg, pk| unsafe {
                    f::[<PQCLEAN_ $prefix _ $variant _crypto_sign_verify>](sig.as_ptr(), sig.len(),
                        msg.as_ptr(), msg.len(), pk.as_ptr())
                }),
                pk, sk, sig, siglen: 0,
            }
        }}
    };
}

/// AWS-LC ML-DSA through aws-lc-rs: key pair from a seed, signing with AWS-LC's own
/// randomness (aws-lc-rs has no derandomised signing), verification from the public key bytes.
pub struct AwsLcMlDsa {
    signing: &'static aws_lc_rs::signature::PqdsaSigningAlgorithm,
    verifying: &'static aws_lc_rs::signature::PqdsaVerificationAlgorithm,
    kp: Option<aws_lc_rs::signature::PqdsaKeyPair>,
    pk: Vec<u8>,
    sig: Vec<u8>,
    siglen: usize,
}

impl AwsLcMlDsa {
    pub fn new(
        signing: &'static aws_lc_rs::signature::PqdsaSigningAlgorithm,
        verifying: &'static aws_lc_rs::signature::PqdsaVerificationAlgorithm,
        sig_bytes: usize,
    ) -> Self {
        AwsLcMlDsa { signing, verifying, kp: None, pk: vec![], sig: vec![0; sig_bytes], siglen: 0 }
    }
}

impl Sig for AwsLcMlDsa {
    fn name(&self) -> String {
        "aws-lc-rs".into()
    }
    fn randomness(&self) -> &'static str {
        "keypair derand (from_seed), sign randomised (AWS-LC DRBG)"
    }
    fn keypair(&mut self, seeds: &Seeds) {
        use aws_lc_rs::signature::KeyPair;
        let kp = aws_lc_rs::signature::PqdsaKeyPair::from_seed(self.signing, &seeds.b).expect("aws-lc keypair");
        self.pk = kp.public_key().as_ref().to_vec();
        self.kp = Some(kp);
    }
    fn sign(&mut self, _: &Seeds, msg: &[u8]) {
        self.siglen = self.kp.as_ref().unwrap().sign(msg, &mut self.sig).expect("aws-lc sign");
    }
    fn verify(&mut self, msg: &[u8]) -> bool {
        aws_lc_rs::signature::UnparsedPublicKey::new(self.verifying, &self.pk)
            .verify(msg, &self.sig[..self.siglen])
            .is_ok()
    }
}

/// liboqs through the oqs crate (ML-DSA with an empty context; SPHINCS+ round 3.1),
/// randomness from liboqs's RNG.
pub struct OqsSig {
    sig: oqs::sig::Sig,
    keys: Option<(oqs::sig::PublicKey, oqs::sig::SecretKey)>,
    signature: Option<oqs::sig::Signature>,
}

impl OqsSig {
    pub fn new(alg: oqs::sig::Algorithm) -> Self {
        oqs::init();
        OqsSig { sig: oqs::sig::Sig::new(alg).expect("liboqs signature scheme"), keys: None, signature: None }
    }
}

impl Sig for OqsSig {
    fn name(&self) -> String {
        "liboqs".into()
    }
    fn randomness(&self) -> &'static str {
        "randomised (liboqs RNG)"
    }
    fn keypair(&mut self, _: &Seeds) {
        self.keys = Some(self.sig.keypair().expect("liboqs keypair"));
    }
    fn sign(&mut self, _: &Seeds, msg: &[u8]) {
        self.signature = Some(self.sig.sign(msg, &self.keys.as_ref().unwrap().1).expect("liboqs sign"));
    }
    fn verify(&mut self, msg: &[u8]) -> bool {
        self.sig.verify(msg, self.signature.as_ref().unwrap(), &self.keys.as_ref().unwrap().0).is_ok()
    }
}

/// libcrux-ml-dsa (derandomised; AVX2 or portable code chosen by libcrux at run time).
#[macro_export]
macro_rules! libcrux_ml_dsa {
    ($ty:ident, $module:ident, $set:literal) => {
        paste::paste! {
            pub struct $ty {
                kp: Option<libcrux_ml_dsa::$module::[<MLDSA $set KeyPair>]>,
                sig: Option<libcrux_ml_dsa::$module::[<MLDSA $set Signature>]>,
            }
            impl $ty {
                pub fn new() -> Self {
                    $ty { kp: None, sig: None }
                }
            }
            impl $crate::sig::Sig for $ty {
                fn name(&self) -> String {
                    "libcrux".into()
                }
                fn randomness(&self) -> &'static str {
                    "derand"
                }
                fn keypair(&mut self, s: &$crate::timing::Seeds) {
                    self.kp = Some(libcrux_ml_dsa::$module::generate_key_pair(s.b));
                }
                fn sign(&mut self, s: &$crate::timing::Seeds, msg: &[u8]) {
                    let sk = &self.kp.as_ref().unwrap().signing_key;
                    self.sig = Some(libcrux_ml_dsa::$module::sign(sk, msg, b"", s.c).expect("libcrux sign"));
                }
                fn verify(&mut self, msg: &[u8]) -> bool {
                    let vk = &self.kp.as_ref().unwrap().verification_key;
                    libcrux_ml_dsa::$module::verify(vk, msg, b"", self.sig.as_ref().unwrap()).is_ok()
                }
            }
        }
    };
}

/// Times every contender on the same message and seeds, in an order that turns each run.
pub fn bench(alg: &str, contenders: &mut [Box<dyn Sig>], runs: usize, warmup: usize) {
    let n = contenders.len();
    let mut samples: Vec<[Samples; 3]> = (0..n).map(|_| Default::default()).collect();
    let mut seeds = Seeds::new();
    let msg = [0x5au8; 59];
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
            if timed { samples[k][1].time(|| c.sign(&seeds, &msg)) } else { c.sign(&seeds, &msg) }
        }
        for &k in &order {
            let c = &mut contenders[k];
            let mut ok = false;
            if timed { samples[k][2].time(|| ok = c.verify(&msg)) } else { ok = c.verify(&msg) }
            assert!(ok, "{alg} {}: signature does not verify", c.name());
        }
    }
    for (c, s) in contenders.iter().zip(samples.iter_mut()) {
        for (op, samples) in ["keypair", "sign", "verify"].iter().zip(s.iter_mut()) {
            samples.report(alg, &c.name(), op, c.randomness());
        }
    }
}
