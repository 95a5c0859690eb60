//! Required wait states (hazards the hardware does not interlock), checked in strict mode.
//!
//! The hook: before an instruction issues, [`Hazards::check`] looks back over the recently
//! issued instructions (each counts as one wait state, `s_nop N` as N+1) for a producer whose
//! required distance to this consumer has not elapsed; after it issues, [`Hazards::record`]
//! remembers what it wrote. A violation is an [`ErrorKind::HazardViolation`] naming both
//! instructions, the register and the rule.
//!
//! Checked (GFX9 family only; MI100 ISA Table 12, digest `spec-isa-gfx908.md` §4.1):
//! - row 6: VALU writes an SGPR/VCC → `v_readlane`/`v_writelane` uses it as lane select: 4.
//! - row 7: VALU writes VCC → `v_div_fmas_*`: 4.
//! - row 9: VALU writes an SGPR → a VMEM instruction reads it: 5.
//! - row 8: a VMEM store of more than 64 bits (and `*_cmpswap_x2`) → a VALU write of its
//!   store-data VGPRs: 1.
//! - rows 1-2: `s_setreg` → `s_getreg`/`s_setreg` of the same hardware register: 2.
//!
//! Not checked yet: the rows about VSKIP, EXECZ/VCCZ as data, M0 with GDS/sendmsg/LDS-DMA,
//! DPP, TRAPSTS, the VCC-by-number rows (13, 17), all MAI/MFMA dependencies (§4.2-4.3; MFMA
//! is not simulated), and every GFX10/GFX11 hazard (LDS/VMEM WAR, VALU→SGPR→VMEM on GFX10,
//! GFX11 transcendental and VALU-mask hazards; `s_delay_alu` is treated as a hint).

use crate::error::{ErrorKind, Result, SimError};
use crate::program::{Op, Program, RegKind, RegRange};
use crate::sem::{Class, Ctrl, Sem};
use crate::sem_mem::{Kind, Space};
use std::collections::VecDeque;

#[derive(Clone, Debug, Default)]
struct Issued {
    op: u32,
    /// Wait states this instruction provides to later ones.
    ws: u32,
    valu_sgpr: smallvec::SmallVec<[RegRange; 2]>,
    store_data: Option<RegRange>,
    setreg: Option<u32>,
}

/// Recently issued instructions of one wave.
#[derive(Clone, Debug, Default)]
pub struct Hazards {
    recent: VecDeque<Issued>,
}

const WINDOW: usize = 6;

fn overlaps(a: &RegRange, b: &RegRange) -> bool {
    a.file == b.file && a.idx < b.idx + b.n as u16 && b.idx < a.idx + a.n as u16
}

fn is_valu(op: &Op) -> bool {
    matches!(
        op.sem,
        Sem::Valu(_) | Sem::Packed(_) | Sem::Readlane | Sem::Readfirstlane | Sem::Writelane
    )
}

fn hwreg_id(op: &Op) -> u32 {
    (op.imm as u32) & 0x3f
}

impl Hazards {
    /// Check the hazards of op `i` against the recent history.
    pub fn check(&self, prog: &Program, i: usize) -> Result<()> {
        if prog.gen != gfxc_isa::processors::Generation::Gfx9 || self.recent.is_empty() {
            return Ok(());
        }
        let op = &prog.ops[i];
        let mut dist = 0u32;
        for h in self.recent.iter().rev() {
            let need = |rule: &str, n: u32, reg: Option<&RegRange>| -> Result<()> {
                if dist < n {
                    return Err(SimError::new(
                        ErrorKind::HazardViolation,
                        format!(
                            "strict: hazard: `{}` {}follows `{}` after {dist} wait state(s); {rule} needs {n} (MI100 ISA Table 12)",
                            op.describe(prog.wave64),
                            reg.map(|r| format!("uses {} and ", r.name())).unwrap_or_default(),
                            prog.ops[h.op as usize].describe(prog.wave64),
                        ),
                    ));
                }
                Ok(())
            };
            for w in &h.valu_sgpr {
                // Row 6: lane select of readlane/writelane.
                if matches!(op.sem, Sem::Readlane | Sem::Writelane) {
                    if let Some(sel) = op
                        .reads
                        .iter()
                        .find(|r| r.file == RegKind::S && overlaps(r, w))
                    {
                        need("a VALU SGPR write before a lane select", 4, Some(sel))?;
                    }
                }
                // Row 7: VCC → div_fmas.
                if let Some(d) = op.def {
                    if d.mnemonic.starts_with("v_div_fmas")
                        && w.idx <= 107
                        && w.idx + w.n as u16 > 106
                    {
                        need("a VALU VCC write before v_div_fmas", 4, None)?;
                    }
                }
                // Row 9: VALU SGPR write → VMEM read.
                if matches!(op.class, Class::Vmem | Class::Flat) {
                    if let Some(r) = op
                        .reads
                        .iter()
                        .find(|r| r.file == RegKind::S && overlaps(r, w))
                    {
                        need("a VALU SGPR write before a VMEM read of it", 5, Some(r))?;
                    }
                }
            }
            // Row 8: wide store data overwritten by a VALU.
            if let Some(sd) = &h.store_data {
                if is_valu(op) {
                    if let Some(w) = op.writes.iter().find(|w| overlaps(w, sd)) {
                        need(
                            "a >64-bit VMEM store before a VALU write of its data",
                            1,
                            Some(w),
                        )?;
                    }
                }
            }
            // Rows 1-2: setreg → getreg/setreg of the same hwreg.
            if let (Some(id), Sem::Ctrl(Ctrl::Getreg | Ctrl::Setreg | Ctrl::SetregImm)) =
                (h.setreg, op.sem)
            {
                if hwreg_id(op) == id {
                    need(
                        "s_setreg before an access of the same hardware register",
                        2,
                        None,
                    )?;
                }
            }
            dist += h.ws;
            if dist >= 5 {
                break;
            }
        }
        Ok(())
    }

    /// Remember op `i` after it issued.
    pub fn record(&mut self, prog: &Program, i: usize) {
        if prog.gen != gfxc_isa::processors::Generation::Gfx9 {
            return;
        }
        let op = &prog.ops[i];
        let mut h = Issued {
            op: i as u32,
            ws: 1,
            ..Default::default()
        };
        if let Sem::Ctrl(Ctrl::Nop) = op.sem {
            h.ws = (op.imm as u32 & 0xf) + 1;
        }
        if is_valu(op) {
            h.valu_sgpr = op
                .writes
                .iter()
                .filter(|w| w.file == RegKind::S)
                .copied()
                .collect();
        }
        if let Sem::Mem(m) = op.sem {
            let wide_store = matches!(m.kind, Kind::Store) && m.bytes > 8;
            let cmpswap_x2 =
                matches!(m.kind, Kind::Atomic(crate::sem_mem::Atom::CmpSwap)) && m.bytes == 8;
            if m.space != Space::Ds && m.space != Space::Smem && (wide_store || cmpswap_x2) {
                let data = if m.space == Space::Buffer {
                    op.d
                } else {
                    op.da
                };
                if let crate::program::Opnd::V(idx, n) = data {
                    h.store_data = Some(RegRange {
                        file: RegKind::V,
                        idx,
                        n,
                    });
                }
            }
        }
        if let Sem::Ctrl(Ctrl::Setreg | Ctrl::SetregImm) = op.sem {
            h.setreg = Some(hwreg_id(op));
        }
        if self.recent.len() == WINDOW {
            self.recent.pop_front();
        }
        self.recent.push_back(h);
    }
}
