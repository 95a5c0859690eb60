//! Strict hazard checks from the compiler's table (`gfxc_emit::hazards::RULES`) on short
//! straight-line programs: each sequence is reported with the named rule when its `s_nop`s are
//! too few, and runs clean with the wait states the rule asks for.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;
use gfxc_sim::ErrorKind;

/// Run `lines` (strict) on a wave64 of `proc`; Ok or the hazard message.
fn run(proc: &str, lines: &[String]) -> Result<(), String> {
    let target = Target::new(processor(proc).unwrap());
    let mut bytes = Vec::new();
    for l in lines.iter().map(|s| s.as_str()).chain(["s_endpgm"]) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{proc}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, true);
    let mut mem = Memory::new();
    let buf = mem.alloc("buffer", vec![0; 4096]);
    let mut w = Wave::new(0, 64, 32, 32, 124, true);
    w.set_exec(u64::MAX);
    // s3 and every lane of v5: the buffer's address halves.
    w.sgpr[3] = (buf >> 32) as u32;
    for l in 0..64 {
        w.set_vreg(5, l, buf as u32);
    }
    let mut lds = Lds { data: Vec::new() };
    if let Err(e) = run_wave(&mut w, &prog, &mut mem, &mut lds) {
        assert_eq!(e.kind, ErrorKind::HazardViolation, "{proc}: {}", e.message);
        return Err(e.message);
    }
    Ok(())
}

/// `first`, `s_nop (n-1)` (none for n = 0), `second`: reported with `rule` below `need`
/// wait states, clean at `need`.
fn case(proc: &str, first: &[&str], second: &[&str], need: u32, rule: &str) {
    for n in 0..=need {
        let mut lines: Vec<String> = first.iter().map(|s| s.to_string()).collect();
        let mut left = n;
        while left > 0 {
            let k = left.min(8);
            lines.push(format!("s_nop {}", k - 1));
            left -= k;
        }
        lines.extend(second.iter().map(|s| s.to_string()));
        match run(proc, &lines) {
            Err(m) if n < need => assert!(m.contains(rule), "{proc}: {n}: {m}"),
            Ok(()) if n == need => {}
            r => panic!("{proc}: {lines:?} with {n} wait states: {r:?}"),
        }
    }
}

#[test]
fn table_rules_are_enforced() {
    // MI100 Table 12: VALU writes an SGPR, VMEM reads it: 5.
    case(
        "gfx900",
        &["v_readfirstlane_b32 s2, v5", "v_mov_b32 v1, 0"],
        &["global_load_dword v2, v1, s[2:3]"],
        4,
        "VALU_SGPR_VMEM",
    );
    // VALU writes VCC, v_div_fmas reads it: 4.
    case(
        "gfx900",
        &["v_cmp_eq_u32 vcc, v0, v0"],
        &["v_div_fmas_f32 v3, v0, v1, v2"],
        4,
        "VALU_VCC_DIV_FMAS",
    );
    // MI100 Table 29: an MFMA result read by v_accvgpr_read: 16x16x4f32 (8 passes) needs 10.
    case(
        "gfx908",
        &["v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]"],
        &["v_accvgpr_read_b32 v2, a0"],
        10,
        "MAI908_MFMA_ACCREAD",
    );
    // VALU writes a VGPR that an MFMA reads as SrcA: 2.
    case(
        "gfx908",
        &["v_mov_b32 v0, 1.0"],
        &["v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]"],
        2,
        "MAI908_VALU_VGPR_MFMA",
    );
}

#[test]
fn gfx90a_and_gfx942_mfma_rules_come_from_the_table() {
    for proc in ["gfx90a", "gfx942"] {
        let mfma = if proc == "gfx90a" {
            "v_mfma_f32_16x16x4f32 a[0:3], v0, v1, a[0:3]"
        } else {
            "v_mfma_f32_16x16x4_f32 a[0:3], v0, v1, a[0:3]"
        };
        let mut ok = false;
        // Find the wait states the table asks for and check the boundary.
        for need in 1..=19 {
            let lines = |n: u32| {
                let mut v = vec![mfma.to_string()];
                for _ in 0..n {
                    v.push("s_nop 0".into());
                }
                v.push("v_accvgpr_read_b32 v2, a0".into());
                v
            };
            if run(proc, &lines(need)).is_ok() {
                assert!(run(proc, &lines(need - 1)).is_err(), "{proc}");
                ok = true;
                break;
            }
        }
        assert!(ok, "{proc}: MFMA -> v_accvgpr_read never clean");
    }
}

/// SI/CI: a VALU writing an SGPR that a VMEM instruction reads right after is not a hazard
/// (LLVM's `hasVMEMReadSGPRVALUDefHazard` is VI and later; llc-19's gfx600 code of fuzz seed
/// 104 has `v_div_scale_f32 v14, s[8:9], ...` three wait states before a `buffer_store`
/// reading `s[8:11]`); SI instead needs 4 wait states between a VALU writing an SGPR and an
/// SMRD reading it (`hasSMRDReadVALUDefHazard`), CI does not.
#[test]
fn si_ci_valu_sgpr_hazards_follow_llvm() {
    let vmem = [
        "v_mov_b32 v2, v5",
        "v_mov_b32 v3, s3",
        "s_mov_b32 s12, 0",
        "s_mov_b32 s13, 0",
        "s_mov_b32 s14, 0",
        "s_mov_b32 s15, 0x27000",
        "v_readfirstlane_b32 s8, v0",
        "buffer_load_dword v1, v[2:3], s[12:15], s8 addr64",
        "s_waitcnt vmcnt(0)",
    ];
    let vmem: Vec<String> = vmem.iter().map(|s| s.to_string()).collect();
    for p in ["gfx600", "gfx700"] {
        assert_eq!(run(p, &vmem), Ok(()), "{p}");
    }
    case(
        "gfx600",
        &["v_readfirstlane_b32 s2, v5"],
        &["s_load_dword s6, s[2:3], 0x0", "s_waitcnt lgkmcnt(0)"],
        4,
        "SI_VALU_SGPR_SMRD",
    );
    let smrd: Vec<String> = [
        "v_readfirstlane_b32 s2, v5",
        "s_load_dword s6, s[2:3], 0x0",
        "s_waitcnt lgkmcnt(0)",
    ]
    .iter()
    .map(|s| s.to_string())
    .collect();
    assert_eq!(run("gfx700", &smrd), Ok(()));
}
