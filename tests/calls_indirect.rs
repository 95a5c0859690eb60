//! Indirect calls (`func_addr`, `call_indirect`; `gfxc_lower::indirect_calls`,
//! `gfxc_isel::indirect_calls`, `gfxc_regalloc::calls`): function addresses selected, stored
//! to private memory and loaded back, passed to a device function; calls through a uniform
//! pointer (`s_swappc_b64` through an SGPR pair) and through a divergent one (the waterfall
//! loop), with and without results, i32/f32/i64/f64 arguments, in a divergent branch, and
//! from a device function. Each runs on all 13 target modes on the strict simulator and must
//! give exactly the interpreter's buffers.

mod common;

use common::{gir_matches_interpreter, ALL_TARGETS};

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"i32": SEL}],
    "buffers": {"a": {"type": "i32", "len": 128}, "b": {"type": "i32", "len": 128},
                "c": {"type": "i32", "len": 128}}}"#;

fn src(name: &str) -> String {
    std::fs::read_to_string(common::root().join("tests/calls").join(name)).unwrap()
}

#[test]
fn indirect_calls_match_the_interpreter_on_every_target() {
    // Both values of the uniform selector: each of the two uniform callees.
    for sel in ["0", "1"] {
        gir_matches_interpreter(
            "indirect.gir",
            &src("indirect.gir"),
            &LAUNCH.replace("SEL", sel),
            ALL_TARGETS,
        );
    }
}

/// `tests/calls/indirect.ll` through the `.ll` importer (`ptr @f` as a value: selected, stored
/// to an alloca, a phi, an argument; `call %p(...)`), printed as gfxc IR and read back (the
/// text form of `func_addr`/`call_indirect` round-trips), on all 13 modes.
#[test]
fn indirect_calls_from_llvm_ir_match_the_interpreter_on_every_target() {
    let m = gfxc_ll::parse_ll(&src("indirect.ll"))
        .unwrap_or_else(|d| panic!("{}", d.render("indirect.ll")));
    let text = gfxc::ir::text::print_module(&m);
    assert!(
        text.contains("func_addr @d1") && text.contains("call_indirect.f64"),
        "{text}"
    );
    for sel in ["0", "1"] {
        gir_matches_interpreter(
            "indirect.ll",
            &text,
            &LAUNCH.replace("SEL", sel),
            ALL_TARGETS,
        );
    }
}

/// The kernel metadata llc-19 gives `tests/calls/indirect.ll` (`tests/golden/llc_indirect.tsv`,
/// re-made live when llc-19 is installed): an indirect call makes the stack dynamic. gfxc's
/// code object says the same, on every target of the golden file.
#[test]
fn indirect_calls_make_the_stack_dynamic_as_llc19() {
    let golden =
        std::fs::read_to_string(common::root().join("tests/golden/llc_indirect.tsv")).unwrap();
    let rows: Vec<(String, String, String)> = golden
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            (f[0].to_string(), f[1].to_string(), f[2].to_string())
        })
        .collect();
    assert_eq!(rows.len(), 3);
    let m = gfxc_ll::parse_ll(&src("indirect.ll")).unwrap();
    for (cpu, kernel, dynamic) in &rows {
        let t = common::target_with(cpu, "");
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        let ours = md_field(&asm, kernel, ".uses_dynamic_stack:");
        assert_eq!(&ours, dynamic, "{cpu} {kernel}");
        if common::llvm_tool("llc-19") {
            let out = std::process::Command::new("llc-19")
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-o",
                    "-",
                ])
                .arg(common::root().join("tests/calls/indirect.ll"))
                .output()
                .unwrap();
            let llc = String::from_utf8_lossy(&out.stdout);
            let theirs = md_field(&llc, kernel, ".uses_dynamic_stack:");
            assert_eq!(&theirs, dynamic, "golden out of date: {cpu} {kernel}");
        }
    }
}

