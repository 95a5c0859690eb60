//! Loads of any size and alignment from the kernarg, implicit-argument and dispatch-packet
//! segments, rewritten as aligned dword loads.
//!
//! Guarantees: after [`split_segment_loads`], every `load` whose address is `kernarg_ptr`,
//! `implicitarg_ptr` or `dispatch_ptr` plus a constant byte offset (through `ptradd`s of
//! `iconst`s) reads whole dwords at 4-byte-aligned offsets: an `i32`/`f32`/pointer/`i64`/
//! `f64` or a vector of 32/64-bit lanes at an offset that is a multiple of 4. Any other such
//! load (an `i8`, `i16`, `f16` or `i1`, a vector with sub-dword lanes, or any value at an
//! unaligned offset) is replaced by the `load.i32`s of the dwords that cover its bytes and
//! shifts, `or`s, truncations and bitcasts that put its bytes together, lane by lane, little
//! endian (AMDGPUUsage: the kernarg segment is little-endian memory; the hidden block's
//! `hidden_group_size_*` and `hidden_remainder_*` are u16 at offsets 12..24 of the
//! implicit-argument block, and clang-19 reads them with `load i16`). The value is the same
//! bits the original load read, so the interpreter gives the same results. A load kept whole
//! gets alignment 4 (the segments are at least dword-aligned: kernarg 16, implicit arguments
//! 8, the dispatch packet 64 bytes; AMDGPUUsage "Kernel Dispatch Packet").
//!
//! Why: the segments are uniform constant memory that instruction selection reads with
//! scalar loads (SMEM), which before GFX12 load whole dwords at dword-aligned offsets only
//! (and GFX6/7 SMRD encodes the offset in dwords). Doing the extraction here, once, in IR
//! keeps every segment read on SMEM and lets legalization handle the narrow arithmetic.

use crate::util::{replace_uses, Cursor};
use gfxc_ir::{Function, Inst, InstData, MemFlags, Opcode, Scalar, Type, Value};
use rustc_hash::FxHashMap as HashMap;

/// `(segment pointer, constant byte offset)` of `addr` when it is a segment pointer plus
/// constants.
fn segment_address(func: &Function, addr: Value) -> Option<(Value, i64)> {
    let mut v = addr;
    let mut off = 0i64;
    loop {
        let gfxc_ir::ValueDef::Result(i, _) = func.dfg.value_def(v) else {
            return None;
        };
        match &func.dfg.insts[i] {
            InstData::Nullary {
                opcode: Opcode::KernargPtr | Opcode::ImplicitargPtr | Opcode::DispatchPtr,
            } => return Some((v, off)),
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [p, k],
            } => {
                let gfxc_ir::ValueDef::Result(j, _) = func.dfg.value_def(*k) else {
                    return None;
                };
                let InstData::IntConst { imm } = func.dfg.insts[j] else {
                    return None;
                };
                off = off.checked_add(imm)?;
                v = *p;
            }
            _ => return None,
        }
    }
}

/// Whether a load of `ty` at byte offset `off` needs rewriting.
fn needs_split(ty: Type, off: i64) -> bool {
    let lane_bytes = match ty.lane() {
        Some(s) => s.bytes(),
        None => ty.store_size(),
    };
    off & 3 != 0 || ty.store_size() & 3 != 0 || lane_bytes < 4 || ty.is_bool()
}

/// Rewrites the segment loads of `func` (module doc); returns how many were rewritten.
pub fn split_segment_loads(func: &mut Function) -> usize {
    let mut sites: Vec<(Inst, Value, i64, Type, MemFlags)> = Vec::new();
    // Loads kept whole are at dword offsets of dword-aligned segments: their alignment is 4
    // whatever the source said (so `crate::unaligned` leaves them to SMEM).
    let mut kept: Vec<Inst> = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::Load { addr, flags } = &func.dfg.insts[i] {
                let ty = func.dfg.value_type(func.dfg.first_result(i));
                if let Some((base, off)) = segment_address(func, *addr) {
                    if off >= 0 && needs_split(ty, off) {
                        sites.push((i, base, off, ty, *flags));
                    } else if off >= 0 && flags.align < 4 {
                        kept.push(i);
                    }
                }
            }
        }
    }
    for i in kept {
        if let InstData::Load { flags, .. } = &mut func.dfg.insts[i] {
            flags.align = 4;
        }
    }
    let mut map = HashMap::default();
    for &(inst, base, off, ty, flags) in &sites {
        let result = func.dfg.first_result(inst);
        let mut c = Cursor::before(func, inst);
        let first = off & !3;
        let end = off + ty.store_size() as i64;
        let n = ((end - first + 3) / 4) as usize;
        let dwords: Vec<Value> = (0..n)
            .map(|k| load_dword(&mut c, base, first + 4 * k as i64, flags))
            .collect();
        let rd = Dwords {
            first,
            dwords: &dwords,
        };
        let v = match ty {
            Type::Vector(s, lanes) => {
                let vals: Vec<Value> = (0..lanes as i64)
                    .map(|l| rd.scalar(&mut c, Type::Scalar(s), off + l * s.bytes() as i64))
                    .collect();
                c.vector_of(ty, &vals)
            }
            _ => rd.scalar(&mut c, ty, off),
        };
        func.layout.remove_inst(inst);
        map.insert(result, v);
    }
    replace_uses(func, &map);
    sites.len()
}

