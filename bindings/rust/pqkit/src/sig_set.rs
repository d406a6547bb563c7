// SPDX-License-Identifier: Apache-2.0 OR MIT
//! One signature parameter set as a module: the verifying key and signature types, the
//! verifications (pure with a context; pre-hash and internal where the family has them),
//! the helper that runs a C signing function, and the RustCrypto `signature` traits.
//! Each family (`ml_dsa`, `slh_dsa`, `falcon`, `fn_dsa`) states its facts once, in a
//! macro that calls this one per set, and adds its signing keys as `items`.
//!
//! A signature is `fixed` (always `SIG_BYTES` long) or `variable` (up to `SIG_BYTES`,
//! its length carried beside the bytes: Falcon's unpadded format).

macro_rules! sig_set {
    (
        set: $set:ident, $sys:ident, $title:literal,
        signature: $kind:ident,
        verify: $verify:ident,
        docs: { vk: $vk_doc:expr, verify: $verify_doc:expr, },
        $(prehash: { verify: $verify_prehash:ident, doc: $prehash_doc:expr, },)?
        $(internal: { verify: $verify_internal:ident, input: $input:ident, doc: $internal_doc:expr, },)?
        signers: { deterministic: [$($det:ident),*], randomized: [$($signer:ident),+] },
        items: { $($items:tt)* }
    ) => {
        #[doc = concat!($title, ": keys and signatures.")]
        pub mod $set {
            use pqkit_sys as sys;
            use rand_core::TryCryptoRng;

            use crate::bytes::{fill, public_bytes};
            #[allow(unused_imports)] // the families without pre-hash signing
            use crate::prehash::PreHash;
            use crate::Error;

            const PK: usize = sys::$sys::PK_BYTES;
            const SK: usize = sys::$sys::SK_BYTES;
            const SIG: usize = sys::$sys::SIG_BYTES;

            public_bytes!(
                #[doc = $vk_doc]
                VerifyingKey, PK);

            crate::sig_set::signature_type!($kind);

            $($items)*

            impl VerifyingKey {
                #[doc = $verify_doc]
                pub fn verify_with_context(&self, msg: &[u8], ctx: &[u8], sig: &Signature) -> Result<(), Error> {
                    let sig = sig.as_ref();
                    Error::check(unsafe {
                        sys::$verify(sig.as_ptr(), sig.len(), msg.as_ptr(), msg.len(), ctx.as_ptr(),
                                     ctx.len(), self.0.as_ptr())
                    })
                }

                $(
                #[doc = $prehash_doc]
                pub fn verify_prehash(
                    &self, hash: PreHash, digest: &[u8], ctx: &[u8], sig: &Signature,
                ) -> Result<(), Error> {
                    let sig = sig.as_ref();
                    Error::check(unsafe {
                        sys::$verify_prehash(sig.as_ptr(), sig.len(), digest.as_ptr(), digest.len(),
                                             hash.id(), ctx.as_ptr(), ctx.len(), self.0.as_ptr())
                    })
                }
                )?

                $(
                #[doc = $internal_doc]
                pub fn verify_internal(&self, $input: &[u8], sig: &Signature) -> Result<(), Error> {
                    let sig = sig.as_ref();
                    Error::check(unsafe {
                        sys::$verify_internal(sig.as_ptr(), sig.len(), $input.as_ptr(), $input.len(),
                                              self.0.as_ptr())
                    })
                }
                )?
            }

            crate::sig_traits::signature_traits!(
                Signature, VerifyingKey, deterministic: [$($det),*], randomized: [$($signer),+]);
        }
    };
}

