/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The least-stack strategy (docs/backends.md, "Memory strategy"). No vector of
 * polynomials is held, and no matrix entry either:
 *  - A is streamed: each entry's SHAKE128 output is parsed one block (in verification
 *    24 bytes) at a time and every accepted coefficient is multiplied into the row's
 *    sum at once (sample_a_mul_acc), so a row of A v-hat costs one sum and one
 *    transformed v_j;
 *  - key generation writes s1 and s2 to sk first and decodes (and transforms) s1_j
 *    again for every two rows;
 *  - verification holds one polynomial, a row of A z - c t1 2^d in the NTT domain:
 *    NTT(z_j), NTT(c) and NTT(t1_i) are made a quarter at a time (ntt.h) from their
 *    packed (sparse) forms;
 *  - signing keeps y packed in the z field of the caller's signature buffer (the
 *    packed ExpandMask output is exactly the encoding of z), computes w one row at a
 *    time for the hash, checks z = y + c s1 one polynomial at a time, then recomputes
 *    each row of w (but the kept ones, below) for the r0 check and the hints, and
 *    writes z over y once accepted.
 * Every helper that holds a polynomial is a function of its own, so that its frame
 * lives only while it runs. The outputs equal the speed strategy's word for word. */
#define MLDSA_STREAM_A
#include "sign_common.h"

#define MLDSA_Z_BITS (MLDSA_POLYZ_PACKEDBYTES / 32)
#ifdef mldsa_backend_ntt_block64
#define ntt_block_layers mldsa_backend_ntt_block64
#else
#define ntt_block_layers pqkit_mldsa_ntt_block_layers
#endif

/* Where the set's stack goal leaves room, the first rows of w are kept packed (23 bits
 * a coefficient) from the commitment to the hint checks instead of being computed
 * again: none for ML-DSA-44, 2 of 6 rows for -65, 4 of 8 for -87. */
#if MLDSA_K == 4
#define MLDSA_W_ROWS_KEPT 0
#elif MLDSA_K == 6
#define MLDSA_W_ROWS_KEPT 2
#else
#define MLDSA_W_ROWS_KEPT 4
#endif
#define MLDSA_W_PACKEDBYTES (MLDSA_N * 23 / 8)
#if MLDSA_W_ROWS_KEPT > 0
#define MLDSA_W_KEPT_BYTES (MLDSA_W_ROWS_KEPT * MLDSA_W_PACKEDBYTES)
#else
#define MLDSA_W_KEPT_BYTES 1 /* unused */
#endif

/* The packed row i of w in wkept, or NULL where it is not kept. */
static uint8_t *w_kept_row(uint8_t *wkept, unsigned int i) {
#if MLDSA_W_ROWS_KEPT > 0
  if (i < MLDSA_W_ROWS_KEPT) {
    return wkept + i * MLDSA_W_PACKEDBYTES;
  }
#else
  (void)wkept;
  (void)i;
#endif
  return NULL;
}

/* Where the vector of a matrix-vector product comes from: s1 in sk (eta encoding) or
 * z / y in a signature (z encoding), L polynomials from src. */
enum { VEC_ETA, VEC_Z };

static PQKIT_NOINLINE void vec_hat(mldsa_poly *v, const uint8_t *src, unsigned int kind,
                                   unsigned int j) {
  if (kind == VEC_ETA) {
    (void)mldsa_polyeta_unpack(v, src + j * MLDSA_POLYETA_PACKEDBYTES);
  } else {
    mldsa_polyz_unpack(v, src + j * MLDSA_POLYZ_PACKEDBYTES);
  }
  pqkit_mldsa_poly_ntt(v);
}

/* rows[r] = NTT^-1(sum_j A_(i+r)j o NTT(v_j)) (reduced, then |rows[r]| < q) for the
 * nrows rows from i, v_j decoded again from src (once for all of them) into the
 * caller's scratch polynomial v (left holding a secret for key generation and signing:
 * the caller reuses and wipes it). */
