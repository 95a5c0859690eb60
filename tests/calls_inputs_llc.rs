//! Where a device function receives each kernel input, against llc-19 (the ABI oracle,
//! AMDGPUUsage "AMDGPU Calling Convention": fixed-ABI SGPR/VGPR inputs).
//!
//! For each input, llc-19 compiles a kernel calling an internal `noinline` function that
//! reads it; the callee's `liveins` after instruction selection (`-stop-after=finalize-isel`),
//! less its i32 argument in v0, are the registers the input arrives in; for the implicit
//! argument pointer, the kernel's `s_add_u32 s8, kernarg, N` gives the hidden-block offset
//! it passes. The figures are committed (`tests/golden/llc_call_inputs.tsv`) so `cargo test`
//! needs no LLVM; with llc-19 they are re-made and must be equal (`GFXC_BLESS=1` rewrites).
//! gfxc's callee (the same function in gfxc IR) must define its inputs at entry in the same
//! registers, except where docs/calls.md documents an equivalent: gfxc reads the dispatch
//! packet's fields from their copies in the hidden block (s[8:9], not llc-19's s[4:5]) and
//! the apertures from the hidden block on every generation (llc-19: `src_shared_base` on
//! GFX9+, no input). The queue pointer, dispatch id and LDS kernel id have no gfxc IR
//! operation (rows kept as measurements).

mod common;

use common::{llvm_tool, target_with};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::process::Command;

const GOLDEN: &str = "tests/golden/llc_call_inputs.tsv";
const TARGETS: &[&str] = &["gfx803", "gfx900", "gfx90a", "gfx1100"];

/// (row, LLVM IR of the callee's body reading the input into i32 %v, gfxc IR of the same,
/// the value in v1).
fn rows() -> Vec<(&'static str, String, Option<String>)> {
    let mut r = Vec::new();
    let ptr_row = |intr: &str| {
        format!(
            "%p = call ptr addrspace(4) @llvm.amdgcn.{intr}()\n  %q = getelementptr i8, ptr addrspace(4) %p, i64 12\n  %v = load i32, ptr addrspace(4) %q"
        )
    };
    let ptr_gir = |op: &str| {
        format!(
            "    v9 = {op}\n    v8 = iconst.i64 12\n    v7 = ptradd v9, v8\n    v1 = load.i32 v7\n"
        )
    };
    r.push((
        "implicitarg.ptr",
        ptr_row("implicitarg.ptr"),
        Some(ptr_gir("implicitarg_ptr")),
    ));
    r.push((
        "dispatch.ptr",
        ptr_row("dispatch.ptr"),
        Some(ptr_gir("dispatch_ptr")),
    ));
    r.push(("queue.ptr", ptr_row("queue.ptr"), None));
    for (d, x) in ["x", "y", "z"].iter().enumerate() {
        let _ = d;
        r.push((
            ["workgroup.id.x", "workgroup.id.y", "workgroup.id.z"][d],
            format!("%v = call i32 @llvm.amdgcn.workgroup.id.{x}()"),
            Some(format!("    v1 = workgroup_id {x}\n")),
        ));
        r.push((
            ["workitem.id.x", "workitem.id.y", "workitem.id.z"][d],
            format!("%v = call i32 @llvm.amdgcn.workitem.id.{x}()"),
            Some(format!("    v1 = workitem_id {x}\n")),
        ));
    }
    r.push((
        "dispatch.id",
        "%w = call i64 @llvm.amdgcn.dispatch.id()\n  %v = trunc i64 %w to i32".into(),
        None,
    ));
    r.push((
        "lds.kernel.id",
        "%v = call i32 @llvm.amdgcn.lds.kernel.id()".into(),
        None,
    ));
    r.push((
        "workgroup size x",
        "%p = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()\n  %q = getelementptr i8, ptr addrspace(4) %p, i64 12\n  %h = load i16, ptr addrspace(4) %q\n  %v = zext i16 %h to i32".into(),
        Some("    v1 = workgroup_size x\n".into()),
    ));
    r
}

fn ll_module(body: &str) -> String {
    format!(
        "define internal i32 @f(i32 %x) noinline {{\n  {body}\n  %s = add i32 %v, %x\n  ret i32 %s\n}}\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %a, i64 %b) {{\n  \
         %r = call i32 @f(i32 %a)\n  store i32 %r, ptr addrspace(1) %out\n  ret void\n}}\n"
    )
}

fn gir_module(body: &str) -> String {
    format!(
        "function @f(v0: i32) -> i32 noinline {{\nblock0:\n{body}    v2 = add.i32 v1, v0\n    return v2\n}}\n\n\
         kernel @k(v0: ptr.global, v1: i32, v2: i64) {{\nblock0:\n    v3 = call @f(v1)\n    store v3, v0\n    return\n}}\n"
    )
}

/// `$sgpr8_sgpr9` -> `s[8:9]`, `$vgpr31` -> `v31`.
fn reg_name(llvm: &str) -> String {
    let parts: Vec<&str> = llvm.trim_start_matches('$').split('_').collect();
    let num = |p: &str, pre: &str| p.trim_start_matches(pre).parse::<u32>().unwrap();
    let (pre, f) = if parts[0].starts_with("sgpr") {
        ("sgpr", "s")
    } else {
        ("vgpr", "v")
    };
    let a = num(parts[0], pre);
    if parts.len() == 1 {
        format!("{f}{a}")
    } else {
        format!("{f}[{a}:{}]", num(parts[parts.len() - 1], pre))
    }
}

