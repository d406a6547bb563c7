// SPDX-License-Identifier: Apache-2.0 OR MIT
//! A TLS 1.3 server on pqkit-rustls: serves one connection at a time until stopped
//! (or for `--connections N`). `tls_server --help` lists the flags, groups and
//! certificate types.
//!
//!     tls_server --addr 127.0.0.1:0 --group X25519MLKEM768 --cert ecdsa-p256 --ca cert.pem \
//!                [--client-ca client-ca.pem] [--connections N]
//!
//! It makes a self-signed certificate of the given type for "localhost", writes it to
//! `--ca` for clients to trust and prints `listening=ADDR`. Each connection exchanges
//! one line each way, then the server logs `peer=ADDR group=... cert=...
//! received="..."`. With `--client-ca` it requires a client certificate issued by a
//! certificate in that file (checked with this provider's algorithms, ML-DSA included)
//! and adds ` client_cert=...`, the verified certificate's type. A failed connection is
//! logged on stderr and the server goes on; with `--connections N` it exits after N,
//! with an error status if any failed.
mod common;

use std::io::{BufRead, BufReader, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::Duration;

use rustls::pki_types::CertificateDer;
use rustls::server::WebPkiClientVerifier;

const USAGE: &str = "tls_server: a TLS 1.3 server on pqkit-rustls, one connection at a time until stopped
--addr HOST:PORT     where to listen (default 127.0.0.1:0, any free port)
--group NAME         the only key-exchange group offered (default X25519MLKEM768)
--cert TYPE          the server certificate's type (default ecdsa-p256)
--ca PATH            where to write the self-signed server certificate (required)
--client-ca PATH     require client certificates issued by a certificate in this PEM file
--connections N      exit after N connections (default: serve until stopped)
--help               this text";

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let flags = common::flags(USAGE);
    let ca_path = common::required(&flags, "ca");
    let connections = flags.get("connections").map(|n| {
        n.parse::<u64>().ok().filter(|&n| n > 0)
            .unwrap_or_else(|| common::usage_error(&format!("--connections: not a positive number: {n}")))
    });
    let provider = common::provider(&flags);
    let cert_type = common::cert_type(&flags);
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
    let (cert, key, pem) = common::identity(cert_type);
    std::fs::write(ca_path, pem).map_err(|e| format!("{ca_path}: {e}"))?;
    let config = Arc::new(builder.with_single_cert(vec![cert.clone()], key)?);

    let addr = flags.get("addr").map_or("127.0.0.1:0", String::as_str);
    let listener = TcpListener::bind(addr).map_err(|e| format!("{addr}: {e}"))?;
    println!("listening={}", listener.local_addr()?);
    let mut failed = 0;
    for served in 1.. {
        let (tcp, peer) = listener.accept()?;
        match serve(tcp, &config) {
            Ok(handshake) => println!("peer={peer} {}", handshake.log_line(&cert)),
            Err(e) => {
                eprintln!("peer={peer}: {e:?}");
                failed += 1;
            }
        }
        if Some(served) == connections {
            break;
        }
    }
    match failed {
        0 => Ok(()),
        n => Err(format!("{n} of {} connections failed", connections.unwrap_or(0)).into()),
    }
}

/// What the server logs of a handshake.
struct Handshake {
    group: String,
    received: String,
    client_cert: Option<CertificateDer<'static>>,
}

impl Handshake {
    /// `group=... cert=... received="..."`, then ` client_cert=TYPE` if the client sent one.
    fn log_line(&self, cert: &CertificateDer<'_>) -> String {
        let client = self.client_cert.as_ref()
            .map_or(String::new(), |c| format!(" client_cert={}", common::cert_name(c)));
        format!("group={} cert={} received={:?}{client}", self.group, common::cert_name(cert), self.received)
    }
}

/// One connection: the handshake, a line each way, close_notify.
fn serve(tcp: TcpStream, config: &Arc<rustls::ServerConfig>) -> Result<Handshake, Box<dyn std::error::Error>> {
    tcp.set_read_timeout(Some(Duration::from_secs(20)))?;
    let conn = rustls::ServerConnection::new(config.clone())?;
    let mut tls = rustls::StreamOwned::new(conn, tcp);
    tls.write_all(b"hello from rustls server\n")?;
    let mut line = String::new();
    BufReader::new(&mut tls).read_line(&mut line)?;
    let group = tls.conn.negotiated_key_exchange_group().ok_or("no group")?.name();
    let client_cert = tls.conn.peer_certificates().and_then(|c| c.first()).map(|c| c.clone().into_owned());
    tls.conn.send_close_notify();
    tls.flush()?;
    Ok(Handshake { group: pqkit_rustls::kx::name_of(group), received: line.trim().to_string(), client_cert })
}
