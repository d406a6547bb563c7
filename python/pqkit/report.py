"""Markdown, CSV and plots from stored benchmark results."""
from __future__ import annotations

import csv
import json
import re
from pathlib import Path

from pqkit import platforms

OPS = {"kem": ["keypair", "encaps", "decaps"], "sig": ["keypair", "sign", "verify"]}


def _fmt(v) -> str:
    if v is None:
        return "-"
    if isinstance(v, float) and not v.is_integer() and abs(v) < 1000:
        return f"{v:,.1f}"
    return f"{round(v):,}"  # a median of an even number of counts may end in .5


def _key(r):
    return (r["platform"], r["opt"], r["alg"], r["impl"], r.get("dir", ""))


def _impl(r) -> str:
    """An implementation as the tables name it: external folders marked so."""
    return f"{r['impl']} (external)" if r.get("external") else r["impl"]


def rows_speed(recs):
    rows = []
    for r in sorted(recs, key=_key):
        sp = r["speed"]
        base = [r["alg"], _impl(r), r["platform"], r["opt"]]
        if sp.get("status") != "ok":
            rows.append(base + ["-", "-", "-", "-", f"not measured: {sp.get('status')}"])
            continue
        vals = [sp["ops"].get(op, {}).get("median") for op in OPS[r["kind"]]]
        runs = max((sp["ops"][op]["n"] for op in sp["ops"]), default=0)
        # Under a cost model the exact instruction counts are shown beside the estimate.
        insns = " / ".join(_fmt(sp["ops"][op]["instructions"]["median"]) for op in OPS[r["kind"]]
                           if "instructions" in sp["ops"].get(op, {}))
        unit = sp["unit"] + (f" (instructions: {insns})" if insns and sp["unit"] != "instructions" else "")
        rows.append(base + vals + [runs, unit])
    return rows


def rows_spread(recs):
    """min / mean / max of each operation: randomised signing varies run to run."""
    rows = []
    for r in sorted(recs, key=_key):
        sp = r["speed"]
        if sp.get("status") != "ok":
            continue
        for op in OPS[r["kind"]]:
            s = sp["ops"].get(op)
            if s:
                rows.append([r["alg"], _impl(r), r["platform"], r["opt"], op,
                             s["min"], round(s["mean"]), s["max"], s["n"]])
    return rows


def rows_stack(recs):
    rows = []
    for r in sorted(recs, key=_key):
        st = r["stack"]
        base = [r["alg"], _impl(r), r["platform"], r["opt"]]
        if st.get("status") != "ok":
            rows.append(base + ["-", "-", "-"])
            continue
        rows.append(base + [st["ops"].get(op) for op in OPS[r["kind"]]])
    return rows


def rows_size(recs):
    rows = []
    for r in sorted(recs, key=_key):
        sz = r["size"]
        base = [r["alg"], _impl(r), r["platform"], r["opt"]]
        if sz.get("status") != "ok":
            rows.append(base + ["-"] * 5)
            continue
        i, s = sz["implementation"], sz["shared"]
        rows.append(base + [i["text"], sz.get("linked", {}).get("text", "-"), i["data"], i["bss"],
                            s["text"]])
    return rows


def rows_hashing(recs):
    rows = []
    for r in sorted(recs, key=_key):
        h = r["hashing"]
        if h.get("status") != "ok":
            continue
        base = [r["alg"], _impl(r), r["platform"], r["opt"]]
        rows.append(base + [f"{100 * h['ops'][op]['share']:.1f}%" if op in h["ops"] else "-"
                            for op in OPS[r["kind"]]])
    return rows


# pqkit implementation -> the pqm4 implementation of the same kind, per family.
# BIKE: pqm4 has only the m4f implementation (bikel1, bikel3), the figure to beat for ref too
# FN-DSA: pqm4 has only m4f (fndsa_provisional-512/1024, the same provisional framing).
PQM4_COUNTERPART = {"ref": {"ml-kem": "clean", "ml-dsa": "clean", "slh-dsa": "clean", "hqc": "clean",
                            "bike": "m4f", "fn-dsa": "m4f"},
                    "m4": {"ml-kem": "m4fspeed", "ml-dsa": "m4f", "slh-dsa": "clean", "hqc": "clean",
                           "bike": "m4f", "fn-dsa": "m4f"},
                    "m4stack": {"ml-kem": "m4fstack", "ml-dsa": "m4fstack", "hqc": "clean"}}
