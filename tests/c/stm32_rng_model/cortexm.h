/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Stands in for platform/cortex-m/cortexm.h when platform/stm32/rng.c is compiled on
 * the host: every register access goes through the peripheral model of
 * tests/c/test_stm32_rng.c. */
#ifndef PQKIT_TEST_STM32_RNG_CORTEXM_H
#define PQKIT_TEST_STM32_RNG_CORTEXM_H

#include <stdint.h>

volatile uint32_t *stm32_rng_model_reg(uintptr_t addr);
#define PQKIT_REG32(addr) (*stm32_rng_model_reg(addr))

#endif
