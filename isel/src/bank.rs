//! Bank assignment of uniform values: which uniform values live in VGPRs.
//!
//! Uniformity says a value is the same in every active lane; it does not say where the value
//! is cheapest to keep. Selection puts a uniform value on the SALU, but some uniform values
//! are produced by the VALU whatever happens ("VGPR-born": float arithmetic and conversions —
//! no generation gfxc targets has SALU float instructions —, float compares, the float-math
//! intrinsics of `crate::fmath`, loads through vector memory, atomics). A uniform lane-local
//! operation reading such a value on the SALU first moves it with `v_readfirstlane_b32`, and
//! when a VALU instruction uses the result again the value went VGPR -> SGPR -> VGPR for
//! nothing. LLVM fixes this after selection (`SIFixSGPRCopies::moveToVALU`: an SALU
//! instruction fed by a VGPR copy is rewritten to its VALU form, transitively through its
//! users, until a user needs an SGPR). Here the same decision is made before selection, on
//! the IR:
//!
//! 1. Candidates are uniform scalar results of lane-local operations that have a VALU form
//!    for the type (integer add/sub/mul/mulhi/min/max, bit operations, bit counts and
//!    shifts, `fneg`/`fabs`/`copysign`, integer compares, selects, integer extensions and
//!    truncations, bitcasts between non-pointer types) and uniform non-boolean block
//!    parameters (64-bit products only where the SALU has no high half of a product).
//!    Pointers stay in SGPRs (they feed scalar loads and `saddr`), so do vectors
//!    and lane-mask parameters.
//! 2. Forward, to a fixpoint: a candidate with an operand in VGPRs (VGPR-born, or a candidate
//!    already moved) moves to VGPRs.
//! 3. Backward, to a fixpoint: a moved value goes back to SGPRs when it has no VGPR operand
//!    left, when a user must read it from an SGPR as a lane mask or branch condition (a
//!    uniform branch stays `s_cbranch_scc*`), or when the users that read it through SGPRs
//!    (each one a `v_readfirstlane_b32`) outnumber the VGPR operands whose
//!    `v_readfirstlane_b32` moving saves. Both steps only ever move values one way, so they
//!    terminate.
//! 4. Backward from the readers (users before operands, repeated to a fixpoint; it only
//!    adds): a uniform 32-bit value still in SGPRs whose every reader takes it from a VGPR —
//!    stored data (directly, or as a lane of a vector that is only stored), a VGPR block
//!    parameter, the VALU form of a value already in VGPRs — moves when its VALU form costs
//!    no more instructions than the SALU form plus what the SGPR home costs its readers: the
//!    `v_mov_b32` into a VGPR for stored data, and the copies the constant-bus limit forces
//!    at VALU readers (one SGPR or literal per VALU instruction before GFX10, no VOP3
//!    literal there; two from GFX10: `crate::build::Ctx::valu`). The VALU form is priced as
//!    selection makes it ([`Form`]): constant funnel shifts and truncated 64-bit shifts are one
//!    `v_alignbit_b32`, shifted bit fields one `v_bfe_u32` (`crate::funnel`), and the values
//!    such a form folds in (the shifts, the 64-bit shift of a built pair) are saved when
//!    nothing else reads them. A tie moves a stored value only when an operand may follow
//!    (so that a chain is computed in VGPRs, each link reading the previous one without
//!    copies); a value with an SGPR reader (a SALU user, an address, a branch condition, a
//!    lane mask) stays. `crate::tuple_defs` then computes a moved value that a wide store
//!    copies into its tuple straight into the tuple's dword, so the `v_mov` is gone too.
//!
//! Why before selection and not after it, as LLVM's `SIFixSGPRCopies::moveToVALU` does on
//! machine instructions: a value moved here is selected exactly as a divergent one, so every
//! VALU form selection knows applies unchanged — the generation's add/sub spellings, the
//! reversed shift operands, `v_bfe`'s two operands for `s_bfe`'s packed one, constant-bus
//! legalisation, and the patterns that span several IR values (`v_alignbit_b32` for
//! `or(lshr a, c, shl b, 32 - c)` has no SALU counterpart, so a MIR pass would first see
//! three SALU instructions and would have to match them again). The price is that step 4
//! estimates the cost of both forms from the IR instead of reading it off selected code;
//! the estimate follows the selector's rules for the forms it prices and leaves every other
//! value where it was.
//!
//! Guarantees: only uniform values are moved, and a value moved is selected exactly as a
//! divergent one (its value is the same in every lane, so a VGPR copy is only a different
//! home); branch conditions and switch selectors are never moved (they stay SCC/SGPR
//! masks), nor are pointers, vectors, lane-mask block parameters or values whose users take
//! lane masks from SGPRs. One rule for every generation, wave size and type (step 4: 32-bit
//! integer and float values; its constant-bus price is the generation's).

