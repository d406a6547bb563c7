/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Does not compile, on purpose: the lab must report it and carry on. */
#include "api.h"

int crypto_kem_keypair(unsigned char *pk, unsigned char *sk) {
  return toykem_missing_function(pk, sk)
}
