//! `gfxc-regalloc`: register allocation of machine IR with regalloc2 (design: `README.md`).
//!
//! Guarantees: [`allocate`] returns the function with every virtual register replaced by an
//! aligned physical tuple (`s[2n:2n+1]`, `v[4n:4n+3]`, ...), regalloc2's moves inserted as
//! `s_mov`/`v_mov`, copies lowered (identity copies removed) and the entry pseudo removed.
//! SGPRs are allocated on the linear CFG, VGPRs on the logical CFG, in separate regalloc2
//! runs; VGPR moves are placed between a block's EXEC prologue and epilogue, so they run with
//! exactly the lanes of their block. With `check`, regalloc2's checker validates each run.
//! Spilling is not implemented: a function that needs it gets an error.

pub mod view;

use gfxc_isa::processors::Target;
use gfxc_isa::regs::Reg;
use gfxc_isa::table::table;
use gfxc_isel::mir::{Bank, Kind, MFunction, MInst, MOp, Pseudo, VReg as MVReg};
use regalloc2::{Allocation, Edit, MachineEnv, PReg, PRegSet, RegClass, RegallocOptions};
use smallvec::SmallVec;
use std::collections::{BTreeSet, HashMap};
use view::{ci, class_of, View};

/// Physical layout of one file: base register of each preg of each class.
#[derive(Clone, Debug)]
struct Partition {
    /// `bases[class][hw_enc]` = first physical register of that tuple.
    bases: [Vec<u16>; 3],
}

/// Statistics of an allocation.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Stats {
    /// Highest SGPR used + 1 (without VCC).
    pub sgprs: u32,
    /// Highest VGPR used + 1.
    pub vgprs: u32,
    /// Moves inserted by the allocator.
    pub moves: u32,
    /// Copies that remained after coalescing.
    pub copies: u32,
}

