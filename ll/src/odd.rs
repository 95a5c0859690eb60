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
//! - Vectors of odd-width lanes (`<3 x i15>`) are vectors of containers, every lane
//!   zero-extended; in memory (and in the kernarg segment, where they are passed by
//!   reference) they are bit-packed as LLVM lays vectors out, lane `j` at bit `j*N`, when the
//!   vector has at most 64 bits.
//! - `ctlz`, `cttz`, `ctpop`, `bitreverse`, `abs`, `smin`/`smax`/`umin`/`umax` on odd
//!   widths and `bitcast`s of at most 64 bits with odd-width integers are exact
//!   ([`FnCx::odd_intrinsic`], [`FnCx::odd_bitcast`]).
//! - Every other use of an odd width (other intrinsics, atomics) stays
//!   `unsupported: type 'iN'` at its location: [`crate::layout::Types::ir`] still rejects
//!   them, only the paths above ask [`crate::layout::Types::ir_odd`].

use crate::ast::{Arg, Ty};
use crate::layout::{odd_container, LResult};
use crate::lower::FnCx;
use crate::lower::LV;
use crate::parse::unsupported;
use gfxc_ir::{MemFlags, Opcode, Scalar, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// The width of `ty` if it is an odd-width integer, or of its lanes if it is a vector of
    /// them (held as a vector of containers, each lane zero-extended).
    pub(crate) fn odd_bits(&self, ty: &Ty) -> Option<u32> {
        let l = SrcLoc::default();
        match self.m.types.resolve(ty, l) {
            Ok(Ty::Int(n)) if odd_container(n).is_some() => Some(n),
            Ok(Ty::Vector(k, e)) if (2..=Type::MAX_LANES as u32).contains(&k) => {
                match self.m.types.resolve(&e, l) {
                    Ok(Ty::Int(n)) if odd_container(n).is_some() => Some(n),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// The constant `v` in every lane of `t` (a scalar or a vector of integers).
    fn odd_const(&mut self, t: Type, v: u64) -> Value {
        match t {
            Type::Vector(s, _) => {
                let x = self.b.iconst(Type::Scalar(s), v as i64);
                self.b.splat(t, x)
            }
            _ => self.b.iconst(t, v as i64),
        }
    }

    /// `x` with the bits above `n` cleared (in every lane).
    pub(crate) fn odd_mask(&mut self, x: Value, n: u32) -> Value {
        if n >= 64 {
            return x;
        }
        let t = self.b.ty(x);
        let m = self.odd_const(t, (1u64 << n) - 1);
        self.b.and(x, m)
    }

    /// `x` sign-extended from bit `n - 1` to its whole container (in every lane).
    pub(crate) fn odd_sext(&mut self, x: Value, n: u32) -> Value {
        let t = self.b.ty(x);
        let lane = t.lane().map_or(t.bits(), |s| s.bits());
        let k = self.odd_const(t, (lane - n) as u64);
        let s = self.b.shl(x, k);
        self.b.ashr(s, k)
    }

    /// A vector of `k` odd-width lanes of `n` bits from its bit-packed memory form (lane `j`
    /// at bit `j*n`, `ceil(k*n/8)` bytes: LLVM's vector layout), for `k*n <= 64`.
    pub(crate) fn odd_vec_load(
        &mut self,
        t: Type,
        p: Value,
        n: u32,
        flags: MemFlags,
        loc: SrcLoc,
    ) -> LResult<Value> {
        let total = t.lanes() * n;
        if total > 64 {
            return Err(unsupported(
                loc,
                format!("vector of {} i{n} in memory", t.lanes()),
            ));
        }
        let bits = self.odd_load_bits(p, total, flags);
        Ok(self.odd_unpack(bits, t, n))
    }

    /// The lanes of `t` (`n` bits each) from the low bits of the `i64` `bits`.
    pub(crate) fn odd_unpack(&mut self, bits: Value, t: Type, n: u32) -> Value {
        let lt = Type::Scalar(t.lane().expect("vector"));
        let mut v: Option<Value> = None;
        for j in 0..t.lanes() {
            let x = if j == 0 {
                bits
            } else {
                let s = self.b.iconst(Type::I64, (j * n) as i64);
                self.b.lshr(bits, s)
            };
            let x = self.odd_mask(x, n);
            let x = if lt == Type::I64 {
                x
            } else {
                self.b.itrunc(lt, x)
            };
            v = Some(match v {
                None => self.b.splat(t, x),
                Some(v) => {
                    let i = self.b.iconst(Type::I32, j as i64);
                    self.b.insertelement(v, x, i)
                }
            });
        }
        v.expect("at least two lanes")
    }

    /// Stores a vector of odd-width lanes bit-packed ([`Self::odd_vec_load`]'s layout).
    pub(crate) fn odd_vec_store(
        &mut self,
        x: Value,
        p: Value,
        n: u32,
        flags: MemFlags,
        loc: SrcLoc,
    ) -> LResult<()> {
        let t = self.b.ty(x);
        let total = t.lanes() * n;
        if total > 64 {
            return Err(unsupported(
                loc,
                format!("vector of {} i{n} in memory", t.lanes()),
            ));
        }
        let mut acc: Option<Value> = None;
        for j in 0..t.lanes() {
            let i = self.b.iconst(Type::I32, j as i64);
            let e = self.b.extractelement(x, i);
            let e = if self.b.ty(e) == Type::I64 {
                e
            } else {
                self.b.zext(Type::I64, e)
            };
            let e = if j == 0 {
                e
            } else {
                let s = self.b.iconst(Type::I64, (j * n) as i64);
                self.b.shl(e, s)
            };
            acc = Some(match acc {
                None => e,
                Some(a) => self.b.or(a, e),
            });
        }
        let bits = acc.expect("at least two lanes");
        self.odd_store_bits(bits, p, total, flags);
        Ok(())
    }

    /// `total` (<= 64) bits from their `ceil(total/8)` bytes at `p`, as an `i64`.
    fn odd_load_bits(&mut self, p: Value, total: u32, flags: MemFlags) -> Value {
        let mut acc: Option<Value> = None;
        for (off, size) in byte_pieces(total.div_ceil(8), flags.align) {
            let it = int_of_bytes(size);
            let a = self.odd_addr(p, off);
            let f = MemFlags {
                align: piece_align(flags.align, off),
                ..flags
            };
            let v = self.b.load_flags(it, a, f);
            let v = self.b.zext(Type::I64, v);
            let v = if off == 0 {
                v
            } else {
                let k = self.b.iconst(Type::I64, 8 * off as i64);
                self.b.shl(v, k)
            };
            acc = Some(match acc {
                None => v,
                Some(x) => self.b.or(x, v),
            });
        }
        acc.expect("at least one byte")
    }

    /// Stores the low `total` bits of the `i64` `bits` as `ceil(total/8)` bytes at `p`.
    fn odd_store_bits(&mut self, bits: Value, p: Value, total: u32, flags: MemFlags) {
        for (off, size) in byte_pieces(total.div_ceil(8), flags.align) {
            let it = int_of_bytes(size);
            let v = if off == 0 {
                bits
            } else {
                let k = self.b.iconst(Type::I64, 8 * off as i64);
                self.b.lshr(bits, k)
            };
            let v = self.b.itrunc(it, v);
            let a = self.odd_addr(p, off);
            let f = MemFlags {
                align: piece_align(flags.align, off),
                ..flags
            };
            self.b.store_flags(v, a, f);
        }
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

impl FnCx<'_, '_> {
    /// The integer intrinsics that are exact on an odd width held zero-extended in its
    /// container (`None` for the others, which stay `unsupported: type 'iN'`):
    /// - `ctlz`: the container's count minus the container's extra bits (a zero input
    ///   gives `N`); `cttz`: the count of `x | 1 << N` (a zero input gives `N`);
    ///   `ctpop`, `umin`, `umax`: the container's;
    /// - `bitreverse`: the container's, shifted down by the extra bits;
    /// - `abs`, `smin`, `smax`: on the operands sign-extended inside the container, the
    ///   result masked to `N` bits.
    pub(crate) fn odd_intrinsic(
        &mut self,
        intr: &str,
        args: &[Arg],
        n: u32,
        loc: SrcLoc,
    ) -> Option<LResult<LV>> {
        let base = intr.rsplit_once('.').map_or(intr, |(b, _)| b);
        if !matches!(
            base,
            "ctlz" | "cttz" | "ctpop" | "bitreverse" | "abs" | "smin" | "smax" | "umin" | "umax"
        ) {
            return None;
        }
        Some(self.odd_intrinsic_of(base, args, n, loc))
    }

    fn odd_intrinsic_of(&mut self, base: &str, args: &[Arg], n: u32, loc: SrcLoc) -> LResult<LV> {
        let arity = if matches!(base, "smin" | "smax" | "umin" | "umax") {
            2
        } else {
            1
        };
        if args.len() < arity {
            return Err(unsupported(loc, "intrinsic with too few arguments"));
        }
        let x = self.operand(&args[0].v)?;
        let t = self.b.ty(x);
        let c = t.lane().map_or(t.bits(), |s| s.bits());
        let extra = self.odd_const(t, (c - n) as u64);
        let r = match base {
            "ctlz" => {
                let z = self.b.unary(Opcode::Ctlz, x);
                self.b.sub(z, extra)
            }
            "cttz" => {
                let top = self.odd_const(t, 1u64 << n);
                let y = self.b.or(x, top);
                self.b.unary(Opcode::Cttz, y)
            }
            "ctpop" => self.b.unary(Opcode::Ctpop, x),
            "bitreverse" => {
                let r = self.b.unary(Opcode::Bitreverse, x);
                self.b.lshr(r, extra)
            }
            "abs" => {
                let s = self.odd_sext(x, n);
                let a = self.b.unary(Opcode::Iabs, s);
                self.odd_mask(a, n)
            }
            _ => {
                let y = self.operand(&args[1].v)?;
                let (opc, signed) = match base {
                    "smin" => (Opcode::Smin, true),
                    "smax" => (Opcode::Smax, true),
                    "umin" => (Opcode::Umin, false),
                    _ => (Opcode::Umax, false),
                };
                if signed {
                    let (a, b) = (self.odd_sext(x, n), self.odd_sext(y, n));
                    let r = self.b.binary(opc, a, b);
                    self.odd_mask(r, n)
                } else {
                    self.b.binary(opc, x, y)
                }
            }
        };
        Ok(LV::V(r))
    }

    /// `bitcast` between types of equal size with at least one odd-width integer (scalar or
    /// lanes) and at most 64 bits in all (`i24` <-> `<3 x i8>`, `i48` <-> `<3 x i16>`,
    /// `<2 x i12>` <-> `i24`): the lanes are assembled into one `i64`, lane `j` at bit `j*w`
    /// (LLVM's little-endian vector layout), then split into the target's lanes (odd ones
    /// zero-extended in their containers, float lanes bitcast from their bits).
    pub(crate) fn odd_bitcast(
        &mut self,
        a: Value,
        from: &Ty,
        to: &Ty,
        t: Type,
        loc: SrcLoc,
    ) -> LResult<Value> {
        let shape = |cx: &Self, ty: &Ty| -> Option<(u32, u32)> {
            let (k, e) = match cx.m.types.resolve(ty, loc).ok()? {
                Ty::Vector(k, e) => (k, cx.m.types.resolve(&e, loc).ok()?),
                s => (1, s),
            };
            let w = match e {
                Ty::Int(n) if n <= 64 => n,
                Ty::Half => 16,
                Ty::Float => 32,
                Ty::Double => 64,
                _ => return None,
            };
            Some((k, w))
        };
        let (Some((kf, wf)), Some((kt, wt))) = (shape(self, from), shape(self, to)) else {
            return Err(unsupported(loc, format!("bitcast from '{from}' to '{to}'")));
        };
        if kf * wf != kt * wt || kf * wf > 64 {
            return Err(unsupported(loc, format!("bitcast from '{from}' to '{to}'")));
        }
        let ft = self.b.ty(a);
        let mut acc: Option<Value> = None;
        for j in 0..kf {
            let l = if ft.is_vector() {
                let i = self.b.iconst(Type::I32, j as i64);
                self.b.extractelement(a, i)
            } else {
                a
            };
            let lt = self.b.ty(l);
            let l = if lt.is_int() {
                l
            } else {
                let it = Type::Scalar(crate::lower::int_of_bits(lt.bits()).unwrap_or(Scalar::I64));
                self.b.bitcast(it, l)
            };
            let l = self.resize_int(l, Type::I64);
            let l = if j == 0 {
                l
            } else {
                let s = self.b.iconst(Type::I64, (j * wf) as i64);
                self.b.shl(l, s)
            };
            acc = Some(match acc {
                None => l,
                Some(x) => self.b.or(x, l),
            });
        }
        let acc = acc.expect("a lane");
        let lane_t = t.lane().map_or(t, Type::Scalar);
        let mut lanes = Vec::new();
        for i in 0..kt {
            let s = if i == 0 {
                acc
            } else {
                let k = self.b.iconst(Type::I64, (i * wt) as i64);
                self.b.lshr(acc, k)
            };
            let s = if wt < 64 {
                let m = self.b.iconst(Type::I64, ((1u64 << wt) - 1) as i64);
                self.b.and(s, m)
            } else {
                s
            };
            let it = if lane_t.is_int() {
                lane_t
            } else {
                Type::Scalar(crate::lower::int_of_bits(lane_t.bits()).unwrap_or(Scalar::I64))
            };
            let v = self.resize_int(s, it);
            lanes.push(if lane_t.is_int() {
                v
            } else {
                self.b.bitcast(lane_t, v)
            });
        }
        if !t.is_vector() {
            return Ok(lanes[0]);
        }
        let mut v = self.b.splat(t, lanes[0]);
        for (i, &l) in lanes.iter().enumerate().skip(1) {
            let k = self.b.iconst(Type::I32, i as i64);
            v = self.b.insertelement(v, l, k);
        }
        Ok(v)
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
