//! GFX11 dual issue: two independent VALU instructions of a wave32 block as one VOPD
//! instruction (`v_dual_mul_f32 v0, v1, v2 :: v_dual_add_f32 v3, v4, v5`), as llc-19's
//! `GCNCreateVOPD` pairs them (RDNA3 ISA §7.6 "Dual Issue VALU").
//!
//! Guarantees: a pair is formed from an instruction `A` and a later instruction `B` of the
//! same block, at most [`WINDOW`] instructions apart, when
//! * both have a VOPD component (`v_add/sub/subrev/mul/max/min/mul_dx9_zero_f32`,
//!   `v_fmac_f32` (also `v_fma_f32 d, a, b, d`), `v_fmaak/fmamk_f32`, `v_mov_b32`,
//!   `v_cndmask_b32` (VCC form) on either side; `v_add_nc_u32`, `v_lshlrev_b32`, `v_and_b32`
//!   as Y only; the VOP3 forms without modifiers of `v_add/sub/subrev/mul/max/min_f32`,
//!   `v_add_nc_u32` and `v_and_b32` too, operands swapped where VSRC1 would not be a VGPR),
//!   plain (no modifiers, no DPP/SDWA, single-dword registers), one of them allowed as X and
//!   the other as Y (`A` is X when it can be). Which row becomes which component is the ISA
//!   table's (`gfxc_isa::Props::vopd`, from `isa/data/vopd.tsv`, checked against the VOPD rows
//!   and this list by `isa/tests/vopd_components.rs`); X/Y come from the component rows' flags;
//! * neither reads the other's destination (they read their sources together) and the
//!   destinations differ;
//! * `B` can move up to `A`: no instruction between them writes a register `B` reads, reads
//!   or writes `B`'s destination, writes EXEC, waits (`s_waitcnt*`, whose wait `B` may need),
//!   changes the mode register or branches;
//! * the register rules hold: destinations one even and one odd, SRC0 (when both are VGPRs)
//!   and VSRC1 in different banks (register mod 4), at most one distinct literal and at most
//!   two distinct scalar values (SGPRs, VCC of `cndmask`, the literal) — checked by encoding
//!   the pair ([`gfxc_isa::vopd`] checks what llvm-mc-19 checks) plus the scalar limit (LLVM's
//!   `checkVOPDRegConstraints`).
//!
//! The pair replaces `A`; `B` is removed. The VOPD instruction computes both results with
//! EXEC as at `A`, as the two instructions did. Runs on the laid-out instructions of
//! `crate::kernel_code::finish` (after the waits, before hazard wait states:
//! `crate::nop_insertion` sees both halves' registers, `crate::hazards::class::classify`),
//! not on the machine function, whose single instructions every register analysis reads
//! (a callee's clobbered registers, register counts). Neither half may carry a symbol fixup
//! or be a branch.

use gfxc_isa::inst::{Inst, Mods};
use gfxc_isa::op::kind;
use gfxc_isa::regs::{Operand, Reg, RegFile};
use gfxc_isa::table::{flag, table, Format, SigField};
use gfxc_isa::{Generation, IsaVariant, Op, VopdForm};
use smallvec::SmallVec;

/// How far ahead of `A` its partner may be (instructions).
pub const WINDOW: usize = 4;

/// One half: its VOPD row and its operands in that row's order.
struct Half {
    row: u32,
    ops: SmallVec<[Operand; 4]>,
    x: bool,
    y: bool,
    /// Registers it reads (VCC of `cndmask` included) and the one it writes.
    reads: SmallVec<[Reg; 4]>,
    dst: Reg,
}

fn single_vgpr(op: &Operand) -> Option<Reg> {
    match op {
        Operand::Reg(r) if r.file == RegFile::Vgpr && r.count == 1 => Some(*r),
        _ => None,
    }
}

/// The row's VOPD component (`Props::vopd`): most instructions have none, and this decides
/// it before their operands are looked at.
fn form(mi: &Inst) -> VopdForm {
    table(mi.variant).props(mi.def).vopd
}

