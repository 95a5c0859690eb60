//! Tests of the verifier: one case per rule showing its exact message, IR built through the
//! API for what the text format cannot express (dangling references, corrupt graphs), valid
//! kernels that must verify clean, and a sweep of random corruptions that must never panic.

use cranelift_entity::EntityRef;
use gfxc_ir::builder::FunctionBuilder;
use gfxc_ir::instructions::BlockCall;
use gfxc_ir::text::parse_module;
use gfxc_ir::verifier::{verify_function, verify_module, Rule};
use gfxc_ir::*;
use smallvec::smallvec;

/// Parses `src` and returns the verifier's diagnostics rendered for `file` (or the parse
/// errors, marked, if it does not parse: the cases are meant to parse).
fn verify_text(src: &str, file: &str) -> String {
    match parse_module(src) {
        Ok(m) => render(&m, file),
        Err(e) => format!("(does not parse)\n{}", e.render(file)),
    }
}

fn render(m: &Module, file: &str) -> String {
    match verify_module(m) {
        Ok(()) => String::new(),
        Err(d) => d.render(file),
    }
}

/// (name, module builder, expected rendered diagnostics).
type ApiCase = (&'static str, fn() -> Module, &'static str);

fn data_dir() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/verifier")
}

/// The text cases: `tests/data/verifier/NAME.gir` with the expected output of the verifier
/// in `NAME.expected` (`GFXC_BLESS=1` rewrites them; review the diff). Returns
/// (file name, source, expected).
fn text_cases() -> Vec<(String, String, String)> {
    let mut paths: Vec<_> = std::fs::read_dir(data_dir())
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    let mut cases = Vec::new();
    for path in paths {
        if path.extension().is_some_and(|e| e == "gir") {
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let src = std::fs::read_to_string(&path).unwrap();
            let expected =
                std::fs::read_to_string(path.with_extension("expected")).unwrap_or_default();
            cases.push((name, src, expected));
        }
    }
    assert!(
        cases.len() >= 20,
        "text cases missing in {}",
        data_dir().display()
    );
    cases
}

#[test]
fn text_cases_show_their_messages() {
    let bless = std::env::var_os("GFXC_BLESS").is_some_and(|v| v == "1");
    let mut failures = String::new();
    for (name, src, want) in text_cases() {
        let got = verify_text(&src, &name);
        if bless {
            std::fs::write(data_dir().join(&name).with_extension("expected"), &got).unwrap();
        } else if got != want {
            failures.push_str(&format!("--- {name}\nwant:\n{want}got:\n{got}\n"));
        }
        assert!(
            !got.contains("(does not parse)"),
            "{name} does not parse:\n{got}"
        );
        assert!(!got.is_empty(), "{name}: the case shows no error");
    }
    assert!(
        failures.is_empty(),
        "{failures}(GFXC_BLESS=1 rewrites the expected files)"
    );
}

#[test]
fn api_cases() {
    let mut failures = String::new();
    for (name, build, want) in API_CASES {
        let got = render(&build(), "t.gir");
        if got != *want {
            failures.push_str(&format!("--- {name}\nwant:\n{want}got:\n{got}\n"));
        }
    }
    assert!(failures.is_empty(), "{failures}");
}

/// Every rule's message is shown by at least one test, and every expected message is an
/// instance of exactly one rule.
#[test]
fn every_rule_is_tested() {
    let mut covered = std::collections::HashSet::new();
    let text_expected = text_cases().into_iter().map(|c| c.2);
    let expected = text_expected.chain(API_CASES.iter().map(|c| c.2.to_string()));
    for text in expected {
        for line in text.lines() {
            let message = line.split_once(": error: ").map_or(line, |(_, m)| m);
            let rules = Rule::matching(message);
            assert_eq!(rules.len(), 1, "{line:?} matches rules {rules:?}");
            covered.insert(rules[0]);
        }
    }
    let missing: Vec<_> = Rule::ALL.iter().filter(|r| !covered.contains(r)).collect();
    assert!(missing.is_empty(), "rules without a test: {missing:?}");
}

