// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Falcon and FN-DSA against other implementations, both directions, keys interchanged:
//!
//! - fn-dsa-512/1024 against the `fn-dsa` crate 0.3 (the provisional FIPS 206 framing
//!   pqkit follows): the same 32-byte seed gives the same key pair on both sides, the
//!   crate decodes pqkit's private keys and derives the same public key; each verifies the other's signatures, made with the other's keys too, for raw
//!   messages and every pre-hash the crate names, with contexts of 0, 1 and 255 bytes;
//!   a changed context, message or hash id is rejected.
//! - falcon-512/1024 and falcon-padded-512/1024 against `pqcrypto-falcon` 0.4
//!   (PQClean's Falcon, the round-3 reference of 2021-11-01).
//!
//! pqkit's side goes through the safe API (`pqkit::fn_dsa`, `pqkit::falcon`).
use fn_dsa::{
    DomainContext, HashIdentifier, KeyPairGenerator, KeyPairGeneratorStandard,
    SigningKey as _, SigningKeyStandard, VerifyingKey as _, VerifyingKeyStandard,
};
use pqkit::prehash::PreHash;
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

/// The bytes of one key generation seed, as the crate's key generation draws them.
struct SeedRng([u8; 32]);

impl fn_dsa::RngCore for SeedRng {
    fn next_u32(&mut self) -> u32 {
        unreachable!("key generation draws its seed with fill_bytes")
    }
    fn next_u64(&mut self) -> u64 {
        unreachable!("key generation draws its seed with fill_bytes")
    }
    fn fill_bytes(&mut self, dest: &mut [u8]) {
        dest.copy_from_slice(&self.0);
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), fn_dsa::RngError> {
        self.fill_bytes(dest);
        Ok(())
    }
}

impl fn_dsa::CryptoRng for SeedRng {}

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

