//! LLVM types against the amdgcn data layout: named-type resolution, sizes, alignments,
//! struct field offsets, and the mapping of first-class LLVM types onto gfxc [`Type`]s.
//!
//! Guarantees: sizes follow the amdgcn datalayout string clang-19 emits
//! (`e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32-...-i64:64-v16:16-...`):
//! scalars and first-class vectors use gfxc's [`Type::alloc_size`] / [`Type::abi_align`]
//! (the same rules), arrays are `n * alloc_size(elem)`, structs are laid out as LLVM's
//! `StructLayout` does (each field at its ABI alignment, size rounded up to the struct's
//! alignment; packed structs have alignment 1). Resolution of named types is depth-limited,
//! so recursive definitions are an error, not a hang.

use crate::ast::Ty;
use crate::parse::unsupported;
use gfxc_ir::{AddrSpace, Diagnostic, Scalar, SrcLoc, Type};
use std::collections::HashMap;

pub(crate) type LResult<T> = Result<T, Diagnostic>;

/// The module's named types.
pub(crate) struct Types<'a> {
    pub named: &'a HashMap<String, Ty>,
}

impl Types<'_> {
    /// The type itself, with a top-level name resolved.
    pub fn resolve(&self, ty: &Ty, loc: SrcLoc) -> LResult<Ty> {
        let mut t = ty.clone();
        for _ in 0..64 {
            match t {
                Ty::Named(ref n) => match self.named.get(n) {
                    Some(d) => t = d.clone(),
                    None => return Err(Diagnostic::new(loc, format!("undefined type '%{n}'"))),
                },
                _ => return Ok(t),
            }
        }
        Err(Diagnostic::new(loc, "recursive named type"))
    }

    /// The gfxc type of a first-class LLVM value type.
    pub fn ir(&self, ty: &Ty, loc: SrcLoc) -> LResult<Type> {
        let t = self.resolve(ty, loc)?;
        match &t {
            Ty::Vector(n, e) => {
                let e = self.resolve(e, loc)?;
                match scalar(&e) {
                    Some(s) if (2..=Type::MAX_LANES as u32).contains(n) => {
                        Ok(Type::Vector(s, *n as u8))
                    }
                    // `<1 x T>` is its one lane: the same bits in registers and in memory
                    // (LLVM's type legalizer scalarizes it too); `extractelement` /
                    // `insertelement` of it are the lane itself (`crate::lower`).
                    Some(s) if *n == 1 => Ok(Type::Scalar(s)),
                    _ => Err(unsupported(loc, format!("type '{t}'"))),
                }
            }
            Ty::Ptr(n) => match AddrSpace::from_number(*n) {
                Some(a) if !a.is_reserved() => Ok(Type::Ptr(a)),
                // A buffer resource is its four descriptor words (`crate::buffer`).
                Some(AddrSpace::BufferRsrc) => Ok(gfxc_ir::buffer::RSRC),
                _ => Err(unsupported(loc, format!("address space {n}"))),
            },
            _ => scalar(&t)
                .map(Type::Scalar)
                .ok_or_else(|| unsupported(loc, format!("type '{t}'"))),
        }
    }

    /// [`Types::ir`], and `bfloat` (or a vector of it) as the `i16` of its bits
    /// (`crate::bfloat`).
    pub fn ir_bf(&self, ty: &Ty, loc: SrcLoc) -> LResult<Type> {
        match self.resolve(ty, loc)? {
            Ty::BFloat => Ok(Type::I16),
            Ty::Vector(k, e) if matches!(self.resolve(&e, loc)?, Ty::BFloat) => match k {
                1 => Ok(Type::I16),
                2..=32 => Ok(Type::Vector(Scalar::I16, k as u8)),
                _ => Err(unsupported(loc, format!("type '{ty}'"))),
            },
            _ => self.ir(ty, loc),
        }
    }

    /// [`Types::ir_bf`], and an odd-width integer (`crate::odd`) as its container.
    pub fn ir_odd(&self, ty: &Ty, loc: SrcLoc) -> LResult<Type> {
        match self.resolve(ty, loc)? {
            Ty::Int(n) => match odd_container(n) {
                Some(s) => Ok(Type::Scalar(s)),
                None => self.ir_bf(ty, loc),
            },
            Ty::Vector(k, e) if (2..=Type::MAX_LANES as u32).contains(&k) => {
                match self.resolve(&e, loc)? {
                    Ty::Int(n) if odd_container(n).is_some() => Ok(Type::Vector(
                        odd_container(n).unwrap_or(Scalar::I64),
                        k as u8,
                    )),
                    _ => self.ir_bf(ty, loc),
                }
            }
            _ => self.ir_bf(ty, loc),
        }
    }

    /// (alloc size in bytes, ABI alignment) of any sized type.
    pub fn size_align(&self, ty: &Ty, loc: SrcLoc) -> LResult<(u64, u32)> {
        self.size_align_depth(ty, loc, 0)
    }

    fn size_align_depth(&self, ty: &Ty, loc: SrcLoc, depth: u32) -> LResult<(u64, u32)> {
        if depth > 64 {
            return Err(Diagnostic::new(loc, "type nesting too deep"));
        }
        let t = self.resolve(ty, loc)?;
        Ok(match &t {
            Ty::Int(n) if scalar(&t).is_none() => {
                // Integers wider than i64: aligned as i64 (the largest listed), size rounded.
                let bytes = (*n as u64).div_ceil(8);
                let align = if bytes <= 1 {
                    1
                } else if bytes <= 2 {
                    2
                } else if bytes <= 4 {
                    4
                } else {
                    8
                };
                (bytes.next_multiple_of(align as u64), align)
            }
            Ty::Vector(n, e) => match self.ir(&t, loc) {
                // `<N x i1>` is bit-packed in memory (`crate::lower::packed_bool_memory`):
                // `ceil(N/8)` bytes, aligned to that size rounded up to a power of two (the
                // datalayout's `v16:16-v24:32-v32:32`).
                Ok(Type::Vector(Scalar::I1, _)) => {
                    let store = (*n as u64).div_ceil(8);
                    let align = store.next_power_of_two();
                    (store.next_multiple_of(align), align as u32)
                }
                Ok(it) => (it.alloc_size() as u64, it.abi_align()),
                // Vectors are bit-packed (`ceil(N*bits/8)` bytes) and aligned to that size
                // rounded up to a power of two (the datalayout's `vN` entries).
                Err(_) if odd_lanes(&self.resolve(e, loc)?).is_some() => {
                    let b = odd_lanes(&self.resolve(e, loc)?).unwrap_or(8);
                    let store = (*n as u64 * b as u64).div_ceil(8);
                    let align = store.next_power_of_two();
                    (store.next_multiple_of(align), align.min(1 << 20) as u32)
                }
                Err(_) => {
                    let (es, _) = self.size_align_depth(e, loc, depth + 1)?;
                    let store = es.checked_mul(*n as u64).ok_or_else(|| too_big(loc))?;
                    let align = store
                        .checked_next_power_of_two()
                        .ok_or_else(|| too_big(loc))?
                        .min(1 << 20) as u32;
                    (store.next_multiple_of(align as u64), align)
                }
            },
            Ty::Array(n, e) => {
                let (es, ea) = self.size_align_depth(e, loc, depth + 1)?;
                (es.checked_mul(*n).ok_or_else(|| too_big(loc))?, ea)
            }
            Ty::Struct(fs, packed) => {
                let (offs, size, align) = self.struct_layout_depth(fs, *packed, loc, depth)?;
                let _ = offs;
                (size, align)
            }
            // A pointer in an address space gfxc has no use for (only its bytes are needed
            // here, e.g. as a field of an aggregate argument): the datalayout's default `p`,
            // 64-bit.
            Ty::Ptr(n) if AddrSpace::from_number(*n).is_none_or(|a| a.is_reserved()) => match n {
                7 | 9 => (32, 32),
                8 => (16, 16),
                _ => (8, 8),
            },
            Ty::Ptr(_) | Ty::Half | Ty::Float | Ty::Double | Ty::Int(_) => {
                let it = self.ir(&t, loc)?;
                (it.alloc_size() as u64, it.abi_align())
            }
            Ty::BFloat => (2, 2),
            _ => return Err(unsupported(loc, format!("type '{t}' in memory"))),
        })
    }

    /// Field offsets, total size and alignment of a struct.
    pub fn struct_layout(
        &self,
        fs: &[Ty],
        packed: bool,
        loc: SrcLoc,
    ) -> LResult<(Vec<u64>, u64, u32)> {
        self.struct_layout_depth(fs, packed, loc, 0)
    }

    fn struct_layout_depth(
        &self,
        fs: &[Ty],
        packed: bool,
        loc: SrcLoc,
        depth: u32,
    ) -> LResult<(Vec<u64>, u64, u32)> {
        let (mut off, mut align) = (0u64, 1u32);
        let mut offs = Vec::with_capacity(fs.len());
        for f in fs {
            let (s, a) = self.size_align_depth(f, loc, depth + 1)?;
            let a = if packed { 1 } else { a };
            off = off.next_multiple_of(a as u64);
            offs.push(off);
            off = off.checked_add(s).ok_or_else(|| too_big(loc))?;
            align = align.max(a);
        }
        Ok((offs, off.next_multiple_of(align as u64), align))
    }

    /// Bytes a value of `ty` occupies when stored (vector lanes are packed).
    pub fn store_size(&self, ty: &Ty, loc: SrcLoc) -> LResult<u64> {
        match self.ir(ty, loc) {
            Ok(Type::Vector(Scalar::I1, n)) => Ok((n as u64).div_ceil(8)),
            Ok(t) => Ok(t.store_size() as u64),
            Err(_) => Ok(self.size_align(ty, loc)?.0),
        }
    }
}