/// Every example kernel of the repository verifies clean.
#[test]
fn examples_verify_clean() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    let mut n = 0;
    let mut paths: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    paths.sort();
    for path in paths {
        if path.extension().is_some_and(|e| e == "gir") {
            let src = std::fs::read_to_string(&path).unwrap();
            let name = path.file_name().unwrap().to_string_lossy().to_string();
            let m = parse_module(&src).unwrap_or_else(|e| panic!("{}", e.render(&name)));
            if let Err(e) = verify_module(&m) {
                panic!("{}", e.render(&name));
            }
            n += 1;
        }
    }
    assert!(n >= 1, "no examples found in {}", dir.display());
}

// ------------------------------------------------------------------------------ API-built IR

fn kernel(name: &str, params: &[Type], body: impl FnOnce(&mut FunctionBuilder)) -> Function {
    let sig = Signature {
        params: params.to_vec(),
        returns: vec![],
    };
    let mut f = Function::new(name, FuncKind::Kernel, sig);
    let mut b = FunctionBuilder::new(&mut f);
    b.create_entry_block();
    body(&mut b);
    f
}

fn module(funcs: Vec<Function>) -> Module {
    let mut m = Module::new();
    for f in funcs {
        m.add_function(f);
    }
    m
}

fn one(body: impl FnOnce(&mut FunctionBuilder)) -> Module {
    module(vec![kernel("k", &[Type::ptr(AddrSpace::Global)], body)])
}

fn global(name: &str, space: AddrSpace, elem: Type, count: u32, init: GlobalInit) -> GlobalData {
    GlobalData {
        name: name.into(),
        space,
        elem,
        count,
        align: elem.abi_align(),
        init,
        constant: space == AddrSpace::Constant,
    }
}

