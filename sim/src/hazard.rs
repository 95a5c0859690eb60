//! Required wait states (hazards the hardware does not interlock), checked in strict mode from
//! the compiler's own table: `gfxc_emit::hazards` ([`RULES`], issue 9), so that the simulator
//! and the hazard recognizer that inserts the `s_nop`s read the same rules.
//!
//! Guarantees: before an instruction issues, every rule of the kernel's ISA variant whose
//! consumer class it belongs to is checked against the instructions this wave actually
//! executed before it (the dynamic path, so branches and loop back edges are followed exactly),
//! the way the recognizer's engine interprets a rule: wait states count as LLVM counts them
//! (`s_nop N` gives N + 1, any other instruction 1); the nearest earlier instruction that is of
//! the rule's producer class and has the rule's register dependency decides; an `Exempt` row
//! matching the same pair suppresses the rule it names; `Fixed`, `Passes` (by the producer's
//! MFMA passes) and `Calc` rules need that many wait states in between, and the GFX10 rules
//! resolved by an intervening instruction need it (a VALU, an SALU, `s_waitcnt_depctr`, or
//! `s_waitcnt_vscnt` after a branch); the GFX11 `Pattern` rules run their matcher on the
//! executed history and need `s_waitcnt_depctr` before the consumer (or, for the mask-write
//! rule, as the very next instruction after it). A violation is an [`ErrorKind::HazardViolation`] naming
//! both instructions, the wait states found and needed, and the rule's id and source.
//!
//! Speed: each instruction of the program is classified once at decode ([`HazOp`]: the
//! table's `Info`, the rules it can be the consumer of — a rule is dropped when the
//! instruction has no register in the rule's consumer slot — the rules it can be the producer
//! of as a bit set, and its registers per slot), so the per-issue check walks a short history
//! only for the few rules that can apply.
//!
//! What the table does not cover (its module doc lists them) is not checked here either.

use crate::error::{ErrorKind, Result, SimError};
use crate::program::Program;
use gfxc_emit::hazards::class::{classify, is_dpp, Info, Range};
use gfxc_emit::hazards::table::{gen_bit, is_class, slot_regs, Dep, Slot, Waits};
use gfxc_emit::hazards::{Rule, MAX_LOOKBACK, RULES};
use gfxc_isa::inst::generation;
use gfxc_isa::inst::Inst;
use gfxc_isa::processors::IsaVariant;
use smallvec::SmallVec;

/// Rules the bit sets can hold.
const MAX_RULES: usize = 256;

/// Whether rule `r` applies to variant `v`.
fn applies(r: &Rule, v: IsaVariant) -> bool {
    r.gens & gen_bit(v) != 0
}

/// What the hazard check knows of one instruction of the program.
#[derive(Clone, Debug, Default)]
pub struct HazOp {
    info: Info,
    /// Rules (indices into [`RULES`]) this instruction may be the consumer of.
    second: SmallVec<[u16; 4]>,
    /// Rules it is of the producer class of.
    first: [u64; MAX_RULES / 64],
    /// Its registers in each slot some rule uses.
    slots: SmallVec<[(Slot, SmallVec<[Range; 2]>); 4]>,
    /// Pattern rules (by pattern slot) this instruction is a trigger of.
    triggers: u8,
    /// An SALU that ends the GFX10.1 SMEM -> VALU SGPR WAR hazard ([`salu_separates`]).
    salu_sep: bool,
    /// A call or return (`s_swappc_b64`, `s_call_b64`, `s_setpc_b64`): a function boundary.
    /// LLVM 19 checks its CFG-walking hazards (fixLdsBranchVmemWARHazard and the GFX11
    /// `fix*` patterns) inside one function, ending the walk at the function's entry: the
    /// `Waits::Vscnt` and `Waits::Pattern` rules do not look back across one either, so the
    /// code llc-19 emits around calls is not flagged (docs/sim-float.md, "Hazards at calls").
    call_edge: bool,
}

