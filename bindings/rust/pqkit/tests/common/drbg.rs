// SPDX-License-Identifier: Apache-2.0 OR MIT
//! The NIST KAT generator: SP 800-90A CTR_DRBG with AES-256, no derivation function, no
//! reseed (see ../shared/vectors/README.md). Each `read` ends with one `update(None)`,
//! so one 64-byte read differs from two 32-byte reads.
use aes::cipher::generic_array::GenericArray;
use aes::cipher::{BlockEncrypt, KeyInit};
use aes::Aes256;

pub struct Drbg {
    key: [u8; 32],
    v: [u8; 16],
}

impl Drbg {
    pub fn new(entropy: &[u8; 48]) -> Self {
        let mut drbg = Drbg { key: [0; 32], v: [0; 16] };
        drbg.update(Some(entropy));
        drbg
    }

    /// V + 1 as a big-endian counter, then AES(Key, V).
    fn next_block(&mut self) -> [u8; 16] {
        self.v = (u128::from_be_bytes(self.v).wrapping_add(1)).to_be_bytes();
        let mut block = GenericArray::clone_from_slice(&self.v);
        Aes256::new(GenericArray::from_slice(&self.key)).encrypt_block(&mut block);
        block.into()
    }

    fn update(&mut self, data: Option<&[u8; 48]>) {
        let mut temp = [0u8; 48];
        for chunk in temp.chunks_mut(16) {
            chunk.copy_from_slice(&self.next_block());
        }
        if let Some(data) = data {
            temp.iter_mut().zip(data).for_each(|(t, d)| *t ^= d);
        }
        self.key.copy_from_slice(&temp[..32]);
        self.v.copy_from_slice(&temp[32..]);
    }

    pub fn read(&mut self, n: usize) -> Vec<u8> {
        let mut out = Vec::with_capacity(n + 16);
        while out.len() < n {
            let block = self.next_block();
            out.extend_from_slice(&block);
        }
        out.truncate(n);
        self.update(None);
        out
    }
}
