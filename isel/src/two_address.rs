//! Two-address and literal VOP2 forms of the three-address multiply-adds, chosen on the
//! selected machine IR just before register allocation (what LLVM's two-address pass and
//! `SIFoldOperands` / `SIShrinkInstructions` make of `V_FMA_F32` and its kin).
//!
//! `v_fma_f32 d, a, b, c` is VOP3: 8 bytes, and on GFX6-GFX9 a VOP3 operand cannot be a literal
//! (selection moved it into a VGPR first). Where the processor has them, the same operation is
//! one of (in this order of preference):
//! * `v_fmaak_f32 d, a, b, K` when the addend is a literal `K` (or a VGPR holding one),
//! * `v_fmamk_f32 d, a, K, c` when a factor is,
//! * `v_fmac_f32 d, a, b` with `d` tied to the addend `c` (VOP2, 4 bytes; `a` may be a literal
//!   even on GFX9) when `c` dies at the instruction: defined in its block, read nowhere after
//!   it, not passed to a successor (and, when `d` is passed to a successor, `c` is a
//!   parameter of the block: the accumulator of a loop). The instruction then carries `c` as
//!   one operand beyond the row's signature (`gfxc_mir::MFunction::tied`) and the register
//!   allocator gives `d` and `c` one register.
//!
//! The pairs are [`FORMS`] (typed rows): fma f32/f16/f64, mad f32/f16 (the `mac`/`madak`/
//! `madmk` rows share `v_mad`'s semantics), `v_pk_fma_f16` and `v_dot4_i32_i8` (their tied
//! forms `v_pk_fmac_f16`, `v_dot4c_i32_i8`). A form is used only where the processor has the
//! row (`gfxc_isa::table::available`).
//!
//! Guarantees: each rewritten instruction computes the same value as before in every lane.
//! Only instructions without modifiers (no NEG/ABS/clamp/omod/op_sel, VOP3P `op_sel_hi`
//! default), standalone (not in a group) and between the block's prologue and epilogue are
//! rewritten; the tied input is a whole VGPR of the destination's width; src1 of a VOP2 row is
//! a VGPR (the factors of these operations commute); a literal takes src0 or the `K` slot,
//! at most one per instruction, and on GFX6-GFX9 never together with an SGPR (one constant
//! bus read). A `v_mov_b32` of a literal whose result no longer has readers is removed, as
//! [`crate::dce`] would: the only code a rewrite can leave dead (nothing else is dead before
//! it; debug builds check that a full `dce` afterwards removes nothing), so `dce` runs only
//! when a freed vreg is not such a move.

use crate::mir::{Bank, Kind, MFunction, MInst, MOp, VReg};
use gfxc_isa::inst::Mods;
use gfxc_isa::processors::Target;
use gfxc_isa::regs::Operand;
use gfxc_isa::table::{available, table};
use gfxc_isa::Op;
use rustc_hash::FxHashMap as HashMap;

/// A three-address operation and its two-address / literal VOP2 forms.
pub struct Form {
    /// The VOP3/VOP3P row `d = a * b + c` (`ops`: d, a, b, c).
    pub three: Op,
    /// The VOP2 row `d = a * b + d`.
    pub tied: Op,
    /// `d = a * b + K` (`ops`: d, a, b, K).
    pub ak: Option<Op>,
    /// `d = a * K + c` (`ops`: d, a, K, c).
    pub mk: Option<Op>,
    /// A 32-bit literal may stand for a factor in src0 of the tied row.
    pub literal: bool,
    /// VOP3P row: `op_sel_hi` must be the default (each half with its own halves).
    pub packed: bool,
}

/// The forms, by three-address row.
pub const FORMS: &[Form] = &[
    Form {
        three: Op::v_fma_f32,
        tied: Op::v_fmac_f32,
        ak: Some(Op::v_fmaak_f32),
        mk: Some(Op::v_fmamk_f32),
        literal: true,
        packed: false,
    },
    Form {
        three: Op::v_fma_f16,
        tied: Op::v_fmac_f16,
        ak: Some(Op::v_fmaak_f16),
        mk: Some(Op::v_fmamk_f16),
        literal: true,
        packed: false,
    },
    Form {
        three: Op::v_fma_f64,
        tied: Op::v_fmac_f64,
        ak: None,
        mk: None,
        literal: false,
        packed: false,
    },
    Form {
        three: Op::v_mad_f32,
        tied: Op::v_mac_f32,
        ak: Some(Op::v_madak_f32),
        mk: Some(Op::v_madmk_f32),
        literal: true,
        packed: false,
    },
    Form {
        three: Op::v_mad_f16,
        tied: Op::v_mac_f16,
        ak: Some(Op::v_madak_f16),
        mk: Some(Op::v_madmk_f16),
        literal: true,
        packed: false,
    },
    Form {
        three: Op::v_pk_fma_f16,
        tied: Op::v_pk_fmac_f16,
        ak: None,
        mk: None,
        literal: false,
        packed: true,
    },
    Form {
        three: Op::v_dot4_i32_i8,
        tied: Op::v_dot4c_i32_i8,
        ak: None,
        mk: None,
        literal: false,
        packed: true,
    },
];

