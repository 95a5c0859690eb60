//! Wide vectors built lane by lane and read lane by lane, without holding them whole.
//!
//! After legalization a vector operation of many lanes (`zext <64 x i1> to <64 x i64>`, the
//! bit-unpacking of a loaded `<N x i1>`) is one scalar computation per lane, an
//! `insertelement` chain building the vector, and, for a wide store split into pieces, an
//! `extractelement` per lane reading it back. Kept as such, the whole vector (128 VGPRs for
//! `<64 x i64>`) and every lane's scalar before it are live at once: more than the VGPR file
//! under the default work-group size (llc-19 splits the vector first).
//!
//! For vectors of at least [`MIN_LANES`] lanes: (1) an `extractelement` at a constant lane of
//! an `insertelement` chain (constant lanes) or `splat` reads the scalar inserted there
//! directly, so that the chain dies; (2) in the blocks where (1) applied, a pure scalar
//! computation whose only use is the scalar operand of an `insertelement` or `splat` of its
//! block (transitively: operands whose only use is such a moved instruction) moves to just
//! before that use, so that each piece's lanes are computed as the piece is built.
//!
//! Guarantees: (1) replaces a value by the one it equals lane for lane; (2) moves only
//! instructions without memory access, side effect or trap (no division) later within their
//! block, before their only use: the program computes the same values.

use crate::util::pure_op as pure;
use crate::util::replace_uses;
use gfxc_ir::instructions::{InstData, Opcode};
use gfxc_ir::{Block, Function, Inst, Value, ValueDef};
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};

/// Vectors this narrow are left alone.
pub const MIN_LANES: u32 = 16;

fn const_index(f: &Function, v: Value) -> Option<i64> {
    match f.dfg.value_def(v) {
        ValueDef::Result(i, _) => match &f.dfg.insts[i] {
            InstData::IntConst { imm } => Some(*imm),
            _ => None,
        },
        _ => None,
    }
}

/// The scalar at lane `k` of `v` through `insertelement` / `splat`, if known.
fn lane_of(f: &Function, mut v: Value, k: i64) -> Option<Value> {
    for _ in 0..256 {
        let ValueDef::Result(i, _) = f.dfg.value_def(v) else {
            return None;
        };
        match &f.dfg.insts[i] {
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                args,
            } => match const_index(f, args[2]) {
                Some(j) if j == k => return Some(args[1]),
                Some(_) => v = args[0],
                None => return None,
            },
            InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } => return Some(*arg),
            _ => return None,
        }
    }
    None
}

/// Forwards and sinks (module documentation); returns how many lane reads were forwarded.
pub fn build_wide_vectors(f: &mut Function) -> usize {
    let mut map: HashMap<Value, Value> = HashMap::default();
    let mut blocks: Vec<Block> = Vec::new();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            let InstData::Binary {
                opcode: Opcode::Extractelement,
                args,
            } = &f.dfg.insts[i]
            else {
                continue;
            };
            if f.dfg.value_type(args[0]).lanes() < MIN_LANES {
                continue;
            }
            let Some(k) = const_index(f, args[1]) else {
                continue;
            };
            if let Some(x) = lane_of(f, args[0], k) {
                let r = f.dfg.inst_results(i)[0];
                if f.dfg.value_type(x) == f.dfg.value_type(r) {
                    map.insert(r, x);
                    if blocks.last() != Some(&b) {
                        blocks.push(b);
                    }
                }
            }
        }
    }
    let n = map.len();
    if n == 0 {
        return 0;
    }
    // Chains of forwarded values.
    let keys: Vec<Value> = map.keys().copied().collect();
    for k in keys {
        let mut x = map[&k];
        while let Some(&y) = map.get(&x) {
            x = y;
        }
        map.insert(k, x);
    }
    replace_uses(f, &map);
    crate::legalize::remove_dead(f);
    // Uses of every value (instructions, in any block).
    let mut uses: HashMap<Value, Vec<Inst>> = HashMap::default();
    for &b in f.layout.blocks() {
        for &i in f.layout.block_insts(b) {
            f.dfg.insts[i].for_each_value(|v| uses.entry(v).or_default().push(i));
        }
    }
    for b in blocks {
        let mut order: Vec<Inst> = f.layout.block_insts(b).to_vec();
        let mut moved: HashSet<Inst> = HashSet::default();
        for idx in (0..order.len()).rev() {
            let i = order[idx];
            let d = &f.dfg.insts[i];
            let rs = f.dfg.inst_results(i);
            if !pure(d) || rs.len() != 1 || f.dfg.value_type(rs[0]).is_vector() {
                continue;
            }
            let r = rs[0];
            let Some([u]) = uses.get(&r).map(|v| v.as_slice()) else {
                continue;
            };
            let Some(pu) = order.iter().position(|x| x == u) else {
                continue;
            };
            if pu <= idx {
                continue;
            }
            let target = match &f.dfg.insts[*u] {
                InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args,
                } => args[1] == r && args[0] != r && args[2] != r,
                InstData::Unary {
                    opcode: Opcode::Splat,
                    ..
                } => true,
                _ => moved.contains(u),
            };
            if !target {
                continue;
            }
            order.remove(idx);
            order.insert(pu - 1, i);
            moved.insert(i);
        }
        for &i in &order {
            f.layout.remove_inst(i);
        }
        for &i in &order {
            f.layout.append_inst(i, b);
        }
    }
    n
}
