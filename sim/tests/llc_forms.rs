//! Instruction forms and hazard-rule boundaries llc-19's OpenCL objects (tests/opencl) exposed
//! (issue 16, done-when: llc-19's objects run on the simulator):
//! - `v_swap_b32` (RDNA3/CDNA pseudocode `V_SWAP_B32`) on every processor that has it;
//! - GFX10+ VOP3P literals: one dword holding both 16-bit halves, selected by OP_SEL /
//!   OP_SEL_HI like a register (llc-19's `int_vec` and `half_math` on gfx1010..gfx1100 read
//!   `<2 x i16>` / `<2 x half>` constants this way);
//! - the hazard check does not flag what LLVM 19's GCNHazardRecognizer accepts:
//!   `v_div_fmas` reads VCC_LO in wave32 (no GFX11_VALU_MASK_WRITE, a wave64 rule);
//!   `s_waitcnt lgkmcnt(0)` / `s_waitcnt_lgkmcnt null, 0` end GFX10_SMEM_VALU_SGPR_WAR while
//!   `s_nop` and a non-zero lgkm wait do not; the function-local rules (GFX10_VMEM_BRANCH_LDS)
//!   do not look back across a call.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;
use gfxc_sim::ErrorKind;

/// Run `src` (strict) on a wave of `cpu` with v0..v3 per lane `init(reg, lane)`, EXEC `exec`;
/// the final wave, or the hazard (invalid-operation, missing-wait) message.
fn run(
    cpu: &str,
    wave64: bool,
    src: &str,
    exec: u64,
    init: impl Fn(u16, u32) -> u32,
) -> Result<Wave, String> {
    let mut target = Target::new(processor(cpu).unwrap());
    target.wavefrontsize64 = wave64;
    let mut bytes = Vec::new();
    for l in src.lines().chain(["s_endpgm"]) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{cpu}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode_for(&bytes, 0x1000, target.processor.isa, wave64, Some(cpu));
    let mut mem = Memory::new();
    let buf = mem.alloc("buf", vec![0u8; 256]);
    let lanes = if wave64 { 64 } else { 32 };
    // M0's source code: 125 on GFX11, 124 elsewhere.
    let m0 = if target.processor.generation == gfxc_isa::Generation::Gfx11 {
        125
    } else {
        124
    };
    let mut w = Wave::new(0, lanes, 32, 0, m0, true);
    w.gen10 = target.processor.generation.is_gfx10_plus();
    w.write_s(0, buf as u32);
    w.write_s(1, (buf >> 32) as u32);
    for r in 0..4u16 {
        for l in 0..lanes {
            w.set_vreg(r, l, init(r, l));
        }
    }
    w.set_exec(exec);
    let mut lds = Lds {
        data: vec![0u8; 1024],
    };
    if let Err(e) = run_wave(&mut w, &prog, &mut mem, &mut lds) {
        assert!(
            matches!(
                e.kind,
                ErrorKind::HazardViolation | ErrorKind::Invalid | ErrorKind::WaitcntViolation
            ),
            "{cpu}: {src}: {}",
            e.message
        );
        return Err(e.message);
    }
    Ok(w)
}

#[test]
fn swap_b32_exchanges_active_lanes() {
    for (cpu, w64) in [
        ("gfx900", true),
        ("gfx908", true),
        ("gfx90a", true),
        ("gfx942", true),
        ("gfx1010", false),
        ("gfx1030", false),
        ("gfx1100", false),
        ("gfx1100", true),
    ] {
        let lanes = if w64 { 64 } else { 32 };
        let exec = 0x5555_5555_5555_5555u64 & if w64 { u64::MAX } else { 0xffff_ffff };
        let w = run(cpu, w64, "v_swap_b32 v1, v2", exec, |r, l| {
            (r as u32) << 16 | l
        })
        .unwrap();
        for l in 0..lanes {
            let on = exec >> l & 1 != 0;
            let (want1, want2) = if on {
                (2 << 16 | l, 1 << 16 | l)
            } else {
                (1 << 16 | l, 2 << 16 | l)
            };
            assert_eq!(
                (w.vreg(1, l), w.vreg(2, l)),
                (want1, want2),
                "{cpu} lane {l}"
            );
        }
    }
}

