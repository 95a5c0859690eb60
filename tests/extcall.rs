//! Calls of functions defined in another module (docs/calls.md "External calls").
//!
//! `tests/extcall/kernel.gir` declares four functions that `tests/extcall/lib.gir` defines
//! (`export`). Each module is compiled alone to a relocatable object (`ET_REL`), the objects
//! are linked — by `gfxc link` always, by `ld.lld-19 -shared` when it is installed — and the
//! linked code object runs on the simulator on all 13 target modes against the interpreter
//! running the linked IR (`Module::link`). A mixed link joins a gfxc kernel object with the
//! library compiled by llc-19 (golden object committed: `tests/golden/extcall/`).
//! Errors: an undefined symbol at link time, duplicate symbols, a call of an external
//! function in a non-relocatable compile, the interpreter on an unlinked module.

mod common;

use common::{gfxc, gir_module, llvm_tool, objects_match_interpreter, root, ALL_TARGETS};
use std::path::PathBuf;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [256, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "c"}, {"buffer": "d"}, {"i32": 3}],
    "buffers": {"a": {"type": "f32", "len": 256}, "b": {"type": "u64", "len": 256},
                "c": {"type": "u32", "len": 256},
                "d": {"type": "u32", "len": 4, "init": {"values": [10, 200, 3000, 40000]}}}}"#;

fn src(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/extcall").join(name)).unwrap()
}

/// The two modules linked as IR: what the interpreter runs.
fn linked_ir() -> gfxc::ir::Module {
    let mut m = gir_module(&src("kernel.gir"));
    m.link(&gir_module(&src("lib.gir"))).unwrap();
    assert_eq!(m.declarations().count(), 0);
    m
}

fn objects(t: &gfxc::isa::processors::Target) -> Result<(Vec<u8>, Vec<u8>), String> {
    let k = gfxc::compile_module_relocatable(&gir_module(&src("kernel.gir")), t)
        .map_err(|d| d.render("kernel.gir"))?;
    let l = gfxc::compile_module_relocatable(&gir_module(&src("lib.gir")), t)
        .map_err(|d| d.render("lib.gir"))?;
    Ok((k, l))
}

/// Separately compiled, linked by `gfxc link`, on all 13 modes.
#[test]
fn separately_compiled_modules_linked_by_gfxc_match_the_interpreter() {
    objects_match_interpreter(
        "extcall gfxc link",
        &linked_ir(),
        LAUNCH,
        ALL_TARGETS,
        |t| {
            let (k, l) = objects(t)?;
            gfxc_emit::link::link(&[("kernel.o".into(), k), ("lib.o".into(), l)])
        },
    );
}

fn scratch(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("gfxc-extcall-{}", std::process::id()));
    std::fs::create_dir_all(&d).unwrap();
    d.join(name)
}

/// The same objects linked by `ld.lld-19 -shared` (when installed), on all 13 modes; lld
/// keeps the kernel's stated resources (gfxc states the registers its own call sequences
/// use, enough for this library).
#[test]
fn separately_compiled_modules_linked_by_lld_match_the_interpreter() {
    if !llvm_tool("ld.lld-19") {
        return;
    }
    objects_match_interpreter("extcall ld.lld", &linked_ir(), LAUNCH, ALL_TARGETS, |t| {
        let (k, l) = objects(t)?;
        let tag = format!("{t}").replace([':', '+', '-'], "_");
        let (kp, lp, out) = (
            scratch(&format!("k_{tag}.o")),
            scratch(&format!("l_{tag}.o")),
            scratch(&format!("o_{tag}.co")),
        );
        std::fs::write(&kp, k).unwrap();
        std::fs::write(&lp, l).unwrap();
        let st = std::process::Command::new("ld.lld-19")
            .arg("-shared")
            .args([&kp, &lp])
            .arg("-o")
            .arg(&out)
            .output()
            .unwrap();
        if !st.status.success() {
            return Err(String::from_utf8_lossy(&st.stderr).into_owned());
        }
        let b = std::fs::read(&out).unwrap();
        for p in [kp, lp, out] {
            let _ = std::fs::remove_file(p);
        }
        Ok(b)
    });
}

