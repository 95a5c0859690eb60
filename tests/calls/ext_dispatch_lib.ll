; External functions reading the dispatch packet through llvm.amdgcn.dispatch.ptr (s[4:5])
; and the dispatch id (s[10:11]), as llc-19 compiles them (tests/calls_extern_inputs.rs,
; goldens tests/golden/ext_dispatch/), and as gfxc compiles them. The packet's
; workgroup_size_x (offset 4, u16), grid_size_x/y (offsets 12/16, u32); both halves of the id.
define i32 @ext_dispatch(i32 %a) noinline {
  %p = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
  %q = getelementptr i8, ptr addrspace(4) %p, i64 4
  %wx16 = load i16, ptr addrspace(4) %q, align 4
  %wx = zext i16 %wx16 to i32
  %g = getelementptr i8, ptr addrspace(4) %p, i64 12
  %gx = load i32, ptr addrspace(4) %g, align 4
  %gy.p = getelementptr i8, ptr addrspace(4) %p, i64 16
  %gy = load i32, ptr addrspace(4) %gy.p, align 4
  %d = call i64 @llvm.amdgcn.dispatch.id()
  %lo = trunc i64 %d to i32
  %d.hi = lshr i64 %d, 32
  %hi = trunc i64 %d.hi to i32
  %t0 = mul i32 %gx, 3
  %t1 = mul i32 %gy, 1000
  %t2 = mul i32 %lo, 100000
  %t3 = mul i32 %hi, 10000000
  %s0 = add i32 %a, %wx
  %s1 = add i32 %s0, %t0
  %s2 = add i32 %s1, %t1
  %s3 = add i32 %s2, %t2
  %s4 = add i32 %s3, %t3
  ret i32 %s4
}

; The dispatch id only, through a call of the function above (a forwarder).
define i64 @ext_id(i32 %a) noinline {
  %d = call i64 @llvm.amdgcn.dispatch.id()
  %r = call i32 @ext_dispatch(i32 %a)
  %z = zext i32 %r to i64
  %s = add i64 %d, %z
  ret i64 %s
}

declare ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()
declare i64 @llvm.amdgcn.dispatch.id()
