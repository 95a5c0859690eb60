//! VALU execution: typed per-lane evaluation of a [`Valu`] / [`Packed`] family, and the
//! cross-lane moves (`v_readlane`, `v_readfirstlane`, `v_writelane`).
//!
//! Guarantees: only lanes enabled in EXEC are written (MI100 ISA §7 "EXEC"); compare results and
//! carry-outs are `EXEC & result` and written in full; `v_cmpx` also writes EXEC. Source
//! modifiers: VOP3 `abs` then `neg` on float sources; `op_sel` selects the high half of 16-bit
//! sources and destination (GFX9+). 16-bit results zero the high half on GFX9 and keep it on
//! GFX10+ (LLVM `zeroesHigh16BitsOfDest`). Result modifiers: `omod` (x2, x4, /2) then `clamp`
//! to [0, 1] for floats. Denormals are flushed on input and output when MODE says so.
//! DPP16/DPP8 forms read src0 from the lane the control selects (see `dpp_map`); SDWA forms
//! select and place sub-dword fields.

use crate::error::{ErrorKind, Result, SimError};
use crate::fp::{fix_nan, flush};
use crate::program::{Op, Opnd};
use crate::sem::{Col, ColArgs, LaneCtx, Packed, Ty, Valu};
use crate::wave::Wave;
use gfxc_isa::inst::Mods;
use gfxc_isa::table::Ext;

static NO_MODS: std::sync::OnceLock<Mods> = std::sync::OnceLock::new();

fn mods(op: &Op) -> &Mods {
    match &op.inst {
        Some(i) => &i.m,
        None => NO_MODS.get_or_init(Mods::default),
    }
}

/// Apply abs/neg to a float value of type `t`.
#[inline]
fn src_mod(x: u64, t: Ty, abs: bool, neg: bool) -> u64 {
    let sign = match t {
        Ty::F16 => 0x8000u64,
        // B32: v_cndmask_b32_e64 takes float modifiers on its raw 32-bit operands.
        Ty::F32 | Ty::B32 => 0x8000_0000,
        Ty::F64 => 0x8000_0000_0000_0000,
        _ => return x,
    };
    let mut x = x;
    if abs {
        x &= !sign;
    }
    if neg {
        x ^= sign;
    }
    x
}

/// Output modifiers: `omod` scaling, then `clamp` to [0, 1]; a NaN clamps to 0 when MODE's
/// DX10_CLAMP bit is set (AMDGPUUsage `compute_pgm_rsrc1.enable_dx10_clamp`: "when set, clamp
/// NaN to zero, otherwise pass NaN through"), as LLVM 19 folds `AMDGPUISD::CLAMP`.
fn out_mod(x: u64, t: Ty, omod: u8, clamp: bool, dx10: bool) -> u64 {
    if omod == 0 && !clamp {
        return x;
    }
    let scale = match omod {
        1 => 2.0,
        2 => 4.0,
        3 => 0.5,
        _ => 1.0,
    };
    let cl = |v: f64| {
        if !clamp {
            v
        } else if v.is_nan() && dx10 {
            0.0
        } else {
            v.clamp(0.0, 1.0)
        }
    };
    match t {
        Ty::F32 => {
            let v = f32::from_bits(x as u32) as f64 * scale;
            (cl(v) as f32).to_bits() as u64
        }
        Ty::F64 => cl(f64::from_bits(x) * scale).to_bits(),
        Ty::F16 => crate::fp::d2h(cl(crate::fp::h2d(x) * scale)),
        _ => x,
    }
}

/// One resolved source: uniform value or a vector register.
#[derive(Clone, Copy)]
enum Src {
    Uni(u64),
    Vec(Opnd),
}

/// The three source operands of a VALU op (`D` as src2 for mac/fmac, the literal `K`).
fn sources(op: &Op, v: &Valu) -> [Opnd; 3] {
    let mut opnds = [op.s[0], op.s[1], op.s[2]];
    if v.d_is_src2 {
        opnds[2] = op.d;
    }
    match v.k_pos {
        1 => opnds = [op.s[0], Opnd::Lit(op.imm as u32), op.s[1]],
        2 => opnds = [op.s[0], op.s[1], Opnd::Lit(op.imm as u32)],
        _ => {}
    }
    opnds
}

/// The carry-in / select lane mask.
fn carry_in(w: &Wave, op: &Op, v: &Valu) -> u64 {
    if v.cin {
        match op.s[2] {
            Opnd::S(c, _) if v.src[2] == Ty::None => w.mask(c as usize),
            _ => w.vcc(),
        }
    } else {
        0
    }
}

