//! The interpreter: normalises a [`MemOp`], finds its row in [`table::rows`], evaluates the
//! row's guarded steps for the target and operation, follows `@same-as`/`@then` references and
//! applies the per-target rules that are not table rows (the access form, the returning-atomic
//! bit, GFX6's L1 invalidate, GFX940/941 store bits).

use super::table::{self, Atom, Bit, Counter, Instr, Row, StepKind, TableCacheOp};
use super::types::*;
use gfxc_isa::processors::Generation;

/// The evaluation context of one operation.
struct Ctx<'a> {
    t: &'a MmTarget,
    op: &'a MemOp,
    level: ScopeLevel,
    space: Space,
    returns: bool,
}

impl Ctx<'_> {
    fn atom(&self, a: Atom) -> bool {
        let fence = match self.op.kind {
            MemOpKind::Fence { spaces } => Some(spaces),
            _ => None,
        };
        match a {
            Atom::OpenCl => self.op.scope.one_as,
            Atom::TgSplit => self.t.tgsplit,
            Atom::CuMode => self.t.cumode,
            Atom::Gfx10 => self.t.generation.is_gfx10(),
            Atom::Gfx11 => self.t.generation == Generation::Gfx11,
            Atom::Returns => self.returns,
            Atom::Volatile => self.op.volatile,
            Atom::NonTemporal => self.op.nontemporal,
            Atom::AsNotGeneric => self.space != Space::Flat,
            Atom::FenceNoLds => fence.is_some_and(|f| !f.local || self.op.scope.one_as),
            Atom::FenceNoGlobal => fence.is_some_and(|f| !f.global),
            Atom::FenceGds => fence.is_some_and(|f| f == FenceSpaces::ALL && !self.op.scope.one_as),
        }
    }
}

/// The row for (`instr`, `ordering`) at the context's scope and space.
fn find(t: &MmTarget, instr: Instr, ordering: Ordering, cx: &Ctx) -> Option<&'static Row> {
    let fam = t.family();
    table::rows().iter().find(|r| {
        r.family == fam
            && r.instr == instr
            && r.ordering == ordering
            && (r.scopes.is_empty()
                || ordering == Ordering::NotAtomic
                || r.scopes.contains(&cx.level))
            && (r.spaces.is_empty() || instr == Instr::Fence || r.spaces.contains(&cx.space))
    })
}

#[derive(Default)]
struct Builder {
    seq: MmSequence,
    bits: Option<Vec<Bit>>,
}

fn eval_row(row: &'static Row, cx: &Ctx, b: &mut Builder, depth: u8) -> Result<(), MmError> {
    b.seq.rows.push(row.id);
    let atom = |a| cx.atom(a);
    for step in row.steps {
        if !step.guard.eval(&atom) {
            continue;
        }
        let placed = match &step.kind {
            StepKind::Wait(ctrs) => {
                let mut w = Wait::default();
                for (c, cond) in ctrs.iter() {
                    if cond.eval(&atom) {
                        match c {
                            Counter::Vm => w.vm = true,
                            Counter::Lgkm => w.lgkm = true,
                            Counter::Vs => w.vs = true,
                        }
                    }
                }
                (!w.is_empty()).then_some(super::types::Step::Wait(w))
            }
            StepKind::Cache(c) => Some(super::types::Step::Cache(cache_op(*c, cx.t))),
            StepKind::Access(bits) => {
                let set = bits
                    .iter()
                    .filter(|(_, c)| c.eval(&atom))
                    .map(|(b, _)| *b)
                    .collect();
                b.bits = Some(set);
                None
            }
            StepKind::Goto(instr, ord) => {
                if depth > 3 {
                    return Err(MmError::InvalidOrdering(format!(
                        "row {}: reference loop",
                        row.id
                    )));
                }
                let r = find(cx.t, *instr, *ord, cx).ok_or_else(|| {
                    MmError::InvalidOrdering(format!(
                        "row {}: no row for {instr:?} {ord:?}",
                        row.id
                    ))
                })?;
                eval_row(r, cx, b, depth + 1)?;
                None
            }
        };
        if let Some(s) = placed {
            if b.bits.is_some() {
                b.seq.after.push(s);
            } else {
                b.seq.before.push(s);
            }
        }
    }
    Ok(())
}

/// A table cache op on target `t` (GFX6 has no `_vol` invalidate: decision D1).
fn cache_op(c: TableCacheOp, t: &MmTarget) -> CacheOp {
    match c {
        TableCacheOp::Wbinvl1Vol if t.generation == Generation::Gfx6 => CacheOp::Wbinvl1,
        TableCacheOp::Wbinvl1Vol => CacheOp::Wbinvl1Vol,
        TableCacheOp::Invl2 => CacheOp::Invl2,
        TableCacheOp::Wbl2 => CacheOp::Wbl2,
        TableCacheOp::Gl0Inv => CacheOp::Gl0Inv,
        TableCacheOp::Gl1Inv => CacheOp::Gl1Inv,
        TableCacheOp::Inv(sc0, sc1) => CacheOp::Inv { sc0, sc1 },
        TableCacheOp::Wbl2Sc(sc0, sc1) => CacheOp::Wbl2Sc { sc0, sc1 },
    }
}

