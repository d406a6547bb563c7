/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Translation-time analysis of a TB's decoded rules (tb.h): which transfers log
 * their addresses and which are placed from an anchor's, the segments the replay
 * walks with their fast memory rules, the IT-predicated rules the final branch
 * resolves or a complementary one completes, and whether the whole TB can be
 * memoised.
 */
#include <stdlib.h>

#include "tb.h"

/* Extends rule i's group span over its accesses. */
static void widen_span(tb_desc *d, uint32_t i) {
  unsigned g = d->group[i];
  int32_t lo = d->offset[i], hi = lo + d->rules[i].nacc * d->rules[i].acc_size;
  if (lo < d->span_lo[g]) d->span_lo[g] = lo;
  if (hi > d->span_hi[g]) d->span_hi[g] = hi;
}

/* Which memory rules of a TB need their accesses logged. A group is one value of
 * a base register: it starts at the first transfer through the register (the
 * anchor, logged), follows its constant steps and ends when anything else writes
 * the register. The other plain, unconditional transfers of the group are placed
 * from the anchor's address. Marker loads and conditional transfers stay logged;
 * an instruction the decoder does not know ends every group. */
static void place_tb(tb_desc *d) {
  int32_t group[CT_BASE_PC]; /* per core register r0..r14: its group, or -1 */
  int32_t delta[CT_BASE_PC]; /* its value minus its value at the group's anchor */
  uint32_t next_group = 1;   /* 0: literals */
  for (unsigned k = 0; k < CT_BASE_PC; k++) group[k] = -1;
  for (uint32_t g = 0; g <= d->n; g++) { /* empty spans */
    d->span_lo[g] = INT32_MAX;
    d->span_hi[g] = INT32_MIN;
  }
  for (uint32_t i = 0; i < d->n; i++) {
    const ct_rule *r = &d->rules[i];
    int transfer = r->op == CT_OP_LOAD || r->op == CT_OP_STORE;
    int plain = transfer && r->base != CT_NO_BASE && !r->cond_kind;
    ct_regs written = r->dst;
    if (r->op != CT_OP_STORE)
      for (unsigned k = 0; k < r->nslots; k++) written |= bit(r->slot[k]);
    if (r->check_kind == CT_UNDECODED) written = ~(ct_regs)0;
    if (plain && r->base == CT_BASE_PC) {
      d->place[i] = LITERAL;
      d->group[i] = 0;
      d->offset[i] = (int32_t)(((r->pc + 4u) & ~3u) + (uint32_t)r->disp);
      widen_span(d, i);
    } else if (plain) {
      unsigned b = r->base;
      if (group[b] < 0) {
        group[b] = (int32_t)next_group++;
        delta[b] = 0;
        d->place[i] = ANCHOR;
      } else {
        d->place[i] = PLACED;
      }
      if (group[b] > (int32_t)d->ngroups) d->ngroups = (uint32_t)group[b];
      d->group[i] = (uint16_t)group[b];
      d->offset[i] = delta[b] + r->disp;
      widen_span(d, i);
      delta[b] += r->step;
      written &= ~bit(b); /* its write-back is the step just counted */
      if (r->op == CT_OP_LOAD)
        for (unsigned k = 0; k < r->nslots; k++)
          if (r->slot[k] == b) written |= bit(b); /* loaded over: a new value */
    } else if (r->op == CT_OP_ALU && r->base != CT_NO_BASE && !r->cond_kind &&
               r->check_kind != CT_UNDECODED) {
      if (group[r->base] >= 0) delta[r->base] += r->step;
      written &= ~bit(r->base);
    }
    for (unsigned k = 0; k < CT_BASE_PC; k++)
      if (written & bit(k)) group[k] = -1;
  }
}

/* Makes memory rule i the fast part of its segment when the replay can place its
 * one access (a placed or literal word, halfword or byte into or from one core
 * register other than the PC) and verify=on does not ask for the log. */
static void fast_segment(const tb_desc *d, uint32_t i, segment *g) {
  const ct_rule *r = &d->rules[i];
  int load = r->op == CT_OP_LOAD;
  if (cfg.verify || d->place[i] < PLACED || !(d->op[i] & SINGLE) || r->nacc != 1 ||
      r->acc_size > 4 || (load && d->slot0[i] == CT_BIT_PC))
    return;
  if (d->place[i] == LITERAL && (uint32_t)d->offset[i] + r->acc_size > REGION_BYTES) return;
  g->fast = load ? FAST_LOAD : r->acc_size == 4 ? FAST_STORE_WORD : FAST_STORE_PART;
  g->slot = d->slot0[i];
  g->size = r->acc_size;
  g->group = d->group[i];
  g->offset = d->offset[i];
  g->smask = r->acc_size == 4 ? 0xFFFFFFFFu : ((uint32_t)1 << (8 * r->acc_size)) - 1u;
  g->lbit = load ? bit(d->slot0[i]) : 0;
  g->h = d->hot[i];
}

/* A TB can be memoised as a whole (replay) when it logs only its anchors, every
 * other transfer is placed, nothing is conditional on the branch that ends it,
 * and its spans are small enough to compare. */
