//! The `.amdhsa_kernel` … `.amdhsa_*` assembler directives (AMDGPUUsage "Kernel Descriptor
//! Directives") as a typed description: parse them and turn them into [`KernelResources`].
//!
//! Guarantees: [`parse`] reads `.amdhsa_kernel NAME` followed by `.amdhsa_X VALUE` lines
//! (other lines ignored) and rejects malformed values; [`DirectiveKernel::to_resources`] maps
//! every directive that sets a descriptor field onto [`KernelResources`] with the assembler's
//! defaults for absent ones, so `build_descriptor(to_resources(d))` is what LLVM's assembler
//! would encode for `d` (up to the GFX10+ SGPR field, see `kd_builder`).

use crate::descriptor::{FloatDenormMode, FloatMode, FloatRoundMode, WorkItemIds};
use crate::error::{Error, Result};
use crate::kd_builder::{KernelResources, SystemRegs, UserSgprs};
use gfxc_isa::processors::{Generation, Target};
use std::collections::BTreeMap;

/// One `.amdhsa_kernel` block.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DirectiveKernel {
    pub name: String,
    /// Directive name without the `.amdhsa_` prefix → value.
    pub values: BTreeMap<String, u64>,
}

/// Parse every `.amdhsa_kernel` block of an assembly text.
pub fn parse(text: &str) -> Result<Vec<DirectiveKernel>> {
    let mut out: Vec<DirectiveKernel> = Vec::new();
    for (n, line) in text.lines().enumerate() {
        let mut it = line.split_whitespace();
        let (Some(d), Some(v)) = (it.next(), it.next()) else {
            continue;
        };
        if d == ".amdhsa_kernel" {
            out.push(DirectiveKernel {
                name: v.to_owned(),
                values: BTreeMap::new(),
            });
        } else if let Some(key) = d.strip_prefix(".amdhsa_") {
            let val = v
                .parse::<u64>()
                .map_err(|_| Error::descriptor(format!("line {}: bad value {v:?}", n + 1)))?;
            let k = out.last_mut().ok_or_else(|| {
                Error::descriptor(format!("line {}: {d} outside .amdhsa_kernel", n + 1))
            })?;
            k.values.insert(key.to_owned(), val);
        }
    }
    Ok(out)
}

fn round(v: u64) -> FloatRoundMode {
    match v {
        0 => FloatRoundMode::NearEven,
        1 => FloatRoundMode::PlusInfinity,
        2 => FloatRoundMode::MinusInfinity,
        _ => FloatRoundMode::Zero,
    }
}

fn denorm(v: u64) -> FloatDenormMode {
    match v {
        0 => FloatDenormMode::FlushSrcDst,
        1 => FloatDenormMode::FlushDst,
        2 => FloatDenormMode::FlushSrc,
        _ => FloatDenormMode::FlushNone,
    }
}

impl DirectiveKernel {
    fn get(&self, k: &str, default: u64) -> u64 {
        self.values.get(k).copied().unwrap_or(default)
    }
    fn flag(&self, k: &str, default: bool) -> bool {
        self.get(k, default as u64) != 0
    }

