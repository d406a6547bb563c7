# SPDX-License-Identifier: Apache-2.0 OR MIT
"""TLS 1.3 interoperability of pqkit-rustls with Go crypto/tls and OpenSSL, on loopback.

Every case runs a real server and client process and checks, on both ends, the
negotiated group, the certificate type, and that a line went each way; the mutual-TLS
cases check the client certificate's type on both ends too, and the bad-peer cases that
a bad or missing client certificate ends the handshake with the right alert. The Rust
example programs come from $PQKIT_RUST_EXAMPLES (set by `./pqkit check`, default
build/rust/debug/examples); the Go peer is built here from tests/interop/go."""
import base64
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
LINE = re.compile(r'group=(\S+) cert=(\S+) received="(.*?)"( client_cert=\S+)?$', re.M)

GO_GROUPS = ["X25519MLKEM768", "SecP256r1MLKEM768", "SecP384r1MLKEM1024"]
OPENSSL_GROUPS = GO_GROUPS + ["MLKEM512", "MLKEM768", "MLKEM1024"]


@pytest.fixture(scope="session")
def rust_examples():
    path = Path(os.environ.get("PQKIT_RUST_EXAMPLES", ROOT / "build" / "rust" / "debug" / "examples"))
    for name in ("tls_server", "tls_client"):
        if not (path / name).exists():
            pytest.fail(f"{path / name} not built: cargo build -p pqkit-rustls --examples", pytrace=False)
    return path


@pytest.fixture(scope="session")
def go_peer(tmp_path_factory):
    go = shutil.which("go")
    if not go:
        pytest.fail("go not found (Go 1.26 toolchain needed for the crypto/tls peer)", pytrace=False)
    out = tmp_path_factory.mktemp("go") / "tlspeer"
    subprocess.run([go, "build", "-o", str(out), "."], cwd=HERE / "go", check=True,
                   env=dict(os.environ, GOFLAGS="-mod=mod", GOTOOLCHAIN="local"))
    return [str(out)]


@pytest.fixture(scope="session")
def openssl_peer():
    try:
        import OpenSSL  # noqa: F401
        from cryptography.hazmat.backends.openssl import backend
    except ImportError as err:
        pytest.fail(f"pyOpenSSL / cryptography missing ({err}): ./pqkit installs them", pytrace=False)
    version = backend.openssl_version_text()
    assert version.startswith("OpenSSL 4."), version
    return [sys.executable, str(HERE / "openssl_peer.py")]


def go_args(mode, addr, group, cert, ca):
    return ["-mode", mode, "-addr", addr, "-group", group, "-ca", str(ca)]


def dash_args(mode, addr, group, cert, ca):
    args = ["--addr", addr, "--group", group, "--ca", str(ca), "--cert", cert]
    return args if mode is None else ["--mode", mode] + args