/// A realistic kernel through the builder: grid-stride loop, LDS tile with barriers and
/// fences, a device-function call, atomics, a switch, vectors and an intrinsic.
fn realistic() -> Module {
    let mut m = Module::new();
    let tile = m.add_global(global(
        "tile",
        AddrSpace::Local,
        Type::F32,
        256,
        GlobalInit::None,
    ));
    let sig = Signature {
        params: vec![Type::F32, Type::F32],
        returns: vec![Type::F32],
    };
    let mut helper = Function::new("mad", FuncKind::Device, sig);
    {
        let mut b = FunctionBuilder::new(&mut helper);
        b.create_entry_block();
        let (x, y) = (b.param(0), b.param(1));
        let p = b.fmul(x, y);
        let s = b.fadd(p, x);
        b.ret(&[s]);
        b.finalize();
    }
    let mad = m.add_function(helper);
    let params = [
        Type::ptr(AddrSpace::Global),
        Type::ptr(AddrSpace::Global),
        Type::I32,
    ];
    let mut k = kernel("reduce", &params, |b| {
        let (input, out, n) = (b.param(0), b.param(1), b.param(2));
        let acc = b.declare_var(Type::F32);
        let i = b.declare_var(Type::I32);
        let tid = b.workitem_id(Dim::X);
        let gid = b.workgroup_id(Dim::X);
        let size = b.workgroup_size(Dim::X);
        let base = b.mul(gid, size);
        let start = b.add(base, tid);
        let zero = b.f32const(0.0);
        b.def_var(acc, zero);
        b.def_var(i, start);
        let (head, body, exit) = (b.create_block(), b.create_block(), b.create_block());
        b.jump(head, &[]);
        b.switch_to_block(head);
        let iv = b.use_var(i);
        let c = b.icmp(IntCC::Slt, iv, n);
        b.brif(c, body, &[], exit, &[]);
        b.switch_to_block(body);
        b.seal_block(body);
        let iv = b.use_var(i);
        let i64v = b.zext(Type::I64, iv);
        let four = b.iconst(Type::I64, 4);
        let off = b.mul(i64v, four);
        let p = b.ptradd(input, off);
        let x = b.load(Type::F32, p, 4);
        let a = b.use_var(acc);
        let call = b.call(mad, &[x, a], &[Type::F32]);
        let r = b.func.dfg.first_result(call);
        b.def_var(acc, r);
        let grid = b.grid_size(Dim::X);
        let next = b.add(iv, grid);
        b.def_var(i, next);
        b.jump(head, &[]);
        b.seal_block(head);
        b.switch_to_block(exit);
        b.seal_block(exit);
        let lds = b.global_addr(tile, AddrSpace::Local);
        let two = b.iconst(Type::I32, 2);
        let loff = b.shl(tid, two);
        let slot = b.ptradd(lds, loff);
        let a = b.use_var(acc);
        b.store(a, slot, 4);
        b.fence(Ordering::Release, SyncScope::WORKGROUP);
        b.barrier();
        b.fence(Ordering::Acquire, SyncScope::WORKGROUP);
        let first = b.load(Type::F32, lds, 4);
        let v = b.splat(Type::Vector(Scalar::F32, 4), first);
        let idx = b.iconst(Type::I32, 3);
        let lane = b.extractelement(v, idx);
        let all = b.iconst(Type::I32, -1);
        let z32 = b.iconst(Type::I32, 0);
        let lo = b.intrinsic("amdgcn.mbcnt.lo", &[all, z32], Some(Type::I32));
        let lo = b.func.dfg.first_result(lo);
        let (w0, w1, done) = (b.create_block(), b.create_block(), b.create_block());
        b.switch(lo, done, &[(0, w0), (1, w1)]);
        b.switch_to_block(w0);
        b.seal_block(w0);
        b.atomic_rmw(
            RmwOp::Fadd,
            out,
            lane,
            Ordering::Monotonic,
            SyncScope::AGENT,
        );
        b.jump(done, &[]);
        b.switch_to_block(w1);
        b.seal_block(w1);
        let bits = b.bitcast(Type::I32, lane);
        b.cmpxchg(
            out,
            bits,
            z32,
            Ordering::AcqRel,
            Ordering::Acquire,
            SyncScope::AGENT,
        );
        b.jump(done, &[]);
        b.switch_to_block(done);
        b.seal_block(done);
        b.ret(&[]);
        b.finalize();
    });
    k.attrs.flat_workgroup_size = Some((1, 256));
    k.attrs.reqd_workgroup_size = Some([256, 1, 1]);
    m.add_function(k);
    m
}

#[test]
fn realistic_kernel_verifies_clean() {
    let m = realistic();
    assert_eq!(render(&m, "t.gir"), "");
    for (_, f) in m.functions.iter() {
        assert!(verify_function(&m, f).is_ok());
    }
}

/// `verify_function` checks a function against a module it is not (yet) part of: its calls
/// resolve in the module; errors come sorted by location with every one reported.
#[test]
fn verify_function_standalone() {
    let src = "
function @sq(v0: f32) -> f32 {
block0:
    v1 = fmul.f32 v0, v0
    return v1
}
";
    let m = parse_module(src).unwrap();
    let f = kernel("k", &[Type::F32], |b| {
        let x = b.param(0);
        let c = b.call(FuncId::new(0), &[x], &[Type::F32]);
        let r = b.func.dfg.first_result(c);
        b.fadd(r, x);
        b.ret(&[]);
    });
    assert!(verify_function(&m, &f).is_ok());
    let bad = kernel("k", &[Type::F32], |b| {
        let x = b.param(0);
        b.call(FuncId::new(0), &[x, x], &[Type::F32]);
        b.iconst(Type::F32, 1);
        b.ret(&[x]);
    });
    let d = verify_function(&m, &bad).unwrap_err();
    assert_eq!(
        d.render("t.gir"),
        "t.gir: error: call of @sq passes 2 argument(s) but it takes 1 (in @k, block0)
t.gir: error: `iconst` result must be an integer scalar, got f32 (in @k, block0)
t.gir: error: `return` passes 1 value(s) but @k returns 0 (in @k, block0)
"
    );
}

