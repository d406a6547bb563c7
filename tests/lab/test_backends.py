"""Every backend function against its portable counterpart, on the emulated target:
the check programs of tests/backends/ for every backend the mps2-an386 build has. The
benchmark programs must run to their end marker too."""
import re

from pqkit import build, runner


def test_backend_programs_pass():
    man = build.manifest("mps2-an386", "speed")
    programs = man["backend_programs"]
    backends = {e["backend"] for e in man["algorithms"]} - {"ref"}
    # a backend folder without a check program would pass unnoticed
    for b in backends:
        assert any(re.search(f"_{b}_check(_[0-9]+)?$", name) for name in programs), f"no check for {b}"
    build.build("mps2-an386", "speed", sorted(programs))
    failed = []
    for name, elf in sorted(programs.items()):
        res = runner.run_qemu(elf, 900.0, name)
        print(f"{name}: {res.reason} ({res.seconds:.0f} s)")
        if not res.ok:
            failed.append(f"{name}: {res.reason}\n{res.console[-2000:]}")
    assert not failed, "\n".join(failed)
