//! Whole-wave and whole-quad regions (`llvm.amdgcn.strict.wwm`, `wwm`, `strict.wqm`, `wqm`,
//! with `set.inactive`), one definition shared by the interpreter and the compiler.
//!
//! `amdgcn.strict.wwm.i32(v)` (a *terminal*) is `v`, computed in whole-wave mode: the
//! instructions of the terminal's block that `v` depends on, back to (and including the
//! second operand of) `amdgcn.set.inactive.i32` calls, run on every lane of the wave
//! (`amdgcn.strict.wqm.i32`: on every lane of each quad that has an active lane). That set
//! is the terminal's *slice*, as LLVM 19's SIWholeQuadMode marks it: it follows operands
//! through pure instructions (arithmetic, compares, conversions, constants, work-item queries
//! and the intrinsics without side effects: DPP, `readlane`, `ballot`, ...) defined earlier in
//! the same block, stops at `set.inactive` (whose result is `x` in the active lanes and `y`,
//! computed in the slice, in every other lane) and at every other value (block parameters,
//! values of other blocks, loads, calls, other terminals). Those boundary values are read in
//! the inactive lanes too, where they hold nothing defined unless they are uniform (kernel
//! arguments, constants) or come from `set.inactive`.
//!
//! The terminal itself runs with the block's active lanes (a copy). An instruction in the
//! slices of both kinds runs in whole-wave mode (every lane includes every quad lane).

use crate::dfg::ValueDef;
use crate::entities::{Block, Inst, Value};
use crate::function::Function;
use crate::instructions::{InstData, Opcode};
use std::collections::HashMap;

/// The lanes a region instruction runs on.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum WholeMode {
    /// Every lane of the wave.
    Wave,
    /// Every lane of a quad with an active lane.
    Quad,
}

/// The terminal intrinsics and their mode.
pub fn terminal_mode(name: &str) -> Option<WholeMode> {
    match name {
        "amdgcn.strict.wwm.i32" => Some(WholeMode::Wave),
        "amdgcn.strict.wqm.i32" => Some(WholeMode::Quad),
        _ => None,
    }
}

/// The `set.inactive` intrinsic's gfxc name.
pub const SET_INACTIVE: &str = "amdgcn.set.inactive.i32";

/// The regions of a function.
#[derive(Default, Debug, Clone)]
pub struct Regions {
    /// Instructions of a slice and the mode they run in (not the terminals, not the
    /// `set.inactive` calls).
    pub slice: HashMap<Inst, WholeMode>,
    /// `set.inactive` calls whose result a slice reads, with that slice's mode (whole-wave
    /// when slices of both kinds read it).
    pub sources: HashMap<Inst, WholeMode>,
    /// Terminals whose operand is computed in their block, with their mode.
    pub terminals: HashMap<Inst, WholeMode>,
}

impl Regions {
    pub fn is_empty(&self) -> bool {
        self.terminals.is_empty()
    }

    /// The mode of instruction `i` as a member of a region (slice or `set.inactive` source).
    pub fn member(&self, i: Inst) -> Option<WholeMode> {
        self.slice.get(&i).or_else(|| self.sources.get(&i)).copied()
    }
}

/// Whether `d` may run on lanes that are not active: no memory access, no side effect.
fn region_able(d: &InstData) -> bool {
    use crate::instructions::Format;
    match d {
        InstData::Intrinsic { name, .. } => {
            name != SET_INACTIVE
                && terminal_mode(name).is_none()
                && crate::intrinsics::lookup(name).is_some_and(|s| !s.side_effects)
        }
        _ => match d.opcode().info().format {
            f if f.computes_only() => !matches!(
                d.opcode(),
                Opcode::Udiv | Opcode::Sdiv | Opcode::Urem | Opcode::Srem
            ),
            Format::Nullary => !matches!(d.opcode(), Opcode::Barrier | Opcode::Unreachable),
            _ => false,
        },
    }
}

fn upgrade(m: &mut HashMap<Inst, WholeMode>, i: Inst, mode: WholeMode) -> bool {
    match m.get(&i) {
        Some(WholeMode::Wave) => false,
        Some(WholeMode::Quad) if mode == WholeMode::Quad => false,
        _ => {
            m.insert(i, mode);
            true
        }
    }
}

/// The regions of `func`.
pub fn regions(func: &Function) -> Regions {
    let mut r = Regions::default();
    for &b in func.layout.blocks() {
        let insts = func.layout.block_insts(b);
        // Positions in the block, built at its first terminal (most blocks have none).
        let mut pos: Option<HashMap<Inst, usize>> = None;
        for (k, &t) in insts.iter().enumerate() {
            let InstData::Intrinsic { name, args } = &func.dfg.insts[t] else {
                continue;
            };
            let Some(mode) = terminal_mode(name) else {
                continue;
            };
            let pos =
                pos.get_or_insert_with(|| insts.iter().enumerate().map(|(k, &i)| (i, k)).collect());
            let mut work: Vec<Value> = args.to_vec();
            let mut any = false;
            while let Some(v) = work.pop() {
                let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
                    continue;
                };
                if pos.get(&i).is_none_or(|&p| p >= k) {
                    continue;
                }
                let d = &func.dfg.insts[i];
                if let InstData::Intrinsic { name, args } = d {
                    if name == SET_INACTIVE {
                        any = true;
                        if upgrade(&mut r.sources, i, mode) {
                            work.push(args[1]);
                        }
                        continue;
                    }
                }
                if region_able(d) {
                    any = true;
                    if upgrade(&mut r.slice, i, mode) {
                        work.extend(d.args().iter().copied());
                    }
                }
            }
            if any {
                r.terminals.insert(t, mode);
            }
        }
    }
    r
}

/// Whether block `b` holds a region member or terminal.
pub fn block_has_region(func: &Function, r: &Regions, b: Block) -> bool {
    func.layout
        .block_insts(b)
        .iter()
        .any(|&i| r.terminals.contains_key(&i) || r.member(i).is_some())
}

/// The lanes of `mask` widened to whole quads, within a wave of `ws` lanes.
pub fn quad_mask(mask: u64, ws: usize) -> u64 {
    let q = (mask | mask >> 1 | mask >> 2 | mask >> 3) & 0x1111_1111_1111_1111;
    let m = q | q << 1 | q << 2 | q << 3;
    if ws >= 64 {
        m
    } else {
        m & ((1u64 << ws) - 1)
    }
}

/// Every lane of a wave of `ws` lanes.
pub fn wave_mask(ws: usize) -> u64 {
    if ws >= 64 {
        u64::MAX
    } else {
        (1u64 << ws) - 1
    }
}
