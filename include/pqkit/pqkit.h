/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* pqkit: every public header at once. */
#ifndef PQKIT_PQKIT_H
#define PQKIT_PQKIT_H

#include "pqkit/common.h"
#include "pqkit/hash.h"

#endif
