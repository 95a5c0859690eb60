//! Hazard recognizer: the wait states (s_nop) and separating instructions the hardware does
//! not provide, for every generation gfxc targets, as a table of rules ([`table::RULES`]).
//!
//! Guarantees:
//! * The rules are data: each [`Rule`] names its generations, producer and consumer classes,
//!   the dependency (RAW / WAW / WAR on which operands, or order only), what resolves it and
//!   its source (MI100 ISA Tables 12 and 29, LLVM 19's `GCNHazardRecognizer`). Both the
//!   compiler's post-RA pass ([`insert_nops`]) and the simulator's strict mode
//!   ([`required_wait_states`] on the instructions it has executed) read the same table.
//! * Instructions are gfxc_isa decoded [`Inst`]s with physical registers. Wait states count as
//!   LLVM counts them: `s_nop N` supplies N + 1, every other instruction 1. For each rule the
//!   nearest earlier instruction that matches its producer class and dependency decides
//!   (as LLVM's `getWaitStatesSinceDef`); an `Exempt` row that matches the same pair
//!   suppresses the rule it names (the MI100 "identical SrcC" case).
//! * [`insert_nops`] inserts, in a straight-line instruction list, the fewest `s_nop`s (at
//!   most `s_nop 7` each) that satisfy every wait-state rule, and for the GFX10 rules resolved
//!   by an intervening instruction it inserts `v_mov_b32 v0, v0`, `s_mov_b32 null, 0`,
//!   `s_waitcnt_depctr` or `s_waitcnt_vscnt null, 0`, and for the GFX11 pattern rules
//!   `s_waitcnt_depctr` (after the consumer for the mask-write rule). After it, [`check`]
//!   finds no hazard.
//!
//! CFG: the pass sees one straight-line list (the layout order of a function). The compiler
//! must (a) carry the history across fall-through and branch edges — at a block entry the
//! history is the worst case over its predecessors' tails (the last 19 wait states suffice:
//! no rule looks further), as LLVM does by walking predecessors; for loops the back edge's
//! tail counts too; (b) treat a call or the function entry as an empty history only after the
//! callee/entry conventions (LLVM assumes the worst at function entry for MAI hazards). The
//! GFX10 LDS/VMEM-across-branch rule is the only rule about control flow; in a straight list it
//! fires when a branch lies between the two accesses.
//!
//! GFX11 (gfx1100-gfx1103; LLVM 19's `GCNHazardRecognizer` for gfx1100) — which rules are
//! correctness rules: GFX10+ has `FeatureNoDataDepHazard`, so LLVM runs none of the GFX6-GFX9
//! wait-state checks there (VALU SGPR -> `v_readlane` lane select, VALU VCC -> `v_div_fmas`,
//! ...: the hardware interlocks them), and `s_delay_alu` (`AMDGPUInsertDelayAlu`) is a
//! scheduling hint — the SQ interlocks VALU->VALU, TRANS and VALU->SALU dependencies;
//! `s_delay_alu` only avoids issuing a dependent instruction early and stalling — so it is no
//! rule and gfxc does not emit it. The rows `GFX11_*` are the hardware-bug workarounds LLVM
//! 19 inserts for gfx1100, each a correctness rule resolved by `s_waitcnt_depctr`, never by
//! `s_nop` or `s_delay_alu`:
//! * `GFX11_VALU_TRANS_USE` (fixVALUTransUseHazard): a VALU reading a VGPR a TRANS op wrote
//!   with at most 5 VALUs / 1 TRANS op between: `va_vdst(0)` (0x0fff) before it;
//! * `GFX11_VALU_PARTIAL_FORWARDING` (fixVALUPartialForwardingHazard, wave64): `Va` from a
//!   VALU, EXEC from an SALU, `Vb` from a VALU, then a VALU reading `Va` and `Vb`, with the
//!   VALU counts LLVM allows: `va_vdst(0)` before it;
//! * `GFX11_VALU_MASK_WRITE` (fixVALUMaskWriteHazard, wave64): a VALU reads an SGPR pair as its
//!   lane mask, then an SALU writes it: `sa_sdst(0)` (0xfffe) right *after* the SALU.
//!
//! These are [`table::Waits::Pattern`] rows (a matcher over the history, not one producer /
//! consumer pair). Wave64 is inferred from the registers (a 64-bit EXEC write, a 64-bit lane
//! mask), as decoded instructions carry no wave size. They look back at most 64 instructions
//! (LLVM's walk is unbounded but ends at the first VALU that reads another SGPR, VMEM/DS or
//! `s_waitcnt_depctr`, which real code reaches far sooner).
//!
//! Not covered (documented, not checked): the MI100 "mixed VCC alias vs SGPR number" row and
//! "SALU writes VCC by number -> s_cbranch_vccz" (not expressible on decoded instructions:
//! gfxc always names `vcc`), `S_SET_VSKIP -> S_GETREG MODE` (no such instruction in LLVM 19's
//! assembler), IMAGE/MTBUF/EXP/VINTERP/LDS_DIRECT operands (not in gfxc_isa: so neither GFX11
//! `LdsDirectVALUHazard` / `LdsDirectVMEMHazard` (`lds_direct_load`/`lds_param_load` waits
//! through `waitvdst` / `vm_vsrc`) nor the export-related expiries), GFX11 WMMA -> WMMA SrcA/B
//! (`fixWMMAHazards`: no `v_wmma_*` in gfxc_isa), GFX10.1 `VcmpxExecWARHazard` (an SALU/VMEM
//! reads EXEC, then `v_cmpx` writes it: `sa_sdst(0)`), LLVM's 3-instruction gfx908 rule "VALU
//! write, v_accvgpr_read/write, then VMEM" and gfx90a's "DGEMM between VALU write and VMEM
//! read", `v_fma_f64` after DGEMM, and MFMA padding for performance.

