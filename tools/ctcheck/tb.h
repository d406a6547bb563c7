/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * What translation (layout.c) makes of each translation block (TB) for the replay
 * (replay.c), the shadow memory and the run-time state; plugin.c is the QEMU side.
 */
#ifndef CTCHECK_TB_H
#define CTCHECK_TB_H

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "rules.h"

/* mps2-an386: 4 MiB SSRAM1 at 0 (code, read-only data) and 4 MiB SRAM at
 * 0x20000000. Accesses elsewhere (peripherals) neither carry nor receive taint. */
#define REGION_BYTES (4u << 20)
#define RAM_BASE 0x20000000u
extern uint8_t *shadow; /* 2 * REGION_BYTES + 4: code region, then RAM */

static inline uint8_t *shadow_at(uint32_t addr) {
  if (addr < REGION_BYTES) return shadow + addr;
  if (addr - RAM_BASE < REGION_BYTES) return shadow + REGION_BYTES + (addr - RAM_BASE);
  return NULL;
}

/* The part of a rule the replay reads for every instruction, 32 bytes. */
typedef struct {
  ct_regs src, dst;
  ct_regs keep; /* taint kept across the instruction: ~dst, or all for a conditional one */
  ct_regs bad;  /* registers (and NZCV) whose taint makes this instruction a finding */
} hot_rule;

/* op[i]: enum ct_op, plus SINGLE when a load/store moves one core register
 * (slot0[i]): the replay's fast path, which then needs no cold rule. */
#define SINGLE 0x10u

/* A run of register-only rules [first, end), then the memory rule `end` (when
 * end < n). The run's effect depends only on the taint it starts with, so the
 * last (input, output) pair is kept: loops repeat it. Runs that reported a
 * finding are not memoised (they are replayed, and counted, every time). */
typedef struct {
  ct_regs memo_in, memo_out;
  uint16_t first, end;
  uint8_t memo_ok;
  uint8_t resolved; /* holds a rule resolved by the branch: its effect is not memoised */
  /* The memory rule, when the replay places its one access itself (fast, one
   * of FAST_*): a word, halfword or byte (size, smask) at group_base[group] +
   * offset, moving register `slot` (lbit = its bit, for loads). */
  uint8_t fast, slot, size;
  uint16_t group;
  int32_t offset;
  uint32_t smask;
  ct_regs lbit;
  hot_rule h;
} segment;

enum { SLOW, FAST_LOAD, FAST_STORE_WORD, FAST_STORE_PART };

/* One recorded run of a TB: from register taint t_in and span shadows snap_in
 * (the groups' spans one after the other) it gave t_out and snap_out (unchanged:
 * the same as snap_in). When spans overlapped, rel[g] held each group's base minus
 * the first spanned group's. */
typedef struct {
  uint8_t valid, overlap, unchanged;
  ct_regs t_in, t_out;
  uint32_t *rel;
  uint8_t *snap_in, *snap_out;
} memo_entry;

/* How the replay learns the addresses of memory rule i (tb_desc.place[i]). */
enum { LOGGED, ANCHOR, PLACED, LITERAL };

typedef struct {
  uint32_t n, nseg;
  uint32_t ngroups; /* groups 1..ngroups (0: literals) */
  uint8_t *op;
  uint8_t *slot0;
  uint8_t *place;  /* per rule: LOGGED, ANCHOR (logged, and fixes its group's base), ... */
  uint16_t *group; /* per rule: the base register's group, for ANCHOR and PLACED */
  int32_t *offset; /* per rule: first address - group base; LITERAL: the address */
  int32_t *span_lo, *span_hi; /* per group: the bytes its rules reach, from its base */
  /* The whole-TB memo (replay), when the TB's only logged rules are its anchors
   * (nanchors, rule indices in anchors[], first log entry of each in anchor_log[],
   * nlogged entries in all): MEMO_WAYS recorded runs, the next one to replace. */
  uint8_t memo_able, memo_next, memo_last, memo_misses;
  uint16_t memo_pause;
  uint32_t nanchors, nlogged, nspanned; /* nspanned: groups with a span */
  uint16_t *anchors, *anchor_log;
  memo_entry *memo;
  uint8_t *resolve;           /* per rule: RUN_IF_TAKEN / RUN_IF_NOT_TAKEN, or 0 */
  uint32_t taken_pc, fall_pc; /* the successors of a final conditional branch, else 0 */
  ct_rule *rules;
  segment *seg;
  hot_rule hot[];
} tb_desc;

