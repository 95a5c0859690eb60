//! Expansion of integer division and remainder (`sdiv`, `udiv`, `srem`, `urem`).
//!
//! AMD GPUs have no integer divide instruction. Guarantees: after [`expand_divrem`], no
//! `sdiv`/`udiv`/`srem`/`urem` remains; each was replaced by the sequence LLVM's AMDGPU
//! backend emits (`AMDGPUTargetLowering::LowerUDIVREM` / `expandDivRem32` for 32 bits,
//! `LowerUDIVREM64` for 64 bits), which is exact for every dividend and every non-zero divisor:
//!
//! * 32 bits: `z = fptoui(rcp(uitofp(y)) * 0x1.fffffcp+31)` estimates `2^32 / y`; one unsigned
//!   Newton-Raphson step `z += umulhi(z, -y * z)`; `q = umulhi(x, z)`, `r = x - q * y`; two
//!   corrections `if r >= y { q += 1; r -= y }`. It only needs `rcp` to be within 1 ulp (as
//!   `v_rcp_f32` is), so the interpreter's correctly rounded `rcp` gives the same results.
//! * 64 bits: a 64-bit reciprocal estimate from two f32 conversions (`hi * 2^32 + lo`),
//!   `rcp`, scaling by `0x1.fffff8p+63` and a split into halves with `trunc`/`fma`, two
//!   Newton-Raphson steps in 64-bit integer arithmetic, `q = umulhi(x, z)` and two corrections.
//! * Constant divisors (`udivrem_const`): powers of two as shift and mask, others by
//!   Granlund-Montgomery multiply-high (exact for every dividend; as LLVM's `BuildUDIV`);
//!   signed forms divide `|x|` by the constant `|y|`, except by `±2^p` (`p >= 1`): a
//!   shift of the dividend biased by `2^p - 1` when negative ([`sdivrem_pow2`]).
//! * 64 bits with a variable divisor: first a run-time test that both high dwords are zero,
//!   and then the 32-bit expansion of the low dwords, else the 64-bit one
//!   ([`bypass_slow_division`]: the block is split into an if-then-else with a join block
//!   whose parameters are the quotient and remainder), unless known bits narrow it statically.
//! * A division and a remainder (same signedness, operands and block) share one expansion.
//! * Signed forms take absolute values (`(x + s) ^ s` with `s = x >> (w-1)`), divide unsigned,
//!   and restore signs: the quotient's is `sx ^ sy`, the remainder's the dividend's.
//! * `i8`/`i16` are extended to `i32` (sign or zero as the operation needs) and truncated back;
//!   vectors are split into lanes (`extractelement`, then `splat`/`insertelement`).
//!
//! Division by zero and signed `MIN / -1` are undefined in the IR (the interpreter reports
//! them); the expansion then yields some value without faulting, as the hardware does.

use crate::util::{new_block_after, replace_uses, split_after, Cursor};
use gfxc_ir::known::{known_lz, KNOWN_DEPTH};
use gfxc_ir::{
    Block, BlockCall, Function, Inst, InstData, IntCC, Opcode, Scalar, Type, Value, ValueDef,
};
use rustc_hash::FxHashMap as HashMap;

