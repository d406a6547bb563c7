/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* A registry holding only the scheme this program is built for. It takes the place of
 * the library's registry (which names every scheme and so would pull all of them into
 * each firmware); being linked before the library, its definitions win. */
#include <string.h>

#include "harness.h"

#if defined(PQKIT_HARNESS_KEM)
const pqkit_kem *pqkit_kem_find(const char *name) {
  return name != NULL && strcmp(name, HARNESS_KEM->name) == 0 ? HARNESS_KEM : NULL;
}
const pqkit_kem *pqkit_kem_at(size_t i) {
  return i == 0 ? HARNESS_KEM : NULL;
}
const pqkit_sig *pqkit_sig_find(const char *name) {
  (void)name;
  return NULL;
}
const pqkit_sig *pqkit_sig_at(size_t i) {
  (void)i;
  return NULL;
}
#else
const pqkit_sig *pqkit_sig_find(const char *name) {
  return name != NULL && strcmp(name, HARNESS_SIG->name) == 0 ? HARNESS_SIG : NULL;
}
const pqkit_sig *pqkit_sig_at(size_t i) {
  return i == 0 ? HARNESS_SIG : NULL;
}
const pqkit_kem *pqkit_kem_find(const char *name) {
  (void)name;
  return NULL;
}
const pqkit_kem *pqkit_kem_at(size_t i) {
  (void)i;
  return NULL;
}
#endif
