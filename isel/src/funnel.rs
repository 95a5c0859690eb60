//! 32-bit funnel shifts and rotates as `v_alignbit_b32`.
//!
//! `gfxc-ll` expands `llvm.fshr`/`fshl` (and so the rotates, `fsh*(x, x, c)`) into shifts
//! and an `or`, with the amount `s = c & 31` (IR shifts by the width or more are not used):
//! - `fshr(a, b, c)` = `or (shl (shl a, 1), (sub 31, s)), (lshr b, s)`;
//! - `fshl(a, b, c)` = `or (shl a, s), (lshr (lshr b, 1), (sub 31, s))`.
//!
//! `v_alignbit_b32 d, x, y, t` is bits `t[4:0]`..`t[4:0]+31` of the 64-bit `x:y` (GCN3 /
//! Vega / MI200 / RDNA ISA, "V_ALIGNBIT_B32"), so (all on a divergent `or.i32`, any
//! generation):
//! - `fshr(a, b, c)` = `alignbit(a, b, c)` (the instruction reads only `c[4:0]`);
//! - a rotate left `fshl(x, x, c)` = `alignbit(x, x, -c)` (`-c mod 32`; 0 gives `x`; a
//!   constant `c` gives the inline constant `(32 - c) mod 32`, no negation at run time);
//! - `fshl(a, b, c)` = `alignbit(a >> 1, alignbit(a, b, 1), 31 - s)`: `(a >> 1):(a:b >> 1)`
//!   is `a:b` shifted right by one, and a further `31 - s` gives `a:b >> (32 - s)`, whose
//!   low word is `(a << s) | (b >> (32 - s))`, and `a` for `s = 0`.
//!
//! Guarantees: matched only when the shift amount is `x & 31` or a constant below 32, so
//! every shift in the pattern is in range and the permute equals the `or` on every input.
//! The pattern's shifts, selected before, lose their reads and are removed by `crate::dce`
//! unless used elsewhere.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{Function, InstData, Opcode, Type, Value, ValueDef};
use gfxc_isa::Op;

