//! Values defined in a loop whose lanes leave it in different iterations (per-lane trip
//! counts), used after the loop: every lane must see the value of its own last iteration.
//! Generated kernels: every value kind (divergent `i1` compares and `i1` logic, a
//! loop-invariant divergent `i1`, uniform `i1`s that vary per iteration or are invariant,
//! integer and float, uniform float compares, which are VOPC on most generations; `i32`,
//! `i64`, `f32`, uniform and divergent) x every loop form (exit at the latch, at the
//! header, from a block in the middle of the body, two exits from different blocks, a
//! divergent loop inside a divergent loop, a uniform loop inside a divergent one, a divergent
//! loop inside a uniform one), each value used after the loop both as a branch argument of
//! the exit edge (a phi) and directly (`i1`: also as a branch condition). Compiled for all
//! 13 target modes, the simulator must give the interpreter's results bit for bit.
//!
//! Why: an `i1` lives in a lane mask (one SGPR tuple for the wave), which each iteration
//! rewrote for its active lanes only; every lane that finished before the last one read 0
//! (trial-division primality reported every such number composite on every target;
//! `isel/src/loop_live_out.rs`). Temporally divergent values of the other types are VGPRs
//! (`lower/src/uniformity.rs`), checked here too.

mod common;
use common::*;
use std::fmt::Write;

/// What is defined in the loop and used after it.
#[derive(Clone, Copy, Debug)]
enum Kind {
    /// Divergent compare, changing per iteration.
    Cmp,
    /// `xor`/`or` of two compares (SALU lane-mask logic).
    Logic,
    /// Divergent, loop-invariant compare computed inside the loop.
    Inv,
    /// Uniform compare changing per iteration (of the uniform counter).
    UniVar,
    /// Uniform loop-invariant compare (of a kernel argument).
    UniInv,
    /// Uniform float compare, invariant (VOPC on generations without SALU float compares).
    FUniInv,
    /// Uniform float compare changing per iteration.
    FUniVar,
    /// Divergent float compare.
    FDiv,
    /// Divergent `i32`.
    I32,
    /// Uniform `i32` changing per iteration (temporally divergent).
    UniI32,
    /// Divergent `i64`.
    I64,
    /// Divergent `f32`.
    F32,
}

const KINDS: [Kind; 12] = [
    Kind::Cmp,
    Kind::Logic,
    Kind::Inv,
    Kind::UniVar,
    Kind::UniInv,
    Kind::FUniInv,
    Kind::FUniVar,
    Kind::FDiv,
    Kind::I32,
    Kind::UniI32,
    Kind::I64,
    Kind::F32,
];

impl Kind {
    fn ty(self) -> &'static str {
        match self {
            Kind::I32 | Kind::UniI32 => "i32",
            Kind::I64 => "i64",
            Kind::F32 => "f32",
            _ => "i1",
        }
    }
}

/// Where the loop is left.
#[derive(Clone, Copy, Debug)]
enum Form {
    /// `do { v = ..; } while (++i < n)` (one block).
    Latch,
    /// `while (v = .., i < n) { ++i; }`.
    Header,
    /// An exit from a block inside a divergent if in the body.
    Middle,
    /// Two exits from different blocks into different exit blocks.
    TwoExits,
    /// Divergent inner loop inside a divergent outer loop; used after each.
    NestedDivergent,
    /// Uniform inner loop (trip count of the kernel argument) inside a divergent outer loop.
    UniformInner,
    /// Divergent inner loop inside a uniform outer loop.
    UniformOuter,
}

const FORMS: [Form; 7] = [
    Form::Latch,
    Form::Header,
    Form::Middle,
    Form::TwoExits,
    Form::NestedDivergent,
    Form::UniformInner,
    Form::UniformOuter,
];

/// Output slots per lane.
const SLOTS: i64 = 4;

struct Gen {
    out: String,
    next: u32,
}

