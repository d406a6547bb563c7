/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Taint rules from capstone's Thumb-2 decoding. Each QEMU translation block is
 * decoded once, so this code is off the hot path and favours plain rules.
 *
 * The register part of every rule is "dst takes the union of src's taint";
 * loads then set their destination registers from the bytes they read, and
 * stores set the bytes they write from their source registers. Values are not
 * known (a QEMU 7.2 plugin cannot read registers), so a rule never depends on
 * them; the few idioms whose result is a constant whatever the operands
 * (eor/sub/bic of a register with itself, moves of immediates) clear taint.
 */
#include "rules.h"

#include <string.h>

#include "../plugin_common/thumb.h"

/* Register -> bits; registers the tracker does not model (system registers) -> 0. */
static ct_regs reg_bits(unsigned reg) {
  if (reg >= ARM_REG_R0 && reg <= ARM_REG_R12) return CT_R(reg - ARM_REG_R0);
  if (reg == ARM_REG_SP) return CT_SP;
  if (reg == ARM_REG_LR) return CT_LR;
  if (reg == ARM_REG_PC) return CT_PC;
  if (reg >= ARM_REG_S0 && reg <= ARM_REG_S31) return CT_S(reg - ARM_REG_S0);
  if (reg >= ARM_REG_D0 && reg <= ARM_REG_D15)
    return CT_S(2 * (reg - ARM_REG_D0)) | CT_S(2 * (reg - ARM_REG_D0) + 1);
  if (reg == ARM_REG_FPSCR || reg == ARM_REG_FPSCR_NZCV) return CT_FPSCR;
  if (reg == ARM_REG_APSR_NZCV) return CT_NZCV;
  return 0;
}

/* Appends the 32-bit words of `reg` to the rule's transfer list: one per bit
 * (a D register: its S halves, lower address first). */
static void add_slots(ct_rule *r, unsigned reg) {
  for (ct_regs b = reg_bits(reg); b; b &= b - 1)
    if (r->nslots < CT_MAX_SLOTS) r->slot[r->nslots++] = (uint8_t)__builtin_ctzll(b);
}

/* Multiple transfers: 1 when the first operand is the base, 0 when it is SP. */
static int multi_first(unsigned id, int *store) {
  switch (id) {
    case ARM_INS_LDM:
    case ARM_INS_LDMDB:
    case ARM_INS_LDMIB:
    case ARM_INS_LDMDA:
    case ARM_INS_VLDMIA:
    case ARM_INS_VLDMDB:
      *store = 0;
      return 1;
    case ARM_INS_STM:
    case ARM_INS_STMDB:
    case ARM_INS_STMIB:
    case ARM_INS_STMDA:
    case ARM_INS_VSTMIA:
    case ARM_INS_VSTMDB:
      *store = 1;
      return 1;
    case ARM_INS_POP:
    case ARM_INS_VPOP:
      *store = 0;
      return 0;
    case ARM_INS_PUSH:
    case ARM_INS_VPUSH:
      *store = 1;
      return 0;
    default:
      return -1;
  }
}

/* SIMD add/subtract that set the GE flags SEL reads. */
static int sets_ge(unsigned id) {
  switch (id) {
    case ARM_INS_SADD8:
    case ARM_INS_SADD16:
    case ARM_INS_SASX:
    case ARM_INS_SSAX:
    case ARM_INS_SSUB8:
    case ARM_INS_SSUB16:
    case ARM_INS_UADD8:
    case ARM_INS_UADD16:
    case ARM_INS_UASX:
    case ARM_INS_USAX:
    case ARM_INS_USUB8:
    case ARM_INS_USUB16:
      return 1;
    default:
      return 0;
  }
}

/* Cortex-M3 multiplies that terminate early depending on their operands
 * (Cortex-M3 TRM, instruction timings: 3..5 / 4..7 cycles). */
static int m3_variable_mul(unsigned id) {
  return id == ARM_INS_UMULL || id == ARM_INS_SMULL || id == ARM_INS_UMLAL || id == ARM_INS_SMLAL;
}

