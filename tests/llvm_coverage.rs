//! The coverage contract of `docs/llvm-coverage.md`, checked against reality (issue 14 item 1).
//!
//! Every row of the table names a family of LLVM IR instructions or intrinsics and a status.
//! This test holds one kernel generator per row and checks, in both directions, that the
//! table and the generators name the same rows (a row without a test, or a test without a
//! row, fails). Then, for every row:
//! - `supported`: the generated `.ll` kernel (every type variant the row claims, one unit
//!   each, with inputs mixing edge values and pseudo-random bits) imports, runs on the
//!   interpreter (with the target's wave size), compiles for all 13 target modes and gives
//!   the interpreter's bytes in every buffer on the simulator;
//! - `defect: WHY`: a known wrong result, stated in the table; the kernel must still
//!   disagree somewhere (when it is fixed the row must become `supported`);
//! - `unsupported: TEXT`: importing or compiling the kernel fails with a located
//!   `k.ll:LINE:COL: error: unsupported: TEXT`, on every target mode.

mod common;
#[path = "coverage_rows/generators.rs"]
mod generators;
#[path = "coverage_rows/lane_ops.rs"]
mod lane_ops;
#[path = "coverage_rows/open_world.rs"]
mod open_world;
#[path = "coverage_rows/types.rs"]
mod types;
use generators::*;

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{ArgSpec, BufferSpec, ElemType, Init, LaunchSpec};
use std::collections::{BTreeMap, HashMap};
use std::fmt::Write;

const THREADS: usize = 64;
const INTS: [&str; 4] = ["i8", "i16", "i32", "i64"];
const FLOATS: [&str; 3] = ["half", "float", "double"];

/// Input values: edge values and random bits, or a tame range (for approximate math).
#[derive(Clone, Copy, PartialEq)]
enum Dom {
    Full,
    Tame,
}

/// One unit of a kernel: operand types, result type and a body that reads `%$x0`... and
/// defines `%$r` (every local name of a body is `%$name`, every block label `L$name`, made
/// unique per unit).
struct Unit {
    ins: Vec<String>,
    out: String,
    body: String,
    dom: Dom,
    /// Module-level text (an LDS variable `@lds_$`, named per unit).
    decl: String,
}

fn unit(ins: &[&str], out: &str, body: &str) -> Unit {
    Unit {
        ins: ins.iter().map(|s| s.to_string()).collect(),
        out: out.into(),
        body: body.into(),
        dom: Dom::Full,
        decl: String::new(),
    }
}

fn tame(mut u: Unit) -> Unit {
    u.dom = Dom::Tame;
    u
}

fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// The bits of one input lane.
fn lane_value(e: &str, dom: Dom, seed: u64) -> u64 {
    let h = mix(seed);
    let pick = h.is_multiple_of(3);
    match e {
        "i1" => h >> 7 & 1,
        "i8" | "i16" | "i32" | "i64" => {
            let w = lane_bytes(e) * 8;
            let m = if w == 64 { u64::MAX } else { (1u64 << w) - 1 };
            if dom == Dom::Tame {
                return (h >> 8) % 40;
            }
            let min = 1u64 << (w - 1);
            let edges = [
                0,
                1,
                2,
                m,
                min,
                min - 1,
                min + 1,
                31,
                32,
                33,
                63,
                64,
                7,
                8,
                16,
            ];
            if pick {
                edges[(h >> 8) as usize % edges.len()] & m
            } else {
                (h >> 3) & m
            }
        }
        _ => {
            let x: f64 = if dom == Dom::Tame {
                ((h >> 11) % 4096) as f64 / 256.0 - 8.0
            } else if pick {
                let edges = [
                    0.0,
                    -0.0,
                    1.0,
                    -1.0,
                    0.5,
                    -2.5,
                    3.0,
                    1e-3,
                    65504.0,
                    f64::INFINITY,
                    f64::NEG_INFINITY,
                    f64::NAN,
                    1e-40,
                    6e-8,
                    -1e30,
                ];
                edges[(h >> 8) as usize % edges.len()]
            } else {
                // A random sign, an exponent within +-20 and a random mantissa.
                let m = 1.0 + ((h >> 12) % (1 << 40)) as f64 / (1u64 << 40) as f64;
                let s = if h >> 5 & 1 == 1 { -1.0 } else { 1.0 };
                s * m * 2f64.powi(((h >> 6) % 41) as i32 - 20)
            };
            match e {
                "half" => half::f16::from_f64(x).to_bits() as u64,
                "float" => (x as f32).to_bits() as u64,
                _ => x.to_bits(),
            }
        }
    }
}

/// A kernel of units: unit `u` reads operand `k` from buffer `u{u}a{k}` (lane `j` of
/// work-item `i` at element `i * N + j`) and writes its result to buffer `u{u}o`.
fn kernel(units: &[Unit]) -> (String, LaunchSpec) {
    let mut params = Vec::new();
    let mut buffers = Vec::new();
    let mut s = String::new();
    let mut decls = String::new();
    for (u, un) in units.iter().enumerate() {
        let p = format!("%u{u}_");
        let mut body = String::new();
        for (k, t) in un.ins.iter().enumerate() {
            if let Some(e) = t.strip_prefix("ptr:") {
                // A buffer of THREADS lanes of `e`, passed as the pointer itself.
                params.push(format!("ptr addrspace(1) {p}x{k}"));
                let mut bytes = Vec::new();
                for i in 0..THREADS {
                    let v = lane_value(
                        e,
                        un.dom,
                        ((u as u64) << 40) ^ ((k as u64) << 32) ^ i as u64,
                    );
                    bytes.extend_from_slice(&v.to_le_bytes()[..lane_bytes(e)]);
                }
                buffers.push(BufferSpec {
                    name: format!("u{u}a{k}"),
                    ty: ElemType::U8,
                    len: bytes.len() as u64,
                    init: Init::Values(bytes.iter().map(|&b| b as u64).collect()),
                });
                continue;
            }
            let (n, e) = shape(t);
            let mem = if e == "i1" { "i8" } else { e };
            params.push(format!("ptr addrspace(1) %u{u}a{k}"));
            let mut bytes = Vec::new();
            for i in 0..THREADS * n {
                let v = lane_value(
                    e,
                    un.dom,
                    ((u as u64) << 40) ^ ((k as u64) << 32) ^ i as u64,
                );
                bytes.extend_from_slice(&v.to_le_bytes()[..lane_bytes(e)]);
            }
            buffers.push(BufferSpec {
                name: format!("u{u}a{k}"),
                ty: ElemType::U8,
                len: bytes.len() as u64,
                init: Init::Values(bytes.iter().map(|&b| b as u64).collect()),
            });
            let mut acc = format!("{t} poison");
            for j in 0..n {
                let l = format!("{p}a{k}_{j}");
                writeln!(body, "  {l}i = add i64 %base{n}, {j}").unwrap();
                writeln!(
                    body,
                    "  {l}p = getelementptr {mem}, ptr addrspace(1) %u{u}a{k}, i64 {l}i"
                )
                .unwrap();
                writeln!(body, "  {l}m = load {mem}, ptr addrspace(1) {l}p").unwrap();
                let lane = if e == "i1" {
                    writeln!(body, "  {l} = trunc i8 {l}m to i1").unwrap();
                    l.clone()
                } else {
                    format!("{l}m")
                };
                if n == 1 {
                    writeln!(body, "  {p}x{k} = bitcast {t} {lane} to {t}").unwrap();
                } else {
                    let name = if j + 1 == n {
                        format!("{p}x{k}")
                    } else {
                        format!("{l}v")
                    };
                    writeln!(body, "  {name} = insertelement {acc}, {e} {lane}, i32 {j}").unwrap();
                    acc = format!("{t} {name}");
                }
            }
        }
        body.push_str(
            &un.body
                .replace("%$", &p)
                .replace("L$", &format!("L{u}_"))
                .replace("@lds_$", &format!("@lds_u{u}")),
        );
        decls.push_str(&un.decl.replace("@lds_$", &format!("@lds_u{u}")));
        body.push('\n');
        let (n, e) = shape(&un.out);
        let mem = if e == "i1" { "i8" } else { e };
        params.push(format!("ptr addrspace(1) %u{u}o"));
        buffers.push(BufferSpec {
            name: format!("u{u}o"),
            ty: ElemType::U8,
            len: (THREADS * n * lane_bytes(e)) as u64,
            init: Init::Fill(0xa5),
        });
        for j in 0..n {
            let l = format!("{p}o{j}");
            let lane = if n == 1 {
                format!("{p}r")
            } else {
                writeln!(body, "  {l}e = extractelement {} {p}r, i32 {j}", un.out).unwrap();
                format!("{l}e")
            };
            let lane = if e == "i1" {
                writeln!(body, "  {l}z = zext i1 {lane} to i8").unwrap();
                format!("{l}z")
            } else {
                lane
            };
            writeln!(body, "  {l}i = add i64 %base{n}, {j}").unwrap();
            writeln!(
                body,
                "  {l}p = getelementptr {mem}, ptr addrspace(1) %u{u}o, i64 {l}i"
            )
            .unwrap();
            writeln!(body, "  store {mem} {lane}, ptr addrspace(1) {l}p").unwrap();
        }
        s.push_str(&body);
    }
    let mut text = decls;
    text += &format!(
        "define amdgpu_kernel void @k({}) {{\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %i = zext i32 %tid to i64\n",
        params.join(", ")
    );
    for n in 1..=64 {
        writeln!(text, "  %base{n} = mul i64 %i, {n}").unwrap();
    }
    text.push_str(&s);
    text.push_str("  ret void\n}\n");
    let spec = LaunchSpec {
        kernel: "k".into(),
        grid: [THREADS as u32, 1, 1],
        block: [THREADS as u32, 1, 1],
        args: buffers
            .iter()
            .map(|b| ArgSpec::Buffer {
                name: b.name.clone(),
                offset: 0,
            })
            .collect(),
        buffers,
        lds_dynamic: 0,
        stack_bytes: gfxc::ir::launch::DEFAULT_STACK_BYTES,
    };
    (text, spec)
}

