# SPDX-License-Identifier: GPL-2.0-or-later
"""Tests of the constant-time plugin (tools/ctcheck) under QEMU mps2-an386.

tools/ctcheck/tests/leaks.c holds one function per seeded leak, each leaking line
marked "LEAK: <kind>", and clean constant-time patterns. The plugin must report
every marked line with its kind and nothing else. Also: the Cortex-M3 multiply
option, a run whose markers are not found, `./pqkit ct` on a real scheme, and the
plugin's fast paths (placed addresses, whole-block memo) against its exact replay.
"""
import re
import subprocess
from pathlib import Path

import pytest

from pqkit import elfinfo, paths, protocol

from ctcheck_harness import CFLAGS, FRAME, PLUGIN_SRC, QEMU, ROOT, run

LEAKS = PLUGIN_SRC / "tests" / "leaks.c"


@pytest.fixture(scope="session")
def leaks_elf(work):
    elf = work / "leaks.elf"
    subprocess.run(["arm-none-eabi-gcc", *CFLAGS, f"-I{FRAME}", f"-T{FRAME / 'bench.ld'}",
                    str(FRAME / "workload_start.S"), str(LEAKS),
                    str(ROOT / "src" / "common" / "ct.c"), "-o", str(elf), "-lc", "-lgcc"],
                   check=True)
    return elf


def located(elf, report):
    """{(line, kind)} and the functions of every finding."""
    where = elfinfo.source_lines(elf, [f.pc for f in report.findings])
    found = set()
    funcs = set()
    for f in report.findings:
        func, loc = where[f.pc]
        path, _, line = loc.rpartition(":")
        funcs.add(func)
        found.add((Path(path).name, int(line), f.kind))
    return found, funcs


def expected_leaks():
    out = set()
    for number, text in enumerate(LEAKS.read_text().splitlines(), start=1):
        m = re.search(r"LEAK: (\w+)", text)
        if m:
            out.add(("leaks.c", number, m.group(1)))
    return out


def test_every_seeded_leak_is_reported_at_its_line(plugin, leaks_elf, work):
    report = run(plugin, leaks_elf, work / "leaks.txt")
    assert report.secret_bytes == 32 and report.lost_accesses == 0
    found, _ = located(leaks_elf, report)
    want = expected_leaks()
    # branch, table, division, loop bound, via memory, IT block, CBZ, predicated move not run,
    # a then/else pair whose else reads the old value, ML-KEM's failure flag, a branch on
    # FPU flags, an FPU value as an address
    assert len(want) == 12
    missing = want - found
    assert not missing, f"leaks not reported: {sorted(missing)}; found {sorted(found)}"


def test_clean_patterns_are_not_reported(plugin, leaks_elf, work):
    report = run(plugin, leaks_elf, work / "clean.txt")
    found, funcs = located(leaks_elf, report)
    extra = found - expected_leaks()
    assert not extra, f"false reports: {sorted(extra)}"
    assert not {f for f in funcs if f.startswith("clean_") or f.startswith("pqkit_ct_")}


def test_m3_option_reports_the_long_multiply(plugin, leaks_elf, work):
    plain = run(plugin, leaks_elf, work / "m4.txt")
    m3 = run(plugin, leaks_elf, work / "m3.txt", ",m3=on")
    _, funcs = located(leaks_elf, m3)
    assert "clean_multiply" in funcs
    assert {f.kind for f in m3.findings} - {f.kind for f in plain.findings} == {"mul"}


def test_unmarked_run_sees_no_secret(plugin, leaks_elf, work):
    """With the marker ranges elsewhere nothing is secret: the lab refuses such a run."""
    args = (f"{plugin},secret=0x3f0000-0x3f0010,public=0x3f0010-0x3f0020,out={work / 'none.txt'}")
    subprocess.run([*QEMU, "-kernel", str(leaks_elf), "-plugin", args], check=True, timeout=120,
                   capture_output=True)
    report = protocol.parse_ctcheck((work / "none.txt").read_text())
    assert report.secret_bytes == 0 and not report.findings


