/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqkit: every public header at once. */
#ifndef PQKIT_PQKIT_H
#define PQKIT_PQKIT_H

#include "pqkit/bike.h"
#include "pqkit/common.h"
#include "pqkit/falcon.h"
#include "pqkit/hash.h"
#include "pqkit/hqc.h"
#include "pqkit/ml_dsa.h"
#include "pqkit/ml_kem.h"
#include "pqkit/sha2.h"
#include "pqkit/slh_dsa.h"

#endif
