/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* Generic look-up of schemes by name, for tools and bindings. */
#include <string.h>

#include "pqkit/common.h"
#include "registry_list.h"

const pqkit_kem *pqkit_kem_find(const char *name) {
  if (name == NULL) {
    return NULL;
  }
  for (size_t i = 0; registry_kems[i] != NULL; i++) {
    if (strcmp(registry_kems[i]->name, name) == 0) {
      return registry_kems[i];
    }
  }
  return NULL;
}

const pqkit_sig *pqkit_sig_find(const char *name) {
  if (name == NULL) {
    return NULL;
  }
  for (size_t i = 0; registry_sigs[i] != NULL; i++) {
    if (strcmp(registry_sigs[i]->name, name) == 0) {
      return registry_sigs[i];
    }
  }
  return NULL;
}

const pqkit_kem *pqkit_kem_at(size_t i) {
  size_t n = sizeof registry_kems / sizeof registry_kems[0] - 1;
  return i < n ? registry_kems[i] : NULL;
}

const pqkit_sig *pqkit_sig_at(size_t i) {
  size_t n = sizeof registry_sigs / sizeof registry_sigs[0] - 1;
  return i < n ? registry_sigs[i] : NULL;
}

const char *pqkit_kem_implementation(const char *name) {
  if (name == NULL) {
    return NULL;
  }
  for (size_t i = 0; registry_kems[i] != NULL; i++) {
    if (strcmp(registry_kems[i]->name, name) == 0) {
      return registry_kem_impls[i]();
    }
  }
  return NULL;
}

const char *pqkit_sig_implementation(const char *name) {
  if (name == NULL) {
    return NULL;
  }
  for (size_t i = 0; registry_sigs[i] != NULL; i++) {
    if (strcmp(registry_sigs[i]->name, name) == 0) {
      return registry_sig_impls[i]();
    }
  }
  return NULL;
}
