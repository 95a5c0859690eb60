//! The architectural state of one wave: scalar register file (indexed by 9-bit operand code, so
//! SGPRs, VCC, EXEC, M0, TTMPs and FLAT_SCRATCH share one array), SCC, VGPRs/AGPRs (register-major,
//! one `u32` per lane), MODE, the strict-mode tracker and hazard state.
//!
//! Guarantees: reads of constants follow the operand's type (MI100 ISA §2.1 and AMDGPUUsage:
//! integer inline constants sign-extend, float inline constants take the operand's format, a
//! 32-bit literal is the high half of an f64 operand and zero-extended for 64-bit integer
//! operands); accesses to VGPRs/AGPRs beyond the kernel's allocation are errors.

use crate::error::{ErrorKind, Result, SimError};
use crate::hazard::Hazards;
use crate::program::Opnd;
use crate::sem::Ty;
use crate::tracker::Tracker;

pub const VCC: usize = 106;
pub const EXEC: usize = 126;
pub const FLAT_SCR: usize = 102;

/// Float mode (COMPUTE_PGM_RSRC1.FLOAT_MODE / MODE register).
#[derive(Clone, Copy, Debug, Default)]
pub struct Mode {
    pub ftz32: bool,
    pub ftz16_64: bool,
    pub ieee: bool,
    pub dx10_clamp: bool,
    /// Raw MODE bits 7:0 (round and denorm fields), kept for s_getreg.
    pub bits: u32,
}

impl Mode {
    /// Rebuild the flags from MODE bits 7:0 (round 3:0, denorm 7:4; AMDGPUUsage FLOAT_MODE).
    pub fn set_bits(&mut self, bits: u32) {
        self.bits = bits & 0xff;
        let d32 = (bits >> 4) & 3;
        let d16 = (bits >> 6) & 3;
        // Denorm mode 3 = keep all; anything else flushes at least one side.
        self.ftz32 = d32 != 3;
        self.ftz16_64 = d16 != 3;
    }
}

/// One wave.
#[derive(Debug)]
pub struct Wave {
    /// Wave index within its work-group.
    pub id: u32,
    pub lanes: u32,
    pub sgpr: [u32; 256],
    pub scc: bool,
    pub vgpr: Vec<u32>,
    pub agpr: Vec<u32>,
    pub nv: u32,
    pub na: u32,
    /// Index of the next op.
    pub pc: usize,
    pub done: bool,
    pub at_barrier: bool,
    pub mode: Mode,
    /// GFX10 FLAT_SCRATCH hardware register / architected flat scratch base.
    pub flat_scratch_hw: u64,
    pub m0: usize,
    pub tracker: Tracker,
    pub hazards: Hazards,
    pub executed: u64,
    /// GFX10+: 16-bit VALU results keep the high half; FLAT_SCRATCH is a hardware register.
    pub gen10: bool,
    /// GFX7/GFX8: the scalar code of FLAT_SCRATCH_LO (104 on GFX7, 102 on GFX8). There
    /// FLAT_SCRATCH_HI holds the wave's scratch offset from [`LEGACY_SCRATCH_BASE`] in 256-byte
    /// units and FLAT_SCRATCH_LO the per-lane size; GFX9 holds a 64-bit base in 102/103.
    ///
    /// [`LEGACY_SCRATCH_BASE`]: crate::memory::LEGACY_SCRATCH_BASE
    pub legacy_flat_scratch: Option<usize>,
    /// GFX8/GFX9 GPR-index mode (`s_set_gpr_idx_on` .. `s_set_gpr_idx_off`, MODE.GPR_IDX_EN):
    /// VALU VGPR operands selected by `M0[15:12]` (SRC0, SRC1, SRC2, DST) are offset by
    /// `M0[7:0]`.
    pub gpr_idx_on: bool,
}

