/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The replay: each executed TB's rules in order, from the taint its predecessor
 * left, with the addresses its anchors and other logged transfers recorded and the
 * ones placed from them (tb.h, layout.c); a whole TB at once from its memo.
 */
#include <stdlib.h>

#include "tb.h"

ct_state st;

__attribute__((noinline, cold)) void report(uint32_t pc, unsigned kind) {
  st.reports++;
  for (size_t i = 0; i < st.nfind; i++)
    if (st.findings[i].pc == pc && st.findings[i].kind == kind) {
      st.findings[i].times++;
      return;
    }
  if (st.nfind == st.capfind) {
    size_t cap = st.capfind ? 2 * st.capfind : 64;
    finding *f = realloc(st.findings, cap * sizeof(*f));
    if (!f) return;
    st.findings = f;
    st.capfind = cap;
  }
  st.findings[st.nfind++] = (finding){pc, (uint8_t)kind, 1};
}

/* Applies the accesses of a load, store or marker, one 32-bit slot (or the part
 * of one an access covers) at a time. */
static __attribute__((noinline)) void apply_memory(const ct_rule *r, const access *list,
                                                   uint32_t count) {
  uint32_t pos = 0; /* bytes of the transfer done so far */
  ct_regs loaded = 0, loaded_mask = 0;
  const unsigned op = r->op;
  for (uint32_t j = 0; j < count; j++) {
    const access *a = &list[j];
    uint8_t *sh = shadow_at(a->addr);
    int contiguous = sh && shadow_at(a->addr + a->size - 1) == sh + a->size - 1;
    for (uint32_t off = 0; off < a->size;) {
      uint32_t chunk = 4 - (pos & 3);
      if (chunk > a->size - off) chunk = a->size - off;
      unsigned s = pos / 4 < r->nslots ? r->slot[pos / 4] : r->slot[r->nslots ? r->nslots - 1 : 0];
      uint32_t any = 0;
      if (contiguous && op == CT_OP_LOAD) {
        any = any_set(sh + off, chunk);
      } else if (contiguous && op == CT_OP_STORE) {
        memset(sh + off, (st.taint >> s) & 1u, chunk);
      } else
        for (uint32_t k = 0; k < chunk; k++) {
          uint8_t *b = contiguous ? sh + off + k : shadow_at(a->addr + off + k);
          if (!b) continue;
          switch (op) {
            case CT_OP_LOAD:
              any |= *b;
              break;
            case CT_OP_STORE:
              *b = (st.taint >> s) & 1u;
              break;
            case CT_OP_SECRET:
              st.secret_bytes += !*b;
              *b = 1;
              break;
            default: /* CT_OP_PUBLIC */
              *b = 0;
              break;
          }
        }
      loaded_mask |= bit(s);
      if (any) loaded |= bit(s);
      off += chunk;
      pos += chunk;
    }
  }
  if (op == CT_OP_LOAD && r->nslots) {
    if ((loaded & CT_PC) != 0) report(r->pc, CT_INDIRECT);
    st.taint = (st.taint & ~loaded_mask) | loaded;
    st.taint &= ~CT_PC;
  }
}

/* The accesses of a PLACED or LITERAL rule into buf; 0 when its group's base is
 * unknown (its anchor did not run: the TB was left early). */
static uint32_t place_accesses(const tb_desc *d, uint32_t i, access *buf) {
  const ct_rule *r = &d->rules[i];
  unsigned g = d->group[i];
  if (st.group_seen[g] != st.serial) return 0;
  uint32_t first = st.group_base[g] + (uint32_t)d->offset[i];
  for (uint32_t k = 0; k < r->nacc; k++) buf[k] = (access){i, first + k * r->acc_size, r->acc_size};
  return r->nacc;
}

/* Records the base of group g, seen at its anchor. */
static void anchor(const tb_desc *d, unsigned g, uint32_t base) {
  st.group_base[g] = base;
  st.group_seen[g] = st.serial;
  st.group_shadow[g] = 0;
  if (d->span_lo[g] < d->span_hi[g]) {
    uint8_t *sh =
        shadow_span(base + (uint32_t)d->span_lo[g], (uint32_t)(d->span_hi[g] - d->span_lo[g]));
    if (sh) st.group_shadow[g] = (uintptr_t)sh - (uintptr_t)(intptr_t)d->span_lo[g];
  }
}

