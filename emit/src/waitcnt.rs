//! `s_waitcnt` insertion after register allocation: a scoreboard over each generation's
//! counters (vmcnt, lgkmcnt, expcnt for VMEM store data on GFX6, and vscnt on GFX10+).
//!
//! Guarantees: before any instruction reads or overwrites a register that an outstanding
//! memory instruction will write (load result, returning atomic), the pass inserts the
//! weakest wait that guarantees completion: in-order counters (VMEM loads; DS when no SMEM is
//! outstanding) wait for exactly the number of younger operations, SMEM (out of order) waits
//! for lgkmcnt(0); FLAT counts on both vmcnt and lgkmcnt. `p_wait_all` becomes a wait of
//! every counter to zero (plus `s_waitcnt_vscnt null, 0` on GFX10+). The state flows along
//! the linear CFG to a fixed point (joins take, per register, the most demanding wait).
//! Explicit waits already in the code are honoured. No wait is inserted where none is
//! needed by these rules.
//!
//! Memory-model waits (`Pseudo::Wait`, placed by `memory_legalizer` from the AMDGPUUsage
//! "Memory Model" sequences; `Pseudo::WaitAll` = every counter) are *requirements*: they are
//! merged with the dependency waits needed before the same instruction into one `s_waitcnt`
//! (a required counter waits for 0, whatever the dependences need), and a counter is dropped
//! from them only when the state proves it already at zero on every path into that point (no
//! operation of that counter possibly outstanding). A function still holding an unlegalized
//! fence or access semantics is an internal error. `tests/memory_legalizer.rs` fails if a
//! required wait is dropped (compiled sequences against llc-19, and the `required_waits_*`
//! cases where the register dependences need no wait).
//!
//! Checked by `tests/compile_waitcnt.rs`: deleting any wait gfxc emitted that guards a
//! dependency makes the simulator's strict mode report the missing `s_waitcnt`, and the
//! per-kernel wait counts compare with llc-19's (see `examples/bench_llc.rs`).
//!
//! GFX6 (as LLVM's `SIInsertWaitcnts` for targets before Sea Islands): a MUBUF store or atomic
//! reads its data VGPRs after issue and releases them through expcnt, so an instruction that
//! *overwrites* a VGPR still locked by such an access first waits for expcnt (reads do not).

use gfxc_ir::StageError;
use gfxc_isa::op::kind;
use gfxc_isa::processors::Generation;
use gfxc_isa::regs::{Operand, Reg, RegFile};
use gfxc_isa::table::{table, Format};
use gfxc_isa::Op;
use gfxc_mir::{Kind, MFunction, MInst, MOp, Pseudo, Term};
use smallvec::SmallVec;

/// Pending ages per counter, by register unit.
type Ages = [Option<u32>; NC];

/// A map from register unit (file, index) to [`Ages`], kept as a vector sorted by unit: a
/// handful of entries at a time, and cloned per block and successor, where a `BTreeMap`'s
/// nodes cost an allocation each. Iterates in key order, as the `BTreeMap` it replaces.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct UnitMap(Vec<((u8, u16), Ages)>);

impl UnitMap {
    fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
    fn find(&self, k: &(u8, u16)) -> Result<usize, usize> {
        self.0.binary_search_by(|e| e.0.cmp(k))
    }
    fn get(&self, k: &(u8, u16)) -> Option<&Ages> {
        self.find(k).ok().map(|i| &self.0[i].1)
    }
    fn remove(&mut self, k: &(u8, u16)) {
        if let Ok(i) = self.find(k) {
            self.0.remove(i);
        }
    }
    fn insert(&mut self, k: (u8, u16), v: Ages) {
        match self.find(&k) {
            Ok(i) => self.0[i].1 = v,
            Err(i) => self.0.insert(i, (k, v)),
        }
    }
    /// The entry of `k`, inserted as `v` when absent.
    fn or_insert(&mut self, k: (u8, u16), v: Ages) -> &mut Ages {
        let i = match self.find(&k) {
            Ok(i) => i,
            Err(i) => {
                self.0.insert(i, (k, v));
                i
            }
        };
        &mut self.0[i].1
    }
}

const VM: usize = 0;
const LGKM: usize = 1;
const VS: usize = 2;
/// GFX6 only: VMEM store/atomic data VGPRs not yet read.
const EXP: usize = 3;
/// Counters tracked.
const NC: usize = 4;