/// Does SALU `inst` separate an SMEM from a later VALU writing the SGPR it read (rule
/// `GFX10_SMEM_VALU_SGPR_WAR`, `Waits::Salu`)? As LLVM 19's fixSMEMtoVectorWriteHazards
/// `IsExpiredFn`: `s_waitcnt` with lgkmcnt 0 and `s_waitcnt_lgkmcnt null, 0` do (the SMEM has
/// completed); `s_setvskip`, `s_version`, the other SOPK waits and every other SOPP
/// (`s_nop`, branches, `s_waitcnt` with lgkmcnt > 0) do not; any other SALU does (it is either
/// independent of the SMEM, breaking the chain, or depends on it and so follows a wait).
fn salu_separates(inst: &Inst, info: &Info, v: IsaVariant) -> bool {
    use gfxc_isa::op::Op;
    use gfxc_isa::regs::{null_code, Operand, RegFile};
    if !info.is_salu() {
        return false;
    }
    let g = generation(v);
    match info.op {
        Some(Op::s_waitcnt) => match inst.ops.first() {
            Some(Operand::Imm(n)) => crate::exec::waitcnt_fields(g, *n as u32).2 == 0,
            _ => false,
        },
        Some(Op::s_waitcnt_lgkmcnt) => {
            let null = matches!(inst.ops.first(), Some(Operand::Reg(r))
                if r.file == RegFile::Special && Some(r.index) == null_code(g));
            null && matches!(inst.ops.get(1), Some(Operand::Imm(0)))
        }
        Some(Op::s_setvskip | Op::s_version | Op::s_waitcnt_vscnt)
        | Some(Op::s_waitcnt_vmcnt | Op::s_waitcnt_expcnt) => false,
        _ => info.format != Some(gfxc_isa::table::Format::Sopp),
    }
}

impl HazOp {
    /// Can some rule have this instruction as its consumer?
    pub fn is_consumer(&self) -> bool {
        !self.second.is_empty()
    }
    fn slot(&self, s: Slot) -> &[Range] {
        self.slots
            .iter()
            .find(|(x, _)| *x == s)
            .map_or(&[], |(_, r)| &r[..])
    }
    fn is_first(&self, r: usize) -> bool {
        self.first[r / 64] >> (r % 64) & 1 != 0
    }
}

/// The rules of one ISA variant, prepared for the check.
#[derive(Clone, Debug, Default)]
pub struct HazTable {
    variant: Option<IsaVariant>,
    /// The program's wave size is 32 ([`Info::wave32`]: implicit lane-mask reads).
    wave32: bool,
    /// Per rule: how far back (wait states) its producer can matter, and its exempt rows.
    bound: Vec<u32>,
    exempts: Vec<SmallVec<[u16; 2]>>,
    /// Every slot a rule of this variant uses.
    used_slots: Vec<Slot>,
    /// Per rule: its index among the pattern rules (their trigger bit and age slot).
    pattern_slot: Vec<usize>,
}

/// Pattern rules the trigger ages can track.
const MAX_PATTERNS: usize = 8;

fn dep_slots(d: Dep) -> [Option<Slot>; 2] {
    match d {
        Dep::Raw(a, b) | Dep::RawSame(a, b) | Dep::Waw(a, b) | Dep::War(a, b) => [Some(a), Some(b)],
        Dep::Order | Dep::SameHwreg => [None, None],
    }
}

