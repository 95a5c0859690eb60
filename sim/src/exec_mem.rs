//! Memory instructions: SMEM, DS (LDS), FLAT/GLOBAL/SCRATCH and MUBUF, including atomics.
//!
//! Guarantees: data moves at issue; in strict mode the destination registers are then pending
//! on the counter that proves them complete (see `tracker`): SMEM on LGKM_CNT (out of order),
//! DS on LGKM_CNT (in order), VMEM loads and returning atomics on VM_CNT (in order), VMEM
//! stores and non-returning atomics on VM_CNT (GFX9) or VS_CNT (GFX10+), FLAT on both VM and
//! LGKM with the data proven by the counter of the memory each access reached. Addresses are
//! checked: global accesses must lie in an allocation, LDS accesses inside the work-group's
//! LDS, private accesses inside the per-lane private segment; buffer accesses inside the
//! resource's `num_records`. Scratch uses the swizzled layout of AMDGPUUsage "Private Segment
//! Buffer"; FLAT_SCRATCH is SGPR pair 102/103 on GFX9 and a hardware register on GFX10+.

use crate::error::{ErrorKind, Result, SimError};
use crate::exec::Ctx;
use crate::memory::{flat_target, scratch_addr, FlatTarget};
use crate::program::{Op, Opnd, Program, RegRange};
use crate::sem::Counter;
use crate::sem_mem::{Atom, Kind, MemOp, Space};
use crate::wave::{Wave, FLAT_SCR};
use gfxc_isa::processors::{needs_alignment, AlignedMemory, Generation};
use smallvec::SmallVec;

fn atomic(a: Atom, bytes: u8, old: u64, data: u64, cmp: u64) -> u64 {
    let m = if bytes == 8 { u64::MAX } else { 0xffff_ffff };
    let (o, d) = (old & m, data & m);
    let sx = |x: u64| {
        if bytes == 8 {
            x as i64
        } else {
            x as u32 as i32 as i64
        }
    };
    let f = |x: u64| {
        if bytes == 8 {
            f64::from_bits(x)
        } else {
            f32::from_bits(x as u32) as f64
        }
    };
    let fb = |x: f64| {
        if bytes == 8 {
            x.to_bits()
        } else {
            (x as f32).to_bits() as u64
        }
    };
    (match a {
        Atom::Add => o.wrapping_add(d),
        Atom::Sub => o.wrapping_sub(d),
        Atom::Rsub => d.wrapping_sub(o),
        Atom::Swap => d,
        Atom::CmpSwap => {
            if o == cmp & m {
                d
            } else {
                o
            }
        }
        Atom::Umin => o.min(d),
        Atom::Umax => o.max(d),
        Atom::Smin => sx(o).min(sx(d)) as u64,
        Atom::Smax => sx(o).max(sx(d)) as u64,
        Atom::And => o & d,
        Atom::Or => o | d,
        Atom::Xor => o ^ d,
        Atom::Inc => {
            if o >= d {
                0
            } else {
                o + 1
            }
        }
        Atom::Dec => {
            if o == 0 || o > d {
                d
            } else {
                o - 1
            }
        }
        Atom::FAdd => fb(f(o) + f(d)),
        Atom::FMin => fb(crate::fp::fmin64(f(o), f(d))),
        Atom::FMax => fb(crate::fp::fmax64(f(o), f(d))),
        Atom::MskOr => (o & !d) | (cmp & m),
        Atom::FCmpSwap => {
            if f(o) == f(cmp & m) {
                d
            } else {
                o
            }
        }
        Atom::CSub => o.saturating_sub(d),
        Atom::Wrap => {
            if o >= d {
                o - d
            } else {
                o.wrapping_add(cmp & m)
            }
        }
        Atom::PkAddF16 => {
            let h = |x: u64, k: u32| {
                crate::fp::f2h(crate::fp::h2f(x >> k & 0xffff) + crate::fp::h2f(d >> k & 0xffff))
            };
            h(o, 0) | h(o, 16) << 16
        }
        Atom::PkAddBf16 => {
            let h = |k: u32| bf16(bf16_f32(o >> k) + bf16_f32(d >> k));
            h(0) | h(16) << 16
        }
        // Dword-wise in `ds` (it needs the data's bit 31 / 63).
        Atom::CondXchg => o,
    }) & m
}

fn bf16_f32(x: u64) -> f32 {
    f32::from_bits(((x & 0xffff) as u32) << 16)
}

/// f32 to bf16 bits, round to nearest even; a NaN stays a (quiet) NaN.
fn bf16(x: f32) -> u64 {
    let b = x.to_bits();
    if x.is_nan() {
        return ((b >> 16) | 0x40) as u64 & 0xffff;
    }
    let r = b.wrapping_add(0x7fff + (b >> 16 & 1));
    (r >> 16) as u64
}

fn oob(what: &str, msg: String) -> SimError {
    SimError::new(ErrorKind::OutOfBounds, format!("{what}: {msg}"))
}

/// Strict mode: a `b`-byte load or store at `a` in memory the hardware of this generation
/// cannot access unaligned (`gfxc_isa::processors::needs_alignment`; the compiler splits such
/// accesses, as llc-19 does) must be aligned to its size up to a dword: the hardware is silent
/// about it and moves other bytes.
fn check_aligned(
    w: &Wave,
    prog: &Program,
    what: &dyn Fn() -> String,
    memory: AlignedMemory,
    a: u64,
    b: usize,
) -> Result<()> {
    let need = b.min(4) as u64;
    if w.tracker.enabled
        && need > 1
        && !a.is_multiple_of(need)
        && needs_alignment(memory, prog.gen, prog.variant.flat_scratch())
    {
        let memory = format!("{memory:?}").to_lowercase();
        return Err(SimError::new(
            ErrorKind::Invalid,
            format!(
                "strict: `{}`: {b}-byte {memory} access at {a:#x}, which is not {need}-byte aligned (this generation cannot access {memory} unaligned)",
                what()
            ),
        ));
    }
    Ok(())
}

/// Dwords of an element.
fn dwords(bytes: u8) -> u16 {
    (bytes as u16).div_ceil(4)
}

/// Value of a load of `bytes` (≤ 4) for one dword register.
fn extend(v: u64, bytes: u8, sext: bool) -> u32 {
    match (bytes, sext) {
        (1, true) => v as u8 as i8 as i32 as u32,
        (2, true) => v as u16 as i16 as i32 as u32,
        (1, false) => v as u8 as u32,
        (2, false) => v as u16 as u32,
        _ => v as u32,
    }
}

