"""The lab's commands: select algorithms, build, run in parallel, collect results."""
from __future__ import annotations

import fnmatch
import json
import os
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from pqkit import boards, build, elfinfo, fit, paths, platforms, plugin, results, runner, sizes
from pqkit.progress import Progress

BASE_TIMEOUT = {"test": 60, "vectors": 240, "speed": 120, "stack": 60, "hashing": 60, "ct": 120}


def alg_factor(name: str) -> float:
    """Emulation is slow for the big hash-based signatures; scale their time limits."""
    if fnmatch.fnmatch(name, "slh-dsa-*s"):
        return 40.0
    if name.startswith("slh-dsa-"):
        return 6.0
    if name.startswith("ml-dsa-"):
        return 3.0
    return 1.0


@dataclass
class Options:
    platform: str = "mps2-an386"
    opt: str = "speed"
    jobs: int = os.cpu_count() or 1
    timeout_scale: float = 1.0
    port: Optional[str] = None
    baud: Optional[int] = None  # None: the platform description's serial speed
    flash_tool: Optional[str] = None
    m3: bool = False           # ct: also the Cortex-M3's variable-latency multiplies
    verify_after_sign: bool = False  # builds with PQKIT_VERIFY_AFTER_SIGN (variant "vas")


def select(entries: list, patterns: list, impls: list, exclude: list) -> list:
    """Filter manifest entries: a pattern is a name or glob ("ml-kem-768", "ml-kem-*"),
    a family prefix ("ml-kem"), or name:impl; --exclude takes the same forms."""
    def matches(e, pat):
        name, _, impl = pat.partition(":")
        if impl and not fnmatch.fnmatch(e["impl"], impl):
            return False
        return (fnmatch.fnmatch(e["name"], name) or e["name"].startswith(name + "-")
                or e["name"] == name)

    chosen = [e for e in entries if not patterns or any(matches(e, p) for p in patterns)]
    if impls:
        chosen = [e for e in chosen if e["impl"] in impls]
    chosen = [e for e in chosen if not any(matches(e, p) for p in exclude)]
    return chosen


@dataclass
class Job:
    platform: str
    manifest: dict
    entry: dict
    program: str
    measure: bool = False      # run under the cycle-model plugin
    hash_ranges: bool = False

    @property
    def label(self) -> str:
        return f"{self.entry['name']}:{self.entry['impl']} {self.program} @{self.platform}"


def run_job(job: Job, opts: Options, plugin_so: Optional[Path]) -> runner.RunResult:
    """Run one job; a program too large for the platform is not run (fit.py)."""
    exe = Path(job.entry["programs"][job.program])
    return fit.after_run(_run_job(job, opts, plugin_so, exe), exe, job.platform)


def _run_job(job: Job, opts: Options, plugin_so: Optional[Path], exe: Path) -> runner.RunResult:
    timeout = BASE_TIMEOUT[job.program] * alg_factor(job.entry["name"]) * opts.timeout_scale
    if job.measure:
        timeout *= 4
    try:
        too_big = fit.check(exe, job.platform)
        if too_big:
            return runner.RunResult(False, too_big, not_run=True)
        if job.program == "ct":
            return runner.run_ctcheck(exe, timeout, plugin_so, m3=opts.m3)
        if job.platform == "host":
            return runner.run_host(exe, timeout, job.program)
        if platforms.is_qemu(job.platform):
            return runner.run_qemu(exe, timeout, job.program,
                                   plugin_so if job.measure else None, job.hash_ranges,
                                   job.platform)
        if not opts.port:
            return runner.RunResult(False, f"{job.platform}: no serial port given (--port)")
        baud = opts.baud or platforms.get(job.platform)["serial"]["baud"]
        return boards.run_board(job.platform, exe, opts.port, timeout, baud, job.program,
                                opts.flash_tool)
    except Exception as e:  # a broken run must never stop the others
        return runner.RunResult(False, f"lab error: {type(e).__name__}: {e}")


