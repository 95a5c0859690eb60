//! The register budget of a kernel from its launch bounds, as LLVM 19 computes it
//! (AMDGPUUsage "Kernel Descriptor" / "Code Object Metadata"; LLVM's
//! `AMDGPUSubtarget::getFlatWorkGroupSizes`, `getWavesPerEU`, `GCNSubtarget::getMaxNumVGPRs`,
//! `AMDGPUBaseInfo`'s `getMaxNumVGPRs` / `getMinNumVGPRs` / `getMaxNumSGPRs`).
//!
//! Guarantees: [`kernel_budget`] turns the attributes into [`Limits`] for the allocator and a
//! [`Budget`] for the report, so that a work-group of the largest size the kernel admits
//! (`max_flat_workgroup_size`) is resident on one CU (WGP) with the registers the allocator may
//! use:
//! * the flat work-group size is `amdgpu-flat-work-group-size` (default `1,1024` for kernels, as
//!   LLVM), tightened to the product of `reqd_work_group_size` when that is smaller (the only
//!   size such a kernel can be launched with; llc-19 ignores the metadata here and budgets for
//!   the flat size);
//! * the waves per EU (SIMD): at least `ceil(ceil(size / wave size) / SIMDs sharing the
//!   work-group)` (4 SIMDs per CU on GFX6–GFX9, 4 per WGP / 2 per CU on GFX10+); an
//!   `amdgpu-waves-per-eu` request below that or beyond the target's maximum is ignored, as
//!   LLVM does;
//! * the VGPRs: `alignDown(total VGPRs per SIMD lane / waves, granule)`, at most the
//!   addressable file (on gfx90a/gfx942 the sum of VGPRs and AGPRs of the 512-entry unified
//!   file); `amdgpu-num-vgpr` (doubled on gfx90a/gfx942, as LLVM) replaces it only when not above
//!   it and not below what the maximum waves per EU need;
//! * the SGPRs: on GFX6–GFX9 `alignDown(SGPRs per SIMD / waves, granule)` bounds the SGPRs
//!   *including* the reserved VCC/FLAT_SCRATCH/XNACK ones (only tighter than the addressable
//!   file from 8 waves on); `amdgpu-num-sgpr` caps them further.
//!
//! Contradictory bounds are errors, never an object that cannot be launched: a
//! `reqd_work_group_size` larger than the flat maximum or than 1024, a malformed flat size.

use crate::Limits;
use gfxc_ir::StageError;
// Target facts, shared with selection's scheduling (`gfxc_isel::early_loads`).
pub use gfxc_isa::processors::{
    addressable_vgprs, max_vgprs_for_waves, max_waves_per_eu, total_vgprs,
};
use gfxc_isa::processors::{Generation, Target};

/// Largest work-group of every supported generation.
pub const MAX_FLAT_WORKGROUP_SIZE: u32 = 1024;

/// The launch-bound attributes of a kernel (`gfxc_ir::FuncAttrs`, without the dependency).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Bounds {
    /// `amdgpu-flat-work-group-size` (min, max).
    pub flat_workgroup_size: Option<(u32, u32)>,
    /// `amdgpu-waves-per-eu` (min, max; max 0 = not given).
    pub waves_per_eu: Option<(u32, u32)>,
    /// `reqd_work_group_size`.
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// `amdgpu-num-vgpr`.
    pub num_vgpr: Option<u32>,
    /// `amdgpu-num-sgpr`.
    pub num_sgpr: Option<u32>,
}

/// What the budget is and where it comes from (`gfxc compile --report`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// The largest work-group the kernel admits (`.max_flat_workgroup_size`).
    pub max_flat_workgroup_size: u32,
    /// Waves per EU (SIMD) the budget guarantees.
    pub waves_per_eu: u32,
    /// VGPRs one wave may use (gfx90a/gfx942: VGPRs plus AGPRs).
    pub vgprs: u32,
    /// SGPRs one wave may use, the reserved ones included (`None`: the addressable file).
    pub sgprs: Option<u32>,
    /// Which attribute decided the VGPR budget.
    pub source: &'static str,
}

