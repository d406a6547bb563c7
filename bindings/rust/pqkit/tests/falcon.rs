// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Falcon (round 3.1) and FN-DSA through the safe API: round trips, decoding with
//! length checks, tampered keys, messages and signatures, the context rules, FN-DSA's
//! pre-hash variant and the RustCrypto traits. The vectors are in falcon_vectors.rs.
use pqkit::kem::Generate;
use pqkit::prehash::PreHash;
use pqkit::Error;
use signature::{Keypair, RandomizedSigner, SignatureEncoding, Verifier};

/// A reproducible generator for the tests (splitmix64).
struct TestRng(u64);

impl rand_core::TryRng for TestRng {
    type Error = core::convert::Infallible;

    fn try_next_u32(&mut self) -> Result<u32, Self::Error> {
        Ok(self.try_next_u64()? as u32)
    }
    fn try_next_u64(&mut self) -> Result<u64, Self::Error> {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        Ok(z ^ (z >> 31))
    }
    fn try_fill_bytes(&mut self, dest: &mut [u8]) -> Result<(), Self::Error> {
        for chunk in dest.chunks_mut(8) {
            chunk.copy_from_slice(&self.try_next_u64()?.to_le_bytes()[..chunk.len()]);
        }
        Ok(())
    }
}

impl rand_core::TryCryptoRng for TestRng {}

/// What every set shares: the checks run through its own types.
macro_rules! common_checks {
    ($test:ident, $family:ident, $variable:literal) => {
        #[test]
        fn $test() {
            use pqkit::$family::$test as set;
            let mut rng = TestRng(1);
            let sk = set::SigningKey::try_generate_from_rng(&mut rng).unwrap();
            let vk = sk.verifying_key();
            let msg = b"Falcon through the safe API";

            // the seed gives the same key again; the expanded key signs alike
            let again = set::SigningKey::from_seed(sk.seed());
            assert_eq!(again, sk);
            assert_eq!(again.expanded(), sk.expanded());
            let rnd = [5u8; set::RND_BYTES];
            let sig = sk.sign_derand(msg, b"", &rnd).unwrap();
            assert_eq!(sk.expanded().sign_derand(msg, b"", &rnd).unwrap(), sig);
            assert_ne!(
                sk.sign_derand(msg, b"", &[6u8; set::RND_BYTES]).unwrap(),
                sig
            );
            vk.verify_with_context(msg, b"", &sig).unwrap();
            // unpadded signatures are shorter than the maximum, padded ones exactly it
            if $variable {
                assert!(sig.as_bytes().len() < pqkit_sys::$test::SIG_BYTES);
            } else {
                assert_eq!(sig.as_bytes().len(), pqkit_sys::$test::SIG_BYTES);
            }

            // decoding: exact lengths for keys; signatures round-trip through bytes
            let vk2 = set::VerifyingKey::from_slice(vk.as_bytes()).unwrap();
            assert_eq!(vk2, vk);
            assert_eq!(
                set::VerifyingKey::from_slice(&vk.as_bytes()[1..]),
                Err(Error::BadLength)
            );
            let long = [vk.as_bytes().as_slice(), &[0]].concat();
            assert_eq!(set::VerifyingKey::from_slice(&long), Err(Error::BadLength));
            assert!(set::ExpandedSigningKey::from_slice(&sk.expanded().as_bytes()[1..]).is_err());
            assert!(set::Seed::from_slice(&[0u8; 47]).is_err());
            let decoded = set::Signature::from_slice(sig.as_bytes()).unwrap();
            assert_eq!(decoded, sig);
            assert_eq!(set::Signature::try_from(&sig.as_bytes()[..]).unwrap(), sig);
            assert_eq!(AsRef::<[u8]>::as_ref(&sig.to_bytes()), &sig.as_bytes()[..]);
            assert_eq!(set::Signature::from_slice(&[]), Err(Error::BadLength));
            let too_long = vec![0x39u8; pqkit_sys::$test::SIG_BYTES + 1];
            assert_eq!(set::Signature::from_slice(&too_long), Err(Error::BadLength));

            // tampered message, signature and key are refused
            assert_eq!(
                vk.verify_with_context(b"another message", b"", &sig),
                Err(Error::Verify)
            );
            for at in [
                0,
                1,
                40,
                41,
                sig.as_bytes().len() / 2,
                sig.as_bytes().len() - 1,
            ] {
                let mut bytes = sig.as_bytes().to_vec();
                bytes[at] ^= 0x10;
                let bad = set::Signature::from_slice(&bytes).unwrap();
                assert_eq!(
                    vk.verify_with_context(msg, b"", &bad),
                    Err(Error::Verify),
                    "byte {at}"
                );
            }
            let mut bytes = vk.as_bytes().to_vec();
            bytes[100] ^= 1;
            let other = set::VerifyingKey::from_slice(&bytes).unwrap();
            assert_eq!(
                other.verify_with_context(msg, b"", &sig),
                Err(Error::Verify)
            );
            // a key whose header is wrong signs nothing
            let mut bytes = sk.expanded().as_bytes().to_vec();
            bytes[0] ^= 0xff;
            let broken = set::ExpandedSigningKey::from_slice(&bytes).unwrap();
            assert_eq!(broken.sign_derand(msg, b"", &rnd), Err(Error::InvalidKey));

            // the traits: randomised signing with an empty context
            let sig = sk.try_sign_with_rng(&mut rng, msg).unwrap();
            assert!(vk.verify(msg, &sig).is_ok());
            assert!(vk.verify(b"other", &sig).is_err());
            let sig = sk.expanded().try_sign_with_rng(&mut rng, msg).unwrap();
            assert!(vk.verify(msg, &sig).is_ok());
            // Debug never shows a secret
            let shown = format!("{sk:?} {:?} {:?}", sk.expanded(), sk.seed());
            let seed_hex: String = sk.seed().as_bytes()[..8]
                .iter()
                .map(|b| format!("{b:02x}"))
                .collect();
            assert!(
                shown.contains("secret bytes") && !shown.contains(&seed_hex),
                "{shown}"
            );
        }
    };
}

