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

#endif
