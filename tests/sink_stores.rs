//! Stores moved below the loads of other objects that follow them (`lower::sink_stores`), so
//! that the loads of two LDS variables are issued before the first store (Parboil
//! `histo_prescan`: `Avg[t] += Avg[t + s]; StdDev[t] += StdDev[t + s];`).
//!
//! Generated: kernels over two LDS variables of every element type i32, i64, f32 (the
//! combined update `A[t] op= A[t + s]; B[t] op= B[t + s]` with barriers between the steps,
//! as a tree reduction, and straight-line), a store followed by a load of the same variable
//! from the neighbouring lane (which must not move: the load reads the other lane's store;
//! the test fails when the store sinks below loads of its own variable),
//! and a global store followed by an LDS load (another memory); all 13 target modes against
//! the interpreter. The assembly check: after the last barrier of the straight-line kernel,
//! no LDS read follows the first LDS write (it fails with the stores left in place).

mod common;

const TYPES: &[(&str, &str)] = &[("i32", "add"), ("i64", "add"), ("float", "fadd")];

fn module() -> String {
    let mut m = String::from(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
",
    );
    for (ty, op) in TYPES {
        let name = ty.replace("float", "f32");
        m += &format!(
            "@A.{name} = internal addrspace(3) global [128 x {ty}] poison, align 8
@B.{name} = internal addrspace(3) global [128 x {ty}] poison, align 8

; A tree reduction of both variables (t < 64: the first wave in wave64, two in wave32).
define amdgpu_kernel void @red_{name}(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr {ty}, ptr addrspace(1) %in, i32 %t
  %a = load {ty}, ptr addrspace(1) %pa
  %t2 = add i32 %t, 128
  %pb = getelementptr {ty}, ptr addrspace(1) %in, i32 %t2
  %b = load {ty}, ptr addrspace(1) %pb
  %la = getelementptr [128 x {ty}], ptr addrspace(3) @A.{name}, i32 0, i32 %t
  %lb = getelementptr [128 x {ty}], ptr addrspace(3) @B.{name}, i32 0, i32 %t
  store {ty} %a, ptr addrspace(3) %la
  store {ty} %b, ptr addrspace(3) %lb
  br label %loop
loop:
  %s = phi i32 [ 64, %entry ], [ %s1, %next ]
  call void @llvm.amdgcn.s.barrier()
  %act = icmp ult i32 %t, %s
  br i1 %act, label %sum, label %next
sum:
  %u = add i32 %t, %s
  %ua = getelementptr [128 x {ty}], ptr addrspace(3) @A.{name}, i32 0, i32 %u
  %ub = getelementptr [128 x {ty}], ptr addrspace(3) @B.{name}, i32 0, i32 %u
  %x0 = load {ty}, ptr addrspace(3) %la
  %x1 = load {ty}, ptr addrspace(3) %ua
  %x = {op} {ty} %x0, %x1
  store {ty} %x, ptr addrspace(3) %la
  %y0 = load {ty}, ptr addrspace(3) %lb
  %y1 = load {ty}, ptr addrspace(3) %ub
  %y = {op} {ty} %y0, %y1
  store {ty} %y, ptr addrspace(3) %lb
  br label %next
next:
  %s1 = lshr i32 %s, 1
  %more = icmp ne i32 %s1, 0
  br i1 %more, label %loop, label %done
done:
  call void @llvm.amdgcn.s.barrier()
  %ra = load {ty}, ptr addrspace(3) %la
  %rb = load {ty}, ptr addrspace(3) %lb
  %oa = getelementptr {ty}, ptr addrspace(1) %out, i32 %t
  store {ty} %ra, ptr addrspace(1) %oa
  %ob = getelementptr {ty}, ptr addrspace(1) %out, i32 %t2
  store {ty} %rb, ptr addrspace(1) %ob
  ret void
}}

; Straight line: one combined step, whose store of B the neighbouring lane reads back (same
; variable: the store stays above that load), and a global store before an LDS load.
define amdgpu_kernel void @line_{name}(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
entry:
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr {ty}, ptr addrspace(1) %in, i32 %t
  %a = load {ty}, ptr addrspace(1) %pa
  %t2 = add i32 %t, 128
  %pb = getelementptr {ty}, ptr addrspace(1) %in, i32 %t2
  %b = load {ty}, ptr addrspace(1) %pb
  %la = getelementptr [128 x {ty}], ptr addrspace(3) @A.{name}, i32 0, i32 %t
  %lb = getelementptr [128 x {ty}], ptr addrspace(3) @B.{name}, i32 0, i32 %t
  store {ty} %a, ptr addrspace(3) %la
  store {ty} %b, ptr addrspace(3) %lb
  call void @llvm.amdgcn.s.barrier()
  %u = xor i32 %t, 64
  %ua = getelementptr [128 x {ty}], ptr addrspace(3) @A.{name}, i32 0, i32 %u
  %ub = getelementptr [128 x {ty}], ptr addrspace(3) @B.{name}, i32 0, i32 %u
  %x0 = load {ty}, ptr addrspace(3) %la
  %x1 = load {ty}, ptr addrspace(3) %ua
  %x = {op} {ty} %x0, %x1
  store {ty} %x, ptr addrspace(3) %la
  %y0 = load {ty}, ptr addrspace(3) %lb
  %y1 = load {ty}, ptr addrspace(3) %ub
  %y = {op} {ty} %y0, %y1
  store {ty} %y, ptr addrspace(3) %lb
  %n = xor i32 %t, 1
  %na = getelementptr [128 x {ty}], ptr addrspace(3) @B.{name}, i32 0, i32 %n
  %z = load {ty}, ptr addrspace(3) %na
  %oa = getelementptr {ty}, ptr addrspace(1) %out, i32 %t
  store {ty} %z, ptr addrspace(1) %oa
  %w = load {ty}, ptr addrspace(3) %lb
  %ob = getelementptr {ty}, ptr addrspace(1) %out, i32 %t2
  store {ty} %w, ptr addrspace(1) %ob
  ret void
}}
"
        );
    }
    m
}

