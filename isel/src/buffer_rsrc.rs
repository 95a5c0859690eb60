//! The buffer intrinsics of gfxc IR (`gfxc_ir::buffer`) as MUBUF instructions.
//!
//! Guarantees:
//! * The resource (`i32x4`) must be uniform: it is the SGPR quad SRSRC. A divergent resource
//!   would need LLVM's waterfall loop (`readfirstlane` of each word, compare, run the lanes
//!   that match under EXEC, repeat); it is `unsupported:` here.
//! * `soffset` is an inline constant (0..=64) or a uniform value in an SGPR; a divergent
//!   `soffset` is `unsupported:` (llc-19 waterfalls it too).
//! * VADDR is `idxen` (struct forms: `vindex`), `offen` (`voffset` not a folded constant),
//!   both (a VGPR pair index, offset), or `off`. A constant `voffset` in 0..=4095 and a
//!   constant term `K` of `voffset = x + K` go in the 12-bit OFFSET field when the sum fits;
//!   the hardware adds VGPR and OFFSET modulo 2^32 as the IR does (MI100 ISA §9.1.5, "Offset =
//!   (inst_offen ? vgpr_offset : 0) + inst_offset"), and the range check sees that same sum.
//! * Data: `buffer_load_ubyte/ushort/dword[xN]` (GFX11 `_u8/_u16/_b32..._b128`) by size; a
//!   12-byte access where the processor has no `dwordx3` (GFX6) is an 8-byte and a 4-byte one
//!   at OFFSET + 8 (each dword is range-checked on its own, so nothing changes).
//! * Atomics: the `buffer_atomic_*` of the operation (GFX11 spellings), `glc` when the result
//!   is used, the data copied into a private tuple first (VDATA is read and overwritten);
//!   `cmpswap` takes `{new, cmp}`. An operation the processor lacks is `unsupported:`.
//! * Cache policy (`aux`): bit 0 `glc` (gfx940: `sc0`), bit 1 `slc` (gfx940: `nt`), bit 2
//!   `dlc` (GFX10+), bit 4 `sc1` (gfx940); a returning atomic always has `glc`.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::buffer::{BufferIntrinsic, BufferKind, Typed};
use gfxc_ir::Value;
use gfxc_isa::regs::Operand;
use gfxc_isa::{Generation, Op};
use gfxc_lower::mem_ops::{self, Family};

/// Largest MUBUF immediate offset (12-bit unsigned OFFSET field).
const MAX_OFFSET: i64 = 4095;

/// The cache-policy bits of an access.
#[derive(Clone, Copy, Default)]
struct Policy {
    glc: bool,
    slc: bool,
    dlc: bool,
    sc1: bool,
}

impl Selector<'_> {
    /// Selects one buffer intrinsic call `name(args)` with result `res`.
    pub(crate) fn select_buffer_intrinsic(
        &mut self,
        b: BufferIntrinsic,
        args: &[Value],
        res: Option<Value>,
    ) -> SelResult<()> {
        if b.kind == BufferKind::ScalarLoad {
            return self.select_s_buffer_load(b, args, res);
        }
        let o = b.operands();
        let rsrc = args[o.rsrc];
        if !self.uni.is_uniform(rsrc) {
            return Err(unsupported!(
                "unsupported: a divergent buffer resource (needs a waterfall loop)"
            ));
        }
        let srsrc = self.in_s(rsrc)?;
        let soff = args[o.soffset];
        let soffset = match self.get(soff)? {
            Val::K(k) if (0..=64).contains(&(k as i64)) => MOp::C(k32(k as u32)),
            _ if self.uni.is_uniform(soff) => {
                let s = self.in_s(soff)?;
                self.cx.w(s)
            }
            _ => {
                return Err(unsupported!(
                    "unsupported: a divergent soffset of a buffer access (needs a waterfall loop)"
                ))
            }
        };
        let aux = match self.get(args[o.aux])? {
            Val::K(k) => k as u32,
            _ => {
                return Err(internal!(
                    "internal: buffer cache policy is not an immediate"
                ))
            }
        };
        let gfx940 = self.target.processor.name.starts_with("gfx94");
        let pol = Policy {
            glc: aux & 1 != 0,
            slc: aux & 2 != 0,
            dlc: aux & 4 != 0 && self.cx.gen >= Generation::Gfx10_1,
            sc1: aux & 16 != 0 && gfx940,
        };
        // VADDR: index, offset, or both; the constant part of the offset in OFFSET.
        let (voff, imm) = self.split_voffset(args[o.voffset])?;
        let index = match o.vindex {
            Some(k) => Some(self.in_v(args[k])?),
            None => None,
        };
        let offset = match voff {
            Some(v) => Some(self.in_v(v)?),
            None => None,
        };
        let vaddr = match (index, offset) {
            (None, None) => MOp::C(Operand::Off),
            (Some(r), None) | (None, Some(r)) => self.cx.w(r),
            (Some(i), Some(f)) => {
                let t = self.cx.vreg(Bank::V, 2);
                let g = self.cx.mark();
                let (d0, d1) = (self.cx.d(t, 0), self.cx.d(t, 1));
                self.cx.push(Op::v_mov_b32_e32, [d0, self.cx.w(i)], 1)?;
                self.cx.push(Op::v_mov_b32_e32, [d1, self.cx.w(f)], 1)?;
                self.cx.group_from(g);
                self.cx.w(t)
            }
        };
        let a = Addr {
            vaddr,
            srsrc: self.cx.w(srsrc),
            soffset,
            imm,
            idxen: index.is_some(),
            offen: offset.is_some(),
            pol,
        };
        if b.typed != Typed::No {
            return self.buffer_typed(b, &a, args, res);
        }
        let bytes = b.ty.store_size() as u8;
        let g11 = self.cx.gen == Generation::Gfx11;
        match b.kind {
            BufferKind::Load | BufferKind::ScalarLoad => {
                let r = res.ok_or_else(|| internal!("internal: buffer load without a result"))?;
                let d = self.def_reg(r, Bank::V)?;
                self.buffer_data(&a, true, bytes, d, g11)
            }
            BufferKind::Store => {
                let d = self.in_v(args[o.data.unwrap_or(0)])?;
                self.buffer_data(&a, false, bytes, d, g11)
            }
            BufferKind::Atomic(_) | BufferKind::CmpSwap => {
                self.buffer_atomic(b, &a, args, res, bytes, g11)
            }
        }
    }

    /// `s.buffer.load`: `s_buffer_load_dword[xN]` (GFX11 `_b32.._b512`) into SGPRs, the
    /// offset an immediate when it fits the generation's field (GFX6 SMRD: 8-bit dwords,
    /// GFX7: a 32-bit literal of dwords, GFX8+: 20-bit bytes), else an SGPR (bytes on every
    /// generation). A divergent resource or offset is `unsupported:` (llc-19 selects a
    /// MUBUF load there).
    fn select_s_buffer_load(
        &mut self,
        b: BufferIntrinsic,
        args: &[Value],
        res: Option<Value>,
    ) -> SelResult<()> {
        if !self.uni.is_uniform(args[0]) || !self.uni.is_uniform(args[1]) {
            return Err(unsupported!(
                "unsupported: s.buffer.load with a divergent resource or offset"
            ));
        }
        let r = res.ok_or_else(|| internal!("internal: s.buffer.load without a result"))?;
        let w = b.ty.store_size().div_ceil(4) as u8;
        let g11 = self.cx.gen == Generation::Gfx11;
        let op = match (w, g11) {
            (1, false) => Op::s_buffer_load_dword,
            (2, false) => Op::s_buffer_load_dwordx2,
            (4, false) => Op::s_buffer_load_dwordx4,
            (8, false) => Op::s_buffer_load_dwordx8,
            (16, false) => Op::s_buffer_load_dwordx16,
            (1, true) => Op::s_buffer_load_b32,
            (2, true) => Op::s_buffer_load_b64,
            (4, true) => Op::s_buffer_load_b128,
            (8, true) => Op::s_buffer_load_b256,
            (16, true) => Op::s_buffer_load_b512,
            _ => return Err(unsupported!("unsupported: s.buffer.load of {}", b.ty)),
        };
        let srsrc = self.in_s(args[0])?;
        let off = match self.get(args[1])? {
            Val::K(k) => {
                let k = (k as u32 & !3) as i64;
                match self.cx.gen {
                    Generation::Gfx6 if k / 4 <= 255 => Some(k / 4),
                    Generation::Gfx7 => Some(k / 4),
                    Generation::Gfx6 => None,
                    _ if k < 1 << 20 => Some(k),
                    _ => None,
                }
            }
            _ => None,
        };
        let offset = match off {
            Some(k) => MOp::C(Operand::Imm(k)),
            None => {
                let s = self.in_s(args[1])?;
                self.cx.w(s)
            }
        };
        let d = self.def_reg(r, Bank::S)?;
        self.cx
            .push(op, [self.cx.w(d), self.cx.w(srsrc), offset], 1)?;
        Ok(())
    }

    /// `voffset` as (VGPR part, OFFSET): a constant that fits is all OFFSET, `x + K` with `K`
    /// fitting is `(x, K)`.
    fn split_voffset(&mut self, v: Value) -> SelResult<(Option<Value>, i64)> {
        if let Val::K(k) = self.get(v)? {
            let k = k as u32 as i64;
            if (0..=MAX_OFFSET).contains(&k) {
                return Ok((None, k));
            }
        }
        if let Some((x, k)) = self.const_addend(v) {
            let k = k as u32 as i64;
            if (0..=MAX_OFFSET).contains(&k) {
                return Ok((Some(x), k));
            }
        }
        Ok((Some(v), 0))
    }

    /// A load into `d` or a store of `d` of `bytes` bytes.
    fn buffer_data(
        &mut self,
        a: &Addr,
        load: bool,
        bytes: u8,
        d: VReg,
        g11: bool,
    ) -> SelResult<()> {
        let op = mem_ops::access(Family::Buffer, load, bytes, g11);
        let op = match op {
            Ok(o) if self.cx.has(o) => o,
            _ if bytes == 12 => {
                // No dwordx3 (GFX6): dwords 0-1, then dword 2 at OFFSET + 8.
                if a.imm + 8 > MAX_OFFSET {
                    return Err(unsupported!(
                        "unsupported: a 12-byte buffer access with offset {} on {:?}",
                        a.imm,
                        self.cx.f.variant
                    ));
                }
                let lo = self.cx.vreg(Bank::V, 2);
                let hi = self.cx.vreg(Bank::V, 1);
                let (dlo, dhi) = (
                    MOp::V {
                        reg: d,
                        off: 0,
                        n: 2,
                    },
                    self.cx.d(d, 2),
                );
                if !load {
                    self.cx.copy(lo, dlo);
                    self.cx.copy(hi, dhi);
                }
                self.buffer_data(a, load, 8, lo, g11)?;
                let a2 = Addr {
                    imm: a.imm + 8,
                    ..a.clone()
                };
                self.buffer_data(&a2, load, 4, hi, g11)?;
                if load {
                    let g = self.cx.mark();
                    for k in 0..3 {
                        let (src, off) = if k < 2 { (lo, k) } else { (hi, 0) };
                        let s = self.cx.d(src, off);
                        self.cx.push(Op::v_mov_b32_e32, [self.cx.d(d, k), s], 1)?;
                    }
                    self.cx.group_from(g);
                }
                return Ok(());
            }
            o => self.cx.table_op(o)?,
        };
        let ops = [
            self.cx.w(d),
            a.vaddr.clone(),
            a.srsrc.clone(),
            a.soffset.clone(),
        ];
        let inst = self.cx.push(op, ops, load as u32)?;
        a.apply(&mut inst.m);
        Ok(())
    }

    /// A buffer atomic (`res` the old value, if used).
    fn buffer_atomic(
        &mut self,
        b: BufferIntrinsic,
        a: &Addr,
        args: &[Value],
        res: Option<Value>,
        bytes: u8,
        g11: bool,
    ) -> SelResult<()> {
        let o = b.operands();
        let wide = bytes == 8;
        let op = match b.kind {
            BufferKind::Atomic(rmw) => {
                let c = mem_ops::vmem_atomic(Family::Buffer, rmw, wide, g11);
                c.ops
                    .iter()
                    .copied()
                    .find(|&x| self.cx.has(x))
                    .ok_or_else(|| {
                        unsupported!(
                            "unsupported: buffer atomic {} of {} ({}) is not available on {}",
                            rmw.name(),
                            b.ty,
                            c.first,
                            self.target.processor.name
                        )
                    })?
            }
            _ => self
                .cx
                .table_op(mem_ops::cmpswap(Family::Buffer, wide, g11))?,
        };
        let used = res.is_some_and(|r| self.use_count.get(&r).copied().unwrap_or(0) > 0);
        let dw = bytes.div_ceil(4) as usize;
        let data = self.in_v(args[o.data.unwrap_or(0)])?;
        let cmp = match o.cmp {
            Some(k) => Some(self.in_v(args[k])?),
            None => None,
        };
        let n = dw * (1 + cmp.is_some() as usize);
        // VDATA is read and (with glc) overwritten: a private tuple, defined in one group.
        let t = self.cx.vreg(Bank::V, n as u8);
        let g = self.cx.mark();
        for k in 0..n {
            let s = if k < dw {
                self.cx.d(data, k as u8)
            } else {
                self.cx.d(cmp.unwrap_or(data), (k - dw) as u8)
            };
            self.cx
                .push(Op::v_mov_b32_e32, [self.cx.d(t, k as u8), s], 1)?;
        }
        let ops = [
            self.cx.w(t),
            a.vaddr.clone(),
            a.srsrc.clone(),
            a.soffset.clone(),
        ];
        let inst = self.cx.push(op, ops, used as u32)?;
        a.apply(&mut inst.m);
        inst.m.glc = used;
        self.cx.group_from(g);
        if let (true, Some(r)) = (used, res) {
            let d = self.def_reg(r, Bank::V)?;
            self.cx.copy(
                d,
                MOp::V {
                    reg: t,
                    off: 0,
                    n: dw as u8,
                },
            );
        }
        Ok(())
    }
}

