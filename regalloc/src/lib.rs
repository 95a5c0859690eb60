//! `gfxc-regalloc`: register allocation of machine IR with regalloc2 (design: `README.md`).
//!
//! Guarantees: [`allocate`] returns the function with every virtual register replaced by an
//! aligned physical tuple (`s[2n:2n+1]`, `s[4n:4n+3]`, `v[n:n+3]`, even-aligned VGPR/AGPR
//! tuples on gfx90a/gfx942), regalloc2's moves inserted, copies lowered (identity copies
//! removed) and the entry pseudo removed. One regalloc2 run per file — SGPRs on the linear
//! CFG, VGPRs and AGPRs on the logical CFG — with the three classes as tuple-width buckets
//! ([`classes`]); the class registers are then split into webs and packed onto one shared
//! file ([`color`]), regalloc2's spill slots into the registers left free where they fit, and
//! a run whose packing exceeds the file's budget ([`Limits`]) is repeated with smaller
//! classes, and at the classes' floors with the values live across each instruction capped
//! (clobbers), so that regalloc2 splits and spills. Spill slots that do not fit: SGPRs spill into VGPR lanes, VGPRs into free AGPRs
//! (gfx908/gfx90a/gfx942 kernels without calls, [`spill::vgpr_slot_homes`]), then to scratch
//! with the target's scratch setup ([`spill`]), AGPRs into spare VGPRs (gfx908) or scratch;
//! on gfx90a/gfx942 VGPRs and AGPRs share one budget ([`unified_cap`]); VGPR moves, spills and reloads are placed
//! between a block's EXEC prologue and epilogue, so they run with exactly the lanes of their
//! block. With `check`, regalloc2's SSA validator and checker validate each run.

#[macro_use]
extern crate gfxc_ir;

pub mod budget;
pub mod callee_budget;
pub mod calls;
pub mod classes;
pub mod color;
pub mod copy_prop;
mod paint;
mod rewrite;
pub mod spill;
pub mod view;

use classes::{Classes, CLASSES, CLASS_REGS};
use color::Coloring;
use gfxc_ir::StageError;
use gfxc_isa::processors::Target;
use gfxc_mir::{Bank, Kind, MFunction, Pseudo, VReg as MVReg};
use regalloc2::{MachineEnv, PReg, PRegSet, RegallocOptions};
use view::View;

/// Statistics of an allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Highest SGPR used + 1 (without VCC).
    pub sgprs: u32,
    /// Highest VGPR used + 1 (spill lane VGPRs included).
    pub vgprs: u32,
    /// Highest AGPR used + 1.
    pub agprs: u32,
    /// Moves inserted by the allocator.
    pub moves: u32,
    /// Copies that remained after coalescing.
    pub copies: u32,
    /// SGPR spill slots (VGPR lanes).
    pub sgpr_spills: u32,
    /// VGPR spill slots in scratch (dwords per lane).
    pub vgpr_spills: u32,
    /// VGPR spill slots held in AGPRs (dwords; gfx908/gfx90a/gfx942 kernels without calls).
    pub vgpr_agpr_spills: u32,
    /// AGPR spill slots (dwords per lane, in spare VGPRs on gfx908 or in scratch).
    pub agpr_spills: u32,
    /// AGPR spill and reload edits inserted.
    pub agpr_spill_ops: u32,
    /// Scratch bytes per lane (`private_segment_fixed_size`).
    pub scratch_bytes: u32,
    /// Interference edges the packing built over every run of this allocation (its work:
    /// linear in the program, [`color::slot_edge_budget`]).
    pub interference_edges: u64,
}

/// Register budgets of one kernel (`None`: the target's addressable file).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// `amdgpu-num-sgpr`.
    pub max_sgprs: Option<u32>,
    /// `amdgpu-num-vgpr`: architectural VGPRs; on gfx908 also the AGPRs (each file is
    /// bounded separately there), on gfx90a/gfx942 VGPRs plus AGPRs of the unified file.
    pub max_vgprs: Option<u32>,
    /// AGPR budget (at most the AGPR file).
    pub max_agprs: Option<u32>,
    /// `amdgpu-waves-per-eu` minimum: caps VGPRs so that many waves fit.
    pub min_waves_per_eu: Option<u32>,
}

