//! Folding of `fneg` / `fabs` into VALU source modifiers on machine IR before register
//! allocation.
//!
//! Selection turns `fneg x` / `fabs x` into a sign-bit operation (`v_xor_b32 d, 0x80000000,
//! x`, `v_and_b32 d, 0x7fffffff, x`, their SALU forms for uniform values, `0x8000`/`0x7fff`
//! for scalar `f16`; for `f64` a copy of the low dword and the operation on the high one,
//! `crate::arith`, `crate::packed`). A float VALU instruction reading `d` can read `x`
//! instead with its VOP3 NEG/ABS bit set (RDNA3 ISA §7.6 "VOP3": "NEG: negate the input
//! (floating point only)", "ABS: absolute value of the input (floating point only)"; GCN3 /
//! Vega ISA §6.2 the same), as LLVM's AMDGPU selection does with its source modifiers. The
//! sign-bit operation is then dead if nothing else reads `d` (`crate::dce` removes it).
//!
//! Which sources of which rows take float modifiers, and of which width, is the ISA table's
//! `Props::fmods` (`isa/build.rs`: float source type, not packed); a VOP1/VOP2/VOPC row goes
//! to its VOP3 row (`Props::vop3`).
//!
//! Guarantees: an operand is replaced only if it reads the whole of `d`, `d`'s dwords are
//! written once by the sign-bit operation (and, for 64 bits, a plain copy of `x`'s low
//! dword), `x`'s dwords are written once (SSA: `x` holds its value wherever `d` is read,
//! the argument of `crate::copy_prop`), neither is a block argument, the constant's width is
//! the source's float width, the instruction has no SDWA/DPP extension and no `op_sel`, and
//! no ABS goes to a VOP3B row (`v_div_scale_*`, whose scalar destination takes ABS's bits;
//! NEG is fine), the VOP3 form respects the generation's operand rules: no literal before GFX10 and at
//! most 1 (before GFX10) or 2 constant-bus reads (SGPRs and literals, each distinct one
//! counted once). Existing modifiers compose: `neg(abs(neg x))` is `abs x` with NEG.

use crate::copy_prop::dword_copy;
use crate::mir::{Bank, Kind, MFunction, MOp, Pseudo, VReg};
use gfxc_isa::inst::Mods;
use gfxc_isa::op::{kind, Role, Unit};
use gfxc_isa::regs::Operand;
use gfxc_isa::table::{flag, table, Ext, Format};
use gfxc_isa::{Generation, Op};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// A value that is another with float modifiers applied.
#[derive(Clone, Copy, Debug)]
struct Fold {
    /// Register, first dword and dword count of `x`.
    src: (VReg, u8, u8),
    neg: bool,
    abs: bool,
    /// Float width the modifiers are for (16, 32, 64).
    bits: u32,
}

/// The sign-bit operation `ops[0] = ops[1] op ops[2]` of `i` as (dst, x, neg?, bits) with
/// `bits` 16 or 32, or `None`.
fn sign_op(op: Op, i: &crate::mir::MInst) -> Option<(MOp, MOp, bool, u32)> {
    let xor = matches!(op, Op::v_xor_b32_e32 | Op::v_xor_b32_e64 | Op::s_xor_b32);
    let and = matches!(op, Op::v_and_b32_e32 | Op::v_and_b32_e64 | Op::s_and_b32);
    if !(xor || and) || i.ops.len() != 3 || i.defs != 1 || i.ret.is_some() {
        return None;
    }
    let plain = Mods {
        op_sel_hi: 7,
        ..Mods::default()
    };
    if i.m != plain && i.m != Mods::default() {
        return None;
    }
    let (k, x) = match (&i.ops[1], &i.ops[2]) {
        (MOp::C(Operand::Literal(k)), x @ MOp::V { n: 1, .. }) => (*k, x),
        (x @ MOp::V { n: 1, .. }, MOp::C(Operand::Literal(k))) => (*k, x),
        _ => return None,
    };
    let (neg, bits) = match (xor, k) {
        (true, 0x8000_0000) => (true, 32),
        (false, 0x7fff_ffff) => (false, 32),
        (true, 0x8000) => (true, 16),
        (false, 0x7fff) => (false, 16),
        _ => return None,
    };
    let d = &i.ops[0];
    if !matches!(d, MOp::V { n: 1, .. }) {
        return None;
    }
    Some((d.clone(), x.clone(), neg, bits))
}

