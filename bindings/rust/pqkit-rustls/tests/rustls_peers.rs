// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Handshakes in memory: this provider with itself for every group, and with rustls's
//! own aws-lc-rs provider in both directions for every group that one has. Each case
//! checks the negotiated group and sends application data both ways. ML-DSA
//! certificates, server's and client's, are checked with this provider on both ends
//! and against rustls's aws-lc-rs provider (which signs and verifies ML-DSA too) in
//! both directions.
#[path = "../examples/common/mod.rs"]
mod common;

use std::io::{Read, Write};
use std::sync::Arc;

use rustls::crypto::{aws_lc_rs, CryptoProvider, SupportedKxGroup};
use rustls::pki_types::{CertificateDer, PrivateKeyDer, PrivatePkcs8KeyDer, ServerName};
use rustls::{ClientConfig, ClientConnection, Connection, NamedGroup, RootCertStore, ServerConfig,
             ServerConnection};

struct Identity {
    cert: CertificateDer<'static>,
    key: PrivatePkcs8KeyDer<'static>,
}

fn identity(cert_type: &str) -> Identity {
    let (cert, key, _) = common::identity(cert_type);
    let PrivateKeyDer::Pkcs8(key) = key else { unreachable!() };
    Identity { cert, key }
}

fn ecdsa_identity() -> Identity {
    identity("ecdsa-p256")
}

