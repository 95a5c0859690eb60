//! One lane of a buffer intrinsic in the interpreter: the V# decoded per `crate::buffer`'s
//! rules, the range check, and the access through the wave's memory view.

use super::arith;
use super::compile::MemTy;
use super::exec::{read_le, write_le};
use super::memory::View;
use super::Fault;
use crate::buffer::Typed as Form;
use crate::buffer_format as bf;
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
    if b.typed != crate::buffer::Typed::No {
        let fmt = regs[c + l] as u8;
        let t = Typed {
            w3: w[3],
            fmt,
            rules,
        };
        return typed_lane(view, regs, b, t, [d, da], at(offset), ws, l, |size| {
            in_range(rules, &v, idxen, index, offset, size)
        });
    }
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

/// The resource word 3, format operand and rules of a typed access.
struct Typed {
    w3: u32,
    fmt: u8,
    rules: crate::buffer::BufferRules,
}

/// One lane of a typed buffer load or store (`crate::buffer_format`): one element of the
/// format at `addr`, range-checked as a whole (`in_range_of(element bytes)`, as the
/// simulator), its components converted to or from the lane's values (f16 data: D16, the
/// low 16 bits per component). DST_SEL (word 3 bits 11:0) selects the loaded components.
#[allow(clippy::too_many_arguments)]
fn typed_lane(
    view: &mut View,
    regs: &mut [u64],
    b: &crate::buffer::BufferIntrinsic,
    t: Typed,
    [d, da]: [usize; 2],
    addr: u64,
    ws: usize,
    l: usize,
    in_range_of: impl Fn(u64) -> bool,
) -> Result<(), Fault> {
    let gen = t.rules.format_gen();
    let f = match b.typed {
        Form::Inst => bf::of_mtbuf(t.fmt, gen),
        _ => bf::of_word3(t.w3, gen),
    };
    let Some(f) = f else {
        return Err(Fault(format!(
            "unsupported: an invalid buffer format (resource word 3 {:#x}, format operand {})",
            t.w3, t.fmt
        )));
    };
    let n = b.ty.lanes() as usize;
    let d16 = b.ty.lane().is_some_and(|s| s.bytes() == 2);
    let eb = f.bytes() as u32;
    let ok = in_range_of(eb as u64);
    let element = |bytes: &[u8]| bytes.iter().rev().fold(0u128, |a, &x| a << 8 | x as u128);
    match b.kind {
        crate::buffer::BufferKind::Load => {
            let vals = if ok {
                let el = element(view.bytes(AddrSpace::Global, addr, eb, l, "buffer load")?);
                bf::load(&f, el, n, Some(t.w3 & 0xfff))
            } else {
                [0; 4]
            };
            for (e, &x) in vals.iter().enumerate().take(n) {
                regs[d + e * ws + l] = if d16 { bf::to_d16(&f, x) } else { x } as u64;
            }
        }
        _ => {
            if !ok {
                return Ok(());
            }
            let vals: Vec<u32> = (0..n)
                .map(|e| {
                    let x = regs[da + e * ws + l] as u32;
                    if d16 {
                        bf::from_d16(&f, x)
                    } else {
                        x
                    }
                })
                .collect();
            let bytes = view.bytes(AddrSpace::Global, addr, eb, l, "buffer store")?;
            let Some(new) = bf::store(&f, element(bytes), &vals) else {
                return Err(Fault(
                    "unsupported: a buffer store in a packed 10/11-bit float format".into(),
                ));
            };
            for (k, x) in bytes.iter_mut().enumerate() {
                *x = (new >> (8 * k)) as u8;
            }
        }
    }
    Ok(())
}
