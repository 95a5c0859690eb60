//! Branch relaxation: branches whose target is beyond the reach of SOPP's signed 16-bit dword
//! offset (±32K dwords, ±128 KiB) become long jumps through the program counter.
//!
//! Guarantees: after [`relax`], every branch item of the layout reaches its target with a
//! 16-bit offset, or the error says why it could not be made to. A far `s_branch L` becomes
//! LLVM's indirect branch (`SIInstrInfo::insertIndirectBranch`, LLVM 19):
//!
//! ```text
//!   s_getpc_b64 s[p:p+1]                 ; address of the next instruction
//!   s_add_u32   sp,   sp,   lo(L - that address)
//!   s_addc_u32  sp+1, sp+1, hi(L - that address)   ; 0 or -1: an inline constant
//!   s_setpc_b64 s[p:p+1]
//! ```
//!
//! and a far conditional branch `s_cbranch_<c> L` becomes `s_cbranch_<not c>` over such a
//! sequence (LLVM's `BranchRelaxation` inverts the condition the same way). The pair
//! `s[p:p+1]` is the first even pair above every SGPR the code names (the descriptor counts
//! it); when none is left below the processor's addressable SGPRs the kernel is refused
//! with an `unsupported:` error. The sequence writes SCC (`s_add_u32`); gfxc never keeps SCC
//! live into a block (isel defines every branch condition in the block that branches on it),
//! so only the taken side of a relaxed conditional branch could see it, and that side does
//! not read it. Expansion only grows the code, so it repeats until no branch is out of range
//! (each round re-measures every offset). Runs after hazard wait states: the inserted SALU
//! instructions only lengthen the distances those rules count, and none of them is a hazard
//! source or sink of the table (`crate::hazards`) between SALU instructions.

use gfxc_ir::StageError;
use gfxc_isa::inst::Inst;
use gfxc_isa::processors::Target;
use gfxc_isa::regs::{Operand, Reg, RegFile};
use gfxc_isa::table::table;
use gfxc_isa::{IsaVariant, Op};

/// A laid-out item: an instruction and the block it branches to.
pub type Item = (Inst, Option<usize>);

/// A long jump's address literal: the `s_add_u32` item, its `s_getpc_b64` item, the target
/// block. Resolved by [`resolve_literals`] once the final offsets are known.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LongJump {
    pub add: usize,
    pub getpc: usize,
    pub to: usize,
}

/// The reach of a SOPP branch in dwords, relative to the instruction after it.
pub const REACH: std::ops::RangeInclusive<i64> = -32768..=32767;

/// What [`relax`] leaves: the long jumps, the new SGPR count, and the final measurement of
/// the items (each item's offset, the code size, and each item's encoding with a zero label
/// value, which is its final encoding unless it branches or is a long jump's literal).
#[derive(Clone, Debug, Default)]
pub struct Relaxed {
    pub longs: Vec<LongJump>,
    pub sgprs: u32,
    pub offs: Vec<u32>,
    pub end: u32,
    pub bytes: Vec<gfxc_isa::codec::Bytes>,
}

