//! Hardware NaNs for every float VALU row of every ISA variant (issue 16: `sqrt(-4)`,
//! `inf - inf`, `rsq`/`log2` of negatives gave the x86 host's `0xffc00000`).
//!
//! For each row whose semantic is a VALU family with a float result and the arithmetic NaN
//! rule (`Valu::nan`), on invalid-operation operands (±0, ±inf, -4, 1) and on NaN operands:
//! a NaN result must be the canonical positive quiet NaN when no source is a NaN, and the
//! first NaN source (in the operation's operand order) quieted when one of the same type is.

use gfxc_isa::table::table;
use gfxc_isa::IsaVariant;
use gfxc_sim::exec_valu::eval_lane;
use gfxc_sim::fp::{canonical_nan, is_nan_of, quiet_bit};
use gfxc_sim::sem::{classify, LaneCtx, Sem, Ty};

fn consts(t: Ty) -> Vec<u64> {
    match t {
        Ty::F16 => vec![0, 0x8000, 0x7c00, 0xfc00, 0xc400, 0x3c00],
        Ty::F32 => vec![
            0,
            0x8000_0000,
            0x7f80_0000,
            0xff80_0000,
            0xc080_0000,
            0x3f80_0000,
        ],
        Ty::F64 => vec![
            0,
            1 << 63,
            0x7ff0 << 48,
            0xfff0 << 48,
            0xc010 << 48,
            0x3ff0 << 48,
        ],
        Ty::B16 => vec![0, 1, 0xffff],
        Ty::B64 => vec![0, 1, u64::MAX],
        _ => vec![0, 1, 0xffff_ffff],
    }
}

fn nans(t: Ty) -> Vec<u64> {
    match t {
        Ty::F16 => vec![0x7c01, 0xfe05],
        Ty::F32 => vec![0x7f80_0001, 0xffc0_0005],
        Ty::F64 => vec![0x7ff0_0000_0000_0001, 0xfff8_0000_0000_0005],
        _ => vec![],
    }
}

#[test]
fn every_float_row_produces_hardware_nans() {
    let mut rows = 0;
    let mut checked = 0;
    for v in IsaVariant::ALL {
        for d in &table(v).defs {
            let Sem::Valu(x) = classify(d).0 else {
                continue;
            };
            if !x.nan || !x.dst.is_float() || x.cin {
                continue;
            }
            rows += 1;
            let pools: Vec<Vec<u64>> = x
                .src
                .iter()
                .map(|&t| {
                    if t == Ty::None {
                        vec![0]
                    } else {
                        let mut p = consts(t);
                        p.extend(nans(t));
                        p
                    }
                })
                .collect();
            for &a in &pools[0] {
                for &b in &pools[1] {
                    for &c in &pools[2] {
                        let s = [a, b, c];
                        let mut cx = LaneCtx {
                            ieee: true,
                            ..LaneCtx::default()
                        };
                        let r = eval_lane(&x, &s, &mut cx);
                        if !is_nan_of(x.dst, r) {
                            continue;
                        }
                        checked += 1;
                        let order: [usize; 3] = if x.nan_s1_first { [1, 0, 2] } else { [0, 1, 2] };
                        let first = order.iter().find(|&&k| is_nan_of(x.src[k], s[k])).copied();
                        match first {
                            None => assert_eq!(
                                r,
                                canonical_nan(x.dst),
                                "{v:?} {}: {s:x?} gives {r:#x}",
                                d.mnemonic
                            ),
                            Some(k) if x.src[k] == x.dst => assert_eq!(
                                r,
                                s[k] | quiet_bit(x.dst),
                                "{v:?} {}: {s:x?} gives {r:#x}",
                                d.mnemonic
                            ),
                            Some(_) => assert!(
                                r & quiet_bit(x.dst) != 0,
                                "{v:?} {}: {s:x?} gives a signalling {r:#x}",
                                d.mnemonic
                            ),
                        }
                    }
                }
            }
        }
    }
    assert!(
        rows > 500 && checked > 10_000,
        "{rows} rows, {checked} NaN results"
    );
}
