//! Two operations as one three-operand VOP3 instruction (`Selector::fused_three`):
//! `v_{min,max}3_{i32,u32,f32}`, `v_add3_u32`, `v_xad_u32`, `v_or3_b32`, `v_and_or_b32`,
//! `v_xor3_b32`, `v_add_lshl_u32`.
//!
//! Generated kernels (fixed seeds) build random trees of `smin`/`smax`/`umin`/`umax`, `add`,
//! `xor`, `or`, `and` and `shl` on i32 and `minnum`/`maxnum` on f32 over lane values, uniform
//! kernel arguments, inline and literal constants, with inner results used once (fusable, in
//! either operand) or twice (not), and store every tree's root; the float inputs include NaNs
//! (quiet and signalling), infinities and both zeros. On all 13 target modes the buffers must
//! equal the interpreter's bit for bit, and the assembly must use every three-operand form
//! the target has.

mod common;
use common::Rng;
use std::fmt::Write;

const LANES: u32 = 64;
const TREES: u32 = 40;
/// Output words per lane: tree roots, second uses, the fixed pairs.
const SLOTS: u32 = 2 * TREES + 7;

const INT_OPS: &[&str] = &[
    "smin", "smax", "umin", "umax", "add", "xor", "or", "and", "shl",
];
/// The two-operand intrinsics among them (the rest are instructions).
const INTRINSICS: &[&str] = &["smin", "smax", "umin", "umax"];
const F_OPS: &[&str] = &["minnum", "maxnum"];

fn kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut n = 0u32;
    for t in 0..TREES {
        let float = t % 2 == 1;
        let (ty, ops) = if float {
            ("float", F_OPS)
        } else {
            ("i32", INT_OPS)
        };
        // Mostly one opcode per tree (the fusable case), sometimes mixed.
        let main = ops[(t as usize / 2) % ops.len()];
        let leaf = |r: &mut Rng| -> String {
            match r.below(6) {
                0 | 1 => format!("%{}{}", if float { "f" } else { "x" }, r.below(4)),
                2 => (if float { "%fu" } else { "%u" }).to_string(),
                3 => (if float { "2.0" } else { "-7" }).to_string(),
                4 => (if float {
                    "0x40091EB860000000"
                } else {
                    "123456"
                })
                .to_string(),
                _ => format!("%{}{}", if float { "f" } else { "x" }, 4 + r.below(2)),
            }
        };
        let mut vals: Vec<String> = (0..3).map(|_| leaf(&mut r)).collect();
        for _ in 0..(2 + r.below(4)) {
            let op = if r.below(5) == 0 {
                ops[r.below(ops.len() as u64) as usize]
            } else {
                main
            };
            let a = vals.pop().unwrap();
            let b = if r.below(3) == 0 {
                leaf(&mut r)
            } else {
                vals.pop().unwrap_or_else(|| leaf(&mut r))
            };
            let (a, b) = if r.below(2) == 0 { (a, b) } else { (b, a) };
            n += 1;
            let v = format!("%t{n}");
            if float {
                writeln!(
                    body,
                    "  {v} = call float @llvm.{op}.f32(float {a}, float {b})"
                )
                .unwrap();
            } else if INTRINSICS.contains(&op) {
                writeln!(body, "  {v} = call i32 @llvm.{op}.i32(i32 {a}, i32 {b})").unwrap();
            } else if op == "shl" {
                // A shift by a constant or by a lane value masked below 32 (defined).
                if r.below(2) == 0 {
                    writeln!(body, "  {v} = shl i32 {a}, {}", r.below(32)).unwrap();
                } else {
                    writeln!(
                        body,
                        "  {v}.k = and i32 {b}, 31\n  {v} = shl i32 {a}, {v}.k"
                    )
                    .unwrap();
                }
            } else {
                writeln!(body, "  {v} = {op} i32 {a}, {b}").unwrap();
            }
            // Sometimes a second use, so the inner operation must stay.
            if r.below(6) == 0 {
                n += 1;
                writeln!(
                    body,
                    "  %s{n} = getelementptr {ty}, ptr addrspace(1) %o, i32 {}",
                    TREES + t
                )
                .unwrap();
                writeln!(body, "  store {ty} {v}, ptr addrspace(1) %s{n}, align 4").unwrap();
            }
            vals.push(v);
        }
        let root = vals.pop().unwrap();
        writeln!(
            body,
            "  %r{t} = getelementptr {ty}, ptr addrspace(1) %o, i32 {t}\n  store {ty} {root}, ptr addrspace(1) %r{t}, align 4"
        )
        .unwrap();
    }
    // Every fusable pair once on lane values (random trees need not contain each).
    let pairs = [
        ("add", "add"),
        ("add", "xor"),
        ("or", "or"),
        ("or", "and"),
        ("xor", "xor"),
        ("shl", "add"),
        ("shl_by", "add"),
    ];
    for (k, (outer, inner)) in pairs.iter().enumerate() {
        let slot = 2 * TREES + k as u32;
        if *outer == "shl_by" {
            // The sum as the shift amount (not fusable: `v_add_lshl_u32` shifts the sum).
            writeln!(
                body,
                "  %qa{k} = and i32 %x4, 15\n  %qb{k} = and i32 %x5, 15\n  %qi{k} = add i32 %qa{k}, %qb{k}\n  %po{k} = shl i32 %x0, %qi{k}"
            )
            .unwrap();
        } else {
            writeln!(
                body,
                "  %qi{k} = {inner} i32 %x{}, %x{}",
                k % 4,
                (k + 1) % 4
            )
            .unwrap();
            if *outer == "shl" {
                writeln!(body, "  %pk{k} = and i32 %x5, 31").unwrap();
                writeln!(body, "  %po{k} = shl i32 %qi{k}, %pk{k}").unwrap();
            } else {
                writeln!(body, "  %po{k} = {outer} i32 %x{}, %qi{k}", (k + 2) % 4).unwrap();
            }
        }
        writeln!(
            body,
            "  %pp{k} = getelementptr i32, ptr addrspace(1) %o, i32 {slot}\n  store i32 %po{k}, ptr addrspace(1) %pp{k}, align 4"
        )
        .unwrap();
    }
    let mut decls = String::new();
    for op in INTRINSICS {
        writeln!(decls, "declare i32 @llvm.{op}.i32(i32, i32)").unwrap();
    }
    for op in F_OPS {
        writeln!(decls, "declare float @llvm.{op}.f32(float, float)").unwrap();
    }
    let mut loads = String::new();
    for k in 0..6 {
        writeln!(
            loads,
            "  %pi{k} = getelementptr i32, ptr addrspace(1) %ib, i32 {k}
  %x{k} = load i32, ptr addrspace(1) %pi{k}, align 4
  %pf{k} = getelementptr float, ptr addrspace(1) %fb, i32 {k}
  %f{k} = load float, ptr addrspace(1) %pf{k}, align 4"
        )
        .unwrap();
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
{decls}
define amdgpu_kernel void @k(ptr addrspace(1) %ints, ptr addrspace(1) %floats, ptr addrspace(1) %out, i32 %u, float %fu) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i6 = mul i32 %id, 6
  %ib = getelementptr i32, ptr addrspace(1) %ints, i32 %i6
  %fb = getelementptr float, ptr addrspace(1) %floats, i32 %i6
{loads}  %ob = mul i32 %id, {}
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
",
        SLOTS
    )
}