/// Inline constants of packed 16-bit instructions (LLVM 19 `getInlineEncodingV216`): integer
/// encodings are sign-extended dwords (llc-19 computes `smin(<x, y>, <-1, -1>)` as
/// `v_pk_min_i16 v, v, -1`; a fuzzed program's llc-19 object gave `x` where `-1` belonged when
/// the high half read 0), float encodings are the f32 bits on integer instructions and the f16
/// bits with a zero high half on f16 instructions.
#[test]
fn vop3p_inline_constants_are_dwords() {
    let cases = [
        ("v_pk_min_i16 v2, v1, -1", 0x0001_0000u32, 0xffff_ffffu32),
        ("v_pk_add_u16 v2, v1, -2", 0x0005_0007, 0x0004_0005),
        ("v_pk_add_u16 v2, v1, 1", 0x0005_0007, 0x0005_0008),
        // -16 is the dword 0xfffffff0: -16 in the low half, -1 in the high half.
        ("v_pk_max_i16 v2, v1, -16", 0xfff0_8000, 0xffff_fff0),
        // 1.0 on an integer instruction is the f32 0x3f800000.
        ("v_pk_add_u16 v2, v1, 1.0", 0x0001_0001, 0x3f81_0001),
        // 1.0 on an f16 instruction is 0x3c00 in the low half, 0 in the high half.
        ("v_pk_add_f16 v2, v1, 1.0", 0x3c00_3c00, 0x3c00_4000),
    ];
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        for (text, v1, want) in cases {
            let w = run(cpu, false, text, 1, |r, _| if r == 1 { v1 } else { 0 }).unwrap();
            assert_eq!(w.vreg(2, 0), want, "{cpu}: {text}: {:#010x}", w.vreg(2, 0));
        }
    }
}

#[test]
fn vop3p_literal_holds_both_halves() {
    // (instruction, v1, expected v2): f16 halves 1.5 / -2.0 plus 1.0 / 1.0; u16 halves with
    // OP_SEL choosing the literal's high half for the low result and its low half for the high.
    let cases = [
        (
            "v_pk_add_f16 v2, 0xc0003e00, v1",
            0x3c00_3c00u32,
            0xbc00_4100u32,
        ),
        ("v_pk_add_u16 v2, 0x50003, v1", 0x0001_0002, 0x0006_0005),
        (
            "v_pk_add_u16 v2, 0x50003, v1 op_sel:[1,0] op_sel_hi:[0,1]",
            0x0001_0002,
            0x0004_0007,
        ),
        ("v_pk_mul_lo_u16 v2, v1, 0x30002", 0x0005_0007, 0x000f_000e),
        (
            "v_pk_fma_f16 v2, v1, 0x40003c00, v1",
            0x4000_3c00,
            0x4600_4000,
        ),
    ];
    for cpu in ["gfx1010", "gfx1030", "gfx1100"] {
        for (text, v1, want) in cases {
            let w = run(cpu, false, text, 1, |r, _| if r == 1 { v1 } else { 0 }).unwrap();
            assert_eq!(w.vreg(2, 0), want, "{cpu}: {text}");
        }
    }
}

fn reported(cpu: &str, w64: bool, src: &str, rule: &str) {
    match run(cpu, w64, src, u64::MAX, |_, _| 0) {
        Err(m) => assert!(m.contains(rule), "{cpu}: {src}: {m}"),
        Ok(_) => panic!("{cpu}: {src}: not reported (want {rule})"),
    }
}

fn clean(cpu: &str, w64: bool, src: &str) {
    if let Err(m) = run(cpu, w64, src, u64::MAX, |_, _| 0) {
        panic!("{cpu}: {src}: {m}");
    }
}

#[test]
fn div_fmas_is_a_64_bit_mask_read_only_in_wave64() {
    let r = "GFX11_VALU_MASK_WRITE";
    reported(
        "gfx1100",
        true,
        "v_div_fmas_f32 v0, v1, v2, v3\ns_mov_b64 vcc, 0",
        r,
    );
    clean(
        "gfx1100",
        true,
        "v_div_fmas_f32 v0, v1, v2, v3\ns_mov_b64 vcc, 0\ns_waitcnt_depctr 0xfffe",
    );
    // llc-19's gfx1100 double_math / hotspot (wave32): `v_div_fmas_f64` then
    // `s_mov_b32 vcc_lo, s0` with no wait.
    clean(
        "gfx1100",
        false,
        "v_div_fmas_f64 v[0:1], v[0:1], v[2:3], v[0:1]\ns_mov_b32 vcc_lo, 0",
    );
    clean(
        "gfx1100",
        false,
        "v_div_fmas_f32 v0, v1, v2, v3\ns_mov_b32 vcc_lo, 0",
    );
}

