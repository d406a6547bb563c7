"""`./pqkit peer`: host speed of pqkit against the fastest libraries a user would pick instead.

One program (bench/peers/host) links pqkit (through bindings/rust/pqkit-sys, which builds
the C library with its CMake project) and the peers from the Rust package registry:
AWS-LC (aws-lc-rs), libcrux (libcrux-ml-kem, libcrux-ml-dsa), liboqs (oqs, which builds
it from source with run-time CPU dispatch) and PQClean with and without its AVX2 code
(pqcrypto-mlkem, -mldsa, -sphincsplus, -falcon), and for Falcon and FN-DSA the fn-dsa
crate (Falcon's author; falcon-512/1024 beside its original-Falcon mode, fn-dsa-512/1024
beside its FN-DSA). It runs the same operations
interleaved and reports TSC cycles. It runs twice: pqkit as its library dispatches (avx2
where the CPU has it) against every peer, then pqkit alone with PQKIT_IMPL=ref.

BIKE-L1/L3/L5 are compared with liboqs alone (the `bike` feature of oqs; AWS-LC,
libcrux and PQClean have no BIKE): liboqs 0.13's BIKE is the same version as pqkit's
(the cross-implementation tests in bindings/rust/cross reproduce a KAT record with it
and exchange keys both ways). HQC has no entries: no registry crate implements the
2025 HQC-1/3/5. pqcrypto-hqc 0.2 (PQClean) and liboqs 0.13 (oqs-sys 0.11, where HQC is
off by default) carry round-4 HQC, with other key sizes and a 64-byte secret, so a
table would compare different algorithms.

A first build compiles AWS-LC, liboqs (with BIKE) and PQClean from source: about 12
minutes on two cores, once per target directory (build/peer-bench).

Results go to results/<time>-peer/peer.json with the CPU, compilers, crate versions and
commit; the table (median cycles, ratio pqkit / fastest peer) is printed and, with
--benchmarks-md, written to the host section of BENCHMARKS.md.
"""
import argparse
import json
import os
import platform
import re
import subprocess
import sys
import time
from pathlib import Path

from pqkit import paths, results

ROOT = paths.ROOT
BENCH = ROOT / "bench" / "peers" / "host"
TARGET_DIR = ROOT / "build" / "peer-bench"
HOST_SECTION = "## Host (x86-64)"
PEER_CRATES = ("aws-lc-rs", "aws-lc-sys", "libcrux-ml-kem", "libcrux-ml-dsa", "oqs", "oqs-sys",
               "pqcrypto-mlkem", "pqcrypto-mldsa", "pqcrypto-sphincsplus", "pqcrypto-falcon",
               "fn-dsa")


def build() -> Path:
    env = dict(os.environ, CARGO_BUILD_JOBS=os.environ.get("CARGO_BUILD_JOBS", "2"))
    subprocess.run(["cargo", "build", "--release", "--locked", "--quiet", "--manifest-path",
                    str(BENCH / "Cargo.toml"), "--target-dir", str(TARGET_DIR)], check=True, env=env)
    return TARGET_DIR / "release" / "pqkit-peer-bench"


def run(exe: Path, args: list, env_extra: dict) -> list:
    env = dict(os.environ, **env_extra)
    out = subprocess.run([str(exe), *args], check=True, text=True, capture_output=True, env=env,
                         timeout=7200).stdout
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def crate_versions() -> dict:
    lock = (BENCH / "Cargo.lock").read_text()
    found = re.findall(r'name = "([^"]+)"\nversion = "([^"]+)"', lock)
    return {name: version for name, version in found if name in PEER_CRATES}


def provenance(runs: int) -> dict:
    return {
        **results.commit_info(), "date": time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime()),
        "cpu": results.host_cpu(), "machine": platform.machine(),
        "cc": results.tool_version(["cc", "--version"]), "rustc": results.tool_version(["rustc", "--version"]),
        "pqkit_flags": "CMake profile speed (-O3), built by pqkit-sys in Release",
        "crates": crate_versions(), "runs": runs,
        "counter": "rdtsc between lfences (TSC cycles); operations interleaved, order turned each run",
        "pqkit": "first run as dispatched (pqkit-<implementation>), second run with PQKIT_IMPL=ref",
    }


def _fmt(v) -> str:
    return f"{v:,}" if v is not None else "–"


