/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The deterministic records every implementation on every platform must agree on:
 * key pairs, ciphertexts (with a tampered one for implicit rejection) or signatures,
 * all from the _derand interface seeded by the NIST KAT DRBG (entropy 0x00..0x2f),
 * hashed with SHA3-256. The lab compares the digest with the host ref build's: the
 * vectors program over many records, the test program over the first one, so that a
 * primitive that is wrong the same way in every call (a round trip cannot see it)
 * fails the quick test too. */
#ifndef PQKIT_HARNESS_RECORDS_H
#define PQKIT_HARNESS_RECORDS_H

#include <stdint.h>

/* Digest of the first n records; 0, or 1 after an error line naming the failed
 * operation. The buffers come from the arena and are returned to it. */
int records_digest(unsigned n, uint8_t digest[32]);

/* records_digest(n) printed as the line "vectors drbg <n> sha3-256 <hex>". */
int records_report(unsigned n);

#endif
