//! The LDS of one kernel: which `local` globals it allocates and where — the one rule the
//! interpreter (`interp/memory.rs`) and the compiler (`gfxc-lower`'s `lds_layout.rs`) share, so
//! lowered IR, whose LDS addresses are constants, runs on the interpreter unchanged.
//!
//! Guarantees ([`kernel_lds`]), as LLVM 19's module-LDS lowering (AMDGPULowerModuleLDSPass,
//! kernel strategy) lays out the LDS of a kernel:
//! * a kernel allocates only the `local` globals it reaches ([`Module::reached_globals`]);
//! * each static global is first "super-aligned" by its size in bytes: more than 8 bytes → at
//!   least 16, more than 4 → 8, more than 2 → 4, more than 1 → 2 (wider `ds_*` accesses);
//! * the static globals become the fields of one struct placed by LLVM's
//!   `performOptimizedStructLayout`: sorted by decreasing alignment, then decreasing size, then
//!   definition order; taken in that order when that leaves no padding; otherwise each next
//!   field is the first (largest) one of the highest alignment the current end satisfies, and
//!   when none does, the end is padded to the smallest alignment left;
//! * the static size is the struct's allocation size: the end rounded up to the largest ABI
//!   alignment of the fields' element types (not the super-alignment);
//! * the dynamic-LDS globals (count 0) it reaches share one block at the static size rounded
//!   up to the largest of their alignments (at least 4).

use crate::entities::GlobalId;
use crate::function::{Function, Module};
use crate::types::AddrSpace;

/// Where a kernel's LDS globals are.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct KernelLds {
    /// (static global, byte offset), in definition order.
    pub statics: Vec<(GlobalId, u64)>,
    /// Bytes of the static globals (the struct's allocation size).
    pub static_size: u64,
    /// The dynamic-LDS globals the kernel reaches.
    pub dynamic: Vec<GlobalId>,
    /// Alignment of the dynamic block (at least 4).
    pub dynamic_align: u64,
}

impl KernelLds {
    /// Offset of the dynamic block.
    pub fn dynamic_offset(&self) -> u64 {
        self.static_size.next_multiple_of(self.dynamic_align)
    }
}

/// LLVM's LDS super-alignment of a static global of `size` bytes and alignment `align`.
pub fn super_align(size: u64, align: u64) -> u64 {
    let min = match size {
        9.. => 16,
        5..=8 => 8,
        3..=4 => 4,
        2 => 2,
        _ => 1,
    };
    align.max(min)
}

/// The LDS layout of kernel `func` of `m` (see the module documentation).
pub fn kernel_lds(m: &Module, func: &Function) -> KernelLds {
    let mut out = KernelLds {
        dynamic_align: 4,
        ..KernelLds::default()
    };
    // (global, size, alignment, definition index; inline: a kernel has a few variables)
    let mut fields: smallvec::SmallVec<[(GlobalId, u64, u64, usize); 8]> =
        smallvec::SmallVec::new();
    let mut abi = 1u64;
    for (n, id) in m.reached_globals(func).into_iter().enumerate() {
        let g = &m.globals[id];
        if g.space != AddrSpace::Local {
            continue;
        }
        let align = g.align.max(1) as u64;
        if g.count == 0 {
            out.dynamic_align = out.dynamic_align.max(align);
            out.dynamic.push(id);
            continue;
        }
        abi = abi.max(g.elem.abi_align() as u64);
        fields.push((id, g.size(), super_align(g.size(), align), n));
    }
    fields.sort_by(|a, b| b.2.cmp(&a.2).then(b.1.cmp(&a.1)).then(a.3.cmp(&b.3)));
    let mut end = 0u64;
    let padded = fields.iter().any(|&(_, size, align, _)| {
        let pad = !end.is_multiple_of(align);
        end += size;
        pad
    });
    let mut placed = Vec::new();
    if !padded {
        let mut at = 0;
        for &(id, size, _, _) in &fields {
            placed.push((id, at));
            at += size;
        }
        end = at;
    } else {
        // Gap filling: queues by alignment (decreasing), each in the sorted order.
        let mut left = fields.clone();
        end = 0;
        while !left.is_empty() {
            let pick = left.iter().position(|f| end.is_multiple_of(f.2));
            let k = match pick {
                Some(k) => k,
                None => {
                    let min = left.iter().map(|f| f.2).min().unwrap_or(1);
                    end = end.next_multiple_of(min);
                    left.iter()
                        .position(|f| end.is_multiple_of(f.2))
                        .unwrap_or(0)
                }
            };
            let (id, size, _, _) = left.remove(k);
            placed.push((id, end));
            end += size;
        }
    }
    placed.sort_by_key(|&(id, _)| id);
    out.statics = placed;
    out.static_size = if out.statics.is_empty() {
        0
    } else {
        end.next_multiple_of(abi)
    };
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn super_alignment_by_size() {
        let got: Vec<u64> = [1, 2, 3, 4, 5, 8, 9, 4096]
            .iter()
            .map(|&s| super_align(s, 1))
            .collect();
        assert_eq!(got, [1, 2, 4, 4, 8, 8, 16, 16]);
        assert_eq!(super_align(2, 8), 8);
    }
}
