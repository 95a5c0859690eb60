//! Lane-mask phis (`isel/src/mask_phis.rs`): divergent `i1` block parameters are SGPR lane
//! masks, merged under EXEC where a divergent region rejoins. Generated kernels pass `i1`
//! values of every producer kind (compares, constants, `i1` logic, selects, a parameter passed
//! on) through block parameters of three shapes — nested divergent if/else joins (the outer
//! else value known at the branch, the inner one computed on both sides), a loop with a
//! divergent exit carrying an `i1` (and an `i1` joined inside its body), and a divergent switch
//! (the structurizer's flow flags) — and store each lane's bits; every target mode must give
//! the interpreter's buffer bit for bit. A merge that dropped the then lanes' bits, or wrote
//! lanes of the other side, changes the stored words.

mod common;
use common::*;

const KINDS: usize = 5;

/// Value numbering for a generated kernel.
struct Gen {
    s: String,
    next: u32,
}

impl Gen {
    fn v(&mut self) -> String {
        self.next += 1;
        format!("v{}", self.next)
    }
    fn line(&mut self, l: &str) {
        self.s.push_str("    ");
        self.s.push_str(l);
        self.s.push('\n');
    }
    fn k32(&mut self, k: u32) -> String {
        let v = self.v();
        self.line(&format!("{v} = iconst.i32 {k}"));
        v
    }
    fn cmp(&mut self, cc: &str, x: &str, k: u32) -> String {
        let kv = self.k32(k);
        let v = self.v();
        self.line(&format!("{v} = icmp.i32 {cc} {x}, {kv}"));
        v
    }
    /// An `i1` of producer `kind` from the lane value `x` (`salt` varies the constants);
    /// `inp` is an `i1` available here (kind 4 passes it on, combined or not).
    fn prod(&mut self, kind: usize, x: &str, salt: u32, inp: Option<&str>) -> String {
        match kind {
            0 => self.cmp("ult", x, 137 + 97 * salt % 800),
            1 => {
                let v = self.v();
                self.line(&format!("{v} = iconst.i1 {}", salt & 1));
                v
            }
            2 => {
                let a = self.cmp("slt", x, 300 + 53 * salt % 400);
                let b = self.cmp("ugt", x, 100 + 71 * salt % 500);
                let op = ["and", "or", "xor"][salt as usize % 3];
                let v = self.v();
                self.line(&format!("{v} = {op}.i1 {a}, {b}"));
                v
            }
            3 => {
                let a = self.cmp("ult", x, 500);
                let b = self.cmp("ugt", x, 200 + 31 * salt % 300);
                let c = self.cmp("slt", x, 700 - 41 * salt % 300);
                let v = self.v();
                self.line(&format!("{v} = select.i1 {a}, {b}, {c}"));
                v
            }
            _ => match inp {
                Some(i) if salt.is_multiple_of(2) => i.to_string(),
                Some(i) => {
                    let c = self.cmp("ult", x, 450);
                    let v = self.v();
                    self.line(&format!("{v} = xor.i1 {i}, {c}"));
                    v
                }
                None => self.cmp("ugt", x, 611),
            },
        }
    }
    /// Stores `zext(bit) << shift` or-ed into `acc`; returns the new accumulator.
    fn pack(&mut self, acc: &str, bit: &str, shift: u32) -> String {
        let z = self.v();
        self.line(&format!("{z} = zext.i32 {bit}"));
        let k = self.k32(shift);
        let s = self.v();
        self.line(&format!("{s} = shl.i32 {z}, {k}"));
        let o = self.v();
        self.line(&format!("{o} = or.i32 {acc}, {s}"));
        o
    }
}

/// Kernel prologue: `v3` = the lane's input (0..1000), `v8` = the address of its output word.
fn prologue(name: &str) -> Gen {
    let mut g = Gen {
        s: format!(
            "kernel @{name}(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {{\n\
             block0:\n    v2 = workitem_id x\n    v20 = workgroup_id x\n    v21 = iconst.i32 64\n\
             \x20   v22 = mul.i32 v20, v21\n    v23 = add.i32 v22, v2\n    v4 = zext.i64 v23\n\
             \x20   v5 = iconst.i64 4\n    v6 = mul.i64 v4, v5\n    v7 = ptradd v0, v6\n\
             \x20   v3 = load.i32 v7\n    v8 = ptradd v1, v6\n"
        ),
        next: 100,
    };
    g.line("v9 = iconst.i32 0");
    g
}

