//! One lane of a buffer intrinsic in the interpreter: the V# decoded per `crate::buffer`'s
//! rules, the range check, and the access through the wave's memory view.

use super::arith;
use super::compile::MemTy;
use super::exec::{read_le, write_le};
use super::memory::View;
use super::Fault;
use crate::types::AddrSpace;

/// One lane of a buffer intrinsic (`crate::buffer`): `sl` = [dst, rsrc, voffset, soffset,
/// data, cmp] slot bases.
#[allow(clippy::too_many_arguments)]
pub(super) fn buffer_lane(
    view: &mut View,
    regs: &mut [u64],
    rules: crate::buffer::BufferRules,
    b: &crate::buffer::BufferIntrinsic,
    ty: &MemTy,
    sl: [usize; 6],
    vi: Option<usize>,
    ws: usize,
    l: usize,
) -> Result<(), Fault> {
    use crate::buffer::{in_range, BufferKind, Vsharp};
    let [d, r, vo, so, da, c] = sl;
    let w = [0, 1, 2, 3].map(|k| regs[r + k * ws + l] as u32);
    let v = Vsharp::decode(w, rules);
    if v.swizzle {
        return Err(Fault(
            "unsupported: a swizzled buffer resource (SWIZZLE_ENABLE) in the interpreter".into(),
        ));
    }
    if b.kind == BufferKind::ScalarLoad {
        // SMEM: dword-aligned address, no index or soffset; dwords checked one by one.
        let offset = regs[vo + l] & 0xffff_fffc;
        for k in 0..ty.n as usize {
            let x = if crate::buffer::scalar_in_range(&v, offset, k as u64) {
                let a = v.base.wrapping_add(offset + 4 * k as u64) & !3;
                read_le(view.bytes(AddrSpace::Global, a, 4, l, "buffer load")?, 4)
            } else {
                0
            };
            regs[d + k * ws + l] = x;
        }
        return Ok(());
    }
    let mut index = vi.map_or(0, |x| regs[x + l] & 0xffff_ffff);
    if v.add_tid {
        index += l as u64;
    }
    let offset = regs[vo + l] & 0xffff_ffff;
    let soffset = regs[so + l] & 0xffff_ffff;
    let at = |off: u64| {
        v.base
            .wrapping_add(soffset)
            .wrapping_add(index.wrapping_mul(v.stride as u64))
            .wrapping_add(off)
    };
    let (sz, n) = (ty.size as usize, ty.n as usize);
    let total = sz * n;
    let idxen = b.structured;
    // Dword-multiple accesses are range-checked per dword, others as a whole.
    let comps = |total: usize| -> Vec<(usize, usize)> {
        if total.is_multiple_of(4) {
            (0..total / 4).map(|k| (4 * k, 4)).collect()
        } else {
            vec![(0, total)]
        }
    };
    match b.kind {
        BufferKind::Load | BufferKind::ScalarLoad => {
            let mut bytes = [0u8; 16];
            for (co, cs) in comps(total) {
                let o = offset + co as u64;
                if in_range(rules, &v, idxen, index, o, cs as u64) {
                    let src = view.bytes(AddrSpace::Global, at(o), cs as u32, l, "buffer load")?;
                    bytes[co..co + cs].copy_from_slice(src);
                }
            }
            for e in 0..n {
                regs[d + e * ws + l] = read_le(&bytes[e * sz..], sz);
            }
        }
        BufferKind::Store => {
            let mut bytes = [0u8; 16];
            for e in 0..n {
                write_le(&mut bytes[e * sz..], sz, regs[da + e * ws + l]);
            }
            for (co, cs) in comps(total) {
                let o = offset + co as u64;
                if in_range(rules, &v, idxen, index, o, cs as u64) {
                    let dst = view.bytes(AddrSpace::Global, at(o), cs as u32, l, "buffer store")?;
                    dst.copy_from_slice(&bytes[co..co + cs]);
                }
            }
        }
        BufferKind::Atomic(_) | BufferKind::CmpSwap => {
            if !in_range(rules, &v, idxen, index, offset, sz as u64) {
                regs[d + l] = 0;
                return Ok(());
            }
            let p = view.bytes(AddrSpace::Global, at(offset), sz as u32, l, "buffer atomic")?;
            let old = read_le(p, sz);
            let new = match b.kind {
                BufferKind::Atomic(op) => {
                    arith::rmw(op, sz as u32 * 8, ty.float, old, regs[da + l])
                }
                _ if old == regs[c + l] => regs[da + l],
                _ => old,
            };
            write_le(p, sz, new);
            regs[d + l] = old;
        }
    }
    Ok(())
}