use crate::select::ValueSet;
use gfxc_ir::{AddrSpace, Function, InstData, Opcode, Type, Value, ValueDef};
use gfxc_lower::uniformity::Uniformity;
use smallvec::SmallVec;
use std::collections::BTreeSet;

/// Cost of a user that must see the value in an SGPR as a lane mask or branch condition.
const PINNED: u32 = 1 << 20;

/// A place a value is read.
#[derive(Clone, Copy)]
enum Use {
    /// An operand of an instruction.
    Inst(gfxc_ir::Inst),
    /// A branch argument for this block parameter.
    Param(Value),
    /// A branch condition or switch selector.
    Cond,
}

/// Float arithmetic and conversions: no SALU form on any generation gfxc targets.
fn valu_only(op: Opcode) -> bool {
    use Opcode::*;
    matches!(
        op,
        Fadd | Fsub
            | Fmul
            | Fdiv
            | Frem
            | Fmin
            | Fmax
            | Fma
            | Sqrt
            | Rcp
            | Rsq
            | Exp2
            | Log2
            | Sin
            | Cos
            | Floor
            | Ceil
            | Trunc
            | Round
            | Roundeven
            | Fpext
            | Fptrunc
            | Sitofp
            | Uitofp
            | Fptosi
            | Fptoui
            | Fcmp
            | AtomicRmw
            | Cmpxchg
    )
}

/// The float-math intrinsics selected as one VALU instruction reading its operands from any
/// bank (`crate::fmath`: `v_frexp_*`, `v_ldexp_*`, `v_div_*`, ...).
fn valu_intrinsic(name: &str) -> bool {
    crate::fmath::mnemonic(name).is_some() || crate::fmath::is_fp_op(name)
}

/// Scalar types a moved value may have.
fn movable_type(t: Type) -> bool {
    matches!(
        t,
        Type::I16 | Type::I32 | Type::I64 | Type::F32 | Type::F64 | Type::F16
    )
}

struct Plan<'a> {
    f: &'a Function,
    uni: &'a Uniformity,
    /// Uses of each value, by value number (dense: a hash map per kernel cost more than
    /// the whole plan).
    /// (Four inline: with two, every value read more than twice had a heap list of its own.)
    users: Vec<SmallVec<[Use; 4]>>,
    /// Incoming branch arguments of each block parameter, by value number.
    incoming: Vec<SmallVec<[Value; 2]>>,
    born: ValueSet,
    moved: ValueSet,
    /// The SALU has the 32-bit high half of a product (`s_mul_hi_u32`, GFX9+).
    scalar_mul_hi: bool,
    /// GFX10+: two constant-bus reads per VALU instruction, VOP3 literals.
    gfx10: bool,
}

