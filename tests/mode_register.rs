//! The MODE register through `llvm.amdgcn.s.setreg` / `llvm.amdgcn.s.getreg` (FP_ROUND 3:0,
//! FP_DENORM 7:4, DX10_CLAMP 8, IEEE 9; `gfxc_ir::intrinsics::hwreg_field`).
//!
//! Generated kernels write every field (each rounding and denormal field alone and
//! together, the clamp and IEEE bits, bits 9:0 and the whole register) with a constant, a
//! uniform argument and a divergent value (the first active lane's, as `s_setreg_b32` takes
//! an SGPR), in uniform code, in a divergent branch some lanes take and in one no lane takes
//! (the write must not happen: `lower/src/guard_traps.rs`); they read the field and the whole
//! modelled register back, restore the default and run float code after it. Each runs on
//! the interpreter and, compiled by gfxc, on the simulator on all 13 target modes, and
//! llc-19's objects of the same kernels on three GFX7-GFX9 modes when llc-19 is installed. Float code
//! under a non-default MODE is undefined in LLVM IR (LangRef "Floating-Point Environment"):
//! the interpreter reports it; hardware registers and MODE fields gfxc does not model are
//! located `unsupported:` errors.

mod common;
use common::{llvm_tool, objects_match_interpreter};

/// The modes whose llc-19 objects run too. Not GFX10+: there llc-19 puts one wait state
/// (gfx1030) or none (gfx1100) between `s_setreg` and an `s_getreg` of the same register
/// (`hasNoDataDepHazard`), where the strict simulator's hazard table
/// (`emit/src/hazards/table.rs` SETREG_GETREG, extended from MI100 ISA §4.5 to GFX10/GFX11)
/// asks for two.
const LLC_MODES: [(&str, &str); 3] = [("gfx700", ""), ("gfx803", ""), ("gfx900", "")];

/// hwreg(MODE, off, size) as the SIMM16 of `s_setreg_b32`.
fn hwreg(off: u32, size: u32) -> u32 {
    1 | off << 6 | (size - 1) << 11
}

/// The fields written: each rounding and denormal field, both, clamp, IEEE, 9:0, all 32.
const FIELDS: [(u32, u32); 11] = [
    (0, 2),
    (2, 2),
    (0, 4),
    (4, 2),
    (6, 2),
    (4, 4),
    (8, 1),
    (9, 1),
    (0, 8),
    (0, 10),
    (0, 32),
];

/// Where the write happens.
#[derive(Clone, Copy, Debug)]
enum Place {
    Uniform,
    /// Inside `if (tid & 1)`: some lanes of every wave.
    SomeLanes,
    /// Inside `if (tid >= 100000)`: no lane; the write must not happen.
    NoLane,
}

/// How the value is given.
#[derive(Clone, Copy, Debug)]
enum Source {
    Const(u32),
    /// The kernel's `i32` argument.
    Arg,
    /// `tid * 7 + 3` (divergent: the first active lane's value is written).
    Lane,
}