# pqkit set -> pqm4's scheme name where they differ
PQM4_SCHEME = {"fn-dsa-512": "fndsa_provisional-512", "fn-dsa-1024": "fndsa_provisional-1024"}


def pqm4_key(r, peer):
    """The "scheme:impl" key of pqm4's figures for a record and its counterpart."""
    return f"{PQM4_SCHEME.get(r['alg'], r['alg'])}:{peer}"


def pqm4_counterpart(r):
    """The pqm4 implementation a built-in record is compared with, or None: by its
    family, the longest counterpart name the set's name begins with (hqc-1: hqc)."""
    counterparts = PQM4_COUNTERPART.get(r["impl"], {})
    family = max((f for f in counterparts if r["alg"].startswith(f + "-")), key=len, default=None)
    return counterparts.get(family)


def pqm4_published() -> dict:
    return json.loads((Path(__file__).parent / "pqm4_published.json").read_text())


def rows_pqm4(recs, pub=None):
    """Each mps2-an386 row beside pqm4's published hardware figure of its counterpart:
    mean cycles (pqm4 publishes means; signing is randomised), stack, code size."""
    pub = pub or pqm4_published()
    rows = []
    for r in sorted(recs, key=_key):
        if r["platform"] != "mps2-an386" or r["speed"].get("status") != "ok":
            continue
        if r.get("external"):
            continue  # in the cycle model's table against benchmarks.md instead
        peer = pqm4_counterpart(r)
        key = pqm4_key(r, peer)
        if peer is None or key not in pub["speed"]:
            continue
        ours = [r["speed"]["ops"].get(op, {}).get("mean") for op in OPS[r["kind"]]]
        theirs = pub["speed"][key]
        ratios = " / ".join(f"{a / b:.2f}" if a else "-" for a, b in zip(ours, theirs))
        st = r["stack"].get("ops", {}) if r["stack"].get("status") == "ok" else {}
        stack = [st.get(op) for op in OPS[r["kind"]]]
        stack_txt = " / ".join(_fmt(v) for v in stack) + " vs " + " / ".join(
            _fmt(v) for v in pub["stack"].get(key, [None] * 3))
        size = None
        if r["size"].get("status") == "ok":
            size = r["size"].get("linked", r["size"]["implementation"])["text"]
        rows.append([r["alg"], r["impl"], r["opt"], f"pqm4 {peer}",
                     " / ".join(_fmt(v) for v in ours), " / ".join(_fmt(v) for v in theirs),
                     ratios, stack_txt, f"{_fmt(size)} vs {_fmt(pub['size'].get(key))}"])
    return rows


def rows_backend(brecs):
    """One row per function of the backends' micro-benchmarks: the backend's cycles beside
    its portable counterpart's. A program <family>_<backend>_bench[_<set>] names its
    functions <name>_<backend>[_<variant>] and <name>_c[_<variant>]."""
    rows = []
    for r in sorted(brecs, key=lambda r: r["program"]):
        m = re.fullmatch(r"(.+)_([a-z0-9]+)_bench(?:_(\w+))?", r["program"])
        backend = m.group(2) if m else ""
        pairs: dict = {}
        for fn, v in r["functions"].items():
            t = re.fullmatch(rf"(.+?)_({backend}|c)((?:_\w+)?)", fn)
            base, side = (t.group(1) + t.group(3), t.group(2)) if t else (fn, backend)
            pairs.setdefault(base, {})[side] = v["median"]
        for base, v in pairs.items():
            fast, port = v.get(backend), v.get("c")
            ratio = f"{fast / port:.2f}" if fast and port else "–"
            rows.append([r["program"], base, fast if fast is not None else "–",
                         port if port is not None else "–", ratio])
    return rows


def _md_table(headers, rows) -> str:
    out = ["| " + " | ".join(headers) + " |", "|" + "|".join("---" for _ in headers) + "|"]
    for row in rows:
        out.append("| " + " | ".join(c if isinstance(c, str) else _fmt(c) for c in row) + " |")
    return "\n".join(out)


HEAD = ["algorithm", "impl", "platform", "opt"]


