/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "harness.h"
#include "out.h"

static uint8_t arena[PQKIT_HARNESS_ARENA_BYTES] __attribute__((aligned(8)));
static size_t arena_used;

uint8_t *harness_alloc(size_t len) {
  size_t rounded = (len + 7u) & ~(size_t)7u;
  if (rounded > sizeof arena - arena_used) {
    out_str("error arena too small for buffers");
    out_end();
    out_finish(1);
  }
  uint8_t *p = arena + arena_used;
  arena_used += rounded;
  return p;
}

size_t harness_mark(void) {
  return arena_used;
}

void harness_release(size_t mark) {
  if (mark <= arena_used) arena_used = mark;
}