pub mod class;
pub mod table;

use class::{classify, is_dpp, Info, Range};
use gfxc_isa::inst::{Inst, Mods};
use gfxc_isa::op::kind;
use gfxc_isa::processors::{IsaVariant, Target};
use gfxc_isa::regs::{null_code, Operand, Reg, RegFile};
use gfxc_isa::table::table;
use gfxc_isa::Op;
use smallvec::SmallVec;
use std::borrow::Borrow;
use table::{gen_bit, is_class, slot_regs, Dep, Waits};
pub use table::{Rule, RULES};

/// How a hazard is resolved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fix {
    /// This many more wait states (`s_nop`s).
    Nops(u32),
    /// A VALU instruction between.
    Valu,
    /// An SALU instruction between.
    Salu,
    /// `s_waitcnt_depctr` with this immediate between.
    Depctr(u16),
    /// `s_waitcnt_depctr` with this immediate right after the consumer (GFX11 mask write).
    DepctrAfter(u16),
    /// `s_waitcnt_vscnt null, 0` between.
    Vscnt,
}

/// The rule called `id`.
pub fn rule(id: &str) -> Option<&'static Rule> {
    RULES.iter().find(|r| r.id == id)
}

/// No rule looks back further than this many wait states.
pub const MAX_LOOKBACK: u32 = 19;

fn overlap_any(a: &[Range], b: &[Range]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x.overlaps(y)))
}

/// Whether `p` then `n` form the dependency `dep`.
pub(crate) fn depends(dep: Dep, p: &Info, n: &Info, v: IsaVariant) -> bool {
    use table::Slot;
    match dep {
        Dep::Order => true,
        Dep::Raw(w, Slot::ExeczVccz) => {
            !slot_regs(w, p, v).is_empty() && !slot_regs(Slot::ExeczVccz, n, v).is_empty()
        }
        Dep::Raw(w, r) => overlap_any(&slot_regs(w, p, v), &slot_regs(r, n, v)),
        Dep::RawSame(w, r) => {
            let (a, b) = (slot_regs(w, p, v), slot_regs(r, n, v));
            !a.is_empty() && a == b && p.passes == n.passes
        }
        Dep::Waw(w1, w2) => overlap_any(&slot_regs(w1, p, v), &slot_regs(w2, n, v)),
        Dep::War(r, w) => overlap_any(&slot_regs(r, p, v), &slot_regs(w, n, v)),
        Dep::SameHwreg => matches!((p.hwreg, n.hwreg), (Some(a), Some(b)) if a.0 == b.0),
    }
}