/// The generated kernel of every row of the table, by the row's key.
fn rows() -> BTreeMap<&'static str, Vec<Unit>> {
    let mut r: BTreeMap<&'static str, Vec<Unit>> = BTreeMap::new();
    for op in ["add", "sub", "mul", "and", "or", "xor"] {
        r.insert(
            Box::leak(format!("inst.{op}").into_boxed_str()),
            int_binary(op, matches!(op, "and" | "or" | "xor")),
        );
    }
    for op in ["shl", "lshr", "ashr"] {
        // Amounts in range (an amount >= the width is poison).
        let units = INTS
            .iter()
            .flat_map(|t| vecs(t))
            .map(|t| {
                let (_, e) = shape(&t);
                let w = lane_bytes(e) * 8 - 1;
                let (n, _) = shape(&t);
                let mask = if t.starts_with('<') {
                    let l: Vec<String> = (0..n).map(|_| format!("{e} {w}")).collect();
                    format!("<{}>", l.join(", "))
                } else {
                    format!("{w}")
                };
                unit(
                    &[&t, &t],
                    &t,
                    &format!("%$s = and {t} %$x1, {mask}\n  %$r = {op} {t} %$x0, %$s"),
                )
            })
            .collect();
        r.insert(Box::leak(format!("inst.{op}").into_boxed_str()), units);
    }
    for op in ["udiv", "sdiv", "urem", "srem"] {
        // A positive nonzero divisor (x / 0 and MIN / -1 are undefined).
        let units = INTS
            .iter()
            .map(|t| {
                unit(
                    &[t, t],
                    t,
                    &format!(
                        "%$h = lshr {t} %$x1, 1\n  %$d = or {t} %$h, 1\n  %$r = {op} {t} %$x0, %$d"
                    ),
                )
            })
            .collect();
        r.insert(Box::leak(format!("inst.{op}").into_boxed_str()), units);
    }
    r.insert(
        "inst.icmp",
        INTS.iter()
            .chain(&["i1"])
            .flat_map(|t| {
                [
                    "eq", "ne", "ugt", "uge", "ult", "ule", "sgt", "sge", "slt", "sle",
                ]
                .map(|c| unit(&[t, t], "i1", &format!("%$r = icmp {c} {t} %$x0, %$x1")))
            })
            .collect(),
    );
    r.insert(
        "inst.select",
        INTS.iter()
            .chain(&FLOATS)
            .chain(&["i1"])
            .map(|t| {
                unit(
                    &["i1", t, t],
                    t,
                    &format!("%$r = select i1 %$x0, {t} %$x1, {t} %$x2"),
                )
            })
            .collect(),
    );
    for op in ["fadd", "fsub", "fmul", "fdiv"] {
        r.insert(
            Box::leak(format!("inst.{op}").into_boxed_str()),
            float_binary(op),
        );
    }
    r.insert(
        "inst.fneg",
        FLOATS
            .iter()
            .flat_map(|t| vecs(t))
            .map(|t| unit(&[&t], &t, &format!("%$r = fneg {t} %$x0")))
            .collect(),
    );
    r.insert(
        "inst.fcmp",
        FLOATS
            .iter()
            .flat_map(|t| {
                [
                    "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "uno", "ueq", "ugt", "uge",
                    "ult", "ule", "une",
                ]
                .map(|c| unit(&[t, t], "i1", &format!("%$r = fcmp {c} {t} %$x0, %$x1")))
            })
            .collect(),
    );
    let mut conv = Vec::new();
    for (a, b) in [
        ("i8", "i16"),
        ("i8", "i32"),
        ("i16", "i64"),
        ("i32", "i64"),
        ("i1", "i32"),
    ] {
        conv.push(unit(&[a], b, &format!("%$r = zext {a} %$x0 to {b}")));
        conv.push(unit(&[a], b, &format!("%$r = sext {a} %$x0 to {b}")));
        conv.push(unit(&[b], a, &format!("%$r = trunc {b} %$x0 to {a}")));
    }
    r.insert("inst.zext-sext-trunc", conv);
    r.insert(
        "inst.fpext-fptrunc",
        vec![
            unit(&["half"], "float", "%$r = fpext half %$x0 to float"),
            unit(&["half"], "double", "%$r = fpext half %$x0 to double"),
            unit(&["float"], "double", "%$r = fpext float %$x0 to double"),
            unit(&["float"], "half", "%$r = fptrunc float %$x0 to half"),
            unit(&["double"], "float", "%$r = fptrunc double %$x0 to float"),
            unit(&["double"], "half", "%$r = fptrunc double %$x0 to half"),
        ],
    );
    let mut fi = Vec::new();
    for f in FLOATS {
        for i in ["i16", "i32", "i64"] {
            for op in ["sitofp", "uitofp"] {
                fi.push(unit(&[i], f, &format!("%$r = {op} {i} %$x0 to {f}")));
            }
            for op in ["fptosi", "fptoui"] {
                // In range: the result of an out-of-range conversion is poison.
                fi.push(tame(unit(
                    &[f],
                    i,
                    &format!(
                        "%$a = call {f} @llvm.fabs.{}({f} %$x0)\n  %$r = {op} {f} %$a to {i}",
                        suffix(f)
                    ),
                )));
            }
        }
    }
    r.insert("inst.int-float-conversions", fi);
    r.insert(
        "inst.bitcast",
        vec![
            unit(&["float"], "i32", "%$r = bitcast float %$x0 to i32"),
            unit(&["i64"], "double", "%$r = bitcast i64 %$x0 to double"),
            unit(&["<2 x i16>"], "i32", "%$r = bitcast <2 x i16> %$x0 to i32"),
            unit(
                &["double"],
                "<2 x float>",
                "%$r = bitcast double %$x0 to <2 x float>",
            ),
            unit(
                &["<4 x half>"],
                "<2 x i32>",
                "%$r = bitcast <4 x half> %$x0 to <2 x i32>",
            ),
        ],
    );
    r.insert(
        "inst.vector-elements",
        ["i8", "i16", "i32", "i64", "half", "float", "double"]
            .iter()
            .flat_map(|e| {
                let t = format!("<4 x {e}>");
                [
                    unit(
                        &[&t, "i32"],
                        e,
                        &format!("%$k = and i32 %$x1, 3\n  %$r = extractelement {t} %$x0, i32 %$k"),
                    ),
                    unit(
                        &[&t, e, "i32"],
                        &t,
                        &format!("%$k = and i32 %$x2, 3\n  %$r = insertelement {t} %$x0, {e} %$x1, i32 %$k"),
                    ),
                    unit(
                        &[&t, &t],
                        &t,
                        &format!("%$r = shufflevector {t} %$x0, {t} %$x1, <4 x i32> <i32 7, i32 0, i32 5, i32 2>"),
                    ),
                ]
            })
            .collect(),
    );
    r.insert(
        "inst.freeze",
        vec![
            unit(&["i32"], "i32", "%$r = freeze i32 %$x0"),
            unit(
                &["<2 x float>"],
                "<2 x float>",
                "%$r = freeze <2 x float> %$x0",
            ),
        ],
    );
    for name in ["smin", "smax", "umin", "umax"] {
        r.insert(
            Box::leak(format!("int.{name}").into_boxed_str()),
            int_calls(name, 2),
        );
    }
    for name in ["ctpop", "bitreverse"] {
        r.insert(
            Box::leak(format!("int.{name}").into_boxed_str()),
            int_calls(name, 1),
        );
    }
    r.insert(
        "int.abs-ctlz-cttz",
        INTS.iter()
            .flat_map(|t| vecs(t))
            .flat_map(|t| {
                let s = suffix(&t);
                ["abs", "ctlz", "cttz"].map(|n| {
                    unit(
                        &[&t],
                        &t,
                        &format!("%$r = call {t} @llvm.{n}.{s}({t} %$x0, i1 false)"),
                    )
                })
            })
            .collect(),
    );
    r.insert(
        "int.bswap",
        ["i16", "i32", "i64"]
            .iter()
            .flat_map(|t| vecs(t))
            .map(|t| call_same("bswap", &t, 1))
            .collect(),
    );
    r.insert("int.fshl-fshr", {
        let mut v = int_calls("fshl", 3);
        v.extend(int_calls("fshr", 3));
        v
    });
    r.insert("int.sat", {
        let mut v = Vec::new();
        for n in ["sadd.sat", "uadd.sat", "ssub.sat", "usub.sat"] {
            v.extend(int_calls(n, 2));
        }
        v
    });
    r.insert(
        "int.with.overflow",
        INTS.iter()
            .flat_map(|t| {
                ["sadd", "uadd", "ssub", "usub", "smul", "umul"].map(|n| {
                    unit(
                        &[t, t],
                        t,
                        &format!(
                            "%$p = call {{ {t}, i1 }} @llvm.{n}.with.overflow.{t}({t} %$x0, {t} %$x1)\n  %$v = extractvalue {{ {t}, i1 }} %$p, 0\n  %$f = extractvalue {{ {t}, i1 }} %$p, 1\n  %$z = zext i1 %$f to {t}\n  %$r = xor {t} %$v, %$z"
                        ),
                    )
                })
            })
            .collect(),
    );
    r.insert(
        "amdgcn.ubfe-sbfe",
        ["ubfe", "sbfe"]
            .iter()
            .flat_map(|n| {
                [
                    unit(
                        &["i32", "i32", "i32"],
                        "i32",
                        &format!("%$r = call i32 @llvm.amdgcn.{n}.i32(i32 %$x0, i32 %$x1, i32 %$x2)"),
                    ),
                    // Uniform operands (kernel-wide constants).
                    unit(
                        &["i32"],
                        "i32",
                        &format!("%$r = call i32 @llvm.amdgcn.{n}.i32(i32 %$x0, i32 3, i32 9)"),
                    ),
                    unit(
                        &["i32"],
                        "i32",
                        &format!("%$r = call i32 @llvm.amdgcn.{n}.i32(i32 %$x0, i32 28, i32 9)"),
                    ),
                    unit(
                        &["i32", "i32"],
                        "i32",
                        &format!("%$r = call i32 @llvm.amdgcn.{n}.i32(i32 -1985229329, i32 %$x0, i32 %$x1)"),
                    ),
                    unit(
                        &["i64", "i32", "i32"],
                        "i64",
                        &format!("%$r = call i64 @llvm.amdgcn.{n}.i64(i64 %$x0, i32 %$x1, i32 %$x2)"),
                    ),
                ]
            })
            .collect(),
    );
    let ints: Vec<&str> = ["i1"].iter().chain(&INTS).copied().collect();
    for op in [
        "add", "mul", "and", "or", "xor", "smin", "smax", "umin", "umax",
    ] {
        r.insert(
            Box::leak(format!("reduce.{op}").into_boxed_str()),
            reductions(op, if op == "mul" { &INTS } else { &ints }, None),
        );
    }
    for op in ["fadd", "fmul"] {
        let mut v = reductions(op, &FLOATS, Some(""));
        v.extend(reductions(op, &FLOATS, Some("reassoc ")));
        r.insert(Box::leak(format!("reduce.{op}").into_boxed_str()), v);
    }
    for op in ["fmin", "fmax", "fminimum", "fmaximum"] {
        r.insert(
            Box::leak(format!("reduce.{op}").into_boxed_str()),
            reductions(op, &FLOATS, None),
        );
    }
    for name in [
        "fabs",
        "floor",
        "ceil",
        "trunc",
        "rint",
        "nearbyint",
        "round",
        "roundeven",
    ] {
        r.insert(
            Box::leak(format!("math.{name}").into_boxed_str()),
            float_calls(name, 1, Dom::Full),
        );
    }
    for name in ["minnum", "maxnum", "minimum", "maximum", "copysign"] {
        r.insert(
            Box::leak(format!("math.{name}").into_boxed_str()),
            float_calls(name, 2, Dom::Full),
        );
    }
    r.insert("math.sqrt", float_calls("sqrt", 1, Dom::Full));
    r.insert("math.fma-fmuladd", {
        let mut v = float_calls("fma", 3, Dom::Full);
        v.extend(float_calls("fmuladd", 3, Dom::Full));
        v
    });
    for name in ["exp", "exp2", "exp10", "log", "log2", "log10", "sin", "cos"] {
        r.insert(
            Box::leak(format!("math.{name}").into_boxed_str()),
            ["half", "float", "<2 x float>", "<3 x half>"]
                .iter()
                .map(|t| {
                    let mut u = call_same(name, t, 1);
                    u.dom = Dom::Tame;
                    u
                })
                .collect(),
        );
    }
    r.insert(
        "math.pow",
        ["half", "float", "<2 x float>"]
            .iter()
            .map(|t| tame(call_same("pow", t, 2)))
            .collect(),
    );
    r.insert(
        "math.ldexp",
        FLOATS
            .iter()
            .map(|t| {
                unit(
                    &[t, "i32"],
                    t,
                    &format!(
                        "%$r = call {t} @llvm.ldexp.{}.i32({t} %$x0, i32 %$x1)",
                        suffix(t)
                    ),
                )
            })
            .collect(),
    );
    r.insert(
        "math.frexp",
        FLOATS
            .iter()
            .map(|t| {
                unit(
                    &[t],
                    "i32",
                    &format!(
                        "%$p = call {{ {t}, i32 }} @llvm.frexp.{}.i32({t} %$x0)\n  %$m = extractvalue {{ {t}, i32 }} %$p, 0\n  %$e = extractvalue {{ {t}, i32 }} %$p, 1\n  %$c = fcmp oeq {t} %$m, 0xH3800\n  %$z = zext i1 %$c to i32\n  %$r = xor i32 %$e, %$z",
                        suffix(t)
                    )
                    .replace(
                        "0xH3800",
                        match *t {
                            "half" => "0xH3800",
                            _ => "0.5",
                        },
                    ),
                )
            })
            .collect(),
    );
    r.insert(
        "math.is.fpclass",
        FLOATS
            .iter()
            .flat_map(|t| {
                [3, 4, 0x60, 0x3fc, 0x90].map(|m| {
                    unit(
                        &[t],
                        "i1",
                        &format!(
                            "%$r = call i1 @llvm.is.fpclass.{}({t} %$x0, i32 {m})",
                            suffix(t)
                        ),
                    )
                })
            })
            .collect(),
    );
    r.insert(
        "math.canonicalize",
        float_calls("canonicalize", 1, Dom::Full),
    );
    r.insert(
        "amdgcn.fract-frexp-ldexp-class",
        FLOATS
            .iter()
            .flat_map(|t| {
                let s = suffix(t);
                let et = if *t == "half" { "i16" } else { "i32" };
                [
                    unit(
                        &[t],
                        t,
                        &format!("%$r = call {t} @llvm.amdgcn.fract.{s}({t} %$x0)"),
                    ),
                    unit(
                        &[t],
                        t,
                        &format!("%$r = call {t} @llvm.amdgcn.frexp.mant.{s}({t} %$x0)"),
                    ),
                    unit(
                        &[t],
                        et,
                        &format!("%$r = call {et} @llvm.amdgcn.frexp.exp.{et}.{s}({t} %$x0)"),
                    ),
                    unit(
                        &[t, "i32"],
                        t,
                        &format!("%$r = call {t} @llvm.amdgcn.ldexp.{s}({t} %$x0, i32 %$x1)"),
                    ),
                    unit(
                        &[t],
                        "i1",
                        &format!("%$r = call i1 @llvm.amdgcn.class.{s}({t} %$x0, i32 99)"),
                    ),
                ]
            })
            .collect(),
    );
    r.insert(
        "amdgcn.rcp-rsq-sqrt",
        ["float", "double"]
            .iter()
            .flat_map(|t| {
                let s = suffix(t);
                ["rcp", "rsq", "sqrt"].map(|n| {
                    unit(
                        &[t],
                        t,
                        &format!("%$r = call {t} @llvm.amdgcn.{n}.{s}({t} %$x0)"),
                    )
                })
            })
            .filter(|u| !u.body.contains("sqrt.f64"))
            .collect(),
    );
    r.insert(
        "amdgcn.ids-and-pointers",
        vec![
            unit(
                &["i32"],
                "i32",
                "%$a = call i32 @llvm.amdgcn.workgroup.id.x()\n  %$b = call i32 @llvm.amdgcn.workitem.id.y()\n  %$c = add i32 %$a, %$b\n  %$r = add i32 %$c, %$x0",
            ),
            unit(
                &["i32"],
                "i32",
                "%$p = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n  %$q = getelementptr i8, ptr addrspace(4) %$p, i64 4\n  %$w = load i16, ptr addrspace(4) %$q\n  %$z = zext i16 %$w to i32\n  %$r = add i32 %$z, %$x0",
            ),
            unit(
                &["i32"],
                "i32",
                "%$p = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n  %$q = getelementptr i8, ptr addrspace(4) %$p, i64 12\n  %$w = load i16, ptr addrspace(4) %$q\n  %$z = zext i16 %$w to i32\n  %$r = add i32 %$z, %$x0",
            ),
        ],
    );
    r.insert(
        "mem.memcpy-memset",
        vec![unit(
            &["<4 x i32>"],
            "<4 x i32>",
            "%$a = alloca [8 x i32], align 4, addrspace(5)\n  call void @llvm.memset.p5.i64(ptr addrspace(5) %$a, i8 7, i64 32, i1 false)\n  %$b = alloca <4 x i32>, align 16, addrspace(5)\n  store <4 x i32> %$x0, ptr addrspace(5) %$b\n  %$c = getelementptr i8, ptr addrspace(5) %$a, i32 4\n  call void @llvm.memcpy.p5.p5.i64(ptr addrspace(5) %$c, ptr addrspace(5) %$b, i64 12, i1 false)\n  %$r = load <4 x i32>, ptr addrspace(5) %$a",
        )],
    );
    r.insert(
        "mem.memmove-overlapping",
        vec![unit(
            &["<4 x i32>"],
            "<4 x i32>",
            "%$a = alloca [8 x i32], align 4, addrspace(5)\n  store <4 x i32> %$x0, ptr addrspace(5) %$a\n  %$c = getelementptr i8, ptr addrspace(5) %$a, i32 4\n  call void @llvm.memmove.p5.p5.i64(ptr addrspace(5) %$c, ptr addrspace(5) %$a, i64 12, i1 false)\n  %$r = load <4 x i32>, ptr addrspace(5) %$a",
        )],
    );
    // Float atomics, every ordering and scope: one location per 32 lanes (so the lanes that
    // meet on a location are in one wave on every target, in lane order on both engines);
    // the values are multiples of 1/256 in [-8, 8), so every sum is exact.
    let mut atomics = Vec::new();
    let orders = ["monotonic", "acquire", "release", "acq_rel", "seq_cst"];
    let scopes = [
        "",
        "syncscope(\"agent\") ",
        "syncscope(\"workgroup\") ",
        "syncscope(\"wavefront\") ",
        "syncscope(\"agent-one-as\") ",
    ];
    let mut n = 0;
    for op in ["fadd", "fmin", "fmax"] {
        for t in ["float", "double"] {
            for space in [1, 3] {
                let (o, sc) = (orders[n % orders.len()], scopes[n % scopes.len()]);
                n += 1;
                let mut u = if space == 1 {
                    unit(
                        &[t, &format!("ptr:{t}")],
                        t,
                        &format!("%$g = lshr i64 %i, 5\n  %$p = getelementptr {t}, ptr addrspace(1) %$x1, i64 %$g\n  %$r = atomicrmw {op} ptr addrspace(1) %$p, {t} %$x0 {sc}{o}"),
                    )
                } else {
                    let mut u = unit(
                        &[t],
                        t,
                        &format!("%$g = lshr i32 %tid, 5\n  %$p = getelementptr {t}, ptr addrspace(3) @lds_$, i32 %$g\n  store {t} 1.0, ptr addrspace(3) %$p\n  call void @llvm.amdgcn.s.barrier()\n  %$r = atomicrmw {op} ptr addrspace(3) %$p, {t} %$x0 {sc}{o}"),
                    );
                    u.decl = format!("@lds_$ = internal addrspace(3) global [2 x {t}] poison\n");
                    u
                };
                u.dom = Dom::Tame;
                atomics.push(u);
                // The result unused (the non-returning instruction, where there is one).
                if space == 1 {
                    atomics.push(tame(unit(
                        &[t, &format!("ptr:{t}")],
                        "i32",
                        &format!("%$g = lshr i64 %i, 5\n  %$p = getelementptr {t}, ptr addrspace(1) %$x1, i64 %$g\n  %$a = atomicrmw {op} ptr addrspace(1) %$p, {t} %$x0 {sc}{o}\n  %$r = add i32 0, 0"),
                    )));
                }
            }
        }
    }
    r.insert("atomic.float-rmw", atomics);
    // The division pieces: each type, both select operands, both results (the flag as an
    // i32), and LLVM's whole f32/f64 division sequence built from them (VCC from div.scale
    // to div.fmas).
    let mut div = Vec::new();
    for (t, s) in [("float", "f32"), ("double", "f64")] {
        for sel in ["true", "false"] {
            div.push(unit(
                &[t, t],
                t,
                &format!("%$p = call {{ {t}, i1 }} @llvm.amdgcn.div.scale.{s}({t} %$x0, {t} %$x1, i1 {sel})\n  %$r = extractvalue {{ {t}, i1 }} %$p, 0"),
            ));
            div.push(unit(
                &[t, t],
                "i32",
                &format!("%$p = call {{ {t}, i1 }} @llvm.amdgcn.div.scale.{s}({t} %$x0, {t} %$x1, i1 {sel})\n  %$c = extractvalue {{ {t}, i1 }} %$p, 1\n  %$r = zext i1 %$c to i32"),
            ));
        }
        let rcp = if t == "float" {
            "call float @llvm.amdgcn.rcp.f32(float %$dv)".to_string()
        } else {
            "call double @llvm.amdgcn.rcp.f64(double %$dv)".to_string()
        };
        div.push(unit(
            &[t, t],
            t,
            &format!("%$d = call {{ {t}, i1 }} @llvm.amdgcn.div.scale.{s}({t} %$x0, {t} %$x1, i1 false)\n  %$n = call {{ {t}, i1 }} @llvm.amdgcn.div.scale.{s}({t} %$x0, {t} %$x1, i1 true)\n  %$dv = extractvalue {{ {t}, i1 }} %$d, 0\n  %$nv = extractvalue {{ {t}, i1 }} %$n, 0\n  %$f = extractvalue {{ {t}, i1 }} %$n, 1\n  %$y0 = {rcp}\n  %$e = fneg {t} %$dv\n  %$t = call {t} @llvm.fma.{s}({t} %$e, {t} %$y0, {t} 1.0)\n  %$y = call {t} @llvm.fma.{s}({t} %$t, {t} %$y0, {t} %$y0)\n  %$q = fmul {t} %$nv, %$y\n  %$r0 = call {t} @llvm.fma.{s}({t} %$e, {t} %$q, {t} %$nv)\n  %$q1 = call {t} @llvm.fma.{s}({t} %$r0, {t} %$y, {t} %$q)\n  %$r1 = call {t} @llvm.fma.{s}({t} %$e, {t} %$q1, {t} %$nv)\n  %$fm = call {t} @llvm.amdgcn.div.fmas.{s}({t} %$r1, {t} %$y, {t} %$q1, i1 %$f)\n  %$r = call {t} @llvm.amdgcn.div.fixup.{s}({t} %$fm, {t} %$x1, {t} %$x0)"),
        ));
    }
    r.insert("amdgcn.div.scale", div);
    let mut fmas = Vec::new();
    for (t, s) in [("float", "f32"), ("double", "f64")] {
        fmas.push(unit(
            &[t, t, t, "i1"],
            t,
            &format!(
                "%$r = call {t} @llvm.amdgcn.div.fmas.{s}({t} %$x0, {t} %$x1, {t} %$x2, i1 %$x3)"
            ),
        ));
        // A uniform (constant) flag and constant operands.
        fmas.push(unit(
            &[t, t],
            t,
            &format!(
                "%$r = call {t} @llvm.amdgcn.div.fmas.{s}({t} %$x0, {t} 3.0, {t} %$x1, i1 true)"
            ),
        ));
    }
    r.insert("amdgcn.div.fmas", fmas);
    let mut fixup = Vec::new();
    for (t, s) in [("float", "f32"), ("double", "f64")] {
        fixup.push(unit(
            &[t, t, t],
            t,
            &format!("%$r = call {t} @llvm.amdgcn.div.fixup.{s}({t} %$x0, {t} %$x1, {t} %$x2)"),
        ));
        fixup.push(unit(
            &[t, t],
            t,
            &format!("%$q = fdiv {t} %$x0, %$x1\n  %$r = call {t} @llvm.amdgcn.div.fixup.{s}({t} %$q, {t} %$x1, {t} %$x0)"),
        ));
    }
    r.insert("amdgcn.div.fixup", fixup);
    r.insert(
        "amdgcn.div.fixup.f16",
        vec![
            unit(
                &["half", "half", "half"],
                "half",
                "%$r = call half @llvm.amdgcn.div.fixup.f16(half %$x0, half %$x1, half %$x2)",
            ),
            unit(
                &["half", "half"],
                "half",
                "%$r = call half @llvm.amdgcn.div.fixup.f16(half 2.0, half %$x0, half %$x1)",
            ),
        ],
    );
    r.insert(
        "amdgcn.trig.preop",
        vec![
            unit(
                &["double", "i32"],
                "double",
                "%$r = call double @llvm.amdgcn.trig.preop.f64(double %$x0, i32 %$x1)",
            ),
            // Every segment of a few magnitudes (segments past the table give 0).
            unit(
                &["double", "i32"],
                "double",
                "%$s = and i32 %$x1, 31\n  %$r = call double @llvm.amdgcn.trig.preop.f64(double %$x0, i32 %$s)",
            ),
            unit(
                &["i32"],
                "double",
                "%$s = and i32 %$x0, 31\n  %$r = call double @llvm.amdgcn.trig.preop.f64(double 0x7FE0000000000000, i32 %$s)",
            ),
        ],
    );
    let mut mul24 = Vec::new();
    for n in ["mul.i24", "mul.u24"] {
        for t in ["i32", "i64"] {
            mul24.push(unit(
                &["i32", "i32"],
                t,
                &format!("%$r = call {t} @llvm.amdgcn.{n}.{t}(i32 %$x0, i32 %$x1)"),
            ));
        }
    }
    for n in ["mulhi.i24", "mulhi.u24"] {
        mul24.push(unit(
            &["i32", "i32"],
            "i32",
            &format!("%$r = call i32 @llvm.amdgcn.{n}(i32 %$x0, i32 %$x1)"),
        ));
    }
    r.insert("amdgcn.mul24", mul24);
    r.insert(
        "amdgcn.cvt.pkrtz",
        vec![
            unit(
                &["float", "float"],
                "<2 x half>",
                "%$r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %$x0, float %$x1)",
            ),
            unit(
                &["float"],
                "<2 x half>",
                "%$r = call <2 x half> @llvm.amdgcn.cvt.pkrtz(float %$x0, float 70000.0)",
            ),
        ],
    );
    // Cross-lane permutes: every lane active (lane selects constant, reversing each row of
    // 16, and per-lane values: the first active lane's are used), and with the odd lanes
    // inactive, where the reversed selects read inactive lanes: `old` kept, or 0 with
    // bound_ctrl.
    for n in ["permlane16", "permlanex16"] {
        let call = |sel1: &str, sel2: &str, fi: &str, bound: &str| {
            format!("call i32 @llvm.amdgcn.{n}(i32 %$x0, i32 %$x1, i32 {sel1}, i32 {sel2}, i1 {fi}, i1 {bound})")
        };
        let half = |bound: &str| {
            format!(
                "%$c = and i32 %tid, 1\n  %$e = icmp eq i32 %$c, 0\n  br i1 %$e, label %L$a, label %L$b\nL$a:\n  %$p = {}\n  br label %L$j\nL$b:\n  br label %L$j\nL$j:\n  %$r = phi i32 [ %$p, %L$a ], [ %$x0, %L$b ]",
                call("-1985229329", "19088743", "false", bound)
            )
        };
        r.insert(
            if n == "permlane16" {
                "amdgcn.permlane16"
            } else {
                "amdgcn.permlanex16"
            },
            vec![
                unit(
                    &["i32", "i32"],
                    "i32",
                    &format!(
                        "%$r = {}",
                        call("-1985229329", "19088743", "false", "false")
                    ),
                ),
                unit(
                    &["i32", "i32"],
                    "i32",
                    &format!("%$r = {}", call("1985229328", "-19088744", "true", "true")),
                ),
                unit(
                    &["i32", "i32", "i32", "i32"],
                    "i32",
                    &format!("%$r = {}", call("%$x2", "%$x3", "false", "false")),
                ),
                unit(&["i32", "i32"], "i32", &half("false")),
                unit(&["i32", "i32"], "i32", &half("true")),
            ],
        );
    }
    // permlane64.T (LLVM 19 overloads it on any type): split into 32-bit words.
    let mut p64 = vec![unit(
        &["i32"],
        "i32",
        "%$r = call i32 @llvm.amdgcn.permlane64(i32 %$x0)",
    )];
    for (t, s) in [
        ("i64", "i64"),
        ("double", "f64"),
        ("float", "f32"),
        ("half", "f16"),
        ("i16", "i16"),
    ] {
        p64.push(unit(
            &[t],
            t,
            &format!("%$r = call {t} @llvm.amdgcn.permlane64.{s}({t} %$x0)"),
        ));
    }
    r.insert("amdgcn.permlane64", p64);
    // A trap on a path no lane takes, on the then side and on the else side of a divergent
    // branch (the else side runs with EXEC = 0 when no lane takes it: the trap must not fire).
    let never = |t: &str| {
        format!(
            "%$c = icmp eq i32 %$x0, 12345\n  %$n = icmp ne i32 %$x0, 12345\n  br i1 %$c, label %L$t, label %L$f\nL$t:\n  call void @llvm.{t}()\n  unreachable\nL$f:\n  br i1 %$n, label %L$g, label %L$u\nL$u:\n  call void @llvm.{t}()\n  unreachable\nL$g:\n  %$r = add i32 %$x0, 1"
        )
    };
    r.insert(
        "llvm.trap",
        vec![tame(unit(&["i32"], "i32", &never("trap")))],
    );
    r.insert(
        "llvm.debugtrap",
        vec![
            tame(unit(&["i32"], "i32", &never("debugtrap"))),
            // Reached by every lane: without a debugger it does nothing.
            unit(
                &["i32"],
                "i32",
                "call void @llvm.debugtrap()\n  %$r = add i32 %$x0, 1",
            ),
        ],
    );
    types::buffer_rows(&mut r);
    types::aggregate_rows(&mut r);
    types::odd_width_rows(&mut r);
    types::bfloat_rows(&mut r);
    lane_ops::rows(&mut r);
    lane_ops::class_and_compare_rows(&mut r);
    lane_ops::groupstaticsize_rows(&mut r);
    open_world::rows(&mut r);
    open_world::contract_rows(&mut r);
    open_world::queue_ptr_rows(&mut r);
    open_world::session14_rows(&mut r);
    open_world::fp_atomic_intrinsic_rows(&mut r);
    open_world::vector_rmw_rows(&mut r);
    open_world::wide_vector_rows(&mut r);
    open_world::mode_and_inactive_rows(&mut r);
    r.insert(
        "misc.lifetime-assume-expect",
        vec![unit(
            &["i32"],
            "i32",
            "%$a = alloca i32, align 4, addrspace(5)\n  call void @llvm.lifetime.start.p5(i64 4, ptr addrspace(5) %$a)\n  store i32 %$x0, ptr addrspace(5) %$a\n  %$l = load i32, ptr addrspace(5) %$a\n  call void @llvm.lifetime.end.p5(i64 4, ptr addrspace(5) %$a)\n  call void @llvm.assume(i1 true)\n  %$r = call i32 @llvm.expect.i32(i32 %$l, i32 0)",
        )],
    );
    r
}

