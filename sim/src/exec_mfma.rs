//! MFMA (`v_mfma_*`, gfx908/gfx90a/gfx942): matrix fused multiply-add over the 64 lanes of a
//! wave, with A and B in VGPRs (or AGPRs on gfx90a/gfx942) and C/D in AGPRs (or VGPRs on
//! gfx90a/gfx942).
//!
//! Guarantees:
//! - The shape (M x N x K, blocks, input and accumulator types) comes from the table row's
//!   mnemonic in its gfx908/gfx90a spelling (`v_mfma_f32_16x16x4f32`, `..._16x16x16bf16_1k`) or
//!   its gfx940 spelling (`v_mfma_f32_16x16x4_f32`, `..._16x16x1_4b_f32`, `..._16x16x32_fp8_bf8`)
//!   and the width of D in the signature: `blocks = elements of D per lane * 64 / (M * N)`.
//! - Lane layouts and the accumulation order are the IR interpreter's (`ir/src/interp/mfma.rs`,
//!   AMD's matrix instruction calculator for CDNA1-3), restated for registers: with
//!   `kpl = M*K*blocks/64` elements of A per lane, `A[b][i][k]` is element `k % kpl` of lane
//!   `i + M*b + M*blocks*(k / kpl)` (B likewise with `j` and `N`); element `e` of a lane's
//!   operand is bits `e*w .. e*w+w` of its register tuple (`w` = element width: f16/bf16 16,
//!   i8/fp8/bf8 8, f32/xf32 32, f64 64). `C/D[b][i][j]` with `h` = 4 rows per lane group (1 for
//!   f64), `g = 64/N`, `bpr = ceil(64*h/(M*N))`: element `b*(M*N/64) + (i/(h*g))*h + i%h`
//!   (a register, or a register pair for f64) of lane `(b % bpr)*N + ((i/h) % g)*bpr*N + j`.
//! - Modifiers: `cbsz`/`abid` broadcast A (block `b` reads block `(b >> cbsz << cbsz) + abid`),
//!   `blgp` permutes the lanes B is read from (0 none, 1 lanes 0-31 to 32-63, 2 lanes 32-63 to
//!   0-31, 3 rotate down by 16, 4..7 lanes 16(blgp-4)..+15 broadcast); a selection outside the
//!   shape is an error, and so is a non-zero `blgp` on an f64 shape (gfx94x reads it as negate
//!   bits).
//! - Arithmetic, as the interpreter: each entry starts from C and adds the K products in
//!   increasing k, each one fused multiply-add rounded to the accumulator (f32: every input
//!   type is exact in f32; xf32 inputs first rounded to nearest-even with 10 fraction bits;
//!   f64 fused in f64; i32 wrapping sum of products of signed bytes); fp8 is E4M3 and bf8 E5M2
//!   in gfx94x's FNUZ forms. Denormals are kept.
//! - EXEC must have all 64 lanes (the interpreter's rule; a partial mask is an error), and C
//!   may be an inline constant, which every element of C then holds.
//!
//! - Sparse `v_smfmac_*` (gfx942; CDNA3 pseudocode `D = A (sparse MxK) * B (KxN) + D`): the
//!   dense shape's layouts with A compressed: each lane holds `kpl/2` elements of its `kpl`
//!   dense K positions, two of every four, element `t` at position `4*(t/2) + idx_t`, where
//!   `idx_t` is bits `2t+1:2t` of index set ABID (`kpl` bits each) of the lane's S2 register
//!   (the CDNA3 ISA manual's 4:2 structured sparsity). The absent elements are zeros and
//!   contribute no product (the sum runs over the present K in increasing order); C is D.

use crate::error::{ErrorKind, Result, SimError};
use crate::program::{Op, Opnd, Program};
use crate::sem::Ty;
use crate::wave::Wave;

/// Input element type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MIn {
    F32,
    Xf32,
    F16,
    Bf16,
    I8,
    Fp8,
    Bf8,
    F64,
}

impl MIn {
    fn bits(self) -> u32 {
        match self {
            MIn::F32 | MIn::Xf32 => 32,
            MIn::F16 | MIn::Bf16 => 16,
            MIn::I8 | MIn::Fp8 | MIn::Bf8 => 8,
            MIn::F64 => 64,
        }
    }
}

