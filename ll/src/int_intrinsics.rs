//! The integer LLVM intrinsics gfxc IR has no single opcode for, expanded exactly (LangRef
//! semantics, lane by lane on vectors; every integer width of gfxc IR):
//!
//! - `{s,u}{add,sub,mul}.with.overflow` give the `{ iN, i1 }` pair `extractvalue` reads: the
//!   wrapped result and the overflow flag (unsigned add: the sum is below an operand;
//!   unsigned sub: `a < b`; signed add/sub: the sign of `(a ^ r) & (b ^ r)` /
//!   `(a ^ b) & (a ^ r)`; unsigned mul: a nonzero high half; signed mul: the high half
//!   differs from the sign of the low half).
//! - `{s,u}{add,sub}.sat` and `{s,u}shl.sat` clamp to the type's range when the wrapped result
//!   overflows (signed: towards the sign of `a`); the shift overflows when shifting back does
//!   not give `a`.
//! - `bswap` (i16, i32, i64 and vectors of them) moves byte `k` to byte `n-1-k`;
//!   `fshl`/`fshr` are the high/low half of the double-width shift by the amount modulo the
//!   width.
//! - `amdgcn.ubfe`/`amdgcn.sbfe` (i32, and the i64 overload GlobalISel accepts): the field
//!   of `width` bits at bit `offset` (both taken modulo the width, as `v_bfe_u32`/`v_bfe_i32`
//!   read 5 bits: MI100 ISA §12.7), zero- resp. sign-extended; width 0 gives 0; a field that
//!   runs past the top bit is `x >> offset` (logical resp. arithmetic), exactly LLVM 19's
//!   constant folding (`AMDGPUTargetLowering::performDAGCombine`, `constantFoldBFE`).
//! - `amdgcn.mul.i24`/`mul.u24` (i32, and the i64 overload: the whole 48-bit product) and
//!   `amdgcn.mulhi.i24`/`mulhi.u24` (i32: bits 32-47 of the product, sign- resp.
//!   zero-extended): the operands' low 24 bits, sign- resp. zero-extended, multiplied in i64
//!   (`V_MUL_I32_I24`, `V_MUL_HI_I32_I24`, ... in the ISA pseudocode).

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{IntCC, Opcode, Scalar, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// A constant of the integer type `t` (splat for vectors).
    fn kint(&mut self, t: Type, v: i64) -> Value {
        let l = self
            .b
            .iconst(Type::Scalar(t.lane().expect("integer type")), v);
        if t.is_vector() {
            self.b.splat(t, l)
        } else {
            l
        }
    }

    fn int_args(&mut self, args: &[Arg], n: usize, loc: SrcLoc) -> LResult<(Vec<Value>, Type)> {
        let mut vals = Vec::new();
        for a in args.iter().take(n) {
            vals.push(self.operand(&a.v)?);
        }
        if vals.len() != n {
            return Err(unsupported(loc, "intrinsic with too few arguments"));
        }
        let t = self.b.ty(vals[0]);
        if !t.is_int() {
            return Err(unsupported(loc, format!("integer intrinsic on '{t}'")));
        }
        Ok((vals, t))
    }

    /// The expansions of the module documentation; `None` if `base` is not one of them.
    pub(crate) fn int_intrinsic(
        &mut self,
        base: &str,
        args: &[Arg],
        loc: SrcLoc,
    ) -> Option<LResult<LV>> {
        let r = match base {
            "sadd.with.overflow" | "uadd.with.overflow" | "ssub.with.overflow"
            | "usub.with.overflow" | "smul.with.overflow" | "umul.with.overflow" => {
                self.with_overflow(base, args, loc)
            }
            "sadd.sat" | "uadd.sat" | "ssub.sat" | "usub.sat" | "sshl.sat" | "ushl.sat" => {
                self.saturating(base, args, loc).map(LV::V)
            }
            "bswap" => self.bswap(args, loc).map(LV::V),
            "fshl" | "fshr" => self.funnel(base == "fshl", args, loc).map(LV::V),
            "amdgcn.ubfe" | "amdgcn.sbfe" => self
                .bitfield_extract(base == "amdgcn.sbfe", args, loc)
                .map(LV::V),
            _ => return None,
        };
        Some(r)
    }

    /// `amdgcn.mul.i24`, `mul.u24`, `mulhi.i24`, `mulhi.u24` (`name` with its overload
    /// suffix, `ret` the result type), or `None` for other names.
    pub(crate) fn mul24(
        &mut self,
        name: &str,
        ret: Type,
        args: &[Arg],
        loc: SrcLoc,
    ) -> Option<LResult<Value>> {
        let (signed, hi) = match name {
            "amdgcn.mul.i24" | "amdgcn.mul.i24.i32" | "amdgcn.mul.i24.i64" => (true, false),
            "amdgcn.mul.u24" | "amdgcn.mul.u24.i32" | "amdgcn.mul.u24.i64" => (false, false),
            "amdgcn.mulhi.i24" => (true, true),
            "amdgcn.mulhi.u24" => (false, true),
            _ => return None,
        };
        Some((|| {
            let (v, t) = self.int_args(args, 2, loc)?;
            if t != Type::I32 || !(ret == Type::I32 || (ret == Type::I64 && !hi)) {
                return Err(unsupported(
                    loc,
                    format!("'@llvm.{name}' of '{t}' to '{ret}'"),
                ));
            }
            let mut w = Vec::new();
            for x in v {
                // The low 24 bits, extended to i64.
                let x = if signed {
                    let k = self.b.iconst(Type::I32, 8);
                    let l = self.b.shl(x, k);
                    let e = self.b.ashr(l, k);
                    self.b.sext(Type::I64, e)
                } else {
                    let m = self.b.iconst(Type::I32, 0xff_ffff);
                    let e = self.b.and(x, m);
                    self.b.zext(Type::I64, e)
                };
                w.push(x);
            }
            let p = self.b.mul(w[0], w[1]);
            Ok(if hi {
                let k = self.b.iconst(Type::I64, 32);
                let h = if signed {
                    self.b.ashr(p, k)
                } else {
                    self.b.lshr(p, k)
                };
                self.b.itrunc(Type::I32, h)
            } else if ret == Type::I64 {
                p
            } else {
                self.b.itrunc(Type::I32, p)
            })
        })())
    }

    /// Whether the signed add/sub `r = a ± b` overflowed (lane-wise `i1`).
    fn signed_overflow(&mut self, sub: bool, a: Value, b: Value, r: Value, t: Type) -> Value {
        let x = if sub {
            self.b.binary(Opcode::Xor, a, b)
        } else {
            self.b.binary(Opcode::Xor, b, r)
        };
        let y = self.b.binary(Opcode::Xor, a, r);
        let m = self.b.binary(Opcode::And, x, y);
        let z = self.kint(t, 0);
        self.b.icmp(IntCC::Slt, m, z)
    }

    fn with_overflow(&mut self, base: &str, args: &[Arg], loc: SrcLoc) -> LResult<LV> {
        let (v, t) = self.int_args(args, 2, loc)?;
        let (a, b) = (v[0], v[1]);
        let (r, ov) = match base {
            "uadd.with.overflow" => {
                let r = self.b.binary(Opcode::Add, a, b);
                (r, self.b.icmp(IntCC::Ult, r, a))
            }
            "usub.with.overflow" => {
                let r = self.b.binary(Opcode::Sub, a, b);
                (r, self.b.icmp(IntCC::Ult, a, b))
            }
            "sadd.with.overflow" | "ssub.with.overflow" => {
                let sub = base == "ssub.with.overflow";
                let r = self
                    .b
                    .binary(if sub { Opcode::Sub } else { Opcode::Add }, a, b);
                (r, self.signed_overflow(sub, a, b, r, t))
            }
            "umul.with.overflow" => {
                let r = self.b.binary(Opcode::Mul, a, b);
                let hi = self.b.binary(Opcode::Umulhi, a, b);
                let z = self.kint(t, 0);
                (r, self.b.icmp(IntCC::Ne, hi, z))
            }
            _ => {
                let r = self.b.binary(Opcode::Mul, a, b);
                let hi = self.b.binary(Opcode::Smulhi, a, b);
                let w = t.lane().unwrap().bits() as i64;
                let k = self.kint(t, w - 1);
                let sign = self.b.binary(Opcode::Ashr, r, k);
                (r, self.b.icmp(IntCC::Ne, hi, sign))
            }
        };
        Ok(LV::CmpX(r, ov))
    }

    fn saturating(&mut self, base: &str, args: &[Arg], loc: SrcLoc) -> LResult<Value> {
        let (v, t) = self.int_args(args, 2, loc)?;
        let (a, b) = (v[0], v[1]);
        let w = t.lane().unwrap().bits();
        let umax = self.kint(t, -1);
        let smax = self.kint(
            t,
            if w == 64 {
                i64::MAX
            } else {
                (1i64 << (w - 1)) - 1
            },
        );
        let smin = self.kint(
            t,
            if w == 64 {
                i64::MIN
            } else {
                -(1i64 << (w - 1))
            },
        );
        let zero = self.kint(t, 0);
        // Lanes narrower than 32 bits (not packed 16-bit vectors, which keep their lane
        // width): the exact sum or difference in 32 bits, clamped with min/max and truncated
        // (as LLVM's AMDGPU lowering: `v_add_u32` + `v_min_u32`, `v_med3_i32`), instead of
        // compares and selects on lanes that isel must first extend.
        let add_sub = matches!(base, "uadd.sat" | "usub.sat" | "sadd.sat" | "ssub.sat");
        // Packed 16-bit lanes (`<2 x i16>`, and `<4 x i16>`, `<8 x i16>`, ... pair by pair):
        // one call of the registry's `*.sat.v2i16` row per pair, which GFX9+ does in one
        // VOP3P instruction with the clamp bit (`v_pk_add_i16 ... clamp`) and
        // `gfxc_lower::sat16` expands on targets without packed 16-bit arithmetic.
        if let (true, Type::Vector(Scalar::I16, n)) = (add_sub, t) {
            if n.is_power_of_two() && n >= 2 {
                let name = format!("{base}.v2i16");
                let pair_t = Type::Vector(Scalar::I16, 2);
                let mut parts = Vec::new();
                for k in 0..n / 2 {
                    let (x, y) = if n == 2 {
                        (a, b)
                    } else {
                        let m = [2 * k, 2 * k + 1];
                        (self.b.shuffle(a, a, &m), self.b.shuffle(b, b, &m))
                    };
                    let i = self.b.intrinsic(&name, &[x, y], Some(pair_t));
                    parts.push(self.b.func.dfg.inst_results(i)[0]);
                }
                // Concatenated in a tree of equal halves.
                while parts.len() > 1 {
                    let w = 2 * self.b.func.dfg.value_type(parts[0]).lanes() as u8;
                    let m: Vec<u8> = (0..w).collect();
                    parts = parts
                        .chunks(2)
                        .map(|c| self.b.shuffle(c[0], c[1], &m))
                        .collect();
                }
                return Ok(parts[0]);
            }
        }
        if add_sub && w < 32 && !(t.is_vector() && w == 16) {
            let wide = match t {
                Type::Vector(_, n) => Type::Vector(Scalar::I32, n),
                _ => Type::Scalar(Scalar::I32),
            };
            let signed = base.starts_with('s');
            let ext = if signed { Opcode::Sext } else { Opcode::Zext };
            let (a32, b32) = (self.b.convert(ext, wide, a), self.b.convert(ext, wide, b));
            let op = if base.ends_with("add.sat") {
                Opcode::Add
            } else {
                Opcode::Sub
            };
            let r = self.b.binary(op, a32, b32);
            let clamped = if signed {
                let lo = self.kint(wide, -(1i64 << (w - 1)));
                let hi = self.kint(wide, (1i64 << (w - 1)) - 1);
                let r = self.b.binary(Opcode::Smax, r, lo);
                self.b.binary(Opcode::Smin, r, hi)
            } else if op == Opcode::Add {
                let hi = self.kint(wide, (1i64 << w) - 1);
                self.b.binary(Opcode::Umin, r, hi)
            } else {
                let lo = self.kint(wide, 0);
                self.b.binary(Opcode::Smax, r, lo)
            };
            return Ok(self.b.convert(Opcode::Itrunc, t, clamped));
        }
        // The signed bound `a` overflows towards.
        let signed_bound = |s: &mut Self| {
            let neg = s.b.icmp(IntCC::Slt, a, zero);
            s.b.select(neg, smin, smax)
        };
        Ok(match base {
            "uadd.sat" => {
                let r = self.b.binary(Opcode::Add, a, b);
                let ov = self.b.icmp(IntCC::Ult, r, a);
                self.b.select(ov, umax, r)
            }
            "usub.sat" => {
                let r = self.b.binary(Opcode::Sub, a, b);
                let ov = self.b.icmp(IntCC::Ult, a, b);
                self.b.select(ov, zero, r)
            }
            "sadd.sat" | "ssub.sat" => {
                let sub = base == "ssub.sat";
                let r = self
                    .b
                    .binary(if sub { Opcode::Sub } else { Opcode::Add }, a, b);
                let ov = self.signed_overflow(sub, a, b, r, t);
                let bound = signed_bound(self);
                self.b.select(ov, bound, r)
            }
            "ushl.sat" => {
                let r = self.b.binary(Opcode::Shl, a, b);
                let back = self.b.binary(Opcode::Lshr, r, b);
                let ov = self.b.icmp(IntCC::Ne, back, a);
                self.b.select(ov, umax, r)
            }
            _ => {
                let r = self.b.binary(Opcode::Shl, a, b);
                let back = self.b.binary(Opcode::Ashr, r, b);
                let ov = self.b.icmp(IntCC::Ne, back, a);
                let bound = signed_bound(self);
                self.b.select(ov, bound, r)
            }
        })
    }

    /// `bswap(x)` for i16/i32/i64 lanes: byte `k` moves to byte `n-1-k`, as shifts, masks
    /// and ors (gfxc IR has no byte-swap opcode).
    fn bswap(&mut self, args: &[Arg], loc: SrcLoc) -> LResult<Value> {
        let (v, t) = self.int_args(args, 1, loc)?;
        let x = v[0];
        let bits = t.lane().unwrap().bits();
        if !matches!(bits, 16 | 32 | 64) {
            return Err(unsupported(loc, format!("byte swap of '{t}'")));
        }
        let bytes = bits / 8;
        let mut acc: Option<Value> = None;
        for k in 0..bytes {
            let dst = bytes - 1 - k;
            // Isolate byte k, then move it to byte position dst.
            let moved = if dst > k {
                let sh = self.kint(t, 8 * (dst - k) as i64);
                self.b.binary(Opcode::Shl, x, sh)
            } else if dst < k {
                let sh = self.kint(t, 8 * (k - dst) as i64);
                self.b.binary(Opcode::Lshr, x, sh)
            } else {
                x
            };
            let mask = self.kint(t, (0xffu64 << (8 * dst)) as i64);
            let byte = self.b.binary(Opcode::And, moved, mask);
            acc = Some(match acc {
                Some(a) => self.b.binary(Opcode::Or, a, byte),
                None => byte,
            });
        }
        Ok(acc.expect("at least two bytes"))
    }

    /// `amdgcn.ubfe`/`sbfe(x, offset, width)`: see the module documentation.
    fn bitfield_extract(&mut self, signed: bool, args: &[Arg], loc: SrcLoc) -> LResult<Value> {
        let mut v = Vec::new();
        for a in args.iter().take(3) {
            v.push(self.operand(&a.v)?);
        }
        if v.len() != 3 {
            return Err(unsupported(loc, "bit-field extract with too few arguments"));
        }
        let t = self.b.ty(v[0]);
        if !matches!(t, Type::I32 | Type::I64) || self.b.ty(v[1]) != Type::I32 {
            return Err(unsupported(loc, format!("bit-field extract of '{t}'")));
        }
        let bits = t.lane().unwrap().bits() as i64;
        // The 5 (i64: 6) low bits of offset and width, in the type of x.
        let fields = |cx: &mut Self, x: Value| {
            let x = if t == Type::I64 { cx.b.zext(t, x) } else { x };
            let m = cx.kint(t, bits - 1);
            cx.b.binary(Opcode::And, x, m)
        };
        let (off, w) = (fields(self, v[1]), fields(self, v[2]));
        if !signed {
            // (x >> off) & (2^w - 1): width 0 masks everything away.
            let sh = self.b.binary(Opcode::Lshr, v[0], off);
            let one = self.kint(t, 1);
            let top = self.b.binary(Opcode::Shl, one, w);
            let mask = self.b.binary(Opcode::Sub, top, one);
            return Ok(self.b.binary(Opcode::And, sh, mask));
        }
        // Sign-extend bit w-1 of (x >>a off): past the top bit that is x's sign, as LLVM folds.
        let sh = self.b.binary(Opcode::Ashr, v[0], off);
        let wk = self.kint(t, bits);
        let up = self.b.binary(Opcode::Sub, wk, w); // 1..=bits; bits (w = 0) is replaced below
        let hi = self.b.binary(Opcode::Shl, sh, up);
        let r = self.b.binary(Opcode::Ashr, hi, up);
        let zero = self.kint(t, 0);
        let empty = self.b.icmp(IntCC::Eq, w, zero);
        Ok(self.b.select(empty, zero, r))
    }

    /// `fshl(a, b, c)` = high half of `(a:b) << (c mod w)`; `fshr` = low half of `>>`.
    fn funnel(&mut self, left: bool, args: &[Arg], loc: SrcLoc) -> LResult<Value> {
        let (v, t) = self.int_args(args, 3, loc)?;
        let (a, b, c) = (v[0], v[1], v[2]);
        let w = t.lane().unwrap().bits() as i64;
        let m = self.kint(t, w - 1);
        let s = if w.count_ones() == 1 {
            self.b.binary(Opcode::And, c, m)
        } else {
            let wc = self.kint(t, w);
            self.b.binary(Opcode::Urem, c, wc)
        };
        let one = self.kint(t, 1);
        let inv = self.b.binary(Opcode::Sub, m, s); // w-1-s, in range
        Ok(if left {
            let hi = self.b.binary(Opcode::Shl, a, s);
            let b1 = self.b.binary(Opcode::Lshr, b, one);
            let lo = self.b.binary(Opcode::Lshr, b1, inv);
            self.b.binary(Opcode::Or, hi, lo)
        } else {
            let lo = self.b.binary(Opcode::Lshr, b, s);
            let a1 = self.b.binary(Opcode::Shl, a, one);
            let hi = self.b.binary(Opcode::Shl, a1, inv);
            self.b.binary(Opcode::Or, hi, lo)
        })
    }
}
