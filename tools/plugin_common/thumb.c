/* SPDX-License-Identifier: GPL-2.0-or-later */
#include "thumb.h"

static csh handle;
static cs_insn *scratch;

int thumb_decoder_open(void) {
  /* MCLASS restricts decoding to ARMv7-M encodings (Thumb only, no ARM state). */
  if (cs_open(CS_ARCH_ARM, CS_MODE_THUMB | CS_MODE_MCLASS, &handle) != CS_ERR_OK) return -1;
  cs_option(handle, CS_OPT_DETAIL, CS_OPT_ON);
  scratch = cs_malloc(handle);
  return scratch ? 0 : -1;
}

void thumb_decoder_close(void) {
  if (scratch) cs_free(scratch, 1);
  scratch = NULL;
  cs_close(&handle);
}

const cs_insn *thumb_decode(const uint8_t *bytes, size_t len, uint64_t addr) {
  if (!scratch || !cs_disasm_iter(handle, &bytes, &len, &addr, scratch)) return NULL;
  return scratch;
}

int thumb_regs_access(const cs_insn *in, cs_regs read, uint8_t *nread, cs_regs written,
                      uint8_t *nwritten) {
  return cs_regs_access(handle, in, read, nread, written, nwritten) == CS_ERR_OK ? 0 : -1;
}

thumb_mem_class thumb_mem(unsigned insn_id) {
  switch (insn_id) {
    case ARM_INS_LDR:
    case ARM_INS_LDRB:
    case ARM_INS_LDRH:
    case ARM_INS_LDRSB:
    case ARM_INS_LDRSH:
    case ARM_INS_LDRT:
    case ARM_INS_LDRBT:
    case ARM_INS_LDRHT:
    case ARM_INS_LDRSBT:
    case ARM_INS_LDRSHT:
      return THUMB_MEM_LOAD;
    case ARM_INS_LDREX:
    case ARM_INS_LDREXB:
    case ARM_INS_LDREXH:
      return THUMB_MEM_LOAD_EXCL;
    case ARM_INS_STR:
    case ARM_INS_STRB:
    case ARM_INS_STRH:
    case ARM_INS_STRT:
    case ARM_INS_STRBT:
    case ARM_INS_STRHT:
      return THUMB_MEM_STORE;
    case ARM_INS_STREX:
    case ARM_INS_STREXB:
    case ARM_INS_STREXH:
      return THUMB_MEM_STORE_EXCL;
    case ARM_INS_LDRD:
      return THUMB_MEM_LOAD_PAIR;
    case ARM_INS_STRD:
      return THUMB_MEM_STORE_PAIR;
    case ARM_INS_VLDR:
      return THUMB_MEM_LOAD_FP;
    case ARM_INS_VSTR:
      return THUMB_MEM_STORE_FP;
    default:
      return THUMB_MEM_NONE;
  }
}
