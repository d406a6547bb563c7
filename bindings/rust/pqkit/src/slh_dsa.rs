// SPDX-License-Identifier: Apache-2.0 OR MIT
//! SLH-DSA (FIPS 205): the twelve parameter sets, SHA2 and SHAKE at 128, 192 and 256
//! bits, small (`s`) or fast (`f`).
//!
//! A signing key is `SK.seed || SK.prf || PK.seed || PK.root` (4n bytes); key generation
//! takes the three n-byte seeds from the caller's RNG, or as given. Signing is hedged
//! (`addrnd` from the RNG), deterministic, or derandomised with a given `addrnd`.
//!
//! ```
//! use pqkit::kem::Generate;
//! use pqkit::signature::Keypair;
//! use pqkit::slh_dsa::shake_128f::SigningKey;
//!
//! let mut rng = getrandom::SysRng;
//! let sk = SigningKey::try_generate_from_rng(&mut rng)?;
//! let sig = sk.sign_with_context(&mut rng, b"firmware image", b"")?;
//! sk.verifying_key().verify_with_context(b"firmware image", b"", &sig)?;
//! assert!(sk.verifying_key().verify_with_context(b"firmware imagE", b"", &sig).is_err());
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

/// One SLH-DSA set: the family's facts and its signing key for
/// [`sig_set`](crate::sig_set::sig_set).
macro_rules! slh_dsa_set {
    ($set:ident, $sys:ident, $title:literal,
     $keypair_derand:ident, $sign_derand:ident, $verify:ident, $sign_prehash:ident,
     $verify_prehash:ident, $sign_internal:ident, $verify_internal:ident) => {
        crate::sig_set::sig_set! {
            set: $set, $sys, $title,
            signature: fixed,
            verify: $verify,
            docs: {
                vk: "A verifying (public) key, `PK.seed || PK.root`.",
                verify: "SLH-DSA verification with a context: `Ok(())` or [`Error::Verify`].",
            },
            prehash: { verify: $verify_prehash, doc: "HashSLH-DSA verification of a digest computed with `hash`.", },
            internal: { verify: $verify_internal, input: msg, doc: "slh_verify_internal on M as given.", },
            signers: { deterministic: [SigningKey], randomized: [SigningKey] },
            items: {
                /// The security parameter n in bytes (length of each seed and of `addrnd`).
                pub const N: usize = sys::$sys::N;

                crate::bytes::secret_bytes!(
                    /// A signing key, `SK.seed || SK.prf || PK.seed || PK.root`.
                    SigningKey, SK);

                /// `Some(addrnd)` as a pointer, `None` as NULL (deterministic signing).
                fn addrnd_ptr(addrnd: Option<&[u8; N]>) -> *const u8 {
                    addrnd.map_or(core::ptr::null(), |a| a.as_ptr())
                }

                impl SigningKey {
                    /// slh_keygen_internal from the given seeds (deterministic).
                    pub fn from_seeds(sk_seed: &[u8; N], sk_prf: &[u8; N], pk_seed: &[u8; N]) -> Self {
                        let mut sk = SigningKey([0; SK]);
                        let mut pk = [0u8; PK];
                        let code = unsafe {
                            sys::$keypair_derand(pk.as_mut_ptr(), sk.0.as_mut_ptr(), sk_seed.as_ptr(),
                                                 sk_prf.as_ptr(), pk_seed.as_ptr())
                        };
                        debug_assert_eq!(code, sys::PQKIT_OK);
                        sk
                    }

                    /// SLH-DSA signature with the given `addrnd` (`None`: deterministic).
                    /// [`Error::BadArgument`] if `ctx` is longer than 255 bytes.
                    pub fn sign_derand(
                        &self, msg: &[u8], ctx: &[u8], addrnd: Option<&[u8; N]>,
                    ) -> Result<Signature, Error> {
                        sign_into(|sig, len| unsafe {
                            sys::$sign_derand(sig, len, msg.as_ptr(), msg.len(), ctx.as_ptr(), ctx.len(),
                                              addrnd_ptr(addrnd), self.0.as_ptr())
                        })
                    }

                    /// Deterministic signature (`addrnd` = PK.seed).
                    pub fn sign_deterministic(&self, msg: &[u8], ctx: &[u8]) -> Result<Signature, Error> {
                        self.sign_derand(msg, ctx, None)
                    }

                    /// Hedged signature with a context and `addrnd` drawn from `rng`.
                    pub fn sign_with_context<R: TryCryptoRng + ?Sized>(
                        &self, rng: &mut R, msg: &[u8], ctx: &[u8],
                    ) -> Result<Signature, Error> {
                        let mut addrnd = [0u8; N];
                        fill(rng, &mut addrnd)?;
                        self.sign_derand(msg, ctx, Some(&addrnd))
                    }

                    /// HashSLH-DSA signature of a digest computed with `hash`.
                    pub fn sign_prehash_derand(
                        &self, hash: PreHash, digest: &[u8], ctx: &[u8], addrnd: Option<&[u8; N]>,
                    ) -> Result<Signature, Error> {
                        sign_into(|sig, len| unsafe {
                            sys::$sign_prehash(sig, len, digest.as_ptr(), digest.len(), hash.id(),
                                               ctx.as_ptr(), ctx.len(), addrnd_ptr(addrnd),
                                               self.0.as_ptr())
                        })
                    }

                    /// slh_sign_internal on M as given (no context framing).
                    pub fn sign_internal_derand(
                        &self, msg: &[u8], addrnd: Option<&[u8; N]>,
                    ) -> Result<Signature, Error> {
                        sign_into(|sig, len| unsafe {
                            sys::$sign_internal(sig, len, msg.as_ptr(), msg.len(), addrnd_ptr(addrnd),
                                                self.0.as_ptr())
                        })
                    }
                }

                /// A new key from three seeds drawn from the RNG.
                impl kem::Generate for SigningKey {
                    fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(
                        rng: &mut R,
                    ) -> Result<Self, R::Error> {
                        let mut seeds = zeroize::Zeroizing::new([0u8; 3 * N]);
                        rng.try_fill_bytes(&mut seeds[..])?;
                        let (sk_seed, rest) = seeds.split_at(N);
                        let (sk_prf, pk_seed) = rest.split_at(N);
                        Ok(Self::from_seeds(sk_seed.try_into().unwrap(), sk_prf.try_into().unwrap(),
                                            pk_seed.try_into().unwrap()))
                    }
                }

                /// The verifying key: the last 2n bytes of the signing key.
                impl signature::Keypair for SigningKey {
                    type VerifyingKey = VerifyingKey;

                    fn verifying_key(&self) -> VerifyingKey {
                        let mut pk = [0u8; PK];
                        pk.copy_from_slice(&self.0[SK - PK..]);
                        VerifyingKey(pk)
                    }
                }
            }
        }
    };
}

