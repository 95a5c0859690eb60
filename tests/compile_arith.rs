//! Integer arithmetic selection (`isel/src/arith.rs`, `isel/src/local_cse.rs`, `isel/src/copy_prop.rs`): edge values
//! end to end and the selected sequences pinned.
//!
//! * `i64_edges_match_the_interpreter`: `tests/arith/i64_edges.gir` (every pair of 16 edge
//!   values: carries across the halves, shift amounts >= 32, INT64_MIN, -1) through 64-bit
//!   products (the `v_mad_u64_u32` forms of GFX7+ and the partial-product form of GFX6),
//!   `umulhi`/`smulhi`, products with a known-zero high dword, literal multipliers, constant
//!   folding and shifts, compiled for every simulated target and run in strict mode, must
//!   give the interpreter's buffers bit for bit.
//! * `vector_lanes_match_the_interpreter`: the same for `tests/arith/vec_lanes.gir` (vectors
//!   built lane by lane: insert chains, inserts into live vectors, extracts of inserted lanes).
//! * The other tests pin the instruction sequences of the same operations between two
//!   `s_sleep` markers, and the copies and repeated computations the pre-RA passes remove.

use gfxc::isa::processors::Target;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

const SIMULATED: &[(&str, &str)] = &[
    ("gfx600", ""),
    ("gfx700", ""),
    ("gfx803", ""),
    ("gfx900", ""),
    ("gfx90a", ""),
    ("gfx942", ""),
    ("gfx1010", ""),
    ("gfx1030", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
];

fn target(cpu: &str, mattr: &str) -> Target {
    let mut t = Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

/// Compiles `tests/arith/NAME.gir` for every simulated target and compares the simulator's
/// buffers with the interpreter's (8-byte elements, `per` results per thread).
fn matches_interpreter(name: &str, per: usize) {
    let path = format!("tests/arith/{name}.gir");
    let src = std::fs::read_to_string(root().join(&path)).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::from_path(&path), &src)
        .unwrap_or_else(|d| panic!("{}", d.render(&path)));
    let launch =
        std::fs::read_to_string(root().join(format!("tests/arith/{name}.launch.json"))).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    // Every output element is written (the fill value 12345 is no result of the kernel).
    let out = want.buffers.last().unwrap();
    let untouched = out
        .bytes
        .chunks(8)
        .filter(|c| u64::from_le_bytes((*c).try_into().unwrap()) == 12345)
        .count();
    assert_eq!(untouched, 0, "{name}: interpreter left outputs unwritten");
    let mut failures = Vec::new();
    for (cpu, mattr) in SIMULATED {
        let obj = match gfxc::compile_module(&m, &target(cpu, mattr)) {
            Ok(o) => o,
            Err(d) => {
                failures.push(format!("{cpu}{mattr}: {}", d.render(&path)));
                continue;
            }
        };
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                for (w, g) in want.buffers.iter().zip(&got.buffers) {
                    if w.bytes != g.bytes {
                        let first = w
                            .bytes
                            .chunks(8)
                            .zip(g.bytes.chunks(8))
                            .position(|(a, b)| a != b)
                            .unwrap_or(0);
                        failures.push(format!(
                            "{name} {cpu}{mattr}: buffer {} differs first at element {first} \
                             (thread {}, result {})",
                            w.name,
                            first / per,
                            first % per
                        ));
                    }
                }
            }
            Err(e) => failures.push(format!("{name} {cpu}{mattr}: simulator: {e}")),
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn i64_edges_match_the_interpreter() {
    matches_interpreter("i64_edges", 10);
}

/// `tests/arith/vec_lanes.gir`: insert chains from a splat (divergent, uniform, 64-bit lanes),
/// an insert into a vector that stays live, extracts of inserted lanes.
#[test]
fn vector_lanes_match_the_interpreter() {
    matches_interpreter("vec_lanes", 10);
}

/// A kernel loading two divergent i64 values `v7`, `v9` (and their low dwords `v20`, `v21`
/// zero-extended as `v22`, `v23`), computing `body` (which defines `v11`) between
/// `s_sleep 1` and `s_sleep 2`, and storing `v11`.
fn probe(body: &str) -> String {
    format!(
        "kernel @k(v0: ptr.global, v1: ptr.global) {{
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 3
    v5 = shl.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = load.i64 v6
    v8 = ptradd v1, v5
    v9 = load.i64 v8
    v20 = itrunc.i32 v7
    v21 = itrunc.i32 v9
    v22 = zext.i64 v20
    v23 = zext.i64 v21
    v10 = iconst.i32 1
    intrinsic \"amdgcn.s.sleep\"(v10)
{body}
    v12 = iconst.i32 2
    intrinsic \"amdgcn.s.sleep\"(v12)
    store v11, v8
    return
}}
"
    )
}

