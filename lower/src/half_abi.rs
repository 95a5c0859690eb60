//! 16-bit lanes across real calls on GFX6/GFX7, in the calling convention's form there.
//!
//! On targets without 16-bit instructions ([`crate::legalize::has_16bit_alu`] false) LLVM's
//! type legalizer promotes `f16` to `f32` and splits `i16` vectors into `i16` elements, each
//! promoted to `i32`, and the calling convention sees the legal types: llc-19 passes each
//! `half` (a scalar or a vector lane) as the `f32` value it converts to, one VGPR per lane,
//! and each `i16` vector lane in a VGPR of its own, the value in the low bits (measured,
//! `llc-19 -mcpu=gfx600/gfx700`: `<2 x half> @f(<2 x half> %a, i32 %b)` reads `a` in v0, v1
//! as `f32` values and `b` in v2 and returns v0, v1; `half @h(half %a, half %b)` converts v0
//! and v1 with `v_cvt_f16_f32` and returns an `f32` in v0; `<3 x i16> @g(<3 x i16> %a, i16
//! %s)` reads lane 2 in v2 and `s` in v3; goldens `tests/golden/llc_call_abi_gfx6.tsv`). On
//! every other target gfxc packs two 16-bit lanes to a dword as llc-19 does.
//!
//! Guarantees ([`promote_16bit_abi`], run on GFX6/GFX7 only, after `crate::inline`): no
//! device function (definition or declaration) takes or returns an `f16`/`f16xN`/`i16xN`
//! value and no direct or indirect call passes or defines one. Each such parameter or result
//! becomes `f32`/`f32xN` (`fpext`, exact; back with `fptrunc`, exact for every value an
//! `fpext` made) or `i32xN` (`zext`; back with `itrunc`): the callee converts its parameters
//! back at its entry and widens what it returns, a caller widens its arguments and narrows
//! the result after the call. Scalar `i16` already takes one dword and is left alone. A
//! result that no longer fits v0..v31 once widened (llc-19 then returns it through a hidden
//! pointer, storing the 16-bit lanes) is a located `unsupported:` error.
//!
//! Aggregate results (`FuncAttrs::agg_ret`, the `.ll` importer packs them as on GFX8+: each
//! 16-bit scalar leaf in the low half of a dword, 16-bit vector lanes two to a dword) are
//! re-laid out as llc-19 returns them on GFX6/GFX7 (measured, `-mcpu=gfx600/gfx700`: `{ half,
//! <2 x half>, i16, <3 x i16>, i32, <3 x half> }` comes back in v0 (the `half` as `f32`),
//! v1, v2 (the lanes as `f32`), v3, v4..v6 (one `i16` lane per dword), v7, v8..v10): every
//! `half` leaf and lane becomes the `f32` dword of its value, every `i16` vector lane a dword
//! of its own (zero-extended); other leaves keep their pieces. The callee re-lays out what it
//! returns, a direct call lays the result back out in the packed form. An indirect call whose
//! result type is that of an address-taken function with such leaves is a located
//! `unsupported:` error (the call does not say which aggregate it returns).

use cranelift_entity::EntityRef;
use gfxc_ir::{
    FuncId, Function, Inst, InstData, Module, Opcode, Scalar, StageError, Type, TypedDiagnostics,
    Value,
};

/// The convention's form of `t` on GFX6/GFX7 and the conversions to it and back, or `None`
/// when `t` already has it.
fn promoted(t: Type) -> Option<(Type, Opcode, Opcode)> {
    match (t, t.lane()) {
        (_, Some(Scalar::F16)) => Some((t.with_lane(Scalar::F32), Opcode::Fpext, Opcode::Fptrunc)),
        (Type::Vector(..), Some(Scalar::I16)) => {
            Some((t.with_lane(Scalar::I32), Opcode::Zext, Opcode::Itrunc))
        }
        _ => None,
    }
}

/// Gives `v` (of the narrow type) the wide type and makes every other use read the narrow
/// value converted back by `back`, placed before `at` (`after`: after it).
fn narrow_uses(f: &mut Function, v: Value, wide: Type, back: Opcode, at: Inst, after: bool) {
    let ty = f.dfg.value_type(v);
    f.dfg.values[v].ty = wide;
    let t = crate::util::conv_next_to(f, at, after, back, ty, v);
    let ti = match f.dfg.value_def(t) {
        gfxc_ir::ValueDef::Result(i, _) => i,
        _ => unreachable!("a conversion's value is its result"),
    };
    f.dfg.map_all_uses(|x| if x == v { t } else { x });
    f.dfg.insts[ti] = InstData::Unary {
        opcode: back,
        arg: v,
    };
}