/// Expands every integer division and remainder of `func`.
pub fn expand_divrem(func: &mut Function) {
    bypass_slow_division(func);
    let mut todo: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if matches!(
                func.dfg.insts[i].opcode(),
                Opcode::Sdiv | Opcode::Udiv | Opcode::Srem | Opcode::Urem
            ) {
                todo.push(i);
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::default();
    // Quotient and remainder of one (block, signedness, x, y), expanded once: a later
    // division or remainder of the same operands in the same block reuses them (the
    // expansion precedes the first, which precedes the later one).
    let mut pairs: HashMap<(Block, bool, Value, Value), (Value, Value)> = HashMap::default();
    for inst in todo {
        let InstData::Binary { opcode, args } = func.dfg.insts[inst].clone() else {
            continue;
        };
        let old = func.dfg.first_result(inst);
        let signed = matches!(opcode, Opcode::Sdiv | Opcode::Srem);
        let rem = matches!(opcode, Opcode::Srem | Opcode::Urem);
        let block = func.layout.inst_block(inst).expect("placed instruction");
        let key = (block, signed, args[0], args[1]);
        let new = if func.dfg.value_type(args[0]).is_vector() {
            let mut c = Cursor::before(func, inst);
            expand_any(&mut c, opcode, args[0], args[1])
        } else {
            let (q, r) = match pairs.get(&key) {
                Some(&qr) => qr,
                None => {
                    let mut c = Cursor::before(func, inst);
                    let qr = expand_pair(&mut c, signed, args[0], args[1]);
                    pairs.insert(key, qr);
                    qr
                }
            };
            if rem {
                r
            } else {
                q
            }
        };
        func.layout.remove_inst(inst);
        map.insert(old, new);
    }
    replace_uses(func, &map);
}

/// The 64-bit division and remainder of `func` whose operands are not known to be small,
/// with a run-time test first (LLVM's `BypassSlowDivision`, which the AMDGPU backend enables
/// for 64 bits): when the high dwords of both operands are zero, the quotient and remainder
/// are those of the 32-bit unsigned division of the low dwords (exact for the signed forms
/// too, whose operands are then non-negative); otherwise the 64-bit expansion runs. The block
/// is split at the first division of each (signedness, dividend, divisor):
/// ```text
/// block:  ... ; c = (hi(x) | hi(y)) == 0 ; brif c, fast, slow
/// fast:   32-bit udiv/urem of the low dwords, zero-extended ; jump join(q, r)
/// slow:   the 64-bit sdiv/srem or udiv/urem ; jump join(q, r)
/// join(q, r): the rest of the block (later divisions of the same operands read q, r)
/// ```
/// Operands whose high dword is known zero ([`known_lz`]) are left out of the test; a
/// sign-extended `i32` is tested by its sign. Not bypassed: constant divisors (their
/// expansion is short already), a constant dividend of 2^32 or more (the fast path could
/// never run), and the divisions [`udivrem`] narrows statically (an unsigned dividend below
/// 2^32, signed operands both sign-extended from 32 bits). Signed forms whose operands are
/// both known below 2^32 (non-negative) are the 32-bit unsigned division outright, with no
/// test. Vectors of `i64` are split into lanes first, so that every lane has its own test.
fn bypass_slow_division(func: &mut Function) {
    split_i64_vectors(func);
    let mut groups: Vec<(bool, Value, Value, Vec<Inst>)> = Vec::new();
    let mut index: HashMap<(Block, bool, Value, Value), usize> = HashMap::default();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let InstData::Binary { opcode, args } = &func.dfg.insts[i] else {
                continue;
            };
            if !matches!(
                opcode,
                Opcode::Sdiv | Opcode::Udiv | Opcode::Srem | Opcode::Urem
            ) || func.dfg.value_type(args[0]) != Type::I64
            {
                continue;
            }
            let signed = matches!(opcode, Opcode::Sdiv | Opcode::Srem);
            let key = (b, signed, args[0], args[1]);
            match index.get(&key) {
                Some(&g) => groups[g].3.push(i),
                None => {
                    index.insert(key, groups.len());
                    groups.push((signed, args[0], args[1], vec![i]));
                }
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::default();
    let resolve = |map: &HashMap<Value, Value>, mut v: Value| {
        while let Some(&w) = map.get(&v) {
            v = w;
        }
        v
    };
    for (signed, x, y, members) in groups {
        let (x, y) = (resolve(&map, x), resolve(&map, y));
        let x_small = known_lz(func, x, KNOWN_DEPTH) >= 32;
        let y_small = known_lz(func, y, KNOWN_DEPTH) >= 32;
        let is_rem =
            |f: &Function, i: Inst| matches!(f.dfg.insts[i].opcode(), Opcode::Srem | Opcode::Urem);
        if signed && x_small && y_small {
            // Both non-negative and below 2^32: the 32-bit unsigned division.
            for &m in &members {
                let rem = is_rem(func, m);
                let old = func.dfg.first_result(m);
                let mut c = Cursor::before(func, m);
                let xl = c.conv(Opcode::Itrunc, Type::I32, x);
                let yl = c.conv(Opcode::Itrunc, Type::I32, y);
                let op = if rem { Opcode::Urem } else { Opcode::Udiv };
                let v = c.bin(op, xl, yl);
                let v = c.conv(Opcode::Zext, Type::I64, v);
                func.layout.remove_inst(m);
                map.insert(old, v);
            }
            continue;
        }
        let y_const = const_of_fn(func, y).is_some();
        let x_big_const = const_of_fn(func, x).is_some_and(|k| k >> 32 != 0);
        let static_narrow = if signed {
            sext_from_32(func, x) && sext_from_32(func, y)
        } else {
            x_small
        };
        if y_const || x_big_const || static_narrow {
            continue;
        }
        let i0 = members[0];
        let loc = func.srcmap.insts[i0];
        let block = func.layout.inst_block(i0).expect("placed instruction");
        let fast = new_block_after(func, block);
        let slow = new_block_after(func, fast);
        let join = split_after(func, i0, slow);
        func.layout.remove_inst(i0);
        let want_q = members.iter().any(|&m| !is_rem(func, m));
        let want_r = members.iter().any(|&m| is_rem(func, m));
        let mut c = Cursor::at_end(func, block);
        c.loc = loc;
        let cond = high_words_zero(&mut c, x, y, x_small, y_small);
        c.ins(
            InstData::Brif {
                cond,
                then_dest: BlockCall::new(fast, &[]),
                else_dest: BlockCall::new(slow, &[]),
            },
            &[],
        );
        let mut c = Cursor::at_end(func, fast);
        c.loc = loc;
        let xl = c.conv(Opcode::Itrunc, Type::I32, x);
        let yl = c.conv(Opcode::Itrunc, Type::I32, y);
        let mut args = Vec::new();
        for (want, op) in [(want_q, Opcode::Udiv), (want_r, Opcode::Urem)] {
            if want {
                let v = c.bin(op, xl, yl);
                args.push(c.conv(Opcode::Zext, Type::I64, v));
            }
        }
        c.jump(join, &args);
        let mut c = Cursor::at_end(func, slow);
        c.loc = loc;
        let ops = if signed {
            [Opcode::Sdiv, Opcode::Srem]
        } else {
            [Opcode::Udiv, Opcode::Urem]
        };
        let mut args = Vec::new();
        for (want, op) in [(want_q, ops[0]), (want_r, ops[1])] {
            if want {
                args.push(c.bin(op, x, y));
            }
        }
        c.jump(join, &args);
        let q = want_q.then(|| func.dfg.append_block_param(join, Type::I64));
        let r = want_r.then(|| func.dfg.append_block_param(join, Type::I64));
        for &m in &members {
            let p = if is_rem(func, m) { r } else { q };
            map.insert(func.dfg.first_result(m), p.expect("parameter of the kind"));
            if m != i0 {
                func.layout.remove_inst(m);
            }
        }
    }
    replace_uses(func, &map);
}

/// `(hi(x) | hi(y)) == 0` as an `i1`, leaving out an operand known below 2^32 (`*_small`; not
/// both); the high dword of a sign-extended `i32` `a` is `a >> 31` (arithmetic), and a
/// test of such operands only is `a >= 0` (`(a | b) >= 0` for two).
fn high_words_zero(c: &mut Cursor, x: Value, y: Value, x_small: bool, y_small: bool) -> Value {
    let mut words = Vec::new();
    let mut signs = Vec::new();
    for (v, small) in [(x, x_small), (y, y_small)] {
        if small {
            continue;
        }
        match sext_source_i32(c.func, v) {
            Some(a) => signs.push(a),
            None => {
                let k32 = c.iconst(Type::I64, 32);
                let hi = c.bin(Opcode::Lshr, v, k32);
                words.push(c.conv(Opcode::Itrunc, Type::I32, hi));
            }
        }
    }
    let or_all = |c: &mut Cursor, vs: &[Value]| {
        let mut acc = vs[0];
        for &v in &vs[1..] {
            acc = c.bin(Opcode::Or, acc, v);
        }
        acc
    };
    let zero = c.iconst(Type::I32, 0);
    if words.is_empty() {
        let s = or_all(c, &signs);
        return c.icmp(IntCC::Sge, s, zero);
    }
    for s in signs {
        let k31 = c.iconst(Type::I32, 31);
        words.push(c.bin(Opcode::Ashr, s, k31));
    }
    let h = or_all(c, &words);
    c.icmp(IntCC::Eq, h, zero)
}

/// The `i32` that `v` sign-extends, if it is a `sext` of an `i32`.
fn sext_source_i32(func: &Function, v: Value) -> Option<Value> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[i] {
        InstData::Unary {
            opcode: Opcode::Sext,
            arg,
        } if func.dfg.value_type(arg) == Type::I32 => Some(arg),
        _ => None,
    }
}

/// Splits every division and remainder of `i64` vectors into lanes (a lane of a `splat` or
/// of an `insertelement` at a constant index is the inserted value, so that constant lanes
/// stay constants), rebuilt with `splat`/`insertelement`.
fn split_i64_vectors(func: &mut Function) {
    let mut todo = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::Binary { opcode, args } = &func.dfg.insts[i] {
                if matches!(
                    opcode,
                    Opcode::Sdiv | Opcode::Udiv | Opcode::Srem | Opcode::Urem
                ) && func.dfg.value_type(args[0]).is_vector()
                    && func.dfg.value_type(args[0]).lane() == Some(Scalar::I64)
                {
                    todo.push(i);
                }
            }
        }
    }
    let mut map: HashMap<Value, Value> = HashMap::default();
    for inst in todo {
        let InstData::Binary { opcode, args } = func.dfg.insts[inst].clone() else {
            continue;
        };
        let ty = func.dfg.value_type(args[0]);
        let Type::Vector(_, n) = ty else { continue };
        let old = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let mut lanes = Vec::new();
        for k in 0..n as u32 {
            let xs = lane_of(&mut c, args[0], k);
            let ys = lane_of(&mut c, args[1], k);
            lanes.push(c.bin(opcode, xs, ys));
        }
        let v = c.vector_of(ty, &lanes);
        func.layout.remove_inst(inst);
        map.insert(old, v);
    }
    replace_uses(func, &map);
}

