//! Selection of unary, binary and ternary IR operations (integer, float, conversions,
//! selects, wave operations).
//!
//! Guarantees: each operation computes exactly the IR semantics of `docs/ir.md` for the types
//! it accepts (i32/i64/ptr integers, f32/f64 floats); anything else is a located
//! "not supported yet" error, never wrong code. 64-bit integer binary operations live in
//! [`crate::arith64`], 64-bit products in [`crate::mul64`],
//! vector element operations in [`crate::vector`], precise division and square root in
//! [`crate::fdiv`].
//! Choices made as LLVM's AMDGPU selection makes them: `x * 2^k` as a shift; absorbing and
//! identity constants folded (`x * 0`, `x & 0`, `x | -1`, `x & -1`, ...); shift-amount masks
//! to the width dropped (the hardware reads only those bits); on GFX9+ a divergent
//! `(x << K) + y` / `(x << K) | y` is one `v_lshl_add_u32` / `v_lshl_or_b32`; a divergent
//! 32-bit product of factors known to fit 24 bits is the full-rate `v_mul_u32_u24`
//! (unsigned, first) or `v_mul_i32_i24` (signed), not the quarter-rate `v_mul_lo_u32`.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{Opcode, Scalar, Type, Value};
use gfxc_isa::Generation;
use gfxc_isa::Op;