/// Fold sign-bit operations into the float VALU instructions reading them; returns how many
/// operands were folded.
pub fn fold_float_mods(f: &mut MFunction, gen: Generation) -> usize {
    fold_float_mods_with(f, gen, &mut None)
}

/// [`fold_float_mods`] with the dword def counts of `f` kept in `defs`
/// ([`MFunction::dword_defs_cached`]; emptied when anything is folded).
pub fn fold_float_mods_with(
    f: &mut MFunction,
    gen: Generation,
    defs: &mut Option<crate::mir::DwordDefs>,
) -> usize {
    let t = table(f.variant);
    // Every fold starts at a sign-bit operation: without one (most functions) nothing is
    // gathered.
    // (The opcode asked first, here: most instructions are none of the six, and the call
    // per instruction cost more than the test.)
    let sign = |i: &crate::mir::MInst| match i.kind {
        Kind::Hw(row) => {
            let op = t.props(row).op;
            matches!(
                op,
                Op::v_xor_b32_e32
                    | Op::v_xor_b32_e64
                    | Op::s_xor_b32
                    | Op::v_and_b32_e32
                    | Op::v_and_b32_e64
                    | Op::s_and_b32
            ) && sign_op(op, i).is_some()
        }
        _ => false,
    };
    if !f.blocks.iter().any(|b| b.insts.iter().any(sign)) {
        return 0;
    }
    let in_args: HashSet<VReg> = f
        .blocks
        .iter()
        .flat_map(|b| b.args.iter().chain(&b.linear_args).flatten().copied())
        .collect();
    let writes = f.dword_defs_cached(defs);
    let plain = Mods {
        op_sel_hi: 7,
        ..Mods::default()
    };
    // Sign-bit operations on whole one-dword registers, and high-dword ones of 64-bit
    // registers (waiting for their low-dword copy).
    let mut folds: HashMap<VReg, Fold> = HashMap::default();
    let mut hi64: HashMap<VReg, (VReg, u8, bool)> = HashMap::default();
    let mut copies: HashMap<VReg, (VReg, u8)> = HashMap::default();
    for b in &f.blocks {
        for i in &b.insts {
            let Kind::Hw(row) = i.kind else {
                if i.kind == Kind::Pseudo(Pseudo::Copy) && i.defs == 1 {
                    if let Some((d, s, off)) = dword_copy(&i.ops) {
                        copies.insert(d, (s, off));
                    }
                }
                continue;
            };
            let op = t.props(row).op;
            if matches!(op, Op::v_mov_b32_e32 | Op::s_mov_b32)
                && i.ops.len() == 2
                && (i.m == plain || i.m == Mods::default())
            {
                if let Some((d, s, off)) = dword_copy(&i.ops) {
                    copies.insert(d, (s, off));
                }
                continue;
            }
            let Some((d, x, neg, bits)) = sign_op(op, i) else {
                continue;
            };
            let (
                MOp::V {
                    reg: d, off: doff, ..
                },
                MOp::V {
                    reg: x, off: xoff, ..
                },
            ) = (d, x)
            else {
                continue;
            };
            if in_args.contains(&d)
                || in_args.contains(&x)
                || !writes.once(d, doff)
                || !writes.once(x, xoff)
                || x == d
            {
                continue;
            }
            match (f.info(d).width, doff) {
                (1, 0) => {
                    folds.insert(
                        d,
                        Fold {
                            src: (x, xoff, 1),
                            neg,
                            abs: !neg,
                            bits,
                        },
                    );
                }
                (2, 1) if bits == 32 && xoff >= 1 => {
                    hi64.insert(d, (x, xoff - 1, neg));
                }
                _ => {}
            }
        }
    }
    for (d, (x, lo, neg)) in hi64 {
        if copies.get(&d) == Some(&(x, lo)) && writes.once(d, 0) && writes.once(x, lo) {
            folds.insert(
                d,
                Fold {
                    src: (x, lo, 2),
                    neg,
                    abs: !neg,
                    bits: 64,
                },
            );
        }
    }
    // A sign-bit operation of another one composes (`fneg (fabs x)`).
    let keys: Vec<VReg> = folds.keys().copied().collect();
    for d in keys {
        let mut cur = folds[&d];
        let mut steps = 0;
        while let Some(inner) = folds.get(&cur.src.0) {
            let whole = cur.src.1 == 0 && cur.src.2 == f.info(cur.src.0).width;
            if !whole || inner.bits != cur.bits || steps > 8 {
                break;
            }
            cur = if cur.abs {
                Fold {
                    src: inner.src,
                    neg: cur.neg,
                    abs: true,
                    bits: cur.bits,
                }
            } else {
                Fold {
                    src: inner.src,
                    neg: cur.neg ^ inner.neg,
                    abs: inner.abs,
                    bits: cur.bits,
                }
            };
            steps += 1;
        }
        folds.insert(d, cur);
    }
    if folds.is_empty() {
        return 0;
    }
    *defs = None;
    let limit = if gen.is_gfx10_plus() { 2 } else { 1 };
    let mut folded = 0;
    let bank = |r: VReg, f: &MFunction| f.info(r).bank;
    for bi in 0..f.blocks.len() {
        for k in 0..f.blocks[bi].insts.len() {
            let i = &f.blocks[bi].insts[k];
            let Kind::Hw(row) = i.kind else {
                continue;
            };
            let p = t.props(row);
            if p.unit != Unit::Valu
                || p.fmods == 0
                || p.any(kind::DIV_FMAS)
                || i.m.ext != Ext::None
                || i.m.op_sel != 0
                || p.vop3 == u16::MAX
            {
                continue;
            }
            let new_row = p.vop3 as u32;
            let np = t.props(new_row);
            if t.def(new_row).format != Format::Vop3
                || t.def(new_row).ops.len() != i.ops.len()
                || np.defs != i.defs
                || np.fmods != p.fmods
            {
                continue;
            }
            let vop3b = t.def(new_row).has(flag::VOP3B);
            // Candidate operands: (position, source index, fold).
            let mut cand: Vec<(usize, usize, Fold)> = Vec::new();
            for (pos, o) in i.ops.iter().enumerate() {
                let s = match np.role(pos) {
                    Role::Src0 => 0,
                    Role::Src1 => 1,
                    Role::Src2 => 2,
                    _ => continue,
                };
                if !np.float_mods(s) {
                    continue;
                }
                let MOp::V { reg, off: 0, n } = o else {
                    continue;
                };
                let Some(fd) = folds.get(reg) else {
                    continue;
                };
                if *n != f.info(*reg).width || fd.bits != np.float_mods_bits() {
                    continue;
                }
                // A VOP3B row (`v_div_scale_*`: a scalar destination where VOP3A has ABS)
                // takes NEG but not ABS.
                if fd.abs && vop3b {
                    continue;
                }
                cand.push((pos, s, *fd));
            }
            if cand.is_empty() {
                continue;
            }
            // Operand rules of the VOP3 form after the replacement.
            let mut ops = i.ops.clone();
            for &(pos, _, fd) in &cand {
                ops[pos] = MOp::V {
                    reg: fd.src.0,
                    off: fd.src.1,
                    n: fd.src.2,
                };
            }
            let mut scalars: Vec<MOp> = Vec::new();
            let mut ok = true;
            for (pos, o) in ops.iter().enumerate() {
                if !matches!(np.role(pos), Role::Src0 | Role::Src1 | Role::Src2) {
                    continue;
                }
                let scalar = match o {
                    MOp::V { reg, .. } => bank(*reg, f) == Bank::S,
                    MOp::C(Operand::Literal(_)) => {
                        if !gen.is_gfx10_plus() {
                            ok = false;
                        }
                        true
                    }
                    MOp::C(_) => false,
                    _ => true,
                };
                if scalar && !scalars.contains(o) {
                    scalars.push(o.clone());
                }
            }
            if !ok || scalars.len() > limit {
                continue;
            }
            let i = &mut f.blocks[bi].insts[k];
            i.kind = Kind::Hw(new_row);
            i.ops = ops.into_iter().collect();
            for (_, s, fd) in cand {
                let bit = 1u8 << s;
                let (neg_e, abs_e) = (i.m.neg & bit != 0, i.m.abs & bit != 0);
                let (neg, abs) = if abs_e {
                    (neg_e, true)
                } else {
                    (neg_e ^ fd.neg, fd.abs)
                };
                i.m.neg = (i.m.neg & !bit) | if neg { bit } else { 0 };
                i.m.abs = (i.m.abs & !bit) | if abs { bit } else { 0 };
                folded += 1;
            }
        }
    }
    folded
}
