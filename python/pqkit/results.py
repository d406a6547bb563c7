"""Result files: one JSON per (algorithm, implementation, platform, profile) and run,
recording how every number was made (commit, compiler, flags, platform, model)."""
from __future__ import annotations

import datetime as _dt
import json
import platform as _platform
import statistics
import subprocess
from pathlib import Path

from pqkit import __version__, paths, platforms

SCHEMA = 1


def stats(values: list) -> dict:
    return {"n": len(values), "min": min(values), "median": statistics.median(values),
            "mean": statistics.fmean(values), "max": max(values)}


def _git(*args) -> str:
    p = subprocess.run(["git", "-C", str(paths.ROOT), *args], capture_output=True, text=True)
    return p.stdout.strip() if p.returncode == 0 else ""


def commit_info() -> dict:
    rev = _git("rev-parse", "HEAD") or "none"
    dirty = bool(_git("status", "--porcelain", "--untracked-files=no"))
    return {"commit": rev, "dirty": dirty}


def tool_version(cmd: list) -> str:
    try:
        p = subprocess.run(cmd, capture_output=True, text=True, timeout=20)
        return p.stdout.splitlines()[0].strip() if p.stdout else ""
    except (OSError, subprocess.TimeoutExpired):
        return ""


def host_cpu() -> str:
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return _platform.processor()


def new_run_dir(command: str) -> Path:
    stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
    d = paths.RESULTS / f"{stamp}-{command}"
    n = 1
    while d.exists():
        n += 1
        d = paths.RESULTS / f"{stamp}-{command}-{n}"
    d.mkdir(parents=True)
    return d


def metadata(manifest: dict, model) -> dict:
    meta = {"schema": SCHEMA, "lab_version": __version__,
            "date": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            **commit_info(),
            "platform": manifest["platform"], "opt": manifest["profile"],
            "compiler": manifest["compiler"], "cflags": manifest["cflags"],
            "ldflags": manifest["ldflags"], "model_version": model}
    if platforms.is_qemu(manifest["platform"]):
        meta["emulator"] = tool_version(["qemu-system-arm", "--version"])
    if manifest["platform"] == "host":
        meta["cpu"] = host_cpu()
    return meta


# ---- the records: every result file is made by one of these, so the schema lives here
def external_fields(entry: dict) -> dict:
    """An external implementation folder's mark (python/pqkit/external.py): its root
    and folder; nothing for pqkit's own implementations."""
    if not entry.get("external"):
        return {}
    return {"external": True, "root": entry["root"], "dir": entry["dir"]}


def bench_record(manifest: dict, entry: dict, model, speed: dict, stack: dict, hashing: dict,
                 size: dict) -> dict:
    """One implementation's benchmark on one platform: speed (per operation: n, min,
    median, mean, max in `unit`), stack per operation, hashing share, code size."""
    return {"kind_of_record": "bench", "alg": entry["name"], "impl": entry["impl"],
            "kind": entry["kind"], **external_fields(entry), **metadata(manifest, model),
            "speed": speed, "stack": stack,
            "hashing": hashing, "size": size}


def backend_bench_record(manifest: dict, program: str, model, functions: dict) -> dict:
    """A backend's micro-benchmark program: median cycles of each function."""
    return {"kind_of_record": "backend_bench", "program": program, **metadata(manifest, model),
            "functions": functions}


def size_record(manifest: dict, entry: dict, summary: dict, stack: dict) -> dict:
    """Flash and RAM of one implementation's linked program (sizes.summarize: every
    function with its module, totals per module and section) and its stack per operation."""
    return {"kind_of_record": "size", "alg": entry["name"], "impl": entry["impl"],
            "kind": entry["kind"], **metadata(manifest, None), **summary, "stack": stack}


def runs_record(kind: str, opt: str, runs: list, **extra) -> dict:
    """A pass/fail command's runs ("test", "vectors", "ct"): one entry per
    program run with its outcome, checks and reason."""
    return {"kind_of_record": kind, **commit_info(), "opt": opt, **extra, "runs": runs}


def write(path: Path, data: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, sort_keys=True) + "\n")


def load_set(where: Path, kind: str = "bench") -> list:
    """All records of one kind under a results directory (a run or several): "bench"
    (an implementation's speed, stack, size) or "backend_bench" (a backend's functions)."""
    recs = []
    for f in sorted(Path(where).rglob("*.json")):
        try:
            d = json.loads(f.read_text())
        except (OSError, json.JSONDecodeError):
            continue
        if isinstance(d, dict) and d.get("kind_of_record") == kind:
            d["_file"] = str(f)
            recs.append(d)
    return recs


def latest_run(command: str = "bench") -> Path:
    runs = sorted(p for p in paths.RESULTS.glob(f"*-{command}*") if p.is_dir())
    if not runs:
        raise FileNotFoundError(f"no '{command}' results under {paths.RESULTS}")
    return runs[-1]
