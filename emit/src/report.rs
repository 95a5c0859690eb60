//! Per-kernel resource report of a code object (`gfxc compile --report`, the llc-19
//! benchmark): registers, spills, LDS, scratch, occupancy, instruction, `s_waitcnt` and
//! `s_nop` counts — computed from the object alone, so gfxc's and llc-19's objects are
//! measured by the same code.
//!
//! Guarantees: register counts and spills are the metadata's (`.sgpr_count` includes the
//! reserved VCC/FLAT_SCRATCH/XNACK SGPRs as LLVM counts them; `.vgpr_count`, `.agpr_count`,
//! `.sgpr_spill_count`, `.vgpr_spill_count`), LDS and scratch are the descriptor's fixed
//! sizes, instruction counts come from decoding the kernel's code (the symbol's bytes).
//!
//! **Occupancy** (waves per SIMD), as LLVM 19's `AMDGPUBaseInfo` (`getMaxWavesPerEU`,
//! `getNumWavesPerEUWithNumVGPRs`, `getOccupancyWithLocalMemSize`; AMDGPUUsage "Register
//! allocation granule"): `min(max, by_vgpr, by_sgpr, by_lds)` where
//! * `max` = 10 on GFX6–GFX9, 8 on gfx90a/gfx942, 20 on GFX10.1, 16 on GFX10.3/GFX11;
//! * `by_vgpr` = `total / align(vgprs, granule)` with `total` the per-lane VGPR file of a SIMD:
//!   256 on GFX6–GFX9 (gfx908's separate AGPR file limits the same way), 512 on gfx90a/gfx942
//!   (the metadata's `.vgpr_count`, which there already counts VGPRs aligned to 4 plus AGPRs;
//!   granule 8), on GFX10+ 1024 in wave32 / 512 in wave64, and
//!   1536 / 768 on the GFX11 parts with the full file (gfx1100, gfx1101, gfx1151); granules per
//!   the processors table;
//! * `by_sgpr` = 800 / align(sgprs, 16) on GFX8–GFX9, 512 / align(sgprs, 8) on GFX6–GFX7, no
//!   limit on GFX10+ (every wave gets 128 SGPRs);
//! * `by_lds` = work-groups that fit the LDS of a CU (64 KiB; GFX10+ in WGP mode a WGP's
//!   128 KiB) × waves per work-group (`max_flat_workgroup_size` / wave size, rounded up) ÷ SIMDs
//!   sharing that LDS (4 per CU on GFX6–GFX9; 2 per CU, 4 per WGP on GFX10+); no limit when
//!   the kernel uses no LDS.

use crate::reader::read;
use crate::Result;
use gfxc_isa::op::kind;
use gfxc_isa::processors::{Generation, Target};
use gfxc_isa::Op;

/// What one kernel uses.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelStats {
    pub name: String,
    pub sgprs: u32,
    pub vgprs: u32,
    pub agprs: u32,
    pub sgpr_spills: u32,
    pub vgpr_spills: u32,
    pub lds: u32,
    pub scratch: u32,
    pub wave_size: u32,
    /// Waves per SIMD and the resource that limits them.
    pub occupancy: u32,
    pub occupancy_limit: &'static str,
    pub instructions: u32,
    pub code_bytes: u32,
    /// `s_waitcnt*` instructions (all counters, GFX10+ `s_waitcnt_vscnt` etc. included;
    /// `s_waitcnt_depctr`, a hazard fix, is not a counter wait).
    pub waitcnts: u32,
    pub nops: u32,
    /// GFX11 `s_delay_alu` scheduling hints (gfxc emits none; llc-19 does).
    pub delay_alu: u32,
}

impl KernelStats {
    /// The JSON object of `gfxc compile --report`.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::json!({
            "name": self.name,
            "sgprs": self.sgprs,
            "vgprs": self.vgprs,
            "agprs": self.agprs,
            "sgpr_spills": self.sgpr_spills,
            "vgpr_spills": self.vgpr_spills,
            "lds_bytes": self.lds,
            "scratch_bytes": self.scratch,
            "wave_size": self.wave_size,
            "occupancy": self.occupancy,
            "occupancy_limited_by": self.occupancy_limit,
            "instructions": self.instructions,
            "code_bytes": self.code_bytes,
            "s_waitcnt": self.waitcnts,
            "s_nop": self.nops,
            "s_delay_alu": self.delay_alu,
        })
    }
}

/// Waves per SIMD of a kernel using these resources, and what limits it (see the module doc).
pub fn occupancy(
    t: &Target,
    sgprs: u32,
    vgprs: u32,
    agprs: u32,
    lds: u32,
    workgroup_size: u32,
) -> (u32, &'static str) {
    let p = t.processor;
    let g = p.generation;
    let unified = p.regs.unified_vgpr_agpr;
    let w32 = t.wave_size() == 32;
    let max = if unified {
        8
    } else if !g.is_gfx10_plus() {
        10
    } else if g == Generation::Gfx10_1 {
        20
    } else {
        16
    };
    let align = |x: u32, a: u32| x.max(1).div_ceil(a.max(1)) * a.max(1);
    let full11 = matches!(p.name, "gfx1100" | "gfx1101" | "gfx1151");
    let (total, used) = if unified {
        // The metadata's `.vgpr_count` is already the unified total (VGPRs aligned to 4 plus
        // AGPRs, as llc-19 writes it): the AGPRs are not added twice.
        (512, align(vgprs.max(agprs), 8))
    } else if !g.is_gfx10_plus() {
        let gr = t.vgpr_alloc_granule();
        (256, align(vgprs, gr).max(align(agprs, gr)))
    } else {
        let total = match (full11, w32) {
            (true, true) => 1536,
            (true, false) => 768,
            (false, true) => 1024,
            (false, false) => 512,
        };
        (total, align(vgprs, t.vgpr_alloc_granule()))
    };
    let by_vgpr = total / used;
    let by_sgpr = match g {
        Generation::Gfx6 | Generation::Gfx7 => 512 / align(sgprs, 8),
        Generation::Gfx8 | Generation::Gfx9 => 800 / align(sgprs, 16),
        _ => u32::MAX,
    };
    let wgp = g.is_gfx10_plus() && !t.cumode;
    let (lds_bytes, simds) = match (g.is_gfx10_plus(), wgp) {
        (false, _) => (65536, 4),
        (true, false) => (65536, 2),
        (true, true) => (131072, 4),
    };
    let waves_per_wg = workgroup_size.max(1).div_ceil(t.wave_size());
    let by_lds = (lds_bytes as u32)
        .checked_div(lds)
        .map_or(u32::MAX, |wgs| wgs * waves_per_wg / simds);
    let mut best = (max, "max waves");
    for (v, why) in [(by_vgpr, "vgprs"), (by_sgpr, "sgprs"), (by_lds, "lds")] {
        if v < best.0 {
            best = (v, why);
        }
    }
    best
}

