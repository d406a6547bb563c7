// SPDX-License-Identifier: Apache-2.0 OR MIT
//! Raw declarations of the pqkit C API (`include/pqkit/*.h`).
//!
//! Every function returns [`PQKIT_OK`] or a negative `PQKIT_ERR_*` code; buffers have the
//! fixed sizes given by the constants of each parameter set. The safe API is the `pqkit`
//! crate. Only the per-parameter-set functions are declared (not the generic descriptor
//! tables), because their names and signatures are the stable part of the C API.
//!
//! The functions without `_derand` draw randomness from the C symbol
//! `pqkit_randombytes`: the library provides it on Linux (getrandom); a bare-metal
//! program that calls them must define it. The `pqkit` crate calls only the `_derand`
//! forms, with randomness from a caller-supplied RNG.
#![no_std]
#![allow(non_upper_case_globals)]

pub use core::ffi::{c_char, c_int, c_uint};

pub const PQKIT_OK: c_int = 0;
/// An input has the wrong length, or an output buffer is too small.
pub const PQKIT_ERR_BAD_LENGTH: c_int = -1;
/// A key fails its FIPS check or cannot be decoded.
pub const PQKIT_ERR_INVALID_KEY: c_int = -2;
/// A signature does not verify (or is malformed).
pub const PQKIT_ERR_VERIFY: c_int = -3;
/// `pqkit_randombytes()` failed.
pub const PQKIT_ERR_RANDOMNESS: c_int = -4;
/// NULL pointer, context too long, unknown hash id.
pub const PQKIT_ERR_BAD_ARGUMENT: c_int = -5;
/// A signature failed its check before release (built with PQKIT_VERIFY_AFTER_SIGN).
pub const PQKIT_ERR_FAULT: c_int = -6;

/// Pre-hash function ids: the last arc of the NIST OID 2.16.840.1.101.3.4.2.`id`.
pub const PQKIT_HASH_ID_SHA2_256: c_int = 1;
pub const PQKIT_HASH_ID_SHA2_384: c_int = 2;
pub const PQKIT_HASH_ID_SHA2_512: c_int = 3;
pub const PQKIT_HASH_ID_SHA2_224: c_int = 4;
pub const PQKIT_HASH_ID_SHA2_512_224: c_int = 5;
pub const PQKIT_HASH_ID_SHA2_512_256: c_int = 6;
pub const PQKIT_HASH_ID_SHA3_224: c_int = 7;
pub const PQKIT_HASH_ID_SHA3_256: c_int = 8;
pub const PQKIT_HASH_ID_SHA3_384: c_int = 9;
pub const PQKIT_HASH_ID_SHA3_512: c_int = 10;
pub const PQKIT_HASH_ID_SHAKE128: c_int = 11;
pub const PQKIT_HASH_ID_SHAKE256: c_int = 12;