impl Selector<'_> {
    fn bin_of(&self, v: Value, op: Opcode) -> Option<(Value, Value)> {
        let ValueDef::Result(i, 0) = self.func.dfg.value_def(v) else {
            return None;
        };
        match self.func.dfg.insts[i] {
            InstData::Binary { opcode, args } if opcode == op => Some((args[0], args[1])),
            _ => None,
        }
    }

    fn konst_of(&self, v: Value) -> Option<u64> {
        match self.vals.get(&v) {
            Some(Val::K(k)) => Some(*k),
            _ => None,
        }
    }

    /// `s` is in 0..32: `x & 31` (returns `x`, whose low five bits are `s`) or a constant
    /// below 32 (returns `s`).
    fn amount5(&self, s: Value) -> Option<Value> {
        if self.konst_of(s).is_some_and(|k| k < 32) {
            return Some(s);
        }
        let (x, y) = self.bin_of(s, Opcode::And)?;
        match (self.konst_of(x), self.konst_of(y)) {
            (None, Some(31)) => Some(x),
            (Some(31), None) => Some(y),
            _ => None,
        }
    }

    /// `t` is `sub 31, s`; returns `s`.
    fn thirty_one_minus(&self, t: Value) -> Option<Value> {
        let (k, s) = self.bin_of(t, Opcode::Sub)?;
        (self.konst_of(k) == Some(31)).then_some(s)
    }

    /// `v` is `op x, k` with the constant `k`; returns `x`.
    fn by_const(&self, v: Value, op: Opcode, k: u64) -> Option<Value> {
        let (x, y) = self.bin_of(v, op)?;
        (self.konst_of(y) == Some(k)).then_some(x)
    }

    /// `or.i32 a, b` (or `add`: the two shifts set disjoint bits) as a funnel shift by a
    /// constant: `lshr x, c` and `shl y, 32 - c` (`c` in 1..=31, either order) are
    /// `alignbit(y, x, c)`. Returns `(y, x, c)`.
    pub(crate) fn const_funnel(&self, a: Value, b: Value) -> Option<(Value, Value, u32)> {
        const_funnel_of(self.func, a, b, |v| self.konst_of(v))
    }

    /// `or.i32 a, b` (divergent) as a funnel shift (module doc); `false` when it does not
    /// apply (nothing was emitted).
    pub(crate) fn funnel_shift(&mut self, a: Value, b: Value, res: Value) -> SelResult<bool> {
        if self.func.dfg.value_type(res) != Type::I32 || a == b {
            return Ok(false);
        }
        if let Some((y, x, c)) = self.const_funnel(a, b) {
            let ops = [self.op32(y)?, self.op32(x)?, MOp::C(k32(c))];
            let r = self.def_reg(res, Bank::V)?;
            self.cx.valu(Op::v_alignbit_b32, self.cx.w(r), ops, false)?;
            return Ok(true);
        }
        for (p, q) in [(a, b), (b, a)] {
            // fshr: p = shl (shl x, 1), (sub 31, s); q = lshr y, s.
            if let (Some((p1, t)), Some((y, s))) =
                (self.bin_of(p, Opcode::Shl), self.bin_of(q, Opcode::Lshr))
            {
                if let (Some(x), Some(s2), Some(amt)) = (
                    self.by_const(p1, Opcode::Shl, 1),
                    self.thirty_one_minus(t),
                    self.amount5(s),
                ) {
                    if s2 == s {
                        let ops = [self.op32(x)?, self.op32(y)?, self.op32(amt)?];
                        let r = self.def_reg(res, Bank::V)?;
                        self.cx.valu(Op::v_alignbit_b32, self.cx.w(r), ops, false)?;
                        return Ok(true);
                    }
                }
            }
            // fshl: p = shl x, s; q = lshr (lshr y, 1), (sub 31, s).
            if let (Some((x, s)), Some((q1, t))) =
                (self.bin_of(p, Opcode::Shl), self.bin_of(q, Opcode::Lshr))
            {
                if let (Some(y), Some(s2), Some(amt)) = (
                    self.by_const(q1, Opcode::Lshr, 1),
                    self.thirty_one_minus(t),
                    self.amount5(s),
                ) {
                    if s2 != s {
                        continue;
                    }
                    if x == y {
                        if let Some(k) = self.konst_of(amt) {
                            // Rotate left by a constant: alignbit(x, x, (32 - k) mod 32), an
                            // inline constant (no negation at run time).
                            let ox = self.op32(x)?;
                            let r = self.def_reg(res, Bank::V)?;
                            let ops =
                                vec![ox.clone(), ox, MOp::C(k32((32 - (k & 31) as u32) & 31))];
                            self.cx.valu(Op::v_alignbit_b32, self.cx.w(r), ops, false)?;
                            return Ok(true);
                        }
                        // Rotate left: alignbit(x, x, -amt).
                        let neg = self.cx.vreg(Bank::V, 1);
                        let oa = self.op32(amt)?;
                        self.neg32(
                            MOp::V {
                                reg: neg,
                                off: 0,
                                n: 1,
                            },
                            oa,
                        )?;
                        let ox = self.op32(x)?;
                        let r = self.def_reg(res, Bank::V)?;
                        let ops = [ox.clone(), ox, self.cx.w(neg)];
                        self.cx.valu(Op::v_alignbit_b32, self.cx.w(r), ops, false)?;
                        return Ok(true);
                    }
                    let (ox, oy, ot) = (self.op32(x)?, self.op32(y)?, self.op32(t)?);
                    let hi = self.cx.vreg(Bank::V, 1);
                    self.cx.valu(
                        Op::v_lshrrev_b32,
                        self.cx.w(hi),
                        [MOp::C(k32(1)), ox.clone()],
                        false,
                    )?;
                    let lo = self.cx.vreg(Bank::V, 1);
                    self.cx.valu(
                        Op::v_alignbit_b32,
                        self.cx.w(lo),
                        [ox, oy, MOp::C(k32(1))],
                        false,
                    )?;
                    let r = self.def_reg(res, Bank::V)?;
                    let ops = [self.cx.w(hi), self.cx.w(lo), ot];
                    self.cx.valu(Op::v_alignbit_b32, self.cx.w(r), ops, false)?;
                    return Ok(true);
                }
            }
        }
        Ok(false)
    }

    /// `itrunc.i32 (lshr.i64 x, c)` with a constant `c` in 1..=31, on the VALU: bits
    /// `c..c+31` of `x` are `alignbit(hi, lo, c)` of its dwords (read from the halves a pair
    /// was built from when `x` is one, so the pair need not exist); `false` when it does not
    /// apply.
    pub(crate) fn trunc_shift64(&mut self, a: Value, res: Value) -> SelResult<bool> {
        let Some((x, c)) = trunc_shift64_of(self.func, a, |v| self.konst_of(v)) else {
            return Ok(false);
        };
        let (lo, hi) = match self.pair_halves(x) {
            Some((l, h)) => (self.op32(l)?, self.op32(h)?),
            None => (self.dword(x, 0)?, self.dword(x, 1)?),
        };
        let r = self.def_reg(res, Bank::V)?;
        self.cx.valu(
            Op::v_alignbit_b32,
            self.cx.w(r),
            [hi, lo, MOp::C(k32(c))],
            false,
        )?;
        Ok(true)
    }

    /// The selected dwords `(lo, hi)` of `bitcast.i64 v` where `v: i32x2` is a constant-index
    /// insert chain (`crate::vector`), as `gfxc_lower::pair_build` makes them.
    fn pair_halves(&self, x: Value) -> Option<(Value, Value)> {
        let ValueDef::Result(i, 0) = self.func.dfg.value_def(x) else {
            return None;
        };
        let InstData::Unary {
            opcode: Opcode::Bitcast,
            arg,
        } = self.func.dfg.insts[i]
        else {
            return None;
        };
        if self.func.dfg.value_type(arg) != Type::vector(gfxc_ir::Scalar::I32, 2) {
            return None;
        }
        Some((self.inserted_lane(arg, 0)?, self.inserted_lane(arg, 1)?))
    }

    /// `dst = 0 - x` (32-bit, VALU) in the generation's subtract form.
    fn neg32(&mut self, dst: MOp, x: MOp) -> SelResult<()> {
        let zero = MOp::C(k32(0));
        if self.cx.has(Op::v_sub_nc_u32_e32) {
            self.cx.valu(Op::v_sub_nc_u32, dst, [zero, x], false)
        } else if self.cx.gen >= gfxc_isa::Generation::Gfx9 {
            self.cx.valu(Op::v_sub_u32, dst, [zero, x], false)
        } else {
            let name = self.carry_names(true).0;
            self.carry_op(name, None, dst, zero, x)
        }
    }
}