#[test]
fn smem_valu_war_ends_as_llvm_says() {
    let r = "GFX10_SMEM_VALU_SGPR_WAR";
    let load = "s_load_dword s4, s[0:1], 0x0";
    let write = "v_add_co_u32 v0, s0, v1, v2";
    reported("gfx1010", false, &format!("{load}\n{write}"), r);
    for between in ["s_nop 0", "s_waitcnt vmcnt(0)", "s_waitcnt lgkmcnt(1)"] {
        reported("gfx1010", false, &format!("{load}\n{between}\n{write}"), r);
    }
    for between in [
        "s_waitcnt lgkmcnt(0)",
        "s_waitcnt vmcnt(0) lgkmcnt(0)",
        "s_waitcnt_lgkmcnt null, 0",
        "s_mov_b32 s8, 0",
    ] {
        clean("gfx1010", false, &format!("{load}\n{between}\n{write}"));
    }
    // GFX10.3 has no such rule.
    clean("gfx1030", false, &format!("{load}\n{write}"));
}

#[test]
fn vmem_branch_lds_does_not_cross_a_call() {
    let r = "GFX10_VMEM_BRANCH_LDS";
    // A plain branch between the VMEM and the LDS access: reported.
    reported(
        "gfx1010",
        false,
        "buffer_gl0_inv\ns_branch 0\nds_read_b32 v0, v0",
        r,
    );
    // A call between (llc-19's noinline_calls: the callee's first LDS access after the
    // caller's `buffer_gl0_inv`): s_getpc gives the address after it; the call lands on the
    // instruction after s_swappc (s_add 4 + s_addc 4 + s_swappc 4 bytes on).
    clean(
        "gfx1010",
        false,
        "buffer_gl0_inv\ns_getpc_b64 s[4:5]\ns_add_u32 s4, s4, 12\ns_addc_u32 s5, s5, 0\ns_swappc_b64 s[30:31], s[4:5]\nds_read_b32 v0, v0",
    );
    clean(
        "gfx1010",
        false,
        "buffer_gl0_inv\ns_waitcnt_vscnt null, 0\ns_branch 0\nds_read_b32 v0, v0",
    );
}

/// `v_permlane16_b32` / `v_permlanex16_b32` (gfx1030, gfx1100; wave32 and wave64) and
/// `v_permlane64_b32` (gfx1100): every active lane reads the lane the RDNA3 pseudocode names;
/// an inactive source lane leaves the destination alone unless `op_sel` sets FI (read it
/// anyway) or bound_ctrl (read 0).
#[test]
fn permlane_reads_the_pseudocode_lanes() {
    let (s1, s2) = (0x89ab_cdefu32, 0x0123_4567u32);
    let sel = (s1 as u64) | (s2 as u64) << 32;
    let v2 = |l: u32| 0x5000 + l;
    let old = |l: u32| 0x1000 + l;
    for (cpu, w64) in [
        ("gfx1030", false),
        ("gfx1030", true),
        ("gfx1100", false),
        ("gfx1100", true),
    ] {
        let lanes = if w64 { 64 } else { 32 };
        let all = if w64 { u64::MAX } else { 0xffff_ffff };
        for (cross, name) in [(false, "v_permlane16_b32"), (true, "v_permlanex16_b32")] {
            for (fi, bound) in [(false, false), (true, false), (false, true)] {
                for exec in [all, all & 0xf0f0_ffff_7fff_fffe] {
                    let src = format!(
                        "s_mov_b32 s4, 0x{s1:x}\ns_mov_b32 s5, 0x{s2:x}\n{name} v1, v2, s4, s5 op_sel:[{},{}]",
                        fi as u8, bound as u8
                    );
                    let w = run(cpu, w64, &src, exec, |r, l| match r {
                        1 => old(l),
                        2 => v2(l),
                        _ => 0,
                    })
                    .unwrap();
                    for l in 0..lanes {
                        let row = l / 16;
                        let srow = if cross { row ^ 1 } else { row };
                        let s = srow * 16 + ((sel >> ((l % 16) * 4)) & 0xf) as u32;
                        let want = if exec >> l & 1 == 0 {
                            old(l)
                        } else if fi || exec >> s & 1 != 0 {
                            v2(s)
                        } else if bound {
                            0
                        } else {
                            old(l)
                        };
                        assert_eq!(
                            w.vreg(1, l),
                            want,
                            "{cpu} w64={w64} {src} exec {exec:x} lane {l}"
                        );
                    }
                }
            }
        }
    }
    for w64 in [false, true] {
        let lanes = if w64 { 64 } else { 32 };
        let exec = if w64 {
            0xffff_0000_ffff_ffff
        } else {
            0xffff_ffff
        };
        let w = run(
            "gfx1100",
            w64,
            "v_permlane64_b32 v1, v2",
            exec,
            |r, l| match r {
                1 => old(l),
                2 => v2(l),
                _ => 0,
            },
        )
        .unwrap();
        for l in 0..lanes {
            let want = if !w64 || exec >> l & 1 == 0 {
                old(l)
            } else {
                v2(l ^ 32)
            };
            assert_eq!(w.vreg(1, l), want, "permlane64 w64={w64} lane {l}");
        }
    }
}

