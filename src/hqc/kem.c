/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC-KEM (specification §3.6: the salted FO transform with implicit rejection) for the
 * parameter set chosen by PQKIT_HQC_LEVEL, as one implementation (PQKIT_IMPL) of the
 * functions of include/pqkit/hqc.h; public.c gives them their public names. */
#include <string.h>

#include "api_list.h"
#include "common/ct.h"
#include "common/kem_shell.h"
#include "pke.h"
#include "pqkit/hash.h"
#include "sample.h"

/* Domain bytes appended to the inputs of G, H and J (specification Table 1). */
#define G_DOMAIN 0x00
#define H_DOMAIN 0x01
#define J_DOMAIN 0x03

/* H(ek) = SHA3-256(ek || 0x01) */
static void hash_h(uint8_t out[32], const uint8_t ek[HQC_EK_BYTES]) {
  const uint8_t domain = H_DOMAIN;
  pqkit_keccak st;
  pqkit_sha3_init(&st, 256);
  pqkit_keccak_absorb(&st, ek, HQC_EK_BYTES);
  pqkit_keccak_absorb(&st, &domain, 1);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, out, 32);
}

/* SHA3-<bits>(h_ek || x || y || domain), the shape of G and J, with bits / 8 bytes of
 * output. */
static void hash_hxy(uint8_t *out, unsigned int bits, const uint8_t h_ek[32], const uint8_t *x,
                     size_t xlen, const uint8_t *y, size_t ylen, uint8_t domain) {
  pqkit_keccak st;
  pqkit_sha3_init(&st, bits);
  pqkit_keccak_absorb(&st, h_ek, 32);
  pqkit_keccak_absorb(&st, x, xlen);
  pqkit_keccak_absorb(&st, y, ylen);
  pqkit_keccak_absorb(&st, &domain, 1);
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, out, bits / 8);
  pqkit_keccak_wipe(&st);
}

/* K || theta = G(H(ek) || m || salt) = SHA3-512(... || 0x00) */
static void hash_g(uint8_t out[64], const uint8_t h_ek[32], const uint8_t m[HQC_K],
                   const uint8_t salt[HQC_SALT_BYTES]) {
  hash_hxy(out, 512, h_ek, m, HQC_K, salt, HQC_SALT_BYTES, G_DOMAIN);
}

/* K_bar = J(H(ek) || sigma || c) = SHA3-256(... || 0x03) */
static void hash_j(uint8_t out[32], const uint8_t h_ek[32], const uint8_t sigma[HQC_K],
                   const uint8_t c[HQC_CT_BYTES]) {
  hash_hxy(out, 256, h_ek, sigma, HQC_K, c, HQC_CT_BYTES, J_DOMAIN);
}

/* The bits of s past n (in its last byte) are zero in every key the key generation
 * makes: the one property of ek that can be checked. */
