//! Adjacent loads and stores merged into wider ones (`gfxc_lower::merge_stores`,
//! `gfxc_lower::merge_loads`): generated kernels (fixed seeds) store runs of pieces of every
//! scalar type (`i8`, `i16`, `i32`, `i64`, `half`, `float`, `double`; values and constants,
//! the bytes of one value as byte-wise code and `crate::unaligned` write them) and vectors
//! (`<2 x i16>`, `<4 x i8>`, `<2 x float>`), at every alignment the address allows, into
//! global memory, LDS, private memory and flat pointers to global memory and LDS; mixed in are
//! cases that must not merge or must end a chain: gaps, overlapping stores, loads of the
//! stored bytes, stores through a pointer the pass cannot relate (it aliases the stored
//! bytes), volatile and atomic stores, barriers. Runs of adjacent `i32`/`float`/`i64`/`double`
//! loads from global memory, LDS and private memory are merged too; every loaded value is
//! written to a log buffer. On all 13 target modes each kernel's final buffers must equal the
//! interpreter's bit for bit (the simulator's strict mode also refuses any access the
//! hardware cannot do, e.g. an under-aligned merged LDS access on GFX6-GFX8).
//!
//! A second test checks that the merges happen: stores of four bytes of one 4-aligned word
//! become one dword store, four adjacent aligned dword loads one `dwordx4` load.

mod common;
use std::fmt::Write;

/// Bytes of each lane's region.
const SLOT: u32 = 64;
const LANES: u32 = 64;
/// Log entries (8 bytes each) per lane.
const LOG: u32 = 48;

use common::Rng;

/// Piece types: (`.ll` spelling, bytes).
const TYPES: &[(&str, u32)] = &[
    ("i8", 1),
    ("i16", 2),
    ("i32", 4),
    ("i64", 8),
    ("half", 2),
    ("float", 4),
    ("double", 8),
    ("<2 x i16>", 4),
    ("<4 x i8>", 4),
    ("<2 x float>", 8),
];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Space {
    Global,
    Lds,
    Private,
    FlatGlobal,
    FlatLds,
}

struct Gen {
    body: String,
    n: u32,
    r: Rng,
    log: u32,
}

impl Gen {
    fn tmp(&mut self) -> String {
        self.n += 1;
        format!("%t{}", self.n)
    }
    fn line(&mut self, s: String) {
        writeln!(self.body, "  {s}").unwrap();
    }
    /// A value of `ty`, from the lane's input words (`%w0`..`%w7`, `%q0`, `%q1`) or a constant.
    fn value(&mut self, ty: &str) -> String {
        let w = format!("%w{}", self.r.below(8));
        let q = format!("%q{}", self.r.below(2));
        let konst = self.r.below(4) == 0;
        let t = self.tmp();
        match ty {
            "i8" | "i16" if konst => return format!("{}", self.r.below(200)),
            "i32" | "i64" if konst => return format!("{}", self.r.below(100000) as i64 - 500),
            "half" if konst => return "0xH3C00".into(),
            "float" | "double" if konst => return "2.5".into(),
            "i8" | "i16" => self.line(format!("{t} = trunc i32 {w} to {ty}")),
            "i32" => return w,
            "i64" => return q,
            "half" => {
                let h = self.tmp();
                self.line(format!("{h} = trunc i32 {w} to i16"));
                self.line(format!("{t} = bitcast i16 {h} to half"));
            }
            "float" | "<2 x i16>" | "<4 x i8>" => {
                self.line(format!("{t} = bitcast i32 {w} to {ty}"))
            }
            _ => self.line(format!("{t} = bitcast i64 {q} to {ty}")),
        }
        t
    }
    /// A pointer to byte `off` of the lane's region `%d` (pointer type `pty`).
    fn at(&mut self, pty: &str, base: &str, off: u32) -> String {
        let p = self.tmp();
        self.line(format!("{p} = getelementptr i8, {pty} {base}, i32 {off}"));
        p
    }
    /// Writes `v` (of `ty`) to the next log entry.
    fn log(&mut self, ty: &str, v: &str) {
        let off = 8 * self.log;
        self.log = (self.log + 1) % LOG;
        let p = self.at("ptr addrspace(1)", "%lg", off);
        self.line(format!(
            "store {ty} {v}, ptr addrspace(1) {p}, align {}",
            if ty.contains('x') {
                4
            } else {
                8.min(size_of(ty))
            }
        ));
    }
}