/// The register files' sizes for `target` under `limits`: (SGPRs, VGPRs, AGPRs). On the
/// unified file of gfx90a/gfx942 the VGPR and AGPR figures are each file's maximum; their sum
/// (VGPRs aligned to 4, then AGPRs from `accum_offset`) is further bounded by [`unified_cap`].
pub fn budgets(target: &Target, wave64: bool, limits: &Limits) -> (u32, u32, u32) {
    let r = &target.processor.regs;
    // VCC, FLAT_SCRATCH and XNACK_MASK sit above the allocatable SGPRs (GFX6-9); GFX10+
    // only reserves VCC.
    let extra = if target.processor.generation.is_gfx10_plus() {
        2
    } else {
        8
    };
    let mut s = (r.addressable_sgprs as u32).saturating_sub(extra);
    let mut v = r.addressable_vgprs as u32;
    if let Some(w) = limits.min_waves_per_eu.filter(|w| *w > 1) {
        // The VGPRs that leave room for `w` waves per SIMD (`budget.rs`).
        v = v.min(budget::max_vgprs_for_waves(target, w).max(8));
    }
    if let Some(n) = limits.max_vgprs {
        v = v.min(n.max(1));
    }
    if let Some(n) = limits.max_sgprs {
        s = s.min(n.max(8));
    }
    // The per-wave caps (`num_vgpr`, waves per EU) bound the AGPR file the same way: on gfx908
    // occupancy follows max(VGPRs, AGPRs), on gfx90a/gfx942 their sum.
    let mut a = limits
        .max_agprs
        .unwrap_or(r.agprs as u32)
        .min(r.agprs as u32);
    if r.agprs > 0 {
        a = a.min(unified_cap(target, wave64, limits).unwrap_or(v));
    }
    (s, v, a)
}

/// On gfx90a/gfx942: the most VGPRs + AGPRs one wave may use (the 512-entry unified file, or
/// less under `num_vgpr` / waves per EU); `None` on targets with separate files.
pub fn unified_cap(target: &Target, _wave64: bool, limits: &Limits) -> Option<u32> {
    let r = &target.processor.regs;
    if !(r.unified_vgpr_agpr && r.agprs > 0) {
        return None;
    }
    let mut cap = 512u32;
    if let Some(w) = limits.min_waves_per_eu.filter(|w| *w > 1) {
        cap = cap.min(budget::max_vgprs_for_waves(target, w)).max(8);
    }
    if let Some(n) = limits.max_vgprs {
        cap = cap.min(n.max(1));
    }
    Some(cap)
}

/// One register file's allocation.
pub(crate) struct RunOut {
    pub bank: Bank,
    pub view: View,
    pub out: regalloc2::Output,
    pub color: Coloring,
}

fn entry_fixed(f: &MFunction) -> smallvec::SmallVec<[(MVReg, gfxc_isa::regs::Reg); 16]> {
    let mut m = smallvec::SmallVec::new();
    if let Some(e) = f.blocks[0].insts.first() {
        if e.kind == Kind::Pseudo(Pseudo::Entry) {
            for (op, r) in e.ops.iter().zip(&e.fixed) {
                if let Some(v) = op.vreg() {
                    m.push((v, *r));
                }
            }
        }
    }
    m
}

/// The working memory of an allocation, kept between allocations on a thread ([`SCRATCH`]):
/// regalloc2's context (live ranges, bundles, queues, CFG tables, bump arena) and outputs,
/// the register-file views, the class assignment's and the packing's buffers. A compile
/// makes one regalloc2 run and one packing per register file and budget round, and a JIT
/// compiles many kernels per thread; each of them allocated all of this afresh (~300 heap
/// blocks for an ordinary kernel). Everything here is cleared and sized where it is used
/// (regalloc2 resets its context at the start of every run: `regalloc2::run` is
/// `run_with_ctx` on a fresh one), so the results are the same; only the allocations are
/// saved. It lives in a thread-local rather than in `gfxc::CompileContext` because
/// `compile_module` makes a context per call and the allocation is reached through several
/// entry points (`allocate*`, the pipeline's pass runner); [`allocate_calling`] takes it
/// once and threads it through the runs explicitly.
#[derive(Default)]
pub(crate) struct Scratch {
    ctx: regalloc2::Ctx,
    /// regalloc2 outputs given back ([`Scratch::recycle`]), reused by later runs.
    outputs: Vec<regalloc2::Output>,
    /// Views given back, rebuilt in place by [`View::build`].
    views: Vec<View>,
    classes: classes::Bufs,
    color: color::Bufs,
    rewrite: rewrite::Bufs,
    copy_prop: copy_prop::Bufs,
}

impl Scratch {
    /// Keeps the memory of a run that is no longer needed.
    fn recycle(&mut self, r: RunOut) {
        let RunOut {
            view, out, color, ..
        } = r;
        self.recycle_output(out);
        if self.views.len() < 4 {
            self.views.push(view);
        }
        self.color.recycle(color);
    }

    fn recycle_output(&mut self, out: regalloc2::Output) {
        if self.outputs.len() < 4 {
            self.outputs.push(out);
        }
    }
}

