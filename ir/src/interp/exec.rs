//! Execution of one wave: SIMT with an active mask and a reconvergence stack.
//!
//! Guarantees: lanes of a wave execute in lockstep. A stack entry is (block, next op,
//! reconvergence block, mask). A branch whose active lanes disagree sends each group of lanes
//! to its target on a new entry that reconverges at the branch block's immediate
//! post-dominator; the entry that branched waits there with all its lanes (or is dropped when
//! that point is its own reconvergence point, which keeps loops with per-lane exits from
//! growing the stack). `return` sends lanes to the virtual exit. Operations write only active
//! lanes, so lanes that left a loop keep the values they had. Device-function calls run the
//! callee on the caller's active lanes with its own registers and stack; recursion works the
//! same way, and a call nested deeper than [`MAX_FRAMES`] is an error located at the call. A
//! wave stops at a `barrier` (all its running lanes must be active) or when every lane has
//! returned; the caller (`interp::run`) coordinates the waves of a work-group.

use super::amdgcn_fp;
use super::arith;
use super::buffer_lane::buffer_lane;
use super::compile::{mask_of, slots_of, CFunc, Edge, Intr, MemTy, Op, Query, Slot, EXIT};
use super::memory::Memory;
use super::memory::{View, MAX_PRIVATE, PRIVATE_APERTURE, SHARED_APERTURE};
use super::Fault;
use crate::types::AddrSpace;

/// Deepest call nesting.
pub(super) const MAX_FRAMES: usize = 256;

#[derive(Copy, Clone, Debug)]
pub(super) struct Entry {
    pub block: u32,
    pub op: u32,
    pub rpc: u32,
    pub mask: u64,
}

#[derive(Copy, Clone, Debug)]
pub(super) struct Frame {
    pub func: u32,
    pub reg_base: usize,
    pub stack_base: usize,
    pub alloc_mark: usize,
    pub sp_mark: u32,
    pub call_mask: u64,
    /// The caller's register base (`ret_dst` is relative to it; the frame below this one
    /// is another callee of the same indirect call when its lanes called other functions).
    pub caller_base: usize,
    pub ret_dst: Slot,
    pub ret_n: u8,
}

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) enum WaveState {
    Running,
    /// Waiting at the barrier op `pc` of compiled function `func`.
    AtBarrier {
        func: u32,
        pc: u32,
    },
    Done,
}

/// Everything of a wave except its registers.
#[derive(Debug)]
pub(super) struct WaveSt {
    pub index: u32,
    pub nl: usize,
    pub full: u64,
    pub alive: u64,
    pub tid: [[u32; 64]; 3],
    pub frames: Vec<Frame>,
    pub stack: Vec<Entry>,
    pub private: Vec<Vec<u8>>,
    pub priv_allocs: Vec<(u32, u32)>,
    pub sp: u32,
    pub state: WaveState,
    pub temp: Vec<u64>,
    /// The MODE register (`amdgcn.s.setreg`/`s.getreg`; modelled bits
    /// `intrinsics::MODE_MODELLED`), [`crate::intrinsics::MODE_DEFAULT`] at wave start.
    pub mode: u32,
}

#[derive(Debug)]
pub(super) struct Wave {
    pub regs: Vec<u64>,
    pub st: WaveSt,
}

impl Wave {
    pub fn new() -> Wave {
        Wave {
            regs: Vec::new(),
            st: WaveSt {
                index: 0,
                nl: 0,
                full: 0,
                alive: 0,
                tid: [[0; 64]; 3],
                frames: Vec::new(),
                stack: Vec::new(),
                private: Vec::new(),
                priv_allocs: Vec::new(),
                sp: 0,
                state: WaveState::Done,
                temp: Vec::new(),
                mode: crate::intrinsics::MODE_DEFAULT,
            },
        }
    }
}

/// Launch-wide state the waves share.
pub(super) struct Machine<'a> {
    pub funcs: &'a [CFunc],
    pub mem: Memory,
    pub lds: Vec<u8>,
    pub lds_allocs: Vec<(u32, u32)>,
    pub wsize: usize,
    pub group: [u32; 3],
    pub grid: [u32; 3],
    pub block: [u32; 3],
    pub kernarg: u64,
    pub implicit: u64,
    pub dispatch: u64,
    pub steps: u64,
    pub step_limit: u64,
    /// The range-check rule of buffer resources (`crate::buffer`).
    pub buffer_rules: crate::buffer::BufferRules,
}

/// A fault while executing op `pc` of function `func`, on `lane` if one lane caused it.
pub(super) struct ExecError {
    pub func: u32,
    pub pc: usize,
    pub lane: Option<usize>,
    pub fault: Fault,
}

type LaneResult = Result<(), (usize, Fault)>;

#[inline(always)]
fn each(mask: u64, full: u64, nl: usize, mut f: impl FnMut(usize)) {
    if mask == full {
        for l in 0..nl {
            f(l);
        }
    } else {
        let mut m = mask;
        while m != 0 {
            f(m.trailing_zeros() as usize);
            m &= m - 1;
        }
    }
}

#[inline(always)]
fn try_each(mask: u64, mut f: impl FnMut(usize) -> Result<(), Fault>) -> LaneResult {
    let mut m = mask;
    while m != 0 {
        let l = m.trailing_zeros() as usize;
        f(l).map_err(|e| (l, e))?;
        m &= m - 1;
    }
    Ok(())
}

#[inline(always)]
pub(super) fn read_le(b: &[u8], size: usize) -> u64 {
    match size {
        1 => b[0] as u64,
        2 => u16::from_le_bytes([b[0], b[1]]) as u64,
        4 => u32::from_le_bytes([b[0], b[1], b[2], b[3]]) as u64,
        _ => u64::from_le_bytes([b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7]]),
    }
}

#[inline(always)]
pub(super) fn write_le(b: &mut [u8], size: usize, v: u64) {
    b[..size].copy_from_slice(&v.to_le_bytes()[..size]);
}

