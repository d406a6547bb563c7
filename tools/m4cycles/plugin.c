/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * m4cycles: QEMU 7.2 TCG plugin that estimates Cortex-M4 cycles of the code
 * run between two harness marker functions.
 *
 *   -plugin libm4cycles.so,begin=0x<addr>,end=0x<addr>,flash=0x<lo>-0x<hi>[:0x<lo>-0x<hi>...],
 *           out=<file>[,range=0x<lo>-0x<hi>]...
 *
 * Every translation block (TB) is priced once, at translation: the sum of its
 * instructions' costs plus the pairwise interactions and fetch-alignment runs
 * inside it. At run time a single callback per executed TB adds that static
 * cost and what is only known dynamically: the interaction between the
 * previous TB's last instruction and this TB's first, the refill of a
 * conditional branch (taken exactly when this TB does not start at the
 * branch's fall-through), the extra fetch after a jump to an unaligned 32-bit
 * instruction, and a run of unaligned 32-bit instructions that continues from
 * the previous TB. Every instruction that accesses memory also gets a memory
 * callback: the address decides whether it pays for flash (M4_FLASH_EXTRA);
 * `flash=` lists the platform's flash (its memory map), anything else is
 * zero-wait SRAM or a peripheral, which measured regions do not touch.
 *
 * Output (one line per begin..end pair, then a summary at exit):
 *   region <i> insns <n> cycles <c> inrange_insns <n2> inrange_cycles <c2> model <v>
 *   done regions <count>
 */
#include "../plugin_common/args.h"
#include "../plugin_common/thumb.h"
#include "cost.h"
#include "../plugin_common/qemu_plugin_api.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

#define MAX_RANGES 64
#define MAX_FLASH 8

enum marker { MARK_NONE, MARK_BEGIN, MARK_END };

/* Everything the run-time callback needs about one translated block. */
typedef struct tb_desc {
  uint64_t vaddr;
  uint64_t fallthrough; /* address after the last instruction */
  uint64_t cost;        /* static cycles: own costs + in-block pair extras */
  uint64_t cost_in;     /* the part of `cost` from instructions inside a range */
  uint32_t n_insns;
  uint32_t n_in; /* instructions inside a range */
  m4_insn first, last;
  uint8_t first_in, last_in; /* first/last instruction inside a range */
  /* Runs of 32-bit instructions at the block's start (head) and end (tail),
   * so that a run continuing across a fall-through boundary is priced once. */
  uint16_t head_len, tail_len;
  uint8_t head_all_str, head_charged, tail_all_str, tail_charged, tail_unaligned;
  uint8_t marker;
  /* The dynamic extra depends only on (previous block, this block); loops
   * repeat the same pair, so the last one is cached. */
  const struct tb_desc *cache_prev;
  int64_t cache_extra, cache_extra_in;
} tb_desc;

static struct {
  uint64_t begin, end;
  int have_begin, have_end;
  uint64_t lo[MAX_RANGES], hi[MAX_RANGES];
  unsigned n_ranges;
  uint64_t flash_lo[MAX_FLASH], flash_hi[MAX_FLASH];
  unsigned n_flash;
  FILE *out;
} cfg;

/* Run-time state. QEMU runs the single Cortex-M4 vCPU of mps2-an386 on one
 * thread, so plain globals are enough. Counters run all the time (no branch
 * on "inside a region" in the hot path); a region is the difference of two
 * snapshots taken by the marker blocks. */
static struct {
  const tb_desc *prev; /* previous block executed, NULL right after a marker */
  uint64_t insns, cycles, in_insns, in_cycles;
  uint64_t insns0, cycles0, in_insns0, in_cycles0; /* snapshot at region begin */
  int active;
  unsigned regions;
  uint64_t entries; /* blocks entered: with an instruction's id, names one execution of it */
  uintptr_t flash_insn;
  uint64_t flash_entry; /* the execution last charged for flash */
} st;

/* An instruction's memory-callback tag: a unique number, shifted, with bit 0 set
 * when the instruction lies inside a hashing range. */
static uintptr_t next_mem_id;

static void emit(const char *line) {
  if (cfg.out) {
    fputs(line, cfg.out);
    fflush(cfg.out); /* a crashed or killed run still leaves complete lines */
  } else {
    qemu_plugin_outs(line);
  }
}

static int in_range(uint64_t a) {
  for (unsigned i = 0; i < cfg.n_ranges; i++)
    if (a >= cfg.lo[i] && a < cfg.hi[i]) return 1;
  return 0;
}

static int in_flash(uint64_t a) {
  for (unsigned i = 0; i < cfg.n_flash; i++)
    if (a >= cfg.flash_lo[i] && a < cfg.flash_hi[i]) return 1;
  return 0;
}

/* Runs for every access of every memory instruction; charges an instruction
 * once per execution however many of its words come from flash. */
static void mem_access(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr, void *udata) {
  (void)vcpu;
  (void)info;
  uintptr_t tag = (uintptr_t)udata;
  if (!in_flash(vaddr) || (st.flash_insn == tag && st.flash_entry == st.entries)) return;
  st.flash_insn = tag;
  st.flash_entry = st.entries;
  st.cycles += M4_FLASH_EXTRA;
  if (tag & 1) st.in_cycles += M4_FLASH_EXTRA;
}

static void region_end(void) {
  uint64_t insns = st.insns - st.insns0, cycles = st.cycles - st.cycles0;
  uint64_t in_insns = st.in_insns - st.in_insns0, in_cycles = st.in_cycles - st.in_cycles0;
  /* Drop the BL that called the end marker: regions hold only the code
   * between the two calls (the begin marker and its call are never counted). */
  const tb_desc *p = st.prev;
  if (p && (p->last.flags & M4_CALL) && insns > 0) {
    insns -= 1;
    cycles -= p->last.cost;
    if (p->last_in) {
      in_insns -= 1;
      in_cycles -= p->last.cost;
    }
  }
  char line[256];
  snprintf(line, sizeof(line),
           "region %u insns %" PRIu64 " cycles %" PRIu64 " inrange_insns %" PRIu64
           " inrange_cycles %" PRIu64 " model %d\n",
           st.regions, insns, cycles, in_insns, in_cycles, M4_MODEL_VERSION);
  emit(line);
  st.regions++;
  st.active = 0;
}

static void marker_exec(unsigned int vcpu, void *udata) {
  (void)vcpu;
  const tb_desc *d = udata;
  if (d->marker == MARK_BEGIN) {
    st.active = 1;
    st.insns0 = st.insns;
    st.cycles0 = st.cycles;
    st.in_insns0 = st.in_insns;
    st.in_cycles0 = st.in_cycles;
  } else if (st.active) {
    region_end();
  }
  st.prev = NULL; /* the marker's own return is not charged to the region */
}

/* Cycles added to block `d` because block `p` ran right before it: the pair
 * rule across the boundary and the refill of a taken conditional branch. */
static void entry_extra(const tb_desc *p, const tb_desc *d, int64_t *e, int64_t *ei) {
  int64_t x = 0, xi = 0;
  if (p) {
    int pair = m4_pair_extra(&p->last, &d->first);
    x += pair;
    if (d->first_in) xi += pair;
    if ((p->last.flags & M4_CONDBR) && d->vaddr != p->fallthrough) {
      x += M4_REFILL;
      if (p->last_in) xi += M4_REFILL;
    }
    /* A run of unaligned 32-bit instructions that continues from the
     * previous block into this one (fall-through) and reaches the run
     * length only when both parts are counted. */
    if (d->vaddr == p->fallthrough && p->tail_len && d->head_len && p->tail_unaligned &&
        !p->tail_charged && !d->head_charged) {
      unsigned need = M4_UNALIGNED_RUN_LEN + ((p->tail_all_str && d->head_all_str) ? 1u : 0u);
      if (p->tail_len + d->head_len >= need) {
        x += M4_UNALIGNED_RUN;
        if (d->first_in) xi += M4_UNALIGNED_RUN;
      }
    }
    /* Any jump (taken branch, call, return) to a 32-bit instruction that
     * is not word aligned: one more fetch before the target decodes. */
    if (d->vaddr != p->fallthrough && d->first.size == 4 && (d->vaddr & 2)) {
      x += M4_UNALIGNED_TARGET;
      if (d->first_in) xi += M4_UNALIGNED_TARGET;
    }
  }
  *e = x;
  *ei = xi;
}

/* Adds block `d` to the totals (cycles and instructions) and returns the
 * in-range part of its dynamic extra. */
static inline int64_t tb_enter(tb_desc *d) {
  const tb_desc *p = st.prev;
  if (__builtin_expect(d->cache_prev != p, 0)) {
    entry_extra(p, d, &d->cache_extra, &d->cache_extra_in);
    d->cache_prev = p;
  }
  st.cycles += d->cost + (uint64_t)d->cache_extra;
  st.insns += d->n_insns;
  st.prev = d;
  st.entries++;
  return d->cache_extra_in;
}

static void tb_exec(unsigned int vcpu, void *udata) {
  (void)vcpu;
  tb_desc *d = udata;
  int64_t extra_in = tb_enter(d);
  st.in_cycles += d->cost_in + (uint64_t)extra_in;
  st.in_insns += d->n_in;
}

/* The same without the hashing-range counters, used when no range is given. */
static void tb_exec_noranges(unsigned int vcpu, void *udata) {
  (void)vcpu;
  tb_enter(udata);
}

static void tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb) {
  (void)id;
  size_t n = qemu_plugin_tb_n_insns(tb);
  if (n == 0) return;
  /* Descriptors live as long as QEMU may run the block; blocks are rarely
   * retranslated on this machine, so they are simply never freed. */
  tb_desc *d = calloc(1, sizeof(*d));
  if (!d) return;
  m4_insn prev_insn;
  memset(&prev_insn, 0, sizeof(prev_insn));
  /* Current run of consecutive 32-bit instructions starting at an address
   * that is 2 mod 4 (all of its members are then unaligned). */
  unsigned run_len = 0, run_all_str = 0, run_charged = 0, run_unaligned = 0;
  /* A marker block's own cost is never counted, nor are its loads (the board
   * frame's markers read the cycle counter's address from a literal pool). */
  uint64_t tb_va = qemu_plugin_tb_vaddr(tb);
  int is_marker = (cfg.have_begin && tb_va == cfg.begin) || (cfg.have_end && tb_va == cfg.end);
  for (size_t i = 0; i < n; i++) {
    struct qemu_plugin_insn *qi = qemu_plugin_tb_get_insn(tb, i);
    uint64_t va = qemu_plugin_insn_vaddr(qi);
    size_t qsize = qemu_plugin_insn_size(qi);
    m4_insn mi;
    /* Sizes come from the decoder: QEMU 7.2 misreports the bytes of the
     * instruction before a 32-bit one that crosses a page. */
    m4_cost_decode(qemu_plugin_insn_data(qi), qsize, va, (unsigned)(qsize ? qsize : 2), &mi);
    int inr = in_range(va);
    int64_t c = mi.cost;
    /* Only reads can touch flash: on the boards a store to flash is a bus
     * fault. The stack is in SRAM on every platform (the linker scripts put it
     * in RAM), so SP-based accesses need no look-up. Each callback costs a
     * helper call per access; these two cases keep the plugin's overhead low.
     * The callback is registered for both directions: for QEMU_PLUGIN_MEM_R
     * alone Debian's QEMU 7.2 called it for none of the loads (the literal
     * regions of rules.S catch that). */
    if ((mi.flags & M4_ANYLOAD) && mi.addr_regs != (1u << 13) && !is_marker) {
      next_mem_id += 2;
      qemu_plugin_register_vcpu_mem_cb(qi, mem_access, QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW,
                                       (void *)(next_mem_id | (uintptr_t)(inr != 0)));
    }
    /* Calls end a run and are not part of one: the pipeline refills at
     * their target anyway (and the end marker's call is not measured). */
    if (mi.size == 4 && !(mi.flags & M4_CALL)) {
      if (run_len == 0) {
        run_unaligned = (va & 2) != 0;
        run_all_str = 1;
        run_charged = 0;
      }
      run_len++;
      if (!(mi.flags & M4_STORE1)) run_all_str = 0;
      if (run_unaligned && !run_charged &&
          run_len >= M4_UNALIGNED_RUN_LEN + (run_all_str ? 1u : 0u)) {
        c += M4_UNALIGNED_RUN;
        run_charged = 1;
      }
    } else {
      run_len = 0;
    }
    if (run_len == i + 1) { /* the block so far is one run of 32-bit instructions */
      d->head_len = (uint16_t)run_len;
      d->head_all_str = (uint8_t)run_all_str;
      d->head_charged = (uint8_t)run_charged;
    }
    if (i == 0) {
      d->vaddr = va;
      d->first = mi;
      d->first_in = (uint8_t)inr;
    } else {
      c += m4_pair_extra(&prev_insn, &mi);
    }
    d->cost += (uint64_t)c;
    if (inr) {
      d->cost_in += (uint64_t)c;
      d->n_in++;
    }
    d->fallthrough = va + mi.size;
    d->last = mi;
    d->last_in = (uint8_t)inr;
    prev_insn = mi;
  }
  d->n_insns = (uint32_t)n;
  d->tail_len = (uint16_t)run_len;
  d->tail_all_str = (uint8_t)run_all_str;
  d->tail_charged = (uint8_t)run_charged;
  d->tail_unaligned = (uint8_t)run_unaligned;
  if (cfg.have_begin && d->vaddr == cfg.begin)
    d->marker = MARK_BEGIN;
  else if (cfg.have_end && d->vaddr == cfg.end)
    d->marker = MARK_END;
  entry_extra(NULL, d, &d->cache_extra, &d->cache_extra_in);
  qemu_plugin_vcpu_udata_cb_t cb = tb_exec;
  if (d->marker)
    cb = marker_exec;
  else if (cfg.n_ranges == 0)
    cb = tb_exec_noranges;
  qemu_plugin_register_vcpu_tb_exec_cb(tb, cb, QEMU_PLUGIN_CB_NO_REGS, d);
}

