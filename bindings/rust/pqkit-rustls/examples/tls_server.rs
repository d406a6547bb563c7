// SPDX-License-Identifier: Apache-2.0 OR MIT
//! A TLS 1.3 server on pqkit-rustls that serves one connection.
//!
//!     tls_server --addr 127.0.0.1:0 --group X25519MLKEM768 --cert ecdsa-p256 --ca cert.pem \
//!                [--client-ca client-ca.pem]
//!
//! It makes a self-signed certificate of the given type for "localhost", writes it to
//! `--ca` for the client to trust, prints `listening=ADDR`, then, after one exchange
//! of lines, `group=... cert=... received="..."`. With `--client-ca` it requires a
//! client certificate issued by a certificate in that file (checked with this
//! provider's algorithms, ML-DSA included) and adds ` client_cert=...`, the verified
//! certificate's type.
mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpListener;
use std::sync::Arc;
use std::time::Duration;

use rustls::server::WebPkiClientVerifier;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let flags = common::flags();
    let cert_type = flags.get("cert").map_or("ecdsa-p256", String::as_str);
    let (cert, key, pem) = common::identity(cert_type);
    std::fs::write(flags.get("ca").ok_or("--ca is required")?, pem)?;
    let provider = common::provider(&flags);
    let builder = rustls::ServerConfig::builder_with_provider(provider.clone())
        .with_protocol_versions(&[&rustls::version::TLS13])?;
    let builder = match flags.get("client-ca") {
        Some(path) => {
            let mut roots = rustls::RootCertStore::empty();
            for ca in common::certs_from_pem(path)? {
                roots.add(ca)?;
            }
            let verifier = WebPkiClientVerifier::builder_with_provider(Arc::new(roots), provider).build()?;
            builder.with_client_cert_verifier(verifier)
        }
        None => builder.with_no_client_auth(),
    };
    let config = builder.with_single_cert(vec![cert.clone()], key)?;

    let listener = TcpListener::bind(flags.get("addr").map_or("127.0.0.1:0", String::as_str))?;
    println!("listening={}", listener.local_addr()?);
    let (tcp, _) = listener.accept()?;
    tcp.set_read_timeout(Some(Duration::from_secs(20)))?;
    let conn = rustls::ServerConnection::new(Arc::new(config))?;
    let mut tls = rustls::StreamOwned::new(conn, tcp);
    tls.write_all(b"hello from rustls server\n")?;
    let mut line = String::new();
    BufReader::new(&mut tls).read_line(&mut line)?;
    let group = tls.conn.negotiated_key_exchange_group().ok_or("no group")?.name();
    let verified = match tls.conn.peer_certificates().and_then(|c| c.first()) {
        Some(client_cert) => format!(" client_cert={}", common::cert_name(client_cert)),
        None => String::new(),
    };
    println!("group={} cert={} received={:?}{verified}", pqkit_rustls::kx::name_of(group),
             common::cert_name(&cert), line.trim());
    tls.conn.send_close_notify();
    tls.flush()?;
    Ok(())
}