/// SIMDs whose waves one work-group may occupy (LLVM `getEUsPerCU`).
pub fn simds_per_workgroup(t: &Target) -> u32 {
    if t.processor.generation.is_gfx10_plus() && t.cumode {
        2
    } else {
        4
    }
}

/// Waves per SIMD that `vgprs` VGPRs allow (LLVM `getNumWavesPerEUWithNumVGPRs`).
pub fn waves_with_vgprs(t: &Target, vgprs: u32) -> u32 {
    let g = t.vgpr_alloc_granule();
    let used = vgprs.max(1).div_ceil(g) * g;
    (total_vgprs(t) / used).clamp(1, max_waves_per_eu(t))
}

/// The fewest VGPRs that keep a kernel from reaching more than `waves` waves (LLVM
/// `getMinNumVGPRs`): an `amdgpu-num-vgpr` below it contradicts the waves-per-EU maximum.
pub fn min_vgprs_for_waves(t: &Target, waves: u32) -> u32 {
    let max = max_waves_per_eu(t);
    if waves >= max {
        return 0;
    }
    let total = total_vgprs(t);
    let g = t.vgpr_alloc_granule();
    let here = (total / waves) / g * g;
    if here == (total / max) / g * g {
        return 0;
    }
    let least = waves_with_vgprs(t, addressable_vgprs(t));
    if waves < least {
        return min_vgprs_for_waves(t, least);
    }
    let next = (total / (waves + 1)) / g * g;
    (1 + (here - g).min(next)).min(addressable_vgprs(t))
}

/// SGPRs one wave may use, reserved ones included, with `waves` waves per SIMD; `None` when
/// only the addressable file bounds them (GFX10+: every wave has its SGPRs).
pub fn max_sgprs_for_waves(t: &Target, waves: u32) -> Option<u32> {
    let g = t.processor.generation;
    if g.is_gfx10_plus() {
        return None;
    }
    let (total, granule, addressable) = match g {
        Generation::Gfx6 | Generation::Gfx7 => (512, 8, 104),
        _ => (800, 16, 112),
    };
    let s = (total / waves.max(1)) / granule * granule;
    (s < addressable).then_some(s)
}

fn check_flat(b: &Bounds) -> Result<(u32, &'static str), StageError> {
    let mut size = (
        MAX_FLAT_WORKGROUP_SIZE,
        "default flat work-group size 1,1024",
    );
    if let Some((lo, hi)) = b.flat_workgroup_size {
        if lo == 0 || lo > hi || hi > MAX_FLAT_WORKGROUP_SIZE {
            return Err(StageError::invalid_input(format!(
                "amdgpu-flat-work-group-size {lo},{hi} is not a valid range (1 <= min <= max <= {MAX_FLAT_WORKGROUP_SIZE})"
            )));
        }
        size = (hi, "amdgpu-flat-work-group-size");
    }
    if let Some([x, y, z]) = b.reqd_workgroup_size {
        let n = x as u64 * y as u64 * z as u64;
        if n == 0 || n > MAX_FLAT_WORKGROUP_SIZE as u64 {
            return Err(StageError::invalid_input(format!(
                "reqd_work_group_size {x}x{y}x{z} ({n} work-items) cannot be launched (1 to {MAX_FLAT_WORKGROUP_SIZE} work-items)"
            )));
        }
        if n as u32 > size.0 {
            return Err(StageError::invalid_input(format!(
                "reqd_work_group_size {x}x{y}x{z} ({n} work-items) exceeds amdgpu-flat-work-group-size max {}",
                size.0
            )));
        }
        if (n as u32) < size.0 {
            size = (n as u32, "reqd_work_group_size");
        }
    }
    Ok(size)
}