/// Lane `k` of the vector `v`: the value a `splat` or an `insertelement` at index `k` put
/// there (through inserts at other constant indices), else an `extractelement`.
fn lane_of(c: &mut Cursor, v: Value, k: u32) -> Value {
    let mut cur = v;
    for _ in 0..64 {
        let ValueDef::Result(i, _) = c.func.dfg.value_def(cur) else {
            break;
        };
        match c.func.dfg.insts[i] {
            InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } => return arg,
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                args: [vec, val, idx],
            } => match const_of_fn(c.func, idx) {
                Some(j) if j == k as u64 => return val,
                Some(_) => cur = vec,
                None => break,
            },
            _ => break,
        }
    }
    let lane = Type::Scalar(c.ty(v).lane().expect("a vector"));
    let idx = c.iconst(Type::I32, k as i64);
    c.ins1(
        InstData::Binary {
            opcode: Opcode::Extractelement,
            args: [v, idx],
        },
        lane,
    )
}

fn expand_any(c: &mut Cursor, op: Opcode, x: Value, y: Value) -> Value {
    let ty = c.ty(x);
    match ty {
        Type::Vector(s, n) => {
            let mut lanes = Vec::new();
            for k in 0..n {
                let idx = c.iconst(Type::I32, k as i64);
                let xs = c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [x, idx],
                    },
                    Type::Scalar(s),
                );
                let ys = c.ins1(
                    InstData::Binary {
                        opcode: Opcode::Extractelement,
                        args: [y, idx],
                    },
                    Type::Scalar(s),
                );
                lanes.push(expand_scalar(c, op, xs, ys));
            }
            c.vector_of(ty, &lanes)
        }
        _ => expand_scalar(c, op, x, y),
    }
}