static PQKIT_NOINLINE void matrix_rows(mldsa_poly *rows, unsigned int nrows, mldsa_poly *v,
                                       const uint8_t rho[MLDSA_SEEDBYTES], unsigned int i,
                                       const uint8_t *src, unsigned int kind) {
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    vec_hat(v, src, kind, j);
    for (unsigned int r = 0; r < nrows; r++) {
      sample_a_mul_acc_block(&rows[r], rho, (uint8_t)j, (uint8_t)(i + r), v, j == 0);
    }
  }
  for (unsigned int r = 0; r < nrows; r++) {
    pqkit_mldsa_poly_reduce(&rows[r]);
    pqkit_mldsa_poly_invntt_tomont(&rows[r]);
  }
}

static void matrix_row(mldsa_poly *row, mldsa_poly *v, const uint8_t rho[MLDSA_SEEDBYTES],
                       unsigned int i, const uint8_t *src, unsigned int kind) {
  matrix_rows(row, 1, v, rho, i, src, kind);
}

/* s1 (nonces 0 .. L - 1) and s2 (L .. L + K - 1) sampled and packed into sk. */
static PQKIT_NOINLINE void keygen_secrets(uint8_t sk[MLDSA_SECRETKEYBYTES],
                                          const uint8_t rhoprime[MLDSA_CRHBYTES]) {
  mldsa_poly s;
  for (unsigned int j = 0; j < MLDSA_L + MLDSA_K; j++) {
    mldsa_poly_uniform_eta(&s, rhoprime, (uint16_t)j);
    mldsa_polyeta_pack(sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES, &s);
  }
  pqkit_wipe(&s, sizeof s);
}

/* Key generation makes two rows of t per pass over s1, so that each NTT(s1_j) serves
 * two matrix entries: one polynomial more, within the stack goal (K is even). */
#define MLDSA_KEYGEN_ROWS 2
_Static_assert(MLDSA_K % MLDSA_KEYGEN_ROWS == 0, "whole passes over the rows of t");

/* Rows i .. i + MLDSA_KEYGEN_ROWS - 1 of t = A s1 + s2, split into t1 (pk) and t0 (sk). */
static PQKIT_NOINLINE void keygen_rows(uint8_t pk[MLDSA_PUBLICKEYBYTES],
                                       uint8_t sk[MLDSA_SECRETKEYBYTES], unsigned int i) {
  mldsa_poly t[MLDSA_KEYGEN_ROWS], tmp;
  matrix_rows(t, MLDSA_KEYGEN_ROWS, &tmp, sk, i, sk + MLDSA_SK_S1, VEC_ETA);
  for (unsigned int r = 0; r < MLDSA_KEYGEN_ROWS; r++) {
    (void)mldsa_polyeta_unpack(&tmp, sk + MLDSA_SK_S2 + (i + r) * MLDSA_POLYETA_PACKEDBYTES);
    keygen_store_t(pk, sk, i + r, &t[r], &tmp, &tmp);
  }
  pqkit_wipe(t, sizeof t);
  pqkit_wipe(&tmp, sizeof tmp);
}

int mldsa_keygen(uint8_t pk[MLDSA_PUBLICKEYBYTES], uint8_t sk[MLDSA_SECRETKEYBYTES],
                 const uint8_t xi[MLDSA_SEEDBYTES]) {
  uint8_t seeds[2 * MLDSA_SEEDBYTES + MLDSA_CRHBYTES]; /* rho || rho' || K */

  expand_seed(seeds, xi);

  memcpy(pk, seeds, MLDSA_SEEDBYTES);
  memcpy(sk, seeds, MLDSA_SEEDBYTES);
  memcpy(sk + MLDSA_SEEDBYTES, seeds + MLDSA_SEEDBYTES + MLDSA_CRHBYTES, MLDSA_SEEDBYTES);
  keygen_secrets(sk, seeds + MLDSA_SEEDBYTES);
  pqkit_wipe(seeds, sizeof seeds);
  for (unsigned int i = 0; i < MLDSA_K; i += MLDSA_KEYGEN_ROWS) {
    keygen_rows(pk, sk, i); /* rho is read from sk */
  }
  /* tr = H(pk, 64) */
  pqkit_shake256(sk + 2 * MLDSA_SEEDBYTES, MLDSA_TRBYTES, pk, MLDSA_PUBLICKEYBYTES);
  return PQKIT_OK;
}