static int memo_setup(tb_desc *d) {
  uint32_t span = 0;
  if (cfg.verify || d->resolve) return 0;
  for (uint32_t i = 0; i < d->n; i++) {
    const ct_rule *r = &d->rules[i];
    if (r->check_kind == CT_UNDECODED) return 0;
    if (r->op == CT_OP_ALU) continue;
    if (r->op != CT_OP_LOAD && r->op != CT_OP_STORE) return 0;
    if (d->place[i] == LOGGED) return 0;
  }
  for (uint32_t g = 0; g <= d->ngroups; g++)
    if (d->span_lo[g] < d->span_hi[g]) {
      span += (uint32_t)(d->span_hi[g] - d->span_lo[g]);
      d->nspanned++;
    }
  if (span > MEMO_MAX_SPAN) return 0;
  d->anchors = calloc(d->ngroups + 1u, sizeof(uint16_t));
  d->anchor_log = calloc(d->ngroups + 1u, sizeof(uint16_t));
  d->memo = calloc(MEMO_WAYS, sizeof(memo_entry));
  if (!d->anchors || !d->anchor_log || !d->memo) return -1;
  for (unsigned w = 0; w < MEMO_WAYS; w++) {
    memo_entry *e = &d->memo[w];
    e->rel = calloc(d->ngroups + 1u, sizeof(uint32_t));
    e->snap_in = malloc(span + 1u);
    e->snap_out = malloc(span + 1u);
    if (!e->rel || !e->snap_in || !e->snap_out) return -1;
  }
  for (uint32_t i = 0; i < d->n; i++)
    if (d->place[i] == ANCHOR) {
      d->anchor_log[d->nanchors] = (uint16_t)d->nlogged;
      d->anchors[d->nanchors++] = (uint16_t)i;
      d->nlogged += d->rules[i].nacc;
    }
  d->memo_able = 1;
  return 0;
}

/* An IT block's then and else instructions that both write the same registers
 * (gcc's `ite ne; movne r2, r4; moveq r2, sl` selecting a pointer): exactly one of
 * them runs, so the registers' old taint is dead after the pair, whatever the flags.
 * The first replaces its registers' taint and the second adds to it, which gives the
 * union of both sources. Only where nothing from the first up to the second reads the
 * registers (the second would then see the old value when the first did not run),
 * nothing in between writes the flags or moves memory, and both are register-only. */
static void pair_complements(tb_desc *d) {
  for (uint32_t i = 0; i < d->n; i++) {
    const ct_rule *a = &d->rules[i];
    if (a->cond_kind != CT_PREDICATED || a->op != CT_OP_ALU || !a->dst ||
        (a->dst & (CT_NZCV | CT_PC)))
      continue;
    /* An IT block holds at most four instructions: the other one is among the next three. */
    for (uint32_t j = i + 1; j < d->n && j <= i + 3; j++) {
      const ct_rule *b = &d->rules[j];
      if (b->op != CT_OP_ALU || ((b->src | b->addr | b->check) & a->dst)) break;
      if (b->cond_kind == CT_PREDICATED && b->cc == ct_cc_inverse(a->cc) &&
          (a->dst & ~b->dst) == 0) {
        d->hot[i].keep = ~a->dst;
        break;
      }
      if ((b->dst & (CT_NZCV | CT_PC)) || !b->cond_kind) break;
    }
  }
}

int tb_layout(tb_desc *d) {
  uint32_t n = d->n;
  place_tb(d);
  pair_complements(d);
  /* A final conditional branch tells, by where the next TB starts, whether the
   * register-only instructions predicated on its condition (or the inverse) ran,
   * when no flag write lies between them and it. Its two successors must differ. */
  const ct_rule *last = &d->rules[n - 1];
  if (last->cond_kind == CT_BRANCH && last->target && last->target != last->pc + last->size) {
    for (uint32_t i = n - 1; i-- > 0;) {
      const ct_rule *r = &d->rules[i];
      if (r->dst & CT_NZCV) break;
      if (r->cond_kind != CT_PREDICATED || r->op != CT_OP_ALU) continue;
      unsigned how = r->cc == last->cc                  ? RUN_IF_TAKEN
                     : r->cc == ct_cc_inverse(last->cc) ? RUN_IF_NOT_TAKEN
                                                        : 0;
      if (!how) continue;
      if (!d->resolve && !(d->resolve = calloc(n, 1))) return -1;
      d->resolve[i] = (uint8_t)how;
    }
    d->taken_pc = last->target;
    d->fall_pc = last->pc + last->size;
  }
  /* Segments: each memory rule closes one. */
  d->seg = calloc(n + 1, sizeof(segment));
  if (!d->seg) return -1;
  uint32_t first = 0;
  for (uint32_t i = 0; i <= d->n; i++) {
    if (i < d->n && d->op[i] == CT_OP_ALU) continue;
    uint8_t resolved = 0;
    for (uint32_t j = first; d->resolve && j < i; j++) resolved |= d->resolve[j];
    segment *g = &d->seg[d->nseg++];
    *g = (segment){.first = (uint16_t)first, .end = (uint16_t)i, .resolved = resolved != 0};
    if (i < d->n) fast_segment(d, i, g);
    first = i + 1;
  }
  return memo_setup(d);
}