fn check_align(addr: u64, align: u32, what: &str) -> Result<(), Fault> {
    if addr & (align as u64 - 1) != 0 {
        return Err(Fault(format!(
            "misaligned {what}: address {addr:#x} is not a multiple of the access alignment {align}"
        )));
    }
    Ok(())
}

fn take_edge(
    regs: &mut [u64],
    ws: usize,
    e: &Edge,
    mask: u64,
    full: u64,
    nl: usize,
    temp: &mut Vec<u64>,
) {
    if e.copies.is_empty() {
        return;
    }
    if !e.needs_temp {
        for &(s, d) in e.copies.iter() {
            let (s, d) = (s as usize * ws, d as usize * ws);
            each(mask, full, nl, |l| regs[d + l] = regs[s + l]);
        }
    } else {
        temp.clear();
        for &(s, _) in e.copies.iter() {
            let s = s as usize * ws;
            each(mask, full, nl, |l| temp.push(regs[s + l]));
        }
        let mut i = 0;
        for &(_, d) in e.copies.iter() {
            let d = d as usize * ws;
            each(mask, full, nl, |l| {
                regs[d + l] = temp[i];
                i += 1;
            });
        }
    }
}

/// Sends the lanes of `targets` (block, mask) their ways from the top entry, reconverging at
/// `ipdom`.
fn diverge(stack: &mut Vec<Entry>, ipdom: u32, targets: &[(u32, u64)]) {
    if let Some(top) = stack.last_mut() {
        if top.rpc == ipdom {
            stack.pop();
        } else {
            top.block = ipdom;
            top.op = 0;
        }
    }
    for &(t, m) in targets.iter().rev() {
        if t != ipdom && m != 0 {
            stack.push(Entry {
                block: t,
                op: 0,
                rpc: ipdom,
                mask: m,
            });
        }
    }
}

fn goto(stack: &mut [Entry], target: u32) {
    if let Some(top) = stack.last_mut() {
        top.block = target;
        top.op = 0;
    }
}

/// Where `func_addr` puts device function `idx` (of the launch's compiled functions): an
/// address outside every memory region and aperture, 16-byte aligned.
pub(super) const FUNC_ADDR_BASE: u64 = 0x00F0_0000_0000_0000;

/// The pointer value `func_addr` gives compiled function `idx`.
pub(super) fn func_addr(idx: u32) -> u64 {
    FUNC_ADDR_BASE + 16 * idx as u64
}

/// The compiled function a pointer value names, if it is one [`func_addr`] gives.
fn func_of_addr(v: u64) -> Option<u32> {
    let d = v.checked_sub(FUNC_ADDR_BASE)?;
    (d % 16 == 0 && d / 16 < u32::MAX as u64).then_some((d / 16) as u32)
}

