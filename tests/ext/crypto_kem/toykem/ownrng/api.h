/* SPDX-License-Identifier: Apache-2.0 OR MIT */
#include "../ref/api.h"