fn expand_scalar(c: &mut Cursor, op: Opcode, x: Value, y: Value) -> Value {
    let signed = matches!(op, Opcode::Sdiv | Opcode::Srem);
    let (q, r) = expand_pair(c, signed, x, y);
    if matches!(op, Opcode::Srem | Opcode::Urem) {
        r
    } else {
        q
    }
}

/// The constant value of `v` (its type's bits), if it is an `iconst`.
fn const_of(c: &Cursor, v: Value) -> Option<u64> {
    const_of_fn(c.func, v)
}

/// The constant value of `v` (its type's bits), if it is an `iconst`.
fn const_of_fn(func: &Function, v: Value) -> Option<u64> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    let InstData::IntConst { imm } = func.dfg.insts[i] else {
        return None;
    };
    let w = func.dfg.value_type(v).bits();
    Some(if w >= 64 {
        imm as u64
    } else {
        imm as u64 & ((1u64 << w) - 1)
    })
}

/// Quotient and remainder of `x / y` (scalars).
fn expand_pair(c: &mut Cursor, signed: bool, x: Value, y: Value) -> (Value, Value) {
    let ty = c.ty(x);
    match ty {
        Type::Scalar(Scalar::I1 | Scalar::I8 | Scalar::I16) => {
            let ext = if signed { Opcode::Sext } else { Opcode::Zext };
            let xw = c.conv(ext, Type::I32, x);
            let yw = c.conv(ext, Type::I32, y);
            let (q, r) = expand_pair(c, signed, xw, yw);
            (c.conv(Opcode::Itrunc, ty, q), c.conv(Opcode::Itrunc, ty, r))
        }
        _ => {
            let w = ty.bits();
            let k = const_of(c, y).filter(|&k| k != 0);
            if !signed {
                return match k {
                    Some(d) => udivrem_const(c, x, d, w),
                    None => udivrem(c, x, y, w, false),
                };
            }
            if let Some(d) = k {
                if let Some(qr) = sdivrem_pow2(c, x, d, w) {
                    return qr;
                }
            }
            let sh = c.iconst(ty, w as i64 - 1);
            let sx = c.bin(Opcode::Ashr, x, sh);
            let ax = c.bin(Opcode::Add, x, sx);
            let ax = c.bin(Opcode::Xor, ax, sx);
            let (sy, (q, r)) = match k {
                Some(d) => {
                    // |y| and its sign are constants.
                    let neg = d >> (w - 1) & 1 != 0;
                    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
                    let ad = if neg { d.wrapping_neg() & mask } else { d };
                    let sy = c.iconst(ty, if neg { -1 } else { 0 });
                    (sy, udivrem_const(c, ax, ad, w))
                }
                None => {
                    // Both sign-extended from 32 bits or fewer: |x|, |y| <= 2^31, so the
                    // unsigned division of the absolute values fits in 32 bits.
                    let narrow = w == 64 && sext_from_32(c.func, x) && sext_from_32(c.func, y);
                    let sy = c.bin(Opcode::Ashr, y, sh);
                    let ay = c.bin(Opcode::Add, y, sy);
                    let ay = c.bin(Opcode::Xor, ay, sy);
                    (sy, udivrem(c, ax, ay, w, narrow))
                }
            };
            let r = c.bin(Opcode::Xor, r, sx);
            let r = c.bin(Opcode::Sub, r, sx);
            let s = c.bin(Opcode::Xor, sx, sy);
            let q = c.bin(Opcode::Xor, q, s);
            let q = c.bin(Opcode::Sub, q, s);
            (q, r)
        }
    }
}

