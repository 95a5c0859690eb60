//! The `llvm.amdgcn.*` wave, lane and memory intrinsics and `atomicrmw`, from LLVM IR text
//! through the `.ll` reader: one generated kernel per (family, type, variant), run on the
//! interpreter (with the target's wave size) and, compiled, on the simulator for all 13 target
//! modes; every buffer must be identical. Where llc-19 has no instruction for the intrinsic
//! on a processor (`ds.bpermute`/`ds.permute`/DPP before GFX8, `s.memrealtime` on GFX11,
//! per-generation DPP controls, float atomics a generation lacks), compiling must fail with a
//! located `error:` saying it is not available (or not valid) there, never an internal error.
//!
//! The interpreter's semantics are themselves checked against LLVM: where `llc-19` and
//! `ld.lld-19` can be run (mandatory with `GFXC_REQUIRE_LLVM=1`), each kernel is also compiled
//! by llc-19 for gfx900, gfx1030 (wave32) and gfx1100 (wave64), and LLVM's object must give
//! the interpreter's result on the simulator.
//!
//! Every kernel runs 80 work-items per group in 2 groups (a partial last wave in wave64 and
//! wave32) and calls the intrinsic inside a divergent branch taken by about 5/8 of the lanes,
//! so inactive lanes (EXEC holes, missing lanes of a partial wave) are exercised.

mod common;
use common::*;
use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::LaunchSpec;

const BLOCK: u32 = 80;

const LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [160, 1, 1],
  "block": [80, 1, 1],
  "args": [{"buffer": "out"}, {"buffer": "in"}],
  "buffers": {
    "out": {"type": "u64", "len": 320, "init": "zero"},
    "in": {"type": "u32", "len": 160, "init": {"random": 77, "min": 0, "max": 4294967295}}
  },
  "lds_dynamic": 0
}"#;

/// A kernel: `out[gid] = body(x)` (an `i64` `%r`) for the lanes where `x & 7 < 5`, -1 elsewhere.
/// `body` sees `%x` (i32, the lane's input), `%tid`, `%gid`, `%in`.
fn kernel(decls: &str, body: &str, lds: bool) -> String {
    let g = if lds {
        "@lds = internal addrspace(3) global [80 x i64] undef, align 8\n"
    } else {
        ""
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n{g}\
declare i32 @llvm.amdgcn.workitem.id.x()\n\
declare i32 @llvm.amdgcn.workgroup.id.x()\n{decls}\n\
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {{\n\
entry:\n\
  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()\n\
  %base = mul i32 %wg, {BLOCK}\n\
  %gid = add i32 %base, %tid\n\
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid\n\
  %x = load i32, ptr addrspace(1) %pin\n\
  %x7 = and i32 %x, 7\n\
  %c = icmp ult i32 %x7, 5\n\
  br i1 %c, label %then, label %join\n\
then:\n{body}\n\
  br label %join\n\
join:\n\
  %v = phi i64 [ %r, %then ], [ -1, %entry ]\n\
  %pout = getelementptr i64, ptr addrspace(1) %out, i32 %gid\n\
  store i64 %v, ptr addrspace(1) %pout\n\
  ret void\n}}\n"
    )
}

/// Outcome expected on one target mode.
enum Want {
    /// Compiles, and the simulator agrees with the interpreter.
    Runs,
    /// Compiling fails with a located error containing this text.
    Error(String),
    /// Either `Runs`, or compiling fails with "not available on CPU" (rows whose per-generation
    /// availability is the ISA table's; the mode is printed with `--nocapture`).
    RunsOrUnavailable,
}

