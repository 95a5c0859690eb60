//! MFMA (`amdgcn.mfma.*`): matrix fused multiply-add over the 64 lanes of a wave.
//!
//! Guarantees:
//! * An MFMA executes only in a wave of 64 lanes with all 64 active (it is a wave-level
//!   operation on gfx908/gfx90a/gfx942, which run MFMA in wave64 only); anything else is an
//!   error at the instruction.
//! * Operand layouts (which lane and which element of each operand holds which matrix entry)
//!   are those of AMD's matrix instruction calculator for CDNA1-3 (`ROCm/
//!   amd_matrix_instruction_calculator`, gfx9 `_get_reg_lanes`), restated here as formulas; the
//!   MI100 ISA guide names the shapes but not the layouts. With `kpl = M*K*blocks/64` elements
//!   of A per lane and `B` blocks:
//!   - `A[b][i][k]` is element `k % kpl` of lane `i + M*b + M*B*(k / kpl)`; B likewise with
//!     `j` and `N`. Packed operands (`i8` in `i32`/`i64`, fp8/bf8 in `i64`) hold element `e`
//!     in byte `e`; vector operands (`f16x4`, `i16x2`, `i16x4`, `f32x2`) in vector lane `e`.
//!   - `C/D[b][i][j]` with `h` = 4 rows per lane group (1 for f64 results), `g = 64/N` groups
//!     per register and `bpr = ceil(64*h / (M*N))` blocks side by side in a register: element
//!     `b*(M*N/64) + (i / (h*g))*h + i % h` of lane `(b % bpr)*N + ((i/h) % g)*bpr*N + j`.
//!     For `16x16x4f32` this is the corpus kernel's `D[m][n]` = element `m%4` of lane
//!     `n + 16*(m/4)`.
//! * Modifiers: `cbsz`/`abid` broadcast A: block `b` reads the A block
//!   `(b >> cbsz << cbsz) + abid` (an error if that is not a block of the shape, or if
//!   `abid >= 2^cbsz` with `cbsz > 0`). `blgp` permutes the lanes B is read from:
//!   0 none, 1 lanes 0-31 to 32-63, 2 lanes 32-63 to 0-31, 3 rotate down by 16 (lane l reads
//!   lane (l+16) mod 64), 4..7 lanes 16(blgp-4)..+15 to every group of 16. For the f64 shapes
//!   gfx94x reads `blgp` as negate bits instead, so a non-zero `blgp` there is an error.
//! * Arithmetic (the hardware's accumulation order is unspecified; this one is fixed): every
//!   entry starts from `C` and adds the K products in increasing `k`, each as one fused
//!   multiply-add rounded to the accumulator type (`f32`: inputs f32, f16, bf16, fp8 and bf8
//!   are exact in f32; `xf32` inputs are first rounded to nearest-even with 10 fraction bits,
//!   an assumption: the ISA documents we have do not say how gfx94x rounds them; `f64`
//!   fused in f64; `i32`: wrapping sum of products of signed bytes). fp8 is E4M3 and bf8 E5M2 in
//!   gfx94x's FNUZ forms (exponent bias 8 / 16, no infinities or negative zero, 0x80 is NaN).

use super::Fault;
use crate::instructions::InstData;
use crate::intrinsics::{mfma_shape, IntrinsicSig, MfmaInput, MfmaShape, TABLE};
use crate::types::{Scalar, Type};
use crate::{Function, Value};

/// A compiled MFMA: the registry row (index into [`TABLE`]) and its three immediates.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub(super) struct Mfma {
    pub row: u8,
    pub cbsz: u8,
    pub abid: u8,
    pub blgp: u8,
}

/// The value of `v` if an `iconst` defines it.
fn iconst(func: &Function, v: Value) -> Option<i64> {
    match func.dfg.values.get(v).map(|d| d.def) {
        Some(crate::dfg::ValueDef::Result(i, _)) => match func.dfg.insts.get(i) {
            Some(InstData::IntConst { imm }) => Some(*imm),
            _ => None,
        },
        _ => None,
    }
}

