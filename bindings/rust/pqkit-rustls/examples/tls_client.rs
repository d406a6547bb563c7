// SPDX-License-Identifier: Apache-2.0 OR MIT
//! A TLS 1.3 client on pqkit-rustls. `tls_client --help` lists the flags and groups.
//!
//!     tls_client --addr 127.0.0.1:4433 --group X25519MLKEM768 --ca cert.pem \
//!                [--client-cert chain.pem --client-key key.pem]
//!
//! Offers only the given group, trusts only the certificates in `--ca` (for
//! "localhost"), sends a line, reads one and prints `group=... cert=... received="..."`,
//! followed by ` client_cert=...` (the type of the certificate it presented) when it
//! has a client certificate.
mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::TcpStream;
use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::ServerName;

const USAGE: &str = "tls_client: a TLS 1.3 client on pqkit-rustls, one connection
--addr HOST:PORT     the server (required)
--group NAME         the only key-exchange group offered (default X25519MLKEM768)
--ca PATH            the PEM certificates to trust for \"localhost\" (required)
--client-cert PATH   a client certificate chain (PEM) to present
--client-key PATH    its private key (PEM, PKCS#8 for ML-DSA)
--help               this text";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let flags = common::flags(USAGE);
    let addr = common::required(&flags, "addr");
    let provider = common::provider(&flags);
    let mut roots = rustls::RootCertStore::empty();
    for ca in common::certs_from_pem(common::required(&flags, "ca"))? {
        roots.add(ca)?;
    }
    let builder = rustls::ClientConfig::builder_with_provider(provider)
        .with_protocol_versions(&[&rustls::version::TLS13])?
        .with_root_certificates(roots);
    let (config, client_cert) = match flags.get("client-cert") {
        Some(chain_path) => {
            let chain = common::certs_from_pem(chain_path)?;
            let key = common::key_from_pem(common::required(&flags, "client-key"))?;
            let name = common::cert_name(&chain[0]);
            (builder.with_client_auth_cert(chain, key)?, Some(name))
        }
        None => (builder.with_no_client_auth(), None),
    };

    let tcp = TcpStream::connect(addr).map_err(|e| format!("{addr}: {e}"))?;
    tcp.set_read_timeout(Some(Duration::from_secs(20)))?;
    let conn = rustls::ClientConnection::new(Arc::new(config), ServerName::try_from("localhost")?)?;
    let mut tls = rustls::StreamOwned::new(conn, tcp);
    tls.write_all(b"hello from rustls client\n")?;
    let mut line = String::new();
    BufReader::new(&mut tls).read_line(&mut line)?;
    let group = tls.conn.negotiated_key_exchange_group().ok_or("no group")?.name();
    let cert = tls.conn.peer_certificates().and_then(|c| c.first()).ok_or("no certificate")?;
    let presented = client_cert.map_or(String::new(), |name| format!(" client_cert={name}"));
    println!("group={} cert={} received={:?}{presented}", pqkit_rustls::kx::name_of(group),
             common::cert_name(cert), line.trim());
    tls.conn.send_close_notify();
    let _ = tls.flush();
    Ok(())
}
