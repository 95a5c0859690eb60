//! Selection of the matrix intrinsics (`amdgcn.mfma.*`, gfx908 / gfx90a / gfx942) and of the
//! accumulator values they produce.
//!
//! Guarantees:
//! * An MFMA call becomes the target's `v_mfma_*` row of the same shape (gfx942 renamed most
//!   rows: `16x16x4f32` is `v_mfma_f32_16x16x4_4b_f32`-style with the block count, `.1k` bf16
//!   rows lost the suffix), after checking that the intrinsic exists on the processor
//!   (`gfxc_ir::intrinsics::available_on`) and that the kernel runs in wave64 (MFMA is a
//!   wave64 operation, MI100 ISA §7.1). `cbsz`, `abid` and `blgp` come from the immediate
//!   arguments (3, 4, 5) and are range-checked against their encoding fields (3, 4, 3 bits).
//! * SrcA and SrcB are VGPR tuples. SrcC and vdst are **accumulator** tuples (4, 16 or 32
//!   dwords, 2/8 for f64) of one bank per kernel ([`Selector::acc_bank`]): AGPRs on gfx908,
//!   the only file its MFMA can accumulate in (MI100 ISA §7.1: "the C matrix and the result
//!   are in AccVGPRs"); VGPRs on gfx90a/gfx942 unless the caller asks for AGPRs
//!   ([`crate::SelectOptions`]), since there either file may hold C/D (ACC_CD) and VGPRs need no
//!   `v_accvgpr_read/write` moves at all.
//! * Block parameters used as SrcC of an MFMA, the parameters that feed them, and those that
//!   only receive accumulators (the result after a loop) are allocated in the accumulator bank, so a loop-carried accumulator stays in its tuple
//!   without per-iteration moves; a constant splat entering one is written with
//!   `v_accvgpr_write_b32` of the inline constant (as LLVM does). Values of the AGPR bank are
//!   read into VGPRs (`v_accvgpr_read_b32`, or a V<-A copy the allocator lowers) where any
//!   other instruction uses them ([`Selector::agpr_to_v`]).

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::intrinsics;
use gfxc_ir::{InstData, Opcode, Type, Value, ValueDef};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::Operand;
use gfxc_isa::Op;
use rustc_hash::FxHashSet as HashSet;

/// Where a kernel's MFMA accumulators live.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum AccPolicy {
    /// AGPRs on gfx908 (the only choice there), VGPRs on gfx90a/gfx942.
    #[default]
    Auto,
    /// AGPRs on every MFMA target (gfx90a/gfx942: the unified file above `accum_offset`).
    Agpr,
}

/// The block parameters of `f` that should live in the accumulator bank: those used as SrcC
/// (argument 2) of an MFMA, and, transitively, parameters passed to them by a jump (nested
/// loops carry the accumulator through several headers).
pub fn acc_params(f: &gfxc_ir::Function) -> HashSet<Value> {
    let mut set = HashSet::default();
    // Without an MFMA there is no accumulator: the rounds below add a parameter only when
    // one is in the set already or every argument it receives is an MFMA result.
    let mfma = |i: &gfxc_ir::Inst| matches!(&f.dfg.insts[*i], InstData::Intrinsic { name, .. } if name.starts_with("amdgcn.mfma."));
    if !f
        .layout
        .blocks()
        .iter()
        .any(|&b| f.layout.block_insts(b).iter().any(mfma))
    {
        return set;
    }
    let mut results = HashSet::default();
    let mut edges: Vec<(Value, Value)> = Vec::new(); // (argument, parameter)
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            match &f.dfg.insts[i] {
                InstData::Intrinsic { name, args } if name.starts_with("amdgcn.mfma.") => {
                    results.extend(f.dfg.inst_results(i).iter().copied());
                    if let Some(&c) = args.get(2) {
                        if matches!(f.dfg.value_def(c), ValueDef::Param(..)) {
                            set.insert(c);
                        }
                    }
                }
                InstData::Jump { dest } => push_edges(f, dest, &mut edges),
                InstData::Brif {
                    then_dest,
                    else_dest,
                    ..
                } => {
                    push_edges(f, then_dest, &mut edges);
                    push_edges(f, else_dest, &mut edges);
                }
                InstData::Switch { default, cases, .. } => {
                    push_edges(f, default, &mut edges);
                    for (_, d) in cases {
                        push_edges(f, d, &mut edges);
                    }
                }
                _ => {}
            }
        }
    }
    loop {
        let mut changed = false;
        for &(a, p) in &edges {
            if set.contains(&p)
                && matches!(f.dfg.value_def(a), ValueDef::Param(..))
                && f.dfg.value_type(a) == f.dfg.value_type(p)
                && set.insert(a)
            {
                changed = true;
            }
        }
        // A parameter that only ever receives accumulators (the result after a loop) stays
        // in their bank: its lanes are then read one by one where used, instead of the whole
        // tuple being copied to VGPRs on the edge.
        for &(_, p) in &edges {
            if !set.contains(&p)
                && edges
                    .iter()
                    .filter(|e| e.1 == p)
                    .all(|e| results.contains(&e.0) || set.contains(&e.0))
                && set.insert(p)
            {
                changed = true;
            }
        }
        if !changed {
            return set;
        }
    }
}

