//! `null` (SGPR_NULL: 125 on GFX10, 124 on GFX11) as a destination drops the write whatever
//! its width, and reads 0. A 64-bit lane mask written to `null` in wave64 (llc-19 sinks the
//! carry-out of `v_mad_u64_u32` there) once reached the next code: EXEC_LO on GFX10 (lanes 0-31
//! switched off, their stores silently lost: llc-19's calls on gfx1030+wavefrontsize64) and M0
//! on GFX11. Every VALU form with a mask destination is run with `null` on gfx1030 and gfx1100,
//! wave32 and wave64: EXEC, M0 and VCC must be unchanged and `null` must still read 0.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::{Wave, EXEC, VCC};

const M0_SENTINEL: u32 = 0x1234_5678;
const VCC_SENTINEL: u64 = 0x0f0f_0f0f_f0f0_f0f0;

/// The forms, with llvm-mc-19's encodings for gfx1030 and gfx1100 (gfxc's assembler does not
/// take `null` as a VOP3 SDST yet).
const FORMS: &[(&str, [u8; 8], [u8; 8])] = &[
    (
        "v_mad_u64_u32 v[4:5], null, v0, 4, s[0:1]",
        [0x04, 0x7d, 0x76, 0xd5, 0x00, 0x09, 0x01, 0x00],
        [0x04, 0x7c, 0xfe, 0xd6, 0x00, 0x09, 0x01, 0x00],
    ),
    (
        "v_mad_i64_i32 v[4:5], null, v0, 4, s[0:1]",
        [0x04, 0x7d, 0x77, 0xd5, 0x00, 0x09, 0x01, 0x00],
        [0x04, 0x7c, 0xff, 0xd6, 0x00, 0x09, 0x01, 0x00],
    ),
    (
        "v_add_co_u32 v4, null, v0, v1",
        [0x04, 0x7d, 0x0f, 0xd7, 0x00, 0x03, 0x02, 0x00],
        [0x04, 0x7c, 0x00, 0xd7, 0x00, 0x03, 0x02, 0x00],
    ),
    (
        "v_sub_co_u32 v4, null, v0, v1",
        [0x04, 0x7d, 0x10, 0xd7, 0x00, 0x03, 0x02, 0x00],
        [0x04, 0x7c, 0x01, 0xd7, 0x00, 0x03, 0x02, 0x00],
    ),
    (
        "v_subrev_co_u32 v4, null, v0, v1",
        [0x04, 0x7d, 0x19, 0xd7, 0x00, 0x03, 0x02, 0x00],
        [0x04, 0x7c, 0x02, 0xd7, 0x00, 0x03, 0x02, 0x00],
    ),
    (
        "v_div_scale_f32 v4, null, v0, v0, v1",
        [0x04, 0x7d, 0x6d, 0xd5, 0x00, 0x01, 0x06, 0x04],
        [0x04, 0x7c, 0xfc, 0xd6, 0x00, 0x01, 0x06, 0x04],
    ),
    (
        "v_div_scale_f64 v[4:5], null, v[0:1], v[0:1], v[0:1]",
        [0x04, 0x7d, 0x6e, 0xd5, 0x00, 0x01, 0x02, 0x04],
        [0x04, 0x7c, 0xfd, 0xd6, 0x00, 0x01, 0x02, 0x04],
    ),
    (
        "v_cmp_eq_u32_e64 null, v0, v1",
        [0x7d, 0x00, 0xc2, 0xd4, 0x00, 0x03, 0x02, 0x00],
        [0x7c, 0x00, 0x4a, 0xd4, 0x00, 0x03, 0x02, 0x00],
    ),
    (
        "v_cmp_lt_f32_e64 null, v0, v1",
        [0x7d, 0x00, 0x01, 0xd4, 0x00, 0x03, 0x02, 0x00],
        [0x7c, 0x00, 0x11, 0xd4, 0x00, 0x03, 0x02, 0x00],
    ),
    (
        "v_cmp_class_f32_e64 null, v0, v1",
        [0x7d, 0x00, 0x88, 0xd4, 0x00, 0x03, 0x02, 0x00],
        [0x7c, 0x00, 0x7e, 0xd4, 0x00, 0x03, 0x02, 0x00],
    ),
];

