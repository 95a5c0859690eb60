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
//!
//! Guarantees: only uniform values are moved, and a value moved is selected exactly as a
//! divergent one (its value is the same in every lane, so a VGPR copy is only a different
//! home); branch conditions and switch selectors are never moved (they stay SCC/SGPR
//! masks), nor are pointers, vectors, lane-mask block parameters or values whose users take
//! lane masks from SGPRs. One rule for every generation, wave size and type.

use gfxc_ir::{AddrSpace, Function, InstData, Opcode, Type, Value, ValueDef};
use gfxc_lower::uniformity::Uniformity;
use rustc_hash::{FxHashMap as HashMap, FxHashSet as HashSet};
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
    users: HashMap<Value, SmallVec<[Use; 2]>>,
    /// Incoming branch arguments of each block parameter.
    incoming: HashMap<Value, SmallVec<[Value; 2]>>,
    born: HashSet<Value>,
    moved: HashSet<Value>,
    /// The SALU has the 32-bit high half of a product (`s_mul_hi_u32`, GFX9+).
    scalar_mul_hi: bool,
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

    fn in_vgpr(&self, v: Value) -> bool {
        self.born.contains(&v) || self.moved.contains(&v)
    }

    /// The values `v` is computed from.
    fn operands(&self, v: Value) -> &[Value] {
        match self.def_inst(v) {
            Some((_, d)) => d.args(),
            None => self.incoming.get(&v).map_or(&[], |a| &a[..]),
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
        for u in self.users.get(&v).map_or(&[][..], |u| &u[..]) {
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
/// `scalar_mul_hi`: the target's SALU has `s_mul_hi_u32` (GFX9+).
pub fn vgpr_homes(f: &Function, uni: &Uniformity, scalar_mul_hi: bool) -> HashSet<Value> {
    let mut users: HashMap<Value, SmallVec<[Use; 2]>> = HashMap::default();
    let mut incoming: HashMap<Value, SmallVec<[Value; 2]>> = HashMap::default();
    let mut order: Vec<Value> = Vec::with_capacity(f.dfg.values.len());
    users.reserve(f.dfg.values.len());
    for &b in f.layout.blocks() {
        order.extend_from_slice(f.dfg.block_params(b));
        for &i in f.layout.block_insts(b) {
            let d = &f.dfg.insts[i];
            match d {
                InstData::Brif { cond, .. } => users.entry(*cond).or_default().push(Use::Cond),
                InstData::Switch { arg, .. } => users.entry(*arg).or_default().push(Use::Cond),
                _ => {
                    for &a in d.args() {
                        users.entry(a).or_default().push(Use::Inst(i));
                    }
                }
            }
            for dest in d.branch_dests() {
                let params = f.dfg.block_params(dest.block);
                for (&a, &p) in dest.args.iter().zip(params) {
                    users.entry(a).or_default().push(Use::Param(p));
                    incoming.entry(p).or_default().push(a);
                }
            }
            order.extend_from_slice(f.dfg.inst_results(i));
        }
    }
    let mut plan = Plan {
        f,
        uni,
        users,
        incoming,
        born: HashSet::default(),
        moved: HashSet::default(),
        scalar_mul_hi,
    };
    plan.born = order
        .iter()
        .copied()
        .filter(|&v| plan.vgpr_born(v))
        .collect();
    let cands: Vec<Value> = order
        .iter()
        .copied()
        .filter(|&v| plan.candidate(v))
        .collect();
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
            plan.moved.remove(&cands[k]);
        }
    }
    plan.moved
}