/// Dwords of a result in registers (v0..v31).
fn dwords(t: Type) -> u32 {
    (t.lane().map_or(64, |s| s.bits()) * t.lanes()).div_ceil(32)
}

/// Rewrites the signatures of the device functions of `m` and every call (module doc).
pub fn promote_16bit_abi(m: &mut Module) -> Result<(), TypedDiagnostics> {
    let ids: Vec<FuncId> = m.functions.keys().collect();
    // The aggregate results with 16-bit leaves, by callee (before any signature changes).
    let agg: Vec<Option<Vec<Type>>> = ids
        .iter()
        .map(|&id| {
            let l = &m.functions[id].attrs.agg_ret;
            l.iter().any(|&t| is_16bit_leaf(t)).then(|| l.clone())
        })
        .collect();
    // Result types of address-taken functions with such results (indirect calls of that
    // type are refused).
    let mut taken_types: Vec<Type> = Vec::new();
    for g in crate::indirect_calls::address_taken(m)
        .into_iter()
        .flatten()
    {
        if agg[g.index()].is_some() {
            taken_types.extend(m.functions[g].signature.returns.first().copied());
        }
    }
    for id in ids {
        let f = &mut m.functions[id];
        if !f.is_kernel() {
            promote_function(f)?;
            if let Some(leaves) = &agg[id.index()] {
                repack_returns(f, leaves)?;
            }
        }
        promote_calls(f);
        repack_calls(f, &agg, &taken_types)?;
    }
    Ok(())
}

/// A leaf the GFX6/GFX7 form changes: a `half` (scalar or vector) or an `i16` vector.
fn is_16bit_leaf(t: Type) -> bool {
    matches!(
        (t, t.lane()),
        (_, Some(Scalar::F16)) | (Type::Vector(..), Some(Scalar::I16))
    )
}

/// Dwords of a leaf in the packed (GFX8+) form and in the GFX6/GFX7 form.
fn leaf_dwords(t: Type) -> (u32, u32) {
    let packed = match t {
        Type::Ptr(a) => a.pointer_bits() / 32,
        Type::Scalar(s) => s.bits().div_ceil(32),
        Type::Vector(s, n) => match s.bits() {
            16 => (n as u32).div_ceil(2),
            b if b < 16 => n as u32,
            b => n as u32 * (b / 32),
        },
    };
    match t {
        Type::Vector(s, n) if s.bits() == 16 => (packed, n as u32),
        _ => (packed, packed),
    }
}

/// The type of `n` result dwords.
fn dwords_type(n: u32) -> Type {
    if n == 1 {
        Type::I32
    } else {
        Type::Vector(Scalar::I32, n as u8)
    }
}

/// The dwords of `v` (an `i32` or `i32xN`), extracted before the cursor.
fn dwords_of(c: &mut crate::util::Cursor, v: Value) -> Vec<Value> {
    let t = c.ty(v);
    if t == Type::I32 {
        return vec![v];
    }
    (0..t.lanes())
        .map(|k| {
            let idx = c.iconst(Type::I32, k as i64);
            c.ins1(
                InstData::Binary {
                    opcode: Opcode::Extractelement,
                    args: [v, idx],
                },
                Type::I32,
            )
        })
        .collect()
}

/// The 16-bit value `h` (`i16`) as a GFX6/GFX7 result dword: a `half` as the bits of its
/// `f32` value, an `i16` zero-extended.
fn wide_dword(c: &mut crate::util::Cursor, h: Value, half: bool) -> Value {
    if half {
        let f = c.conv(Opcode::Bitcast, Type::F16, h);
        let e = c.conv(Opcode::Fpext, Type::F32, f);
        c.conv(Opcode::Bitcast, Type::I32, e)
    } else {
        c.conv(Opcode::Zext, Type::I32, h)
    }
}

/// The inverse of [`wide_dword`]: the 16 bits (`i16`) of a GFX6/GFX7 result dword `d`.
fn narrow_bits(c: &mut crate::util::Cursor, d: Value, half: bool) -> Value {
    if half {
        let f = c.conv(Opcode::Bitcast, Type::F32, d);
        let h = c.conv(Opcode::Fptrunc, Type::F16, f);
        c.conv(Opcode::Bitcast, Type::I16, h)
    } else {
        c.conv(Opcode::Itrunc, Type::I16, d)
    }
}