/// The register value of a load of `bytes` (≤ 4) whose memory value is `v` into a register
/// holding `old`: extended to 32 bits, or (D16) extended to 16 bits into one half of `old`.
fn load_value(m: &MemOp, old: u32, v: u64, bytes: u8) -> u32 {
    let x = extend(v, bytes, m.sext);
    match m.d16 {
        crate::sem_mem::D16_LO => (old & 0xffff_0000) | (x & 0xffff),
        crate::sem_mem::D16_HI => (old & 0xffff) | (x << 16),
        _ => x,
    }
}

/// The memory value a store takes from its data register (`D16_HI`: the high half).
fn store_value(m: &MemOp, reg: u32) -> u64 {
    if m.d16 == crate::sem_mem::D16_HI {
        (reg >> 16) as u64
    } else {
        reg as u64
    }
}

/// A per-lane location.
#[derive(Clone, Copy)]
enum Loc {
    Global(u64),
    Lds(u32),
}

struct Access<'o> {
    op: &'o Op,
    m: MemOp,
    /// An LDS-DMA load redirected to a temporary register row ([`lds_dma`]).
    to_tmp: bool,
}

pub fn mem(w: &mut Wave, cx: &mut Ctx, i: usize, m: &MemOp) -> Result<()> {
    let op = &cx.prog.ops[i];
    match m.space {
        Space::Smem | Space::SmemBuf => smem(w, cx, i, m),
        Space::Ds => ds(w, cx, i, m),
        _ => vmem(
            w,
            cx,
            i,
            Access {
                op,
                m: *m,
                to_tmp: false,
            },
        ),
    }
}

fn smem(w: &mut Wave, cx: &mut Ctx, i: usize, m: &MemOp) -> Result<()> {
    let op = &cx.prog.ops[i];
    let mut off = op.imm as u64;
    // GFX6/GFX7 SMRD immediate (and CI literal) offsets count dwords; an SGPR offset counts
    // bytes (SI/CI ISA "SMRD": OFFSET << 2 when IMM = 1). GFX8+ SMEM offsets are bytes.
    if op
        .def
        .is_some_and(|d| d.format == gfxc_isa::table::Format::Smrd)
    {
        off <<= 2;
    }
    if let Opnd::S(..) = op.so {
        off = off.wrapping_add(w.read_scalar(op.so, 1) & 0xffff_ffff);
    }
    let mut smem_oob = 0u32;
    let addr = if m.space == Space::SmemBuf {
        let base = w.read_scalar(op.a, 2) & 0xffff_ffff_ffff;
        let nrec = match op.a {
            Opnd::S(c, _) => w.sreg(c as usize + 2) as u64,
            _ => 0,
        };
        // Range checking per dword (gfxc_ir::buffer::scalar_in_range): out-of-range dwords
        // of a load read zero; stores and atomics out of range are still errors here.
        let vs = gfxc_ir::buffer::Vsharp {
            num_records: nrec as u32,
            ..gfxc_ir::buffer::Vsharp::decode([0; 4], gfxc_ir::buffer::BufferRules::Gfx6)
        };
        for k in 0..dwords(m.bytes) as u64 {
            if !gfxc_ir::buffer::scalar_in_range(&vs, off, k) {
                smem_oob |= 1 << k;
            }
        }
        if smem_oob != 0 && m.kind != Kind::Load {
            return Err(oob(
                &op.describe(cx.prog.wave64),
                format!("s_buffer access at offset {off:#x} beyond num_records {nrec:#x}"),
            ));
        }
        base + off
    } else if m.scalar_scratch {
        // `CalcScalarScratchAddr` (CDNA pseudocode; not defined further): the wave's scratch
        // base + SBASE + offset, a byte address in the wave's (unswizzled) scratch memory.
        flat_scratch_base(w)
            .wrapping_add(w.read_scalar(op.a, 2))
            .wrapping_add(off)
    } else {
        w.read_scalar(op.a, 2).wrapping_add(off)
    } & !3;
    let n = m.bytes as usize / 4;
    let w64 = cx.prog.wave64;
    let Opnd::S(c, _) = op.d else {
        return Err(oob(&op.describe(w64), "no SGPR data operand".into()));
    };
    let c = c as usize;
    let mut dest: SmallVec<[RegRange; 3]> = SmallVec::new();
    match m.kind {
        Kind::Load => {
            let mut vals: SmallVec<[u32; 16]> = SmallVec::new();
            for k in 0..n {
                if smem_oob >> k & 1 != 0 {
                    vals.push(0);
                    continue;
                }
                let d = cx
                    .mem
                    .slice(addr + 4 * k as u64, 4)
                    .map_err(|e| oob(&op.describe(w64), e.message))?;
                vals.push(u32::from_le_bytes([d[0], d[1], d[2], d[3]]));
            }
            for (k, v) in vals.into_iter().enumerate() {
                w.write_s(c + k, v);
            }
            dest.extend(op.writes.iter().copied());
        }
        // `s_store_*` / `s_buffer_store_*` (GFX8-GFX10 SMEM): the SDATA dwords to memory.
        Kind::Store => {
            let mut bytes: SmallVec<[u8; 64]> = SmallVec::new();
            for k in 0..n {
                bytes.extend_from_slice(&w.sreg(c + k).to_le_bytes());
            }
            cx.mem
                .write(addr, &bytes)
                .map_err(|e| oob(&op.describe(w64), e.message))?;
        }
        // `s_atomic_*` / `s_buffer_atomic_*`: SDATA is the data (for cmpswap: the new value,
        // then the compare value); with GLC the old memory value returns to SDATA's first
        // one (32-bit) or two (`_x2`) dwords.
        Kind::Atomic(at) => {
            let b = m.bytes as usize;
            let get = |w: &Wave, k: usize| -> u64 {
                let lo = w.sreg(c + k) as u64;
                if b == 8 {
                    lo | (w.sreg(c + k + 1) as u64) << 32
                } else {
                    lo
                }
            };
            let data = get(w, 0);
            let cmp = if at == Atom::CmpSwap {
                get(w, b / 4)
            } else {
                0
            };
            let old = cx
                .mem
                .read_n(addr, b)
                .map_err(|e| oob(&op.describe(w64), e.message))?;
            cx.mem
                .write_n(addr, b, atomic(at, m.bytes, old, data, cmp))
                .map_err(|e| oob(&op.describe(w64), e.message))?;
            if op.inst.as_ref().is_some_and(|x| x.m.glc) {
                w.write_s(c, old as u32);
                if b == 8 {
                    w.write_s(c + 1, (old >> 32) as u32);
                }
                dest.extend(op.writes.iter().map(|r| RegRange {
                    n: r.n.min((b / 4) as u8),
                    ..*r
                }));
            }
        }
        Kind::Cross(_) => {}
    }
    w.tracker
        .issue(i, &[(Counter::Lgkm, false)], Counter::Lgkm, &dest);
    Ok(())
}

