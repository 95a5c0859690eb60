//! Tests of the text format (docs/ir.md): canonical round trip of every opcode, flag,
//! attribute and global form; located error messages; source maps; and a mutation sweep
//! showing that no edit of a valid input makes the parser panic.

use gfxc_ir::text::{parse_module, print_function, print_module};
use gfxc_ir::{
    AddrSpace, FuncKind, Function, GlobalInit, InstData, MemFlags, Module, Opcode, Ordering,
    Signature, SrcLoc, SyncScope, Type,
};
use std::panic::{catch_unwind, AssertUnwindSafe};

const ALL_OPCODES: &str = include_str!("data/all_opcodes.gir");

fn parse(src: &str) -> Module {
    match parse_module(src) {
        Ok(m) => m,
        Err(d) => panic!("parse failed:\n{}", d.render("<input>")),
    }
}

/// The rendered error of `src` (all diagnostics, `line:col: error: message` each).
fn error_of(src: &str) -> String {
    match parse_module(src) {
        Ok(m) => panic!("expected an error, parsed:\n{}", print_module(&m)),
        Err(d) => d.to_string(),
    }
}

/// Wraps instructions into a kernel: the body starts on line 3, column 5.
fn kernel(body: &str) -> String {
    format!("kernel @k(v0: i32, v1: ptr.global) {{\nblock0:\n{body}}}\n")
}

#[test]
fn all_opcodes_round_trip_byte_for_byte() {
    let m = parse(ALL_OPCODES);
    let printed = print_module(&m);
    if printed != ALL_OPCODES {
        for (i, (a, b)) in ALL_OPCODES.lines().zip(printed.lines()).enumerate() {
            assert_eq!(a, b, "first difference on line {}", i + 1);
        }
        panic!("outputs differ in length");
    }
    assert_eq!(
        print_module(&parse(&printed)),
        printed,
        "print is not idempotent"
    );
}

#[test]
fn all_opcodes_file_covers_every_opcode() {
    let m = parse(ALL_OPCODES);
    let mut seen = std::collections::HashSet::new();
    for (_, f) in m.functions.iter() {
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                seen.insert(f.dfg.insts[i].opcode());
            }
        }
    }
    for op in Opcode::ALL {
        assert!(
            seen.contains(op),
            "all_opcodes.gir does not use '{}'",
            op.name()
        );
    }
    let spaces: std::collections::HashSet<_> = m.globals.values().map(|g| g.space).collect();
    for a in AddrSpace::ALL.into_iter().filter(|a| !a.is_reserved()) {
        assert!(spaces.contains(&a), "no global in {}", a.name());
    }
}

