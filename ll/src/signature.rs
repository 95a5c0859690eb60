//! Signatures and attributes of imported functions: how each LLVM parameter maps to a gfxc
//! parameter (by value, by reference into the kernarg segment, `noalias`), which calls give
//! a declaration its type, and the `amdgpu-*` attributes and metadata as `FuncAttrs`.
//! (Split from `lower.rs`, which lowers the bodies.)

use crate::ast::*;
use crate::layout::{LResult, Types};
use crate::parse::unsupported;
use gfxc_ir::{AddrSpace, ByRefParam, Diagnostic, FuncAttrs, Function, Signature, SrcLoc, Type};
use std::collections::HashMap;

/// The kernel parameters passed by reference into the kernarg segment: `byref(T)` pointers
/// and by-value aggregates (struct or array), each with T's alloc size and its alignment (the
/// parameter's `align`, else T's ABI alignment), as LLVM's `AMDGPULowerKernelArguments` and
/// the code-object metadata lay them out.
pub(crate) fn byref_params(types: &Types, f: &FuncAst) -> LResult<Vec<ByRefParam>> {
    let mut out = Vec::new();
    if !f.kernel {
        return Ok(out);
    }
    for (i, p) in f.params.iter().enumerate() {
        let pointee = match &p.byref {
            Some(t) => t.clone(),
            None if is_aggregate(types, &p.ty, p.loc)?
                || is_i128(types, &p.ty, p.loc)?
                || is_odd_vector(types, &p.ty, p.loc)? =>
            {
                p.ty.clone()
            }
            None => continue,
        };
        let (size, align) = types.size_align(&pointee, p.loc)?;
        let align = if p.byref.is_some() {
            p.align.unwrap_or(align)
        } else {
            align
        };
        let size = u32::try_from(size)
            .map_err(|_| unsupported(p.loc, "kernel argument larger than 4 GiB"))?;
        out.push(ByRefParam {
            index: i as u32,
            size,
            align,
        });
    }
    Ok(out)
}

/// The kernel's pointer parameters marked `noalias` (not those passed by reference: their
/// value is the kernarg segment's address, not the argument).
pub(crate) fn noalias_params(func: &Function, f: &FuncAst) -> Vec<u32> {
    if !f.kernel {
        return Vec::new();
    }
    (0..f.params.len() as u32)
        .filter(|&i| f.params[i as usize].noalias && f.params[i as usize].byref.is_none())
        .filter(|&i| func.attrs.byref.iter().all(|b| b.index != i))
        .filter(|&i| {
            func.signature
                .params
                .get(i as usize)
                .is_some_and(|t| t.addr_space().is_some())
        })
        .collect()
}

/// Vectors of odd-width lanes are passed by reference, bit-packed (`crate::odd`).
pub(crate) fn is_odd_vector(types: &Types, t: &Ty, loc: SrcLoc) -> LResult<bool> {
    Ok(match types.resolve(t, loc)? {
        Ty::Vector(_, e) => {
            matches!(types.resolve(&e, loc)?, Ty::Int(n) if crate::layout::odd_container(n).is_some())
        }
        _ => false,
    })
}

/// `i128` kernel parameters are passed by reference too (`crate::wide` loads the halves).
pub(crate) fn is_i128(types: &Types, t: &Ty, loc: SrcLoc) -> LResult<bool> {
    Ok(matches!(types.resolve(t, loc)?, Ty::Int(65..=128)))
}

pub(crate) fn is_aggregate(types: &Types, t: &Ty, loc: SrcLoc) -> LResult<bool> {
    Ok(matches!(
        types.resolve(t, loc)?,
        Ty::Struct(..) | Ty::Array(..)
    ))
}

/// The parameters a by-value aggregate argument of a device function is passed as: its
/// scalar and vector leaves in field order (LLVM's `ComputeValueVTs` split, each leaf then
/// takes registers or stack slots by the calling convention as a parameter of its own). The
/// order and types equal `FnCx::leaf_types`; leaves wider than 64 bits and odd widths are
/// refused.
pub(crate) fn agg_param_leaves(
    types: &Types,
    ty: &Ty,
    loc: SrcLoc,
    out: &mut Vec<Type>,
) -> LResult<()> {
    match types.resolve(ty, loc)? {
        Ty::Struct(fs, _) => {
            for f in &fs {
                agg_param_leaves(types, f, loc, out)?;
            }
        }
        Ty::Array(n, e) => {
            if n > 256 {
                return Err(unsupported(
                    loc,
                    format!("aggregate argument of {n} elements (at most 256)"),
                ));
            }
            for _ in 0..n {
                agg_param_leaves(types, &e, loc, out)?;
            }
        }
        Ty::Int(n) if n > 64 || (n > 1 && !n.is_power_of_two()) || (2..8).contains(&n) => {
            return Err(unsupported(
                loc,
                format!("aggregate argument with a field of type 'i{n}'"),
            ))
        }
        _ => out.push(types.ir(ty, loc)?),
    }
    Ok(())
}