impl Selector<'_> {
    /// SCC = whether any active lane of lane mask `m` is set (`s_and tmp, exec, m`; a VALU
    /// compare leaves inactive lanes 0, and the lanes of a uniform mask agree). Returns the
    /// group mark of that first instruction: the caller adds the SCC readers and closes the
    /// group with `group_from`.
    fn scc_any_active(&mut self, m: VReg) -> SelResult<usize> {
        let tmp = self.cx.vreg(Bank::S, self.cx.mask_w());
        let g = self.cx.mark();
        let ex = self.cx.exec();
        self.cx.push(
            self.cx.mask_op(Op::s_and_b32, Op::s_and_b64),
            [self.cx.w(tmp), ex, self.cx.w(m)],
            1,
        )?;
        Ok(g)
    }

    pub(crate) fn uniform(&self, v: Value) -> bool {
        self.uni.is_uniform(v)
    }

    /// Binary operations.
    pub fn binary(&mut self, op: Opcode, args: &[Value; 2], res: Value) -> SelResult<()> {
        let (a, b) = (args[0], args[1]);
        let ty = self.func.dfg.value_type(res);
        if let Some(k) = self.absorbed_constant(op, a, b, ty) {
            // `x * 0`, `x & 0`, `umulhi x, 0`: the result is a constant whatever `x` is
            // (legalized i128 products of zero-extended operands are full of these).
            self.vals.insert(res, Val::K(k));
            return Ok(());
        }
        if let Some(x) = self.identity_operand(op, a, b, ty, res) {
            // `x + 0`, `x * 1`, ...: the result is the operand itself (same bank: an integer
            // operation of a uniform operand and a constant is uniform).
            let v = self.get(x)?;
            self.vals.insert(res, v);
            return Ok(());
        }
        if op == Opcode::Ptradd {
            let root = self.addr_parts(a).0;
            if self.special_ptrs.contains_key(&root) && !self.vals.contains_key(&root) {
                // Folded into the loads that use it (`Selector::special_load`).
                return Ok(());
            }
            return self.ptradd(a, b, res);
        }
        if op == Opcode::Extractelement {
            return self.extract_element(a, b, res);
        }
        if op == Opcode::Readlane {
            let r = self.def_reg(res, Bank::S)?;
            let x = self.in_v(a)?;
            let l = self.s_or_k_pub(b)?;
            // One `v_readlane_b32` per dword (64-bit values have two).
            let g = self.cx.mark();
            for i in 0..Self::dwords(ty)? {
                self.cx.push(
                    Op::v_readlane_b32,
                    [self.cx.d(r, i), self.cx.d(x, i), l.clone()],
                    1,
                )?;
            }
            self.cx.group_from(g);
            return Ok(());
        }
        if ty.is_bool() {
            return self.mask_binary(op, a, b, res);
        }
        if crate::packed::is_vec16(ty) {
            return self.packed_op(op, args, res);
        }
        if ty == Type::F16 {
            return self.f16_binary(op, a, b, res);
        }
        match ty {
            Type::Scalar(Scalar::I32) => self.int32_binary(op, a, b, res),
            Type::Scalar(Scalar::I64) => self.int64_binary(op, a, b, res),
            Type::Scalar(Scalar::F32) => self.f32_binary(op, a, b, res),
            Type::Scalar(Scalar::F64) => self.f64_binary(op, a, b, res),
            _ => Err(unsupported!("{}.{:?} is not supported yet", op.name(), ty)),
        }
    }

    /// The operand an integer operation returns unchanged (`x + 0`, `0 + x`, `x - 0`,
    /// `x * 1`, `x | 0`, `x ^ 0`, shifts by 0, `ptradd x, 0`, `ptradd 0, x`), if any. Never for floats
    /// (`x + 0.0` is not `x` for `-0.0`) or lane masks.
    fn identity_operand(
        &self,
        op: Opcode,
        a: Value,
        b: Value,
        ty: Type,
        res: Value,
    ) -> Option<Value> {
        if ty.is_bool() || ty.is_vector() || ty.is_float() {
            return None;
        }
        let k = |v: Value| match self.vals.get(&v) {
            Some(Val::K(k)) => Some(*k),
            _ => None,
        };
        // A uniform result must stay in SGPRs (or be a constant).
        let same_bank = |x: Value| !self.uniform(res) || self.uniform(x);
        let pick = match (op, k(a), k(b)) {
            (
                Opcode::Add
                | Opcode::Sub
                | Opcode::Or
                | Opcode::Xor
                | Opcode::Shl
                | Opcode::Lshr
                | Opcode::Ashr
                | Opcode::Ptradd,
                _,
                Some(0),
            ) => Some(a),
            (Opcode::Add | Opcode::Or | Opcode::Xor, Some(0), _) => Some(b),
            // The null/zero base of an LDS global (`lds_layout`: `inttoptr 0`): the address
            // is the offset (same width: a pointer and its offset have the same bits).
            (Opcode::Ptradd, Some(0), _) if self.func.dfg.value_type(b).bits() == ty.bits() => {
                Some(b)
            }
            (Opcode::Mul, _, Some(1)) => Some(a),
            (Opcode::Mul, Some(1), _) => Some(b),
            (Opcode::And, _, Some(m)) if m == ones(ty) => Some(a),
            (Opcode::And, Some(m), _) if m == ones(ty) => Some(b),
            _ => None,
        };
        pick.filter(|&x| same_bank(x) && self.vals.contains_key(&x))
    }

    /// The constant an integer operation yields: both operands constant (folded by
    /// [`fold_int`]: lowering's expansions of narrow and vector operations leave shift-amount
    /// masks and extensions of constants), or whatever its other operand is: `x * 0`,
    /// `x & 0`, `umulhi/smulhi x, 0` are 0, `x | -1` is -1 (all bits of the type). Never for
    /// floats, vectors or lane masks.
    fn absorbed_constant(&self, op: Opcode, a: Value, b: Value, ty: Type) -> Option<u64> {
        if ty.is_bool() || ty.is_vector() || ty.is_float() || ty.bits() > 64 {
            return None;
        }
        let k = |v: Value| match self.vals.get(&v) {
            Some(Val::K(k)) => Some(*k & ones(ty)),
            _ => None,
        };
        if let (Some(x), Some(y)) = (k(a), k(b)) {
            return fold_int(op, x, y, ty.bits());
        }
        match (op, k(a), k(b)) {
            (Opcode::Mul | Opcode::And | Opcode::Umulhi | Opcode::Smulhi, Some(0), _)
            | (Opcode::Mul | Opcode::And | Opcode::Umulhi | Opcode::Smulhi, _, Some(0)) => Some(0),
            (Opcode::Or, Some(m), _) | (Opcode::Or, _, Some(m)) if m == ones(ty) => Some(m),
            _ => None,
        }
    }

    /// Public wrapper: a uniform 32-bit SGPR operand or constant.
    pub fn s_or_k_pub(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::K(k) => Ok(MOp::C(k32(k as u32))),
            _ => {
                let r = self.in_s(v)?;
                Ok(self.cx.w(r))
            }
        }
    }

    /// The constant a selected i1 is, if it is one.
    fn bool_const(&self, v: Value) -> Option<bool> {
        match self.vals.get(&v) {
            Some(Val::K(k)) => Some(k & 1 != 0),
            _ => None,
        }
    }

    /// `res = x` when `x` is a lane mask or a constant (an i1 operation that returns one of
    /// its operands unchanged); false when `x` is held otherwise.
    fn bool_alias(&mut self, res: Value, x: Value) -> SelResult<bool> {
        match self.get(x)? {
            v @ (Val::Mask(_) | Val::K(_)) => {
                self.vals.insert(res, v);
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// `!m` on lane masks (`s_not`).
    fn mask_not(&mut self, m: VReg) -> SelResult<VReg> {
        let r = self.cx.vreg(Bank::S, self.cx.mask_w());
        self.cx.push(
            self.cx.mask_op(Op::s_not_b32, Op::s_not_b64),
            [self.cx.w(r), self.cx.w(m)],
            1,
        )?;
        Ok(r)
    }

    /// An i1 `and`/`or`/`xor` with a constant operand, folded to the bits the full operation
    /// would compute on the lane masks (every bit, inactive lanes included): `x & 1`,
    /// `x | 0`, `x ^ 0` are `x`; `x & 0` is 0, `x | 1` is 1; `x ^ 1` is `s_not x`. Returns
    /// whether it applied. (The structurizer's flow flags and `select`s of constants make
    /// these; without the fold each costs an `s_mov` of the constant and the operation.)
    fn mask_binary_const(&mut self, op: Opcode, a: Value, b: Value, res: Value) -> SelResult<bool> {
        let (x, k) = match (self.bool_const(a), self.bool_const(b)) {
            (_, Some(k)) => (a, k),
            (Some(k), None) => (b, k),
            (None, None) => return Ok(false),
        };
        match (op, k) {
            (Opcode::And, true) | (Opcode::Or | Opcode::Xor, false) => self.bool_alias(res, x),
            (Opcode::And, false) | (Opcode::Or, true) => {
                self.vals.insert(res, Val::K(k as u64));
                Ok(true)
            }
            (Opcode::Xor, true) => {
                if let Some(kx) = self.bool_const(x) {
                    self.vals.insert(res, Val::K(!kx as u64));
                    return Ok(true);
                }
                let Val::Mask(m) = self.get(x)? else {
                    return Ok(false);
                };
                let r = self.mask_not(m)?;
                self.vals.insert(res, Val::Mask(r));
                Ok(true)
            }
            _ => Ok(false),
        }
    }

    /// An i1 `select c, t, f` with a constant side, folded on the lane masks to the one
    /// operation `(c & t) | (f & !c)` reduces to (every bit, inactive lanes included, as the
    /// general three-instruction form computes): `t = 1` is `c | f`, `t = 0` is `f & !c`,
    /// `f = 1` is `t | !c`, `f = 0` is `c & t`; both constant: `c`, `!c` or the constant.
    /// Returns whether it applied. (The structurizer's flow flags are such selects — "this
    /// exit taken, else the flag as it was" — one or two per flow block; without the fold
    /// each costs an `s_mov` of the constant and three mask operations.)
    fn mask_select_const(&mut self, c: Value, t: Value, f: Value, res: Value) -> SelResult<bool> {
        let (kt, kf) = (self.bool_const(t), self.bool_const(f));
        let mop = |s: &Self, a: Op, b: Op| s.cx.mask_op(a, b);
        let (name, a, b) = match (kt, kf) {
            (None, None) => return Ok(false),
            (Some(true), Some(false)) => {
                if self.bool_alias(res, c)? {
                    return Ok(true);
                }
                let m = self.as_mask(c)?;
                self.vals.insert(res, Val::Mask(m));
                return Ok(true);
            }
            (Some(false), Some(true)) => {
                let m = self.as_mask(c)?;
                let r = self.mask_not(m)?;
                self.vals.insert(res, Val::Mask(r));
                return Ok(true);
            }
            (Some(x), Some(_)) => {
                // Both the same constant.
                self.vals.insert(res, Val::K(x as u64));
                return Ok(true);
            }
            (Some(true), None) => (mop(self, Op::s_or_b32, Op::s_or_b64), c, f),
            (None, Some(false)) => (mop(self, Op::s_and_b32, Op::s_and_b64), c, t),
            (Some(false), None) => {
                let n = if self.cx.has(Op::s_and_not1_b64) {
                    mop(self, Op::s_and_not1_b32, Op::s_and_not1_b64)
                } else {
                    mop(self, Op::s_andn2_b32, Op::s_andn2_b64)
                };
                (n, f, c)
            }
            (None, Some(true)) => {
                let n = if self.cx.has(Op::s_or_not1_b64) {
                    mop(self, Op::s_or_not1_b32, Op::s_or_not1_b64)
                } else {
                    mop(self, Op::s_orn2_b32, Op::s_orn2_b64)
                };
                (n, t, c)
            }
        };
        let (ma, mb) = (self.as_mask(a)?, self.as_mask(b)?);
        let r = self.cx.vreg(Bank::S, self.cx.mask_w());
        self.cx
            .push(name, [self.cx.w(r), self.cx.w(ma), self.cx.w(mb)], 1)?;
        self.vals.insert(res, Val::Mask(r));
        Ok(true)
    }

    fn mask_binary(&mut self, op: Opcode, a: Value, b: Value, res: Value) -> SelResult<()> {
        if self.mask_binary_const(op, a, b, res)? {
            return Ok(());
        }
        let name = match op {
            Opcode::And => self.cx.mask_op(Op::s_and_b32, Op::s_and_b64),
            Opcode::Or => self.cx.mask_op(Op::s_or_b32, Op::s_or_b64),
            Opcode::Xor => self.cx.mask_op(Op::s_xor_b32, Op::s_xor_b64),
            _ => return Err(unsupported!("{}.i1 is not supported yet", op.name())),
        };
        let (ma, mb_) = (self.as_mask(a)?, self.as_mask(b)?);
        let m = self.cx.vreg(Bank::S, self.cx.mask_w());
        self.cx
            .push(name, [self.cx.w(m), self.cx.w(ma), self.cx.w(mb_)], 1)?;
        self.vals.insert(res, Val::Mask(m));
        Ok(())
    }

    fn int32_binary(&mut self, op: Opcode, a: Value, b: Value, res: Value) -> SelResult<()> {
        let g = self.cx.gen;
        if op == Opcode::Or
            && !self.uniform(res)
            && (self.funnel_shift(a, b, res)? || self.byte_perm(a, b, res)?)
        {
            return Ok(());
        }
        if op == Opcode::Add && !self.uniform(res) && self.const_funnel(a, b).is_some() {
            // `lshr x, c` + `shl y, 32 - c`: disjoint bits, the `or` funnel shift.
            return self.funnel_shift(a, b, res).map(|_| ());
        }
        if op == Opcode::And && self.bit_field(a, b, res)? {
            return Ok(());
        }
        if matches!(op, Opcode::Add | Opcode::Or)
            && !self.uniform(res)
            && self.fused_shift(op, a, b, res)?
        {
            return Ok(());
        }
        if matches!(op, Opcode::Or | Opcode::Xor) && self.bit_select(op, a, b, res)? {
            return Ok(());
        }
        if self.fused_three(op, a, b, res)? {
            return Ok(());
        }
        if op == Opcode::Mul {
            // `x * 2^k` is `x << k` (full rate; `v_mul_lo_u32` is a quarter-rate VOP3).
            let pow2 = |v: Value, s: &Self| match s.vals.get(&v) {
                Some(Val::K(k)) if (*k as u32).is_power_of_two() && *k as u32 > 1 => {
                    Some((*k as u32).trailing_zeros())
                }
                _ => None,
            };
            let x = match (pow2(a, self), pow2(b, self)) {
                (None, Some(sh)) => Some((a, sh)),
                (Some(sh), None) => Some((b, sh)),
                _ => None,
            };
            if let Some((x, sh)) = x {
                let amount = MOp::C(k32(sh));
                if self.uniform(res) {
                    let r = self.def_reg(res, Bank::S)?;
                    let ox = self.s_or_k_pub(x)?;
                    return self
                        .cx
                        .push(Op::s_lshl_b32, [self.cx.w(r), ox, amount], 1)
                        .map(|_| ());
                }
                let r = self.def_reg(res, Bank::V)?;
                let ox = self.op32(x)?;
                return self
                    .cx
                    .valu(Op::v_lshlrev_b32, self.cx.w(r), [amount, ox], false);
            }
        }
        let scalar = match op {
            Opcode::Add => Some(Op::s_add_u32),
            Opcode::Sub => Some(Op::s_sub_u32),
            Opcode::Mul => Some(Op::s_mul_i32),
            Opcode::Umulhi if g >= Generation::Gfx9 => Some(Op::s_mul_hi_u32),
            Opcode::Smulhi if g >= Generation::Gfx9 => Some(Op::s_mul_hi_i32),
            Opcode::And => Some(Op::s_and_b32),
            Opcode::Or => Some(Op::s_or_b32),
            Opcode::Xor => Some(Op::s_xor_b32),
            Opcode::Shl => Some(Op::s_lshl_b32),
            Opcode::Lshr => Some(Op::s_lshr_b32),
            Opcode::Ashr => Some(Op::s_ashr_i32),
            Opcode::Smin => Some(Op::s_min_i32),
            Opcode::Smax => Some(Op::s_max_i32),
            Opcode::Umin => Some(Op::s_min_u32),
            Opcode::Umax => Some(Op::s_max_u32),
            _ => None,
        };
        if self.uniform(res) {
            if let Some(name) = scalar {
                let r = self.def_reg(res, Bank::S)?;
                let oa = self.s_or_k_pub(a)?;
                let ob = self.s_or_k_pub(b)?;
                let (oa, ob) = two_literals(self, oa, ob)?;
                self.cx.push(name, [self.cx.w(r), oa, ob], 1)?;
                return Ok(());
            }
        }
        let b = if matches!(op, Opcode::Shl | Opcode::Lshr | Opcode::Ashr) {
            self.shift_amount(b, 32)
        } else {
            b
        };
        let r = self.def_reg(res, Bank::V)?;
        let dst = self.cx.w(r);
        let (oa, ob) = (self.op32(a)?, self.op32(b)?);
        match op {
            Opcode::Add => self.vadd32(dst, oa, ob),
            Opcode::Sub => {
                if self.cx.has(Op::v_sub_nc_u32_e32) {
                    self.cx.valu(Op::v_sub_nc_u32, dst, [oa, ob], false)
                } else if g >= Generation::Gfx9 {
                    self.cx.valu(Op::v_sub_u32, dst, [oa, ob], false)
                } else {
                    {
                        let name = self.carry_names(true).0;
                        self.carry_op(name, None, dst, oa, ob)
                    }
                }
            }
            // Both factors known to fit 24 bits: the full-rate `v_mul_u32_u24` (its 48-bit
            // product's low dword is the 32-bit product), not the quarter-rate `v_mul_lo_u32`.
            Opcode::Mul if self.fits_u24(a) && self.fits_u24(b) => {
                self.cx.valu(Op::v_mul_u32_u24, dst, [oa, ob], true)
            }
            // Both factors known to be signed 24-bit values: the full-rate `v_mul_i32_i24`
            // (sign-extends bits [23:0] of each source; the 48-bit product's low dword is the
            // 32-bit product), as llc-19 does for operands of at most 24 significant bits.
            Opcode::Mul if self.fits_i24(a) && self.fits_i24(b) => {
                self.cx.valu(Op::v_mul_i32_i24, dst, [oa, ob], true)
            }
            Opcode::Mul => self.cx.valu(Op::v_mul_lo_u32, dst, [oa, ob], true),
            Opcode::Umulhi => self.cx.valu(Op::v_mul_hi_u32, dst, [oa, ob], true),
            Opcode::Smulhi => self.cx.valu(Op::v_mul_hi_i32, dst, [oa, ob], true),
            Opcode::And => self.cx.valu(Op::v_and_b32, dst, [oa, ob], true),
            Opcode::Or => self.cx.valu(Op::v_or_b32, dst, [oa, ob], true),
            Opcode::Xor => self.cx.valu(Op::v_xor_b32, dst, [oa, ob], true),
            Opcode::Shl => self.cx.valu(Op::v_lshlrev_b32, dst, [ob, oa], false),
            Opcode::Lshr => self.cx.valu(Op::v_lshrrev_b32, dst, [ob, oa], false),
            Opcode::Ashr => self.cx.valu(Op::v_ashrrev_i32, dst, [ob, oa], false),
            Opcode::Smin => self.cx.valu(Op::v_min_i32, dst, [oa, ob], true),
            Opcode::Smax => self.cx.valu(Op::v_max_i32, dst, [oa, ob], true),
            Opcode::Umin => self.cx.valu(Op::v_min_u32, dst, [oa, ob], true),
            Opcode::Umax => self.cx.valu(Op::v_max_u32, dst, [oa, ob], true),
            _ => Err(unsupported!("{}.i32 is not supported yet", op.name())),
        }
    }

    /// `ptradd p, off`.
    fn ptradd(&mut self, p: Value, off: Value, res: Value) -> SelResult<()> {
        let pty = self.func.dfg.value_type(p);
        if pty.bits() == 32 {
            // LDS/private/constant32: 32-bit add.
            if let (Val::K(a), Val::K(b)) = (self.get(p)?, self.get(off)?) {
                self.vals
                    .insert(res, Val::K((a as u32).wrapping_add(b as u32) as u64));
                return Ok(());
            }
            return self.int32_binary(Opcode::Add, p, off, res);
        }
        let offw = self.func.dfg.value_type(off).bits();
        let uni = self.uniform(res);
        if !uni {
            // `p + ext(x) * K` in one `v_mad_u64_u32` / `v_mad_i64_i32` (GFX9+): the 32x32
            // product of the zero- or sign-extended index plus the 64-bit pointer.
            if let Some((x, k, signed)) = self.scaled_index(off) {
                let name = if signed {
                    Op::v_mad_i64_i32
                } else {
                    Op::v_mad_u64_u32
                };
                if self.cx.has(name) {
                    let r = self.def_reg(res, Bank::V)?;
                    let ox = self.op32(x)?;
                    let op = self.op64(p)?;
                    return self.mad_64(name, self.cx.w(r), ox, MOp::C(k32(k)), op);
                }
            }
        }
        if offw == 32 {
            // Sign-extend the 32-bit offset.
            return Err(unsupported!(
                "ptradd with an i32 offset on a 64-bit pointer is not supported yet"
            ));
        }
        let bank = if uni { Bank::S } else { Bank::V };
        let r = self.addsub64(p, off, false, bank)?;
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    fn f32_binary(&mut self, op: Opcode, a: Value, b: Value, res: Value) -> SelResult<()> {
        let (name, comm) = match op {
            Opcode::Fadd => (Op::v_add_f32, true),
            Opcode::Fsub => (Op::v_sub_f32, false),
            Opcode::Fmul => (Op::v_mul_f32, true),
            Opcode::Fmin => (Op::v_min_f32, true),
            Opcode::Fmax => (Op::v_max_f32, true),
            Opcode::Copysign => {
                let r = self.def_reg(res, Bank::V)?;
                let (oa, ob) = (self.op32(a)?, self.op32(b)?);
                return self.cx.valu(
                    Op::v_bfi_b32,
                    self.cx.w(r),
                    [MOp::C(k32(0x7fff_ffff)), oa, ob],
                    false,
                );
            }
            _ => return Err(unsupported!("{}.f32 is not supported yet", op.name())),
        };
        if self.fused_three(op, a, b, res)? {
            return Ok(());
        }
        let r = self.def_reg(res, Bank::V)?;
        let (mut oa, mut ob) = (self.op32(a)?, self.op32(b)?);
        if matches!(op, Opcode::Fmin | Opcode::Fmax) {
            oa = self.quiet_minmax_operand(a, oa, Op::v_max_f32, 1)?;
            ob = self.quiet_minmax_operand(b, ob, Op::v_max_f32, 1)?;
        }
        self.cx.valu(name, self.cx.w(r), [oa, ob], comm)
    }

    fn f64_binary(&mut self, op: Opcode, a: Value, b: Value, res: Value) -> SelResult<()> {
        let r = self.def_reg(res, Bank::V)?;
        if op == Opcode::Copysign {
            // Low dword of `a`; high dword: `a`'s magnitude bits, `b`'s sign (v_bfi_b32).
            let g = self.cx.mark();
            let lo = self.dword(a, 0)?;
            self.copy_dword(r, 0, lo, Bank::V)?;
            let (ha, hb) = (self.dword(a, 1)?, self.dword(b, 1)?);
            self.cx.valu(
                Op::v_bfi_b32,
                self.cx.d(r, 1),
                [MOp::C(k32(0x7fff_ffff)), ha, hb],
                false,
            )?;
            self.cx.group_from(g);
            return Ok(());
        }
        let (mut oa, mut ob) = (self.op64f_inline(a)?, self.op64f_inline(b)?);
        if matches!(op, Opcode::Fmin | Opcode::Fmax) {
            oa = self.quiet_minmax_operand(a, oa, Op::v_max_f64, 2)?;
            ob = self.quiet_minmax_operand(b, ob, Op::v_max_f64, 2)?;
        }
        let name = match op {
            Opcode::Fadd | Opcode::Fsub => Op::v_add_f64,
            Opcode::Fmul => Op::v_mul_f64,
            Opcode::Fmin => Op::v_min_f64,
            Opcode::Fmax => Op::v_max_f64,
            _ => return Err(unsupported!("{}.f64 is not supported yet", op.name())),
        };
        // Every variant has these VOP3-only rows under their plain names.
        self.cx.valu(name, self.cx.w(r), [oa, ob], false)?;
        if op == Opcode::Fsub {
            let last = self.cx.f.blocks[self.cx.cur].insts.last_mut().unwrap();
            last.m.neg |= 2;
        }
        Ok(())
    }

    /// Ternary operations: fma, select, insertelement.
    pub fn ternary(&mut self, op: Opcode, args: &[Value; 3], res: Value) -> SelResult<()> {
        let ty = self.func.dfg.value_type(res);
        match op {
            Opcode::Insertelement if crate::packed::is_vec16(ty) => {
                let i = self.lane_index(args[2], ty.lanes() as u8)?;
                self.insert16(args[0], args[1], i, res)
            }
            Opcode::Insertelement => self.insert_element(args, res),
            Opcode::Fma if crate::packed::is_vec16(ty) => self.packed_op(op, args, res),
            Opcode::Fma if ty == Type::F16 => self.f16_fma(args, res),
            Opcode::Fma => {
                let r = self.def_reg(res, Bank::V)?;
                match ty {
                    Type::F32 => {
                        let ops = [
                            self.op32(args[0])?,
                            self.op32(args[1])?,
                            self.op32(args[2])?,
                        ];
                        self.cx.valu(Op::v_fma_f32, self.cx.w(r), ops, false)
                    }
                    Type::F64 => {
                        let ops = [
                            self.op64f_inline(args[0])?,
                            self.op64f_inline(args[1])?,
                            self.op64f_inline(args[2])?,
                        ];
                        self.cx.valu(Op::v_fma_f64, self.cx.w(r), ops, false)
                    }
                    _ => Err(unsupported!("fma of this type is not supported yet")),
                }
            }
            Opcode::Select => self.select_op(args[0], args[1], args[2], res),
            _ => Err(unsupported!("{} is not supported yet", op.name())),
        }
    }

    fn select_op(&mut self, c: Value, t: Value, f: Value, res: Value) -> SelResult<()> {
        let ty = self.func.dfg.value_type(res);
        if ty.is_vector() && ty.lane() == Some(Scalar::I1) {
            return Err(unsupported!("select of this type is not supported yet"));
        }
        if let Some(k) = self.bool_const(c) {
            // A constant condition (a folded compare of constants) picks its operand.
            let x = if k { t } else { f };
            if self.vals.contains_key(&x) && (!self.uniform(res) || self.uniform(x)) {
                let v = self.get(x)?;
                self.vals.insert(res, v);
                return Ok(());
            }
        }
        if ty.is_bool() && self.mask_select_const(c, t, f, res)? {
            return Ok(());
        }
        if ty.is_bool() {
            // Lane masks: (c & t) | (f & !c).
            let (mc, mt, mf) = (self.as_mask(c)?, self.as_mask(t)?, self.as_mask(f)?);
            let mw = self.cx.mask_w();
            let (x, y, r) = (
                self.cx.vreg(Bank::S, mw),
                self.cx.vreg(Bank::S, mw),
                self.cx.vreg(Bank::S, mw),
            );
            let andn = if self.cx.has(Op::s_and_not1_b64) {
                self.cx.mask_op(Op::s_and_not1_b32, Op::s_and_not1_b64)
            } else {
                self.cx.mask_op(Op::s_andn2_b32, Op::s_andn2_b64)
            };
            let ops = |s: &Self, d: VReg, a: VReg, b: VReg| vec![s.cx.w(d), s.cx.w(a), s.cx.w(b)];
            self.cx.push(
                self.cx.mask_op(Op::s_and_b32, Op::s_and_b64),
                ops(self, x, mc, mt),
                1,
            )?;
            self.cx.push(andn, ops(self, y, mf, mc), 1)?;
            self.cx.push(
                self.cx.mask_op(Op::s_or_b32, Op::s_or_b64),
                ops(self, r, x, y),
                1,
            )?;
            self.vals.insert(res, Val::Mask(r));
            return Ok(());
        }
        let w = Self::dwords(ty)?;
        // A compare deferred to here (`Selector::scc_reader`) gives SCC straight from `s_cmp`
        // (no lane mask); otherwise SCC is any active lane of the mask.
        let fused = self.fusable_cmp(c).filter(|_| self.uniform(res) && w <= 2);
        let mask = match fused {
            Some(_) => None,
            None => Some(self.as_mask(c)?),
        };
        if fused.is_some() || (self.uniform(res) && self.uniform(c) && w <= 2) {
            let r = self.def_reg(res, Bank::S)?;
            let (ot, of) = if w == 1 {
                (self.s_or_k_pub(t)?, self.s_or_k_pub(f)?)
            } else {
                let (a, b) = (self.in_s(t)?, self.in_s(f)?);
                (self.cx.w(a), self.cx.w(b))
            };
            let (ot, of) = two_literals(self, ot, of)?;
            let g = match (fused, mask) {
                (Some((cc, a, b)), _) => {
                    let g = self.cx.mark();
                    self.fused_cmp_to_scc(cc, a, b)?;
                    g
                }
                (None, Some(m)) => self.scc_any_active(m)?,
                (None, None) => return Err(internal!("internal: select without a condition")),
            };
            let name = if w == 1 {
                Op::s_cselect_b32
            } else {
                Op::s_cselect_b64
            };
            self.cx.push(name, [self.cx.w(r), ot, of], 1)?;
            self.cx.group_from(g);
            return Ok(());
        }
        let Some(m) = mask else {
            return Err(internal!("internal: select without a condition"));
        };
        let r = self.def_reg(res, Bank::V)?;
        let g = self.cx.mark();
        for i in 0..w {
            let (ot, of) = (self.dword(t, i)?, self.dword(f, i)?);
            let mo = self.cx.w(m);
            self.cndmask(self.cx.d(r, i), of, ot, mo)?;
        }
        self.cx.group_from(g);
        Ok(())
    }

    /// Unary operations and conversions.
    pub fn unary(&mut self, op: Opcode, a: Value, res: Value) -> SelResult<()> {
        let ty = self.func.dfg.value_type(res);
        let aty = self.func.dfg.value_type(a);
        match op {
            Opcode::Bitcast | Opcode::Ptrtoint | Opcode::Inttoptr
                if ty.bits() == aty.bits() && !ty.is_bool() =>
            {
                let v = self.get(a)?;
                self.vals.insert(res, v);
                Ok(())
            }
            Opcode::Fpext
                if aty == Type::F16
                    && (self.fold_fpext16(a, res)?.is_some()
                        || self.fpext_high_half(a, res)?) =>
            {
                Ok(())
            }
            Opcode::Splat if crate::packed::is_vec16(ty) => self.splat16(a, res, ty),
            Opcode::Splat => self.splat(a, res, ty, aty),
            Opcode::Fneg | Opcode::Fabs | Opcode::Neg | Opcode::Not
                if crate::packed::is_vec16(ty) =>
            {
                self.packed_op(op, &[a], res)
            }
            Opcode::Fneg
            | Opcode::Fabs
            | Opcode::Floor
            | Opcode::Ceil
            | Opcode::Trunc
            | Opcode::Roundeven
            | Opcode::Rcp
            | Opcode::Rsq
                if ty == Type::F16 =>
            {
                self.f16_unary(op, a, res)
            }
            Opcode::Readfirstlane => {
                let r = self.in_s(a)?;
                self.vals.insert(res, Val::R(r));
                Ok(())
            }
            Opcode::Ballot => {
                let m = self.as_mask(a)?;
                let w = Self::dwords(ty)?;
                let r = self.cx.vreg(Bank::S, w);
                let ex = self.cx.exec();
                if w == self.cx.mask_w() {
                    self.cx.push(
                        self.cx.mask_op(Op::s_and_b32, Op::s_and_b64),
                        [self.cx.w(r), ex, self.cx.w(m)],
                        1,
                    )?;
                } else if w < self.cx.mask_w() {
                    // ballot.i32 in wave64: the lanes 0-31 of the ballot (llc-19 cannot
                    // select it; the interpreter defines it as the low 32 bits).
                    let t = self.cx.vreg(Bank::S, self.cx.mask_w());
                    let g = self.cx.mark();
                    self.cx.push(
                        self.cx.mask_op(Op::s_and_b32, Op::s_and_b64),
                        [self.cx.w(t), ex, self.cx.w(m)],
                        1,
                    )?;
                    self.cx.copy(r, self.cx.d(t, 0));
                    self.cx.group_from(g);
                } else {
                    // ballot.i64 in wave32: zero-extend.
                    let g = self.cx.mark();
                    self.cx
                        .push(Op::s_and_b32, [self.cx.d(r, 0), ex, self.cx.w(m)], 1)?;
                    self.cx
                        .push(Op::s_mov_b32, [self.cx.d(r, 1), MOp::C(k32(0))], 1)?;
                    self.cx.group_from(g);
                }
                self.vals.insert(res, Val::R(r));
                Ok(())
            }
            Opcode::Zext | Opcode::Sext if aty.is_bool() => {
                // A constant (e.g. an i1 operation folded on lane masks) extends to one.
                if let (Some(k), false, true) =
                    (self.bool_const(a), ty.is_vector(), ty.bits() <= 64)
                {
                    let v = match (k, op) {
                        (false, _) => 0,
                        (true, Opcode::Zext) => 1,
                        (true, _) => ones(ty),
                    };
                    self.vals.insert(res, Val::K(v));
                    return Ok(());
                }
                let one = if op == Opcode::Zext { 1 } else { u32::MAX };
                let w = Self::dwords(ty)?;
                let scalar =
                    self.uniform(res) && !ty.is_vector() && !self.vector_used.contains(&res);
                if scalar {
                    // A uniform result only scalar operations read stays scalar: SCC = the
                    // condition, then one `s_cselect` per dword. SCC comes from the compare
                    // deferred to here (`Selector::scc_reader`), or is any active lane of the
                    // mask (the lanes agree; a VALU compare leaves inactive lanes 0). (Through
                    // a VGPR it cost a `v_cndmask` and a `v_readfirstlane` back for every use;
                    // a vector user reads the `v_cndmask` directly.)
                    let (r, g) = match self.fusable_cmp(a) {
                        Some((cc, x, y)) => {
                            let r = self.def_reg(res, Bank::S)?;
                            let g = self.cx.mark();
                            self.fused_cmp_to_scc(cc, x, y)?;
                            (r, g)
                        }
                        None => {
                            let m = self.as_mask(a)?;
                            let r = self.def_reg(res, Bank::S)?;
                            (r, self.scc_any_active(m)?)
                        }
                    };
                    for i in 0..w {
                        let d = self.cx.d(r, i);
                        if i == 0 || op == Opcode::Sext {
                            let ops = [d, MOp::C(k32(one)), MOp::C(k32(0))];
                            self.cx.push(Op::s_cselect_b32, ops, 1)?;
                        } else {
                            self.cx.push(Op::s_mov_b32, [d, MOp::C(k32(0))], 1)?;
                        }
                    }
                    self.cx.group_from(g);
                    return Ok(());
                }
                let m = self.as_mask(a)?;
                let r = self.def_reg(res, Bank::V)?;
                let g = self.cx.mark();
                for i in 0..w {
                    let k = if i == 0 || op == Opcode::Sext { one } else { 0 };
                    let mo = self.cx.w(m);
                    self.cndmask(self.cx.d(r, i), MOp::C(k32(0)), MOp::C(k32(k)), mo)?;
                }
                self.cx.group_from(g);
                Ok(())
            }
            Opcode::Zext | Opcode::Sext
                if !aty.is_bool() && aty.bits() < 32 && !aty.is_vector() && ty.bits() <= 64 =>
            {
                self.narrow_ext(op == Opcode::Sext, a, aty.bits(), res, ty.bits())
            }
            Opcode::Itrunc if ty.bits() < 32 && !ty.is_bool() && !ty.is_vector() => {
                // Narrow values keep unspecified high bits: the low dword is the value.
                let v = match self.get(a)? {
                    Val::K(k) => Val::K(k & ((1u64 << ty.bits()) - 1)),
                    Val::R(x) => {
                        let bank = self.cx.f.info(x).bank;
                        let r = self.def_reg(res, bank)?;
                        let s = self.cx.d(x, 0);
                        self.cx.copy(r, s);
                        return Ok(());
                    }
                    _ => return Err(internal!("internal: itrunc operand")),
                };
                self.vals.insert(res, v);
                Ok(())
            }
            Opcode::Zext | Opcode::Sext if aty == Type::I32 && ty == Type::I64 => {
                if let Val::K(k) = self.get(a)? {
                    let v = if op == Opcode::Zext {
                        k as u32 as u64
                    } else {
                        k as u32 as i32 as i64 as u64
                    };
                    self.vals.insert(res, Val::K(v));
                    return Ok(());
                }
                let uni = self.uniform(res);
                let bank = if uni { Bank::S } else { Bank::V };
                let r = self.def_reg(res, bank)?;
                // A uniform operand may live in a VGPR (computed on the VALU): SALU reads it
                // through `v_readfirstlane_b32`.
                let x = if uni {
                    self.s_or_k_pub(a)?
                } else {
                    self.op32(a)?
                };
                let g = self.cx.mark();
                if uni {
                    self.cx
                        .push(Op::s_mov_b32, [self.cx.d(r, 0), x.clone()], 1)?;
                    if op == Opcode::Zext {
                        self.cx
                            .push(Op::s_mov_b32, [self.cx.d(r, 1), MOp::C(k32(0))], 1)?;
                    } else {
                        self.cx
                            .push(Op::s_ashr_i32, [self.cx.d(r, 1), x, MOp::C(k32(31))], 1)?;
                    }
                } else {
                    if op == Opcode::Sext {
                        self.sext_block.insert(res, self.cx.cur);
                    }
                    self.cx
                        .valu(Op::v_mov_b32, self.cx.d(r, 0), [x.clone()], false)?;
                    if op == Opcode::Zext {
                        self.cx
                            .valu(Op::v_mov_b32, self.cx.d(r, 1), [MOp::C(k32(0))], false)?;
                    } else {
                        self.cx.valu(
                            Op::v_ashrrev_i32,
                            self.cx.d(r, 1),
                            [MOp::C(k32(31)), x],
                            false,
                        )?;
                    }
                }
                self.cx.group_from(g);
                Ok(())
            }
            Opcode::Itrunc if aty == Type::I64 && ty == Type::I32 => {
                if !self.uniform(res) && self.trunc_shift64(a, res)? {
                    return Ok(());
                }
                match self.get(a)? {
                    Val::K(k) => {
                        self.vals.insert(res, Val::K(k & 0xffff_ffff));
                    }
                    Val::R(x) => {
                        let bank = self.cx.f.info(x).bank;
                        let r = self.def_reg(res, bank)?;
                        let s = self.cx.d(x, 0);
                        self.cx.copy(r, s);
                    }
                    _ => return Err(internal!("internal: itrunc operand")),
                }
                Ok(())
            }
            Opcode::Fneg | Opcode::Fabs => {
                let w = Self::dwords(ty)?;
                let (bits, s32, v32) = if op == Opcode::Fneg {
                    (0x8000_0000u32, Op::s_xor_b32, Op::v_xor_b32)
                } else {
                    (0x7fff_ffff, Op::s_and_b32, Op::v_and_b32)
                };
                let uni = self.uniform(res);
                let bank = if uni { Bank::S } else { Bank::V };
                let r = self.def_reg(res, bank)?;
                let g = self.cx.mark();
                if w == 2 {
                    let lo = self.dword(a, 0)?;
                    self.copy_dword(r, 0, lo, bank)?;
                }
                let hi = self.dword(a, w - 1)?;
                if uni {
                    let hi = if let MOp::C(_) = hi {
                        let t = self.cx.vreg(Bank::S, 1);
                        self.cx.push(Op::s_mov_b32, [self.cx.w(t), hi], 1)?;
                        self.cx.w(t)
                    } else if self.cx.f.info(hi.vreg().unwrap()).bank == Bank::V {
                        let s = self.in_s(a)?;
                        self.cx.d(s, w - 1)
                    } else {
                        hi
                    };
                    self.cx
                        .push(s32, [self.cx.d(r, w - 1), hi, MOp::C(k32(bits))], 1)?;
                } else {
                    self.cx
                        .valu(v32, self.cx.d(r, w - 1), [MOp::C(k32(bits)), hi], true)?;
                }
                self.cx.group_from(g);
                Ok(())
            }
            Opcode::Sqrt if ty == Type::F32 => self.sqrt_f32(a, res),
            Opcode::Ctpop | Opcode::Ctlz | Opcode::Cttz | Opcode::Bitreverse => {
                self.bit_count(op, a, res, ty)
            }
            _ => self.unary_valu(op, a, res, ty, aty),
        }
    }

    /// `zext`/`sext` of a narrow (`bits` < 32, high bits unspecified) integer to 32 or 64
    /// bits: `s_bfe`/`v_bfe` extracts and extends the low bits.
    fn narrow_ext(
        &mut self,
        signed: bool,
        a: Value,
        bits: u32,
        res: Value,
        to: u32,
    ) -> SelResult<()> {
        if let Val::K(k) = self.get(a)? {
            let m = k & ((1u64 << bits) - 1);
            let v = if signed && m >> (bits - 1) != 0 {
                m | (u64::MAX << bits)
            } else {
                m
            };
            let v = if to < 64 { v & ((1u64 << to) - 1) } else { v };
            self.vals.insert(res, Val::K(v));
            return Ok(());
        }
        let uni = self.uniform(res);
        // A uniform operand may live in a VGPR (computed on the VALU, or loaded by a vector
        // memory instruction): the SALU form reads it through `v_readfirstlane_b32`.
        let x = if uni {
            self.s_or_k_pub(a)?
        } else {
            self.op32(a)?
        };
        let w = if to > 32 { 2 } else { 1 };
        let r = self.def_reg(res, if uni { Bank::S } else { Bank::V })?;
        let g = self.cx.mark();
        // The register already holds the extended value when its bits above the lowest
        // `bits - signed` are known zero (e.g. the `zext (itrunc (umax (zext a), (zext b)))`
        // lowering leaves around every narrow lane operation): a copy, which the allocator
        // coalesces, instead of a bit-field extract.
        if w == 1 && self.known_width(a, 0) <= bits - u32::from(signed) {
            self.cx.copy(r, x);
            return Ok(());
        }
        if uni {
            let name = if signed { Op::s_bfe_i32 } else { Op::s_bfe_u32 };
            self.cx
                .push(name, [self.cx.d(r, 0), x, MOp::C(k32(bits << 16))], 1)?;
            if w == 2 {
                let hi = if signed {
                    self.cx.push(
                        Op::s_ashr_i32,
                        [self.cx.d(r, 1), self.cx.d(r, 0), MOp::C(k32(31))],
                        1,
                    )?;
                    None
                } else {
                    Some(MOp::C(k32(0)))
                };
                if let Some(h) = hi {
                    self.cx.push(Op::s_mov_b32, [self.cx.d(r, 1), h], 1)?;
                }
            }
        } else {
            let name = if signed { Op::v_bfe_i32 } else { Op::v_bfe_u32 };
            self.cx.valu(
                name,
                self.cx.d(r, 0),
                [x, MOp::C(k32(0)), MOp::C(k32(bits))],
                false,
            )?;
            if w == 2 {
                if signed {
                    self.cx.valu(
                        Op::v_ashrrev_i32,
                        self.cx.d(r, 1),
                        [MOp::C(k32(31)), self.cx.d(r, 0)],
                        false,
                    )?;
                } else {
                    self.cx
                        .valu(Op::v_mov_b32, self.cx.d(r, 1), [MOp::C(k32(0))], false)?;
                }
            }
        }
        self.cx.group_from(g);
        Ok(())
    }

    fn unary_valu(
        &mut self,
        op: Opcode,
        a: Value,
        res: Value,
        ty: Type,
        aty: Type,
    ) -> SelResult<()> {
        let name = match (op, ty, aty) {
            (Opcode::Sitofp, Type::F32, Type::I32) => Op::v_cvt_f32_i32,
            (Opcode::Uitofp, Type::F32, Type::I32) => Op::v_cvt_f32_u32,
            (Opcode::Sitofp, Type::F64, Type::I32) => Op::v_cvt_f64_i32,
            (Opcode::Uitofp, Type::F64, Type::I32) => Op::v_cvt_f64_u32,
            (Opcode::Fptosi, Type::I32, Type::F32) => Op::v_cvt_i32_f32,
            (Opcode::Fptoui, Type::I32, Type::F32) => Op::v_cvt_u32_f32,
            (Opcode::Fpext, Type::F32, Type::F16) => Op::v_cvt_f32_f16,
            (Opcode::Fptrunc, Type::F16, Type::F32) => Op::v_cvt_f16_f32,
            (Opcode::Fptosi, Type::I32, Type::F64) => Op::v_cvt_i32_f64,
            (Opcode::Fptoui, Type::I32, Type::F64) => Op::v_cvt_u32_f64,
            (Opcode::Fpext, Type::F64, Type::F32) => Op::v_cvt_f64_f32,
            (Opcode::Fptrunc, Type::F32, Type::F64) => Op::v_cvt_f32_f64,
            (Opcode::Floor, Type::F32, _) => Op::v_floor_f32,
            (Opcode::Ceil, Type::F32, _) => Op::v_ceil_f32,
            (Opcode::Trunc, Type::F32, _) => Op::v_trunc_f32,
            (Opcode::Roundeven, Type::F32, _) => Op::v_rndne_f32,
            (Opcode::Rcp, Type::F32, _) => Op::v_rcp_f32,
            (Opcode::Rsq, Type::F32, _) => Op::v_rsq_f32,
            (Opcode::Rcp, Type::F64, _) => Op::v_rcp_f64,
            // GFX7+ (GFX6 gets them expanded by `lower::expand_float`).
            (Opcode::Floor, Type::F64, _) => Op::v_floor_f64,
            (Opcode::Ceil, Type::F64, _) => Op::v_ceil_f64,
            (Opcode::Trunc, Type::F64, _) => Op::v_trunc_f64,
            (Opcode::Roundeven, Type::F64, _) => Op::v_rndne_f64,
            (Opcode::Rsq, Type::F64, _) => Op::v_rsq_f64,
            (Opcode::Exp2, Type::F32, _) => Op::v_exp_f32,
            (Opcode::Log2, Type::F32, _) => Op::v_log_f32,
            (Opcode::Not, Type::I32, _) => {
                if self.uniform(res) {
                    let r = self.def_reg(res, Bank::S)?;
                    let x = self.s_or_k_pub(a)?;
                    self.cx.push(Op::s_not_b32, [self.cx.w(r), x], 1)?;
                    return Ok(());
                }
                Op::v_not_b32
            }
            (Opcode::Neg, Type::I32, _) => {
                let r = self.def_reg(res, Bank::V)?;
                let x = self.op32(a)?;
                let dst = self.cx.w(r);
                let zero = MOp::C(k32(0));
                return if self.cx.has(Op::v_sub_nc_u32_e32) {
                    self.cx.valu(Op::v_sub_nc_u32, dst, [zero, x], false)
                } else if self.cx.gen >= Generation::Gfx9 {
                    self.cx.valu(Op::v_sub_u32, dst, [zero, x], false)
                } else {
                    {
                        let name = self.carry_names(true).0;
                        self.carry_op(name, None, dst, zero, x)
                    }
                };
            }
            _ => {
                return Err(unsupported!(
                    "{}.{} is not supported yet",
                    op.name(),
                    type_name(ty)
                ))
            }
        };
        let r = self.def_reg(res, Bank::V)?;
        let x = if aty.bits() == 64 {
            self.op64f(a)?
        } else {
            self.op32(a)?
        };
        self.cx.valu(name, self.cx.w(r), [x], false)
    }
}

/// SALU instructions take one literal: materialise the second.
/// All bits of an integer type of at most 64 bits.
impl Selector<'_> {
    /// Whether the i32 `v` is known to be an unsigned 24-bit value (`v_mul_u32_u24` and
    /// `v_mad_u32_u24` read bits [23:0] of each source zero-extended).
    pub(crate) fn fits_u24(&self, v: Value) -> bool {
        self.known_width(v, 0) <= 24
    }

    /// Whether the i32 `v` is known to be a signed 24-bit value (`v_mul_i32_i24` and
    /// `v_mad_i32_i24` read bits [23:0] of each source sign-extended): bits 31..23 are
    /// copies of the sign bit, i.e. at least 9 sign bits by the IR's analysis
    /// ([`gfxc_ir::known::sign_bits`], which also counts its known leading zeros), or the
    /// value is below 2^23 by [`Self::known_width`] (which adds the target facts: work-item
    /// ids), or it is such a constant after selection's folding.
    pub(crate) fn fits_i24(&self, v: Value) -> bool {
        use gfxc_ir::known::{sign_bits, KNOWN_DEPTH};
        if let Some(Val::K(k)) = self.vals.get(&v) {
            let k = *k as u32 as i32;
            return (-(1 << 23)..(1 << 23)).contains(&k);
        }
        self.known_width(v, 0) <= 23 || sign_bits(self.func, v, KNOWN_DEPTH) >= 9
    }

    /// An upper bound on the bit width of the low dword of the register holding `v`: all
    /// its bits from the result on are known zero (32: nothing known). Follows only what
    /// selection makes exact: constants, zero extensions (the result is the extended value),
    /// narrowing truncations (a copy of the operand's low dword, `Opcode::Itrunc` above) and
    /// 32-bit integer operations whose result width is bounded by their operands'.
    ///
    /// At the top of a query (`depth` 0) an i32 value (its register is the value) also gets
    /// the IR's own known leading zeros ([`gfxc_ir::known::known_lz`]: `umulhi`, `urem` and
    /// `udiv` by constants, `select`, ...), the narrower bound winning: the rules below
    /// interleave target facts (work-item ids, selection's folded constants) with the
    /// operations, which the target-free IR analysis cannot.
    pub(crate) fn known_width(&self, v: Value, depth: u32) -> u32 {
        let own = self.known_width_by_selection(v, depth);
        if depth == 0 && own > 0 && self.func.dfg.value_type(v) == Type::I32 {
            let lz = gfxc_ir::known::known_lz(self.func, v, gfxc_ir::known::KNOWN_DEPTH);
            own.min(32 - lz)
        } else {
            own
        }
    }

    /// [`Self::known_width`] from selection's own rules only.
    fn known_width_by_selection(&self, v: Value, depth: u32) -> u32 {
        if let Some(Val::K(k)) = self.vals.get(&v) {
            return 32 - (*k as u32).leading_zeros();
        }
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return 32;
        };
        if depth > 8 {
            return 32;
        }
        let ty = self.func.dfg.value_type(v);
        let w = |x: Value| self.known_width(x, depth + 1);
        match &self.func.dfg.insts[i] {
            // A work-item id is below the largest work-group (1024).
            gfxc_ir::InstData::GridQuery {
                opcode: Opcode::WorkitemId,
                ..
            } => 10,
            gfxc_ir::InstData::Unary {
                opcode: Opcode::Zext,
                arg,
            } => {
                let aty = self.func.dfg.value_type(*arg);
                if aty.is_vector() {
                    32
                } else {
                    aty.bits().min(32)
                }
            }
            gfxc_ir::InstData::Unary {
                opcode: Opcode::Itrunc,
                arg,
            } if ty.bits() < 32 && !ty.is_bool() && !ty.is_vector() => w(*arg),
            gfxc_ir::InstData::Binary { opcode, args } if ty == Type::I32 => {
                let (a, b) = (args[0], args[1]);
                let kb = match self.vals.get(&b) {
                    Some(Val::K(k)) => Some(*k),
                    _ => None,
                };
                match opcode {
                    Opcode::And | Opcode::Umin => w(a).min(w(b)),
                    Opcode::Or | Opcode::Xor | Opcode::Umax => w(a).max(w(b)),
                    Opcode::Add => (w(a).max(w(b)) + 1).min(32),
                    Opcode::Mul => (w(a) + w(b)).min(32),
                    Opcode::Lshr => match kb {
                        Some(k) if k < 32 => w(a).saturating_sub(k as u32),
                        _ => w(a),
                    },
                    Opcode::Shl => match kb {
                        Some(k) if k < 32 => (w(a) + k as u32).min(32),
                        _ => 32,
                    },
                    _ => 32,
                }
            }
            _ => 32,
        }
    }
}

/// `a op b` on `bits`-wide integers (operands and result: the low `bits` bits, zero-extended),
/// with the IR's semantics (`docs/ir.md`); `None` for operations not folded here and for
/// shifts by the width or more (left to the selected instruction).
pub(crate) fn fold_int(op: Opcode, a: u64, b: u64, bits: u32) -> Option<u64> {
    let m = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (a, b) = (a & m, b & m);
    let sx = |v: u64| -> i64 {
        if bits >= 64 {
            v as i64
        } else {
            ((v << (64 - bits)) as i64) >> (64 - bits)
        }
    };
    let r = match op {
        Opcode::Add => a.wrapping_add(b),
        Opcode::Sub => a.wrapping_sub(b),
        Opcode::Mul => a.wrapping_mul(b),
        Opcode::And => a & b,
        Opcode::Or => a | b,
        Opcode::Xor => a ^ b,
        Opcode::Shl if b < u64::from(bits) => a << b,
        Opcode::Lshr if b < u64::from(bits) => a >> b,
        Opcode::Ashr if b < u64::from(bits) => (sx(a) >> b) as u64,
        Opcode::Umin => a.min(b),
        Opcode::Umax => a.max(b),
        Opcode::Smin => sx(a).min(sx(b)) as u64,
        Opcode::Smax => sx(a).max(sx(b)) as u64,
        _ => return None,
    };
    Some(r & m)
}

fn ones(ty: Type) -> u64 {
    match ty.bits() {
        64 => u64::MAX,
        b => (1u64 << b) - 1,
    }
}

pub(crate) fn two_literals(s: &mut Selector<'_>, a: MOp, b: MOp) -> SelResult<(MOp, MOp)> {
    let lit = |o: &MOp| matches!(o, MOp::C(gfxc_isa::regs::Operand::Literal(_)));
    if lit(&a) && lit(&b) && a != b {
        let r = s.cx.vreg(Bank::S, 1);
        s.cx.push(Op::s_mov_b32, [s.cx.w(r), a], 1)?;
        return Ok((s.cx.w(r), b));
    }
    Ok((a, b))
}

fn type_name(t: Type) -> String {
    match t {
        Type::Scalar(s) => s.name().to_string(),
        other => format!("{other:?}"),
    }
}

impl Selector<'_> {
    /// Is `v` known not to be a signaling NaN? Results of float arithmetic are quiet (the
    /// hardware quiets NaNs it computes), and so are non-NaN constants.
    pub fn known_quiet(&self, v: Value) -> bool {
        use gfxc_ir::{InstData, ValueDef};
        let ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return false;
        };
        match &self.func.dfg.insts[i] {
            InstData::FloatConst { bits } => {
                let (exp, man) = match self.func.dfg.value_type(v).lane() {
                    Some(Scalar::F16) => (0x7c00u64, 0x03ffu64),
                    Some(Scalar::F32) => (0x7f80_0000, 0x007f_ffff),
                    _ => (0x7ff0_0000_0000_0000, 0x000f_ffff_ffff_ffff),
                };
                !(bits & exp == exp && bits & man != 0)
            }
            d => matches!(
                d.opcode(),
                Opcode::Fadd
                    | Opcode::Fsub
                    | Opcode::Fmul
                    | Opcode::Fdiv
                    | Opcode::Fma
                    | Opcode::Fmin
                    | Opcode::Fmax
                    | Opcode::Sqrt
                    | Opcode::Rcp
                    | Opcode::Rsq
                    | Opcode::Sitofp
                    | Opcode::Uitofp
                    | Opcode::Fpext
                    | Opcode::Fptrunc
            ),
        }
    }

    /// The operand `o` of `fmin`/`fmax` source `v`, quieted when it may be a signaling NaN.
    /// In IEEE mode (compute kernels) `v_min`/`v_max` return a quieted sNaN operand instead of
    /// the other operand (RDNA3/CDNA3 ISA, V_MIN_F32 pseudocode), while `fmin`/`fmax` (as
    /// LLVM's `minnum`/`maxnum`) return the other operand: `canon(x, x)` (`v_max`) quiets it
    /// first, as llc-19 does (SITargetLowering: fcanonicalize of minnum operands).
    pub fn quiet_minmax_operand(
        &mut self,
        v: Value,
        o: MOp,
        canon: Op,
        dwords: u8,
    ) -> SelResult<MOp> {
        if self.known_quiet(v) {
            return Ok(o);
        }
        let t = self.cx.vreg(Bank::V, dwords);
        self.cx.valu(canon, self.cx.w(t), [o.clone(), o], false)?;
        Ok(self.cx.w(t))
    }
}