/// M0-relative moves (`s_movrel*`, `v_movrel*`): the register M0 selects is read or written,
/// in active lanes only; an index outside the allocation is an error, not a panic.
#[test]
fn movrel_indexes_by_m0() {
    // (cpu, wave64, M0 register name)
    for (cpu, w64) in [("gfx803", true), ("gfx1030", false), ("gfx1100", true)] {
        let lanes = if w64 { 64 } else { 32 };
        let init = |r: u16, l: u32| (r as u32) << 8 | l;
        let exec = if w64 {
            0x7fff_ffff_ffff_fffe
        } else {
            0x7fff_fffe
        };
        // v_movrels: v1 = v[0 + M0] with M0 = 3.
        let w = run(
            cpu,
            w64,
            "s_mov_b32 m0, 3\nv_movrels_b32 v1, v0",
            exec,
            init,
        )
        .unwrap();
        for l in 0..lanes {
            let want = if exec >> l & 1 != 0 {
                init(3, l)
            } else {
                init(1, l)
            };
            assert_eq!(w.vreg(1, l), want, "{cpu} movrels lane {l}");
        }
        // v_movreld: v[0 + M0] = v2 with M0 = 1 (writes v1).
        let w = run(
            cpu,
            w64,
            "s_mov_b32 m0, 1\nv_movreld_b32 v0, v2",
            exec,
            init,
        )
        .unwrap();
        for l in 0..lanes {
            let want = if exec >> l & 1 != 0 {
                init(2, l)
            } else {
                init(1, l)
            };
            assert_eq!(w.vreg(1, l), want, "{cpu} movreld lane {l}");
            assert_eq!(w.vreg(0, l), init(0, l), "{cpu} movreld v0 lane {l}");
        }
        // v_movrelsd: v[1 + M0] = v[0 + M0] with M0 = 1: v2 = v1.
        let w = run(
            cpu,
            w64,
            "s_mov_b32 m0, 1\nv_movrelsd_b32 v1, v0",
            exec,
            init,
        )
        .unwrap();
        for l in 0..lanes {
            let want = if exec >> l & 1 != 0 {
                init(1, l)
            } else {
                init(2, l)
            };
            assert_eq!(w.vreg(2, l), want, "{cpu} movrelsd lane {l}");
        }
        // Scalar: s10 = s[4 + M0] (M0 = 2 -> s6), then s[20 + M0] = s10 (-> s22).
        let w = run(
            cpu,
            w64,
            "s_mov_b32 s6, 0x1234\ns_mov_b32 m0, 2\ns_movrels_b32 s10, s4\ns_movreld_b32 s20, s10",
            exec,
            init,
        )
        .unwrap();
        assert_eq!((w.sgpr[10], w.sgpr[22]), (0x1234, 0x1234), "{cpu} s_movrel");
        // Out of the allocation (32 VGPRs in this harness).
        match run(
            cpu,
            w64,
            "s_mov_b32 m0, 1000\nv_movrels_b32 v1, v0",
            exec,
            init,
        ) {
            Err(m) => assert!(m.contains("outside the allocation"), "{cpu}: {m}"),
            Ok(_) => panic!("{cpu}: an index outside the allocation must be an error"),
        }
    }
    // GFX10+ v_movrelsd_2: source + M0[9:0], destination + M0[25:16]: v[1 + 2] = v[0 + 3].
    let w = run(
        "gfx1030",
        false,
        "s_mov_b32 m0, 0x20003\nv_movrelsd_2_b32 v1, v0",
        u32::MAX as u64,
        |r, l| (r as u32) << 8 | l,
    )
    .unwrap();
    for l in 0..32 {
        assert_eq!(w.vreg(3, l), 3 << 8 | l, "movrelsd_2 lane {l}");
    }
}

