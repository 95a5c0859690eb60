//! Selection of value-producing IR instructions: operand banks, integer and float
//! arithmetic, compares into lane masks, selects, conversions, wave operations.
//!
//! Guarantees: a uniform result is computed on the SALU when the generation has a scalar form
//! of the operation, otherwise on the VALU (a uniform consumer then reads it back with
//! `v_readfirstlane_b32`); divergent results are always VALU. 64-bit integer arithmetic is
//! emitted as one group (carry through VCC/SCC inside the group only), so no value lives in
//! VCC or SCC across groups. Lane masks are wave-width SGPR tuples; the bits of inactive lanes
//! are unspecified and every consumer masks them with EXEC.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, Cond, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{FloatCC, InstData, IntCC, Opcode, Scalar, Type, Value};
use gfxc_isa::regs::Operand;
use gfxc_isa::Generation;
use gfxc_isa::Op;

impl Selector<'_> {
    /// A 32-bit operand: the vreg or an inline constant/literal.
    pub fn op32(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::A => self.agpr_to_v(r, 0),
            Val::R(r) => Ok(self.cx.d(r, 0)),
            Val::K(k) => Ok(MOp::C(k32(k as u32))),
            _ => Err(internal!("internal: i1 used as a 32-bit operand")),
        }
    }

    /// Dword `i` of a value as an operand. The dwords of `zext.i64 x` (x an i32 in a register)
    /// are `x` itself and the constant 0, those of a divergent `sext.i64 x` `x` and
    /// `v_ashrrev_i32 31, x` (selected here, before the reader), so an operation reading
    /// them dword by dword does not keep the extended tuple alive (dead code elimination
    /// then drops its copies).
    pub fn dword(&mut self, v: Value, i: u8) -> SelResult<MOp> {
        if let Some(x) = self.zext32_of(v) {
            if let Some(Val::R(r)) = self.vals.get(&x) {
                let bank = self.cx.f.info(*r).bank;
                if bank != Bank::A && bank == self.bank_for(v) {
                    return if i == 0 {
                        self.op32(x)
                    } else {
                        Ok(MOp::C(k32(0)))
                    };
                }
            }
        }
        // The dwords of a divergent `sext.i64 x` (x an i32 in a VGPR) read in the block of
        // the extension: `x` and its sign (`v_ashrrev_i32 31`, made here; local CSE shares
        // it between the readers of a block), so the extended tuple (`x` copied into its low
        // dword) is not kept alive by readers that only want its halves. Other blocks (a
        // loop body, say) read the tuple: the sign is not recomputed there.
        let here = self.sext_block.get(&v) == Some(&self.cx.cur);
        if let (Some((x, true)), true) = (self.ext32_of(v), here) {
            if let Some(Val::R(r)) = self.vals.get(&x) {
                if self.cx.f.info(*r).bank == Bank::V && self.bank_for(v) == Bank::V {
                    let ox = self.op32(x)?;
                    if i == 0 {
                        return Ok(ox);
                    }
                    let t = self.cx.vreg(Bank::V, 1);
                    self.cx.valu(
                        Op::v_ashrrev_i32,
                        self.cx.w(t),
                        [MOp::C(k32(31)), ox],
                        false,
                    )?;
                    return Ok(self.cx.w(t));
                }
            }
        }
        match self.get(v)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::A => self.agpr_to_v(r, i),
            Val::R(r) => Ok(self.cx.d(r, i)),
            Val::K(k) => Ok(MOp::C(k32((k >> (32 * i as u32)) as u32))),
            _ => Err(internal!("internal: i1 used as a data operand")),
        }
    }

    fn width_of(&self, v: Value) -> SelResult<u8> {
        Self::dwords(self.func.dfg.value_type(v))
    }

    /// The value in a VGPR tuple.
    pub fn in_v(&mut self, v: Value) -> SelResult<VReg> {
        let w = self.width_of(v)?;
        match self.get(v)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::V => Ok(r),
            Val::R(r) => {
                let d = self.cx.vreg(Bank::V, w);
                let s = self.cx.w(r);
                self.cx.copy(d, s);
                Ok(d)
            }
            Val::K(k) => {
                let d = self.cx.vreg(Bank::V, w);
                let m = self.cx.mark();
                for i in 0..w {
                    let c = MOp::C(k32((k >> (32 * i as u32)) as u32));
                    self.cx.push(Op::v_mov_b32_e32, [self.cx.d(d, i), c], 1)?;
                }
                self.cx.group_from(m);
                Ok(d)
            }
            _ => Err(internal!("internal: i1 in a VGPR")),
        }
    }

    /// The value in an SGPR tuple (`v_readfirstlane_b32` for VGPR values: uniform only).
    pub fn in_s(&mut self, v: Value) -> SelResult<VReg> {
        let w = self.width_of(v)?;
        match self.get(v)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::S => Ok(r),
            Val::R(r) => {
                let d = self.cx.vreg(Bank::S, w);
                let m = self.cx.mark();
                for i in 0..w {
                    self.cx.push(
                        Op::v_readfirstlane_b32,
                        [self.cx.d(d, i), self.cx.d(r, i)],
                        1,
                    )?;
                }
                self.cx.group_from(m);
                Ok(d)
            }
            Val::K(k) => self.s_const(k, w),
            _ => Err(internal!("internal: i1 in an SGPR tuple")),
        }
    }

    /// An SGPR tuple holding a constant.
    pub fn s_const(&mut self, k: u64, w: u8) -> SelResult<VReg> {
        let d = self.cx.vreg(Bank::S, w);
        if w == 2 && (-16..=64).contains(&(k as i64)) {
            self.cx.push(
                Op::s_mov_b64,
                [self.cx.w(d), MOp::C(Operand::InlineInt(k as i64 as i8))],
                1,
            )?;
            return Ok(d);
        }
        let m = self.cx.mark();
        for i in 0..w {
            let c = MOp::C(k32((k >> (32 * i as u32)) as u32));
            self.cx.push(Op::s_mov_b32, [self.cx.d(d, i), c], 1)?;
        }
        self.cx.group_from(m);
        Ok(d)
    }

    /// The i1 value as a lane mask.
    pub fn as_mask(&mut self, v: Value) -> SelResult<VReg> {
        if !self.vals.contains_key(&v) {
            // A compare deferred for an SCC reader that chose another form after all.
            if let Some((cc, a, b)) = self.fusable_cmp(v) {
                let m = self.icmp(cc, a, b, v)?;
                self.vals.insert(v, Val::Mask(m));
            }
        }
        let mw = self.cx.mask_w();
        match self.get(v)? {
            Val::Mask(m) => Ok(m),
            Val::K(k) => self.s_const(if k & 1 != 0 { u64::MAX } else { 0 }, mw),
            Val::BoolV(x) => {
                let m = self.cx.vreg(Bank::S, mw);
                self.cx.push(
                    Op::v_cmp_ne_u32_e64,
                    [self.cx.w(m), MOp::C(k32(0)), self.cx.w(x)],
                    1,
                )?;
                Ok(m)
            }
            Val::R(_) => Err(internal!("internal: non-i1 used as a condition")),
        }
    }

    /// A uniform 0/1 SGPR as a lane mask (-1/0).
    pub fn scalar_to_mask(&mut self, s: VReg) -> SelResult<VReg> {
        let m = self.cx.vreg(Bank::S, self.cx.mask_w());
        let g = self.cx.mark();
        self.cx
            .push(Op::s_cmp_lg_u32, [self.cx.w(s), MOp::C(k32(0))], 0)?;
        self.cx.push(
            self.cx.mask_op(Op::s_cselect_b32, Op::s_cselect_b64),
            [self.cx.w(m), MOp::C(k32(u32::MAX)), MOp::C(k32(0))],
            1,
        )?;
        self.cx.group_from(g);
        Ok(m)
    }

    /// Emit code leaving SCC = the uniform condition `c`; returns the branch condition that
    /// is taken when `c` is true. Fuses a single-use scalar compare of the same block.
    pub fn uniform_cond_to_scc(&mut self, c: Value) -> SelResult<Cond> {
        if let Some((cc, a, b)) = self.fusable_cmp(c) {
            // Keep the compare after every other instruction of the block (SCC).
            self.fused_cmp_to_scc(cc, a, b)?;
            return Ok(Cond::Scc1);
        }
        let m = self.as_mask(c)?;
        let t = self.cx.vreg(Bank::S, self.cx.mask_w());
        let ex = self.cx.exec();
        self.cx.push(
            self.cx.mask_op(Op::s_and_b32, Op::s_and_b64),
            [self.cx.w(t), ex, self.cx.w(m)],
            1,
        )?;
        Ok(Cond::Scc1)
    }

    /// SCC = `a cc b` as one `s_cmp` (the deferred compare of [`Self::fusable_cmp`]).
    pub(crate) fn fused_cmp_to_scc(&mut self, cc: IntCC, a: Value, b: Value) -> SelResult<()> {
        let (name, swap) = s_cmp_name(cc);
        let (a, b) = if swap { (b, a) } else { (a, b) };
        let oa = self.s_or_k(a)?;
        let ob = self.s_or_k(b)?;
        // A constant first operand goes second (SOPC takes a literal in either slot, but
        // the first must then be a register): `k < x` is `x > k`, so the condition is
        // mirrored with the operands (found by `gfxc fuzz`, seed 23).
        let (oa, ob, name) = if matches!(oa, MOp::C(_)) && !matches!(ob, MOp::C(_)) {
            (ob, oa, s_cmp_name(cc.mirror()).0)
        } else {
            (oa, ob, name)
        };
        let (oa, ob, name) = if matches!(oa, MOp::C(_)) {
            let r = self.cx.vreg(Bank::S, 1);
            self.cx.push(Op::s_mov_b32, [self.cx.w(r), oa], 1)?;
            (self.cx.w(r), ob, name)
        } else {
            (oa, ob, name)
        };
        self.cx.push(name, [oa, ob], 0)?;
        Ok(())
    }

    fn s_or_k(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::K(k) => Ok(MOp::C(k32(k as u32))),
            _ => {
                let r = self.in_s(v)?;
                Ok(self.cx.w(r))
            }
        }
    }

    /// A uniform 32-bit integer compare selected where it is read, not where it is defined:
    /// used only by the branch ending its block, or only by SCC readers
    /// ([`Self::scc_reader`]). Returns its condition and operands.
    pub fn fusable_cmp(&self, c: Value) -> Option<(IntCC, Value, Value)> {
        if self.use_count.get(&c).copied().unwrap_or(0) == 0 || !self.uni.is_uniform(c) {
            return None;
        }
        let gfxc_ir::ValueDef::Result(inst, _) = self.func.dfg.value_def(c) else {
            return None;
        };
        let InstData::IntCompare { cond, args } = &self.func.dfg.insts[inst] else {
            return None;
        };
        let b = self.func.layout.inst_block(inst)?;
        let last = self.func.layout.last_inst(b)?;
        if self.func.dfg.value_type(args[0]).bits() != 32 {
            return None;
        }
        let by_branch = self.use_count.get(&c).copied() == Some(1)
            && matches!(&self.func.dfg.insts[last], InstData::Brif { cond, .. } if *cond == c);
        if !by_branch
            && (self.icmp_const(*cond, args[0], args[1]).is_some() || !self.scc_reader(inst, b, c))
        {
            return None;
        }
        // Operands kept in VGPRs (`bank.rs`) are uniform: read with `v_readfirstlane_b32`.
        let uniform = |v: Value| self.uni.is_uniform(v) || self.vhome.contains(&v);
        if !uniform(args[0]) || !uniform(args[1]) {
            return None;
        }
        Some((*cond, args[0], args[1]))
    }

    /// Whether every user of the compare `c` (defined by `inst` in block `b`) is a later
    /// instruction of `b` that reads a uniform condition from SCC: a uniform `select` of at
    /// most two dwords (not of `i1`) or a uniform scalar `zext`/`sext` of it
    /// (`Selector::select_op`, `Selector::unary`). Each then compares with its own `s_cmp`
    /// right before its `s_cselect`, where a compare made alone costs `s_cmp` + `s_cselect`
    /// (the lane mask) + an `s_and exec` per user (SCC again). Looks at most 64
    /// instructions ahead.
    fn scc_reader(&self, inst: gfxc_ir::Inst, b: gfxc_ir::Block, c: Value) -> bool {
        let insts = self.func.layout.block_insts(b);
        let Some(at) = insts.iter().position(|&i| i == inst) else {
            return false;
        };
        let uses = self.use_count.get(&c).copied().unwrap_or(0);
        let mut seen = 0;
        for &i in insts.iter().skip(at + 1).take(64) {
            let d = &self.func.dfg.insts[i];
            let mut n = 0;
            d.for_each_value(|a| n += usize::from(a == c));
            if n == 0 {
                continue;
            }
            let Some(&res) = self.func.dfg.inst_results(i).first() else {
                return false;
            };
            let ty = self.func.dfg.value_type(res);
            if n != 1 || !self.uni.is_uniform(res) || ty.is_vector() {
                return false;
            }
            let ok = match d {
                InstData::Ternary {
                    opcode: gfxc_ir::Opcode::Select,
                    args,
                } => args[0] == c && !ty.is_bool() && Self::dwords(ty).is_ok_and(|w| w <= 2),
                InstData::Unary { opcode, .. } => {
                    matches!(opcode, gfxc_ir::Opcode::Zext | gfxc_ir::Opcode::Sext)
                        && !self.vector_used.contains(&res)
                        && Self::dwords(ty).is_ok()
                }
                _ => false,
            };
            if !ok {
                return false;
            }
            seen += 1;
            if seen == uses {
                return true;
            }
        }
        false
    }

    /// `dst = mask ? t : f` on the VALU (32-bit).
    pub fn cndmask(&mut self, dst: MOp, f: MOp, t: MOp, mask: MOp) -> SelResult<()> {
        let mut srcs = [f, t];
        let limit = if self.cx.gen.is_gfx10_plus() { 2 } else { 1 };
        let mut used = 1; // the mask
        for s in srcs.iter_mut() {
            let scalar = match s {
                MOp::V { reg, .. } => self.cx.f.info(*reg).bank == Bank::S,
                MOp::C(Operand::Literal(_)) => {
                    if !self.cx.gen.is_gfx10_plus() {
                        *s = self.cx.to_vgpr(s.clone(), 1)?;
                        false
                    } else {
                        true
                    }
                }
                _ => false,
            };
            if scalar {
                used += 1;
                if used > limit {
                    *s = self.cx.to_vgpr(s.clone(), 1)?;
                }
            }
        }
        let [f, t] = srcs;
        self.cx.push(Op::v_cndmask_b32_e64, [dst, f, t, mask], 1)?;
        Ok(())
    }

    /// `dst = a + b` (32-bit, VALU, no carry out needed).
    pub fn vadd32(&mut self, dst: MOp, a: MOp, b: MOp) -> SelResult<()> {
        if self.cx.has(Op::v_add_nc_u32_e32) {
            self.cx.valu(Op::v_add_nc_u32, dst, [a, b], true)
        } else if self.cx.gen >= Generation::Gfx9 {
            self.cx.valu(Op::v_add_u32, dst, [a, b], true)
        } else {
            let name = self.carry_names(false).0;
            self.carry_op(name, None, dst, a, b)
        }
    }

    /// A VOP3b carry operation `dst, vcc = a op b [op vcc]` with operand legalisation.
    pub fn carry_op(
        &mut self,
        name: Op,
        carry_in: Option<MOp>,
        dst: MOp,
        a: MOp,
        b: MOp,
    ) -> SelResult<()> {
        let limit = if self.cx.gen.is_gfx10_plus() { 2 } else { 1 };
        let mut used = usize::from(carry_in.is_some());
        let mut srcs = [a, b];
        let mut lit: Option<u32> = None;
        for s in srcs.iter_mut() {
            let scalar = match s {
                MOp::V { reg, .. } => self.cx.f.info(*reg).bank == Bank::S,
                MOp::C(Operand::Literal(v)) => {
                    let v = *v;
                    // VOP3 literals exist from GFX10 on, one unique value per instruction
                    // (found by `gfxc fuzz`, seed 110801: `v_sub_co_u32` of two different
                    // literals, the low halves of a 64-bit subtraction of constants).
                    if !self.cx.gen.is_gfx10_plus() || lit.is_some_and(|l| l != v) {
                        *s = self.cx.to_vgpr(s.clone(), 1)?;
                        false
                    } else if lit == Some(v) {
                        false
                    } else {
                        lit = Some(v);
                        true
                    }
                }
                _ => false,
            };
            if scalar {
                used += 1;
                if used > limit {
                    *s = self.cx.to_vgpr(s.clone(), 1)?;
                }
            }
        }
        let [a, b] = srcs;
        let vcc = self.cx.vcc();
        let mut ops: crate::build::Ops = smallvec::smallvec![dst, vcc, a, b];
        let mut defs = 0b11;
        if let Some(c) = carry_in {
            ops.push(c);
            defs = 0b11;
        }
        self.cx.push(name, ops, defs)?;
        Ok(())
    }

    /// Names of the 64-bit add/sub carry pair on this generation.
    pub fn carry_names(&self, sub: bool) -> (Op, Op) {
        let g = self.cx.gen;
        match (g.is_gfx10_plus(), g >= Generation::Gfx9, sub) {
            (true, _, false) => (Op::v_add_co_u32, Op::v_add_co_ci_u32_e64),
            (true, _, true) => (Op::v_sub_co_u32, Op::v_sub_co_ci_u32_e64),
            (false, true, false) => (Op::v_add_co_u32_e64, Op::v_addc_co_u32_e64),
            (false, true, true) => (Op::v_sub_co_u32_e64, Op::v_subb_co_u32_e64),
            (false, false, false) if g <= Generation::Gfx7 => {
                (Op::v_add_i32_e64, Op::v_addc_u32_e64)
            }
            (false, false, true) if g <= Generation::Gfx7 => {
                (Op::v_sub_i32_e64, Op::v_subb_u32_e64)
            }
            (false, false, false) => (Op::v_add_u32_e64, Op::v_addc_u32_e64),
            (false, false, true) => (Op::v_sub_u32_e64, Op::v_subb_u32_e64),
        }
    }

    /// 64-bit add/sub of two values into a new tuple of `bank`.
    pub fn addsub64(&mut self, a: Value, b: Value, sub: bool, bank: Bank) -> SelResult<VReg> {
        let dst = self.cx.vreg(bank, 2);
        let m = self.cx.mark();
        if bank == Bank::S {
            // A constant operand is read as two 32-bit constants (inline or literal: SOP2
            // takes one literal), not materialised in an SGPR pair first.
            let mut halves = |v: Value, other: Value| -> SelResult<[MOp; 2]> {
                match (self.get(v)?, self.get(other)?) {
                    (Val::K(k), o) if !matches!(o, Val::K(_)) => {
                        Ok([MOp::C(k32(k as u32)), MOp::C(k32((k >> 32) as u32))])
                    }
                    _ => {
                        let r = self.in_s(v)?;
                        Ok([self.cx.d(r, 0), self.cx.d(r, 1)])
                    }
                }
            };
            let [a0, a1] = halves(a, b)?;
            let [b0, b1] = halves(b, a)?;
            let (lo, hi) = if sub {
                (Op::s_sub_u32, Op::s_subb_u32)
            } else {
                (Op::s_add_u32, Op::s_addc_u32)
            };
            let m = self.cx.mark();
            self.cx.push(lo, [self.cx.d(dst, 0), a0, b0], 1)?;
            self.cx.push(hi, [self.cx.d(dst, 1), a1, b1], 1)?;
            self.cx.group_from(m);
            return Ok(dst);
        }
        let (al, ah) = (self.dword(a, 0)?, self.dword(a, 1)?);
        let (bl, bh) = (self.dword(b, 0)?, self.dword(b, 1)?);
        let (lo, hi) = self.carry_names(sub);
        let m2 = self.cx.mark();
        let d0 = self.cx.d(dst, 0);
        let d1 = self.cx.d(dst, 1);
        self.carry_op(lo, None, d0, al, bl)?;
        let vcc = self.cx.vcc();
        self.carry_op(hi, Some(vcc), d1, ah, bh)?;
        // Materialisations (v_mov of literals) emitted inside belong to the group too.
        self.cx.group_from(m.min(m2));
        Ok(dst)
    }

    /// Select one non-terminator instruction.
    pub fn select_inst(&mut self, i: gfxc_ir::Inst) -> SelResult<()> {
        // (The function outlives the selector: no copy of the instruction or its results.)
        let func = self.func;
        let d = &func.dfg.insts[i];
        let results = func.dfg.inst_results(i);
        let res = results.first().copied();
        let rty = res.map(|r| self.func.dfg.value_type(r));
        // (Only an `extractelement` can read an accumulator lane: no call for the others.)
        if matches!(
            d,
            InstData::Binary {
                opcode: Opcode::Extractelement,
                ..
            }
        ) && self.select_acc_extract(d, res)?
        {
            return Ok(());
        }
        match d {
            InstData::InlineAsm { asm, args } => self.inline_asm(i, asm, args, results)?,
            InstData::IntConst { imm } => {
                let bits = rty.unwrap().bits();
                let k = if bits >= 64 {
                    *imm as u64
                } else {
                    (*imm as u64) & ((1u64 << bits) - 1)
                };
                self.vals.insert(res.unwrap(), Val::K(k));
            }
            InstData::FloatConst { bits } => {
                self.vals.insert(res.unwrap(), Val::K(*bits));
            }
            InstData::Nullary { opcode } => {
                let v = match opcode {
                    Opcode::Nullptr => Val::K(0),
                    Opcode::KernargPtr => Val::R(self.kernarg),
                    Opcode::DispatchPtr | Opcode::ImplicitargPtr => {
                        let k = if *opcode == Opcode::DispatchPtr { 1 } else { 2 };
                        self.special_ptrs.insert(res.unwrap(), k);
                        if k == 2 && self.special_ptr_escapes(res.unwrap()) {
                            // Used other than through constant-offset loads: the pointer
                            // as a value (`Selector::special_ptr_escapes`).
                            let r = self.implicit_arg_ptr()?;
                            self.vals.insert(res.unwrap(), Val::R(r));
                        }
                        return Ok(());
                    }
                    Opcode::WaveSize => Val::K(if self.cx.f.wave64 { 64 } else { 32 }),
                    Opcode::DispatchId => Val::R(self.dispatch_id_reg()),
                    Opcode::LaneId => Val::R(self.lane_id_reg()?),
                    Opcode::Barrier => {
                        self.cx.push(Op::s_barrier, [], 0)?;
                        return Ok(());
                    }
                    o => return Err(unsupported!("{} is not supported yet", o.name())),
                };
                self.vals.insert(res.unwrap(), v);
            }
            InstData::GridQuery { opcode, dim } => {
                let v = self.grid_query(*opcode, *dim)?;
                self.vals.insert(res.unwrap(), v);
            }
            // Precise f16/f32/f64 division and f64 square root: `fdiv.rs`.
            InstData::Binary {
                opcode: Opcode::Fdiv,
                args,
            } if rty == Some(Type::F32) || rty == Some(Type::F64) => {
                let w = if rty == Some(Type::F64) { 2 } else { 1 };
                self.fdiv_precise(args[0], args[1], res.unwrap(), w)?
            }
            InstData::Unary {
                opcode: Opcode::Sqrt,
                arg,
            } if rty == Some(Type::F64) => self.sqrt_f64(*arg, res.unwrap())?,
            InstData::Binary {
                opcode: Opcode::Fdiv,
                args,
            } if rty == Some(Type::F16) && self.cx.gen >= Generation::Gfx8 => {
                self.fdiv_f16(args[0], args[1], res.unwrap())?
            }
            InstData::Binary { opcode, args } => self.binary(*opcode, args, res.unwrap())?,
            InstData::Unary { opcode, arg } => self.unary(*opcode, *arg, res.unwrap())?,
            InstData::Ternary { opcode, args } => self.ternary(*opcode, args, res.unwrap())?,
            InstData::IntCompare { cond, args } => {
                if self.fusable_cmp(res.unwrap()).is_some() {
                    return Ok(());
                }
                if let Some(t) = self.icmp_const(*cond, args[0], args[1]) {
                    // A compare of two constants (lowering's expansions of 64-bit and
                    // narrow min/max make them) is a constant i1.
                    self.vals.insert(res.unwrap(), Val::K(u64::from(t)));
                    return Ok(());
                }
                let m = self.icmp(*cond, args[0], args[1], res.unwrap())?;
                self.vals.insert(res.unwrap(), Val::Mask(m));
            }
            InstData::FloatCompare { cond, args } => {
                let m = self.fcmp(*cond, args[0], args[1])?;
                self.vals.insert(res.unwrap(), Val::Mask(m));
            }
            InstData::Call { func, args } => self.select_call(*func, args, results)?,
            InstData::FuncAddr { func } => self.select_func_addr(*func, res.unwrap())?,
            InstData::CallIndirect { args } => self.select_call_indirect(args, results)?,
            InstData::Load { .. }
            | InstData::Store { .. }
            | InstData::AtomicRmw { .. }
            | InstData::CmpXchg { .. }
            | InstData::Fence { .. }
            | InstData::GlobalAddr { .. } => {
                let r = self.select_mem(i, d);
                // The root names this access only.
                self.access_root = None;
                r?
            }
            InstData::Intrinsic { name, args } if name.starts_with("amdgcn.mfma.") => {
                self.select_intrinsic(name, args, res)?
            }
            InstData::Intrinsic { name, args } if crate::fmath::is_fp_op(name) => {
                let results = self.func.dfg.inst_results(i).to_vec();
                self.select_fp_op(name, args, &results)?
            }
            InstData::Intrinsic { name, args } if crate::packed::sat16_op(name).is_some() => {
                let r = res.ok_or_else(|| internal!("internal: {name} without a result"))?;
                self.select_sat16(name, args, r)?
            }
            InstData::Intrinsic { name, args } if crate::lane_ops::is_lane_op(name) => {
                let r =
                    res.ok_or_else(|| internal!("internal: lane intrinsic without a result"))?;
                self.select_lane_op(name, args, r)?
            }
            InstData::Intrinsic { name, args } if crate::fmath::mnemonic(name).is_some() => {
                let r =
                    res.ok_or_else(|| internal!("internal: float intrinsic without a result"))?;
                self.select_fmath(name, args, r)?
            }
            InstData::Shuffle { args, mask } if rty.is_some_and(crate::packed::is_vec16) => {
                let r = res.ok_or_else(|| internal!("internal: shuffle without a result"))?;
                self.shuffle16(args, mask, r)?
            }
            InstData::Alloca { size, align } => {
                // A per-lane scratch offset (private pointers are 32-bit offsets into the
                // lane's private segment).
                let a = (*align).max(4);
                let off = self.cx.f.private_bytes.next_multiple_of(a);
                self.cx.f.private_bytes = off + size.next_multiple_of(4);
                if self.func.is_kernel() {
                    self.vals.insert(res.unwrap(), Val::K(off as u64));
                } else {
                    // In a device function: an offset from its frame (`calls.rs`).
                    let fb = self.frame_base();
                    let v = if off == 0 {
                        fb
                    } else {
                        let r = self.cx.vreg(crate::mir::Bank::S, 1);
                        let ops = [self.cx.w(r), self.cx.w(fb), MOp::C(k32(off))];
                        self.cx.push(Op::s_add_u32, ops, 1)?;
                        r
                    };
                    self.vals.insert(res.unwrap(), Val::R(v));
                }
            }
            InstData::Intrinsic { name, args }
                if name == "amdgcn.s.setreg" || name == "amdgcn.s.getreg" =>
            {
                self.select_hwreg(name, args, res)?
            }
            InstData::Intrinsic { name, args } if name == "amdgcn.s.sleep" => {
                // `immarg` (the verifier checks it is a constant): s_sleep SIMM16.
                let n = match args.first().and_then(|a| self.vals.get(a)) {
                    Some(Val::K(n)) => *n,
                    _ => {
                        return Err(unsupported!(
                            "amdgcn.s.sleep: the argument must be a constant"
                        ))
                    }
                };
                let imm = gfxc_isa::regs::Operand::Imm((n & 0xffff) as i64);
                self.cx.push(Op::s_sleep, [MOp::C(imm)], 0)?;
            }
            InstData::Intrinsic { name, .. } if crate::cache_ops::cache_op(name).is_some() => {
                self.select_cache_op(name)?
            }
            InstData::Intrinsic { name, .. } if name == "trap" || name == "debugtrap" => {
                // AMDGPUUsage "Trap Handler for AMDHSA OS Code Object V4 and Above":
                // `llvm.trap` is `s_trap 2`, `llvm.debugtrap` `s_trap 3`. `lower/src/guard_traps.rs`
                // put the trap where EXEC is never zero. On GFX6-GFX8 the handler also wants
                // the queue pointer in s[0:1] for `s_trap 2` ("SGPR0-1: queue pointer"); with
                // code object V5 llc-19 loads it from the hidden argument `hidden_queue_ptr`
                // (implicit-argument offset 200), as here. Overwriting s[0:1] is safe: the
                // wave never runs past the trap (the handler puts the queue in the error
                // state), and this block runs only when a lane reaches the trap.
                if name == "trap" && self.cx.gen <= gfxc_isa::Generation::Gfx8 {
                    let q = match self.special_load(2, 200, 2)? {
                        Val::R(r) => r,
                        _ => return Err(internal!("internal: queue pointer load")),
                    };
                    for k in 0..2u8 {
                        let p = gfxc_isa::regs::Reg::sgpr(k as u16, 1);
                        self.cx
                            .push(Op::s_mov_b32, [MOp::P(p), self.cx.d(q, k)], 1)?;
                    }
                }
                let code = if name == "trap" { 2 } else { 3 };
                let imm = gfxc_isa::regs::Operand::Imm(code);
                self.cx.push(Op::s_trap, [MOp::C(imm)], 0)?;
            }
            InstData::Intrinsic { name, args } if gfxc_ir::buffer::parse(name).is_some() => {
                let b =
                    gfxc_ir::buffer::parse(name).ok_or_else(|| internal!("internal: buffer"))?;
                self.select_buffer_intrinsic(b, args, res)?
            }
            InstData::Intrinsic { name, args } => self.select_wave_intrinsic(name, args, res)?,
            other => {
                return Err(unsupported!(
                    "{} is not supported by the compiler yet",
                    other.opcode().name()
                ))
            }
        }
        Ok(())
    }

    /// The lane's index in the wave in a new VGPR (`v_mbcnt_lo`, and `v_mbcnt_hi` in wave64).
    pub fn lane_id_reg(&mut self) -> SelResult<VReg> {
        let r = self.cx.vreg(Bank::V, 1);
        let m = self.cx.mark();
        self.cx.push(
            self.mbcnt_lo(),
            [self.cx.w(r), MOp::C(k32(u32::MAX)), MOp::C(k32(0))],
            1,
        )?;
        if !self.cx.f.wave64 {
            return Ok(r);
        }
        let r2 = self.cx.vreg(Bank::V, 1);
        self.cx.push(
            self.mbcnt_hi(),
            [self.cx.w(r2), MOp::C(k32(u32::MAX)), self.cx.w(r)],
            1,
        )?;
        self.cx.group_from(m);
        Ok(r2)
    }

    fn mbcnt_lo(&self) -> Op {
        if self.cx.has(Op::v_mbcnt_lo_u32_b32_e64) {
            Op::v_mbcnt_lo_u32_b32_e64
        } else {
            Op::v_mbcnt_lo_u32_b32
        }
    }
    fn mbcnt_hi(&self) -> Op {
        if self.cx.has(Op::v_mbcnt_hi_u32_b32_e64) {
            Op::v_mbcnt_hi_u32_b32_e64
        } else {
            Op::v_mbcnt_hi_u32_b32
        }
    }

    /// The outcome of `icmp cc a, b` when both are constants of a scalar integer type.
    fn icmp_const(&self, cc: IntCC, a: Value, b: Value) -> Option<bool> {
        let ty = self.func.dfg.value_type(a);
        if ty.is_vector() || ty.is_bool() || ty.is_float() || ty.bits() > 64 {
            return None;
        }
        let (Some(Val::K(x)), Some(Val::K(y))) = (self.vals.get(&a), self.vals.get(&b)) else {
            return None;
        };
        let bits = ty.bits();
        let m = if bits >= 64 {
            u64::MAX
        } else {
            (1u64 << bits) - 1
        };
        let (x, y) = (x & m, y & m);
        let sx = |v: u64| ((v << (64 - bits)) as i64) >> (64 - bits);
        Some(match cc {
            IntCC::Eq => x == y,
            IntCC::Ne => x != y,
            IntCC::Slt => sx(x) < sx(y),
            IntCC::Sle => sx(x) <= sx(y),
            IntCC::Sgt => sx(x) > sx(y),
            IntCC::Sge => sx(x) >= sx(y),
            IntCC::Ult => x < y,
            IntCC::Ule => x <= y,
            IntCC::Ugt => x > y,
            IntCC::Uge => x >= y,
        })
    }

    /// Integer compare into a lane mask.
    pub fn icmp(&mut self, cc: IntCC, a: Value, b: Value, res: Value) -> SelResult<VReg> {
        let bits = self.func.dfg.value_type(a).bits();
        let mw = self.cx.mask_w();
        let m = self.cx.vreg(Bank::S, mw);
        if self.uni.is_uniform(res) && bits == 32 {
            let (name, swap) = s_cmp_name(cc);
            let (a, b) = if swap { (b, a) } else { (a, b) };
            let oa = self.s_or_k(a)?;
            let ob = self.s_or_k(b)?;
            let oa = if matches!(oa, MOp::C(_)) {
                let r = self.cx.vreg(Bank::S, 1);
                self.cx.push(Op::s_mov_b32, [self.cx.w(r), oa], 1)?;
                self.cx.w(r)
            } else {
                oa
            };
            let g = self.cx.mark();
            self.cx.push(name, [oa, ob], 0)?;
            self.cx.push(
                self.cx.mask_op(Op::s_cselect_b32, Op::s_cselect_b64),
                [self.cx.w(m), MOp::C(k32(u32::MAX)), MOp::C(k32(0))],
                1,
            )?;
            self.cx.group_from(g);
            return Ok(m);
        }
        let (e64, name) = v_cmp_op(cc, bits)
            .ok_or_else(|| unsupported!("compare of this width is not supported yet"))?;
        let (oa, ob) = if bits == 32 {
            (self.op32(a)?, self.op32(b)?)
        } else {
            (self.op64(a)?, self.op64(b)?)
        };
        self.cx
            .valu(e64, self.cx.w(m), [oa, ob], false)
            .or_else(|_| self.cx.valu(name, MOp::whole(&self.cx.f, m), [], false))?;
        Ok(m)
    }

    /// A 64-bit operand: a tuple, or an inline constant; other constants are materialised.
    pub fn op64(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::R(r) => Ok(self.cx.w(r)),
            Val::K(k) if (-16..=64).contains(&(k as i64)) => {
                Ok(MOp::C(Operand::InlineInt(k as i64 as i8)))
            }
            Val::K(k) => {
                let r = self.s_const(k, 2)?;
                Ok(self.cx.w(r))
            }
            _ => Err(internal!("internal: i1 as 64-bit operand")),
        }
    }

    /// A 64-bit operand for a SALU instruction: a constant, or the value in SGPRs (read back
    /// with `v_readfirstlane_b32` when a uniform value lives in VGPRs).
    pub fn s_op64(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::K(_) => self.op64(v),
            _ => {
                let r = self.in_s(v)?;
                Ok(self.cx.w(r))
            }
        }
    }

    /// Float compare into a lane mask.
    pub fn fcmp(&mut self, cc: FloatCC, a: Value, b: Value) -> SelResult<VReg> {
        let ty = self.func.dfg.value_type(a);
        let m = self.cx.vreg(Bank::S, self.cx.mask_w());
        let (sfx, oa, ob) = match ty {
            Type::F32 => (FTy::F32, self.op32(a)?, self.op32(b)?),
            Type::F64 => (FTy::F64, self.op64f_inline(a)?, self.op64f_inline(b)?),
            Type::F16 if self.cx.gen >= Generation::Gfx8 => {
                (FTy::F16, self.op16(a)?, self.op16(b)?)
            }
            _ => return Err(unsupported!("fcmp of this type is not supported yet")),
        };
        let name = f_cmp_op(cc, sfx);
        self.cx.valu(name, self.cx.w(m), [oa, ob], false)?;
        Ok(m)
    }

    /// A f64 operand (inline float constants are not used; constants go through SGPRs).
    pub fn op64f(&mut self, v: Value) -> SelResult<MOp> {
        match self.get(v)? {
            Val::R(r) => Ok(self.cx.w(r)),
            Val::K(0) => Ok(MOp::C(Operand::InlineInt(0))),
            Val::K(k) => {
                let r = self.s_const(k, 2)?;
                Ok(self.cx.w(r))
            }
            _ => Err(internal!("internal: i1 as f64 operand")),
        }
    }

    /// A f64 operand of a VALU floating-point operation (`v_add/mul/min/max/fma_f64`,
    /// `v_cmp_*_f64`): as [`Self::op64f`], but a constant ±0.5, ±1.0, ±2.0 or ±4.0 is the
    /// inline float constant, which 64-bit float operands read as that f64 value on every
    /// generation (GCN3 / Vega / RDNA ISA "Inline constants"; not `1/(2*pi)`, GFX8+ only):
    /// no SGPR pair to materialise, and no constant-bus slot taken.
    pub fn op64f_inline(&mut self, v: Value) -> SelResult<MOp> {
        if let Val::K(k) = self.get(v)? {
            for (code, _, f) in gfxc_isa::regs::FLOAT_CONSTS.iter().take(8) {
                if (*f as f64).to_bits() == k {
                    return Ok(MOp::C(Operand::InlineFloat(*code)));
                }
            }
        }
        self.op64f(v)
    }

    /// Result register of a value by bank.
    pub fn def_reg(&mut self, res: Value, bank: Bank) -> SelResult<VReg> {
        let w = self.width_of(res)?;
        let r = self.cx.vreg(bank, w);
        self.vals.insert(res, Val::R(r));
        Ok(r)
    }

    /// Scalar type of a value.
    pub fn scalar_of(&self, v: Value) -> Option<Scalar> {
        match self.func.dfg.value_type(v) {
            Type::Scalar(s) => Some(s),
            Type::Ptr(_) => Some(if self.func.dfg.value_type(v).bits() == 64 {
                Scalar::I64
            } else {
                Scalar::I32
            }),
            _ => None,
        }
    }
}

