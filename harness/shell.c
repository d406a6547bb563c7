/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Serial command shell: every algorithm of one implementation, driven line by line from
 * a PC over the console (QEMU's serial port, a board's UART, the host's stdin). Each
 * command line gets payload lines "+<TAG>: <value>" and then exactly one "OK" or
 * "ERROR <reason>"; nothing a line holds (its length, bad hex, a wrong length, a
 * command out of order) may crash or stall it.
 *
 *   AT                        OK
 *   AT+INFO                   platform, implementation, compiler, clock, cycle counter
 *   AT+LIST                   +LIST: <name> kem|sig, one line per algorithm
 *   AT+ALG=<name>             select an algorithm (forgets keys and ciphertexts)
 *   AT+KEYGEN[=<seed>]        +PK: key pair (derandomised with a seed of the right length)
 *   AT+ENCAPS[=<pk>[,<m>]]    +CT: +SS:  with the given or the generated public key
 *   AT+DECAPS[=<ct>]          +SS:       with the generated key, of the given or last ct
 *   AT+SIGN=<msg>[,<rnd>]     +SIG:      with the generated key (empty context)
 *   AT+VERIFY=<sig>,<msg>     OK, or ERROR verification failed (generated public key)
 *   AT+BENCH=<n>              +BENCH: <op> runs=<n> cycles min=<c> mean=<c>, per operation
 *   AT+STACK                  +STACK: <op> <bytes>, per operation
 *   AT+QUIT                   ends the program (under QEMU, the emulator)
 * Arguments are hex; commands are case-insensitive. */
#include <string.h>

#include "harness.h"
#include "out.h"
#include "platform.h"

#define SHELL_KEM(alg) extern const pqkit_kem pqkit_kem_desc_##alg;
#define SHELL_SIG(alg) extern const pqkit_sig pqkit_sig_desc_##alg;
#include "shell_algorithms.h"
#undef SHELL_KEM
#undef SHELL_SIG

static const pqkit_kem *const kems[] = {
#define SHELL_KEM(alg) &pqkit_kem_desc_##alg,
#define SHELL_SIG(alg)
#include "shell_algorithms.h"
#undef SHELL_KEM
#undef SHELL_SIG
    NULL};
static const pqkit_sig *const sigs[] = {
#define SHELL_KEM(alg)
#define SHELL_SIG(alg) &pqkit_sig_desc_##alg,
#include "shell_algorithms.h"
#undef SHELL_KEM
#undef SHELL_SIG
    NULL};

/* The library's look-up by name, over this firmware's algorithms only. */
const pqkit_kem *pqkit_kem_at(size_t i) {
  return i < sizeof kems / sizeof kems[0] - 1 ? kems[i] : NULL;
}
const pqkit_sig *pqkit_sig_at(size_t i) {
  return i < sizeof sigs / sizeof sigs[0] - 1 ? sigs[i] : NULL;
}
const pqkit_kem *pqkit_kem_find(const char *name) {
  for (size_t i = 0; name != NULL && kems[i] != NULL; i++) {
    if (strcmp(kems[i]->name, name) == 0) return kems[i];
  }
  return NULL;
}
const pqkit_sig *pqkit_sig_find(const char *name) {
  for (size_t i = 0; name != NULL && sigs[i] != NULL; i++) {
    if (strcmp(sigs[i]->name, name) == 0) return sigs[i];
  }
  return NULL;
}

/* The longest message AT+SIGN / AT+VERIFY take. */
#define SHELL_MSG_MAX 1024u
/* Half of the arena holds the command line, the rest the algorithm's buffers. */
#define SHELL_LINE_MAX (PQKIT_HARNESS_ARENA_BYTES / 2u)

static char *line;
static size_t after_line; /* arena mark: the algorithm's buffers start here */

static const pqkit_kem *kem;
static const pqkit_sig *sig;
/* KEM: a = ek, b = dk, c = ct, d = ss; signature: a = pk, b = sk, c = sig, d = msg. */
static uint8_t *buf_a, *buf_b, *buf_c, *buf_d, *seed;
static size_t len_c, len_d;
static int have_pk, have_keys, have_c; /* have_keys: the secret key matches buf_a */

static int fail(const char *reason) {
  out_str("ERROR ");
  out_str(reason);
  out_end();
  return 0;
}

static void payload(const char *tag, const uint8_t *p, size_t len) {
  out_str("+");
  out_str(tag);
  out_str(": ");
  out_hex(p, len);
  out_end();
}

static int hexval(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

/* Decode the hex text [s, s + n) into out (at most cap bytes); the byte count, or -1 for
 * bad hex and -2 for too long. */
static long unhex(const char *s, size_t n, uint8_t *out, size_t cap) {
  if (n % 2u != 0u) return -1;
  if (n / 2u > cap) return -2;
  for (size_t i = 0; i < n; i += 2) {
    int hi = hexval(s[i]), lo = hexval(s[i + 1]);
    if (hi < 0 || lo < 0) return -1;
    out[i / 2u] = (uint8_t)(hi << 4 | lo);
  }
  return (long)(n / 2u);
}

/* The arguments after '=': up to two comma-separated fields. */
typedef struct {
  const char *p[2];
  size_t n[2];
  unsigned count;
} args_t;

static int split(const char *s, args_t *a) {
  a->count = 0;
  if (s == NULL) return 1;
  while (a->count < 2) {
    const char *comma = strchr(s, ',');
    a->p[a->count] = s;
    a->n[a->count] = comma != NULL ? (size_t)(comma - s) : strlen(s);
    a->count++;
    if (comma == NULL) return 1;
    s = comma + 1;
  }
  return 0; /* a third field */
}

/* Decode field i into out of exactly want bytes; 1, or 0 after an error line. */
static int field_exact(const args_t *a, unsigned i, uint8_t *out, size_t want, const char *what) {
  long n = unhex(a->p[i], a->n[i], out, want);
  if (n == -1) return fail("bad hex");
  if (n != (long)want) {
    out_str("ERROR wrong length: ");
    out_str(what);
    out_str(" needs ");
    out_u64(want);
    out_str(" bytes");
    out_end();
    return 0;
  }
  return 1;
}

static size_t rounded(size_t n) {
  return (n + 7u) & ~(size_t)7u;
}

static int select_alg(const char *name) {
  const pqkit_kem *k = pqkit_kem_find(name);
  const pqkit_sig *s = k == NULL ? pqkit_sig_find(name) : NULL;
  if (k == NULL && s == NULL) return fail("unknown algorithm (AT+LIST)");
  size_t need = k != NULL ? rounded(k->ek_bytes) + rounded(k->dk_bytes) + rounded(k->ct_bytes) +
                                rounded(k->ss_bytes) + rounded(k->keypair_seed_bytes) +
                                rounded(k->encaps_seed_bytes)
                          : rounded(s->pk_bytes) + rounded(s->sk_bytes) + rounded(s->sig_bytes) +
                                SHELL_MSG_MAX + rounded(s->keypair_seed_bytes) +
                                rounded(s->sign_seed_bytes);
  if (need > PQKIT_HARNESS_ARENA_BYTES - after_line)
    return fail("does not fit this firmware's buffers");
  harness_release(after_line);
  kem = k;
  sig = s;
  have_pk = have_keys = have_c = 0;
  if (k != NULL) {
    buf_a = harness_alloc(k->ek_bytes);
    buf_b = harness_alloc(k->dk_bytes);
    buf_c = harness_alloc(k->ct_bytes);
    buf_d = harness_alloc(k->ss_bytes);
    seed = harness_alloc(k->keypair_seed_bytes + k->encaps_seed_bytes);
  } else {
    buf_a = harness_alloc(s->pk_bytes);
    buf_b = harness_alloc(s->sk_bytes);
    buf_c = harness_alloc(s->sig_bytes);
    buf_d = harness_alloc(SHELL_MSG_MAX);
    seed = harness_alloc(s->keypair_seed_bytes + s->sign_seed_bytes);
  }
  return 1;
}

static int error_code(int rc) {
  switch (rc) {
    case PQKIT_ERR_VERIFY:
      return fail("verification failed");
    case PQKIT_ERR_INVALID_KEY:
      return fail("invalid key");
    case PQKIT_ERR_RANDOMNESS:
      return fail("randomness failed");
    default:
      return fail("operation failed");
  }
}

static int cmd_keygen(const args_t *a) {
  if (kem == NULL && sig == NULL) return fail("no algorithm: AT+ALG=<name> first");
  size_t seed_len = kem != NULL ? kem->keypair_seed_bytes : sig->keypair_seed_bytes;
  if (a->count > 1) return fail("too many arguments");
  if (a->count == 1 && !field_exact(a, 0, seed, seed_len, "seed")) return 0;
  int rc = kem != NULL
               ? (a->count ? kem->keypair_derand(buf_a, buf_b, seed) : kem->keypair(buf_a, buf_b))
               : (a->count ? sig->keypair_derand(buf_a, buf_b, seed) : sig->keypair(buf_a, buf_b));
  if (rc != PQKIT_OK) return error_code(rc);
  have_pk = have_keys = 1;
  have_c = 0;
  payload("PK", buf_a, kem != NULL ? kem->ek_bytes : sig->pk_bytes);
  return 1;
}

static int cmd_encaps(const args_t *a) {
  if (kem == NULL) return fail(sig != NULL ? "not a KEM" : "no algorithm: AT+ALG=<name> first");
  uint8_t *m = seed + kem->keypair_seed_bytes;
  if (a->count >= 1 && a->n[0] > 0) {
    if (!field_exact(a, 0, buf_a, kem->ek_bytes, "public key")) return 0;
    have_pk = 1;
    have_keys = 0; /* the secret key no longer matches */
  }
  if (!have_pk) return fail("no public key: AT+KEYGEN first, or give one");
  if (a->count == 2 && !field_exact(a, 1, m, kem->encaps_seed_bytes, "m")) return 0;
  int rc =
      a->count == 2 ? kem->encaps_derand(buf_c, buf_d, buf_a, m) : kem->encaps(buf_c, buf_d, buf_a);
  if (rc != PQKIT_OK) return error_code(rc);
  have_c = 1;
  payload("CT", buf_c, kem->ct_bytes);
  payload("SS", buf_d, kem->ss_bytes);
  return 1;
}

static int cmd_decaps(const args_t *a) {
  if (kem == NULL) return fail(sig != NULL ? "not a KEM" : "no algorithm: AT+ALG=<name> first");
  if (!have_keys) return fail("no secret key: AT+KEYGEN first");
  if (a->count > 1) return fail("too many arguments");
  if (a->count == 1) {
    if (!field_exact(a, 0, buf_c, kem->ct_bytes, "ciphertext")) return 0;
    have_c = 1;
  }
  if (!have_c) return fail("no ciphertext: AT+ENCAPS first, or give one");
  int rc = kem->decaps(buf_d, buf_c, buf_b);
  if (rc != PQKIT_OK) return error_code(rc);
  payload("SS", buf_d, kem->ss_bytes);
  return 1;
}

static int message(const args_t *a, unsigned i) {
  long n = unhex(a->p[i], a->n[i], buf_d, SHELL_MSG_MAX);
  if (n == -1) return fail("bad hex");
  if (n == -2) return fail("message too long (at most 1024 bytes)");
  len_d = (size_t)n;
  return 1;
}

static int cmd_sign(const args_t *a) {
  if (sig == NULL)
    return fail(kem != NULL ? "not a signature scheme" : "no algorithm: AT+ALG=<name> first");
  if (!have_keys) return fail("no secret key: AT+KEYGEN first");
  if (a->count == 0) return fail("usage: AT+SIGN=<message hex>[,<rnd hex>]");
  uint8_t *rnd = seed + sig->keypair_seed_bytes;
  if (!message(a, 0)) return 0;
  if (a->count == 2 && !field_exact(a, 1, rnd, sig->sign_seed_bytes, "rnd")) return 0;
  len_c = sig->sig_bytes;
  int rc = a->count == 2 ? sig->sign_derand(buf_c, &len_c, buf_d, len_d, NULL, 0, rnd, buf_b)
                         : sig->sign(buf_c, &len_c, buf_d, len_d, NULL, 0, buf_b);
  if (rc != PQKIT_OK) return error_code(rc);
  payload("SIG", buf_c, len_c);
  return 1;
}

static int cmd_verify(const args_t *a) {
  if (sig == NULL)
    return fail(kem != NULL ? "not a signature scheme" : "no algorithm: AT+ALG=<name> first");
  if (!have_keys) return fail("no public key: AT+KEYGEN first");
  if (a->count != 2) return fail("usage: AT+VERIFY=<signature hex>,<message hex>");
  long n = unhex(a->p[0], a->n[0], buf_c, sig->sig_bytes);
  if (n == -1) return fail("bad hex");
  if (n == -2) return fail("signature too long");
  if (!message(a, 1)) return 0;
  int rc = sig->verify(buf_c, (size_t)n, buf_d, len_d, NULL, 0, buf_a);
  return rc == PQKIT_OK ? 1 : error_code(rc);
}

/* The three operations on the current buffers, for AT+BENCH and AT+STACK. */
static const char *const op_names[2][3] = {{"keypair", "encaps", "decaps"},
                                           {"keypair", "sign", "verify"}};
static int op_rc;

static void run_op(void *arg) {
  unsigned op = *(const unsigned *)arg;
  static const uint8_t msg[HARNESS_MLEN];
  if (kem != NULL) {
    op_rc = op == 0   ? kem->keypair(buf_a, buf_b)
            : op == 1 ? kem->encaps(buf_c, buf_d, buf_a)
                      : kem->decaps(buf_d, buf_c, buf_b);
  } else if (op == 0) {
    op_rc = sig->keypair(buf_a, buf_b);
  } else if (op == 1) {
    len_c = sig->sig_bytes;
    op_rc = sig->sign(buf_c, &len_c, msg, sizeof msg, NULL, 0, buf_b);
  } else {
    op_rc = sig->verify(buf_c, len_c, msg, sizeof msg, NULL, 0, buf_a);
  }
}

static int cmd_measure(const args_t *a, int stack) {
  if (kem == NULL && sig == NULL) return fail("no algorithm: AT+ALG=<name> first");
  unsigned long n = 1;
  if (!stack) {
    if (a->count != 1 || a->n[0] == 0 || a->n[0] > 5)
      return fail("usage: AT+BENCH=<runs 1..10000>");
    n = 0;
    for (size_t i = 0; i < a->n[0]; i++) {
      char c = a->p[0][i];
      if (c < '0' || c > '9') return fail("usage: AT+BENCH=<runs 1..10000>");
      n = 10u * n + (unsigned long)(c - '0');
    }
    if (n == 0 || n > 10000u) return fail("usage: AT+BENCH=<runs 1..10000>");
  } else if (a->count != 0) {
    return fail("AT+STACK takes no argument");
  }
  int has_cycles = pqkit_platform_has_cycles();
  for (unsigned op = 0; op < 3; op++) {
    uint64_t min = UINT64_MAX, sum = 0;
    size_t deepest = 0;
    for (unsigned long r = 0; r < n; r++) {
      if (stack) {
        deepest = pqkit_platform_stack_usage(run_op, &op);
      } else {
        uint64_t t0 = pqkit_platform_cycles();
        pqkit_region_begin();
        run_op(&op);
        pqkit_region_end();
        uint64_t t = pqkit_platform_cycles() - t0;
        sum += t;
        min = t < min ? t : min;
      }
      if (op_rc != PQKIT_OK) return error_code(op_rc);
    }
    out_str(stack ? "+STACK: " : "+BENCH: ");
    out_str(op_names[sig != NULL][op]);
    if (stack) {
      out_str(" ");
      out_u64(deepest);
    } else {
      out_str(" runs=");
      out_u64(n);
      if (has_cycles) {
        out_str(" cycles min=");
        out_u64(min);
        out_str(" mean=");
        out_u64(sum / n);
      } else {
        out_str(" cycles=none (no cycle counter here; ./pqkit bench measures under the model)");
      }
    }
    out_end();
  }
  have_pk = have_keys = 1; /* the buffers now hold a fresh key pair and its ct or signature */
  have_c = kem != NULL;
  return 1;
}

static int cmd_info(void) {
  out_str("+INFO: platform=");
  out_str(pqkit_platform_name());
  out_str(" impl=");
  out_str(PQKIT_HARNESS_IMPL);
  out_str(" compiler=gcc-");
  out_str(__VERSION__);
  out_str(" clock=");
  if (pqkit_platform_clock_hz() != 0u) {
    out_u64(pqkit_platform_clock_hz());
    out_str("Hz");
  } else {
    out_str("n/a");
  }
  out_str(" cycles=");
  out_str(pqkit_platform_has_cycles() ? "yes" : "no");
  out_str(" line-max=");
  out_u64(SHELL_LINE_MAX - 1u);
  out_end();
  return 1;
}

static int cmd_list(void) {
  for (size_t i = 0; kems[i] != NULL; i++) {
    out_str("+LIST: ");
    out_str(kems[i]->name);
    out_str(" kem");
    out_end();
  }
  for (size_t i = 0; sigs[i] != NULL; i++) {
    out_str("+LIST: ");
    out_str(sigs[i]->name);
    out_str(" sig");
    out_end();
  }
  return 1;
}

static int command(char *text) {
  char *eq = strchr(text, '=');
  if (eq != NULL) *eq = '\0';
  for (char *p = text; *p != '\0'; p++) {
    if (*p >= 'a' && *p <= 'z') *p = (char)(*p - 'a' + 'A');
  }
  args_t a;
  if (!split(eq != NULL ? eq + 1 : NULL, &a)) return fail("too many arguments");
  int bare = eq == NULL;
  if (strcmp(text, "AT") == 0 && bare) return 1;
  if (strcmp(text, "AT+INFO") == 0 && bare) return cmd_info();
  if (strcmp(text, "AT+LIST") == 0 && bare) return cmd_list();
  if (strcmp(text, "AT+ALG") == 0) {
    if (a.count != 1 || a.n[0] == 0) return fail("usage: AT+ALG=<name>");
    return select_alg(a.p[0]);
  }
  if (strcmp(text, "AT+KEYGEN") == 0) return cmd_keygen(&a);
  if (strcmp(text, "AT+ENCAPS") == 0) return cmd_encaps(&a);
  if (strcmp(text, "AT+DECAPS") == 0) return cmd_decaps(&a);
  if (strcmp(text, "AT+SIGN") == 0) return cmd_sign(&a);
  if (strcmp(text, "AT+VERIFY") == 0) return cmd_verify(&a);
  if (strcmp(text, "AT+BENCH") == 0) return cmd_measure(&a, 0);
  if (strcmp(text, "AT+STACK") == 0) return cmd_measure(&a, 1);
  if (strcmp(text, "AT+QUIT") == 0 && bare) {
    out_str("OK");
    out_end();
    pqkit_platform_exit(0);
  }
  if (strncmp(text, "AT", 2) != 0) return fail("not a command (commands start with AT)");
  return fail(bare ? "unknown command" : "unknown command or wrong form");
}

/* One line into `line`, without its end (\n, \r\n); 0 at the end of the input. A line
 * longer than the buffer is read to its end and reported. */
static int read_line(size_t *len, int *too_long) {
  *len = 0;
  *too_long = 0;
  for (;;) {
    int c = pqkit_platform_getc();
    if (c < 0) return *len > 0 || *too_long;
    if (c == '\n') break;
    if (c == '\r') continue;
    if (*len < SHELL_LINE_MAX - 1u) {
      line[(*len)++] = (char)c;
    } else {
      *too_long = 1;
    }
  }
  line[*len] = '\0';
  return 1;
}

int main(void) {
  pqkit_platform_init();
  line = (char *)harness_alloc(SHELL_LINE_MAX);
  after_line = harness_mark();
  out_str("+READY: pqkit shell ");
  out_str(pqkit_platform_name());
  out_str(" ");
  out_str(PQKIT_HARNESS_IMPL);
  out_end();
  size_t len;
  int too_long;
  while (read_line(&len, &too_long)) {
    int ok;
    if (too_long) {
      ok = fail("line too long");
    } else if (len == 0) {
      continue;
    } else if (memchr(line, '\0', len) != NULL) {
      ok = fail("not a command (NUL byte)");
    } else {
      ok = command(line);
    }
    if (ok) {
      out_str("OK");
      out_end();
    }
  }
  pqkit_platform_exit(0);
}