/// A returning 32-bit compare-and-swap writes back one dword although its data operand is a
/// register pair (new value, compare value): llc-19 reuses the second register of the pair
/// before waiting for the atomic (a fuzzed program's gfx600 object), which strict mode must
/// accept; the 64-bit form keeps both registers pending.
#[test]
fn buffer_cmpswap_returns_one_dword() {
    let prologue = "v_mov_b32 v0, s0\nv_mov_b32 v1, s1\ns_mov_b32 s4, 0\ns_mov_b32 s5, 0\n\
                    s_mov_b32 s6, 0\ns_mov_b32 s7, 0\n";
    for cpu in ["gfx600", "gfx700"] {
        // Memory holds 0; compare value 0 matches, so 7 is stored and the old 0 returns.
        let ok = format!(
            "{prologue}v_mov_b32 v2, 7\nv_mov_b32 v3, 0\n\
             buffer_atomic_cmpswap v[2:3], v[0:1], s[4:7], 0 addr64 glc\n\
             v_mov_b32 v3, 5\ns_waitcnt vmcnt(0)"
        );
        let w = run(cpu, false, &ok, 1, |_, _| 0).unwrap();
        assert_eq!((w.vreg(2, 0), w.vreg(3, 0)), (0, 5), "{cpu}");
        let x2 = format!(
            "{prologue}buffer_atomic_cmpswap_x2 v[2:5], v[0:1], s[4:7], 0 addr64 glc\n\
             v_mov_b32 v3, 5\ns_waitcnt vmcnt(0)"
        );
        let e = run(cpu, false, &x2, 1, |_, _| 0).unwrap_err();
        assert!(e.contains("has not been waited for"), "{cpu}: {e}");
    }
}

