//! Multiply-adds in their two-address and literal VOP2 forms (`gfxc_isel::two_address`, the
//! allocator's reuse constraint): `v_fmac_f32`/`_f16`/`_f64`, `v_pk_fmac_f16`,
//! `v_fmaak_*`/`v_fmamk_*`.
//!
//! Generated kernels (fixed seeds) build random chains of `llvm.fma` on f32, f64, f16 and
//! `<2 x half>` whose operands are lane values, uniform kernel arguments, inline and literal
//! constants, negated values (source modifiers: no VOP2 form) and earlier results; an addend
//! is an earlier result read once (it dies: the tied form) or a value read again later (it
//! lives on: the three-address form), and every type has an accumulation loop (the addend a
//! loop-carried block parameter). On all 13 target modes the buffers must equal the
//! interpreter's bit for bit, and the assembly must use exactly the forms the target has:
//! `v_fmac_f32` (gfx908, gfx90a, gfx942, GFX10+), `v_fmac_f64` (gfx90a, gfx942), `v_fmac_f16`,
//! `v_fmaak_f16`, `v_fmamk_f16` (GFX10+), `v_fmaak_f32`, `v_fmamk_f32` (gfx942, GFX10+),
//! `v_pk_fmac_f16` (gfx908+), and never `v_mac_*`/`v_mad*k` (unfused: not `llvm.fma`).

mod common;
use common::Rng;
use std::fmt::Write;

const LANES: u32 = 64;
const CHAINS: u32 = 10;

struct Ty {
    ir: &'static str,
    sfx: &'static str,
    /// Bytes stored per value (a dword slot each, two for f64).
    dwords: u32,
    inline: &'static str,
    literal: &'static str,
}

const TYPES: &[Ty] = &[
    Ty {
        ir: "float",
        sfx: "f32",
        dwords: 1,
        inline: "2.0",
        literal: "0x400A666660000000",
    },
    Ty {
        ir: "double",
        sfx: "f64",
        dwords: 2,
        inline: "2.0",
        literal: "3.3",
    },
    Ty {
        ir: "half",
        sfx: "f16",
        dwords: 1,
        inline: "0xH4000",
        literal: "0xH4266",
    },
    Ty {
        ir: "<2 x half>",
        sfx: "v2f16",
        dwords: 1,
        inline: "<half 0xH4000, half 0xH4000>",
        literal: "<half 0xH4266, half 0xH3C00>",
    },
];

