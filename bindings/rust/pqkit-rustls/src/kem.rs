// SPDX-License-Identifier: Apache-2.0 OR MIT
//! The ML-KEM half of a key exchange, over the three parameter sets of `pqkit`.
use pqkit::kem::Generate;
use pqkit::ml_kem::{ml_kem_1024, ml_kem_512, ml_kem_768};
use rustls::{Error, PeerMisbehaved};
use zeroize::Zeroizing;

/// A key share or ciphertext the peer sent that cannot be used: wrong length, or an
/// encapsulation key failing the FIPS 203 modulus check. rustls answers it with an
/// `illegal_parameter` alert.
pub(crate) const INVALID_SHARE: Error = Error::PeerMisbehaved(PeerMisbehaved::InvalidKeyShare);

/// An ML-KEM parameter set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MlKem {
    /// ML-KEM-512
    MlKem512,
    /// ML-KEM-768
    MlKem768,
    /// ML-KEM-1024
    MlKem1024,
}

/// The client's secret: a decapsulation key of one of the sets.
pub(crate) enum DecapsKey {
    K512(ml_kem_512::DecapsulationKey),
    K768(ml_kem_768::DecapsulationKey),
    K1024(ml_kem_1024::DecapsulationKey),
}

fn rng_error<E>(_: E) -> Error {
    Error::General("randomness for ML-KEM failed".into())
}

impl MlKem {
    /// Bytes of the encapsulation key (the client's share).
    pub fn ek_len(self) -> usize {
        match self {
            MlKem::MlKem512 => ml_kem_512::EncapsulationKey::BYTES,
            MlKem::MlKem768 => ml_kem_768::EncapsulationKey::BYTES,
            MlKem::MlKem1024 => ml_kem_1024::EncapsulationKey::BYTES,
        }
    }

    /// Bytes of the ciphertext (the server's share).
    pub fn ct_len(self) -> usize {
        match self {
            MlKem::MlKem512 => ml_kem_512::Ciphertext::BYTES,
            MlKem::MlKem768 => ml_kem_768::Ciphertext::BYTES,
            MlKem::MlKem1024 => ml_kem_1024::Ciphertext::BYTES,
        }
    }

    /// A new key pair: (encapsulation key bytes, decapsulation key).
    pub(crate) fn generate(self) -> Result<(Vec<u8>, DecapsKey), Error> {
        let mut rng = getrandom::SysRng;
        Ok(match self {
            MlKem::MlKem512 => {
                let dk = ml_kem_512::DecapsulationKey::try_generate_from_rng(&mut rng).map_err(rng_error)?;
                (dk.encapsulation_key().as_bytes().to_vec(), DecapsKey::K512(dk))
            }
            MlKem::MlKem768 => {
                let dk = ml_kem_768::DecapsulationKey::try_generate_from_rng(&mut rng).map_err(rng_error)?;
                (dk.encapsulation_key().as_bytes().to_vec(), DecapsKey::K768(dk))
            }
            MlKem::MlKem1024 => {
                let dk = ml_kem_1024::DecapsulationKey::try_generate_from_rng(&mut rng).map_err(rng_error)?;
                (dk.encapsulation_key().as_bytes().to_vec(), DecapsKey::K1024(dk))
            }
        })
    }

    /// Server side: checks the client's encapsulation key and encapsulates to it.
    /// Returns (ciphertext, shared secret).
    pub(crate) fn encapsulate(self, ek: &[u8]) -> Result<(Vec<u8>, Zeroizing<[u8; 32]>), Error> {
        let mut rng = getrandom::SysRng;
        macro_rules! encaps {
            ($set:ident) => {{
                let ek = $set::EncapsulationKey::from_slice(ek).map_err(|_| INVALID_SHARE)?;
                let (ct, ss) = ek.try_encapsulate_with_rng(&mut rng).map_err(rng_error)?;
                (ct.as_bytes().to_vec(), Zeroizing::new(*ss.as_bytes()))
            }};
        }
        Ok(match self {
            MlKem::MlKem512 => encaps!(ml_kem_512),
            MlKem::MlKem768 => encaps!(ml_kem_768),
            MlKem::MlKem1024 => encaps!(ml_kem_1024),
        })
    }
}

impl DecapsKey {
    /// Client side: decapsulates the server's ciphertext (wrong length: an error).
    pub(crate) fn decapsulate(&self, ct: &[u8]) -> Result<Zeroizing<[u8; 32]>, Error> {
        macro_rules! decaps {
            ($set:ident, $dk:expr) => {{
                let ct = $set::Ciphertext::from_slice(ct).map_err(|_| INVALID_SHARE)?;
                let ss = $dk.decapsulate_secret(&ct).map_err(|_| Error::General("ML-KEM key".into()))?;
                Zeroizing::new(*ss.as_bytes())
            }};
        }
        Ok(match self {
            DecapsKey::K512(dk) => decaps!(ml_kem_512, dk),
            DecapsKey::K768(dk) => decaps!(ml_kem_768, dk),
            DecapsKey::K1024(dk) => decaps!(ml_kem_1024, dk),
        })
    }
}
