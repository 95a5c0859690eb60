//! Address-space casts lowered to integer arithmetic on the apertures.
//!
//! Guarantees: after [`lower_addrspace_casts`], a kernel contains no `addrspacecast`. Each is
//! replaced by `ptrtoint` / integer operations / `inttoptr` (isel: `ptrtoint`/`inttoptr`
//! between equal widths are register copies) with the interpreter's semantics
//! (`ir/src/interp/mod.rs` and `exec.rs`, `Op::AsCast`), which are gfxc's:
//!
//! * `local` / `private` -> `flat`: `(aperture_hi << 32) | offset`, for every offset; there
//!   is no null special case. (LLVM's AMDGPU backend differs: its `local`/`private` null is
//!   `0xffffffff` and maps to flat 0, with an `s_cmp_lg_u32 p, -1` + `s_cselect` pair; in
//!   gfxc IR the `local`/`private` null is address 0, which is a valid LDS/scratch address,
//!   and casts never compare.)
//! * `flat` (or any 64-bit space) -> a 32-bit space: the low 32 bits (flat null -> 0).
//! * 32-bit `constant32` -> a 64-bit space: zero-extension (high bits 0).
//! * between two spaces of equal width otherwise: the same bits.
//!
//! `aperture_hi` is the high half of the shared (LDS) or private aperture. It is read once per
//! kernel, at the start of the entry block, as a `load.i32` from the implicit-argument block:
//! `implicitarg_ptr + 196` (`hidden_shared_base`) or `+ 192` (`hidden_private_base`),
//! `gfxc_ir::launch::hidden::{SHARED_BASE, PRIVATE_BASE}` (code object V5,
//! `../shared/notes/spec-code-object.md` §3.8). This works on every generation and is what the
//! interpreter fills (`HiddenEnv::{shared,private}_base_hi`). On GFX9+ the aperture is in the
//! `src_shared_base` / `src_private_base` registers; `target_intrinsics.md` proposes the
//! intrinsic that will read them there (then the hidden-argument load remains for GFX7/8
//! only). [`ApertureUse`] records which apertures a kernel reads.

use crate::util::{replace_uses, Cursor};
use gfxc_ir::launch::hidden;
use gfxc_ir::{AddrSpace, Function, InstData, Opcode, SrcLoc, Type, Value};
use rustc_hash::FxHashMap as HashMap;

/// Which apertures a kernel reads (each from the implicit-argument block).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ApertureUse {
    pub shared: bool,
    pub private: bool,
}

/// Lowers every `addrspacecast` of `func`.
pub fn lower_addrspace_casts(func: &mut Function) -> ApertureUse {
    let mut sites = Vec::new();
    let mut used = ApertureUse::default();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::Unary {
                opcode: Opcode::Addrspacecast,
                arg,
            } = &func.dfg.insts[i]
            {
                let from = func.dfg.value_type(*arg);
                let to = func.dfg.value_type(func.dfg.first_result(i));
                if let (Type::Ptr(f), Type::Ptr(t)) = (from, to) {
                    if t == AddrSpace::Flat {
                        used.shared |= f == AddrSpace::Local;
                        used.private |= f == AddrSpace::Private;
                    }
                    sites.push((i, *arg, f, t));
                }
            }
        }
    }
    let Some(entry) = func.entry_block() else {
        return used;
    };
    if sites.is_empty() {
        return used;
    }
    // Aperture high halves, read once at the start of the entry block.
    let mut ap: HashMap<AddrSpace, Value> = HashMap::default();
    {
        let mut c = Cursor::at(func, entry, 0, SrcLoc::default());
        let wanted = [
            (used.shared, AddrSpace::Local, hidden::SHARED_BASE),
            (used.private, AddrSpace::Private, hidden::PRIVATE_BASE),
        ];
        if used.shared || used.private {
            let ip = c.ins1(
                InstData::Nullary {
                    opcode: Opcode::ImplicitargPtr,
                },
                Type::ptr(AddrSpace::Constant),
            );
            for (want, space, off) in wanted {
                if want {
                    let hi = crate::dispatch_sizes::load_u32(&mut c, ip, off);
                    let hi = c.conv(Opcode::Zext, Type::I64, hi);
                    let k = c.iconst(Type::I64, 32);
                    let sh = c.bin(Opcode::Shl, hi, k);
                    ap.insert(space, sh);
                }
            }
        }
    }
    let mut map = HashMap::default();
    for (inst, arg, from, to) in sites {
        let result = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let (fb, tb) = (from.pointer_bits(), to.pointer_bits());
        let ity = |bits: u32| if bits == 64 { Type::I64 } else { Type::I32 };
        let x = c.conv(Opcode::Ptrtoint, ity(fb), arg);
        let y = match (from, to) {
            (AddrSpace::Local | AddrSpace::Private, AddrSpace::Flat) => {
                let lo = c.conv(Opcode::Zext, Type::I64, x);
                c.bin(Opcode::Or, ap[&from], lo)
            }
            _ if fb == tb => x,
            _ if fb == 64 => c.conv(Opcode::Itrunc, Type::I32, x),
            _ => c.conv(Opcode::Zext, Type::I64, x),
        };
        let p = c.conv(Opcode::Inttoptr, Type::Ptr(to), y);
        func.layout.remove_inst(inst);
        map.insert(result, p);
    }
    replace_uses(func, &map);
    used
}
