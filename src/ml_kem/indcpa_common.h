/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The parts of K-PKE (parameter set PQKIT_ML_KEM_K) that both memory strategies share:
 * the ciphertext sink, the derivation of (rho, sigma) and the encryption entry points.
 * Each strategy's file (indcpa_speed.c, indcpa_stack.c: CMake compiles one of them per
 * implementation, by its STRATEGY) includes this header and defines encrypt_to,
 * K-PKE.KeyGen and K-PKE.Decrypt; the helpers are static, and the entry points are
 * expanded in the strategy's file, so that the compiler sees them beside their callers
 * and emits the code in the order of the former single file.
 *
 * Both strategies produce the ciphertext one compressed polynomial at a time, so that
 * decapsulation can compare it with the received one without a second ciphertext. */
#ifndef PQKIT_ML_KEM_INDCPA_COMMON_H
#define PQKIT_ML_KEM_INDCPA_COMMON_H

#include <string.h>

#include "common/ct.h"
#include "backend.h"
#include "indcpa.h"
#include "pqkit/hash.h"

#if MLK_ETA1 == 2
#define poly_noise_eta1 pqkit_mlk_poly_noise_eta2
#else
#define poly_noise_eta1 pqkit_mlk_poly_noise_eta3
#endif
#define poly_noise_eta2 pqkit_mlk_poly_noise_eta2

#if MLK_DU == 10
#define poly_compress_du mlk_compress10
#define poly_decompress_du mlk_decompress10
#else
#define poly_compress_du mlk_compress11
#define poly_decompress_du mlk_decompress11
#endif

/* Where the ciphertext goes: written to out, or compared with ref one compressed
 * polynomial at a time, differences accumulated in diff (constant time). */
typedef struct {
  uint8_t *out;
  const uint8_t *ref;
  uint8_t diff;
} mlk_ct_sink;

/* Ciphertext polynomial index (u[index] for index < K; v for index == K, with
 * Decompress_1(m) added on the way, p overwritten). */
static PQKIT_NOINLINE void emit(mlk_ct_sink *sink, unsigned int index, mlk_poly *p,
                                const uint8_t m[MLK_SYM_BYTES]) {
  size_t offset = index < MLK_K ? index * MLK_C1_POLY_BYTES : MLK_C1_BYTES;
  size_t len = index < MLK_K ? MLK_C1_POLY_BYTES : MLK_C2_BYTES;
  uint8_t chunk[MLK_C1_POLY_BYTES];
  uint8_t *dst = sink->ref != NULL ? chunk : sink->out + offset;
  if (index < MLK_K) {
    poly_compress_du(dst, p);
  } else {
    mlk_encrypt_message(dst, p, m);
  }
  if (sink->ref != NULL) {
    /* The re-encryption of a forged ciphertext depends on the secret m': wiped. */
    sink->diff |= pqkit_ct_memneq(chunk, sink->ref + offset, len);
    pqkit_wipe(chunk, sizeof chunk);
  }
}

/* (rho, sigma) = G(d || k) into rho_sigma (FIPS 203 Alg. 13 line 1); rho declassified. */
static void expand_seed(uint8_t rho_sigma[2 * MLK_SYM_BYTES], const uint8_t d[MLK_SYM_BYTES]) {
  memcpy(rho_sigma, d, MLK_SYM_BYTES);
  rho_sigma[MLK_SYM_BYTES] = MLK_K; /* domain separation by parameter set (FIPS 203 final) */
  /* In place: the sponge absorbs its whole input before it writes the digest. */
  pqkit_sha3_512(rho_sigma, rho_sigma, MLK_SYM_BYTES + 1);
  /* rho is public (it is part of ek) and SampleNTT branches on it. */
  PQKIT_CT_DECLASSIFY(rho_sigma, MLK_SYM_BYTES);
}

/* K-PKE.Encrypt to ct, and the comparison of its output with ct (decapsulation), over the
 * strategy's encrypt_to: each strategy's file defines them with this macro after its
 * K-PKE.KeyGen, the place they take in the library's code. */
#define MLK_DEFINE_KPKE_ENCRYPT()                                                             \
  void MLK_NS(kpke_encrypt)(uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],         \
                            const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) { \
    mlk_ct_sink sink = {ct, NULL, 0};                                                         \
    encrypt_to(&sink, ek, m, r);                                                              \
  }                                                                                           \
                                                                                              \
  uint8_t MLK_NS(kpke_encrypt_differs)(                                                       \
      const uint8_t ct[MLK_CT_BYTES], const uint8_t ek[MLK_EK_BYTES],                         \
      const uint8_t m[MLK_SYM_BYTES], const uint8_t r[MLK_SYM_BYTES]) {                       \
    mlk_ct_sink sink = {NULL, ct, 0};                                                         \
    encrypt_to(&sink, ek, m, r);                                                              \
    return sink.diff;                                                                         \
  }

#endif
