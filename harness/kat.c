/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The record layout and the DRBG discipline of NIST's PQCgenKAT_kem.c / _sign.c: a
 * master CTR_DRBG seeded with 0x00..0x2f gives each record its 48-byte seed (and, for
 * signatures, its message); the scheme's randomness then comes from a DRBG reseeded
 * with that seed. A descriptor whose kat_rng is PQKIT_KAT_RNG_SHAKE256 (HQC's) follows
 * the same discipline with a SHAKE256 stream (common/kat/shake_prng.h) in both roles;
 * PQKIT_KAT_RNG_SHAKE256_D1 (HQC 2023-04-30, PQClean's) with its domain byte 1. */
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

/* rng: the descriptor's kat_rng (PQKIT_KAT_RNG_*) */
static void rng_init(kat_rng *r, int rng, const uint8_t entropy[48]) {
  r->shake = rng != PQKIT_KAT_RNG_CTR_DRBG;
  if (r->shake) {
    pqkit_kat_shake_init_domain(&r->xof, entropy, rng == PQKIT_KAT_RNG_SHAKE256_D1 ? 1u : 0u);
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

static void master_init(kat_rng *master, int rng) {
  uint8_t entropy[48];
  for (int i = 0; i < 48; i++) entropy[i] = (uint8_t)i;
  rng_init(master, rng, entropy);
}

#if defined(PQKIT_HARNESS_ARENA_EXTERN)
/* An external folder's program: any size its api.h gives, from the harness's arena
 * (sized from the same api.h). */
#include "harness.h"
static uint8_t *buf_pk, *buf_sk, *buf_ct, *buf_sm, buf_msg[KAT_MAX_MSG];
static size_t buf_sm_bytes;
static int kat_buffers(size_t pk, size_t sk, size_t ct, size_t sig) {
  buf_pk = harness_alloc(pk);
  buf_sk = harness_alloc(sk);
  buf_ct = harness_alloc(ct);
  buf_sm = harness_alloc(sig + KAT_MAX_MSG);
  buf_sm_bytes = sig + KAT_MAX_MSG;
  return 0;
}
#else
static uint8_t buf_pk[KAT_MAX_PK], buf_sk[KAT_MAX_SK], buf_ct[KAT_MAX_CT];
static uint8_t buf_sm[KAT_MAX_SIG + KAT_MAX_MSG], buf_msg[KAT_MAX_MSG];
static const size_t buf_sm_bytes = sizeof buf_sm;
static int kat_buffers(size_t pk, size_t sk, size_t ct, size_t sig) {
  return pk > KAT_MAX_PK || sk > KAT_MAX_SK || ct > KAT_MAX_CT || sig > KAT_MAX_SIG;
}
#endif

/* An external folder's own crypto_sign (compat/ext_sig.c), where the program has one:
 * the KAT's sm is then exactly what the folder's signer returns, whatever its layout
 * (signature || message, message || signature, Falcon's nonce || message || signature). */
__attribute__((weak)) int pqkit_harness_signed_message(uint8_t *sm, size_t *smlen, const uint8_t *m,
                                                       size_t mlen, const uint8_t *sk,
                                                       const uint8_t *pk);

int pqkit_kat_kem(const pqkit_kem *kem, unsigned int count, pqkit_kat_emit emit, void *arg) {
  kat_rng master;
  int rng = kem->kat_rng;
  uint8_t seed[48], ss[64], ss2[64]; /* HQC's shared secrets are 64 bytes */
  if (kem->ss_bytes > sizeof ss || kat_buffers(kem->ek_bytes, kem->dk_bytes, kem->ct_bytes, 0)) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  master_init(&master, rng);
  for (unsigned int i = 0; i < count; i++) {
    int rc;
    rng_read(&master, seed, sizeof seed);
    rng_init(&scheme_rng, rng, seed);
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

/* The round-3 Falcon layout (PQKIT_SM_FALCON_ROUND3) in sm, from the detached
 * signature 0x30 + logn || nonce || s2 (siglen bytes, outside sm) and the message
 * buf_msg. Returns its length. */
static size_t falcon_sm(uint8_t *sm, const uint8_t *sig, size_t siglen, size_t mlen) {
  size_t tail = siglen - 40u; /* header and s2 */
  sm[0] = (uint8_t)(tail >> 8);
  sm[1] = (uint8_t)tail;
  memcpy(sm + 2, sig + 1, 40);
  memcpy(sm + 42, buf_msg, mlen);
  sm[42 + mlen] = (uint8_t)(sig[0] - 0x10u);
  memcpy(sm + 43 + mlen, sig + 41, tail - 1u);
  return siglen + 2u + mlen;
}

int pqkit_kat_sig(const pqkit_sig *sig, unsigned int count, pqkit_kat_emit emit, void *arg) {
  kat_rng master;
  uint8_t seed[48];
  if (count > KAT_MAX_MSG / 33 || kat_buffers(sig->pk_bytes, sig->sk_bytes, 0, sig->sig_bytes)) {
    return PQKIT_ERR_BAD_LENGTH;
  }
  int rng = sig->kat_rng;
  master_init(&master, rng);
  for (unsigned int i = 0; i < count; i++) {
    int rc;
    size_t mlen = 33 * (size_t)(i + 1), siglen = sig->sig_bytes;
    rng_read(&master, seed, sizeof seed);
    rng_read(&master, buf_msg, mlen);
    rng_init(&scheme_rng, rng, seed);
    if (i > 0) emit_str(emit, arg, "\n");
    emit_uint(emit, arg, "count", i);
    emit_hex(emit, arg, "seed", seed, sizeof seed);
    emit_uint(emit, arg, "mlen", mlen);
    emit_hex(emit, arg, "msg", buf_msg, mlen);
    if ((rc = sig->keypair(buf_pk, buf_sk)) != 0) return rc;
    emit_hex(emit, arg, "pk", buf_pk, sig->pk_bytes);
    emit_hex(emit, arg, "sk", buf_sk, sig->sk_bytes);
    if (pqkit_harness_signed_message != NULL) {
      /* the folder's crypto_sign output itself (it checks it with crypto_sign_open) */
      size_t smlen = 0;
      if (pqkit_harness_signed_message(buf_sm, &smlen, buf_msg, mlen, buf_sk, buf_pk) != 0) {
        return PQKIT_ERR_VERIFY;
      }
      emit_uint(emit, arg, "smlen", smlen);
      emit_hex(emit, arg, "sm", buf_sm, smlen);
      continue;
    }
    /* sm = signature || message, empty context: the NIST crypto_sign() layout; Falcon's
     * signature is made at the end of buf_sm, clear of its signed message */
    int falcon = sig->kat_sm == PQKIT_SM_FALCON_ROUND3;
    uint8_t *s = falcon ? buf_sm + buf_sm_bytes - sig->sig_bytes : buf_sm;
    if ((rc = sig->sign(s, &siglen, buf_msg, mlen, NULL, 0, buf_sk)) != 0) return rc;
    size_t smlen = siglen + mlen;
    if (falcon) {
      smlen = falcon_sm(buf_sm, s, siglen, mlen);
    } else {
      memcpy(buf_sm + siglen, buf_msg, mlen);
    }
    emit_uint(emit, arg, "smlen", smlen);
    emit_hex(emit, arg, "sm", buf_sm, smlen);
    if ((rc = sig->verify(s, siglen, buf_msg, mlen, NULL, 0, buf_pk)) != 0) return rc;
  }
  return 0;
}