/// The instruction family instruction selection uses for `space` on `t` (as llc-19 does).
pub fn access_form(t: &MmTarget, space: Space) -> Form {
    match space {
        Space::Local | Space::Region => Form::Ds,
        Space::Flat => Form::Flat,
        Space::Global | Space::Constant => match t.generation {
            Generation::Gfx6 => Form::Buffer,
            Generation::Gfx7 | Generation::Gfx8 => Form::Flat,
            _ => Form::Global,
        },
        Space::Private => {
            if t.family() == Family::Gfx940 || t.generation == Generation::Gfx11 {
                Form::Scratch
            } else {
                Form::Buffer
            }
        }
    }
}

/// See [`super::sequence`].
pub fn sequence(op: &MemOp, t: &MmTarget) -> Result<MmSequence, MmError> {
    use Ordering::*;
    let bad = |m: &str| Err(MmError::InvalidOrdering(format!("{}: {m}", op.key())));
    let (instr, access, returns, mut ordering) = match op.kind {
        MemOpKind::Load => (Instr::LoadAtomic, Some(AccessOp::Load), false, op.ordering),
        MemOpKind::Store => (
            Instr::StoreAtomic,
            Some(AccessOp::Store),
            false,
            op.ordering,
        ),
        MemOpKind::AtomicRmw { returns } => (
            Instr::AtomicRmw,
            Some(AccessOp::Atomic),
            returns,
            op.ordering,
        ),
        MemOpKind::CmpXchg { returns, failure } => {
            if matches!(failure, Release | AcqRel | NotAtomic | Unordered) {
                return bad("invalid cmpxchg failure ordering");
            }
            (
                Instr::AtomicRmw,
                Some(AccessOp::Atomic),
                returns,
                op.ordering.merge(failure),
            )
        }
        MemOpKind::Fence { .. } => (Instr::Fence, None, false, op.ordering),
    };
    // Normalisation (spec-memory-model.md §1.3).
    let mut instr = instr;
    match (op.kind, ordering) {
        (MemOpKind::Load, Release) | (MemOpKind::Store, Acquire) => ordering = NotAtomic,
        (MemOpKind::Load, AcqRel) => ordering = Acquire,
        (MemOpKind::Store, AcqRel) => ordering = Release,
        (MemOpKind::Fence { .. }, NotAtomic | Unordered | Monotonic) => {
            return bad("a fence must be acquire, release, acq_rel or seq_cst")
        }
        (MemOpKind::AtomicRmw { .. } | MemOpKind::CmpXchg { .. }, NotAtomic) => {
            return bad("an atomicrmw must be atomic")
        }
        (MemOpKind::AtomicRmw { .. } | MemOpKind::CmpXchg { .. }, Unordered) => {
            ordering = Monotonic
        }
        _ => {}
    }
    let mut space = op.space;
    if access.is_some() {
        if space == Space::Flat && !t.has_flat() {
            return Err(MmError::NoSuchAccess(format!(
                "{}: {} has no generic address space",
                op.key(),
                t.processor
            )));
        }
        if space == Space::Local && t.tgsplit {
            return Err(MmError::LocalInTgSplit);
        }
        // Private, constant and region memory is never shared: every access is non-atomic
        // (spec-memory-model.md §1.1).
        if matches!(space, Space::Private | Space::Constant | Space::Region) {
            if instr == Instr::AtomicRmw {
                return Err(MmError::NoSuchAccess(format!(
                    "{}: read-modify-write of {} memory",
                    op.key(),
                    space.name()
                )));
            }
            ordering = NotAtomic;
        }
    }
    if ordering == NotAtomic {
        instr = if instr == Instr::LoadAtomic {
            Instr::Load
        } else {
            Instr::Store
        };
        if space == Space::Constant {
            space = Space::Global;
        }
    }
    let mut level = op.scope.level;
    if space == Space::Local && access.is_some() {
        // LDS is per work-group: wider scopes clamp to workgroup (AMDGPUUsage "Memory Scopes").
        level = level.min(ScopeLevel::Workgroup);
    }
    let cx = Ctx {
        t,
        op,
        level,
        space,
        returns,
    };
    let row = find(t, instr, ordering, &cx).ok_or_else(|| {
        MmError::InvalidOrdering(format!("{}: no table row on {}", op.key(), t.name()))
    })?;
    let mut b = Builder::default();
    eval_row(row, &cx, &mut b, 0)?;
    let mut seq = b.seq;
    if let Some(aop) = access {
        let mut bits = CacheBits::default();
        for bit in b.bits.unwrap_or_default() {
            match bit {
                Bit::Glc => bits.glc = true,
                Bit::Slc => bits.slc = true,
                Bit::Dlc => bits.dlc = true,
                Bit::Sc0 => bits.sc0 = true,
                Bit::Sc1 => bits.sc1 = true,
                Bit::Nt => bits.nt = true,
            }
        }
        let form = access_form(t, space);
        if form == Form::Ds {
            bits = CacheBits::default();
        }
        if aop == AccessOp::Atomic && form != Form::Ds {
            // On atomics glc (sc0 on GFX940) selects the returning form; it is not a cache
            // policy (AMDGPUUsage "Memory Model GFX942").
            let fam = t.family();
            if fam == Family::Gfx940 {
                bits.sc0 = returns;
            } else {
                bits.glc = returns;
            }
        }
        if aop == AccessOp::Store && form != Form::Ds && t.force_store_sc0_sc1() {
            // gfx940/gfx941 (not gfx942): every store sets sc0 sc1 (decision D9).
            bits.sc0 = true;
            bits.sc1 = true;
        }
        seq.access = Some(Access {
            form,
            op: aop,
            bits,
        });
    }
    Ok(seq)
}