/// Where each VGPR is read: the block of its reads, the last read's index there, and whether
/// it is read in several blocks or passed to a successor (then it never dies in a block).
#[derive(Clone, Copy)]
struct Reads {
    block: u32,
    last: u32,
    escapes: bool,
}

/// Rewrite the multiply-adds of `f` into their two-address / literal forms; returns how many
/// instructions were rewritten.
pub fn two_address(f: &mut MFunction, target: &Target) -> usize {
    let t = table(f.variant);
    let pname = target.processor.name;
    let gfx10 = target.processor.generation.is_gfx10_plus();
    // A row of `op` this processor has (VOP2 form first).
    let row_of = |op: Op| -> Option<u32> {
        let r = t.e32(op).or_else(|| t.row(op))?;
        available(pname, t.def(r)).then_some(r)
    };
    // Without a three-address row of `FORMS` in a block body there is nothing to rewrite
    // (most kernels): the reads and definitions below are not gathered.
    let three = |i: &MInst| {
        i.ops.len() == 4
            && f.op(i)
                .is_some_and(|op| FORMS.iter().any(|x| x.three == op))
    };
    if !f.blocks.iter().any(|b| b.body().iter().any(three)) {
        return 0;
    }
    // Definitions: block of each vreg, and the literal of a `v_mov_b32 r, K`.
    let n = f.vregs.len();
    let mut def_block = vec![u32::MAX; n];
    let mut lit_of: HashMap<VReg, u32> = HashMap::default();
    let mut reads: Vec<Option<Reads>> = vec![None; n];
    // Reads of each vreg (operands and block arguments, as `crate::dce` counts them), the
    // instructions writing it (saturating), and where a literal's `v_mov_b32` alone in its
    // group writes a whole one-dword vreg: a rewrite that takes the literal into the
    // instruction frees that move, the only code it can leave dead.
    let mut nreads = vec![0u32; n];
    let mut ndefs = vec![0u8; n];
    let mut lit_at: HashMap<VReg, (u32, u32)> = HashMap::default();
    for (bi, b) in f.blocks.iter().enumerate() {
        for p in &b.params {
            def_block[p.0 as usize] = bi as u32;
        }
        for (k, i) in b.insts.iter().enumerate() {
            for (j, op) in i.ops.iter().enumerate() {
                let Some(r) = op.vreg() else { continue };
                if i.is_def(j) {
                    def_block[r.0 as usize] = bi as u32;
                    let d = &mut ndefs[r.0 as usize];
                    *d = d.saturating_add(1);
                    continue;
                }
                nreads[r.0 as usize] += 1;
                let e = &mut reads[r.0 as usize];
                match e {
                    None => {
                        *e = Some(Reads {
                            block: bi as u32,
                            last: k as u32,
                            escapes: false,
                        })
                    }
                    Some(x) if x.block == bi as u32 => x.last = k as u32,
                    Some(x) => x.escapes = true,
                }
            }
            if let Some(r) = i.ret.as_ref().and_then(|o| o.vreg()) {
                def_block[r.0 as usize] = bi as u32;
                let d = &mut ndefs[r.0 as usize];
                *d = d.saturating_add(1);
            }
            if i.ops.len() == 2
                && i.defs == 1
                && !i.group
                && f.op(i) == Some(Op::v_mov_b32_e32)
                && plain(&i.m, false)
            {
                if let (Some(r), MOp::C(Operand::Literal(v))) = (i.ops[0].vreg(), &i.ops[1]) {
                    lit_of.insert(r, *v);
                    // (A group ends at its first member without `group`.)
                    let alone = k == 0 || !b.insts[k - 1].group;
                    let whole =
                        matches!(i.ops[0], MOp::V { off: 0, n: 1, .. }) && f.info(r).width == 1;
                    if alone
                        && whole
                        && i.ret.is_none()
                        && i.mem.is_none()
                        && k >= b.prologue
                        && k < b.epilogue
                    {
                        lit_at.insert(r, (bi as u32, k as u32));
                    }
                }
            }
        }
        for a in b.args.iter().chain(&b.linear_args).flatten() {
            nreads[a.0 as usize] += 1;
            match &mut reads[a.0 as usize] {
                Some(x) => x.escapes = true,
                e => {
                    *e = Some(Reads {
                        block: bi as u32,
                        last: u32::MAX,
                        escapes: true,
                    })
                }
            }
        }
    }
    // Values passed to a successor, and block parameters.
    let mut passed = vec![false; n];
    let mut param = vec![false; n];
    for b in &f.blocks {
        for a in b.args.iter().chain(&b.linear_args).flatten() {
            passed[a.0 as usize] = true;
        }
        for p in &b.params {
            param[p.0 as usize] = true;
        }
    }
    let mut changed = 0;
    // Vregs a rewrite left without reads.
    let mut freed: Vec<VReg> = Vec::new();
    for bi in 0..f.blocks.len() {
        let (pro, epi) = (f.blocks[bi].prologue, f.blocks[bi].epilogue);
        for k in pro..epi.min(f.blocks[bi].insts.len()) {
            let i = &f.blocks[bi].insts[k];
            if i.group
                || (k > 0 && f.blocks[bi].insts[k - 1].group)
                || i.ops.len() != 4
                || i.defs != 1
                || i.ret.is_some()
                || i.mem.is_some()
                || !i.fixed.is_empty()
            {
                continue;
            }
            let Some(op) = f.op(i) else { continue };
            let Some(form) = FORMS.iter().find(|x| x.three == op) else {
                continue;
            };
            if !plain(&i.m, form.packed) {
                continue;
            }
            let dies = |c: &MOp| -> bool {
                let MOp::V { reg, off: 0, n: w } = *c else {
                    return false;
                };
                let (Some(d), info) = (i.ops[0].vreg(), f.info(reg)) else {
                    return false;
                };
                if info.bank != Bank::V || info.width != w || f.info(d).width != w {
                    return false;
                }
                // A result passed to a successor (a loop-carried value) lands in the
                // parameter's register: tied to anything but this block's parameter it would
                // take a copy on the edge (`v_mov` per iteration) where VOP3 takes none.
                if passed[d.0 as usize] && !param[reg.0 as usize] {
                    return false;
                }
                let r = reads[reg.0 as usize];
                def_block[reg.0 as usize] == bi as u32
                    && r.is_some_and(|r| !r.escapes && r.block == bi as u32 && r.last == k as u32)
            };
            let new = choose(f, form, i, &row_of, &lit_of, gfx10, &dies);
            if let Some(ni) = new {
                // The vregs the rewrite stops reading (a literal's register taken in as
                // the literal); the instruction reads no vreg it did not.
                for (j, op) in i.ops.iter().enumerate() {
                    if let (Some(r), false) = (op.vreg(), i.is_def(j)) {
                        nreads[r.0 as usize] -= 1;
                    }
                }
                for (j, op) in ni.ops.iter().enumerate() {
                    if let (Some(r), false) = (op.vreg(), ni.is_def(j)) {
                        nreads[r.0 as usize] += 1;
                    }
                }
                for (j, op) in i.ops.iter().enumerate() {
                    if let (Some(r), false) = (op.vreg(), i.is_def(j)) {
                        if nreads[r.0 as usize] == 0 && !freed.contains(&r) {
                            freed.push(r);
                        }
                    }
                }
                f.blocks[bi].insts[k] = ni;
                changed += 1;
            }
        }
    }
    if changed == 0 {
        return 0;
    }
    // Before the rewrites nothing was dead (selection's `dce` ran, and the passes since
    // leave nothing dead; debug builds check it below), so only what the rewrites stopped
    // reading can be: a vreg with no read left whose one writer is a literal's move alone
    // in its group (it reads no vreg, so nothing further dies) is what `crate::dce` would
    // remove, and all it would. Any other freed vreg takes the full `dce`.
    let mut dead: Vec<(u32, u32)> = Vec::with_capacity(freed.len());
    let mut full = false;
    for r in &freed {
        match lit_at.get(r) {
            Some(&at) if ndefs[r.0 as usize] == 1 => dead.push(at),
            _ => full = true,
        }
    }
    if full {
        crate::dce::dce(f);
    } else {
        // Last to first, so that the positions still to remove stay put.
        dead.sort_unstable();
        for &(bi, k) in dead.iter().rev() {
            let b = &mut f.blocks[bi as usize];
            b.insts.remove(k as usize);
            b.epilogue -= 1;
        }
        debug_assert_eq!(
            crate::dce::dce(f),
            0,
            "two_address: dead code besides the freed literal moves in {}",
            f.name
        );
    }
    changed
}

