// SPDX-License-Identifier: Apache-2.0 OR MIT
//! One entry point to everything this crate decodes from a peer or a file, for the
//! libFuzzer target (`bindings/rust/fuzz`) and the mutation test that `cargo test`
//! runs (`tests/decoder_mutations.rs`).


use crate::kx::ALL_PQ_GROUPS;
use crate::mldsa::{MlDsaKey, ML_DSA_44, ML_DSA_65, ML_DSA_87};

/// The first byte of an input picks the decoder (its low two bits) and the group or
/// parameter set (the rest); see [`decode`].
pub fn selector(decoder: Decoder, index: u8) -> u8 {
    index << 2 | decoder as u8
}

/// What [`decode`] feeds the rest of its input to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Decoder {
    /// A client key share, decoded by the server side of group `index % 6` of
    /// [`ALL_PQ_GROUPS`].
    ClientShare = 0,
    /// A server key share, decoded by the client side of that group.
    ServerShare = 1,
    /// ML-DSA-44/65/87 (`index % 3`) verification: two little-endian 16-bit lengths,
    /// then the public key, the signature and the message.
    MlDsaVerify = 2,
    /// An ML-DSA PKCS#8 private key.
    Pkcs8 = 3,
}

/// Decodes `data` as [`selector`] says, dropping the result: any input must come back
/// with a value or an error, never a panic.
pub fn decode(data: &[u8]) {
    let Some((&selector, rest)) = data.split_first() else { return };
    let index = usize::from(selector >> 2);
    let group = ALL_PQ_GROUPS[index % ALL_PQ_GROUPS.len()];
    match selector & 3 {
        0 => {
            let _ = group.start_and_complete(rest);
        }
        1 => {
            let kx = group.start().expect("key generation");
            let _ = kx.complete(rest);
        }
        2 => {
            let alg = [ML_DSA_44, ML_DSA_65, ML_DSA_87][index % 3];
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
}
