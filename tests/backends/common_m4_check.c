/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Checks the Cortex-M4 common backend (src/common/native/m4) against the portable C:
 * Keccak-f[1600] on random and extreme states (and its variant that outputs the first
 * four lanes), the byte conversions at every offset and many lengths with unaligned
 * buffers, whole SHA3-256 / SHAKE128 sponges built on the backend against FIPS 202
 * example values and the C sponge, and SHA-256 / SHA-512 compression on random blocks. One line per
 * check; ends failed on any mismatch. */
#include <stdint.h>
#include <string.h>

#include "../../harness/check.h"
#include "../../harness/out.h"
#include "../../src/common/native/m4/backend.h"
#include "platform.h"
#include "test_data.h"
#include "pqkit/hash.h"
#include "pqkit/sha2.h"

static void bytes_to_lanes(uint64_t lanes[25], const uint8_t b[200]) {
  for (int i = 0; i < 25; i++) {
    uint64_t v = 0;
    for (int j = 7; j >= 0; j--) v = (v << 8) | b[8 * i + j];
    lanes[i] = v;
  }
}
static void lanes_to_bytes(uint8_t b[200], const uint64_t lanes[25]) {
  for (int i = 0; i < 25; i++)
    for (int j = 0; j < 8; j++) b[8 * i + j] = (uint8_t)(lanes[i] >> (8 * j));
}

/* Permutation: the backend (through its byte interface) against pqkit_keccakf1600. */
static int permute_matches(const uint8_t std_in[200], int times) {
  uint64_t m4[25], ref[25];
  uint8_t got[200], want[200];
  pqkit_keccak_m4_init(m4);
  pqkit_keccak_m4_xor_bytes(m4, std_in, 0, 200);
  bytes_to_lanes(ref, std_in);
  for (int t = 0; t < times; t++) {
    pqkit_keccak_m4_permute(m4);
    pqkit_keccakf1600(ref);
  }
  pqkit_keccak_m4_extract_bytes(m4, got, 0, 200);
  lanes_to_bytes(want, ref);
  return memcmp(got, want, 200) == 0;
}

static void check_permutation(void) {
  uint8_t st[200];
  memset(st, 0, sizeof st);
  check("keccak permute zero state", permute_matches(st, 1));
  memset(st, 0xFF, sizeof st);
  check("keccak permute all-ones state", permute_matches(st, 1));
  memset(st, 0, sizeof st);
  st[199] = 0x80;
  check("keccak permute single top bit", permute_matches(st, 2));
  int ok = 1;
  for (int k = 0; k < 20; k++) {
    test_rng_fill(st, sizeof st);
    ok &= permute_matches(st, 1 + k % 3);
  }
  check("keccak permute 20 random states (1-3 permutations)", ok);
}

/* permute_head: lanes 0-3 of the permutation into out, s untouched, nothing written
 * past out[7]. */
static void check_permute_head(void) {
  uint8_t st[200], want[200], got[32];
  uint64_t m4[25], copy[25], ref[25];
  uint32_t out[9];
  int ok = 1, kept = 1, guard = 1;
  for (int k = 0; k < 20; k++) {
    if (k == 0) {
      memset(st, 0, sizeof st);
    } else {
      test_rng_fill(st, sizeof st);
    }
    pqkit_keccak_m4_init(m4);
    pqkit_keccak_m4_xor_bytes(m4, st, 0, 200);
    memcpy(copy, m4, sizeof m4);
    out[8] = 0xA5A5A5A5u;
    pqkit_keccak_m4_permute_head(m4, out);
    bytes_to_lanes(ref, st);
    pqkit_keccakf1600(ref);
    lanes_to_bytes(want, ref);
    pqkit_keccak_m4_extract_lanes(out, got, 4, pqkit_keccak_m4_frames);
    ok &= memcmp(got, want, 32) == 0;
    kept &= memcmp(copy, m4, sizeof m4) == 0;
    guard &= out[8] == 0xA5A5A5A5u;
  }
  check("keccak permute_head = first 32 bytes of the permutation, 20 states", ok);
  check("keccak permute_head leaves its input state and out[8..] alone", kept && guard);
}

/* permute_head_lanes<n>: as permute_head on random states whose lanes n..24 other than
 * lane 16 are zero. */