/// The set's `Signature` (of `SIG` bytes, or up to `SIG` bytes), its `SignatureEncoding`
/// and `sign_into`, which runs a C signing function on a fresh signature buffer.
macro_rules! signature_type {
    (fixed) => {
        public_bytes!(
            /// A signature.
            Signature, SIG);

        fn sign_into(f: impl FnOnce(*mut u8, *mut usize) -> sys::c_int) -> Result<Signature, Error> {
            let mut sig = Signature([0; SIG]);
            let mut len = SIG;
            Error::check(f(sig.0.as_mut_ptr(), &mut len))?;
            if len != SIG {
                return Err(Error::BadLength);
            }
            Ok(sig)
        }

        impl From<Signature> for [u8; SIG] {
            fn from(sig: Signature) -> Self {
                sig.0
            }
        }

        impl signature::SignatureEncoding for Signature {
            type Repr = [u8; SIG];
        }
    };
    (variable) => {
        /// A signature of variable length, at most [`Signature::MAX_BYTES`] bytes.
        #[derive(Clone)]
        pub struct Signature {
            bytes: [u8; SIG],
            len: usize,
        }

        impl Signature {
            /// The largest length in bytes.
            pub const MAX_BYTES: usize = SIG;

            /// Decodes from bytes; [`Error::BadLength`] if empty or longer than
            /// [`Self::MAX_BYTES`] (the format itself is checked by verification).
            pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
                if bytes.is_empty() || bytes.len() > SIG {
                    return Err(Error::BadLength);
                }
                let mut sig = Signature { bytes: [0; SIG], len: bytes.len() };
                sig.bytes[..bytes.len()].copy_from_slice(bytes);
                Ok(sig)
            }

            /// The encoding (its length is the signature's).
            pub fn as_bytes(&self) -> &[u8] {
                &self.bytes[..self.len]
            }
        }

        impl AsRef<[u8]> for Signature {
            fn as_ref(&self) -> &[u8] {
                self.as_bytes()
            }
        }

        /// Equal when the encodings are: the bytes past the length do not count.
        impl PartialEq for Signature {
            fn eq(&self, other: &Self) -> bool {
                self.as_bytes() == other.as_bytes()
            }
        }

        impl Eq for Signature {}

        impl core::hash::Hash for Signature {
            fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
                self.as_bytes().hash(state);
            }
        }

        impl core::fmt::Debug for Signature {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.write_str("Signature(")?;
                for byte in self.as_bytes().iter().take(8) {
                    write!(f, "{byte:02x}")?;
                }
                write!(f, "..; {} bytes)", self.len)
            }
        }

        fn sign_into(f: impl FnOnce(*mut u8, *mut usize) -> sys::c_int) -> Result<Signature, Error> {
            let mut sig = Signature { bytes: [0; SIG], len: SIG };
            Error::check(f(sig.bytes.as_mut_ptr(), &mut sig.len))?;
            if sig.len == 0 || sig.len > SIG {
                return Err(Error::BadLength);
            }
            Ok(sig)
        }

        /// The signature is its own representation: its length varies.
        impl signature::SignatureEncoding for Signature {
            type Repr = Signature;
        }
    };
}

/// A set's seed, encoded private key and `SigningKey` (seed, private key and verifying
/// key, made by `keypair_derand` from the seed) with its accessors, for the families
/// whose keys come from a seed (ML-DSA, Falcon, FN-DSA). Expands in a set's module:
/// `SK`, `PK`, `VerifyingKey` and `sys` are the set's.
macro_rules! seeded_signing_key {
    (seed: $seed_len:expr, $keypair_derand:ident, seed_doc: $seed_doc:literal,
     sk_doc: $sk_doc:literal, from_seed_doc: $from_seed_doc:literal) => {
        crate::bytes::secret_bytes!(
            #[doc = $seed_doc]
            Seed,
            $seed_len
        );
        crate::bytes::secret_bytes!(
            #[doc = $sk_doc]
            ExpandedSigningKey,
            SK
        );

        /// A signing key: its seed, the private key and the verifying key.
        #[derive(Clone, PartialEq, Eq)]
        pub struct SigningKey {
            seed: Seed,
            sk: ExpandedSigningKey,
            vk: VerifyingKey,
        }

        impl core::fmt::Debug for SigningKey {
            fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                f.debug_struct("SigningKey")
                    .field("vk", &self.vk)
                    .finish_non_exhaustive()
            }
        }

        impl SigningKey {
            #[doc = $from_seed_doc]
            pub fn from_seed(seed: &Seed) -> Self {
                let mut sk = ExpandedSigningKey([0; SK]);
                let mut vk = VerifyingKey([0; PK]);
                let code = unsafe {
                    sys::$keypair_derand(vk.0.as_mut_ptr(), sk.0.as_mut_ptr(), seed.0.as_ptr())
                };
                debug_assert_eq!(code, sys::PQKIT_OK);
                Self {
                    seed: seed.clone(),
                    sk,
                    vk,
                }
            }

            /// The seed (secret).
            pub fn seed(&self) -> &Seed {
                &self.seed
            }

            /// The private key (secret).
            pub fn expanded(&self) -> &ExpandedSigningKey {
                &self.sk
            }

            /// The verifying key, borrowed (`signature::Keypair::verifying_key` gives
            /// a copy).
            pub fn as_verifying_key(&self) -> &VerifyingKey {
                &self.vk
            }
        }
    };
}