/// `load.i32 (ptradd base, off)`, 4-byte aligned, keeping the original's volatility.
fn load_dword(c: &mut Cursor, base: Value, off: i64, orig: MemFlags) -> Value {
    let k = c.iconst(Type::I64, off);
    let addr = c.ins1(
        InstData::Binary {
            opcode: Opcode::Ptradd,
            args: [base, k],
        },
        c.ty(base),
    );
    let flags = MemFlags {
        volatile: orig.volatile,
        ..MemFlags::aligned(4)
    };
    c.ins1(InstData::Load { flags, addr }, Type::I32)
}

/// The dwords covering a load, from byte offset `first` (a multiple of 4).
struct Dwords<'a> {
    first: i64,
    dwords: &'a [Value],
}

impl Dwords<'_> {
    /// The 4 bytes at byte offset `at` as an `i32` (bytes past the last dword are zero).
    fn chunk(&self, c: &mut Cursor, at: i64) -> Value {
        let rel = at - self.first;
        let (k, sh) = ((rel / 4) as usize, (rel % 4) * 8);
        let lo = self.dwords[k];
        if sh == 0 {
            return lo;
        }
        let s = c.iconst(Type::I32, sh);
        let lo = c.bin(Opcode::Lshr, lo, s);
        match self.dwords.get(k + 1) {
            Some(&hi) => {
                let s = c.iconst(Type::I32, 32 - sh);
                let hi = c.bin(Opcode::Shl, hi, s);
                c.bin(Opcode::Or, lo, hi)
            }
            None => lo,
        }
    }

    /// A scalar or pointer of type `ty` stored at byte offset `at`.
    fn scalar(&self, c: &mut Cursor, ty: Type, at: i64) -> Value {
        let bytes = ty.store_size();
        let lo = self.chunk(c, at);
        let int = match bytes {
            4 => lo,
            1 | 2 => c.conv(
                Opcode::Itrunc,
                if bytes == 1 { Type::I8 } else { Type::I16 },
                lo,
            ),
            _ => {
                // 8 bytes: two chunks joined in 64 bits.
                let hi = self.chunk(c, at + 4);
                let lo = c.conv(Opcode::Zext, Type::I64, lo);
                let hi = c.conv(Opcode::Zext, Type::I64, hi);
                let s = c.iconst(Type::I64, 32);
                let hi = c.bin(Opcode::Shl, hi, s);
                c.bin(Opcode::Or, lo, hi)
            }
        };
        match ty {
            Type::Ptr(_) => c.conv(Opcode::Inttoptr, ty, int),
            Type::Scalar(Scalar::I1) => c.conv(Opcode::Itrunc, ty, int),
            Type::Scalar(s) if s.is_float() => c.conv(Opcode::Bitcast, ty, int),
            _ => int,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_ir::AddrSpace;

    #[test]
    fn aligned_dword_loads_are_kept() {
        assert!(!needs_split(Type::I32, 8));
        assert!(!needs_split(Type::I64, 4));
        assert!(!needs_split(Type::vector(Scalar::F32, 3), 16));
        assert!(!needs_split(Type::ptr(AddrSpace::Global), 8));
        assert!(needs_split(Type::I16, 14));
        assert!(needs_split(Type::I16, 12));
        assert!(needs_split(Type::I32, 2));
        assert!(needs_split(Type::vector(Scalar::I16, 2), 0));
        assert!(needs_split(Type::I1, 0));
    }
}
