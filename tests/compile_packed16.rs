//! Vectors of 16-bit lanes end to end (`isel/src/packed.rs`, rule 6 of `lower/src/legalize.rs`):
//! the kernels of `tests/packed16/` (every packed f16 and i16 operation, scalar f16 arithmetic
//! as GFX8 uses it for split lanes, constants, shuffles,
//! lane extract/insert with constant and variable indices, odd lengths, uniform values from
//! kernel arguments, vector block parameters, bitcasts) compiled for every simulated target
//! must give the interpreter's buffers bit for bit in strict mode, and compile for GFX7, GFX8
//! and GFX10.1; GFX9+ code uses packed VOP3P math, GFX8 the scalar f16 VALU forms, GFX7 f32
//! arithmetic. Vectors of 8-bit lanes are still a clean located error.

mod common;

use gfxc::isa::processors::Target;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

const KERNELS: &[&str] = &["f16_ops", "i16_ops", "f16_scalar"];

const SIMULATED: &[(&str, &str)] = &[
    ("gfx900", ""),
    ("gfx90a", ""),
    ("gfx942", ""),
    ("gfx1030", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
];

fn load(k: &str) -> (gfxc::ir::Module, Vec<String>) {
    let path = format!("tests/packed16/{k}.gir");
    let src = std::fs::read_to_string(root().join(&path)).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::from_path(&path), &src)
        .unwrap_or_else(|d| panic!("{}", d.render(&path)));
    // `K.launch.json` and, where present, `K.2.launch.json` (small inputs: f16 denormals).
    let launches = ["", ".2"]
        .iter()
        .filter_map(|s| {
            std::fs::read_to_string(root().join(format!("tests/packed16/{k}{s}.launch.json"))).ok()
        })
        .collect();
    (m, launches)
}