/// Accumulator type.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MAcc {
    F32,
    I32,
    F64,
}

/// An MFMA shape.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shape {
    pub m: u32,
    pub n: u32,
    pub k: u32,
    pub blocks: u32,
    pub a: MIn,
    pub b: MIn,
    pub acc: MAcc,
    /// Sparse `v_smfmac_*` (gfx942): A holds half of each row's K elements (2 of every 4,
    /// structured sparsity), their positions in S2's index bits; C is D.
    pub sparse: bool,
}

impl Shape {
    /// Elements of A (or B) per lane.
    pub fn kpl(&self) -> u32 {
        self.m * self.k * self.blocks / 64
    }
    /// Elements of C/D per lane.
    pub fn acc_elems(&self) -> u32 {
        self.m * self.n * self.blocks / 64
    }
    /// `(element, lane)` of `C/D[b][i][j]`.
    pub fn out_pos(&self, b: u32, i: u32, j: u32) -> (u32, u32) {
        let h: u32 = if self.acc == MAcc::F64 { 1 } else { 4 };
        let g = 64 / self.n;
        let bpr = (64 * h).div_ceil(self.m * self.n);
        let elem = b * (self.m * self.n / 64) + (i / (h * g)) * h + i % h;
        let lane = (b % bpr) * self.n + ((i / h) % g) * bpr * self.n + j;
        (elem, lane)
    }
    /// `(element, lane)` of `A[b][i][k]` (or `B[b][k][i]` with `dim` = N).
    pub fn in_pos(&self, dim: u32, b: u32, i: u32, k: u32) -> (u32, u32) {
        let kpl = self.kpl();
        (k % kpl, i + dim * b + dim * self.blocks * (k / kpl))
    }
}

/// The shape of MFMA mnemonic `mn` whose D is `d_regs` dwords; `None` if it is not one.
pub fn shape(mn: &str, d_regs: u32) -> Option<Shape> {
    let (rest, sparse) = match mn.strip_prefix("v_smfmac_") {
        Some(r) => (r, true),
        None => (mn.strip_prefix("v_mfma_")?, false),
    };
    let (acc, rest) = rest.split_once('_')?;
    let acc = match acc {
        "f32" => MAcc::F32,
        "i32" => MAcc::I32,
        "f64" => MAcc::F64,
        _ => return None,
    };
    let mut dims = [0u32; 3];
    let mut tail = rest;
    for (x, d) in dims.iter_mut().enumerate() {
        let end = tail
            .find(|c: char| !c.is_ascii_digit())
            .unwrap_or(tail.len());
        *d = tail[..end].parse().ok()?;
        tail = &tail[end..];
        if x < 2 {
            tail = tail.strip_prefix('x')?;
        }
    }
    let mut tail = tail.trim_start_matches('_');
    // gfx940 block counts: `_4b_f32`, `_16b_bf16`, `_2b_i8`.
    if let Some((b, t)) = tail.split_once("b_") {
        if !b.is_empty() && b.bytes().all(|c| c.is_ascii_digit()) {
            tail = t;
        }
    }
    let tail = tail.strip_suffix("_1k").unwrap_or(tail);
    use MIn::*;
    let (a, b) = match tail {
        "f32" => (F32, F32),
        "xf32" => (Xf32, Xf32),
        "f16" => (F16, F16),
        "bf16" => (Bf16, Bf16),
        "i8" => (I8, I8),
        "f64" => (F64, F64),
        "fp8_fp8" => (Fp8, Fp8),
        "fp8_bf8" => (Fp8, Bf8),
        "bf8_fp8" => (Bf8, Fp8),
        "bf8_bf8" => (Bf8, Bf8),
        _ => return None,
    };
    let [m, n, k] = dims;
    let elems = if acc == MAcc::F64 { d_regs / 2 } else { d_regs };
    if m == 0 || n == 0 || 64 % n != 0 {
        return None;
    }
    let blocks = elems * 64 / (m * n);
    let s = Shape {
        m,
        n,
        k,
        blocks,
        a,
        b,
        acc,
        sparse,
    };
    (blocks > 0 && s.kpl() > 0 && s.acc_elems() == elems).then_some(s)
}