/// SALU compare name for a condition (and whether to swap operands).
pub fn s_cmp_name(cc: IntCC) -> (Op, bool) {
    match cc {
        IntCC::Eq => (Op::s_cmp_eq_u32, false),
        IntCC::Ne => (Op::s_cmp_lg_u32, false),
        IntCC::Slt => (Op::s_cmp_lt_i32, false),
        IntCC::Sle => (Op::s_cmp_le_i32, false),
        IntCC::Sgt => (Op::s_cmp_gt_i32, false),
        IntCC::Sge => (Op::s_cmp_ge_i32, false),
        IntCC::Ult => (Op::s_cmp_lt_u32, false),
        IntCC::Ule => (Op::s_cmp_le_u32, false),
        IntCC::Ugt => (Op::s_cmp_gt_u32, false),
        IntCC::Uge => (Op::s_cmp_ge_u32, false),
    }
}

/// `v_cmp_<cc>_<type>` for an integer condition and width: the VOP3 form and the operation.
fn v_cmp_op(cc: IntCC, bits: u32) -> Option<(Op, Op)> {
    Some(match (cc, bits) {
        (IntCC::Eq, 32) => (Op::v_cmp_eq_u32_e64, Op::v_cmp_eq_u32),
        (IntCC::Eq, 64) => (Op::v_cmp_eq_u64_e64, Op::v_cmp_eq_u64),
        (IntCC::Ne, 32) => (Op::v_cmp_ne_u32_e64, Op::v_cmp_ne_u32),
        (IntCC::Ne, 64) => (Op::v_cmp_ne_u64_e64, Op::v_cmp_ne_u64),
        (IntCC::Slt, 32) => (Op::v_cmp_lt_i32_e64, Op::v_cmp_lt_i32),
        (IntCC::Slt, 64) => (Op::v_cmp_lt_i64_e64, Op::v_cmp_lt_i64),
        (IntCC::Ult, 32) => (Op::v_cmp_lt_u32_e64, Op::v_cmp_lt_u32),
        (IntCC::Ult, 64) => (Op::v_cmp_lt_u64_e64, Op::v_cmp_lt_u64),
        (IntCC::Sle, 32) => (Op::v_cmp_le_i32_e64, Op::v_cmp_le_i32),
        (IntCC::Sle, 64) => (Op::v_cmp_le_i64_e64, Op::v_cmp_le_i64),
        (IntCC::Ule, 32) => (Op::v_cmp_le_u32_e64, Op::v_cmp_le_u32),
        (IntCC::Ule, 64) => (Op::v_cmp_le_u64_e64, Op::v_cmp_le_u64),
        (IntCC::Sgt, 32) => (Op::v_cmp_gt_i32_e64, Op::v_cmp_gt_i32),
        (IntCC::Sgt, 64) => (Op::v_cmp_gt_i64_e64, Op::v_cmp_gt_i64),
        (IntCC::Ugt, 32) => (Op::v_cmp_gt_u32_e64, Op::v_cmp_gt_u32),
        (IntCC::Ugt, 64) => (Op::v_cmp_gt_u64_e64, Op::v_cmp_gt_u64),
        (IntCC::Sge, 32) => (Op::v_cmp_ge_i32_e64, Op::v_cmp_ge_i32),
        (IntCC::Sge, 64) => (Op::v_cmp_ge_i64_e64, Op::v_cmp_ge_i64),
        (IntCC::Uge, 32) => (Op::v_cmp_ge_u32_e64, Op::v_cmp_ge_u32),
        (IntCC::Uge, 64) => (Op::v_cmp_ge_u64_e64, Op::v_cmp_ge_u64),
        _ => return None,
    })
}

