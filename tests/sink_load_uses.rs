//! Pure consumers of a load moved to the one later block that uses them
//! (`lower::sink_load_uses`), so that the wait for the load comes after the branches in
//! between (Parboil fft `GPU_FFT_Global`: loaded values selected into a private array before
//! the `sin`/`cos` branches, used after them).
//!
//! Generated: for i32, i64, f32 and f64, a kernel whose loaded value feeds a select and an
//! addition in its block, then an if-then-else on a divergent or a uniform condition with
//! work on one side and nothing on the other, and a join that uses both; one variant runs it
//! in a loop (the consumers stay in the loop: same loop, fewer or equal executions), one
//! also uses a consumer inside the branch (two blocks of uses: nothing moves). All 13 target
//! modes against the interpreter. The assembly check: in the straight kernels the first
//! `s_waitcnt vmcnt` follows the first conditional branch or EXEC mask change (it precedes
//! it without the pass).

mod common;

const TYPES: &[(&str, &str, &str)] = &[
    ("i32", "add", "mul"),
    ("i64", "add", "mul"),
    ("float", "fadd", "fmul"),
    ("double", "fadd", "fmul"),
];

/// `@k_{name}_{div|uni}`: straight; `@l_{name}_{div|uni}`: in a loop of `%n` iterations;
/// `@m_{name}_{div|uni}`: a consumer also used inside the branch.
fn module() -> String {
    let mut m = String::from(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
",
    );
    for (ty, add, mul) in TYPES {
        let name = ty.replace("float", "f32").replace("double", "f64");
        let conv = match *ty {
            "i32" => "  %h0 = add i32 %t, 0\n".to_string(),
            "i64" => "  %h0 = zext i32 %t to i64\n".to_string(),
            _ => format!("  %h0 = uitofp i32 %t to {ty}\n"),
        };
        let one = if ty.starts_with('i') { "3" } else { "3.0" };
        for (cv, cond) in [
            ("div", "  %tb = and i32 %t, 1\n  %c = icmp eq i32 %tb, 0\n"),
            ("uni", "  %c = icmp sgt i32 %n, 2\n"),
        ] {
            let heavy = format!(
                "{conv}  %h1 = {mul} {ty} %h0, %h0
  %h2 = {add} {ty} %h1, %h0
  %h3 = {mul} {ty} %h2, %h1
  %h4 = {add} {ty} %h3, {one}
"
            );
            for variant in ["k", "l", "m"] {
                let (head, latch, extra_use) = match variant {
                    "l" => (
                        "  br label %loop\nloop:\n  %j = phi i32 [ 0, %entry ], [ %j1, %join ]\n  %acc = phi {ty} [ %other, %entry ], [ %r, %join ]\n",
                        "  %j1 = add i32 %j, 1\n  %more = icmp ult i32 %j1, %n\n  br i1 %more, label %loop, label %exit\nexit:\n",
                        "",
                    ),
                    "m" => ("  %acc = add i32 0, 0\n", "", "  %hx = {add} {ty} %h4, %x\n"),
                    _ => ("  %acc = add i32 0, 0\n", "", ""),
                };
                let acc = if variant == "l" { "%acc" } else { "%other" };
                let hv = if variant == "m" { "%hx" } else { "%h4" };
                let head = head.replace("{ty}", ty);
                let extra_use = extra_use.replace("{add}", add).replace("{ty}", ty);
                m += &format!(
                    "
define amdgpu_kernel void @{variant}_{name}_{cv}(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr {ty}, ptr addrspace(1) %in, i32 %t
  %t64 = add i32 %t, 64
  %q = getelementptr {ty}, ptr addrspace(1) %in, i32 %t64
  %other = load {ty}, ptr addrspace(1) %q
{cond}{head}  %v = load {ty}, ptr addrspace(1) %p
  %x = select i1 %c, {ty} %v, {ty} {acc}
  %y = {add} {ty} %v, {one}
  br i1 %c, label %work, label %join
work:
{heavy}{extra_use}  br label %join
join:
  %h = phi {ty} [ {hv}, %work ], [ {one}, %{from} ]
  %s = {add} {ty} %x, %y
  %r = {add} {ty} %s, %h
{latch}  %o = getelementptr {ty}, ptr addrspace(1) %out, i32 %t
  store {ty} %r, ptr addrspace(1) %o
  ret void
}}
",
                    from = if variant == "l" { "loop" } else { "entry" },
                );
            }
        }
    }
    m
}

fn launch(kernel: &str, ty: &str) -> String {
    let (bt, init) = if ty.starts_with('f') {
        (ty, r#"{"random": 9, "min": -100, "max": 100}"#)
    } else {
        (ty, r#"{"random": 9, "min": -100000, "max": 100000}"#)
    };
    format!(
        r#"{{"kernel": "{kernel}", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": 3}}],
  "buffers": {{
    "in": {{"type": "{bt}", "len": 128, "init": {init}}},
    "out": {{"type": "{bt}", "len": 64, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

#[test]
fn sunk_consumers_match_interpreter() {
    let src = module();
    for (ty, _, _) in TYPES {
        let name = ty.replace("float", "f32").replace("double", "f64");
        for variant in ["k", "l", "m"] {
            for cv in ["div", "uni"] {
                let k = format!("{variant}_{name}_{cv}");
                common::ll_matches_interpreter(&format!("{k}.ll"), &src, &launch(&k, &name));
            }
        }
    }
}

#[test]
fn wait_after_the_branch() {
    let src = module();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.ll")));
    let mut bad = Vec::new();
    for (mode, asm) in common::asm_per_mode(&m) {
        for (ty, _, _) in TYPES {
            let name = ty.replace("float", "f32").replace("double", "f64");
            for cv in ["div", "uni"] {
                let k = format!("k_{name}_{cv}");
                let Some(start) = asm.find(&format!("\n{k}:")) else {
                    bad.push(format!("{mode}: no {k}"));
                    continue;
                };
                let body = &asm[start..];
                let body = &body[..body.find("s_endpgm").unwrap_or(body.len())];
                let wait = body.find("s_waitcnt vmcnt");
                // A uniform branch, or the EXEC mask of a divergent one (a short region is
                // not skipped, so it may have no branch).
                let branch = ["s_cbranch", "saveexec"]
                    .iter()
                    .filter_map(|p| body.find(p))
                    .min();
                if !matches!((wait, branch), (Some(w), Some(b)) if w > b) {
                    bad.push(format!(
                        "{mode} {k}: first vmcnt wait at {wait:?}, branch at {branch:?}"
                    ));
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
