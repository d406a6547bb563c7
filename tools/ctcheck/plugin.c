/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * ctcheck: QEMU 7.2 TCG plugin that follows secret data through the Cortex-M4
 * instruction stream and reports where it could change the timing.
 *
 *   -plugin libctcheck.so,secret=0xLO-0xHI,public=0xLO-0xHI,out=<file>[,m3=on]
 *           [,verify=on][,digest=on]
 *
 * secret / public are the code ranges of the marker functions pqkit_ct_secret
 * and pqkit_ct_public: every byte a load inside them reads becomes secret
 * (public). Registers carry one taint bit each, memory one per byte
 * (both RAM ranges of mps2-an386).
 *
 * The QEMU side: each translated block's instructions are decoded into rules
 * (rules.c) and laid out (layout.c); one callback per executed block hands the
 * block that ran before it to the replay (replay.c), and one callback per logged
 * memory access records its address. Most transfers log nothing: their addresses
 * are placed from their base register's first logged one (layout.c).
 *
 * A conditional instruction that did not execute logs no access, and its register
 * part only adds taint, so it never hides any; except that an IT-predicated
 * register instruction whose condition is the one (or the inverse of the one) of
 * the conditional branch ending its TB, with no flag write in between, executed
 * exactly when that branch was (or was not) taken, which the start of the next TB
 * shows; and that an IT block's then and else instructions writing the same
 * registers replace their taint together (layout.c).
 *
 * Test options: verify=on logs every access, counts the placed addresses that
 * differ from the logged ones and replays without the whole-block memo;
 * digest=on prints a hash of the final taint of memory and registers and the
 * replays the memo saved. The test suite compares the two on whole programs.
 *
 * Output:
 *   finding <kind> 0x<pc> <times>      (once per instruction, in order of first sight)
 *   done findings <n> secret_bytes <b> insns <i> lost_accesses <l>
 *        [placed <p> misplaced <m>] [digest <hex> memoised <r>]
 */
#include "../plugin_common/qemu_plugin_api.h"
#include "../plugin_common/args.h"
#include "../plugin_common/thumb.h"
#include "tb.h"

#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static const char *const kind_name[CT_KINDS] = {
    "none",    "branch", "predicated", "cbz",      "table",
    "address", "div",    "mul",        "indirect", "undecoded",
};

uint8_t *shadow;
ct_config cfg;

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
  if (!d) {
    st.log_overflow++; /* untracked: counted as lost, which fails the run */
    return;
  }
  d->rules = calloc(n, sizeof(ct_rule));
  d->op = calloc(n, 1);
  d->slot0 = calloc(n, 1);
  d->place = calloc(n, 1);
  d->group = calloc(n, sizeof(uint16_t));
  d->offset = calloc(n, sizeof(int32_t));
  d->span_lo = calloc(n + 1, sizeof(int32_t));
  d->span_hi = calloc(n + 1, sizeof(int32_t));
  if (!d->rules || !d->op || !d->slot0 || !d->place || !d->group || !d->offset || !d->span_lo ||
      !d->span_hi) {
    st.log_overflow++;
    return;
  }
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
    h->keep = r->cond_kind ? ~(ct_regs)0 : ~r->dst;
    h->bad = r->addr | (r->check_kind ? r->check : 0) | (r->cond_kind ? CT_NZCV : 0);
    /* Not checked, so reported whatever the taint, once per translation. */
    if (r->check_kind == CT_UNDECODED) report(pc, CT_UNDECODED);
    d->op[i] = r->op;
    if ((r->op == CT_OP_LOAD || r->op == CT_OP_STORE) && r->nslots == 1) {
      d->op[i] |= SINGLE;
      d->slot0[i] = r->slot[0];
    }
  }
  if (tb_layout(d) != 0) {
    st.log_overflow++; /* untracked: counted as lost, which fails the run */
    return;
  }
  for (size_t i = 0; i < n; i++)
    if (d->rules[i].op != CT_OP_ALU && (d->place[i] < PLACED || cfg.verify))
      qemu_plugin_register_vcpu_mem_cb(qemu_plugin_tb_get_insn(tb, i), mem_access,
                                       QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW,
                                       (void *)(uintptr_t)i);
  qemu_plugin_register_vcpu_tb_exec_cb(tb, tb_exec, QEMU_PLUGIN_CB_NO_REGS, d);
}

/* FNV-1a over the final taint of memory and registers: runs that must agree
 * (verify=on against the fast paths) compare it. */
static uint64_t taint_digest(void) {
  uint64_t h = 0xcbf29ce484222325ull;
  for (size_t k = 0; k < 2 * REGION_BYTES; k++) h = (h ^ shadow[k]) * 0x100000001b3ull;
  for (unsigned k = 0; k < 8; k++) h = (h ^ ((st.taint >> (8 * k)) & 0xFFu)) * 0x100000001b3ull;
  return h;
}

static void at_exit(qemu_plugin_id_t id, void *udata) {
  (void)id;
  (void)udata;
  if (st.pending) replay(st.pending, 1);
  st.pending = NULL;
  FILE *f = cfg.out;
  char line[256];
  for (size_t i = 0; i < st.nfind; i++) {
    snprintf(line, sizeof(line), "finding %s 0x%08" PRIx32 " %" PRIu64 "\n",
             kind_name[st.findings[i].kind], st.findings[i].pc, st.findings[i].times);
    if (f)
      fputs(line, f);
    else
      qemu_plugin_outs(line);
  }
  int len = snprintf(line, sizeof(line),
                     "done findings %zu secret_bytes %" PRIu64 " insns %" PRIu64
                     " lost_accesses %" PRIu64,
                     st.nfind, st.secret_bytes, st.insns, st.log_overflow + st.unmatched);
  if (cfg.verify)
    snprintf(line + len, sizeof(line) - (size_t)len, " placed %" PRIu64 " misplaced %" PRIu64,
             st.placed, st.misplaced);
  len = (int)strlen(line);
  if (cfg.digest)
    snprintf(line + len, sizeof(line) - (size_t)len, " digest %016" PRIx64 " memoised %" PRIu64,
             taint_digest(), st.memo_hits);
  strncat(line, "\n", sizeof(line) - strlen(line) - 1);
  if (f) {
    fputs(line, f);
    fclose(f);
  } else {
    qemu_plugin_outs(line);
  }
  cfg.out = NULL;
  thumb_decoder_close();
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
      if (plugin_parse_range32(a + 7, &cfg.secret_lo, &cfg.secret_hi)) return fail("bad range", a);
      have_secret = 1;
    } else if (!strncmp(a, "public=", 7)) {
      if (plugin_parse_range32(a + 7, &cfg.public_lo, &cfg.public_hi)) return fail("bad range", a);
      have_public = 1;
    } else if (!strncmp(a, "out=", 4)) {
      out = a + 4;
    } else if (!strcmp(a, "m3=on")) {
      cfg.m3 = 1;
    } else if (!strcmp(a, "verify=on")) {
      cfg.verify = 1;
    } else if (!strcmp(a, "digest=on")) {
      cfg.digest = 1;
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
  shadow = calloc(1, 2 * REGION_BYTES + 4); /* + 4: the replay reads whole words */
  st.group_shadow[0] = (uintptr_t)shadow;   /* literals: in the code range (fast_segment) */
  if (!shadow) return fail("out of memory", "shadow map");
  if (thumb_decoder_open()) return fail("capstone", "cannot open the Thumb decoder");
  qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
  qemu_plugin_register_atexit_cb(id, at_exit, NULL);
  return 0;
}