/// No source or output modifiers (`op_sel_hi` default on VOP3P rows).
fn plain(m: &Mods, packed: bool) -> bool {
    let base = Mods {
        op_sel_hi: m.op_sel_hi,
        ..Mods::default()
    };
    *m == base && (!packed || m.op_sel_hi == 7)
}

/// The replacement of `i` (a `form.three` instruction), if one is better.
fn choose(
    f: &MFunction,
    form: &Form,
    i: &MInst,
    row_of: &dyn Fn(Op) -> Option<u32>,
    lit_of: &HashMap<VReg, u32>,
    gfx10: bool,
    dies: &dyn Fn(&MOp) -> bool,
) -> Option<MInst> {
    let (d, a, b, c) = (&i.ops[0], &i.ops[1], &i.ops[2], &i.ops[3]);
    let vgpr = |o: &MOp| o.vreg().is_some_and(|r| f.info(r).bank == Bank::V);
    let sgpr = |o: &MOp| o.vreg().is_some_and(|r| f.info(r).bank == Bank::S);
    // The literal an operand is (or a one-dword VGPR holds, `v_mov_b32 r, K`).
    let lit = |o: &MOp| -> Option<u32> {
        match o {
            MOp::C(Operand::Literal(v)) => Some(*v),
            MOp::V { reg, off: 0, n: 1 } => lit_of.get(reg).copied(),
            _ => None,
        }
    };
    let is_lit = |o: &MOp| matches!(o, MOp::C(Operand::Literal(_)));
    // src0 of a VOP2 row beside a literal: a VGPR, an inline constant, or (GFX10+: two
    // constant bus reads) an SGPR.
    let src0_with_k = |o: &MOp| match o {
        MOp::V { .. } => vgpr(o) || (gfx10 && sgpr(o)),
        MOp::C(c) => !matches!(c, Operand::Literal(_)),
        _ => false,
    };
    let mk = |op: Op, ops: [MOp; 4]| -> Option<MInst> {
        let row = row_of(op)?;
        if table(f.variant).def(row).ops.len() + usize::from(ops.len() == 4 && op == form.tied)
            != ops.len()
        {
            return None;
        }
        let mut ni = MInst::new(Kind::Hw(row), ops.into_iter().collect(), 1);
        ni.m = Mods {
            op_sel_hi: 7,
            ..Mods::default()
        };
        Some(ni)
    };
    // d = a * b + K.
    if let (Some(op), Some(k)) = (form.ak, lit(c)) {
        for (x, y) in [(a, b), (b, a)] {
            if vgpr(y) && lit(y).is_none() && lit(x).is_none() && src0_with_k(x) {
                let ops = [d.clone(), x.clone(), y.clone(), MOp::C(Operand::Literal(k))];
                if let Some(ni) = mk(op, ops) {
                    return Some(ni);
                }
            }
        }
    }
    // d = a * K + c.
    if let Some(op) = form.mk {
        if vgpr(c) && lit(c).is_none() {
            for (x, y) in [(a, b), (b, a)] {
                let Some(k) = lit(y) else { continue };
                if lit(x).is_none() && src0_with_k(x) {
                    let ops = [d.clone(), x.clone(), MOp::C(Operand::Literal(k)), c.clone()];
                    if let Some(ni) = mk(op, ops) {
                        return Some(ni);
                    }
                }
            }
        }
    }
    // d = a * b + d, d tied to a dying c.
    if dies(c) {
        for (x, y) in [(a, b), (b, a)] {
            // src1 a VGPR (not a literal's register when the literal can go to src0 instead).
            if !vgpr(y) || (form.literal && lit(y).is_some() && lit(x).is_none() && vgpr(x)) {
                continue;
            }
            // Packed rows: registers only (how a constant splits into halves differs between
            // VOP3P and VOP2).
            if form.packed && !(vgpr(x) || sgpr(x)) {
                continue;
            }
            let x = match lit(x) {
                Some(k) if form.literal => MOp::C(Operand::Literal(k)),
                _ if is_lit(x) => continue,
                _ => x.clone(),
            };
            let ops = [d.clone(), x, y.clone(), c.clone()];
            if let Some(ni) = mk(form.tied, ops) {
                return Some(ni);
            }
        }
    }
    None
}
