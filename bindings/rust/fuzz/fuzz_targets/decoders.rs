// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Everything pqkit-rustls decodes from a peer or a file: client key shares (server
//! side), server key shares (client side), ML-DSA public keys and signatures in
//! certificates and CertificateVerify, and ML-DSA PKCS#8 keys. The first byte picks
//! the decoder and the group or parameter set; no input may panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use pqkit_rustls::kx::ALL_PQ_GROUPS;
use pqkit_rustls::mldsa::{MlDsaKey, ML_DSA_44, ML_DSA_65, ML_DSA_87};

fuzz_target!(|data: &[u8]| {
    let Some((&selector, rest)) = data.split_first() else { return };
    let group = ALL_PQ_GROUPS[usize::from(selector >> 2) % ALL_PQ_GROUPS.len()];
    match selector & 3 {
        0 => {
            let _ = group.start_and_complete(rest);
        }
        1 => {
            let kx = group.start().expect("key generation");
            let _ = kx.complete(rest);
        }
        2 => {
            let alg = [ML_DSA_44, ML_DSA_65, ML_DSA_87][usize::from(selector >> 2) % 3];
            // pk || sig || message, split by two length bytes
            if rest.len() < 4 {
                return;
            }
            let pk_len = usize::from(u16::from_le_bytes([rest[0], rest[1]])).min(rest.len() - 4);
            let (pk, tail) = rest[4..].split_at(pk_len);
            let sig_len = usize::from(u16::from_le_bytes([rest[2], rest[3]])).min(tail.len());
            let (sig, msg) = tail.split_at(sig_len);
            let _ = alg.verify_signature(pk, msg, sig);
        }
        _ => {
            let _ = MlDsaKey::from_pkcs8_der(rest);
        }
    }
});