/// Checks one kernel on all 13 target modes; returns the failures.
fn check(name: &str, src: &str, want: &dyn Fn(&str, u32) -> Want) -> Vec<String> {
    let mut fails = Vec::new();
    let module = match gfxc::load_source(gfxc::SourceKind::LlvmIr, src) {
        Ok(m) => m,
        Err(d) => return vec![format!("{name}: import: {}\n{src}", d.render("k.ll"))],
    };
    let spec = LaunchSpec::parse(LAUNCH).unwrap();
    for (cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let ws = t.wave_size();
        let label = format!("{name} {cpu}{mattr}");
        match (want(cpu, ws), gfxc::compile_module(&module, &t)) {
            (Want::RunsOrUnavailable, Err(d)) => {
                let msg = d.render("k.ll");
                let e = format!("not available on {cpu}");
                if !msg.contains(&e) || !msg.contains("k.ll:") || msg.contains("internal") {
                    fails.push(format!("{label}: wrong error (want '{e}'): {msg}"));
                }
            }
            (Want::Error(e), Err(d)) => {
                let msg = d.render("k.ll");
                if !msg.contains(&e) || !msg.contains("k.ll:") || msg.contains("internal") {
                    fails.push(format!("{label}: wrong error (want '{e}'): {msg}"));
                }
            }
            (Want::Error(e), Ok(_)) => fails.push(format!("{label}: compiled, want error '{e}'")),
            (Want::RunsOrUnavailable, Ok(obj)) => {
                eprintln!("{label}: compiles");
                fails.extend(run_both(
                    &module, &spec, obj, cpu, mattr, ws, name, src, &label,
                ));
            }
            (Want::Runs, Err(d)) => fails.push(format!("{label}: {}", d.render("k.ll"))),
            (Want::Runs, Ok(obj)) => {
                fails.extend(run_both(
                    &module, &spec, obj, cpu, mattr, ws, name, src, &label,
                ));
            }
        }
    }
    fails
}

/// Kernels llc-19 cannot compile ("Cannot select" / "Do not know how to promote this
/// operator"), which gfxc defines: the constant `fcmp` predicates, lane moves of `i8`; also
/// `ballot.i32` in wave64 (the low 32 lanes in gfxc).
const LLC_CANNOT: &[&str] = &[
    "fcmp.0",
    "fcmp.15",
    "readfirstlane.i8",
    "readlane.i8",
    "writelane.i8",
    "permlane16.i8.false",
    "permlane16.i8.true",
    "permlanex16.i8.false",
    "permlanex16.i8.true",
];

/// The target modes whose llc-19 objects are run too.
const LLC_MODES: &[(&str, &str)] = &[
    ("gfx900", ""),
    ("gfx1030", ""),
    ("gfx1100", "+wavefrontsize64"),
];

/// `src` compiled by llc-19 -O2 and linked by ld.lld-19; `None` without the tools.
fn llc_object(name: &str, src: &str, cpu: &str, mattr: &str) -> Option<Result<Vec<u8>, String>> {
    static HAVE: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    if !*HAVE.get_or_init(|| llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return None;
    }
    // The first line of llc-19's message is the reason (the rest repeats the IR).
    Some(
        common::llc19_linked(name, src, cpu, mattr)
            .map_err(|e| e.lines().next().unwrap_or("").to_string()),
    )
}

/// Runs the gfxc object `obj` (and, on [`LLC_MODES`], llc-19's object of `src`) on the
/// simulator and compares every buffer with the interpreter's; returns the failures.
#[allow(clippy::too_many_arguments)]
fn run_both(
    module: &gfxc_ir::Module,
    spec: &LaunchSpec,
    obj: Vec<u8>,
    cpu: &str,
    mattr: &str,
    ws: u32,
    name: &str,
    src: &str,
    label: &str,
) -> Vec<String> {
    let mut fails = Vec::new();
    let opts = InterpOptions {
        wave_size: ws,
        ..Default::default()
    };
    let expect = match run(module, spec, &opts) {
        Ok(r) => r,
        Err(e) => return vec![format!("{label}: interpreter: {e:?}")],
    };
    let mut objs = vec![("gfxc", obj)];
    let llc_cannot = LLC_CANNOT.contains(&name) || (name.starts_with("ballot.i32") && ws == 64);
    if LLC_MODES.contains(&(cpu, mattr)) && !llc_cannot {
        match llc_object(name, src, cpu, mattr) {
            Some(Ok(o)) => objs.push(("llc-19", o)),
            Some(Err(e)) => fails.push(format!("{label}: llc-19: {e}")),
            None => {}
        }
    }
    for (who, obj) in objs {
        let label = format!("{label} ({who})");
        match gfxc_sim::simulate(&obj, spec, &Default::default()) {
            Ok((got, _)) => {
                for (w, g) in expect.buffers.iter().zip(&got.buffers) {
                    if w.bytes != g.bytes {
                        let first = w
                            .bytes
                            .chunks(8)
                            .zip(g.bytes.chunks(8))
                            .position(|(a, b)| a != b)
                            .unwrap_or(0);
                        fails.push(format!(
                            "{label}: buffer {} differs first at element {first}: interpreter {:x?}, simulator {:x?}",
                            w.name,
                            &w.bytes[first * 8..first * 8 + 8],
                            &g.bytes[first * 8..first * 8 + 8]
                        ));
                    }
                }
            }
            Err(e) => fails.push(format!("{label}: simulator: {e}")),
        }
    }
    fails
}

