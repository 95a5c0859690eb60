//! MUBUF buffer instructions where FLAT and scratch instructions do not exist: global memory
//! on GFX6 (`addr64`) and private memory (allocas) on GFX6-GFX8 (`offen` / `off` through the
//! private segment buffer).
//!
//! Guarantees:
//! * **GFX6 global memory** (no FLAT; AMDGPUUsage "Memory Spaces"): every global load, store,
//!   atomic and cmpxchg is `buffer_* vdata, v[addr:addr+1], s[rsrc], 0 addr64 offset:K`. The
//!   64-bit address is the VGPR pair; the resource descriptor is one SGPR quad per kernel
//!   written once at the start of the entry block: base 0, NUM_RECORDS 0xffffffff (no range
//!   check can fail) and word 3 = [`RSRC_WORD3_GFX6`], the DST_SEL/NUM_FORMAT/DATA_FORMAT
//!   bits `llc-19 -mcpu=gfx600` writes (an untyped access with DATA_FORMAT 0 would be
//!   dropped). Constant `ptradd` offsets 0..=4095 go in the 12-bit unsigned OFFSET field.
//!   As `llc-19` does, `ptradd p, O` with a uniform 64-bit pointer `p` and a divergent `O`
//!   takes a descriptor with base `p` instead (built once per block and pointer) and `O` as
//!   the `addr64` VGPR pair (no 64-bit VALU add), a constant term of `O` folded into OFFSET.
//!   Global accesses are always `addr64`: `gfxc_emit` and the memory legalizer take a MUBUF
//!   access without `addr64` for a private one (a uniform address is the VGPR pair copied
//!   from the SGPRs, not llc's `off` form).
//!   Flat pointers are global addresses there unless the kernel casts LDS or private pointers
//!   to flat, which is a clean "not supported" error (only FLAT reaches those apertures).
//!   Returning atomics write their result over their data operand (MUBUF has one VDATA), so
//!   the data is first copied into the result vreg inside one allocation group.
//! * **GFX6-GFX8 private memory**: the private segment buffer (user SGPRs `s[0:3]`, AMDGPUUsage
//!   "Private Segment Buffer") with the scratch wavefront offset (the last system SGPR) added
//!   to its base address once in the entry prolog — the same folding `llc-19` does — so every
//!   access uses soffset 0: `offen` with the lane's byte offset in a VGPR, or `off` when the
//!   address is a constant. The descriptor's swizzle (set up by CP) gives every lane its own
//!   slot, so the per-lane offsets are the IR's private addresses.
//! * **GFX7/GFX8 flat access to private memory** (a private pointer cast to flat, i.e. the
//!   kernel reads the private aperture): the Flat Scratch Init user SGPRs are enabled after the
//!   kernarg pointer and the prolog sets `FLAT_SCRATCH_HI = (init.lo + wave offset) >> 8`
//!   (256-byte units) and `FLAT_SCRATCH_LO = init.hi` (per-lane size), AMDGPUUsage "Flat
//!   Scratch" for GFX7/GFX8, as `llc-19 -mcpu=gfx700/gfx803` does.