def run_all(jobs: list, opts: Options, label: str, plugin_so=None) -> list:
    """Run jobs in parallel (boards one at a time); returns results in job order."""
    prog = Progress(len(jobs), label)
    workers = 1 if platforms.is_board(opts.platform) else max(1, opts.jobs)

    def one(job):
        res = run_job(job, opts, plugin_so)
        prog.step(job.label + ("" if res.ok else f": {res.reason}"), res.ok or res.not_run)
        return res

    with ThreadPoolExecutor(max_workers=workers) as pool:
        out = list(pool.map(one, jobs))
    prog.close()
    return out


def prepare(platform: str, opts: Options, patterns, impls, exclude, programs,
            variant: str = "") -> tuple:
    """Build what the selection needs on platform: (manifest, entries). Implementations
    the platform lacks a feature for are not built there: they are noted as not
    applicable, and a selection of nothing else is empty rather than an error."""
    if opts.verify_after_sign:
        variant = "-".join(p for p in (variant, "vas") if p)
    man = build.manifest(platform, opts.opt, variant)
    entries = select(man["algorithms"], patterns, impls, exclude)
    lacking = {i: platforms.not_applicable(i, platform) for i in impls}
    lacking = {i: why for i, why in lacking.items() if why}
    for impl, why in lacking.items():
        print(f"{impl} on {platform}: {why}", file=sys.stderr)
    if not entries and impls and all(i in lacking for i in impls):
        return man, []
    if not entries:
        raise SystemExit(f"no algorithm matches {patterns or 'anything'} on {platform} "
                         f"(registered: {', '.join(e['name'] for e in man['algorithms']) or 'none'})")
    print(f"building {len(entries)} implementation(s) for {platform}-{opts.opt} ...", file=sys.stderr)
    man = build.build(platform, opts.opt, build.targets_for(entries, programs), variant=variant)
    entries = select(man["algorithms"], patterns, impls, exclude)
    return man, entries


def print_table(rows: list, headers: list) -> None:
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    print("  ".join(str(h).ljust(w) for h, w in zip(headers, widths)))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)))


# ---------------------------------------------------------------------------- test
def first_record(r: runner.RunResult) -> Optional[str]:
    """The digest of the first deterministic record a test run printed (records.h)."""
    for v in (r.output.vectors if r.output else []):
        if (v["kind"], v["count"]) == ("drbg", 1):
            return v["hash"]
    return None


def judge_first_record(r: runner.RunResult, oracle: Optional[str]) -> tuple:
    """(ok, reason) of a test run whose first record must equal the host ref's."""
    if not r.ok:
        return False, r.reason
    if oracle is None:
        return False, "no host ref record to compare with"
    if first_record(r) != oracle:
        return False, "first deterministic record differs from the host ref's"
    return True, r.reason


def host_ref_records(names: list, opts: Options) -> dict:
    """name -> the host ref test run's first-record digest: the oracle that a test run
    on any platform must match (a primitive wrong the same way on both sides of a
    round trip passes every round trip, but not this)."""
    o = Options(**{**opts.__dict__, "platform": "host"})
    man, entries = prepare("host", o, [f"{n}:ref" for n in names], [], [], ["test"])
    jobs = [Job("host", man, e, "test") for e in entries]
    return {job.entry["name"]: first_record(r) for job, r in zip(jobs, run_all(jobs, o, "test host ref"))}