/// `v`, a packed aggregate result of `leaves`, in the GFX6/GFX7 form (`wide`) or back.
fn relayout(c: &mut crate::util::Cursor, v: Value, leaves: &[Type], wide: bool) -> Value {
    let src = dwords_of(c, v);
    let mut out = Vec::new();
    let mut at = 0usize;
    for &t in leaves {
        let (packed, unpacked) = leaf_dwords(t);
        let n = if wide { packed } else { unpacked } as usize;
        let piece = &src[at..at + n];
        at += n;
        let half = t.lane() == Some(Scalar::F16);
        if !is_16bit_leaf(t) {
            out.extend_from_slice(piece);
        } else if !t.is_vector() {
            // A `half` scalar: the low half of its dword / the f32 dword.
            out.push(if wide {
                let h = c.conv(Opcode::Itrunc, Type::I16, piece[0]);
                wide_dword(c, h, true)
            } else {
                let h = narrow_bits(c, piece[0], true);
                c.conv(Opcode::Zext, Type::I32, h)
            });
        } else if wide {
            let sixteen = c.iconst(Type::I32, 16);
            for j in 0..t.lanes() as usize {
                let d = piece[j / 2];
                let x = if j % 2 == 1 {
                    c.bin(Opcode::Lshr, d, sixteen)
                } else {
                    d
                };
                let h = c.conv(Opcode::Itrunc, Type::I16, x);
                out.push(wide_dword(c, h, half));
            }
        } else {
            let sixteen = c.iconst(Type::I32, 16);
            for pair in piece.chunks(2) {
                let lo = narrow_bits(c, pair[0], half);
                let mut d = c.conv(Opcode::Zext, Type::I32, lo);
                if let Some(&p1) = pair.get(1) {
                    let hi = narrow_bits(c, p1, half);
                    let hi = c.conv(Opcode::Zext, Type::I32, hi);
                    let hi = c.bin(Opcode::Shl, hi, sixteen);
                    d = c.bin(Opcode::Or, d, hi);
                }
                out.push(d);
            }
        }
    }
    if out.len() == 1 {
        return out[0];
    }
    let ty = dwords_type(out.len() as u32);
    c.vector_of(ty, &out)
}

/// The callee side of an aggregate result with 16-bit leaves: the signature and every
/// `return` in the GFX6/GFX7 form.
fn repack_returns(f: &mut Function, leaves: &[Type]) -> Result<(), TypedDiagnostics> {
    let n: u32 = leaves.iter().map(|&t| leaf_dwords(t).1).sum();
    if n > 32 {
        return Err(TypedDiagnostics::at(
            f.srcmap.func,
            StageError::unsupported(format!(
                "unsupported: an aggregate result takes {n} dwords on this target (one per \
                 16-bit lane, more than v0..v31: llc-19 returns it through a hidden pointer)"
            )),
        ));
    }
    f.signature.returns = vec![dwords_type(n)];
    for i in crate::util::insts_of(f) {
        let InstData::Return { args } = &f.dfg.insts[i] else {
            continue;
        };
        let Some(&v) = args.first() else { continue };
        let mut c = crate::util::Cursor::before(f, i);
        let x = relayout(&mut c, v, leaves, true);
        if let InstData::Return { args } = &mut f.dfg.insts[i] {
            args[0] = x;
        }
    }
    Ok(())
}

