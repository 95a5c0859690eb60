//! Miscompilations of llc-19 that differential testing with gfxc found, kept as executable
//! evidence: llc-19's committed object (re-checked against live llc-19 when it is installed)
//! runs on the simulator and disagrees with the values computed here in Rust, while gfxc's
//! objects agree with them (and with the interpreter) on all 13 target modes.
//!
//! * `udiv_sext_shrink.ll`: `trunc (udiv (sext i32 x), (zext i32 y))`. llc-19 divides in 32
//!   bits because both operands have 32 sign bits, which is wrong for a negative `x` (the
//!   dividend is then above 2^63 as an unsigned value). Fixed after LLVM 19
//!   (llvm/llvm-project#116733, #118928). Found in SHOC's `sort.cl` (`reduce`, `(n/4) /
//!   get_num_groups(0)`), where the 32-bit division is about 75 instructions shorter than the 64-bit one.
//! * `urem_sext_shrink.ll`: the same with `urem` (the same LLVM function narrows both). Found by
//!   `gfxc fuzz --llc` (seed 7321166, session 28: 52 of 1024 words, on all five targets run).
//! * `fmin_legacy_zero_tie.ll`: `select (fcmp oge x, 0.0), 0.0, x`. On GFX6/GFX7 llc-19
//!   selects `v_min_legacy_f32 0, x`, which is `0 < x ? 0 : x` and so returns `-0.0` for
//!   `x = -0.0`, where the select gives `+0.0`. Fixed after LLVM 19 (llvm/llvm-project#220519,
//!   "preserve NaN and zero ties"). Found by `gfxc fuzz --llc` (seed 7251111 on gfx700: the
//!   only lanes that differed had a sign bit flipped).
//! * `writelane_divergent.ll`: `if (tid > 0) r = writelane(77, lane 0, x) else r = x + 1000`.
//!   llc-19 gives both sides' results one VGPR and writes the `then` side's `v_writelane_b32`
//!   into it; `v_writelane_b32` writes its lane whatever EXEC holds (it is not a per-lane VALU
//!   write), so lane 0, which took the `else` side, stores 77. On every target; no upstream
//!   report found. Found by `gfxc fuzz --llc` (session 25); gfxc had the same bug until
//!   session 6 (`writelane_of_an_inactive_lane_in_divergent_code`).
//! * `neg_zero_high_half.ll`: the `<2 x half>` vector `(x, -0.0)` where `x` is loaded and also
//!   compared. On GFX9 and later llc-19 builds it as `v_and_b32 0xffff` of the zero-extended
//!   load, so the high half is `+0.0`; the vector's bits must be `0x8000 << 16 | bits(x)`. No
//!   upstream report found. Found by `gfxc fuzz --llc` (session 26's reduction of seeds 7252043
//!   and 7251244, where the `-0.0` lanes of a splat passed to a function came out `+0.0`).

mod common;
use std::path::Path;

const LANES: usize = 64;

/// llc-19's linked object of `tests/llc_bugs/NAME.ll` for `cpu`, as committed in
/// `tests/llc_bugs/NAME.CPU.so`; when llc-19 and ld.lld-19 are installed, the committed object
/// must be what they make now (`GFXC_BLESS=1` rewrites it).
/// gfxc's objects of `m` match the interpreter on every target mode (the other half of each
/// test: the class llc-19 gets wrong, gfxc gets right).
fn gfxc_is_right(name: &str, m: &gfxc::ir::Module, launch: &str) {
    common::objects_match_interpreter(name, m, launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(m, t).map_err(|d| d.render(name))
    });
}

fn llc19_object(name: &str, src: &str, cpu: &str) -> Vec<u8> {
    let golden = format!("tests/llc_bugs/{name}.{cpu}.so");
    common::golden_bytes(Path::new(&golden), || {
        (common::llvm_tool("llc-19") && common::llvm_tool("ld.lld-19"))
            .then(|| common::llc19_linked(name, src, cpu, "").unwrap())
    })
}

#[test]
fn llc19_shrinks_unsigned_division_of_sign_extended_values() {
    shrunk_unsigned_division("udiv_sext_shrink", |x, y| x / y);
}

#[test]
fn llc19_shrinks_unsigned_remainder_of_sign_extended_values() {
    shrunk_unsigned_division("urem_sext_shrink", |x, y| x % y);
}

