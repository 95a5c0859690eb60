//! One test per construct of the reader: the imported module verifies, and its printed gfxc
//! IR shows the mapping (`docs/ir.md` syntax).

fn gir(src: &str) -> String {
    let m = gfxc_ll::parse_ll(src).unwrap_or_else(|e| panic!("{}", e.render("t.ll")));
    let text = gfxc_ir::text::print_module(&m);
    if let Err(e) = gfxc_ir::verifier::verify_module(&m) {
        panic!("does not verify:\n{}\n{text}", e.render("t.ll"));
    }
    text
}

/// A kernel `@k(ptr addrspace(1) %out, i32 %n)` around `body` (which ends with `ret void`).
fn kernel(decls: &str, body: &str) -> String {
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n{decls}\ndefine amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %n) {{\n{body}\n}}\n"
    )
}

fn has(text: &str, lines: &[&str]) {
    for l in lines {
        assert!(text.contains(l), "missing `{l}` in:\n{text}");
    }
}

#[test]
fn header_globals_and_initializers() {
    let t = gir(r#"
source_filename = "x.cl"
target datalayout = "e-p:64:64-p1:64:64-p2:32:32-p3:32:32-p4:64:64-p5:32:32-p6:32:32"
target triple = "amdgcn-amd-amdhsa"
%struct.P = type { i8, i32, i16 }
@tile = internal addrspace(3) global [16 x [17 x float]] undef, align 16
@dyn = external addrspace(3) global [0 x float], align 4
@lut = internal addrspace(4) constant [4 x i32] [i32 1, i32 2, i32 4, i32 -8], align 4
@zero = addrspace(1) global [8 x double] zeroinitializer
@h = addrspace(4) constant <2 x half> <half 0xH3C00, half 2.0>
@p = addrspace(4) constant %struct.P { i8 7, i32 258, i16 -1 }
@s = addrspace(4) constant [3 x i8] c"a\01\FF"
@abi = weak_odr hidden local_unnamed_addr addrspace(4) constant i32 500
define amdgpu_kernel void @k() { ret void }
"#);
    has(
        &t,
        &[
            "global @tile: local f32[272], align 16",
            "global @dyn: local f32[0]",
            "global @lut: constant i32[4] = [1, 2, 4, -8]",
            "global @zero: global f64[8] = zeroinit",
            "global @h: constant f16x2 = [",
            "global @p: constant i8[12], align 4 = [7, 0, 0, 0, 2, 1, 0, 0, -1, -1, 0, 0]",
            "global @s: constant i8[3] = [97, 1, -1]",
            "global @abi: constant i32 = 500",
        ],
    );
}

/// `@llvm.used` / `@llvm.compiler.used` only keep globals alive for the linker (LangRef
/// "Intrinsic Global Variables"); clang emits one for HIP's `__hip_cuid_*`. They are read and
/// dropped, and the globals they list stay ordinary globals.
#[test]
fn llvm_used_lists_are_dropped() {
    let t = gir(r#"
target triple = "amdgcn-amd-amdhsa"
@__hip_cuid_x = addrspace(1) global i8 0
@lut = addrspace(4) constant [2 x i32] [i32 3, i32 4]
@llvm.compiler.used = appending addrspace(1) global [2 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_x to ptr), ptr addrspacecast (ptr addrspace(4) @lut to ptr)], section "llvm.metadata"
@llvm.used = appending global [1 x ptr] [ptr addrspacecast (ptr addrspace(1) @__hip_cuid_x to ptr)], section "llvm.metadata"
define amdgpu_kernel void @k() { ret void }
"#);
    has(
        &t,
        &[
            "global @__hip_cuid_x: global i8 = 0",
            "global @lut: constant i32[2] = [3, 4]",
        ],
    );
    assert!(
        !t.contains("llvm.used") && !t.contains("compiler.used"),
        "{t}"
    );
}

#[test]
fn gep_struct_array_and_lds_offsets() {
    let t = gir(&kernel(
        "%struct.S = type { i32, [4 x float], double }\n@lds = addrspace(3) global [8 x [4 x i16]] undef",
        r#"  %i = sext i32 %n to i64
  %p = getelementptr inbounds %struct.S, ptr addrspace(1) %out, i64 %i, i32 1, i64 2
  store float 1.0, ptr addrspace(1) %p, align 4
  %q = getelementptr inbounds [8 x [4 x i16]], ptr addrspace(3) @lds, i32 0, i32 %n, i32 3
  store i16 5, ptr addrspace(3) %q, align 2
  %z = getelementptr inbounds i8, ptr addrspace(1) %out, i64 0
  store i8 1, ptr addrspace(1) %z
  ret void"#,
    ));
    // S: i32 @0, [4 x float] @4, double @24, size 32: offset = i*32 + 4 + 2*4.
    has(&t, &["iconst.i64 32", "iconst.i64 12", "ptradd v0,"]);
    // LDS pointers are 32-bit: i32 offsets, no extension; row = 8 bytes, +6.
    has(&t, &["iconst.i32 8", "mul.i32 v1, ", "iconst.i32 6"]);
}

#[test]
fn constant_expression_operands() {
    let t = gir(&(kernel(
        "@tbl = addrspace(4) constant [4 x i16] [i16 1, i16 2, i16 3, i16 4]",
        r#"  %d = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %w = load i16, ptr addrspace(4) getelementptr inbounds (i8, ptr addrspace(4) @tbl, i64 4), align 2
  %dp = getelementptr i8, ptr addrspace(4) %d, i64 4
  %x = load i16, ptr addrspace(4) %dp, align 4
  %f = addrspacecast ptr addrspace(1) %out to ptr
  %g = load i16, ptr addrspacecast (ptr addrspace(4) @tbl to ptr), align 2
  %y0 = add i16 %w, %x
  %y = add i16 %y0, %g
  store i16 %y, ptr %f
  ret void"#,
    ) + "declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n"));
    has(
        &t,
        &[
            "global_addr @tbl",
            "dispatch_ptr",
            "iconst.i64 4",
            "addrspacecast.ptr.flat",
        ],
    );
}

#[test]
fn float_constants_in_llvm_hex_forms() {
    let t = gir(&kernel(
        "",
        r#"  %a = fadd float 0x3FB99999A0000000, 1.500000e+00
  %b = fadd half 0xH3C00, 0xH7E00
  %c = fadd double 0x7FF0000000000000, -0.0
  %d = fadd float 0x7FF8000000000000, 0xFFF0000000000000
  %e = fpext half %b to float
  %f = fadd float %a, %e
  %g = fptrunc double %c to float
  %h = fadd float %f, %g
  %i = fadd float %h, %d
  store float %i, ptr addrspace(1) %out
  ret void"#,
    ));
    has(
        &t,
        &[
            "fconst.f32 0.1",
            "fconst.f32 1.5",
            "fconst.f16 1.0",
            "fconst.f16 0x7e00",
            "fconst.f64 0x7ff0000000000000",
            "fconst.f64 -0.0",
            "fconst.f32 0x7fc00000",
            "fconst.f32 0xff800000",
        ],
    );
}

#[test]
fn phis_become_block_parameters() {
    let t = gir(&kernel(
        "",
        r#"entry:
  %c = icmp sgt i32 %n, 0
  br i1 %c, label %loop, label %exit
loop:
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %s = phi float [ 0.000000e+00, %entry ], [ %s.next, %loop ]
  %f = sitofp i32 %i to float
  %s.next = fadd float %s, %f
  %i.next = add nuw nsw i32 %i, 1
  %more = icmp slt i32 %i.next, %n
  br i1 %more, label %loop, label %exit
exit:
  %r = phi float [ 0.0, %entry ], [ %s.next, %loop ]
  store float %r, ptr addrspace(1) %out, align 4
  ret void"#,
    ));
    has(
        &t,
        &["block1(v", ": i32, v", ": f32):", "block2(v", "brif v"],
    );
}

#[test]
fn unnamed_values_and_blocks_are_numbered_like_llvm() {
    let t = gir(r#"
define amdgpu_kernel void @k(ptr addrspace(1) %0, i32 %1) {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %5
4:
  store i32 %1, ptr addrspace(1) %0, align 4
  br label %5
5:
  ret void
}
"#);
    has(&t, &["block1:", "block2:"]);
}

#[test]
fn switch_on_narrow_integers() {
    let t = gir(&kernel(
        "",
        r#"entry:
  %b = trunc i32 %n to i8
  switch i8 %b, label %d [
    i8 -1, label %a
    i8 3, label %d2
  ]
a:
  br label %d
d2:
  br label %d
d:
  %v = phi i32 [ 1, %a ], [ 2, %d2 ], [ 0, %entry ]
  store i32 %v, ptr addrspace(1) %out
  ret void"#,
    ));
    has(&t, &["zext.i32", "255: block", "3: block"]);
}

#[test]
fn atomics_fences_and_memory_flags() {
    let t = gir(&(kernel(
        "",
        r#"  %a = load atomic i32, ptr addrspace(1) %out syncscope("agent") acquire, align 4
  store atomic i32 %a, ptr addrspace(1) %out syncscope("workgroup-one-as") release, align 4
  %f = atomicrmw fsub ptr addrspace(1) %out, float 1.0 syncscope("agent") monotonic, align 4
  %u = atomicrmw volatile umax ptr addrspace(1) %out, i32 7 seq_cst, align 4
  %x = cmpxchg weak ptr addrspace(1) %out, i32 1, i32 2 syncscope("wavefront") acq_rel monotonic, align 4
  %old = extractvalue { i32, i1 } %x, 0
  %ok = extractvalue { i32, i1 } %x, 1
  fence syncscope("singlethread") acquire
  fence seq_cst
  %v = load volatile float, ptr addrspace(1) %out, align 16, !nontemporal !0
  store float %v, ptr addrspace(1) %out, align 4, !nontemporal !0
  ret void"#,
    ) + "!0 = !{i32 1}\n"));
    has(
        &t,
        &[
            "load.i32 v0, acquire agent",
            "store v",
            "release workgroup_one_as",
            "fneg.f32",
            "atomic_rmw.f32 fadd v0, ",
            "atomic_rmw.i32 umax v0, ",
            "seq_cst system, volatile",
            "cmpxchg.i32 v0, ",
            "acq_rel monotonic wavefront",
            "weak",
            "fence acquire singlethread",
            "fence seq_cst system",
            "align 16, volatile, nontemporal",
            ", nontemporal",
        ],
    );
}

#[test]
fn gpu_intrinsics() {
    let t = gir(&kernel(
        r#"declare i32 @llvm.amdgcn.workitem.id.y()
declare i32 @llvm.amdgcn.workgroup.id.z()
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
declare ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()
declare i32 @llvm.amdgcn.readfirstlane.i32(i32)
declare i32 @llvm.amdgcn.readlane.i32(i32, i32)
declare i64 @llvm.amdgcn.ballot.i64(i1)
declare i32 @llvm.amdgcn.mbcnt.lo(i32, i32)
declare i32 @llvm.amdgcn.mbcnt.hi(i32, i32)
declare i32 @llvm.amdgcn.ds.bpermute(i32, i32)
declare i32 @llvm.amdgcn.wavefrontsize()
declare void @llvm.amdgcn.s.barrier()"#,
        r#"  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %z = tail call i32 @llvm.amdgcn.workgroup.id.z()
  %ia = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %ka = call ptr addrspace(4) @llvm.amdgcn.kernarg.segment.ptr()
  %r = call i32 @llvm.amdgcn.readfirstlane.i32(i32 %y)
  %l = call i32 @llvm.amdgcn.readlane.i32(i32 %z, i32 3)
  %c = icmp eq i32 %r, %l
  %b = call i64 @llvm.amdgcn.ballot.i64(i1 %c)
  %lo = call i32 @llvm.amdgcn.mbcnt.lo(i32 -1, i32 0)
  %hi = call i32 @llvm.amdgcn.mbcnt.hi(i32 -1, i32 %lo)
  %p = call i32 @llvm.amdgcn.ds.bpermute(i32 %hi, i32 %y)
  %w = call i32 @llvm.amdgcn.wavefrontsize()
  call void @llvm.amdgcn.s.barrier()
  %s = add i32 %p, %w
  store i32 %s, ptr addrspace(1) %out
  ret void"#,
    ));
    has(
        &t,
        &[
            "workitem_id y",
            "workgroup_id z",
            "implicitarg_ptr",
            "kernarg_ptr",
            "readfirstlane.i32",
            "readlane.i32",
            "ballot.i64",
            "intrinsic.i32 \"amdgcn.mbcnt.lo\"(",
            "intrinsic.i32 \"amdgcn.mbcnt.hi\"(",
            "intrinsic.i32 \"amdgcn.ds.bpermute\"(",
            "wave_size",
            "barrier",
        ],
    );
}

#[test]
fn math_intrinsics() {
    let decls = "declare float @llvm.fmuladd.f32(float, float, float)\n";
    let t = gir(&kernel(
        decls,
        r#"  %f = sitofp i32 %n to float
  %a = call float @llvm.fmuladd.f32(float %f, float %f, float 1.0)
  %b = call float @llvm.fabs.f32(float %a)
  %c = call float @llvm.sqrt.f32(float %b)
  %d = call float @llvm.exp2.f32(float %c)
  %e = call float @llvm.log2.f32(float %d)
  %g = call float @llvm.minnum.f32(float %e, float %a)
  %h = call float @llvm.maxnum.f32(float %g, float %a)
  %i = call float @llvm.copysign.f32(float %h, float %a)
  %j = call float @llvm.floor.f32(float %i)
  %k = call float @llvm.ceil.f32(float %j)
  %l = call float @llvm.trunc.f32(float %k)
  %m = call float @llvm.round.f32(float %l)
  %o = call float @llvm.rint.f32(float %m)
  %p = call float @llvm.roundeven.f32(float %o)
  %q = call i32 @llvm.smin.i32(i32 %n, i32 3)
  %r = call i32 @llvm.umax.i32(i32 %q, i32 4)
  %s = call i32 @llvm.abs.i32(i32 %r, i1 true)
  %t = call i32 @llvm.ctpop.i32(i32 %s)
  %u = call i32 @llvm.ctlz.i32(i32 %t, i1 false)
  %v = call i32 @llvm.cttz.i32(i32 %u, i1 true)
  %w = call i32 @llvm.fshl.i32(i32 %v, i32 %n, i32 5)
  %x = sitofp i32 %w to float
  %y = fadd float %x, %p
  store float %y, ptr addrspace(1) %out
  ret void"#,
    ));
    has(
        &t,
        &[
            "fma.f32",
            "fabs.f32",
            "sqrt.f32",
            "exp2.f32",
            "log2.f32",
            "fmin.f32",
            "fmax.f32",
            "copysign.f32",
            "floor.f32",
            "ceil.f32",
            "trunc.f32",
            "round.f32",
            "roundeven.f32",
            "smin.i32",
            "umax.i32",
            "iabs.i32",
            "ctpop.i32",
            "ctlz.i32",
            "cttz.i32",
            "shl.i32",
        ],
    );
}

#[test]
fn memcpy_memset_expand_and_hints_are_dropped() {
    let t = gir(&kernel(
        "",
        r#"  %buf = alloca [4 x i32], align 4, addrspace(5)
  call void @llvm.lifetime.start.p5(i64 16, ptr addrspace(5) %buf)
  call void @llvm.memcpy.p5.p1.i64(ptr addrspace(5) align 4 %buf, ptr addrspace(1) align 4 %out, i64 12, i1 false)
  %b = trunc i32 %n to i8
  call void @llvm.memset.p1.i64(ptr addrspace(1) align 2 %out, i8 %b, i64 6, i1 false)
  call void @llvm.assume(i1 true)
  call void @llvm.lifetime.end.p5(i64 16, ptr addrspace(5) %buf)
  ret void"#,
    ));
    has(
        &t,
        &[
            "alloca 16",
            "load.i32",
            "iconst.i32 8",
            "zext.i16",
            "iconst.i16 257",
            "mul.i16",
        ],
    );
    assert_eq!(t.matches("load.i32").count(), 3, "{t}");
    assert_eq!(t.matches("store ").count(), 6, "{t}");
    assert!(!t.contains("lifetime") && !t.contains("assume"), "{t}");
}

#[test]
fn vectors_and_shuffles() {
    let t = gir(&kernel(
        "",
        r#"  %v = load <4 x float>, ptr addrspace(1) %out, align 16
  %s = shufflevector <4 x float> %v, <4 x float> poison, <2 x i32> <i32 3, i32 poison>
  %e = extractelement <2 x float> %s, i64 1
  %x = insertelement <4 x float> %v, float %e, i32 %n
  %c = fadd <4 x float> %x, <float 1.0, float 1.0, float 2.0, float 1.0>
  %h = fadd <2 x half> <half 1.0, half 1.0>, zeroinitializer
  %k = fcmp olt <4 x float> %c, zeroinitializer
  %m = select <4 x i1> %k, <4 x float> %c, <4 x float> %v
  store <4 x float> %m, ptr addrspace(1) %out, align 16
  %b = bitcast <2 x half> %h to i32
  store i32 %b, ptr addrspace(1) %out
  ret void"#,
    ));
    has(
        &t,
        &[
            "load.f32x4",
            "shuffle.f32x2 v",
            "[3, 0]",
            "extractelement.f32",
            "insertelement.f32x4",
            "splat.f32x4",
            "fcmp.f32x4 olt",
            "select.f32x4",
            "bitcast.i32",
        ],
    );
}

#[test]
fn casts_and_pointer_conversions() {
    let t = gir(&kernel(
        "",
        r#"  %a = zext nneg i32 %n to i64
  %b = ptrtoint ptr addrspace(1) %out to i32
  %c = inttoptr i32 %b to ptr addrspace(3)
  %d = ptrtoint ptr addrspace(3) %c to i64
  %e = uitofp i64 %d to double
  %f = fptosi double %e to i16
  %g = sext i16 %f to i64
  %h = add i64 %a, %g
  %i = freeze i64 %h
  store i64 %i, ptr addrspace(1) %out
  ret void"#,
    ));
    has(
        &t,
        &[
            "ptrtoint.i64",
            "itrunc.i32",
            "inttoptr.ptr.local",
            "ptrtoint.i32",
            "zext.i64",
            "uitofp.f64",
            "fptosi.i16",
        ],
    );
}

#[test]
fn attributes_and_metadata_are_kept() {
    let t = gir(r#"
define amdgpu_kernel void @k() #0 !reqd_work_group_size !1 !kernel_arg_type !2 { ret void }
define void @f() #1 { ret void }
define amdgpu_kernel void @k2() #1 { ret void }
attributes #0 = { convergent nounwind "amdgpu-flat-work-group-size"="64,128" "amdgpu-waves-per-eu"="2,4" "uniform-work-group-size"="true" }
attributes #1 = { noinline "amdgpu-waves-per-eu"="3" memory(argmem: readwrite) }
!1 = !{i32 64, i32 2, i32 1}
!2 = !{!"int*"}
"#);
    has(&t, &[
        "kernel @k() flat_workgroup_size(64, 128) waves_per_eu(2, 4) reqd_workgroup_size(64, 2, 1)",
        "function @f() noinline",
        "kernel @k2() waves_per_eu(3, 16) {",
    ]);
}

/// Launch bounds the subtarget cannot honour are ignored, as LLVM 19 does (the default
/// applies): every way a flat work-group size or waves-per-EU pair can be out of range.
#[test]
fn unhonourable_launch_bounds_fall_back_to_the_default() {
    for (attr, kept) in [
        (r#""amdgpu-flat-work-group-size"="1,1536""#, false),
        (r#""amdgpu-flat-work-group-size"="0,256""#, false),
        (r#""amdgpu-flat-work-group-size"="512,256""#, false),
        (r#""amdgpu-flat-work-group-size"="1,1024""#, true),
        (r#""amdgpu-waves-per-eu"="0,4""#, false),
        (r#""amdgpu-waves-per-eu"="5,4""#, false),
        (r#""amdgpu-waves-per-eu"="17""#, false),
        (r#""amdgpu-waves-per-eu"="4,8""#, true),
    ] {
        let src = format!(
            "target triple = \"amdgcn-amd-amdhsa\"\n\
             define amdgpu_kernel void @k() #0 {{ ret void }}\n\
             attributes #0 = {{ {attr} }}\n"
        );
        let t = gir(&src);
        let head = t.lines().find(|l| l.starts_with("kernel @k()")).unwrap();
        let has = head.contains("flat_workgroup_size") || head.contains("waves_per_eu");
        assert_eq!(has, kept, "{attr}: {head}");
    }
}

#[test]
fn device_function_calls() {
    let t = gir(r#"
define internal float @sq(float noundef %x) #0 {
  %y = fmul float %x, %x
  ret float %y
}
define amdgpu_kernel void @k(ptr addrspace(1) nocapture %p) {
  %v = load float, ptr addrspace(1) %p, align 4, !tbaa !3
  %r = tail call fast float @sq(float noundef %v) #1
  store float %r, ptr addrspace(1) %p, align 4
  ret void
}
attributes #0 = { noinline }
attributes #1 = { nounwind }
!3 = !{}
"#);
    has(
        &t,
        &[
            "function @sq(v0: f32) -> f32 noinline",
            "call @sq(v",
            "return v",
        ],
    );
}

#[test]
fn i128_products_are_expanded() {
    let t = gir(&kernel(
        "",
        r#"  %a = zext i32 %n to i128
  %b = sext i32 %n to i128
  %p = mul i128 %a, %b
  %s = add i128 %p, 18446744073709551617
  %h = lshr i128 %s, 64
  %c = icmp ult i128 %h, %p
  %t = trunc i128 %h to i64
  %u = select i1 %c, i64 %t, i64 0
  store i64 %u, ptr addrspace(1) %out
  ret void"#,
    ));
    has(&t, &["umulhi.i64", "icmp.i64 ult", "select.i1"]);
}

#[test]
fn undef_and_poison_read_as_zero() {
    let t = gir(&kernel(
        "",
        r#"  %a = add i32 %n, undef
  %b = fadd float poison, 1.0
  store i32 %a, ptr addrspace(1) %out
  store float %b, ptr addrspace(1) %out
  ret void"#,
    ));
    has(&t, &["iconst.i32 0", "fconst.f32 0.0"]);
}

#[test]
fn debug_info_is_skipped() {
    let t = gir(r#"
define amdgpu_kernel void @k(ptr addrspace(1) %p) !dbg !5 {
entry:
    #dbg_value(ptr addrspace(1) %p, !7, !DIExpression(), !8)
  call void @llvm.dbg.value(metadata ptr addrspace(1) %p, metadata !7, metadata !DIExpression()), !dbg !8
  store i32 1, ptr addrspace(1) %p, align 4, !dbg !8
  ret void, !dbg !8
}
declare void @llvm.dbg.value(metadata, metadata, metadata)
!llvm.dbg.cu = !{!0}
!0 = distinct !DICompileUnit(language: DW_LANG_OpenCL, file: !1, producer: "clang", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug)
!1 = !DIFile(filename: "k.cl", directory: "/tmp")
!5 = distinct !DISubprogram(name: "k", scope: !1, file: !1, line: 1, unit: !0)
!7 = !DILocalVariable(name: "p", arg: 1, scope: !5, file: !1, line: 1)
!8 = !DILocation(line: 2, column: 3, scope: !5)
"#);
    has(&t, &["store v"]);
}
