"""The lab's commands: select algorithms, build, run in parallel, collect results."""
from __future__ import annotations

import fnmatch
import json
import os
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from pqkit import boards, build, elfinfo, external, fit, jobs as joblist, paths, platforms, plugin, results, runner, sizes
from pqkit.progress import Progress

BASE_TIMEOUT = {"test": 60, "vectors": 240, "speed": 120, "stack": 60, "hashing": 60, "ct": 120}


def alg_factor(name: str) -> float:
    """Emulation is slow for the big hash-based signatures and BIKE's decoder; scale their
    time limits."""
    if fnmatch.fnmatch(name, "slh-dsa-*s"):
        return 40.0
    if name.startswith("slh-dsa-"):
        return 6.0
    if name.startswith("ml-dsa-"):
        return 3.0
    if name == "bike-l5":
        return 40.0
    if name == "bike-l3":
        return 15.0
    if name.startswith("bike-"):
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
    only_external: bool = False      # only the external folders (--only-external)
    state: Optional[Path] = None     # job list directory: resume, skip finished jobs (jobs.py)


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
    if job.entry.get("build_error"):
        return runner.RunResult(False, job.entry["build_error"])
    exe = Path(job.entry["programs"][job.program])
    return fit.after_run(_run_job(job, opts, plugin_so, exe), exe, job.platform)


def job_timeout(job: Job, opts: Options) -> float:
    timeout = BASE_TIMEOUT[job.program] * alg_factor(job.entry["name"]) * opts.timeout_scale
    return timeout * 4 if job.measure else timeout


def run_spec(spec: dict, opts: Optional[Options] = None) -> runner.RunResult:
    """Run a job from its description on disk (jobs.spec), e.g. on another machine."""
    opts = opts or Options(platform=spec["platform"])
    entry = {"name": spec["name"], "impl": spec["impl"], "programs": {spec["program"]: spec["exe"]}}
    if spec.get("build_error"):
        entry["build_error"] = spec["build_error"]
    job = Job(spec["platform"], {}, entry, spec["program"], spec["measure"], spec["hash_ranges"])
    return run_job(job, opts, Path(spec["plugin"]) if spec.get("plugin") else None)


def _run_job(job: Job, opts: Options, plugin_so: Optional[Path], exe: Path) -> runner.RunResult:
    timeout = job_timeout(job, opts)
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
    """Run jobs in parallel (boards one at a time), slowest first, through the job list
    (jobs.py: with opts.state, finished jobs are not run again); results in job order."""
    prog = Progress(len(jobs), label)
    workers = 1 if platforms.is_board(opts.platform) else max(1, opts.jobs)
    specs = [joblist.spec(j, job_timeout(j, opts), plugin_so) for j in jobs]
    by_key = {joblist.key(sp): j for sp, j in zip(specs, jobs)}

    def step(sp, res):
        prog.step(sp["label"] + ("" if res.ok else f": {res.reason}"), res.ok or res.not_run)

    out = joblist.run(specs, lambda sp: run_job(by_key[joblist.key(sp)], opts, plugin_so),
                      workers, opts.state, step)
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
    if opts.only_external:
        entries = [e for e in entries if e.get("external")]
    lacking = {i: platforms.not_applicable(i, platform) for i in impls}
    lacking = {i: why for i, why in lacking.items() if why}
    for impl, why in lacking.items():
        print(f"{impl} on {platform}: {why}", file=sys.stderr)
    # External folders left out of this platform's build because they cannot fit it.
    for f in external.discover():
        why = f.builds_on(platform)
        if why and why.startswith("does not fit") and select(
                [{"name": f.scheme, "impl": f.impl}], patterns, impls, exclude):
            print(f"{f.label} ({f.root}) on {platform}: {why}", file=sys.stderr)
    if not entries and impls and all(i in lacking for i in impls):
        return man, []
    if not entries:
        raise SystemExit(f"no algorithm matches {patterns or 'anything'} on {platform} "
                         f"(registered: {', '.join(e['name'] for e in man['algorithms']) or 'none'})")
    print(f"building {len(entries)} implementation(s) for {platform}-{opts.opt} ...", file=sys.stderr)
    chosen = {e["alg"] for e in entries}
    man = build.build_isolated(platform, opts.opt, entries, programs, variant=variant)
    entries = [e for e in select(man["algorithms"], patterns, impls, exclude) if e["alg"] in chosen]
    for e in entries:
        if e.get("build_error"):
            print(f"{e['name']}:{e['impl']} ({e['root']}) on {platform}: {e['build_error']}",
                  file=sys.stderr)
    return man, entries


