//! Selection of 16-bit floating-point and vector-of-16-bit-lane values (`f16` scalars on GFX8+,
//! `f16xN`/`i16xN` vectors on every generation).
//!
//! Representation: a vector of `N` 16-bit lanes occupies `ceil(N / 2)` dwords; lane `k` is bits
//! `16 * (k % 2) ..` of dword `k / 2` (as LLVM's AMDGPU backend packs `v2f16`/`v2i16`). For an
//! odd `N` the high half of the last dword is padding with unspecified bits: it is computed on
//! (packed operations process whole dwords) but never read as a lane. A scalar `f16`/`i16`
//! lives in the low half of a dword with unspecified high bits (`lower/README.md`).
//!
//! Guarantees:
//! - every operation computes exactly the IR semantics (`docs/ir.md`) on the defined lanes;
//! - packed arithmetic (kept whole by `gfxc-lower` on GFX9+, rule 6 of `legalize.rs`) is one
//!   VOP3P instruction per dword (`v_pk_add_f16`, `v_pk_fma_f16`, `v_pk_lshlrev_b16`, ...;
//!   Vega ISA "VOP3P"), with `op_sel_hi` cleared on a splat inline constant so both halves
//!   read its low 16 bits (a VOP3P inline constant supplies only the low half), `fsub` as
//!   `v_pk_add_f16` with `neg_lo`/`neg_hi` on the subtrahend; bit operations (`and or xor
//!   not`, `fneg`/`fabs` as sign-bit `xor`/`and`) use the 32-bit SALU/VALU forms;
//! - lane moves (extract, insert, splat, shuffle) are built from one primitive, "pack two
//!   halves into a dword" ([`Selector::pack_halves`]): `s_pack_{ll,lh,hh}_b32_b16` for uniform
//!   values on GFX9+, `v_alignbit_b32` for (high half, low half) pairs, `v_perm_b32` (byte
//!   permute, GFX8+) otherwise, `v_lshlrev_b32` + `v_bfi_b32` on GFX7; whole dwords that are
//!   already in place are copied;
//! - scalar `f16` arithmetic on GFX8+ uses the 16-bit VOP2/VOP3 forms (`v_add_f16`,
//!   `v_fma_f16`, `v_cmp_*_f16`); `fneg`/`fabs`/`copysign` are bit operations on bit 15 on
//!   every generation.
//!
//! Uniform results whose operation has no SALU form are computed on the VALU into VGPRs
//! (consumers read them back with `v_readfirstlane_b32`, as for `f32`).

use gfxc_isa::Op;

/// The SALU and VALU forms of a 32-bit bitwise operation.
const AND_OPS: (Op, Op) = (Op::s_and_b32, Op::v_and_b32);
const OR_OPS: (Op, Op) = (Op::s_or_b32, Op::v_or_b32);
const XOR_OPS: (Op, Op) = (Op::s_xor_b32, Op::v_xor_b32);
use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{InstData, Opcode, Scalar, Type, Value, ValueDef};
use gfxc_isa::regs::{Operand, FLOAT_CONSTS};
use gfxc_isa::Generation;

/// A vector of 16-bit lanes.
pub fn is_vec16(ty: Type) -> bool {
    matches!(ty, Type::Vector(s, _) if s.bits() == 16)
}

/// One 16-bit half: a dword operand and which half of it (0 low, 1 high).
#[derive(Clone, Debug, PartialEq)]
struct Half {
    src: MOp,
    hi: bool,
}