impl Wave {
    pub fn new(id: u32, lanes: u32, nv: u32, na: u32, m0: usize, strict: bool) -> Wave {
        Wave {
            id,
            lanes,
            sgpr: [0; 256],
            scc: false,
            vgpr: vec![0; (nv * lanes) as usize],
            agpr: vec![0; (na * lanes) as usize],
            nv,
            na,
            pc: 0,
            done: false,
            at_barrier: false,
            mode: Mode::default(),
            flat_scratch_hw: 0,
            m0,
            tracker: Tracker::new(strict, nv as usize, na as usize),
            hazards: Hazards::default(),
            executed: 0,
            gen10: false,
            legacy_flat_scratch: None,
            gpr_idx_on: false,
        }
    }

    /// Reuse this wave (same sizes) as a fresh wave `id`: every register zero, no history.
    pub fn reset(&mut self, id: u32) {
        self.id = id;
        // Codes 128 and up are constants and special sources, never written.
        self.sgpr[..128].fill(0);
        self.scc = false;
        self.vgpr.fill(0);
        self.agpr.fill(0);
        self.pc = 0;
        self.done = false;
        self.at_barrier = false;
        self.mode = Mode::default();
        self.flat_scratch_hw = 0;
        self.tracker.reset();
        self.hazards.clear();
        self.executed = 0;
    }

    #[inline]
    pub fn exec(&self) -> u64 {
        if self.lanes == 64 {
            self.sgpr[EXEC] as u64 | (self.sgpr[EXEC + 1] as u64) << 32
        } else {
            self.sgpr[EXEC] as u64
        }
    }

    pub fn set_exec(&mut self, v: u64) {
        self.sgpr[EXEC] = v as u32;
        if self.lanes == 64 {
            self.sgpr[EXEC + 1] = (v >> 32) as u32;
        }
    }

    /// A lane mask register (VCC or an SGPR (pair)) as a 64-bit mask.
    pub fn mask(&self, code: usize) -> u64 {
        if self.lanes == 64 {
            self.sgpr[code] as u64 | (self.sgpr[code + 1] as u64) << 32
        } else {
            self.sgpr[code] as u64
        }
    }

    pub fn set_mask(&mut self, code: usize, v: u64) {
        self.write_s(code, v as u32);
        if self.lanes == 64 {
            self.write_s(code + 1, (v >> 32) as u32);
        }
    }

    pub fn vcc(&self) -> u64 {
        self.mask(VCC)
    }

    /// Write one scalar register by code (writes to `null` and constants are dropped).
    #[inline]
    pub fn write_s(&mut self, code: usize, v: u32) {
        if code < 128 {
            self.sgpr[code] = v;
        }
    }

    /// A scalar source of `dwords` dwords (1 or 2) as used by SALU/SMEM (integer semantics).
    pub fn read_scalar(&self, o: Opnd, dwords: u8) -> u64 {
        self.read_uniform(o, if dwords == 2 { Ty::B64 } else { Ty::B32 })
            .unwrap_or(0)
    }

    /// A source that is the same in every lane (not a VGPR), read as type `t`.
    pub fn read_uniform(&self, o: Opnd, t: Ty) -> Option<u64> {
        Some(match o {
            Opnd::S(code, _) => {
                let c = code as usize;
                let lo = self.sreg(c) as u64;
                if t.dwords() == 2 {
                    lo | (self.sreg(c + 1) as u64) << 32
                } else {
                    lo
                }
            }
            Opnd::IInt(v) => {
                let x = v as i64;
                match t.bits() {
                    16 => x as u16 as u64,
                    32 => x as u32 as u64,
                    _ => x as u64,
                }
            }
            Opnd::IFloat(c) => inline_float(c, t),
            Opnd::Lit(l) => match t {
                Ty::F64 => (l as u64) << 32,
                Ty::F16 | Ty::B16 => l as u64 & 0xffff,
                _ => l as u64,
            },
            Opnd::Imm(i) => i as u64,
            _ => return None,
        })
    }