/// Instruction statistics of `code` decoded for `t`: (instructions, waitcnts, nops, delay_alu).
pub fn count_insts(code: &[u8], t: &Target) -> (u32, u32, u32, u32) {
    let mut n = [0u32; 4];
    for i in crate::hazards::decode_all(code, t) {
        let p = gfxc_isa::table::table(i.variant).props(i.def);
        n[0] += 1;
        n[1] += p.any(kind::COUNTED_WAIT) as u32;
        n[2] += (p.op == Op::s_nop) as u32;
        n[3] += (p.op == Op::s_delay_alu) as u32;
    }
    (n[0], n[1], n[2], n[3])
}

/// The report of every kernel in a code object (any producer: gfxc, llc-19 + ld.lld-19).
pub fn object_report(obj: &[u8]) -> Result<Vec<KernelStats>> {
    let ro = read(obj)?;
    let co = &ro.object;
    let mut out = Vec::new();
    for f in &co.functions {
        let Some(kd) = &f.descriptor else { continue };
        let mut t = co.target;
        if t.processor.generation.is_gfx10_plus() {
            t.wavefrontsize64 = !kd.kernel_code_properties.enable_wavefront_size32;
        }
        let md = co.metadata.kernels.iter().find(|k| k.name == f.name);
        let (sgprs, vgprs, agprs, sspill, vspill, wg) = match md {
            Some(m) => (
                m.sgpr_count as u32,
                m.vgpr_count as u32,
                m.agpr_count.unwrap_or(0) as u32,
                m.sgpr_spill_count.unwrap_or(0) as u32,
                m.vgpr_spill_count.unwrap_or(0) as u32,
                m.max_flat_workgroup_size as u32,
            ),
            None => (0, 0, 0, 0, 0, 1024),
        };
        let lds = kd.group_segment_fixed_size;
        let (occ, why) = occupancy(&t, sgprs, vgprs, agprs, lds, wg);
        let (instructions, waitcnts, nops, delay_alu) = count_insts(&f.code, &t);
        out.push(KernelStats {
            name: f.name.clone(),
            sgprs,
            vgprs,
            agprs,
            sgpr_spills: sspill,
            vgpr_spills: vspill,
            lds,
            scratch: kd.private_segment_fixed_size,
            wave_size: t.wave_size(),
            occupancy: occ,
            occupancy_limit: why,
            instructions,
            code_bytes: f.code.len() as u32,
            waitcnts,
            nops,
            delay_alu,
        });
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Target {
        let mut t = Target::parse(s.split('+').next().unwrap()).unwrap();
        if s.contains("+w64") {
            t.apply_mattr("+wavefrontsize64").unwrap();
        }
        t
    }

    #[test]
    fn occupancy_formula() {
        // GFX9: 256 VGPRs, granule 4: 24 VGPRs -> 10 (max), 64 -> 4, 128 -> 2.
        assert_eq!(
            occupancy(&t("gfx900"), 16, 24, 0, 0, 256),
            (10, "max waves")
        );
        assert_eq!(occupancy(&t("gfx900"), 16, 64, 0, 0, 256), (4, "vgprs"));
        assert_eq!(occupancy(&t("gfx900"), 16, 128, 0, 0, 256).0, 2);
        // SGPRs on GFX9: 100 -> align 112 -> 800/112 = 7.
        assert_eq!(occupancy(&t("gfx900"), 100, 8, 0, 0, 256), (7, "sgprs"));
        // gfx90a unified file: `.vgpr_count` 128 (64 VGPRs + 64 AGPRs) -> 4; max 8.
        assert_eq!(occupancy(&t("gfx90a"), 16, 128, 64, 0, 256), (4, "vgprs"));
        assert_eq!(occupancy(&t("gfx90a"), 16, 260, 256, 0, 64), (1, "vgprs"));
        assert_eq!(occupancy(&t("gfx90a"), 16, 8, 0, 0, 256), (8, "max waves"));
        // gfx1030 wave32: 1024 / 64 = 16 (max 16); gfx1100 wave32: full file 1536 / align(128, 24).
        assert_eq!(occupancy(&t("gfx1030"), 16, 64, 0, 0, 256).0, 16);
        assert_eq!(occupancy(&t("gfx1100"), 16, 128, 0, 0, 256), (10, "vgprs"));
        // LDS: 32 KiB per 256-item group on GFX9: 2 groups x 4 waves / 4 SIMDs = 2.
        assert_eq!(occupancy(&t("gfx900"), 16, 8, 0, 32768, 256), (2, "lds"));
    }
}
