"""Report and compare output from synthetic result sets."""
import copy
import csv

from pqkit import compare, elfinfo, report, results


def record(model=0, speed=(1000, 1100, 1300), stack=(4000, 4100, 5000), text=7000,
           platform="mps2-an386"):
    unit = "instructions" if not model else f"estimated cycles (model v{model})"
    ops = ["keypair", "encaps", "decaps"]
    return {"kind_of_record": "bench", "alg": "ml-kem-768", "impl": "ref", "kind": "kem",
            "platform": platform, "opt": "speed", "commit": "0123456789abcdef", "dirty": False,
            "date": "2026-11-22T00:00:00+00:00", "compiler": "GNU 12.2.1", "cflags": "-O3",
            "ldflags": "", "model_version": model,
            "speed": {"status": "ok", "unit": unit,
                      "ops": {op: {**results.stats([v, v + 2]),
                                   "instructions": results.stats([v - 100, v - 98])}
                              for op, v in zip(ops, speed)}},
            "stack": {"status": "ok", "ops": dict(zip(ops, stack))},
            "hashing": {"status": "ok", "unit": unit,
                        "ops": {op: {"total": 100, "hashing": 70, "share": 0.7} for op in ops}},
            "size": {"status": "ok", "implementation": {"text": text, "data": 0, "bss": 0},
                     "shared": {"text": 11000, "data": 0, "bss": 0},
                     "linked": {"text": text - 1000},
                     "functions": [{"name": "poly_ntt", "size": 300, "part": "implementation"}]}}


def test_render_tables_and_plots(tmp_path):
    out = report.render([record()], tmp_path)
    md = out["markdown"]
    assert "| ml-kem-768 | ref | mps2-an386 | speed | 1,001 | 1,101 | 1,301 | 2 | instructions |" in md
    assert "| 4,000 | 4,100 | 5,000 |" in md and "| 7,000 | 6,000 | 0 | 0 | 11,000 |" in md
    assert "70.0%" in md
    for name in ("report.md", "speed.csv", "stack.csv", "size.csv", "hashing.csv", "functions.csv",
                 "speed.png", "speed.svg", "stack.png", "stack.svg"):
        assert (tmp_path / name).stat().st_size > 0, name
    rows = list(csv.reader(open(tmp_path / "speed.csv")))
    assert rows[1][:5] == ["ml-kem-768", "ref", "mps2-an386", "speed", "1001"]
    assert (tmp_path / "speed.png").read_bytes()[:4] == b"\x89PNG"


def test_without_model_speed_is_never_called_cycles(tmp_path):
    md = report.render([record(model=0)], tmp_path)["markdown"]
    speed_rows = [ln for ln in md.splitlines() if ln.startswith("| ml-kem-768") and "instructions" in ln]
    assert speed_rows and all("cycles" not in ln for ln in speed_rows)
    md1 = report.render([record(model=1)], tmp_path)["markdown"]
    assert "estimated cycles (model v1) (instructions: 901 / 1,001 / 1,201)" in md1


def test_compare_flags_regressions():
    a = [record()]
    b = [record(speed=(1000, 1200, 1300), stack=(4000, 4100, 4000), text=7000)]
    lines, n = compare.compare(a, b, 0.02)
    text = "\n".join(lines)
    assert n == 1
    assert "encaps median instructions: 1,101 -> 1,201 (+9.1%)  REGRESSION" in text
    assert "decaps stack: 5,000 -> 4,000 (-20.0%)  improved" in text
    same, n0 = compare.compare(a, copy.deepcopy(a))
    assert n0 == 0
    mixed, _ = compare.compare(a, [record(model=1)])
    assert any("units differ" in ln for ln in mixed)


def test_load_set_reads_only_bench_records(tmp_path):
    results.write(tmp_path / "x" / "a.json", record())
    results.write(tmp_path / "test.json", {"kind_of_record": "test", "runs": []})
    assert len(results.load_set(tmp_path)) == 1


def backend_record(program="ml_kem_m4_bench", **functions):
    return {"kind_of_record": "backend_bench", "program": program, "model_version": 4,
            "functions": {fn: {"median": v, "runs": 3} for fn, v in functions.items()}}


