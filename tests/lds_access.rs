//! LDS accesses as llc-19 forms them: constant offsets folded into the DS offset fields and
//! accesses at one base paired (`ds_read2_b32`, `ds_read2st64_b32`, `ds_write2_b64`, ...)
//! or merged into wide ones (`ds_read_b128` where the kernel's LDS layout proves 16-byte
//! alignment, GFX7+), across different LDS variables of a kernel (a constant apart in its
//! layout), through divergent, uniform (`gfxc_lower::rebase_addr`, `gfxc_isel` DS bases) and
//! constant addresses, `or disjoint` indices (imported as `add`), with stores, barriers and
//! loops in between.
//!
//! Generated kernels (fixed seeds): several LDS variables of different sizes and element
//! types (`i32`, `float`, `i64`, `double`, a 2-D `[N x [M x float]]` row, odd sizes that shift
//! the layout), filled by the lanes, then random runs of loads at `base + k` for bases made
//! of the lane id, a uniform argument and constants, with stores between them (same
//! variable, overlapping or not, other variables), barriers, and a tiled loop reading two
//! tiles; every loaded value goes to a log buffer. On all 13 target modes each kernel's final
//! buffers must equal the interpreter's bit for bit (the simulator's strict mode refuses any
//! under-aligned wide DS access). A second test checks that the pairing and wide forms happen.

mod common;
use std::fmt::Write;

/// Work-items: one wave on every target, so that lanes see each other's LDS stores in order.
const LANES: u32 = 32;
/// Log entries (8 bytes each) per lane.
const LOG: u32 = 96;

use common::Rng;

/// One LDS variable: name, element type, element bytes, elements (a multiple of `LANES`
/// except for the small odd ones), declared alignment.
struct Var {
    name: String,
    ty: &'static str,
    bytes: u32,
    len: u32,
}

struct Gen {
    body: String,
    n: u32,
    log: u32,
    r: Rng,
}

impl Gen {
    fn tmp(&mut self) -> String {
        self.n += 1;
        format!("%t{}", self.n)
    }
    fn line(&mut self, s: String) {
        writeln!(self.body, "  {s}").unwrap();
    }
    /// Writes the `ty` value `v` to the lane's next log slot (as 8 bytes).
    fn log(&mut self, ty: &str, v: &str) {
        if self.log >= LOG {
            return;
        }
        let bits = match ty {
            "i32" => v.to_string(),
            "float" => {
                let t = self.tmp();
                self.line(format!("{t} = bitcast float {v} to i32"));
                t
            }
            "double" => {
                let t = self.tmp();
                self.line(format!("{t} = bitcast double {v} to i64"));
                t
            }
            _ => v.to_string(),
        };
        let wide = if matches!(ty, "i64" | "double") {
            bits
        } else {
            let t = self.tmp();
            self.line(format!("{t} = zext i32 {bits} to i64"));
            t
        };
        let p = self.tmp();
        self.line(format!(
            "{p} = getelementptr i64, ptr addrspace(1) %lb, i32 {}",
            self.log
        ));
        self.line(format!("store i64 {wide}, ptr addrspace(1) {p}, align 8"));
        self.log += 1;
    }
    /// The address of element `idx` (an `i32` value) of `v`.
    fn elem(&mut self, v: &Var, idx: &str) -> String {
        let p = self.tmp();
        self.line(format!(
            "{p} = getelementptr inbounds {}, ptr addrspace(3) @{}, i32 {idx}",
            v.ty, v.name
        ));
        p
    }
    fn barrier(&mut self) {
        self.line("fence syncscope(\"workgroup\") release".into());
        self.line("call void @llvm.amdgcn.s.barrier()".into());
        self.line("fence syncscope(\"workgroup\") acquire".into());
    }
    /// A value of `ty` derived from `x` (an `i32`).
    fn value_of(&mut self, ty: &str, x: &str) -> String {
        let t = self.tmp();
        match ty {
            "i32" => return x.to_string(),
            "float" => self.line(format!("{t} = bitcast i32 {x} to float")),
            "i64" => self.line(format!("{t} = zext i32 {x} to i64")),
            _ => {
                let w = self.tmp();
                self.line(format!("{w} = zext i32 {x} to i64"));
                self.line(format!("{t} = bitcast i64 {w} to double"));
            }
        }
        t
    }
}

