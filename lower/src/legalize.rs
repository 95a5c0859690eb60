//! Type legalization: operations the hardware lacks are rewritten into ones it has.
//!
//! # Contract for isel (what holds after [`legalize`]; checked by [`check_legal`])
//!
//! "Narrow" below means `i1`, `i8`, `i16`, and — on targets without 16-bit ALU instructions
//! (GFX6/GFX7, [`has_16bit_alu`] false) — `f16`. 16-bit VALU arithmetic
//! (`v_add_u16`, `v_add_f16`, `v_fma_f16`, ...) exists from GFX8 (`../shared/specs`, VI ISA
//! "VOP2/VOP3 16-bit opcodes"); SALU has none on any supported generation.
//!
//! 1. **Values** of every type may still exist: `i1 i8 i16 i32 i64 f16 f32 f64`, pointers and
//!    vectors. A narrow scalar lives in the low bits of a 32-bit register; its high bits are
//!    unspecified (isel never has to keep them zero/sign-extended).
//! 2. **Narrow integers** (`i1`, `i8`, `i16`) appear only in: `iconst`, `load`,
//!    `store`, atomics, `select` (scalar condition), block parameters/branch arguments,
//!    `sext`/`zext` from them, `itrunc` to them, `bitcast` (same width), `extractelement` /
//!    `insertelement` / `splat`, `readfirstlane`/`readlane`, intrinsics. Every arithmetic
//!    operation and comparison on them is done in `i32` (`sext`/`zext` the operands, operate,
//!    `itrunc` the result; shift amounts masked to the narrow width as the IR's "modulo the
//!    bit width" requires). `i1` additionally keeps `and`, `or`, `xor`, `not` (lane-mask
//!    operations) and is the result of every compare; other `i1` arithmetic and `i1`
//!    comparisons are done in `i32`.
//! 3. **Scalar `i16`** arithmetic is done in `i32` on every generation (rule 2): the 32-bit
//!    forms cost the same, SALU has no 16-bit forms, and isel then needs no 16-bit integer
//!    scalar selection. (`i16` *vectors* on GFX9+ stay packed: rule 6.)
//! 4. **`f16` before GFX8**: arithmetic (`fadd fsub fmul frem fmin fmax`, the unary float
//!    operations except `fneg`/`fabs`, `fcmp`) is done in `f32` with `fpext` operands and one
//!    `fptrunc`: exact, because binary32 has at least `2*11+2` significand bits, so double
//!    rounding is innocuous for `+ - * / sqrt` and the others are exact in `f32` (`rcp`,
//!    `rsq`, `exp2`, `log2`, `sin`, `cos` are approximate operations anyway). `fma` is done in
//!    `f64` with an exact TwoSum error term and round-to-odd, then rounded once to `f16`
//!    (Boldo–Melquiond: rounding to odd at `p+2` bits then to nearest at `p` bits is correct
//!    rounding): see [`fma_f16_via_f64`]. `fneg`, `fabs`, `copysign` on `f16` stay on every
//!    generation (integer bit operations on the low 16 bits). On GFX8+ `f16` arithmetic stays
//!    except `frem` (done in `f32`).
//! 5. **Conversions** isel may assume: `fpext` f16->f32, f32->f64; `fptrunc` f64->f32,
//!    f32->f16; `sitofp`/`uitofp` only from `i32`/`i64` and only to `f32`/`f64`;
//!    `fptosi`/`fptoui` only from `f32`/`f64` and only to `i32`/`i64`; `sext`/`zext`/`itrunc`
//!    between any integer widths; `bitcast` between equal widths; `ptrtoint`/`inttoptr`.
//!    `fptrunc` f64->f16 (no instruction on any generation) is done as f64->f32 rounded to
//!    odd, then f32->f16; `fpext` f16->f64 goes through f32; conversions between integers and
//!    `f16` go through `f32` (exact: integers below 2^24 convert exactly, larger ones overflow
//!    `f16` either way); float to `i8`/`i16`/`i1` is float to `i32` then a clamp to the
//!    narrow range (the IR saturates) and `itrunc`.
//! 6. **Vectors**: no vector of `i1` or `i8` lanes remains (scalarized by
//!    [`crate::narrow_vectors`]: lanes as scalars, memory as 1/2/4/8-byte integer accesses,
//!    bitcasts through 32-bit words). On the other vectors: arithmetic, compares,
//!    conversions (except `bitcast`), `fma`, lane-wise
//!    `select` (vector condition), `shuffle`, and `extractelement`/`insertelement` with a
//!    non-constant index are split per lane (the lanes then obey rules 2-5). What remains on
//!    vector values: `load`/`store` of 1, 2, 4, 8, 12 or 16 bytes (larger or odd-sized ones
//!    are split into such pieces, volatile ones too; atomic accesses are left whole),
//!    `extractelement`/`insertelement` with an `iconst` index, `splat`, `bitcast`, `select`
//!    with a scalar `i1` condition, block parameters/branch arguments, `readfirstlane` /
//!    `readlane`, intrinsics.
//!    **Packed 16-bit vectors on GFX9+** ([`has_packed16`]): on vectors of 16-bit lanes
//!    (`f16xN`, `i16xN`, any `N`), `fadd fsub fmul fmin fmax fma fneg fabs` (f16) and `add sub
//!    mul and or xor shl lshr ashr smin smax umin umax neg not` (i16), and `shuffle` of such
//!    vectors, are **not** split: isel keeps two lanes per dword and emits one VOP3P (`v_pk_*`)
//!    or 32-bit bit/permute instruction per dword, an odd last lane sharing its dword with
//!    padding (Vega ISA "VOP3P"; LLVM legalizes `v2f16`/`v2i16` the same way). Compares,
//!    conversions, lane-wise selects and `fdiv`/`sqrt` are split on every generation. On GFX8
//!    the lanes are split and use the scalar 16-bit forms; before GFX8 they are promoted
//!    (rule 4).
//! 7. **Memory of `i1`**: no `load`/`store` of `i1` or `i1xN`: they are `i8`/`i8xN` accesses
//!    with `zext` before the store and `itrunc` after the load (the interpreter's byte form).
//! 8. **Left as-is for isel to expand**: 64-bit integer `mul`, `umulhi`, `smulhi`, shifts,
//!    `ctpop`/`ctlz`/`cttz`/`bitreverse`, compares; `f32`/`f64` `frem`, `round`,
//!    `rcp`/`rsq` etc.
//! 9. **Expanded here** (no instruction on any generation): 64-bit `smin/smax/umin/umax`
//!    (compare + select), `neg.i64` (`0 - x`), `not` on `i1`/`i64` (`xor` with ones),
//!    `iabs` (`smax(x, -x)`; 64-bit: compare + select), `itrunc` to `i1` (low bit compared
//!    with 0), `i64`<->float conversions (correctly rounded; saturating: see
//!    `i64_to_float`, `float_to_i64`), `ptrtoint`/`inttoptr` with an integer of another
//!    width than the pointer, `ptradd` of a 64-bit pointer and an `i32` offset
//!    (sign-extended), `fcmp true/false` (constants), `bitcast` to the same type.
//!    No integer division, `fdiv` or `sqrt`
//!    f32/f64 remains (`expand_divrem`, `expand_float` run before).
//! 10. **Constant lane indices are in range**: an `extractelement` or `insertelement` whose
//!     constant index is not below the lane count uses lane 0 instead (LLVM LangRef: both
//!     results are poison, so any value refines them; the interpreter faults on such an index
//!     at run time). Runs first, so every later pass (the narrow-vector one, isel's lane
//!     selection) sees only lanes that exist.
//!
//! Pure instructions left without uses by the rewriting are removed.