/// Signed division by the `w`-bit constant `d` when `|d| = 2^p` with `p >= 1` (LLVM's
/// `BuildSDIVPow2`): the quotient rounds toward zero when `2^p - 1` is added to negative
/// dividends first, `bias = (x >> (w - 1)) >>> (w - p)` (`>>`: arithmetic, `>>>`: logical),
/// `q = (x + bias) >> p`, negated for a negative `d`; the remainder takes the dividend's
/// sign whatever `d`'s: `r = x - ((x + bias) & -2^p)`. Exact for every `x` (`x + bias`
/// cannot wrap: `bias` is non-zero only for negative `x`), also `d = MIN` (`p = w - 1`).
/// `None` for other divisors.
fn sdivrem_pow2(c: &mut Cursor, x: Value, d: u64, w: u32) -> Option<(Value, Value)> {
    let mask = if w >= 64 { u64::MAX } else { (1u64 << w) - 1 };
    let neg = d >> (w - 1) & 1 != 0;
    let ad = if neg { d.wrapping_neg() & mask } else { d };
    if !ad.is_power_of_two() || ad == 1 {
        return None;
    }
    let p = ad.trailing_zeros();
    let ty = c.ty(x);
    let sh = c.iconst(ty, w as i64 - 1);
    let sx = c.bin(Opcode::Ashr, x, sh);
    let sb = c.iconst(ty, (w - p) as i64);
    let bias = c.bin(Opcode::Lshr, sx, sb);
    let xb = c.bin(Opcode::Add, x, bias);
    let pv = c.iconst(ty, p as i64);
    let mut q = c.bin(Opcode::Ashr, xb, pv);
    if neg {
        let zero = c.iconst(ty, 0);
        q = c.bin(Opcode::Sub, zero, q);
    }
    let low = c.iconst(ty, (ad.wrapping_neg() & mask) as i64);
    let m = c.bin(Opcode::And, xb, low);
    let r = c.bin(Opcode::Sub, x, m);
    Some((q, r))
}