#[test]
fn parsed_data_matches_the_text() {
    let m = parse(ALL_OPCODES);
    let all = &m.functions[m.function_by_name("all").unwrap()];
    assert_eq!(all.kind, FuncKind::Kernel);
    assert_eq!(all.attrs.flat_workgroup_size, Some((1, 256)));
    assert_eq!(all.attrs.reqd_workgroup_size, Some([64, 2, 1]));
    assert_eq!(all.signature.params.len(), 7);
    let helper = &m.functions[m.function_by_name("helper").unwrap()];
    assert_eq!(helper.signature.returns, vec![Type::F32]);
    assert!(helper.attrs.noinline);

    let tile = &m.globals[m.global_by_name("tile").unwrap()];
    assert_eq!(
        (tile.space, tile.count, tile.align),
        (AddrSpace::Local, 256, 16)
    );
    assert_eq!(tile.init, GlobalInit::None);
    let halves = &m.globals[m.global_by_name("halves").unwrap()];
    let GlobalInit::Values(h) = &halves.init else {
        panic!()
    };
    assert_eq!(h[0], half::f16::from_f32(0.1).to_bits() as u64);
    assert_eq!(h[2], half::f16::MAX.to_bits() as u64);
    assert_eq!(&h[4..], &[0x7c00, 0x7e01]);
    let bytes = &m.globals[m.global_by_name("bytes").unwrap()];
    assert_eq!(bytes.init, GlobalInit::Values(vec![0xff, 0x7f, 0x80]));

    // Every instruction of the kernel, by its printed form.
    let insts: Vec<_> = all
        .layout
        .blocks()
        .iter()
        .flat_map(|&b| all.layout.block_insts(b))
        .collect();
    let data = |i: usize| &all.dfg.insts[*insts[i]];
    let ty = |i: usize| all.dfg.value_type(all.dfg.first_result(*insts[i]));
    assert_eq!(*data(1), InstData::IntConst { imm: -128 });
    assert_eq!(*data(2), InstData::IntConst { imm: 65535 });
    assert_eq!(*data(9), InstData::FloatConst { bits: 0x7f800000 });
    assert_eq!(*data(11), InstData::FloatConst { bits: 0x7fc00001 });
    assert_eq!(ty(20), Type::Ptr(AddrSpace::Local)); // global_addr @tile
    assert_eq!(ty(23), Type::Ptr(AddrSpace::Private)); // alloca
    assert_eq!(*data(23), InstData::Alloca { size: 64, align: 4 });
    assert_eq!(ty(25), Type::Ptr(AddrSpace::Global)); // ptradd v0
    assert_eq!(ty(26), Type::Ptr(AddrSpace::Local)); // ptradd v1
                                                     // The memory instructions.
    let find = |text: &str| {
        let i = insts
            .iter()
            .position(|&&i| gfxc_ir::text::print_inst(&m, all, i) == text)
            .unwrap_or_else(|| panic!("no instruction prints as {text}"));
        all.dfg.insts[*insts[i]].clone()
    };
    let flags = |d: InstData| *d.mem_flags().unwrap();
    assert_eq!(flags(find("v129 = load.f32 v32")), MemFlags::aligned(4));
    assert_eq!(
        flags(find("v130 = load.f32x4 v27, align 4, invariant")),
        MemFlags {
            invariant: true,
            ..MemFlags::aligned(4)
        }
    );
    let f = flags(find("v131 = load.i32 v32, align 16, volatile, nontemporal"));
    assert!(f.volatile && f.nontemporal && f.align == 16 && !f.ordering.is_atomic());
    assert_eq!(
        flags(find("v132 = load.i32 v32, acquire agent")),
        MemFlags::atomic(4, Ordering::Acquire, SyncScope::AGENT)
    );
    // A store's default alignment is its value's ABI alignment.
    assert_eq!(flags(find("store v2, v32")), MemFlags::aligned(4));
    assert_eq!(flags(find("store v5, v27, align 8")), MemFlags::aligned(8));
    assert_eq!(flags(find("store v4, v32, release system")).align, 8);
    let InstData::CmpXchg {
        flags,
        failure,
        weak,
        ..
    } = find(
        "v149, v150 = cmpxchg.i64 v32, v4, v36, seq_cst seq_cst system, align 16, volatile, weak",
    )
    else {
        panic!()
    };
    assert!(weak && flags.volatile && flags.align == 16 && failure == Ordering::SeqCst);
    let InstData::Fence { spaces, .. } = find("fence release agent, spaces(global, local)") else {
        panic!()
    };
    assert!(spaces.contains(AddrSpace::Local) && !spaces.contains(AddrSpace::Private));
}

#[test]
fn canonical_form_renumbers_and_normalizes() {
    let src = "
; a comment
kernel @k(v7: ptr.global,   v3: i32) { block5:
  v100 = iconst.i32 0x10 ; trailing comment
  jump block9(v100)
block9(v50: i32):
  v2 = load.i32 v7, align 4
  v1 = add.i32 v2, v50
  store v1, v7, nontemporal, align 4, volatile
  v8 = atomic_rmw.i32 add v7, v1, monotonic agent, align 4
  v9 = alloca 16, align 4
  v10 = global_addr @g
  return }
global @g: local f32[1], align 4
";
    let want = "\
global @g: local f32

kernel @k(v0: ptr.global, v1: i32) {
block0:
    v2 = iconst.i32 16
    jump block1(v2)
block1(v3: i32):
    v4 = load.i32 v0
    v5 = add.i32 v4, v3
    store v5, v0, volatile, nontemporal
    v6 = atomic_rmw.i32 add v0, v5, monotonic agent
    v7 = alloca 16
    v8 = global_addr @g
    return
}
";
    let m = parse(src);
    assert_eq!(print_module(&m), want);
    assert_eq!(print_module(&parse(want)), want);
    let func = &m.functions[m.function_by_name("k").unwrap()];
    assert_eq!(print_function(&m, func), want.split_once("\n\n").unwrap().1);
}

#[test]
fn floats_print_shortest_and_round_trip() {
    let src = kernel(
        "    v2 = fconst.f32 0.1\n    v3 = fconst.f64 0.1\n    v4 = fconst.f16 0.1\n    \
         v5 = fconst.f32 1.0e10\n    v6 = fconst.f32 inf\n    v7 = fconst.f64 -inf\n    \
         v8 = fconst.f32 nan\n    v9 = fconst.f16 nan\n    v10 = fconst.f32 16777217\n    \
         v11 = fconst.f64 2\n    v12 = fconst.f16 0x3c00\n    return\n",
    );
    let out = print_module(&parse(&src));
    let want = [
        "v2 = fconst.f32 0.1",
        "v3 = fconst.f64 0.1",
        "v4 = fconst.f16 0.1",
        "v5 = fconst.f32 10000000000.0",
        "v6 = fconst.f32 0x7f800000",
        "v7 = fconst.f64 0xfff0000000000000",
        "v8 = fconst.f32 0x7fc00000",
        "v9 = fconst.f16 0x7e00",
        "v10 = fconst.f32 16777216.0",
        "v11 = fconst.f64 2.0",
        "v12 = fconst.f16 1.0",
    ];
    for w in want {
        assert!(out.contains(&format!("    {w}\n")), "missing {w} in\n{out}");
    }
}