/* 1 if some coefficient of s1 or s2 in sk is out of range (constant time). */
static PQKIT_NOINLINE uint32_t sk_eta_malformed(const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  mldsa_poly s;
  uint32_t bad = 0;
  for (unsigned int j = 0; j < MLDSA_L + MLDSA_K; j++) {
    bad |= mldsa_polyeta_unpack(&s, sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES);
  }
  pqkit_wipe(&s, sizeof s);
  return bad;
}

/* y_j = ExpandMask(rho'', kappa + j), straight into the z field of sig: the packed
 * SHAKE256 output is what polyz_pack(y_j) would give. */
static PQKIT_NOINLINE void expand_mask_packed(uint8_t sig[MLDSA_SIGBYTES],
                                              const uint8_t rhopp[MLDSA_CRHBYTES], uint16_t kappa) {
  pqkit_keccak st;
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    const uint16_t nonce = (uint16_t)(kappa + j);
    const uint8_t n[2] = {(uint8_t)nonce, (uint8_t)(nonce >> 8)};
    pqkit_shake256_init(&st);
    pqkit_keccak_absorb(&st, rhopp, MLDSA_CRHBYTES);
    pqkit_keccak_absorb(&st, n, 2);
    pqkit_keccak_finalize(&st);
    pqkit_keccak_squeeze(&st, sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES,
                         MLDSA_POLYZ_PACKEDBYTES);
  }
  pqkit_keccak_wipe(&st);
}

/* Absorb w1Encode(HighBits(w_i)) of row i, w = A y with y in sig; w_i (in [0, q)) is
 * also packed into keep unless that is NULL. */
static PQKIT_NOINLINE void absorb_w1_row(pqkit_keccak *st, uint8_t *keep,
                                         const uint8_t rho[MLDSA_SEEDBYTES],
                                         const uint8_t sig[MLDSA_SIGBYTES], unsigned int i) {
  mldsa_poly w, v;
  uint8_t w1buf[MLDSA_POLYW1_PACKEDBYTES];
  matrix_row(&w, &v, rho, i, sig + MLDSA_SIG_Z, VEC_Z);
  pqkit_mldsa_poly_caddq(&w);
  if (keep != NULL) {
    mldsa_pack_bits(keep, w.coeffs, 23, 0, 0);
  }
  mldsa_poly_w1_encode(w1buf, &w);
  pqkit_keccak_absorb(st, w1buf, sizeof w1buf);
  pqkit_wipe(&w, sizeof w);
  pqkit_wipe(&v, sizeof v);
  pqkit_wipe(w1buf, sizeof w1buf);
}

/* c~ = H(mu || w1Encode(w1)), w = A y (y in sig) computed and packed row by row */
static PQKIT_NOINLINE void commitment_hash(uint8_t ctilde[MLDSA_CTILDEBYTES],
                                           uint8_t wkept[MLDSA_W_KEPT_BYTES],
                                           const uint8_t mu[MLDSA_CRHBYTES],
                                           const uint8_t rho[MLDSA_SEEDBYTES],
                                           const uint8_t sig[MLDSA_SIGBYTES]) {
  pqkit_keccak st;
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    absorb_w1_row(&st, w_kept_row(wkept, i), rho, sig, i);
  }
  pqkit_keccak_finalize(&st);
  pqkit_keccak_squeeze(&st, ctilde, MLDSA_CTILDEBYTES);
  pqkit_keccak_wipe(&st);
}

/* r = NTT^-1(c-hat o NTT(r)) */
static void mul_c(mldsa_poly *r, const mldsa_poly *chat) {
  pqkit_mldsa_poly_ntt(r);
  pqkit_mldsa_poly_pointwise(r, chat, r);
  pqkit_mldsa_poly_invntt_tomont(r);
}

/* z_j = y_j + c s1_j (reduced), y_j read from sig; 1 if ||z_j|| >= gamma1 - beta.
 * With store set, z_j is packed over y_j. */
