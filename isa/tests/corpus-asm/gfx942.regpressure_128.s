regpressure_128:
	s_load_dword s4, s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	v_lshl_or_b32 v0, s6, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc, s4, v0
	s_and_saveexec_b64 s[0:1], vcc
	s_cbranch_execz .LBB0_2
	s_load_dwordx4 s[0:3], s[2:3], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s5, 0
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_lshl_b64 s[4:5], s[4:5], 2
	s_waitcnt lgkmcnt(0)
	v_lshl_add_u64 v[2:3], s[0:1], 0, v[0:1]
	v_lshl_add_u64 v[4:5], v[2:3], 0, s[4:5]
	v_lshl_add_u64 v[6:7], v[4:5], 0, s[4:5]
	v_lshl_add_u64 v[8:9], v[6:7], 0, s[4:5]
	v_lshl_add_u64 v[12:13], v[8:9], 0, s[4:5]
	v_lshl_add_u64 v[16:17], v[12:13], 0, s[4:5]
	global_load_dword v18, v[2:3], off
	global_load_dword v20, v[4:5], off
	global_load_dword v19, v[6:7], off
	global_load_dword v14, v[8:9], off
	global_load_dword v11, v[12:13], off
	global_load_dword v10, v[16:17], off
	v_lshl_add_u64 v[2:3], v[16:17], 0, s[4:5]
	global_load_dword v15, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v4, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v5, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v6, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v7, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v8, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v9, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v12, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v13, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v16, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v17, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v21, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v22, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v23, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v24, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v25, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v26, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v27, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v29, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v30, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v31, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v32, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v33, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v35, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v36, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v37, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v39, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v40, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v41, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v42, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v43, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v44, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v46, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v47, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v48, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v49, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v50, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v51, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v52, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v53, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v54, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v55, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v56, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v57, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v58, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v59, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v60, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v61, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v62, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v63, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v64, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v65, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v66, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v67, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v68, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v69, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v70, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v71, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v72, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v73, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v74, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v75, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v76, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v77, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v78, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v79, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v80, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v81, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v82, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v83, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v84, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v85, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v86, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v87, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v88, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v89, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v90, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v91, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v92, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v93, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v94, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v95, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v96, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v97, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v98, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v99, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v100, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v101, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v102, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v103, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v104, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v105, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v106, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v107, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v108, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v109, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v110, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v111, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v112, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v113, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v114, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v115, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v116, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v117, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v118, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v119, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v120, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v121, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v122, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v123, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v124, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v125, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v126, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v127, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v128, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v129, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v130, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v131, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v132, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v133, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v134, v[2:3], off
	v_lshl_add_u64 v[2:3], v[2:3], 0, s[4:5]
	global_load_dword v2, v[2:3], off
	s_waitcnt vmcnt(62)
	v_fma_f32 v135, v18, v20, v4
	v_fma_f32 v45, v15, v4, v12
	v_fma_f32 v38, v4, v5, v13
	v_fma_f32 v136, v20, v19, v5
	v_fma_f32 v34, v5, v6, v16
	v_fma_f32 v28, v9, v12, v23
	v_fma_f32 v3, v12, v13, v24
	v_fma_f32 v4, v13, v16, v25
	v_fma_f32 v5, v16, v17, v26
	v_fma_f32 v137, v22, v23, v30
	v_fma_f32 v23, v23, v24, v31
	v_fma_f32 v24, v24, v25, v32
	v_fma_f32 v25, v25, v26, v33
	v_fma_f32 v26, v26, v27, v35
	v_fma_f32 v138, v29, v30, v37
	v_fma_f32 v30, v30, v31, v39
	v_fma_f32 v31, v31, v32, v40
	v_fma_f32 v32, v32, v33, v41
	v_fma_f32 v33, v33, v35, v42
	v_fma_f32 v35, v35, v36, v43
	v_fma_f32 v139, v36, v37, v44
	v_fma_f32 v37, v37, v39, v46
	v_fma_f32 v39, v39, v40, v47
	v_fma_f32 v40, v40, v41, v48
	v_fma_f32 v41, v41, v42, v49
	v_fma_f32 v42, v42, v43, v50
	v_fma_f32 v140, v43, v44, v51
	v_fma_f32 v43, v44, v46, v52
	v_fma_f32 v44, v46, v47, v53
	v_fma_f32 v46, v47, v48, v54
	v_fma_f32 v47, v48, v49, v55
	v_fma_f32 v48, v49, v50, v56
	v_fma_f32 v49, v50, v51, v57
	v_fma_f32 v50, v51, v52, v58
	v_fma_f32 v51, v52, v53, v59
	v_fma_f32 v52, v53, v54, v60
	v_fma_f32 v53, v54, v55, v61
	v_fma_f32 v54, v55, v56, v62
	v_fma_f32 v55, v56, v57, v63
	v_fma_f32 v56, v57, v58, v64
	v_fma_f32 v57, v58, v59, v65
	v_fma_f32 v58, v59, v60, v66
	v_fma_f32 v59, v60, v61, v67
	v_fma_f32 v60, v61, v62, v68
	v_fma_f32 v61, v62, v63, v69
	v_fma_f32 v62, v63, v64, v70
	v_fma_f32 v63, v64, v65, v71
	v_fma_f32 v64, v65, v66, v72
	v_fma_f32 v65, v66, v67, v73
	s_waitcnt vmcnt(61)
	v_fma_f32 v66, v67, v68, v74
	s_waitcnt vmcnt(60)
	v_fma_f32 v68, v68, v69, v75
	s_waitcnt vmcnt(59)
	v_fma_f32 v67, v69, v70, v76
	s_waitcnt vmcnt(58)
	v_fma_f32 v69, v70, v71, v77
	s_waitcnt vmcnt(57)
	v_fma_f32 v70, v71, v72, v78
	s_waitcnt vmcnt(56)
	v_fma_f32 v71, v72, v73, v79
	s_waitcnt vmcnt(55)
	v_fma_f32 v72, v73, v74, v80
	s_waitcnt vmcnt(54)
	v_fma_f32 v73, v74, v75, v81
	s_waitcnt vmcnt(53)
	v_fma_f32 v74, v75, v76, v82
	s_waitcnt vmcnt(52)
	v_fma_f32 v75, v76, v77, v83
	s_waitcnt vmcnt(51)
	v_fma_f32 v76, v77, v78, v84
	s_waitcnt vmcnt(50)
	v_fma_f32 v77, v78, v79, v85
	s_waitcnt vmcnt(49)
	v_fma_f32 v78, v79, v80, v86
	s_waitcnt vmcnt(48)
	v_fma_f32 v79, v80, v81, v87
	s_waitcnt vmcnt(47)
	v_fma_f32 v80, v81, v82, v88
	s_waitcnt vmcnt(46)
	v_fma_f32 v81, v82, v83, v89
	s_waitcnt vmcnt(45)
	v_fma_f32 v82, v83, v84, v90
	s_waitcnt vmcnt(44)
	v_fma_f32 v83, v84, v85, v91
	s_waitcnt vmcnt(43)
	v_fma_f32 v84, v85, v86, v92
	s_waitcnt vmcnt(42)
	v_fma_f32 v85, v86, v87, v93
	s_waitcnt vmcnt(41)
	v_fma_f32 v86, v87, v88, v94
	s_waitcnt vmcnt(40)
	v_fma_f32 v87, v88, v89, v95
	s_waitcnt vmcnt(39)
	v_fma_f32 v88, v89, v90, v96
	s_waitcnt vmcnt(38)
	v_fma_f32 v89, v90, v91, v97
	s_waitcnt vmcnt(37)
	v_fma_f32 v90, v91, v92, v98
	s_waitcnt vmcnt(36)
	v_fma_f32 v91, v92, v93, v99
	s_waitcnt vmcnt(35)
	v_fma_f32 v92, v93, v94, v100
	s_waitcnt vmcnt(34)
	v_fma_f32 v93, v94, v95, v101
	s_waitcnt vmcnt(33)
	v_fma_f32 v94, v95, v96, v102
	s_waitcnt vmcnt(32)
	v_fma_f32 v95, v96, v97, v103
	s_waitcnt vmcnt(31)
	v_fma_f32 v96, v97, v98, v104
	s_waitcnt vmcnt(30)
	v_fma_f32 v97, v98, v99, v105
	s_waitcnt vmcnt(29)
	v_fma_f32 v98, v99, v100, v106
	s_waitcnt vmcnt(28)
	v_fma_f32 v99, v100, v101, v107
	s_waitcnt vmcnt(27)
	v_fma_f32 v100, v101, v102, v108
	s_waitcnt vmcnt(26)
	v_fma_f32 v101, v102, v103, v109
	s_waitcnt vmcnt(25)
	v_fma_f32 v102, v103, v104, v110
	s_waitcnt vmcnt(24)
	v_fma_f32 v103, v104, v105, v111
	s_waitcnt vmcnt(23)
	v_fma_f32 v104, v105, v106, v112
	s_waitcnt vmcnt(22)
	v_fma_f32 v105, v106, v107, v113
	s_waitcnt vmcnt(21)
	v_fma_f32 v106, v107, v108, v114
	s_waitcnt vmcnt(20)
	v_fma_f32 v107, v108, v109, v115
	s_waitcnt vmcnt(19)
	v_fma_f32 v108, v109, v110, v116
	s_waitcnt vmcnt(18)
	v_fma_f32 v109, v110, v111, v117
	s_waitcnt vmcnt(17)
	v_fma_f32 v110, v111, v112, v118
	s_waitcnt vmcnt(16)
	v_fma_f32 v111, v112, v113, v119
	s_waitcnt vmcnt(15)
	v_fma_f32 v112, v113, v114, v120
	s_waitcnt vmcnt(14)
	v_fma_f32 v113, v114, v115, v121
	s_waitcnt vmcnt(13)
	v_fma_f32 v114, v115, v116, v122
	s_waitcnt vmcnt(12)
	v_fma_f32 v115, v116, v117, v123
	s_waitcnt vmcnt(11)
	v_fma_f32 v116, v117, v118, v124
	s_waitcnt vmcnt(10)
	v_fma_f32 v117, v118, v119, v125
	s_waitcnt vmcnt(9)
	v_fma_f32 v118, v119, v120, v126
	s_waitcnt vmcnt(8)
	v_fma_f32 v119, v120, v121, v127
	s_waitcnt vmcnt(7)
	v_fma_f32 v120, v121, v122, v128
	s_waitcnt vmcnt(6)
	v_fma_f32 v121, v122, v123, v129
	s_waitcnt vmcnt(5)
	v_fma_f32 v122, v123, v124, v130
	s_waitcnt vmcnt(4)
	v_fma_f32 v123, v124, v125, v131
	s_waitcnt vmcnt(3)
	v_fma_f32 v124, v125, v126, v132
	s_waitcnt vmcnt(2)
	v_fma_f32 v125, v126, v127, v133
	s_waitcnt vmcnt(1)
	v_fma_f32 v126, v127, v128, v134
	s_waitcnt vmcnt(0)
	v_fma_f32 v127, v128, v129, v2
	v_fma_f32 v128, v129, v130, v18
	v_fmac_f32_e32 v20, v130, v131
	v_fma_f32 v129, v27, v29, v36
	v_fma_f32 v16, v17, v21, v27
	v_fma_f32 v130, v6, v7, v17
	v_fma_f32 v141, v19, v14, v6
	v_fmac_f32_e32 v19, v131, v132
	v_fma_f32 v27, v21, v22, v29
	v_fma_f32 v131, v7, v8, v21
	v_fma_f32 v142, v14, v11, v7
	v_fmac_f32_e32 v14, v132, v133
	v_fma_f32 v132, v8, v9, v22
	v_fma_f32 v143, v11, v10, v8
	v_fmac_f32_e32 v11, v133, v134
	v_fma_f32 v133, v10, v15, v9
	v_fmac_f32_e32 v10, v134, v2
	v_fmac_f32_e32 v15, v2, v18
	v_fma_f32 v134, v135, v136, v3
	v_fma_f32 v13, v28, v3, v30
	v_fma_f32 v12, v3, v4, v31
	v_fma_f32 v7, v136, v141, v4
	v_fma_f32 v17, v4, v5, v32
	v_fma_f32 v4, v141, v142, v5
	v_fma_f32 v18, v5, v16, v33
	v_fma_f32 v2, v142, v143, v16
	v_fma_f32 v16, v16, v27, v35
	v_fma_f32 v9, v138, v30, v43
	v_fma_f32 v8, v30, v31, v44
	v_fma_f32 v6, v31, v32, v46
	v_fma_f32 v5, v32, v33, v47
	v_fma_f32 v3, v33, v35, v48
	v_fma_f32 v22, v35, v139, v49
	v_fma_f32 v35, v140, v43, v56
	v_fma_f32 v144, v43, v44, v57
	v_fma_f32 v145, v44, v46, v58
	v_fma_f32 v146, v46, v47, v59
	v_fma_f32 v147, v47, v48, v60
	v_fma_f32 v44, v48, v49, v61
	v_fma_f32 v148, v49, v50, v62
	v_fma_f32 v46, v55, v56, v67
	v_fma_f32 v47, v56, v57, v69
	v_fma_f32 v149, v57, v58, v70
	v_fma_f32 v150, v58, v59, v71
	v_fma_f32 v151, v59, v60, v72
	v_fma_f32 v152, v60, v61, v73
	v_fma_f32 v153, v61, v62, v74
	v_fma_f32 v154, v62, v63, v75
	v_fma_f32 v48, v68, v67, v80
	v_fma_f32 v49, v67, v69, v81
	v_fma_f32 v56, v69, v70, v82
	v_fma_f32 v59, v70, v71, v83
	v_fma_f32 v71, v71, v72, v84
	v_fma_f32 v72, v72, v73, v85
	v_fma_f32 v73, v73, v74, v86
	v_fma_f32 v74, v74, v75, v87
	v_fma_f32 v75, v75, v76, v88
	v_fma_f32 v155, v79, v80, v92
	v_fma_f32 v21, v80, v81, v93
	v_fma_f32 v29, v81, v82, v94
	v_fma_f32 v32, v82, v83, v95
	v_fma_f32 v57, v83, v84, v96
	v_fma_f32 v80, v84, v85, v97
	v_fma_f32 v81, v85, v86, v98
	v_fma_f32 v82, v86, v87, v99
	v_fma_f32 v83, v87, v88, v100
	v_fma_f32 v84, v88, v89, v101
	v_fmac_f32_e32 v136, v123, v124
	v_fmac_f32_e32 v141, v124, v125
	v_fma_f32 v58, v111, v112, v124
	v_fmac_f32_e32 v142, v125, v126
	v_fma_f32 v61, v112, v113, v125
	v_fma_f32 v85, v99, v100, v112
	v_fma_f32 v86, v98, v99, v111
	v_fma_f32 v87, v97, v98, v110
	v_fma_f32 v88, v96, v97, v109
	v_fma_f32 v96, v95, v96, v108
	v_fma_f32 v95, v94, v95, v107
	v_fma_f32 v94, v93, v94, v106
	v_fma_f32 v93, v92, v93, v105
	v_fma_f32 v92, v91, v92, v104
	v_fma_f32 v97, v100, v101, v113
	v_fma_f32 v98, v101, v102, v114
	v_fma_f32 v33, v110, v111, v123
	v_fma_f32 v31, v109, v110, v122
	v_fma_f32 v30, v108, v109, v121
	v_fma_f32 v99, v107, v108, v120
	v_fma_f32 v100, v106, v107, v119
	v_fma_f32 v101, v105, v106, v118
	v_fma_f32 v105, v104, v105, v117
	v_fma_f32 v104, v103, v104, v116
	v_fma_f32 v106, v113, v114, v126
	v_fma_f32 v107, v114, v115, v127
	v_fma_f32 v108, v122, v123, v135
	v_fma_f32 v109, v121, v122, v15
	v_fma_f32 v110, v120, v121, v10
	v_fma_f32 v111, v119, v120, v11
	v_fma_f32 v112, v118, v119, v14
	v_fma_f32 v113, v117, v118, v19
	v_fma_f32 v114, v116, v117, v20
	v_fma_f32 v116, v115, v116, v128
	v_fma_f32 v115, v102, v103, v115
	v_fma_f32 v102, v89, v90, v102
	v_fma_f32 v89, v76, v77, v89
	v_fma_f32 v76, v63, v64, v76
	v_fma_f32 v117, v50, v51, v63
	v_fma_f32 v50, v139, v37, v50
	v_fma_f32 v118, v27, v137, v139
	v_fma_f32 v36, v143, v133, v27
	v_fmac_f32_e32 v143, v126, v127
	v_fma_f32 v103, v90, v91, v103
	v_fma_f32 v90, v77, v78, v90
	v_fma_f32 v27, v64, v65, v77
	v_fma_f32 v77, v51, v52, v64
	v_fma_f32 v51, v37, v39, v51
	v_fma_f32 v119, v137, v23, v37
	v_fma_f32 v43, v133, v45, v137
	v_fmac_f32_e32 v133, v127, v128
	v_fma_f32 v91, v78, v79, v91
	v_fma_f32 v37, v65, v66, v78
	v_fma_f32 v63, v52, v53, v65
	v_fma_f32 v52, v39, v40, v52
	v_fma_f32 v78, v23, v24, v39
	v_fma_f32 v67, v45, v38, v23
	v_fmac_f32_e32 v45, v128, v20
	v_fma_f32 v79, v66, v68, v79
	v_fma_f32 v23, v53, v54, v66
	v_fma_f32 v120, v40, v41, v53
	v_fma_f32 v121, v24, v25, v40
	v_fma_f32 v69, v38, v34, v24
	v_fmac_f32_e32 v38, v20, v19
	v_fma_f32 v20, v54, v55, v68
	v_fma_f32 v54, v41, v42, v54
	v_fma_f32 v65, v25, v26, v41
	v_fma_f32 v70, v34, v130, v25
	v_fmac_f32_e32 v34, v19, v14
	v_fma_f32 v68, v42, v140, v55
	v_fma_f32 v64, v26, v129, v42
	v_fma_f32 v66, v130, v131, v26
	v_fmac_f32_e32 v130, v14, v11
	v_fma_f32 v62, v129, v138, v140
	v_fma_f32 v122, v131, v132, v129
	v_fmac_f32_e32 v131, v11, v10
	v_fma_f32 v123, v132, v28, v138
	v_fmac_f32_e32 v132, v10, v15
	v_fmac_f32_e32 v28, v15, v135
	v_fma_f32 v60, v134, v7, v22
	v_fma_f32 v10, v7, v4, v50
	v_fmac_f32_e32 v7, v99, v30
	v_fma_f32 v25, v4, v2, v51
	v_fmac_f32_e32 v4, v30, v31
	v_fma_f32 v124, v155, v21, v30
	v_fma_f32 v30, v2, v36, v52
	v_fmac_f32_e32 v2, v31, v33
	v_fma_f32 v125, v21, v29, v31
	v_fma_f32 v11, v77, v63, v21
	v_fma_f32 v31, v36, v43, v120
	v_fmac_f32_e32 v36, v33, v58
	v_fma_f32 v126, v29, v32, v33
	v_fma_f32 v14, v63, v23, v29
	v_fma_f32 v21, v16, v118, v63
	v_fma_f32 v33, v43, v67, v54
	v_fmac_f32_e32 v43, v58, v61
	v_fma_f32 v127, v32, v57, v58
	v_fma_f32 v15, v23, v20, v32
	v_fma_f32 v23, v118, v119, v23
	v_fma_f32 v29, v13, v12, v44
	v_fma_f32 v26, v12, v17, v148
	v_fmac_f32_e32 v12, v111, v110
	v_fma_f32 v39, v17, v18, v117
	v_fmac_f32_e32 v17, v110, v109
	v_fma_f32 v110, v92, v93, v110
	v_fma_f32 v41, v18, v16, v77
	v_fmac_f32_e32 v18, v109, v108
	v_fma_f32 v109, v93, v94, v109
	v_fma_f32 v93, v76, v27, v93
	v_fmac_f32_e32 v16, v108, v136
	v_fma_f32 v108, v94, v95, v108
	v_fma_f32 v94, v27, v37, v94
	v_fma_f32 v27, v3, v22, v27
	v_fma_f32 v24, v22, v50, v37
	v_fma_f32 v128, v37, v79, v95
	v_fma_f32 v95, v95, v96, v136
	v_fmac_f32_e32 v118, v136, v141
	v_fma_f32 v58, v67, v69, v68
	v_fmac_f32_e32 v67, v61, v106
	v_fma_f32 v129, v57, v80, v61
	v_fma_f32 v19, v20, v46, v57
	v_fma_f32 v53, v119, v78, v20
	v_fma_f32 v32, v50, v51, v79
	v_fma_f32 v79, v79, v48, v96
	v_fma_f32 v96, v96, v88, v141
	v_fmac_f32_e32 v119, v141, v142
	v_fma_f32 v61, v69, v70, v35
	v_fmac_f32_e32 v69, v106, v107
	v_fma_f32 v106, v80, v81, v106
	v_fma_f32 v20, v46, v47, v80
	v_fma_f32 v55, v78, v121, v46
	v_fma_f32 v40, v51, v52, v48
	v_fma_f32 v80, v48, v49, v88
	v_fma_f32 v88, v88, v87, v142
	v_fmac_f32_e32 v78, v142, v143
	v_fma_f32 v63, v70, v66, v144
	v_fmac_f32_e32 v70, v107, v116
	v_fma_f32 v107, v81, v82, v107
	v_fma_f32 v22, v47, v149, v81
	v_fma_f32 v57, v121, v65, v47
	v_fma_f32 v47, v52, v120, v49
	v_fma_f32 v81, v49, v56, v87
	v_fma_f32 v87, v87, v86, v143
	v_fmac_f32_e32 v121, v143, v133
	v_fma_f32 v52, v120, v54, v56
	v_fma_f32 v51, v54, v68, v59
	v_fma_f32 v49, v68, v35, v71
	v_fma_f32 v48, v35, v144, v72
	v_fma_f32 v46, v144, v145, v73
	v_fma_f32 v35, v117, v77, v155
	v_fma_f32 v37, v148, v117, v91
	v_fma_f32 v42, v44, v148, v90
	v_fma_f32 v44, v147, v44, v89
	v_fma_f32 v77, v56, v59, v86
	v_fma_f32 v117, v59, v71, v85
	v_fma_f32 v120, v71, v72, v97
	v_fma_f32 v72, v72, v73, v98
	v_fma_f32 v73, v73, v74, v115
	v_fma_f32 v135, v91, v155, v99
	v_fma_f32 v91, v90, v91, v100
	v_fma_f32 v90, v89, v90, v101
	v_fma_f32 v89, v75, v89, v105
	v_fma_f32 v86, v86, v85, v133
	v_fma_f32 v85, v85, v97, v45
	v_fma_f32 v97, v97, v98, v38
	v_fma_f32 v98, v98, v115, v34
	v_fma_f32 v115, v115, v104, v130
	v_fma_f32 v99, v100, v99, v134
	v_fma_f32 v100, v101, v100, v28
	v_fma_f32 v101, v105, v101, v132
	v_fma_f32 v105, v104, v105, v131
	v_fma_f32 v104, v74, v75, v104
	v_fma_f32 v56, v145, v146, v74
	v_fma_f32 v74, v66, v122, v145
	v_fmac_f32_e32 v66, v116, v114
	v_fma_f32 v116, v82, v83, v116
	v_fma_f32 v50, v149, v150, v82
	v_fma_f32 v68, v65, v64, v149
	v_fmac_f32_e32 v65, v133, v45
	v_fma_f32 v59, v146, v147, v75
	v_fma_f32 v75, v122, v123, v146
	v_fmac_f32_e32 v122, v114, v113
	v_fma_f32 v82, v83, v84, v114
	v_fma_f32 v54, v150, v151, v83
	v_fma_f32 v71, v64, v62, v150
	v_fmac_f32_e32 v64, v45, v38
	v_fma_f32 v83, v123, v13, v147
	v_fmac_f32_e32 v123, v113, v112
	v_fma_f32 v113, v84, v102, v113
	v_fma_f32 v45, v151, v152, v84
	v_fma_f32 v84, v62, v9, v151
	v_fmac_f32_e32 v62, v38, v34
	v_fmac_f32_e32 v13, v112, v111
	v_fma_f32 v38, v102, v103, v112
	v_fma_f32 v102, v152, v153, v102
	v_fma_f32 v112, v9, v8, v152
	v_fmac_f32_e32 v9, v34, v130
	v_fma_f32 v34, v103, v92, v111
	v_fma_f32 v103, v153, v154, v103
	v_fma_f32 v111, v8, v6, v153
	v_fmac_f32_e32 v8, v130, v131
	v_fma_f32 v92, v154, v76, v92
	v_fma_f32 v114, v6, v5, v154
	v_fmac_f32_e32 v6, v131, v132
	v_fma_f32 v76, v5, v3, v76
	v_fmac_f32_e32 v5, v132, v28
	v_fmac_f32_e32 v3, v28, v134
	v_fma_f32 v28, v21, v23, v90
	v_fma_f32 v130, v23, v53, v91
	v_fmac_f32_e32 v23, v85, v97
	v_fma_f32 v131, v53, v55, v135
	v_fmac_f32_e32 v53, v97, v98
	v_fma_f32 v97, v44, v42, v97
	v_fma_f32 v132, v55, v57, v124
	v_fmac_f32_e32 v55, v98, v115
	v_fma_f32 v98, v42, v37, v98
	v_fma_f32 v133, v57, v68, v125
	v_fmac_f32_e32 v57, v115, v105
	v_fma_f32 v115, v37, v35, v115
	v_fma_f32 v134, v68, v71, v126
	v_fmac_f32_e32 v68, v105, v101
	v_fma_f32 v105, v35, v11, v105
	v_fmac_f32_e32 v42, v118, v119
	v_fmac_f32_e32 v37, v119, v78
	v_fma_f32 v119, v120, v72, v119
	v_fmac_f32_e32 v35, v78, v121
	v_fma_f32 v78, v72, v73, v78
	v_fma_f32 v72, v29, v26, v72
	v_fma_f32 v136, v71, v84, v127
	v_fmac_f32_e32 v71, v101, v100
	v_fma_f32 v101, v11, v14, v101
	v_fmac_f32_e32 v11, v121, v65
	v_fma_f32 v121, v73, v104, v121
	v_fma_f32 v73, v26, v39, v73
	v_fmac_f32_e32 v26, v96, v88
	v_fma_f32 v137, v39, v41, v104
	v_fmac_f32_e32 v39, v88, v87
	v_fma_f32 v88, v48, v46, v88
	v_fma_f32 v138, v41, v21, v89
	v_fmac_f32_e32 v41, v87, v86
	v_fma_f32 v87, v46, v56, v87
	v_fmac_f32_e32 v21, v86, v85
	v_fma_f32 v86, v56, v59, v86
	v_fma_f32 v85, v59, v44, v85
	v_fmac_f32_e32 v46, v12, v17
	v_fmac_f32_e32 v56, v17, v18
	v_fma_f32 v17, v80, v81, v17
	v_fmac_f32_e32 v59, v18, v16
	v_fma_f32 v18, v81, v77, v18
	v_fma_f32 v81, v63, v74, v81
	v_fmac_f32_e32 v44, v16, v118
	v_fma_f32 v16, v77, v117, v16
	v_fma_f32 v77, v74, v75, v77
	v_fma_f32 v118, v117, v120, v118
	v_fma_f32 v117, v75, v83, v117
	v_fma_f32 v120, v83, v29, v120
	v_fmac_f32_e32 v74, v110, v109
	v_fmac_f32_e32 v75, v109, v108
	v_fma_f32 v109, v47, v52, v109
	v_fmac_f32_e32 v83, v108, v95
	v_fma_f32 v108, v52, v51, v108
	v_fmac_f32_e32 v29, v95, v96
	v_fma_f32 v95, v51, v49, v95
	v_fma_f32 v96, v49, v48, v96
	v_fmac_f32_e32 v52, v66, v122
	v_fmac_f32_e32 v51, v122, v123
	v_fma_f32 v122, v93, v94, v122
	v_fmac_f32_e32 v49, v123, v13
	v_fma_f32 v123, v94, v128, v123
	v_fma_f32 v94, v31, v33, v94
	v_fmac_f32_e32 v48, v13, v12
	v_fma_f32 v13, v128, v79, v13
	v_fma_f32 v128, v33, v58, v128
	v_fma_f32 v12, v79, v80, v12
	v_fma_f32 v79, v58, v61, v79
	v_fma_f32 v80, v61, v63, v80
	v_fmac_f32_e32 v33, v82, v113
	v_fmac_f32_e32 v58, v113, v38
	v_fma_f32 v113, v27, v24, v113
	v_fmac_f32_e32 v61, v38, v34
	v_fma_f32 v38, v24, v32, v38
	v_fmac_f32_e32 v63, v34, v110
	v_fma_f32 v34, v32, v40, v34
	v_fma_f32 v110, v40, v47, v110
	v_fmac_f32_e32 v24, v43, v67
	v_fmac_f32_e32 v32, v67, v69
	v_fma_f32 v67, v45, v102, v67
	v_fmac_f32_e32 v40, v69, v70
	v_fma_f32 v69, v102, v103, v69
	v_fma_f32 v102, v60, v10, v102
	v_lshl_add_u64 v[0:1], s[2:3], 0, v[0:1]
	v_fmac_f32_e32 v47, v70, v66
	v_fma_f32 v70, v103, v92, v70
	v_fma_f32 v103, v10, v25, v103
	global_store_dword v[0:1], v102, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fma_f32 v104, v104, v89, v65
	v_fma_f32 v89, v89, v90, v64
	v_fma_f32 v90, v90, v91, v62
	v_fma_f32 v91, v91, v135, v9
	v_fma_f32 v135, v135, v124, v8
	v_fma_f32 v124, v124, v125, v6
	v_fma_f32 v125, v125, v126, v5
	v_fma_f32 v126, v126, v127, v3
	v_fma_f32 v127, v127, v129, v60
	v_fmac_f32_e32 v10, v129, v106
	v_fma_f32 v129, v84, v112, v129
	v_fmac_f32_e32 v84, v100, v99
	v_fma_f32 v100, v14, v15, v100
	v_fmac_f32_e32 v14, v65, v64
	v_fma_f32 v65, v92, v93, v66
	v_fma_f32 v66, v25, v30, v92
	global_store_dword v[0:1], v103, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fma_f32 v92, v112, v111, v106
	v_fmac_f32_e32 v112, v99, v7
	v_fma_f32 v99, v15, v19, v99
	v_fmac_f32_e32 v15, v64, v62
	v_fma_f32 v64, v30, v31, v93
	global_store_dword v[0:1], v66, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v64, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v94, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v128, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v79, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v80, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v81, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v77, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v117, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v120, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v72, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v73, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v137, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v138, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v28, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v130, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v131, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v132, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v133, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v134, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v136, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v129, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fma_f32 v93, v111, v114, v107
	global_store_dword v[0:1], v92, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v111, v7, v4
	v_fma_f32 v7, v19, v20, v7
	v_fmac_f32_e32 v19, v62, v9
	v_fma_f32 v62, v114, v76, v116
	global_store_dword v[0:1], v93, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v114, v4, v2
	v_fma_f32 v4, v20, v22, v4
	v_fmac_f32_e32 v20, v9, v8
	v_fma_f32 v9, v76, v27, v82
	global_store_dword v[0:1], v62, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v9, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v113, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v38, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v34, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v110, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v109, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v108, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v95, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v96, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v88, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v87, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v86, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v85, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v97, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v98, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v115, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v105, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v101, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v100, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v99, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v7, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v76, v2, v36
	v_fma_f32 v2, v22, v50, v2
	global_store_dword v[0:1], v4, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v22, v8, v6
	v_fma_f32 v8, v50, v54, v36
	global_store_dword v[0:1], v2, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v50, v6, v5
	v_fma_f32 v6, v54, v45, v43
	global_store_dword v[0:1], v8, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v6, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v67, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v69, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v70, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v65, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v122, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v123, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v13, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v12, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v17, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v18, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v16, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v118, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v119, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v78, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v121, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v104, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v89, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v90, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v91, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v135, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v124, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v125, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v126, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v127, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v25, v106, v107
	global_store_dword v[0:1], v10, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v30, v107, v116
	global_store_dword v[0:1], v25, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v31, v116, v82
	global_store_dword v[0:1], v30, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v31, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v33, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v58, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v61, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v63, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v74, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v75, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v83, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v29, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v26, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v39, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v41, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v21, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v23, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v53, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v55, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v57, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v68, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v71, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v84, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v112, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v111, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v114, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v27, v36, v43
	global_store_dword v[0:1], v76, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v27, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v24, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v32, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v40, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v47, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v52, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v51, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v49, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v48, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v46, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v56, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v59, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v44, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v42, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v37, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v35, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v11, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v14, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v15, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v19, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v20, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v22, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v54, v5, v3
	global_store_dword v[0:1], v50, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	v_fmac_f32_e32 v45, v3, v60
	global_store_dword v[0:1], v54, off
	v_lshl_add_u64 v[0:1], v[0:1], 0, s[4:5]
	global_store_dword v[0:1], v45, off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