/// Execute a VALU op (fast path for ops without modifiers).
pub fn valu(w: &mut Wave, op: &Op, v: &Valu) {
    if op.plain && valu_plain(w, op, v) {
        return;
    }
    let m = mods(op);
    let exec = w.exec();
    let gen10 = w.gen10;
    let dx10 = w.mode.dx10_clamp;
    let sdwa = m.ext == Ext::Sdwa;
    let opnds = sources(op, v);
    let cin_mask = carry_in(w, op, v);
    let mut srcs = [Src::Uni(0); 3];
    for k in 0..3 {
        let t = v.src[k];
        if t == Ty::None {
            continue;
        }
        srcs[k] = match opnds[k] {
            o @ (Opnd::V(..) | Opnd::A(..)) => Src::Vec(o),
            o => {
                let x = w.read_uniform(o, t).unwrap_or(0);
                Src::Uni(x)
            }
        };
    }
    let ftz32 = w.mode.ftz32;
    let ftz = w.mode.ftz16_64;
    let mut lc = LaneCtx {
        carry: false,
        lane: 0,
        ftz32,
        ftz16_64: ftz,
        ieee: w.mode.ieee,
        clamp: m.clamp,
        neg: if v.neg_signs { m.neg } else { 0 },
        op_sel: m.op_sel,
    };
    let mut out_mask = 0u64;
    // DPP: where each lane's src0 comes from, read before any lane writes.
    let dpp = matches!(m.ext, Ext::Dpp | Ext::Dpp8).then(|| {
        let map = dpp_map(m, exec, w.lanes);
        let mut col = [0u64; 64];
        if let Src::Vec(o) = srcs[0] {
            for (l, c) in col.iter_mut().enumerate().take(w.lanes as usize) {
                if let DppSrc::From(from) = map[l] {
                    *c = w.lane_val(o, v.src[0], from as u32);
                }
            }
        }
        (map, col)
    });
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        if let Some((map, _)) = &dpp {
            if map[lane as usize] == DppSrc::Skip {
                continue;
            }
        }
        let mut s = [0u64; 3];
        for k in 0..3 {
            let t = v.src[k];
            if t == Ty::None {
                continue;
            }
            let mut x = match (srcs[k], &dpp) {
                (_, Some((map, col))) if k == 0 => match map[lane as usize] {
                    DppSrc::From(_) => col[lane as usize],
                    _ => 0,
                },
                (Src::Uni(x), _) => x,
                (Src::Vec(o), _) => w.lane_val(o, t, lane),
            };
            if sdwa && k < 2 {
                let sel = if k == 0 { m.src0_sel } else { m.src1_sel };
                x = sdwa_select(x, sel, m.sext >> k & 1 != 0);
            }
            if t.bits() == 16 {
                if !sdwa && m.op_sel >> k & 1 != 0 {
                    x >>= 16;
                }
                x &= 0xffff;
            }
            if !v.neg_signs && (m.abs | m.neg) >> k & 1 != 0 {
                x = src_mod(x, t, m.abs >> k & 1 != 0, m.neg >> k & 1 != 0);
            }
            if t.is_float() {
                let f = if t == Ty::F32 { ftz32 } else { ftz };
                if f {
                    x = flush(t.bits(), x);
                }
            }
            s[k] = x;
        }
        lc.lane = lane;
        lc.carry = cin_mask >> lane & 1 != 0;
        let mut r = eval_lane(v, &s, &mut lc);
        if v.cout || v.dst == Ty::Mask {
            out_mask |= (lc.carry as u64) << lane;
        }
        match v.dst {
            Ty::None | Ty::Mask => {}
            t => {
                if t.is_float() {
                    r = out_mod(r, t, m.omod, m.clamp, dx10);
                    let f = if t == Ty::F32 { ftz32 } else { ftz };
                    if f {
                        r = flush(t.bits(), r);
                    }
                }
                // SDWA selects within one dword; a 64-bit destination (gfx942
                // `v_cvt_pk_f32_fp8/bf8_sdwa`, which take no dst_sel) is written whole.
                if sdwa && t.bits() <= 32 {
                    let old = w.lane32(op.d, 0, lane);
                    let nv = sdwa_dst(old, r as u32, m.dst_sel, m.dst_unused);
                    w.set_lane32(op.d, 0, lane, nv);
                    continue;
                }
                match t.bits() {
                    16 => {
                        let old = w.lane32(op.d, 0, lane);
                        let nv = if m.op_sel >> 3 & 1 != 0 {
                            (old & 0xffff) | (r as u32 & 0xffff) << 16
                        } else if gen10 {
                            (old & 0xffff_0000) | (r as u32 & 0xffff)
                        } else {
                            r as u32 & 0xffff
                        };
                        w.set_lane32(op.d, 0, lane, nv);
                    }
                    32 => w.set_lane32(op.d, 0, lane, r as u32),
                    _ => {
                        w.set_lane32(op.d, 0, lane, r as u32);
                        w.set_lane32(op.d, 1, lane, (r >> 32) as u32);
                    }
                }
            }
        }
    }
    write_masks(w, op, v, out_mask);
}

/// One lane of a VALU family on sources with their modifiers applied: the lane function, then
/// the arithmetic NaN rule for float results ([`crate::fp::fix_nan`]; not for the selections,
/// which define their NaNs). Output modifiers and denormal flushing are the caller's. The
/// slow path of [`valu`] and the pcode vector test (`tests/pcode.rs`) evaluate through this.
pub fn eval_lane(v: &Valu, s: &[u64; 3], c: &mut LaneCtx) -> u64 {
    let r = (v.f.lane)(s, c);
    if v.nan && v.dst.is_float() {
        nan_rule(v, r, s)
    } else {
        r
    }
}

