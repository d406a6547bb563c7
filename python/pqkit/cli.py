"""./pqkit command line (the commands are described in docs/lab.md)."""
from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path

from pqkit import build, compare as compare_mod, external, fit, lab, paths, platforms, report, results


def _impl_path(p: argparse.ArgumentParser) -> None:
    p.add_argument("--impl-path", action="append", default=[], metavar="DIR",
                   help="also the pqm4/PQClean-layout implementation folders under DIR "
                        "(crypto_kem/<scheme>/<impl>/, crypto_sign/...; repeatable; "
                        "or PQKIT_IMPL_PATH)")


def _common(p: argparse.ArgumentParser, default_platforms=("mps2-an386",)) -> None:
    _impl_path(p)
    p.add_argument("--state", type=Path, metavar="DIR",
                   help="keep the job list and each finished job's result in DIR; a run "
                        "given the same DIR again skips what is done (python/pqkit/jobs.py)")
    p.add_argument("--only-external", action="store_true",
                   help="only the folders found by --impl-path, not pqkit's own")
    p.add_argument("algs", nargs="*", help="algorithms: names, globs (ml-kem-*), families (ml-kem), name:impl")
    p.add_argument("-i", "--impl", action="append", default=[], help="only these implementations")
    p.add_argument("-x", "--exclude", action="append", default=[], help="leave these out (same forms as algs)")
    p.add_argument("-p", "--platform", action="append", choices=platforms.names(),
                   help=f"where to run (repeatable; default {', '.join(default_platforms)})")
    p.add_argument("--opt", choices=paths.OPTS, default="speed", help="build profile (default speed)")
    p.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="parallel runs")
    p.add_argument("--timeout-scale", type=float, default=1.0, help="multiply every run's time limit")
    p.add_argument("--port", help="serial port or pyserial URL of a board")
    p.add_argument("--baud", type=int, help="serial speed (default: the platform description's)")
    p.add_argument("--flash-tool", choices=["st-flash", "openocd"])
    p.add_argument("--verify-after-sign", action="store_true",
                   help="build with PQKIT_VERIFY_AFTER_SIGN (signatures checked before release)")
    p.set_defaults(default_platforms=list(default_platforms))


def version() -> str:
    """The library's version: `project(pqkit VERSION x.y.z ...)` in CMakeLists.txt, the one
    place it is declared (the crates' and the lab package's versions follow it)."""
    text = (paths.ROOT / "CMakeLists.txt").read_text()
    match = re.search(r"^project\(pqkit\s+VERSION\s+(\S+)", text, re.M)
    if not match:
        raise SystemExit("pqkit: no project(pqkit VERSION ...) in CMakeLists.txt")
    return match.group(1)


def parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(prog="pqkit", description="pqkit lab: build, test and benchmark "
                                 "pqkit on QEMU (mps2-an386 and the other emulated "
                                 "Cortex-M platforms), boards and the host")
    ap.add_argument("--version", action="version", version=f"pqkit {version()}")
    sub = ap.add_subparsers(dest="command", required=True)
    p = sub.add_parser("list", help="algorithms x implementations x platforms")
    p.add_argument("--opt", choices=paths.OPTS, default="speed")
    p.add_argument("--platforms", action="store_true", help="the platform descriptions")
    _impl_path(p)
    _common(sub.add_parser("test", help="functional tests on the target"))
    _common(sub.add_parser("vectors", help="deterministic vectors: target vs host ref vs liboqs"))
    _common(sub.add_parser("bench", help="speed, stack, size, hashing share; writes results"))
    _common(sub.add_parser("size", help="flash and RAM per function, by module, and stack per operation"))
    p = sub.add_parser("ct", help="constant-time check on the emulated Cortex-M4 (taint-tracking plugin)")
    _common(p)
    p.add_argument("--m3", action="store_true",
                   help="also report the multiplies whose latency is data-dependent on a Cortex-M3")
    p.add_argument("--overhead", action="store_true",
                   help="also measure each program's CPU time with and without the plugin "
                        "(best of 3, one run at a time) and print the ratio")
    p = sub.add_parser("report", help="Markdown / CSV / plots from stored results")
    p.add_argument("dirs", nargs="*", help="result directories (default: the latest bench run)")
    _impl_path(p)
    p.add_argument("-o", "--output", help="output directory (default: the first result directory)")
    p.add_argument("--benchmarks-md", action="store_true", help="also write BENCHMARKS.md at the repo root")
    p.add_argument("--baseline", default="ref", help="implementation of the ratio plot's 1 (default ref)")
    p.add_argument("--pqm4-benchmarks", type=Path, metavar="FILE",
                   help="a pqm4 benchmarks.md: reference marks and the cycle model's error table")
    p = sub.add_parser("compare", help="what changed between two result sets")
    p.add_argument("a")
    p.add_argument("b")
    _impl_path(p)
    p.add_argument("--threshold", type=float, default=0.02, help="relative increase flagged (default 0.02)")
    return ap