impl Gen {
    fn v(&mut self) -> String {
        self.next += 1;
        format!("v{}", self.next)
    }
    fn line(&mut self, s: &str) {
        self.out.push_str("    ");
        self.out.push_str(s);
        self.out.push('\n');
    }
    fn label(&mut self, s: &str) {
        let _ = writeln!(self.out, "{s}:");
    }
    /// `r = text` with a fresh `r`.
    fn def(&mut self, text: &str) -> String {
        let r = self.v();
        self.line(&format!("{r} = {text}"));
        r
    }
    fn k32(&mut self, k: i64) -> String {
        self.def(&format!("iconst.i32 {k}"))
    }
    fn op(&mut self, op: &str, a: &str, k: i64) -> String {
        let kv = self.k32(k);
        self.def(&format!("{op}.i32 {a}, {kv}"))
    }
    /// The value of kind `kind` from the counters `i` (uniform inside the loop, unless the
    /// loop is nested in a divergent one), `j` and the lane's `gid`.
    fn value(&mut self, kind: Kind, i: &str, j: &str, gid: &str) -> String {
        let ij = self.def(&format!("add.i32 {i}, {j}"));
        match kind {
            Kind::Cmp => {
                let s = self.def(&format!("add.i32 {ij}, {gid}"));
                let m = self.op("and", &s, 1);
                let z = self.k32(0);
                self.def(&format!("icmp.i32 eq {m}, {z}"))
            }
            Kind::Logic => {
                let t = self.op("mul", &ij, 3);
                let a = self.def(&format!("icmp.i32 ult {t}, {gid}"));
                let m = self.def(&format!("and.i32 {gid}, {ij}"));
                let z = self.k32(0);
                let b = self.def(&format!("icmp.i32 ne {m}, {z}"));
                let x = self.def(&format!("xor.i1 {a}, {b}"));
                let m3 = self.op("and", &ij, 3);
                let k = self.k32(2);
                let c = self.def(&format!("icmp.i32 eq {m3}, {k}"));
                self.def(&format!("or.i1 {x}, {c}"))
            }
            Kind::Inv => {
                let m = self.op("and", gid, 7);
                let k = self.k32(3);
                self.def(&format!("icmp.i32 ugt {m}, {k}"))
            }
            Kind::UniVar => {
                let t = self.op("mul", &ij, 5);
                let m = self.op("and", &t, 7);
                let k = self.k32(3);
                self.def(&format!("icmp.i32 ugt {m}, {k}"))
            }
            Kind::UniInv => {
                let k = self.k32(100);
                self.def(&format!("icmp.i32 ult v1, {k}"))
            }
            Kind::FUniInv => {
                let k = self.def("fconst.f32 2.5");
                self.def(&format!("fcmp.f32 olt v2, {k}"))
            }
            Kind::FUniVar => {
                let f = self.def(&format!("sitofp.f32 {ij}"));
                self.def(&format!("fcmp.f32 olt {f}, v2"))
            }
            Kind::FDiv => {
                let s = self.def(&format!("add.i32 {ij}, {gid}"));
                let m = self.op("and", &s, 3);
                let f = self.def(&format!("sitofp.f32 {m}"));
                self.def(&format!("fcmp.f32 oge {f}, v2"))
            }
            Kind::I32 => {
                let m = self.def(&format!("mul.i32 {ij}, {gid}"));
                self.op("add", &m, 7)
            }
            Kind::UniI32 => {
                let m = self.op("mul", &ij, 13);
                self.op("add", &m, 5)
            }
            Kind::I64 => {
                let a = self.def(&format!("zext.i64 {ij}"));
                let b = self.def(&format!("zext.i64 {gid}"));
                let k = self.def("iconst.i64 4294967311");
                let s = self.def(&format!("add.i64 {b}, {k}"));
                self.def(&format!("mul.i64 {a}, {s}"))
            }
            Kind::F32 => {
                let a = self.def(&format!("sitofp.f32 {ij}"));
                let b = self.def(&format!("sitofp.f32 {gid}"));
                let h = self.def("fconst.f32 0.5");
                let m = self.def(&format!("fmul.f32 {b}, {h}"));
                self.def(&format!("fadd.f32 {a}, {m}"))
            }
        }
    }
    /// `value` as an `i32` to store (`i1`: `zext`, or a select when `sel`).
    fn as_i32(&mut self, kind: Kind, value: &str, sel: bool) -> String {
        match kind.ty() {
            "i32" => value.to_string(),
            "i64" => {
                let k = self.def("iconst.i64 32");
                let h = self.def(&format!("lshr.i64 {value}, {k}"));
                let x = self.def(&format!("xor.i64 {value}, {h}"));
                self.def(&format!("itrunc.i32 {x}"))
            }
            "f32" => self.def(&format!("bitcast.i32 {value}")),
            _ if sel => {
                let a = self.k32(11);
                let b = self.k32(22);
                self.def(&format!("select.i32 {value}, {a}, {b}"))
            }
            _ => self.def(&format!("zext.i32 {value}")),
        }
    }
    /// Stores `x` (i32) into slot `s` of the lane.
    fn store(&mut self, x: &str, s: i64) {
        let k = self.def(&format!("iconst.i64 {}", 4 * s));
        let a = self.def(&format!("ptradd v9, {k}"));
        self.line(&format!("store {x}, {a}"));
    }
    /// Stores the uses of `p` (the exit block's parameter) and `v` (the value itself) in slots
    /// `base`, `base + 1`; an `i1` `v` also branches (slot 3), then continues at `next`.
    fn uses(&mut self, kind: Kind, p: &str, v: &str, base: i64, blk: &mut u32, next: &str) {
        let a = self.as_i32(kind, p, false);
        self.store(&a, base);
        let b = self.as_i32(kind, v, true);
        self.store(&b, base + 1);
        if kind.ty() == "i1" {
            let (t, f) = (*blk, *blk + 1);
            *blk += 2;
            self.line(&format!("brif {v}, block{t}, block{f}"));
            for (bb, k) in [(t, 5), (f, 9)] {
                self.label(&format!("block{bb}"));
                let c = self.k32(k);
                self.store(&c, 3);
                self.line(&format!("jump {next}"));
            }
        } else {
            self.line(&format!("jump {next}"));
        }
    }
}

