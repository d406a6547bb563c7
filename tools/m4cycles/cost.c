/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Cortex-M4 cost descriptors from capstone's Thumb-2 decoding. Each QEMU
 * translation block is decoded once, so this code is off the hot path; it
 * favours clear rules over speed. Cycle figures follow the Cortex-M4 TRM
 * instruction timing tables with P (pipeline refill) = 2, the TRM's load/store
 * pairing rules, and the rules and sources in docs/cycle-model.md. Costs here
 * do not depend on where an access lands: plugin.c adds M4_FLASH_EXTRA at run
 * time from the access's address.
 */
#include "cost.h"

#include <string.h>

#include "../plugin_common/thumb.h"

/* Core register -> bit (r0..r12, sp=13, lr=14, pc=15); anything else -> 0. */
static uint16_t core_bit(unsigned reg) {
  if (reg >= ARM_REG_R0 && reg <= ARM_REG_R12) return (uint16_t)(1u << (reg - ARM_REG_R0));
  if (reg == ARM_REG_SP) return 1u << 13;
  if (reg == ARM_REG_LR) return 1u << 14;
  if (reg == ARM_REG_PC) return 1u << 15;
  return 0;
}

static int is_dreg(unsigned reg) {
  return reg >= ARM_REG_D0 && reg <= ARM_REG_D31;
}

#define PC_BIT (1u << 15)

/* Words moved by a register list starting at operand `first` (D registers count twice). */
static unsigned list_words(const cs_arm *d, unsigned first) {
  unsigned words = 0;
  for (unsigned i = first; i < d->op_count; i++)
    if (d->operands[i].type == ARM_OP_REG) words += is_dreg(d->operands[i].reg) ? 2 : 1;
  return words;
}

static uint16_t list_mask(const cs_arm *d, unsigned first) {
  uint16_t m = 0;
  for (unsigned i = first; i < d->op_count; i++)
    if (d->operands[i].type == ARM_OP_REG) m |= core_bit(d->operands[i].reg);
  return m;
}

static int clamp8(unsigned v) {
  return v > 255 ? 255 : (int)v;
}

/* A single LDR-class access writing `reg`: 2 cycles, and it pipelines with a
 * neighbouring load or store. */
static void single_load(m4_insn *o, unsigned reg) {
  o->cost = 2;
  o->flags |= M4_LOAD1 | M4_PIPE;
  o->pipe_save = 1;
  o->wr_regs = core_bit(reg);
}

/* Prices an instruction that may write the PC: `base` cycles, plus the refill
 * either statically (unconditional) or at run time when it is taken. */
static void pc_write(m4_insn *o, unsigned base, int cond) {
  if (cond) {
    o->cost = (uint8_t)base;
    o->flags |= M4_CONDBR;
  } else {
    o->cost = (uint8_t)(base + M4_REFILL);
  }
}

/* The single-transfer loads and stores (thumb_mem classes). `addr` holds the address
 * registers, `has_index` says whether an index register is one of them. */