/// Width of a float compare's operands.
#[derive(Clone, Copy, PartialEq, Eq)]
enum FTy {
    F32,
    F64,
    F16,
}

/// `v_cmp_<cc>_<type>_e64` for a float condition and type.
fn f_cmp_op(cc: FloatCC, ty: FTy) -> Op {
    use FTy::*;
    match (cc, ty) {
        (FloatCC::False, F32) => Op::v_cmp_f_f32_e64,
        (FloatCC::False, F64) => Op::v_cmp_f_f64_e64,
        (FloatCC::False, F16) => Op::v_cmp_f_f16_e64,
        (FloatCC::Oeq, F32) => Op::v_cmp_eq_f32_e64,
        (FloatCC::Oeq, F64) => Op::v_cmp_eq_f64_e64,
        (FloatCC::Oeq, F16) => Op::v_cmp_eq_f16_e64,
        (FloatCC::Ogt, F32) => Op::v_cmp_gt_f32_e64,
        (FloatCC::Ogt, F64) => Op::v_cmp_gt_f64_e64,
        (FloatCC::Ogt, F16) => Op::v_cmp_gt_f16_e64,
        (FloatCC::Oge, F32) => Op::v_cmp_ge_f32_e64,
        (FloatCC::Oge, F64) => Op::v_cmp_ge_f64_e64,
        (FloatCC::Oge, F16) => Op::v_cmp_ge_f16_e64,
        (FloatCC::Olt, F32) => Op::v_cmp_lt_f32_e64,
        (FloatCC::Olt, F64) => Op::v_cmp_lt_f64_e64,
        (FloatCC::Olt, F16) => Op::v_cmp_lt_f16_e64,
        (FloatCC::Ole, F32) => Op::v_cmp_le_f32_e64,
        (FloatCC::Ole, F64) => Op::v_cmp_le_f64_e64,
        (FloatCC::Ole, F16) => Op::v_cmp_le_f16_e64,
        (FloatCC::One, F32) => Op::v_cmp_lg_f32_e64,
        (FloatCC::One, F64) => Op::v_cmp_lg_f64_e64,
        (FloatCC::One, F16) => Op::v_cmp_lg_f16_e64,
        (FloatCC::Ord, F32) => Op::v_cmp_o_f32_e64,
        (FloatCC::Ord, F64) => Op::v_cmp_o_f64_e64,
        (FloatCC::Ord, F16) => Op::v_cmp_o_f16_e64,
        (FloatCC::Ueq, F32) => Op::v_cmp_nlg_f32_e64,
        (FloatCC::Ueq, F64) => Op::v_cmp_nlg_f64_e64,
        (FloatCC::Ueq, F16) => Op::v_cmp_nlg_f16_e64,
        (FloatCC::Ugt, F32) => Op::v_cmp_nle_f32_e64,
        (FloatCC::Ugt, F64) => Op::v_cmp_nle_f64_e64,
        (FloatCC::Ugt, F16) => Op::v_cmp_nle_f16_e64,
        (FloatCC::Uge, F32) => Op::v_cmp_nlt_f32_e64,
        (FloatCC::Uge, F64) => Op::v_cmp_nlt_f64_e64,
        (FloatCC::Uge, F16) => Op::v_cmp_nlt_f16_e64,
        (FloatCC::Ult, F32) => Op::v_cmp_nge_f32_e64,
        (FloatCC::Ult, F64) => Op::v_cmp_nge_f64_e64,
        (FloatCC::Ult, F16) => Op::v_cmp_nge_f16_e64,
        (FloatCC::Ule, F32) => Op::v_cmp_ngt_f32_e64,
        (FloatCC::Ule, F64) => Op::v_cmp_ngt_f64_e64,
        (FloatCC::Ule, F16) => Op::v_cmp_ngt_f16_e64,
        (FloatCC::Une, F32) => Op::v_cmp_neq_f32_e64,
        (FloatCC::Une, F64) => Op::v_cmp_neq_f64_e64,
        (FloatCC::Une, F16) => Op::v_cmp_neq_f16_e64,
        (FloatCC::Uno, F32) => Op::v_cmp_u_f32_e64,
        (FloatCC::Uno, F64) => Op::v_cmp_u_f64_e64,
        (FloatCC::Uno, F16) => Op::v_cmp_u_f16_e64,
        (FloatCC::True, F32) => Op::v_cmp_tru_f32_e64,
        (FloatCC::True, F64) => Op::v_cmp_tru_f64_e64,
        (FloatCC::True, F16) => Op::v_cmp_tru_f16_e64,
    }
}