#[derive(Clone, Debug, Default, PartialEq, Eq)]
struct State {
    /// Possibly outstanding operations per counter.
    outstanding: [u32; NC],
    /// SMEM possibly outstanding (lgkm waits must be 0).
    smem: bool,
    /// Register unit (file, index) -> per counter: younger ops of that counter since the
    /// write was issued (`None`: not pending on that counter). FLAT writes are pending on
    /// both vmcnt and lgkmcnt (the data returns when both have counted it).
    pending: UnitMap,
}

fn units(r: &Reg) -> impl Iterator<Item = (u8, u16)> + '_ {
    let f = match r.file {
        RegFile::Sgpr => 0u8,
        RegFile::Vgpr => 1,
        RegFile::Agpr => 2,
        _ => 3,
    };
    (0..r.count as u16).map(move |i| (f, r.index + i))
}

impl State {
    /// Joins `o` into this state; whether this state changed (in place: no copy of the old
    /// state to compare against).
    fn join(&mut self, o: &State) -> bool {
        let mut changed = false;
        for c in 0..NC {
            let m = self.outstanding[c].max(o.outstanding[c]);
            changed |= m != self.outstanding[c];
            self.outstanding[c] = m;
        }
        changed |= o.smem && !self.smem;
        self.smem |= o.smem;
        for (k, v) in &o.pending.0 {
            match self.pending.find(k) {
                Err(i) => {
                    self.pending.0.insert(i, (*k, *v));
                    changed = true;
                }
                Ok(i) => {
                    let e = &mut self.pending.0[i].1;
                    for c in 0..NC {
                        let j = match (e[c], v[c]) {
                            (Some(a), Some(b)) => Some(a.min(b)),
                            (a, b) => a.or(b),
                        };
                        changed |= j != e[c];
                        e[c] = j;
                    }
                }
            }
        }
        changed
    }
    /// Becomes a copy of `o`, reusing this state's entry vector.
    fn copy_from(&mut self, o: &State) {
        self.outstanding = o.outstanding;
        self.smem = o.smem;
        self.pending.0.clone_from(&o.pending.0);
    }
    fn wait(&mut self, c: usize, n: u32) {
        self.outstanding[c] = self.outstanding[c].min(n);
        if c == LGKM && n == 0 {
            self.smem = false;
        }
        self.clear(c, n);
    }
    /// Drop what a wait of counter `c` down to `n` completes.
    fn clear(&mut self, c: usize, n: u32) {
        self.pending.0.retain_mut(|(_, v)| {
            if v[c].is_some_and(|age| age >= n) {
                v[c] = None;
            }
            v.iter().any(Option::is_some)
        });
    }
    fn event(&mut self, c: usize, smem: bool) {
        for (_, v) in self.pending.0.iter_mut() {
            if let Some(age) = &mut v[c] {
                *age = (*age + 1).min(63);
            }
        }
        self.outstanding[c] = (self.outstanding[c] + 1).min(63);
        self.smem |= smem;
    }
}

/// Counter events of an instruction: (counter, is_smem) list, and its `Op` (one table
/// lookup for both).
fn events(f: &MFunction, i: &MInst) -> (SmallVec<[(usize, bool); 2]>, Option<Op>) {
    let mut v = SmallVec::new();
    let Kind::Hw(row) = i.kind else {
        return (v, None);
    };
    let t = table(f.variant);
    let d = t.def(row);
    let p = t.props(row);
    let op = Some(p.op);
    let g = gfxc_isa::inst::generation(f.variant);
    let writes = i.defs != 0 || i.ret.is_some();
    match d.format {
        Format::Smem | Format::Smrd => v.push((LGKM, true)),
        Format::Ds => v.push((LGKM, false)),
        Format::Global | Format::Scratch | Format::Mubuf | Format::Mtbuf | Format::Flat => {
            let c = if g.is_gfx10_plus() && !writes { VS } else { VM };
            if p.any(kind::CACHE_INV) {
                return (v, op);
            }
            v.push((c, false));
            if d.format == Format::Flat {
                v.push((LGKM, true));
            }
            // GFX6: store and atomic data is read after issue (expcnt).
            if g == Generation::Gfx6 && d.format.is_buffer() && p.any(kind::STORE_OR_ATOMIC_DATA) {
                v.push((EXP, false));
            }
        }
        _ => {}
    }
    (v, op)
}

/// Registers an instruction reads and writes.
type Regs = (SmallVec<[Reg; 6]>, SmallVec<[Reg; 4]>);

