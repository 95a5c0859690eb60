//! Code object version ↔ `EI_ABIVERSION`, and target ↔ `e_flags`, per code object version.
//!
//! Guarantees: [`e_flags`] is AMDGPUUsage "ELF Header" for V3 (`EF_AMDGPU_FEATURE_XNACK_V3` /
//! `_SRAMECC_V3`: supported-but-unspecified counts as on) and V4+ (the 2-bit selectors, from
//! `gfxc_isa::Target::e_flags_v4`); [`target_from_e_flags`] inverts it and rejects unknown
//! `EF_AMDGPU_MACH` values, undefined bits and features the processor does not have
//! (digest §1.1, §1.3).

use crate::error::{Error, Result};
use gfxc_isa::processors::{Feature, FeatureSetting, Target, PROCESSORS};

/// `EI_OSABI` of an AMD HSA code object (`ELFOSABI_AMDGPU_HSA`).
pub const ELFOSABI_AMDGPU_HSA: u8 = 64;
/// `e_machine` of every AMDGPU object.
pub const EM_AMDGPU: u16 = 224;
/// `EF_AMDGPU_MACH` mask.
pub const EF_AMDGPU_MACH: u32 = 0x0ff;
const EF_AMDGPU_FEATURE_XNACK_V3: u32 = 0x100;
const EF_AMDGPU_FEATURE_SRAMECC_V3: u32 = 0x200;
const EF_AMDGPU_FEATURE_XNACK_V4: u32 = 0x300;
const EF_AMDGPU_FEATURE_XNACK_ANY_V4: u32 = 0x100;
const EF_AMDGPU_FEATURE_SRAMECC_V4: u32 = 0xc00;
const EF_AMDGPU_FEATURE_SRAMECC_ANY_V4: u32 = 0x400;

/// The code object versions gfxc reads and writes (V2 has no kernel descriptors).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum CodeObjectVersion {
    V3 = 3,
    V4 = 4,
    V5 = 5,
}

impl CodeObjectVersion {
    /// `EI_ABIVERSION` (`ELFABIVERSION_AMDGPU_HSA_V3` = 1 ... V5 = 3).
    pub fn abi_version(self) -> u8 {
        self as u8 - 2
    }
    /// Inverse of [`CodeObjectVersion::abi_version`].
    pub fn from_abi_version(v: u8) -> Result<CodeObjectVersion> {
        match v {
            1 => Ok(CodeObjectVersion::V3),
            2 => Ok(CodeObjectVersion::V4),
            3 => Ok(CodeObjectVersion::V5),
            0 => Err(Error::elf(
                "code object V2 (EI_ABIVERSION 0) is not supported",
            )),
            _ => Err(Error::elf(format!("unknown EI_ABIVERSION {v}"))),
        }
    }
    /// 3, 4 or 5.
    pub fn number(self) -> u32 {
        self as u32
    }
    /// From 3, 4 or 5.
    pub fn from_number(n: u32) -> Result<CodeObjectVersion> {
        match n {
            3 => Ok(CodeObjectVersion::V3),
            4 => Ok(CodeObjectVersion::V4),
            5 => Ok(CodeObjectVersion::V5),
            _ => Err(Error::target(format!(
                "unsupported code object version {n}"
            ))),
        }
    }
}

/// The `e_flags` of `target` in code object `version`.
pub fn e_flags(target: &Target, version: CodeObjectVersion) -> u32 {
    if version >= CodeObjectVersion::V4 {
        return target.e_flags_v4();
    }
    let p = target.processor;
    let mut fl = p.mach as u32;
    if p.features.has(Feature::Xnack) && target.xnack != FeatureSetting::Off {
        fl |= EF_AMDGPU_FEATURE_XNACK_V3;
    }
    if p.features.has(Feature::Sramecc) && target.sramecc != FeatureSetting::Off {
        fl |= EF_AMDGPU_FEATURE_SRAMECC_V3;
    }
    fl
}

