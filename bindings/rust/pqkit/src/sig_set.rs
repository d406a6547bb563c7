// SPDX-License-Identifier: Apache-2.0 OR MIT
//! One signature parameter set as a module: the verifying key and signature types, the
//! three verifications (pure with a context, pre-hash, internal), the helper that runs
//! a C signing function, and the RustCrypto `signature` traits. Each family (`ml_dsa`,
//! `slh_dsa`) states its facts once, in a macro that calls this one per set, and adds
//! its signing keys as `items`.

macro_rules! sig_set {
    (
        set: $set:ident, $sys:ident, $title:literal,
        verify: [$verify:ident, $verify_prehash:ident, $verify_internal:ident],
        docs: {
            vk: $vk_doc:literal, verify: $verify_doc:literal, verify_prehash: $prehash_doc:literal,
            verify_internal: $internal_doc:literal,
        },
        internal_input: $input:ident,
        signers: [$($signer:ident),+],
        items: { $($items:tt)* }
    ) => {
        #[doc = concat!($title, ": keys and signatures.")]
        pub mod $set {
            use pqkit_sys as sys;
            use rand_core::TryCryptoRng;

            use crate::bytes::{fill, public_bytes, secret_bytes};
            use crate::prehash::PreHash;
            use crate::Error;

            const PK: usize = sys::$sys::PK_BYTES;
            const SK: usize = sys::$sys::SK_BYTES;
            const SIG: usize = sys::$sys::SIG_BYTES;

            public_bytes!(
                #[doc = $vk_doc]
                VerifyingKey, PK);
            public_bytes!(
                /// A signature.
                Signature, SIG);

            /// Runs a C signing function on a fresh signature buffer.
            fn sign_into(
                f: impl FnOnce(*mut u8, *mut usize) -> sys::c_int,
            ) -> Result<Signature, Error> {
                let mut sig = Signature([0; SIG]);
                let mut len = SIG;
                Error::check(f(sig.0.as_mut_ptr(), &mut len))?;
                if len != SIG {
                    return Err(Error::BadLength);
                }
                Ok(sig)
            }

            $($items)*

            impl VerifyingKey {
                #[doc = $verify_doc]
                pub fn verify_with_context(&self, msg: &[u8], ctx: &[u8], sig: &Signature) -> Result<(), Error> {
                    Error::check(unsafe {
                        sys::$verify(sig.0.as_ptr(), SIG, msg.as_ptr(), msg.len(), ctx.as_ptr(),
                                     ctx.len(), self.0.as_ptr())
                    })
                }

                #[doc = $prehash_doc]
                pub fn verify_prehash(
                    &self, hash: PreHash, digest: &[u8], ctx: &[u8], sig: &Signature,
                ) -> Result<(), Error> {
                    Error::check(unsafe {
                        sys::$verify_prehash(sig.0.as_ptr(), SIG, digest.as_ptr(), digest.len(),
                                             hash.id(), ctx.as_ptr(), ctx.len(), self.0.as_ptr())
                    })
                }

                #[doc = $internal_doc]
                pub fn verify_internal(&self, $input: &[u8], sig: &Signature) -> Result<(), Error> {
                    Error::check(unsafe {
                        sys::$verify_internal(sig.0.as_ptr(), SIG, $input.as_ptr(), $input.len(),
                                              self.0.as_ptr())
                    })
                }
            }

            crate::sig_traits::signature_traits!(Signature, SIG, VerifyingKey, $($signer),+);
        }
    };
}

pub(crate) use sig_set;