/// The value of `key` in the metadata map of kernel `kernel` in assembly text (after its
/// `.name:` line, before the next `.name:` of a kernel or the end; "false" when absent).
fn md_field(asm: &str, kernel: &str, key: &str) -> String {
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    let start = lines
        .iter()
        .position(|l| {
            l.strip_prefix(".name:")
                .map(|n| n.trim().trim_matches('\''))
                == Some(kernel)
        })
        .unwrap_or_else(|| panic!("no kernel {kernel} in\n{asm}"));
    lines[start..]
        .iter()
        .take_while(|l| !l.starts_with("- ."))
        .find_map(|l| l.strip_prefix(key).map(|v| v.trim().to_string()))
        .unwrap_or_else(|| "false".to_string())
}

/// A divergent pointer becomes a waterfall loop, a uniform one a single call through an SGPR
/// pair: the uniform-selector kernel has exactly one `s_swappc_b64` and no loop.
#[test]
fn uniform_pointers_call_once_divergent_ones_loop() {
    let uniform = "function @f(v0: i32) -> i32 {\nblock0:\n    return v0\n}\n\n\
        function @g(v0: i32) -> i32 {\nblock0:\n    v1 = add.i32 v0, v0\n    return v1\n}\n\n\
        kernel @k(v0: ptr.global, v1: i32) {\nblock0:\n    v2 = workitem_id x\n\
            v3 = func_addr @f\n    v4 = func_addr @g\n    v5 = iconst.i32 0\n\
            v6 = icmp.i32 eq PRED, v5\n    v7 = select.ptr.flat v6, v3, v4\n\
            v8 = call_indirect.i32 v7(v2)\n    v9 = zext.i64 v2\n    v10 = iconst.i64 4\n\
            v11 = mul.i64 v9, v10\n    v12 = ptradd v0, v11\n    store v8, v12\n    return\n}\n"
        .replace("\nv", "\n    v");
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": "o"}, {"i32": 1}], "buffers": {"o": {"type": "i32", "len": 64}}}"#;
    for (pred, loops) in [("v1", false), ("v2", true)] {
        let src = uniform.replace("PRED", pred);
        let m = common::gir_module(&src);
        let t = common::target_with("gfx900", "");
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        let kernel = asm
            .split("\nk:")
            .nth(1)
            .unwrap()
            .split(".Lfunc_end")
            .next()
            .unwrap();
        assert_eq!(kernel.matches("s_swappc_b64").count(), 1, "{kernel}");
        assert_eq!(
            kernel.contains("v_readlane_b32 s") && kernel.contains("s_cbranch_scc1"),
            loops,
            "{pred}: {kernel}"
        );
        gir_matches_interpreter("k", &src, launch, ALL_TARGETS);
    }
}

/// What gfxc cannot compile is a located `unsupported:` error, and a call with the wrong
/// signature is a located interpreter fault, never a panic.
#[test]
fn unsupported_indirect_calls_are_located_errors() {
    let t = common::target_with("gfx900", "");
    // A vector of 8-bit lanes through a pointer.
    let narrow = "function @f(v0: i8x4) -> i32 {\nblock0:\n    v1 = iconst.i32 0\n    return v1\n}\n\n\
        kernel @k(v0: ptr.global) {\nblock0:\n    v1 = func_addr @f\n    v2 = iconst.i8 1\n\
        \x20   v3 = splat.i8x4 v2\n    v4 = call_indirect.i32 v1(v3)\n    store v4, v0\n    return\n}\n";
    let e = gfxc::compile_module(&common::gir_module(narrow), &t).unwrap_err();
    let r = e.render("n.gir");
    assert!(r.contains("n.gir:12:5: error: unsupported: an indirect call with an argument or result of type i8x4"), "{r}");
    // The address of a function that needs the kernel's context (the kernarg pointer: a
    // callee does not get it; the work-group size it now does, through s[8:9]).
    let ctx =
        "function @f(v0: i32) -> i32 {\nblock0:\n    v2 = kernarg_ptr\n    v1 = load.i32 v2\n    return v1\n}\n\n\
        kernel @k(v0: ptr.global) {\nblock0:\n    v1 = func_addr @f\n    v2 = iconst.i32 1\n\
        \x20   v4 = call_indirect.i32 v1(v2)\n    store v4, v0\n    return\n}\n";
    let e = gfxc::compile_module(&common::gir_module(ctx), &t).unwrap_err();
    let r = e.render("c.gir");
    assert!(
        r.contains("c.gir:10:5: error: unsupported: the address of @f is taken"),
        "{r}"
    );
    // A signature mismatch on the interpreter.
    let bad = ctx
        .replace(
            "v2 = kernarg_ptr\n    v1 = load.i32 v2",
            "v1 = iconst.i32 3",
        )
        .replace("call_indirect.i32", "call_indirect.f32")
        .replace("store v4", "v5 = bitcast.i32 v4\n    store v5");
    let m = common::gir_module(&bad);
    let spec = gfxc::ir::launch::LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "o"}], "buffers": {"o": {"type": "i32", "len": 64}}}"#,
    )
    .unwrap();
    let e = gfxc::ir::interp::run(&m, &spec, &Default::default()).unwrap_err();
    assert!(
        e.to_string().contains(
            "indirect call of @f with the signature (i32) -> (f32), but it has (i32) -> (i32)"
        ),
        "{e}"
    );
}

