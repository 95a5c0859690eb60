; By-value aggregate and byref kernel arguments (tests/ll_types.rs). The kernarg layout llc-19 gives
; them is committed next to this file: aggregate_args.llc19.args (offset size value_kind per
; explicit argument, from `llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=gfx900` metadata).
%struct.dim_str = type { i32, i32, i32, i32 }
%struct.mix = type { i8, double, <3 x float>, i16 }
%struct.nest = type { i8, [3 x i16], { i8, i64 } }

define amdgpu_kernel void @k(ptr addrspace(1) %out, i8 %a, %struct.dim_str %d, i32 %b, %struct.mix %m, i8 %c, [5 x i8] %arr, %struct.nest %n, ptr addrspace(4) byref(%struct.mix) align 64 %r, i16 %e, { i1, <4 x i1> } %bits, {} %empty, [2 x <2 x half>] %h) {
  %d1 = extractvalue %struct.dim_str %d, 1
  %d3 = extractvalue %struct.dim_str %d, 3
  %m0 = extractvalue %struct.mix %m, 0
  %m1 = extractvalue %struct.mix %m, 1
  %m2 = extractvalue %struct.mix %m, 2
  %m3 = extractvalue %struct.mix %m, 3
  %a4 = extractvalue [5 x i8] %arr, 4
  %n12 = extractvalue %struct.nest %n, 1, 2
  %n2 = extractvalue %struct.nest %n, 2
  %n21 = extractvalue { i8, i64 } %n2, 1
  %rp = getelementptr inbounds i8, ptr addrspace(4) %r, i64 8
  %r1 = load double, ptr addrspace(4) %rp, align 8
  %b0 = extractvalue { i1, <4 x i1> } %bits, 0
  %b1 = extractvalue { i1, <4 x i1> } %bits, 1
  %b13 = extractelement <4 x i1> %b1, i32 3
  %b0z = zext i1 %b0 to i8
  %b13z = zext i1 %b13 to i8
  %h1 = extractvalue [2 x <2 x half>] %h, 1
  store i8 %a, ptr addrspace(1) %out
  %o1 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 4
  store i32 %d1, ptr addrspace(1) %o1
  %o2 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 8
  store i32 %d3, ptr addrspace(1) %o2
  %o3 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 12
  store i32 %b, ptr addrspace(1) %o3
  %o4 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 16
  store double %m1, ptr addrspace(1) %o4
  %o5 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 24
  store <3 x float> %m2, ptr addrspace(1) %o5, align 4
  %o6 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 36
  store i16 %m3, ptr addrspace(1) %o6
  %o7 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 38
  store i8 %m0, ptr addrspace(1) %o7
  %o8 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 39
  store i8 %c, ptr addrspace(1) %o8
  %o9 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 40
  store i8 %a4, ptr addrspace(1) %o9
  %o10 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 42
  store i16 %n12, ptr addrspace(1) %o10
  %o11 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 48
  store i64 %n21, ptr addrspace(1) %o11
  %o12 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 56
  store double %r1, ptr addrspace(1) %o12
  %o13 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 64
  store i16 %e, ptr addrspace(1) %o13
  %o14 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 66
  store i8 %b0z, ptr addrspace(1) %o14
  %o15 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 67
  store i8 %b13z, ptr addrspace(1) %o15
  %o16 = getelementptr inbounds i8, ptr addrspace(1) %out, i64 68
  store <2 x half> %h1, ptr addrspace(1) %o16
  ret void
}
