// SPDX-License-Identifier: Apache-2.0 OR MIT

// tlspeer is a TLS 1.3 client or server on crypto/tls, the Go side of pqkit's
// interoperability tests. The server makes a fresh ECDSA P-256 certificate for
// "localhost" and writes it (PEM) to -ca; the client trusts the certificate in -ca.
// Both offer or accept only the key exchange named by -group, send one line to the
// peer, read its line, and print one result line:
//
//	group=X25519MLKEM768 cert=ecdsa-p256 received="..." client_cert=ecdsa-p256
//
// For mutual TLS the server requires and verifies a client certificate issued by a
// certificate in -client-ca, and the client presents -client-cert with -client-key;
// client_cert (only then) is the type of the certificate the server verified or the
// client presented. crypto/tls has no ML-DSA signature schemes, so Go's client
// certificates are ECDSA.
package main

import (
	"bufio"
	"crypto/ecdsa"
	"crypto/elliptic"
	"crypto/rand"
	"crypto/tls"
	"crypto/x509"
	"crypto/x509/pkix"
	"encoding/pem"
	"flag"
	"fmt"
	"math/big"
	"net"
	"os"
	"strings"
	"time"
)

var groups = map[string]tls.CurveID{
	"X25519MLKEM768":     tls.X25519MLKEM768,
	"SecP256r1MLKEM768":  tls.SecP256r1MLKEM768,
	"SecP384r1MLKEM1024": tls.SecP384r1MLKEM1024,
	"X25519":             tls.X25519,
	"secp256r1":          tls.CurveP256,
}

func groupName(id tls.CurveID) string {
	for name, g := range groups {
		if g == id {
			return name
		}
	}
	return fmt.Sprintf("0x%04x", uint16(id))
}

func certName(cert *x509.Certificate) string {
	switch cert.PublicKeyAlgorithm {
	case x509.ECDSA:
		return "ecdsa-p" + strings.TrimPrefix(cert.PublicKey.(*ecdsa.PublicKey).Curve.Params().Name, "P-")
	default:
		return cert.SignatureAlgorithm.String()
	}
}

// selfSigned returns a fresh ECDSA P-256 certificate for localhost and writes its PEM.
func selfSigned(path string) (tls.Certificate, error) {
	key, err := ecdsa.GenerateKey(elliptic.P256(), rand.Reader)
	if err != nil {
		return tls.Certificate{}, err
	}
	tmpl := &x509.Certificate{
		SerialNumber:          big.NewInt(1),
		Subject:               pkix.Name{CommonName: "localhost"},
		DNSNames:              []string{"localhost"},
		NotBefore:             time.Now().Add(-time.Hour),
		NotAfter:              time.Now().Add(24 * time.Hour),
		KeyUsage:              x509.KeyUsageDigitalSignature,
		ExtKeyUsage:           []x509.ExtKeyUsage{x509.ExtKeyUsageServerAuth},
		BasicConstraintsValid: true,
	}
	der, err := x509.CreateCertificate(rand.Reader, tmpl, tmpl, &key.PublicKey, key)
	if err != nil {
		return tls.Certificate{}, err
	}
	pemBytes := pem.EncodeToMemory(&pem.Block{Type: "CERTIFICATE", Bytes: der})
	if err := os.WriteFile(path, pemBytes, 0o644); err != nil {
		return tls.Certificate{}, err
	}
	return tls.Certificate{Certificate: [][]byte{der}, PrivateKey: key}, nil
}

// exchange sends our line, reads the peer's and prints the result.
// presented is the client's own certificate, nil if it has none or in the server.
func exchange(conn *tls.Conn, role string, presented *x509.Certificate) error {
	if err := conn.Handshake(); err != nil {
		return err
	}
	if _, err := fmt.Fprintf(conn, "hello from go %s\n", role); err != nil {
		return err
	}
	line, err := bufio.NewReader(conn).ReadString('\n')
	if err != nil {
		return err
	}
	state := conn.ConnectionState()
	// The client reports the server's certificate; the server its own (always
	// ECDSA P-256: crypto/tls has no ML-DSA).
	cert := "ecdsa-p256"
	clientCert := ""
	if role == "client" {
		cert = certName(state.PeerCertificates[0])
		if presented != nil {
			clientCert = " client_cert=" + certName(presented)
		}
	} else if len(state.PeerCertificates) > 0 {
		clientCert = " client_cert=" + certName(state.PeerCertificates[0])
	}
	fmt.Printf("group=%s cert=%s received=%q%s\n", groupName(state.CurveID), cert, strings.TrimSpace(line), clientCert)
	return nil
}

func run() error {
	mode := flag.String("mode", "client", "client or server")
	addr := flag.String("addr", "127.0.0.1:0", "address to connect to or listen on")
	group := flag.String("group", "X25519MLKEM768", "key exchange group")
	caPath := flag.String("ca", "", "server: write its certificate here; client: trust this one")
	clientCA := flag.String("client-ca", "", "server: require a client certificate issued by one in this file")
	clientCert := flag.String("client-cert", "", "client: present this certificate (PEM)")
	clientKey := flag.String("client-key", "", "client: the private key of -client-cert (PEM)")
	flag.Parse()
	id, ok := groups[*group]
	if !ok {
		return fmt.Errorf("unknown group %q", *group)
	}
	config := &tls.Config{
		MinVersion:       tls.VersionTLS13,
		CurvePreferences: []tls.CurveID{id},
		ServerName:       "localhost",
	}
	if *mode == "server" {
		cert, err := selfSigned(*caPath)
		if err != nil {
			return err
		}
		config.Certificates = []tls.Certificate{cert}
		if *clientCA != "" {
			pool, err := loadPool(*clientCA)
			if err != nil {
				return err
			}
			config.ClientCAs = pool
			config.ClientAuth = tls.RequireAndVerifyClientCert
		}
		ln, err := tls.Listen("tcp", *addr, config)
		if err != nil {
			return err
		}
		defer ln.Close()
		fmt.Printf("listening=%s\n", ln.Addr())
		conn, err := ln.Accept()
		if err != nil {
			return err
		}
		defer conn.Close()
		conn.SetDeadline(time.Now().Add(20 * time.Second))
		return exchange(conn.(*tls.Conn), "server", nil)
	}
	roots, err := loadPool(*caPath)
	if err != nil {
		return err
	}
	config.RootCAs = roots
	var presented *x509.Certificate
	if *clientCert != "" {
		pair, err := tls.LoadX509KeyPair(*clientCert, *clientKey)
		if err != nil {
			return err
		}
		if presented, err = x509.ParseCertificate(pair.Certificate[0]); err != nil {
			return err
		}
		config.Certificates = []tls.Certificate{pair}
	}
	dialer := &net.Dialer{Timeout: 10 * time.Second}
	conn, err := tls.DialWithDialer(dialer, "tcp", *addr, config)
	if err != nil {
		return err
	}
	defer conn.Close()
	conn.SetDeadline(time.Now().Add(20 * time.Second))
	return exchange(conn, "client", presented)
}

// loadPool reads the PEM certificates in path into a pool.
func loadPool(path string) (*x509.CertPool, error) {
	pemBytes, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	pool := x509.NewCertPool()
	if !pool.AppendCertsFromPEM(pemBytes) {
		return nil, fmt.Errorf("no certificate in %s", path)
	}
	return pool, nil
}

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "tlspeer:", err)
		os.Exit(1)
	}
}