/// `trunc (OP (sext i32 x), (zext i32 y))` for `udiv` and `urem` (`op` is its meaning on
/// u64): llc-19 computes it in 32 bits, right for non-negative `x` and wrong for most
/// negative ones; gfxc is right on every target.
fn shrunk_unsigned_division(name: &str, op: fn(u64, u64) -> u64) {
    let ll = format!("tests/llc_bugs/{name}.ll");
    let src = std::fs::read_to_string(common::root().join(&ll)).unwrap();
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o"}}],
  "buffers": {{
    "a": {{"type": "i32", "len": {LANES}, "init": {{"random": 7, "min": -100000, "max": 100000}}}},
    "b": {{"type": "u32", "len": {LANES}, "init": {{"random": 8, "min": 1, "max": 1000}}}},
    "o": {{"type": "u32", "len": {LANES}, "init": {{"fill": 0}}}}
  }}}}"#
    );
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let interp = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let (a, b) = (&interp.buffers[0], &interp.buffers[1]);
    // The IR's meaning, computed here: the 64-bit unsigned operation, low 32 bits.
    let want: Vec<u32> = (0..LANES)
        .map(|i| {
            let x = a.bits(i) as u32 as i32 as i64 as u64;
            op(x, b.bits(i)) as u32
        })
        .collect();
    let got = |bufs: &[gfxc_ir::launch::BufferData]| -> Vec<u32> {
        (0..LANES).map(|i| bufs[2].bits(i) as u32).collect()
    };
    assert_eq!(got(&interp.buffers), want, "interpreter");
    let negative = (0..LANES)
        .filter(|&i| (a.bits(i) as u32 as i32) < 0)
        .count();
    assert!(negative > 8, "the launch must have negative dividends");
    // llc-19: right for non-negative dividends, wrong for the negative ones (b > 1).
    let llc = llc19_object(name, &src, "gfx90a");
    let (res, _) = gfxc_sim::simulate(&llc, &spec, &Default::default()).unwrap();
    let l = got(&res.buffers);
    let mut wrong = 0;
    for i in 0..LANES {
        let x = a.bits(i) as u32 as i32;
        let narrow = op(x as u32 as u64, b.bits(i)) as u32;
        assert_eq!(l[i], narrow, "lane {i}: llc-19 computes {name} in 32 bits");
        if x >= 0 {
            assert_eq!(l[i], want[i], "lane {i}");
        }
        wrong += usize::from(l[i] != want[i]);
    }
    assert!(
        wrong > negative / 2,
        "{wrong} wrong lanes of {negative} negative"
    );
    // gfxc: right everywhere.
    gfxc_is_right(&format!("{name}.ll"), &m, &launch);
}

#[test]
fn llc19_flips_a_zero_tie_of_a_select_into_min_legacy() {
    let ll = Path::new("tests/llc_bugs/fmin_legacy_zero_tie.ll");
    let src = std::fs::read_to_string(common::root().join(ll)).unwrap();
    // Per lane: -0.0, +0.0, a negative and a positive number, a NaN, -inf (as bits).
    let pattern: [u32; 6] = [
        0x8000_0000,
        0x0000_0000,
        (-1.5f32).to_bits(),
        2.5f32.to_bits(),
        0x7fc0_0000,
        f32::NEG_INFINITY.to_bits(),
    ];
    let values: Vec<String> = (0..LANES)
        .map(|i| pattern[i % pattern.len()].to_string())
        .collect();
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "u32", "len": {LANES}, "init": {{"values": [{}]}}}},
    "out": {{"type": "u32", "len": {LANES}, "init": {{"fill": 0}}}}
  }}}}"#,
        values.join(", ")
    );
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    // The IR's meaning, computed here: the select of an ordered compare (false for NaN).
    let want: Vec<u32> = (0..LANES)
        .map(|i| {
            let x = f32::from_bits(pattern[i % pattern.len()]);
            if x >= 0.0 {
                0
            } else {
                x.to_bits()
            }
        })
        .collect();
    let got = |bufs: &[gfxc_ir::launch::BufferData]| -> Vec<u32> {
        (0..LANES).map(|i| bufs[1].bits(i) as u32).collect()
    };
    let interp = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    assert_eq!(got(&interp.buffers), want, "interpreter");
    let llc = llc19_object("fmin_legacy_zero_tie", &src, "gfx700");
    let (res, _) = gfxc_sim::simulate(&llc, &spec, &Default::default()).unwrap();
    let l = got(&res.buffers);
    for i in 0..LANES {
        if pattern[i % pattern.len()] == 0x8000_0000 {
            // The tie: min_legacy(+0.0, -0.0) is its second operand.
            assert_eq!(l[i], 0x8000_0000, "lane {i}: llc-19 keeps -0.0");
            assert_ne!(l[i], want[i], "lane {i}");
        } else {
            assert_eq!(l[i], want[i], "lane {i}: llc-19 is right off the tie");
        }
    }
    // gfxc: right everywhere.
    gfxc_is_right("fmin_legacy_zero_tie.ll", &m, &launch);
}

#[test]
fn llc19_lets_a_divergent_writelane_overwrite_the_other_sides_lane_0() {
    let ll = Path::new("tests/llc_bugs/writelane_divergent.ll");
    let src = std::fs::read_to_string(common::root().join(ll)).unwrap();
    // Four blocks of 64 work-items: lane 0 of each block's first wave takes the `else` side.
    const BLOCK: usize = 64;
    const N: usize = 4 * BLOCK;
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{N}, 1, 1], "block": [{BLOCK}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "u32", "len": {N}, "init": {{"random": 9, "min": 0, "max": 1000000}}}},
    "out": {{"type": "u32", "len": {N}, "init": {{"fill": 0}}}}
  }}}}"#
    );
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let got = |bufs: &[gfxc_ir::launch::BufferData]| -> Vec<u32> {
        (0..N).map(|i| bufs[1].bits(i) as u32).collect()
    };
    let x: Vec<u32> = {
        let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        (0..N).map(|i| r.buffers[0].bits(i) as u32).collect()
    };
    // The IR's meaning, computed here for a wave size: the `else` side adds 1000; the `then`
    // side keeps x except in lane 0 of its wave, which the writelane sets to 77 (that lane is
    // active there: only work-item 0 of a block takes the `else` side).
    let want = |wave: usize| -> Vec<u32> {
        (0..N)
            .map(|i| {
                let tid = i % BLOCK;
                if tid == 0 {
                    x[i] + 1000
                } else if tid.is_multiple_of(wave) {
                    77
                } else {
                    x[i]
                }
            })
            .collect()
    };
    for wave in [32, 64] {
        let opts = gfxc_ir::interp::InterpOptions {
            wave_size: wave as u32,
            ..Default::default()
        };
        let r = gfxc_ir::interp::run(&m, &spec, &opts).unwrap();
        assert_eq!(got(&r.buffers), want(wave), "interpreter, wave{wave}");
    }
    // llc-19, wave64 (gfx900) and wave32 (gfx1030, gfx1100): wrong exactly on work-item 0 of
    // each block (77 in place of x + 1000), right on every other lane.
    for (cpu, wave) in [("gfx900", 64), ("gfx1030", 32), ("gfx1100", 32)] {
        let llc = llc19_object("writelane_divergent", &src, cpu);
        let (res, _) = gfxc_sim::simulate(&llc, &spec, &Default::default()).unwrap();
        let (l, w) = (got(&res.buffers), want(wave));
        for i in 0..N {
            if i % BLOCK == 0 {
                assert_eq!(
                    l[i], 77,
                    "{cpu} lane {i}: llc-19's writelane reaches the else lane"
                );
                assert_ne!(l[i], w[i], "{cpu} lane {i}");
            } else {
                assert_eq!(l[i], w[i], "{cpu} lane {i}: llc-19 is right off lane 0");
            }
        }
    }
    // gfxc: right everywhere.
    gfxc_is_right("writelane_divergent.ll", &m, &launch);
}

#[test]
fn llc19_builds_a_negative_zero_high_half_as_positive_zero() {
    let ll = Path::new("tests/llc_bugs/neg_zero_high_half.ll");
    let src = std::fs::read_to_string(common::root().join(ll)).unwrap();
    // Every 16-bit pattern class: zeros, normals, infinities, NaNs (random over all 65,536).
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "u16", "len": {LANES}, "init": {{"random": 10, "min": 0, "max": 65535}}}},
    "out": {{"type": "u32", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        2 * LANES
    );
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let interp = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let x: Vec<u32> = (0..LANES)
        .map(|i| interp.buffers[0].bits(i) as u32)
        .collect();
    // The IR's meaning, computed here: element 1 (-0.0, 0x8000) in the high half, x in the
    // low half; then whether x is a NaN (exponent all ones, mantissa not zero).
    let is_nan = |h: u32| h & 0x7c00 == 0x7c00 && h & 0x03ff != 0;
    let want: Vec<u32> = (0..LANES)
        .map(|i| 0x8000_0000 | x[i])
        .chain((0..LANES).map(|i| u32::from(is_nan(x[i]))))
        .collect();
    assert!(
        (0..LANES).any(|i| is_nan(x[i])) && (0..LANES).any(|i| !is_nan(x[i])),
        "the launch must have NaN and other lanes"
    );
    let got = |bufs: &[gfxc_ir::launch::BufferData]| -> Vec<u32> {
        (0..2 * LANES).map(|i| bufs[1].bits(i) as u32).collect()
    };
    assert_eq!(got(&interp.buffers), want, "interpreter");
    // llc-19 (GFX9 and GFX11): the high half is +0.0 on every lane; the rest is right.
    for cpu in ["gfx900", "gfx1100"] {
        let llc = llc19_object("neg_zero_high_half", &src, cpu);
        let (res, _) = gfxc_sim::simulate(&llc, &spec, &Default::default()).unwrap();
        let l = got(&res.buffers);
        for i in 0..LANES {
            assert_eq!(
                l[i], x[i],
                "{cpu} lane {i}: llc-19 leaves the high half zero"
            );
            assert_ne!(l[i], want[i], "{cpu} lane {i}");
            assert_eq!(l[LANES + i], want[LANES + i], "{cpu} lane {i}: the compare");
        }
    }
    // gfxc: right everywhere.
    gfxc_is_right("neg_zero_high_half.ll", &m, &launch);
}