use crate::util::Cursor;
use cranelift_entity::EntityRef;
use cranelift_entity::SecondaryMap;
use gfxc_ir::{
    FloatCC, Function, Inst, InstData, IntCC, MemFlags, Opcode, Scalar, Type, Value, ValueDef,
};
use gfxc_isa::processors::Generation;
use gfxc_isa::Target;
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// The target has 16-bit VALU arithmetic (GFX8 and later).
pub fn has_16bit_alu(target: &Target) -> bool {
    target.processor.generation >= Generation::Gfx8
}

/// The target has packed 16-bit VALU math (VOP3P `v_pk_*`, GFX9 and later; Vega ISA
/// "VOP3P" opcodes).
pub fn has_packed16(target: &Target) -> bool {
    target.processor.generation >= Generation::Gfx9
}

/// Legalizes `func` for `target` (module documentation).
pub fn legalize(func: &mut Function, target: &Target) {
    let has16 = has_16bit_alu(target);
    let mut lz = Legalizer {
        lanes: HashMap::default(),
        map: HashMap::default(),
        packed: has_packed16(target),
        f64_rounding: has_f64_rounding(target),
    };
    // Rules 6 and 10 rewrite only instructions with a vector operand or result (a lane
    // index reads a vector, a split access is of a vector, `splits` asks for one): in a
    // function without any vector value (the usual kernel) their walks find nothing, and
    // no step before them makes a vector where there was none (the `i1` memory rule keeps
    // a scalar access scalar). Debug builds walk anyway and check that nothing changed.
    let vectors = func.dfg.values.values().any(|d| d.ty.is_vector());
    let walk_vectors = vectors || cfg!(debug_assertions);
    let made = func.dfg.insts.len();
    // One list of the layout's instructions, refilled for each walk below and the dead-code
    // sweep (one allocation for the four).
    let mut insts = Vec::new();
    all_insts_into(func, &mut insts);
    if walk_vectors {
        for &i in &insts {
            lz.lane_index_in_range(func, i);
        }
        debug_assert!(vectors || func.dfg.insts.len() == made);
    }
    for &i in &insts {
        lz.bool_memory(func, i);
    }
    // The replaced `i1` loads must be gone from every use before the narrow-vector pass: it
    // scalarizes what it reaches from the layout, so a use still naming an old `i1xN` load
    // result would be split into `extractelement`s of a value nobody defines any more.
    crate::util::replace_uses(func, &lz.map);
    lz.map.clear();
    crate::narrow_vectors::scalarize_narrow_vectors(func);
    if walk_vectors {
        let made = func.dfg.insts.len();
        all_insts_into(func, &mut insts);
        for &i in &insts {
            lz.split_vectors(func, i);
        }
        debug_assert!(
            vectors || (func.dfg.insts.len() == made && lz.map.is_empty()),
            "@{}: a vector rule rewrote a function without vectors",
            func.name
        );
    }
    crate::util::replace_uses(func, &lz.map);
    lz.map.clear();
    all_insts_into(func, &mut insts);
    for &i in &insts {
        lz.promote(func, i, has16);
    }
    crate::util::replace_uses(func, &lz.map);
    remove_dead_with(func, &mut insts);
}

fn all_insts(func: &Function) -> Vec<Inst> {
    let mut v = Vec::new();
    all_insts_into(func, &mut v);
    v
}

/// Replaces `v` by the instructions of the layout, in order.
fn all_insts_into(func: &Function, v: &mut Vec<Inst>) {
    v.clear();
    // Sized once: the layout holds at most every instruction made.
    v.reserve(func.dfg.insts.len());
    for &b in func.layout.blocks() {
        v.extend_from_slice(func.layout.block_insts(b));
    }
}

struct Legalizer {
    /// Scalar lanes of vectors this pass built.
    lanes: HashMap<Value, Vec<Value>>,
    /// Replaced results.
    map: HashMap<Value, Value>,
    /// Packed 16-bit math (rule 6): whole vector operations on 16-bit lanes stay.
    packed: bool,
    /// `f64` `trunc`/`floor` are instructions ([`has_f64_rounding`]).
    f64_rounding: bool,
}

/// The target has `v_trunc_f64`/`v_floor_f64` (GFX7 and later; GFX6 expands them,
/// `crate::expand_float`).
pub fn has_f64_rounding(target: &Target) -> bool {
    target.processor.generation >= Generation::Gfx7
}

fn const_of(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.value_def(v) {
        ValueDef::Result(i, _) => match func.dfg.insts[i] {
            InstData::IntConst { imm } => Some(imm),
            _ => None,
        },
        _ => None,
    }
}

fn lane_ty(ty: Type) -> Type {
    match ty {
        Type::Vector(s, _) => Type::Scalar(s),
        t => t,
    }
}

/// Legal sizes of a whole memory access.
fn legal_access_size(bytes: u32) -> bool {
    matches!(bytes, 1 | 2 | 4 | 8 | 12 | 16)
}

/// A vector of 16-bit lanes (`i16xN`, `f16xN`): two lanes per 32-bit register.
fn is_vec16(ty: Type) -> bool {
    matches!(ty, Type::Vector(s, _) if s.bits() == 16)
}

/// Whether `d` on vectors of 16-bit lanes has a packed form on GFX9+ (one VOP3P, bit or
/// permute instruction per dword: `v_pk_add_f16`, `v_pk_fma_f16`, `v_pk_lshlrev_b16`,
/// `v_and_b32`, `v_perm_b32`, ...), so that it stays whole (rule 6).
fn packed_op(d: &InstData, func: &Function, res_ty: Option<Type>) -> bool {
    let Some(rty) = res_ty else { return false };
    if !is_vec16(rty)
        || !d.args().iter().all(|&a| {
            let t = func.dfg.value_type(a);
            !t.is_vector() || is_vec16(t)
        })
    {
        return false;
    }
    let float = rty.lane() == Some(Scalar::F16);
    match d {
        InstData::Binary { opcode, .. } => {
            if float {
                matches!(
                    opcode,
                    Opcode::Fadd | Opcode::Fsub | Opcode::Fmul | Opcode::Fmin | Opcode::Fmax
                )
            } else {
                matches!(
                    opcode,
                    Opcode::Add
                        | Opcode::Sub
                        | Opcode::Mul
                        | Opcode::And
                        | Opcode::Or
                        | Opcode::Xor
                        | Opcode::Shl
                        | Opcode::Lshr
                        | Opcode::Ashr
                        | Opcode::Smin
                        | Opcode::Smax
                        | Opcode::Umin
                        | Opcode::Umax
                )
            }
        }
        InstData::Unary { opcode, .. } => {
            if float {
                matches!(opcode, Opcode::Fneg | Opcode::Fabs)
            } else {
                matches!(opcode, Opcode::Neg | Opcode::Not)
            }
        }
        InstData::Ternary {
            opcode: Opcode::Fma,
            ..
        } => float,
        InstData::Shuffle { args, .. } => is_vec16(func.dfg.value_type(args[0])),
        _ => false,
    }
}

/// Whether `op` on a vector must be split into lanes (`packed`: the target has packed
/// 16-bit math, [`has_packed16`]).
fn splits(d: &InstData, func: &Function, res_ty: Option<Type>, packed: bool) -> bool {
    let vec_res = res_ty.is_some_and(|t| t.is_vector());
    let vec_arg = d.args().iter().any(|&a| func.dfg.value_type(a).is_vector());
    if !vec_res && !vec_arg {
        return false;
    }
    if packed && packed_op(d, func, res_ty) {
        return false;
    }
    match d {
        InstData::Unary { opcode, .. } => !matches!(
            opcode,
            Opcode::Splat | Opcode::Bitcast | Opcode::Readfirstlane | Opcode::Ballot
        ),
        InstData::Binary { opcode, args } => match opcode {
            Opcode::Extractelement => const_of(func, args[1]).is_none(),
            Opcode::Readlane | Opcode::Ptradd => false,
            _ => true,
        },
        InstData::Ternary { opcode, args } => match opcode {
            Opcode::Insertelement => const_of(func, args[2]).is_none(),
            Opcode::Select => func.dfg.value_type(args[0]).is_vector(),
            _ => true,
        },
        InstData::IntCompare { .. } | InstData::FloatCompare { .. } | InstData::Shuffle { .. } => {
            true
        }
        _ => false,
    }
}

