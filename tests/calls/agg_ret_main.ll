; The caller of tests/calls/agg_ret_lib.ll (tests/calls_agg_ret.rs): every leaf of every
; aggregate result folded to i32 words, 28 per work-item, and a recursive internal function
; returning { i32, float }.
%S = type { i8, i32, <2 x half>, double, [3 x i16], { float, i64 } }
%T = type { <3 x half>, i1, ptr addrspace(1), ptr addrspace(3), <3 x i8> }

declare %S @mk_s(i32)
declare %T @mk_t(i32, ptr addrspace(1), ptr addrspace(3))
declare [4 x <2 x float>] @mk_a(float)
declare { float } @mk_one(float)
declare { half, <3 x i16>, i16, <2 x half>, i32 } @mk_h(i32)
declare i32 @llvm.amdgcn.workitem.id.x()

@lds = internal addrspace(3) global [64 x i32] poison, align 4

; Sum 0..n in the i32 and the float field, recursively.
define internal { i32, float } @rec(i32 %n) #0 {
  %z = icmp eq i32 %n, 0
  br i1 %z, label %base, label %step
base:
  ret { i32, float } { i32 0, float 0.5 }
step:
  %m = sub i32 %n, 1
  %r = call { i32, float } @rec(i32 %m)
  %a = extractvalue { i32, float } %r, 0
  %b = extractvalue { i32, float } %r, 1
  %a1 = add i32 %a, %n
  %nf = uitofp i32 %n to float
  %b1 = fadd float %b, %nf
  %r0 = insertvalue { i32, float } poison, i32 %a1, 0
  %r1 = insertvalue { i32, float } %r0, float %b1, 1
  ret { i32, float } %r1
}


define internal void @put(ptr addrspace(1) %o, i32 %id, i32 %j, i32 %v) alwaysinline {
  %b = mul i32 %id, 28
  %k = add i32 %b, %j
  %p = getelementptr i32, ptr addrspace(1) %o, i32 %k
  store i32 %v, ptr addrspace(1) %p
  ret void
}