/// The relocatable object has what llc-19's has: the GOT relocations of the external call,
/// the undefined symbol, the descriptor's REL64; the asm names `sym@gotpcrel32@lo+4`.
#[test]
fn relocatable_object_has_llc_relocations() {
    use object::{Object, ObjectSection, ObjectSymbol};
    let t = common::target_with("gfx900", "");
    let (k, l) = objects(&t).unwrap();
    let f = object::File::parse(k.as_slice()).unwrap();
    assert_eq!(f.kind(), object::ObjectKind::Relocatable);
    let mut undefined: Vec<String> = f
        .symbols()
        .filter(|s| s.is_undefined())
        .map(|s| s.name().unwrap().to_string())
        .collect();
    undefined.sort();
    assert_eq!(
        undefined,
        ["affine", "gid", "mix64", "sum_ptr"],
        "{undefined:?}"
    );
    let text = f.section_by_name(".text").unwrap();
    let mut types = std::collections::BTreeMap::new();
    for (_, r) in text.relocations() {
        let object::RelocationFlags::Elf { r_type } = r.flags() else {
            panic!()
        };
        *types.entry(r_type).or_insert(0) += 1;
    }
    // 4 external functions through the GOT (8 = LO, 9 = HI), @helper pc-relative (10, 11).
    assert_eq!(types.get(&8), Some(&4), "{types:?}");
    assert_eq!(types.get(&9), Some(&4), "{types:?}");
    assert_eq!(types.get(&10), Some(&1), "{types:?}");
    assert_eq!(types.get(&11), Some(&1), "{types:?}");
    let ro = f.section_by_name(".rodata").unwrap();
    let rels: Vec<_> = ro.relocations().collect();
    assert_eq!(rels.len(), 1);
    assert_eq!(rels[0].0, 16);
    assert_eq!(rels[0].1.addend(), 16);
    // The library exports its functions.
    let lf = object::File::parse(l.as_slice()).unwrap();
    let exported: Vec<String> = lf
        .symbols()
        .filter(|s| s.is_global() && s.is_definition())
        .map(|s| s.name().unwrap().to_string())
        .collect();
    assert_eq!(exported.len(), 4, "{exported:?}");
    let m = gir_module(&src("kernel.gir"));
    let opts = gfxc::CompileOptions {
        relocatable: true,
        ..Default::default()
    };
    let c = gfxc::pipeline::compile_kernels(&m, &t, &opts).unwrap();
    let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
    assert!(asm.contains("affine@gotpcrel32@lo+4"), "{asm}");
    assert!(asm.contains("affine@gotpcrel32@hi+12"), "{asm}");
    assert!(asm.contains("s_load_dwordx2"), "{asm}");
    // Unknown callee: as llc-19, a dynamic stack and the kernel's own private segment.
    let k = c.kernels.iter().find(|k| k.name == "k").unwrap();
    assert_eq!(
        k.metadata.uses_dynamic_stack,
        Some(gfxc_emit::msgpack::Flag::Bool(true))
    );
    assert!(k.metadata.vgpr_count >= 32, "v31 carries the ids");
}

/// `llc-19`'s object of `tests/extcall/lib.ll` (the library, as clang would compile it),
/// committed; linked with gfxc's kernel object by `gfxc link` it runs on gfx900 as the
/// interpreter does. Live (llc-19 installed): the golden is what llc-19 writes today.
#[test]
fn gfxc_kernel_links_with_llc_library_object() {
    let golden = root().join("tests/golden/extcall/lib_llc_gfx900.o");
    let llc = std::fs::read(&golden).unwrap();
    if llvm_tool("llc-19") {
        let out = scratch("lib_llc.o");
        let st = std::process::Command::new("llc-19")
            .args([
                "-mtriple=amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-filetype=obj",
            ])
            .arg(root().join("tests/extcall/lib.ll"))
            .arg("-o")
            .arg(&out)
            .status()
            .unwrap();
        assert!(st.success());
        let live = std::fs::read(&out).unwrap();
        let _ = std::fs::remove_file(out);
        assert!(live == llc, "{} is stale: regenerate it", golden.display());
    }
    objects_match_interpreter(
        "extcall mixed",
        &linked_ir(),
        LAUNCH,
        &[("gfx900", "")],
        |t| {
            let (k, _) = objects(t)?;
            gfxc_emit::link::link(&[("kernel.o".into(), k), ("lib_llc.o".into(), llc.clone())])
        },
    );
}