#[test]
fn intrinsic_registry_lookup() {
    let s = gfxc_ir::intrinsics::lookup("amdgcn.fdot2").unwrap();
    assert_eq!(s.llvm_name, "llvm.amdgcn.fdot2");
    assert!(s.is_immarg(3) && !s.is_immarg(2));
    assert!(s.is_available(&["dot10-insts"]) && !s.is_available(&[]));
    assert!(gfxc_ir::intrinsics::lookup("amdgcn.mbcnt.lo")
        .unwrap()
        .is_available(&[]));
    assert!(gfxc_ir::intrinsics::lookup("llvm.amdgcn.mbcnt.lo").is_none());
}

/// Builds `op.result a` with any types (bypassing the builder's typing).
fn raw(b: &mut FunctionBuilder, data: InstData, results: &[Type]) -> Inst {
    b.build(data, results)
}

static API_CASES: &[ApiCase] = &[
    ("call_indirect with two results", || one(|b| {
        let p = b.nullptr(AddrSpace::Flat);
        b.call_indirect(p, &[], &[Type::I32, Type::I32]);
        b.ret(&[]);
    }), "t.gir: error: `call_indirect` has at most one result, got 2 (in @k, block0)\n"),
    ("kernel declaration", || {
        let mut f = Function::declare("k", Signature::default());
        f.kind = FuncKind::Kernel;
        module(vec![f])
    }, "t.gir: error: declaration @k must be a device function without blocks (in @k)\n"),
    ("no blocks", || module(vec![Function::new("k", FuncKind::Kernel, Signature::default())]), "t.gir: error: function @k has no blocks (in @k)\n"),
    ("invalid name", || module(vec![kernel("a b", &[], |b| { b.ret(&[]); })]), "t.gir: error: invalid name @a b: names match [A-Za-z_][A-Za-z0-9_.]*\n"),
    ("duplicate name", || {
        let mut m = module(vec![kernel("k", &[], |b| { b.ret(&[]); })]);
        m.add_global(global("k", AddrSpace::Global, Type::I32, 1, GlobalInit::None));
        m
    }, "t.gir: error: duplicate name @k: globals and functions need unique names\n"),
    ("invalid vector type", || module(vec![kernel("k", &[Type::Vector(Scalar::F32, 1)], |b| { b.ret(&[]); })]), "t.gir: error: invalid type f32x1: vectors have 2 to 32 lanes (in @k)\n"),
    ("missing block", || {
        let mut m = one(|b| { b.ret(&[]); });
        m.functions[FuncId::new(0)].layout.append_block(Block::new(7));
        m
    }, "t.gir: error: layout block block7 does not exist in the data-flow graph (in @k)\n"),
    ("missing inst", || {
        let mut m = one(|b| { b.ret(&[]); });
        let f = &mut m.functions[FuncId::new(0)];
        let entry = f.layout.entry_block().unwrap();
        f.layout.insert_inst(Inst::new(40), entry, 0);
        m
    }, "t.gir: error: layout instruction inst40 does not exist in the data-flow graph (in @k, block0)\n"),
    ("inst twice", || {
        let mut m = one(|b| { b.iconst(Type::I32, 1); b.ret(&[]); });
        let f = &mut m.functions[FuncId::new(0)];
        let entry = f.layout.entry_block().unwrap();
        f.layout.insert_inst(Inst::new(0), entry, 1);
        m
    }, "t.gir: error: instruction inst0 is placed more than once in the layout (in @k, block0)\n"),
    ("wrong format", || one(|b| {
        let x = b.iconst(Type::I32, 1);
        raw(b, InstData::Unary { opcode: Opcode::Add, arg: x }, &[Type::I32]);
        b.ret(&[]);
    }), "t.gir: error: opcode `add` has operands of the wrong format (in @k, block0)\n"),
    ("corrupt results", || {
        let mut m = one(|b| { b.iconst(Type::I32, 1); b.iconst(Type::I32, 2); b.ret(&[]); });
        let f = &mut m.functions[FuncId::new(0)];
        let v = f.dfg.results[Inst::new(0)][0];
        f.dfg.results[Inst::new(1)][0] = v;
        m
    }, "t.gir: error: v1 is not recorded as defined here (corrupt data-flow graph) (in @k, block0)\n"),
    ("result count", || one(|b| {
        let x = b.iconst(Type::I32, 1);
        raw(b, InstData::Binary { opcode: Opcode::Add, args: [x, x] }, &[]);
        b.ret(&[]);
    }), "t.gir: error: `add` must have 1 result(s), not 0 (in @k, block0)\n"),
    ("dangling value", || one(|b| {
        let x = b.iconst(Type::I32, 1);
        let y = b.func.dfg.make_inst(InstData::IntConst { imm: 2 }, &[Type::I32]);
        let y = b.func.dfg.first_result(y);
        b.add(x, y);
        raw(b, InstData::Return { args: smallvec![Value::new(1000)] }, &[]);
    }), "t.gir: error: v2 is not defined in this function (in @k, block0)\nt.gir: error: v1000 is not defined in this function (in @k, block0)\n"),
    ("branch to a block outside the layout", || one(|b| {
        let outside = b.func.dfg.make_block();
        raw(b, InstData::Jump { dest: BlockCall::new(outside, &[]) }, &[]);
    }), "t.gir: error: branch target block1 is not a block of this function (in @k, block0)\n"),
    ("entry params", || one(|b| {
        let e = b.func.layout.entry_block().unwrap();
        b.func.dfg.remove_block_param(e, 0);
        b.ret(&[]);
    }), "t.gir: error: the entry block has 0 parameter(s) but the signature of @k has 1 (in @k, block0)\n"),
    ("entry param type", || one(|b| {
        let p = b.param(0);
        b.func.dfg.values[p].ty = Type::ptr(AddrSpace::Local);
        b.ret(&[]);
    }), "t.gir: error: entry block parameter 1 has type ptr.local but the signature says ptr.global (in @k, block0)\n"),
    ("unaligned load", || one(|b| {
        let p = b.param(0);
        b.load(Type::F32, p, 3);
        b.ret(&[]);
    }), "t.gir: error: alignment 3 is not a power of two (in @k, block0)\n"),
    ("alloca align 0", || one(|b| { b.alloca(16, 0); b.ret(&[]); }), "t.gir: error: alignment 0 is not a power of two (in @k, block0)\n"),
    ("global align", || {
        let mut m = one(|b| { b.ret(&[]); });
        let mut g = global("g", AddrSpace::Global, Type::I32, 4, GlobalInit::Zero);
        g.align = 6;
        m.add_global(g);
        m
    }, "t.gir: error: alignment 6 is not a power of two\n"),
    ("initializer value", || {
        let mut m = one(|b| { b.ret(&[]); });
        m.add_global(global("g", AddrSpace::Constant, Type::I8, 2, GlobalInit::Values(vec![255, 256])));
        m
    }, "t.gir: error: initializer value 0x100 of @g does not fit i8\n"),
    ("unknown global", || one(|b| {
        raw(b, InstData::GlobalAddr { global: GlobalId::new(3) }, &[Type::ptr(AddrSpace::Global)]);
        b.ret(&[]);
    }), "t.gir: error: `global_addr` of a global that does not exist (global3) (in @k, block0)\n"),
    ("unknown callee", || one(|b| {
        b.call(FuncId::new(5), &[], &[]);
        b.ret(&[]);
    }), "t.gir: error: call of a function that does not exist (func5) (in @k, block0)\n"),
    ("fconst bits", || one(|b| {
        raw(b, InstData::FloatConst { bits: 0x1_0000 }, &[Type::F16]);
        b.ret(&[]);
    }), "t.gir: error: float constant bits 0x10000 do not fit f16 (in @k, block0)\n"),
    ("notatomic rmw and cmpxchg", || one(|b| {
        let p = b.param(0);
        let x = b.iconst(Type::I32, 1);
        b.atomic_rmw(RmwOp::Add, p, x, Ordering::NotAtomic, SyncScope::AGENT);
        b.cmpxchg(p, x, x, Ordering::Monotonic, Ordering::NotAtomic, SyncScope::AGENT);
        b.ret(&[]);
    }), "t.gir: error: `atomic_rmw` cannot have notatomic ordering (in @k, block0)\nt.gir: error: `cmpxchg` failure ordering cannot be notatomic (in @k, block0)\n"),
    ("too many returns", || {
        let sig = Signature { params: vec![], returns: vec![Type::I32, Type::I32] };
        let mut f = Function::new("f", FuncKind::Device, sig);
        let mut b = FunctionBuilder::new(&mut f);
        b.create_entry_block();
        let x = b.iconst(Type::I32, 1);
        b.ret(&[x, x]);
        module(vec![f])
    }, "t.gir: error: device function @f returns 2 values; at most one is allowed (in @f)\n"),
    ("initializer length", || {
        let mut m = one(|b| { b.ret(&[]); });
        m.add_global(global("g", AddrSpace::Constant, Type::I32, 2, GlobalInit::Values(vec![1, 2, 3])));
        m
    }, "t.gir: error: initializer of @g has 3 values but needs 2 (2 element(s) of 1 lane(s))\n"),
    ("call results", || {
        let sig = Signature { params: vec![], returns: vec![Type::F32] };
        let mut f = Function::new("f", FuncKind::Device, sig);
        let mut b = FunctionBuilder::new(&mut f);
        b.create_entry_block();
        let x = b.f32const(1.0);
        b.ret(&[x]);
        let k = kernel("k", &[], |b| { b.call(FuncId::new(0), &[], &[]); b.ret(&[]); });
        module(vec![f, k])
    }, "t.gir: error: call of @f must have results (f32), not () (in @k, block0)\n"),
    ("iconst of a float type", || one(|b| {
        raw(b, InstData::IntConst { imm: 1 }, &[Type::F32]);
        b.ret(&[]);
    }), "t.gir: error: `iconst` result must be an integer scalar, got f32 (in @k, block0)\n"),
    ("fence space bits", || one(|b| {
        raw(b, InstData::Fence { ordering: Ordering::Release, scope: SyncScope::AGENT, spaces: SpaceSet(1 << 12) }, &[]);
        b.ret(&[]);
    }), "t.gir: error: `fence` cannot order 0x1000 memory: spaces(...) may list global, local and private (in @k, block0)\n"),
];

