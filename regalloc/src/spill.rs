//! Spill code and the scratch setup each generation needs.
//!
//! * **SGPR spills** go to lanes of reserved VGPRs (`v_writelane_b32` / `v_readlane_b32`,
//!   which ignore EXEC, so they are correct on the linear CFG whatever lanes are active):
//!   spill slot `k` is lane `k % wave` of lane-VGPR `k / wave`. The lane VGPRs sit above every
//!   VGPR the allocation uses and are never touched by VGPR allocation, so they hold their
//!   values for the whole kernel (LLVM's `SILowerSGPRSpills` does the same).
//! * **VGPR spills** go to scratch, one dword per slot (`scratch_store_dword vZ, vN, off
//!   offset:4k` / `scratch_load_dword`; `_b32` names on GFX11), addressed through a VGPR
//!   that holds 0 in every lane: reserved above the allocation and written once at entry,
//!   where EXEC holds every lane of the wave. They are placed by the VGPR
//!   run on the *logical* CFG inside the block's EXEC window, so a spill stores exactly the
//!   lanes of the block that holds the value and a reload reads lanes that passed through the
//!   spill (per lane, the logical CFG is the path it takes).
//! * **Scratch setup** ([`with_scratch_setup`]): architected flat scratch (gfx940-gfx942,
//!   GFX11) needs only the private-segment enable; GFX9/GFX10 enable the Flat Scratch Init
//!   user SGPR pair (after the kernarg pointer) and the private segment wave offset system
//!   SGPR (after the work-group ids), and a prolog writes `FLAT_SCRATCH` = init + offset
//!   (`s_add_u32/s_addc_u32 flat_scratch_lo/hi` on GFX9, `s_setreg_b32 HW_REG_FLAT_SCR_LO/HI`
//!   on GFX10; AMDGPUUsage "Flat Scratch").
//! * **GFX6-GFX8** (no scratch instructions): VGPR spills are MUBUF accesses through the
//!   private segment buffer (`buffer_store_dword vN, off, s[R:R+3], 0 offset:4k`; no address
//!   VGPR). The private segment buffer becomes user SGPRs `s[0:3]` (AMDGPUUsage "Private
//!   Segment Buffer"; the other user SGPRs move up by four) and the scratch wavefront offset
//!   the last system SGPR; the rewrite copies the descriptor with the wave offset added to
//!   its base into an SGPR quad reserved above the allocation, at the very start of the
//!   kernel (before any allocated instruction can clobber the inputs), so every spill uses
//!   soffset 0 — the folding `llc-19` does. Allocas selected by `gfxc-isel` (`buffer.rs`)
//!   already enabled the inputs; the spill quad is then copied from the same registers.
//!
//! `gfxc-emit` derives the descriptor bits and `private_segment_fixed_size` from the scratch
//! instructions.

use gfxc_ir::StageError;
use gfxc_isa::inst::Mods;
use gfxc_isa::processors::{FlatScratch, Generation, Target};
use gfxc_isa::regs::{code, Operand, Reg, RegFile};
use gfxc_isa::table::{flag, table, Format};
use gfxc_isa::IsaVariant;
use gfxc_isa::Op;
use gfxc_mir::{Bank, Kind, MFunction, MInst, MOp, Pseudo};

/// How a target reaches its scratch for spills.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ScratchKind {
    /// GFX9: Flat Scratch Init + wave offset written to `flat_scratch` by the prolog.
    FlatInitGfx9,
    /// GFX10: the same through `s_setreg_b32` of the FLAT_SCR hardware registers.
    FlatInitGfx10,
    /// gfx940-gfx942, GFX11: FLAT_SCRATCH initialised by the hardware.
    Architected,
    /// GFX6-GFX8: MUBUF through the private segment buffer.
    Mubuf,
}

/// The scratch kind of a target.
pub fn scratch_kind(target: &Target) -> ScratchKind {
    let p = target.processor;
    match (p.flat_scratch, p.generation) {
        (FlatScratch::Architected, _) => ScratchKind::Architected,
        (_, g) if g.is_gfx10_plus() => ScratchKind::FlatInitGfx10,
        (_, g) if g >= Generation::Gfx9 => ScratchKind::FlatInitGfx9,
        _ => ScratchKind::Mubuf,
    }
}