fn types(ts: &[crate::Type]) -> String {
    ts.iter()
        .map(|t| t.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

/// A call's operands in the caller's frame.
struct CallSite<'a> {
    args: &'a [Slot],
    dst: Slot,
    ret_n: u8,
}

/// Pushes a frame of compiled function `func` for the lanes of `mask`, called from `frame`
/// (whose top stack entry already points past the call), with the arguments copied.
fn push_call(
    w: &mut Wave,
    funcs: &[CFunc],
    frame: Frame,
    c: &CallSite,
    func: u32,
    mask: u64,
    ws: usize,
) -> Result<(), String> {
    let callee = &funcs[func as usize];
    if w.st.frames.len() >= MAX_FRAMES {
        return Err(format!(
            "call of @{} is deeper than the call depth limit of {MAX_FRAMES} frames \
             (unbounded recursion?)",
            callee.name
        ));
    }
    let (full, nl) = (w.st.full, w.st.nl);
    let nb = w.regs.len();
    w.regs.resize(nb + callee.nslots as usize * ws, 0);
    let mut i = 0;
    for &(ps, pt) in &callee.params {
        for k in 0..slots_of(pt) as usize {
            let s = frame.reg_base + c.args[i] as usize * ws;
            let d = nb + (ps as usize + k) * ws;
            i += 1;
            let regs = &mut w.regs;
            each(mask, full, nl, |l| regs[d + l] = regs[s + l]);
        }
    }
    w.st.frames.push(Frame {
        func,
        reg_base: nb,
        stack_base: w.st.stack.len(),
        alloc_mark: w.st.priv_allocs.len(),
        sp_mark: w.st.sp,
        call_mask: mask,
        caller_base: frame.reg_base,
        ret_dst: c.dst,
        ret_n: c.ret_n,
    });
    w.st.stack.push(Entry {
        block: 0,
        op: 0,
        rpc: EXIT,
        mask,
    });
    Ok(())
}

/// Runs wave `w` until it finishes or reaches a barrier.
pub(super) fn run_wave(m: &mut Machine, w: &mut Wave) -> Result<(), ExecError> {
    let ws = m.wsize;
    let funcs = m.funcs;
    loop {
        let Some(&frame) = w.st.frames.last() else {
            w.st.state = WaveState::Done;
            return Ok(());
        };
        if w.st.stack.len() <= frame.stack_base {
            // The function of this frame is finished.
            w.st.frames.pop();
            if w.st.frames.is_empty() {
                w.st.state = WaveState::Done;
                return Ok(());
            }
            let callee = &funcs[frame.func as usize];
            for k in 0..frame.ret_n as usize {
                let s = frame.reg_base + (callee.ret_base as usize + k) * ws;
                let d = frame.caller_base + (frame.ret_dst as usize + k) * ws;
                let regs = &mut w.regs;
                each(frame.call_mask, w.st.full, w.st.nl, |l| {
                    regs[d + l] = regs[s + l]
                });
            }
            w.regs.truncate(frame.reg_base);
            w.st.priv_allocs.truncate(frame.alloc_mark);
            w.st.sp = frame.sp_mark;
            continue;
        }
        let top = w.st.stack[w.st.stack.len() - 1];
        if top.block == top.rpc || top.block == EXIT {
            w.st.stack.pop();
            continue;
        }
        let fi = frame.func;
        let f = &funcs[fi as usize];
        let start = f.blocks[top.block as usize].start as usize;
        let mut pc = start + top.op as usize;
        let mask = top.mask;
        let (full, nl) = (w.st.full, w.st.nl);
        let err = |pc: usize, lane: Option<usize>, msg: String| ExecError {
            func: fi,
            pc,
            lane,
            fault: Fault(msg),
        };
        loop {
            m.steps += 1;
            if m.steps > m.step_limit {
                return Err(err(
                    pc,
                    None,
                    format!("step limit exceeded ({} wave instructions)", m.step_limit),
                ));
            }
            let op = &f.code[pc];
            let regs = &mut w.regs[frame.reg_base..];
            match op {
                Op::Barrier => {
                    if mask != w.st.alive {
                        return Err(err(
                            pc,
                            None,
                            format!(
                                "barrier reached by only part of wave {}: active lanes {:#x}, \
                                 lanes still running {:#x}",
                                w.st.index, mask, w.st.alive
                            ),
                        ));
                    }
                    if let Some(t) = w.st.stack.last_mut() {
                        t.op = (pc + 1 - start) as u32;
                    }
                    w.st.state = WaveState::AtBarrier {
                        func: fi,
                        pc: pc as u32,
                    };
                    return Ok(());
                }
                Op::Call {
                    func,
                    args,
                    dst,
                    ret_n,
                } => {
                    if let Some(t) = w.st.stack.last_mut() {
                        t.op = (pc + 1 - start) as u32;
                    }
                    let c = CallSite {
                        args,
                        dst: *dst,
                        ret_n: *ret_n,
                    };
                    push_call(w, funcs, frame, &c, *func, mask, ws)
                        .map_err(|m| err(pc, None, m))?;
                    break;
                }
                Op::CallIndirect(ic) => {
                    // Lanes grouped by the function their pointer names, in the order of
                    // their first lanes (the order of a waterfall loop over
                    // `readfirstlane`); each group's frame runs in turn, then the caller
                    // goes on with every lane.
                    let p = ic.callee as usize * ws;
                    let mut groups: Vec<(u64, u64)> = Vec::new();
                    each(mask, full, nl, |l| {
                        let v = regs[p + l];
                        match groups.iter_mut().find(|g| g.0 == v) {
                            Some(g) => g.1 |= 1 << l,
                            None => groups.push((v, 1 << l)),
                        }
                    });
                    let mut targets = Vec::new();
                    for &(v, gm) in &groups {
                        let lane = gm.trailing_zeros() as usize;
                        let Some(fi) = func_of_addr(v).filter(|&i| (i as usize) < funcs.len())
                        else {
                            return Err(err(
                                pc,
                                Some(lane),
                                format!(
                                    "indirect call through {v:#x}, which is not the address \
                                     of a function"
                                ),
                            ));
                        };
                        let callee = &funcs[fi as usize];
                        if callee.sig != ic.sig {
                            return Err(err(
                                pc,
                                Some(lane),
                                format!(
                                    "indirect call of @{} with the signature ({}) -> ({}), \
                                     but it has ({}) -> ({})",
                                    callee.name,
                                    types(&ic.sig.params),
                                    types(&ic.sig.returns),
                                    types(&callee.sig.params),
                                    types(&callee.sig.returns)
                                ),
                            ));
                        }
                        targets.push((fi, gm));
                    }
                    if let Some(t) = w.st.stack.last_mut() {
                        t.op = (pc + 1 - start) as u32;
                    }
                    let c = CallSite {
                        args: &ic.args,
                        dst: ic.dst,
                        ret_n: ic.ret_n,
                    };
                    // The last group's frame first: the first group's runs first.
                    for &(fi, gm) in targets.iter().rev() {
                        push_call(w, funcs, frame, &c, fi, gm, ws).map_err(|m| err(pc, None, m))?;
                    }
                    break;
                }
                Op::Jump(e) => {
                    take_edge(regs, ws, e, mask, full, nl, &mut w.st.temp);
                    goto(&mut w.st.stack, e.target);
                    break;
                }
                Op::Brif { c, t, e } => {
                    let c = *c as usize * ws;
                    let mut mt = 0u64;
                    each(mask, full, nl, |l| mt |= (regs[c + l] & 1) << l);
                    let me = mask & !mt;
                    take_edge(regs, ws, t, mt, full, nl, &mut w.st.temp);
                    take_edge(regs, ws, e, me, full, nl, &mut w.st.temp);
                    if me == 0 || t.target == e.target {
                        goto(&mut w.st.stack, t.target);
                    } else if mt == 0 {
                        goto(&mut w.st.stack, e.target);
                    } else {
                        let ipdom = f.blocks[top.block as usize].ipdom;
                        diverge(&mut w.st.stack, ipdom, &[(t.target, mt), (e.target, me)]);
                    }
                    break;
                }
                Op::Switch { a, cases, edges } => {
                    let a = *a as usize * ws;
                    let mut masks = [0u64; 1].to_vec();
                    masks.resize(edges.len(), 0);
                    each(mask, full, nl, |l| {
                        let v = regs[a + l];
                        let ei = cases.iter().find(|c| c.0 == v).map_or(0, |c| c.1 as usize);
                        masks[ei] |= 1 << l;
                    });
                    let mut targets: Vec<(u32, u64)> = Vec::new();
                    for (ei, e) in edges.iter().enumerate() {
                        if masks[ei] == 0 {
                            continue;
                        }
                        take_edge(regs, ws, e, masks[ei], full, nl, &mut w.st.temp);
                        match targets.iter_mut().find(|t| t.0 == e.target) {
                            Some(t) => t.1 |= masks[ei],
                            None => targets.push((e.target, masks[ei])),
                        }
                    }
                    if targets.len() == 1 {
                        goto(&mut w.st.stack, targets[0].0);
                    } else {
                        let ipdom = f.blocks[top.block as usize].ipdom;
                        diverge(&mut w.st.stack, ipdom, &targets);
                    }
                    break;
                }
                Op::Return { vals } => {
                    if w.st.frames.len() == 1 {
                        w.st.alive &= !mask;
                    } else {
                        for (k, &v) in vals.iter().enumerate() {
                            let (s, d) = (v as usize * ws, (f.ret_base as usize + k) * ws);
                            each(mask, full, nl, |l| regs[d + l] = regs[s + l]);
                        }
                    }
                    goto(&mut w.st.stack, EXIT);
                    break;
                }
                Op::Unreachable => {
                    return Err(err(
                        pc,
                        Some(mask.trailing_zeros() as usize),
                        "reached unreachable".into(),
                    ));
                }
                _ => {
                    // Whole-wave / whole-quad region members (`crate::wwm`).
                    let mask = match f.modes[pc] {
                        0 => mask,
                        1 => crate::wwm::wave_mask(ws),
                        _ => crate::wwm::quad_mask(mask, ws),
                    };
                    if let Err((lane, fault)) = exec_data(op, regs, &mut w.st, m, mask) {
                        return Err(ExecError {
                            func: fi,
                            pc,
                            lane: Some(lane),
                            fault,
                        });
                    }
                    pc += 1;
                }
            }
        }
    }
}

/// Executes a data operation (no control effects) for the lanes of `mask`.
fn exec_data(op: &Op, regs: &mut [u64], st: &mut WaveSt, m: &mut Machine, mask: u64) -> LaneResult {
    let ws = m.wsize;
    let (full, nl) = (st.full, st.nl);
    let s = |x: &Slot| *x as usize * ws;
    if st.mode != crate::intrinsics::MODE_DEFAULT && mask != 0 && op.follows_mode() {
        // LLVM's default floating-point environment (round to nearest even, denormals
        // kept, IEEE mode, DX10 clamp) is assumed by every unconstrained float operation;
        // running one in another environment is undefined (LangRef "Floating-Point
        // Environment"), so a different MODE must be restored before float code.
        return Err((
            mask.trailing_zeros() as usize,
            Fault(format!(
                "floating-point operation while MODE is {:#x}, not the default \
                 floating-point environment {:#x} (round to nearest even, denormals kept, \
                 DX10_CLAMP and IEEE on): undefined in LLVM IR",
                st.mode,
                crate::intrinsics::MODE_DEFAULT
            )),
        ));
    }
    match op {
        Op::Hwreg { set, off, size, v } => {
            if mask == 0 {
                return Ok(());
            }
            let first = mask.trailing_zeros() as usize;
            let fm = if *size >= 32 {
                u32::MAX
            } else {
                ((1u32 << size) - 1) << off
            };
            if *set {
                let x = regs[s(v) + first] as u32;
                let nv = (st.mode & !fm) | (x << off & fm);
                if nv & !crate::intrinsics::MODE_MODELLED != 0 {
                    return Err((
                        first,
                        Fault(format!(
                            "unsupported: s.setreg writes MODE {nv:#x}: bits beyond 9:0 \
                             (exception enables, VSKIP, ...) are not modelled"
                        )),
                    ));
                }
                st.mode = nv;
            } else {
                let val = ((st.mode & fm) >> off) as u64;
                let d = s(v);
                each(mask, full, nl, |l| regs[d + l] = val);
            }
        }
        Op::Const { dst, bits } => {
            let d = s(dst);
            each(mask, full, nl, |l| regs[d + l] = *bits);
        }
        Op::Int {
            op,
            w,
            dst,
            a,
            b,
            n,
        } => {
            let w = *w as u32;
            for k in 0..*n as usize {
                let (d, a, b) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::int_op(*op, w, regs[a + l], regs[b + l])
                });
            }
        }
        Op::Div {
            op,
            w,
            dst,
            a,
            b,
            n,
        } => {
            for k in 0..*n as usize {
                let (d, a, b) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws);
                try_each(mask, |l| {
                    regs[d + l] = arith::div_op(*op, *w as u32, regs[a + l], regs[b + l])
                        .map_err(|e| Fault(e.to_string()))?;
                    Ok(())
                })?;
            }
        }
        Op::IntUn { op, w, dst, a, n } => {
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::int_un(*op, *w as u32, regs[a + l])
                });
            }
        }
        Op::Mask {
            dst,
            a,
            n,
            mask: mk,
        } => {
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                each(mask, full, nl, |l| regs[d + l] = regs[a + l] & mk);
            }
        }
        Op::Sext {
            dst,
            a,
            n,
            from,
            to,
        } => {
            let mk = mask_of(*to as u32);
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::sx(regs[a + l], *from as u32) as u64 & mk
                });
            }
        }
        Op::Ptradd {
            dst,
            p,
            off,
            off_w,
            p_w,
        } => {
            let (d, p, o) = (s(dst), s(p), s(off));
            let mk = mask_of(*p_w as u32);
            let ow = *off_w as u32;
            each(mask, full, nl, |l| {
                regs[d + l] = regs[p + l].wrapping_add(arith::sx(regs[o + l], ow) as u64) & mk
            });
        }
        Op::Float {
            op,
            k: fk,
            dst,
            a,
            b,
            n,
        } => {
            for k in 0..*n as usize {
                let (d, a, b) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::float_op(*op, *fk, regs[a + l], regs[b + l])
                });
            }
        }
        Op::FloatUn {
            op,
            k: fk,
            dst,
            a,
            n,
        } => {
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::float_un(*op, *fk, regs[a + l])
                });
            }
        }
        Op::Fma {
            k: fk,
            dst,
            a,
            b,
            c,
            n,
        } => {
            for k in 0..*n as usize {
                let (d, a, b, c) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws, s(c) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::fma(*fk, regs[a + l], regs[b + l], regs[c + l])
                });
            }
        }
        Op::Icmp {
            cc,
            w,
            dst,
            a,
            b,
            n,
        } => {
            for k in 0..*n as usize {
                let (d, a, b) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::icmp(*cc, *w as u32, regs[a + l], regs[b + l]) as u64
                });
            }
        }
        Op::Fcmp {
            cc,
            k: fk,
            dst,
            a,
            b,
            n,
        } => {
            for k in 0..*n as usize {
                let (d, a, b) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::fcmp(*cc, *fk, regs[a + l], regs[b + l]) as u64
                });
            }
        }
        Op::Select {
            dst,
            c,
            a,
            b,
            n,
            cvec,
        } => {
            for k in 0..*n as usize {
                let c = s(c) + if *cvec { k * ws } else { 0 };
                let (d, a, b) = (s(dst) + k * ws, s(a) + k * ws, s(b) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = if regs[c + l] & 1 != 0 {
                        regs[a + l]
                    } else {
                        regs[b + l]
                    }
                });
            }
        }
        Op::Cvt { op, dst, a, n } => {
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                each(mask, full, nl, |l| {
                    regs[d + l] = arith::cvt(*op, regs[a + l])
                });
            }
        }
        Op::Bitcast {
            dst,
            a,
            from_w,
            from_n,
            to_w,
            to_n,
        } => {
            let (d, a) = (s(dst), s(a));
            let (fw, tw) = (*from_w as usize, *to_w as usize);
            each(mask, full, nl, |l| {
                let mut buf = [0u64; 17];
                for i in 0..*from_n as usize {
                    let v = regs[a + i * ws + l] & mask_of(fw as u32);
                    let bit = i * fw;
                    buf[bit / 64] |= v << (bit % 64);
                    if bit % 64 + fw > 64 {
                        buf[bit / 64 + 1] |= v >> (64 - bit % 64);
                    }
                }
                for j in 0..*to_n as usize {
                    let bit = j * tw;
                    let mut v = buf[bit / 64] >> (bit % 64);
                    if bit % 64 + tw > 64 {
                        v |= buf[bit / 64 + 1] << (64 - bit % 64);
                    }
                    regs[d + j * ws + l] = v & mask_of(tw as u32);
                }
            });
        }
        Op::AsCast { dst, a, from, to } => {
            let (d, a) = (s(dst), s(a));
            let (from, to) = (*from, *to);
            each(mask, full, nl, |l| {
                let v = regs[a + l];
                regs[d + l] = match (from, to) {
                    (AddrSpace::Local, AddrSpace::Flat) => SHARED_APERTURE + (v & 0xffff_ffff),
                    (AddrSpace::Private, AddrSpace::Flat) => PRIVATE_APERTURE + (v & 0xffff_ffff),
                    (_, t) if t.pointer_bits() == 32 => {
                        if v == 0 {
                            0
                        } else {
                            v & 0xffff_ffff
                        }
                    }
                    _ => v,
                };
            });
        }
        Op::Extract { dst, v, idx, lanes } => {
            let (d, v, i) = (s(dst), s(v), s(idx));
            try_each(mask, |l| {
                let x = regs[i + l];
                if x >= *lanes as u64 {
                    return Err(Fault(format!(
                        "extractelement index {x} out of range for {lanes} lanes"
                    )));
                }
                regs[d + l] = regs[v + x as usize * ws + l];
                Ok(())
            })?;
        }
        Op::Insert {
            dst,
            v,
            e,
            idx,
            lanes,
        } => {
            let (d, v, e, i) = (s(dst), s(v), s(e), s(idx));
            try_each(mask, |l| {
                let x = regs[i + l];
                if x >= *lanes as u64 {
                    return Err(Fault(format!(
                        "insertelement index {x} out of range for {lanes} lanes"
                    )));
                }
                for k in 0..*lanes as usize {
                    regs[d + k * ws + l] = regs[v + k * ws + l];
                }
                regs[d + x as usize * ws + l] = regs[e + l];
                Ok(())
            })?;
        }
        Op::Shuffle {
            dst,
            a,
            b,
            lanes,
            mask: sm,
        } => {
            for (j, &mi) in sm.iter().enumerate() {
                let src = if mi < *lanes {
                    s(a) + mi as usize * ws
                } else {
                    s(b) + (mi - lanes) as usize * ws
                };
                let d = s(dst) + j * ws;
                each(mask, full, nl, |l| regs[d + l] = regs[src + l]);
            }
        }
        Op::Splat { dst, a, n } => {
            let a = s(a);
            for k in 0..*n as usize {
                let d = s(dst) + k * ws;
                each(mask, full, nl, |l| regs[d + l] = regs[a + l]);
            }
        }
        Op::Alloca { dst, size, align } => {
            let base = st.sp.next_multiple_of(*align);
            let end = base as u64 + *size as u64;
            if end > MAX_PRIVATE as u64 {
                let l = mask.trailing_zeros() as usize;
                return Err((
                    l,
                    Fault(format!(
                        "private memory exhausted (more than {MAX_PRIVATE} bytes per work-item)"
                    )),
                ));
            }
            st.sp = end as u32;
            st.priv_allocs.push((base, *size));
            let d = s(dst);
            let private = &mut st.private;
            each(mask, full, nl, |l| {
                let p = &mut private[l];
                if p.len() < end as usize {
                    p.resize(end as usize, 0);
                }
                p[base as usize..end as usize].fill(0);
                regs[d + l] = base as u64;
            });
        }
        Op::Load {
            dst,
            addr,
            space,
            ty,
            align,
        } => {
            let (d, a) = (s(dst), s(addr));
            let mut view = view(m, st);
            let (sz, n) = (ty.size as usize, ty.n as usize);
            try_each(mask, |l| {
                let p = regs[a + l];
                check_align(p, *align, "load")?;
                let b = view.bytes(*space, p, (sz * n) as u32, l, "load")?;
                for e in 0..n {
                    let v = read_le(&b[e * sz..], sz);
                    regs[d + e * ws + l] = if ty.bool_ { v & 1 } else { v };
                }
                Ok(())
            })?;
        }
        Op::Store {
            val,
            addr,
            space,
            ty,
            align,
        } => {
            let (v, a) = (s(val), s(addr));
            let mut view = view(m, st);
            let (sz, n) = (ty.size as usize, ty.n as usize);
            try_each(mask, |l| {
                let p = regs[a + l];
                check_align(p, *align, "store")?;
                let b = view.bytes(*space, p, (sz * n) as u32, l, "store")?;
                for e in 0..n {
                    let x = regs[v + e * ws + l];
                    write_le(&mut b[e * sz..], sz, if ty.bool_ { x & 1 } else { x });
                }
                Ok(())
            })?;
        }
        Op::Rmw {
            op,
            dst,
            addr,
            val,
            space,
            ty,
            align,
        } => {
            let (d, a, v) = (s(dst), s(addr), s(val));
            let mut view = view(m, st);
            let sz = ty.size as usize;
            try_each(mask, |l| {
                let p = regs[a + l];
                check_align(p, *align, "atomic")?;
                let b = view.bytes(*space, p, sz as u32, l, "atomic")?;
                let old = read_le(b, sz);
                let new = arith::rmw(*op, sz as u32 * 8, ty.float, old, regs[v + l]);
                write_le(b, sz, new);
                regs[d + l] = old;
                Ok(())
            })?;
        }
        Op::CmpXchg {
            dst,
            ok,
            addr,
            exp,
            new,
            space,
            ty,
            align,
        } => {
            let (d, o, a, e, nw) = (s(dst), s(ok), s(addr), s(exp), s(new));
            let mut view = view(m, st);
            let MemTy { size, .. } = *ty;
            let sz = size as usize;
            try_each(mask, |l| {
                let p = regs[a + l];
                check_align(p, *align, "cmpxchg")?;
                let b = view.bytes(*space, p, sz as u32, l, "cmpxchg")?;
                let old = read_le(b, sz);
                let hit = old == regs[e + l];
                if hit {
                    write_le(b, sz, regs[nw + l]);
                }
                regs[d + l] = old;
                regs[o + l] = hit as u64;
                Ok(())
            })?;
        }
        Op::Query { dst, q } => {
            let d = s(dst);
            let uniform = |v: u64, regs: &mut [u64]| each(mask, full, nl, |l| regs[d + l] = v);
            match q {
                Query::WorkitemId(dim) => {
                    let t = &st.tid[dim.index()];
                    each(mask, full, nl, |l| regs[d + l] = t[l] as u64);
                }
                Query::LaneId => each(mask, full, nl, |l| regs[d + l] = l as u64),
                Query::WorkgroupId(dim) => uniform(m.group[dim.index()] as u64, regs),
                Query::WorkgroupSize(dim) => uniform(m.block[dim.index()] as u64, regs),
                Query::GridSize(dim) => uniform(m.grid[dim.index()] as u64, regs),
                Query::KernargPtr => uniform(m.kernarg, regs),
                Query::DispatchPtr => uniform(m.dispatch, regs),
                Query::ImplicitargPtr => uniform(m.implicit, regs),
                Query::DispatchId => uniform(crate::launch::DISPATCH_ID, regs),
                Query::WaveSize => uniform(ws as u64, regs),
            }
        }
        Op::Readfirstlane { dst, a, n } => {
            if mask == 0 {
                return Ok(());
            }
            let first = mask.trailing_zeros() as usize;
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                let v = regs[a + first];
                each(mask, full, nl, |l| regs[d + l] = v);
            }
        }
        Op::Readlane { dst, a, lane, n } => {
            if mask == 0 {
                return Ok(());
            }
            let first = mask.trailing_zeros() as usize;
            let li = regs[s(lane) + first];
            if li >= ws as u64 {
                return Err((
                    first,
                    Fault(format!("readlane of lane {li} in a wave of {ws}")),
                ));
            }
            for k in 0..*n as usize {
                let (d, a) = (s(dst) + k * ws, s(a) + k * ws);
                let v = regs[a + li as usize];
                each(mask, full, nl, |l| regs[d + l] = v);
            }
        }
        Op::Ballot { dst, c, w } => {
            let (d, c) = (s(dst), s(c));
            let mut bits = 0u64;
            each(mask, full, nl, |l| bits |= (regs[c + l] & 1) << l);
            let bits = bits & mask_of(*w as u32);
            each(mask, full, nl, |l| regs[d + l] = bits);
        }
        Op::Intrinsic {
            which: Intr::DsAppend(up),
            dst,
            args,
        } => {
            // One wave-wide access at the first active lane's address (M0): every active
            // lane reads the old counter, which moves by the number of active lanes.
            if mask == 0 {
                return Ok(());
            }
            let first = mask.trailing_zeros() as usize;
            let addr = regs[args[0] as usize * ws + first] & 0xffff_ffff;
            if !addr.is_multiple_of(4) {
                return Err((
                    first,
                    Fault(format!(
                        "misaligned ds.append/consume at LDS address {addr:#x}"
                    )),
                ));
            }
            let n = (mask & full).count_ones();
            let what = if *up { "ds.append" } else { "ds.consume" };
            let mut v = view(m, st);
            let b = v
                .bytes(AddrSpace::Local, addr, 4, first, what)
                .map_err(|f| (first, f))?;
            let old = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            let new = if *up {
                old.wrapping_add(n)
            } else {
                old.wrapping_sub(n)
            };
            b.copy_from_slice(&new.to_le_bytes());
            let d = s(dst);
            each(mask, full, nl, |l| regs[d + l] = old as u64);
        }
        Op::Intrinsic { which, dst, args } => intrinsic(
            *which,
            s(dst),
            args.map(|x| x as usize * ws),
            regs,
            st,
            m,
            mask,
        )?,
        Op::Buffer {
            b,
            ty,
            dst,
            rsrc,
            vindex,
            voff,
            soff,
            data,
            cmp,
        } => {
            let rules = m.buffer_rules;
            let (d, r, vo, so, da, c) = (s(dst), s(rsrc), s(voff), s(soff), s(data), s(cmp));
            let vi = vindex.as_ref().map(s);
            let mut view = view(m, st);
            try_each(mask, |l| {
                buffer_lane(
                    &mut view,
                    regs,
                    rules,
                    b,
                    ty,
                    [d, r, vo, so, da, c],
                    vi,
                    ws,
                    l,
                )
            })?;
        }
        Op::Nop => {}
        Op::Barrier
        | Op::Call { .. }
        | Op::CallIndirect(_)
        | Op::Jump(_)
        | Op::Brif { .. }
        | Op::Switch { .. }
        | Op::Return { .. }
        | Op::Unreachable => {}
    }
    Ok(())
}