/// Rows marked unsupported: a kernel using the family, checked for the located error
/// (`coverage_rows/open_world.rs`).
fn unsupported_rows() -> BTreeMap<&'static str, Unit> {
    let mut r = BTreeMap::new();
    open_world::unsupported(&mut r);
    r
}

/// The table of `docs/llvm-coverage.md`: row key -> status (`supported` or the error text).
fn table() -> BTreeMap<String, String> {
    let doc = std::fs::read_to_string(common::root().join("docs/llvm-coverage.md")).unwrap();
    let mut t = BTreeMap::new();
    for line in doc.lines() {
        let Some(rest) = line.strip_prefix("| `") else {
            continue;
        };
        let cells: Vec<&str> = rest.split('|').map(str::trim).collect();
        let key = cells[0].trim_end_matches('`').to_string();
        // The status is the last non-empty cell (the line ends with `|`).
        let status = cells.iter().rev().find(|c| !c.is_empty()).unwrap();
        let status = status.trim_matches('`').to_string();
        assert!(t.insert(key.clone(), status).is_none(), "row {key} twice");
    }
    t
}

#[test]
fn table_rows_and_generators_agree() {
    let t = table();
    let sup = rows();
    let uns = unsupported_rows();
    let mut bad = Vec::new();
    for (k, status) in &t {
        match (
            status.as_str(),
            sup.contains_key(k.as_str()),
            uns.contains_key(k.as_str()),
        ) {
            ("supported", true, false) => {}
            (s, true, false)
                if s.starts_with("defect: ")
                    || supported_from(s).is_some()
                    || supported_on(s).is_some() => {}
            (s, false, true) if s.starts_with("unsupported: ") => {}
            _ => bad.push(format!("row {k} ({status}) has no matching generator")),
        }
    }
    for k in sup.keys().chain(uns.keys()) {
        if !t.contains_key(*k) {
            bad.push(format!("generator {k} has no row in docs/llvm-coverage.md"));
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

/// Whether a lane of type `e` with these little-endian bits is a NaN.
fn is_nan(e: &str, bits: &[u8]) -> bool {
    let mut v = [0u8; 8];
    v[..bits.len()].copy_from_slice(bits);
    let x = u64::from_le_bytes(v);
    match e {
        "half" => x & 0x7c00 == 0x7c00 && x & 0x3ff != 0,
        "float" => f32::from_bits(x as u32).is_nan(),
        "double" => f64::from_bits(x).is_nan(),
        _ => false,
    }
}

/// The first lane where `w` and `g` differ; two NaNs are equal (LangRef leaves the sign and
/// payload of a NaN result unspecified, and the hardware's negated-operand forms flip it).
fn first_difference(out: &str, w: &[u8], g: &[u8]) -> Option<usize> {
    let e = shape(out).1;
    let b = lane_bytes(e);
    if w.len() != g.len() {
        return Some(0);
    }
    (0..w.len() / b).find(|&l| {
        let (x, y) = (&w[l * b..(l + 1) * b], &g[l * b..(l + 1) * b]);
        x != y && !(is_nan(e, x) && is_nan(e, y))
    })
}

/// A status `supported from gfxN; before: unsupported: TEXT` (N = 8 to 11): supported on
/// generation N and later, the located error on the earlier ones. Returns (first generation,
/// the error text).
fn supported_from(status: &str) -> Option<(gfxc::isa::Generation, &str)> {
    use gfxc::isa::Generation;
    for (g, prefix) in [
        (Generation::Gfx8, "supported from gfx8; before: "),
        (Generation::Gfx9, "supported from gfx9; before: "),
        (Generation::Gfx10_1, "supported from gfx10; before: "),
        (Generation::Gfx11, "supported from gfx11; before: "),
    ] {
        if let Some(rest) = status.strip_prefix(prefix) {
            return Some((g, rest));
        }
    }
    None
}

/// `supported on P1 P2 ...; elsewhere: TEXT` (per-processor features such as the dot
/// instructions): the processors and the error of the others.
fn supported_on(status: &str) -> Option<(Vec<&str>, &str)> {
    let rest = status.strip_prefix("supported on ")?;
    let (cpus, text) = rest.split_once("; elsewhere: ")?;
    Some((cpus.split(' ').collect(), text))
}

/// A target mode: processor and features.
type Mode = (&'static str, &'static str);

/// The 13 target modes split into (generation `g` and later, the earlier ones).
fn by_generation(g: gfxc::isa::Generation) -> (Vec<Mode>, Vec<Mode>) {
    common::ALL_TARGETS
        .iter()
        .partition(|(cpu, mattr)| common::target_with(cpu, mattr).processor.generation >= g)
}

/// Whether the first line of a rendered error is `k.ll:LINE:COL: error: STATUS...` (a
/// function-name prefix `@k: ` after `error: ` allowed).
fn located_error(first: &str, status: &str) -> bool {
    let located = first.starts_with("k.ll:")
        && first
            .split(':')
            .nth(1)
            .is_some_and(|l| l.parse::<u32>().is_ok())
        && first
            .split(':')
            .nth(2)
            .is_some_and(|c| c.parse::<u32>().is_ok());
    located
        && first
            .replace("error: @k: ", "error: ")
            .contains(&format!("error: {status}"))
}

/// Imports `src` and compiles it for `targets`; every attempt must fail with the located
/// `status`. Returns failures.
fn check_unsupported(key: &str, src: &str, status: &str, targets: &[(&str, &str)]) -> Vec<String> {
    let errs: Vec<String> = match gfxc::load_source(gfxc::SourceKind::LlvmIr, src) {
        Err(d) => vec![d.render("k.ll")],
        Ok(m) => targets
            .iter()
            .map(
                |(cpu, mattr)| match gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
                    Ok(_) => format!("{cpu}{mattr}: compiled"),
                    Err(d) => d.render("k.ll"),
                },
            )
            .collect(),
    };
    errs.iter()
        .map(|e| e.lines().next().unwrap_or("").to_string())
        .filter(|first| !located_error(first, status))
        .map(|first| format!("{key}: expected a located 'error: {status}', got: {first}"))
        .collect()
}

/// Runs one supported row on `targets`; returns failures.
fn check_supported(key: &str, units: &[Unit], targets: &[(&str, &str)]) -> Vec<String> {
    let (src, spec) = kernel(units);
    let m = match gfxc::load_source(gfxc::SourceKind::LlvmIr, &src) {
        Ok(m) => m,
        Err(d) => return vec![format!("{key}: import: {}", d.render("k.ll"))],
    };
    let mut want = HashMap::new();
    let mut fails = Vec::new();
    for (cpu, mattr) in targets {
        let t = common::target_with(cpu, mattr);
        let ws = t.wave_size();
        let expected = want.entry(ws).or_insert_with(|| {
            let opts = InterpOptions {
                wave_size: ws,
                ..Default::default()
            };
            run(&m, &spec, &opts).map_err(|e| format!("{e:?}"))
        });
        let expected = match expected {
            Ok(e) => e,
            Err(e) => {
                fails.push(format!("{key}: interpreter: {e}"));
                break;
            }
        };
        let obj = match gfxc::compile_module(&m, &t) {
            Ok(o) => o,
            Err(d) => {
                fails.push(format!("{key} {cpu}{mattr}: {}", d.render("k.ll")));
                continue;
            }
        };
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                for (u, un) in units.iter().enumerate() {
                    // The result buffer, and the memory of pointer operands.
                    let mut checked = vec![(format!("u{u}o"), un.out.clone())];
                    for (k, t) in un.ins.iter().enumerate() {
                        if let Some(e) = t.strip_prefix("ptr:") {
                            checked.push((format!("u{u}a{k}"), e.to_string()));
                        }
                    }
                    for (name, out) in checked {
                        let at = |r: &gfxc_ir::launch::LaunchResult| {
                            r.buffers
                                .iter()
                                .find(|b| b.name == name)
                                .map(|b| b.bytes.clone())
                        };
                        let (w, g) = (at(expected).unwrap(), at(&got).unwrap_or_default());
                        if let Some(lane) = first_difference(&out, &w, &g) {
                            let b = lane_bytes(shape(&out).1);
                            let r = lane * b..(lane + 1) * b;
                            fails.push(format!(
                                "{key} {cpu}{mattr}: unit {u} `{}` buffer {name} lane {lane}: interpreter {:02x?}, simulator {:02x?}",
                                un.body.lines().last().unwrap_or("").trim(),
                                &w[r.clone()],
                                g.get(r).unwrap_or(&[])
                            ));
                        }
                    }
                }
            }
            Err(e) => fails.push(format!("{key} {cpu}{mattr}: simulator: {e}")),
        }
    }
    fails
}

