//! `fneg` / `fabs` folded into VALU source modifiers (`isel/src/fold_fmods.rs`).
//!
//! Generated kernels: for each type (f32, f64, scalar f16) and each of a divergent (per-lane
//! load) and a uniform (load through the uniform pointer) modified operand, every consumer
//! family (fadd, fsub, fmul, fma, fmin, fmax, fcmp + select, select of the modified value
//! (f32), conversion to the other float
//! width) × every operand position × every modifier (neg, abs, neg of abs) stores its result.
//! * They run on every target mode and must give the interpreter's buffers bit for bit.
//! * The assembly of each mode has no sign-bit operation left (`v_xor_b32`/`v_and_b32`/
//!   `s_xor_b32`/`s_and_b32` with the sign mask or its complement): every modified operand
//!   became a NEG/ABS modifier.
//!
//! Division (`fdiv` of every type, each modifier on either operand) separately: its
//! expansion reads the operands with `v_div_scale_*`, a VOP3B instruction whose scalar
//! destination sits where VOP3A has ABS (NEG only; an ABS folded there once became SDST bits:
//! fuzz seed 7273527). The results must match the interpreter on every mode and no
//! `v_div_scale` may carry an absolute value.

mod common;
use common::*;
use std::fmt::Write;

const MODS: [&str; 3] = ["neg", "abs", "negabs"];

/// (type, bytes, other float type of the conversion, its bytes).
const TYPES: [(&str, u32, &str, u32); 3] = [
    ("f32", 4, "f64", 8),
    ("f64", 8, "f32", 4),
    ("f16", 2, "f32", 4),
];

type K = GirBody;

/// The kernel for type `t` with the modified operand divergent or uniform; returns the
/// source and the number of results of each output buffer.
/// The operands every kernel reads: the lane's 64-bit index, `a` and `b` (this lane's
/// elements of buffers 0 and 1) and the operand to modify (`a`, or with `uniform` element 3 of
/// buffer 0, the same for every lane).
fn operands(k: &mut K, t: &str, tb: u32, uniform: bool) -> (u32, u32, u32, u32) {
    let tid = k.def("workitem_id x");
    let g64 = k.def(&format!("zext.i64 v{tid}"));
    let sz = k.def(&format!("iconst.i64 {tb}"));
    let off = k.def(&format!("mul.i64 v{g64}, v{sz}"));
    let pa = k.def(&format!("ptradd v0, v{off}"));
    let pb = k.def(&format!("ptradd v1, v{off}"));
    let a = k.def(&format!("load.{t} v{pa}"));
    let b = k.def(&format!("load.{t} v{pb}"));
    let k3 = k.def(&format!("iconst.i64 {}", 3 * tb));
    let pu = k.def(&format!("ptradd v0, v{k3}"));
    let u = k.def(&format!("load.{t} v{pu}"));
    (g64, a, b, if uniform { u } else { a })
}

/// Stores `v` as result `j` of the lane whose 64-bit index is `g64` in buffer `buf` (outputs
/// are lane-major: result j of lane i at i * 64 + j).
fn store_result(k: &mut K, g64: u32, v: u32, buf: u32, bytes: u32, j: usize) {
    let s = k.def("iconst.i64 64");
    let row = k.def(&format!("mul.i64 v{g64}, v{s}"));
    let jj = k.def(&format!("iconst.i64 {j}"));
    let e = k.def(&format!("add.i64 v{row}, v{jj}"));
    let by = k.def(&format!("iconst.i64 {bytes}"));
    let o = k.def(&format!("mul.i64 v{e}, v{by}"));
    let p = k.def(&format!("ptradd v{buf}, v{o}"));
    writeln!(k.body, "    store v{v}, v{p}").unwrap();
}

/// `x` with modifier `m` of [`MODS`] applied.
fn modify(k: &mut K, t: &str, m: &str, x: u32) -> u32 {
    match m {
        "neg" => k.def(&format!("fneg.{t} v{x}")),
        "abs" => k.def(&format!("fabs.{t} v{x}")),
        _ => {
            let y = k.def(&format!("fabs.{t} v{x}"));
            k.def(&format!("fneg.{t} v{y}"))
        }
    }
}