define amdgpu_kernel void @k(ptr addrspace(1) %o) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %s = call %S @mk_s(i32 %id)
  %s0 = extractvalue %S %s, 0
  %s0i = zext i8 %s0 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 0, i32 %s0i)
  %s1 = extractvalue %S %s, 1
  call void @put(ptr addrspace(1) %o, i32 %id, i32 1, i32 %s1)
  %s2 = extractvalue %S %s, 2
  %s2i = bitcast <2 x half> %s2 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 2, i32 %s2i)
  %s3 = extractvalue %S %s, 3
  %s3i = bitcast double %s3 to i64
  %s3l = trunc i64 %s3i to i32
  %s3s = lshr i64 %s3i, 32
  %s3h = trunc i64 %s3s to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 3, i32 %s3l)
  call void @put(ptr addrspace(1) %o, i32 %id, i32 4, i32 %s3h)
  %s40 = extractvalue %S %s, 4, 0
  %s40i = sext i16 %s40 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 5, i32 %s40i)
  %s42 = extractvalue %S %s, 4, 2
  %s42i = zext i16 %s42 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 6, i32 %s42i)
  %s50 = extractvalue %S %s, 5, 0
  %s50i = bitcast float %s50 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 7, i32 %s50i)
  %s51 = extractvalue %S %s, 5, 1
  %s51s = lshr i64 %s51, 20
  %s51i = trunc i64 %s51s to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 8, i32 %s51i)
  %lp = getelementptr [64 x i32], ptr addrspace(3) @lds, i32 0, i32 3
  %t = call %T @mk_t(i32 %id, ptr addrspace(1) %o, ptr addrspace(3) %lp)
  %t0 = extractvalue %T %t, 0
  %t0a = extractelement <3 x half> %t0, i32 0
  %t0c = extractelement <3 x half> %t0, i32 2
  %t0ai = bitcast half %t0a to i16
  %t0ci = bitcast half %t0c to i16
  %t0aw = zext i16 %t0ai to i32
  %t0cw = zext i16 %t0ci to i32
  %t0cs = shl i32 %t0cw, 16
  %t0w = or i32 %t0aw, %t0cs
  call void @put(ptr addrspace(1) %o, i32 %id, i32 9, i32 %t0w)
  %t1 = extractvalue %T %t, 1
  %t1i = select i1 %t1, i32 111, i32 222
  call void @put(ptr addrspace(1) %o, i32 %id, i32 10, i32 %t1i)
  %t2 = extractvalue %T %t, 2
  %t2i = ptrtoint ptr addrspace(1) %t2 to i64
  %t0p = ptrtoint ptr addrspace(1) %o to i64
  %t2d = sub i64 %t2i, %t0p
  %t2w = trunc i64 %t2d to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 11, i32 %t2w)
  %t3 = extractvalue %T %t, 3
  %t3i = ptrtoint ptr addrspace(3) %t3 to i32
  %lpi = ptrtoint ptr addrspace(3) %lp to i32
  %t3d = sub i32 %t3i, %lpi
  call void @put(ptr addrspace(1) %o, i32 %id, i32 12, i32 %t3d)
  %t4 = extractvalue %T %t, 4
  %t4w = bitcast <3 x i8> %t4 to i24
  %t4i = zext i24 %t4w to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 13, i32 %t4i)
  %f = uitofp i32 %id to float
  %a = call [4 x <2 x float>] @mk_a(float %f)
  %a0 = extractvalue [4 x <2 x float>] %a, 0
  %a00 = extractelement <2 x float> %a0, i32 0
  %a01 = extractelement <2 x float> %a0, i32 1
  %a00i = bitcast float %a00 to i32
  %a01i = bitcast float %a01 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 14, i32 %a00i)
  call void @put(ptr addrspace(1) %o, i32 %id, i32 15, i32 %a01i)
  %a2v = extractvalue [4 x <2 x float>] %a, 2
  %a2 = extractelement <2 x float> %a2v, i32 1
  %a2i = bitcast float %a2 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 16, i32 %a2i)
  %a31 = extractvalue [4 x <2 x float>] %a, 3
  %a31e = extractelement <2 x float> %a31, i32 1
  %a31i = bitcast float %a31e to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 17, i32 %a31i)
  %a1 = extractvalue [4 x <2 x float>] %a, 1
  %a10 = extractelement <2 x float> %a1, i32 0
  %a10i = bitcast float %a10 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 18, i32 %a10i)
  %one = call { float } @mk_one(float %f)
  %one0 = extractvalue { float } %one, 0
  %one0i = bitcast float %one0 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 19, i32 %one0i)
  %n = and i32 %id, 15
  %r = call { i32, float } @rec(i32 %n)
  %r0 = extractvalue { i32, float } %r, 0
  call void @put(ptr addrspace(1) %o, i32 %id, i32 20, i32 %r0)
  %r1 = extractvalue { i32, float } %r, 1
  %r1i = bitcast float %r1 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 21, i32 %r1i)
  %s41 = extractvalue %S %s, 4, 1
  %s41i = sext i16 %s41 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 22, i32 %s41i)
  %s2b = extractelement <2 x half> %s2, i32 1
  %s2bf = fpext half %s2b to float
  %s2bi = fptosi float %s2bf to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 23, i32 %s2bi)
  %hh = call { half, <3 x i16>, i16, <2 x half>, i32 } @mk_h(i32 %id)
  %h0 = extractvalue { half, <3 x i16>, i16, <2 x half>, i32 } %hh, 0
  %h0i = bitcast half %h0 to i16
  %h0w = zext i16 %h0i to i32
  %h2 = extractvalue { half, <3 x i16>, i16, <2 x half>, i32 } %hh, 2
  %h2w = zext i16 %h2 to i32
  %h2s = shl i32 %h2w, 16
  %h02 = or i32 %h0w, %h2s
  call void @put(ptr addrspace(1) %o, i32 %id, i32 24, i32 %h02)
  %h1 = extractvalue { half, <3 x i16>, i16, <2 x half>, i32 } %hh, 1
  %h1w = bitcast <3 x i16> %h1 to i48
  %h1l = trunc i48 %h1w to i32
  %h1s = lshr i48 %h1w, 16
  %h1h = trunc i48 %h1s to i32
  %h1x = xor i32 %h1l, %h1h
  call void @put(ptr addrspace(1) %o, i32 %id, i32 25, i32 %h1x)
  %h3 = extractvalue { half, <3 x i16>, i16, <2 x half>, i32 } %hh, 3
  %h3i = bitcast <2 x half> %h3 to i32
  call void @put(ptr addrspace(1) %o, i32 %id, i32 26, i32 %h3i)
  %h4 = extractvalue { half, <3 x i16>, i16, <2 x half>, i32 } %hh, 4
  call void @put(ptr addrspace(1) %o, i32 %id, i32 27, i32 %h4)
  ret void
}

attributes #0 = { noinline }
