@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ Packed mod-q arithmetic on two int16 lanes per register (Cortex-M4 DSP).
@ Two register conventions:
@ - Montgomery (mulcache, acc_reduce): r12 = CONST_QQ, bottom half q^-1 mod 2^16
@   (-3327), top half -q (-3329). Montgomery reduction of a 32-bit x:
@   m = (x * q^-1) mod 2^16, x + m * (-q) has a zero bottom half and its top half is
@   x * 2^-16 mod q in (-q, q), exactly as mlk_montgomery_reduce in src/ml_kem/reduce.h.
@ - Plantard (NTTs, add/rsub): r12 = q, r14 = 8q (see pl_mul_to).

#define CONST_QQ_LO 0xF301
#define CONST_QQ_HI 0xF2FF
@ round(2^32 / q): Barrett quotient estimate for 16-bit (smlaw) and 32-bit (smmulr) values
#define BARRETT_LO 0xAFB7
#define BARRETT_HI 0x0013

.macro load_const_qq reg
  movw \reg, #CONST_QQ_LO
  movt \reg, #CONST_QQ_HI
.endm

.macro load_const_barrett reg
  movw \reg, #BARRETT_LO
  movt \reg, #BARRETT_HI
.endm

.macro load_addr reg, sym
  movw \reg, #:lower16:\sym
  movt \reg, #:upper16:\sym
.endm

@ x := Montgomery reduction of the 32-bit x, the result in the top half (t: scratch).
.macro mont_top x, t
  smulbb \t, \x, r12
  smlabt \x, \t, r12, \x
.endm

@ Bottom half of x := x - round(x / q) * q for a 32-bit x: |result| < 0.72 q for any
@ int32 x (the estimate round(x * rk / 2^32) is off by at most 0.21); only the bottom
@ half is meaningful (rk = round(2^32/q)).
.macro red32 x, rk, t
  smmulr \t, \x, \rk
  smlabt \x, \t, r12, \x
.endm

@ Plantard multiplication (see gen_tables.py), in the functions that keep
@ r12 = q and r14 = 8q. rw holds the 32-bit Plantard word W(c) of a constant c:
@ d := (x_lo * c, x_hi * c) mod q per lane, |d| <= (q-1)/2, for any int16 lanes of x.
#define PL_Q 3329
#define PL_BIAS 26632

.macro pl_mul_to d, x, rw, t0, t1
  smulwb \t0, \rw, \x
  smulwt \t1, \rw, \x
  smlabb \t0, \t0, r12, r14
  smlabb \t1, \t1, r12, r14
  pkhtb \d, \t1, \t0, asr #16
.endm

@ (a, b) := (a + c b, a - c b)
.macro pl_ct_bfly a, b, rw, t0, t1
  pl_mul_to \t0, \b, \rw, \t0, \t1
  ssub16 \b, \a, \t0
  sadd16 \a, \a, \t0
.endm

@ (a, b) := (a + b, c (b - a))
.macro pl_gs_bfly a, b, rw, t0, t1
  ssub16 \t0, \b, \a
  sadd16 \a, \a, \b
  pl_mul_to \b, \t0, \rw, \t1, \t0
.endm
