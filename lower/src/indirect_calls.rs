//! Indirect calls (`call_indirect` through a `func_addr` pointer): what the compile path
//! accepts, and the waterfall loop for a callee pointer that differs between lanes.
//!
//! Guarantees, after [`lower_indirect_calls`] on a function:
//! * Every `call_indirect` has a *uniform* callee pointer (`crate::uniformity`): isel calls
//!   it with `s_swappc_b64` through an SGPR pair. A call whose pointer is divergent is
//!   replaced by a loop with the same effect, the algorithm of llc-19's waterfall loop
//!   (`SIInstrInfo::legalizeOperands` for `SI_CALL` with a VGPR callee: `v_readfirstlane`
//!   the pointer, call for the lanes with that pointer, repeat for the others):
//!
//!   ```text
//!   pre:     pending = ballot true                        ; the lanes at the call
//!            jump hdr(pending, zero)
//!   hdr(pending, acc):                                     ; a uniform loop
//!            p0 = readlane p, cttz(pending)                ; the first pending lane's pointer
//!            c  = icmp eq p, p0
//!            brif c, call, latch(acc)
//!   call:    r = call_indirect p0(args)                    ; the lanes whose pointer is p0
//!            jump latch(r)
//!   latch(r2):
//!            pending' = pending ^ ballot c                 ; ballot c ⊆ pending
//!            brif pending' != 0, hdr(pending', r2), rest(r2)
//!   ```
//!
//!   Each distinct pointer is called once, for exactly the lanes that hold it, in the order
//!   of their first lanes (the interpreter's order too, `gfxc_ir::interp`); the result of
//!   each lane is the one its own callee returned.
//! * A `call_indirect` whose signature gfxc cannot pass is a located `unsupported:` error:
//!   vectors of 1- or 8-bit lanes (passed one dword per lane for direct calls,
//!   `crate::narrow_abi`, which rewrites only the functions it sees called), a result past
//!   v0..v31 (`crate::sret` demotes only direct calls), more than v0..v30 and 128 stack
//!   dwords of arguments or more than 24 arguments.
//!
//! [`address_taken`] lists the functions whose addresses each function takes: `crate::inline`
//! keeps them as functions of their own (a kernel reaching a `func_addr @f` reaches `@f`).

use crate::util::{split_after, Cursor};
use gfxc_ir::{
    Block, BlockCall, Diagnostic, ErrorKind, FuncId, Function, Inst, InstData, IntCC, Module,
    Opcode, Type, TypedDiagnostics, Value,
};
use rustc_hash::FxHashMap as HashMap;

/// For each function of `m` (by index), the functions whose address it takes, in layout
/// order, each once.
pub fn address_taken(m: &Module) -> Vec<Vec<FuncId>> {
    m.functions
        .iter()
        .map(|(_, f)| {
            let mut out: Vec<FuncId> = Vec::new();
            for &b in f.layout.blocks() {
                for &i in f.layout.block_insts(b) {
                    if let InstData::FuncAddr { func } = &f.dfg.insts[i] {
                        if m.functions.is_valid(*func) && !out.contains(func) {
                            out.push(*func);
                        }
                    }
                }
            }
            out
        })
        .collect()
}

/// Why gfxc cannot pass a call of this signature through a pointer (module doc).
fn unsupported_signature(params: &[Type], ret: Option<Type>) -> Option<String> {
    let narrow = |t: &Type| matches!(t, Type::Vector(s, _) if s.bits() <= 8);
    if let Some(t) = params.iter().chain(ret.iter()).find(|t| narrow(t)) {
        return Some(format!("an argument or result of type {t}"));
    }
    let dwords = |t: Type| -> usize {
        match t {
            Type::Scalar(s) => s.bits().div_ceil(32).max(1) as usize,
            Type::Ptr(sp) => sp.pointer_bits().div_ceil(32) as usize,
            Type::Vector(s, n) if s.bits() == 16 => (n as usize).div_ceil(2),
            Type::Vector(s, n) => n as usize * (s.bits() as usize).div_ceil(32),
        }
    };
    if let Some(t) = ret.filter(|&t| dwords(t) > 32) {
        return Some(format!("a result of type {t} (more than v0..v31)"));
    }
    let n: usize = params.iter().map(|&t| dwords(t)).sum();
    if n > 31 + 128 {
        return Some(format!(
            "{n} argument dwords (at most v0..v30 and 128 on the stack)"
        ));
    }
    if params.len() > 24 {
        return Some(format!("{} arguments (at most 24)", params.len()));
    }
    None
}

fn indirect_calls(f: &Function) -> Vec<Inst> {
    f.layout
        .blocks()
        .iter()
        .flat_map(|&b| f.layout.block_insts(b).iter().copied())
        .filter(|&i| matches!(f.dfg.insts[i], InstData::CallIndirect { .. }))
        .collect()
}