/// Nested divergent if/else: the outer join's else value comes from before the branch, the
/// inner join's values from both sides; the merged masks are stored and branched on.
fn nested_ifs(ka: usize, kb: usize, kc: usize, salt: u32) -> String {
    let mut g = prologue("mask_phis");
    let pre = g.prod(ka, "v3", salt, None);
    // Lanes 0..128 branch on their input, 128..192 all take the then side and 192..256 the
    // else side (whole waves on wave32 and wave64: the execz skips run); in the inner branch
    // lanes 0..64 branch on their input, 64..128 all take the then side, 128..192 the else.
    let cx = g.cmp("ult", "v3", 500 + salt * 37 % 300);
    let g128 = g.cmp("ult", "v23", 128);
    let g192 = g.cmp("ult", "v23", 192);
    let c1 = g.v();
    g.line(&format!("{c1} = select.i1 {g128}, {cx}, {g192}"));
    g.line(&format!("brif {c1}, block1, block5({pre}, v9)"));
    g.s.push_str("block1:\n");
    let cx2 = g.cmp("ugt", "v3", 250 + salt * 13 % 200);
    let g64 = g.cmp("ult", "v23", 64);
    let c2 = g.v();
    g.line(&format!("{c2} = select.i1 {g64}, {cx2}, {g128}"));
    g.line(&format!("brif {c2}, block2, block3"));
    g.s.push_str("block2:\n");
    let b = g.prod(kb, "v3", salt + 1, Some(&pre));
    g.line(&format!("jump block4({b})"));
    g.s.push_str("block3:\n");
    // A store keeps the else side's execz skip (`Selector::else_skips`), which lanes 64..128
    // take: it carries the join's masks.
    g.line("store v9, v8");
    let c = g.prod(kc, "v3", salt + 2, Some(&pre));
    g.line(&format!("jump block4({c})"));
    g.s.push_str("block4(v40: i1):\n");
    let acc = g.pack("v9", "v40", 0);
    let d = g.prod(kb, "v3", salt + 3, Some("v40"));
    g.line(&format!("jump block5({d}, {acc})"));
    g.s.push_str("block5(v50: i1, v54: i32):\n");
    let acc = g.pack("v54", "v50", 1);
    g.line("brif v50, block6, block7");
    g.s.push_str("block6:\n");
    let k = g.k32(0x40);
    let o = g.v();
    g.line(&format!("{o} = or.i32 {acc}, {k}"));
    g.line(&format!("jump block8({o})"));
    g.s.push_str("block7:\n");
    g.line(&format!("jump block8({acc})"));
    g.s.push_str("block8(v60: i32):\n");
    g.line("store v60, v8");
    g.line("return");
    g.s.push_str("}\n");
    g.s
}

/// A loop with a divergent exit (trip count `x & 15`) carrying an `i1`; its body joins an
/// `i1` of a divergent if/else whose result becomes the carried value.
fn divergent_loop(ka: usize, kb: usize, kc: usize, salt: u32) -> String {
    let mut g = prologue("mask_phis");
    let init = g.prod(ka, "v3", salt, None);
    let k15 = g.k32(15);
    g.line(&format!("v10 = and.i32 v3, {k15}"));
    g.line(&format!("jump block1(v9, {init})"));
    g.s.push_str("block1(v60: i32, v61: i1):\n");
    g.line("v62 = icmp.i32 ult v60, v10");
    g.line("brif v62, block2, block5");
    g.s.push_str("block2:\n");
    g.line("v63 = mul.i32 v60, v3");
    g.line("v64 = iconst.i32 1000");
    g.line("v65 = urem.i32 v63, v64");
    let c = g.cmp("ult", "v65", 400 + salt * 29 % 300);
    g.line(&format!("brif {c}, block3, block4"));
    g.s.push_str("block3:\n");
    let b = g.prod(kb, "v65", salt + 1, Some("v61"));
    g.line(&format!("jump block6({b})"));
    g.s.push_str("block4:\n");
    let d = g.prod(kc, "v65", salt + 2, Some("v61"));
    g.line(&format!("jump block6({d})"));
    g.s.push_str("block6(v70: i1):\n");
    g.line("v71 = iconst.i32 1");
    g.line("v72 = add.i32 v60, v71");
    g.line("jump block1(v72, v70)");
    g.s.push_str("block5:\n");
    let acc = g.pack("v60", "v61", 8);
    g.line(&format!("store {acc}, v8"));
    g.line("return");
    g.s.push_str("}\n");
    g.s
}