/// The VOPD half of `mi`, whose row's component is `form` ([`form`]), if it has one (module
/// doc).
fn half(mi: &Inst, form: VopdForm) -> Option<Half> {
    let t = table(mi.variant);
    if form == VopdForm::None || mi.ret.is_some() {
        return None;
    }
    let plain = Mods {
        op_sel_hi: mi.m.op_sel_hi,
        ..Mods::default()
    };
    if mi.m != plain {
        return None;
    }
    let ops = &mi.ops;
    if ops.iter().any(|o| matches!(o, Operand::Label(_))) {
        return None;
    }
    // Which of `mi`'s operands fills each operand of the VOPD row, and how many it has:
    // read in place, not copied into a reordered list first.
    const SAME: [u8; 6] = [0, 1, 2, 3, 4, 5];
    const SWAP: [u8; 6] = [0, 2, 1, 3, 4, 5];
    let (vrow, order, n) = match form {
        VopdForm::None => return None,
        VopdForm::AsIs(row) => (row as u32, SAME, ops.len()),
        // A VOP3 `d, a, b` as the component `same` (`b` a VGPR) or `swapped` with `a`, `b`
        // exchanged (`a` a VGPR, `b` not).
        VopdForm::Vop3 { same, swapped } => {
            if ops.len() != 3 {
                return None;
            }
            if single_vgpr(&ops[2]).is_some() {
                (same as u32, SAME, 3)
            } else {
                single_vgpr(&ops[1])?;
                (swapped as u32, SWAP, 3)
            }
        }
        // `v_fma_f32 d, a, b, d` is `v_fmac_f32 d, a, b` (VSRC1 must be a VGPR: swap a, b).
        VopdForm::FmaAsFmac(row) if ops.len() == 4 && ops[3] == ops[0] => {
            if single_vgpr(&ops[2]).is_some() {
                (row as u32, SAME, 3)
            } else {
                (row as u32, SWAP, 3)
            }
        }
        VopdForm::FmaAsFmac(_) => return None,
    };
    let vd = t.def(vrow);
    let name = t.props(vrow).op;
    // The VOPD row's signature without the implicit VCC of cndmask.
    let want: usize = vd.ops.len() + usize::from(name == Op::v_dual_cndmask_b32);
    if n != want {
        return None;
    }
    let mut reads: SmallVec<[Reg; 4]> = SmallVec::new();
    let mut dst = None;
    let mut kept: SmallVec<[Operand; 4]> = SmallVec::new();
    for (k, &i) in order[..n].iter().enumerate() {
        let o = &ops[i as usize];
        if name == Op::v_dual_cndmask_b32 && k == 3 {
            // The VCC operand: VOPD cndmask reads VCC_LO implicitly (wave32).
            match o {
                Operand::Reg(r) if r.file == RegFile::Special => reads.push(*r),
                _ => return None,
            }
            continue;
        }
        let spec = vd.ops.get(k)?;
        match spec.field {
            SigField::D => dst = Some(single_vgpr(o)?),
            SigField::S1 => reads.push(single_vgpr(o)?),
            SigField::S0 => match o {
                Operand::Reg(r) if r.count == 1 => reads.push(*r),
                Operand::Reg(_) => return None,
                _ => {}
            },
            SigField::Lit => {}
            _ => return None,
        }
        kept.push(o.clone());
    }
    let dst = dst?;
    if name == Op::v_dual_fmac_f32 {
        reads.push(dst);
    }
    Some(Half {
        row: vrow,
        ops: kept,
        x: vd.has(flag::VOPDX),
        y: vd.has(flag::VOPDY),
        reads,
        dst,
    })
}

fn overlaps(a: &Reg, b: &Reg) -> bool {
    a.file == b.file && a.index < b.index + b.count as u16 && b.index < a.index + a.count as u16
}

/// Scalar values a pair reads: distinct SGPR/VCC registers and literals.
fn scalar_values(x: &Half, y: &Half) -> usize {
    let mut regs: SmallVec<[Reg; 4]> = SmallVec::new();
    let mut lits: SmallVec<[u32; 2]> = SmallVec::new();
    for o in x.ops.iter().chain(y.ops.iter()) {
        match o {
            Operand::Reg(r) if r.file != RegFile::Vgpr && !regs.contains(r) => regs.push(*r),
            Operand::Literal(l) if !lits.contains(l) => lits.push(*l),
            Operand::Imm(l) if !lits.contains(&(*l as u32)) => lits.push(*l as u32),
            _ => {}
        }
    }
    for r in x.reads.iter().chain(y.reads.iter()) {
        if r.file == RegFile::Special && !regs.contains(r) {
            regs.push(*r);
        }
    }
    regs.len() + lits.len()
}

