// SPDX-License-Identifier: Apache-2.0 OR MIT
//! ML-DSA in TLS 1.3 (SignatureScheme 0x0904-0x0906, pure ML-DSA with an empty
//! context) and in X.509 (RFC 9881: id-ml-dsa-44/65/87, 2.16.840.1.101.3.4.3.17-19,
//! no parameters), with pqkit doing the signing and verifying.
//!
//! - [`MlDsaVerify`]: rustls-webpki's pluggable verification algorithm, for
//!   certificate chains and for CertificateVerify.
//! - [`MlDsaKey`]: a server or client signing key for rustls, loaded from PKCS#8 by
//!   [`KeyProvider`](crate::KEY_PROVIDER) (seed form `[0] OCTET STRING (32)`, or the
//!   form holding both seed and expanded key) or made from a seed.
use std::fmt;
use std::sync::Arc;

use pqkit::ml_dsa::{ml_dsa_44, ml_dsa_65, ml_dsa_87};
use rustls::pki_types::{alg_id, AlgorithmIdentifier, InvalidSignature,
                        SignatureVerificationAlgorithm, SubjectPublicKeyInfoDer};
use rustls::sign::{Signer, SigningKey};
use rustls::{Error, SignatureAlgorithm, SignatureScheme};

/// An ML-DSA parameter set.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MlDsaLevel {
    /// ML-DSA-44
    MlDsa44,
    /// ML-DSA-65
    MlDsa65,
    /// ML-DSA-87
    MlDsa87,
}

impl MlDsaLevel {
    /// The TLS SignatureScheme.
    pub fn scheme(self) -> SignatureScheme {
        match self {
            MlDsaLevel::MlDsa44 => SignatureScheme::ML_DSA_44,
            MlDsaLevel::MlDsa65 => SignatureScheme::ML_DSA_65,
            MlDsaLevel::MlDsa87 => SignatureScheme::ML_DSA_87,
        }
    }

    /// The X.509 AlgorithmIdentifier (contents of the SEQUENCE).
    pub fn alg_id(self) -> AlgorithmIdentifier {
        match self {
            MlDsaLevel::MlDsa44 => alg_id::ML_DSA_44,
            MlDsaLevel::MlDsa65 => alg_id::ML_DSA_65,
            MlDsaLevel::MlDsa87 => alg_id::ML_DSA_87,
        }
    }

    /// The last arc of the OID 2.16.840.1.101.3.4.3.`arc`.
    pub fn oid_arc(self) -> u8 {
        match self {
            MlDsaLevel::MlDsa44 => 17,
            MlDsaLevel::MlDsa65 => 18,
            MlDsaLevel::MlDsa87 => 19,
        }
    }

    fn from_oid_arc(arc: u8) -> Option<Self> {
        [MlDsaLevel::MlDsa44, MlDsaLevel::MlDsa65, MlDsaLevel::MlDsa87].into_iter()
            .find(|l| l.oid_arc() == arc)
    }
}

/// Verification of ML-DSA signatures for rustls-webpki.
pub struct MlDsaVerify(pub MlDsaLevel);

impl fmt::Debug for MlDsaVerify {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MlDsaVerify({:?})", self.0)
    }
}

/// ML-DSA-44 verification.
pub static ML_DSA_44: &dyn SignatureVerificationAlgorithm = &MlDsaVerify(MlDsaLevel::MlDsa44);
/// ML-DSA-65 verification.
pub static ML_DSA_65: &dyn SignatureVerificationAlgorithm = &MlDsaVerify(MlDsaLevel::MlDsa65);
/// ML-DSA-87 verification.
pub static ML_DSA_87: &dyn SignatureVerificationAlgorithm = &MlDsaVerify(MlDsaLevel::MlDsa87);

impl SignatureVerificationAlgorithm for MlDsaVerify {
    fn verify_signature(&self, public_key: &[u8], message: &[u8], signature: &[u8])
        -> Result<(), InvalidSignature> {
        // A key or signature of the wrong length is an invalid signature, not a panic.
        macro_rules! verify {
            ($set:ident) => {{
                let pk = $set::VerifyingKey::from_slice(public_key).map_err(|_| InvalidSignature)?;
                let sig = $set::Signature::from_slice(signature).map_err(|_| InvalidSignature)?;
                pk.verify_with_context(message, &[], &sig).map_err(|_| InvalidSignature)
            }};
        }
        match self.0 {
            MlDsaLevel::MlDsa44 => verify!(ml_dsa_44),
            MlDsaLevel::MlDsa65 => verify!(ml_dsa_65),
            MlDsaLevel::MlDsa87 => verify!(ml_dsa_87),
        }
    }

