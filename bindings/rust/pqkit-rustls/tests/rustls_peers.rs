// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Handshakes in memory: this provider with itself for every group, and with rustls's
//! own aws-lc-rs provider in both directions for every group that one has. Each case
//! checks the negotiated group and sends application data both ways.
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

fn ecdsa_identity() -> Identity {
    let key = rcgen::KeyPair::generate_for(&rcgen::PKCS_ECDSA_P256_SHA256).unwrap();
    let cert = rcgen::CertificateParams::new(vec!["localhost".into()]).unwrap()
        .self_signed(&key).unwrap();
    Identity { cert: cert.der().clone(), key: PrivatePkcs8KeyDer::from(key.serialize_der()) }
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
    group
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