/// [`fix_nan`] in the operation's operand order (S1 first for `v_subrev_*`).
#[inline]
fn nan_rule(v: &Valu, r: u64, s: &[u64; 3]) -> u64 {
    if v.nan_s1_first {
        fix_nan(
            v.dst,
            r,
            &[s[1], s[0], s[2]],
            &[v.src[1], v.src[0], v.src[2]],
        )
    } else {
        fix_nan(v.dst, r, s, &v.src)
    }
}

/// Compare results (D, leading VCC, EXEC for `v_cmpx`) and carry-outs.
fn write_masks(w: &mut Wave, op: &Op, v: &Valu, out_mask: u64) {
    if v.dst == Ty::Mask {
        // Compare: destination D (VOP3), leading VCC (VOPC), and EXEC for v_cmpx.
        let dst = match op.d {
            Opnd::S(c, _) => Some(c as usize),
            _ => match op.sd {
                Opnd::S(c, _) => Some(c as usize),
                _ => None,
            },
        };
        if let Some(c) = dst {
            w.set_mask(c, out_mask);
        }
        if v.cmpx {
            w.set_exec(out_mask);
        }
    } else if v.cout {
        if let Opnd::S(c, _) = op.sd {
            w.set_mask(c as usize, out_mask);
        }
    }
}

/// Fast path of [`valu`] for an op without modifiers: each vector source is gathered once as a
/// column from the register file (uniform sources are read once), the lane function runs on
/// the lanes set in EXEC only, and results are stored straight into the destination register.
/// Returns false (nothing done) when an operand does not fit the fast path.
fn valu_plain(w: &mut Wave, op: &Op, v: &Valu) -> bool {
    SCRATCH.with(|sc| valu_plain_in(w, op, v, &mut sc.borrow_mut()))
}

/// Column buffers of the fast path, reused (not zeroed) from instruction to instruction.
struct Scratch {
    cols: [Col; 3],
    res: Col,
}

thread_local! {
    static SCRATCH: std::cell::RefCell<Box<Scratch>> = std::cell::RefCell::new(Box::new(Scratch {
        cols: [[0; 64]; 3],
        res: [0; 64],
    }));
}

fn valu_plain_in(w: &mut Wave, op: &Op, v: &Valu, sc: &mut Scratch) -> bool {
    let lanes = w.lanes as usize;
    let full = if lanes == 64 { u64::MAX } else { 0xffff_ffff };
    let exec = w.exec() & full;
    let opnds = sources(op, v);
    let cin_mask = carry_in(w, op, v);
    let (ftz32, ftz) = (w.mode.ftz32, w.mode.ftz16_64);
    let flushes = |t: Ty| t.is_float() && if t == Ty::F32 { ftz32 } else { ftz };
    let Scratch { cols, res } = sc;
    // Index mask per source: 63 for a column, 0 for a uniform value in slot 0.
    let mut ix = [0usize; 3];
    for k in 0..3 {
        let t = v.src[k];
        let col = &mut cols[k];
        if t == Ty::None {
            col[0] = 0;
            continue;
        }
        let (file, r) = match opnds[k] {
            Opnd::V(r, _) => (&w.vgpr, r),
            Opnd::A(r, _) => (&w.agpr, r),
            o => {
                let mut x = w.read_uniform(o, t).unwrap_or(0);
                if t.bits() == 16 {
                    x &= 0xffff;
                }
                if flushes(t) {
                    x = flush(t.bits(), x);
                }
                col[0] = x;
                continue;
            }
        };
        let b = r as usize * lanes;
        let Some(lo) = file.get(b..b + lanes) else {
            return false;
        };
        match t.bits() {
            16 => col
                .iter_mut()
                .zip(lo)
                .for_each(|(c, &x)| *c = (x & 0xffff) as u64),
            32 => col.iter_mut().zip(lo).for_each(|(c, &x)| *c = x as u64),
            _ => {
                let Some(hi) = file.get(b + lanes..b + 2 * lanes) else {
                    return false;
                };
                for ((c, &x), &y) in col.iter_mut().zip(lo).zip(hi) {
                    *c = x as u64 | (y as u64) << 32;
                }
            }
        }
        if flushes(t) {
            col[..lanes]
                .iter_mut()
                .for_each(|c| *c = flush(t.bits(), *c));
        }
        ix[k] = 63;
    }
    // Destination slices (checked before anything is computed).
    let dst_t = v.dst;
    let dwords = match dst_t {
        Ty::None | Ty::Mask => 0,
        t => t.dwords() as usize,
    };
    let dst_at = match op.d {
        Opnd::V(r, _) if dwords > 0 => Some((false, r as usize * lanes)),
        Opnd::A(r, _) if dwords > 0 => Some((true, r as usize * lanes)),
        _ => None,
    };
    if let Some((a, b)) = dst_at {
        let len = if a { w.agpr.len() } else { w.vgpr.len() };
        if b + dwords * lanes > len {
            return false;
        }
    }
    let lc = LaneCtx {
        carry: false,
        lane: 0,
        ftz32,
        ftz16_64: ftz,
        ieee: w.mode.ieee,
        clamp: false,
        neg: 0,
        op_sel: 0,
    };
    let mut args = ColArgs {
        src: cols,
        ix,
        exec,
        cin: cin_mask,
        cout: 0,
        ctx: lc,
        out: res,
    };
    (v.f.cols)(&mut args);
    let out_mask = args.cout;
    if let Some((a, b)) = dst_at {
        if v.nan && dst_t.is_float() {
            let mut act = exec;
            while act != 0 {
                let l = act.trailing_zeros() as usize;
                act &= act - 1;
                let s = [cols[0][l & ix[0]], cols[1][l & ix[1]], cols[2][l & ix[2]]];
                res[l] = nan_rule(v, res[l], &s);
            }
        }
        if flushes(dst_t) {
            let mut act = exec;
            while act != 0 {
                let l = act.trailing_zeros() as usize;
                act &= act - 1;
                res[l] = flush(dst_t.bits(), res[l]);
            }
        }
        let file = if a { &mut w.agpr } else { &mut w.vgpr };
        let gen10 = w.gen10;
        let (lo, hi) = file[b..].split_at_mut(lanes);
        match dst_t.bits() {
            32 if exec == full => lo
                .iter_mut()
                .zip(res.iter())
                .for_each(|(d, &r)| *d = r as u32),
            64 if exec == full => {
                for ((d, e), &r) in lo.iter_mut().zip(hi.iter_mut()).zip(res.iter()) {
                    *d = r as u32;
                    *e = (r >> 32) as u32;
                }
            }
            bits => {
                let mut act = exec;
                while act != 0 {
                    let l = act.trailing_zeros() as usize;
                    act &= act - 1;
                    let r = res[l];
                    match bits {
                        16 if gen10 => lo[l] = (lo[l] & 0xffff_0000) | (r as u32 & 0xffff),
                        16 => lo[l] = r as u32 & 0xffff,
                        32 => lo[l] = r as u32,
                        _ => {
                            lo[l] = r as u32;
                            hi[l] = (r >> 32) as u32;
                        }
                    }
                }
            }
        }
    }
    write_masks(w, op, v, out_mask);
    true
}

