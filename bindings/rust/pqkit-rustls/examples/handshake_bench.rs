// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Full TLS 1.3 handshakes per second and bytes per flight, pqkit-rustls against
//! rustls with its aws-lc-rs provider, for each group and certificate type.
//!
//!     cargo run --release -p pqkit-rustls --example handshake_bench -- [seconds-per-cell]
//!
//! "memory": client and server in one thread, records passed through buffers; measured
//! in alternating slices with the aws-lc-rs baseline, the ratio being the median of the
//! per-round ratios.
//! "loopback": server in a thread, client over TCP 127.0.0.1 (one connection per
//! handshake, Nagle off). Flights: client hello, server hello..finished, client
//! finished. Prints a Markdown table.
#[path = "common/mod.rs"]
mod common;

use std::io::{Read, Write};
use std::net::{TcpListener, TcpStream};
use std::sync::Arc;
use std::time::Instant;

use rustls::crypto::{aws_lc_rs, CryptoProvider, SupportedKxGroup};
use rustls::pki_types::ServerName;
use rustls::{ClientConfig, ClientConnection, Connection, RootCertStore, ServerConfig, ServerConnection};

struct Setup {
    client: Arc<ClientConfig>,
    server: Arc<ServerConfig>,
}

fn setup(client_provider: CryptoProvider, server_provider: CryptoProvider, cert_type: &str) -> Setup {
    let (cert, key, _) = common::identity(cert_type);
    let mut roots = RootCertStore::empty();
    roots.add(cert.clone()).unwrap();
    let mut client = ClientConfig::builder_with_provider(Arc::new(client_provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_root_certificates(roots)
        .with_no_client_auth();
    client.resumption = rustls::client::Resumption::disabled();
    let mut server = ServerConfig::builder_with_provider(Arc::new(server_provider))
        .with_protocol_versions(&[&rustls::version::TLS13]).unwrap()
        .with_no_client_auth()
        .with_single_cert(vec![cert], key).unwrap();
    server.send_tls13_tickets = 0;
    Setup { client: Arc::new(client), server: Arc::new(server) }
}

/// One full handshake in memory; returns the bytes of each flight.
fn handshake_in_memory(s: &Setup) -> [usize; 3] {
    let mut c = Connection::Client(ClientConnection::new(s.client.clone(), ServerName::try_from("localhost").unwrap()).unwrap());
    let mut sv = Connection::Server(ServerConnection::new(s.server.clone()).unwrap());
    let mut flights = [0usize; 3];
    let mut i = 0;
    while c.is_handshaking() || sv.is_handshaking() || c.wants_write() {
        let (from, to) = if i % 2 == 0 { (&mut c, &mut sv) } else { (&mut sv, &mut c) };
        let mut buf = Vec::new();
        while from.wants_write() {
            from.write_tls(&mut buf).unwrap();
        }
        if buf.is_empty() && i > 4 {
            break;
        }
        if i < 3 {
            flights[i] = buf.len();
        }
        let mut rd = &buf[..];
        while !rd.is_empty() {
            to.read_tls(&mut rd).unwrap();
            to.process_new_packets().unwrap();
        }
        i += 1;
    }
    flights
}

/// Slices per cell in memory: pqkit-rustls and aws-lc-rs alternate, so that a change in
/// the machine's load falls on both sides of a ratio.
const ROUNDS: usize = 9;

fn median(mut v: Vec<f64>) -> f64 {
    v.sort_by(|a, b| a.total_cmp(b));
    v[v.len() / 2]
}

/// In-memory rates of `ours` and of `theirs` (when given) over alternating slices: the
/// median rate of each, and the median of the per-round ratios ours / theirs.
fn interleaved_rates(seconds: f64, ours: &Setup, theirs: Option<&Setup>) -> (f64, Option<(f64, f64)>) {
    let slice = seconds / ROUNDS as f64;
    let (mut a, mut b, mut ratios) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..ROUNDS {
        let x = rate(slice, || { handshake_in_memory(ours); });
        a.push(x);
        if let Some(t) = theirs {
            let y = rate(slice, || { handshake_in_memory(t); });
            b.push(y);
            ratios.push(x / y);
        }
    }
    (median(a), theirs.map(|_| (median(b), median(ratios))))
}

fn rate(seconds: f64, mut one: impl FnMut()) -> f64 {
    one(); // warm up
    let start = Instant::now();
    let mut n = 0u64;
    while start.elapsed().as_secs_f64() < seconds {
        one();
        n += 1;
    }
    n as f64 / start.elapsed().as_secs_f64()
}

fn loopback_rate(s: &Setup, seconds: f64) -> f64 {
    let listener = TcpListener::bind("127.0.0.1:0").unwrap();
    let addr = listener.local_addr().unwrap();
    let server = s.server.clone();
    let stop = Arc::new(std::sync::atomic::AtomicBool::new(false));
    let stop_srv = stop.clone();
    let handle = std::thread::spawn(move || {
        for tcp in listener.incoming() {
            if stop_srv.load(std::sync::atomic::Ordering::Relaxed) {
                break;
            }
            let mut tcp = tcp.unwrap();
            tcp.set_nodelay(true).unwrap();
            let mut conn = ServerConnection::new(server.clone()).unwrap();
            while conn.is_handshaking() {
                if conn.complete_io(&mut tcp).is_err() {
                    break;
                }
            }
            let _ = tcp.write_all(b"");
        }
    });
    let r = rate(seconds, || {
        let mut tcp = TcpStream::connect(addr).unwrap();
        tcp.set_nodelay(true).unwrap();
        let mut conn = ClientConnection::new(s.client.clone(), ServerName::try_from("localhost").unwrap()).unwrap();
        while conn.is_handshaking() {
            conn.complete_io(&mut tcp).unwrap();
        }
        let _ = tcp.read(&mut [0u8; 0]);
    });
    stop.store(true, std::sync::atomic::Ordering::Relaxed);
    let _ = TcpStream::connect(addr);
    handle.join().unwrap();
    r
}

fn main() {
    let seconds: f64 = std::env::args().nth(1).map_or(2.0, |s| s.parse().unwrap());
    use aws_lc_rs::kx_group as theirs;
    use pqkit_rustls::kx;
    let groups: [(&str, &'static dyn SupportedKxGroup, Option<&'static dyn SupportedKxGroup>); 7] = [
        ("X25519MLKEM768", kx::X25519MLKEM768, Some(theirs::X25519MLKEM768)),
        ("SecP256r1MLKEM768", kx::SECP256R1MLKEM768, Some(theirs::SECP256R1MLKEM768)),
        ("SecP384r1MLKEM1024", kx::SECP384R1MLKEM1024, None),
        ("MLKEM512", kx::MLKEM512, None),
        ("MLKEM768", kx::MLKEM768, Some(theirs::MLKEM768)),
        ("MLKEM1024", kx::MLKEM1024, Some(theirs::MLKEM1024)),
        ("X25519 (classical)", theirs::X25519, Some(theirs::X25519)),
    ];
    println!("| group | certificate | pqkit-rustls memory hs/s | loopback hs/s | aws-lc-rs memory hs/s | loopback hs/s | ratio (memory) | flight bytes C1 / S1 / C2 |");
    println!("|---|---|---:|---:|---:|---:|---:|---|");
    for cert_type in ["ecdsa-p256", "ml-dsa-44", "ml-dsa-65", "ml-dsa-87"] {
        for (name, ours, theirs) in groups {
            let mine = setup(pqkit_rustls::provider_with_groups(&[ours]),
                             pqkit_rustls::provider_with_groups(&[ours]), cert_type);
            let flights = handshake_in_memory(&mine);
            // rustls's aws-lc-rs provider signs and verifies ML-DSA too (its own code).
            let base = theirs.map(|t| {
                let p = || CryptoProvider { kx_groups: vec![t], ..aws_lc_rs::default_provider() };
                setup(p(), p(), cert_type)
            });
            let (mem, base_mem) = interleaved_rates(seconds, &mine, base.as_ref());
            let lo = loopback_rate(&mine, seconds);
            let (bm, bl, ratio) = match (base_mem, &base) {
                (Some((m, ratio)), Some(b)) => {
                    (format!("{m:.0}"), format!("{:.0}", loopback_rate(b, seconds)), format!("{ratio:.2}"))
                }
                _ => ("-".into(), "-".into(), "-".into()),
            };
            println!("| {name} | {cert_type} | {mem:.0} | {lo:.0} | {bm} | {bl} | {ratio} | {} / {} / {} |",
                     flights[0], flights[1], flights[2]);
        }
    }
}
