define amdgpu_kernel void @k(ptr addrspace(1) %p) {
  %i = call i32 @llvm.amdgcn.workitem.id.x()
  %g = getelementptr float, ptr addrspace(1) %p, i32 %i
  %a = load float, ptr addrspace(1) %g
  %g2 = getelementptr float, ptr addrspace(1) %g, i32 64
  %b = load float, ptr addrspace(1) %g2
  %q = call float @llvm.sqrt.f32(float %a)
  store float %q, ptr addrspace(1) %g
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare float @llvm.sqrt.f32(float)