fn ds(w: &mut Wave, cx: &mut Ctx, i: usize, m: &MemOp) -> Result<()> {
    let op = &cx.prog.ops[i];
    let no_mods = gfxc_isa::inst::Mods::default();
    let mods = op.inst.as_ref().map(|x| &x.m).unwrap_or(&no_mods);
    let exec = w.exec();
    let b = m.bytes as usize;
    let what = || op.describe(cx.prog.wave64);
    let (off0, off1) = if m.two {
        let unit = b as u32 * if m.st64 { 64 } else { 1 };
        (mods.offset as u32 * unit, mods.offset1 as u32 * unit)
    } else {
        (mods.offset as u32, 0)
    };
    let nd = dwords(m.bytes);
    // GFX6-GFX8: M0 is the LDS size limit of every DS access (SI/CI/VI ISA "Data Share
    // Indexed Operations": addresses at or past M0 are out of range; reads give 0 and writes
    // are dropped). Strict or not, such an access is reported: it means M0 was not set up.
    if let Kind::Cross(c) = m.kind {
        cross_lane(w, op, c, mods.offset as u32, exec);
        w.tracker
            .issue(i, &[(Counter::Lgkm, true)], Counter::Lgkm, &op.writes);
        return Ok(());
    }
    if m.append != 0 {
        // DS_APPEND / DS_CONSUME (LLVM's `llvm.amdgcn.ds.append`: the counter address in M0,
        // the pre-op value returned, wave-uniform).
        if mods.gds {
            return Err(SimError::new(
                ErrorKind::Unsupported,
                format!("`{}`: GDS is not simulated", what()),
            ));
        }
        let a = (w.sgpr[w.m0] & 0xffff).wrapping_add(mods.offset as u32);
        let old = cx.lds.read_n(a, 4).map_err(|e| oob(&what(), e.message))?;
        let n = exec.count_ones() as u64;
        let new = if m.append > 0 {
            old.wrapping_add(n)
        } else {
            old.wrapping_sub(n)
        };
        cx.lds
            .write_n(a, 4, new & 0xffff_ffff)
            .map_err(|e| oob(&what(), e.message))?;
        for lane in 0..w.lanes {
            if exec >> lane & 1 != 0 {
                w.set_lane32(op.d, 0, lane, old as u32);
            }
        }
        w.tracker
            .issue(i, &[(Counter::Lgkm, true)], Counter::Lgkm, &op.writes);
        return Ok(());
    }
    let m0_limit = (cx.prog.gen < Generation::Gfx9).then(|| w.sgpr[w.m0]);
    let limit = |a: u32, n: usize| -> Result<()> {
        match m0_limit {
            Some(l) if a as u64 + n as u64 > l as u64 => Err(oob(
                &what(),
                format!("LDS access of {n} bytes at {a:#x} beyond the M0 limit {l:#x} (GFX6-GFX8 DS instructions clamp to M0)"),
            )),
            _ => Ok(()),
        }
    };
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        let base = if m.addtid {
            (w.sgpr[w.m0] & 0xffff).wrapping_add(4 * lane)
        } else {
            w.lane32(op.a, 0, lane)
        };
        match m.kind {
            Kind::Load => {
                let addrs: SmallVec<[u32; 2]> = if m.two {
                    [base.wrapping_add(off0), base.wrapping_add(off1)]
                        .into_iter()
                        .collect()
                } else {
                    [base.wrapping_add(off0)].into_iter().collect()
                };
                let mut part = 0u16;
                for a in addrs {
                    check_aligned(w, cx.prog, &what, AlignedMemory::Lds, a as u64, b)?;
                    for k in 0..nd {
                        let chunk = (b - 4 * k as usize).min(4);
                        limit(a + 4 * k as u32, chunk)?;
                        let v = cx
                            .lds
                            .read_n(a + 4 * k as u32, chunk)
                            .map_err(|e| oob(&what(), e.message))?;
                        let old = w.lane32(op.d, part, lane);
                        w.set_lane32(op.d, part, lane, load_value(m, old, v, chunk as u8));
                        part += 1;
                    }
                }
            }
            Kind::Store => {
                let datas = if m.two {
                    vec![(op.da, off0), (op.db, off1)]
                } else {
                    vec![(op.da, off0)]
                };
                for (d, o) in datas {
                    let a = base.wrapping_add(o);
                    check_aligned(w, cx.prog, &what, AlignedMemory::Lds, a as u64, b)?;
                    for k in 0..nd {
                        let chunk = (b - 4 * k as usize).min(4);
                        let v = store_value(m, w.lane32(d, k, lane));
                        limit(a + 4 * k as u32, chunk)?;
                        cx.lds
                            .write_n(a + 4 * k as u32, chunk, v)
                            .map_err(|e| oob(&what(), e.message))?;
                    }
                }
            }
            Kind::Cross(_) => {}
            Kind::Atomic(at) => {
                let a = base.wrapping_add(off0);
                let t = if b == 8 {
                    crate::sem::Ty::B64
                } else {
                    crate::sem::Ty::B32
                };
                if m.two {
                    // `ds_wrxchg2*_rtn`: two exchanges; the old values return in order.
                    for (part, (d, o)) in [(op.da, off0), (op.db, off1)].into_iter().enumerate() {
                        let a = base.wrapping_add(o);
                        limit(a, b)?;
                        let old = cx.lds.read_n(a, b).map_err(|e| oob(&what(), e.message))?;
                        let new = w.lane_val(d, t, lane);
                        cx.lds
                            .write_n(a, b, new)
                            .map_err(|e| oob(&what(), e.message))?;
                        if m.rtn {
                            for k in 0..nd {
                                let v = (old >> (32 * k)) as u32;
                                w.set_lane32(op.d, part as u16 * nd + k, lane, v);
                            }
                        }
                    }
                    continue;
                }
                if at == Atom::CondXchg {
                    // DS_CONDXCHG32_RTN_B64 (CDNA pseudocode): ADDR0 = (ADDR + offset) & 0xfff8.
                    let a0 = a & 0xfff8;
                    let data = w.lane_val(op.da, crate::sem::Ty::B64, lane);
                    for k in 0..2u32 {
                        limit(a0 + 4 * k, 4)?;
                        let old = cx
                            .lds
                            .read_n(a0 + 4 * k, 4)
                            .map_err(|e| oob(&what(), e.message))?;
                        w.set_lane32(op.d, k as u16, lane, old as u32);
                        let dk = data >> (32 * k) & 0xffff_ffff;
                        if dk >> 31 != 0 {
                            cx.lds
                                .write_n(a0 + 4 * k, 4, dk & 0x7fff_ffff)
                                .map_err(|e| oob(&what(), e.message))?;
                        }
                    }
                    continue;
                }
                if m.src2 {
                    // GFX9 ISA DS_*_SRC2_*: B = A + size * idx, DS[A] = DS[A] op DS[B].
                    let idx = if mods.offset >> 15 & 1 != 0 {
                        (base as i32) >> 17
                    } else {
                        ((mods.offset as u32 & 0x7fff) << 17) as i32 >> 17
                    };
                    let bb = base.wrapping_add((idx as u32).wrapping_mul(b as u32));
                    limit(base, b)?;
                    limit(bb, b)?;
                    let src = cx.lds.read_n(bb, b).map_err(|e| oob(&what(), e.message))?;
                    let old = cx
                        .lds
                        .read_n(base, b)
                        .map_err(|e| oob(&what(), e.message))?;
                    cx.lds
                        .write_n(base, b, atomic(at, m.bytes, old, src, 0))
                        .map_err(|e| oob(&what(), e.message))?;
                    continue;
                }
                let (mut data, mut cmp) = (w.lane_val(op.da, t, lane), w.lane_val(op.db, t, lane));
                if at == Atom::CmpSwap && !m.cmp_new_first {
                    // GFX9 ds_cmpst: data0 = compare, data1 = new value.
                    std::mem::swap(&mut data, &mut cmp);
                }
                limit(a, b)?;
                let old = cx.lds.read_n(a, b).map_err(|e| oob(&what(), e.message))?;
                let new = atomic(at, m.bytes, old, data, cmp);
                cx.lds
                    .write_n(a, b, new)
                    .map_err(|e| oob(&what(), e.message))?;
                if m.rtn {
                    w.set_lane32(op.d, 0, lane, old as u32);
                    if b == 8 {
                        w.set_lane32(op.d, 1, lane, (old >> 32) as u32);
                    }
                }
            }
        }
    }
    w.tracker
        .issue(i, &[(Counter::Lgkm, true)], Counter::Lgkm, &op.writes);
    Ok(())
}

