# SPDX-License-Identifier: Apache-2.0 OR MIT
"""A TLS 1.3 client or server on OpenSSL (through the PyPI packages `cryptography` and
`pyOpenSSL`), the OpenSSL side of pqkit's interoperability tests.

Same flags and output as the Go peer (tests/interop/go): the server makes a self-signed
certificate for "localhost" (--cert ecdsa-p256 | ml-dsa-44 | ml-dsa-65 | ml-dsa-87) and
writes it to --ca; the client trusts only that certificate. Both allow only --group.
For mutual TLS the server requires a client certificate issued by --client-ca and the
client presents --client-cert with --client-key (files from make_client_chain). After
one exchange of lines each prints

    group=MLKEM768 cert=ml-dsa-65 received="..." client_cert=ml-dsa-44

(client_cert only in mutual TLS: the server names the certificate it verified, the
client the one it presented).

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


def new_key(cert_type):
    """A fresh private key and the digest its certificates are signed with (None for
    ML-DSA, which signs the whole message)."""
    from cryptography.hazmat.primitives import hashes
    from cryptography.hazmat.primitives.asymmetric import ec, mldsa

    if cert_type == "ecdsa-p256":
        return ec.generate_private_key(ec.SECP256R1()), hashes.SHA256()
    cls = {"ml-dsa-44": mldsa.MLDSA44PrivateKey, "ml-dsa-65": mldsa.MLDSA65PrivateKey,
           "ml-dsa-87": mldsa.MLDSA87PrivateKey}[cert_type]
    return cls.generate(), None


def certificate(subject, key, issuer, issuer_key, digest, *, ca, extensions=()):
    """A certificate valid from an hour ago for a day."""
    from cryptography import x509

    now = datetime.datetime.now(datetime.timezone.utc)
    builder = (x509.CertificateBuilder().subject_name(subject).issuer_name(issuer)
               .public_key(key.public_key()).serial_number(x509.random_serial_number())
               .not_valid_before(now - datetime.timedelta(hours=1))
               .not_valid_after(now + datetime.timedelta(days=1))
               .add_extension(x509.BasicConstraints(ca=ca, path_length=None), True))
    for extension in extensions:
        builder = builder.add_extension(extension, False)
    return builder.sign(issuer_key, digest)


def write_pem(path, cert=None, key=None):
    from cryptography.hazmat.primitives import serialization

    if cert is not None:
        path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    else:
        path.write_bytes(key.private_bytes(serialization.Encoding.PEM,
                                           serialization.PrivateFormat.PKCS8,
                                           serialization.NoEncryption()))
    return path


def make_identity(cert_type, workdir):
    """Writes cert.pem and key.pem for localhost; returns their paths."""
    from cryptography import x509
    from cryptography.x509.oid import NameOID

    key, digest = new_key(cert_type)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "localhost")])
    cert = certificate(name, key, name, key, digest, ca=False,
                       extensions=[x509.SubjectAlternativeName([x509.DNSName("localhost")])])
    return (write_pem(Path(workdir) / "cert.pem", cert=cert),
            write_pem(Path(workdir) / "key.pem", key=key))


def make_client_chain(cert_type, workdir):
    """A client CA and a client certificate it issued, both of cert_type; writes
    client-ca.pem, client-cert.pem and client-key.pem and returns their paths."""
    from cryptography import x509
    from cryptography.x509.oid import ExtendedKeyUsageOID, NameOID

    ca_key, digest = new_key(cert_type)
    ca_name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, f"pqkit test client CA {cert_type}")])
    ca = certificate(ca_name, ca_key, ca_name, ca_key, digest, ca=True,
                     extensions=[x509.KeyUsage(False, False, False, False, False, True, False, False, False)])
    key, _ = new_key(cert_type)
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "pqkit test client")])
    leaf = certificate(name, key, ca_name, ca_key, digest, ca=False,
                       extensions=[x509.ExtendedKeyUsage([ExtendedKeyUsageOID.CLIENT_AUTH])])
    workdir = Path(workdir)
    return (write_pem(workdir / "client-ca.pem", cert=ca), write_pem(workdir / "client-cert.pem", cert=leaf),
            write_pem(workdir / "client-key.pem", key=key))


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
    server_cert = conn.get_peer_certificate() if role == "client" else conn.get_certificate()
    client_cert = conn.get_certificate() if role == "client" else conn.get_peer_certificate()
    group = conn.get_group_name()
    group = group.decode() if isinstance(group, bytes) else group
    line = f"group={group} cert={cert_name(server_cert)} received={data.decode().strip()!r}"
    if client_cert is not None:
        line += f" client_cert={cert_name(client_cert)}"
    print(line.replace("'", '"'), flush=True)
    conn.shutdown()


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--mode", choices=("client", "server"), required=True)
    parser.add_argument("--addr", default="127.0.0.1:0")
    parser.add_argument("--group", required=True)
    parser.add_argument("--cert", choices=CERT_TYPES, default="ecdsa-p256")
    parser.add_argument("--ca", required=True)
    parser.add_argument("--client-ca", help="server: require a client certificate from this CA")
    parser.add_argument("--client-cert", help="client: present this certificate")
    parser.add_argument("--client-key", help="client: the key of --client-cert")
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
        if args.client_ca:
            ctx.load_verify_locations(args.client_ca)
            ctx.set_verify(SSL.VERIFY_PEER | SSL.VERIFY_FAIL_IF_NO_PEER_CERT,
                           lambda conn, cert, errno, depth, ok: bool(ok))
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
        if args.client_cert:
            ctx.use_certificate_chain_file(args.client_cert)
            ctx.use_privatekey_file(args.client_key)
        sock = socket.create_connection((host, int(port)), timeout=20)
        conn = SSL.Connection(ctx, blocking_with_timeout(sock))
        conn.set_tlsext_host_name(b"localhost")
        conn.set_connect_state()
        exchange(conn, "client")
    return 0


if __name__ == "__main__":
    sys.exit(main())