impl Legalizer {
    /// Rule 10: a constant lane index past the vector's last lane (poison in LLVM) becomes 0.
    fn lane_index_in_range(&mut self, func: &mut Function, i: Inst) {
        let (vec, idx) = match func.dfg.insts[i] {
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args: [v, k],
            }
            | InstData::Ternary {
                opcode: Opcode::Insertelement,
                args: [v, _, k],
            } => (v, k),
            _ => return,
        };
        let lanes = func.dfg.value_type(vec).lanes() as i64;
        if !const_of(func, idx).is_some_and(|k| k < 0 || k >= lanes) {
            return;
        }
        let zero = Cursor::before(func, i).iconst(Type::I32, 0);
        match &mut func.dfg.insts[i] {
            InstData::Binary { args, .. } => args[1] = zero,
            InstData::Ternary { args, .. } => args[2] = zero,
            _ => {}
        }
    }

    /// Lane `k` of vector `v`, read before the cursor.
    fn lane(&self, c: &mut Cursor, v: Value, k: usize) -> Value {
        if let Some(l) = self.lanes.get(&v) {
            return l[k];
        }
        if let ValueDef::Result(i, _) = c.func.dfg.value_def(v) {
            if let InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } = c.func.dfg.insts[i]
            {
                return arg;
            }
        }
        let idx = c.iconst(Type::I32, k as i64);
        let ty = lane_ty(c.ty(v));
        c.ins1(
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args: [v, idx],
            },
            ty,
        )
    }

    /// A vector of type `ty` from `lanes` (splat of lane 0, then inserts).
    fn build(&mut self, c: &mut Cursor, ty: Type, lanes: Vec<Value>) -> Value {
        let v = c.vector_of(ty, &lanes);
        self.lanes.insert(v, lanes);
        v
    }

    fn replace(&mut self, func: &mut Function, inst: Inst, new: Value) {
        let old = func.dfg.first_result(inst);
        func.layout.remove_inst(inst);
        self.map.insert(old, new);
    }

    /// Rule 7: `i1` in memory as `i8`.
    fn bool_memory(&mut self, func: &mut Function, inst: Inst) {
        // (Only loads and stores are read: no copy of the instruction.)
        match func.dfg.insts[inst] {
            InstData::Load { flags, addr } => {
                let ty = func.dfg.value_type(func.dfg.first_result(inst));
                if !ty.is_bool() || flags.ordering.is_atomic() {
                    return;
                }
                let mut c = Cursor::before(func, inst);
                let b = c.ins1(InstData::Load { flags, addr }, ty.with_lane(Scalar::I8));
                let v = c.conv(Opcode::Itrunc, ty, b);
                self.replace(func, inst, v);
            }
            InstData::Store { flags, args } => {
                let ty = func.dfg.value_type(args[0]);
                if !ty.is_bool() || flags.ordering.is_atomic() {
                    return;
                }
                let mut c = Cursor::before(func, inst);
                let b = c.conv(Opcode::Zext, ty.with_lane(Scalar::I8), args[0]);
                c.ins(
                    InstData::Store {
                        flags,
                        args: [b, args[1]],
                    },
                    &[],
                );
                func.layout.remove_inst(inst);
            }
            _ => {}
        }
    }

    /// Rule 6: vector operations split per lane; oversized accesses split into pieces.
    fn split_vectors(&mut self, func: &mut Function, inst: Inst) {
        // Operands replaced earlier in this phase (none yet: nothing to rewrite).
        if !self.map.is_empty() {
            let map = &self.map;
            func.dfg.insts[inst].map_values(|v| map.get(&v).copied().unwrap_or(v));
        }
        let res_ty = func
            .dfg
            .inst_results(inst)
            .first()
            .map(|&r| func.dfg.value_type(r));
        // Most instructions are left as they are: decided on the instruction in place
        // (the same tests as below), the copy the rewrite needs is made only for the others.
        let rewrites = match &func.dfg.insts[inst] {
            InstData::Load { flags, .. } => access_pieces(res_ty.unwrap(), flags).is_some(),
            InstData::Store { flags, args } => {
                access_pieces(func.dfg.value_type(args[0]), flags).is_some()
            }
            d => splits(d, func, res_ty, self.packed),
        };
        if !rewrites {
            return;
        }
        let d = func.dfg.insts[inst].clone();
        match &d {
            InstData::Load { flags, addr } => {
                let ty = res_ty.unwrap();
                if let Some(pieces) = access_pieces(ty, flags) {
                    let mut c = Cursor::before(func, inst);
                    let mut lanes = Vec::new();
                    for (off, n) in pieces {
                        let pty = piece_ty(ty, n);
                        let a = offset_addr(&mut c, *addr, off);
                        let f = MemFlags {
                            align: piece_align(flags.align, off),
                            ..*flags
                        };
                        let v = c.ins1(InstData::Load { flags: f, addr: a }, pty);
                        if n == 1 {
                            lanes.push(v);
                        } else {
                            for k in 0..n {
                                lanes.push(self.lane(&mut c, v, k));
                            }
                        }
                    }
                    let v = self.build(&mut c, ty, lanes);
                    self.replace(func, inst, v);
                }
                return;
            }
            InstData::Store { flags, args } => {
                let ty = func.dfg.value_type(args[0]);
                if let Some(pieces) = access_pieces(ty, flags) {
                    let mut c = Cursor::before(func, inst);
                    let mut k0 = 0;
                    for (off, n) in pieces {
                        let ls: Vec<Value> = (k0..k0 + n)
                            .map(|k| self.lane(&mut c, args[0], k))
                            .collect();
                        k0 += n;
                        let v = if n == 1 {
                            ls[0]
                        } else {
                            self.build(&mut c, piece_ty(ty, n), ls)
                        };
                        let a = offset_addr(&mut c, args[1], off);
                        let f = MemFlags {
                            align: piece_align(flags.align, off),
                            ..*flags
                        };
                        c.ins(
                            InstData::Store {
                                flags: f,
                                args: [v, a],
                            },
                            &[],
                        );
                    }
                    func.layout.remove_inst(inst);
                }
                return;
            }
            _ => {}
        }
        if !splits(&d, func, res_ty, self.packed) {
            return;
        }
        let res_ty = res_ty.unwrap();
        let n = res_ty.lanes() as usize;
        let mut c = Cursor::before(func, inst);
        let lanes: Vec<Value> = match &d {
            InstData::Shuffle { args, mask } => {
                let na = c.ty(args[0]).lanes() as usize;
                mask.iter()
                    .map(|&m| {
                        let m = m as usize;
                        if m < na {
                            self.lane(&mut c, args[0], m)
                        } else {
                            self.lane(&mut c, args[1], m - na)
                        }
                    })
                    .collect()
            }
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args: [v, idx],
            } => {
                let nv = c.ty(*v).lanes() as usize;
                let mut r = self.lane(&mut c, *v, 0);
                for k in 1..nv {
                    let l = self.lane(&mut c, *v, k);
                    let kk = c.iconst(Type::I32, k as i64);
                    let eq = c.icmp(IntCC::Eq, *idx, kk);
                    r = c.select(eq, l, r);
                }
                let old = c.func.dfg.first_result(inst);
                c.func.layout.remove_inst(inst);
                self.map.insert(old, r);
                return;
            }
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                args: [v, e, idx],
            } => (0..n)
                .map(|k| {
                    let l = self.lane(&mut c, *v, k);
                    let kk = c.iconst(Type::I32, k as i64);
                    let eq = c.icmp(IntCC::Eq, *idx, kk);
                    c.select(eq, *e, l)
                })
                .collect(),
            _ => per_lane(&mut c, &d, n, lane_ty(res_ty), |c, a, k| self.lane(c, a, k)),
        };
        let v = self.build(&mut c, res_ty, lanes);
        self.replace(func, inst, v);
    }

    /// Rules 2-5 on one scalar instruction.
    fn promote(&mut self, func: &mut Function, inst: Inst, has16: bool) {
        if !self.map.is_empty() {
            let map = &self.map;
            func.dfg.insts[inst].map_values(|v| map.get(&v).copied().unwrap_or(v));
        }
        let Some(&res) = func.dfg.inst_results(inst).first() else {
            return;
        };
        let rty = func.dfg.value_type(res);
        if rty.is_vector() {
            return;
        }
        // `promote_inst` replaces only these formats (its other arm is `None`): the rest
        // need neither a copy nor a cursor. (Their fields are copied out: no general
        // instruction copy.)
        let d = match func.dfg.insts[inst] {
            InstData::Binary { opcode, args } => InstData::Binary { opcode, args },
            InstData::Unary { opcode, arg } => InstData::Unary { opcode, arg },
            InstData::Ternary { opcode, args } => InstData::Ternary { opcode, args },
            InstData::IntCompare { cond, args } => InstData::IntCompare { cond, args },
            InstData::FloatCompare { cond, args } => InstData::FloatCompare { cond, args },
            _ => return,
        };
        let new = {
            let mut c = Cursor::before(func, inst);
            promote_inst(&mut c, &d, rty, has16, self.f64_rounding)
        };
        if let Some(v) = new {
            self.replace(func, inst, v);
        }
    }
}

