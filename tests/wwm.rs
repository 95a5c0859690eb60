//! Whole-wave and whole-quad mode (`gfxc_ir::wwm`): `llvm.amdgcn.set.inactive` feeding
//! cross-lane work (DPP, `readlane` of lanes that are not active) whose result leaves through
//! `llvm.amdgcn.strict.wwm` / `wwm` / `strict.wqm` / `wqm`, as device-library reductions and
//! scans do. Generated kernels over value types, lane-crossing bodies and placements (uniform
//! code with partial waves, one side of a divergent branch, a divergent loop whose exited
//! lanes carry values past the region, a device function called from divergent code) run on
//! the interpreter and, compiled by gfxc, on the simulator on all 13 target modes (DPP bodies
//! on the 11 GFX8+ ones); llc-19's objects of the uniform-code kernels run on three modes
//! against the interpreter when llc-19 is installed.

mod common;
use common::{llvm_tool, objects_match_interpreter, ALL_TARGETS};

/// (LLVM type, mangled suffix, `y`, size in bytes, i32 `%v` -> `%x0` of type T, add op,
/// zero). Values stay small so that float sums are exact.
type Ty = (
    &'static str,
    &'static str,
    &'static str,
    u32,
    &'static str,
    &'static str,
);
const TYPES: [Ty; 6] = [
    ("i32", "i32", "1000", 4, "%x0 = add i32 %v, 0", "add"),
    (
        "i64",
        "i64",
        "4294967296000",
        8,
        "%x0 = zext i32 %v to i64",
        "add",
    ),
    ("float", "f32", "0.5", 4, "%x0 = uitofp i32 %v to float", "fadd"),
    (
        "double",
        "f64",
        "-2.25",
        8,
        "%x0 = uitofp i32 %v to double",
        "fadd",
    ),
    ("half", "f16", "0.25", 2, "%x0 = uitofp i32 %v to half", "fadd"),
    (
        "<2 x i16>",
        "v2i16",
        "<i16 7, i16 9>",
        4,
        "%t16 = trunc i32 %v to i16\n  %x1 = insertelement <2 x i16> poison, i16 %t16, i32 0\n  %x0 = insertelement <2 x i16> %x1, i16 3, i32 1",
        "add",
    ),
];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Body {
    /// `update.dpp` row_shl:1 (bound_ctrl) and row_shr:2, then `readlane` of the last lane.
    Dpp,
    /// `readlane` of lane 0, 37 % wave size and the last lane.
    Readlane,
    /// Whole-quad: `update.dpp` quad_perm [1,0,3,2] and [2,3,0,1].
    QuadDpp,
}

#[derive(Clone, Copy, PartialEq, Debug)]
enum Place {
    Uniform,
    Branch,
    Loop,
    Call,
}

/// The region: `%s` .. `%e` in type T from `%x0`, the terminal's result `%w`.
fn region(t: Ty, body: Body, term: &str) -> String {
    let (ty, m, y, _, _, op) = t;
    let zero = if ty.contains('<') {
        "zeroinitializer".to_string()
    } else if op == "fadd" {
        "0.0".to_string()
    } else {
        "0".to_string()
    };
    let dpp = |d: &str, s: &str, ctrl: u32, bound: bool| {
        format!("  {d} = call {ty} @llvm.amdgcn.update.dpp.{m}({ty} {zero}, {ty} {s}, i32 {ctrl}, i32 15, i32 15, i1 {bound})\n")
    };
    let rl = |d: &str, s: &str, lane: &str| {
        format!("  {d} = call {ty} @llvm.amdgcn.readlane.{m}({ty} {s}, i32 {lane})\n")
    };
    let mut s = format!("  %s = call {ty} @llvm.amdgcn.set.inactive.{m}({ty} %x0, {ty} {y})\n");
    s += "  %ws = call i32 @llvm.amdgcn.wavefrontsize()\n  %last = sub i32 %ws, 1\n  %l37 = and i32 37, %last\n";
    match body {
        Body::Dpp => {
            s += &dpp("%a", "%s", 0x101, true);
            s += &format!("  %b = {op} {ty} %s, %a\n");
            s += &dpp("%c", "%b", 0x112, false);
            s += &format!("  %d = {op} {ty} %b, %c\n");
            s += &rl("%l", "%d", "%last");
            s += &format!("  %e = {op} {ty} %d, %l\n");
        }
        Body::Readlane => {
            s += &rl("%a", "%s", "0");
            s += &rl("%b", "%s", "%l37");
            s += &rl("%c", "%s", "%last");
            s += &format!(
                "  %d0 = {op} {ty} %s, %a\n  %d1 = {op} {ty} %d0, %b\n  %e = {op} {ty} %d1, %c\n"
            );
        }
        Body::QuadDpp => {
            s += &dpp("%a", "%s", 0xb1, false);
            s += &format!("  %b = {op} {ty} %s, %a\n");
            s += &dpp("%c", "%b", 0x4e, false);
            s += &format!("  %e = {op} {ty} %b, %c\n");
        }
    }
    s += &format!("  %w = call {ty} @llvm.amdgcn.{term}.{m}({ty} %e)\n");
    s
}

