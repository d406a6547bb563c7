# SPDX-License-Identifier: Apache-2.0 OR MIT
"""A TLS 1.3 client or server on OpenSSL (through the PyPI packages `cryptography` and
`pyOpenSSL`), the OpenSSL side of pqkit's interoperability tests.

Same flags and output as the Go peer (tests/interop/go): the server makes a self-signed
certificate for "localhost" (--cert ecdsa-p256 | ml-dsa-44 | ml-dsa-65 | ml-dsa-87) and
writes it to --ca; the client trusts only that certificate. Both allow only --group.
After one exchange of lines each prints

    group=MLKEM768 cert=ml-dsa-65 received="..."

pyOpenSSL has no call to choose key-exchange groups, so the group goes through an
OpenSSL configuration file (OPENSSL_CONF), set before OpenSSL is loaded."""
import argparse
import datetime
import os
import socket
import struct
import sys
import tempfile
from pathlib import Path

CERT_TYPES = ("ecdsa-p256", "ml-dsa-44", "ml-dsa-65", "ml-dsa-87")


def configure_groups(group, workdir):
    conf = Path(workdir) / "openssl.cnf"
    conf.write_text("openssl_conf = openssl_init\n[openssl_init]\nssl_conf = ssl_sect\n"
                    "[ssl_sect]\nsystem_default = system_default_sect\n"
                    f"[system_default_sect]\nGroups = {group}\n")
    os.environ["OPENSSL_CONF"] = str(conf)


def make_identity(cert_type, workdir):
    """Writes cert.pem and key.pem for localhost; returns their paths."""
    from cryptography import x509
    from cryptography.hazmat.primitives import hashes, serialization
    from cryptography.hazmat.primitives.asymmetric import ec, mldsa
    from cryptography.x509.oid import NameOID

    if cert_type == "ecdsa-p256":
        key, digest = ec.generate_private_key(ec.SECP256R1()), hashes.SHA256()
    else:
        cls = {"ml-dsa-44": mldsa.MLDSA44PrivateKey, "ml-dsa-65": mldsa.MLDSA65PrivateKey,
               "ml-dsa-87": mldsa.MLDSA87PrivateKey}[cert_type]
        key, digest = cls.generate(), None
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    now = datetime.datetime.now(datetime.timezone.utc)
    cert = (x509.CertificateBuilder().subject_name(name).issuer_name(name)
            .public_key(key.public_key()).serial_number(x509.random_serial_number())
            .not_valid_before(now - datetime.timedelta(hours=1))
            .not_valid_after(now + datetime.timedelta(days=1))
            .add_extension(x509.SubjectAlternativeName([x509.DNSName("localhost")]), False)
            .add_extension(x509.BasicConstraints(ca=False, path_length=None), True)
            .sign(key, digest))
    cert_path, key_path = Path(workdir) / "cert.pem", Path(workdir) / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return cert_path, key_path


def cert_name(cert):
    oid = cert.to_cryptography().signature_algorithm_oid.dotted_string
    return {"1.2.840.10045.4.3.2": "ecdsa-p256", "2.16.840.1.101.3.4.3.17": "ml-dsa-44",
            "2.16.840.1.101.3.4.3.18": "ml-dsa-65", "2.16.840.1.101.3.4.3.19": "ml-dsa-87"}.get(oid, oid)


def blocking_with_timeout(sock, seconds=20):
    """pyOpenSSL needs a blocking socket; a kernel timeout keeps a stuck peer from
    hanging the test."""
    sock.settimeout(None)
    limit = struct.pack("ll", seconds, 0)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVTIMEO, limit)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDTIMEO, limit)
    return sock


def exchange(conn, role):
    conn.do_handshake()
    conn.sendall(f"hello from openssl {role}\n".encode())
    data = b""
    while not data.endswith(b"\n"):
        chunk = conn.recv(4096)
        if not chunk:
            break
        data += chunk
    peer = conn.get_peer_certificate()
    cert = cert_name(peer) if role == "client" else (cert_name(peer) if peer else "none")
    if role == "server":
        cert = cert_name(conn.get_certificate())
    group = conn.get_group_name()
    group = group.decode() if isinstance(group, bytes) else group
    print(f"group={group} cert={cert} received={data.decode().strip()!r}".replace("'", '"'), flush=True)
    conn.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mode", choices=("client", "server"), required=True)
    parser.add_argument("--addr", default="127.0.0.1:0")
    parser.add_argument("--group", required=True)
    parser.add_argument("--cert", choices=CERT_TYPES, default="ecdsa-p256")
    parser.add_argument("--ca", required=True)
    args = parser.parse_args()
    workdir = tempfile.mkdtemp(prefix="pqkit-openssl-")
    configure_groups(args.group, workdir)
    from OpenSSL import SSL  # after OPENSSL_CONF is set

    ctx = SSL.Context(SSL.TLS_METHOD)
    ctx.set_min_proto_version(SSL.TLS1_3_VERSION)
    host, port = args.addr.rsplit(":", 1)
    if args.mode == "server":
        cert_path, key_path = make_identity(args.cert, workdir)
        Path(args.ca).write_bytes(cert_path.read_bytes())
        ctx.use_certificate_file(str(cert_path))
        ctx.use_privatekey_file(str(key_path))
        listener = socket.create_server((host, int(port)))
        listener.settimeout(30)
        print(f"listening={listener.getsockname()[0]}:{listener.getsockname()[1]}", flush=True)
        sock, _ = listener.accept()
        conn = SSL.Connection(ctx, blocking_with_timeout(sock))
        conn.set_accept_state()
        exchange(conn, "server")
    else:
        ctx.load_verify_locations(args.ca)
        ctx.set_verify(SSL.VERIFY_PEER, lambda conn, cert, errno, depth, ok: bool(ok))
        sock = socket.create_connection((host, int(port)), timeout=20)
        conn = SSL.Connection(ctx, blocking_with_timeout(sock))
        conn.set_tlsext_host_name(b"localhost")
        conn.set_connect_state()
        exchange(conn, "client")
    return 0


if __name__ == "__main__":
    sys.exit(main())