def backend_section(backend_recs) -> list:
    """The report's lines on the backends' micro-benchmarks (none without records)."""
    br = rows_backend(backend_recs)
    if not br:
        return []
    return ["## Backend functions on the Cortex-M4", "",
            "The backends' micro-benchmarks (`tests/backends/<family>_<backend>_bench.c`): "
            "each function of a backend beside its portable counterpart (`_c`), estimated "
            "cycles per call under the cycle model (model version "
            f"{', '.join(sorted({str(r.get('model_version')) for r in backend_recs}))}, "
            f"commit `{', '.join(sorted({str(r.get('commit', ''))[:12] for r in backend_recs}))}`), "
            "median of the runs. Keccak-f[1600] is one permutation; SHA-2 rows are one "
            "compressed block.", "",
            _md_table(["program", "function", "backend", "portable C", "ratio"], br), ""]


def markdown(recs, title="pqkit benchmarks", backend_recs=()) -> str:
    if not recs:
        return f"# {title}\n\nNo results.\n"
    meta = recs[0]
    kem = any(r["kind"] == "kem" for r in recs)
    sig = any(r["kind"] == "sig" for r in recs)
    ops_head = (["keypair", "encaps / sign", "decaps / verify"] if kem and sig else
                ["keypair", "encaps", "decaps"] if kem else ["keypair", "sign", "verify"])
    commits = {}
    for r in recs:  # commit -> the algorithms measured at it
        commits.setdefault((r["commit"][:12], bool(r.get("dirty"))), set()).add(r["alg"])
    if len(commits) == 1:
        made = (f"results of commit `{meta['commit'][:12]}`"
                f"{' (with local changes)' if meta.get('dirty') else ''}")
    else:
        made = "results of several commits: " + "; ".join(
            f"`{c}`{' (with local changes)' if dirty else ''} for {', '.join(sorted(algs))}"
            for (c, dirty), algs in sorted(commits.items()))
    lines = [f"# {title}", "",
             f"Generated by `./pqkit report` from {made}, {meta['date']}.", ""]
    models = sorted({r.get("model_version") for r in recs if r["platform"] == "mps2-an386"},
                    key=lambda v: -1 if v is None else v)
    lines += ["Speed is the median over the runs. On `mps2-an386` (QEMU) speed comes from the "
              "m4cycles plugin: while the plugin has no cost model (model 0) the figures are "
              "**instruction counts, not cycles**; with a model they are estimated Cortex-M4 "
              "cycles labelled with the model version. The model prices the Cortex-M4 only: "
              "on the other emulated platforms ("
              + ", ".join(p for p in platforms.names("qemu") if not platforms.has_cycle_model(p))
              + ") speed is always an **instruction count**. Host figures are TSC cycles.",
              f"QEMU model versions in these results: {', '.join(str(m) for m in models) or 'none'}.",
              "On the emulated platforms, `pqkit_randombytes()` is a xoshiro128++ stream costing a few "
              "cycles per word, like the hardware TRNG of the boards pqm4 measures on (the "
              "emulator has none; never use it for secrets).", ""]
    lines += ["## Speed", "", _md_table(HEAD + ops_head + ["runs", "unit"], rows_speed(recs)), ""]
    lines += ["### Spread over the runs", "", "Same unit as above.", "",
              _md_table(HEAD + ["operation", "min", "mean", "max", "runs"], rows_spread(recs)), ""]
    lines += ["## Stack (bytes)", "", "Deepest stack use per operation, by painting; buffers are static "
              "and not counted.", "", _md_table(HEAD + ops_head, rows_stack(recs)), ""]
    lines += ["## Code size (bytes)", "", "The implementation's static library and the shared "
              "primitives (Keccak, ...) that every implementation links. \"linked\": the "
              "library's code and tables in the speed firmware, which calls every operation "
              "(the backend's library serves every parameter set; the linker drops what this "
              "one does not call).", "",
              _md_table(HEAD + [".text", "linked .text", ".data", ".bss", "shared .text"],
                        rows_size(recs)), ""]
    pr = rows_pqm4(recs)
    if pr:
        pub = pqm4_published()
        lines += ["## Against pqm4's published hardware figures", "",
                  f"pqm4 at commit `{pub['commit'][:12]}`, measured on a {pub['board']}; pqkit "
                  "figures are this run's estimated cycles under the cycle model (mean of the runs, "
                  "as pqm4 publishes means). Ratio below 1: pqkit is faster. Stack and .text: "
                  "pqkit vs pqm4 (pqkit's .text is the implementation's code linked into the speed "
                  "firmware, without the shared primitives; pqm4's is the scheme's code). pqkit's ML-KEM decapsulation makes the "
                  "FIPS 203 §7.3 hash check of its key (H(ek) against the hash stored in dk), which "
                  "pqm4's does not: SHA3-256 of 800 / 1,184 / 1,568 bytes, 6 / 9 / 12 Keccak-f[1600] "
                  "permutations.", "",
                  _md_table(["algorithm", "impl", "opt", "counterpart", "pqkit mean cycles",
                             "pqm4 mean cycles", "ratio", "stack (bytes)", ".text (bytes)"], pr), ""]
    hr = rows_hashing(recs)
    if hr:
        lines += ["## Share of time in symmetric primitives (SHA-2 / SHA-3 / AES)", "",
                  _md_table(HEAD + ops_head, hr), ""]
    lines += backend_section(backend_recs)
    lines += ["## How these numbers were made", ""]
    seen = set()
    for r in sorted(recs, key=_key):
        k = (r["platform"], r["opt"])
        if k in seen:
            continue
        seen.add(k)
        extra = r.get("emulator") or r.get("cpu") or ""
        lines.append(f"- `{r['platform']}` / `{r['opt']}`: {r['compiler']}, flags `{r['cflags']}`"
                     f"{', ' + extra if extra else ''}; model version {r.get('model_version')}")
    lines.append("")
    return "\n".join(lines)


