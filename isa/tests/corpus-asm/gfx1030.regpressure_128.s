regpressure_128:
	s_load_dword s4, s[6:7], 0x10
	v_lshl_or_b32 v0, s10, 8, v0
	s_mov_b32 s0, exec_lo
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s4, v0
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s5, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	s_lshl_b64 s[0:1], s[4:5], 2
	v_add_co_u32 v4, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v3, vcc_lo
	v_add_co_u32 v6, vcc_lo, v4, s0
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v12, vcc_lo, v6, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v7, vcc_lo
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	v_add_co_u32 v16, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v17, vcc_lo, s1, v15, vcc_lo
	s_clause 0x5
	global_load_dword v11, v[2:3], off
	global_load_dword v10, v[4:5], off
	global_load_dword v9, v[6:7], off
	global_load_dword v8, v[12:13], off
	global_load_dword v7, v[14:15], off
	global_load_dword v5, v[16:17], off
	v_add_co_u32 v18, vcc_lo, v16, s0
	v_add_co_ci_u32_e32 v19, vcc_lo, s1, v17, vcc_lo
	v_add_co_u32 v12, vcc_lo, v18, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v19, vcc_lo
	global_load_dword v3, v[18:19], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v2, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v4, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v6, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v16, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v17, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v18, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v19, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v20, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v21, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v22, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v23, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v24, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v25, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v26, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v27, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v28, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v29, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v30, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v31, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v32, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v33, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v34, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v35, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v36, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v37, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v38, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v39, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v40, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v41, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v42, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v43, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v44, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v45, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v46, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v47, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v48, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v49, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v50, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v51, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v52, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v53, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v54, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v55, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v56, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v57, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v58, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v59, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v60, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v61, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v62, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v63, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v64, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v65, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v66, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v67, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v68, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v69, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v70, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v71, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v72, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v73, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v74, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v75, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v76, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v77, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v78, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v79, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v80, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v81, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v82, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v83, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v84, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v85, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v86, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v87, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v88, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v89, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v90, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v91, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v92, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v93, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v94, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v95, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v96, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v97, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v98, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v99, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v100, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v101, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v102, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v103, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v104, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v105, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v106, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v107, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v108, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v109, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v110, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v111, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v112, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v113, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v114, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v115, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v116, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v117, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v118, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v119, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v120, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v121, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v122, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v123, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v124, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v125, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v126, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v127, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v128, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v129, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	global_load_dword v132, v[14:15], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	s_waitcnt vmcnt(62)
	v_fma_f32 v137, v8, v7, v16
	global_load_dword v133, v[12:13], off
	global_load_dword v134, v[14:15], off
	v_add_co_u32 v12, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v15, vcc_lo
	v_fma_f32 v138, v7, v5, v17
	v_fma_f32 v139, v5, v3, v18
	v_fma_f32 v140, v3, v2, v19
	global_load_dword v12, v[12:13], off
	v_fma_f32 v141, v2, v4, v20
	v_fma_f32 v143, v6, v16, v22
	v_fma_f32 v144, v16, v17, v23
	v_fma_f32 v130, v17, v18, v24
	v_fma_f32 v131, v18, v19, v25
	v_fma_f32 v13, v21, v22, v28
	v_fma_f32 v15, v22, v23, v29
	v_fma_f32 v16, v19, v20, v26
	v_fma_f32 v17, v23, v24, v30
	v_fma_f32 v18, v20, v21, v27
	v_fma_f32 v19, v24, v25, v31
	v_fma_f32 v20, v25, v26, v32
	v_fma_f32 v145, v26, v27, v33
	v_fma_f32 v146, v27, v28, v34
	v_fma_f32 v28, v28, v29, v35
	v_fma_f32 v147, v29, v30, v36
	v_fma_f32 v30, v30, v31, v37
	v_fma_f32 v31, v31, v32, v38
	v_fma_f32 v32, v32, v33, v39
	v_fma_f32 v33, v33, v34, v40
	v_fma_f32 v34, v34, v35, v41
	v_fma_f32 v35, v35, v36, v42
	v_fma_f32 v36, v36, v37, v43
	v_fma_f32 v37, v37, v38, v44
	v_fma_f32 v38, v38, v39, v45
	v_fma_f32 v14, v11, v10, v2
	v_fma_f32 v135, v10, v9, v4
	v_fma_f32 v136, v9, v8, v6
	v_fma_f32 v142, v4, v6, v21
	v_fma_f32 v6, v138, v139, v17
	v_fma_f32 v39, v39, v40, v46
	v_fma_f32 v40, v40, v41, v47
	v_fma_f32 v41, v41, v42, v48
	v_fma_f32 v42, v42, v43, v49
	v_fma_f32 v43, v43, v44, v50
	v_fma_f32 v44, v44, v45, v51
	v_fma_f32 v45, v45, v46, v52
	v_fma_f32 v46, v46, v47, v53
	v_fma_f32 v47, v47, v48, v54
	v_fma_f32 v48, v48, v49, v55
	v_fma_f32 v49, v49, v50, v56
	v_fma_f32 v50, v50, v51, v57
	v_fma_f32 v51, v51, v52, v58
	v_fma_f32 v52, v52, v53, v59
	v_fma_f32 v53, v53, v54, v60
	v_fma_f32 v54, v54, v55, v61
	v_fma_f32 v55, v55, v56, v62
	v_fma_f32 v56, v56, v57, v63
	v_fma_f32 v57, v57, v58, v64
	v_fma_f32 v58, v58, v59, v65
	v_fma_f32 v59, v59, v60, v66
	v_fma_f32 v60, v60, v61, v67
	v_fma_f32 v61, v61, v62, v68
	s_waitcnt vmcnt(62)
	v_fma_f32 v62, v62, v63, v69
	v_fma_f32 v63, v63, v64, v70
	v_fma_f32 v64, v64, v65, v71
	s_waitcnt vmcnt(61)
	v_fma_f32 v65, v65, v66, v72
	s_waitcnt vmcnt(60)
	v_fma_f32 v66, v66, v67, v73
	s_waitcnt vmcnt(59)
	v_fma_f32 v67, v67, v68, v74
	s_waitcnt vmcnt(58)
	v_fma_f32 v68, v68, v69, v75
	s_waitcnt vmcnt(57)
	v_fma_f32 v69, v69, v70, v76
	s_waitcnt vmcnt(56)
	v_fma_f32 v70, v70, v71, v77
	s_waitcnt vmcnt(55)
	v_fma_f32 v71, v71, v72, v78
	s_waitcnt vmcnt(54)
	v_fma_f32 v72, v72, v73, v79
	s_waitcnt vmcnt(53)
	v_fma_f32 v73, v73, v74, v80
	s_waitcnt vmcnt(52)
	v_fma_f32 v74, v74, v75, v81
	s_waitcnt vmcnt(51)
	v_fma_f32 v75, v75, v76, v82
	v_fma_f32 v29, v140, v141, v20
	v_fma_f32 v23, v15, v17, v35
	s_waitcnt vmcnt(50)
	v_fma_f32 v76, v76, v77, v83
	v_fma_f32 v24, v17, v19, v36
	v_fma_f32 v25, v19, v20, v37
	v_fma_f32 v26, v20, v145, v38
	v_fma_f32 v2, v136, v137, v13
	s_waitcnt vmcnt(49)
	v_fma_f32 v77, v77, v78, v84
	v_fma_f32 v4, v137, v138, v15
	v_fma_f32 v27, v139, v140, v19
	v_fma_f32 v21, v18, v13, v33
	v_fma_f32 v22, v13, v15, v34
	s_waitcnt vmcnt(48)
	v_fma_f32 v78, v78, v79, v85
	v_fma_f32 v19, v32, v33, v45
	v_fma_f32 v15, v33, v34, v46
	v_fma_f32 v13, v34, v35, v47
	v_fma_f32 v34, v35, v36, v48
	s_waitcnt vmcnt(47)
	v_fma_f32 v79, v79, v80, v86
	v_fma_f32 v33, v36, v37, v49
	v_fma_f32 v35, v37, v38, v50
	v_fma_f32 v36, v38, v39, v51
	v_fma_f32 v38, v47, v48, v60
	s_waitcnt vmcnt(46)
	v_fma_f32 v80, v80, v81, v87
	v_fma_f32 v148, v50, v51, v63
	v_fma_f32 v37, v51, v52, v64
	v_fma_f32 v149, v56, v57, v69
	v_fma_f32 v150, v57, v58, v70
	s_waitcnt vmcnt(45)
	v_fma_f32 v81, v81, v82, v88
	v_fma_f32 v151, v58, v59, v71
	v_fma_f32 v152, v59, v60, v72
	v_fma_f32 v153, v60, v61, v73
	v_fma_f32 v154, v61, v62, v74
	s_waitcnt vmcnt(44)
	v_fma_f32 v82, v82, v83, v89
	v_fma_f32 v155, v62, v63, v75
	v_fma_f32 v156, v68, v69, v81
	v_fma_f32 v60, v28, v147, v41
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_waitcnt vmcnt(43)
	v_fma_f32 v83, v83, v84, v90
	v_fma_f32 v157, v69, v70, v82
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt vmcnt(42)
	v_fma_f32 v84, v84, v85, v91
	v_fma_f32 v70, v70, v71, v83
	s_waitcnt vmcnt(41)
	v_fma_f32 v85, v85, v86, v92
	v_fma_f32 v71, v71, v72, v84
	s_waitcnt vmcnt(40)
	v_fma_f32 v86, v86, v87, v93
	v_fma_f32 v72, v72, v73, v85
	s_waitcnt vmcnt(39)
	v_fma_f32 v87, v87, v88, v94
	v_fma_f32 v73, v73, v74, v86
	s_waitcnt vmcnt(38)
	v_fma_f32 v88, v88, v89, v95
	v_fma_f32 v158, v74, v75, v87
	v_fma_f32 v74, v144, v130, v147
	s_waitcnt vmcnt(37)
	v_fma_f32 v89, v89, v90, v96
	v_fma_f32 v75, v75, v76, v88
	s_waitcnt vmcnt(36)
	v_fma_f32 v90, v90, v91, v97
	s_waitcnt vmcnt(35)
	v_fma_f32 v91, v91, v92, v98
	v_fma_f32 v159, v77, v78, v90
	s_waitcnt vmcnt(34)
	v_fma_f32 v92, v92, v93, v99
	s_waitcnt vmcnt(33)
	v_fma_f32 v93, v93, v94, v100
	s_waitcnt vmcnt(32)
	v_fma_f32 v94, v94, v95, v101
	s_waitcnt vmcnt(31)
	v_fma_f32 v95, v95, v96, v102
	s_waitcnt vmcnt(30)
	v_fma_f32 v96, v96, v97, v103
	v_fma_f32 v69, v82, v83, v95
	v_fma_f32 v82, v81, v82, v94
	v_fma_f32 v81, v80, v81, v93
	s_waitcnt vmcnt(29)
	v_fma_f32 v97, v97, v98, v104
	s_waitcnt vmcnt(28)
	v_fma_f32 v98, v98, v99, v105
	s_waitcnt vmcnt(27)
	v_fma_f32 v99, v99, v100, v106
	v_fma_f32 v165, v85, v86, v98
	s_waitcnt vmcnt(26)
	v_fma_f32 v100, v100, v101, v107
	v_fma_f32 v164, v86, v87, v99
	s_waitcnt vmcnt(25)
	v_fma_f32 v101, v101, v102, v108
	v_fma_f32 v163, v87, v88, v100
	s_waitcnt vmcnt(24)
	v_fma_f32 v102, v102, v103, v109
	v_fma_f32 v162, v88, v89, v101
	s_waitcnt vmcnt(23)
	v_fma_f32 v103, v103, v104, v110
	v_fma_f32 v166, v89, v90, v102
	s_waitcnt vmcnt(22)
	v_fma_f32 v104, v104, v105, v111
	v_fma_f32 v167, v90, v91, v103
	s_waitcnt vmcnt(21)
	v_fma_f32 v105, v105, v106, v112
	s_waitcnt vmcnt(20)
	v_fma_f32 v106, v106, v107, v113
	v_fma_f32 v90, v92, v93, v105
	s_waitcnt vmcnt(19)
	v_fma_f32 v107, v107, v108, v114
	s_waitcnt vmcnt(18)
	v_fma_f32 v108, v108, v109, v115
	v_fma_f32 v87, v94, v95, v107
	s_waitcnt vmcnt(17)
	v_fma_f32 v109, v109, v110, v116
	s_waitcnt vmcnt(16)
	v_fma_f32 v110, v110, v111, v117
	s_waitcnt vmcnt(15)
	v_fma_f32 v111, v111, v112, v118
	s_waitcnt vmcnt(14)
	v_fma_f32 v112, v112, v113, v119
	v_fma_f32 v168, v98, v99, v111
	v_fma_f32 v98, v97, v98, v110
	s_waitcnt vmcnt(13)
	v_fma_f32 v113, v113, v114, v120
	s_waitcnt vmcnt(12)
	v_fma_f32 v114, v114, v115, v121
	v_fma_f32 v160, v100, v101, v113
	v_fma_f32 v100, v99, v100, v112
	s_waitcnt vmcnt(11)
	v_fma_f32 v115, v115, v116, v122
	v_fma_f32 v161, v101, v102, v114
	v_fma_f32 v101, v84, v85, v97
	v_fma_f32 v97, v96, v97, v109
	v_fma_f32 v85, v93, v94, v106
	s_waitcnt vmcnt(10)
	v_fma_f32 v116, v116, v117, v123
	v_fma_f32 v169, v102, v103, v115
	v_fma_f32 v94, v91, v92, v104
	v_fma_f32 v102, v78, v79, v91
	v_fma_f32 v92, v79, v80, v92
	s_waitcnt vmcnt(9)
	v_fma_f32 v117, v117, v118, v124
	v_fma_f32 v170, v103, v104, v116
	v_fma_f32 v79, v66, v67, v79
	v_fma_f32 v80, v67, v68, v80
	v_fma_f32 v67, v54, v55, v67
	s_waitcnt vmcnt(8)
	v_fma_f32 v118, v118, v119, v125
	s_waitcnt vmcnt(7)
	v_fma_f32 v119, v119, v120, v126
	v_fma_f32 v103, v105, v106, v118
	s_waitcnt vmcnt(6)
	v_fma_f32 v120, v120, v121, v127
	v_fma_f32 v99, v106, v107, v119
	v_fma_f32 v106, v104, v105, v117
	v_fma_f32 v104, v55, v56, v68
	v_fma_f32 v105, v42, v43, v55
	s_waitcnt vmcnt(5)
	v_fma_f32 v121, v121, v122, v128
	v_fma_f32 v17, v127, v128, v11
	v_fma_f32 v68, v143, v144, v28
	s_waitcnt vmcnt(4)
	v_fma_f32 v122, v122, v123, v129
	v_fmac_f32_e32 v10, v128, v129
	v_fma_f32 v128, v45, v46, v58
	v_fma_f32 v88, v108, v109, v121
	v_fma_f32 v58, v145, v146, v39
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v9, v129, v132
	v_fma_f32 v123, v123, v124, v132
	v_fma_f32 v129, v46, v47, v59
	v_fmac_f32_e32 v140, v17, v10
	v_fma_f32 v86, v109, v110, v122
	v_fma_f32 v47, v30, v31, v43
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v8, v132, v133
	v_fma_f32 v124, v124, v125, v133
	s_waitcnt vmcnt(1)
	v_fma_f32 v20, v125, v126, v134
	v_fmac_f32_e32 v7, v133, v134
	v_fma_f32 v133, v48, v49, v61
	v_fma_f32 v48, v31, v32, v44
	v_fma_f32 v132, v14, v135, v16
	v_fmac_f32_e32 v137, v124, v20
	v_fma_f32 v59, v146, v28, v40
	s_waitcnt vmcnt(0)
	v_fma_f32 v125, v126, v127, v12
	v_fmac_f32_e32 v5, v134, v12
	v_fmac_f32_e32 v3, v12, v11
	v_fma_f32 v127, v44, v45, v57
	v_fma_f32 v134, v49, v50, v62
	v_fma_f32 v11, v63, v64, v76
	v_fma_f32 v12, v64, v65, v77
	v_fma_f32 v76, v76, v77, v89
	v_fmac_f32_e32 v138, v20, v125
	v_fma_f32 v20, v112, v113, v20
	v_fma_f32 v51, v113, v114, v125
	v_fma_f32 v49, v83, v84, v96
	v_fma_f32 v96, v95, v96, v108
	v_fma_f32 v83, v111, v112, v124
	v_fma_f32 v84, v110, v111, v123
	v_fma_f32 v89, v107, v108, v120
	v_fma_f32 v107, v43, v44, v56
	v_fma_f32 v56, v131, v16, v31
	v_fma_f32 v57, v16, v18, v32
	v_fma_f32 v62, v135, v136, v18
	v_fma_f32 v16, v65, v66, v78
	v_fma_f32 v18, v52, v53, v65
	v_fma_f32 v32, v39, v40, v52
	v_fma_f32 v63, v141, v142, v145
	v_fma_f32 v31, v53, v54, v66
	v_fma_f32 v39, v40, v41, v53
	v_fma_f32 v66, v142, v143, v146
	v_fma_f32 v108, v41, v42, v54
	v_fma_f32 v77, v130, v131, v30
	v_fmac_f32_e32 v136, v123, v124
	v_fmac_f32_e32 v135, v122, v123
	v_fma_f32 v109, v115, v116, v10
	v_fmac_f32_e32 v141, v10, v9
	v_fma_f32 v110, v116, v117, v9
	v_fmac_f32_e32 v142, v9, v8
	v_fma_f32 v9, v121, v122, v14
	v_fma_f32 v10, v119, v120, v5
	v_fma_f32 v28, v120, v121, v3
	v_fma_f32 v64, v147, v30, v42
	v_fma_f32 v50, v132, v62, v34
	v_fma_f32 v65, v62, v2, v33
	v_fma_f32 v61, v2, v4, v35
	v_fma_f32 v52, v4, v6, v36
	v_fma_f32 v145, v117, v118, v8
	v_fmac_f32_e32 v143, v8, v7
	v_fma_f32 v53, v6, v27, v32
	v_fma_f32 v146, v118, v119, v7
	v_fma_f32 v54, v27, v29, v39
	v_fmac_f32_e32 v144, v7, v5
	v_fma_f32 v55, v29, v63, v108
	v_fmac_f32_e32 v130, v5, v3
	v_fma_f32 v46, v57, v21, v133
	v_fmac_f32_e32 v131, v3, v14
	v_fmac_f32_e32 v62, v99, v89
	v_fmac_f32_e32 v2, v89, v88
	v_fma_f32 v93, v102, v92, v89
	v_fmac_f32_e32 v4, v88, v86
	v_fma_f32 v91, v92, v81, v88
	v_fma_f32 v8, v148, v37, v92
	v_fmac_f32_e32 v6, v86, v84
	v_fma_f32 v89, v81, v82, v86
	v_fma_f32 v7, v37, v18, v81
	v_fma_f32 v44, v23, v24, v37
	v_fmac_f32_e32 v27, v84, v83
	v_fma_f32 v88, v82, v69, v84
	v_fma_f32 v5, v18, v31, v82
	v_fma_f32 v43, v24, v25, v18
	v_fmac_f32_e32 v29, v83, v20
	v_fma_f32 v86, v69, v49, v83
	v_fma_f32 v3, v31, v67, v69
	v_fma_f32 v42, v25, v26, v31
	v_fma_f32 v83, v90, v85, v9
	v_fma_f32 v84, v85, v87, v135
	v_fma_f32 v119, v12, v16, v85
	v_fma_f32 v85, v87, v96, v136
	v_fma_f32 v118, v16, v79, v87
	v_fma_f32 v31, v33, v35, v16
	v_fma_f32 v33, v34, v33, v12
	v_fma_f32 v123, v11, v12, v90
	v_fma_f32 v87, v94, v90, v28
	v_fma_f32 v40, v13, v34, v11
	v_fma_f32 v126, v155, v11, v94
	v_fma_f32 v90, v167, v94, v10
	v_fma_f32 v78, v63, v66, v105
	v_fmac_f32_e32 v63, v20, v51
	v_fma_f32 v94, v49, v101, v20
	v_fma_f32 v35, v35, v36, v79
	v_fma_f32 v37, v36, v32, v80
	v_fma_f32 v36, v32, v39, v156
	v_fma_f32 v34, v39, v108, v157
	v_fma_f32 v16, v133, v134, v159
	v_fma_f32 v18, v38, v133, v76
	v_fma_f32 v20, v129, v38, v75
	v_fma_f32 v39, v128, v129, v158
	v_fma_f32 v82, v77, v56, v129
	v_fma_f32 v129, v152, v153, v162
	v_add_co_u32 v133, vcc_lo, v0, s0
	v_fmac_f32_e32 v139, v125, v17
	v_fma_f32 v17, v114, v115, v17
	v_fma_f32 v69, v56, v57, v38
	v_fma_f32 v38, v127, v128, v73
	v_fma_f32 v81, v74, v77, v128
	v_fma_f32 v128, v153, v154, v166
	v_fma_f32 v45, v21, v22, v134
	v_fma_f32 v41, v22, v23, v148
	v_fmac_f32_e32 v22, v28, v9
	v_fmac_f32_e32 v21, v10, v28
	v_fma_f32 v122, v79, v80, v96
	v_fma_f32 v28, v107, v127, v72
	v_fma_f32 v12, v134, v148, v102
	v_fma_f32 v125, v80, v156, v97
	v_fma_f32 v80, v68, v74, v127
	v_fma_f32 v127, v154, v155, v167
	v_add_co_ci_u32_e32 v134, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v23, v9, v135
	v_fmac_f32_e32 v24, v135, v136
	v_fmac_f32_e32 v25, v136, v137
	v_fma_f32 v9, v67, v104, v49
	v_fma_f32 v49, v26, v58, v67
	v_fma_f32 v92, v96, v97, v137
	v_fmac_f32_e32 v26, v137, v138
	v_fma_f32 v137, v50, v65, v129
	v_add_co_u32 v135, vcc_lo, v133, s0
	v_fma_f32 v79, v66, v68, v107
	v_fmac_f32_e32 v66, v51, v17
	v_fma_f32 v95, v101, v165, v51
	v_fma_f32 v51, v58, v59, v104
	v_fma_f32 v97, v97, v98, v138
	v_fmac_f32_e32 v58, v138, v139
	v_fma_f32 v138, v65, v61, v128
	v_fma_f32 v32, v108, v105, v70
	v_fma_f32 v30, v105, v107, v71
	v_fma_f32 v116, v71, v72, v160
	v_fma_f32 v115, v72, v73, v161
	v_fma_f32 v105, v98, v168, v139
	v_fma_f32 v72, v59, v60, v149
	v_fmac_f32_e32 v59, v139, v140
	v_add_co_ci_u32_e32 v136, vcc_lo, s1, v134, vcc_lo
	v_fma_f32 v139, v61, v52, v127
	global_store_dword v[0:1], v137, off
	global_store_dword v[133:134], v138, off
	global_store_dword v[135:136], v139, off
	v_add_co_u32 v0, vcc_lo, v135, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v136, vcc_lo
	v_fma_f32 v124, v156, v157, v98
	v_fma_f32 v121, v157, v70, v168
	v_fma_f32 v120, v70, v71, v100
	v_fma_f32 v112, v76, v159, v103
	v_fma_f32 v96, v103, v99, v132
	v_fma_f32 v98, v106, v103, v131
	v_fma_f32 v103, v170, v106, v130
	v_fma_f32 v71, v48, v19, v153
	v_fma_f32 v70, v19, v15, v154
	v_fmac_f32_e32 v19, v144, v130
	v_fma_f32 v67, v15, v13, v155
	v_fmac_f32_e32 v15, v130, v131
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_fmac_f32_e32 v13, v131, v132
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_fma_f32 v136, v52, v53, v126
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v53, v54, v123
	v_fma_f32 v138, v54, v55, v119
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v55, v78, v118
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v136, v78, v79, v122
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v79, v80, v125
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v138, v80, v81, v124
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v81, v82, v121
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v117, v73, v158, v169
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v136, v82, v69, v120
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v137, v69, v46, v116
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v138, v46, v45, v115
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v45, v41, v117
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v114, v158, v75, v170
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v113, v75, v76, v106
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v111, v159, v102, v99
	v_fma_f32 v136, v41, v44, v114
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v44, v43, v113
	v_fma_f32 v138, v43, v42, v112
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v42, v49, v111
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v75, v60, v64, v150
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v76, v64, v47, v151
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v136, v49, v51, v93
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v51, v72, v91
	v_fma_f32 v138, v72, v75, v89
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v75, v76, v88
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v73, v47, v48, v152
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v106, v165, v164, v17
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v136, v76, v73, v86
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v73, v71, v94
	v_fma_f32 v138, v71, v70, v95
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v70, v67, v106
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v107, v164, v163, v109
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v108, v163, v162, v110
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_fmac_f32_e32 v68, v17, v109
	v_fmac_f32_e32 v74, v109, v110
	v_fma_f32 v109, v162, v166, v145
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fmac_f32_e32 v77, v110, v145
	v_fma_f32 v110, v166, v167, v146
	v_fma_f32 v136, v67, v40, v107
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v40, v33, v108
	v_fma_f32 v138, v33, v31, v109
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v31, v35, v110
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v136, v35, v37, v90
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v37, v36, v87
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v138, v36, v34, v83
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v34, v32, v84
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v136, v32, v30, v85
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v30, v28, v92
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v138, v28, v38, v97
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v38, v39, v105
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v99, v168, v100, v140
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v100, v100, v160, v141
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_fmac_f32_e32 v57, v146, v10
	v_fma_f32 v10, v104, v149, v101
	v_fma_f32 v101, v160, v161, v142
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v102, v161, v169, v143
	v_fma_f32 v136, v39, v20, v99
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v20, v18, v100
	v_fma_f32 v138, v18, v16, v101
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v16, v12, v102
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v104, v169, v170, v144
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v136, v12, v8, v104
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v137, v8, v7, v103
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v138, v7, v5, v98
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v5, v3, v96
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v11, v149, v150, v165
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v14, v150, v151, v164
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v136, v3, v9, v62
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_fma_f32 v137, v9, v10, v2
	v_fma_f32 v138, v10, v11, v4
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v11, v14, v6
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	v_add_co_u32 v0, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v17, v151, v152, v163
	v_add_co_u32 v130, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v136, v14, v17, v27
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v138, v129, v128, v63
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v139, v128, v127, v66
	v_add_co_u32 v128, vcc_lo, v134, s0
	v_fma_f32 v137, v17, v129, v29
	v_add_co_ci_u32_e32 v129, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v127, v127, v126, v68
	global_store_dword v[0:1], v136, off
	global_store_dword v[130:131], v137, off
	global_store_dword v[132:133], v138, off
	global_store_dword v[134:135], v139, off
	global_store_dword v[128:129], v127, off
	v_add_co_u32 v0, vcc_lo, v128, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v129, vcc_lo
	v_fma_f32 v132, v126, v123, v74
	v_add_co_u32 v126, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v127, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v56, v145, v146
	v_add_co_u32 v128, vcc_lo, v126, s0
	v_add_co_ci_u32_e32 v129, vcc_lo, s1, v127, vcc_lo
	v_fma_f32 v133, v119, v118, v56
	v_add_co_u32 v130, vcc_lo, v128, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v129, vcc_lo
	v_fma_f32 v134, v118, v122, v57
	v_add_co_u32 v118, vcc_lo, v130, s0
	v_fma_f32 v123, v123, v119, v77
	v_add_co_ci_u32_e32 v119, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v122, v122, v125, v21
	global_store_dword v[0:1], v132, off
	global_store_dword v[126:127], v123, off
	global_store_dword v[128:129], v133, off
	global_store_dword v[130:131], v134, off
	global_store_dword v[118:119], v122, off
	v_add_co_u32 v0, vcc_lo, v118, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v119, vcc_lo
	v_fma_f32 v126, v125, v124, v22
	v_add_co_u32 v118, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v119, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v127, v124, v121, v23
	v_add_co_u32 v122, vcc_lo, v118, s0
	v_add_co_ci_u32_e32 v123, vcc_lo, s1, v119, vcc_lo
	v_fma_f32 v128, v121, v120, v24
	v_add_co_u32 v124, vcc_lo, v122, s0
	v_add_co_ci_u32_e32 v125, vcc_lo, s1, v123, vcc_lo
	v_fma_f32 v129, v120, v116, v25
	v_add_co_u32 v120, vcc_lo, v124, s0
	v_add_co_ci_u32_e32 v121, vcc_lo, s1, v125, vcc_lo
	v_fma_f32 v116, v116, v115, v26
	global_store_dword v[0:1], v126, off
	global_store_dword v[118:119], v127, off
	global_store_dword v[122:123], v128, off
	global_store_dword v[124:125], v129, off
	global_store_dword v[120:121], v116, off
	v_add_co_u32 v0, vcc_lo, v120, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v121, vcc_lo
	v_fma_f32 v121, v115, v117, v58
	v_add_co_u32 v115, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v116, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v122, v117, v114, v59
	v_add_co_u32 v117, vcc_lo, v115, s0
	v_add_co_ci_u32_e32 v118, vcc_lo, s1, v116, vcc_lo
	v_fmac_f32_e32 v60, v140, v141
	v_fmac_f32_e32 v64, v141, v142
	v_add_co_u32 v119, vcc_lo, v117, s0
	v_add_co_ci_u32_e32 v120, vcc_lo, s1, v118, vcc_lo
	v_fmac_f32_e32 v47, v142, v143
	v_fma_f32 v123, v114, v113, v60
	v_fma_f32 v124, v113, v112, v64
	v_add_co_u32 v113, vcc_lo, v119, s0
	v_add_co_ci_u32_e32 v114, vcc_lo, s1, v120, vcc_lo
	v_fma_f32 v112, v112, v111, v47
	v_fmac_f32_e32 v48, v143, v144
	global_store_dword v[0:1], v121, off
	global_store_dword v[115:116], v122, off
	global_store_dword v[117:118], v123, off
	global_store_dword v[119:120], v124, off
	global_store_dword v[113:114], v112, off
	v_add_co_u32 v0, vcc_lo, v113, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v114, vcc_lo
	v_fma_f32 v119, v111, v93, v48
	v_add_co_u32 v111, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v112, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v93, v93, v91, v19
	v_add_co_u32 v113, vcc_lo, v111, s0
	v_add_co_ci_u32_e32 v114, vcc_lo, s1, v112, vcc_lo
	v_fma_f32 v91, v91, v89, v15
	v_add_co_u32 v115, vcc_lo, v113, s0
	v_add_co_ci_u32_e32 v116, vcc_lo, s1, v114, vcc_lo
	v_fma_f32 v89, v89, v88, v13
	v_add_co_u32 v117, vcc_lo, v115, s0
	v_add_co_ci_u32_e32 v118, vcc_lo, s1, v116, vcc_lo
	v_fma_f32 v88, v88, v86, v50
	global_store_dword v[0:1], v119, off
	global_store_dword v[111:112], v93, off
	global_store_dword v[113:114], v91, off
	global_store_dword v[115:116], v89, off
	global_store_dword v[117:118], v88, off
	v_add_co_u32 v0, vcc_lo, v117, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v118, vcc_lo
	v_fmac_f32_e32 v65, v86, v94
	v_fmac_f32_e32 v28, v57, v21
	v_fmac_f32_e32 v38, v21, v22
	v_add_co_u32 v21, vcc_lo, v0, s0
	v_fmac_f32_e32 v39, v22, v23
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[0:1], v65, off
	v_add_co_u32 v0, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v61, v94, v95
	v_fmac_f32_e32 v20, v23, v24
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_fmac_f32_e32 v18, v24, v25
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[21:22], v61, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	v_fmac_f32_e32 v16, v25, v26
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_fmac_f32_e32 v12, v26, v58
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v52, v95, v106
	v_fmac_f32_e32 v3, v64, v47
	v_fmac_f32_e32 v9, v47, v48
	v_add_co_u32 v47, vcc_lo, v25, s0
	v_fmac_f32_e32 v10, v48, v19
	v_add_co_ci_u32_e32 v48, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v53, v106, v107
	global_store_dword v[0:1], v52, off
	v_add_co_u32 v0, vcc_lo, v47, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v48, vcc_lo
	v_fmac_f32_e32 v54, v107, v108
	global_store_dword v[23:24], v53, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v55, v108, v109
	global_store_dword v[21:22], v54, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	v_fmac_f32_e32 v78, v109, v110
	global_store_dword v[25:26], v55, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v79, v110, v90
	global_store_dword v[47:48], v78, off
	v_add_co_u32 v47, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v48, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v80, v90, v87
	global_store_dword v[0:1], v79, off
	v_add_co_u32 v0, vcc_lo, v47, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v48, vcc_lo
	v_fmac_f32_e32 v81, v87, v83
	global_store_dword v[23:24], v80, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v82, v83, v84
	global_store_dword v[21:22], v81, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	v_fmac_f32_e32 v69, v84, v85
	global_store_dword v[25:26], v82, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v46, v85, v92
	global_store_dword v[47:48], v69, off
	v_add_co_u32 v47, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v48, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v45, v92, v97
	global_store_dword v[0:1], v46, off
	v_add_co_u32 v0, vcc_lo, v47, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v48, vcc_lo
	v_fmac_f32_e32 v41, v97, v105
	global_store_dword v[23:24], v45, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v44, v105, v99
	global_store_dword v[21:22], v41, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	v_fmac_f32_e32 v43, v99, v100
	global_store_dword v[25:26], v44, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v42, v100, v101
	global_store_dword v[47:48], v43, off
	v_add_co_u32 v43, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v44, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v49, v101, v102
	global_store_dword v[0:1], v42, off
	v_add_co_u32 v0, vcc_lo, v43, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v44, vcc_lo
	v_fmac_f32_e32 v51, v102, v104
	global_store_dword v[23:24], v49, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v72, v104, v103
	global_store_dword v[21:22], v51, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	global_store_dword v[25:26], v72, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v75, v103, v98
	v_fmac_f32_e32 v76, v98, v96
	v_add_co_u32 v41, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v42, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v73, v96, v62
	global_store_dword v[43:44], v75, off
	global_store_dword v[0:1], v76, off
	v_add_co_u32 v0, vcc_lo, v41, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v42, vcc_lo
	v_fmac_f32_e32 v71, v62, v2
	global_store_dword v[23:24], v73, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v70, v2, v4
	global_store_dword v[21:22], v71, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	v_fmac_f32_e32 v67, v4, v6
	global_store_dword v[25:26], v70, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v40, v6, v27
	global_store_dword v[41:42], v67, off
	v_add_co_u32 v41, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v42, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v33, v27, v29
	global_store_dword v[0:1], v40, off
	v_add_co_u32 v0, vcc_lo, v41, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v42, vcc_lo
	v_fmac_f32_e32 v31, v29, v63
	global_store_dword v[23:24], v33, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v35, v63, v66
	global_store_dword v[21:22], v31, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	global_store_dword v[25:26], v35, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_fmac_f32_e32 v37, v66, v68
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	v_fmac_f32_e32 v36, v68, v74
	v_add_co_u32 v40, vcc_lo, v25, s0
	global_store_dword v[41:42], v37, off
	v_add_co_ci_u32_e32 v41, vcc_lo, s1, v26, vcc_lo
	v_fmac_f32_e32 v34, v74, v77
	global_store_dword v[0:1], v36, off
	v_add_co_u32 v0, vcc_lo, v40, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v41, vcc_lo
	v_fmac_f32_e32 v32, v77, v56
	global_store_dword v[23:24], v34, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v30, v56, v57
	global_store_dword v[21:22], v32, off
	v_add_co_u32 v21, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v24, vcc_lo
	global_store_dword v[25:26], v30, off
	v_add_co_u32 v25, vcc_lo, v21, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v22, vcc_lo
	global_store_dword v[40:41], v28, off
	v_add_co_u32 v27, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v28, vcc_lo, s1, v26, vcc_lo
	global_store_dword v[0:1], v38, off
	v_add_co_u32 v0, vcc_lo, v27, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v28, vcc_lo
	global_store_dword v[23:24], v39, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v11, v19, v15
	v_add_co_u32 v19, vcc_lo, v23, s0
	global_store_dword v[21:22], v20, off
	v_add_co_ci_u32_e32 v20, vcc_lo, s1, v24, vcc_lo
	v_add_co_u32 v21, vcc_lo, v19, s0
	v_fmac_f32_e32 v14, v15, v13
	v_add_co_ci_u32_e32 v22, vcc_lo, s1, v20, vcc_lo
	v_add_co_u32 v15, vcc_lo, v21, s0
	global_store_dword v[25:26], v18, off
	global_store_dword v[27:28], v16, off
	v_add_co_ci_u32_e32 v16, vcc_lo, s1, v22, vcc_lo
	global_store_dword v[0:1], v12, off
	v_add_co_u32 v0, vcc_lo, v15, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v16, vcc_lo
	v_fmac_f32_e32 v8, v58, v59
	v_add_co_u32 v12, vcc_lo, v0, s0
	v_fmac_f32_e32 v7, v59, v60
	v_fmac_f32_e32 v17, v13, v50
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v1, vcc_lo
	v_add_co_u32 v6, vcc_lo, v12, s0
	v_fmac_f32_e32 v5, v60, v64
	global_store_dword v[23:24], v8, off
	global_store_dword v[19:20], v7, off
	v_add_co_ci_u32_e32 v7, vcc_lo, s1, v13, vcc_lo
	v_add_co_u32 v4, vcc_lo, v6, s0
	global_store_dword v[21:22], v5, off
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v7, vcc_lo
	v_add_co_u32 v2, vcc_lo, v4, s0
	global_store_dword v[15:16], v3, off
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v5, vcc_lo
	global_store_dword v[0:1], v9, off
	global_store_dword v[12:13], v10, off
	global_store_dword v[6:7], v11, off
	global_store_dword v[4:5], v14, off
	global_store_dword v[2:3], v17, off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