/// The caller side: each direct call of a function in `agg` (by index) defines the
/// GFX6/GFX7 form, laid back out in the packed form for the rest of the caller; indirect
/// calls of a `taken` result type are refused.
fn repack_calls(
    f: &mut Function,
    agg: &[Option<Vec<Type>>],
    taken: &[Type],
) -> Result<(), TypedDiagnostics> {
    for i in crate::util::insts_of(f) {
        let leaves = match &f.dfg.insts[i] {
            InstData::Call { func, .. } => match agg.get(func.index()) {
                Some(Some(l)) => l.clone(),
                _ => continue,
            },
            InstData::CallIndirect { .. } => {
                let r = f.dfg.inst_results(i).first().copied();
                if r.is_some_and(|r| taken.contains(&f.dfg.value_type(r))) {
                    return Err(TypedDiagnostics::at(
                        f.srcmap.insts[i],
                        StageError::unsupported(
                            "unsupported: an indirect call returning an aggregate with 16-bit \
                             fields on GFX6/GFX7 (its register layout depends on the fields)"
                                .to_string(),
                        ),
                    ));
                }
                continue;
            }
            _ => continue,
        };
        let Some(&r) = f.dfg.inst_results(i).first() else {
            continue;
        };
        let n: u32 = leaves.iter().map(|&t| leaf_dwords(t).1).sum();
        let packed = f.dfg.value_type(r);
        f.dfg.values[r].ty = dwords_type(n);
        // The packed value after the call, which every other use reads.
        let b = f.layout.inst_block(i).expect("placed call");
        let pos = f
            .layout
            .block_insts(b)
            .iter()
            .position(|&k| k == i)
            .unwrap()
            + 1;
        let loc = f.srcmap.insts[i];
        let mut c = crate::util::Cursor::at(f, b, pos, loc);
        let x = relayout(&mut c, r, &leaves, false);
        debug_assert_eq!(c.ty(x), packed);
        let end = c.pos();
        let made: Vec<Inst> = f.layout.block_insts(b)[pos..end].to_vec();
        f.dfg.map_all_uses(|v| if v == r { x } else { v });
        // The relayout itself reads the call's own result.
        for k in made {
            f.dfg.insts[k].map_values(|v| if v == x { r } else { v });
        }
    }
    Ok(())
}

/// The callee side.
fn promote_function(f: &mut Function) -> Result<(), TypedDiagnostics> {
    if let Some(&rt) = f.signature.returns.first() {
        if let Some((w, _, _)) = promoted(rt) {
            if dwords(w) > 32 {
                return Err(TypedDiagnostics::at(
                    f.srcmap.func,
                    StageError::unsupported(format!(
                        "unsupported: a {rt} result takes {} dwords on this target (one per \
                         16-bit lane, more than v0..v31: llc-19 returns it through a hidden \
                         pointer)",
                        dwords(w)
                    )),
                ));
            }
        }
    }
    let Some(entry) = f.entry_block() else {
        // A declaration: only its signature changes, so calls pass and read the widened lanes.
        for t in f
            .signature
            .params
            .iter_mut()
            .chain(&mut f.signature.returns)
        {
            if let Some((w, _, _)) = promoted(*t) {
                *t = w;
            }
        }
        return Ok(());
    };
    let first = f.layout.block_insts(entry).first().copied();
    let params = f.dfg.block_params(entry).to_vec();
    for (k, &p) in params.iter().enumerate() {
        let Some((w, _, back)) = promoted(f.dfg.value_type(p)) else {
            continue;
        };
        let at = first.expect("an entry block ends with a terminator");
        f.signature.params[k] = w;
        narrow_uses(f, p, w, back, at, false);
    }
    let Some(&rt) = f.signature.returns.first() else {
        return Ok(());
    };
    let Some((w, ext, _)) = promoted(rt) else {
        return Ok(());
    };
    f.signature.returns[0] = w;
    for i in crate::util::insts_of(f) {
        let InstData::Return { args } = &f.dfg.insts[i] else {
            continue;
        };
        let Some(&v) = args.first() else { continue };
        let x = crate::util::conv_next_to(f, i, false, ext, w, v);
        if let InstData::Return { args } = &mut f.dfg.insts[i] {
            args[0] = x;
        }
    }
    Ok(())
}

/// The caller side, direct and indirect calls (every device function is rewritten alike, so
/// a pointer's callee expects the widened form too).
fn promote_calls(f: &mut Function) {
    for i in crate::util::insts_of(f) {
        let (args, skip) = match &f.dfg.insts[i] {
            InstData::Call { args, .. } => (args.clone(), 0),
            InstData::CallIndirect { args } => (args.clone(), 1),
            _ => continue,
        };
        for (k, &a) in args.iter().enumerate().skip(skip) {
            let Some((w, ext, _)) = promoted(f.dfg.value_type(a)) else {
                continue;
            };
            let x = crate::util::conv_next_to(f, i, false, ext, w, a);
            if let InstData::Call { args, .. } | InstData::CallIndirect { args } =
                &mut f.dfg.insts[i]
            {
                args[k] = x;
            }
        }
        let Some(&r) = f.dfg.inst_results(i).first() else {
            continue;
        };
        if let Some((w, _, back)) = promoted(f.dfg.value_type(r)) {
            narrow_uses(f, r, w, back, i, true);
        }
    }
}
