//! Moves of a loop's back edge hoisted into the latch, after register allocation.
//!
//! The latch of a loop ends in a conditional branch: back to the header or out of the loop.
//! When the allocator needs moves on the back edge (a loop-carried value whose register it
//! could not join with the header's parameter, e.g. a counter `i` live beside `i + 1` until
//! the exit test reads `i`), they sit in the split edge block, which then needs its own
//! `s_branch` back to the header: every iteration runs the conditional branch, the moves and
//! an unconditional branch. LLVM's bottom-tested loops branch once per iteration. When the
//! moves write nothing the exit path reads, they can run in the latch before its branch on
//! both paths; the edge block becomes empty, the emitter drops it
//! (`crate::kernel_code`) and the latch's branch goes straight to the header:
//! ```text
//! latch:  s_cmp_eq_u32 s13, s12          latch:  s_cmp_eq_u32 s13, s12
//!         s_cbranch_scc1 exit      ->            s_mov_b32 s13, s14
//! edge:   s_mov_b32 s13, s14                     s_cbranch_scc0 header
//!         s_branch header
//! ```
//! Only when it pays: the edge block holds one move (the exit side now runs it once per
//! exit, the back edge saves an `s_branch` per iteration) and the exit side is the code laid
//! out right after the edge block (else the latch would need an `s_branch` to the exit).
//!
//! Guarantees: only a block whose one linear predecessor is the latch, that jumps to a block
//! at or before the latch (a back edge in the structurized order) and holds nothing but
//! register moves (`s_mov_b32/b64` into SGPRs, `v_mov_b32`/`v_pk_mov_b32`/`v_mov_b64` into
//! VGPRs) is emptied, and only when no register a move writes is live into the other
//! successor. Liveness is computed on the linear CFG over SGPR and VGPR dwords, from explicit
//! operands; a VGPR definition never ends a VGPR's liveness (it writes only the active
//! lanes), so VGPRs are live wherever any path may still read them: a superset of the truth.
//! SGPR moves go after the latch's last instruction (they write no SCC, EXEC or VCC, which
//! the branch reads); VGPR moves go before the latch's epilogue, which by the EXEC
//! discipline (`gfxc_mir`) touches only SGPRs and EXEC: only when the epilogue writes no EXEC
//! (so the moves run with the lanes of the edge, those of the latch) and writes no SGPR a
//! VGPR move reads, and when no SGPR move of the edge block writes an SGPR a later VGPR move
//! reads (the VGPR moves now run first). Functions with calls or returns to a caller
//! (`s_swappc_b64`, `s_setpc_b64`: registers read without operands) are left alone.

use gfxc_isa::regs::{code, RegFile};
use gfxc_isa::Op;
use gfxc_mir::{MFunction, MInst, MOp, Term};

/// Register units: SGPR dwords 0..256, VGPR dwords 256..512.
const NU: usize = 512;
type Set = [u64; NU / 64];

fn units(op: &MOp) -> std::ops::Range<usize> {
    let MOp::P(r) = op else { return 0..0 };
    let (i, n) = (r.index as usize, r.count.max(1) as usize);
    match r.file {
        RegFile::Sgpr => i.min(256)..(i + n).min(256),
        RegFile::Vgpr => 256 + i.min(256)..256 + (i + n).min(256),
        _ => 0..0,
    }
}

fn set(s: &mut Set, u: usize) {
    s[u / 64] |= 1 << (u % 64);
}
fn clr(s: &mut Set, u: usize) {
    s[u / 64] &= !(1 << (u % 64));
}
fn has(s: &Set, u: usize) -> bool {
    (s[u / 64] >> (u % 64)) & 1 != 0
}

/// One instruction backwards: SGPR defs kill, VGPR defs do not; uses are live.
fn step_back(live: &mut Set, i: &MInst) {
    for (k, op) in i.ops.iter().enumerate() {
        if i.is_def(k) {
            for u in units(op).filter(|&u| u < 256) {
                clr(live, u);
            }
        }
    }
    if let Some(r) = &i.ret {
        for u in units(r).filter(|&u| u < 256) {
            clr(live, u);
        }
    }
    for (k, op) in i.ops.iter().enumerate() {
        if !i.is_def(k) {
            for u in units(op) {
                set(live, u);
            }
        }
    }
}

/// Live-in sets of every block on the linear CFG.
fn live_in(f: &MFunction) -> Vec<Set> {
    let n = f.blocks.len();
    let mut inn = vec![[0u64; NU / 64]; n];
    loop {
        let mut changed = false;
        for b in (0..n).rev() {
            let mut l = [0u64; NU / 64];
            for s in &f.blocks[b].linear_succs {
                for (a, x) in l.iter_mut().zip(&inn[s.0 as usize]) {
                    *a |= x;
                }
            }
            for i in f.blocks[b].insts.iter().rev() {
                step_back(&mut l, i);
            }
            if l != inn[b] {
                inn[b] = l;
                changed = true;
            }
        }
        if !changed {
            return inn;
        }
    }
}

