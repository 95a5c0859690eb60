//! A fast, deterministic hasher for the hazard pass's hash maps (keys: instructions and
//! short index sequences), in place of the standard library's SipHash.
//!
//! Guarantees: [`FastMap`] behaves as `std::collections::HashMap` with a fixed-seed hasher;
//! nothing observable depends on its iteration order (the pass only looks keys up, and every
//! set whose order matters is a `BTreeSet`).
//!
//! Why: SipHash of a 64-entry tail per lookup was ~10% of compiling `softmax.gir` for
//! gfx1100 (callgrind); the keys are compiler-internal, so denial-of-service resistance buys
//! nothing here.

use std::collections::HashMap;
use std::hash::{BuildHasherDefault, Hasher};

/// Multiply-rotate word hasher: each word is mixed in with one rotate, xor and multiply.
#[derive(Clone, Copy, Default)]
pub struct FastHasher {
    h: u64,
}

/// An odd 64-bit constant with well-spread bits (2^64 / golden ratio).
const K: u64 = 0x9e37_79b9_7f4a_7c15;

impl FastHasher {
    #[inline]
    fn add(&mut self, w: u64) {
        self.h = (self.h.rotate_left(5) ^ w).wrapping_mul(K);
    }
}

impl Hasher for FastHasher {
    #[inline]
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            let mut w = [0u8; 8];
            w.copy_from_slice(c);
            self.add(u64::from_le_bytes(w));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w) ^ ((rest.len() as u64) << 59));
        }
    }
    #[inline]
    fn write_u8(&mut self, i: u8) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u16(&mut self, i: u16) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u32(&mut self, i: u32) {
        self.add(i as u64);
    }
    #[inline]
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    #[inline]
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    #[inline]
    fn finish(&self) -> u64 {
        // hashbrown takes its control bits from the top 7 bits: fold the low bits up.
        self.h ^ (self.h >> 29)
    }
}

/// A `HashMap` with [`FastHasher`].
pub type FastMap<K, V> = HashMap<K, V, BuildHasherDefault<FastHasher>>;

#[cfg(test)]
mod tests {
    use super::*;
    use std::hash::{BuildHasher, Hash};

    fn hash<T: Hash + ?Sized>(x: &T) -> u64 {
        BuildHasherDefault::<FastHasher>::default().hash_one(x)
    }

    #[test]
    fn equal_keys_hash_equal_and_close_keys_differ() {
        let a: Vec<usize> = (0..64).collect();
        let b: Vec<usize> = (0..64).collect();
        assert_eq!(hash(&a[..]), hash(&b[..]));
        let mut seen = std::collections::HashSet::new();
        // Tails differing in one index, or only in length, must not collide.
        for k in 0..64 {
            let mut c = a.clone();
            c[k] += 1;
            assert!(seen.insert(hash(&c[..])), "collision at {k}");
            assert!(seen.insert(hash(&a[..k])), "prefix collision at {k}");
        }
        assert!(seen.insert(hash(&[1u8, 2, 3][..])));
        assert_ne!(hash(&[1u8, 2, 3][..]), hash(&[1u8, 2, 3, 0][..]));
    }

    #[test]
    fn map_finds_what_it_stores() {
        let mut m: FastMap<Vec<usize>, usize> = FastMap::default();
        for k in 0..1000usize {
            m.insert(vec![k, k * 7, k ^ 3], k);
        }
        for k in 0..1000usize {
            assert_eq!(m.get(&vec![k, k * 7, k ^ 3]), Some(&k));
        }
        assert_eq!(m.len(), 1000);
    }
}
