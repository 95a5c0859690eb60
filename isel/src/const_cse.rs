//! Constant materialisation CSE on machine IR before register allocation.
//!
//! Selection materialises a constant in a register wherever an instruction cannot take it as
//! an operand: before GFX10 a VOP3 instruction takes no literal (`v_mul_lo_u32 v, v, 0x7f` is
//! not encodable; MI100 ISA §6.2 "VOP3 ... cannot use a literal constant"), so each such use
//! gets its own `v_mov_b32 vN, K`. This pass keeps the first of identical materialisations in
//! a block and makes later uses read it.
//!
//! Guarantees: within one block's body (between prologue and epilogue, where EXEC is the
//! block's lanes), a `v_mov_b32_e32` or `s_mov_b32` (also `s_mov_b64`) of a constant (inline
//! or literal) into a whole virtual register that no other instruction writes (not rewritten
//! in place inside a group), when the same row with the same constant was
//! already materialised earlier in the same body, is removed and every read of its register
//! (instruction operands and block arguments, in every block) reads the earlier register. Both
//! writes set the same lanes to the same bits (the MIR is in SSA form, so the earlier register
//! is never rewritten), and the earlier definition dominates every use of the later one.
//! Group boundaries stay well formed: removing the last instruction of a group ends the group
//! at the instruction before it.

use crate::mir::{Kind, MFunction, MOp, VReg};
use gfxc_isa::table::table;
use std::collections::HashMap;

/// Remove repeated constant materialisations; returns how many instructions were removed.
pub fn cse_constants(f: &mut MFunction) -> usize {
    let t = table(f.variant);
    let rows: Vec<u32> = ["v_mov_b32_e32", "s_mov_b32", "s_mov_b64"]
        .iter()
        .flat_map(|n| t.by_name(n).iter().copied())
        .collect();
    let writes = dword_defs(f);
    let mut rename: HashMap<VReg, VReg> = HashMap::new();
    let mut removed = 0;
    for bi in 0..f.blocks.len() {
        let (pro, epi) = (f.blocks[bi].prologue, f.blocks[bi].epilogue);
        let mut first: Vec<(u32, MOp, VReg)> = Vec::new();
        let mut drop = vec![false; f.blocks[bi].insts.len()];
        for (k, i) in f.blocks[bi].insts.iter().enumerate() {
            if k < pro || k >= epi {
                continue;
            }
            let Kind::Hw(row) = i.kind else { continue };
            if !rows.contains(&row) || i.ops.len() != 2 || i.defs != 1 || i.mem.is_some() {
                continue;
            }
            let (MOp::V { reg, off: 0, n }, MOp::C(_)) = (&i.ops[0], &i.ops[1]) else {
                continue;
            };
            if f.vregs[reg.0 as usize].width != *n
                || (0..*n).any(|d| writes.get(&(*reg, d)).copied() != Some(1))
            {
                continue;
            }
            match first.iter().find(|(r, c, _)| *r == row && *c == i.ops[1]) {
                Some(&(_, _, keep)) => {
                    rename.insert(*reg, keep);
                    drop[k] = true;
                }
                None => first.push((row, i.ops[1].clone(), *reg)),
            }
        }
        let n = drop.iter().filter(|d| **d).count();
        if n == 0 {
            continue;
        }
        let b = &mut f.blocks[bi];
        // Each survivor continues its group iff the next survivor was in the same group.
        let mut gid = Vec::with_capacity(b.insts.len());
        let mut g = 0;
        for i in &b.insts {
            gid.push(g);
            g += usize::from(!i.group);
        }
        let live: Vec<usize> = (0..b.insts.len()).filter(|&k| !drop[k]).collect();
        for w in live.windows(2) {
            b.insts[w[0]].group = gid[w[0]] == gid[w[1]];
        }
        if let Some(&last) = live.last() {
            b.insts[last].group = false;
        }
        let mut it = drop.iter();
        b.insts.retain(|_| !*it.next().unwrap());
        b.epilogue -= n;
        removed += n;
    }
    if rename.is_empty() {
        return 0;
    }
    for b in &mut f.blocks {
        for i in &mut b.insts {
            for op in i.ops.iter_mut() {
                if let MOp::V { reg, .. } = op {
                    if let Some(&k) = rename.get(reg) {
                        *reg = k;
                    }
                }
            }
        }
        for a in b.args.iter_mut().flatten() {
            if let Some(&k) = rename.get(a) {
                *a = k;
            }
        }
    }
    removed
}

/// How many instructions write each dword of each virtual register (operands in def
/// positions and atomic returns). A dword written more than once is rewritten in place inside
/// a group (e.g. a MUBUF atomic's VDATA copy), so its value depends on where it is read.
fn dword_defs(f: &MFunction) -> HashMap<(VReg, u8), u32> {
    let mut n: HashMap<(VReg, u8), u32> = HashMap::new();
    for b in &f.blocks {
        for i in &b.insts {
            let defs = i
                .ops
                .iter()
                .enumerate()
                .filter(|(k, _)| i.is_def(*k))
                .map(|(_, op)| op)
                .chain(i.ret.iter());
            for op in defs {
                if let MOp::V { reg, off, n: w } = op {
                    for d in *off..off + w {
                        *n.entry((*reg, d)).or_default() += 1;
                    }
                }
            }
        }
    }
    n
}