static void at_exit(qemu_plugin_id_t id, void *udata) {
  (void)id;
  (void)udata;
  char line[64];
  snprintf(line, sizeof(line), "done regions %u\n", st.regions);
  emit(line);
  if (cfg.out) fclose(cfg.out);
  cfg.out = NULL;
  thumb_decoder_close();
}

/* One "lo-hi" range (plugin_parse_range) more. */
static int add_range(const char *s) {
  uint64_t lo, hi;
  if (cfg.n_ranges >= MAX_RANGES || plugin_parse_range(s, &lo, &hi)) return -1;
  cfg.lo[cfg.n_ranges] = lo;
  cfg.hi[cfg.n_ranges] = hi;
  cfg.n_ranges++;
  return 0;
}

/* One "lo-hi" of flash more. */
static int add_flash(const char *s) {
  uint64_t lo, hi;
  if (cfg.n_flash >= MAX_FLASH || plugin_parse_range(s, &lo, &hi)) return -1;
  cfg.flash_lo[cfg.n_flash] = lo;
  cfg.flash_hi[cfg.n_flash] = hi;
  cfg.n_flash++;
  return 0;
}

static int fail(const char *what, const char *arg) {
  char msg[512];
  snprintf(msg, sizeof(msg), "m4cycles: %s: %s\n", what, arg);
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
  for (int i = 0; i < argc; i++) {
    const char *a = argv[i];
    if (!strncmp(a, "begin=", 6)) {
      if (plugin_parse_u64(a + 6, &cfg.begin)) return fail("bad begin address", a);
      cfg.begin &= ~(uint64_t)1;
      cfg.have_begin = 1;
    } else if (!strncmp(a, "end=", 4)) {
      if (plugin_parse_u64(a + 4, &cfg.end)) return fail("bad end address", a);
      cfg.end &= ~(uint64_t)1;
      cfg.have_end = 1;
    } else if (!strncmp(a, "out=", 4)) {
      out = a + 4;
    } else if (!strncmp(a, "range=", 6)) {
      if (add_range(a + 6)) return fail("bad range (want 0xLO-0xHI, at most 64)", a);
    } else if (!strncmp(a, "ranges=", 7)) {
      if (plugin_parse_list(a + 7, add_range))
        return fail("bad ranges (want 0xLO-0xHI:0xLO-0xHI...)", a);
    } else if (!strncmp(a, "flash=", 6)) {
      if (plugin_parse_list(a + 6, add_flash))
        return fail("bad flash (want 0xLO-0xHI[:0xLO-0xHI], at most 8)", a);
    } else {
      return fail("unknown argument", a);
    }
  }
  if (!cfg.have_begin || !cfg.have_end)
    return fail("missing argument", "begin=0x... and end=0x... are required");
  /* Without the memory map every flash access would silently be priced as SRAM. */
  if (!cfg.n_flash)
    return fail("missing argument", "flash=0xLO-0xHI (the platform's flash) is required");
  if (out) {
    /* One file per run: truncated here, then one line per finished region. */
    cfg.out = fopen(out, "w");
    if (!cfg.out) return fail("cannot open out file", out);
  }
  if (thumb_decoder_open()) return fail("capstone", "cannot open the Thumb decoder");
  qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
  qemu_plugin_register_atexit_cb(id, at_exit, NULL);
  return 0;
}
