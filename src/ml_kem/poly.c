/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Coefficient-wise operations and byte encodings of one polynomial (FIPS 203 §4.2.1:
 * ByteEncode_d / ByteDecode_d, Compress_d / Decompress_d). Bits are packed little-endian:
 * coefficient i occupies bits d*i .. d*i+d-1 of the byte string. */
#include "common/bitpack.h"
#include "compress.h"
#include "poly.h"

void pqkit_mlk_poly_add_reduce(mlk_poly *r, const mlk_poly *a) {
  for (unsigned int i = 0; i < MLK_N; i++) {
    r->c[i] = mlk_barrett_reduce((int16_t)(r->c[i] + a->c[i]));
  }
}

void pqkit_mlk_poly_rsub_reduce(mlk_poly *r, const mlk_poly *a) {
  for (unsigned int i = 0; i < MLK_N; i++) {
    r->c[i] = mlk_barrett_reduce((int16_t)(a->c[i] - r->c[i]));
  }
}

void pqkit_mlk_poly_tobytes(uint8_t out[MLK_POLY_BYTES], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 2; i++) {
    uint16_t a = mlk_to_unsigned(p->c[2 * i]);
    uint16_t b = mlk_to_unsigned(p->c[2 * i + 1]);
    out[3 * i] = (uint8_t)a;
    out[3 * i + 1] = (uint8_t)((a >> 8) | (b << 4));
    out[3 * i + 2] = (uint8_t)(b >> 4);
  }
}

void pqkit_mlk_poly_frombytes(mlk_poly *p, const uint8_t in[MLK_POLY_BYTES]) {
  for (unsigned int i = 0; i < MLK_N / 2; i++) {
    uint16_t b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];
    p->c[2 * i] = (int16_t)(b0 | ((b1 & 0x0F) << 8));
    p->c[2 * i + 1] = (int16_t)((b1 >> 4) | (b2 << 4));
  }
}

int pqkit_mlk_poly_check_modulus(const uint8_t in[MLK_POLY_BYTES]) {
  /* Decode and re-encode differ exactly when some 12-bit value is >= q. */
  unsigned int bad = 0;
  for (unsigned int i = 0; i < MLK_N / 2; i++) {
    unsigned int b0 = in[3 * i], b1 = in[3 * i + 1], b2 = in[3 * i + 2];
    bad |= (b0 | ((b1 & 0x0F) << 8)) >= MLK_Q;
    bad |= ((b1 >> 4) | (b2 << 4)) >= MLK_Q;
  }
  return bad ? -1 : 0;
}

void pqkit_mlk_poly_compress4(uint8_t out[128], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 2; i++) {
    uint32_t a = mlk_compress4(mlk_to_unsigned(p->c[2 * i]));
    uint32_t b = mlk_compress4(mlk_to_unsigned(p->c[2 * i + 1]));
    out[i] = (uint8_t)(a | (b << 4));
  }
}

void pqkit_mlk_poly_decompress4(mlk_poly *p, const uint8_t in[128]) {
  for (unsigned int i = 0; i < MLK_N / 2; i++) {
    p->c[2 * i] = mlk_decompress(in[i] & 0x0Fu, 4);
    p->c[2 * i + 1] = mlk_decompress((uint32_t)in[i] >> 4, 4);
  }
}

/* 8 coefficients of 5 bits = 40 bits = 5 bytes. */
void pqkit_mlk_poly_compress5(uint8_t out[160], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint64_t w = 0;
    for (unsigned int j = 0; j < 8; j++) {
      w |= (uint64_t)mlk_compress5(mlk_to_unsigned(p->c[8 * i + j])) << (5 * j);
    }
    for (unsigned int j = 0; j < 5; j++) {
      out[5 * i + j] = (uint8_t)(w >> (8 * j));
    }
  }
}

void pqkit_mlk_poly_decompress5(mlk_poly *p, const uint8_t in[160]) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint64_t w = 0;
    for (unsigned int j = 0; j < 5; j++) {
      w |= (uint64_t)in[5 * i + j] << (8 * j);
    }
    for (unsigned int j = 0; j < 8; j++) {
      p->c[8 * i + j] = mlk_decompress((uint32_t)(w >> (5 * j)) & 0x1Fu, 5);
    }
  }
}

/* 4 coefficients of 10 bits = 40 bits = 5 bytes. */
void pqkit_mlk_poly_compress10(uint8_t out[320], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 4; i++) {
    uint64_t w = 0;
    for (unsigned int j = 0; j < 4; j++) {
      w |= (uint64_t)mlk_compress10(mlk_to_unsigned(p->c[4 * i + j])) << (10 * j);
    }
    for (unsigned int j = 0; j < 5; j++) {
      out[5 * i + j] = (uint8_t)(w >> (8 * j));
    }
  }
}

void pqkit_mlk_poly_decompress10(mlk_poly *p, const uint8_t in[320]) {
  for (unsigned int i = 0; i < MLK_N / 4; i++) {
    uint64_t w = 0;
    for (unsigned int j = 0; j < 5; j++) {
      w |= (uint64_t)in[5 * i + j] << (8 * j);
    }
    for (unsigned int j = 0; j < 4; j++) {
      p->c[4 * i + j] = mlk_decompress((uint32_t)(w >> (10 * j)) & 0x3FFu, 10);
    }
  }
}

/* 8 coefficients of 11 bits = 88 bits = 11 bytes at a time. */
void pqkit_mlk_poly_compress11(uint8_t out[352], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint32_t v[8];
    for (unsigned int j = 0; j < 8; j++) {
      v[j] = mlk_compress11(mlk_to_unsigned(p->c[8 * i + j]));
    }
    pqkit_pack8(out + 11 * i, v, 11);
  }
}

void pqkit_mlk_poly_decompress11(mlk_poly *p, const uint8_t in[352]) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint32_t v[8];
    pqkit_unpack8(v, in + 11 * i, 11);
    for (unsigned int j = 0; j < 8; j++) {
      p->c[8 * i + j] = mlk_decompress(v[j], 11);
    }
  }
}

void pqkit_mlk_poly_add_msg_reduce(mlk_poly *r, const uint8_t msg[MLK_SYM_BYTES]) {
  /* Decompress_1(b) = b * (q+1)/2, selected by a mask: no branch on the message bit. */
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    for (unsigned int j = 0; j < 8; j++) {
      int16_t mask = (int16_t) - (int16_t)((msg[i] >> j) & 1);
      int16_t v = (int16_t)(mask & ((MLK_Q + 1) / 2));
      r->c[8 * i + j] = mlk_barrett_reduce((int16_t)(r->c[8 * i + j] + v));
    }
  }
}

void pqkit_mlk_poly_tomsg(uint8_t msg[MLK_SYM_BYTES], const mlk_poly *p) {
  for (unsigned int i = 0; i < MLK_N / 8; i++) {
    uint32_t byte = 0;
    for (unsigned int j = 0; j < 8; j++) {
      byte |= mlk_compress1(mlk_to_unsigned(p->c[8 * i + j])) << j;
    }
    msg[i] = (uint8_t)byte;
  }
}
