/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-DSA core for one parameter set: ML-DSA.KeyGen_internal, the signing loop on mu and
 * the verification on mu (FIPS 204 Alg. 6-8). Framing of messages into mu is in api.c. */
#ifndef PQKIT_ML_DSA_SIGN_H
#define PQKIT_ML_DSA_SIGN_H

#include <stdint.h>

#include "params.h"

/* Alg. 6 from xi. Always PQKIT_OK. */
#define mldsa_keygen MLDSA_NS(keygen)
int mldsa_keygen(uint8_t pk[MLDSA_PUBLICKEYBYTES], uint8_t sk[MLDSA_SECRETKEYBYTES],
                 const uint8_t xi[MLDSA_SEEDBYTES]);

/* Alg. 7 from line 7 on (mu given). PQKIT_ERR_INVALID_KEY if s1 or s2 of sk has a
 * coefficient outside [-eta, eta]; sig untouched then. Of each attempt only the
 * accept decision shows in the timing: c~ and c (SampleInBall) and the checks of z,
 * r0, c t0 and the hint count are computed whole, in time independent of their
 * values, and only the accepted c~ is declassified. */
#define mldsa_sign_mu MLDSA_NS(sign_mu_core)
int mldsa_sign_mu(uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                  const uint8_t rnd[MLDSA_RNDBYTES], const uint8_t sk[MLDSA_SECRETKEYBYTES]);

/* The check of a PQKIT_VERIFY_AFTER_SIGN build (sign_check.c): PQKIT_OK if sk's parts
 * agree (the public key recomputed from rho, s1, s2 gives its t0 and tr) and sig
 * verifies on mu under that key, else PQKIT_ERR_FAULT. */
#define mldsa_sign_check MLDSA_NS(sign_check)
int mldsa_sign_check(const uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                     const uint8_t sk[MLDSA_SECRETKEYBYTES]);

/* Alg. 8 from line 7 on (mu given). PQKIT_OK or PQKIT_ERR_VERIFY. */
#define mldsa_verify_mu MLDSA_NS(verify_mu_core)
int mldsa_verify_mu(const uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                    const uint8_t pk[MLDSA_PUBLICKEYBYTES]);

#endif