const TYPES: &[(&str, u32)] = &[("i32", 4), ("float", 4), ("i64", 8), ("double", 8)];

/// A kernel of `ops` random operations over 3-5 LDS variables.
fn kernel(seed: u64, ops: usize) -> String {
    let mut g = Gen {
        body: String::new(),
        n: 0,
        log: 0,
        r: Rng(seed),
    };
    let nvars = 3 + g.r.below(3) as usize;
    let mut vars = Vec::new();
    let mut globals = String::new();
    for i in 0..nvars {
        let (ty, bytes) = TYPES[g.r.below(TYPES.len() as u64) as usize];
        // Large enough for every index below (lane * 4 + 80); odd small ones shift the layout.
        let len = if i == 1 {
            3 + 2 * g.r.below(4) as u32
        } else {
            LANES * (4 + g.r.below(4) as u32) + 96
        };
        let align = [4, 8, 16][g.r.below(3) as usize].max(bytes);
        writeln!(
            globals,
            "@v{i} = internal addrspace(3) global [{len} x {ty}] undef, align {align}"
        )
        .unwrap();
        vars.push(Var {
            name: format!("v{i}"),
            ty,
            bytes,
            len,
        });
    }
    // Fill: lane `id` writes elements `id + LANES * r` (all of them), the small variable's
    // element `id mod len` (lanes writing one element write the same value).
    for v in &vars {
        let rows = v.len.div_ceil(LANES);
        for r in 0..rows {
            let idx = g.tmp();
            if v.len < LANES {
                g.line(format!("{idx} = urem i32 %id, {}", v.len));
            } else if (r + 1) * LANES > v.len {
                let s = g.tmp();
                g.line(format!("{s} = add i32 %id, {}", r * LANES));
                g.line(format!("{idx} = urem i32 {s}, {}", v.len));
            } else {
                g.line(format!("{idx} = add i32 %id, {}", r * LANES));
            }
            let w = g.tmp();
            g.line(format!("{w} = mul i32 {idx}, -1640531535"));
            let x = g.tmp();
            g.line(format!("{x} = xor i32 {w}, {}", seed as u32 ^ r));
            let val = g.value_of(v.ty, &x);
            let p = g.elem(v, &idx);
            g.line(format!(
                "store {} {val}, ptr addrspace(3) {p}, align {}",
                v.ty, v.bytes
            ));
        }
    }
    g.barrier();
    // Bases: lane-based (divergent), uniform, constant; indices stay below `LANES * 4 + 80`.
    g.line("%lo = and i32 %id, 15".into());
    g.line("%l4 = shl i32 %lo, 2".into());
    g.line("%hi = lshr i32 %id, 1".into());
    g.line("%un = and i32 %u, 7".into());
    g.line("%u4 = shl i32 %un, 3".into());
    let bases = ["%id", "%l4", "%hi", "%un", "%u4", "0"];
    let mut last: Option<String> = None;
    for _ in 0..ops {
        let big: Vec<usize> = (0..vars.len()).filter(|&i| vars[i].len >= LANES).collect();
        let vi = if g.r.below(6) == 0 {
            1
        } else {
            big[g.r.below(big.len() as u64) as usize]
        };
        let v = &vars[vi];
        match g.r.below(10) {
            // A run of 1-4 loads at base + k, k + 1, ... (or a stride).
            0..=5 => {
                let base = if v.len < LANES {
                    "0"
                } else {
                    bases[g.r.below(bases.len() as u64) as usize]
                };
                let n = 1 + g.r.below(4) as u32;
                let stride = [1, 1, 1, 2, 16, 64][g.r.below(6) as usize];
                let k0 = g.r.below(8) as u32;
                let disjoint = base == "%l4" && g.r.below(2) == 0;
                for j in 0..n {
                    let k = k0 + j * stride;
                    let k = if v.len < LANES { k % v.len } else { k % 80 };
                    let idx = g.tmp();
                    if disjoint && k < 4 {
                        g.line(format!("{idx} = or disjoint i32 {base}, {k}"));
                    } else if base == "0" {
                        g.line(format!("{idx} = add i32 0, {k}"));
                    } else {
                        g.line(format!("{idx} = add nuw i32 {base}, {k}"));
                    }
                    let p = g.elem(v, &idx);
                    let x = g.tmp();
                    g.line(format!(
                        "{x} = load {}, ptr addrspace(3) {p}, align {}",
                        v.ty, v.bytes
                    ));
                    g.log(v.ty, &x);
                    if v.ty == "i32" {
                        last = Some(x);
                    }
                }
            }
            // A store at a lane's own element (other lanes read it later).
            6 | 7 if v.len >= LANES => {
                let k = g.r.below(3) as u32 * LANES;
                let idx = g.tmp();
                g.line(format!("{idx} = add i32 %id, {k}"));
                let src = last.clone().unwrap_or_else(|| "%id".into());
                let y = g.tmp();
                let c = g.r.below(1000);
                g.line(format!("{y} = add i32 {src}, {c}"));
                let val = g.value_of(v.ty, &y);
                let p = g.elem(v, &idx);
                g.line(format!(
                    "store {} {val}, ptr addrspace(3) {p}, align {}",
                    v.ty, v.bytes
                ));
            }
            8 => g.barrier(),
            // Load, store the next element, load it again (the lane's own pair): the second
            // load must see the store.
            9 if v.len >= LANES => {
                let i0 = g.tmp();
                g.line(format!("{i0} = shl i32 %id, 1"));
                let i1 = g.tmp();
                g.line(format!("{i1} = or disjoint i32 {i0}, 1"));
                let p0 = g.elem(v, &i0);
                let p1 = g.elem(v, &i1);
                let x = g.tmp();
                g.line(format!(
                    "{x} = load {}, ptr addrspace(3) {p0}, align {}",
                    v.ty, v.bytes
                ));
                g.log(v.ty, &x);
                let c = g.r.below(1000);
                let y = g.tmp();
                g.line(format!("{y} = add i32 %id, {c}"));
                let val = g.value_of(v.ty, &y);
                g.line(format!(
                    "store {} {val}, ptr addrspace(3) {p1}, align {}",
                    v.ty, v.bytes
                ));
                let z = g.tmp();
                g.line(format!(
                    "{z} = load {}, ptr addrspace(3) {p1}, align {}",
                    v.ty, v.bytes
                ));
                g.log(v.ty, &z);
            }
            _ => {}
        }
    }
    // A tiled loop: `acc += A[row * W + k + j] * B[(k + j) * W + col]` for k in steps of 4
    // over two tiles (two variables of the kernel).
    let (a, b) = (&vars[0], &vars[2]);
    let w = 8u32;
    let tile_a = g.tmp();
    let tile_b = g.tmp();
    g.line(format!("{tile_a} = and i32 %id, 7"));
    g.line(format!("{tile_b} = lshr i32 %id, 3"));
    writeln!(g.body, "  br label %loop\nloop:").unwrap();
    g.line("%k = phi i32 [ 0, %entry ], [ %k.next, %loop ]".into());
    g.line("%acc = phi i64 [ 0, %entry ], [ %acc.next, %loop ]".into());
    let rowk = g.tmp();
    g.line(format!("{rowk} = mul i32 {tile_b}, {w}"));
    let ra = g.tmp();
    g.line(format!("{ra} = add i32 {rowk}, %k"));
    let mut acc = "%acc".to_string();
    for j in 0..4 {
        let ia = g.tmp();
        g.line(format!("{ia} = add i32 {ra}, {j}"));
        let pa = g.elem(a, &ia);
        let xa = g.tmp();
        g.line(format!(
            "{xa} = load {}, ptr addrspace(3) {pa}, align {}",
            a.ty, a.bytes
        ));
        let kj = g.tmp();
        g.line(format!("{kj} = add i32 %k, {j}"));
        let kw = g.tmp();
        g.line(format!("{kw} = mul i32 {kj}, {w}"));
        let ib = g.tmp();
        g.line(format!("{ib} = add i32 {kw}, {tile_a}"));
        let pb = g.elem(b, &ib);
        let xb = g.tmp();
        g.line(format!(
            "{xb} = load {}, ptr addrspace(3) {pb}, align {}",
            b.ty, b.bytes
        ));
        for (x, ty) in [(xa, a.ty), (xb, b.ty)] {
            let i = match ty {
                "i64" => x,
                "double" => {
                    let t = g.tmp();
                    g.line(format!("{t} = bitcast double {x} to i64"));
                    t
                }
                "float" => {
                    let t = g.tmp();
                    g.line(format!("{t} = bitcast float {x} to i32"));
                    let z = g.tmp();
                    g.line(format!("{z} = zext i32 {t} to i64"));
                    z
                }
                _ => {
                    let z = g.tmp();
                    g.line(format!("{z} = zext i32 {x} to i64"));
                    z
                }
            };
            let m = g.tmp();
            g.line(format!("{m} = mul i64 {acc}, 31"));
            let s = g.tmp();
            g.line(format!("{s} = add i64 {m}, {i}"));
            acc = s;
        }
    }
    g.line(format!("%acc.next = add i64 {acc}, 0"));
    g.line("%k.next = add i32 %k, 4".into());
    g.line(format!("%more = icmp ult i32 %k.next, {w}"));
    writeln!(g.body, "  br i1 %more, label %loop, label %done\ndone:").unwrap();
    g.log = g.log.min(LOG - 1);
    g.log("i64", "%acc.next");
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
{globals}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @k(ptr addrspace(1) %log, i32 %u) {{
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %lslot = mul i32 %id, {}
  %lb = getelementptr i8, ptr addrspace(1) %log, i32 %lslot
{body}  ret void
}}
"#,
        8 * LOG,
        body = g.body,
    )
}