fn finish(fails: Vec<String>) {
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n")
    );
}

fn runs(_: &str, _: u32) -> Want {
    Want::Runs
}

fn gfx8_plus(cpu: &str, _: u32) -> Want {
    if cpu == "gfx600" || cpu == "gfx700" {
        Want::Error(format!("not available on {cpu}"))
    } else {
        Want::Runs
    }
}

/// Types the lane moves are generated for: (LLVM type, IR making `%xv` of that type from
/// `%x`, IR making `%r` (i64) from `%y` of that type).
const TYPES: &[(&str, &str, &str)] = &[
    ("i32", "  %xv = add i32 %x, 0", "  %r = zext i32 %y to i64"),
    (
        "i64",
        "  %xa = zext i32 %x to i64\n  %xb = shl i64 %xa, 29\n  %xv = xor i64 %xb, %xa",
        "  %r = add i64 %y, 0",
    ),
    (
        "float",
        "  %xv = uitofp i32 %x to float",
        "  %yb = bitcast float %y to i32\n  %r = zext i32 %yb to i64",
    ),
    (
        "double",
        "  %xv = uitofp i32 %x to double",
        "  %r = bitcast double %y to i64",
    ),
    (
        "ptr addrspace(1)",
        "  %xa = zext i32 %x to i64\n  %xb = shl i64 %xa, 13\n  %xv = inttoptr i64 %xb to ptr addrspace(1)",
        "  %r = ptrtoint ptr addrspace(1) %y to i64",
    ),
    (
        "ptr addrspace(3)",
        "  %xv = inttoptr i32 %x to ptr addrspace(3)",
        "  %yi = ptrtoint ptr addrspace(3) %y to i32\n  %r = zext i32 %yi to i64",
    ),
    ("i16", "  %xv = trunc i32 %x to i16", "  %r = zext i16 %y to i64"),
    ("i8", "  %xv = trunc i32 %x to i8", "  %r = zext i8 %y to i64"),
    (
        "half",
        "  %xh = trunc i32 %x to i16\n  %xv = bitcast i16 %xh to half",
        "  %yh = bitcast half %y to i16\n  %r = zext i16 %yh to i64",
    ),
];

/// The LLVM overload suffix of a type (`i32`, `f64`, `p1`).
fn suffix(t: &str) -> String {
    match t {
        "float" => "f32".into(),
        "double" => "f64".into(),
        "half" => "f16".into(),
        _ if t.starts_with("ptr addrspace(") => {
            format!("p{}", &t["ptr addrspace(".len()..t.len() - 1])
        }
        _ => t.into(),
    }
}

#[test]
fn ballot_i32_i64_and_mbcnt() {
    let mut fails = Vec::new();
    for bits in [32, 64] {
        let body = format!(
            "  %q = icmp ugt i32 %x, 1000000000\n\
  %b = call i{bits} @llvm.amdgcn.ballot.i{bits}(i1 %q)\n\
  %bb = zext i{bits} %b to i64\n\
  %all = call i{bits} @llvm.amdgcn.ballot.i{bits}(i1 true)\n\
  %all64 = zext i{bits} %all to i64\n\
  %lo32 = trunc i64 %all64 to i32\n\
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 %lo32, i32 0)\n\
  %hs = lshr i64 %bb, 32\n\
  %hi32 = trunc i64 %hs to i32\n\
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 %hi32, i32 %lo)\n\
  %h64 = zext i32 %hi to i64\n\
  %h48 = shl i64 %h64, 48\n\
  %r = xor i64 %bb, %h48"
        );
        let body = body
            .replace("zext i64 %b to i64", "add i64 %b, 0")
            .replace("zext i64 %all to i64", "add i64 %all, 0");
        let decls = format!(
            "declare i{bits} @llvm.amdgcn.ballot.i{bits}(i1)\n\
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)\ndeclare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)"
        );
        fails.extend(check(
            &format!("ballot.i{bits}"),
            &kernel(&decls, &body, false),
            &runs,
        ));
    }
    finish(fails);
}