/// Pieces `(byte offset, lanes)` of an access of `ty` that is not legal whole.
fn access_pieces(ty: Type, flags: &MemFlags) -> Option<Vec<(u32, usize)>> {
    let Type::Vector(s, n) = ty else {
        return None;
    };
    // A volatile access of a legal size stays whole (one access, as written); others are
    // split like llc-19 splits them (no single instruction covers them).
    if flags.ordering.is_atomic() || legal_access_size(ty.store_size()) {
        return None;
    }
    let e = s.bytes();
    let (n, mut k, mut out) = (n as usize, 0usize, Vec::new());
    while k < n {
        let take = (1..=n - k)
            .rev()
            .find(|&t| legal_access_size(t as u32 * e))
            .unwrap_or(1);
        out.push((k as u32 * e, take));
        k += take;
    }
    Some(out)
}

fn piece_ty(ty: Type, n: usize) -> Type {
    match ty {
        Type::Vector(s, _) if n > 1 => Type::Vector(s, n as u8),
        t => lane_ty(t),
    }
}

/// The alignment of the piece `off` bytes into an access aligned to `align`.
pub(crate) fn piece_align(align: u32, off: u32) -> u32 {
    if off == 0 {
        align
    } else {
        align.min(1 << off.trailing_zeros())
    }
}

/// `d` applied lane by lane: `n` copies of it whose vector operands are replaced by their lane
/// `k` (`lane` extracts it), each with the result type `lane_ty`.
pub(crate) fn per_lane(
    c: &mut Cursor,
    d: &InstData,
    n: usize,
    lane_ty: Type,
    mut lane: impl FnMut(&mut Cursor, Value, usize) -> Value,
) -> Vec<Value> {
    let args: SmallVec<[Value; 4]> = d.args().iter().copied().collect();
    (0..n)
        .map(|k| {
            let mut m: HashMap<Value, Value> = HashMap::default();
            for &a in &args {
                if c.ty(a).is_vector() && !m.contains_key(&a) {
                    let l = lane(c, a, k);
                    m.insert(a, l);
                }
            }
            let mut dk = d.clone();
            dk.map_values(|v| m.get(&v).copied().unwrap_or(v));
            c.ins1(dk, lane_ty)
        })
        .collect()
}

/// `addr + off` (no instruction when `off` is 0).
pub(crate) fn offset_addr(c: &mut Cursor, addr: Value, off: u32) -> Value {
    if off == 0 {
        return addr;
    }
    // The offset has the pointer's width (isel folds constant offsets of either width, but
    // selects a free-standing `ptradd` only with a same-width offset).
    let oty = if c.ty(addr).bits() == 64 {
        Type::I64
    } else {
        Type::I32
    };
    let k = c.iconst(oty, off as i64);
    c.ins1(
        InstData::Binary {
            opcode: Opcode::Ptradd,
            args: [addr, k],
        },
        c.ty(addr),
    )
}

/// Integer types arithmetic must not see (rules 2 and 3): scalar `i16` arithmetic is done in
/// `i32` on every generation (the 32-bit forms cost the same and SALU has no 16-bit ones).
fn narrow_int(ty: Type) -> bool {
    match ty {
        Type::Scalar(s) if s.is_int() => s.bits() <= 16,
        _ => false,
    }
}

fn narrow_float(ty: Type, has16: bool) -> bool {
    ty == Type::F16 && !has16
}

fn is_signed_cc(cc: IntCC) -> bool {
    matches!(cc, IntCC::Slt | IntCC::Sle | IntCC::Sgt | IntCC::Sge)
}

/// `x` (integer) widened to `i32`.
fn widen(c: &mut Cursor, x: Value, signed: bool) -> Value {
    let t = c.ty(x);
    if t == Type::I32 {
        return x;
    }
    if t.bits() > 32 {
        return c.conv(Opcode::Itrunc, Type::I32, x);
    }
    c.conv(
        if signed { Opcode::Sext } else { Opcode::Zext },
        Type::I32,
        x,
    )
}

fn f32_of(c: &mut Cursor, x: Value) -> Value {
    if c.ty(x) == Type::F16 {
        c.conv(Opcode::Fpext, Type::F32, x)
    } else {
        x
    }
}

