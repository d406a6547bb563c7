/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "pqkit/common.h"

const char *pqkit_strerror(int code) {
  switch (code) {
    case PQKIT_OK:
      return "ok";
    case PQKIT_ERR_BAD_LENGTH:
      return "bad length";
    case PQKIT_ERR_INVALID_KEY:
      return "invalid key";
    case PQKIT_ERR_VERIFY:
      return "verification failed";
    case PQKIT_ERR_RANDOMNESS:
      return "randomness source failed";
    case PQKIT_ERR_BAD_ARGUMENT:
      return "bad argument";
    case PQKIT_ERR_FAULT:
      return "signature failed its check before release";
    default:
      return "unknown error";
  }
}