/// Generated: for each argument/result type class (every scalar, a global pointer, vectors of
/// 16-, 32- and 64-bit lanes), two callees of the signature `(T, i32) -> T`: `@aK` returns
/// its argument, `@cK` makes a value of its own and calls `@bK`, which selects per lane; a
/// divergent call through a pointer chosen per lane (`@aK` where `tid % 3 == 0`), the result
/// folded to an i32 and summed. All 13 modes against the interpreter.
#[test]
fn generated_indirect_calls_of_every_type_class() {
    // (type, how to make a value from the i32 `x`, how to fold a value `r` to i32 `o`)
    let classes: &[(&str, &str, &str)] = &[
        ("i32", "V = add.i32 X, X", "O = add.i32 R, R"),
        ("i64", "V = sext.i64 X", "O = itrunc.i32 R"),
        ("i16", "V = itrunc.i16 X", "O = zext.i32 R"),
        ("i8", "V = itrunc.i8 X", "O = zext.i32 R"),
        ("i1", "V = icmp.i32 ult X, K3", "O = zext.i32 R"),
        ("f32", "V = sitofp.f32 X", "O = fptosi.i32 R"),
        ("f64", "V = sitofp.f64 X", "O = fptosi.i32 R"),
        ("f16", "V = sitofp.f16 X", "O = fptosi.i32 R"),
        ("f16x2", "T = sitofp.f16 X\n    V = splat.f16x2 T", "T = extractelement.f16 R, K1\n    O = fptosi.i32 T"),
        ("i32x4", "V = splat.i32x4 X", "O = extractelement.i32 R, K3"),
        ("f64x3", "T = sitofp.f64 X\n    V = splat.f64x3 T", "T = extractelement.f64 R, K1\n    O = fptosi.i32 T"),
        // The offset from the buffer, not the address (which differs between the interpreter
        // and the simulator).
        ("ptr.global", "T = zext.i64 X\n    V = ptradd P, T", "T = ptrtoint.i64 R\n    U = ptrtoint.i64 P\n    W = sub.i64 T, U\n    O = itrunc.i32 W"),
    ];
    let mut src = String::new();
    for (k, (ty, _, _)) in classes.iter().enumerate() {
        // @a returns its argument, @b a select on the i32: both depend on the lane.
        src += &format!(
            "function @a{k}(v0: {ty}, v1: i32) -> {ty} {{\nblock0:\n    return v0\n}}\n\n"
        );
        src += &format!(
            "function @b{k}(v0: {ty}, v1: {ty}, v2: i32) -> {ty} {{\nblock0:\n    v3 = iconst.i32 1\n    \
             v4 = and.i32 v2, v3\n    v5 = iconst.i32 0\n    v6 = icmp.i32 eq v4, v5\n    \
             v7 = select.{ty} v6, v0, v1\n    return v7\n}}\n\n"
        );
    }
    src += "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: i32) {\nblock0:\n";
    src += "    v4 = workitem_id x\n    v5 = workgroup_id x\n    v6 = iconst.i32 64\n    v7 = mul.i32 v5, v6\n    v8 = add.i32 v7, v4\n";
    src += "    v9 = zext.i64 v8\n    v10 = iconst.i64 4\n    v11 = mul.i64 v9, v10\n    v12 = ptradd v0, v11\n";
    src += "    v13 = iconst.i32 1\n    v14 = iconst.i32 3\n    v15 = urem.i32 v8, v14\n    v16 = iconst.i32 0\n    v17 = icmp.i32 eq v15, v16\n";
    src += "    v18 = iconst.i32 0\n";
    let mut n = 100;
    let mut acc = "v18".to_string();
    for (k, (ty, make, fold)) in classes.iter().enumerate() {
        let (v, t) = (format!("v{n}"), format!("v{}", n + 1));
        let mk = make
            .replace('V', &v)
            .replace('T', &t)
            .replace('X', "v8")
            .replace("K3", "v14")
            .replace('P', "v1");
        src += &format!("    {mk}\n");
        let (fa, fc, pa, r) = (n + 2, n + 3, n + 4, n + 5);
        // A divergent pointer: @a on lanes where tid % 3 == 0, @c elsewhere.
        src += &format!("    v{fa} = func_addr @a{k}\n    v{fc} = func_addr @c{k}\n");
        src += &format!("    v{pa} = select.ptr.flat v17, v{fa}, v{fc}\n");
        src += &format!("    v{r} = call_indirect.{ty} v{pa}({v}, v8)\n");
        let (o, t2) = (format!("v{}", n + 7), format!("v{}", n + 8));
        let fd = fold
            .replace('O', &o)
            .replace('T', &t2)
            .replace('R', &format!("v{r}"))
            .replace('U', &format!("v{}", n + 10))
            .replace('W', &format!("v{}", n + 11))
            .replace('P', "v1")
            .replace("K1", "v13")
            .replace("K3", "v14");
        src += &format!("    {fd}\n");
        src += &format!("    v{} = add.i32 {acc}, {o}\n", n + 9);
        acc = format!("v{}", n + 9);
        n += 12;
    }
    src += &format!("    store {acc}, v12\n    return\n}}\n");
    // The second callee of each class: @c_T(T, i32) -> T calls @b_T with a value of its own.
    for (k, (ty, make, _)) in classes.iter().enumerate() {
        let mk = make
            .replace('V', "v10")
            .replace('T', "v11")
            .replace('X', "v1")
            .replace("K3", "v3")
            .replace('P', "v0p");
        let needs_p = make.contains('P');
        let mk = if needs_p {
            mk.replace("v0p", "v12")
        } else {
            mk
        };
        src += &format!(
            "\nfunction @c{k}(v0: {ty}, v1: i32) -> {ty} {{\nblock0:\n    v3 = iconst.i32 3\n"
        );
        if needs_p {
            src += "    v13 = ptrtoint.i64 v0\n    v12 = inttoptr.ptr.global v13\n";
        }
        src += &format!("    {mk}\n    v20 = call @b{k}(v10, v0, v1)\n    return v20\n}}\n");
    }
    gir_matches_interpreter("generated", &src, &LAUNCH.replace("SEL", "0"), ALL_TARGETS);
}

/// A device function using MFMA stays a real call (`gfxc_lower::inline` no longer counts
/// `amdgcn.mfma.*` as kernel context), called directly and through a pointer, while the
/// kernel holds its own MFMA result across both calls; on the three MFMA targets against the
/// interpreter.
#[test]
fn mfma_device_functions_stay_calls() {
    let src = src("mfma_callee.gir");
    let m = common::gir_module(&src);
    let targets: &[(&str, &str)] = &[("gfx908", ""), ("gfx90a", ""), ("gfx942", "")];
    for &(cpu, mattr) in targets {
        let asm = gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, mattr))
            .unwrap_or_else(|e| panic!("{cpu}: {}", e.render("mfma_callee.gir")));
        assert!(asm.contains("\nf:"), "{cpu}: @f is not a function");
    }
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": "o"}, {"i32": SEL}], "buffers": {"o": {"type": "f32", "len": 64}}}"#;
    for sel in ["0", "1"] {
        gir_matches_interpreter(
            "mfma_callee.gir",
            &src,
            &launch.replace("SEL", sel),
            targets,
        );
    }
}
