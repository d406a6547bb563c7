/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A helper that holds large buffers (a polynomial, a Keccak state, a product's scratch)
 * is kept out of line where the stack matters, so that its frame exists only while it
 * runs instead of being merged into its caller's for the caller's whole duration. */
#ifndef PQKIT_COMMON_NOINLINE_H
#define PQKIT_COMMON_NOINLINE_H

#if defined(__GNUC__) || defined(__clang__)
#define PQKIT_NOINLINE __attribute__((noinline))
#else
#define PQKIT_NOINLINE
#endif

#endif