pub fn packed(w: &mut Wave, op: &Op, p: &Packed) {
    let m = mods(op);
    let exec = w.exec();
    let dx10 = w.mode.dx10_clamp;
    let is_mov = op.def.is_some_and(|d| d.mnemonic == "v_pk_mov_b32");
    let (ht, wt) = if p.half == 16 {
        (if p.float { Ty::F16 } else { Ty::B16 }, Ty::B32)
    } else {
        (if p.float { Ty::F32 } else { Ty::B32 }, Ty::B64)
    };
    let hb = p.half as u32;
    let hmask = if hb == 16 { 0xffffu64 } else { 0xffff_ffff };
    // v_pk_fmac_f16: the destination is the third source.
    let srcs = [op.s[0], op.s[1], if p.acc { op.d } else { op.s[2] }];
    let mut lc = LaneCtx {
        ftz32: w.mode.ftz32,
        ftz16_64: w.mode.ftz16_64,
        ieee: w.mode.ieee,
        clamp: m.clamp,
        ..LaneCtx::default()
    };
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let mut full = [0u64; 3];
        for (k, f) in full.iter_mut().enumerate().take(p.nsrc as usize) {
            *f = w.lane_val(srcs[k], wt, lane);
            match srcs[k] {
                // A GFX10+ VOP3P literal is one dword holding both halves, selected by
                // OP_SEL / OP_SEL_HI like a register (RDNA ISA §6.2.2 "VOP3P"; llc-19 encodes
                // `<2 x half> <1.5, -2.0>` as the literal 0xc0003e00).
                Opnd::Lit(l) if hb == 16 => *f = l as u64,
                // Inline constants of packed 16-bit instructions are dwords too (LLVM 19's
                // `getInlineEncodingV216`, from hardware behaviour the ISA guide misstates):
                // integer encodings are the sign-extended 32-bit value (-1 is -1 in both
                // halves), float encodings are the f16 value with a zero high half on f16
                // instructions and the f32 value on integer ones.
                Opnd::IInt(_) if hb == 16 => {
                    *f = w.read_uniform(srcs[k], Ty::B32).unwrap_or(0);
                }
                Opnd::IFloat(_) if hb == 16 && !p.float => {
                    *f = w.read_uniform(srcs[k], Ty::F32).unwrap_or(0);
                }
                Opnd::IInt(_) | Opnd::IFloat(_) | Opnd::Lit(_) => {
                    *f = w.read_uniform(srcs[k], ht).unwrap_or(0);
                }
                _ => {}
            }
        }
        let mut res = [0u64; 2];
        for (h, out) in res.iter_mut().enumerate() {
            let mut s = [0u64; 3];
            for (k, sk) in s.iter_mut().enumerate().take(p.nsrc as usize) {
                // v_pk_mov_b32 selects its two halves with OP_SEL bits 0 and 1.
                let sel_bits = if p.acc {
                    // v_pk_fmac_f16 is VOP2: no OP_SEL fields, each half reads its own halves
                    // (RDNA3 ISA `V_PK_FMAC_F16`); a decoded VOP2 row has OP_SEL_HI 0.
                    if h == 0 {
                        0
                    } else {
                        7
                    }
                } else if is_mov || h == 0 {
                    m.op_sel
                } else {
                    m.op_sel_hi
                };
                let src = if is_mov { h } else { k };
                if is_mov && k > 0 {
                    break;
                }
                let sel = sel_bits >> src & 1;
                let mut x = (full[src] >> (sel as u32 * hb)) & hmask;
                if p.float {
                    let neg = if h == 0 { m.neg } else { m.neg_hi };
                    x = src_mod(x, ht, false, neg >> k & 1 != 0);
                }
                *sk = x;
            }
            lc.lane = lane;
            let mut r = (p.f.lane)(&s, &mut lc) & hmask;
            if p.float && p.nan {
                r = fix_nan(ht, r, &s, &[ht; 3]);
            }
            if p.float && m.clamp {
                r = out_mod(r, ht, 0, true, dx10);
            }
            *out = r;
        }
        let v = res[0] | res[1] << hb;
        w.set_lane32(op.d, 0, lane, v as u32);
        if hb == 32 {
            w.set_lane32(op.d, 1, lane, (v >> 32) as u32);
        }
    }
}

