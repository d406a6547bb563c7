@ SPDX-License-Identifier: Apache-2.0 OR MIT
@ The private key's fixed-width polynomials (codec.c's fn_trim_i8_decode) on the
@ Cortex-M4: a group of 8 values of `bits` bits fills `bits` bytes, so each group is read
@ as one or two big-endian words and every value taken by one SBFX at a bit position
@ fixed by the group layout (one loop per width, unrolled by the assembler), four values
@ packed a word by BFI. The C loop took about 58 cycles a value (signing decodes f, g
@ and F twice). The rejected value -2^(bits-1) is found four bytes at a time (USUB8's
@ GE flags, SEL into an all-ones word): no branch or address depends on the key.
  .syntax unified
  .thumb

@ The value j of a group of \b bits a value into byte \pos of \dst. Values that fit in
@ the first word's 32 string bits (r6) come from it, the others from the word ending at
@ the group's last byte (r7, string bits 8b - 32 .. 8b - 1), which for 5 <= b < 8 holds
@ the value that crosses bit 32 whole.
.macro tval dst, b, j, pos
  .if (\j * \b + \b) <= 32
    .if \pos == 0
      sbfx \dst, r6, #(32 - \j * \b - \b), #\b
    .else
      sbfx r8, r6, #(32 - \j * \b - \b), #\b
      bfi \dst, r8, #(8 * \pos), #8
    .endif
  .else
    .if \pos == 0
      sbfx \dst, r7, #(8 * \b - \j * \b - \b), #\b
    .else
      sbfx r8, r7, #(8 * \b - \j * \b - \b), #\b
      bfi \dst, r8, #(8 * \pos), #8
    .endif
  .endif
.endm

@ r12's bytes cleared where \w's byte equals r11's (the rejected value): USUB8 of
@ w ^ r11 and r10 (0x01010101) sets GE for the non-zero bytes, SEL keeps r12's there
@ and takes lr's (0) elsewhere.
.macro tcheck w
  eor r8, \w, r11
  usub8 r8, r8, r10
  sel r12, r12, lr
.endm

@ The loop over the groups of \b bits a value: in r1, x r0 up to r2.
.macro tloop b
  .p2align 2
1:
  .if \b == 8
    ldr r4, [r1], #4            @ the bytes are the values
    ldr r5, [r1], #4
  .else
    .if \b >= 4
      ldr r6, [r1]              @ string bits 0..31 (in may be unaligned)
      rev r6, r6
      .if \b > 4
        ldr r7, [r1, #(\b - 4)]
        rev r7, r7
      .endif
    .else
      ldrb r6, [r1]
      lsl r6, r6, #24
      .if \b >= 2
        ldrb r7, [r1, #1]
        orr r6, r6, r7, lsl #16
      .endif
      .if \b >= 3
        ldrb r7, [r1, #2]
        orr r6, r6, r7, lsl #8
      .endif
    .endif
    add r1, r1, #\b
    tval r4, \b, 0, 0
    tval r4, \b, 1, 1
    tval r4, \b, 2, 2
    tval r4, \b, 3, 3
    tval r5, \b, 4, 0
    tval r5, \b, 5, 1
    tval r5, \b, 6, 2
    tval r5, \b, 7, 3
  .endif
  tcheck r4
  tcheck r5
  str r4, [r0], #4
  str r5, [r0], #4
  cmp r0, r2
  bne 1b
  b 9f
.endm

  .section .text.pqkit_falcon_m4_trim_i8_groups, "ax", %progbits
  .global pqkit_falcon_m4_trim_i8_groups
  .type pqkit_falcon_m4_trim_i8_groups, %function
  .p2align 2
@ uint32_t pqkit_falcon_m4_trim_i8_groups(int8_t *x, const uint8_t *in, size_t n,
@                                         unsigned bits)
@ x[u] for u < n (a multiple of 8, >= 8) from n bits / 8 bytes at in (any alignment),
@ 1 <= bits <= 8; x of any alignment (word stores). Returns all ones when no value is
@ -2^(bits - 1).
pqkit_falcon_m4_trim_i8_groups:
  push {r4-r8, r10, r11, lr}
  add r2, r0, r2                @ end of x
  sub r4, r3, #1
  movs r11, #1
  lsl r11, r11, r4
  rsb r11, r11, #256            @ the rejected value's byte
  movw r10, #0x0101
  movt r10, #0x0101
  mul r11, r11, r10             @ in every byte
  mov r12, #-1
  movs lr, #0
  cmp r3, #5                    @ bits is public: the width picks the loop
  beq 5f
  cmp r3, #6
  beq 6f
  cmp r3, #8
  beq 8f
  cmp r3, #7
  beq 7f
  cmp r3, #4
  beq 4f
  cmp r3, #3
  beq 3f
  cmp r3, #2
  beq 2f
  tloop 1
2:
  tloop 2
3:
  tloop 3
4:
  tloop 4
5:
  tloop 5
6:
  tloop 6
7:
  tloop 7
8:
  tloop 8
9:
  mov r0, r12
  pop {r4-r8, r10, r11, pc}
  .size pqkit_falcon_m4_trim_i8_groups, . - pqkit_falcon_m4_trim_i8_groups
