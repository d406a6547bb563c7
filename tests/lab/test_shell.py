"""The serial command shell (harness/shell.c, ./pqkit shell): key generation, KEM and
signature operations end to end on the emulated target, checked against the same shell
on the host; and a hostile client (over-long lines, bad hex, every command with wrong
arguments, binary garbage, a flood) that must leave it answering."""
import os

import pytest

from pqkit import shell

SEED64 = bytes(range(64)).hex()
M32 = bytes(range(0x41, 0x61)).hex()
SEED32 = bytes(range(32)).hex()
RND32 = bytes(range(100, 132)).hex()
MSG = b"pqkit shell message".hex()

# (platform, implementation) of the targets checked against the host's ref shell. The
# shell holds every algorithm, so another platform costs a lab build of all of them:
# `./pqkit check --full-platforms` (PQKIT_FULL_PLATFORMS) adds the M7 and the M3.
TARGETS = [("mps2-an386", "m4"), ("mps2-an386", "m4stack")]
if os.environ.get("PQKIT_FULL_PLATFORMS"):
    TARGETS += [("mps2-an500", "m4"), ("mps2-an385", "ref")]


@pytest.fixture(scope="module")
def host():
    sh = shell.open_shell("host", "ref", timeout=120)
    yield sh
    sh.close()


def transcript(sh, commands):
    out = []
    for c in commands:
        a = sh.send(c, timeout=300)
        assert a.ok, (c[:40], a.error)
        out.append(a.payload)
    return out


KEM_FLOW = ["AT+ALG=ml-kem-768", f"AT+KEYGEN={SEED64}", f"AT+ENCAPS=,{M32}", "AT+DECAPS"]
SIG_FLOW = ["AT+ALG=ml-dsa-65", f"AT+KEYGEN={SEED32}", f"AT+SIGN={MSG},{RND32}"]


@pytest.mark.parametrize("platform,impl", TARGETS)
def test_kem_and_signature_end_to_end_against_host(platform, impl, host):
    target = shell.open_shell(platform, impl, timeout=300)
    try:
        assert target.banner == f"+READY: pqkit shell {platform} {impl}"
        names = [v.split()[0] for t, v in target.send("AT+LIST").payload]
        assert {"ml-kem-768", "ml-dsa-65"} <= set(names)
        # Derandomised: every answer equals the host's.
        kem_t, kem_h = transcript(target, KEM_FLOW), transcript(host, KEM_FLOW)
        assert kem_t == kem_h
        ss = dict(kem_t[2])["SS"]
        assert dict(kem_t[3])["SS"] == ss and len(ss) == 64
        sig_t, sig_h = transcript(target, SIG_FLOW), transcript(host, SIG_FLOW)
        assert sig_t == sig_h
        # Randomised, across the two: the host encapsulates to the target's key and the
        # target decapsulates; the target signs and the host verifies.
        assert target.send("AT+ALG=ml-kem-768").ok and host.send("AT+ALG=ml-kem-768").ok
        pk = target.send("AT+KEYGEN").get("PK")
        enc = host.send(f"AT+ENCAPS={pk}")
        dec = target.send(f"AT+DECAPS={enc.get('CT')}")
        assert dec.ok and dec.get("SS") == enc.get("SS")
        assert target.send("AT+ALG=ml-dsa-65").ok and host.send("AT+ALG=ml-dsa-65").ok
        assert target.send(f"AT+KEYGEN={SEED32}").ok and host.send(f"AT+KEYGEN={SEED32}").ok
        sig = target.send(f"AT+SIGN={MSG}").get("SIG")
        assert host.send(f"AT+VERIFY={sig},{MSG}").ok
        bad = sig[:-2] + format(int(sig[-2:], 16) ^ 1, "02x")
        assert host.send(f"AT+VERIFY={bad},{MSG}").error == "verification failed"
        stack = target.send("AT+STACK", timeout=600)
        assert stack.ok and [v.split()[0] for t, v in stack.payload] == ["keypair", "sign", "verify"]
        assert target.send("AT+QUIT").ok
    finally:
        target.close()