// ------------------------------------------------------------------------------ robustness

/// A small deterministic generator (no dependency needed).
struct Lcg(u64);
impl Lcg {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) as u32
    }
    fn below(&mut self, n: usize) -> usize {
        self.next() as usize % n.max(1)
    }
}

/// Random corruptions of valid modules (the builder-made kernel and every example): values,
/// blocks, instructions and types replaced by arbitrary (often dangling) ones. The verifier
/// must report, never panic.
#[test]
fn random_corruptions_never_panic() {
    let mut bases = vec![realistic()];
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../examples");
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "gir") {
            let src = std::fs::read_to_string(&path).unwrap();
            bases.extend(parse_module(&src).ok());
        }
    }
    bases.sort_by_key(gfxc_ir::text::print_module);
    let mut rng = Lcg(0x5eed);
    let mut rejected = 0;
    let rounds = 600 * bases.len();
    for round in 0..rounds {
        let mut m = bases[round % bases.len()].clone();
        let fid = FuncId::new(rng.below(m.functions.len()));
        let f = &mut m.functions[fid];
        for _ in 0..1 + round % 3 {
            let ninsts = f.dfg.insts.len();
            let nvals = f.dfg.values.len() + 3;
            let nblocks = f.dfg.blocks.len() + 2;
            let inst = Inst::new(rng.below(ninsts));
            match rng.below(8) {
                0 => {
                    let n = rng.below(nvals);
                    f.dfg.map_all_uses(|v| {
                        if v.index() % 7 == n % 7 {
                            Value::new(n)
                        } else {
                            v
                        }
                    });
                }
                1 => {
                    let target = Block::new(rng.below(nblocks));
                    for d in f.dfg.insts[inst].branch_dests_mut() {
                        d.block = target;
                    }
                }
                2 => f.layout.remove_inst(inst),
                3 => {
                    let b = f.layout.blocks()[rng.below(f.layout.blocks().len())];
                    let pos = rng.below(f.layout.block_insts(b).len() + 1);
                    f.layout
                        .insert_inst(Inst::new(rng.below(ninsts + 2)), b, pos);
                }
                4 => {
                    let v = Value::new(rng.below(nvals - 3));
                    let tys = [
                        Type::I1,
                        Type::F64,
                        Type::Vector(Scalar::I8, 0),
                        Type::ptr(AddrSpace::BufferFat),
                    ];
                    f.dfg.values[v].ty = tys[rng.below(tys.len())];
                }
                5 => {
                    let b = Block::new(rng.below(nblocks - 2));
                    if !f.dfg.blocks[b].params.is_empty() {
                        f.dfg.remove_block_param(b, 0);
                    }
                }
                6 => {
                    f.dfg.results[inst].clear();
                }
                _ => {
                    f.dfg.insts[inst] = InstData::Call {
                        func: FuncId::new(rng.below(4)),
                        args: smallvec![Value::new(rng.below(nvals))],
                    };
                }
            }
        }
        if verify_module(&m).is_err() {
            rejected += 1;
        }
    }
    assert!(
        rejected > rounds * 2 / 3,
        "only {rejected} of {rounds} corruptions were caught"
    );
}

