regpressure_128:
	s_load_dword s8, s[6:7], 0x4
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v0, s0, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s8, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[4:7], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshl_b64 v[0:1], v[0:1], 2
	s_mov_b32 s9, 0
	s_mov_b32 s3, 0x100f000
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v2, s5
	v_add_i32_e32 v6, vcc, s4, v0
	s_mov_b32 s2, s9
	s_mov_b64 s[0:1], s[4:5]
	v_addc_u32_e32 v7, vcc, v2, v1, vcc
	buffer_load_dword v29, v[0:1], s[0:3], 0 addr64
	s_lshl_b64 s[0:1], s[8:9], 2
	v_mov_b32_e32 v28, s1
	v_add_i32_e32 v8, vcc, s0, v6
	v_addc_u32_e32 v9, vcc, v7, v28, vcc
	v_add_i32_e32 v10, vcc, s0, v8
	v_addc_u32_e32 v11, vcc, v9, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v10
	v_addc_u32_e32 v13, vcc, v11, v28, vcc
	v_add_i32_e32 v2, vcc, s0, v12
	v_addc_u32_e32 v3, vcc, v13, v28, vcc
	v_add_i32_e32 v4, vcc, s0, v2
	v_addc_u32_e32 v5, vcc, v3, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v4
	v_addc_u32_e32 v15, vcc, v5, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	buffer_load_dword v31, v[6:7], s[0:3], 0 addr64
	buffer_load_dword v32, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v33, v[10:11], s[0:3], 0 addr64
	buffer_load_dword v30, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v35, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v36, v[16:17], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v18
	v_addc_u32_e32 v9, vcc, v19, v28, vcc
	v_add_i32_e32 v6, vcc, s0, v8
	v_addc_u32_e32 v7, vcc, v9, v28, vcc
	v_add_i32_e32 v10, vcc, s0, v6
	v_addc_u32_e32 v11, vcc, v7, v28, vcc
	buffer_load_dword v37, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v38, v[8:9], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v10
	v_addc_u32_e32 v9, vcc, v11, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	buffer_load_dword v39, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v40, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v41, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v42, v[16:17], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v18
	v_addc_u32_e32 v9, vcc, v19, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v16
	v_addc_u32_e32 v21, vcc, v17, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v24
	v_addc_u32_e32 v27, vcc, v25, v28, vcc
	buffer_load_dword v47, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v34, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v43, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v44, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v45, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v46, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v48, v[22:23], s[0:3], 0 addr64
	buffer_load_dword v49, v[24:25], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v26
	v_addc_u32_e32 v9, vcc, v27, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	buffer_load_dword v50, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v51, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v52, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v53, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v54, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v56, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v57, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v55, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v24
	v_addc_u32_e32 v9, vcc, v25, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v22
	v_addc_u32_e32 v27, vcc, v23, v28, vcc
	buffer_load_dword v58, v[24:25], s[0:3], 0 addr64
	buffer_load_dword v59, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v60, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v61, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v62, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v63, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v64, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v65, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v26
	v_addc_u32_e32 v9, vcc, v27, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	buffer_load_dword v66, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v67, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v73, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v68, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v69, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v70, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v71, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v72, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v24
	v_addc_u32_e32 v9, vcc, v25, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v22
	v_addc_u32_e32 v27, vcc, v23, v28, vcc
	buffer_load_dword v74, v[24:25], s[0:3], 0 addr64
	buffer_load_dword v75, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v76, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v77, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v78, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v80, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v81, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v79, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v26
	v_addc_u32_e32 v9, vcc, v27, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	buffer_load_dword v82, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v83, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v84, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v85, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v86, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v87, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v88, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v89, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v24
	v_addc_u32_e32 v9, vcc, v25, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v22
	v_addc_u32_e32 v27, vcc, v23, v28, vcc
	buffer_load_dword v90, v[24:25], s[0:3], 0 addr64
	buffer_load_dword v91, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v97, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v92, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v93, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v94, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v95, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v96, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v26
	v_addc_u32_e32 v9, vcc, v27, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	buffer_load_dword v98, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v99, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v100, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v101, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v102, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v103, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v104, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v105, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v24
	v_addc_u32_e32 v9, vcc, v25, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v22
	v_addc_u32_e32 v27, vcc, v23, v28, vcc
	buffer_load_dword v106, v[24:25], s[0:3], 0 addr64
	buffer_load_dword v107, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v113, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v108, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v109, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v110, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v111, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v112, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v26
	v_addc_u32_e32 v9, vcc, v27, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	buffer_load_dword v114, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v115, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v116, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v117, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v118, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v119, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v120, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v121, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v8, vcc, s0, v24
	v_addc_u32_e32 v9, vcc, v25, v28, vcc
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v22
	v_addc_u32_e32 v27, vcc, v23, v28, vcc
	buffer_load_dword v122, v[24:25], s[0:3], 0 addr64
	buffer_load_dword v123, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v124, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v125, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v126, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v127, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v128, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v129, v[22:23], s[0:3], 0 addr64
	v_add_i32_e32 v12, vcc, s0, v26
	v_addc_u32_e32 v13, vcc, v27, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v18
	v_addc_u32_e32 v21, vcc, v19, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v20
	v_addc_u32_e32 v23, vcc, v21, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	v_add_i32_e32 v8, vcc, s0, v24
	v_addc_u32_e32 v9, vcc, v25, v28, vcc
	buffer_load_dword v130, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v131, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v132, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v133, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v134, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v135, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v136, v[22:23], s[0:3], 0 addr64
	buffer_load_dword v137, v[24:25], s[0:3], 0 addr64
	v_add_i32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v28, vcc
	v_add_i32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v28, vcc
	v_add_i32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v28, vcc
	v_add_i32_e32 v18, vcc, s0, v16
	v_addc_u32_e32 v19, vcc, v17, v28, vcc
	v_add_i32_e32 v22, vcc, s0, v18
	v_addc_u32_e32 v23, vcc, v19, v28, vcc
	v_add_i32_e32 v24, vcc, s0, v22
	v_addc_u32_e32 v25, vcc, v23, v28, vcc
	v_add_i32_e32 v26, vcc, s0, v24
	v_addc_u32_e32 v27, vcc, v25, v28, vcc
	v_add_i32_e32 v20, vcc, s0, v26
	v_addc_u32_e32 v21, vcc, v27, v28, vcc
	buffer_load_dword v10, v[10:11], s[0:3], 0 addr64
	buffer_load_dword v138, v[6:7], s[0:3], 0 addr64
	buffer_load_dword v139, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v140, v[12:13], s[0:3], 0 addr64
	buffer_load_dword v141, v[14:15], s[0:3], 0 addr64
	buffer_load_dword v17, v[16:17], s[0:3], 0 addr64
	buffer_load_dword v18, v[18:19], s[0:3], 0 addr64
	buffer_load_dword v19, v[22:23], s[0:3], 0 addr64
	buffer_load_dword v22, v[24:25], s[0:3], 0 addr64
	buffer_load_dword v23, v[26:27], s[0:3], 0 addr64
	buffer_load_dword v24, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v20
	v_addc_u32_e32 v5, vcc, v21, v28, vcc
	v_add_i32_e32 v6, vcc, s0, v4
	v_addc_u32_e32 v7, vcc, v5, v28, vcc
	v_add_i32_e32 v8, vcc, s0, v6
	v_addc_u32_e32 v9, vcc, v7, v28, vcc
	v_add_i32_e32 v11, vcc, s0, v8
	v_addc_u32_e32 v12, vcc, v9, v28, vcc
	v_add_i32_e32 v13, vcc, s0, v11
	v_addc_u32_e32 v14, vcc, v12, v28, vcc
	v_add_i32_e32 v15, vcc, s0, v13
	v_addc_u32_e32 v16, vcc, v14, v28, vcc
	buffer_load_dword v20, v[20:21], s[0:3], 0 addr64
	buffer_load_dword v21, v[4:5], s[0:3], 0 addr64
	buffer_load_dword v6, v[6:7], s[0:3], 0 addr64
	buffer_load_dword v7, v[8:9], s[0:3], 0 addr64
	buffer_load_dword v8, v[11:12], s[0:3], 0 addr64
	buffer_load_dword v9, v[13:14], s[0:3], 0 addr64
	buffer_load_dword v11, v[15:16], s[0:3], 0 addr64
	buffer_load_dword v2, v[2:3], s[0:3], 0 addr64
	s_waitcnt vmcnt(14)
	v_fma_f32 v3, v29, v31, v35
	v_fma_f32 v12, v31, v32, v36
	v_fma_f32 v13, v32, v33, v37
	v_fma_f32 v14, v33, v30, v38
	v_fma_f32 v15, v39, v40, v44
	v_fma_f32 v16, v40, v41, v45
	v_fma_f32 v25, v41, v42, v46
	v_fma_f32 v26, v54, v56, v61
	v_fma_f32 v27, v56, v57, v62
	v_fma_f32 v142, v57, v55, v63
	v_fma_f32 v143, v67, v73, v74
	v_fma_f32 v144, v73, v68, v75
	v_fma_f32 v145, v78, v80, v85
	v_fma_f32 v146, v80, v81, v86
	v_fma_f32 v147, v81, v79, v87
	v_fma_f32 v148, v91, v97, v98
	v_fma_f32 v149, v97, v92, v99
	v_fma_f32 v150, v107, v113, v114
	v_fma_f32 v151, v113, v108, v115
	v_fma_f32 v152, v120, v121, v127
	v_fma_f32 v153, v3, v12, v15
	v_fma_f32 v154, v12, v13, v16
	v_fma_f32 v155, v13, v14, v25
	v_fma_f32 v156, v26, v27, v143
	v_fma_f32 v157, v27, v142, v144
	v_fma_f32 v158, v145, v146, v148
	v_fma_f32 v159, v146, v147, v149
	v_fma_f32 v160, v150, v151, v152
	v_fma_f32 v161, v153, v154, v156
	v_fma_f32 v162, v154, v155, v157
	v_fma_f32 v163, v158, v159, v160
	v_mov_b32_e32 v5, s7
	v_add_i32_e32 v4, vcc, s6, v0
	s_mov_b64 s[4:5], s[6:7]
	s_mov_b64 s[6:7], s[2:3]
	v_fma_f32 v164, v161, v162, v163
	v_addc_u32_e32 v5, vcc, v5, v1, vcc
	buffer_store_dword v164, v[0:1], s[4:7], 0 addr64
	v_fma_f32 v0, v35, v36, v40
	v_fma_f32 v1, v36, v37, v41
	v_fma_f32 v36, v37, v38, v42
	v_fma_f32 v40, v47, v34, v49
	v_fma_f32 v37, v38, v138, v47
	v_fma_f32 v38, v42, v47, v48
	v_fma_f32 v41, v48, v49, v56
	v_fma_f32 v42, v49, v50, v57
	v_fma_f32 v47, v46, v48, v54
	v_fma_f32 v46, v45, v46, v53
	v_fma_f32 v45, v44, v45, v52
	v_fma_f32 v44, v43, v44, v51
	v_fma_f32 v48, v50, v51, v55
	s_waitcnt vmcnt(9)
	v_fma_f32 v35, v24, v35, v39
	v_fma_f32 v39, v10, v39, v43
	v_fma_f32 v43, v34, v43, v50
	v_fma_f32 v49, v51, v52, v58
	v_fma_f32 v50, v52, v53, v59
	v_fma_f32 v51, v53, v54, v60
	v_fma_f32 v52, v55, v58, v64
	v_fma_f32 v53, v58, v59, v65
	v_fma_f32 v54, v59, v60, v66
	v_fma_f32 v55, v60, v61, v67
	v_fma_f32 v56, v61, v62, v73
	v_fma_f32 v57, v62, v63, v68
	v_fma_f32 v58, v63, v64, v69
	v_fma_f32 v59, v64, v65, v70
	v_fma_f32 v60, v65, v66, v71
	v_fma_f32 v61, v66, v67, v72
	v_fma_f32 v62, v68, v69, v76
	v_fma_f32 v63, v69, v70, v77
	v_fma_f32 v64, v70, v71, v78
	v_fma_f32 v65, v71, v72, v80
	v_fma_f32 v66, v72, v74, v81
	v_fma_f32 v67, v74, v75, v79
	v_fma_f32 v68, v75, v76, v82
	v_fma_f32 v69, v76, v77, v83
	v_fma_f32 v70, v77, v78, v84
	v_fma_f32 v71, v79, v82, v88
	v_fma_f32 v72, v82, v83, v89
	v_fma_f32 v73, v83, v84, v90
	v_fma_f32 v74, v84, v85, v91
	v_fma_f32 v75, v85, v86, v97
	v_fma_f32 v76, v86, v87, v92
	v_fma_f32 v77, v87, v88, v93
	v_fma_f32 v78, v88, v89, v94
	v_fma_f32 v79, v89, v90, v95
	v_fma_f32 v80, v90, v91, v96
	v_fma_f32 v81, v92, v93, v100
	v_fma_f32 v82, v93, v94, v101
	v_fma_f32 v83, v94, v95, v102
	v_fma_f32 v84, v95, v96, v103
	v_fma_f32 v85, v96, v98, v104
	v_fma_f32 v86, v98, v99, v105
	v_fma_f32 v87, v99, v100, v106
	v_fma_f32 v88, v100, v101, v107
	v_fma_f32 v89, v101, v102, v113
	v_fma_f32 v90, v102, v103, v108
	v_fma_f32 v91, v103, v104, v109
	v_fma_f32 v92, v104, v105, v110
	v_fma_f32 v93, v105, v106, v111
	v_fma_f32 v94, v106, v107, v112
	v_fma_f32 v95, v108, v109, v116
	v_fma_f32 v96, v109, v110, v117
	v_fma_f32 v97, v110, v111, v118
	v_fma_f32 v98, v111, v112, v119
	v_fma_f32 v99, v112, v114, v120
	v_fma_f32 v100, v114, v115, v121
	v_fma_f32 v101, v115, v116, v122
	v_fma_f32 v102, v116, v117, v123
	v_fma_f32 v103, v117, v118, v124
	v_fma_f32 v104, v118, v119, v125
	v_fma_f32 v105, v119, v120, v126
	v_fma_f32 v106, v121, v122, v128
	v_fma_f32 v107, v122, v123, v129
	v_fma_f32 v108, v123, v124, v130
	v_fma_f32 v109, v124, v125, v131
	v_fma_f32 v110, v125, v126, v132
	v_fma_f32 v111, v126, v127, v133
	v_fma_f32 v112, v127, v128, v134
	v_fma_f32 v113, v128, v129, v135
	v_fma_f32 v114, v129, v130, v136
	v_fma_f32 v115, v130, v131, v137
	v_fma_f32 v116, v131, v132, v139
	v_fma_f32 v117, v132, v133, v140
	v_fma_f32 v118, v133, v134, v141
	v_fma_f32 v119, v134, v135, v17
	v_fma_f32 v120, v135, v136, v18
	v_fma_f32 v121, v136, v137, v19
	v_fma_f32 v122, v137, v139, v22
	v_fma_f32 v123, v139, v140, v23
	s_waitcnt vmcnt(8)
	v_fma_f32 v124, v140, v141, v20
	s_waitcnt vmcnt(7)
	v_fma_f32 v125, v141, v17, v21
	s_waitcnt vmcnt(6)
	v_fma_f32 v17, v17, v18, v6
	s_waitcnt vmcnt(5)
	v_fma_f32 v18, v18, v19, v7
	s_waitcnt vmcnt(4)
	v_fma_f32 v19, v19, v22, v8
	s_waitcnt vmcnt(3)
	v_fma_f32 v22, v22, v23, v9
	s_waitcnt vmcnt(2)
	v_fma_f32 v23, v23, v20, v11
	v_fma_f32 v20, v20, v21, v29
	v_fma_f32 v21, v21, v6, v31
	v_fma_f32 v6, v6, v7, v32
	v_fma_f32 v7, v7, v8, v33
	v_fma_f32 v31, v138, v10, v34
	s_waitcnt vmcnt(1)
	v_fma_f32 v32, v30, v2, v138
	v_fma_f32 v8, v8, v9, v30
	v_fma_f32 v10, v2, v24, v10
	v_fma_f32 v2, v9, v11, v2
	v_fma_f32 v9, v11, v29, v24
	v_fma_f32 v11, v39, v15, v48
	v_fma_f32 v15, v15, v16, v49
	v_fma_f32 v16, v16, v25, v50
	v_fma_f32 v24, v25, v38, v51
	v_fma_f32 v25, v42, v48, v57
	v_fma_f32 v29, v48, v49, v58
	v_fma_f32 v30, v49, v50, v59
	v_fma_f32 v33, v50, v51, v60
	v_fma_f32 v34, v51, v26, v61
	v_fma_f32 v48, v61, v143, v146
	v_fma_f32 v49, v60, v61, v145
	v_fma_f32 v50, v59, v60, v70
	v_fma_f32 v51, v58, v59, v69
	v_fma_f32 v58, v57, v58, v68
	v_fma_f32 v57, v56, v57, v67
	v_fma_f32 v59, v143, v144, v147
	v_fma_f32 v60, v144, v62, v71
	v_fma_f32 v61, v70, v145, v80
	v_fma_f32 v70, v69, v70, v79
	v_fma_f32 v69, v68, v69, v78
	v_fma_f32 v68, v67, v68, v77
	v_fma_f32 v67, v66, v67, v76
	v_fma_f32 v126, v147, v71, v81
	v_fma_f32 v71, v71, v72, v82
	v_fma_f32 v127, v75, v76, v86
	v_fma_f32 v76, v76, v77, v87
	v_fma_f32 v77, v77, v78, v88
	v_fma_f32 v78, v78, v79, v89
	v_fma_f32 v79, v79, v80, v90
	v_fma_f32 v80, v80, v148, v91
	v_fma_f32 v128, v148, v149, v92
	v_fma_f32 v129, v149, v81, v93
	v_fma_f32 v81, v81, v82, v94
	v_fma_f32 v82, v82, v83, v150
	v_fma_f32 v130, v94, v150, v105
	v_fma_f32 v94, v93, v94, v104
	v_fma_f32 v93, v92, v93, v103
	v_fma_f32 v92, v91, v92, v102
	v_fma_f32 v91, v90, v91, v101
	v_fma_f32 v90, v89, v90, v100
	v_fma_f32 v89, v88, v89, v99
	v_fma_f32 v88, v87, v88, v98
	v_fma_f32 v87, v86, v87, v97
	v_fma_f32 v86, v85, v86, v96
	v_fma_f32 v131, v95, v96, v107
	v_fma_f32 v96, v96, v97, v108
	v_fma_f32 v97, v97, v98, v109
	v_fma_f32 v98, v98, v99, v110
	v_fma_f32 v99, v99, v100, v111
	v_fma_f32 v100, v100, v101, v112
	v_fma_f32 v101, v101, v102, v113
	v_fma_f32 v102, v102, v103, v114
	v_fma_f32 v103, v103, v104, v115
	v_fma_f32 v104, v104, v105, v116
	v_fma_f32 v105, v105, v152, v117
	v_fma_f32 v132, v152, v106, v118
	v_fma_f32 v133, v106, v107, v119
	v_fma_f32 v107, v107, v108, v120
	v_fma_f32 v108, v108, v109, v121
	v_fma_f32 v109, v109, v110, v122
	v_fma_f32 v110, v110, v111, v123
	v_fma_f32 v111, v111, v112, v124
	v_fma_f32 v112, v112, v113, v125
	v_fma_f32 v113, v113, v114, v17
	v_fma_f32 v114, v114, v115, v18
	v_fma_f32 v115, v115, v116, v19
	v_fma_f32 v116, v116, v117, v22
	v_fma_f32 v117, v117, v118, v23
	v_fma_f32 v118, v118, v119, v20
	v_fma_f32 v119, v119, v120, v21
	v_fma_f32 v120, v120, v121, v6
	v_fma_f32 v121, v121, v122, v7
	v_fma_f32 v122, v122, v123, v8
	v_fma_f32 v123, v123, v124, v2
	v_fma_f32 v124, v124, v125, v9
	v_fma_f32 v125, v125, v17, v3
	v_fma_f32 v12, v17, v18, v12
	v_fma_f32 v13, v18, v19, v13
	v_fma_f32 v17, v38, v40, v26
	v_fma_f32 v18, v14, v32, v38
	v_fma_f32 v14, v19, v22, v14
	v_fma_f32 v19, v40, v43, v27
	v_fma_f32 v26, v32, v10, v40
	v_fma_f32 v22, v22, v23, v32
	v_fma_f32 v27, v151, v95, v106
	v_fma_f32 v32, v83, v84, v151
	v_fma_f32 v38, v72, v73, v83
	v_fma_f32 v40, v62, v63, v72
	v_fma_f32 v62, v142, v52, v62
	v_fma_f32 v72, v43, v44, v142
	v_fma_f32 v43, v10, v35, v43
	v_fma_f32 v10, v23, v20, v10
	v_fma_f32 v23, v84, v85, v95
	v_fma_f32 v83, v73, v74, v84
	v_fma_f32 v73, v63, v64, v73
	v_fma_f32 v63, v52, v53, v63
	v_fma_f32 v52, v44, v45, v52
	v_fma_f32 v44, v35, v0, v44
	v_fma_f32 v20, v20, v21, v35
	v_fma_f32 v35, v74, v75, v85
	v_fma_f32 v74, v64, v65, v74
	v_fma_f32 v64, v53, v54, v64
	v_fma_f32 v53, v45, v46, v53
	v_fma_f32 v45, v0, v1, v45
	v_fma_f32 v0, v21, v6, v0
	v_fma_f32 v21, v65, v66, v75
	v_fma_f32 v65, v54, v55, v65
	v_fma_f32 v54, v46, v47, v54
	v_fma_f32 v46, v1, v36, v46
	v_fma_f32 v1, v6, v7, v1
	v_fma_f32 v6, v55, v56, v66
	v_fma_f32 v55, v47, v41, v55
	v_fma_f32 v47, v36, v37, v47
	v_fma_f32 v7, v7, v8, v36
	v_fma_f32 v36, v41, v42, v56
	v_fma_f32 v41, v37, v31, v41
	v_fma_f32 v8, v8, v2, v37
	v_fma_f32 v37, v31, v39, v42
	v_fma_f32 v2, v2, v9, v31
	v_fma_f32 v3, v9, v3, v39
	v_fma_f32 v31, v110, v111, v154
	v_fma_f32 v66, v155, v18, v62
	v_fma_f32 v75, v111, v112, v155
	v_fma_f32 v56, v86, v87, v111
	v_fma_f32 v84, v18, v26, v63
	v_fma_f32 v85, v112, v113, v18
	v_fma_f32 v95, v87, v88, v112
	v_fma_f32 v87, v40, v73, v87
	v_fma_f32 v106, v26, v43, v64
	v_fma_f32 v111, v113, v114, v26
	v_fma_f32 v26, v88, v89, v113
	v_fma_f32 v88, v73, v74, v88
	v_fma_f32 v73, v17, v19, v73
	v_fma_f32 v9, v43, v44, v65
	v_fma_f32 v112, v114, v115, v43
	v_fma_f32 v113, v89, v90, v114
	v_fma_f32 v89, v74, v21, v89
	v_fma_f32 v74, v19, v72, v74
	v_fma_f32 v39, v15, v16, v59
	v_fma_f32 v114, v16, v24, v60
	v_fma_f32 v16, v123, v124, v16
	v_fma_f32 v134, v24, v17, v40
	v_fma_f32 v135, v124, v125, v24
	v_fma_f32 v42, v96, v97, v124
	v_fma_f32 v124, v125, v12, v17
	v_fma_f32 v43, v97, v98, v125
	v_fma_f32 v97, v38, v83, v97
	v_fma_f32 v19, v12, v13, v19
	v_fma_f32 v12, v98, v99, v12
	v_fma_f32 v98, v83, v35, v98
	v_fma_f32 v17, v156, v157, v83
	v_fma_f32 v83, v34, v156, v38
	v_fma_f32 v125, v71, v38, v96
	v_fma_f32 v38, v131, v96, v123
	v_fma_f32 v96, v122, v123, v15
	v_fma_f32 v15, v11, v15, v48
	v_fma_f32 v123, v41, v37, v50
	v_fma_f32 v136, v37, v11, v49
	v_fma_f32 v37, v120, v121, v37
	v_fma_f32 v137, v121, v122, v11
	v_fma_f32 v11, v160, v27, v121
	v_fma_f32 v18, v130, v160, v120
	v_fma_f32 v120, v119, v120, v41
	v_fma_f32 v41, v47, v41, v51
	v_fma_f32 v24, v157, v62, v35
	v_fma_f32 v62, v62, v63, v127
	v_fma_f32 v63, v63, v64, v76
	v_fma_f32 v64, v64, v65, v77
	v_fma_f32 v65, v65, v6, v78
	v_fma_f32 v121, v60, v40, v86
	v_fma_f32 v60, v59, v60, v23
	v_fma_f32 v59, v48, v59, v32
	v_fma_f32 v138, v49, v48, v82
	v_fma_f32 v139, v50, v49, v81
	v_fma_f32 v140, v51, v50, v129
	v_fma_f32 v40, v58, v51, v128
	v_fma_f32 v35, v35, v127, v99
	v_fma_f32 v51, v127, v76, v100
	v_fma_f32 v76, v76, v77, v101
	v_fma_f32 v77, v77, v78, v102
	v_fma_f32 v78, v78, v79, v103
	v_fma_f32 v86, v23, v86, v110
	v_fma_f32 v127, v32, v23, v109
	v_fma_f32 v141, v82, v32, v108
	v_fma_f32 v82, v81, v82, v107
	v_fma_f32 v81, v129, v81, v133
	v_fma_f32 v129, v128, v129, v132
	v_fma_f32 v128, v80, v128, v105
	v_fma_f32 v32, v99, v100, v13
	v_fma_f32 v99, v100, v101, v14
	v_fma_f32 v100, v101, v102, v22
	v_fma_f32 v101, v102, v103, v10
	v_fma_f32 v102, v103, v104, v20
	v_fma_f32 v103, v109, v110, v153
	v_fma_f32 v109, v108, v109, v3
	v_fma_f32 v108, v107, v108, v2
	v_fma_f32 v107, v133, v107, v8
	v_fma_f32 v110, v132, v133, v7
	v_fma_f32 v132, v105, v132, v1
	v_fma_f32 v105, v104, v105, v0
	v_fma_f32 v104, v79, v80, v104
	v_fma_f32 v79, v6, v57, v79
	v_fma_f32 v6, v44, v45, v6
	v_fma_f32 v23, v115, v116, v44
	v_fma_f32 v115, v90, v91, v115
	v_fma_f32 v90, v21, v67, v90
	v_fma_f32 v21, v72, v52, v21
	v_fma_f32 v13, v13, v14, v72
	v_fma_f32 v72, v57, v58, v80
	v_fma_f32 v44, v45, v46, v57
	v_fma_f32 v57, v116, v117, v45
	v_fma_f32 v80, v91, v92, v116
	v_fma_f32 v91, v67, v68, v91
	v_fma_f32 v67, v52, v53, v67
	v_fma_f32 v52, v14, v22, v52
	v_fma_f32 v14, v46, v47, v58
	v_fma_f32 v46, v117, v118, v46
	v_fma_f32 v116, v92, v93, v117
	v_fma_f32 v92, v68, v69, v92
	v_fma_f32 v58, v53, v54, v68
	v_fma_f32 v22, v22, v10, v53
	v_fma_f32 v68, v118, v119, v47
	v_fma_f32 v117, v93, v94, v118
	v_fma_f32 v93, v69, v70, v93
	v_fma_f32 v53, v54, v55, v69
	v_fma_f32 v69, v94, v130, v119
	v_fma_f32 v118, v61, v158, v130
	v_fma_f32 v130, v0, v1, v36
	v_fma_f32 v133, v1, v7, v25
	v_fma_f32 v1, v159, v126, v27
	v_fma_f32 v157, v162, v66, v1
	v_fma_f32 v54, v10, v20, v54
	v_fma_f32 v94, v70, v61, v94
	v_fma_f32 v70, v55, v36, v70
	v_fma_f32 v20, v20, v0, v55
	v_fma_f32 v119, v36, v25, v61
	v_fma_f32 v36, v25, v29, v158
	v_fma_f32 v0, v27, v131, v122
	v_fma_f32 v122, v29, v30, v159
	v_fma_f32 v142, v7, v8, v29
	v_fma_f32 v29, v126, v71, v131
	buffer_store_dword v157, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v131, v8, v2, v30
	v_fma_f32 v71, v33, v34, v71
	v_fma_f32 v143, v2, v3, v33
	v_fma_f32 v144, v3, v153, v34
	v_fma_f32 v145, v106, v9, v97
	v_fma_f32 v146, v9, v6, v98
	v_fma_f32 v50, v69, v18, v9
	v_fma_f32 v147, v6, v44, v35
	v_fma_f32 v49, v18, v11, v6
	v_fma_f32 v148, v83, v17, v18
	v_fma_f32 v149, v44, v14, v51
	v_fma_f32 v48, v11, v0, v44
	v_fma_f32 v150, v17, v24, v11
	v_fma_f32 v151, v14, v41, v76
	v_fma_f32 v45, v0, v38, v14
	v_fma_f32 v152, v24, v62, v0
	v_fma_f32 v25, v112, v23, v17
	v_fma_f32 v24, v23, v57, v24
	v_fma_f32 v153, v118, v163, v23
	v_fma_f32 v154, v163, v1, v57
	v_fma_f32 v18, v57, v46, v62
	v_fma_f32 v155, v62, v63, v38
	v_fma_f32 v47, v38, v42, v41
	v_fma_f32 v156, v41, v123, v77
	v_fma_f32 v158, v1, v29, v46
	v_fma_f32 v17, v46, v68, v63
	v_fma_f32 v63, v63, v64, v42
	v_fma_f32 v46, v42, v43, v123
	v_fma_f32 v123, v123, v136, v78
	v_fma_f32 v159, v136, v15, v104
	v_fma_f32 v44, v43, v12, v136
	v_fma_f32 v136, v64, v65, v43
	v_fma_f32 v160, v15, v39, v128
	v_fma_f32 v42, v12, v32, v15
	v_fma_f32 v163, v65, v79, v12
	v_fma_f32 v23, v68, v120, v64
	v_fma_f32 v14, v120, v37, v65
	v_fma_f32 v64, v125, v97, v120
	v_fma_f32 v65, v97, v98, v37
	v_fma_f32 v11, v37, v137, v79
	v_fma_f32 v79, v79, v72, v32
	v_fma_f32 v43, v32, v99, v39
	v_fma_f32 v97, v39, v114, v129
	v_fma_f32 v10, v137, v96, v72
	v_fma_f32 v72, v72, v40, v99
	v_fma_f32 v41, v99, v100, v114
	v_fma_f32 v99, v114, v134, v81
	v_fma_f32 v114, v35, v51, v96
	v_fma_f32 v9, v96, v16, v40
	v_fma_f32 v96, v40, v140, v100
	v_fma_f32 v40, v100, v101, v134
	v_fma_f32 v100, v134, v73, v82
	v_fma_f32 v120, v51, v76, v16
	v_fma_f32 v134, v140, v139, v101
	v_fma_f32 v39, v101, v102, v73
	v_fma_f32 v76, v76, v77, v135
	v_fma_f32 v1, v135, v124, v139
	v_fma_f32 v101, v139, v138, v102
	v_fma_f32 v38, v102, v105, v74
	v_fma_f32 v77, v77, v78, v124
	v_fma_f32 v2, v124, v19, v138
	v_fma_f32 v102, v138, v59, v105
	v_fma_f32 v37, v105, v132, v21
	v_fma_f32 v105, v21, v67, v86
	v_fma_f32 v3, v19, v13, v59
	v_fma_f32 v124, v59, v60, v132
	v_fma_f32 v34, v132, v110, v67
	v_fma_f32 v6, v13, v52, v60
	v_fma_f32 v132, v60, v121, v110
	v_fma_f32 v7, v52, v22, v121
	v_fma_f32 v121, v121, v87, v107
	v_fma_f32 v8, v22, v54, v87
	v_fma_f32 v87, v87, v88, v108
	v_fma_f32 v60, v127, v86, v133
	v_fma_f32 v59, v86, v56, v142
	v_fma_f32 v86, v88, v89, v109
	v_fma_f32 v15, v54, v20, v88
	v_fma_f32 v88, v66, v84, v29
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v88, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v126, v30, v33, v126
	v_fma_f32 v78, v78, v104, v19
	v_fma_f32 v104, v104, v128, v13
	v_fma_f32 v32, v110, v107, v58
	v_fma_f32 v110, v58, v53, v95
	v_fma_f32 v128, v128, v129, v52
	v_fma_f32 v30, v107, v108, v53
	v_fma_f32 v107, v53, v70, v26
	v_fma_f32 v129, v129, v81, v22
	v_fma_f32 v81, v81, v82, v54
	v_fma_f32 v53, v115, v80, v162
	v_fma_f32 v54, v80, v116, v66
	v_fma_f32 v66, v36, v122, v80
	v_fma_f32 v80, v89, v90, v103
	v_fma_f32 v19, v20, v130, v89
	v_fma_f32 v89, v84, v106, v125
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v89, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v145, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v146, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v147, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v149, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v151, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v156, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v123, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v159, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v160, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v97, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v99, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v100, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v73, v73, v74, v141
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v73, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v74, v74, v21, v127
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v74, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v105, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v67, v67, v58, v56
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v67, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v110, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v107, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v27, v108, v109, v70
	v_fma_f32 v70, v70, v119, v113
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v70, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v62, v82, v141, v20
	v_fma_f32 v82, v119, v36, v115
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v82, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v66, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v52, v116, v117, v84
	v_fma_f32 v84, v122, v126, v116
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v84, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v58, v56, v95, v131
	v_fma_f32 v57, v95, v26, v143
	v_fma_f32 v95, v90, v91, v31
	v_fma_f32 v21, v130, v133, v90
	v_fma_f32 v90, v126, v71, v117
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v90, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v51, v117, v69, v106
	v_fma_f32 v69, v71, v83, v69
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v69, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v148, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v150, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v152, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v155, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v63, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v136, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v163, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v79, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v72, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v96, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v134, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v101, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v102, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v124, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v132, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v121, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v87, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v86, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v80, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v95, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v36, v103, v31, v36
	v_fma_f32 v33, v31, v75, v122
	v_fma_f32 v31, v75, v85, v126
	v_fma_f32 v75, v91, v92, v75
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v75, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v68, v29, v125, v68
	v_fma_f32 v29, v85, v111, v71
	v_fma_f32 v71, v92, v93, v85
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v71, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v56, v26, v113, v144
	v_fma_f32 v26, v111, v112, v83
	v_fma_f32 v83, v93, v94, v111
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v83, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v85, v94, v118, v112
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v85, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v153, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v154, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v158, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v68, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v64, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v65, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v98, v98, v35, v137
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v98, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v114, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v120, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v76, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v77, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v78, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v104, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v128, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v129, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v81, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v62, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v61, v141, v127, v130
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v61, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v60, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v59, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v58, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v57, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v56, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v55, v113, v115, v161
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v55, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v53, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v54, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v52, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v51, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v50, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v49, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v48, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v45, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v47, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v46, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v44, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v42, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v43, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v41, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v40, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v39, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v38, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v37, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v34, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v32, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v30, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v27, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_fma_f32 v35, v109, v103, v119
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v35, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v36, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v33, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v31, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v29, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v26, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v25, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v24, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v18, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v17, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v23, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v14, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v11, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v10, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	buffer_store_dword v9, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v4
	v_addc_u32_e32 v5, vcc, v5, v28, vcc
	s_waitcnt expcnt(0)
	v_add_i32_e32 v9, vcc, s0, v4
	v_fma_f32 v0, v16, v135, v140
	v_addc_u32_e32 v10, vcc, v5, v28, vcc
	buffer_store_dword v0, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v9
	v_addc_u32_e32 v5, vcc, v10, v28, vcc
	s_waitcnt expcnt(0)
	v_add_i32_e32 v0, vcc, s0, v4
	buffer_store_dword v1, v[9:10], s[0:3], 0 addr64
	s_waitcnt expcnt(0)
	v_addc_u32_e32 v1, vcc, v5, v28, vcc
	buffer_store_dword v2, v[4:5], s[0:3], 0 addr64
	v_add_i32_e32 v4, vcc, s0, v0
	v_addc_u32_e32 v5, vcc, v1, v28, vcc
	buffer_store_dword v3, v[0:1], s[0:3], 0 addr64
	v_add_i32_e32 v0, vcc, s0, v4
	v_addc_u32_e32 v1, vcc, v5, v28, vcc
	s_waitcnt expcnt(1)
	v_add_i32_e32 v2, vcc, s0, v0
	s_waitcnt expcnt(0)
	v_addc_u32_e32 v3, vcc, v1, v28, vcc
	buffer_store_dword v6, v[4:5], s[0:3], 0 addr64
	buffer_store_dword v7, v[0:1], s[0:3], 0 addr64
	v_add_i32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, v3, v28, vcc
	buffer_store_dword v8, v[2:3], s[0:3], 0 addr64
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v1, v28, vcc
	buffer_store_dword v15, v[0:1], s[0:3], 0 addr64
	v_add_i32_e32 v0, vcc, s0, v2
	v_addc_u32_e32 v1, vcc, v3, v28, vcc
	buffer_store_dword v19, v[2:3], s[0:3], 0 addr64
	v_add_i32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v1, v28, vcc
	buffer_store_dword v21, v[0:1], s[0:3], 0 addr64
	v_add_i32_e32 v0, vcc, s0, v2
	v_fma_f32 v22, v133, v142, v91
	v_addc_u32_e32 v1, vcc, v3, v28, vcc
	buffer_store_dword v22, v[2:3], s[0:3], 0 addr64
	v_add_i32_e32 v2, vcc, s0, v0
	v_fma_f32 v20, v142, v131, v92
	v_addc_u32_e32 v3, vcc, v1, v28, vcc
	buffer_store_dword v20, v[0:1], s[0:3], 0 addr64
	v_add_i32_e32 v0, vcc, s0, v2
	v_fma_f32 v16, v131, v143, v93
	v_addc_u32_e32 v1, vcc, v3, v28, vcc
	v_fma_f32 v12, v143, v144, v94
	buffer_store_dword v16, v[2:3], s[0:3], 0 addr64
	v_add_i32_e32 v2, vcc, s0, v0
	v_fma_f32 v13, v144, v161, v118
	v_addc_u32_e32 v3, vcc, v1, v28, vcc
	buffer_store_dword v12, v[0:1], s[0:3], 0 addr64
	buffer_store_dword v13, v[2:3], s[0:3], 0 addr64
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
