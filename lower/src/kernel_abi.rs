//! Kernel ABI: kernel parameters become loads from the kernarg segment.
//!
//! Guarantees: after [`lower_kernel_abi`], no instruction of a kernel uses the entry block's
//! parameters; every parameter that had a use is instead loaded, once, at the start of the
//! entry block, from `kernarg_ptr + offset` with the offsets of
//! [`gfxc_ir::launch::kernarg_layout`] (the layout every engine and the code-object emitter
//! share), so instruction selection sees uniform loads from constant memory (`s_load`). An
//! `i1` parameter is loaded as its byte and truncated. The parameters stay in the signature
//! and as (now unused) entry-block parameters: they describe the kernel's interface, and the
//! interpreter still fills the kernarg segment from them. A parameter passed by reference
//! (`FuncAttrs::byref`) is not loaded: its uses get the address `kernarg_ptr + offset`. [`KernelAbi`] records what the
//! code-object emitter needs for the metadata (`.args`: offset, size, kind per explicit
//! argument; segment size and alignment) and the kernel descriptor (which inputs are used).

use crate::util::Cursor;
use gfxc_ir::launch::{kernarg_layout_byref, kernarg_slot, KernargLayout};
use gfxc_ir::{
    AddrSpace, Function, InstData, MemFlags, Module, Opcode, SrcLoc, Type, Value, ValueDef,
};
use smallvec::SmallVec;

/// The metadata kind of an explicit argument (AMDGPUUsage code object V3+ `.value_kind`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArgKind {
    /// A pointer to global or constant memory (`global_buffer`).
    GlobalBuffer,
    /// A pointer to LDS (`dynamic_shared_pointer`).
    DynamicSharedPointer,
    /// Anything else, passed by value (`by_value`).
    ByValue,
}

/// One explicit kernel argument.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArgInfo {
    pub ty: Type,
    pub offset: u32,
    pub size: u32,
    pub align: u32,
    pub kind: ArgKind,
    /// Address space of pointer arguments.
    pub space: Option<AddrSpace>,
}

/// What a kernel needs from the ABI.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KernelAbi {
    pub args: Vec<ArgInfo>,
    /// Explicit arguments then the V5 hidden block.
    pub kernarg: KernargLayout,
    /// Uses of `workitem_id` per dimension (x, y, z).
    pub workitem_id: [bool; 3],
    /// Uses of `workgroup_id` per dimension.
    pub workgroup_id: [bool; 3],
    pub uses_dispatch_ptr: bool,
    /// Hidden arguments are read (`implicitarg_ptr`).
    pub uses_implicitarg_ptr: bool,
    /// `workgroup_size` / `grid_size` are read (from the dispatch packet).
    pub uses_dispatch_sizes: bool,
    /// Static LDS bytes. [`lower_kernel_abi`] counts every `local` global of the module;
    /// [`crate::pipeline::lower_module`] replaces it by the end of the static globals the
    /// kernel reaches ([`crate::lds_layout::LdsLayout::static_size`]).
    pub static_lds: u64,
    /// Private bytes of the kernel's `alloca`s (each aligned).
    pub private_bytes: u32,
    /// `group_segment_fixed_size` for the kernel descriptor and `.group_segment_fixed_size`
    /// metadata (set by the pipeline from [`crate::lds_layout`]; 0 before).
    pub group_segment_size: u32,
    /// Alignment of the dynamic-LDS block (at least 4; set by the pipeline).
    pub dynamic_lds_align: u32,
    /// The kernel reaches a dynamic-LDS (`local`, count 0) global (set by the pipeline).
    pub uses_dynamic_lds: bool,
}

/// Recomputes the input-use flags of `abi` (`workitem_id`, `workgroup_id`, dispatch and
/// implicit-argument pointers) from `func` as it is now: later passes read the dispatch
/// packet and the hidden arguments themselves. `uses_dispatch_sizes` is kept (the sizes are
/// then read through the dispatch pointer).
pub fn rescan_inputs(func: &Function, abi: &mut KernelAbi) {
    abi.workitem_id = [false; 3];
    abi.workgroup_id = [false; 3];
    abi.uses_dispatch_ptr = false;
    abi.uses_implicitarg_ptr = false;
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            match &func.dfg.insts[i] {
                InstData::GridQuery { opcode, dim } => match opcode {
                    Opcode::WorkitemId => abi.workitem_id[dim.index()] = true,
                    Opcode::WorkgroupId => abi.workgroup_id[dim.index()] = true,
                    _ => abi.uses_dispatch_sizes = true,
                },
                InstData::Nullary { opcode } => match opcode {
                    Opcode::DispatchPtr => abi.uses_dispatch_ptr = true,
                    Opcode::ImplicitargPtr => abi.uses_implicitarg_ptr = true,
                    _ => {}
                },
                _ => {}
            }
        }
    }
}

fn arg_kind(ty: Type) -> ArgKind {
    match ty.addr_space() {
        Some(AddrSpace::Local) => ArgKind::DynamicSharedPointer,
        Some(AddrSpace::Global) | Some(AddrSpace::Constant) | Some(AddrSpace::Flat) => {
            ArgKind::GlobalBuffer
        }
        _ => ArgKind::ByValue,
    }
}

