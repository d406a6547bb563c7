/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * Taint rules: one decoded Thumb/Thumb-2/VFP instruction turned into what the
 * taint tracker needs at run time, as register bit masks, so that executing it
 * costs a few bit operations. Taint is kept per register (any secret byte in a
 * register taints all of it) and per byte of memory.
 */
#ifndef CTCHECK_RULES_H
#define CTCHECK_RULES_H

#include <stddef.h>
#include <stdint.h>

/* Bits of a register set: r0..r15, the NZCV flags of the APSR, the GE flags of
 * the SIMD instructions, FPSCR (its NZCV flags, which VCMP sets and VMRS copies
 * to a core register or the APSR) and each FPU register s0..s31 (a D register is
 * the pair s2k, s2k+1). */
typedef uint64_t ct_regs;
#define CT_R(n) ((ct_regs)1 << (n))
#define CT_SP CT_R(13)
#define CT_LR CT_R(14)
#define CT_PC CT_R(15)
#define CT_NZCV ((uint32_t)1 << 16)
#define CT_GE ((ct_regs)1 << 17)
#define CT_FPSCR ((ct_regs)1 << 18)
#define CT_S(n) ((ct_regs)1 << (32 + (n)))
#define CT_BIT_PC 15
#define CT_MAX_SLOTS 32

/* What a finding is about; the names are printed by the plugin. */
enum ct_kind {
  CT_NONE,
  CT_BRANCH,     /* conditional branch on secret flags */
  CT_PREDICATED, /* IT-predicated (or otherwise conditional) instruction on secret flags */
  CT_CBZ,        /* CBZ/CBNZ on a secret register */
  CT_TABLE,      /* TBB/TBH with a secret index */
  CT_ADDRESS,    /* load or store whose address depends on a secret */
  CT_DIV,        /* UDIV/SDIV with a secret operand */
  CT_MUL,        /* multiply with data-dependent latency (Cortex-M3 option) */
  CT_INDIRECT,   /* PC written from a secret value (BX, POP {pc}, ...) */
  CT_UNDECODED,  /* an instruction the decoder does not know: not checked, so reported */
  CT_KINDS
};

enum ct_op {
  CT_OP_ALU,    /* registers only */
  CT_OP_LOAD,   /* slots <- memory, after the register part (write-back) */
  CT_OP_STORE,  /* memory <- slots */
  CT_OP_SECRET, /* a load in pqkit_ct_secret: taints the bytes it reads */
  CT_OP_PUBLIC, /* a load in pqkit_ct_public: clears them */
};

typedef struct {
  ct_regs src;   /* registers whose taint flows into dst */
  ct_regs dst;   /* registers written from src (for loads: write-back only) */
  ct_regs addr;  /* registers forming a memory address: a finding when secret */
  ct_regs check; /* operands that must not be secret: a finding of check_kind */
  uint32_t pc;
  uint8_t op;                 /* enum ct_op */
  uint8_t cond_kind;          /* conditional on NZCV: the finding when the flags are secret */
  uint8_t check_kind;         /* enum ct_kind */
  uint8_t nslots;             /* 32-bit words moved by a load/store, in address order */
  uint8_t cc;                 /* condition (capstone arm_cc) of a conditional instruction */
  uint8_t size;               /* instruction bytes */
  uint32_t target;            /* a conditional B's target, else 0 */
  uint8_t slot[CT_MAX_SLOTS]; /* register bit of each word */
  /* Where a load or store reaches, when one register fixes it: nacc accesses of
   * acc_size bytes at ascending addresses from base + disp (CT_BASE_PC: a literal,
   * from the word-aligned PC + 4), after which base is base + step. An ALU rule with
   * base set only adds the constant step to it (add/sub rd, rd, #imm). CT_NO_BASE:
   * the address needs another register, or the instruction is not a plain transfer. */
  uint8_t base;
  uint8_t nacc, acc_size;
  int32_t disp, step;
} ct_rule;

#define CT_BASE_PC 15
#define CT_NO_BASE 0xFF

/* The condition that holds exactly when `cc` does not (capstone pairs them). */
static inline unsigned ct_cc_inverse(unsigned cc) {
  return (cc & 1) ? cc + 1 : cc - 1;
}

/* Decodes the instruction at `pc` into `r`; m3 adds the Cortex-M3 multiply rule.
 * Returns the instruction size, or 0 when it could not be decoded (the rule is
 * then a CT_UNDECODED finding that leaves the taint state as it is). */
unsigned ct_rule_decode(const uint8_t *bytes, size_t len, uint32_t pc, int m3, ct_rule *r);

#endif
