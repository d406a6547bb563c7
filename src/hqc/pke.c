/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "pke.h"

#include <string.h>

#include "code.h"
#include "common/ct.h"
#include "pqkit/hash.h"
#include "ring.h"
#include "sample.h"

void hqc_pke_keygen(uint8_t ek[HQC_EK_BYTES], uint8_t seed_dk[HQC_SEED_BYTES],
                    const uint8_t seed_pke[HQC_SEED_BYTES]) {
  uint8_t seeds[2 * HQC_SEED_BYTES + 1]; /* seed_PKE || 0x02, then seed_dk || seed_ek */
  hqc_vec x, y, h;
  pqkit_keccak xof;

  hqc_pke_seeds(seeds, seed_pke);

  hqc_xof_init(&xof, seeds);
  hqc_sample_fixed_weight_reject(&xof, &y);
  hqc_sample_fixed_weight_reject(&xof, &x);
  pqkit_keccak_wipe(&xof);
  hqc_expand_h(&h, seeds + HQC_SEED_BYTES);

  hqc_vec_mul(&h, &h, &y); /* s = x + h y, in h */
  for (size_t i = 0; i < HQC_N_WORDS; i++) {
    h.w[i] ^= x.w[i];
  }
  memcpy(ek, seeds + HQC_SEED_BYTES, HQC_SEED_BYTES);
  hqc_vec_store(ek + HQC_SEED_BYTES, HQC_N_BYTES, h.w);
  memcpy(seed_dk, seeds, HQC_SEED_BYTES);

  pqkit_wipe(seeds, sizeof seeds);
  pqkit_wipe(&x, sizeof x);
  pqkit_wipe(&y, sizeof y);
  pqkit_wipe(&h, sizeof h);
}

/* u = r1 + h r2 into c; r2 kept for v. */
static PQKIT_NOINLINE void encrypt_u(uint8_t *c, const hqc_vec *r1, const hqc_vec *r2,
                                     const uint8_t ek[HQC_EK_BYTES]) {
  hqc_vec t;
  hqc_expand_h(&t, ek);
  hqc_vec_mul(&t, &t, r2);
  for (size_t i = 0; i < HQC_N_WORDS; i++) {
    t.w[i] ^= r1->w[i];
  }
  hqc_vec_store(c, HQC_N_BYTES, t.w);
  pqkit_wipe(&t, sizeof t);
}

/* v = Encode(m) + Truncate(s r2 + e, n1 n2) into c + HQC_N_BYTES. */
static PQKIT_NOINLINE void encrypt_v(uint8_t *c, const hqc_vec *r2, const hqc_vec *e,
                                     const uint8_t ek[HQC_EK_BYTES], const uint8_t m[HQC_K]) {
  hqc_vec t;
  uint64_t cw[HQC_N1N2_WORDS];
  hqc_vec_load(t.w, HQC_N_WORDS, ek + HQC_SEED_BYTES, HQC_N_BYTES, HQC_N);
  hqc_vec_mul(&t, &t, r2);
  hqc_code_encode(cw, m);
  for (size_t i = 0; i < HQC_N1N2_WORDS; i++) {
    cw[i] ^= t.w[i] ^ e->w[i];
  }
  hqc_vec_store(c + HQC_N_BYTES, HQC_N1N2_BYTES, cw);
  pqkit_wipe(&t, sizeof t);
  pqkit_wipe(cw, sizeof cw);
}

void hqc_pke_encrypt(uint8_t c[HQC_CT_SALT_OFFSET], const uint8_t ek[HQC_EK_BYTES],
                     const uint8_t m[HQC_K], const uint8_t theta[HQC_SEED_BYTES]) {
  hqc_vec r1, r2, e;
  pqkit_keccak xof;
  hqc_xof_init(&xof, theta);
  hqc_sample_fixed_weight(&xof, &r2);
  hqc_sample_fixed_weight(&xof, &e);
  hqc_sample_fixed_weight(&xof, &r1);
  pqkit_keccak_wipe(&xof);
  encrypt_u(c, &r1, &r2, ek);
  encrypt_v(c, &r2, &e, ek, m);
  pqkit_wipe(&r1, sizeof r1);
  pqkit_wipe(&r2, sizeof r2);
  pqkit_wipe(&e, sizeof e);
}

void hqc_pke_decrypt(uint8_t m[HQC_K], const uint8_t seed_dk[HQC_SEED_BYTES],
                     const uint8_t c[HQC_CT_SALT_OFFSET]) {
  hqc_vec y, u;
  uint64_t v[HQC_N1N2_WORDS];
  pqkit_keccak xof;
  hqc_xof_init(&xof, seed_dk);
  hqc_sample_fixed_weight_reject(&xof, &y);
  pqkit_keccak_wipe(&xof);
  hqc_vec_load(u.w, HQC_N_WORDS, c, HQC_N_BYTES, HQC_N);
  hqc_vec_mul(&u, &u, &y);
  hqc_vec_load(v, HQC_N1N2_WORDS, c + HQC_N_BYTES, HQC_N1N2_BYTES, HQC_N1N2);
  for (size_t i = 0; i < HQC_N1N2_WORDS; i++) {
    v[i] ^= u.w[i];
  }
  hqc_code_decode(m, v);
  pqkit_wipe(&y, sizeof y);
  pqkit_wipe(&u, sizeof u);
  pqkit_wipe(v, sizeof v);
}