/// `v_mov_b32 v6, null` (llvm-mc-19).
const READ_NULL: [[u8; 4]; 2] = [[0x7d, 0x02, 0x0c, 0x7e], [0x7c, 0x02, 0x0c, 0x7e]];

/// Runs `code` then `s_endpgm` on a wave of `proc` with v0 = lane + 1, v1 = 3 * lane + 7,
/// s[0:1] = 0x1000, M0 and VCC set to sentinels.
fn run(proc: &str, w64: bool, code: &[u8]) -> Wave {
    let mut target = Target::new(processor(proc).unwrap());
    target.wavefrontsize64 = w64;
    let mut bytes = code.to_vec();
    let end = gfxc_isa::parse::parse_inst("s_endpgm", &target, 0).unwrap();
    bytes.extend_from_slice(&gfxc_isa::codec::encode(&end, 0).unwrap());
    let lanes = if w64 { 64 } else { 32 };
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, w64);
    let g = target.processor.generation;
    let m0 = gfxc_isa::regs::m0_code(g) as usize;
    let mut w = Wave::new(0, lanes, 8, 0, m0, true);
    w.gen10 = true;
    for l in 0..lanes {
        w.set_vreg(0, l, l + 1);
        w.set_vreg(1, l, 3 * l + 7);
    }
    w.sgpr[0] = 0x1000;
    w.sgpr[1] = 0;
    w.sgpr[m0] = M0_SENTINEL;
    w.set_mask(VCC, VCC_SENTINEL);
    w.set_exec(u64::MAX);
    let (mut mem, mut lds) = (Memory::new(), Lds { data: Vec::new() });
    run_wave(&mut w, &prog, &mut mem, &mut lds)
        .unwrap_or_else(|e| panic!("{proc} w64={w64}: {code:x?}: {e:?}"));
    w
}

#[test]
fn null_destinations_drop_writes_of_every_width() {
    let mut fails = Vec::new();
    for (k, proc) in ["gfx1030", "gfx1100"].into_iter().enumerate() {
        let g = processor(proc).unwrap().generation;
        let m0 = gfxc_isa::regs::m0_code(g) as usize;
        for w64 in [false, true] {
            let full = if w64 { u64::MAX } else { 0xffff_ffff };
            for (f, e10, e11) in FORMS {
                let mut code = if k == 0 { e10.to_vec() } else { e11.to_vec() };
                code.extend_from_slice(&READ_NULL[k]);
                let w = run(proc, w64, &code);
                let label = format!("{proc} wave{}: {f}", if w64 { 64 } else { 32 });
                if w.mask(EXEC) != full {
                    fails.push(format!("{label}: EXEC {:#x}", w.mask(EXEC)));
                }
                if w.sgpr[m0] != M0_SENTINEL {
                    fails.push(format!("{label}: M0 {:#x}", w.sgpr[m0]));
                }
                if w.mask(VCC) != VCC_SENTINEL & full {
                    fails.push(format!("{label}: VCC {:#x}", w.mask(VCC)));
                }
                let lanes = if w64 { 64 } else { 32 };
                if (0..lanes).any(|l| w.vreg(6, l) != 0) {
                    fails.push(format!("{label}: null read back non-zero"));
                }
            }
            // The value half of the carry form is still computed for every lane.
            let w = run(proc, w64, if k == 0 { &FORMS[0].1 } else { &FORMS[0].2 });
            let lanes = if w64 { 64 } else { 32 };
            for l in 0..lanes {
                let got = w.vreg(4, l) as u64 | (w.vreg(5, l) as u64) << 32;
                if got != 0x1000 + 4 * (l as u64 + 1) {
                    fails.push(format!(
                        "{proc} w64={w64}: v_mad_u64_u32 lane {l}: {got:#x}"
                    ));
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
