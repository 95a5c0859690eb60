//! Byte permutes (`isel/src/byte_perm.rs`): divergent `or.i32` trees of whole-byte shifts,
//! byte masks, `zext`/`itrunc` through i8/i16 and `or` become `v_perm_b32` on GFX8+.
//!
//! * Generated trees (a fixed-seed generator, 40 kernels of 6 expressions each, leaves
//!   divergent loads, a uniform argument and a computed value; also shifts that are not whole
//!   bytes and masks that are not byte masks, which must not be permutes) run on every target
//!   mode and must give the interpreter's buffers bit for bit.
//! * The named shapes (a pack of four i8, a 32-bit and a 16-bit byte swap, a swizzle)
//!   select `v_perm_b32` and no longer the shift-and-or chain on GFX8+, and stay correct
//!   on GFX6/GFX7, which have no permute.

mod common;
use common::*;
use std::fmt::Write;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"i32": 305419896}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 7, "min": -2000000000, "max": 2000000000}},
              "b": {"type": "i32", "len": 128, "init": {"random": 9, "min": -2000000000, "max": 2000000000}},
              "o": {"type": "i32", "len": 1024, "init": {"fill": 0}}},
  "lds_dynamic": 0}"#;

/// A small deterministic generator (xorshift64).
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

type K = GirBody;

impl K {
    fn k32(&mut self, k: u64) -> u32 {
        self.def(&format!("iconst.i32 {}", k as u32 as i32))
    }
}

/// A random byte tree (i32) over the leaves.
fn tree(k: &mut K, r: &mut Rng, leaves: &[u32], depth: u32) -> u32 {
    if depth == 0 || r.below(5) == 0 {
        return leaves[r.below(leaves.len() as u64) as usize];
    }
    match r.below(7) {
        0 | 1 => {
            let (x, y) = (tree(k, r, leaves, depth - 1), tree(k, r, leaves, depth - 1));
            k.def(&format!("or.i32 v{x}, v{y}"))
        }
        2 => {
            let x = tree(k, r, leaves, depth - 1);
            // Mostly whole bytes; sometimes not (must not become a permute).
            let sh = if r.below(6) == 0 {
                4 + 8 * r.below(3)
            } else {
                8 * r.below(4)
            };
            let s = k.k32(sh);
            let op = if r.below(2) == 0 { "shl" } else { "lshr" };
            k.def(&format!("{op}.i32 v{x}, v{s}"))
        }
        3 => {
            let x = tree(k, r, leaves, depth - 1);
            let masks = [
                0xff,
                0xff00,
                0xff0000,
                0xff000000,
                0xffff,
                0xffff0000,
                0x00ff00ff,
                0x0f0f_f0f0,
            ];
            let m = k.k32(masks[r.below(masks.len() as u64) as usize]);
            k.def(&format!("and.i32 v{x}, v{m}"))
        }
        4 => {
            let x = tree(k, r, leaves, depth - 1);
            let t = k.def(&format!("itrunc.i8 v{x}"));
            k.def(&format!("zext.i32 v{t}"))
        }
        5 => {
            // A 16-bit byte swap step: bytes moved inside an i16, then widened.
            let x = tree(k, r, leaves, depth - 1);
            let t = k.def(&format!("itrunc.i16 v{x}"));
            let s = k.def("iconst.i16 8");
            let op = if r.below(2) == 0 { "shl" } else { "lshr" };
            let u = k.def(&format!("{op}.i16 v{t}, v{s}"));
            k.def(&format!("zext.i32 v{u}"))
        }
        _ => {
            let x = tree(k, r, leaves, depth - 1);
            let t = k.def(&format!("itrunc.i16 v{x}"));
            k.def(&format!("zext.i32 v{t}"))
        }
    }
}

/// A kernel storing `exprs` results per lane: `exprs` generates each from the leaves
/// (a[i], b[i], the uniform argument, a[i] + b[i]).
fn kernel(n: usize, mut expr: impl FnMut(&mut K, &[u32]) -> u32) -> String {
    let mut k = K::new(4);
    let tid = k.def("workitem_id x");
    let wg = k.def("workgroup_id x");
    let c64 = k.k32(64);
    let base = k.def(&format!("mul.i32 v{wg}, v{c64}"));
    let g = k.def(&format!("add.i32 v{base}, v{tid}"));
    let g64 = k.def(&format!("zext.i64 v{g}"));
    let four = k.def("iconst.i64 4");
    let off = k.def(&format!("mul.i64 v{g64}, v{four}"));
    let pa = k.def(&format!("ptradd v0, v{off}"));
    let pb = k.def(&format!("ptradd v1, v{off}"));
    let a = k.def(&format!("load.i32 v{pa}"));
    let b = k.def(&format!("load.i32 v{pb}"));
    let s = k.def(&format!("add.i32 v{a}, v{b}"));
    let leaves = [a, b, 3, s];
    let stride = k.def("iconst.i64 32");
    let ob = k.def(&format!("mul.i64 v{g64}, v{stride}"));
    let po = k.def(&format!("ptradd v2, v{ob}"));
    for i in 0..n {
        let v = expr(&mut k, &leaves);
        let o = k.def(&format!("iconst.i64 {}", 4 * i));
        let p = k.def(&format!("ptradd v{po}, v{o}"));
        writeln!(k.body, "    store v{v}, v{p}").unwrap();
    }
    format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: i32) \
         flat_workgroup_size(1, 64) {{\nblock0:\n{}    return\n}}\n",
        k.body
    )
}