    fn public_key_alg_id(&self) -> AlgorithmIdentifier {
        self.0.alg_id()
    }

    fn signature_alg_id(&self) -> AlgorithmIdentifier {
        self.0.alg_id()
    }
}

/// The private key of one parameter set.
enum Key {
    K44(ml_dsa_44::SigningKey),
    K65(ml_dsa_65::SigningKey),
    K87(ml_dsa_87::SigningKey),
}

/// An ML-DSA signing key for rustls (certificate holder's key).
pub struct MlDsaKey {
    level: MlDsaLevel,
    key: Arc<Key>,
}

impl fmt::Debug for MlDsaKey {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MlDsaKey({:?})", self.level)
    }
}

impl MlDsaKey {
    /// Expands the 32-byte seed ξ.
    pub fn from_seed(level: MlDsaLevel, seed: &[u8; 32]) -> Self {
        let key = match level {
            MlDsaLevel::MlDsa44 => Key::K44(ml_dsa_44::SigningKey::from_seed(&(*seed).into())),
            MlDsaLevel::MlDsa65 => Key::K65(ml_dsa_65::SigningKey::from_seed(&(*seed).into())),
            MlDsaLevel::MlDsa87 => Key::K87(ml_dsa_87::SigningKey::from_seed(&(*seed).into())),
        };
        Self { level, key: Arc::new(key) }
    }

    /// A new key from the operating system's generator.
    pub fn generate(level: MlDsaLevel) -> Result<Self, Error> {
        let mut seed = zeroize::Zeroizing::new([0u8; 32]);
        rand_fill(&mut seed[..])?;
        Ok(Self::from_seed(level, &seed))
    }

    /// The parameter set.
    pub fn level(&self) -> MlDsaLevel {
        self.level
    }

    /// The encoded public key (`pkEncode`).
    pub fn public_key_bytes(&self) -> &[u8] {
        match &*self.key {
            Key::K44(k) => k.as_verifying_key().as_bytes(),
            Key::K65(k) => k.as_verifying_key().as_bytes(),
            Key::K87(k) => k.as_verifying_key().as_bytes(),
        }
    }

    /// Hedged ML-DSA signature of `message` with an empty context.
    pub fn sign(&self, message: &[u8]) -> Result<Vec<u8>, Error> {
        let mut rng = getrandom::SysRng;
        let failed = |_| Error::General("ML-DSA signing failed".into());
        Ok(match &*self.key {
            Key::K44(k) => k.sign_with_context(&mut rng, message, &[]).map_err(failed)?.as_bytes().to_vec(),
            Key::K65(k) => k.sign_with_context(&mut rng, message, &[]).map_err(failed)?.as_bytes().to_vec(),
            Key::K87(k) => k.sign_with_context(&mut rng, message, &[]).map_err(failed)?.as_bytes().to_vec(),
        })
    }

    /// The key as PKCS#8 DER in the seed-only form of RFC 9881.
    pub fn to_pkcs8_der(&self) -> zeroize::Zeroizing<Vec<u8>> {
        let seed = match &*self.key {
            Key::K44(k) => k.seed().as_bytes(),
            Key::K65(k) => k.seed().as_bytes(),
            Key::K87(k) => k.seed().as_bytes(),
        };
        let mut der = vec![0x30, 0x34, 0x02, 0x01, 0x00, 0x30, 0x0b];
        der.extend_from_slice(&oid_tlv(self.level));
        der.extend_from_slice(&[0x04, 0x22, 0x80, 0x20]);
        der.extend_from_slice(seed);
        zeroize::Zeroizing::new(der)
    }

    /// The SubjectPublicKeyInfo DER.
    pub fn subject_public_key_info(&self) -> Vec<u8> {
        let pk = self.public_key_bytes();
        let mut alg = vec![0x30, 0x0b];
        alg.extend_from_slice(&oid_tlv(self.level));
        let mut bits = vec![0x00];
        bits.extend_from_slice(pk);
        let mut body = alg;
        body.extend(tlv(0x03, &bits));
        tlv(0x30, &body)
    }