def write_csv(path: Path, headers, rows) -> None:
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(headers)
        for row in rows:
            w.writerow(["" if c is None else int(c) if isinstance(c, float) and c.is_integer() else c
                        for c in row])


def plots(recs, out_dir: Path) -> list:
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    for metric in ("speed", "stack"):
        platforms = sorted({r["platform"] for r in recs})
        width = max(10, 0.55 * max(sum(r["platform"] == p for r in recs) for p in platforms))
        fig, axes = plt.subplots(len(platforms), 1, figsize=(width, 5 * len(platforms)), squeeze=False)
        for ax, platform in zip(axes[:, 0], platforms):
            sel = [r for r in sorted(recs, key=_key) if r["platform"] == platform
                   and r[metric].get("status") == "ok"]
            labels = [f"{r['alg']} ({r['impl']}, {r['opt']})" for r in sel]
            unit = "bytes"
            for j in range(3):
                vals = []
                for r in sel:
                    op = OPS[r["kind"]][j]
                    if metric == "speed":
                        vals.append(r["speed"]["ops"].get(op, {}).get("median", 0))
                        unit = r["speed"]["unit"]
                    else:
                        vals.append(r["stack"]["ops"].get(op, 0))
                ax.bar([i + 0.27 * (j - 1) for i in range(len(sel))], vals, width=0.27,
                       label=["keypair", "encaps / sign", "decaps / verify"][j])
            ax.set_xticks(range(len(sel)))
            ax.set_xticklabels(labels, fontsize=7, rotation=50, ha="right")
            if metric == "speed":
                ax.set_yscale("log")  # ML-KEM's millions next to SLH-DSA's billions
            ax.set_title(f"{'speed' if metric == 'speed' else 'stack'} on {platform}")
            ax.set_ylabel(unit if metric == "stack" else f"median {unit}")
            ax.legend(fontsize=7)
        fig.tight_layout()
        for ext in ("png", "svg"):
            p = out_dir / f"{metric}.{ext}"
            fig.savefig(p)
            written.append(p)
        plt.close(fig)
    return written


# ------------------------------------------- families, baselines, pqm4's benchmarks.md
def family(alg: str) -> str:
    """A scheme's family: its name up to the first parameter digits (ml-kem-768 -> ml-kem,
    bikel1 -> bikel, mayo2 -> mayo)."""
    return re.split(r"-?\d", alg, maxsplit=1)[0] or alg


AVG = re.compile(r"AVG:\s*([\d,]+)")