def start_pair(server_cmd, client_cmd_for):
    """Starts the server, then the client against its address; returns both finished
    processes (returncode, stdout, stderr)."""
    server = subprocess.Popen(server_cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = server.stdout.readline()
        assert first.startswith("listening="), f"server: {first!r} {server.stderr.read()}"
        addr = first.strip().split("=", 1)[1]
        client = subprocess.run(client_cmd_for(addr), capture_output=True, text=True, timeout=60)
        server_out, server_err = server.communicate(timeout=60)
    finally:
        if server.poll() is None:
            server.kill()
    return subprocess.CompletedProcess(server_cmd, server.returncode, server_out, server_err), client


def run_pair(server_cmd, client_cmd_for, tmp_path):
    """Runs a pair that must succeed; returns both parsed result lines (group, cert,
    received, client_cert or None)."""
    server, client = start_pair(server_cmd, client_cmd_for)
    assert client.returncode == 0, f"client failed: {client.stdout} {client.stderr}"
    assert server.returncode == 0, f"server failed: {server.stdout} {server.stderr}"
    results = []
    for text in (server.stdout, client.stdout):
        match = LINE.search(text)
        assert match, text
        group, cert, received, client_cert = match.groups()
        results.append((group, cert, received, client_cert and client_cert.split("=", 1)[1]))
    return results


def check(results, group, cert, server_name, client_name, client_cert=None):
    (s_group, s_cert, s_received, s_client), (c_group, c_cert, c_received, c_client) = results
    assert s_group == group and c_group == group, results
    assert s_cert == cert and c_cert == cert, results
    assert s_received == f"hello from {client_name} client", results
    assert c_received == f"hello from {server_name} server", results
    assert s_client == client_cert and c_client == client_cert, results


def rust_server(rust_examples, group, cert, ca, client_ca=None, connections=1):
    """The Rust server's command; it serves `connections` connections, then exits with
    their status (None: until stopped)."""
    count = [] if connections is None else ["--connections", str(connections)]
    return ([str(rust_examples / "tls_server")] + dash_args(None, "127.0.0.1:0", group, cert, ca)
            + server_auth_args("--", client_ca) + count)


def rust_client(rust_examples, group, cert, ca, chain=None):
    return lambda addr: ([str(rust_examples / "tls_client")] + dash_args(None, addr, group, cert, ca)[:6]
                         + client_auth_args("--", chain))


def server_auth_args(dash, client_ca):
    return [] if client_ca is None else [dash + "client-ca", str(client_ca)]


def client_auth_args(dash, chain):
    return [] if chain is None else [dash + "client-cert", str(chain.cert), dash + "client-key", str(chain.key)]


@pytest.mark.parametrize("group", GO_GROUPS)
def test_go_client_rust_server(group, go_peer, rust_examples, tmp_path):
    ca = tmp_path / "ca.pem"
    results = run_pair(rust_server(rust_examples, group, "ecdsa-p256", ca),
                       lambda addr: go_peer + go_args("client", addr, group, None, ca), tmp_path)
    check(results, group, "ecdsa-p256", "rustls", "go")


@pytest.mark.parametrize("group", GO_GROUPS)
def test_rust_client_go_server(group, go_peer, rust_examples, tmp_path):
    ca = tmp_path / "ca.pem"
    results = run_pair(go_peer + go_args("server", "127.0.0.1:0", group, None, ca),
                       rust_client(rust_examples, group, "ecdsa-p256", ca), tmp_path)
    check(results, group, "ecdsa-p256", "go", "rustls")


@pytest.mark.parametrize("group", OPENSSL_GROUPS)
def test_openssl_client_rust_server(group, openssl_peer, rust_examples, tmp_path):
    ca = tmp_path / "ca.pem"
    results = run_pair(rust_server(rust_examples, group, "ecdsa-p256", ca),
                       lambda addr: openssl_peer + dash_args("client", addr, group, "ecdsa-p256", ca),
                       tmp_path)
    check(results, group, "ecdsa-p256", "rustls", "openssl")


@pytest.mark.parametrize("group", OPENSSL_GROUPS)
def test_rust_client_openssl_server(group, openssl_peer, rust_examples, tmp_path):
    ca = tmp_path / "ca.pem"
    results = run_pair(openssl_peer + dash_args("server", "127.0.0.1:0", group, "ecdsa-p256", ca),
                       rust_client(rust_examples, group, "ecdsa-p256", ca), tmp_path)
    check(results, group, "ecdsa-p256", "openssl", "rustls")


ML_DSA_CERTS = ["ml-dsa-44", "ml-dsa-65", "ml-dsa-87"]


@pytest.mark.parametrize("cert", ML_DSA_CERTS)
def test_openssl_client_rust_server_ml_dsa(cert, openssl_peer, rust_examples, tmp_path):
    ca, group = tmp_path / "ca.pem", "X25519MLKEM768"
    results = run_pair(rust_server(rust_examples, group, cert, ca),
                       lambda addr: openssl_peer + dash_args("client", addr, group, cert, ca), tmp_path)
    check(results, group, cert, "rustls", "openssl")


@pytest.mark.parametrize("cert", ML_DSA_CERTS)
def test_rust_client_openssl_server_ml_dsa(cert, openssl_peer, rust_examples, tmp_path):
    ca, group = tmp_path / "ca.pem", "X25519MLKEM768"
    results = run_pair(openssl_peer + dash_args("server", "127.0.0.1:0", group, cert, ca),
                       rust_client(rust_examples, group, cert, ca), tmp_path)
    check(results, group, cert, "openssl", "rustls")


# Mutual TLS. The client certificates (a CA and a leaf it issued, of one type) are made
# with `cryptography` by openssl_peer.make_client_chain, once per type per session.

class ClientChain:
    def __init__(self, ca, cert, key):
        self.ca, self.cert, self.key = ca, cert, key


def load_openssl_peer_module():
    spec = importlib.util.spec_from_file_location("openssl_peer", HERE / "openssl_peer.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="session")
def client_chain(tmp_path_factory):
    made = {}

    def chain_of(cert_type):
        if cert_type not in made:
            workdir = tmp_path_factory.mktemp(f"client-{cert_type}")
            made[cert_type] = ClientChain(*load_openssl_peer_module().make_client_chain(cert_type, workdir))
        return made[cert_type]
    return chain_of


def corrupt_signature(chain, tmp_path):
    """A copy of the chain whose leaf carries a signature with one byte changed (the
    signature is the DER's last field; the byte is well inside it)."""
    from cryptography import x509
    from cryptography.hazmat.primitives import serialization

    der = bytearray(x509.load_pem_x509_certificate(chain.cert.read_bytes())
                    .public_bytes(serialization.Encoding.DER))
    der[-200] ^= 0x01
    bad = tmp_path / "bad-client-cert.pem"
    bad.write_bytes(b"-----BEGIN CERTIFICATE-----\n" + base64.encodebytes(bytes(der))
                    + b"-----END CERTIFICATE-----\n")
    return ClientChain(chain.ca, bad, chain.key)


# (group, server certificate, client certificate)
OPENSSL_MUTUAL = [("X25519MLKEM768", "ml-dsa-44", "ml-dsa-44"), ("X25519MLKEM768", "ml-dsa-65", "ml-dsa-65"),
                  ("MLKEM1024", "ml-dsa-87", "ml-dsa-87"), ("SecP256r1MLKEM768", "ecdsa-p256", "ecdsa-p256"),
                  ("X25519MLKEM768", "ecdsa-p256", "ml-dsa-65")]
# crypto/tls (Go 1.26) has no ML-DSA signature schemes: ECDSA on both sides.
GO_MUTUAL = [("X25519MLKEM768", "ecdsa-p256", "ecdsa-p256"), ("SecP384r1MLKEM1024", "ecdsa-p256", "ecdsa-p256")]


@pytest.mark.parametrize("group,cert,client_cert", OPENSSL_MUTUAL)
def test_mutual_openssl_client_rust_server(group, cert, client_cert, openssl_peer, rust_examples,
                                           client_chain, tmp_path):
    ca, chain = tmp_path / "ca.pem", client_chain(client_cert)
    results = run_pair(rust_server(rust_examples, group, cert, ca, chain.ca),
                       lambda addr: openssl_peer + dash_args("client", addr, group, cert, ca)
                       + client_auth_args("--", chain), tmp_path)
    check(results, group, cert, "rustls", "openssl", client_cert)


@pytest.mark.parametrize("group,cert,client_cert", OPENSSL_MUTUAL)
def test_mutual_rust_client_openssl_server(group, cert, client_cert, openssl_peer, rust_examples,
                                           client_chain, tmp_path):
    ca, chain = tmp_path / "ca.pem", client_chain(client_cert)
    results = run_pair(openssl_peer + dash_args("server", "127.0.0.1:0", group, cert, ca)
                       + server_auth_args("--", chain.ca),
                       rust_client(rust_examples, group, cert, ca, chain), tmp_path)
    check(results, group, cert, "openssl", "rustls", client_cert)


@pytest.mark.parametrize("group,cert,client_cert", GO_MUTUAL)
def test_mutual_go_client_rust_server(group, cert, client_cert, go_peer, rust_examples, client_chain,
                                      tmp_path):
    ca, chain = tmp_path / "ca.pem", client_chain(client_cert)
    results = run_pair(rust_server(rust_examples, group, cert, ca, chain.ca),
                       lambda addr: go_peer + go_args("client", addr, group, None, ca)
                       + client_auth_args("-", chain), tmp_path)
    check(results, group, cert, "rustls", "go", client_cert)


@pytest.mark.parametrize("group,cert,client_cert", GO_MUTUAL)
def test_mutual_rust_client_go_server(group, cert, client_cert, go_peer, rust_examples, client_chain,
                                      tmp_path):
    ca, chain = tmp_path / "ca.pem", client_chain(client_cert)
    results = run_pair(go_peer + go_args("server", "127.0.0.1:0", group, None, ca)
                       + server_auth_args("-", chain.ca),
                       rust_client(rust_examples, group, cert, ca, chain), tmp_path)
    check(results, group, cert, "go", "rustls", client_cert)


def check_refused(server, client, server_error, client_error):
    """Both ends failed with the given errors: an error exit, no panic, no result line."""
    for name, proc, error in (("server", server, server_error), ("client", client, client_error)):
        assert proc.returncode not in (0, None), f"{name} succeeded: {proc.stdout} {proc.stderr}"
        assert "panicked" not in proc.stderr, proc.stderr
        assert not LINE.search(proc.stdout), proc.stdout
        assert error in proc.stderr, f"{name}: expected {error!r} in {proc.stderr}"


# A client certificate whose ML-DSA signature (by the client CA) was changed: the
# verifier refuses it with decrypt_error (RFC 8446 6.2: a signature that does not verify).
def test_bad_client_signature_openssl_client_rust_server(openssl_peer, rust_examples, client_chain,
                                                          tmp_path):
    ca, group, cert = tmp_path / "ca.pem", "X25519MLKEM768", "ml-dsa-65"
    chain = client_chain("ml-dsa-65")
    server, client = start_pair(rust_server(rust_examples, group, cert, ca, chain.ca),
                                lambda addr: openssl_peer + dash_args("client", addr, group, cert, ca)
                                + client_auth_args("--", corrupt_signature(chain, tmp_path)))
    check_refused(server, client, "InvalidCertificate(BadSignature)", "tlsv1 alert decrypt error")


def test_bad_client_signature_rust_client_openssl_server(openssl_peer, rust_examples, client_chain,
                                                          tmp_path):
    ca, group, cert = tmp_path / "ca.pem", "X25519MLKEM768", "ml-dsa-65"
    chain = client_chain("ml-dsa-65")
    server, client = start_pair(openssl_peer + dash_args("server", "127.0.0.1:0", group, cert, ca)
                                + server_auth_args("--", chain.ca),
                                rust_client(rust_examples, group, cert, ca, corrupt_signature(chain, tmp_path)))
    check_refused(server, client, "certificate verify failed", "AlertReceived(DecryptError)")


# No client certificate where one is required: certificate_required (RFC 8446 4.4.2.4).
def test_no_client_cert_openssl_client_rust_server(openssl_peer, rust_examples, client_chain, tmp_path):
    ca, group, cert = tmp_path / "ca.pem", "X25519MLKEM768", "ml-dsa-65"
    server, client = start_pair(rust_server(rust_examples, group, cert, ca, client_chain("ml-dsa-65").ca),
                                lambda addr: openssl_peer + dash_args("client", addr, group, cert, ca))
    check_refused(server, client, "NoCertificatesPresented", "tlsv13 alert certificate required")


def test_no_client_cert_rust_client_openssl_server(openssl_peer, rust_examples, client_chain, tmp_path):
    ca, group, cert = tmp_path / "ca.pem", "X25519MLKEM768", "ml-dsa-65"
    server, client = start_pair(openssl_peer + dash_args("server", "127.0.0.1:0", group, cert, ca)
                                + server_auth_args("--", client_chain("ml-dsa-65").ca),
                                rust_client(rust_examples, group, cert, ca))
    check_refused(server, client, "peer did not return a certificate", "AlertReceived(CertificateRequired)")


def test_no_client_cert_go_client_rust_server(go_peer, rust_examples, client_chain, tmp_path):
    ca, group = tmp_path / "ca.pem", "X25519MLKEM768"
    server, client = start_pair(rust_server(rust_examples, group, "ecdsa-p256", ca,
                                            client_chain("ecdsa-p256").ca),
                                lambda addr: go_peer + go_args("client", addr, group, None, ca))
    check_refused(server, client, "NoCertificatesPresented", "certificate required")


def test_no_client_cert_rust_client_go_server(go_peer, rust_examples, client_chain, tmp_path):
    ca, group = tmp_path / "ca.pem", "X25519MLKEM768"
    server, client = start_pair(go_peer + go_args("server", "127.0.0.1:0", group, None, ca)
                                + server_auth_args("-", client_chain("ecdsa-p256").ca),
                                rust_client(rust_examples, group, "ecdsa-p256", ca))
    check_refused(server, client, "client didn't provide a certificate", "AlertReceived(CertificateRequired)")


# The example programs as a user runs them: help, errors that say what is wrong, and a
# server that keeps serving.

GROUP_NAMES = OPENSSL_GROUPS + ["X25519", "secp256r1", "secp384r1"]
CERT_NAMES = ["ecdsa-p256"] + ML_DSA_CERTS
FLAGS = {"tls_server": ["--addr", "--group", "--cert", "--ca", "--client-ca", "--connections", "--help"],
         "tls_client": ["--addr", "--group", "--ca", "--client-cert", "--client-key", "--help"]}


@pytest.mark.parametrize("program", sorted(FLAGS))
def test_example_help(program, rust_examples):
    done = subprocess.run([str(rust_examples / program), "--help"], capture_output=True, text=True,
                          timeout=30)
    assert done.returncode == 0, done
    for word in FLAGS[program] + GROUP_NAMES + (CERT_NAMES if program == "tls_server" else []):
        assert re.search(rf"(?<![\w-]){re.escape(word)}(?![\w-])", done.stdout), (word, done.stdout)


@pytest.mark.parametrize("program", sorted(FLAGS))
def test_example_bad_flag_is_named(program, rust_examples):
    done = subprocess.run([str(rust_examples / program), "--ca", "x.pem", "--colour", "blue"],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 2, done
    assert "--colour" in done.stderr and "panicked" not in done.stderr, done.stderr


def test_example_bad_group_is_named(rust_examples, tmp_path):
    done = subprocess.run([str(rust_examples / "tls_client"), "--ca", str(tmp_path / "ca.pem"),
                           "--addr", "127.0.0.1:1", "--group", "X448MLKEM"],
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 2, done
    assert "X448MLKEM" in done.stderr and "--group" in done.stderr, done.stderr


def test_example_missing_file_is_named(rust_examples, tmp_path):
    missing = tmp_path / "no-such-ca.pem"
    client = subprocess.run([str(rust_examples / "tls_client"), "--addr", "127.0.0.1:1", "--ca", str(missing)],
                            capture_output=True, text=True, timeout=30)
    server = subprocess.run([str(rust_examples / "tls_server"), "--ca", str(tmp_path / "ca.pem"),
                             "--client-ca", str(missing)], capture_output=True, text=True, timeout=30)
    for done in (client, server):
        assert done.returncode not in (0, None), done
        assert str(missing) in done.stderr and "panicked" not in done.stderr, done.stderr


def test_rust_server_serves_connections_in_a_row(rust_examples, tmp_path):
    """Without --connections the server serves until stopped: two clients in a row each
    complete a handshake, and the server logs each one (group, its certificate, the
    line received)."""
    ca, group = tmp_path / "ca.pem", "SecP256r1MLKEM768"
    server = subprocess.Popen(rust_server(rust_examples, group, "ml-dsa-44", ca, connections=None),
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        first = server.stdout.readline()
        assert first.startswith("listening="), f"server: {first!r}"
        addr = first.strip().split("=", 1)[1]
        for _ in range(2):
            client = subprocess.run(rust_client(rust_examples, group, "ml-dsa-44", ca)(addr),
                                    capture_output=True, text=True, timeout=60)
            assert client.returncode == 0, client
            logged = server.stdout.readline()
            match = LINE.search(logged)
            assert match and match.groups()[:3] == (group, "ml-dsa-44", "hello from rustls client"), logged
            assert match.group(4) is None, logged  # no client certificate asked for
        assert server.poll() is None, "the server exited after two connections"
    finally:
        server.kill()
        server.communicate(timeout=30)