/// The mnemonics between the markers (waits left out).
fn between(src: &str, cpu: &str) -> Vec<String> {
    let m = gfxc::ir::text::parse_module(src).unwrap_or_else(|e| panic!("parse: {e}"));
    let asm = gfxc::compile::compile_module_asm(&m, &target(cpu, ""))
        .unwrap_or_else(|d| panic!("{cpu}: {}", d.render("probe.gir")));
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    let a = lines.iter().position(|l| *l == "s_sleep 1").unwrap();
    let b = lines.iter().position(|l| *l == "s_sleep 2").unwrap();
    lines[a + 1..b]
        .iter()
        .filter(|l| !l.starts_with("s_waitcnt"))
        .map(|l| l.split_whitespace().next().unwrap().to_string())
        .collect()
}

fn count(seq: &[String], m: &str) -> usize {
    seq.iter().filter(|s| s.starts_with(m)).count()
}

#[test]
fn i64_product_is_one_mad_and_cross_products() {
    // a * b: v_mad_u64_u32 for lo*lo, two v_mul_lo_u32 cross products, one v_add3_u32.
    let src = probe("    v11 = mul.i64 v7, v9");
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_mad_u64_u32"), 1, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_mul_lo_u32"), 2, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_add3_u32"), 1, "{cpu}: {s:?}");
        assert_eq!(s.len(), 4, "{cpu}: {s:?}");
    }
    // GFX8 has no v_add3_u32: two adds.
    let s = between(&src, "gfx803");
    assert_eq!(count(&s, "v_mad_u64_u32"), 1, "{s:?}");
    assert_eq!(s.len(), 5, "{s:?}");
    // zext(x) * b: the cross product of the zero high dword is left out.
    let src = probe("    v11 = mul.i64 v22, v9");
    for cpu in ["gfx900", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_mad_u64_u32"), 1, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_mul_lo_u32"), 1, "{cpu}: {s:?}");
        assert_eq!(s.len(), 3, "{cpu}: {s:?}");
    }
}

#[test]
fn i64_umulhi_is_a_multiply_add_chain() {
    // hi(a*b): one v_mul_hi_u32 and three v_mad_u64_u32 (was seven partial products and
    // eight carry operations).
    let src = probe("    v11 = umulhi.i64 v7, v9");
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_mad_u64_u32"), 3, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_mul_"), 1, "{cpu}: {s:?}");
        assert!(s.len() <= 9, "{cpu}: {s:?}");
    }
}

#[test]
fn literal_multipliers_are_materialised_once() {
    // Before GFX10 a VOP3 instruction takes no literal: each 32-bit half of the multiplier is
    // moved into a VGPR once per block, however many products use it.
    let src = probe(
        "    v30 = iconst.i64 -7046029254386353131
    v31 = mul.i64 v7, v30
    v32 = mul.i64 v9, v30
    v11 = add.i64 v31, v32",
    );
    let s = between(&src, "gfx900");
    assert_eq!(count(&s, "v_mov_b32"), 2, "{s:?}");
    assert_eq!(count(&s, "v_mad_u64_u32"), 2, "{s:?}");
    // GFX10+: literals in VOP3, no moves at all.
    for cpu in ["gfx1030", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_mov_b32"), 0, "{cpu}: {s:?}");
    }
}

#[test]
fn absorbing_constants_fold() {
    // x * 0, x & 0 and umulhi(x, 0) are 0; x | -1 is -1; x & -1 is x: no instruction.
    let src = probe(
        "    v30 = iconst.i64 0
    v31 = mul.i64 v7, v30
    v32 = and.i64 v9, v30
    v33 = umulhi.i64 v7, v30
    v34 = or.i64 v31, v32
    v35 = or.i64 v34, v33
    v36 = iconst.i64 -1
    v37 = and.i64 v9, v36
    v38 = or.i64 v7, v36
    v39 = xor.i64 v35, v38
    v11 = xor.i64 v39, v37",
    );
    for cpu in ["gfx900", "gfx1100"] {
        let s = between(&src, cpu);
        // Only (-1) ^ v9 remains: one 32-bit operation per half.
        assert_eq!(s.len(), 2, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_mul"), 0, "{cpu}: {s:?}");
    }
}

fn count_in(asm: &str, m: &str) -> usize {
    asm.lines()
        .filter(|l| l.trim_start().starts_with(m))
        .count()
}

fn asm_of(path: &str, cpu: &str) -> String {
    let src = std::fs::read_to_string(root().join(path)).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::from_path(path), &src)
        .unwrap_or_else(|d| panic!("{}", d.render(path)));
    gfxc::compile::compile_module_asm(&m, &target(cpu, ""))
        .unwrap_or_else(|d| panic!("{cpu}: {}", d.render(path)))
}