/// The replacement of scalar instruction `d` (result type `rty`), if it needs one.
fn promote_inst(
    c: &mut Cursor,
    d: &InstData,
    rty: Type,
    has16: bool,
    f64_rounding: bool,
) -> Option<Value> {
    match *d {
        InstData::Binary {
            opcode,
            args: [a, b],
        } => {
            // A 64-bit pointer plus a 32-bit offset: the offset sign-extended (a constant
            // stays a constant, which isel folds into addressing).
            if opcode == Opcode::Ptradd && rty.bits() == 64 && c.ty(b) == Type::I32 {
                let o = match const_of(c.func, b) {
                    Some(k) => c.iconst(Type::I64, k as i32 as i64),
                    None => c.conv(Opcode::Sext, Type::I64, b),
                };
                return Some(c.ins1(
                    InstData::Binary {
                        opcode,
                        args: [a, o],
                    },
                    rty,
                ));
            }
            if rty == Type::I64
                && matches!(
                    opcode,
                    Opcode::Smin | Opcode::Smax | Opcode::Umin | Opcode::Umax
                )
            {
                return Some(min_max_by_select(c, opcode, a, b));
            }
            if rty.is_int() && !matches!(opcode, Opcode::Extractelement | Opcode::Readlane) {
                let bits = rty.bits();
                let always = matches!(opcode, Opcode::Umulhi | Opcode::Smulhi);
                let logic = matches!(opcode, Opcode::And | Opcode::Or | Opcode::Xor);
                if bits >= 32 || (!narrow_int(rty) && !always) || (bits == 1 && logic) {
                    return None;
                }
                return Some(int_binary(c, opcode, a, b, rty));
            }
            if narrow_float(rty, has16) && matches!(opcode, Opcode::Fmin | Opcode::Fmax) {
                return Some(min_max_f16(c, opcode == Opcode::Fmax, a, b));
            }
            if narrow_float(rty, has16)
                && !matches!(
                    opcode,
                    Opcode::Copysign | Opcode::Extractelement | Opcode::Readlane
                )
                || (rty == Type::F16 && opcode == Opcode::Frem)
            {
                let (x, y) = (f32_of(c, a), f32_of(c, b));
                let r = c.bin(opcode, x, y);
                return Some(c.conv(Opcode::Fptrunc, Type::F16, r));
            }
            None
        }
        InstData::Unary { opcode, arg } => promote_unary(c, opcode, arg, rty, has16, f64_rounding),
        InstData::Ternary {
            opcode: Opcode::Fma,
            args: [a, b, x],
        } if narrow_float(rty, has16) => Some(fma_f16_via_f64(c, a, b, x)),
        InstData::IntCompare { cond, args: [a, b] } => {
            let t = c.ty(a);
            if !narrow_int(t) {
                return None;
            }
            let s = is_signed_cc(cond);
            let (x, y) = (widen(c, a, s), widen(c, b, s));
            Some(c.icmp(cond, x, y))
        }
        // `fcmp true`/`false` are constants (GFX11 has no `v_cmp_tru`/`v_cmp_f` encodings
        // under the old names, and no compare is needed on any generation).
        InstData::FloatCompare {
            cond: cond @ (FloatCC::True | FloatCC::False),
            ..
        } => Some(c.iconst(Type::I1, (cond == FloatCC::True) as i64)),
        InstData::FloatCompare { cond, args: [a, b] } => {
            if !narrow_float(c.ty(a), has16) {
                return None;
            }
            let (x, y) = (f32_of(c, a), f32_of(c, b));
            Some(c.fcmp(cond, x, y))
        }
        _ => None,
    }
}

/// `fmin`/`fmax` (IEEE minNum/maxNum) of `f16` values without 16-bit arithmetic: compares
/// in `f32` (exact) and selects one of the operands, so the result has the bits of an
/// operand as the IR requires (a NaN operand yields the other, two NaNs the first quieted;
/// equal values pick by the sign of zero: `-0` for min, `+0` for max).
fn min_max_f16(c: &mut Cursor, max: bool, a: Value, b: Value) -> Value {
    let (x, y) = (f32_of(c, a), f32_of(c, b));
    let a_nan = c.fcmp(FloatCC::Uno, x, x);
    let b_nan = c.fcmp(FloatCC::Uno, y, y);
    let pick_a = c.fcmp(if max { FloatCC::Ogt } else { FloatCC::Olt }, x, y);
    let eq = c.fcmp(FloatCC::Oeq, x, y);
    let xi = c.conv(Opcode::Bitcast, Type::I32, x);
    let zero = c.iconst(Type::I32, 0);
    let a_sign = c.icmp(if max { IntCC::Sge } else { IntCC::Slt }, xi, zero);
    let r = c.select(pick_a, a, b);
    let r = {
        let e = c.bin(Opcode::And, eq, a_sign);
        let ne = c.select(e, a, b);
        c.select(eq, ne, r)
    };
    // A NaN operand yields the other; two NaNs the first, quieted (the interpreter's rule and
    // what `v_min`/`v_max` give on GFX8+ after canonicalisation; docs/sim-float.md). Through
    // f32 and back, a non-NaN `a` is unchanged and a NaN `a` is quieted.
    let a_quiet = c.conv(Opcode::Fptrunc, Type::F16, x);
    let r = c.select(a_nan, b, r);
    c.select(b_nan, a_quiet, r)
}

/// A narrow integer binary operation done in `i32`.
fn int_binary(c: &mut Cursor, op: Opcode, a: Value, b: Value, rty: Type) -> Value {
    let bits = rty.bits() as i64;
    let signed = matches!(
        op,
        Opcode::Smin | Opcode::Smax | Opcode::Ashr | Opcode::Smulhi
    );
    let x = widen(c, a, signed);
    let r = match op {
        Opcode::Shl | Opcode::Lshr | Opcode::Ashr => {
            let y = widen(c, b, false);
            let m = c.iconst(Type::I32, bits - 1);
            let y = c.bin(Opcode::And, y, m);
            c.bin(op, x, y)
        }
        Opcode::Umulhi | Opcode::Smulhi => {
            let y = widen(c, b, signed);
            let p = c.bin(Opcode::Mul, x, y);
            let k = c.iconst(Type::I32, bits);
            c.bin(if signed { Opcode::Ashr } else { Opcode::Lshr }, p, k)
        }
        _ => {
            let y = widen(c, b, signed);
            c.bin(op, x, y)
        }
    };
    trunc_result(c, rty, r)
}

fn int_of_bits(bits: u32) -> Type {
    if bits == 64 {
        Type::I64
    } else {
        Type::I32
    }
}

/// `itrunc` of an `i32` result to the narrow type `rty`; to `i1` as a compare of the low bit
/// (`i1` values are lane masks or 0/1 in isel, never the low bit of a wider register).
fn trunc_result(c: &mut Cursor, rty: Type, r: Value) -> Value {
    if rty != Type::I1 {
        return c.conv(Opcode::Itrunc, rty, r);
    }
    let one = c.iconst(Type::I32, 1);
    let low = c.bin(Opcode::And, r, one);
    let zero = c.iconst(Type::I32, 0);
    c.icmp(IntCC::Ne, low, zero)
}

/// `|x|` of an `i32` or `i64` (`MIN` maps to itself): `smax(x, 0 - x)` in 32 bits (one
/// `v_max_i32`/`s_max_i32`, as LLVM selects `abs`), a compare and select in 64 bits.
fn iabs(c: &mut Cursor, x: Value) -> Value {
    let ty = c.ty(x);
    let z = c.iconst(ty, 0);
    let n = c.bin(Opcode::Sub, z, x);
    if ty == Type::I32 {
        return c.bin(Opcode::Smax, x, n);
    }
    let neg = c.icmp(IntCC::Slt, x, z);
    c.select(neg, n, x)
}

/// 64-bit `smin`/`smax`/`umin`/`umax` as a compare and a select (no 64-bit min/max
/// instruction exists on any generation; LLVM expands them the same way).
fn min_max_by_select(c: &mut Cursor, op: Opcode, a: Value, b: Value) -> Value {
    let cc = match op {
        Opcode::Smin => IntCC::Slt,
        Opcode::Smax => IntCC::Sgt,
        Opcode::Umin => IntCC::Ult,
        _ => IntCC::Ugt,
    };
    let k = c.icmp(cc, a, b);
    c.select(k, a, b)
}

/// `x` (an integer scalar) zero-extended or truncated to `ty`.
fn resize_int(c: &mut Cursor, x: Value, ty: Type) -> Value {
    let from = c.ty(x).bits();
    if from == ty.bits() {
        x
    } else if from < ty.bits() {
        c.conv(Opcode::Zext, ty, x)
    } else if ty == Type::I1 {
        let w = widen(c, x, false);
        trunc_result(c, ty, w)
    } else {
        c.conv(Opcode::Itrunc, ty, x)
    }
}

