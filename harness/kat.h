/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* NIST-style known-answer files (the PQC submission format that liboqs and PQClean
 * hash), generated from any KEM or signature descriptor. The text is streamed to a
 * callback so that a target can hash it instead of printing it. */
#ifndef PQKIT_HARNESS_KAT_H
#define PQKIT_HARNESS_KAT_H

#include <stddef.h>
#include <stdint.h>

#include "pqkit/common.h"

typedef void (*pqkit_kat_emit)(const char *text, size_t len, void *arg);

/* Randomness drawn from the KAT DRBG: the program that uses this module defines
 * pqkit_randombytes() as a call to this function. */
int pqkit_kat_randombytes(uint8_t *out, size_t len);

/* Emit `count` records; records are separated by one blank line and the text ends
 * with the newline of the last record. Returns 0, or a PQKIT_ERR_* code if an
 * operation failed (a decapsulated key that differs, a signature that does not
 * verify). Buffers are static: not reentrant. */
int pqkit_kat_kem(const pqkit_kem *kem, unsigned int count, pqkit_kat_emit emit, void *arg);
int pqkit_kat_sig(const pqkit_sig *sig, unsigned int count, pqkit_kat_emit emit, void *arg);

#endif
