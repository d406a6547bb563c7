/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Falcon's bit-level encodings; bits are packed most significant first. */
#include "codec.h"

#include "common/ct.h"
/* a backend may decode the private key's polynomials: FALCON_NATIVE_TRIM_I8_DECODE */
#ifdef PQKIT_FALCON_NATIVE_H
#include PQKIT_FALCON_NATIVE_H
#endif

size_t fn_modq_encode(uint8_t *out, size_t outlen, const uint16_t *x, unsigned logn) {
  size_t n = (size_t)1 << logn, need = (n * 14u + 7u) >> 3, v = 0;
  uint32_t acc = 0;
  unsigned acc_len = 0;
  if (outlen < need) {
    return 0;
  }
  for (size_t u = 0; u < n; u++) {
    if (x[u] >= FN_Q) {
      return 0;
    }
    acc = (acc << 14) | x[u];
    acc_len += 14;
    while (acc_len >= 8) {
      acc_len -= 8;
      out[v++] = (uint8_t)(acc >> acc_len);
    }
  }
  if (acc_len > 0) {
    out[v++] = (uint8_t)(acc << (8 - acc_len));
  }
  return v;
}

size_t fn_modq_decode(uint16_t *x, unsigned logn, const uint8_t *in, size_t inlen) {
  size_t n = (size_t)1 << logn, need = (n * 14u + 7u) >> 3, v = 0, u = 0;
  uint32_t acc = 0;
  unsigned acc_len = 0;
  if (inlen < need) {
    return 0;
  }
  while (u < n) {
    acc = (acc << 8) | in[v++];
    acc_len += 8;
    if (acc_len >= 14) {
      acc_len -= 14;
      uint32_t w = (acc >> acc_len) & 0x3FFFu;
      if (w >= FN_Q) {
        return 0;
      }
      x[u++] = (uint16_t)w;
    }
  }
  /* The bits after the last coefficient pad the last byte and must be zero. */
  if ((acc & ((1u << acc_len) - 1u)) != 0) {
    return 0;
  }
  return v;
}

/* Private key polynomials: secret, so no branch depends on a coefficient; a value out
 * of range only makes the result 0 at the end. */
size_t fn_trim_i8_encode(uint8_t *out, size_t outlen, const int8_t *x, unsigned logn,
                         unsigned bits) {
  size_t n = (size_t)1 << logn, need = (n * bits + 7u) >> 3, v = 0;
  int32_t lim = (1 << (bits - 1)) - 1;
  uint32_t acc = 0, mask = (1u << bits) - 1u, bad = 0;
  unsigned acc_len = 0;
  if (outlen < need) {
    return 0;
  }
  for (size_t u = 0; u < n; u++) {
    int32_t t = x[u];
    /* bit 31 set when t < -lim or t > lim */
    bad |= (uint32_t)(t + lim) | (uint32_t)(lim - t);
    acc = (acc << bits) | ((uint32_t)t & mask);
    acc_len += bits;
    while (acc_len >= 8) {
      acc_len -= 8;
      out[v++] = (uint8_t)(acc >> acc_len);
    }
  }
  if (acc_len > 0) {
    out[v++] = (uint8_t)(acc << (8 - acc_len));
  }
  /* whether the key fits its encoding is public (key generation makes only such keys) */
  PQKIT_CT_DECLASSIFY(&bad, sizeof bad);
  return (bad >> 31) ? 0 : v;
}

size_t fn_trim_i8_decode(int8_t *x, unsigned logn, unsigned bits, const uint8_t *in, size_t inlen) {
  size_t n = (size_t)1 << logn, need = (n * bits + 7u) >> 3, v = 0, u = 0;
  uint32_t acc = 0, mask = (1u << bits) - 1u, sign = 1u << (bits - 1), bad = 0;
  unsigned acc_len = 0;
  if (inlen < need) {
    return 0;
  }
#ifdef FALCON_NATIVE_TRIM_I8_DECODE
  if (logn >= 3 && bits <= 8) {
    return FALCON_NATIVE_TRIM_I8_DECODE(x, logn, bits, in, inlen);
  }
#endif
  while (u < n) {
    acc = (acc << 8) | in[v++];
    acc_len += 8;
    while (acc_len >= bits && u < n) {
      acc_len -= bits;
      uint32_t w = (acc >> acc_len) & mask;
      /* -2^(bits-1) is not a valid coefficient (the range is symmetric) */
      uint32_t z = w ^ sign;
      bad |= ~(z | (0u - z)) >> 31; /* 1 when w == sign */
      x[u++] = (int8_t)(int32_t)(w - ((w & sign) << 1));
    }
  }
  bad |= acc & ((1u << acc_len) - 1u);
  /* whether a private key is well-formed is not secret */
  PQKIT_CT_DECLASSIFY(&bad, sizeof bad);
  return bad ? 0 : v;
}

size_t fn_comp_encode(uint8_t *out, size_t outlen, const int16_t *x, unsigned logn) {
  size_t n = (size_t)1 << logn, v = 0;
  uint32_t acc = 0;
  unsigned acc_len = 0;
  for (size_t u = 0; u < n; u++) {
    int32_t t = x[u];
    if (t < -2047 || t > 2047) {
      return 0;
    }
    uint32_t w = (uint32_t)(t < 0 ? -t : t);
    /* sign, 7 low bits, then (w >> 7) zeros and a one */
    acc = (acc << 8) | (t < 0 ? 0x80u : 0u) | (w & 0x7Fu);
    acc_len += 8;
    unsigned hi = (unsigned)(w >> 7) + 1u;
    acc = (acc << hi) | 1u;
    acc_len += hi;
    while (acc_len >= 8) {
      acc_len -= 8;
      if (v >= outlen) {
        return 0;
      }
      out[v++] = (uint8_t)(acc >> acc_len);
    }
  }
  if (acc_len > 0) {
    if (v >= outlen) {
      return 0;
    }
    out[v++] = (uint8_t)(acc << (8 - acc_len));
  }
  return v;
}

size_t fn_comp_decode(int16_t *x, unsigned logn, const uint8_t *in, size_t inlen) {
  size_t n = (size_t)1 << logn, v = 0;
  uint32_t acc = 0;
  unsigned acc_len = 0;
  for (size_t u = 0; u < n; u++) {
    if (v >= inlen) {
      return 0;
    }
    acc = (acc << 8) | in[v++];
    uint32_t b = acc >> acc_len;
    uint32_t s = b & 0x80u, m = b & 0x7Fu;
    for (;;) {
      if (acc_len == 0) {
        if (v >= inlen) {
          return 0;
        }
        acc = (acc << 8) | in[v++];
        acc_len = 8;
      }
      acc_len--;
      if ((acc >> acc_len) & 1u) {
        break;
      }
      m += 128;
      if (m > 2047) {
        return 0;
      }
    }
    if (s && m == 0) {
      return 0; /* negative zero: a second encoding of 0 */
    }
    x[u] = (int16_t)(s ? -(int32_t)m : (int32_t)m);
  }
  if ((acc & ((1u << acc_len) - 1u)) != 0) {
    return 0;
  }
  return v;
}