/// The function type of every function's direct calls, by callee name: `Some` when all its
/// calls name one type, `None` when they disagree. With opaque pointers a call names its own
/// function type, which may differ from the declaration's; llc-19 lowers each call by its
/// own type.
pub(crate) type CallTypes<'a> = HashMap<&'a str, Option<(&'a Ty, Vec<&'a Ty>)>>;

pub(crate) fn call_types(ast: &ModuleAst) -> CallTypes<'_> {
    let mut seen: CallTypes = HashMap::new();
    for g in &ast.funcs {
        for b in g.body.iter().flatten() {
            for i in &b.insts {
                let InstKind::Call {
                    ret, callee, args, ..
                } = &i.kind
                else {
                    continue;
                };
                let Val::Global(n) = &callee.val else {
                    continue;
                };
                let sig = (ret, args.iter().map(|a| &a.v.ty).collect::<Vec<_>>());
                match seen.get(n.as_str()) {
                    None => {
                        seen.insert(n.as_str(), Some(sig));
                    }
                    Some(Some(s)) if *s == sig => {}
                    Some(_) => {
                        seen.insert(n.as_str(), None);
                    }
                }
            }
        }
    }
    seen
}

/// A declaration as it is called: when every direct call names one and the same function
/// type (`call_types`), the declaration takes it (its return and parameter types); otherwise
/// (no calls, or calls that disagree) it keeps its own, and a call of another type is
/// refused where it is read.
pub(crate) fn called_as(calls: &CallTypes, f: &FuncAst) -> FuncAst {
    let mut out = f.clone();
    if let Some(Some((ret, params))) = calls.get(f.name.as_str()) {
        if params.len() == f.params.len() {
            out.ret = (*ret).clone();
            for (p, t) in out.params.iter_mut().zip(params) {
                p.ty = (*t).clone();
            }
        }
    }
    out
}

pub(crate) fn signature(types: &Types, f: &FuncAst) -> LResult<Signature> {
    let mut params = Vec::new();
    for p in &f.params {
        if f.kernel && p.byref.is_some() {
            // The kernarg segment's address, which clang passes as `ptr addrspace(4)`; a
            // global or flat pointer (`ptr addrspace(1) byref(i32)`, as LLVM's GlobalISel
            // tests write it) is the same address cast (`lower.rs`).
            if !matches!(
                types.ir(&p.ty, p.loc)?,
                Type::Ptr(AddrSpace::Constant | AddrSpace::Global | AddrSpace::Flat)
            ) {
                return Err(unsupported(
                    p.loc,
                    format!("'byref' kernel argument of type '{}' (amdgcn kernels take 'ptr addrspace(4)')", p.ty),
                ));
            }
            params.push(Type::Ptr(AddrSpace::Constant));
            continue;
        }
        if f.kernel
            && p.unsupported_attr.is_none()
            && (is_aggregate(types, &p.ty, p.loc)?
                || is_i128(types, &p.ty, p.loc)?
                || is_odd_vector(types, &p.ty, p.loc)?)
        {
            params.push(Type::Ptr(AddrSpace::Constant));
            continue;
        }
        if p.byref.is_some() {
            return Err(unsupported(p.loc, "'byref' argument"));
        }
        if let Some(a) = &p.unsupported_attr {
            let what = if f.kernel {
                "kernel argument"
            } else {
                "argument"
            };
            return Err(unsupported(p.loc, format!("'{a}' {what}")));
        }
        let rt = types.resolve(&p.ty, p.loc)?;
        if matches!(rt, Ty::Struct(..) | Ty::Array(..)) {
            // A device function's by-value aggregate: one parameter per leaf, in field
            // order, as LLVM's calling convention splits it (`crate::aggregate`).
            agg_param_leaves(types, &p.ty, p.loc, &mut params)?;
            continue;
        }
        params.push(types.ir_odd(&p.ty, p.loc)?);
    }
    let returns = match &f.ret {
        Ty::Void => vec![],
        t if f.kernel => {
            return Err(Diagnostic::new(
                f.loc,
                format!("kernel must return void, not '{t}'"),
            ))
        }
        t if is_aggregate(types, t, f.loc)? && crate::agg_ret::agg_ret_sret(types, t, f.loc)? => {
            // Through a hidden first parameter, a private pointer (`crate::agg_ret`).
            params.insert(0, Type::Ptr(AddrSpace::Private));
            vec![]
        }
        t if is_aggregate(types, t, f.loc)? => {
            // Packed into dwords as llc-19 returns the leaves (`crate::agg_ret`).
            vec![crate::agg_ret::agg_ret_type(types, t, f.loc)?]
        }
        t => vec![types.ir_odd(t, f.loc)?],
    };
    Ok(Signature { params, returns })
}