fn client_config(provider: CryptoProvider, id: &Identity) -> Arc<ClientConfig> {
    let mut roots = RootCertStore::empty();
    roots.add(id.cert.clone()).unwrap();
    Arc::new(ClientConfig::builder_with_provider(Arc::new(provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth())
}

fn server_config(provider: CryptoProvider, id: &Identity) -> Arc<ServerConfig> {
    Arc::new(ServerConfig::builder_with_provider(Arc::new(provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![id.cert.clone()], PrivateKeyDer::Pkcs8(id.key.clone_key()))
        .unwrap())
}

/// Runs a handshake to completion, then sends data both ways; returns the group.
fn handshake(client: Arc<ClientConfig>, server: Arc<ServerConfig>) -> NamedGroup {
    handshake_details(client, server).0
}

/// The same, returning the group and the server's certificate as the client saw it.
fn handshake_details(client: Arc<ClientConfig>, server: Arc<ServerConfig>)
    -> (NamedGroup, CertificateDer<'static>) {
    let mut c = Connection::Client(ClientConnection::new(client, ServerName::try_from("localhost").unwrap()).unwrap());
    let mut s = Connection::Server(ServerConnection::new(server).unwrap());
    for _ in 0..10 {
        if !c.is_handshaking() && !s.is_handshaking() {
            break;
        }
        pump(&mut c, &mut s).unwrap();
        pump(&mut s, &mut c).unwrap();
    }
    assert!(!c.is_handshaking() && !s.is_handshaking());
    c.writer().write_all(b"ping from client").unwrap();
    pump(&mut c, &mut s).unwrap();
    let mut got = [0u8; 16];
    s.reader().read_exact(&mut got).unwrap();
    assert_eq!(&got, b"ping from client");
    s.writer().write_all(b"pong from server").unwrap();
    pump(&mut s, &mut c).unwrap();
    c.reader().read_exact(&mut got).unwrap();
    assert_eq!(&got, b"pong from server");
    let group = c.negotiated_key_exchange_group().unwrap().name();
    assert_eq!(group, s.negotiated_key_exchange_group().unwrap().name());
    let cert = c.peer_certificates().unwrap()[0].clone().into_owned();
    (group, cert)
}

fn pump(from: &mut Connection, to: &mut Connection) -> Result<usize, rustls::Error> {
    let mut buf = Vec::new();
    while from.wants_write() {
        from.write_tls(&mut buf).unwrap();
    }
    let mut rd = &buf[..];
    while !rd.is_empty() {
        to.read_tls(&mut rd).unwrap();
        to.process_new_packets()?;
    }
    Ok(buf.len())
}

fn ours(group: &'static dyn SupportedKxGroup) -> CryptoProvider {
    pqkit_rustls::provider_with_groups(&[group])
}

fn baseline(group: &'static dyn SupportedKxGroup) -> CryptoProvider {
    CryptoProvider { kx_groups: vec![group], ..aws_lc_rs::default_provider() }
}

#[test]
fn every_group_with_itself() {
    let id = ecdsa_identity();
    for group in pqkit_rustls::kx::ALL_PQ_GROUPS {
        let got = handshake(client_config(ours(*group), &id), server_config(pqkit_rustls::provider(), &id));
        assert_eq!(got, group.name());
    }
}

#[test]
fn with_rustls_aws_lc_rs_both_directions() {
    use aws_lc_rs::kx_group as theirs;
    use pqkit_rustls::kx;
    let id = ecdsa_identity();
    let pairs: [(&'static dyn SupportedKxGroup, &'static dyn SupportedKxGroup); 4] = [
        (kx::X25519MLKEM768, theirs::X25519MLKEM768),
        (kx::SECP256R1MLKEM768, theirs::SECP256R1MLKEM768),
        (kx::MLKEM768, theirs::MLKEM768),
        (kx::MLKEM1024, theirs::MLKEM1024),
    ];
    for (mine, theirs) in pairs {
        let got = handshake(client_config(ours(mine), &id), server_config(baseline(theirs), &id));
        assert_eq!(got, mine.name(), "pqkit client, aws-lc-rs server");
        let got = handshake(client_config(baseline(theirs), &id), server_config(ours(mine), &id));
        assert_eq!(got, mine.name(), "aws-lc-rs client, pqkit server");
    }
}

#[test]
fn default_provider_prefers_x25519mlkem768() {
    let id = ecdsa_identity();
    let got = handshake(client_config(pqkit_rustls::provider(), &id), server_config(pqkit_rustls::provider(), &id));
    assert_eq!(got, NamedGroup::X25519MLKEM768);
}

#[test]
fn ml_dsa_server_certificates() {
    for cert_type in ["ml-dsa-44", "ml-dsa-65", "ml-dsa-87"] {
        let id = identity(cert_type);
        let client = client_config(pqkit_rustls::provider(), &id);
        // The server's only key is ML-DSA, so its CertificateVerify is ML-DSA too, and
        // the client verified both that and the certificate's signature.
        let (group, peer_cert) = handshake_details(client, server_config(pqkit_rustls::provider(), &id));
        assert_eq!(group, NamedGroup::X25519MLKEM768);
        assert_eq!(common::cert_name(&peer_cert), cert_type);
    }
}

#[test]
fn ml_dsa_certificates_with_rustls_aws_lc_rs_both_directions() {
    use aws_lc_rs::kx_group::X25519MLKEM768 as theirs;
    for cert_type in ["ml-dsa-44", "ml-dsa-65", "ml-dsa-87"] {
        let id = identity(cert_type);
        let (group, cert) = handshake_details(client_config(ours(pqkit_rustls::kx::X25519MLKEM768), &id),
                                              server_config(baseline(theirs), &id));
        assert_eq!((group, common::cert_name(&cert).as_str()), (NamedGroup::X25519MLKEM768, cert_type));
        let (group, cert) = handshake_details(client_config(baseline(theirs), &id),
                                              server_config(ours(pqkit_rustls::kx::X25519MLKEM768), &id));
        assert_eq!((group, common::cert_name(&cert).as_str()), (NamedGroup::X25519MLKEM768, cert_type));
    }
}

#[test]
fn ml_dsa_client_certificates() {
    for cert_type in ["ml-dsa-44", "ml-dsa-65", "ml-dsa-87"] {
        let server_id = identity("ml-dsa-65");
        let client_id = identity(cert_type);
        let provider = Arc::new(pqkit_rustls::provider());
        let mut server_roots = RootCertStore::empty();
        server_roots.add(client_id.cert.clone()).unwrap();
        let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(
            Arc::new(server_roots), provider.clone()).build().unwrap();
        let server = Arc::new(ServerConfig::builder_with_provider(provider.clone())
            .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
            .with_client_cert_verifier(verifier)
            .with_single_cert(vec![server_id.cert.clone()], PrivateKeyDer::Pkcs8(server_id.key.clone_key()))
            .unwrap());
        let mut client_roots = RootCertStore::empty();
        client_roots.add(server_id.cert.clone()).unwrap();
        let client = Arc::new(ClientConfig::builder_with_provider(provider)
            .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
            .with_root_certificates(client_roots)
            .with_client_auth_cert(vec![client_id.cert.clone()], PrivateKeyDer::Pkcs8(client_id.key.clone_key()))
            .unwrap());
        let mut c = Connection::Client(ClientConnection::new(client, ServerName::try_from("localhost").unwrap()).unwrap());
        let mut s = Connection::Server(ServerConnection::new(server).unwrap());
        for _ in 0..10 {
            pump(&mut c, &mut s).unwrap();
            pump(&mut s, &mut c).unwrap();
        }
        assert!(!c.is_handshaking() && !s.is_handshaking());
        let seen = s.peer_certificates().expect("client certificate")[0].clone();
        assert_eq!(common::cert_name(&seen), cert_type);
    }
}

/// Mutual TLS: a server requiring a client certificate from a client CA, the client
/// presenting one that CA issued. Returns the group and the client certificate the
/// server verified, after data went both ways.
fn mutual_handshake(client_provider: CryptoProvider, server_provider: CryptoProvider, server_id: &Identity,
                    client_cert_type: &str) -> (NamedGroup, CertificateDer<'static>) {
    let (client_ca, client_cert, client_key) = common::client_chain(client_cert_type);
    let server_provider = Arc::new(server_provider);
    let mut server_roots = RootCertStore::empty();
    server_roots.add(client_ca).unwrap();
    let verifier = rustls::server::WebPkiClientVerifier::builder_with_provider(
        Arc::new(server_roots), server_provider.clone()).build().unwrap();
    let server = Arc::new(ServerConfig::builder_with_provider(server_provider)
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_client_cert_verifier(verifier)
        .with_single_cert(vec![server_id.cert.clone()], PrivateKeyDer::Pkcs8(server_id.key.clone_key()))
        .unwrap());
    let mut client_roots = RootCertStore::empty();
    client_roots.add(server_id.cert.clone()).unwrap();
    let client = Arc::new(ClientConfig::builder_with_provider(Arc::new(client_provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_root_certificates(client_roots)
        .with_client_auth_cert(vec![client_cert.clone()], client_key)
        .unwrap());
    let mut c = Connection::Client(ClientConnection::new(client, ServerName::try_from("localhost").unwrap()).unwrap());
    let mut s = Connection::Server(ServerConnection::new(server).unwrap());
    for _ in 0..10 {
        pump(&mut c, &mut s).unwrap();
        pump(&mut s, &mut c).unwrap();
    }
    assert!(!c.is_handshaking() && !s.is_handshaking());
    c.writer().write_all(b"ping from client").unwrap();
    pump(&mut c, &mut s).unwrap();
    let mut got = [0u8; 16];
    s.reader().read_exact(&mut got).unwrap();
    assert_eq!(&got, b"ping from client");
    s.writer().write_all(b"pong from server").unwrap();
    pump(&mut s, &mut c).unwrap();
    c.reader().read_exact(&mut got).unwrap();
    assert_eq!(&got, b"pong from server");
    let seen = s.peer_certificates().expect("client certificate")[0].clone().into_owned();
    assert_eq!(seen, client_cert);
    (s.negotiated_key_exchange_group().unwrap().name(), seen)
}

#[test]
fn client_certificates_with_rustls_aws_lc_rs_both_directions() {
    use aws_lc_rs::kx_group::X25519MLKEM768 as theirs;
    let mine = pqkit_rustls::kx::X25519MLKEM768;
    for (server_cert, client_cert) in [("ml-dsa-44", "ml-dsa-44"), ("ml-dsa-65", "ml-dsa-65"),
                                       ("ml-dsa-87", "ml-dsa-87"), ("ecdsa-p256", "ecdsa-p256"),
                                       ("ecdsa-p256", "ml-dsa-65")] {
        let server_id = identity(server_cert);
        // aws-lc-rs verifies the client certificate pqkit signed with.
        let (group, seen) = mutual_handshake(ours(mine), baseline(theirs), &server_id, client_cert);
        assert_eq!((group, common::cert_name(&seen).as_str()), (NamedGroup::X25519MLKEM768, client_cert));
        // pqkit verifies the client certificate aws-lc-rs signed with.
        let (group, seen) = mutual_handshake(baseline(theirs), ours(mine), &server_id, client_cert);
        assert_eq!((group, common::cert_name(&seen).as_str()), (NamedGroup::X25519MLKEM768, client_cert));
    }
}
