; An external function reading the implicit-argument block through s[8:9] (tests/calls_extern_inputs.rs),
; compiled by llc-19 (goldens tests/golden/ext_implicit/) and by gfxc: hidden_group_size_x
; (offset 12) plus its argument.
define i32 @wg_size_x(i32 %a) noinline {
  %p = call ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
  %q = getelementptr i8, ptr addrspace(4) %p, i64 12
  %v = load i16, ptr addrspace(4) %q
  %w = zext i16 %v to i32
  %r = add i32 %w, %a
  ret i32 %r
}
declare ptr addrspace(4) @llvm.amdgcn.implicitarg.ptr()
