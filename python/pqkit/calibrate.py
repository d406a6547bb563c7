"""`./pqkit calibrate`: the cycle model's micro-benchmarks, model against board.

Every region of tools/m4cycles/tests/{trm_loadstore,rules,probes}.S carries the
cycle count the model gives it ("@ expect" lines). This command

  - always runs them under QEMU mps2-an386 with the m4cycles plugin, built with the
    board frame (calibrate_main.c), and checks that the plugin still gives the
    expected counts for exactly these binaries;
  - with -p <board> --port <serial>, flashes the same programs to the board, where
    the markers read the DWT cycle counter, and prints measured against model for
    every region: the evidence a model rule needs (docs/cycle-model.md).

Results go to results/<stamp>-calibrate/<platform>.json with commit, compiler and
model version. UNTESTED ON HARDWARE: the board path is exercised with a fake serial
device only.
"""
from __future__ import annotations

import argparse
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

from pqkit import boards, paths, plugin, results, runner
from pqkit import platforms as descriptions

BENCH_DIR = paths.M4CYCLES_SRC / "tests"
BENCHES = ["trm_loadstore", "rules", "probes"]
PLATFORM_DIR = paths.ROOT / "platform"
CFLAGS = ["-mcpu=cortex-m4", "-mthumb", "-mfloat-abi=hard", "-mfpu=fpv4-sp-d16", "-O2"]

EXPECT = re.compile(r"@ expect (\S+) insns (\d+) cycles (\d+)"
                    r"(?: inrange_insns (\d+) inrange_cycles (\d+))?")


@dataclass
class Expect:
    name: str
    insns: int
    cycles: int
    inrange_insns: Optional[int] = None
    inrange_cycles: Optional[int] = None


def expectations(src: Path) -> list:
    """The "@ expect" lines of a micro-benchmark file, in region order."""
    out = []
    for line in src.read_text().splitlines():
        m = EXPECT.search(line)
        if m:
            out.append(Expect(m[1], int(m[2]), int(m[3]),
                              int(m[4]) if m[4] else None, int(m[5]) if m[5] else None))
    return out


# The platform's sources without the lab's stack, region and randomness support: the
# micro-benchmarks bring their own frame.
NOT_NEEDED = {"stack.c", "region.c", "emulator_rng.c", "rng.c"}


def platform_sources(platform: str) -> list:
    return [PLATFORM_DIR / s for s in descriptions.get(platform)["sources"]
            if Path(s).name not in NOT_NEEDED]


def build(bench: str, platform: str, outdir: Path) -> Path:
    """One micro-benchmark file with the board frame, linked for `platform`."""
    elf = outdir / f"calibrate-{bench}-{platform}.elf"
    script = outdir / f"link-{platform}.ld"
    script.write_text(descriptions.linker_script(platform))
    cmd = ["arm-none-eabi-gcc", *CFLAGS, "-std=c11", "-Wall", "-Wextra", "-Werror",
           "-ffreestanding", "-nostartfiles", "-nostdlib",
           "-Wa,--defsym,PQKIT_BOARD_FRAME=1", f"-DBENCH_NAME={bench}",
           f"-I{BENCH_DIR}", f"-I{PLATFORM_DIR}", f"-I{PLATFORM_DIR / 'cortex-m'}",
           str(BENCH_DIR / f"{bench}.S"), str(BENCH_DIR / "calibrate_main.c"),
           *map(str, platform_sources(platform)), *descriptions.defines(platform),
           f"-T{script}", f"-L{PLATFORM_DIR / 'cortex-m'}",
           "-o", str(elf), "-lgcc"]
    p = subprocess.run(cmd, capture_output=True, text=True)
    if p.returncode != 0:
        raise RuntimeError(f"building {elf.name} failed:\n{p.stderr.strip()}")
    return elf


def last_pass(res: runner.RunResult, values: list) -> list:
    """The values of the regions of the firmware's last pass over the file."""
    last = max((r.run for r in res.output.regions), default=0)
    return [v for r, v in zip(res.output.regions, values) if r.run == last]


def board_cycles(res: runner.RunResult) -> list:
    """Counter differences minus the pass's empty first region: cycles per region."""
    raw = last_pass(res, [r.cycles for r in res.output.regions])
    if not raw or any(c is None for c in raw):
        raise ValueError("the board printed regions without cycle counts")
    return [c - raw[0] for c in raw]


