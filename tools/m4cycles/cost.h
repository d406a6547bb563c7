/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Cortex-M4 per-instruction cost model: turns one decoded Thumb/Thumb-2/VFP
 * instruction into a compact descriptor, and prices the interaction of two
 * instructions executed back to back. The rules and their sources are in
 * docs/cycle-model.md; bump M4_MODEL_VERSION whenever a rule or constant
 * changes, because stored results record it.
 */
#ifndef M4CYCLES_COST_H
#define M4CYCLES_COST_H

#include <capstone/capstone.h>
#include <stdint.h>

#define M4_MODEL_VERSION 5

/* Pipeline refill after a taken branch or any other write to the PC. */
#define M4_REFILL 2
/* Fetch-alignment penalties (model 2). The core fetches one aligned 32-bit
 * word per cycle: a 32-bit instruction at an address that is 2 mod 4 spans
 * two fetch words. A taken branch to such an instruction needs one more
 * fetch before it can decode (the TRM's P is 1..3 "depending on the alignment
 * and width of the target instruction"), and a run of such instructions
 * eventually drains the prefetch buffer by one word. */
#define M4_UNALIGNED_TARGET 1
#define M4_UNALIGNED_RUN 1
/* A run of consecutive unaligned 32-bit instructions costs M4_UNALIGNED_RUN
 * once it reaches this length (one more when every one of them is a store). */
#define M4_UNALIGNED_RUN_LEN 3
/* Data access to flash (model 5; literal pools only in models 2-4). Code and
 * constants share the flash interface: ST's reference manuals (flash / ART
 * accelerator section) describe data reads over the D-code bus with priority
 * over instruction fetch, the pipeline stalling until the data arrives. The
 * TRM says a literal load "might add a cycle because of contention with the
 * fetch unit". Neither gives the size: the 2 are calibrated against published
 * board measurements (docs/cycle-model.md, rule 7). Charged once per executed
 * instruction that touches flash, whatever its form, width or number of words:
 * the stall is the fetch unit losing the flash, which the further beats of a
 * multiple load do not repeat. Which addresses are flash is the platform's
 * memory map, given to the plugin by the lab. */
#define M4_FLASH_EXTRA 2
/* UDIV/SDIV take 2..12 cycles depending on the operands, which a QEMU 7.2
 * plugin cannot see; this fixed middle value is the documented estimate. */
#define M4_DIV_COST 7

enum m4_flags {
  M4_LOAD1 = 1u << 0,   /* single LDR-class load: can pipeline the next load/store */
  M4_PIPE = 1u << 1,    /* single load/store that a preceding LDR can pipeline */
  M4_STORE1 = 1u << 2,  /* single STR-class store: a load right after it waits +1 */
  M4_ANYLOAD = 1u << 3, /* reads memory (LDR, LDRD, LDM, POP, VLDR, VLDM) */
  M4_LS = 1u << 4,      /* any load/store: stalls on an address register just written */
  M4_AGUW = 1u << 5,    /* writes core registers through the ALU path (not a load) */
  M4_CONDBR = 1u << 6,  /* conditional PC write: refill only if taken */
  M4_CALL = 1u << 7,    /* BL/BLX (used to drop the call into the end marker) */
};

typedef struct {
  uint8_t cost;       /* cycles when executed alone, refill included for unconditional PC writes */
  uint8_t flags;      /* enum m4_flags */
  uint8_t pipe_save;  /* cycles removed when pipelined after an LDR */
  uint8_t size;       /* bytes, from the decoder */
  uint16_t addr_regs; /* r0..r15 used to form the address (bit n = rn) */
  uint16_t wr_regs;   /* r0..r15 written: loaded registers for loads, results otherwise */
} m4_insn;

/* Decodes the instruction at `vaddr` from `len` bytes and fills `out`. Returns 0
 * when decoded; otherwise `out` is priced as a 1-cycle instruction of
 * `fallback_size` bytes and -1 is returned. */
int m4_cost_decode(const uint8_t *bytes, size_t len, uint64_t vaddr, unsigned fallback_size,
                   m4_insn *out);

/* Cycles to add to `cur`'s own cost because `prev` executed right before it
 * (may be negative: load pipelining). */
static inline int m4_pair_extra(const m4_insn *prev, const m4_insn *cur) {
  int extra = 0;
  if ((prev->flags & M4_LOAD1) && (cur->flags & M4_PIPE) && !(cur->addr_regs & prev->wr_regs))
    extra -= cur->pipe_save;
  if ((prev->flags & M4_STORE1) && (cur->flags & M4_ANYLOAD)) extra += 1;
  if ((prev->flags & M4_AGUW) && (cur->flags & M4_LS) && (cur->addr_regs & prev->wr_regs))
    extra += 1;
  return extra;
}

#endif