/// The file a move instruction writes (`None`: not a plain register move).
fn move_file(f: &MFunction, i: &MInst) -> Option<RegFile> {
    let op = f.op(i)?;
    let file = match op {
        Op::s_mov_b32 | Op::s_mov_b64 => RegFile::Sgpr,
        Op::v_mov_b32_e32 | Op::v_mov_b32_e64 | Op::v_pk_mov_b32 | Op::v_mov_b64_e32 => {
            RegFile::Vgpr
        }
        _ => return None,
    };
    match i.ops.first() {
        Some(MOp::P(r)) if r.file == file && i.is_def(0) && i.ret.is_none() => Some(file),
        _ => None,
    }
}

fn writes_exec(i: &MInst) -> bool {
    i.ops.iter().enumerate().any(|(k, o)| {
        i.is_def(k)
            && matches!(o, MOp::P(r) if r.file == RegFile::Special
                && (r.index == code::EXEC_LO || r.index == code::EXEC_HI))
    })
}

fn sgpr_reads(i: &MInst) -> Vec<usize> {
    i.ops
        .iter()
        .enumerate()
        .filter(|(k, _)| !i.is_def(*k))
        .flat_map(|(_, o)| units(o))
        .filter(|&u| u < 256)
        .collect()
}

fn sgpr_writes(i: &MInst) -> Vec<usize> {
    i.ops
        .iter()
        .enumerate()
        .filter(|(k, _)| i.is_def(*k))
        .flat_map(|(_, o)| units(o))
        .filter(|&u| u < 256)
        .collect()
}

/// Hoists the moves of every eligible back-edge block into its latch; returns how many
/// blocks were emptied.
pub fn hoist(f: &mut MFunction) -> usize {
    if f.device_function
        || f.blocks
            .iter()
            .flat_map(|b| &b.insts)
            .any(|i| matches!(f.op(i), Some(Op::s_swappc_b64 | Op::s_setpc_b64)))
    {
        return 0;
    }
    // Liveness only once some edge block passes the structural tests below (most functions
    // have none, and the analysis was most of this pass). It is computed before the first
    // hoist either way, so every candidate sees the same sets as when it was computed first.
    let mut live: Option<Vec<Set>> = None;
    let mut done = 0;
    for p in 0..f.blocks.len() {
        let Some(Term::Br { taken, fall, .. }) = f.blocks[p].term else {
            continue;
        };
        for (e, x) in [(taken, fall), (fall, taken)] {
            let (e, x) = (e.0 as usize, x.0 as usize);
            if e == x || e == p {
                continue;
            }
            let eb = &f.blocks[e];
            let back = matches!(eb.term, Some(Term::Jump(h)) if (h.0 as usize) <= p);
            if !back
                || eb.insts.is_empty()
                || eb.linear_preds.len() != 1
                || eb.linear_preds[0].0 as usize != p
                || eb.logical_preds.iter().any(|q| q.0 as usize != p)
            {
                continue;
            }
            // One move: the exit side pays one instruction per exit, the back edge saves its
            // `s_branch` on every iteration (a loss only for a loop that runs once; two
            // moves would already lose on a loop that runs twice).
            if eb.insts.len() != 1 {
                continue;
            }
            // The exit side must be the code laid out after the edge block: otherwise the
            // latch, whose both successors are then elsewhere, needs an `s_branch` on the
            // exit side instead.
            let after = (e + 1..f.blocks.len()).find(|&b| !crate::kernel_code::elided(f, b));
            if after != Some(crate::kernel_code::resolve(f, x)) {
                continue;
            }
            let files: Option<Vec<RegFile>> = eb.insts.iter().map(|i| move_file(f, i)).collect();
            let Some(files) = files else { continue };
            // Nothing a move writes is live into the exit side.
            let live = live.get_or_insert_with(|| live_in(f));
            let dead = eb
                .insts
                .iter()
                .all(|i| units(&i.ops[0]).all(|u| !has(&live[x], u)));
            if !dead {
                continue;
            }
            let pb = &f.blocks[p];
            let epi = &pb.insts[pb.epilogue.min(pb.insts.len())..];
            let has_v = files.contains(&RegFile::Vgpr);
            if has_v {
                // VGPR moves run before the epilogue, with the latch's lanes.
                if epi.iter().any(writes_exec) {
                    continue;
                }
                let mut written: Vec<usize> = epi.iter().flat_map(sgpr_writes).collect();
                let mut ok = true;
                for (i, file) in eb.insts.iter().zip(&files) {
                    if *file == RegFile::Sgpr {
                        written.extend(sgpr_writes(i));
                    } else if sgpr_reads(i).iter().any(|u| written.contains(u)) {
                        ok = false;
                        break;
                    }
                }
                if !ok {
                    continue;
                }
            }
            let moved = std::mem::take(&mut f.blocks[e].insts);
            f.blocks[e].prologue = 0;
            f.blocks[e].epilogue = 0;
            let pb = &mut f.blocks[p];
            let at = pb.epilogue.min(pb.insts.len());
            let (mut vs, mut ss) = (Vec::new(), Vec::new());
            for (mut i, file) in moved.into_iter().zip(files) {
                i.group = false;
                if file == RegFile::Vgpr {
                    vs.push(i);
                } else {
                    ss.push(i);
                }
            }
            let nv = vs.len();
            pb.insts.splice(at..at, vs);
            pb.epilogue = at + nv;
            pb.insts.extend(ss);
            done += 1;
            break;
        }
    }
    done
}