#[test]
fn supported_rows_agree_on_all_targets() {
    assert_eq!(common::ALL_TARGETS.len(), 13);
    let t = table();
    let mut fails = Vec::new();
    // `LLVM_COVERAGE_ONLY=PREFIX`: only the rows whose key starts with it (a quick rerun).
    let only = std::env::var("LLVM_COVERAGE_ONLY").ok();
    for (key, units) in rows() {
        if only.as_ref().is_some_and(|o| !key.starts_with(o.as_str())) {
            continue;
        }
        match t.get(key).map(String::as_str) {
            Some("supported") => fails.extend(check_supported(key, &units, common::ALL_TARGETS)),
            Some(s) if supported_from(s).is_some() => {
                let (g, text) = supported_from(s).unwrap();
                let (new, old) = by_generation(g);
                fails.extend(check_supported(key, &units, &new));
                let (src, _) = kernel(&units);
                fails.extend(check_unsupported(key, &src, text, &old));
            }
            Some(s) if supported_on(s).is_some() => {
                let (cpus, text) = supported_on(s).unwrap();
                let (new, old): (Vec<Mode>, Vec<Mode>) = common::ALL_TARGETS
                    .iter()
                    .partition(|(cpu, _)| cpus.contains(cpu));
                fails.extend(check_supported(key, &units, &new));
                let (src, _) = kernel(&units);
                fails.extend(check_unsupported(key, &src, text, &old));
            }
            // A known wrong result: it must still be wrong, or the table is out of date.
            Some(s)
                if s.starts_with("defect: ")
                    && check_supported(key, &units, common::ALL_TARGETS).is_empty() =>
            {
                fails.push(format!("{key} now agrees everywhere: mark it supported"));
            }
            _ => {} // reported by table_rows_and_generators_agree
        }
    }
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n")
    );
}