fn kernel(t: Ty, body: Body, term: &str, place: Place) -> String {
    let (ty, m, _, size, conv, op) = t;
    let reg = region(t, body, term);
    let head = format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %arg) {{\n\
         entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %v0 = mul i32 %tid, 3\n  %v = add i32 %v0, %arg\n  {conv}\n\
         \x20 %p = getelementptr {ty}, ptr addrspace(1) %out, i32 %tid\n"
    );
    let decls = format!(
        "declare i32 @llvm.amdgcn.workitem.id.x()\n\
         declare i32 @llvm.amdgcn.wavefrontsize()\n\
         declare {ty} @llvm.amdgcn.set.inactive.{m}({ty}, {ty})\n\
         declare {ty} @llvm.amdgcn.update.dpp.{m}({ty}, {ty}, i32, i32, i32, i1)\n\
         declare {ty} @llvm.amdgcn.readlane.{m}({ty}, i32)\n\
         declare {ty} @llvm.amdgcn.{term}.{m}({ty})\n"
    );
    let store = format!("  store {ty} %r, ptr addrspace(1) %p, align {size}\n  ret void\n}}\n");
    match place {
        Place::Uniform => format!("{head}{reg}  %r = {op} {ty} %w, %x0\n{store}{decls}"),
        Place::Branch => format!(
            "{head}  %m3 = urem i32 %tid, 3\n  %cnd = icmp ne i32 %m3, 0\n  br i1 %cnd, label %then, label %join\n\
             then:\n{reg}  br label %join\n\
             join:\n  %r = phi {ty} [ %w, %then ], [ %x0, %entry ]\n{store}{decls}"
        ),
        Place::Loop => format!(
            "{head}  %m4 = and i32 %tid, 3\n  br label %loop\n\
             loop:\n  %i = phi i32 [ 0, %entry ], [ %i1, %loop ]\n  %acc = phi {ty} [ %x0, %entry ], [ %r1, %loop ]\n\
             {reg}  %r1 = {op} {ty} %acc, %w\n  %i1 = add i32 %i, 1\n  %more = icmp ule i32 %i1, %m4\n\
             \x20 br i1 %more, label %loop, label %done\n\
             done:\n  %r = phi {ty} [ %r1, %loop ]\n{store}{decls}"
        ),
        Place::Call => format!(
            "target triple = \"amdgcn-amd-amdhsa\"\n\
             define internal {ty} @f({ty} %x0) #0 {{\n{reg}  ret {ty} %w\n}}\n\
             define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %arg) {{\n\
             entry:\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %v0 = mul i32 %tid, 3\n  %v = add i32 %v0, %arg\n  {conv}\n\
             \x20 %p = getelementptr {ty}, ptr addrspace(1) %out, i32 %tid\n\
             \x20 %m3 = urem i32 %tid, 3\n  %cnd = icmp ne i32 %m3, 0\n  br i1 %cnd, label %then, label %join\n\
             then:\n  %w = call {ty} @f({ty} %x0)\n  br label %join\n\
             join:\n  %r = phi {ty} [ %w, %then ], [ %x0, %entry ]\n{store}{decls}\
             attributes #0 = {{ noinline }}\n"
        ),
    }
}

