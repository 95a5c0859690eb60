//! Issue 16 item 6: the interpreter and the simulator agree bit for bit on float operations,
//! NaNs included. A kernel applies `fadd`, `fsub`, `fmul`, `fdiv`, `fmin`, `fmax`, `fma`,
//! `sqrt` (f32), the same in f64 on the operands widened with `fpext`, and `fadd`, `fmin`,
//! `fmax`, `fdiv` in f16 on the operands narrowed with `fptrunc`, to every pair of special
//! f32 values (±0, ±1, ±denormal, ±max, ±inf, quiet and signalling NaNs of both signs with
//! payloads); compiled by gfxc for every simulated generation, every output word must equal
//! the interpreter's (the NaN rules of docs/sim-float.md: the first NaN operand quieted,
//! invalid operations the positive default NaN, `fdiv` 0/0 and inf/inf the negative one,
//! min/max of two NaNs the first quieted).

mod common;

use common::F32_SPECIALS as SPECIALS;

const SRC: &str = "kernel @nan_agree(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global, v4: ptr.global) {
block0:
    v5 = workitem_id x
    v6 = workgroup_id x
    v7 = iconst.i32 64
    v8 = mul.i32 v6, v7
    v9 = add.i32 v8, v5
    v10 = zext.i64 v9
    v11 = iconst.i64 2
    v12 = shl.i64 v10, v11
    v13 = ptradd v0, v12
    v14 = load.i32 v13
    v15 = bitcast.f32 v14
    v16 = ptradd v1, v12
    v17 = load.i32 v16
    v18 = bitcast.f32 v17
    ; f32 results: 8 words per item
    v19 = iconst.i64 5
    v20 = shl.i64 v10, v19
    v21 = ptradd v2, v20
    v22 = fadd.f32 v15, v18
    store v22, v21
    v23 = fsub.f32 v15, v18
    v24 = iconst.i64 4
    v25 = ptradd v21, v24
    store v23, v25
    v26 = fmul.f32 v15, v18
    v27 = iconst.i64 8
    v28 = ptradd v21, v27
    store v26, v28
    v29 = fdiv.f32 v15, v18
    v30 = iconst.i64 12
    v31 = ptradd v21, v30
    store v29, v31
    v32 = fmin.f32 v15, v18
    v33 = iconst.i64 16
    v34 = ptradd v21, v33
    store v32, v34
    v35 = fmax.f32 v15, v18
    v36 = iconst.i64 20
    v37 = ptradd v21, v36
    store v35, v37
    v38 = fma.f32 v15, v18, v15
    v39 = iconst.i64 24
    v40 = ptradd v21, v39
    store v38, v40
    v41 = sqrt.f32 v15
    v42 = iconst.i64 28
    v43 = ptradd v21, v42
    store v41, v43
    ; f64 results: 4 per item
    v44 = fpext.f64 v15
    v45 = fpext.f64 v18
    v46 = ptradd v3, v20
    v47 = fadd.f64 v44, v45
    store v47, v46
    v48 = fmin.f64 v44, v45
    v49 = iconst.i64 8
    v50 = ptradd v46, v49
    store v48, v50
    v51 = fmax.f64 v44, v45
    v52 = iconst.i64 16
    v53 = ptradd v46, v52
    store v51, v53
    v54 = fdiv.f64 v44, v45
    v55 = iconst.i64 24
    v56 = ptradd v46, v55
    store v54, v56
    ; f16 results: 4 per item
    v57 = fptrunc.f16 v15
    v58 = fptrunc.f16 v18
    v59 = iconst.i64 3
    v60 = shl.i64 v10, v59
    v61 = ptradd v4, v60
    v62 = fadd.f16 v57, v58
    store v62, v61
    v63 = fmin.f16 v57, v58
    v64 = iconst.i64 2
    v65 = ptradd v61, v64
    store v63, v65
    v66 = fmax.f16 v57, v58
    v67 = iconst.i64 4
    v68 = ptradd v61, v67
    store v66, v68
    v69 = fdiv.f16 v57, v58
    v70 = iconst.i64 6
    v71 = ptradd v61, v70
    store v69, v71
    return
}
";

#[test]
fn float_results_agree_bit_for_bit_nans_included() {
    let n = SPECIALS.len() * SPECIALS.len();
    let items = n.div_ceil(64) * 64;
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &SPECIALS {
        for &y in &SPECIALS {
            a.push(x.to_string());
            b.push(y.to_string());
        }
    }
    while a.len() < items {
        a.push("0".into());
        b.push("0".into());
    }
    let launch = format!(
        r#"{{"kernel": "nan_agree", "grid": [{items}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o32"}}, {{"buffer": "o64"}}, {{"buffer": "o16"}}],
  "buffers": {{
    "a": {{"type": "u32", "len": {items}, "init": {{"values": [{}]}}}},
    "b": {{"type": "u32", "len": {items}, "init": {{"values": [{}]}}}},
    "o32": {{"type": "u32", "len": {n8}, "init": {{"fill": 0}}}},
    "o64": {{"type": "u64", "len": {n4}, "init": {{"fill": 0}}}},
    "o16": {{"type": "u16", "len": {n4}, "init": {{"fill": 0}}}}
  }}}}"#,
        a.join(", "),
        b.join(", "),
        n8 = 8 * items,
        n4 = 4 * items,
    );
    // The reference must produce NaNs of both signs and payloads (a test that could not fail
    // would not).
    let m = common::gir_module(SRC);
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let o32 = &want.buffers.iter().find(|b| b.name == "o32").unwrap().bytes;
    let words: Vec<u32> = o32
        .chunks(4)
        .map(|c| u32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    for nan in [
        0x7fc0_0000,
        0xffc0_0000,
        0x7fc1_2345,
        0xffd0_0001,
        0x7fe0_0000,
    ] {
        assert!(
            words.contains(&nan),
            "no {nan:#x} among the reference results"
        );
    }
    common::gir_matches_interpreter(
        "nan_agree",
        SRC,
        &launch,
        &[
            ("gfx600", ""),
            ("gfx700", ""),
            ("gfx803", ""),
            ("gfx900", ""),
            ("gfx90a", ""),
            ("gfx942", ""),
            ("gfx1010", ""),
            ("gfx1030", ""),
            ("gfx1100", ""),
            ("gfx1100", "+wavefrontsize64"),
        ],
    );
}
