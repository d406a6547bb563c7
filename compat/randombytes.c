/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "randombytes.h"

#include "common/ct.h"
#include "ext.h"
#include "pqkit/common.h"
#include "pqkit/hash.h"

static pqkit_keccak fixed;
static int is_fixed;

void pqkit_ext_random_fix(const uint8_t *seed, size_t len) {
  pqkit_shake256_init(&fixed);
  pqkit_keccak_absorb(&fixed, seed, len);
  pqkit_keccak_finalize(&fixed);
  is_fixed = 1;
}

void pqkit_ext_random_release(void) {
  pqkit_keccak_wipe(&fixed);
  is_fixed = 0;
}

void pqkit_ext_wipe(void *p, size_t n) {
  pqkit_wipe(p, n);
}

void pqkit_ext_public(const void *p, size_t n) {
  PQKIT_CT_DECLASSIFY(p, n);
  (void)p;
  (void)n;
}

int randombytes(uint8_t *output, size_t n) {
  if (is_fixed) {
    pqkit_keccak_squeeze(&fixed, output, n);
    return 0;
  }
  return pqkit_randombytes(output, n) == 0 ? 0 : -1;
}

/* The plain name, for folders that declare randombytes() themselves without this
 * header (with the same parameters). */
#undef randombytes
int randombytes(uint8_t *output, size_t n);
int randombytes(uint8_t *output, size_t n) {
  return PQCLEAN_randombytes(output, n);
}