/// How a message reaches both sides: raw, or a digest with its hash.
#[derive(Clone, Copy)]
enum Input<'a> {
    Raw(&'a [u8]),
    Hashed(PreHash, &'a HashIdentifier<'static>, &'a [u8]),
}

/// One FN-DSA set: pqkit's side (the safe API on encoded keys and signatures, one
/// implementation per set below) and the fn-dsa crate's.
trait FnDsa {
    const LOGN: u32;
    const PK: usize;
    const SK: usize;
    const SIG: usize;
    fn pqkit_keys(seed: u8) -> (Vec<u8>, Vec<u8>);
    fn pqkit_sign(sk: &[u8], input: Input, ctx: &[u8], rnd: &[u8; 88]) -> Vec<u8>;
    fn pqkit_verify(pk: &[u8], input: Input, ctx: &[u8], sig: &[u8]) -> bool;

    // the fn-dsa crate's side, and both together

    fn crate_keys<R: fn_dsa::CryptoRng + fn_dsa::RngCore>(rng: &mut R) -> (Vec<u8>, Vec<u8>) {
        let (mut pk, mut sk) = (vec![0u8; Self::PK], vec![0u8; Self::SK]);
        KeyPairGeneratorStandard::default().keygen(Self::LOGN, rng, &mut sk, &mut pk);
        (pk, sk)
    }

    fn crate_sign(sk: &[u8], input: Input, ctx: &[u8], rng: &mut TestRng) -> Vec<u8> {
        let mut key = SigningKeyStandard::decode(sk).expect("the crate decodes the private key");
        let mut sig = vec![0u8; Self::SIG];
        let (id, hv) = match input {
            Input::Raw(m) => (&fn_dsa::HASH_ID_RAW, m),
            Input::Hashed(_, id, d) => (id, d),
        };
        key.sign(rng, &DomainContext(ctx), id, hv, &mut sig);
        sig
    }

    fn crate_verify(pk: &[u8], input: Input, ctx: &[u8], sig: &[u8]) -> bool {
        let key = VerifyingKeyStandard::decode(pk).expect("the crate decodes the public key");
        let (id, hv) = match input {
            Input::Raw(m) => (&fn_dsa::HASH_ID_RAW, m),
            Input::Hashed(_, id, d) => (id, d),
        };
        key.verify(sig, &DomainContext(ctx), id, hv)
    }

    /// Both directions for one key pair and one input; the changed message, context and
    /// hash are rejected by both.
    fn both_ways(pk: &[u8], sk: &[u8], input: Input, ctx: &[u8], rng: &mut TestRng) {
        let mut rnd = [0u8; 88];
        fn_dsa::RngCore::fill_bytes(rng, &mut rnd);
        let ours = Self::pqkit_sign(sk, input, ctx, &rnd);
        let theirs = Self::crate_sign(sk, input, ctx, rng);
        for sig in [&ours, &theirs] {
            assert!(Self::crate_verify(pk, input, ctx, sig), "fn-dsa rejects a signature");
            assert!(Self::pqkit_verify(pk, input, ctx, sig), "pqkit rejects a signature");
            let mut other_ctx = ctx.to_vec();
            match other_ctx.last_mut() {
                Some(last) => *last ^= 1,
                None => other_ctx.push(0),
            }
            assert!(!Self::crate_verify(pk, input, &other_ctx, sig));
            assert!(!Self::pqkit_verify(pk, input, &other_ctx, sig));
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
            assert!(!Self::crate_verify(pk, changed, ctx, sig));
            assert!(!Self::pqkit_verify(pk, changed, ctx, sig));
        }
    }

    fn check() {
        let mut rng = TestRng(u64::from(Self::LOGN));
        let (pk, sk) = Self::pqkit_keys(7);
        // the same seed gives the crate's key pair, byte for byte
        for seed in [7u8, 0x5C] {
            let ours = Self::pqkit_keys(seed);
            assert!(ours == Self::crate_keys(&mut SeedRng([seed; 32])), "another key pair");
        }
        // the crate decodes pqkit's private key and derives pqkit's public key from it
        let mut derived = vec![0u8; Self::PK];
        SigningKeyStandard::decode(&sk).expect("decodes").to_verifying_key(&mut derived);
        assert_eq!(derived, pk, "the crate derives another public key");
        let (cpk, csk) = Self::crate_keys(&mut rng);
        let long_ctx = [0xA5u8; 255];
        let msg = b"FN-DSA cross-check message";
        for (pk, sk) in [(&pk, &sk), (&cpk, &csk)] {
            for ctx in [&b""[..], &b"c"[..], &long_ctx[..]] {
                Self::both_ways(pk, sk, Input::Raw(msg), ctx, &mut rng);
                Self::both_ways(pk, sk, Input::Raw(b""), ctx, &mut rng);
            }
            for (hash, id) in &HASHES {
                let digest = hash.digest(msg);
                Self::both_ways(pk, sk, Input::Hashed(*hash, id, digest.as_bytes()), b"ctx", &mut rng);
            }
            // a raw message is not its pre-hashed form, nor one hash another's
            let digest = PreHash::Sha2_256.digest(msg);
            let hashed = Input::Hashed(PreHash::Sha2_256, &HASHES[0].1, digest.as_bytes());
            let sig = Self::crate_sign(sk, hashed, b"", &mut rng);
            assert!(!Self::pqkit_verify(pk, Input::Raw(digest.as_bytes()), b"", &sig));
            let sha3 = Input::Hashed(PreHash::Sha3_256, &HASHES[4].1, digest.as_bytes());
            assert!(!Self::pqkit_verify(pk, sha3, b"", &sig));
        }
    }
}

macro_rules! fn_dsa_side {
    ($ty:ident, $set:ident, $logn:literal) => {
        struct $ty;

        impl FnDsa for $ty {
            const LOGN: u32 = $logn;
            const PK: usize = pqkit::fn_dsa::$set::VerifyingKey::BYTES;
            const SK: usize = pqkit::fn_dsa::$set::ExpandedSigningKey::BYTES;
            const SIG: usize = pqkit::fn_dsa::$set::Signature::BYTES;

            fn pqkit_keys(seed: u8) -> (Vec<u8>, Vec<u8>) {
                use pqkit::fn_dsa::$set as set;
                let sk = set::SigningKey::from_seed(&set::Seed::from([seed; set::Seed::BYTES]));
                (sk.as_verifying_key().as_bytes().to_vec(), sk.expanded().as_bytes().to_vec())
            }

            fn pqkit_sign(sk: &[u8], input: Input, ctx: &[u8], rnd: &[u8; 88]) -> Vec<u8> {
                use pqkit::fn_dsa::$set as set;
                let sk = set::ExpandedSigningKey::from_slice(sk).unwrap();
                let sig = match input {
                    Input::Raw(m) => sk.sign_derand(m, ctx, rnd),
                    Input::Hashed(h, _, d) => sk.sign_prehash_derand(h, d, ctx, rnd),
                };
                sig.unwrap().as_bytes().to_vec()
            }

            fn pqkit_verify(pk: &[u8], input: Input, ctx: &[u8], sig: &[u8]) -> bool {
                use pqkit::fn_dsa::$set as set;
                let vk = set::VerifyingKey::from_slice(pk).unwrap();
                let sig = set::Signature::from_slice(sig).unwrap();
                let result = match input {
                    Input::Raw(m) => vk.verify_with_context(m, ctx, &sig),
                    Input::Hashed(h, _, d) => vk.verify_prehash(h, d, ctx, &sig),
                };
                assert!(matches!(result, Ok(()) | Err(pqkit::Error::Verify)), "verify: {result:?}");
                result.is_ok()
            }
        }
    };
}

fn_dsa_side!(FnDsa512, fn_dsa_512, 9);
fn_dsa_side!(FnDsa1024, fn_dsa_1024, 10);

#[test]
fn fn_dsa_512_against_the_fn_dsa_crate() {
    FnDsa512::check();
}

#[test]
fn fn_dsa_1024_against_the_fn_dsa_crate() {
    FnDsa1024::check();
}

/// Round-3 Falcon both ways against PQClean's: pqkit's keys and signatures under
/// pqcrypto-falcon, and its keys and signatures under pqkit (empty context).
macro_rules! falcon_against_pqclean {
    ($test:ident, $set:ident, $theirs:ident) => {
        #[test]
        fn $test() {
            use pqcrypto_falcon::$theirs as them;
            use pqkit::falcon::$set as set;
            let msg = b"Falcon round 3 cross-check";
            let sign = |sk: &[u8], seed: u8| {
                let sk = set::ExpandedSigningKey::from_slice(sk).unwrap();
                sk.sign_derand(msg, b"", &[seed; set::RND_BYTES]).unwrap().as_bytes().to_vec()
            };
            let verify = |pk: &[u8], sig: &[u8], m: &[u8]| {
                let sig = set::Signature::from_slice(sig).unwrap();
                set::VerifyingKey::from_slice(pk).unwrap().verify_with_context(m, b"", &sig)
            };
            // pqkit's keys: both sign, both verify
            let ours = set::SigningKey::from_seed(&set::Seed::from([3u8; 48]));
            let (pk, sk) = (ours.as_verifying_key().as_bytes(), ours.expanded().as_bytes());
            let (tpk, tsk) = (them::PublicKey::from_bytes(pk).unwrap(),
                              them::SecretKey::from_bytes(sk).unwrap());
            for seed in 0..4u8 {
                let ours = sign(&sk[..], seed);
                let sig = them::DetachedSignature::from_bytes(&ours).unwrap();
                assert!(them::verify_detached_signature(&sig, msg, &tpk).is_ok());
                assert!(them::verify_detached_signature(&sig, b"other", &tpk).is_err());
            }
            let theirs = them::detached_sign(msg, &tsk);
            assert_eq!(verify(&pk[..], theirs.as_bytes(), msg), Ok(()));
            assert_eq!(verify(&pk[..], theirs.as_bytes(), b"other"), Err(pqkit::Error::Verify));
            // PQClean's keys
            let (tpk, tsk) = them::keypair();
            let theirs = them::detached_sign(msg, &tsk);
            assert_eq!(verify(tpk.as_bytes(), theirs.as_bytes(), msg), Ok(()));
            let ours = sign(tsk.as_bytes(), 9);
            let sig = them::DetachedSignature::from_bytes(&ours).unwrap();
            assert!(them::verify_detached_signature(&sig, msg, &tpk).is_ok());
        }
    };
}

falcon_against_pqclean!(falcon_512_against_pqclean, falcon_512, falcon512);
falcon_against_pqclean!(falcon_1024_against_pqclean, falcon_1024, falcon1024);
falcon_against_pqclean!(falcon_padded_512_against_pqclean, falcon_padded_512, falconpadded512);
falcon_against_pqclean!(falcon_padded_1024_against_pqclean, falcon_padded_1024, falconpadded1024);
