/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Seeded leaks and clean patterns for the ctcheck plugin's own tests
 * (tests/ctcheck/test_ctcheck.py). Built with the m4cycles micro-benchmark frame
 * (tools/m4cycles/tests/bench.inc), the library's markers (src/common/ct.c) and
 * its constant-time helpers (src/common/ct.h).
 *
 * Every line that must be reported carries the comment "LEAK: <kind>"; the
 * functions named clean_* must produce no finding at all.
 */
#include <stddef.h>
#include <stdint.h>

#include "common/ct.h"

#define NOINLINE __attribute__((noinline))

static uint8_t secret[32];
static uint8_t table[256];
static uint32_t sink[18];
static volatile uint32_t public_n = 5;
static volatile uint32_t public_q = 3329;

static NOINLINE void touch(uint32_t v) {
  sink[0] = v;
}

NOINLINE void leak_branch(const uint8_t *s) {
  if (s[0] & 1) { /* LEAK: branch */
    touch(1);
  }
}

NOINLINE void leak_table(const uint8_t *s) {
  sink[1] = table[s[1]]; /* LEAK: address */
}

/* KyberSlash: a secret dividend and a divisor the compiler cannot turn into a
 * multiplication (it does for a constant; -Os builds of some targets did not). */
NOINLINE void leak_division(const uint8_t *s) {
  uint32_t v = (uint32_t)s[2] | ((uint32_t)s[3] << 8);
  sink[2] = (v * 1024u + 1664u) / public_q; /* LEAK: div */
}

NOINLINE uint32_t leak_loop_bound(const uint8_t *s) {
  uint32_t acc = 0;
  for (uint32_t i = 0; i < (s[4] & 7u); i++) { /* LEAK: branch */
    acc += sink[i];
  }
  return acc;
}

NOINLINE void leak_through_memory(const uint8_t *s) {
  volatile uint32_t spill = s[5]; /* the secret goes to the stack and back */
  uint32_t back = spill;
  if (back == 0x5a) { /* LEAK: branch */
    touch(back);
  }
}

NOINLINE uint32_t leak_it_block(const uint8_t *s) {
  uint32_t v = s[6], r;
  /* cmp sets NZCV from the secret; both moves are predicated on it. */
  __asm__ volatile("cmp %1, #128\n\tite hs\n\tmovhs %0, #1\n\tmovlo %0, #2" /* LEAK: predicated */
                   : "=r"(r)
                   : "r"(v)
                   : "cc");
  return r;
}

NOINLINE uint32_t leak_cbz(const uint8_t *s) {
  uint32_t v = s[7], r = 0;
  __asm__ volatile("cbz %1, 1f\n\tmovs %0, #3\n\t1:" /* LEAK: cbz */
                   : "+r"(r)
                   : "r"(v)
                   : "cc");
  return r;
}

/* A move predicated on public flags that did not run (the branch after it, on the
 * inverse condition, was taken): the register still holds the secret byte, which
 * then addresses memory. */
NOINLINE uint32_t leak_predicated_not_run(const uint8_t *s, const uint8_t *p, uint32_t n) {
  uint32_t r;
  __asm__ volatile(/* LEAK: address */
                   "ldrb %0, [%1, #14]\n\tcmp %3, #7\n\tit hi\n\tmovhi %0, %2\n\tbls 1f\n\t"
                   "mov %0, %2\n\t1: ldrb %0, [%0]"
                   : "=&r"(r)
                   : "r"(s), "r"(p), "r"(n)
                   : "cc", "memory");
  return r;
}

/* A then/else pair on public flags where the else instruction reads the register
 * the then instruction writes: when the then move does not run, the else keeps the
 * secret byte the register held, which then addresses memory. */
NOINLINE uint32_t leak_predicated_pair_reads(const uint8_t *s, const uint8_t *p, uint32_t n) {
  uint32_t r;
  __asm__ volatile(/* LEAK: address */
                   "ldrb %0, [%1, #22]\n\tcmp %3, #7\n\tite hi\n\tmovhi %0, %2\n\t"
                   "addls %0, %0, #0\n\tldrb %0, [%0]"
                   : "=&r"(r)
                   : "r"(s), "r"(p), "r"(n)
                   : "cc", "memory");
  return r;
}

