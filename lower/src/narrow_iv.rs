//! Induction-variable narrowing: the counter of a counted loop that is wider than 32 bits
//! (an `i64` from C's `size_t` or `long` loops) but provably stays within 32 bits is
//! computed in `i32`, its uses reading it extended. LLVM's IndVarSimplify widens counters
//! for targets with cheap 64-bit arithmetic; on AMDGPU a 64-bit add is two VALU (or SALU)
//! instructions with a carry and a 64-bit compare needs its limit in a register pair, so the
//! reverse pays.
//!
//! The loop is one block `B` of the form `crate::unroll` recognises
//! (`crate::unroll::counted_form`): `next = i + s` (or `i - s`), `brif next cont N` with
//! one edge back to `B` passing `next` for `i`, where the step `s` and the limit `N` are
//! constants or defined outside `B`. With unsigned upper bounds (`crate::offset32::Bounds`)
//! `S0` of every start value (the counter's arguments on the edges entering `B`), `L` of
//! `N` and `K` of `s`:
//!
//! - counting up (`add` of a constant above 0 or of any `s`, `sub` of a negative constant),
//!   going on while `next < N`, `<=`, signed or unsigned: every counter value is a start or
//!   a `next` that passed the test, so at most `max(S0, L)`, and every `next` at most
//!   `M = max(S0, L) + K`. When `M <= 2^32 - 1` (unsigned tests) or `M <= 2^31 - 1`
//!   (signed tests) no value wraps in either width, and the 32-bit test on the truncated
//!   values decides as the wide one: the counter is `zext` of an `i32` counter.
//! - counting down by a constant `k` (`0 < k <= 2^31`), going on while `next > N` or
//!   `>=` signed, with `S0, L <= 2^31 - 1`: `N >= 0`, so a counter that goes on is at least
//!   0 and every value lies in `[-k, S0]`: the counter is `sext` of an `i32` counter.
//!
//! Anything else (`!=` tests, unsigned tests counting down, bounds too large) is left
//! alone. The rewrite gives `B` an `i32` parameter in the counter's place, entered with
//! `itrunc` of each start; `B` begins with the extension of the new counter, which replaces
//! every use of the old one (an `itrunc` of it to `i32` reads the new counter directly); the
//! step, the add and the test are made in `i32`, and every other use of the old `next`
//! reads the extension of the new one. The old add and test are left for isel's dead-code
//! elimination.

use crate::offset32::Bounds;
use crate::unroll::{const_of, counted_form, Counted};
use crate::util::{replace_uses, terminator, Cursor};
use gfxc_ir::{Block, Function, InstData, IntCC, Opcode, Type, Value};
use rustc_hash::FxHashMap as HashMap;

/// How the narrowed counter is extended back to its width.
#[derive(Clone, Copy)]
enum Ext {
    Zext,
    Sext,
}

/// Narrows every counter of the module doc's form; returns how many.
pub fn narrow_induction_variables(func: &mut Function) -> usize {
    let blocks = crate::util::blocks_of(func);
    let mut done = 0;
    for b in blocks {
        let Some((c, ext)) = ({
            let mut bounds = Bounds::new(func);
            counted_form(func, b, |c| wide_int(func, c)).and_then(|c| {
                let ext = provable(func, &mut bounds, &c)?;
                Some((c, ext))
            })
        }) else {
            continue;
        };
        narrow(func, &c, ext);
        done += 1;
    }
    done
}

/// The counter is an integer scalar wider than 32 bits (at most 64).
fn wide_int(func: &Function, c: &Counted) -> bool {
    let p = func.dfg.block_params(c.block)[c.counter];
    matches!(func.dfg.value_type(p), Type::Scalar(s) if s.is_int())
        && (33..=64).contains(&func.dfg.value_type(p).bits())
}

/// The edges entering `c.block` from elsewhere: (predecessor, counter argument).
fn entries(func: &Function, b: Block, counter: usize) -> Option<Vec<(Block, Value)>> {
    let mut out = Vec::new();
    for &x in func.layout.blocks() {
        if x == b {
            continue;
        }
        let Some(t) = func.layout.last_inst(x) else {
            continue;
        };
        for d in func.dfg.insts[t].branch_dests() {
            if d.block == b {
                out.push((x, *d.args.get(counter)?));
            }
        }
    }
    Some(out)
}

/// The extension that makes the `i32` counter the wide one, if the bounds prove it fits
/// (module doc).
fn provable(func: &Function, bounds: &mut Bounds, c: &Counted) -> Option<Ext> {
    let starts = entries(func, c.block, c.counter)?;
    if starts.is_empty() {
        return None;
    }
    let mut s0 = 0u64;
    for &(_, v) in &starts {
        s0 = s0.max(bounds.upper(v));
    }
    let l = bounds.upper(c.limit);
    const U32: u64 = u32::MAX as u64;
    const I32: u64 = i32::MAX as u64;
    // Counting up: an added step of unknown value is at most its unsigned bound.
    let up_step = match (c.step, c.sub) {
        (Some(k), _) if k > 0 => Some(k as u64),
        (Some(_), _) => None,
        (None, false) => Some(bounds.upper(c.step_value)),
        (None, true) => None,
    };
    if let Some(k) = up_step {
        let m = s0.max(l).checked_add(k)?;
        return match c.cont {
            IntCC::Ult | IntCC::Ule if m <= U32 => Some(Ext::Zext),
            IntCC::Slt | IntCC::Sle if m <= I32 => Some(Ext::Zext),
            _ => None,
        };
    }
    let k = c.step?.checked_neg()?;
    if k <= 0 || k > 1 << 31 || s0 > I32 || l > I32 {
        return None;
    }
    match c.cont {
        IntCC::Sgt | IntCC::Sge => Some(Ext::Sext),
        _ => None,
    }
}