/// Relaxes the out-of-range branches of `items` (see the module doc). `starts` maps blocks
/// to their first item and `syms` holds item indices of PC-relative literals; both are
/// renumbered. `sgprs` is the SGPR count the code uses. The last round's measurement is
/// returned with the long jumps, so the caller need not encode every item again to size it.
pub fn relax(
    items: &mut Vec<Item>,
    starts: &mut [(usize, usize)],
    syms: &mut [(usize, u32, i64, bool)],
    target: &Target,
    variant: IsaVariant,
    sgprs: u32,
) -> Result<Relaxed, StageError> {
    let t = table(variant);
    let row = |op: Op| {
        t.row(op)
            .ok_or_else(|| StageError::internal(format!("internal: {op} missing")))
    };
    let (branch, getpc, add, addc, setpc) = (
        row(Op::s_branch)?,
        row(Op::s_getpc_b64)?,
        row(Op::s_add_u32)?,
        row(Op::s_addc_u32)?,
        row(Op::s_setpc_b64)?,
    );
    let inverse = [
        (row(Op::s_cbranch_scc0)?, row(Op::s_cbranch_scc1)?),
        (row(Op::s_cbranch_scc1)?, row(Op::s_cbranch_scc0)?),
        (row(Op::s_cbranch_execz)?, row(Op::s_cbranch_execnz)?),
        (row(Op::s_cbranch_execnz)?, row(Op::s_cbranch_execz)?),
        (row(Op::s_cbranch_vccz)?, row(Op::s_cbranch_vccnz)?),
        (row(Op::s_cbranch_vccnz)?, row(Op::s_cbranch_vccz)?),
    ];
    let mut longs: Vec<LongJump> = Vec::new();
    let mut pair: Option<u16> = None;
    let mut sgprs = sgprs;
    loop {
        let (offs, end, bytes) = measure(items)?;
        let block_off = |b: usize| -> u32 {
            let i = starts
                .iter()
                .find(|s| s.0 == b)
                .map(|s| s.1)
                .unwrap_or(items.len());
            offs.get(i).copied().unwrap_or(end)
        };
        let far = items.iter().enumerate().position(|(k, (_, to))| {
            to.is_some_and(|b| {
                let d = (block_off(b) as i64 - (offs[k] as i64 + 4)) / 4;
                !REACH.contains(&d)
            })
        });
        let Some(k) = far else {
            return Ok(Relaxed {
                longs,
                sgprs,
                offs,
                end,
                bytes,
            });
        };
        let to = items[k].1.unwrap_or(0);
        let p = match pair {
            Some(p) => p,
            None => {
                let used = items
                    .iter()
                    .flat_map(|(i, _)| i.ops.iter().chain(i.ret.as_ref().map(|_| &Operand::Off)))
                    .filter_map(|o| match o {
                        Operand::Reg(r) if r.file == RegFile::Sgpr => {
                            Some(r.index as u32 + r.count as u32)
                        }
                        _ => None,
                    })
                    .max()
                    .unwrap_or(0);
                let p = used.max(sgprs).next_multiple_of(2);
                let limit = target.processor.regs.addressable_sgprs as u32;
                if p + 2 > limit {
                    return Err(StageError::unsupported(format!(
                        "unsupported: a branch beyond ±128 KiB needs a free SGPR pair for a \
                         long jump, and all {limit} SGPRs are in use"
                    )));
                }
                sgprs = sgprs.max(p + 2);
                pair = Some(p as u16);
                p as u16
            }
        };
        let mk = |def: u32, ops: Vec<Operand>| -> Item {
            (
                Inst {
                    variant,
                    def,
                    ops: ops.into_iter().collect(),
                    ret: None,
                    m: Default::default(),
                },
                None,
            )
        };
        let s64 = Operand::Reg(Reg::sgpr(p, 2));
        let (lo, hi) = (
            Operand::Reg(Reg::sgpr(p, 1)),
            Operand::Reg(Reg::sgpr(p + 1, 1)),
        );
        let seq = vec![
            mk(getpc, vec![s64.clone()]),
            mk(add, vec![lo.clone(), lo, Operand::Literal(0)]),
            mk(addc, vec![hi.clone(), hi, Operand::InlineInt(0)]),
            mk(setpc, vec![s64]),
        ];
        let def = items[k].0.def;
        // What replaces item k: the sequence, after an inverted branch over it when k is
        // conditional. The inverted branch targets the block that follows k, which starts a
        // block only if k ended one; otherwise a new "block" is not needed: the skip target is
        // expressed as the item after the sequence, by a block id past every real block.
        let (new, first_seq) = if def == branch {
            (seq, 0)
        } else {
            let inv = inverse
                .iter()
                .find(|(c, _)| *c == def)
                .map(|(_, i)| *i)
                .ok_or_else(|| StageError::internal("internal: unknown branch instruction"))?;
            let mut v = vec![mk(inv, vec![Operand::Imm(0)])];
            v.extend(seq);
            (v, 1)
        };
        let n = new.len();
        items.splice(k..=k, new);
        // Renumber: items after k move by n - 1.
        for s in starts.iter_mut() {
            if s.1 > k {
                s.1 += n - 1;
            }
        }
        for s in syms.iter_mut() {
            if s.0 > k {
                s.0 += n - 1;
            }
        }
        for l in longs.iter_mut() {
            for x in [&mut l.add, &mut l.getpc] {
                if *x > k {
                    *x += n - 1;
                }
            }
        }
        if first_seq == 1 {
            // The inverted branch skips the 4-instruction sequence: a fixed 5-dword forward
            // offset (s_getpc 1, s_add_u32 + literal 2, s_addc_u32 1, s_setpc 1 dword), kept as
            // a plain immediate rather than a block target.
            items[k].0.ops = [Operand::Imm(5)].into_iter().collect();
        }
        longs.push(LongJump {
            add: k + first_seq + 1,
            getpc: k + first_seq,
            to,
        });
    }
}

/// Each item's offset, the end offset, and each item's encoding with label value 0 (a
/// branch's length does not depend on its offset).
fn measure(items: &[Item]) -> Result<(Vec<u32>, u32, Vec<gfxc_isa::codec::Bytes>), StageError> {
    let mut offs = Vec::with_capacity(items.len());
    let mut bytes = Vec::with_capacity(items.len());
    let mut off = 0;
    for (i, _) in items {
        offs.push(off);
        let b = gfxc_isa::codec::encode(i, 0)
            .map_err(|e| StageError::internal(format!("internal: encoding: {e}")))?;
        off += b.len() as u32;
        bytes.push(b);
    }
    Ok((offs, off, bytes))
}

/// Writes each long jump's offset (target block minus the address after its `s_getpc_b64`)
/// into its `s_add_u32` literal and `s_addc_u32` high half, from the final item offsets.
pub fn resolve_literals(
    items: &mut [Item],
    longs: &[LongJump],
    block_off: &dyn Fn(usize) -> u32,
    offs: &[u32],
) {
    for l in longs {
        let d = block_off(l.to) as i64 - (offs[l.getpc] as i64 + 4);
        items[l.add].0.ops[2] = Operand::Literal(d as u32);
        items[l.add + 1].0.ops[2] = Operand::InlineInt(if d < 0 { -1 } else { 0 });
    }
}
