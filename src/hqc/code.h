/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* HQC's public code (specification §3.4): a shortened Reed-Solomon code [n1, k, 2 delta
 * + 1] over GF(2^8), each symbol then encoded with the Reed-Muller code RM(1,7) and
 * repeated n2 / 128 times. Encoding and decoding run in constant time (the decoders
 * work on secret-dependent data in decapsulation). */
#ifndef PQKIT_HQC_CODE_H
#define PQKIT_HQC_CODE_H

#include <stdint.h>

#include "params.h"

#define hqc_code_encode HQC_NS(code_encode)
#define hqc_code_decode HQC_NS(code_decode)

/* cw[0 .. n1 n2 / 64) = the codeword of m. */
void hqc_code_encode(uint64_t cw[HQC_N1N2_WORDS], const uint8_t m[HQC_K]);
/* m = the message of the codeword nearest to cw (garbage past the correction
 * capacity: the re-encryption of the KEM rejects it). */
void hqc_code_decode(uint8_t m[HQC_K], const uint64_t cw[HQC_N1N2_WORDS]);

#endif