def print_table(rows: list, headers: list) -> None:
    widths = [max(len(str(h)), *(len(str(r[i])) for r in rows)) if rows else len(h)
              for i, h in enumerate(headers)]
    print("  ".join(str(h).ljust(w) for h, w in zip(headers, widths)))
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r, widths)))


def impl_label(e: dict) -> str:
    """The implementation as tables show it: an external folder with its root."""
    return f"{e['impl']} ({e['root']})" if e.get("external") else e["impl"]


origin = results.external_fields


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


def oracle_key(entry: dict):
    """Which host run an entry's results are compared with: the host ref of its algorithm,
    or for an external folder the host build of external.oracle_dir (the folder itself,
    or a portable folder of its scheme)."""
    return ("dir", external.oracle_dir(entry)) if entry.get("external") else entry["name"]


def host_oracle_entries(entries: list, opts: Options, program: str) -> tuple:
    """(manifest, host entries) that are the oracles of entries (see oracle_key); an
    entry may also be just an algorithm's name (its host ref)."""
    entries = [e if isinstance(e, dict) else {"name": e} for e in entries]
    o = Options(**{**opts.__dict__, "platform": "host"})
    names = sorted({e["name"] for e in entries if not e.get("external")})
    dirs = {oracle_key(e)[1] for e in entries if e.get("external")} - {None}
    man, chosen = None, []
    if names:
        man, chosen = prepare("host", o, [f"{n}:ref" for n in names], [], [], [program])
    if dirs:
        ext = [e for e in build.manifest("host", opts.opt)["algorithms"] if e.get("dir") in dirs]
        man = build.build_isolated("host", opts.opt, ext, [program])
        chosen += [e for e in man["algorithms"] if e.get("dir") in dirs]
    return man, chosen


def host_ref_records(entries: list, opts: Options) -> dict:
    """oracle_key -> the host oracle's first-record digest: what a test run on any
    platform must match (a primitive wrong the same way on both sides of a round trip
    passes every round trip, but not this)."""
    o = Options(**{**opts.__dict__, "platform": "host"})
    man, chosen = host_oracle_entries(entries, opts, "test")
    jobs = [Job("host", man, e, "test") for e in chosen]
    return {(("dir", j.entry["dir"]) if j.entry.get("external") else j.entry["name"]): first_record(r)
            for j, r in zip(jobs, run_all(jobs, o, "test host oracle"))}


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
        oracle = host_ref_records(entries, opts)
        rows = []
        for job, r in zip(jobs, res):
            if r.not_run:
                not_run += 1
                rows.append((job.entry["name"], impl_label(job.entry), platform, "NOT RUN", 0, r.reason))
                records.append({"alg": job.entry["name"], "impl": job.entry["impl"], **origin(job.entry),
                                "platform": platform, "ok": None, "reason": r.reason,
                                "checks": [], "seconds": 0.0})
                continue
            checks = [{"name": t, "ok": ok} for t, ok in (r.output.tests if r.output else [])]
            ok, reason = judge_first_record(r, oracle.get(oracle_key(job.entry)))
            if r.ok:
                checks.append({"name": "first-record-vs-host-ref", "ok": ok})
            rows.append((job.entry["name"], impl_label(job.entry), platform,
                         "PASS" if ok else "FAIL", len(checks), reason))
            failures += not ok
            records.append({"alg": job.entry["name"], "impl": job.entry["impl"], **origin(job.entry),
                            "platform": platform, "ok": ok, "reason": reason,
                            "checks": checks, "seconds": round(r.seconds, 3)})
        print_table(rows, ["algorithm", "impl", "platform", "result", "checks", "reason"])
    results.write(run_dir / "test.json", results.runs_record("test", opts.opt, records))
    print(f"{len(records) - failures - not_run} passed, {failures} failed, {not_run} not run "
          "(does not fit)")
    return 1 if failures else 0


