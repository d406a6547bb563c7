/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The Falcon core (src/falcon) against the round-3 KAT file, before the family is
 * registered in the library: usage `pqkit-falcon-core <kat.rsp> [records]`,
 * `pqkit-falcon-core robust|ct <kat.rsp>` (malformed inputs, or constant time under
 * valgrind, from the first record), `pqkit-falcon-core fpr [count]` or
 * `pqkit-falcon-core fndsa-keygen <logn> <count>` (FN-DSA's key generation from the seeds
 * "test0", "test1", ... of the fn-dsa crate's known-answer test: one line `fndsa-keygen
 * <i> <SHA-256 of f || g || F || G> <rejected candidates>` each). Per record it decodes the public
 * key, opens the signed message (2-byte signature length, nonce, message, header 0x20 + logn,
 * compressed s2) and verifies it, generates the key pair from the record's seed and compares it
 * with the keys, then signs the message again with and without the expanded key; prints one line
 * per check, `verify <count> ok|fail`, and exits nonzero on any failure. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <math.h>

#include "falcon/codec.h"
#include "common/kat/ctr_drbg.h"
#include "falcon/fpr.h"
#include "falcon/keygen.h"
#include "falcon/keygen_fg.h"
#include "falcon/ntru_solve_fxp.h"
#include "pqkit/sha2.h"
#include "falcon/ntru_check.h"
#include "falcon/round3.h"
#include "falcon/sign.h"
#include "falcon/vrfy.h"

#define LINE_MAX_BYTES 20000

static size_t unhex(uint8_t *out, size_t max, const char *s) {
  size_t n = 0;
  while (s[0] && s[1] && s[0] != '\n' && s[0] != '\r' && n < max) {
    unsigned v;
    if (sscanf(s, "%2x", &v) != 1) {
      break;
    }
    out[n++] = (uint8_t)v;
    s += 2;
  }
  return n;
}

typedef struct {
  int count;
  uint8_t seed[48], pk[1793], sk[2305], sm[8192];
  size_t pklen, sklen, smlen, mlen;
} record;

/* Key generation from the record's seed (the reference draws 48 bytes and keys SHAKE256
 * with them): 1 when it gives the private key's f, g, F and the public key's h, the
 * private key (f, g, F and the recomputed G) passes fn_ntru_check and fn_ntru_check_ntt
 * and a changed coefficient of F passes neither. Prints the number of candidates the solver
 * rejected before, when there are any. */
static int keygen_record(const record *r, unsigned logn) {
  static int8_t f[FN_N_MAX], g[FN_N_MAX], F[FN_N_MAX], G[FN_N_MAX], rf[FN_N_MAX], rg[FN_N_MAX],
      rF[FN_N_MAX], rG[FN_N_MAX];
  static uint16_t h[FN_N_MAX], rh[FN_N_MAX], gtmp[3 * FN_N_MAX];
  static uint64_t tmp[FN_KEYGEN_TMP_BYTES(FN_LOGN_MAX) / 8];
  size_t n = (size_t)1 << logn;
  pqkit_kat_drbg d;
  uint8_t seed[48];
  pqkit_kat_drbg_init(&d, r->seed);
  pqkit_kat_drbg_randombytes(&d, seed, sizeof seed);
  pqkit_keccak sc;
  pqkit_shake256_init(&sc);
  pqkit_keccak_absorb(&sc, seed, sizeof seed);
  pqkit_keccak_finalize(&sc);
  if (r->pklen != FN_PK_BYTES(logn) || r->sklen != FN_SK_BYTES(logn) ||
      !fn_r3_decode_pk(rh, r->pk, logn) || !fn_r3_decode_sk(rf, rg, rF, r->sk, logn)) {
    return 0;
  }
  int rejected = fn_keygen(&sc, f, g, F, G, h, logn, tmp);
  if (rejected) {
    printf("rejected %d %d\n", r->count, rejected);
  }
  if (memcmp(f, rf, n) || memcmp(g, rg, n) || memcmp(F, rF, n) || memcmp(h, rh, n * sizeof *h)) {
    return 0;
  }
  if (!fn_complete_private(rG, rf, rg, rF, logn, gtmp, NULL) || memcmp(G, rG, n) ||
      !fn_ntru_check(rf, rg, rF, rG, logn) ||
      !fn_ntru_check_ntt(rf, rg, rF, rG, logn, (uint32_t *)tmp)) {
    return 0;
  }
  rF[r->count % n] ^= 1;
  int broken = fn_ntru_check(rf, rg, rF, rG, logn) |
               fn_ntru_check_ntt(rf, rg, rF, rG, logn, (uint32_t *)tmp);
  rF[r->count % n] ^= 1;
  return !broken;
}

/* Sign the record's message with its private key, the randomness drawn as the
 * reference's NIST wrapper draws it after key generation (48 bytes): the nonce (40),
 * then the sampler's seed (48). 1 when the signed message (2-byte length, nonce,
 * message, 0x20 + logn, compressed s2) is the record's, the padded signature carries the
 * same s2 when it fits (else is signed again) and both verify, and the expanded key gives
 * the same s2. */
static int sign_record(const record *r, unsigned logn) {
  size_t n = (size_t)1 << logn;
  static uint64_t tmp[FN_R3_SIGN_TMP_BYTES(FN_LOGN_MAX) / 8];
  static uint8_t sig[2048], psig[2048], sm[8192];
  size_t siglen, psiglen;
  pqkit_kat_drbg d;
  uint8_t skip[48], nonce[FN_NONCE_BYTES], seed[48];
  pqkit_kat_drbg_init(&d, r->seed);
  pqkit_kat_drbg_randombytes(&d, skip, sizeof skip);
  pqkit_kat_drbg_randombytes(&d, nonce, sizeof nonce);
  pqkit_kat_drbg_randombytes(&d, seed, sizeof seed);
  const uint8_t *m = r->sm + 2 + FN_NONCE_BYTES;
  if (r->sklen != FN_SK_BYTES(logn) ||
      fn_r3_sign(sig, &siglen, m, r->mlen, r->sk, nonce, seed, logn, 0, tmp) ||
      fn_r3_sign(psig, &psiglen, m, r->mlen, r->sk, nonce, seed, logn, 1, tmp)) {
    return 0;
  }
  size_t cl = siglen - 1 - FN_NONCE_BYTES; /* compressed s2 */
  sm[0] = (uint8_t)((cl + 1) >> 8);
  sm[1] = (uint8_t)(cl + 1);
  memcpy(sm + 2, nonce, sizeof nonce);
  memcpy(sm + 2 + FN_NONCE_BYTES, m, r->mlen);
  sm[2 + FN_NONCE_BYTES + r->mlen] = (uint8_t)(0x20 + logn);
  memcpy(sm + 3 + FN_NONCE_BYTES + r->mlen, sig + 1 + FN_NONCE_BYTES, cl);
  if (3 + FN_NONCE_BYTES + r->mlen + cl != r->smlen || memcmp(sm, r->sm, r->smlen) ||
      psiglen != FN_SIG_PADDED_BYTES(logn)) {
    return 0;
  }
  /* the padded signature: the same when s2 fits, else signed again; either way valid */
  static uint64_t vtmp[FN_R3_VERIFY_TMP_BYTES(FN_LOGN_MAX) / 8];
  if ((siglen <= psiglen && memcmp(sig, psig, siglen)) ||
      fn_r3_verify(psig, psiglen, m, r->mlen, r->pk, logn, 1, vtmp) ||
      fn_r3_verify(sig, siglen, m, r->mlen, r->pk, logn, 0, vtmp)) {
    return 0;
  }
  if (siglen > psiglen) {
    printf("padded %d re-signed (%zu bytes compressed)\n", r->count, siglen);
  }

  /* the expanded key from the decoded private key, and the same s2 from the same seed */
  static int8_t f[FN_N_MAX], g[FN_N_MAX], F[FN_N_MAX], G[FN_N_MAX];
  static uint16_t c[FN_N_MAX];
  static int16_t s2[FN_N_MAX], s2_tree[FN_N_MAX];
  static fpr ek[FN_EXPANDED_KEY_FPR(FN_LOGN_MAX)], ftmp[9 * FN_N_MAX];
  pqkit_keccak sc;
  if (!fn_r3_decode_sk(f, g, F, r->sk, logn) ||
      !fn_complete_private(G, f, g, F, logn, (uint16_t *)ftmp, NULL) ||
      fn_comp_decode(s2, logn, sig + 1 + FN_NONCE_BYTES, cl) != cl) {
    return 0;
  }
  pqkit_shake256_init(&sc);
  pqkit_keccak_absorb(&sc, nonce, sizeof nonce);
  pqkit_keccak_absorb(&sc, m, r->mlen);
  pqkit_keccak_finalize(&sc);
  fn_hash_to_point(&sc, c, logn);
  fn_expand_privkey(ek, f, g, F, G, logn, ftmp);
  pqkit_shake256_init(&sc);
  pqkit_keccak_absorb(&sc, seed, sizeof seed);
  pqkit_keccak_finalize(&sc);
  fn_sign_tree(s2_tree, &sc, ek, c, logn, ftmp);
  return !memcmp(s2, s2_tree, n * sizeof *s2);
}

static int check(const char *what, int rejected) {
  printf("reject %s %s\n", what, rejected ? "ok" : "fail");
  return !rejected;
}

/* Every malformed signature, key and encoding class against record r (which must sign
 * and verify): prints `reject <class> ok|fail` (`accept` for the unmodified inputs). */
static int robustness(const record *r, unsigned logn) {
  size_t n = (size_t)1 << logn;
  static uint64_t tmp[FN_R3_SIGN_TMP_BYTES(FN_LOGN_MAX) / 8];
  static uint8_t sig[2048], psig[2048], bad[4096], key[2305];
  static int16_t s2[FN_N_MAX];
  static uint16_t h[FN_N_MAX];
  static int8_t f[FN_N_MAX], g[FN_N_MAX], F[FN_N_MAX];
  uint8_t nonce[FN_NONCE_BYTES] = {1}, seed[48] = {2};
  size_t siglen, psiglen, plen = FN_SIG_PADDED_BYTES(logn), hl = 1 + FN_NONCE_BYTES;
  const uint8_t *m = r->sm + 2 + FN_NONCE_BYTES;
  int failures = 0;
  if (fn_r3_sign(sig, &siglen, m, r->mlen, r->sk, nonce, seed, logn, 0, tmp) ||
      fn_r3_sign(psig, &psiglen, m, r->mlen, r->sk, nonce, seed, logn, 1, tmp)) {
    return check("sign", 0) + 1;
  }
#define VERIFY(s, len, pad) fn_r3_verify((s), (len), m, r->mlen, r->pk, logn, (pad), tmp)
  failures += check("accept-compressed", VERIFY(sig, siglen, 0) == 0) +
              check("accept-padded", VERIFY(psig, psiglen, 1) == 0);
  /* framing */
  memcpy(bad, sig, siglen);
  bad[0] = (uint8_t)(0x20 + logn);
  failures += check("header-nist", VERIFY(bad, siglen, 0));
  bad[0] = (uint8_t)(0x30 + (logn ^ 3));
  failures += check("header-logn", VERIFY(bad, siglen, 0));
  bad[0] = sig[0];
  failures += check("truncated", VERIFY(sig, siglen - 1, 0));
  failures += check("header-only", VERIFY(sig, hl, 0));
  failures += check("empty", VERIFY(sig, 0, 0));
  bad[siglen] = 0;
  failures += check("trailing-zero-byte", VERIFY(bad, siglen + 1, 0));
  failures += check("compressed-as-padded", VERIFY(sig, siglen, 1));
  failures += check("padded-as-compressed", VERIFY(psig, psiglen, 0) || psiglen <= siglen);
  memcpy(bad, psig, plen);
  bad[plen - 1] = 1;
  failures += check("padding-nonzero", VERIFY(bad, plen, 1));
  failures += check("padded-short", VERIFY(psig, plen - 1, 1));
  memcpy(bad, sig, siglen);
  bad[1] ^= 1;
  failures += check("nonce", VERIFY(bad, siglen, 0));
  memcpy(bad, sig, siglen);
  bad[siglen - 1] ^= 0x10;
  failures += check("s2-bit", VERIFY(bad, siglen, 0));
  failures += check("message",
                    r->mlen == 0 || fn_r3_verify(sig, siglen, m, r->mlen - 1, r->pk, logn, 0, tmp));

  /* encodings of s2: all-zero coefficients are 9 bits each (byte 0, then the unary
   * terminator) */
  memset(bad, 0, sizeof bad);
  for (size_t u = 0; u < n; u++) {
    size_t bit = u * 9 + 8;
    bad[bit >> 3] |= (uint8_t)(0x80u >> (bit & 7));
  }
  size_t zl = (n * 9 + 7) / 8;
  failures += check("zero-s2-decodes", fn_comp_decode(s2, logn, bad, zl) == zl);
  bad[0] |= 0x80;
  failures += check("negative-zero", fn_comp_decode(s2, logn, bad, zl) == 0);
  bad[0] &= 0x7F;
  failures += check("short-input", fn_comp_decode(s2, logn, bad, zl - 1) == 0);
  /* one coefficient 128: one bit more, so 7 unused bits at the end, which must be zero */
  memset(s2, 0, n * sizeof *s2);
  s2[0] = 128;
  size_t l1 = fn_comp_encode(bad, sizeof bad, s2, logn);
  failures += check("one-128-decodes", fn_comp_decode(s2, logn, bad, l1) == l1);
  bad[l1 - 1] |= 1;
  failures += check("unused-bits", fn_comp_decode(s2, logn, bad, l1) == 0);
  /* a coefficient of 2048: 16 zeros in its unary part */
  memset(bad, 0, sizeof bad);
  bad[3] = 0x80;
  failures += check("magnitude-2048", fn_comp_decode(s2, logn, bad, sizeof bad) == 0);
  failures += check("encode-2048", (s2[0] = 2048, fn_comp_encode(bad, sizeof bad, s2, logn) == 0));
  /* a well-formed s2 over the norm bound: every coefficient 300 */
  for (size_t u = 0; u < n; u++) {
    s2[u] = 300;
  }
  memcpy(bad, sig, hl);
  size_t ll = fn_comp_encode(bad + hl, sizeof bad - hl, s2, logn);
  failures += check("norm-bound", ll == 0 || VERIFY(bad, hl + ll, 0));

  /* public keys */
  memcpy(key, r->pk, r->pklen);
  key[0] ^= 0x10;
  failures += check("pk-header", !fn_r3_decode_pk(h, key, logn) &&
                                     fn_r3_verify(sig, siglen, m, r->mlen, key, logn, 0, tmp));
  memcpy(key, r->pk, r->pklen);
  key[1] = (uint8_t)(FN_Q >> 6); /* first coefficient = q */
  key[2] = (uint8_t)((key[2] & 0x03u) | ((FN_Q & 0x3Fu) << 2));
  failures += check("pk-coefficient-q", !fn_r3_decode_pk(h, key, logn));
  memset(key + 1, 0xFF, r->pklen - 1);
  failures += check("pk-all-ones", !fn_r3_decode_pk(h, key, logn));

  /* private keys */
  memcpy(key, r->sk, r->sklen);
  key[0] ^= 0x01;
  failures += check("sk-header",
                    !fn_r3_decode_sk(f, g, F, key, logn) &&
                        fn_r3_sign(bad, &siglen, m, r->mlen, key, nonce, seed, logn, 0, tmp) == -1);
  memcpy(key, r->sk, r->sklen);
  unsigned fb = FN_FG_BITS(logn);
  key[1] = (uint8_t)((key[1] & (0xFFu >> fb)) | (1u << 7)); /* f[0] = -2^(bits-1) */
  failures += check("sk-f-minimum", !fn_r3_decode_sk(f, g, F, key, logn));
  memcpy(key, r->sk, r->sklen);
  memset(key + 1, 0, FN_SK_BYTES(logn) - 1); /* f = 0: not invertible */
  failures += check("sk-f-zero",
                    fn_r3_sign(bad, &siglen, m, r->mlen, key, nonce, seed, logn, 0, tmp) == -1);
#undef VERIFY
  return failures;
}

#ifdef PQKIT_CT_TESTING
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#else
#define SECRET(p, n) ((void)(p), (void)(n))
#define PUBLIC(p, n) ((void)(p), (void)(n))
#endif

/* Constant time (run under valgrind in a PQKIT_CT_TESTING build): the private key and
 * the sampler seed of record r marked secret, then signing from the key, expansion and
 * signing with the expanded key. Any branch or index on them is a valgrind error;
 * prints `ct ok` when the signatures still verify. */
static int ct_record(const record *r, unsigned logn) {
  static uint64_t tmp[FN_R3_SIGN_TMP_BYTES(FN_LOGN_MAX) / 8];
  static uint8_t sk[2305], sig[2048];
  static int8_t f[FN_N_MAX], g[FN_N_MAX], F[FN_N_MAX], G[FN_N_MAX];
  static uint16_t c[FN_N_MAX];
  static int16_t s2[FN_N_MAX];
  static fpr ek[FN_EXPANDED_KEY_FPR(FN_LOGN_MAX)], ftmp[9 * FN_N_MAX];
  uint8_t nonce[FN_NONCE_BYTES] = {3}, seed[48] = {4};
  const uint8_t *m = r->sm + 2 + FN_NONCE_BYTES;
  size_t siglen, n = (size_t)1 << logn;
  /* key generation from a secret seed: only the candidates' outcomes and h are public */
  static int8_t kf[FN_N_MAX], kg[FN_N_MAX], kF[FN_N_MAX], kG[FN_N_MAX];
  static uint16_t kh[FN_N_MAX], rh[FN_N_MAX];
  uint8_t kseed[48];
  pqkit_kat_drbg d;
  pqkit_kat_drbg_init(&d, r->seed);
  pqkit_kat_drbg_randombytes(&d, kseed, sizeof kseed);
  SECRET(kseed, sizeof kseed);
  pqkit_keccak ks;
  pqkit_shake256_init(&ks);
  pqkit_keccak_absorb(&ks, kseed, sizeof kseed);
  pqkit_keccak_finalize(&ks);
  _Static_assert(sizeof tmp >= FN_KEYGEN_TMP_BYTES(FN_LOGN_MAX), "keygen scratch");
  fn_keygen(&ks, kf, kg, kF, kG, kh, logn, tmp);
  PUBLIC(kh, n * sizeof *kh);
  int bad = !fn_r3_decode_pk(rh, r->pk, logn) || memcmp(kh, rh, n * sizeof *kh) != 0;

  memcpy(sk, r->sk, r->sklen);
  SECRET(sk + 1, r->sklen - 1);
  SECRET(seed, sizeof seed);
  bad |= fn_r3_sign(sig, &siglen, m, r->mlen, sk, nonce, seed, logn, 0, tmp) != 0;
  PUBLIC(sig, siglen);
  bad |= fn_r3_verify(sig, siglen, m, r->mlen, r->pk, logn, 0, tmp) != 0;

  bad |= !fn_r3_decode_sk(f, g, F, sk, logn) ||
         !fn_complete_private(G, f, g, F, logn, (uint16_t *)ftmp, NULL);
  fn_expand_privkey(ek, f, g, F, G, logn, ftmp);
  pqkit_keccak sc;
  pqkit_shake256_init(&sc);
  pqkit_keccak_absorb(&sc, nonce, sizeof nonce);
  pqkit_keccak_absorb(&sc, m, r->mlen);
  pqkit_keccak_finalize(&sc);
  fn_hash_to_point(&sc, c, logn);
  pqkit_shake256_init(&sc);
  pqkit_keccak_absorb(&sc, seed, sizeof seed);
  pqkit_keccak_finalize(&sc);
  fn_sign_tree(s2, &sc, ek, c, logn, ftmp);
  PUBLIC(s2, n * sizeof *s2);
  static int16_t s2d[FN_N_MAX];
  bad |= fn_comp_decode(s2d, logn, sig + 1 + FN_NONCE_BYTES, siglen - 1 - FN_NONCE_BYTES) == 0 ||
         memcmp(s2, s2d, n * sizeof *s2) != 0;
  printf("ct %s\n", bad ? "fail" : "ok");
  return bad;
}

static int verify_record(const record *r, unsigned logn) {
  uint16_t h[FN_N_MAX], c[FN_N_MAX], tmp[2 * FN_N_MAX];
  int16_t s2[FN_N_MAX];
  if (r->pklen != FN_PK_BYTES(logn) || r->pk[0] != logn ||
      fn_modq_decode(h, logn, r->pk + 1, r->pklen - 1) != r->pklen - 1) {
    return 0;
  }
  size_t siglen = ((size_t)r->sm[0] << 8) | r->sm[1];
  if (siglen < 2 || r->smlen != 2 + FN_NONCE_BYTES + r->mlen + siglen) {
    return 0;
  }
  const uint8_t *nonce = r->sm + 2, *m = nonce + FN_NONCE_BYTES, *esig = m + r->mlen;
  if (esig[0] != 0x20 + logn || fn_comp_decode(s2, logn, esig + 1, siglen - 1) != siglen - 1) {
    return 0;
  }
  pqkit_keccak sc;
  pqkit_shake256_init(&sc);
  pqkit_keccak_absorb(&sc, nonce, FN_NONCE_BYTES);
  pqkit_keccak_absorb(&sc, m, r->mlen);
  pqkit_keccak_finalize(&sc);
  fn_hash_to_point(&sc, c, logn);
  return fn_verify_raw(c, s2, h, logn, tmp);
}

static uint64_t rng_state = 0x9E3779B97F4A7C15u;

static uint64_t rnd64(void) {
  rng_state ^= rng_state << 13;
  rng_state ^= rng_state >> 7;
  rng_state ^= rng_state << 17;
  return rng_state;
}

static fpr as_fpr(double d) {
  fpr x;
  memcpy(&x, &d, 8);
  return x;
}

/* a double with a random sign, significand and exponent in [-40, 40] */
static double rnd_double(void) {
  uint64_t r = rnd64();
  fpr x = (r & 0x800FFFFFFFFFFFFFu) | ((uint64_t)(1023 - 40 + (int)((r >> 52) % 81u)) << 52);
  double d;
  memcpy(&d, &x, 8);
  return d;
}

/* The emulated binary64 operations against the host's (IEEE-754, round to nearest
 * even) on random operands; prints `fpr <op> ok|fail`. */
static int fpr_check(long count) {
  static const char *names[] = {"add",  "mul",   "div",   "sqrt", "of",
                                "rint", "floor", "trunc", "half", "double"};
  long bad[10] = {0};
  for (long i = 0; i < count; i++) {
    double a = rnd_double(), b = rnd_double();
    if (i & 1) {
      b = a * (1.0 + (double)(rnd64() % 16) * 0x1p-50); /* near-cancellation */
    }
    double ab = fabs(a), s = a * 0x1p-20;
    int64_t k = (int64_t)(rnd64() >> (rnd64() % 64)) * ((i & 2) ? -1 : 1);
    bad[0] += fpr_add(as_fpr(a), as_fpr(-b)) != as_fpr(a - b);
    bad[0] += fpr_add(as_fpr(a), as_fpr(b)) != as_fpr(a + b);
    bad[1] += fpr_mul(as_fpr(a), as_fpr(b)) != as_fpr(a * b);
    bad[2] += fpr_div(as_fpr(a), as_fpr(b)) != as_fpr(a / b);
    bad[3] += fpr_sqrt(as_fpr(ab)) != as_fpr(sqrt(ab));
    bad[4] += fpr_of(k) != as_fpr((double)k);
    double tie = (double)(k % 4096) + 0.5; /* ties go to even */
    bad[5] += fpr_rint(as_fpr(s)) != (int64_t)nearbyint(s);
    bad[5] += fpr_rint(as_fpr(tie)) != (int64_t)nearbyint(tie);
    bad[6] += fpr_floor(as_fpr(s)) != (int64_t)floor(s);
    bad[7] += fpr_trunc(as_fpr(s)) != (int64_t)trunc(s);
    bad[8] += fpr_half(as_fpr(a)) != as_fpr(a / 2);
    bad[9] += fpr_double(as_fpr(a)) != as_fpr(a * 2);
  }
  int failures = 0;
  for (int i = 0; i < 10; i++) {
    printf("fpr %s %s\n", names[i], bad[i] ? "fail" : "ok");
    failures += bad[i] != 0;
  }
  return failures;
}

/* FN-DSA key pairs from the crate's test seeds; the key pair must satisfy f G - g F = q */
static int fndsa_keygen(unsigned logn, int count) {
  static int8_t f[FN_N_MAX], g[FN_N_MAX], F[FN_N_MAX], G[FN_N_MAX];
  static uint16_t h[FN_N_MAX];
  static uint64_t tmp[FN_KEYGEN_FNDSA_TMP_BYTES(FN_LOGN_MAX) / 8];
  static uint8_t all[4 * FN_N_MAX];
  size_t n = (size_t)1 << logn;
  int failures = 0;
  for (int i = 0; i < count; i++) {
    char seed[16];
    int len = snprintf(seed, sizeof seed, "test%d", i);
    int rejected = fn_keygen_fndsa((const uint8_t *)seed, (size_t)len, f, g, F, G, h, logn, tmp);
    int ok = fn_ntru_check(f, g, F, G, logn);
    memcpy(all, f, n);
    memcpy(all + n, g, n);
    memcpy(all + 2 * n, F, n);
    memcpy(all + 3 * n, G, n);
    uint8_t d[32];
    pqkit_sha256(d, all, 4 * n);
    printf("fndsa-keygen %d ", i);
    for (int j = 0; j < 32; j++) {
      printf("%02x", d[j]);
    }
    printf(" %d %s\n", rejected, ok ? "ok" : "fail");
    failures += !ok;
  }
  return failures;
}

int main(int argc, char **argv) {
  if (argc >= 4 && !strcmp(argv[1], "fndsa-keygen")) {
    return fndsa_keygen((unsigned)atoi(argv[2]), atoi(argv[3])) != 0;
  }
  if (argc >= 2 && !strcmp(argv[1], "fpr")) {
    return fpr_check(argc > 2 ? atol(argv[2]) : 200000) != 0;
  }
  int robust = argc >= 3 && !strcmp(argv[1], "robust"), ct = argc >= 3 && !strcmp(argv[1], "ct");
  if (robust || ct) {
    argv++;
    argc = 2;
  }
  if (argc < 2) {
    fprintf(stderr, "usage: %s [robust] <kat.rsp> [records]\n", argv[0]);
    return 2;
  }
  FILE *f = fopen(argv[1], "r");
  if (!f) {
    perror(argv[1]);
    return 2;
  }
  int limit = argc > 2 ? atoi(argv[2]) : 1 << 30;
  unsigned logn = strstr(argv[1], "1024") ? 10 : 9;
  static char line[LINE_MAX_BYTES];
  static record r;
  int failures = 0, done = 0;
  r.count = -1;
  while (fgets(line, sizeof line, f) && done < limit) {
    if (!strncmp(line, "count = ", 8)) {
      r.count = atoi(line + 8);
    } else if (!strncmp(line, "mlen = ", 7)) {
      r.mlen = (size_t)atol(line + 7);
    } else if (!strncmp(line, "seed = ", 7)) {
      unhex(r.seed, sizeof r.seed, line + 7);
    } else if (!strncmp(line, "sk = ", 5)) {
      r.sklen = unhex(r.sk, sizeof r.sk, line + 5);
    } else if (!strncmp(line, "pk = ", 5)) {
      r.pklen = unhex(r.pk, sizeof r.pk, line + 5);
    } else if (!strncmp(line, "sm = ", 5)) {
      r.smlen = unhex(r.sm, sizeof r.sm, line + 5);
      if (robust || ct) {
        failures += robust ? robustness(&r, logn) : ct_record(&r, logn);
        done++;
        break;
      }
      int ok = verify_record(&r, logn);
      printf("verify %d %s\n", r.count, ok ? "ok" : "fail");
      failures += !ok;
      ok = keygen_record(&r, logn);
      printf("keygen %d %s\n", r.count, ok ? "ok" : "fail");
      failures += !ok;
      ok = sign_record(&r, logn);
      printf("sign %d %s\n", r.count, ok ? "ok" : "fail");
      failures += !ok;
      done++;
    }
  }
  fclose(f);
  printf("records %d failures %d\n", done, failures);
  return failures || done == 0;
}
