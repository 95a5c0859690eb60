//! A builder for frontends: blocks, typed instruction helpers and variables with SSA
//! construction done for the user (Braun et al., "Simple and Efficient Construction of Static
//! Single Assignment Form", 2013), in the spirit of `cranelift-frontend`.
//!
//! Guarantees: after [`FunctionBuilder::finalize`], every variable use is an SSA value that
//! dominates it; block parameters the builder introduced and that turned out trivial (all
//! incoming values equal) are removed; parameters the user created are never touched.
//!
//! ```
//! use gfxc_ir::{Function, FuncKind, Signature, Type, AddrSpace, Dim, IntCC};
//! use gfxc_ir::builder::FunctionBuilder;
//!
//! // for (i = 0; i < n; i++) acc += i;   out[tid] = acc
//! let sig = Signature { params: vec![Type::ptr(AddrSpace::Global), Type::I32], returns: vec![] };
//! let mut func = Function::new("sum", FuncKind::Kernel, sig);
//! let mut b = FunctionBuilder::new(&mut func);
//! let entry = b.create_entry_block();
//! let (out, n) = (b.param(0), b.param(1));
//! let (i, acc) = (b.declare_var(Type::I32), b.declare_var(Type::I32));
//! let zero = b.iconst(Type::I32, 0);
//! b.def_var(i, zero);
//! b.def_var(acc, zero);
//! let (header, body, exit) = (b.create_block(), b.create_block(), b.create_block());
//! b.jump(header, &[]);
//! b.switch_to_block(header);
//! let iv = b.use_var(i);
//! let c = b.icmp(IntCC::Slt, iv, n);
//! b.brif(c, body, &[], exit, &[]);
//! b.switch_to_block(body);
//! b.seal_block(body);
//! let (iv, a) = (b.use_var(i), b.use_var(acc));
//! let a2 = b.add(a, iv);
//! b.def_var(acc, a2);
//! let one = b.iconst(Type::I32, 1);
//! let i2 = b.add(iv, one);
//! b.def_var(i, i2);
//! b.jump(header, &[]);
//! b.seal_block(header);
//! b.switch_to_block(exit);
//! b.seal_block(exit);
//! let tid = b.workitem_id(Dim::X);
//! let tid64 = b.zext(Type::I64, tid);
//! let four = b.iconst(Type::I64, 4);
//! let off = b.mul(tid64, four);
//! let addr = b.ptradd(out, off);
//! let a = b.use_var(acc);
//! b.store(a, addr, 4);
//! b.ret(&[]);
//! b.finalize();
//! assert_eq!(func.dfg.block_params(header).len(), 2); // i and acc are loop-carried
//! ```

use crate::entities::{Block, FuncId, GlobalId, Inst, Value};
use crate::function::Function;
use crate::instructions::*;
use crate::types::{AddrSpace, Ordering, Scalar, SyncScope, Type};
use cranelift_entity::{entity_impl, PrimaryMap, SecondaryMap};
use smallvec::SmallVec;
use std::collections::HashMap;

/// A frontend variable: assigned any number of times; the builder turns it into SSA values.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Variable(u32);
entity_impl!(Variable, "var");

/// Builds one function. Create with [`FunctionBuilder::new`], finish with
/// [`FunctionBuilder::finalize`].
pub struct FunctionBuilder<'f> {
    pub func: &'f mut Function,
    current: Option<Block>,
    var_types: PrimaryMap<Variable, Type>,
    defs: HashMap<(Variable, Block), Value>,
    sealed: SecondaryMap<Block, bool>,
    /// Predecessor edges: (branch instruction, its block).
    preds: SecondaryMap<Block, Vec<(Inst, Block)>>,
    /// Parameters awaiting operands until their block is sealed.
    incomplete: SecondaryMap<Block, Vec<(Variable, Value)>>,
    /// Parameters the builder introduced (candidates for trivial-parameter removal).
    ssa_params: Vec<(Block, Value)>,
}