/// The kernel (`.gir`) for one kind and form.
fn kernel(kind: Kind, form: Form) -> String {
    let mut g = Gen {
        out: String::new(),
        next: 40,
    };
    let ty = kind.ty();
    let _ = writeln!(
        g.out,
        "; {kind:?} live out of a {form:?} loop\nkernel @live_out(v0: ptr.global, v1: i32, v2: f32) flat_workgroup_size(1, 256) {{\nblock0:"
    );
    // gid, the lane's slots at v9, and per-lane trip counts n (1..=11) and m (1..=4).
    g.line("v3 = workitem_id x");
    g.line("v4 = workgroup_id x");
    g.line("v5 = workgroup_size x");
    g.line("v6 = mul.i32 v4, v5");
    g.line("v7 = add.i32 v6, v3");
    g.line("v10 = zext.i64 v7");
    g.line(&format!("v11 = iconst.i64 {}", 4 * SLOTS));
    g.line("v12 = mul.i64 v10, v11");
    g.line("v9 = ptradd v0, v12");
    g.line("v13 = iconst.i32 37");
    g.line("v14 = mul.i32 v7, v13");
    g.line("v15 = iconst.i32 2");
    g.line("v16 = lshr.i32 v14, v15");
    g.line("v17 = iconst.i32 11");
    g.line("v18 = urem.i32 v16, v17");
    g.line("v19 = iconst.i32 1");
    g.line("v20 = add.i32 v18, v19");
    g.line("v21 = iconst.i32 3");
    g.line("v22 = and.i32 v7, v21");
    g.line("v23 = add.i32 v22, v19");
    // Uniform trip counts from the argument: 1..=4.
    g.line("v24 = and.i32 v1, v21");
    g.line("v25 = add.i32 v24, v19");
    g.line("v26 = iconst.i32 0");
    let (n, m, un, zero, one) = ("v20", "v23", "v25", "v26", "v19");
    let mut blk = 20u32;
    let end = "block99";
    match form {
        Form::Latch => {
            g.line(&format!("jump block1({zero})"));
            g.label("block1(v27: i32)");
            let v = g.value(kind, "v27", zero, "v7");
            let i2 = g.def(&format!("add.i32 v27, {one}"));
            let c = g.def(&format!("icmp.i32 ult {i2}, {n}"));
            g.line(&format!("brif {c}, block1({i2}), block2({v})"));
            g.label(&format!("block2(v28: {ty})"));
            g.uses(kind, "v28", &v, 0, &mut blk, end);
        }
        Form::Header => {
            g.line(&format!("jump block1({zero})"));
            g.label("block1(v27: i32)");
            let v = g.value(kind, "v27", zero, "v7");
            let c = g.def(&format!("icmp.i32 uge v27, {n}"));
            g.line(&format!("brif {c}, block3({v}), block2"));
            g.label("block2");
            let i2 = g.def(&format!("add.i32 v27, {one}"));
            g.line(&format!("jump block1({i2})"));
            g.label(&format!("block3(v28: {ty})"));
            g.uses(kind, "v28", &v, 0, &mut blk, end);
        }
        Form::Middle => {
            g.line(&format!("jump block1({zero})"));
            g.label("block1(v27: i32)");
            let i2 = g.def(&format!("add.i32 v27, {one}"));
            // Defined in the header (which dominates the exit), used directly after the loop.
            let w = g.value(kind, &i2, zero, "v7");
            let s = g.def("add.i32 v27, v7");
            let o = g.op("and", &s, 1);
            let odd = g.def(&format!("icmp.i32 ne {o}, {zero}"));
            g.line(&format!("brif {odd}, block2, block3"));
            g.label("block2");
            let v = g.value(kind, "v27", zero, "v7");
            let brk = g.def(&format!("icmp.i32 uge {i2}, {n}"));
            g.line(&format!("brif {brk}, block5({v}), block4"));
            g.label("block3");
            g.line("jump block4");
            g.label("block4");
            g.line(&format!("jump block1({i2})"));
            g.label(&format!("block5(v28: {ty})"));
            let x = g.as_i32(kind, &w, true);
            g.store(&x, 2);
            g.uses(kind, "v28", &v, 0, &mut blk, end);
        }
        Form::TwoExits => {
            g.line(&format!("jump block1({zero})"));
            g.label("block1(v27: i32)");
            let i2 = g.def(&format!("add.i32 v27, {one}"));
            let v = g.value(kind, "v27", zero, "v7");
            let e1 = g.def(&format!("icmp.i32 uge {i2}, {n}"));
            g.line(&format!("brif {e1}, block3({v}), block2"));
            g.label("block2");
            let w = g.value(kind, &i2, "v7", "v7");
            let t = g.def(&format!("mul.i32 {i2}, v7"));
            let t7 = g.op("and", &t, 7);
            let k5 = g.k32(5);
            let e2 = g.def(&format!("icmp.i32 eq {t7}, {k5}"));
            g.line(&format!("brif {e2}, block4({w}), block1({i2})"));
            g.label(&format!("block3(v28: {ty})"));
            g.uses(kind, "v28", &v, 0, &mut blk, end);
            g.label(&format!("block4(v29: {ty})"));
            // `v` (defined in the header, which dominates both exits) used after the second.
            g.uses(kind, "v29", &v, 1, &mut blk, end);
        }
        Form::NestedDivergent | Form::UniformInner | Form::UniformOuter => {
            let (outer_n, inner_n) = match form {
                Form::NestedDivergent => (n, m),
                Form::UniformInner => (n, un),
                _ => (un, m),
            };
            g.line(&format!("jump block1({zero}, {zero})"));
            // Outer loop: j, acc.
            g.label("block1(v27: i32, v28: i32)");
            g.line(&format!("jump block2({zero})"));
            g.label("block2(v29: i32)");
            let v = g.value(kind, "v29", "v27", "v7");
            let i2 = g.def(&format!("add.i32 v29, {one}"));
            let c = g.def(&format!("icmp.i32 ult {i2}, {inner_n}"));
            g.line(&format!("brif {c}, block2({i2}), block3({v})"));
            // After the inner loop, inside the outer: acc = acc * 3 + p + v.
            g.label(&format!("block3(v30: {ty})"));
            let a = g.as_i32(kind, "v30", false);
            let b = g.as_i32(kind, &v, true);
            let t = g.op("mul", "v28", 3);
            let s = g.def(&format!("add.i32 {t}, {a}"));
            let acc = g.def(&format!("add.i32 {s}, {b}"));
            let j2 = g.def(&format!("add.i32 v27, {one}"));
            let c2 = g.def(&format!("icmp.i32 ult {j2}, {outer_n}"));
            g.line(&format!(
                "brif {c2}, block1({j2}, {acc}), block4({acc}, {v})"
            ));
            g.label(&format!("block4(v31: i32, v32: {ty})"));
            g.store("v31", 2);
            g.uses(kind, "v32", &v, 0, &mut blk, end);
        }
    }
    g.label(end);
    g.line("return");
    g.out.push_str("}\n");
    g.out
}