#[test]
fn unsupported_rows_are_located_errors() {
    let t = table();
    let mut fails = Vec::new();
    for (key, u) in unsupported_rows() {
        let Some(status) = t.get(key) else { continue };
        let (src, _) = kernel(std::slice::from_ref(&u));
        fails.extend(check_unsupported(key, &src, status, common::ALL_TARGETS));
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// A trap that lanes reach stops the kernel on both engines, with a report naming it: the
/// interpreter's error and, on every mode, the simulator's (`s_trap 2`, the wave stopped;
/// on GFX6-GFX8 after the queue pointer was put in s[0:1]). Lane 37 of 64 traps (in wave32 modes: in the second wave, whose other lanes and
/// the first wave would run on).
#[test]
fn reached_trap_stops_the_kernel_on_both_engines() {
    let u = unit(
        &["i32"],
        "i32",
        "%$c = icmp eq i32 %tid, 37\n  br i1 %$c, label %L$t, label %L$f\nL$t:\n  call void @llvm.trap()\n  unreachable\nL$f:\n  %$r = add i32 %$x0, 1",
    );
    let (src, spec) = kernel(std::slice::from_ref(&u));
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let e = run(&m, &spec, &Default::default()).expect_err("the interpreter must stop");
    assert!(format!("{e:?}").contains("llvm.trap"), "{e:?}");
    for &(cpu, mattr) in common::ALL_TARGETS {
        let obj = gfxc::compile_module(&m, &common::target_with(cpu, mattr)).unwrap();
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Err(e) => assert!(
                e.to_string().contains("s_trap 2") && e.to_string().contains("llvm.trap"),
                "{cpu}{mattr}: {e}"
            ),
            Ok(_) => panic!("{cpu}{mattr}: the simulator ran past the trap"),
        }
    }
}

/// On GFX6-GFX8 the HSA trap handler reads the queue pointer from s[0:1] (AMDGPUUsage, "Trap
/// Handler for AMDHSA OS"): before `s_trap 2` gfxc loads `hidden_queue_ptr` (its offset in
/// the code object's metadata; SMRD offsets in dwords on GFX6/7) into s[0:1] or moves it there,
/// as llc-19 does (`s_load_dwordx2 s[0:1], s[kernarg], hidden_queue_ptr` + `s_trap 2`).
#[test]
fn gfx6_to_gfx8_trap_passes_the_queue_pointer() {
    let u = unit(
        &["i32"],
        "i32",
        "%$c = icmp eq i32 %tid, 37\n  br i1 %$c, label %L$t, label %L$f\nL$t:\n  call void @llvm.trap()\n  unreachable\nL$f:\n  %$r = add i32 %$x0, 1",
    );
    let (src, _) = kernel(std::slice::from_ref(&u));
    let dir = std::env::temp_dir().join(format!("gfxc_trap_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("k.ll");
    std::fs::write(&ll, &src).unwrap();
    let (ll, obj) = (common::path_str(&ll), common::path_str(&dir.join("k.o")));
    for cpu in ["gfx600", "gfx700", "gfx803"] {
        let (rc, asm, err) =
            common::gfxc(&["compile", &ll, "--mcpu", cpu, "--emit", "asm", "-o", "-"]);
        assert_eq!(rc, 0, "{cpu}: {err}");
        let (rc, _, err) = common::gfxc(&["compile", &ll, "--mcpu", cpu, "-o", &obj]);
        assert_eq!(rc, 0, "{cpu}: {err}");
        let (_, meta, _) = common::gfxc(&["inspect", &obj]);
        let at = meta
            .find("\"hidden_queue_ptr\"")
            .expect("hidden_queue_ptr in the metadata");
        let off_at = meta[..at].rfind("\".offset\": ").unwrap() + "\".offset\": ".len();
        let off: u32 = meta[off_at..]
            .split(|c: char| !c.is_ascii_digit())
            .next()
            .unwrap()
            .parse()
            .unwrap();
        let enc = if cpu == "gfx803" { off } else { off / 4 };
        let lines: Vec<&str> = asm.lines().map(str::trim).collect();
        let t = lines
            .iter()
            .position(|l| l.starts_with("s_trap 2"))
            .expect("s_trap 2");
        // s[0:1] at the trap: the last writes of s0 and s1 before it (straight-line code) are
        // the load of `hidden_queue_ptr` or moves from the pair it was loaded into.
        let writes = |l: &&str, d: &str| matches!(l.split([' ', ',']).nth(1), Some(w) if w == d || w == "s[0:1]");
        let last0 = lines[..t]
            .iter()
            .rposition(|l| writes(l, "s0"))
            .expect("s0 written");
        let last1 = lines[..t]
            .iter()
            .rposition(|l| writes(l, "s1"))
            .expect("s1 written");
        let src_of = |l: &str, d: &str| {
            l.strip_prefix(&format!("s_mov_b32 {d}, s"))
                .and_then(|r| r.parse::<u32>().ok())
        };
        let pair = if last0 == last1 {
            "0:1".to_string()
        } else {
            let (m0, m1) = (lines[last0], lines[last1]);
            let (a, b) = (src_of(m0, "s0").expect(m0), src_of(m1, "s1").expect(m1));
            assert_eq!(b, a + 1, "{cpu}: {m0} / {m1}");
            format!("{a}:{b}")
        };
        let load = format!("s_load_dwordx2 s[{pair}], ");
        // Loaded straight into s[0:1]: that load is the last write; else any earlier line.
        let seen = if last0 == last1 {
            &lines[last0..=last0]
        } else {
            &lines[..t]
        };
        assert!(
            seen.iter()
                .any(|l| l.starts_with(&load) && l.ends_with(&format!(", {enc:#x}"))),
            "{cpu}: no load of hidden_queue_ptr (offset {off}) into s[{pair}]:\n{asm}"
        );
    }
    let _ = std::fs::remove_dir_all(&dir);
}