fn kernel(off: u32, size: u32, place: Place, src: Source) -> String {
    let h = hwreg(off, size);
    let all = hwreg(0, 10);
    let mask = if size >= 32 {
        0x3ff
    } else {
        (1u32 << size) - 1
    };
    let value = match src {
        Source::Const(k) => format!("{}", k & mask),
        Source::Arg => "%argm".into(),
        Source::Lane => "%lanem".into(),
    };
    let (open, close) = match place {
        Place::Uniform => (String::new(), String::new()),
        Place::SomeLanes => (
            "  %odd = and i32 %tid, 1\n  %c = icmp ne i32 %odd, 0\n  br i1 %c, label %then, label %join\nthen:\n".into(),
            "  br label %join\njoin:\n".into(),
        ),
        Place::NoLane => (
            "  %c = icmp uge i32 %tid, 100000\n  br i1 %c, label %then, label %join\nthen:\n".into(),
            "  br label %join\njoin:\n".into(),
        ),
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %arg) {{\n\
         entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %argm = and i32 %arg, {mask}\n\
         \x20 %l7 = mul i32 %tid, 7\n  %l = add i32 %l7, 3\n  %lanem = and i32 %l, {mask}\n\
         {open}\
         \x20 call void @llvm.amdgcn.s.setreg(i32 {h}, i32 {value})\n\
         {close}\
         \x20 %g = call i32 @llvm.amdgcn.s.getreg(i32 {h})\n\
         \x20 %a = call i32 @llvm.amdgcn.s.getreg(i32 {all})\n\
         \x20 call void @llvm.amdgcn.s.setreg(i32 {all}, i32 1008)\n\
         \x20 %f = uitofp i32 %tid to float\n  %q = fdiv float %f, 3.0\n\
         \x20 %qb = bitcast float %q to i32\n\
         \x20 %i = mul i32 %tid, 3\n\
         \x20 %p0 = getelementptr i32, ptr addrspace(1) %out, i32 %i\n\
         \x20 store i32 %g, ptr addrspace(1) %p0\n\
         \x20 %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1\n\
         \x20 store i32 %a, ptr addrspace(1) %p1\n\
         \x20 %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2\n\
         \x20 store i32 %qb, ptr addrspace(1) %p2\n  ret void\n}}\n\
         declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)\n\
         declare i32 @llvm.amdgcn.s.getreg(i32 immarg)\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n"
    )
}

const LAUNCH: &str = "{\"kernel\": \"k\", \"grid\": [96, 1, 1], \"block\": [96, 1, 1], \
     \"args\": [{\"buffer\": \"out\"}, {\"u32\": 2979}], \
     \"buffers\": {\"out\": {\"type\": \"u32\", \"len\": 288}}}";

fn ll_module(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src)
        .unwrap_or_else(|d| panic!("{name}: {}", d.render("k.ll")))
}

fn cases() -> Vec<(String, String)> {
    let mut v = Vec::new();
    for (off, size) in FIELDS {
        for place in [Place::Uniform, Place::SomeLanes, Place::NoLane] {
            // Constants: round toward zero / flush everything / clamp and IEEE off.
            for src in [
                Source::Const(0x0ff),
                Source::Const(0x155),
                Source::Arg,
                Source::Lane,
            ] {
                let name = format!("setreg.{off}.{size}.{place:?}.{src:?}");
                v.push((name, kernel(off, size, place, src)));
            }
        }
    }
    v
}

/// Every field, value source and place: interpreter against gfxc's code on 13 modes.
#[test]
fn mode_fields_written_and_read_back_on_every_mode() {
    for (name, src) in cases() {
        let m = ll_module(&name, &src);
        objects_match_interpreter(&name, &m, LAUNCH, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    }
}

/// The same kernels compiled by llc-19, on the simulator, against the interpreter.
#[test]
fn mode_fields_match_llc19_objects() {
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return;
    }
    // llc-19 stops at a divergent value ("Illegal instruction detected: Operand has
    // incorrect register class": `S_SETREG_B32_mode` of a VGPR): those kernels are gfxc's.
    for (name, src) in cases().into_iter().filter(|c| !c.0.ends_with("Lane")) {
        let m = ll_module(&name, &src);
        for (cpu, mattr) in LLC_MODES {
            objects_match_interpreter(&name, &m, LAUNCH, &[(cpu, mattr)], |_| {
                common::llc19_linked(&name, &src, cpu, mattr)
            });
        }
    }
}

