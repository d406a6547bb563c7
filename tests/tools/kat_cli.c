/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqkit-kat <algorithm> [count]: print the NIST-style KAT file of an algorithm. */
#include <stdio.h>
#include <stdlib.h>

#include "kat.h"

int pqkit_randombytes(uint8_t *out, size_t len) {
  return pqkit_kat_randombytes(out, len);
}

static void to_stdout(const char *text, size_t len, void *arg) {
  (void)arg;
  fwrite(text, 1, len, stdout);
}

int main(int argc, char **argv) {
  if (argc < 2 || argc > 3) {
    fprintf(stderr, "usage: %s <algorithm> [count=100]\n", argv[0]);
    return 2;
  }
  unsigned int count = argc == 3 ? (unsigned int)strtoul(argv[2], NULL, 10) : 100;
  const pqkit_kem *kem = pqkit_kem_find(argv[1]);
  const pqkit_sig *sig = pqkit_sig_find(argv[1]);
  int rc;
  if (kem != NULL) {
    rc = pqkit_kat_kem(kem, count, to_stdout, NULL);
  } else if (sig != NULL) {
    rc = pqkit_kat_sig(sig, count, to_stdout, NULL);
  } else {
    fprintf(stderr, "unknown algorithm: %s\n", argv[1]);
    return 2;
  }
  if (rc != 0) {
    fprintf(stderr, "%s: %s\n", argv[1], pqkit_strerror(rc));
    return 1;
  }
  return 0;
}
