// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Key-exchange groups: pure ML-KEM (draft-ietf-tls-mlkem) and the hybrids of
//! draft-ietf-tls-ecdhe-mlkem, whose classical half is aws-lc-rs's ECDH.
//!
//! Shares and secrets are concatenations. X25519MLKEM768 puts ML-KEM first
//! (`ek || x25519`, `ct || x25519`, `K || Z`); the two NIST-curve hybrids put ECDH
//! first (`point || ek`, `point || ct`, `Z || K`).
use rustls::crypto::aws_lc_rs::kx_group;
use rustls::crypto::{ActiveKeyExchange, CompletedKeyExchange, SharedSecret, SupportedKxGroup};
use rustls::{Error, NamedGroup, ProtocolVersion};

use crate::kem::{DecapsKey, MlKem, INVALID_SHARE};

/// The TLS codepoint of SecP384r1MLKEM1024 (rustls 0.23 has no name for it).
pub const SECP384R1MLKEM1024_CODEPOINT: u16 = 0x11ed;

/// ML-KEM alone as a TLS 1.3 group (MLKEM512, MLKEM768, MLKEM1024).
#[derive(Debug)]
pub struct MlKemGroup {
    name: NamedGroup,
    kem: MlKem,
}

/// A hybrid of ECDH and ML-KEM.
#[derive(Debug, Clone, Copy)]
pub struct HybridGroup {
    name: NamedGroup,
    classical: &'static dyn SupportedKxGroup,
    /// Bytes of the classical public value (32 for X25519, 65 / 97 for P-256 / P-384).
    classical_len: usize,
    kem: MlKem,
    kem_first: bool,
}

/// X25519MLKEM768 (0x11EC).
pub static X25519MLKEM768: &dyn SupportedKxGroup = &HybridGroup {
    name: NamedGroup::X25519MLKEM768,
    classical: kx_group::X25519,
    classical_len: 32,
    kem: MlKem::MlKem768,
    kem_first: true,
};

/// SecP256r1MLKEM768 (0x11EB).
pub static SECP256R1MLKEM768: &dyn SupportedKxGroup = &HybridGroup {
    name: NamedGroup::secp256r1MLKEM768,
    classical: kx_group::SECP256R1,
    classical_len: 65,
    kem: MlKem::MlKem768,
    kem_first: false,
};

/// SecP384r1MLKEM1024 (0x11ED).
pub static SECP384R1MLKEM1024: &dyn SupportedKxGroup = &HybridGroup {
    name: NamedGroup::Unknown(SECP384R1MLKEM1024_CODEPOINT),
    classical: kx_group::SECP384R1,
    classical_len: 97,
    kem: MlKem::MlKem1024,
    kem_first: false,
};

/// MLKEM512 (0x0200).
pub static MLKEM512: &dyn SupportedKxGroup =
    &MlKemGroup { name: NamedGroup::MLKEM512, kem: MlKem::MlKem512 };
/// MLKEM768 (0x0201).
pub static MLKEM768: &dyn SupportedKxGroup =
    &MlKemGroup { name: NamedGroup::MLKEM768, kem: MlKem::MlKem768 };
/// MLKEM1024 (0x0202).
pub static MLKEM1024: &dyn SupportedKxGroup =
    &MlKemGroup { name: NamedGroup::MLKEM1024, kem: MlKem::MlKem1024 };

/// Every group this crate adds, most preferred first.
pub static ALL_PQ_GROUPS: &[&dyn SupportedKxGroup] =
    &[X25519MLKEM768, SECP256R1MLKEM768, SECP384R1MLKEM1024, MLKEM768, MLKEM1024, MLKEM512];

/// Splits `bytes` into (classical, ML-KEM) parts of a hybrid share, or fails if its
/// length is not exactly `classical_len + kem_len`.
fn split(bytes: &[u8], classical_len: usize, kem_len: usize, kem_first: bool)
    -> Result<(&[u8], &[u8]), Error> {
    if bytes.len() != classical_len + kem_len {
        return Err(INVALID_SHARE);
    }
    Ok(if kem_first {
        let (kem, classical) = bytes.split_at(kem_len);
        (classical, kem)
    } else {
        bytes.split_at(classical_len)
    })
}

fn join(classical: &[u8], kem: &[u8], kem_first: bool) -> Vec<u8> {
    if kem_first { [kem, classical].concat() } else { [classical, kem].concat() }
}

struct MlKemExchange {
    name: NamedGroup,
    ek: Vec<u8>,
    dk: DecapsKey,
}

impl SupportedKxGroup for MlKemGroup {
    fn start(&self) -> Result<Box<dyn ActiveKeyExchange>, Error> {
        let (ek, dk) = self.kem.generate()?;
        Ok(Box::new(MlKemExchange { name: self.name, ek, dk }))
    }

    fn start_and_complete(&self, client_share: &[u8]) -> Result<CompletedKeyExchange, Error> {
        let (ct, ss) = self.kem.encapsulate(client_share)?;
        Ok(CompletedKeyExchange { group: self.name, pub_key: ct, secret: SharedSecret::from(&ss[..]) })
    }

    fn name(&self) -> NamedGroup {
        self.name
    }