fn narrow(func: &mut Function, c: &Counted, ext: Ext) {
    let b = c.block;
    let old = func.dfg.block_params(b)[c.counter];
    let wide = func.dfg.value_type(old);
    let starts = entries(func, b, c.counter).unwrap_or_default();
    let term = terminator(func, b);
    let loc = func.srcmap.insts[term];
    // The new parameter, last (the old one is removed at the end).
    let p32 = func.dfg.append_block_param(b, Type::I32);
    // Starts: truncated on each entering edge (a block may enter B on both of its edges).
    let mut seen: Vec<Block> = Vec::new();
    for (x, _) in starts {
        if seen.contains(&x) {
            continue;
        }
        seen.push(x);
        let t = terminator(func, x);
        let n = func.dfg.insts[t].branch_dests().len();
        for j in 0..n {
            let d = func.dfg.insts[t].branch_dests()[j];
            if d.block != b {
                continue;
            }
            let v = d.args[c.counter];
            let v32 = narrow_value(func, t, v);
            func.dfg.insts[t].branch_dests_mut()[j].args.push(v32);
        }
    }
    // The extension at the top of B, the step, the add and the test in i32, before the
    // terminator.
    let first = func.layout.block_insts(b)[0];
    let (wide_i, step32, limit32) = {
        let mut k = Cursor::before(func, first);
        k.loc = loc;
        let op = match ext {
            Ext::Zext => Opcode::Zext,
            Ext::Sext => Opcode::Sext,
        };
        let w = k.conv(op, wide, p32);
        let s = match c.step {
            Some(v) => k.iconst(Type::I32, v.unsigned_abs() as u32 as i64),
            None => k.conv(Opcode::Itrunc, Type::I32, c.step_value),
        };
        let l = match const_of(k.func, c.limit) {
            Some(v) => k.iconst(Type::I32, v as i32 as i64),
            None => k.conv(Opcode::Itrunc, Type::I32, c.limit),
        };
        (w, s, l)
    };
    // The new `next` and its extension where the old one is computed (its uses follow),
    // the test before the terminator.
    let ni = match func.dfg.value_def(c.next) {
        gfxc_ir::ValueDef::Result(i, _) => i,
        gfxc_ir::ValueDef::Param(..) => return,
    };
    let after = func.layout.block_insts(b)[func
        .layout
        .block_insts(b)
        .iter()
        .position(|&i| i == ni)
        .unwrap_or(0)
        + 1];
    let (next32, wide_next) = {
        let mut k = Cursor::before(func, after);
        k.loc = loc;
        let down = match c.step {
            Some(v) => v < 0,
            None => c.sub,
        };
        let n = k.bin(if down { Opcode::Sub } else { Opcode::Add }, p32, step32);
        let op = match ext {
            Ext::Zext => Opcode::Zext,
            Ext::Sext => Opcode::Sext,
        };
        let w = k.conv(op, wide, n);
        (n, w)
    };
    let cmp32 = {
        let mut k = Cursor::before(func, term);
        k.loc = loc;
        k.icmp(c.cont, next32, limit32)
    };
    // The terminator: the new test (going on when `cont` holds), the new counter on the
    // back edge.
    if let InstData::Brif {
        cond,
        then_dest,
        else_dest,
    } = &mut func.dfg.insts[term]
    {
        if c.exit_then {
            else_dest.args.push(next32);
        } else {
            then_dest.args.push(next32);
        }
        *cond = cmp32;
        if c.exit_then {
            // `then` leaves: swap so that `then` stays.
            std::mem::swap(then_dest, else_dest);
        }
    }
    // Every other use of the old counter and of the old `next`: the extensions; an
    // `itrunc` of the old counter to i32: the new counter.
    let mut map: HashMap<Value, Value> = HashMap::default();
    map.insert(old, wide_i);
    map.insert(c.next, wide_next);
    let insts: Vec<_> = func
        .layout
        .blocks()
        .iter()
        .flat_map(|&x| func.layout.block_insts(x).to_vec())
        .collect();
    for i in insts {
        if let InstData::Unary {
            opcode: Opcode::Itrunc,
            arg,
        } = func.dfg.insts[i]
        {
            let r = func.dfg.first_result(i);
            if func.dfg.value_type(r) == Type::I32 {
                if arg == old {
                    map.insert(r, p32);
                } else if arg == c.next {
                    map.insert(r, next32);
                }
            }
        }
    }
    // The old counter's arguments and parameter go (the new one stays last).
    remove_counter_arg(func, b, c.counter);
    func.dfg.remove_block_param(b, c.counter);
    replace_uses(func, &map);
}

/// `itrunc v` to `i32` before `at` (a constant: the truncated constant).
fn narrow_value(func: &mut Function, at: gfxc_ir::Inst, v: Value) -> Value {
    let mut k = Cursor::before(func, at);
    match const_of(k.func, v) {
        Some(x) => k.iconst(Type::I32, x as i32 as i64),
        None => k.conv(Opcode::Itrunc, Type::I32, v),
    }
}

/// Removes argument `index` of every branch to `b`.
fn remove_counter_arg(func: &mut Function, b: Block, index: usize) {
    let blocks = crate::util::blocks_of(func);
    for x in blocks {
        let Some(t) = func.layout.last_inst(x) else {
            continue;
        };
        for d in func.dfg.insts[t].branch_dests_mut() {
            if d.block == b {
                d.args.remove(index);
            }
        }
    }
}