static PQKIT_NOINLINE uint32_t z_poly(uint8_t sig[MLDSA_SIGBYTES], const mldsa_poly *chat,
                                      const uint8_t sk[MLDSA_SECRETKEYBYTES], unsigned int j,
                                      unsigned int store) {
  mldsa_poly z, t;
  uint8_t *zj = sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES;
  uint32_t bad;
  (void)mldsa_polyeta_unpack(&t, sk + MLDSA_SK_S1 + j * MLDSA_POLYETA_PACKEDBYTES);
  mul_c(&t, chat);
  mldsa_polyz_unpack(&z, zj);
  bad = pqkit_mldsa_poly_add_reduce_chknorm(&z, &t, MLDSA_GAMMA1 - MLDSA_BETA);
  if (store) {
    mldsa_polyz_pack(zj, &z);
  }
  pqkit_wipe(&z, sizeof z);
  pqkit_wipe(&t, sizeof t);
  return bad;
}

/* Row i of the last checks: w_i unpacked from kept or (kept NULL) recomputed from y
 * in sig, r0 = LowBits(w_i - c s2_i)
 * against gamma2 - beta, c t0_i against gamma2, and the hints of row i; returns the
 * failed checks as a flag and adds the number of hints to *nhints. */
static PQKIT_NOINLINE uint32_t hint_row(uint8_t h[MLDSA_N / 8], unsigned int *nhints,
                                        const uint8_t *kept, const uint8_t sig[MLDSA_SIGBYTES],
                                        const mldsa_poly *chat,
                                        const uint8_t sk[MLDSA_SECRETKEYBYTES], unsigned int i) {
  mldsa_poly w, t;
  uint32_t bad;
  if (kept != NULL) {
    mldsa_unpack_bits(w.coeffs, kept, 23, 0, 0);
  } else {
    matrix_row(&w, &t, sk, i, sig + MLDSA_SIG_Z, VEC_Z);
    pqkit_mldsa_poly_caddq(&w);
  }
  (void)mldsa_polyeta_unpack(&t, sk + MLDSA_SK_S2 + i * MLDSA_POLYETA_PACKEDBYTES);
  mul_c(&t, chat);
  bad = mldsa_poly_sub_lowbits_chknorm(&w, &t, MLDSA_GAMMA2 - MLDSA_BETA);
  pqkit_mldsa_polyt0_unpack(&t, sk + MLDSA_SK_T0 + i * MLDSA_POLYT0_PACKEDBYTES);
  mul_c(&t, chat);
  *nhints += mldsa_poly_ct0_hints(h, &w, &t, &bad);
  pqkit_wipe(&w, sizeof w);
  pqkit_wipe(&t, sizeof t);
  return bad;
}

/* One iteration after c~: the z checks and the r0 / c t0 / hint checks (hints into
 * hints), all of them on every attempt and decided at once, as in the speed strategy.
 * 0 when accepted. */
static PQKIT_NOINLINE int sign_checks(uint8_t sig[MLDSA_SIGBYTES],
                                      uint8_t hints[MLDSA_K][MLDSA_N / 8],
                                      uint8_t wkept[MLDSA_W_KEPT_BYTES],
                                      const uint8_t ctilde[MLDSA_CTILDEBYTES],
                                      const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  mldsa_poly chat;
  uint32_t bad = 0;
  unsigned int nhints = 0;
  int rejected = 1;

  mldsa_poly_challenge_secret(&chat, ctilde);
  pqkit_mldsa_poly_ntt(&chat);
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    bad |= z_poly(sig, &chat, sk, j, 0);
  }
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    bad |= hint_row(hints[i], &nhints, w_kept_row(wkept, i), sig, &chat, sk, i);
  }
  bad |= (uint32_t)(MLDSA_OMEGA - nhints) >> 31;
  if (reject(bad)) {
    goto done;
  }
  /* accepted: z over y */
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    (void)z_poly(sig, &chat, sk, j, 1);
  }
  rejected = 0;
done:
  pqkit_wipe(&chat, sizeof chat);
  return rejected;
}

