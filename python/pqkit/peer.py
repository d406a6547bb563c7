"""`./pqkit peer`: host benchmark of pqkit against PQClean's portable C.

Both libraries are linked into one program (bench/peers/pqclean, PQClean through the
pqcrypto crates with their AVX2 code disabled), which runs the same operations
interleaved and reports TSC cycles. Results go to results/<time>-peer/peer.json with the
compilers, flags and commit; a table with the ratio pqkit / PQClean is printed.
"""
import argparse
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path

from pqkit import paths, results

ROOT = paths.ROOT
BENCH = ROOT / "bench" / "peers" / "pqclean"


def sh(cmd, **kw):
    return subprocess.run(cmd, check=True, text=True, capture_output=True, **kw).stdout.strip()


def build(build_dir: Path):
    sh(["cmake", "-S", str(ROOT), "-B", str(build_dir), "-G", "Ninja", "-DPQKIT_PROFILE=speed"])
    sh(["cmake", "--build", str(build_dir)])
    env = dict(os.environ, PQKIT_LIB_DIR=str(build_dir))
    subprocess.run(["cargo", "build", "--release", "--quiet", "--manifest-path", str(BENCH / "Cargo.toml"),
                    "--target-dir", str(ROOT / "build" / "peer-bench")], check=True, env=env)
    return ROOT / "build" / "peer-bench" / "release" / "pqkit-peer-bench"


def provenance(build_dir: Path):
    cache = (build_dir / "CMakeCache.txt").read_text()
    compiler = next(l.split("=", 1)[1] for l in cache.splitlines() if l.startswith("CMAKE_C_COMPILER:"))
    return {
        **results.commit_info(), "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "pqkit_compiler": results.tool_version([compiler, "--version"]), "pqkit_flags": "-O3 (profile speed)",
        "peer": "PQClean clean via crates pqcrypto-mlkem/-mldsa/-sphincsplus, default-features off (no AVX2), "
                "cc crate with opt-level 3, same cc",
        "rustc": results.tool_version(["rustc", "--version"]), "cpu": results.host_cpu(),
        "machine": platform.machine(), "counter": "rdtsc with lfence (TSC cycles), median over runs",
        "pqkit_implementation": os.environ.get("PQKIT_IMPL") or "chosen by the CPU (avx2 where usable)",
    }


def table(rows):
    by_key = {(r["algorithm"], r["operation"], r["implementation"].startswith("pqkit")): r for r in rows}
    lines = ["| algorithm | operation | pqkit (median / mean cycles) | PQClean clean (median / mean) | ratio median | ratio mean |",
             "|---|---|---|---|---|---|"]
    ratios = []
    for (alg, op, ours), r in by_key.items():
        if not ours or (alg, op, False) not in by_key:
            continue
        p = by_key[(alg, op, False)]
        rm = r["cycles_median"] / p["cycles_median"]
        ra = r["cycles_mean"] / p["cycles_mean"]
        ratios.append((alg, op, rm, ra))
        lines.append(f"| {alg} | {op} | {r['cycles_median']:,} / {r['cycles_mean']:,.0f} | "
                     f"{p['cycles_median']:,} / {p['cycles_mean']:,.0f} | {rm:.3f} | {ra:.3f} |")
    return "\n".join(lines), ratios


def main(argv=None):
    parser = argparse.ArgumentParser(prog="pqkit peer", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("algorithms", nargs="*", help="e.g. ml-kem-768 (default: all with a peer)")
    parser.add_argument("-n", "--iterations", type=int, default=1000)
    parser.add_argument("--build-dir", type=Path, default=ROOT / "build" / "peer-host")
    args = parser.parse_args(argv)

    exe = build(args.build_dir)
    out = sh([str(exe), str(args.iterations), *args.algorithms], timeout=7200)
    rows = [json.loads(line) for line in out.splitlines() if line.startswith("{")]
    text, ratios = table(rows)
    result = {"kind": "peer-benchmark", "provenance": provenance(args.build_dir), "results": rows}
    path = results.new_run_dir("peer") / "peer.json"
    path.write_text(json.dumps(result, indent=2))
    print(text)
    print(f"\nwritten {path.relative_to(ROOT)}")
    worst = max(ratios, key=lambda r: r[2], default=None)
    if worst:
        print(f"worst median ratio: {worst[0]} {worst[1]} {worst[2]:.3f} (target <= 1.10)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