fn promote_unary(
    c: &mut Cursor,
    op: Opcode,
    a: Value,
    rty: Type,
    has16: bool,
    f64_rounding: bool,
) -> Option<Value> {
    let aty = c.ty(a);
    match op {
        // `ptrtoint`/`inttoptr` with an integer of another width than the pointer: through
        // the pointer-sized integer (LLVM: truncate or zero-extend).
        Opcode::Ptrtoint if rty.bits() != aty.bits() => {
            let it = int_of_bits(aty.bits());
            let x = c.conv(Opcode::Ptrtoint, it, a);
            Some(resize_int(c, x, rty))
        }
        Opcode::Inttoptr if rty.bits() != aty.bits() => {
            let it = int_of_bits(rty.bits());
            let x = resize_int(c, a, it);
            Some(c.conv(Opcode::Inttoptr, rty, x))
        }
        Opcode::Bitcast if rty == aty => Some(a),
        Opcode::Sitofp | Opcode::Uitofp if aty == Type::I64 => {
            Some(i64_to_float(c, op == Opcode::Sitofp, a, rty))
        }
        Opcode::Fptosi | Opcode::Fptoui if rty == Type::I64 => {
            Some(float_to_i64(c, op == Opcode::Fptosi, a, f64_rounding))
        }
        // `not` as `xor` with all ones: on `i1` a lane-mask `s_xor`, on `i64` two 32-bit or
        // one 64-bit `xor` (there is no 64-bit VALU `not`).
        Opcode::Not if rty == Type::I1 || rty == Type::I64 => {
            let m = c.iconst(rty, -1);
            Some(c.bin(Opcode::Xor, a, m))
        }
        Opcode::Iabs if rty == Type::I32 || rty == Type::I64 => Some(iabs(c, a)),
        // No 64-bit negate instruction: `0 - x` (a 64-bit subtract, selected on both banks).
        Opcode::Neg if rty == Type::I64 => {
            let z = c.iconst(Type::I64, 0);
            Some(c.bin(Opcode::Sub, z, a))
        }
        Opcode::Itrunc if rty == Type::I1 => {
            // The low bit as a compare: `i1` values are lane masks or 0/1, never the low bit
            // of a wider register (rule 2).
            let x = widen(c, a, false);
            Some(trunc_result(c, rty, x))
        }
        Opcode::Neg
        | Opcode::Not
        | Opcode::Iabs
        | Opcode::Ctpop
        | Opcode::Ctlz
        | Opcode::Cttz
        | Opcode::Bitreverse => {
            let bits = rty.bits();
            let always = !matches!(op, Opcode::Neg | Opcode::Not);
            if bits >= 32 || !(narrow_int(rty) || always) || (bits == 1 && op == Opcode::Not) {
                return None;
            }
            let x = widen(c, a, op == Opcode::Iabs);
            let k = |c: &mut Cursor, v: i64| c.iconst(Type::I32, v);
            let r = match op {
                Opcode::Iabs => iabs(c, x),
                Opcode::Neg | Opcode::Not | Opcode::Ctpop => c.un(op, x),
                Opcode::Ctlz => {
                    let r = c.un(op, x);
                    let d = k(c, 32 - bits as i64);
                    c.bin(Opcode::Sub, r, d)
                }
                Opcode::Cttz => {
                    let top = k(c, 1 << bits);
                    let x = c.bin(Opcode::Or, x, top);
                    c.un(op, x)
                }
                _ => {
                    let r = c.un(op, x);
                    let d = k(c, 32 - bits as i64);
                    c.bin(Opcode::Lshr, r, d)
                }
            };
            Some(trunc_result(c, rty, r))
        }
        Opcode::Sqrt
        | Opcode::Rcp
        | Opcode::Rsq
        | Opcode::Exp2
        | Opcode::Log2
        | Opcode::Sin
        | Opcode::Cos
        | Opcode::Floor
        | Opcode::Ceil
        | Opcode::Trunc
        | Opcode::Round
        | Opcode::Roundeven
            if narrow_float(rty, has16) =>
        {
            let x = f32_of(c, a);
            let r = c.un(op, x);
            Some(c.conv(Opcode::Fptrunc, Type::F16, r))
        }
        Opcode::Sitofp | Opcode::Uitofp => {
            let narrow_src = aty.bits() < 32;
            if !narrow_src && rty != Type::F16 {
                return None;
            }
            let x = if narrow_src {
                widen(c, a, op == Opcode::Sitofp)
            } else {
                a
            };
            if rty == Type::F16 {
                let f = c.conv(op, Type::F32, x);
                Some(c.conv(Opcode::Fptrunc, Type::F16, f))
            } else {
                Some(c.conv(op, rty, x))
            }
        }
        Opcode::Fptosi | Opcode::Fptoui => {
            let narrow_res = rty.bits() < 32;
            if !narrow_res && aty != Type::F16 {
                return None;
            }
            let x = f32_of(c, a);
            if !narrow_res {
                return Some(c.conv(op, rty, x));
            }
            let i = c.conv(op, Type::I32, x);
            let bits = rty.bits();
            let r = if op == Opcode::Fptosi {
                let lo = c.iconst(Type::I32, -(1i64 << (bits - 1)));
                let hi = c.iconst(Type::I32, (1i64 << (bits - 1)) - 1);
                let i = c.bin(Opcode::Smax, i, lo);
                c.bin(Opcode::Smin, i, hi)
            } else {
                let hi = c.iconst(Type::I32, (1i64 << bits) - 1);
                c.bin(Opcode::Umin, i, hi)
            };
            Some(trunc_result(c, rty, r))
        }
        Opcode::Fpext if aty == Type::F16 && rty == Type::F64 => {
            let x = c.conv(Opcode::Fpext, Type::F32, a);
            Some(c.conv(Opcode::Fpext, Type::F64, x))
        }
        Opcode::Fptrunc if aty == Type::F64 && rty == Type::F16 => Some(f64_to_f16(c, a)),
        _ => None,
    }
}

/// `sitofp`/`uitofp` of an `i64` (no instruction on any generation; LLVM expands them too),
/// correctly rounded:
/// * to `f64`: `hi * 2^32 + lo` with the halves converted exactly (`v_cvt_f64_i32`/`_u32`),
///   an exact product and one rounding in the add;
/// * to `f32`: the magnitude normalized so its top bit is bit 63 (`ctlz` of the high dword),
///   the high dword with a sticky bit for any nonzero low bits converted once
///   (`v_cvt_f32_u32` rounds the 32 bits correctly; the sticky bit lies below the rounding
///   position and only breaks ties that are not ties), then scaled back by an exact power
///   of two and given the sign;
/// * to `f16`: through `f64` (exact below 2^53, and every `i64` beyond 65520 overflows
///   `f16` either way), then [`f64_to_f16`].
fn i64_to_float(c: &mut Cursor, signed: bool, x: Value, rty: Type) -> Value {
    let k32 = c.iconst(Type::I64, 32);
    if rty != Type::F32 {
        let h = c.bin(if signed { Opcode::Ashr } else { Opcode::Lshr }, x, k32);
        let hi = c.conv(Opcode::Itrunc, Type::I32, h);
        let lo = c.conv(Opcode::Itrunc, Type::I32, x);
        let op = if signed {
            Opcode::Sitofp
        } else {
            Opcode::Uitofp
        };
        let hf = c.conv(op, Type::F64, hi);
        let lf = c.conv(Opcode::Uitofp, Type::F64, lo);
        let p32 = c.fconst(Type::F64, 0x41f0_0000_0000_0000);
        let p = c.bin(Opcode::Fmul, hf, p32);
        let r = c.bin(Opcode::Fadd, p, lf);
        return if rty == Type::F64 {
            r
        } else {
            f64_to_f16(c, r)
        };
    }
    let zero = c.iconst(Type::I64, 0);
    let (neg, ax) = if signed {
        let neg = c.icmp(IntCC::Slt, x, zero);
        let n = c.bin(Opcode::Sub, zero, x);
        (Some(neg), c.select(neg, n, x))
    } else {
        (None, x)
    };
    let h = c.bin(Opcode::Lshr, ax, k32);
    let hi = c.conv(Opcode::Itrunc, Type::I32, h);
    let sh = c.un(Opcode::Ctlz, hi);
    let sh64 = c.conv(Opcode::Zext, Type::I64, sh);
    let n = c.bin(Opcode::Shl, ax, sh64);
    let nh = c.bin(Opcode::Lshr, n, k32);
    let nh = c.conv(Opcode::Itrunc, Type::I32, nh);
    let nl = c.conv(Opcode::Itrunc, Type::I32, n);
    let z32 = c.iconst(Type::I32, 0);
    let sticky = c.icmp(IntCC::Ne, nl, z32);
    let sticky = c.conv(Opcode::Zext, Type::I32, sticky);
    let v = c.bin(Opcode::Or, nh, sticky);
    let f = c.conv(Opcode::Uitofp, Type::F32, v);
    // 2^(32 - sh) as f32 bits: exponent field 127 + 32 - sh.
    let e0 = c.iconst(Type::I32, 159);
    let e = c.bin(Opcode::Sub, e0, sh);
    let k23 = c.iconst(Type::I32, 23);
    let eb = c.bin(Opcode::Shl, e, k23);
    let scale = c.conv(Opcode::Bitcast, Type::F32, eb);
    let r = c.bin(Opcode::Fmul, f, scale);
    match neg {
        Some(neg) => {
            let nr = c.un(Opcode::Fneg, r);
            c.select(neg, nr, r)
        }
        None => r,
    }
}

