// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-DSA (FIPS 204): ML-DSA-44, ML-DSA-65 and ML-DSA-87.
//!
//! A [`SigningKey`](ml_dsa_65::SigningKey) is made from a 32-byte seed ξ (the compact
//! private key) and keeps the expanded key and the verifying key beside it; an
//! [`ExpandedSigningKey`](ml_dsa_65::ExpandedSigningKey) is the FIPS 204 `skEncode`
//! form alone. Signing is hedged (`sign_with_context`), deterministic
//! (`sign_deterministic`) or derandomised with a given `rnd` (`sign_derand`); each takes
//! a context of up to 255 bytes. HashML-DSA (`sign_prehash*`), external μ and the
//! internal interface are there for protocols and tests.
//!
//! ```
//! use pqkit::ml_dsa::ml_dsa_44::{Signature, SigningKey, VerifyingKey};
//! use pqkit::kem::Generate;
//! use pqkit::prehash::PreHash;
//!
//! let mut rng = getrandom::SysRng;
//! let sk = SigningKey::try_generate_from_rng(&mut rng)?;
//! let vk = VerifyingKey::from_slice(sk.as_verifying_key().as_bytes())?;
//!
//! let digest = PreHash::Sha2_512.digest(b"a long document");
//! let sig = sk.sign_prehash_with_rng(&mut rng, PreHash::Sha2_512, digest.as_bytes(), b"")?;
//! vk.verify_prehash(PreHash::Sha2_512, digest.as_bytes(), b"", &sig)?;
//!
//! // A signature decoded from bytes of the wrong length is an error, not a panic.
//! assert!(Signature::from_slice(&sig.as_bytes()[1..]).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Through the RustCrypto `signature` traits (pure ML-DSA, empty context):
//!
//! ```
//! use pqkit::ml_dsa::ml_dsa_65::{Seed, SigningKey};
//! use signature::{Keypair, Signer, Verifier};
//!
//! let sk = SigningKey::from_seed(&Seed::from([7u8; 32]));
//! let sig = sk.sign(b"hello");
//! let vk = sk.verifying_key();
//! assert!(vk.verify(b"hello", &sig).is_ok());
//! assert!(vk.verify(b"hullo", &sig).is_err());
//! ```

