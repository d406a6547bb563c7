// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Flags and certificates shared by the example client and server.
#![allow(dead_code)]
use std::collections::HashMap;
use std::sync::Arc;

use pqkit_rustls::mldsa::{MlDsaKey, MlDsaLevel};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

/// `--name value` pairs from the command line.
pub fn flags() -> HashMap<String, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut map = HashMap::new();
    for pair in args.chunks(2) {
        let name = pair[0].strip_prefix("--").unwrap_or_else(|| usage(&pair[0]));
        let value = pair.get(1).unwrap_or_else(|| usage(&pair[0]));
        map.insert(name.to_string(), value.clone());
    }
    map
}

fn usage(bad: &str) -> ! {
    eprintln!("bad argument {bad}; flags: --addr HOST:PORT --group NAME --cert ecdsa-p256|ml-dsa-44|ml-dsa-65|ml-dsa-87 --ca PATH \
               [server: --client-ca PATH] [client: --client-cert PATH --client-key PATH]");
    std::process::exit(2)
}

/// The provider offering only the named group (default X25519MLKEM768).
pub fn provider(flags: &HashMap<String, String>) -> Arc<CryptoProvider> {
    let name = flags.get("group").map_or("X25519MLKEM768", String::as_str);
    let group = pqkit_rustls::kx::by_name(name).unwrap_or_else(|| usage(name));
    Arc::new(pqkit_rustls::provider_with_groups(&[group]))
}

/// The certificates in a PEM file.
pub fn certs_from_pem(path: &str) -> Result<Vec<CertificateDer<'static>>, Box<dyn std::error::Error>> {
    let certs = CertificateDer::pem_file_iter(path)?.collect::<Result<Vec<_>, _>>()?;
    if certs.is_empty() {
        return Err(format!("no certificate in {path}").into());
    }
    Ok(certs)
}

/// The private key in a PEM file (PKCS#8 for ML-DSA; any form rustls reads otherwise).
pub fn key_from_pem(path: &str) -> Result<PrivateKeyDer<'static>, Box<dyn std::error::Error>> {
    Ok(PrivateKeyDer::from_pem_file(path)?)
}

/// An ML-DSA key from pqkit, for rcgen to sign the certificate with.
struct RcgenMlDsa(MlDsaKey);

impl rcgen::PublicKeyData for RcgenMlDsa {
    fn der_bytes(&self) -> &[u8] {
        self.0.public_key_bytes()
    }

    fn algorithm(&self) -> &'static rcgen::SignatureAlgorithm {
        match self.0.level() {
            MlDsaLevel::MlDsa44 => &rcgen::PKCS_ML_DSA_44,
            MlDsaLevel::MlDsa65 => &rcgen::PKCS_ML_DSA_65,
            MlDsaLevel::MlDsa87 => &rcgen::PKCS_ML_DSA_87,
        }
    }
}

impl rcgen::SigningKey for RcgenMlDsa {
    fn sign(&self, msg: &[u8]) -> Result<Vec<u8>, rcgen::Error> {
        self.0.sign(msg).map_err(|_| rcgen::Error::RemoteKeyError)
    }
}

/// A fresh self-signed certificate for localhost of the given type ("ecdsa-p256",
/// "ml-dsa-44", "ml-dsa-65", "ml-dsa-87"), its key and its PEM.
pub fn identity(cert_type: &str) -> (CertificateDer<'static>, PrivateKeyDer<'static>, String) {
    let params = rcgen::CertificateParams::new(vec!["localhost".into()]).unwrap();
    let level = match cert_type {
        "ecdsa-p256" => {
            let key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap();
            let cert = params.self_signed(&key).unwrap();
            let key_der = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.serialize_der()));
            return (cert.der().clone(), key_der, cert.pem());
        }
        "ml-dsa-44" => MlDsaLevel::MlDsa44,
        "ml-dsa-65" => MlDsaLevel::MlDsa65,
        "ml-dsa-87" => MlDsaLevel::MlDsa87,
        other => usage(other),
    };
    let key = RcgenMlDsa(MlDsaKey::generate(level).unwrap());
    let cert = params.self_signed(&key).unwrap();
    let key_der = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.0.to_pkcs8_der().to_vec()));
    (cert.der().clone(), key_der, cert.pem())
}

/// "ecdsa-p256" and the like for a certificate's public key.
pub fn cert_name(cert: &CertificateDer<'_>) -> String {
    // The SubjectPublicKeyInfo algorithm OIDs, found in the DER.
    let der = cert.as_ref();
    let has = |oid: &[u8]| der.windows(oid.len()).any(|w| w == oid);
    let ml_dsa = |arc| [0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, arc];
    if has(&[0x06, 0x08, 0x2a, 0x86, 0x48, 0xce, 0x3d, 0x03, 0x01, 0x07]) {
        "ecdsa-p256".into()
    } else if has(&ml_dsa(17)) {
        "ml-dsa-44".into()
    } else if has(&ml_dsa(18)) {
        "ml-dsa-65".into()
    } else if has(&ml_dsa(19)) {
        "ml-dsa-87".into()
    } else {
        "unknown".into()
    }
}

