//! Sinking of load consumers on machine IR before register allocation: VALU instructions
//! that (transitively) read the result of a memory load of their block move down past the
//! loads that follow them, up to the first instruction of the block that reads their result.
//!
//! Why: selection emits instructions in IR order, which interleaves each load's consumers
//! with the address arithmetic and the loads that follow (`x = a[i] + b[i]; y = c[j]` is
//! load, load, add, address of `c[j]`, load). `s_waitcnt` goes before the first consumer of
//! a load (`gfxc_emit::waitcnt`), so the wave stalls for the first loads before it issues
//! the next ones. With the consumers moved to their first use, every load whose address
//! does not depend on an earlier load is issued before the first wait, and the waits
//! overlap (what LLVM's machine scheduler achieves by clustering memory operations: the
//! `s_waitcnt` stalls of the simulator's cost model, `sim/src/stats.rs`).
//!
//! Guarantees: only an instruction that [`crate::local_cse`] could share moves (a VALU
//! instruction without implicit EXEC/M0/VCC effects, memory semantics or fixed registers,
//! writing one whole virtual register that nothing else writes, reading only constants and
//! registers written by exactly one instruction: SSA, so its sources hold the same values
//! later), it is a group of its own, it moves within its block's body (between prologue and
//! epilogue, where EXEC is constant) and only past instructions that neither read its result
//! nor write EXEC or M0 (it reads no physical register), past at most
//! [`MAX_LOADS_PASSED`] loads, and never past an inline-assembly block, a call
//! or a group's interior. It therefore computes the same bits in the same lanes, before
//! every read. Memory operations keep their order (nothing but the moved VALU instruction
//! changes place).

use crate::mir::{DwordDefs, Kind, MFunction, MOp, Pseudo};
use gfxc_isa::op::kind;
use gfxc_isa::regs::{code, RegFile};
use gfxc_isa::table::{table, Format};

/// At most this many loads issue between a moved instruction's old and new place: each one
/// passed keeps a source of the moved instruction live longer, and a chain of consumers
/// (`s += x[k]` unrolled) would otherwise move every load of the chain ahead of the first
/// addition, all results live at once (`regpressure_128`). Eight loads in flight are what
/// the `s_waitcnt` counters of every generation can track in order without saturating.
const MAX_LOADS_PASSED: usize = 8;

/// A memory instruction format whose result comes back with latency (`s_waitcnt`).
pub(crate) fn is_memory(format: Format) -> bool {
    matches!(
        format,
        Format::Smem
            | Format::Ds
            | Format::Flat
            | Format::Global
            | Format::Scratch
            | Format::Mubuf
            | Format::Mtbuf
    )
}

/// A write of EXEC or M0 (special register codes 124-127 on every generation: `m0`,
/// GFX11's `null`, `exec_lo`, `exec_hi`); the moved instruction reads no other physical
/// register, so it may pass writes of VCC or SCC.
fn writes_exec_or_m0(op: &MOp) -> bool {
    matches!(op, MOp::P(r) if r.file == RegFile::Special
        && r.index + u16::from(r.count) > 124 && r.index <= code::EXEC_LO + 1)
}

/// What the forward scan of [`sink_load_uses`] asks about an instruction it may pass, which
/// moving instructions does not change: asked once per instruction instead of once per scan.
const BARRIER: u8 = 1;
const LOAD: u8 = 2;
/// Not asked yet.
const UNASKED: u8 = 4;

/// Rows no load or use of a load moves past, here and in `hoist_loads`: writes or names of
/// EXEC (`v_cmpx`, `*saveexec*`, `s_cbranch_exec*`), mode register writes, M0-relative moves
/// and every change of the program counter.
pub(crate) const MOTION_BARRIER: u64 = kind::CMPX
    | kind::NAMES_EXEC
    | kind::EXEC_BY_NAME
    | kind::SETREG
    | kind::MOVREL
    | kind::BRANCH
    | kind::S_BRANCH
    | kind::SETPC;

/// [`BARRIER`] (an instruction nothing moves past: calls, returns, inline assembly, the entry,
/// EXEC/M0 writes, branches) and [`LOAD`] (a memory instruction with a result) of `x`.
fn pass_flags(t: &gfxc_isa::table::IsaTable, x: &crate::mir::MInst) -> u8 {
    let barrier = matches!(
        x.kind,
        Kind::Pseudo(Pseudo::Call | Pseudo::Ret | Pseudo::InlineAsm(_) | Pseudo::Entry)
    ) || matches!(x.kind, Kind::Hw(row) if t.props(row).any(MOTION_BARRIER))
        || x.ops
            .iter()
            .enumerate()
            .any(|(p, op)| x.is_def(p) && writes_exec_or_m0(op));
    let load = matches!(x.kind, Kind::Hw(row) if is_memory(t.def(row).format)) && x.defs != 0;
    if barrier {
        BARRIER | if load { LOAD } else { 0 }
    } else if load {
        LOAD
    } else {
        0
    }
}