/// `v_fma_mix_f32`, `v_fma_mixlo_f16`, `v_fma_mixhi_f16` and the GFX9 `v_mad_mix*` (RDNA3 ISA
/// and MI100 ISA pseudocode `V_FMA_MIX_F32` / `V_MAD_MIX_F32`): source `k` is `S[k].f32` when
/// `OP_SEL_HI[k]` is clear, else the f16 in bits [31:16] (`OP_SEL[k]` set) or [15:0] of its
/// dword, converted to f32 exactly. On these instructions `NEG_HI` is the per-source `abs`
/// (applied before `NEG`, as on VOP3). The f32 operation obeys MODE's f32 denormal flag on
/// its f32 inputs and result; an f16 result is rounded to nearest even from the f32 result
/// (the `f32_to_f16` of the pseudocode), then clamped; `Lo16`/`Hi16` keep the other half.
/// NaN results follow the arithmetic NaN rule ([`fix_nan`]) over the converted sources.
pub fn mix(w: &mut Wave, op: &Op, x: crate::sem::Mix) {
    use crate::fp::{b32, f2h, f32_of, h2f};
    use crate::sem::MixDst;
    let m = mods(op);
    let exec = w.exec();
    let ftz32 = w.mode.ftz32;
    let dx10 = w.mode.dx10_clamp;
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let mut s = [0u64; 3];
        for (k, sk) in s.iter_mut().enumerate() {
            let o = op.s[k];
            let half = m.op_sel_hi >> k & 1 != 0;
            let ty = if half { Ty::F16 } else { Ty::F32 };
            let raw = match o {
                Opnd::V(..) | Opnd::A(..) | Opnd::S(..) => w.lane_val(o, Ty::B32, lane),
                // A literal is one dword: an f32, or two f16 halves selected by OP_SEL.
                Opnd::Lit(l) => l as u64,
                _ => w.read_uniform(o, ty).unwrap_or(0),
            };
            let mut v = if half {
                let h = if m.op_sel >> k & 1 != 0 {
                    raw >> 16
                } else {
                    raw
                };
                b32(h2f(h & 0xffff))
            } else {
                raw & 0xffff_ffff
            };
            v = src_mod(v, Ty::F32, m.neg_hi >> k & 1 != 0, m.neg >> k & 1 != 0);
            if ftz32 && !half {
                v = flush(32, v);
            }
            *sk = v;
        }
        let (a, b, c) = (f32_of(s[0]), f32_of(s[1]), f32_of(s[2]));
        let mut r = if x.fused {
            b32(a.mul_add(b, c))
        } else {
            b32(a * b + c)
        };
        r = fix_nan(Ty::F32, r, &s, &[Ty::F32; 3]);
        if ftz32 {
            r = flush(32, r);
        }
        let old = w.lane32(op.d, 0, lane);
        let v = match x.dst {
            MixDst::F32 => out_mod(r, Ty::F32, 0, m.clamp, dx10) as u32,
            MixDst::Lo16 | MixDst::Hi16 => {
                let mut h = f2h(f32_of(r));
                if crate::fp::is_nan_of(Ty::F32, r) {
                    // The f32 NaN's payload, quieted, as f32_to_f16 keeps it.
                    h = 0x7e00 | (r >> 13 & 0x3ff) | (r >> 16 & 0x8000);
                }
                let h = out_mod(h, Ty::F16, 0, m.clamp, dx10) as u32;
                if x.dst == MixDst::Lo16 {
                    (old & 0xffff_0000) | h
                } else {
                    (old & 0xffff) | h << 16
                }
            }
        };
        w.set_lane32(op.d, 0, lane, v);
    }
}

/// `v_swap_b32 vD, vS` (RDNA3 / CDNA pseudocode `V_SWAP_B32`: `tmp = D0; D0 = S0; S0 = tmp`)
/// in every active lane.
pub fn swap(w: &mut Wave, op: &Op) {
    let exec = w.exec();
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let d = w.lane32(op.d, 0, lane);
        let s = w.lane32(op.s[0], 0, lane);
        w.set_lane32(op.d, 0, lane, s);
        w.set_lane32(op.s[0], 0, lane, d);
    }
}