/* ML-KEM decapsulation's failure flag as arm-none-eabi-gcc -O3 computes it from
 * pqkit_ct_memneq's accumulator (r | -r, bit 31, as a byte) when a select on it is
 * written as a branch: the flag is as secret as the compared bytes. */
NOINLINE uint32_t leak_fail_flag(const uint8_t *s) {
  uint32_t v = s[16], r = 0, t;
  __asm__ volatile(/* LEAK: cbz */
                   "rsb.w %1, %2, #0\n\torr.w %1, %1, %2\n\tasr.w %1, %1, #31\n\t"
                   "uxtb.w %1, %1\n\tcbz %1, 1f\n\tmovs %0, #1\n\t1:"
                   : "+l"(r), "=&l"(t)
                   : "r"(v)
                   : "cc");
  return r;
}

/* A branch on a secret through the FPU's flags: compare, copy them to the APSR. */
NOINLINE uint32_t leak_fpu_flags(const uint8_t *s) {
  uint32_t v = s[17], r = 0;
  __asm__ volatile(/* LEAK: branch */
                   "vmov s15, %1\n\tvcmp.f32 s15, #0\n\tvmrs APSR_nzcv, fpscr\n\t"
                   "beq 1f\n\tmovs %0, #1\n\t1:"
                   : "+l"(r)
                   : "r"(v)
                   : "cc", "s15");
  return r;
}

/* A secret through FPU arithmetic, the stack and a D register back to a core
 * register, which then indexes a table. */
NOINLINE uint32_t leak_fpu_address(const uint8_t *s, const uint8_t *t) {
  uint32_t v = s[18], r;
  __asm__ volatile(/* LEAK: address */
                   "vmov s14, %1\n\tvadd.f32 s13, s14, s14\n\tvpush {s13}\n\tvpop {s12}\n\t"
                   "vmov %0, %1, d6\n\tand %0, %0, #255\n\tldrb %0, [%2, %0]"
                   : "=&r"(r), "+r"(v)
                   : "r"(t)
                   : "memory", "s12", "s13", "s14");
  return r;
}

/* A constant-time select: masks, no branch. */
NOINLINE void clean_select(uint8_t *out, const uint8_t *s) {
  uint8_t a[4] = {1, 2, 3, 4}, b[4] = {5, 6, 7, 8};
  uint8_t bit = s[8] & 1u;
  for (size_t i = 0; i < 4; i++) out[i] = a[i];
  pqkit_ct_cmov(out, b, 4, bit);
}

/* Mask arithmetic: nonzero test, conditional subtraction without a branch. */
NOINLINE uint32_t clean_mask(const uint8_t *s) {
  uint32_t v = (uint32_t)s[9] * 13u;
  uint32_t m = pqkit_ct_nonzero_mask_u32(v & 0xF0u);
  int32_t t = (int32_t)v - 3329;
  t += (t >> 31) & 3329; /* the Barrett/Montgomery-style fix-up */
  return ((uint32_t)t & m) ^ pqkit_ct_memneq(s, s + 16, 8);
}

/* Multiplies have fixed latency on the Cortex-M4. */
NOINLINE uint64_t clean_multiply(const uint8_t *s) {
  uint32_t a = (uint32_t)s[10] * 0x01010101u, b = (uint32_t)s[11] + 0x12345u;
  return (uint64_t)a * b + (uint64_t)(a * public_n);
}

/* Public data may be branched on and used as an index after declassification. */
NOINLINE uint32_t clean_declassified(const uint8_t *s) {
  uint8_t pub[2] = {s[12], s[13]};
  pqkit_ct_public(pub, sizeof pub);
  uint32_t r = table[pub[0]];
  if (pub[1] & 1) r += 7;
  return r;
}

