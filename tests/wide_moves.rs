//! Values wider than a dword: constants materialised once per block, 64-bit copies in one
//! instruction where the target has one.
//!
//! * `repeated_wide_constants_materialise_once`: a block that uses each of six f64 constants
//!   (non-zero low dwords, so no target takes them as inline constants or as a single
//!   literal) in four `fma`s materialises each once (`isel::local_cse`, constant tuples); on
//!   all 13 target modes the results equal the interpreter's.
//! * `wide_copies_match_interpreter`: loops whose phis rotate 64- and 128-bit values of every
//!   shape (i64, double, <2 x i32>, <2 x float>, ptr, <2 x double>) seeded with a uniform
//!   (SGPR) and a lane value force SGPR->VGPR and VGPR->VGPR copies of register pairs; on all
//!   13 modes the results equal the interpreter's, and on gfx90a and gfx942 the copies use
//!   `v_pk_mov_b32` (one instruction per pair, as llc-19 copies them).

mod common;

const LANES: u32 = 64;

/// (constant, its low dword as the assembly prints it).
const CONSTS: &[(&str, &str)] = &[
    ("0x3FB999999999999A", "0x9999999a"),
    ("0x3FE62E42FEFA39EF", "0xfefa39ef"),
    ("0x3FD5555555555555", "0x55555555"),
    ("0x400921FB54442D18", "0x54442d18"),
    ("0x4005BF0A8B145769", "0x8b145769"),
    ("0x3E7AD7F29ABCAF48", "0x9abcaf48"),
];
const REPEATS: usize = 4;

fn asm_of(dir: &std::path::Path, name: &str, src: &str, cpu: &str, mattr: &str) -> String {
    let p = dir.join(name);
    std::fs::write(&p, src).unwrap();
    let ps = common::path_str(&p);
    let mut args = vec!["compile", &ps, "--mcpu", cpu, "--emit", "asm", "-o", "-"];
    if !mattr.is_empty() {
        args.extend(["--mattr", mattr]);
    }
    let (rc, out, err) = common::gfxc(&args);
    assert_eq!(rc, 0, "{name} {cpu}: {err}");
    out
}

fn load(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(name)))
}

fn tmp_dir(tag: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("gfxc-wide-{tag}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn repeated_wide_constants_materialise_once() {
    let mut body = String::new();
    let mut v = "%x".to_string();
    let mut n = 0;
    for _ in 0..REPEATS {
        for (c, _) in CONSTS {
            n += 1;
            body += &format!(
                "  %v{n} = call double @llvm.fma.f64(double {v}, double {c}, double {v})\n"
            );
            v = format!("%v{n}");
        }
    }
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.fma.f64(double, double, double)
define amdgpu_kernel void @k(ptr addrspace(1) %p) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr double, ptr addrspace(1) %p, i32 %id
  %x = load double, ptr addrspace(1) %a, align 8
{body}  store double {v}, ptr addrspace(1) %a, align 8
  ret void
}}
"
    );
    let dir = tmp_dir("consts");
    for &(cpu, mattr) in common::ALL_TARGETS {
        let asm = asm_of(&dir, "k.ll", &src, cpu, mattr);
        for (c, lo) in CONSTS {
            let n = asm.lines().filter(|l| l.contains(lo)).count();
            assert!(
                n <= 1,
                "{cpu}{mattr}: {c} materialised {n} times in one block\n{asm}"
            );
        }
    }
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "p"}}],
  "buffers": {{"p": {{"type": "f64", "len": {LANES}, "init": {{"random": 5, "min": -2.0, "max": 2.0}}}}}}}}"#
    );
    let m = load("k.ll", &src);
    common::objects_match_interpreter("k.ll", &m, &launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll"))
    });
}

/// (type, how an i64 becomes it, the rotating operation on `%a`, `%b`).
fn shapes() -> Vec<(&'static str, &'static str, &'static str)> {
    vec![
        ("i64", "  %{d} = add i64 %{s}, 0\n", "add i64"),
        ("double", "  %{d} = sitofp i64 %{s} to double\n", "fadd double"),
        (
            "<2 x i32>",
            "  %{d} = bitcast i64 %{s} to <2 x i32>\n",
            "add <2 x i32>",
        ),
        (
            "<2 x float>",
            "  %{d}.i = bitcast i64 %{s} to <2 x i32>\n  %{d} = sitofp <2 x i32> %{d}.i to <2 x float>\n",
            "fadd <2 x float>",
        ),
        (
            "ptr addrspace(1)",
            "  %{d} = inttoptr i64 %{s} to ptr addrspace(1)\n",
            "gep",
        ),
        (
            "<2 x double>",
            "  %{d}.f = sitofp i64 %{s} to double\n  %{d}.g = fmul double %{d}.f, 3.0\n  %{d}.v = insertelement <2 x double> poison, double %{d}.f, i32 0\n  %{d} = insertelement <2 x double> %{d}.v, double %{d}.g, i32 1\n",
            "fadd <2 x double>",
        ),
    ]
}

fn copies_kernel(ty: &str, make: &str, op: &str) -> String {
    let mk = |d: &str, s: &str| make.replace("{d}", d).replace("{s}", s);
    let step = if op == "gep" {
        // A pointer "sum": the byte offset of %b from null added to %a.
        "  %bi = ptrtoint ptr addrspace(1) %b to i64\n  %c = getelementptr i8, ptr addrspace(1) %a, i64 %bi\n".to_string()
    } else {
        format!("  %c = {op} %a, %b\n")
    };
    let store = if ty == "ptr addrspace(1)" {
        "  %ci = ptrtoint ptr addrspace(1) %c to i64\n  store i64 %ci, ptr addrspace(1) %o, align 8\n".to_string()
    } else {
        format!("  store {ty} %c, ptr addrspace(1) %o, align 8\n")
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out, i64 %u, i64 %w, i32 %n) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %id64 = zext i32 %id to i64
  %wy = mul i64 %w, %id64
{x0}{y0}  br label %loop
loop:
  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]
  %a = phi {ty} [ %x0, %entry ], [ %b, %loop ]
  %b = phi {ty} [ %y0, %entry ], [ %c, %loop ]
{step}  %i1 = add i32 %i, 1
  %done = icmp eq i32 %i1, %n
  br i1 %done, label %exit, label %loop
exit:
  %slot = mul i32 %id, 2
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %slot
{store}  ret void
}}
",
        x0 = mk("x0", "u"),
        y0 = mk("y0", "wy"),
    )
}

#[test]
fn wide_copies_match_interpreter() {
    let dir = tmp_dir("copies");
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i64": 12345}}, {{"i64": 77}}, {{"i32": 5}}],
  "buffers": {{"out": {{"type": "u64", "len": {}, "init": {{"fill": 0}}}}}}}}"#,
        2 * LANES
    );
    for (ty, make, op) in shapes() {
        let src = copies_kernel(ty, make, op);
        let name = format!("copies_{}.ll", ty.replace([' ', '<', '>', '(', ')'], "_"));
        let m = load(&name, &src);
        common::objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
        for cpu in ["gfx90a", "gfx942", "gfx908", "gfx1100"] {
            let asm = asm_of(&dir, &name, &src, cpu, "");
            let pk = asm.contains("v_pk_mov_b32");
            let has = matches!(cpu, "gfx90a" | "gfx942");
            assert_eq!(pk, has, "{ty} {cpu}: v_pk_mov_b32 {pk}\n{asm}");
        }
    }
}