#[test]
fn every_f16_and_sampled_f32_f64_round_trips() {
    // One module holding every f16 bit pattern, and f32/f64 patterns spread over the range.
    let mut body = String::new();
    let mut n = 2;
    let mut push = |ty: &str, bits: String| {
        body.push_str(&format!("    v{n} = fconst.{ty} {bits}\n"));
        n += 1;
    };
    for b in 0..=u16::MAX {
        push("f16", format!("0x{b:x}"));
    }
    let mut x: u64 = 0x9e3779b97f4a7c15;
    for _ in 0..4000 {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        push("f32", format!("0x{:x}", x as u32));
        push("f64", format!("0x{x:x}"));
    }
    body.push_str("    return\n");
    let m = parse(&kernel(&body));
    let printed = print_module(&m);
    let m2 = parse(&printed);
    let (f, f2) = (
        &m.functions[m.function_by_name("k").unwrap()],
        &m2.functions[m2.function_by_name("k").unwrap()],
    );
    for (i, i2) in f.dfg.insts.values().zip(f2.dfg.insts.values()) {
        assert_eq!(i, i2, "float constant changed through print/parse");
    }
    assert_eq!(print_module(&m2), printed);
}

#[test]
fn forward_references_and_any_block_order() {
    // ptradd chains defined after their use, and a value used in a block laid out before the
    // block defining it.
    let src = "kernel @k(v0: ptr.local, v1: i32) {
block0:
    jump block2
block1:
    v5 = ptradd v4, v1
    v6 = load.f32 v5
    store v6, v3
    return
block2:
    v4 = ptradd v3, v1
    v3 = ptradd v0, v1
    jump block1
}
";
    let m = parse(src);
    let f = &m.functions[m.function_by_name("k").unwrap()];
    for (v, d) in f.dfg.values.iter() {
        if v.as_u32() >= 2 && d.ty != Type::F32 {
            assert_eq!(d.ty, Type::Ptr(AddrSpace::Local));
        }
    }
    let p = print_module(&m);
    assert_eq!(print_module(&parse(&p)), p);
}

#[test]
fn source_map_locates_functions_blocks_instructions_globals() {
    let src = "global @g: local i32[4]\n\nkernel @k(v0: i32) {\nblock0:\n    v1 = iconst.i32 1\n  jump block1\nblock1:\n      return\n}\n";
    let m = parse(src);
    let g = m.global_by_name("g").unwrap();
    assert_eq!(m.global_locs[g], SrcLoc::new(1, 1));
    let f = &m.functions[m.function_by_name("k").unwrap()];
    assert_eq!(f.srcmap.func, SrcLoc::new(3, 1));
    let blocks = f.layout.blocks();
    assert_eq!(f.srcmap.blocks[blocks[0]], SrcLoc::new(4, 1));
    assert_eq!(f.srcmap.blocks[blocks[1]], SrcLoc::new(7, 1));
    let locs: Vec<_> = blocks
        .iter()
        .flat_map(|&b| f.layout.block_insts(b))
        .map(|&i| f.inst_loc(i))
        .collect();
    assert_eq!(
        locs,
        vec![SrcLoc::new(5, 5), SrcLoc::new(6, 3), SrcLoc::new(8, 7)]
    );
}

#[test]
fn calls_resolve_functions_defined_later() {
    let src = "kernel @k(v0: f32) {\nblock0:\n    v1 = call @f(v0)\n    return\n}\n\nfunction @f(v0: f32) -> f32 {\nblock0:\n    return v0\n}\n";
    let m = parse(src);
    let k = &m.functions[m.function_by_name("k").unwrap()];
    let call = k.layout.block_insts(k.entry_block().unwrap())[0];
    assert_eq!(k.dfg.value_type(k.dfg.first_result(call)), Type::F32);
    assert_eq!(print_module(&m), src);
}

#[test]
fn printer_handles_builder_made_ir() {
    use gfxc_ir::builder::FunctionBuilder;
    let sig = Signature {
        params: vec![Type::ptr(AddrSpace::Global)],
        returns: vec![],
    };
    let mut func = Function::new("b", FuncKind::Kernel, sig);
    let mut b = FunctionBuilder::new(&mut func);
    b.create_entry_block();
    let p = b.param(0);
    let x = b.iconst(Type::I8, 1000); // out of range for i8: printed as its low bits
    let h = b.f16const(half::f16::from_f32(0.333));
    b.store(x, p, 1);
    b.store(h, p, 2);
    b.ret(&[]);
    b.finalize();
    let mut m = Module::new();
    m.add_function(func);
    let out = print_module(&m);
    assert!(out.contains("v1 = iconst.i8 232\n"), "{out}");
    assert!(out.contains("v2 = fconst.f16 0.333\n"), "{out}");
    assert_eq!(print_module(&parse(&out)), out);
}