#[test]
fn readlane_readfirstlane_writelane_of_every_type() {
    let mut fails = Vec::new();
    for &(t, mk, back) in TYPES {
        let s = suffix(t);
        let bodies = [
            (
                "readfirstlane",
                format!("{mk}\n  %y = call {t} @llvm.amdgcn.readfirstlane.{s}({t} %xv)\n{back}"),
                format!("declare {t} @llvm.amdgcn.readfirstlane.{s}({t})"),
            ),
            (
                "readlane",
                // The highest active lane (reading an inactive lane is undefined).
                format!(
                    "{mk}\n  %bl = call i64 @llvm.amdgcn.ballot.i64(i1 true)\n  \
%lz = call i64 @llvm.ctlz.i64(i64 %bl, i1 false)\n  %lz32 = trunc i64 %lz to i32\n  \
%hl = sub i32 63, %lz32\n  %y = call {t} @llvm.amdgcn.readlane.{s}({t} %xv, i32 %hl)\n{back}"
                ),
                format!(
                    "declare {t} @llvm.amdgcn.readlane.{s}({t}, i32)\n\
declare i64 @llvm.amdgcn.ballot.i64(i1)\ndeclare i64 @llvm.ctlz.i64(i64, i1)"
                ),
            ),
            (
                "writelane",
                // Into the highest active lane (v_writelane_b32 ignores EXEC: a write into
                // an inactive lane could reach a value merged after the branch).
                format!(
                    "{mk}\n  %u = call {t} @llvm.amdgcn.readfirstlane.{s}({t} %xv)\n  \
%bl = call i64 @llvm.amdgcn.ballot.i64(i1 true)\n  \
%lz = call i64 @llvm.ctlz.i64(i64 %bl, i1 false)\n  %lz32 = trunc i64 %lz to i32\n  \
%hl = sub i32 63, %lz32\n  \
%y = call {t} @llvm.amdgcn.writelane.{s}({t} %u, i32 %hl, {t} %xv)\n{back}"
                ),
                format!(
                    "declare {t} @llvm.amdgcn.readfirstlane.{s}({t})\n\
declare {t} @llvm.amdgcn.writelane.{s}({t}, i32, {t})\n\
declare i64 @llvm.amdgcn.ballot.i64(i1)\ndeclare i64 @llvm.ctlz.i64(i64, i1)"
                ),
            ),
        ];
        for (what, body, decls) in bodies {
            fails.extend(check(
                &format!("{what}.{s}"),
                &kernel(&decls, &body, false),
                &runs,
            ));
        }
    }
    finish(fails);
}

/// `permlane16.T` and `permlanex16.T` (GFX10+) of every type LLVM 19 overloads them on,
/// split into 32-bit words as llc-19 legalizes them; elsewhere the located "not available"
/// error. (`permlane64.T` reads inactive lanes, which this kernel's divergent branch leaves
/// undefined: its rows are in `tests/llvm_coverage.rs`, on whole active waves.)
#[test]
fn permlane_of_every_type() {
    let mut fails = Vec::new();
    let gfx10_plus = |cpu: &str, _: u32| {
        if cpu.starts_with("gfx10") || cpu.starts_with("gfx11") {
            Want::Runs
        } else {
            Want::RunsOrUnavailable
        }
    };
    for &(t, mk, back) in TYPES {
        let s = suffix(t);
        for n in ["permlane16", "permlanex16"] {
            for (sel, fi, bc) in [
                ("i32 -1985229329, i32 19088743", "false", "false"),
                ("i32 1985229328, i32 -19088744", "false", "true"),
            ] {
                let body = format!(
                    "{mk}\n  %y = call {t} @llvm.amdgcn.{n}.{s}({t} %xv, {t} %xv, {sel}, i1 {fi}, i1 {bc})\n{back}"
                );
                let decls = format!("declare {t} @llvm.amdgcn.{n}.{s}({t}, {t}, i32, i32, i1, i1)");
                fails.extend(check(
                    &format!("{n}.{s}.{bc}"),
                    &kernel(&decls, &body, false),
                    &gfx10_plus,
                ));
            }
        }
    }
    finish(fails);
}

