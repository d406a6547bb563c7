/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Speed of the Cortex-M4 common backend beside the portable C: one marked region per
 * run, printed as "region <index> <operation> run <k>" lines that the cycle-model
 * plugin's region lines join by index. Each operation runs once unmeasured (warm-up)
 * and then RUNS times. */
#include <stdint.h>
#include <string.h>

#include "../../harness/out.h"
#include "m4_bench.h"
#include "../../src/common/native/m4/backend.h"
#include "platform.h"
#include "pqkit/hash.h"
#include "pqkit/sha2.h"

#define RUNS 5u

static uint64_t s_m4[25], s_c[25];
static uint32_t h32[8];
static uint64_t h64[8];
static uint8_t buf[512];

enum op {
  KECCAK_M4,
  KECCAK_M4_HEAD,
  KECCAK_M4_HEAD9,
  KECCAK_C,
  XOR168,
  XOR1,
  EXTRACT168,
  ZERO200,
  SHA256_M4,
  SHA256_C,
  SHA512_M4,
  SHA512_C
};
static const char *const names[] = {"keccakf1600_m4",
                                    "keccakf1600_m4_head",
                                    "keccakf1600_m4_head_lanes9",
                                    "keccakf1600_c",
                                    "keccak_m4_xor_bytes_168",
                                    "keccak_m4_xor_bytes_1",
                                    "keccak_m4_extract_168",
                                    "zero_200",
                                    "sha256_m4_1block",
                                    "sha256_c_1block",
                                    "sha512_m4_1block",
                                    "sha512_c_1block"};

static void run_op(unsigned int op) {
  switch (op) {
    case KECCAK_M4:
      pqkit_keccak_m4_permute(s_m4);
      break;
    case KECCAK_M4_HEAD:
      pqkit_keccak_m4_permute_head(s_m4, h32);
      break;
    case KECCAK_M4_HEAD9:
      pqkit_keccak_m4_permute_head_lanes9(s_m4, h32);
      break;
    case KECCAK_C:
      pqkit_keccakf1600(s_c);
      break;
    case XOR168:
      pqkit_keccak_m4_xor_bytes(s_m4, buf + 1, 0, 168);
      break;
    case XOR1:
      pqkit_keccak_m4_xor_bytes(s_m4, buf + 1, 34, 1);
      break;
    case ZERO200:
      pqkit_m4_zero(buf + 4, 200);
      break;
    case EXTRACT168:
      pqkit_keccak_m4_extract_bytes(s_m4, buf + 1, 0, 168);
      break;
    case SHA256_M4:
      pqkit_sha256_m4_blocks(h32, buf, 1);
      break;
    case SHA256_C:
      pqkit_sha256_blocks(h32, buf, 1);
      break;
    case SHA512_M4:
      pqkit_sha512_m4_blocks(h64, buf, 1);
      break;
    case SHA512_C:
      pqkit_sha512_blocks(h64, buf, 1);
      break;
  }
}

int main(void) {
  pqkit_platform_init();
  out_begin("common_m4_bench");
  for (unsigned int i = 0; i < sizeof buf; i++) buf[i] = (uint8_t)(i * 7u + 1u);
  pqkit_keccak_m4_init(s_m4);
  memset(s_c, 0, sizeof s_c);
  pqkit_sha256_iv(h32);
  pqkit_sha512_iv(h64);
  m4_bench_all(names, sizeof names / sizeof names[0], RUNS, run_op);
  out_finish(0);
}