def pqm4_benchmarks(path: Path) -> dict:
    """The speed tables of a pqm4 benchmarks.md: "scheme:impl" -> mean cycles of the three
    operations (key generation, encapsulation or signing, decapsulation or verification)."""
    out, in_speed = {}, False
    for line in Path(path).read_text().splitlines():
        if line.startswith("# "):
            in_speed = line.strip() == "# Speed Evaluation"
        if not in_speed or not line.startswith("| ") or "AVG" not in line:
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        scheme = cells[0].split(" (")[0]
        means = [int(m.group(1).replace(",", "")) if (m := AVG.search(c)) else None for c in cells[2:5]]
        out[f"{scheme}:{cells[1]}"] = means
    return out


def reference(r, bench_md: dict):
    """pqm4's published mean cycles of a record's counterpart, or None: an external
    folder's own name in benchmarks.md, or a built-in implementation's pqm4 counterpart."""
    if r.get("external"):
        return bench_md.get(f"{r['alg']}:{r['impl']}")
    peer = pqm4_counterpart(r)
    if peer is None:
        return None
    key = pqm4_key(r, peer)
    return bench_md.get(key) or pqm4_published()["speed"].get(key)


def rows_model_error(recs, bench_md: dict) -> tuple:
    """The cycle model's estimate (mean) against pqm4's published mean, per operation:
    rows, and the mean and largest absolute error over all operations."""
    rows, errs = [], []
    for r in sorted(recs, key=_key):
        if r["platform"] != "mps2-an386" or r["speed"].get("status") != "ok" or not r.get("model_version"):
            continue
        ref = reference(r, bench_md)
        if not ref:
            continue
        ours = [r["speed"]["ops"].get(op, {}).get("mean") for op in OPS[r["kind"]]]
        e = [(a / b - 1) if a and b else None for a, b in zip(ours, ref)]
        errs += [abs(x) for x in e if x is not None]
        rows.append([r["alg"], _impl(r), " / ".join(_fmt(v) for v in ours),
                     " / ".join(_fmt(v) for v in ref),
                     " / ".join("-" if x is None else f"{100 * x:+.1f} %" for x in e)])
    summary = (sum(errs) / len(errs), max(errs), len(errs)) if errs else None
    return rows, summary


def _median(r, op):
    return r["speed"]["ops"].get(op, {}).get("median") if r["speed"].get("status") == "ok" else None