/* eor/sub/bic rd, rn, rn (register, no shift): the result is 0 whatever rn holds. */
static int self_cancel(const cs_insn *in, const cs_arm *d) {
  if (in->id != ARM_INS_EOR && in->id != ARM_INS_SUB && in->id != ARM_INS_BIC) return 0;
  if (d->op_count != 3) return 0;
  const cs_arm_op *a = &d->operands[1], *b = &d->operands[2];
  return a->type == ARM_OP_REG && b->type == ARM_OP_REG && a->reg == b->reg &&
         b->shift.type == ARM_SFT_INVALID;
}

/* Core register -> 0..15, anything else -> CT_NO_BASE. */
static uint8_t core_reg(unsigned reg) {
  if (reg >= ARM_REG_R0 && reg <= ARM_REG_R12) return (uint8_t)(reg - ARM_REG_R0);
  if (reg == ARM_REG_SP) return 13;
  if (reg == ARM_REG_LR) return 14;
  if (reg == ARM_REG_PC) return 15;
  return CT_NO_BASE;
}

/* Bytes one access of a plain single load or store moves; 0 for the others
 * (unprivileged and exclusive forms), whose addresses are always logged. */
static unsigned access_size(unsigned id) {
  switch (id) {
    case ARM_INS_LDR:
    case ARM_INS_STR:
    case ARM_INS_LDRD:
    case ARM_INS_STRD:
      return 4;
    case ARM_INS_LDRH:
    case ARM_INS_STRH:
    case ARM_INS_LDRSH:
      return 2;
    case ARM_INS_LDRB:
    case ARM_INS_STRB:
    case ARM_INS_LDRSB:
      return 1;
    default:
      return 0;
  }
}

/* The address form (rules.h) of a single load or store with an immediate offset. */
static void single_address(const cs_insn *in, const cs_arm *d, unsigned mem, ct_rule *r) {
  unsigned size = access_size(in->id);
  if (in->id == ARM_INS_VLDR || in->id == ARM_INS_VSTR) {
    unsigned reg = d->operands[0].reg;
    size = (reg >= ARM_REG_D0 && reg <= ARM_REG_D31) ? 8u : 4u;
  }
  if (!size || mem >= d->op_count || d->operands[mem].mem.index != ARM_REG_INVALID) return;
  uint8_t base = core_reg(d->operands[mem].mem.base);
  if (base == CT_NO_BASE) return;
  int32_t disp = d->operands[mem].mem.disp, step = 0;
  if (mem + 1 < d->op_count) { /* post-indexed: [rn], #imm */
    if (d->operands[mem + 1].type != ARM_OP_IMM) return;
    step = d->operands[mem + 1].imm;
    disp = 0;
  } else if (d->writeback) { /* pre-indexed: [rn, #imm]! */
    step = disp;
  }
  if (base == CT_BASE_PC && step != 0) return;
  r->base = base;
  r->disp = disp;
  r->step = step;
  r->nacc = (in->id == ARM_INS_LDRD || in->id == ARM_INS_STRD) ? 2u : 1u;
  r->acc_size = (uint8_t)size;
}

/* add/sub rd, rd, #imm (or rd, #imm): rd moves by a constant. */
static void constant_step(const cs_insn *in, const cs_arm *d, ct_rule *r) {
  int sign = (in->id == ARM_INS_ADD || in->id == ARM_INS_ADDW)   ? 1
             : (in->id == ARM_INS_SUB || in->id == ARM_INS_SUBW) ? -1
                                                                 : 0;
  if (!sign || d->op_count < 2 || d->op_count > 3 || d->operands[0].type != ARM_OP_REG) return;
  const cs_arm_op *imm = &d->operands[d->op_count - 1];
  if (imm->type != ARM_OP_IMM || imm->shift.type != ARM_SFT_INVALID) return;
  if (d->op_count == 3 &&
      (d->operands[1].type != ARM_OP_REG || d->operands[1].reg != d->operands[0].reg))
    return;
  uint8_t rd = core_reg(d->operands[0].reg);
  if (rd == CT_NO_BASE || rd == CT_BASE_PC) return;
  r->base = rd;
  r->step = sign * imm->imm;
}