int mldsa_sign_mu(uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu_in[MLDSA_CRHBYTES],
                  const uint8_t rnd[MLDSA_RNDBYTES], const uint8_t sk[MLDSA_SECRETKEYBYTES]) {
  const uint8_t *rho = sk;
  const uint8_t *key = sk + MLDSA_SEEDBYTES;
  /* sig is written in every iteration (y), and mu may lie in sig (sign_mu): a copy */
  uint8_t mu[MLDSA_CRHBYTES];
  uint8_t rhopp[MLDSA_CRHBYTES];
  uint8_t ctilde[MLDSA_CTILDEBYTES];
  uint8_t hints[MLDSA_K][MLDSA_N / 8];
  uint8_t wkept[MLDSA_W_KEPT_BYTES];
  uint16_t kappa = 0;

  /* rho is public (it is part of pk) and ExpandA rejection-samples from it; a
   * constant-time check marks the whole sk secret. */
  PQKIT_CT_DECLASSIFY(rho, MLDSA_SEEDBYTES);
  /* Check s1 and s2 first: a key with out-of-range coefficients is refused. */
  if (reject(sk_eta_malformed(sk))) {
    return PQKIT_ERR_INVALID_KEY;
  }

  memcpy(mu, mu_in, sizeof mu);
  private_seed(rhopp, key, rnd, mu);
  for (;; kappa = (uint16_t)(kappa + MLDSA_L)) {
    expand_mask_packed(sig, rhopp, kappa);
    commitment_hash(ctilde, wkept, mu, rho, sig);
    /* c~ stays secret until the attempt is accepted (sign.h) */
    if (!sign_checks(sig, hints, wkept, ctilde, sk)) {
      break;
    }
  }

  /* sigEncode(c~, z, h): z is in place; the accepted signature is public */
  PQKIT_CT_DECLASSIFY(ctilde, sizeof ctilde);
  PQKIT_CT_DECLASSIFY(hints, sizeof hints);
  memcpy(sig, ctilde, MLDSA_CTILDEBYTES);
  pack_hints(sig + MLDSA_SIG_H, hints);

  pqkit_wipe(rhopp, sizeof rhopp);
  pqkit_wipe(mu, sizeof mu);
  pqkit_wipe(hints, sizeof hints);
  pqkit_wipe(wkept, sizeof wkept);
  pqkit_wipe(ctilde, sizeof ctilde);
  return PQKIT_OK;
}

/* The challenge c of verification as its tau non-zero positions (increasing) and their
 * signs (bit k of neg: c at pos[k] is -1): 68 bytes instead of 256. */
typedef struct {
  uint64_t neg;
  uint8_t pos[MLDSA_TAU];
} sparse_challenge;

static PQKIT_NOINLINE void challenge_sparse(sparse_challenge *cs,
                                            const uint8_t ctilde[MLDSA_CTILDEBYTES]) {
  int8_t c[MLDSA_N];
  unsigned int n = 0;
  mldsa_challenge(c, ctilde);
  cs->neg = 0;
  for (unsigned int p = 0; p < MLDSA_N; p++) {
    if (c[p] != 0 && n < MLDSA_TAU) { /* exactly tau of them */
      cs->pos[n] = (uint8_t)p;
      cs->neg |= (uint64_t)(c[p] < 0) << n;
      n++;
    }
  }
}

/* 1 if some z_j of sig has ||z_j|| >= gamma1 - beta. Public data. */
static PQKIT_NOINLINE unsigned int z_out_of_range(const uint8_t sig[MLDSA_SIGBYTES]) {
  mldsa_poly z;
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    mldsa_polyz_unpack(&z, sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES);
    if (pqkit_mldsa_poly_chknorm(&z, MLDSA_GAMMA1 - MLDSA_BETA)) {
      return 1;
    }
  }
  return 0;
}

/* Coefficients [64 b, 64 b + 64) of the NTT of a polynomial packed in src with bits
 * bits a coefficient, z (coefficient gamma1 - v) or t1 2^d (v 2^d): the first two
 * layers as one weighted sum of the four quarters (ntt.h) with a single reduction,
 * then the other six. Public data. */