/// Link errors: an undefined symbol (named, with the referencing object and function) and a
/// symbol defined twice; a non-ET_REL input.
#[test]
fn link_errors_are_located_and_clear() {
    let t = common::target_with("gfx900", "");
    let (k, l) = objects(&t).unwrap();
    let e = gfxc_emit::link::link(&[("kernel.o".into(), k.clone())]).unwrap_err();
    assert!(
        e.starts_with("undefined symbol gid (referenced by kernel.o, at k+0x"),
        "{e}"
    );
    let e = gfxc_emit::link::link(&[
        ("kernel.o".into(), k.clone()),
        ("a.o".into(), l.clone()),
        ("b.o".into(), l.clone()),
    ])
    .unwrap_err();
    assert_eq!(e, "duplicate symbol affine: defined in a.o and b.o");
    let linked = gfxc_emit::link::link(&[("kernel.o".into(), k), ("lib.o".into(), l)]).unwrap();
    let e = gfxc_emit::link::link(&[("x.co".into(), linked)]).unwrap_err();
    assert!(e.starts_with("x.co: not a relocatable object"), "{e}");
    // The CLI says the same, with a non-zero exit.
    let kp = scratch("only_kernel.o");
    std::fs::write(&kp, objects(&t).unwrap().0).unwrap();
    let out = scratch("only_kernel.co");
    let (code, _, err) = gfxc(&["link", kp.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    let _ = std::fs::remove_file(kp);
    assert_eq!(code, 1);
    assert!(err.contains("error: undefined symbol gid"), "{err}");
}

/// A code object cannot leave a symbol undefined: compiling the kernel module without
/// `--relocatable` names the function, at its first call; the interpreter refuses to run
/// the unlinked module, naming the function too.
#[test]
fn unresolved_calls_are_refused_by_compile_and_interpreter() {
    let path = root().join("tests/extcall/kernel.gir");
    let (code, _, err) = gfxc(&[
        "compile",
        path.to_str().unwrap(),
        "--mcpu",
        "gfx900",
        "-o",
        "-",
    ]);
    assert_eq!(code, 1);
    assert!(
        err.contains(
            "kernel.gir:31:5: error: @k: call to external function @affine, which this \
                      module only declares"
        ),
        "{err}"
    );
    let m = gir_module(&src("kernel.gir"));
    let spec = gfxc_ir::launch::LaunchSpec::parse(LAUNCH).unwrap();
    let e = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap_err();
    let msg = format!("{e:?}");
    assert!(msg.contains("call to external function @"), "{msg}");
}

/// `.ll` input: a non-intrinsic `declare` is a declaration; a defined function with external
/// linkage is exported (internal ones are not).
#[test]
fn ll_declarations_and_exports() {
    let src = std::fs::read_to_string(root().join("tests/extcall/lib.ll")).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::from_path("lib.ll"), &src).unwrap();
    let affine = &m.functions[m.function_by_name("affine").unwrap()];
    assert!(affine.attrs.export && !affine.is_declaration());
    let text = "target triple = \"amdgcn-amd-amdhsa\"\n\
        declare i32 @ext(i32)\n\
        define internal i32 @loc(i32 %x) {\n  ret i32 %x\n}\n";
    let m = gfxc::load_source(gfxc::SourceKind::from_path("x.ll"), text).unwrap();
    assert!(m.functions[m.function_by_name("ext").unwrap()].is_declaration());
    assert!(!m.functions[m.function_by_name("loc").unwrap()].attrs.export);
}

/// `ld.lld-19 -shared` of gfxc's gfx900 objects (committed: runs without LLVM): lld leaves
/// one metadata note per object and reaches the callees through `.got` slots with
/// `R_AMDGPU_ABS64`; the reader merges the notes and the simulator applies the relocations.
#[test]
fn lld_linked_golden_runs() {
    let obj = std::fs::read(root().join("tests/golden/extcall/lld_gfx900.co")).unwrap();
    objects_match_interpreter(
        "extcall lld golden",
        &linked_ir(),
        LAUNCH,
        &[("gfx900", "")],
        |_| Ok(obj.clone()),
    );
}

/// A library function that keeps 64 values live (four `f32x16` loads) needs more VGPRs than
/// the kernel that calls it states (the kernel cannot know them, as llc-19): `gfxc link`
/// raises the kernel's VGPR allocation over the linked call graph (gfx90a: the AGPR offset
/// too), so the strict simulator, which faults on a VGPR past the allocation, runs it.
#[test]
fn gfxc_link_raises_the_kernels_vgprs_to_its_callees() {
    let mut lib = String::from("function @wide(v0: ptr.global) -> f32 export {\nblock0:\n");
    let mut n = 1;
    let mut vecs = Vec::new();
    for k in 0..4 {
        lib += &format!(
            "    v{n} = iconst.i64 {}\n    v{} = ptradd v0, v{n}\n",
            64 * k,
            n + 1
        );
        lib += &format!("    v{} = load.f32x16 v{}\n", n + 2, n + 1);
        vecs.push(n + 2);
        n += 3;
    }
    lib += &format!("    v{n} = fmul.f32x16 v{}, v{}\n", vecs[0], vecs[1]);
    lib += &format!(
        "    v{} = fma.f32x16 v{}, v{}, v{n}\n",
        n + 1,
        vecs[2],
        vecs[3]
    );
    let prod = n + 1;
    n += 2;
    let mut acc = None;
    for i in 0..16 {
        lib += &format!(
            "    v{n} = iconst.i32 {i}\n    v{} = extractelement.f32 v{prod}, v{n}\n",
            n + 1
        );
        let e = n + 1;
        n += 2;
        acc = Some(match acc {
            None => e,
            Some(a) => {
                lib += &format!("    v{n} = fadd.f32 v{a}, v{e}\n");
                n += 1;
                n - 1
            }
        });
    }
    lib += &format!("    return v{}\n}}\n", acc.unwrap());
    let kernel = "declare @wide(ptr.global) -> f32\n\
        kernel @k(v0: ptr.global, v1: ptr.global) {\nblock0:\n\
        \x20   v2 = workitem_id x\n    v3 = zext.i64 v2\n    v4 = iconst.i64 4\n\
        \x20   v5 = mul.i64 v3, v4\n    v6 = ptradd v0, v5\n    v7 = call @wide(v1)\n\
        \x20   store v7, v6\n    return\n}\n";
    let mut linked = gir_module(kernel);
    linked.link(&gir_module(&lib)).unwrap();
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": "out"}, {"buffer": "in"}],
        "buffers": {"out": {"type": "f32", "len": 64},
                    "in": {"type": "f32", "len": 64, "init": {"random": 7, "min": -2.0, "max": 2.0}}}}"#;
    objects_match_interpreter(
        "extcall wide callee",
        &linked,
        launch,
        &[("gfx900", ""), ("gfx90a", ""), ("gfx1100", "")],
        |t| {
            let k = gfxc::compile_module_relocatable(&gir_module(kernel), t)
                .map_err(|d| d.render("k"))?;
            let l = gfxc::compile_module_relocatable(&gir_module(&lib), t)
                .map_err(|d| d.render("lib"))?;
            let out = gfxc_emit::link::link(&[("k.o".into(), k), ("l.o".into(), l)])?;
            let md = gfxc_emit::reader::read(&out).map_err(|e| e.to_string())?;
            let v = md.object.metadata.kernels[0].vgpr_count;
            if v < 64 {
                return Err(format!("linked kernel states {v} VGPRs"));
            }
            Ok(out)
        },
    );
}

