define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr double, ptr addrspace(1) %p, i32 %i
  %a = load double, ptr addrspace(1) %g
  %g2 = getelementptr double, ptr addrspace(1) %g, i32 64
  %b = load double, ptr addrspace(1) %g2
  %q = fdiv double %a, %b
  store double %q, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
