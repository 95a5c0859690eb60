//! Generated control-flow shapes: random small CFGs (deterministic seeds) with uniform and
//! divergent branches, several return blocks, forward edges that skip ahead, loops (back
//! edges), shared tails, edges into the middle of another branch's side, and never-taken
//! branches into infinite loop nests and `unreachable`. Every kernel must compile on all 13
//! target modes (within a generous wall-clock bound: structurization must terminate) and the
//! simulator must give, bit for bit, the interpreter's results.
//!
//! Why generated: `lower/src/structurize.rs` once looped forever on a uniform branch to a
//! block ending in a divergent branch or to one of two return blocks the divergent branch
//! also reaches, and panicked on an infinite loop nest behind a divergent branch. Both are
//! shapes, not kernels; the generator covers the family, and the two reported shapes are
//! kept as fixed cases.
//!
//! Termination at run time: every block carries `fuel` (decremented per block) and every
//! back edge is taken only while fuel remains, so each lane executes a bounded number of
//! blocks. Infinite loop nests are entered only on conditions that are false at run time
//! (`workitem_id == 100000`, `u == 0x7ffffff1`), which the compiler cannot know.

mod common;
use common::*;
use std::fmt::Write;
use std::sync::mpsc;
use std::time::Duration;

/// SplitMix64.
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
    fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
    fn chance(&mut self, percent: u64) -> bool {
        self.below(100) < percent
    }
}

/// Emits the kernel text: values are numbered by a counter.
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
    /// `dst = op.i32 a, (iconst k)`.
    fn op_k(&mut self, op: &str, a: &str, k: i64) -> String {
        let kv = self.v();
        self.line(&format!("{kv} = iconst.i32 {k}"));
        let r = self.v();
        self.line(&format!("{r} = {op}.i32 {a}, {kv}"));
        r
    }
    /// An `i1` that is true when bit `bit` of `x` is set.
    fn bit(&mut self, x: &str, bit: u32) -> String {
        let s = self.op_k("lshr", x, bit as i64);
        let a = self.op_k("and", &s, 1);
        let z = self.v();
        self.line(&format!("{z} = iconst.i32 0"));
        let c = self.v();
        self.line(&format!("{c} = icmp.i32 ne {a}, {z}"));
        c
    }
}

/// Where a branch edge goes: a body block (`B`, with acc and fuel) or a return block.
#[derive(Clone, Copy)]
enum Dest {
    Body(usize),
    Ret(usize),
}

