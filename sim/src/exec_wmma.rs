//! RDNA3 WMMA (`v_wmma_{f32,f16,bf16,i32}_16x16x16_*`, gfx11): `D = A (16x16) * B (16x16) + C`
//! over the lanes of a wave (RDNA3 pseudocode: `D = A (16x16) * B (16x16) + C (16x16)`).
//!
//! Guarantees (register layout of the RDNA3 ISA manual, "Wave Matrix Multiply Accumulate"):
//! - A: lane `i % 16` holds row `i` of A, its 16 K elements packed in order in the source
//!   registers (f16/bf16: 8 VGPRs, iu8: 4, iu4: 2); B: lane `j % 16` holds column `j` of B
//!   alike. The other lanes (16..31, and 32..63 in wave64) must replicate lanes 0..15; the
//!   simulator reads lanes 0..15.
//! - C and D: `C[i][j]` is in lane `j + 16 * (i % G)`, register `i / G`, with `G` = 2 groups of
//!   16 lanes in wave32 (8 registers) and 4 in wave64 (4 registers: the table's `D:v8/4`, what
//!   llvm-mc-19 takes; AMD's matrix instruction calculator gives the same gfx11 mapping,
//!   `i = (lanes / 16) * GPR + lane / 16`). 16-bit results
//!   (`v_wmma_f16`, `v_wmma_bf16`) use one half of each register: the low half, or the high
//!   half when `OP_SEL[2]` is set; C is read from that half and the other half of D is kept.
//! - Arithmetic: each entry starts from C (converted to f32) and adds the 16 products in
//!   increasing k, each a fused multiply-add rounded to f32 (f16 and bf16 products are exact
//!   in f32); a 16-bit result is rounded to nearest even once at the end. Integers: products
//!   of the 8-bit or 4-bit fields, signed when `NEG[0]` (A) / `NEG[1]` (B) is set (the pseudocode's
//!   signedness bits), summed wrapping in 32 bits, or saturated to i32 with `clamp`.
//!   The accumulation order and the single final rounding are this simulator's choice: the
//!   manual does not state them (docs/sim-float.md).
//! - EXEC must have every lane of the wave (as MFMA; a partial mask is an error).

use crate::error::{ErrorKind, Result, SimError};
use crate::program::{Opnd, Program};
use crate::sem::Ty;
use crate::wave::Wave;

/// Input element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WIn {
    F16,
    Bf16,
    Iu8,
    Iu4,
}

/// Result type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum WOut {
    F32,
    F16,
    Bf16,
    I32,
}

/// A WMMA row of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Wmma {
    pub input: WIn,
    pub out: WOut,
}

/// The WMMA form of canonical mnemonic `n`.
pub fn of(n: &str) -> Option<Wmma> {
    let rest = n.strip_prefix("v_wmma_")?;
    let (out, rest) = rest.split_once("_16x16x16_")?;
    let out = match out {
        "f32" => WOut::F32,
        "f16" => WOut::F16,
        "bf16" => WOut::Bf16,
        "i32" => WOut::I32,
        _ => return None,
    };
    let input = match rest {
        "f16" => WIn::F16,
        "bf16" => WIn::Bf16,
        "iu8" => WIn::Iu8,
        "iu4" => WIn::Iu4,
        _ => return None,
    };
    Some(Wmma { input, out })
}

fn bits(t: WIn) -> u32 {
    match t {
        WIn::F16 | WIn::Bf16 => 16,
        WIn::Iu8 => 8,
        WIn::Iu4 => 4,
    }
}

/// Element `k` of a row / column held by `lane` of operand `o` (float, or integer).
fn elem(w: &Wave, o: Opnd, t: WIn, lane: u32, k: u32, signed: bool) -> (f32, i64) {
    let b = bits(t);
    let bit = k * b;
    let raw = (w.lane32(o, (bit / 32) as u16, lane) >> (bit % 32)) as u64 & ((1 << b) - 1);
    match t {
        WIn::F16 => (half::f16::from_bits(raw as u16).to_f32(), 0),
        WIn::Bf16 => (f32::from_bits((raw as u32) << 16), 0),
        _ => {
            let v = if signed && raw >> (b - 1) & 1 != 0 {
                raw as i64 - (1i64 << b)
            } else {
                raw as i64
            };
            (0.0, v)
        }
    }
}

