// SPDX-License-Identifier: Apache-2.0 OR MIT
//! One KEM parameter set as a module: its keys, ciphertext and shared secret over the
//! set's `_keypair_derand` / `_encaps_derand` / `_decaps` / `_check_ek` / `_check_dk`
//! functions, and, where the sizes have `hybrid_array` types, the RustCrypto `kem`
//! traits. Each family (`ml_kem`, `hqc`, `bike`) states its facts once, in a macro that
//! calls this one per set: the seed and encapsulation-randomness lengths, where the
//! encapsulation key sits inside the decapsulation key, the names and docs of the
//! family's own methods.

macro_rules! kem_set {
    (
        set: $set:ident, $title:literal,
        sys: [$keypair_derand:ident, $encaps_derand:ident, $decaps:ident, $check_ek:ident,
              $check_dk:ident],
        seed: $seed_len:expr, encaps_seed: $enc_len:expr, ek_in_dk: $ek_at:expr,
        docs: {
            ek: $ek_doc:literal, ek_invalid: $ek_invalid:literal, ct: $ct_doc:literal,
            seed: $seed_doc:literal, encaps_seed: $enc_doc:literal, dk_bytes: $dk_bytes_doc:literal,
            dk: $dk_doc:literal, from_seed: $from_seed_doc:literal, encaps_derand: $enc_derand_doc:literal,
            decaps: $decaps_doc:literal,
        },
        decode: $(#[$decode_doc:meta])* $decode:ident,
        bytes: $(#[$bytes_doc:meta])* $bytes:ident,
        $(generate: $(#[$gen_doc:meta])* $generate:ident,)?
        $(traits: $marker:ident, $ek_size:ty, $ct_size:ty, $seed_size:ty,)?
    ) => {
        #[doc = concat!($title, ": keys, ciphertexts and shared secrets.")]
        pub mod $set {
            use pqkit_sys as sys;
            use rand_core::TryCryptoRng;

            use crate::bytes::{fill, public_bytes, secret_bytes};
            use crate::Error;

            const EK: usize = sys::$set::EK_BYTES;
            const DK: usize = sys::$set::DK_BYTES;
            const CT: usize = sys::$set::CT_BYTES;
            const SEED: usize = $seed_len;
            const ENC: usize = $enc_len;

            public_bytes!(@checked
                #[doc = $ek_doc]
                EncapsulationKey, EK);
            public_bytes!(
                #[doc = $ct_doc]
                Ciphertext, CT);
            secret_bytes!(
                /// The 32-byte shared secret.
                SharedSecret, 32);
            secret_bytes!(
                #[doc = $seed_doc]
                Seed, SEED);
            secret_bytes!(
                #[doc = $enc_doc]
                EncapsSeed, ENC);
            secret_bytes!(
                #[doc = $dk_bytes_doc]
                ExpandedKey, DK);

            #[doc = $dk_doc]
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
                #[doc = concat!("Decodes and checks an encapsulation key: [`Error::BadLength`] \
                                 for a wrong length, [`Error::InvalidKey`] ", $ek_invalid, ".")]
                pub fn from_slice(bytes: &[u8]) -> Result<Self, Error> {
                    let ek = Self(crate::bytes::exact(bytes)?);
                    Error::check(unsafe { sys::$check_ek(ek.0.as_ptr()) })?;
                    Ok(ek)
                }

                /// Encapsulates a fresh shared secret to this key, with its randomness
                /// ([`EncapsSeed`]) drawn from a generator that may fail
                /// ([`Error::Randomness`]).
                pub fn try_encapsulate_with_rng<R: TryCryptoRng + ?Sized>(
                    &self, rng: &mut R,
                ) -> Result<(Ciphertext, SharedSecret), Error> {
                    let mut m = EncapsSeed([0; ENC]);
                    fill(rng, &mut m.0)?;
                    self.encapsulate_derand(&m)
                }

                #[doc = $enc_derand_doc]
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
                #[doc = $from_seed_doc]
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

                $(
                    $(#[$gen_doc])*
                    pub fn $generate<R: TryCryptoRng + ?Sized>(rng: &mut R) -> Result<Self, Error> {
                        let mut seed = Seed([0; SEED]);
                        fill(rng, &mut seed.0)?;
                        Ok(Self::from_seed(&seed))
                    }
                )?

                $(#[$decode_doc])*
                pub fn $decode(bytes: &[u8]) -> Result<Self, Error> {
                    let dk = ExpandedKey::from_slice(bytes)?;
                    Error::check(unsafe { sys::$check_dk(dk.0.as_ptr()) })?;
                    let at: usize = $ek_at;
                    let ek = EncapsulationKey::from_slice(&dk.0[at..at + EK])?;
                    Ok(Self { dk, ek, seed: None })
                }

                /// The seed this key was made from, if it was made from one.
                pub fn seed(&self) -> Option<&Seed> {
                    self.seed.as_ref()
                }

                $(#[$bytes_doc])*
                pub fn $bytes(&self) -> &[u8; DK] {
                    &self.dk.0
                }

                /// The matching encapsulation key.
                pub fn encapsulation_key(&self) -> &EncapsulationKey {
                    &self.ek
                }

                #[doc = $decaps_doc]
                pub fn decapsulate_secret(&self, ct: &Ciphertext) -> Result<SharedSecret, Error> {
                    let mut ss = SharedSecret([0; 32]);
                    Error::check(unsafe {
                        sys::$decaps(ss.0.as_mut_ptr(), ct.0.as_ptr(), self.dk.0.as_ptr())
                    })?;
                    Ok(ss)
                }
            }

            $(crate::kem_set::kem_traits!($title, $marker, $ek_size, $ct_size, $seed_size);)?
        }

        $(pub use $set::$marker;)?
    };
}

/// The RustCrypto `kem` traits of one set, inside its module: `Kem` on the marker type,
/// `Encapsulate`, `TryKeyInit` and `KeyExport` on the encapsulation key, `Generate`,
/// `KeyInit` (the seed form), `Decapsulator` and `TryDecapsulate` on the decapsulation key.
macro_rules! kem_traits {
    ($title:literal, $marker:ident, $ek_size:ty, $ct_size:ty, $seed_size:ty) => {
        use kem::common::array::Array;
        use kem::common::typenum::U32;
        use kem::common::{InvalidKey, KeyExport, KeyInit, KeySizeUser, TryKeyInit};
        use rand_core::CryptoRng;

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
            type KeySize = $seed_size;
        }

        /// The seed form: `new` makes the key from its seed.
        impl KeyInit for DecapsulationKey {
            fn new(seed: &Array<u8, $seed_size>) -> Self {
                let seed = Seed(seed.0);
                Self::from_seed(&seed)
            }
        }

        impl kem::Generate for DecapsulationKey {
            fn try_generate_from_rng<R: TryCryptoRng + ?Sized>(
                rng: &mut R,
            ) -> Result<Self, R::Error> {
                let mut seed = Seed([0; SEED]);
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

            fn try_decapsulate(&self, ct: &Array<u8, $ct_size>) -> Result<Array<u8, U32>, Error> {
                let ct = Ciphertext(ct.0);
                let ss = self.decapsulate_secret(&ct)?;
                Ok(Array::from(ss.0))
            }
        }
    };
}

pub(crate) use {kem_set, kem_traits};