/// How spill code addresses scratch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SpillAddr {
    /// `scratch_*` with this VGPR (0 in every lane) as the address.
    ZeroVgpr(u32),
    /// MUBUF `off` through the descriptor quad `s[n:n+3]` (wave offset already in its base).
    Rsrc(u32),
    /// A device function's frame (`gfxc_regalloc::calls`): `buffer_* vN, off, s[0:3], s33`
    /// (s33 in wave bytes) without architected flat scratch, `scratch_* off, vN, s33` with it
    /// (`calls::mubuf_frames`); the slots sit above the function's allocas, inside its frame.
    Frame,
}

/// A physical instruction `op` of `variant` with operands in its signature order; `defs`
/// marks the written operands. Modifiers are the defaults the assembler gives a plain line
/// (`op_sel_hi` all set, clear for VOP3P MAI rows).
pub fn phys(variant: IsaVariant, op: Op, ops: Vec<MOp>, defs: u32) -> Result<MInst, StageError> {
    let t = table(variant);
    let row = t
        .row(op)
        .ok_or_else(|| internal!("internal: {op} not available on {variant:?}"))?;
    let d = t.def(row);
    if d.ops.len() != ops.len() {
        return Err(internal!("internal: {op} takes {} operands", d.ops.len()));
    }
    let mai = d.format == Format::Vop3p && d.has(flag::MAI);
    Ok(MInst {
        kind: Kind::Hw(row),
        ops: ops.into(),
        defs,
        ret: None,
        m: Mods {
            op_sel_hi: if mai { 0 } else { 7 },
            ..Mods::default()
        },
        group: false,
        fixed: Vec::new(),
        mem: None,
    })
}

/// Register operands.
pub fn sreg(i: u32, n: u8) -> MOp {
    MOp::P(Reg::sgpr(i as u16, n))
}
pub fn vreg(i: u32) -> MOp {
    MOp::P(Reg::vgpr(i as u16, 1))
}
pub fn areg(i: u32) -> MOp {
    MOp::P(Reg::agpr(i as u16, 1))
}

/// An immediate or inline constant operand.
pub fn int(k: i8) -> MOp {
    MOp::C(Operand::InlineInt(k))
}

/// Scratch store/load mnemonics of a target (one dword).
pub fn scratch_names(f: &MFunction) -> (Op, Op) {
    if !table(f.variant).has(Op::scratch_store_dword) {
        (Op::scratch_store_b32, Op::scratch_load_b32)
    } else {
        (Op::scratch_store_dword, Op::scratch_load_dword)
    }
}

/// Largest immediate offset of a spill access: the scratch instructions' OFFSET is 13-bit
/// signed on GFX9 and GFX11 (0..=4095 of it non-negative) and 12-bit signed on GFX10
/// (0..=2047); MUBUF's (GFX6-GFX8) is 12-bit unsigned (0..=4095).
pub fn max_offset(target: &Target) -> u32 {
    if matches!(
        target.processor.generation,
        Generation::Gfx10_1 | Generation::Gfx10_3
    ) {
        2047
    } else {
        4095
    }
}

/// Where slot offset `off` is reached from: (part held in a register, immediate part). The
/// immediate keeps the low bits below the field's range (`max_offset + 1` is a power of two);
/// the rest is materialised: in the scratch address VGPR (`v_mov_b32`, which leaves SCC and
/// VCC alone: spill code may sit between a compare and its branch) or in the MUBUF `soffset`
/// SGPR reserved above the spill descriptor (`s_mov_b32`).
pub fn split_offset(target: &Target, off: u32) -> (u32, u32) {
    let step = max_offset(target) + 1;
    let k = off / step * step;
    (k, off - k)
}