fn launch(size: u32) -> String {
    format!(
        "{{\"kernel\": \"k\", \"grid\": [80, 1, 1], \"block\": [80, 1, 1], \
         \"args\": [{{\"buffer\": \"out\"}}, {{\"i32\": 11}}], \
         \"buffers\": {{\"out\": {{\"type\": \"u8\", \"len\": {}}}}}}}",
        80 * size
    )
}

fn ll_module(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), src)
        .unwrap_or_else(|d| panic!("{name}: {}\n{src}", d.render("k.ll")))
}

struct Case {
    name: String,
    src: String,
    launch: String,
    gfx8_plus: bool,
    place: Place,
    ty: &'static str,
}

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    for t in TYPES {
        for (body, terms) in [
            (Body::Dpp, ["strict.wwm", "wwm"]),
            (Body::Readlane, ["strict.wwm", "wwm"]),
            (Body::QuadDpp, ["strict.wqm", "wqm"]),
        ] {
            for (k, term) in terms.iter().enumerate() {
                for place in [Place::Uniform, Place::Branch, Place::Loop, Place::Call] {
                    // The second spelling in uniform code only.
                    if k == 1 && place != Place::Uniform {
                        continue;
                    }
                    v.push(Case {
                        name: format!("{term}.{} {body:?} {place:?}", t.1),
                        src: kernel(t, body, term, place),
                        launch: launch(t.3),
                        gfx8_plus: body != Body::Readlane,
                        place,
                        ty: t.1,
                    });
                }
            }
        }
    }
    v
}

fn targets(c: &Case) -> Vec<(&'static str, &'static str)> {
    ALL_TARGETS
        .iter()
        .copied()
        .filter(|(cpu, _)| !c.gfx8_plus || !matches!(*cpu, "gfx600" | "gfx700"))
        .collect()
}

#[test]
fn whole_wave_regions_on_every_mode() {
    let only = std::env::var("WWM_ONLY").ok();
    for c in cases() {
        if only.as_ref().is_some_and(|o| !c.name.contains(o.as_str())) {
            continue;
        }
        let m = ll_module(&c.name, &c.src);
        objects_match_interpreter(&c.name, &m, &c.launch, &targets(&c), |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&c.name))
        });
    }
}

/// The interpreter's inactive lanes matter: with `set.inactive`'s `y` replaced, a region
/// reading inactive lanes gives other results (the generated kernels observe `y`).
#[test]
fn regions_observe_inactive_lanes() {
    for c in cases()
        .into_iter()
        .filter(|c| c.ty == "i32" && c.place == Place::Branch)
    {
        let other = c.src.replace("i32 %x0, i32 1000)", "i32 %x0, i32 1001)");
        assert_ne!(other, c.src);
        let spec = gfxc_ir::launch::LaunchSpec::parse(&c.launch).unwrap();
        let run = |src: &str| {
            let m = ll_module(&c.name, src);
            gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap()
        };
        let (a, b) = (run(&c.src), run(&other));
        assert_ne!(a.buffers[0].bytes, b.buffers[0].bytes, "{}", c.name);
    }
}

/// llc-19's objects of the uniform-code kernels agree with the interpreter.
#[test]
fn whole_wave_regions_match_llc19_objects() {
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return;
    }
    const MODES: [(&str, &str); 3] = [
        ("gfx900", ""),
        ("gfx1030", ""),
        ("gfx1100", "+wavefrontsize64"),
    ];
    for c in cases()
        .into_iter()
        .filter(|c| c.place == Place::Uniform && matches!(c.ty, "i32" | "f32"))
    {
        let m = ll_module(&c.name, &c.src);
        for (cpu, mattr) in MODES {
            objects_match_interpreter(&c.name, &m, &c.launch, &[(cpu, mattr)], |_| {
                common::llc19_linked(&c.name, &c.src, cpu, mattr)
            });
        }
    }
}
