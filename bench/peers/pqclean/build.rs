// Link pqkit's static library from the host build (PQKIT_LIB_DIR, default ../../../build/host).
fn main() {
    let dir = std::env::var("PQKIT_LIB_DIR").unwrap_or_else(|_| {
        let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap();
        format!("{manifest}/../../../build/host")
    });
    println!("cargo:rustc-link-search=native={dir}");
    println!("cargo:rustc-link-lib=static=pqkit");
    println!("cargo:rerun-if-env-changed=PQKIT_LIB_DIR");
    println!("cargo:rerun-if-changed={dir}/libpqkit.a");
}