/// Float code while MODE is not the default environment is reported by the interpreter
/// (undefined in LLVM IR), for each non-default field and every float operation kind.
#[test]
fn float_code_under_a_changed_mode_is_reported() {
    let ops = [
        "%r = fadd float %x, 1.0",
        "%r = fmul float %x, %x",
        "%r = call float @llvm.sqrt.f32(float %x)",
        "%r = call float @llvm.fma.f32(float %x, float %x, float 1.0)",
        "%c = fcmp olt float %x, 1.0\n  %r = select i1 %c, float 1.0, float 2.0",
        "%r = uitofp i32 %tid to float",
        "%r = fptrunc double 0x3FB999999999999A to float",
        "%r = call float @llvm.minnum.f32(float %x, float 1.0)",
    ];
    // Round toward zero (f32), flush f32 denormals, IEEE off, DX10 clamp off.
    for (h, v) in [
        (hwreg(0, 2), 3),
        (hwreg(4, 2), 0),
        (hwreg(9, 1), 0),
        (hwreg(8, 1), 0),
    ] {
        for op in ops {
            let src = format!(
                "target triple = \"amdgcn-amd-amdhsa\"\n\
                 define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %arg) {{\n\
                 \x20 %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
                 \x20 %x = bitcast i32 %arg to float\n\
                 \x20 call void @llvm.amdgcn.s.setreg(i32 {h}, i32 {v})\n  {op}\n\
                 \x20 store float %r, ptr addrspace(1) %out\n  ret void\n}}\n\
                 declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)\n\
                 declare i32 @llvm.amdgcn.workitem.id.x()\n\
                 declare float @llvm.sqrt.f32(float)\n\
                 declare float @llvm.fma.f32(float, float, float)\n\
                 declare float @llvm.minnum.f32(float, float)\n"
            );
            let m = ll_module(op, &src);
            let spec = gfxc_ir::launch::LaunchSpec::parse(
                "{\"kernel\": \"k\", \"grid\": [32, 1, 1], \"block\": [32, 1, 1], \
                 \"args\": [{\"buffer\": \"out\"}, {\"u32\": 1069547520}], \
                 \"buffers\": {\"out\": {\"type\": \"u32\", \"len\": 1}}}",
            )
            .unwrap();
            let e = gfxc_ir::interp::run(&m, &spec, &Default::default())
                .expect_err(&format!("{op} under hwreg {h} = {v} ran"))
                .to_string();
            assert!(
                e.contains("floating-point operation while MODE is"),
                "{op}: {e}"
            );
        }
    }
    // Sign-bit operations do not follow MODE.
    let src = "target triple = \"amdgcn-amd-amdhsa\"\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {\n\
         \x20 call void @llvm.amdgcn.s.setreg(i32 2049, i32 3)\n\
         \x20 %n = fneg float %x\n  %r = call float @llvm.fabs.f32(float %n)\n\
         \x20 call void @llvm.amdgcn.s.setreg(i32 2049, i32 0)\n\
         \x20 store float %r, ptr addrspace(1) %out\n  ret void\n}\n\
         declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)\n\
         declare float @llvm.fabs.f32(float)\n";
    let m = ll_module("fneg", src);
    objects_match_interpreter(
        "fneg-fabs under rtz",
        &m,
        "{\"kernel\": \"k\", \"grid\": [32, 1, 1], \"block\": [32, 1, 1], \
         \"args\": [{\"buffer\": \"out\"}, {\"f32\": -2.5}], \
         \"buffers\": {\"out\": {\"type\": \"u32\", \"len\": 1}}}",
        common::ALL_TARGETS,
        |t| gfxc::compile_module(&m, t).map_err(|d| d.render("fneg")),
    );
}

/// Registers and fields gfxc does not model: located `unsupported:` errors from the
/// importer, on every mode.
#[test]
fn other_hardware_registers_are_unsupported() {
    for (what, call) in [
        (
            "HW_ID read",
            "%g = call i32 @llvm.amdgcn.s.getreg(i32 63492)",
        ),
        (
            "LDS_ALLOC read",
            "%g = call i32 @llvm.amdgcn.s.getreg(i32 45574)",
        ),
        (
            "TRAPSTS write",
            "call void @llvm.amdgcn.s.setreg(i32 3, i32 0)\n  %g = add i32 0, 0",
        ),
        (
            "MODE.VSKIP write",
            "call void @llvm.amdgcn.s.setreg(i32 1793, i32 0)\n  %g = add i32 0, 0",
        ),
        (
            "MODE.EXCP_EN read",
            "%g = call i32 @llvm.amdgcn.s.getreg(i32 13057)",
        ),
    ] {
        let src = format!(
            "target triple = \"amdgcn-amd-amdhsa\"\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %out) {{\n  {call}\n\
             \x20 store i32 %g, ptr addrspace(1) %out\n  ret void\n}}\n\
             declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)\n\
             declare i32 @llvm.amdgcn.s.getreg(i32 immarg)\n"
        );
        let e = match gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &src) {
            Ok(_) => panic!("{what}: imported"),
            Err(d) => d.render("k.ll"),
        };
        assert!(
            e.contains("k.ll:3:") && e.contains("error: unsupported: intrinsic '@llvm.amdgcn.s."),
            "{what}: {e}"
        );
        assert!(!e.contains("internal"), "{what}: {e}");
    }
}

