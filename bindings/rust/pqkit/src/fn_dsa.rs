// SPDX-License-Identifier: Apache-2.0 OR MIT
//! FN-DSA (provisional): FN-DSA-512 and FN-DSA-1024, the framing FIPS 206 is expected to
//! give Falcon, as the `fn-dsa` crate 0.3 implements it, over the core of
//! [`falcon`](crate::falcon). Keys and sizes are Falcon-padded's (signatures of a fixed
//! length); signing takes a context of up to 255 bytes, and the pre-hash variant signs
//! a digest of one of the [`PreHash`](crate::prehash::PreHash) functions. The final
//! FIPS 206 will get new set names.
//!
//! The keys and signing functions are those of [`falcon`](crate::falcon) (seeded key
//! generation, randomised signing, `_derand` twins, `RandomizedSigner` but no `Signer`),
//! except that key generation takes the crate's 32-byte seed and derives the crate's
//! key pair from it.
//!
//! ```
//! use pqkit::fn_dsa::fn_dsa_512::{Seed, Signature, SigningKey};
//! use pqkit::prehash::PreHash;
//!
//! let mut rng = getrandom::SysRng;
//! let sk = SigningKey::from_seed(&Seed::from([7u8; 32]));
//! let vk = sk.as_verifying_key();
//!
//! let sig = sk.sign_with_context(&mut rng, b"message", b"my protocol")?;
//! vk.verify_with_context(b"message", b"my protocol", &sig)?;
//! assert!(vk.verify_with_context(b"message", b"another protocol", &sig).is_err());
//!
//! let digest = PreHash::Sha3_256.digest(b"a long document");
//! let sig = sk.sign_prehash_with_rng(&mut rng, PreHash::Sha3_256, digest.as_bytes(), b"")?;
//! vk.verify_prehash(PreHash::Sha3_256, digest.as_bytes(), b"", &sig)?;
//! assert_eq!(sig.as_bytes().len(), Signature::BYTES);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

/// The two sets, with their context rule and the pre-hash pair.
macro_rules! fn_dsa_sets {
    ($($set:ident $title:literal [$($f:ident)*] prehash [$($p:ident)*]),* $(,)?) => {
        $(crate::falcon::falcon_set!($set, $title, fixed,
                                     ctx: "`ctx` is the context, of up to 255 bytes \
                                           ([`Error::BadArgument`] if longer).",
                                     $($f),*, prehash: $($p),*);)*
    };
}

fn_dsa_sets! {
    fn_dsa_512 "FN-DSA-512" [pqkit_fn_dsa_512_keypair_derand pqkit_fn_dsa_512_sign_derand pqkit_fn_dsa_512_verify]
        prehash [pqkit_fn_dsa_512_sign_prehash pqkit_fn_dsa_512_verify_prehash],
    fn_dsa_1024 "FN-DSA-1024" [pqkit_fn_dsa_1024_keypair_derand pqkit_fn_dsa_1024_sign_derand pqkit_fn_dsa_1024_verify]
        prehash [pqkit_fn_dsa_1024_sign_prehash pqkit_fn_dsa_1024_verify_prehash],
}