fn too_big(loc: SrcLoc) -> Diagnostic {
    Diagnostic::new(loc, "type too large")
}

/// The container of an odd-width integer `iN` (2 <= N < 64, not 8, 16 or 32): the next
/// gfxc integer (`crate::odd`).
pub(crate) fn odd_container(n: u32) -> Option<Scalar> {
    Some(match n {
        2..=7 => Scalar::I8,
        9..=15 => Scalar::I16,
        17..=31 => Scalar::I32,
        33..=63 => Scalar::I64,
        _ => return None,
    })
}

/// The width of an odd-width integer type.
fn odd_lanes(t: &Ty) -> Option<u32> {
    match t {
        Ty::Int(b) if odd_container(*b).is_some() => Some(*b),
        _ => None,
    }
}

/// The gfxc scalar of an LLVM scalar type.
pub(crate) fn scalar(t: &Ty) -> Option<Scalar> {
    Some(match t {
        Ty::Int(1) => Scalar::I1,
        Ty::Int(8) => Scalar::I8,
        Ty::Int(16) => Scalar::I16,
        Ty::Int(32) => Scalar::I32,
        Ty::Int(64) => Scalar::I64,
        Ty::Half => Scalar::F16,
        Ty::Float => Scalar::F32,
        Ty::Double => Scalar::F64,
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn struct_and_array_layout() {
        let named = HashMap::from([(
            "struct.S".to_string(),
            Ty::Struct(
                vec![Ty::Int(8), Ty::Double, Ty::Vector(3, Box::new(Ty::Float))],
                false,
            ),
        )]);
        let t = Types { named: &named };
        let l = SrcLoc::new(1, 1);
        let (offs, size, align) = t
            .struct_layout(
                &[Ty::Int(8), Ty::Double, Ty::Vector(3, Box::new(Ty::Float))],
                false,
                l,
            )
            .unwrap();
        assert_eq!((offs, size, align), (vec![0, 8, 16], 32, 16));
        assert_eq!(
            t.size_align(&Ty::Named("struct.S".into()), l).unwrap(),
            (32, 16)
        );
        let a = Ty::Array(16, Box::new(Ty::Array(17, Box::new(Ty::Float))));
        assert_eq!(t.size_align(&a, l).unwrap(), (1088, 4));
        assert_eq!(t.size_align(&Ty::Int(128), l).unwrap(), (16, 8));
        assert_eq!(t.size_align(&Ty::Ptr(3), l).unwrap(), (4, 4));
    }
}
