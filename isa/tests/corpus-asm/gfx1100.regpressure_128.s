regpressure_128:
	s_load_b32 s4, s[2:3], 0x10
	v_and_b32_e32 v0, 0x3ff, v0
	s_mov_b32 s0, exec_lo
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshl_or_b32 v0, s13, 8, v0
	s_waitcnt lgkmcnt(0)
	v_cmpx_gt_u32_e64 s4, v0
	s_cbranch_execz .LBB0_2
	s_load_b128 s[0:3], s[2:3], 0x0
	v_mov_b32_e32 v1, 0
	s_mov_b32 s5, 0
	s_delay_alu instid0(VALU_DEP_1) | instskip(SKIP_1) | instid1(VALU_DEP_1)
	v_lshlrev_b64 v[0:1], 2, v[0:1]
	s_waitcnt lgkmcnt(0)
	v_add_co_u32 v2, vcc_lo, s0, v0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	s_lshl_b64 s[0:1], s[4:5], 2
	s_delay_alu instid0(VALU_DEP_2) | instid1(SALU_CYCLE_1)
	v_add_co_u32 v4, vcc_lo, v2, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v3, vcc_lo
	v_add_co_u32 v8, vcc_lo, v4, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v5, vcc_lo
	v_add_co_u32 v10, vcc_lo, v8, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v9, vcc_lo
	v_add_co_u32 v13, vcc_lo, v10, s0
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v11, vcc_lo
	v_add_co_u32 v15, vcc_lo, v13, s0
	s_delay_alu instid0(VALU_DEP_2)
	v_add_co_ci_u32_e32 v16, vcc_lo, s1, v14, vcc_lo
	s_clause 0x5
	global_load_b32 v12, v[2:3], off
	global_load_b32 v7, v[4:5], off
	global_load_b32 v6, v[8:9], off
	global_load_b32 v5, v[10:11], off
	global_load_b32 v4, v[13:14], off
	global_load_b32 v3, v[15:16], off
	v_add_co_u32 v17, vcc_lo, v15, s0
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v16, vcc_lo
	s_delay_alu instid0(VALU_DEP_2) | instskip(NEXT) | instid1(VALU_DEP_2)
	v_add_co_u32 v8, vcc_lo, v17, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v18, vcc_lo
	global_load_b32 v2, v[17:18], off
	v_add_co_u32 v10, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v9, vcc_lo
	global_load_b32 v8, v[8:9], off
	v_add_co_u32 v13, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v11, vcc_lo
	global_load_b32 v9, v[10:11], off
	v_add_co_u32 v15, vcc_lo, v13, s0
	v_add_co_ci_u32_e32 v16, vcc_lo, s1, v14, vcc_lo
	global_load_b32 v10, v[13:14], off
	v_add_co_u32 v13, vcc_lo, v15, s0
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v16, vcc_lo
	global_load_b32 v11, v[15:16], off
	v_add_co_u32 v15, vcc_lo, v13, s0
	v_add_co_ci_u32_e32 v16, vcc_lo, s1, v14, vcc_lo
	global_load_b32 v13, v[13:14], off
	v_add_co_u32 v17, vcc_lo, v15, s0
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v16, vcc_lo
	global_load_b32 v14, v[15:16], off
	v_add_co_u32 v19, vcc_lo, v17, s0
	v_add_co_ci_u32_e32 v20, vcc_lo, s1, v18, vcc_lo
	global_load_b32 v15, v[17:18], off
	v_add_co_u32 v17, vcc_lo, v19, s0
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v20, vcc_lo
	global_load_b32 v16, v[19:20], off
	v_add_co_u32 v20, vcc_lo, v17, s0
	v_add_co_ci_u32_e32 v21, vcc_lo, s1, v18, vcc_lo
	global_load_b32 v19, v[17:18], off
	v_add_co_u32 v17, vcc_lo, v20, s0
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v21, vcc_lo
	global_load_b32 v21, v[20:21], off
	v_add_co_u32 v24, vcc_lo, v17, s0
	v_add_co_ci_u32_e32 v25, vcc_lo, s1, v18, vcc_lo
	global_load_b32 v23, v[17:18], off
	v_add_co_u32 v26, vcc_lo, v24, s0
	v_add_co_ci_u32_e32 v27, vcc_lo, s1, v25, vcc_lo
	global_load_b32 v17, v[24:25], off
	v_add_co_u32 v24, vcc_lo, v26, s0
	v_add_co_ci_u32_e32 v25, vcc_lo, s1, v27, vcc_lo
	global_load_b32 v18, v[26:27], off
	v_add_co_u32 v26, vcc_lo, v24, s0
	v_add_co_ci_u32_e32 v27, vcc_lo, s1, v25, vcc_lo
	global_load_b32 v20, v[24:25], off
	v_add_co_u32 v24, vcc_lo, v26, s0
	v_add_co_ci_u32_e32 v25, vcc_lo, s1, v27, vcc_lo
	global_load_b32 v22, v[26:27], off
	v_add_co_u32 v26, vcc_lo, v24, s0
	v_add_co_ci_u32_e32 v27, vcc_lo, s1, v25, vcc_lo
	global_load_b32 v24, v[24:25], off
	v_add_co_u32 v28, vcc_lo, v26, s0
	v_add_co_ci_u32_e32 v29, vcc_lo, s1, v27, vcc_lo
	global_load_b32 v25, v[26:27], off
	v_add_co_u32 v30, vcc_lo, v28, s0
	v_add_co_ci_u32_e32 v31, vcc_lo, s1, v29, vcc_lo
	global_load_b32 v26, v[28:29], off
	v_add_co_u32 v28, vcc_lo, v30, s0
	v_add_co_ci_u32_e32 v29, vcc_lo, s1, v31, vcc_lo
	global_load_b32 v27, v[30:31], off
	v_add_co_u32 v30, vcc_lo, v28, s0
	v_add_co_ci_u32_e32 v31, vcc_lo, s1, v29, vcc_lo
	global_load_b32 v28, v[28:29], off
	v_add_co_u32 v32, vcc_lo, v30, s0
	v_add_co_ci_u32_e32 v33, vcc_lo, s1, v31, vcc_lo
	global_load_b32 v29, v[30:31], off
	v_add_co_u32 v34, vcc_lo, v32, s0
	v_add_co_ci_u32_e32 v35, vcc_lo, s1, v33, vcc_lo
	global_load_b32 v30, v[32:33], off
	v_add_co_u32 v32, vcc_lo, v34, s0
	v_add_co_ci_u32_e32 v33, vcc_lo, s1, v35, vcc_lo
	global_load_b32 v31, v[34:35], off
	v_add_co_u32 v34, vcc_lo, v32, s0
	v_add_co_ci_u32_e32 v35, vcc_lo, s1, v33, vcc_lo
	global_load_b32 v32, v[32:33], off
	v_add_co_u32 v36, vcc_lo, v34, s0
	v_add_co_ci_u32_e32 v37, vcc_lo, s1, v35, vcc_lo
	global_load_b32 v33, v[34:35], off
	v_add_co_u32 v38, vcc_lo, v36, s0
	v_add_co_ci_u32_e32 v39, vcc_lo, s1, v37, vcc_lo
	global_load_b32 v34, v[36:37], off
	v_add_co_u32 v36, vcc_lo, v38, s0
	v_add_co_ci_u32_e32 v37, vcc_lo, s1, v39, vcc_lo
	global_load_b32 v35, v[38:39], off
	v_add_co_u32 v38, vcc_lo, v36, s0
	v_add_co_ci_u32_e32 v39, vcc_lo, s1, v37, vcc_lo
	global_load_b32 v36, v[36:37], off
	v_add_co_u32 v40, vcc_lo, v38, s0
	v_add_co_ci_u32_e32 v41, vcc_lo, s1, v39, vcc_lo
	global_load_b32 v37, v[38:39], off
	v_add_co_u32 v42, vcc_lo, v40, s0
	v_add_co_ci_u32_e32 v43, vcc_lo, s1, v41, vcc_lo
	global_load_b32 v38, v[40:41], off
	v_add_co_u32 v40, vcc_lo, v42, s0
	v_add_co_ci_u32_e32 v41, vcc_lo, s1, v43, vcc_lo
	global_load_b32 v39, v[42:43], off
	v_add_co_u32 v42, vcc_lo, v40, s0
	v_add_co_ci_u32_e32 v43, vcc_lo, s1, v41, vcc_lo
	global_load_b32 v40, v[40:41], off
	v_add_co_u32 v44, vcc_lo, v42, s0
	v_add_co_ci_u32_e32 v45, vcc_lo, s1, v43, vcc_lo
	global_load_b32 v41, v[42:43], off
	v_add_co_u32 v46, vcc_lo, v44, s0
	v_add_co_ci_u32_e32 v47, vcc_lo, s1, v45, vcc_lo
	global_load_b32 v42, v[44:45], off
	v_add_co_u32 v44, vcc_lo, v46, s0
	v_add_co_ci_u32_e32 v45, vcc_lo, s1, v47, vcc_lo
	global_load_b32 v43, v[46:47], off
	v_add_co_u32 v46, vcc_lo, v44, s0
	v_add_co_ci_u32_e32 v47, vcc_lo, s1, v45, vcc_lo
	global_load_b32 v44, v[44:45], off
	v_add_co_u32 v48, vcc_lo, v46, s0
	v_add_co_ci_u32_e32 v49, vcc_lo, s1, v47, vcc_lo
	global_load_b32 v45, v[46:47], off
	v_add_co_u32 v50, vcc_lo, v48, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v49, vcc_lo
	global_load_b32 v46, v[48:49], off
	v_add_co_u32 v48, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v49, vcc_lo, s1, v51, vcc_lo
	global_load_b32 v47, v[50:51], off
	v_add_co_u32 v50, vcc_lo, v48, s0
	v_add_co_ci_u32_e32 v51, vcc_lo, s1, v49, vcc_lo
	global_load_b32 v48, v[48:49], off
	v_add_co_u32 v52, vcc_lo, v50, s0
	v_add_co_ci_u32_e32 v53, vcc_lo, s1, v51, vcc_lo
	global_load_b32 v49, v[50:51], off
	v_add_co_u32 v54, vcc_lo, v52, s0
	v_add_co_ci_u32_e32 v55, vcc_lo, s1, v53, vcc_lo
	global_load_b32 v50, v[52:53], off
	v_add_co_u32 v52, vcc_lo, v54, s0
	v_add_co_ci_u32_e32 v53, vcc_lo, s1, v55, vcc_lo
	global_load_b32 v51, v[54:55], off
	v_add_co_u32 v54, vcc_lo, v52, s0
	v_add_co_ci_u32_e32 v55, vcc_lo, s1, v53, vcc_lo
	global_load_b32 v52, v[52:53], off
	v_add_co_u32 v57, vcc_lo, v54, s0
	v_add_co_ci_u32_e32 v58, vcc_lo, s1, v55, vcc_lo
	global_load_b32 v56, v[54:55], off
	v_add_co_u32 v53, vcc_lo, v57, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v58, vcc_lo
	global_load_b32 v57, v[57:58], off
	v_add_co_u32 v60, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v61, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v59, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v60, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v61, vcc_lo
	global_load_b32 v61, v[60:61], off
	v_add_co_u32 v64, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v65, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v63, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v64, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v65, vcc_lo
	global_load_b32 v64, v[64:65], off
	v_add_co_u32 v66, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v67, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v65, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v66, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v67, vcc_lo
	global_load_b32 v66, v[66:67], off
	v_add_co_u32 v68, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v69, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v67, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v68, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v69, vcc_lo
	global_load_b32 v68, v[68:69], off
	v_add_co_u32 v70, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v71, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v69, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v70, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v71, vcc_lo
	global_load_b32 v70, v[70:71], off
	v_add_co_u32 v72, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v73, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v71, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v72, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v73, vcc_lo
	global_load_b32 v72, v[72:73], off
	v_add_co_u32 v74, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v75, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v73, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v74, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v75, vcc_lo
	global_load_b32 v74, v[74:75], off
	v_add_co_u32 v76, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v77, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v75, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v76, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v77, vcc_lo
	global_load_b32 v76, v[76:77], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v78, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v81, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v82, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v86, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v87, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v88, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v89, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v90, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v91, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v92, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v93, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v94, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v95, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v96, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v97, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v99, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v100, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v101, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v102, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v103, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v104, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v105, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v106, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v107, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v108, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v109, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v110, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v111, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v112, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v113, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v114, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v115, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v116, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v117, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v118, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v119, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v120, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v121, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v122, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v123, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v124, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v125, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v126, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v127, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v128, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v129, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v130, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v131, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v132, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v133, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v134, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v135, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v136, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v137, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	global_load_b32 v138, v[53:54], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	global_load_b32 v139, v[79:80], off
	v_add_co_u32 v79, vcc_lo, v53, s0
	v_add_co_ci_u32_e32 v80, vcc_lo, s1, v54, vcc_lo
	s_waitcnt vmcnt(62)
	v_fma_f32 v98, v5, v4, v11
	global_load_b32 v140, v[53:54], off
	global_load_b32 v141, v[79:80], off
	v_add_co_u32 v53, vcc_lo, v79, s0
	v_add_co_ci_u32_e32 v54, vcc_lo, s1, v80, vcc_lo
	v_fma_f32 v77, v4, v3, v13
	v_fma_f32 v79, v3, v2, v14
	v_fma_f32 v80, v2, v8, v15
	global_load_b32 v142, v[53:54], off
	v_fma_f32 v62, v8, v9, v16
	v_fma_f32 v60, v9, v10, v19
	v_fma_f32 v58, v10, v11, v21
	v_fma_f32 v85, v11, v13, v23
	v_fma_f32 v84, v13, v14, v17
	v_fma_f32 v83, v14, v15, v18
	v_fma_f32 v11, v19, v21, v24
	v_fma_f32 v13, v21, v23, v25
	v_fma_f32 v21, v15, v16, v20
	v_fma_f32 v14, v23, v17, v26
	v_fma_f32 v16, v16, v19, v22
	v_fma_f32 v17, v17, v18, v27
	v_fma_f32 v18, v18, v20, v28
	v_fma_f32 v19, v20, v22, v29
	v_fma_f32 v143, v24, v25, v31
	v_fma_f32 v144, v25, v26, v32
	v_fma_f32 v145, v26, v27, v33
	v_fma_f32 v146, v27, v28, v34
	v_fma_f32 v148, v30, v31, v37
	v_fma_f32 v31, v31, v32, v38
	v_fma_f32 v32, v32, v33, v39
	v_fma_f32 v33, v33, v34, v40
	v_fma_f32 v34, v34, v35, v41
	v_fma_f32 v55, v12, v7, v8
	v_fma_f32 v54, v7, v6, v9
	v_fma_f32 v53, v6, v5, v10
	v_fma_f32 v9, v98, v77, v13
	v_fma_f32 v22, v22, v24, v30
	v_fma_f32 v147, v28, v29, v35
	v_fma_f32 v29, v29, v30, v36
	v_fma_f32 v35, v35, v36, v42
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
	v_fma_f32 v46, v46, v47, v56
	v_fma_f32 v47, v47, v48, v57
	v_fma_f32 v48, v48, v49, v59
	v_fma_f32 v49, v49, v50, v61
	v_fma_f32 v50, v50, v51, v63
	v_fma_f32 v51, v51, v52, v64
	v_fma_f32 v52, v52, v56, v65
	v_fma_f32 v56, v56, v57, v66
	v_fma_f32 v57, v57, v59, v67
	v_fma_f32 v59, v59, v61, v68
	v_fma_f32 v61, v61, v63, v69
	v_fma_f32 v63, v63, v64, v70
	s_waitcnt vmcnt(62)
	v_fma_f32 v64, v64, v65, v71
	v_fma_f32 v65, v65, v66, v72
	v_fma_f32 v66, v66, v67, v73
	s_waitcnt vmcnt(61)
	v_fma_f32 v149, v67, v68, v74
	s_waitcnt vmcnt(60)
	v_fma_f32 v68, v68, v69, v75
	s_waitcnt vmcnt(59)
	v_fma_f32 v67, v69, v70, v76
	s_waitcnt vmcnt(58)
	v_fma_f32 v69, v70, v71, v78
	s_waitcnt vmcnt(57)
	v_fma_f32 v70, v71, v72, v81
	s_waitcnt vmcnt(56)
	v_fma_f32 v71, v72, v73, v82
	s_waitcnt vmcnt(55)
	v_fma_f32 v72, v73, v74, v86
	s_waitcnt vmcnt(54)
	v_fma_f32 v73, v74, v75, v87
	s_waitcnt vmcnt(53)
	v_fma_f32 v74, v75, v76, v88
	s_waitcnt vmcnt(52)
	v_fma_f32 v75, v76, v78, v89
	s_waitcnt vmcnt(51)
	v_fma_f32 v76, v78, v81, v90
	v_fma_f32 v15, v79, v80, v17
	v_fma_f32 v30, v80, v62, v18
	s_waitcnt vmcnt(50)
	v_fma_f32 v78, v81, v82, v91
	v_fma_f32 v24, v11, v13, v148
	v_fma_f32 v25, v13, v14, v31
	v_fma_f32 v26, v14, v17, v32
	v_fma_f32 v27, v17, v18, v33
	s_waitcnt vmcnt(49)
	v_fma_f32 v81, v82, v86, v92
	v_fma_f32 v28, v18, v19, v34
	v_fma_f32 v8, v53, v98, v11
	v_fma_f32 v10, v77, v79, v14
	v_fma_f32 v23, v16, v11, v29
	s_waitcnt vmcnt(48)
	v_fma_f32 v82, v86, v87, v93
	v_fma_f32 v20, v147, v29, v41
	v_fma_f32 v14, v29, v148, v42
	v_fma_f32 v11, v148, v31, v43
	v_fma_f32 v29, v31, v32, v44
	s_waitcnt vmcnt(47)
	v_fma_f32 v86, v87, v88, v94
	v_fma_f32 v32, v32, v33, v45
	v_fma_f32 v33, v33, v34, v46
	v_fma_f32 v31, v47, v48, v66
	v_fma_f32 v148, v59, v61, v73
	s_waitcnt vmcnt(46)
	v_fma_f32 v87, v88, v89, v95
	v_fma_f32 v150, v61, v63, v74
	v_fma_f32 v151, v63, v64, v75
	v_fma_f32 v152, v64, v65, v76
	v_add_co_u32 v0, vcc_lo, s2, v0
	s_waitcnt vmcnt(45)
	v_fma_f32 v88, v89, v90, v96
	v_add_co_ci_u32_e32 v1, vcc_lo, s3, v1, vcc_lo
	s_waitcnt vmcnt(44)
	v_fma_f32 v89, v90, v91, v97
	s_waitcnt vmcnt(43)
	v_fma_f32 v90, v91, v92, v99
	s_waitcnt vmcnt(42)
	v_fma_f32 v91, v92, v93, v100
	s_waitcnt vmcnt(41)
	v_fma_f32 v92, v93, v94, v101
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v153, v72, v73, v91
	s_waitcnt vmcnt(40)
	v_fma_f32 v93, v94, v95, v102
	v_fma_f32 v154, v73, v74, v92
	v_fma_f32 v73, v143, v144, v37
	s_waitcnt vmcnt(39)
	v_fma_f32 v94, v95, v96, v103
	v_fma_f32 v155, v74, v75, v93
	v_fma_f32 v74, v144, v145, v38
	s_waitcnt vmcnt(38)
	v_fma_f32 v95, v96, v97, v104
	v_fma_f32 v156, v75, v76, v94
	v_fma_f32 v75, v62, v60, v19
	s_waitcnt vmcnt(37)
	v_fma_f32 v96, v97, v99, v105
	v_fma_f32 v157, v76, v78, v95
	v_fma_f32 v76, v60, v58, v22
	s_waitcnt vmcnt(36)
	v_fma_f32 v97, v99, v100, v106
	v_fma_f32 v158, v78, v81, v96
	s_waitcnt vmcnt(35)
	v_fma_f32 v99, v100, v101, v107
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v159, v81, v82, v97
	s_waitcnt vmcnt(34)
	v_fma_f32 v100, v101, v102, v108
	s_waitcnt vmcnt(33)
	v_fma_f32 v101, v102, v103, v109
	s_waitcnt vmcnt(32)
	v_fma_f32 v102, v103, v104, v110
	s_waitcnt vmcnt(31)
	v_fma_f32 v103, v104, v105, v111
	s_waitcnt vmcnt(30)
	v_fma_f32 v104, v105, v106, v112
	s_waitcnt vmcnt(29)
	v_fma_f32 v105, v106, v107, v113
	s_waitcnt vmcnt(28)
	v_fma_f32 v106, v107, v108, v114
	s_waitcnt vmcnt(27)
	v_fma_f32 v107, v108, v109, v115
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v165, v92, v93, v106
	s_waitcnt vmcnt(26)
	v_fma_f32 v108, v109, v110, v116
	v_fma_f32 v164, v93, v94, v107
	s_waitcnt vmcnt(25)
	v_fma_f32 v109, v110, v111, v117
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v163, v94, v95, v108
	s_waitcnt vmcnt(24)
	v_fma_f32 v110, v111, v112, v118
	v_fma_f32 v162, v95, v96, v109
	v_fma_f32 v95, v90, v91, v104
	s_waitcnt vmcnt(23)
	v_fma_f32 v111, v112, v113, v119
	v_fma_f32 v166, v96, v97, v110
	v_fma_f32 v96, v86, v87, v100
	s_waitcnt vmcnt(22)
	v_fma_f32 v112, v113, v114, v120
	v_fma_f32 v167, v97, v99, v111
	s_waitcnt vmcnt(21)
	v_fma_f32 v113, v114, v115, v121
	s_waitcnt vmcnt(20)
	v_fma_f32 v114, v115, v116, v122
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f32 v94, v100, v101, v113
	s_waitcnt vmcnt(19)
	v_fma_f32 v115, v116, v117, v123
	s_waitcnt vmcnt(18)
	v_fma_f32 v116, v117, v118, v124
	s_waitcnt vmcnt(17)
	v_fma_f32 v117, v118, v119, v125
	s_waitcnt vmcnt(16)
	v_fma_f32 v118, v119, v120, v126
	s_delay_alu instid0(VALU_DEP_2)
	v_fma_f32 v171, v104, v105, v117
	v_fma_f32 v104, v103, v104, v116
	s_waitcnt vmcnt(15)
	v_fma_f32 v119, v120, v121, v127
	v_fma_f32 v170, v105, v106, v118
	s_waitcnt vmcnt(14)
	v_fma_f32 v120, v121, v122, v128
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v169, v106, v107, v119
	v_fma_f32 v106, v67, v69, v87
	s_waitcnt vmcnt(13)
	v_fma_f32 v121, v122, v123, v129
	v_fma_f32 v168, v107, v108, v120
	v_fma_f32 v107, v50, v51, v67
	s_waitcnt vmcnt(12)
	v_fma_f32 v122, v123, v124, v130
	s_waitcnt vmcnt(11)
	v_fma_f32 v123, v124, v125, v131
	s_waitcnt vmcnt(10)
	v_fma_f32 v124, v125, v126, v132
	s_delay_alu instid0(VALU_DEP_2) | instskip(SKIP_2) | instid1(VALU_DEP_3)
	v_fma_f32 v172, v110, v111, v123
	s_waitcnt vmcnt(9)
	v_fma_f32 v125, v126, v127, v133
	v_fma_f32 v173, v111, v112, v124
	v_fma_f32 v111, v39, v40, v52
	s_waitcnt vmcnt(8)
	v_fma_f32 v126, v127, v128, v134
	s_waitcnt vmcnt(7)
	v_fma_f32 v127, v128, v129, v135
	s_waitcnt vmcnt(6)
	v_fma_f32 v128, v129, v130, v136
	s_waitcnt vmcnt(5)
	v_fma_f32 v129, v130, v131, v137
	v_fma_f32 v13, v136, v137, v12
	s_delay_alu instid0(VALU_DEP_3)
	v_fma_f32 v93, v115, v116, v128
	s_waitcnt vmcnt(4)
	v_fma_f32 v130, v131, v132, v138
	v_fmac_f32_e32 v7, v137, v138
	v_fma_f32 v137, v43, v44, v61
	v_fma_f32 v61, v71, v72, v90
	v_fma_f32 v161, v122, v123, v13
	s_waitcnt vmcnt(3)
	v_fmac_f32_e32 v6, v138, v139
	v_fma_f32 v131, v132, v133, v139
	v_fma_f32 v138, v44, v45, v63
	v_fma_f32 v63, v145, v146, v39
	v_fma_f32 v44, v8, v9, v33
	s_waitcnt vmcnt(2)
	v_fma_f32 v132, v133, v134, v140
	s_waitcnt vmcnt(1)
	v_fmac_f32_e32 v4, v140, v141
	v_fma_f32 v17, v134, v135, v141
	v_fmac_f32_e32 v5, v139, v140
	v_fma_f32 v133, v34, v35, v47
	v_fma_f32 v134, v40, v41, v56
	v_fma_f32 v139, v45, v46, v64
	v_fmac_f32_e32 v98, v132, v17
	v_fma_f32 v140, v46, v47, v65
	s_waitcnt vmcnt(0)
	v_fma_f32 v18, v135, v136, v142
	v_dual_fmac_f32 v3, v141, v142 :: v_dual_fmac_f32 v2, v142, v12
	v_fma_f32 v135, v41, v42, v57
	v_fma_f32 v136, v42, v43, v59
	v_fma_f32 v141, v52, v56, v70
	v_fma_f32 v56, v56, v57, v71
	v_fma_f32 v142, v57, v59, v72
	v_fma_f32 v12, v65, v66, v78
	v_fma_f32 v41, v66, v149, v81
	v_fma_f32 v57, v69, v70, v88
	v_fma_f32 v59, v70, v71, v89
	v_fmac_f32_e32 v77, v17, v18
	v_fma_f32 v160, v120, v121, v17
	v_dual_fmac_f32 v79, v18, v13 :: v_dual_fmac_f32 v80, v13, v7
	v_fma_f32 v18, v121, v122, v18
	v_fma_f32 v121, v108, v109, v121
	v_fma_f32 v122, v109, v110, v122
	v_fma_f32 v13, v91, v92, v105
	v_fma_f32 v34, v89, v90, v103
	v_fma_f32 v43, v88, v89, v102
	v_fma_f32 v46, v87, v88, v101
	v_fma_f32 v66, v102, v103, v115
	v_fma_f32 v88, v101, v102, v114
	v_fma_f32 v90, v119, v120, v132
	v_fma_f32 v91, v118, v119, v131
	v_fma_f32 v89, v117, v118, v130
	v_fma_f32 v92, v116, v117, v129
	v_fma_f32 v101, v114, v115, v127
	v_fma_f32 v102, v113, v114, v126
	v_fma_f32 v117, v112, v113, v125
	v_fma_f32 v103, v99, v100, v112
	v_fma_f32 v112, v82, v86, v99
	v_fma_f32 v105, v68, v67, v86
	v_fma_f32 v108, v51, v52, v69
	v_fma_f32 v109, v38, v39, v51
	v_fma_f32 v64, v146, v147, v40
	v_fma_f32 v70, v83, v21, v146
	v_fma_f32 v71, v21, v16, v147
	v_fma_f32 v146, v55, v54, v21
	v_fma_f32 v67, v54, v53, v16
	v_fma_f32 v16, v149, v68, v82
	v_fma_f32 v21, v48, v49, v149
	v_fma_f32 v39, v35, v36, v48
	v_fma_f32 v69, v19, v22, v35
	v_fma_f32 v19, v49, v50, v68
	v_fma_f32 v35, v36, v37, v49
	v_fma_f32 v72, v22, v143, v36
	v_fma_f32 v22, v37, v38, v50
	v_fma_f32 v78, v58, v85, v143
	v_fma_f32 v81, v85, v84, v144
	v_fma_f32 v82, v84, v83, v145
	v_dual_fmac_f32 v53, v131, v132 :: v_dual_fmac_f32 v60, v6, v5
	v_fmac_f32_e32 v54, v130, v131
	v_fma_f32 v131, v123, v124, v7
	v_dual_fmac_f32 v62, v7, v6 :: v_dual_fmac_f32 v85, v4, v3
	v_fma_f32 v132, v124, v125, v6
	v_fma_f32 v125, v125, v126, v5
	v_dual_fmac_f32 v58, v5, v4 :: v_dual_fmac_f32 v83, v2, v55
	v_fma_f32 v6, v129, v130, v55
	v_fma_f32 v126, v126, v127, v4
	v_fma_f32 v7, v127, v128, v3
	v_fma_f32 v36, v128, v129, v2
	v_fmac_f32_e32 v84, v3, v2
	v_fma_f32 v65, v146, v67, v29
	v_fma_f32 v17, v67, v8, v32
	v_fmac_f32_e32 v67, v101, v93
	v_fma_f32 v45, v9, v10, v133
	v_fma_f32 v47, v10, v15, v39
	v_fma_f32 v50, v15, v30, v35
	v_fma_f32 v51, v30, v75, v22
	v_fma_f32 v52, v71, v23, v138
	v_fma_f32 v49, v23, v24, v139
	v_fma_f32 v42, v24, v25, v140
	v_dual_fmac_f32 v8, v93, v92 :: v_dual_fmac_f32 v9, v92, v89
	v_fma_f32 v86, v112, v96, v93
	v_fma_f32 v87, v96, v46, v92
	v_fma_f32 v5, v140, v31, v96
	v_dual_fmac_f32 v10, v89, v91 :: v_dual_fmac_f32 v15, v91, v90
	v_fma_f32 v89, v46, v43, v89
	v_fma_f32 v4, v31, v21, v46
	v_fma_f32 v48, v25, v26, v31
	v_fma_f32 v92, v43, v34, v91
	v_fma_f32 v3, v21, v19, v43
	v_fma_f32 v46, v26, v27, v21
	v_fmac_f32_e32 v30, v90, v160
	v_fma_f32 v93, v34, v95, v90
	v_fma_f32 v2, v19, v107, v34
	v_fma_f32 v43, v27, v28, v19
	v_fmac_f32_e32 v27, v53, v98
	v_fmac_f32_e32 v25, v6, v54
	v_dual_fmac_f32 v24, v36, v6 :: v_dual_fmac_f32 v23, v7, v36
	v_fma_f32 v96, v94, v88, v6
	v_fmac_f32_e32 v26, v54, v53
	v_fma_f32 v97, v88, v66, v54
	v_fma_f32 v88, v41, v16, v88
	v_fma_f32 v99, v66, v104, v53
	v_fma_f32 v90, v16, v105, v66
	v_fma_f32 v31, v32, v33, v16
	v_fma_f32 v34, v29, v32, v41
	v_fma_f32 v91, v12, v41, v94
	v_fma_f32 v100, v103, v94, v36
	v_fma_f32 v55, v70, v71, v137
	v_fma_f32 v41, v11, v29, v12
	v_fma_f32 v94, v152, v12, v103
	v_fma_f32 v103, v167, v103, v7
	v_fmac_f32_e32 v71, v126, v7
	v_fma_f32 v66, v75, v76, v109
	v_fma_f32 v110, v95, v13, v160
	v_fma_f32 v6, v107, v108, v95
	v_fma_f32 v53, v28, v69, v107
	v_fma_f32 v36, v33, v133, v105
	v_fma_f32 v95, v105, v106, v104
	v_fma_f32 v105, v104, v171, v98
	v_fmac_f32_e32 v28, v98, v77
	v_fma_f32 v68, v76, v78, v111
	v_fma_f32 v7, v108, v141, v13
	v_fma_f32 v54, v69, v72, v108
	v_fmac_f32_e32 v69, v77, v79
	v_fma_f32 v38, v133, v39, v106
	v_fma_f32 v37, v39, v35, v57
	v_fma_f32 v35, v35, v22, v59
	v_fma_f32 v33, v22, v109, v61
	v_fma_f32 v32, v109, v111, v153
	v_fma_f32 v29, v111, v134, v154
	v_fma_f32 v104, v106, v57, v171
	v_fma_f32 v106, v57, v59, v170
	v_fma_f32 v107, v59, v61, v169
	v_fma_f32 v108, v61, v153, v168
	v_fma_f32 v109, v153, v154, v121
	v_fma_f32 v111, v154, v155, v122
	v_fma_f32 v115, v159, v112, v101
	v_fma_f32 v98, v102, v101, v146
	v_fma_f32 v119, v169, v168, v80
	v_fma_f32 v120, v168, v121, v62
	v_fma_f32 v121, v121, v122, v60
	v_fma_f32 v122, v122, v172, v58
	v_fma_f32 v124, v170, v169, v79
	v_fma_f32 v101, v117, v102, v83
	v_fma_f32 v12, v141, v56, v165
	v_fma_f32 v57, v72, v73, v141
	v_fmac_f32_e32 v72, v79, v80
	v_fma_f32 v79, v81, v82, v135
	v_fma_f32 v16, v56, v142, v164
	v_fma_f32 v59, v73, v74, v56
	v_fmac_f32_e32 v73, v80, v62
	v_fma_f32 v80, v82, v70, v136
	v_fmac_f32_e32 v82, v132, v125
	v_fma_f32 v61, v74, v63, v142
	v_fmac_f32_e32 v74, v62, v60
	v_fma_f32 v62, v63, v64, v148
	v_fmac_f32_e32 v63, v60, v58
	v_fma_f32 v60, v64, v20, v150
	v_fmac_f32_e32 v64, v58, v85
	v_fma_f32 v58, v20, v14, v151
	v_fma_f32 v56, v14, v11, v152
	v_dual_fmac_f32 v14, v84, v83 :: v_dual_fmac_f32 v11, v83, v146
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_fma_f32 v114, v158, v159, v102
	v_fma_f32 v102, v173, v117, v84
	v_fma_f32 v128, v165, v164, v161
	v_fma_f32 v129, v164, v163, v131
	v_fmac_f32_e32 v20, v85, v84
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v116, v13, v165, v18
	v_fma_f32 v39, v134, v135, v155
	v_fma_f32 v40, v135, v136, v156
	v_fmac_f32_e32 v70, v125, v126
	v_fma_f32 v135, v162, v166, v125
	v_fma_f32 v125, v148, v150, v162
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_fma_f32 v22, v136, v137, v157
	v_fma_f32 v136, v166, v167, v126
	v_fma_f32 v126, v150, v151, v166
	v_fmac_f32_e32 v76, v18, v161
	v_fma_f32 v118, v171, v170, v77
	v_fma_f32 v77, v78, v81, v134
	v_dual_fmac_f32 v81, v131, v132 :: v_dual_fmac_f32 v78, v161, v131
	v_fma_f32 v127, v151, v152, v167
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v123, v172, v173, v85
	v_fma_f32 v134, v163, v162, v132
	v_fma_f32 v85, v65, v17, v125
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_fma_f32 v21, v137, v138, v158
	v_fma_f32 v137, v17, v44, v126
	v_fmac_f32_e32 v75, v160, v18
	v_fma_f32 v18, v138, v139, v159
	v_fma_f32 v138, v44, v45, v127
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v13, v139, v140, v112
	v_fma_f32 v139, v45, v47, v94
	s_clause 0x3
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v47, v50, v91
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v50, v51, v88
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v51, v66, v90
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v66, v68, v95
	s_clause 0x1
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v68, v77, v104
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v77, v79, v106
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v79, v80, v107
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v80, v55, v108
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v113, v157, v158, v117
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v117, v155, v156, v172
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v112, v156, v157, v173
	v_fma_f32 v85, v55, v52, v109
	s_delay_alu instid0(VALU_DEP_4)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_fma_f32 v137, v52, v49, v111
	v_fma_f32 v138, v49, v42, v117
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v42, v48, v112
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v48, v46, v113
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v46, v43, v114
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v43, v53, v115
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v53, v54, v86
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v54, v57, v87
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v57, v59, v89
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v59, v61, v92
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v61, v62, v93
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v62, v60, v110
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v60, v58, v116
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v58, v56, v128
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v56, v41, v129
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v41, v34, v134
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v34, v31, v135
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v31, v36, v136
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v36, v38, v103
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v38, v37, v100
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v37, v35, v96
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v35, v33, v97
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v33, v32, v99
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v32, v29, v105
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v29, v39, v118
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v39, v40, v124
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v40, v22, v119
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_fma_f32 v85, v22, v21, v120
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v83, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v84, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v137, v21, v18, v121
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v130, vcc_lo, v83, s0
	v_add_co_ci_u32_e32 v131, vcc_lo, s1, v84, vcc_lo
	v_fma_f32 v138, v18, v13, v122
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v132, vcc_lo, v130, s0
	v_add_co_ci_u32_e32 v133, vcc_lo, s1, v131, vcc_lo
	v_fma_f32 v139, v13, v5, v123
	global_store_b32 v[0:1], v85, off
	global_store_b32 v[83:84], v137, off
	global_store_b32 v[130:131], v138, off
	global_store_b32 v[132:133], v139, off
	v_add_co_u32 v0, vcc_lo, v132, s0
	v_fma_f32 v19, v142, v148, v163
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v133, vcc_lo
	v_dual_fmac_f32 v44, v110, v116 :: v_dual_fmac_f32 v55, v97, v99
	v_fmac_f32_e32 v45, v116, v128
	v_dual_fmac_f32 v66, v135, v136 :: v_dual_fmac_f32 v49, v105, v118
	v_dual_fmac_f32 v68, v136, v103 :: v_dual_fmac_f32 v77, v103, v100
	v_dual_fmac_f32 v79, v100, v96 :: v_dual_fmac_f32 v52, v99, v105
	v_fma_f32 v99, v109, v111, v28
	v_fma_f32 v103, v107, v108, v26
	v_fma_f32 v105, v106, v107, v25
	v_fma_f32 v106, v104, v106, v24
	v_fma_f32 v104, v95, v104, v23
	v_dual_fmac_f32 v38, v76, v78 :: v_dual_fmac_f32 v29, v71, v23
	v_dual_fmac_f32 v32, v70, v71 :: v_dual_fmac_f32 v39, v23, v24
	v_dual_fmac_f32 v40, v24, v25 :: v_dual_fmac_f32 v21, v26, v27
	v_dual_fmac_f32 v22, v25, v26 :: v_dual_fmac_f32 v13, v28, v69
	v_dual_fmac_f32 v18, v27, v28 :: v_dual_fmac_f32 v59, v102, v101
	v_fma_f32 v23, v5, v4, v102
	v_fma_f32 v25, v4, v3, v101
	v_fma_f32 v26, v3, v2, v98
	v_dual_fmac_f32 v3, v73, v74 :: v_dual_fmac_f32 v60, v67, v8
	v_dual_fmac_f32 v58, v8, v9 :: v_dual_fmac_f32 v41, v10, v15
	v_fma_f32 v28, v6, v7, v8
	v_add_co_u32 v8, vcc_lo, v0, s0
	v_dual_fmac_f32 v46, v119, v120 :: v_dual_fmac_f32 v31, v30, v75
	v_fma_f32 v100, v108, v109, v27
	v_fma_f32 v109, v19, v125, v30
	v_dual_fmac_f32 v34, v15, v30 :: v_dual_fmac_f32 v37, v78, v81
	v_fmac_f32_e32 v56, v9, v10
	v_fma_f32 v30, v7, v12, v9
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[0:1], v23, off
	v_add_co_u32 v0, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[8:9], v25, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fmac_f32_e32 v17, v93, v110
	s_delay_alu instid0(VALU_DEP_3) | instskip(NEXT) | instid1(VALU_DEP_3)
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	v_fmac_f32_e32 v47, v128, v129
	v_dual_fmac_f32 v80, v96, v97 :: v_dual_fmac_f32 v53, v121, v122
	v_fma_f32 v85, v87, v89, v14
	v_fma_f32 v97, v111, v117, v69
	v_dual_fmac_f32 v5, v69, v72 :: v_dual_fmac_f32 v4, v72, v73
	v_dual_fmac_f32 v61, v101, v98 :: v_dual_fmac_f32 v62, v98, v67
	v_fma_f32 v27, v2, v6, v67
	v_fma_f32 v67, v12, v16, v10
	v_fma_f32 v69, v16, v19, v15
	v_fmac_f32_e32 v12, v20, v14
	v_fmac_f32_e32 v16, v14, v11
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	v_fma_f32 v84, v89, v92, v11
	s_delay_alu instid0(VALU_DEP_3) | instskip(SKIP_1) | instid1(VALU_DEP_4)
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_fmac_f32_e32 v19, v11, v65
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v26, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v27, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v28, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v30, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v67, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v69, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	v_fma_f32 v108, v125, v126, v75
	global_store_b32 v[23:24], v109, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v107, v126, v127, v76
	global_store_b32 v[8:9], v108, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	v_fma_f32 v95, v90, v95, v71
	v_fma_f32 v90, v88, v90, v70
	v_fma_f32 v88, v91, v88, v82
	v_fma_f32 v91, v94, v91, v81
	v_fma_f32 v94, v127, v94, v78
	global_store_b32 v[14:15], v107, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v94, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v91, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v88, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v90, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v95, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v104, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v106, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v105, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v103, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v100, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v99, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	v_fma_f32 v96, v117, v112, v72
	global_store_b32 v[0:1], v97, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	v_fma_f32 v83, v92, v93, v65
	v_fma_f32 v93, v112, v113, v73
	global_store_b32 v[23:24], v96, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	v_fma_f32 v92, v113, v114, v74
	global_store_b32 v[8:9], v93, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	v_fma_f32 v89, v114, v115, v63
	global_store_b32 v[14:15], v92, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	v_fma_f32 v87, v86, v87, v20
	v_fma_f32 v86, v115, v86, v64
	global_store_b32 v[10:11], v89, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v86, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v87, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v85, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v84, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v83, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v17, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v44, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v45, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	v_dual_fmac_f32 v50, v129, v134 :: v_dual_fmac_f32 v51, v134, v135
	global_store_b32 v[14:15], v47, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v50, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v51, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v66, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v68, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v77, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v79, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v80, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v55, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v52, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	v_dual_fmac_f32 v42, v118, v124 :: v_dual_fmac_f32 v43, v120, v121
	global_store_b32 v[14:15], v49, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	v_dual_fmac_f32 v48, v124, v119 :: v_dual_fmac_f32 v57, v123, v102
	global_store_b32 v[10:11], v42, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v48, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v46, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v43, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	v_dual_fmac_f32 v54, v122, v123 :: v_dual_fmac_f32 v35, v81, v82
	global_store_b32 v[14:15], v53, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v54, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v57, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v59, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v61, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v62, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v60, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v58, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v56, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v41, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v34, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	v_dual_fmac_f32 v36, v75, v76 :: v_dual_fmac_f32 v33, v82, v70
	global_store_b32 v[10:11], v31, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v36, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v38, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v37, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v35, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v33, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v32, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v29, off
	v_add_co_u32 v23, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v24, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v39, off
	v_add_co_u32 v8, vcc_lo, v23, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v24, vcc_lo
	global_store_b32 v[14:15], v40, off
	v_add_co_u32 v14, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v15, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v22, off
	v_add_co_u32 v10, vcc_lo, v14, s0
	v_add_co_ci_u32_e32 v11, vcc_lo, s1, v15, vcc_lo
	global_store_b32 v[0:1], v21, off
	v_add_co_u32 v0, vcc_lo, v10, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v11, vcc_lo
	global_store_b32 v[23:24], v18, off
	v_add_co_u32 v17, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v18, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v13, off
	v_add_co_u32 v8, vcc_lo, v17, s0
	v_add_co_ci_u32_e32 v9, vcc_lo, s1, v18, vcc_lo
	global_store_b32 v[14:15], v5, off
	v_add_co_u32 v13, vcc_lo, v8, s0
	v_add_co_ci_u32_e32 v14, vcc_lo, s1, v9, vcc_lo
	global_store_b32 v[10:11], v4, off
	v_add_co_u32 v4, vcc_lo, v13, s0
	v_add_co_ci_u32_e32 v5, vcc_lo, s1, v14, vcc_lo
	v_dual_fmac_f32 v2, v74, v63 :: v_dual_fmac_f32 v7, v64, v20
	global_store_b32 v[0:1], v3, off
	v_add_co_u32 v0, vcc_lo, v4, s0
	v_add_co_ci_u32_e32 v1, vcc_lo, s1, v5, vcc_lo
	v_fmac_f32_e32 v6, v63, v64
	global_store_b32 v[17:18], v2, off
	v_add_co_u32 v2, vcc_lo, v0, s0
	v_add_co_ci_u32_e32 v3, vcc_lo, s1, v1, vcc_lo
	global_store_b32 v[8:9], v6, off
	global_store_b32 v[13:14], v7, off
	global_store_b32 v[4:5], v12, off
	global_store_b32 v[0:1], v16, off
	global_store_b32 v[2:3], v19, off
.LBB0_2:
	s_nop 0
	s_sendmsg sendmsg(MSG_DEALLOC_VGPRS)
	s_endpgm
amdhsa.kernels:
amdhsa.version:
