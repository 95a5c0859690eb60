//! The inlining heuristic: which device functions that are neither `noinline` nor recursive
//! stay real calls.
//!
//! Guarantees ([`keep_by_cost`]): a device function reachable from a kernel stays a call
//! exactly when it is not `alwaysinline`, has at least two call sites in the functions
//! reachable from kernels, and its *size* is above [`INLINE_LIMIT`] instructions. Its size is
//! its own instruction count plus, for every call in it of a function that is itself inlined
//! (not `noinline`, not recursive), that function's size (what inlining it would copy),
//! saturating at `u32::MAX`. Everything else is inlined, as LLVM's inliner does:
//! * a single call site is always inlined (LLVM's `LastCallToStaticBonus` of 15000 makes
//!   a static function with one call site inline at any reasonable size);
//! * the limit follows LLVM's default threshold for AMDGPU: `-inline-threshold` 225 times
//!   the AMDGPU multiplier 11 (`GCNTTIImpl::getInliningThresholdMultiplier`), 2475 cost
//!   units, at LLVM's `InstrCost` of 5 units per instruction: about 495 IR instructions.
//!
//! `noinline` functions are always kept and `alwaysinline` ones always inlined
//! (`crate::inline`); a function this heuristic keeps is still inlined when it cannot be
//! compiled as a call (`not_callable` in `crate::inline`: it reads the kernel's context).

use cranelift_entity::EntityRef;
use gfxc_ir::{FuncId, InstData, Module};

/// Largest size (IR instructions) of a function inlined at every call site.
pub const INLINE_LIMIT: u32 = 495;

/// For every function of `m`: whether the heuristic keeps it as a real call. `reachable`:
/// reachable from a kernel; `recursive`: on a cycle of the call graph (kept anyway).
pub fn keep_by_cost(m: &Module, reachable: &[bool], recursive: &[bool]) -> Vec<bool> {
    let n = m.functions.len();
    let mut sites = vec![0u32; n];
    for (id, f) in m.functions.iter() {
        if !reachable[id.index()] {
            continue;
        }
        for &b in f.layout.blocks() {
            for &i in f.layout.block_insts(b) {
                if let InstData::Call { func, .. } = &f.dfg.insts[i] {
                    if m.functions.is_valid(*func) {
                        sites[func.index()] = sites[func.index()].saturating_add(1);
                    }
                }
            }
        }
    }
    let mut memo: Vec<Option<u32>> = vec![None; n];
    (0..n)
        .map(|i| {
            let f = &m.functions[FuncId::new(i)];
            reachable[i]
                && !f.is_kernel()
                && !f.attrs.alwaysinline
                && !f.attrs.noinline
                && !recursive[i]
                && sites[i] >= 2
                && size(m, FuncId::new(i), recursive, &mut memo) > INLINE_LIMIT
        })
        .collect()
}

/// The size of `f` once the calls it would inline are inlined (module doc). `f` is not
/// recursive, so the walk ends.
fn size(m: &Module, f: FuncId, recursive: &[bool], memo: &mut Vec<Option<u32>>) -> u32 {
    if let Some(s) = memo[f.index()] {
        return s;
    }
    let func = &m.functions[f];
    let mut s = 0u32;
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            s = s.saturating_add(1);
            if let InstData::Call { func: c, .. } = &func.dfg.insts[i] {
                if m.functions.is_valid(*c)
                    && !recursive[c.index()]
                    && !m.functions[*c].attrs.noinline
                    && *c != f
                {
                    s = s.saturating_add(size(m, *c, recursive, memo));
                }
            }
        }
    }
    memo[f.index()] = Some(s);
    s
}