def compare(expected: list, model: Optional[list], measured: Optional[list]) -> tuple:
    """Rows (name, expected, model, measured, measured - model) and problems found."""
    problems = []
    n = len(expected)
    for label, vals in (("model", model), ("board", measured)):
        if vals is not None and len(vals) != n:
            problems.append(f"{label} gave {len(vals)} regions, the source has {n}")
    rows = []
    for i, e in enumerate(expected):
        mod = model[i] if model is not None and i < len(model) else None
        meas = measured[i] if measured is not None and i < len(measured) else None
        if mod is not None and mod != e.cycles:
            problems.append(f"{e.name}: model gives {mod} cycles, the source expects {e.cycles}")
        ref = mod if mod is not None else e.cycles
        rows.append((e.name, e.cycles, mod, meas, None if meas is None else meas - ref))
    return rows, problems


def _fmt(v) -> str:
    return "-" if v is None else str(v)


def run(platforms: list, port: Optional[str], baud: int, flash_tool: Optional[str],
        timeout: float = 60.0) -> int:
    so, why = plugin.ensure()
    if so is None:
        print(f"calibrate: {why}", file=sys.stderr)
        return 2
    boards_asked = [p for p in platforms if p in descriptions.names("board")]
    if boards_asked and not port:
        print("calibrate: a board needs --port (its serial port or a pyserial URL)", file=sys.stderr)
        return 2
    run_dir = results.new_run_dir("calibrate")
    failed = 0
    model_version = None  # from the QEMU pass, which runs first; boards are compared with it
    with tempfile.TemporaryDirectory(prefix="pqkit-calibrate-") as tmp:
        for platform in ["mps2-an386", *boards_asked]:
            record = {"kind_of_record": "calibrate", **results.commit_info(),
                      "platform": platform,
                      "compiler": results.tool_version(["arm-none-eabi-gcc", "--version"]),
                      "cflags": " ".join(CFLAGS),
                      "benches": {}}
            print(f"\n== {platform}")
            for bench in BENCHES:
                expected = expectations(BENCH_DIR / f"{bench}.S")
                elf = build(bench, platform, Path(tmp))
                model = measured = None
                if platform == "mps2-an386":
                    res = runner.run_qemu(elf, timeout, "m4calib", so)
                    if res.ok:
                        model = last_pass(res, [p.cycles for p in res.plugin])
                        model_version = res.plugin[0].model if res.plugin else None
                else:
                    res = boards.run_board(platform, elf, port, timeout, baud, "m4calib", flash_tool)
                    if res.ok:
                        try:
                            measured = board_cycles(res)
                        except ValueError as e:
                            res.ok, res.reason = False, str(e)
                if not res.ok:
                    print(f"{bench}: {res.reason}")
                    failed += 1
                    continue
                rows, problems = compare(expected, model, measured)
                failed += len(problems)
                for p in problems:
                    print(f"{bench}: {p}")
                record["benches"][bench] = [
                    {"region": r[0], "expected": r[1], "model": r[2], "measured": r[3]} for r in rows]
                print(f"{bench}:")
                print(f"  {'region':28} {'expected':>8} {'model':>6} {'board':>6} {'board-model':>11}")
                for name, exp, mod, meas, diff in rows:
                    print(f"  {name:28} {exp:>8} {_fmt(mod):>6} {_fmt(meas):>6} {_fmt(diff):>11}")
            record["model_version"] = model_version
            results.write(run_dir / f"{platform}.json", record)
    print(f"\nresults: {run_dir}")
    return 1 if failed else 0


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="pqkit calibrate", description=__doc__.split("\n\n")[0])
    ap.add_argument("-p", "--platform", action="append", choices=["mps2-an386", *descriptions.names("board")],
                    default=[], help="a board to measure on (repeatable); QEMU always runs")
    ap.add_argument("--port", help="serial port or pyserial URL of the board")
    ap.add_argument("--baud", type=int, default=115200)
    ap.add_argument("--flash-tool", choices=["st-flash", "openocd"])
    args = ap.parse_args(argv)
    return run(args.platform, args.port, args.baud, args.flash_tool)


if __name__ == "__main__":
    sys.exit(main())
