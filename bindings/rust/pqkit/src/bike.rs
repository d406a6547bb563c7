// SPDX-License-Identifier: Apache-2.0 OR MIT
//! BIKE (round-4 specification v5.1): BIKE-L1, BIKE-L3 and BIKE-L5.
//!
//! Each parameter set is a module ([`bike_l1`], ...) with the same types. A key pair
//! comes from a 64-byte seed (the key-generation seed and sigma), drawn from the caller's
//! RNG or given. Encapsulation keys are checked when they are decoded (no bits above r);
//! decapsulation keys by the full consistency check of `check_dk`. BIKE has no
//! RustCrypto `kem` trait implementation here: its sizes have no named `typenum` types.
//!
//! ```
//! use pqkit::bike::bike_l1::{DecapsulationKey, EncapsulationKey};
//!
//! let mut rng = getrandom::SysRng;
//! let dk = DecapsulationKey::try_generate_from_rng(&mut rng)?;
//! let peer_ek = EncapsulationKey::from_slice(dk.encapsulation_key().as_bytes())?;
//! let (ct, sent) = peer_ek.try_encapsulate_with_rng(&mut rng)?;
//! assert_eq!(sent, dk.decapsulate_secret(&ct)?); // compared in constant time
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

macro_rules! bike_set {
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

            public_bytes!(@checked
                /// An encapsulation key `h` (public). Decoding checks it.
                EncapsulationKey, EK);
            public_bytes!(
                /// A ciphertext `c0 || c1` (public).
                Ciphertext, CT);
            secret_bytes!(
                /// The 32-byte shared secret.
                SharedSecret, 32);
            secret_bytes!(
                /// The 64-byte key-generation seed and sigma: the compact private key.
                Seed, 64);
            secret_bytes!(
                /// The 64-byte randomness of a derandomised encapsulation (`m` and 32
                /// bytes the reference draws but does not use; tests).
                EncapsSeed, 64);
            secret_bytes!(
                /// The decapsulation key bytes, held by [`DecapsulationKey`].
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
                /// wrong length, [`Error::InvalidKey`] if a bit above r is set.
                pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
                    let ek = Self(crate::bytes::exact(bytes)?);
                    Error::check(unsafe { sys::$check_ek(ek.0.as_ptr()) })?;
                    Ok(ek)
                }

                /// Encapsulates a fresh shared secret to this key ([`Error::Randomness`]
                /// if the generator fails).
                pub fn try_encapsulate_with_rng<R: TryCryptoRng + ?Sized>(
                    &self, rng: &mut R,
                ) -> Result<(Ciphertext, SharedSecret), Error> {
                    let mut m = EncapsSeed([0; 64]);
                    fill(rng, &mut m.0)?;
                    self.encapsulate_derand(&m)
                }

                /// Deterministic encapsulation (known-answer tests; never reuse `m`).
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
                /// Key generation from a seed (deterministic).
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

                /// A key pair from the caller's generator.
                pub fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(
                    rng: &mut R,
                ) -> Result<Self, Error> {
                    let mut seed = Seed([0; 64]);
                    fill(rng, &mut seed.0)?;
                    Ok(Self::from_seed(&seed))
                }

                /// Decodes a decapsulation key and checks it (`check_dk`):
                /// [`Error::BadLength`] or [`Error::InvalidKey`].
                pub fn from_bytes(bytes: &[u8]) -> Result<Self, Error> {
                    let dk = ExpandedKey::from_slice(bytes)?;
                    Error::check(unsafe { sys::$check_dk(dk.0.as_ptr()) })?;
                    // dk = index lists || h0 || h1 || h || sigma (32 bytes)
                    let offset = DK - 32 - EK;
                    let ek = EncapsulationKey::from_slice(&dk.0[offset..offset + EK])?;
                    Ok(Self { dk, ek })
                }

                /// The key bytes (secret).
                pub fn as_bytes(&self) -> &[u8; DK] {
                    &self.dk.0
                }

                /// The matching encapsulation key.
                pub fn encapsulation_key(&self) -> &EncapsulationKey {
                    &self.ek
                }

                /// Decapsulates (with implicit rejection: a forged ciphertext gives a
                /// pseudo-random secret, not an error).
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

bike_set!(bike_l1, "BIKE-L1", pqkit_bike_l1_keypair_derand, pqkit_bike_l1_encaps_derand,
    pqkit_bike_l1_decaps, pqkit_bike_l1_check_ek, pqkit_bike_l1_check_dk);
bike_set!(bike_l3, "BIKE-L3", pqkit_bike_l3_keypair_derand, pqkit_bike_l3_encaps_derand,
    pqkit_bike_l3_decaps, pqkit_bike_l3_check_ek, pqkit_bike_l3_check_dk);
bike_set!(bike_l5, "BIKE-L5", pqkit_bike_l5_keypair_derand, pqkit_bike_l5_encaps_derand,
    pqkit_bike_l5_decaps, pqkit_bike_l5_check_ek, pqkit_bike_l5_check_dk);
