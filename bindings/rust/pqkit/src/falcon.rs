// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Falcon round 3.1: Falcon-512 and Falcon-1024, with compressed signatures of variable
//! length (the round-3 reference's format, [`Signature`](falcon_512::Signature) carries
//! its length), and Falcon-padded-512/1024, the same signatures zero-padded to a fixed
//! length. FN-DSA, the provisional FIPS 206 framing over the same core, is [`fn_dsa`](crate::fn_dsa).
//!
//! A [`SigningKey`](falcon_512::SigningKey) is made from a 48-byte seed (key generation
//! is deterministic in it) and keeps the encoded private key (`f`, `g`, `F`) and the
//! verifying key beside it; an [`ExpandedSigningKey`](falcon_512::ExpandedSigningKey) is
//! the encoded private key alone. Signing is randomised: `sign_with_context` draws the
//! 40-byte nonce and the sampler's 48-byte seed from the caller's RNG, `sign_derand`
//! takes them as given. Round-3 Falcon has no context: the `ctx` arguments must be
//! empty ([`Error::BadArgument`](crate::Error::BadArgument) otherwise). There is no
//! deterministic signing, so the RustCrypto traits are `RandomizedSigner` (not
//! `Signer`), `Verifier`, `Keypair` and `SignatureEncoding`.
//!
//! ```
//! use pqkit::falcon::falcon_512::{Signature, SigningKey, VerifyingKey};
//! use pqkit::kem::Generate;
//!
//! let mut rng = getrandom::SysRng;
//! let sk = SigningKey::try_generate_from_rng(&mut rng)?;
//! let sig = sk.sign_with_context(&mut rng, b"firmware image", b"")?;
//! assert!(sig.as_bytes().len() <= Signature::MAX_BYTES);
//! let vk = VerifyingKey::from_slice(sk.as_verifying_key().as_bytes())?;
//! vk.verify_with_context(b"firmware image", b"", &Signature::from_slice(sig.as_bytes())?)?;
//! assert!(vk.verify_with_context(b"firmware imagE", b"", &sig).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

/// One Falcon or FN-DSA set: the family's facts and its signing keys for
/// [`sig_set`](crate::sig_set::sig_set). FN-DSA adds the pre-hash pair.
macro_rules! falcon_set {
    ($set:ident, $title:literal, $kind:ident, ctx: $ctx_doc:literal,
     $keypair_derand:ident, $sign_derand:ident, $verify:ident
     $(, prehash: $sign_prehash:ident, $verify_prehash:ident)?) => {
        crate::sig_set::sig_set! {
            set: $set, $set, $title,
            signature: $kind,
            verify: $verify,
            docs: {
                vk: "A verifying (public) key: header `logn` and `h`, 14 bits per coefficient.",
                verify: concat!("Verification: `Ok(())` or [`Error::Verify`] (also for a \
                                 malformed signature or key). ", $ctx_doc),
            },
            $(prehash: {
                verify: $verify_prehash,
                doc: "Verification of a signature of a digest computed with `hash` (the \
                      pre-hash variant).",
            },)?
            signers: { deterministic: [], randomized: [SigningKey, ExpandedSigningKey] },
            items: {
                /// Bytes of `sign_derand`'s `rnd`: the nonce (40) and the sampler's seed (48).
                pub const RND_BYTES: usize = sys::$set::RND_BYTES;

                crate::sig_set::seeded_signing_key!(
                    seed: sys::$set::SEED_BYTES, $keypair_derand,
                    seed_doc: "The key generation seed (48 bytes; FN-DSA's 32): the compact form of a \
                               signing key.",
                    sk_doc: "An encoded private key: header `0x50 + logn`, `f`, `g`, `F`.",
                    from_seed_doc: "Key generation from a seed (deterministic).");

                crate::sig_set::signing_methods!(
                    rnd: RND_BYTES, $sign_derand,
                    derand_doc: concat!("Signing with the given `rnd` (nonce || sampler seed). ",
                                        $ctx_doc, " [`Error::InvalidKey`] if the key does not decode."),
                    hedged_doc: "Signing with `rnd` drawn from `rng` (the secret `rnd` is wiped)."
                    $(, prehash: $sign_prehash,
                    prehash_derand_doc: "Signing of a digest computed with `hash` (see \
                                         [`PreHash::digest`]), with the given `rnd`.",
                    prehash_hedged_doc: "Signing of a digest with `rnd` drawn from `rng`.")?);

                /// A new key from a seed drawn from the RNG.
                impl kem::Generate for SigningKey {
                    fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(
                        rng: &mut R,
                    ) -> Result<Self, R::Error> {
                        let mut seed = Seed([0; sys::$set::SEED_BYTES]);
                        rng.try_fill_bytes(&mut seed.0)?;
                        Ok(Self::from_seed(&seed))
                    }
                }

                impl signature::Keypair for SigningKey {
                    type VerifyingKey = VerifyingKey;

                    fn verifying_key(&self) -> VerifyingKey {
                        self.vk.clone()
                    }
                }
            }
        }
    };
}

pub(crate) use falcon_set;

/// The four round-3 sets, with their context rule.
macro_rules! round3 {
    ($($set:ident $title:literal $kind:ident [$($f:ident)*]),* $(,)?) => {
        $(falcon_set!($set, $title, $kind,
                      ctx: "Round-3 Falcon has no context: `ctx` must be empty \
                            ([`Error::BadArgument`] otherwise).",
                      $($f),*);)*
    };
}

round3! {
    falcon_512 "Falcon-512" variable [pqkit_falcon_512_keypair_derand pqkit_falcon_512_sign_derand pqkit_falcon_512_verify],
    falcon_1024 "Falcon-1024" variable [pqkit_falcon_1024_keypair_derand pqkit_falcon_1024_sign_derand pqkit_falcon_1024_verify],
    falcon_padded_512 "Falcon-padded-512" fixed [pqkit_falcon_padded_512_keypair_derand pqkit_falcon_padded_512_sign_derand pqkit_falcon_padded_512_verify],
    falcon_padded_1024 "Falcon-padded-1024" fixed [pqkit_falcon_padded_1024_keypair_derand pqkit_falcon_padded_1024_sign_derand pqkit_falcon_padded_1024_verify],
}
