"""The memory map the lab gives the cycle model (python/pqkit/plugin.py): each
platform's flash from its description, and where code and constants really land."""
import subprocess

import pytest

from pqkit import calibrate, platforms, plugin


def test_flash_from_the_descriptions():
    assert plugin.platform_flash("mps2-an386") == [(0, 4 << 20)]
    assert plugin.platform_flash("nucleo-l4r5zi") == [(0x08000000, 0x08000000 + (2 << 20))]
    assert plugin.platform_flash("stm32f4discovery") == [(0x08000000, 0x08000000 + (1 << 20))]


def test_linker_script_without_code_region_rejected(tmp_path):
    ld = tmp_path / "x.ld"
    ld.write_text("MEMORY\n{\n  RAM (rwx) : ORIGIN = 0x20000000, LENGTH = 4M\n}\n")
    with pytest.raises(ValueError):
        plugin.flash_ranges(ld)


@pytest.mark.parametrize("platform", ["mps2-an386", *platforms.names("board")])
def test_constants_in_flash_and_data_in_sram(tmp_path, platform):
    """The probes' flash table is inside the map's flash, their SRAM scratch outside."""
    elf = calibrate.build("probes", platform, tmp_path)
    out = subprocess.run(["arm-none-eabi-nm", str(elf)], capture_output=True, text=True,
                         check=True).stdout
    sym = {f[2]: int(f[0], 16) for f in (l.split() for l in out.splitlines()) if len(f) == 3}
    flash = plugin.platform_flash(platform)
    inside = lambda a: any(lo <= a < hi for lo, hi in flash)  # noqa: E731
    assert inside(sym["flash_table"]) and not inside(sym["scratch"])


def test_plugin_argument_carries_the_map(tmp_path):
    args = plugin.m4cycles_args(tmp_path / "p.so", 0x100, 0x200, tmp_path / "o",
                                [(0, 0x400000), (0x08000000, 0x08200000)], [(0x10, 0x20)])
    assert ",flash=0x0-0x400000:0x8000000-0x8200000," in args
    assert args.endswith(",ranges=0x10-0x20") and ",begin=0x100,end=0x200," in args