// ---------------------------------------------------------------- errors

#[test]
fn located_errors() {
    let cases: &[(&str, &str)] = &[
        // lexical
        ("kernel @k() {\nblock0:\n    return $\n}\n", "3:12: error: unexpected character '$'"),
        (
            "kernel @k() {\nblock0:\n    intrinsic \"abc\n}\n",
            "3:15: error: unterminated string",
        ),
        ("kernel @ k() {}", "1:8: error: expected a name after '@'"),
        // top level
        ("foo", "1:1: error: expected 'global', 'kernel', 'function' or 'declare', found 'foo'"),
        ("kernel @k(v0: i33) {\nblock0:\n  return\n}", "1:15: error: unknown type 'i33'"),
        ("kernel @k(v0: f32x1) {\nblock0:\n  return\n}", "1:15: error: unknown type 'f32x1'"),
        ("kernel @k(x: i32) {\nblock0:\n  return\n}", "1:11: error: expected a value name 'vN', found 'x'"),
        ("kernel @k(v0: i32 v1: i32) {}", "1:19: error: expected ',' or ')', found 'v1'"),
        ("kernel @k() fast {}", "1:13: error: unknown attribute 'fast'"),
        (
            "kernel @k() num_vgpr(1) num_vgpr(2) {}",
            "1:25: error: duplicate attribute 'num_vgpr'",
        ),
        ("kernel @k() flat_workgroup_size(1) {}", "1:34: error: expected ',', found ')'"),
        ("kernel @k() {\n}\n", "1:1: error: function @k has no blocks"),
        (
            "function @f() {\nblock0:\n  return\n}\nkernel @f() {\nblock0:\n  return\n}\n",
            "5:8: error: redefinition of @f",
        ),
        // globals
        ("global @g: lds f32", "1:12: error: unknown address space 'lds'"),
        ("global @g: local f32[-1]", "1:22: error: element count '-1' is out of range"),
        ("global @g: local f32, align 3", "1:29: error: alignment 3 is not a power of two"),
        (
            "global @g: constant i32[2] = [1, 2, 3]",
            "1:30: error: initializer has 3 values, expected 2 (one per lane of each element)",
        ),
        ("global @g: constant i8 = 256", "1:26: error: integer literal '256' is out of range for i8"),
        ("global @g: constant f16 = 1e6", "1:27: error: float literal '1e6' is out of range for f16"),
        ("global @g: constant i32 = [1", "1:29: error: expected ']', found end of file"),
        // blocks and structure
        ("kernel @k() {\n    return\n}\n", "2:5: error: expected a block label 'blockN:', found 'return'"),
        ("kernel @k() {\nblock0:\n    return\n", "4:1: error: expected '}' to close @k, found end of file"),
        (
            "kernel @k() {\nblock0:\n    return\nkernel @j() {\nblock0:\n  return\n}\n",
            "4:1: error: expected '}' to close @k, found 'kernel'",
        ),
        (
            "kernel @k(v0: i32) {\nblock0(v1: i32):\n    return\n}\n",
            "2:7: error: the entry block's parameters are the function's: write them in the function header",
        ),
        // instructions
        (&kernel("    v2 = frobnicate.i32 v0\n    return\n"), "3:10: error: unknown opcode 'frobnicate'"),
        (&kernel("    v2 = add.i33 v0, v0\n    return\n"), "3:14: error: unknown type 'i33'"),
        (&kernel("    v2 = add v0, v0\n    return\n"), "3:10: error: 'add' needs a type suffix ('add.TYPE')"),
        (&kernel("    jump.i32 block0\n"), "3:10: error: 'jump' takes no type suffix"),
        (&kernel("    v2 = add.i32 v0\n    return\n"), "3:10: error: 'add' takes 2 operands, found 1"),
        (&kernel("    v2 = add.i32 v0, v0, v0\n    return\n"), "3:10: error: 'add' takes 2 operands, found 3"),
        (&kernel("    v2 = add.i32 v0 v0\n    return\n"), "3:21: error: expected ',', found 'v0'"),
        (&kernel("    v2 = store v0, v1\n    return\n"), "3:5: error: 'store' has no result, found 1"),
        (&kernel("    add.i32 v0, v0\n    return\n"), "3:5: error: 'add' defines 1 result, found 0"),
        (
            &kernel("    v2 = cmpxchg.i32 v1, v0, v0, monotonic monotonic agent\n    return\n"),
            "3:5: error: 'cmpxchg' defines 2 results, found 1",
        ),
        (&kernel("    v2 = iconst.i8 256\n    return\n"), "3:20: error: integer literal '256' is out of range for i8"),
        (&kernel("    v2 = iconst.i8 -129\n    return\n"), "3:20: error: integer literal '-129' is out of range for i8"),
        (
            &kernel("    v2 = iconst.i64 0x10000000000000000\n    return\n"),
            "3:21: error: integer literal '0x10000000000000000' is out of range for i64",
        ),
        (
            &kernel("    v2 = iconst.i64 99999999999999999999999999999999999999999\n    return\n"),
            "3:21: error: integer literal '99999999999999999999999999999999999999999' is out of range",
        ),
        (&kernel("    v2 = iconst.i32 12ab\n    return\n"), "3:21: error: invalid integer literal '12ab'"),
        (&kernel("    v2 = iconst.i32 1.5\n    return\n"), "3:21: error: invalid integer literal '1.5'"),
        (&kernel("    v2 = iconst.f32 1\n    return\n"), "3:10: error: 'iconst' needs an integer type, found f32"),
        (&kernel("    v2 = fconst.i32 1\n    return\n"), "3:10: error: 'fconst' needs a float type, found i32"),
        (&kernel("    v2 = fconst.f32 1e39\n    return\n"), "3:21: error: float literal '1e39' is out of range for f32"),
        (&kernel("    v2 = fconst.f16 0x10000\n    return\n"), "3:21: error: hex bits '0x10000' do not fit f16"),
        (&kernel("    v2 = fconst.f32 -0x1\n    return\n"), "3:21: error: hex float bits '-0x1' cannot be negative"),
        (&kernel("    v2 = fconst.f32 v0\n    return\n"), "3:21: error: expected a float literal, found 'v0'"),
        (&kernel("    v2 = icmp.i32 lt v0, v0\n    return\n"), "3:19: error: unknown integer condition 'lt'"),
        (&kernel("    v2 = fcmp.f32 eq v0, v0\n    return\n"), "3:19: error: unknown float condition 'eq'"),
        (&kernel("    v2 = workitem_id w\n    return\n"), "3:22: error: unknown dimension 'w' (x, y or z)"),
        (&kernel("    v2 = load.i32 v1, align 3\n    return\n"), "3:29: error: alignment 3 is not a power of two"),
        (&kernel("    v2 = load.i32 v1, volatile, volatile\n    return\n"), "3:33: error: duplicate flag 'volatile'"),
        (
            &kernel("    v2 = load.i32 v1, fast\n    return\n"),
            "3:23: error: expected a memory flag (align, volatile, nontemporal, invariant or an ordering), found 'fast'",
        ),
        (&kernel("    v2 = load.i32 v1, acquire\n    return\n"), "4:5: error: unknown sync scope 'return'"),
        (&kernel("    v2 = load.i32 v1, acquire gpu\n    return\n"), "3:31: error: unknown sync scope 'gpu'"),
        (&kernel("    v2 = load.i32 v1, notatomic system\n    return\n"), "3:23: error: expected a memory flag (align, volatile, nontemporal, invariant or an ordering), found 'notatomic'"),
        (
            &kernel("    v2 = atomic_rmw.i32 nand v1, v0, monotonic agent\n    return\n"),
            "3:25: error: unknown atomic operation 'nand'",
        ),
        (
            &kernel("    v2 = atomic_rmw.i32 add v1, v0, relaxed agent\n    return\n"),
            "3:37: error: unknown ordering 'relaxed'",
        ),
        (
            &kernel("    v2 = atomic_rmw.i32 add v1, v0, monotonic agent, weak\n    return\n"),
            "3:54: error: expected a flag (align, volatile, nontemporal or invariant), found 'weak'",
        ),
        (&kernel("    fence acquire agent, spaces()\n    return\n"), "3:33: error: expected an address space, found ')'"),
        (&kernel("    v2 = shuffle.i32x2 v1, v1, [0, 256]\n    return\n"), "3:36: error: shuffle index '256' is out of range"),
        (&kernel("    v2 = alloca -4\n    return\n"), "3:17: error: alloca size '-4' is out of range"),
        (&kernel("    v2 = global_addr @nope\n    return\n"), "3:22: error: undefined global @nope"),
        (&kernel("    v2 = call @nope(v0)\n    return\n"), "3:15: error: undefined function @nope"),
        (&kernel("    v2 = call @k(v0)\n    return\n"), "3:5: error: 'call' has no result, found 1"),
        (&kernel("    v2 = intrinsic \"x\"(v0)\n    return\n"), "3:5: error: 'intrinsic' without a type suffix has no result, found 1"),
        (&kernel("    v2 = intrinsic.i32 foo(v0)\n    return\n"), "3:24: error: expected an intrinsic name \"...\", found 'foo'"),
        (&kernel("    brif v0, block0 block0\n"), "3:21: error: expected ',', found 'block0'"),
        (&kernel("    switch v0, block0, [1 block0]\n"), "3:27: error: expected ':', found 'block0'"),
        (
            &kernel("    switch v0, block0, [0x8000000000000000: block0]\n"),
            "3:25: error: case value '0x8000000000000000' is out of range",
        ),
        (&kernel("    jump v0\n"), "3:10: error: expected a block, found 'v0'"),
        (&kernel("    v2 = add.i32 v0,\n"), "4:1: error: expected a value, found '}'"),
        (&kernel("    v2 = load.i32 v1,\n"), "4:1: error: expected a memory flag (align, volatile, nontemporal, invariant or an ordering), found '}'"),
        (&kernel("    v2 add.i32 v0, v0\n"), "3:5: error: unknown opcode 'v2'"),
        (&kernel("    v2, = add.i32 v0, v0\n"), "3:9: error: expected a value name 'vN', found '='"),
        // names
        (
            &kernel("    v2 = iconst.i32 1\n    v2 = iconst.i32 2\n    return\n"),
            "4:5: error: redefinition of value v2",
        ),
        (&kernel("    v0 = iconst.i32 1\n    return\n"), "3:5: error: redefinition of value v0"),
        (&kernel("    jump block1\nblock1:\n    return\nblock1:\n    return\n"), "6:1: error: redefinition of block block1"),
        (&kernel("    v2 = add.i32 v0, v9\n    return\n"), "3:22: error: undefined value v9"),
        (&kernel("    jump block7\n"), "3:10: error: undefined block block7"),
        (
            &kernel("    v2 = ptradd v3, v0\n    v3 = ptradd v2, v0\n    return\n"),
            "3:5: error: cannot determine the type of ptradd operand v3 (it depends on itself)\n\
             4:5: error: cannot determine the type of ptradd operand v2 (it depends on itself)",
        ),
    ];
    let mut failures = Vec::new();
    for (src, want) in cases {
        let got = error_of(src);
        if got.trim_end() != *want {
            failures.push(format!(
                "input:\n{src}\nwant: {want}\ngot:  {}",
                got.trim_end()
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

#[test]
fn all_name_errors_are_reported_in_source_order() {
    let src = kernel("    v2 = add.i32 v0, v8\n    jump block3(v9)\n");
    assert_eq!(
        error_of(&src),
        "3:22: error: undefined value v8\n4:10: error: undefined block block3\n4:17: error: undefined value v9\n"
    );
    // Errors found before a syntax error are kept, those after it are not (the parser stops
    // there; undefined names are only known once the whole function is read).
    let src = kernel(
        "    v0 = add.i32 v1, v1\n    v3 = global_addr @nope\n    v3 = add.i32 v0 v0\n    v1 = global_addr @nope2\n",
    );
    assert_eq!(
        error_of(&src),
        "3:5: error: redefinition of value v0\n4:22: error: undefined global @nope\n\
         5:21: error: expected ',', found 'v0'\n"
    );
    // A lexical error inside a body comes before a syntax error in a later global.
    let src = "kernel @k() {\nblock0:\n  $\n}\nglobal @g: lds i32\n";
    assert_eq!(error_of(src), "3:3: error: unexpected character '$'\n");
    let src = "kernel @k() {\nblock0:\n  return\n}\nglobal @g: lds i32\n";
    assert_eq!(error_of(src), "5:12: error: unknown address space 'lds'\n");
    // Errors render with the file name.
    let d = parse_module("junk").unwrap_err();
    assert_eq!(
        d.render("a.gir"),
        "a.gir:1:1: error: expected 'global', 'kernel', 'function' or 'declare', found 'junk'\n"
    );
}

#[test]
fn doc_examples_parse_and_round_trip() {
    let doc = include_str!("../../docs/ir.md");
    let mut n = 0;
    for block in doc.split("```").skip(1).step_by(2) {
        let body = block.split_once('\n').map_or("", |(_, b)| b);
        let first = body
            .lines()
            .map(str::trim)
            .find(|l| !l.is_empty() && !l.starts_with(';'));
        let is_gir = first.is_some_and(|l| {
            ["global @", "kernel @", "function @"]
                .iter()
                .any(|p| l.starts_with(p))
        });
        if !is_gir {
            continue;
        }
        n += 1;
        let m = match parse_module(body) {
            Ok(m) => m,
            Err(d) => panic!(
                "docs/ir.md example does not parse:\n{}\n{body}",
                d.render("ir.md")
            ),
        };
        let p = print_module(&m);
        assert_eq!(print_module(&parse(&p)), p);
    }
    assert!(n >= 1, "no example found in docs/ir.md");
}

// ---------------------------------------------------------------- mutations

/// Parses `src`; on success, checks that printing is a fixed point. Returns a description of
/// a panic, if any.
fn check_no_panic(src: &str) -> Option<String> {
    let r = catch_unwind(AssertUnwindSafe(|| {
        if let Ok(m) = parse_module(src) {
            let p = print_module(&m);
            let m2 = parse_module(&p)
                .unwrap_or_else(|d| panic!("printed form does not parse: {d}\n{p}"));
            assert_eq!(print_module(&m2), p, "print is not a fixed point");
        }
    }));
    r.err().map(|e| {
        e.downcast_ref::<String>()
            .cloned()
            .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
            .unwrap_or_default()
    })
}

fn sweep(name: &str, src: &str, stride: usize) -> Vec<String> {
    let mut failures = Vec::new();
    let mut check = |what: String, text: &str| {
        if let Some(msg) = check_no_panic(text) {
            failures.push(format!("{name}: {what}: {msg}"));
        }
    };
    // Delete each line.
    let lines: Vec<&str> = src.lines().collect();
    for i in 0..lines.len() {
        let mut t = lines.clone();
        t.remove(i);
        check(format!("delete line {}", i + 1), &t.join("\n"));
    }
    // Truncate at many points.
    let cuts: Vec<usize> = src.char_indices().map(|(i, _)| i).collect();
    for &c in cuts.iter().step_by(stride.max(1)) {
        check(format!("truncate at byte {c}"), &src[..c]);
    }
    // Flip characters.
    let flips = [
        ' ', 'x', '0', '9', ',', '(', ')', '[', '@', '"', '-', '.', ';', '}', '{', ':', '=', '\n',
        'é',
    ];
    for (k, &c) in cuts.iter().enumerate().step_by(stride.max(1)) {
        for (j, &f) in flips.iter().enumerate() {
            if (k + j) % 3 != 0 {
                continue;
            }
            let ch = src[c..].chars().next().unwrap_or(' ');
            let t = format!("{}{}{}", &src[..c], f, &src[c + ch.len_utf8()..]);
            check(format!("replace byte {c} by {f:?}"), &t);
        }
        // Duplicate a character (e.g. `v1` -> `v11`, `,` -> `,,`).
        let ch = src[c..].chars().next().unwrap_or(' ');
        let t = format!("{}{}{}", &src[..c], ch, &src[c..]);
        check(format!("duplicate byte {c}"), &t);
    }
    failures
}

#[test]
fn mutation_sweep_never_panics() {
    let small = "global @lut: constant f16x2[2] = [1.0, 0x7e00, -2.5, 6e-8]

kernel @saxpy(v0: ptr.global, v1: ptr.global, v2: f32, v3: i32) flat_workgroup_size(1, 256) {
block0:
    v4 = workitem_id x
    v5 = icmp.i32 slt v4, v3
    brif v5, block1(v4), block2
block1(v6: i32):
    v7 = zext.i64 v6
    v8 = ptradd v0, v7
    v9 = load.f32 v8, align 2, volatile
    v10, v11 = cmpxchg.f32 v8, v9, v2, acq_rel monotonic agent, weak
    v12 = call @f(v10)
    store v12, v8
    switch v6, block2, [0: block2, -1: block1(v6)]
block2:
    return
}

function @f(v0: f32) -> f32 {
block0:
    v1 = intrinsic.f32 \"x\"(v0)
    return v1
}
";
    let prev = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    let mut failures = sweep("small", small, 1);
    failures.extend(sweep("all_opcodes", ALL_OPCODES, 23));
    std::panic::set_hook(prev);
    assert!(
        failures.is_empty(),
        "{} panics, e.g.\n{}",
        failures.len(),
        failures[..failures.len().min(10)].join("\n")
    );
}

/// A word left on an instruction's line (a missing ',' before a flag or an operand) is
/// reported as a missing ',' at that word, for every kind of instruction that takes flags or
/// operands after its first ones, never as an unknown opcode.
#[test]
fn missing_comma_is_reported_as_such() {
    let cases = [
        "    v2 = load.f32 v1 align 4\n    return\n",
        "    v2 = load.f32 v1 volatile\n    return\n",
        "    store v0, v1 align 4\n    return\n",
        "    v2 = add.i32 v0 v0\n    return\n",
        "    v2 = atomic_rmw.i32 add v1, v0 seq_cst agent\n    return\n",
        "    v2 = icmp.i32 slt v0 v0\n    return\n",
        "    v2 = iconst.i32 4 5\n    return\n",
    ];
    for body in cases {
        let src = kernel(body);
        let e = error_of(&src);
        assert!(e.contains("error: expected ','"), "{body}: {e}");
        assert!(!e.contains("unknown opcode"), "{body}: {e}");
        assert!(
            e.starts_with("3:"),
            "located on the instruction's line: {body}: {e}"
        );
    }
    let e = error_of(&kernel("    v2 = load.f32 v1 align 4\n    return\n"));
    assert!(e.starts_with("3:22: error: expected ','"), "{e}");
    assert!(e.contains("'align'"), "{e}");
    // Two instructions on one line are one missing line break: same message.
    let e = error_of(&kernel(
        "    v2 = add.i32 v0, v0 v3 = add.i32 v0, v0\n    return\n",
    ));
    assert!(e.starts_with("3:25: error: expected ','"), "{e}");
}

/// Comments survive `fmt`: before globals, functions, block labels, instructions and the
/// closing brace, at the end of a line (moved above), after the last item; blank lines
/// between top-level comments are kept, one `;` inside a string is not a comment; printing
/// the result again gives the same text, and the comment-free printer is unchanged.
#[test]
fn comments_are_kept_in_canonical_form() {
    use gfxc_ir::text::{parse_module_with_comments, print_module_with_comments};
    let src = "; file header\n;\n; second paragraph\n\n; about the global\nglobal @g: global i32[4]\n; about k\nkernel @k(v7: ptr.global) {\n; about the entry\nblock3:\n  ; first\n      v9 = iconst.i32 1 ; trailing\n    store v9, v7\n    ; before the end\n    intrinsic \"s_sleep;x\"(v9)\n    ; last\n    return\n  ; tail of k\n}\n; the end\n";
    let want = "; file header\n;\n; second paragraph\n\n; about the global\nglobal @g: global i32[4]\n\n; about k\nkernel @k(v0: ptr.global) {\n; about the entry\nblock0:\n    ; first\n    ; trailing\n    v1 = iconst.i32 1\n    store v1, v0\n    ; before the end\n    intrinsic \"s_sleep;x\"(v1)\n    ; last\n    return\n    ; tail of k\n}\n\n; the end\n";
    let (m, c) = match parse_module_with_comments(src) {
        Ok(x) => x,
        Err(d) => panic!("{}", d.render("<src>")),
    };
    let got = print_module_with_comments(&m, &c);
    assert_eq!(got, want);
    let (m2, c2) = parse_module_with_comments(&got).unwrap();
    assert_eq!(print_module_with_comments(&m2, &c2), want);
    assert_eq!(print_module(&m), print_module(&m2));
    assert!(
        !print_module(&m).contains(';'.to_string().as_str())
            || print_module(&m).contains("s_sleep;x")
    );
}

/// `declare @f(T, ...) -> T attrs`: a function of another module. It prints back the same,
/// verifies, is refused by the interpreter, and [`Module::link`] resolves it (duplicate
/// definitions and mismatched signatures are errors).
#[test]
fn declarations_round_trip_and_link() {
    let src = "declare @f(i32, ptr.global) -> f32 noinline

kernel @k(v0: ptr.global) {
block0:
    v1 = iconst.i32 3
    v2 = call @f(v1, v0)
    store v2, v0
    return
}
";
    let m = gfxc_ir::text::parse_module(src).unwrap();
    gfxc_ir::verifier::verify_module(&m).unwrap();
    assert_eq!(gfxc_ir::text::print_module(&m), src);
    assert_eq!(m.declarations().count(), 1);
    let lib = gfxc_ir::text::parse_module(
        "function @f(v0: i32, v1: ptr.global) -> f32 export {
block0:
    v2 = sitofp.f32 v0
    return v2
}
",
    )
    .unwrap();
    let mut linked = m.clone();
    linked.link(&lib).unwrap();
    gfxc_ir::verifier::verify_module(&linked).unwrap();
    assert_eq!(linked.declarations().count(), 0);
    let f = &linked.functions[linked.function_by_name("f").unwrap()];
    assert!(f.attrs.export && f.entry_block().is_some());
    // Defined twice; a declaration whose signature differs.
    let mut twice = linked.clone();
    assert_eq!(twice.link(&lib).unwrap_err(), "duplicate symbol @f");
    let other = gfxc_ir::text::parse_module("declare @f(i32) -> f32\n").unwrap();
    let mut bad = m.clone();
    assert!(bad
        .link(&other)
        .unwrap_err()
        .contains("signature does not match"));
    // Syntax errors are located.
    let e = gfxc_ir::text::parse_module("declare @g(i32 -> i32\n").unwrap_err();
    assert!(
        e.render("d.gir").starts_with("d.gir:1:16: error:"),
        "{}",
        e.render("d.gir")
    );
}

/// A copy of a function (`Clone`, which copies value lists as slices) has every instruction,
/// result list and block parameter list of the original: checked on every opcode.
#[test]
fn a_copy_of_every_opcode_is_the_original() {
    let m = parse(ALL_OPCODES);
    for (_, f) in m.functions.iter() {
        let c = f.clone();
        assert_eq!(c.dfg.insts.len(), f.dfg.insts.len());
        for (i, d) in f.dfg.insts.iter() {
            assert_eq!(&c.dfg.insts[i], d, "@{}: {i}", f.name);
            assert_eq!(
                c.dfg.inst_results(i),
                f.dfg.inst_results(i),
                "@{}: {i}",
                f.name
            );
        }
        for (b, d) in f.dfg.blocks.iter() {
            assert_eq!(c.dfg.blocks[b].params, d.params, "@{}: {b}", f.name);
        }
        assert_eq!(print_function(&m, &c), print_function(&m, f));
    }
}
