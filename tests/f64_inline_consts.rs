//! f64 constants ±0.5, ±1.0, ±2.0 and ±4.0 as inline constants of 64-bit float operations
//! (`Selector::op64f_inline`): generated kernels (fixed seeds) apply `fadd`, `fsub`, `fmul`,
//! `minnum`, `maxnum`, `fma` and `fcmp` to lane values and constants — the inline ones, their
//! neighbours (`0x3ff0000000000001`, 3.0, 0.25, 1/(2*pi), which are not inline for f64 before
//! GFX8 or at all) and `fneg` of them — in every operand position, and store the results;
//! on all 13 target modes the final buffer must equal the interpreter's bit for bit. A
//! second test checks that `fma(x, 0.1, 1.0)` materialises one constant, not two.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;
const OUT: u32 = 64;

use common::Rng;

const CONSTS: &[&str] = &[
    "0.5",
    "-0.5",
    "1.0",
    "-1.0",
    "2.0",
    "-2.0",
    "4.0",
    "-4.0",
    "0.0",
    "-0.0",
    "3.0",
    "0.25",
    "0x3FF0000000000001",
    "0x3FC45F306DC9C883",
    "1.0e+10",
];

fn kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut n = 0;
    for slot in 0..OUT {
        let mut opnd = |r: &mut Rng, body: &mut String| -> String {
            if r.below(2) == 0 {
                ["%x", "%y", "%z"][r.below(3) as usize].to_string()
            } else {
                let c = CONSTS[r.below(CONSTS.len() as u64) as usize].to_string();
                if r.below(4) == 0 {
                    n += 1;
                    writeln!(body, "  %n{n} = fneg double {c}").unwrap();
                    format!("%n{n}")
                } else {
                    c
                }
            }
        };
        let a = opnd(&mut r, &mut body);
        let b = opnd(&mut r, &mut body);
        let c = opnd(&mut r, &mut body);
        let v = format!("%v{slot}");
        match r.below(7) {
            0 => writeln!(body, "  {v} = fadd double {a}, {b}").unwrap(),
            1 => writeln!(body, "  {v} = fsub double {a}, {b}").unwrap(),
            2 => writeln!(body, "  {v} = fmul double {a}, {b}").unwrap(),
            3 => writeln!(
                body,
                "  {v} = call double @llvm.minnum.f64(double {a}, double {b})"
            )
            .unwrap(),
            4 => writeln!(
                body,
                "  {v} = call double @llvm.maxnum.f64(double {a}, double {b})"
            )
            .unwrap(),
            5 => writeln!(
                body,
                "  {v} = call double @llvm.fma.f64(double {a}, double {b}, double {c})"
            )
            .unwrap(),
            _ => {
                let cc = ["olt", "oge", "oeq", "une", "ugt"][r.below(5) as usize];
                writeln!(body, "  %c{slot} = fcmp {cc} double {a}, {b}").unwrap();
                writeln!(body, "  {v} = select i1 %c{slot}, double {c}, double 7.0").unwrap();
            }
        }
        writeln!(
            body,
            "  %p{slot} = getelementptr double, ptr addrspace(1) %o, i32 {slot}"
        )
        .unwrap();
        writeln!(
            body,
            "  store double {v}, ptr addrspace(1) %p{slot}, align 8"
        )
        .unwrap();
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"

declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.minnum.f64(double, double)
declare double @llvm.maxnum.f64(double, double)
declare double @llvm.fma.f64(double, double, double)

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %ib = mul i32 %id, 3
  %ip = getelementptr double, ptr addrspace(1) %in, i32 %ib
  %x = load double, ptr addrspace(1) %ip, align 8
  %ip1 = getelementptr double, ptr addrspace(1) %ip, i32 1
  %y = load double, ptr addrspace(1) %ip1, align 8
  %ip2 = getelementptr double, ptr addrspace(1) %ip, i32 2
  %z = load double, ptr addrspace(1) %ip2, align 8
  %ob = mul i32 %id, {OUT}
  %o = getelementptr double, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
"
    )
}

fn launch() -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "f64", "len": {}, "init": {{"random": 21, "min": -8.0, "max": 8.0}}}},
    "out": {{"type": "f64", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        3 * LANES,
        OUT * LANES
    )
}

fn load(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(name)))
}

#[test]
fn generated_f64_constant_operands_match_interpreter() {
    for case in 0..4u64 {
        let src = kernel(0x9e37_79b9_7f4a_7c15 ^ (case * 104_729 + 3));
        let name = format!("f64_inline_{case}.ll");
        let m = load(&name, &src);
        common::objects_match_interpreter(&name, &m, &launch(), common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    }
}

#[test]
fn inline_f64_constant_needs_no_registers() {
    let src = "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare double @llvm.fma.f64(double, double, double)
define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr double, ptr addrspace(1) %p, i32 %id
  %x = load double, ptr addrspace(1) %a, align 8
  %f = call double @llvm.fma.f64(double %x, double 0.1, double 1.0)
  store double %f, ptr addrspace(1) %a, align 8
  ret void
}
";
    let dir = std::env::temp_dir().join(format!("gfxc-f64-inline-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("k.ll");
    std::fs::write(&p, src).unwrap();
    for cpu in ["gfx700", "gfx900", "gfx90a", "gfx1100"] {
        let (rc, out, err) = common::gfxc(&[
            "compile",
            &common::path_str(&p),
            "--mcpu",
            cpu,
            "--emit",
            "asm",
            "-o",
            "-",
        ]);
        assert_eq!(rc, 0, "{err}");
        let fma = out.lines().find(|l| l.contains("v_fma_f64")).expect("fma");
        assert!(fma.trim_end().ends_with("1.0"), "{cpu}: {fma}\n{out}");
        // Moves between the load and the fma: the two dwords of 0.1 only.
        let movs = out
            .lines()
            .skip_while(|l| !l.contains("flat_load") && !l.contains("global_load"))
            .take_while(|l| !l.contains("v_fma_f64"))
            .filter(|l| l.contains("_mov_b32"))
            .count();
        assert!(movs <= 2, "{cpu}: {movs} moves\n{out}");
    }
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "p"}],
  "buffers": {"p": {"type": "f64", "len": 64, "init": {"random": 2, "min": -4.0, "max": 4.0}}}}"#;
    let m = load("k.ll", src);
    common::objects_match_interpreter("k.ll", &m, launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll"))
    });
}
