/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ctcheck: QEMU 7.2 TCG plugin that follows secret data through the Cortex-M4
 * instruction stream and reports where it could change the timing.
 *
 *   -plugin libctcheck.so,secret=0xLO-0xHI,public=0xLO-0xHI,out=<file>[,m3=on]
 *
 * secret / public are the code ranges of the marker functions pqkit_ct_secret
 * and pqkit_ct_public: every byte a load inside them reads becomes secret
 * (public). Registers carry one taint bit each, memory one per byte
 * (both RAM ranges of mps2-an386).
 *
 * Speed: every instruction's rule is decoded once, at translation. At run time
 * one callback per translation block (TB) replays the rules of the TB that ran
 * before it, and one callback per memory access only logs its address; the
 * replay then consumes the log in order. A conditional instruction that did
 * not execute logs no access, and its register part only adds taint, so it
 * never hides any; except that an IT-predicated register instruction whose
 * condition is the one (or the inverse of the one) of the conditional branch
 * ending its TB, with no flag write in between, executed exactly when that
 * branch was (or was not) taken, which the start of the next TB shows.
 *
 * Output:
 *   finding <kind> 0x<pc> <times>      (once per instruction, in order of first sight)
 *   done findings <n> secret_bytes <b> insns <i>
 */
#include "../m4cycles/qemu_plugin_api.h"
#include "../plugin_common/args.h"
#include "../plugin_common/thumb.h"
#include "rules.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static const char *const kind_name[CT_KINDS] = {
    "none",    "branch", "predicated", "cbz",      "table",
    "address", "div",    "mul",        "indirect", "undecoded",
};

/* mps2-an386: 4 MiB SSRAM1 at 0 (code, read-only data) and 4 MiB SRAM at
 * 0x20000000. Accesses elsewhere (peripherals) neither carry nor receive taint. */
#define REGION_BYTES (4u << 20)
#define RAM_BASE 0x20000000u
static uint8_t *shadow; /* 2 * REGION_BYTES: code region, then RAM */

static inline uint8_t *shadow_at(uint32_t addr) {
  if (addr < REGION_BYTES) return shadow + addr;
  if (addr - RAM_BASE < REGION_BYTES) return shadow + REGION_BYTES + (addr - RAM_BASE);
  return NULL;
}

/* The part of a rule the replay reads for every instruction, 16 bytes. */
typedef struct {
  uint32_t src, dst;
  uint32_t keep; /* taint kept across the instruction: ~dst, or all for a conditional one */
  uint32_t bad;  /* registers (and NZCV) whose taint makes this instruction a finding */
} hot_rule;

/* op[i]: enum ct_op, plus SINGLE when a load/store moves one core register
 * (slot0[i]): the replay's fast path, which then needs no cold rule. */
#define SINGLE 0x10u

/* A run of register-only rules [first, end), then the memory rule `end` (when
 * end < n). The run's effect depends only on the taint it starts with, so the
 * last (input, output) pair is kept: loops repeat it. Runs that reported a
 * finding are not memoised (they are replayed, and counted, every time). */
typedef struct {
  uint32_t memo_in, memo_out;
  uint16_t first, end;
  uint8_t memo_ok;
  uint8_t resolved; /* holds a rule resolved by the branch: its effect is not memoised */
} segment;

