; The caller of tests/calls/frame_lib.ll (tests/calls_frames.rs): a kernel with a frame of
; its own (an alloca indexed by the work-item id, values live across the calls) calling
; @mid (spills, callee-saved VGPRs, its own alloca, a nested call) and @leaf directly
; (13 stack-passed argument dwords, a pointer into the kernel's alloca).
declare i32 @leaf(ptr addrspace(5), ptr addrspace(1), i32, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>, <8 x i32>)
declare i32 @mid(ptr addrspace(1), i32, i32)
declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %o, ptr addrspace(1) %g) #0 {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %buf = alloca [16 x i32], align 4, addrspace(5)
  %q0 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 0
  %e0 = mul i32 %id, 7
  store i32 %e0, ptr addrspace(5) %q0
  %q1 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 1
  %e1 = mul i32 %id, 8
  store i32 %e1, ptr addrspace(5) %q1
  %q2 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 2
  %e2 = mul i32 %id, 9
  store i32 %e2, ptr addrspace(5) %q2
  %q3 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 3
  %e3 = mul i32 %id, 10
  store i32 %e3, ptr addrspace(5) %q3
  %q4 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 4
  %e4 = mul i32 %id, 11
  store i32 %e4, ptr addrspace(5) %q4
  %q5 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 5
  %e5 = mul i32 %id, 12
  store i32 %e5, ptr addrspace(5) %q5
  %q6 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 6
  %e6 = mul i32 %id, 13
  store i32 %e6, ptr addrspace(5) %q6
  %q7 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 7
  %e7 = mul i32 %id, 14
  store i32 %e7, ptr addrspace(5) %q7
  %q8 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 8
  %e8 = mul i32 %id, 15
  store i32 %e8, ptr addrspace(5) %q8
  %q9 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 9
  %e9 = mul i32 %id, 16
  store i32 %e9, ptr addrspace(5) %q9
  %q10 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 10
  %e10 = mul i32 %id, 17
  store i32 %e10, ptr addrspace(5) %q10
  %q11 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 11
  %e11 = mul i32 %id, 18
  store i32 %e11, ptr addrspace(5) %q11
  %q12 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 12
  %e12 = mul i32 %id, 19
  store i32 %e12, ptr addrspace(5) %q12
  %q13 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 13
  %e13 = mul i32 %id, 20
  store i32 %e13, ptr addrspace(5) %q13
  %q14 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 14
  %e14 = mul i32 %id, 21
  store i32 %e14, ptr addrspace(5) %q14
  %q15 = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 15
  %e15 = mul i32 %id, 22
  store i32 %e15, ptr addrspace(5) %q15
  %r1 = call i32 @mid(ptr addrspace(1) %g, i32 %id, i32 17)
  %c0 = add i32 %r1, 1
  %c1 = add i32 %r1, 2
  %c2 = add i32 %r1, 5
  %c3 = add i32 %r1, 10
  %c4 = add i32 %r1, 17
  %c5 = add i32 %r1, 26
  %c6 = add i32 %r1, 37
  %c7 = add i32 %r1, 50
  %c8 = add i32 %r1, 65
  %c9 = add i32 %r1, 82
  %c10 = add i32 %r1, 101
  %c11 = add i32 %r1, 122
  %c12 = add i32 %r1, 145
  %c13 = add i32 %r1, 170
  %c14 = add i32 %r1, 197
  %c15 = add i32 %r1, 226
  %c16 = add i32 %r1, 257
  %c17 = add i32 %r1, 290
  %c18 = add i32 %r1, 325
  %c19 = add i32 %r1, 362
  %c20 = add i32 %r1, 401
  %c21 = add i32 %r1, 442
  %c22 = add i32 %r1, 485
  %c23 = add i32 %r1, 530
  %c24 = add i32 %r1, 577
  %c25 = add i32 %r1, 626
  %c26 = add i32 %r1, 677
  %c27 = add i32 %r1, 730
  %c28 = add i32 %r1, 785
  %c29 = add i32 %r1, 842
  %c30 = add i32 %r1, 901
  %c31 = add i32 %r1, 962
  %c32 = add i32 %r1, 1025
  %c33 = add i32 %r1, 1090
  %c34 = add i32 %r1, 1157
  %c35 = add i32 %r1, 1226
  %c36 = add i32 %r1, 1297
  %c37 = add i32 %r1, 1370
  %c38 = add i32 %r1, 1445
  %c39 = add i32 %r1, 1522
  %c40 = add i32 %r1, 1601
  %cv0_0 = insertelement <8 x i32> poison, i32 %c1, i32 0
  %cv0_1 = insertelement <8 x i32> %cv0_0, i32 %c2, i32 1
  %cv0_2 = insertelement <8 x i32> %cv0_1, i32 %c3, i32 2
  %cv0_3 = insertelement <8 x i32> %cv0_2, i32 %c4, i32 3
  %cv0_4 = insertelement <8 x i32> %cv0_3, i32 %c5, i32 4
  %cv0_5 = insertelement <8 x i32> %cv0_4, i32 %c6, i32 5
  %cv0_6 = insertelement <8 x i32> %cv0_5, i32 %c7, i32 6
  %cv0_7 = insertelement <8 x i32> %cv0_6, i32 %c8, i32 7
  %cv1_0 = insertelement <8 x i32> poison, i32 %c9, i32 0
  %cv1_1 = insertelement <8 x i32> %cv1_0, i32 %c10, i32 1
  %cv1_2 = insertelement <8 x i32> %cv1_1, i32 %c11, i32 2
  %cv1_3 = insertelement <8 x i32> %cv1_2, i32 %c12, i32 3
  %cv1_4 = insertelement <8 x i32> %cv1_3, i32 %c13, i32 4
  %cv1_5 = insertelement <8 x i32> %cv1_4, i32 %c14, i32 5
  %cv1_6 = insertelement <8 x i32> %cv1_5, i32 %c15, i32 6
  %cv1_7 = insertelement <8 x i32> %cv1_6, i32 %c16, i32 7
  %cv2_0 = insertelement <8 x i32> poison, i32 %c17, i32 0
  %cv2_1 = insertelement <8 x i32> %cv2_0, i32 %c18, i32 1
  %cv2_2 = insertelement <8 x i32> %cv2_1, i32 %c19, i32 2
  %cv2_3 = insertelement <8 x i32> %cv2_2, i32 %c20, i32 3
  %cv2_4 = insertelement <8 x i32> %cv2_3, i32 %c21, i32 4
  %cv2_5 = insertelement <8 x i32> %cv2_4, i32 %c22, i32 5
  %cv2_6 = insertelement <8 x i32> %cv2_5, i32 %c23, i32 6
  %cv2_7 = insertelement <8 x i32> %cv2_6, i32 %c24, i32 7
  %cv3_0 = insertelement <8 x i32> poison, i32 %c25, i32 0
  %cv3_1 = insertelement <8 x i32> %cv3_0, i32 %c26, i32 1
  %cv3_2 = insertelement <8 x i32> %cv3_1, i32 %c27, i32 2
  %cv3_3 = insertelement <8 x i32> %cv3_2, i32 %c28, i32 3
  %cv3_4 = insertelement <8 x i32> %cv3_3, i32 %c29, i32 4
  %cv3_5 = insertelement <8 x i32> %cv3_4, i32 %c30, i32 5
  %cv3_6 = insertelement <8 x i32> %cv3_5, i32 %c31, i32 6
  %cv3_7 = insertelement <8 x i32> %cv3_6, i32 %c32, i32 7
  %cv4_0 = insertelement <8 x i32> poison, i32 %c33, i32 0
  %cv4_1 = insertelement <8 x i32> %cv4_0, i32 %c34, i32 1
  %cv4_2 = insertelement <8 x i32> %cv4_1, i32 %c35, i32 2
  %cv4_3 = insertelement <8 x i32> %cv4_2, i32 %c36, i32 3
  %cv4_4 = insertelement <8 x i32> %cv4_3, i32 %c37, i32 4
  %cv4_5 = insertelement <8 x i32> %cv4_4, i32 %c38, i32 5
  %cv4_6 = insertelement <8 x i32> %cv4_5, i32 %c39, i32 6
  %cv4_7 = insertelement <8 x i32> %cv4_6, i32 %c40, i32 7
  %r2 = call i32 @leaf(ptr addrspace(5) %buf, ptr addrspace(1) %g, i32 %c0, <8 x i32> %cv0_7, <8 x i32> %cv1_7, <8 x i32> %cv2_7, <8 x i32> %cv3_7, <8 x i32> %cv4_7)
  %i = and i32 %id, 15
  %qi = getelementptr [16 x i32], ptr addrspace(5) %buf, i32 0, i32 %i
  %vi = load i32, ptr addrspace(5) %qi
  %v1 = load i32, ptr addrspace(5) %q1
  %o0 = mul i32 %id, 4
  %oi0 = add i32 %o0, 0
  %op0 = getelementptr i32, ptr addrspace(1) %o, i32 %oi0
  store i32 %r1, ptr addrspace(1) %op0
  %oi1 = add i32 %o0, 1
  %op1 = getelementptr i32, ptr addrspace(1) %o, i32 %oi1
  store i32 %r2, ptr addrspace(1) %op1
  %oi2 = add i32 %o0, 2
  %op2 = getelementptr i32, ptr addrspace(1) %o, i32 %oi2
  store i32 %vi, ptr addrspace(1) %op2
  %oi3 = add i32 %o0, 3
  %op3 = getelementptr i32, ptr addrspace(1) %o, i32 %oi3
  store i32 %v1, ptr addrspace(1) %op3
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="1,64" }
