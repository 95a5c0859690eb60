//! Local uniformity (divergence) analysis — the fallback isel uses until `gfxc-lower`'s
//! `Uniformity` lands.
//!
//! Guarantees (conservative: "uniform" is only claimed when it holds): a value is divergent
//! when it is a work-item id or lane id, the result of a load that is not from a uniform
//! address in the constant/constant32 space, of an atomic, call or intrinsic, when any operand
//! is divergent, when it is a parameter of the join (immediate post-dominator) of a divergent
//! branch or receives a divergent argument, or when it is defined inside a loop whose exit
//! branch is divergent and used outside that loop (temporal divergence). Work-group ids and
//! sizes, kernel arguments, constants, `readfirstlane`/`readlane`/`ballot` are uniform.
//! Computed to a fixed point.

use crate::cfg::{Cfg, NodeTerm};
use gfxc_ir::{AddrSpace, Function, InstData, Opcode, Value, ValueDef};
use std::collections::HashSet;

/// The divergent values of a function.
pub struct Uniformity {
    pub divergent: HashSet<Value>,
}

impl Uniformity {
    /// Is `v` uniform?
    pub fn is_uniform(&self, v: Value) -> bool {
        !self.divergent.contains(&v)
    }

    /// Analyse `f` over its split CFG.
    pub fn compute(f: &Function, cfg: &Cfg) -> Uniformity {
        let mut div: HashSet<Value> = HashSet::new();
        loop {
            let before = div.len();
            for &b in f.layout.blocks() {
                for &i in f.layout.block_insts(b) {
                    let d = &f.dfg.insts[i];
                    let any = d.args().iter().any(|a| div.contains(a));
                    let src = match d {
                        InstData::GridQuery { opcode, .. } => *opcode == Opcode::WorkitemId,
                        InstData::Nullary { opcode } => *opcode == Opcode::LaneId,
                        InstData::Load { addr, .. } => {
                            let sp = f.dfg.value_type(*addr).addr_space();
                            !matches!(sp, Some(AddrSpace::Constant | AddrSpace::Constant32))
                        }
                        InstData::AtomicRmw { .. }
                        | InstData::CmpXchg { .. }
                        | InstData::Call { .. }
                        | InstData::Intrinsic { .. } => true,
                        InstData::Unary {
                            opcode: Opcode::Readfirstlane | Opcode::Ballot,
                            ..
                        } => {
                            for &r in f.dfg.inst_results(i) {
                                div.remove(&r);
                            }
                            continue;
                        }
                        InstData::Binary {
                            opcode: Opcode::Readlane,
                            ..
                        } => continue,
                        _ => false,
                    };
                    if src || any {
                        div.extend(f.dfg.inst_results(i).iter().copied());
                    }
                }
            }
            // Block arguments and sync dependence.
            for (n, node) in cfg.nodes.iter().enumerate() {
                if let NodeTerm::Jump(t, args) = &node.term {
                    let params = cfg.nodes[*t]
                        .block
                        .map(|b| f.dfg.block_params(b).to_vec())
                        .unwrap_or_default();
                    for (p, a) in params.iter().zip(args) {
                        if div.contains(a) {
                            div.insert(*p);
                        }
                    }
                }
                if let NodeTerm::Brif(c, _, _) = &node.term {
                    if !div.contains(c) {
                        continue;
                    }
                    let j = cfg.ipdom[n];
                    if j != usize::MAX {
                        if let Some(jb) = cfg.nodes[j].block {
                            div.extend(f.dfg.block_params(jb).iter().copied());
                        }
                    }
                    // Temporal divergence: a divergent exit of a loop headed at `n`.
                    if let Some(members) = cfg.loops.get(&n) {
                        for &m in members {
                            let Some(mb) = cfg.nodes[m].block else {
                                continue;
                            };
                            let mut defs: Vec<Value> = f.dfg.block_params(mb).to_vec();
                            for &i in f.layout.block_insts(mb) {
                                defs.extend(f.dfg.inst_results(i).iter().copied());
                            }
                            for v in defs {
                                if used_outside(f, cfg, v, members) {
                                    div.insert(v);
                                }
                            }
                        }
                    }
                }
            }
            if div.len() == before {
                break;
            }
        }
        Uniformity { divergent: div }
    }
}

fn used_outside(f: &Function, cfg: &Cfg, v: Value, members: &[usize]) -> bool {
    for (n, node) in cfg.nodes.iter().enumerate() {
        if members.contains(&n) {
            continue;
        }
        if let NodeTerm::Jump(_, args) = &node.term {
            if args.contains(&v) {
                return true;
            }
        }
        let Some(b) = node.block else { continue };
        for &i in f.layout.block_insts(b) {
            if f.dfg.insts[i].args().contains(&v) {
                return true;
            }
        }
    }
    let _ = ValueDef::Param;
    false
}