/// Lane B's logical lane `l` is read from under `blgp`.
fn blgp_lane(l: u32, blgp: u8) -> u32 {
    match blgp {
        1 => l % 32,
        2 => l % 32 + 32,
        3 => (l + 16) % 64,
        4..=7 => l % 16 + 16 * (blgp as u32 - 4),
        _ => l,
    }
}

/// An f32 rounded to 10 fraction bits, nearest-even (NaN and infinities kept).
fn xf32(x: f32) -> f32 {
    if !x.is_finite() {
        return x;
    }
    let b = x.to_bits();
    let lsb = (b >> 13) & 1;
    f32::from_bits((b + 0x0fff + lsb) & !0x1fff)
}

/// An input element: a float (exact in f64) or an integer.
#[derive(Clone, Copy)]
enum Elem {
    F(f64),
    I(i64),
}

/// 32-bit register `part` of vector operand `o` in `lane`.
fn reg(w: &Wave, o: Opnd, part: u32, lane: u32) -> u32 {
    w.lane32(o, part as u16, lane)
}

/// Element `e` of type `t` of the A/B operand `o` in `lane`.
fn read_in(w: &Wave, o: Opnd, t: MIn, lane: u32, e: u32) -> Elem {
    let bit = e * t.bits();
    let lo = reg(w, o, bit / 32, lane);
    let raw = if t == MIn::F64 {
        lo as u64 | (reg(w, o, bit / 32 + 1, lane) as u64) << 32
    } else {
        (lo >> (bit % 32)) as u64
    };
    match t {
        MIn::F32 => Elem::F(f32::from_bits(raw as u32) as f64),
        MIn::Xf32 => Elem::F(xf32(f32::from_bits(raw as u32)) as f64),
        MIn::F16 => Elem::F(half::f16::from_bits(raw as u16).to_f64()),
        MIn::Bf16 => Elem::F(f32::from_bits((raw as u32 & 0xffff) << 16) as f64),
        MIn::F64 => Elem::F(f64::from_bits(raw)),
        MIn::I8 => Elem::I(raw as u8 as i8 as i64),
        MIn::Fp8 | MIn::Bf8 => Elem::F(crate::fp8::to_f64(raw as u8, t == MIn::Bf8)),
    }
}

fn err(prog: &Program, i: usize, kind: ErrorKind, what: String) -> SimError {
    SimError::new(
        kind,
        format!("`{}`: {what}", prog.ops[i].describe(prog.wave64)),
    )
}