impl Plan<'_> {
    fn def_inst(&self, v: Value) -> Option<(gfxc_ir::Inst, &InstData)> {
        match self.f.dfg.value_def(v) {
            ValueDef::Result(i, _) => Some((i, &self.f.dfg.insts[i])),
            ValueDef::Param(..) => None,
        }
    }

    /// The root of a chain of `ptradd`s.
    fn addr_root(&self, mut p: Value) -> Value {
        while let Some((
            _,
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args,
            },
        )) = self.def_inst(p)
        {
            p = args[0];
        }
        p
    }

    /// A uniform value the VALU or vector memory produces whatever the bank plan.
    fn vgpr_born(&self, v: Value) -> bool {
        if !self.uni.is_uniform(v) {
            return false;
        }
        let Some((_, d)) = self.def_inst(v) else {
            return false;
        };
        match d {
            InstData::Load { addr, .. } => {
                let ty = self.f.dfg.value_type(v);
                let space = self.f.dfg.value_type(*addr).addr_space();
                let scalar_mem = space == Some(AddrSpace::Constant) && ty.store_size() >= 4;
                let special = matches!(
                    self.def_inst(self.addr_root(*addr))
                        .map(|(_, d)| d.opcode()),
                    Some(Opcode::KernargPtr | Opcode::DispatchPtr | Opcode::ImplicitargPtr)
                );
                !scalar_mem && !special && !ty.is_vector()
            }
            InstData::Intrinsic { name, .. } => valu_intrinsic(name),
            d => valu_only(d.opcode()) && !self.f.dfg.value_type(v).is_vector(),
        }
    }

    /// Whether `v` is a candidate for a VGPR home (step 1).
    fn candidate(&self, v: Value) -> bool {
        if !self.uni.is_uniform(v) {
            return false;
        }
        let ty = self.f.dfg.value_type(v);
        let Some((_, d)) = self.def_inst(v) else {
            return movable_type(ty);
        };
        use Opcode::*;
        let op = d.opcode();
        if op == Icmp {
            return d
                .args()
                .iter()
                .all(|&a| movable_type(self.f.dfg.value_type(a)));
        }
        if !movable_type(ty) {
            return false;
        }
        let arg_ok = |a: Value| {
            let t = self.f.dfg.value_type(a);
            movable_type(t) || t == Type::I1 || t == Type::I16
        };
        match op {
            // A 64-bit product is several quarter-rate VALU instructions (`v_mad_u64_u32`,
            // `v_mul_lo_u32`) but full-rate SALU ones where the SALU has the high half
            // (`mul64.rs`): there, reading the operands back is cheaper.
            Mul | Umulhi | Smulhi if ty == Type::I64 && self.scalar_mul_hi => false,
            Add | Sub | Mul | Umulhi | Smulhi | Ctpop | Ctlz | Cttz | Bitreverse | Smin | Smax
            | Umin | Umax | And | Or | Xor | Shl | Lshr | Ashr | Neg | Not | Iabs | Fneg | Fabs
            | Copysign | Sext | Zext | Itrunc | Bitcast | Select => {
                d.args().iter().all(|&a| arg_ok(a))
            }
            _ => false,
        }
    }

    fn users_of(&self, v: Value) -> &[Use] {
        &self.users[v.as_u32() as usize]
    }

    fn in_vgpr(&self, v: Value) -> bool {
        self.born.contains(&v) || self.moved.contains(&v)
    }

    /// The values `v` is computed from.
    fn operands(&self, v: Value) -> &[Value] {
        match self.def_inst(v) {
            Some((_, d)) => d.args(),
            None => &self.incoming[v.as_u32() as usize][..],
        }
    }

    fn vgpr_operands(&self, v: Value) -> u32 {
        self.operands(v)
            .iter()
            .filter(|&&a| self.in_vgpr(a))
            .count() as u32
    }

    /// `v_readfirstlane_b32`s the users of `v` need when it lives in VGPRs.
    fn sgpr_users(&self, v: Value) -> u32 {
        let mask = self.f.dfg.value_type(v) == Type::I1;
        let mut cost = 0u32;
        for u in self.users_of(v) {
            let c = match *u {
                Use::Cond => PINNED,
                Use::Param(p) => u32::from(self.uni.is_uniform(p) && !self.moved.contains(&p)),
                Use::Inst(i) => {
                    let d = &self.f.dfg.insts[i];
                    let rs = self.f.dfg.inst_results(i);
                    use Opcode::*;
                    match d.opcode() {
                        // Stored data is read from VGPRs anyway.
                        Store if d.args()[0] == v && d.args()[1] != v => 0,
                        Intrinsic if matches!(d, InstData::Intrinsic { name, .. } if valu_intrinsic(name)) => {
                            0
                        }
                        Store | Return | Readlane | Readfirstlane | Intrinsic | Call
                        | CallIndirect | InlineAsm | Ptradd | Load => 1,
                        _ if rs.is_empty() => 1,
                        _ if rs
                            .iter()
                            .any(|&r| !self.uni.is_uniform(r) || self.in_vgpr(r)) =>
                        {
                            0
                        }
                        _ => 1,
                    }
                }
            };
            cost = cost.saturating_add(if c > 0 && mask { PINNED } else { c });
        }
        cost
    }
}