typedef struct {
  uint32_t n, nseg;
  uint8_t *op;
  uint8_t *slot0;
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

static struct {
  uint32_t secret_lo, secret_hi, public_lo, public_hi;
  int m3;
  FILE *out;
} cfg;

/* Run-time state: mps2-an386 runs one vCPU on one thread, so plain globals. */
static struct {
  uint32_t taint;          /* register set bits (rules.h) that hold secret data */
  tb_desc *pending;        /* the TB whose accesses are being logged */
  access log[LOG_MAX + 1]; /* + the replay's sentinel */
  uint32_t nlog;
  uint64_t log_overflow, unmatched, insns, secret_bytes;
  finding *findings;
  size_t nfind, capfind;
} st;

static __attribute__((noinline, cold)) void report(uint32_t pc, unsigned kind) {
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

static inline uint32_t bit(unsigned b) {
  return (uint32_t)1 << b;
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

/* Applies the logged accesses of instruction `index` (a load, store or marker),
 * one 32-bit slot (or the part of one an access covers) at a time. */
static __attribute__((noinline)) void apply_memory(const ct_rule *r, uint32_t index,
                                                   uint32_t *cur) {
  uint32_t pos = 0; /* bytes of the transfer done so far */
  uint32_t loaded = 0, loaded_mask = 0;
  const unsigned op = r->op;
  while (*cur < st.nlog && st.log[*cur].index == index) {
    const access *a = &st.log[(*cur)++];
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

/* Works out which findings a rule's `bad` set stood for. */
static __attribute__((noinline, cold)) void report_rule(const ct_rule *r, uint32_t t) {
  if (r->cond_kind && (t & CT_NZCV)) report(r->pc, r->cond_kind);
  if (r->addr & t) report(r->pc, CT_ADDRESS);
  if (r->check_kind && ((r->check & t) || r->check_kind == CT_UNDECODED))
    report(r->pc, r->check_kind);
}

/* The register rules [i, end) from taint t; *found when one reported. */
static inline uint32_t run_alu(const tb_desc *d, uint32_t i, uint32_t end, uint32_t t, int *found) {
  const hot_rule *h = d->hot;
  for (; i < end; i++) {
    if (__builtin_expect((t & h[i].bad) != 0, 0)) {
      report_rule(&d->rules[i], t);
      *found = 1;
    }
    uint32_t flow = (t & h[i].src) ? h[i].dst : 0;
    t = (t & h[i].keep) | flow;
  }
  return t;
}

/* The memory rule i: its register part, then its logged accesses. */
static inline uint32_t memory_step(const tb_desc *d, uint32_t i, uint32_t *cur, uint32_t t) {
  const hot_rule *h = &d->hot[i];
  if (__builtin_expect((t & h->bad) != 0, 0)) report_rule(&d->rules[i], t);
  uint32_t flow = (t & h->src) ? h->dst : 0;
  t = (t & h->keep) | flow;
  unsigned o = d->op[i];
  const access *a = &st.log[*cur];
  if (a->index != i) return t; /* a conditional access that did not happen */
  /* The common case: one register, one access of at most a word, in one range. */
  if ((o & SINGLE) && a->size <= 4 && a[1].index != i) {
    uint8_t *sh = shadow_span(a->addr, a->size);
    if (sh) {
      uint32_t b = bit(d->slot0[i]);
      (*cur)++;
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
  apply_memory(&d->rules[i], i, cur);
  return st.taint;
}

#define RUN_IF_TAKEN 1u
#define RUN_IF_NOT_TAKEN 2u

/* Sets the hot rules of the predicated instructions whose execution the final
 * branch tells: taken is 1 or 0 when next_pc showed it, else -1 (the union). */
static void resolve_predicated(tb_desc *d, int taken) {
  for (uint32_t i = 0; i < d->n; i++) {
    if (!d->resolve[i]) continue;
    int ran = taken < 0 ? -1 : (d->resolve[i] == RUN_IF_TAKEN) == (taken == 1);
    d->hot[i].keep = ran == 1 ? ~d->rules[i].dst : ~(uint32_t)0;
    d->hot[i].src = ran == 0 ? 0 : d->rules[i].src;
  }
}

/* Replays one executed TB: its rules in order, with its logged accesses. next_pc
 * is the start of the TB that ran after it, or 1 (no Thumb TB starts there). */
static void replay(tb_desc *d, uint32_t next_pc) {
  uint32_t cur = 0;
  uint32_t t = st.taint;
  st.log[st.nlog].index = UINT32_MAX; /* sentinel: no bounds checks below */
  if (d->resolve)
    resolve_predicated(d, next_pc == d->taken_pc ? 1 : next_pc == d->fall_pc ? 0 : -1);
  for (uint32_t k = 0; k < d->nseg; k++) {
    segment *g = &d->seg[k];
    if (g->end > g->first) {
      if (g->memo_ok && g->memo_in == t && !g->resolved) {
        t = g->memo_out;
      } else {
        uint32_t in = t;
        int found = 0;
        t = run_alu(d, g->first, g->end, t, &found);
        g->memo_in = in;
        g->memo_out = t;
        g->memo_ok = !found;
      }
    }
    if (g->end < d->n) t = memory_step(d, g->end, &cur, t);
  }
  st.taint = t;
  st.insns += d->n;
  st.unmatched += st.nlog - cur;
}

static void tb_exec(unsigned int vcpu, void *udata) {
  (void)vcpu;
  if (st.pending) replay(st.pending, ((const tb_desc *)udata)->rules[0].pc);
  st.pending = udata;
  st.nlog = 0;
}

static void mem_access(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void *udata) {
  (void)vcpu;
  if (__builtin_expect(st.nlog >= LOG_MAX, 0)) {
    st.log_overflow++;
    return;
  }
  access *a = &st.log[st.nlog++];
  a->index = (uint32_t)(uintptr_t)udata;
  a->addr = (uint32_t)vaddr;
  a->size = 1u << qemu_plugin_mem_size_shift(info);
}

static void tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
  (void)id;
  size_t n = qemu_plugin_tb_n_insns(tb);
  if (n == 0) return;
  /* Descriptors live as long as QEMU may run the block; blocks are rarely
   * retranslated on this machine, so they are simply never freed. */
  tb_desc *d = calloc(1, sizeof(*d) + n * sizeof(hot_rule));
  if (!d) return;
  d->rules = calloc(n, sizeof(ct_rule));
  d->op = calloc(n, 1);
  d->slot0 = calloc(n, 1);
  if (!d->rules || !d->op || !d->slot0) return;
  d->n = (uint32_t)n;
  for (size_t i = 0; i < n; i++) {
    struct qemu_plugin_insn *qi = qemu_plugin_tb_get_insn(tb, i);
    uint32_t pc = (uint32_t)qemu_plugin_insn_vaddr(qi);
    ct_rule *r = &d->rules[i];
    ct_rule_decode(qemu_plugin_insn_data(qi), qemu_plugin_insn_size(qi), pc, cfg.m3, r);
    if (r->op == CT_OP_LOAD && pc >= cfg.secret_lo && pc < cfg.secret_hi) r->op = CT_OP_SECRET;
    if (r->op == CT_OP_LOAD && pc >= cfg.public_lo && pc < cfg.public_hi) r->op = CT_OP_PUBLIC;
    hot_rule *h = &d->hot[i];
    h->src = r->src;
    h->dst = r->dst;
    h->keep = r->cond_kind ? ~(uint32_t)0 : ~r->dst;
    h->bad = r->addr | (r->check_kind ? r->check : 0) | (r->cond_kind ? CT_NZCV : 0);
    /* Not checked, so reported whatever the taint, once per translation. */
    if (r->check_kind == CT_UNDECODED) report(pc, CT_UNDECODED);
    d->op[i] = r->op;
    if ((r->op == CT_OP_LOAD || r->op == CT_OP_STORE) && r->nslots == 1) {
      d->op[i] |= SINGLE;
      d->slot0[i] = r->slot[0];
    }
    if (r->op != CT_OP_ALU)
      qemu_plugin_register_vcpu_mem_cb(qi, mem_access, QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW,
                                       (void *)(uintptr_t)i);
  }
  /* A final conditional branch tells, by where the next TB starts, whether the
   * register-only instructions predicated on its condition (or the inverse) ran,
   * when no flag write lies between them and it. Its two successors must differ. */
  const ct_rule *last = &d->rules[n - 1];
  if (last->cond_kind == CT_BRANCH && last->target && last->target != last->pc + last->size) {
    for (size_t i = n - 1; i-- > 0;) {
      const ct_rule *r = &d->rules[i];
      if (r->dst & CT_NZCV) break;
      if (r->cond_kind != CT_PREDICATED || r->op != CT_OP_ALU) continue;
      unsigned how = r->cc == last->cc                  ? RUN_IF_TAKEN
                     : r->cc == ct_cc_inverse(last->cc) ? RUN_IF_NOT_TAKEN
                                                        : 0;
      if (!how) continue;
      if (!d->resolve && !(d->resolve = calloc(n, 1))) return;
      d->resolve[i] = (uint8_t)how;
    }
    d->taken_pc = last->target;
    d->fall_pc = last->pc + last->size;
  }
  /* Segments: each memory rule closes one. */
  d->seg = calloc(n + 1, sizeof(segment));
  if (!d->seg) return;
  uint32_t first = 0;
  for (uint32_t i = 0; i <= d->n; i++) {
    if (i < d->n && d->op[i] == CT_OP_ALU) continue;
    uint8_t resolved = 0;
    for (uint32_t j = first; d->resolve && j < i; j++) resolved |= d->resolve[j];
    d->seg[d->nseg++] = (segment){0, 0, (uint16_t)first, (uint16_t)i, 0, resolved != 0};
    first = i + 1;
  }
  qemu_plugin_register_vcpu_tb_exec_cb(tb, tb_exec, QEMU_PLUGIN_CB_NO_REGS, d);
}

static void at_exit(qemu_plugin_id_t id, void *udata) {
  (void)id;
  (void)udata;
  if (st.pending) replay(st.pending, 1);
  st.pending = NULL;
  FILE *f = cfg.out;
  char line[160];
  for (size_t i = 0; i < st.nfind; i++) {
    snprintf(line, sizeof(line), "finding %s 0x%08" PRIx32 " %" PRIu64 "\n",
             kind_name[st.findings[i].kind], st.findings[i].pc, st.findings[i].times);
    if (f)
      fputs(line, f);
    else
      qemu_plugin_outs(line);
  }
  snprintf(line, sizeof(line),
           "done findings %zu secret_bytes %" PRIu64 " insns %" PRIu64 " lost_accesses %" PRIu64
           "\n",
           st.nfind, st.secret_bytes, st.insns, st.log_overflow + st.unmatched);
  if (f) {
    fputs(line, f);
    fclose(f);
  } else {
    qemu_plugin_outs(line);
  }
  cfg.out = NULL;
  thumb_decoder_close();
}

/* plugin_parse_range within the 32-bit address space. */
static int parse_range(const char *s, uint32_t *lo, uint32_t *hi) {
  uint64_t l, h;
  if (plugin_parse_range(s, &l, &h) || h > 0xFFFFFFFFull) return -1;
  *lo = (uint32_t)l;
  *hi = (uint32_t)h;
  return 0;
}

static int fail(const char *what, const char *arg) {
  char msg[512];
  snprintf(msg, sizeof(msg), "ctcheck: %s: %s\n", what, arg);
  qemu_plugin_outs(msg);
  if (cfg.out) fclose(cfg.out);
  cfg.out = NULL;
  return -1;
}

QEMU_PLUGIN_EXPORT int qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info, int argc,
                                           char **argv) {
  if (!info || !info->target_name || strcmp(info->target_name, "arm") != 0)
    return fail("needs qemu-system-arm, got", info && info->target_name ? info->target_name : "?");
  const char *out = NULL;
  int have_secret = 0, have_public = 0;
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "secret=", 7)) {
      if (parse_range(a + 7, &cfg.secret_lo, &cfg.secret_hi)) return fail("bad range", a);
      have_secret = 1;
    } else if (!strncmp(a, "public=", 7)) {
      if (parse_range(a + 7, &cfg.public_lo, &cfg.public_hi)) return fail("bad range", a);
      have_public = 1;
    } else if (!strncmp(a, "out=", 4)) {
      out = a + 4;
    } else if (!strcmp(a, "m3=on")) {
      cfg.m3 = 1;
    } else {
      return fail("unknown argument", a);
    }
  }
  if (!have_secret || !have_public)
    return fail("missing argument", "secret=0xLO-0xHI and public=0xLO-0xHI are required");
  if (out) {
    cfg.out = fopen(out, "w");
    if (!cfg.out) return fail("cannot open out file", out);
  }
  shadow = calloc(2, REGION_BYTES);
  if (!shadow) return fail("out of memory", "shadow map");
  if (thumb_decoder_open()) return fail("capstone", "cannot open the Thumb decoder");
  qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
  qemu_plugin_register_atexit_cb(id, at_exit, NULL);
  return 0;
}