fn kernel(seed: u64) -> (String, u32) {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut slots = 0u32;
    let mut n = 0u32;
    let mut pred = "entry".to_string();
    let store = |body: &mut String, ty: &Ty, v: &str, n: &mut u32, slots: &mut u32| {
        *n += 1;
        writeln!(
            body,
            "  %s{n} = getelementptr i8, ptr addrspace(1) %o, i32 {}\n  store {} {v}, ptr addrspace(1) %s{n}, align 4",
            *slots * 4,
            ty.ir
        )
        .unwrap();
        *slots += ty.dwords;
    };
    for (ti, ty) in TYPES.iter().enumerate() {
        let lane = |k: u64| format!("%l{ti}_{k}");
        let leaf = |r: &mut Rng| -> String {
            match r.below(7) {
                0..=2 => lane(r.below(4)),
                3 => format!("%u{ti}"),
                4 => ty.inline.to_string(),
                5 => ty.literal.to_string(),
                _ => format!("%neg{ti}_{}", r.below(2)),
            }
        };
        for _ in 0..CHAINS {
            // The running value: each fma's addend (or a factor) is the previous result.
            let mut acc = leaf(&mut r);
            for _ in 0..(1 + r.below(4)) {
                let (mut a, mut b) = (leaf(&mut r), leaf(&mut r));
                let c = match r.below(6) {
                    // The previous result as the addend (it dies here unless stored too).
                    0..=2 => acc.clone(),
                    // A value that lives on as the addend, the previous result a factor.
                    3 => {
                        a = acc.clone();
                        lane(r.below(4))
                    }
                    4 => {
                        b = acc.clone();
                        ty.literal.to_string()
                    }
                    _ => leaf(&mut r),
                };
                n += 1;
                let v = format!("%t{n}");
                writeln!(
                    body,
                    "  {v} = call {t} @llvm.fma.{s}({t} {a}, {t} {b}, {t} {c})",
                    t = ty.ir,
                    s = ty.sfx
                )
                .unwrap();
                // Sometimes a second use: the value lives past the next fma.
                if r.below(5) == 0 {
                    store(&mut body, ty, &v, &mut n, &mut slots);
                }
                acc = v;
            }
            store(&mut body, ty, &acc, &mut n, &mut slots);
        }
        // An accumulation loop: the addend is the loop-carried value.
        let init = leaf(&mut r);
        let (x, y) = (lane(r.below(4)), leaf(&mut r));
        let lp = format!("loop{ti}");
        writeln!(
            body,
            "  br label %{lp}
{lp}:
  %i{ti} = phi i32 [ 0, %{pred} ], [ %i{ti}.n, %{lp} ]
  %acc{ti} = phi {t} [ {init}, %{pred} ], [ %acc{ti}.n, %{lp} ]
  %acc{ti}.m = call {t} @llvm.fma.{s}({t} {x}, {t} {y}, {t} %acc{ti})
  %acc{ti}.n = call {t} @llvm.fma.{s}({t} %acc{ti}.m, {t} {lit}, {t} %acc{ti}.m)
  %i{ti}.n = add i32 %i{ti}, 1
  %c{ti} = icmp slt i32 %i{ti}.n, %n
  br i1 %c{ti}, label %{lp}, label %{lp}.x
{lp}.x:",
            t = ty.ir,
            s = ty.sfx,
            lit = ty.inline,
        )
        .unwrap();
        store(&mut body, ty, &format!("%acc{ti}.n"), &mut n, &mut slots);
        pred = format!("{lp}.x");
    }
    let mut head = String::new();
    for (ti, ty) in TYPES.iter().enumerate() {
        writeln!(
            head,
            "declare {t} @llvm.fma.{s}({t}, {t}, {t})",
            t = ty.ir,
            s = ty.sfx
        )
        .unwrap();
        let _ = ti;
    }
    let mut loads = String::new();
    for (ti, ty) in TYPES.iter().enumerate() {
        // Four values per lane from the type's buffer (`<2 x half>` reads the half buffer).
        let (buf, elem) = match ti {
            0 => ("%fin", "float"),
            1 => ("%din", "double"),
            _ => ("%hin", "half"),
        };
        for k in 0..4 {
            let idx = if ti == 3 { 2 * k } else { k };
            writeln!(
                loads,
                "  %p{ti}_{k} = getelementptr {elem}, ptr addrspace(1) %b{ti}, i32 {idx}
  %l{ti}_{k} = load {t}, ptr addrspace(1) %p{ti}_{k}, align {al}",
                t = ty.ir,
                al = if ti == 2 { 2 } else { 4 }
            )
            .unwrap();
        }
        writeln!(
            loads,
            "  %b{ti} = getelementptr {elem}, ptr addrspace(1) {buf}, i32 %i8"
        )
        .unwrap();
        for k in 0..2 {
            writeln!(loads, "  %neg{ti}_{k} = fneg {} %l{ti}_{k}", ty.ir).unwrap();
        }
    }
    // `%b*` must precede their loads: put the address lines first.
    let (addr, rest): (Vec<&str>, Vec<&str>) = loads
        .lines()
        .partition(|l| l.contains("= getelementptr") && l.contains("%i8"));
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
{head}
define amdgpu_kernel void @k(ptr addrspace(1) %fin, ptr addrspace(1) %din, ptr addrspace(1) %hin, ptr addrspace(1) %out, float %u0, double %u1, half %u2, i32 %u3i, i32 %n) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i8 = mul i32 %id, 8
  %u3 = bitcast i32 %u3i to <2 x half>
  %ob = mul i32 %id, {bytes}
  %o = getelementptr i8, ptr addrspace(1) %out, i32 %ob
{addr}
{rest}
{body}  ret void
}}
",
        bytes = slots * 4,
        addr = addr.join("\n"),
        rest = rest.join("\n"),
    );
    (src, slots)
}

