@ SPDX-License-Identifier: GPL-2.0-or-later
@ Startup for keccak_workload.c: the frame of bench.inc; bench_fail exits with
@ a failure status through the fault path.
    .include "bench.inc"
    .thumb_func
    .global bench_fail
bench_fail:
    b fault