static void price_memory(m4_insn *o, thumb_mem_class mem, unsigned first_reg, uint16_t addr,
                         int has_index, int cond) {
  o->addr_regs = addr;
  switch (mem) {
    case THUMB_MEM_LOAD:
    case THUMB_MEM_LOAD_EXCL:
      o->flags = M4_ANYLOAD | M4_LS;
      if (first_reg == ARM_REG_PC) { /* LDR PC: load, then refill */
        pc_write(o, 2, cond);
        return;
      }
      single_load(o, first_reg);
      /* Model 4: a register-offset load does not pipeline behind a load. The
       * TRM's pairing examples put register-offset loads only first; table
       * lookups (T-table AES) run measurably slower than pipelining would give
       * (docs/cycle-model.md, rule 1). It still lets the next access pipeline. */
      if (has_index) o->flags &= (uint8_t)~M4_PIPE;
      return;
    case THUMB_MEM_STORE_EXCL:
      /* The TRM: STREX pipelines exactly like LDR. */
      o->flags = M4_LS;
      single_load(o, first_reg);
      return;
    case THUMB_MEM_STORE:
      /* Immediate offset: 1 (the data phase overlaps the next instruction);
       * register offset: 2, or 1 when pipelined after an LDR. */
      o->flags = M4_STORE1 | M4_PIPE | M4_LS;
      o->cost = has_index ? 2 : 1;
      o->pipe_save = has_index ? 1 : 0;
      return;
    case THUMB_MEM_LOAD_PAIR:
      o->cost = 3;
      o->flags = M4_ANYLOAD | M4_LS;
      return;
    case THUMB_MEM_STORE_PAIR:
      o->cost = 3;
      o->flags = M4_LS;
      return;
    case THUMB_MEM_LOAD_FP:
      o->flags = M4_ANYLOAD | M4_LS;
      if (is_dreg(first_reg)) {
        o->cost = 3;
      } else {
        o->cost = 2;
        o->flags |= M4_LOAD1 | M4_PIPE;
        o->pipe_save = 1;
      }
      return;
    case THUMB_MEM_STORE_FP:
      o->flags = M4_LS;
      o->cost = is_dreg(first_reg) ? 3 : 2;
      return;
    case THUMB_MEM_NONE:
      return;
  }
}

