"""Strict parsing of harness and plugin output."""
import pytest

from pqkit import protocol
from pqkit.protocol import ProtocolError

GOOD = """
pqkit-begin speed ml-kem-768 ref host
region 0 keypair run 0 cycles 120 ns 50
region 1 encaps run 0 cycles 130 ns 60
stack keypair 4940
vectors drbg 10 sha3-256 %s
test roundtrip ok
test tampered-ct-rejected fail
pqkit-end ok
""" % ("ab" * 32)


def test_parses_every_line_kind():
    out = protocol.parse(GOOD)
    assert (out.program, out.alg, out.impl, out.platform) == ("speed", "ml-kem-768", "ref", "host")
    assert [(r.index, r.op, r.run, r.cycles, r.ns) for r in out.regions] == [
        (0, "keypair", 0, 120, 50), (1, "encaps", 0, 130, 60)]
    assert out.stack == {"keypair": 4940}
    assert out.vectors == [{"kind": "drbg", "count": 10, "hash_alg": "sha3-256", "hash": "ab" * 32}]
    assert out.failed_tests == ["tampered-ct-rejected"]
    assert out.end == "ok"


@pytest.mark.parametrize("text, why", [
    ("hello\npqkit-begin test a b c\npqkit-end ok\n", "garbage before the start line"),
    ("pqkit-begin test a b c\ntest x maybe\npqkit-end ok\n", "garbage"),
    ("pqkit-begin test a b c\npqkit-end ok\ntest x ok\n", "after the end marker"),
    ("pqkit-begin test a b c\npqkit-begin test a b c\n", "second start line"),
    ("pqkit-begin speed a b c\nregion 1 keypair run 0\n", "out of order"),
    ("pqkit-begin vectors a b c\nvectors drbg 1 sha3-256 abc\n", "garbage"),
    ("", "no start line"),
])
def test_rejects_malformed_output(text, why):
    with pytest.raises(ProtocolError, match=why):
        protocol.parse(text)


def test_missing_end_is_reported_by_the_judge_not_the_parser():
    out = protocol.parse("pqkit-begin test a b c\ntest x ok\n")
    assert out.end is None


def test_plugin_output():
    text = ("region 0 insns 10 cycles 14 inrange_insns 4 inrange_cycles 6 model 1\n"
            "region 1 insns 11 cycles 15 inrange_insns 0 inrange_cycles 0 model 1\n"
            "done regions 2\n")
    regs = protocol.parse_plugin(text)
    assert [(r.insns, r.cycles, r.inrange_cycles, r.model) for r in regs] == [(10, 14, 6, 1), (11, 15, 0, 1)]
    with pytest.raises(ProtocolError, match="no 'done'"):
        protocol.parse_plugin(text.rsplit("done", 1)[0])
    with pytest.raises(ProtocolError, match="says 3"):
        protocol.parse_plugin(text.replace("done regions 2", "done regions 3"))
