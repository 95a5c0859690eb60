; The kernel of tests/calls_half_abi.rs: calls every function of half_abi_lib.ll (declared
; here, defined there) with per-lane values and stores each result's bits.
declare half @h_add(half, half)
declare <2 x half> @h_swap(<2 x half>, i32)
declare <3 x half> @h3(<3 x half>, half)
declare <4 x i16> @i4(<4 x i16>, i16)
declare <3 x i16> @i3(<3 x i16>, <2 x i16>)
declare i32 @mixed(<2 x half>, <3 x i16>, half, i32)
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %o) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %wg64 = shl i32 %wg, 6
  %id = add i32 %tid, %wg64
  %m = and i32 %id, 63
  %lo = sub i32 %m, 20
  %hf = sitofp i32 %lo to half
  %hg = sitofp i32 %m to half
  %i16 = trunc i32 %id to i16
  %j16 = mul i16 %i16, 3
  %base = mul i32 %id, 16
  %p0 = getelementptr i32, ptr addrspace(1) %o, i32 %base
  ; h_add
  %r0 = call half @h_add(half %hf, half %hg)
  %r0i = bitcast half %r0 to i16
  %r0w = zext i16 %r0i to i32
  store i32 %r0w, ptr addrspace(1) %p0
  ; h_swap
  %va0 = insertelement <2 x half> poison, half %hf, i32 0
  %va = insertelement <2 x half> %va0, half %hg, i32 1
  %r1 = call <2 x half> @h_swap(<2 x half> %va, i32 %lo)
  %r1i = bitcast <2 x half> %r1 to i32
  %p1 = getelementptr i32, ptr addrspace(1) %p0, i32 1
  store i32 %r1i, ptr addrspace(1) %p1
  ; h3
  %vb0 = insertelement <3 x half> poison, half %hf, i32 0
  %vb1 = insertelement <3 x half> %vb0, half %hg, i32 1
  %vb = insertelement <3 x half> %vb1, half 0xH3C00, i32 2
  %r2 = call <3 x half> @h3(<3 x half> %vb, half 0xH4000)
  %r2i = bitcast <3 x half> %r2 to i48
  %r2lo = trunc i48 %r2i to i32
  %r2s = lshr i48 %r2i, 32
  %r2hi = trunc i48 %r2s to i32
  %p2 = getelementptr i32, ptr addrspace(1) %p0, i32 2
  store i32 %r2lo, ptr addrspace(1) %p2
  %p3 = getelementptr i32, ptr addrspace(1) %p0, i32 3
  store i32 %r2hi, ptr addrspace(1) %p3
  ; i4
  %vc0 = insertelement <4 x i16> poison, i16 %i16, i32 0
  %vc1 = insertelement <4 x i16> %vc0, i16 %j16, i32 1
  %vc2 = insertelement <4 x i16> %vc1, i16 -7, i32 2
  %vc = insertelement <4 x i16> %vc2, i16 1000, i32 3
  %r3 = call <4 x i16> @i4(<4 x i16> %vc, i16 %j16)
  %r3i = bitcast <4 x i16> %r3 to <2 x i32>
  %r3a = extractelement <2 x i32> %r3i, i32 0
  %r3b = extractelement <2 x i32> %r3i, i32 1
  %p4 = getelementptr i32, ptr addrspace(1) %p0, i32 4
  store i32 %r3a, ptr addrspace(1) %p4
  %p5 = getelementptr i32, ptr addrspace(1) %p0, i32 5
  store i32 %r3b, ptr addrspace(1) %p5
  ; i3
  %vd0 = insertelement <3 x i16> poison, i16 %j16, i32 0
  %vd1 = insertelement <3 x i16> %vd0, i16 %i16, i32 1
  %vd = insertelement <3 x i16> %vd1, i16 -300, i32 2
  %ve0 = insertelement <2 x i16> poison, i16 77, i32 0
  %ve = insertelement <2 x i16> %ve0, i16 %i16, i32 1
  %r4 = call <3 x i16> @i3(<3 x i16> %vd, <2 x i16> %ve)
  %r4x = extractelement <3 x i16> %r4, i32 0
  %r4y = extractelement <3 x i16> %r4, i32 1
  %r4z = extractelement <3 x i16> %r4, i32 2
  %r4xw = zext i16 %r4x to i32
  %r4yw = zext i16 %r4y to i32
  %r4zw = zext i16 %r4z to i32
  %p6 = getelementptr i32, ptr addrspace(1) %p0, i32 6
  store i32 %r4xw, ptr addrspace(1) %p6
  %p7 = getelementptr i32, ptr addrspace(1) %p0, i32 7
  store i32 %r4yw, ptr addrspace(1) %p7
  %p8 = getelementptr i32, ptr addrspace(1) %p0, i32 8
  store i32 %r4zw, ptr addrspace(1) %p8
  ; mixed
  %r5 = call i32 @mixed(<2 x half> %va, <3 x i16> %vd, half %hg, i32 %lo)
  %p9 = getelementptr i32, ptr addrspace(1) %p0, i32 9
  store i32 %r5, ptr addrspace(1) %p9
  ret void
}