def test_backend_functions_beside_their_portable_counterparts(tmp_path):
    results.write(tmp_path / "x" / "a.json", record())
    results.write(tmp_path / "x" / "backend-ml_kem_m4_bench.json",
                  backend_record(ntt_m4=5000, ntt_c=25000, cbd2_m4=900, sample_ntt_c=38000))
    results.write(tmp_path / "x" / "backend-common_m4_bench.json",
                  backend_record("common_m4_bench", sha256_m4_1block=2100, sha256_c_1block=2940,
                                 keccakf1600_m4_head=9400))
    brecs = results.load_set(tmp_path, "backend_bench")
    assert len(brecs) == 2 and len(results.load_set(tmp_path)) == 1
    rows = report.rows_backend(brecs)
    assert ["common_m4_bench", "sha256_1block", 2100, 2940, "0.71"] in rows
    assert ["common_m4_bench", "keccakf1600_head", 9400, "–", "–"] in rows
    assert ["ml_kem_m4_bench", "ntt", 5000, 25000, "0.20"] in rows
    assert ["ml_kem_m4_bench", "sample_ntt", "–", 38000, "–"] in rows
    md = report.markdown([record(model=4)], backend_recs=brecs)
    assert "## Backend functions on the Cortex-M4" in md and "| ml_kem_m4_bench | ntt | 5,000 |" in md
    assert "## Backend functions" not in report.markdown([record(model=4)])


def test_linked_text_counts_only_the_library_sections_the_image_keeps(tmp_path):
    """linked_text sums .text* / .rodata* input sections of the library after the map's
    "Linker script and memory map" line: not the discarded ones listed before it, not
    .data, not other archives; section names alone on their line or with their numbers."""
    lib = tmp_path / "libpqkit_x_m4.a"
    link_map = tmp_path / "fw.map"
    link_map.write_text("\n".join([
        "Discarded input sections",
        " .text.unused   0x00000000       0x40 lib/libpqkit_x_m4.a(a.S.obj)",
        "",
        "Linker script and memory map",
        ".text           0x00000000     0x2000",
        " .text          0x00000100       0x10 lib/libpqkit_x_m4.a(a.S.obj)",
        "                0x00000100                f",
        " .text.pqkit_long_function_name",
        "                0x00000110      0x120 lib/libpqkit_x_m4.a(b.c.obj)",
        " .text.other    0x00000230       0x80 lib/libpqkit_common_m4.a(k.S.obj)",
        " *fill*         0x000002b0        0x2 ",
        " .rodata.tables",
        "                0x000002b4      0x200 lib/libpqkit_x_m4.a(tables.S.obj)",
        ".data           0x20000000       0x44",
        " .data.state    0x20000000       0x44 lib/libpqkit_x_m4.a(b.c.obj)",
    ]) + "\n")
    assert elfinfo.linked_text(link_map, lib) == 0x10 + 0x120 + 0x200


def test_fn_dsa_rows_beside_pqm4_fndsa_provisional():
    """fn-dsa-512 (ref and m4) is compared with pqm4's fndsa_provisional-512 m4f; other
    sets keep their own names."""
    r = record(speed=(9000, 8000, 1000))
    r.update(alg="fn-dsa-512", kind="sig")
    r["speed"]["ops"] = {op: results.stats([v, v]) for op, v in
                         zip(["keypair", "sign", "verify"], (9000, 8000, 1000))}
    r["stack"]["ops"] = {"keypair": 1, "sign": 2, "verify": 3}
    pub = {"speed": {"fndsa_provisional-512:m4f": [18000, 16000, 500]},
           "stack": {}, "size": {}}
    rows = report.rows_pqm4([r], pub)
    assert len(rows) == 1 and rows[0][3] == "pqm4 m4f", rows
    assert rows[0][6] == "0.50 / 0.50 / 2.00", rows
    assert report.reference(r, {"fndsa_provisional-512:m4f": [1, 2, 3]}) == [1, 2, 3]
    assert report.pqm4_key(record(), "clean") == "ml-kem-768:clean"