/// `vgpr[base..base+width]` to scratch slots `slot..` (`store`) or back. Slots beyond the
/// immediate range ([`split_offset`]): the address VGPR (0 in every lane otherwise) holds the
/// high part during the accesses and is reset to 0 after them, under the same EXEC, so every
/// lane reads 0 from it between spills whatever lanes were active; on GFX6-GFX8 the SGPR after
/// the descriptor quad holds it, scaled by the wave size, as `soffset`.
#[allow(clippy::too_many_arguments)]
pub fn vgpr_spill(
    f: &MFunction,
    target: &Target,
    store: bool,
    base: u16,
    width: u8,
    slot: u32,
    addr: SpillAddr,
    out: &mut Vec<MInst>,
) -> Result<(), StageError> {
    let (st, ld) = scratch_names(f);
    let v = f.variant;
    // The high part the address register holds now.
    let mut held = 0u32;
    for i in 0..width as u32 {
        // Spill slots start above the allocas, dword-aligned (as `scratch_setup` sizes them).
        let off = f.private_bytes.next_multiple_of(4) + 4 * (slot + i);
        let (hi, lo) = split_offset(target, off);
        if hi != held {
            match addr {
                SpillAddr::ZeroVgpr(z) => out.push(phys(
                    v,
                    Op::v_mov_b32_e32,
                    vec![vreg(z), MOp::C(Operand::Literal(hi))],
                    1,
                )?),
                // The private segment buffer is swizzled per lane (element size 4, index
                // stride = the wave: AMDGPUUsage "Private Segment Buffer"); `soffset` is added
                // unswizzled, so a per-lane offset `hi` is `hi` × wave size bytes there (as
                // LLVM's scaled frame offsets).
                SpillAddr::Rsrc(r) => {
                    let ws = if f.wave64 { 64 } else { 32 };
                    out.push(phys(
                        v,
                        Op::s_mov_b32,
                        vec![sreg(r + 4, 1), MOp::C(Operand::Literal(hi * ws))],
                        1,
                    )?)
                }
                // A device function's frame: s28 (never allocated there, free outside the
                // call sequences) = s33 + the high part, as llc-19 materialises a frame offset
                // past the immediate field in a scavenged SGPR. The add writes SCC, which spill
                // code may sit inside of (a compare before its branch): kept in s29 first.
                SpillAddr::Frame => {
                    if held == 0 {
                        out.push(phys(
                            v,
                            Op::s_cselect_b32,
                            vec![sreg(FAR_SCC, 1), int(1), int(0)],
                            1,
                        )?);
                    }
                    out.push(far_base(f, target, FAR_BASE, crate::calls::FP, hi)?);
                }
            }
            held = hi;
        }
        let vr = base as u32 + i;
        let frame_base = if hi > 0 { FAR_BASE } else { crate::calls::FP };
        let mut inst = match (addr, store) {
            (SpillAddr::ZeroVgpr(z), true) => {
                phys(v, st, vec![vreg(z), vreg(vr), MOp::C(Operand::Off)], 0)?
            }
            (SpillAddr::ZeroVgpr(z), false) => {
                phys(v, ld, vec![vreg(vr), vreg(z), MOp::C(Operand::Off)], 1)?
            }
            (SpillAddr::Rsrc(r), store) => phys(
                v,
                if store {
                    Op::buffer_store_dword
                } else {
                    Op::buffer_load_dword
                },
                vec![
                    vreg(vr),
                    MOp::C(Operand::Off),
                    sreg(r, 4),
                    if hi > 0 { sreg(r + 4, 1) } else { int(0) },
                ],
                u32::from(!store),
            )?,
            (SpillAddr::Frame, store) if crate::calls::mubuf_frames(target) => phys(
                v,
                if store {
                    Op::buffer_store_dword
                } else {
                    Op::buffer_load_dword
                },
                vec![
                    vreg(vr),
                    MOp::C(Operand::Off),
                    sreg(crate::calls::RSRC_INPUT, 4),
                    sreg(frame_base, 1),
                ],
                u32::from(!store),
            )?,
            (SpillAddr::Frame, true) => phys(
                v,
                st,
                vec![MOp::C(Operand::Off), vreg(vr), sreg(frame_base, 1)],
                0,
            )?,
            (SpillAddr::Frame, false) => phys(
                v,
                ld,
                vec![vreg(vr), MOp::C(Operand::Off), sreg(frame_base, 1)],
                1,
            )?,
        };
        inst.m.offset = lo as i64;
        out.push(inst);
    }
    if held != 0 {
        match addr {
            SpillAddr::ZeroVgpr(z) => {
                out.push(phys(v, Op::v_mov_b32_e32, vec![vreg(z), int(0)], 1)?)
            }
            // SCC back (`s_cmp_lg_u32` writes it, from the copy `s_cselect_b32` made).
            SpillAddr::Frame => out.push(phys(
                v,
                Op::s_cmp_lg_u32,
                vec![sreg(FAR_SCC, 1), int(0)],
                0,
            )?),
            SpillAddr::Rsrc(_) => {}
        }
    }
    Ok(())
}

