//! The register budget of a device function that stays a real call.
//!
//! Guarantees: [`device_function_limits`] gives a device function the tightest register
//! budget of the kernels that reach it (through any chain of calls): per file the smallest
//! maximum, and the largest `amdgpu-waves-per-eu` minimum, each kernel's budget as
//! [`crate::budget::kernel_budget`] derives it from its launch bounds (llc-19's rules). A
//! kernel's register counts are the maximum over the functions it reaches
//! (`src/pipeline.rs`), so every kernel then stays within its own budget: a kernel declaring
//! `flat_workgroup_size(1, 1024)` that calls a function with more values live than 64 VGPRs
//! hold on gfx900 is launchable, the callee spilling to its frame
//! (`crate::spill`, `SpillAddr::Frame`). Before, a device function had the whole file and
//! such a kernel was refused as unlaunchable.
//!
//! llc-19 (measured, docs/calls.md) allocates a device function with its *own* attributes,
//! by default `amdgpu-flat-work-group-size` = 1,1024 (64 VGPRs on gfx900/gfx90a wave64,
//! 184 on gfx1100 wave32 for a callee of 120 live values), whatever its callers declare; the
//! attributor of the optimisation pipeline propagates the callers' bounds. This is that
//! propagation: a callee reached only from kernels with small work-groups keeps the larger
//! budget those kernels allow (fewer spills), and one reached from a 1024-work-item kernel
//! fits it.

use crate::budget::{kernel_budget, Bounds};
use crate::Limits;
use gfxc_ir::{FuncId, Module, StageError};
use gfxc_isa::processors::Target;

/// The kernels of `m` that reach `f` (directly or through other functions).
fn reaching_kernels(m: &Module, f: FuncId) -> Vec<FuncId> {
    let n = m.functions.len();
    let mut out = Vec::new();
    for (k, _) in m.kernels() {
        let mut seen = vec![false; n];
        let mut work = vec![k];
        while let Some(g) = work.pop() {
            if std::mem::replace(&mut seen[g.as_u32() as usize], true) {
                continue;
            }
            work.extend(gfxc_ir::callgraph::calls_of(m, g).into_iter().map(|c| c.0));
        }
        if seen[f.as_u32() as usize] {
            out.push(k);
        }
    }
    out
}

/// Folds a per-file maximum: the smaller one (`None` is no limit).
fn tighter(a: Option<u32>, b: Option<u32>) -> Option<u32> {
    match (a, b) {
        (Some(x), Some(y)) => Some(x.min(y)),
        (x, None) => x,
        (None, y) => y,
    }
}

/// The register limits of device function `f` of `m` (module documentation). A function no
/// kernel reaches has no limit.
pub fn device_function_limits(
    m: &Module,
    f: FuncId,
    target: &Target,
) -> Result<Limits, StageError> {
    let mut out: Option<Limits> = None;
    for k in reaching_kernels(m, f) {
        let a = &m.functions[k].attrs;
        let bounds = Bounds {
            flat_workgroup_size: a.flat_workgroup_size,
            waves_per_eu: a.waves_per_eu,
            reqd_workgroup_size: a.reqd_workgroup_size,
            num_vgpr: a.num_vgpr,
            num_sgpr: a.num_sgpr,
        };
        let (l, _) = kernel_budget(target, &bounds)?;
        out = Some(match out {
            None => l,
            Some(o) => Limits {
                max_sgprs: tighter(o.max_sgprs, l.max_sgprs),
                max_vgprs: tighter(o.max_vgprs, l.max_vgprs),
                max_agprs: tighter(o.max_agprs, l.max_agprs),
                min_waves_per_eu: match (o.min_waves_per_eu, l.min_waves_per_eu) {
                    (Some(x), Some(y)) => Some(x.max(y)),
                    (x, None) => x,
                    (None, y) => y,
                },
            },
        });
    }
    Ok(out.unwrap_or_default())
}