fn push_edges(f: &gfxc_ir::Function, d: &gfxc_ir::BlockCall, out: &mut Vec<(Value, Value)>) {
    for (a, p) in d.args.iter().zip(f.dfg.block_params(d.block)) {
        out.push((*a, *p));
    }
}

/// The instructions of an MFMA intrinsic, in the order they are tried: the gfx908/gfx90a
/// spelling (`.` -> `_`, which is also gfx942's for its new rows) and gfx942's spelling of
/// the older rows (`_` before the input type, `_<blocks>b` for multi-block shapes, no `_1k`).
/// Generated from those rules ([`tests::mnemonics`], which checks every entry against them).
fn mfma_ops(intrinsic: &str) -> &'static [Op] {
    match intrinsic {
        "amdgcn.mfma.f32.16x16x16bf16.1k" => {
            &[Op::v_mfma_f32_16x16x16bf16_1k, Op::v_mfma_f32_16x16x16_bf16]
        }
        "amdgcn.mfma.f32.16x16x16f16" => &[Op::v_mfma_f32_16x16x16f16, Op::v_mfma_f32_16x16x16_f16],
        "amdgcn.mfma.f32.16x16x1f32" => &[Op::v_mfma_f32_16x16x1f32, Op::v_mfma_f32_16x16x1_4b_f32],
        "amdgcn.mfma.f32.16x16x2bf16" => &[Op::v_mfma_f32_16x16x2bf16],
        "amdgcn.mfma.f32.16x16x32.bf8.bf8" => &[
            Op::v_mfma_f32_16x16x32_bf8_bf8,
            Op::v_mfma_f32_16x16x32_bf8_bf8,
        ],
        "amdgcn.mfma.f32.16x16x32.bf8.fp8" => &[
            Op::v_mfma_f32_16x16x32_bf8_fp8,
            Op::v_mfma_f32_16x16x32_bf8_fp8,
        ],
        "amdgcn.mfma.f32.16x16x32.fp8.bf8" => &[
            Op::v_mfma_f32_16x16x32_fp8_bf8,
            Op::v_mfma_f32_16x16x32_fp8_bf8,
        ],
        "amdgcn.mfma.f32.16x16x32.fp8.fp8" => &[
            Op::v_mfma_f32_16x16x32_fp8_fp8,
            Op::v_mfma_f32_16x16x32_fp8_fp8,
        ],
        "amdgcn.mfma.f32.16x16x4bf16.1k" => &[
            Op::v_mfma_f32_16x16x4bf16_1k,
            Op::v_mfma_f32_16x16x4_4b_bf16,
        ],
        "amdgcn.mfma.f32.16x16x4f16" => &[Op::v_mfma_f32_16x16x4f16, Op::v_mfma_f32_16x16x4_4b_f16],
        "amdgcn.mfma.f32.16x16x4f32" => &[Op::v_mfma_f32_16x16x4f32, Op::v_mfma_f32_16x16x4_f32],
        "amdgcn.mfma.f32.16x16x8.xf32" => {
            &[Op::v_mfma_f32_16x16x8_xf32, Op::v_mfma_f32_16x16x8_xf32]
        }
        "amdgcn.mfma.f32.16x16x8bf16" => &[Op::v_mfma_f32_16x16x8bf16],
        "amdgcn.mfma.f32.32x32x16.bf8.bf8" => &[
            Op::v_mfma_f32_32x32x16_bf8_bf8,
            Op::v_mfma_f32_32x32x16_bf8_bf8,
        ],
        "amdgcn.mfma.f32.32x32x16.bf8.fp8" => &[
            Op::v_mfma_f32_32x32x16_bf8_fp8,
            Op::v_mfma_f32_32x32x16_bf8_fp8,
        ],
        "amdgcn.mfma.f32.32x32x16.fp8.bf8" => &[
            Op::v_mfma_f32_32x32x16_fp8_bf8,
            Op::v_mfma_f32_32x32x16_fp8_bf8,
        ],
        "amdgcn.mfma.f32.32x32x16.fp8.fp8" => &[
            Op::v_mfma_f32_32x32x16_fp8_fp8,
            Op::v_mfma_f32_32x32x16_fp8_fp8,
        ],
        "amdgcn.mfma.f32.32x32x1f32" => &[Op::v_mfma_f32_32x32x1f32, Op::v_mfma_f32_32x32x1_2b_f32],
        "amdgcn.mfma.f32.32x32x2bf16" => &[Op::v_mfma_f32_32x32x2bf16],
        "amdgcn.mfma.f32.32x32x2f32" => &[Op::v_mfma_f32_32x32x2f32, Op::v_mfma_f32_32x32x2_f32],
        "amdgcn.mfma.f32.32x32x4.xf32" => {
            &[Op::v_mfma_f32_32x32x4_xf32, Op::v_mfma_f32_32x32x4_xf32]
        }
        "amdgcn.mfma.f32.32x32x4bf16" => &[Op::v_mfma_f32_32x32x4bf16],
        "amdgcn.mfma.f32.32x32x4bf16.1k" => &[
            Op::v_mfma_f32_32x32x4bf16_1k,
            Op::v_mfma_f32_32x32x4_2b_bf16,
        ],
        "amdgcn.mfma.f32.32x32x4f16" => &[Op::v_mfma_f32_32x32x4f16, Op::v_mfma_f32_32x32x4_2b_f16],
        "amdgcn.mfma.f32.32x32x8bf16.1k" => {
            &[Op::v_mfma_f32_32x32x8bf16_1k, Op::v_mfma_f32_32x32x8_bf16]
        }
        "amdgcn.mfma.f32.32x32x8f16" => &[Op::v_mfma_f32_32x32x8f16, Op::v_mfma_f32_32x32x8_f16],
        "amdgcn.mfma.f32.4x4x1f32" => &[Op::v_mfma_f32_4x4x1f32, Op::v_mfma_f32_4x4x1_16b_f32],
        "amdgcn.mfma.f32.4x4x2bf16" => &[Op::v_mfma_f32_4x4x2bf16],
        "amdgcn.mfma.f32.4x4x4bf16.1k" => {
            &[Op::v_mfma_f32_4x4x4bf16_1k, Op::v_mfma_f32_4x4x4_16b_bf16]
        }
        "amdgcn.mfma.f32.4x4x4f16" => &[Op::v_mfma_f32_4x4x4f16, Op::v_mfma_f32_4x4x4_16b_f16],
        "amdgcn.mfma.f64.16x16x4f64" => &[Op::v_mfma_f64_16x16x4f64, Op::v_mfma_f64_16x16x4_f64],
        "amdgcn.mfma.f64.4x4x4f64" => &[Op::v_mfma_f64_4x4x4f64, Op::v_mfma_f64_4x4x4_4b_f64],
        "amdgcn.mfma.i32.16x16x16i8" => &[Op::v_mfma_i32_16x16x16i8],
        "amdgcn.mfma.i32.16x16x32.i8" => &[Op::v_mfma_i32_16x16x32_i8, Op::v_mfma_i32_16x16x32_i8],
        "amdgcn.mfma.i32.16x16x4i8" => &[Op::v_mfma_i32_16x16x4i8, Op::v_mfma_i32_16x16x4_4b_i8],
        "amdgcn.mfma.i32.32x32x16.i8" => &[Op::v_mfma_i32_32x32x16_i8, Op::v_mfma_i32_32x32x16_i8],
        "amdgcn.mfma.i32.32x32x4i8" => &[Op::v_mfma_i32_32x32x4i8, Op::v_mfma_i32_32x32x4_2b_i8],
        "amdgcn.mfma.i32.32x32x8i8" => &[Op::v_mfma_i32_32x32x8i8],
        "amdgcn.mfma.i32.4x4x4i8" => &[Op::v_mfma_i32_4x4x4i8, Op::v_mfma_i32_4x4x4_16b_i8],
        _ => &[],
    }
}

