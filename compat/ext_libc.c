/* SPDX-License-Identifier: Apache-2.0 OR MIT */
/* The system calls newlib's C library needs on bare metal, for external folders that
 * call malloc, printf, abort or exit (pqm4's board code gives them these). Built into
 * each folder's library on the targets only (cmake/PqkitExternal.cmake), with
 *   PQKIT_EXT_HEAP_BYTES  the heap malloc() takes from: the folder's "heap" in its
 *                         flags file (pqkit-build.txt), 0 by default
 * Output to stdout/stderr is dropped: the console carries the harness's line protocol,
 * which a folder's own prints would break. exit() and abort() end the program through
 * the platform with the given status; the lab reports the run as ended early. */
#include <errno.h>
#include <stddef.h>
#include <stdint.h>
#include <sys/stat.h>

#include "platform.h"

#ifndef PQKIT_EXT_HEAP_BYTES
#define PQKIT_EXT_HEAP_BYTES 0u
#endif

/* newlib declares these itself; the prototypes keep -Wmissing-prototypes quiet */
void *_sbrk(ptrdiff_t incr);
__attribute__((noreturn)) void _exit(int status);
int _kill(int pid, int sig);
int _getpid(void);
int _write(int fd, const char *buf, int len);
int _read(int fd, char *buf, int len);
int _close(int fd);
int _lseek(int fd, int offset, int whence);
int _fstat(int fd, struct stat *st);
int _isatty(int fd);

/* One more byte than asked keeps a zero-sized heap a valid array. */
static uint8_t heap[PQKIT_EXT_HEAP_BYTES + 1u] __attribute__((aligned(8)));
static size_t heap_used;

void *_sbrk(ptrdiff_t incr) {
  if (incr < 0 ? (size_t)-incr > heap_used : (size_t)incr > PQKIT_EXT_HEAP_BYTES - heap_used) {
    errno = ENOMEM;
    return (void *)-1;
  }
  void *old = heap + heap_used;
  heap_used = incr < 0 ? heap_used - (size_t)-incr : heap_used + (size_t)incr;
  return old;
}

void _exit(int status) {
  pqkit_platform_exit(status == 0 ? 1 : status); /* never a success: the program was cut short */
}

int _kill(int pid, int sig) {
  (void)pid;
  _exit(128 + sig);
}

int _getpid(void) {
  return 1;
}

int _write(int fd, const char *buf, int len) {
  (void)fd;
  (void)buf;
  return len;
}

int _read(int fd, char *buf, int len) {
  (void)fd;
  (void)buf;
  (void)len;
  return 0;
}

int _close(int fd) {
  (void)fd;
  return -1;
}

int _lseek(int fd, int offset, int whence) {
  (void)fd;
  (void)offset;
  (void)whence;
  return 0;
}

int _fstat(int fd, struct stat *st) {
  (void)fd;
  st->st_mode = S_IFCHR; /* a character device: newlib buffers it by line */
  return 0;
}

int _isatty(int fd) {
  (void)fd;
  return 1;
}
