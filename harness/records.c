/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "records.h"

#include "common/kat/ctr_drbg.h"
#include "harness.h"
#include "out.h"
#include "pqkit/hash.h"

static pqkit_kat_drbg drbg;
static pqkit_keccak sponge;
static int failed;

static void absorb(const uint8_t *p, size_t len) {
  pqkit_keccak_absorb(&sponge, p, len);
}

static void expect(int ok, const char *what) {
  if (!ok) {
    out_str("error ");
    out_str(what);
    out_end();
    failed = 1;
  }
}

#if defined(PQKIT_HARNESS_KEM)
static void records(unsigned n) {
  const pqkit_kem *k = HARNESS_KEM;
  uint8_t *ek = harness_alloc(k->ek_bytes), *dk = harness_alloc(k->dk_bytes);
  uint8_t *ct = harness_alloc(k->ct_bytes), *ss = harness_alloc(k->ss_bytes);
  uint8_t *ss2 = harness_alloc(k->ss_bytes);
  uint8_t *seed = harness_alloc(k->keypair_seed_bytes), *m = harness_alloc(k->encaps_seed_bytes);
  for (unsigned i = 0; i < n && !failed; i++) {
    pqkit_kat_drbg_randombytes(&drbg, seed, k->keypair_seed_bytes);
    expect(k->keypair_derand(ek, dk, seed) == PQKIT_OK, "keypair_derand failed");
    pqkit_kat_drbg_randombytes(&drbg, m, k->encaps_seed_bytes);
    expect(k->encaps_derand(ct, ss, ek, m) == PQKIT_OK, "encaps_derand failed");
    expect(k->decaps(ss2, ct, dk) == PQKIT_OK, "decaps failed");
    absorb(ek, k->ek_bytes);
    absorb(dk, k->dk_bytes);
    absorb(ct, k->ct_bytes);
    absorb(ss, k->ss_bytes);
    absorb(ss2, k->ss_bytes);
    /* The implicit-rejection path, with a DRBG-chosen bit flipped. */
    uint8_t where[3];
    pqkit_kat_drbg_randombytes(&drbg, where, sizeof where);
    size_t pos = (((size_t)where[0] << 8) | where[1]) % k->ct_bytes;
    ct[pos] ^= (uint8_t)(1u << (where[2] & 7u));
    expect(k->decaps(ss2, ct, dk) == PQKIT_OK, "decaps of tampered ciphertext failed");
    absorb(ss2, k->ss_bytes);
  }
}
#else
static void records(unsigned n) {
  const pqkit_sig *s = HARNESS_SIG;
  uint8_t *pk = harness_alloc(s->pk_bytes), *sk = harness_alloc(s->sk_bytes);
  uint8_t *sig = harness_alloc(s->sig_bytes);
  uint8_t *seed = harness_alloc(s->keypair_seed_bytes), *rnd = harness_alloc(s->sign_seed_bytes);
  uint8_t msg[64], ctx[16];
  /* context lengths 0 to 15, or up to the scheme's longest (none for Falcon) */
  size_t ctxmod = s->ctx_max_bytes < sizeof ctx ? s->ctx_max_bytes + 1u : sizeof ctx;
  for (unsigned i = 0; i < n && !failed; i++) {
    size_t mlen = (size_t)(7u * i) % sizeof msg, ctxlen = (size_t)i % ctxmod;
    pqkit_kat_drbg_randombytes(&drbg, seed, s->keypair_seed_bytes);
    expect(s->keypair_derand(pk, sk, seed) == PQKIT_OK, "keypair_derand failed");
    pqkit_kat_drbg_randombytes(&drbg, msg, sizeof msg);
    pqkit_kat_drbg_randombytes(&drbg, ctx, sizeof ctx);
    pqkit_kat_drbg_randombytes(&drbg, rnd, s->sign_seed_bytes);
    size_t siglen = s->sig_bytes;
    expect(s->sign_derand(sig, &siglen, msg, mlen, ctx, ctxlen, rnd, sk) == PQKIT_OK,
           "sign_derand failed");
    expect(s->verify(sig, siglen, msg, mlen, ctx, ctxlen, pk) == PQKIT_OK, "verify failed");
    absorb(pk, s->pk_bytes);
    absorb(sk, s->sk_bytes);
    absorb(sig, siglen);
  }
}
#endif

int records_digest(unsigned n, uint8_t out[32]) {
  uint8_t entropy[48];
  for (unsigned i = 0; i < sizeof entropy; i++) entropy[i] = (uint8_t)i;
  pqkit_kat_drbg_init(&drbg, entropy);
  pqkit_sha3_init(&sponge, 256);
  failed = 0;
  size_t mark = harness_mark();
  records(n);
  harness_release(mark);
  pqkit_keccak_finalize(&sponge);
  pqkit_keccak_squeeze(&sponge, out, 32);
  return failed;
}

int records_report(unsigned n) {
  uint8_t h[32];
  if (records_digest(n, h) != 0) return 1;
  out_str("vectors drbg ");
  out_u64(n);
  out_str(" sha3-256 ");
  out_hex(h, sizeof h);
  out_end();
  return 0;
}