/// A random kernel and its launch.
fn generate(seed: u64) -> (String, String) {
    let mut r = Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) ^ 0x5151);
    let nbody = 2 + r.below(6) as usize;
    let nret = 1 + r.below(3) as usize;
    let mut g = Gen {
        out: String::new(),
        next: 10,
    };
    let _ = writeln!(
        g.out,
        "; cfg shape seed {seed}\nkernel @shape(v0: ptr.global, v1: i32) flat_workgroup_size(1, 256) {{\nblock0:"
    );
    // Entry: tid, the lane's output address, acc = tid, fuel from the seed.
    g.line("v2 = workitem_id x");
    g.line("v3 = workgroup_id x");
    g.line("v4 = workgroup_size x");
    g.line("v5 = mul.i32 v3, v4");
    g.line("v6 = add.i32 v5, v2");
    g.line("v7 = zext.i64 v6");
    g.line("v8 = iconst.i64 4");
    g.line("v9 = mul.i64 v7, v8");
    g.line("v10 = ptradd v0, v9");
    let fuel = g.v();
    g.line(&format!("{fuel} = iconst.i32 {}", 3 + r.below(10)));
    g.line(&format!("jump block1(v6, {fuel})"));
    // Blocks: 1..=nbody body, then nret returns, then trap blocks appended as needed.
    let body_block = |i: usize| i + 1;
    let ret_block = |k: usize| nbody + 1 + k;
    let mut next_block = nbody + nret + 1;
    let mut traps = String::new();
    let dest_text = |d: Dest, acc: &str, fuel: &str| match d {
        Dest::Body(j) => format!("block{}({acc}, {fuel})", body_block(j)),
        Dest::Ret(k) => format!("block{}({acc})", ret_block(k)),
    };
    let mut first: Option<String> = None;
    for i in 0..nbody {
        let acc = g.v();
        let fu = g.v();
        let _ = writeln!(g.out, "block{}({acc}: i32, {fu}: i32):", body_block(i));
        // acc' = acc * 5 + i + 1 (wrapping); fuel' = fuel - 1.
        let m = g.op_k("mul", &acc, 5);
        let mut acc2 = g.op_k("add", &m, i as i64 + 1);
        // A value of the first body block (it dominates every other block: the entry's only
        // successor) used in later blocks: cross-block uses in every selection order.
        match &first {
            None => first = Some(acc2.clone()),
            Some(f) => {
                let x = g.v();
                g.line(&format!("{x} = xor.i32 {acc2}, {f}"));
                acc2 = x;
            }
        }
        let fuel2 = g.op_k("sub", &fu, 1);
        // A forward destination: a later body block or a return.
        let fwd = |r: &mut Rng| {
            if i + 1 < nbody && r.chance(65) {
                Dest::Body(i + 1 + r.below((nbody - i - 1) as u64) as usize)
            } else {
                Dest::Ret(r.below(nret as u64) as usize)
            }
        };
        // A condition: uniform (a bit of the argument `u`) or divergent (a bit of acc).
        let cond = |g: &mut Gen, r: &mut Rng| {
            if r.chance(45) {
                g.bit("v1", r.below(16) as u32)
            } else {
                g.bit(&acc2, r.below(6) as u32)
            }
        };
        let kind = r.below(100);
        if kind < 12 {
            // A never-taken branch into an infinite loop nest (or `unreachable`).
            let c = if r.chance(50) {
                let k = g.v();
                g.line(&format!("{k} = iconst.i32 100000"));
                let c = g.v();
                g.line(&format!("{c} = icmp.i32 eq v2, {k}"));
                c
            } else {
                let k = g.v();
                g.line(&format!("{k} = iconst.i32 2147483633"));
                let c = g.v();
                g.line(&format!("{c} = icmp.i32 eq v1, {k}"));
                c
            };
            let t0 = next_block;
            let depth = 1 + r.below(3) as usize;
            next_block += depth;
            let d = fwd(&mut r);
            g.line(&format!(
                "brif {c}, block{t0}, {}",
                dest_text(d, &acc2, &fuel2)
            ));
            if r.chance(25) {
                // `unreachable` instead of a loop nest.
                let _ = writeln!(traps, "block{t0}:\n    unreachable");
                for k in 1..depth {
                    let _ = writeln!(traps, "block{}:\n    unreachable", t0 + k);
                }
                continue;
            }
            // Nest: block t0+k jumps to t0+k+1; the innermost branches back to itself or
            // to an outer header (divergently or uniformly), or loops on itself.
            for k in 0..depth {
                let b = t0 + k;
                let _ = writeln!(traps, "block{b}:");
                if k + 1 < depth {
                    let _ = writeln!(traps, "    jump block{}", b + 1);
                } else {
                    let outer = t0 + r.below(depth as u64) as usize;
                    let src = if r.chance(50) { "v2" } else { "v1" };
                    let cv = g.v();
                    let kv = g.v();
                    let _ = writeln!(traps, "    {kv} = iconst.i32 5");
                    let _ = writeln!(traps, "    {cv} = icmp.i32 ult {src}, {kv}");
                    let _ = writeln!(traps, "    brif {cv}, block{b}, block{outer}");
                }
            }
            continue;
        }
        if kind < 25 {
            // jump forward.
            let d = fwd(&mut r);
            g.line(&format!("jump {}", dest_text(d, &acc2, &fuel2)));
            continue;
        }
        // brif cond, X, Y: X may be a back edge (taken only while fuel remains), Y forward
        // (or both forward, possibly the same block with different arguments).
        let c = cond(&mut g, &mut r);
        let y = fwd(&mut r);
        if r.chance(40) {
            let j = r.below(i as u64 + 1) as usize;
            let z = g.v();
            g.line(&format!("{z} = iconst.i32 0"));
            let live = g.v();
            g.line(&format!("{live} = icmp.i32 sgt {fuel2}, {z}"));
            let both = g.v();
            g.line(&format!("{both} = and.i1 {c}, {live}"));
            g.line(&format!(
                "brif {both}, {}, {}",
                dest_text(Dest::Body(j), &acc2, &fuel2),
                dest_text(y, &acc2, &fuel2)
            ));
        } else {
            let x = fwd(&mut r);
            let acc3 = g.op_k("xor", &acc2, 0x55);
            g.line(&format!(
                "brif {c}, {}, {}",
                dest_text(x, &acc3, &fuel2),
                dest_text(y, &acc2, &fuel2)
            ));
        }
    }
    for k in 0..nret {
        let acc = g.v();
        let _ = writeln!(g.out, "block{}({acc}: i32):", ret_block(k));
        let v = g.op_k("add", &acc, 1000 * (k as i64 + 1));
        g.line(&format!("store {v}, v10"));
        g.line("return");
    }
    g.out.push_str(&traps);
    g.out.push_str("}\n");
    let u = r.next() as u32 & 0xffff;
    let launch = format!(
        r#"{{"kernel": "shape", "grid": [192, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": {u}}}],
  "buffers": {{"out": {{"type": "i32", "len": 192, "init": {{"fill": -1}}}}}},
  "lds_dynamic": 0}}"#
    );
    (g.out, launch)
}

/// Compiles and simulates `src` on every target mode in a thread, failing if it takes longer
/// than `limit` (a hang in the compiler is a failure, not a stuck test run).
fn check_bounded(name: &str, src: String, launch: String, limit: Duration) {
    if let Err(e) = try_bounded(name, src, launch, limit) {
        panic!("{e}");
    }
}