/* verify=on: the logged accesses of a placed rule (consumed) against the placed ones. */
static __attribute__((noinline)) const access *check_placed(uint32_t i, uint32_t *cur,
                                                            const access *made, uint32_t *count) {
  const access *logged = &st.log[*cur];
  uint32_t n = 0;
  while (logged[n].index == i) n++;
  int same = n == *count;
  for (uint32_t k = 0; same && k < n; k++)
    same = logged[k].addr == made[k].addr && logged[k].size == made[k].size;
  st.placed += *count;
  st.misplaced += !same;
  *cur += n;
  *count = n;
  return logged;
}

/* Works out which findings a rule's `bad` set stood for. */
static __attribute__((noinline, cold)) void report_rule(const ct_rule *r, ct_regs t) {
  if (r->cond_kind && (t & CT_NZCV)) report(r->pc, r->cond_kind);
  if (r->addr & t) report(r->pc, CT_ADDRESS);
  if (r->check_kind && ((r->check & t) || r->check_kind == CT_UNDECODED))
    report(r->pc, r->check_kind);
}

/* The register rules [i, end) from taint t; *found when one reported. */
static inline ct_regs run_alu(const tb_desc *d, uint32_t i, uint32_t end, ct_regs t, int *found) {
  const hot_rule *h = d->hot;
  for (; i < end; i++) {
    if (__builtin_expect((t & h[i].bad) != 0, 0)) {
      report_rule(&d->rules[i], t);
      *found = 1;
    }
    ct_regs flow = (t & h[i].src) ? h[i].dst : 0;
    t = (t & h[i].keep) | flow;
  }
  return t;
}

/* The memory rule i: its register part, then its accesses. */
static inline ct_regs memory_step(const tb_desc *d, uint32_t i, uint32_t *cur, ct_regs t) {
  const hot_rule *h = &d->hot[i];
  if (__builtin_expect((t & h->bad) != 0, 0)) report_rule(&d->rules[i], t);
  ct_regs flow = (t & h->src) ? h->dst : 0;
  t = (t & h->keep) | flow;
  unsigned o = d->op[i];
  access made[CT_MAX_SLOTS];
  const access *a;
  uint32_t count;
  if (d->place[i] >= PLACED) {
    count = place_accesses(d, i, made);
    if (__builtin_expect(count == 0, 0)) {
      st.unmatched += d->rules[i].nacc;
      return t;
    }
    a = made;
    if (cfg.verify) a = check_placed(i, cur, made, &count);
    if (count == 0) return t;
  } else {
    a = &st.log[*cur];
    if (a->index != i) return t; /* a conditional access that did not happen */
    count = 1;
    while (a[count].index == i) count++; /* the log ends with a sentinel */
    *cur += count;
    if (d->place[i] == ANCHOR) anchor(d, d->group[i], a->addr - (uint32_t)d->offset[i]);
  }
  /* The common case: one register, one access of at most a word, in one range. */
  if ((o & SINGLE) && count == 1 && a->size <= 4) {
    uint8_t *sh = shadow_span(a->addr, a->size);
    if (sh) {
      ct_regs b = bit(d->slot0[i]);
      if (o == (CT_OP_STORE | SINGLE)) {
        memset(sh, (t & b) ? 1 : 0, a->size);
        return t;
      }
      t = (t & ~b) | (any_set(sh, a->size) ? b : 0);
      if (__builtin_expect((t & CT_PC) != 0, 0)) {
        report(d->rules[i].pc, CT_INDIRECT);
        t &= ~CT_PC;
      }
      return t;
    }
  }
  st.taint = t;
  apply_memory(&d->rules[i], a, count);
  return st.taint;
}

/* fast_step when its group has no shadow base: the anchor did not run (the TB was
 * left early), or the group's span leaves the mapped ranges. */
static __attribute__((noinline)) ct_regs slow_step(const tb_desc *d, const segment *g, ct_regs t) {
  if (st.group_seen[g->group] != st.serial) {
    st.unmatched++;
    return t;
  }
  access a = {g->end, st.group_base[g->group] + (uint32_t)g->offset, g->size};
  st.taint = t;
  apply_memory(&d->rules[g->end], &a, 1);
  return st.taint;
}