/// One ML-DSA set: the family's facts and its signing keys for
/// [`sig_set`](crate::sig_set::sig_set).
macro_rules! ml_dsa_set {
    ($set:ident, $title:literal,
     $keypair_derand:ident, $sign_derand:ident, $verify:ident, $sign_internal:ident,
     $verify_internal:ident, $sign_prehash:ident, $verify_prehash:ident, $sign_mu:ident,
     $verify_mu:ident) => {
        crate::sig_set::sig_set! {
            set: $set, $set, $title,
            signature: fixed,
            verify: $verify,
            docs: {
                vk: "A verifying (public) key, `pkEncode(rho, t1)`.",
                verify: "ML-DSA.Verify with a context: `Ok(())` or [`Error::Verify`] \
                         ([`Error::BadArgument`] for a context longer than 255 bytes).",
            },
            prehash: { verify: $verify_prehash, doc: "HashML-DSA.Verify of a digest computed with `hash`.", },
            internal: { verify: $verify_internal, input: mprime, doc: "ML-DSA.Verify_internal on M' as given.", },
            signers: {
                deterministic: [SigningKey, ExpandedSigningKey],
                randomized: [SigningKey, ExpandedSigningKey]
            },
            items: {
                crate::sig_set::seeded_signing_key!(
                    seed: 32, $keypair_derand,
                    seed_doc: "The 32-byte seed ξ: the compact form of a signing key.",
                    sk_doc: "An expanded signing key (FIPS 204 `skEncode`).",
                    from_seed_doc: "Expands a seed ξ (ML-DSA.KeyGen_internal; deterministic).");

                crate::sig_set::signing_methods!(
                    rnd: 32, $sign_derand,
                    derand_doc: "ML-DSA.Sign with the given `rnd` (all zero: deterministic signing). \
                                 [`Error::BadArgument`] if `ctx` is longer than 255 bytes; \
                                 [`Error::InvalidKey`] if the key was not made by key generation.",
                    hedged_doc: "Hedged ML-DSA.Sign with a context and `rnd` drawn from `rng` \
                                 (the secret `rnd` is wiped).",
                    prehash: $sign_prehash,
                    prehash_derand_doc: "HashML-DSA.Sign of a digest computed with `hash` (see \
                                         [`PreHash::digest`]), with the given `rnd`.",
                    prehash_hedged_doc: "Hedged HashML-DSA.Sign of a digest.");

                impl SigningKey {
                    /// Deterministic ML-DSA.Sign (`rnd` = 0).
                    pub fn sign_deterministic(&self, msg: &[u8], ctx: &[u8]) -> Result<Signature, Error> {
                        self.sk.sign_deterministic(msg, ctx)
                    }
                }

                impl ExpandedSigningKey {
                    /// Deterministic ML-DSA.Sign (`rnd` = 0).
                    pub fn sign_deterministic(&self, msg: &[u8], ctx: &[u8]) -> Result<Signature, Error> {
                        self.sign_derand(msg, ctx, &[0; 32])
                    }

                    /// Signs an externally computed μ = H(H(pk) || M', 64).
                    pub fn sign_mu_derand(&self, mu: &[u8; 64], rnd: &[u8; 32]) -> Result<Signature, Error> {
                        sign_into(|sig, len| unsafe {
                            sys::$sign_mu(sig, len, mu.as_ptr(), rnd.as_ptr(), self.0.as_ptr())
                        })
                    }

                    /// ML-DSA.Sign_internal: M' is signed as given (no context framing).
                    pub fn sign_internal_derand(
                        &self, mprime: &[u8], rnd: &[u8; 32],
                    ) -> Result<Signature, Error> {
                        sign_into(|sig, len| unsafe {
                            sys::$sign_internal(sig, len, mprime.as_ptr(), mprime.len(), rnd.as_ptr(),
                                                self.0.as_ptr())
                        })
                    }
                }

                impl VerifyingKey {
                    /// Verifies a signature of an externally computed μ.
                    pub fn verify_mu(&self, mu: &[u8; 64], sig: &Signature) -> Result<(), Error> {
                        Error::check(unsafe { sys::$verify_mu(sig.0.as_ptr(), SIG, mu.as_ptr(), self.0.as_ptr()) })
                    }
                }

                /// A new key from a seed ξ drawn from the RNG.
                impl kem::Generate for SigningKey {
                    fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(
                        rng: &mut R,
                    ) -> Result<Self, R::Error> {
                        let mut seed = Seed([0; 32]);
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

ml_dsa_set!(ml_dsa_44, "ML-DSA-44",
    pqkit_ml_dsa_44_keypair_derand, pqkit_ml_dsa_44_sign_derand, pqkit_ml_dsa_44_verify,
    pqkit_ml_dsa_44_sign_internal, pqkit_ml_dsa_44_verify_internal,
    pqkit_ml_dsa_44_sign_prehash, pqkit_ml_dsa_44_verify_prehash,
    pqkit_ml_dsa_44_sign_mu, pqkit_ml_dsa_44_verify_mu);
ml_dsa_set!(ml_dsa_65, "ML-DSA-65",
    pqkit_ml_dsa_65_keypair_derand, pqkit_ml_dsa_65_sign_derand, pqkit_ml_dsa_65_verify,
    pqkit_ml_dsa_65_sign_internal, pqkit_ml_dsa_65_verify_internal,
    pqkit_ml_dsa_65_sign_prehash, pqkit_ml_dsa_65_verify_prehash,
    pqkit_ml_dsa_65_sign_mu, pqkit_ml_dsa_65_verify_mu);
ml_dsa_set!(ml_dsa_87, "ML-DSA-87",
    pqkit_ml_dsa_87_keypair_derand, pqkit_ml_dsa_87_sign_derand, pqkit_ml_dsa_87_verify,
    pqkit_ml_dsa_87_sign_internal, pqkit_ml_dsa_87_verify_internal,
    pqkit_ml_dsa_87_sign_prehash, pqkit_ml_dsa_87_verify_prehash,
    pqkit_ml_dsa_87_sign_mu, pqkit_ml_dsa_87_verify_mu);