fn target(cpu: &str, mattr: &str) -> Target {
    let mut t = Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

#[test]
fn packed16_kernels_match_the_interpreter() {
    let mut failures = Vec::new();
    for (k, launch) in KERNELS
        .iter()
        .flat_map(|k| load(k).1.into_iter().map(move |l| (k, l)))
    {
        let (m, _) = load(k);
        let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
        let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        // The kernel writes most of its output (a test that could not fail would not).
        let initial = gfxc_ir::launch::LaunchResult::initial(&spec);
        let out = want.buffers.last().unwrap();
        let init = initial.buffers.last().unwrap();
        let changed = out
            .bytes
            .chunks(2)
            .zip(init.bytes.chunks(2))
            .filter(|(a, b)| a != b)
            .count();
        assert!(
            changed > out.bytes.len() / 4,
            "{k}: output mostly untouched"
        );
        for (cpu, mattr) in SIMULATED {
            let obj = match gfxc::compile_module(&m, &target(cpu, mattr)) {
                Ok(o) => o,
                Err(d) => {
                    failures.push(format!("{k} {cpu}{mattr}: {}", d.render(k)));
                    continue;
                }
            };
            match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                Ok((got, _)) => {
                    for (w, g) in want.buffers.iter().zip(&got.buffers) {
                        if w.bytes != g.bytes {
                            let first = w
                                .bytes
                                .chunks(2)
                                .zip(g.bytes.chunks(2))
                                .position(|(a, b)| a != b)
                                .unwrap_or(0);
                            failures.push(format!(
                                "{k} {cpu}{mattr}: buffer {} differs first at element {first}",
                                w.name
                            ));
                        }
                    }
                }
                Err(e) => failures.push(format!("{k} {cpu}{mattr}: simulator: {e}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn asm(k: &str, cpu: &str) -> String {
    let (m, _) = load(k);
    gfxc::compile::compile_module_asm(&m, &target(cpu, ""))
        .unwrap_or_else(|d| panic!("{k} on {cpu}: {}", d.render(k)))
}

fn count(asm: &str, mnemonic: &str) -> usize {
    asm.lines()
        .filter(|l| l.split_whitespace().next() == Some(mnemonic))
        .count()
}

#[test]
fn gfx9_plus_select_packed_math() {
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let f = asm("f16_ops", cpu);
        for m in [
            "v_pk_add_f16",
            "v_pk_mul_f16",
            "v_pk_fma_f16",
            "v_pk_min_f16",
            "v_pk_max_f16",
        ] {
            assert!(count(&f, m) > 0, "{cpu}: no {m} in f16_ops");
        }
        // Uniform lane moves of the kernel-argument vector stay on the SALU.
        assert!(
            count(&f, "s_pack_ll_b32_b16") + count(&f, "s_pack_lh_b32_b16") > 0,
            "{cpu}: no s_pack in f16_ops"
        );
        let sc = asm("f16_scalar", cpu);
        for m in [
            "v_add_f16_e32",
            "v_sub_f16_e32",
            "v_fma_f16",
            "v_floor_f16_e32",
        ] {
            assert!(count(&sc, m) > 0, "{cpu}: no {m} in f16_scalar");
        }
        let i = asm("i16_ops", cpu);
        for m in [
            "v_pk_add_u16",
            "v_pk_sub_u16",
            "v_pk_mul_lo_u16",
            "v_pk_lshlrev_b16",
            "v_pk_lshrrev_b16",
            "v_pk_ashrrev_i16",
            "v_pk_min_i16",
            "v_pk_max_i16",
            "v_pk_min_u16",
            "v_pk_max_u16",
        ] {
            assert!(count(&i, m) > 0, "{cpu}: no {m} in i16_ops");
        }
    }
}

/// The high lane of a packed f16 value is converted in place (`v_cvt_f32_f16_sdwa`
/// `src0_sel:WORD_1`) on GFX9, as in `half2_math` (simulated in the pass matrix).
#[test]
fn gfx9_converts_high_halves_in_place() {
    let path = "tests/corpus/half2_math.ll";
    let src = std::fs::read_to_string(root().join(path)).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::from_path(path), &src).unwrap();
    let a = gfxc::compile::compile_module_asm(&m, &target("gfx900", ""))
        .unwrap_or_else(|d| panic!("{}", d.render(path)));
    assert!(count(&a, "v_cvt_f32_f16_sdwa") >= 2, "{a}");
}

#[test]
fn gfx8_unpacks_and_gfx7_promotes() {
    let f8 = asm("f16_ops", "gfx803");
    assert!(!f8.contains("v_pk_"), "gfx803 has no packed math");
    for m in ["v_add_f16_e32", "v_mul_f16_e32", "v_fma_f16", "v_perm_b32"] {
        assert!(count(&f8, m) > 0, "gfx803: no {m}");
    }
    let f7 = asm("f16_ops", "gfx700");
    assert!(!f7.contains("v_add_f16") && !f7.contains("v_pk_"));
    assert!(count(&f7, "v_cvt_f32_f16_e32") > 0 && count(&f7, "v_bfi_b32") > 0);
    for cpu in ["gfx700", "gfx803", "gfx1010"] {
        asm("i16_ops", cpu);
    }
    let t = target("gfx1010", "+wavefrontsize64");
    let (m, _) = load("f16_ops");
    gfxc::compile_module(&m, &t).unwrap_or_else(|d| panic!("{}", d.render("f16_ops")));
}

/// Vectors of 8-bit lanes are scalarized by lowering (`lower/src/narrow_vectors.rs`): one
/// dword load, byte lanes by shifts, one dword store; the result is the interpreter's.
#[test]
fn vectors_of_8_bit_lanes_compile() {
    let src = "kernel @k(v0: ptr.global) {\nblock0:\n    v3 = workitem_id x\n    v4 = zext.i64 v3\n    v5 = iconst.i64 2\n    v6 = shl.i64 v4, v5\n    v7 = ptradd v0, v6\n    v1 = load.i8x4 v7\n    v2 = add.i8x4 v1, v1\n    store v2, v7\n    return\n}\n";
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
        "args": [{"buffer": "x"}],
        "buffers": {"x": {"type": "u8", "len": 256, "init": {"random": 3, "min": 0, "max": 255}}},
        "lds_dynamic": 0}"#;
    common::gir_matches_interpreter(
        "i8x4",
        src,
        launch,
        &[("gfx700", ""), ("gfx900", ""), ("gfx1100", "")],
    );
    let m = gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), src).unwrap();
    let asm = gfxc::compile::compile_module_asm(&m, &target("gfx900", "")).unwrap();
    assert_eq!(count(&asm, "global_load_dword"), 1, "{asm}");
    assert_eq!(count(&asm, "global_store_dword"), 1, "{asm}");
}
