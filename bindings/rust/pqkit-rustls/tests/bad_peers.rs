// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Peers that send malformed key shares, ciphertexts or signatures: each handshake must
//! end with an error on both sides and the right alert, never a panic or a hang.
#[path = "../examples/common/mod.rs"]
mod common;

use std::sync::Arc;

use rustls::crypto::{ActiveKeyExchange, CompletedKeyExchange, CryptoProvider, SharedSecret,
                     SupportedKxGroup};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, ServerName};
use rustls::server::WebPkiClientVerifier;
use rustls::{AlertDescription, ClientConfig, ClientConnection, Connection, Error, NamedGroup,
             PeerMisbehaved, RootCertStore, ServerConfig, ServerConnection};

/// How a test group spoils what it sends.
#[derive(Debug, Clone, Copy)]
enum Spoil {
    /// Drop the last byte of the client's key share.
    TruncateClientShare,
    /// Set the first ML-KEM coefficient of the client's encapsulation key to 0xfff (>= q).
    ModulusOverflow { kem_offset: usize },
    /// Drop the last byte of the server's share (the ciphertext end).
    TruncateServerShare,
    /// Append a byte to the server's share.
    ExtendServerShare,
}

#[derive(Debug)]
struct SpoiledGroup {
    inner: &'static dyn SupportedKxGroup,
    spoil: Spoil,
}

struct SpoiledExchange {
    inner: Box<dyn ActiveKeyExchange>,
    share: Vec<u8>,
}

impl ActiveKeyExchange for SpoiledExchange {
    fn complete(self: Box<Self>, peer: &[u8]) -> Result<SharedSecret, Error> {
        self.inner.complete(peer)
    }
    fn pub_key(&self) -> &[u8] {
        &self.share
    }
    fn group(&self) -> NamedGroup {
        self.inner.group()
    }
}

impl SupportedKxGroup for SpoiledGroup {
    fn start(&self) -> Result<Box<dyn ActiveKeyExchange>, Error> {
        let inner = self.inner.start()?;
        let mut share = inner.pub_key().to_vec();
        match self.spoil {
            Spoil::TruncateClientShare => {
                share.pop();
            }
            Spoil::ModulusOverflow { kem_offset } => {
                share[kem_offset] = 0xff;
                share[kem_offset + 1] |= 0x0f;
            }
            _ => {}
        }
        Ok(Box::new(SpoiledExchange { inner, share }))
    }

    fn start_and_complete(&self, client_share: &[u8]) -> Result<CompletedKeyExchange, Error> {
        let mut done = self.inner.start_and_complete(client_share)?;
        match self.spoil {
            Spoil::TruncateServerShare => {
                done.pub_key.pop();
            }
            Spoil::ExtendServerShare => done.pub_key.push(0),
            _ => {}
        }
        Ok(done)
    }

    fn name(&self) -> NamedGroup {
        self.inner.name()
    }
}

fn configs(client_provider: CryptoProvider, server_provider: CryptoProvider, cert_type: &str)
    -> (Arc<ClientConfig>, Arc<ServerConfig>) {
    let (cert, key, _) = common::identity(cert_type);
    configs_with(client_provider, server_provider, cert, key)
}