/// Registers an instruction reads and writes. Inline storage: this runs per instruction per
/// fixed-point round, and heap vectors here were a third of the pass's cost. Computed at most
/// once per instruction walk: [`Waiter::needed`] and [`Waiter::after`] share it (`rw`).
fn regs_of(i: &MInst) -> Regs {
    let (mut r, mut w) = (SmallVec::new(), SmallVec::new());
    for (k, op) in i.ops.iter().enumerate() {
        if let MOp::P(reg) = op {
            if i.is_def(k) {
                w.push(*reg);
            } else {
                r.push(*reg);
            }
        }
    }
    if let Some(MOp::P(reg)) = &i.ret {
        w.push(*reg);
    }
    (r, w)
}

struct Waiter {
    gen: Generation,
    vm_max: u32,
    lgkm_max: u32,
}

impl Waiter {
    /// Waits needed before `i`; applies them to `st`. Returns (vm, lgkm) waits. `rw` caches
    /// `regs_of(i)` for [`Waiter::after`].
    fn needed(&self, st: &mut State, i: &MInst, rw: &mut Option<Regs>) -> [Option<u32>; NC] {
        let mut need: [Option<u32>; NC] = [None; NC];
        // No register pending: nothing to look up (most instructions).
        let (r, w): (&[Reg], &[Reg]) = if st.pending.is_empty() {
            (&[], &[])
        } else {
            let (r, w) = &*rw.get_or_insert_with(|| regs_of(i));
            (r, w)
        };
        let nr = r.len();
        for (k, reg) in r.iter().chain(w.iter()).enumerate() {
            for u in units(reg) {
                if let Some(ages) = st.pending.get(&u) {
                    for (c, age) in ages.iter().enumerate() {
                        // A VGPR locked by a GFX6 store may be read, not overwritten.
                        if c == EXP && k < nr {
                            continue;
                        }
                        if let Some(age) = *age {
                            // Ages saturate: past the counter's range (more operations in
                            // flight than it counts, e.g. 128 loads before their uses) wait
                            // for max - 1 instead, as LLVM's SIInsertWaitcnts does.
                            let age = age.min(self.max(c).saturating_sub(1));
                            let n = if c == LGKM && st.smem { 0 } else { age };
                            need[c] = Some(need[c].map_or(n, |x: u32| x.min(n)));
                        }
                    }
                }
            }
        }
        // Memory-model requirements: a required counter is dropped only when no operation of
        // it can be outstanding (`outstanding` is the maximum over every path here); never
        // relaxed to what the register dependences need (see `memory_legalizer`).
        let required = match i.kind {
            Kind::Pseudo(Pseudo::WaitAll) => [true; 3],
            Kind::Pseudo(Pseudo::Wait { vm, lgkm, vs }) => [vm, lgkm, vs],
            _ => [false; 3],
        };
        for ((slot, out), req) in need.iter_mut().zip(st.outstanding).zip(required) {
            if req && out > 0 {
                *slot = Some(0);
            }
        }
        for (c, slot) in need.iter_mut().enumerate() {
            if let Some(n) = *slot {
                if n >= st.outstanding[c] {
                    *slot = None;
                    st.clear(c, n);
                } else {
                    st.wait(c, n);
                    if n >= self.max(c) {
                        *slot = None;
                    }
                }
            }
        }
        need
    }
    fn max(&self, c: usize) -> u32 {
        match c {
            VM => self.vm_max,
            LGKM => self.lgkm_max,
            EXP => 7,
            _ => 63,
        }
    }
    fn after(&self, f: &MFunction, st: &mut State, i: &MInst, rw: &mut Option<Regs>) {
        let (evs, op) = events(f, i);
        for &(c, smem) in &evs {
            st.event(c, smem);
        }
        if evs.is_empty() && st.pending.is_empty() {
            // Nothing pending to replace.
        } else if evs.is_empty() {
            let (_, w) = &*rw.get_or_insert_with(|| regs_of(i));
            // A non-memory write replaces any pending value (the wait was taken before).
            for reg in w {
                for u in units(reg) {
                    st.pending.remove(&u);
                }
            }
        } else {
            // The result is pending on every counter the instruction counts on (FLAT: both).
            let (_, w) = &*rw.get_or_insert_with(|| regs_of(i));
            let mut ages = [None; NC];
            for &(c, _) in &evs {
                ages[c] = Some(0);
            }
            for reg in w {
                for u in units(reg) {
                    st.pending.insert(u, ages);
                }
            }
            // GFX6 store/atomic data (operand 0, VDATA) stays locked until expcnt passes.
            if evs.iter().any(|e| e.0 == EXP) {
                if let Some(MOp::P(reg)) = i.ops.first() {
                    for u in units(reg) {
                        st.pending.or_insert(u, [None; NC])[EXP] = Some(0);
                    }
                }
            }
        }
        // A call returns with the callee's stores possibly outstanding (vscnt, GFX10+).
        if op == Some(Op::s_swappc_b64) {
            st.outstanding[VS] = st.outstanding[VS].max(1);
        }
        // Explicit s_waitcnt already present: honour vm/lgkm zero forms.
        if op == Some(Op::s_waitcnt) {
            if let Some(MOp::C(Operand::Imm(0))) = i.ops.first() {
                st.wait(VM, 0);
                st.wait(LGKM, 0);
            }
        }
        let _ = self.gen;
    }
}

