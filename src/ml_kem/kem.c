/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-KEM (FIPS 203 §6, §7) for the parameter set chosen by PQKIT_ML_KEM_K, as one
 * implementation (PQKIT_IMPL) of the functions of include/pqkit/ml_kem.h; public.c
 * gives them their public names. */
#include <string.h>

#include "api_list.h"
#include "backend.h"
#include "common/ct.h"
#include "common/kem_shell.h"
#include "indcpa.h"
#include "pqkit/hash.h"

int MLK_NS(check_ek)(const uint8_t *ek) {
  if (ek == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  for (unsigned int i = 0; i < MLK_K; i++) {
    if (mlk_check_modulus(ek + i * MLK_POLY_BYTES) != 0) {
      return PQKIT_ERR_INVALID_KEY;
    }
  }
  return PQKIT_OK;
}

/* The hash check of dk (FIPS 203 §7.3) given h = H(ek) of its ek. */
static int check_dk_hash(const uint8_t h[MLK_SYM_BYTES], const uint8_t *dk) {
  /* ek and H(ek) are the public parts of dk, so the outcome may be public; comparing
   * in constant time costs nothing. */
  uint8_t mismatch = pqkit_ct_memneq(h, dk + MLK_DK_H_OFFSET, MLK_SYM_BYTES);
  PQKIT_CT_DECLASSIFY(&mismatch, sizeof mismatch);
  return mismatch ? PQKIT_ERR_INVALID_KEY : PQKIT_OK;
}

int MLK_NS(check_dk)(const uint8_t *dk) {
  uint8_t h[MLK_SYM_BYTES];
  if (dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  pqkit_sha3_256(h, dk + MLK_DK_EK_OFFSET, MLK_EK_BYTES);
  return check_dk_hash(h, dk);
}

PQKIT_KEM_SHELL_KEYS(MLK_NS, MLK_EK_BYTES, MLK_DK_BYTES)

int MLK_NS(keypair_derand)(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]) {
  uint8_t d_z[2 * MLK_SYM_BYTES];
  if (ek == NULL || dk == NULL || seed == NULL || MLK_NS(shell_keys_overlap)(ek, dk)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* The seed may lie inside ek or dk (expand_dk(ek, dk, dk) re-expands a buffer that
   * holds the seed): copy it before the first output byte is written. */
  memcpy(d_z, seed, sizeof d_z);
  MLK_NS(kpke_keygen)(ek, dk, d_z);
  memcpy(dk + MLK_DK_EK_OFFSET, ek, MLK_EK_BYTES);
  pqkit_sha3_256(dk + MLK_DK_H_OFFSET, ek, MLK_EK_BYTES);
  memcpy(dk + MLK_DK_Z_OFFSET, d_z + MLK_SYM_BYTES, MLK_SYM_BYTES);
  pqkit_wipe(d_z, sizeof d_z);
  return PQKIT_OK;
}

int MLK_NS(expand_dk)(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]) {
  return MLK_NS(keypair_derand)(ek, dk, seed);
}

/* keypair draws d || z in one 64-byte read, encaps m in one 32-byte read (NIST KAT
 * files depend on these call patterns); encaps checks ek's moduli (FIPS 203 §7.2). */
PQKIT_KEM_SHELL_KEYPAIR(MLK_NS, MLK_EK_BYTES, MLK_DK_BYTES, 2 * MLK_SYM_BYTES,
                        MLK_NS(keypair_derand))

/* ML-KEM.Encaps_internal on a checked ek. */
static void encaps_core(uint8_t *ct, uint8_t *ss, const uint8_t *ek, const uint8_t m[32]) {
  uint8_t m_copy[MLK_SYM_BYTES]; /* m is read from the copy from here on: it may overlap ct */
  uint8_t kr[2 * MLK_SYM_BYTES]; /* m || H(ek), then (K, r) = G(m || H(ek)) */
  memcpy(m_copy, m, MLK_SYM_BYTES);
  memcpy(kr, m_copy, MLK_SYM_BYTES);
  pqkit_sha3_256(kr + MLK_SYM_BYTES, ek, MLK_EK_BYTES);
  /* In place: the sponge absorbs its whole input before it writes the digest. */
  pqkit_sha3_512(kr, kr, sizeof kr);
  MLK_NS(kpke_encrypt)(ct, ek, m_copy, kr + MLK_SYM_BYTES);
  pqkit_wipe(m_copy, sizeof m_copy);
  memcpy(ss, kr, MLK_SYM_BYTES);
  pqkit_wipe(kr, sizeof kr);
}

PQKIT_KEM_SHELL_ENCAPS(MLK_NS, MLK_EK_BYTES, MLK_CT_BYTES, MLK_SYM_BYTES, MLK_NS(check_ek),
                       encaps_core, MLK_SYM_BYTES, 0, rnd[32])

#if !MLK_HASH_H_J
/* K_bar = J(z || c) = SHAKE256(z || c, 32). Its own function, so that its Keccak state
 * is not alive during the re-encryption. */
static PQKIT_NOINLINE void implicit_rejection_key(uint8_t k_bar[MLK_SYM_BYTES],
                                                  const uint8_t z[MLK_SYM_BYTES],
                                                  const uint8_t *ct) {
  pqkit_keccak j;
  pqkit_shake256_init(&j);
  pqkit_keccak_absorb(&j, z, MLK_SYM_BYTES);
  pqkit_keccak_absorb(&j, ct, MLK_CT_BYTES);
  pqkit_keccak_finalize(&j);
  pqkit_keccak_squeeze(&j, k_bar, MLK_SYM_BYTES);
  pqkit_keccak_wipe(&j);
}
#endif

int MLK_NS(decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *dk) {
  uint8_t in[2 * MLK_SYM_BYTES]; /* m' || h */
  uint8_t kr[2 * MLK_SYM_BYTES]; /* (K', r') = G(m' || h) */
  int ret;
  if (ss == NULL || ct == NULL || dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
#if MLK_HASH_H_J
  /* H(ek) for the key check and K_bar = J(z || c) side by side (always computed: no
   * branch on validity); K_bar waits in kr's second half until the selection. */
  uint8_t k_bar[MLK_SYM_BYTES];
  _Static_assert(
      MLK_EK_BYTES / PQKIT_SHA3_256_RATE == (MLK_SYM_BYTES + MLK_CT_BYTES) / PQKIT_SHAKE256_RATE,
      "H(ek) and J(z || c) absorb the same number of whole blocks");
  mlk_hash_h_j(in, k_bar, dk + MLK_DK_EK_OFFSET, MLK_EK_BYTES, dk + MLK_DK_Z_OFFSET, ct,
               MLK_CT_BYTES);
  ret = check_dk_hash(in, dk);
#else
  ret = MLK_NS(check_dk)(dk);
#endif
  if (ret != PQKIT_OK) {
#if MLK_HASH_H_J
    pqkit_wipe(k_bar, sizeof k_bar);
#endif
    pqkit_wipe(ss, MLK_SYM_BYTES);
    return ret;
  }

  MLK_NS(kpke_decrypt)(in, dk, ct);
  memcpy(in + MLK_SYM_BYTES, dk + MLK_DK_H_OFFSET, MLK_SYM_BYTES);
  pqkit_sha3_512(kr, in, sizeof in);
  /* The re-encryption is compared with ct as it is produced: no second ciphertext. */
  uint8_t fail = MLK_NS(kpke_encrypt_differs)(ct, dk + MLK_DK_EK_OFFSET, in, kr + MLK_SYM_BYTES);

  /* ss = K', replaced by K_bar when the re-encryption differs (constant-time select);
   * K_bar is computed always (into in: m' is no longer needed), no branch on validity.
   * ss is written only after the last read of ct and dk, so it may overlap either. */
#if MLK_HASH_H_J
  memcpy(in, k_bar, MLK_SYM_BYTES);
  pqkit_wipe(k_bar, sizeof k_bar);
#else
  implicit_rejection_key(in, dk + MLK_DK_Z_OFFSET, ct);
#endif
  memcpy(ss, kr, MLK_SYM_BYTES);
  pqkit_ct_cmov(ss, in, MLK_SYM_BYTES, fail);

  pqkit_wipe(in, sizeof in);
  pqkit_wipe(kr, sizeof kr);
  return PQKIT_OK;
}

PQKIT_DEFINE_TABLE(mlk_api, MLK_API_FUNCTIONS)