def _opts(args) -> lab.Options:
    return lab.Options(opt=args.opt, jobs=max(1, args.jobs), timeout_scale=args.timeout_scale,
                       port=args.port, baud=args.baud, flash_tool=args.flash_tool,
                       verify_after_sign=args.verify_after_sign,
                       only_external=args.only_external, state=args.state)


def cmd_list(args) -> int:
    """Every registered (algorithm, implementation) with the platforms it runs on and
    those it does not apply to (the feature the CPU lacks) or does not fit; the families
    and backends come from the mps2-an386 and host builds, applicability from the
    descriptions."""
    if args.platforms:
        lab.print_table([(n, d["kind"], platforms.describe(n), d.get("status", ""))
                         for n, d in platforms.all_platforms().items()],
                        ["platform", "kind", "cpu, features, where", "status"])
        return 0
    entries = {}
    for where in ("mps2-an386", "host"):
        for e in build.manifest(where, args.opt)["algorithms"]:
            entries.setdefault((e["name"], e["impl"], e.get("dir", "")), e)
    folders = external.by_dir()
    if not entries:
        print("no algorithm registered")
        return 1
    # and from the test runs stored under results/: the last answer per (alg, impl, platform)
    ran = {}
    for run in sorted(paths.RESULTS.glob("*-test*")):
        f = run / "test.json"
        for r in (json.loads(f.read_text()).get("runs", []) if f.exists() else []):
            ran[(r["alg"], r["impl"], r["platform"])] = r.get("reason", "")
    rows = []
    for (name, impl, folder), e in sorted(entries.items()):
        runs, na = [], {}
        for p in platforms.all_platforms():
            lack = platforms.missing(impl, p) if not folder else []
            if lack:
                na.setdefault("no " + "/".join(lack), []).append(p)
                continue
            why = folders[folder].builds_on(p) if folder in folders else None
            if why:
                na.setdefault(why.replace("not applicable: ", ""), []).append(p)
                continue
            # Fit is known where the test program has been built: from its link map.
            elf = paths.build_dir(p, args.opt) / "fw" / f"{e['alg']}_{impl}_test.elf"
            too_big = fit.check(elf, p) if elf.exists() else None
            if too_big or ran.get((name, impl, p), "").startswith("does not fit"):
                na.setdefault("does not fit", []).append(p)
            else:
                runs.append(p + (" (untested)" if platforms.is_board(p) else ""))
        rows.append((name, e["kind"], lab.impl_label(e), ", ".join(runs),
                     "; ".join(f"{why}: {', '.join(ps)}" for why, ps in na.items()) or "-"))
    lab.print_table(rows, ["algorithm", "kind", "impl", "runs on", "not applicable"])
    print("\"does not fit\" is known from the link maps of built test programs and from "
          "stored test runs; test, vectors, bench and size report it for every program they "
          "would run")
    return 0


# Sections of BENCHMARKS.md written by other benchmarks (./pqkit peer, the Rust handshake
# benchmark), not from `./pqkit bench` results: they stay at its end.
KEPT_SECTIONS = ("## Host (x86-64)", "## TLS handshakes")


def kept_sections(path: Path) -> str:
    """The end of BENCHMARKS.md from the first section another benchmark wrote, so that a
    report does not drop it."""
    if not path.exists():
        return ""
    text = path.read_text()
    starts = [i for i in (text.find(s) for s in KEPT_SECTIONS) if i >= 0]
    return "\n" + text[min(starts):] if starts else ""