fn kernel(t: &str, tb: u32, c: &str, cb: u32, uniform: bool) -> (String, usize, usize) {
    let mut k = K::new(4);
    let (g64, a, b, x) = operands(&mut k, t, tb, uniform);
    let (mut no, mut nc) = (0usize, 0usize);
    let mut store = |k: &mut K, v: u32, conv: bool| {
        let (buf, bytes, n) = if conv {
            (3, cb, &mut nc)
        } else {
            (2, tb, &mut no)
        };
        store_result(k, g64, v, buf, bytes, *n);
        *n += 1;
    };
    for m in MODS {
        let modded = |k: &mut K| modify(k, t, m, x);
        for op in ["fadd", "fsub", "fmul", "fmin", "fmax"] {
            for pos in 0..2 {
                let y = modded(&mut k);
                let (l, r) = if pos == 0 { (y, b) } else { (b, y) };
                let v = k.def(&format!("{op}.{t} v{l}, v{r}"));
                store(&mut k, v, false);
            }
        }
        for pos in 0..3 {
            let y = modded(&mut k);
            let mut s = [b, a, b];
            s[pos] = y;
            let v = k.def(&format!("fma.{t} v{}, v{}, v{}", s[0], s[1], s[2]));
            store(&mut k, v, false);
        }
        for pos in 0..2 {
            let y = modded(&mut k);
            let (l, r) = if pos == 0 { (y, b) } else { (b, y) };
            let cnd = k.def(&format!("fcmp.{t} olt v{l}, v{r}"));
            let v = k.def(&format!("select.{t} v{cnd}, v{a}, v{b}"));
            store(&mut k, v, false);
        }
        if t == "f32" {
            // The modified value selected (f32: `v_cndmask_b32` modifiers; the two dwords
            // of an f64 select and an f16 one are not folded yet).
            for pos in 0..2 {
                let y = modded(&mut k);
                let cnd = k.def(&format!("fcmp.{t} olt v{a}, v{b}"));
                let (l, r) = if pos == 0 { (y, b) } else { (b, y) };
                let v = k.def(&format!("select.{t} v{cnd}, v{l}, v{r}"));
                store(&mut k, v, false);
            }
        }
        let y = modded(&mut k);
        let conv = if cb > tb { "fpext" } else { "fptrunc" };
        let v = k.def(&format!("{conv}.{c} v{y}"));
        store(&mut k, v, true);
    }
    let src = format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global) \
         flat_workgroup_size(1, 64) {{\nblock0:\n{}    return\n}}\n",
        k.body
    );
    (src, no, nc)
}