/// The instruction defining `v` as `op x, y`, if it is one.
fn bin(f: &Function, v: Value, op: Opcode) -> Option<(Value, Value)> {
    let ValueDef::Result(i, 0) = f.dfg.value_def(v) else {
        return None;
    };
    match f.dfg.insts[i] {
        InstData::Binary { opcode, args } if opcode == op => Some((args[0], args[1])),
        _ => None,
    }
}

/// [`Selector::const_funnel`] over the IR, `konst` giving the constants: shared with the
/// bank plan (`crate::bank`), which prices the pattern as one VALU instruction.
pub(crate) fn const_funnel_of(
    f: &Function,
    a: Value,
    b: Value,
    konst: impl Fn(Value) -> Option<u64>,
) -> Option<(Value, Value, u32)> {
    if f.dfg.value_type(a) != Type::I32 {
        return None;
    }
    for (p, q) in [(a, b), (b, a)] {
        let (Some((x, c)), Some((y, d))) = (bin(f, p, Opcode::Lshr), bin(f, q, Opcode::Shl)) else {
            continue;
        };
        if let (Some(c), Some(d)) = (konst(c), konst(d)) {
            if (1..32).contains(&c) && c + d == 32 {
                return Some((y, x, c as u32));
            }
        }
    }
    None
}