int m4_cost_decode(const uint8_t *bytes, size_t len, uint64_t vaddr, unsigned fallback_size,
                   m4_insn *o) {
  memset(o, 0, sizeof(*o));
  o->cost = 1;
  o->size = (uint8_t)fallback_size;

  const cs_insn *in = thumb_decode(bytes, len, vaddr);
  if (!in) return -1;

  const cs_arm *d = &in->detail->arm;
  o->size = (uint8_t)in->size;

  /* Registers written, from capstone's implicit + explicit access lists. */
  cs_regs rd, wr;
  uint8_t nrd = 0, nwr = 0;
  uint16_t written = 0;
  if (thumb_regs_access(in, rd, &nrd, wr, &nwr) == 0)
    for (unsigned i = 0; i < nwr; i++) written |= core_bit(wr[i]);

  uint16_t addr = 0;
  int has_index = 0;
  for (unsigned i = 0; i < d->op_count; i++)
    if (d->operands[i].type == ARM_OP_MEM) {
      addr = (uint16_t)(core_bit(d->operands[i].mem.base) | core_bit(d->operands[i].mem.index));
      has_index = d->operands[i].mem.index != ARM_REG_INVALID;
      break;
    }

  /* Inside an IT block capstone reports the block's condition in cc. */
  int cond = d->cc != ARM_CC_AL && d->cc != ARM_CC_INVALID;
  unsigned first_reg =
      (d->op_count > 0 && d->operands[0].type == ARM_OP_REG) ? d->operands[0].reg : ARM_REG_INVALID;

  thumb_mem_class mem = thumb_mem(in->id);
  if (mem != THUMB_MEM_NONE) {
    price_memory(o, mem, first_reg, addr, has_index, cond);
  } else {
    switch (in->id) {
      case ARM_INS_LDM:
      case ARM_INS_LDMDB:
      case ARM_INS_LDMIB:
      case ARM_INS_LDMDA: {
        unsigned nregs = list_words(d, 1);
        o->addr_regs = core_bit(first_reg);
        o->flags = M4_ANYLOAD | M4_LS;
        if (list_mask(d, 1) & PC_BIT)
          pc_write(o, 1 + nregs, cond);
        else
          o->cost = (uint8_t)clamp8(1 + nregs);
        break;
      }
      case ARM_INS_POP: {
        unsigned nregs = list_words(d, 0);
        o->addr_regs = 1u << 13;
        o->flags = M4_ANYLOAD | M4_LS;
        if (list_mask(d, 0) & PC_BIT)
          pc_write(o, 1 + nregs, cond);
        else
          o->cost = (uint8_t)clamp8(1 + nregs);
        break;
      }
      case ARM_INS_STM:
      case ARM_INS_STMDB:
      case ARM_INS_STMIB:
      case ARM_INS_STMDA:
        o->addr_regs = core_bit(first_reg);
        o->flags = M4_LS;
        o->cost = (uint8_t)clamp8(1 + list_words(d, 1));
        break;
      case ARM_INS_PUSH:
        o->addr_regs = 1u << 13;
        o->flags = M4_LS;
        o->cost = (uint8_t)clamp8(1 + list_words(d, 0));
        break;

      case ARM_INS_VLDMIA:
      case ARM_INS_VLDMDB:
        o->addr_regs = core_bit(first_reg);
        o->flags = M4_ANYLOAD | M4_LS;
        o->cost = (uint8_t)clamp8(1 + list_words(d, 1));
        break;
      case ARM_INS_VSTMIA:
      case ARM_INS_VSTMDB:
        o->addr_regs = core_bit(first_reg);
        o->flags = M4_LS;
        o->cost = (uint8_t)clamp8(1 + list_words(d, 1));
        break;
      case ARM_INS_VPOP:
        o->addr_regs = 1u << 13;
        o->flags = M4_ANYLOAD | M4_LS;
        o->cost = (uint8_t)clamp8(1 + list_words(d, 0));
        break;
      case ARM_INS_VPUSH:
        o->addr_regs = 1u << 13;
        o->flags = M4_LS;
        o->cost = (uint8_t)clamp8(1 + list_words(d, 0));
        break;

      case ARM_INS_B:
      case ARM_INS_BX:
        pc_write(o, 1, cond);
        break;
      case ARM_INS_BL:
      case ARM_INS_BLX:
        o->flags = M4_CALL;
        pc_write(o, 1, cond);
        break;
      case ARM_INS_CBZ:
      case ARM_INS_CBNZ:
        pc_write(o, 1, 1);
        break;
      case ARM_INS_TBB:
      case ARM_INS_TBH:
        o->addr_regs = addr;
        o->flags = M4_ANYLOAD | M4_LS;
        pc_write(o, 2, cond);
        break;

      case ARM_INS_UDIV:
      case ARM_INS_SDIV:
        o->cost = M4_DIV_COST;
        break;

      case ARM_INS_VMLA:
      case ARM_INS_VMLS:
      case ARM_INS_VNMLA:
      case ARM_INS_VNMLS:
      case ARM_INS_VFMA:
      case ARM_INS_VFMS:
      case ARM_INS_VFNMA:
      case ARM_INS_VFNMS:
        o->cost = 3;
        break;
      case ARM_INS_VDIV:
      case ARM_INS_VSQRT:
        o->cost = 14;
        break;
      case ARM_INS_VMOV: {
        /* Two core registers <-> one double or two singles: 2; everything else 1. */
        unsigned core = 0;
        for (unsigned i = 0; i < d->op_count; i++)
          if (d->operands[i].type == ARM_OP_REG && core_bit(d->operands[i].reg)) core++;
        o->cost = core == 2 ? 2 : 1;
        break;
      }
      default:
        /* ALU, shifts, multiply, MAC (incl. UMULL/SMLAL/UMAAL), DSP, IT, NOP,
         * barriers, system: 1 cycle; a data-processing PC write adds the refill. */
        if (written & PC_BIT) pc_write(o, 1, cond);
        break;
    }
  }

  /* Register results of non-load instructions feed the address-generation
   * stall rule (no forwarding into the AGU). Loads' written registers are
   * handled by the pipelining rule instead. */
  if (!(o->flags & (M4_ANYLOAD | M4_LOAD1))) {
    uint16_t alu = (uint16_t)(written & ~PC_BIT);
    if (o->flags & M4_LS) alu = 0; /* base write-back of STR/STM/PUSH: updated in the AGU itself */
    if (alu) {
      o->flags |= M4_AGUW;
      o->wr_regs = alu;
    }
  }
  return 0;
}
