//! Under-aligned memory accesses split into aligned pieces where the hardware cannot do them.
//!
//! Which accesses the hardware does unaligned (LLVM 19's subtarget features, measured with
//! llc-19 on `load`/`store` of `i16`/`i32`/`i64` with `align 1`/`2` in every address space):
//! - **Private (scratch)**, every generation but those with architected flat scratch
//!   (gfx940+, GFX11: llc-19 emits one unaligned `scratch_store_b32` there): scratch is
//!   swizzled per dword and lane
//!   (AMDGPUUsage "Private Segment Buffer"; the MUBUF `swizzle_enable`/`index_stride` of the
//!   scratch resource): bytes `4k..4k+3` of one work-item's private memory are one dword of
//!   that lane, its next dword is `index_stride` lanes away, so a dword (or wider) access at an
//!   address that is not a multiple of 4 does not address the work-item's next bytes, nor does
//!   a 2-byte access at `4k + 3` (llc-19 splits without the non-default
//!   `unaligned-scratch-access` feature).
//! - **Flat (generic)**, every generation: the address may be in the scratch or LDS aperture
//!   (llc-19 splits flat accesses on gfx700 ... gfx1100 alike).
//! - **LDS and GDS** before GFX9: no `unaligned-ds-access` (llc-19: `ds_read_u8` pieces on
//!   gfx600/gfx700/gfx803, one `ds_read_b32` on gfx900 and later).
//! - **Global and constant** (vector memory) on GFX6: no `unaligned-buffer-access` (llc-19:
//!   `buffer_load_ubyte` pieces on gfx600, one dword access from gfx700).
//!
//! Guarantees (after [`split_unaligned`]):
//! - Every non-atomic `load`/`store` of such an address space and generation whose alignment
//!   `a` is 1 or 2 and smaller than the access size becomes accesses of `a`-byte integers
//!   (`i8`, `i16`) at the offsets `0, a, 2a, ...` (little-endian: the low bits first), which
//!   never cross a dword. Values are moved through integers of their own width (`bitcast`;
//!   `ptrtoint` / `inttoptr` for pointers); vectors lane by lane. The bytes written and read
//!   are exactly the access's bytes (`store_size`), so the result is bit-identical to the
//!   whole access.
//! - Atomic accesses are left alone (an atomic access must be naturally aligned).
//! - The simulator refuses (strict mode) the unsplit forms: a misaligned access in these
//!   address spaces and generations (`gfxc_sim`, "misaligned").

use crate::util::Cursor;
use gfxc_ir::{AddrSpace, Function, Inst, InstData, MemFlags, Opcode, Type, Value};
use gfxc_isa::processors::AlignedMemory;
use gfxc_isa::Target;
use rustc_hash::FxHashMap as HashMap;

/// Splits the under-aligned accesses of `func` the hardware of `target` cannot do (module
/// documentation); returns how many it split.
pub fn split_unaligned(func: &mut Function, target: &Target) -> usize {
    let mut map: HashMap<Value, Value> = HashMap::default();
    let mut n = 0;
    let insts: Vec<Inst> = crate::util::insts_of(func);
    for inst in insts {
        // Only loads and stores are split: their fields are copied out (the others are
        // not looked at further; no instruction is copied whole).
        let d = match func.dfg.insts[inst] {
            InstData::Load { flags, addr } => InstData::Load { flags, addr },
            InstData::Store { flags, args } => InstData::Store { flags, args },
            _ => continue,
        };
        match d {
            InstData::Load { flags, addr }
                if splits(func, target, addr, &flags, load_ty(func, inst)) =>
            {
                let ty = load_ty(func, inst);
                let mut c = Cursor::before(func, inst);
                let v = load_split(&mut c, ty, addr, flags);
                let old = func.dfg.first_result(inst);
                func.layout.remove_inst(inst);
                map.insert(old, v);
                n += 1;
            }
            InstData::Store { flags, args } => {
                let ty = func.dfg.value_type(args[0]);
                if splits(func, target, args[1], &flags, ty) {
                    let mut c = Cursor::before(func, inst);
                    store_split(&mut c, args[0], args[1], flags);
                    func.layout.remove_inst(inst);
                    n += 1;
                }
            }
            _ => {}
        }
    }
    crate::util::replace_uses(func, &map);
    n
}

fn load_ty(func: &Function, inst: Inst) -> Type {
    func.dfg.value_type(func.dfg.first_result(inst))
}

/// The hardware rule ([`gfxc_isa::processors::needs_alignment`]) for pointers of `space`.
pub fn needs_alignment(space: AddrSpace, target: &Target) -> bool {
    let memory = match space {
        AddrSpace::Private => AlignedMemory::Scratch,
        AddrSpace::Flat => AlignedMemory::Flat,
        AddrSpace::Local | AddrSpace::Region => AlignedMemory::Lds,
        AddrSpace::Global | AddrSpace::Constant | AddrSpace::Constant32 => AlignedMemory::Global,
        AddrSpace::BufferFat | AddrSpace::BufferRsrc => return false,
    };
    let p = target.processor;
    gfxc_isa::processors::needs_alignment(memory, p.generation, p.flat_scratch)
}