/// The carry-out adds and subtracts (`v_add_co_u32` and its GFX6-8 / GFX10 spellings, with and
/// without carry-in) saturate under the VOP3 `clamp` bit (unsigned: `0xffffffff` on a carry,
/// 0 on a borrow); the carry-out is the unclamped one. llc-19 computes `ctlz.i64` on GFX8 as
/// `v_add_u32_e64 v2, s[0:1], v2, 32 clamp` of `v_ffbh_u32` (-1 for a zero half) followed by
/// `v_min3_u32 ..., 64`: without the saturation `ctlz(0)` came out 31 (fuzz seed 113, gfx803,
/// the llc-19 engine).
#[test]
fn carry_out_add_sub_saturate_under_clamp() {
    // (cpu, add, sub, subrev, addc, subb, subbrev) as each generation spells them. GFX6/7 have
    // no integer clamp (llvm-mc-19: "integer clamping is not supported on this GPU").
    let forms: [(&str, [&str; 6]); 5] = [
        (
            "gfx942",
            [
                "v_add_co_u32",
                "v_sub_co_u32",
                "v_subrev_co_u32",
                "v_addc_co_u32",
                "v_subb_co_u32",
                "v_subbrev_co_u32",
            ],
        ),
        (
            "gfx803",
            [
                "v_add_u32",
                "v_sub_u32",
                "v_subrev_u32",
                "v_addc_u32",
                "v_subb_u32",
                "v_subbrev_u32",
            ],
        ),
        (
            "gfx900",
            [
                "v_add_co_u32",
                "v_sub_co_u32",
                "v_subrev_co_u32",
                "v_addc_co_u32",
                "v_subb_co_u32",
                "v_subbrev_co_u32",
            ],
        ),
        (
            "gfx1030",
            [
                "v_add_co_u32",
                "v_sub_co_u32",
                "v_subrev_co_u32",
                "v_add_co_ci_u32",
                "v_sub_co_ci_u32",
                "v_subrev_co_ci_u32",
            ],
        ),
        (
            "gfx1100",
            [
                "v_add_co_u32",
                "v_sub_co_u32",
                "v_subrev_co_u32",
                "v_add_co_ci_u32",
                "v_sub_co_ci_u32",
                "v_subrev_co_ci_u32",
            ],
        ),
    ];
    // v0 = lane-dependent a, v1 = b; lanes below 16 carry / borrow, the others do not.
    let a = |l: u32| if l < 16 { 0xffff_fff0 + l } else { 100 + l };
    let b = |l: u32| if l < 16 { 0x20 } else { 7 };
    for (cpu, [add, sub, subrev, addc, subb, subbrev]) in forms {
        let w64 = !cpu.starts_with("gfx10") && !cpu.starts_with("gfx11");
        let (sd, vcc) = if w64 {
            ("s[10:11]", "vcc")
        } else {
            ("s10", "vcc_lo")
        };
        let lanes = if w64 { 64 } else { 32 };
        let exec = if w64 { u64::MAX } else { 0xffff_ffff };
        let cin_ops = |op: &str, c: &str| format!("{op} v2, {sd}, v0, v1, {c} clamp");
        let src = [
            format!("{add} v2, {sd}, v0, v1 clamp"),
            "v_mov_b32 v3, v2".to_string(),
            format!("{sub} v2, {sd}, v1, v0 clamp"),
            "v_mov_b32 v4, v2".to_string(),
            format!("{subrev} v2, {sd}, v0, v1 clamp"),
            "v_mov_b32 v5, v2".to_string(),
            format!("{add} v2, {vcc}, v0, v1"),
            "v_mov_b32 v6, v2".to_string(),
            // carry-in set in every lane: a + b + 1 / a - b - 1 / b - a - 1
            "s_mov_b64 s[12:13], -1".to_string(),
            cin_ops(addc, "s[12:13]"),
            "v_mov_b32 v7, v2".to_string(),
            cin_ops(subb, "s[12:13]"),
            "v_mov_b32 v8, v2".to_string(),
            cin_ops(subbrev, "s[12:13]"),
            "v_mov_b32 v9, v2".to_string(),
        ];
        let src: Vec<String> = src
            .into_iter()
            .map(|l| {
                if w64 {
                    l
                } else {
                    l.replace("s[12:13]", "s12")
                        .replace("s_mov_b64 s12", "s_mov_b32 s12")
                }
            })
            .collect();
        let w = run(cpu, w64, &src.join("\n"), exec, |r, l| match r {
            0 => a(l),
            1 => b(l),
            _ => 0,
        })
        .unwrap();
        for l in 0..lanes {
            let (x, y) = (a(l) as u64, b(l) as u64);
            let sat_add = |s: u64| s.min(u32::MAX as u64) as u32;
            let sat_sub = |p: u64, q: u64| p.saturating_sub(q) as u32;
            let want = [
                sat_add(x + y),
                sat_sub(y, x),
                sat_sub(y, x),
                (x + y) as u32,
                sat_add(x + y + 1),
                sat_sub(x, y + 1),
                sat_sub(y, x + 1),
            ];
            let got: Vec<u32> = (3..10).map(|r| w.vreg(r, l)).collect();
            assert_eq!(got, want, "{cpu} lane {l} a={x:#x} b={y:#x}");
        }
    }
}