fn launch(slots: u32) -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "fin"}}, {{"buffer": "din"}}, {{"buffer": "hin"}}, {{"buffer": "out"}},
           {{"f32": 1.25}}, {{"f64": -0.75}}, {{"f16": 1.5}}, {{"i32": 1069563392}}, {{"i32": 3}}],
  "buffers": {{
    "fin": {{"type": "f32", "len": {n}, "init": {{"random": 11, "min": -8, "max": 8}}}},
    "din": {{"type": "f64", "len": {n}, "init": {{"random": 12, "min": -8, "max": 8}}}},
    "hin": {{"type": "f16", "len": {n}, "init": {{"random": 13, "min": -4, "max": 4}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 8 * LANES,
        o = slots * LANES
    )
}

/// Whether `cpu` has `form` (the ISA tables' rows, `isa/data/insts.tsv`, as llc-19 uses them).
fn has(cpu: &str, form: &str) -> bool {
    let gfx10 = cpu.starts_with("gfx1");
    match form {
        "v_fmac_f32" => gfx10 || matches!(cpu, "gfx908" | "gfx90a" | "gfx942"),
        "v_fmac_f64" => matches!(cpu, "gfx90a" | "gfx942"),
        "v_pk_fmac_f16" => gfx10 || matches!(cpu, "gfx908" | "gfx90a" | "gfx942"),
        "v_fmaak_f32" | "v_fmamk_f32" => gfx10 || cpu == "gfx942",
        "v_fmac_f16" | "v_fmaak_f16" | "v_fmamk_f16" => gfx10,
        _ => false,
    }
}

const FORMS: &[&str] = &[
    "v_fmac_f32",
    "v_fmac_f64",
    "v_fmac_f16",
    "v_pk_fmac_f16",
    "v_fmaak_f32",
    "v_fmamk_f32",
    "v_fmaak_f16",
    "v_fmamk_f16",
    // Unfused: never for `llvm.fma`.
    "v_mac_",
    "v_madak",
    "v_madmk",
];

#[test]
fn generated_fma_chains_match_interpreter_in_two_address_forms() {
    // (mode, form) -> some case used it.
    let mut used = std::collections::BTreeMap::new();
    for case in 0..3u64 {
        let (src, slots) = kernel(0x2545_f491_4f6c_dd1d ^ (case * 104_729 + 3));
        let name = format!("two_address_{case}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}\n{src}", d.render(&name)));
        let launch = launch(slots);
        // Kept for reproduction with `gfxc run FILE --launch ... --mcpu ...`.
        let dir = std::env::temp_dir().join(format!("gfxc-two-address-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(&name), &src).unwrap();
        std::fs::write(dir.join(format!("{name}.launch.json")), &launch).unwrap();
        common::objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
        for &(cpu, mattr) in common::ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
            for form in FORMS {
                *used.entry((cpu, mattr, *form)).or_insert(false) |= asm.contains(form);
            }
        }
    }
    let mut wrong = Vec::new();
    for ((cpu, mattr, form), u) in used {
        if has(cpu, form) != u {
            wrong.push(format!(
                "{cpu}{mattr}: {form} available {}, used {u}",
                has(cpu, form)
            ));
        }
    }
    assert!(wrong.is_empty(), "{}", wrong.join("\n"));
}

/// `amdgcn.sdot4` chains (the accumulator an earlier result that dies, or a value read again)
/// as `v_dot4c_i32_i8` where the target has it (gfx908, gfx90a, gfx942, gfx1030; llc-19 does
/// the same), against the interpreter on every mode that has the intrinsic.
#[test]
fn sdot4_chains_use_dot4c_where_available() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    let mut body = String::new();
    let mut slots = 0u32;
    for c in 0..8 {
        let mut acc = format!("%x{}", r.below(4));
        for k in 0..(1 + r.below(3)) {
            let (a, b) = (format!("%x{}", r.below(4)), format!("%x{}", r.below(4)));
            let add = if r.below(4) == 0 {
                format!("%x{}", r.below(4))
            } else {
                acc.clone()
            };
            let v = format!("%d{c}_{k}");
            writeln!(
                body,
                "  {v} = call i32 @llvm.amdgcn.sdot4(i32 {a}, i32 {b}, i32 {add}, i1 false)"
            )
            .unwrap();
            acc = v;
        }
        writeln!(
            body,
            "  %s{c} = getelementptr i32, ptr addrspace(1) %o, i32 {slots}\n  store i32 {acc}, ptr addrspace(1) %s{c}, align 4"
        )
        .unwrap();
        slots += 1;
    }
    let mut loads = String::new();
    for k in 0..4 {
        writeln!(
            loads,
            "  %p{k} = getelementptr i32, ptr addrspace(1) %b, i32 {k}\n  %x{k} = load i32, ptr addrspace(1) %p{k}, align 4"
        )
        .unwrap();
    }
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.sdot4(i32, i32, i32, i1)
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i4 = mul i32 %id, 4
  %b = getelementptr i32, ptr addrspace(1) %in, i32 %i4
  %ob = mul i32 %id, {slots}
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %ob
{loads}{body}  ret void
}}
"
    );
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "i32", "len": {n}, "init": {{"random": 5, "min": -2147483648, "max": 2147483647}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 4 * LANES,
        o = slots * LANES
    );
    let name = "two_address_dot4.ll";
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(name)));
    // The modes with `sdot4` (dot1-insts: gfx908, gfx90a, gfx942, gfx1030, gfx1100 as iu8).
    let dots: Vec<(&str, &str)> = common::ALL_TARGETS
        .iter()
        .copied()
        .filter(|(cpu, _)| matches!(*cpu, "gfx908" | "gfx90a" | "gfx942" | "gfx1030" | "gfx1100"))
        .collect();
    common::objects_match_interpreter(name, &m, &launch, &dots, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render(name))
    });
    for &(cpu, mattr) in common::ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        match gfxc::compile::compile_module_asm(&m, &t) {
            Ok(asm) => {
                assert!(dots.contains(&(cpu, mattr)), "{cpu}{mattr}: sdot4 compiled");
                assert_eq!(
                    asm.contains("v_dot4c_i32_i8"),
                    cpu != "gfx1100",
                    "{cpu}{mattr}: v_dot4c_i32_i8\n{asm}"
                );
            }
            Err(e) => assert!(!dots.contains(&(cpu, mattr)), "{cpu}{mattr}: {e:?}"),
        }
    }
}