/// An exported function that needs a kernel's context (here the kernarg pointer, which a
/// callee does not receive) cannot be a function of its own: a relocatable compile inlines
/// it into the module's kernel and does not export it (llc-19 would).
#[test]
fn exported_function_needing_kernel_context_is_inlined_not_exported() {
    use object::{Object, ObjectSymbol};
    let src = "function @wgs() -> i32 export {\nblock0:\n    v1 = kernarg_ptr\n    v0 = load.i32 v1\n    return v0\n}\n\n\
        kernel @k(v0: ptr.global) {\nblock0:\n    v1 = call @wgs()\n    store v1, v0\n    return\n}\n";
    let t = common::target_with("gfx900", "");
    let o = gfxc::compile_module_relocatable(&gir_module(src), &t).unwrap();
    let f = object::File::parse(o.as_slice()).unwrap();
    let names: Vec<String> = f.symbols().map(|s| s.name().unwrap().to_string()).collect();
    assert!(!names.iter().any(|n| n == "wgs"), "{names:?}");
    assert!(names.iter().any(|n| n == "k"), "{names:?}");
}

/// Compiles `kernel` and `lib` separately (relocatable), links them with `gfxc link` and
/// compares the code object with the interpreter running the linked IR on all 13 modes.
fn linked_pair_matches(name: &str, kernel: &str, lib: &str, launch: &str) {
    let mut m = gir_module(kernel);
    m.link(&gir_module(lib)).unwrap();
    objects_match_interpreter(name, &m, launch, ALL_TARGETS, |t| {
        let k = gfxc::compile_module_relocatable(&gir_module(kernel), t)
            .map_err(|d| d.render("kernel"))?;
        let l =
            gfxc::compile_module_relocatable(&gir_module(lib), t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("kernel.o".into(), k), ("lib.o".into(), l)])
    });
}