/// The VOPD instruction of X and Y halves, if it encodes and obeys the scalar limit. `spare`
/// holds the box of the Y half of a candidate that did not encode, for the next candidate.
fn pair(v: IsaVariant, x: &Half, y: &Half, spare: &mut Option<Box<Inst>>) -> Option<Inst> {
    if !x.x || !y.y || x.dst.index & 1 == y.dst.index & 1 {
        return None;
    }
    if y.reads.iter().any(|r| overlaps(r, &x.dst)) || x.reads.iter().any(|r| overlaps(r, &y.dst)) {
        return None;
    }
    if scalar_values(x, y) > 2 {
        return None;
    }
    let yi = Inst {
        variant: v,
        def: y.row,
        ops: y.ops.iter().cloned().collect(),
        ret: None,
        m: Mods::default(),
    };
    let yi = match spare.take() {
        Some(mut b) => {
            *b = yi;
            b
        }
        None => Box::new(yi),
    };
    let xi = Inst {
        variant: v,
        def: x.row,
        ops: x.ops.iter().cloned().collect(),
        ret: None,
        m: Mods {
            dual: Some(yi),
            ..Mods::default()
        },
    };
    // What encoding the pair could reject: its row's layout and the VOPD fields
    // (`gfxc_isa::vopd::to_fields`, which `gfxc_isa::codec::encode` calls for a VOPD row and
    // whose words it then packs without a further check), without packing the word.
    let ok =
        gfxc_isa::inst::layout_of(xi.def(), v).is_some() && gfxc_isa::vopd::to_fields(&xi).is_ok();
    debug_assert_eq!(ok, gfxc_isa::codec::encode(&xi, 0).is_ok());
    if ok {
        return Some(xi);
    }
    *spare = xi.m.dual;
    None
}

/// Whether `B` (reads `b_reads`, writes `b_dst`) may move above `mi`.
fn may_pass(mi: &Inst, b_reads: &[Reg], b_dst: &Reg) -> bool {
    let t = table(mi.variant);
    let p = t.props(mi.def);
    if p.any(kind::WAITCNT | kind::WAITCNT_X | kind::SETREG | kind::BRANCH | kind::NAMES_EXEC)
        || p.any(kind::SETPC | kind::S_BRANCH | kind::CMPX | kind::ENDPGM)
        || t.def(mi.def).format == Format::Sopp
        || mi.m.dual.is_some()
    {
        return false;
    }
    let info = crate::hazards::class::classify(mi);
    let range = |r: &Reg| crate::hazards::class::Range {
        file: r.file,
        lo: r.index,
        n: r.count as u16,
    };
    let (bd, br): (_, SmallVec<[_; 4]>) = (range(b_dst), b_reads.iter().map(range).collect());
    let lo = gfxc_isa::regs::code::EXEC_LO;
    let exec = |x: &crate::hazards::class::Range| {
        x.file == RegFile::Special && x.lo <= lo + 1 && x.lo + x.n > lo
    };
    !info
        .defs
        .iter()
        .any(|d| exec(&d.r) || d.r.overlaps(&bd) || br.iter().any(|b| d.r.overlaps(b)))
        && !info.uses.iter().any(|u| u.r.overlaps(&bd))
}

