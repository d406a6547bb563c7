# SPDX-License-Identifier: Apache-2.0 OR MIT
"""TLS 1.3 interoperability of pqkit-rustls with Go crypto/tls and OpenSSL, on loopback.

Every case runs a real server and client process and checks, on both ends, the
negotiated group, the certificate type, and that a line went each way. The Rust
example programs come from $PQKIT_RUST_EXAMPLES (set by `./pqkit check`, default
build/rust/debug/examples); the Go peer is built here from tests/interop/go."""
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
HERE = Path(__file__).resolve().parent
LINE = re.compile(r'group=(\S+) cert=(\S+) received="(.*)"')

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


def run_pair(server_cmd, client_cmd_for, tmp_path):
    """Starts the server, then the client against its address; returns both parsed
    result lines (group, cert, received)."""
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
    assert client.returncode == 0, f"client failed: {client.stdout} {client.stderr}"
    assert server.returncode == 0, f"server failed: {server_out} {server_err}"
    results = []
    for text in (server_out, client.stdout):
        match = LINE.search(text)
        assert match, text
        results.append(match.groups())
    return results


def check(results, group, cert, server_name, client_name):
    (s_group, s_cert, s_received), (c_group, c_cert, c_received) = results
    assert s_group == group and c_group == group, results
    assert s_cert == cert and c_cert == cert, results
    assert s_received == f"hello from {client_name} client", results
    assert c_received == f"hello from {server_name} server", results


def rust_server(rust_examples, group, cert, ca):
    return [str(rust_examples / "tls_server")] + dash_args(None, "127.0.0.1:0", group, cert, ca)


def rust_client(rust_examples, group, cert, ca):
    return lambda addr: [str(rust_examples / "tls_client")] + dash_args(None, addr, group, cert, ca)[:6]


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