impl<'f> FunctionBuilder<'f> {
    pub fn new(func: &'f mut Function) -> FunctionBuilder<'f> {
        FunctionBuilder {
            func,
            current: None,
            var_types: PrimaryMap::new(),
            defs: HashMap::new(),
            sealed: SecondaryMap::new(),
            preds: SecondaryMap::new(),
            incomplete: SecondaryMap::new(),
            ssa_params: Vec::new(),
        }
    }

    // ---------------------------------------------------------------- blocks

    /// Creates the entry block with one parameter per signature parameter, appends it to the
    /// layout, seals it and makes it current.
    pub fn create_entry_block(&mut self) -> Block {
        let b = self.create_block();
        for ty in self.func.signature.params.clone() {
            self.func.dfg.append_block_param(b, ty);
        }
        self.switch_to_block(b);
        self.seal_block(b);
        b
    }

    /// The `n`th function parameter (the entry block's parameter).
    pub fn param(&self, n: usize) -> Value {
        let entry = self.func.entry_block().expect("create_entry_block first");
        self.func.dfg.block_params(entry)[n]
    }

    /// Creates a block and appends it to the layout.
    pub fn create_block(&mut self) -> Block {
        let b = self.func.dfg.make_block();
        self.func.layout.append_block(b);
        b
    }

    /// Adds an explicit parameter to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        self.func.dfg.append_block_param(block, ty)
    }

    /// Makes `block` the block new instructions go to.
    pub fn switch_to_block(&mut self, block: Block) {
        self.current = Some(block);
    }

    pub fn current_block(&self) -> Option<Block> {
        self.current
    }

    /// Declares that all predecessors of `block` are known.
    pub fn seal_block(&mut self, block: Block) {
        if self.sealed[block] {
            return;
        }
        let pending = core::mem::take(&mut self.incomplete[block]);
        for (var, param) in pending {
            self.add_param_operands(var, block, param);
        }
        self.sealed[block] = true;
    }

    /// Seals every block of the function.
    pub fn seal_all_blocks(&mut self) {
        for b in self.func.layout.blocks().to_vec() {
            self.seal_block(b);
        }
    }

    // ---------------------------------------------------------------- variables

    pub fn declare_var(&mut self, ty: Type) -> Variable {
        self.var_types.push(ty)
    }

    /// Assigns `val` to `var` at the current position.
    pub fn def_var(&mut self, var: Variable, val: Value) {
        let b = self.current.expect("no current block");
        self.defs.insert((var, b), val);
    }

    /// The value of `var` at the current position. A variable read before any assignment
    /// reads zero (as in `cranelift-frontend`).
    pub fn use_var(&mut self, var: Variable) -> Value {
        let b = self.current.expect("no current block");
        self.use_var_in(var, b)
    }

    fn use_var_in(&mut self, var: Variable, block: Block) -> Value {
        if let Some(&v) = self.defs.get(&(var, block)) {
            return v;
        }
        let ty = self.var_types[var];
        let v = if !self.sealed[block] {
            let p = self.func.dfg.append_block_param(block, ty);
            self.ssa_params.push((block, p));
            self.incomplete[block].push((var, p));
            p
        } else if self.preds[block].len() == 1 {
            let pred = self.preds[block][0].1;
            self.use_var_in(var, pred)
        } else if self.preds[block].is_empty() {
            self.zero_at_entry(ty)
        } else {
            let p = self.func.dfg.append_block_param(block, ty);
            self.ssa_params.push((block, p));
            self.defs.insert((var, block), p);
            self.add_param_operands(var, block, p);
            p
        };
        self.defs.insert((var, block), v);
        v
    }

    fn add_param_operands(&mut self, var: Variable, block: Block, _param: Value) {
        for (inst, pred) in self.preds[block].clone() {
            let v = self.use_var_in(var, pred);
            for d in self.func.dfg.insts[inst].branch_dests_mut() {
                if d.block == block {
                    d.args.push(v);
                }
            }
        }
    }

    fn zero_at_entry(&mut self, ty: Type) -> Value {
        let entry = self.func.entry_block().expect("no entry block");
        let lane_zero = |s: Scalar| {
            if s.is_float() {
                InstData::FloatConst { bits: 0 }
            } else {
                InstData::IntConst { imm: 0 }
            }
        };
        let (data, scalar_ty) = match ty {
            Type::Scalar(s) => (lane_zero(s), None),
            Type::Vector(s, _) => (lane_zero(s), Some(Type::Scalar(s))),
            Type::Ptr(_) => (
                InstData::Nullary {
                    opcode: Opcode::Nullptr,
                },
                None,
            ),
        };
        let inst = self.func.dfg.make_inst(data, &[scalar_ty.unwrap_or(ty)]);
        self.func.layout.insert_inst(inst, entry, 0);
        let v = self.func.dfg.first_result(inst);
        if scalar_ty.is_some() {
            let s = self.func.dfg.make_inst(
                InstData::Unary {
                    opcode: Opcode::Splat,
                    arg: v,
                },
                &[ty],
            );
            self.func.layout.insert_inst(s, entry, 1);
            return self.func.dfg.first_result(s);
        }
        v
    }