/// permlane64 in a partial wave64, where a lane's partner does not exist: the interpreter
/// refuses it (an error, never a panic or a made-up value).
#[test]
fn interpreter_refuses_permlane64_past_a_partial_wave() {
    let body = "  %y = call i32 @llvm.amdgcn.permlane64.i32(i32 %x)\n  %r = zext i32 %y to i64";
    let src = kernel("declare i32 @llvm.amdgcn.permlane64.i32(i32)", body, false);
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let opts = InterpOptions {
        wave_size: 64,
        ..Default::default()
    };
    let e = run(&m, &LaunchSpec::parse(LAUNCH).unwrap(), &opts).unwrap_err();
    assert!(format!("{e:?}").contains("permlane64 reads lane"), "{e:?}");
}

#[test]
fn icmp_and_fcmp_intrinsics() {
    let mut fails = Vec::new();
    for pred in 32..=41 {
        let body = format!(
            "  %h = lshr i32 %x, 16\n  %l = and i32 %x, 65535\n\
  %b = call i64 @llvm.amdgcn.icmp.i64.i32(i32 %h, i32 %l, i32 {pred})\n  %r = add i64 %b, 0"
        );
        let decls = "declare i64 @llvm.amdgcn.icmp.i64.i32(i32, i32, i32)";
        fails.extend(check(
            &format!("icmp.{pred}"),
            &kernel(decls, &body, false),
            &runs,
        ));
    }
    for pred in 0..=15 {
        let body = format!(
            "  %h = lshr i32 %x, 24\n  %l = and i32 %x, 255\n\
  %hf = uitofp i32 %h to float\n  %lf = uitofp i32 %l to float\n\
  %z = icmp ult i32 %l, 40\n  %n = select i1 %z, float 0x7FF8000000000000, float %lf\n\
  %b = call i32 @llvm.amdgcn.fcmp.i32.f32(float %hf, float %n, i32 {pred})\n  %r = zext i32 %b to i64"
        );
        let decls = "declare i32 @llvm.amdgcn.fcmp.i32.f32(float, float, i32)";
        fails.extend(check(
            &format!("fcmp.{pred}"),
            &kernel(decls, &body, false),
            &runs,
        ));
    }
    finish(fails);
}

#[test]
fn ds_bpermute_permute_swizzle() {
    let mut fails = Vec::new();
    let bp = "  %a = mul i32 %x, 4\n\
  %y = call i32 @llvm.amdgcn.ds.bpermute(i32 %a, i32 %gid)\n  %r = zext i32 %y to i64";
    fails.extend(check(
        "ds.bpermute",
        &kernel("declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)", bp, false),
        &gfx8_plus,
    ));
    // Forward permute to a lane-dependent destination (collisions: the highest lane wins).
    let p = "  %a = mul i32 %x, 4\n\
  %y = call i32 @llvm.amdgcn.ds.permute(i32 %a, i32 %gid)\n  %r = zext i32 %y to i64";
    fails.extend(check(
        "ds.permute",
        &kernel("declare i32 @llvm.amdgcn.ds.permute(i32, i32)", p, false),
        &gfx8_plus,
    ));
    // Quad permutes, broadcast, swap and reverse patterns (bit 15 set / bit-mask mode).
    for off in [
        0x801b, 0x80e4, 0x8055, 0x001f, 0x041f, 0x7c1f, 0x00e0, 0x0010,
    ] {
        let body = format!(
            "  %y = call i32 @llvm.amdgcn.ds.swizzle(i32 %gid, i32 {off})\n  %r = zext i32 %y to i64"
        );
        fails.extend(check(
            &format!("ds.swizzle.{off:#x}"),
            &kernel(
                "declare i32 @llvm.amdgcn.ds.swizzle(i32, i32)",
                &body,
                false,
            ),
            &runs,
        ));
    }
    finish(fails);
}