/// The uniform values of `f` that selection should keep in VGPRs (see the module doc).
/// `scalar_mul_hi`: the target's SALU has `s_mul_hi_u32` (GFX9+); `gfx10`: the target reads
/// two scalar values per VALU instruction and takes VOP3 literals (GFX10+).
pub fn vgpr_homes(f: &Function, uni: &Uniformity, scalar_mul_hi: bool, gfx10: bool) -> ValueSet {
    let nvals = f.dfg.values.len();
    // (`resize_with`, not `vec![..; n]`: cloning an empty SmallVec n times costs ~80
    // instructions each.)
    let mut users: Vec<SmallVec<[Use; 4]>> = Vec::new();
    users.resize_with(nvals, SmallVec::new);
    let mut incoming: Vec<SmallVec<[Value; 2]>> = Vec::new();
    incoming.resize_with(nvals, SmallVec::new);
    let mut order: Vec<Value> = Vec::with_capacity(nvals);
    for &b in f.layout.blocks() {
        order.extend_from_slice(f.dfg.block_params(b));
        for &i in f.layout.block_insts(b) {
            let d = &f.dfg.insts[i];
            match d {
                InstData::Brif { cond, .. } => users[cond.as_u32() as usize].push(Use::Cond),
                InstData::Switch { arg, .. } => users[arg.as_u32() as usize].push(Use::Cond),
                _ => {
                    for &a in d.args() {
                        users[a.as_u32() as usize].push(Use::Inst(i));
                    }
                }
            }
            d.for_each_branch_dest(|dest| {
                let params = f.dfg.block_params(dest.block);
                for (&a, &p) in dest.args.iter().zip(params) {
                    users[a.as_u32() as usize].push(Use::Param(p));
                    incoming[p.as_u32() as usize].push(a);
                }
            });
            order.extend_from_slice(f.dfg.inst_results(i));
        }
    }
    let mut plan = Plan {
        f,
        uni,
        users,
        incoming,
        born: ValueSet::with_len(nvals),
        moved: ValueSet::with_len(nvals),
        scalar_mul_hi,
        gfx10,
    };
    for &v in &order {
        if plan.vgpr_born(v) {
            plan.born.insert(v);
        }
    }
    // (Sized once: collected from a filter, it grew from nothing.)
    let mut cands: Vec<Value> = Vec::with_capacity(order.len());
    cands.extend(order.iter().copied().filter(|&v| plan.candidate(v)));
    // Step 2: forward.
    loop {
        let mut changed = false;
        for &v in &cands {
            if !plan.moved.contains(&v) && plan.vgpr_operands(v) > 0 {
                plan.moved.insert(v);
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    // Step 3: backward (in a fixed order: the result is deterministic).
    let mut live: BTreeSet<usize> = (0..cands.len())
        .filter(|&k| plan.moved.contains(&cands[k]))
        .collect();
    loop {
        let mut back = Vec::new();
        for &k in &live {
            let v = cands[k];
            let ops = plan.vgpr_operands(v);
            if ops == 0 || plan.sgpr_users(v) > ops {
                back.push(k);
            }
        }
        if back.is_empty() {
            break;
        }
        for k in back {
            live.remove(&k);
            plan.moved.remove(cands[k]);
        }
    }
    // Step 4: values only read from VGPRs, users first (module doc). The filter's forms
    // serve the first pass until its first move: a form reads `moved` (`in_vgpr`), which
    // nothing changes before that.
    let mut rev: Vec<(Value, Option<Form>)> = order
        .iter()
        .rev()
        .filter_map(|&v| Some((v, Some(plan.read_candidate(v)?))))
        .collect();
    let mut fresh = true;
    loop {
        let mut changed = false;
        for (v, cached) in &mut rev {
            let cached = cached.take();
            if plan.moved.contains(v) {
                continue;
            }
            let form = match cached {
                Some(form) if fresh => {
                    debug_assert!(plan.form(*v).as_ref() == Some(&form));
                    Some(form)
                }
                _ => plan.form(*v),
            };
            if form.is_some_and(|form| plan.moves_for_readers(*v, form)) {
                plan.moved.insert(*v);
                changed = true;
                fresh = false;
            }
        }
        fresh = false;
        if !changed {
            break;
        }
    }
    plan.moved
}

/// The VALU form of a value, as selection makes it when the value is in VGPRs: the values
/// it reads, whether it has a literal operand, whether it is VOP3 only, and the values the
/// pattern folds in (computed on their own only for other readers).
#[derive(Debug, PartialEq)]
struct Form {
    reads: SmallVec<[Value; 3]>,
    literal: bool,
    vop3: bool,
    folded: SmallVec<[Value; 2]>,
}

/// An integer constant fits the inline-constant range of a VALU source.
fn inline(k: u64) -> bool {
    (-16..=64).contains(&(k as i64))
        || (k <= u64::from(u32::MAX) && (-16..=64).contains(&(k as u32 as i32)))
}

impl Plan<'_> {
    fn konst(&self, v: Value) -> Option<u64> {
        match self.def_inst(v) {
            Some((_, InstData::IntConst { imm, .. })) => Some(*imm as u64),
            _ => None,
        }
    }

    /// `v` is a 32-bit value whose form [`Self::form`] knows, uniform and in SGPRs.
    fn read_candidate(&self, v: Value) -> Option<Form> {
        if self.uni.is_uniform(v)
            && !self.in_vgpr(v)
            && matches!(self.f.dfg.value_type(v), Type::I32 | Type::F32)
        {
            self.form(v)
        } else {
            None
        }
    }

    /// The VALU form of `v` (see [`Form`]), for the operations step 4 prices.
    fn form(&self, v: Value) -> Option<Form> {
        use Opcode::*;
        let (_, d) = self.def_inst(v)?;
        let f = self.f;
        let konst = |x: Value| self.konst(x);
        let scalar_arg = |a: Value| {
            let t = f.dfg.value_type(a);
            !t.is_vector() && !t.is_bool() && t.addr_space().is_none() && t.bits() <= 32
        };
        // A uniform boolean widened to an integer is an `s_cselect` on the SALU but a
        // `v_cndmask` once a VALU instruction reads it: not priced, left on the SALU.
        let from_bool = |a: Value| {
            matches!(self.def_inst(a), Some((_, InstData::Unary { opcode: Zext | Sext, arg }))
                if f.dfg.value_type(*arg).is_bool())
        };
        let plain = |reads: &[Value], vop3: bool| {
            if reads.iter().any(|&a| from_bool(a)) {
                return None;
            }
            let literal = reads.iter().any(|&a| konst(a).is_some_and(|k| !inline(k)));
            Some(Form {
                reads: reads
                    .iter()
                    .copied()
                    .filter(|&a| konst(a).is_none())
                    .collect(),
                literal,
                vop3,
                folded: SmallVec::new(),
            })
        };
        match d {
            InstData::Binary { opcode, args } => {
                let (a, b) = (args[0], args[1]);
                if !scalar_arg(a) || !scalar_arg(b) {
                    return None;
                }
                match opcode {
                    Or | Add => {
                        if let Some((y, x, _)) = crate::funnel::const_funnel_of(f, a, b, konst) {
                            return Some(Form {
                                reads: [y, x].into_iter().collect(),
                                literal: false,
                                vop3: true,
                                folded: [a, b].into_iter().collect(),
                            });
                        }
                        plain(&[a, b], false)
                    }
                    And => {
                        if let Some((x, c, w)) = crate::funnel::bit_field_of(f, a, b, konst) {
                            // A shifted field, or a literal mask of a scalar: `v_bfe_u32`.
                            if c > 0 || (w > 6 && !self.in_vgpr(x) && self.uni.is_uniform(x)) {
                                let folded = if x == a || x == b {
                                    SmallVec::new()
                                } else {
                                    [if konst(a).is_some() { b } else { a }]
                                        .into_iter()
                                        .collect()
                                };
                                return Some(Form {
                                    reads: [x].into_iter().collect(),
                                    literal: false,
                                    vop3: true,
                                    folded,
                                });
                            }
                        }
                        plain(&[a, b], false)
                    }
                    Sub | Xor | Shl | Lshr | Ashr | Smin | Smax | Umin | Umax => {
                        plain(&[a, b], false)
                    }
                    _ => None,
                }
            }
            InstData::Unary { opcode, arg } => {
                let a = *arg;
                match opcode {
                    Itrunc if f.dfg.value_type(a) == Type::I64 => {
                        let (x, _) = crate::funnel::trunc_shift64_of(f, a, konst)?;
                        let halves = self.pair_halves(x);
                        let reads = match halves {
                            Some((l, h)) => [h, l].into_iter().collect(),
                            None => [x].into_iter().collect(),
                        };
                        Some(Form {
                            reads,
                            literal: false,
                            vop3: true,
                            folded: [a].into_iter().collect(),
                        })
                    }
                    Not | Fneg | Fabs if scalar_arg(a) => plain(&[a], false),
                    Zext | Sext if scalar_arg(a) && f.dfg.value_type(a).bits() < 32 => {
                        plain(&[a], true)
                    }
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// `(lo, hi)` when `x` is `bitcast.i64` of an `i32x2` insert chain (a built pair).
    fn pair_halves(&self, x: Value) -> Option<(Value, Value)> {
        let (
            _,
            InstData::Unary {
                opcode: Opcode::Bitcast,
                arg,
            },
        ) = self.def_inst(x)?
        else {
            return None;
        };
        if self.f.dfg.value_type(*arg) != Type::vector(gfxc_ir::Scalar::I32, 2) {
            return None;
        }
        let lane = |k: u64| -> Option<Value> {
            let mut cur = *arg;
            loop {
                match self.def_inst(cur)? {
                    (
                        _,
                        InstData::Ternary {
                            opcode: Opcode::Insertelement,
                            args,
                        },
                    ) => {
                        if self.konst(args[2]) == Some(k) {
                            return Some(args[1]);
                        }
                        cur = args[0];
                    }
                    (
                        _,
                        InstData::Unary {
                            opcode: Opcode::Splat,
                            arg,
                        },
                    ) => return Some(*arg),
                    _ => return None,
                }
            }
        };
        Some((lane(0)?, lane(1)?))
    }

    /// Whether `v` is in SGPRs as an operand (uniform and not moved; constants excluded).
    fn scalar_home(&self, v: Value) -> bool {
        self.uni.is_uniform(v) && !self.in_vgpr(v) && self.konst(v).is_none()
    }

    /// VALU instructions a form costs: one, plus the copies the constant-bus limit forces
    /// (`crate::build::Ctx::valu`), `vgpr` being read from a VGPR whatever its home.
    fn valu_cost(&self, form: &Form, vgpr: Option<Value>) -> i32 {
        // (On the stack: a form reads a few values.)
        let mut scalars: SmallVec<[Value; 4]> = SmallVec::new();
        for &r in &form.reads {
            if Some(r) != vgpr && self.scalar_home(r) && !scalars.contains(&r) {
                scalars.push(r);
            }
        }
        // A 64-bit operand read by its two dwords takes two slots.
        let n = scalars
            .iter()
            .map(|&r| {
                if self.f.dfg.value_type(r).bits() > 32 {
                    2
                } else {
                    1
                }
            })
            .sum::<i32>();
        let lit = i32::from(form.literal);
        let extra = if self.gfx10 {
            (n + lit - 2).max(0)
        } else if form.literal && (form.vop3 || n > 0) {
            1 + (n - 1).max(0)
        } else {
            (n + lit - 1).max(0)
        };
        1 + extra
    }

    /// Whether the vector `vec` is only stored, through a chain of `insertelement`s (built
    /// in VGPRs: `crate::vector::insert_element`).
    fn stored_vector(&self, vec: Value) -> bool {
        let mut cur = vec;
        for _ in 0..64 {
            let us = self.users_of(cur);
            let [Use::Inst(i)] = us else {
                return false;
            };
            match &self.f.dfg.insts[*i] {
                InstData::Store { args, .. } => return args[0] == cur && args[1] != cur,
                InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args,
                } if args[0] == cur && args[1] != cur => {
                    cur = self.f.dfg.inst_results(*i)[0];
                }
                _ => return false,
            }
        }
        false
    }

    /// Whether the pure value `u` is computed for nothing once the moved values are selected:
    /// every reader is such a value again, or a moved value whose VALU form folds `u` in
    /// (does not read it). Lowering leaves unused duplicates behind (removed after selection),
    /// and those readers do not count either.
    /// `budget` bounds the readers visited (a wide DAG of readers is not searched
    /// exhaustively: out of budget, `u` does not die).
    fn dies(&self, u: Value, budget: &mut u32) -> bool {
        let Some((_, d)) = self.def_inst(u) else {
            return false;
        };
        let pure = matches!(
            d,
            InstData::Binary { .. }
                | InstData::Unary { .. }
                | InstData::Ternary { .. }
                | InstData::IntConst { .. }
        );
        if !pure || *budget == 0 {
            return false;
        }
        *budget -= 1;
        // (A value without users dies: `all` of nothing.)
        self.users_of(u).iter().all(|x| match *x {
            Use::Inst(i) => match self.f.dfg.inst_results(i) {
                [r] => self.folds(*r, u) || self.dies(*r, budget),
                _ => false,
            },
            _ => false,
        })
    }

    /// `r` is moved and its VALU form folds `u` in.
    fn folds(&self, r: Value, u: Value) -> bool {
        self.moved.contains(&r) && self.form(r).is_some_and(|f| !f.reads.contains(&u))
    }

    /// Step 4: whether `v`, read only from VGPRs, costs no more on the VALU (module doc).
    fn moves_for_readers(&self, v: Value, form: Form) -> bool {
        let users = self.users_of(v);
        if users.is_empty() {
            return false;
        }
        let mut copy = false;
        let mut saving = 0i32;
        let mut read = false;
        for u in users {
            match *u {
                Use::Cond => return false,
                Use::Param(p) => {
                    if !self.moved.contains(&p) {
                        return false;
                    }
                    copy = true;
                }
                Use::Inst(i) => {
                    let d = &self.f.dfg.insts[i];
                    match d {
                        InstData::Store { args, .. } if args[0] == v && args[1] != v => copy = true,
                        InstData::Ternary {
                            opcode: Opcode::Insertelement,
                            args,
                        } if args[1] == v
                            && args[0] != v
                            && args[2] != v
                            && self.stored_vector(self.f.dfg.inst_results(i)[0]) =>
                        {
                            copy = true
                        }
                        InstData::Unary {
                            opcode: Opcode::Splat,
                            ..
                        } if self.stored_vector(self.f.dfg.inst_results(i)[0]) => copy = true,
                        _ => {
                            let rs = self.f.dfg.inst_results(i);
                            let [r] = rs else { return false };
                            if self.dies(*r, &mut 64) {
                                continue;
                            }
                            if self.uni.is_uniform(*r) && !self.moved.contains(r) {
                                return false;
                            }
                            let Some(uf) = self.form(*r) else {
                                return false;
                            };
                            if uf.reads.contains(&v) {
                                read = true;
                                saving += self.valu_cost(&uf, None) - self.valu_cost(&uf, Some(v));
                            }
                            // Otherwise folded into the user's form: dead for that reader.
                        }
                    }
                }
            }
        }
        if !copy && !read {
            // Folded into every reader: dead after selection, nothing to decide.
            return false;
        }
        // Folded values that die with the move: one SALU instruction each saved (a 64-bit
        // shift of a built pair three: the pair's two moves and the shift).
        let mut folded = 0i32;
        for &x in &form.folded {
            let us = self.users_of(x);
            let only_here = !us.is_empty()
                && us.iter().all(|u| match *u {
                    Use::Inst(i) => match self.f.dfg.inst_results(i) {
                        [r] => *r == v || self.folds(*r, x) || self.dies(*r, &mut 64),
                        _ => false,
                    },
                    _ => false,
                });
            if only_here && self.scalar_home(x) {
                folded += if self.f.dfg.value_type(x).bits() > 32 {
                    3
                } else {
                    1
                };
            }
        }
        let salu = 1 + i32::from(copy) + saving + folded;
        let valu = self.valu_cost(&form, None);
        if salu > valu {
            return true;
        }
        // A tie moves a stored value whose operands may follow (a chain computed in VGPRs).
        salu == valu
            && copy
            && form
                .reads
                .iter()
                .any(|&r| !self.moved.contains(&r) && self.read_candidate(r).is_some())
    }
}
