//! Integers of odd widths (`i2`…`i63` other than `i8`, `i16`, `i32`: `i7`, `i15`, `i24`,
//! `i48` …), which clang and LLVM's own tests use (bit-fields, `i24` multiplies), promoted to
//! the next gfxc integer (the *container*: `i8`, `i16`, `i32` or `i64`) as LLVM's type
//! legalizer promotes them.
//!
//! Guarantees:
//! - An odd-width value is always held **zero-extended** in its container: every operation
//!   whose container result can carry bits above the width (`add`, `sub`, `mul`, `shl`,
//!   `ashr`, `sdiv`, `srem`, `sext`/`trunc`/`fptosi`/`fptoui` to it, constants, loads,
//!   kernel parameters) is masked afterwards. `and`/`or`/`xor`, `udiv`/`urem`, `lshr`,
//!   `select` and phis keep the invariant by themselves.
//! - Signed operations (`sdiv`, `srem`, `ashr`, signed `icmp`, `sext` and `sitofp` from the
//!   width) first sign-extend their operands from the width inside the container (`shl` then
//!   `ashr` by the container width minus the width), so the results equal LangRef's on the
//!   `N`-bit values.
//! - Memory: `load`/`store` touch exactly the type's store size, `ceil(N/8)` bytes (LangRef
//!   "load": bits above `N` in the last byte are unspecified on load and written as zero),
//!   as pieces of 1, 2 or 4 bytes as the alignment allows. In the kernarg segment an odd
//!   width takes its container's size and alignment, which is LLVM's (the datalayout rounds
//!   an unlisted integer up to the next listed one: `i24` is 4 bytes at 4, `i48` 8 at 8).
//! - Every other use of an odd width (intrinsics, atomics, `bitcast`, vectors of them) stays
//!   `unsupported: type 'iN'` at its location: [`crate::layout::Types::ir`] still rejects
//!   them, only the paths above ask [`crate::layout::Types::ir_odd`].

use crate::ast::Ty;
use crate::layout::odd_container;
use crate::lower::FnCx;
use gfxc_ir::{MemFlags, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// The width of `ty` if it is an odd-width integer.
    pub(crate) fn odd_bits(&self, ty: &Ty) -> Option<u32> {
        match self.m.types.resolve(ty, SrcLoc::default()) {
            Ok(Ty::Int(n)) if odd_container(n).is_some() => Some(n),
            _ => None,
        }
    }

    /// `x` with the bits above `n` cleared.
    pub(crate) fn odd_mask(&mut self, x: Value, n: u32) -> Value {
        let t = self.b.ty(x);
        let m = self.b.iconst(t, ((1u64 << n) - 1) as i64);
        self.b.and(x, m)
    }

    /// `x` sign-extended from bit `n - 1` to its whole container.
    pub(crate) fn odd_sext(&mut self, x: Value, n: u32) -> Value {
        let t = self.b.ty(x);
        let k = self.b.iconst(t, (t.bits() - n) as i64);
        let s = self.b.shl(x, k);
        self.b.ashr(s, k)
    }

    /// Loads an odd-width integer of `n` bits (`ceil(n/8)` bytes) into container `t`.
    pub(crate) fn odd_load(&mut self, t: Type, p: Value, n: u32, flags: MemFlags) -> Value {
        let mut acc: Option<Value> = None;
        for (off, size) in byte_pieces(n.div_ceil(8), flags.align) {
            let it = int_of_bytes(size);
            let a = self.odd_addr(p, off);
            let f = MemFlags {
                align: piece_align(flags.align, off),
                ..flags
            };
            let v = self.b.load_flags(it, a, f);
            let v = if it == t { v } else { self.b.zext(t, v) };
            let v = if off == 0 {
                v
            } else {
                let k = self.b.iconst(t, 8 * off as i64);
                self.b.shl(v, k)
            };
            acc = Some(match acc {
                None => v,
                Some(x) => self.b.or(x, v),
            });
        }
        self.odd_mask(acc.expect("at least one byte"), n)
    }

    /// Stores the `ceil(n/8)` bytes of the odd-width integer `x`.
    pub(crate) fn odd_store(&mut self, x: Value, p: Value, n: u32, flags: MemFlags) {
        let t = self.b.ty(x);
        for (off, size) in byte_pieces(n.div_ceil(8), flags.align) {
            let it = int_of_bytes(size);
            let v = if off == 0 {
                x
            } else {
                let k = self.b.iconst(t, 8 * off as i64);
                self.b.lshr(x, k)
            };
            let v = if it == t { v } else { self.b.itrunc(it, v) };
            let a = self.odd_addr(p, off);
            let f = MemFlags {
                align: piece_align(flags.align, off),
                ..flags
            };
            self.b.store_flags(v, a, f);
        }
    }

    fn odd_addr(&mut self, p: Value, off: u32) -> Value {
        if off == 0 {
            return p;
        }
        let it = if self.b.ty(p).bits() == 64 {
            Type::I64
        } else {
            Type::I32
        };
        let o = self.b.iconst(it, off as i64);
        self.b.ptradd(p, o)
    }
}

/// Pieces `(byte offset, bytes)` covering `total` bytes, each 1, 2 or 4 bytes and as
/// naturally aligned as `align` allows.
fn byte_pieces(total: u32, align: u32) -> Vec<(u32, u32)> {
    let mut out = Vec::new();
    let mut off = 0;
    while off < total {
        let at = piece_align(align, off);
        let size = [4, 2, 1]
            .into_iter()
            .find(|&s| s <= total - off && s <= at)
            .unwrap_or(1);
        out.push((off, size));
        off += size;
    }
    out
}

/// The alignment known at byte `off` of an access aligned to `align`.
fn piece_align(align: u32, off: u32) -> u32 {
    if off == 0 {
        align.max(1)
    } else {
        align.max(1).min(1 << off.trailing_zeros())
    }
}

fn int_of_bytes(b: u32) -> Type {
    match b {
        1 => Type::I8,
        2 => Type::I16,
        _ => Type::I32,
    }
}

#[cfg(test)]
mod tests {
    use super::byte_pieces;

    #[test]
    fn pieces_cover_the_store_size() {
        assert_eq!(byte_pieces(3, 4), vec![(0, 2), (2, 1)]);
        assert_eq!(byte_pieces(3, 1), vec![(0, 1), (1, 1), (2, 1)]);
        assert_eq!(byte_pieces(6, 8), vec![(0, 4), (4, 2)]);
        assert_eq!(byte_pieces(7, 2), vec![(0, 2), (2, 2), (4, 2), (6, 1)]);
        assert_eq!(byte_pieces(5, 4), vec![(0, 4), (4, 1)]);
    }
}
