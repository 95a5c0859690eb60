//! Kernel descriptor builder: from a typed description of a kernel's resources to the
//! [`KernelDescriptor`] fields, per generation and wave size.
//!
//! Guarantees: register counts are turned into granulated block counts with each target's
//! encoding granule (AMDGPUUsage "Kernel Descriptor" RSRC1 VGPRS/SGPRS rows, digest §6.7), the
//! special SGPRs (VCC, FLAT_SCRATCH, XNACK_MASK) are added as LLVM's `getNumExtraSGPRs` does,
//! gfx90a/gfx940 get the unified VGPR/AGPR count and ACCUM_OFFSET, USER_SGPR_COUNT is the number
//! of enabled user SGPRs (padded on gfx1100/gfx1102 wave32, digest §7.1 "GFX11 quirk"), and
//! target features (cumode, tgsplit, wavefrontsize64, xnack) set their bits. No field is
//! written from a magic number; the output passes [`KernelDescriptor::validate`].

use crate::descriptor::{
    has_gfx90a_rsrc3, FloatMode, FpExceptions, KernargPreload, KernelCodeProperties,
    KernelDescriptor, Rsrc1, Rsrc2, Rsrc3, WorkItemIds,
};
use crate::error::{Error, Result};
use gfxc_isa::processors::{FeatureSetting, FlatScratch, Generation, Target};

/// The user SGPRs a kernel asks CP to initialise (digest §7.1 rows 1-7).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub struct UserSgprs {
    /// Not available on architected-flat-scratch targets.
    pub private_segment_buffer: bool,
    pub dispatch_ptr: bool,
    pub queue_ptr: bool,
    pub kernarg_segment_ptr: bool,
    pub dispatch_id: bool,
    /// Not available on architected-flat-scratch targets.
    pub flat_scratch_init: bool,
    pub private_segment_size: bool,
}

/// The system SGPRs and VGPRs (digest §7.1 rows 8-12, §7.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SystemRegs {
    /// Scratch wavefront offset SGPR, or FLAT_SCRATCH setup on architected targets.
    pub private_segment: bool,
    pub workgroup_id_x: bool,
    pub workgroup_id_y: bool,
    pub workgroup_id_z: bool,
    pub workgroup_info: bool,
    pub workitem_ids: WorkItemIds,
}

impl Default for SystemRegs {
    /// The assembler defaults: only work-group id X and work-item id X.
    fn default() -> SystemRegs {
        SystemRegs {
            private_segment: false,
            workgroup_id_x: true,
            workgroup_id_y: false,
            workgroup_id_z: false,
            workgroup_info: false,
            workitem_ids: WorkItemIds::X,
        }
    }
}

/// Everything a kernel descriptor is derived from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct KernelResources {
    pub group_segment_fixed_size: u32,
    pub private_segment_fixed_size: u32,
    pub kernarg_size: u32,
    /// Architectural VGPRs used (highest referenced + 1).
    pub vgprs: u32,
    /// AGPRs used (highest referenced + 1; 0 without MFMA).
    pub agprs: u32,
    /// SGPRs used (highest referenced + 1), without VCC/FLAT_SCRATCH/XNACK_MASK.
    pub sgprs: u32,
    /// VCC is referenced (`.amdhsa_reserve_vcc`).
    pub uses_vcc: bool,
    /// FLAT_SCRATCH is referenced (`.amdhsa_reserve_flat_scratch`, GFX7-GFX10 only).
    pub uses_flat_scratch: bool,
    pub user_sgprs: UserSgprs,
    pub system: SystemRegs,
    pub float_mode: FloatMode,
    pub dx10_clamp: bool,
    pub ieee_mode: bool,
    /// GFX9+.
    pub fp16_overflow: bool,
    /// GFX10+ (default 1).
    pub mem_ordered: bool,
    /// GFX10+.
    pub forward_progress: bool,
    /// GFX10+ wave64 only.
    pub shared_vgpr_count: u8,
    /// GFX11.
    pub inst_pref_size: u8,
    pub uses_dynamic_stack: bool,
    pub exceptions: FpExceptions,
    pub kernarg_preload: KernargPreload,
    /// `None`: enabled user SGPRs (plus the gfx1100/gfx1102 padding). `Some(n)`: exactly `n`
    /// (must be at least the enabled count).
    pub user_sgpr_count: Option<u32>,
}

