//! Type shapes and unit generators shared by the coverage rows: the vectors of a type and a
//! type's lane count and element, an operation over every integer or float type and its
//! vectors, calls of an intrinsic over its overloads, vector reductions.

use super::*;

pub(super) fn vecs(t: &str) -> Vec<String> {
    vec![t.to_string(), format!("<2 x {t}>"), format!("<3 x {t}>")]
}

/// (lanes, lane type) of an LLVM type written `T` or `<N x T>`.
pub(super) fn shape(t: &str) -> (usize, &str) {
    match t.strip_prefix('<').and_then(|s| s.strip_suffix('>')) {
        Some(s) => {
            let (n, e) = s.split_once(" x ").unwrap();
            (n.parse().unwrap(), e)
        }
        None => (1, t),
    }
}

/// Bytes of a lane in memory (i1 is stored as a byte).
pub(super) fn lane_bytes(e: &str) -> usize {
    match e {
        "i1" | "i8" => 1,
        "i16" | "half" => 2,
        "i32" | "float" => 4,
        _ => 8,
    }
}

/// Binary integer instruction `op` on every integer type, scalars and vectors.
pub(super) fn int_binary(op: &str, with_i1: bool) -> Vec<Unit> {
    let mut ts: Vec<&str> = INTS.to_vec();
    if with_i1 {
        ts.push("i1");
    }
    ts.iter()
        .flat_map(|t| vecs(t))
        .map(|t| unit(&[&t, &t], &t, &format!("%$r = {op} {t} %$x0, %$x1")))
        .collect()
}

pub(super) fn float_binary(op: &str) -> Vec<Unit> {
    FLOATS
        .iter()
        .flat_map(|t| vecs(t))
        .map(|t| unit(&[&t, &t], &t, &format!("%$r = {op} {t} %$x0, %$x1")))
        .collect()
}

/// A call of `llvm.NAME.SUFFIX` on `n` operands of type `t`, result `t`.
pub(super) fn call_same(name: &str, t: &str, n: usize) -> Unit {
    let sfx = suffix(t);
    let args: Vec<String> = (0..n).map(|k| format!("{t} %$x{k}")).collect();
    let ins: Vec<&str> = (0..n).map(|_| t).collect();
    unit(
        &ins,
        t,
        &format!("%$r = call {t} @llvm.{name}.{sfx}({})", args.join(", ")),
    )
}

/// LLVM's overload suffix of a type (`v2f32`, `i16`, `f64`).
pub(super) fn suffix(t: &str) -> String {
    let (n, e) = shape(t);
    let e = match e {
        "half" => "f16",
        "float" => "f32",
        "double" => "f64",
        x => x,
    };
    if t.starts_with('<') {
        format!("v{n}{e}")
    } else {
        e.to_string()
    }
}

pub(super) fn int_calls(name: &str, n: usize) -> Vec<Unit> {
    INTS.iter()
        .flat_map(|t| vecs(t))
        .map(|t| call_same(name, &t, n))
        .collect()
}

pub(super) fn float_calls(name: &str, n: usize, dom: Dom) -> Vec<Unit> {
    FLOATS
        .iter()
        .flat_map(|t| vecs(t))
        .map(|t| {
            let mut u = call_same(name, &t, n);
            u.dom = dom;
            u
        })
        .collect()
}

/// `vector.reduce.OP` over every lane type and the lengths 2, 3, 4, 8 and 16.
pub(super) fn reductions(op: &str, lanes: &[&str], start: Option<&str>) -> Vec<Unit> {
    let mut v = Vec::new();
    for e in lanes {
        for n in [2, 3, 4, 8, 16] {
            let t = format!("<{n} x {e}>");
            let sfx = suffix(&t);
            let u = match start {
                Some(flags) => unit(
                    &[e, &t],
                    e,
                    &format!(
                        "%$r = call {flags}{e} @llvm.vector.reduce.{op}.{sfx}({e} %$x0, {t} %$x1)"
                    ),
                ),
                None => unit(
                    &[&t],
                    e,
                    &format!("%$r = call {e} @llvm.vector.reduce.{op}.{sfx}({t} %$x0)"),
                ),
            };
            v.push(u);
        }
    }
    v
}