/// Pushes the waits `need` asks for onto `out` (no vector of its own per instruction).
fn make_waits(
    f: &MFunction,
    g: Generation,
    need: [Option<u32>; NC],
    out: &mut impl Extend<MInst>,
) -> Result<(), StageError> {
    let t = table(f.variant);
    if need[VM].is_some() || need[LGKM].is_some() || need[EXP].is_some() {
        let imm = gfxc_isa::simm::waitcnt_encode(g, need[VM], need[EXP], need[LGKM])
            .map_err(StageError::internal)?;
        let row = t
            .row(Op::s_waitcnt)
            .ok_or_else(|| StageError::internal("no s_waitcnt"))?;
        let ops = smallvec::smallvec![MOp::C(Operand::Imm(imm as i64))];
        out.extend([MInst::new(Kind::Hw(row), ops, 0)]);
    }
    if let Some(n) = need[VS] {
        let row = t
            .row(Op::s_waitcnt_vscnt)
            .ok_or_else(|| StageError::internal("no s_waitcnt_vscnt"))?;
        let null = Reg {
            file: RegFile::Special,
            index: gfxc_isa::regs::null_code(g)
                .ok_or_else(|| StageError::internal("no null register"))?,
            count: 1,
        };
        let ops = smallvec::smallvec![MOp::P(null), MOp::C(Operand::Imm(n as i64))];
        out.extend([MInst::new(Kind::Hw(row), ops, 0)]);
    }
    Ok(())
}

fn counter_max(g: Generation) -> (u32, u32) {
    match g {
        Generation::Gfx6 | Generation::Gfx7 | Generation::Gfx8 => (15, 15),
        Generation::Gfx9 => (63, 15),
        Generation::Gfx10_1 | Generation::Gfx10_3 => (63, 63),
        _ => (63, 63),
    }
}