/// The kernel's budget under `b` on `t` (see the module documentation).
/// Contradictory bounds are invalid input.
pub fn kernel_budget(t: &Target, b: &Bounds) -> Result<(Limits, Budget), StageError> {
    let (size, mut source) = check_flat(b)?;
    let waves_per_wg = size.div_ceil(t.wave_size());
    let implied = waves_per_wg.div_ceil(simds_per_workgroup(t)).max(1);
    let maxw = max_waves_per_eu(t);
    // `amdgpu-waves-per-eu`: kept only when consistent (LLVM `getWavesPerEU`).
    let mut waves = (implied, maxw);
    if let Some((lo, hi)) = b.waves_per_eu {
        // A maximum beyond the target's is clamped to it: the importer writes a minimum-only
        // attribute as `(min, 16)`, which LLVM reads as `(min, target maximum)`.
        let hi_eff = if hi == 0 { maxw } else { hi.min(maxw) };
        let valid = lo >= 1 && lo <= hi_eff && lo >= implied;
        if valid {
            if lo > implied {
                source = "amdgpu-waves-per-eu";
            }
            waves = (lo, hi_eff);
        }
    }
    let mut vgprs = max_vgprs_for_waves(t, waves.0);
    if let Some(n) = b.num_vgpr {
        let n = if t.processor.regs.unified_vgpr_agpr {
            n.saturating_mul(2)
        } else {
            n
        };
        let ok =
            n > 0 && n <= max_vgprs_for_waves(t, waves.0) && n >= min_vgprs_for_waves(t, waves.1);
        if ok {
            vgprs = n;
            source = "amdgpu-num-vgpr";
        }
    }
    let mut sgprs = max_sgprs_for_waves(t, waves.0);
    if let Some(n) = b.num_sgpr {
        sgprs = Some(sgprs.map_or(n, |s| s.min(n)));
    }
    let limits = Limits {
        max_sgprs: sgprs.map(|s| sgpr_allocatable(t, s)),
        max_vgprs: Some(vgprs),
        max_agprs: None,
        min_waves_per_eu: None,
    };
    Ok((
        limits,
        Budget {
            max_flat_workgroup_size: size,
            waves_per_eu: waves.0,
            vgprs,
            sgprs,
            source,
        },
    ))
}

/// SGPRs the allocator may hand out when `total` include the reserved VCC (and on GFX6–GFX9
/// FLAT_SCRATCH and XNACK_MASK), which sit above the allocation (see [`crate::budgets`]).
fn sgpr_allocatable(t: &Target, total: u32) -> u32 {
    let extra = if t.processor.generation.is_gfx10_plus() {
        2
    } else {
        8
    };
    total.saturating_sub(extra).max(8)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str, w64: bool) -> Target {
        let mut t = Target::parse(s).unwrap();
        if w64 {
            t.apply_mattr("+wavefrontsize64").unwrap();
        }
        t
    }

    #[test]
    fn default_bound_is_1024() {
        let b = Bounds::default();
        let v = |s, w| kernel_budget(&t(s, w), &b).unwrap().1.vgprs;
        assert_eq!(v("gfx900", false), 64);
        assert_eq!(v("gfx90a", false), 128);
        assert_eq!(v("gfx1030", false), 128);
        assert_eq!(v("gfx1030", true), 128);
        assert_eq!(v("gfx1100", false), 192);
    }

    #[test]
    fn contradictions_are_errors() {
        let g = t("gfx900", false);
        for b in [
            Bounds {
                flat_workgroup_size: Some((1, 2048)),
                ..Bounds::default()
            },
            Bounds {
                flat_workgroup_size: Some((300, 200)),
                ..Bounds::default()
            },
            Bounds {
                flat_workgroup_size: Some((1, 128)),
                reqd_workgroup_size: Some([256, 1, 1]),
                ..Bounds::default()
            },
            Bounds {
                reqd_workgroup_size: Some([64, 32, 1]),
                ..Bounds::default()
            },
        ] {
            assert!(kernel_budget(&g, &b).is_err(), "{b:?}");
        }
    }

    #[test]
    fn sgprs_only_bound_from_eight_waves_on_gfx9() {
        let g = t("gfx900", false);
        assert_eq!(max_sgprs_for_waves(&g, 4), None);
        assert_eq!(max_sgprs_for_waves(&g, 8), Some(96));
        assert_eq!(max_sgprs_for_waves(&g, 10), Some(80));
        assert_eq!(max_sgprs_for_waves(&t("gfx1030", false), 16), None);
    }
}