int HQC_NS(check_ek)(const uint8_t *ek) {
  if (ek == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  uint8_t pad = ek[HQC_EK_BYTES - 1] >> (HQC_N % 8);
  return pad == 0 ? PQKIT_OK : PQKIT_ERR_INVALID_KEY;
}

/* Key generation from seed_KEM into ek and dk = ek || seed_dk || sigma || seed_KEM. */
static void keygen(uint8_t *ek, uint8_t *dk, const uint8_t seed_kem[HQC_SEED_BYTES]) {
  uint8_t seeds[HQC_SEED_BYTES + HQC_K]; /* seed_PKE || sigma */
  uint8_t seed_kem_copy[HQC_SEED_BYTES];
  pqkit_keccak xof;
  /* The seed may lie inside ek or dk: copy it before the first output byte. */
  memcpy(seed_kem_copy, seed_kem, HQC_SEED_BYTES);
  hqc_xof_init(&xof, seed_kem_copy);
  pqkit_keccak_squeeze(&xof, seeds, sizeof seeds);
  pqkit_keccak_wipe(&xof);
  hqc_pke_keygen(ek, dk + HQC_DK_SEED_OFFSET, seeds);
  memcpy(dk, ek, HQC_EK_BYTES);
  memcpy(dk + HQC_DK_SIGMA_OFFSET, seeds + HQC_SEED_BYTES, HQC_K);
  memcpy(dk + HQC_DK_KEMSEED_OFFSET, seed_kem_copy, HQC_SEED_BYTES);
  pqkit_wipe(seeds, sizeof seeds);
  pqkit_wipe(seed_kem_copy, sizeof seed_kem_copy);
}

/* dk holds its own seed_KEM: a valid dk is the one the key generation makes from it.
 * The comparison covers secret bytes; only its outcome is published. */
int HQC_NS(check_dk)(const uint8_t *dk) {
  uint8_t ek2[HQC_EK_BYTES];
  uint8_t dk2[HQC_DK_BYTES];
  if (dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  keygen(ek2, dk2, dk + HQC_DK_KEMSEED_OFFSET);
  uint8_t mismatch = pqkit_ct_memneq(dk, dk2, HQC_DK_BYTES);
  PQKIT_CT_DECLASSIFY(&mismatch, sizeof mismatch);
  pqkit_wipe(dk2, sizeof dk2);
  return mismatch ? PQKIT_ERR_INVALID_KEY : PQKIT_OK;
}

PQKIT_KEM_SHELL_KEYS(HQC_NS, HQC_EK_BYTES, HQC_DK_BYTES)

int HQC_NS(keypair_derand)(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]) {
  if (ek == NULL || dk == NULL || seed == NULL || HQC_NS(shell_keys_overlap)(ek, dk)) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  keygen(ek, dk, seed);
  return PQKIT_OK;
}

int HQC_NS(expand_dk)(uint8_t *ek, uint8_t *dk, const uint8_t seed[32]) {
  return HQC_NS(keypair_derand)(ek, dk, seed);
}

/* DERAND of the shell's keypair, which has made keypair_derand's checks */
static int keygen_checked(uint8_t *ek, uint8_t *dk, const uint8_t *seed) {
  keygen(ek, dk, seed);
  return PQKIT_OK;
}

/* The reference implementation's reads: keypair seed_KEM in one 32-byte read, encaps m
 * then the salt. encaps takes ek as it is (the specification has no test of ek). */
PQKIT_KEM_SHELL_KEYPAIR(HQC_NS, HQC_EK_BYTES, HQC_DK_BYTES, HQC_SEED_BYTES, keygen_checked)

/* HQC-KEM.Encaps with m || salt given. */
static void encaps_core(uint8_t *ct, uint8_t *ss, const uint8_t *ek,
                        const uint8_t m_salt[HQC_K + HQC_SALT_BYTES]) {
  uint8_t ms[HQC_K + HQC_SALT_BYTES]; /* read from the copy: m_salt may overlap ct */
  uint8_t h_ek[32];
  uint8_t k_theta[64];
  memcpy(ms, m_salt, sizeof ms);
  hash_h(h_ek, ek);
  hash_g(k_theta, h_ek, ms, ms + HQC_K);
  hqc_pke_encrypt(ct, ek, ms, k_theta + HQC_SS_BYTES);
  memcpy(ct + HQC_CT_SALT_OFFSET, ms + HQC_K, HQC_SALT_BYTES);
  memcpy(ss, k_theta, HQC_SS_BYTES);
  pqkit_wipe(ms, sizeof ms);
  pqkit_wipe(k_theta, sizeof k_theta);
}

PQKIT_KEM_SHELL_ENCAPS(HQC_NS, HQC_EK_BYTES, HQC_CT_BYTES, HQC_SS_BYTES, pqkit_kem_ek_unchecked,
                       encaps_core, HQC_K, HQC_SALT_BYTES, *rnd)

/* 1 if the re-encryption c' (u' || v') differs from ct's, else 0; in constant time. */
static uint8_t reencryption_differs(const uint8_t *ct, const uint8_t *dk, const uint8_t m[HQC_K],
                                    const uint8_t theta[HQC_SEED_BYTES]) {
  uint8_t c2[HQC_CT_SALT_OFFSET];
  hqc_pke_encrypt(c2, dk, m, theta);
  uint8_t differs = pqkit_ct_memneq(c2, ct, HQC_CT_SALT_OFFSET);
  pqkit_wipe(c2, sizeof c2);
  return differs;
}

int HQC_NS(decaps)(uint8_t *ss, const uint8_t *ct, const uint8_t *dk) {
  uint8_t h_ek[32];
  uint8_t m[HQC_K];
  uint8_t k_theta[64];
  uint8_t k_bar[HQC_SS_BYTES];
  if (ss == NULL || ct == NULL || dk == NULL) {
    return PQKIT_ERR_BAD_ARGUMENT;
  }
  hqc_pke_decrypt(m, dk + HQC_DK_SEED_OFFSET, ct);
  hash_h(h_ek, dk);
  hash_g(k_theta, h_ek, m, ct + HQC_CT_SALT_OFFSET);
  uint8_t fail = reencryption_differs(ct, dk, m, k_theta + HQC_SS_BYTES);
  /* K_bar always computed; ss selected without a branch. ss is written only after the
   * last read of ct and dk, so it may overlap either. */
  hash_j(k_bar, h_ek, dk + HQC_DK_SIGMA_OFFSET, ct);
  memcpy(ss, k_theta, HQC_SS_BYTES);
  pqkit_ct_cmov(ss, k_bar, HQC_SS_BYTES, fail);
  pqkit_wipe(m, sizeof m);
  pqkit_wipe(k_theta, sizeof k_theta);
  pqkit_wipe(k_bar, sizeof k_bar);
  return PQKIT_OK;
}

PQKIT_DEFINE_TABLE(hqc_api, HQC_API_FUNCTIONS)