#[test]
fn update_dpp_and_mov_dpp() {
    let mut fails = Vec::new();
    // (dpp_ctrl, row_mask, bank_mask, bound_ctrl, which generations have the control:
    // 0 all with DPP, 9 GFX8/GFX9 only, 10 GFX10+ only)
    let cases: &[(u32, u32, u32, bool, u32)] = &[
        (0x1b, 15, 15, false, 0),   // quad_perm:[3,2,1,0]
        (0xe4, 15, 15, true, 0),    // quad_perm identity
        (0x111, 15, 15, false, 0),  // row_shr:1
        (0x111, 15, 15, true, 0),   // row_shr:1 bound_ctrl
        (0x10f, 15, 15, true, 0),   // row_shl:15
        (0x124, 15, 15, false, 0),  // row_ror:4
        (0x140, 15, 15, false, 0),  // row_mirror
        (0x141, 10, 15, false, 0),  // row_half_mirror, rows 1 and 3
        (0x113, 15, 5, true, 0),    // row_shr:3, banks 0 and 2
        (0x142, 10, 15, false, 9),  // row_bcast:15
        (0x143, 12, 15, false, 9),  // row_bcast:31
        (0x138, 15, 15, false, 9),  // wave_shr:1
        (0x134, 15, 15, true, 9),   // wave_rol:1
        (0x153, 15, 15, false, 10), // row_share:3
        (0x165, 15, 15, true, 10),  // row_xmask:5
    ];
    for &(ctrl, rm, bm, bc, gens) in cases {
        for t in ["i32", "i64"] {
            let (mk, back) = TYPES.iter().find(|x| x.0 == t).map(|x| (x.1, x.2)).unwrap();
            let s = suffix(t);
            let body = format!(
                "{mk}\n  %y = call {t} @llvm.amdgcn.update.dpp.{s}({t} %xv, {t} %xv2, i32 {ctrl}, i32 {rm}, i32 {bm}, i1 {bc})\n{back}"
            )
            .replace("%xv2", "%xw")
            .replacen("\n  %y =", "\n  %xw = call {t} @llvm.amdgcn.mov.dpp.{s}({t} %xv, i32 228, i32 15, i32 15, i1 true)\n  %y =", 1)
            .replace("{t}", t)
            .replace("{s}", &s);
            let decls = format!(
                "declare {t} @llvm.amdgcn.update.dpp.{s}({t}, {t}, i32, i32, i32, i1)\n\
declare {t} @llvm.amdgcn.mov.dpp.{s}({t}, i32, i32, i32, i1)"
            );
            let want = move |cpu: &str, _: u32| -> Want {
                let g10 = cpu.starts_with("gfx10") || cpu.starts_with("gfx11");
                if cpu == "gfx600" || cpu == "gfx700" {
                    Want::Error(format!("not available on {cpu}"))
                } else if (gens == 9 && g10) || (gens == 10 && !g10) {
                    Want::Error(format!("is not valid on {cpu}"))
                } else {
                    Want::Runs
                }
            };
            fails.extend(check(
                &format!("update.dpp.{s}.{ctrl:#x}.{rm}.{bm}.{bc}"),
                &kernel(&decls, &body, false),
                &want,
            ));
        }
    }
    finish(fails);
}

#[test]
fn clocks_sleep_wavefrontsize_live_mask() {
    let mut fails = Vec::new();
    for (clock, avail) in [
        (
            "s.memtime",
            &(|cpu: &str| cpu != "gfx1100") as &dyn Fn(&str) -> bool,
        ),
        ("s.memrealtime", &|cpu: &str| {
            !matches!(cpu, "gfx600" | "gfx700" | "gfx1100")
        }),
    ] {
        let body = format!(
            "  %t0 = call i64 @llvm.amdgcn.{clock}()\n  call void @llvm.amdgcn.s.sleep(i32 2)\n\
  %t1 = call i64 @llvm.amdgcn.{clock}()\n  %ge = icmp uge i64 %t1, %t0\n\
  %ws = call i32 @llvm.amdgcn.wavefrontsize()\n  %lm = call i1 @llvm.amdgcn.live.mask()\n\
  %a = zext i1 %ge to i64\n  %w = zext i32 %ws to i64\n  %l = zext i1 %lm to i64\n\
  %w8 = shl i64 %w, 8\n  %l4 = shl i64 %l, 4\n  %o = or i64 %a, %w8\n  %r = or i64 %o, %l4"
        );
        let decls = format!(
            "declare i64 @llvm.amdgcn.{clock}()\ndeclare void @llvm.amdgcn.s.sleep(i32)\n\
declare i32 @llvm.amdgcn.wavefrontsize()\ndeclare i1 @llvm.amdgcn.live.mask()"
        );
        let want = |cpu: &str, _: u32| {
            if avail(cpu) {
                Want::Runs
            } else {
                Want::Error(format!("not available on {cpu}"))
            }
        };
        fails.extend(check(clock, &kernel(&decls, &body, false), &want));
    }
    finish(fails);
}