/// llc-19's rows: (target, row) -> "callee inputs; kernel hidden offset".
fn live() -> BTreeMap<(String, String), String> {
    let dir = std::env::temp_dir().join(format!("gfxc_call_inputs_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut out = BTreeMap::new();
    for &cpu in TARGETS {
        for (row, ll, _) in rows() {
            let path = dir.join("in.ll");
            std::fs::write(&path, ll_module(&ll)).unwrap();
            let run = |extra: &[&str]| {
                let o = Command::new("llc-19")
                    .args(["-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")])
                    .args(extra)
                    .arg(&path)
                    .args(["-o", "-"])
                    .output()
                    .unwrap();
                assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
                String::from_utf8(o.stdout).unwrap()
            };
            let mir = run(&["-stop-after=finalize-isel"]);
            // The callee comes first; its liveins list ends at `frameInfo:`.
            let f = &mir[mir.find("name:            f").unwrap()..];
            let f = &f[f.find("liveins:").unwrap()..f.find("frameInfo:").unwrap()];
            let regs: Vec<String> = f
                .lines()
                .filter_map(|l| l.split("reg: '").nth(1))
                .map(|l| reg_name(l.split('\'').next().unwrap()))
                .filter(|r| r != "v0")
                .collect();
            let asm = run(&[]);
            let hidden = asm
                .lines()
                .map(str::trim)
                .find(|l| l.starts_with("s_add_u32 s8, "))
                .and_then(|l| l.rsplit(", ").next())
                .unwrap_or("-")
                .to_string();
            out.insert(
                (cpu.to_string(), row.to_string()),
                format!("{}; s8 = kernarg + {hidden}", regs.join(",")),
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn read_golden() -> BTreeMap<(String, String), String> {
    let text = std::fs::read_to_string(common::root().join(GOLDEN)).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            ((f[0].to_string(), f[1].to_string()), f[2].to_string())
        })
        .collect()
}

#[test]
fn input_registers_golden_matches_llc19_live() {
    if !llvm_tool("llc-19") {
        return;
    }
    let live = live();
    if std::env::var("GFXC_BLESS").as_deref() == Ok("1") {
        let mut s = String::from(
            "# llc-19: registers a noinline callee receives each input in (liveins less v0), and the kernel's s8 (tests/calls_inputs_llc.rs)\n",
        );
        for ((a, b), v) in &live {
            writeln!(s, "{a}\t{b}\t{v}").unwrap();
        }
        std::fs::write(common::root().join(GOLDEN), s).unwrap();
    }
    assert_eq!(
        live,
        read_golden(),
        "llc-19 disagrees with {GOLDEN} (GFXC_BLESS=1 rewrites it)"
    );
}

/// gfxc's entry registers of the callee, `s[8:9]` style, less its argument in v0.
fn gfxc_inputs(cpu: &str, gir: &str) -> (Vec<String>, String) {
    let t = target_with(cpu, "");
    let m = common::gir_module(&gir_module(gir));
    let lm = gfxc_isel::lower::pipeline::lower_module(&m, &t).unwrap();
    let (i, f) = lm
        .module
        .functions
        .iter()
        .enumerate()
        .find(|(_, (_, f))| f.name == "f")
        .map(|(i, (_, f))| (i, f))
        .expect("@f stays a call");
    let mf = gfxc_isel::select_kernel(&lm.module, f, &t, &lm.kernels[i]).unwrap();
    let entry = &mf.blocks[0].insts[0];
    let regs = entry
        .fixed
        .iter()
        .map(|r| {
            let p = if r.file == gfxc::isa::regs::RegFile::Sgpr {
                "s"
            } else {
                "v"
            };
            if r.count == 1 {
                format!("{p}{}", r.index)
            } else {
                format!("{p}[{}:{}]", r.index, r.index + r.count as u16 - 1)
            }
        })
        .filter(|r| r != "v0")
        .collect();
    // The kernel's hidden-block offset added to its kernarg pointer for s[8:9].
    let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
    let k = &asm[asm.find("\nk:").unwrap()..];
    // (`s_add_u32 lo, kernarg lo, N` + `s_addc_u32 hi, kernarg hi, 0`: the first 64-bit
    // add of a constant in the kernel.)
    let lines: Vec<&str> = k.lines().map(str::trim).collect();
    let hidden = lines
        .windows(2)
        .find(|w| {
            w[0].starts_with("s_add_u32 ")
                && w[0]
                    .rsplit(", ")
                    .next()
                    .is_some_and(|n| n.parse::<u32>().is_ok())
                && w[1].starts_with("s_addc_u32 ")
                && w[1].ends_with(", 0")
        })
        .and_then(|w| w[0].rsplit(", ").next())
        .unwrap_or("-")
        .to_string();
    (regs, hidden)
}

/// gfxc's callee receives each input where llc-19's does (the golden), with the documented
/// equivalents; the kernel passes the same implicit-argument pointer (kernarg + 24).
#[test]
fn callee_inputs_arrive_where_llc19_passes_them() {
    let golden = read_golden();
    let mut fails = Vec::new();
    for &cpu in TARGETS {
        for (row, _, gir) in rows() {
            let Some(gir) = gir else { continue };
            let want = &golden[&(cpu.to_string(), row.to_string())];
            let (want_regs, want_hidden) = want.split_once("; s8 = kernarg + ").unwrap();
            // gfxc's equivalents (docs/calls.md): the dispatch packet and the workgroup
            // size from the hidden block, in s[8:9].
            let want_regs = match row {
                "dispatch.ptr" => "s[8:9]",
                _ => want_regs,
            };
            let (regs, hidden) = gfxc_inputs(cpu, &gir);
            if regs.join(",") != want_regs {
                fails.push(format!("{cpu} {row}: gfxc {regs:?}, llc-19 {want_regs}"));
            }
            if want_regs.contains("s[8:9]") && hidden != want_hidden {
                fails.push(format!(
                    "{cpu} {row}: kernarg + {hidden}, llc-19 + {want_hidden}"
                ));
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