fn configs_with(client_provider: CryptoProvider, server_provider: CryptoProvider,
                cert: CertificateDer<'static>, key: PrivateKeyDer<'static>)
    -> (Arc<ClientConfig>, Arc<ServerConfig>) {
    let mut roots = RootCertStore::empty();
    roots.add(cert.clone()).unwrap();
    let client = ClientConfig::builder_with_provider(Arc::new(client_provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    let server = ServerConfig::builder_with_provider(Arc::new(server_provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![cert], key).unwrap();
    (Arc::new(client), Arc::new(server))
}

/// Which side failed first, its error, and the error the other side got from its alert.
#[derive(Debug)]
struct Failure {
    client_failed_first: bool,
    first: Error,
    second: Error,
}

/// Runs the handshake until one side fails; delivers its alert to the other side.
fn failing_handshake(client: Arc<ClientConfig>, server: Arc<ServerConfig>) -> Failure {
    let mut c = Connection::Client(ClientConnection::new(client, ServerName::try_from("localhost").unwrap()).unwrap());
    let mut s = Connection::Server(ServerConnection::new(server).unwrap());
    for round in 0..20 {
        let client_turn = round % 2 == 0;
        let (from, to) = if client_turn { (&mut c, &mut s) } else { (&mut s, &mut c) };
        let mut buf = Vec::new();
        while from.wants_write() {
            from.write_tls(&mut buf).unwrap();
        }
        let mut rd = &buf[..];
        while !rd.is_empty() {
            to.read_tls(&mut rd).unwrap();
            if let Err(first) = to.process_new_packets() {
                // `to` failed: its fatal alert goes back to `from`.
                let mut alert = Vec::new();
                while to.wants_write() {
                    to.write_tls(&mut alert).unwrap();
                }
                let mut rd = &alert[..];
                let mut second = None;
                while !rd.is_empty() {
                    from.read_tls(&mut rd).unwrap();
                    if let Err(e) = from.process_new_packets() {
                        second = Some(e);
                        break;
                    }
                }
                let second = second.expect("the failing side sent no alert");
                return Failure { client_failed_first: !client_turn, first, second };
            }
        }
    }
    panic!("handshake did not fail");
}

fn ours(group: &'static dyn SupportedKxGroup) -> CryptoProvider {
    pqkit_rustls::provider_with_groups(&[group])
}

fn spoiled(inner: &'static dyn SupportedKxGroup, spoil: Spoil) -> CryptoProvider {
    let group: &'static dyn SupportedKxGroup = Box::leak(Box::new(SpoiledGroup { inner, spoil }));
    pqkit_rustls::provider_with_groups(&[group])
}

fn expect_illegal_parameter(f: Failure, client_failed: bool) {
    assert_eq!(f.client_failed_first, client_failed, "{f:?}");
    assert_eq!(f.first, Error::PeerMisbehaved(PeerMisbehaved::InvalidKeyShare), "{f:?}");
    assert_eq!(f.second, Error::AlertReceived(AlertDescription::IllegalParameter), "{f:?}");
}

#[test]
fn key_share_of_the_wrong_length() {
    use pqkit_rustls::kx::*;
    for group in ALL_PQ_GROUPS {
        let (client, server) = configs(spoiled(*group, Spoil::TruncateClientShare), ours(*group), "ecdsa-p256");
        expect_illegal_parameter(failing_handshake(client, server), false);
    }
}

#[test]
fn encapsulation_key_failing_the_modulus_check() {
    use pqkit_rustls::kx::*;
    // Where the ML-KEM encapsulation key starts in each client share.
    let cases: [(&'static dyn SupportedKxGroup, usize); 6] = [
        (X25519MLKEM768, 0), (SECP256R1MLKEM768, 65), (SECP384R1MLKEM1024, 97),
        (MLKEM512, 0), (MLKEM768, 0), (MLKEM1024, 0),
    ];
    for (group, kem_offset) in cases {
        let (client, server) =
            configs(spoiled(group, Spoil::ModulusOverflow { kem_offset }), ours(group), "ecdsa-p256");
        expect_illegal_parameter(failing_handshake(client, server), false);
    }
}

#[test]
fn ciphertext_of_the_wrong_length() {
    use pqkit_rustls::kx::*;
    for group in ALL_PQ_GROUPS {
        for spoil in [Spoil::TruncateServerShare, Spoil::ExtendServerShare] {
            let (client, server) = configs(ours(*group), spoiled(*group, spoil), "ecdsa-p256");
            expect_illegal_parameter(failing_handshake(client, server), true);
        }
    }
}

fn tlv(tag: u8, body: &[u8]) -> Vec<u8> {
    let mut out = vec![tag];
    match body.len() {
        n if n < 0x80 => out.push(n as u8),
        n if n < 0x100 => out.extend([0x81, n as u8]),
        n => out.extend([0x82, (n >> 8) as u8, n as u8]),
    }
    out.extend_from_slice(body);
    out
}

/// Replaces the certificate's signature: `edit` gets the signature bytes.
fn with_spoiled_signature(cert: &CertificateDer<'_>, sig_len: usize, edit: impl Fn(&mut Vec<u8>))
    -> CertificateDer<'static> {
    // The signature is the last BIT STRING: `03 82 hi lo 00 <sig>` at the very end.
    let der = cert.as_ref();
    let sig_start = der.len() - sig_len;
    assert_eq!(&der[sig_start - 5..sig_start - 3], &[0x03, 0x82]);
    let mut sig = der[sig_start..].to_vec();
    edit(&mut sig);
    let tbs_and_alg = &der[4..sig_start - 5]; // inside the outer SEQUENCE 30 82 hi lo
    let mut bits = vec![0x00];
    bits.extend_from_slice(&sig);
    let mut body = tbs_and_alg.to_vec();
    body.extend(tlv(0x03, &bits));
    let out = tlv(0x30, &body);
    CertificateDer::from(out)
}

#[test]
fn truncated_or_corrupted_ml_dsa_certificate_signature() {
    for (cert_type, sig_len) in [("ml-dsa-44", 2420), ("ml-dsa-65", 3309), ("ml-dsa-87", 4627)] {
        let (cert, key, _) = common::identity(cert_type);
        let edits: [&dyn Fn(&mut Vec<u8>); 3] = [
            &|sig| sig.truncate(sig.len() - 1),
            &|sig| sig[10] ^= 0x01,
            &|sig| sig.truncate(100),
        ];
        for edit in edits {
            let bad = with_spoiled_signature(&cert, sig_len, edit);
            // The client trusts the genuine certificate; the server presents the spoiled one.
            let mut roots = RootCertStore::empty();
            roots.add(cert.clone()).unwrap();
            let client = Arc::new(ClientConfig::builder_with_provider(Arc::new(pqkit_rustls::provider()))
                .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
                .with_root_certificates(roots)
                .with_no_client_auth());
            let server = Arc::new(ServerConfig::builder_with_provider(Arc::new(pqkit_rustls::provider()))
                .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
                .with_no_client_auth()
                .with_single_cert(vec![bad], key.clone_key()).unwrap());
            let f = failing_handshake(client, server);
            assert!(f.client_failed_first, "{f:?}");
            // rustls answers a certificate whose signature fails with decrypt_error.
            assert_eq!(f.first, Error::InvalidCertificate(rustls::CertificateError::BadSignature));
            assert_eq!(f.second, Error::AlertReceived(AlertDescription::DecryptError), "{f:?}");
        }
    }
}

/// Configurations where the server requires a client certificate chaining to `trusted`
/// and the client presents `presented` (or nothing), both ML-DSA-44 with pqkit's provider.
fn client_auth_configs(trusted: &CertificateDer<'static>, presented: Option<(CertificateDer<'static>, PrivateKeyDer<'static>)>)
    -> (Arc<ClientConfig>, Arc<ServerConfig>) {
    let provider = Arc::new(pqkit_rustls::provider());
    let (server_cert, server_key, _) = common::identity("ml-dsa-44");
    let mut roots = RootCertStore::empty();
    roots.add(server_cert.clone()).unwrap();
    let client = ClientConfig::builder_with_provider(provider.clone())
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_root_certificates(roots);
    let client = match presented {
        Some((cert, key)) => client.with_client_auth_cert(vec![cert], key).unwrap(),
        None => client.with_no_client_auth(),
    };
    let mut client_roots = RootCertStore::empty();
    client_roots.add(trusted.clone()).unwrap();
    let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(client_roots), provider.clone())
        .build().unwrap();
    let server = ServerConfig::builder_with_provider(provider)
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_client_cert_verifier(verifier)
        .with_single_cert(vec![server_cert], server_key).unwrap();
    (Arc::new(client), Arc::new(server))
}

#[test]
fn client_certificate_with_corrupted_ml_dsa_signature() {
    let (cert, key, _) = common::identity("ml-dsa-44");
    let bad = with_spoiled_signature(&cert, 2420, |sig| sig[100] ^= 0x80);
    let (client, server) = client_auth_configs(&cert, Some((bad, key)));
    let f = failing_handshake(client, server);
    assert!(!f.client_failed_first, "{f:?}");
    assert_eq!(f.first, Error::InvalidCertificate(rustls::CertificateError::BadSignature));
    assert_eq!(f.second, Error::AlertReceived(AlertDescription::DecryptError), "{f:?}");
}

#[test]
fn missing_client_certificate() {
    let (cert, _, _) = common::identity("ml-dsa-44");
    let (client, server) = client_auth_configs(&cert, None);
    let f = failing_handshake(client, server);
    assert!(!f.client_failed_first, "{f:?}");
    assert_eq!(f.first, Error::NoCertificatesPresented, "{f:?}");
    assert_eq!(f.second, Error::AlertReceived(AlertDescription::CertificateRequired), "{f:?}");
}
