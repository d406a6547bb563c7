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
//! Cargo features (all off): `tls12` and `logging` turn on rustls's features of those
//! names (TLS 1.2 cipher suites in the provider; `log` records), `fuzzing` exposes the
//! `fuzzing` module (the decoders' entry point for the fuzz target, not an API).
//!
//! Groups ([`kx`]): X25519MLKEM768 (0x11EC), SecP256r1MLKEM768 (0x11EB),
//! SecP384r1MLKEM1024 (0x11ED), MLKEM512/768/1024 (0x0200-0x0202), then the classical
//! X25519, P-256 and P-384.
//!
//! The crate's README follows; its example is a doc test.
#![doc = include_str!("../README.md")]

#[cfg(feature = "fuzzing")]
pub mod fuzzing;
mod kem;
pub mod kx;
pub mod mldsa;

use std::sync::{Arc, OnceLock};

pub use kem::MlKem;
use rustls::crypto::{aws_lc_rs, CryptoProvider, KeyProvider, SupportedKxGroup,
                     WebPkiSupportedAlgorithms};
use rustls::pki_types::{PrivateKeyDer, SignatureVerificationAlgorithm};
use rustls::SignatureScheme;

/// aws-lc-rs's provider with the groups of [`kx`] first, then its classical ones, and
/// ML-DSA certificates and signatures beside the classical ones.
pub fn provider() -> CryptoProvider {
    let mut kx_groups: Vec<&'static dyn SupportedKxGroup> = kx::ALL_PQ_GROUPS.to_vec();
    kx_groups.extend([aws_lc_rs::kx_group::X25519, aws_lc_rs::kx_group::SECP256R1,
                      aws_lc_rs::kx_group::SECP384R1]);
    provider_with_groups(&kx_groups)
}

/// The same provider offering only `groups` (for clients that want one group, or
/// tests).
pub fn provider_with_groups(groups: &[&'static dyn SupportedKxGroup]) -> CryptoProvider {
    CryptoProvider {
        kx_groups: groups.to_vec(),
        signature_verification_algorithms: signature_verification_algorithms(),
        key_provider: KEY_PROVIDER,
        ..aws_lc_rs::default_provider()
    }
}

/// aws-lc-rs's verification algorithms plus ML-DSA-44/65/87.
pub fn signature_verification_algorithms() -> WebPkiSupportedAlgorithms {
    static ALGS: OnceLock<WebPkiSupportedAlgorithms> = OnceLock::new();
    *ALGS.get_or_init(|| {
        let base = aws_lc_rs::default_provider().signature_verification_algorithms;
        let ml_dsa: [(SignatureScheme, &'static dyn SignatureVerificationAlgorithm); 3] = [
            (SignatureScheme::ML_DSA_44, mldsa::ML_DSA_44),
            (SignatureScheme::ML_DSA_65, mldsa::ML_DSA_65),
            (SignatureScheme::ML_DSA_87, mldsa::ML_DSA_87),
        ];
        // aws-lc-rs verifies ML-DSA too; this provider's ML-DSA is pqkit's, so replace
        // its entries rather than add a second, unused set.
        let ml_dsa_ids = [mldsa::ML_DSA_44, mldsa::ML_DSA_65, mldsa::ML_DSA_87]
            .map(|alg| alg.signature_alg_id());
        let mut all: Vec<&'static dyn SignatureVerificationAlgorithm> = base.all.iter().copied()
            .filter(|alg| !ml_dsa_ids.contains(&alg.signature_alg_id()))
            .collect();
        let mut mapping: Vec<_> = base.mapping.iter().copied()
            .filter(|(scheme, _)| !ml_dsa.iter().any(|(s, _)| s == scheme))
            .collect();
        for (scheme, alg) in ml_dsa {
            all.push(alg);
            mapping.push((scheme, Box::leak(Box::new([alg]))));
        }
        // Built once per process; the configuration types want 'static slices.
        WebPkiSupportedAlgorithms { all: Vec::leak(all), mapping: Vec::leak(mapping) }
    })
}

/// Loads ML-DSA keys (PKCS#8, RFC 9881 OIDs) with pqkit and every other key with
/// aws-lc-rs.
#[derive(Debug)]
pub struct PqKeyProvider;

/// The key provider of [`provider()`].
pub static KEY_PROVIDER: &dyn KeyProvider = &PqKeyProvider;

impl KeyProvider for PqKeyProvider {
    fn load_private_key(&self, key_der: PrivateKeyDer<'static>)
        -> Result<Arc<dyn rustls::sign::SigningKey>, rustls::Error> {
        if let PrivateKeyDer::Pkcs8(pkcs8) = &key_der {
            if let Some(key) = mldsa::MlDsaKey::from_pkcs8_der(pkcs8.secret_pkcs8_der()) {
                return Ok(Arc::new(mldsa::MlDsaSigningKey(Arc::new(key?))));
            }
        }
        aws_lc_rs::default_provider().key_provider.load_private_key(key_der)
    }
}
