//! The registry of target intrinsics (`intrinsic[.T] "NAME"(args)`).
//!
//! Every intrinsic gfxc IR accepts is one row of [`TABLE`]: its gfxc name, its LLVM name,
//! parameter types, result type, which arguments must be immediates (`immarg`), and the LLVM
//! target feature a processor needs to have it. The verifier checks calls against this table;
//! the interpreter and the LLVM exporter look rows up with [`lookup`]. Adding an intrinsic
//! (MFMA, say) is adding a row: no code elsewhere has to change for it to be checked.
//!
//! Guarantees: names are unique (a unit test checks it) and every `llvm_name` is `llvm.` +
//! `name`; signatures are exactly LLVM 19's (`IntrinsicsAMDGPU.td`), so the exporter can
//! declare them verbatim.

use crate::types::{Scalar, Type};

/// The signature and facts of one target intrinsic.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntrinsicSig {
    /// The gfxc name, as written in the text format (`amdgcn.mbcnt.lo`).
    pub name: &'static str,
    /// The LLVM intrinsic name (`llvm.amdgcn.mbcnt.lo`).
    pub llvm_name: &'static str,
    /// Parameter types, in order.
    pub params: &'static [Type],
    /// The result type; `None` for intrinsics that return nothing.
    pub result: Option<Type>,
    /// Indices (0-based) of parameters that must be immediates: in gfxc IR, values defined by
    /// an `iconst` (LLVM `immarg`).
    pub immargs: &'static [usize],
    /// The LLVM target feature (`-mattr` name) a processor needs to have this intrinsic;
    /// `None` if every supported processor has it. Per-processor availability (MFMA shapes,
    /// dot instructions) is stated here as data; the isa crate knows which processors have
    /// which features.
    pub feature: Option<&'static str>,
    /// Whether the intrinsic has effects beyond its result (must not be removed or
    /// duplicated freely).
    pub side_effects: bool,
    /// Whether the intrinsic communicates across lanes of a wave (must not be moved across
    /// control flow that changes the active lanes).
    pub convergent: bool,
    /// One line of documentation.
    pub doc: &'static str,
}

impl IntrinsicSig {
    /// Whether parameter `index` must be an immediate.
    pub fn is_immarg(&self, index: usize) -> bool {
        self.immargs.contains(&index)
    }

    /// Whether a processor with the given LLVM target features has this intrinsic.
    pub fn is_available(&self, features: &[&str]) -> bool {
        match self.feature {
            None => true,
            Some(f) => features.contains(&f),
        }
    }
}

const I1: Type = Type::Scalar(Scalar::I1);
const I32: Type = Type::Scalar(Scalar::I32);
const I64: Type = Type::Scalar(Scalar::I64);
const F32: Type = Type::Scalar(Scalar::F32);
const F16X2: Type = Type::Vector(Scalar::F16, 2);

/// Every intrinsic gfxc IR knows, sorted by name.
///
/// An MFMA is one more row, e.g. `llvm.amdgcn.mfma.f32.32x32x1f32`: params
/// `[F32, F32, F32X32, I32, I32, I32]`, result `F32X32`... (once vectors of 32 lanes exist;
/// shapes within 16 lanes such as `mfma.f32.16x16x4f32` with `f32x4` accumulators fit now),
/// `immargs: &[3, 4, 5]` (cbsz, abid, blgp) and `feature: Some("mai-insts")`.
pub static TABLE: &[IntrinsicSig] = &[
    IntrinsicSig {
        name: "amdgcn.ds.bpermute",
        llvm_name: "llvm.amdgcn.ds.bpermute",
        params: &[I32, I32],
        result: Some(I32),
        immargs: &[],
        feature: None,
        side_effects: false,
        convergent: true,
        doc: "ds_bpermute_b32: lane i reads `data` of the lane (addr[i] / 4) mod wave size",
    },
    IntrinsicSig {
        name: "amdgcn.fdot2",
        llvm_name: "llvm.amdgcn.fdot2",
        params: &[F16X2, F16X2, F32, I1],
        result: Some(F32),
        immargs: &[3],
        feature: Some("dot10-insts"),
        side_effects: false,
        convergent: false,
        doc: "v_dot2_f32_f16: a.x*b.x + a.y*b.y + c; the i1 immediate requests clamping",
    },
    IntrinsicSig {
        name: "amdgcn.mbcnt.hi",
        llvm_name: "llvm.amdgcn.mbcnt.hi",
        params: &[I32, I32],
        result: Some(I32),
        immargs: &[],
        feature: None,
        side_effects: false,
        convergent: false,
        doc: "v_mbcnt_hi_u32_b32: bits of the mask set below this lane in lanes 32..63, plus acc",
    },
    IntrinsicSig {
        name: "amdgcn.mbcnt.lo",
        llvm_name: "llvm.amdgcn.mbcnt.lo",
        params: &[I32, I32],
        result: Some(I32),
        immargs: &[],
        feature: None,
        side_effects: false,
        convergent: false,
        doc: "v_mbcnt_lo_u32_b32: bits of the mask set below this lane in lanes 0..31, plus acc",
    },
    IntrinsicSig {
        name: "amdgcn.s.memtime",
        llvm_name: "llvm.amdgcn.s.memtime",
        params: &[],
        result: Some(I64),
        immargs: &[],
        feature: Some("s-memtime-inst"),
        side_effects: true,
        convergent: false,
        doc: "s_memtime: the 64-bit shader clock (not on GFX11)",
    },
    IntrinsicSig {
        name: "amdgcn.s.sleep",
        llvm_name: "llvm.amdgcn.s.sleep",
        params: &[I32],
        result: None,
        immargs: &[0],
        feature: None,
        side_effects: true,
        convergent: false,
        doc: "s_sleep: sleep about 64 * N clocks",
    },
    IntrinsicSig {
        name: "amdgcn.wave.barrier",
        llvm_name: "llvm.amdgcn.wave.barrier",
        params: &[],
        result: None,
        immargs: &[],
        feature: None,
        side_effects: true,
        convergent: true,
        doc: "a scheduling barrier for wave-level operations; emits no instruction",
    },
];

/// The intrinsic called `name` (the gfxc name, without `llvm.`).
pub fn lookup(name: &str) -> Option<&'static IntrinsicSig> {
    TABLE.iter().find(|s| s.name == name)
}

/// Every intrinsic, sorted by name.
pub fn all() -> &'static [IntrinsicSig] {
    TABLE
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn table_is_sorted_unique_and_consistent() {
        for w in TABLE.windows(2) {
            assert!(
                w[0].name < w[1].name,
                "{} / {} out of order",
                w[0].name,
                w[1].name
            );
        }
        for s in TABLE {
            assert_eq!(s.llvm_name, format!("llvm.{}", s.name));
            for &i in s.immargs {
                assert!(i < s.params.len(), "{}: immarg {i} out of range", s.name);
                assert!(
                    s.params[i].is_int(),
                    "{}: immarg {i} is not an integer",
                    s.name
                );
            }
            assert_eq!(lookup(s.name), Some(s));
        }
        assert!(lookup("llvm.amdgcn.mbcnt.lo").is_none());
    }
}