/// An LDS-DMA load (MI100 ISA §9.1.9; CDNA3 `global/scratch_load_lds_*`, RDNA3
/// `buffer_load_lds_*`): the memory side is the plain load's (address, range checks, format
/// conversion, sign or zero extension to a dword), run into a temporary register row past the
/// wave's VGPRs; then each active lane's dword goes to LDS at
/// `M0[15:0] + inst_offset + 4 * lane`. No VGPR is written.
fn lds_dma(w: &mut Wave, cx: &mut Ctx, i: usize, acc: Access) -> Result<()> {
    let op = acc.op;
    let w64 = cx.prog.wave64;
    if acc.m.kind != Kind::Load || acc.m.bytes > 4 || acc.m.d16 != 0 {
        return Err(SimError::new(
            ErrorKind::Unsupported,
            format!(
                "unsupported instruction `{}`: LDS DMA of a store, a D16 load or more than a dword",
                op.describe(w64)
            ),
        ));
    }
    let offset = op.inst.as_ref().map_or(0, |x| x.m.offset);
    let lanes = w.lanes;
    let row = w.nv as u16;
    w.vgpr.resize(((w.nv + 1) * lanes) as usize, 0);
    let mut tmp = op.clone();
    tmp.d = Opnd::V(row, 1);
    let m = MemOp {
        lds_dma: false,
        ..acc.m
    };
    let res = vmem(
        w,
        cx,
        i,
        Access {
            op: &tmp,
            m,
            to_tmp: true,
        },
    );
    let vals: Vec<u32> = (0..lanes).map(|l| w.vreg(row, l)).collect();
    w.vgpr.truncate((w.nv * lanes) as usize);
    res?;
    let base = (w.sgpr[w.m0] & 0xffff).wrapping_add(offset as u32);
    let exec = w.exec();
    for (lane, v) in vals.into_iter().enumerate() {
        if exec >> lane & 1 != 0 {
            cx.lds
                .write_n(base.wrapping_add(4 * lane as u32), 4, v as u64)
                .map_err(|e| oob(&op.describe(w64), e.message))?;
        }
    }
    Ok(())
}

fn flat_scratch_base(w: &Wave) -> u64 {
    if let Some(c) = w.legacy_flat_scratch {
        crate::memory::LEGACY_SCRATCH_BASE + ((w.sgpr[c + 1] as u64) << 8)
    } else if w.gen10 {
        w.flat_scratch_hw
    } else {
        w.sgpr[FLAT_SCR] as u64 | (w.sgpr[FLAT_SCR + 1] as u64) << 32
    }
}

