"""pqkit as a dependency, the ways the README gives, each from an empty directory: its
"installed" recipe run as written (configure, build, `cmake --install`), then, against
that prefix, find_package(pqkit) and `pkg-config --cflags --libs pqkit`; and
add_subdirectory() (with a one-algorithm PQKIT_ALGORITHMS subset). Each builds and runs
tests/consumer/main.c: the README's example and the version checks."""
import os
import re
import shlex
import subprocess

from pqkit_testlib import ROOT

CONSUMER = ROOT / "tests" / "consumer"


def run(cmd, cwd=None, env=None):
    result = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=900,
                            cwd=cwd, env=env)
    assert result.returncode == 0, (" ".join(map(str, cmd)) + "\n" + result.stdout[-3000:]
                                    + result.stderr[-3000:])
    return result.stdout


def project_version() -> str:
    text = (ROOT / "CMakeLists.txt").read_text()
    return re.search(r"project\(pqkit VERSION ([0-9.]+)", text).group(1)


def readme_install_commands(build, prefix) -> list:
    """The README's "installed" recipe, with its build directory and prefix moved to the
    test's own: every other word as written."""
    text = (ROOT / "README.md").read_text()
    recipe = re.search(r"Or installed \(`([^`]+)`\)", text).group(1)
    commands = []
    for part in recipe.split("&&"):
        words = shlex.split(part)
        for i, w in enumerate(words):
            if w == "build" and words[i - 1] in ("-B", "--build", "--install"):
                words[i] = str(build)
            elif w == "/opt/pqkit":
                words[i] = str(prefix)
        commands.append(words)
    return commands


def consumer_runs(exe, env=None):
    assert run([exe], env=env).strip() == f"consumer: ok {project_version()}"


def build_consumer(tmp_path, *defs):
    bdir = tmp_path / "consumer"
    run(["cmake", "-S", CONSUMER, "-B", bdir, "-G", "Ninja", *defs])
    run(["cmake", "--build", bdir])
    consumer_runs(bdir / "consumer")


def test_readme_install_then_package_and_pkg_config(tmp_path):
    build, prefix = tmp_path / "build", tmp_path / "prefix"
    env = dict(os.environ)
    env.setdefault("CMAKE_BUILD_PARALLEL_LEVEL", "2")
    commands = readme_install_commands(build, prefix)
    assert [c[:2] for c in commands] == [["cmake", "-S"], ["cmake", "--build"],
                                         ["cmake", "--install"]]
    for cmd in commands:
        run(cmd, cwd=ROOT, env=env)
    # a library user's build holds the library, not the lab's programs
    assert not (build / "fw").exists() and not (build / "tests").exists()
    assert (prefix / "include" / "pqkit" / "version.h").exists()
    assert not list(prefix.rglob("*.in"))
    assert list(prefix.glob("lib*/cmake/pqkit/pqkitConfig.cmake"))

    build_consumer(tmp_path, "-DPQKIT_CONSUME=package", f"-DCMAKE_PREFIX_PATH={prefix}")

    (libdir,) = {p.parent.parent for p in prefix.glob("lib*/pkgconfig/pqkit.pc")}
    pc_env = dict(env, PKG_CONFIG_PATH=str(libdir / "pkgconfig"))
    assert run(["pkg-config", "--modversion", "pqkit"], env=pc_env).strip() == project_version()
    flags = shlex.split(run(["pkg-config", "--cflags", "--libs", "pqkit"], env=pc_env))
    exe = tmp_path / "consumer-pkg-config"
    run(["cc", "-std=c11", "-Wall", "-Werror", CONSUMER / "main.c", "-o", exe, *flags])
    # -lpqkit links libpqkit.so where it was built: pqkit_version() must be exported
    consumer_runs(exe, env=dict(env, LD_LIBRARY_PATH=str(libdir)))
    assert "libpqkit.so" in run(["ldd", exe], env=dict(env, LD_LIBRARY_PATH=str(libdir)))


def test_add_subdirectory(tmp_path):
    build_consumer(tmp_path, "-DPQKIT_CONSUME=subdirectory", f"-DPQKIT_SOURCE_DIR={ROOT}",
                   "-DPQKIT_ALGORITHMS=ml-kem-768")