common_checks!(falcon_512, falcon, true);
common_checks!(falcon_1024, falcon, true);
common_checks!(falcon_padded_512, falcon, false);
common_checks!(falcon_padded_1024, falcon, false);
common_checks!(fn_dsa_512, fn_dsa, false);
common_checks!(fn_dsa_1024, fn_dsa, false);

#[test]
fn round3_falcon_takes_no_context() {
    use pqkit::falcon::falcon_512 as set;
    let sk = set::SigningKey::from_seed(&set::Seed::from([1u8; 48]));
    let mut rng = TestRng(2);
    assert_eq!(
        sk.sign_with_context(&mut rng, b"m", b"c"),
        Err(Error::BadArgument)
    );
    let sig = sk.sign_with_context(&mut rng, b"m", b"").unwrap();
    assert!(sk
        .as_verifying_key()
        .verify_with_context(b"m", b"c", &sig)
        .is_err());
}

#[test]
fn fn_dsa_contexts_and_prehash() {
    use pqkit::fn_dsa::fn_dsa_512 as set;
    let sk = set::SigningKey::from_seed(&set::Seed::from([2u8; set::Seed::BYTES]));
    let vk = sk.as_verifying_key();
    let mut rng = TestRng(3);
    let msg = b"FN-DSA message";
    let ctx = [0x5au8; 255];
    let sig = sk.sign_with_context(&mut rng, msg, &ctx).unwrap();
    vk.verify_with_context(msg, &ctx, &sig).unwrap();
    assert_eq!(
        vk.verify_with_context(msg, &ctx[1..], &sig),
        Err(Error::Verify)
    );
    assert_eq!(vk.verify_with_context(msg, b"", &sig), Err(Error::Verify));
    let too_long = [0u8; 256];
    assert_eq!(
        sk.sign_with_context(&mut rng, msg, &too_long),
        Err(Error::BadArgument)
    );
    assert_eq!(
        vk.verify_with_context(msg, &too_long, &sig),
        Err(Error::BadArgument)
    );
    // a signature of the wrong length does not verify
    let short = set::Signature::from_slice(&sig.as_bytes()[1..]);
    assert_eq!(short, Err(Error::BadLength));

    for hash in [
        PreHash::Sha2_256,
        PreHash::Sha2_512,
        PreHash::Sha3_384,
        PreHash::Shake256,
    ] {
        let digest = hash.digest(msg);
        let sig = sk
            .sign_prehash_with_rng(&mut rng, hash, digest.as_bytes(), b"ctx")
            .unwrap();
        vk.verify_prehash(hash, digest.as_bytes(), b"ctx", &sig)
            .unwrap();
        assert_eq!(
            vk.verify_prehash(hash, digest.as_bytes(), b"", &sig),
            Err(Error::Verify)
        );
        // the pre-hashed form is not the raw message, nor another hash's
        assert_eq!(
            vk.verify_with_context(digest.as_bytes(), b"ctx", &sig),
            Err(Error::Verify)
        );
        let other = if hash == PreHash::Sha2_256 {
            PreHash::Sha3_256
        } else {
            PreHash::Sha2_256
        };
        let other_digest = other.digest(msg);
        assert!(vk
            .verify_prehash(other, other_digest.as_bytes(), b"ctx", &sig)
            .is_err());
        let rnd = [9u8; set::RND_BYTES];
        assert_eq!(
            sk.sign_prehash_derand(hash, digest.as_bytes(), b"", &rnd)
                .unwrap(),
            sk.expanded()
                .sign_prehash_derand(hash, digest.as_bytes(), b"", &rnd)
                .unwrap()
        );
    }
    // a digest of the wrong length for its hash
    let digest = PreHash::Sha2_256.digest(msg);
    assert!(sk
        .sign_prehash_with_rng(&mut rng, PreHash::Sha2_512, digest.as_bytes(), b"")
        .is_err());
}
