/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "harness.h"
#include "out.h"

#if defined(PQKIT_HARNESS_ARENA_EXTERN)
/* An external folder's descriptor defines the arena, sized from its api.h
 * (compat/ext_kem.c, ext_sig.c). */
extern uint8_t pqkit_harness_arena[];
extern const size_t pqkit_harness_arena_bytes;
#define arena pqkit_harness_arena
#define ARENA_BYTES pqkit_harness_arena_bytes
#else
static uint8_t arena[PQKIT_HARNESS_ARENA_BYTES] __attribute__((aligned(8)));
#define ARENA_BYTES sizeof arena
#endif
static size_t arena_used;

uint8_t *harness_alloc(size_t len) {
  size_t rounded = (len + 7u) & ~(size_t)7u;
  if (rounded > ARENA_BYTES - arena_used) {
#if defined(PQKIT_RAM_FIT_CHECKS)
    /* The lab turns this line into "does not fit" (python/pqkit/fit.py): the program
     * needs at least that much, later buffers uncounted. */
    out_str("error arena too small for buffers: needs at least ");
    out_u64((uint64_t)(arena_used + rounded));
    out_str(" bytes, has ");
    out_u64((uint64_t)ARENA_BYTES);
#else
    out_str("error arena too small for buffers");
#endif
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
