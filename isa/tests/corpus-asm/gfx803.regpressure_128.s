regpressure_128:
	s_load_dword s4, s[6:7], 0x10
	s_lshl_b32 s0, s10, 8
	v_or_b32_e32 v0, s0, v0
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
	v_add_u32_e32 v2, vcc, s0, v0
	v_addc_u32_e32 v3, vcc, v3, v1, vcc
	s_lshl_b64 s[0:1], s[4:5], 2
	v_mov_b32_e32 v4, s1
	v_add_u32_e32 v6, vcc, s0, v2
	v_addc_u32_e32 v7, vcc, v3, v4, vcc
	v_add_u32_e32 v8, vcc, s0, v6
	v_addc_u32_e32 v9, vcc, v7, v4, vcc
	v_add_u32_e32 v12, vcc, s0, v8
	v_addc_u32_e32 v13, vcc, v9, v4, vcc
	v_add_u32_e32 v14, vcc, s0, v12
	v_addc_u32_e32 v15, vcc, v13, v4, vcc
	v_add_u32_e32 v16, vcc, s0, v14
	v_addc_u32_e32 v17, vcc, v15, v4, vcc
	flat_load_dword v5, v[2:3]
	flat_load_dword v11, v[6:7]
	flat_load_dword v9, v[8:9]
	flat_load_dword v8, v[12:13]
	flat_load_dword v6, v[14:15]
	flat_load_dword v7, v[16:17]
	v_add_u32_e32 v2, vcc, s0, v16
	v_addc_u32_e32 v3, vcc, v17, v4, vcc
	flat_load_dword v10, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	flat_load_dword v15, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	flat_load_dword v16, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	flat_load_dword v12, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	flat_load_dword v13, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	flat_load_dword v14, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	v_mov_b32_e32 v17, s3
	v_add_u32_e32 v0, vcc, s2, v0
	v_addc_u32_e32 v1, vcc, v17, v1, vcc
	flat_load_dword v19, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v2
	v_addc_u32_e32 v3, vcc, v3, v4, vcc
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v20, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v21, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v22, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v23, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v24, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v25, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v26, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v27, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v28, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v29, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v30, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v31, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v32, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v33, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v34, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v35, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v36, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v37, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v38, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v39, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v40, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v41, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v42, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v43, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v44, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v45, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v46, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v47, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v48, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v49, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v50, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v51, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v52, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v53, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v54, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v55, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v56, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v57, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v58, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v59, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v60, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v61, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v62, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v63, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v64, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v65, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v66, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v67, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v68, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v69, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v70, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v71, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v72, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v73, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v74, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v75, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v76, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v77, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v78, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v79, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v80, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v81, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v82, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v83, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v84, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v85, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v86, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v87, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v88, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v89, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v90, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v91, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v92, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v93, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v94, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v95, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v96, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v97, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v98, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v99, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v100, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v101, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v102, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v103, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v104, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v105, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v106, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v107, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v108, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v109, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v110, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v111, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v112, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v113, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v114, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v115, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v116, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v117, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v118, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v119, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v120, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v121, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v122, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v123, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v124, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v125, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v126, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v127, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v128, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v129, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v130, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v131, v[17:18]
	v_add_u32_e32 v17, vcc, s0, v2
	v_addc_u32_e32 v18, vcc, v3, v4, vcc
	flat_load_dword v132, v[2:3]
	v_add_u32_e32 v2, vcc, s0, v17
	v_addc_u32_e32 v3, vcc, v18, v4, vcc
	flat_load_dword v17, v[17:18]
	flat_load_dword v2, v[2:3]
	s_waitcnt vmcnt(14)
	v_fma_f32 v3, v5, v11, v15
	v_fma_f32 v18, v10, v15, v20
	v_fma_f32 v15, v15, v16, v21
	v_fma_f32 v133, v11, v9, v16
	v_fma_f32 v16, v16, v12, v22
	v_fma_f32 v134, v19, v20, v26
	v_fma_f32 v20, v20, v21, v27
	v_fma_f32 v21, v21, v22, v28
	v_fma_f32 v22, v22, v23, v29
	v_fma_f32 v135, v25, v26, v32
	v_fma_f32 v26, v26, v27, v33
	v_fma_f32 v27, v27, v28, v34
	v_fma_f32 v28, v28, v29, v35
	v_fma_f32 v29, v29, v30, v36
	v_fma_f32 v136, v31, v32, v38
	v_fma_f32 v32, v32, v33, v39
	v_fma_f32 v33, v33, v34, v40
	v_fma_f32 v34, v34, v35, v41
	v_fma_f32 v35, v35, v36, v42
	v_fma_f32 v36, v36, v37, v43
	v_fma_f32 v137, v37, v38, v44
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
	v_fma_f32 v62, v62, v63, v69
	v_fma_f32 v63, v63, v64, v70
	v_fma_f32 v64, v64, v65, v71
	v_fma_f32 v65, v65, v66, v72
	v_fma_f32 v66, v66, v67, v73
	v_fma_f32 v67, v67, v68, v74
	v_fma_f32 v68, v68, v69, v75
	v_fma_f32 v69, v69, v70, v76
	v_fma_f32 v70, v70, v71, v77
	v_fma_f32 v71, v71, v72, v78
	v_fma_f32 v72, v72, v73, v79
	v_fma_f32 v73, v73, v74, v80
	v_fma_f32 v74, v74, v75, v81
	v_fma_f32 v75, v75, v76, v82
	v_fma_f32 v76, v76, v77, v83
	v_fma_f32 v77, v77, v78, v84
	v_fma_f32 v78, v78, v79, v85
	v_fma_f32 v79, v79, v80, v86
	v_fma_f32 v80, v80, v81, v87
	v_fma_f32 v81, v81, v82, v88
	v_fma_f32 v82, v82, v83, v89
	v_fma_f32 v83, v83, v84, v90
	v_fma_f32 v84, v84, v85, v91
	v_fma_f32 v85, v85, v86, v92
	v_fma_f32 v86, v86, v87, v93
	v_fma_f32 v87, v87, v88, v94
	v_fma_f32 v88, v88, v89, v95
	v_fma_f32 v89, v89, v90, v96
	v_fma_f32 v90, v90, v91, v97
	v_fma_f32 v91, v91, v92, v98
	v_fma_f32 v92, v92, v93, v99
	v_fma_f32 v93, v93, v94, v100
	v_fma_f32 v94, v94, v95, v101
	v_fma_f32 v95, v95, v96, v102
	v_fma_f32 v96, v96, v97, v103
	v_fma_f32 v97, v97, v98, v104
	v_fma_f32 v98, v98, v99, v105
	v_fma_f32 v99, v99, v100, v106
	v_fma_f32 v100, v100, v101, v107
	v_fma_f32 v101, v101, v102, v108
	v_fma_f32 v102, v102, v103, v109
	v_fma_f32 v103, v103, v104, v110
	v_fma_f32 v104, v104, v105, v111
	v_fma_f32 v105, v105, v106, v112
	v_fma_f32 v106, v106, v107, v113
	v_fma_f32 v107, v107, v108, v114
	v_fma_f32 v108, v108, v109, v115
	v_fma_f32 v109, v109, v110, v116
	v_fma_f32 v110, v110, v111, v117
	v_fma_f32 v111, v111, v112, v118
	v_fma_f32 v112, v112, v113, v119
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
	v_fma_f32 v126, v126, v127, v17
	s_waitcnt vmcnt(0)
	v_fma_f32 v127, v127, v128, v2
	v_fma_f32 v128, v128, v129, v5
	v_fma_f32 v11, v129, v130, v11
	v_fma_f32 v37, v30, v31, v37
	v_fma_f32 v30, v23, v24, v30
	v_fma_f32 v23, v12, v13, v23
	v_fma_f32 v12, v9, v8, v12
	v_fma_f32 v9, v130, v131, v9
	v_fma_f32 v31, v24, v25, v31
	v_fma_f32 v24, v13, v14, v24
	v_fma_f32 v13, v8, v6, v13
	v_fma_f32 v8, v131, v132, v8
	v_fma_f32 v25, v14, v19, v25
	v_fma_f32 v14, v6, v7, v14
	v_fma_f32 v6, v132, v17, v6
	v_fma_f32 v19, v7, v10, v19
	v_fma_f32 v7, v17, v2, v7
	v_fma_f32 v2, v2, v5, v10
	v_fma_f32 v5, v3, v133, v20
	v_fma_f32 v10, v134, v20, v32
	v_fma_f32 v17, v20, v21, v33
	v_fma_f32 v20, v133, v12, v21
	v_fma_f32 v21, v21, v22, v34
	v_fma_f32 v129, v12, v13, v22
	v_fma_f32 v22, v22, v30, v35
	v_fma_f32 v130, v13, v14, v30
	v_fma_f32 v30, v30, v31, v36
	v_fma_f32 v131, v136, v32, v44
	v_fma_f32 v32, v32, v33, v45
	v_fma_f32 v33, v33, v34, v46
	v_fma_f32 v34, v34, v35, v47
	v_fma_f32 v35, v35, v36, v48
	v_fma_f32 v36, v36, v137, v49
	v_fma_f32 v132, v43, v44, v56
	v_fma_f32 v44, v44, v45, v57
	v_fma_f32 v45, v45, v46, v58
	v_fma_f32 v46, v46, v47, v59
	v_fma_f32 v47, v47, v48, v60
	v_fma_f32 v48, v48, v49, v61
	v_fma_f32 v49, v49, v50, v62
	v_fma_f32 v138, v55, v56, v68
	v_fma_f32 v56, v56, v57, v69
	v_fma_f32 v57, v57, v58, v70
	v_fma_f32 v58, v58, v59, v71
	v_fma_f32 v59, v59, v60, v72
	v_fma_f32 v60, v60, v61, v73
	v_fma_f32 v61, v61, v62, v74
	v_fma_f32 v62, v62, v63, v75
	v_fma_f32 v139, v67, v68, v80
	v_fma_f32 v68, v68, v69, v81
	v_fma_f32 v69, v69, v70, v82
	v_fma_f32 v70, v70, v71, v83
	v_fma_f32 v71, v71, v72, v84
	v_fma_f32 v72, v72, v73, v85
	v_fma_f32 v73, v73, v74, v86
	v_fma_f32 v74, v74, v75, v87
	v_fma_f32 v75, v75, v76, v88
	v_fma_f32 v140, v79, v80, v92
	v_fma_f32 v80, v80, v81, v93
	v_fma_f32 v81, v81, v82, v94
	v_fma_f32 v82, v82, v83, v95
	v_fma_f32 v83, v83, v84, v96
	v_fma_f32 v84, v84, v85, v97
	v_fma_f32 v85, v85, v86, v98
	v_fma_f32 v86, v86, v87, v99
	v_fma_f32 v87, v87, v88, v100
	v_fma_f32 v88, v88, v89, v101
	v_fma_f32 v133, v123, v124, v133
	v_fma_f32 v12, v124, v125, v12
	v_fma_f32 v124, v111, v112, v124
	v_fma_f32 v13, v125, v126, v13
	v_fma_f32 v125, v112, v113, v125
	v_fma_f32 v112, v99, v100, v112
	v_fma_f32 v99, v98, v99, v111
	v_fma_f32 v98, v97, v98, v110
	v_fma_f32 v97, v96, v97, v109
	v_fma_f32 v96, v95, v96, v108
	v_fma_f32 v95, v94, v95, v107
	v_fma_f32 v94, v93, v94, v106
	v_fma_f32 v93, v92, v93, v105
	v_fma_f32 v92, v91, v92, v104
	v_fma_f32 v100, v100, v101, v113
	v_fma_f32 v101, v101, v102, v114
	v_fma_f32 v111, v110, v111, v123
	v_fma_f32 v110, v109, v110, v122
	v_fma_f32 v109, v108, v109, v121
	v_fma_f32 v108, v107, v108, v120
	v_fma_f32 v107, v106, v107, v119
	v_fma_f32 v106, v105, v106, v118
	v_fma_f32 v105, v104, v105, v117
	v_fma_f32 v104, v103, v104, v116
	v_fma_f32 v113, v113, v114, v126
	v_fma_f32 v114, v114, v115, v127
	v_fma_f32 v123, v122, v123, v3
	v_fma_f32 v122, v121, v122, v2
	v_fma_f32 v121, v120, v121, v7
	v_fma_f32 v120, v119, v120, v6
	v_fma_f32 v119, v118, v119, v8
	v_fma_f32 v118, v117, v118, v9
	v_fma_f32 v117, v116, v117, v11
	v_fma_f32 v116, v115, v116, v128
	v_fma_f32 v115, v102, v103, v115
	v_fma_f32 v102, v89, v90, v102
	v_fma_f32 v89, v76, v77, v89
	v_fma_f32 v76, v63, v64, v76
	v_fma_f32 v63, v50, v51, v63
	v_fma_f32 v50, v137, v38, v50
	v_fma_f32 v137, v31, v135, v137
	v_fma_f32 v31, v14, v19, v31
	v_fma_f32 v14, v126, v127, v14
	v_fma_f32 v103, v90, v91, v103
	v_fma_f32 v90, v77, v78, v90
	v_fma_f32 v77, v64, v65, v77
	v_fma_f32 v64, v51, v52, v64
	v_fma_f32 v51, v38, v39, v51
	v_fma_f32 v38, v135, v26, v38
	v_fma_f32 v126, v19, v18, v135
	v_fma_f32 v19, v127, v128, v19
	v_fma_f32 v91, v78, v79, v91
	v_fma_f32 v78, v65, v66, v78
	v_fma_f32 v65, v52, v53, v65
	v_fma_f32 v52, v39, v40, v52
	v_fma_f32 v39, v26, v27, v39
	v_fma_f32 v26, v18, v15, v26
	v_fma_f32 v18, v128, v11, v18
	v_fma_f32 v79, v66, v67, v79
	v_fma_f32 v66, v53, v54, v66
	v_fma_f32 v53, v40, v41, v53
	v_fma_f32 v40, v27, v28, v40
	v_fma_f32 v27, v15, v16, v27
	v_fma_f32 v11, v11, v9, v15
	v_fma_f32 v15, v54, v55, v67
	v_fma_f32 v54, v41, v42, v54
	v_fma_f32 v41, v28, v29, v41
	v_fma_f32 v28, v16, v23, v28
	v_fma_f32 v9, v9, v8, v16
	v_fma_f32 v16, v42, v43, v55
	v_fma_f32 v42, v29, v37, v42
	v_fma_f32 v29, v23, v24, v29
	v_fma_f32 v8, v8, v6, v23
	v_fma_f32 v23, v37, v136, v43
	v_fma_f32 v37, v24, v25, v37
	v_fma_f32 v6, v6, v7, v24
	v_fma_f32 v24, v25, v134, v136
	v_fma_f32 v7, v7, v2, v25
	v_fma_f32 v2, v2, v3, v134
	v_fma_f32 v55, v5, v20, v36
	v_fma_f32 v25, v20, v129, v50
	v_fma_f32 v20, v108, v109, v20
	v_fma_f32 v67, v129, v130, v51
	v_fma_f32 v127, v109, v110, v129
	v_fma_f32 v109, v140, v80, v109
	v_fma_f32 v128, v130, v31, v52
	v_fma_f32 v129, v110, v111, v130
	v_fma_f32 v110, v80, v81, v110
	v_fma_f32 v80, v64, v65, v80
	v_fma_f32 v130, v31, v126, v53
	v_fma_f32 v134, v111, v124, v31
	v_fma_f32 v111, v81, v82, v111
	v_fma_f32 v81, v65, v66, v81
	v_fma_f32 v65, v30, v137, v65
	v_fma_f32 v3, v126, v26, v54
	v_fma_f32 v126, v124, v125, v126
	v_fma_f32 v124, v82, v83, v124
	v_fma_f32 v82, v66, v15, v82
	v_fma_f32 v66, v137, v38, v66
	v_fma_f32 v31, v26, v27, v16
	v_fma_f32 v26, v125, v113, v26
	v_fma_f32 v125, v83, v84, v125
	v_fma_f32 v83, v15, v138, v83
	v_fma_f32 v135, v38, v39, v15
	v_fma_f32 v15, v27, v28, v132
	v_fma_f32 v43, v113, v114, v27
	v_fma_f32 v113, v84, v85, v113
	v_fma_f32 v84, v138, v56, v84
	v_fma_f32 v136, v39, v40, v138
	v_fma_f32 v27, v28, v29, v44
	v_fma_f32 v28, v114, v116, v28
	v_fma_f32 v114, v85, v86, v114
	v_fma_f32 v85, v56, v57, v85
	v_fma_f32 v56, v40, v41, v56
	v_fma_f32 v137, v133, v12, v137
	v_fma_f32 v138, v12, v13, v38
	v_fma_f32 v12, v96, v97, v12
	v_fma_f32 v141, v13, v14, v39
	v_fma_f32 v13, v97, v98, v13
	v_fma_f32 v38, v139, v68, v97
	v_fma_f32 v97, v14, v19, v40
	v_fma_f32 v39, v98, v99, v14
	v_fma_f32 v40, v68, v69, v98
	v_fma_f32 v68, v52, v53, v68
	v_fma_f32 v52, v51, v52, v139
	v_fma_f32 v98, v79, v139, v96
	v_fma_f32 v96, v95, v96, v133
	v_fma_f32 v133, v123, v133, v30
	v_fma_f32 v139, v22, v30, v64
	v_fma_f32 v14, v50, v51, v79
	v_fma_f32 v51, v78, v79, v95
	v_fma_f32 v79, v94, v95, v123
	v_fma_f32 v95, v122, v123, v22
	v_fma_f32 v22, v21, v22, v63
	v_fma_f32 v30, v36, v50, v78
	v_fma_f32 v50, v77, v78, v94
	v_fma_f32 v78, v93, v94, v122
	v_fma_f32 v94, v121, v122, v21
	v_fma_f32 v21, v17, v21, v49
	v_fma_f32 v122, v35, v36, v77
	v_fma_f32 v77, v76, v77, v93
	v_fma_f32 v36, v92, v93, v121
	v_fma_f32 v93, v120, v121, v17
	v_fma_f32 v121, v10, v17, v48
	v_fma_f32 v53, v53, v54, v69
	v_fma_f32 v54, v54, v16, v70
	v_fma_f32 v123, v16, v132, v71
	v_fma_f32 v132, v132, v44, v72
	v_fma_f32 v142, v44, v45, v73
	v_fma_f32 v64, v63, v64, v140
	v_fma_f32 v63, v49, v63, v91
	v_fma_f32 v49, v48, v49, v90
	v_fma_f32 v48, v47, v48, v89
	v_fma_f32 v69, v69, v70, v99
	v_fma_f32 v70, v70, v71, v112
	v_fma_f32 v71, v71, v72, v100
	v_fma_f32 v72, v72, v73, v101
	v_fma_f32 v73, v73, v74, v115
	v_fma_f32 v140, v91, v140, v108
	v_fma_f32 v91, v90, v91, v107
	v_fma_f32 v90, v89, v90, v106
	v_fma_f32 v89, v75, v89, v105
	v_fma_f32 v99, v99, v112, v19
	v_fma_f32 v112, v112, v100, v18
	v_fma_f32 v100, v100, v101, v11
	v_fma_f32 v101, v101, v115, v9
	v_fma_f32 v115, v115, v104, v8
	v_fma_f32 v108, v107, v108, v5
	v_fma_f32 v107, v106, v107, v2
	v_fma_f32 v106, v105, v106, v7
	v_fma_f32 v105, v104, v105, v6
	v_fma_f32 v104, v74, v75, v104
	v_fma_f32 v74, v45, v46, v74
	v_fma_f32 v16, v29, v37, v45
	v_fma_f32 v143, v116, v117, v29
	v_fma_f32 v116, v86, v87, v116
	v_fma_f32 v86, v57, v58, v86
	v_fma_f32 v45, v41, v42, v57
	v_fma_f32 v57, v19, v18, v41
	v_fma_f32 v41, v46, v47, v75
	v_fma_f32 v19, v37, v24, v46
	v_fma_f32 v46, v87, v88, v117
	v_fma_f32 v75, v58, v59, v87
	v_fma_f32 v58, v42, v23, v58
	v_fma_f32 v18, v18, v11, v42
	v_fma_f32 v42, v24, v10, v47
	v_fma_f32 v87, v59, v60, v88
	v_fma_f32 v47, v23, v131, v59
	v_fma_f32 v59, v11, v9, v23
	v_fma_f32 v23, v60, v61, v102
	v_fma_f32 v151, v55, v25, v23
	v_fma_f32 v17, v88, v102, v118
	v_fma_f32 v11, v102, v103, v119
	v_fma_f32 v102, v61, v62, v103
	flat_store_dword v[0:1], v151
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v154, v25, v67, v102
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	v_fma_f32 v37, v117, v118, v37
	v_fma_f32 v24, v118, v119, v24
	v_fma_f32 v10, v119, v120, v10
	v_fma_f32 v88, v9, v8, v131
	v_fma_f32 v9, v103, v92, v120
	v_fma_f32 v92, v62, v76, v92
	flat_store_dword v[0:1], v154
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v60, v131, v32, v60
	v_fma_f32 v61, v32, v33, v61
	v_fma_f32 v103, v8, v6, v32
	v_fma_f32 v62, v33, v34, v62
	v_fma_f32 v117, v6, v7, v33
	v_fma_f32 v76, v34, v35, v76
	v_fma_f32 v118, v7, v2, v34
	v_fma_f32 v119, v2, v5, v35
	v_fma_f32 v120, v130, v3, v50
	v_fma_f32 v131, v3, v31, v51
	v_fma_f32 v44, v46, v17, v3
	v_fma_f32 v144, v31, v15, v98
	v_fma_f32 v31, v17, v11, v31
	v_fma_f32 v145, v122, v30, v17
	v_fma_f32 v146, v15, v27, v38
	v_fma_f32 v29, v11, v9, v15
	v_fma_f32 v147, v30, v14, v11
	v_fma_f32 v148, v27, v16, v40
	v_fma_f32 v27, v9, v36, v27
	v_fma_f32 v149, v14, v52, v9
	v_fma_f32 v17, v126, v26, v30
	v_fma_f32 v14, v26, v43, v14
	v_fma_f32 v152, v23, v102, v43
	v_fma_f32 v2, v43, v28, v52
	v_fma_f32 v52, v52, v68, v36
	v_fma_f32 v32, v36, v78, v16
	v_fma_f32 v153, v16, v19, v69
	v_fma_f32 v102, v102, v92, v28
	v_fma_f32 v15, v28, v143, v68
	v_fma_f32 v68, v68, v53, v78
	v_fma_f32 v43, v78, v79, v19
	v_fma_f32 v78, v19, v42, v70
	v_fma_f32 v155, v42, v121, v71
	v_fma_f32 v30, v79, v96, v42
	v_fma_f32 v79, v53, v54, v79
	v_fma_f32 v156, v121, v21, v72
	v_fma_f32 v28, v96, v12, v121
	v_fma_f32 v96, v54, v123, v96
	v_fma_f32 v19, v143, v37, v53
	v_fma_f32 v16, v37, v24, v54
	v_fma_f32 v53, v77, v50, v37
	v_fma_f32 v54, v50, v51, v24
	v_fma_f32 v3, v24, v10, v123
	v_fma_f32 v121, v123, v132, v12
	v_fma_f32 v33, v12, v13, v21
	v_fma_f32 v123, v21, v22, v73
	v_fma_f32 v51, v51, v98, v10
	v_fma_f32 v5, v10, v93, v132
	v_fma_f32 v132, v132, v142, v13
	v_fma_f32 v34, v13, v39, v22
	v_fma_f32 v98, v98, v38, v93
	v_fma_f32 v6, v93, v94, v142
	v_fma_f32 v93, v142, v74, v39
	v_fma_f32 v35, v39, v99, v139
	v_fma_f32 v142, v38, v40, v94
	v_fma_f32 v7, v94, v95, v74
	v_fma_f32 v74, v74, v41, v99
	v_fma_f32 v36, v99, v112, v65
	v_fma_f32 v94, v40, v69, v95
	v_fma_f32 v8, v95, v133, v41
	v_fma_f32 v95, v41, v48, v112
	v_fma_f32 v37, v112, v100, v66
	v_fma_f32 v38, v100, v101, v135
	v_fma_f32 v112, v49, v63, v101
	v_fma_f32 v39, v101, v115, v136
	v_fma_f32 v101, v136, v56, v109
	v_fma_f32 v11, v138, v141, v63
	v_fma_f32 v63, v63, v64, v115
	v_fma_f32 v40, v115, v105, v56
	v_fma_f32 v56, v56, v45, v110
	v_fma_f32 v12, v141, v97, v64
	v_fma_f32 v64, v64, v80, v105
	v_fma_f32 v41, v105, v106, v45
	v_fma_f32 v105, v45, v58, v111
	v_fma_f32 v13, v97, v57, v80
	v_fma_f32 v80, v80, v81, v106
	v_fma_f32 v42, v106, v107, v58
	v_fma_f32 v45, v107, v108, v47
	v_fma_f32 v107, v81, v82, v107
	v_fma_f32 v21, v57, v18, v81
	v_fma_f32 v81, v67, v128, v92
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v81
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v69, v69, v70, v133
	v_fma_f32 v70, v70, v71, v137
	v_fma_f32 v71, v71, v72, v138
	v_fma_f32 v72, v72, v73, v141
	v_fma_f32 v73, v73, v104, v97
	v_fma_f32 v97, v104, v89, v57
	v_fma_f32 v57, v92, v77, v143
	v_fma_f32 v77, v128, v130, v77
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v77
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v120
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v131
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v144
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v146
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v148
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v153
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v78
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v155
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v156
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v123
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v157, v22, v139, v104
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v157
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v139, v139, v65, v89
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v139
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v65, v65, v66, v90
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v65
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v66, v66, v135, v91
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v66
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v99, v48, v49, v100
	v_fma_f32 v100, v135, v136, v140
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v100
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v101
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v56
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v105
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v58, v58, v47, v124
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v58
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v104, v140, v109, v103
	v_fma_f32 v106, v109, v110, v117
	v_fma_f32 v109, v110, v111, v118
	v_fma_f32 v110, v111, v124, v119
	v_fma_f32 v111, v124, v125, v55
	v_fma_f32 v124, v47, v60, v125
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v124
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v92, v60, v61, v113
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v92
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v47, v108, v20, v60
	v_fma_f32 v60, v82, v83, v108
	v_fma_f32 v108, v61, v62, v114
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v108
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v10, v137, v138, v49
	v_fma_f32 v115, v125, v113, v25
	v_fma_f32 v49, v20, v127, v61
	v_fma_f32 v61, v83, v84, v20
	v_fma_f32 v25, v59, v88, v83
	v_fma_f32 v83, v62, v76, v116
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v83
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v150, v87, v23, v26
	v_fma_f32 v50, v127, v129, v62
	v_fma_f32 v62, v84, v85, v127
	v_fma_f32 v26, v88, v103, v84
	v_fma_f32 v84, v76, v122, v46
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v84
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v145
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v147
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v149
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v52
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v68
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v79
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v96
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v121
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v132
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v93
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v74
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v95
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v99
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v112
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v63
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v64
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v80
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v107
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v60
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v61
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v62
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v9, v133, v137, v48
	v_fma_f32 v48, v129, v134, v76
	v_fma_f32 v76, v85, v86, v129
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v76
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v24, v103, v117, v85
	v_fma_f32 v85, v86, v75, v134
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v85
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v22, v117, v118, v86
	v_fma_f32 v86, v75, v87, v126
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v86
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v150
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v152
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v102
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v57
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v53
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v54
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v51
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v98
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v142
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v94
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v69
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v70
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v71
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v72
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v73
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v97
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v89, v89, v90, v18
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v89
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v90, v90, v91, v59
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v90
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v91, v91, v140, v88
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v91
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v104
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v106
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v109
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v110
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v111
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v115
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v67, v113, v114, v67
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v67
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v23, v18, v59, v82
	v_fma_f32 v82, v114, v116, v128
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v82
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v59, v116, v46, v130
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v59
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v44
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v31
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v29
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v27
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v32
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v43
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v30
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v28
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v33
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v34
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v35
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v36
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v37
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v38
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v39
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v40
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v41
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v42
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v45
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v47
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v49
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v50
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v48
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v46, v134, v126, v122
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v46
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v17
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v14
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v2
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v15
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v19
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v16
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v3
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v5
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v6
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v7
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v8
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v9
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v10
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v11
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v12
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v13
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v21
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v23
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v25
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v26
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v24
	v_add_u32_e32 v0, vcc, s0, v0
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v22
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v20, v118, v119, v75
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v20
	v_add_u32_e32 v0, vcc, s0, v0
	v_fma_f32 v18, v119, v55, v87
	v_addc_u32_e32 v1, vcc, v1, v4, vcc
	flat_store_dword v[0:1], v18
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