/// Checks that gfxc can pass every `call_indirect` of `f` (module doc); run before the
/// passes that rewrite vector types (`crate::narrow_vectors`).
pub fn check_indirect_calls(f: &Function) -> Result<(), TypedDiagnostics> {
    for i in indirect_calls(f) {
        let args = f.dfg.insts[i].args().to_vec();
        let params: Vec<Type> = args[1..].iter().map(|&a| f.dfg.value_type(a)).collect();
        let ret = f.dfg.inst_results(i).first().map(|&r| f.dfg.value_type(r));
        if let Some(why) = unsupported_signature(&params, ret) {
            return Err(TypedDiagnostics::new(
                ErrorKind::Unsupported,
                Diagnostic::new(
                    f.inst_loc(i),
                    format!("unsupported: an indirect call with {why}"),
                ),
            ));
        }
    }
    Ok(())
}

/// Turns the `call_indirect`s of `f` with a divergent callee pointer into waterfall loops
/// (module doc). `wave64`: the ballot masks are `i64`, else `i32`. Returns whether it made one
/// (a loop: the CFG changed).
pub fn lower_indirect_calls(f: &mut Function, wave64: bool) -> Result<bool, TypedDiagnostics> {
    let calls = indirect_calls(f);
    if calls.is_empty() {
        return Ok(false);
    }
    let u = crate::uniformity::analyze(f);
    let mut changed = false;
    for i in calls {
        let p = f.dfg.insts[i].args()[0];
        if !u.is_uniform(p) {
            waterfall(f, i, wave64);
            changed = true;
        }
    }
    Ok(changed)
}

/// Replaces the call `ci` (divergent pointer) by the loop of the module doc.
fn waterfall(f: &mut Function, ci: Inst, wave64: bool) {
    let loc = f.inst_loc(ci);
    let b = f.layout.inst_block(ci).expect("placed call");
    let p = f.dfg.insts[ci].args()[0];
    let ret = f.dfg.inst_results(ci).first().copied();
    let rty = ret.map(|r| f.dfg.value_type(r));
    let mty = if wave64 { Type::I64 } else { Type::I32 };
    // The rest of the block after the call.
    let rest = split_after(f, ci, b);
    f.layout.remove_inst(ci);
    let hdr = crate::util::new_block_after(f, b);
    let call = crate::util::new_block_after(f, hdr);
    let latch = crate::util::new_block_after(f, call);
    let pending = f.dfg.append_block_param(hdr, mty);
    let acc = rty.map(|t| f.dfg.append_block_param(hdr, t));
    let r2 = rty.map(|t| f.dfg.append_block_param(latch, t));
    // Uses of the call's result now read the latch's parameter (the latch dominates them).
    if let (Some(r), Some(r2)) = (ret, r2) {
        let map: HashMap<Value, Value> = [(r, r2)].into_iter().collect();
        crate::util::replace_uses(f, &map);
    }
    // pre
    {
        let mut c = at_end(f, b, loc);
        let t = c.iconst(Type::I1, 1);
        let all = c.conv(Opcode::Ballot, mty, t);
        let mut jargs = vec![all];
        if let Some(t) = rty {
            jargs.push(c.zero(t));
        }
        c.jump(hdr, &jargs);
    }
    // hdr
    let cond = {
        let mut c = at_end(f, hdr, loc);
        let lane = c.un(Opcode::Cttz, pending);
        let lane = if wave64 {
            c.conv(Opcode::Itrunc, Type::I32, lane)
        } else {
            lane
        };
        let pty = c.ty(p);
        let p0 = c.ins1(
            InstData::Binary {
                opcode: Opcode::Readlane,
                args: [p, lane],
            },
            pty,
        );
        let cond = c.icmp(IntCC::Eq, p, p0);
        let skip: Vec<Value> = acc.into_iter().collect();
        c.ins(
            InstData::Brif {
                cond,
                then_dest: BlockCall::new(call, &[]),
                else_dest: BlockCall::new(latch, &skip),
            },
            &[],
        );
        // The call, through the uniform pointer.
        if let InstData::CallIndirect { args } = &mut f.dfg.insts[ci] {
            args[0] = p0;
        }
        cond
    };
    // call
    f.layout.append_inst(ci, call);
    {
        let mut c = at_end(f, call, loc);
        let jargs: Vec<Value> = ret.into_iter().collect();
        c.jump(latch, &jargs);
    }
    // latch
    {
        let mut c = at_end(f, latch, loc);
        let took = c.conv(Opcode::Ballot, mty, cond);
        // The lanes that called are pending ones: clear them.
        let pend2 = c.bin(Opcode::Xor, pending, took);
        let zero = c.iconst(mty, 0);
        let more = c.icmp(IntCC::Ne, pend2, zero);
        let mut back = vec![pend2];
        back.extend(r2);
        c.ins(
            InstData::Brif {
                cond: more,
                then_dest: BlockCall::new(hdr, &back),
                else_dest: BlockCall::new(rest, &[]),
            },
            &[],
        );
    }
}

fn at_end(f: &mut Function, blk: Block, loc: gfxc_ir::SrcLoc) -> Cursor<'_> {
    let mut c = Cursor::at_end(f, blk);
    c.loc = loc;
    c
}