/* Register operands a data-processing instruction writes, from the front of its
 * operand list: capstone 4's access flags are wrong for some encodings (UXTB.W,
 * SXTAB, PKHBT, SSAT, the accumulators of UMLAL, the source of VMSR, ...), so the
 * register part of a rule does not rely on them alone. */
static unsigned destinations(const cs_insn *in, const cs_arm *d) {
  switch (in->id) {
    case ARM_INS_CMP:
    case ARM_INS_CMN:
    case ARM_INS_TST:
    case ARM_INS_TEQ:
    case ARM_INS_VCMP:
    case ARM_INS_VCMPE:
      return 0; /* flags only */
    case ARM_INS_UMULL:
    case ARM_INS_SMULL:
    case ARM_INS_UMLAL:
    case ARM_INS_SMLAL:
    case ARM_INS_UMAAL:
    case ARM_INS_SMLALBB:
    case ARM_INS_SMLALBT:
    case ARM_INS_SMLALTB:
    case ARM_INS_SMLALTT:
    case ARM_INS_SMLALD:
    case ARM_INS_SMLALDX:
    case ARM_INS_SMLSLD:
    case ARM_INS_SMLSLDX:
      return 2;        /* RdLo, RdHi */
    case ARM_INS_VMOV: /* two core registers <- D or two S registers, or the reverse */
      return d->op_count == 4 || (d->op_count == 3 && core_reg(d->operands[0].reg) != CT_NO_BASE)
                 ? 2u
                 : 1u;
    default:
      return 1;
  }
}

/* Instructions whose destinations keep part of their old value (accumulators,
 * inserts), so they are read too. */
static int reads_destination(unsigned id) {
  switch (id) {
    case ARM_INS_UMLAL:
    case ARM_INS_SMLAL:
    case ARM_INS_UMAAL:
    case ARM_INS_SMLALBB:
    case ARM_INS_SMLALBT:
    case ARM_INS_SMLALTB:
    case ARM_INS_SMLALTT:
    case ARM_INS_SMLALD:
    case ARM_INS_SMLALDX:
    case ARM_INS_SMLSLD:
    case ARM_INS_SMLSLDX:
    case ARM_INS_BFI:
    case ARM_INS_BFC:
    case ARM_INS_MOVT:
    case ARM_INS_VMLA:
    case ARM_INS_VMLS:
    case ARM_INS_VNMLA:
    case ARM_INS_VNMLS:
    case ARM_INS_VFMA:
    case ARM_INS_VFMS:
    case ARM_INS_VFNMA:
    case ARM_INS_VFNMS:
      return 1;
    default:
      return 0;
  }
}

/* The reads and writes of a register-only instruction's explicit operands by
 * position, added to what capstone reports (which may be more, never less). */
static void operand_roles(const cs_insn *in, const cs_arm *d, ct_regs *read, ct_regs *written) {
  unsigned ndst = destinations(in, d);
  for (unsigned i = 0; i < d->op_count; i++) {
    const cs_arm_op *o = &d->operands[i];
    if (o->type != ARM_OP_REG) continue;
    if (i < ndst) {
      *written |= reg_bits(o->reg);
      if (reads_destination(in->id)) *read |= reg_bits(o->reg);
    } else {
      *read |= reg_bits(o->reg);
    }
  }
}

