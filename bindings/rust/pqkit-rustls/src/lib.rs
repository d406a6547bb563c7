// SPDX-License-Identifier: Apache-2.0 OR MIT
//! A rustls 0.23 [`CryptoProvider`] with post-quantum key exchange from pqkit.
//!
//! The ML-KEM half of every group is pqkit's ML-KEM; the classical half (X25519,
//! P-256, P-384 ECDH), the AEADs, HKDF and the classical signatures are rustls's
//! aws-lc-rs provider. aws-lc-rs rather than ring because it is rustls's default
//! provider and the baseline this provider is measured and interop-tested against:
//! with the same classical half, AEADs and certificates on both sides, a difference in
//! handshake rate is the ML-KEM half alone, and a program using this crate links one
//! classical library, not two. The cost is the longer build of AWS-LC (CMake, C).
//!
//! Groups ([`kx`]): X25519MLKEM768 (0x11EC), SecP256r1MLKEM768 (0x11EB),
//! SecP384r1MLKEM1024 (0x11ED), MLKEM512/768/1024 (0x0200-0x0202), then the classical
//! X25519, P-256 and P-384.
//!
//! ```
//! let provider = std::sync::Arc::new(pqkit_rustls::provider());
//! let config = rustls::ClientConfig::builder_with_provider(provider)
//!     .with_protocol_versions(&[&rustls::version::TLS13])
//!     .unwrap()
//!     .with_root_certificates(rustls::RootCertStore::empty())
//!     .with_no_client_auth();
//! # let _ = config;
//! ```
mod kem;
pub mod kx;

pub use kem::MlKem;
use rustls::crypto::{aws_lc_rs, CryptoProvider, SupportedKxGroup};

/// aws-lc-rs's provider with the groups of [`kx`] first, then its classical ones.
pub fn provider() -> CryptoProvider {
    let mut kx_groups: Vec<&'static dyn SupportedKxGroup> = kx::ALL_PQ_GROUPS.to_vec();
    kx_groups.extend([aws_lc_rs::kx_group::X25519, aws_lc_rs::kx_group::SECP256R1,
                      aws_lc_rs::kx_group::SECP384R1]);
    CryptoProvider { kx_groups, ..aws_lc_rs::default_provider() }
}

/// The same provider offering only `groups` (for clients that want one group, or
/// tests).
pub fn provider_with_groups(groups: &[&'static dyn SupportedKxGroup]) -> CryptoProvider {
    CryptoProvider { kx_groups: groups.to_vec(), ..aws_lc_rs::default_provider() }
}