def cmd_report(args, dirs=None, benchmarks_md=False) -> int:
    dirs = [Path(d) for d in (dirs or args.dirs)] or [results.latest_run("bench")]
    recs = [r for d in dirs for r in results.load_set(d)]
    size_recs = [r for d in dirs for r in results.load_set(d, "size")]
    if size_recs:  # ./pqkit size results
        out = Path(args.output) if getattr(args, "output", None) else dirs[0]
        print(f"report: {', '.join(str(p) for p in report.render_sizes(size_recs, out))}")
        if not recs:
            return 0
    if not recs:
        print(f"no benchmark results in {', '.join(map(str, dirs))}", file=sys.stderr)
        return 1
    out = Path(args.output) if getattr(args, "output", None) else dirs[0]
    backend_recs = [r for d in dirs for r in results.load_set(d, "backend_bench")]
    bench_md = (report.pqm4_benchmarks(args.pqm4_benchmarks)
                if getattr(args, "pqm4_benchmarks", None) else {})
    rendered = report.render(recs, out, backend_recs=backend_recs,
                             baseline=getattr(args, "baseline", "ref"), bench_md=bench_md)
    print(f"report: {out / 'report.md'} (+ CSV tables, speed/stack plots)")
    if benchmarks_md or getattr(args, "benchmarks_md", False):
        md = rendered["markdown"].replace(
            "# pqkit benchmarks", "# pqkit benchmarks\n\nWritten by `./pqkit bench`; plots and CSV "
            f"tables are in `{out.relative_to(paths.ROOT) if out.is_relative_to(paths.ROOT) else out}`.", 1)
        target = paths.ROOT / "BENCHMARKS.md"
        (target).write_text(md + kept_sections(target))
        print(f"wrote {target}")
    return 0


def cmd_compare(args) -> int:
    a, b = results.load_set(Path(args.a)), results.load_set(Path(args.b))
    if not a or not b:
        print("both result sets must hold benchmark results", file=sys.stderr)
        return 2
    lines, regressions = compare_mod.compare(a, b, args.threshold)
    print("\n".join(lines))
    print(f"{regressions} regression(s) beyond {args.threshold:.0%}")
    return 1 if regressions else 0


# Commands with their own argument parsers.
DELEGATED = {
    "check": ("pqkit.suite", "the whole test suite (see docs/testing.md)"),
    "peer": ("pqkit.peer", "host speed of pqkit against AWS-LC, libcrux, liboqs and PQClean, in one process"),
    "calibrate": ("pqkit.calibrate", "the cycle model's micro-benchmarks on QEMU and on a board, "
                  "side by side"),
    "shell": ("pqkit.shell", "the serial command shell (AT+KEYGEN, AT+SIGN=...) on QEMU, the "
              "host or a board's port; --script FILE checks the answers"),
}


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv and argv[0] in DELEGATED:
        import importlib
        return importlib.import_module(DELEGATED[argv[0]][0]).main(argv[1:])
    ap = parser()
    ap.epilog = "also: " + "; ".join(f"{name}: {what}" for name, (_, what) in DELEGATED.items())
    args = ap.parse_args(argv)
    external.set_roots(getattr(args, "impl_path", []))
    if args.command == "list":
        return cmd_list(args)
    if args.command == "report":
        return cmd_report(args)
    if args.command == "compare":
        return cmd_compare(args)
    no_args = (not args.algs and args.platform is None and not args.impl and not args.exclude
               and not args.verify_after_sign and not external.ROOTS)
    args.platform = args.platform or args.default_platforms
    opts = _opts(args)
    if args.command == "test":
        return lab.cmd_test(args, opts)
    if args.command == "vectors":
        return lab.cmd_vectors(args, opts)
    if args.command == "size":
        return lab.cmd_size(args, opts)
    if args.command == "ct":
        opts.m3 = args.m3
        return lab.cmd_ct(args, opts)
    if args.command == "bench":
        rc, run_dir = lab.cmd_bench(args, opts)
        # `./pqkit bench` alone is the main job: everything on mps2-an386, then BENCHMARKS.md.
        rep = cmd_report(argparse.Namespace(output=None), [run_dir], benchmarks_md=no_args)
        return rc or rep
    return 2


if __name__ == "__main__":
    sys.exit(main())
