//! Demanded bits (`lower/src/demanded_bits.rs`) and disjoint `or` offsets
//! (`lower/src/rebase_addr.rs`).
//!
//! Generated: for every narrow type (i8, i16) and every pair of integer operations, a kernel
//! computes `op2(op1(x, y), x)` on the narrow type (which legalization widens to 32 bits with
//! extensions around every operation) and stores it zero- and sign-extended; and on i32/i64,
//! masks and narrow extensions followed by every operation, truncated, shifted right (which
//! demands the high bits a wrong rule would drop) and stored. Every kernel on all 13 target
//! modes against the interpreter, on inputs with every bit pattern. Then the assembly: the
//! `uchar4` multiply-add of `tests/opencl/int_vec.cl` needs no bit-field extract, and
//! `p[4*i+k]` stores share one address.

mod common;
use common::*;

/// The operations: (name, second operand is a shift amount).
const OPS: &[(&str, bool)] = &[
    ("add", false),
    ("sub", false),
    ("mul", false),
    ("and", false),
    ("or", false),
    ("xor", false),
    ("shl", true),
    ("lshr", true),
    ("ashr", true),
    ("smin", false),
    ("umax", false),
];

const N: u32 = 128;

fn launch(wide: &str, outs: usize) -> String {
    let (min, max) = if wide == "i64" {
        (i64::MIN, i64::MAX)
    } else {
        (i64::from(i32::MIN), i64::from(i32::MAX))
    };
    format!(
        r#"{{"kernel": "k", "grid": [{N}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o"}}],
  "buffers": {{"a": {{"type": "{wide}", "len": {N}, "init": {{"random": 7, "min": {min}, "max": {max}}}}},
              "b": {{"type": "{wide}", "len": {N}, "init": {{"random": 8, "min": {min}, "max": {max}}}}},
              "o": {{"type": "{wide}", "len": {len}, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#,
        len = N as usize * outs
    )
}

/// Kernel prologue: `v5` the work-item's index (i64), `v7`/`v9` its `a`/`b` elements of type
/// `wide`; returns the body and the byte size of `wide`.
fn prologue(wide: &str) -> (GirBody, u64) {
    let size = if wide == "i64" { 8 } else { 4 };
    let mut g = GirBody::new(3);
    let id = g.def("workitem_id x");
    let grp = g.def("workgroup_id x");
    let c64 = g.def("iconst.i32 64");
    let base = g.def(&format!("mul.i32 v{grp}, v{c64}"));
    let i = g.def(&format!("add.i32 v{base}, v{id}"));
    let i64v = g.def(&format!("zext.i64 v{i}"));
    let sz = g.def(&format!("iconst.i64 {size}"));
    let off = g.def(&format!("mul.i64 v{i64v}, v{sz}"));
    let pa = g.def(&format!("ptradd v0, v{off}"));
    let _a = g.def(&format!("load.{wide} v{pa}"));
    let pb = g.def(&format!("ptradd v1, v{off}"));
    let _b = g.def(&format!("load.{wide} v{pb}"));
    (g, size)
}

/// Stores `v` of type `wide` to output slot `slot` of this work-item.
fn store(g: &mut GirBody, wide: &str, size: u64, v: u32, slot: usize) {
    let i = 7; // v7: the index as i32 (prologue)
    let k = g.def(&format!("iconst.i32 {}", slot as u32 * N));
    let j = g.def(&format!("add.i32 v{i}, v{k}"));
    let j64 = g.def(&format!("zext.i64 v{j}"));
    let sz = g.def(&format!("iconst.i64 {size}"));
    let off = g.def(&format!("mul.i64 v{j64}, v{sz}"));
    let p = g.def(&format!("ptradd v2, v{off}"));
    g.body.push_str(&format!("    store v{v}, v{p}\n"));
    let _ = wide;
}

fn kernel(g: &GirBody) -> String {
    format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) flat_workgroup_size(1, 64) {{\nblock0:\n{}    return\n}}\n",
        g.body
    )
}

/// `op.ty a, b`, with `b` reduced to a valid shift amount for shifts.
fn apply(g: &mut GirBody, ty: &str, bits: u32, op: &str, shift: bool, a: u32, b: u32) -> u32 {
    let b = if shift {
        let m = g.def(&format!("iconst.{ty} {}", bits - 1));
        g.def(&format!("and.{ty} v{b}, v{m}"))
    } else {
        b
    };
    g.def(&format!("{op}.{ty} v{a}, v{b}"))
}

/// `op2(op1(x, y), x)` on `narrow`, stored zero- and sign-extended to `wide`, for every op2.
fn narrow_kernel(narrow: &str, nbits: u32, wide: &str, op1: (&str, bool)) -> (String, usize) {
    let (mut g, size) = prologue(wide);
    let x = g.def(&format!("itrunc.{narrow} v12"));
    let y = g.def(&format!("itrunc.{narrow} v14"));
    let t = apply(&mut g, narrow, nbits, op1.0, op1.1, x, y);
    let mut slot = 0;
    for &(op2, sh2) in OPS {
        let u = apply(&mut g, narrow, nbits, op2, sh2, t, x);
        for ext in ["zext", "sext"] {
            let r = g.def(&format!("{ext}.{wide} v{u}"));
            store(&mut g, wide, size, r, slot);
            slot += 1;
        }
    }
    (kernel(&g), slot)
}

/// On `wide` (i32/i64): `a & 0xff`, `zext/sext (itrunc.i8/i16 a)` and `a | 0x100` fed to every
/// operation with `b`, then truncated to i8 and extended back, or shifted right by 4 (both
/// arithmetic and logical: the high bits of the masks are demanded there).
fn wide_kernel(wide: &str, wbits: u32) -> (String, usize) {
    let (mut g, size) = prologue(wide);
    let (a, b) = (12, 14);
    let mut srcs = Vec::new();
    let m = g.def(&format!("iconst.{wide} 255"));
    srcs.push(g.def(&format!("and.{wide} v{a}, v{m}")));
    let m2 = g.def(&format!("iconst.{wide} 256"));
    srcs.push(g.def(&format!("or.{wide} v{a}, v{m2}")));
    srcs.push(g.def(&format!("xor.{wide} v{a}, v{m2}")));
    for n in ["i8", "i16"] {
        let t = g.def(&format!("itrunc.{n} v{a}"));
        srcs.push(g.def(&format!("zext.{wide} v{t}")));
        srcs.push(g.def(&format!("sext.{wide} v{t}")));
    }
    let mut slot = 0;
    for &s in &srcs {
        for &(op, sh) in OPS {
            let u = apply(&mut g, wide, wbits, op, sh, s, b);
            let t8 = g.def(&format!("itrunc.i8 v{u}"));
            let back = g.def(&format!("sext.{wide} v{t8}"));
            store(&mut g, wide, size, back, slot);
            slot += 1;
            for sop in ["lshr", "ashr"] {
                let four = g.def(&format!("iconst.{wide} 4"));
                let r = g.def(&format!("{sop}.{wide} v{u}, v{four}"));
                store(&mut g, wide, size, r, slot);
                slot += 1;
            }
        }
    }
    (kernel(&g), slot)
}

/// A small deterministic generator (SplitMix64).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// `c` truncated to `bits` and read as a signed literal of that width.
fn lit(c: u64, bits: u32) -> i64 {
    if bits >= 64 {
        return c as i64;
    }
    let m = c & ((1u64 << bits) - 1);
    if m >> (bits - 1) != 0 {
        m as i64 - (1i64 << bits)
    } else {
        m as i64
    }
}

const WIDTHS: &[(&str, u32)] = &[("i8", 8), ("i16", 16), ("i32", 32), ("i64", 64)];

/// Random expressions over `a` and `b` (i32) of every width: operations with values and with
/// masks (`0x7f`, `0x80`, `0xff`, `0xff00`, ...), shifts by constants and by masked values,
/// truncations and extensions in every direction, `not`, `neg`, `select`; each result is
/// observed through a random mix of truncation, extension and constant shifts before it is
/// stored as i32 — the shapes whose demanded bits a wrong transfer rule gets wrong.
fn random_kernel(seed: u64, exprs: usize) -> String {
    let mut r = Rng(seed);
    let (mut g, size) = prologue("i32");
    // (value, width index)
    let mut vals: Vec<(u32, usize)> = vec![(12, 2), (14, 2)];
    let consts: &[u64] = &[
        1,
        3,
        0x7f,
        0x80,
        0xff,
        0x100,
        0xff00,
        0x7fff,
        0x8000,
        0xf0f0_f0f0,
        0x8000_0000,
    ];
    for slot in 0..exprs {
        let steps = 1 + r.below(5);
        for _ in 0..steps {
            let (v, wi) = vals[vals.len() - 1 - r.below(vals.len().min(3))];
            let (ty, bits) = WIDTHS[wi];
            let nv = match r.below(6) {
                0 | 1 => {
                    let op = ["add", "sub", "mul", "and", "or", "xor"][r.below(6)];
                    let rhs = if r.below(2) == 0 {
                        let c = consts[r.below(consts.len())];
                        g.def(&format!("iconst.{ty} {}", lit(c, bits)))
                    } else {
                        let same: Vec<u32> =
                            vals.iter().filter(|x| x.1 == wi).map(|x| x.0).collect();
                        same[r.below(same.len())]
                    };
                    (g.def(&format!("{op}.{ty} v{v}, v{rhs}")), wi)
                }
                2 => {
                    let op = ["shl", "lshr", "ashr"][r.below(3)];
                    let amt = if r.below(3) == 0 {
                        let m = g.def(&format!("iconst.{ty} {}", bits - 1));
                        g.def(&format!("and.{ty} v{v}, v{m}"))
                    } else {
                        g.def(&format!("iconst.{ty} {}", 1 + r.below(bits as usize - 1)))
                    };
                    (g.def(&format!("{op}.{ty} v{v}, v{amt}")), wi)
                }
                3 => {
                    let to = r.below(WIDTHS.len());
                    let (tty, _) = WIDTHS[to];
                    if to < wi {
                        (g.def(&format!("itrunc.{tty} v{v}")), to)
                    } else if to > wi {
                        let ext = ["zext", "sext"][r.below(2)];
                        (g.def(&format!("{ext}.{tty} v{v}")), to)
                    } else {
                        (g.def(&format!("not.{ty} v{v}")), wi)
                    }
                }
                4 => (g.def(&format!("neg.{ty} v{v}")), wi),
                _ => {
                    let c = g.def(&format!(
                        "iconst.{ty} {}",
                        lit(consts[r.below(consts.len())], bits)
                    ));
                    let cond = g.def(&format!("icmp.{ty} ult v{v}, v{c}"));
                    let other = g.def(&format!("xor.{ty} v{v}, v{c}"));
                    (g.def(&format!("select.{ty} v{cond}, v{v}, v{other}")), wi)
                }
            };
            vals.push(nv);
        }
        // Observe the last value as i32.
        let (v, wi) = *vals.last().unwrap();
        let (ty, bits) = WIDTHS[wi];
        let v = if r.below(2) == 0 && bits > 8 {
            let op = ["lshr", "ashr"][r.below(2)];
            let k = g.def(&format!("iconst.{ty} {}", 1 + r.below(bits as usize - 1)));
            g.def(&format!("{op}.{ty} v{v}, v{k}"))
        } else {
            v
        };
        let out = match bits {
            32 => v,
            64 => g.def(&format!("itrunc.i32 v{v}")),
            _ => g.def(&format!("{}.i32 v{v}", ["zext", "sext"][r.below(2)])),
        };
        store(&mut g, "i32", size, out, slot);
        vals.truncate(2);
    }
    kernel(&g)
}

#[test]
fn random_bit_expressions_match_interpreter() {
    for seed in 0..16 {
        gir_matches_interpreter(
            &format!("demanded_random_{seed}.gir"),
            &random_kernel(seed, 24),
            &launch("i32", 24),
            ALL_TARGETS,
        );
    }
}

/// Every (mask, step, observation) triple on `wide`: a mask or narrowing of `a`
/// (`and`/`or`/`xor` with a constant, `zext`/`sext` of an `itrunc`), one step (a constant
/// shift either way, arithmetic with `b`, `neg`, or none), one partial observation (a
/// truncation to i8/i16 and back, a constant right shift then truncation, or the whole
/// value). Exhaustive over the sets: each transfer rule meets the masks it must keep.
fn triples(wide: &str) -> Vec<Vec<String>> {
    let bits: u32 = wide[1..].parse().unwrap();
    let consts: &[u64] = &[0x7f, 0xff, 0x80, 0xff00, 0xf0f0_f0f0, 0x8000_0000];
    let mut masks: Vec<String> = Vec::new();
    for op in ["and", "or", "xor"] {
        for &c in consts {
            masks.push(format!("{op} {}", lit(c, bits)));
        }
    }
    for n in ["i8", "i16", "i32"] {
        if n[1..].parse::<u32>().unwrap() < bits {
            for e in ["zext", "sext"] {
                masks.push(format!("{e} {n}"));
            }
        }
    }
    let mut steps: Vec<String> = vec!["none".into(), "neg".into()];
    for op in ["shl", "lshr", "ashr"] {
        for k in [1, 4, 8, 24] {
            steps.push(format!("{op} {k}"));
        }
    }
    for op in ["add", "sub", "mul"] {
        steps.push(op.into());
    }
    for e in ["sext i8", "sext i16", "zext i8"] {
        steps.push(e.into());
    }
    let mut obs: Vec<String> = vec!["whole".into()];
    for n in ["i8", "i16"] {
        for e in ["zext", "sext"] {
            obs.push(format!("{e} {n}"));
        }
    }
    for op in ["lshr", "ashr"] {
        obs.push(format!("{op} 4 i8"));
    }
    // Bits above a narrowing step only (its sign bit must stay demanded).
    obs.push("lshr 12 i8".into());
    obs.push("ashr 20 i8".into());
    let mut all = Vec::new();
    for m in &masks {
        for st in &steps {
            for o in &obs {
                all.push(vec![m.clone(), st.clone(), o.clone()]);
            }
        }
    }
    all
}

/// The kernel of `triples[..]` on `wide`, each stored as `wide` in its own slot.
fn triple_kernel(wide: &str, triples: &[Vec<String>]) -> String {
    let (mut g, size) = prologue(wide);
    let (a, b) = (12, 14);
    for (slot, t) in triples.iter().enumerate() {
        let m: Vec<&str> = t[0].split(' ').collect();
        let x = match m[0] {
            "zext" | "sext" => {
                let n = g.def(&format!("itrunc.{} v{a}", m[1]));
                g.def(&format!("{}.{wide} v{n}", m[0]))
            }
            op => {
                let c = g.def(&format!("iconst.{wide} {}", m[1]));
                g.def(&format!("{op}.{wide} v{a}, v{c}"))
            }
        };
        let st: Vec<&str> = t[1].split(' ').collect();
        let y = match st[0] {
            "none" => x,
            "neg" => g.def(&format!("neg.{wide} v{x}")),
            "add" | "sub" | "mul" => g.def(&format!("{}.{wide} v{x}, v{b}", st[0])),
            "sext" | "zext" => {
                let n = g.def(&format!("itrunc.{} v{x}", st[1]));
                g.def(&format!("{}.{wide} v{n}", st[0]))
            }
            op => {
                let k = g.def(&format!("iconst.{wide} {}", st[1]));
                g.def(&format!("{op}.{wide} v{x}, v{k}"))
            }
        };
        let o: Vec<&str> = t[2].split(' ').collect();
        let z = match o[0] {
            "whole" => y,
            "zext" | "sext" => {
                let n = g.def(&format!("itrunc.{} v{y}", o[1]));
                g.def(&format!("{}.{wide} v{n}", o[0]))
            }
            op => {
                let k = g.def(&format!("iconst.{wide} {}", o[1]));
                let s = g.def(&format!("{op}.{wide} v{y}, v{k}"));
                let n = g.def(&format!("itrunc.{} v{s}", o[2]));
                g.def(&format!("zext.{wide} v{n}"))
            }
        };
        store(&mut g, wide, size, z, slot);
    }
    kernel(&g)
}

#[test]
fn mask_step_observation_triples_match_interpreter() {
    for wide in ["i32", "i64"] {
        let all = triples(wide);
        for (k, chunk) in all.chunks(240).enumerate() {
            gir_matches_interpreter(
                &format!("demanded_triples_{wide}_{k}.gir"),
                &triple_kernel(wide, chunk),
                &launch(wide, chunk.len()),
                ALL_TARGETS,
            );
        }
    }
}

#[test]
fn narrow_operation_pairs_match_interpreter() {
    for (narrow, nbits) in [("i8", 8), ("i16", 16)] {
        for &op1 in OPS {
            let (src, outs) = narrow_kernel(narrow, nbits, "i32", op1);
            gir_matches_interpreter(
                &format!("demanded_{narrow}_{}.gir", op1.0),
                &src,
                &launch("i32", outs),
                ALL_TARGETS,
            );
        }
    }
}

#[test]
fn wide_masks_and_extensions_match_interpreter() {
    for (wide, wbits) in [("i32", 32), ("i64", 64)] {
        let (src, outs) = wide_kernel(wide, wbits);
        gir_matches_interpreter(
            &format!("demanded_{wide}.gir"),
            &src,
            &launch(wide, outs),
            ALL_TARGETS,
        );
    }
}

fn asm_of_ll(path: &str, cpu: &str) -> String {
    let p = root().join(path);
    let src = std::fs::read_to_string(&p).unwrap();
    let m = gfxc::load_source(gfxc::SourceKind::from_path(path), &src)
        .unwrap_or_else(|d| panic!("{}", d.render(path)));
    gfxc::compile::compile_module_asm(&m, &target_with(cpu, ""))
        .map_err(|d| d.render(path))
        .unwrap()
}

/// `o4[4 * g] = x + y * 3` on `uchar4` (int_vec.cl): the lanes are multiplied and added in
/// 32 bits and packed; no lane is zero-extended in between (before: a `v_bfe_u32` around
/// every multiply and add). And `o4[4 * g + k]` for k = 0..3 are one address with immediate
/// offsets 0, 4, 8, 12 (before: a 64-bit address computation per store).
#[test]
fn int_vec_lanes_need_no_extracts_and_share_an_address() {
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        let asm = asm_of_ll("tests/opencl/int_vec.ll", cpu);
        let lines: Vec<&str> = asm.lines().map(str::trim).collect();
        let first_store = lines
            .iter()
            .position(|l| l.starts_with("global_store"))
            .unwrap();
        let first_load = lines
            .iter()
            .position(|l| l.starts_with("global_load"))
            .unwrap();
        let bfe = lines[first_load..first_store]
            .iter()
            .filter(|l| l.starts_with("v_bfe"))
            .count();
        assert_eq!(bfe, 0, "{cpu}:\n{}", lines[..first_store].join("\n"));
        for k in 1..4 {
            let off = format!("offset:{}", 4 * k);
            assert!(
                lines.iter().any(|l| (l.starts_with("global_store_dword ")
                    || l.starts_with("global_store_b32 "))
                    && l.ends_with(&off)),
                "{cpu}: no store at {off}:\n{asm}"
            );
        }
    }
}

/// `a[(i << s) | c]` and `a[(i << s) + c]` after `a[i << s]`, sign- and zero-extended, for
/// shifts 0..3 and constants that do and do not overlap the shifted bits: the rebasing treats
/// `| c` as `+ c` only when the bits are known clear.
fn offsets_kernel(ext: &str) -> (String, usize) {
    let (mut g, size) = prologue("i32");
    let i = 7;
    let mut slot = 0;
    for s in 0..4 {
        let k = g.def(&format!("iconst.i32 {s}"));
        let base = g.def(&format!("shl.i32 v{i}, v{k}"));
        let e = g.def(&format!("{ext}.i64 v{base}"));
        let four = g.def("iconst.i64 4");
        let off = g.def(&format!("mul.i64 v{e}, v{four}"));
        let p = g.def(&format!("ptradd v0, v{off}"));
        let first = g.def(&format!("load.i32 v{p}"));
        store(&mut g, "i32", size, first, slot);
        slot += 1;
        for c in [1, 2, 3, 5, 7, 8] {
            for op in ["or", "add"] {
                let cv = g.def(&format!("iconst.i32 {c}"));
                let ix = g.def(&format!("{op}.i32 v{base}, v{cv}"));
                let e = g.def(&format!("{ext}.i64 v{ix}"));
                let off = g.def(&format!("mul.i64 v{e}, v{four}"));
                let p = g.def(&format!("ptradd v0, v{off}"));
                let v = g.def(&format!("load.i32 v{p}"));
                store(&mut g, "i32", size, v, slot);
                slot += 1;
            }
        }
    }
    (kernel(&g), slot)
}

#[test]
fn disjoint_or_offsets_match_interpreter() {
    for ext in ["sext", "zext"] {
        let (src, outs) = offsets_kernel(ext);
        // `a` must hold index 8 * 127 + 8: the launch's `a` has N elements, so read from `o`'s
        // size instead (the prologue loads `a[i]` too).
        let launch = launch("i32", outs).replace(
            &format!(r#""a": {{"type": "i32", "len": {N}"#),
            &format!(r#""a": {{"type": "i32", "len": {}"#, 8 * N + 16),
        );
        gir_matches_interpreter(
            &format!("demanded_offsets_{ext}.gir"),
            &src,
            &launch,
            ALL_TARGETS,
        );
    }
}