/// External functions whose signatures the calling convention rewrites
/// (`gfxc_lower::narrow_abi`, `gfxc_lower::sret`): the declaration's signature is rewritten
/// as the definition's is in its own module, so the caller passes each lane of an
/// `i8xN`/`i1xN` argument in a VGPR of its own and receives a result of more than 32 dwords
/// through a hidden pointer. Every narrow vector type (2, 3, 4, 8, 16 lanes of `i8` and
/// `i1`) as arguments and result, and results of 33 to 40 dwords (`i32xN`, `i64xN`,
/// `f32xN`), linked and run on all 13 modes against the interpreter.
#[test]
fn external_functions_with_rewritten_signatures_match_the_interpreter() {
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
    "args": [{"buffer": "x"}, {"buffer": "out"}],
    "buffers": {"x": {"type": "u8", "len": 10240, "init": {"random": 5, "min": 0, "max": 255}},
                "out": {"type": "u8", "len": 10240}}}"#;
    let slot = "    v2 = workitem_id x\n    v3 = zext.i64 v2\n    v4 = iconst.i64 160\n    \
                v5 = mul.i64 v3, v4\n    v6 = ptradd v0, v5\n    v7 = ptradd v1, v5\n";
    for s in ["i8", "i1"] {
        for n in [2, 3, 4, 8, 16] {
            let ty = format!("{s}x{n}");
            let bytes = format!("i8x{n}");
            let (op, load, store) = if s == "i1" {
                (
                    "xor",
                    format!(
                        "    v10 = load.{bytes} v6, align 1\n    v11 = iconst.i8 100\n    \
                         v12 = splat.{bytes} v11\n    v13 = icmp.{bytes} ult v10, v12\n    \
                         v14 = iconst.i64 16\n    v15 = ptradd v6, v14\n    \
                         v16 = load.{bytes} v15, align 1\n    v17 = icmp.{bytes} ult v16, v12\n"
                    ),
                    format!("    v19 = zext.{bytes} v18\n    store v19, v7, align 1\n"),
                )
            } else {
                (
                    "sub",
                    format!(
                        "    v13 = load.{ty} v6, align 1\n    v14 = iconst.i64 16\n    \
                         v15 = ptradd v6, v14\n    v17 = load.{ty} v15, align 1\n"
                    ),
                    "    store v18, v7, align 1\n".to_string(),
                )
            };
            let lib = format!(
                "function @f(v0: {ty}, v1: {ty}) -> {ty} export {{\nblock0:\n    \
                 v2 = {op}.{ty} v0, v1\n    return v2\n}}\n"
            );
            let kernel = format!(
                "declare @f({ty}, {ty}) -> {ty}\n\nkernel @k(v0: ptr.global, v1: ptr.global) {{\n\
                 block0:\n{slot}{load}    v18 = call @f(v13, v17)\n{store}    return\n}}\n"
            );
            linked_pair_matches(&format!("extern {ty}"), &kernel, &lib, launch);
        }
    }
    for ty in ["i32x33", "f32x35", "i64x17", "i64x20"] {
        let lib = format!(
            "function @g(v0: ptr.global) -> {ty} export {{\nblock0:\n    \
             v1 = load.{ty} v0, align 4\n    return v1\n}}\n"
        );
        let kernel = format!(
            "declare @g(ptr.global) -> {ty}\n\nkernel @k(v0: ptr.global, v1: ptr.global) {{\n\
             block0:\n{slot}    v8 = call @g(v6)\n    store v8, v7, align 4\n    return\n}}\n"
        );
        linked_pair_matches(&format!("extern {ty}"), &kernel, &lib, launch);
    }
}