    /// Removes trivial builder-made block parameters and checks every block is sealed.
    /// Call once, after the last instruction.
    pub fn finalize(&mut self) {
        self.seal_all_blocks();
        let mut alias: HashMap<Value, Value> = HashMap::new();
        let resolve = |alias: &HashMap<Value, Value>, mut v: Value| {
            while let Some(&a) = alias.get(&v) {
                v = a;
            }
            v
        };
        loop {
            let mut changed = false;
            for &(block, param) in &self.ssa_params {
                if alias.contains_key(&param) {
                    continue;
                }
                let Some(index) = self
                    .func
                    .dfg
                    .block_params(block)
                    .iter()
                    .position(|&p| p == param)
                else {
                    continue;
                };
                let mut unique: Option<Value> = None;
                let mut trivial = true;
                for &(inst, _) in &self.preds[block] {
                    for d in self.func.dfg.insts[inst].branch_dests() {
                        if d.block != block {
                            continue;
                        }
                        let v = resolve(&alias, d.args[index]);
                        if v == param {
                            continue;
                        }
                        match unique {
                            None => unique = Some(v),
                            Some(u) if u == v => {}
                            Some(_) => trivial = false,
                        }
                    }
                }
                let Some(replacement) = unique else { continue };
                if !trivial {
                    continue;
                }
                alias.insert(param, replacement);
                self.func.dfg.remove_block_param(block, index);
                for &(inst, _) in &self.preds[block] {
                    for d in self.func.dfg.insts[inst].branch_dests_mut() {
                        if d.block == block {
                            d.args.remove(index);
                        }
                    }
                }
                changed = true;
            }
            if !changed {
                break;
            }
        }
        if !alias.is_empty() {
            self.func.dfg.map_all_uses(|v| resolve(&alias, v));
        }
    }

    // ---------------------------------------------------------------- instructions

    /// Appends an instruction with the given result types to the current block.
    pub fn build(&mut self, data: InstData, result_types: &[Type]) -> Inst {
        let b = self.current.expect("no current block");
        let dests: SmallVec<[Block; 2]> = data.branch_dests().iter().map(|d| d.block).collect();
        let inst = self.func.dfg.make_inst(data, result_types);
        self.func.layout.append_inst(inst, b);
        for d in dests {
            if !self.preds[d].iter().any(|&(i, _)| i == inst) {
                debug_assert!(!self.sealed[d], "branch to sealed {d}");
                self.preds[d].push((inst, b));
            }
        }
        inst
    }

    fn build1(&mut self, data: InstData, ty: Type) -> Value {
        let i = self.build(data, &[ty]);
        self.func.dfg.first_result(i)
    }

    pub fn ty(&self, v: Value) -> Type {
        self.func.dfg.value_type(v)
    }

