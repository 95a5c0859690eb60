//! Loop-carried values passed on by a branch inside the loop: the shape of Parboil stencil
//! `block2D_reg_tiling` (`opencl_mxpa`; written here, not its code). Two values loaded before
//! the loop, `cur` and `prev`, are carried around it; on the `then` path of a branch in the
//! body they shift (`prev = cur`, `cur = load`), on the other path they stay. In SSA the
//! latch has two parameters (`prev.n = [cur, prev]`, `cur.n = [t, cur]`) that the back edge
//! passes to the header's (`prev`, `cur`). regalloc2 joins block parameters with their
//! arguments greedily in the order of the argument's vreg number; joining `cur` with
//! `prev.n` (the `then` edge) first left a move on the other path and on the back edge of
//! every iteration (`v_mov` pairs, each copy of a value still loading behind its own
//! `s_waitcnt`). `gfxc_regalloc::view::join_order` numbers the back-edge arguments first.
//!
//! Generated over i32/i64/f32/f64, three branch conditions (loop-invariant divergent,
//! divergent varying per iteration, uniform) and two trip counts (uniform per wave with a
//! zero-trip work-group; divergent per lane, zero for some lanes), guarded as clang emits
//! loops: every case on all 13 target modes against the interpreter. On gfx900, gfx90a and
//! gfx1100 the loop of the uniform-trip, invariant-condition case (the stencil's) moves at
//! most the one shift of the `then` path: no move on the other path or on the back edge; and
//! every loop ends in one conditional branch back (the counter's back-edge move hoisted into
//! the latch, `gfxc_emit::back_edge_moves`).

mod common;
use common::*;

const TYPES: [&str; 4] = ["i32", "i64", "float", "double"];
const CONDS: [&str; 3] = ["inv", "alt", "uni"];
const TRIPS: [&str; 2] = ["uniform", "divergent"];

fn dwords(ty: &str) -> usize {
    if ty == "i64" || ty == "double" {
        2
    } else {
        1
    }
}

fn kernel(ty: &str, cond: &str, trip: &str) -> String {
    let float = ty == "float" || ty == "double";
    let (add, mul) = if float {
        ("fadd", "fmul")
    } else {
        ("add", "mul")
    };
    let cond_ir = match cond {
        // Loop-invariant, divergent (the stencil's bounds test).
        "inv" => "  %ca = and i32 %tid, 2\n  %c = icmp ne i32 %ca, 0\n",
        // Divergent, changes every iteration.
        "alt" => "  %ca = add i32 %k, %tid\n  %cb = and i32 %ca, 1\n  %c = icmp eq i32 %cb, 0\n",
        // Uniform, changes every iteration.
        _ => "  %ca = and i32 %k, 1\n  %c = icmp eq i32 %ca, 0\n",
    };
    let trip_ir = match trip {
        // Uniform per wave: work-group 1 runs no iteration.
        "uniform" => {
            "  %gz = and i32 %gid, 1\n  %gm = mul i32 %gz, %narg\n  %n = sub i32 %narg, %gm\n"
        }
        // Per lane: narg - 1 .. narg + 2 iterations.
        _ => "  %tq = and i32 %tid, 3\n  %tn = add i32 %narg, %tq\n  %n = sub i32 %tn, 1\n",
    };
    format!(
        "define amdgpu_kernel void @k(ptr addrspace(1) noalias %a, ptr addrspace(1) noalias %out, ptr addrspace(1) noalias %fin, i32 %narg) {{
entry:
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %c0 = add i32 %base, %tid
  %i0 = sext i32 %c0 to i64
  %q0 = getelementptr inbounds {ty}, ptr addrspace(1) %a, i64 %i0
  %prev0 = load {ty}, ptr addrspace(1) %q0
  %c1 = add i32 %c0, 128
  %i1 = sext i32 %c1 to i64
  %q1 = getelementptr inbounds {ty}, ptr addrspace(1) %a, i64 %i1
  %cur0 = load {ty}, ptr addrspace(1) %q1
{trip_ir}  %any = icmp sgt i32 %n, 0
  br i1 %any, label %loop, label %exit
loop:
  %k = phi i32 [ 0, %entry ], [ %k1, %latch ]
  %cur = phi {ty} [ %cur0, %entry ], [ %cur.n, %latch ]
  %prev = phi {ty} [ %prev0, %entry ], [ %prev.n, %latch ]
  %k1 = add i32 %k, 1
{cond_ir}  br i1 %c, label %then, label %latch
then:
  %row = mul i32 %k1, 128
  %ct = add i32 %row, %c1
  %it = sext i32 %ct to i64
  %qt = getelementptr inbounds {ty}, ptr addrspace(1) %a, i64 %it
  %t = load {ty}, ptr addrspace(1) %qt
  %s = {add} {ty} %prev, %t
  %r = {mul} {ty} %s, %cur
  %co = add i32 %row, %c0
  %io = sext i32 %co to i64
  %qo = getelementptr inbounds {ty}, ptr addrspace(1) %out, i64 %io
  store {ty} %r, ptr addrspace(1) %qo
  br label %latch
latch:
  %prev.n = phi {ty} [ %cur, %then ], [ %prev, %loop ]
  %cur.n = phi {ty} [ %t, %then ], [ %cur, %loop ]
  %done = icmp eq i32 %k, %n.m1
  br i1 %done, label %exit, label %loop
exit:
  %pf = phi {ty} [ %prev0, %entry ], [ %prev.n, %latch ]
  %cf = phi {ty} [ %cur0, %entry ], [ %cur.n, %latch ]
  %qf = getelementptr inbounds {ty}, ptr addrspace(1) %fin, i64 %i0
  store {ty} %pf, ptr addrspace(1) %qf
  %i2 = add i64 %i0, 128
  %qg = getelementptr inbounds {ty}, ptr addrspace(1) %fin, i64 %i2
  store {ty} %cf, ptr addrspace(1) %qg
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
"
    )
    .replace("%n.m1", "%nm1")
    .replace(
        "  %any = icmp sgt i32 %n, 0\n",
        "  %any = icmp sgt i32 %n, 0\n  %nm1 = add i32 %n, -1\n",
    )
}