def test_hostile_client_leaves_the_shell_answering():
    sh = shell.open_shell("mps2-an386", "ref", timeout=120)
    try:
        line_max = int(sh.send("AT+INFO").get("INFO").split("line-max=")[1].split()[0])
        assert sh.send("AT+" + "A" * (line_max + 100)).error == "line too long"
        assert sh.send("AT").ok
        before_alg = ["AT+KEYGEN", "AT+ENCAPS", "AT+DECAPS", "AT+SIGN=00", "AT+VERIFY=00,00",
                      "AT+BENCH=1", "AT+STACK"]
        for c in before_alg:
            assert sh.send(c).error.startswith("no algorithm"), c
        wrong = {
            "AT+ALG": "usage", "AT+ALG=": "usage", "AT+ALG=no-such-alg": "unknown algorithm",
            "AT+FOO": "unknown command", "HELLO": "not a command", "AT+INFO=1": "unknown command",
            "AT+ALG=a,b,c": "too many arguments",
        }
        for c, reason in wrong.items():
            assert sh.send(c).error.startswith(reason), c
        assert sh.send("AT+ALG=ml-kem-512").ok
        kem_wrong = {
            "AT+DECAPS": "no secret key", "AT+ENCAPS": "no public key", "AT+KEYGEN=zz": "bad hex",
            "AT+KEYGEN=0": "bad hex", "AT+KEYGEN=00": "wrong length", "AT+KEYGEN=00,11": "too many",
            "AT+ENCAPS=00": "wrong length", f"AT+ENCAPS=,{M32}": "no public key",
            "AT+SIGN=00": "not a signature", "AT+VERIFY=00,00": "not a signature",
            "AT+BENCH": "usage", "AT+BENCH=0": "usage", "AT+BENCH=99999": "usage",
            "AT+BENCH=1x": "usage", "AT+STACK=1": "AT+STACK takes no argument",
        }
        for c, reason in kem_wrong.items():
            assert sh.send(c).error.startswith(reason), c
        assert sh.send(f"AT+KEYGEN={SEED64}").ok
        assert sh.send("AT+DECAPS").error.startswith("no ciphertext")
        assert sh.send("AT+DECAPS=" + "00" * 767).error.startswith("wrong length")
        assert sh.send("AT+ALG=ml-dsa-44").ok
        sig_wrong = {
            "AT+SIGN=00": "no secret key", "AT+ENCAPS": "not a KEM", "AT+DECAPS": "not a KEM",
        }
        for c, reason in sig_wrong.items():
            assert sh.send(c).error.startswith(reason), c
        assert sh.send(f"AT+KEYGEN={SEED32}").ok
        assert sh.send("AT+SIGN=" + "00" * 1025).error.startswith("message too long")
        assert sh.send("AT+SIGN=00,00").error.startswith("wrong length")
        assert sh.send("AT+VERIFY=00").error.startswith("usage")
        assert sh.send("AT+VERIFY=" + "00" * 2421 + ",00").error.startswith("signature too long")
        assert sh.send("AT+VERIFY=00,00").error == "verification failed"
        # Binary garbage, a NUL byte, a bare carriage return, lower case.
        assert sh.send_raw(bytes(range(1, 256)).replace(b"\n", b"") + b"\n").error
        assert sh.send_raw(b"AT\x00+INFO\n").error.startswith("not a command")
        assert sh.send_raw(b"at+info\r\n").ok
        # A flood: many commands written at once, every one answered, in order.
        sh.io.write(b"AT\n" * 400 + b"AT+FOO\n" * 100)
        answers = [sh.send_raw(b"", timeout=120) for _ in range(500)]
        assert all(a.ok for a in answers[:400]) and all(not a.ok for a in answers[400:])
        assert sh.send("AT").ok and sh.send("AT+ALG=ml-kem-512").ok
    finally:
        sh.close()


def test_script_mode_checks_answers(tmp_path, capsys):
    script = tmp_path / "s.at"
    script.write_text("AT\nAT+ALG=ml-kem-512\nAT+FOO => ERROR unknown\nAT+DECAPS => OK  # wrong\n")
    sh = shell.open_shell("host", "ref")
    try:
        assert shell.run_script(sh, shell.parse_script(script.read_text())) == 1
    finally:
        sh.close()
    assert "<-- expected OK" in capsys.readouterr().out


def test_shell_over_a_serial_device():
    """The board transport (pyserial on a device) against the firmware behind a pty:
    QEMU's UART as a board's virtual COM port."""
    import re
    import subprocess

    import serial

    from pqkit import runner

    elf = shell.program("mps2-an386", "ref")
    cmd = [c for c in runner.qemu_command(elf) if c != "-nographic"]
    cmd[cmd.index("stdio")] = "pty"
    qemu = subprocess.Popen(cmd + ["-display", "none"], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, start_new_session=True)
    try:
        dev = re.search(r"/dev/pts/\d+", qemu.stdout.readline().decode())[0]
        sh = shell.Shell(shell._Serial(serial.Serial(dev, 115200, timeout=0.2)), 60, banner=False)
        assert sh.send("AT+ALG=ml-kem-512").ok
        pk = sh.send(f"AT+KEYGEN={SEED64}").get("PK")
        assert pk and len(pk) == 2 * 800
        assert sh.send("AT+ENCAPS").ok and sh.send("AT+DECAPS").ok
        sh.close()
    finally:
        runner._kill_group(qemu.pid)
        qemu.wait()