fn launch(u: u32, f: f32) -> String {
    format!(
        r#"{{"kernel": "live_out", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": {u}}}, {{"f32": {f:?}}}],
  "buffers": {{"out": {{"type": "i32", "len": {}, "init": {{"fill": -1}}}}}},
  "lds_dynamic": 0}}"#,
        128 * SLOTS
    )
}

/// Every kind x form, on all 13 target modes, two argument sets (uniform trip counts 1..=4,
/// uniform compares both ways).
#[test]
fn values_live_out_of_divergent_loops_keep_each_lanes_last_iteration() {
    let mut failures = Vec::new();
    for form in FORMS {
        for kind in KINDS {
            let src = kernel(kind, form);
            for (u, f) in [(6u32, 1.5f32), (201, 3.0)] {
                let name = format!("{kind:?}/{form:?}/u{u}");
                let l = launch(u, f);
                let r = std::panic::catch_unwind(|| {
                    gir_matches_interpreter(&name, &src, &l, ALL_TARGETS)
                });
                if let Err(e) = r {
                    let msg = e
                        .downcast_ref::<String>()
                        .cloned()
                        .unwrap_or_else(|| "panic".into());
                    failures.push(format!("{msg}\n{src}"));
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} cases failed:\n{}",
        failures.len(),
        FORMS.len() * KINDS.len() * 2,
        failures.join("\n")
    );
}

/// The lanes really leave in different iterations, and the values differ per iteration: the
/// interpreter's results of the `i1` compare after a one-block loop are neither all equal
/// nor equal to a run where every lane took the wave's largest trip count.
#[test]
fn generated_trip_counts_are_per_lane() {
    let src = kernel(Kind::Cmp, Form::Latch);
    let m = gir_module(&src);
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(6, 1.5)).unwrap();
    let r = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let words: Vec<i32> = r.buffers[0]
        .bytes
        .chunks(4)
        .map(|c| i32::from_le_bytes(c.try_into().unwrap()))
        .collect();
    // Slot 0 of each lane: zext of the last iteration's compare, (i + gid) even with
    // i = n - 1, n = ((gid * 37) >> 2) % 11 + 1.
    for gid in 0..128i32 {
        let n = ((gid * 37) >> 2) % 11 + 1;
        let want = ((n - 1 + gid) & 1 == 0) as i32;
        assert_eq!(words[(gid * SLOTS as i32) as usize], want, "lane {gid}");
    }
    let trips: std::collections::BTreeSet<i32> =
        (0..64).map(|gid| ((gid * 37) >> 2) % 11 + 1).collect();
    assert!(trips.len() > 5, "trip counts {trips:?}");
}