/// The typed buffer instructions of `count` components: (load, tbuffer, D16) → the pre-GFX11
/// spelling and the GFX11 one (the processor's table has one of them).
fn typed_ops(load: bool, tbuf: bool, d16: bool, count: usize) -> [Op; 2] {
    use Op::*;
    const T: [[[[Op; 2]; 4]; 2]; 4] = [
        // buffer load: 32-bit, D16
        [
            [
                [buffer_load_format_x, buffer_load_format_x],
                [buffer_load_format_xy, buffer_load_format_xy],
                [buffer_load_format_xyz, buffer_load_format_xyz],
                [buffer_load_format_xyzw, buffer_load_format_xyzw],
            ],
            [
                [buffer_load_format_d16_x, buffer_load_d16_format_x],
                [buffer_load_format_d16_xy, buffer_load_d16_format_xy],
                [buffer_load_format_d16_xyz, buffer_load_d16_format_xyz],
                [buffer_load_format_d16_xyzw, buffer_load_d16_format_xyzw],
            ],
        ],
        // buffer store
        [
            [
                [buffer_store_format_x, buffer_store_format_x],
                [buffer_store_format_xy, buffer_store_format_xy],
                [buffer_store_format_xyz, buffer_store_format_xyz],
                [buffer_store_format_xyzw, buffer_store_format_xyzw],
            ],
            [
                [buffer_store_format_d16_x, buffer_store_d16_format_x],
                [buffer_store_format_d16_xy, buffer_store_d16_format_xy],
                [buffer_store_format_d16_xyz, buffer_store_d16_format_xyz],
                [buffer_store_format_d16_xyzw, buffer_store_d16_format_xyzw],
            ],
        ],
        // tbuffer load
        [
            [
                [tbuffer_load_format_x, tbuffer_load_format_x],
                [tbuffer_load_format_xy, tbuffer_load_format_xy],
                [tbuffer_load_format_xyz, tbuffer_load_format_xyz],
                [tbuffer_load_format_xyzw, tbuffer_load_format_xyzw],
            ],
            [
                [tbuffer_load_format_d16_x, tbuffer_load_d16_format_x],
                [tbuffer_load_format_d16_xy, tbuffer_load_d16_format_xy],
                [tbuffer_load_format_d16_xyz, tbuffer_load_d16_format_xyz],
                [tbuffer_load_format_d16_xyzw, tbuffer_load_d16_format_xyzw],
            ],
        ],
        // tbuffer store
        [
            [
                [tbuffer_store_format_x, tbuffer_store_format_x],
                [tbuffer_store_format_xy, tbuffer_store_format_xy],
                [tbuffer_store_format_xyz, tbuffer_store_format_xyz],
                [tbuffer_store_format_xyzw, tbuffer_store_format_xyzw],
            ],
            [
                [tbuffer_store_format_d16_x, tbuffer_store_d16_format_x],
                [tbuffer_store_format_d16_xy, tbuffer_store_d16_format_xy],
                [tbuffer_store_format_d16_xyz, tbuffer_store_d16_format_xyz],
                [tbuffer_store_format_d16_xyzw, tbuffer_store_d16_format_xyzw],
            ],
        ],
    ];
    T[2 * tbuf as usize + !load as usize][d16 as usize][count - 1]
}