    /// Scalar register by code, including the read-only special sources.
    #[inline]
    pub fn sreg(&self, c: usize) -> u32 {
        match c {
            0..=127 => self.sgpr[c],
            235 => crate::memory::SHARED_APERTURE_HI, // src_shared_base (hi)
            236 => crate::memory::SHARED_APERTURE_HI, // src_shared_limit (hi)
            237 => crate::memory::PRIVATE_APERTURE_HI, // src_private_base (hi)
            238 => crate::memory::PRIVATE_APERTURE_HI,
            251 => (self.vcc() == 0) as u32,  // vccz
            252 => (self.exec() == 0) as u32, // execz
            253 => self.scc as u32,
            _ => 0,
        }
    }

    #[inline]
    pub fn vreg(&self, r: u16, lane: u32) -> u32 {
        self.vgpr[(r as u32 * self.lanes + lane) as usize]
    }

    #[inline]
    pub fn set_vreg(&mut self, r: u16, lane: u32, v: u32) {
        let i = (r as u32 * self.lanes + lane) as usize;
        self.vgpr[i] = v;
    }

    #[inline]
    pub fn areg(&self, r: u16, lane: u32) -> u32 {
        self.agpr[(r as u32 * self.lanes + lane) as usize]
    }

    #[inline]
    pub fn set_areg(&mut self, r: u16, lane: u32, v: u32) {
        let i = (r as u32 * self.lanes + lane) as usize;
        self.agpr[i] = v;
    }

    /// Check that a vector operand lies inside the allocation.
    pub fn check_vreg(&self, o: Opnd) -> Result<()> {
        let (kind, end, lim) = match o {
            Opnd::V(i, n) => ("VGPR", i as u32 + n as u32, self.nv),
            Opnd::A(i, n) => ("AGPR", i as u32 + n as u32, self.na),
            _ => return Ok(()),
        };
        if end > lim {
            return Err(SimError::new(
                ErrorKind::Invalid,
                format!(
                    "{kind} {} is beyond the kernel's allocation of {lim} {kind}s (kernel descriptor)",
                    end - 1
                ),
            ));
        }
        Ok(())
    }

    /// Read a 32-bit part of a vector/uniform operand in one lane.
    #[inline]
    pub fn lane32(&self, o: Opnd, part: u16, lane: u32) -> u32 {
        match o {
            Opnd::V(i, _) => self.vreg(i + part, lane),
            Opnd::A(i, _) => self.areg(i + part, lane),
            Opnd::S(c, _) => self.sreg(c as usize + part as usize),
            _ => 0,
        }
    }

    /// Read a typed source in one lane.
    #[inline]
    pub fn lane_val(&self, o: Opnd, t: Ty, lane: u32) -> u64 {
        match o {
            Opnd::V(_, _) | Opnd::A(_, _) => {
                let lo = self.lane32(o, 0, lane) as u64;
                if t.dwords() == 2 {
                    lo | (self.lane32(o, 1, lane) as u64) << 32
                } else {
                    lo
                }
            }
            _ => self.read_uniform(o, t).unwrap_or(0),
        }
    }

    /// Write a 32-bit part of a vector destination in one lane.
    #[inline]
    pub fn set_lane32(&mut self, o: Opnd, part: u16, lane: u32, v: u32) {
        match o {
            Opnd::V(i, _) => self.set_vreg(i + part, lane, v),
            Opnd::A(i, _) => self.set_areg(i + part, lane, v),
            _ => {}
        }
    }
}

/// Inline float constant `code` (240..=248) in the format of `t`.
pub fn inline_float(c: u16, t: Ty) -> u64 {
    let v: f64 = match c {
        240 => 0.5,
        241 => -0.5,
        242 => 1.0,
        243 => -1.0,
        244 => 2.0,
        245 => -2.0,
        246 => 4.0,
        247 => -4.0,
        _ => {
            // 1/(2*pi), with the hardware's exact bit patterns.
            return match t {
                Ty::F16 | Ty::B16 => 0x3118,
                Ty::F64 | Ty::B64 => 0x3fc4_5f30_6dc9_c882,
                _ => 0x3e22_f983,
            };
        }
    };
    match t {
        Ty::F16 | Ty::B16 => half::f16::from_f64(v).to_bits() as u64,
        Ty::F64 | Ty::B64 => v.to_bits(),
        _ => (v as f32).to_bits() as u64,
    }
}