    /// The typed description these directives state for `target`.
    pub fn to_resources(&self, target: &Target) -> Result<KernelResources> {
        let p = target.processor;
        let u32v = |k: &str| -> Result<u32> {
            u32::try_from(self.get(k, 0))
                .map_err(|_| Error::descriptor(format!(".amdhsa_{k} is out of range")))
        };
        let next_free_vgpr = u32v("next_free_vgpr")?;
        // gfx90a/gfx940: next_free_vgpr is the unified total and accum_offset the AGPR start.
        let (vgprs, agprs) = match self.values.get("accum_offset") {
            Some(&acc) if p.regs.unified_vgpr_agpr => {
                let acc = acc as u32;
                if next_free_vgpr > acc {
                    (acc, next_free_vgpr - acc)
                } else {
                    (next_free_vgpr, 0)
                }
            }
            _ => (next_free_vgpr, 0),
        };
        let gen = p.generation;
        Ok(KernelResources {
            group_segment_fixed_size: u32v("group_segment_fixed_size")?,
            private_segment_fixed_size: u32v("private_segment_fixed_size")?,
            kernarg_size: u32v("kernarg_size")?,
            vgprs,
            agprs,
            sgprs: u32v("next_free_sgpr")?,
            uses_vcc: self.flag("reserve_vcc", true),
            uses_flat_scratch: gen >= Generation::Gfx7 && self.flag("reserve_flat_scratch", true),
            user_sgprs: UserSgprs {
                private_segment_buffer: self.flag("user_sgpr_private_segment_buffer", false),
                dispatch_ptr: self.flag("user_sgpr_dispatch_ptr", false),
                queue_ptr: self.flag("user_sgpr_queue_ptr", false),
                kernarg_segment_ptr: self.flag("user_sgpr_kernarg_segment_ptr", false),
                dispatch_id: self.flag("user_sgpr_dispatch_id", false),
                flat_scratch_init: self.flag("user_sgpr_flat_scratch_init", false),
                private_segment_size: self.flag("user_sgpr_private_segment_size", false),
            },
            system: SystemRegs {
                private_segment: self.flag("system_sgpr_private_segment_wavefront_offset", false)
                    || self.flag("enable_private_segment", false),
                workgroup_id_x: self.flag("system_sgpr_workgroup_id_x", true),
                workgroup_id_y: self.flag("system_sgpr_workgroup_id_y", false),
                workgroup_id_z: self.flag("system_sgpr_workgroup_id_z", false),
                workgroup_info: self.flag("system_sgpr_workgroup_info", false),
                workitem_ids: match self.get("system_vgpr_workitem_id", 0) {
                    0 => WorkItemIds::X,
                    1 => WorkItemIds::XY,
                    2 => WorkItemIds::XYZ,
                    _ => WorkItemIds::Undefined,
                },
            },
            float_mode: FloatMode {
                round_32: round(self.get("float_round_mode_32", 0)),
                round_16_64: round(self.get("float_round_mode_16_64", 0)),
                denorm_32: denorm(self.get("float_denorm_mode_32", 0)),
                denorm_16_64: denorm(self.get("float_denorm_mode_16_64", 3)),
            },
            dx10_clamp: self.flag("dx10_clamp", true),
            ieee_mode: self.flag("ieee_mode", true),
            fp16_overflow: self.flag("fp16_overflow", false),
            mem_ordered: self.flag("memory_ordered", true),
            forward_progress: self.flag("forward_progress", false),
            shared_vgpr_count: self.get("shared_vgpr_count", 0) as u8,
            inst_pref_size: self.get("inst_pref_size", 0) as u8,
            uses_dynamic_stack: self.flag("uses_dynamic_stack", false),
            exceptions: crate::descriptor::FpExceptions {
                ieee_invalid_op: self.flag("exception_fp_ieee_invalid_op", false),
                denorm_src: self.flag("exception_fp_denorm_src", false),
                ieee_div_zero: self.flag("exception_fp_ieee_div_zero", false),
                ieee_overflow: self.flag("exception_fp_ieee_overflow", false),
                ieee_underflow: self.flag("exception_fp_ieee_underflow", false),
                ieee_inexact: self.flag("exception_fp_ieee_inexact", false),
                int_div_zero: self.flag("exception_int_div_zero", false),
            },
            kernarg_preload: crate::descriptor::KernargPreload {
                length: self.get("user_sgpr_kernarg_preload_length", 0) as u8,
                offset: self.get("user_sgpr_kernarg_preload_offset", 0) as u16,
            },
            user_sgpr_count: self.values.get("user_sgpr_count").map(|&v| v as u32),
        })
    }

    /// The target these directives imply (wave size, CU mode, tgsplit) on top of `base`.
    pub fn adjust_target(&self, base: &Target) -> Target {
        let mut t = *base;
        let p = t.processor;
        if p.generation.is_gfx10_plus() {
            t.wavefrontsize64 = !self.flag("wavefront_size32", true);
            t.cumode = !self.flag("workgroup_processor_mode", true);
        }
        if p.regs.unified_vgpr_agpr {
            t.tgsplit = self.flag("tg_split", false);
        }
        t
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_blocks_and_rejects_garbage() {
        let k = parse(".amdhsa_kernel k\n.amdhsa_next_free_vgpr 6\n.end_amdhsa_kernel\n").unwrap();
        assert_eq!(k[0].name, "k");
        assert_eq!(k[0].values["next_free_vgpr"], 6);
        assert!(parse(".amdhsa_next_free_vgpr 6\n").is_err());
        assert!(parse(".amdhsa_kernel k\n.amdhsa_next_free_vgpr x\n").is_err());
    }
}