fn try_bounded(name: &str, src: String, launch: String, limit: Duration) -> Result<(), String> {
    let (tx, rx) = mpsc::channel();
    let n = name.to_string();
    let text = src.clone();
    std::thread::spawn(move || {
        let r = std::panic::catch_unwind(|| {
            gir_matches_interpreter(&n, &text, &launch, ALL_TARGETS);
        });
        let _ = tx.send(r.err().map(|e| {
            e.downcast_ref::<String>()
                .cloned()
                .or_else(|| e.downcast_ref::<&str>().map(|s| s.to_string()))
                .unwrap_or_default()
        }));
    });
    match rx.recv_timeout(limit) {
        Ok(None) => Ok(()),
        Ok(Some(msg)) => Err(format!("{name} failed:\n{msg}\n{src}")),
        Err(_) => Err(format!(
            "{name}: no result after {limit:?} (compiler hang?)\n{src}"
        )),
    }
}

/// Generated shapes per run.
const SEEDS: u64 = 400;

#[test]
fn generated_cfg_shapes_compile_and_match_the_interpreter() {
    let mut failures = Vec::new();
    let mut irreducible = 0;
    for seed in 0..SEEDS {
        let (src, launch) = generate(seed);
        // GFXC_SHAPE_DUMP=DIR writes every shape and its launch there (for debugging).
        if let Some(dir) = std::env::var_os("GFXC_SHAPE_DUMP") {
            let d = std::path::Path::new(&dir);
            std::fs::write(d.join(format!("shape{seed}.gir")), &src).unwrap();
            std::fs::write(d.join(format!("shape{seed}.launch.json")), &launch).unwrap();
        }
        // A back edge to an earlier block that does not dominate its source makes an
        // irreducible cycle, which gfxc IR rejects by definition (the verifier's error):
        // such a shape is not a valid kernel and is not counted.
        if let Err(d) = gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), &src) {
            let msg = d.render("k.gir");
            assert!(
                msg.contains("irreducible control flow"),
                "shape{seed} does not load: {msg}\n{src}"
            );
            irreducible += 1;
            continue;
        }
        let r = try_bounded(
            &format!("shape{seed}"),
            src,
            launch,
            Duration::from_secs(300),
        );
        if let Err(e) = r {
            failures.push(e);
        }
    }
    eprintln!("{SEEDS} shapes: {irreducible} irreducible (not kernels)");
    assert!(
        irreducible * 4 < SEEDS,
        "too few valid shapes: {irreducible} of {SEEDS} irreducible"
    );
    assert!(
        failures.is_empty(),
        "{} of {SEEDS} shapes failed:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The two reported shapes, fixed.
#[test]
fn uniform_branch_into_a_divergent_branchs_return_blocks() {
    for (into, tag) in [("block3", "a"), ("block4", "b")] {
        let src = format!(
            "kernel @shape(v0: ptr.global, v1: i32) {{
block0:
    v2 = workitem_id x
    v3 = iconst.i32 0
    v4 = icmp.i32 eq v1, v3
    brif v4, block2, {into}
block2:
    v5 = iconst.i32 5
    v6 = icmp.i32 ult v2, v5
    brif v6, block3, block4
block3:
    v7 = iconst.i32 1
    store v7, v0
    return
block4:
    v8 = zext.i64 v2
    v9 = iconst.i64 4
    v10 = mul.i64 v8, v9
    v11 = ptradd v0, v10
    store v2, v11
    return
}}
"
        );
        for u in [0, 1] {
            let launch = format!(
                r#"{{"kernel": "shape", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": {u}}}],
  "buffers": {{"out": {{"type": "i32", "len": 64, "init": {{"fill": -1}}}}}},
  "lds_dynamic": 0}}"#
            );
            check_bounded(
                &format!("two_returns_{tag}_u{u}"),
                src.clone(),
                launch,
                Duration::from_secs(300),
            );
        }
    }
}

#[test]
fn infinite_loop_nest_behind_a_divergent_branch() {
    let src = "kernel @shape(v0: ptr.global, v1: i32) {
block0:
    v2 = workitem_id x
    v3 = iconst.i32 100000
    v4 = icmp.i32 eq v2, v3
    brif v4, block1, block3
block1:
    jump block2
block2:
    v5 = iconst.i32 5
    v6 = icmp.i32 ult v2, v5
    brif v6, block2, block1
block3:
    store v1, v0
    return
}
";
    let launch = r#"{"kernel": "shape", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "out"}, {"i32": 77}],
  "buffers": {"out": {"type": "i32", "len": 1, "init": {"fill": -1}}},
  "lds_dynamic": 0}"#;
    check_bounded(
        "infinite_nest",
        src.to_string(),
        launch.to_string(),
        Duration::from_secs(300),
    );
}
