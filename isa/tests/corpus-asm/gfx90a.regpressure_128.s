regpressure_128:
	s_load_dword s4, s[6:7], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[0:3], s[6:7], 0x0
	v_mov_b32_e32 v1, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_mov_b32 s5, 0
	s_waitcnt lgkmcnt(0)
	v_mov_b32_e32 v3, s1
	v_add_co_u32_e32 v2, vcc, s0, v0
	v_addc_co_u32_e32 v3, vcc, v3, v1, vcc
	s_lshl_b64 s[0:1], s[4:5], 2
	v_mov_b32_e32 v4, s1
	v_add_co_u32_e32 v12, vcc, s0, v2
	v_addc_co_u32_e32 v13, vcc, v3, v4, vcc
	v_add_co_u32_e32 v14, vcc, s0, v12
	v_addc_co_u32_e32 v15, vcc, v13, v4, vcc
	v_add_co_u32_e32 v16, vcc, s0, v14
	v_addc_co_u32_e32 v17, vcc, v15, v4, vcc
	v_add_co_u32_e32 v18, vcc, s0, v16
	v_addc_co_u32_e32 v19, vcc, v17, v4, vcc
	v_add_co_u32_e32 v20, vcc, s0, v18
	v_addc_co_u32_e32 v21, vcc, v19, v4, vcc
	global_load_dword v11, v[2:3], off
	global_load_dword v9, v[12:13], off
	global_load_dword v8, v[14:15], off
	global_load_dword v7, v[16:17], off
	global_load_dword v5, v[18:19], off
	global_load_dword v6, v[20:21], off
	v_add_co_u32_e32 v2, vcc, s0, v20
	v_addc_co_u32_e32 v3, vcc, v21, v4, vcc
	global_load_dword v10, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v21, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v22, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v12, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v13, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v14, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v15, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v24, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v25, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v26, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v16, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v17, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v18, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v27, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v28, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v29, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v30, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v19, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v20, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v31, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v32, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v33, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v34, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v35, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v23, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v36, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v37, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v38, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v39, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v40, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v41, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v42, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v43, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v44, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v45, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v46, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v47, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v48, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v49, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v50, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v51, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v52, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v53, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v54, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v55, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	global_load_dword v56, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	v_mov_b32_e32 v57, s3
	v_add_co_u32_e32 v0, vcc, s2, v0
	v_addc_co_u32_e32 v1, vcc, v57, v1, vcc
	global_load_dword v57, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v2
	v_addc_co_u32_e32 v3, vcc, v3, v4, vcc
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v60, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v61, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v62, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v63, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v64, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v65, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v66, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v67, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v68, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v69, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v70, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v71, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v72, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v73, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v74, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v75, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v76, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v77, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v78, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v79, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v80, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v81, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v82, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v83, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v84, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v85, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v86, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v87, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v88, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v89, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v90, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v91, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v92, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v93, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v94, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v95, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v96, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v97, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v98, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v99, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v100, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v101, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v102, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v103, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v104, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v105, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v106, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v107, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v108, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v109, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v110, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v111, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v112, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v113, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v114, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v115, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v116, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v117, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v118, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v119, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v120, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v121, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v122, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v123, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v124, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v125, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v126, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v127, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v128, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v129, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v130, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v131, v[58:59], off
	v_add_co_u32_e32 v58, vcc, s0, v2
	v_addc_co_u32_e32 v59, vcc, v3, v4, vcc
	global_load_dword v132, v[2:3], off
	v_add_co_u32_e32 v2, vcc, s0, v58
	v_addc_co_u32_e32 v3, vcc, v59, v4, vcc
	global_load_dword v58, v[58:59], off
	s_nop 0
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(62)
	v_fma_f32 v3, v11, v9, v21
	v_fma_f32 v59, v10, v21, v24
	v_fma_f32 v133, v21, v22, v25
	v_fma_f32 v21, v9, v8, v22
	v_fma_f32 v134, v22, v12, v26
	v_fma_f32 v135, v15, v24, v27
	v_fma_f32 v22, v24, v25, v28
	v_fma_f32 v24, v25, v26, v29
	v_fma_f32 v25, v26, v16, v30
	v_fma_f32 v26, v18, v27, v31
	v_fma_f32 v27, v27, v28, v32
	v_fma_f32 v28, v28, v29, v33
	v_fma_f32 v29, v29, v30, v34
	v_fma_f32 v30, v30, v19, v35
	v_fma_f32 v136, v20, v31, v36
	v_fma_f32 v31, v31, v32, v37
	v_fma_f32 v32, v32, v33, v38
	v_fma_f32 v33, v33, v34, v39
	v_fma_f32 v34, v34, v35, v40
	v_fma_f32 v35, v35, v23, v41
	v_fma_f32 v137, v23, v36, v42
	v_fma_f32 v36, v36, v37, v43
	v_fma_f32 v37, v37, v38, v44
	v_fma_f32 v38, v38, v39, v45
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
	v_fma_f32 v51, v51, v52, v60
	v_fma_f32 v52, v52, v53, v61
	v_fma_f32 v53, v53, v54, v62
	v_fma_f32 v54, v54, v55, v63
	v_fma_f32 v55, v55, v56, v64
	v_fma_f32 v56, v56, v57, v65
	v_fma_f32 v57, v57, v60, v66
	v_fma_f32 v60, v60, v61, v67
	v_fma_f32 v61, v61, v62, v68
	v_fma_f32 v62, v62, v63, v69
	v_fma_f32 v63, v63, v64, v70
	v_fma_f32 v64, v64, v65, v71
	v_fma_f32 v65, v65, v66, v72
	s_waitcnt vmcnt(61)
	v_fma_f32 v66, v66, v67, v73
	s_waitcnt vmcnt(60)
	v_fma_f32 v67, v67, v68, v74
	s_waitcnt vmcnt(59)
	v_fma_f32 v68, v68, v69, v75
	s_waitcnt vmcnt(58)
	v_fma_f32 v69, v69, v70, v76
	s_waitcnt vmcnt(57)
	v_fma_f32 v70, v70, v71, v77
	s_waitcnt vmcnt(56)
	v_fma_f32 v71, v71, v72, v78
	s_waitcnt vmcnt(55)
	v_fma_f32 v72, v72, v73, v79
	s_waitcnt vmcnt(54)
	v_fma_f32 v73, v73, v74, v80
	s_waitcnt vmcnt(53)
	v_fma_f32 v74, v74, v75, v81
	s_waitcnt vmcnt(52)
	v_fma_f32 v75, v75, v76, v82
	s_waitcnt vmcnt(51)
	v_fma_f32 v76, v76, v77, v83
	s_waitcnt vmcnt(50)
	v_fma_f32 v77, v77, v78, v84
	s_waitcnt vmcnt(49)
	v_fma_f32 v78, v78, v79, v85
	s_waitcnt vmcnt(48)
	v_fma_f32 v79, v79, v80, v86
	s_waitcnt vmcnt(47)
	v_fma_f32 v80, v80, v81, v87
	s_waitcnt vmcnt(46)
	v_fma_f32 v81, v81, v82, v88
	s_waitcnt vmcnt(45)
	v_fma_f32 v82, v82, v83, v89
	s_waitcnt vmcnt(44)
	v_fma_f32 v83, v83, v84, v90
	s_waitcnt vmcnt(43)
	v_fma_f32 v84, v84, v85, v91
	s_waitcnt vmcnt(42)
	v_fma_f32 v85, v85, v86, v92
	s_waitcnt vmcnt(41)
	v_fma_f32 v86, v86, v87, v93
	s_waitcnt vmcnt(40)
	v_fma_f32 v87, v87, v88, v94
	s_waitcnt vmcnt(39)
	v_fma_f32 v88, v88, v89, v95
	s_waitcnt vmcnt(38)
	v_fma_f32 v89, v89, v90, v96
	s_waitcnt vmcnt(37)
	v_fma_f32 v90, v90, v91, v97
	s_waitcnt vmcnt(36)
	v_fma_f32 v91, v91, v92, v98
	s_waitcnt vmcnt(35)
	v_fma_f32 v92, v92, v93, v99
	s_waitcnt vmcnt(34)
	v_fma_f32 v93, v93, v94, v100
	s_waitcnt vmcnt(33)
	v_fma_f32 v94, v94, v95, v101
	s_waitcnt vmcnt(32)
	v_fma_f32 v95, v95, v96, v102
	s_waitcnt vmcnt(31)
	v_fma_f32 v96, v96, v97, v103
	s_waitcnt vmcnt(30)
	v_fma_f32 v97, v97, v98, v104
	s_waitcnt vmcnt(29)
	v_fma_f32 v98, v98, v99, v105
	s_waitcnt vmcnt(28)
	v_fma_f32 v99, v99, v100, v106
	s_waitcnt vmcnt(27)
	v_fma_f32 v100, v100, v101, v107
	s_waitcnt vmcnt(26)
	v_fma_f32 v101, v101, v102, v108
	s_waitcnt vmcnt(25)
	v_fma_f32 v102, v102, v103, v109
	s_waitcnt vmcnt(24)
	v_fma_f32 v103, v103, v104, v110
	s_waitcnt vmcnt(23)
	v_fma_f32 v104, v104, v105, v111
	s_waitcnt vmcnt(22)
	v_fma_f32 v105, v105, v106, v112
	s_waitcnt vmcnt(21)
	v_fma_f32 v106, v106, v107, v113
	s_waitcnt vmcnt(20)
	v_fma_f32 v107, v107, v108, v114
	s_waitcnt vmcnt(19)
	v_fma_f32 v108, v108, v109, v115
	s_waitcnt vmcnt(18)
	v_fma_f32 v109, v109, v110, v116
	s_waitcnt vmcnt(17)
	v_fma_f32 v110, v110, v111, v117
	s_waitcnt vmcnt(16)
	v_fma_f32 v111, v111, v112, v118
	s_waitcnt vmcnt(15)
	v_fma_f32 v112, v112, v113, v119
	s_waitcnt vmcnt(14)
	v_fma_f32 v113, v113, v114, v120
	s_waitcnt vmcnt(13)
	v_fma_f32 v114, v114, v115, v121
	s_waitcnt vmcnt(12)
	v_fma_f32 v115, v115, v116, v122
	s_waitcnt vmcnt(11)
	v_fma_f32 v116, v116, v117, v123
	s_waitcnt vmcnt(10)
	v_fma_f32 v117, v117, v118, v124
	s_waitcnt vmcnt(9)
	v_fma_f32 v118, v118, v119, v125
	s_waitcnt vmcnt(8)
	v_fma_f32 v119, v119, v120, v126
	s_waitcnt vmcnt(7)
	v_fma_f32 v120, v120, v121, v127
	s_waitcnt vmcnt(6)
	v_fma_f32 v121, v121, v122, v128
	s_waitcnt vmcnt(5)
	v_fma_f32 v122, v122, v123, v129
	s_waitcnt vmcnt(4)
	v_fma_f32 v123, v123, v124, v130
	s_waitcnt vmcnt(3)
	v_fma_f32 v124, v124, v125, v131
	s_waitcnt vmcnt(2)
	v_fma_f32 v125, v125, v126, v132
	s_waitcnt vmcnt(1)
	v_fma_f32 v126, v126, v127, v58
	s_waitcnt vmcnt(0)
	v_fma_f32 v127, v127, v128, v2
	v_fma_f32 v128, v128, v129, v11
	v_fmac_f32_e32 v9, v129, v130
	v_fma_f32 v23, v19, v20, v23
	v_fma_f32 v19, v16, v17, v19
	v_fma_f32 v129, v12, v13, v16
	v_fma_f32 v12, v8, v7, v12
	v_fmac_f32_e32 v8, v130, v131
	v_fma_f32 v16, v17, v18, v20
	v_fma_f32 v130, v13, v14, v17
	v_fma_f32 v13, v7, v5, v13
	v_fmac_f32_e32 v7, v131, v132
	v_fma_f32 v131, v14, v15, v18
	v_fma_f32 v14, v5, v6, v14
	v_fmac_f32_e32 v5, v132, v58
	v_fma_f32 v132, v6, v10, v15
	v_fmac_f32_e32 v6, v58, v2
	v_fmac_f32_e32 v10, v2, v11
	v_fma_f32 v58, v3, v21, v22
	v_fma_f32 v138, v135, v22, v31
	v_fma_f32 v139, v22, v24, v32
	v_fma_f32 v140, v21, v12, v24
	v_fma_f32 v141, v24, v25, v33
	v_fma_f32 v142, v12, v13, v25
	v_fma_f32 v143, v25, v19, v34
	v_fma_f32 v144, v13, v14, v19
	v_fma_f32 v145, v19, v16, v35
	v_fma_f32 v146, v136, v31, v42
	v_fma_f32 v147, v31, v32, v43
	v_fma_f32 v148, v32, v33, v44
	v_fma_f32 v149, v33, v34, v45
	v_fma_f32 v150, v34, v35, v46
	v_fma_f32 v11, v35, v137, v47
	v_fma_f32 v15, v41, v42, v54
	v_fma_f32 v42, v42, v43, v55
	v_fma_f32 v43, v43, v44, v56
	v_fma_f32 v44, v44, v45, v57
	v_fma_f32 v45, v45, v46, v60
	v_fma_f32 v151, v46, v47, v61
	v_fma_f32 v47, v47, v48, v62
	v_fma_f32 v17, v53, v54, v68
	v_fma_f32 v19, v54, v55, v69
	v_fma_f32 v54, v55, v56, v70
	v_fma_f32 v55, v56, v57, v71
	v_fma_f32 v56, v57, v60, v72
	v_fma_f32 v57, v60, v61, v73
	v_fma_f32 v60, v61, v62, v74
	v_fma_f32 v61, v62, v63, v75
	v_fma_f32 v22, v67, v68, v80
	v_fma_f32 v24, v68, v69, v81
	v_fma_f32 v62, v69, v70, v82
	v_fma_f32 v68, v70, v71, v83
	v_fma_f32 v69, v71, v72, v84
	v_fma_f32 v70, v72, v73, v85
	v_fma_f32 v71, v73, v74, v86
	v_fma_f32 v72, v74, v75, v87
	v_fma_f32 v73, v75, v76, v88
	v_fma_f32 v74, v79, v80, v92
	v_fma_f32 v2, v80, v81, v93
	v_fma_f32 v18, v81, v82, v94
	v_fma_f32 v20, v82, v83, v95
	v_fma_f32 v25, v83, v84, v96
	v_fma_f32 v34, v84, v85, v97
	v_fma_f32 v75, v85, v86, v98
	v_fma_f32 v80, v86, v87, v99
	v_fma_f32 v81, v87, v88, v100
	v_fma_f32 v82, v88, v89, v101
	v_fmac_f32_e32 v21, v123, v124
	v_fmac_f32_e32 v12, v124, v125
	v_fma_f32 v31, v111, v112, v124
	v_fmac_f32_e32 v13, v125, v126
	v_fma_f32 v83, v112, v113, v125
	v_fma_f32 v84, v99, v100, v112
	v_fma_f32 v85, v98, v99, v111
	v_fma_f32 v86, v97, v98, v110
	v_fma_f32 v87, v96, v97, v109
	v_fma_f32 v88, v95, v96, v108
	v_fma_f32 v95, v94, v95, v107
	v_fma_f32 v94, v93, v94, v106
	v_fma_f32 v93, v92, v93, v105
	v_fma_f32 v92, v91, v92, v104
	v_fma_f32 v96, v100, v101, v113
	v_fma_f32 v97, v101, v102, v114
	v_fma_f32 v32, v110, v111, v123
	v_fma_f32 v33, v109, v110, v122
	v_fma_f32 v35, v108, v109, v121
	v_fma_f32 v98, v107, v108, v120
	v_fma_f32 v99, v106, v107, v119
	v_fma_f32 v100, v105, v106, v118
	v_fma_f32 v101, v104, v105, v117
	v_fma_f32 v104, v103, v104, v116
	v_fma_f32 v105, v113, v114, v126
	v_fma_f32 v106, v114, v115, v127
	v_fma_f32 v107, v122, v123, v3
	v_fma_f32 v108, v121, v122, v10
	v_fma_f32 v109, v120, v121, v6
	v_fma_f32 v110, v119, v120, v5
	v_fma_f32 v111, v118, v119, v7
	v_fma_f32 v112, v117, v118, v8
	v_fma_f32 v113, v116, v117, v9
	v_fma_f32 v114, v115, v116, v128
	v_fma_f32 v115, v102, v103, v115
	v_fma_f32 v102, v89, v90, v102
	v_fma_f32 v89, v76, v77, v89
	v_fma_f32 v76, v63, v64, v76
	v_fma_f32 v63, v48, v49, v63
	v_fma_f32 v48, v137, v36, v48
	v_fma_f32 v116, v16, v26, v137
	v_fma_f32 v117, v14, v132, v16
	v_fmac_f32_e32 v14, v126, v127
	v_fma_f32 v103, v90, v91, v103
	v_fma_f32 v90, v77, v78, v90
	v_fma_f32 v16, v64, v65, v77
	v_fma_f32 v64, v49, v50, v64
	v_fma_f32 v77, v36, v37, v49
	v_fma_f32 v118, v26, v27, v36
	v_fma_f32 v119, v132, v59, v26
	v_fmac_f32_e32 v132, v127, v128
	v_fma_f32 v26, v78, v79, v91
	v_fma_f32 v36, v65, v66, v78
	v_fma_f32 v49, v50, v51, v65
	v_fma_f32 v65, v37, v38, v50
	v_fma_f32 v78, v27, v28, v37
	v_fma_f32 v91, v59, v133, v27
	v_fmac_f32_e32 v59, v128, v9
	v_fma_f32 v27, v66, v67, v79
	v_fma_f32 v50, v51, v52, v66
	v_fma_f32 v66, v38, v39, v51
	v_fma_f32 v79, v28, v29, v38
	v_fma_f32 v120, v133, v134, v28
	v_fmac_f32_e32 v133, v9, v8
	v_fma_f32 v9, v52, v53, v67
	v_fma_f32 v52, v39, v40, v52
	v_fma_f32 v67, v29, v30, v39
	v_fma_f32 v121, v134, v129, v29
	v_fmac_f32_e32 v134, v8, v7
	v_fma_f32 v39, v40, v41, v53
	v_fma_f32 v122, v30, v23, v40
	v_fma_f32 v123, v129, v130, v30
	v_fmac_f32_e32 v129, v7, v5
	v_fma_f32 v124, v23, v136, v41
	v_fma_f32 v125, v130, v131, v23
	v_fmac_f32_e32 v130, v5, v6
	v_fma_f32 v126, v131, v135, v136
	v_fmac_f32_e32 v131, v6, v10
	v_fmac_f32_e32 v135, v10, v3
	v_fma_f32 v127, v58, v140, v11
	v_fma_f32 v46, v140, v142, v48
	v_fmac_f32_e32 v140, v98, v35
	v_fma_f32 v41, v142, v144, v77
	v_fmac_f32_e32 v142, v35, v33
	v_fma_f32 v128, v74, v2, v35
	v_fma_f32 v40, v144, v117, v65
	v_fmac_f32_e32 v144, v33, v32
	v_fma_f32 v136, v2, v18, v33
	v_fma_f32 v5, v64, v49, v2
	v_fma_f32 v37, v117, v119, v66
	v_fmac_f32_e32 v117, v32, v31
	v_fma_f32 v137, v18, v20, v32
	v_fma_f32 v2, v49, v50, v18
	v_fma_f32 v28, v145, v116, v49
	v_fma_f32 v38, v119, v91, v52
	v_fmac_f32_e32 v119, v31, v83
	v_fma_f32 v152, v20, v25, v31
	v_fma_f32 v3, v50, v9, v20
	v_fma_f32 v29, v116, v118, v50
	v_fma_f32 v35, v138, v139, v151
	v_fma_f32 v33, v139, v141, v47
	v_fmac_f32_e32 v139, v110, v109
	v_fma_f32 v32, v141, v143, v63
	v_fmac_f32_e32 v141, v109, v108
	v_fma_f32 v109, v92, v93, v109
	v_fma_f32 v30, v143, v145, v64
	v_fmac_f32_e32 v143, v108, v107
	v_fma_f32 v108, v93, v94, v108
	v_fma_f32 v93, v76, v16, v93
	v_fmac_f32_e32 v145, v107, v21
	v_fma_f32 v107, v94, v95, v107
	v_fma_f32 v94, v16, v36, v94
	v_fma_f32 v20, v150, v11, v16
	v_fma_f32 v18, v11, v48, v36
	v_fma_f32 v153, v36, v27, v95
	v_fma_f32 v95, v95, v88, v21
	v_fmac_f32_e32 v116, v21, v12
	v_fma_f32 v49, v91, v120, v39
	v_fmac_f32_e32 v91, v83, v105
	v_fma_f32 v83, v25, v34, v83
	v_fma_f32 v6, v9, v17, v25
	v_fma_f32 v31, v118, v78, v9
	v_fma_f32 v21, v48, v77, v27
	v_fma_f32 v154, v27, v22, v88
	v_fma_f32 v88, v88, v87, v12
	v_fmac_f32_e32 v118, v12, v13
	v_fma_f32 v50, v120, v121, v15
	v_fmac_f32_e32 v120, v105, v106
	v_fma_f32 v105, v34, v75, v105
	v_fma_f32 v7, v17, v19, v34
	v_fma_f32 v34, v78, v79, v17
	v_fma_f32 v23, v77, v65, v22
	v_fma_f32 v77, v22, v24, v87
	v_fma_f32 v87, v87, v86, v13
	v_fmac_f32_e32 v78, v13, v14
	v_fma_f32 v51, v121, v123, v42
	v_fmac_f32_e32 v121, v106, v114
	v_fma_f32 v106, v75, v80, v106
	v_fma_f32 v8, v19, v54, v75
	v_fma_f32 v36, v79, v67, v19
	v_fma_f32 v25, v65, v66, v24
	v_fma_f32 v65, v24, v62, v86
	v_fma_f32 v75, v86, v85, v14
	v_fmac_f32_e32 v79, v14, v132
	v_fma_f32 v24, v66, v52, v62
	v_fma_f32 v22, v52, v39, v68
	v_fma_f32 v19, v39, v15, v69
	v_fma_f32 v17, v15, v42, v70
	v_fma_f32 v16, v42, v43, v71
	v_fma_f32 v12, v63, v64, v74
	v_fma_f32 v13, v47, v63, v26
	v_fma_f32 v14, v151, v47, v90
	v_fma_f32 v15, v45, v151, v89
	v_fma_f32 v62, v62, v68, v85
	v_fma_f32 v63, v68, v69, v84
	v_fma_f32 v64, v69, v70, v96
	v_fma_f32 v66, v70, v71, v97
	v_fma_f32 v68, v71, v72, v115
	v_fma_f32 v69, v26, v74, v98
	v_fma_f32 v70, v90, v26, v99
	v_fma_f32 v71, v89, v90, v100
	v_fma_f32 v74, v73, v89, v101
	v_fma_f32 v85, v85, v84, v132
	v_fma_f32 v84, v84, v96, v59
	v_fma_f32 v86, v96, v97, v133
	v_fma_f32 v89, v97, v115, v134
	v_fma_f32 v90, v115, v104, v129
	v_fma_f32 v96, v99, v98, v58
	v_fma_f32 v97, v100, v99, v135
	v_fma_f32 v98, v101, v100, v131
	v_fma_f32 v99, v104, v101, v130
	v_fma_f32 v100, v72, v73, v104
	v_fma_f32 v26, v43, v44, v72
	v_fma_f32 v52, v123, v125, v43
	v_fmac_f32_e32 v123, v114, v113
	v_fma_f32 v72, v80, v81, v114
	v_fma_f32 v9, v54, v55, v80
	v_fma_f32 v42, v67, v122, v54
	v_fmac_f32_e32 v67, v132, v59
	v_fma_f32 v27, v44, v45, v73
	v_fma_f32 v53, v125, v126, v44
	v_fmac_f32_e32 v125, v113, v112
	v_fma_f32 v73, v81, v82, v113
	v_fma_f32 v10, v55, v56, v81
	v_fma_f32 v44, v122, v124, v55
	v_fmac_f32_e32 v122, v59, v133
	v_fma_f32 v54, v126, v138, v45
	v_fmac_f32_e32 v126, v112, v111
	v_fma_f32 v55, v82, v102, v112
	v_fma_f32 v11, v56, v57, v82
	v_fma_f32 v47, v124, v146, v56
	v_fmac_f32_e32 v138, v111, v110
	v_fma_f32 v56, v102, v103, v111
	v_fma_f32 v59, v57, v60, v102
	v_fma_f32 v48, v146, v147, v57
	v_fma_f32 v57, v103, v92, v110
	v_fma_f32 v80, v60, v61, v103
	v_fma_f32 v45, v147, v148, v60
	v_fma_f32 v60, v61, v76, v92
	v_fma_f32 v43, v148, v149, v61
	v_fma_f32 v39, v149, v150, v76
	v_fmac_f32_e32 v150, v135, v58
	v_fma_f32 v58, v28, v29, v71
	v_fma_f32 v61, v29, v31, v70
	v_fmac_f32_e32 v29, v84, v86
	v_fma_f32 v76, v31, v34, v69
	v_fmac_f32_e32 v31, v86, v89
	v_fma_f32 v81, v15, v14, v86
	v_fma_f32 v82, v34, v36, v128
	v_fmac_f32_e32 v34, v89, v90
	v_fma_f32 v86, v14, v13, v89
	v_fma_f32 v89, v36, v42, v136
	v_fmac_f32_e32 v36, v90, v99
	v_fma_f32 v90, v13, v12, v90
	v_fma_f32 v92, v42, v44, v137
	v_fmac_f32_e32 v42, v99, v98
	v_fma_f32 v99, v12, v5, v99
	v_fmac_f32_e32 v14, v116, v118
	v_fmac_f32_e32 v13, v118, v78
	v_fma_f32 v101, v64, v66, v118
	v_fmac_f32_e32 v12, v78, v79
	v_fma_f32 v78, v66, v68, v78
	v_fma_f32 v66, v35, v33, v66
	v_fma_f32 v102, v44, v47, v152
	v_fmac_f32_e32 v44, v98, v97
	v_fma_f32 v98, v5, v2, v98
	v_fmac_f32_e32 v5, v79, v67
	v_fma_f32 v79, v68, v100, v79
	v_fma_f32 v68, v33, v32, v68
	v_fmac_f32_e32 v33, v88, v87
	v_fma_f32 v110, v77, v65, v141
	v_fma_f32 v111, v65, v62, v143
	v_fma_f32 v65, v51, v52, v65
	v_fma_f32 v112, v62, v63, v145
	v_fma_f32 v62, v52, v53, v62
	v_fma_f32 v113, v63, v64, v116
	v_fma_f32 v63, v53, v54, v63
	v_fma_f32 v64, v54, v35, v64
	v_fmac_f32_e32 v52, v109, v108
	v_fmac_f32_e32 v53, v108, v107
	v_fma_f32 v108, v25, v24, v108
	v_fmac_f32_e32 v54, v107, v95
	v_fma_f32 v107, v24, v22, v107
	v_fmac_f32_e32 v35, v95, v88
	v_fma_f32 v95, v22, v19, v95
	v_fma_f32 v88, v19, v17, v88
	v_fmac_f32_e32 v24, v123, v125
	v_fmac_f32_e32 v22, v125, v126
	v_fma_f32 v114, v93, v94, v125
	v_fmac_f32_e32 v19, v126, v138
	v_fma_f32 v115, v94, v153, v126
	v_fma_f32 v94, v37, v38, v94
	v_fma_f32 v118, v38, v49, v153
	v_fma_f32 v125, v154, v77, v139
	v_fma_f32 v126, v49, v50, v154
	v_fma_f32 v77, v50, v51, v77
	v_fmac_f32_e32 v38, v73, v55
	v_fmac_f32_e32 v49, v55, v56
	v_fma_f32 v55, v20, v18, v55
	v_fmac_f32_e32 v50, v56, v57
	v_fma_f32 v56, v18, v21, v56
	v_fmac_f32_e32 v51, v57, v109
	v_fma_f32 v57, v21, v23, v57
	v_fma_f32 v109, v23, v25, v109
	v_fmac_f32_e32 v18, v119, v91
	v_fmac_f32_e32 v21, v91, v120
	v_fma_f32 v91, v11, v59, v91
	v_fmac_f32_e32 v23, v120, v121
	v_fma_f32 v120, v59, v80, v120
	v_fma_f32 v59, v127, v46, v59
	global_store_dword v[0:1], v59, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v25, v121, v123
	v_fma_f32 v121, v80, v60, v121
	v_fma_f32 v80, v46, v41, v80
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v80, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v148, v130, v131
	v_fmac_f32_e32 v149, v131, v135
	v_fma_f32 v103, v32, v30, v100
	v_fma_f32 v100, v100, v74, v67
	v_fma_f32 v131, v152, v83, v127
	v_fmac_f32_e32 v46, v83, v105
	v_fma_f32 v83, v47, v48, v83
	v_fmac_f32_e32 v47, v97, v96
	v_fma_f32 v97, v2, v3, v97
	v_fmac_f32_e32 v2, v67, v122
	v_fma_f32 v67, v60, v93, v123
	v_fma_f32 v60, v41, v40, v60
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v60, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v93, v40, v37, v93
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v93, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v94, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v118, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v126, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v77, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v65, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v62, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v63, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v64, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v66, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v68, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v103, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v104, v30, v28, v74
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v104, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v58, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v61, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v76, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v82, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v89, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v92, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v102, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v83, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v41, v105, v106
	v_fma_f32 v105, v48, v45, v105
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v105, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v40, v106, v72
	v_fma_f32 v106, v45, v43, v106
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v106, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v37, v72, v73
	v_fma_f32 v72, v43, v39, v72
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v72, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v73, v39, v20, v73
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v73, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v55, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v56, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v57, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v109, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v108, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v107, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v95, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v88, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v32, v87, v75
	v_fma_f32 v87, v17, v16, v87
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v87, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v30, v75, v85
	v_fma_f32 v75, v16, v26, v75
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v75, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v28, v85, v84
	v_fma_f32 v85, v26, v27, v85
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v85, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v84, v27, v15, v84
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v84, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v81, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v86, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v90, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v99, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v98, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v97, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v48, v96, v140
	v_fma_f32 v96, v3, v6, v96
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	v_fmac_f32_e32 v124, v133, v134
	global_store_dword v[0:1], v96, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v74, v74, v71, v122
	v_fmac_f32_e32 v3, v122, v124
	v_fma_f32 v122, v6, v7, v140
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v122, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v123, v7, v8, v142
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	v_fmac_f32_e32 v146, v134, v129
	global_store_dword v[0:1], v123, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v71, v71, v70, v124
	v_fmac_f32_e32 v6, v124, v146
	v_fma_f32 v124, v8, v9, v144
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v124, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v39, v144, v117
	v_fmac_f32_e32 v20, v117, v119
	v_fma_f32 v117, v9, v10, v117
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v117, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v119, v10, v11, v119
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v119, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v91, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v120, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v121, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v67, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v114, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v115, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v15, v145, v116
	v_fma_f32 v116, v153, v154, v138
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v116, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v125, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v110, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v111, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v112, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v113, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v101, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v78, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v79, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v100, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v74, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v71, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v70, v70, v69, v146
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	v_fmac_f32_e32 v147, v129, v130
	global_store_dword v[0:1], v70, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v69, v69, v128, v147
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v69, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v128, v128, v136, v148
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v128, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v129, v136, v137, v149
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v129, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v130, v137, v152, v150
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v130, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v131, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v46, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v41, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v40, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v37, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v38, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v49, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v50, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v51, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v52, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v53, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v54, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v35, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v33, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v32, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v30, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v28, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v29, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v31, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v34, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v36, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v42, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v44, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v47, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v48, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v45, v140, v142
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v45, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v43, v142, v144
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v43, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v39, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v20, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v18, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v21, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v23, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v25, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v24, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v22, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v19, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v17, v138, v139
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v17, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v16, v139, v141
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v16, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v26, v141, v143
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v26, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v27, v143, v145
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v27, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v15, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v14, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v13, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v12, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v5, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v2, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v3, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v6, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v7, v146, v147
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v7, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v8, v147, v148
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v8, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v9, v148, v149
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v9, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v10, v149, v150
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v10, off
	v_add_co_u32_e32 v0, vcc, s0, v0
	v_fmac_f32_e32 v11, v150, v127
	v_addc_co_u32_e32 v1, vcc, v1, v4, vcc
	global_store_dword v[0:1], v11, off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
