"""pqkit as a dependency: `cmake --install` + find_package(pqkit), and add_subdirectory()
(with a one-algorithm PQKIT_ALGORITHMS subset), each building and running the README's
example."""
import subprocess

from pqkit_testlib import ROOT, build_dir

CONSUMER = ROOT / "tests" / "consumer"


def run(cmd):
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-3000:]
    return result.stdout


def build_and_run(tmp_path, *defs):
    bdir = tmp_path / "consumer"
    run(["cmake", "-S", CONSUMER, "-B", bdir, "-G", "Ninja", *defs])
    run(["cmake", "--build", bdir])
    assert run([bdir / "consumer"]).strip() == "consumer: ok"


def test_installed_package(tmp_path):
    prefix = tmp_path / "prefix"
    run(["cmake", "--install", build_dir(), "--prefix", prefix])
    assert (prefix / "include" / "pqkit" / "pqkit.h").exists()
    assert list(prefix.glob("lib*/cmake/pqkit/pqkitConfig.cmake"))
    build_and_run(tmp_path, "-DPQKIT_CONSUME=package", f"-DCMAKE_PREFIX_PATH={prefix}")


def test_add_subdirectory(tmp_path):
    build_and_run(tmp_path, "-DPQKIT_CONSUME=subdirectory", f"-DPQKIT_SOURCE_DIR={ROOT}",
                  "-DPQKIT_ALGORITHMS=ml-kem-768")