thread_local! {
    /// This thread's [`Scratch`].
    static SCRATCH: std::cell::RefCell<Scratch> = std::cell::RefCell::new(Scratch::default());
}

/// Runs `body` with this thread's [`Scratch`] (a fresh one if it is in use: not reached, an
/// allocation does not start another, but never a panic).
fn with_scratch<R>(body: impl FnOnce(&mut Scratch) -> R) -> R {
    SCRATCH.with(|cell| match cell.try_borrow_mut() {
        Ok(mut s) => body(&mut s),
        Err(_) => body(&mut Scratch::default()),
    })
}

/// `regalloc2::run` in the reused context and a reused output of `scratch`.
fn run_regalloc2(
    scratch: &mut Scratch,
    view: &View,
    env: &MachineEnv,
    opts: &RegallocOptions,
) -> Result<regalloc2::Output, regalloc2::RegAllocError> {
    let ctx = &mut scratch.ctx;
    if let Some(o) = scratch.outputs.pop() {
        ctx.output = o;
    }
    regalloc2::run_with_ctx(view, env, opts, ctx)?;
    Ok(std::mem::take(&mut ctx.output))
}

/// Why a run failed.
enum RunErr {
    /// regalloc2 spilled in a file where spills are not allowed (yet).
    Spilled,
    Other(StageError),
}

#[allow(clippy::too_many_arguments)]
fn run_file(
    scratch: &mut Scratch,
    f: &MFunction,
    target: &Target,
    bank: Bank,
    limit: u32,
    may_spill: bool,
    check: bool,
    (has_calls, calls): (bool, Option<&view::CallClobbersFn>),
) -> Result<RunOut, RunErr> {
    let classes = classes::assign_in(f, bank, &mut scratch.classes).map_err(RunErr::Other)?;
    let r = run_classes(
        scratch,
        f,
        &classes,
        target,
        (bank, limit, may_spill, check),
        (has_calls, calls),
    );
    scratch.classes.recycle(classes);
    r
}

