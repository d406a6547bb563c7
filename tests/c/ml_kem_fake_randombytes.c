/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A pqkit_randombytes() for tests, preloaded in front of libpqkit.so by
 * tests/test_ml_kem_robustness.py: it records the length of every call and can be told
 * to fail, so that the tests can check ML-KEM's call pattern (one 64-byte call per
 * keypair, one 32-byte call per encaps) and its handling of a failing source. */
#include <stddef.h>
#include <stdint.h>

int pqkit_randombytes(uint8_t *out, size_t len);
void fake_rb_reset(int fail);
size_t fake_rb_calls(void);
size_t fake_rb_len(size_t i);

static size_t calls, lens[64];
static int failing;

int pqkit_randombytes(uint8_t *out, size_t len) {
  if (calls < 64) {
    lens[calls] = len;
  }
  calls++;
  for (size_t i = 0; i < len; i++) {
    out[i] = (uint8_t)(0xC3 ^ i); /* recognisable, never all-zero */
  }
  return failing ? -1 : 0;
}

void fake_rb_reset(int fail) {
  calls = 0;
  failing = fail;
}

size_t fake_rb_calls(void) {
  return calls;
}

size_t fake_rb_len(size_t i) {
  return i < 64 ? lens[i] : 0;
}