/// The SGPR a device function's spill reaches a frame slot past the immediate range through
/// (s28: never allocated in a device function, `calls::SGPR_LIMIT`; the call sequences use it
/// only inside themselves).
const FAR_BASE: u32 = 28;
/// Where such a spill keeps SCC meanwhile (s29).
const FAR_SCC: u32 = 29;

/// `s<dst> = s<base> + hi` for a frame slot `hi` per-lane bytes above `base` (s32/s33): in
/// wave bytes where frames are MUBUF (`calls::mubuf_frames`: `soffset` is added unswizzled,
/// so per-lane bytes × the wave size), per-lane bytes with architected flat scratch. Writes
/// SCC. `hi` may be "negative" (wrapping): the same add undoes an earlier one.
pub fn far_base(
    f: &MFunction,
    target: &Target,
    dst: u32,
    base: u32,
    hi: u32,
) -> Result<MInst, StageError> {
    let scale = if crate::calls::mubuf_frames(target) {
        if f.wave64 {
            64
        } else {
            32
        }
    } else {
        1
    };
    phys(
        f.variant,
        Op::s_add_u32,
        vec![
            sreg(dst, 1),
            sreg(base, 1),
            MOp::C(Operand::Literal(hi.wrapping_mul(scale))),
        ],
        1,
    )
}

/// `sgpr[base..base+width]` to lanes of the lane VGPRs from `lane_vgpr0` (`store`) or back.
#[allow(clippy::too_many_arguments)]
pub fn sgpr_spill(
    f: &MFunction,
    _target: &Target,
    store: bool,
    base: u16,
    width: u8,
    slot: u32,
    lane_vgpr0: u32,
    out: &mut Vec<MInst>,
) -> Result<(), StageError> {
    let ws = if f.wave64 { 64 } else { 32 };
    for i in 0..width as u32 {
        let (k, s) = (slot + i, base as u32 + i);
        let v = lane_vgpr0 + k / ws;
        let lane = k % ws;
        let lane = int(lane as i8);
        out.push(if store {
            phys(
                f.variant,
                Op::v_writelane_b32,
                vec![vreg(v), sreg(s, 1), lane],
                1,
            )?
        } else {
            phys(
                f.variant,
                Op::v_readlane_b32,
                vec![sreg(s, 1), vreg(v), lane],
                1,
            )?
        });
    }
    Ok(())
}

