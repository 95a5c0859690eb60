; Callees of tests/call_vector_args.rs: each stores the wide vector it receives (its dwords
; straddle v30 and the stack) and the i32 after it (on the stack). Compiled by llc-19
; (tests/golden/call_vector_args/); gfxc compiles the callers.
target triple = "amdgcn-amd-amdhsa"

define void @f_i3232(<32 x i32> %v, i32 %x, ptr addrspace(1) %o, ptr addrspace(1) %o2) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <32 x i32>, ptr addrspace(1) %o, i32 %tid
  store <32 x i32> %v, ptr addrspace(1) %p
  %p2 = getelementptr i32, ptr addrspace(1) %o2, i32 %tid
  store i32 %x, ptr addrspace(1) %p2
  ret void
}

define void @f_float32(<32 x float> %v, i32 %x, ptr addrspace(1) %o, ptr addrspace(1) %o2) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <32 x float>, ptr addrspace(1) %o, i32 %tid
  store <32 x float> %v, ptr addrspace(1) %p
  %p2 = getelementptr i32, ptr addrspace(1) %o2, i32 %tid
  store i32 %x, ptr addrspace(1) %p2
  ret void
}

define void @f_i6416(<16 x i64> %v, i32 %x, ptr addrspace(1) %o, ptr addrspace(1) %o2) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <16 x i64>, ptr addrspace(1) %o, i32 %tid
  store <16 x i64> %v, ptr addrspace(1) %p
  %p2 = getelementptr i32, ptr addrspace(1) %o2, i32 %tid
  store i32 %x, ptr addrspace(1) %p2
  ret void
}

define void @f_double16(<16 x double> %v, i32 %x, ptr addrspace(1) %o, ptr addrspace(1) %o2) #0 {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <16 x double>, ptr addrspace(1) %o, i32 %tid
  store <16 x double> %v, ptr addrspace(1) %p
  %p2 = getelementptr i32, ptr addrspace(1) %o2, i32 %tid
  store i32 %x, ptr addrspace(1) %p2
  ret void
}

declare i32 @llvm.amdgcn.workitem.id.x()

attributes #0 = { noinline }