fn launch() -> String {
    let l = 8 * LOG * LANES;
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "log"}}, {{"i32": 5}}],
  "buffers": {{
    "log": {{"type": "u8", "len": {l}, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

fn check(name: &str, src: &str) {
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.ll")));
    common::objects_match_interpreter(name, &m, &launch(), common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render(name))
    });
}

#[test]
fn generated_lds_accesses_match_interpreter() {
    for case in 0..8u64 {
        let seed = 0x2545_f491_4f6c_dd1d ^ (case * 0x9e37_79b9 + 1);
        let src = kernel(seed, 40);
        check(&format!("lds_access_{case}.ll"), &src);
    }
}

/// The kernel's assembly for `cpu` (`gfxc compile --emit asm`).
fn asm(src: &str, cpu: &str) -> String {
    let dir = std::env::temp_dir().join(format!("gfxc-lds-{}-{cpu}", std::process::id()));
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

/// Two tiles (`@a`: 16-byte aligned rows of 4 floats, `@b`: another variable) read at a lane
/// row through `or disjoint` indices, and a uniform row of `@b`: the `@a` row is one 16-byte
/// load (GFX7+; two 8-byte ones on GFX6), the reads of `@b` at one base pair up
/// (`ds_read2`), and the uniform addresses share one VGPR base.
const TILES: &str = r#"target triple = "amdgcn-amd-amdhsa"
@a = internal addrspace(3) global [256 x float] undef, align 4
@b = internal addrspace(3) global [256 x float] undef, align 4
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
define amdgpu_kernel void @k(ptr addrspace(1) %log, i32 %u) {
entry:
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr inbounds float, ptr addrspace(3) @a, i32 %id
  %pb = getelementptr inbounds float, ptr addrspace(3) @b, i32 %id
  %f = uitofp i32 %id to float
  store float %f, ptr addrspace(3) %pa, align 4
  %g = fmul float %f, 3.0
  store float %g, ptr addrspace(3) %pb, align 4
  %pa2 = getelementptr inbounds float, ptr addrspace(3) %pa, i32 32
  store float %g, ptr addrspace(3) %pa2, align 4
  %pb2 = getelementptr inbounds float, ptr addrspace(3) %pb, i32 32
  store float %f, ptr addrspace(3) %pb2, align 4
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  %row = and i32 %id, 7
  %r4 = shl i32 %row, 2
  %i1 = or disjoint i32 %r4, 1
  %i2 = or disjoint i32 %r4, 2
  %i3 = or disjoint i32 %r4, 3
  %a0 = getelementptr inbounds float, ptr addrspace(3) @a, i32 %r4
  %a1 = getelementptr inbounds float, ptr addrspace(3) @a, i32 %i1
  %a2 = getelementptr inbounds float, ptr addrspace(3) @a, i32 %i2
  %a3 = getelementptr inbounds float, ptr addrspace(3) @a, i32 %i3
  %col = lshr i32 %id, 3
  %b0 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %col
  %c1 = add i32 %col, 8
  %b1 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %c1
  %c2 = add i32 %col, 16
  %b2 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %c2
  %c3 = add i32 %col, 24
  %b3 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %c3
  %x0 = load float, ptr addrspace(3) %a0, align 4
  %y0 = load float, ptr addrspace(3) %b0, align 4
  %m0 = fmul float %x0, %y0
  %x1 = load float, ptr addrspace(3) %a1, align 4
  %y1 = load float, ptr addrspace(3) %b1, align 4
  %m1 = fmul float %x1, %y1
  %x2 = load float, ptr addrspace(3) %a2, align 4
  %y2 = load float, ptr addrspace(3) %b2, align 4
  %m2 = fmul float %x2, %y2
  %x3 = load float, ptr addrspace(3) %a3, align 4
  %y3 = load float, ptr addrspace(3) %b3, align 4
  %m3 = fmul float %x3, %y3
  %s0 = fadd float %m0, %m1
  %s1 = fadd float %m2, %m3
  %un = and i32 %u, 3
  %ub = mul i32 %un, 16
  %ub1 = add i32 %ub, 1
  %ub2 = add i32 %ub, 2
  %q0 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %ub
  %q1 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %ub1
  %q2 = getelementptr inbounds float, ptr addrspace(3) @b, i32 %ub2
  %z0 = load float, ptr addrspace(3) %q0, align 4
  %z1 = load float, ptr addrspace(3) %q1, align 4
  %z2 = load float, ptr addrspace(3) %q2, align 4
  %t0 = fadd float %z0, %z1
  %t1 = fadd float %t0, %z2
  %lo = getelementptr inbounds float, ptr addrspace(1) %log, i32 %id
  store float %s0, ptr addrspace(1) %lo, align 4
  %l1 = getelementptr inbounds float, ptr addrspace(1) %lo, i32 64
  store float %s1, ptr addrspace(1) %l1, align 4
  %l2 = getelementptr inbounds float, ptr addrspace(1) %lo, i32 128
  store float %t1, ptr addrspace(1) %l2, align 4
  ret void
}
"#;

#[test]
fn tiles_become_wide_and_paired_lds_loads() {
    for cpu in ["gfx600", "gfx803", "gfx90a", "gfx1100"] {
        let a = asm(TILES, cpu);
        let ops: Vec<&str> = a
            .lines()
            .filter_map(|l| l.split_whitespace().next())
            .filter(|m| m.starts_with("ds_"))
            .collect();
        let count = |m: &str| ops.iter().filter(|&&o| o == m).count();
        let g11 = cpu == "gfx1100";
        let n = |gfx9: &str, gfx11: &str| count(if g11 { gfx11 } else { gfx9 });
        if cpu == "gfx600" {
            // No 16-byte DS access: the row is one pair of 8-byte elements.
            assert_eq!(
                n("ds_read2_b64", ""),
                1,
                "{cpu}: the row as a b64 pair\n{a}"
            );
        } else {
            assert_eq!(
                n("ds_read_b128", "ds_load_b128"),
                1,
                "{cpu}: the row as one 16-byte load\n{a}"
            );
        }
        // `@b` at the lane's column: 4 loads, 2 pairs; the uniform row: 8 bytes and 4.
        assert_eq!(
            n("ds_read2_b32", "ds_load_2addr_b32"),
            2,
            "{cpu}: paired loads\n{a}"
        );
        assert_eq!(n("ds_read_b64", "ds_load_b64"), 1, "{cpu}\n{a}");
        assert_eq!(n("ds_read_b32", "ds_load_b32"), 1, "{cpu}\n{a}");
        // The stores of `@a[id]` and `@b[id]` (1024 bytes apart) are one `st64` pair.
        assert_eq!(
            n("ds_write2st64_b32", "ds_store_2addr_stride64_b32"),
            1,
            "{cpu}\n{a}"
        );
    }
}

#[test]
fn tiles_match_interpreter() {
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "log"}, {"i32": 6}],
  "buffers": {"log": {"type": "f32", "len": 192, "init": {"fill": 0}}}}"#;
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, TILES).unwrap();
    common::objects_match_interpreter("tiles.ll", &m, launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("tiles.ll"))
    });
}
