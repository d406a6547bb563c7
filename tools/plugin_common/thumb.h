/* SPDX-License-Identifier: GPL-2.0-or-later */
/*
 * The Thumb-2 (ARMv7-M, with VFP) decoder both QEMU plugins read instructions
 * with: capstone in M-class Thumb mode with operand details. One decoder per
 * plugin, used from the translation callback only (QEMU translates one block at
 * a time), so a single scratch instruction is enough.
 */
#ifndef PLUGIN_COMMON_THUMB_H
#define PLUGIN_COMMON_THUMB_H

#include <capstone/capstone.h>
#include <stddef.h>
#include <stdint.h>

/* 0 on success, -1 if capstone cannot open an ARM decoder. */
int thumb_decoder_open(void);
void thumb_decoder_close(void);

/* The instruction at addr whose encoding starts at bytes (len bytes readable);
 * NULL if it cannot be decoded. Valid until the next call. */
const cs_insn *thumb_decode(const uint8_t *bytes, size_t len, uint64_t addr);

/* The registers in decoded reads and writes, implicit ones included; 0 on success. */
int thumb_regs_access(const cs_insn *in, cs_regs read, uint8_t *nread, cs_regs written,
                      uint8_t *nwritten);

/* The single-transfer memory instructions by the access they make; the multiple
 * transfers (LDM, STM, PUSH, POP, VLDM, VSTM) are THUMB_MEM_NONE. Both plugins sort
 * instructions with this one list. */
typedef enum {
  THUMB_MEM_NONE,
  THUMB_MEM_LOAD,       /* LDR, LDRB, LDRH, LDRSB, LDRSH and their unprivileged T forms */
  THUMB_MEM_LOAD_EXCL,  /* LDREX, LDREXB, LDREXH */
  THUMB_MEM_STORE,      /* STR, STRB, STRH and their T forms */
  THUMB_MEM_STORE_EXCL, /* STREX, STREXB, STREXH */
  THUMB_MEM_LOAD_PAIR,  /* LDRD */
  THUMB_MEM_STORE_PAIR, /* STRD */
  THUMB_MEM_LOAD_FP,    /* VLDR */
  THUMB_MEM_STORE_FP,   /* VSTR */
} thumb_mem_class;

thumb_mem_class thumb_mem(unsigned insn_id);

#endif