static void decode_memory(const cs_insn *in, const cs_arm *d, ct_regs read, ct_regs written,
                          ct_rule *r) {
  thumb_mem_class kind = thumb_mem(in->id);
  int store = kind == THUMB_MEM_STORE || kind == THUMB_MEM_STORE_EXCL ||
              kind == THUMB_MEM_STORE_PAIR || kind == THUMB_MEM_STORE_FP;
  unsigned mem = d->op_count;
  for (unsigned i = 0; i < d->op_count; i++)
    if (d->operands[i].type == ARM_OP_MEM) {
      mem = i;
      break;
    }
  ct_regs value = 0;
  /* STREX rd, rt, [rn]: rd is the status result, rt the stored value. */
  unsigned first =
      (in->id == ARM_INS_STREX || in->id == ARM_INS_STREXB || in->id == ARM_INS_STREXH) ? 1u : 0u;
  for (unsigned i = first; i < mem; i++)
    if (d->operands[i].type == ARM_OP_REG) {
      add_slots(r, d->operands[i].reg);
      value |= reg_bits(d->operands[i].reg);
    }
  ct_regs addr = 0;
  if (mem < d->op_count) {
    addr = reg_bits(d->operands[mem].mem.base) | reg_bits(d->operands[mem].mem.index);
  }
  /* Post-indexed register offsets come after the memory operand. */
  for (unsigned i = mem + 1; i < d->op_count; i++)
    if (d->operands[i].type == ARM_OP_REG) addr |= reg_bits(d->operands[i].reg);
  addr &= ~CT_PC; /* literal loads: the PC is public */
  r->op = store ? CT_OP_STORE : CT_OP_LOAD;
  r->addr = addr;
  r->src = addr;
  r->dst = written & ~value & ~CT_PC; /* base write-back; STREX status */
  if (first) r->src = 0;              /* the status does not depend on the data */
  (void)read;
  single_address(in, d, mem, r);
}