/// `v_mqsad_u32_u8`: S0 a 64-bit source, S1 32 bits, S2 and D four dwords
/// (`crate::sem_misc::mqsad_u32`). Every source is read before D is written (D may overlap).
pub fn mqsad(w: &mut Wave, op: &Op) {
    let exec = w.exec();
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let s0 = w.lane_val(op.s[0], crate::sem::Ty::B64, lane);
        let s1 = w.lane_val(op.s[1], crate::sem::Ty::B32, lane) as u32;
        let lo = w.lane_val(op.s[2], crate::sem::Ty::B64, lane);
        let s2 = [
            lo as u32,
            (lo >> 32) as u32,
            w.lane32(op.s[2], 2, lane),
            w.lane32(op.s[2], 3, lane),
        ];
        for (k, v) in crate::sem_misc::mqsad_u32(s0, s1, s2)
            .into_iter()
            .enumerate()
        {
            w.set_lane32(op.d, k as u16, lane, v);
        }
    }
}

/// `v_permlane16_b32`, `v_permlanex16_b32` (RDNA3 pseudocode `V_PERMLANE16_B32`: lane
/// `row * 16 + i` of each active lane reads lane `src_row * 16 + sel[i]`, `sel` the 4-bit
/// nibbles of `{S2, S1}`, `src_row` the row itself or its neighbour in the 32-lane half) and
/// `v_permlane64_b32` (lane `i` reads lane `i ^ 32`; no operation in wave32). All sources are
/// read before any lane is written. The VOP3 OP_SEL bits are LLVM's `fi` (bit 0: read inactive
/// source lanes too) and `bound_ctrl` (bit 1: an inactive source lane reads 0); without
/// either, an inactive source lane leaves the destination unchanged (RDNA ISA `FI` /
/// `BOUND_CTRL`, LLVM `llvm.amdgcn.permlane16`'s `old` operand).
pub fn permlane(w: &mut Wave, op: &Op, k: crate::sem::Permlane) {
    use crate::sem::Permlane;
    let m = mods(op);
    let exec = w.exec();
    if k == Permlane::Half && w.lanes == 32 {
        return;
    }
    let (fi, bound) = if k == Permlane::Half {
        (true, false)
    } else {
        (m.op_sel & 1 != 0, m.op_sel & 2 != 0)
    };
    let sel = if k == Permlane::Half {
        0
    } else {
        (w.read_scalar(op.s[1], 1) & 0xffff_ffff) | (w.read_scalar(op.s[2], 1) & 0xffff_ffff) << 32
    };
    let tmp: Vec<u32> = (0..w.lanes).map(|l| w.lane32(op.s[0], 0, l)).collect();
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let src = match k {
            Permlane::Half => lane ^ 32,
            _ => {
                let row = lane / 16;
                let src_row = if k == Permlane::Cross { row ^ 1 } else { row };
                src_row * 16 + ((sel >> ((lane % 16) * 4)) & 0xf) as u32
            }
        };
        let v = if fi || exec >> src & 1 != 0 {
            tmp[src as usize]
        } else if bound {
            0
        } else {
            continue;
        };
        w.set_lane32(op.d, 0, lane, v);
    }
}

/// M0-relative moves (MI100 ISA `S_MOVRELS_B32`: `SGPR[D] = SGPR[S0 + M0]`, `S_MOVRELD`:
/// `SGPR[D + M0] = S0`; `V_MOVRELS_B32`: `VGPR[D] = VGPR[S0 + M0]`, `V_MOVRELD`:
/// `VGPR[D + M0] = S0`, `V_MOVRELSD`: both relative; RDNA `*_MOVRELSD_2_B32`: the source adds
/// `M0[9:0]`, the destination `M0[25:16]`), in every active lane for the VALU forms. A
/// register number outside the wave's allocation (SGPRs: below 106) is an error, as the
/// hardware's out-of-range behaviour is not relied on by any compiler. The indexed register is
/// not checked against pending loads (strict mode checks the instruction's static operands).
pub fn movrel(w: &mut Wave, op: &Op, k: crate::sem::Movrel) -> Result<()> {
    let m0 = w.sgpr[w.m0];
    let (soff, doff) = if k.split {
        (m0 & 0x3ff, (m0 >> 16) & 0x3ff)
    } else {
        (m0, m0)
    };
    let bad = |what: &str, r: u64| {
        SimError::new(
            ErrorKind::Invalid,
            format!("{what} register {r} (M0-relative) is outside the allocation"),
        )
    };
    if k.scalar {
        const SGPRS: u64 = 106;
        let mut vals = [0u32; 2];
        match op.s[0] {
            Opnd::S(c, _) if k.src_rel => {
                let base = c as u64 + soff as u64;
                if base + k.dwords as u64 > SGPRS {
                    return Err(bad("source", base));
                }
                for (j, v) in vals.iter_mut().enumerate().take(k.dwords as usize) {
                    *v = w.sgpr[base as usize + j];
                }
            }
            o => {
                let x = w.read_scalar(o, k.dwords);
                vals = [x as u32, (x >> 32) as u32];
            }
        }
        let Opnd::S(d, _) = op.d else {
            return Err(SimError::new(
                ErrorKind::Invalid,
                "movrel without a destination",
            ));
        };
        let dst = d as u64 + if k.dst_rel { doff as u64 } else { 0 };
        if dst + k.dwords as u64 > SGPRS && k.dst_rel {
            return Err(bad("destination", dst));
        }
        for (j, v) in vals.iter().enumerate().take(k.dwords as usize) {
            w.write_s(dst as usize + j, *v);
        }
        return Ok(());
    }
    let exec = w.exec();
    let src = match op.s[0] {
        Opnd::V(i, _) if k.src_rel => {
            let r = i as u64 + soff as u64;
            if r >= w.nv as u64 {
                return Err(bad("source", r));
            }
            Opnd::V(r as u16, 1)
        }
        o => o,
    };
    let dst = match op.d {
        Opnd::V(i, _) if k.dst_rel => {
            let r = i as u64 + doff as u64;
            if r >= w.nv as u64 {
                return Err(bad("destination", r));
            }
            Opnd::V(r as u16, 1)
        }
        o => o,
    };
    if k.swap {
        for lane in 0..w.lanes {
            if exec >> lane & 1 != 0 {
                let d = w.lane32(dst, 0, lane);
                let s = w.lane32(src, 0, lane);
                w.set_lane32(dst, 0, lane, s);
                w.set_lane32(src, 0, lane, d);
            }
        }
        return Ok(());
    }
    let vals: Vec<u32> = (0..w.lanes)
        .map(|l| w.lane_val(src, Ty::B32, l) as u32)
        .collect();
    for lane in 0..w.lanes {
        if exec >> lane & 1 != 0 {
            w.set_lane32(dst, 0, lane, vals[lane as usize]);
        }
    }
    Ok(())
}