impl Selector<'_> {
    fn is_s_or_k(&self, op: &MOp) -> bool {
        match op {
            MOp::V { reg, .. } => self.cx.f.info(*reg).bank == Bank::S,
            MOp::C(_) => true,
            _ => false,
        }
    }

    /// A 32-bit constant operand for a VOP3 instruction: inline, a literal (GFX10+ VOP3
    /// takes one), or an SGPR set by `s_mov_b32` (GFX8/9 VOP3 has no literal; an SGPR costs
    /// one SALU instruction instead of a `v_mov_b32`).
    pub(crate) fn vop3_const(&mut self, k: u32) -> SelResult<MOp> {
        let c = k32(k);
        if !matches!(c, Operand::Literal(_)) || self.cx.gen.is_gfx10_plus() {
            return Ok(MOp::C(c));
        }
        let r = self.cx.vreg(Bank::S, 1);
        self.cx.push(Op::s_mov_b32, [self.cx.w(r), MOp::C(c)], 1)?;
        Ok(self.cx.w(r))
    }

    /// The splat scalar of `v` if `v` is the result of `splat`.
    fn splat_source(&self, v: Value) -> Option<Value> {
        if let ValueDef::Result(i, _) = self.func.dfg.value_def(v) {
            if let InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } = self.func.dfg.insts[i]
            {
                return Some(arg);
            }
        }
        None
    }

    /// Lane `k` of a 16-bit-lane vector as a half of one of its dwords (a lane of a `splat`
    /// is the low half of the splat's scalar, which saves the splat's packing).
    ///
    /// Lanes of `insertelement` and `shuffle` results are looked up in their sources (the
    /// inserted scalar, the shuffled lane), so that a vector rebuilt lane by lane and taken
    /// apart again (GFX8's split lanes, a shuffle feeding an extract) costs no unpacking; the
    /// packing itself is then removed by dead-code elimination when nothing else reads it.
    fn lane_half(&mut self, v: Value, k: u8) -> SelResult<Half> {
        if let Some(s) = self.splat_source(v) {
            return Ok(Half {
                src: self.dword(s, 0)?,
                hi: false,
            });
        }
        if let ValueDef::Result(i, _) = self.func.dfg.value_def(v) {
            match &self.func.dfg.insts[i] {
                InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args,
                } if is_vec16(self.func.dfg.value_type(v)) => {
                    if let Some(Val::K(j)) = self.vals.get(&args[2]).copied() {
                        let args = *args;
                        if j == k as u64 {
                            return Ok(Half {
                                src: self.dword(args[1], 0)?,
                                hi: false,
                            });
                        }
                        return self.lane_half(args[0], k);
                    }
                }
                InstData::Shuffle { args, mask } if is_vec16(self.func.dfg.value_type(args[0])) => {
                    let na = self.func.dfg.value_type(args[0]).lanes() as u8;
                    let (args, m) = (*args, mask[k as usize]);
                    return if m < na {
                        self.lane_half(args[0], m)
                    } else {
                        self.lane_half(args[1], m - na)
                    };
                }
                _ => {}
            }
        }
        Ok(Half {
            src: self.dword(v, k / 2)?,
            hi: k % 2 == 1,
        })
    }

    /// Dword `i` of `r` := (`lo`, `hi`) halves; `bank` is the bank of `r`.
    fn pack_halves(&mut self, r: VReg, i: u8, lo: Half, hi: Half, bank: Bank) -> SelResult<()> {
        let dst = self.cx.d(r, i);
        // Both halves constant: a constant dword.
        if let (MOp::C(a), MOp::C(b)) = (&lo.src, &hi.src) {
            if let (Some(a), Some(b)) = (const_bits(a), const_bits(b)) {
                let l = if lo.hi { a >> 16 } else { a & 0xffff };
                let h = if hi.hi { b >> 16 } else { b & 0xffff };
                return self.mov_dword(dst, MOp::C(k32(l | h << 16)), bank);
            }
        }
        // Already in place.
        if lo.src == hi.src && !lo.hi && hi.hi {
            return self.mov_dword(dst, lo.src, bank);
        }
        let g = self.cx.gen;
        if bank == Bank::S {
            if g >= Generation::Gfx9 {
                let (name, a, b) = match (lo.hi, hi.hi) {
                    (false, false) => (Op::s_pack_ll_b32_b16, lo.src, hi.src),
                    (false, true) => (Op::s_pack_lh_b32_b16, lo.src, hi.src),
                    (true, true) => (Op::s_pack_hh_b32_b16, lo.src, hi.src),
                    (true, false) => {
                        let t = self.cx.vreg(Bank::S, 1);
                        self.cx
                            .push(Op::s_lshr_b32, [self.cx.w(t), lo.src, MOp::C(k32(16))], 1)?;
                        (Op::s_pack_ll_b32_b16, self.cx.w(t), hi.src)
                    }
                };
                let (a, b) = self.one_literal(a, b)?;
                self.cx.push(name, [dst, a, b], 1)?;
                return Ok(());
            }
            // GFX8 and earlier: mask/shift both halves into place and `or` them (constants
            // are placed at compile time).
            let (ln, lk) = if lo.hi {
                (Op::s_lshr_b32, 16)
            } else {
                (Op::s_and_b32, 0xffff)
            };
            let (hn, hk) = if hi.hi {
                (Op::s_and_b32, 0xffff_0000)
            } else {
                (Op::s_lshl_b32, 16)
            };
            let mut parts = Vec::with_capacity(2);
            for (h, name, k) in [(&lo, ln, lk), (&hi, hn, hk)] {
                let part = match &h.src {
                    MOp::C(c) if const_bits(c).is_some() => {
                        let x = const_bits(c).unwrap_or(0);
                        let v = match name {
                            Op::s_lshr_b32 => x >> 16,
                            Op::s_lshl_b32 => x << 16,
                            _ => x & k,
                        };
                        MOp::C(k32(v))
                    }
                    src => {
                        let t = self.cx.vreg(Bank::S, 1);
                        self.cx
                            .push(name, [self.cx.w(t), src.clone(), MOp::C(k32(k))], 1)?;
                        self.cx.w(t)
                    }
                };
                parts.push(part);
            }
            let (a, b) = self.one_literal(parts[0].clone(), parts[1].clone())?;
            self.cx.push(Op::s_or_b32, [dst, a, b], 1)?;
            return Ok(());
        }
        // (high half of x, low half of y) = bits 16..48 of y:x.
        if lo.hi && !hi.hi {
            return self.cx.valu(
                Op::v_alignbit_b32,
                dst,
                [hi.src, lo.src, MOp::C(k32(16))],
                false,
            );
        }
        if self.cx.has(Op::v_perm_b32) {
            // Bytes 0-3 select from src1, 4-7 from src0 (GCN3 ISA "V_PERM_B32").
            let lb = if lo.hi { 2 } else { 0 };
            let hb = if hi.hi { 6 } else { 4 };
            let sel = lb | (lb + 1) << 8 | hb << 16 | (hb + 1) << 24;
            let s = self.vop3_const(sel)?;
            return self
                .cx
                .valu(Op::v_perm_b32, dst, [hi.src, lo.src, s], false);
        }
        // GFX7: lo in the low half, hi shifted into the high half, merged by v_bfi_b32.
        let lo_op = if lo.hi {
            let t = self.cx.vreg(Bank::V, 1);
            self.cx.valu(
                Op::v_lshrrev_b32,
                self.cx.w(t),
                [MOp::C(k32(16)), lo.src],
                false,
            )?;
            self.cx.w(t)
        } else {
            lo.src
        };
        let hi_op = if hi.hi {
            hi.src
        } else {
            let t = self.cx.vreg(Bank::V, 1);
            self.cx.valu(
                Op::v_lshlrev_b32,
                self.cx.w(t),
                [MOp::C(k32(16)), hi.src],
                false,
            )?;
            self.cx.w(t)
        };
        let m = self.vop3_const(0xffff)?;
        self.cx.valu(Op::v_bfi_b32, dst, [m, lo_op, hi_op], false)
    }

    /// SALU instructions take one literal: the second goes through an SGPR.
    fn one_literal(&mut self, a: MOp, b: MOp) -> SelResult<(MOp, MOp)> {
        let lit = |o: &MOp| matches!(o, MOp::C(Operand::Literal(_)));
        if lit(&a) && lit(&b) && a != b {
            let r = self.cx.vreg(Bank::S, 1);
            self.cx.push(Op::s_mov_b32, [self.cx.w(r), a], 1)?;
            return Ok((self.cx.w(r), b));
        }
        Ok((a, b))
    }

    fn mov_dword(&mut self, dst: MOp, src: MOp, bank: Bank) -> SelResult<()> {
        if bank == Bank::S {
            self.cx.push(Op::s_mov_b32, [dst, src], 1)?;
        } else {
            self.cx.valu(Op::v_mov_b32, dst, [src], false)?;
        }
        Ok(())
    }

    /// Bank of a result computed from `halves`: SALU when the result is uniform and every
    /// source is an SGPR or constant.
    fn pack_bank(&self, res: Value, srcs: &[&MOp]) -> Bank {
        if self.uni.is_uniform(res) && srcs.iter().all(|s| self.is_s_or_k(s)) {
            Bank::S
        } else {
            Bank::V
        }
    }

    /// A 16-bit-lane vector from its lanes' halves.
    fn build16(&mut self, res: Value, lanes: Vec<Half>) -> SelResult<()> {
        let all: Vec<&MOp> = lanes.iter().map(|h| &h.src).collect();
        let bank = self.pack_bank(res, &all);
        let w = lanes.len().div_ceil(2) as u8;
        let r = self.cx.vreg(bank, w);
        let g = self.cx.mark();
        for d in 0..w {
            let lo = lanes[2 * d as usize].clone();
            let hi = lanes
                .get(2 * d as usize + 1)
                .cloned()
                .unwrap_or_else(|| lo.clone());
            self.pack_halves(r, d, lo, hi, bank)?;
        }
        // The dwords of a tuple are defined as one group; a single dword needs none (and
        // stays removable by dead-code elimination with its selector constant).
        if w > 1 {
            self.cx.group_from(g);
        }
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    /// Whether every use of `v` reads it lane by lane through [`Self::lane_half`] (the
    /// vector of `insertelement`, an operand of `shuffle`, the vector of `extractelement`),
    /// so that a `splat` defining it needs no instructions.
    fn only_lane_uses(&self, v: Value) -> bool {
        for &b in self.func.layout.blocks() {
            for &i in self.func.layout.block_insts(b) {
                let d = &self.func.dfg.insts[i];
                let ok = match d {
                    InstData::Ternary {
                        opcode: Opcode::Insertelement,
                        args,
                    } => args[1] != v && args[2] != v,
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args,
                    } => args[1] != v,
                    InstData::Shuffle { .. } => true,
                    _ => !d.all_values().contains(&v),
                };
                if !ok {
                    return false;
                }
            }
        }
        true
    }

    /// `splat` to a 16-bit-lane vector.
    pub fn splat16(&mut self, a: Value, res: Value, ty: Type) -> SelResult<()> {
        let n = ty.lanes();
        if !matches!(self.get(a)?, Val::K(_)) && self.only_lane_uses(res) {
            return Ok(());
        }
        if let Val::K(k) = self.get(a)? {
            let h = k & 0xffff;
            let mut v = 0u64;
            for i in 0..n.min(4) {
                v |= h << (16 * i);
            }
            if n <= 4 {
                self.vals.insert(res, Val::K(v));
                return Ok(());
            }
        }
        let src = self.dword(a, 0)?;
        let lanes = vec![Half { src, hi: false }; n as usize];
        self.build16(res, lanes)
    }

    /// `extractelement` (constant index) of a 16-bit-lane vector.
    pub fn extract16(&mut self, v: Value, k: u8, res: Value) -> SelResult<()> {
        if let Some(e) = self.inserted_lane(v, k) {
            // The lane is a value splatted or inserted into the vector: that value itself
            // (lowering extracts lanes of constant splats when it expands packed operations).
            let val = self.get(e)?;
            self.vals.insert(res, val);
            return Ok(());
        }
        if self.splat_source(v).is_none() {
            if let Val::K(x) = self.get(v)? {
                let sh = 16 * k as u32;
                let x = if sh >= 64 { 0 } else { (x >> sh) & 0xffff };
                self.vals.insert(res, Val::K(x));
                return Ok(());
            }
        }
        let h = self.lane_half(v, k)?;
        let bank = self.pack_bank(res, &[&h.src]);
        if !h.hi {
            // The low half is the scalar (its high bits are unspecified): no instruction
            // when the lane's dword is a whole register.
            if let MOp::V { reg, off: 0, n: 1 } = h.src {
                if self.cx.f.info(reg).width == 1 {
                    self.vals.insert(res, Val::R(reg));
                    return Ok(());
                }
            }
            let r = self.def_reg(res, bank)?;
            return self.mov_dword(self.cx.w(r), h.src, bank);
        }
        let r = self.def_reg(res, bank)?;
        if bank == Bank::S {
            self.cx
                .push(Op::s_lshr_b32, [self.cx.w(r), h.src, MOp::C(k32(16))], 1)?;
            Ok(())
        } else {
            self.cx.valu(
                Op::v_lshrrev_b32,
                self.cx.w(r),
                [MOp::C(k32(16)), h.src],
                false,
            )
        }
    }

    /// `insertelement` (constant index) into a 16-bit-lane vector.
    pub fn insert16(&mut self, v: Value, e: Value, k: u8, res: Value) -> SelResult<()> {
        let n = self.func.dfg.value_type(res).lanes() as u8;
        let mut lanes = Vec::with_capacity(n as usize);
        for j in 0..n {
            lanes.push(if j == k {
                Half {
                    src: self.dword(e, 0)?,
                    hi: false,
                }
            } else {
                self.lane_half(v, j)?
            });
        }
        self.build16(res, lanes)
    }

    /// `shuffle` of 16-bit-lane vectors (kept whole by lowering on GFX9+).
    pub fn shuffle16(&mut self, args: &[Value; 2], mask: &[u8], res: Value) -> SelResult<()> {
        let na = self.func.dfg.value_type(args[0]).lanes() as u8;
        let mut lanes = Vec::with_capacity(mask.len());
        for &m in mask {
            lanes.push(if m < na {
                self.lane_half(args[0], m)?
            } else {
                self.lane_half(args[1], m - na)?
            });
        }
        self.build16(res, lanes)
    }

    /// A VOP3P source for dword `i` of `v`: (operand, whether `op_sel_hi` must be cleared
    /// because a splat inline constant supplies its value in the low half only).
    fn pk_src(&mut self, v: Value, i: u8, float: bool) -> SelResult<(MOp, bool)> {
        let op = self.dword(v, i)?;
        let MOp::C(c) = &op else {
            return Ok((op, false));
        };
        let Some(k) = const_bits(c) else {
            return Ok((op, false));
        };
        let (lo, hi) = (k & 0xffff, k >> 16);
        if k == 0 {
            return Ok((MOp::C(Operand::InlineInt(0)), false));
        }
        if lo == hi {
            if let Some(inl) = inline16(lo, float) {
                return Ok((MOp::C(inl), true));
            }
        }
        // An SGPR (`s_mov_b32`): a VOP3P literal's 16-bit halves are not specified the same
        // way across generations, an SGPR's are.
        let r = self.cx.vreg(Bank::S, 1);
        self.cx
            .push(Op::s_mov_b32, [self.cx.w(r), MOp::C(k32(k))], 1)?;
        Ok((self.cx.w(r), false))
    }

    /// One VOP3P instruction `name` writing `dst` (constant bus legalised: one scalar source
    /// before GFX10, two from GFX10, one literal).
    fn pk_inst(
        &mut self,
        name: Op,
        dst: MOp,
        mut srcs: Vec<(MOp, bool)>,
        neg: u8,
    ) -> SelResult<&mut gfxc_mir::MInst> {
        let limit = if self.cx.gen.is_gfx10_plus() { 2 } else { 1 };
        let mut seen: Vec<MOp> = Vec::new();
        for s in srcs.iter_mut() {
            let scalar = match &s.0 {
                MOp::V { reg, .. } => self.cx.f.info(*reg).bank == Bank::S,
                MOp::C(Operand::Literal(_)) => true,
                _ => false,
            };
            if scalar && !seen.contains(&s.0) {
                if seen.len() >= limit
                    || (matches!(s.0, MOp::C(_)) && seen.iter().any(|x| matches!(x, MOp::C(_))))
                {
                    s.0 = self.cx.to_vgpr(s.0.clone(), 1)?;
                } else {
                    seen.push(s.0.clone());
                }
            }
        }
        let mut hi_bits = 7u8;
        let mut ops: crate::build::Ops = smallvec::smallvec![dst];
        for (k, (op, clear)) in srcs.into_iter().enumerate() {
            if clear {
                hi_bits &= !(1 << k);
            }
            ops.push(op);
        }
        let i = self.cx.push(name, ops, 1)?;
        i.m.op_sel_hi = hi_bits;
        i.m.neg = neg;
        i.m.neg_hi = neg;
        Ok(i)
    }

    /// `{s,u}{add,sub}.sat.v2i16(a, b)` ([`sat16_op`]): one VOP3P add or subtract with the
    /// clamp bit, which saturates each 16-bit result to the signed or unsigned lane range
    /// (GFX9+; `gfxc_lower::sat16` expands the calls on older targets).
    pub fn select_sat16(&mut self, name: &str, args: &[Value], res: Value) -> SelResult<()> {
        let op = sat16_op(name).ok_or_else(|| internal!("internal: {name} is no sat16 row"))?;
        if self.cx.gen < Generation::Gfx9 || !self.cx.has(op) {
            return Err(internal!(
                "internal: {name} before GFX9 (lowering expands it)"
            ));
        }
        let r = self.def_reg(res, Bank::V)?;
        let mut srcs = Vec::with_capacity(2);
        for &a in args {
            srcs.push(self.pk_src(a, 0, false)?);
        }
        let i = self.pk_inst(op, self.cx.d(r, 0), srcs, 0)?;
        i.m.clamp = true;
        Ok(())
    }

    /// Packed (lane-wise) operation on 16-bit-lane vectors, one instruction per dword.
    pub fn packed_op(&mut self, op: Opcode, args: &[Value], res: Value) -> SelResult<()> {
        let ty = self.func.dfg.value_type(res);
        let float = ty.lane() == Some(Scalar::F16);
        let w = Self::dwords(ty)?;
        // Bit operations: 32-bit forms.
        let bits = match (op, float) {
            (Opcode::And, false) => Some((AND_OPS, None)),
            (Opcode::Or, false) => Some((OR_OPS, None)),
            (Opcode::Xor, false) => Some((XOR_OPS, None)),
            (Opcode::Not, false) => Some((XOR_OPS, Some(0xffff_ffffu32))),
            (Opcode::Fneg, true) => Some((XOR_OPS, Some(0x8000_8000))),
            (Opcode::Fabs, true) => Some((AND_OPS, Some(0x7fff_7fff))),
            _ => None,
        };
        if let Some((name, k)) = bits {
            return self.bitwise(name, args, k, res, w);
        }
        if self.cx.gen < Generation::Gfx9 {
            return Err(internal!(
                "internal: packed {} before GFX9 (lowering splits it)",
                op.name()
            ));
        }
        let (name, swap, neg) = match (op, float) {
            (Opcode::Fadd, true) => (Op::v_pk_add_f16, false, 0),
            (Opcode::Fsub, true) => (Op::v_pk_add_f16, false, 2),
            (Opcode::Fmul, true) => (Op::v_pk_mul_f16, false, 0),
            (Opcode::Fmin, true) => (Op::v_pk_min_f16, false, 0),
            (Opcode::Fmax, true) => (Op::v_pk_max_f16, false, 0),
            (Opcode::Fma, true) => (Op::v_pk_fma_f16, false, 0),
            (Opcode::Add, false) => (Op::v_pk_add_u16, false, 0),
            (Opcode::Sub, false) => (Op::v_pk_sub_u16, false, 0),
            (Opcode::Neg, false) => (Op::v_pk_sub_u16, false, 0),
            (Opcode::Mul, false) => (Op::v_pk_mul_lo_u16, false, 0),
            (Opcode::Shl, false) => (Op::v_pk_lshlrev_b16, true, 0),
            (Opcode::Lshr, false) => (Op::v_pk_lshrrev_b16, true, 0),
            (Opcode::Ashr, false) => (Op::v_pk_ashrrev_i16, true, 0),
            (Opcode::Smin, false) => (Op::v_pk_min_i16, false, 0),
            (Opcode::Smax, false) => (Op::v_pk_max_i16, false, 0),
            (Opcode::Umin, false) => (Op::v_pk_min_u16, false, 0),
            (Opcode::Umax, false) => (Op::v_pk_max_u16, false, 0),
            _ => {
                return Err(unsupported!(
                    "{}.{} is not supported yet",
                    op.name(),
                    type_str(ty)
                ))
            }
        };
        let r = self.def_reg(res, Bank::V)?;
        let g = self.cx.mark();
        for d in 0..w {
            let mut srcs = Vec::with_capacity(3);
            if op == Opcode::Neg {
                srcs.push((MOp::C(Operand::InlineInt(0)), false));
            }
            for &a in args {
                let (mut o, k) = self.pk_src(a, d, float)?;
                // fmin/fmax: quiet a possible sNaN first (see `quiet_minmax_operand`).
                if matches!(op, Opcode::Fmin | Opcode::Fmax)
                    && matches!(o, MOp::V { .. })
                    && !self.known_quiet(a)
                {
                    let t = self.cx.vreg(Bank::V, 1);
                    self.pk_inst(
                        Op::v_pk_max_f16,
                        self.cx.w(t),
                        vec![(o.clone(), k), (o, k)],
                        0,
                    )?;
                    o = self.cx.w(t);
                }
                srcs.push((o, k));
            }
            if swap {
                srcs.swap(0, 1);
            }
            self.pk_inst(name, self.cx.d(r, d), srcs, neg)?;
        }
        self.cx.group_from(g);
        Ok(())
    }

    /// `and`/`or`/`xor` per dword (with constant `k` as the second operand when given).
    fn bitwise(
        &mut self,
        name: (Op, Op),
        args: &[Value],
        k: Option<u32>,
        res: Value,
        w: u8,
    ) -> SelResult<()> {
        let mut ops: Vec<Vec<MOp>> = Vec::new();
        for d in 0..w {
            let a = self.dword(args[0], d)?;
            let b = match k {
                Some(k) => MOp::C(k32(k)),
                None => self.dword(args[1], d)?,
            };
            ops.push(vec![a, b]);
        }
        let all: Vec<&MOp> = ops.iter().flatten().collect();
        let bank = self.pack_bank(res, &all);
        let r = self.def_reg(res, bank)?;
        let g = self.cx.mark();
        for (d, o) in ops.into_iter().enumerate() {
            let dst = self.cx.d(r, d as u8);
            let [a, b]: [MOp; 2] = o.try_into().expect("two operands");
            if bank == Bank::S {
                let (a, b) = self.one_literal(a, b)?;
                self.cx.push(name.0, [dst, a, b], 1)?;
            } else {
                self.cx.valu(name.1, dst, [a, b], true)?;
            }
        }
        self.cx.group_from(g);
        Ok(())
    }

    /// A 32-bit-register operand of a 16-bit float operation: constants that are f16 inline
    /// constants (`1.0` is 0x3c00) are encoded inline, as `llvm-mc-19` encodes them when it
    /// reads the printed operand back.
    pub fn op16(&mut self, v: Value) -> SelResult<MOp> {
        if let Val::K(k) = self.get(v)? {
            if let Some(inl) = inline16(k as u32 & 0xffff, true) {
                return Ok(MOp::C(inl));
            }
        }
        self.op32(v)
    }

    /// `fpext.f32` of the high lane of a 16-bit-lane vector on GFX8-GFX10 (SDWA; GFX11 has
    /// none): one `v_cvt_f32_f16_sdwa ... src0_sel:WORD_1` reading the half in place (as
    /// llc-19 does; VI/Vega ISA "SDWA") instead of a shift and a conversion. `false` when the operand is
    /// not such a lane (or the lane's dword is not a VGPR, which GFX8 SDWA requires).
    pub fn fpext_high_half(&mut self, a: Value, res: Value) -> SelResult<bool> {
        let Some(r) = self.cvt_high_half(a)? else {
            return Ok(false);
        };
        self.vals.insert(res, Val::R(r));
        Ok(true)
    }

    /// The conversion of [`Self::fpext_high_half`] into a new VGPR (`None`: not such a lane).
    pub fn cvt_high_half(&mut self, a: Value) -> SelResult<Option<VReg>> {
        if !matches!(
            self.cx.gen,
            Generation::Gfx8 | Generation::Gfx9 | Generation::Gfx10_1 | Generation::Gfx10_3
        ) {
            return Ok(None);
        }
        let ValueDef::Result(i, _) = self.func.dfg.value_def(a) else {
            return Ok(None);
        };
        let InstData::Binary {
            opcode: Opcode::Extractelement,
            args,
        } = self.func.dfg.insts[i]
        else {
            return Ok(None);
        };
        if !is_vec16(self.func.dfg.value_type(args[0])) {
            return Ok(None);
        }
        let (Some(Val::K(k)), Some(Val::R(_))) = (
            self.vals.get(&args[1]).copied(),
            self.vals.get(&args[0]).copied(),
        ) else {
            return Ok(None);
        };
        let h = self.lane_half(args[0], k as u8)?;
        let is_vgpr = matches!(h.src, MOp::V { reg, .. } if self.cx.f.info(reg).bank == Bank::V);
        if !h.hi || !is_vgpr {
            return Ok(None);
        }
        let r = self.cx.vreg(Bank::V, 1);
        let inst = self
            .cx
            .push(Op::v_cvt_f32_f16_e32, [self.cx.w(r), h.src], 1)?;
        inst.m.ext = gfxc_isa::table::Ext::Sdwa;
        inst.m.src0_sel = 5;
        inst.m.dst_sel = 6;
        inst.m.dst_unused = 0;
        Ok(Some(r))
    }

    /// `fpext.f32` of an `f16` constant, folded (exact); `None` for a non-constant operand.
    pub fn fold_fpext16(&mut self, a: Value, res: Value) -> SelResult<Option<()>> {
        let Val::K(k) = self.get(a)? else {
            return Ok(None);
        };
        let x = gfxc_ir::launch::float::f16_to_f64(k as u16) as f32;
        self.vals.insert(res, Val::K(x.to_bits() as u64));
        Ok(Some(()))
    }

    /// Scalar `f16` binary operations (GFX8+; lowering promotes them before).
    pub fn f16_binary(&mut self, op: Opcode, a: Value, b: Value, res: Value) -> SelResult<()> {
        let (name, comm) = match op {
            Opcode::Fadd => (Op::v_add_f16, true),
            Opcode::Fsub => (Op::v_sub_f16, false),
            Opcode::Fmul => (Op::v_mul_f16, true),
            Opcode::Fmin => (Op::v_min_f16, true),
            Opcode::Fmax => (Op::v_max_f16, true),
            Opcode::Copysign => {
                // Bits 0-14 of a, bit 15 of b (the high half is unspecified either way).
                let r = self.def_reg(res, Bank::V)?;
                let (oa, ob) = (self.op32(a)?, self.op32(b)?);
                let m = self.vop3_const(0x7fff)?;
                return self
                    .cx
                    .valu(Op::v_bfi_b32, self.cx.w(r), [m, oa, ob], false);
            }
            _ => return Err(unsupported!("{}.f16 is not supported yet", op.name())),
        };
        if self.cx.gen < Generation::Gfx8 {
            return Err(internal!("internal: {}.f16 before GFX8", op.name()));
        }
        let r = self.def_reg(res, Bank::V)?;
        let (mut oa, mut ob) = (self.op16(a)?, self.op16(b)?);
        if matches!(op, Opcode::Fmin | Opcode::Fmax) {
            oa = self.quiet_minmax_operand(a, oa, Op::v_max_f16, 1)?;
            ob = self.quiet_minmax_operand(b, ob, Op::v_max_f16, 1)?;
        }
        self.cx.valu(name, self.cx.w(r), [oa, ob], comm)
    }

    /// Scalar `fma.f16` (GFX8+).
    pub fn f16_fma(&mut self, args: &[Value; 3], res: Value) -> SelResult<()> {
        if self.cx.gen < Generation::Gfx8 {
            return Err(internal!("internal: fma.f16 before GFX8"));
        }
        let r = self.def_reg(res, Bank::V)?;
        let ops = [
            self.op16(args[0])?,
            self.op16(args[1])?,
            self.op16(args[2])?,
        ];
        self.cx.valu(Op::v_fma_f16, self.cx.w(r), ops, false)
    }

    /// Scalar `f16` unary operations: `fneg`/`fabs` as bit operations on bit 15 (every
    /// generation), the rounding and approximate operations as 16-bit VOP1 (GFX8+).
    pub fn f16_unary(&mut self, op: Opcode, a: Value, res: Value) -> SelResult<()> {
        let bits = match op {
            Opcode::Fneg => Some((XOR_OPS, 0x8000u32)),
            Opcode::Fabs => Some((AND_OPS, 0x7fff)),
            _ => None,
        };
        if let Some((name, k)) = bits {
            if let Val::K(x) = self.get(a)? {
                let v = if name == XOR_OPS {
                    x ^ k as u64
                } else {
                    x & k as u64
                };
                self.vals.insert(res, Val::K(v & 0xffff));
                return Ok(());
            }
            return self.bitwise(name, &[a], Some(k), res, 1);
        }
        let name = match op {
            Opcode::Floor => Op::v_floor_f16,
            Opcode::Ceil => Op::v_ceil_f16,
            Opcode::Trunc => Op::v_trunc_f16,
            Opcode::Roundeven => Op::v_rndne_f16,
            Opcode::Rcp => Op::v_rcp_f16,
            Opcode::Rsq => Op::v_rsq_f16,
            _ => return Err(unsupported!("{}.f16 is not supported yet", op.name())),
        };
        if self.cx.gen < Generation::Gfx8 {
            return Err(internal!("internal: {}.f16 before GFX8", op.name()));
        }
        let r = self.def_reg(res, Bank::V)?;
        let x = self.op16(a)?;
        self.cx.valu(name, self.cx.w(r), [x], false)
    }

    /// Whether `ty` is handled by this module for `op` (the shared selectors dispatch here).
    pub fn is16(ty: Type) -> bool {
        ty == Type::F16 || is_vec16(ty)
    }
}