#[test]
fn vectors_are_built_once_and_lanes_read_in_place() {
    // f16_vec: p = a * splat(h), s = p + shuffle(...), OUT = insert(s, t, 3). Scalarised by
    // legalization into lane operations, insert chains and extracts; the lanes of `a` are read
    // from its load tuple, `s` is never built (its lanes feed the extract and the final
    // insert directly), OUT is built once: three moves into the stored tuple (its last lane,
    // one `v_add_f32` read by nothing else, is computed in the tuple: `isel/src/tuple_defs.rs`),
    // no other copies. GFX11 wave32 pairs moves into VOPD instructions: every `mov_b32` counts.
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let asm = asm_of("examples/f16_vec.gir", cpu);
        assert_eq!(asm.matches("mov_b32").count(), 3, "{cpu}\n{asm}");
    }
}

#[test]
fn repeated_computations_are_shared() {
    // vadd_f32.ll: three getelementptrs each compute sext(i) * 4 from a 64-bit pointer. The
    // sign extension and the scaling are never built: each address is one
    // `v_mad_i64_i32 p, i, 4` (GFX9+); no shift, no sign, no 64-bit add remains.
    for cpu in ["gfx900", "gfx1030", "gfx1100"] {
        let asm = asm_of("tests/corpus/vadd_f32.ll", cpu);
        assert_eq!(count_in(&asm, "v_mad_i64_i32"), 3, "{cpu}\n{asm}");
        for m in [
            "v_lshlrev_b64",
            "v_ashrrev_i32",
            "v_add_co_u32",
            "v_addc_co_u32",
        ] {
            assert_eq!(count_in(&asm, m), 0, "{cpu}: {m}\n{asm}");
        }
    }
}

#[test]
fn i32_multiply_by_power_of_two_is_a_shift() {
    let src = probe(
        "    v30 = iconst.i32 8
    v31 = mul.i32 v20, v30
    v32 = mul.i32 v30, v21
    v33 = add.i32 v31, v32
    v11 = zext.i64 v33",
    );
    for cpu in ["gfx900", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_mul"), 0, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_lshlrev_b32"), 2, "{cpu}: {s:?}");
    }
}

#[test]
fn shift_amount_masks_are_free() {
    // `x << (y & 63)`: the 64-bit shift reads only bits [5:0] of its amount; no v_and.
    let src = probe(
        "    v30 = iconst.i64 63
    v31 = and.i64 v9, v30
    v32 = shl.i64 v7, v31
    v33 = iconst.i32 31
    v34 = and.i32 v21, v33
    v35 = lshr.i32 v20, v34
    v36 = zext.i64 v35
    v11 = xor.i64 v32, v36",
    );
    for cpu in ["gfx900", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_and"), 0, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_lshlrev_b64"), 1, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_lshrrev_b32"), 1, "{cpu}: {s:?}");
    }
}

#[test]
fn smulhi_shares_the_unsigned_high_half() {
    // umulhi(a, b) and smulhi(a, b) in one block: one multiply-add chain (three
    // v_mad_u64_u32), then the signed correction.
    let src = probe(
        "    v30 = umulhi.i64 v7, v9
    v31 = smulhi.i64 v9, v7
    v11 = xor.i64 v30, v31",
    );
    for cpu in ["gfx900", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_mad_u64_u32"), 3, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_mul_hi_u32"), 1, "{cpu}: {s:?}");
    }
}

#[test]
fn zero_extended_values_are_read_in_place() {
    // `zext.i64 x` read dword by dword is `x` and 0: the 64-bit add takes the i32 register
    // and an inline 0, and the extended tuple (two moves) is never built.
    let src = "kernel @k(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 3
    v5 = shl.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = load.i64 v6
    v8 = ptradd v1, v5
    v9 = load.i64 v8
    v20 = itrunc.i32 v7
    v22 = zext.i64 v20
    v11 = add.i64 v22, v9
    store v11, v8
    return
}
";
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let m = gfxc::ir::text::parse_module(src).unwrap();
        let asm = gfxc::compile::compile_module_asm(&m, &target(cpu, "")).unwrap();
        assert_eq!(count_in(&asm, "v_mov_b32"), 0, "{cpu}\n{asm}");
    }
}

#[test]
fn shift_then_add_or_or_is_one_instruction() {
    // GFX9+: (x << 4) | y and (y << 4) + x are v_lshl_or_b32 and v_lshl_add_u32; the shifts
    // are not selected on their own. GFX8 has neither.
    let src = probe(
        "    v30 = iconst.i32 4
    v31 = shl.i32 v20, v30
    v32 = or.i32 v31, v21
    v33 = shl.i32 v21, v30
    v34 = add.i32 v20, v33
    v35 = xor.i32 v32, v34
    v11 = zext.i64 v35",
    );
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let s = between(&src, cpu);
        assert_eq!(count(&s, "v_lshl_or_b32"), 1, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_lshl_add_u32"), 1, "{cpu}: {s:?}");
        assert_eq!(count(&s, "v_lshlrev_b32"), 0, "{cpu}: {s:?}");
    }
    let s = between(&src, "gfx803");
    assert_eq!(count(&s, "v_lshlrev_b32"), 2, "{s:?}");
}