fn size_of(ty: &str) -> u32 {
    TYPES.iter().find(|t| t.0 == ty).unwrap().1
}

/// The largest power of two dividing `off` (at most 16; the region is 16-aligned), or a
/// random smaller one.
fn align_for(r: &mut Rng, off: u32) -> u32 {
    let a = if off == 0 {
        16
    } else {
        (1 << off.trailing_zeros()).min(16)
    };
    let mut a = a;
    while a > 1 && r.below(4) == 0 {
        a /= 2;
    }
    a
}

fn kernel(space: Space, seed: u64, ops: usize) -> String {
    let mut g = Gen {
        body: String::new(),
        n: 0,
        r: Rng(seed),
        log: 0,
    };
    let (pty, dst) = match space {
        Space::Global => ("ptr addrspace(1)", "%dg"),
        Space::Lds => ("ptr addrspace(3)", "%dl"),
        Space::Private => ("ptr addrspace(5)", "%priv"),
        Space::FlatGlobal => ("ptr", "%fg"),
        Space::FlatLds => ("ptr", "%fl"),
    };
    // Zero the region (vector stores: not merged themselves; 8 bytes: GFX6 LDS has no
    // 16-byte access).
    for k in 0..SLOT / 8 {
        let p = g.at(pty, dst, 8 * k);
        g.line(format!(
            "store <2 x i32> zeroinitializer, {pty} {p}, align 8"
        ));
    }
    // The pointer the pass cannot relate to `dst` (same address at run time).
    g.line(format!(
        "%alias = select i1 %never, {pty} %dummy, {pty} {dst}"
    ));
    for _ in 0..ops {
        let choice = g.r.below(10);
        match choice {
            // A run of adjacent loads of the region, logged.
            0 | 1 => {
                let (ty, b) =
                    [("i32", 4), ("float", 4), ("i64", 8), ("double", 8)][g.r.below(4) as usize];
                let n = 2 + g.r.below(3) as u32;
                let start = (g.r.below(((SLOT - n * b) / b + 1) as u64) as u32) * b;
                let mut vals = Vec::new();
                for k in 0..n {
                    let off = start + k * b;
                    let p = g.at(pty, dst, off);
                    let a = align_for(&mut g.r, off).max(4).min(b.max(4));
                    let v = g.tmp();
                    g.line(format!("{v} = load {ty}, {pty} {p}, align {a}"));
                    vals.push(v);
                }
                for v in vals {
                    g.log(ty, &v);
                }
            }
            // The bytes of one word at byte offsets `off..off+4` (lshr + trunc).
            2 => {
                let off = (g.r.below(SLOT as u64 / 4) as u32) * 4;
                // Sometimes one byte off the word boundary.
                let off = (off + u32::from(g.r.below(4) == 0)).min(SLOT - 4);
                let w = format!("%w{}", g.r.below(8));
                let halves = g.r.below(2) == 0;
                let (ty, step) = if halves { ("i16", 2) } else { ("i8", 1) };
                for k in (0..4).step_by(step as usize) {
                    let s = if k == 0 {
                        w.clone()
                    } else {
                        let s = g.tmp();
                        g.line(format!("{s} = lshr i32 {w}, {}", 8 * k));
                        s
                    };
                    let t = g.tmp();
                    g.line(format!("{t} = trunc i32 {s} to {ty}"));
                    let p = g.at(pty, dst, off + k);
                    let a = align_for(&mut g.r, off + k).min(step);
                    g.line(format!("store {ty} {t}, {pty} {p}, align {a}"));
                }
            }
            // A run of stores laid end to end, sometimes broken (module documentation).
            _ => {
                let n = 2 + g.r.below(7);
                let mut off = (g.r.below(SLOT as u64 / 4) as u32) * 4;
                if g.r.below(6) == 0 {
                    off += 1 + g.r.below(3) as u32;
                }
                for _ in 0..n {
                    let (ty, b) = if g.r.below(8) == 0 {
                        TYPES[g.r.below(TYPES.len() as u64) as usize]
                    } else {
                        TYPES[g.r.below(7) as usize]
                    };
                    match g.r.below(24) {
                        0 => off += 1 + g.r.below(3) as u32,
                        1 => off = off.saturating_sub(1 + g.r.below(3) as u32),
                        2 => {
                            // A load of bytes the run may have written.
                            let lo = off.saturating_sub(4);
                            let at = lo + g.r.below(4) as u32;
                            let p = g.at(pty, dst, at);
                            let v = g.tmp();
                            g.line(format!("{v} = load i8, {pty} {p}, align 1"));
                            g.log("i8", &v);
                        }
                        3 => {
                            // A store of the same bytes through the unrelated pointer.
                            let at = (off.saturating_sub(2) & !3).min(SLOT - 4);
                            let p = g.at(pty, "%alias", at);
                            let v = g.value("i32");
                            g.line(format!("store i32 {v}, {pty} {p}, align 4"));
                        }
                        4 if off >= 4 => {
                            // Over the bytes the run just wrote (ends the chain there).
                            let at = (off - 4) & !3;
                            let p = g.at(pty, dst, at);
                            let v = g.value("i32");
                            if g.r.below(2) == 0 || space == Space::Private {
                                g.line(format!("store volatile i32 {v}, {pty} {p}, align 4"));
                            } else {
                                g.line(format!(
                                    "store atomic i32 {v}, {pty} {p} syncscope(\"agent\") monotonic, align 4"
                                ));
                            }
                        }
                        5 => {
                            // A barrier, then a byte of the neighbour lane's region (its
                            // stores before the barrier must be there).
                            g.line("call void @llvm.amdgcn.s.barrier()".into());
                            if matches!(space, Space::Lds | Space::Global) {
                                let at = g.r.below(SLOT as u64) as u32;
                                let p = g.at(pty, "%nb", at);
                                let v = g.tmp();
                                g.line(format!("{v} = load i8, {pty} {p}, align 1"));
                                g.log("i8", &v);
                            }
                        }
                        6 if space != Space::Private => {
                            g.line("fence syncscope(\"workgroup\") release".into())
                        }
                        _ => {}
                    }
                    if off + b > SLOT {
                        break;
                    }
                    // The alignment the offset gives (the region is 16-aligned), sometimes
                    // less; at most the natural one, at most 4 for vectors.
                    let mut a = align_for(&mut g.r, off).min(b.next_power_of_two());
                    if ty.contains('x') {
                        a = a.min(4);
                    }
                    let v = g.value(ty);
                    let p = g.at(pty, dst, off);
                    g.line(format!("store {ty} {v}, {pty} {p}, align {a}"));
                    off += b;
                }
            }
        }
    }
    // The region, word by word, to the output (global: it is the output).
    if space != Space::Global {
        for k in 0..SLOT / 4 {
            let p = g.at(pty, dst, 4 * k);
            let v = g.tmp();
            g.line(format!("{v} = load i32, {pty} {p}, align 4"));
            let q = g.at("ptr addrspace(1)", "%dg", 4 * k);
            g.line(format!("store i32 {v}, ptr addrspace(1) {q}, align 4"));
        }
    }
    let mut head = String::new();
    // The lane's input words and doublewords: adjacent loads (merged in global memory).
    for k in 0..8 {
        writeln!(
            head,
            "  %pw{k} = getelementptr i8, ptr addrspace(1) %gi, i32 {o}\n  %w{k} = load i32, ptr addrspace(1) %pw{k}, align {a}",
            o = 4 * k,
            a = if k % 4 == 0 { 16 } else { 4 }
        )
        .unwrap();
    }
    for k in 0..2 {
        writeln!(
            head,
            "  %pq{k} = getelementptr i8, ptr addrspace(1) %gi, i32 {o}\n  %q{k} = load i64, ptr addrspace(1) %pq{k}, align 8",
            o = 32 + 8 * k
        )
        .unwrap();
    }
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
@lds = internal addrspace(3) global [{lds} x i8] undef, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %logb, i32 %big) {{
  %priv = alloca [{SLOT} x i8], align 16, addrspace(5)
  %dummy5 = alloca [{SLOT} x i8], align 16, addrspace(5)
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %never = icmp eq i32 %id, %big
  %slot = mul i32 %id, {SLOT}
  %nid = xor i32 %id, 1
  %nslot = mul i32 %nid, {SLOT}
  %lslot = mul i32 %id, {logslot}
  %gi = getelementptr i8, ptr addrspace(1) %in, i32 %slot
  %dg = getelementptr i8, ptr addrspace(1) %out, i32 %slot
  %dl = getelementptr i8, ptr addrspace(3) @lds, i32 %slot
  %lg = getelementptr i8, ptr addrspace(1) %logb, i32 %lslot
  %fg = addrspacecast ptr addrspace(1) %dg to ptr
  %fl = addrspacecast ptr addrspace(3) %dl to ptr
{dummy}
{nb}
{head}{body}  ret void
}}
"#,
        lds = SLOT * LANES,
        logslot = 8 * LOG,
        dummy = match space {
            Space::Global => "  %dummy = getelementptr i8, ptr addrspace(1) %in, i32 0",
            Space::Lds => "  %dummy = getelementptr i8, ptr addrspace(3) @lds, i32 0",
            Space::Private => "  %dummy = getelementptr i8, ptr addrspace(5) %dummy5, i32 0",
            _ => "  %dummy = addrspacecast ptr addrspace(1) %in to ptr",
        },
        nb = match space {
            Space::Lds => "  %nb = getelementptr i8, ptr addrspace(3) @lds, i32 %nslot",
            _ => "  %nb = getelementptr i8, ptr addrspace(1) %out, i32 %nslot",
        },
        body = g.body,
    )
}