fn vmem(w: &mut Wave, cx: &mut Ctx, i: usize, acc: Access) -> Result<()> {
    let op = acc.op;
    let m = acc.m;
    let no_mods = gfxc_isa::inst::Mods::default();
    let mods = op.inst.as_ref().map(|x| &x.m).unwrap_or(&no_mods);
    if (m.lds_dma || mods.lds) && !acc.to_tmp {
        return lds_dma(w, cx, i, acc);
    }
    if mods.tfe || (mods.addr64 && (mods.idxen || mods.offen)) {
        return Err(SimError::new(
            ErrorKind::Unsupported,
            format!(
                "unsupported instruction `{}`: tfe forms, addr64 with idxen/offen",
                op.describe(cx.prog.wave64)
            ),
        ));
    }
    let w64 = cx.prog.wave64;
    // Only formatted when an error is reported.
    let what = move || op.describe(w64);
    // Typed buffer forms: the element format (instruction or resource) and DST_SEL.
    let fmt = if m.format > 0 {
        let g = cx.prog.gen;
        let gen = if g >= Generation::Gfx11 {
            11
        } else if g.is_gfx10_plus() {
            10
        } else {
            9
        };
        let w3 = match op.r {
            Opnd::S(c, _) => w.sreg(c as usize + 3),
            _ => 0,
        };
        let f = if m.tbuf {
            crate::buffer_format::of_mtbuf(mods.format, gen)
        } else {
            crate::buffer_format::of_word3(w3, gen)
        };
        let Some(f) = f else {
            return Err(SimError::new(
                ErrorKind::Unsupported,
                format!(
                    "`{}`: invalid buffer format (resource word 3 {w3:#x}, instruction format {})",
                    what(),
                    mods.format
                ),
            ));
        };
        Some((f, w3 & 0xfff))
    } else {
        None
    };
    let m = match fmt {
        Some((f, _)) => MemOp {
            bytes: f.bytes(),
            ..m
        },
        None => m,
    };
    if matches!(m.kind, Kind::Load | Kind::Store)
        && matches!(m.space, Space::Global | Space::Flat)
        && !m.addtid
        && m.bytes.is_multiple_of(4)
        && vmem_global(w, cx, op, &m, mods.offset, &what)?
    {
        vmem_issue(w, i, op, &m, m.kind == Kind::Load, false);
        return Ok(());
    }
    let exec = w.exec();
    let b = m.bytes as usize;
    let nd = dwords(m.bytes);
    let mut any_lds = false;
    // Buffer resource.
    let vsharp = if m.space == Space::Buffer {
        let mut d = [0u32; 4];
        if let Opnd::S(c, _) = op.r {
            for (k, x) in d.iter_mut().enumerate() {
                *x = w.sreg(c as usize + k);
            }
        }
        Some(d)
    } else {
        None
    };
    let soff = match op.so {
        o @ (Opnd::S(..) | Opnd::IInt(_) | Opnd::Lit(_)) => w.read_scalar(o, 1) as u32,
        _ => 0,
    };
    let scratch_base = flat_scratch_base(w);
    let sa = match op.sa {
        Opnd::S(..) => Some(w.read_scalar(op.sa, if m.space == Space::Global { 2 } else { 1 })),
        _ => None,
    };
    let (data_op, ret_op) = match m.space {
        Space::Buffer => (op.d, if mods.glc { op.d } else { Opnd::None }),
        _ => (op.da, op.ret),
    };
    for lane in 0..w.lanes {
        if exec >> lane & 1 == 0 {
            continue;
        }
        // Swizzled memory (scratch; MUBUF with the swizzle bit) interleaves lanes per dword
        // (AMDGPUUsage "Private Segment Buffer", element size 4): dword k of a wide access
        // lies at the swizzled address of offset + 4k, not 4k bytes after dword 0. An access at
        // an offset that is not a multiple of 4 (only where the hardware allows it, see
        // `check_aligned`) has one address per byte instead (`bytewise`): its bytes straddle
        // swizzle slots.
        let mut swz: SmallVec<[u64; 4]> = SmallVec::new();
        let mut bytewise = false;
        // Per dword, or per byte when unaligned: `addr(o)` is the swizzled address of offset o.
        let mut swizzled = |off: u64, addr: &dyn Fn(u64) -> u64| {
            if off.is_multiple_of(4) || b == 1 {
                swz.extend((0..nd as u64).map(|k| addr(off + 4 * k)));
            } else {
                bytewise = true;
                swz.extend((0..b as u64).map(|i| addr(off + i)));
            }
        };
        // Dwords of a MUBUF access out of the resource's range (bit k: dword k).
        let mut out_of_range = 0u32;
        let private = |off: u64| -> Result<Loc> {
            let off = off as u32;
            if off as u64 + b as u64 > cx.private_size as u64 {
                return Err(oob(
                    &what(),
                    format!(
                        "private (scratch) access of {b} bytes at offset {off:#x} beyond the per-lane private segment of {} bytes",
                        cx.private_size
                    ),
                ));
            }
            Ok(Loc::Global(scratch_addr(scratch_base, off, lane, w.lanes)))
        };
        // Where this lane's access must be aligned (`check_aligned`): memory and address.
        let mut align_at: Option<(AlignedMemory, u64)> = None;
        let loc = match m.space {
            Space::Global if m.addtid => Loc::Global(
                sa.unwrap_or(0)
                    .wrapping_add(mods.offset as u64)
                    .wrapping_add(4 * lane as u64),
            ),
            Space::Global => {
                let a = match sa {
                    Some(base) => base.wrapping_add(w.lane32(op.a, 0, lane) as u64),
                    None => w.lane_val(op.a, crate::sem::Ty::B64, lane),
                };
                Loc::Global(a.wrapping_add(mods.offset as u64))
            }
            Space::Scratch => {
                let mut off = sa.unwrap_or(0) as u32 as u64;
                if let Opnd::V(..) = op.a {
                    off += w.lane32(op.a, 0, lane) as u64;
                }
                let off = off.wrapping_add(mods.offset as u64) & 0xffff_ffff;
                align_at = Some((AlignedMemory::Scratch, off));
                swizzled(off, &|o| {
                    scratch_addr(scratch_base, o as u32, lane, w.lanes)
                });
                private(off)?
            }
            Space::Flat => {
                let a = w
                    .lane_val(op.a, crate::sem::Ty::B64, lane)
                    .wrapping_add(mods.offset as u64);
                match flat_target(a) {
                    FlatTarget::Global(g) => Loc::Global(g),
                    FlatTarget::Lds(l) => {
                        any_lds = true;
                        align_at = Some((AlignedMemory::Lds, l as u64));
                        Loc::Lds(l)
                    }
                    FlatTarget::Private(p) => {
                        align_at = Some((AlignedMemory::Scratch, p as u64));
                        swizzled(p as u64, &|o| {
                            scratch_addr(scratch_base, o as u32, lane, w.lanes)
                        });
                        private(p as u64)?
                    }
                }
            }
            _ => {
                let d = vsharp.unwrap_or([0; 4]);
                let base = d[0] as u64 | ((d[1] & 0xffff) as u64) << 32;
                let stride = (d[1] >> 16) & 0x3fff;
                let swizzle = d[1] >> 31 & 1 != 0;
                let add_tid = d[3] >> 23 & 1 != 0;
                let istride = 8u64 << ((d[3] >> 21) & 3);
                if mods.addr64 {
                    // GFX6/GFX7 ADDR64: VADDR is a 64-bit byte address added to the base, with
                    // no index, swizzle or range check (SI/CI ISA "Buffer Instructions",
                    // ADDR64; LLVM builds these descriptors with num_records 0).
                    let va = w.lane_val(op.a, crate::sem::Ty::B64, lane);
                    let a = base
                        .wrapping_add(soff as u64)
                        .wrapping_add(va)
                        .wrapping_add(mods.offset as u64);
                    align_at = Some((AlignedMemory::Global, a));
                    Loc::Global(a)
                } else {
                    let mut vpart = 0u16;
                    let mut index = 0u64;
                    if mods.idxen {
                        index = w.lane32(op.a, 0, lane) as u64;
                        vpart = 1;
                    }
                    if add_tid {
                        index += lane as u64;
                    }
                    let mut offset = mods.offset as u64;
                    if mods.offen {
                        offset += w.lane32(op.a, vpart, lane) as u64;
                    }
                    // The buffer offset is a 32-bit sum (llc-19 relies on the wrap-around: a
                    // negative VGPR offset plus a positive instruction offset).
                    offset &= 0xffff_ffff;
                    let a = if swizzle {
                        let (es, st) = (4u64, stride as u64);
                        let at = |offset: u64| {
                            base + soff as u64
                                + ((index / istride) * st + (offset / es) * es) * istride
                                + (index % istride) * es
                                + offset % es
                        };
                        swizzled(offset, &at);
                        align_at = Some((AlignedMemory::Scratch, offset));
                        at(offset)
                    } else {
                        // Range checking (gfxc_ir::buffer: MI100 ISA §9.1.5 for GFX6-GFX9,
                        // OOB_SELECT on GFX10+): out-of-range dwords read 0 and are not
                        // written; format accesses, sub-dword accesses and atomics are
                        // checked as a whole.
                        let rules = if cx.prog.gen >= Generation::Gfx10_1 {
                            gfxc_ir::buffer::BufferRules::Gfx10
                        } else {
                            gfxc_ir::buffer::BufferRules::Gfx6
                        };
                        let vs = gfxc_ir::buffer::Vsharp::decode(d, rules);
                        let check = |o: u64, n: u64| {
                            gfxc_ir::buffer::in_range(rules, &vs, mods.idxen, index, o, n)
                        };
                        let whole = fmt.is_some()
                            || matches!(m.kind, Kind::Atomic(_))
                            || !b.is_multiple_of(4);
                        if whole {
                            if !check(offset, b as u64) {
                                out_of_range = (1u32 << nd) - 1;
                            }
                        } else {
                            for k in 0..nd as u64 {
                                if !check(offset + 4 * k, 4) {
                                    out_of_range |= 1 << k;
                                }
                            }
                        }
                        let a = base + soff as u64 + index * stride as u64 + offset;
                        align_at = Some((AlignedMemory::Global, a));
                        a
                    };
                    Loc::Global(a)
                }
            }
        };
        if let (Some((memory, a)), None, Kind::Load | Kind::Store) = (align_at, fmt, m.kind) {
            check_aligned(w, cx.prog, &what, memory, a, b)?;
        }
        // The address of byte `a` of the access (`a` is a dword start, or within dword 0).
        let global = |g: u64, a: u32| match swz.get(a as usize / 4) {
            Some(&d) => d + (a % 4) as u64,
            None => g + a as u64,
        };
        let read = |cx: &mut Ctx, a: u32, n: usize| -> Result<u64> {
            match loc {
                Loc::Global(_) if bytewise => (0..n).try_fold(0u64, |v, i| {
                    let x = cx.mem.read_n(swz[a as usize + i], 1)?;
                    Ok(v | x << (8 * i))
                }),
                Loc::Global(g) => cx.mem.read_n(global(g, a), n),
                Loc::Lds(l) => cx.lds.read_n(l + a, n),
            }
            .map_err(|e| oob(&what(), e.message))
        };
        let write = |cx: &mut Ctx, a: u32, n: usize, v: u64| -> Result<()> {
            match loc {
                Loc::Global(_) if bytewise => (0..n)
                    .try_for_each(|i| cx.mem.write_n(swz[a as usize + i], 1, v >> (8 * i) & 0xff)),
                Loc::Global(g) => cx.mem.write_n(global(g, a), n, v),
                Loc::Lds(l) => cx.lds.write_n(l + a, n, v),
            }
            .map_err(|e| oob(&what(), e.message))
        };
        let all_out = nd > 0 && out_of_range == (1u32 << nd) - 1;
        if all_out && (fmt.is_some() || matches!(m.kind, Kind::Atomic(_))) {
            // Out of range as a whole: a load reads zeros, a store or atomic does nothing
            // and a returning atomic returns zero.
            if m.kind == Kind::Load {
                // A typed load writes its data registers (one per component, or packed
                // halves), not the element's dwords.
                let regs = match (fmt, op.d) {
                    (Some(_), Opnd::V(_, n) | Opnd::A(_, n)) => n as u16,
                    _ => nd,
                };
                for k in 0..regs {
                    w.set_lane32(op.d, k, lane, 0);
                }
            } else if !ret_op.is_none() {
                for k in 0..dwords(m.bytes.min(8)) {
                    w.set_lane32(ret_op, k, lane, 0);
                }
            }
            continue;
        }
        if let Some((f, sel)) = fmt {
            typed_lane(w, cx, op, &m, &f, sel, data_op, lane, &read, &write)?;
            continue;
        }
        // Whole dwords in global memory: one bounds check per lane.
        if let (Loc::Global(g), Kind::Load | Kind::Store) = (loc, m.kind) {
            if b.is_multiple_of(4) && swz.len() <= 1 && out_of_range == 0 {
                let bytes = cx.mem.slice(g, b).map_err(|e| oob(&what(), e.message))?;
                for (k, d) in bytes.chunks_exact_mut(4).enumerate() {
                    if m.kind == Kind::Load {
                        let v = u32::from_le_bytes([d[0], d[1], d[2], d[3]]);
                        w.set_lane32(op.d, k as u16, lane, v);
                    } else {
                        d.copy_from_slice(&w.lane32(data_op, k as u16, lane).to_le_bytes());
                    }
                }
                continue;
            }
        }
        match m.kind {
            Kind::Load => {
                for k in 0..nd {
                    let chunk = (b - 4 * k as usize).min(4);
                    let v = if out_of_range >> k & 1 != 0 {
                        0
                    } else {
                        read(cx, 4 * k as u32, chunk)?
                    };
                    let old = w.lane32(op.d, k, lane);
                    w.set_lane32(op.d, k, lane, load_value(&m, old, v, chunk as u8));
                }
            }
            Kind::Store => {
                for k in 0..nd {
                    if out_of_range >> k & 1 != 0 {
                        continue;
                    }
                    let chunk = (b - 4 * k as usize).min(4);
                    let v = store_value(&m, w.lane32(data_op, k, lane));
                    write(cx, 4 * k as u32, chunk, v)?;
                }
            }
            Kind::Atomic(at) => {
                let t = if b == 8 {
                    crate::sem::Ty::B64
                } else {
                    crate::sem::Ty::B32
                };
                let data = w.lane_val(data_op, t, lane);
                let cmp = if matches!(at, Atom::CmpSwap | Atom::FCmpSwap) {
                    // DATA = {new, compare}: the compare value follows the new value.
                    let part = if b == 8 { 2 } else { 1 };
                    let lo = w.lane32(data_op, part, lane) as u64;
                    if b == 8 {
                        lo | (w.lane32(data_op, part + 1, lane) as u64) << 32
                    } else {
                        lo
                    }
                } else {
                    0
                };
                let old = read(cx, 0, b)?;
                write(cx, 0, b, atomic(at, m.bytes, old, data, cmp))?;
                if !ret_op.is_none() {
                    w.set_lane32(ret_op, 0, lane, old as u32);
                    if b == 8 {
                        w.set_lane32(ret_op, 1, lane, (old >> 32) as u32);
                    }
                }
            }
            // DS only (`sem_mem::ds`).
            Kind::Cross(_) => {}
        }
    }
    let returns = match m.kind {
        Kind::Load => true,
        Kind::Store => false,
        Kind::Atomic(_) => !ret_op.is_none(),
        Kind::Cross(_) => true,
    };
    vmem_issue(w, i, op, &m, returns, any_lds);
    Ok(())
}