static inline void ntt_block_packed(int32_t r[64], const uint8_t *src, unsigned int b,
                                    unsigned int bits, unsigned int is_z) {
  int32_t w[4];
  int64_t c0;
  pqkit_mldsa_ntt_block_weights(w, b);
  c0 = (int64_t)MLDSA_GAMMA1 * ((int64_t)w[0] + w[1] + w[2] + w[3]);
  for (unsigned int m = 0; m < 64; m += 8) {
    uint32_t v[4][8];
    for (unsigned int q = 0; q < 4; q++) {
      pqkit_unpack8(v[q], src + (64 * q + m) / 8 * bits, bits);
    }
    for (unsigned int k = 0; k < 8; k++) {
      /* |s| < 4 2^22 2^20 */
      const int64_t s = (int64_t)w[0] * (int32_t)v[0][k] + (int64_t)w[1] * (int32_t)v[1][k] +
                        (int64_t)w[2] * (int32_t)v[2][k] + (int64_t)w[3] * (int32_t)v[3][k];
      r[m + k] = mldsa_montgomery_reduce(is_z ? c0 - s : s * (1 << MLDSA_D));
    }
  }
  ntt_block_layers(r, b);
}

static PQKIT_NOINLINE void z_hat_block(int32_t r[64], const uint8_t zj[MLDSA_POLYZ_PACKEDBYTES],
                                       unsigned int b) {
  ntt_block_packed(r, zj, b, MLDSA_Z_BITS, 1);
}

static PQKIT_NOINLINE void t1_hat_block(int32_t r[64], const uint8_t t1[MLDSA_POLYT1_PACKEDBYTES],
                                        unsigned int b) {
  ntt_block_packed(r, t1, b, 10, 0);
}

/* Coefficients [64 b, 64 b + 64) of NTT(c), c sparse (|r| < 10 q). */
static PQKIT_NOINLINE void c_hat_block(int32_t r[64], const sparse_challenge *cs, unsigned int b) {
  int32_t w[4];
  pqkit_mldsa_ntt_block_weights(w, b);
  for (unsigned int q = 0; q < 4; q++) {
    w[q] = mldsa_montgomery_reduce(w[q]); /* the weight itself, out of Montgomery form */
  }
  memset(r, 0, 64 * sizeof r[0]);
  for (unsigned int k = 0; k < MLDSA_TAU; k++) {
    const unsigned int p = cs->pos[k];
    const int32_t u = w[p >> 6];
    r[p & 63] += ((cs->neg >> k) & 1) ? -u : u;
  }
  ntt_block_layers(r, b);
}

/* acc = -NTT(c) o NTT(t1 2^d) (pointwise, Montgomery), a quarter at a time. */
static PQKIT_NOINLINE void ct1_hat(mldsa_poly *acc, const sparse_challenge *cs,
                                   const uint8_t t1[MLDSA_POLYT1_PACKEDBYTES]) {
  int32_t ch[64], th[64];
  for (unsigned int b = 0; b < 4; b++) {
    c_hat_block(ch, cs, b);
    t1_hat_block(th, t1, b);
    for (unsigned int m = 0; m < 64; m++) {
      acc->coeffs[64 * b + m] = -mldsa_montgomery_reduce((int64_t)ch[m] * th[m]);
    }
  }
}

/* acc += A_ij o NTT(z_j): the entry is sampled from SHAKE128 24
 * bytes at a time and multiplied as sample_a_mul_acc does, and NTT(z_j) is made a
 * quarter at a time (z_hat_block) when the sampling reaches that quarter. Public data. */
static PQKIT_NOINLINE void verify_acc_entry(mldsa_poly *acc, const uint8_t rho[MLDSA_SEEDBYTES],
                                            unsigned int i, unsigned int j,
                                            const uint8_t zj[MLDSA_POLYZ_PACKEDBYTES]) {
  pqkit_keccak st;
  const uint8_t idx[2] = {(uint8_t)j, (uint8_t)i};
  uint8_t buf[24];
  int32_t zb[64];
  unsigned int ctr = 0;

  pqkit_shake128_init(&st);
  pqkit_keccak_absorb(&st, rho, MLDSA_SEEDBYTES);
  pqkit_keccak_absorb(&st, idx, 2);
  pqkit_keccak_finalize(&st);
  while (ctr < MLDSA_N) {
    pqkit_keccak_squeeze(&st, buf, sizeof buf);
    for (unsigned int pos = 0; pos < sizeof buf && ctr < MLDSA_N; pos += 3) {
      uint32_t t =
          (uint32_t)buf[pos] | (uint32_t)buf[pos + 1] << 8 | (uint32_t)(buf[pos + 2] & 0x7f) << 16;
      if (t < MLDSA_Q) {
        if ((ctr & 63) == 0) {
          z_hat_block(zb, zj, ctr / 64);
        }
        acc->coeffs[ctr] += mldsa_montgomery_reduce((int64_t)t * zb[ctr & 63]);
        ctr++;
      }
    }
  }
}