/// `v_readlane_b32`, `v_readfirstlane_b32`, `v_writelane_b32`.
pub fn lanes(w: &mut Wave, op: &Op) -> Result<()> {
    let sem = op.sem;
    let lane_of = |w: &Wave, o: Opnd| (w.read_scalar(o, 1) as u32) & (w.lanes - 1);
    match sem {
        crate::sem::Sem::Readlane => {
            let l = lane_of(w, op.s[1]);
            let v = w.lane32(op.s[0], 0, l);
            if let Opnd::S(c, _) = op.d {
                w.write_s(c as usize, v);
            }
        }
        crate::sem::Sem::Readfirstlane => {
            let e = w.exec();
            let l = if e == 0 { 0 } else { e.trailing_zeros() };
            let v = match op.s[0] {
                o @ (Opnd::V(..) | Opnd::A(..)) => w.lane32(o, 0, l),
                o => w.read_scalar(o, 1) as u32,
            };
            if let Opnd::S(c, _) = op.d {
                w.write_s(c as usize, v);
            }
        }
        crate::sem::Sem::Writelane => {
            let l = lane_of(w, op.s[1]);
            let v = w.read_scalar(op.s[0], 1) as u32;
            w.set_lane32(op.d, 0, l, v);
        }
        _ => {
            return Err(SimError::new(ErrorKind::Invalid, "not a lane instruction"));
        }
    }
    Ok(())
}

/// Where a DPP lane's src0 comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum DppSrc {
    /// This lane's result is not written (row/bank mask off, or an invalid source lane
    /// without `bound_ctrl`).
    Skip,
    /// An invalid source lane with `bound_ctrl`: src0 reads 0.
    Zero,
    From(u8),
}

/// Is `c` a DPP16 control this generation has?
pub fn dpp_ctrl_known(c: u16, gen10: bool) -> bool {
    matches!(c, 0..=0xff | 0x101..=0x10f | 0x111..=0x11f | 0x121..=0x12f | 0x140 | 0x141)
        || (!gen10 && matches!(c, 0x130 | 0x134 | 0x138 | 0x13c | 0x142 | 0x143))
        || (gen10 && matches!(c, 0x150..=0x16f))
}