fn view<'a>(m: &'a mut Machine, st: &'a mut WaveSt) -> View<'a> {
    View {
        global: &mut m.mem,
        lds: &mut m.lds,
        lds_allocs: &m.lds_allocs,
        private: &mut st.private,
        priv_allocs: &st.priv_allocs,
    }
}

fn intrinsic(
    which: Intr,
    d: usize,
    a: [usize; 4],
    regs: &mut [u64],
    st: &WaveSt,
    m: &Machine,
    mask: u64,
) -> Result<(), (usize, Fault)> {
    let ws = m.wsize;
    let (full, nl) = (st.full, st.nl);
    match which {
        Intr::Mfma(op) => return super::mfma::exec(op, d, a, regs, ws, mask & full),
        Intr::MbcntLo => each(mask, full, nl, |l| {
            let below = if l >= 32 {
                0xffff_ffff
            } else {
                (1u64 << l) - 1
            };
            let c = (regs[a[0] + l] & below).count_ones() as u64;
            regs[d + l] = regs[a[1] + l].wrapping_add(c) & 0xffff_ffff;
        }),
        Intr::MbcntHi => each(mask, full, nl, |l| {
            let below = if l <= 32 { 0 } else { (1u64 << (l - 32)) - 1 };
            let c = (regs[a[0] + l] & below).count_ones() as u64;
            regs[d + l] = regs[a[1] + l].wrapping_add(c) & 0xffff_ffff;
        }),
        Intr::Bpermute => {
            // Lane l reads `data` of lane (addr / 4) mod wave size; inactive lanes read 0.
            let mut out = [0u64; 64];
            each(mask, full, nl, |l| {
                let src = ((regs[a[0] + l] >> 2) as usize) & (ws - 1);
                out[l] = if mask >> src & 1 != 0 {
                    regs[a[1] + src]
                } else {
                    0
                };
            });
            each(mask, full, nl, |l| regs[d + l] = out[l]);
        }
        // Executed by `exec_data` (it writes LDS).
        Intr::DsAppend(_) => {}
        Intr::Memtime | Intr::Memrealtime => each(mask, full, nl, |l| regs[d + l] = m.steps),
        Intr::Permute => {
            // ds_permute_b32: every active lane l writes `data` to lane (addr / 4) mod wave
            // size, in increasing lane order (the highest writer wins); lanes nobody wrote
            // read 0 (ISA "DS_PERMUTE_B32": tmp is zeroed first).
            let mut out = [0u64; 64];
            each(mask, full, nl, |l| {
                let dst = ((regs[a[0] + l] >> 2) as usize) & (ws - 1);
                out[dst] = regs[a[1] + l];
            });
            each(mask, full, nl, |l| regs[d + l] = out[l]);
        }
        Intr::Swizzle => {
            if mask == 0 {
                return Ok(());
            }
            let off = regs[a[1] + mask.trailing_zeros() as usize] as u32;
            let mut out = [0u64; 64];
            each(mask, full, nl, |l| {
                let src = swizzle_source(off, l);
                out[l] = if mask >> src & 1 != 0 {
                    regs[a[0] + src]
                } else {
                    0
                };
            });
            each(mask, full, nl, |l| regs[d + l] = out[l]);
        }
        Intr::SetInactive => {
            for l in 0..ws {
                regs[d + l] = if mask >> l & 1 == 1 {
                    regs[a[0] + l]
                } else {
                    regs[a[1] + l]
                };
            }
        }
        Intr::Copy => each(mask, full, nl, |l| regs[d + l] = regs[a[0] + l]),
        Intr::Writelane => {
            if mask == 0 {
                return Ok(());
            }
            let first = mask.trailing_zeros() as usize;
            let (v, lane) = (regs[a[0] + first], regs[a[1] + first] as usize);
            if lane >= ws {
                return Err((
                    first,
                    Fault(format!("writelane of lane {lane} in a wave of {ws}")),
                ));
            }
            each(mask, full, nl, |l| regs[d + l] = regs[a[2] + l]);
            // v_writelane_b32 writes its lane whatever EXEC is.
            if lane < nl {
                regs[d + lane] = v;
            }
        }
        Intr::UpdateDpp => {
            // `a[2]` is the packed control word (compile.rs), scaled by the wave size.
            let c = (a[2] / ws) as u32;
            let (ctrl, row_mask, bank_mask, bound) =
                (c & 0x1ff, c >> 16 & 15, c >> 20 & 15, c >> 24 & 1 != 0);
            let mut out = [0u64; 64];
            each(mask, full, nl, |l| {
                let old = regs[a[0] + l];
                out[l] = if row_mask >> (l / 16) & 1 == 0 || bank_mask >> ((l >> 2) & 3) & 1 == 0 {
                    old
                } else {
                    match dpp_source(ctrl, l, ws).filter(|&s| mask >> s & 1 != 0) {
                        Some(s) => regs[a[1] + s],
                        None if bound => 0,
                        None => old,
                    }
                };
            });
            each(mask, full, nl, |l| regs[d + l] = out[l]);
        }
        Intr::Sleep | Intr::WaveBarrier => {}
        Intr::Trap => {
            if mask != 0 {
                return Err((
                    mask.trailing_zeros() as usize,
                    Fault("llvm.trap: the kernel trapped".into()),
                ));
            }
        }
        Intr::FMath(f) => each(mask, full, nl, |l| {
            let b = if matches!(f, super::ops::FMath::Ldexp(_)) {
                regs[a[1] + l]
            } else {
                0
            };
            regs[d + l] = arith::fmath(f, regs[a[0] + l], b);
        }),
        Intr::DivScale(k, sel) => each(mask, full, nl, |l| {
            // v_div_scale D, VCC, sel ? num : den, den, num.
            let (num, den) = (regs[a[0] + l], regs[a[1] + l]);
            let s0 = if sel { num } else { den };
            let (r, vcc) = amdgcn_fp::div_scale(k, [s0, den, num]);
            regs[d + l] = r;
            regs[a[2] + l] = vcc as u64;
        }),
        Intr::DivFmas(k) => each(mask, full, nl, |l| {
            let s = [regs[a[0] + l], regs[a[1] + l], regs[a[2] + l]];
            regs[d + l] = amdgcn_fp::div_fmas(k, s, regs[a[3] + l] & 1 != 0);
        }),
        Intr::DivFixup(k) => each(mask, full, nl, |l| {
            let s = [regs[a[0] + l], regs[a[1] + l], regs[a[2] + l]];
            regs[d + l] = amdgcn_fp::div_fixup(k, s);
        }),
        Intr::Permlane(kind, fi, bound) => {
            // All sources are read before any lane is written (RDNA ISA `V_PERMLANE16_B32`,
            // `V_PERMLANEX16_B32`, `V_PERMLANE64_B32`). The lane selects are scalar: the
            // first active lane's.
            let src0 = if kind == 2 { a[0] } else { a[1] };
            let tmp: Vec<u64> = (0..nl).map(|l| regs[src0 + l]).collect();
            if kind == 2 {
                // permlane64: lane l ^ 32 (the identity in wave32). A lane of a partial
                // wave64 whose partner the wave does not have reads no value of this
                // program: refused.
                if ws == 64 {
                    if let Some(l) = (0..nl).find(|&l| mask >> l & 1 != 0 && l ^ 32 >= nl) {
                        return Err((
                            l,
                            Fault(format!(
                                "permlane64 reads lane {} of a wave of {nl} lanes",
                                l ^ 32
                            )),
                        ));
                    }
                }
                each(mask, full, nl, |l| {
                    regs[d + l] = if ws == 64 { tmp[l ^ 32] } else { tmp[l] };
                });
            } else {
                let first = mask.trailing_zeros() as usize;
                let sel = if mask == 0 {
                    0
                } else {
                    (regs[a[2] + first] & 0xffff_ffff) | (regs[a[3] + first] & 0xffff_ffff) << 32
                };
                let src_of = |l: usize| {
                    let src_row = if kind == 1 { (l / 16) ^ 1 } else { l / 16 };
                    src_row * 16 + ((sel >> ((l % 16) * 4)) & 0xf) as usize
                };
                // With `fi`, a lane may read a lane the partial wave does not have (its
                // register holds no value of this program): refused, never a made-up value.
                if fi {
                    if let Some(l) = (0..nl).find(|&l| mask >> l & 1 != 0 && src_of(l) >= nl) {
                        return Err((
                            l,
                            Fault(format!(
                                "permlane with fetch-inactive reads lane {} of a wave of {nl} lanes",
                                src_of(l)
                            )),
                        ));
                    }
                }
                each(mask, full, nl, |l| {
                    let src = src_of(l);
                    regs[d + l] = if fi || mask >> src & 1 != 0 {
                        tmp[src]
                    } else if bound {
                        0
                    } else {
                        regs[a[0] + l]
                    };
                });
            }
        }
        Intr::CvtPkrtz => each(mask, full, nl, |l| {
            regs[d + l] = amdgcn_fp::f16_rtz(regs[a[0] + l]);
            regs[d + ws + l] = amdgcn_fp::f16_rtz(regs[a[1] + l]);
        }),
        Intr::TrigPreop => each(mask, full, nl, |l| {
            regs[d + l] = amdgcn_fp::trig_preop(regs[a[0] + l], regs[a[1] + l]);
        }),
        Intr::Lane(row, imm, vec2) => each(mask, full, nl, |l| {
            super::lane_intr::exec(row, imm, vec2, d + l, a.map(|x| x + l), ws, regs)
        }),
    }
    Ok(())
}

