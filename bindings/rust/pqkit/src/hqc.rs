// SPDX-License-Identifier: Apache-2.0 OR MIT
//! HQC (specification of 2025-08-22): HQC-1, HQC-3 and HQC-5, the code-based KEM.
//!
//! Each parameter set is a module ([`hqc_1`], ...) with the same types. A key pair comes
//! from a 32-byte seed `seed_KEM` (the compact private key), drawn from the caller's RNG
//! or given. Decoding an encapsulation key checks that the padding bits of `s` are zero;
//! decoding a decapsulation key checks it against the key generation from the seed it
//! holds. Decapsulation rejects implicitly: a forged ciphertext gives a pseudo-random
//! secret, not an error.
//!
//! ```
//! use pqkit::hqc::hqc_1::DecapsulationKey;
//!
//! let mut rng = getrandom::SysRng;
//! let dk = DecapsulationKey::try_from_rng(&mut rng)?;
//! let (ct, sent) = dk.encapsulation_key().try_encapsulate_with_rng(&mut rng)?;
//! assert_eq!(sent, dk.decapsulate_secret(&ct)?);
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

macro_rules! hqc_set {
    ($set:ident, $title:literal,
     $keypair_derand:ident, $encaps_derand:ident, $decaps:ident, $check_ek:ident,
     $check_dk:ident) => {
        #[doc = concat!($title, ": keys, ciphertexts and shared secrets.")]
        pub mod $set {
            use pqkit_sys as sys;
            use rand_core::TryCryptoRng;

            use crate::bytes::{fill, public_bytes, secret_bytes};
            use crate::Error;

            const EK: usize = sys::$set::EK_BYTES;
            const DK: usize = sys::$set::DK_BYTES;
            const CT: usize = sys::$set::CT_BYTES;
            const ENC: usize = sys::$set::ENCAPS_SEED_BYTES;

            public_bytes!(@checked
                /// An encapsulation key (public): `seed_ek || s`.
                EncapsulationKey, EK);
            public_bytes!(
                /// A ciphertext (public): `u || v || salt`.
                Ciphertext, CT);
            secret_bytes!(
                /// The 32-byte shared secret.
                SharedSecret, 32);
            secret_bytes!(
                /// The 32-byte `seed_KEM`: the compact form of a decapsulation key.
                Seed, 32);
            secret_bytes!(
                /// `m || salt` of a derandomised encapsulation (tests).
                EncapsSeed, ENC);
            secret_bytes!(
                /// The decapsulation key `ek || seed_dk || sigma || seed_KEM`, held by
                /// [`DecapsulationKey`].
                ExpandedKey, DK);

            /// A decapsulation key (secret) and its encapsulation key.
            #[derive(Clone, PartialEq, Eq)]
            pub struct DecapsulationKey {
                dk: ExpandedKey,
                ek: EncapsulationKey,
            }

            impl core::fmt::Debug for DecapsulationKey {
                fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                    f.debug_struct("DecapsulationKey").field("ek", &self.ek).finish_non_exhaustive()
                }
            }

            impl EncapsulationKey {
                /// Decodes and checks an encapsulation key: [`Error::BadLength`] for a
                /// wrong length, [`Error::InvalidKey`] if padding bits of `s` are set.
                pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
                    let ek = Self(crate::bytes::exact(bytes)?);
                    Error::check(unsafe { sys::$check_ek(ek.0.as_ptr()) })?;
                    Ok(ek)
                }

                /// Encapsulates a fresh shared secret to this key, with `m` and the salt
                /// drawn from the generator ([`Error::Randomness`] if it fails).
                pub fn try_encapsulate_with_rng<R: TryCryptoRng + ?Sized>(
                    &self, rng: &mut R,
                ) -> Result<(Ciphertext, SharedSecret), Error> {
                    let mut m = EncapsSeed([0; ENC]);
                    fill(rng, &mut m.0)?;
                    self.encapsulate_derand(&m)
                }

                /// Deterministic encapsulation with the given `m || salt` (for tests and
                /// known-answer vectors; never reuse it).
                pub fn encapsulate_derand(
                    &self, m: &EncapsSeed,
                ) -> Result<(Ciphertext, SharedSecret), Error> {
                    let mut ct = Ciphertext([0; CT]);
                    let mut ss = SharedSecret([0; 32]);
                    Error::check(unsafe {
                        sys::$encaps_derand(ct.0.as_mut_ptr(), ss.0.as_mut_ptr(), self.0.as_ptr(),
                                            m.0.as_ptr())
                    })?;
                    Ok((ct, ss))
                }
            }

            impl DecapsulationKey {
                /// Key generation from `seed_KEM` (deterministic).
                pub fn from_seed(seed: &Seed) -> Self {
                    let mut dk = ExpandedKey([0; DK]);
                    let mut ek = EncapsulationKey([0; EK]);
                    let code = unsafe {
                        sys::$keypair_derand(ek.0.as_mut_ptr(), dk.0.as_mut_ptr(), seed.0.as_ptr())
                    };
                    // Key generation from a seed has no failure case but bad pointers.
                    debug_assert_eq!(code, sys::PQKIT_OK);
                    Self { dk, ek }
                }

                /// Key generation with `seed_KEM` drawn from the generator.
                pub fn try_from_rng<R: TryCryptoRng + ?Sized>(
                    rng: &mut R,
                ) -> Result<Self, Error> {
                    let mut seed = Seed([0; 32]);
                    fill(rng, &mut seed.0)?;
                    Ok(Self::from_seed(&seed))
                }

                /// Decodes a decapsulation key and checks it against the key generation
                /// from the `seed_KEM` it holds: [`Error::BadLength`] or
                /// [`Error::InvalidKey`].
                pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
                    let dk = ExpandedKey::from_slice(bytes)?;
                    Error::check(unsafe { sys::$check_dk(dk.0.as_ptr()) })?;
                    let ek = EncapsulationKey::from_slice(&dk.0[..EK])?;
                    Ok(Self { dk, ek })
                }

                /// The encoding `ek || seed_dk || sigma || seed_KEM` (secret).
                pub fn to_bytes(&self) -> &[u8; DK] {
                    &self.dk.0
                }

                /// The matching encapsulation key.
                pub fn encapsulation_key(&self) -> &EncapsulationKey {
                    &self.ek
                }

                /// Decapsulates into the typed [`SharedSecret`] (implicit rejection).
                pub fn decapsulate_secret(&self, ct: &Ciphertext) -> Result<SharedSecret, Error> {
                    let mut ss = SharedSecret([0; 32]);
                    Error::check(unsafe {
                        sys::$decaps(ss.0.as_mut_ptr(), ct.0.as_ptr(), self.dk.0.as_ptr())
                    })?;
                    Ok(ss)
                }
            }
        }
    };
}

hqc_set!(hqc_1, "HQC-1", pqkit_hqc_1_keypair_derand, pqkit_hqc_1_encaps_derand,
    pqkit_hqc_1_decaps, pqkit_hqc_1_check_ek, pqkit_hqc_1_check_dk);
hqc_set!(hqc_3, "HQC-3", pqkit_hqc_3_keypair_derand, pqkit_hqc_3_encaps_derand,
    pqkit_hqc_3_decaps, pqkit_hqc_3_check_ek, pqkit_hqc_3_check_dk);
hqc_set!(hqc_5, "HQC-5", pqkit_hqc_5_keypair_derand, pqkit_hqc_5_encaps_derand,
    pqkit_hqc_5_decaps, pqkit_hqc_5_check_ek, pqkit_hqc_5_check_dk);