/// `.ll` calls that name a function type other than their declaration's (opaque pointers:
/// the call's type is the one llc-19 lowers): a declaration whose calls all name one type
/// takes it — return and parameter types — and the linked program matches the interpreter
/// on all 13 modes; calls that disagree keep the declaration's type and the odd one is a
/// located error.
#[test]
fn ll_declaration_called_with_another_type_takes_the_calls_type() {
    let kernel = "target triple = \"amdgcn-amd-amdhsa\"\n\
        declare float @ext(i32)\n\
        declare i32 @llvm.amdgcn.workitem.id.x()\n\
        define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n\
        \x20 %id = call i32 @llvm.amdgcn.workitem.id.x()\n\
        \x20 %w = zext i32 %id to i64\n\
        \x20 %x = mul i64 %w, 4294967311\n\
        \x20 %v = call double @ext(i64 %x)\n\
        \x20 %p = getelementptr double, ptr addrspace(1) %out, i64 %w\n\
        \x20 store double %v, ptr addrspace(1) %p\n\
        \x20 ret void\n}\n";
    let lib = "function @ext(v0: i64) -> f64 export {\nblock0:\n    v1 = sitofp.f64 v0\n    \
               v2 = fconst.f64 0.5\n    v3 = fmul.f64 v1, v2\n    return v3\n}\n";
    let load = || gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), kernel).unwrap();
    let ext = load().function_by_name("ext").unwrap();
    let m0 = load();
    let sig = &m0.functions[ext].signature;
    assert_eq!(sig.returns, vec![gfxc::ir::Type::F64]);
    assert_eq!(sig.params, vec![gfxc::ir::Type::I64]);
    let mut m = load();
    m.link(&gir_module(lib)).unwrap();
    let launch = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": "out"}], "buffers": {"out": {"type": "f64", "len": 128}}}"#;
    objects_match_interpreter("ll call type", &m, launch, ALL_TARGETS, |t| {
        let k = gfxc::compile_module_relocatable(&load(), t).map_err(|d| d.render("k.ll"))?;
        let l =
            gfxc::compile_module_relocatable(&gir_module(lib), t).map_err(|d| d.render("lib"))?;
        gfxc_emit::link::link(&[("kernel.o".into(), k), ("lib.o".into(), l)])
    });
    // Two calls of different types: the declaration keeps its own; the other call is refused.
    let two = kernel.replace(
        "  ret void\n",
        "  %f = call float @ext(i32 %id)\n  store float %f, ptr addrspace(1) %out\n  ret void\n",
    );
    let e = gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &two).unwrap_err();
    let msg = e.render("k.ll");
    assert!(
        msg.contains("k.ll:8:") && msg.contains("call of '@ext' with the wrong return type"),
        "{msg}"
    );
}
