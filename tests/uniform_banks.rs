//! Uniform values computed from VGPR-born uniform values stay in VGPRs (`isel/src/bank.rs`).
//!
//! For every scalar type and every family of lane-local operations (bit operations, integer
//! add/sub/mul/shifts/min/max/abs, `fneg`/`fabs`/`copysign`, compares and selects, extensions
//! and truncations, bitcasts), a kernel computes a uniform value `y = op(x)` from a uniform
//! value `x` the VALU or a vector load produces (a load through a uniform global pointer,
//! a float product of two kernel arguments) and hands `y` to a VALU consumer (an operation
//! with a per-lane value). Selecting `y` on the SALU would move `x` with `v_readfirstlane_b32`
//! and then copy `y` back: the generated assembly must have no `v_readfirstlane_b32` on any
//! target mode (except 64-bit products on GFX9+, which stay on the SALU: `bank.rs`). Every
//! kernel of a type also runs on the simulator on all 13 modes and must
//! give the interpreter's result (`tests/common::objects_match_interpreter`).

mod common;

/// (LLVM type, integer type of the same width, float type of the same width).
const TYPES: &[(&str, &str, &str)] = &[
    ("i32", "i32", "float"),
    ("i64", "i64", "double"),
    ("i16", "i16", "half"),
    ("float", "i32", "float"),
    ("double", "i64", "double"),
    ("half", "i16", "half"),
];

fn is_float(t: &str) -> bool {
    matches!(t, "float" | "double" | "half")
}

/// The families for type `t`: (name, body computing `%y` of type `t` from `%x`). Operands
/// `%x` and constants only, so `%y` is uniform.
fn families(t: &str, it: &str, ft: &str) -> Vec<(&'static str, String)> {
    let mut v = Vec::new();
    if is_float(t) {
        v.push(("fneg", format!("  %y = fneg {t} %x\n")));
        v.push((
            "fabs",
            format!("  %y = call {t} @llvm.fabs.{s}({t} %x)\n", s = sfx(t)),
        ));
        v.push((
            "copysign",
            format!(
                "  %y = call {t} @llvm.copysign.{s}({t} 2.0, {t} %x)\n",
                s = sfx(t)
            ),
        ));
        v.push((
            "fcmp_select",
            format!("  %c = fcmp olt {t} %x, 0.5\n  %y = select i1 %c, {t} %x, {t} 0.25\n"),
        ));
        v.push((
            "bitcast_bitops",
            format!(
                "  %b = bitcast {t} %x to {it}\n  %m = and {it} %b, {mask}\n  %y = bitcast {it} %m to {t}\n",
                mask = match t {
                    "half" => "32767",
                    "float" => "2147483647",
                    _ => "9223372036854775807",
                }
            ),
        ));
        v.push((
            "fabs_exponent_compare",
            format!(
                "  %a = call {t} @llvm.fabs.{s}({t} %x)\n  %b = bitcast {t} %a to {it}\n  %e = lshr {it} %b, 3\n  %c = icmp sgt {it} %e, 100\n  %n = fneg {t} %x\n  %y = select i1 %c, {t} %n, {t} %a\n",
                s = sfx(t)
            ),
        ));
    } else {
        for op in [
            "and", "or", "xor", "add", "sub", "mul", "shl", "lshr", "ashr",
        ] {
            let k = match (op, t) {
                ("shl" | "lshr" | "ashr", _) => 3,
                (_, "i16") => 1234,
                _ => 1234567,
            };
            v.push((op, format!("  %y = {op} {t} %x, {k}\n")));
        }
        for op in ["smin", "smax", "umin", "umax"] {
            v.push((
                op,
                format!("  %y = call {t} @llvm.{op}.{t}({t} %x, {t} 77)\n"),
            ));
        }
        for op in ["ctpop", "bitreverse"] {
            v.push((op, format!("  %y = call {t} @llvm.{op}.{t}({t} %x)\n")));
        }
        for op in ["ctlz", "cttz"] {
            v.push((
                op,
                format!("  %y = call {t} @llvm.{op}.{t}({t} %x, i1 false)\n"),
            ));
        }
        // Division by a constant: multiply-high sequences.
        for op in ["udiv", "sdiv", "urem"] {
            v.push((op, format!("  %y = {op} {t} %x, 7\n")));
        }
        v.push(("neg", format!("  %y = sub {t} 0, %x\n")));
        v.push(("not", format!("  %y = xor {t} %x, -1\n")));
        v.push((
            "abs",
            format!("  %y = call {t} @llvm.abs.{t}({t} %x, i1 false)\n"),
        ));
        v.push((
            "icmp_select",
            format!("  %c = icmp sgt {t} %x, 7\n  %y = select i1 %c, {t} %x, {t} 9\n"),
        ));
        v.push((
            "icmp_zext",
            format!("  %c = icmp ult {t} %x, 100\n  %y = zext i1 %c to {t}\n"),
        ));
        let (other, there, back) = match t {
            "i64" => ("i32", "trunc", "zext"),
            "i32" => ("i64", "sext", "trunc"),
            _ => ("i32", "sext", "trunc"),
        };
        v.push((
            "ext_trunc",
            format!(
                "  %w = {there} {t} %x to {other}\n  %w2 = xor {other} %w, 5\n  %y = {back} {other} %w2 to {t}\n"
            ),
        ));
        v.push((
            "bitcast_fneg",
            format!(
                "  %f = bitcast {t} %x to {ft}\n  %g = fneg {ft} %f\n  %y = bitcast {ft} %g to {t}\n"
            ),
        ));
    }
    v
}