/// One lane of a typed buffer load or store (`crate::buffer_format`): the element is read,
/// converted to / from the data VGPRs (D16: packed halves, or one per VGPR when the
/// instruction names a VGPR per component, GFX8's unpacked D16) and written back.
#[allow(clippy::too_many_arguments)]
fn typed_lane(
    w: &mut Wave,
    cx: &mut Ctx,
    op: &Op,
    m: &MemOp,
    f: &crate::buffer_format::Fmt,
    sel: u32,
    data_op: Opnd,
    lane: u32,
    read: &dyn Fn(&mut Ctx, u32, usize) -> Result<u64>,
    write: &dyn Fn(&mut Ctx, u32, usize, u64) -> Result<()>,
) -> Result<()> {
    use crate::buffer_format as bf;
    use crate::sem_mem::{D16_HI, D16_LO};
    let eb = f.bytes() as usize;
    let mut el = 0u128;
    let mut k = 0;
    while k < eb {
        let c = (eb - k).min(4);
        el |= (read(cx, k as u32, c)? as u128) << (8 * k);
        k += c;
    }
    let count = m.format as usize;
    let regs = match data_op {
        Opnd::V(_, n) => n as usize,
        _ => 0,
    };
    let unpacked = m.d16 == D16_LO && count > 1 && regs >= count;
    match m.kind {
        Kind::Load => {
            let v = bf::load(f, el, count, Some(sel));
            match m.d16 {
                0 => {
                    for (c, &x) in v.iter().enumerate().take(count) {
                        w.set_lane32(op.d, c as u16, lane, x);
                    }
                }
                D16_HI => {
                    let old = w.lane32(op.d, 0, lane);
                    w.set_lane32(op.d, 0, lane, (old & 0xffff) | bf::to_d16(f, v[0]) << 16);
                }
                _ if unpacked => {
                    for (c, &x) in v.iter().enumerate().take(count) {
                        w.set_lane32(op.d, c as u16, lane, bf::to_d16(f, x));
                    }
                }
                _ => {
                    for p in 0..count.div_ceil(2) {
                        let old = w.lane32(op.d, p as u16, lane);
                        let lo = bf::to_d16(f, v[2 * p]);
                        let hi = if 2 * p + 1 < count {
                            bf::to_d16(f, v[2 * p + 1]) << 16
                        } else {
                            old & 0xffff_0000
                        };
                        w.set_lane32(op.d, p as u16, lane, lo | hi);
                    }
                }
            }
        }
        Kind::Store => {
            let vals: SmallVec<[u32; 4]> = (0..count)
                .map(|c| match m.d16 {
                    0 => w.lane32(data_op, c as u16, lane),
                    D16_HI => bf::from_d16(f, w.lane32(data_op, 0, lane) >> 16),
                    _ if unpacked => bf::from_d16(f, w.lane32(data_op, c as u16, lane)),
                    _ => bf::from_d16(f, w.lane32(data_op, (c / 2) as u16, lane) >> (16 * (c % 2))),
                })
                .collect();
            let Some(new) = bf::store(f, el, &vals) else {
                return Err(SimError::new(
                    ErrorKind::Unsupported,
                    format!(
                        "`{}`: stores in a packed 10/11-bit float format are not simulated",
                        op.describe(cx.prog.wave64)
                    ),
                ));
            };
            let mut k = 0;
            while k < eb {
                let c = (eb - k).min(4);
                write(cx, k as u32, c, (new >> (8 * k)) as u64 & 0xffff_ffff)?;
                k += c;
            }
        }
        _ => {}
    }
    Ok(())
}