/// The signing methods ML-DSA, Falcon and FN-DSA share: `sign_derand` (the C function
/// with the caller's `rnd`) and `sign_with_context` (`rnd` drawn from the RNG, wiped
/// after use), and with a pre-hash function `sign_prehash_derand` and
/// `sign_prehash_with_rng`, on `ExpandedSigningKey`; `SigningKey` signs through its
/// private key. Expands in a set's module after `seeded_signing_key!`.
macro_rules! signing_methods {
    (rnd: $rnd:expr, $sign_derand:ident, derand_doc: $derand_doc:expr, hedged_doc: $hedged_doc:expr
     $(, prehash: $sign_prehash:ident, prehash_derand_doc: $ph_derand_doc:expr,
        prehash_hedged_doc: $ph_hedged_doc:expr)?) => {
        impl ExpandedSigningKey {
            #[doc = $derand_doc]
            pub fn sign_derand(&self, msg: &[u8], ctx: &[u8], rnd: &[u8; $rnd]) -> Result<Signature, Error> {
                sign_into(|sig, len| unsafe {
                    sys::$sign_derand(sig, len, msg.as_ptr(), msg.len(), ctx.as_ptr(), ctx.len(),
                                      rnd.as_ptr(), self.0.as_ptr())
                })
            }

            #[doc = $hedged_doc]
            pub fn sign_with_context<R: TryCryptoRng + ?Sized>(
                &self, rng: &mut R, msg: &[u8], ctx: &[u8],
            ) -> Result<Signature, Error> {
                let mut rnd = zeroize::Zeroizing::new([0u8; $rnd]);
                fill(rng, &mut rnd[..])?;
                self.sign_derand(msg, ctx, &rnd)
            }
        }

        impl SigningKey {
            /// See [`ExpandedSigningKey::sign_derand`].
            pub fn sign_derand(&self, msg: &[u8], ctx: &[u8], rnd: &[u8; $rnd]) -> Result<Signature, Error> {
                self.sk.sign_derand(msg, ctx, rnd)
            }

            /// See [`ExpandedSigningKey::sign_with_context`].
            pub fn sign_with_context<R: TryCryptoRng + ?Sized>(
                &self, rng: &mut R, msg: &[u8], ctx: &[u8],
            ) -> Result<Signature, Error> {
                self.sk.sign_with_context(rng, msg, ctx)
            }
        }

        $(
        impl ExpandedSigningKey {
            #[doc = $ph_derand_doc]
            pub fn sign_prehash_derand(
                &self, hash: PreHash, digest: &[u8], ctx: &[u8], rnd: &[u8; $rnd],
            ) -> Result<Signature, Error> {
                sign_into(|sig, len| unsafe {
                    sys::$sign_prehash(sig, len, digest.as_ptr(), digest.len(), hash.id(),
                                       ctx.as_ptr(), ctx.len(), rnd.as_ptr(), self.0.as_ptr())
                })
            }

            #[doc = $ph_hedged_doc]
            pub fn sign_prehash_with_rng<R: TryCryptoRng + ?Sized>(
                &self, rng: &mut R, hash: PreHash, digest: &[u8], ctx: &[u8],
            ) -> Result<Signature, Error> {
                let mut rnd = zeroize::Zeroizing::new([0u8; $rnd]);
                fill(rng, &mut rnd[..])?;
                self.sign_prehash_derand(hash, digest, ctx, &rnd)
            }
        }

        impl SigningKey {
            /// See [`ExpandedSigningKey::sign_prehash_derand`].
            pub fn sign_prehash_derand(
                &self, hash: PreHash, digest: &[u8], ctx: &[u8], rnd: &[u8; $rnd],
            ) -> Result<Signature, Error> {
                self.sk.sign_prehash_derand(hash, digest, ctx, rnd)
            }

            /// See [`ExpandedSigningKey::sign_prehash_with_rng`].
            pub fn sign_prehash_with_rng<R: TryCryptoRng + ?Sized>(
                &self, rng: &mut R, hash: PreHash, digest: &[u8], ctx: &[u8],
            ) -> Result<Signature, Error> {
                self.sk.sign_prehash_with_rng(rng, hash, digest, ctx)
            }
        }
        )?
    };
}

pub(crate) use {seeded_signing_key, sig_set, signature_type, signing_methods};