/// `fptosi`/`fptoui` to `i64` from `f16`, `f32` or `f64` (IR semantics: toward zero,
/// saturating, NaN gives 0), computed in `f64` (exact for every source).
///
/// With `f64` `trunc`/`floor` instructions (`f64_rounding`, GFX7+), as LLVM's
/// `AMDGPUTargetLowering::LowerFP_TO_INT64`: `t = trunc(x)`, the high dword
/// `hi = floor(t * 2^-32)` converted to `i32`/`u32`, the low dword the remainder
/// `t - f64(hi) * 2^32` converted to `u32`. Every step is exact (`t * 2^-32` only moves the
/// exponent; the remainder is a multiple of `t`'s ulp below `2^32`). The 32-bit conversions
/// saturate and give 0 for NaN, which makes the whole result saturate: above the range `hi`
/// is the largest high dword and the remainder is at least `2^32` (low dword all ones), below
/// it `hi` is the smallest and the remainder negative (low dword 0); NaN gives 0 in both.
/// Seven operations, no compares.
///
/// Without them (GFX6): the magnitude's high dword
/// is `|x| * 2^-32` converted toward zero (`v_cvt_u32_f64`), the low dword the exact
/// remainder `|x| - hi * 2^32` converted the same way; the sign is applied in 64 bits and
/// out-of-range inputs are clamped by compares.
fn float_to_i64(c: &mut Cursor, signed: bool, x: Value, f64_rounding: bool) -> Value {
    let d = match c.ty(x) {
        Type::F64 => x,
        Type::F32 => c.conv(Opcode::Fpext, Type::F64, x),
        _ => {
            let f = c.conv(Opcode::Fpext, Type::F32, x);
            c.conv(Opcode::Fpext, Type::F64, f)
        }
    };
    if f64_rounding {
        let t = c.un(Opcode::Trunc, d);
        let inv = c.fconst(Type::F64, 0x3df0_0000_0000_0000); // 2^-32
        let scaled = c.bin(Opcode::Fmul, t, inv);
        let hf = c.un(Opcode::Floor, scaled);
        let (to_hi, from_hi) = if signed {
            (Opcode::Fptosi, Opcode::Sitofp)
        } else {
            (Opcode::Fptoui, Opcode::Uitofp)
        };
        let hi = c.conv(to_hi, Type::I32, hf);
        let hid = c.conv(from_hi, Type::F64, hi);
        let m32 = c.fconst(Type::F64, 0xc1f0_0000_0000_0000); // -2^32
        let lf = c.fma(hid, m32, t);
        let lo = c.conv(Opcode::Fptoui, Type::I32, lf);
        return dwords_to_i64(c, hi, lo);
    }
    let ax = c.un(Opcode::Fabs, d);
    let inv = c.fconst(Type::F64, 0x3df0_0000_0000_0000);
    let hf = c.bin(Opcode::Fmul, ax, inv);
    let hi = c.conv(Opcode::Fptoui, Type::I32, hf);
    let hid = c.conv(Opcode::Uitofp, Type::F64, hi);
    let p32 = c.fconst(Type::F64, 0x41f0_0000_0000_0000);
    let top = c.bin(Opcode::Fmul, hid, p32);
    let lf = c.bin(Opcode::Fsub, ax, top);
    let lo = c.conv(Opcode::Fptoui, Type::I32, lf);
    let mag = dwords_to_i64(c, hi, lo);
    let fz = c.fconst(Type::F64, 0);
    let zero = c.iconst(Type::I64, 0);
    if signed {
        let neg = c.fcmp(FloatCC::Olt, d, fz);
        let n = c.bin(Opcode::Sub, zero, mag);
        let r = c.select(neg, n, mag);
        let p63 = c.fconst(Type::F64, 0x43e0_0000_0000_0000);
        let big = c.fcmp(FloatCC::Oge, d, p63);
        let max = c.iconst(Type::I64, i64::MAX);
        let r = c.select(big, max, r);
        let m63 = c.fconst(Type::F64, 0xc3e0_0000_0000_0000);
        let small = c.fcmp(FloatCC::Olt, d, m63);
        let min = c.iconst(Type::I64, i64::MIN);
        c.select(small, min, r)
    } else {
        let neg = c.fcmp(FloatCC::Ole, d, fz);
        let r = c.select(neg, zero, mag);
        let p64 = c.fconst(Type::F64, 0x43f0_0000_0000_0000);
        let big = c.fcmp(FloatCC::Oge, d, p64);
        let max = c.iconst(Type::I64, -1);
        c.select(big, max, r)
    }
}

/// The `i64` whose high and low dwords are the `i32`s `hi` and `lo`.
fn dwords_to_i64(c: &mut Cursor, hi: Value, lo: Value) -> Value {
    let hi64 = c.conv(Opcode::Zext, Type::I64, hi);
    let k32 = c.iconst(Type::I64, 32);
    let hs = c.bin(Opcode::Shl, hi64, k32);
    let lo64 = c.conv(Opcode::Zext, Type::I64, lo);
    c.bin(Opcode::Or, hs, lo64)
}

/// `fptrunc.f16 x` for `f64` `x`, correctly rounded: `x` rounded to `f32` *to odd* (the
/// nearest-even result, moved one ulp towards `x` when inexact and even), then to `f16`
/// (24 >= 11 + 2 bits: the second rounding is correct; Boldo–Melquiond 2008). NaN passes
/// through the ordinary conversions; overflow gives the largest finite `f32`, then infinity.
pub fn f64_to_f16(c: &mut Cursor, x: Value) -> Value {
    let t = c.conv(Opcode::Fptrunc, Type::F32, x);
    let back = c.conv(Opcode::Fpext, Type::F64, t);
    let inexact = c.fcmp(FloatCC::One, back, x);
    let tb = c.conv(Opcode::Bitcast, Type::I32, t);
    let one = c.iconst(Type::I32, 1);
    let low = c.bin(Opcode::And, tb, one);
    let zero = c.iconst(Type::I32, 0);
    let even = c.icmp(IntCC::Eq, low, zero);
    let adj = c.bin(Opcode::And, inexact, even);
    let ax = c.un(Opcode::Fabs, x);
    let ab = c.un(Opcode::Fabs, back);
    let up = c.fcmp(FloatCC::Ogt, ax, ab);
    let m1 = c.iconst(Type::I32, -1);
    let delta = c.select(up, one, m1);
    let moved = c.bin(Opcode::Add, tb, delta);
    let ob = c.select(adj, moved, tb);
    let o = c.conv(Opcode::Bitcast, Type::F32, ob);
    c.conv(Opcode::Fptrunc, Type::F16, o)
}