fn splits(func: &Function, target: &Target, addr: Value, flags: &MemFlags, ty: Type) -> bool {
    matches!(func.dfg.value_type(addr), Type::Ptr(sp) if needs_alignment(sp, target))
        && !flags.ordering.is_atomic()
        && flags.align < 4
        && ty.store_size() > flags.align
}

/// The integer type of `bytes` bytes (1, 2, 4 or 8).
fn int_of(bytes: u32) -> Type {
    match bytes {
        1 => Type::I8,
        2 => Type::I16,
        4 => Type::I32,
        _ => Type::I64,
    }
}

/// `x` (a scalar or pointer) as an integer of its width.
fn to_int(c: &mut Cursor, x: Value) -> Value {
    let t = c.ty(x);
    let it = int_of(t.store_size());
    match t {
        Type::Ptr(_) => c.conv(Opcode::Ptrtoint, it, x),
        Type::Scalar(s) if s.is_float() => c.conv(Opcode::Bitcast, it, x),
        _ => x,
    }
}

/// The integer `x` as a value of the scalar or pointer type `t`.
fn from_int(c: &mut Cursor, t: Type, x: Value) -> Value {
    match t {
        Type::Ptr(_) => c.conv(Opcode::Inttoptr, t, x),
        Type::Scalar(s) if s.is_float() => c.conv(Opcode::Bitcast, t, x),
        _ => x,
    }
}

fn lane(c: &mut Cursor, v: Value, k: usize, t: Type) -> Value {
    let idx = c.iconst(Type::I32, k as i64);
    c.ins1(
        InstData::Binary {
            opcode: Opcode::Extractelement,
            args: [v, idx],
        },
        t,
    )
}

fn store_split(c: &mut Cursor, x: Value, addr: Value, flags: MemFlags) {
    let t = c.ty(x);
    let a = flags.align.max(1);
    let (parts, lt): (Vec<Value>, Type) = match t {
        Type::Vector(s, n) => (
            (0..n as usize)
                .map(|k| lane(c, x, k, Type::Scalar(s)))
                .collect(),
            Type::Scalar(s),
        ),
        _ => (vec![x], t),
    };
    let lb = lt.store_size();
    for (k, p) in parts.into_iter().enumerate() {
        let base = k as u32 * lb;
        if lt == Type::I1 || lb <= a {
            let q = crate::legalize::offset_addr(c, addr, base);
            let f = MemFlags {
                align: crate::legalize::piece_align(a, base),
                ..flags
            };
            c.ins(
                InstData::Store {
                    flags: f,
                    args: [p, q],
                },
                &[],
            );
            continue;
        }
        let v = to_int(c, p);
        let it = c.ty(v);
        let pt = int_of(a);
        for off in (0..lb).step_by(a as usize) {
            let piece = if off == 0 {
                v
            } else {
                let s = c.iconst(it, 8 * off as i64);
                c.bin(Opcode::Lshr, v, s)
            };
            let piece = if it == pt {
                piece
            } else {
                c.conv(Opcode::Itrunc, pt, piece)
            };
            let q = crate::legalize::offset_addr(c, addr, base + off);
            let f = MemFlags { align: a, ..flags };
            c.ins(
                InstData::Store {
                    flags: f,
                    args: [piece, q],
                },
                &[],
            );
        }
    }
}

fn load_split(c: &mut Cursor, t: Type, addr: Value, flags: MemFlags) -> Value {
    let a = flags.align.max(1);
    let (n, lt) = match t {
        Type::Vector(s, n) => (n as usize, Type::Scalar(s)),
        _ => (1, t),
    };
    let lb = lt.store_size();
    let mut lanes = Vec::new();
    for k in 0..n {
        let base = k as u32 * lb;
        if lt == Type::I1 || lb <= a {
            let q = crate::legalize::offset_addr(c, addr, base);
            let f = MemFlags {
                align: crate::legalize::piece_align(a, base),
                ..flags
            };
            lanes.push(c.ins1(InstData::Load { flags: f, addr: q }, lt));
            continue;
        }
        let it = int_of(lb);
        let pt = int_of(a);
        let mut acc: Option<Value> = None;
        for off in (0..lb).step_by(a as usize) {
            let q = crate::legalize::offset_addr(c, addr, base + off);
            let f = MemFlags { align: a, ..flags };
            let piece = c.ins1(InstData::Load { flags: f, addr: q }, pt);
            let w = c.conv(Opcode::Zext, it, piece);
            let w = if off == 0 {
                w
            } else {
                let s = c.iconst(it, 8 * off as i64);
                c.bin(Opcode::Shl, w, s)
            };
            acc = Some(match acc {
                None => w,
                Some(x) => c.bin(Opcode::Or, x, w),
            });
        }
        let v = acc.expect("at least one piece");
        lanes.push(from_int(c, lt, v));
    }
    if n == 1 {
        lanes[0]
    } else {
        debug_assert!(matches!(t, Type::Vector(..)));
        c.vector_of(t, &lanes)
    }
}