    pub fn iconst(&mut self, ty: Type, imm: i64) -> Value {
        self.build1(InstData::IntConst { imm }, ty)
    }
    pub fn f16const(&mut self, x: half::f16) -> Value {
        self.build1(
            InstData::FloatConst {
                bits: x.to_bits() as u64,
            },
            Type::F16,
        )
    }
    pub fn f32const(&mut self, x: f32) -> Value {
        self.build1(
            InstData::FloatConst {
                bits: x.to_bits() as u64,
            },
            Type::F32,
        )
    }
    pub fn f64const(&mut self, x: f64) -> Value {
        self.build1(InstData::FloatConst { bits: x.to_bits() }, Type::F64)
    }
    pub fn nullptr(&mut self, space: AddrSpace) -> Value {
        self.build1(
            InstData::Nullary {
                opcode: Opcode::Nullptr,
            },
            Type::Ptr(space),
        )
    }
    pub fn global_addr(&mut self, global: GlobalId, space: AddrSpace) -> Value {
        self.build1(InstData::GlobalAddr { global }, Type::Ptr(space))
    }
    pub fn alloca(&mut self, size: u32, align: u32) -> Value {
        self.build1(
            InstData::Alloca { size, align },
            Type::Ptr(AddrSpace::Private),
        )
    }
    pub fn ptradd(&mut self, ptr: Value, offset: Value) -> Value {
        let ty = self.ty(ptr);
        self.build1(
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [ptr, offset],
            },
            ty,
        )
    }

    /// Any binary opcode whose result has the type of its first operand.
    pub fn binary(&mut self, opcode: Opcode, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.build1(
            InstData::Binary {
                opcode,
                args: [a, b],
            },
            ty,
        )
    }
    /// Any unary opcode whose result has the type of its operand.
    pub fn unary(&mut self, opcode: Opcode, a: Value) -> Value {
        let ty = self.ty(a);
        self.build1(InstData::Unary { opcode, arg: a }, ty)
    }
    /// A conversion (or other unary opcode) to `ty`.
    pub fn convert(&mut self, opcode: Opcode, ty: Type, a: Value) -> Value {
        self.build1(InstData::Unary { opcode, arg: a }, ty)
    }

    pub fn icmp(&mut self, cond: IntCC, a: Value, b: Value) -> Value {
        let ty = self.ty(a).with_lane(Scalar::I1);
        let ty = if self.ty(a).is_ptr() { Type::I1 } else { ty };
        self.build1(InstData::IntCompare { cond, args: [a, b] }, ty)
    }
    pub fn fcmp(&mut self, cond: FloatCC, a: Value, b: Value) -> Value {
        let ty = self.ty(a).with_lane(Scalar::I1);
        self.build1(InstData::FloatCompare { cond, args: [a, b] }, ty)
    }
    pub fn select(&mut self, c: Value, a: Value, b: Value) -> Value {
        let ty = self.ty(a);
        self.build1(
            InstData::Ternary {
                opcode: Opcode::Select,
                args: [c, a, b],
            },
            ty,
        )
    }
    pub fn fma(&mut self, a: Value, b: Value, c: Value) -> Value {
        let ty = self.ty(a);
        self.build1(
            InstData::Ternary {
                opcode: Opcode::Fma,
                args: [a, b, c],
            },
            ty,
        )
    }

    pub fn extractelement(&mut self, vec: Value, idx: Value) -> Value {
        let ty = Type::Scalar(self.ty(vec).lane().expect("vector"));
        self.build1(
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args: [vec, idx],
            },
            ty,
        )
    }
    pub fn insertelement(&mut self, vec: Value, elt: Value, idx: Value) -> Value {
        let ty = self.ty(vec);
        self.build1(
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                args: [vec, elt, idx],
            },
            ty,
        )
    }
    pub fn shuffle(&mut self, a: Value, b: Value, mask: &[u8]) -> Value {
        let lane = self.ty(a).lane().expect("vector");
        let ty = Type::Vector(lane, mask.len() as u8);
        self.build1(
            InstData::Shuffle {
                args: [a, b],
                mask: SmallVec::from_slice(mask),
            },
            ty,
        )
    }
    pub fn splat(&mut self, ty: Type, x: Value) -> Value {
        self.build1(
            InstData::Unary {
                opcode: Opcode::Splat,
                arg: x,
            },
            ty,
        )
    }

    /// An ordinary load of `ty` with alignment `align`.
    pub fn load(&mut self, ty: Type, addr: Value, align: u32) -> Value {
        self.build1(
            InstData::Load {
                flags: MemFlags::aligned(align),
                addr,
            },
            ty,
        )
    }
    pub fn load_flags(&mut self, ty: Type, addr: Value, flags: MemFlags) -> Value {
        self.build1(InstData::Load { flags, addr }, ty)
    }
    /// An ordinary store with alignment `align`.
    pub fn store(&mut self, val: Value, addr: Value, align: u32) -> Inst {
        self.build(
            InstData::Store {
                flags: MemFlags::aligned(align),
                args: [val, addr],
            },
            &[],
        )
    }
    pub fn store_flags(&mut self, val: Value, addr: Value, flags: MemFlags) -> Inst {
        self.build(
            InstData::Store {
                flags,
                args: [val, addr],
            },
            &[],
        )
    }
    pub fn atomic_rmw(
        &mut self,
        op: RmwOp,
        addr: Value,
        val: Value,
        ordering: Ordering,
        scope: SyncScope,
    ) -> Value {
        let ty = self.ty(val);
        let flags = MemFlags::atomic(ty.store_size(), ordering, scope);
        self.build1(
            InstData::AtomicRmw {
                op,
                flags,
                args: [addr, val],
            },
            ty,
        )
    }
    /// Returns (old value, success flag).
    pub fn cmpxchg(
        &mut self,
        addr: Value,
        expected: Value,
        new: Value,
        success: Ordering,
        failure: Ordering,
        scope: SyncScope,
    ) -> (Value, Value) {
        let ty = self.ty(expected);
        let flags = MemFlags::atomic(ty.store_size(), success, scope);
        let i = self.build(
            InstData::CmpXchg {
                flags,
                failure,
                weak: false,
                args: [addr, expected, new],
            },
            &[ty, Type::I1],
        );
        let r = self.func.dfg.inst_results(i);
        (r[0], r[1])
    }
    pub fn fence(&mut self, ordering: Ordering, scope: SyncScope) -> Inst {
        self.build(
            InstData::Fence {
                ordering,
                scope,
                spaces: SpaceSet::ALL,
            },
            &[],
        )
    }
    pub fn barrier(&mut self) -> Inst {
        self.build(
            InstData::Nullary {
                opcode: Opcode::Barrier,
            },
            &[],
        )
    }

    pub fn workitem_id(&mut self, dim: Dim) -> Value {
        self.build1(
            InstData::GridQuery {
                opcode: Opcode::WorkitemId,
                dim,
            },
            Type::I32,
        )
    }
    pub fn workgroup_id(&mut self, dim: Dim) -> Value {
        self.build1(
            InstData::GridQuery {
                opcode: Opcode::WorkgroupId,
                dim,
            },
            Type::I32,
        )
    }
    pub fn workgroup_size(&mut self, dim: Dim) -> Value {
        self.build1(
            InstData::GridQuery {
                opcode: Opcode::WorkgroupSize,
                dim,
            },
            Type::I32,
        )
    }
    pub fn grid_size(&mut self, dim: Dim) -> Value {
        self.build1(
            InstData::GridQuery {
                opcode: Opcode::GridSize,
                dim,
            },
            Type::I32,
        )
    }
    /// `kernarg_ptr`, `dispatch_ptr`, `implicitarg_ptr` (`ptr.constant`), `lane_id`,
    /// `wave_size` (`i32`), `dispatch_id` (`i64`).
    pub fn query(&mut self, opcode: Opcode) -> Value {
        let ty = match opcode {
            Opcode::KernargPtr | Opcode::DispatchPtr | Opcode::ImplicitargPtr => {
                Type::Ptr(AddrSpace::Constant)
            }
            Opcode::DispatchId => Type::I64,
            _ => Type::I32,
        };
        self.build1(InstData::Nullary { opcode }, ty)
    }
    pub fn readfirstlane(&mut self, v: Value) -> Value {
        self.unary(Opcode::Readfirstlane, v)
    }
    pub fn readlane(&mut self, v: Value, lane: Value) -> Value {
        self.binary(Opcode::Readlane, v, lane)
    }
    /// `ty` is `i64` (wave64) or `i32` (wave32).
    pub fn ballot(&mut self, ty: Type, cond: Value) -> Value {
        self.convert(Opcode::Ballot, ty, cond)
    }
    pub fn intrinsic(&mut self, name: &str, args: &[Value], result: Option<Type>) -> Inst {
        let data = InstData::Intrinsic {
            name: name.to_string(),
            args: SmallVec::from_slice(args),
        };
        match result {
            Some(t) => self.build(data, &[t]),
            None => self.build(data, &[]),
        }
    }
    /// The address of device function `func` (a `ptr` to call with [`Self::call_indirect`]).
    pub fn func_addr(&mut self, func: FuncId) -> Value {
        self.build1(InstData::FuncAddr { func }, Type::Ptr(AddrSpace::Flat))
    }
    /// A call through the function pointer `callee` (at most one result type).
    pub fn call_indirect(&mut self, callee: Value, args: &[Value], returns: &[Type]) -> Inst {
        let mut a: SmallVec<[Value; 4]> = SmallVec::new();
        a.push(callee);
        a.extend_from_slice(args);
        self.build(InstData::CallIndirect { args: a }, returns)
    }
    pub fn call(&mut self, func: FuncId, args: &[Value], returns: &[Type]) -> Inst {
        self.build(
            InstData::Call {
                func,
                args: SmallVec::from_slice(args),
            },
            returns,
        )
    }

    pub fn jump(&mut self, dest: Block, args: &[Value]) -> Inst {
        self.build(
            InstData::Jump {
                dest: BlockCall::new(dest, args),
            },
            &[],
        )
    }
    pub fn brif(
        &mut self,
        cond: Value,
        then_block: Block,
        then_args: &[Value],
        else_block: Block,
        else_args: &[Value],
    ) -> Inst {
        self.build(
            InstData::Brif {
                cond,
                then_dest: BlockCall::new(then_block, then_args),
                else_dest: BlockCall::new(else_block, else_args),
            },
            &[],
        )
    }
    pub fn switch(&mut self, arg: Value, default: Block, cases: &[(i64, Block)]) -> Inst {
        let cases = cases
            .iter()
            .map(|&(k, b)| (k, BlockCall::new(b, &[])))
            .collect();
        self.build(
            InstData::Switch {
                arg,
                default: BlockCall::new(default, &[]),
                cases,
            },
            &[],
        )
    }
    pub fn ret(&mut self, vals: &[Value]) -> Inst {
        self.build(
            InstData::Return {
                args: SmallVec::from_slice(vals),
            },
            &[],
        )
    }
    pub fn unreachable(&mut self) -> Inst {
        self.build(
            InstData::Nullary {
                opcode: Opcode::Unreachable,
            },
            &[],
        )
    }
}

