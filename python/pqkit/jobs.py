"""The lab's job list on disk. Every run of a lab command (one program of one
implementation on one platform: a test, speed, stack, hashing, vectors or ct run) is a
job with its inputs in <state>/jobs/<key>.json and, once run, its result in
<state>/done/<key>.pickle. The key hashes the program file (path, size, time) and how it
is run, so a rebuilt program is a new job and a finished one is never run again:
an interrupted command given the same --state directory resumes where it stopped.
Jobs run slowest first (the time limit stands for the cost), -j N at a time.

A job file holds everything needed to run it elsewhere: `python -m pqkit.jobs <state>`
runs the pending jobs of a state directory (-j N), and `python -m pqkit.jobs <state>
<key>` runs one, which is what a distributed executor calls per job (docs/lab.md)."""
from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import sys
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Callable, Optional


def spec(job, timeout: float, plugin_so: Optional[Path]) -> dict:
    """The inputs of a job (lab.Job) as plain data."""
    exe = Path(job.entry["programs"][job.program]) if job.entry.get("programs") else None
    st = exe.stat() if exe is not None and exe.exists() else None
    return {"label": job.label, "platform": job.platform, "program": job.program,
            "name": job.entry["name"], "impl": job.entry["impl"],
            "exe": str(exe) if exe else None,
            "exe_stamp": [st.st_size, st.st_mtime_ns] if st else None,
            "build_error": job.entry.get("build_error"), "measure": job.measure,
            "hash_ranges": job.hash_ranges, "timeout": timeout,
            "plugin": str(plugin_so) if plugin_so else None}


def key(s: dict) -> str:
    fields = {k: s[k] for k in ("platform", "program", "exe", "exe_stamp", "build_error",
                                "measure", "hash_ranges", "name", "impl")}
    return hashlib.sha256(json.dumps(fields, sort_keys=True).encode()).hexdigest()[:20]


def done(state: Path, k: str):
    f = state / "done" / f"{k}.pickle"
    if not f.exists():
        return None
    try:
        return pickle.loads(f.read_bytes())
    except Exception:  # a result cut short by an interruption: run again
        return None


def record(state: Path, k: str, result) -> None:
    d = state / "done"
    d.mkdir(parents=True, exist_ok=True)
    tmp = d / f".{k}.tmp"
    tmp.write_bytes(pickle.dumps(result))
    tmp.replace(d / f"{k}.pickle")  # whole or absent, never half


def run(specs: list, run_one: Callable, workers: int, state: Optional[Path],
        on_done: Callable = lambda s, r: None) -> list:
    """Run the specs (slowest first, workers at a time), skipping those done in state;
    results in the order of specs."""
    keys = [key(s) for s in specs]
    out: list = [None] * len(specs)
    if state is not None:
        (state / "jobs").mkdir(parents=True, exist_ok=True)
        for s, k in zip(specs, keys):
            f = state / "jobs" / f"{k}.json"
            if not f.exists():
                f.write_text(json.dumps(s, indent=1))
    pending = []
    for i, k in enumerate(keys):
        prev = done(state, k) if state is not None else None
        if prev is not None:
            out[i] = prev
            on_done(specs[i], prev)
        else:
            pending.append(i)
    pending.sort(key=lambda i: -specs[i]["timeout"])

    def one(i):
        res = run_one(specs[i])
        if state is not None:
            record(state, keys[i], res)
        on_done(specs[i], res)
        return i, res

    with ThreadPoolExecutor(max_workers=max(1, workers)) as pool:
        for i, res in pool.map(one, pending):
            out[i] = res
    return out


def main(argv=None) -> int:
    from pqkit import lab  # the runner of one job
    ap = argparse.ArgumentParser(prog="python -m pqkit.jobs",
                                 description="run the pending jobs of a lab state directory")
    ap.add_argument("state", type=Path)
    ap.add_argument("keys", nargs="*", help="only these jobs")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    args = ap.parse_args(argv)
    specs = [json.loads(f.read_text()) for f in sorted((args.state / "jobs").glob("*.json"))]
    if args.keys:
        specs = [s for s in specs if key(s) in args.keys]
    res = run(specs, lab.run_spec, args.jobs, args.state,
              lambda s, r: print(f"{s['label']}: {'ok' if r.ok else r.reason}", file=sys.stderr))
    return 0 if all(r.ok or r.not_run for r in res) else 1


if __name__ == "__main__":
    sys.exit(main())
