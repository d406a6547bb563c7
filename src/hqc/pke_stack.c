/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC-PKE for the least-stack strategy: the same outputs as pke.c, with the sparse
 * vectors (x, y, r1, r2, e) kept as their supports and every product made by adding
 * shifted copies of the dense operand (ring_sparse.c), so that no 2n-bit product or
 * Karatsuba scratch is on the stack. */
#include "pke.h"

#include <string.h>

#include "code.h"
#include "common/ct.h"
#include "pqkit/hash.h"
#include "ring.h"
#include "sample.h"

/* s = x + h y into ek after seed_ek. */
static PQKIT_NOINLINE void keygen_s(uint8_t *s_bytes, const uint8_t seed_ek[HQC_SEED_BYTES],
                                    const uint32_t x[HQC_W], const uint32_t y[HQC_W]) {
  hqc_vec h, s;
  hqc_expand_h(&h, seed_ek);
  memset(&s, 0, sizeof s);
  hqc_vec_mul_sparse(&s, &h, y, HQC_W);
  hqc_vec_xor_support(&s, x, HQC_W);
  hqc_vec_store(s_bytes, HQC_N_BYTES, s.w);
  pqkit_wipe(&h, sizeof h);
  pqkit_wipe(&s, sizeof s);
}

void hqc_pke_keygen(uint8_t ek[HQC_EK_BYTES], uint8_t seed_dk[HQC_SEED_BYTES],
                    const uint8_t seed_pke[HQC_SEED_BYTES]) {
  uint8_t seeds[2 * HQC_SEED_BYTES + 1]; /* seed_PKE || 0x02, then seed_dk || seed_ek */
  uint32_t x[HQC_W], y[HQC_W];
  pqkit_keccak xof;

  hqc_pke_seeds(seeds, seed_pke);

  hqc_xof_init(&xof, seeds);
  hqc_support_reject(&xof, y);
  hqc_support_reject(&xof, x);
  pqkit_keccak_wipe(&xof);
  keygen_s(ek + HQC_SEED_BYTES, seeds + HQC_SEED_BYTES, x, y);
  memcpy(ek, seeds + HQC_SEED_BYTES, HQC_SEED_BYTES);
  memcpy(seed_dk, seeds, HQC_SEED_BYTES);

  pqkit_wipe(seeds, sizeof seeds);
  pqkit_wipe(x, sizeof x);
  pqkit_wipe(y, sizeof y);
}

/* u = r1 + h r2 into c. */
static PQKIT_NOINLINE void encrypt_u(uint8_t *c, const uint32_t r1[HQC_WR],
                                     const uint32_t r2[HQC_WR], const uint8_t ek[HQC_EK_BYTES]) {
  hqc_vec h, u;
  hqc_expand_h(&h, ek);
  memset(&u, 0, sizeof u);
  hqc_vec_mul_sparse(&u, &h, r2, HQC_WR);
  hqc_vec_xor_support(&u, r1, HQC_WR);
  hqc_vec_store(c, HQC_N_BYTES, u.w);
  pqkit_wipe(&h, sizeof h);
  pqkit_wipe(&u, sizeof u);
}

/* v = Encode(m) + Truncate(s r2 + e, n1 n2) into c + HQC_N_BYTES: the product added
 * onto the codeword, whose bits from n1 n2 on are not stored. */
static PQKIT_NOINLINE void encrypt_v(uint8_t *c, const uint32_t r2[HQC_WR],
                                     const uint32_t e[HQC_WR], const uint8_t ek[HQC_EK_BYTES],
                                     const uint8_t m[HQC_K]) {
  hqc_vec s, v;
  hqc_vec_load(s.w, HQC_N_WORDS, ek + HQC_SEED_BYTES, HQC_N_BYTES, HQC_N);
  memset(&v, 0, sizeof v);
  hqc_code_encode(v.w, m);
  hqc_vec_mul_sparse(&v, &s, r2, HQC_WR);
  hqc_vec_xor_support(&v, e, HQC_WR);
  hqc_vec_store(c + HQC_N_BYTES, HQC_N1N2_BYTES, v.w);
  pqkit_wipe(&v, sizeof v);
}

void hqc_pke_encrypt(uint8_t c[HQC_CT_SALT_OFFSET], const uint8_t ek[HQC_EK_BYTES],
                     const uint8_t m[HQC_K], const uint8_t theta[HQC_SEED_BYTES]) {
  uint32_t r1[HQC_WR], r2[HQC_WR], e[HQC_WR];
  pqkit_keccak xof;
  hqc_xof_init(&xof, theta);
  hqc_support_fixed(&xof, r2);
  hqc_support_fixed(&xof, e);
  hqc_support_fixed(&xof, r1);
  pqkit_keccak_wipe(&xof);
  encrypt_u(c, r1, r2, ek);
  encrypt_v(c, r2, e, ek, m);
  pqkit_wipe(r1, sizeof r1);
  pqkit_wipe(r2, sizeof r2);
  pqkit_wipe(e, sizeof e);
}

void hqc_pke_decrypt(uint8_t m[HQC_K], const uint8_t seed_dk[HQC_SEED_BYTES],
                     const uint8_t c[HQC_CT_SALT_OFFSET]) {
  uint32_t y[HQC_W];
  hqc_vec u, v;
  pqkit_keccak xof;
  hqc_xof_init(&xof, seed_dk);
  hqc_support_reject(&xof, y);
  pqkit_keccak_wipe(&xof);
  hqc_vec_load(u.w, HQC_N_WORDS, c, HQC_N_BYTES, HQC_N);
  /* v - u y, truncated: v's bits from n1 n2 on are zero and the decoder reads the
   * first n1 n2 only */
  hqc_vec_load(v.w, HQC_N_WORDS, c + HQC_N_BYTES, HQC_N1N2_BYTES, HQC_N1N2);
  hqc_vec_mul_sparse(&v, &u, y, HQC_W);
  hqc_code_decode(m, v.w);
  pqkit_wipe(y, sizeof y);
  pqkit_wipe(&v, sizeof v);
}