macro_rules! slh_dsa_sets {
    ($( $set:ident $sys:ident $title:literal [$($f:ident)*] ),* $(,)?) => {
        $( slh_dsa_set!($set, $sys, $title, $($f),*); )*
    };
}

slh_dsa_sets! {
    sha2_128s slh_dsa_sha2_128s "SLH-DSA-SHA2-128s" [pqkit_slh_dsa_sha2_128s_keypair_derand pqkit_slh_dsa_sha2_128s_sign_derand pqkit_slh_dsa_sha2_128s_verify pqkit_slh_dsa_sha2_128s_sign_prehash pqkit_slh_dsa_sha2_128s_verify_prehash pqkit_slh_dsa_sha2_128s_sign_internal pqkit_slh_dsa_sha2_128s_verify_internal],
    sha2_128f slh_dsa_sha2_128f "SLH-DSA-SHA2-128f" [pqkit_slh_dsa_sha2_128f_keypair_derand pqkit_slh_dsa_sha2_128f_sign_derand pqkit_slh_dsa_sha2_128f_verify pqkit_slh_dsa_sha2_128f_sign_prehash pqkit_slh_dsa_sha2_128f_verify_prehash pqkit_slh_dsa_sha2_128f_sign_internal pqkit_slh_dsa_sha2_128f_verify_internal],
    sha2_192s slh_dsa_sha2_192s "SLH-DSA-SHA2-192s" [pqkit_slh_dsa_sha2_192s_keypair_derand pqkit_slh_dsa_sha2_192s_sign_derand pqkit_slh_dsa_sha2_192s_verify pqkit_slh_dsa_sha2_192s_sign_prehash pqkit_slh_dsa_sha2_192s_verify_prehash pqkit_slh_dsa_sha2_192s_sign_internal pqkit_slh_dsa_sha2_192s_verify_internal],
    sha2_192f slh_dsa_sha2_192f "SLH-DSA-SHA2-192f" [pqkit_slh_dsa_sha2_192f_keypair_derand pqkit_slh_dsa_sha2_192f_sign_derand pqkit_slh_dsa_sha2_192f_verify pqkit_slh_dsa_sha2_192f_sign_prehash pqkit_slh_dsa_sha2_192f_verify_prehash pqkit_slh_dsa_sha2_192f_sign_internal pqkit_slh_dsa_sha2_192f_verify_internal],
    sha2_256s slh_dsa_sha2_256s "SLH-DSA-SHA2-256s" [pqkit_slh_dsa_sha2_256s_keypair_derand pqkit_slh_dsa_sha2_256s_sign_derand pqkit_slh_dsa_sha2_256s_verify pqkit_slh_dsa_sha2_256s_sign_prehash pqkit_slh_dsa_sha2_256s_verify_prehash pqkit_slh_dsa_sha2_256s_sign_internal pqkit_slh_dsa_sha2_256s_verify_internal],
    sha2_256f slh_dsa_sha2_256f "SLH-DSA-SHA2-256f" [pqkit_slh_dsa_sha2_256f_keypair_derand pqkit_slh_dsa_sha2_256f_sign_derand pqkit_slh_dsa_sha2_256f_verify pqkit_slh_dsa_sha2_256f_sign_prehash pqkit_slh_dsa_sha2_256f_verify_prehash pqkit_slh_dsa_sha2_256f_sign_internal pqkit_slh_dsa_sha2_256f_verify_internal],
    shake_128s slh_dsa_shake_128s "SLH-DSA-SHAKE-128s" [pqkit_slh_dsa_shake_128s_keypair_derand pqkit_slh_dsa_shake_128s_sign_derand pqkit_slh_dsa_shake_128s_verify pqkit_slh_dsa_shake_128s_sign_prehash pqkit_slh_dsa_shake_128s_verify_prehash pqkit_slh_dsa_shake_128s_sign_internal pqkit_slh_dsa_shake_128s_verify_internal],
    shake_128f slh_dsa_shake_128f "SLH-DSA-SHAKE-128f" [pqkit_slh_dsa_shake_128f_keypair_derand pqkit_slh_dsa_shake_128f_sign_derand pqkit_slh_dsa_shake_128f_verify pqkit_slh_dsa_shake_128f_sign_prehash pqkit_slh_dsa_shake_128f_verify_prehash pqkit_slh_dsa_shake_128f_sign_internal pqkit_slh_dsa_shake_128f_verify_internal],
    shake_192s slh_dsa_shake_192s "SLH-DSA-SHAKE-192s" [pqkit_slh_dsa_shake_192s_keypair_derand pqkit_slh_dsa_shake_192s_sign_derand pqkit_slh_dsa_shake_192s_verify pqkit_slh_dsa_shake_192s_sign_prehash pqkit_slh_dsa_shake_192s_verify_prehash pqkit_slh_dsa_shake_192s_sign_internal pqkit_slh_dsa_shake_192s_verify_internal],
    shake_192f slh_dsa_shake_192f "SLH-DSA-SHAKE-192f" [pqkit_slh_dsa_shake_192f_keypair_derand pqkit_slh_dsa_shake_192f_sign_derand pqkit_slh_dsa_shake_192f_verify pqkit_slh_dsa_shake_192f_sign_prehash pqkit_slh_dsa_shake_192f_verify_prehash pqkit_slh_dsa_shake_192f_sign_internal pqkit_slh_dsa_shake_192f_verify_internal],
    shake_256s slh_dsa_shake_256s "SLH-DSA-SHAKE-256s" [pqkit_slh_dsa_shake_256s_keypair_derand pqkit_slh_dsa_shake_256s_sign_derand pqkit_slh_dsa_shake_256s_verify pqkit_slh_dsa_shake_256s_sign_prehash pqkit_slh_dsa_shake_256s_verify_prehash pqkit_slh_dsa_shake_256s_sign_internal pqkit_slh_dsa_shake_256s_verify_internal],
    shake_256f slh_dsa_shake_256f "SLH-DSA-SHAKE-256f" [pqkit_slh_dsa_shake_256f_keypair_derand pqkit_slh_dsa_shake_256f_sign_derand pqkit_slh_dsa_shake_256f_verify pqkit_slh_dsa_shake_256f_sign_prehash pqkit_slh_dsa_shake_256f_verify_prehash pqkit_slh_dsa_shake_256f_sign_internal pqkit_slh_dsa_shake_256f_verify_internal],
}