/// Count a VMEM instruction on its counters; `returns`: it writes registers; `any_lds`: a FLAT
/// access reached LDS.
fn vmem_issue(w: &mut Wave, i: usize, op: &Op, m: &MemOp, returns: bool, any_lds: bool) {
    let vcnt = if w.gen10 && !returns {
        Counter::Vs
    } else {
        Counter::Vm
    };
    let mut dest: SmallVec<[RegRange; 3]> = SmallVec::new();
    if returns {
        dest.extend(op.writes.iter().copied());
        if let Kind::Atomic(_) = m.kind {
            // A returning atomic writes back the old memory value only: one dword for the
            // 32-bit forms, although a MUBUF/FLAT compare-and-swap names a register pair
            // (data and compare value) as its data operand.
            let n = (m.bytes / 4).max(1);
            for r in &mut dest {
                r.n = r.n.min(n);
            }
        }
    }
    if m.space == Space::Flat {
        let data = if any_lds { Counter::Lgkm } else { vcnt };
        w.tracker
            .issue(i, &[(vcnt, true), (Counter::Lgkm, false)], data, &dest);
    } else {
        w.tracker.issue(i, &[(vcnt, true)], vcnt, &dest);
    }
}

/// Fast path: whole-dword GLOBAL (or FLAT reaching global memory in every lane) loads and
/// stores, with addresses computed as a column and one bounds check per lane. Returns false
/// (nothing done) when the op does not fit.
fn vmem_global(
    w: &mut Wave,
    cx: &mut Ctx,
    op: &Op,
    m: &MemOp,
    offset: i64,
    what: &dyn Fn() -> String,
) -> Result<bool> {
    let lanes = w.lanes as usize;
    let full = if lanes == 64 { u64::MAX } else { 0xffff_ffff };
    let exec = w.exec() & full;
    let Opnd::V(a, _) = op.a else {
        return Ok(false);
    };
    let va = a as usize * lanes;
    let saddr = match op.sa {
        Opnd::S(..) if m.space == Space::Global => Some(w.read_scalar(op.sa, 2)),
        _ => None,
    };
    let need = if saddr.is_some() { 1 } else { 2 };
    if va + need * lanes > w.vgpr.len() {
        return Ok(false);
    }
    let vgpr = &w.vgpr;
    let addr_of = |l: usize| {
        let x = match saddr {
            Some(base) => base.wrapping_add(vgpr[va + l] as u64),
            None => vgpr[va + l] as u64 | (vgpr[va + lanes + l] as u64) << 32,
        };
        x.wrapping_add(offset as u64)
    };
    let b = m.bytes as usize;
    let mut addr = [0u64; 64];
    let mut act = exec;
    // Consecutive elements in lane order (a coalesced access of the whole wave).
    let mut coalesced = exec == full;
    let a0 = addr_of(0);
    while act != 0 {
        let l = act.trailing_zeros() as usize;
        act &= act - 1;
        addr[l] = addr_of(l);
        coalesced &= addr[l] == a0.wrapping_add((l * b) as u64);
        if m.space == Space::Flat && !matches!(flat_target(addr[l]), FlatTarget::Global(_)) {
            return Ok(false);
        }
    }
    let data = if m.kind == Kind::Load { op.d } else { op.da };
    let (file, r) = match data {
        Opnd::V(r, _) => (&mut w.vgpr, r),
        Opnd::A(r, _) => (&mut w.agpr, r),
        _ => return Ok(false),
    };
    let nd = b / 4;
    let base = r as usize * lanes;
    if base + nd * lanes > file.len() {
        return Ok(false);
    }
    if coalesced && nd == 1 {
        if let Ok(bytes) = cx.mem.slice(a0, b * lanes) {
            let regs = &mut file[base..base + lanes];
            for (x, d) in regs.iter_mut().zip(bytes.chunks_exact_mut(4)) {
                if m.kind == Kind::Load {
                    *x = u32::from_le_bytes([d[0], d[1], d[2], d[3]]);
                } else {
                    d.copy_from_slice(&x.to_le_bytes());
                }
            }
            return Ok(true);
        }
    }
    let mut act = exec;
    while act != 0 {
        let l = act.trailing_zeros() as usize;
        act &= act - 1;
        let bytes = cx
            .mem
            .slice(addr[l], b)
            .map_err(|e| oob(&what(), e.message))?;
        for (k, d) in bytes.chunks_exact_mut(4).enumerate() {
            let x = &mut file[base + k * lanes + l];
            if m.kind == Kind::Load {
                *x = u32::from_le_bytes([d[0], d[1], d[2], d[3]]);
            } else {
                d.copy_from_slice(&x.to_le_bytes());
            }
        }
    }
    Ok(true)
}