/// [`run_file`] with the file's classes; `has_calls`:
/// [`calls::has_calls`] of `f` (found once per allocation: it scans the whole function).
fn run_classes(
    scratch: &mut Scratch,
    f: &MFunction,
    classes: &Classes,
    target: &Target,
    (bank, limit, may_spill, check): (Bank, u32, bool, bool),
    (has_calls, calls): (bool, Option<&view::CallClobbersFn>),
) -> Result<RunOut, RunErr> {
    // Fixed inputs: one reserved class register each, precoloured.
    let mut nfixed = [0usize; 3];
    // (A few entries: a linear search finds one as a map would.)
    let mut fixed_idx: smallvec::SmallVec<[(MVReg, PReg); 16]> = smallvec::SmallVec::new();
    let mut pre: smallvec::SmallVec<[(usize, u16); 16]> = smallvec::SmallVec::new();
    for (v, r) in entry_fixed(f) {
        if f.info(v).bank != bank {
            continue;
        }
        let c = view::ci(classes.of[v.0 as usize].ok_or_else(|| {
            RunErr::Other(StageError::internal(
                "internal: an entry register has no register class",
            ))
        })?);
        let p = PReg::new(nfixed[c], CLASSES[c]);
        match fixed_idx.iter_mut().find(|e| e.0 == v) {
            Some(e) => e.1 = p,
            None => fixed_idx.push((v, p)),
        }
        pre.push((c * CLASS_REGS + nfixed[c], r.index));
        nfixed[c] += 1;
    }
    let view = View::new_in(
        scratch.views.pop().unwrap_or_default(),
        f,
        bank,
        classes,
        &|v| {
            fixed_idx
                .iter()
                .find_map(|e| (e.0 == v).then_some(e.1))
                .ok_or_else(|| StageError::internal("internal: unknown fixed input"))
        },
        calls,
    )
    .map_err(RunErr::Other)?;
    let sgpr = bank == Bank::S;
    let mut view = view;
    // s0..s3: the scratch descriptor of calls (`calls::RSRC_INPUT`).
    debug_assert_eq!(has_calls, calls::has_calls(f));
    if sgpr && (has_calls || f.device_function) && calls::mubuf_frames(target) {
        view.reserved_low = 4;
    }
    let aligned = target.processor.needs_aligned_vgpr_tuples();
    let align_of = |w: u8| color::align(sgpr, aligned, w);
    // Each class needs at least the registers one instruction uses at once (uses plus
    // early defs, or all defs: `View::op_floor`, counted as the view made the operands) and
    // its fixed inputs plus one.
    let floor = [0, 1, 2].map(|c| (nfixed[c] + 1).max(view.op_floor[c]).min(CLASS_REGS));
    let inst_max = view.inst_max;
    let mut budget = [0usize; 3];
    for c in 0..3 {
        if classes.width[c] > 0 {
            let fit =
                (limit.saturating_sub(view.reserved_low as u32) / classes.width[c] as u32) as usize;
            budget[c] = fit.min(CLASS_REGS).max(floor[c]);
        }
    }
    let opts = RegallocOptions {
        verbose_log: false,
        validate_ssa: check,
        algorithm: regalloc2::Algorithm::Ion,
    };
    // Dwords held back from the values live across each instruction once the classes are
    // at their floors (`None`: not capped yet).
    let mut held: Option<u32> = None;
    // How much each class shrinks at least, doubled while the packing's need does not drop
    // (a proportional cut of a few percent may leave the same overflow for many rounds when
    // it comes from packing aligned tuples, not from pressure): the rounds stay few.
    let (mut step, mut last_need) = (1usize, u32::MAX);
    for _ in 0..16 {
        let env = env_of(budget);
        let out = match run_regalloc2(scratch, &view, &env, &opts) {
            Ok(out) => out,
            // More values must be in registers at one instruction than the classes hold
            // (operands, clobbers and tied results together, e.g. a `v_fmac` whose addend
            // dies there under a budget of a few VGPRs): register pressure, not a defect.
            Err(regalloc2::RegAllocError::TooManyLiveRegs) => break,
            // regalloc2 names its own vreg numbers: the message names the MIR vreg.
            Err(regalloc2::RegAllocError::SSA(v, i)) => {
                return Err(RunErr::Other(match view.mir_vreg(v) {
                    Some(m) => {
                        internal!("regalloc2: %{m} is defined more than once (SSA check at {i:?})")
                    }
                    None => internal!("regalloc2: SSA({v:?}, {i:?})"),
                }))
            }
            Err(e) => return Err(RunErr::Other(internal!("regalloc2: {e:?}"))),
        };
        if check {
            let mut ck = regalloc2::checker::Checker::new(&view, &env);
            ck.prepare(&out);
            ck.run()
                .map_err(|e| RunErr::Other(internal!("regalloc2 checker: {e:?}")))?;
        }
        let col = color::color(f, &view, &out, &pre, &align_of, limit, &mut scratch.color)
            .map_err(RunErr::Other)?;
        if ra_debug() {
            let (top, c) = match &col {
                Ok(c) => (c.top, c),
                Err((t, c)) => (*t, c),
            };
            eprintln!(
                "ra {bank:?}: widths {:?} demand {:?} floor {floor:?} inst max {inst_max} budget {budget:?} used {:?} webs {} \
                 spillslots {} in memory {} (far {}) edges {} top {top} limit {limit}",
                classes.width, classes.demand, c.used, c.webs, out.num_spillslots, c.mem_slots,
                c.far_slots, c.edges
            );
        }
        match col {
            Ok(color) => {
                if color.mem_slots > 0 && !may_spill {
                    return Err(RunErr::Spilled);
                }
                return Ok(RunOut {
                    bank,
                    view,
                    out,
                    color,
                });
            }
            Err((need, c)) => {
                let used = c.used;
                scratch.recycle_output(out);
                scratch.color.recycle(c);
                let old = budget;
                if need >= last_need {
                    step *= 2;
                }
                last_need = need;
                // Shrink every class in proportion to the overflow (at least by `step`).
                for k in 0..3 {
                    if budget[k] == 0 {
                        continue;
                    }
                    let cur = budget[k].min(used[k].max(1));
                    let new = (cur as u64 * limit as u64 / need as u64) as usize;
                    budget[k] = new.min(cur.saturating_sub(step)).max(floor[k]);
                }
                if budget == old {
                    // The classes are at their floors, yet together they overflow the file:
                    // regalloc2 does not see that the classes share it. Cap what may stay
                    // live across each instruction (clobbers), tighter each round.
                    let h = match held {
                        None => 0,
                        Some(h) => h + 1,
                    };
                    if inst_max as u32 + h > limit {
                        break;
                    }
                    held = Some(h);
                    cap_live_across(&mut view, classes, &budget, limit - h);
                }
            }
        }
    }
    Err(RunErr::Other(unsupported!(
        "register pressure too high for the {} file ({limit} registers)",
        file_name(bank)
    )))
}

/// One register file's run ([`run_file`] with the file's parameters bound), in the working
/// memory given, with or without the clobbers of calls.
type RunFileFn<'a> =
    dyn Fn(&mut Scratch, Option<&view::CallClobbersFn>) -> Result<RunOut, RunErr> + 'a;

