target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(<4 x i32> %r, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %o = shl i32 %tid, 2
  %a = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %r, i32 %o, i32 0, i32 1)
  %b = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %r, i32 %o, i32 0, i32 2)
  %c = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %r, i32 %o, i32 0, i32 4)
  %d = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %r, i32 %o, i32 0, i32 16)
  %e = call i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32> %r, i32 %o, i32 0, i32 3)
  %s1 = add i32 %a, %b
  %s2 = add i32 %c, %d
  %s3 = add i32 %s1, %s2
  %s4 = add i32 %s3, %e
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid
  store i32 %s4, ptr addrspace(1) %p
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.raw.buffer.load.i32(<4 x i32>, i32, i32, i32)