/* A segment's fast memory rule: its register part, then its one access. */
static inline ct_regs fast_step(const tb_desc *d, const segment *g, ct_regs t) {
  const hot_rule *h = &g->h;
  if (__builtin_expect((t & h->bad) != 0, 0)) report_rule(&d->rules[g->end], t);
  t = (t & h->keep) | ((t & h->src) ? h->dst : 0);
  uintptr_t base = st.group_shadow[g->group];
  if (__builtin_expect(base == 0, 0)) return slow_step(d, g, t);
  uint8_t *sh = (uint8_t *)(base + (uintptr_t)(intptr_t)g->offset);
  uint32_t w;
  switch (g->fast) {
    case FAST_LOAD:
      memcpy(&w, sh, 4);
      return (t & ~g->lbit) | ((w & g->smask) != 0 ? g->lbit : 0);
    case FAST_STORE_WORD:
      w = ((t >> g->slot) & 1u) * 0x01010101u;
      memcpy(sh, &w, 4);
      return t;
    default: /* FAST_STORE_PART: a halfword or byte, the rest of the word kept */
      memcpy(&w, sh, 4);
      w = (w & ~g->smask) | (((t >> g->slot) & 1u) * 0x01010101u & g->smask);
      memcpy(sh, &w, 4);
      return t;
  }
}

/* Sets the hot rules of the predicated instructions whose execution the final
 * branch tells: taken is 1 or 0 when next_pc showed it, else -1 (the union). */
static void resolve_predicated(tb_desc *d, int taken) {
  for (uint32_t i = 0; i < d->n; i++) {
    if (!d->resolve[i]) continue;
    int ran = taken < 0 ? -1 : (d->resolve[i] == RUN_IF_TAKEN) == (taken == 1);
    d->hot[i].keep = ran == 1 ? ~d->rules[i].dst : ~(ct_regs)0;
    d->hot[i].src = ran == 0 ? 0 : d->rules[i].src;
  }
}

/* The shadow of every group's span and its base minus the first spanned group's
 * (rel), at the bases the anchors logged; *overlap when two spans overlap (one
 * group's stores can then reach another's loads, so a recorded run only stands
 * for the same relative bases). 0 when a span leaves the mapped ranges. */
static int span_shadows(const tb_desc *d, uint8_t **sh, uint32_t *rel, int *overlap) {
  uint32_t lo[MAX_GROUPS], hi[MAX_GROUPS], first = 0;
  unsigned n = 0;
  *overlap = 0;
  for (uint32_t g = 0; g <= d->ngroups; g++) {
    if (d->span_lo[g] >= d->span_hi[g]) continue;
    uint32_t base = 0;
    if (g > 0) {
      uint32_t k = g - 1u, i = d->anchors[k];
      const access *a = &st.log[d->anchor_log[k]];
      if (a->index != i) return 0;
      base = a->addr - (uint32_t)d->offset[i];
    }
    if (n == 0) first = base;
    rel[n] = base - first;
    uint32_t len = (uint32_t)(d->span_hi[g] - d->span_lo[g]);
    lo[n] = base + (uint32_t)d->span_lo[g];
    hi[n] = lo[n] + len;
    sh[n] = shadow_span(lo[n], len);
    if (!sh[n] || hi[n] < lo[n]) return 0;
    for (unsigned m = 0; m < n; m++) *overlap |= lo[n] < hi[m] && lo[m] < hi[n];
    n++;
  }
  return 1;
}

/* Whether len bytes at a and b are equal: spans are short, a call to memcmp costs
 * more than the comparison. */
static inline int same_bytes(const uint8_t *a, const uint8_t *b, size_t len) {
  uint64_t x, y, diff = 0;
  size_t j = 0;
  for (; j + 8 <= len; j += 8) {
    memcpy(&x, a + j, 8);
    memcpy(&y, b + j, 8);
    diff |= x ^ y;
  }
  for (; j < len; j++) diff |= (uint64_t)(a[j] ^ b[j]);
  return diff == 0;
}

/* Copies the spans' shadows to or from a snapshot, or compares them. */
enum { SNAP_SAVE, SNAP_LOAD, SNAP_SAME };
static int snapshot(const tb_desc *d, uint8_t **sh, uint8_t *snap, int how) {
  unsigned n = 0;
  for (uint32_t g = 0; g <= d->ngroups; g++) {
    if (d->span_lo[g] >= d->span_hi[g]) continue;
    size_t len = (size_t)(d->span_hi[g] - d->span_lo[g]);
    if (how == SNAP_SAVE) memcpy(snap, sh[n], len);
    if (how == SNAP_LOAD) memcpy(sh[n], snap, len);
    if (how == SNAP_SAME && !same_bytes(snap, sh[n], len)) return 0;
    snap += len;
    n++;
  }
  return 1;
}

