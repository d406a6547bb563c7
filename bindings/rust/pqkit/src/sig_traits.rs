// SPDX-License-Identifier: Apache-2.0 OR MIT
//! The RustCrypto `signature` traits for a signature scheme whose types have the
//! inherent methods `sign_with_context` and `verify_with_context`, and
//! `sign_deterministic` for the deterministic signers (pure signing with an empty
//! context). A scheme without deterministic signing (Falcon) lists none: it has
//! `RandomizedSigner` only.

macro_rules! signature_traits {
    ($sig:ident, $vk:ident, deterministic: [$($det:ident),*], randomized: [$($signer:ident),+]) => {
        impl<'a> TryFrom<&'a [u8]> for $sig {
            type Error = signature::Error;

            fn try_from(bytes: &'a [u8]) -> Result<Self, signature::Error> {
                Ok($sig::from_slice(bytes)?)
            }
        }

        impl signature::Verifier<$sig> for $vk {
            fn verify(&self, msg: &[u8], sig: &$sig) -> Result<(), signature::Error> {
                Ok($vk::verify_with_context(self, msg, &[], sig)?)
            }
        }

        $(
            /// Deterministic signing (no randomness), empty context.
            impl signature::Signer<$sig> for $det {
                fn try_sign(&self, msg: &[u8]) -> Result<$sig, signature::Error> {
                    Ok($det::sign_deterministic(self, msg, &[])?)
                }
            }
        )*

        $(
            /// Signing with randomness from `rng`, empty context.
            impl signature::RandomizedSigner<$sig> for $signer {
                fn try_sign_with_rng<R: rand_core::TryCryptoRng + ?Sized>(
                    &self, rng: &mut R, msg: &[u8],
                ) -> Result<$sig, signature::Error> {
                    Ok(<$signer>::sign_with_context(self, rng, msg, &[])?)
                }
            }
        )+
    };
}

pub(crate) use signature_traits;