typedef void (*head_fn)(const uint64_t s[25], uint32_t out[8]);
static void check_permute_head_short(void) {
  static const struct {
    head_fn fn;
    unsigned int lanes;
    const char *name;
  } variants[] = {
      {pqkit_keccak_m4_permute_head_lanes9, 9, "keccak permute_head_lanes9, 20 short states"},
      {pqkit_keccak_m4_permute_head_lanes11, 11, "keccak permute_head_lanes11, 20 short states"},
      {pqkit_keccak_m4_permute_head_lanes13, 13, "keccak permute_head_lanes13, 20 short states"},
  };
  for (unsigned int v = 0; v < sizeof variants / sizeof variants[0]; v++) {
    int ok = 1;
    for (int k = 0; k < 20; k++) {
      uint8_t st[200], want[200], got[32];
      uint64_t m4[25], ref[25];
      uint32_t out[8];
      test_rng_fill(st, sizeof st);
      for (unsigned int i = 8 * variants[v].lanes; i < 200; i++) {
        if (i / 8 != 16) st[i] = 0;
      }
      pqkit_keccak_m4_init(m4);
      pqkit_keccak_m4_xor_bytes(m4, st, 0, 200);
      variants[v].fn(m4, out);
      bytes_to_lanes(ref, st);
      pqkit_keccakf1600(ref);
      lanes_to_bytes(want, ref);
      pqkit_keccak_m4_extract_lanes(out, got, 4, pqkit_keccak_m4_frames);
      ok &= memcmp(got, want, 32) == 0;
    }
    check(variants[v].name, ok);
  }
}

/* lane_words: the stored form of one lane = xor_bytes of its 8 bytes into zero. */
static void check_lane_words(void) {
  int ok = 1;
  for (unsigned int lane = 0; lane < 25; lane++) {
    uint8_t b[8];
    uint64_t m4[25];
    uint32_t w[2], want[2];
    test_rng_fill(b, sizeof b);
    pqkit_keccak_m4_init(m4);
    pqkit_keccak_m4_xor_bytes(m4, b, 8 * lane, 8);
    memcpy(want, (const uint8_t *)m4 + 8 * lane, 8);
    pqkit_keccak_m4_lane_words(
        w, (uint32_t)b[0] | (uint32_t)b[1] << 8 | (uint32_t)b[2] << 16 | (uint32_t)b[3] << 24,
        (uint32_t)b[4] | (uint32_t)b[5] << 8 | (uint32_t)b[6] << 16 | (uint32_t)b[7] << 24, lane);
    ok &= w[0] == want[0] && w[1] == want[1];
  }
  check("keccak lane_words = xor_bytes of one lane into zero, every lane", ok);
}

/* xor_bytes and extract_bytes at every offset, many lengths, misaligned buffers. */
static void check_bytes(void) {
  static const unsigned int lens[] = {0,  1,  2,  3,  4,  5,  7,   8,   9,
                                      12, 15, 16, 17, 31, 64, 136, 168, 200};
  uint8_t base[200], data[212], model[200], got[200], outbuf[212];
  int ok_xor = 1, ok_ext = 1, ok_guard = 1;
  test_rng_fill(base, sizeof base);
  for (unsigned int off = 0; off < 200; off++) {
    for (unsigned int li = 0; li < sizeof lens / sizeof lens[0]; li++) {
      unsigned int len = lens[li];
      if (off + len > 200) len = 200 - off;
      unsigned int mis = (off + li) % 4; /* source / destination misalignment */
      uint64_t m4[25];
      pqkit_keccak_m4_init(m4);
      pqkit_keccak_m4_xor_bytes(m4, base, 0, 200);
      test_rng_fill(data, sizeof data);
      pqkit_keccak_m4_xor_bytes(m4, data + mis, off, len);
      memcpy(model, base, 200);
      for (unsigned int i = 0; i < len; i++) model[off + i] ^= data[mis + i];
      pqkit_keccak_m4_extract_bytes(m4, got, 0, 200);
      ok_xor &= memcmp(got, model, 200) == 0;
      memset(outbuf, 0xA5, sizeof outbuf);
      pqkit_keccak_m4_extract_bytes(m4, outbuf + 1 + mis, off, len);
      ok_ext &= memcmp(outbuf + 1 + mis, model + off, len) == 0;
      for (unsigned int i = 0; i < sizeof outbuf; i++)
        if (i < 1 + mis || i >= 1 + mis + len) ok_guard &= outbuf[i] == 0xA5;
    }
  }
  check("keccak xor_bytes every offset 0..199, 18 lengths, unaligned source", ok_xor);
  check("keccak extract_bytes every offset 0..199, 18 lengths, unaligned destination", ok_ext);
  check("keccak extract_bytes writes nothing outside its range", ok_guard);
}

/* pad = xor_bytes of dsep at pos and 0x80 at rate - 1, for every SHA-3 / SHAKE rate,
 * every pos < rate and three domain bytes (pos = rate - 1 puts both in one byte). */
