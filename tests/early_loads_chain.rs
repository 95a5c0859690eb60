//! Loads issued early (`isel/src/early_loads.rs`) in a stencil loop, the shape of Rodinia's
//! `hotspotOpt1` and Parboil's `block2D_reg_tiling` (written here, not their code): each
//! iteration loads N neighbours of `a[c]`, accumulates them with multiply-adds together with
//! two loop-carried values, then loads `p[c]`, whose 64-bit index also addresses the store
//! `out[c]`. The loop-carried values are registers with two definitions, so
//! `isel/src/sink_load_uses.rs` cannot move the chain below the loads; only moving the loads
//! up issues them all before the first wait. Moved together, the loads add VGPR pressure
//! (results and the shared 64-bit index live longer); with the cap on the pressure a move
//! may add (`MAX_ADDED`) at 4 dwords the load of `p[c]` stayed behind the chain, so every
//! iteration waited for the neighbours, then issued it and waited again: two memory
//! latencies per iteration instead of one (issue 19: the largest estimated-cycle excess of
//! the external corpus, `docs/quality-external.md`).
//!
//! Generated over N = 2..=6 neighbours and f32/f64 elements: every case on all 13 target
//! modes against the interpreter; on gfx900, gfx90a and gfx1100 the assembly of the loop
//! shows one wait for all loads of an iteration (f32; f64 up to N = 4).

mod common;
use common::*;

fn kernel(n: usize, ty: &str) -> String {
    let mut s = format!(
        "define amdgpu_kernel void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %p, ptr addrspace(1) noalias %out, i32 %nz, i32 %xy) {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %c0 = add i32 %base, %tid
  %i0 = sext i32 %c0 to i64
  %q0 = getelementptr inbounds {ty}, ptr addrspace(1) %a, i64 %i0
  %t0 = load {ty}, ptr addrspace(1) %q0
"
    );
    for j in 0..n {
        s += &format!("  %m{j}.0 = add i32 %c0, {}\n", j + 1);
    }
    s += &format!(
        "  br label %loop
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %loop ]
  %c = phi i32 [ %c0, %entry ], [ %cn, %loop ]
  %t1 = phi {ty} [ %t0, %entry ], [ %l0, %loop ]
  %t2 = phi {ty} [ %t0, %entry ], [ %t1, %loop ]
"
    );
    for j in 0..n {
        s += &format!("  %m{j} = phi i32 [ %m{j}.0, %entry ], [ %m{j}.n, %loop ]\n");
    }
    for j in 0..n {
        let w = format!("{:.6}", 1.5 + j as f64 * 0.25);
        s += &format!(
            "  %x{j} = sext i32 %m{j} to i64
  %g{j} = getelementptr inbounds {ty}, ptr addrspace(1) %a, i64 %x{j}
  %l{j} = load {ty}, ptr addrspace(1) %g{j}
"
        );
        if j == 0 {
            s += &format!("  %s0 = fmul {ty} %l0, {w}\n");
        } else {
            s += &format!(
                "  %s{j} = call {ty} @llvm.fmuladd.{}({ty} %l{j}, {ty} {w}, {ty} %s{})\n",
                ty,
                j - 1
            );
        }
    }
    s += &format!(
        "  %u = call {ty} @llvm.fmuladd.{ty}({ty} %t2, {ty} 2.5e-1, {ty} %s{})
  %v = call {ty} @llvm.fmuladd.{ty}({ty} %t1, {ty} 7.5e-1, {ty} %u)
  %ic = sext i32 %c to i64
  %gp = getelementptr inbounds {ty}, ptr addrspace(1) %p, i64 %ic
  %lp = load {ty}, ptr addrspace(1) %gp
  %r = call {ty} @llvm.fmuladd.{ty}({ty} %lp, {ty} 5.0e-1, {ty} %v)
  %go = getelementptr inbounds {ty}, ptr addrspace(1) %out, i64 %ic
  store {ty} %r, ptr addrspace(1) %go
  %cn = add i32 %c, %xy
",
        n - 1
    );
    for j in 0..n {
        s += &format!("  %m{j}.n = add i32 %m{j}, %xy\n");
    }
    s += &format!(
        "  %k1 = add i32 %k, 1
  %done = icmp eq i32 %k1, %nz
  br i1 %done, label %exit, label %loop
exit:
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare {ty} @llvm.fmuladd.{ty}({ty}, {ty}, {ty})
"
    );
    s.replace("{ty}", ty)
        .replace("fmuladd.float", "fmuladd.f32")
        .replace("fmuladd.double", "fmuladd.f64")
}

fn module(n: usize, ty: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &kernel(n, ty))
        .unwrap_or_else(|d| panic!("{}", d.render("k.ll")))
}

/// 128 work-items, 3 iterations, rows of 128 elements (`a` has a spare row and a margin
/// for the neighbours).
fn launch(ty: &str) -> String {
    let t = if ty == "double" { "f64" } else { "f32" };
    format!(
        r#"{{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "p"}}, {{"buffer": "o"}}, {{"i32": 3}}, {{"i32": 128}}],
  "buffers": {{"a": {{"type": "{t}", "len": 520, "init": {{"random": 3, "min": -10, "max": 10}}}},
              "p": {{"type": "{t}", "len": 384, "init": {{"random": 4, "min": -10, "max": 10}}}},
              "o": {{"type": "{t}", "len": 384, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#
    )
}

#[test]
fn stencil_loops_match_interpreter() {
    for ty in ["float", "double"] {
        for n in 2..=6 {
            let m = module(n, ty);
            let name = format!("early_loads_chain_{ty}_{n}.ll");
            objects_match_interpreter(&name, &m, &launch(ty), ALL_TARGETS, |t| {
                gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
            });
        }
    }
}

#[test]
fn one_wait_per_iteration() {
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        for (ty, max_n) in [("float", 6), ("double", 4)] {
            for n in 2..=max_n {
                let text = gfxc::compile::compile_module_asm(&module(n, ty), &target_with(cpu, ""))
                    .map_err(|d| d.render("k.ll"))
                    .unwrap();
                let lines: Vec<&str> = text.lines().map(|l| l.trim_start()).collect();
                // The loop: from the target of the backward branch to the branch.
                let back = lines
                    .iter()
                    .rposition(|l| l.starts_with("s_cbranch") || l.starts_with("s_branch"))
                    .unwrap();
                let label = lines[back].split_whitespace().last().unwrap();
                let head = lines
                    .iter()
                    .position(|l| *l == format!("{label}:"))
                    .unwrap_or_else(|| panic!("{cpu} {ty} n={n}: no loop\n{text}"));
                assert!(head < back, "{cpu} {ty} n={n}: no backward branch\n{text}");
                let body = &lines[head..back];
                let loads = body.iter().filter(|l| l.starts_with("global_load")).count();
                assert_eq!(loads, n + 1, "{cpu} {ty} n={n}:\n{text}");
                let last_load = body
                    .iter()
                    .rposition(|l| l.starts_with("global_load"))
                    .unwrap();
                let first_wait = body
                    .iter()
                    .position(|l| l.starts_with("s_waitcnt") && l.contains("vmcnt"))
                    .unwrap_or_else(|| panic!("{cpu} {ty} n={n}: no wait\n{text}"));
                assert!(
                    last_load < first_wait,
                    "{cpu} {ty} n={n}: a load issues after the first wait of the loop\n{text}"
                );
            }
        }
    }
}