impl HazTable {
    pub fn new(v: IsaVariant, wave64: bool) -> HazTable {
        let mut t = HazTable {
            variant: Some(v),
            wave32: !wave64,
            ..Default::default()
        };
        for r in RULES.iter().take(MAX_RULES) {
            t.bound.push(match r.waits {
                Waits::Fixed(w) => w,
                Waits::Passes(p) => p.into_iter().max().unwrap_or(0),
                Waits::Calc(_) => MAX_LOOKBACK,
                _ => 64,
            });
            let mut ex = SmallVec::new();
            for (e, x) in RULES.iter().enumerate().take(MAX_RULES) {
                if matches!(x.waits, Waits::Exempt(id) if id == r.id) && applies(x, v) {
                    ex.push(e as u16);
                }
            }
            t.exempts.push(ex);
            let np = t.pattern_slot.iter().filter(|&&x| x < MAX_PATTERNS).count();
            t.pattern_slot.push(match r.waits {
                Waits::Pattern { .. } if np < MAX_PATTERNS => np,
                _ => MAX_PATTERNS,
            });
            if applies(r, v) {
                for s in dep_slots(r.dep).into_iter().flatten() {
                    if !t.used_slots.contains(&s) {
                        t.used_slots.push(s);
                    }
                }
            }
        }
        t
    }

    /// Classify one instruction of the program.
    pub fn prepare(&self, inst: Option<&Inst>) -> HazOp {
        let (Some(v), Some(inst)) = (self.variant, inst) else {
            return HazOp {
                info: Info {
                    wait_states: 1,
                    ..Default::default()
                },
                ..Default::default()
            };
        };
        let info = Info {
            wave32: self.wave32,
            ..classify(inst)
        };
        let dpp = is_dpp(inst);
        let mut h = HazOp {
            salu_sep: salu_separates(inst, &info, v),
            call_edge: matches!(
                info.op,
                Some(
                    gfxc_isa::op::Op::s_swappc_b64
                        | gfxc_isa::op::Op::s_call_b64
                        | gfxc_isa::op::Op::s_setpc_b64
                )
            ),
            slots: self
                .used_slots
                .iter()
                .map(|&s| (s, slot_regs(s, &info, v).into_iter().collect()))
                .collect(),
            ..Default::default()
        };
        for (k, r) in RULES.iter().enumerate().take(MAX_RULES) {
            if !applies(r, v) {
                continue;
            }
            if is_class(r.first, &info, dpp) {
                h.first[k / 64] |= 1 << (k % 64);
            }
            if let Waits::Pattern { trigger, .. } = r.waits {
                if self.pattern_slot[k] < MAX_PATTERNS && trigger(&info) {
                    h.triggers |= 1 << self.pattern_slot[k];
                }
            }
            if matches!(r.waits, Waits::Exempt(_)) || !is_class(r.second, &info, dpp) {
                continue;
            }
            let consumer_side = match r.dep {
                Dep::Order => true,
                Dep::SameHwreg => info.hwreg.is_some(),
                Dep::Raw(_, s) | Dep::RawSame(_, s) | Dep::Waw(_, s) | Dep::War(_, s) => {
                    !h.slot(s).is_empty()
                }
            };
            if consumer_side {
                h.second.push(k as u16);
            }
        }
        h.info = info;
        h
    }
}

fn overlap_any(a: &[Range], b: &[Range]) -> bool {
    a.iter().any(|x| b.iter().any(|y| x.overlaps(y)))
}

/// Whether `p` then `n` form the dependency `dep` (the engine's `depends`, on cached slots).
fn depends(dep: Dep, p: &HazOp, n: &HazOp) -> bool {
    match dep {
        Dep::Order => true,
        Dep::Raw(w, Slot::ExeczVccz) => {
            !p.slot(w).is_empty() && !n.slot(Slot::ExeczVccz).is_empty()
        }
        Dep::Raw(w, r) => overlap_any(p.slot(w), n.slot(r)),
        Dep::RawSame(w, r) => {
            let (a, b) = (p.slot(w), n.slot(r));
            !a.is_empty() && a == b && p.info.passes == n.info.passes
        }
        Dep::Waw(w1, w2) => overlap_any(p.slot(w1), n.slot(w2)),
        Dep::War(r, w) => overlap_any(p.slot(r), n.slot(w)),
        Dep::SameHwreg => {
            matches!((p.info.hwreg, n.info.hwreg), (Some(a), Some(b)) if a.0 == b.0)
        }
    }
}