unsigned ct_rule_decode(const uint8_t *bytes, size_t len, uint32_t pc, int m3, ct_rule *r) {
  memset(r, 0, sizeof(*r));
  r->pc = pc;
  r->base = CT_NO_BASE;
  const cs_insn *in = thumb_decode(bytes, len, pc);
  if (!in) {
    r->check_kind = CT_UNDECODED;
    return 0;
  }
  const cs_arm *d = &in->detail->arm;

  cs_regs rd, wr;
  uint8_t nrd = 0, nwr = 0;
  ct_regs read = 0, written = 0;
  if (thumb_regs_access(in, rd, &nrd, wr, &nwr) == 0) {
    for (unsigned i = 0; i < nrd; i++) read |= reg_bits(rd[i]);
    for (unsigned i = 0; i < nwr; i++) written |= reg_bits(wr[i]);
  }
  /* Explicit operands too: the implicit lists alone miss some encodings. */
  for (unsigned i = 0; i < d->op_count; i++) {
    const cs_arm_op *o = &d->operands[i];
    if (o->type == ARM_OP_REG) {
      if (o->access & CS_AC_READ) read |= reg_bits(o->reg);
      if (o->access & CS_AC_WRITE) written |= reg_bits(o->reg);
    } else if (o->type == ARM_OP_MEM) {
      read |= reg_bits(o->mem.base) | reg_bits(o->mem.index);
    }
    if (o->shift.type >= ARM_SFT_ASR_REG && o->shift.type <= ARM_SFT_RRX_REG)
      read |= reg_bits(o->shift.value);
  }

  /* Inside an IT block capstone reports the block's condition in cc. */
  int cond = d->cc != ARM_CC_AL && d->cc != ARM_CC_INVALID && in->id != ARM_INS_IT;
  if (cond) r->cond_kind = (written & CT_PC) ? CT_BRANCH : CT_PREDICATED;
  if (cond) r->cc = (uint8_t)d->cc;
  r->size = (uint8_t)in->size;
  if (cond && in->id == ARM_INS_B && d->op_count == 1 && d->operands[0].type == ARM_OP_IMM)
    r->target = (uint32_t)d->operands[0].imm;

  int store;
  int multi = multi_first(in->id, &store);
  if (multi >= 0) {
    unsigned base_reg = multi ? d->operands[0].reg : ARM_REG_SP;
    ct_regs list = 0;
    for (unsigned i = (unsigned)multi; i < d->op_count; i++)
      if (d->operands[i].type == ARM_OP_REG) {
        add_slots(r, d->operands[i].reg);
        list |= reg_bits(d->operands[i].reg);
      }
    r->op = store ? CT_OP_STORE : CT_OP_LOAD;
    r->addr = reg_bits(base_reg);
    r->src = r->addr;
    /* Write-back of the base, unless the base is also loaded. */
    r->dst = (written & reg_bits(base_reg)) & ~(store ? 0 : list);
    int writeback = d->writeback || !multi;
    if (writeback) r->dst = r->addr & ~(store ? 0 : list);
    /* Core-register lists move one word per register, lowest address first. */
    int32_t span = 4 * (int32_t)r->nslots;
    int down = in->id == ARM_INS_LDMDB || in->id == ARM_INS_STMDB || in->id == ARM_INS_PUSH;
    int up = in->id == ARM_INS_LDM || in->id == ARM_INS_STM || in->id == ARM_INS_POP;
    if ((up || down) && r->nslots > 0 && core_reg(base_reg) < CT_BASE_PC &&
        (list & ~(ct_regs)0xFFFF) == 0) {
      r->base = core_reg(base_reg);
      r->nacc = r->nslots;
      r->acc_size = 4;
      r->disp = down ? -span : 0;
      r->step = writeback ? (down ? -span : span) : 0;
    }
    return in->size;
  }
  if (thumb_mem(in->id) != THUMB_MEM_NONE) {
    decode_memory(in, d, read, written, r);
    return in->size;
  }

  switch (in->id) {
    case ARM_INS_CBZ:
    case ARM_INS_CBNZ:
      r->check = read & ~CT_PC;
      r->check_kind = CT_CBZ;
      return in->size;
    case ARM_INS_TBB:
    case ARM_INS_TBH:
      /* Reads a table entry (in code, public) and jumps by it. */
      r->check = read & ~CT_PC;
      r->check_kind = CT_TABLE;
      return in->size;
    case ARM_INS_UDIV:
    case ARM_INS_SDIV:
      r->check = read;
      r->check_kind = CT_DIV;
      break;
    case ARM_INS_ADC:
    case ARM_INS_SBC:
    case ARM_INS_RRX:
      read |= CT_NZCV; /* the carry flag is an operand */
      break;
    case ARM_INS_SEL:
      read |= CT_GE; /* a select by GE: data flow, not a branch */
      break;
    case ARM_INS_MRS:
      read |= CT_NZCV | CT_GE;
      break;
    case ARM_INS_MSR:
      written |= CT_NZCV | CT_GE;
      break;
    case ARM_INS_BL:
      /* The return address is public; the target is an immediate. */
      r->dst = CT_LR;
      return in->size;
    default:
      break;
  }
  if (m3 && m3_variable_mul(in->id)) {
    r->check = read;
    r->check_kind = CT_MUL;
  }
  for (unsigned i = 0; i < d->op_count; i++)
    if (d->operands[i].type == ARM_OP_REG && d->operands[i].shift.type == ARM_SFT_RRX)
      read |= CT_NZCV;

  /* Jumps (BX, BLX, MOV pc) keep capstone's view: their operand is the target. */
  if (!(written & CT_PC)) operand_roles(in, d, &read, &written);

  r->op = CT_OP_ALU;
  if (!cond) constant_step(in, d, r);
  r->src = read & ~CT_PC;
  r->dst = written & ~CT_PC;
  if (d->update_flags) r->dst |= CT_NZCV;
  if (sets_ge(in->id)) r->dst |= CT_GE;
  if (self_cancel(in, d)) r->src = 0;
  /* Any other write to the PC (BX, BLX, MOV/ADD PC) jumps to a computed address. */
  if ((written & CT_PC) && !cond) {
    r->check |= r->src;
    r->check_kind = r->check_kind ? r->check_kind : CT_INDIRECT;
  } else if (written & CT_PC) {
    r->check |= r->src & ~CT_NZCV;
    r->check_kind = r->check_kind ? r->check_kind : CT_INDIRECT;
  }
  return in->size;
}