/// `fma.f16 a, b, x` without 16-bit arithmetic: in `f64` the product is exact (22 bits);
/// `s = p + x` is rounded and TwoSum gives its exact error `t` (`p`, `x`, `s` are finite
/// `f64` values far from overflow and underflow, so `s + t = p + x` exactly); `s` is made
/// round-to-odd (one ulp towards `t` when `t != 0` and `s` is even), and [`f64_to_f16`]
/// rounds it once more to odd at 24 bits and then to nearest `f16`. Infinite or NaN operands
/// give a NaN or infinite `t`, which the ordered compare ignores.
pub fn fma_f16_via_f64(c: &mut Cursor, a: Value, b: Value, x: Value) -> Value {
    let wide = |c: &mut Cursor, v: Value| {
        let f = c.conv(Opcode::Fpext, Type::F32, v);
        c.conv(Opcode::Fpext, Type::F64, f)
    };
    let (a, b, x) = (wide(c, a), wide(c, b), wide(c, x));
    let p = c.bin(Opcode::Fmul, a, b);
    let s = c.bin(Opcode::Fadd, p, x);
    // TwoSum (Knuth): bb = s - p; t = (p - (s - bb)) + (x - bb).
    let bb = c.bin(Opcode::Fsub, s, p);
    let sb = c.bin(Opcode::Fsub, s, bb);
    let e1 = c.bin(Opcode::Fsub, p, sb);
    let e2 = c.bin(Opcode::Fsub, x, bb);
    let t = c.bin(Opcode::Fadd, e1, e2);
    let zf = c.fconst(Type::F64, 0);
    let nz = c.fcmp(FloatCC::One, t, zf);
    let si = c.conv(Opcode::Bitcast, Type::I64, s);
    let ti = c.conv(Opcode::Bitcast, Type::I64, t);
    let one = c.iconst(Type::I64, 1);
    let low = c.bin(Opcode::And, si, one);
    let zero = c.iconst(Type::I64, 0);
    let even = c.icmp(IntCC::Eq, low, zero);
    let adj = c.bin(Opcode::And, nz, even);
    let sx = c.bin(Opcode::Xor, si, ti);
    let same = c.icmp(IntCC::Sge, sx, zero);
    let m1 = c.iconst(Type::I64, -1);
    let delta = c.select(same, one, m1);
    let moved = c.bin(Opcode::Add, si, delta);
    let ob = c.select(adj, moved, si);
    let o = c.conv(Opcode::Bitcast, Type::F64, ob);
    f64_to_f16(c, o)
}

/// Removes pure instructions whose results are unused, to a fixed point.
pub(crate) fn remove_dead(func: &mut Function) {
    remove_dead_with(func, &mut Vec::new());
}

/// [`remove_dead`], with `insts` a buffer for the layout's instructions.
fn remove_dead_with(func: &mut Function, insts: &mut Vec<Inst>) {
    // Uses of each value by the instructions in the layout (dense by value number), and
    // the pure instructions with every result unused, removed one by one: removing one
    // takes a use from each of its operands, which may leave their (pure) definitions
    // unused in turn. Pure instructions form no cycle (a value reaches its own operands
    // only through a block parameter, which this does not remove), so this removes what
    // removing unused instructions until none is left would, each block's remaining
    // instructions keeping their order.
    let mut uses = vec![0u32; func.dfg.values.len()];
    all_insts_into(func, insts);
    let insts: &[Inst] = insts;
    // Operands and branch arguments (`all_values`), counted where they are.
    for &i in insts {
        let d = &func.dfg.insts[i];
        for &v in d.args() {
            uses[v.index()] += 1;
        }
        d.for_each_branch_dest(|c| {
            for &v in c.args.iter() {
                uses[v.index()] += 1;
            }
        });
    }
    // (The use counts first: most instructions have a used result.)
    let unused = |func: &Function, uses: &[u32], i: Inst| {
        let rs = func.dfg.inst_results(i);
        !rs.is_empty() && rs.iter().all(|r| uses[r.index()] == 0) && is_pure(&func.dfg.insts[i])
    };
    let mut work: Vec<Inst> = insts
        .iter()
        .copied()
        .filter(|&i| unused(func, &uses, i))
        .collect();
    if work.is_empty() {
        return;
    }
    // Sized once for every instruction (index-by-index writes would grow it).
    let mut dead: SecondaryMap<Inst, bool> = SecondaryMap::new();
    dead.resize(func.dfg.insts.len());
    while let Some(i) = work.pop() {
        if std::mem::replace(&mut dead[i], true) {
            continue;
        }
        // (Only pure instructions are removed: they have no branch destinations.)
        for &v in func.dfg.insts[i].args() {
            uses[v.index()] -= 1;
            if uses[v.index()] == 0 {
                if let ValueDef::Result(d, _) = func.dfg.value_def(v) {
                    if !dead[d] && func.layout.inst_block(d).is_some() && unused(func, &uses, d) {
                        work.push(d);
                    }
                }
            }
        }
    }
    // (Removing instructions keeps the blocks: their list is read in place.)
    for k in 0..func.layout.blocks().len() {
        let b = func.layout.blocks()[k];
        func.layout.remove_insts_where(b, |i| dead[i]);
    }
}

/// Instructions [`remove_dead`] removes when their results are unused.
fn is_pure(d: &InstData) -> bool {
    matches!(d, InstData::Shuffle { .. }) || crate::util::pure_op(d)
}

/// Checks the contract of the module documentation; the first violation, located.
pub fn check_legal(func: &Function, target: &Target) -> Result<(), String> {
    let has16 = has_16bit_alu(target);
    let f64_rounding = has_f64_rounding(target);
    let packed = has_packed16(target);
    let mut scratch = func.clone();
    for i in all_insts(func) {
        let d = &func.dfg.insts[i];
        let res_ty = func
            .dfg
            .inst_results(i)
            .first()
            .map(|&r| func.dfg.value_type(r));
        let bad = |why: &str| {
            Err(format!(
                "@{}: `{}` ({:?}): {why}",
                func.name,
                d.opcode().name(),
                res_ty
            ))
        };
        if splits(d, func, res_ty, packed) {
            return bad("vector operation not split");
        }
        if res_ty.is_some_and(crate::narrow_vectors::is_narrow_vector) {
            return bad("vector of sub-dword lanes left");
        }
        match d {
            InstData::Load { flags, .. } | InstData::Store { flags, .. } => {
                let ty = match d {
                    InstData::Store { args, .. } => func.dfg.value_type(args[0]),
                    _ => res_ty.unwrap(),
                };
                if ty.is_bool() && !flags.ordering.is_atomic() {
                    return bad("i1 in memory");
                }
                if access_pieces(ty, flags).is_some() {
                    return bad("vector access of an illegal size");
                }
            }
            _ => {
                let Some(rty) = res_ty else { continue };
                if rty.is_vector() {
                    continue;
                }
                // Rebuild what promotion would do; anything it would change is illegal.
                if needs_promotion(&mut scratch, d, rty, has16, f64_rounding) {
                    return bad("needs promotion");
                }
            }
        }
    }
    Ok(())
}

/// Whether promotion would rewrite `d` (tried on `scratch`, a copy of the function).
fn needs_promotion(
    scratch: &mut Function,
    d: &InstData,
    rty: Type,
    has16: bool,
    f64_rounding: bool,
) -> bool {
    let Some(b) = scratch.entry_block() else {
        return false;
    };
    let mut c = Cursor::at(scratch, b, 0, Default::default());
    promote_inst(&mut c, d, rty, has16, f64_rounding).is_some()
}