# ------------------------------------------------------------------------- vectors
def _vectors_root() -> Path:
    return Path(os.environ.get("PQKIT_VECTORS", paths.ROOT.parent / "shared" / "vectors"))


def pqclean_hashes() -> dict:
    """PQClean's SHA-256 of the first NIST KAT record (its META.yml nistkat-sha256, the
    current snapshot) by PQClean's scheme name, which is also pqm4's folder name."""
    f = _vectors_root() / "pqclean" / "pqclean_nistkat_sha256.json"
    if not f.exists():
        return {}
    schemes = json.loads(f.read_text()).get("HEAD", {}).get("schemes", {})
    return {name: s["nistkat-sha256"] for name, s in schemes.items() if s.get("nistkat-sha256")}


def published_kat_checks(name: str, external: bool, count: int, h: str, oqs: dict,
                         pqc: dict) -> list:
    """(label, same) for a KAT hash of count records against the published ones: liboqs'
    single/all hashes for any implementation, PQClean's first-record hash for an external
    folder of a scheme PQClean has."""
    out = []
    want = oqs.get(name, {}).get("single" if count == 1 else "all")
    if count in (1, 100) and want:
        out.append((f"kat/{count} vs liboqs {'single' if count == 1 else 'all'}", want == h))
    if external and count == 1 and name in pqc:
        out.append(("kat/1 vs PQClean", pqc[name] == h))
    return out


def liboqs_hashes() -> dict:
    """liboqs's published KAT hashes by lower-cased algorithm name: liboqs spells them
    its own way (ML-KEM-768, Falcon-padded-512, BIKE-L1), pqkit in lower case."""
    f = _vectors_root() / "liboqs" / "selected_kat_hashes.json"
    if not f.exists():
        return {}
    return {name.lower(): hashes
            for name, hashes in json.loads(f.read_text()).get("current", {}).items()}