/// Sink load consumers in every block (module doc); returns how many instructions moved.
/// `defs`: counts of writes kept by the passes before ([`MFunction::dword_defs_cached`]).
pub fn sink_load_uses(f: &mut MFunction, defs: &mut Option<DwordDefs>) -> usize {
    let t = table(f.variant);
    let writes = f.dword_defs_cached(defs);
    let once = |op: &MOp| writes.operand_once(op);
    let mut moved = 0;
    // Which vregs hold (transitively) a load result of the block at hand: the block's index
    // plus one, by vreg number (no set per block).
    let mut loaded = vec![0u32; f.vregs.len()];
    let mut movable = Vec::new();
    let mut flags: Vec<u8> = Vec::new();
    for bi in 0..f.blocks.len() {
        let (pro, epi) = (f.blocks[bi].prologue, f.blocks[bi].epilogue);
        let n = f.blocks[bi].insts.len();
        let mark = bi as u32 + 1;
        // Which instructions may move: sinkable and (transitively) reading a load result of
        // this block.
        movable.clear();
        movable.resize(n, false);
        let b = &f.blocks[bi];
        for (k, (i, mv)) in b.insts.iter().zip(movable.iter_mut()).enumerate() {
            if k < pro || k >= epi {
                continue;
            }
            let Kind::Hw(row) = i.kind else { continue };
            let d = t.def(row);
            if is_memory(d.format) {
                for (p, op) in i.ops.iter().enumerate() {
                    if let (true, Some(r)) = (i.is_def(p), op.vreg()) {
                        loaded[r.0 as usize] = mark;
                    }
                }
                continue;
            }
            let alone = !i.group && (k == 0 || !b.insts[k - 1].group);
            let reads_load = i.ops.iter().enumerate().any(|(p, op)| {
                !i.is_def(p) && op.vreg().is_some_and(|r| loaded[r.0 as usize] == mark)
            });
            let ok = alone
                && reads_load
                && crate::local_cse::shareable(t.props(row), d.format, d.flags)
                && i.defs == 1
                && i.mem.is_none()
                && i.ret.is_none()
                && i.fixed.is_empty()
                && matches!(i.ops.first(), Some(MOp::V { reg, off: 0, n })
                    if f.vregs[reg.0 as usize].width == *n)
                && i.ops.iter().all(&once);
            if ok {
                *mv = true;
                if let Some(r) = i.ops[0].vreg() {
                    loaded[r.0 as usize] = mark;
                }
            }
        }
        if !movable.iter().any(|&m| m) {
            continue;
        }
        // The scan's answers, asked the first time a scan reaches an instruction and moved
        // along with it (a parallel vector).
        flags.clear();
        flags.resize(n, UNASKED);
        // Bottom-up: a consumer moves first, then its producers follow it down.
        for k in (pro..epi.min(n)).rev() {
            if !movable[k] {
                continue;
            }
            let b = &f.blocks[bi];
            let Some(r) = b.insts[k].ops[0].vreg() else {
                continue;
            };
            // The furthest legal insertion point: before the first reader, a barrier to
            // motion, or the epilogue; at a group boundary.
            let mut to = k;
            let mut j = k + 1;
            let mut passed = 0;
            let mut pending = false;
            while j < epi.min(b.insts.len()) {
                let x = &b.insts[j];
                let reads = x
                    .ops
                    .iter()
                    .enumerate()
                    .any(|(p, op)| !x.is_def(p) && op.vreg() == Some(r));
                if flags[j] == UNASKED {
                    flags[j] = pass_flags(t, x);
                }
                let barrier = flags[j] & BARRIER != 0;
                let load = flags[j] & LOAD != 0;
                passed += usize::from(load);
                if reads || barrier || passed > MAX_LOADS_PASSED {
                    break;
                }
                pending |= load;
                // Just past the last load passed (at a group boundary): going further would
                // only lengthen the sources' lifetimes (`regpressure_128`: layers of FMAs
                // after all loads stay in place).
                if !x.group && pending {
                    to = j;
                    pending = false;
                }
                j += 1;
            }
            if to > k {
                // (One rotation: the instructions in between move up by one, as a remove
                // and an insert would move them, without shifting the rest twice.)
                f.blocks[bi].insts[k..=to].rotate_left(1);
                flags[k..=to].rotate_left(1);
                moved += 1;
            }
        }
    }
    moved
}
