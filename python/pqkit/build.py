"""Configure and build one lab tree per (platform, opt profile) with CMake + Ninja."""
from __future__ import annotations

import contextlib
import fcntl
import json
import subprocess
import sys
from pathlib import Path

from pqkit import external, paths


class BuildError(Exception):
    pass


def _run(cmd, log: Path) -> None:
    with open(log, "a") as f:
        f.write("$ " + " ".join(str(c) for c in cmd) + "\n")
        f.flush()
        start = f.tell()
        p = subprocess.run([str(c) for c in cmd], stdout=f, stderr=subprocess.STDOUT)
    if p.returncode != 0:
        # this command's output only: the log holds earlier builds' too
        with open(log, errors="replace") as f:
            f.seek(start)
            tail = f.read().splitlines()[-25:]
        raise BuildError(f"{cmd[0]} failed (log: {log}):\n" + "\n".join(tail))


# Extra CMake options of a build-tree variant (paths.build_dir): its parts joined by
# "-" ("ct-vas": both).
VARIANTS = {"ct": ["-DPQKIT_CT_TESTING=ON"], "vas": ["-DPQKIT_VERIFY_AFTER_SIGN=ON"]}


def variant_flags(variant: str) -> list:
    return [flag for part in variant.split("-") if part for flag in VARIANTS[part]]


@contextlib.contextmanager
def _locked(bdir: Path):
    """One configure or build of a tree at a time, across processes: the suite's
    parallel workers (pytest -n) and lab commands may share a tree."""
    bdir.parent.mkdir(parents=True, exist_ok=True)
    with open(bdir.parent / f".{bdir.name}.lock", "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        try:
            yield
        finally:
            fcntl.flock(lock, fcntl.LOCK_UN)


def _configure(bdir: Path, platform: str, opt: str, quiet: bool, variant: str) -> None:
    bdir.mkdir(parents=True, exist_ok=True)
    # Always re-run: cheap on a configured tree, and it picks up newly registered
    # algorithms (the manifest is regenerated).
    cmd = ["cmake", "-S", paths.ROOT, "-B", bdir, "-G", "Ninja",
           f"-DPQKIT_PLATFORM={platform}", f"-DPQKIT_PROFILE={opt}", "-DPQKIT_BUILD_HARNESS=ON",
           "-DPQKIT_BUILD_SHARED=OFF",
           "-DPQKIT_WERROR=ON", *variant_flags(variant)]
    if platform != "host":
        cmd.append(f"-DCMAKE_TOOLCHAIN_FILE={paths.TOOLCHAIN}")
    # the external implementation folders of this run (empty: none, cleared in the cache)
    ext = external.write_cmake(bdir, platform)
    cmd.append(f"-DPQKIT_EXTERNAL_FILE={ext or ''}")
    if not quiet and not (bdir / "build.ninja").exists():
        print(f"configuring {bdir.relative_to(paths.ROOT)}", file=sys.stderr)
    _run(cmd, bdir / "lab-build.log")


def configure(platform: str, opt: str, quiet: bool = False, variant: str = "") -> Path:
    bdir = paths.build_dir(platform, opt, variant)
    with _locked(bdir):
        _configure(bdir, platform, opt, quiet, variant)
    return bdir


def manifest(platform: str, opt: str, variant: str = "") -> dict:
    # Re-run cmake's generate step if the registry may have changed (ninja does it
    # on demand; the manifest is rewritten then).
    bdir = paths.build_dir(platform, opt, variant)
    with _locked(bdir):
        _configure(bdir, platform, opt, True, variant)
        return json.loads((bdir / "pqkit-lab.json").read_text())


def build(platform: str, opt: str, targets: list, jobs: int = 2, variant: str = "",
          reconfigure: bool = True) -> dict:
    """Build the given targets (all when empty) and return the fresh manifest."""
    bdir = paths.build_dir(platform, opt, variant)
    with _locked(bdir):
        if reconfigure:
            _configure(bdir, platform, opt, False, variant)
        cmd = ["cmake", "--build", bdir, "-j", str(jobs)]
        if targets:
            cmd += ["--target", *targets]
        _run(cmd, bdir / "lab-build.log")
        return json.loads((bdir / "pqkit-lab.json").read_text())


def build_isolated(platform: str, opt: str, entries: list, programs: list, jobs: int = 2,
                   variant: str = "") -> dict:
    """Build the built-in entries together and each external folder on its own, so that
    one that does not compile or link fails alone: its entry gets "build_error" (the
    first error line) in the returned manifest instead of stopping the others."""
    inner = [e for e in entries if not e.get("external")]
    man = build(platform, opt, targets_for(inner, programs), jobs, variant) if inner else \
        manifest(platform, opt, variant)
    errors = {}
    for e in entries:
        if not e.get("external"):
            continue
        try:
            build(platform, opt, targets_for([e], programs), jobs, variant, reconfigure=False)
        except BuildError as err:
            errors[e["alg"]] = external.classify_build_error(str(err))
    for e in man["algorithms"]:
        if e["alg"] in errors:
            e["build_error"] = errors[e["alg"]]
    return man


def targets_for(entries: list, programs: list) -> list:
    t = []
    for e in entries:
        t += [e["common_target"], f"pqkit_lab_{e['alg']}_{e['impl']}"]
        t += [f"{e['alg']}_{e['impl']}_{p}" for p in programs]
    return list(dict.fromkeys(t))