/// Pairs VALU instructions of a laid-out wave32 GFX11 function (module doc): `items` as
/// [`crate::kernel_code::lay_out`] makes them, with the block starts and the symbol fixups
/// (item indices) kept in step. Returns how many pairs were formed.
pub fn pair_dual_issue(
    items: &mut Vec<(Inst, Option<usize>)>,
    starts: &mut [(usize, usize)],
    syms: &mut [(usize, u32, i64, bool)],
    wave64: bool,
) -> usize {
    let Some(v) = items.first().map(|(i, _)| i.variant) else {
        return 0;
    };
    if gfxc_isa::inst::generation(v) != Generation::Gfx11 || wave64 {
        return 0;
    }
    // Only rows with a VOPD component can have a half (`half` asks this first): without one
    // nothing pairs, and otherwise `halves` is sized once.
    let candidates = items
        .iter()
        .filter(|(i, _)| form(i) != VopdForm::None)
        .count();
    if candidates == 0 {
        return 0;
    }
    let fixed: std::collections::HashSet<usize> = syms.iter().map(|s| s.0).collect();
    let mut block_end: Vec<usize> = Vec::with_capacity(starts.len() + 1);
    block_end.extend(starts.iter().map(|s| s.1));
    block_end.push(items.len());
    block_end.sort_unstable();
    // Each item's half, made once (an item is looked at as `A` and as a `B` of up to
    // `WINDOW` earlier items). Per item (and one past the end), one entry: the index of its
    // half in `halves` (only the instructions that have one take room), `NONE` without one,
    // or `TAKEN` once it is the `B` of a pair; and its index in the new list (a removed `B`
    // maps to its pair's index).
    const NONE: u32 = u32::MAX;
    const TAKEN: u32 = u32::MAX - 1;
    let mut halves: Vec<Half> = Vec::with_capacity(candidates);
    let mut slot: Vec<(u32, usize)> = Vec::with_capacity(items.len() + 1);
    slot.extend(items.iter().map(|(i, _)| match form(i) {
        VopdForm::None => (NONE, 0),
        f => match half(i, f) {
            Some(h) => {
                halves.push(h);
                (halves.len() as u32 - 1, 0)
            }
            None => (NONE, 0),
        },
    }));
    slot.push((NONE, 0));
    // (`halves` holds fewer than `TAKEN` halves: neither marker names one.)
    let taken = |slot: &[(u32, usize)], k: usize| slot[k].0 == TAKEN;
    // The pairs formed, by the index of their `A` and of their `B`, and how many items the new list has so
    // far: the items themselves change (in place) only when a pair is formed.
    let mut pairs: Vec<(usize, usize, Inst)> = Vec::new();
    let mut len = 0;
    let mut formed = 0;
    let mut spare = None;
    for k in 0..items.len() {
        if taken(&slot, k) {
            continue;
        }
        slot[k].1 = len;
        let a = (!fixed.contains(&k) && items[k].1.is_none())
            .then(|| halves.get(slot[k].0 as usize))
            .flatten();
        let mut merged = None;
        if let Some(a) = a {
            // Where `k`'s block ends: the first of `block_end[1..]` (sorted) beyond `k`, or
            // the end of the code (looked up only for an instruction with a half).
            let after = &block_end[1..];
            let end = after
                .get(after.partition_point(|&e| e <= k))
                .copied()
                .unwrap_or(items.len());
            for j in k + 1..(k + 1 + WINDOW).min(end) {
                if taken(&slot, j) || fixed.contains(&j) || items[j].1.is_some() {
                    break;
                }
                if let Some(b) = halves.get(slot[j].0 as usize) {
                    let blocked = (k + 1..j)
                        .any(|m| taken(&slot, m) || !may_pass(&items[m].0, &b.reads, &b.dst));
                    if !blocked {
                        if let Some(p) =
                            pair(v, a, b, &mut spare).or_else(|| pair(v, b, a, &mut spare))
                        {
                            merged = Some((j, p));
                            break;
                        }
                    }
                }
            }
        }
        if let Some((j, p)) = merged {
            slot[j] = (TAKEN, len);
            pairs.push((k, j, p));
            formed += 1;
        }
        len += 1;
    }
    slot[items.len()].1 = len;
    if formed > 0 {
        for s in starts.iter_mut() {
            s.1 = slot[s.1].1;
        }
        for s in syms.iter_mut() {
            s.0 = slot[s.0].1;
        }
        // Each pair takes its `A`'s place (an `A` has no fixup: `items[k].1` is `None`); its
        // `B` goes.
        for (k, _, p) in pairs.iter_mut() {
            std::mem::swap(&mut items[*k].0, p);
        }
        // The `B`s go in index order (a later `A` can pair an earlier `B`: sort): before the
        // `i`-th, the `i` gone so far sit just below it, and one rotation moves them with it
        // past the items up to the next `B` (a memmove of those items, not a test per item
        // as `retain` would make); at the end they are the last `formed` items.
        pairs.sort_unstable_by_key(|p| p.1);
        let n = items.len();
        for (i, &(_, j, _)) in pairs.iter().enumerate() {
            debug_assert!(taken(&slot, j));
            let next = pairs.get(i + 1).map_or(n, |p| p.1);
            items[j - i..next].rotate_left(i + 1);
        }
        items.truncate(n - formed);
    }
    formed
}
