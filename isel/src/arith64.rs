//! Selection of 64-bit integer binary operations (split out of `arith.rs`): add/sub with
//! carries, bit operations per dword, shifts (by constants of 32 or more on the 32-bit halves
//! when only the low dword is read), and products ([`crate::mul64`]; a divergent add of a
//! product is the multiply-add's addend).
//!
//! Guarantees: each operation computes exactly the IR semantics of `docs/ir.md` on i64; an
//! operation without a selection is a located "not supported yet" error.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{Opcode, Type, Value};
use gfxc_isa::Generation;
use gfxc_isa::Op;

impl Selector<'_> {
    pub(crate) fn int64_binary(
        &mut self,
        op: Opcode,
        a: Value,
        b: Value,
        res: Value,
    ) -> SelResult<()> {
        let uni = self.uniform(res);
        match op {
            Opcode::Add | Opcode::Sub => {
                if op == Opcode::Add && !uni {
                    if let gfxc_ir::ValueDef::Result(at, _) = self.func.dfg.value_def(res) {
                        for (m, c) in [(a, b), (b, a)] {
                            if let Some((x, y)) = self.mul64_for_mad(m, at) {
                                return self.mad64(x, y, c, res);
                            }
                        }
                    }
                }
                let bank = if uni { Bank::S } else { Bank::V };
                let r = self.addsub64(a, b, op == Opcode::Sub, bank)?;
                self.vals.insert(res, Val::R(r));
                Ok(())
            }
            Opcode::And | Opcode::Or | Opcode::Xor => {
                let (s64, v32) = match op {
                    Opcode::And => (Op::s_and_b64, Op::v_and_b32),
                    Opcode::Or => (Op::s_or_b64, Op::v_or_b32),
                    _ => (Op::s_xor_b64, Op::v_xor_b32),
                };
                if uni {
                    let r = self.def_reg(res, Bank::S)?;
                    let oa = self.in_s(a)?;
                    let ob = self.s_op64(b)?;
                    self.cx.push(s64, [self.cx.w(r), self.cx.w(oa), ob], 1)?;
                    return Ok(());
                }
                let r = self.def_reg(res, Bank::V)?;
                let m = self.cx.mark();
                for i in 0..2 {
                    let (oa, ob) = (self.dword(a, i)?, self.dword(b, i)?);
                    self.cx.valu(v32, self.cx.d(r, i), [oa, ob], true)?;
                }
                self.cx.group_from(m);
                Ok(())
            }
            Opcode::Shl | Opcode::Lshr | Opcode::Ashr => {
                if op == Opcode::Shl {
                    if let Val::K(k) = self.get(b)? {
                        if k < 64 && self.ext_shl_split(a, k as u32, res)? {
                            return Ok(());
                        }
                    }
                }
                if let Val::K(k) = self.get(b)? {
                    // The IR's shift amount is taken modulo the width.
                    if k & 63 >= 32 && op != Opcode::Shl && self.only_truncated(res) {
                        return self.shift64_halves(op, a, (k & 63) as u32 - 32, res);
                    }
                }
                let (s, vrev, vold) = match op {
                    Opcode::Shl => (Op::s_lshl_b64, Op::v_lshlrev_b64, Op::v_lshl_b64),
                    Opcode::Lshr => (Op::s_lshr_b64, Op::v_lshrrev_b64, Op::v_lshr_b64),
                    _ => (Op::s_ashr_i64, Op::v_ashrrev_i64, Op::v_ashr_i64),
                };
                let b = self.shift_amount(b, 64);
                if uni {
                    let r = self.def_reg(res, Bank::S)?;
                    let oa = self.in_s(a)?;
                    let ob = self.s_dword0(b)?;
                    self.cx.push(s, [self.cx.w(r), self.cx.w(oa), ob], 1)?;
                    return Ok(());
                }
                let r = self.def_reg(res, Bank::V)?;
                let oa = self.op64(a)?;
                let ob = self.dword(b, 0)?;
                if self.cx.gen >= Generation::Gfx8 {
                    self.cx.valu(vrev, self.cx.w(r), [ob, oa], false)
                } else {
                    self.cx.valu(vold, self.cx.w(r), [oa, ob], false)
                }
            }
            Opcode::Mul => {
                // `x * 2^s` is a shift (one instruction instead of the 64-bit product).
                let pow2 = |v: Value, s: &Self| match s.vals.get(&v) {
                    Some(Val::K(k)) if k.is_power_of_two() => Some(k.trailing_zeros()),
                    _ => None,
                };
                let zext = self.zext32_of(a).is_some() || self.zext32_of(b).is_some();
                match (pow2(a, self), pow2(b, self)) {
                    // Uniform products on the scalar unit where it has the high half (GFX9+).
                    (None, None) if uni && self.cx.has(Op::s_mul_hi_u32) => self.mul64_s(a, b, res),
                    // zext(x) * K stays one v_mad_u64_u32 (mul64) where it exists.
                    _ if zext && !uni && self.cx.has(Op::v_mad_u64_u32) => self.mul64(a, b, res),
                    (_, Some(sh)) => self.shl64_const(a, sh, res),
                    (Some(sh), None) => self.shl64_const(b, sh, res),
                    _ => self.mul64(a, b, res),
                }
            }
            Opcode::Umulhi | Opcode::Smulhi if uni && self.cx.has(Op::s_mul_hi_u32) => {
                self.mulhi64_s(a, b, op == Opcode::Smulhi, res)
            }
            Opcode::Umulhi => self.umulhi64(a, b, res),
            Opcode::Smulhi => self.smulhi64(a, b, res),
            _ => Err(unsupported!("{}.i64 is not supported yet", op.name())),
        }
    }

    /// The shift amount to use for `b` in a `bits`-wide shift: `x` for `b = x & K` with the
    /// low log2(bits) bits of `K` all set (and `x` selected in a bank the shift may read). The
    /// shift instructions read only those bits of the amount (`v_lshlrev_b64`: `S0[5:0]`,
    /// 32-bit forms `[4:0]`, `s_lshl_b64`: `S1[5:0]`; MI100 ISA §12), which is also the IR's
    /// definition (amount modulo the width), so the mask LLVM IR must spell out is free.
    pub(crate) fn shift_amount(&self, b: Value, bits: u32) -> Value {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(b) else {
            return b;
        };
        let gfxc_ir::InstData::Binary {
            opcode: Opcode::And,
            args,
        } = &self.func.dfg.insts[i]
        else {
            return b;
        };
        let k = |v: Value| match self.vals.get(&v) {
            Some(Val::K(k)) => Some(*k),
            _ => None,
        };
        let m = u64::from(bits - 1);
        let x = match (k(args[0]), k(args[1])) {
            (None, Some(c)) if c & m == m => args[0],
            (Some(c), None) if c & m == m => args[1],
            _ => return b,
        };
        let ok = self.vals.contains_key(&x) && (!self.uniform(b) || self.uniform(x));
        if ok {
            x
        } else {
            b
        }
    }

    /// `res = a << sh` (64-bit, constant shift), SALU when uniform.
    /// Every use of the 64-bit `v` is an `itrunc.i32` (which reads its low dword only).
    pub(crate) fn only_truncated(&self, v: Value) -> bool {
        let total = self.use_count.get(&v).copied().unwrap_or(0);
        let mut n = 0;
        for &b in self.func.layout.blocks() {
            for &i in self.func.layout.block_insts(b) {
                if let gfxc_ir::InstData::Unary {
                    opcode: Opcode::Itrunc,
                    arg,
                } = &self.func.dfg.insts[i]
                {
                    if *arg == v
                        && self.func.dfg.value_type(self.func.dfg.first_result(i)) == Type::I32
                    {
                        n += 1;
                    }
                }
            }
        }
        total > 0 && n == total
    }

    /// A 64-bit `shl`/`lshr`/`ashr` by `32 + s` (`s < 32`) on the 32-bit halves: the one
    /// dword that moves is shifted by `s` (copied for `s = 0`) into the other, the vacated
    /// dword is zero (`ashr`: the sign, `x.hi >> 31`). No 64-bit shift and no register pair
    /// holding the operand is read (the operand's halves may come from anywhere), and a
    /// zero dword nobody reads is dropped by dead code elimination. One group. Selected for
    /// `lshr`/`ashr` whose every use is a truncation to i32 (only the moved dword is read:
    /// one 32-bit instruction, or a move, instead of the 64-bit shift and the pair it reads);
    /// a result read whole is one 64-bit shift either way.
    pub(crate) fn shift64_halves(
        &mut self,
        op: Opcode,
        a: Value,
        s: u32,
        res: Value,
    ) -> SelResult<()> {
        let uni = self.uniform(res);
        let bank = if uni { Bank::S } else { Bank::V };
        let src = if op == Opcode::Shl { 0 } else { 1 };
        let x = if uni {
            self.s_dword(a, src)?
        } else {
            self.dword(a, src)?
        };
        let r = self.def_reg(res, bank)?;
        let (moved, other) = if op == Opcode::Shl {
            (self.cx.d(r, 1), self.cx.d(r, 0))
        } else {
            (self.cx.d(r, 0), self.cx.d(r, 1))
        };
        let k = |v: u32| MOp::C(k32(v));
        let m = self.cx.mark();
        let (s32, v32) = match op {
            Opcode::Shl => (Op::s_lshl_b32, Op::v_lshlrev_b32),
            Opcode::Lshr => (Op::s_lshr_b32, Op::v_lshrrev_b32),
            _ => (Op::s_ashr_i32, Op::v_ashrrev_i32),
        };
        if uni {
            if s == 0 {
                self.cx.push(Op::s_mov_b32, [moved, x.clone()], 1)?;
            } else {
                self.cx.push(s32, [moved, x.clone(), k(s)], 1)?;
            }
            if op == Opcode::Ashr {
                self.cx.push(Op::s_ashr_i32, [other, x, k(31)], 1)?;
            } else {
                self.cx.push(Op::s_mov_b32, [other, k(0)], 1)?;
            }
        } else {
            if s == 0 {
                self.cx.valu(Op::v_mov_b32, moved, [x.clone()], false)?;
            } else {
                self.cx.valu(v32, moved, [k(s), x.clone()], false)?;
            }
            if op == Opcode::Ashr {
                self.cx.valu(Op::v_ashrrev_i32, other, [k(31), x], false)?;
            } else {
                self.cx.valu(Op::v_mov_b32, other, [k(0)], false)?;
            }
        }
        self.cx.group_from(m);
        Ok(())
    }

    pub(crate) fn shl64_const(&mut self, a: Value, sh: u32, res: Value) -> SelResult<()> {
        let amount = MOp::C(k32(sh));
        if self.ext_shl_split(a, sh, res)? {
            return Ok(());
        }
        if self.uniform(res) {
            let r = self.def_reg(res, Bank::S)?;
            let oa = self.in_s(a)?;
            self.cx
                .push(Op::s_lshl_b64, [self.cx.w(r), self.cx.w(oa), amount], 1)?;
            return Ok(());
        }
        let r = self.def_reg(res, Bank::V)?;
        let oa = self.op64(a)?;
        if self.cx.gen >= Generation::Gfx8 {
            self.cx
                .valu(Op::v_lshlrev_b64, self.cx.w(r), [amount, oa], false)
        } else {
            self.cx
                .valu(Op::v_lshl_b64, self.cx.w(r), [oa, amount], false)
        }
    }

    pub(crate) fn s_dword0(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::K(k) => Ok(MOp::C(k32(k as u32))),
            _ => {
                let r = self.in_s(v)?;
                Ok(self.cx.d(r, 0))
            }
        }
    }
}
