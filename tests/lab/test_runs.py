"""Broken firmwares (crash, hang, garbage, missing end marker) are failed runs with
the right reason, within their time limit, and do not stop the other runs."""
import time

import pytest

from pqkit import build, lab, runner


def test_judge_reasons():
    ok = "pqkit-begin test a b c\ntest x ok\npqkit-end ok\n"
    assert runner.judge(0, ok, 5).ok
    assert runner.judge(None, "pqkit-begin test a b c\n", 5).reason.startswith("hang")
    assert runner.judge(1, "pqkit-begin test a b c\npqkit-crash fault pc=0x0\n", 5).reason.startswith("crash")
    assert runner.judge(-11, "pqkit-begin test a b c\n", 5).reason.startswith("crash")
    assert runner.judge(0, "pqkit-begin test a b c\n", 5).reason.startswith("no end marker")
    assert runner.judge(0, "noise\n", 5).reason.startswith("garbage")
    failed = runner.judge(1, "pqkit-begin test a b c\ntest y fail\npqkit-end fail\n", 5)
    assert not failed.ok and "y" in failed.reason
    assert not runner.judge(1, ok, 5).ok  # a non-zero exit after a good end is still a failure
    assert runner.judge(0, ok, 5, expect_program="speed").reason.startswith("wrong program")
    # QEMU's own end of a run (a fault the core could not take) and its register dump
    lockup = ("pqkit-begin test a b c\nqemu: fatal: Lockup: can't escalate 3 to HardFault "
              "(current priority -1)\n\nR00=00000000 R01=20000000\n")
    assert runner.judge(1, lockup, 5).reason == (
        "crash: lockup (Lockup: can't escalate 3 to HardFault (current priority -1))")


@pytest.mark.parametrize("platform", ["mps2-an386", "host"])
def test_fault_firmwares_fail_with_reason(platform, mps2_faults, host_faults):
    faults = mps2_faults if platform == "mps2-an386" else host_faults
    run = runner.run_qemu if platform == "mps2-an386" else runner.run_host
    expect = {"crash": "crash", "hang": "hang", "garbage": "garbage", "noend": "no end marker"}
    for name, reason in expect.items():
        t0 = time.monotonic()
        res = run(faults[name], 3.0, "test")
        took = time.monotonic() - t0
        assert not res.ok, name
        assert res.reason.startswith(reason), (name, res.reason)
        assert took < 10, f"{name} took {took:.1f}s"


def test_failures_do_not_stop_the_others(mps2_faults):
    """A pool with a hanging and a crashing firmware still runs the good one."""
    man = build.build("mps2-an386", "speed", ["ml_kem_768_ref_test"])
    good = next(e for e in man["algorithms"] if e["name"] == "ml-kem-768" and e["impl"] == "ref")
    bad = [{**good, "name": f"lab-{k}", "programs": {"test": str(mps2_faults[k])}}
           for k in ("hang", "crash", "garbage")]
    jobs = [lab.Job("mps2-an386", man, e, "test") for e in bad + [good]]
    opts = lab.Options(jobs=2, timeout_scale=3 / 60)  # 3 s limit for a test program
    t0 = time.monotonic()
    res = lab.run_all(jobs, opts, "lab-selftest")
    assert time.monotonic() - t0 < 30
    assert [r.ok for r in res] == [False, False, False, True]
    assert res[0].reason.startswith("hang")
    assert res[1].reason.startswith("crash")
    assert res[2].reason.startswith("garbage")
    assert len(res[3].output.tests) > 0


def test_test_compares_the_first_record_with_host_ref():
    """`./pqkit test` fails a run whose round trips pass but whose first deterministic
    record differs from the host ref's: a primitive wrong the same way on both sides."""
    def run(record):
        text = "pqkit-begin test ml-kem-512 m4 mps2-an386\ntest roundtrip ok\n"
        if record:
            text += f"vectors drbg 1 sha3-256 {record}\n"
        return runner.judge(0, text + "pqkit-end ok\n", 5)

    oracle = lab.host_ref_records(["ml-kem-512"], lab.Options(jobs=1))["ml-kem-512"]
    assert oracle is not None and len(oracle) == 64
    assert lab.judge_first_record(run(oracle), oracle)[0]
    wrong = format(int(oracle, 16) ^ 1, "064x")
    ok, reason = lab.judge_first_record(run(wrong), oracle)
    assert not ok and "differs from the host ref" in reason
    ok, reason = lab.judge_first_record(run(None), oracle)
    assert not ok and "differs" in reason
    assert not lab.judge_first_record(run(oracle), None)[0]
