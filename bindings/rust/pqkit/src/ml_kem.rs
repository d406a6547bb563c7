// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-KEM (FIPS 203): ML-KEM-512, ML-KEM-768 and ML-KEM-1024.
//!
//! Each parameter set is a module ([`ml_kem_768`], ...) with the same types. A key pair
//! comes from a 64-byte seed `d || z` (the compact private key, FIPS 203 §7.1), either
//! drawn from the caller's RNG or given. Encapsulation keys pass the FIPS 203 §7.2
//! modulus check when they are decoded; expanded decapsulation keys pass the §7.3 hash
//! check.
//!
//! ```
//! use pqkit::ml_kem::ml_kem_768::{DecapsulationKey, EncapsulationKey};
//!
//! use kem::Generate;
//!
//! let mut rng = getrandom::SysRng;
//! let dk = DecapsulationKey::try_generate_from_rng(&mut rng)?;
//!
//! // The peer gets the encapsulation key as bytes, checks it and encapsulates.
//! let peer_ek = EncapsulationKey::from_slice(dk.encapsulation_key().as_bytes())?;
//! let (ct, sent) = peer_ek.try_encapsulate_with_rng(&mut rng)?;
//!
//! let received = dk.decapsulate_secret(&ct)?;
//! assert_eq!(sent, received); // compared in constant time
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! The same through the RustCrypto `kem` traits:
//!
//! ```
//! use kem::{Encapsulate, Kem, TryDecapsulate};
//! use pqkit::ml_kem::MlKem768;
//!
//! let mut rng = rand_core::UnwrapErr(getrandom::SysRng);
//! let (dk, ek) = MlKem768::generate_keypair_from_rng(&mut rng);
//! let (ct, k_send) = ek.encapsulate_with_rng(&mut rng);
//! let k_recv = dk.try_decapsulate(&ct).unwrap();
//! assert_eq!(k_send, k_recv);
//! ```