impl Selector<'_> {
    /// A typed access (`buffer_{load,store}_format_*`, `tbuffer_*`): one instruction of as
    /// many components as the type has lanes. f16 data is D16 (GFX8+; llc-19 selects none
    /// before): packed two per VGPR, except on the GFX8 processors with LLVM's
    /// `FeatureUnpackedD16VMem` (every GFX8 one but gfx810), where each component has its own
    /// VGPR (low 16 bits) and the halves are split before a store and packed after a load.
    /// `tbuffer`'s format immediate goes into the MTBUF FORMAT field unchanged (it is the
    /// generation's encoding, as LLVM's intrinsic defines it).
    fn buffer_typed(
        &mut self,
        b: BufferIntrinsic,
        a: &Addr,
        args: &[Value],
        res: Option<Value>,
    ) -> SelResult<()> {
        let o = b.operands();
        let n = b.ty.lanes() as usize;
        let d16 = b.ty.lane().is_some_and(|s| s.bytes() == 2);
        let load = b.kind == BufferKind::Load;
        let tbuf = b.typed == Typed::Inst;
        let what = || {
            format!(
                "{}{} of {}",
                if tbuf { "tbuffer " } else { "buffer format " },
                if load { "load" } else { "store" },
                b.ty
            )
        };
        if d16 && self.cx.gen < Generation::Gfx8 {
            return Err(unsupported!(
                "unsupported: D16 {} on {} (no D16 buffer instructions before GFX8)",
                what(),
                self.target.processor.name
            ));
        }
        let format = match o.format.map(|k| self.get(args[k])) {
            None => None,
            Some(Ok(Val::K(k))) if k < 128 => Some(k as u8),
            Some(_) => {
                return Err(unsupported!(
                    "unsupported: tbuffer format operand that is not a constant in 0..=127"
                ))
            }
        };
        let op = self.cx.pick(&typed_ops(load, tbuf, d16, n))?;
        let unpacked = d16
            && n > 1
            && self.cx.gen == Generation::Gfx8
            && self.target.processor.name != "gfx810";
        // Registers of the instruction's data: one per component, or packed halves.
        let regs = if d16 && !unpacked { n.div_ceil(2) } else { n };
        let v = |d: VReg, k: usize| MOp::V {
            reg: d,
            off: k as u8,
            n: 1,
        };
        let dst = match (load, res) {
            (true, Some(r)) => Some(self.def_reg(r, Bank::V)?),
            (true, None) => return Err(internal!("internal: buffer load without a result")),
            _ => None,
        };
        let data = if let Some(d) = dst {
            if unpacked {
                self.cx.vreg(Bank::V, regs as u8)
            } else {
                d
            }
        } else {
            let d = self.in_v(args[o.data.unwrap_or(0)])?;
            if unpacked {
                // Component 2p is the low half of packed dword p, 2p+1 its high half.
                let t = self.cx.vreg(Bank::V, regs as u8);
                let g = self.cx.mark();
                for c in 0..n {
                    if c % 2 == 0 {
                        self.cx.push(Op::v_mov_b32_e32, [v(t, c), v(d, c / 2)], 1)?;
                    } else {
                        self.cx.push(
                            Op::v_lshrrev_b32_e32,
                            [v(t, c), MOp::C(k32(16)), v(d, c / 2)],
                            1,
                        )?;
                    }
                }
                self.cx.group_from(g);
                t
            } else {
                d
            }
        };
        let ops = [
            self.cx.w(data),
            a.vaddr.clone(),
            a.srsrc.clone(),
            a.soffset.clone(),
        ];
        let inst = self.cx.push(op, ops, load as u32)?;
        a.apply(&mut inst.m);
        if let Some(f) = format {
            inst.m.format = f;
        }
        if let (Some(d), true) = (dst, unpacked) {
            // Packed dword p = (component 2p & 0xffff) | component 2p+1 << 16.
            let mut parts = Vec::new();
            for p in 0..n.div_ceil(2) {
                let lo = self.cx.vreg(Bank::V, 1);
                self.cx.push(
                    Op::v_and_b32_e32,
                    [self.cx.w(lo), MOp::C(k32(0xffff)), v(data, 2 * p)],
                    1,
                )?;
                let hi = if 2 * p + 1 < n {
                    let hi = self.cx.vreg(Bank::V, 1);
                    self.cx.push(
                        Op::v_lshlrev_b32_e32,
                        [self.cx.w(hi), MOp::C(k32(16)), v(data, 2 * p + 1)],
                        1,
                    )?;
                    Some(hi)
                } else {
                    None
                };
                parts.push((lo, hi));
            }
            let g = self.cx.mark();
            for (p, (lo, hi)) in parts.into_iter().enumerate() {
                match hi {
                    Some(hi) => self.cx.push(
                        Op::v_or_b32_e32,
                        [v(d, p), self.cx.w(lo), self.cx.w(hi)],
                        1,
                    )?,
                    None => self
                        .cx
                        .push(Op::v_mov_b32_e32, [v(d, p), self.cx.w(lo)], 1)?,
                };
            }
            self.cx.group_from(g);
        }
        Ok(())
    }
}

/// The address operands and modifiers of one MUBUF access.
#[derive(Clone)]
struct Addr {
    vaddr: MOp,
    srsrc: MOp,
    soffset: MOp,
    imm: i64,
    idxen: bool,
    offen: bool,
    pol: Policy,
}

impl Addr {
    fn apply(&self, m: &mut gfxc_isa::inst::Mods) {
        m.offset = self.imm;
        m.idxen = self.idxen;
        m.offen = self.offen;
        m.glc = self.pol.glc;
        m.slc = self.pol.slc;
        m.dlc = self.pol.dlc;
        m.sc1 = self.pol.sc1;
    }
}