/// Execute the MFMA op `i` of shape `s`.
pub fn mfma(w: &mut Wave, prog: &Program, i: usize, s: &Shape) -> Result<()> {
    let op: &Op = &prog.ops[i];
    let (cbsz, abid, blgp) = op
        .inst
        .as_ref()
        .map_or((0, 0, 0), |x| (x.m.cbsz, x.m.abid, x.m.blgp));
    if w.lanes != 64 || w.exec() != u64::MAX {
        return Err(err(
            prog,
            i,
            ErrorKind::Invalid,
            format!(
                "an MFMA needs a wave of 64 lanes, all active (EXEC has {} of {})",
                w.exec().count_ones(),
                w.lanes
            ),
        ));
    }
    if s.acc == MAcc::F64 && blgp != 0 {
        return Err(err(
            prog,
            i,
            ErrorKind::Unsupported,
            "unsupported instruction: blgp on an f64 MFMA (gfx94x negate bits)".into(),
        ));
    }
    let group = 1u32 << cbsz;
    let a_block = |b: u32| {
        if cbsz == 0 {
            b
        } else {
            (b >> cbsz << cbsz) + abid as u32
        }
    };
    if (cbsz > 0 && abid as u32 >= group) || (0..s.blocks).any(|b| a_block(b) >= s.blocks) {
        return Err(err(
            prog,
            i,
            ErrorKind::Invalid,
            format!(
                "cbsz {cbsz} / abid {abid} select an A block beyond the shape's {} block(s)",
                s.blocks
            ),
        ));
    }
    let (oa, ob, od) = (op.s[0], op.s[1], op.d);
    // Sparse forms accumulate onto D; S2 holds the sparsity indices.
    let oc = if s.sparse { od } else { op.s[2] };
    let kpl = s.kpl();
    if s.sparse && (cbsz != 0 || abid as u32 * kpl >= 32) {
        return Err(err(
            prog,
            i,
            ErrorKind::Invalid,
            format!("cbsz {cbsz} / abid {abid}: no such sparsity index set (abid selects one of {} sets of {kpl} bits)", 32 / kpl),
        ));
    }
    let c_uniform = match oc {
        Opnd::V(..) | Opnd::A(..) => None,
        o => Some(w.read_uniform(o, if s.acc == MAcc::F64 { Ty::F64 } else { Ty::B32 })),
    };
    let dw = if s.acc == MAcc::F64 { 2 } else { 1 };
    let n_regs = (s.acc_elems() * dw) as usize;
    let mut out = vec![0u32; n_regs * 64];
    let read_c = |e: u32, lane: u32| -> u64 {
        match c_uniform {
            Some(v) => v.unwrap_or(0),
            None if dw == 2 => {
                reg(w, oc, 2 * e, lane) as u64 | (reg(w, oc, 2 * e + 1, lane) as u64) << 32
            }
            None => reg(w, oc, e, lane) as u64,
        }
    };
    let mut av = Vec::with_capacity(s.k as usize);
    let mut bv = Vec::with_capacity(s.k as usize);
    // The K indices of A's (non-zero) elements, increasing.
    let mut ks: Vec<u32> = Vec::with_capacity(s.k as usize);
    for b in 0..s.blocks {
        for row in 0..s.m {
            av.clear();
            ks.clear();
            if s.sparse {
                // Lane group q holds dense K `q*kpl .. q*kpl+kpl`; its stored element t (of
                // kpl/2) sits at `q*kpl + 4*(t/2) + idx_t`, `idx_t` = bits `2t+1:2t` of the
                // lane's index set `abid` in S2.
                let mut pairs: Vec<(u32, Elem)> = Vec::with_capacity(s.k as usize / 2);
                for q in 0..s.k / kpl {
                    let lane = row + s.m * q;
                    let idx = reg(w, op.s[2], 0, lane) >> (abid as u32 * kpl);
                    for t in 0..kpl / 2 {
                        let k = q * kpl + 4 * (t / 2) + (idx >> (2 * t) & 3);
                        pairs.push((k, read_in(w, oa, s.a, lane, t)));
                    }
                }
                pairs.sort_by_key(|p| p.0);
                for (k, e) in pairs {
                    ks.push(k);
                    av.push(e);
                }
            } else {
                for kk in 0..s.k {
                    let (e, lane) = s.in_pos(s.m, a_block(b), row, kk);
                    ks.push(kk);
                    av.push(read_in(w, oa, s.a, lane, e));
                }
            }
            for col in 0..s.n {
                bv.clear();
                for &kk in &ks {
                    let (e, lane) = s.in_pos(s.n, b, col, kk);
                    bv.push(read_in(w, ob, s.b, blgp_lane(lane, blgp), e));
                }
                let (ce, cl) = s.out_pos(b, row, col);
                let c = read_c(ce, cl);
                let bits = match s.acc {
                    MAcc::F32 => {
                        let mut acc = f32::from_bits(c as u32);
                        for (x, y) in av.iter().zip(&bv) {
                            if let (Elem::F(x), Elem::F(y)) = (x, y) {
                                acc = (*x as f32).mul_add(*y as f32, acc);
                            }
                        }
                        acc.to_bits() as u64
                    }
                    MAcc::F64 => {
                        let mut acc = f64::from_bits(c);
                        for (x, y) in av.iter().zip(&bv) {
                            if let (Elem::F(x), Elem::F(y)) = (x, y) {
                                acc = x.mul_add(*y, acc);
                            }
                        }
                        acc.to_bits()
                    }
                    MAcc::I32 => {
                        let mut acc = c as u32 as i32;
                        for (x, y) in av.iter().zip(&bv) {
                            if let (Elem::I(x), Elem::I(y)) = (x, y) {
                                acc = acc.wrapping_add((x * y) as i32);
                            }
                        }
                        acc as u32 as u64
                    }
                };
                let r = (ce * dw) as usize;
                out[r * 64 + cl as usize] = bits as u32;
                if dw == 2 {
                    out[(r + 1) * 64 + cl as usize] = (bits >> 32) as u32;
                }
            }
        }
    }
    for (r, chunk) in out.chunks(64).enumerate() {
        for (lane, &v) in chunk.iter().enumerate() {
            w.set_lane32(od, r as u16, lane as u32, v);
        }
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shapes_of_both_spellings() {
        let s = shape("v_mfma_f32_16x16x4f32", 4).unwrap();
        assert_eq!((s.m, s.n, s.k, s.blocks, s.kpl()), (16, 16, 4, 1, 1));
        assert_eq!(shape("v_mfma_f32_16x16x4_f32", 4), Some(s));
        let s = shape("v_mfma_f32_16x16x1_4b_f32", 16).unwrap();
        assert_eq!((s.m, s.n, s.k, s.blocks), (16, 16, 1, 4));
        assert_eq!(shape("v_mfma_f32_16x16x1f32", 16), Some(s));
        let s = shape("v_mfma_f32_32x32x8bf16_1k", 16).unwrap();
        assert_eq!((s.blocks, s.kpl(), s.a), (1, 4, MIn::Bf16));
        let s = shape("v_mfma_f32_16x16x32_fp8_bf8", 4).unwrap();
        assert_eq!((s.a, s.b, s.kpl()), (MIn::Fp8, MIn::Bf8, 8));
        let s = shape("v_mfma_f64_4x4x4_4b_f64", 2).unwrap();
        assert_eq!((s.blocks, s.acc, s.kpl()), (4, MAcc::F64, 1));
        let s = shape("v_mfma_i32_32x32x8i8", 16).unwrap();
        assert_eq!((s.blocks, s.kpl()), (1, 4));
        let s = shape("v_smfmac_f32_16x16x32_f16", 4).unwrap();
        assert_eq!((s.sparse, s.kpl(), s.k), (true, 8, 32));
    }

    /// Every (block, row, column) maps to a distinct (element, lane) of D, and every
    /// (block, row, k) to a distinct (element, lane) of A, for every shape in the isa table.
    #[test]
    fn layouts_are_bijections() {
        let mut seen_shapes = 0;
        for v in [
            gfxc_isa::processors::IsaVariant::Gfx908,
            gfxc_isa::processors::IsaVariant::Gfx90a,
            gfxc_isa::processors::IsaVariant::Gfx942,
        ] {
            for def in gfxc_isa::table::table(v).defs.iter() {
                if !def.mnemonic.starts_with("v_mfma") {
                    continue;
                }
                let d = def
                    .ops
                    .iter()
                    .find(|o| o.field == gfxc_isa::table::SigField::D)
                    .and_then(|o| o.class)
                    .map_or(0, |c| c.1 as u32);
                let s = shape(def.mnemonic, d)
                    .unwrap_or_else(|| panic!("no shape for {}", def.mnemonic));
                seen_shapes += 1;
                let mut outs = std::collections::HashSet::new();
                for b in 0..s.blocks {
                    for i in 0..s.m {
                        for j in 0..s.n {
                            let (e, l) = s.out_pos(b, i, j);
                            assert!(e < s.acc_elems() && l < 64, "{}", def.mnemonic);
                            assert!(outs.insert((e, l)), "{}", def.mnemonic);
                        }
                    }
                }
                let mut ins = std::collections::HashSet::new();
                for b in 0..s.blocks {
                    for i in 0..s.m {
                        for k in 0..s.k {
                            let (e, l) = s.in_pos(s.m, b, i, k);
                            assert!(e < s.kpl() && l < 64, "{}", def.mnemonic);
                            assert!(ins.insert((e, l)), "{}", def.mnemonic);
                        }
                    }
                }
                let a_bits = s.kpl() * s.a.bits();
                let a_regs = def
                    .ops
                    .iter()
                    .find(|o| o.field == gfxc_isa::table::SigField::S0)
                    .and_then(|o| o.class)
                    .map_or(0, |c| c.1 as u32);
                assert_eq!(a_bits, a_regs * 32, "{}: A width", def.mnemonic);
            }
        }
        assert!(seen_shapes >= 60, "{seen_shapes} MFMA rows");
    }
}