/// The DPP source lane of every lane (MI100 ISA §6.4 "DPP" / the GFX10 RDNA ISA for
/// `row_share`, `row_xmask` and DPP8): quad_perm within a quad; row_shl:n reads lane + n and
/// row_shr:n lane - n within the row of 16 (invalid past its ends); row_ror:n lane - n rotated
/// within the row; wave_shl/rol/shr/ror:1 (GFX9) across the wave; row_mirror and
/// row_half_mirror; row_bcast:15 (lane 15 of the previous row, rows 1-3) and row_bcast:31
/// (lane 31, rows 2-3); row_share:n (lane n of the row) and row_xmask:n (lane ^ n). A lane whose
/// row (lane / 16) or bank ((lane / 4) % 4) is masked off is not written. A source lane that
/// does not exist or is inactive in EXEC (unless FI) is invalid: with `bound_ctrl` src0 reads 0,
/// otherwise the lane is not written. DPP8: lane (lane & ~7) + sel[lane & 7]; an inactive
/// source without FI reads 0.
fn dpp_map(m: &Mods, exec: u64, lanes: u32) -> [DppSrc; 64] {
    let mut map = [DppSrc::Skip; 64];
    let live = |s: u32| s < lanes && (exec >> s & 1 != 0 || m.fi);
    for l in 0..lanes {
        map[l as usize] = if m.ext == Ext::Dpp8 {
            let src = (l & !7) + ((m.dpp8 >> (3 * (l & 7))) & 7);
            if live(src) {
                DppSrc::From(src as u8)
            } else {
                DppSrc::Zero
            }
        } else if m.row_mask >> (l / 16) & 1 == 0 || m.bank_mask >> ((l >> 2) & 3) & 1 == 0 {
            DppSrc::Skip
        } else {
            let c = m.dpp_ctrl as u32;
            let (r, base, n) = (l & 15, l & !15, c & 15);
            let src = match c {
                0..=0xff => Some((l & !3) + ((c >> (2 * (l & 3))) & 3)),
                0x101..=0x10f => (r + n < 16).then_some(l + n),
                0x111..=0x11f => (r >= n).then(|| l - n),
                0x121..=0x12f => Some(base + ((r + 16 - n) & 15)),
                0x130 => Some(l + 1),
                0x134 => Some((l + 1) % lanes),
                0x138 => l.checked_sub(1),
                0x13c => Some((l + lanes - 1) % lanes),
                0x140 => Some(base + 15 - r),
                0x141 => Some((l & !7) + 7 - (l & 7)),
                0x142 => (l >= 16).then(|| base - 1),
                0x143 => (l >= 32).then_some(31),
                0x150..=0x15f => Some(base + n),
                0x160..=0x16f => Some(base + (r ^ n)),
                _ => None,
            };
            match src.filter(|&s| live(s)) {
                Some(s) => DppSrc::From(s as u8),
                None if m.bound_ctrl => DppSrc::Zero,
                None => DppSrc::Skip,
            }
        };
    }
    map
}

/// SDWA source select (0-3 bytes, 4-5 words, 6 dword), zero- or sign-extended.
fn sdwa_select(x: u64, sel: u8, sext: bool) -> u64 {
    let x = x as u32;
    let (v, bits) = match sel {
        0..=3 => ((x >> (8 * sel)) & 0xff, 8),
        4 | 5 => ((x >> (16 * (sel - 4))) & 0xffff, 16),
        _ => return x as u64,
    };
    if sext {
        (((v << (32 - bits)) as i32) >> (32 - bits)) as u32 as u64
    } else {
        v as u64
    }
}

/// SDWA destination: place `r` at `dst_sel`; other bits zero (pad), sign (sext) or kept.
fn sdwa_dst(old: u32, r: u32, sel: u8, unused: u8) -> u32 {
    let (sh, bits) = match sel {
        0..=3 => (8 * sel as u32, 8),
        4 | 5 => (16 * (sel as u32 - 4), 16),
        _ => return r,
    };
    let mask = ((1u64 << bits) - 1) as u32;
    let v = (r & mask) << sh;
    match unused {
        2 => (old & !(mask << sh)) | v,
        1 => {
            let s = (((r & mask) << (32 - bits)) as i32 >> (32 - bits)) as u32;
            s << sh
        }
        _ => v,
    }
}

fn regs_of(o: Opnd) -> Option<(u8, u16, u16)> {
    match o {
        Opnd::V(i, n) => Some((0, i, i + n as u16)),
        Opnd::A(i, n) => Some((1, i, i + n as u16)),
        _ => None,
    }
}

fn overlap(a: Opnd, b: Opnd) -> bool {
    match (regs_of(a), regs_of(b)) {
        (Some((f, a0, a1)), Some((g, b0, b1))) => f == g && a0 < b1 && b0 < a1,
        _ => false,
    }
}

/// GFX11 VOPD: both halves read their sources before either writes.
pub fn dual(
    w: &mut Wave,
    prog: &crate::program::Program,
    i: usize,
    x: &Op,
    xv: &Valu,
    y: &Op,
) -> Result<()> {
    let crate::sem::Sem::Valu(yv) = y.sem else {
        return Err(SimError::new(
            ErrorKind::Unsupported,
            format!(
                "unsupported instruction `{}`: VOPD Y half",
                prog.ops[i].describe(prog.wave64)
            ),
        ));
    };
    let srcs = |o: &Op, v: &Valu| {
        let mut s = vec![o.s[0], o.s[1], o.s[2]];
        if v.d_is_src2 {
            s.push(o.d);
        }
        s
    };
    let y_reads_x = srcs(y, &yv).into_iter().any(|s| overlap(x.d, s));
    let x_reads_y = srcs(x, xv).into_iter().any(|s| overlap(y.d, s));
    match (y_reads_x, x_reads_y) {
        (false, _) => {
            valu(w, x, xv);
            valu(w, y, &yv);
        }
        (true, false) => {
            valu(w, y, &yv);
            valu(w, x, xv);
        }
        (true, true) => {
            return Err(SimError::new(
                ErrorKind::Unsupported,
                format!(
                    "unsupported instruction `{}`: VOPD halves that read each other's destination",
                    prog.ops[i].describe(prog.wave64)
                ),
            ))
        }
    }
    Ok(())
}