fn launch(floats: &str) -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "ints"}}, {{"buffer": "floats"}}, {{"buffer": "out"}}, {{"i32": -5}}, {{"f32": 0.5}}],
  "buffers": {{
    "ints": {{"type": "i32", "len": {n}, "init": {{"random": 17, "min": -2147483648, "max": 2147483647}}}},
    "floats": {{"type": "u32", "len": {n}, "init": {floats}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 6 * LANES,
        o = SLOTS * LANES
    )
}

/// Float inputs as raw bits: random finite values mixed with NaNs, infinities and zeros.
fn float_bits() -> String {
    let special = [
        0x7fc0_0000u32,
        0x7f80_0001,
        0xffc0_1234,
        0x7f80_0000,
        0xff80_0000,
        0,
        0x8000_0000,
        0x3f80_0000,
    ];
    let mut r = Rng(99);
    let v: Vec<String> = (0..6 * LANES)
        .map(|i| {
            if i % 5 == 0 {
                special[r.below(special.len() as u64) as usize].to_string()
            } else {
                let f = (r.below(20_000) as f32 - 10_000.0) / 64.0;
                f.to_bits().to_string()
            }
        })
        .collect();
    format!("{{\"values\": [{}]}}", v.join(", "))
}

#[test]
fn generated_operation_trees_match_interpreter() {
    let dir = std::env::temp_dir().join(format!("gfxc-min3-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let launch = launch(&float_bits());
    // (mode, form) -> (the target has it, some case used it).
    let mut all_forms = std::collections::BTreeMap::new();
    for case in 0..3u64 {
        let src = kernel(0x5851_f42d_4c95_7f2d ^ (case * 7919 + 1));
        let name = format!("three_operand_{case}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}\n{src}", d.render(&name)));
        common::objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
        for &(cpu, mattr) in common::ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
            for form in ["3_i32", "3_u32", "3_f32"] {
                assert!(
                    asm.contains(&format!("v_min{form}")) || asm.contains(&format!("v_max{form}")),
                    "{name} {cpu}{mattr}: no v_min{form}/v_max{form}"
                );
            }
            let gfx9 = !matches!(cpu, "gfx600" | "gfx700" | "gfx803");
            let gfx10 = cpu.starts_with("gfx1");
            for (form, has) in [
                ("v_add3_u32", gfx9),
                ("v_xad_u32", gfx9),
                ("v_or3_b32", gfx9),
                ("v_and_or_b32", gfx9),
                ("v_add_lshl_u32", gfx9),
                ("v_xor3_b32", gfx10),
            ] {
                all_forms
                    .entry((cpu, mattr, form))
                    .or_insert((has, false))
                    .1 |= asm.contains(form);
            }
        }
    }
    for ((cpu, mattr, form), (has, used)) in all_forms {
        assert_eq!(
            has, used,
            "{cpu}{mattr}: {form} available {has}, used {used}"
        );
    }
}