/// Issue history length: no rule looks further back than 64 instructions.
const HIST: usize = 64;

/// The instructions one wave issued most recently (op indices, a ring).
#[derive(Clone, Debug)]
pub struct Hazards {
    ring: [u32; HIST],
    len: usize,
    head: usize,
    /// Instructions recorded so far (wrapping).
    serial: u32,
    /// Per pattern slot: the serial of the last trigger recorded (`u32::MAX`: none).
    trig_at: [u32; MAX_PATTERNS + 1],
}

impl Default for Hazards {
    fn default() -> Hazards {
        Hazards {
            ring: [0; HIST],
            len: 0,
            head: 0,
            serial: 0,
            trig_at: [u32::MAX; MAX_PATTERNS + 1],
        }
    }
}

impl Hazards {
    /// Forget the history (a new wave).
    pub fn clear(&mut self) {
        self.len = 0;
        self.head = 0;
        self.serial = 0;
        self.trig_at = [u32::MAX; MAX_PATTERNS + 1];
    }

    /// Check the hazards of op `i` against the history.
    #[inline]
    pub fn check(&self, prog: &Program, i: usize) -> Result<()> {
        if self.len == 0 || !prog.ops[i].haz_rules {
            return Ok(());
        }
        self.check_rules(prog, i)
    }

    fn check_rules(&self, prog: &Program, i: usize) -> Result<()> {
        let n = &prog.haz[i];
        for &rk in &n.second {
            let rk = rk as usize;
            let rule = &RULES[rk];
            if let Waits::Pattern {
                f, depctr, after, ..
            } = rule.waits
            {
                // No instruction the pattern needs was issued within the history: skip.
                let slot = prog.haz_table.pattern_slot[rk];
                if self.serial.wrapping_sub(self.trig_at[slot]) > HIST as u32
                    || self.trig_at[slot] == u32::MAX
                {
                    continue;
                }
                let mut hist = (0..self.len)
                    .map(|b| &prog.haz[self.ring[(self.head + HIST - 1 - b) % HIST] as usize])
                    .take_while(|h| !h.call_edge)
                    .map(|h| &h.info);
                if f(&mut hist, &n.info) {
                    // The op laid out next is the one issued next: the consumer (an SALU
                    // write) is not a branch.
                    let followed = prog
                        .haz
                        .get(i + 1)
                        .is_some_and(|h| h.info.depctr_covers(depctr));
                    if !after || !followed {
                        let what = if after {
                            format!("s_waitcnt_depctr 0x{depctr:x} right after it")
                        } else {
                            format!("s_waitcnt_depctr 0x{depctr:x} before it")
                        };
                        return Err(pattern_violation(prog, i, &what, rule));
                    }
                }
                continue;
            }
            let bound = prog.haz_table.bound[rk];
            let mut dist = 0u32;
            let (mut seen_valu, mut seen_salu, mut seen_vscnt, mut seen_branch) =
                (false, false, false, false);
            let mut seen_depctr = false;
            for back in 0..self.len {
                let pi = self.ring[(self.head + HIST - 1 - back) % HIST] as usize;
                let p = &prog.haz[pi];
                if p.is_first(rk) && depends(rule.dep, p, n) {
                    let exempt = prog.haz_table.exempts[rk].iter().any(|&e| {
                        let e = &RULES[e as usize];
                        p_is(e, p, prog, pi) && n_is(e, n, prog, i) && depends(e.dep, p, n)
                    });
                    if !exempt {
                        let need = match rule.waits {
                            Waits::Fixed(w) => (w > dist).then_some(Need::Waits(w)),
                            Waits::Passes([a, b, c]) => {
                                let w = match p.info.passes {
                                    0..=2 => a,
                                    3..=8 => b,
                                    _ => c,
                                };
                                (w > dist).then_some(Need::Waits(w))
                            }
                            Waits::Calc(f) => {
                                let w = f(&p.info, &n.info, prog.variant);
                                (w > dist).then_some(Need::Waits(w))
                            }
                            Waits::Valu => (!seen_valu).then_some(Need::Between("VALU")),
                            Waits::Salu => (!seen_salu).then_some(Need::Between("SALU")),
                            Waits::Depctr(_) => (!seen_depctr && !seen_valu)
                                .then_some(Need::Between("s_waitcnt_depctr")),
                            Waits::Vscnt => (seen_branch && !seen_vscnt)
                                .then_some(Need::Between("s_waitcnt_vscnt null, 0")),
                            Waits::Exempt(_) | Waits::Pattern { .. } => None,
                        };
                        if let Some(need) = need {
                            return Err(violation(prog, pi, i, dist, need, rule));
                        }
                    }
                    break;
                }
                // As the table's engine: an access of the consumer's own kind (LDS for LDS,
                // VMEM for VMEM) ends LLVM's fixLdsBranchVmemWARHazard walk.
                if matches!(rule.waits, Waits::Vscnt) && (n_is(rule, p, prog, pi) || p.call_edge) {
                    break;
                }
                let pinfo = &p.info;
                dist += pinfo.wait_states;
                seen_valu |= pinfo.is_valu();
                seen_salu |= p.salu_sep;
                if let Waits::Depctr(x) = rule.waits {
                    seen_depctr |= pinfo.depctr_covers(x);
                }
                seen_vscnt |= pinfo.is("s_waitcnt_vscnt");
                seen_branch |= pinfo.is_branch();
                if dist >= bound {
                    break;
                }
            }
        }
        Ok(())
    }

