/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* toykem with TOYKEM_SCRATCH_BYTES of static data (pqkit-build.txt): too big for a
 * 4 MiB part. */
#include "../ref/kem.c"