/// Runs `run` for a file of a function with calls (`has_calls`: [`calls::has_calls`] of `f`)
/// first keeping the values live across each call out of the registers it clobbers ([`calls::Clobbers`] of a callee compiled before; the
/// argument and result VGPRs of every call), so that no save is needed around it; when that
/// does not fit without spilling, as before: values anywhere, saved around the call.
fn run_avoiding_calls(
    scratch: &mut Scratch,
    f: &MFunction,
    bank: Bank,
    callees: &calls::CalleeClobbers,
    has_calls: bool,
    run: &RunFileFn,
) -> Result<RunOut, RunErr> {
    debug_assert_eq!(has_calls, calls::has_calls(f));
    if !has_calls {
        return run(scratch, None);
    }
    let clobbered = |i: &gfxc_mir::MInst| calls::call_clobbers(f, i, bank, callees);
    match run(scratch, Some(&clobbered)) {
        Ok(r) if r.color.mem_slots == 0 => Ok(r),
        Ok(r) => {
            scratch.recycle(r);
            run(scratch, None)
        }
        _ => run(scratch, None),
    }
}

/// Clobbers that leave at most `limit` dwords at every instruction: its own operands
/// (`View::need`) plus the values live across it, whose room is shared among the classes in
/// proportion to their budgets (dwords). A class keeps its registers for the instruction's
/// defs plus its share; regalloc2 splits or spills what else would stay live across.
fn cap_live_across(view: &mut View, classes: &Classes, budget: &[usize; 3], limit: u32) {
    let weight: [usize; 3] = [0, 1, 2].map(|c| budget[c] * classes.width[c] as usize);
    let total: usize = weight.iter().sum::<usize>().max(1);
    for (k, vi) in view.insts.iter().enumerate() {
        let mut set = PRegSet::empty();
        let fixed = vi
            .ops
            .iter()
            .any(|o| matches!(o.constraint(), regalloc2::OperandConstraint::FixedReg(_)));
        if vi.group.is_some() && !fixed {
            let (need, defs) = view.need[k];
            let room = (limit as usize).saturating_sub(need);
            let mut left = room;
            let mut keep = [0usize; 3];
            for c in 0..3 {
                let w = classes.width[c] as usize;
                if w == 0 {
                    continue;
                }
                keep[c] = room * weight[c] / total / w;
                left -= keep[c] * w;
            }
            // What rounding left over goes to the narrowest class.
            if let Some(c) = (0..3)
                .filter(|&c| classes.width[c] > 0)
                .min_by_key(|&c| classes.width[c])
            {
                keep[c] += left / classes.width[c] as usize;
            }
            for c in 0..3 {
                for i in (defs[c] + keep[c]).min(budget[c])..budget[c] {
                    set.add(PReg::new(i, CLASSES[c]));
                }
            }
        }
        view.clobbers[k] = set;
    }
}

fn file_name(bank: Bank) -> &'static str {
    match bank {
        Bank::S => "SGPR",
        Bank::V => "VGPR",
        Bank::A => "AGPR",
    }
}

fn env_of(budget: [usize; 3]) -> MachineEnv {
    let mut pref = [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()];
    for c in 0..3 {
        for i in 0..budget[c] {
            pref[c].add(PReg::new(i, CLASSES[c]));
        }
    }
    MachineEnv {
        preferred_regs_by_class: pref,
        non_preferred_regs_by_class: [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()],
        scratch_by_class: [None, None, None],
        fixed_stack_slots: Vec::new(),
    }
}

/// `GFXC_RA_DEBUG` is set: each run prints its classes and packing on stderr. Read once per
/// process (reading the environment took ~450 instructions per run).
fn ra_debug() -> bool {
    static ON: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *ON.get_or_init(|| std::env::var_os("GFXC_RA_DEBUG").is_some())
}

/// Allocate registers with the target's full files; the result has physical operands only.
pub fn allocate(
    f: &MFunction,
    target: &Target,
    check: bool,
) -> Result<(MFunction, Stats), StageError> {
    allocate_with(f, target, &Limits::default(), check)
}

/// Allocate registers within `limits` (kernel attributes); calls clobber the whole
/// convention.
pub fn allocate_with(
    f: &MFunction,
    target: &Target,
    limits: &Limits,
    check: bool,
) -> Result<(MFunction, Stats), StageError> {
    allocate_calling(f, target, limits, check, &Default::default())
}

/// [`allocate_with`] where a call to a function named in `callees` clobbers only what that
/// function writes ([`calls::Clobbers`]).
pub fn allocate_calling(
    f: &MFunction,
    target: &Target,
    limits: &Limits,
    check: bool,
    callees: &calls::CalleeClobbers,
) -> Result<(MFunction, Stats), StageError> {
    allocate_cow(
        std::borrow::Cow::Borrowed(f),
        target,
        limits,
        check,
        callees,
    )
}

