/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* ML-KEM (FIPS 203 §6, §7) for the parameter set chosen by PQKIT_ML_KEM_K: the public
 * API of include/pqkit/ml_kem.h, its size constants and its registry descriptor. */
#include <string.h>

#include "common/args.h"
#include "common/ct.h"
#include "common/draw.h"
#include "indcpa.h"
#include "pqkit/hash.h"

const size_t MLK_NS(ek_bytes) = MLK_EK_BYTES;
const size_t MLK_NS(dk_bytes) = MLK_DK_BYTES;
const size_t MLK_NS(ct_bytes) = MLK_CT_BYTES;
const size_t MLK_NS(ss_bytes) = MLK_SYM_BYTES;
const size_t MLK_NS(seed_bytes) = 2 * MLK_SYM_BYTES;

int MLK_NS(check_ek)(const uint8_t *ek) {
  if (ek == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  for (unsigned int i = 0; i < MLK_K; i++) {
    if (pqkit_mlk_poly_check_modulus(ek + i * MLK_POLY_BYTES) != 0) {
      return PQKIT_ERR_INVALID_KEY;
    }
  }
  return PQKIT_OK;
}

int MLK_NS(check_dk)(const uint8_t *dk) {
  uint8_t h[MLK_SYM_BYTES];
  if (dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  pqkit_sha3_256(h, dk + MLK_DK_EK_OFFSET, MLK_EK_BYTES);
  /* ek and H(ek) are the public parts of dk, so the outcome may be public; comparing
   * in constant time costs nothing. */
  uint8_t mismatch = pqkit_ct_memneq(h, dk + MLK_DK_H_OFFSET, MLK_SYM_BYTES);
  PQKIT_CT_DECLASSIFY(&mismatch, sizeof mismatch);
  return mismatch ? PQKIT_ERR_INVALID_KEY : PQKIT_OK;
}

/* ek and dk are written while the other is still needed: they must not overlap. */
static int keys_overlap(const uint8_t *ek, const uint8_t *dk) {
  return pqkit_overlap(ek, MLK_EK_BYTES, dk, MLK_DK_BYTES);
}

int MLK_NS(keypair_derand)(uint8_t *ek, uint8_t *dk, const uint8_t seed[64]) {
  uint8_t d_z[2 * MLK_SYM_BYTES];
  if (ek == NULL || dk == NULL || seed == NULL || keys_overlap(ek, dk)) {
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

int MLK_NS(keypair)(uint8_t *ek, uint8_t *dk) {
  uint8_t seed[2 * MLK_SYM_BYTES];
  int ret;
  if (ek == NULL || dk == NULL || keys_overlap(ek, dk)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  /* One 64-byte read: NIST KAT files depend on this call pattern. */
  ret = pqkit_draw(seed, sizeof seed, ek, MLK_EK_BYTES, dk, MLK_DK_BYTES);
  if (ret != PQKIT_OK) {
    return ret;
  }
  ret = MLK_NS(keypair_derand)(ek, dk, seed);
  pqkit_wipe(seed, sizeof seed);
  return ret;
}

/* ct is written while ek is read, and ss and ct are both outputs; ss is written after
 * the last read of ek (and of m), so it may overlap them. */
static int encaps_overlap(const uint8_t *ct, const uint8_t *ss, const uint8_t *ek) {
  return pqkit_overlap(ct, MLK_CT_BYTES, ek, MLK_EK_BYTES) ||
         pqkit_overlap(ct, MLK_CT_BYTES, ss, MLK_SYM_BYTES);
}

/* The modulus check of encaps: on failure both outputs are zeroed. */
static int check_ek_for_encaps(uint8_t *ct, uint8_t *ss, const uint8_t *ek) {
  int ret = MLK_NS(check_ek)(ek);
  if (ret != PQKIT_OK) {
    pqkit_wipe(ct, MLK_CT_BYTES);
    pqkit_wipe(ss, MLK_SYM_BYTES);
  }
  return ret;
}

/* ML-KEM.Encaps_internal on a checked ek. */
static void encaps_core(uint8_t *ct, uint8_t *ss, const uint8_t *ek, const uint8_t m[32]) {
  uint8_t in[2 * MLK_SYM_BYTES]; /* m || H(ek) */
  uint8_t kr[2 * MLK_SYM_BYTES]; /* (K, r) = G(m || H(ek)) */
  memcpy(in, m, MLK_SYM_BYTES);  /* from here on m is read from the copy: it may overlap ct */
  pqkit_sha3_256(in + MLK_SYM_BYTES, ek, MLK_EK_BYTES);
  pqkit_sha3_512(kr, in, sizeof in);
  MLK_NS(kpke_encrypt)(ct, ek, in, kr + MLK_SYM_BYTES);
  memcpy(ss, kr, MLK_SYM_BYTES);
  pqkit_wipe(in, sizeof in);
  pqkit_wipe(kr, sizeof kr);
}

int MLK_NS(encaps_derand)(uint8_t *ct, uint8_t *ss, const uint8_t *ek, const uint8_t m[32]) {
  int ret;
  if (ct == NULL || ss == NULL || ek == NULL || m == NULL || encaps_overlap(ct, ss, ek)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = check_ek_for_encaps(ct, ss, ek);
  if (ret != PQKIT_OK) {
    return ret;
  }
  encaps_core(ct, ss, ek, m);
  return PQKIT_OK;
}

int MLK_NS(encaps)(uint8_t *ct, uint8_t *ss, const uint8_t *ek) {
  uint8_t m[MLK_SYM_BYTES];
  int ret;
  if (ct == NULL || ss == NULL || ek == NULL || encaps_overlap(ct, ss, ek)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = check_ek_for_encaps(ct, ss, ek);
  if (ret != PQKIT_OK) {
    return ret;
  }
  ret = pqkit_draw(m, sizeof m, ct, MLK_CT_BYTES, ss, MLK_SYM_BYTES);
  if (ret != PQKIT_OK) {
    return ret;
  }
  encaps_core(ct, ss, ek, m);
  pqkit_wipe(m, sizeof m);
  return PQKIT_OK;
}

int MLK_NS(decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *dk) {
  uint8_t in[2 * MLK_SYM_BYTES]; /* m' || h */
  uint8_t kr[2 * MLK_SYM_BYTES]; /* (K', r') = G(m' || h) */
  uint8_t k_bar[MLK_SYM_BYTES];
  uint8_t ct_cmp[MLK_CT_BYTES];
  pqkit_keccak j;
  int ret;
  if (ss == NULL || ct == NULL || dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  ret = MLK_NS(check_dk)(dk);
  if (ret != PQKIT_OK) {
    pqkit_wipe(ss, MLK_SYM_BYTES);
    return ret;
  }

  MLK_NS(kpke_decrypt)(in, dk, ct);
  memcpy(in + MLK_SYM_BYTES, dk + MLK_DK_H_OFFSET, MLK_SYM_BYTES);
  pqkit_sha3_512(kr, in, sizeof in);
  MLK_NS(kpke_encrypt)(ct_cmp, dk + MLK_DK_EK_OFFSET, in, kr + MLK_SYM_BYTES);

  /* K_bar = J(z || c) = SHAKE256(z || c, 32), computed always: no branch on validity. */
  pqkit_shake256_init(&j);
  pqkit_keccak_absorb(&j, dk + MLK_DK_Z_OFFSET, MLK_SYM_BYTES);
  pqkit_keccak_absorb(&j, ct, MLK_CT_BYTES);
  pqkit_keccak_finalize(&j);
  pqkit_keccak_squeeze(&j, k_bar, sizeof k_bar);

  /* ss = K', replaced by K_bar when the re-encryption differs (constant-time select).
   * ss is written only after the last read of ct and dk, so it may overlap either. */
  uint8_t fail = pqkit_ct_memneq(ct, ct_cmp, MLK_CT_BYTES);
  memcpy(ss, kr, MLK_SYM_BYTES);
  pqkit_ct_cmov(ss, k_bar, MLK_SYM_BYTES, fail);

  pqkit_wipe(in, sizeof in);
  pqkit_wipe(kr, sizeof kr);
  pqkit_wipe(k_bar, sizeof k_bar);
  pqkit_wipe(ct_cmp, sizeof ct_cmp);
  pqkit_keccak_wipe(&j);
  return PQKIT_OK;
}

const pqkit_kem MLK_CONCAT3(pqkit_kem_desc_, MLK_SET, ) = {
    .size = sizeof(pqkit_kem),
    .version = PQKIT_DESC_VERSION,
    .name = MLK_NAME,
    .ek_bytes = MLK_EK_BYTES,
    .dk_bytes = MLK_DK_BYTES,
    .ct_bytes = MLK_CT_BYTES,
    .ss_bytes = MLK_SYM_BYTES,
    .keypair_seed_bytes = 2 * MLK_SYM_BYTES,
    .encaps_seed_bytes = MLK_SYM_BYTES,
    .keypair = MLK_NS(keypair),
    .keypair_derand = MLK_NS(keypair_derand),
    .encaps = MLK_NS(encaps),
    .encaps_derand = MLK_NS(encaps_derand),
    .decaps = MLK_NS(decaps),
    .expand_dk = MLK_NS(expand_dk),
    .check_ek = MLK_NS(check_ek),
    .check_dk = MLK_NS(check_dk),
};
