// SPDX-License-Identifier: Apache-2.0 OR MIT
//! TSC cycles (rdtsc between lfences) and wall time of one call, and the summary line.
use std::time::Instant;

fn rdtsc() -> u64 {
    #[cfg(target_arch = "x86_64")]
    unsafe {
        core::arch::x86_64::_mm_lfence();
        let t = core::arch::x86_64::_rdtsc();
        core::arch::x86_64::_mm_lfence();
        t
    }
    #[cfg(not(target_arch = "x86_64"))]
    0
}

#[derive(Default)]
pub struct Samples {
    cycles: Vec<u64>,
    nanos: Vec<u64>,
}

impl Samples {
    pub fn time<F: FnOnce()>(&mut self, f: F) {
        let t0 = Instant::now();
        let c0 = rdtsc();
        f();
        let c1 = rdtsc();
        self.nanos.push(t0.elapsed().as_nanos() as u64);
        self.cycles.push(c1 - c0);
    }

    /// One JSON object: who ran what, how often, and the cycle distribution.
    pub fn report(&mut self, alg: &str, implementation: &str, op: &str, randomness: &str) {
        if self.cycles.is_empty() {
            return;
        }
        self.cycles.sort_unstable();
        self.nanos.sort_unstable();
        let n = self.cycles.len();
        let mean = self.cycles.iter().sum::<u64>() as f64 / n as f64;
        println!(
            "{{\"algorithm\": \"{alg}\", \"implementation\": \"{implementation}\", \"operation\": \"{op}\", \
             \"randomness\": \"{randomness}\", \"runs\": {n}, \"cycles_min\": {}, \"cycles_median\": {}, \
             \"cycles_mean\": {mean:.0}, \"cycles_max\": {}, \"ns_median\": {}}}",
            self.cycles[0],
            self.cycles[n / 2],
            self.cycles[n - 1],
            self.nanos[n / 2]
        );
    }
}

/// Seeds for the derandomised APIs, new for every run and the same for every library.
pub struct Seeds {
    state: u64,
    pub a: [u8; 64],
    pub b: [u8; 32],
    pub c: [u8; 32],
}

impl Seeds {
    pub fn new() -> Self {
        Seeds { state: 0x9e37_79b9_7f4a_7c15, a: [0; 64], b: [0; 32], c: [0; 32] }
    }

    /// splitmix64: any spread of inputs will do, these are benchmark inputs, not keys.
    pub fn next(&mut self) {
        let mut fill = |out: &mut [u8]| {
            for chunk in out.chunks_mut(8) {
                self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
                let mut z = self.state;
                z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
                z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
                chunk.copy_from_slice(&(z ^ (z >> 31)).to_le_bytes()[..chunk.len()]);
            }
        };
        fill(&mut self.a);
        fill(&mut self.b);
        fill(&mut self.c);
    }
}
