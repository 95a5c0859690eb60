//! One test case per hazard rule (`gfxc_emit::hazards::RULES`): the minimal producer /
//! consumer pair, assembled with gfxc_isa, needs exactly the rule's wait states (or
//! separating instruction), reported under the rule's id — so removing or weakening a row
//! fails its case — and `insert_nops` resolves it. A last test checks every rule has a case.

use gfxc_emit::hazards::{
    boundary_insts, check, decode_all, insert_nops, required_wait_states, Fix, RULES,
};
use gfxc_isa::inst::Inst;
use gfxc_isa::processors::Target;

/// (rule id, processor, assembly: producer ... consumer, what the consumer needs).
/// `Fix::Nops(0)` means "no hazard" (exemption rows).
const CASES: &[(&str, &str, &str, Fix)] = &[
    ("SETREG_GETREG", "gfx900", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\ns_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)", Fix::Nops(2)),
    ("SETREG_GETREG_SICI", "gfx700", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\ns_getreg_b32 s1, hwreg(HW_REG_MODE, 0, 4)", Fix::Nops(1)),
    ("SETREG_SETREG", "gfx1030", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\ns_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s1", Fix::Nops(2)),
    ("SETREG_SETREG_SICI", "gfx600", "s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s0\ns_setreg_b32 hwreg(HW_REG_MODE, 4, 4), s1", Fix::Nops(1)),
    ("SETREG_VSKIP_VECTOR", "gfx900", "s_setreg_b32 hwreg(HW_REG_MODE, 28, 1), s0\nv_mov_b32 v0, v1", Fix::Nops(2)),
    ("VALU_VCC_EXEC_EXECZ", "gfx900", "v_cmp_eq_u32 vcc, v0, v1\nv_mov_b32 v2, src_vccz", Fix::Nops(5)),
    ("VALU_EXEC_EXECZ", "gfx900", "v_cmpx_eq_u32_e64 s[0:1], v0, v1\nv_mov_b32 v2, src_execz", Fix::Nops(5)),
    ("VALU_SGPR_LANESEL", "gfx900", "v_cmp_eq_u32_e64 s[4:5], v0, v1\nv_readlane_b32 s0, v1, s4", Fix::Nops(4)),
    ("VALU_VCC_DIV_FMAS", "gfx900", "v_cmp_eq_u32 vcc, v0, v1\nv_div_fmas_f32 v0, v1, v2, v3", Fix::Nops(4)),
    ("WIDE_STORE_DATA_WAR", "gfx900", "global_store_dwordx4 v[0:1], v[2:5], off\nv_mov_b32 v3, 0", Fix::Nops(1)),
    ("VALU_SGPR_VMEM", "gfx900", "v_readfirstlane_b32 s4, v0\nglobal_load_dword v1, v0, s[4:5]", Fix::Nops(5)),
    ("SALU_M0_MSG", "gfx900", "s_mov_b32 m0, s0\ns_sendmsg sendmsg(MSG_INTERRUPT)", Fix::Nops(1)),
    ("VALU_VGPR_DPP", "gfx900", "v_mov_b32 v1, v0\nv_mov_b32_dpp v2, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", Fix::Nops(2)),
    ("VALU_EXEC_DPP", "gfx803", "v_cmpx_eq_u32_e64 s[0:1], v0, v1\nv_mov_b32_dpp v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf", Fix::Nops(5)),
    ("SETREG_TRAPSTS_RFE", "gfx900", "s_setreg_b32 hwreg(HW_REG_TRAPSTS, 0, 1), s0\ns_rfe_b64 s[0:1]", Fix::Nops(1)),
    ("SALU_M0_LDS", "gfx900", "s_mov_b32 m0, s0\nds_write_addtid_b32 v0", Fix::Nops(1)),
    ("SALU_M0_MOVREL", "gfx900", "s_mov_b32 m0, s0\ns_movrels_b32 s1, s2", Fix::Nops(1)),
    ("SI_SALU_SGPR_SMRD", "gfx600", "s_mov_b64 s[0:1], s[2:3]\ns_buffer_load_dword s4, s[0:3], 0x0", Fix::Nops(4)),
    ("SI_SALU_SGPR_SMRD", "gfx600", "s_mov_b64 s[0:1], s[2:3]\ns_load_dword s4, s[0:1], 0x0", Fix::Nops(0)),
    ("SI_VALU_SGPR_SMRD", "gfx600", "v_readfirstlane_b32 s0, v0\ns_load_dword s4, s[0:1], 0x0", Fix::Nops(4)),
    ("SI_VALU_SGPR_SMRD", "gfx700", "v_readfirstlane_b32 s0, v0\ns_load_dword s4, s[0:1], 0x0", Fix::Nops(0)),
    ("VALU_SGPR_VMEM", "gfx803", "v_readfirstlane_b32 s8, v0\nbuffer_store_dword v1, off, s[8:11], 0", Fix::Nops(5)),
    ("VALU_SGPR_VMEM", "gfx600", "v_readfirstlane_b32 s8, v0\nbuffer_store_dword v1, v[2:3], s[8:11], 0 addr64", Fix::Nops(0)),
    ("VALU_SGPR_VMEM", "gfx700", "v_readfirstlane_b32 s8, v0\nbuffer_store_dword v1, v[2:3], s[8:11], 0 addr64", Fix::Nops(0)),
    ("MAI908_VALU_VGPR_MFMA", "gfx908", "v_mov_b32 v0, v1\nv_mfma_f32_4x4x1f32 a[0:3], v0, v2, a[0:3]", Fix::Nops(2)),
    ("MAI908_VALU_VGPR_ACCWRITE", "gfx908", "v_mov_b32 v0, v1\nv_accvgpr_write_b32 a0, v0", Fix::Nops(2)),
    ("MAI908_MFMA_SRCC_SAME", "gfx908", "v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]\nv_mfma_f32_16x16x4f32 a[0:3], v2, v3, a[0:3]", Fix::Nops(0)),
    ("MAI908_MFMA_SRCC_OVERLAP", "gfx908", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]\nv_mfma_f32_4x4x1f32 a[4:7], v0, v1, a[2:5]", Fix::Nops(2)),
    ("MAI908_MFMA_SRCAB", "gfx908", "v_mfma_f32_4x4x1f32 a[0:3], v0, v1, a[0:3]\nv_mfma_f32_4x4x1f32 a[4:7], a0, v1, a[4:7]", Fix::Nops(4)),
    ("MAI908_MFMA_ACCREAD", "gfx908", "v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]\nv_accvgpr_read_b32 v2, a0", Fix::Nops(18)),
    ("MAI908_MFMA_ACCWRITE_WAW", "gfx908", "v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]\nv_accvgpr_write_b32 a1, v2", Fix::Nops(7)),
    ("MAI908_MFMA_SRCC_ACCWRITE_WAR", "gfx908", "v_mfma_f32_32x32x2f32 a[16:31], v0, v1, a[0:15]\nv_accvgpr_write_b32 a0, v2", Fix::Nops(13)),
    ("MAI908_ACCREAD_MFMA", "gfx908", "v_accvgpr_read_b32 v0, a0\nv_mfma_f32_4x4x1f32 a[4:7], v0, v1, a[4:7]", Fix::Nops(2)),
    ("MAI908_ACCREAD_ACCWRITE", "gfx908", "v_accvgpr_read_b32 v0, a0\nv_accvgpr_write_b32 a1, v0", Fix::Nops(2)),
    ("MAI908_ACCWRITE_SRCC", "gfx908", "v_accvgpr_write_b32 a0, v0\nv_mfma_f32_4x4x1f32 a[4:7], v1, v2, a[0:3]", Fix::Nops(1)),
    ("MAI908_ACCWRITE_SRCAB", "gfx908", "v_accvgpr_write_b32 a0, v0\nv_mfma_f32_4x4x1f32 a[4:7], a0, v2, a[4:7]", Fix::Nops(3)),
    ("MAI908_ACCWRITE_ACCREAD", "gfx908", "v_accvgpr_write_b32 a0, v0\nv_accvgpr_read_b32 v1, a0", Fix::Nops(3)),
    ("MAI908_EXEC_MAI", "gfx908", "v_cmpx_eq_u32_e64 s[0:1], v0, v1\nv_accvgpr_write_b32 a0, v2", Fix::Nops(4)),
    ("MAI908_ACCREAD_MEM", "gfx908", "v_accvgpr_read_b32 v2, a0\nglobal_store_dword v[0:1], v2, off", Fix::Nops(2)),
    ("MAI90A_EXEC_MFMA", "gfx90a", "v_cmpx_eq_u32_e64 s[0:1], v0, v1\nv_mfma_f32_4x4x1f32 a[0:3], v2, v3, a[0:3]", Fix::Nops(4)),
    ("MAI90A_VALU_VGPR_MFMA", "gfx90a", "v_mov_b32 v0, v1\nv_mfma_f32_4x4x1f32 a[0:3], v0, v2, a[0:3]", Fix::Nops(2)),
    ("MAI90A_MFMA_SRCC", "gfx90a", "v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]\nv_mfma_f32_16x16x4f32 a[4:7], v0, v1, a[2:5]", Fix::Nops(8)),
    ("MAI90A_MFMA_SRCAB", "gfx942", "v_mfma_f32_16x16x16_f16 v[0:3], v[4:5], v[6:7], v[0:3]\nv_mfma_f32_4x4x4_16b_f16 v[8:11], v[0:1], v[6:7], v[8:11]", Fix::Nops(7)),
    ("MAI90A_MFMA_VALU_READ", "gfx90a", "v_mfma_f32_32x32x2f32 v[0:15], v16, v17, v[0:15]\nv_add_f32_e32 v20, v1, v2", Fix::Nops(19)),
    ("MAI90A_MFMA_MEM_READ", "gfx90a", "v_mfma_f64_4x4x4f64 v[0:1], v[2:3], v[4:5], v[0:1]\nglobal_store_dwordx2 v[6:7], v[0:1], off", Fix::Nops(9)),
    ("MAI90A_MFMA_VALU_WAW", "gfx942", "v_mfma_f32_16x16x4_f32 v[0:3], v4, v5, v[0:3]\nv_mov_b32_e32 v1, 0", Fix::Nops(10)),
    ("MAI90A_MFMA_SRCC_VALU_WAR", "gfx90a", "v_mfma_f32_16x16x4f32 v[0:3], v4, v5, v[8:11]\nv_mov_b32_e32 v9, 0", Fix::Nops(7)),
    ("MAI90A_DOT_VALU", "gfx90a", "v_dot2_f32_f16 v0, v1, v2, v3\nv_add_f32_e32 v4, v0, v0", Fix::Nops(3)),
    ("GFX10_VCMPX_PERMLANE", "gfx1010", "v_cmpx_eq_u32_e32 v0, v1\nv_permlane16_b32 v2, v3, s0, s1", Fix::Valu),
    ("GFX10_SMEM_VALU_SGPR_WAR", "gfx1010", "s_load_dword s4, s[0:1], 0x0\nv_readfirstlane_b32 s0, v0", Fix::Salu),
    ("GFX10_SMEM_VALU_SGPR_WAR", "gfx1010", "s_load_dword s4, s[0:1], 0x0\ns_barrier\nv_readfirstlane_b32 s0, v0", Fix::Salu),
    ("GFX10_VMEM_SALU_SGPR_WAR", "gfx1010", "global_load_dword v1, v0, s[4:5]\ns_mov_b32 s4, 0", Fix::Depctr(0xffe3)),
    ("GFX10_VMEM_SALU_SGPR_WAR", "gfx1010", "global_load_dword v1, v[2:3], off\ns_mov_b32 exec_lo, s0", Fix::Depctr(0xffe3)),
    ("GFX10_VMEM_SALU_SGPR_WAR", "gfx1010", "ds_write_b32 v0, v1\ns_or_b32 exec_lo, exec_lo, s0", Fix::Depctr(0xffe3)),
    ("GFX10_VMEM_SMEM_SGPR_WAR", "gfx1010", "global_load_dword v1, v0, s[4:5]\ns_load_dword s4, s[0:1], 0x0", Fix::Depctr(0xffe3)),
    ("GFX10_LDS_BRANCH_VMEM", "gfx1010", "ds_read_b32 v0, v1\ns_branch BB\nBB:\nglobal_load_dword v2, v[3:4], off", Fix::Vscnt),
    ("GFX10_VMEM_BRANCH_LDS", "gfx1010", "global_load_dword v2, v[3:4], off\ns_branch BB\nBB:\nds_read_b32 v0, v1", Fix::Vscnt),
    ("GFX10_VCMPX_EXEC_WAR", "gfx1010", "s_mov_b32 s0, exec_lo\nv_cmpx_eq_u32_e32 v0, v1", Fix::Depctr(0xfffe)),
    ("GFX10_VCMPX_EXEC_WAR", "gfx1010", "global_load_dword v2, v[4:5], off\nv_mov_b32 v3, 0\nv_cmpx_eq_u32_e32 v0, v1", Fix::Depctr(0xfffe)),
    ("GFX11_VALU_TRANS_USE", "gfx1100", "v_sqrt_f32 v1, v0\nv_add_f32 v2, v1, v1", Fix::Depctr(0x0fff)),
    ("GFX11_VALU_TRANS_USE", "gfx1100", "v_rcp_f32 v1, v0\nv_mov_b32 v3, 0\nv_mov_b32 v3, 0\nv_mov_b32 v3, 0\nv_mov_b32 v3, 0\nv_mov_b32 v3, 0\nv_add_f32 v2, v1, v1", Fix::Depctr(0x0fff)),
    ("GFX11_VALU_PARTIAL_FORWARDING", "gfx1100w64", "v_mov_b32 v0, 1.0\ns_mov_b64 exec, -1\nv_mov_b32 v1, 2.0\nv_add_f32 v2, v0, v1", Fix::Depctr(0x0fff)),
    ("GFX11_VALU_MASK_WRITE", "gfx1100w64", "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\ns_mov_b64 s[4:5], 0", Fix::DepctrAfter(0xfffe)),
    ("GFX11_VALU_MASK_WRITE", "gfx1100w64", "v_cndmask_b32_e32 v0, v1, v2, vcc\ns_mov_b32 vcc_lo, 0", Fix::DepctrAfter(0xfffe)),
];

/// `cpu`, or with a `w64` suffix `cpu` in wave64.
fn target(cpu: &str) -> Target {
    let (name, w64) = match cpu.strip_suffix("w64") {
        Some(n) => (n, true),
        None => (cpu, false),
    };
    let mut t = Target::parse(name).unwrap_or_else(|e| panic!("{cpu}: {e}"));
    if w64 {
        t.apply_mattr("+wavefrontsize64").unwrap();
    }
    t
}

fn insts(src: &str, t: &Target) -> Vec<Inst> {
    let lines = gfxc_isa::asm::assemble(src, "t.s", t).unwrap_or_else(|e| panic!("{src}\n{e}"));
    let bytes: Vec<u8> = lines.iter().flat_map(|l| l.bytes.clone()).collect();
    let v = decode_all(&bytes, t);
    assert_eq!(
        v.len(),
        lines.iter().filter(|l| !l.bytes.is_empty()).count(),
        "{src}"
    );
    v
}

#[test]
fn every_rule_case() {
    let mut failures = Vec::new();
    for &(id, cpu, src, want) in CASES {
        let t = target(cpu);
        let code = insts(src, &t);
        let (next, hist) = code.split_last().unwrap();
        let hist: Vec<&Inst> = hist.iter().collect();
        let got = match want {
            Fix::Nops(0) => required_wait_states(&hist, next).map(|(k, r)| (Fix::Nops(k), r.id)),
            Fix::Nops(_) => required_wait_states(&hist, next).map(|(k, r)| (Fix::Nops(k), r.id)),
            _ => check(&code)
                .into_iter()
                .find(|(i, f, _)| *i == code.len() - 1 && !matches!(f, Fix::Nops(_)))
                .map(|(_, f, r)| (f, r.id)),
        };
        let ok = match want {
            Fix::Nops(0) => got.is_none(),
            _ => got == Some((want, id)),
        };
        if !ok {
            failures.push(format!("{id} on {cpu}: want {want:?}, got {got:?}"));
        }
        // The pass resolves it, and nothing is left to resolve afterwards.
        let mut fixed = code.clone();
        insert_nops(&mut fixed, &t);
        let left = check(&fixed);
        if !left.is_empty() {
            failures.push(format!("{id}: after insert_nops: {left:?}"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// A hazard boundary (a device function's entry, the return from a call) hides everything
/// before it: for every rule's case and every split point, the code after the boundary has
/// exactly the hazards it has with no history at all — whatever came before (the other
/// function's tail) cannot reach across. Fuzz seed 500203: a callee's last store and the
/// caller's EXEC write after the return (GFX10 `VMEM_SALU_SGPR_WAR`) had only `s_nop 7`
/// between.
#[test]
fn hazard_boundary_hides_every_rule() {
    let mut failures = Vec::new();
    for &(id, cpu, src, _) in CASES {
        let t = target(cpu);
        let code = insts(src, &t);
        let b = boundary_insts(t.processor.isa).unwrap();
        for k in 1..code.len() {
            let alone: Vec<(usize, String)> = check(&code[k..])
                .into_iter()
                .map(|(i, _, r)| (i, r.id.to_string()))
                .collect();
            let mut with: Vec<Inst> = code[..k].to_vec();
            with.extend(b.iter().cloned());
            with.extend(code[k..].iter().cloned());
            let after: Vec<(usize, String)> = check(&with)
                .into_iter()
                .filter(|(i, _, _)| *i >= k)
                .map(|(i, _, r)| (i - k - b.len(), r.id.to_string()))
                .collect();
            if after != alone {
                failures.push(format!("{id} on {cpu}, split {k}: {after:?} vs {alone:?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_rule_has_a_case() {
    for r in RULES {
        assert!(
            CASES.iter().any(|c| c.0 == r.id),
            "rule {} has no test case",
            r.id
        );
        assert!(!r.cite.is_empty());
    }
    let mut ids: Vec<&str> = RULES.iter().map(|r| r.id).collect();
    ids.sort();
    ids.dedup();
    assert_eq!(ids.len(), RULES.len(), "duplicate rule ids");
}

#[test]
fn distance_reduces_the_need() {
    let t = target("gfx908");
    let code = insts(
        "v_mfma_f32_32x32x2f32 a[0:15], v0, v1, a[0:15]\ns_nop 7\nv_mov_b32 v5, v6\nv_accvgpr_read_b32 v2, a0",
        &t,
    );
    let (next, hist) = code.split_last().unwrap();
    let hist: Vec<&Inst> = hist.iter().collect();
    let (k, r) = required_wait_states(&hist, next).unwrap();
    assert_eq!((k, r.id), (18 - 9, "MAI908_MFMA_ACCREAD"));
    let mut fixed = code.clone();
    assert_eq!(insert_nops(&mut fixed, &t), 9);
    assert!(check(&fixed).is_empty());
    // The same pair on gfx900 (no MAI) is not a hazard there.
    assert!(
        gfxc_emit::hazards::rule("MAI908_MFMA_ACCREAD")
            .unwrap()
            .gens
            & 1 << 3
            == 0
    );
}

/// The GFX10.1 hardware-bug rows (LLVM 19's `FeatureGroup.GFX10_1_Bugs`) do not apply to
/// gfx1030, whose llc-19 code carries none of their workarounds.
#[test]
fn gfx10_1_bug_rules_do_not_apply_to_gfx1030() {
    use gfxc_emit::hazards::table::{gen_bit, RULES};
    use gfxc_isa::processors::IsaVariant;
    for id in [
        "GFX10_VCMPX_PERMLANE",
        "GFX10_SMEM_VALU_SGPR_WAR",
        "GFX10_VMEM_SALU_SGPR_WAR",
        "GFX10_VMEM_SMEM_SGPR_WAR",
        "GFX10_LDS_BRANCH_VMEM",
        "GFX10_VMEM_BRANCH_LDS",
        "GFX10_VCMPX_EXEC_WAR",
    ] {
        let r = RULES.iter().find(|r| r.id == id).unwrap();
        assert_ne!(r.gens & gen_bit(IsaVariant::Gfx1010), 0, "{id}");
        assert_eq!(r.gens & gen_bit(IsaVariant::Gfx1030), 0, "{id}");
    }
}

/// LLVM's fixLdsBranchVmemWARHazard walk ends at an access of the consumer's own kind: an LDS
/// access, a branch, a VMEM access (here `buffer_gl0_inv`, a MUBUF op) and then a second VMEM
/// access need no `s_waitcnt_vscnt`; without the middle VMEM access they do.
#[test]
fn gfx10_lds_vmem_walk_stops_at_the_consumers_kind() {
    let t = target("gfx1010");
    let vscnt = |src: &str| {
        let code = insts(src, &t);
        check(&code)
            .into_iter()
            .any(|(_, f, r)| f == Fix::Vscnt && r.id == "GFX10_LDS_BRANCH_VMEM")
    };
    assert!(vscnt(
        "ds_read_b32 v0, v1\ns_branch BB\nBB:\nglobal_load_dword v2, v[3:4], off"
    ));
    assert!(!vscnt(
        "ds_read_b32 v0, v1\nbuffer_gl0_inv\ns_branch BB\nBB:\nglobal_load_dword v2, v[3:4], off"
    ));
}

/// Where the pattern rules (GFX11, GFX10.1 v_cmpx/EXEC) end — LLVM 19's limits and expiries,
/// checked with `llc-19 -run-pass=post-RA-hazard-rec` on the same sequences as MIR — and
/// that they need the whole sequence.
#[test]
fn gfx11_pattern_rules_expire_as_llvm_says() {
    let needs = |cpu: &str, src: &str, id: &str| {
        let t = target(cpu);
        let code = insts(src, &t);
        check(&code).into_iter().any(|(_, _, r)| r.id == id)
    };
    let trans = "GFX11_VALU_TRANS_USE";
    let six = "v_mov_b32 v3, 0\n".repeat(6);
    assert!(!needs(
        "gfx1100",
        &format!("v_sqrt_f32 v1, v0\n{six}v_add_f32 v2, v1, v1"),
        trans
    ));
    assert!(!needs(
        "gfx1100",
        "v_sqrt_f32 v1, v0\nv_exp_f32 v5, v4\nv_log_f32 v6, v4\nv_add_f32 v2, v1, v1",
        trans
    ));
    assert!(needs(
        "gfx1100",
        "v_sqrt_f32 v1, v0\nv_exp_f32 v5, v4\nv_add_f32 v2, v1, v1",
        trans
    ));
    assert!(!needs(
        "gfx1100",
        "v_sqrt_f32 v1, v0\nglobal_load_dword v7, v[8:9], off\nv_add_f32 v2, v1, v1",
        trans
    ));
    assert!(!needs(
        "gfx1100",
        "v_sqrt_f32 v1, v0\ns_waitcnt_depctr 0xfff\nv_add_f32 v2, v1, v1",
        trans
    ));
    // A depctr on another counter does not wait for va_vdst.
    assert!(needs(
        "gfx1100",
        "v_sqrt_f32 v1, v0\ns_waitcnt_depctr 0xffe3\nv_add_f32 v2, v1, v1",
        trans
    ));
    assert!(!needs(
        "gfx1100",
        "v_add_f32 v1, v0, v0\nv_add_f32 v2, v1, v1",
        trans
    ));
    let fwd = "GFX11_VALU_PARTIAL_FORWARDING";
    let base = |mid: &str, end: &str| {
        format!("v_mov_b32 v0, 1.0\n{mid}s_mov_b64 exec, -1\nv_mov_b32 v1, 2.0\n{end}v_add_f32 v2, v0, v1")
    };
    assert!(needs("gfx1100w64", &base("v_mov_b32 v5, 0\n", ""), fwd));
    assert!(!needs(
        "gfx1100w64",
        &base("v_mov_b32 v5, 0\nv_mov_b32 v5, 0\nv_mov_b32 v5, 0\n", ""),
        fwd
    ));
    assert!(needs(
        "gfx1100w64",
        &base("", &"v_mov_b32 v5, 0\n".repeat(4)),
        fwd
    ));
    assert!(!needs(
        "gfx1100w64",
        &base("", &"v_mov_b32 v5, 0\n".repeat(5)),
        fwd
    ));
    assert!(!needs(
        "gfx1100w64",
        &base("", "s_waitcnt_depctr 0xfff\n"),
        fwd
    ));
    // Wave32 code writes EXEC_LO only: not this rule.
    assert!(!needs(
        "gfx1100",
        "v_mov_b32 v0, 1.0\ns_mov_b32 exec_lo, -1\nv_mov_b32 v1, 2.0\nv_add_f32 v2, v0, v1",
        fwd
    ));
    let cmpx = "GFX10_VCMPX_EXEC_WAR";
    assert!(!needs(
        "gfx1010",
        "s_mov_b32 s0, exec_lo\nv_cmp_eq_u32_e64 s2, v0, v1\nv_cmpx_eq_u32_e32 v0, v1",
        cmpx
    ));
    assert!(!needs(
        "gfx1010",
        "s_mov_b32 s0, exec_lo\ns_waitcnt_depctr 0xfffe\nv_cmpx_eq_u32_e32 v0, v1",
        cmpx
    ));
    assert!(!needs(
        "gfx1030",
        "s_mov_b32 s0, exec_lo\nv_cmpx_eq_u32_e32 v0, v1",
        cmpx
    ));
    let mask = "GFX11_VALU_MASK_WRITE";
    assert!(!needs(
        "gfx1100w64",
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\ns_mov_b64 s[4:5], 0\ns_waitcnt_depctr 0xfffe",
        mask
    ));
    assert!(!needs(
        "gfx1100w64",
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\nv_add_f32 v3, s7, v3\ns_mov_b64 s[4:5], 0",
        mask
    ));
    assert!(!needs(
        "gfx1100w64",
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\nv_add_f32 v3, 0x42000000, v3\ns_mov_b64 s[4:5], 0",
        mask
    ));
    assert!(needs(
        "gfx1100w64",
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\nv_add_f32 v3, 1.0, v3\ns_mov_b64 s[4:5], 0",
        mask
    ));
    assert!(!needs(
        "gfx1100w64",
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\ns_mov_b64 s[6:7], 0",
        mask
    ));
    assert!(!needs(
        "gfx1100",
        "v_cndmask_b32_e64 v0, v1, v2, s4\ns_mov_b32 s4, 0",
        mask
    ));
}