use crate::build::{k32, SelResult, StageError};
use crate::mir::{Bank, Kind, MInst, MOp, MemKind, Pseudo, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{AddrSpace, Value};
use gfxc_isa::regs::{Operand, Reg, RegFile};
use gfxc_isa::Op;

/// Word 3 of the GFX6 global resource descriptor, as `llc-19 -mcpu=gfx600` builds it for
/// `addr64` accesses (`s_mov_b32 sN, 0x100f000`): DATA_FORMAT/NUM_FORMAT non-zero so untyped
/// dword accesses are performed.
pub const RSRC_WORD3_GFX6: u32 = 0x0100_f000;

/// Largest MUBUF immediate offset (12-bit unsigned OFFSET field).
pub const MUBUF_MAX_OFFSET: i64 = 4095;

impl Selector<'_> {
    /// The kernel's global resource descriptor quad (defined by [`Self::buffer_prolog`]).
    fn global_rsrc(&mut self) -> VReg {
        match self.global_rsrc {
            Some(r) => r,
            None => {
                let r = self.cx.vreg(Bank::S, 4);
                self.global_rsrc = Some(r);
                r
            }
        }
    }

    /// The private segment buffer with the wave offset folded in (defined by
    /// [`Self::private_setup_mubuf`]).
    fn scratch_rsrc(&mut self) -> VReg {
        match self.scratch_rsrc {
            Some(r) => r,
            None => {
                let r = self.cx.vreg(Bank::S, 4);
                self.scratch_rsrc = Some(r);
                r
            }
        }
    }

    /// The address operands of a GFX6 global access (always `addr64`): (vaddr pair,
    /// immediate offset, resource descriptor).
    ///
    /// As `llc-19 -mcpu=gfx600` selects them: for `ptradd p, O` with a uniform pointer `p` and
    /// a divergent `O`, used only as an address, `p` goes into the descriptor's base (words 0-1,
    /// [`Self::based_rsrc`]) and the access is `addr64` with `O` as the VGPR pair (the
    /// hardware adds base + vaddr + offset modulo 2^64, as `ptradd` does; a constant term of
    /// `O` goes into the OFFSET field when it fits); any other address is the VGPR pair with
    /// the zero-based kernel descriptor.
    fn addr64(&mut self, addr: Value) -> SelResult<(MOp, i64, VReg)> {
        // A flat pointer may point into the LDS or private apertures only when the kernel
        // casts such pointers to flat; `addr64` can reach global memory only.
        let space = self.func.dfg.value_type(addr).addr_space();
        if space == Some(AddrSpace::Flat) && (self.lk.apertures.private || self.lk.apertures.shared)
        {
            return Err(StageError::unsupported(
                "flat access to LDS or private memory on GFX6 (no FLAT instructions) \
                        is not supported",
            ));
        }
        let (base, off) = self.addr_parts(addr);
        let (base, off) = if (0..=MUBUF_MAX_OFFSET).contains(&off) {
            (base, off)
        } else {
            (addr, 0)
        };
        if let Some((p, o)) = self
            .uniform_plus_offset(base)
            .filter(|_| self.only_address_uses(base))
        {
            // `o = o' + K` with the sum of the immediates in the OFFSET field: vaddr `o'`.
            let (o, off) = match self.const_addend(o) {
                Some((o2, k)) if (0..=MUBUF_MAX_OFFSET).contains(&(off + k)) => (o2, off + k),
                _ => (o, off),
            };
            let rsrc = self.based_rsrc(p)?;
            let v = self.in_v(o)?;
            return Ok((self.cx.w(v), off, rsrc));
        }
        let v = self.in_v(base)?;
        let rsrc = self.global_rsrc();
        Ok((self.cx.w(v), off, rsrc))
    }

    /// `base == ptradd p, o` with `p` a uniform 64-bit pointer and `o` a divergent `i64`.
    fn uniform_plus_offset(&self, base: Value) -> Option<(Value, Value)> {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(base) else {
            return None;
        };
        let gfxc_ir::InstData::Binary {
            opcode: gfxc_ir::Opcode::Ptradd,
            args: [p, o],
        } = self.func.dfg.insts[i]
        else {
            return None;
        };
        (self.uni.is_uniform(p)
            && !self.uni.is_uniform(o)
            && self.func.dfg.value_type(p).bits() == 64
            && self.func.dfg.value_type(o) == gfxc_ir::Type::I64)
            .then_some((p, o))
    }

    /// Every use of `v` is the address of a memory access (or the base of a constant
    /// `ptradd`, folded into the access's offset): then the descriptor form makes the 64-bit
    /// VALU sum `v` dead; otherwise it would be computed anyway and the descriptor is extra.
    fn only_address_uses(&self, v: Value) -> bool {
        use gfxc_ir::InstData as D;
        let total = self.use_count.get(&v).copied().unwrap_or(0);
        let mut addr = 0;
        for &b in self.func.layout.blocks() {
            for &i in self.func.layout.block_insts(b) {
                let ok = match &self.func.dfg.insts[i] {
                    D::Load { addr: a, .. } => *a == v,
                    D::Store { args, .. } => args[1] == v && args[0] != v,
                    D::AtomicRmw { args, .. } => args[0] == v && args[1] != v,
                    D::CmpXchg { args, .. } => args[0] == v && args[1] != v && args[2] != v,
                    D::Binary {
                        opcode: gfxc_ir::Opcode::Ptradd,
                        args,
                    } => args[0] == v && matches!(self.vals.get(&args[1]), Some(Val::K(_))),
                    _ => false,
                };
                addr += usize::from(ok);
            }
        }
        addr == total
    }

    /// `o == add o2, K` (`K` a constant, either operand): (o2, K).
    pub(crate) fn const_addend(&self, o: Value) -> Option<(Value, i64)> {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(o) else {
            return None;
        };
        let gfxc_ir::InstData::Binary {
            opcode: gfxc_ir::Opcode::Add,
            args: [a, b],
        } = self.func.dfg.insts[i]
        else {
            return None;
        };
        match (self.vals.get(&a), self.vals.get(&b)) {
            (_, Some(Val::K(k))) => Some((a, *k as i64)),
            (Some(Val::K(k)), _) => Some((b, *k as i64)),
            _ => None,
        }
    }

    /// A resource descriptor with base `p` (uniform), defined once per block where it is
    /// used: words 0-1 the pointer (a canonical address: the stride and swizzle bits of word
    /// 1 stay 0), NUM_RECORDS 0xffffffff, word 3 [`RSRC_WORD3_GFX6`].
    fn based_rsrc(&mut self, p: Value) -> SelResult<VReg> {
        let key = (self.cx.cur, p);
        if let Some(&r) = self.based_rsrc.get(&key) {
            return Ok(r);
        }
        let ps = self.in_s(p)?;
        let r = self.cx.vreg(Bank::S, 4);
        let g = self.cx.mark();
        let lo = MOp::V {
            reg: r,
            off: 0,
            n: 2,
        };
        self.cx.push(Op::s_mov_b64, [lo, self.cx.w(ps)], 1)?;
        self.cx
            .push(Op::s_mov_b32, [self.cx.d(r, 2), MOp::C(k32(u32::MAX))], 1)?;
        self.cx.push(
            Op::s_mov_b32,
            [self.cx.d(r, 3), MOp::C(k32(RSRC_WORD3_GFX6))],
            1,
        )?;
        self.cx.group_from(g);
        self.based_rsrc.insert(key, r);
        Ok(r)
    }

    /// A GFX6 global load (`dst`) or store (`data`) `op` (`buffer_load_dword`, ...).
    pub(crate) fn buffer_global(
        &mut self,
        op: Op,
        addr: Value,
        dst: Option<VReg>,
        data: Option<VReg>,
    ) -> SelResult<()> {
        let (va, off, rsrc) = self.addr64(addr)?;
        let (v, defs) = match (dst, data) {
            (Some(d), _) => (d, 1),
            (None, Some(d)) => (d, 0),
            _ => return Err(internal!("internal: buffer access without data")),
        };
        let ops = [self.cx.w(v), va, self.cx.w(rsrc), MOp::C(k32(0))];
        let inst = self.cx.push(op, ops, defs)?;
        inst.m.addr64 = true;
        inst.m.offset = off;
        Ok(())
    }

    /// A GFX6 global atomic `op` (`buffer_atomic_add`, `buffer_atomic_cmpswap_x2`, ...):
    /// `data` is the operand (for cmpswap the {new, cmp} tuple); with `ret` the result's first
    /// `ret`-width dwords come back in a copy of `data`. The atomic itself carries the memory
    /// semantics (`mark_access`), not the copy that follows it.
    pub(crate) fn buffer_global_atomic(
        &mut self,
        op: Op,
        addr: Value,
        data: VReg,
        ret: Option<VReg>,
        mk: MemKind,
        flags: &gfxc_ir::MemFlags,
    ) -> SelResult<()> {
        let space = self
            .func
            .dfg
            .value_type(addr)
            .addr_space()
            .unwrap_or(AddrSpace::Flat);
        let (va, off, rsrc) = self.addr64(addr)?;
        let dw = self.cx.f.info(data).width;
        match ret {
            None => {
                let ops = [self.cx.w(data), va, self.cx.w(rsrc), MOp::C(k32(0))];
                let inst = self.cx.push(op, ops, 0)?;
                inst.m.addr64 = true;
                inst.m.offset = off;
                self.mark_access(mk, space, flags);
            }
            Some(r) => {
                // VDATA is read and overwritten: a private copy, defined in the same group.
                let t = self.cx.vreg(Bank::V, dw);
                let g = self.cx.mark();
                for k in 0..dw {
                    let s = self.cx.d(data, k);
                    self.cx.push(Op::v_mov_b32_e32, [self.cx.d(t, k), s], 1)?;
                }
                let ops = [self.cx.w(t), va.clone(), self.cx.w(rsrc), MOp::C(k32(0))];
                let inst = self.cx.push(op, ops, 1)?;
                inst.m.addr64 = true;
                inst.m.offset = off;
                inst.m.glc = true;
                self.mark_access(mk, space, flags);
                self.cx.group_from(g);
                let rw = self.cx.f.info(r).width;
                self.cx.copy(
                    r,
                    MOp::V {
                        reg: t,
                        off: 0,
                        n: rw,
                    },
                );
            }
        }
        Ok(())
    }

    /// A private (scratch) load or store on GFX6-GFX8 through the private segment buffer.
    pub(crate) fn buffer_private(
        &mut self,
        addr: Value,
        dst: Option<VReg>,
        data: Option<VReg>,
        w: u8,
    ) -> SelResult<()> {
        let op = self.mem_op("buffer", AddrSpace::Private, dst.is_some(), w)?;
        let (base, off) = self.addr_parts(addr);
        let (base, off) = if (0..=MUBUF_MAX_OFFSET - 16).contains(&off) {
            (base, off)
        } else {
            (addr, 0)
        };
        // A constant address needs no VGPR: `off` with the whole offset as the immediate.
        let (vaddr, off, offen) = match self.get(base)? {
            Val::K(k) if (0..=MUBUF_MAX_OFFSET - 16).contains(&(k as u32 as i64 + off)) => {
                (MOp::C(Operand::Off), k as u32 as i64 + off, false)
            }
            _ => {
                let v = self.in_v(base)?;
                (self.cx.w(v), off, true)
            }
        };
        let rsrc = self.scratch_rsrc();
        let (v, defs) = match (dst, data) {
            (Some(d), _) => (d, 1),
            (None, Some(d)) => (d, 0),
            _ => return Err(internal!("internal: private access without data")),
        };
        let ops = [self.cx.w(v), vaddr, self.cx.w(rsrc), MOp::C(k32(0))];
        let inst = self.cx.push(op, ops, defs)?;
        inst.m.offen = offen;
        inst.m.offset = off;
        Ok(())
    }

    /// Definitions this module deferred to the start of the entry block (after the entry
    /// pseudo, which must exist): the GFX6 global resource descriptor.
    pub(crate) fn buffer_prolog(&mut self) -> SelResult<()> {
        let Some(r) = self.global_rsrc else {
            return Ok(());
        };
        let start = self.cx.f.blocks[0].insts.len();
        let cur = self.cx.cur;
        self.cx.cur = 0;
        let g = self.cx.mark();
        let lo = MOp::V {
            reg: r,
            off: 0,
            n: 2,
        };
        self.cx.push(Op::s_mov_b64, [lo, MOp::C(k32(0))], 1)?;
        self.cx
            .push(Op::s_mov_b32, [self.cx.d(r, 2), MOp::C(k32(u32::MAX))], 1)?;
        self.cx.push(
            Op::s_mov_b32,
            [self.cx.d(r, 3), MOp::C(k32(RSRC_WORD3_GFX6))],
            1,
        )?;
        self.cx.group_from(g);
        self.cx.cur = cur;
        self.move_to_entry_start(start);
        Ok(())
    }

    /// Move the entry-block instructions from `start` on to the front of the block, right
    /// after the entry pseudo (as `private_setup` places its prolog).
    pub(crate) fn move_to_entry_start(&mut self, start: usize) {
        let b0 = &mut self.cx.f.blocks[0];
        let pro: Vec<MInst> = b0.insts.drain(start..).collect();
        let k = pro.len();
        let _ = b0.insts.splice(1..1, pro);
        self.cx.f.scratch_prolog += k as u32;
        if b0.prologue >= 1 {
            b0.prologue += k;
        }
        if b0.epilogue >= 1 {
            b0.epilogue += k;
        }
    }

    /// A GFX7/GFX8 kernel calling a function of another module, which may reach its stack
    /// through flat pointers: it initialises FLAT_SCRATCH (the Flat Scratch Init user SGPRs
    /// and the prolog of [`Self::private_setup_mubuf`]), as llc-19 does for an unknown callee
    /// (measured, `-mcpu=gfx700/gfx803`: `.amdhsa_user_sgpr_flat_scratch_init 1`).
    pub(crate) fn unknown_callee_flat_scratch(&self) -> bool {
        !self.cx.f.device_function
            && !self.cx.f.got.is_empty()
            && matches!(
                self.cx.gen,
                gfxc_isa::Generation::Gfx7 | gfxc_isa::Generation::Gfx8
            )
    }

    /// The GFX6-GFX8 scratch setup for allocas (AMDGPUUsage "Private Segment Buffer"): the
    /// private segment buffer becomes user SGPRs `s[0:3]` (every other user SGPR moves up by
    /// four), the scratch wavefront offset the last system SGPR, and the prolog adds the
    /// offset to the descriptor's 48-bit base.
    pub(crate) fn private_setup_mubuf(&mut self) -> SelResult<()> {
        let rsrc = self.scratch_rsrc();
        let raw = self.cx.vreg(Bank::S, 4);
        let wave_off = self.cx.vreg(Bank::S, 1);
        let abi = &mut self.cx.f.abi;
        if abi.private_segment_buffer {
            return Err(internal!("internal: private segment buffer set up twice"));
        }
        abi.private_segment_buffer = true;
        let flat = matches!(
            self.cx.gen,
            gfxc_isa::Generation::Gfx7 | gfxc_isa::Generation::Gfx8
        ) && (self.lk.apertures.private || self.unknown_callee_flat_scratch());
        let abi = &mut self.cx.f.abi;
        let old_user = abi.user_sgpr_count as u16;
        abi.user_sgpr_count += 4 + 2 * flat as u32;
        abi.flat_scratch_init = flat;
        let wo_index = abi.scratch_wave_offset_sgpr();
        let init = self.cx.vreg(Bank::S, 2);
        let wi = self.cx.w(init);
        let (wr, ww) = (self.cx.w(raw), self.cx.w(wave_off));
        let entry = &mut self.cx.f.blocks[0].insts[0];
        if entry.kind != Kind::Pseudo(Pseudo::Entry) {
            return Err(internal!("internal: no entry pseudo"));
        }
        for r in entry.fixed.iter_mut() {
            if r.file == RegFile::Sgpr {
                // User SGPRs move up by the buffer, system SGPRs also by the flat init pair.
                r.index += if r.index >= old_user {
                    4 + 2 * flat as u16
                } else {
                    4
                };
            }
        }
        let n = entry.ops.len();
        entry.ops.push(wr);
        entry.fixed.push(Reg::sgpr(0, 4));
        entry.ops.push(ww.clone());
        entry.fixed.push(Reg::sgpr(wo_index, 1));
        entry.defs |= 3 << n;
        if flat {
            entry.ops.push(wi);
            entry.fixed.push(Reg::sgpr(old_user + 4, 2));
            entry.defs |= 1 << (n + 2);
        }
        let start = self.cx.f.blocks[0].insts.len();
        let cur = self.cx.cur;
        self.cx.cur = 0;
        let g = self.cx.mark();
        let (r0, r1) = (self.cx.d(rsrc, 0), self.cx.d(rsrc, 1));
        let (s0, s1) = (self.cx.d(raw, 0), self.cx.d(raw, 1));
        self.cx.push(Op::s_add_u32, [r0, s0, ww.clone()], 1)?;
        self.cx.push(Op::s_addc_u32, [r1, s1, MOp::C(k32(0))], 1)?;
        let hi = MOp::V {
            reg: rsrc,
            off: 2,
            n: 2,
        };
        let raw_hi = MOp::V {
            reg: raw,
            off: 2,
            n: 2,
        };
        self.cx.push(Op::s_mov_b64, [hi, raw_hi], 1)?;
        self.cx.group_from(g);
        if flat {
            let lo = self.cx.vreg(Bank::S, 1);
            let (i0, i1) = (self.cx.d(init, 0), self.cx.d(init, 1));
            self.cx.push(Op::s_add_u32, [self.cx.w(lo), i0, ww], 1)?;
            let lo = self.cx.w(lo);
            // FLAT_SCRATCH_LO/HI are SGPR codes 104/105 on GFX7 and 102/103 on GFX8-GFX9
            // (the `flat_scratch` register names of `gfxc_isa::regs`).
            let fs_lo = if self.cx.gen == gfxc_isa::Generation::Gfx7 {
                104
            } else {
                gfxc_isa::regs::code::FLAT_SCRATCH_LO
            };
            let special = |index| {
                MOp::P(Reg {
                    file: RegFile::Special,
                    index,
                    count: 1,
                })
            };
            self.cx
                .push(Op::s_lshr_b32, [special(fs_lo + 1), lo, MOp::C(k32(8))], 1)?;
            self.cx.push(Op::s_mov_b32, [special(fs_lo), i1], 1)?;
        }
        self.cx.cur = cur;
        self.move_to_entry_start(start);
        Ok(())
    }
}
