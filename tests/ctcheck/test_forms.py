# SPDX-License-Identifier: GPL-2.0-or-later
"""Every data-processing and FPU form keeps a secret operand's taint in its result.

thumb_forms.py writes one function per form and secret operand; the plugin must report
the use of each result (CBZ, a branch on the flags) in that function and nothing else,
and nothing in the control functions, whose results do not depend on the secret.
"""
import subprocess

from pqkit import elfinfo

from ctcheck_harness import CFLAGS, FRAME, ROOT, run
from thumb_forms import assembly, cases


def test_every_form_keeps_the_taint_of_its_secret_operand(plugin, work):
    case_list = cases()
    src = work / "forms.S"
    src.write_text(assembly(case_list))
    elf = work / "forms.elf"
    subprocess.run(["arm-none-eabi-gcc", *CFLAGS, f"-I{FRAME}",
                    f"-T{FRAME / 'bench.ld'}", str(src), str(ROOT / "src" / "common" / "ct.c"),
                    "-o", str(elf)], check=True)
    report = run(plugin, elf, work / "forms.txt")
    assert report.secret_bytes == 32 and report.lost_accesses == 0
    ranges = sorted((addr & ~1, (addr & ~1) + size, int(name[5:]))
                    for name, addr, size, _t in elfinfo.symbols(elf) if name.startswith("case_"))
    assert len(ranges) == len(case_list)
    found = {i: set() for i in range(len(case_list))}
    for f in report.findings:
        owner = [i for lo, hi, i in ranges if lo <= f.pc < hi]
        assert owner, f"finding {f.kind} at {f.pc:#x} outside the cases"
        found[owner[0]].add(f.kind)
    wrong = [f"{code!r} ({result}): want {kind or 'nothing'}, got {sorted(found[i]) or 'nothing'}"
             for i, (code, result, kind) in enumerate(case_list)
             if found[i] != ({kind} if kind else set())]
    assert not wrong, f"{len(wrong)} of {len(case_list)} cases wrong:\n" + "\n".join(wrong)