/// Classified instructions with their DPP flag.
struct Seq {
    infos: Vec<(Info, bool)>,
}

impl Seq {
    fn new<'a>(insts: impl IntoIterator<Item = &'a Inst>) -> Seq {
        Seq {
            infos: insts
                .into_iter()
                .map(|i| (classify(i), is_dpp(i)))
                .collect(),
        }
    }
}

/// An item's rule masks in the hazard pass (`nop_insertion::Masks`): the rules it triggers,
/// is a consumer of, and may be the producer of.
pub(crate) type RuleMasks = (u64, u64, u64);

/// The fixes `next` needs after `hist` (program order, most recent last) when `following`
/// comes right after it: the largest wait-state need and any separating instructions, each
/// with its rule.
pub(crate) fn needs<H: Borrow<(Info, bool)>>(
    hist: &[H],
    next: &(Info, bool),
    following: Option<&(Info, bool)>,
    v: IsaVariant,
) -> SmallVec<[(Fix, &'static Rule); 2]> {
    needs_of(hist, next, following, v, 0..RULES.len(), None)
}

/// [`needs`] restricted to the rules `keep` yields (indices in [`RULES`], in increasing
/// order; exemptions are looked up in all of them). The fixes of the kept rules are exactly those `needs` reports
/// for them, in the same order: each rule is decided on its own. The hazard pass keeps only
/// rules with a trigger in `hist`, the only ones that can be violated (`nop_insertion`).
///
/// `producers`, when given, holds for each element of `hist` a mask (the third field) of the
/// rules whose `first` class it may belong to, by the bit `bits[rule index]`: an element
/// whose bit is clear is not tested against that rule's class (the mask may over-approximate,
/// never miss: a set bit is still confirmed with `is_class`), so the answer is the same.
pub(crate) fn needs_of<H: Borrow<(Info, bool)>>(
    hist: &[H],
    next: &(Info, bool),
    following: Option<&(Info, bool)>,
    v: IsaVariant,
    keep: impl IntoIterator<Item = usize>,
    producers: Option<(&[RuleMasks], &[u64])>,
) -> SmallVec<[(Fix, &'static Rule); 2]> {
    let bit = gen_bit(v);
    let (n, n_dpp) = next;
    let mut out: SmallVec<[(Fix, &'static Rule); 2]> = SmallVec::new();
    let mut best: Option<(u32, &'static Rule)> = None;
    for ri in keep {
        let rule = &RULES[ri];
        if rule.gens & bit == 0 || !is_class(rule.second, n, *n_dpp) {
            continue;
        }
        if matches!(rule.waits, Waits::Exempt(_)) {
            continue;
        }
        if let Waits::Pattern {
            f, depctr, after, ..
        } = rule.waits
        {
            if f(&mut hist.iter().rev().map(|x| &x.borrow().0), n) {
                if !after {
                    out.push((Fix::Depctr(depctr), rule));
                } else if !following.is_some_and(|(x, _)| x.depctr_covers(depctr)) {
                    out.push((Fix::DepctrAfter(depctr), rule));
                }
            }
            continue;
        }
        let mut dist = 0u32;
        let mut seen_valu = false;
        let mut seen_salu = false;
        let mut seen_depctr = false;
        let mut seen_vscnt = false;
        let mut seen_branch = false;
        for (hi, x) in hist.iter().enumerate().rev() {
            let (p, p_dpp): &(Info, bool) = x.borrow();
            let may = producers.is_none_or(|(m, bits)| m[hi].2 & bits[ri] != 0);
            let matched = may && is_class(rule.first, p, *p_dpp) && depends(rule.dep, p, n, v);
            if matched {
                let exempt = RULES.iter().any(|e| {
                    matches!(e.waits, Waits::Exempt(t) if t == rule.id)
                        && e.gens & bit != 0
                        && is_class(e.first, p, *p_dpp)
                        && is_class(e.second, n, *n_dpp)
                        && depends(e.dep, p, n, v)
                });
                if !exempt {
                    let fix = match rule.waits {
                        Waits::Fixed(w) => (w > dist).then(|| Fix::Nops(w - dist)),
                        Waits::Passes([a, b, c]) => {
                            let w = match p.passes {
                                0..=2 => a,
                                3..=8 => b,
                                _ => c,
                            };
                            (w > dist).then(|| Fix::Nops(w - dist))
                        }
                        Waits::Calc(f) => {
                            let w = f(p, n, v);
                            (w > dist).then(|| Fix::Nops(w - dist))
                        }
                        Waits::Valu => (!seen_valu).then_some(Fix::Valu),
                        Waits::Salu => (!seen_salu).then_some(Fix::Salu),
                        Waits::Depctr(x) => (!seen_depctr && !seen_valu).then_some(Fix::Depctr(x)),
                        Waits::Vscnt => (seen_branch && !seen_vscnt).then_some(Fix::Vscnt),
                        Waits::Exempt(_) | Waits::Pattern { .. } => None,
                    };
                    match fix {
                        Some(Fix::Nops(k)) if best.is_none_or(|(b, _)| k > b) => {
                            best = Some((k, rule));
                        }
                        Some(Fix::Nops(_)) | None => {}
                        Some(f) => out.push((f, rule)),
                    }
                }
                break;
            }
            // LLVM's fixLdsBranchVmemWARHazard walk stops at an access of the consumer's own
            // kind (LDS for LDS, VMEM for VMEM): that access already separates the pair.
            if matches!(rule.waits, Waits::Vscnt) && is_class(rule.second, p, *p_dpp) {
                break;
            }
            dist += p.wait_states;
            seen_valu |= p.is_valu();
            // LLVM's fixSMEMtoVectorWriteHazards: "SOPP instructions cannot mitigate the
            // hazard", nor s_setvskip/s_version/the waitcnts (fuzz seed 658644: an
            // `s_barrier` between an SMEM read of s[4:5] and a VALU write of it on gfx1010).
            seen_salu |= p.is_salu()
                && !p.has(kind::S_NOP | kind::ANY_WAITCNT)
                && p.format != Some(gfxc_isa::table::Format::Sopp)
                && !p.is_op(Op::s_setvskip)
                && !p.is_op(Op::s_version);
            if let Waits::Depctr(x) = rule.waits {
                seen_depctr |= p.depctr_covers(x);
            }
            seen_vscnt |= p.is_op(Op::s_waitcnt_vscnt);
            seen_branch |= p.is_branch();
            // A wait-state rule asks for at most `bound` wait states: once that many lie
            // between the consumer and an older instruction, no older producer can need a
            // fix (the need is `w - dist` for `w <= bound`), so the walk stops there; the
            // answer is the one the walk to `MAX_LOOKBACK` gives.
            let bound = match rule.waits {
                Waits::Fixed(w) => w.min(MAX_LOOKBACK),
                Waits::Passes(p) => p.into_iter().max().unwrap_or(0).min(MAX_LOOKBACK),
                Waits::Calc(_) => MAX_LOOKBACK,
                _ => 64,
            };
            if dist >= bound {
                break;
            }
        }
    }
    if let Some((k, r)) = best {
        out.insert(0, (Fix::Nops(k), r));
    }
    out
}

/// The wait states `next` still needs after `history` (program order, most recent last) and
/// the rule that needs the most; `None` if no wait-state rule is violated. Rules resolved by
/// separating instructions (GFX10) are reported by [`check`].
pub fn required_wait_states(history: &[&Inst], next: &Inst) -> Option<(u32, &'static Rule)> {
    let hist = Seq::new(history.iter().copied());
    let n = Seq::new([next]);
    needs(&hist.infos, &n.infos[0], None, next.variant)
        .into_iter()
        .find_map(|(f, r)| match f {
            Fix::Nops(k) => Some((k, r)),
            _ => None,
        })
}

/// Every violated rule in `code`: (index of the consumer, fix, rule).
pub fn check(code: &[Inst]) -> Vec<(usize, Fix, &'static Rule)> {
    let seq = Seq::new(code);
    let mut out = Vec::new();
    for (i, inst) in code.iter().enumerate() {
        let lo = i.saturating_sub(64);
        for (f, r) in needs(
            &seq.infos[lo..i],
            &seq.infos[i],
            seq.infos.get(i + 1),
            inst.variant,
        ) {
            out.push((i, f, r));
        }
    }
    out
}

/// One instruction of `op` (its first row, or its VOP1/VOP2 encoding for a VALU operation
/// name) on `v` with plain modifiers.
fn build(v: IsaVariant, op: Op, ops: &[Operand]) -> Result<Inst, String> {
    let t = table(v);
    let def = t
        .row(op)
        .or_else(|| t.e32(op))
        .ok_or_else(|| format!("internal: hazard fix {op} not available on {v:?}"))?;
    Ok(Inst {
        variant: v,
        def,
        ops: ops.iter().cloned().collect(),
        ret: None,
        m: Mods {
            op_sel_hi: 7,
            ..Mods::default()
        },
    })
}

/// The instructions that resolve `fix` on `v`: `s_nop N` (N + 1 wait states, at most 8 each),
/// `v_mov_b32 v0, v0`, `s_mov_b32 null, 0`, `s_waitcnt_depctr X`, `s_waitcnt_vscnt null, 0`.
pub fn fix_insts(fix: Fix, v: IsaVariant) -> Result<Vec<Inst>, String> {
    let g = gfxc_isa::inst::generation(v);
    let null = || {
        null_code(g)
            .map(|index| {
                Operand::Reg(Reg {
                    file: RegFile::Special,
                    index,
                    count: 1,
                })
            })
            .ok_or_else(|| format!("internal: no null register on {v:?}"))
    };
    Ok(match fix {
        Fix::Nops(k) => {
            let mut out = Vec::new();
            let mut left = k;
            while left > 0 {
                let n = left.min(8);
                out.push(build(v, Op::s_nop, &[Operand::Imm(n as i64 - 1)])?);
                left -= n;
            }
            out
        }
        Fix::Valu => {
            let v0 = Operand::Reg(Reg::vgpr(0, 1));
            vec![build(v, Op::v_mov_b32, &[v0.clone(), v0])?]
        }
        Fix::Salu => vec![build(v, Op::s_mov_b32, &[null()?, Operand::InlineInt(0)])?],
        Fix::Depctr(x) | Fix::DepctrAfter(x) => {
            vec![build(v, Op::s_waitcnt_depctr, &[Operand::Imm(x as i64)])?]
        }
        Fix::Vscnt => vec![build(v, Op::s_waitcnt_vscnt, &[null()?, Operand::Imm(0)])?],
    })
}

/// What clears every hazard rule of `v`'s table at a point whose history is unknown (a
/// device function's entry, the return from a call: `gfxc_mir::Pseudo::HazardBoundary`):
/// each separating instruction some rule asks for (`v_mov_b32 v0, v0`, `s_mov_b32 null, 0`,
/// `s_waitcnt_vscnt null, 0`, one `s_waitcnt_depctr` waiting on every counter any rule or
/// pattern names), then as many wait states as the longest wait-state rule (a rule computed
/// from its pair counts as [`MAX_LOOKBACK`]). Derived from [`RULES`], so a new row is covered
/// without touching the callers; `emit/tests/hazards.rs` checks every rule's case with the
/// boundary between producer and consumer.
pub fn boundary_fixes(v: IsaVariant) -> Vec<Fix> {
    let (mut states, mut valu, mut salu, mut vscnt) = (0u32, false, false, false);
    let mut depctr: Option<u16> = None;
    for r in RULES.iter().filter(|r| r.gens & gen_bit(v) != 0) {
        match r.waits {
            Waits::Fixed(n) => states = states.max(n),
            Waits::Passes(p) => states = states.max(p.into_iter().max().unwrap_or(0)),
            Waits::Calc(_) => states = states.max(MAX_LOOKBACK),
            Waits::Exempt(_) => {}
            Waits::Valu => valu = true,
            Waits::Salu => salu = true,
            Waits::Vscnt => vscnt = true,
            // A field of the immediate is 0 where the rule waits and all ones where it does
            // not, so the AND waits on every counter any rule names.
            Waits::Depctr(m) | Waits::Pattern { depctr: m, .. } => {
                depctr = Some(depctr.unwrap_or(0xffff) & m)
            }
        }
    }
    let mut out = Vec::new();
    if valu {
        out.push(Fix::Valu);
    }
    if salu {
        out.push(Fix::Salu);
    }
    if vscnt {
        out.push(Fix::Vscnt);
    }
    if let Some(m) = depctr {
        out.push(Fix::Depctr(m));
    }
    // Every instruction above is a wait state too.
    let rest = states.saturating_sub(out.len() as u32);
    if rest > 0 {
        out.push(Fix::Nops(rest));
    }
    out
}

/// The instructions of [`boundary_fixes`].
pub fn boundary_insts(v: IsaVariant) -> Result<Vec<Inst>, String> {
    let mut out = Vec::new();
    for f in boundary_fixes(v) {
        out.extend(fix_insts(f, v)?);
    }
    Ok(out)
}

fn fix_list(fix: Fix, v: IsaVariant) -> Vec<Inst> {
    fix_insts(fix, v).unwrap_or_else(|e| panic!("{e}"))
}

/// Inserts the `s_nop`s (and GFX10 separating instructions) that `code`, a straight-line
/// instruction list for `target`, needs; returns the number of wait states inserted as
/// `s_nop`s.
pub fn insert_nops(code: &mut Vec<Inst>, _target: &Target) -> u32 {
    let mut seq = Seq::new(code.iter());
    let mut inserted = 0;
    let mut i = 0;
    while i < code.len() {
        let lo = i.saturating_sub(64);
        let fixes = needs(
            &seq.infos[lo..i],
            &seq.infos[i],
            seq.infos.get(i + 1),
            code[i].variant,
        );
        let Some(&(fix, _)) = fixes.first() else {
            i += 1;
            continue;
        };
        if let Fix::DepctrAfter(_) = fix {
            let inst = fix_list(fix, code[i].variant).remove(0);
            seq.infos.insert(i + 1, (classify(&inst), false));
            code.insert(i + 1, inst);
            continue;
        }
        if let Fix::Nops(k) = fix {
            inserted += k;
        }
        let new = fix_list(fix, code[i].variant);
        let n = new.len();
        for (k, inst) in new.into_iter().enumerate() {
            seq.infos.insert(i + k, (classify(&inst), false));
            code.insert(i + k, inst);
        }
        i += n;
    }
    inserted
}

/// Decodes a sequence of instruction bytes for `target` (stops at the first undecodable
/// word).
pub fn decode_all(bytes: &[u8], target: &Target) -> Vec<Inst> {
    let mut out = Vec::new();
    let mut off = 0;
    while off < bytes.len() {
        match gfxc_isa::codec::decode(
            &bytes[off..],
            target.processor.isa,
            target.wave_size() == 64,
        ) {
            Some((inst, n)) if n > 0 => {
                out.push(inst);
                off += n;
            }
            _ => break,
        }
    }
    out
}
