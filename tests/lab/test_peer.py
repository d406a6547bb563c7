"""./pqkit peer's table and its section of BENCHMARKS.md, from synthetic rows."""
from pqkit import cli, peer


def row(alg, op, impl, median):
    return {"algorithm": alg, "operation": op, "implementation": impl, "cycles_median": median}


def test_ratio_against_the_fastest_peer():
    rows = [row("ml-kem-768", "keypair", "pqkit-avx2", 30), row("ml-kem-768", "keypair", "pqkit-ref", 90),
            row("ml-kem-768", "keypair", "aws-lc-rs", 40), row("ml-kem-768", "keypair", "libcrux", 25),
            # SLH-DSA has no native code here: pqkit ran ref, and that is what is compared
            row("slh-dsa-sha2-128f", "sign", "pqkit-ref", 300), row("slh-dsa-sha2-128f", "sign", "pqclean-avx2", 100)]
    text, ratios = peer.table(rows)
    assert ("ml-kem-768", "keypair", 30 / 25, "libcrux") in ratios
    assert ("slh-dsa-sha2-128f", "sign", 3.0, "pqclean-avx2") in ratios
    assert "| ml-kem-768 | keypair | 30 | 90 | 40 | 25 | – | libcrux | 1.20 |" in text


def test_host_section_replaced_and_kept_by_bench_reports(tmp_path):
    md = tmp_path / "BENCHMARKS.md"
    md.write_text("# pqkit benchmarks\n\n## Speed\n\nx\n\n## TLS handshakes\n\ntls\n")
    peer.write_benchmarks_md("## Host (x86-64)\n\nfirst\n", md)
    peer.write_benchmarks_md("## Host (x86-64)\n\nsecond\n", md)
    text = md.read_text()
    assert "first" not in text and text.count("## Host (x86-64)") == 1
    assert text.index("second") < text.index("## TLS handshakes")
    kept = cli.kept_sections(md)
    assert kept.startswith("\n## Host (x86-64)") and kept.rstrip().endswith("tls")