/// RDNA3 `v_dot4_i32_iu8` / `v_dot8_i32_iu4`: the VOP3P `NEG` bits choose signed (sign
/// extended) or unsigned fields for S0 (`neg_lo[0]`) and S1 (`neg_lo[1]`) — the pseudocode's
/// `NEG[0].u1 ? signext(A8.i8) : A8.u8` — not a float negation; `clamp` saturates the sum.
#[test]
fn iu_dots_take_signedness_from_neg() {
    let a = |l: u32| 0x80ff_7f01u32.rotate_left(l);
    let b = |l: u32| 0xf00f_81c3u32.wrapping_mul(l + 1);
    let c = |l: u32| {
        if l.is_multiple_of(3) {
            0x7fff_fff0
        } else {
            l * 1000
        }
    };
    let want = |x: u32, y: u32, acc: u32, bits: u32, sa: bool, sb: bool, clamp: bool| -> u32 {
        let f = |v: u32, i: u32, s: bool| {
            let m = (v >> (i * bits)) & ((1 << bits) - 1);
            if s && m >> (bits - 1) == 1 {
                m as i64 - (1 << bits)
            } else {
                m as i64
            }
        };
        let mut r = acc as i32 as i64;
        for i in 0..32 / bits {
            r += f(x, i, sa) * f(y, i, sb);
        }
        if clamp {
            r.clamp(i32::MIN as i64, i32::MAX as i64) as i32 as u32
        } else {
            r as u32
        }
    };
    for w64 in [false, true] {
        for (op, bits) in [("v_dot4_i32_iu8", 8), ("v_dot8_i32_iu4", 4)] {
            for (neg, sa, sb) in [
                ("[0,0,0]", false, false),
                ("[1,0,0]", true, false),
                ("[0,1,0]", false, true),
                ("[1,1,0]", true, true),
            ] {
                for clamp in [false, true] {
                    let cl = if clamp { " clamp" } else { "" };
                    let src = format!("{op} v4, v0, v1, v2 neg_lo:{neg}{cl}");
                    let lanes = if w64 { 64 } else { 32 };
                    let exec = if w64 { u64::MAX } else { 0xffff_ffff };
                    let w = run("gfx1100", w64, &src, exec, |r, l| match r {
                        0 => a(l),
                        1 => b(l),
                        2 => c(l),
                        _ => 0,
                    })
                    .unwrap();
                    for l in 0..lanes {
                        assert_eq!(
                            w.vreg(4, l),
                            want(a(l), b(l), c(l), bits, sa, sb, clamp),
                            "{src} lane {l}"
                        );
                    }
                }
            }
        }
    }
}

/// GFX8/GFX9 GPR-index mode (CDNA pseudocode `S_SET_GPR_IDX_ON/OFF/IDX/MODE`; how llc-19
/// indexes vectors with `-amdgpu-vgpr-index-mode`): between `s_set_gpr_idx_on` and
/// `s_set_gpr_idx_off` the VGPR operands `M0[15:12]` selects (SRC0, SRC1, SRC2, DST) are
/// offset by `M0[7:0]`; the instructions write only those M0 fields.
#[test]
fn gpr_index_mode_offsets_the_selected_operands() {
    let src = "s_mov_b32 m0, 0xabcd0000
s_mov_b32 s5, 0x302
s_mov_b32 s6, 1
s_set_gpr_idx_on s5, gpr_idx(SRC0)
v_mov_b32 v8, v0
ADD v9, v0, v1
s_set_gpr_idx_off
s_mov_b32 s12, m0
v_mov_b32 v10, v0
s_set_gpr_idx_on s5, gpr_idx(SRC1,DST)
ADD v11, v0, v1
s_set_gpr_idx_idx s6
s_set_gpr_idx_mode gpr_idx(SRC0)
v_mov_b32 v14, v1
s_set_gpr_idx_off
s_mov_b32 s13, m0";
    // v0..v3 hold (r + 1) * 100 + lane.
    let init = |r: u32, l: u32| (r + 1) * 100 + l;
    for cpu in ["gfx803", "gfx900", "gfx908", "gfx90a", "gfx942"] {
        let add = if cpu == "gfx803" {
            "v_add_u32_e32 $1, vcc, $2"
        } else {
            "v_add_u32_e32 $1, $2"
        };
        let src = src
            .lines()
            .map(|l| match l.strip_prefix("ADD ") {
                Some(rest) => {
                    let (d, ss) = rest.split_once(", ").unwrap();
                    add.replace("$1", d).replace("$2", ss)
                }
                None => l.to_string(),
            })
            .collect::<Vec<_>>()
            .join("\n");
        let w = run(cpu, true, &src, u64::MAX, |r, l| init(r as u32, l)).unwrap();
        for l in 0..64 {
            // index 2, SRC0 only: v8 = v2, v9 = v2 + v1
            assert_eq!(w.vreg(8, l), init(2, l), "{cpu} lane {l}");
            assert_eq!(w.vreg(9, l), init(2, l) + init(1, l), "{cpu} lane {l}");
            // off: v10 = v0
            assert_eq!(w.vreg(10, l), init(0, l), "{cpu} lane {l}");
            // index 2, SRC1 and DST: v13 = v0 + v3, v11 not written
            assert_eq!(w.vreg(13, l), init(0, l) + init(3, l), "{cpu} lane {l}");
            assert_eq!(w.vreg(11, l), 0, "{cpu} lane {l}");
            // index 1 (s_set_gpr_idx_idx), SRC0 (s_set_gpr_idx_mode): v14 = v2
            assert_eq!(w.vreg(14, l), init(2, l), "{cpu} lane {l}");
        }
        // M0: low byte from S0[7:0], bits 15:12 the mode, the rest kept.
        assert_eq!(w.sgpr[12], 0xabcd_1002, "{cpu}");
        assert_eq!(w.sgpr[13], 0xabcd_1001, "{cpu}");
    }
}