typedef struct {
  uint32_t index; /* instruction in the TB */
  uint32_t addr;
  uint32_t size;
} access;

#define LOG_MAX 8192

typedef struct {
  uint32_t pc;
  uint8_t kind;
  uint64_t times;
} finding;

typedef struct {
  uint32_t secret_lo, secret_hi, public_lo, public_hi;
  int m3, verify, digest;
  FILE *out;
} ct_config;
extern ct_config cfg;

#define MEMO_WAYS 8
#define MEMO_MISSES 8
#define MEMO_PAUSE 256
#define MEMO_MAX_SPAN 4096u /* span bytes a whole-TB memo may compare */

/* A TB has at most 512 instructions, hence at most as many groups; group 0 is the
 * constant 0, the base of literal addresses. */
#define MAX_GROUPS 513

/* Run-time state: mps2-an386 runs one vCPU on one thread, so plain globals. */
typedef struct {
  ct_regs taint;           /* register set bits (rules.h) that hold secret data */
  tb_desc *pending;        /* the TB whose accesses are being logged */
  access log[LOG_MAX + 1]; /* + the replay's sentinel */
  uint32_t nlog;
  uint64_t log_overflow, unmatched, insns, secret_bytes, placed, misplaced;
  uint32_t group_base[MAX_GROUPS];
  uint64_t group_seen[MAX_GROUPS]; /* == serial when group_base holds this replay's base */
  /* The shadow of group_base, as an integer, when the group's fast span lies in
   * one mapped range; else 0 (its fast rules then take the checked path). */
  uintptr_t group_shadow[MAX_GROUPS];
  uint32_t reports;
  uint64_t memo_hits;
  uint64_t serial;
  finding *findings;
  size_t nfind, capfind;
} ct_state;
extern ct_state st;

#define RUN_IF_TAKEN 1u
#define RUN_IF_NOT_TAKEN 2u

static inline ct_regs bit(unsigned b) {
  return (ct_regs)1 << b;
}

/* Shadow bytes [addr, addr + size) when they lie in one mapped range, else NULL. */
static inline uint8_t *shadow_span(uint32_t addr, uint32_t size) {
  uint32_t last = addr + size - 1;
  if (((addr | last) & 0xDFC00000u) != 0 || ((addr ^ last) & RAM_BASE) != 0) return NULL;
  return shadow + ((addr & (REGION_BYTES - 1)) | ((addr & RAM_BASE) ? REGION_BYTES : 0));
}

static inline uint32_t any_set(const uint8_t *sh, uint32_t size) {
  uint32_t w = 0;
  switch (size) {
    case 4:
      memcpy(&w, sh, 4);
      return w;
    case 2: {
      uint16_t h;
      memcpy(&h, sh, 2);
      return h;
    }
    case 1:
      return sh[0];
    default:
      for (uint32_t k = 0; k < size; k++) w |= sh[k];
      return w;
  }
}

/* replay.c */
void report(uint32_t pc, unsigned kind);
/* Replays TB d, which ran before the TB starting at next_pc (1: none). */
void replay(tb_desc *d, uint32_t next_pc);

/* layout.c: fills in d's placement, segments and memo from its decoded rules
 * (d->n, d->rules, d->hot, d->op, d->slot0, and the per-rule and per-group arrays
 * allocated); -1 when out of memory. */
int tb_layout(tb_desc *d);

#endif
