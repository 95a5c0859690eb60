//! DPP execution (DPP16 on GFX9/GFX10/GFX11, DPP8 on GFX10+): each case assembles one
//! `*_dpp` instruction with gfxc-isa, runs it on a wave whose v0 holds `1000 + lane` and v1
//! `0xdead0000 + lane`, and compares every lane of the destination with the lane the ISA says
//! it reads (MI100 ISA §6.4 and the RDNA ISA DPP tables), including masked rows/banks, invalid
//! source lanes with and without `bound_ctrl`, and inactive lanes.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::{step, Ctx};
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::stats::Stats;
use gfxc_sim::wave::Wave;

/// Run `text` on `proc` (wave64 unless `w32`) with EXEC = `exec`; return v1 and v2 per lane.
fn run(proc: &str, w32: bool, text: &str, exec: u64) -> Vec<(u32, u32)> {
    let mut target = Target::new(processor(proc).unwrap());
    target.wavefrontsize64 = !w32;
    let inst = gfxc_isa::parse::parse_inst(text, &target, 0)
        .unwrap_or_else(|e| panic!("{proc}: {text}: {}", e.msg));
    let mut bytes = gfxc_isa::codec::encode(&inst, 0).unwrap().to_vec();
    bytes.extend_from_slice(&0xbf81_0000u32.to_le_bytes());
    let lanes = if w32 { 32 } else { 64 };
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, !w32);
    let mut w = Wave::new(0, lanes, 8, 0, 125, true);
    w.gen10 = target.processor.generation.is_gfx10_plus();
    for l in 0..lanes {
        w.set_vreg(0, l, 1000 + l);
        w.set_vreg(1, l, 0xdead_0000 + l);
        w.set_vreg(2, l, 0xbeef_0000 + l);
    }
    w.set_exec(exec);
    let (mut mem, mut lds, mut stats) = (Memory::new(), Lds { data: Vec::new() }, Stats::default());
    let mut cx = Ctx {
        prog: &prog,
        mem: &mut mem,
        lds: &mut lds,
        stats: &mut stats,
        private_size: 0,
        clock: 0,
    };
    step(&mut w, &mut cx).unwrap_or_else(|e| panic!("{proc}: {text}: {}", e.message));
    (0..lanes).map(|l| (w.vreg(1, l), w.vreg(2, l))).collect()
}

/// Expected v1 of `v_mov_b32_dpp v1, v0`: `src(l)` = Some(lane read) or None (not written).
fn check_mov(proc: &str, w32: bool, ctrl: &str, exec: u64, src: impl Fn(u32) -> Option<u32>) {
    let text = format!("v_mov_b32_dpp v1, v0 {ctrl}");
    let got = run(proc, w32, &text, exec);
    for (l, &(v1, _)) in got.iter().enumerate() {
        let l = l as u32;
        let want = if exec >> l & 1 == 0 {
            0xdead_0000 + l
        } else {
            match src(l) {
                Some(0xffff_ffff) => 0,
                Some(s) => 1000 + s,
                None => 0xdead_0000 + l,
            }
        };
        assert_eq!(v1, want, "{proc}: `{text}` lane {l}");
    }
}

const ALL: u64 = u64::MAX;

