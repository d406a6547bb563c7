@ SPDX-License-Identifier: GPL-2.0-or-later
@ Startup for workload.c: the frame of bench.inc, bench_main comes from C.
    .include "bench.inc"
