// SPDX-License-Identifier: Apache-2.0 OR MIT
//! A short mutation fuzzer over pqkit_rustls::fuzzing::decode, run by `cargo test`: valid
//! inputs for every decoder (key shares of each group from both sides, ML-DSA keys and
//! signatures, PKCS#8 keys), then thousands of mutants of them (bit flips, byte
//! overwrites, truncations, extensions, changed length fields). A panic fails the test.
//! The coverage-guided libFuzzer run of the same entry point is in bindings/rust/fuzz.

use pqkit_rustls::fuzzing::{decode, selector, Decoder};
use pqkit_rustls::kx::ALL_PQ_GROUPS;
use pqkit_rustls::mldsa::{MlDsaKey, MlDsaLevel};

const MUTANTS_PER_SEED: usize = 2000;

/// xorshift64*: reproducible test data, not randomness for keys.
struct TestRng(u64);

impl TestRng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn seeds() -> Vec<Vec<u8>> {
    let mut seeds = Vec::new();
    for (index, group) in ALL_PQ_GROUPS.iter().enumerate() {
        let client = group.start().expect("key generation");
        let server = group.start_and_complete(client.pub_key()).expect("server side");
        let index = u8::try_from(index).unwrap();
        seeds.push([&[selector(Decoder::ClientShare, index)], client.pub_key()].concat());
        seeds.push([&[selector(Decoder::ServerShare, index)], &server.pub_key[..]].concat());
    }
    for (index, level) in [MlDsaLevel::MlDsa44, MlDsaLevel::MlDsa65, MlDsaLevel::MlDsa87]
        .into_iter()
        .enumerate()
    {
        let key = MlDsaKey::from_seed(level, &[index as u8; 32]);
        let message = b"mutation test";
        let sig = key.sign(message).expect("signing");
        let pk = key.public_key_bytes();
        let lengths = [u16::try_from(pk.len()).unwrap(), u16::try_from(sig.len()).unwrap()];
        seeds.push(
            [
                &[selector(Decoder::MlDsaVerify, index as u8)][..],
                &lengths[0].to_le_bytes(),
                &lengths[1].to_le_bytes(),
                pk,
                &sig,
                message,
            ]
            .concat(),
        );
        seeds.push([&[selector(Decoder::Pkcs8, 0)], &key.to_pkcs8_der()[..]].concat());
    }
    seeds
}

fn mutate(rng: &mut TestRng, seed: &[u8]) -> Vec<u8> {
    let mut m = seed.to_vec();
    for _ in 0..1 + rng.below(4) {
        match rng.below(5) {
            0 => {
                let i = 1 + rng.below(m.len() - 1);
                m[i] ^= 1 << rng.below(8);
            }
            1 => {
                let i = 1 + rng.below(m.len() - 1);
                m[i] = rng.next() as u8;
            }
            2 => m.truncate(1 + rng.below(m.len())),
            3 => m.extend((0..1 + rng.below(64)).map(|_| rng.next() as u8)),
            _ => {
                // the two length fields of the ML-DSA input, or the DER lengths near the start
                let i = 1 + rng.below(m.len().min(8) - 1);
                m[i] = rng.next() as u8;
            }
        }
        if m.len() < 2 {
            m.push(0);
        }
    }
    m
}

#[test]
fn decoders_survive_mutants_of_valid_inputs() {
    let seeds = seeds();
    assert_eq!(seeds.len(), 2 * ALL_PQ_GROUPS.len() + 6);
    let mut rng = TestRng(0x9e37_79b9_7f4a_7c15);
    let mut ran = 0;
    for seed in &seeds {
        decode(seed);
        for _ in 0..MUTANTS_PER_SEED {
            decode(&mutate(&mut rng, seed));
            ran += 1;
        }
    }
    assert_eq!(ran, seeds.len() * MUTANTS_PER_SEED);
}