/* Replays one executed TB: its rules in order, with its logged accesses. next_pc
 * is the start of the TB that ran after it, or 1 (no Thumb TB starts there).
 *
 * Whole-TB memo: hash code runs the same blocks again and again over state whose
 * taint repeats. Every access of a memo-able TB lies in its group's span, at an
 * offset fixed at translation, so its effect depends only on the register taint it
 * starts from, the spans' shadows and, where two spans overlap, the groups'
 * relative bases: the same inputs as a recorded run give that run's outputs. A run
 * that reported a finding or lost an access is not recorded. */
void replay(tb_desc *d, uint32_t next_pc) {
  uint32_t cur = 0;
  ct_regs t = st.taint, t_in = t;
  uint8_t *sh[MAX_GROUPS];
  uint32_t rel[MAX_GROUPS];
  int overlap = 0;
  memo_entry *record = NULL;
  if (d->memo_able && st.nlog == d->nlogged && span_shadows(d, sh, rel, &overlap)) {
    for (unsigned k = 0; k < MEMO_WAYS; k++) {
      unsigned w = (d->memo_last + k) % MEMO_WAYS; /* the last hit first: loops repeat it */
      memo_entry *e = &d->memo[w];
      if (!e->valid || e->t_in != t || e->overlap != overlap) continue;
      if (overlap && memcmp(e->rel, rel, d->nspanned * sizeof(rel[0])) != 0) continue;
      if (!snapshot(d, sh, e->snap_in, SNAP_SAME)) continue;
      if (!e->unchanged) snapshot(d, sh, e->snap_out, SNAP_LOAD);
      st.taint = e->t_out;
      st.insns += d->n;
      st.memo_hits++;
      d->memo_last = (uint8_t)w;
      d->memo_misses = 0;
      return;
    }
    if (d->memo_pause) {
      d->memo_pause--;
    } else {
      record = &d->memo[d->memo_next];
      record->valid = 0;
      snapshot(d, sh, record->snap_in, SNAP_SAVE);
    }
  }
  uint32_t reports = st.reports;
  uint64_t unmatched = st.unmatched;
  st.log[st.nlog].index = UINT32_MAX; /* sentinel: no bounds checks below */
  st.serial++;
  st.group_seen[0] = st.serial; /* literals: base 0, always known */
  if (d->resolve)
    resolve_predicated(d, next_pc == d->taken_pc ? 1 : next_pc == d->fall_pc ? 0 : -1);
  for (uint32_t k = 0; k < d->nseg; k++) {
    segment *g = &d->seg[k];
    if (g->end > g->first) {
      if (g->memo_ok && g->memo_in == t && !g->resolved) {
        t = g->memo_out;
      } else {
        ct_regs in = t;
        int found = 0;
        t = run_alu(d, g->first, g->end, t, &found);
        g->memo_in = in;
        g->memo_out = t;
        g->memo_ok = !found;
      }
    }
    if (g->fast) {
      t = fast_step(d, g, t);
    } else if (g->end < d->n) {
      t = memory_step(d, g->end, &cur, t);
    }
  }
  st.taint = t;
  st.insns += d->n;
  st.unmatched += st.nlog - cur;
  /* The next TB's groups start unknown (group 0, the literals, stays). */
  memset(&st.group_shadow[1], 0, d->ngroups * sizeof(st.group_shadow[0]));
  if (record && st.reports == reports && st.unmatched == unmatched) {
    record->valid = 1;
    record->overlap = (uint8_t)overlap;
    record->t_in = t_in;
    record->t_out = t;
    memcpy(record->rel, rel, d->nspanned * sizeof(rel[0]));
    snapshot(d, sh, record->snap_out, SNAP_SAVE);
    record->unchanged = (uint8_t)snapshot(d, sh, record->snap_in, SNAP_SAME);
    d->memo_next = (uint8_t)((d->memo_next + 1u) % MEMO_WAYS);
    d->memo_misses = 0;
  } else if (d->memo_able && ++d->memo_misses >= MEMO_MISSES) {
    d->memo_misses = 0;
    d->memo_pause = MEMO_PAUSE; /* a TB whose state keeps changing: stop trying a while */
  }
}
