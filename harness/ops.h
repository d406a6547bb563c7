/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The three measured operations of a scheme, behind one interface so the speed,
 * stack and hashing programs do not care whether it is a KEM or a signature scheme.
 * KEM: keypair, encaps, decaps. Signature: keypair, sign, verify. */
#ifndef PQKIT_HARNESS_OPS_H
#define PQKIT_HARNESS_OPS_H

#define HARNESS_NOPS 3u
/* The operation whose time depends on its input: signing (ML-DSA's rejection loop). */
#define HARNESS_OP_SIGN 1u

extern const char *const harness_op_names[HARNESS_NOPS];

/* Allocate the static buffers and produce a key pair and a ciphertext / signature,
 * so that every operation can then run on its own, any number of times. Returns
 * PQKIT_OK or the failing operation's error code. */
int harness_ops_setup(void);

/* Run operation i on the static buffers; returns its result code. */
int harness_op_run(unsigned i);

#endif
