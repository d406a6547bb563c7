/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* crypto_declassify(x, n): where a folder says that n bytes at x may be public. It
 * expands to nothing, so `./pqkit ct` still reports what depends on them: the finding
 * then sits right after the folder's declassification, which says why. */
#ifndef PQKIT_COMPAT_CRYPTO_DECLASSIFY_H
#define PQKIT_COMPAT_CRYPTO_DECLASSIFY_H

#define crypto_declassify(x, n)

#endif
