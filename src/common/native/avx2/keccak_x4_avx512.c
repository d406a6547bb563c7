/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Keccak-f[1600] on four interleaved states with AVX-512VL on 256-bit registers: the
 * AVX2 round with a native 64-bit rotate (vprolq) and three-input logic (vpternlogq)
 * for chi and theta's column parities, about half the instructions. */
#include <immintrin.h>

#include "common/native/avx2/fips202x4.h"

#define KECCAK_X4_TARGET __attribute__((target("avx512f,avx512vl")))
#define KECCAK_X4_PERMUTE pqkit_keccak_x4_avx512_permute

#define XOR(a, b) _mm256_xor_si256((a), (b))
/* vpternlogq truth tables: 0x96 = a ^ b ^ c, 0xD2 = a ^ (~b & c) */
#define XOR5(a, b, c, d, e) \
  _mm256_ternarylogic_epi64(_mm256_ternarylogic_epi64((a), (b), (c), 0x96), (d), (e), 0x96)
#define CHI(a, b, c) _mm256_ternarylogic_epi64((a), (b), (c), 0xD2)
#define ROL(x, n) _mm256_rol_epi64((x), (n))

#include "common/native/avx2/keccak_x4_permute.h"
