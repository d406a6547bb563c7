/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The steps of ML-DSA's key generation, signing and verification that both memory
 * strategies take (sign_speed.c, sign_stack.c: CMake compiles one of them per
 * implementation). They are static and included into the strategy's file, so that the
 * compiler sees them beside their callers and inlines them where it did before.
 * MLDSA_STREAM_A, defined by the includer, brings in the streamed matrix entries. */
#ifndef PQKIT_ML_DSA_SIGN_COMMON_H
#define PQKIT_ML_DSA_SIGN_COMMON_H

#include <string.h>

#include "backend.h"
#include "bitpack.h"
#include "common/backend.h"
#include "common/ct.h"
#include "common/noinline.h"
#include "ntt.h"
#include "pqkit/common.h"
#include "pqkit/hash.h"
#include "poly.h"
#include "poly_mode.h"
#include "reduce.h"
#include "sign.h"

/* rho || rho' || K = H(xi || k || l, 128) (FIPS 204 Alg. 6 line 1); rho is public. */
static void expand_seed(uint8_t seeds[2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES],
                        const uint8_t xi[MLDSA_SEEDBYTES]) {
  const uint8_t kl[2] = {MLDSA_K, MLDSA_L};
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, xi, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, kl, 2);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, seeds, 2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES);
  pqkit_keccak_wipe(&st);
  PQKIT_CT_DECLASSIFY(seeds, MLDSA_SEEDBYTES);
}

/* Row i of t = A s1 + s2 from the row's inverse NTT (|t| < q) and s2_i: t1 into pk and
 * t0 into sk, which t is left holding (t1 may alias s2). */
static void keygen_store_t(uint8_t pk[MLDSA_PUBLICKEYBYTES], uint8_t sk[MLDSA_SECRETKEYBYTES],
                           unsigned int i, mldsa_poly *t, const mldsa_poly *s2, mldsa_poly *t1) {
  pqkit_mldsa_poly_add_power2round(t1, t, t, s2);
  pqkit_mldsa_polyt1_pack(pk + MLDSA_SEEDBYTES + i * MLDSA_POLYT1_PACKEDBYTES, t1);
  pqkit_mldsa_polyt0_pack(sk + MLDSA_SK_T0 + i * MLDSA_POLYT0_PACKEDBYTES, t);
}

/* HintBitPack (Alg. 20) of at most omega accepted (public) hint bits. */
static void pack_hints(uint8_t h[MLDSA_OMEGA + MLDSA_K],
                       const uint8_t hints[MLDSA_K][MLDSA_N / 8]) {
  unsigned int idx = 0;
  memset(h, 0, MLDSA_OMEGA + MLDSA_K);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    /* byte by byte, skipping the zero ones: at most omega bits are set */
    for (unsigned int b = 0; b < MLDSA_N / 8; b++) {
      for (unsigned int bits = hints[i][b], j = 8 * b; bits != 0; bits >>= 1, j++) {
        if (bits & 1) {
          h[idx++] = (uint8_t)j;
        }
      }
    }
    h[MLDSA_OMEGA + i] = (uint8_t)idx;
  }
}

/* A rejection decision: the one secret-derived value of an attempt that signing
 * reveals (FIPS 204 publishes only the accepted signature). */
static int reject(uint32_t flag) {
  PQKIT_CT_DECLASSIFY(&flag, sizeof flag);
  return pqkit_ct_barrier_u32(flag) != 0;
}

/* rho'' = H(K || rnd || mu, 64), with the sponge in a frame of its own (the least-stack
 * signing keeps it off its own frame). */
static __attribute__((noinline)) void private_seed(uint8_t rhopp[MLDSA_CRHBYTES],
                                                   const uint8_t *key,
                                                   const uint8_t rnd[MLDSA_RNDBYTES],
                                                   const uint8_t mu[MLDSA_CRHBYTES]) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, key, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, rnd, MLDSA_RNDBYTES);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, rhopp, MLDSA_CRHBYTES);
  pqkit_keccak_wipe(&st);
}
/* HintBitUnpack (Alg. 21) validity: per-row end indices non-decreasing and <= omega,
 * indices strictly increasing within a row, unused slots zero. 1 if malformed. */
static unsigned int hint_malformed(const uint8_t h[MLDSA_OMEGA + MLDSA_K]) {
  unsigned int idx = 0;
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    unsigned int end = h[MLDSA_OMEGA + i];
    if (end < idx || end > MLDSA_OMEGA) {
      return 1;
    }
    for (unsigned int p = idx + 1; p < end; p++) {
      if (h[p - 1] >= h[p]) {
        return 1;
      }
    }
    idx = end;
  }
  for (; idx < MLDSA_OMEGA; idx++) {
    if (h[idx] != 0) {
      return 1;
    }
  }
  return 0;
}

#ifdef MLDSA_STREAM_A
/* acc (=, when first, else +=) A_rs o b: the entry RejNTTPoly(rho || s || r) is
 * multiplied coefficient by coefficient as it is sampled, as pointwise(_acc) would, a
 * SHAKE128 block at a time: by the backend straight from the sponge state
 * (mldsa_backend_rej_mul_keccak), or from a block buffer. Public data (A) decides the
 * rejections. */
static PQKIT_NOINLINE void sample_a_mul_acc_block(mldsa_poly *acc,
                                                  const uint8_t rho[MLDSA_SEEDBYTES], uint8_t s,
                                                  uint8_t r, const mldsa_poly *b,
                                                  unsigned int first) {
  pqkit_keccak st;
  const uint8_t idx[2] = {s, r};
  unsigned int ctr = 0;

  pqkit_shake128_init(&st);
  pqkit_keccak_absorb(&st, rho, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, idx, 2);
  pqkit_keccak_finalize(&st);
#ifdef mldsa_backend_rej_mul_keccak
  while (ctr < MLDSA_N) {
    keccak_state_permute(st.s); /* a block per permutation (pos == rate after finalize) */
    ctr = first ? mldsa_backend_rej_mul_keccak(acc->coeffs, b->coeffs, ctr, st.s)
                : mldsa_backend_rej_mul_acc_keccak(acc->coeffs, b->coeffs, ctr, st.s);
  }
#else
  uint8_t buf[PQKIT_SHAKE128_RATE];
  while (ctr < MLDSA_N) {
    pqkit_keccak_squeezeblocks(&st, buf, 1);
    for (unsigned int pos = 0; pos + 3 <= sizeof buf && ctr < MLDSA_N; pos += 3) {
      uint32_t t =
          (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;
      if (t < MLDSA_Q) {
        int32_t p = mldsa_montgomery_reduce((int64_t)t * b->coeffs[ctr]);
        acc->coeffs[ctr] = first ? p : acc->coeffs[ctr] + p;
        ctr++;
      }
    }
  }
#endif
}
#endif

#endif