fn sfx(t: &str) -> &'static str {
    match t {
        "float" => "f32",
        "double" => "f64",
        _ => "f16",
    }
}

/// A kernel: `x` is VGPR-born and uniform (a load through the uniform pointer `%u`, made
/// into a product of two kernel arguments for float types), `y` = the family's operation,
/// consumed per lane by `out[id] = y + in[id]`.
fn kernel(name: &str, t: &str, body: &str) -> String {
    let (born, combine) = if is_float(t) {
        (
            format!("  %l = load {t}, ptr addrspace(1) %u\n  %x = fmul {t} %l, %s\n"),
            "fadd",
        )
    } else {
        (
            format!("  %l = load {t}, ptr addrspace(1) %u\n  %x = add {t} %l, 0\n"),
            "add",
        )
    };
    let s_ty = t;
    format!(
        "define amdgpu_kernel void @{name}(ptr addrspace(1) %u, ptr addrspace(1) %in, ptr addrspace(1) %out, {s_ty} %s) {{\n\
         {born}{body}\
         \x20 %id = call i32 @llvm.amdgcn.workitem.id.x()\n\
         \x20 %pi = getelementptr {t}, ptr addrspace(1) %in, i32 %id\n\
         \x20 %d = load {t}, ptr addrspace(1) %pi\n\
         \x20 %r = {combine} {t} %y, %d\n\
         \x20 %po = getelementptr {t}, ptr addrspace(1) %out, i32 %id\n\
         \x20 store {t} %r, ptr addrspace(1) %po\n\
         \x20 ret void\n}}\n"
    )
}

fn module(kernels: &str) -> gfxc::ir::Module {
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         declare i32 @llvm.amdgcn.workitem.id.x()\n{kernels}"
    );
    gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.ll")))
}

fn launch(name: &str, t: &str) -> String {
    let (bt, s) = match t {
        "i32" => ("i32", r#"{"i32": 3}"#),
        "i64" => ("i64", r#"{"i64": 3}"#),
        "i16" => ("i16", r#"{"i16": 3}"#),
        "float" => ("f32", r#"{"f32": 1.5}"#),
        "double" => ("f64", r#"{"f64": 1.5}"#),
        _ => ("f16", r#"{"f16": 1.5}"#),
    };
    let (min, max) = if is_float(t) {
        ("-2.0", "2.0")
    } else {
        ("-1000", "1000")
    };
    format!(
        r#"{{
  "kernel": "{name}",
  "grid": [64, 1, 1],
  "block": [64, 1, 1],
  "args": [{{"buffer": "u"}}, {{"buffer": "in"}}, {{"buffer": "out"}}, {s}],
  "buffers": {{
    "u": {{"type": "{bt}", "len": 1, "init": {{"random": 5, "min": {min}, "max": {max}}}}},
    "in": {{"type": "{bt}", "len": 64, "init": {{"random": 6, "min": {min}, "max": {max}}}}},
    "out": {{"type": "{bt}", "len": 64, "init": {{"fill": 0}}}}
  }}
}}"#
    )
}

#[test]
fn uniform_ops_of_vgpr_born_values_need_no_readfirstlane() {
    let mut failures = Vec::new();
    for &(t, it, ft) in TYPES {
        for (fam, body) in families(t, it, ft) {
            let name = format!("k_{fam}");
            let m = module(&kernel(&name, t, &body));
            for (cpu, mattr) in common::ALL_TARGETS {
                let target = common::target_with(cpu, mattr);
                let asm = match gfxc::compile::compile_module_asm(&m, &target) {
                    Ok(a) => a,
                    Err(d) => {
                        failures.push(format!("{t} {fam} {cpu}{mattr}: {}", d.render("k.ll")));
                        continue;
                    }
                };
                let n = asm.matches("v_readfirstlane_b32").count();
                let gfx9 = !matches!(*cpu, "gfx600" | "gfx700" | "gfx803");
                if t == "i64" && matches!(fam, "mul" | "udiv" | "sdiv" | "urem") && gfx9 {
                    // 64-bit products stay on the SALU where it has `s_mul_hi_u32`
                    // (several quarter-rate VALU instructions otherwise): the operands are
                    // read back instead.
                    if !asm.contains("s_mul_hi_u32") {
                        failures.push(format!("{t} {fam} {cpu}{mattr}: no s_mul_hi_u32"));
                    }
                } else if n != 0 {
                    failures.push(format!("{t} {fam} {cpu}{mattr}: {n} v_readfirstlane_b32"));
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn uniform_ops_of_vgpr_born_values_match_the_interpreter() {
    for &(t, it, ft) in TYPES {
        for (fam, body) in families(t, it, ft) {
            let name = format!("k_{fam}");
            let m = module(&kernel(&name, t, &body));
            common::objects_match_interpreter(
                &format!("{t} {fam}"),
                &m,
                &launch(&name, t),
                common::ALL_TARGETS,
                |tg| gfxc::compile_module(&m, tg).map_err(|d| d.render("k.ll")),
            );
        }
    }
}