static void check_pad(void) {
  static const unsigned int rates[] = {72, 104, 136, 144, 168};
  static const uint8_t dseps[] = {0x06, 0x1f, 0xa5};
  uint8_t base[200], got[200], want[200];
  int ok = 1;
  test_rng_fill(base, sizeof base);
  for (unsigned int r = 0; r < sizeof rates / sizeof rates[0]; r++) {
    for (unsigned int pos = 0; pos < rates[r]; pos++) {
      for (unsigned int d = 0; d < sizeof dseps; d++) {
        uint64_t a[25], b[25];
        const uint8_t last = 0x80;
        pqkit_keccak_m4_init(a);
        pqkit_keccak_m4_xor_bytes(a, base, 0, 200);
        memcpy(b, a, sizeof a);
        pqkit_keccak_m4_pad(a, pos, dseps[d], rates[r]);
        pqkit_keccak_m4_xor_bytes(b, &dseps[d], pos, 1);
        pqkit_keccak_m4_xor_bytes(b, &last, rates[r] - 1, 1);
        pqkit_keccak_m4_extract_bytes(a, got, 0, 200);
        pqkit_keccak_m4_extract_bytes(b, want, 0, 200);
        ok &= memcmp(got, want, 200) == 0;
      }
    }
  }
  check("keccak pad = the two bytes through xor_bytes, 5 rates, every position", ok);
}

/* pqkit_m4_zero: every length 0..300 at every alignment zeroes exactly its range; the
 * Keccak init zeroes the whole state. */
static void check_zero(void) {
  uint8_t buf[312];
  int ok = 1;
  for (unsigned int mis = 0; mis < 4; mis++) {
    for (unsigned int len = 0; len <= 300; len++) {
      memset(buf, 0xA5, sizeof buf);
      pqkit_m4_zero(buf + 4 + mis, len);
      for (unsigned int i = 0; i < sizeof buf; i++) {
        int inside = i >= 4 + mis && i < 4 + mis + len;
        ok &= buf[i] == (inside ? 0 : 0xA5);
      }
    }
  }
  check("zero: lengths 0..300 at four alignments, nothing outside the range", ok);
  uint64_t st[26];
  memset(st, 0xA5, sizeof st);
  pqkit_keccak_m4_init(st);
  int init_ok = st[25] == 0xA5A5A5A5A5A5A5A5ull;
  for (unsigned int i = 0; i < 25; i++) init_ok &= st[i] == 0;
  check("keccak init zeroes the 200-byte state and nothing after it", init_ok);
}

/* A sponge on the backend (FIPS 202 §4, pad10*1 with the domain bits in `ds`). */
static void m4_sponge(uint8_t *out, size_t outlen, const uint8_t *in, size_t inlen,
                      unsigned int rate, uint8_t ds) {
  uint64_t s[25];
  uint8_t pad[1];
  pqkit_keccak_m4_init(s);
  while (inlen >= rate) {
    pqkit_keccak_m4_xor_bytes(s, in, 0, rate);
    pqkit_keccak_m4_permute(s);
    in += rate;
    inlen -= rate;
  }
  pqkit_keccak_m4_xor_bytes(s, in, 0, (unsigned int)inlen);
  pad[0] = ds;
  pqkit_keccak_m4_xor_bytes(s, pad, (unsigned int)inlen, 1);
  pad[0] = 0x80;
  pqkit_keccak_m4_xor_bytes(s, pad, rate - 1u, 1);
  for (;;) {
    pqkit_keccak_m4_permute(s);
    size_t n = outlen < rate ? outlen : rate;
    pqkit_keccak_m4_extract_bytes(s, out, 0, (unsigned int)n);
    out += n;
    outlen -= n;
    if (outlen == 0) break;
  }
}