def family_plots(recs, out_dir: Path, bench_md: dict) -> list:
    """One figure per (platform, family): an axis per operation, the parameter sets along
    x, every implementation a bar beside the others (external ones hatched), and pqm4's
    published figure of each as a black mark."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    written = []
    groups = {}
    for r in recs:
        if r["speed"].get("status") == "ok":
            groups.setdefault((r["platform"], family(r["alg"])), []).append(r)
    for (platform, fam), rs in sorted(groups.items()):
        algs = sorted({r["alg"] for r in rs})
        impls = sorted({(_impl(r), r.get("dir", "")) for r in rs})
        width = 0.8 / len(impls)
        fig, axes = plt.subplots(1, 3, figsize=(max(9, 2.2 * len(algs) + 3), 4), squeeze=False)
        for j, ax in enumerate(axes[0]):
            seen = []
            for k, (name, folder) in enumerate(impls):
                xs, ys, marks = [], [], []
                for i, alg in enumerate(algs):
                    r = next((r for r in rs if r["alg"] == alg and _impl(r) == name
                              and r.get("dir", "") == folder), None)
                    v = _median(r, OPS[r["kind"]][j]) if r else None
                    if v:
                        xs.append(i + width * (k - (len(impls) - 1) / 2))
                        ys.append(v)
                        ref = reference(r, bench_md) if platform == "mps2-an386" else None
                        if ref and ref[j]:
                            marks.append((xs[-1], ref[j]))
                seen += ys + [y for _, y in marks]
                ax.bar(xs, ys, width=width, label=name,
                       hatch="//" if "(external)" in name else None)
                for x, y in marks:
                    ax.plot([x - width / 2, x + width / 2], [y, y], color="black", lw=2)
            kind = rs[0]["kind"]
            ax.set_title(OPS[kind][j])
            ax.set_xticks(range(len(algs)))
            ax.set_xticklabels(algs, fontsize=7, rotation=30, ha="right")
            if seen and max(seen) > 30 * min(seen):
                ax.set_yscale("log")  # parameter sets or implementations far apart
            else:
                ax.set_ylim(bottom=0)
        axes[0][0].set_ylabel(f"median {rs[0]['speed']['unit']}")
        axes[0][2].legend(fontsize=6, title="black mark: pqm4 published" if platform == "mps2-an386" else None,
                          title_fontsize=6)
        fig.suptitle(f"{fam} on {platform}")
        fig.tight_layout()
        path = out_dir / f"speed_{platform}_{re.sub(r'[^A-Za-z0-9_-]', '_', fam)}.png"
        fig.savefig(path)
        plt.close(fig)
        written.append(path)
    return written


def ratio_plot(recs, out_dir: Path, baseline: str) -> list:
    """Every implementation's median over the baseline implementation's of the same
    algorithm and platform (log scale, 1 = as fast), one row per (algorithm, impl), one
    bar per operation: which is faster than the baseline, and by how much."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    base = {(r["platform"], r["alg"]): r for r in recs
            if r["impl"] == baseline and r["speed"].get("status") == "ok"}
    rows = []
    for r in sorted(recs, key=_key):
        b = base.get((r["platform"], r["alg"]))
        if b is None or b is r or r["speed"].get("status") != "ok":
            continue
        ratios = [(_median(r, op) or 0) / (_median(b, op) or 1) for op in OPS[r["kind"]]]
        rows.append((f"{r['alg']} {_impl(r)} @{r['platform']}", ratios))
    if not rows:
        return []
    fig, ax = plt.subplots(figsize=(9, 1 + 0.3 * len(rows)))
    for j, label in enumerate(["keypair", "encaps / sign", "decaps / verify"]):
        ax.barh([i + 0.27 * (j - 1) for i in range(len(rows))], [r[1][j] or 1e-9 for r in rows],
                height=0.27, label=label)
    ax.axvline(1.0, color="black", lw=1)
    ax.set_xscale("log")
    vals = [v for _, rs in rows for v in rs if v > 0]
    lo, hi = min(0.5, min(vals) / 1.2), max(2.0, max(vals) * 1.2)
    ax.set_xlim(lo, hi)
    ticks = [t for t in (0.01, 0.02, 0.05, 0.1, 0.2, 0.5, 1, 2, 5, 10, 20, 50, 100) if lo <= t <= hi]
    ax.set_xticks(ticks)
    ax.set_xticklabels([f"{t:g}" for t in ticks])
    ax.minorticks_off()
    ax.set_yticks(range(len(rows)))
    ax.set_yticklabels([r[0] for r in rows], fontsize=7)
    ax.invert_yaxis()
    ax.set_xlabel(f"median / median of {baseline} (below 1: faster)")
    ax.legend(fontsize=7)
    fig.tight_layout()
    path = out_dir / f"ratio_vs_{baseline}.png"
    fig.savefig(path)
    plt.close(fig)
    return [path]


