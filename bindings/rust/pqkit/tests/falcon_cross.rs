// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Falcon and FN-DSA against other implementations, both directions, keys interchanged:
//!
//! - fn-dsa-512/1024 against the `fn-dsa` crate 0.3 (the provisional FIPS 206 framing
//!   pqkit follows): the crate decodes pqkit's private keys and derives the same public
//!   key; each verifies the other's signatures, made with the other's keys too, for raw
//!   messages and every pre-hash the crate names, with contexts of 0, 1 and 255 bytes;
//!   a changed context, message or hash id is rejected.
//! - falcon-512/1024 and falcon-padded-512/1024 against `pqcrypto-falcon` 0.4
//!   (PQClean's Falcon, the round-3 reference of 2021-11-01).
use fn_dsa::{
    DomainContext, HashIdentifier, KeyPairGenerator, KeyPairGeneratorStandard,
    SigningKey as _, SigningKeyStandard, VerifyingKey as _, VerifyingKeyStandard,
};
use pqkit::prehash::PreHash;
use pqkit_sys as sys;
use pqcrypto_traits::sign::{DetachedSignature as _, PublicKey as _, SecretKey as _};

/// splitmix64: reproducible randomness for the fn-dsa crate's key generation and signing.
struct TestRng(u64);

impl fn_dsa::RngCore for TestRng {
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
            let v = self.next_u64().to_le_bytes();
            chunk.copy_from_slice(&v[..chunk.len()]);
        }
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), fn_dsa::RngError> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl fn_dsa::CryptoRng for TestRng {}