macro_rules! same_type_ops {
    ($kind:ident: $($fname:ident => $op:ident),* $(,)?) => {
        impl FunctionBuilder<'_> {
            $(
                #[doc = concat!("`", stringify!($fname), "` (result type = first operand's).")]
                pub fn $fname(&mut self, a: Value, b: Value) -> Value {
                    self.binary(Opcode::$op, a, b)
                }
            )*
        }
    };
}
same_type_ops!(binary:
    add => Add, sub => Sub, mul => Mul, umulhi => Umulhi, smulhi => Smulhi,
    sdiv => Sdiv, udiv => Udiv, srem => Srem, urem => Urem,
    smin => Smin, smax => Smax, umin => Umin, umax => Umax,
    and => And, or => Or, xor => Xor, shl => Shl, lshr => Lshr, ashr => Ashr,
    fadd => Fadd, fsub => Fsub, fmul => Fmul, fdiv => Fdiv, frem => Frem,
    fmin => Fmin, fmax => Fmax, copysign => Copysign,
);

macro_rules! unary_ops {
    ($($fname:ident => $op:ident),* $(,)?) => {
        impl FunctionBuilder<'_> {
            $(
                #[doc = concat!("`", stringify!($fname), "` (result type = operand's).")]
                pub fn $fname(&mut self, a: Value) -> Value {
                    self.unary(Opcode::$op, a)
                }
            )*
        }
    };
}
unary_ops!(
    neg => Neg, not => Not, iabs => Iabs, ctpop => Ctpop, ctlz => Ctlz, cttz => Cttz,
    bitreverse => Bitreverse, fneg => Fneg, fabs => Fabs, sqrt => Sqrt, rcp => Rcp, rsq => Rsq,
    exp2 => Exp2, log2 => Log2, sin => Sin, cos => Cos, floor => Floor, ceil => Ceil,
    trunc => Trunc, round => Round, roundeven => Roundeven,
);

macro_rules! conversion_ops {
    ($($fname:ident => $op:ident),* $(,)?) => {
        impl FunctionBuilder<'_> {
            $(
                #[doc = concat!("`", stringify!($fname), "` to `ty`.")]
                pub fn $fname(&mut self, ty: Type, a: Value) -> Value {
                    self.convert(Opcode::$op, ty, a)
                }
            )*
        }
    };
}
conversion_ops!(
    sext => Sext, zext => Zext, itrunc => Itrunc, fpext => Fpext, fptrunc => Fptrunc,
    sitofp => Sitofp, uitofp => Uitofp, fptosi => Fptosi, fptoui => Fptoui,
    bitcast => Bitcast, ptrtoint => Ptrtoint, inttoptr => Inttoptr,
    addrspacecast => Addrspacecast,
);
