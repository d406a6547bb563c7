/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The M4 backend's functions for this program's parameter set (PQKIT_ML_DSA_MODE), under
 * one name each: the check and the benchmark programs call the set's variant without
 * choosing it again. Include after native/m4/backend.h and the set's params.h. */
#ifndef PQKIT_TESTS_ML_DSA_M4_SET_H
#define PQKIT_TESTS_ML_DSA_M4_SET_H

/* the sums of L and of L + 1 products */
#if MLDSA_L == 4
#define m4_pointwise_sum pqkit_mldsa_m4_pointwise_sum4
#define m4_pointwise_sum_l_plus_1 pqkit_mldsa_m4_pointwise_sum5
#elif MLDSA_L == 5
#define m4_pointwise_sum pqkit_mldsa_m4_pointwise_sum5
#define m4_pointwise_sum_l_plus_1 pqkit_mldsa_m4_pointwise_sum6
#else
#define m4_pointwise_sum pqkit_mldsa_m4_pointwise_sum7
#define m4_pointwise_sum_l_plus_1 pqkit_mldsa_m4_pointwise_sum8
#endif

#if MLDSA_ETA == 2
#define m4_polyeta_unpack pqkit_mldsa_m4_polyeta_unpack_2
#else
#define m4_polyeta_unpack pqkit_mldsa_m4_polyeta_unpack_4
#endif

#if MLDSA_GAMMA1 == (1 << 17)
#define m4_polyz_unpack pqkit_mldsa_m4_polyz_unpack_17
#define m4_polyz_pack pqkit_mldsa_m4_polyz_pack_17
#else
#define m4_polyz_unpack pqkit_mldsa_m4_polyz_unpack_19
#define m4_polyz_pack pqkit_mldsa_m4_polyz_pack_19
#endif

#if MLDSA_GAMMA2 == (MLDSA_Q - 1) / 88
#define m4_polyw1_pack pqkit_mldsa_m4_polyw1_pack_6
#define m4_highbits pqkit_mldsa_m4_highbits_88
#define m4_lowbits pqkit_mldsa_m4_lowbits_88
#define m4_use_hint pqkit_mldsa_m4_use_hint_88
#define m4_w1_encode pqkit_mldsa_m4_w1_encode_88
#define m4_sub_lowbits_chknorm pqkit_mldsa_m4_sub_lowbits_chknorm_88
#define m4_ct0_hints pqkit_mldsa_m4_ct0_hints_88
#define W1_TOP 63
#else
#define m4_polyw1_pack pqkit_mldsa_m4_polyw1_pack_4
#define m4_highbits pqkit_mldsa_m4_highbits_32
#define m4_lowbits pqkit_mldsa_m4_lowbits_32
#define m4_use_hint pqkit_mldsa_m4_use_hint_32
#define m4_w1_encode pqkit_mldsa_m4_w1_encode_32
#define m4_sub_lowbits_chknorm pqkit_mldsa_m4_sub_lowbits_chknorm_32
#define m4_ct0_hints pqkit_mldsa_m4_ct0_hints_32
#define W1_TOP 15
#endif

#endif