def cmd_vectors(args, opts: Options) -> int:
    run_dir = results.new_run_dir("vectors")
    where = list(dict.fromkeys(args.platform + ["host"]))
    outputs = {}  # (platform, name, impl, dir) -> (entry, RunResult)
    seen = []
    for platform in where:
        o = Options(**{**opts.__dict__, "platform": platform})
        impls = args.impl
        if platform == "host" and impls:
            # the host ref is the oracle of every comparison, whatever -i selects
            impls = list(dict.fromkeys([*impls, "ref"]))
        try:
            man, entries = prepare(platform, o, args.algs, impls, args.exclude, ["vectors"])
        except SystemExit:
            # only folders with assembly chosen: none is built for the host, their
            # portable oracles are (below)
            if platform != "host" or not any(e.get("external") for e in seen):
                raise
            man, entries = None, []
        if platform == "host":
            # and the host builds of the external folders' oracles (oracle_key)
            oman, more = host_oracle_entries([e for e in seen if e.get("external")], opts, "vectors")
            man = man or oman
            have = {e["alg"] for e in entries}
            entries += [e for e in more if e["alg"] not in have]
        seen += entries
        jobs = [Job(platform, man, e, "vectors") for e in entries]
        for job, r in zip(jobs, run_all(jobs, o, f"vectors {platform}")):
            e = job.entry
            outputs[(platform, e["name"], e["impl"], e.get("dir", ""))] = (e, r)
    oqs, pqc = liboqs_hashes(), pqclean_hashes()
    failures = not_run = 0
    rows, records = [], []
    for (platform, name, impl, folder), (e, r) in sorted(outputs.items()):
        if r.not_run:
            not_run += 1
            rows.append((name, impl_label(e), platform, "NOT RUN", "-", r.reason))
            records.append({"alg": name, "impl": impl, **origin(e), "platform": platform,
                            "ok": None, "reason": r.reason, "checks": [], "vectors": []})
            continue
        if e.get("external"):
            want = oracle_key(e)[1]
            ref = next((rr for (p, _, _, d), (_, rr) in outputs.items()
                        if p == "host" and d and d == want), None)
            is_oracle = platform == "host" and folder == want
            against = "host " + ("build" if want == folder else "portable folder")
        else:
            ref = outputs.get(("host", name, "ref", ""), (None, None))[1]
            is_oracle = (platform, impl) == ("host", "ref")
            against = "host ref"
        checks = []
        ok = r.ok
        reason = r.reason if not r.ok else ""
        if r.ok and (ref is None or not ref.ok):
            ok, reason = False, f"no {against} result to compare with"
        elif r.ok:
            mine = {(v["kind"], v["count"]): v["hash"] for v in r.output.vectors}
            theirs = {(v["kind"], v["count"]): v["hash"] for v in ref.output.vectors}
            for key, h in mine.items():
                if not is_oracle:
                    same = theirs.get(key) == h
                    checks.append(f"{key[0]}/{key[1]} vs {against}: {'same' if same else 'DIFFERENT'}")
                    ok &= same
                if key[0] == "kat":
                    for label, same in published_kat_checks(name, bool(e.get("external")),
                                                            key[1], h, oqs, pqc):
                        checks.append(f"{label}: {'same' if same else 'DIFFERENT'}")
                        ok &= same
            if not mine:
                ok, reason = False, "no vector hashes printed"
            if not ok and not reason:
                reason = "hash mismatch"
        failures += not ok
        drbg = next((v["hash"][:16] for v in (r.output.vectors if r.output else []) if v["kind"] == "drbg"), "-")
        rows.append((name, impl_label(e), platform, "PASS" if ok else "FAIL", drbg,
                     "; ".join(checks) or reason))
        records.append({"alg": name, "impl": impl, **origin(e), "platform": platform, "ok": ok,
                        "reason": reason, "checks": checks,
                        "vectors": r.output.vectors if r.output else []})
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
        by = {(j.entry["alg"], j.entry["impl"], j.program): r for j, r in zip(jobs, res)}
        failures += sum(not r.ok and not r.not_run for r in res)
        for e in entries:
            ops = ["keypair", "encaps", "decaps"] if e["kind"] == "kem" else ["keypair", "sign", "verify"]
            sres = by.get((e["alg"], e["impl"], "speed"))
            if sres is None:
                speed, model = {"status": plugin_why}, None
            else:
                speed, model = _speed_section(sres, platform, ops)
            st = by[(e["alg"], e["impl"], "stack")]
            stack = ({"status": "ok", "ops": st.output.stack} if st.ok else {"status": st.reason})
            rec = results.bench_record(
                man, e, model, speed, stack,
                _hashing_section(by.get((e["alg"], e["impl"], "hashing")), model),
                _size_section(man, e))
            stem = f"{e['name']}-{e['impl']}" + (f"-{e['alg'][:7]}" if e.get("external") else "")
            path = run_dir / f"{platform}-{opts.opt}" / f"{stem}.json"
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
            if e.get("build_error"):
                print(f"\n{e['name']} {impl_label(e)} on {platform}: {e['build_error']}")
                failures += 1
                continue
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
        rows.append((e["name"], impl_label(e), "FAIL" if bad else "PASS",
                     len(findings) if r.ct is not None else "-",
                     f"{r.seconds:.1f}", "" if r.ok else r.reason))
        for f in findings:
            print(f"{e['name']}:{e['impl']}: {f['kind']} at {f['pc']} in {f['function']} "
                  f"({f['line']}), {f['times']}x")
        records.append({"alg": e["name"], "impl": e["impl"], **origin(e), "ok": r.ok and not findings,
                        "reason": r.reason, "findings": findings,
                        "secret_bytes": r.ct.secret_bytes if r.ct else 0,
                        "instructions": r.ct.insns if r.ct else 0, "seconds": round(r.seconds, 3)})
    print_table(rows, ["algorithm", "impl", "result", "findings", "seconds", "reason"])
    if getattr(args, "overhead", False):
        _ct_overhead(jobs, res, records, so, opts)
    results.write(run_dir / "ct.json", results.runs_record("ct", opts.opt, records, m3=opts.m3))
    print(f"{len(records) - failures} clean, {failures} with findings or failed")
    return 1 if failures else 0