#[test]
fn generated_byte_trees_match_interpreter() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    for case in 0..40 {
        let src = kernel(6, |k, leaves| {
            // The root is an `or`, as the permute selects only `or`s.
            let x = tree(k, &mut r, leaves, 4);
            let y = tree(k, &mut r, leaves, 4);
            k.def(&format!("or.i32 v{x}, v{y}"))
        });
        gir_matches_interpreter(&format!("byte_tree_{case}.gir"), &src, LAUNCH, ALL_TARGETS);
    }
}

/// The named shapes: pack of the low bytes of four values, 32-bit byte swap, 16-bit byte
/// swap widened, byte swizzle (bytes 2, 0, 1, 3 of one word).
fn shapes() -> String {
    let byte = |k: &mut K, x: u32, sh: u64| {
        let t = k.def(&format!("itrunc.i8 v{x}"));
        let z = k.def(&format!("zext.i32 v{t}"));
        if sh == 0 {
            return z;
        }
        let s = k.k32(sh);
        k.def(&format!("shl.i32 v{z}, v{s}"))
    };
    // Moves byte `from` of x to byte `to` (shift then mask, as gfxc-ll expands bswap).
    let moved = |k: &mut K, x: u32, from: u64, to: u64| {
        let m = if to > from {
            let s = k.k32(8 * (to - from));
            k.def(&format!("shl.i32 v{x}, v{s}"))
        } else if to < from {
            let s = k.k32(8 * (from - to));
            k.def(&format!("lshr.i32 v{x}, v{s}"))
        } else {
            x
        };
        let mask = k.k32(0xff << (8 * to));
        k.def(&format!("and.i32 v{m}, v{mask}"))
    };
    let mut which = 0;
    kernel(4, |k, l| {
        which += 1;
        match which {
            1 => {
                let (p, q, r, s) = (
                    byte(k, l[0], 0),
                    byte(k, l[1], 8),
                    byte(k, l[3], 16),
                    byte(k, l[0], 24),
                );
                let x = k.def(&format!("or.i32 v{p}, v{q}"));
                let y = k.def(&format!("or.i32 v{x}, v{r}"));
                k.def(&format!("or.i32 v{y}, v{s}"))
            }
            2 => {
                let mut acc = moved(k, l[1], 0, 3);
                for (from, to) in [(1, 2), (2, 1), (3, 0)] {
                    let b = moved(k, l[1], from, to);
                    acc = k.def(&format!("or.i32 v{acc}, v{b}"));
                }
                acc
            }
            3 => {
                let t = k.def(&format!("itrunc.i16 v{}", l[0]));
                let s = k.def("iconst.i16 8");
                let hi = k.def(&format!("shl.i16 v{t}, v{s}"));
                let lo = k.def(&format!("lshr.i16 v{t}, v{s}"));
                let sw = k.def(&format!("or.i16 v{hi}, v{lo}"));
                let z = k.def(&format!("zext.i32 v{sw}"));
                let top = moved(k, l[1], 3, 3);
                k.def(&format!("or.i32 v{z}, v{top}"))
            }
            _ => {
                let mut acc = moved(k, l[3], 2, 0);
                for (from, to) in [(0, 1), (1, 2), (3, 3)] {
                    let b = moved(k, l[3], from, to);
                    acc = k.def(&format!("or.i32 v{acc}, v{b}"));
                }
                acc
            }
        }
    })
}

#[test]
fn named_shapes_match_interpreter() {
    gir_matches_interpreter("byte_shapes.gir", &shapes(), LAUNCH, ALL_TARGETS);
}

#[test]
fn named_shapes_are_permutes_on_gfx8_plus() {
    let m = gir_module(&shapes());
    for cpu in ["gfx803", "gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let t = target_with(cpu, "");
        let asm = gfxc::compile::compile_module_asm(&m, &t)
            .map_err(|d| d.render("shapes"))
            .unwrap();
        let count = |m: &str| {
            asm.lines()
                .filter(|l| l.trim_start().starts_with(m))
                .count()
        };
        // One permute per shape (the 16-bit swap widened with a top byte: one or two).
        assert!(count("v_perm_b32") >= 4, "{cpu}: {asm}");
        // No shift-and-or packing, byte masks or byte shifts left.
        let chain = [
            "v_lshl_or_b32",
            "v_and_b32",
            "v_lshlrev_b32",
            "v_lshrrev_b32",
        ];
        assert_eq!(
            chain.iter().map(|m| count(m)).sum::<usize>(),
            0,
            "{cpu}: {asm}"
        );
        assert!(count("v_or_b32") <= 1, "{cpu}: {asm}");
    }
    // GFX6/GFX7: no permute instruction.
    let asm = gfxc::compile::compile_module_asm(&m, &target_with("gfx700", ""))
        .map_err(|d| d.render("shapes"))
        .unwrap();
    assert!(!asm.contains("v_perm_b32"));
}
