@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Twiddle tables of the Cortex-M4 ML-KEM backend; printed by gen_tables.py.
  .syntax unified
  .section .rodata.pqkit_mlk_m4_tables, "a", %progbits

@ forward NTT: layers 1-3, then 4-6 per 32
  .global pqkit_mlk_m4_ntt_zetas
  .type pqkit_mlk_m4_ntt_zetas, %object
  .p2align 2
pqkit_mlk_m4_ntt_zetas:
  .hword -758, -359, -1517, 1493, 1422, 287, 202, 0
  .hword -171, 573, -1325, 1223, 652, -552, 1015, 0
  .hword 622, 264, 383, -1293, 1491, -282, -1544, 0
  .hword 1577, -829, 1458, 516, -8, -320, -666, 0
  .hword 182, -1602, -130, -1618, -1162, 126, 1469, 0
  .hword 962, -681, 1017, -853, -90, -271, 830, 0
  .hword -1202, 732, 608, 107, -1421, -247, -951, 0
  .hword -1474, -1542, 411, -398, 961, -1508, -725, 0
  .hword 1468, -205, -1571, 448, -1065, 677, -1275, 0
  .size pqkit_mlk_m4_ntt_zetas, . - pqkit_mlk_m4_ntt_zetas

@ forward NTT layer 7
  .global pqkit_mlk_m4_ntt_zetas7
  .type pqkit_mlk_m4_ntt_zetas7, %object
  .p2align 2
pqkit_mlk_m4_ntt_zetas7:
  .hword -1103, 430, 555, 843, -1251, 871, 1550, 105
  .hword 422, 587, 177, -235, -291, -460, 1574, 1653
  .hword -246, 778, 1159, -147, -777, 1483, -602, 1119
  .hword -1590, 644, -872, 349, 418, 329, -156, -75
  .hword 817, 1097, 603, 610, 1322, -1285, -1465, 384
  .hword -1215, -136, 1218, -1335, -874, 220, -1187, -1659
  .hword -1185, -1530, -1278, 794, -1510, -854, -870, 478
  .hword -108, -308, 996, 991, 958, -1460, 1522, 1628
  .size pqkit_mlk_m4_ntt_zetas7, . - pqkit_mlk_m4_ntt_zetas7

@ inverse NTT: 1-3 per 16, 4-6 per 128
  .global pqkit_mlk_m4_invntt_zetas
  .type pqkit_mlk_m4_invntt_zetas, %object
  .p2align 2
pqkit_mlk_m4_invntt_zetas:
  .hword 1628, 1522, -1460, 958, -1275, 677, -1571, 0
  .hword 991, 996, -308, -108, -1065, 448, -205, 0
  .hword 478, -870, -854, -1510, -725, -1508, 411, 0
  .hword 794, -1278, -1530, -1185, 961, -398, -1542, 0
  .hword -1659, -1187, 220, -874, -951, -247, 608, 0
  .hword -1335, 1218, -136, -1215, -1421, 107, 732, 0
  .hword 384, -1465, -1285, 1322, 830, -271, 1017, 0
  .hword 610, 603, 1097, 817, -90, -853, -681, 0
  .hword -75, -156, 329, 418, 1469, 126, -130, 0
  .hword 349, -872, 644, -1590, -1162, -1618, -1602, 0
  .hword 1119, -602, 1483, -777, -666, -320, 1458, 0
  .hword -147, 1159, 778, -246, -8, 516, -829, 0
  .hword 1653, 1574, -460, -291, -1544, -282, 383, 0
  .hword -235, 177, 587, 422, 1491, -1293, 264, 0
  .hword 105, 1550, 871, -1251, 1015, -552, -1325, 0
  .hword 843, 555, 430, -1103, 652, 1223, 573, 0
  .hword 1468, -1474, -1202, 962, 202, 287, -1517, 0
  .hword 182, 1577, 622, -171, 1422, 1493, -359, 0
  .size pqkit_mlk_m4_invntt_zetas, . - pqkit_mlk_m4_invntt_zetas

@ gamma_i of the degree-one factors
  .global pqkit_mlk_m4_gammas
  .type pqkit_mlk_m4_gammas, %object
  .p2align 2
pqkit_mlk_m4_gammas:
  .hword -1103, 1103, 430, -430, 555, -555, 843, -843
  .hword -1251, 1251, 871, -871, 1550, -1550, 105, -105
  .hword 422, -422, 587, -587, 177, -177, -235, 235
  .hword -291, 291, -460, 460, 1574, -1574, 1653, -1653
  .hword -246, 246, 778, -778, 1159, -1159, -147, 147
  .hword -777, 777, 1483, -1483, -602, 602, 1119, -1119
  .hword -1590, 1590, 644, -644, -872, 872, 349, -349
  .hword 418, -418, 329, -329, -156, 156, -75, 75
  .hword 817, -817, 1097, -1097, 603, -603, 610, -610
  .hword 1322, -1322, -1285, 1285, -1465, 1465, 384, -384
  .hword -1215, 1215, -136, 136, 1218, -1218, -1335, 1335
  .hword -874, 874, 220, -220, -1187, 1187, -1659, 1659
  .hword -1185, 1185, -1530, 1530, -1278, 1278, 794, -794
  .hword -1510, 1510, -854, 854, -870, 870, 478, -478
  .hword -108, 108, -308, 308, 996, -996, 991, -991
  .hword 958, -958, -1460, 1460, 1522, -1522, 1628, -1628
  .size pqkit_mlk_m4_gammas, . - pqkit_mlk_m4_gammas

@ invNTT scale: 512 = 2^16 / 128; zeta_1 * 512 = -266