/// [`allocate_calling`] of a function the caller no longer needs: the result is made in its
/// memory (each block's instruction, parameter and argument lists are rewritten in place)
/// rather than in new lists per block beside it, the old ones freed with `f` later. The
/// same result.
pub fn allocate_calling_owned(
    f: MFunction,
    target: &Target,
    limits: &Limits,
    check: bool,
    callees: &calls::CalleeClobbers,
) -> Result<(MFunction, Stats), StageError> {
    allocate_cow(std::borrow::Cow::Owned(f), target, limits, check, callees)
}

/// [`allocate_calling`] of a borrowed or owned `f`.
fn allocate_cow(
    f: std::borrow::Cow<'_, MFunction>,
    target: &Target,
    limits: &Limits,
    check: bool,
    callees: &calls::CalleeClobbers,
) -> Result<(MFunction, Stats), StageError> {
    with_scratch(|work| {
        let r = allocate_in(work, f, target, limits, check, callees);
        // (The unions and intervals `allocate_in` shared were of this function's runs.)
        classes::unshare(&mut work.classes);
        r
    })
}

/// [`allocate_calling`] in the working memory `work`.
fn allocate_in(
    work: &mut Scratch,
    src: std::borrow::Cow<'_, MFunction>,
    target: &Target,
    limits: &Limits,
    check: bool,
    callees: &calls::CalleeClobbers,
) -> Result<(MFunction, Stats), StageError> {
    let f: &MFunction = &src;
    let edges0 = color::EDGES.with(|e| e.get());
    let (slimit, vlimit, alimit) = budgets(target, f.wave64, limits);
    // Calls (`calls.rs`): s28..s33 are reserved; a kernel that calls sets up scratch.
    let f_calls = calls::has_calls(f);
    let calling = f_calls || f.device_function;
    let slimit = if calling {
        slimit.min(calls::SGPR_LIMIT)
    } else {
        slimit
    };
    let nargs = calls::entry_vgprs(f);
    let ws = if f.wave64 { 64 } else { 32 };
    let any_a = f.vregs.iter().any(|i| i.bank == Bank::A);
    if any_a && alimit == 0 {
        return Err(unsupported!(
            "{} has no AGPRs (MFMA accumulators need gfx908/gfx90a/gfx942)",
            target.processor.name
        ));
    }
    let unified = target.processor.regs.unified_vgpr_agpr;
    let mut scratch = calling && !f.device_function;
    // An AGPR spilled through scratch needs a VGPR to pass through (gfx908 has one reserved
    // for AGPR moves anyway).
    let mut a_tmp = any_a && !unified;
    let mubuf = spill::scratch_kind(target) == spill::ScratchKind::Mubuf;
    // VGPR spill slots may live in free AGPRs before scratch (gfx908: the separate AGPR
    // file, bounded like the VGPRs; gfx90a/gfx942: what the unified budget leaves above the
    // VGPRs; LLVM's `SIMachineFunctionInfo::allocateVGPRSpillToAGPR`). Not across calls: a
    // callee may clobber the AGPRs, and a device function would have to save them.
    let v_to_a = alimit > 0 && !calling;
    let mut soffset = false;
    loop {
        // Without scratch set-up the runs read `f` itself: `rewrite` makes the one copy (or
        // rewrites `f` in place when it was given by value).
        let gc: std::borrow::Cow<MFunction> = if scratch && !f.device_function {
            let g = spill::with_scratch_setup(f, target)?;
            std::borrow::Cow::Owned(if f_calls && calls::mubuf_frames(target) {
                // The callees' scratch descriptor (`calls::RSRC`).
                spill::with_private_buffer(g)?
            } else {
                g
            })
        } else {
            std::borrow::Cow::Borrowed(f)
        };
        // (The scratch set-up is of the function's own: the copy is scanned again.)
        let g_calls = match &gc {
            std::borrow::Cow::Borrowed(_) => f_calls,
            std::borrow::Cow::Owned(g) => calls::has_calls(g),
        };
        let g: &MFunction = &gc;
        // Every run below is of `g`: the class assignment of each file reads the unions and
        // intervals found once for all of them.
        classes::share(g, &mut work.classes);
        let err = |e: RunErr| match e {
            RunErr::Spilled => StageError::internal("internal: unexpected spill"),
            RunErr::Other(s) => s,
        };
        // GFX6-GFX8 spills: a 4-aligned SGPR quad above the allocation (`spill.rs`), and
        // after it the `soffset` SGPR of a frame beyond the immediate offsets.
        let sl = if scratch && mubuf {
            slimit.saturating_sub(7 + soffset as u32)
        } else {
            slimit
        };
        let s = run_avoiding_calls(work, g, Bank::S, callees, g_calls, &|sc, c| {
            run_file(sc, g, target, Bank::S, sl, true, check, (g_calls, c))
        })
        .map_err(err)?;
        let lanes = s.color.mem_slots.div_ceil(ws);
        // Reserved above the allocation: lane VGPRs, the scratch address VGPR, gfx908's
        // AGPR-move temporary.
        // (A device function addresses its spills through s33, no zero VGPR.)
        let zero = scratch && !mubuf && !f.device_function;
        let mut vl = vlimit.saturating_sub(lanes + zero as u32 + a_tmp as u32);
        if let Some(cap) = unified_cap(target, f.wave64, limits).filter(|_| any_a) {
            // The unified file: leave the AGPRs at least the widest accumulator tuple (one
            // MFMA reads SrcC and writes vdst in it), past the 4-aligned accum_offset.
            let a_min = f
                .vregs
                .iter()
                .filter(|i| i.bank == Bank::A)
                .map(|i| i.width.next_multiple_of(2) as u32)
                .max()
                .unwrap_or(0);
            let v_room = cap.saturating_sub(a_min) / 4 * 4;
            vl = vl.min(v_room.saturating_sub(lanes + zero as u32 + a_tmp as u32));
        }
        let v_spills = scratch || v_to_a;
        let v = match run_avoiding_calls(work, g, Bank::V, callees, g_calls, &|sc, c| {
            run_file(sc, g, target, Bank::V, vl, v_spills, check, (g_calls, c))
        }) {
            Ok(v) => v,
            Err(RunErr::Spilled) if !scratch => {
                scratch = true;
                continue;
            }
            Err(e) => return Err(err(e)),
        };
        // VGPRs taken by the V run and everything reserved above it.
        let v_top = v.color.top + lanes + zero as u32 + a_tmp as u32;
        let a = if any_a {
            // Unified file: the AGPRs start at `accum_offset` = VGPRs aligned to 4.
            let al = match unified_cap(target, f.wave64, limits) {
                Some(cap) => alimit.min(cap.saturating_sub(v_top.next_multiple_of(4))),
                None => alimit,
            };
            if al == 0 {
                return Err(unsupported!(
                    "no AGPRs left for the MFMA accumulators ({} VGPRs of at most {})",
                    v_top,
                    unified_cap(target, f.wave64, limits).unwrap_or(vlimit)
                ));
            }
            let a = run_file(work, g, target, Bank::A, al, true, check, (g_calls, None))
                .map_err(err)?;
            let slots = a.color.mem_slots;
            // Where AGPR spill slots go: spare VGPRs above everything (gfx908, separate file:
            // `v_accvgpr_read/write` only), else scratch through a reserved VGPR.
            let in_vgprs = !unified && v_top + slots <= vlimit;
            if slots > 0 && !in_vgprs && !(scratch && a_tmp) {
                // Every AGPR target is GFX9+ (scratch through `scratch_*` and the zero VGPR).
                scratch = true;
                a_tmp = true;
                continue;
            }
            Some((a, in_vgprs))
        } else {
            None
        };
        // The VGPR run's memory slots: free AGPRs above the AGPR run's first, then scratch.
        let v_homes = if v_to_a && v.color.mem_slots > 0 {
            let a_top = a.as_ref().map_or(0, |x| x.0.color.top);
            let a_file = match unified_cap(target, f.wave64, limits) {
                Some(cap) => alimit.min(cap.saturating_sub(v_top.next_multiple_of(4))),
                None => alimit,
            };
            // An AGPR run that spilled left no AGPR free.
            let room = if a.as_ref().is_some_and(|x| x.0.color.mem_slots > 0) {
                0
            } else {
                a_file.saturating_sub(a_top)
            };
            spill::vgpr_slot_homes(&v, a_top, room)
        } else {
            spill::SlotHomes::scratch_only(v.color.mem_slots)
        };
        if v_homes.scratch > 0 && !scratch {
            scratch = true;
            continue;
        }
        if mubuf && scratch && !soffset && !f.device_function {
            // A frame beyond MUBUF's 12-bit offsets needs `soffset` after the quad: when the
            // allocation left no room for it, again with one more SGPR reserved.
            let a_mem = a
                .as_ref()
                .map_or(0, |x| if x.1 { 0 } else { x.0.color.mem_slots });
            let frame = g.private_bytes.next_multiple_of(4) + 4 * (v_homes.scratch + a_mem);
            if frame > spill::max_offset(target) + 1
                && rewrite::spill_quad(g, s.color.top) + 5 > slimit
            {
                soffset = true;
                continue;
            }
        }
        let plan = rewrite::Reserved {
            lanes,
            a_tmp,
            a_in_vgprs: a.as_ref().is_some_and(|x| x.1),
            v_homes,
        };
        // The scratch set-up's copy, else the function as it was given (a borrowed one is
        // copied here, once: the rewrite works in place).
        let g = match gc {
            std::borrow::Cow::Owned(g) => g,
            std::borrow::Cow::Borrowed(_) => src.into_owned(),
        };
        let (mut af, mut stats) = rewrite::rewrite(
            g,
            target,
            &s,
            &v,
            a.as_ref().map(|x| &x.0),
            &plan,
            slimit,
            &mut work.rewrite,
        )?;
        // Given back last run first, so that the next allocation's runs (SGPR, VGPR, AGPR)
        // each take the memory sized by the same file's run here.
        for r in [a.map(|x| x.0), Some(v), Some(s)].into_iter().flatten() {
            work.recycle(r);
        }
        if calling {
            let vtop = calls::expand(&mut af, target, nargs, stats.scratch_bytes, callees)?;
            stats.vgprs = stats.vgprs.max(vtop);
            // s[28:29], the return address, s32 and s33 (MUBUF frames: the descriptor
            // s[36:39] of a kernel).
            stats.sgprs = stats
                .sgprs
                .max(if calls::mubuf_frames(target) { 40 } else { 34 });
        }
        copy_prop::run_in(&mut af, &mut work.copy_prop);
        stats.interference_edges = color::EDGES.with(|e| e.get()) - edges0;
        return Ok((af, stats));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A function given by value is rewritten into the same result as a borrowed one, with
    /// the target's files and under budgets that spill (scratch set-up: the runs read a copy).
    #[test]
    fn owned_and_borrowed_allocations_agree() {
        let cases = [
            include_str!("../../tests/cases/mir/regalloc/straight_line.mir"),
            include_str!("../../tests/cases/mir/regalloc/block_params.mir"),
            include_str!("../../tests/cases/mir/regalloc/linear_args.mir"),
            include_str!("../../tests/cases/mir/regalloc/tied.mir"),
        ];
        let mut compared = 0;
        for text in cases {
            let cpu = text
                .lines()
                .next()
                .and_then(|l| l.split_whitespace().last())
                .unwrap();
            let t = Target::parse(cpu).unwrap();
            for f in gfxc_mir::parse(text).unwrap() {
                for limits in [
                    Limits::default(),
                    Limits {
                        max_vgprs: Some(2),
                        max_sgprs: Some(16),
                        ..Limits::default()
                    },
                ] {
                    let none = Default::default();
                    let b = allocate_calling(&f, &t, &limits, true, &none);
                    let o = allocate_calling_owned(f.clone(), &t, &limits, true, &none);
                    assert_eq!(format!("{b:?}"), format!("{o:?}"), "{cpu} {limits:?}");
                    compared += b.is_ok() as usize;
                }
            }
        }
        assert!(compared >= 4);
    }

    #[test]
    fn tuple_alignment_per_generation() {
        use color::align;
        // SGPR pairs even, quads and wider 4-aligned.
        assert_eq!((align(true, false, 1), align(true, false, 2)), (1, 2));
        assert_eq!((align(true, false, 4), align(true, false, 8)), (4, 4));
        // VGPR tuples unaligned except on gfx90a/gfx942 (even).
        assert_eq!((align(false, false, 2), align(false, false, 4)), (1, 1));
        assert_eq!((align(false, true, 2), align(false, true, 16)), (2, 2));
        assert_eq!(align(false, true, 1), 1);
    }

    #[test]
    fn width_buckets() {
        use classes::bucket;
        let b: Vec<u8> = [1, 2, 3, 4, 5, 16, 32].iter().map(|&w| bucket(w)).collect();
        assert_eq!(b, [1, 2, 4, 4, 8, 16, 32]);
    }

    #[test]
    fn budgets_follow_attributes_and_targets() {
        let t = Target::parse("gfx900").unwrap();
        let (s, v, a) = budgets(&t, true, &Limits::default());
        assert_eq!((s, v, a), (94, 256, 0));
        let l = Limits {
            max_vgprs: Some(16),
            max_sgprs: Some(20),
            ..Limits::default()
        };
        assert_eq!(budgets(&t, true, &l), (20, 16, 0));
        let w = Limits {
            min_waves_per_eu: Some(4),
            ..Limits::default()
        };
        assert_eq!(budgets(&t, true, &w).1, 64);
        let t = Target::parse("gfx908").unwrap();
        assert_eq!(budgets(&t, true, &Limits::default()).2, 256);
        let t = Target::parse("gfx1100").unwrap();
        assert_eq!(budgets(&t, false, &Limits::default()).0, 104);
    }
}
