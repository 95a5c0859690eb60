regpressure_128:
	s_load_dword s4, s[6:7], 0x10
	v_lshl_or_b32 v0, s10, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmp_gt_u32_e32 vcc_lo, s4, v0
	s_and_saveexec_b32 s0, vcc_lo
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
	v_add_co_u32 v10, vcc_lo, v4, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v12, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v11, vcc_lo
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	v_add_co_u32 v18, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v19, vcc_lo, s1, v15, vcc_lo
	s_clause 0x5
	global_load_dword v23, v[2:3], off
	global_load_dword v21, v[4:5], off
	global_load_dword v20, v[10:11], off
	global_load_dword v17, v[12:13], off
	global_load_dword v9, v[14:15], off
	global_load_dword v7, v[18:19], off
	v_add_co_u32 v24, vcc_lo, v18, s0
	v_add_co_ci_u32_e32 v25, vcc_lo, s1, v19, vcc_lo
	v_add_co_u32 v2, vcc_lo, v24, s0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v25, vcc_lo
	global_load_dword v5, v[24:25], off
	v_add_co_u32 v10, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v3, vcc_lo
	global_load_dword v2, v[2:3], off
	v_add_co_u32 v12, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v11, vcc_lo
	global_load_dword v3, v[10:11], off
	v_add_co_u32 v10, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v13, vcc_lo
	global_load_dword v4, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v11, vcc_lo
	global_load_dword v6, v[10:11], off
	v_add_co_u32 v10, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v13, vcc_lo
	global_load_dword v8, v[12:13], off
	v_add_co_u32 v12, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v11, vcc_lo
	global_load_dword v10, v[10:11], off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_load_dword v11, v[12:13], off
	v_add_co_u32 v18, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v19, vcc_lo, s1, v15, vcc_lo
	global_load_dword v12, v[14:15], off
	v_add_co_u32 v13, vcc_lo, v18, s0
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v19, vcc_lo
	global_load_dword v15, v[18:19], off
	v_add_co_u32 v24, vcc_lo, v13, s0
	v_add_co_ci_u32_e32 v25, vcc_lo, s1, v14, vcc_lo
	global_load_dword v18, v[13:14], off
	v_add_co_u32 v13, vcc_lo, v24, s0
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v25, vcc_lo
	global_load_dword v24, v[24:25], off
	v_add_co_u32 v25, vcc_lo, v13, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v14, vcc_lo
	global_load_dword v13, v[13:14], off
	v_add_co_u32 v27, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v28, vcc_lo, s1, v26, vcc_lo
	global_load_dword v14, v[25:26], off
	v_add_co_u32 v25, vcc_lo, v27, s0
	v_add_co_ci_u32_e32 v26, vcc_lo, s1, v28, vcc_lo
	global_load_dword v16, v[27:28], off
	v_add_co_u32 v27, vcc_lo, v25, s0
	v_add_co_ci_u32_e32 v28, vcc_lo, s1, v26, vcc_lo
	global_load_dword v19, v[25:26], off
	v_add_co_u32 v29, vcc_lo, v27, s0
	v_add_co_ci_u32_e32 v30, vcc_lo, s1, v28, vcc_lo
	global_load_dword v26, v[27:28], off
	v_add_co_u32 v31, vcc_lo, v29, s0
	v_add_co_ci_u32_e32 v32, vcc_lo, s1, v30, vcc_lo
	global_load_dword v27, v[29:30], off
	v_add_co_u32 v29, vcc_lo, v31, s0
	v_add_co_ci_u32_e32 v30, vcc_lo, s1, v32, vcc_lo
	global_load_dword v28, v[31:32], off
	v_add_co_u32 v31, vcc_lo, v29, s0
	v_add_co_ci_u32_e32 v32, vcc_lo, s1, v30, vcc_lo
	global_load_dword v29, v[29:30], off
	v_add_co_u32 v33, vcc_lo, v31, s0
	v_add_co_ci_u32_e32 v34, vcc_lo, s1, v32, vcc_lo
	global_load_dword v30, v[31:32], off
	v_add_co_u32 v35, vcc_lo, v33, s0
	v_add_co_ci_u32_e32 v36, vcc_lo, s1, v34, vcc_lo
	global_load_dword v31, v[33:34], off
	v_add_co_u32 v33, vcc_lo, v35, s0
	v_add_co_ci_u32_e32 v34, vcc_lo, s1, v36, vcc_lo
	global_load_dword v32, v[35:36], off
	v_add_co_u32 v35, vcc_lo, v33, s0
	v_add_co_ci_u32_e32 v36, vcc_lo, s1, v34, vcc_lo
	global_load_dword v33, v[33:34], off
	v_add_co_u32 v37, vcc_lo, v35, s0
	v_add_co_ci_u32_e32 v38, vcc_lo, s1, v36, vcc_lo
	global_load_dword v34, v[35:36], off
	v_add_co_u32 v39, vcc_lo, v37, s0
	v_add_co_ci_u32_e32 v40, vcc_lo, s1, v38, vcc_lo
	global_load_dword v35, v[37:38], off
	v_add_co_u32 v37, vcc_lo, v39, s0
	v_add_co_ci_u32_e32 v38, vcc_lo, s1, v40, vcc_lo
	global_load_dword v36, v[39:40], off
	v_add_co_u32 v39, vcc_lo, v37, s0
	v_add_co_ci_u32_e32 v40, vcc_lo, s1, v38, vcc_lo
	global_load_dword v37, v[37:38], off
	v_add_co_u32 v41, vcc_lo, v39, s0
	v_add_co_ci_u32_e32 v42, vcc_lo, s1, v40, vcc_lo
	global_load_dword v38, v[39:40], off
	v_add_co_u32 v43, vcc_lo, v41, s0
	v_add_co_ci_u32_e32 v44, vcc_lo, s1, v42, vcc_lo
	global_load_dword v39, v[41:42], off
	v_add_co_u32 v41, vcc_lo, v43, s0
	v_add_co_ci_u32_e32 v42, vcc_lo, s1, v44, vcc_lo
	global_load_dword v40, v[43:44], off
	v_add_co_u32 v43, vcc_lo, v41, s0
	v_add_co_ci_u32_e32 v44, vcc_lo, s1, v42, vcc_lo
	global_load_dword v41, v[41:42], off
	v_add_co_u32 v45, vcc_lo, v43, s0
	v_add_co_ci_u32_e32 v46, vcc_lo, s1, v44, vcc_lo
	global_load_dword v42, v[43:44], off
	v_add_co_u32 v47, vcc_lo, v45, s0
	v_add_co_ci_u32_e32 v48, vcc_lo, s1, v46, vcc_lo
	global_load_dword v43, v[45:46], off
	v_add_co_u32 v45, vcc_lo, v47, s0
	v_add_co_ci_u32_e32 v46, vcc_lo, s1, v48, vcc_lo
	global_load_dword v44, v[47:48], off
	v_add_co_u32 v47, vcc_lo, v45, s0
	v_add_co_ci_u32_e32 v48, vcc_lo, s1, v46, vcc_lo
	global_load_dword v45, v[45:46], off
	v_add_co_u32 v49, vcc_lo, v47, s0
	v_add_co_ci_u32_e32 v50, vcc_lo, s1, v48, vcc_lo
	global_load_dword v46, v[47:48], off
	v_add_co_u32 v51, vcc_lo, v49, s0
	v_add_co_ci_u32_e32 v52, vcc_lo, s1, v50, vcc_lo
	global_load_dword v47, v[49:50], off
	v_add_co_u32 v49, vcc_lo, v51, s0
	v_add_co_ci_u32_e32 v50, vcc_lo, s1, v52, vcc_lo
	global_load_dword v48, v[51:52], off
	v_add_co_u32 v51, vcc_lo, v49, s0
	v_add_co_ci_u32_e32 v52, vcc_lo, s1, v50, vcc_lo
	global_load_dword v49, v[49:50], off
	v_add_co_u32 v53, vcc_lo, v51, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v52, vcc_lo
	global_load_dword v52, v[51:52], off
	v_add_co_u32 v50, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v54, vcc_lo
	global_load_dword v53, v[53:54], off
	v_add_co_u32 v55, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v56, vcc_lo, s1, v51, vcc_lo
	global_load_dword v54, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v55, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v56, vcc_lo
	global_load_dword v56, v[55:56], off
	v_add_co_u32 v58, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v59, vcc_lo, s1, v51, vcc_lo
	global_load_dword v57, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v58, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v59, vcc_lo
	global_load_dword v58, v[58:59], off
	v_add_co_u32 v60, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v61, vcc_lo, s1, v51, vcc_lo
	global_load_dword v59, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v60, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v61, vcc_lo
	global_load_dword v60, v[60:61], off
	v_add_co_u32 v62, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v63, vcc_lo, s1, v51, vcc_lo
	global_load_dword v61, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v62, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v63, vcc_lo
	global_load_dword v62, v[62:63], off
	v_add_co_u32 v64, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v65, vcc_lo, s1, v51, vcc_lo
	global_load_dword v63, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v64, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v65, vcc_lo
	global_load_dword v64, v[64:65], off
	v_add_co_u32 v66, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v67, vcc_lo, s1, v51, vcc_lo
	global_load_dword v65, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v66, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v67, vcc_lo
	global_load_dword v66, v[66:67], off
	v_add_co_u32 v68, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v69, vcc_lo, s1, v51, vcc_lo
	global_load_dword v67, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v68, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v69, vcc_lo
	global_load_dword v68, v[68:69], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v69, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v74, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v77, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v78, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v79, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v80, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v81, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v82, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v83, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v85, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v86, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v87, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v88, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v89, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v90, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v91, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v92, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v93, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v94, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v95, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v96, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v97, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v98, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v99, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v100, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v101, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v102, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v103, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v104, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v105, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v106, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v107, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v108, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v109, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v110, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v111, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v112, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v113, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v114, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v115, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v116, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v117, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v118, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v119, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v120, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v121, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v122, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v123, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v124, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v125, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v126, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v128, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v129, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v130, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v131, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v132, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v133, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v134, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v135, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v136, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v137, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	global_load_dword v138, v[70:71], off
	v_add_co_u32 v70, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v51, vcc_lo
	global_load_dword v139, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v71, vcc_lo
	s_waitcnt vmcnt(62)
	v_fma_f32 v84, v17, v9, v6
	global_load_dword v140, v[70:71], off
	global_load_dword v141, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v51, vcc_lo
	v_fma_f32 v70, v9, v7, v8
	v_fma_f32 v72, v7, v5, v10
	v_fma_f32 v75, v5, v2, v11
	global_load_dword v142, v[50:51], off
	v_fma_f32 v76, v2, v3, v12
	v_fma_f32 v73, v3, v4, v15
	v_fma_f32 v71, v4, v6, v18
	v_fma_f32 v127, v6, v8, v24
	v_fma_f32 v25, v8, v10, v13
	v_fma_f32 v22, v10, v11, v14
	v_fma_f32 v6, v15, v18, v26
	v_fma_f32 v8, v18, v24, v27
	v_fma_f32 v10, v24, v13, v28
	v_fma_f32 v144, v12, v15, v19
	v_fma_f32 v15, v13, v14, v29
	v_fma_f32 v24, v14, v16, v30
	v_fma_f32 v145, v16, v19, v31
	v_fma_f32 v146, v19, v26, v32
	v_fma_f32 v26, v26, v27, v33
	v_fma_f32 v147, v27, v28, v34
	v_fma_f32 v148, v28, v29, v35
	v_fma_f32 v27, v29, v30, v36
	v_fma_f32 v28, v30, v31, v37
	v_fma_f32 v29, v31, v32, v38
	v_fma_f32 v30, v32, v33, v39
	v_fma_f32 v31, v33, v34, v40
	v_fma_f32 v32, v34, v35, v41
	v_fma_f32 v33, v35, v36, v42
	v_fma_f32 v34, v36, v37, v43
	v_fma_f32 v55, v23, v21, v2
	v_fma_f32 v51, v21, v20, v3
	v_fma_f32 v50, v20, v17, v4
	v_fma_f32 v143, v11, v12, v16
	v_fma_f32 v35, v37, v38, v44
	v_fma_f32 v36, v38, v39, v45
	v_fma_f32 v37, v39, v40, v46
	v_fma_f32 v38, v40, v41, v47
	v_fma_f32 v39, v41, v42, v48
	v_fma_f32 v40, v42, v43, v49
	v_fma_f32 v41, v43, v44, v52
	v_fma_f32 v42, v44, v45, v53
	v_fma_f32 v43, v45, v46, v54
	v_fma_f32 v44, v46, v47, v56
	v_fma_f32 v45, v47, v48, v57
	v_fma_f32 v46, v48, v49, v58
	v_fma_f32 v47, v49, v52, v59
	v_fma_f32 v48, v52, v53, v60
	v_fma_f32 v49, v53, v54, v61
	v_fma_f32 v52, v54, v56, v62
	v_fma_f32 v53, v56, v57, v63
	v_fma_f32 v54, v57, v58, v64
	v_fma_f32 v56, v58, v59, v65
	v_fma_f32 v57, v59, v60, v66
	v_fma_f32 v58, v60, v61, v67
	v_fma_f32 v59, v61, v62, v68
	v_fma_f32 v60, v62, v63, v69
	s_waitcnt vmcnt(62)
	v_fma_f32 v61, v63, v64, v74
	v_fma_f32 v62, v64, v65, v77
	v_fma_f32 v63, v65, v66, v78
	s_waitcnt vmcnt(61)
	v_fma_f32 v64, v66, v67, v79
	s_waitcnt vmcnt(60)
	v_fma_f32 v65, v67, v68, v80
	s_waitcnt vmcnt(59)
	v_fma_f32 v66, v68, v69, v81
	s_waitcnt vmcnt(58)
	v_fma_f32 v67, v69, v74, v82
	s_waitcnt vmcnt(57)
	v_fma_f32 v68, v74, v77, v83
	s_waitcnt vmcnt(56)
	v_fma_f32 v69, v77, v78, v85
	s_waitcnt vmcnt(55)
	v_fma_f32 v74, v78, v79, v86
	s_waitcnt vmcnt(54)
	v_fma_f32 v77, v79, v80, v87
	s_waitcnt vmcnt(53)
	v_fma_f32 v78, v80, v81, v88
	s_waitcnt vmcnt(52)
	v_fma_f32 v79, v81, v82, v89
	s_waitcnt vmcnt(51)
	v_fma_f32 v80, v82, v83, v90
	v_fma_f32 v18, v72, v75, v15
	v_fma_f32 v19, v75, v76, v24
	v_fma_f32 v14, v10, v15, v32
	s_waitcnt vmcnt(50)
	v_fma_f32 v81, v83, v85, v91
	v_fma_f32 v15, v15, v24, v33
	v_fma_f32 v16, v24, v145, v34
	v_fma_f32 v2, v50, v84, v6
	v_fma_f32 v3, v84, v70, v8
	s_waitcnt vmcnt(49)
	v_fma_f32 v82, v85, v86, v92
	v_fma_f32 v4, v70, v72, v10
	v_fma_f32 v11, v144, v6, v29
	v_fma_f32 v12, v6, v8, v30
	v_fma_f32 v13, v8, v10, v31
	s_waitcnt vmcnt(48)
	v_fma_f32 v83, v86, v87, v93
	v_fma_f32 v10, v28, v29, v41
	v_fma_f32 v8, v29, v30, v42
	v_fma_f32 v6, v30, v31, v43
	v_fma_f32 v149, v57, v58, v74
	s_waitcnt vmcnt(47)
	v_fma_f32 v85, v87, v88, v94
	v_fma_f32 v150, v58, v59, v77
	v_fma_f32 v151, v59, v60, v78
	v_fma_f32 v152, v60, v61, v79
	v_fma_f32 v29, v145, v146, v35
	s_waitcnt vmcnt(46)
	v_fma_f32 v86, v88, v89, v95
	v_fma_f32 v30, v146, v26, v36
	v_add_co_u32 v0, vcc_lo, s2, v0
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt vmcnt(45)
	v_fma_f32 v87, v89, v90, v96
	s_waitcnt vmcnt(44)
	v_fma_f32 v88, v90, v91, v97
	v_fma_f32 v153, v67, v68, v87
	s_waitcnt vmcnt(43)
	v_fma_f32 v89, v91, v92, v98
	v_fma_f32 v154, v68, v69, v88
	s_waitcnt vmcnt(42)
	v_fma_f32 v90, v92, v93, v99
	v_fma_f32 v155, v69, v74, v89
	s_waitcnt vmcnt(41)
	v_fma_f32 v91, v93, v94, v100
	v_fma_f32 v156, v74, v77, v90
	s_waitcnt vmcnt(40)
	v_fma_f32 v92, v94, v95, v101
	v_fma_f32 v157, v77, v78, v91
	s_waitcnt vmcnt(39)
	v_fma_f32 v93, v95, v96, v102
	v_fma_f32 v158, v78, v79, v92
	v_fma_f32 v78, v55, v51, v143
	s_waitcnt vmcnt(38)
	v_fma_f32 v94, v96, v97, v103
	v_fma_f32 v159, v79, v80, v93
	s_waitcnt vmcnt(37)
	v_fma_f32 v95, v97, v98, v104
	v_fma_f32 v160, v80, v81, v94
	s_waitcnt vmcnt(36)
	v_fma_f32 v96, v98, v99, v105
	v_fma_f32 v98, v61, v62, v80
	v_fma_f32 v161, v81, v82, v95
	s_waitcnt vmcnt(35)
	v_fma_f32 v97, v99, v100, v106
	v_fma_f32 v162, v82, v83, v96
	s_waitcnt vmcnt(34)
	v_fma_f32 v99, v100, v101, v107
	s_waitcnt vmcnt(33)
	v_fma_f32 v100, v101, v102, v108
	s_waitcnt vmcnt(32)
	v_fma_f32 v101, v102, v103, v109
	s_waitcnt vmcnt(31)
	v_fma_f32 v102, v103, v104, v110
	s_waitcnt vmcnt(30)
	v_fma_f32 v103, v104, v105, v111
	s_waitcnt vmcnt(29)
	v_fma_f32 v104, v105, v106, v112
	s_waitcnt vmcnt(28)
	v_fma_f32 v105, v106, v107, v113
	s_waitcnt vmcnt(27)
	v_fma_f32 v106, v107, v108, v114
	v_fma_f32 v167, v91, v92, v105
	s_waitcnt vmcnt(26)
	v_fma_f32 v107, v108, v109, v115
	v_fma_f32 v166, v92, v93, v106
	v_fma_f32 v92, v90, v91, v104
	v_fma_f32 v90, v89, v90, v103
	s_waitcnt vmcnt(25)
	v_fma_f32 v108, v109, v110, v116
	v_fma_f32 v165, v93, v94, v107
	s_waitcnt vmcnt(24)
	v_fma_f32 v109, v110, v111, v117
	v_fma_f32 v164, v94, v95, v108
	s_waitcnt vmcnt(23)
	v_fma_f32 v110, v111, v112, v118
	v_fma_f32 v168, v95, v96, v109
	s_waitcnt vmcnt(22)
	v_fma_f32 v111, v112, v113, v119
	v_fma_f32 v169, v96, v97, v110
	s_waitcnt vmcnt(21)
	v_fma_f32 v112, v113, v114, v120
	s_waitcnt vmcnt(20)
	v_fma_f32 v113, v114, v115, v121
	v_fma_f32 v91, v99, v100, v112
	s_waitcnt vmcnt(19)
	v_fma_f32 v114, v115, v116, v122
	v_fma_f32 v80, v100, v101, v113
	s_waitcnt vmcnt(18)
	v_fma_f32 v115, v116, v117, v123
	v_fma_f32 v79, v101, v102, v114
	s_waitcnt vmcnt(17)
	v_fma_f32 v116, v117, v118, v124
	s_waitcnt vmcnt(16)
	v_fma_f32 v117, v118, v119, v125
	s_waitcnt vmcnt(15)
	v_fma_f32 v118, v119, v120, v126
	s_waitcnt vmcnt(14)
	v_fma_f32 v119, v120, v121, v128
	v_fma_f32 v93, v105, v106, v118
	v_fma_f32 v105, v104, v105, v117
	s_waitcnt vmcnt(13)
	v_fma_f32 v120, v121, v122, v129
	s_waitcnt vmcnt(12)
	v_fma_f32 v121, v122, v123, v130
	s_waitcnt vmcnt(11)
	v_fma_f32 v122, v123, v124, v131
	v_fma_f32 v163, v108, v109, v121
	s_waitcnt vmcnt(10)
	v_fma_f32 v123, v124, v125, v132
	s_waitcnt vmcnt(9)
	v_fma_f32 v124, v125, v126, v133
	s_waitcnt vmcnt(8)
	v_fma_f32 v125, v126, v128, v134
	s_waitcnt vmcnt(7)
	v_fma_f32 v126, v128, v129, v135
	s_waitcnt vmcnt(6)
	v_fma_f32 v128, v129, v130, v136
	v_fma_f32 v96, v113, v114, v126
	s_waitcnt vmcnt(5)
	v_fma_f32 v129, v130, v131, v137
	v_fma_f32 v24, v136, v137, v23
	v_fma_f32 v95, v114, v115, v128
	v_fma_f32 v114, v39, v40, v54
	s_waitcnt vmcnt(4)
	v_fma_f32 v130, v131, v132, v138
	v_fmac_f32_e32 v21, v137, v138
	v_fma_f32 v137, v33, v34, v46
	v_fma_f32 v94, v115, v116, v129
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v20, v138, v139
	v_fma_f32 v131, v132, v133, v139
	v_fma_f32 v138, v34, v35, v47
	v_fmac_f32_e32 v75, v24, v21
	v_fma_f32 v34, v147, v148, v38
	s_waitcnt vmcnt(2)
	v_fmac_f32_e32 v17, v139, v140
	v_fma_f32 v132, v133, v134, v140
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v9, v140, v141
	v_fma_f32 v133, v134, v135, v141
	v_fma_f32 v139, v40, v41, v56
	v_fma_f32 v41, v41, v42, v57
	v_fma_f32 v140, v42, v43, v58
	v_fma_f32 v43, v43, v44, v59
	v_fma_f32 v42, v45, v46, v61
	s_waitcnt vmcnt(0)
	v_fma_f32 v134, v135, v136, v142
	v_fmac_f32_e32 v7, v141, v142
	v_fmac_f32_e32 v5, v142, v23
	v_fma_f32 v135, v31, v32, v44
	v_fma_f32 v136, v32, v33, v45
	v_fma_f32 v44, v44, v45, v60
	v_fma_f32 v45, v46, v47, v62
	v_fma_f32 v46, v47, v48, v63
	v_fma_f32 v141, v54, v56, v68
	v_fma_f32 v142, v56, v57, v69
	v_fma_f32 v56, v62, v63, v81
	v_fma_f32 v57, v63, v64, v82
	v_fmac_f32_e32 v84, v132, v133
	v_fmac_f32_e32 v70, v133, v134
	v_fma_f32 v61, v119, v120, v133
	v_fmac_f32_e32 v72, v134, v24
	v_fma_f32 v62, v120, v121, v134
	v_fma_f32 v133, v107, v108, v120
	v_fma_f32 v134, v121, v122, v24
	v_fma_f32 v47, v88, v89, v102
	v_fma_f32 v59, v87, v88, v101
	v_fma_f32 v60, v86, v87, v100
	v_fma_f32 v88, v106, v107, v119
	v_fma_f32 v87, v103, v104, v116
	v_fma_f32 v89, v102, v103, v115
	v_fma_f32 v103, v109, v110, v122
	v_fma_f32 v107, v110, v111, v123
	v_fma_f32 v81, v118, v119, v132
	v_fma_f32 v82, v117, v118, v131
	v_fma_f32 v69, v116, v117, v130
	v_fma_f32 v109, v112, v113, v125
	v_fma_f32 v110, v111, v112, v124
	v_fma_f32 v106, v97, v99, v111
	v_fma_f32 v97, v83, v85, v97
	v_fma_f32 v99, v85, v86, v99
	v_fma_f32 v108, v65, v66, v85
	v_fma_f32 v86, v66, v67, v86
	v_fma_f32 v111, v52, v53, v66
	v_fma_f32 v112, v53, v54, v67
	v_fma_f32 v113, v38, v39, v53
	v_fma_f32 v23, v148, v27, v39
	v_fma_f32 v24, v27, v28, v40
	v_fma_f32 v32, v51, v50, v144
	v_fma_f32 v39, v64, v65, v83
	v_fma_f32 v40, v48, v49, v64
	v_fma_f32 v48, v35, v36, v48
	v_fma_f32 v33, v76, v73, v145
	v_fma_f32 v53, v49, v52, v65
	v_fma_f32 v49, v36, v37, v49
	v_fma_f32 v35, v73, v71, v146
	v_fma_f32 v115, v37, v38, v52
	v_fma_f32 v31, v26, v147, v37
	v_fma_f32 v36, v71, v127, v26
	v_fma_f32 v37, v127, v25, v147
	v_fmac_f32_e32 v50, v131, v132
	v_fmac_f32_e32 v51, v130, v131
	v_fma_f32 v131, v122, v123, v21
	v_fmac_f32_e32 v76, v21, v20
	v_fma_f32 v132, v123, v124, v20
	v_fmac_f32_e32 v73, v20, v17
	v_fmac_f32_e32 v71, v17, v9
	v_fma_f32 v20, v129, v130, v55
	v_fma_f32 v21, v126, v128, v7
	v_fma_f32 v52, v128, v129, v5
	v_fmac_f32_e32 v127, v9, v7
	v_fma_f32 v27, v22, v143, v27
	v_fma_f32 v28, v143, v144, v28
	v_fma_f32 v38, v25, v22, v148
	v_fma_f32 v143, v124, v125, v17
	v_fma_f32 v144, v125, v126, v9
	v_fmac_f32_e32 v25, v7, v5
	v_fma_f32 v26, v78, v32, v135
	v_fma_f32 v58, v32, v2, v136
	v_fma_f32 v63, v2, v3, v137
	v_fma_f32 v65, v3, v4, v138
	v_fma_f32 v68, v4, v18, v48
	v_fma_f32 v74, v18, v19, v49
	v_fma_f32 v77, v19, v33, v115
	v_fmac_f32_e32 v22, v5, v55
	v_fma_f32 v66, v11, v12, v42
	v_fma_f32 v67, v12, v13, v45
	v_fmac_f32_e32 v32, v96, v95
	v_fmac_f32_e32 v2, v95, v94
	v_fma_f32 v104, v97, v99, v95
	v_fmac_f32_e32 v3, v94, v69
	v_fma_f32 v102, v99, v60, v94
	v_fma_f32 v17, v45, v46, v99
	v_fmac_f32_e32 v4, v69, v82
	v_fma_f32 v101, v60, v59, v69
	v_fma_f32 v9, v46, v40, v60
	v_fma_f32 v69, v13, v14, v46
	v_fmac_f32_e32 v18, v82, v81
	v_fma_f32 v100, v59, v47, v82
	v_fma_f32 v7, v40, v53, v59
	v_fma_f32 v60, v14, v15, v40
	v_fmac_f32_e32 v19, v81, v61
	v_fma_f32 v99, v47, v90, v81
	v_fma_f32 v5, v53, v111, v47
	v_fma_f32 v59, v15, v16, v53
	v_fmac_f32_e32 v13, v20, v51
	v_fmac_f32_e32 v12, v52, v20
	v_fma_f32 v82, v91, v80, v20
	v_fma_f32 v81, v80, v79, v51
	v_fma_f32 v120, v57, v39, v80
	v_fmac_f32_e32 v15, v50, v84
	v_fma_f32 v80, v79, v89, v50
	v_fma_f32 v125, v56, v57, v91
	v_fma_f32 v85, v106, v91, v52
	v_fma_f32 v130, v98, v56, v106
	v_fma_f32 v95, v169, v106, v21
	v_fma_f32 v91, v33, v35, v113
	v_fmac_f32_e32 v33, v61, v62
	v_fma_f32 v106, v90, v92, v61
	v_fma_f32 v20, v111, v112, v90
	v_fma_f32 v61, v16, v29, v111
	v_fma_f32 v123, v108, v86, v89
	v_fma_f32 v83, v89, v87, v84
	v_fmac_f32_e32 v16, v84, v70
	v_fma_f32 v94, v35, v36, v114
	v_fmac_f32_e32 v35, v62, v134
	v_fma_f32 v54, v138, v48, v86
	v_fma_f32 v53, v48, v49, v153
	v_fma_f32 v48, v113, v114, v156
	v_fma_f32 v46, v114, v139, v157
	v_fma_f32 v40, v42, v45, v97
	v_fma_f32 v129, v86, v153, v87
	v_fma_f32 v126, v154, v155, v93
	v_fma_f32 v124, v155, v156, v88
	v_fma_f32 v121, v156, v157, v133
	v_fma_f32 v114, v162, v97, v96
	v_fma_f32 v84, v109, v96, v78
	v_fma_f32 v96, v87, v105, v70
	v_fma_f32 v87, v93, v88, v75
	v_fma_f32 v88, v88, v133, v76
	v_fma_f32 v89, v133, v163, v73
	v_fma_f32 v90, v163, v103, v71
	v_fma_f32 v97, v105, v93, v72
	v_fma_f32 v93, v103, v107, v127
	v_fma_f32 v122, v158, v159, v103
	v_fma_f32 v103, v36, v37, v139
	v_fmac_f32_e32 v36, v134, v131
	v_fma_f32 v111, v167, v166, v134
	v_fma_f32 v133, v150, v151, v164
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_fma_f32 v64, v28, v11, v44
	v_fmac_f32_e32 v14, v51, v50
	v_fma_f32 v119, v39, v108, v79
	v_fmac_f32_e32 v11, v21, v52
	v_fma_f32 v79, v27, v28, v43
	v_fmac_f32_e32 v28, v144, v21
	v_fma_f32 v52, v137, v138, v108
	v_fma_f32 v108, v92, v167, v62
	v_fma_f32 v21, v112, v141, v92
	v_fma_f32 v51, v49, v115, v154
	v_fma_f32 v49, v115, v113, v155
	v_fma_f32 v128, v153, v154, v105
	v_fma_f32 v117, v159, v160, v107
	v_fma_f32 v92, v107, v110, v25
	v_fma_f32 v105, v37, v38, v41
	v_fmac_f32_e32 v37, v131, v132
	v_fma_f32 v107, v38, v27, v140
	v_fmac_f32_e32 v38, v132, v143
	v_fma_f32 v113, v165, v164, v132
	v_fma_f32 v132, v151, v152, v168
	v_fma_f32 v50, v135, v136, v57
	v_fma_f32 v57, v6, v135, v56
	v_fma_f32 v62, v29, v30, v112
	v_fma_f32 v112, v166, v165, v131
	v_fma_f32 v131, v152, v98, v169
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v47, v136, v137, v39
	v_fmac_f32_e32 v29, v70, v72
	v_fma_f32 v70, v30, v31, v141
	v_fmac_f32_e32 v30, v72, v75
	v_fma_f32 v72, v31, v34, v142
	v_fmac_f32_e32 v31, v75, v76
	v_fma_f32 v75, v34, v23, v149
	v_fmac_f32_e32 v34, v76, v73
	v_fma_f32 v76, v23, v24, v150
	v_fmac_f32_e32 v23, v73, v71
	v_fma_f32 v73, v24, v10, v151
	v_fmac_f32_e32 v24, v71, v127
	v_fma_f32 v71, v10, v8, v152
	v_fmac_f32_e32 v10, v127, v25
	v_fma_f32 v127, v26, v58, v133
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_fma_f32 v138, v58, v63, v132
	v_fma_f32 v55, v139, v41, v158
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v63, v65, v131
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v0, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v65, v68, v130
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v138, v68, v74, v125
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v74, v77, v120
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v0, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v77, v91, v119
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v138, v91, v94, v123
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v94, v103, v129
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v0, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v103, v105, v128
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v138, v105, v107, v126
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v107, v79, v124
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v0, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v118, v157, v158, v163
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v127, v79, v64, v121
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_fma_f32 v138, v64, v66, v118
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v66, v67, v122
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v0, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v116, v160, v161, v110
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_fma_f32 v115, v161, v162, v109
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v127, v67, v69, v117
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_fma_f32 v138, v69, v60, v116
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v60, v59, v115
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v0, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v59, v61, v114
	v_add_co_u32 v134, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v138, v61, v62, v104
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v139, v62, v70, v102
	global_store_dword v[0:1], v127, off
	global_store_dword v[134:135], v138, off
	global_store_dword v[136:137], v139, off
	v_add_co_u32 v134, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v1, v70, v72, v101
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v127, v72, v75, v100
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_fma_f32 v45, v140, v43, v160
	v_fma_f32 v56, v41, v140, v159
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v140, v75, v76, v99
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v127, off
	global_store_dword v[138:139], v140, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v0, v8, v6, v98
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v1, v76, v73, v106
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_fma_f32 v98, v73, v71, v108
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v71, v0, v111
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v86, v110, v109, v22
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_fma_f32 v110, v164, v168, v143
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v1, v0, v57, v112
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_fma_f32 v98, v57, v50, v113
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v50, v47, v110
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v109, v168, v169, v144
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v1, v47, v52, v109
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_fma_f32 v98, v52, v54, v95
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v54, v53, v85
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v1, v53, v51, v82
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v98, v51, v49, v81
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v49, v48, v80
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v1, v48, v46, v83
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v98, v46, v55, v96
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v55, v56, v97
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v42, v44, v42, v162
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_fma_f32 v44, v43, v44, v161
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v1, v56, v45, v87
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_fma_f32 v98, v45, v44, v88
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v44, v42, v89
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v1, v42, v40, v90
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v98, v40, v17, v93
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v17, v9, v92
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v1, v9, v7, v86
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v98, v7, v5, v84
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v5, v20, v32
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v39, v141, v142, v167
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_fma_f32 v41, v142, v149, v166
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v1, v20, v21, v2
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_fma_f32 v98, v21, v39, v3
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v127, v39, v41, v4
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v98, off
	global_store_dword v[138:139], v127, off
	v_add_co_u32 v134, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v43, v149, v150, v165
	v_add_co_u32 v136, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v135, vcc_lo
	v_fma_f32 v1, v41, v43, v18
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v98, v133, v132, v33
	v_add_co_u32 v140, vcc_lo, v138, s0
	v_add_co_ci_u32_e32 v141, vcc_lo, s1, v139, vcc_lo
	v_fma_f32 v127, v132, v131, v35
	v_add_co_u32 v132, vcc_lo, v140, s0
	v_fmac_f32_e32 v8, v25, v22
	v_fma_f32 v25, v43, v133, v19
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v141, vcc_lo
	global_store_dword v[134:135], v1, off
	global_store_dword v[136:137], v25, off
	global_store_dword v[138:139], v98, off
	global_store_dword v[140:141], v127, off
	v_add_co_u32 v134, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v135, vcc_lo, s1, v133, vcc_lo
	v_fmac_f32_e32 v6, v22, v78
	v_fma_f32 v1, v131, v130, v36
	v_fma_f32 v22, v130, v125, v37
	v_add_co_u32 v130, vcc_lo, v134, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v135, vcc_lo
	v_fmac_f32_e32 v27, v143, v144
	v_add_co_u32 v136, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v137, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v78, v120, v119, v27
	v_add_co_u32 v138, vcc_lo, v136, s0
	v_add_co_ci_u32_e32 v139, vcc_lo, s1, v137, vcc_lo
	v_fma_f32 v98, v119, v123, v28
	v_add_co_u32 v119, vcc_lo, v138, s0
	v_fma_f32 v25, v125, v120, v38
	v_add_co_ci_u32_e32 v120, vcc_lo, s1, v139, vcc_lo
	global_store_dword v[132:133], v1, off
	global_store_dword v[134:135], v22, off
	global_store_dword v[130:131], v25, off
	global_store_dword v[136:137], v78, off
	global_store_dword v[138:139], v98, off
	v_add_co_u32 v130, vcc_lo, v119, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v120, vcc_lo
	v_fma_f32 v22, v129, v128, v12
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v25, v128, v126, v13
	v_add_co_u32 v127, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v128, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v1, v123, v129, v11
	v_add_co_u32 v125, vcc_lo, v127, s0
	v_fma_f32 v78, v126, v124, v14
	v_add_co_ci_u32_e32 v126, vcc_lo, s1, v128, vcc_lo
	v_fma_f32 v98, v124, v121, v15
	global_store_dword v[119:120], v1, off
	global_store_dword v[130:131], v22, off
	global_store_dword v[132:133], v25, off
	global_store_dword v[127:128], v78, off
	global_store_dword v[125:126], v98, off
	v_add_co_u32 v119, vcc_lo, v125, s0
	v_add_co_ci_u32_e32 v120, vcc_lo, s1, v126, vcc_lo
	v_fma_f32 v1, v121, v118, v16
	v_add_co_u32 v123, vcc_lo, v119, s0
	v_add_co_ci_u32_e32 v124, vcc_lo, s1, v120, vcc_lo
	v_fma_f32 v22, v118, v122, v29
	v_add_co_u32 v125, vcc_lo, v123, s0
	v_add_co_ci_u32_e32 v126, vcc_lo, s1, v124, vcc_lo
	v_fma_f32 v25, v122, v117, v30
	v_add_co_u32 v121, vcc_lo, v125, s0
	v_add_co_ci_u32_e32 v122, vcc_lo, s1, v126, vcc_lo
	v_fma_f32 v78, v117, v116, v31
	v_add_co_u32 v117, vcc_lo, v121, s0
	v_add_co_ci_u32_e32 v118, vcc_lo, s1, v122, vcc_lo
	v_fma_f32 v98, v116, v115, v34
	v_add_co_u32 v116, vcc_lo, v117, s0
	global_store_dword v[119:120], v1, off
	global_store_dword v[123:124], v22, off
	global_store_dword v[125:126], v25, off
	global_store_dword v[121:122], v78, off
	global_store_dword v[117:118], v98, off
	v_add_co_ci_u32_e32 v117, vcc_lo, s1, v118, vcc_lo
	v_add_co_u32 v118, vcc_lo, v116, s0
	v_fma_f32 v1, v115, v114, v23
	v_add_co_ci_u32_e32 v119, vcc_lo, s1, v117, vcc_lo
	v_fma_f32 v22, v114, v104, v24
	v_add_co_u32 v114, vcc_lo, v118, s0
	v_add_co_ci_u32_e32 v115, vcc_lo, s1, v119, vcc_lo
	global_store_dword v[116:117], v1, off
	global_store_dword v[118:119], v22, off
	v_add_co_u32 v116, vcc_lo, v114, s0
	v_add_co_ci_u32_e32 v117, vcc_lo, s1, v115, vcc_lo
	v_fma_f32 v1, v102, v101, v8
	v_add_co_u32 v118, vcc_lo, v116, s0
	v_add_co_ci_u32_e32 v119, vcc_lo, s1, v117, vcc_lo
	v_fma_f32 v22, v101, v100, v6
	v_add_co_u32 v101, vcc_lo, v118, s0
	v_fma_f32 v25, v104, v102, v10
	v_add_co_ci_u32_e32 v102, vcc_lo, s1, v119, vcc_lo
	v_add_co_u32 v120, vcc_lo, v101, s0
	v_fma_f32 v78, v100, v99, v26
	v_add_co_ci_u32_e32 v121, vcc_lo, s1, v102, vcc_lo
	v_add_co_u32 v98, vcc_lo, v120, s0
	v_fmac_f32_e32 v58, v99, v106
	v_add_co_ci_u32_e32 v99, vcc_lo, s1, v121, vcc_lo
	v_add_co_u32 v100, vcc_lo, v98, s0
	global_store_dword v[114:115], v25, off
	global_store_dword v[116:117], v1, off
	global_store_dword v[118:119], v22, off
	global_store_dword v[101:102], v78, off
	global_store_dword v[120:121], v58, off
	v_add_co_ci_u32_e32 v101, vcc_lo, s1, v99, vcc_lo
	v_add_co_u32 v114, vcc_lo, v100, s0
	v_fmac_f32_e32 v63, v106, v108
	v_add_co_ci_u32_e32 v115, vcc_lo, s1, v101, vcc_lo
	v_add_co_u32 v116, vcc_lo, v114, s0
	v_fmac_f32_e32 v65, v108, v111
	v_add_co_ci_u32_e32 v117, vcc_lo, s1, v115, vcc_lo
	v_fmac_f32_e32 v68, v111, v112
	v_add_co_u32 v111, vcc_lo, v116, s0
	v_fmac_f32_e32 v74, v112, v113
	v_add_co_ci_u32_e32 v112, vcc_lo, s1, v117, vcc_lo
	v_fmac_f32_e32 v77, v113, v110
	global_store_dword v[98:99], v63, off
	global_store_dword v[100:101], v65, off
	global_store_dword v[114:115], v68, off
	global_store_dword v[116:117], v74, off
	global_store_dword v[111:112], v77, off
	v_add_co_u32 v77, vcc_lo, v111, s0
	v_add_co_ci_u32_e32 v78, vcc_lo, s1, v112, vcc_lo
	v_fmac_f32_e32 v91, v110, v109
	v_add_co_u32 v98, vcc_lo, v77, s0
	v_add_co_ci_u32_e32 v99, vcc_lo, s1, v78, vcc_lo
	v_fmac_f32_e32 v94, v109, v95
	v_add_co_u32 v100, vcc_lo, v98, s0
	v_add_co_ci_u32_e32 v101, vcc_lo, s1, v99, vcc_lo
	v_fmac_f32_e32 v103, v95, v85
	v_add_co_u32 v108, vcc_lo, v100, s0
	v_add_co_ci_u32_e32 v109, vcc_lo, s1, v101, vcc_lo
	v_fmac_f32_e32 v105, v85, v82
	v_add_co_u32 v110, vcc_lo, v108, s0
	v_add_co_ci_u32_e32 v111, vcc_lo, s1, v109, vcc_lo
	v_fmac_f32_e32 v107, v82, v81
	global_store_dword v[77:78], v91, off
	global_store_dword v[98:99], v94, off
	global_store_dword v[100:101], v103, off
	global_store_dword v[108:109], v105, off
	global_store_dword v[110:111], v107, off
	v_add_co_u32 v77, vcc_lo, v110, s0
	v_add_co_ci_u32_e32 v78, vcc_lo, s1, v111, vcc_lo
	v_fmac_f32_e32 v79, v81, v80
	v_add_co_u32 v81, vcc_lo, v77, s0
	v_add_co_ci_u32_e32 v82, vcc_lo, s1, v78, vcc_lo
	v_fmac_f32_e32 v64, v80, v83
	v_add_co_u32 v94, vcc_lo, v81, s0
	v_add_co_ci_u32_e32 v95, vcc_lo, s1, v82, vcc_lo
	v_fmac_f32_e32 v66, v83, v96
	v_add_co_u32 v98, vcc_lo, v94, s0
	v_add_co_ci_u32_e32 v99, vcc_lo, s1, v95, vcc_lo
	v_fmac_f32_e32 v67, v96, v97
	v_add_co_u32 v100, vcc_lo, v98, s0
	v_add_co_ci_u32_e32 v101, vcc_lo, s1, v99, vcc_lo
	v_fmac_f32_e32 v69, v97, v87
	v_add_co_u32 v63, vcc_lo, v100, s0
	global_store_dword v[77:78], v79, off
	global_store_dword v[81:82], v64, off
	global_store_dword v[94:95], v66, off
	global_store_dword v[98:99], v67, off
	global_store_dword v[100:101], v69, off
	v_add_co_ci_u32_e32 v64, vcc_lo, s1, v101, vcc_lo
	v_add_co_u32 v1, vcc_lo, v63, s0
	v_fmac_f32_e32 v73, v32, v2
	v_fmac_f32_e32 v71, v2, v3
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v64, vcc_lo
	v_fmac_f32_e32 v0, v3, v4
	v_add_co_u32 v3, vcc_lo, v1, s0
	v_fmac_f32_e32 v57, v4, v18
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v2, vcc_lo
	v_fmac_f32_e32 v60, v87, v88
	v_fmac_f32_e32 v59, v88, v89
	v_fmac_f32_e32 v21, v24, v10
	v_fmac_f32_e32 v39, v10, v8
	v_add_co_u32 v10, vcc_lo, v3, s0
	v_fmac_f32_e32 v46, v28, v11
	v_fmac_f32_e32 v55, v11, v12
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v4, vcc_lo
	global_store_dword v[63:64], v60, off
	global_store_dword v[1:2], v59, off
	v_add_co_u32 v1, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v11, vcc_lo
	v_fmac_f32_e32 v56, v12, v13
	v_add_co_u32 v12, vcc_lo, v1, s0
	v_fmac_f32_e32 v45, v13, v14
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v2, vcc_lo
	v_fmac_f32_e32 v61, v89, v90
	v_fmac_f32_e32 v44, v14, v15
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_fmac_f32_e32 v42, v15, v16
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	v_fmac_f32_e32 v62, v90, v93
	global_store_dword v[3:4], v61, off
	v_add_co_u32 v3, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v15, vcc_lo
	v_fmac_f32_e32 v70, v93, v92
	global_store_dword v[10:11], v62, off
	v_add_co_u32 v10, vcc_lo, v3, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v4, vcc_lo
	v_fmac_f32_e32 v72, v92, v86
	global_store_dword v[1:2], v70, off
	v_add_co_u32 v1, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v11, vcc_lo
	v_fmac_f32_e32 v75, v86, v84
	global_store_dword v[12:13], v72, off
	v_add_co_u32 v12, vcc_lo, v1, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v2, vcc_lo
	v_fmac_f32_e32 v76, v84, v32
	global_store_dword v[14:15], v75, off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_store_dword v[3:4], v76, off
	v_add_co_u32 v3, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v15, vcc_lo
	global_store_dword v[10:11], v73, off
	v_add_co_u32 v10, vcc_lo, v3, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v4, vcc_lo
	global_store_dword v[1:2], v71, off
	v_add_co_u32 v1, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v2, vcc_lo, s1, v11, vcc_lo
	global_store_dword v[12:13], v0, off
	v_add_co_u32 v12, vcc_lo, v1, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v2, vcc_lo
	v_fmac_f32_e32 v50, v18, v19
	global_store_dword v[14:15], v57, off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	v_fmac_f32_e32 v47, v19, v33
	global_store_dword v[3:4], v50, off
	v_add_co_u32 v3, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v4, vcc_lo, s1, v15, vcc_lo
	global_store_dword v[10:11], v47, off
	v_add_co_u32 v10, vcc_lo, v3, s0
	v_fmac_f32_e32 v52, v33, v35
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v4, vcc_lo
	v_fmac_f32_e32 v54, v35, v36
	v_add_co_u32 v0, vcc_lo, v10, s0
	global_store_dword v[1:2], v52, off
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	v_fmac_f32_e32 v53, v36, v37
	global_store_dword v[12:13], v54, off
	v_add_co_u32 v12, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[14:15], v53, off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_fmac_f32_e32 v51, v37, v38
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	v_fmac_f32_e32 v49, v38, v27
	v_add_co_u32 v2, vcc_lo, v14, s0
	global_store_dword v[3:4], v51, off
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v15, vcc_lo
	v_fmac_f32_e32 v48, v27, v28
	global_store_dword v[10:11], v49, off
	v_add_co_u32 v10, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v3, vcc_lo
	global_store_dword v[0:1], v48, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_dword v[12:13], v46, off
	v_add_co_u32 v12, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[14:15], v55, off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_store_dword v[2:3], v56, off
	v_add_co_u32 v2, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v15, vcc_lo
	global_store_dword v[10:11], v45, off
	v_add_co_u32 v10, vcc_lo, v2, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v3, vcc_lo
	global_store_dword v[0:1], v44, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	v_fmac_f32_e32 v40, v16, v29
	global_store_dword v[12:13], v42, off
	v_add_co_u32 v12, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v13, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v17, v29, v30
	global_store_dword v[14:15], v40, off
	v_add_co_u32 v14, vcc_lo, v12, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v13, vcc_lo
	global_store_dword v[2:3], v17, off
	v_add_co_u32 v2, vcc_lo, v14, s0
	v_fmac_f32_e32 v9, v30, v31
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v15, vcc_lo
	v_fmac_f32_e32 v7, v31, v34
	v_fmac_f32_e32 v41, v8, v6
	v_add_co_u32 v8, vcc_lo, v2, s0
	global_store_dword v[10:11], v9, off
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v3, vcc_lo
	global_store_dword v[0:1], v7, off
	v_add_co_u32 v0, vcc_lo, v8, s0
	v_fmac_f32_e32 v5, v34, v23
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v9, vcc_lo
	v_fmac_f32_e32 v20, v23, v24
	v_add_co_u32 v4, vcc_lo, v0, s0
	v_fmac_f32_e32 v43, v6, v26
	global_store_dword v[12:13], v5, off
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v1, vcc_lo
	global_store_dword v[14:15], v20, off
	global_store_dword v[2:3], v21, off
	global_store_dword v[8:9], v39, off
	global_store_dword v[0:1], v41, off
	global_store_dword v[4:5], v43, off
.LBB0_2:
	s_endpgm
amdhsa.kernels:
amdhsa.version:
