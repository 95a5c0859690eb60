//! The one-off VALU families of `gfxc_sim::sem_misc` (issue 16) through the semantic the
//! simulator gives each table row (`classify` + `eval_lane`), on every processor that has the
//! row. The cube ops are also covered by the pcode vectors (`tests/pcode.rs`).
//!
//! - `v_trig_preop_f64`: `tests/data/trig_preop.tsv` (`sim/tools/trig_preop_vectors.py`):
//!   LLVM 19's constant folding and the pseudocode computed with exact integers. The
//!   simulator equals the pseudocode everywhere and LLVM except past LLVM's 2/π table
//!   (shift >= 1120, where LLVM folds to 0 and the manual still has bits).
//! - qsad/mqsad, `v_sat_pk_u8_i16`, `v_cvt_off_f32_i4`, `v_madak/madmk_f16`: hand-derived
//!   vectors from the ISA manuals' definitions.

use gfxc_isa::table::{available, table, InstDef};
use gfxc_sim::exec_valu::eval_lane;
use gfxc_sim::sem::{classify, LaneCtx, Sem};

const PROCS: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

/// Every (processor, row) of a mnemonic (any encoding suffix).
fn rows(name: &str) -> Vec<(&'static str, &'static InstDef)> {
    let mut out = Vec::new();
    for p in PROCS {
        let pr = gfxc_isa::processor(p).unwrap();
        for d in table(pr.isa).defs.iter() {
            let m = d.mnemonic;
            let base = m
                .strip_suffix("_e64")
                .or_else(|| m.strip_suffix("_e32"))
                .unwrap_or(m);
            if base == name && available(pr.name, d) {
                out.push((p, d));
            }
        }
    }
    out
}

fn eval(d: &InstDef, s: [u64; 3]) -> u64 {
    let Sem::Valu(v) = classify(d).0 else {
        panic!("{} has no VALU semantic", d.mnemonic)
    };
    let mut c = LaneCtx {
        ieee: true,
        ..LaneCtx::default()
    };
    eval_lane(&v, &s, &mut c)
}

/// `name` on every row of every processor that has it: `cases` (sources → result).
fn check(name: &str, min_procs: usize, cases: &[([u64; 3], u64)]) {
    let rs = rows(name);
    let procs: std::collections::BTreeSet<_> = rs.iter().map(|r| r.0).collect();
    assert!(procs.len() >= min_procs, "{name}: only on {procs:?}");
    for (p, d) in rs {
        for (s, want) in cases {
            let got = eval(d, *s);
            assert_eq!(
                got, *want,
                "{p} {} {s:x?}: got {got:#x}, want {want:#x}",
                d.mnemonic
            );
        }
    }
}

#[test]
fn trig_preop_matches_the_pseudocode_and_llvm() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/trig_preop.tsv"),
    )
    .unwrap();
    let rs = rows("v_trig_preop_f64");
    assert_eq!(
        rs.len(),
        PROCS.len(),
        "every processor has v_trig_preop_f64"
    );
    let (mut n, mut past_llvm) = (0, 0);
    for l in text.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<u64> = l
            .split('\t')
            .map(|x| u64::from_str_radix(x, 16).unwrap())
            .collect();
        let (x, s, llvm, pcode) = (f[0], f[1], f[2], f[3]);
        let e = x >> 52 & 0x7ff;
        let shift = (s & 31) * 53 + e.saturating_sub(1077);
        for (p, d) in &rs {
            let got = eval(d, [x, s, 0]);
            assert_eq!(got, pcode, "{p} trig_preop({x:#x}, {s}): pseudocode");
            n += 1;
        }
        if llvm != pcode {
            assert!(llvm == 0 && shift >= 1120, "{x:#x} {s}: LLVM {llvm:#x}");
            past_llvm += 1;
        }
    }
    assert!(n > 20_000 && past_llvm < 40, "{n} {past_llvm}");
}

#[test]
fn quad_sads() {
    // S0 = bytes 01..08, S1 = 0x04030201 (the first window exactly), S2 accumulators 1..4.
    let s0 = 0x0807_0605_0403_0201u64;
    let s1 = 0x0403_0201u64;
    let s2 = 0x0004_0003_0002_0001u64;
    // window k = bytes k+1..k+4: |diff| = k per byte, 4 bytes → 4k, plus acc k+1.
    let want = 1 | 6 << 16 | 11 << 32 | 16u64 << 48;
    check("v_qsad_pk_u16_u8", 8, &[([s0, s1, s2], want)]);
    // msad: a reference (S1) byte of 0 counts 0: S1 = 0x04030001 skips its byte 1.
    let s1m = 0x0403_0001u64;
    let wm: u64 = (0..4)
        .map(|k: u64| {
            let win: Vec<u64> = (1..=4).map(|j| j + k).collect();
            let r = [1u64, 0, 3, 4];
            let sad: u64 = win
                .iter()
                .zip(r)
                .filter(|(_, r)| *r != 0)
                .map(|(a, r)| a.abs_diff(r))
                .sum();
            ((sad + k + 1) & 0xffff) << (16 * k)
        })
        .sum();
    check("v_mqsad_pk_u16_u8", 9, &[([s0, s1m, s2], wm)]);
    // 16-bit truncation of each accumulated sum: windows 0..2 are four 0xff bytes
    // (0x3fc + 0xffff), window 3 three (0x2fd + 0xffff).
    check(
        "v_qsad_pk_u16_u8",
        8,
        &[(
            [0xffff_ffff_ffff, 0, 0xffff_ffff_ffff_ffff],
            0x02fc_03fb_03fb_03fb,
        )],
    );
}

#[test]
fn sat_pk_and_cvt_off() {
    check(
        "v_sat_pk_u8_i16",
        7,
        &[
            ([0x0100_0080, 0, 0], 0xff80),
            ([0xffff_0005, 0, 0], 0x0005),
            ([0x00ff_8000, 0, 0], 0xff00),
        ],
    );
    let off: Vec<([u64; 3], u64)> = (0..16u64)
        .map(|i| {
            let v = if i < 8 { i as f32 } else { i as f32 - 16.0 } / 16.0;
            ([0xfff0 | i, 0, 0], v.to_bits() as u64)
        })
        .collect();
    check("v_cvt_off_f32_i4", 10, &off);
}

#[test]
fn madak_madmk_f16_take_the_literal() {
    // The lane function is v_mad_f16 (S0 * S1 + S2): 1.5 * 2.0 + 0.25 = 3.25 (0x4280).
    let (a, b, c) = (0x3e00u64, 0x4000u64, 0x3400u64);
    for n in ["v_madak_f16", "v_madmk_f16", "v_mad_legacy_f16"] {
        check(n, 1, &[([a, b, c], 0x4280)]);
    }
}

#[test]
fn mullit() {
    let f = |x: f32| x.to_bits() as u64;
    let m = f(-f32::MAX);
    check(
        "v_mullit_f32",
        5,
        &[
            ([f(3.0), f(2.0), f(1.0)], f(6.0)),
            ([f(3.0), f(-f32::MAX), f(1.0)], m),
            ([f(3.0), f(f32::NEG_INFINITY), f(1.0)], m),
            ([f(3.0), 0x7fc0_0001, f(1.0)], m),
            ([f(3.0), f(2.0), f(0.0)], m),
            ([f(3.0), f(2.0), f(-0.0)], m),
            ([f(3.0), f(2.0), 0xffc0_0000], m),
            ([0x7fa0_0000, f(2.0), f(1.0)], 0x7fe0_0000),
        ],
    );
}

/// The normalized conversions (`f16/f32_to_snorm/unorm` of the pseudocode, defined as GLSL's
/// `packSnorm2x16`/`packUnorm2x16`: clamp, scale by 32767 / 65535, round to nearest even, NaN
/// 0), `v_cvt_pk_{u16,i16}_f32` (toward zero, saturated) and `v_cvt_pkaccum_u8_f32` (one byte
/// of D replaced): hand-derived vectors on every processor that has each row.
#[test]
fn normalized_and_packed_conversions() {
    let f32b = |x: f32| x.to_bits() as u64;
    let f16b = |x: f32| half::f16::from_f32(x).to_bits() as u64;
    let nan32 = 0x7fc0_0000u64;
    let nan16 = 0x7e00u64;
    // (x, snorm, unorm) for values exact in f16 and f32.
    let vals: [(f32, u16, u16); 9] = [
        (0.0, 0, 0),
        (-0.0, 0, 0),
        (1.0, 32767, 65535),
        (-1.0, 0x8001, 0),
        (2.5, 32767, 65535),
        (-7.0, 0x8001, 0),
        (0.5, 16384, 32768), // 16383.5 -> 16384 (even), 32767.5 -> 32768
        (-0.5, (-16384i16) as u16, 0),
        (0.25, 8192, 16384), // 8191.75 -> 8192, 16383.75 -> 16384
    ];
    for (name, signed) in [("v_cvt_norm_i16_f16", true), ("v_cvt_norm_u16_f16", false)] {
        let mut cases: Vec<([u64; 3], u64)> = vals
            .iter()
            .map(|&(x, s, u)| ([f16b(x), 0, 0], if signed { s } else { u } as u64))
            .collect();
        cases.push(([nan16, 0, 0], 0));
        cases.push(([0x7c00, 0, 0], if signed { 32767 } else { 65535 }));
        check(name, 5, &cases);
    }
    let pk = |a: u16, b: u16| a as u64 | (b as u64) << 16;
    for (names, signed, f16) in [
        (
            ["v_cvt_pknorm_i16_f16", "v_cvt_pk_norm_i16_f16"],
            true,
            true,
        ),
        (
            ["v_cvt_pknorm_u16_f16", "v_cvt_pk_norm_u16_f16"],
            false,
            true,
        ),
        (
            ["v_cvt_pknorm_i16_f32", "v_cvt_pk_norm_i16_f32"],
            true,
            false,
        ),
        (
            ["v_cvt_pknorm_u16_f32", "v_cvt_pk_norm_u16_f32"],
            false,
            false,
        ),
    ] {
        let enc = |x: f32| if f16 { f16b(x) } else { f32b(x) };
        let mut cases = Vec::new();
        for (i, &(x, s0, u0)) in vals.iter().enumerate() {
            let (y, s1, u1) = vals[(i + 3) % vals.len()];
            let want = if signed { pk(s0, s1) } else { pk(u0, u1) };
            cases.push(([enc(x), enc(y), 0], want));
        }
        let nan = if f16 { nan16 } else { nan32 };
        cases.push((
            [nan, enc(1.0), 0],
            pk(0, if signed { 32767 } else { 65535 }),
        ));
        let n: usize = names.iter().map(|n| rows(n).len()).sum();
        assert!(n > 0, "{names:?}");
        for name in names {
            if !rows(name).is_empty() {
                check(name, 1, &cases);
            }
        }
    }
    // f32 products not exact in f32: 0.3 * 32767 = 9830.1 -> 9830; f32 (1/3) * 65535 = 21845.0004 -> 21845
    check(
        "v_cvt_pknorm_i16_f32",
        6,
        &[([f32b(0.3), f32b(-0.3), 0], pk(9830, (-9830i16) as u16))],
    );
    check(
        "v_cvt_pknorm_u16_f32",
        6,
        &[([f32b(1.0 / 3.0), f32b(0.999_99), 0], pk(21845, 65534))],
    );
    for (name, signed) in [("v_cvt_pk_i16_f32", true), ("v_cvt_pk_u16_f32", false)] {
        let cases: Vec<([u64; 3], u64)> = vec![
            (
                [f32b(1.9), f32b(-1.9), 0],
                if signed { pk(1, 0xffff) } else { pk(1, 0) },
            ),
            (
                [f32b(70000.0), f32b(-70000.0), 0],
                if signed {
                    pk(0x7fff, 0x8000)
                } else {
                    pk(0xffff, 0)
                },
            ),
            (
                [nan32, f32b(f32::INFINITY), 0],
                if signed { pk(0, 0x7fff) } else { pk(0, 0xffff) },
            ),
            (
                [f32b(-0.9), f32b(65535.5), 0],
                if signed { pk(0, 0x7fff) } else { pk(0, 0xffff) },
            ),
        ];
        check(name, 1, &cases);
    }
    // pkaccum: D (S2 here) 0x11223344, byte S1[1:0] replaced by f32_to_u8(S0).
    check(
        "v_cvt_pkaccum_u8_f32",
        7,
        &[
            ([f32b(2.5), 0, 0x1122_3344], 0x1122_3302),
            ([f32b(3.5), 1, 0x1122_3344], 0x1122_0444),
            ([f32b(300.0), 2, 0x1122_3344], 0x11ff_3344),
            ([f32b(-4.0), 3, 0x1122_3344], 0x0022_3344),
            ([nan32, 7, 0x1122_3344], 0x0022_3344),
        ],
    );
}

/// RDNA3 bf16 dots (pseudocode `V_DOT2_F32_BF16`, `V_DOT2_BF16_BF16`): `tmp = S2; tmp += lo *
/// lo; tmp += hi * hi`, each `+=` rounded (f32, resp. bf16); hand-derived vectors.
#[test]
fn bf16_dots() {
    let bf = |x: f32| (x.to_bits() >> 16) as u64; // values exact in bf16
    let pk = |lo: f32, hi: f32| bf(lo) | bf(hi) << 16;
    let f = |x: f32| x.to_bits() as u64;
    check(
        "v_dot2_f32_bf16",
        1,
        &[
            ([pk(1.5, -2.0), pk(4.0, 0.25), f(10.0)], f(15.5)),
            // 2^24 + 1 + 1: each += rounds (to even) in f32: 2^24 + 1 -> 2^24, twice.
            (
                [pk(1.0, 1.0), pk(1.0, 1.0), f(16_777_216.0)],
                f(16_777_216.0),
            ),
            ([pk(f32::INFINITY, 1.0), pk(0.0, 1.0), f(1.0)], 0x7fc0_0000),
            ([pk(1.0, 1.0), pk(1.0, 1.0), 0x7f80_0001], 0x7fc0_0001),
            ([pk(1.0, 1.0), 0xff81_0000 | bf(1.0), f(1.0)], 0xffc1_0000),
        ],
    );
    check(
        "v_dot2_bf16_bf16",
        1,
        &[
            ([pk(1.5, -2.0), pk(4.0, 0.25), bf(10.0)], bf(15.5)),
            // bf16 has 8 significand bits: 256 + 1 rounds to 256 (even), twice.
            ([pk(1.0, 1.0), pk(1.0, 1.0), bf(256.0)], bf(256.0)),
            // 256 + 3 = 259 -> 260 (nearest even of 258/260), then + 0
            ([pk(3.0, 0.0), pk(1.0, 5.0), bf(256.0)], bf(260.0)),
            ([pk(f32::INFINITY, 1.0), pk(0.0, 1.0), bf(1.0)], 0x7fc0),
        ],
    );
}

/// `v_rsq_clamp_f32/f64` (GFX6/7) as the SI/CI manuals define the instruction (the
/// reciprocal square root, an infinite result clamped to +-MAX; a NaN stays a NaN: a negative
/// source gives the default NaN). llc-19's expansion of `llvm.amdgcn.rsq.clamp` on GFX8+
/// (`v_rsq`, `v_min_f32 0x7f7fffff`, `v_max_f32 0xff7fffff`) turns that NaN into +MAX: a
/// documented disagreement (docs/sim-float.md) that only the expansion, not the instruction,
/// has.
#[test]
fn rsq_clamp_follows_the_si_manual() {
    let f = |x: f32| x.to_bits() as u64;
    let d = |x: f64| x.to_bits();
    check(
        "v_rsq_clamp_f32",
        2,
        &[
            ([f(4.0), 0, 0], f(0.5)),
            ([f(0.0), 0, 0], f(f32::MAX)),
            ([f(-0.0), 0, 0], f(-f32::MAX)),
            ([f(f32::INFINITY), 0, 0], f(0.0)),
            ([f(-1.0), 0, 0], 0x7fc0_0000),
            ([0x7fc0_0001, 0, 0], 0x7fc0_0001),
            // A denormal source reads as zero whatever MODE says.
            ([1, 0, 0], f(f32::MAX)),
        ],
    );
    check(
        "v_rsq_clamp_f64",
        2,
        &[
            ([d(0.25), 0, 0], d(2.0)),
            ([d(0.0), 0, 0], d(f64::MAX)),
            ([d(-0.0), 0, 0], d(-f64::MAX)),
            ([d(-4.0), 0, 0], 0x7ff8_0000_0000_0000),
        ],
    );
}