/// Loads every used parameter of kernel `func` from the kernarg segment; returns the ABI
/// facts. Device functions are left alone (and get a descriptor of their parameters only).
pub fn lower_kernel_abi(m: &Module, func: &mut Function) -> KernelAbi {
    // (The signature and attributes read in place: the loads below are made after every
    // question about them is answered; the layout is kept in `abi` and read from there.)
    let (params_ty, byref) = (&func.signature.params, &func.attrs.byref);
    let is_byref = |i: usize| byref.iter().any(|b| b.index as usize == i);
    let layout = kernarg_layout_byref(params_ty, byref);
    let args: Vec<ArgInfo> = params_ty
        .iter()
        .enumerate()
        .map(|(i, &ty)| ArgInfo {
            ty,
            offset: layout.offsets[i],
            size: layout.sizes[i],
            align: kernarg_slot(params_ty, byref, i).1,
            kind: if is_byref(i) {
                ArgKind::ByValue
            } else {
                arg_kind(ty)
            },
            space: if is_byref(i) { None } else { ty.addr_space() },
        })
        .collect();
    let mut abi = KernelAbi {
        args,
        kernarg: layout,
        workitem_id: [false; 3],
        workgroup_id: [false; 3],
        uses_dispatch_ptr: false,
        uses_implicitarg_ptr: false,
        uses_dispatch_sizes: false,
        static_lds: 0,
        private_bytes: 0,
        group_segment_size: 0,
        dynamic_lds_align: 4,
        uses_dynamic_lds: false,
    };
    for (_, g) in m.globals.iter() {
        if g.space == AddrSpace::Local {
            abi.static_lds = abi.static_lds.next_multiple_of(g.align.max(1) as u64) + g.size();
        }
    }
    let Some(entry) = func.entry_block() else {
        return abi;
    };
    let params: SmallVec<[Value; 8]> = SmallVec::from_slice(func.dfg.block_params(entry));
    let mut used: SmallVec<[bool; 8]> = smallvec::smallvec![false; params.len()];
    // The placed instructions reading a parameter: only theirs are rewritten below (an
    // instruction outside the layout is never placed, read or selected again).
    let mut readers: SmallVec<[gfxc_ir::Inst; 16]> = SmallVec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let d = &func.dfg.insts[i];
            // Parameter `k` of the entry block is defined as such (verified IR), found
            // without a map.
            // (Operands and branch arguments, `all_values`, looked at where they are.)
            let mut reads = false;
            let mut mark = |v: Value| {
                if let ValueDef::Param(pb, k) = func.dfg.value_def(v) {
                    if pb == entry && params.get(k as usize) == Some(&v) {
                        used[k as usize] = true;
                        reads = true;
                    }
                }
            };
            d.args().iter().for_each(|&v| mark(v));
            d.for_each_branch_dest(|c| c.args.iter().for_each(|&v| mark(v)));
            if reads {
                readers.push(i);
            }
            match d {
                InstData::GridQuery { opcode, dim } => match opcode {
                    Opcode::WorkitemId => abi.workitem_id[dim.index()] = true,
                    Opcode::WorkgroupId => abi.workgroup_id[dim.index()] = true,
                    _ => abi.uses_dispatch_sizes = true,
                },
                InstData::Nullary { opcode } => match opcode {
                    Opcode::DispatchPtr => abi.uses_dispatch_ptr = true,
                    Opcode::ImplicitargPtr => abi.uses_implicitarg_ptr = true,
                    _ => {}
                },
                InstData::Alloca { size, align } => {
                    abi.private_bytes = abi.private_bytes.next_multiple_of(*align) + size;
                }
                _ => {}
            }
        }
    }
    if !func.is_kernel() || !used.iter().any(|&u| u) {
        return abi;
    }
    let mut c = Cursor::at(func, entry, 0, SrcLoc::default());
    let kp = c.ins1(
        InstData::Nullary {
            opcode: Opcode::KernargPtr,
        },
        Type::ptr(AddrSpace::Constant),
    );
    // (Pairs: the readers' operands are looked up, few are parameters.)
    let mut map: SmallVec<[(Value, Value); 8]> = SmallVec::with_capacity(params.len());
    for (i, &p) in params.iter().enumerate() {
        if !used[i] {
            continue;
        }
        let ty = c.func.signature.params[i];
        let byref = c.func.attrs.byref.iter().any(|b| b.index as usize == i);
        let off = c.iconst(Type::I64, abi.kernarg.offsets[i] as i64);
        let addr = c.ins1(
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [kp, off],
            },
            Type::ptr(AddrSpace::Constant),
        );
        if byref {
            // The parameter is the address of its bytes (`byref`).
            map.push((p, addr));
            continue;
        }
        let is_bool = ty.is_bool();
        let lty = if is_bool {
            ty.with_lane(gfxc_ir::Scalar::I8)
        } else {
            ty
        };
        let flags = MemFlags::aligned(lty.abi_align().max(1));
        let mut v = c.ins1(InstData::Load { flags, addr }, lty);
        if is_bool {
            v = c.conv(Opcode::Itrunc, ty, v);
        }
        map.push((p, v));
    }
    // (Once, as `crate::util::replace_uses_once`: a replacement is a new load or address.)
    // The new instructions read no parameter: the readers found above are all of them.
    for i in readers {
        func.dfg.insts[i].map_values(|v| map.iter().find(|&&(p, _)| p == v).map_or(v, |&(_, r)| r));
    }
    #[cfg(debug_assertions)]
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            let d = &func.dfg.insts[i];
            let replaced = |v: &Value| map.iter().any(|&(p, _)| p == *v);
            let mut stale = d.args().iter().any(replaced);
            d.for_each_branch_dest(|c| stale |= c.args.iter().any(replaced));
            debug_assert!(!stale, "@{}: {i} still reads a loaded parameter", func.name);
        }
    }
    abi
}