/// Raw bits of a constant operand.
fn const_bits(c: &Operand) -> Option<u32> {
    match c {
        Operand::InlineInt(i) => Some(*i as i32 as u32),
        Operand::Literal(v) => Some(*v),
        Operand::InlineFloat(code) => FLOAT_CONSTS
            .iter()
            .find(|(c, _, _)| c == code)
            .map(|(_, _, v)| v.to_bits()),
        _ => None,
    }
}

/// The inline constant giving the 16-bit value `h` in a 16-bit operand: an integer in
/// -16..=64 (its 16-bit two's complement), or for float operations one of the f16 inline
/// floats (±0.5, ±1, ±2, ±4; Vega ISA "Inline constants": 16-bit operations use the f16 form).
fn inline16(h: u32, float: bool) -> Option<Operand> {
    let i = h as u16 as i16 as i32;
    if !float && (-16..=64).contains(&i) {
        return Some(Operand::InlineInt(i as i8));
    }
    if float {
        const F16: [(f32, u32); 8] = [
            (0.5, 0x3800),
            (-0.5, 0xb800),
            (1.0, 0x3c00),
            (-1.0, 0xbc00),
            (2.0, 0x4000),
            (-2.0, 0xc000),
            (4.0, 0x4400),
            (-4.0, 0xc400),
        ];
        for (f, bits) in F16 {
            if bits == h {
                let code = FLOAT_CONSTS.iter().find(|(_, _, v)| *v == f)?.0;
                return Some(Operand::InlineFloat(code));
            }
        }
    }
    None
}

fn type_str(t: Type) -> String {
    match t {
        Type::Vector(s, n) => format!("{}x{n}", s.name()),
        Type::Scalar(s) => s.name().to_string(),
        t => format!("{t:?}"),
    }
}

/// The clamped VOP3P instruction of a packed 16-bit saturating row (`gfxc_ir::intrinsics`
/// `sadd.sat.v2i16` ...), `None` for other names.
pub fn sat16_op(name: &str) -> Option<Op> {
    Some(match name {
        "sadd.sat.v2i16" => Op::v_pk_add_i16,
        "ssub.sat.v2i16" => Op::v_pk_sub_i16,
        "uadd.sat.v2i16" => Op::v_pk_add_u16,
        "usub.sat.v2i16" => Op::v_pk_sub_u16,
        _ => return None,
    })
}
