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
    for id in ids {
        let f = &mut m.functions[id];
        if !f.is_kernel() {
            promote_function(f)?;
        }
        promote_calls(f);
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