pub(crate) fn attrs(ast: &ModuleAst, f: &FuncAst) -> LResult<FuncAttrs> {
    let mut a = FuncAttrs::default();
    let mut all: Vec<&FnAttr> = f.attrs.iter().collect();
    for (g, loc) in &f.attr_groups {
        match ast.attr_groups.get(g) {
            Some(list) => all.extend(list.iter()),
            None => {
                return Err(Diagnostic::new(
                    *loc,
                    format!("undefined attribute group '#{g}'"),
                ))
            }
        }
    }
    let bad =
        |k: &str, v: &str| Diagnostic::new(f.loc, format!("malformed attribute \"{k}\"=\"{v}\""));
    for at in all {
        let v = at.value.as_deref().unwrap_or("");
        let nums = || -> Option<Vec<u32>> { v.split(',').map(|x| x.trim().parse().ok()).collect() };
        match at.key.as_str() {
            "noinline" => a.noinline = true,
            "alwaysinline" => a.alwaysinline = true,
            // A well-formed request the subtarget cannot honour (min > max, min < 1, max
            // above 1024 work-items, e.g. HIP's `__launch_bounds__(1536)`) is ignored: LLVM 19
            // then uses the default (AMDGPUSubtarget::getFlatWorkGroupSizes /
            // getWavesPerEU return `Default`), and so does gfxc.
            "amdgpu-flat-work-group-size" => match nums().as_deref() {
                Some(&[lo, hi]) if 1 <= lo && lo <= hi && hi <= 1024 => {
                    a.flat_workgroup_size = Some((lo, hi))
                }
                Some(&[_, _]) => a.flat_workgroup_size = None,
                _ => return Err(bad(&at.key, v)),
            },
            "amdgpu-waves-per-eu" => match nums().as_deref() {
                Some(&[lo, hi]) if 1 <= lo && lo <= hi => a.waves_per_eu = Some((lo, hi)),
                // Only a minimum: the maximum is the hardware's (at most 16 on any target).
                Some(&[lo]) if (1..=16).contains(&lo) => a.waves_per_eu = Some((lo, 16)),
                Some(&[_, _]) | Some(&[_]) => a.waves_per_eu = None,
                _ => return Err(bad(&at.key, v)),
            },
            "amdgpu-num-vgpr" => a.num_vgpr = Some(v.parse().map_err(|_| bad(&at.key, v))?),
            "amdgpu-num-sgpr" => a.num_sgpr = Some(v.parse().map_err(|_| bad(&at.key, v))?),
            _ => {}
        }
    }
    if f.kernel {
        // clang -O0 marks every function `noinline`; it means nothing on a kernel.
        a.noinline = false;
    } else {
        // Kernel attributes propagated to device functions (AMDGPUAttributor) have no
        // meaning there.
        a = FuncAttrs {
            noinline: a.noinline,
            alwaysinline: a.alwaysinline,
            ..FuncAttrs::default()
        };
        return Ok(a);
    }
    for (k, n) in &f.md {
        if k == "reqd_work_group_size" {
            let items = n.and_then(|n| ast.metadata.get(&n));
            let dims: Option<Vec<u32>> = items.map(|it| {
                it.iter()
                    .filter_map(|x| match x {
                        MdItem::Int(v) => u32::try_from(*v).ok(),
                        _ => None,
                    })
                    .collect()
            });
            // As llc-19: metadata it cannot read (not three integers) is ignored, and so are
            // sizes no dispatch can have (a zero dimension, more than 1024 work-items: every
            // launch breaks them, so nothing may be assumed from them).
            if let Some(&[x, y, z]) = dims.as_deref() {
                let n = x as u64 * y as u64 * z as u64;
                if (1..=1024).contains(&n) {
                    a.reqd_workgroup_size = Some([x, y, z]);
                }
            }
        }
    }
    // Required sizes outside `amdgpu-flat-work-group-size`: no launch keeps both, and llc-19
    // compiles the kernel. The range is widened to hold the required size, so that a launch
    // of that size runs as the metadata says (the registers are budgeted for both).
    if let (Some([x, y, z]), Some((lo, hi))) = (a.reqd_workgroup_size, a.flat_workgroup_size) {
        let n = x * y * z;
        a.flat_workgroup_size = Some((lo.min(n), hi.max(n)));
    }
    Ok(a)
}
