// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Everything pqkit-rustls decodes from a peer or a file (pqkit_rustls::fuzzing): client
//! key shares (server side), server key shares (client side), ML-DSA public keys and
//! signatures in certificates and CertificateVerify, and ML-DSA PKCS#8 keys. No input
//! may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| pqkit_rustls::fuzzing::decode(data));