/// Dwords of an MFMA operand type (sub-dword vectors are packed: `f16x4` is 2 dwords).
fn op_dwords(t: Type) -> u8 {
    t.store_size().div_ceil(4).max(1) as u8
}

impl Selector<'_> {
    /// The bank MFMA accumulators (SrcC, vdst) use in this kernel.
    pub fn acc_bank(&self) -> Bank {
        let unified = self.target.processor.regs.unified_vgpr_agpr;
        if !unified || self.acc_policy == AccPolicy::Agpr {
            Bank::A
        } else {
            Bank::V
        }
    }

    /// Select a call of a target intrinsic (only the MFMA family is selected so far).
    pub fn select_intrinsic(
        &mut self,
        name: &str,
        args: &[Value],
        res: Option<Value>,
    ) -> SelResult<()> {
        let sig =
            intrinsics::lookup(name).ok_or_else(|| unsupported!("unknown intrinsic \"{name}\""))?;
        if !name.starts_with("amdgcn.mfma.") {
            return Err(unsupported!(
                "intrinsic \"{name}\" is not supported by the compiler yet"
            ));
        }
        let p = self.target.processor;
        if intrinsics::available_on(sig, p.name) != Some(true) {
            return Err(unsupported!(
                "intrinsic \"{name}\" is not available on {}",
                p.name
            ));
        }
        if !self.cx.f.wave64 {
            return Err(unsupported!(
                "\"{name}\" needs wave64 (MFMA is a wave64 operation)"
            ));
        }
        let res = res.ok_or_else(|| internal!("internal: MFMA without a result"))?;
        let mn = mfma_ops(sig.name)
            .iter()
            .copied()
            .find(|&n| self.cx.has(n))
            .ok_or_else(|| unsupported!("no instruction for \"{name}\" on {}", p.name))?;
        // Modifiers: immediates (the verifier checked they are iconsts).
        let mut imm = [0u8; 3];
        for (k, (lim, what)) in [(7u64, "cbsz"), (15, "abid"), (7, "blgp")]
            .into_iter()
            .enumerate()
        {
            match self.get(args[3 + k])? {
                Val::K(v) if v <= lim => imm[k] = v as u8,
                Val::K(v) => return Err(unsupported!("{what} {v} out of range 0..={lim}")),
                _ => return Err(unsupported!("{what} of \"{name}\" must be an immediate")),
            }
        }
        let wa = op_dwords(self.func.dfg.value_type(args[0]));
        let wc = op_dwords(self.func.dfg.value_type(args[2]));
        let a = self.mfma_src(args[0], wa)?;
        let b = self.mfma_src(args[1], wa)?;
        let bank = self.acc_bank();
        let c = self.in_acc(args[2], wc, bank)?;
        let d = self.cx.vreg(bank, wc);
        let ops = [self.cx.w(d), self.cx.w(a), self.cx.w(b), self.cx.w(c)];
        let inst = self.cx.push(mn, ops, 1)?;
        inst.m = Mods {
            cbsz: imm[0],
            abid: imm[1],
            blgp: imm[2],
            ..Mods::default()
        };
        self.vals.insert(res, Val::R(d));
        Ok(())
    }

    /// SrcA/SrcB: a VGPR tuple of `w` dwords.
    fn mfma_src(&mut self, v: Value, w: u8) -> SelResult<VReg> {
        let ty = self.func.dfg.value_type(v);
        if let Type::Vector(s, _) = ty {
            if s.bytes() < 4 {
                return self.packed_in_v(v, w);
            }
        }
        self.in_v(v)
    }

    /// A value of a sub-dword vector type in `w` VGPRs, two 16-bit (four 8-bit) lanes per
    /// dword. Values are held this way by the selection of their producers.
    fn packed_in_v(&mut self, v: Value, w: u8) -> SelResult<VReg> {
        match self.get(v)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::V && self.cx.f.info(r).width == w => Ok(r),
            Val::R(r) if self.cx.f.info(r).width == w => {
                let d = self.cx.vreg(Bank::V, w);
                let s = self.cx.w(r);
                self.cx.copy(d, s);
                Ok(d)
            }
            Val::K(k) if w <= 2 => {
                let d = self.cx.vreg(Bank::V, w);
                let m = self.cx.mark();
                for i in 0..w {
                    let c = MOp::C(k32((k >> (32 * i as u32)) as u32));
                    self.cx.push(Op::v_mov_b32_e32, [self.cx.d(d, i), c], 1)?;
                }
                self.cx.group_from(m);
                Ok(d)
            }
            _ => Err(internal!("internal: packed MFMA operand")),
        }
    }

    /// The constant every lane of `v` holds when `v` is a splat of a constant (or a constant).
    fn splat_const(&self, v: Value) -> Option<u32> {
        if let Ok(Val::K(k)) = self.get(v) {
            let lo = k as u32;
            return ((k >> 32) as u32 == lo || op_dwords(self.func.dfg.value_type(v)) == 1)
                .then_some(lo);
        }
        let ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        match &self.func.dfg.insts[i] {
            InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } if self.func.dfg.value_type(*arg).store_size() == 4 => match self.get(*arg) {
                Ok(Val::K(k)) => Some(k as u32),
                _ => None,
            },
            _ => None,
        }
    }

    /// `v` as an accumulator tuple of `w` dwords in `bank`.
    pub fn in_acc(&mut self, v: Value, w: u8, bank: Bank) -> SelResult<VReg> {
        if bank == Bank::V {
            return self.in_v(v);
        }
        if let Val::R(r) = self.get(v)? {
            if self.cx.f.info(r).bank == Bank::A {
                return Ok(r);
            }
        }
        let d = self.cx.vreg(Bank::A, w);
        if let Some(k) = self.splat_const(v) {
            // v_accvgpr_write_b32 takes a VGPR or an inline constant (gfx908; MI100 ISA
            // §7.2): a literal goes through one VGPR.
            let src = match k32(k) {
                Operand::Literal(_) => {
                    let t = self.cx.vreg(Bank::V, 1);
                    self.cx
                        .push(Op::v_mov_b32_e32, [self.cx.w(t), MOp::C(k32(k))], 1)?;
                    self.cx.w(t)
                }
                c => MOp::C(c),
            };
            let m = self.cx.mark();
            for i in 0..w {
                self.cx
                    .push(Op::v_accvgpr_write_b32, [self.cx.d(d, i), src.clone()], 1)?;
            }
            self.cx.group_from(m);
            return Ok(d);
        }
        let s = self.in_v(v)?;
        let s = self.cx.w(s);
        self.cx.copy(d, s);
        Ok(d)
    }

    /// `extractelement` of a 32-bit lane from an AGPR accumulator: one `v_accvgpr_read_b32`
    /// into the result (the generic copy would read and then move). `Ok(false)`: not one.
    pub fn select_acc_extract(&mut self, d: &InstData, res: Option<Value>) -> SelResult<bool> {
        let InstData::Binary {
            opcode: Opcode::Extractelement,
            args,
        } = d
        else {
            return Ok(false);
        };
        let (Ok(Val::R(r)), Ok(Val::K(k)), Some(res)) = (self.get(args[0]), self.get(args[1]), res)
        else {
            return Ok(false);
        };
        let ty = self.func.dfg.value_type(args[0]);
        let lane_ok = matches!(ty, Type::Vector(s, n) if s.bytes() == 4 && k < n as u64);
        if self.cx.f.info(r).bank != Bank::A || !lane_ok {
            return Ok(false);
        }
        let v = self.agpr_to_v(r, k as u8)?;
        let MOp::V { reg, .. } = v else {
            return Err(internal!("internal: accvgpr read"));
        };
        self.vals.insert(res, Val::R(reg));
        Ok(true)
    }

    /// Dword `i` of the AGPR tuple `r` read into a fresh VGPR (`v_accvgpr_read_b32`), for
    /// instructions other than MFMA that use an accumulator value.
    pub fn agpr_to_v(&mut self, r: VReg, i: u8) -> SelResult<MOp> {
        let t = self.cx.vreg(Bank::V, 1);
        self.cx
            .push(Op::v_accvgpr_read_b32, [self.cx.w(t), self.cx.d(r, i)], 1)?;
        Ok(self.cx.w(t))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_ir::intrinsics::IntrinsicSig;

    /// The spelling rules of [`mfma_ops`].
    fn mnemonics(sig: &IntrinsicSig) -> Vec<String> {
        let rest = sig.name.strip_prefix("amdgcn.mfma.").unwrap_or(sig.name);
        let mut out = vec![format!("v_mfma_{}", rest.replace('.', "_"))];
        if let (Some(shape), Some((acc, tail))) =
            (intrinsics::mfma_shape(sig), rest.split_once('.'))
        {
            let dims = format!("{}x{}x{}", shape.m, shape.n, shape.k);
            if let Some(ty) = tail.strip_prefix(&dims) {
                let ty = ty.trim_start_matches('.');
                let ty = ty.strip_suffix(".1k").unwrap_or(ty);
                let blocks = if shape.blocks > 1 {
                    format!("_{}b", shape.blocks)
                } else {
                    String::new()
                };
                out.push(format!(
                    "v_mfma_{acc}_{dims}{blocks}_{}",
                    ty.replace('.', "_")
                ));
            }
        }
        out
    }

    /// The table is the spelling rules: every MFMA intrinsic's candidates are the rule's
    /// mnemonics that some generation has, in order.
    #[test]
    fn mfma_table_follows_the_spelling_rules() {
        let mut n = 0;
        for sig in intrinsics::all() {
            if !sig.name.starts_with("amdgcn.mfma.") {
                continue;
            }
            let want: Vec<Op> = mnemonics(sig)
                .iter()
                .filter_map(|m| Op::from_name(m))
                .collect();
            assert!(!want.is_empty(), "{}", sig.name);
            assert_eq!(mfma_ops(sig.name), &want[..], "{}", sig.name);
            n += 1;
        }
        assert!(n >= 30, "{n} MFMA intrinsics");
    }

    #[test]
    fn mnemonics_cover_every_mfma_row_on_its_targets() {
        // Every MFMA intrinsic available on a processor has a row there under one of the
        // candidate spellings, with SrcC/vdst as wide as the IR accumulator type.
        for cpu in ["gfx908", "gfx90a", "gfx942"] {
            let t = gfxc_isa::processors::Target::parse(cpu).unwrap();
            let tab = gfxc_isa::table::table(t.processor.isa);
            let mut n = 0;
            for sig in intrinsics::all() {
                if !sig.name.starts_with("amdgcn.mfma.")
                    || intrinsics::available_on(sig, cpu) != Some(true)
                {
                    continue;
                }
                let m = mnemonics(sig)
                    .into_iter()
                    .find(|m| !tab.by_name(m).is_empty())
                    .unwrap_or_else(|| panic!("{cpu}: no row for {}", sig.name));
                let def = tab.def(tab.by_name(&m)[0]);
                assert_eq!(def.ops.len(), 4, "{m}");
                n += 1;
            }
            assert!(n >= 20, "{cpu}: {n} MFMA rows");
        }
    }
}