/// Unsigned division by the constant `d != 0` (w = 32 or 64 bits): a power of two is a shift
/// and a mask. Any other `d`, with `x < 2^n` known ([`known_lz`]):
/// - where a rounded-up multiplier fits in `w` bits (`round_up_magic`), `q = umulhi(x, m) >> s`
///   (two instructions, as LLVM's `BuildUDIV`); for an even `d = d' * 2^p` whose odd part
///   has none, the same for `d'` on `x >> p` (`x >> p < 2^(n-p)`);
/// - otherwise Granlund and Montgomery's multiply-high method ("Division by Invariant
///   Integers using Multiplication", 1994, Figure 4.1), exact for every `x < 2^w`: with
///   `l = ceil(log2 d)` (>= 2 here) and `m = floor(2^w * (2^l - d) / d) + 1` (< 2^w),
///   `t = umulhi(m, x)` and `q = (t + ((x - t) >> 1)) >> (l - 1)`.
///
/// Then `r = x - q * d`.
fn udivrem_const(c: &mut Cursor, x: Value, d: u64, w: u32) -> (Value, Value) {
    let ty = c.ty(x);
    if d.is_power_of_two() {
        let k = d.trailing_zeros();
        let q = if k == 0 {
            x
        } else {
            let kv = c.iconst(ty, k as i64);
            c.bin(Opcode::Lshr, x, kv)
        };
        let mv = c.iconst(ty, (d - 1) as i64);
        let r = c.bin(Opcode::And, x, mv);
        return (q, r);
    }
    let n = w - known_lz(c.func, x, KNOWN_DEPTH).min(w);
    let p = d.trailing_zeros();
    let short = match round_up_magic(d, w, n) {
        Some(ms) => Some((x, ms)),
        None if p > 0 => round_up_magic(d >> p, w, n.saturating_sub(p)).map(|ms| {
            let pv = c.iconst(ty, p as i64);
            (c.bin(Opcode::Lshr, x, pv), ms)
        }),
        None => None,
    };
    if let Some((xs, (m, s))) = short {
        let mv = c.iconst(ty, m as i64);
        let t = c.bin(Opcode::Umulhi, xs, mv);
        let q = if s == 0 {
            t
        } else {
            let sv = c.iconst(ty, s as i64);
            c.bin(Opcode::Lshr, t, sv)
        };
        let dv = c.iconst(ty, d as i64);
        let qd = c.bin(Opcode::Mul, q, dv);
        let r = c.bin(Opcode::Sub, x, qd);
        return (q, r);
    }
    let lz = (d - 1).leading_zeros() - (64 - w);
    let l = w - lz;
    let m = ((1u128 << w) * ((1u128 << l) - d as u128) / d as u128 + 1) as u64;
    let mv = c.iconst(ty, m as i64);
    let t = c.bin(Opcode::Umulhi, x, mv);
    let diff = c.bin(Opcode::Sub, x, t);
    let one = c.iconst(ty, 1);
    let half = c.bin(Opcode::Lshr, diff, one);
    let sum = c.bin(Opcode::Add, t, half);
    let sh = c.iconst(ty, (l - 1) as i64);
    let q = c.bin(Opcode::Lshr, sum, sh);
    let dv = c.iconst(ty, d as i64);
    let qd = c.bin(Opcode::Mul, q, dv);
    let r = c.bin(Opcode::Sub, x, qd);
    (q, r)
}

