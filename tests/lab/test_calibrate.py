"""`./pqkit calibrate`: the micro-benchmarks built with the board frame.

Under QEMU the board frame must leave every region's model count unchanged (so a
board measures exactly the regions the model tests pin); the board side is checked
with a fake serial device: no board is used, the path is untested on hardware."""
import subprocess

import pytest
import serial

from pqkit import boards, calibrate, plugin, runner


@pytest.fixture(scope="module")
def plugin_so():
    so, why = plugin.ensure()
    assert so is not None, why
    return so


@pytest.mark.parametrize("bench", calibrate.BENCHES)
def test_board_frame_measures_the_pinned_regions(tmp_path, plugin_so, bench):
    expected = calibrate.expectations(calibrate.BENCH_DIR / f"{bench}.S")
    elf = calibrate.build(bench, "mps2-an386", tmp_path)
    res = runner.run_qemu(elf, 60, "m4calib", plugin_so)
    assert res.ok, res.reason
    passes = sorted({r.run for r in res.output.regions})
    assert passes == [0, 1] and len(res.output.regions) == 2 * len(expected)
    model = calibrate.last_pass(res, [p.cycles for p in res.plugin])
    insns = calibrate.last_pass(res, [p.insns for p in res.plugin])
    assert [(e.insns, e.cycles) for e in expected] == list(zip(insns, model))
    rows, problems = calibrate.compare(expected, model, None)
    assert problems == [] and [r[0] for r in rows] == [e.name for e in expected]


@pytest.mark.parametrize("board", ["stm32f4discovery", "nucleo-l4r5zi"])
def test_board_builds_run_from_flash(tmp_path, board):
    elf = calibrate.build("probes", board, tmp_path)
    nm = subprocess.run(["arm-none-eabi-nm", str(elf)], capture_output=True, text=True,
                        check=True).stdout
    syms = {f[2]: int(f[0], 16) for f in (ln.split() for ln in nm.splitlines()) if len(f) == 3}
    for name in ("pqkit_region_begin", "pqkit_region_end", "bench_main", "main"):
        assert 0x08000000 <= syms[name] < 0x08200000, name
    assert 0x20000000 <= syms["calib_log"] < 0x20100000


def board_transcript(counts, platform="nucleo-l4r5zi"):
    """What calibrate_main.c prints for two passes with these counter differences."""
    lines = [f"pqkit-begin m4calib probes asm {platform}"]
    n = len(counts)
    for k in range(2 * n):
        lines.append(f"region {k} r{k % n} run {k // n} cycles {counts[k % n] + (50 if k < n else 0)}")
    return ("\n".join(lines + ["pqkit-end ok"]) + "\n").encode()


def test_board_counts_lose_the_marker_overhead():
    expected = calibrate.expectations(calibrate.BENCH_DIR / "probes.S")
    overhead = 23
    # Measured = model everywhere except one region that is 2 cycles slower.
    measured = [overhead + e.cycles + (2 if e.name == "lit_alone" else 0) for e in expected]
    with serial.serial_for_url("loop://", timeout=0.1) as port:
        port.write(board_transcript(measured))
        res = boards.run_on_port(port, 3.0, "m4calib")
    assert res.ok, res.reason
    cycles = calibrate.board_cycles(res)
    model = [e.cycles for e in expected]
    rows, problems = calibrate.compare(expected, model, cycles)
    assert problems == []
    diffs = {r[0]: r[4] for r in rows}
    assert diffs.pop("lit_alone") == 2 and set(diffs.values()) == {0}


def test_mismatches_are_reported():
    expected = calibrate.expectations(calibrate.BENCH_DIR / "probes.S")
    model = [e.cycles for e in expected]
    model[1] += 1
    _, problems = calibrate.compare(expected, model, model[:-1])
    assert any(expected[1].name in p for p in problems)
    assert any(p.startswith("board gave") for p in problems)
    with serial.serial_for_url("loop://", timeout=0.1) as port:
        port.write(b"pqkit-begin m4calib probes asm nucleo-l4r5zi\n"
                   b"region 0 r0 run 0\npqkit-end ok\n")
        res = boards.run_on_port(port, 3.0, "m4calib")
    with pytest.raises(ValueError):
        calibrate.board_cycles(res)


def test_a_board_needs_a_port(capsys):
    assert calibrate.run(["nucleo-l4r5zi"], None, 115200, None) == 2
    assert "--port" in capsys.readouterr().err
