//! GFX11 dual issue (`gfxc_emit::vopd`): generated straight-line kernels (fixed seeds) of
//! `fadd`/`fsub`/`fmul`/`minnum`/`maxnum`/`fma`/`select` on f32 and `add`/`shl`/`and` on i32
//! over lane values, uniform arguments, inline and literal constants, with loads interleaved
//! (so that pairs form across other instructions and must not pass the loads' waits). On
//! every target mode the stored results must equal the interpreter's bit for bit; on gfx1100
//! and gfx1103 in wave32 the code must contain VOPD pairs, and in wave64 (where VOPD does not
//! exist) none.

mod common;
use common::Rng;
use std::fmt::Write;

const LANES: u32 = 64;
const VALUES: usize = 120;
const OUT: u32 = 24;

fn kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut floats: Vec<String> = vec!["%f0".into(), "%f1".into(), "%fu".into()];
    let mut ints: Vec<String> = vec!["%x0".into(), "%x1".into(), "%u".into()];
    let mut loads = 2;
    for n in 0..VALUES {
        let pick = |r: &mut Rng, v: &[String], k: &[&str]| -> String {
            if r.below(5) == 0 {
                k[r.below(k.len() as u64) as usize].to_string()
            } else {
                v[v.len() - 1 - r.below(v.len().min(6) as u64) as usize].clone()
            }
        };
        let fk = ["1.0", "-2.0", "0.5", "3.0", "0x4015333340000000"];
        let ik = ["1", "-3", "7", "1000", "65535"];
        if r.below(8) == 0 {
            // A load in between: later instructions read it after its wait.
            writeln!(
                body,
                "  %pl{loads} = getelementptr float, ptr addrspace(1) %in, i32 {loads}\n  %lf{loads} = load float, ptr addrspace(1) %pl{loads}, align 4"
            )
            .unwrap();
            floats.push(format!("%lf{loads}"));
            loads += 1;
            continue;
        }
        if r.below(3) == 0 {
            let a = pick(&mut r, &ints, &ik);
            let b = pick(&mut r, &ints, &ik);
            let v = format!("%i{n}");
            match r.below(3) {
                0 => writeln!(body, "  {v} = add i32 {a}, {b}").unwrap(),
                1 => {
                    writeln!(body, "  {v}.k = and i32 {b}, 7\n  {v} = shl i32 {a}, {v}.k").unwrap()
                }
                _ => writeln!(body, "  {v} = and i32 {a}, {b}").unwrap(),
            }
            ints.push(v);
        } else {
            let a = pick(&mut r, &floats, &fk);
            let b = pick(&mut r, &floats, &fk);
            let c = pick(&mut r, &floats, &fk);
            let v = format!("%v{n}");
            match r.below(7) {
                0 => writeln!(body, "  {v} = fadd float {a}, {b}").unwrap(),
                1 => writeln!(body, "  {v} = fsub float {a}, {b}").unwrap(),
                2 => writeln!(body, "  {v} = fmul float {a}, {b}").unwrap(),
                3 => writeln!(body, "  {v} = call float @llvm.minnum.f32(float {a}, float {b})")
                    .unwrap(),
                4 => writeln!(body, "  {v} = call float @llvm.maxnum.f32(float {a}, float {b})")
                    .unwrap(),
                5 => writeln!(
                    body,
                    "  {v} = call float @llvm.fma.f32(float {a}, float {b}, float {c})"
                )
                .unwrap(),
                _ => writeln!(
                    body,
                    "  {v}.c = fcmp olt float {a}, {b}\n  {v} = select i1 {v}.c, float {b}, float {c}"
                )
                .unwrap(),
            }
            floats.push(v);
        }
    }
    for k in 0..OUT {
        let (ty, v) = if k % 3 == 2 {
            (
                "i32",
                ints[ints.len() - 1 - (k as usize / 3) % ints.len()].clone(),
            )
        } else {
            ("float", floats[floats.len() - 1 - k as usize].clone())
        };
        writeln!(
            body,
            "  %o{k} = getelementptr i32, ptr addrspace(1) %o, i32 {k}\n  store {ty} {v}, ptr addrspace(1) %o{k}, align 4"
        )
        .unwrap();
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.minnum.f32(float, float)
declare float @llvm.maxnum.f32(float, float)
declare float @llvm.fma.f32(float, float, float)
define amdgpu_kernel void @k(ptr addrspace(1) %fin, ptr addrspace(1) %out, i32 %u, float %fu) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %ib = mul i32 %id, 32
  %in = getelementptr float, ptr addrspace(1) %fin, i32 %ib
  %f0 = load float, ptr addrspace(1) %in, align 4
  %p1 = getelementptr float, ptr addrspace(1) %in, i32 1
  %f1 = load float, ptr addrspace(1) %p1, align 4
  %x0 = bitcast float %f0 to i32
  %x1 = fptosi float %f1 to i32
  %ob = mul i32 %id, {OUT}
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
"
    )
}

#[test]
fn generated_dual_issue_matches_interpreter() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "fin"}}, {{"buffer": "out"}}, {{"i32": 12}}, {{"f32": -1.25}}],
  "buffers": {{
    "fin": {{"type": "f32", "len": {}, "init": {{"random": 4, "min": -50.0, "max": 50.0}}}},
    "out": {{"type": "u32", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        32 * LANES,
        OUT * LANES
    );
    let mut pairs = 0;
    for case in 0..4u64 {
        let src = kernel(0x2545_f491_4f6c_dd1d ^ (case * 6364 + 11));
        let name = format!("vopd_{case}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}\n{src}", d.render(&name)));
        common::objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
        for (cpu, mattr, wave32) in [
            ("gfx1100", "", true),
            ("gfx1103", "", true),
            ("gfx1100", "+wavefrontsize64", false),
        ] {
            let t = common::target_with(cpu, mattr);
            let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
            let n = asm.matches(":: v_dual_").count();
            if wave32 {
                assert!(n > 0, "{name} {cpu}: no VOPD pair");
                pairs += n;
            } else {
                assert_eq!(n, 0, "{name} {cpu}{mattr}: VOPD in wave64");
            }
        }
    }
    assert!(pairs >= 8, "{pairs} pairs");
}

/// Calls: a callee's clobbered registers are read from its machine function, so pairs must
/// not hide a Y half's destination from that analysis (`tests/opencl/noinline_calls.ll`
/// once wrote through a pointer the caller kept in a register a paired callee move
/// clobbered). The module must match the interpreter on every mode, with pairs in its
/// callees on gfx1100.
#[test]
fn calls_with_paired_callees_match_interpreter() {
    let root = common::root().join("tests/opencl");
    let src = std::fs::read_to_string(root.join("noinline_calls.ll")).unwrap();
    let launch = std::fs::read_to_string(root.join("noinline_calls.launch.json")).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    common::objects_match_interpreter("noinline_calls.ll", &m, &launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("noinline_calls.ll"))
    });
    let t = common::target_with("gfx1100", "");
    let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
    assert!(asm.contains(":: v_dual_mov_b32"), "no paired moves\n{asm}");
}