def cmd_test(args, opts: Options) -> int:
    run_dir = results.new_run_dir("test")
    failures = not_run = 0
    records = []
    for platform in args.platform:
        o = Options(**{**opts.__dict__, "platform": platform})
        man, entries = prepare(platform, o, args.algs, args.impl, args.exclude, ["test"])
        if not entries:
            continue
        jobs = [Job(platform, man, e, "test") for e in entries]
        res = run_all(jobs, o, f"test {platform}")
        oracle = host_ref_records(sorted({e["name"] for e in entries}), opts)
        rows = []
        for job, r in zip(jobs, res):
            if r.not_run:
                not_run += 1
                rows.append((job.entry["name"], job.entry["impl"], platform, "NOT RUN", 0, r.reason))
                records.append({"alg": job.entry["name"], "impl": job.entry["impl"],
                                "platform": platform, "ok": None, "reason": r.reason,
                                "checks": [], "seconds": 0.0})
                continue
            checks = [{"name": t, "ok": ok} for t, ok in (r.output.tests if r.output else [])]
            ok, reason = judge_first_record(r, oracle.get(job.entry["name"]))
            if r.ok:
                checks.append({"name": "first-record-vs-host-ref", "ok": ok})
            rows.append((job.entry["name"], job.entry["impl"], platform,
                         "PASS" if ok else "FAIL", len(checks), reason))
            failures += not ok
            records.append({"alg": job.entry["name"], "impl": job.entry["impl"],
                            "platform": platform, "ok": ok, "reason": reason,
                            "checks": checks, "seconds": round(r.seconds, 3)})
        print_table(rows, ["algorithm", "impl", "platform", "result", "checks", "reason"])
    results.write(run_dir / "test.json", results.runs_record("test", opts.opt, records))
    print(f"{len(records) - failures - not_run} passed, {failures} failed, {not_run} not run "
          "(does not fit)")
    return 1 if failures else 0


# ------------------------------------------------------------------------- vectors
def liboqs_hashes() -> dict:
    """liboqs's published KAT hashes by lower-cased algorithm name: liboqs spells them
    its own way (ML-KEM-768, Falcon-padded-512, BIKE-L1), pqkit in lower case."""
    root = Path(os.environ.get("PQKIT_VECTORS", paths.ROOT.parent / "shared" / "vectors"))
    f = root / "liboqs" / "selected_kat_hashes.json"
    if not f.exists():
        return {}
    return {name.lower(): hashes
            for name, hashes in json.loads(f.read_text()).get("current", {}).items()}


def cmd_vectors(args, opts: Options) -> int:
    run_dir = results.new_run_dir("vectors")
    where = list(dict.fromkeys(args.platform + ["host"]))
    outputs = {}  # (platform, name, impl) -> RunResult
    for platform in where:
        o = Options(**{**opts.__dict__, "platform": platform})
        impls = args.impl
        if platform == "host" and impls:
            # the host ref is the oracle of every comparison, whatever -i selects
            impls = list(dict.fromkeys([*impls, "ref"]))
        man, entries = prepare(platform, o, args.algs, impls, args.exclude, ["vectors"])
        jobs = [Job(platform, man, e, "vectors") for e in entries]
        for job, r in zip(jobs, run_all(jobs, o, f"vectors {platform}")):
            outputs[(platform, job.entry["name"], job.entry["impl"])] = r
    oqs = liboqs_hashes()
    failures = not_run = 0
    rows, records = [], []
    for (platform, name, impl), r in sorted(outputs.items()):
        if r.not_run:
            not_run += 1
            rows.append((name, impl, platform, "NOT RUN", "-", r.reason))
            records.append({"alg": name, "impl": impl, "platform": platform, "ok": None,
                            "reason": r.reason, "checks": [], "vectors": []})
            continue
        ref = outputs.get(("host", name, "ref"))
        checks = []
        ok = r.ok
        reason = r.reason if not r.ok else ""
        if r.ok and (ref is None or not ref.ok):
            ok, reason = False, "no host ref result to compare with"
        elif r.ok:
            mine = {(v["kind"], v["count"]): v["hash"] for v in r.output.vectors}
            theirs = {(v["kind"], v["count"]): v["hash"] for v in ref.output.vectors}
            for key, h in mine.items():
                if (platform, impl) != ("host", "ref"):
                    same = theirs.get(key) == h
                    checks.append(f"{key[0]}/{key[1]} vs host ref: {'same' if same else 'DIFFERENT'}")
                    ok &= same
                if key[0] == "kat" and name in oqs:
                    want = oqs[name].get("single" if key[1] == 1 else "all")
                    if key[1] in (1, 100) and want:
                        same = want == h
                        checks.append(f"kat/{key[1]} vs liboqs {'single' if key[1] == 1 else 'all'}: "
                                      f"{'same' if same else 'DIFFERENT'}")
                        ok &= same
            if not mine:
                ok, reason = False, "no vector hashes printed"
            if not ok and not reason:
                reason = "hash mismatch"
        failures += not ok
        drbg = next((v["hash"][:16] for v in (r.output.vectors if r.output else []) if v["kind"] == "drbg"), "-")
        rows.append((name, impl, platform, "PASS" if ok else "FAIL", drbg, "; ".join(checks) or reason))
        records.append({"alg": name, "impl": impl, "platform": platform, "ok": ok, "reason": reason,
                        "checks": checks, "vectors": r.output.vectors if r.output else []})
    print_table(rows, ["algorithm", "impl", "platform", "result", "drbg sha3-256", "checks"])
    results.write(run_dir / "vectors.json", results.runs_record("vectors", opts.opt, records))
    print(f"{len(records) - failures - not_run} passed, {failures} failed, {not_run} not run "
          "(does not fit)")
    return 1 if failures else 0