    /// Remember op `i` after it issued.
    #[inline]
    pub fn record(&mut self, prog: &Program, i: usize) {
        let t = prog.haz[i].triggers;
        if t != 0 {
            for (k, at) in self.trig_at.iter_mut().enumerate().take(MAX_PATTERNS) {
                if t >> k & 1 != 0 {
                    *at = self.serial;
                }
            }
        }
        self.serial = self.serial.wrapping_add(1);
        self.ring[self.head] = i as u32;
        self.head = (self.head + 1) % HIST;
        self.len = (self.len + 1).min(HIST);
    }
}

fn p_is(e: &Rule, p: &HazOp, prog: &Program, pi: usize) -> bool {
    is_class(e.first, &p.info, dpp_of(prog, pi))
}

fn n_is(e: &Rule, n: &HazOp, prog: &Program, i: usize) -> bool {
    is_class(e.second, &n.info, dpp_of(prog, i))
}

fn dpp_of(prog: &Program, i: usize) -> bool {
    prog.ops[i].inst.as_deref().is_some_and(is_dpp)
}

/// What a violated rule needs.
enum Need {
    Waits(u32),
    Between(&'static str),
}

fn pattern_violation(prog: &Program, i: usize, what: &str, rule: &Rule) -> SimError {
    SimError::new(
        ErrorKind::HazardViolation,
        format!(
            "strict: hazard: `{}` completes the pattern of rule {}, which needs {what} ({})",
            prog.ops[i].describe(prog.wave64),
            rule.id,
            rule.cite
        ),
    )
}

fn violation(prog: &Program, pi: usize, i: usize, dist: u32, need: Need, rule: &Rule) -> SimError {
    let w64 = prog.wave64;
    let what = match need {
        Need::Waits(w) => format!("after {dist} wait state(s); rule {} needs {w}", rule.id),
        Need::Between(x) => format!(
            "with no {x} instruction between; rule {} needs one",
            rule.id
        ),
    };
    SimError::new(
        ErrorKind::HazardViolation,
        format!(
            "strict: hazard: `{}` follows `{}` {what} ({})",
            prog.ops[i].describe(w64),
            prog.ops[pi].describe(w64),
            rule.cite
        ),
    )
}