macro_rules! ml_kem_set {
    ($set:ident, $marker:ident, $title:literal,
     $ek_size:ty, $ct_size:ty,
     $keypair_derand:ident, $encaps_derand:ident, $decaps:ident, $check_ek:ident,
     $check_dk:ident) => {
        #[doc = concat!($title, ": keys, ciphertexts and shared secrets.")]
        pub mod $set {
            use kem::common::array::Array;
            use kem::common::typenum::{U32, U64};
            use kem::common::{InvalidKey, KeyExport, KeyInit, KeySizeUser, TryKeyInit};
            use pqkit_sys as sys;
            use rand_core::{CryptoRng, TryCryptoRng};

            use crate::bytes::{fill, public_bytes, secret_bytes};
            use crate::Error;

            const EK: usize = sys::$set::EK_BYTES;
            const DK: usize = sys::$set::DK_BYTES;
            const CT: usize = sys::$set::CT_BYTES;

            public_bytes!(@checked
                /// An encapsulation key (public). Decoding checks it (FIPS 203 §7.2).
                EncapsulationKey, EK);
            public_bytes!(
                /// A ciphertext (public).
                Ciphertext, CT);
            secret_bytes!(
                /// The 32-byte shared secret.
                SharedSecret, 32);
            secret_bytes!(
                /// The 64-byte seed `d || z`: the compact form of a decapsulation key.
                Seed, 64);
            secret_bytes!(
                /// The 32-byte message `m` of a derandomised encapsulation (tests).
                EncapsSeed, 32);
            secret_bytes!(
                /// The expanded decapsulation key (FIPS 203 `dk`), held by [`DecapsulationKey`].
                ExpandedKey, DK);

            /// A decapsulation key (secret): the expanded FIPS 203 form, its
            /// encapsulation key and, when known, the seed it came from.
            #[derive(Clone, PartialEq, Eq)]
            pub struct DecapsulationKey {
                dk: ExpandedKey,
                ek: EncapsulationKey,
                seed: Option<Seed>,
            }

            impl core::fmt::Debug for DecapsulationKey {
                fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
                    f.debug_struct("DecapsulationKey").field("ek", &self.ek).finish_non_exhaustive()
                }
            }

            impl EncapsulationKey {
                /// Decodes and checks an encapsulation key: [`Error::BadLength`] for a
                /// wrong length, [`Error::InvalidKey`] if a coefficient is not below q.
                pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
                    let ek = Self(crate::bytes::exact(bytes)?);
                    Error::check(unsafe { sys::$check_ek(ek.0.as_ptr()) })?;
                    Ok(ek)
                }

                /// Encapsulates a fresh shared secret to this key, with `m` drawn from a
                /// generator that may fail ([`Error::Randomness`]); the `kem::Encapsulate`
                /// methods take an infallible one.
                pub fn try_encapsulate_with_rng<R: TryCryptoRng + ?Sized>(
                    &self, rng: &mut R,
                ) -> Result<(Ciphertext, SharedSecret), Error> {
                    let mut m = EncapsSeed([0; 32]);
                    fill(rng, &mut m.0)?;
                    self.encapsulate_derand(&m)
                }

                /// Deterministic encapsulation with the given `m` (for tests and
                /// known-answer vectors; never reuse `m`).
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
                /// Expands a seed `d || z` (ML-KEM.KeyGen_internal; deterministic).
                pub fn from_seed(seed: &Seed) -> Self {
                    let mut dk = ExpandedKey([0; DK]);
                    let mut ek = EncapsulationKey([0; EK]);
                    let code = unsafe {
                        sys::$keypair_derand(ek.0.as_mut_ptr(), dk.0.as_mut_ptr(), seed.0.as_ptr())
                    };
                    // Key generation from a seed has no failure case but bad pointers.
                    debug_assert_eq!(code, sys::PQKIT_OK);
                    Self { dk, ek, seed: Some(seed.clone()) }
                }

                /// Decodes an expanded decapsulation key (FIPS 203 format) and runs the
                /// §7.3 hash check: [`Error::BadLength`] or [`Error::InvalidKey`].
                pub fn from_expanded(bytes: &[u8]) -> Result<Self, Error> {
                    let dk = ExpandedKey::from_slice(bytes)?;
                    Error::check(unsafe { sys::$check_dk(dk.0.as_ptr()) })?;
                    // dk = dk_PKE (384 k bytes) || ek || H(ek) || z
                    let offset = DK - EK - 64;
                    let ek = EncapsulationKey::from_slice(&dk.0[offset..offset + EK])?;
                    Ok(Self { dk, ek, seed: None })
                }

                /// The seed this key was made from, if it was made from one.
                pub fn seed(&self) -> Option<&Seed> {
                    self.seed.as_ref()
                }

                /// The expanded FIPS 203 encoding (secret).
                pub fn expanded_bytes(&self) -> &[u8; DK] {
                    &self.dk.0
                }

                /// The matching encapsulation key.
                pub fn encapsulation_key(&self) -> &EncapsulationKey {
                    &self.ek
                }

                /// Decapsulates into the typed [`SharedSecret`] (with implicit rejection:
                /// a forged ciphertext gives a pseudo-random secret, not an error).
                pub fn decapsulate_secret(&self, ct: &Ciphertext) -> Result<SharedSecret, Error> {
                    let mut ss = SharedSecret([0; 32]);
                    Error::check(unsafe {
                        sys::$decaps(ss.0.as_mut_ptr(), ct.0.as_ptr(), self.dk.0.as_ptr())
                    })?;
                    Ok(ss)
                }
            }

            #[doc = concat!("The ", $title, " algorithm, for the RustCrypto `kem` traits.")]
            #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
            pub struct $marker;

            impl kem::Kem for $marker {
                type DecapsulationKey = DecapsulationKey;
                type EncapsulationKey = EncapsulationKey;
                type SharedKeySize = U32;
                type CiphertextSize = $ct_size;
            }

            impl KeySizeUser for EncapsulationKey {
                type KeySize = $ek_size;
            }

            impl TryKeyInit for EncapsulationKey {
                fn new(key: &Array<u8, $ek_size>) -> Result<Self, InvalidKey> {
                    Self::from_slice(key.as_slice()).map_err(|_| InvalidKey)
                }
            }

            impl KeyExport for EncapsulationKey {
                fn to_bytes(&self) -> Array<u8, $ek_size> {
                    Array::from(self.0)
                }
            }

            impl kem::Encapsulate for EncapsulationKey {
                type Kem = $marker;

                fn encapsulate_with_rng<R: CryptoRng + ?Sized>(
                    &self, rng: &mut R,
                ) -> (Array<u8, $ct_size>, Array<u8, U32>) {
                    // Infallible: the key was checked when it was made, the RNG cannot fail.
                    let (ct, ss) = self.try_encapsulate_with_rng(rng).expect("checked key");
                    (Array::from(ct.0), Array::from(ss.0))
                }
            }

            impl KeySizeUser for DecapsulationKey {
                type KeySize = U64;
            }

            /// The seed form: `new` expands a 64-byte seed `d || z`.
            impl KeyInit for DecapsulationKey {
                fn new(seed: &Array<u8, U64>) -> Self {
                    let seed = Seed(seed.0);
                    Self::from_seed(&seed)
                }
            }

            impl kem::Generate for DecapsulationKey {
                fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(
                    rng: &mut R,
                ) -> Result<Self, R::Error> {
                    let mut seed = Seed([0; 64]);
                    rng.try_fill_bytes(&mut seed.0)?;
                    Ok(Self::from_seed(&seed))
                }
            }

            impl kem::Decapsulator for DecapsulationKey {
                type Kem = $marker;

                fn encapsulation_key(&self) -> &EncapsulationKey {
                    &self.ek
                }
            }

            impl kem::TryDecapsulate for DecapsulationKey {
                type Error = Error;

                fn try_decapsulate(
                    &self, ct: &Array<u8, $ct_size>,
                ) -> Result<Array<u8, U32>, Error> {
                    let ct = Ciphertext(ct.0);
                    let ss = self.decapsulate_secret(&ct)?;
                    Ok(Array::from(ss.0))
                }
            }
        }

        pub use $set::$marker;
    };
}

ml_kem_set!(ml_kem_512, MlKem512, "ML-KEM-512", hybrid_array::sizes::U800, hybrid_array::sizes::U768,
    pqkit_ml_kem_512_keypair_derand, pqkit_ml_kem_512_encaps_derand, pqkit_ml_kem_512_decaps,
    pqkit_ml_kem_512_check_ek, pqkit_ml_kem_512_check_dk);
ml_kem_set!(ml_kem_768, MlKem768, "ML-KEM-768", hybrid_array::sizes::U1184, hybrid_array::sizes::U1088,
    pqkit_ml_kem_768_keypair_derand, pqkit_ml_kem_768_encaps_derand, pqkit_ml_kem_768_decaps,
    pqkit_ml_kem_768_check_ek, pqkit_ml_kem_768_check_dk);
ml_kem_set!(ml_kem_1024, MlKem1024, "ML-KEM-1024", hybrid_array::sizes::U1568, hybrid_array::sizes::U1568,
    pqkit_ml_kem_1024_keypair_derand, pqkit_ml_kem_1024_encaps_derand, pqkit_ml_kem_1024_decaps,
    pqkit_ml_kem_1024_check_ek, pqkit_ml_kem_1024_check_dk);