fn launch(kernel: &str, ty: &str) -> String {
    let (bt, init) = match ty {
        "f32" => ("f32", r#"{"random": 5, "min": -100, "max": 100}"#),
        _ => (ty, r#"{"random": 5, "min": -1000000, "max": 1000000}"#),
    };
    format!(
        r#"{{"kernel": "{kernel}", "grid": [128, 1, 1], "block": [128, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "{bt}", "len": 256, "init": {init}}},
    "out": {{"type": "{bt}", "len": 256, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

#[test]
fn sunk_stores_match_interpreter() {
    let src = module();
    for (ty, _) in TYPES {
        let name = ty.replace("float", "f32");
        for k in ["red", "line"] {
            common::ll_matches_interpreter(
                &format!("{k}_{name}.ll"),
                &src,
                &launch(&format!("{k}_{name}"), &name),
            );
        }
    }
}

#[test]
fn lds_reads_before_first_write() {
    let src = module();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let mut bad = Vec::new();
    for (mode, asm) in common::asm_per_mode(&m) {
        for (ty, _) in TYPES {
            let name = ty.replace("float", "f32");
            let start = asm
                .find(&format!("\nline_{name}:"))
                .unwrap_or_else(|| panic!("{mode}: no line_{name}"));
            let body = &asm[start..];
            let body = &body[..body.find("s_endpgm").unwrap()];
            let Some(after) = body.rfind("s_barrier").map(|k| &body[k..]) else {
                bad.push(format!("{mode} line_{name}: no barrier\n{body}"));
                continue;
            };
            // GFX11 spells them `ds_load`/`ds_store`.
            let first = |a: &str, b: &str| match (after.find(a), after.find(b)) {
                (Some(x), Some(y)) => Some(x.min(y)),
                (x, y) => x.or(y),
            };
            let Some(write) = first("ds_write", "ds_store") else {
                bad.push(format!(
                    "{mode} line_{name}: no LDS write after the barrier\n{after}"
                ));
                continue;
            };
            // The reads of the combined step all precede the first write; the neighbour's
            // read of B and the last read stay after it.
            let reads = |t: &str| t.matches("ds_read").count() + t.matches("ds_load").count();
            let late = reads(&after[write..]);
            let early = reads(&after[..write]);
            if early < 2 || late != 2 {
                bad.push(format!(
                    "{mode} line_{name}: {early} LDS reads before the first write, {late} after"
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}