/// The interpreter's MODE against a model written here: the field takes the value (constant
/// or argument), the rest keeps the entry value 0x3f0, and a write no lane reaches does not
/// happen; `s.getreg` of the field reads it back.
#[test]
fn interpreter_reads_back_what_was_written() {
    let spec = gfxc_ir::launch::LaunchSpec::parse(LAUNCH).unwrap();
    for (off, size) in FIELDS {
        let fm = if size >= 32 {
            u32::MAX
        } else {
            ((1u32 << size) - 1) << off
        };
        let mask = if size >= 32 {
            0x3ff
        } else {
            (1u32 << size) - 1
        };
        for place in [Place::Uniform, Place::SomeLanes, Place::NoLane] {
            for (src, v) in [(Source::Const(0x155), 0x155), (Source::Arg, 2979)] {
                let m = ll_module("model", &kernel(off, size, place, src));
                let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
                let out = &r.buffers[0].bytes;
                let word = |k: usize| u32::from_le_bytes(out[4 * k..4 * k + 4].try_into().unwrap());
                let mode = if matches!(place, Place::NoLane) {
                    0x3f0
                } else {
                    (0x3f0 & !fm) | ((v & mask) << off & fm)
                };
                for lane in [0usize, 37, 95] {
                    let what = format!("{off},{size} {place:?} {src:?} lane {lane}");
                    assert_eq!(word(3 * lane), (mode & fm) >> off, "{what}: field");
                    assert_eq!(word(3 * lane + 1), mode & 0x3ff, "{what}: MODE");
                    assert_eq!(word(3 * lane + 2), (lane as f32 / 3.0).to_bits(), "{what}");
                }
            }
        }
    }
}

/// The simulator keeps a rounding mode other than nearest-even (read back above) and refuses
/// the float instructions executed under it, on every mode; a denormal-mode change alone
/// runs (the simulator flushes as the hardware).
#[test]
fn simulator_refuses_float_code_under_another_rounding_mode() {
    let src = "target triple = \"amdgcn-amd-amdhsa\"\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, float %x) {\n\
         \x20 call void @llvm.amdgcn.s.setreg(i32 2049, i32 3)\n\
         \x20 %r = fadd float %x, 1.0\n\
         \x20 store float %r, ptr addrspace(1) %out\n  ret void\n}\n\
         declare void @llvm.amdgcn.s.setreg(i32 immarg, i32)\n";
    let m = ll_module("rtz", src);
    let spec = gfxc_ir::launch::LaunchSpec::parse(
        "{\"kernel\": \"k\", \"grid\": [32, 1, 1], \"block\": [32, 1, 1], \
         \"args\": [{\"buffer\": \"out\"}, {\"f32\": 0.1}], \
         \"buffers\": {\"out\": {\"type\": \"u32\", \"len\": 1}}}",
    )
    .unwrap();
    for &(cpu, mattr) in common::ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let obj = gfxc::compile_module(&m, &t).unwrap_or_else(|d| panic!("{}", d.render("k")));
        let e = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .err()
            .unwrap_or_else(|| panic!("{cpu}{mattr}: ran"))
            .to_string();
        assert!(e.contains("MODE.FP_ROUND"), "{cpu}{mattr}: {e}");
    }
}