# --------------------------------------------------------------------------- bench
def _speed_section(res: runner.RunResult, platform: str, ops: list) -> tuple:
    """(speed dict, model version) from a speed run."""
    if not res.ok:
        return {"status": res.reason}, None
    per_op = {}
    model = None
    if platforms.is_qemu(platform):
        model = min(p.model for p in res.plugin) if res.plugin else None
        if not platforms.has_cycle_model(platform):
            # The plugin prices Cortex-M4 timings: on any other core only its
            # instruction counts are meaningful (model 0: labelled "instructions").
            model = 0
        unit = plugin.unit_for(model)
        for reg, pr in zip(res.output.regions, res.plugin):
            d = per_op.setdefault(reg.op, {"insns": [], "cycles": []})
            d["insns"].append(pr.insns)
            d["cycles"].append(pr.cycles)
        ops_out = {}
        for op in ops:
            d = per_op.get(op)
            if not d:
                continue
            # Without a cost model, "cycles" would be a mislabelled instruction count.
            main = d["cycles"] if model and model > 0 else d["insns"]
            ops_out[op] = {**results.stats(main), "instructions": results.stats(d["insns"])}
        return {"status": "ok", "unit": unit, "ops": ops_out}, model
    for reg in res.output.regions:
        d = per_op.setdefault(reg.op, {"cycles": [], "ns": []})
        if reg.cycles is not None:
            d["cycles"].append(reg.cycles)
        if reg.ns is not None:
            d["ns"].append(reg.ns)
    unit = "cycles (TSC)" if platform == "host" else "cycles (DWT)"
    ops_out = {}
    for op in ops:
        d = per_op.get(op)
        if not d or not d["cycles"]:
            continue
        ops_out[op] = results.stats(d["cycles"])
        if d["ns"]:
            ops_out[op]["ns"] = results.stats(d["ns"])
    return {"status": "ok", "unit": unit, "ops": ops_out}, None


def _hashing_section(res: runner.RunResult, model) -> dict:
    if res is None:
        return {"status": "needs the cycle-model plugin (QEMU only)"}
    if not res.ok:
        return {"status": res.reason}
    out = {"status": "ok", "unit": plugin.unit_for(model), "ops": {}}
    for reg, pr in zip(res.output.regions, res.plugin):
        use_cycles = model is not None and model > 0
        total = pr.cycles if use_cycles else pr.insns
        inr = pr.inrange_cycles if use_cycles else pr.inrange_insns
        out["ops"][reg.op] = {"total": total, "hashing": inr,
                              "share": (inr / total) if total else 0.0}
    return out