/// `itrunc.i32 (lshr.i64 x, c)` with `c` in 1..=31 given the truncated operand `a`:
/// `(x, c)`.
pub(crate) fn trunc_shift64_of(
    f: &Function,
    a: Value,
    konst: impl Fn(Value) -> Option<u64>,
) -> Option<(Value, u32)> {
    let (x, c) = bin(f, a, Opcode::Lshr)?;
    if f.dfg.value_type(x) != Type::I64 {
        return None;
    }
    let c = konst(c)?;
    (1..32).contains(&c).then_some((x, c as u32))
}

/// `and (lshr x, c), 2^w - 1` (`c + w <= 32`, `w` in 1..=31; `c` may be 0 when `x` is the
/// `and`'s operand itself): the bit field `(x, c, w)`, one `s_bfe_u32` / `v_bfe_u32`.
pub(crate) fn bit_field_of(
    f: &Function,
    a: Value,
    b: Value,
    konst: impl Fn(Value) -> Option<u64>,
) -> Option<(Value, u32, u32)> {
    if f.dfg.value_type(a) != Type::I32 {
        return None;
    }
    for (p, m) in [(a, b), (b, a)] {
        let Some(m) = konst(m) else { continue };
        let w = m.trailing_ones();
        if !(1..32).contains(&w) || m != (1u64 << w) - 1 {
            continue;
        }
        let (x, c) = match bin(f, p, Opcode::Lshr) {
            Some((x, c)) => match konst(c) {
                Some(c) if c < 32 => (x, c as u32),
                _ => (p, 0),
            },
            None => (p, 0),
        };
        if c + w <= 32 {
            return Some((x, c, w));
        }
        return Some((p, 0, w));
    }
    None
}

impl Selector<'_> {
    /// `and.i32 a, b` as a bit-field extract ([`bit_field_of`]) where that saves work: a
    /// shifted field is one `s_bfe_u32` / `v_bfe_u32` (the shift then dead unless used
    /// elsewhere); an unshifted mask only on the VALU when it is a literal and the operand
    /// not a VGPR (`v_and_b32` would need the literal copied on GFX6-GFX9, and takes one
    /// constant-bus slot more from GFX10). `false`: nothing emitted.
    pub(crate) fn bit_field(&mut self, a: Value, b: Value, res: Value) -> SelResult<bool> {
        let Some((x, c, w)) = bit_field_of(self.func, a, b, |v| self.konst_of(v)) else {
            return Ok(false);
        };
        if self.uniform(res) {
            if c == 0 {
                return Ok(false);
            }
            let ox = self.s_or_k_pub(x)?;
            let r = self.def_reg(res, Bank::S)?;
            let ops = [self.cx.w(r), ox, MOp::C(k32((w << 16) | c))];
            self.cx.push(Op::s_bfe_u32, ops, 1)?;
            return Ok(true);
        }
        let ox = self.op32(x)?;
        let in_vgpr = matches!(&ox, MOp::V { reg, .. } if self.cx.f.info(*reg).bank == Bank::V);
        if c == 0 && (w <= 6 || in_vgpr) {
            return Ok(false);
        }
        let r = self.def_reg(res, Bank::V)?;
        let ops = [ox, MOp::C(k32(c)), MOp::C(k32(w))];
        self.cx.valu(Op::v_bfe_u32, self.cx.w(r), ops, false)?;
        Ok(true)
    }
}
