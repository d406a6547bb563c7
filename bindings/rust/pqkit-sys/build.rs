// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Builds libpqkit.a through the C library's own CMake project, so that this crate
//! follows whatever sources and implementations that project selects.
//!
//! The C project is `c/` in this crate: in the repository, links to the root's
//! CMakeLists.txt, cmake/, src/ and include/; in the package, copies of them (cargo
//! package follows the links). `PQKIT_SOURCE_DIR` points the build at another copy.
//! For `thumbv7em-none-eabihf` the project's arm-none-eabi toolchain file is used;
//! other bare-metal targets can name their own with `PQKIT_TOOLCHAIN_FILE`.
use std::env;
use std::path::PathBuf;

fn main() {
    let manifest = PathBuf::from(env::var("CARGO_MANIFEST_DIR").unwrap());
    let source = match env::var_os("PQKIT_SOURCE_DIR") {
        Some(dir) => PathBuf::from(dir),
        None => manifest.join("c"),
    };
    let source = source.canonicalize().unwrap_or_else(|_| {
        panic!("pqkit C sources not found at {} (set PQKIT_SOURCE_DIR)", source.display())
    });
    for watched in ["CMakeLists.txt", "cmake", "src", "include"] {
        println!("cargo:rerun-if-changed={}", source.join(watched).display());
    }
    println!("cargo:rerun-if-env-changed=PQKIT_SOURCE_DIR");
    println!("cargo:rerun-if-env-changed=PQKIT_TOOLCHAIN_FILE");

    let target = env::var("TARGET").unwrap();
    let mut cfg = cmake::Config::new(&source);
    cfg.define("PQKIT_BUILD_HARNESS", "OFF")
        .define("PQKIT_BUILD_TESTS", "OFF")
        .define("PQKIT_BUILD_SHARED", "OFF")
        .define("PQKIT_PROFILE", "speed")
        .define("CMAKE_INSTALL_LIBDIR", "lib")
        // The project adds its own -O flags; keep CMake's build type from adding -g -O0.
        .profile("Release");
    let toolchain = env::var_os("PQKIT_TOOLCHAIN_FILE").map(PathBuf::from).or_else(|| {
        (target == "thumbv7em-none-eabihf").then(|| source.join("cmake/toolchain-arm-none-eabi.cmake"))
    });
    if let Some(file) = toolchain {
        cfg.define("CMAKE_TOOLCHAIN_FILE", file);
    }
    let out = cfg.build();
    println!("cargo:rustc-link-search=native={}", out.join("lib").display());
    println!("cargo:rustc-link-lib=static=pqkit");
    println!("cargo:include={}", out.join("include").display());
}