def test_parser_is_strict():
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_ctcheck("finding branch 0x10 1\n")  # no done line
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_ctcheck("done findings 1 secret_bytes 3 insns 9 lost_accesses 0\n")
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_ctcheck("finding weird 0x10 1\ndone findings 1 secret_bytes 3 insns 9 "
                               "lost_accesses 0\n")
    with pytest.raises(protocol.ProtocolError):
        protocol.parse_ctcheck("done findings 0 secret_bytes 3 insns 9 lost_accesses 0 placed 4\n")
    full = protocol.parse_ctcheck("done findings 0 secret_bytes 3 insns 9 lost_accesses 0 placed 4 "
                                  "misplaced 1 digest 0123456789abcdef memoised 7\n")
    assert (full.placed, full.misplaced, full.digest, full.memoised) == (4, 1, "0123456789abcdef", 7)


def test_lab_ct_command_on_ml_kem_512():
    """The whole path: ct build tree, ct program, plugin, findings table, exit code, and
    the plugin's cost against plain QEMU (--overhead)."""
    proc = subprocess.run([str(ROOT / "pqkit"), "ct", "ml-kem-512", "-i", "ref", "-j", "1",
                           "--overhead"], capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert re.search(r"ml-kem-512\s+ref\s+PASS\s+0", proc.stdout), proc.stdout
    assert re.search(r"plugin overhead: at most \d+\.\d\dx \(ml-kem-512 ref\)", proc.stdout), \
        proc.stdout


def test_fast_paths_agree_with_the_exact_replay_on_the_seeded_leaks(plugin, leaks_elf, work):
    """verify=on logs every access, checks each address the plugin would have placed
    against it and replays every block without the memo: the same findings and the same
    final taint of all memory and registers (digest) as the fast paths."""
    fast = run(plugin, leaks_elf, work / "fast.txt", ",digest=on")
    exact = run(plugin, leaks_elf, work / "exact.txt", ",digest=on,verify=on")
    assert exact.placed > 0 and exact.misplaced == 0
    assert fast.memoised > 0 and exact.memoised == 0
    assert fast.findings == exact.findings
    assert fast.digest == exact.digest
    # The digest sees taint: with nothing marked it differs.
    args = (f"{plugin},secret=0x3f0000-0x3f0010,public=0x3f0010-0x3f0020,"
            f"out={work / 'unmarked.txt'},digest=on")
    subprocess.run([*QEMU, "-kernel", str(leaks_elf), "-plugin", args], check=True, timeout=120,
                   capture_output=True)
    assert protocol.parse_ctcheck((work / "unmarked.txt").read_text()).digest != fast.digest


@pytest.mark.parametrize("alg,impl", [("ml-kem-512", "m4"), ("ml-dsa-44", "m4stack"),
                                      ("slh-dsa-sha2-128f", "ref"), ("slh-dsa-shake-128f", "m4")])
def test_fast_paths_agree_with_the_exact_replay_on_a_scheme(plugin, work, alg, impl):
    """The same comparison on whole ct programs: the assembly Keccak and SHA-2 and the
    compiled C, millions of placed accesses and memoised blocks."""
    proc = subprocess.run([str(ROOT / "pqkit"), "ct", alg, "-i", impl, "-j", "1"],
                          capture_output=True, text=True, timeout=900, cwd=ROOT)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    elf = (paths.build_dir("mps2-an386", "speed", "ct") / "fw"
           / f"{alg.replace('-', '_')}_{impl}_ct.elf")
    fast = run(plugin, elf, work / f"{alg}-{impl}-fast.txt", ",digest=on")
    exact = run(plugin, elf, work / f"{alg}-{impl}-exact.txt", ",digest=on,verify=on")
    assert exact.placed > 100_000 and exact.misplaced == 0
    assert fast.memoised > 1000 and fast.lost_accesses == exact.lost_accesses == 0
    assert fast.findings == exact.findings == []
    assert fast.digest == exact.digest