fn launch() -> String {
    let n = SLOT * LANES;
    let l = 8 * LOG * LANES;
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"buffer": "log"}}, {{"i32": 100000}}],
  "buffers": {{
    "in": {{"type": "u8", "len": {n}, "init": {{"random": 5, "min": 0, "max": 255}}}},
    "out": {{"type": "u8", "len": {n}, "init": {{"fill": 0}}}},
    "log": {{"type": "u8", "len": {l}, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

fn check(name: &str, src: &str, targets: &[(&str, &str)]) {
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.ll")));
    common::objects_match_interpreter(name, &m, &launch(), targets, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render(name))
    });
}

#[test]
fn generated_merges_match_interpreter_in_every_address_space() {
    for (si, space) in [
        Space::Global,
        Space::Lds,
        Space::Private,
        Space::FlatGlobal,
        Space::FlatLds,
    ]
    .into_iter()
    .enumerate()
    {
        for case in 0..5u64 {
            let seed = 0x9e37_79b9_7f4a_7c15 ^ (si as u64 * 7919 + case * 104729 + 1);
            let src = kernel(space, seed, 24);
            // GFX6 has no FLAT instructions (a generic access there is unsupported).
            let targets = if matches!(space, Space::FlatGlobal | Space::FlatLds) {
                &common::ALL_TARGETS[1..]
            } else {
                common::ALL_TARGETS
            };
            check(&format!("merge_{space:?}_{case}.ll"), &src, targets);
        }
    }
}

/// The kernel's assembly for `cpu` (`gfxc compile --emit asm`).
fn asm(src: &str, cpu: &str) -> String {
    let dir = std::env::temp_dir().join(format!("gfxc-merge-{}-{cpu}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("k.ll");
    std::fs::write(&p, src).unwrap();
    let (rc, out, err) = common::gfxc(&[
        "compile",
        &common::path_str(&p),
        "--mcpu",
        cpu,
        "--emit",
        "asm",
        "-o",
        "-",
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(rc, 0, "{err}");
    out
}

#[test]
fn bytes_of_a_word_become_one_store_and_adjacent_dwords_one_load() {
    let src = r#"target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %logb, i32 %big) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %o = shl i32 %id, 4
  %p0 = getelementptr i8, ptr addrspace(1) %in, i32 %o
  %p1 = getelementptr i8, ptr addrspace(1) %p0, i32 4
  %p2 = getelementptr i8, ptr addrspace(1) %p0, i32 8
  %p3 = getelementptr i8, ptr addrspace(1) %p0, i32 12
  %a = load i32, ptr addrspace(1) %p0, align 16
  %b = load i32, ptr addrspace(1) %p1, align 4
  %c = load i32, ptr addrspace(1) %p2, align 8
  %d = load i32, ptr addrspace(1) %p3, align 4
  %s = add i32 %a, %b
  %t = add i32 %c, %d
  %x = xor i32 %s, %t
  %q0 = getelementptr i8, ptr addrspace(1) %out, i32 %o
  %b0 = trunc i32 %x to i8
  store i8 %b0, ptr addrspace(1) %q0, align 4
  %x1 = lshr i32 %x, 8
  %b1 = trunc i32 %x1 to i8
  %q1 = getelementptr i8, ptr addrspace(1) %q0, i32 1
  store i8 %b1, ptr addrspace(1) %q1, align 1
  %x2 = lshr i32 %x, 16
  %b2 = trunc i32 %x2 to i8
  %q2 = getelementptr i8, ptr addrspace(1) %q0, i32 2
  store i8 %b2, ptr addrspace(1) %q2, align 2
  %x3 = lshr i32 %x, 24
  %b3 = trunc i32 %x3 to i8
  %q3 = getelementptr i8, ptr addrspace(1) %q0, i32 3
  store i8 %b3, ptr addrspace(1) %q3, align 1
  ret void
}
"#;
    for cpu in ["gfx803", "gfx90a", "gfx1100"] {
        let a = asm(src, cpu);
        let count = |pat: &str| a.lines().filter(|l| l.contains(pat)).count();
        let (load4, store1, store_b) = if cpu == "gfx1100" {
            ("global_load_b128", "global_store_b32", "global_store_b8")
        } else if cpu == "gfx803" {
            ("flat_load_dwordx4", "flat_store_dword ", "flat_store_byte")
        } else {
            (
                "global_load_dwordx4",
                "global_store_dword ",
                "global_store_byte",
            )
        };
        assert_eq!(count(load4), 1, "{cpu}: one 16-byte load\n{a}");
        assert_eq!(count(store1), 1, "{cpu}: one dword store\n{a}");
        assert_eq!(count(store_b), 0, "{cpu}: no byte store\n{a}");
    }
    check("bytes_of_a_word.ll", src, common::ALL_TARGETS);
}

/// Dwords at `p[ext(n * i + k)]`, `k < n` (`n` 2 or 4, the index scaled by a shift so that
/// its low bits are zero): `k` added by `add` (what the LLVM IR reader makes of
/// `or disjoint`) or by `or`, the index zero- or sign-extended (Parboil fft's
/// `data[2 * i]`, `data[2 * i + 1]`). The extension of the sum is the extension plus `k`, so
/// the loads are adjacent: one wide load on gfx90a (with only dword alignment), and every
/// mode equals the interpreter.
#[test]
fn dwords_at_extended_scaled_indices_become_one_load() {
    for ext in ["sext", "zext"] {
        for comb in ["add nsw", "or disjoint", "add"] {
            for n in [2u32, 4] {
                let sh = n.trailing_zeros();
                let mut body = String::new();
                for k in 0..n {
                    body += &format!(
                        "  %i{k} = {comb} i32 %s, {k}
  %e{k} = {ext} i32 %i{k} to i64
  %p{k} = getelementptr float, ptr addrspace(1) %in, i64 %e{k}
  %v{k} = load float, ptr addrspace(1) %p{k}, align 4
"
                    );
                }
                let mut sum = "%v0".to_string();
                for k in 1..n {
                    body += &format!("  %a{k} = fadd float {sum}, %v{k}\n");
                    sum = format!("%a{k}");
                }
                let src = format!(
                    r#"target triple = "amdgcn-amd-amdhsa"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %logb, i32 %big) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %s = shl i32 %id, {sh}
{body}  %q = getelementptr float, ptr addrspace(1) %out, i32 %id
  store float {sum}, ptr addrspace(1) %q, align 4
  ret void
}}
"#
                );
                // In process: `asm` shares one temporary file per processor among the tests.
                let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
                let a = gfxc::compile::compile_module_asm(&m, &common::target_with("gfx90a", ""))
                    .unwrap_or_else(|d| panic!("{}", d.render("k.ll")));
                let wide = format!("global_load_dwordx{n} ");
                let loads = a.lines().filter(|l| l.contains("global_load")).count();
                assert!(
                    a.contains(&wide) && loads == 1,
                    "{ext} {comb} n={n}: {loads} loads, want one {wide}\n{a}"
                );
                check(
                    &format!("ext_index_{ext}_{n}.ll"),
                    &src,
                    common::ALL_TARGETS,
                );
            }
        }
    }
}