static void check_sponges(void) {
  /* FIPS 202 example values (NIST CSRC "Examples with intermediate values"). */
  static const uint8_t sha3_256_empty[32] = {0xa7, 0xff, 0xc6, 0xf8, 0xbf, 0x1e, 0xd7, 0x66,
                                             0x51, 0xc1, 0x47, 0x56, 0xa0, 0x61, 0xd6, 0x62,
                                             0xf5, 0x80, 0xff, 0x4d, 0xe4, 0x3b, 0x49, 0xfa,
                                             0x82, 0xd8, 0x0a, 0x4b, 0x80, 0xf8, 0x43, 0x4a};
  static const uint8_t sha3_256_abc[32] = {0x3a, 0x98, 0x5d, 0xa7, 0x4f, 0xe2, 0x25, 0xb2,
                                           0x04, 0x5c, 0x17, 0x2d, 0x6b, 0xd3, 0x90, 0xbd,
                                           0x85, 0x5f, 0x08, 0x6e, 0x3e, 0x9d, 0x52, 0x5b,
                                           0x46, 0xbf, 0xe2, 0x45, 0x11, 0x43, 0x15, 0x32};
  static const uint8_t shake128_empty[32] = {0x7f, 0x9c, 0x2b, 0xa4, 0xe8, 0x8f, 0x82, 0x7d,
                                             0x61, 0x60, 0x45, 0x50, 0x76, 0x05, 0x85, 0x3e,
                                             0xd7, 0x3b, 0x80, 0x93, 0xf6, 0xef, 0xbc, 0x88,
                                             0xeb, 0x1a, 0x6e, 0xac, 0xfa, 0x66, 0xef, 0x26};
  uint8_t got[512], want[512], msg[700] = {0};
  m4_sponge(got, 32, msg, 0, 136, 0x06);
  check("sha3-256(\"\") on the backend = FIPS 202 example", memcmp(got, sha3_256_empty, 32) == 0);
  m4_sponge(got, 32, (const uint8_t *)"abc", 3, 136, 0x06);
  check("sha3-256(\"abc\") on the backend = FIPS 202 example", memcmp(got, sha3_256_abc, 32) == 0);
  m4_sponge(got, 32, msg, 0, 168, 0x1F);
  check("shake128(\"\", 32) on the backend = FIPS 202 example",
        memcmp(got, shake128_empty, 32) == 0);
  int ok3 = 1, ok128 = 1;
  static const size_t mlens[] = {1, 135, 136, 137, 167, 168, 169, 300, 507, 700};
  for (size_t i = 0; i < sizeof mlens / sizeof mlens[0]; i++) {
    test_rng_fill(msg, mlens[i]);
    m4_sponge(got, 32, msg + (i & 1), mlens[i] - (i & 1), 136, 0x06);
    pqkit_sha3_256(want, msg + (i & 1), mlens[i] - (i & 1));
    ok3 &= memcmp(got, want, 32) == 0;
    m4_sponge(got, 500, msg, mlens[i], 168, 0x1F);
    pqkit_shake128(want, 500, msg, mlens[i]);
    ok128 &= memcmp(got, want, 500) == 0;
  }
  check("sha3-256 on the backend = C sponge, 10 message lengths up to 700", ok3);
  check("shake128 (500-byte output) on the backend = C sponge, 10 message lengths", ok128);
}

static void check_sha2(void) {
  uint8_t buf[4 * 128 + 3];
  int ok256 = 1, ok512 = 1;
  for (int trial = 0; trial < 24; trial++) {
    size_t nblocks = 1 + (size_t)(trial % 4);
    size_t mis = (size_t)(trial % 3);
    test_rng_fill(buf, sizeof buf);
    uint32_t h32a[8], h32b[8];
    uint64_t h64a[8], h64b[8];
    for (int i = 0; i < 8; i++) {
      h32a[i] = h32b[i] = (uint32_t)test_rng64();
      h64a[i] = h64b[i] = test_rng64();
    }
    if (trial == 0) { /* extremes: all-ones chaining value and message */
      memset(buf, 0xFF, sizeof buf);
      memset(h32a, 0xFF, sizeof h32a);
      memset(h32b, 0xFF, sizeof h32b);
      memset(h64a, 0xFF, sizeof h64a);
      memset(h64b, 0xFF, sizeof h64b);
    }
    pqkit_sha256_m4_blocks(h32a, buf + mis, nblocks);
    pqkit_sha256_blocks(h32b, buf + mis, nblocks);
    ok256 &= memcmp(h32a, h32b, sizeof h32a) == 0;
    pqkit_sha512_m4_blocks(h64a, buf + mis, nblocks);
    pqkit_sha512_blocks(h64b, buf + mis, nblocks);
    ok512 &= memcmp(h64a, h64b, sizeof h64a) == 0;
  }
  uint32_t z32[8] = {0};
  pqkit_sha256_m4_blocks(z32, buf, 0);
  uint64_t z64[8] = {0};
  pqkit_sha512_m4_blocks(z64, buf, 0);
  int zero_ok = 1;
  for (int i = 0; i < 8; i++) zero_ok &= z32[i] == 0 && z64[i] == 0;
  check("sha256 blocks = C, 24 random inputs of 1-4 blocks, unaligned", ok256);
  check("sha512 blocks = C, 24 random inputs of 1-4 blocks, unaligned", ok512);
  check("sha256/sha512 blocks with nblocks = 0 leave the state alone", zero_ok);
}

int main(void) {
  pqkit_platform_init();
  out_begin("common_m4_check");
  check_permutation();
  check_permute_head();
  check_permute_head_short();
  check_lane_words();
  check_bytes();
  check_zero();
  check_pad();
  check_sponges();
  check_sha2();
  out_finish(check_failed());
}