/// The hashes the crate names, with pqkit's ids.
const HASHES: [(PreHash, HashIdentifier<'static>); 9] = [
    (PreHash::Sha2_256, fn_dsa::HASH_ID_SHA256),
    (PreHash::Sha2_384, fn_dsa::HASH_ID_SHA384),
    (PreHash::Sha2_512, fn_dsa::HASH_ID_SHA512),
    (PreHash::Sha2_512_256, fn_dsa::HASH_ID_SHA512_256),
    (PreHash::Sha3_256, fn_dsa::HASH_ID_SHA3_256),
    (PreHash::Sha3_384, fn_dsa::HASH_ID_SHA3_384),
    (PreHash::Sha3_512, fn_dsa::HASH_ID_SHA3_512),
    (PreHash::Shake128, fn_dsa::HASH_ID_SHAKE128),
    (PreHash::Shake256, fn_dsa::HASH_ID_SHAKE256),
];

/// One FN-DSA set's pqkit functions.
struct FnDsa {
    logn: u32,
    pk: usize,
    sk: usize,
    sig: usize,
    keypair_derand: unsafe extern "C" fn(*mut u8, *mut u8, *const u8) -> sys::c_int,
    sign_derand: unsafe extern "C" fn(
        *mut u8, *mut usize, *const u8, usize, *const u8, usize, *const u8, *const u8,
    ) -> sys::c_int,
    verify: unsafe extern "C" fn(
        *const u8, usize, *const u8, usize, *const u8, usize, *const u8,
    ) -> sys::c_int,
    sign_prehash: unsafe extern "C" fn(
        *mut u8, *mut usize, *const u8, usize, sys::c_int, *const u8, usize, *const u8,
        *const u8,
    ) -> sys::c_int,
    verify_prehash: unsafe extern "C" fn(
        *const u8, usize, *const u8, usize, sys::c_int, *const u8, usize, *const u8,
    ) -> sys::c_int,
}

const FN_DSA_512: FnDsa = FnDsa {
    logn: 9,
    pk: sys::fn_dsa_512::PK_BYTES,
    sk: sys::fn_dsa_512::SK_BYTES,
    sig: sys::fn_dsa_512::SIG_BYTES,
    keypair_derand: sys::pqkit_fn_dsa_512_keypair_derand,
    sign_derand: sys::pqkit_fn_dsa_512_sign_derand,
    verify: sys::pqkit_fn_dsa_512_verify,
    sign_prehash: sys::pqkit_fn_dsa_512_sign_prehash,
    verify_prehash: sys::pqkit_fn_dsa_512_verify_prehash,
};

const FN_DSA_1024: FnDsa = FnDsa {
    logn: 10,
    pk: sys::fn_dsa_1024::PK_BYTES,
    sk: sys::fn_dsa_1024::SK_BYTES,
    sig: sys::fn_dsa_1024::SIG_BYTES,
    keypair_derand: sys::pqkit_fn_dsa_1024_keypair_derand,
    sign_derand: sys::pqkit_fn_dsa_1024_sign_derand,
    verify: sys::pqkit_fn_dsa_1024_verify,
    sign_prehash: sys::pqkit_fn_dsa_1024_sign_prehash,
    verify_prehash: sys::pqkit_fn_dsa_1024_verify_prehash,
};

/// How a message reaches both sides: raw, or a digest with its hash.
#[derive(Clone, Copy)]
enum Input<'a> {
    Raw(&'a [u8]),
    Hashed(PreHash, &'a HashIdentifier<'static>, &'a [u8]),
}

impl FnDsa {
    fn pqkit_keys(&self, seed: u8) -> (Vec<u8>, Vec<u8>) {
        let (mut pk, mut sk) = (vec![0u8; self.pk], vec![0u8; self.sk]);
        let rc = unsafe { (self.keypair_derand)(pk.as_mut_ptr(), sk.as_mut_ptr(), [seed; 48].as_ptr()) };
        assert_eq!(rc, sys::PQKIT_OK);
        (pk, sk)
    }

    fn crate_keys(&self, rng: &mut TestRng) -> (Vec<u8>, Vec<u8>) {
        let (mut pk, mut sk) = (vec![0u8; self.pk], vec![0u8; self.sk]);
        KeyPairGeneratorStandard::default().keygen(self.logn, rng, &mut sk, &mut pk);
        (pk, sk)
    }

    fn pqkit_sign(&self, sk: &[u8], input: Input, ctx: &[u8], rnd: &[u8; 88]) -> Vec<u8> {
        let mut sig = vec![0u8; self.sig];
        let mut len = self.sig;
        let rc = unsafe {
            match input {
                Input::Raw(m) => (self.sign_derand)(sig.as_mut_ptr(), &mut len, m.as_ptr(), m.len(),
                                                    ctx.as_ptr(), ctx.len(), rnd.as_ptr(), sk.as_ptr()),
                Input::Hashed(h, _, d) => (self.sign_prehash)(sig.as_mut_ptr(), &mut len, d.as_ptr(),
                                                              d.len(), h.id(), ctx.as_ptr(), ctx.len(),
                                                              rnd.as_ptr(), sk.as_ptr()),
            }
        };
        assert_eq!((rc, len), (sys::PQKIT_OK, self.sig));
        sig
    }

    fn pqkit_verify(&self, pk: &[u8], input: Input, ctx: &[u8], sig: &[u8]) -> bool {
        let rc = unsafe {
            match input {
                Input::Raw(m) => (self.verify)(sig.as_ptr(), sig.len(), m.as_ptr(), m.len(),
                                               ctx.as_ptr(), ctx.len(), pk.as_ptr()),
                Input::Hashed(h, _, d) => (self.verify_prehash)(sig.as_ptr(), sig.len(), d.as_ptr(),
                                                                d.len(), h.id(), ctx.as_ptr(),
                                                                ctx.len(), pk.as_ptr()),
            }
        };
        assert!(rc == sys::PQKIT_OK || rc == sys::PQKIT_ERR_VERIFY, "verify returned {rc}");
        rc == sys::PQKIT_OK
    }

    fn crate_sign(&self, sk: &[u8], input: Input, ctx: &[u8], rng: &mut TestRng) -> Vec<u8> {
        let mut key = SigningKeyStandard::decode(sk).expect("the crate decodes the private key");
        let mut sig = vec![0u8; self.sig];
        let (id, hv) = match input {
            Input::Raw(m) => (&fn_dsa::HASH_ID_RAW, m),
            Input::Hashed(_, id, d) => (id, d),
        };
        key.sign(rng, &DomainContext(ctx), id, hv, &mut sig);
        sig
    }

    fn crate_verify(&self, pk: &[u8], input: Input, ctx: &[u8], sig: &[u8]) -> bool {
        let key = VerifyingKeyStandard::decode(pk).expect("the crate decodes the public key");
        let (id, hv) = match input {
            Input::Raw(m) => (&fn_dsa::HASH_ID_RAW, m),
            Input::Hashed(_, id, d) => (id, d),
        };
        key.verify(sig, &DomainContext(ctx), id, hv)
    }

    /// Both directions for one key pair and one input; the changed message, context and
    /// hash are rejected by both.
    fn both_ways(&self, pk: &[u8], sk: &[u8], input: Input, ctx: &[u8], rng: &mut TestRng) {
        let mut rnd = [0u8; 88];
        fn_dsa::RngCore::fill_bytes(rng, &mut rnd);
        let ours = self.pqkit_sign(sk, input, ctx, &rnd);
        let theirs = self.crate_sign(sk, input, ctx, rng);
        for sig in [&ours, &theirs] {
            assert!(self.crate_verify(pk, input, ctx, sig), "fn-dsa rejects a signature");
            assert!(self.pqkit_verify(pk, input, ctx, sig), "pqkit rejects a signature");
            let mut other_ctx = ctx.to_vec();
            match other_ctx.last_mut() {
                Some(last) => *last ^= 1,
                None => other_ctx.push(0),
            }
            assert!(!self.crate_verify(pk, input, &other_ctx, sig));
            assert!(!self.pqkit_verify(pk, input, &other_ctx, sig));
            let changed = match input {
                Input::Raw(m) => [m, b"!"].concat(),
                Input::Hashed(_, _, d) => {
                    let mut d = d.to_vec();
                    d[0] ^= 1;
                    d
                }
            };
            let changed = match input {
                Input::Raw(_) => Input::Raw(&changed),
                Input::Hashed(h, id, _) => Input::Hashed(h, id, &changed),
            };
            assert!(!self.crate_verify(pk, changed, ctx, sig));
            assert!(!self.pqkit_verify(pk, changed, ctx, sig));
        }
    }

    fn check(&self) {
        let mut rng = TestRng(u64::from(self.logn));
        let (pk, sk) = self.pqkit_keys(7);
        // the crate decodes pqkit's private key and derives pqkit's public key from it
        let mut derived = vec![0u8; self.pk];
        SigningKeyStandard::decode(&sk).expect("decodes").to_verifying_key(&mut derived);
        assert_eq!(derived, pk, "the crate derives another public key");
        let (cpk, csk) = self.crate_keys(&mut rng);
        let long_ctx = [0xA5u8; 255];
        let msg = b"FN-DSA cross-check message";
        for (pk, sk) in [(&pk, &sk), (&cpk, &csk)] {
            for ctx in [&b""[..], &b"c"[..], &long_ctx[..]] {
                self.both_ways(pk, sk, Input::Raw(msg), ctx, &mut rng);
                self.both_ways(pk, sk, Input::Raw(b""), ctx, &mut rng);
            }
            for (hash, id) in &HASHES {
                let digest = hash.digest(msg);
                self.both_ways(pk, sk, Input::Hashed(*hash, id, digest.as_bytes()), b"ctx", &mut rng);
            }
            // a raw message is not its pre-hashed form, nor one hash another's
            let digest = PreHash::Sha2_256.digest(msg);
            let hashed = Input::Hashed(PreHash::Sha2_256, &HASHES[0].1, digest.as_bytes());
            let sig = self.crate_sign(sk, hashed, b"", &mut rng);
            assert!(!self.pqkit_verify(pk, Input::Raw(digest.as_bytes()), b"", &sig));
            let sha3 = Input::Hashed(PreHash::Sha3_256, &HASHES[4].1, digest.as_bytes());
            assert!(!self.pqkit_verify(pk, sha3, b"", &sig));
        }
    }
}

#[test]
fn fn_dsa_512_against_the_fn_dsa_crate() {
    FN_DSA_512.check();
}

#[test]
fn fn_dsa_1024_against_the_fn_dsa_crate() {
    FN_DSA_1024.check();
}

/// Round-3 Falcon both ways against PQClean's: pqkit's keys and signatures under
/// pqcrypto-falcon, and its keys and signatures under pqkit (empty context).
macro_rules! falcon_against_pqclean {
    ($test:ident, $set:ident, $theirs:ident, $keypair_derand:ident, $sign_derand:ident,
     $verify:ident) => {
        #[test]
        fn $test() {
            use pqcrypto_falcon::$theirs as them;
            use sys::$set as s;
            let msg = b"Falcon round 3 cross-check";
            let sign = |sk: &[u8], seed: u8| {
                let (mut sig, mut len) = (vec![0u8; s::SIG_BYTES], s::SIG_BYTES);
                let rc = unsafe {
                    sys::$sign_derand(sig.as_mut_ptr(), &mut len, msg.as_ptr(), msg.len(),
                                      core::ptr::null(), 0, [seed; 88].as_ptr(), sk.as_ptr())
                };
                assert_eq!(rc, sys::PQKIT_OK);
                sig.truncate(len);
                sig
            };
            let verify = |pk: &[u8], sig: &[u8], m: &[u8]| unsafe {
                sys::$verify(sig.as_ptr(), sig.len(), m.as_ptr(), m.len(), core::ptr::null(), 0,
                             pk.as_ptr())
            };
            // pqkit's keys: both sign, both verify
            let (mut pk, mut sk) = (vec![0u8; s::PK_BYTES], vec![0u8; s::SK_BYTES]);
            let rc = unsafe { sys::$keypair_derand(pk.as_mut_ptr(), sk.as_mut_ptr(), [3u8; 48].as_ptr()) };
            assert_eq!(rc, sys::PQKIT_OK);
            let (tpk, tsk) = (them::PublicKey::from_bytes(&pk).unwrap(),
                              them::SecretKey::from_bytes(&sk).unwrap());
            for seed in 0..4u8 {
                let ours = sign(&sk, seed);
                let sig = them::DetachedSignature::from_bytes(&ours).unwrap();
                assert!(them::verify_detached_signature(&sig, msg, &tpk).is_ok());
                assert!(them::verify_detached_signature(&sig, b"other", &tpk).is_err());
            }
            let theirs = them::detached_sign(msg, &tsk);
            assert_eq!(verify(&pk, theirs.as_bytes(), msg), sys::PQKIT_OK);
            assert_eq!(verify(&pk, theirs.as_bytes(), b"other"), sys::PQKIT_ERR_VERIFY);
            // PQClean's keys
            let (tpk, tsk) = them::keypair();
            let theirs = them::detached_sign(msg, &tsk);
            assert_eq!(verify(tpk.as_bytes(), theirs.as_bytes(), msg), sys::PQKIT_OK);
            let ours = sign(tsk.as_bytes(), 9);
            let sig = them::DetachedSignature::from_bytes(&ours).unwrap();
            assert!(them::verify_detached_signature(&sig, msg, &tpk).is_ok());
        }
    };
}

falcon_against_pqclean!(falcon_512_against_pqclean, falcon_512, falcon512,
    pqkit_falcon_512_keypair_derand, pqkit_falcon_512_sign_derand, pqkit_falcon_512_verify);
falcon_against_pqclean!(falcon_1024_against_pqclean, falcon_1024, falcon1024,
    pqkit_falcon_1024_keypair_derand, pqkit_falcon_1024_sign_derand, pqkit_falcon_1024_verify);
falcon_against_pqclean!(falcon_padded_512_against_pqclean, falcon_padded_512, falconpadded512,
    pqkit_falcon_padded_512_keypair_derand, pqkit_falcon_padded_512_sign_derand,
    pqkit_falcon_padded_512_verify);
falcon_against_pqclean!(falcon_padded_1024_against_pqclean, falcon_padded_1024, falconpadded1024,
    pqkit_falcon_padded_1024_keypair_derand, pqkit_falcon_padded_1024_sign_derand,
    pqkit_falcon_padded_1024_verify);
