//! The bit-count instructions that add an accumulator (`v_bcnt_u32_b32`,
//! `v_mbcnt_lo_u32_b32`, `v_mbcnt_hi_u32_b32`: `D = popcount(S0 & mask) + S1`) wrap at 32
//! bits, as the ISA manuals' pseudocode computes in a 32-bit destination. The simulator added
//! in `u32` and panicked on the overflow in debug builds (found by `gfxc fuzz`: a generated
//! `amdgcn.mbcnt.lo` whose accumulator was a random input word). Every generation, wave32
//! and wave64, accumulators next to 2^32, masks of every density.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;

/// Runs `inst` (`v2 = op v0, v1`) then `s_endpgm` with v0 = `mask(lane)` and
/// v1 = `acc(lane)`; returns v2 per lane.
fn run(proc: &str, w64: bool, inst: &str, mask: u32, acc: &dyn Fn(usize) -> u32) -> Vec<u32> {
    let mut target = Target::new(processor(proc).unwrap());
    target.wavefrontsize64 = w64;
    let mut bytes = Vec::new();
    for text in [inst, "s_endpgm"] {
        let i = gfxc_isa::parse::parse_inst(text, &target, 0)
            .unwrap_or_else(|e| panic!("{proc}: {text}: {e:?}"));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&i, 0).unwrap());
    }
    let lanes = if w64 { 64 } else { 32 };
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, w64);
    let m0 = gfxc_isa::regs::m0_code(target.processor.generation) as usize;
    let mut w = Wave::new(0, lanes, 8, 0, m0, true);
    for l in 0..lanes {
        w.set_vreg(0, l, mask);
        w.set_vreg(1, l, acc(l as usize));
    }
    w.set_exec(if w64 { u64::MAX } else { 0xffff_ffff });
    let (mut mem, mut lds) = (Memory::new(), Lds { data: Vec::new() });
    run_wave(&mut w, &prog, &mut mem, &mut lds)
        .unwrap_or_else(|e| panic!("{proc} w64={w64}: {inst}: {e:?}"));
    (0..lanes).map(|l| w.vreg(2, l)).collect()
}

#[test]
fn bit_counts_with_accumulator_wrap_at_32_bits() {
    let mut fails = Vec::new();
    let procs = [
        ("gfx600", false),
        ("gfx700", false),
        ("gfx803", false),
        ("gfx900", false),
        ("gfx908", false),
        ("gfx90a", false),
        ("gfx942", false),
        ("gfx1010", true),
        ("gfx1030", true),
        ("gfx1100", true),
    ];
    for (proc, has_w32) in procs {
        for w64 in [true, false] {
            if !w64 && !has_w32 {
                continue;
            }
            for mask in [0u32, 1, 0x8000_0001, 0x5555_5555, u32::MAX] {
                // Accumulators from 2^32 - 40 up: the sums cross 2^32 on some lanes.
                let acc = |l: usize| (u32::MAX - 40).wrapping_add(l as u32);
                for op in ["v_bcnt_u32_b32", "v_mbcnt_lo_u32_b32", "v_mbcnt_hi_u32_b32"] {
                    // The lanes below this one (mbcnt) within the op's half of the mask.
                    let want = |l: usize| -> u32 {
                        let below = |n: usize| ((1u64 << n.min(32)) - 1) as u32;
                        match op {
                            "v_bcnt_u32_b32" => mask.count_ones(),
                            "v_mbcnt_lo_u32_b32" => (mask & below(l)).count_ones(),
                            _ => (mask & below(l.saturating_sub(32))).count_ones(),
                        }
                    };
                    let inst = format!("{op} v2, v0, v1");
                    let got = run(proc, w64, &inst, mask, &acc);
                    for (l, g) in got.iter().enumerate() {
                        let w = want(l).wrapping_add(acc(l));
                        if *g != w {
                            fails.push(format!(
                                "{proc} w64={w64} {op} mask {mask:#x} lane {l}: {g:#x}, want {w:#x}"
                            ));
                        }
                    }
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