/// `ds_bpermute_b32`, `ds_permute_b32`, `ds_swizzle_b32` (GFX9 ISA "LDS Instructions"): every
/// result is computed from the operands as they were before the instruction (all lanes read
/// first), and only active lanes are written.
fn cross_lane(w: &mut Wave, op: &Op, c: crate::sem_mem::Cross, off: u32, exec: u64) {
    use crate::sem_mem::Cross;
    let n = w.lanes;
    let active = |l: u32| exec >> l & 1 != 0;
    let mut out = [0u32; 64];
    match c {
        Cross::Bpermute => {
            for l in (0..n).filter(|&l| active(l)) {
                let src = (w.lane32(op.a, 0, l).wrapping_add(off) >> 2) & (n - 1);
                out[l as usize] = if active(src) {
                    w.lane32(op.da, 0, src)
                } else {
                    0
                };
            }
        }
        Cross::Permute => {
            for l in (0..n).filter(|&l| active(l)) {
                let dst = (w.lane32(op.a, 0, l).wrapping_add(off) >> 2) & (n - 1);
                out[dst as usize] = w.lane32(op.da, 0, l);
            }
        }
        Cross::Swizzle => {
            for l in (0..n).filter(|&l| active(l)) {
                // Bit 15: quad permute, 2 bits per lane of the quad; else and/or/xor masks
                // (bits 0-4, 5-9, 10-14) on the lane index within each 32 lanes.
                let src = if off & 0x8000 != 0 {
                    (l & !3) + ((off >> (2 * (l & 3))) & 3)
                } else {
                    let (and, or, xor) = (off & 31, off >> 5 & 31, off >> 10 & 31);
                    (l & 32) + ((((l & 31) & and) | or) ^ xor)
                };
                out[l as usize] = if src < n && active(src) {
                    w.lane32(op.a, 0, src)
                } else {
                    0
                };
            }
        }
    }
    for l in (0..n).filter(|&l| active(l)) {
        w.set_lane32(op.d, 0, l, out[l as usize]);
    }
}
