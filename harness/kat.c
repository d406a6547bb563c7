/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The record layout and the DRBG discipline of NIST's PQCgenKAT_kem.c / _sign.c: a
 * master CTR_DRBG seeded with 0x00..0x2f gives each record its 48-byte seed (and, for
 * signatures, its message); the scheme's randomness then comes from a DRBG reseeded
 * with that seed. A descriptor whose kat_rng is PQKIT_KAT_RNG_SHAKE256 (HQC's) follows
 * the same discipline with a SHAKE256 stream (common/kat/shake_prng.h) in both roles. */
#include "kat.h"

#include <string.h>

#include "common/kat/ctr_drbg.h"
#include "common/kat/shake_prng.h"

/* Largest sizes among the built-in schemes; checked against each descriptor. */
#define KAT_MAX_PK 7237  /* HQC-5 */
#define KAT_MAX_SK 16494 /* BIKE-L5 */
#define KAT_MAX_CT 14421 /* HQC-5 */
#define KAT_MAX_SIG 49856
#define KAT_MAX_MSG (33 * 100)

/* One KAT generator: the CTR_DRBG, or HQC's SHAKE256 stream. */
typedef struct {
  int shake;
  pqkit_kat_drbg drbg;
  pqkit_keccak xof;
} kat_rng;

static kat_rng scheme_rng;

static void rng_init(kat_rng *r, int shake, const uint8_t entropy[48]) {
  r->shake = shake;
  if (shake) {
    pqkit_kat_shake_init(&r->xof, entropy);
  } else {
    pqkit_kat_drbg_init(&r->drbg, entropy);
  }
}

static void rng_read(kat_rng *r, uint8_t *out, size_t len) {
  if (r->shake) {
    pqkit_kat_shake_randombytes(&r->xof, out, len);
  } else {
    pqkit_kat_drbg_randombytes(&r->drbg, out, len);
  }
}

int pqkit_kat_randombytes(uint8_t *out, size_t len) {
  rng_read(&scheme_rng, out, len);
  return 0;
}

static void emit_str(pqkit_kat_emit emit, void *arg, const char *s) {
  emit(s, strlen(s), arg);
}

static void emit_uint(pqkit_kat_emit emit, void *arg, const char *name, size_t v) {
  char digits[24];
  size_t n = sizeof digits;
  do {
    digits[--n] = (char)('0' + v % 10);
    v /= 10;
  } while (v != 0);
  emit_str(emit, arg, name);
  emit_str(emit, arg, " = ");
  emit(digits + n, sizeof digits - n, arg);
  emit_str(emit, arg, "\n");
}

static void emit_hex(pqkit_kat_emit emit, void *arg, const char *name, const uint8_t *p,
                     size_t len) {
  static const char hex[] = "0123456789ABCDEF";
  char line[128];
  emit_str(emit, arg, name);
  emit_str(emit, arg, " = ");
  while (len > 0) {
    size_t take = len < sizeof line / 2 ? len : sizeof line / 2;
    for (size_t i = 0; i < take; i++) {
      line[2 * i] = hex[p[i] >> 4];
      line[2 * i + 1] = hex[p[i] & 15];
    }
    emit(line, 2 * take, arg);
    p += take;
    len -= take;
  }
  emit_str(emit, arg, "\n");
}

static void master_init(kat_rng *master, int shake) {
  uint8_t entropy[48];
  for (int i = 0; i < 48; i++) entropy[i] = (uint8_t)i;
  rng_init(master, shake, entropy);
}

static uint8_t buf_pk[KAT_MAX_PK], buf_sk[KAT_MAX_SK], buf_ct[KAT_MAX_CT];
static uint8_t buf_sm[KAT_MAX_SIG + KAT_MAX_MSG], buf_msg[KAT_MAX_MSG];

int pqkit_kat_kem(const pqkit_kem *kem, unsigned int count, pqkit_kat_emit emit, void *arg) {
  kat_rng master;
  int shake = kem->kat_rng == PQKIT_KAT_RNG_SHAKE256;
  uint8_t seed[48], ss[32], ss2[32];
  if (kem->ek_bytes > KAT_MAX_PK || kem->dk_bytes > KAT_MAX_SK || kem->ct_bytes > KAT_MAX_CT ||
      kem->ss_bytes > sizeof ss) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  master_init(&master, shake);
  for (unsigned int i = 0; i < count; i++) {
    int rc;
    rng_read(&master, seed, sizeof seed);
    rng_init(&scheme_rng, shake, seed);
    if (i > 0) emit_str(emit, arg, "\n");
    emit_uint(emit, arg, "count", i);
    emit_hex(emit, arg, "seed", seed, sizeof seed);
    if ((rc = kem->keypair(buf_pk, buf_sk)) != 0) return rc;
    emit_hex(emit, arg, "pk", buf_pk, kem->ek_bytes);
    emit_hex(emit, arg, "sk", buf_sk, kem->dk_bytes);
    if ((rc = kem->encaps(buf_ct, ss, buf_pk)) != 0) return rc;
    emit_hex(emit, arg, "ct", buf_ct, kem->ct_bytes);
    emit_hex(emit, arg, "ss", ss, kem->ss_bytes);
    if ((rc = kem->decaps(ss2, buf_ct, buf_sk)) != 0) return rc;
    if (memcmp(ss, ss2, kem->ss_bytes) != 0) return PQKIT_ERR_VERIFY;
  }
  return 0;
}

int pqkit_kat_sig(const pqkit_sig *sig, unsigned int count, pqkit_kat_emit emit, void *arg) {
  kat_rng master;
  uint8_t seed[48];
  if (sig->pk_bytes > KAT_MAX_PK || sig->sk_bytes > KAT_MAX_SK || sig->sig_bytes > KAT_MAX_SIG ||
      count > KAT_MAX_MSG / 33) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  int shake = sig->kat_rng == PQKIT_KAT_RNG_SHAKE256;
  master_init(&master, shake);
  for (unsigned int i = 0; i < count; i++) {
    int rc;
    size_t mlen = 33 * (size_t)(i + 1), siglen = sig->sig_bytes;
    rng_read(&master, seed, sizeof seed);
    rng_read(&master, buf_msg, mlen);
    rng_init(&scheme_rng, shake, seed);
    if (i > 0) emit_str(emit, arg, "\n");
    emit_uint(emit, arg, "count", i);
    emit_hex(emit, arg, "seed", seed, sizeof seed);
    emit_uint(emit, arg, "mlen", mlen);
    emit_hex(emit, arg, "msg", buf_msg, mlen);
    if ((rc = sig->keypair(buf_pk, buf_sk)) != 0) return rc;
    emit_hex(emit, arg, "pk", buf_pk, sig->pk_bytes);
    emit_hex(emit, arg, "sk", buf_sk, sig->sk_bytes);
    /* sm = signature || message, empty context: the NIST crypto_sign() layout */
    if ((rc = sig->sign(buf_sm, &siglen, buf_msg, mlen, NULL, 0, buf_sk)) != 0) return rc;
    memcpy(buf_sm + siglen, buf_msg, mlen);
    emit_uint(emit, arg, "smlen", siglen + mlen);
    emit_hex(emit, arg, "sm", buf_sm, siglen + mlen);
    if ((rc = sig->verify(buf_sm, siglen, buf_msg, mlen, NULL, 0, buf_pk)) != 0) return rc;
  }
  return 0;
}
