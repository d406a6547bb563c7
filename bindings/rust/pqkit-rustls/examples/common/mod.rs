// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Flags and certificates shared by the example client and server.
#![allow(dead_code)]
use std::collections::HashMap;
use std::sync::Arc;

use pqkit_rustls::mldsa::{MlDsaKey, MlDsaLevel};
use rustls::crypto::CryptoProvider;
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer};

/// The certificate types `identity` and `client_chain` make.
pub const CERT_TYPES: &[&str] = &["ecdsa-p256", "ml-dsa-44", "ml-dsa-65", "ml-dsa-87"];

/// A program's command line: `--name value` pairs of the flags in `usage` (the help
/// text's flag lines, each starting with the flag), or `--help`, which prints `usage`
/// with the group and certificate names and exits 0. Anything else exits 2 naming the
/// argument at fault.
pub fn flags(usage: &str) -> HashMap<String, String> {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{usage}\n\ngroups (--group): {}\ncertificate types: {}",
                 pqkit_rustls::kx::NAMES.join(" "), CERT_TYPES.join(" "));
        std::process::exit(0)
    }
    let known: Vec<&str> = usage.lines().filter_map(|l| l.split_whitespace().next())
        .filter(|w| w.starts_with("--")).collect();
    let mut map = HashMap::new();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        if !known.contains(&arg.as_str()) {
            usage_error(&format!("unknown argument {arg}"));
        }
        let value = args.next().unwrap_or_else(|| usage_error(&format!("{arg} needs a value")));
        map.insert(arg[2..].to_string(), value);
    }
    map
}

/// The value of a flag the program cannot do without.
pub fn required<'a>(flags: &'a HashMap<String, String>, name: &str) -> &'a str {
    flags.get(name).unwrap_or_else(|| usage_error(&format!("--{name} is required"))).as_str()
}

/// Exits 2 with the reason on stderr.
pub fn usage_error(reason: &str) -> ! {
    let program = std::env::args().next().unwrap_or_default();
    eprintln!("{program}: {reason} (see --help)");
    std::process::exit(2)
}

/// The provider offering only the group named by `--group` (default X25519MLKEM768).
pub fn provider(flags: &HashMap<String, String>) -> Arc<CryptoProvider> {
    let name = flags.get("group").map_or("X25519MLKEM768", String::as_str);
    let group = pqkit_rustls::kx::by_name(name)
        .unwrap_or_else(|| usage_error(&format!("--group: unknown group {name}")));
    Arc::new(pqkit_rustls::provider_with_groups(&[group]))
}

/// The certificate type named by `--cert` (default ecdsa-p256).
pub fn cert_type(flags: &HashMap<String, String>) -> &str {
    let name = flags.get("cert").map_or("ecdsa-p256", String::as_str);
    if !CERT_TYPES.contains(&name) {
        usage_error(&format!("--cert: unknown certificate type {name}"));
    }
    name
}

/// The certificates in a PEM file; errors name the file.
pub fn certs_from_pem(path: &str) -> Result<Vec<CertificateDer<'static>>, String> {
    let certs = CertificateDer::pem_file_iter(path).and_then(|certs| certs.collect::<Result<Vec<_>, _>>())
        .map_err(|e| format!("{path}: {e}"))?;
    if certs.is_empty() {
        return Err(format!("{path}: no certificate"));
    }
    Ok(certs)
}

/// The private key in a PEM file (PKCS#8 for ML-DSA; any form rustls reads otherwise);
/// errors name the file.
pub fn key_from_pem(path: &str) -> Result<PrivateKeyDer<'static>, String> {
    PrivateKeyDer::from_pem_file(path).map_err(|e| format!("{path}: {e}"))
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
        other => usage_error(&format!("unknown certificate type {other}")),
    };
    let key = RcgenMlDsa(MlDsaKey::generate(level).unwrap());
    let cert = params.self_signed(&key).unwrap();
    let key_der = PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(key.0.to_pkcs8_der().to_vec()));
    (cert.der().clone(), key_der, cert.pem())
}

/// A key of either kind rcgen can sign certificates with.
enum AnyKey {
    Ecdsa(rcgen::KeyPair),
    MlDsa(RcgenMlDsa),
}

impl AnyKey {
    fn generate(cert_type: &str) -> Self {
        let level = match cert_type {
            "ecdsa-p256" => return Self::Ecdsa(rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap()),
            "ml-dsa-44" => MlDsaLevel::MlDsa44,
            "ml-dsa-65" => MlDsaLevel::MlDsa65,
            "ml-dsa-87" => MlDsaLevel::MlDsa87,
            other => usage_error(&format!("unknown certificate type {other}")),
        };
        Self::MlDsa(RcgenMlDsa(MlDsaKey::generate(level).unwrap()))
    }

    fn pkcs8(&self) -> PrivateKeyDer<'static> {
        PrivateKeyDer::Pkcs8(PrivatePkcs8KeyDer::from(match self {
            Self::Ecdsa(key) => key.serialize_der(),
            Self::MlDsa(key) => key.0.to_pkcs8_der().to_vec(),
        }))
    }
}

impl rcgen::PublicKeyData for AnyKey {
    fn der_bytes(&self) -> &[u8] {
        match self {
            Self::Ecdsa(key) => key.der_bytes(),
            Self::MlDsa(key) => key.der_bytes(),
        }
    }

    fn algorithm(&self) -> &'static rcgen::SignatureAlgorithm {
        match self {
            Self::Ecdsa(key) => key.algorithm(),
            Self::MlDsa(key) => key.algorithm(),
        }
    }
}

impl rcgen::SigningKey for AnyKey {
    fn sign(&self, msg: &[u8]) -> Result<Vec<u8>, rcgen::Error> {
        match self {
            Self::Ecdsa(key) => key.sign(msg),
            Self::MlDsa(key) => key.sign(msg),
        }
    }
}

/// A client CA and a client certificate it issued, both of the given type: the CA's
/// certificate (the server's trust anchor), the client's certificate and its key.
pub fn client_chain(cert_type: &str)
    -> (CertificateDer<'static>, CertificateDer<'static>, PrivateKeyDer<'static>) {
    let mut ca_params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    ca_params.is_ca = rcgen::IsCa::Ca(rcgen::BasicConstraints::Unconstrained);
    ca_params.key_usages = vec![rcgen::KeyUsagePurpose::KeyCertSign];
    ca_params.distinguished_name.push(rcgen::DnType::CommonName, format!("pqkit test client CA {cert_type}"));
    let ca = rcgen::CertifiedIssuer::self_signed(ca_params, AnyKey::generate(cert_type)).unwrap();
    let mut params = rcgen::CertificateParams::new(Vec::<String>::new()).unwrap();
    params.extended_key_usages = vec![rcgen::ExtendedKeyUsagePurpose::ClientAuth];
    params.distinguished_name.push(rcgen::DnType::CommonName, "pqkit test client");
    let key = AnyKey::generate(cert_type);
    let cert = params.signed_by(&key, &ca).unwrap();
    (ca.der().clone(), cert.der().clone(), key.pkcs8())
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

