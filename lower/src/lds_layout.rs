//! LDS layout: every `local` global of the module gets a fixed LDS offset, and its
//! `global_addr` becomes a constant address.
//!
//! Guarantees: after [`lower_lds`], a kernel contains no `global_addr` of a `local` global;
//! each one is replaced, in place, by `iconst.i32 OFFSET` + `inttoptr.ptr.local` (isel: a
//! 32-bit constant; `inttoptr` between equal widths is a register copy). The offsets follow
//! one rule, the same as the interpreter's (`ir/src/interp/memory.rs`, `layout`):
//!
//! * the `local` globals the kernel reaches (`Module::reached_globals`: its own `global_addr`s
//!   and those of every function it calls, transitively), placed by `gfxc_ir::lds::kernel_lds`
//!   as LLVM 19's module-LDS lowering places them (super-alignment by size, LLVM's optimized
//!   struct layout, the struct's allocation size);
//! * the dynamic-LDS globals it reaches (count 0; all of them share one address) at the end of
//!   the static globals rounded up to the dynamic alignment: the largest alignment of those
//!   dynamic globals, and at least 4.
//!
//! A module may hold many kernels whose LDS together exceeds 64 KiB: only each kernel's own
//! must fit. The interpreter lays out a launch's LDS by the same rule (docs/ir.md), so the
//! two layouts are identical and lowered IR, whose LDS addresses are constants, still runs on
//! the interpreter. [`LdsLayout`] records what the kernel descriptor and metadata need: `group_segment_fixed_size` (static bytes, rounded up to
//! the dynamic alignment when the kernel uses dynamic LDS, as LLVM does) and the dynamic-LDS
//! alignment. Exceeding 64 KiB of static LDS is an error. Every `amdgcn.groupstaticsize` of
//! the kernel becomes `iconst.i32` of `group_segment_fixed_size`.

use crate::util::Cursor;
use cranelift_entity::EntityRef;
use gfxc_ir::lds::kernel_lds;
use gfxc_ir::{AddrSpace, Function, GlobalId, Inst, InstData, Module, Opcode, StageError, Type};
use smallvec::SmallVec;

/// Largest LDS allocation of a work-group (all supported generations: 64 KiB).
pub const MAX_LDS: u64 = 65536;

/// The LDS of one kernel.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LdsLayout {
    /// (global, byte offset) of every `local` global the kernel reaches, in definition order
    /// (dynamic ones at [`LdsLayout::dynamic_offset`]).
    pub offsets: Vec<(GlobalId, u32)>,
    /// End of the static globals (unrounded).
    pub static_size: u32,
    /// `group_segment_fixed_size`: `static_size`, rounded up to `dynamic_align` when the
    /// kernel uses dynamic LDS.
    pub group_segment_size: u32,
    /// Alignment of the dynamic-LDS block (at least 4).
    pub dynamic_align: u32,
    /// Offset of the dynamic-LDS block.
    pub dynamic_offset: u32,
    /// The kernel reaches a dynamic-LDS global.
    pub uses_dynamic: bool,
}

impl LdsLayout {
    /// The offset of `g`, if the kernel reaches it.
    pub fn offset_of(&self, g: GlobalId) -> Option<u32> {
        self.offsets.iter().find(|&&(x, _)| x == g).map(|&(_, o)| o)
    }
}

/// The LDS layout of kernel `func` of module `m` (see the module documentation).
pub fn layout_lds(m: &Module, func: &Function) -> Result<LdsLayout, StageError> {
    let k = kernel_lds(m, func);
    for &(id, off) in &k.statics {
        let g = &m.globals[id];
        let end = off + g.size();
        if end > MAX_LDS {
            return Err(gfxc_ir::unsupported!(
                "@{}: unsupported: LDS exceeds {MAX_LDS} bytes at @{} ({end} bytes)",
                func.name,
                g.name
            ));
        }
    }
    if k.static_size > MAX_LDS {
        return Err(gfxc_ir::unsupported!(
            "@{}: unsupported: LDS exceeds {MAX_LDS} bytes ({} bytes)",
            func.name,
            k.static_size
        ));
    }
    let uses_dynamic = !k.dynamic.is_empty();
    let dyn_off = k.dynamic_offset();
    let mut offsets: Vec<(GlobalId, u32)> = k.statics.iter().map(|&(g, o)| (g, o as u32)).collect();
    offsets.extend(k.dynamic.iter().map(|&g| (g, dyn_off as u32)));
    offsets.sort_by_key(|&(id, _)| id.index());
    Ok(LdsLayout {
        offsets,
        static_size: k.static_size as u32,
        group_segment_size: if uses_dynamic {
            dyn_off as u32
        } else {
            k.static_size as u32
        },
        dynamic_align: k.dynamic_align as u32,
        dynamic_offset: dyn_off as u32,
        uses_dynamic,
    })
}

/// Lays out the LDS of kernel `func` and replaces its `global_addr`s of `local` globals by
/// constant addresses. `m` provides the globals and the callees (the module before or after
/// inlining: only reachability matters).
pub fn lower_lds(m: &Module, func: &mut Function) -> Result<LdsLayout, StageError> {
    let lds = layout_lds(m, func)?;
    // The `global_addr`s of `local` globals and the `amdgcn.groupstaticsize`s, found in one
    // walk (nothing below changes an instruction before both are found).
    let mut sites: SmallVec<[(Inst, GlobalId); 4]> = SmallVec::new();
    let mut sizes: SmallVec<[Inst; 2]> = SmallVec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            match &func.dfg.insts[i] {
                // (A device function's LDS addresses depend on the kernel: they stay, and
                // are read from the kernel's row of `crate::module_lds::TABLE`.)
                InstData::GlobalAddr { global }
                    if func.is_kernel()
                        && m.globals.get(*global).map(|g| g.space) == Some(AddrSpace::Local) =>
                {
                    sites.push((i, *global));
                }
                // `amdgcn.groupstaticsize` is the kernel's `group_segment_fixed_size` (LLVM
                // 19 expands `GET_GROUPSTATICSIZE` to `MFI->getLDSSize()`, the number the
                // descriptor holds). Only in kernels: a device function compiled as a real
                // call has no LDS size of its own (the intrinsic then stays, and selection
                // refuses it).
                InstData::Intrinsic { name, .. }
                    if name == "amdgcn.groupstaticsize" && func.is_kernel() =>
                {
                    sizes.push(i);
                }
                _ => {}
            }
        }
    }
    // The kernel still reaches what it allocates (the interpreter lays out the same LDS).
    func.lowered_lds = lds
        .offsets
        .iter()
        .map(|&(g, _)| g)
        .filter(|g| !func.lowered_lds.contains(g))
        .chain(func.lowered_lds.iter().copied())
        .collect();
    func.lowered_lds.sort_by_key(|g| g.index());
    for i in sizes {
        func.dfg.insts[i] = InstData::IntConst {
            imm: lds.group_segment_size as i64,
        };
    }
    for (inst, g) in sites {
        let off = lds.offset_of(g).unwrap_or(0);
        let mut c = Cursor::before(func, inst);
        let k = c.iconst(Type::I32, off as i64);
        func.dfg.insts[inst] = InstData::Unary {
            opcode: Opcode::Inttoptr,
            arg: k,
        };
    }
    Ok(lds)
}