impl Default for KernelResources {
    /// The values LLVM 19 writes for IR without attributes (digest §6.8 "reality check").
    fn default() -> KernelResources {
        KernelResources {
            group_segment_fixed_size: 0,
            private_segment_fixed_size: 0,
            kernarg_size: 0,
            vgprs: 0,
            agprs: 0,
            sgprs: 0,
            uses_vcc: true,
            uses_flat_scratch: false,
            user_sgprs: UserSgprs::default(),
            system: SystemRegs::default(),
            float_mode: FloatMode::default(),
            dx10_clamp: true,
            ieee_mode: true,
            fp16_overflow: false,
            mem_ordered: true,
            forward_progress: false,
            shared_vgpr_count: 0,
            inst_pref_size: 0,
            uses_dynamic_stack: false,
            exceptions: FpExceptions::default(),
            kernarg_preload: KernargPreload::default(),
            user_sgpr_count: None,
        }
    }
}

/// Granulated register counts and ACCUM_OFFSET for a target.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct RegisterBlocks {
    /// RSRC1.GRANULATED_WORKITEM_VGPR_COUNT.
    pub vgpr_blocks: u32,
    /// RSRC1.GRANULATED_WAVEFRONT_SGPR_COUNT (0 on GFX10+).
    pub sgpr_blocks: u32,
    /// RSRC3.ACCUM_OFFSET on gfx90a/gfx940 (`accum_offset / 4 - 1`).
    pub accum_offset_field: Option<u32>,
    /// VGPRs the kernel occupies: unified VGPR+AGPR total on gfx90a/gfx940 (`.vgpr_count`).
    pub total_vgprs: u32,
    /// SGPRs including the special ones (`.sgpr_count` on GFX6-9).
    pub total_sgprs: u32,
}

fn align_to(v: u32, a: u32) -> u32 {
    v.div_ceil(a) * a
}

/// Special SGPRs kept at the top of the SGPR block (LLVM `getNumExtraSGPRs`, digest §6.7).
pub fn extra_sgprs(target: &Target, uses_vcc: bool, uses_flat_scratch: bool) -> u32 {
    let gen = target.processor.generation;
    let mut extra = if uses_vcc { 2 } else { 0 };
    if gen.is_gfx10_plus() {
        return extra;
    }
    let xnack = target
        .processor
        .features
        .has(gfxc_isa::processors::Feature::Xnack)
        && target.xnack != FeatureSetting::Off;
    if gen < Generation::Gfx8 {
        if uses_flat_scratch {
            extra = 4;
        }
    } else {
        if xnack {
            extra = 4;
        }
        if uses_flat_scratch || target.processor.flat_scratch == FlatScratch::Architected {
            extra = 6;
        }
    }
    extra
}

/// Granulate register counts for `target` (digest §6.7).
pub fn register_blocks(
    target: &Target,
    vgprs: u32,
    agprs: u32,
    sgprs: u32,
    uses_vcc: bool,
    uses_flat_scratch: bool,
) -> Result<RegisterBlocks> {
    let p = target.processor;
    let unified = has_gfx90a_rsrc3(p);
    let (total_vgprs, accum_offset_field) = if unified {
        let accum_offset = align_to(vgprs.max(1), 4);
        let total = if agprs > 0 {
            align_to(vgprs, 4) + agprs
        } else {
            vgprs
        };
        (total, Some(accum_offset / 4 - 1))
    } else {
        (vgprs.max(agprs), None)
    };
    let max_vgprs = p.regs.addressable_vgprs as u32 * if unified { 2 } else { 1 };
    if total_vgprs > max_vgprs {
        return Err(Error::descriptor(format!(
            "{total_vgprs} VGPRs exceed the {max_vgprs} of {}",
            p.name
        )));
    }
    let vgran = target.vgpr_encoding_granule();
    let vgpr_blocks = align_to(total_vgprs.max(1), vgran) / vgran - 1;
    let total_sgprs = sgprs + extra_sgprs(target, uses_vcc, uses_flat_scratch);
    let sgpr_blocks = if p.generation.is_gfx10_plus() {
        // Reserved on GFX10+: 128 SGPRs are always allocated (digest §6.3, §6.7).
        0
    } else {
        if sgprs > p.regs.addressable_sgprs as u32 {
            return Err(Error::descriptor(format!(
                "{sgprs} SGPRs exceed the {} addressable on {}",
                p.regs.addressable_sgprs, p.name
            )));
        }
        let sgran = p.regs.sgpr_encoding_granule as u32;
        align_to(total_sgprs.max(1), sgran) / sgran - 1
    };
    Ok(RegisterBlocks {
        vgpr_blocks,
        sgpr_blocks,
        accum_offset_field,
        total_vgprs,
        total_sgprs,
    })
}