def table(rows: list) -> tuple:
    """Markdown table and, per (algorithm, operation), the ratio pqkit / fastest peer."""
    cells, peers = {}, []
    for r in rows:
        cells[(r["algorithm"], r["operation"], r["implementation"])] = r["cycles_median"]
        name = r["implementation"]
        if not name.startswith("pqkit") and name not in peers:
            peers.append(name)
    keys = sorted({(a, o) for a, o, _ in cells}, key=lambda k: (k[0], rows_order(k[1])))
    dispatched = sorted({i for _, _, i in cells if i.startswith("pqkit") and i != "pqkit-ref"})
    head = ["algorithm", "operation", *dispatched, "pqkit-ref", *peers, "fastest peer", "pqkit / fastest"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    ratios = []
    for alg, op in keys:
        # pqkit as its library dispatched (ref where it has no faster code for the family)
        ours = next((cells[(alg, op, d)] for d in dispatched if (alg, op, d) in cells),
                    cells.get((alg, op, "pqkit-ref")))
        theirs = {p: cells.get((alg, op, p)) for p in peers}
        present = {p: v for p, v in theirs.items() if v is not None}
        best = min(present, key=present.get) if present else None
        ratio = ours / present[best] if best and ours else None
        if ratio is not None:
            ratios.append((alg, op, ratio, best))
        lines.append("| " + " | ".join([
            alg, op, *[_fmt(cells.get((alg, op, d))) for d in dispatched], _fmt(cells.get((alg, op, "pqkit-ref"))),
            *[_fmt(theirs[p]) for p in peers], best or "–", f"{ratio:.2f}" if ratio is not None else "–"]) + " |")
    return "\n".join(lines), ratios


def rows_order(op: str) -> int:
    return ["keypair", "encaps", "decaps", "sign", "verify"].index(op) if op in (
        "keypair", "encaps", "decaps", "sign", "verify") else 9


def host_section(prov: dict, text: str, path: Path) -> str:
    crates = ", ".join(f"{k} {v}" for k, v in sorted(prov["crates"].items()))
    return (f"{HOST_SECTION}\n\nWritten by `./pqkit peer --benchmarks-md` on {prov['date'][:10]}, "
            f"{prov['cpu']}, commit `{prov['commit'][:12]}` ({path.relative_to(ROOT)}). Median TSC cycles "
            "of each operation, all libraries in one process, interleaved. pqkit as its library dispatches "
            "on this CPU, and with `PQKIT_IMPL=ref` (portable C). Peers: " + crates + "; `pqclean-avx2` and "
            "`pqclean-clean` are PQClean's AVX2 and portable C, both from the pqcrypto crates. pqkit and "
            "libcrux take their randomness from the caller; AWS-LC, liboqs and PQClean draw it inside the timed "
            "call (AWS-LC's ML-DSA key pair comes from a seed). SPHINCS+ (round 3.1, \"simple\") has "
            "the parameters and cost of the SLH-DSA set of the same name. ML-DSA signing is hedged, "
            f"so the median covers the rejection loop ({prov['runs']:,} runs; fewer for SLH-DSA, Falcon "
            "and FN-DSA, see bench/peers/host/src/main.rs). The fn-dsa crate signs Falcon in its "
            "original-Falcon mode (round 3's hashing, padded signatures) and takes its randomness from a "
            "seeded RNG the caller passes.\n\n" + text + "\n")


def write_benchmarks_md(section: str, target: Path = ROOT / "BENCHMARKS.md") -> Path:
    """Replace the host section of BENCHMARKS.md (or put it before the TLS section)."""
    text = target.read_text() if target.exists() else ""
    start = text.find(HOST_SECTION)
    if start >= 0:
        end = text.find("\n## ", start + len(HOST_SECTION))
        text = text[:start] + section + (text[end + 1:] if end >= 0 else "")
    else:
        tls = text.find("## TLS handshakes")
        text = text[:tls] + section + "\n" + text[tls:] if tls >= 0 else text.rstrip("\n") + "\n\n" + section
    target.write_text(text)
    return target


def main(argv=None):
    parser = argparse.ArgumentParser(prog="pqkit peer", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("algorithms", nargs="*", help="e.g. ml-kem-768 (default: every algorithm with a peer)")
    parser.add_argument("-n", "--runs", type=int, default=1000,
                        help="runs per operation (ML-DSA at least 1,000; SLH-DSA divides it per set)")
    parser.add_argument("--benchmarks-md", action="store_true", help="write the table into BENCHMARKS.md")
    args = parser.parse_args(argv)

    exe = build()
    common = ["--runs", str(args.runs), *args.algorithms]
    rows = run(exe, common, {})
    # pqkit's portable C beside it, for the algorithms the first run did not already run in ref
    dispatched = sorted({r["algorithm"] for r in rows if r["implementation"] not in ("pqkit-ref",)
                         and r["implementation"].startswith("pqkit")})
    if dispatched:
        rows += run(exe, ["--pqkit-only", "--runs", str(args.runs), *dispatched], {"PQKIT_IMPL": "ref"})
    text, ratios = table(rows)
    prov = provenance(args.runs)
    path = results.new_run_dir("peer") / "peer.json"
    path.write_text(json.dumps({"kind": "peer-benchmark", "provenance": prov, "results": rows}, indent=2))
    print(text)
    print(f"\nwritten {path.relative_to(ROOT)}")
    if args.benchmarks_md:
        print(f"wrote {write_benchmarks_md(host_section(prov, text, path)).relative_to(ROOT)}")
    over = [r for r in ratios if r[2] > 1.0]
    for alg, op, ratio, best in over:
        print(f"slower than the fastest peer: {alg} {op} {ratio:.2f}x {best}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