fn partition(counts: [usize; 3], file: u16, fixed_single: u16, fixed_pair0: bool) -> Partition {
    // Region order: [pair 0 when fixed] singles, pairs (even), quads (multiple of 4).
    let mut bases: [Vec<u16>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    let mut next = 0u16;
    if fixed_pair0 {
        bases[1].push(0);
        next = 2;
    }
    let min1 = (fixed_single + 1).saturating_sub(next);
    let mut n1 = (counts[0] as u16).clamp(min1, 64);
    let mut n2 = (counts[1] as u16).min(64);
    let mut n4 = (counts[2] as u16).min(64);
    // Shrink the largest region until the file holds all three (alignment padding included).
    while next + n1 + 2 * n2 + 4 * n4 + 4 > file {
        if 4 * n4 >= 2 * n2 && 4 * n4 >= n1 && n4 > 0 {
            n4 -= 1;
        } else if 2 * n2 >= n1 && n2 > 0 {
            n2 -= 1;
        } else if n1 > min1 {
            n1 -= 1;
        } else {
            break;
        }
    }
    for i in 0..n1 {
        bases[0].push(next + i);
    }
    next = (next + n1).next_multiple_of(2);
    for _ in 0..n2 {
        bases[1].push(next);
        next += 2;
    }
    next = next.next_multiple_of(4);
    for _ in 0..n4 {
        bases[2].push(next);
        next += 4;
    }
    Partition { bases }
}

fn env_of(p: &Partition) -> MachineEnv {
    let mut pref = [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()];
    for (c, class) in [RegClass::Int, RegClass::Float, RegClass::Vector]
        .into_iter()
        .enumerate()
    {
        for i in 0..p.bases[c].len() {
            pref[c].add(PReg::new(i, class));
        }
    }
    MachineEnv {
        preferred_regs_by_class: pref,
        non_preferred_regs_by_class: [PRegSet::empty(), PRegSet::empty(), PRegSet::empty()],
        scratch_by_class: [None, None, None],
        fixed_stack_slots: Vec::new(),
    }
}

struct RunOut {
    view: View,
    part: Partition,
    out: regalloc2::Output,
}

fn entry_fixed(f: &MFunction) -> HashMap<MVReg, Reg> {
    let mut m = HashMap::new();
    if let Some(e) = f.blocks[0].insts.first() {
        if e.kind == Kind::Pseudo(Pseudo::Entry) {
            for (op, r) in e.ops.iter().zip(&e.fixed) {
                if let Some(v) = op.vreg() {
                    m.insert(v, *r);
                }
            }
        }
    }
    m
}

fn run_bank(f: &MFunction, bank: Bank, file: u16, check: bool) -> Result<RunOut, String> {
    let fixed = entry_fixed(f);
    let mut counts = [0usize; 3];
    for (i, info) in f.vregs.iter().enumerate() {
        let _ = i;
        if info.bank == bank {
            counts[ci(class_of(info.width)?)] += 1;
        }
    }
    let mut fixed_single = 0u16;
    let mut fixed_pair0 = false;
    for (v, r) in &fixed {
        if f.info(*v).bank != bank {
            continue;
        }
        if r.count == 1 {
            fixed_single = fixed_single.max(r.index);
        } else if r.index == 0 && r.count == 2 {
            fixed_pair0 = true;
        } else {
            return Err("internal: unsupported fixed input tuple".into());
        }
    }
    let part = partition(counts, file, fixed_single, fixed_pair0);
    let fixed_preg = |v: MVReg| -> Result<PReg, String> {
        let r = fixed[&v];
        let class = class_of(r.count)?;
        let idx = part.bases[ci(class)]
            .iter()
            .position(|&b| b == r.index)
            .ok_or("internal: fixed register outside its partition")?;
        Ok(PReg::new(idx, class))
    };
    let view = View::new(f, bank, &fixed_preg)?;
    let env = env_of(&part);
    let opts = RegallocOptions {
        verbose_log: false,
        validate_ssa: check,
        algorithm: regalloc2::Algorithm::Ion,
    };
    let out = regalloc2::run(&view, &env, &opts).map_err(|e| format!("regalloc2: {e:?}"))?;
    if out.num_spillslots > 0 {
        return Err(format!(
            "register pressure too high for the {} file (spilling is not implemented yet)",
            if bank == Bank::S { "SGPR" } else { "VGPR" }
        ));
    }
    if check {
        let mut ck = regalloc2::checker::Checker::new(&view, &env);
        ck.prepare(&out);
        ck.run().map_err(|e| format!("regalloc2 checker: {e:?}"))?;
    }
    Ok(RunOut { view, part, out })
}

/// Physical tuple of an allocation.
fn phys(r: &RunOut, a: Allocation) -> Result<u16, String> {
    let p = a.as_reg().ok_or("internal: stack allocation")?;
    Ok(r.part.bases[ci(p.class())][p.hw_enc()])
}

/// Compaction: renumber non-fixed tuples to the lowest aligned free registers (a bijection
/// per class, so the allocation stays valid).
fn compaction(used: &BTreeSet<(u8, u16)>, fixed: &BTreeSet<(u8, u16)>) -> HashMap<(u8, u16), u16> {
    let mut taken: Vec<bool> = vec![false; 1024];
    let mut map = HashMap::new();
    for &(w, b) in fixed {
        for i in 0..w as usize {
            taken[b as usize + i] = true;
        }
        map.insert((w, b), b);
    }
    for width in [1u8, 2, 4] {
        for &(w, b) in used {
            if w != width || map.contains_key(&(w, b)) {
                continue;
            }
            let mut p = 0usize;
            loop {
                if (0..w as usize).all(|i| !taken[p + i]) {
                    break;
                }
                p += w as usize;
            }
            for i in 0..w as usize {
                taken[p + i] = true;
            }
            map.insert((w, b), p as u16);
        }
    }
    map
}

/// Allocate registers; the result has physical operands only.
pub fn allocate(f: &MFunction, target: &Target, check: bool) -> Result<(MFunction, Stats), String> {
    let sfile = target.processor.regs.addressable_sgprs.min(94);
    let vfile = target.processor.regs.addressable_vgprs.min(256);
    let s = run_bank(f, Bank::S, sfile, check)?;
    let v = run_bank(f, Bank::V, vfile, check)?;
    // vreg -> (width class, physical base) per instruction use: allocations are per operand.
    // Collect used tuples for compaction.
    let mut used: [BTreeSet<(u8, u16)>; 2] = [BTreeSet::new(), BTreeSet::new()];
    let fixed_map = entry_fixed(f);
    let mut fixed: [BTreeSet<(u8, u16)>; 2] = [BTreeSet::new(), BTreeSet::new()];
    for (vr, r) in &fixed_map {
        let bi = usize::from(f.info(*vr).bank != Bank::S);
        fixed[bi].insert((class_w(r.count), r.index));
    }
    for (bi, r) in [&s, &v].into_iter().enumerate() {
        for a in &r.out.allocs {
            if let Some(p) = a.as_reg() {
                let w = class_w_of(p.class());
                used[bi].insert((w, r.part.bases[ci(p.class())][p.hw_enc()]));
            }
        }
        for (_, e) in &r.out.edits {
            let Edit::Move { from, to } = e;
            for a in [from, to] {
                if let Some(p) = a.as_reg() {
                    used[bi].insert((
                        class_w_of(p.class()),
                        r.part.bases[ci(p.class())][p.hw_enc()],
                    ));
                }
            }
        }
    }
    let maps = [
        compaction(&used[0], &fixed[0]),
        compaction(&used[1], &fixed[1]),
    ];
    rewrite(f, [&s, &v], maps)
}

fn class_w(count: u8) -> u8 {
    match count {
        1 => 1,
        2 => 2,
        _ => 4,
    }
}

fn class_w_of(c: RegClass) -> u8 {
    match c {
        RegClass::Int => 1,
        RegClass::Float => 2,
        RegClass::Vector => 4,
    }
}

/// Where edits go relative to MIR instructions of a block: after instruction `anchor`
/// (`-1`: at the block start).
struct Placed {
    anchor: isize,
    bank: Bank,
    from: (u8, u16),
    to: (u8, u16),
}

fn rewrite(
    f: &MFunction,
    runs: [&RunOut; 2],
    maps: [HashMap<(u8, u16), u16>; 2],
) -> Result<(MFunction, Stats), String> {
    let mut out = f.clone();
    let mut stats = Stats::default();
    // Per MIR block: placed edits; per MIR instruction: vreg -> physical.
    let mut placed: Vec<Vec<Placed>> = (0..f.blocks.len()).map(|_| Vec::new()).collect();
    let mut inst_regs: Vec<Vec<HashMap<MVReg, u16>>> = f
        .blocks
        .iter()
        .map(|b| vec![HashMap::new(); b.insts.len()])
        .collect();
    for (bi, r) in runs.iter().enumerate() {
        let bank = if bi == 0 { Bank::S } else { Bank::V };
        let map = &maps[bi];
        let tr = |a: Allocation| -> Result<(u8, u16), String> {
            let p = a.as_reg().ok_or("internal: stack allocation")?;
            let w = class_w_of(p.class());
            let b = phys(r, a)?;
            Ok((w, map[&(w, b)]))
        };
        // Allocations.
        for (k, vi) in r.view.insts.iter().enumerate() {
            let Some((a, b)) = vi.group else { continue };
            let allocs = r.out.inst_allocs(regalloc2::Inst::new(k));
            for (vr, al) in vi.vregs.iter().zip(allocs) {
                let (_, p) = tr(*al)?;
                for slot in inst_regs[vi.block].iter_mut().take(b).skip(a) {
                    slot.insert(*vr, p);
                }
            }
        }
        // Edits.
        for (pp, e) in &r.out.edits {
            let Edit::Move { from, to } = e;
            let k = pp.inst().index();
            let vi = &r.view.insts[k];
            let blk = &f.blocks[vi.block];
            let before = pp.pos() == regalloc2::InstPosition::Before;
            let anchor: isize = if !before {
                vi.group
                    .map(|g| g.1 as isize - 1)
                    .unwrap_or(blk.insts.len() as isize - 1)
            } else if bank == Bank::S {
                vi.group
                    .map(|g| g.0 as isize - 1)
                    .unwrap_or(blk.insts.len() as isize - 1)
            } else {
                // After the previous VGPR instruction of the block, or after the prologue.
                let prev = (0..k)
                    .rev()
                    .take_while(|&j| r.view.insts[j].block == vi.block)
                    .find_map(|j| r.view.insts[j].group);
                match prev {
                    Some(g) => g.1 as isize - 1,
                    None => blk.prologue as isize - 1,
                }
            };
            placed[vi.block].push(Placed {
                anchor,
                bank,
                from: tr(*from)?,
                to: tr(*to)?,
            });
        }
    }
    let v = f.variant;
    let row = |name: &str| -> Result<u32, String> {
        table(v)
            .by_name(name)
            .first()
            .copied()
            .ok_or_else(|| format!("{name} missing"))
    };
    let mov = |bank: Bank, dst: Reg, src: MOp| -> Result<MInst, String> {
        let name = match (bank, dst.count) {
            (Bank::S, 2) => "s_mov_b64",
            (Bank::S, _) => "s_mov_b32",
            _ => "v_mov_b32_e32",
        };
        Ok(MInst {
            kind: Kind::Hw(row(name)?),
            ops: SmallVec::from_vec(vec![MOp::P(dst), src]),
            defs: 1,
            ret: None,
            m: gfxc_isa::inst::Mods {
                op_sel_hi: 7,
                ..Default::default()
            },
            group: false,
            fixed: Vec::new(),
        })
    };
    let mk = |bank: Bank, idx: u16, n: u8| -> Reg {
        if bank == Bank::S {
            Reg::sgpr(idx, n)
        } else {
            Reg::vgpr(idx, n)
        }
    };
    // Moves of a tuple: dword by dword (s_mov_b64 for aligned SGPR pairs).
    let tuple_moves =
        |bank: Bank, dst: u16, src: u16, w: u8, out: &mut Vec<MInst>| -> Result<(), String> {
            if dst == src {
                return Ok(());
            }
            if bank == Bank::S && w % 2 == 0 && dst % 2 == 0 && src % 2 == 0 {
                for i in (0..w as u16).step_by(2) {
                    out.push(mov(
                        bank,
                        mk(bank, dst + i, 2),
                        MOp::P(mk(bank, src + i, 2)),
                    )?);
                }
                return Ok(());
            }
            let order: Vec<u16> = if dst > src {
                (0..w as u16).rev().collect()
            } else {
                (0..w as u16).collect()
            };
            for i in order {
                out.push(mov(
                    bank,
                    mk(bank, dst + i, 1),
                    MOp::P(mk(bank, src + i, 1)),
                )?);
            }
            Ok(())
        };
    let (mut smax, mut vmax) = (0u32, 0u32);
    for (bi, b) in f.blocks.iter().enumerate() {
        let mut new: Vec<MInst> = Vec::new();
        let mut new_pro = 0;
        let mut new_epi = usize::MAX;
        let emit_edits =
            |anchor: isize, new: &mut Vec<MInst>, stats: &mut Stats| -> Result<(), String> {
                for p in placed[bi].iter().filter(|p| p.anchor == anchor) {
                    stats.moves += 1;
                    tuple_moves(p.bank, p.to.1, p.from.1, p.to.0, new)?;
                }
                Ok(())
            };
        emit_edits(-1, &mut new, &mut stats)?;
        for (k, inst) in b.insts.iter().enumerate() {
            if k == b.epilogue {
                new_epi = new.len();
            }
            let regs = &inst_regs[bi][k];
            let phys_of = |op: &MOp| -> Result<MOp, String> {
                match op {
                    MOp::V { reg, off, n } => {
                        let bank = f.info(*reg).bank;
                        let base = *regs
                            .get(reg)
                            .ok_or_else(|| format!("internal: %{} unallocated", reg.0))?;
                        Ok(MOp::P(mk(bank, base + *off as u16, *n)))
                    }
                    o => Ok(o.clone()),
                }
            };
            match inst.kind {
                Kind::Pseudo(Pseudo::Entry) => {}
                Kind::Pseudo(Pseudo::Copy) => {
                    let d = phys_of(&inst.ops[0])?;
                    let s = phys_of(&inst.ops[1])?;
                    let MOp::P(dr) = d else { unreachable!() };
                    let dbank = f.info(inst.ops[0].vreg().unwrap()).bank;
                    match s {
                        MOp::P(sr) if sr.file == dr.file => {
                            tuple_moves(dbank, dr.index, sr.index, dr.count, &mut new)?;
                        }
                        MOp::P(sr) => {
                            for i in 0..dr.count as u16 {
                                new.push(mov(
                                    dbank,
                                    mk(dbank, dr.index + i, 1),
                                    MOp::P(Reg::sgpr(sr.index + i, 1)),
                                )?);
                            }
                        }
                        c => new.push(mov(dbank, dr, c)?),
                    }
                    stats.copies += 1;
                }
                _ => {
                    let mut ni = inst.clone();
                    for op in ni.ops.iter_mut() {
                        *op = phys_of(op)?;
                    }
                    if let Some(r) = &ni.ret {
                        ni.ret = Some(phys_of(r)?);
                    }
                    for op in ni.ops.iter().chain(ni.ret.iter()) {
                        if let MOp::P(r) = op {
                            let top = r.index as u32 + r.count as u32;
                            match r.file {
                                gfxc_isa::regs::RegFile::Sgpr => smax = smax.max(top),
                                gfxc_isa::regs::RegFile::Vgpr => vmax = vmax.max(top),
                                _ => {}
                            }
                        }
                    }
                    new.push(ni);
                }
            }
            if k + 1 == b.prologue {
                new_pro = new.len();
            }
            emit_edits(k as isize, &mut new, &mut stats)?;
        }
        if new_epi == usize::MAX {
            new_epi = new.len();
        }
        for i in new.iter() {
            for op in i.ops.iter() {
                if let MOp::P(r) = op {
                    let top = r.index as u32 + r.count as u32;
                    match r.file {
                        gfxc_isa::regs::RegFile::Sgpr => smax = smax.max(top),
                        gfxc_isa::regs::RegFile::Vgpr => vmax = vmax.max(top),
                        _ => {}
                    }
                }
            }
        }
        let ob = &mut out.blocks[bi];
        ob.insts = new;
        ob.prologue = new_pro;
        ob.epilogue = new_epi;
        ob.params.clear();
        for a in ob.args.iter_mut() {
            a.clear();
        }
    }
    // Inputs count even when unused (the hardware writes them).
    for r in entry_fixed(f).values() {
        let top = r.index as u32 + r.count as u32;
        match r.file {
            gfxc_isa::regs::RegFile::Sgpr => smax = smax.max(top),
            _ => vmax = vmax.max(top),
        }
    }
    stats.sgprs = smax;
    stats.vgprs = vmax.max(1);
    out.vregs.clear();
    Ok((out, stats))
}