#[test]
fn dpp16_gfx9() {
    let p = "gfx900";
    let f = "row_mask:0xf bank_mask:0xf";
    check_mov(p, false, &format!("quad_perm:[1,0,3,2] {f}"), ALL, |l| {
        Some(l ^ 1)
    });
    check_mov(p, false, &format!("quad_perm:[3,3,3,3] {f}"), ALL, |l| {
        Some(l | 3)
    });
    check_mov(p, false, &format!("row_shr:1 {f}"), ALL, |l| {
        (l % 16 >= 1).then(|| l - 1)
    });
    check_mov(p, false, &format!("row_shr:3 {f} bound_ctrl:1"), ALL, |l| {
        Some(if l % 16 >= 3 { l - 3 } else { 0xffff_ffff })
    });
    check_mov(p, false, &format!("row_shl:2 {f}"), ALL, |l| {
        (l % 16 < 14).then(|| l + 2)
    });
    check_mov(p, false, &format!("row_ror:4 {f}"), ALL, |l| {
        Some((l & !15) + (l + 12) % 16)
    });
    check_mov(p, false, &format!("row_mirror {f}"), ALL, |l| {
        Some((l & !15) + 15 - l % 16)
    });
    check_mov(p, false, &format!("row_half_mirror {f}"), ALL, |l| {
        Some((l & !7) + 7 - l % 8)
    });
    check_mov(p, false, &format!("wave_shr:1 {f}"), ALL, |l| {
        l.checked_sub(1)
    });
    check_mov(p, false, &format!("wave_rol:1 {f}"), ALL, |l| {
        Some((l + 1) % 64)
    });
    check_mov(
        p,
        false,
        "row_bcast:15 row_mask:0xa bank_mask:0xf",
        ALL,
        |l| (l / 16 % 2 == 1).then(|| (l & !15) - 1),
    );
    check_mov(
        p,
        false,
        "row_bcast:31 row_mask:0xc bank_mask:0xf",
        ALL,
        |l| (l >= 32).then_some(31),
    );
    // Masked banks and rows are not written.
    check_mov(
        p,
        false,
        "quad_perm:[0,0,0,0] row_mask:0x5 bank_mask:0x2",
        ALL,
        |l| (l / 16 % 2 == 0 && (l / 4) % 4 == 1).then_some(l & !3),
    );
    // An inactive source lane is invalid: without bound_ctrl the lane keeps its value.
    let exec = 0xffff_ffff_ffff_fffe; // lane 0 off
    check_mov(p, false, &format!("row_shr:1 {f}"), exec, |l| {
        (l % 16 >= 1 && l != 1).then(|| l - 1)
    });
    // src0 is the only DPP operand; src1 reads the lane itself.
    let got = run(
        p,
        false,
        &format!("v_add_u32_dpp v2, v0, v1 row_shr:1 {f}"),
        ALL,
    );
    for (l, &(_, v2)) in got.iter().enumerate() {
        let l = l as u32;
        let want = if l % 16 >= 1 {
            (1000 + l - 1).wrapping_add(0xdead_0000 + l)
        } else {
            0xbeef_0000 + l
        };
        assert_eq!(v2, want, "v_add_u32_dpp lane {l}");
    }
}

#[test]
fn dpp_source_is_read_before_any_lane_writes() {
    // Destination = source: every lane reads its neighbour's old value.
    let got = run(
        "gfx900",
        false,
        "v_mov_b32_dpp v1, v1 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
        ALL,
    );
    for (l, &(v1, _)) in got.iter().enumerate() {
        assert_eq!(v1, 0xdead_0000 + (l as u32 ^ 1), "lane {l}");
    }
}

#[test]
fn dpp16_and_dpp8_gfx10_gfx11() {
    for (p, w32) in [("gfx1030", true), ("gfx1100", true), ("gfx1100", false)] {
        let n = if w32 { 32 } else { 64 };
        let all = if w32 { 0xffff_ffff } else { ALL };
        let f = "row_mask:0xf bank_mask:0xf";
        check_mov(p, w32, &format!("row_share:3 {f}"), all, |l| {
            Some((l & !15) + 3)
        });
        check_mov(p, w32, &format!("row_xmask:5 {f}"), all, |l| {
            Some((l & !15) + ((l % 16) ^ 5))
        });
        check_mov(p, w32, &format!("row_shl:1 {f}"), all, |l| {
            (l % 16 < 15).then(|| l + 1)
        });
        check_mov(p, w32, "dpp8:[7,6,5,4,3,2,1,0]", all, |l| {
            Some((l & !7) + 7 - l % 8)
        });
        // Lane 1 inactive: lanes 0-7 read it as 0 (no FI).
        check_mov(p, w32, "dpp8:[1,1,1,1,1,1,1,1]", all & !2, |l| {
            Some(if l < 8 { 0xffff_ffff } else { (l & !7) + 1 })
        });
        assert!(n == 32 || n == 64);
    }
}