/// A multiplier `m < 2^w` and shift `s` with `floor(x / d) = floor(x * m / 2^(w + s))` for
/// every `x < 2^n` (`d` > 1, not a power of two): `m = ceil(2^(w+s) / d)` has the error
/// `e = m * d - 2^(w+s)` (`0 <= e < d`), and with `x = q * d + r` (`r <= d - 1`),
/// `x * m / 2^(w+s) = x / d + e * x / (d * 2^(w+s))`, whose floor is `q` when
/// `r + e * x / 2^(w+s) < d`, i.e. whenever `e * (2^n - 1) < 2^(w+s)`. The smallest such
/// `s` is taken; `None` when `m` outgrows `w` bits first.
fn round_up_magic(d: u64, w: u32, n: u32) -> Option<(u64, u32)> {
    let d = d as u128;
    let xmax = (1u128 << n) - 1;
    for s in 0..=w {
        let k = w + s;
        if k >= 128 {
            break;
        }
        let m = (1u128 << k).div_ceil(d);
        if m >> w != 0 {
            break;
        }
        let e = m * d - (1u128 << k);
        if e.checked_mul(xmax).is_some_and(|v| v < 1u128 << k) {
            return Some((m as u64, s));
        }
    }
    None
}

/// Unsigned `w`-bit division and remainder. A 64-bit one whose dividend is known below
/// 2^32 ([`known_lz`]) divides in 32 bits: with the divisor below 2^32 too, `q` and `r` are
/// the 32-bit results zero-extended; otherwise a divisor of 2^32 or more gives `q = 0`,
/// `r = x`, selected on the divisor's high half (one compare and two selects instead of the
/// 64-bit expansion). `narrow` says both operands are known below 2^32 by the caller.
fn udivrem(c: &mut Cursor, x: Value, y: Value, w: u32, narrow: bool) -> (Value, Value) {
    if w != 64 {
        return udivrem32(c, x, y);
    }
    let x_small = narrow || known_lz(c.func, x, KNOWN_DEPTH) >= 32;
    if !x_small {
        return udivrem64(c, x, y);
    }
    let y_small = narrow || known_lz(c.func, y, KNOWN_DEPTH) >= 32;
    let xl = c.conv(Opcode::Itrunc, Type::I32, x);
    let yl = c.conv(Opcode::Itrunc, Type::I32, y);
    let (q, r) = udivrem32(c, xl, yl);
    let q = c.conv(Opcode::Zext, Type::I64, q);
    let r = c.conv(Opcode::Zext, Type::I64, r);
    if y_small {
        return (q, r);
    }
    let k32 = c.iconst(Type::I64, 32);
    let yh = c.bin(Opcode::Lshr, y, k32);
    let zero = c.iconst(Type::I64, 0);
    let big = c.icmp(IntCC::Ne, yh, zero);
    (c.select(big, zero, q), c.select(big, x, r))
}

/// Whether `v` is known to equal the sign extension of its low 32 bits or fewer (a `sext`
/// from at most 32 bits, or a constant in the `i32` range), so that `|v| <= 2^31`.
fn sext_from_32(func: &gfxc_ir::Function, v: Value) -> bool {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return false;
    };
    match func.dfg.insts[i] {
        InstData::Unary {
            opcode: Opcode::Sext,
            arg,
        } => func.dfg.value_type(arg).bits() <= 32,
        InstData::IntConst { imm } => i32::try_from(imm).is_ok(),
        _ => false,
    }
}

fn f32c(c: &mut Cursor, bits: u32) -> Value {
    c.fconst(Type::F32, bits as u64)
}

/// Two correction steps: `if r >= y { q += 1; r -= y }`, twice.
fn correct(c: &mut Cursor, mut q: Value, mut r: Value, y: Value) -> (Value, Value) {
    let ty = c.ty(q);
    let one = c.iconst(ty, 1);
    for _ in 0..2 {
        let ge = c.icmp(IntCC::Uge, r, y);
        let q1 = c.bin(Opcode::Add, q, one);
        let r1 = c.bin(Opcode::Sub, r, y);
        q = c.select(ge, q1, q);
        r = c.select(ge, r1, r);
    }
    (q, r)
}

