/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The public layer: the names of include/pqkit/ *.h as calls of one implementation.
 *
 * A family lists its public functions once, as an X-macro of (name, parameters,
 * arguments), and its public.c expands the list with PQKIT_DEFINE_PUBLIC. CMake tells
 * public.c which implementations the library holds (PQKIT_PUBLIC_IMPLS, preference
 * order) and how many (PQKIT_PUBLIC_IMPL_COUNT):
 *   one     the public name calls that implementation's function directly (a tail call,
 *           no table, no stack): microcontroller builds and single-implementation hosts;
 *   several the public name calls through the function table of the implementation
 *           chosen on first use (pqkit_impl_choose: $PQKIT_IMPL, then the build's
 *           PQKIT_FORCE_IMPL, then the first whose backend this CPU can run).
 * Either way, PQKIT_IMPLEMENTATION_QUERY (a name CMake gives, pqkit_<alg>_implementation)
 * returns the name of the implementation the public names use, for
 * pqkit_kem_implementation() / pqkit_sig_implementation(). */
#ifndef PQKIT_DISPATCH_H
#define PQKIT_DISPATCH_H

#include <stddef.h>

typedef struct {
  const char *name;    /* implementation: "avx2", "ref", ... */
  const void *table;   /* its function table (a family type) */
  int (*usable)(void); /* 1 if this CPU and OS can run its backend */
} pqkit_impl_entry;

/* Index of the implementation to use among entries[0..n), n >= 1; see above. */
size_t pqkit_impl_choose(const pqkit_impl_entry *entries, size_t n);

/* Whether a backend can run here. Every backend other than ref defines its own (in
 * src/common/native/<backend>/). */
int pqkit_backend_ref_usable(void);

/* A family describes its public functions as an X-macro LIST(X) of
 * X(name, (parameters), (arguments)), all returning int, and defines
 *   PQKIT_IMPL_NAME(impl, name)  the name of implementation impl's function
 *   PQKIT_PUBLIC_NAME(name)      its public name
 * Then, in the implementation: PQKIT_DECLARE_IMPL(LIST) declares its functions and
 * PQKIT_DEFINE_TABLE(type, LIST) defines its table (PQKIT_IMPL_NAME(impl, table)); in
 * public.c, PQKIT_DEFINE_PUBLIC(type, LIST) defines the public names over the
 * implementations CMake listed. */
#define PQKIT_TABLE_FIELD_(n, params, args) int(*n) params;
#define PQKIT_TABLE_TYPE(type, LIST) \
  typedef struct {                   \
    LIST(PQKIT_TABLE_FIELD_)         \
  } type;

#define PQKIT_DECLARE_IMPL_(n, params, args) int PQKIT_IMPL_NAME(PQKIT_IMPL, n) params;
#define PQKIT_DECLARE_IMPL(LIST) LIST(PQKIT_DECLARE_IMPL_)

#define PQKIT_TABLE_ENTRY_(n, params, args) PQKIT_IMPL_NAME(PQKIT_IMPL, n),
#define PQKIT_DEFINE_TABLE(type, LIST) \
  const type PQKIT_IMPL_NAME(PQKIT_IMPL, table) = {LIST(PQKIT_TABLE_ENTRY_)};

#if defined(PQKIT_PUBLIC_IMPL_COUNT) && PQKIT_PUBLIC_IMPL_COUNT == 1
/* One implementation: the public names call it directly. */
#define PQKIT_THE_IMPL_(impl, backend) impl
#define PQKIT_THE_IMPL PQKIT_PUBLIC_IMPLS(PQKIT_THE_IMPL_)
#define PQKIT_DECLARE_ONE_(n, params, args) int PQKIT_IMPL_NAME(PQKIT_THE_IMPL, n) params;
#define PQKIT_DEFINE_ONE_(n, params, args)          \
  int PQKIT_PUBLIC_NAME(n) params {                 \
    return PQKIT_IMPL_NAME(PQKIT_THE_IMPL, n) args; \
  }
#define PQKIT_STR2_(x) #x
#define PQKIT_STR_(x) PQKIT_STR2_(x)
#define PQKIT_DEFINE_PUBLIC(type, LIST)                                                          \
  LIST(PQKIT_DECLARE_ONE_) LIST(PQKIT_DEFINE_ONE_) const char *PQKIT_IMPLEMENTATION_QUERY(void); \
  const char *PQKIT_IMPLEMENTATION_QUERY(void) {                                                 \
    return PQKIT_STR_(PQKIT_THE_IMPL);                                                           \
  }
#elif defined(PQKIT_PUBLIC_IMPL_COUNT)
/* Several: the table of the implementation chosen on first use. The race on first
 * use is harmless: every thread computes the same entry, and the store is atomic. */
#define PQKIT_DECLARE_TABLE_(impl, backend)   \
  int pqkit_backend_##backend##_usable(void); \
  extern const PQKIT_PUBLIC_TABLE_TYPE PQKIT_IMPL_NAME(impl, table);
#define PQKIT_IMPL_ENTRY_(impl, backend) \
  {#impl, &PQKIT_IMPL_NAME(impl, table), pqkit_backend_##backend##_usable},
#define PQKIT_DEFINE_MANY_(n, params, args)                                  \
  int PQKIT_PUBLIC_NAME(n) params {                                          \
    return ((const PQKIT_PUBLIC_TABLE_TYPE *)chosen_entry()->table)->n args; \
  }
#define PQKIT_DEFINE_PUBLIC(type, LIST)                                                   \
  PQKIT_PUBLIC_IMPLS(PQKIT_DECLARE_TABLE_) /* needs PQKIT_PUBLIC_TABLE_TYPE == type */    \
  static const pqkit_impl_entry impl_entries[] = {PQKIT_PUBLIC_IMPLS(PQKIT_IMPL_ENTRY_)}; \
  static const pqkit_impl_entry *chosen_entry(void) {                                     \
    static const pqkit_impl_entry *_Atomic chosen;                                        \
    const pqkit_impl_entry *e = chosen;                                                   \
    if (e == NULL) {                                                                      \
      e = &impl_entries[pqkit_impl_choose(impl_entries,                                   \
                                          sizeof impl_entries / sizeof impl_entries[0])]; \
      chosen = e;                                                                         \
    }                                                                                     \
    return e;                                                                             \
  }                                                                                       \
  LIST(PQKIT_DEFINE_MANY_)                                                                \
  const char *PQKIT_IMPLEMENTATION_QUERY(void);                                           \
  const char *PQKIT_IMPLEMENTATION_QUERY(void) {                                          \
    return chosen_entry()->name;                                                          \
  }
#endif

#endif
