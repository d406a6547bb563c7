"""The platform descriptions (platform/<name>/platform.json): every emulated platform
runs a firmware whose instruction counts are identical from run to run; implementations
apply only where the CPU has the features they need; a program larger than the part is
reported as "does not fit", never run."""
import re
from pathlib import Path

import pytest

from pqkit import build, fit, lab, platforms, plugin, runner, sizes

EMULATED = platforms.names("qemu")


def test_descriptions_complete():
    assert {"mps2-an386", "mps2-an385", "mps2-an500", "mps2-an505", "mps3-an547",
            "microbit"} <= set(EMULATED)
    for name, d in platforms.all_platforms().items():
        for src in d["sources"]:
            assert (platforms.PLATFORM_DIR / src).is_file(), (name, src)
        if d["kind"] != "host":
            assert d["ram"]["length"] > d["stack"] + d["arena"], name
            assert {r["kind"] for r in d["regions"]} >= {"code", "sram"}, name
    assert [n for n in EMULATED if platforms.has_cycle_model(n)] == ["mps2-an386"]


def test_requirements_decide_applicability():
    req = platforms.requirements()
    assert req["ref"] == [] and set(req["m4"]) == {"dsp", "fpu"} and req["avx2"] == ["x86-64"]
    for p in ("mps2-an386", "mps2-an500", "mps2-an505", "mps3-an547"):
        assert platforms.not_applicable("m4", p) is None, p
    for p in ("mps2-an385", "microbit"):
        assert platforms.not_applicable("m4", p) == (
            f"not applicable: {platforms.get(p)['cpu']} lacks dsp, fpu")
    # what CMake built agrees: no m4 in the M3's tree, m4 in the M7's
    impls = {p: {e["impl"] for e in build.manifest(p, "speed")["algorithms"]}
             for p in ("mps2-an385", "mps2-an500")}
    assert "m4" not in impls["mps2-an385"] and "ref" in impls["mps2-an385"]
    assert {"m4", "m4stack", "ref"} <= impls["mps2-an500"]


@pytest.mark.parametrize("platform", EMULATED)
def test_instruction_counts_identical_over_three_runs(platform):
    so, why = plugin.ensure()
    assert so is not None, why
    man = build.build(platform, "speed", ["ml_kem_512_ref_speed"])
    entry = next(e for e in man["algorithms"] if (e["name"], e["impl"]) == ("ml-kem-512", "ref"))
    elf = Path(entry["programs"]["speed"])
    assert fit.check(elf, platform) is None
    counts = []
    for _ in range(3):
        res = runner.run_qemu(elf, 300, "speed", so, platform=platform)
        assert res.ok, res.reason
        assert res.output.program == "speed" and len(res.plugin) >= 30
        counts.append([p.insns for p in res.plugin])
    assert min(counts[0]) > 10000
    assert counts[0] == counts[1] == counts[2]
    speed, model = lab._speed_section(res, platform, ["keypair", "encaps", "decaps"])
    want = "instructions" if not platforms.has_cycle_model(platform) else "estimated cycles"
    assert speed["unit"].startswith(want)


def test_does_not_fit_is_reported_not_run(tmp_path):
    """ML-DSA-87's test program on the micro:bit (16 KiB of RAM): not run, with the RAM it
    needs from its link map and what the part has."""
    man = build.build("microbit", "speed", ["ml_dsa_87_ref_test"])
    entry = next(e for e in man["algorithms"] if (e["name"], e["impl"]) == ("ml-dsa-87", "ref"))
    job = lab.Job("microbit", man, entry, "test")
    res = lab.run_job(job, lab.Options(platform="microbit"), None)
    assert not res.ok and res.not_run
    m = re.match(r"does not fit: needs (at least )?([\d,]+) bytes of RAM, has 16,384", res.reason)
    assert m, res.reason
    assert int(m[2].replace(",", "")) > 16384


def test_fit_check_from_the_map(tmp_path):
    desc = platforms.get("microbit")
    link = sizes.LinkMap({".text": 300000, ".data": 100, ".bss": 20000, ".stack": 6144},
                         [], {".text": 0, ".data": 0x20000000, ".bss": 0x20000064,
                              ".stack": 0x20000064 + 20000})
    need = fit.needs(link, desc)
    assert need == {"flash": 300100, "ram": 100 + 20000 + 6144, "stack": 6144,
                    "static_ram": 20100}