/// An f32 rounded to bf16, nearest even (a NaN stays a quiet NaN with its sign).
fn to_bf16(x: f32) -> u32 {
    let b = x.to_bits();
    if x.is_nan() {
        return (b >> 16) | 0x40;
    }
    let lsb = (b >> 16) & 1;
    (b.wrapping_add(0x7fff + lsb)) >> 16
}

/// Execute WMMA op `i`.
pub fn wmma(w: &mut Wave, prog: &Program, i: usize, x: &Wmma) -> Result<()> {
    let op = &prog.ops[i];
    let full = if w.lanes == 64 { u64::MAX } else { 0xffff_ffff };
    if w.exec() != full {
        return Err(SimError::new(
            ErrorKind::Invalid,
            format!(
                "`{}`: a WMMA needs every lane of the wave active (EXEC has {} of {})",
                op.describe(prog.wave64),
                w.exec().count_ones(),
                w.lanes
            ),
        ));
    }
    let m = op.inst.as_ref().map(|x| x.m.clone()).unwrap_or_default();
    let (sa, sb) = (m.neg & 1 != 0, m.neg & 2 != 0);
    let hi = m.op_sel & 4 != 0;
    let groups = w.lanes / 16;
    let (oa, ob, oc, od) = (op.s[0], op.s[1], op.s[2], op.d);
    let c_uniform = match oc {
        Opnd::V(..) => None,
        o => Some(w.read_uniform(o, Ty::B32).unwrap_or(0) as u32),
    };
    // D is computed whole before any register is written (D may overlap A, B or C).
    let mut out = [[0u32; 16]; 16];
    for (r, row) in out.iter_mut().enumerate() {
        for (c, o) in row.iter_mut().enumerate() {
            let (i, j) = (r as u32, c as u32);
            let lane = j + 16 * (i % groups);
            let creg = c_uniform.unwrap_or_else(|| w.lane32(oc, (i / groups) as u16, lane));
            let c16 = if hi { creg >> 16 } else { creg & 0xffff };
            *o = match x.out {
                WOut::I32 => {
                    let mut acc = creg as i32 as i64;
                    let mut wrap = creg as i32;
                    for k in 0..16 {
                        let a = elem(w, oa, x.input, i, k, sa).1;
                        let b = elem(w, ob, x.input, j, k, sb).1;
                        acc += a * b;
                        wrap = wrap.wrapping_add((a * b) as i32);
                    }
                    if m.clamp {
                        acc.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
                    } else {
                        wrap as u32
                    }
                }
                _ => {
                    let mut acc = match x.out {
                        WOut::F32 => f32::from_bits(creg),
                        WOut::F16 => half::f16::from_bits(c16 as u16).to_f32(),
                        _ => f32::from_bits(c16 << 16),
                    };
                    for k in 0..16 {
                        let a = elem(w, oa, x.input, i, k, false).0;
                        let b = elem(w, ob, x.input, j, k, false).0;
                        acc = a.mul_add(b, acc);
                    }
                    match x.out {
                        WOut::F32 => acc.to_bits(),
                        WOut::F16 => half::f16::from_f32(acc).to_bits() as u32,
                        _ => to_bf16(acc),
                    }
                }
            };
        }
    }
    let sixteen = matches!(x.out, WOut::F16 | WOut::Bf16);
    for (r, row) in out.iter().enumerate() {
        for (c, &v) in row.iter().enumerate() {
            let (i, j) = (r as u32, c as u32);
            let lane = j + 16 * (i % groups);
            let part = (i / groups) as u16;
            let v = if sixteen {
                let old = w.lane32(od, part, lane);
                if hi {
                    (old & 0xffff) | v << 16
                } else {
                    (old & 0xffff_0000) | v
                }
            } else {
                v
            };
            w.set_lane32(od, part, lane, v);
        }
    }
    Ok(())
}