extern "C" {
    pub fn pqkit_randombytes(out: *mut u8, len: usize) -> c_int;
    pub fn pqkit_strerror(code: c_int) -> *const c_char;
    /// The implementation behind a scheme in this process ("avx2", "ref", ...; chosen on
    /// first use and fixed from then on), or NULL for an unknown scheme name.
    pub fn pqkit_kem_implementation(name: *const c_char) -> *const c_char;
    pub fn pqkit_sig_implementation(name: *const c_char) -> *const c_char;

    pub fn pqkit_sha224(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha256(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha384(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha512(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha512_224(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha512_256(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha3_224(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha3_256(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha3_384(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_sha3_512(out: *mut u8, input: *const u8, len: usize);
    pub fn pqkit_shake128(out: *mut u8, outlen: usize, input: *const u8, len: usize);
    pub fn pqkit_shake256(out: *mut u8, outlen: usize, input: *const u8, len: usize);
}

/// Declares the functions of one KEM parameter set (`include/pqkit/<family>.h`: every KEM
/// family has the same eleven), its sizes, and its two seed sizes with what they hold.
macro_rules! kem_set {
    ($set:ident, $ek:expr, $dk:expr, $ct:expr,
     seed: $seed:expr, $seed_doc:literal, encaps_seed: $encaps_seed:expr, $encaps_seed_doc:literal,
     $keypair:ident, $keypair_derand:ident, $expand_dk:ident, $encaps:ident,
     $encaps_derand:ident, $decaps:ident, $check_ek:ident, $check_dk:ident,
     $ek_bytes:ident, $dk_bytes:ident, $ct_bytes:ident) => {
        #[doc = concat!("Sizes of ", stringify!($set), " in bytes.")]
        pub mod $set {
            pub const EK_BYTES: usize = $ek;
            pub const DK_BYTES: usize = $dk;
            pub const CT_BYTES: usize = $ct;
            pub const SS_BYTES: usize = 32;
            #[doc = $seed_doc]
            pub const SEED_BYTES: usize = $seed;
            #[doc = $encaps_seed_doc]
            pub const ENCAPS_SEED_BYTES: usize = $encaps_seed;
        }
        extern "C" {
            pub static $ek_bytes: usize;
            pub static $dk_bytes: usize;
            pub static $ct_bytes: usize;
            pub fn $keypair(ek: *mut u8, dk: *mut u8) -> c_int;
            pub fn $keypair_derand(ek: *mut u8, dk: *mut u8, seed: *const u8) -> c_int;
            pub fn $expand_dk(ek: *mut u8, dk: *mut u8, seed: *const u8) -> c_int;
            pub fn $encaps(ct: *mut u8, ss: *mut u8, ek: *const u8) -> c_int;
            pub fn $encaps_derand(ct: *mut u8, ss: *mut u8, ek: *const u8, rnd: *const u8) -> c_int;
            pub fn $decaps(ss: *mut u8, ct: *const u8, dk: *const u8) -> c_int;
            pub fn $check_ek(ek: *const u8) -> c_int;
            pub fn $check_dk(dk: *const u8) -> c_int;
        }
    };
}

/// One ML-KEM set (`include/pqkit/ml_kem.h`).
macro_rules! ml_kem_set {
    ($set:ident, $ek:expr, $dk:expr, $ct:expr, $($f:ident),+) => {
        kem_set!($set, $ek, $dk, $ct,
                 seed: 64, "`d || z`, the seed-format private key.",
                 encaps_seed: 32, "`m`, the encapsulation randomness.", $($f),+);
    };
}

ml_kem_set!(ml_kem_512, 800, 1632, 768,
    pqkit_ml_kem_512_keypair, pqkit_ml_kem_512_keypair_derand, pqkit_ml_kem_512_expand_dk,
    pqkit_ml_kem_512_encaps, pqkit_ml_kem_512_encaps_derand, pqkit_ml_kem_512_decaps,
    pqkit_ml_kem_512_check_ek, pqkit_ml_kem_512_check_dk,
    pqkit_ml_kem_512_ek_bytes, pqkit_ml_kem_512_dk_bytes, pqkit_ml_kem_512_ct_bytes);
ml_kem_set!(ml_kem_768, 1184, 2400, 1088,
    pqkit_ml_kem_768_keypair, pqkit_ml_kem_768_keypair_derand, pqkit_ml_kem_768_expand_dk,
    pqkit_ml_kem_768_encaps, pqkit_ml_kem_768_encaps_derand, pqkit_ml_kem_768_decaps,
    pqkit_ml_kem_768_check_ek, pqkit_ml_kem_768_check_dk,
    pqkit_ml_kem_768_ek_bytes, pqkit_ml_kem_768_dk_bytes, pqkit_ml_kem_768_ct_bytes);
ml_kem_set!(ml_kem_1024, 1568, 3168, 1568,
    pqkit_ml_kem_1024_keypair, pqkit_ml_kem_1024_keypair_derand, pqkit_ml_kem_1024_expand_dk,
    pqkit_ml_kem_1024_encaps, pqkit_ml_kem_1024_encaps_derand, pqkit_ml_kem_1024_decaps,
    pqkit_ml_kem_1024_check_ek, pqkit_ml_kem_1024_check_dk,
    pqkit_ml_kem_1024_ek_bytes, pqkit_ml_kem_1024_dk_bytes, pqkit_ml_kem_1024_ct_bytes);

/// Declares one signature parameter set, as `PQKIT_SIG_DECLARE_COMMON` and
/// `PQKIT_SIG_DECLARE_PREHASH` (`include/pqkit/common.h`) and a family's extras do in C:
/// a module of its sizes, and its functions. `keypair_derand` takes the family's seeds
/// (one, or SLH-DSA's three); the optional groups are the pre-hash pair, the internal
/// interface, ML-DSA's external mu and `expand_sk`. Each family's macro below states
/// its sizes and groups once and calls this one per set.
macro_rules! sig_set {
    (
        $set:ident { $($(#[$size_doc:meta])* $size:ident = $value:expr;)+ }
        keypair: $keypair:ident, $keypair_derand:ident($($seed:ident),+);
        sign: $sign:ident, $sign_derand:ident, $verify:ident;
        $(prehash: $sign_prehash:ident, $verify_prehash:ident;)?
        $(internal: $sign_internal:ident, $verify_internal:ident;)?
        $(mu: $sign_mu:ident, $verify_mu:ident;)?
        $(expand_sk: $expand_sk:ident;)?
    ) => {
        #[doc = concat!("Sizes of ", stringify!($set), " in bytes.")]
        pub mod $set {
            $($(#[$size_doc])* pub const $size: usize = $value;)+
        }
        extern "C" {
            pub fn $keypair(pk: *mut u8, sk: *mut u8) -> c_int;
            pub fn $keypair_derand(pk: *mut u8, sk: *mut u8, $($seed: *const u8),+) -> c_int;
            pub fn $sign(sig: *mut u8, siglen: *mut usize, msg: *const u8, msglen: usize,
                         ctx: *const u8, ctxlen: usize, sk: *const u8) -> c_int;
            pub fn $sign_derand(sig: *mut u8, siglen: *mut usize, msg: *const u8, msglen: usize,
                                ctx: *const u8, ctxlen: usize, rnd: *const u8,
                                sk: *const u8) -> c_int;
            pub fn $verify(sig: *const u8, siglen: usize, msg: *const u8, msglen: usize,
                           ctx: *const u8, ctxlen: usize, pk: *const u8) -> c_int;
            $(
            pub fn $sign_prehash(sig: *mut u8, siglen: *mut usize, ph: *const u8, phlen: usize,
                                 hash_id: c_int, ctx: *const u8, ctxlen: usize, rnd: *const u8,
                                 sk: *const u8) -> c_int;
            pub fn $verify_prehash(sig: *const u8, siglen: usize, ph: *const u8, phlen: usize,
                                   hash_id: c_int, ctx: *const u8, ctxlen: usize,
                                   pk: *const u8) -> c_int;
            )?
            $(
            pub fn $sign_internal(sig: *mut u8, siglen: *mut usize, m: *const u8, mlen: usize,
                                  rnd: *const u8, sk: *const u8) -> c_int;
            pub fn $verify_internal(sig: *const u8, siglen: usize, m: *const u8, mlen: usize,
                                    pk: *const u8) -> c_int;
            )?
            $(
            pub fn $sign_mu(sig: *mut u8, siglen: *mut usize, mu: *const u8, rnd: *const u8,
                            sk: *const u8) -> c_int;
            pub fn $verify_mu(sig: *const u8, siglen: usize, mu: *const u8,
                              pk: *const u8) -> c_int;
            )?
            $(pub fn $expand_sk(pk: *mut u8, sk: *mut u8, seed: *const u8) -> c_int;)?
        }
    };
}

/// One ML-DSA set (`include/pqkit/ml_dsa.h`): every optional group of `sig_set`.
macro_rules! ml_dsa_set {
    ($set:ident, $pk:expr, $sk:expr, $sig:expr,
     $keypair:ident, $keypair_derand:ident, $expand_sk:ident, $sign:ident, $sign_derand:ident,
     $verify:ident, $sign_internal:ident, $verify_internal:ident, $sign_prehash:ident,
     $verify_prehash:ident, $sign_mu:ident, $verify_mu:ident) => {
        sig_set! {
            $set {
                PK_BYTES = $pk;
                SK_BYTES = $sk;
                SIG_BYTES = $sig;
                /// `xi`, the seed-format private key.
                SEED_BYTES = 32;
                RND_BYTES = 32;
                MU_BYTES = 64;
            }
            keypair: $keypair, $keypair_derand(seed);
            sign: $sign, $sign_derand, $verify;
            prehash: $sign_prehash, $verify_prehash;
            internal: $sign_internal, $verify_internal;
            mu: $sign_mu, $verify_mu;
            expand_sk: $expand_sk;
        }
    };
}

ml_dsa_set!(ml_dsa_44, 1312, 2560, 2420,
    pqkit_ml_dsa_44_keypair, pqkit_ml_dsa_44_keypair_derand, pqkit_ml_dsa_44_expand_sk,
    pqkit_ml_dsa_44_sign, pqkit_ml_dsa_44_sign_derand, pqkit_ml_dsa_44_verify,
    pqkit_ml_dsa_44_sign_internal, pqkit_ml_dsa_44_verify_internal,
    pqkit_ml_dsa_44_sign_prehash, pqkit_ml_dsa_44_verify_prehash,
    pqkit_ml_dsa_44_sign_mu, pqkit_ml_dsa_44_verify_mu);
ml_dsa_set!(ml_dsa_65, 1952, 4032, 3309,
    pqkit_ml_dsa_65_keypair, pqkit_ml_dsa_65_keypair_derand, pqkit_ml_dsa_65_expand_sk,
    pqkit_ml_dsa_65_sign, pqkit_ml_dsa_65_sign_derand, pqkit_ml_dsa_65_verify,
    pqkit_ml_dsa_65_sign_internal, pqkit_ml_dsa_65_verify_internal,
    pqkit_ml_dsa_65_sign_prehash, pqkit_ml_dsa_65_verify_prehash,
    pqkit_ml_dsa_65_sign_mu, pqkit_ml_dsa_65_verify_mu);
ml_dsa_set!(ml_dsa_87, 2592, 4896, 4627,
    pqkit_ml_dsa_87_keypair, pqkit_ml_dsa_87_keypair_derand, pqkit_ml_dsa_87_expand_sk,
    pqkit_ml_dsa_87_sign, pqkit_ml_dsa_87_sign_derand, pqkit_ml_dsa_87_verify,
    pqkit_ml_dsa_87_sign_internal, pqkit_ml_dsa_87_verify_internal,
    pqkit_ml_dsa_87_sign_prehash, pqkit_ml_dsa_87_verify_prehash,
    pqkit_ml_dsa_87_sign_mu, pqkit_ml_dsa_87_verify_mu);

/// One SLH-DSA set (`include/pqkit/slh_dsa.h`): three n-byte seeds, the pre-hash pair
/// and the internal interface.
macro_rules! slh_dsa_set {
    ($set:ident, $n:expr, $sig:expr,
     $keypair:ident, $keypair_derand:ident, $sign:ident, $sign_derand:ident, $verify:ident,
     $sign_prehash:ident, $verify_prehash:ident, $sign_internal:ident,
     $verify_internal:ident) => {
        sig_set! {
            $set {
                /// The security parameter n: bytes of each seed and of `addrnd`.
                N = $n;
                PK_BYTES = 2 * $n;
                SK_BYTES = 4 * $n;
                SIG_BYTES = $sig;
            }
            keypair: $keypair, $keypair_derand(sk_seed, sk_prf, pk_seed);
            sign: $sign, $sign_derand, $verify;
            prehash: $sign_prehash, $verify_prehash;
            internal: $sign_internal, $verify_internal;
        }
    };
}

macro_rules! slh_dsa_sets {
    ($( $set:ident $n:literal $sig:literal [$($f:ident)*] ),* $(,)?) => {
        $( slh_dsa_set!($set, $n, $sig, $($f),*); )*
    };
}

slh_dsa_sets! {
    slh_dsa_sha2_128s 16 7856 [pqkit_slh_dsa_sha2_128s_keypair pqkit_slh_dsa_sha2_128s_keypair_derand pqkit_slh_dsa_sha2_128s_sign pqkit_slh_dsa_sha2_128s_sign_derand pqkit_slh_dsa_sha2_128s_verify pqkit_slh_dsa_sha2_128s_sign_prehash pqkit_slh_dsa_sha2_128s_verify_prehash pqkit_slh_dsa_sha2_128s_sign_internal pqkit_slh_dsa_sha2_128s_verify_internal],
    slh_dsa_sha2_128f 16 17088 [pqkit_slh_dsa_sha2_128f_keypair pqkit_slh_dsa_sha2_128f_keypair_derand pqkit_slh_dsa_sha2_128f_sign pqkit_slh_dsa_sha2_128f_sign_derand pqkit_slh_dsa_sha2_128f_verify pqkit_slh_dsa_sha2_128f_sign_prehash pqkit_slh_dsa_sha2_128f_verify_prehash pqkit_slh_dsa_sha2_128f_sign_internal pqkit_slh_dsa_sha2_128f_verify_internal],
    slh_dsa_sha2_192s 24 16224 [pqkit_slh_dsa_sha2_192s_keypair pqkit_slh_dsa_sha2_192s_keypair_derand pqkit_slh_dsa_sha2_192s_sign pqkit_slh_dsa_sha2_192s_sign_derand pqkit_slh_dsa_sha2_192s_verify pqkit_slh_dsa_sha2_192s_sign_prehash pqkit_slh_dsa_sha2_192s_verify_prehash pqkit_slh_dsa_sha2_192s_sign_internal pqkit_slh_dsa_sha2_192s_verify_internal],
    slh_dsa_sha2_192f 24 35664 [pqkit_slh_dsa_sha2_192f_keypair pqkit_slh_dsa_sha2_192f_keypair_derand pqkit_slh_dsa_sha2_192f_sign pqkit_slh_dsa_sha2_192f_sign_derand pqkit_slh_dsa_sha2_192f_verify pqkit_slh_dsa_sha2_192f_sign_prehash pqkit_slh_dsa_sha2_192f_verify_prehash pqkit_slh_dsa_sha2_192f_sign_internal pqkit_slh_dsa_sha2_192f_verify_internal],
    slh_dsa_sha2_256s 32 29792 [pqkit_slh_dsa_sha2_256s_keypair pqkit_slh_dsa_sha2_256s_keypair_derand pqkit_slh_dsa_sha2_256s_sign pqkit_slh_dsa_sha2_256s_sign_derand pqkit_slh_dsa_sha2_256s_verify pqkit_slh_dsa_sha2_256s_sign_prehash pqkit_slh_dsa_sha2_256s_verify_prehash pqkit_slh_dsa_sha2_256s_sign_internal pqkit_slh_dsa_sha2_256s_verify_internal],
    slh_dsa_sha2_256f 32 49856 [pqkit_slh_dsa_sha2_256f_keypair pqkit_slh_dsa_sha2_256f_keypair_derand pqkit_slh_dsa_sha2_256f_sign pqkit_slh_dsa_sha2_256f_sign_derand pqkit_slh_dsa_sha2_256f_verify pqkit_slh_dsa_sha2_256f_sign_prehash pqkit_slh_dsa_sha2_256f_verify_prehash pqkit_slh_dsa_sha2_256f_sign_internal pqkit_slh_dsa_sha2_256f_verify_internal],
    slh_dsa_shake_128s 16 7856 [pqkit_slh_dsa_shake_128s_keypair pqkit_slh_dsa_shake_128s_keypair_derand pqkit_slh_dsa_shake_128s_sign pqkit_slh_dsa_shake_128s_sign_derand pqkit_slh_dsa_shake_128s_verify pqkit_slh_dsa_shake_128s_sign_prehash pqkit_slh_dsa_shake_128s_verify_prehash pqkit_slh_dsa_shake_128s_sign_internal pqkit_slh_dsa_shake_128s_verify_internal],
    slh_dsa_shake_128f 16 17088 [pqkit_slh_dsa_shake_128f_keypair pqkit_slh_dsa_shake_128f_keypair_derand pqkit_slh_dsa_shake_128f_sign pqkit_slh_dsa_shake_128f_sign_derand pqkit_slh_dsa_shake_128f_verify pqkit_slh_dsa_shake_128f_sign_prehash pqkit_slh_dsa_shake_128f_verify_prehash pqkit_slh_dsa_shake_128f_sign_internal pqkit_slh_dsa_shake_128f_verify_internal],
    slh_dsa_shake_192s 24 16224 [pqkit_slh_dsa_shake_192s_keypair pqkit_slh_dsa_shake_192s_keypair_derand pqkit_slh_dsa_shake_192s_sign pqkit_slh_dsa_shake_192s_sign_derand pqkit_slh_dsa_shake_192s_verify pqkit_slh_dsa_shake_192s_sign_prehash pqkit_slh_dsa_shake_192s_verify_prehash pqkit_slh_dsa_shake_192s_sign_internal pqkit_slh_dsa_shake_192s_verify_internal],
    slh_dsa_shake_192f 24 35664 [pqkit_slh_dsa_shake_192f_keypair pqkit_slh_dsa_shake_192f_keypair_derand pqkit_slh_dsa_shake_192f_sign pqkit_slh_dsa_shake_192f_sign_derand pqkit_slh_dsa_shake_192f_verify pqkit_slh_dsa_shake_192f_sign_prehash pqkit_slh_dsa_shake_192f_verify_prehash pqkit_slh_dsa_shake_192f_sign_internal pqkit_slh_dsa_shake_192f_verify_internal],
    slh_dsa_shake_256s 32 29792 [pqkit_slh_dsa_shake_256s_keypair pqkit_slh_dsa_shake_256s_keypair_derand pqkit_slh_dsa_shake_256s_sign pqkit_slh_dsa_shake_256s_sign_derand pqkit_slh_dsa_shake_256s_verify pqkit_slh_dsa_shake_256s_sign_prehash pqkit_slh_dsa_shake_256s_verify_prehash pqkit_slh_dsa_shake_256s_sign_internal pqkit_slh_dsa_shake_256s_verify_internal],
    slh_dsa_shake_256f 32 49856 [pqkit_slh_dsa_shake_256f_keypair pqkit_slh_dsa_shake_256f_keypair_derand pqkit_slh_dsa_shake_256f_sign pqkit_slh_dsa_shake_256f_sign_derand pqkit_slh_dsa_shake_256f_verify pqkit_slh_dsa_shake_256f_sign_prehash pqkit_slh_dsa_shake_256f_verify_prehash pqkit_slh_dsa_shake_256f_sign_internal pqkit_slh_dsa_shake_256f_verify_internal],
}

/// One Falcon set (`include/pqkit/falcon.h`): round 3.1 (falcon-512/1024,
/// falcon-padded-512/1024; no context, no pre-hash) and FN-DSA (provisional), which adds
/// the pre-hash pair.
macro_rules! falcon_set {
    ($set:ident, $pk:expr, $sk:expr, $sig:expr, $seed:expr,
     $keypair:ident, $keypair_derand:ident, $sign:ident, $sign_derand:ident, $verify:ident
     $(, $sign_prehash:ident, $verify_prehash:ident)?) => {
        sig_set! {
            $set {
                PK_BYTES = $pk;
                SK_BYTES = $sk;
                /// The signature's length (padded sets, FN-DSA) or its largest length.
                SIG_BYTES = $sig;
                /// Key generation's seed: the round-3 reference's 48 bytes, the fn-dsa
                /// crate's 32 for FN-DSA.
                SEED_BYTES = $seed;
                /// `sign_derand`'s `rnd`: the nonce (40) and the sampler's seed (48).
                RND_BYTES = 88;
            }
            keypair: $keypair, $keypair_derand(seed);
            sign: $sign, $sign_derand, $verify;
            $(prehash: $sign_prehash, $verify_prehash;)?
        }
    };
}

falcon_set!(falcon_512, 897, 1281, 752, 48,
    pqkit_falcon_512_keypair, pqkit_falcon_512_keypair_derand, pqkit_falcon_512_sign,
    pqkit_falcon_512_sign_derand, pqkit_falcon_512_verify);
falcon_set!(falcon_1024, 1793, 2305, 1462, 48,
    pqkit_falcon_1024_keypair, pqkit_falcon_1024_keypair_derand, pqkit_falcon_1024_sign,
    pqkit_falcon_1024_sign_derand, pqkit_falcon_1024_verify);
falcon_set!(falcon_padded_512, 897, 1281, 666, 48,
    pqkit_falcon_padded_512_keypair, pqkit_falcon_padded_512_keypair_derand,
    pqkit_falcon_padded_512_sign, pqkit_falcon_padded_512_sign_derand,
    pqkit_falcon_padded_512_verify);
falcon_set!(falcon_padded_1024, 1793, 2305, 1280, 48,
    pqkit_falcon_padded_1024_keypair, pqkit_falcon_padded_1024_keypair_derand,
    pqkit_falcon_padded_1024_sign, pqkit_falcon_padded_1024_sign_derand,
    pqkit_falcon_padded_1024_verify);
falcon_set!(fn_dsa_512, 897, 1281, 666, 32,
    pqkit_fn_dsa_512_keypair, pqkit_fn_dsa_512_keypair_derand, pqkit_fn_dsa_512_sign,
    pqkit_fn_dsa_512_sign_derand, pqkit_fn_dsa_512_verify, pqkit_fn_dsa_512_sign_prehash,
    pqkit_fn_dsa_512_verify_prehash);
falcon_set!(fn_dsa_1024, 1793, 2305, 1280, 32,
    pqkit_fn_dsa_1024_keypair, pqkit_fn_dsa_1024_keypair_derand, pqkit_fn_dsa_1024_sign,
    pqkit_fn_dsa_1024_sign_derand, pqkit_fn_dsa_1024_verify, pqkit_fn_dsa_1024_sign_prehash,
    pqkit_fn_dsa_1024_verify_prehash);

/// One HQC set (`include/pqkit/hqc.h`); `$k` is the message size.
macro_rules! hqc_set {
    ($set:ident, $ek:expr, $dk:expr, $ct:expr, $k:expr, $($f:ident),+) => {
        kem_set!($set, $ek, $dk, $ct,
                 seed: 32, "`seed_KEM`, the seed-format private key.",
                 encaps_seed: $k + 16, "`m || salt`, the encapsulation randomness.", $($f),+);
    };
}

hqc_set!(hqc_1, 2241, 2321, 4433, 16,
    pqkit_hqc_1_keypair, pqkit_hqc_1_keypair_derand, pqkit_hqc_1_expand_dk,
    pqkit_hqc_1_encaps, pqkit_hqc_1_encaps_derand, pqkit_hqc_1_decaps,
    pqkit_hqc_1_check_ek, pqkit_hqc_1_check_dk,
    pqkit_hqc_1_ek_bytes, pqkit_hqc_1_dk_bytes, pqkit_hqc_1_ct_bytes);
hqc_set!(hqc_3, 4514, 4602, 8978, 24,
    pqkit_hqc_3_keypair, pqkit_hqc_3_keypair_derand, pqkit_hqc_3_expand_dk,
    pqkit_hqc_3_encaps, pqkit_hqc_3_encaps_derand, pqkit_hqc_3_decaps,
    pqkit_hqc_3_check_ek, pqkit_hqc_3_check_dk,
    pqkit_hqc_3_ek_bytes, pqkit_hqc_3_dk_bytes, pqkit_hqc_3_ct_bytes);
hqc_set!(hqc_5, 7237, 7333, 14421, 32,
    pqkit_hqc_5_keypair, pqkit_hqc_5_keypair_derand, pqkit_hqc_5_expand_dk,
    pqkit_hqc_5_encaps, pqkit_hqc_5_encaps_derand, pqkit_hqc_5_decaps,
    pqkit_hqc_5_check_ek, pqkit_hqc_5_check_dk,
    pqkit_hqc_5_ek_bytes, pqkit_hqc_5_dk_bytes, pqkit_hqc_5_ct_bytes);

/// One BIKE set (`include/pqkit/bike.h`).
macro_rules! bike_set {
    ($set:ident, $ek:expr, $dk:expr, $ct:expr, $($f:ident),+) => {
        kem_set!($set, $ek, $dk, $ct,
                 seed: 64, "The key-generation seed and sigma.",
                 encaps_seed: 64, "`m` and 32 unused bytes (the reference draws two seeds).",
                 $($f),+);
    };
}

bike_set!(bike_l1, 1541, 5223, 1573,
    pqkit_bike_l1_keypair, pqkit_bike_l1_keypair_derand, pqkit_bike_l1_expand_dk,
    pqkit_bike_l1_encaps, pqkit_bike_l1_encaps_derand, pqkit_bike_l1_decaps,
    pqkit_bike_l1_check_ek, pqkit_bike_l1_check_dk,
    pqkit_bike_l1_ek_bytes, pqkit_bike_l1_dk_bytes, pqkit_bike_l1_ct_bytes);
bike_set!(bike_l3, 3083, 10105, 3115,
    pqkit_bike_l3_keypair, pqkit_bike_l3_keypair_derand, pqkit_bike_l3_expand_dk,
    pqkit_bike_l3_encaps, pqkit_bike_l3_encaps_derand, pqkit_bike_l3_decaps,
    pqkit_bike_l3_check_ek, pqkit_bike_l3_check_dk,
    pqkit_bike_l3_ek_bytes, pqkit_bike_l3_dk_bytes, pqkit_bike_l3_ct_bytes);
bike_set!(bike_l5, 5122, 16494, 5154,
    pqkit_bike_l5_keypair, pqkit_bike_l5_keypair_derand, pqkit_bike_l5_expand_dk,
    pqkit_bike_l5_encaps, pqkit_bike_l5_encaps_derand, pqkit_bike_l5_decaps,
    pqkit_bike_l5_check_ek, pqkit_bike_l5_check_dk,
    pqkit_bike_l5_ek_bytes, pqkit_bike_l5_dk_bytes, pqkit_bike_l5_ct_bytes);

#[cfg(test)]
mod tests {
    use super::*;

    /// The sizes declared here are the ones the C library was built with.
    #[test]
    fn ml_kem_sizes_match_the_library() {
        unsafe {
            assert_eq!(pqkit_ml_kem_512_ek_bytes, ml_kem_512::EK_BYTES);
            assert_eq!(pqkit_ml_kem_512_dk_bytes, ml_kem_512::DK_BYTES);
            assert_eq!(pqkit_ml_kem_512_ct_bytes, ml_kem_512::CT_BYTES);
            assert_eq!(pqkit_ml_kem_768_ek_bytes, ml_kem_768::EK_BYTES);
            assert_eq!(pqkit_ml_kem_768_dk_bytes, ml_kem_768::DK_BYTES);
            assert_eq!(pqkit_ml_kem_768_ct_bytes, ml_kem_768::CT_BYTES);
            assert_eq!(pqkit_ml_kem_1024_ek_bytes, ml_kem_1024::EK_BYTES);
            assert_eq!(pqkit_ml_kem_1024_dk_bytes, ml_kem_1024::DK_BYTES);
            assert_eq!(pqkit_ml_kem_1024_ct_bytes, ml_kem_1024::CT_BYTES);
        }
    }

    #[test]
    fn hqc_sizes_match_the_library() {
        unsafe {
            assert_eq!(pqkit_hqc_1_ek_bytes, hqc_1::EK_BYTES);
            assert_eq!(pqkit_hqc_1_dk_bytes, hqc_1::DK_BYTES);
            assert_eq!(pqkit_hqc_1_ct_bytes, hqc_1::CT_BYTES);
            assert_eq!(pqkit_hqc_3_ek_bytes, hqc_3::EK_BYTES);
            assert_eq!(pqkit_hqc_3_dk_bytes, hqc_3::DK_BYTES);
            assert_eq!(pqkit_hqc_3_ct_bytes, hqc_3::CT_BYTES);
            assert_eq!(pqkit_hqc_5_ek_bytes, hqc_5::EK_BYTES);
            assert_eq!(pqkit_hqc_5_dk_bytes, hqc_5::DK_BYTES);
            assert_eq!(pqkit_hqc_5_ct_bytes, hqc_5::CT_BYTES);
        }
    }

    #[test]
    fn bike_sizes_match_the_library() {
        unsafe {
            assert_eq!(pqkit_bike_l1_ek_bytes, bike_l1::EK_BYTES);
            assert_eq!(pqkit_bike_l1_dk_bytes, bike_l1::DK_BYTES);
            assert_eq!(pqkit_bike_l1_ct_bytes, bike_l1::CT_BYTES);
            assert_eq!(pqkit_bike_l3_ek_bytes, bike_l3::EK_BYTES);
            assert_eq!(pqkit_bike_l3_dk_bytes, bike_l3::DK_BYTES);
            assert_eq!(pqkit_bike_l3_ct_bytes, bike_l3::CT_BYTES);
            assert_eq!(pqkit_bike_l5_ek_bytes, bike_l5::EK_BYTES);
            assert_eq!(pqkit_bike_l5_dk_bytes, bike_l5::DK_BYTES);
            assert_eq!(pqkit_bike_l5_ct_bytes, bike_l5::CT_BYTES);
        }
    }

    #[test]
    fn strerror_names_every_code() {
        for code in [PQKIT_OK, PQKIT_ERR_BAD_LENGTH, PQKIT_ERR_INVALID_KEY, PQKIT_ERR_VERIFY,
                     PQKIT_ERR_RANDOMNESS, PQKIT_ERR_BAD_ARGUMENT, PQKIT_ERR_FAULT] {
            let text = unsafe { core::ffi::CStr::from_ptr(pqkit_strerror(code)) };
            assert!(!text.to_bytes().is_empty());
        }
    }
}