/// Compiles a call of intrinsic `name` with `args` if it is an MFMA (`None` otherwise).
pub(super) fn compile(
    func: &Function,
    name: &str,
    args: &[Value],
) -> Option<Result<(Mfma, &'static IntrinsicSig), String>> {
    let row = TABLE.iter().position(|s| s.name == name)?;
    let sig = &TABLE[row];
    let shape = mfma_shape(sig)?;
    Some((|| {
        if args.len() != 6 {
            return Err(format!(
                "intrinsic \"{name}\" has the wrong arguments or results"
            ));
        }
        let imm = |i: usize, max: i64, what: &str| -> Result<u8, String> {
            match iconst(func, args[i]) {
                Some(x) if (0..=max).contains(&x) => Ok(x as u8),
                Some(x) => Err(format!(
                    "{what} {x} of \"{name}\" is out of range 0..={max}"
                )),
                None => Err(format!("{what} of \"{name}\" is not an iconst")),
            }
        };
        let m = Mfma {
            row: row as u8,
            cbsz: imm(3, 7, "cbsz")?,
            abid: imm(4, 15, "abid")?,
            blgp: imm(5, 7, "blgp")?,
        };
        if shape.acc == Scalar::F64 && m.blgp != 0 {
            return Err(format!(
                "blgp {} of \"{name}\": gfx94x reads it as negate bits, gfx90a as a lane \
                 pattern; only 0 has one meaning",
                m.blgp
            ));
        }
        Ok((m, sig))
    })())
}

/// The physical lane B's logical lane `l` is read from under `blgp`.
fn blgp_lane(l: usize, blgp: u8) -> usize {
    match blgp {
        1 => l % 32,
        2 => l % 32 + 32,
        3 => (l + 16) % 64,
        4..=7 => l % 16 + 16 * (blgp as usize - 4),
        _ => l,
    }
}

/// Decodes one fp8 (E4M3 FNUZ) or bf8 (E5M2 FNUZ) byte.
fn fp8(x: u8, bf8: bool) -> f64 {
    if x == 0x80 {
        return f64::NAN;
    }
    let (mant_bits, bias) = if bf8 { (2, 16) } else { (3, 8) };
    let e = ((x & 0x7f) >> mant_bits) as i32;
    let m = (x & ((1 << mant_bits) - 1)) as f64;
    let frac = m / (1 << mant_bits) as f64;
    let v = if e == 0 {
        frac * 2f64.powi(1 - bias)
    } else {
        (1.0 + frac) * 2f64.powi(e - bias)
    };
    if x & 0x80 != 0 {
        -v
    } else {
        v
    }
}

/// Rounds an f32 to 10 fraction bits, nearest-even (NaN and infinities kept).
fn xf32(x: f32) -> f32 {
    if !x.is_finite() {
        return x;
    }
    let b = x.to_bits();
    let lsb = (b >> 13) & 1;
    f32::from_bits((b + 0x0fff + lsb) & !0x1fff)
}

/// An input element as the accumulator's arithmetic sees it.
#[derive(Copy, Clone)]
enum Elem {
    F(f64),
    I(i64),
}

/// Reads element `e` of the A/B operand at register base `base` in physical lane `lane`.
fn read_in(
    regs: &[u64],
    base: usize,
    ws: usize,
    kind: MfmaInput,
    param: Type,
    lane: usize,
    e: usize,
) -> Elem {
    let vector = matches!(param, Type::Vector(..));
    let raw = if vector {
        regs[base + e * ws + lane]
    } else {
        regs[base + lane]
    };
    match kind {
        MfmaInput::F32 => Elem::F(f32::from_bits(raw as u32) as f64),
        MfmaInput::Xf32 => Elem::F(xf32(f32::from_bits(raw as u32)) as f64),
        MfmaInput::F16 => Elem::F(half::f16::from_bits(raw as u16).to_f64()),
        MfmaInput::Bf16 => Elem::F(f32::from_bits((raw as u32 & 0xffff) << 16) as f64),
        MfmaInput::F64 => Elem::F(f64::from_bits(raw)),
        MfmaInput::I8 => Elem::I((raw >> (8 * e)) as u8 as i8 as i64),
        MfmaInput::Fp8 | MfmaInput::Bf8 => {
            Elem::F(fp8((raw >> (8 * e)) as u8, kind == MfmaInput::Bf8))
        }
    }
}