/// `f` with the scratch setup for VGPR spills: user/system SGPRs the target needs as fixed
/// entry definitions (later system SGPRs shifted) and the `FLAT_SCRATCH` prolog; on GFX6-GFX8
/// only the private segment buffer and wave offset inputs (the rewrite copies them).
pub fn with_scratch_setup(f: &MFunction, target: &Target) -> Result<MFunction, StageError> {
    let kind = scratch_kind(target);
    let mut g = f.clone();
    if kind == ScratchKind::Mubuf {
        return with_private_buffer(g);
    }
    if kind == ScratchKind::Architected || f.private_bytes > 0 {
        // Architected, or already set up by isel for the kernel's allocas.
        return Ok(g);
    }
    let old_user = f.abi.user_sgpr_count as u16;
    if old_user != f.abi.selected_user_sgprs() as u16 {
        return Err(internal!(
            "internal: scratch setup expects only the dispatch pointer, kernarg pointer and dispatch id"
        ));
    }
    let nsys = f.abi.workgroup_id.iter().filter(|x| **x).count() as u16;
    let init = g.new_vreg(Bank::S, 2);
    let wave_off = g.new_vreg(Bank::S, 1);
    let entry = g.blocks[0]
        .insts
        .first_mut()
        .filter(|i| i.kind == Kind::Pseudo(Pseudo::Entry))
        .ok_or_else(|| internal!("internal: no entry pseudo"))?;
    for r in entry.fixed.iter_mut() {
        if r.file == gfxc_isa::regs::RegFile::Sgpr && r.index >= old_user {
            r.index += 2;
        }
    }
    let n = entry.ops.len();
    entry.ops.push(MOp::V {
        reg: init,
        off: 0,
        n: 2,
    });
    entry.fixed.push(Reg::sgpr(old_user, 2));
    entry.ops.push(MOp::V {
        reg: wave_off,
        off: 0,
        n: 1,
    });
    entry.fixed.push(Reg::sgpr(old_user + 2 + nsys, 1));
    entry.defs |= 3 << n;
    g.abi.user_sgpr_count += 2;
    let v = |r, off| MOp::V { reg: r, off, n: 1 };
    let mut pro = Vec::new();
    if kind == ScratchKind::FlatInitGfx9 {
        // FLAT_SCRATCH_LO/HI (GFX9 codes).
        let fs = |k: u16| {
            MOp::P(Reg {
                file: RegFile::Special,
                index: code::FLAT_SCRATCH_LO + k,
                count: 1,
            })
        };
        let vt = g.variant;
        let a = phys(
            vt,
            Op::s_add_u32,
            vec![fs(0), v(init, 0), v(wave_off, 0)],
            1,
        )?;
        let b = phys(vt, Op::s_addc_u32, vec![fs(1), v(init, 1), int(0)], 1)?;
        pro.push(a);
        pro.push(b);
    } else {
        let lo = g.new_vreg(Bank::S, 1);
        let hi = g.new_vreg(Bank::S, 1);
        let vt = g.variant;
        let a = phys(
            vt,
            Op::s_add_u32,
            vec![v(lo, 0), v(init, 0), v(wave_off, 0)],
            1,
        )?;
        let b = phys(vt, Op::s_addc_u32, vec![v(hi, 0), v(init, 1), int(0)], 1)?;
        pro.push(a);
        pro.push(b);
        // `s_setreg_b32 hwreg(HW_REG_FLAT_SCR_LO/HI)` (ids 20/21), the whole register
        // (size 32 encoded as 31 in bits 11-15).
        for (r, id) in [(lo, 20), (hi, 21)] {
            let hwreg = MOp::C(Operand::Imm(id | (31 << 11)));
            pro.push(phys(vt, Op::s_setreg_b32, vec![hwreg, v(r, 0)], 0)?);
        }
    }
    let k = pro.len();
    g.scratch_prolog += k as u32;
    let b0 = &mut g.blocks[0];
    let _ = b0.insts.splice(1..1, pro);
    if b0.prologue >= 1 {
        b0.prologue += k;
    }
    if b0.epilogue >= 1 {
        b0.epilogue += k;
    }
    Ok(g)
}

/// `f` with the private segment buffer enabled (user SGPRs s[0:3], every other input SGPR
/// four higher), unless it already is: GFX6-GFX8 scratch, and the scratch descriptor a calling
/// kernel passes to its callees where frames are MUBUF (`calls::mubuf_frames`).
pub fn with_private_buffer(mut g: MFunction) -> Result<MFunction, StageError> {
    if g.abi.private_segment_buffer {
        // Already enabled (isel, for the kernel's allocas on GFX6-GFX8).
        return Ok(g);
    }
    let entry = g.blocks[0]
        .insts
        .first_mut()
        .filter(|i| i.kind == Kind::Pseudo(Pseudo::Entry))
        .ok_or_else(|| internal!("internal: no entry pseudo"))?;
    for r in entry.fixed.iter_mut() {
        if r.file == gfxc_isa::regs::RegFile::Sgpr {
            r.index += 4;
        }
    }
    g.abi.user_sgpr_count += 4;
    g.abi.private_segment_buffer = true;
    Ok(g)
}

/// GFX6-GFX8 spill prolog: `s[r:r+3]` = the private segment buffer `s[0:3]` with the scratch
/// wave offset `s[wave_off]` added to its base (carry into the high dword, whose upper bits
/// are the stride/swizzle fields and stay as CP wrote them).
pub fn mubuf_spill_prolog(
    target: &Target,
    r: u32,
    wave_off: u16,
) -> Result<Vec<MInst>, StageError> {
    let v = target.processor.isa;
    Ok(vec![
        phys(
            v,
            Op::s_add_u32,
            vec![sreg(r, 1), sreg(0, 1), sreg(wave_off as u32, 1)],
            1,
        )?,
        phys(
            v,
            Op::s_addc_u32,
            vec![sreg(r + 1, 1), sreg(1, 1), int(0)],
            1,
        )?,
        phys(v, Op::s_mov_b64, vec![sreg(r + 2, 2), sreg(2, 2)], 1)?,
    ])
}

