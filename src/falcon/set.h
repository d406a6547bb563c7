/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* One Falcon parameter set, selected by PQKIT_FALCON_LOGN (9: Falcon-512, 10:
 * Falcon-1024) and PQKIT_FALCON_PADDED (1: the fixed-length signatures of
 * falcon-padded-512/1024): its sizes and its symbol names (FN_SET_NS for the
 * implementation's entry points, FN_PUBLIC for the public layer). The core below it
 * takes logn and the format at run time. */
#ifndef PQKIT_FALCON_SET_H
#define PQKIT_FALCON_SET_H

#include "params.h"

#if !defined(PQKIT_FALCON_LOGN) || !defined(PQKIT_FALCON_PADDED)
#error "PQKIT_FALCON_LOGN and PQKIT_FALCON_PADDED select the Falcon set"
#endif

#define FN_LOGN PQKIT_FALCON_LOGN
#if PQKIT_FALCON_LOGN == 9
#define FN_DEGREE 512
#elif PQKIT_FALCON_LOGN == 10
#define FN_DEGREE 1024
#else
#error "PQKIT_FALCON_LOGN is 9 or 10"
#endif

#define FN_STR_(x) #x
#define FN_STR(x) FN_STR_(x)
#if defined(PQKIT_FNDSA) && PQKIT_FNDSA /* fn-dsa-512/1024: padded signatures */
#define FN_SET FN_CAT(fn_dsa_, FN_DEGREE, )
#define FN_SET_NAME "fn-dsa-" FN_STR(FN_DEGREE)
#elif PQKIT_FALCON_PADDED
#define FN_SET FN_CAT(falcon_padded_, FN_DEGREE, )
#define FN_SET_NAME "falcon-padded-" FN_STR(FN_DEGREE)
#else
#define FN_SET FN_CAT(falcon_, FN_DEGREE, )
#define FN_SET_NAME "falcon-" FN_STR(FN_DEGREE)
#endif

#define FN_SET_PK_BYTES FN_PK_BYTES(FN_LOGN)
#define FN_SET_SK_BYTES FN_SK_BYTES(FN_LOGN)
#if PQKIT_FALCON_PADDED
#define FN_SET_SIG_BYTES FN_SIG_PADDED_BYTES(FN_LOGN)
#define FN_SET_KAT_SM PQKIT_SM_SIG_MSG
#else
#define FN_SET_SIG_BYTES FN_SIG_MAX_BYTES(FN_LOGN)
#define FN_SET_KAT_SM PQKIT_SM_FALCON_ROUND3
#endif
/* What the reference draws from randombytes: 48 bytes to seed key generation; to
 * sign, the nonce (40) and then the sampler's seed (48). */
#if defined(PQKIT_FNDSA) && PQKIT_FNDSA
#define FN_KEYGEN_SEED_BYTES 32u /* the fn-dsa crate's seed (keygen.h) */
#else
#define FN_KEYGEN_SEED_BYTES 48u
#endif
#define FN_SIGN_SEED_BYTES (FN_NONCE_BYTES + 48u)

/* pqkit_falcon_512_<impl>_x and pqkit_falcon_512_x */
#define FN_SET_NS(x) FN_CAT(pqkit_, FN_SET, FN_CAT(_, PQKIT_IMPL, _##x))
#define FN_PUBLIC(x) FN_CAT(pqkit_, FN_SET, _##x)

#endif