/// A divergent switch whose cases pass `i1`s of different producers to one join.
fn divergent_switch(kinds: [usize; 3], salt: u32) -> String {
    let mut g = prologue("mask_phis");
    let k7 = g.k32(7);
    g.line(&format!("v10 = and.i32 v3, {k7}"));
    let pre = g.prod(kinds[0], "v3", salt, None);
    g.line("switch v10, block9, [0: block1, 1: block2, 2: block3, 3: block3, 5: block4]");
    let mut blocks = String::new();
    std::mem::swap(&mut g.s, &mut blocks);
    for (bi, k) in [(1, kinds[1]), (2, kinds[2]), (3, kinds[0]), (4, 4)] {
        g.s.push_str(&format!("block{bi}:\n"));
        let v = g.prod(k, "v3", salt + bi, Some(&pre));
        if bi == 4 {
            // A divergent if inside a case, each side going to the join.
            let c = g.cmp("ugt", "v3", 600);
            g.line(&format!("brif {c}, block10({v}), block11"));
            g.s.push_str("block11:\n");
            let w = g.prod(kinds[1], "v3", salt + 7, Some(&pre));
            g.line(&format!("jump block10({w})"));
        } else {
            g.line(&format!("jump block10({v})"));
        }
    }
    g.s.push_str("block9:\n");
    g.line(&format!("jump block10({pre})"));
    g.s.push_str("block10(v40: i1):\n");
    let acc = g.pack("v10", "v40", 4);
    g.line(&format!("store {acc}, v8"));
    g.line("return");
    g.s.push_str("}\n");
    blocks.push_str(&g.s);
    blocks
}

const LAUNCH: &str = r#"{"kernel": "mask_phis", "grid": [256, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}],
  "buffers": {"a": {"type": "i32", "len": 256, "init": {"random": 19, "min": 0, "max": 1000}},
              "b": {"type": "i32", "len": 256, "init": {"random": 5, "min": 0, "max": 3}}},
  "lds_dynamic": 0}"#;

#[test]
fn nested_if_joins_match_interpreter() {
    for ka in 0..KINDS {
        for kb in 0..KINDS {
            let kc = (ka + kb + 1) % KINDS;
            let salt = (ka * KINDS + kb) as u32;
            let src = nested_ifs(ka, kb, kc, salt);
            let name = format!("nested_ifs_{ka}{kb}{kc}.gir");
            gir_matches_interpreter(&name, &src, LAUNCH, ALL_TARGETS);
        }
    }
}

#[test]
fn loop_carried_masks_match_interpreter() {
    for ka in 0..KINDS {
        for kb in 0..KINDS {
            let kc = (ka + 2 * kb + 1) % KINDS;
            let salt = (ka * KINDS + kb) as u32;
            let src = divergent_loop(ka, kb, kc, salt);
            let name = format!("loop_{ka}{kb}{kc}.gir");
            gir_matches_interpreter(&name, &src, LAUNCH, ALL_TARGETS);
        }
    }
}

#[test]
fn switch_flags_match_interpreter() {
    for k in 0..KINDS {
        let kinds = [k, (k + 1) % KINDS, (k + 3) % KINDS];
        let src = divergent_switch(kinds, k as u32);
        let name = format!("switch_{k}.gir");
        gir_matches_interpreter(&name, &src, LAUNCH, ALL_TARGETS);
    }
}
