/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* PQClean's compat.h macros, for external folders that include it. */
#ifndef PQKIT_COMPAT_COMPAT_H
#define PQKIT_COMPAT_COMPAT_H

/* A variable-length array: C11 makes them optional, GCC and Clang have them. */
#define PQCLEAN_VLA(type, name, size) type name[size]

/* An empty asm that makes b opaque to the optimiser, so that a 0/1 mask is not turned
 * back into a branch. */
#if defined(__GNUC__) || defined(__clang__)
#define PQCLEAN_PREVENT_BRANCH_HACK(b) __asm__("" : "+r"(b) :);
#else
#define PQCLEAN_PREVENT_BRANCH_HACK(b)
#endif

#endif
