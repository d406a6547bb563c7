"""`./pqkit check`: the whole test suite.

Builds the host library four ways and runs everything against it:
  build/host   release flags (-O3), warnings as errors: conformance, robustness, lab tests;
               then the conformance and robustness tests of the families whose
               implementation on this CPU is not ref (avx2) again with PQKIT_IMPL=ref
  build/ct     the same flags plus PQKIT_CT_TESTING: the valgrind constant-time test
               (of both implementations where the CPU picks another than ref)
  build/asan   AddressSanitizer + UndefinedBehaviorSanitizer: the suite again
  build/fuzz   clang + libFuzzer: a short run of every fuzz target
Exits non-zero if any step fails; prints one line per step and a summary.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

BUILDS = {
    "host": ["-DPQKIT_WERROR=ON", "-DPQKIT_BUILD_HARNESS=OFF"],
    "ct": ["-DPQKIT_WERROR=ON", "-DPQKIT_CT_TESTING=ON", "-DPQKIT_BUILD_HARNESS=OFF"],
    "asan": ["-DPQKIT_WERROR=ON", "-DPQKIT_SANITIZE=ON",
             "-DPQKIT_BUILD_HARNESS=OFF"],
    "fuzz": ["-DCMAKE_C_COMPILER=clang", "-DPQKIT_FUZZ=ON", "-DPQKIT_SANITIZE=ON",
             "-DPQKIT_BUILD_HARNESS=OFF", "-DPQKIT_BUILD_SHARED=OFF"],
}

FUZZ_TARGETS = ["kem_decaps", "kem_keys", "sig_verify", "sig_sign_key"]


class Steps:
    def __init__(self):
        self.results = []

    def run(self, name, cmd, env=None, cwd=ROOT):
        print(f"\n=== {name}: {' '.join(str(c) for c in cmd)}", flush=True)
        start = time.monotonic()
        rc = subprocess.call([str(c) for c in cmd], env=env, cwd=cwd)
        elapsed = time.monotonic() - start
        self.results.append((name, rc, elapsed))
        print(f"=== {name}: {'ok' if rc == 0 else f'FAILED (exit {rc})'} in {elapsed:.0f} s", flush=True)
        return rc == 0

    def summary(self):
        print("\nsummary:")
        for name, rc, elapsed in self.results:
            print(f"  {'ok    ' if rc == 0 else 'FAILED'} {name} ({elapsed:.0f} s)")
        failed = sum(1 for _, rc, _ in self.results if rc != 0)
        print(f"check: {len(self.results) - failed} passed, {failed} failed")
        return failed


def build(steps, name, jobs):
    bdir = ROOT / "build" / name
    ok = steps.run(f"configure {name}", ["cmake", "-S", ROOT, "-B", bdir, "-G", "Ninja", *BUILDS[name]])
    return ok and steps.run(f"build {name}", ["cmake", "--build", bdir, "-j", str(jobs)])


def target_implementations() -> list:
    """The implementations the mps2-an386 lab build registers."""
    from pqkit import build as lab_build
    man = lab_build.manifest("mps2-an386", "speed")
    return sorted({e["impl"] for e in man["algorithms"]})


def native_families(libdir: Path) -> list:
    """The families (ml_kem, ...) whose public functions use another implementation
    than ref in this process: the host library picks it from the CPU (docs/backends.md)."""
    import ctypes
    lib = ctypes.CDLL(str(libdir / "libpqkit.so"))
    lib.pqkit_kem_implementation.restype = ctypes.c_char_p
    lib.pqkit_sig_implementation.restype = ctypes.c_char_p
    families = []
    for at, query in ((lib.pqkit_kem_at, lib.pqkit_kem_implementation),
                      (lib.pqkit_sig_at, lib.pqkit_sig_implementation)):
        at.restype = ctypes.POINTER(ctypes.c_char_p)  # the descriptor starts with its name
        i = 0
        while at(ctypes.c_size_t(i)):
            name = at(ctypes.c_size_t(i)).contents.value
            family = "_".join(name.decode().split("-")[:2])  # ml-kem-768 -> ml_kem
            if query(name) != b"ref" and family not in families:
                families.append(family)
            i += 1
    return families


def pytest_cmd(args, extra):
    cmd = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider"]
    if args.jobs > 1:
        cmd += ["-n", str(args.jobs)]
    return cmd + extra


def main(argv=None):
    parser = argparse.ArgumentParser(prog="pqkit check", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--fast", action="store_true",
                        help="skip slow cases (gigabyte hashes, full SLH-DSA signing sets) and fuzzing")
    parser.add_argument("--fuzz-seconds", type=int, default=60, help="per fuzz target (default 60)")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1)
    parser.add_argument("pytest_args", nargs="*", help="passed to pytest (e.g. -k ml_kem)")
    args = parser.parse_args(argv)

    steps = Steps()
    env = dict(os.environ)
    marks = ["-m", "not slow"] if args.fast else []

    if build(steps, "host", args.jobs):
        env_host = dict(env, PQKIT_BUILD_DIR=str(ROOT / "build" / "host"),
                        PQKIT_CT_BUILD_DIR=str(ROOT / "build" / "ct"))
        if build(steps, "ct", args.jobs):
            steps.run("tests (release build, constant-time under valgrind)",
                      pytest_cmd(args, marks + args.pytest_args), env=env_host)
        # The same conformance and robustness tests on ref where the CPU picks another
        # implementation: both stay checked on this machine.
        env_ref = dict(env_host, PQKIT_IMPL="ref")
        for family in native_families(ROOT / "build" / "host"):
            files = [f"tests/test_{family}_{kind}.py" for kind in ("conformance", "robustness")]
            steps.run(f"tests ({family} conformance and robustness, PQKIT_IMPL=ref)",
                      pytest_cmd(args, marks + [f for f in files if (ROOT / f).exists()]),
                      env=env_ref)

    # Every Cortex-M4 implementation on the emulated target: its functional test, and its
    # deterministic outputs (KAT hashes, derandomised vectors) against the host ref.
    # ref runs there in the lab's own tests; the assembly backends' functions are checked
    # one by one against ref in tests/lab/test_backends.py.
    lab_impls = [i for i in target_implementations() if i != "ref"]
    if lab_impls:
        sel = [a for i in lab_impls for a in ("-i", i)]
        steps.run(f"target tests ({', '.join(lab_impls)} on mps2-an386)",
                  [sys.executable, "-m", "pqkit", "test", *sel, "-j", str(args.jobs)])
        steps.run(f"target vectors ({', '.join(lab_impls)} on mps2-an386)",
                  [sys.executable, "-m", "pqkit", "vectors", *sel, "-j", str(args.jobs)])

    if build(steps, "asan", args.jobs):
        # Python itself is not instrumented: preload the runtime for the ctypes-loaded library
        libasan = subprocess.run(["gcc", "-print-file-name=libasan.so"], capture_output=True,
                                 text=True).stdout.strip()
        env_asan = dict(env, PQKIT_BUILD_DIR=str(ROOT / "build" / "asan"), LD_PRELOAD=libasan,
                        ASAN_OPTIONS="detect_leaks=0:abort_on_error=1",
                        UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1")
        steps.run("tests (ASan + UBSan build)",
                  pytest_cmd(args, ["-m", "not slow and not valgrind", "--ignore=tests/lab",
                                    "--ignore=tests/m4cycles", "tests"] + args.pytest_args),
                  env=env_asan)

    if not args.fast and shutil.which("clang") and build(steps, "fuzz", args.jobs):
        for target in FUZZ_TARGETS:
            corpus = ROOT / "build" / "fuzz" / f"corpus-{target}"
            corpus.mkdir(exist_ok=True)
            steps.run(f"fuzz {target} ({args.fuzz_seconds} s)",
                      [ROOT / "build" / "fuzz" / "tests" / "tools" / "fuzz" / f"fuzz_{target}",
                       f"-max_total_time={args.fuzz_seconds}", "-timeout=20", "-rss_limit_mb=4096",
                       "-print_final_stats=1", corpus])
    elif not args.fast:
        steps.results.append(("fuzz (clang not found)", 1, 0.0))

    return 1 if steps.summary() else 0


if __name__ == "__main__":
    sys.exit(main())
