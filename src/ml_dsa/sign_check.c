/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The check a PQKIT_VERIFY_AFTER_SIGN build makes before it returns a signature
 * (api.c): sk holds rho, tr and t0 but not t1, so the public key is recomputed from
 * it, as key generation makes it (FIPS 204 Alg. 6 lines 5-6: t = NTT^-1(A-hat o
 * NTT(s1)) + s2, (t1, t0) = Power2Round(t)), one row at a time (three polynomials
 * and the packed key on the stack). The t0 it gives must equal sk's and H(rho || t1)
 * must equal sk's tr: a corrupted rho, s1, s2, t0 or tr cannot pass. The signature is
 * then verified against that key. The cost is one key generation's matrix product
 * (K L entries of A sampled, K L NTTs of s1) plus one verification. */
#include <string.h>

#include "common/ct.h"
#include "poly.h"
#include "poly_mode.h"
#include "pqkit/hash.h"
#include "sign.h"

/* pk = rho || t1 of sk; 1 if t0 or tr of sk disagree with them, else 0 */
static uint32_t public_key_of(uint8_t pk[MLDSA_PUBLICKEYBYTES],
                              const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  mldsa_poly t, s, a;
  uint8_t t0[MLDSA_POLYT0_PACKEDBYTES];
  uint8_t tr[MLDSA_TRBYTES];
  uint32_t bad = 0;

  memcpy(pk, sk, MLDSA_SEEDBYTES);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    for (unsigned int j = 0; j < MLDSA_L; j++) {
      (void)mldsa_polyeta_unpack(&s, sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES);
      pqkit_mldsa_poly_ntt(&s);
      pqkit_mldsa_poly_uniform(&a, sk, (uint8_t)j, (uint8_t)i);
      if (j == 0) {
        pqkit_mldsa_poly_pointwise(&t, &a, &s);
      } else {
        pqkit_mldsa_poly_pointwise_acc(&t, &a, &s); /* L terms below q each */
      }
    }
    pqkit_mldsa_poly_reduce(&t);
    pqkit_mldsa_poly_invntt_tomont(&t);
    (void)mldsa_polyeta_unpack(&s, sk + MLDSA_SK_S2 + i * MLDSA_POLYETA_PACKEDBYTES);
    pqkit_mldsa_poly_add_power2round(&s, &t, &t, &s);
    pqkit_mldsa_polyt1_pack(pk + MLDSA_SEEDBYTES + i * MLDSA_POLYT1_PACKEDBYTES, &s);
    pqkit_mldsa_polyt0_pack(t0, &t);
    bad |= pqkit_ct_memneq(t0, sk + MLDSA_SK_T0 + i * MLDSA_POLYT0_PACKEDBYTES, sizeof t0);
  }
  PQKIT_CT_DECLASSIFY(pk, MLDSA_PUBLICKEYBYTES); /* rho || t1: the public key */
  pqkit_shake256(tr, sizeof tr, pk, MLDSA_PUBLICKEYBYTES);
  bad |= pqkit_ct_memneq(tr, sk + 2 * MLDSA_SEEDBYTES, sizeof tr);
  pqkit_wipe(&t, sizeof t);
  pqkit_wipe(&s, sizeof s);
  pqkit_wipe(t0, sizeof t0);
  return bad;
}

int mldsa_sign_check(const uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                     const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  uint8_t pk[MLDSA_PUBLICKEYBYTES];
  uint32_t bad = public_key_of(pk, sk);
  PQKIT_CT_DECLASSIFY(&bad, sizeof bad); /* a fault is reported */
  /* verification's time depends on the signature it checks: the one about to be
   * released (a withheld one's too, docs/backends.md) */
  PQKIT_CT_DECLASSIFY(sig, MLDSA_SIGBYTES);
  PQKIT_CT_DECLASSIFY(mu, MLDSA_CRHBYTES); /* H(tr || M') with tr = H(pk): public */
  if (pqkit_ct_barrier_u32(bad) != 0 || mldsa_verify_mu(sig, mu, pk) != PQKIT_OK) {
    return PQKIT_ERR_FAULT;
  }
  return PQKIT_OK;
}