#[allow(clippy::needless_range_loop)]
/// Insert waits into an allocated function (physical registers only). Returns the number of
/// waits inserted.
/// Its errors are internal (a function the earlier passes left malformed).
pub fn insert_waits(f: &mut MFunction) -> Result<u32, StageError> {
    let g = gfxc_isa::inst::generation(f.variant);
    let (vm_max, lgkm_max) = counter_max(g);
    let w = Waiter {
        gen: g,
        vm_max,
        lgkm_max,
    };
    let n = f.blocks.len();
    let mut ins: Vec<Option<State>> = vec![None; n];
    let mut entry = State::default();
    if f.device_function {
        // The caller's stores may still be outstanding (GFX10+ calls do not wait for vscnt,
        // `gfxc_regalloc::calls`): a memory-model wait for them must not be dropped.
        entry.outstanding[VS] = 1;
    }
    ins[0] = Some(entry);
    // Blocks whose entry state changed since they were last walked. A block whose entry
    // state is unchanged would produce the same exit state, and joining a state into a
    // successor a second time changes nothing (the join is idempotent and entry states only
    // grow), so skipping it leaves every round's result, and the round count, as they were.
    // Per block: (dirty, start and end of its found waits below), one vector for both.
    let mut blk: Vec<(bool, usize, usize)> = vec![(false, 0, 0); n];
    if n > 0 {
        blk[0].0 = true;
    }
    // The waits each block's last walk found: (instruction index, waits), only where some
    // counter is waited on. The last walk of a block starts from its final entry state (a
    // changed entry state marks the block dirty, and the fixed point ends only after a round
    // that changed nothing), so these are the waits the insertion below needs: it does not
    // walk the blocks again. One list for every walk, not a vector per block: block b's last
    // walk appended `found[blk[b].1..blk[b].2]` (an earlier walk's entries stay behind,
    // unused).
    // Inline for the few waits an ordinary kernel has (no allocation).
    let mut found: SmallVec<[(usize, [Option<u32>; NC]); 16]> = SmallVec::new();
    // Fixed point over the linear CFG.
    let mut changed = true;
    let mut guard = 0;
    // Room for the register units a kernel's loads keep pending at once, made once (the
    // scratch state is reused by every walk; growing from empty took three allocations).
    let mut st = State {
        pending: UnitMap(Vec::with_capacity(24)),
        ..State::default()
    };
    while changed && guard < 100 {
        changed = false;
        guard += 1;
        for b in 0..n {
            if !std::mem::take(&mut blk[b].0) {
                continue;
            }
            // One scratch state for every walk: `copy_from` reuses its entry vector.
            let Some(entry) = &ins[b] else {
                continue;
            };
            st.copy_from(entry);
            let start = found.len();
            for (k, i) in f.blocks[b].insts.iter().enumerate() {
                let mut rw = None;
                let need = w.needed(&mut st, i, &mut rw);
                if need.iter().any(Option::is_some) {
                    found.push((k, need));
                }
                w.after(f, &mut st, i, &mut rw);
            }
            (blk[b].1, blk[b].2) = (start, found.len());
            for k in 0..f.blocks[b].linear_succs.len() {
                let s = f.blocks[b].linear_succs[k].0 as usize;
                // Joined in place: the join is exactly what a join of a copy gave, and it
                // reports whether the successor's entry state changed.
                let grew = if let Some(old) = &mut ins[s] {
                    old.join(&st)
                } else {
                    ins[s] = Some(st.clone());
                    true
                };
                if grew {
                    blk[s].0 = true;
                    changed = true;
                }
            }
        }
    }
    // When the guard stopped the fixed point, the last walks may not have seen the final
    // entry states: walk the blocks again then.
    let reuse = !changed;
    let mut count = 0;
    // Scratch lists of the in-place insertion, shared by every block, inline for the few
    // waits a block gets (one instruction's are at most two: s_waitcnt, s_waitcnt_vscnt).
    let mut put: SmallVec<[(usize, MInst); 4]> = SmallVec::new();
    let mut waits: SmallVec<[MInst; 2]> = SmallVec::new();
    for b in 0..n {
        let Some(entry) = &ins[b] else {
            continue;
        };
        if reuse
            && !f.blocks[b].insts.iter().any(|i| {
                i.kind == Kind::Pseudo(Pseudo::Fence)
                    || i.mem.is_some()
                    || matches!(i.kind, Kind::Pseudo(Pseudo::WaitAll | Pseudo::Wait { .. }))
            })
        {
            // No wait pseudo comes out and nothing is refused: the rebuild below would keep
            // every instruction and put the waits found before theirs. They go in in place
            // instead (most blocks get none or a few; the rebuild moved every instruction),
            // made in the same order, and the prologue and epilogue ends move past the waits
            // before them as the rebuild's normalization does.
            // (index of the instruction they go before, wait), in order.
            put.clear();
            for &(k, need) in &found[blk[b].1..blk[b].2] {
                make_waits(f, g, need, &mut waits)?;
                count += waits.len() as u32;
                put.extend(waits.drain(..).map(|i| (k, i)));
            }
            let blk = &mut f.blocks[b];
            let len = blk.insts.len();
            let before = |x: usize| -> usize { put.iter().filter(|e| e.0 < x).count() };
            let pro = if (1..=len).contains(&blk.prologue) {
                blk.prologue + before(blk.prologue)
            } else {
                0
            };
            let epi = (blk.epilogue < len).then(|| blk.epilogue + before(blk.epilogue));
            // From the back: the waits before one instruction keep their order.
            for (k, wait) in put.drain(..).rev() {
                blk.insts.insert(k, wait);
            }
            blk.prologue = pro;
            blk.epilogue = epi.unwrap_or(blk.insts.len());
            continue;
        }
        let mut found_b = reuse.then(|| found[blk[b].1..blk[b].2].iter().peekable());
        let mut st = if reuse {
            State::default()
        } else {
            entry.clone()
        };
        let old = std::mem::take(&mut f.blocks[b].insts);
        let mut new = Vec::with_capacity(old.len());
        let (pro, epi) = (f.blocks[b].prologue, f.blocks[b].epilogue);
        let (mut npro, mut nepi) = (0, usize::MAX);
        for (k, i) in old.into_iter().enumerate() {
            if k == epi {
                nepi = new.len();
            }
            if i.kind == Kind::Pseudo(Pseudo::Fence) || i.mem.is_some() {
                return Err(gfxc_ir::internal!(
                    "internal: {} not legalized (memory_legalizer::legalize runs first)",
                    f.mnemonic(&i)
                ));
            }
            let mut rw = None;
            let need = match found_b.as_mut() {
                Some(it) => match it.next_if(|e| e.0 == k) {
                    Some(&(_, need)) => need,
                    None => [None; NC],
                },
                None => w.needed(&mut st, &i, &mut rw),
            };
            let had = new.len();
            make_waits(f, g, need, &mut new)?;
            count += (new.len() - had) as u32;
            if found_b.is_none() {
                w.after(f, &mut st, &i, &mut rw);
            }
            if !matches!(i.kind, Kind::Pseudo(Pseudo::WaitAll | Pseudo::Wait { .. })) {
                new.push(i);
            }
            if k + 1 == pro {
                npro = new.len();
            }
        }
        if matches!(f.blocks[b].term, Some(Term::Ret)) {
            // Nothing to wait for at s_endpgm.
        }
        f.blocks[b].insts = new;
        f.blocks[b].prologue = npro;
        f.blocks[b].epilogue = if nepi == usize::MAX {
            f.blocks[b].insts.len()
        } else {
            nepi
        };
    }
    Ok(count)
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_isa::processors::Target;
    use gfxc_mir::{MBlock, MFunction};

    /// One block of physical instructions parsed from LLVM syntax, waits inserted, printed.
    fn waited(cpu: &str, lines: &[&str]) -> Vec<String> {
        let t = Target::parse(cpu).unwrap();
        let mut f = MFunction::new("k", t.processor.isa, true);
        let mut insts = Vec::new();
        for l in lines {
            let i = gfxc_isa::parse::parse_inst(l, &t, 0).unwrap();
            let d = table(f.variant).def(i.def);
            // Operand 0 is written by loads and VALU ops here, read by stores.
            let defs = u32::from(!d.mnemonic.contains("store") && !d.mnemonic.contains("atomic"));
            insts.push(MInst {
                kind: Kind::Hw(i.def),
                ops: i
                    .ops
                    .iter()
                    .map(|o| match o {
                        Operand::Reg(r) => MOp::P(*r),
                        c => MOp::C(c.clone()),
                    })
                    .collect(),
                defs,
                ret: None,
                m: i.m,
                group: false,
                fixed: Vec::new(),
                mem: None,
            });
        }
        let n = insts.len();
        f.blocks.push(MBlock {
            insts,
            epilogue: n,
            term: Some(Term::Ret),
            ..MBlock::default()
        });
        insert_waits(&mut f).unwrap();
        f.blocks[0]
            .insts
            .iter()
            .map(|i| {
                let Kind::Hw(r) = i.kind else { unreachable!() };
                let name = table(f.variant).def(r).mnemonic;
                match (name, i.ops.first()) {
                    ("s_waitcnt", Some(MOp::C(Operand::Imm(v)))) => {
                        format!(
                            "s_waitcnt {}",
                            gfxc_isa::simm::waitcnt_print(
                                gfxc_isa::inst::generation(f.variant),
                                *v as u32
                            )
                        )
                    }
                    _ => name.to_string(),
                }
            })
            .collect()
    }

    /// GFX6 reads VMEM store data after issue: overwriting it waits for expcnt, reading it
    /// does not; GFX7 has no such lock.
    #[test]
    fn gfx6_store_data_is_locked_until_expcnt() {
        let code = [
            "buffer_store_dword v2, v[0:1], s[4:7], 0 addr64",
            "v_add_f32_e32 v3, v2, v2",
            "v_mov_b32_e32 v2, 0",
        ];
        let w = waited("gfx600", &code);
        assert_eq!(
            w,
            [
                "buffer_store_dword",
                "v_add_f32_e32",
                "s_waitcnt expcnt(0)",
                "v_mov_b32_e32"
            ]
        );
        let w = waited("gfx700", &code);
        assert!(!w.iter().any(|l| l.starts_with("s_waitcnt")), "{w:?}");
    }
}