/// 128 work-items in two groups of 64; `narg` = 4 (uniform trips: 4 and 0; divergent:
/// 3..6 per lane); `a` holds the rows the loop reads.
fn launch(ty: &str) -> String {
    let t = match ty {
        "float" => "f32",
        "double" => "f64",
        t => t,
    };
    let (min, max) = if t.starts_with('f') {
        (-4, 4)
    } else {
        (-1000, 1000)
    };
    format!(
        r#"{{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "o"}}, {{"buffer": "f"}}, {{"i32": 4}}],
  "buffers": {{"a": {{"type": "{t}", "len": 1024, "init": {{"random": 7, "min": {min}, "max": {max}}}}},
              "o": {{"type": "{t}", "len": 1024, "init": {{"fill": 0}}}},
              "f": {{"type": "{t}", "len": 256, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#
    )
}

#[test]
fn loop_carried_shifts_match_interpreter() {
    for ty in TYPES {
        for cond in CONDS {
            for trip in TRIPS {
                let name = format!("loop_carried_{ty}_{cond}_{trip}.ll");
                ll_matches_interpreter(&name, &kernel(ty, cond, trip), &launch(ty));
            }
        }
    }
}

/// Dwords a VGPR move instruction copies (0: not a VGPR move).
fn moved_dwords(line: &str) -> usize {
    let op = line.split_whitespace().next().unwrap_or("");
    match op {
        "v_mov_b32_e32" | "v_mov_b32_e64" | "v_mov_b32" => 1,
        "v_pk_mov_b32" | "v_mov_b64" | "v_mov_b64_e32" => 2,
        _ => 0,
    }
}

#[test]
fn only_the_then_path_moves() {
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        for ty in TYPES {
            let src = kernel(ty, "inv", "uniform");
            let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
                .unwrap_or_else(|d| panic!("{}", d.render("k.ll")));
            let text = gfxc::compile::compile_module_asm(&m, &target_with(cpu, ""))
                .map_err(|d| d.render("k.ll"))
                .unwrap();
            let lines: Vec<&str> = text.lines().map(|l| l.trim_start()).collect();
            // The loop: from the target of the last backward branch to that branch.
            let mut lp = None;
            for (i, l) in lines.iter().enumerate() {
                if l.starts_with("s_cbranch") || l.starts_with("s_branch") {
                    let label = l.split_whitespace().last().unwrap();
                    if let Some(h) = lines[..i].iter().position(|x| *x == format!("{label}:")) {
                        lp = Some((h, i));
                    }
                }
            }
            let (head, back) = lp.unwrap_or_else(|| panic!("{cpu} {ty}: no loop\n{text}"));
            let moved: usize = lines[head..back].iter().map(|l| moved_dwords(l)).sum();
            // The `then` path shifts two values; nothing else in the loop moves.
            assert!(
                moved <= 2 * dwords(ty),
                "{cpu} {ty}: {moved} dwords moved in the loop (at most {})\n{text}",
                2 * dwords(ty)
            );
        }
    }
}

/// The loop ends in one conditional branch back to its header: the counter's move on the
/// back edge (`i` and `i + 1` both live until the exit test) runs in the latch before the
/// branch (`gfxc_emit::back_edge_moves`), not in an edge block with an `s_branch` of its own.
#[test]
fn one_branch_per_iteration() {
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        for ty in TYPES {
            for cond in CONDS {
                for trip in TRIPS {
                    let src = kernel(ty, cond, trip);
                    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
                        .unwrap_or_else(|d| panic!("{}", d.render("k.ll")));
                    let text = gfxc::compile::compile_module_asm(&m, &target_with(cpu, ""))
                        .map_err(|d| d.render("k.ll"))
                        .unwrap();
                    let lines: Vec<&str> = text.lines().map(|l| l.trim_start()).collect();
                    let mut backs = Vec::new();
                    for (i, l) in lines.iter().enumerate() {
                        if l.starts_with("s_cbranch") || l.starts_with("s_branch") {
                            let label = l.split_whitespace().last().unwrap();
                            if lines[..i].iter().any(|x| *x == format!("{label}:")) {
                                backs.push(*l);
                            }
                        }
                    }
                    let what = format!("{cpu} {ty} {cond} {trip}");
                    assert_eq!(
                        backs.len(),
                        1,
                        "{what}: backward branches {backs:?}\n{text}"
                    );
                    assert!(
                        backs[0].starts_with("s_cbranch"),
                        "{what}: the loop ends in {:?}\n{text}",
                        backs[0]
                    );
                }
            }
        }
    }
}