    fn usable_for_version(&self, version: ProtocolVersion) -> bool {
        version == ProtocolVersion::TLSv1_3
    }
}

impl ActiveKeyExchange for MlKemExchange {
    fn complete(self: Box<Self>, server_share: &[u8]) -> Result<SharedSecret, Error> {
        let ss = self.dk.decapsulate(server_share)?;
        Ok(SharedSecret::from(&ss[..]))
    }

    fn pub_key(&self) -> &[u8] {
        &self.ek
    }

    fn group(&self) -> NamedGroup {
        self.name
    }
}

struct HybridExchange {
    group: HybridGroup,
    classical: Box<dyn ActiveKeyExchange>,
    dk: DecapsKey,
    share: Vec<u8>,
}

impl HybridGroup {
    fn secret(&self, classical: &[u8], kem: &[u8]) -> SharedSecret {
        let mut joined = zeroize::Zeroizing::new(join(classical, kem, self.kem_first));
        SharedSecret::from(core::mem::take(&mut *joined))
    }
}

impl SupportedKxGroup for HybridGroup {
    fn start(&self) -> Result<Box<dyn ActiveKeyExchange>, Error> {
        let classical = self.classical.start()?;
        let (ek, dk) = self.kem.generate()?;
        let share = join(classical.pub_key(), &ek, self.kem_first);
        Ok(Box::new(HybridExchange { group: *self, classical, dk, share }))
    }

    fn start_and_complete(&self, client_share: &[u8]) -> Result<CompletedKeyExchange, Error> {
        let (classical_share, ek) =
            split(client_share, self.classical_len, self.kem.ek_len(), self.kem_first)?;
        let (ct, kem_ss) = self.kem.encapsulate(ek)?;
        let ecdh = self.classical.start_and_complete(classical_share)?;
        let pub_key = join(&ecdh.pub_key, &ct, self.kem_first);
        Ok(CompletedKeyExchange {
            group: self.name,
            pub_key,
            secret: self.secret(ecdh.secret.secret_bytes(), &kem_ss[..]),
        })
    }

    fn name(&self) -> NamedGroup {
        self.name
    }

    fn usable_for_version(&self, version: ProtocolVersion) -> bool {
        version == ProtocolVersion::TLSv1_3
    }
}

impl ActiveKeyExchange for HybridExchange {
    fn complete(self: Box<Self>, server_share: &[u8]) -> Result<SharedSecret, Error> {
        let g = &self.group;
        let (classical_share, ct) =
            split(server_share, g.classical_len, g.kem.ct_len(), g.kem_first)?;
        let kem_ss = self.dk.decapsulate(ct)?;
        let ecdh = self.classical.complete(classical_share)?;
        Ok(g.secret(ecdh.secret_bytes(), &kem_ss[..]))
    }

    fn pub_key(&self) -> &[u8] {
        &self.share
    }

    fn group(&self) -> NamedGroup {
        self.group.name
    }
}

/// The names [`by_name`] knows, post-quantum first.
pub const NAMES: &[&str] = &["X25519MLKEM768", "SecP256r1MLKEM768", "SecP384r1MLKEM1024", "MLKEM512",
                             "MLKEM768", "MLKEM1024", "X25519", "secp256r1", "secp384r1"];

/// A group by its IANA name ("X25519MLKEM768", "SecP256r1MLKEM768",
/// "SecP384r1MLKEM1024", "MLKEM512", "MLKEM768", "MLKEM1024") or one of the classical
/// "X25519", "secp256r1", "secp384r1".
pub fn by_name(name: &str) -> Option<&'static dyn SupportedKxGroup> {
    Some(match name {
        "X25519MLKEM768" => X25519MLKEM768,
        "SecP256r1MLKEM768" => SECP256R1MLKEM768,
        "SecP384r1MLKEM1024" => SECP384R1MLKEM1024,
        "MLKEM512" => MLKEM512,
        "MLKEM768" => MLKEM768,
        "MLKEM1024" => MLKEM1024,
        "X25519" => kx_group::X25519,
        "secp256r1" => kx_group::SECP256R1,
        "secp384r1" => kx_group::SECP384R1,
        _ => return None,
    })
}

/// The IANA name of a group (the inverse of [`by_name`]); codepoint in hex otherwise.
pub fn name_of(group: NamedGroup) -> String {
    match u16::from(group) {
        0x11ec => "X25519MLKEM768".into(),
        0x11eb => "SecP256r1MLKEM768".into(),
        0x11ed => "SecP384r1MLKEM1024".into(),
        0x0200 => "MLKEM512".into(),
        0x0201 => "MLKEM768".into(),
        0x0202 => "MLKEM1024".into(),
        0x001d => "X25519".into(),
        0x0017 => "secp256r1".into(),
        0x0018 => "secp384r1".into(),
        other => format!("0x{other:04x}"),
    }
}

#[cfg(test)]
mod tests {
    use super::{by_name, name_of, NAMES};

    #[test]
    fn every_name_is_a_group_and_back() {
        for &name in NAMES {
            let group = by_name(name).unwrap_or_else(|| panic!("{name}"));
            assert_eq!(name_of(group.name()), name);
        }
        assert!(by_name("X448MLKEM").is_none());
    }
}
