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
