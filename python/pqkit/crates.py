"""The Rust crates as a user gets them (a step of `./pqkit check`).

`cargo package` packs pqkit-sys, pqkit and pqkit-rustls; each package is checked for the
files it must carry (licence texts, README, pqkit-sys's C sources, no vector tests in
pqkit), then unpacked into a scratch Cargo project in a temporary directory. That
project depends on the unpacked packages only (a [patch] of crates.io, no path into the
repository), runs the ML-KEM-768 and ML-DSA-65 examples of the packaged pqkit README as
its program, and runs the packaged crates' own tests (they are members of its
workspace, so their dev-dependencies resolve).

    python -m pqkit.crates [-j JOBS]      (CARGO_TARGET_DIR is shared when set)
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import tomllib
from pathlib import Path

from pqkit.paths import ROOT

RUST_DIR = ROOT / "bindings" / "rust"
CRATES = ["pqkit-sys", "pqkit", "pqkit-rustls"]
# (README heading, function name) of the examples the scratch program runs
README_EXAMPLES = [("ML-KEM-768 through the `kem` traits", "ml_kem_768"),
                   ("ML-DSA-65 through the `signature` traits", "ml_dsa_65")]
# files each package must carry; pqkit-sys also its C project
REQUIRED = ["Cargo.toml", "README.md", "LICENSE-APACHE", "LICENSE-MIT"]
REQUIRED_SYS = ["c/CMakeLists.txt", "c/cmake/toolchain-arm-none-eabi.cmake", "c/include/pqkit/pqkit.h",
                "c/platform/host/platform.json",
                "build.rs"]


def run(cmd, cwd, env=None):
    print("+", " ".join(str(c) for c in cmd), flush=True)
    subprocess.run([str(c) for c in cmd], cwd=cwd, env=env, check=True)


def version():
    return tomllib.loads((RUST_DIR / "Cargo.toml").read_text())["workspace"]["package"]["version"]


def check_contents(crate, names):
    """The package's file names (relative to its top directory) carry what they must."""
    required = REQUIRED + (REQUIRED_SYS if crate == "pqkit-sys" else [])
    missing = [name for name in required if name not in names]
    if missing:
        raise SystemExit(f"{crate}: package lacks {', '.join(missing)}")
    if crate == "pqkit":
        stray = [name for name in names if name.startswith("tests/") and
                 (name.endswith("_vectors.rs") or name.startswith("tests/common/"))]
        if stray:
            raise SystemExit(f"pqkit: package carries the vector tests {stray}, whose files it lacks")


def unpack(crate_file, dest):
    with tarfile.open(crate_file) as tar:
        top = tar.getnames()[0].split("/")[0]
        names = [n.split("/", 1)[1] for n in tar.getnames() if "/" in n]
        # the "data" filter where this Python has it (3.11.4 and later)
        tar.extractall(dest, **({"filter": "data"} if hasattr(tarfile, "data_filter") else {}))
    return dest / top, names


def readme_function(readme, heading, name):
    """The README section's ```rust block as `fn NAME() -> Result<..>`, hidden `# ` lines
    included (as rustdoc compiles them)."""
    section = readme.split(f"## {heading}\n", 1)
    if len(section) != 2:
        raise SystemExit(f"pqkit README: no section '{heading}'")
    block = re.search(r"```rust\n(.*?)```", section[1], re.S)
    if not block:
        raise SystemExit(f"pqkit README: no Rust example under '{heading}'")
    lines = [line[2:] if line.startswith("# ") else line for line in block.group(1).splitlines()]
    body = "\n".join("    " + line for line in lines)
    return f"fn {name}() -> Result<(), Box<dyn std::error::Error>> {{\n{body}\n}}\n"


def scratch_project(project, unpacked, readme):
    ver = version()
    # the workspace's dev profile, so that the shared target directory's builds are reused
    opt_level = tomllib.loads((RUST_DIR / "Cargo.toml").read_text())["profile"]["dev"]["opt-level"]
    members = ", ".join(f'"crates/{path.name}"' for path in unpacked.values())
    patches = "\n".join(f'{crate} = {{ path = "crates/{path.name}" }}' for crate, path in unpacked.items())
    (project / "Cargo.toml").write_text(f"""[package]
name = "pqkit-scratch"
version = "0.0.0"
edition = "2021"
publish = false

[dependencies]
pqkit = "{ver}"
getrandom = {{ version = "0.4", features = ["sys_rng"] }}

[workspace]
resolver = "3"
members = [".", {members}]

[patch.crates-io]
{patches}

[profile.dev]
opt-level = {opt_level}
""")
    functions = [readme_function(readme, heading, name) for heading, name in README_EXAMPLES]
    calls = "".join(f"    {name}()?;\n" for _, name in README_EXAMPLES)
    (project / "src").mkdir()
    (project / "src" / "main.rs").write_text(
        "// The examples of the packaged pqkit README.\n" + "\n".join(functions)
        + f"\nfn main() -> Result<(), Box<dyn std::error::Error>> {{\n{calls}"
        + '    println!("scratch: ML-KEM-768 and ML-DSA-65 through the kem and signature traits: ok");\n'
        + "    Ok(())\n}\n")
    # the repository's lock file: the same dependency versions (cargo adds the rest)
    shutil.copy(RUST_DIR / "Cargo.lock", project / "Cargo.lock")


def main(argv=None):
    parser = argparse.ArgumentParser(prog="python -m pqkit.crates", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("-j", "--jobs", type=int, default=2)
    args = parser.parse_args(argv)
    env = dict(os.environ)
    target = Path(env.setdefault("CARGO_TARGET_DIR", str(ROOT / "build" / "rust")))
    jobs = ["-j", str(args.jobs)]
    # --no-verify: the scratch project below builds and tests the packages instead.
    run(["cargo", "package", "--workspace", "--locked", "--allow-dirty", "--no-verify"], RUST_DIR, env)
    with tempfile.TemporaryDirectory(prefix="pqkit-scratch-") as tmp:
        project = Path(tmp)
        (project / "crates").mkdir()
        unpacked = {}
        for crate in CRATES:
            path, names = unpack(target / "package" / f"{crate}-{version()}.crate", project / "crates")
            check_contents(crate, names)
            unpacked[crate] = path
        scratch_project(project, unpacked, (unpacked["pqkit"] / "README.md").read_text())
        run(["cargo", "run", *jobs], project, env)
        run(["cargo", "test", *jobs, "--all-features", *[a for c in CRATES for a in ("-p", c)]], project, env)
    return 0


if __name__ == "__main__":
    sys.exit(main())