/* The same move on the branch's own condition: it ran (the branch was taken), so the
 * register holds the public pointer, whatever it held before. */
NOINLINE uint32_t clean_predicated_by_branch(const uint8_t *s, const uint8_t *p, uint32_t n) {
  uint32_t r;
  __asm__ volatile(
      "ldrb %0, [%1, #15]\n\tcmp %3, #7\n\tit ls\n\tmovls %0, %2\n\tbls 1f\n\t"
      "mov %0, %2\n\t1: ldrb %0, [%0]"
      : "=&r"(r)
      : "r"(s), "r"(p), "r"(n)
      : "cc", "memory");
  return r;
}

/* gcc's select of a pointer on public flags, `ite ne; movne; moveq`, into a register
 * that held a secret: one of the two moves runs, so the register is public after them
 * (ML-DSA signing picks rnd or its zeros this way). */
NOINLINE uint32_t clean_predicated_pair(const uint8_t *s, const uint8_t *p, uint32_t n) {
  uint32_t r;
  __asm__ volatile(
      "ldrb %0, [%1, #23]\n\tcmp %3, #7\n\tite hi\n\tmovhi %0, %2\n\tmovls %0, %4\n\t"
      "ldrb %0, [%0]"
      : "=&r"(r)
      : "r"(s), "r"(p), "r"(n), "r"(p + 1)
      : "cc", "memory");
  return r;
}

/* FPU arithmetic on secrets whose results are only stored, then a public value
 * in the neighbour of a secret S register (the same D register) used as an index,
 * and a branch on flags of a compare of public values. */
NOINLINE uint32_t clean_fpu(const uint8_t *s, const uint8_t *t, uint32_t n) {
  float a = (float)s[19], b = (float)s[20];
  float c = a * b + 1.5f;
  float d = c / (a + 3.0f);
  sink[13] = (uint32_t)(int32_t)(d * 7.0f);
  uint32_t r, v = s[21];
  __asm__ volatile(
      "vmov s15, %1\n\tvmul.f32 s15, s15, s15\n\tvmov s14, %3\n\t"
      "vcmp.f32 s15, #0\n\tvmov %0, s14\n\tldrb %0, [%2, %0]\n\t"
      "vmov s13, %3\n\tvcmp.f32 s13, #0\n\tvmrs APSR_nzcv, fpscr\n\t"
      "beq 1f\n\tadds %0, #1\n\t1:"
      : "=&r"(r)
      : "r"(v), "r"(t), "r"(n)
      : "cc", "memory", "s13", "s14", "s15");
  return r;
}

void bench_main(void);
void bench_main(void) {
  for (size_t i = 0; i < sizeof secret; i++) secret[i] = (uint8_t)(i * 37u + 1u);
  for (size_t i = 0; i < sizeof table; i++) table[i] = (uint8_t)(i ^ 0x5au);
  pqkit_ct_secret(secret, sizeof secret);
  uint8_t out[4];
  leak_branch(secret);
  leak_table(secret);
  leak_division(secret);
  sink[3] = leak_loop_bound(secret);
  leak_through_memory(secret);
  sink[4] = leak_it_block(secret);
  sink[5] = leak_cbz(secret);
  sink[11] = leak_predicated_not_run(secret, table, public_n);
  sink[14] = leak_fail_flag(secret);
  sink[16] = leak_predicated_pair_reads(secret, table, public_n);
  sink[15] = leak_fpu_flags(secret) + leak_fpu_address(secret, table);
  /* Results of the clean functions are secret: stored, never branched on. */
  clean_select(out, secret);
  sink[6] = out[0];
  sink[7] = clean_mask(secret);
  uint64_t p = clean_multiply(secret);
  sink[8] = (uint32_t)p;
  sink[9] = (uint32_t)(p >> 32);
  sink[10] = clean_declassified(secret);
  sink[12] = clean_predicated_by_branch(secret, table, public_n);
  sink[17] = clean_predicated_pair(secret, table, public_n);
  sink[1] = clean_fpu(secret, table, public_n);
}