/// `AMDGPUTargetLowering::LowerUDIVREM` (32-bit).
fn udivrem32(c: &mut Cursor, x: Value, y: Value) -> (Value, Value) {
    let fy = c.conv(Opcode::Uitofp, Type::F32, y);
    let rcp = c.un(Opcode::Rcp, fy);
    // 0x4f7ffffe = 4294966784.0 (just below 2^32).
    let k = f32c(c, 0x4f7f_fffe);
    let scaled = c.bin(Opcode::Fmul, rcp, k);
    let z = c.conv(Opcode::Fptoui, Type::I32, scaled);
    // One round of unsigned Newton-Raphson.
    let zero = c.iconst(Type::I32, 0);
    let negy = c.bin(Opcode::Sub, zero, y);
    let nz = c.bin(Opcode::Mul, negy, z);
    let hi = c.bin(Opcode::Umulhi, z, nz);
    let z = c.bin(Opcode::Add, z, hi);
    // Quotient and remainder estimates.
    let q = c.bin(Opcode::Umulhi, x, z);
    let qy = c.bin(Opcode::Mul, q, y);
    let r = c.bin(Opcode::Sub, x, qy);
    correct(c, q, r, y)
}

/// `AMDGPUTargetLowering::LowerUDIVREM64` (the general path).
fn udivrem64(c: &mut Cursor, x: Value, y: Value) -> (Value, Value) {
    let i64t = Type::I64;
    let k32 = c.iconst(i64t, 32);
    let y_lo = c.conv(Opcode::Itrunc, Type::I32, y);
    let y_hi64 = c.bin(Opcode::Lshr, y, k32);
    let y_hi = c.conv(Opcode::Itrunc, Type::I32, y_hi64);
    let cvt_lo = c.conv(Opcode::Uitofp, Type::F32, y_lo);
    let cvt_hi = c.conv(Opcode::Uitofp, Type::F32, y_hi);
    let two32 = f32c(c, 0x4f80_0000); // 2^32
    let mad1 = c.fma(cvt_hi, two32, cvt_lo);
    let rcp = c.un(Opcode::Rcp, mad1);
    let kmul1 = f32c(c, 0x5f7f_fffc); // just below 2^64
    let mul1 = c.bin(Opcode::Fmul, rcp, kmul1);
    let kmul2 = f32c(c, 0x2f80_0000); // 2^-32
    let mul2 = c.bin(Opcode::Fmul, mul1, kmul2);
    let trunc = c.un(Opcode::Trunc, mul2);
    let kneg = f32c(c, 0xcf80_0000); // -2^32
    let mad2 = c.fma(trunc, kneg, mul1);
    let rcp_lo = c.conv(Opcode::Fptoui, Type::I32, mad2);
    let rcp_hi = c.conv(Opcode::Fptoui, Type::I32, trunc);
    let lo64 = c.conv(Opcode::Zext, i64t, rcp_lo);
    let hi64 = c.conv(Opcode::Zext, i64t, rcp_hi);
    let hi64 = c.bin(Opcode::Shl, hi64, k32);
    let rcp64 = c.bin(Opcode::Or, hi64, lo64);
    // Two rounds of unsigned Newton-Raphson.
    let zero = c.iconst(i64t, 0);
    let negy = c.bin(Opcode::Sub, zero, y);
    let mullo1 = c.bin(Opcode::Mul, negy, rcp64);
    let mulhi1 = c.bin(Opcode::Umulhi, rcp64, mullo1);
    let add1 = c.bin(Opcode::Add, rcp64, mulhi1);
    let mullo2 = c.bin(Opcode::Mul, negy, add1);
    let mulhi2 = c.bin(Opcode::Umulhi, add1, mullo2);
    let add2 = c.bin(Opcode::Add, add1, mulhi2);
    let q = c.bin(Opcode::Umulhi, x, add2);
    let qy = c.bin(Opcode::Mul, y, q);
    let r = c.bin(Opcode::Sub, x, qy);
    correct(c, q, r, y)
}