/// Where a VGPR spill slot that regalloc2 left in memory lives.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SlotHome {
    /// AGPRs from this one (one per dword): `v_accvgpr_write_b32` spills, `v_accvgpr_read_b32`
    /// reloads (gfx908/gfx90a/gfx942, LLVM's "spill VGPR to AGPR").
    Agpr(u32),
    /// Scratch from this dword slot.
    Scratch(u32),
}

/// The homes of a VGPR run's memory spill slots (indexed by the packing's `End::Mem` offset
/// of each slot's first dword; `None` for the other dwords).
#[derive(Clone, Debug, Default)]
pub struct SlotHomes {
    pub home: Vec<Option<SlotHome>>,
    /// Dwords held in AGPRs.
    pub in_agprs: u32,
    /// Dwords left in scratch (the spill frame).
    pub scratch: u32,
}

impl SlotHomes {
    /// Every slot in scratch, at the packing's offsets.
    pub fn scratch_only(mem_slots: u32) -> SlotHomes {
        SlotHomes {
            home: (0..mem_slots).map(|k| Some(SlotHome::Scratch(k))).collect(),
            in_agprs: 0,
            scratch: mem_slots,
        }
    }

    /// The home of the slot starting at memory offset `k`.
    pub fn of(&self, k: u32) -> Result<SlotHome, StageError> {
        self.home
            .get(k as usize)
            .copied()
            .flatten()
            .ok_or_else(|| internal!("internal: spill slot {k} has no home"))
    }
}

/// Loop depth of each block of `view` (its CFG is structured: a back edge goes from a block
/// to one at or before it in layout order, and the loop is the blocks between them).
fn loop_depths(view: &crate::view::View) -> Vec<u32> {
    let n = view.succs.len();
    let mut depth = vec![0u32; n];
    for (b, ss) in view.succs.iter().enumerate() {
        for s in ss {
            let h = s.index();
            if h <= b {
                for d in depth.iter_mut().take(b + 1).skip(h) {
                    *d += 1;
                }
            }
        }
    }
    depth
}

/// Homes for the memory spill slots of VGPR run `v` with `room` AGPRs free from AGPR
/// `agpr0` on: the slots with the most spills and reloads (each weighted by 8 per loop level
/// it sits in, up to 4 levels) take AGPRs while whole slots fit, the rest stay in scratch,
/// renumbered densely in their old order. Deterministic (ties: the lower offset first).
pub(crate) fn vgpr_slot_homes(v: &crate::RunOut, agpr0: u32, room: u32) -> SlotHomes {
    use crate::color::End;
    let mem = v.color.mem_slots;
    if mem == 0 || room == 0 {
        return SlotHomes::scratch_only(mem);
    }
    let depth = loop_depths(&v.view);
    // Per slot start: width and weight.
    let mut width = vec![0u8; mem as usize];
    let mut weight = vec![0u64; mem as usize];
    for (ei, ends) in v.color.edit_regs.iter().enumerate() {
        let (k, w) = match *ends {
            [Some(End::Mem(k)), Some(End::Reg(_, w))]
            | [Some(End::Reg(_, w)), Some(End::Mem(k))] => (k, w),
            _ => continue,
        };
        let inst = v.out.edits[ei].0.inst().index();
        let d = v
            .view
            .insts
            .get(inst)
            .map_or(0, |vi| depth.get(vi.vblock).copied().unwrap_or(0));
        width[k as usize] = width[k as usize].max(w);
        weight[k as usize] += 8u64.pow(d.min(4));
    }
    let mut starts: Vec<u32> = (0..mem).filter(|&k| width[k as usize] > 0).collect();
    starts.sort_by_key(|&k| (std::cmp::Reverse(weight[k as usize]), k));
    let mut home: Vec<Option<SlotHome>> = vec![None; mem as usize];
    let mut used = 0u32;
    for &k in &starts {
        let w = width[k as usize] as u32;
        if used + w <= room {
            home[k as usize] = Some(SlotHome::Agpr(agpr0 + used));
            used += w;
        }
    }
    let mut next = 0u32;
    for k in 0..mem {
        let w = width[k as usize] as u32;
        if w > 0 && home[k as usize].is_none() {
            home[k as usize] = Some(SlotHome::Scratch(next));
            next += w;
        }
    }
    SlotHomes {
        home,
        in_agprs: used,
        scratch: next,
    }
}