    /// Parses PKCS#8 DER holding an ML-DSA key; `None` if it is not one.
    pub fn from_pkcs8_der(der: &[u8]) -> Option<Result<Self, Error>> {
        let bad = || Some(Err(Error::General("malformed ML-DSA PKCS#8 key".into())));
        let mut outer = Der(der).read(0x30)?;
        let _version = outer.read(0x02)?;
        let alg = outer.read(0x30)?;
        let level = match alg.0 {
            [0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, arc] => MlDsaLevel::from_oid_arc(*arc)?,
            _ => return None,
        };
        let Some(private) = outer.read(0x04) else { return bad() };
        let seed = match private.0.first() {
            // seed [0] IMPLICIT OCTET STRING (SIZE (32))
            Some(0x80) => Der(private.0).read(0x80),
            // both SEQUENCE { seed OCTET STRING, expandedKey OCTET STRING }
            Some(0x30) => Der(private.0).read(0x30).and_then(|mut both| both.read(0x04)),
            _ => None,
        };
        match seed.and_then(|s| <[u8; 32]>::try_from(s.0).ok()) {
            Some(seed) => Some(Ok(Self::from_seed(level, &seed))),
            None => bad(),
        }
    }
}

fn rand_fill(out: &mut [u8]) -> Result<(), Error> {
    use rustls::crypto::aws_lc_rs::default_provider;
    default_provider().secure_random.fill(out).map_err(|_| Error::FailedToGetRandomBytes)
}

/// `06 09 <2.16.840.1.101.3.4.3.arc>`
fn oid_tlv(level: MlDsaLevel) -> [u8; 11] {
    [0x06, 0x09, 0x60, 0x86, 0x48, 0x01, 0x65, 0x03, 0x04, 0x03, level.oid_arc()]
}

fn tlv(tag: u8, body: &[u8]) -> Vec<u8> {
    let mut out = vec![tag];
    let len = body.len();
    if len < 0x80 {
        out.push(len as u8);
    } else {
        let bytes = len.to_be_bytes();
        let skip = bytes.iter().take_while(|b| **b == 0).count();
        out.push(0x80 | (bytes.len() - skip) as u8);
        out.extend_from_slice(&bytes[skip..]);
    }
    out.extend_from_slice(body);
    out
}

/// A cursor over DER: `read(tag)` returns the contents of the next element if it has
/// that tag (definite lengths up to 4 bytes), or `None`.
struct Der<'a>(&'a [u8]);

impl<'a> Der<'a> {
    fn read(&mut self, tag: u8) -> Option<Der<'a>> {
        let (&t, rest) = self.0.split_first()?;
        if t != tag {
            return None;
        }
        let (&first, mut rest) = rest.split_first()?;
        let len = if first < 0x80 {
            usize::from(first)
        } else {
            let n = usize::from(first & 0x7f);
            if n == 0 || n > 4 || rest.len() < n {
                return None;
            }
            let len = rest[..n].iter().fold(0usize, |acc, b| (acc << 8) | usize::from(*b));
            rest = &rest[n..];
            len
        };
        if rest.len() < len {
            return None;
        }
        let (body, after) = rest.split_at(len);
        self.0 = after;
        Some(Der(body))
    }
}

struct MlDsaSigner {
    key: Arc<MlDsaKey>,
}

impl fmt::Debug for MlDsaSigner {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "MlDsaSigner({:?})", self.key.level)
    }
}

impl Signer for MlDsaSigner {
    fn sign(&self, message: &[u8]) -> Result<Vec<u8>, Error> {
        self.key.sign(message)
    }

    fn scheme(&self) -> SignatureScheme {
        self.key.level.scheme()
    }
}

/// A rustls signing key over an [`MlDsaKey`].
#[derive(Debug)]
pub struct MlDsaSigningKey(pub Arc<MlDsaKey>);

impl SigningKey for MlDsaSigningKey {
    fn choose_scheme(&self, offered: &[SignatureScheme]) -> Option<Box<dyn Signer>> {
        offered.contains(&self.0.level.scheme())
            .then(|| Box::new(MlDsaSigner { key: self.0.clone() }) as Box<dyn Signer>)
    }

    fn public_key(&self) -> Option<SubjectPublicKeyInfoDer<'_>> {
        Some(SubjectPublicKeyInfoDer::from(self.0.subject_public_key_info()))
    }

    fn algorithm(&self) -> SignatureAlgorithm {
        // TLS 1.2's SignatureAlgorithm registry has no ML-DSA entry.
        SignatureAlgorithm::Unknown(0)
    }
}
