// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Falcon-512 through the safe API against the first record of the round-3 KAT file
//! (`falcon/falcon512-KAT.rsp`; not in the package: the vectors are not either). The
//! NIST KAT DRBG, seeded with the record's seed, gives key generation its 48-byte seed,
//! then the signature's nonce (40 bytes) and the sampler's seed (48 bytes), one read
//! each. The record's `sm` is the reference's signed message: 2-byte length of
//! (header || s2), nonce, message, header 0x20 + logn, s2; the detached signature is
//! header 0x30 + logn || nonce || s2.
mod common;

use common::drbg::Drbg;
use common::vectors_dir;
use pqkit::falcon::falcon_512 as set;

fn first_record() -> std::collections::HashMap<String, Vec<u8>> {
    let text = std::fs::read_to_string(vectors_dir().join("falcon/falcon512-KAT.rsp")).unwrap();
    let record = text
        .replace('\r', "")
        .split("\n\n")
        .find(|r| r.contains("count = 0"))
        .unwrap()
        .to_string();
    record
        .lines()
        .filter_map(|l| l.split_once(" = "))
        .filter(|(k, _)| *k != "count" && *k != "mlen" && *k != "smlen")
        .map(|(k, v)| (k.to_string(), hex::decode(v).unwrap()))
        .collect()
}

#[test]
fn falcon_512_first_kat_record() {
    let r = first_record();
    let mut drbg = Drbg::new(r["seed"][..].try_into().unwrap());
    let sk = set::SigningKey::from_seed(&set::Seed::from_slice(&drbg.read(48)).unwrap());
    assert_eq!(sk.as_verifying_key().as_bytes()[..], r["pk"][..]);
    assert_eq!(sk.expanded().as_bytes()[..], r["sk"][..]);

    let rnd: [u8; set::RND_BYTES] = [drbg.read(40), drbg.read(48)].concat().try_into().unwrap();
    let (msg, sm) = (&r["msg"], &r["sm"]);
    let sig = sk.sign_derand(msg, b"", &rnd).unwrap();
    let tail = usize::from(u16::from_be_bytes([sm[0], sm[1]]));
    assert_eq!(sm.len(), 2 + 40 + msg.len() + tail);
    assert_eq!(sm[42..42 + msg.len()], msg[..]);
    let header = sm[42 + msg.len()];
    let expected = [&[header + 0x10][..], &sm[2..42], &sm[43 + msg.len()..]].concat();
    assert_eq!(sig.as_bytes(), &expected[..]);

    // the decoded signature verifies through the decoded key; a changed byte does not
    let vk = set::VerifyingKey::from_slice(&r["pk"]).unwrap();
    let decoded = set::Signature::from_slice(&expected).unwrap();
    vk.verify_with_context(msg, b"", &decoded).unwrap();
    let mut bad = expected.clone();
    bad[expected.len() / 2] ^= 1;
    let bad = set::Signature::from_slice(&bad).unwrap();
    assert_eq!(
        vk.verify_with_context(msg, b"", &bad),
        Err(pqkit::Error::Verify)
    );
}