/// `(element, lane)` of `C/D[b][i][j]`.
pub(super) fn out_pos(s: &MfmaShape, b: u32, i: u32, j: u32) -> (u32, u32) {
    let h: u32 = if s.acc == Scalar::F64 { 1 } else { 4 };
    let g = 64 / s.n;
    let bpr = (64 * h).div_ceil(s.m * s.n);
    let elem = b * (s.m * s.n / 64) + (i / (h * g)) * h + i % h;
    let lane = (b % bpr) * s.n + ((i / h) % g) * bpr * s.n + j;
    (elem, lane)
}

/// `(element, lane)` of `A[b][i][k]` (or `B[b][k][i]`, with `dim` = N).
pub(super) fn in_pos(s: &MfmaShape, dim: u32, b: u32, i: u32, k: u32) -> (u32, u32) {
    let kpl = s.k_per_lane();
    (k % kpl, i + dim * b + dim * s.blocks * (k / kpl))
}

/// Executes an MFMA: `d`, `a` are register bases (slot * wave size) of D and A, B, C.
pub(super) fn exec(
    op: Mfma,
    d: usize,
    a: [usize; 4],
    regs: &mut [u64],
    ws: usize,
    mask: u64,
) -> Result<(), (usize, Fault)> {
    let sig = &TABLE[op.row as usize];
    let Some(s) = mfma_shape(sig) else {
        return Err((0, Fault(format!("\"{}\" is not an MFMA", sig.name))));
    };
    if ws != 64 || mask != u64::MAX {
        let why = if ws != 64 {
            format!("the wave has {ws} lanes")
        } else {
            format!("only {} of its lanes are active", mask.count_ones())
        };
        return Err((
            mask.trailing_zeros() as usize % ws.max(1),
            Fault(format!(
                "\"{}\" needs a wave of 64 lanes, all active: {why}",
                sig.name
            )),
        ));
    }
    let group = 1u32 << op.cbsz;
    if op.cbsz > 0 && op.abid as u32 >= group {
        return Err((
            0,
            Fault(format!(
                "abid {} of \"{}\" is not below 2^cbsz = {group}",
                op.abid, sig.name
            )),
        ));
    }
    let (m, n, k) = (s.m, s.n, s.k);
    // A broadcast: block b reads A of block (b >> cbsz << cbsz) + abid.
    let a_block = |b: u32| {
        if op.cbsz == 0 {
            b
        } else {
            (b >> op.cbsz << op.cbsz) + op.abid as u32
        }
    };
    if (0..s.blocks).any(|b| a_block(b) >= s.blocks) {
        return Err((
            0,
            Fault(format!(
                "cbsz {} / abid {} of \"{}\" select an A block beyond its {} block(s)",
                op.cbsz, op.abid, sig.name, s.blocks
            )),
        ));
    }
    let acc_elems = sig.result.map_or(1, |t| t.lanes()) as usize;
    let mut out = vec![0u64; acc_elems * 64];
    let mut av = Vec::with_capacity(k as usize);
    for b in 0..s.blocks {
        for i in 0..m {
            av.clear();
            for kk in 0..k {
                let (e, lane) = in_pos(&s, m, a_block(b), i, kk);
                av.push(read_in(
                    regs,
                    a[0],
                    ws,
                    s.a,
                    sig.params[0],
                    lane as usize,
                    e as usize,
                ));
            }
            for j in 0..n {
                let (ce, cl) = out_pos(&s, b, i, j);
                let c = regs[a[2] + ce as usize * ws + cl as usize];
                let mut bits = c;
                match s.acc {
                    Scalar::F32 => {
                        let mut acc = f32::from_bits(c as u32);
                        for (kk, &x) in av.iter().enumerate() {
                            let (e, lane) = in_pos(&s, n, b, j, kk as u32);
                            let lane = blgp_lane(lane as usize, op.blgp);
                            let y = read_in(regs, a[1], ws, s.b, sig.params[1], lane, e as usize);
                            if let (Elem::F(x), Elem::F(y)) = (x, y) {
                                acc = (x as f32).mul_add(y as f32, acc);
                            }
                        }
                        bits = acc.to_bits() as u64;
                    }
                    Scalar::F64 => {
                        let mut acc = f64::from_bits(c);
                        for (kk, &x) in av.iter().enumerate() {
                            let (e, lane) = in_pos(&s, n, b, j, kk as u32);
                            let lane = blgp_lane(lane as usize, op.blgp);
                            let y = read_in(regs, a[1], ws, s.b, sig.params[1], lane, e as usize);
                            if let (Elem::F(x), Elem::F(y)) = (x, y) {
                                acc = x.mul_add(y, acc);
                            }
                        }
                        bits = acc.to_bits();
                    }
                    Scalar::I32 => {
                        let mut acc = c as u32 as i32;
                        for (kk, &x) in av.iter().enumerate() {
                            let (e, lane) = in_pos(&s, n, b, j, kk as u32);
                            let lane = blgp_lane(lane as usize, op.blgp);
                            let y = read_in(regs, a[1], ws, s.b, sig.params[1], lane, e as usize);
                            if let (Elem::I(x), Elem::I(y)) = (x, y) {
                                acc = acc.wrapping_add((x * y) as i32);
                            }
                        }
                        bits = acc as u32 as u64;
                    }
                    _ => {}
                }
                out[ce as usize * 64 + cl as usize] = bits;
            }
        }
    }
    for (e, chunk) in out.chunks(64).enumerate() {
        regs[d + e * ws..d + e * ws + 64].copy_from_slice(chunk);
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::intrinsics::lookup;

    /// Every (block, row, column) of every MFMA maps to a distinct (element, lane) of D, and
    /// every (block, row, k) to a distinct (element, lane) of A: the layouts are bijections
    /// onto the operands' registers.
    #[test]
    fn layouts_are_bijections() {
        for sig in TABLE.iter().filter(|s| s.name.starts_with("amdgcn.mfma.")) {
            let s = mfma_shape(sig).unwrap();
            let elems = sig.result.unwrap().lanes();
            let mut seen = vec![false; (elems * 64) as usize];
            for b in 0..s.blocks {
                for i in 0..s.m {
                    for j in 0..s.n {
                        let (e, l) = out_pos(&s, b, i, j);
                        assert!(e < elems && l < 64, "{}", sig.name);
                        let x = &mut seen[(e * 64 + l) as usize];
                        assert!(!*x, "{}: D[{b}][{i}][{j}] collides", sig.name);
                        *x = true;
                    }
                }
            }
            assert!(seen.iter().all(|&x| x), "{}", sig.name);
            let kpl = s.k_per_lane();
            let mut seen = vec![false; (kpl * 64) as usize];
            for b in 0..s.blocks {
                for i in 0..s.m {
                    for k in 0..s.k {
                        let (e, l) = in_pos(&s, s.m, b, i, k);
                        assert!(e < kpl && l < 64, "{}", sig.name);
                        let x = &mut seen[(e * 64 + l) as usize];
                        assert!(!*x, "{}: A[{b}][{i}][{k}] collides", sig.name);
                        *x = true;
                    }
                }
            }
            assert!(seen.iter().all(|&x| x), "{}", sig.name);
        }
    }

    #[test]
    fn known_positions() {
        let s = mfma_shape(lookup("amdgcn.mfma.f32.16x16x4f32").unwrap()).unwrap();
        // The corpus kernel's layout (mfma_sgemm.ll): A[m][k] lane m + 16k, D[m][n] element
        // m % 4 of lane n + 16 (m / 4).
        assert_eq!(in_pos(&s, 16, 0, 5, 3), (0, 5 + 48));
        assert_eq!(out_pos(&s, 0, 13, 7), (1, 7 + 48));
        let s = mfma_shape(lookup("amdgcn.mfma.f32.32x32x8f16").unwrap()).unwrap();
        assert_eq!(in_pos(&s, 32, 0, 3, 6), (2, 35));
        assert_eq!(out_pos(&s, 0, 13, 2), (4 + 1, 32 + 2));
        let s = mfma_shape(lookup("amdgcn.mfma.f32.4x4x1f32").unwrap()).unwrap();
        assert_eq!(in_pos(&s, 4, 5, 2, 0), (0, 22));
        assert_eq!(out_pos(&s, 5, 3, 1), (3, 21));
        let s = mfma_shape(lookup("amdgcn.mfma.f64.16x16x4f64").unwrap()).unwrap();
        assert_eq!(out_pos(&s, 0, 6, 3), (1, 32 + 3));
        let s = mfma_shape(lookup("amdgcn.mfma.f64.4x4x4f64").unwrap()).unwrap();
        assert_eq!(in_pos(&s, 4, 2, 1, 3), (0, 1 + 8 + 48));
        assert_eq!(out_pos(&s, 2, 3, 1), (0, 48 + 8 + 1));
    }

    #[test]
    fn small_formats() {
        // E4M3 FNUZ has bias 8 and E5M2 FNUZ bias 16: 1.0 is 0x40 in both.
        assert_eq!(fp8(0x40, false), 1.0);
        assert_eq!(fp8(0x38, false), 0.5);
        assert_eq!(fp8(0x40, true), 1.0);
        assert_eq!(fp8(0xc4, true), -2.0);
        assert_eq!(fp8(0x01, false), 2f64.powi(-10));
        assert!(fp8(0x80, false).is_nan());
        assert_eq!(fp8(0x7f, false), 240.0);
        assert_eq!(fp8(0x7f, true), 57344.0);
        assert_eq!(xf32(1.0 + 2f32.powi(-11)), 1.0);
        assert_eq!(xf32(1.0 + 3.0 * 2f32.powi(-11)), 1.0 + 2f32.powi(-9));
        assert_eq!(xf32(1.0 + 2f32.powi(-10)), 1.0 + 2f32.powi(-10));
        assert_eq!(blgp_lane(0, 3), 16);
        assert_eq!(blgp_lane(48, 3), 0);
        assert_eq!(blgp_lane(40, 1), 8);
        assert_eq!(blgp_lane(5, 2), 37);
        assert_eq!(blgp_lane(37, 6), 37);
        assert_eq!(blgp_lane(3, 7), 51);
    }

    /// A kernel: lane l passes `a[l]`, `b[l]` (type `ab`) and a zero accumulator of type
    /// `acc` (element `zero`) to `name` with the given modifiers and stores the result to
    /// `out[l * lanes ..]`.
    fn kernel(name: &str, ab: &str, acc: &str, zero: &str, mods: [i64; 3]) -> crate::Module {
        let (size, lanes) = (4, 4); // f32x4 or i32x4
        let ab_size = 4; // f32 or i32
        let src = format!(
            "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) {{\n\
             block0:\n\
             v3 = workitem_id x\n\
             v4 = zext.i64 v3\n\
             v5 = iconst.i64 {ab_size}\n\
             v6 = mul.i64 v4, v5\n\
             v7 = ptradd v0, v6\n\
             v8 = load.{ab} v7\n\
             v9 = ptradd v1, v6\n\
             v10 = load.{ab} v9\n\
             v11 = {zero}\n\
             v12 = splat.{acc} v11\n\
             v13 = iconst.i32 {}\n\
             v14 = iconst.i32 {}\n\
             v15 = iconst.i32 {}\n\
             v16 = intrinsic.{acc} \"{name}\"(v8, v10, v12, v13, v14, v15)\n\
             v17 = iconst.i64 {}\n\
             v18 = mul.i64 v4, v17\n\
             v19 = ptradd v2, v18\n\
             store v16, v19\n\
             return\n\
             }}\n",
            mods[0],
            mods[1],
            mods[2],
            size * lanes,
        );
        let m = crate::text::parse_module(&src).unwrap_or_else(|e| panic!("{}", e.render("t")));
        crate::verifier::verify_module(&m).unwrap_or_else(|e| panic!("{}", e.render("t")));
        m
    }

    /// Runs `m` on one work-group of `block` work-items with `a`, `b` as 64-element inputs
    /// (`ty`: f32 or i32) and returns the raw bits of `out`.
    fn launch(
        m: &crate::Module,
        ty: &str,
        a: &[i64],
        b: &[i64],
        out_len: usize,
        block: u32,
        ws: u32,
    ) -> Result<Vec<u64>, String> {
        let list = |v: &[i64]| {
            v.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(", ")
        };
        let spec = format!(
            r#"{{"kernel": "k", "grid": [{block}, 1, 1], "block": [{block}, 1, 1],
               "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "out"}}],
               "buffers": {{"a": {{"type": "{ty}", "len": 64, "init": {{"values": [{}]}}}},
                           "b": {{"type": "{ty}", "len": 64, "init": {{"values": [{}]}}}},
                           "out": {{"type": "{ty}", "len": {out_len}, "init": "zero"}}}}}}"#,
            list(a),
            list(b)
        );
        let spec = crate::launch::LaunchSpec::parse(&spec)?;
        let opts = crate::interp::InterpOptions {
            wave_size: ws,
            ..Default::default()
        };
        let r = crate::interp::run(m, &spec, &opts).map_err(|e| e.message.clone())?;
        let o = r.buffer("out").unwrap();
        Ok((0..o.len()).map(|i| o.bits(i)).collect())
    }

    /// 4x4x1f32: 16 blocks of (4x1) * (1x4), hand-computed: `D[b][i][j] = a[i+4b] * b[j+4b]`
    /// lands in element i of lane j + 4b; with cbsz 2 / abid 1 block b uses A of block
    /// `4 (b / 4) + 1`.
    #[test]
    fn f32_4x4x1_by_hand() {
        let a: Vec<i64> = (0..64).map(|l| l - 20).collect();
        let b: Vec<i64> = (0..64).map(|l| 3 * l + 1).collect();
        for (cbsz, abid) in [(0, 0), (2, 1)] {
            let m = kernel(
                "amdgcn.mfma.f32.4x4x1f32",
                "f32",
                "f32x4",
                "fconst.f32 0.0",
                [cbsz, abid, 0],
            );
            let out = launch(&m, "f32", &a, &b, 256, 64, 64).unwrap();
            for blk in 0..16 {
                let ablk = if cbsz == 0 { blk } else { blk / 4 * 4 + 1 };
                for i in 0..4 {
                    for j in 0..4 {
                        let want = (a[i + 4 * ablk] * b[j + 4 * blk]) as f32;
                        let got = f32::from_bits(out[(j + 4 * blk) * 4 + i] as u32);
                        assert_eq!(got, want, "cbsz {cbsz}: D[{blk}][{i}][{j}]");
                    }
                }
            }
        }
    }

    /// 16x16x16i8, hand-computed: `A[i][k]` is byte k%4 of lane i + 16 (k/4), `B[k][j]` byte
    /// k%4 of lane j + 16 (k/4), `D[i][j]` element i%4 of lane j + 16 (i/4); signed bytes.
    #[test]
    fn i8_16x16x16_by_hand() {
        let word = |l: i64, s: i64| -> i64 {
            let bytes: Vec<u8> = (0..4).map(|e| ((l * 7 + e * s) % 256) as u8).collect();
            i32::from_le_bytes([bytes[0], bytes[1], bytes[2], bytes[3]]) as i64
        };
        let a: Vec<i64> = (0..64).map(|l| word(l, 37)).collect();
        let b: Vec<i64> = (0..64).map(|l| word(l + 5, 91)).collect();
        let m = kernel(
            "amdgcn.mfma.i32.16x16x16i8",
            "i32",
            "i32x4",
            "iconst.i32 0",
            [0, 0, 0],
        );
        {
            let out = launch(&m, "i32", &a, &b, 256, 64, 64).unwrap();
            let byte = |w: i64, e: usize| (w as i32).to_le_bytes()[e] as i8 as i64;
            for i in 0..16 {
                for j in 0..16 {
                    let want: i64 = (0..16)
                        .map(|k| {
                            byte(a[i + 16 * (k / 4)], k % 4) * byte(b[j + 16 * (k / 4)], k % 4)
                        })
                        .sum();
                    let got = out[(j + 16 * (i / 4)) * 4 + i % 4] as u32 as i32 as i64;
                    assert_eq!(got, want, "D[{i}][{j}]");
                }
            }
        }
    }

    #[test]
    fn needs_a_full_wave64() {
        let m = kernel(
            "amdgcn.mfma.f32.4x4x1f32",
            "f32",
            "f32x4",
            "fconst.f32 0.0",
            [0, 0, 0],
        );
        let z = vec![0; 64];
        let e = launch(&m, "f32", &z, &z, 256, 64, 32).unwrap_err();
        assert!(
            e.contains("needs a wave of 64 lanes, all active: the wave has 32 lanes"),
            "{e}"
        );
        let e = launch(&m, "f32", &z, &z, 256, 48, 64).unwrap_err();
        assert!(e.contains("only 48 of its lanes are active"), "{e}");
    }
}
