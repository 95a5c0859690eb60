//! Zero extensions of truncated values whose high bits nobody reads
//! (`gfxc_lower::demanded_bits`, written on two branches this session and merged into one pass): generated kernels (fixed seeds) compute random chains of `i8`
//! and `i16` arithmetic (`shl`, `lshr`, `ashr`, `and`, `or`, `xor`, `add`, `sub`, `mul`,
//! `udiv`, `icmp`/`select`, with constant and variable operands, shift amounts in range),
//! which `legalize` promotes to 32 bits with an extension around every operation, and store
//! the values as themselves, zero- and sign-extended to `i32`, and as `i64`; on all 13 target
//! modes the final buffer must equal the interpreter's bit for bit (an extension dropped
//! where some result reads the high bits would change it).
//!
//! A second test checks that the extensions go: `and (shl (trunc x), 3), 24` stored as a
//! byte has no bit-field extract.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;
/// Output bytes per lane.
const OUT: u32 = 512;

use common::Rng;

fn kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut n = 0u32;
    // Values so far per type.
    let mut vals: [Vec<String>; 2] = [Vec::new(), Vec::new()];
    for (k, ty) in ["i8", "i16"].iter().enumerate() {
        for w in 0..4 {
            n += 1;
            writeln!(body, "  %t{n} = trunc i32 %w{w} to {ty}").unwrap();
            vals[k].push(format!("%t{n}"));
        }
    }
    let mut off = 0u32;
    for _ in 0..60 {
        let k = r.below(2) as usize;
        let (ty, bits) = [("i8", 8u64), ("i16", 16)][k];
        let pick = |r: &mut Rng, vals: &[Vec<String>; 2]| {
            let v = &vals[k];
            v[v.len() - 1 - r.below(v.len().min(6) as u64) as usize].clone()
        };
        let a = pick(&mut r, &vals);
        let b = if r.below(3) == 0 {
            format!("{}", r.below(1 << bits) as i64 - (1 << (bits - 1)))
        } else {
            pick(&mut r, &vals)
        };
        n += 1;
        let t = format!("%t{n}");
        match r.below(11) {
            0..=2 => {
                let op = ["shl", "lshr", "ashr"][r.below(3) as usize];
                let s = r.below(bits);
                writeln!(body, "  {t} = {op} {ty} {a}, {s}").unwrap();
            }
            3 => {
                // a variable shift amount, in range
                n += 1;
                let m = format!("%t{n}");
                writeln!(body, "  {m} = and {ty} {b}, {}", bits - 1).unwrap();
                writeln!(body, "  {t} = shl {ty} {a}, {m}").unwrap();
            }
            4 => {
                n += 1;
                let c = format!("%t{n}");
                writeln!(body, "  {c} = icmp ult {ty} {a}, {b}").unwrap();
                writeln!(body, "  {t} = select i1 {c}, {ty} {a}, {ty} {b}").unwrap();
            }
            5 => {
                let d = 1 + r.below((1 << bits) - 1);
                writeln!(
                    body,
                    "  {t} = udiv {ty} {a}, {}",
                    d as i64 - if d >> (bits - 1) != 0 { 1 << bits } else { 0 }
                )
                .unwrap();
            }
            x => {
                let op = ["and", "or", "xor", "add", "sub", "mul"]
                    [(x as usize - 6 + r.below(2) as usize) % 6];
                let op = if r.below(4) == 0 { "mul" } else { op };
                writeln!(body, "  {t} = {op} {ty} {a}, {b}").unwrap();
            }
        }
        vals[k].push(t.clone());
        // Store some of the values, in one of four forms.
        if r.below(2) == 0 && off + 8 <= OUT {
            n += 1;
            let p = format!("%t{n}");
            writeln!(
                body,
                "  {p} = getelementptr i8, ptr addrspace(1) %o, i32 {off}"
            )
            .unwrap();
            n += 1;
            let e = format!("%t{n}");
            match r.below(4) {
                0 => writeln!(body, "  store {ty} {t}, ptr addrspace(1) {p}, align 1").unwrap(),
                1 => {
                    writeln!(body, "  {e} = zext {ty} {t} to i32").unwrap();
                    writeln!(body, "  store i32 {e}, ptr addrspace(1) {p}, align 4").unwrap();
                }
                2 => {
                    writeln!(body, "  {e} = sext {ty} {t} to i32").unwrap();
                    writeln!(body, "  store i32 {e}, ptr addrspace(1) {p}, align 4").unwrap();
                }
                _ => {
                    writeln!(body, "  {e} = zext {ty} {t} to i64").unwrap();
                    writeln!(body, "  store i64 {e}, ptr addrspace(1) {p}, align 8").unwrap();
                }
            }
            off += 8;
        }
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %ib = mul i32 %id, 4
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %ib
  %w0 = load i32, ptr addrspace(1) %ip, align 4
  %ip1 = getelementptr i32, ptr addrspace(1) %ip, i32 1
  %w1 = load i32, ptr addrspace(1) %ip1, align 4
  %ip2 = getelementptr i32, ptr addrspace(1) %ip, i32 2
  %w2 = load i32, ptr addrspace(1) %ip2, align 4
  %ip3 = getelementptr i32, ptr addrspace(1) %ip, i32 3
  %w3 = load i32, ptr addrspace(1) %ip3, align 4
  %ob = mul i32 %id, {OUT}
  %o = getelementptr i8, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
"
    )
}

fn launch() -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "u32", "len": {}, "init": {{"random": 3, "min": 0, "max": 4294967295}}}},
    "out": {{"type": "u8", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        4 * LANES,
        OUT * LANES
    )
}

fn load(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(name)))
}

#[test]
fn generated_narrow_chains_match_interpreter() {
    for case in 0..6u64 {
        let src = kernel(0x2545_f491_4f6c_dd1d ^ (case * 7919 + 1));
        let name = format!("demanded_{case}.ll");
        let m = load(&name, &src);
        common::objects_match_interpreter(&name, &m, &launch(), common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    }
}

#[test]
fn unread_high_bits_need_no_extract() {
    let src = "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %o) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %a = getelementptr i32, ptr addrspace(1) %p, i32 %id
  %x = load i32, ptr addrspace(1) %a, align 4
  %t = trunc i32 %x to i8
  %s = shl i8 %t, 3
  %m = and i8 %s, 24
  %b = getelementptr i8, ptr addrspace(1) %o, i32 %id
  store i8 %m, ptr addrspace(1) %b, align 1
  ret void
}
";
    let dir = std::env::temp_dir().join(format!("gfxc-demanded-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let p = dir.join("k.ll");
    std::fs::write(&p, src).unwrap();
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
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
        assert_eq!(rc, 0, "{err}");
        let body: String = out
            .lines()
            .skip_while(|l| !l.contains("global_load"))
            .take_while(|l| !l.contains("global_store"))
            .collect::<Vec<_>>()
            .join("\n");
        assert!(!body.is_empty(), "{cpu}:\n{out}");
        assert!(!body.contains("bfe"), "{cpu}: extract left:\n{body}");
    }
    let launch = r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "in"}, {"buffer": "out"}],
  "buffers": {"in": {"type": "u32", "len": 64, "init": {"random": 9, "min": 0, "max": 4294967295}},
              "out": {"type": "u8", "len": 64, "init": {"fill": 0}}}}"#;
    let m = load("k.ll", src);
    common::objects_match_interpreter("k.ll", &m, launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll"))
    });
}
