/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* platform/stm32/rng.c against a model of the STM32 RNG peripheral (RM0090 §24,
 * RM0432 §32): the model plays a script of words, seed errors and clock errors and
 * records which words the driver must have discarded (the first after each enable).
 *
 *   test_stm32_rng <scenario>   exits 0 when the driver behaves, prints why not */
#include <stdio.h>
#include <string.h>

#include "cortexm.h"
#include "pqkit/common.h"

#define CR_ADDR 0x50060800u
#define SR_ADDR 0x50060804u
#define DR_ADDR 0x50060808u
#define RNGEN (1u << 2)
#define DRDY (1u << 0)
#define CEIS (1u << 5)
#define SEIS (1u << 6)

enum { WORD, SEED_ERROR, CLOCK_ERROR };
typedef struct {
  int kind;
  uint32_t value;
} event;

static const event *script;
static int script_len, pos;
static uint32_t cr, sr, dr;
static int was_enabled, first_pending;
static uint32_t must_discard[64];
static int n_discard;

volatile uint32_t *stm32_rng_model_reg(uintptr_t addr) {
  int enabled = (cr & RNGEN) != 0;
  if (enabled && !was_enabled) {
    /* a restart after the driver cleared SEIS recovers from that seed error */
    if (pos < script_len && script[pos].kind == SEED_ERROR && (sr & SEIS) == 0) {
      pos++;
    }
    first_pending = 1;
  }
  was_enabled = enabled;
  if (addr == CR_ADDR) {
    return &cr;
  }
  if (addr == SR_ADDR) {
    sr &= SEIS | CEIS;
    if (enabled && pos < script_len) {
      if (script[pos].kind == SEED_ERROR) {
        sr |= SEIS;
      } else if (script[pos].kind == CLOCK_ERROR) {
        sr |= CEIS;
      } else {
        sr |= DRDY;
      }
    }
    return &sr;
  }
  if (addr == DR_ADDR) {
    dr = 0;
    if (enabled && pos < script_len && script[pos].kind == WORD) {
      dr = script[pos++].value;
      if (first_pending) {
        must_discard[n_discard++] = dr;
        first_pending = 0;
      }
    }
    return &dr;
  }
  fprintf(stderr, "unexpected register 0x%08lx\n", (unsigned long)addr);
  static volatile uint32_t junk;
  return &junk;
}

static int expect_words(const uint8_t *out, const uint32_t *want, int n) {
  for (int i = 0; i < n; i++) {
    uint32_t got = (uint32_t)out[4 * i] | (uint32_t)out[4 * i + 1] << 8 |
                   (uint32_t)out[4 * i + 2] << 16 | (uint32_t)out[4 * i + 3] << 24;
    for (int d = 0; d < n_discard; d++) {
      if (got == must_discard[d]) {
        printf("word %d = %08x: the first word after enabling was not discarded\n", i, got);
        return 1;
      }
    }
    if (got != want[i]) {
      printf("word %d = %08x, expected %08x\n", i, got, want[i]);
      return 1;
    }
  }
  return 0;
}

#define W(v) \
  { WORD, v }
#define SEED \
  { SEED_ERROR, 0 }
#define CLOCK \
  { CLOCK_ERROR, 0 }
#define RUN(events) (script = (events), script_len = (int)(sizeof(events) / sizeof(events)[0]))

int main(int argc, char **argv) {
  uint8_t out[64];
  const char *s = argc > 1 ? argv[1] : "";
  if (strcmp(s, "discard-first") == 0) {
    static const event ev[] = {W(0x11111111), W(0x22222222), W(0x33333333)};
    RUN(ev);
    const uint32_t want[] = {0x22222222, 0x33333333};
    return pqkit_randombytes(out, 8) != 0 || expect_words(out, want, 2);
  }
  if (strcmp(s, "seed-error-recovered") == 0) {
    static const event ev[] = {W(0x11111111), W(0x22222222), SEED,
                               W(0x33333333), W(0x44444444), W(0x55555555)};
    RUN(ev);
    const uint32_t want[] = {0x22222222, 0x44444444, 0x55555555};
    int rc = pqkit_randombytes(out, 12);
    if (rc != 0) {
      printf("seed error not recovered (rc %d)\n", rc);
      return 1;
    }
    if ((sr & SEIS) != 0) {
      printf("SEIS left set\n");
      return 1;
    }
    return expect_words(out, want, 3);
  }
  if (strcmp(s, "seed-error-persists") == 0) {
    static const event ev[] = {W(1), W(2), SEED, SEED, SEED, SEED, SEED, SEED, SEED, W(3), W(4)};
    RUN(ev);
    return pqkit_randombytes(out, 12) == 0; /* must fail */
  }
  if (strcmp(s, "clock-error") == 0) {
    static const event ev[] = {W(1), W(2), CLOCK, W(3)};
    RUN(ev);
    return pqkit_randombytes(out, 8) == 0;
  }
  if (strcmp(s, "repeat-in-call") == 0) {
    static const event ev[] = {W(1), W(0xabcdef01), W(0xabcdef01), W(5)};
    RUN(ev);
    return pqkit_randombytes(out, 8) == 0;
  }
  if (strcmp(s, "repeat-across-calls") == 0) {
    static const event ev[] = {W(1), W(0xabcdef01), W(0xabcdef01), W(5)};
    RUN(ev);
    if (pqkit_randombytes(out, 4) != 0) {
      printf("first call failed\n");
      return 1;
    }
    return pqkit_randombytes(out, 4) == 0;
  }
  printf("unknown scenario '%s'\n", s);
  return 2;
}
