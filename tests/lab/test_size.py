"""`./pqkit size`: every placed piece of a firmware attributed to a function and a module,
adding up to the section sizes that binutils' `size` reports for the linked ELF."""
import json
import subprocess
from pathlib import Path

import pytest

from pqkit import cli, paths, sizes


def elf_sections(elf: Path) -> dict:
    out = subprocess.run(["arm-none-eabi-size", "-A", str(elf)], capture_output=True, text=True,
                         check=True).stdout
    return {p[0]: int(p[1]) for p in (line.split() for line in out.splitlines())
            if len(p) >= 3 and p[1].isdigit()}


@pytest.mark.parametrize("platform", ["mps2-an386", "nucleo-l4r5zi"])
def test_size_adds_up(platform, tmp_path, monkeypatch):
    monkeypatch.setattr(paths, "RESULTS", tmp_path)
    assert cli.main(["size", "ml-kem-768", "ml-dsa-65", "-i", "m4", "-p", platform]) == 0
    recs = [json.loads(f.read_text()) for f in tmp_path.rglob("*.json")]
    assert sorted(r["alg"] for r in recs) == ["ml-dsa-65", "ml-kem-768"]
    for r in recs:
        assert r["kind_of_record"] == "size" and r["platform"] == platform
        text = [f for f in r["functions"] if f["section"] == ".text"]
        assert len(text) > 50
        assert sum(f["size"] for f in text) == r["sections"][".text"]
        lib_funcs = {f["name"] for f in text if f["module"] == "scheme"}
        assert any(n.endswith("_m4_keypair_derand") for n in lib_funcs), sorted(lib_funcs)[:20]
        assert {"scheme", "shared primitives", "platform", "harness"} <= set(r["modules"])
        elf = next(Path(p) for p in paths.BUILD.glob(f"{platform}-speed/fw/"
                   f"{r['alg'].replace('-', '_')}_m4_stack.elf"))
        real = elf_sections(elf)
        assert r["sections"][".text"] == real[".text"]
        assert r["sections"][".data"] == real.get(".data", 0)
        assert r["sections"][".bss"] == real.get(".bss", 0)
        if platform == "mps2-an386":
            ops = {"kem": {"keypair", "encaps", "decaps"}, "sig": {"keypair", "sign", "verify"}}
            assert r["stack"]["status"] == "ok" and set(r["stack"]["ops"]) == ops[r["kind"]]
            assert all(v > 500 for v in r["stack"]["ops"].values())
        else:
            assert r["stack"]["status"].startswith("not measured")


def test_merged_strings_are_not_counted_twice():
    text = """Linker script and memory map

.text           0x00000000       0x20
 .text.f        0x00000000       0x10 a.o
                0x00000000                f
 .rodata.str1.4
                0x00000010        0x6 b.o
 .rodata.str1.4
                0x00000016        0xa c.o
 *fill*         0x00000016        0x2 
 .rodata.t      0x00000018        0x8 c.o
"""
    link = sizes.parse_map(text)
    assert [p.size for p in link.pieces] == [0x10, 6, 0, 2, 8]
    assert sum(p.size for p in link.pieces) == link.sections[".text"] == 0x20
    assert sizes.name_of(link.pieces[0]) == "f"