fn launch(t: &str, c: &str, no: usize, nc: usize) -> String {
    format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o"}}, {{"buffer": "c"}}],
  "buffers": {{"a": {{"type": "{t}", "len": 64, "init": {{"random": 11, "min": -6.0, "max": 6.0}}}},
              "b": {{"type": "{t}", "len": 64, "init": {{"random": 13, "min": -6.0, "max": 6.0}}}},
              "o": {{"type": "{t}", "len": {}, "init": {{"fill": 0}}}},
              "c": {{"type": "{c}", "len": {}, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#,
        64 * 64.max(no),
        64 * 64.max(nc)
    )
}

fn cases() -> Vec<(String, String, String)> {
    let mut v = Vec::new();
    for (t, tb, c, cb) in TYPES {
        for uniform in [false, true] {
            let (src, no, nc) = kernel(t, tb, c, cb, uniform);
            assert!(no <= 64 && nc <= 64);
            let name = format!("fmods_{t}_{}.gir", if uniform { "uni" } else { "div" });
            v.push((name, src, launch(t, c, no, nc)));
        }
    }
    v
}

#[test]
fn generated_modifier_kernels_match_interpreter() {
    for (name, src, launch) in cases() {
        gir_matches_interpreter(&name, &src, &launch, ALL_TARGETS);
    }
}

/// Every modifier on either operand of `fdiv.T`, divergent or uniform, stored.
fn division_kernel(t: &str, tb: u32, uniform: bool) -> (String, usize) {
    let mut k = K::new(3);
    let (g64, _, b, x) = operands(&mut k, t, tb, uniform);
    let mut n = 0usize;
    for m in MODS {
        for pos in 0..3 {
            let y = modify(&mut k, t, m, x);
            // Numerator, denominator, or both (`|x| / |x|`, the fuzz case's shape).
            let (l, r) = match pos {
                0 => (y, b),
                1 => (b, y),
                _ => (y, y),
            };
            let v = k.def(&format!("fdiv.{t} v{l}, v{r}"));
            store_result(&mut k, g64, v, 2, tb, n);
            n += 1;
        }
    }
    let src = format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) \
         flat_workgroup_size(1, 64) {{\nblock0:\n{}    return\n}}\n",
        k.body
    );
    (src, n)
}

#[test]
fn division_operands_with_modifiers_match_interpreter() {
    for (t, tb, _, _) in TYPES {
        for uniform in [false, true] {
            let (src, n) = division_kernel(t, tb, uniform);
            let launch = format!(
                r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o"}}],
  "buffers": {{"a": {{"type": "{t}", "len": 64, "init": {{"random": 17, "min": -6.0, "max": 6.0}}}},
              "b": {{"type": "{t}", "len": 64, "init": {{"random": 19, "min": -6.0, "max": 6.0}}}},
              "o": {{"type": "{t}", "len": {}, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#,
                64 * 64.max(n)
            );
            let name = format!("fdiv_mods_{t}_{}.gir", if uniform { "uni" } else { "div" });
            gir_matches_interpreter(&name, &src, &launch, ALL_TARGETS);
            let m = gir_module(&src);
            for (cpu, mattr) in ALL_TARGETS {
                let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr))
                    .map_err(|d| d.render(&name))
                    .unwrap();
                for l in asm.lines().filter(|l| l.contains("v_div_scale")) {
                    assert!(!l.contains('|'), "{name} {cpu}{mattr}: ABS on VOP3B: {l}");
                }
            }
        }
    }
}

/// A sign-bit operation left in the assembly: a 32-bit `xor`/`and` (VALU or SALU) with
/// the f32/f64 sign mask or its complement, or the f16 ones.
fn sign_ops(asm: &str) -> Vec<String> {
    let masks = ["0x80000000", "0x7fffffff", "0x8000", "0x7fff"];
    asm.lines()
        .map(str::trim)
        .filter(|l| {
            let mn = l.split_whitespace().next().unwrap_or("");
            let is_op = ["v_xor_b32", "v_and_b32", "s_xor_b32", "s_and_b32"]
                .iter()
                .any(|p| mn == *p || mn.strip_prefix(p).is_some_and(|s| s.starts_with("_e")));
            is_op && l.split([' ', ',']).any(|w| masks.contains(&w))
        })
        .map(String::from)
        .collect()
}

#[test]
fn modifiers_leave_no_sign_bit_operations() {
    let mut bad = Vec::new();
    for (name, src, _) in cases() {
        let m = gir_module(&src);
        for (cpu, mattr) in ALL_TARGETS {
            // GFX6/GFX7 have no f16 instructions: `fmin`/`fmax` of f16 are a compare and a
            // `v_cndmask_b32` of the f16 bits, whose NEG/ABS would act on bit 31, not 15.
            if name.contains("f16") && matches!(*cpu, "gfx600" | "gfx700") {
                continue;
            }
            let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, mattr))
                .map_err(|d| d.render(&name))
                .unwrap();
            for l in sign_ops(&asm) {
                bad.push(format!("{name} {cpu}{mattr}: {l}"));
            }
        }
    }
    assert!(bad.is_empty(), "{} left:\n{}", bad.len(), bad.join("\n"));
}

/// The checker itself: the unfolded forms are found.
#[test]
fn sign_op_checker_finds_unfolded_forms() {
    let asm = "\tv_xor_b32_e32 v4, 0x80000000, v1\n\tv_and_b32 v1, 0x7fffffff, v1\n\
               \ts_xor_b32 s0, s1, 0x8000\n\tv_fma_f32 v0, v0, -v1, |v1|\n";
    assert_eq!(sign_ops(asm).len(), 3);
}