/// The lane `ds_swizzle_b32` lane `l` reads with offset `off` (GFX9 ISA "DS_SWIZZLE_B32"):
/// bit 15 set, quad permute (lane `l & !3` + bits `2*(l&3)`.. of `off`); clear, bit-masked
/// within each 32 lanes: `((l & and) | or) ^ xor` with and/or/xor = bits 0-4, 5-9, 10-14.
fn swizzle_source(off: u32, l: usize) -> usize {
    if off & 0x8000 != 0 {
        (l & !3) + ((off >> (2 * (l & 3))) & 3) as usize
    } else {
        let (and, or, xor) = (off & 31, off >> 5 & 31, off >> 10 & 31);
        (l & 32) + ((((l as u32 & 31) & and) | or) ^ xor) as usize
    }
}

/// The source lane of DPP16 control `c` for lane `l` in a wave of `ws` (MI100 ISA §6.4 "DPP",
/// RDNA ISA for `row_share`/`row_xmask`), `None` where the source does not exist:
/// quad_perm (0x00-0xff), row_shl:1-15 (0x101-), row_shr (0x111-), row_ror (0x121-),
/// wave_shl/rol/shr/ror:1 (0x130/0x134/0x138/0x13c), row_mirror (0x140),
/// row_half_mirror (0x141), row_bcast:15 (0x142), row_bcast:31 (0x143), row_share (0x150-),
/// row_xmask (0x160-). Which controls a processor has is the compiler's concern.
pub(super) fn dpp_source(c: u32, l: usize, ws: usize) -> Option<usize> {
    let (r, base, n) = (l & 15, l & !15, (c & 15) as usize);
    match c {
        0..=0xff => Some((l & !3) + ((c as usize >> (2 * (l & 3))) & 3)),
        0x101..=0x10f => (r + n < 16).then_some(l + n),
        0x111..=0x11f => (r >= n).then(|| l - n),
        0x121..=0x12f => Some(base + ((r + 16 - n) & 15)),
        0x130 => (l + 1 < ws).then_some(l + 1),
        0x134 => Some((l + 1) % ws),
        0x138 => l.checked_sub(1),
        0x13c => Some((l + ws - 1) % ws),
        0x140 => Some(base + 15 - r),
        0x141 => Some((l & !7) + 7 - (l & 7)),
        0x142 => (l >= 16).then(|| base - 1),
        0x143 => (l >= 32).then_some(31),
        0x150..=0x15f => Some(base + n),
        0x160..=0x16f => Some(base + (r ^ n)),
        _ => None,
    }
}