/// Recursion is valid IR (the interpreter runs it); `callgraph::recursive_calls` finds each
/// call closing a cycle reachable from a root, with the cycle's path, and nothing else.
#[test]
fn recursion_verifies_and_the_call_graph_names_its_cycles() {
    let src = "
function @a() {
block0:
    call @b()
    return
}
function @b() {
block0:
    call @a()
    call @c()
    return
}
function @c() {
block0:
    call @c()
    return
}
function @leaf() {
block0:
    return
}
kernel @k() {
block0:
    call @leaf()
    call @a()
    return
}
kernel @plain() {
block0:
    call @leaf()
    return
}
";
    let m = parse_module(src).unwrap();
    verify_module(&m).unwrap();
    let id = |n: &str| m.functions.iter().find(|(_, f)| f.name == n).unwrap().0;
    let rec = gfxc_ir::callgraph::recursive_calls(&m, id("k"));
    let got: Vec<(String, String, String)> = rec
        .iter()
        .map(|r| {
            let f = &m.functions[r.caller];
            {
                let l = f.inst_loc(r.inst);
                (
                    f.name.clone(),
                    format!("{}:{}", l.line, l.col),
                    r.path.clone(),
                )
            }
        })
        .collect();
    assert_eq!(
        got,
        vec![
            ("b".into(), "9:5".into(), "@a -> @b -> @a".into()),
            ("c".into(), "15:5".into(), "@c -> @c".into()),
        ]
    );
    assert!(gfxc_ir::callgraph::recursive_calls(&m, id("plain")).is_empty());
    assert!(gfxc_ir::callgraph::recursive_calls(&m, id("leaf")).is_empty());
}