/* Absorb w1Encode(UseHint(h_i, w)) of row i, the hint row being hsig[hstart .. hend);
 * w in [0, q) is overwritten. */
static PQKIT_NOINLINE void absorb_w1_hinted(pqkit_keccak *st, mldsa_poly *w, const uint8_t *hsig,
                                            unsigned int hstart, unsigned int hend) {
  uint8_t buf[MLDSA_POLYW1_PACKEDBYTES]; /* the hint bits, then w1' */
  memset(buf, 0, MLDSA_N / 8);
  for (unsigned int p = hstart; p < hend; p++) {
    buf[hsig[p] >> 3] |= (uint8_t)(1u << (hsig[p] & 7));
  }
  mldsa_poly_use_hint(w, buf);
  mldsa_polyw1_pack(buf, w);
  pqkit_keccak_absorb(st, buf, MLDSA_POLYW1_PACKEDBYTES);
}

/* Absorb w1' of row i: UseHint(h_i, A z - c t1 2^d), the whole sum accumulated in the
 * NTT domain in w (the only polynomial held); the hint row is hsig[hstart .. hend). */
static PQKIT_NOINLINE void verify_row(pqkit_keccak *st, const uint8_t sig[MLDSA_SIGBYTES],
                                      const uint8_t pk[MLDSA_PUBLICKEYBYTES],
                                      const sparse_challenge *c, unsigned int i,
                                      unsigned int hstart, unsigned int hend) {
  mldsa_poly w;
  ct1_hat(&w, c, pk + MLDSA_SEEDBYTES + i * MLDSA_POLYT1_PACKEDBYTES);
  for (unsigned int j = 0; j < MLDSA_L; j++) {
    verify_acc_entry(&w, pk, i, j, sig + MLDSA_SIG_Z + j * MLDSA_POLYZ_PACKEDBYTES);
  }
  pqkit_mldsa_poly_reduce(&w); /* |w| < (L + 1) q before */
  pqkit_mldsa_poly_invntt_tomont(&w);
  pqkit_mldsa_poly_freeze(&w);
  absorb_w1_hinted(st, &w, sig + MLDSA_SIG_H, hstart, hend);
}

/* 1 if c~' = the output of st differs from the c~ of sig */
static PQKIT_NOINLINE int commitment_differs(pqkit_keccak *st, const uint8_t sig[MLDSA_SIGBYTES]) {
  uint8_t ctilde2[MLDSA_CTILDEBYTES];
  pqkit_keccak_finalize(st);
  pqkit_keccak_squeeze(st, ctilde2, sizeof ctilde2);
  return pqkit_ct_memneq(sig, ctilde2, MLDSA_CTILDEBYTES) != 0;
}

int mldsa_verify_mu(const uint8_t sig[MLDSA_SIGBYTES], const uint8_t mu[MLDSA_CRHBYTES],
                    const uint8_t pk[MLDSA_PUBLICKEYBYTES]) {
  const uint8_t *hsig = sig + MLDSA_SIG_H;
  sparse_challenge c;
  pqkit_keccak st;
  unsigned int hstart = 0;

  if (hint_malformed(hsig) || z_out_of_range(sig)) {
    return PQKIT_ERR_VERIFY;
  }
  challenge_sparse(&c, sig);
  pqkit_shake256_init(&st);
  pqkit_keccak_absorb(&st, mu, MLDSA_CRHBYTES);
  for (unsigned int i = 0; i < MLDSA_K; i++) {
    verify_row(&st, sig, pk, &c, i, hstart, hsig[MLDSA_OMEGA + i]);
    hstart = hsig[MLDSA_OMEGA + i];
  }
  return commitment_differs(&st, sig) ? PQKIT_ERR_VERIFY : PQKIT_OK;
}