def _size_section(man: dict, entry: dict) -> dict:
    cross = man["cross"]
    try:
        lib = Path(entry["library"])
        common = Path(entry["common_library"])
        funcs = [{**f, "part": "implementation"} for f in elfinfo.function_sizes(lib, cross)]
        funcs += [{**f, "part": "shared"} for f in elfinfo.function_sizes(common, cross)]
        out = {"status": "ok", "implementation": elfinfo.archive_size(lib, cross),
               "shared": elfinfo.archive_size(common, cross), "functions": funcs}
        link_map = Path(entry["programs"]["speed"]).with_suffix(".map")
        if link_map.exists():
            out["linked"] = {"text": elfinfo.linked_text(link_map, lib)}
        return out
    except Exception as e:
        return {"status": f"size failed: {e}"}


def _backend_bench(platform: str, man: dict, opts: Options, plugin_so: Path, out: Path) -> tuple:
    """The backends' micro-benchmarks (tests/backends/<family>_<backend>_bench.c: each
    backend function beside its portable counterpart, several runs each) under the cycle
    model; one record per program with the median cycles of each function."""
    programs = {n: Path(elf) for n, elf in man["backend_programs"].items()
                if fnmatch.fnmatch(n, "*_bench") or fnmatch.fnmatch(n, "*_bench_*")}
    if not programs:
        return [], 0
    build.build(platform, opts.opt, sorted(programs), opts.jobs)
    written, failures = [], 0
    for name, elf in sorted(programs.items()):
        res = runner.run_qemu(elf, 900.0, name, plugin=plugin_so)
        if not res.ok:
            print(f"{name}: {res.reason}", file=sys.stderr)
            failures += 1
            continue
        runs: dict = {}
        for region, measured in zip(res.output.regions, res.plugin):
            runs.setdefault(region.op, []).append(measured.cycles)
        model = res.plugin[0].model if res.plugin else None
        rec = results.backend_bench_record(
            man, name, model, {op: {"median": sorted(c)[len(c) // 2], "runs": len(c)}
                               for op, c in runs.items()})
        path = out / f"{platform}-{opts.opt}" / f"backend-{name}.json"
        results.write(path, rec)
        written.append(path)
    return written, failures


def cmd_bench(args, opts: Options, run_dir: Optional[Path] = None) -> tuple:
    run_dir = run_dir or results.new_run_dir("bench")
    failures = 0
    written = []
    for platform in args.platform:
        o = Options(**{**opts.__dict__, "platform": platform})
        man, entries = prepare(platform, o, args.algs, args.impl, args.exclude,
                               ["speed", "stack", "hashing"])
        plugin_so, plugin_why = (None, "")
        if platforms.is_qemu(platform):
            plugin_so, plugin_why = plugin.ensure()
            if plugin_so is None:
                print(f"note: {plugin_why}; speed and hashing share are not measured", file=sys.stderr)
        jobs = []
        for e in entries:
            if not platforms.is_qemu(platform) or plugin_so is not None:
                jobs.append(Job(platform, man, e, "speed", measure=platforms.is_qemu(platform)))
            jobs.append(Job(platform, man, e, "stack"))
            if plugin_so is not None:
                jobs.append(Job(platform, man, e, "hashing", measure=True, hash_ranges=True))
        res = run_all(jobs, o, f"bench {platform}", plugin_so)
        by = {(j.entry["name"], j.entry["impl"], j.program): r for j, r in zip(jobs, res)}
        failures += sum(not r.ok and not r.not_run for r in res)
        for e in entries:
            ops = ["keypair", "encaps", "decaps"] if e["kind"] == "kem" else ["keypair", "sign", "verify"]
            sres = by.get((e["name"], e["impl"], "speed"))
            if sres is None:
                speed, model = {"status": plugin_why}, None
            else:
                speed, model = _speed_section(sres, platform, ops)
            st = by[(e["name"], e["impl"], "stack")]
            stack = ({"status": "ok", "ops": st.output.stack} if st.ok else {"status": st.reason})
            rec = results.bench_record(
                man, e, model, speed, stack,
                _hashing_section(by.get((e["name"], e["impl"], "hashing")), model),
                _size_section(man, e))
            path = run_dir / f"{platform}-{opts.opt}" / f"{e['name']}-{e['impl']}.json"
            results.write(path, rec)
            written.append(path)
        # the backends' own functions (in cycles: only where the cycle model holds),
        # when the whole platform is benchmarked
        if (plugin_so is not None and platforms.has_cycle_model(platform)
                and not args.algs and not args.impl):
            files, failed = _backend_bench(platform, man, o, plugin_so, run_dir)
            written += files
            failures += failed
    print(f"results: {run_dir}")
    return (1 if failures else 0), run_dir


# ---------------------------------------------------------------------------- size
def cmd_size(args, opts: Options) -> int:
    """Flash and RAM per function of each implementation's stack program (it links every
    operation), grouped by module, with the deepest stack of each operation measured by
    running it where the platform can run (QEMU, or a board with --port)."""
    run_dir = results.new_run_dir("size")
    failures = 0
    for platform in args.platform:
        if platform == "host":
            print("size: the host build has no link map; choose a Cortex-M platform", file=sys.stderr)
            failures += 1
            continue
        o = Options(**{**opts.__dict__, "platform": platform})
        man, entries = prepare(platform, o, args.algs, args.impl, args.exclude, ["stack"])
        can_run = not platforms.is_board(platform) or bool(o.port)
        res = run_all([Job(platform, man, e, "stack") for e in entries], o, f"stack {platform}") \
            if can_run else [None] * len(entries)
        for e, r in zip(entries, res):
            elf = Path(e["programs"]["stack"])
            link = sizes.parse_map(elf.with_suffix(".map").read_text())
            summary = sizes.summarize(link, Path(e["library"]).name, Path(e["common_library"]).name)
            if r is None:
                stack = {"status": "not measured: a board needs --port"}
            elif r.ok:
                stack = {"status": "ok", "ops": r.output.stack}
            else:
                stack, failures = {"status": r.reason}, failures + (not r.not_run)
            print(f"\n{e['name']} {e['impl']} on {platform}: flash {summary['flash']:,} bytes "
                  f"(.text {summary['sections']['.text']:,}, .data {summary['sections']['.data']:,}), "
                  f"RAM .data + .bss {summary['ram']:,} bytes; stack "
                  + (", ".join(f"{op} {b:,}" for op, b in stack["ops"].items())
                     if "ops" in stack else stack["status"]))
            print_table([(m, f"{t['flash']:,}", f"{t['ram']:,}") for m, t in
                         sorted(summary["modules"].items(), key=lambda kv: -kv[1]["flash"])],
                        ["module", "flash", "RAM"])
            print_table([(f["module"], f["section"], f["name"], f"{f['size']:,}")
                         for f in summary["functions"] if f["section"] != ".bss" or f["size"] >= 64],
                        ["module", "section", "function or data", "bytes"])
            results.write(run_dir / f"{platform}-{opts.opt}" / f"{e['name']}-{e['impl']}.json",
                          results.size_record(man, e, summary, stack))
    recs = results.load_set(run_dir, "size")
    if recs:
        from pqkit import report
        report.render_sizes(recs, run_dir)
    print(f"results: {run_dir} (size.md, functions_linked.csv, size_modules.png)")
    return 1 if failures else 0


# ------------------------------------------------------------------------------ ct
def _where(path: str) -> str:
    p = Path(path)
    try:
        return str(p.resolve().relative_to(paths.ROOT))
    except (ValueError, OSError):
        return path


def _ct_overhead(jobs, res, records, so, opts: Options) -> None:
    """CPU time of each passing ct program under plain QEMU and under the plugin, best
    of 3 alternating runs, one at a time: the plugin's cost, into the records."""
    rows = []
    for job, r, rec in zip(jobs, res, records):
        if not r.ok:
            continue
        elf = Path(job.entry["programs"]["ct"])
        limit = 600 * opts.timeout_scale
        with tempfile.TemporaryDirectory(prefix="pqkit-ct-") as tmp:
            traced = runner.qemu_command(elf, runner.ctcheck_args(elf, so, Path(tmp) / "out.txt"))
            plain, ct = [], []
            for _ in range(3):
                plain.append(runner.cpu_seconds(runner.qemu_command(elf), limit))
                ct.append(runner.cpu_seconds(traced, limit))
        if None in plain or None in ct:
            continue
        rec["cpu_plain"], rec["cpu_ct"] = round(min(plain), 3), round(min(ct), 3)
        ratio = min(ct) / min(plain)
        rec["overhead"] = round(ratio, 2)
        rows.append((job.entry["name"], job.entry["impl"], f"{min(plain):.2f}", f"{min(ct):.2f}",
                     f"{ratio:.2f}x"))
    print_table(rows, ["algorithm", "impl", "plain QEMU s (CPU)", "with plugin s (CPU)", "ratio"])
    if rows:
        worst = max(rows, key=lambda row: float(row[4][:-1]))
        print(f"plugin overhead: at most {worst[4]} ({worst[0]} {worst[1]})")


def cmd_ct(args, opts: Options) -> int:
    """Constant-time check on the emulated Cortex-M4: every selected implementation's
    ct program under the taint-tracking plugin (tools/ctcheck); exit 1 on any finding."""
    platform = "mps2-an386"
    if any(p != platform for p in args.platform):
        print("ct runs on mps2-an386 only (the plugin needs QEMU)", file=sys.stderr)
        return 2
    so, why = plugin.ensure_ctcheck()
    if so is None:
        print(f"error: {why}", file=sys.stderr)
        return 2
    run_dir = results.new_run_dir("ct")
    man, entries = prepare(platform, opts, args.algs, args.impl, args.exclude, ["ct"], variant="ct")
    jobs = [Job(platform, man, e, "ct") for e in entries]
    res = run_all(jobs, opts, "ct mps2-an386", so)
    rows, records = [], []
    failures = 0
    for job, r in zip(jobs, res):
        e = job.entry
        findings = []
        if r.ct is not None:
            lines = elfinfo.source_lines(Path(e["programs"]["ct"]), [f.pc for f in r.ct.findings])
            for f in r.ct.findings:
                func, where = lines.get(f.pc, ("??", "??:0"))
                findings.append({"kind": f.kind, "pc": f"{f.pc:#x}", "times": f.times,
                                 "function": func, "line": _where(where)})
        bad = not r.ok or bool(findings)
        failures += bad
        rows.append((e["name"], e["impl"], "FAIL" if bad else "PASS",
                     len(findings) if r.ct is not None else "-",
                     f"{r.seconds:.1f}", "" if r.ok else r.reason))
        for f in findings:
            print(f"{e['name']}:{e['impl']}: {f['kind']} at {f['pc']} in {f['function']} "
                  f"({f['line']}), {f['times']}x")
        records.append({"alg": e["name"], "impl": e["impl"], "ok": r.ok and not findings,
                        "reason": r.reason, "findings": findings,
                        "secret_bytes": r.ct.secret_bytes if r.ct else 0,
                        "instructions": r.ct.insns if r.ct else 0, "seconds": round(r.seconds, 3)})
    print_table(rows, ["algorithm", "impl", "result", "findings", "seconds", "reason"])
    if getattr(args, "overhead", False):
        _ct_overhead(jobs, res, records, so, opts)
    results.write(run_dir / "ct.json", results.runs_record("ct", opts.opt, records, m3=opts.m3))
    print(f"{len(records) - failures} clean, {failures} with findings or failed")
    return 1 if failures else 0