/// `v_swaprel_b32` (RDNA3 pseudocode `V_SWAPREL_B32`): in each active lane, exchange
/// `VGPR[SRC0 + M0[9:0]]` and `VGPR[DST + M0[25:16]]`.
#[test]
fn swaprel_exchanges_m0_relative_vgprs() {
    for (cpu, w64) in [
        ("gfx1010", false),
        ("gfx1030", true),
        ("gfx1100", false),
        ("gfx1100", true),
    ] {
        let lanes = if w64 { 64 } else { 32 };
        let init = |r: u16, l: u32| (r as u32) << 8 | l;
        let exec = if w64 {
            0x5555_5555_ffff_fffe
        } else {
            0x5555_fffe
        };
        // source v0 + 1 = v1, destination v0 + 3 = v3
        let w = run(
            cpu,
            w64,
            "s_mov_b32 m0, 0x30001\nv_swaprel_b32 v0, v0",
            exec,
            init,
        )
        .unwrap();
        for l in 0..lanes {
            let on = exec >> l & 1 != 0;
            let (v1, v3) = if on {
                (init(3, l), init(1, l))
            } else {
                (init(1, l), init(3, l))
            };
            assert_eq!((w.vreg(1, l), w.vreg(3, l)), (v1, v3), "{cpu} lane {l}");
            assert_eq!(
                (w.vreg(0, l), w.vreg(2, l)),
                (init(0, l), init(2, l)),
                "{cpu} lane {l}"
            );
        }
    }
}

/// `v_writelane_b32` writes the selected lane whatever EXEC says, and `v_readlane_b32` reads
/// it (RDNA3/CDNA pseudocode `VGPR[lane][VDST.u32] = S0.b32`, the lane `S1[5:0]` in wave64 and
/// `S1[4:0]` in wave32; no EXEC term). llc-19's objects depend on it: fuzz seed 7321014
/// (session 28) differs from the interpreter because a callee's `v_writelane_b32` wrote lane 1
/// of a VGPR while lane 1 was inactive at the call site and held a live value of the caller, as
/// the hardware does (an llc-19 miscompile: AMDGPUUsage has a callee preserve the inactive
/// lanes of every VGPR).
#[test]
fn writelane_writes_the_selected_lane_whatever_exec() {
    for (cpu, w64) in [
        ("gfx600", true),
        ("gfx700", true),
        ("gfx803", true),
        ("gfx900", true),
        ("gfx90a", true),
        ("gfx942", true),
        ("gfx1030", false),
        ("gfx1030", true),
        ("gfx1100", false),
        ("gfx1100", true),
    ] {
        let lanes = if w64 { 64 } else { 32 };
        let all = if w64 { u64::MAX } else { 0xffff_ffff };
        // One SGPR is both the value and the lane select (one constant-bus read on GFX6-9):
        // the selected lane is 1 (5 or 6 low bits); EXEC has it on, off, or no lane on.
        for sel in [1, lanes + 1, 0x100 + 1] {
            for exec in [all, all & !2, all & 1, 0] {
                let src = format!(
                    "s_mov_b32 s4, {sel}\nv_writelane_b32 v1, s4, s4\nv_readlane_b32 s6, v1, s4"
                );
                let w = run(cpu, w64, &src, exec, |r, l| (r as u32) << 16 | l).unwrap();
                for l in 0..lanes {
                    let want = if l == 1 { sel } else { 1 << 16 | l };
                    assert_eq!(
                        w.vreg(1, l),
                        want,
                        "{cpu} w64={w64} sel {sel} exec {exec:x} lane {l}"
                    );
                }
                assert_eq!(w.sreg(6), sel, "{cpu} w64={w64} sel {sel} exec {exec:x}");
            }
        }
    }
}
