/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The README's example: an ML-KEM-768 exchange through the public headers; and the
 * version the program was compiled with against the one it runs with. Prints
 * "consumer: ok <version>". */
#include <pqkit/pqkit.h>
#include <pqkit/version.h>
#include <stdio.h>
#include <string.h>

int main(void) {
  uint8_t ek[PQKIT_ML_KEM_768_EK_BYTES], dk[PQKIT_ML_KEM_768_DK_BYTES];
  uint8_t ct[PQKIT_ML_KEM_768_CT_BYTES], ss[32], ss2[32];
  if (pqkit_ml_kem_768_keypair(ek, dk) != 0 || pqkit_ml_kem_768_encaps(ct, ss, ek) != 0 ||
      pqkit_ml_kem_768_decaps(ss2, ct, dk) != 0 || memcmp(ss, ss2, sizeof ss) != 0) {
    puts("consumer: ML-KEM-768 exchange failed");
    return 1;
  }
  char numbers[32];
  snprintf(numbers, sizeof numbers, "%d.%d.%d", PQKIT_VERSION_MAJOR, PQKIT_VERSION_MINOR,
           PQKIT_VERSION_PATCH);
  if (strcmp(numbers, PQKIT_VERSION_STRING) != 0 ||
      strcmp(pqkit_version(), PQKIT_VERSION_STRING) != 0) {
    printf("consumer: version %s, macros %s, library %s\n", PQKIT_VERSION_STRING, numbers,
           pqkit_version());
    return 1;
  }
  printf("consumer: ok %s\n", pqkit_version());
  return 0;
}