def render(recs, out_dir: Path, title="pqkit benchmarks", backend_recs=(), baseline="ref",
           bench_md: dict = None) -> dict:
    """Write report.md, the CSV tables and the plots into out_dir; bench_md: pqm4's
    benchmarks.md figures (pqm4_benchmarks) for the reference marks and the cycle
    model's error table."""
    out_dir.mkdir(parents=True, exist_ok=True)
    bench_md = bench_md or {}
    md = markdown(recs, title, backend_recs)
    rows, summary = rows_model_error(recs, bench_md) if bench_md else ([], None)
    if rows:
        md += "\n".join(["## The cycle model against pqm4's benchmarks.md", "",
                          "Estimated cycles (mean of the runs) against pqm4's published mean of "
                          "the same scheme and implementation; error = estimate / published - 1.",
                          "", _md_table(["algorithm", "impl", "estimate", "pqm4", "error"], rows), "",
                          f"Mean absolute error {100 * summary[0]:.1f} %, largest {100 * summary[1]:.1f} %, "
                          f"over {summary[2]} operations.", ""])
        write_csv(out_dir / "model_vs_pqm4.csv", ["alg", "impl", "estimate", "pqm4", "error"], rows)
    (out_dir / "report.md").write_text(md)
    write_csv(out_dir / "speed.csv", HEAD + ["op1", "op2", "op3", "runs", "unit"], rows_speed(recs))
    write_csv(out_dir / "speed_spread.csv", HEAD + ["op", "min", "mean", "max", "runs"],
              rows_spread(recs))
    write_csv(out_dir / "stack.csv", HEAD + ["op1", "op2", "op3"], rows_stack(recs))
    write_csv(out_dir / "size.csv", HEAD + ["text", "linked_text", "data", "bss", "shared_text"],
              rows_size(recs))
    write_csv(out_dir / "hashing.csv", HEAD + ["op1", "op2", "op3"], rows_hashing(recs))
    with open(out_dir / "functions.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(HEAD + ["part", "function", "bytes"])
        for r in sorted(recs, key=_key):
            for fn in r["size"].get("functions", []):
                w.writerow([r["alg"], r["impl"], r["platform"], r["opt"], fn["part"], fn["name"], fn["size"]])
    files = plots(recs, out_dir) if recs else []
    files += family_plots(recs, out_dir, bench_md) + ratio_plot(recs, out_dir, baseline) if recs else []
    return {"markdown": md, "dir": out_dir, "plots": files}


# ---------------------------------------------------------------- ./pqkit size records
def size_markdown(size_recs, top: int = 15) -> str:
    """Flash and RAM by module for every implementation, then its largest functions."""
    recs = sorted(size_recs, key=_key)
    modules = [m for m in ("scheme", "shared primitives", "platform", "harness", "toolchain", "padding")
               if any(m in r["modules"] for r in recs)]
    lines = ["# Flash and RAM per function", "",
             "From each implementation's stack program (it calls every operation), read from the "
             "linker map: every function and table with the module it comes from. Flash is "
             "`.text` (code and constants) plus `.data`'s initial values; the harness's RAM is "
             "mostly its static buffer arena. Stack: the deepest use of each operation.", "",
             _md_table(HEAD + [f"{m} flash" for m in modules] + ["flash", "RAM", "stack"],
                       [[r["alg"], r["impl"], r["platform"], r["opt"],
                         *[_fmt(r["modules"].get(m, {}).get("flash")) for m in modules],
                         _fmt(r["flash"]), _fmt(r["ram"]),
                         " / ".join(_fmt(r["stack"]["ops"].get(op)) for op in OPS[r["kind"]])
                         if "ops" in r["stack"] else r["stack"].get("status", "")]
                        for r in recs]), ""]
    for r in recs:
        funcs = [f for f in r["functions"] if f["module"] in ("scheme", "shared primitives")
                 and f["section"] == ".text"][:top]
        lines += [f"## {r['alg']} `{r['impl']}` on {r['platform']}: largest functions", "",
                  _md_table(["module", "function or table", "bytes"],
                            [[f["module"], f"`{f['name']}`", _fmt(f["size"])] for f in funcs]), ""]
    return "\n".join(lines)


def size_plot(size_recs, out_dir: Path) -> Path:
    """Flash per implementation, stacked by module."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    recs = sorted(size_recs, key=_key)
    modules = ("scheme", "shared primitives", "platform", "harness", "toolchain", "padding")
    fig, ax = plt.subplots(figsize=(10, 1.2 + 0.45 * len(recs)))
    labels = [f"{r['alg']} ({r['impl']}, {r['platform']})" for r in recs]
    left = [0] * len(recs)
    for m in modules:
        vals = [r["modules"].get(m, {}).get("flash", 0) for r in recs]
        ax.barh(labels, vals, left=left, label=m)
        left = [a + b for a, b in zip(left, vals)]
    ax.set_xlabel("flash (bytes)")
    ax.set_xlim(0, 1.4 * max(left + [1]))  # room for the legend at the right
    ax.invert_yaxis()
    ax.legend(fontsize=7, loc="lower right")
    ax.set_title("flash by module")
    fig.tight_layout()
    path = out_dir / "size_modules.png"
    fig.savefig(path)
    plt.close(fig)
    return path


def render_sizes(size_recs, out_dir: Path) -> list:
    """size.md, functions_linked.csv and the plot, for ./pqkit size results."""
    out_dir.mkdir(parents=True, exist_ok=True)
    (out_dir / "size.md").write_text(size_markdown(size_recs))
    with open(out_dir / "functions_linked.csv", "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(HEAD + ["module", "section", "function", "bytes"])
        for r in sorted(size_recs, key=_key):
            for fn in r["functions"]:
                w.writerow([r["alg"], r["impl"], r["platform"], r["opt"], fn["module"],
                            fn["section"], fn["name"], fn["size"]])
    return [out_dir / "size.md", out_dir / "functions_linked.csv", size_plot(size_recs, out_dir)]