/// Decode `e_flags` of a code object `version` into a target.
pub fn target_from_e_flags(flags: u32, version: CodeObjectVersion) -> Result<Target> {
    let mach = (flags & EF_AMDGPU_MACH) as u8;
    let p = PROCESSORS
        .iter()
        .find(|p| p.mach == mach)
        .ok_or_else(|| Error::target(format!("unknown EF_AMDGPU_MACH {mach:#x}")))?;
    let mut t = Target::new(p);
    let has = |f| p.features.has(f);
    if version >= CodeObjectVersion::V4 {
        if flags & !(EF_AMDGPU_MACH | EF_AMDGPU_FEATURE_XNACK_V4 | EF_AMDGPU_FEATURE_SRAMECC_V4)
            != 0
        {
            return Err(Error::target(format!(
                "undefined e_flags bits in {flags:#x}"
            )));
        }
        let sel = |v: u32, any: u32, f: Feature| -> Result<FeatureSetting> {
            match (v / any, has(f)) {
                (0, false) => Ok(FeatureSetting::Any),
                (0, true) => Err(Error::target(format!(
                    "e_flags {flags:#x}: {} is supported by {} but marked unsupported",
                    f.name(),
                    p.name
                ))),
                (_, false) => Err(Error::target(format!(
                    "e_flags {flags:#x}: {} does not support {}",
                    p.name,
                    f.name()
                ))),
                (1, true) => Ok(FeatureSetting::Any),
                (2, true) => Ok(FeatureSetting::Off),
                _ => Ok(FeatureSetting::On),
            }
        };
        t.xnack = sel(
            flags & EF_AMDGPU_FEATURE_XNACK_V4,
            EF_AMDGPU_FEATURE_XNACK_ANY_V4,
            Feature::Xnack,
        )?;
        t.sramecc = sel(
            flags & EF_AMDGPU_FEATURE_SRAMECC_V4,
            EF_AMDGPU_FEATURE_SRAMECC_ANY_V4,
            Feature::Sramecc,
        )?;
    } else {
        if flags & !(EF_AMDGPU_MACH | EF_AMDGPU_FEATURE_XNACK_V3 | EF_AMDGPU_FEATURE_SRAMECC_V3)
            != 0
        {
            return Err(Error::target(format!(
                "undefined e_flags bits in {flags:#x}"
            )));
        }
        for (bit, f) in [
            (EF_AMDGPU_FEATURE_XNACK_V3, Feature::Xnack),
            (EF_AMDGPU_FEATURE_SRAMECC_V3, Feature::Sramecc),
        ] {
            let on = flags & bit != 0;
            if on && !has(f) {
                return Err(Error::target(format!(
                    "e_flags {flags:#x}: {} does not support {}",
                    p.name,
                    f.name()
                )));
            }
            let s = if on {
                FeatureSetting::On
            } else {
                FeatureSetting::Off
            };
            match f {
                Feature::Xnack if has(f) => t.xnack = s,
                Feature::Sramecc if has(f) => t.sramecc = s,
                _ => {}
            }
        }
    }
    Ok(t)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn digest_worked_values() {
        // Digest §1.3 worked values.
        let v5 = CodeObjectVersion::V5;
        for (id, fl) in [
            ("gfx90a", 0x53F),
            ("gfx90a:xnack+", 0x73F),
            ("gfx90a:sramecc-:xnack+", 0xB3F),
            ("gfx942", 0x54C),
            ("gfx900", 0x12C),
            ("gfx1100", 0x041),
            ("gfx1030", 0x036),
        ] {
            let t = Target::parse(id).unwrap();
            assert_eq!(e_flags(&t, v5), fl, "{id}");
            assert_eq!(target_from_e_flags(fl, v5).unwrap(), t, "{id}");
        }
        let v3 = CodeObjectVersion::V3;
        assert_eq!(e_flags(&Target::parse("gfx906").unwrap(), v3), 0x32F);
        assert_eq!(e_flags(&Target::parse("gfx906:xnack-").unwrap(), v3), 0x22F);
        assert_eq!(
            target_from_e_flags(0x22F, v3).unwrap().to_string(),
            "gfx906:sramecc+:xnack-"
        );
    }

    #[test]
    fn bad_flags_are_errors() {
        let v5 = CodeObjectVersion::V5;
        assert!(target_from_e_flags(0xff, v5).is_err());
        assert!(target_from_e_flags(0x1036, v5).is_err());
        assert!(target_from_e_flags(0x136, v5).is_err()); // gfx1030 has no xnack
        assert!(target_from_e_flags(0x3F, v5).is_err()); // gfx90a xnack "unsupported"
        assert!(CodeObjectVersion::from_abi_version(0).is_err());
        assert_eq!(CodeObjectVersion::V4.abi_version(), 2);
    }
}