/// LLVM's "user SGPR init 16" workaround: gfx1100/gfx1102 in wave32 pad the user SGPRs so
/// that user + work-group SGPRs reach 16 (digest §7.1, GFX11 quirk; not in the seeds).
fn has_user_sgpr_init16_bug(target: &Target) -> bool {
    matches!(target.processor.name, "gfx1100" | "gfx1102") && target.wave_size() == 32
}

/// Build the descriptor; `kernel_code_entry_byte_offset` is left 0 for the writer to set.
pub fn build_descriptor(target: &Target, r: &KernelResources) -> Result<KernelDescriptor> {
    let p = target.processor;
    let gen = p.generation;
    let architected = p.flat_scratch == FlatScratch::Architected;
    if architected && (r.user_sgprs.private_segment_buffer || r.user_sgprs.flat_scratch_init) {
        return Err(Error::descriptor(format!(
            "{} has architected flat scratch: no private segment buffer or flat scratch init",
            p.name
        )));
    }
    let blocks = register_blocks(
        target,
        r.vgprs,
        r.agprs,
        r.sgprs,
        r.uses_vcc,
        r.uses_flat_scratch && !gen.is_gfx10_plus(),
    )?;
    let kcp = KernelCodeProperties {
        enable_sgpr_private_segment_buffer: r.user_sgprs.private_segment_buffer,
        enable_sgpr_dispatch_ptr: r.user_sgprs.dispatch_ptr,
        enable_sgpr_queue_ptr: r.user_sgprs.queue_ptr,
        enable_sgpr_kernarg_segment_ptr: r.user_sgprs.kernarg_segment_ptr,
        enable_sgpr_dispatch_id: r.user_sgprs.dispatch_id,
        enable_sgpr_flat_scratch_init: r.user_sgprs.flat_scratch_init,
        enable_sgpr_private_segment_size: r.user_sgprs.private_segment_size,
        enable_wavefront_size32: gen.is_gfx10_plus() && target.wave_size() == 32,
        uses_dynamic_stack: r.uses_dynamic_stack,
    };
    let enabled = kcp.user_sgprs();
    let user_sgpr_count = match r.user_sgpr_count {
        Some(n) if n < enabled => {
            return Err(Error::descriptor(format!(
                "user_sgpr_count {n} is below the {enabled} enabled user SGPRs"
            )))
        }
        Some(n) => n,
        None if has_user_sgpr_init16_bug(target) => {
            let s = &r.system;
            let system = s.workgroup_id_x as u32
                + s.workgroup_id_y as u32
                + s.workgroup_id_z as u32
                + s.workgroup_info as u32;
            enabled.max(16u32.saturating_sub(system))
        }
        None => enabled,
    };
    if user_sgpr_count > 16 {
        return Err(Error::descriptor(format!(
            "{user_sgpr_count} user SGPRs exceed the 16 CP can initialise"
        )));
    }
    let rsrc3 = if has_gfx90a_rsrc3(p) {
        Rsrc3::Gfx90a {
            accum_offset: blocks.accum_offset_field.unwrap_or(0) as u8,
            tg_split: target.tgsplit,
        }
    } else if gen.is_gfx10_plus() {
        Rsrc3::Gfx10 {
            shared_vgpr_count: r.shared_vgpr_count,
            inst_pref_size: if gen >= Generation::Gfx11 {
                r.inst_pref_size
            } else {
                0
            },
            trap_on_start: false,
            trap_on_end: false,
            image_op: false,
        }
    } else {
        Rsrc3::None
    };
    let kd = KernelDescriptor {
        group_segment_fixed_size: r.group_segment_fixed_size,
        private_segment_fixed_size: r.private_segment_fixed_size,
        kernarg_size: r.kernarg_size,
        kernel_code_entry_byte_offset: 0,
        rsrc1: Rsrc1 {
            granulated_workitem_vgpr_count: blocks.vgpr_blocks as u8,
            granulated_wavefront_sgpr_count: blocks.sgpr_blocks as u8,
            float_mode: r.float_mode,
            enable_dx10_clamp: r.dx10_clamp,
            enable_ieee_mode: r.ieee_mode,
            fp16_ovfl: gen >= Generation::Gfx9 && r.fp16_overflow,
            wgp_mode: gen.is_gfx10_plus() && !target.cumode,
            mem_ordered: gen.is_gfx10_plus() && r.mem_ordered,
            fwd_progress: gen.is_gfx10_plus() && r.forward_progress,
            ..Rsrc1::default()
        },
        rsrc2: Rsrc2 {
            enable_private_segment: r.system.private_segment,
            user_sgpr_count: user_sgpr_count as u8,
            enable_sgpr_workgroup_id_x: r.system.workgroup_id_x,
            enable_sgpr_workgroup_id_y: r.system.workgroup_id_y,
            enable_sgpr_workgroup_id_z: r.system.workgroup_id_z,
            enable_sgpr_workgroup_info: r.system.workgroup_info,
            enable_vgpr_workitem_id: r.system.workitem_ids,
            exceptions: r.exceptions,
            ..Rsrc2::default()
        },
        rsrc3,
        kernel_code_properties: kcp,
        kernarg_preload: r.kernarg_preload,
    };
    kd.validate(p)?;
    Ok(kd)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(s: &str) -> Target {
        Target::parse(s).unwrap()
    }

    #[test]
    fn granules_match_digest_examples() {
        // Digest §6.7: 10 arch VGPRs + 6 AGPRs on gfx90a -> accum 12 (field 2), total 18, blocks 2.
        let b = register_blocks(&t("gfx90a"), 10, 6, 10, true, false).unwrap();
        assert_eq!(
            (b.accum_offset_field, b.total_vgprs, b.vgpr_blocks),
            (Some(2), 18, 2)
        );
        // gfx900 s0..s9 with flat scratch: 16 SGPRs; with xnack any and no flat scratch: 14.
        assert_eq!(
            register_blocks(&t("gfx900"), 6, 0, 10, true, true)
                .unwrap()
                .total_sgprs,
            16
        );
        let b = register_blocks(&t("gfx900"), 6, 0, 12, true, false).unwrap();
        assert_eq!((b.total_sgprs, b.sgpr_blocks, b.vgpr_blocks), (16, 1, 1));
        // gfx942 architected flat scratch always reserves 6.
        assert_eq!(
            register_blocks(&t("gfx942"), 6, 0, 12, true, false)
                .unwrap()
                .sgpr_blocks,
            2
        );
        // gfx1100 wave32: granule 8; SGPR field 0.
        let b = register_blocks(&t("gfx1100"), 9, 0, 40, true, false).unwrap();
        assert_eq!((b.vgpr_blocks, b.sgpr_blocks), (1, 0));
    }

    #[test]
    fn gfx1100_pads_user_sgprs() {
        let r = KernelResources {
            user_sgprs: UserSgprs {
                kernarg_segment_ptr: true,
                ..UserSgprs::default()
            },
            ..KernelResources::default()
        };
        let kd = build_descriptor(&t("gfx1100"), &r).unwrap();
        assert_eq!(kd.rsrc2.user_sgpr_count, 15);
        assert!(kd.kernel_code_properties.enable_wavefront_size32 && kd.rsrc1.wgp_mode);
        let kd = build_descriptor(&t("gfx1030"), &r).unwrap();
        assert_eq!(kd.rsrc2.user_sgpr_count, 2);
    }

    #[test]
    fn architected_targets_reject_scratch_user_sgprs() {
        let r = KernelResources {
            user_sgprs: UserSgprs {
                private_segment_buffer: true,
                ..UserSgprs::default()
            },
            ..KernelResources::default()
        };
        assert!(build_descriptor(&t("gfx942"), &r).is_err());
        assert!(build_descriptor(&t("gfx90a"), &r).is_ok());
    }
}