/// Every `atomicrmw` integer operation on LDS and global memory, i32 and i64: each active
/// lane initialises its own slot, applies the operation (operands spread over negative,
/// zero and positive values, so `uinc_wrap`/`udec_wrap` wrap and signed/unsigned orders
/// differ) and reports the old and the new value.
#[test]
fn atomicrmw_every_integer_op_on_lds_and_global() {
    let mut fails = Vec::new();
    let ops = [
        "xchg",
        "add",
        "sub",
        "and",
        "or",
        "xor",
        "max",
        "min",
        "umax",
        "umin",
        "uinc_wrap",
        "udec_wrap",
    ];
    for op in ops {
        for t in ["i32", "i64"] {
            for space in [1, 3] {
                let slot = if space == 3 {
                    format!("  %slot = getelementptr {t}, ptr addrspace(3) @lds, i32 %tid")
                } else {
                    "  %g2 = add i32 %gid, 160\n  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %g2"
                        .to_string()
                };
                let body = format!(
                    "{slot}
  %i0 = lshr i32 %x, 8
  %i1 = and i32 %i0, 31
  %i2 = sub i32 %i1, 16
  %init = sext i32 %i2 to {t}
  %v0 = lshr i32 %x, 16
  %v1 = and i32 %v0, 31
  %v2 = sub i32 %v1, 16
  %val = sext i32 %v2 to {t}
  store {t} %init, ptr addrspace({space}) %slot
  %old = atomicrmw {op} ptr addrspace({space}) %slot, {t} %val syncscope(\"agent\") monotonic
  %new = load {t}, ptr addrspace({space}) %slot
  %o = sext {t} %old to i64
  %n = sext {t} %new to i64
  %o3 = mul i64 %o, 3
  %r = add i64 %o3, %n"
                )
                .replace("sext i64 %old to i64", "add i64 %old, 0")
                .replace("sext i64 %new to i64", "add i64 %new, 0")
                .replace("sext i32 %i2 to i32", "add i32 %i2, 0")
                .replace("sext i32 %v2 to i32", "add i32 %v2, 0");
                fails.extend(check(
                    &format!("atomicrmw.{op}.{t}.as{space}"),
                    &kernel("", &body, space == 3),
                    &runs,
                ));
            }
        }
    }
    finish(fails);
}

/// Float `atomicrmw` (`fadd`, `fmin`, `fmax`; f32 and f64; LDS and global): where the
/// generation has the instruction (`ds_add_f32` GFX8+, `ds_min/max_f32` and `_f64` every
/// generation, `ds_add_f64` gfx90a+, global float atomics per generation) the result must
/// equal the interpreter's (operands are ordinary numbers: no NaN, no denormals); elsewhere
/// compiling fails with "not available on CPU". The LDS rows that every generation has must
/// run everywhere.
#[test]
fn atomicrmw_float_ops() {
    let mut fails = Vec::new();
    for op in ["fadd", "fmin", "fmax"] {
        for t in ["float", "double"] {
            for space in [1, 3] {
                let slot = if space == 3 {
                    format!("  %slot = getelementptr {t}, ptr addrspace(3) @lds, i32 %tid")
                } else {
                    "  %g2 = add i32 %gid, 160\n  %slot = getelementptr i64, ptr addrspace(1) %out, i32 %g2"
                        .to_string()
                };
                let (back, bits) = if t == "float" {
                    ("  %ob = bitcast float %old to i32\n  %o = zext i32 %ob to i64\n  %nb = bitcast float %new to i32\n  %n = zext i32 %nb to i64", 32)
                } else {
                    (
                        "  %o = bitcast double %old to i64\n  %n = bitcast double %new to i64",
                        64,
                    )
                };
                let body = format!(
                    "{slot}\n  %i0 = lshr i32 %x, 8\n  %i1 = and i32 %i0, 255\n  %i2 = sub i32 %i1, 128\n\
  %init = sitofp i32 %i2 to {t}\n  %v0 = lshr i32 %x, 16\n  %v1 = and i32 %v0, 255\n  %v2 = sub i32 %v1, 128\n\
  %val = sitofp i32 %v2 to {t}\n  store {t} %init, ptr addrspace({space}) %slot\n\
  %old = atomicrmw {op} ptr addrspace({space}) %slot, {t} %val syncscope(\"agent\") monotonic\n\
  %new = load {t}, ptr addrspace({space}) %slot\n{back}\n  %o3 = shl i64 %o, {bits}\n  %r = xor i64 %o3, %n"
                )
                .replace("shl i64 %o, 64", "mul i64 %o, 3");
                let must_run = space == 3 && op != "fadd";
                let want = move |_: &str, _: u32| {
                    if must_run {
                        Want::Runs
                    } else {
                        Want::RunsOrUnavailable
                    }
                };
                fails.extend(check(
                    &format!("atomicrmw.{op}.{t}.as{space}"),
                    &kernel("", &body, space == 3),
                    &want,
                ));
            }
        }
    }
    finish(fails);
}

/// `llvm.amdgcn.wave.reduce.umin/umax.i32` (`gfxc_ll`'s `wave_reduce`: a uniform loop over
/// the active lanes): over a whole wave, under divergent branches (each side reduces over
/// its own lanes only) and of a uniform value, on all 13 modes against the interpreter.
#[test]
fn wave_reduce_umin_umax_match_the_interpreter() {
    let src = "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.wave.reduce.umin.i32(i32, i32 immarg)
declare i32 @llvm.amdgcn.wave.reduce.umax.i32(i32, i32 immarg)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %x, ptr addrspace(1) %out, i32 %u) {
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %gs = mul i32 %g, 128
  %i = add i32 %gs, %t
  %w = zext i32 %i to i64
  %px = getelementptr i32, ptr addrspace(1) %x, i64 %w
  %v = load i32, ptr addrspace(1) %px
  %all.min = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %v, i32 0)
  %all.max = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 1)
  %uni = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %u, i32 2)
  %o = mul i64 %w, 4
  %po = getelementptr i32, ptr addrspace(1) %out, i64 %o
  store i32 %all.min, ptr addrspace(1) %po
  %po1 = getelementptr i32, ptr addrspace(1) %po, i64 1
  store i32 %all.max, ptr addrspace(1) %po1
  %po2 = getelementptr i32, ptr addrspace(1) %po, i64 2
  store i32 %uni, ptr addrspace(1) %po2
  %po3 = getelementptr i32, ptr addrspace(1) %po, i64 3
  %odd = and i32 %v, 3
  %c = icmp eq i32 %odd, 0
  br i1 %c, label %a, label %b
a:
  %ra = call i32 @llvm.amdgcn.wave.reduce.umin.i32(i32 %v, i32 0)
  br label %j
b:
  %rb = call i32 @llvm.amdgcn.wave.reduce.umax.i32(i32 %v, i32 0)
  br label %j
j:
  %r = phi i32 [ %ra, %a ], [ %rb, %b ]
  store i32 %r, ptr addrspace(1) %po3
  ret void
}
";
    let m = gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src).unwrap();
    let launch = r#"{"kernel": "k", "grid": [256, 1, 1], "block": [128, 1, 1],
        "args": [{"buffer": "x"}, {"buffer": "out"}, {"i32": 77}],
        "buffers": {"x": {"type": "u32", "len": 256,
                          "init": {"random": 11, "min": 0, "max": 4294967295}},
                    "out": {"type": "u32", "len": 1024}}}"#;
    common::objects_match_interpreter("wave.reduce", &m, launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll"))
    });
}
