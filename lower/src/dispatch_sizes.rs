//! Work-group and grid sizes read from the HSA kernel dispatch packet.
//!
//! Guarantees: after [`lower_dispatch_sizes`], a kernel contains no `workgroup_size` and no
//! `grid_size`. Each is replaced by a load from `hsa_kernel_dispatch_packet_t`
//! (`../shared/notes/spec-code-object.md` §8.2), through one `dispatch_ptr` placed at the
//! start of the entry block:
//!
//! * `workgroup_size D` is the u16 `workgroup_size_{x,y,z}` at packet offset 4, 6, 8. It is
//!   read as the aligned dword that holds it (offset 4 for x and y, 8 for z, 4-byte aligned)
//!   and extracted with `and 0xffff` (x, z) or `lshr 16` (y): the same value as a zero-extended
//!   `load.i16`, but selectable as one scalar `s_load_dword` plus one SALU operation on every
//!   generation (SMEM has no sub-dword loads before GFX12).
//! * `grid_size D` is the u32 `grid_size_{x,y,z}` at offset 12, 16, 20 (`load.i32`).
//!
//! All loads are non-volatile, 4-byte aligned, from `ptr.constant`: uniform, so isel selects
//! SMEM. The interpreter builds the same packet (`ir/src/interp/mod.rs`, "Dispatch packet"),
//! so the lowered kernel reads the values the original queried. [`DispatchFields`] records
//! which fields are read (the kernel descriptor must then enable the dispatch pointer).

use crate::util::Cursor;
use gfxc_ir::{AddrSpace, Function, InstData, MemFlags, Opcode, SrcLoc, Type, Value};
use smallvec::SmallVec;

/// Byte offset of `workgroup_size_x` in the dispatch packet (y at +2, z at +4).
pub const WORKGROUP_SIZE_X: u32 = 4;
/// Byte offset of `grid_size_x` in the dispatch packet (y at +4, z at +8).
pub const GRID_SIZE_X: u32 = 12;

/// Which dispatch-packet size fields a kernel reads, per dimension (x, y, z).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct DispatchFields {
    pub workgroup_size: [bool; 3],
    pub grid_size: [bool; 3],
}

impl DispatchFields {
    /// Any field is read (the dispatch pointer is needed).
    pub fn any(&self) -> bool {
        self.workgroup_size
            .iter()
            .chain(&self.grid_size)
            .any(|&b| b)
    }
}

/// Replaces `workgroup_size` / `grid_size` in `func` by dispatch-packet loads.
pub fn lower_dispatch_sizes(func: &mut Function) -> DispatchFields {
    let mut fields = DispatchFields::default();
    let mut sites: SmallVec<[(gfxc_ir::Inst, Opcode, usize); 4]> = SmallVec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::GridQuery { opcode, dim } = &func.dfg.insts[i] {
                let d = dim.index();
                match opcode {
                    Opcode::WorkgroupSize => fields.workgroup_size[d] = true,
                    Opcode::GridSize => fields.grid_size[d] = true,
                    _ => continue,
                }
                sites.push((i, *opcode, d));
            }
        }
    }
    let Some(entry) = func.entry_block() else {
        return fields;
    };
    if sites.is_empty() {
        return fields;
    }
    let cty = Type::ptr(AddrSpace::Constant);
    let dp = Cursor::at(func, entry, 0, SrcLoc::default()).ins1(
        InstData::Nullary {
            opcode: Opcode::DispatchPtr,
        },
        cty,
    );
    // Each query becomes, in place, the last instruction of its replacement (the extraction,
    // or the load), keeping its result: its uses need no rewriting.
    for (inst, opcode, d) in sites {
        debug_assert_eq!(
            func.dfg.value_type(func.dfg.first_result(inst)),
            Type::I32,
            "a size query's result is the field's u32"
        );
        let mut c = Cursor::before(func, inst);
        let data = if opcode == Opcode::WorkgroupSize {
            let byte = WORKGROUP_SIZE_X + 2 * d as u32;
            let v = load_u32(&mut c, dp, byte & !3);
            let (op, k) = if byte & 3 != 0 {
                (Opcode::Lshr, 16)
            } else {
                (Opcode::And, 0xffff)
            };
            let k = c.iconst(Type::I32, k);
            InstData::Binary {
                opcode: op,
                args: [v, k],
            }
        } else {
            InstData::Load {
                flags: MemFlags::aligned(4),
                addr: addr_of(&mut c, dp, GRID_SIZE_X + 4 * d as u32),
            }
        };
        func.dfg.insts[inst] = data;
    }
    fields
}

/// `ptradd base, off`.
fn addr_of(c: &mut Cursor, base: Value, off: u32) -> Value {
    let k = c.iconst(Type::I64, off as i64);
    c.ins1(
        InstData::Binary {
            opcode: Opcode::Ptradd,
            args: [base, k],
        },
        c.ty(base),
    )
}

/// `load.i32 (ptradd base, off)`, 4-byte aligned.
pub(crate) fn load_u32(c: &mut Cursor, base: Value, off: u32) -> Value {
    let addr = addr_of(c, base, off);
    c.ins1(
        InstData::Load {
            flags: MemFlags::aligned(4),
            addr,
        },
        Type::I32,
    )
}
