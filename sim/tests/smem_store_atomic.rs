//! GFX8-GFX10 scalar stores and atomics (`s_store_*`, `s_buffer_store_*`, `s_atomic_*`,
//! `s_buffer_atomic_*`; GFX9 ISA "Scalar Memory Operations"): SDATA to memory through a
//! 64-bit base or a buffer resource; an atomic returns the old value to SDATA with GLC (the
//! first dword(s) only for cmpswap, whose SDATA is {new, compare}). Run on every processor
//! that has the rows, the memory and registers they leave are checked against values worked
//! out here from the manual's definitions.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::{run_wave, step, Ctx};
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::stats::Stats;
use gfxc_sim::wave::Wave;

/// Run `lines` (strict) on a wave64 of `proc` with s[2:3] = the address of a 256-byte buffer
/// whose dword k holds k; the buffer bytes and SGPRs afterwards.
fn run(proc: &str, lines: &[&str]) -> (Vec<u8>, Vec<u32>) {
    let target = Target::new(processor(proc).unwrap());
    let mut bytes = Vec::new();
    for l in lines.iter().copied().chain(["s_endpgm"]) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{proc}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, true);
    let mut mem = Memory::new();
    let init: Vec<u8> = (0..64u32).flat_map(|k| k.to_le_bytes()).collect();
    let buf = mem.alloc("buffer", init);
    let mut w = Wave::new(0, 64, 32, 32, 124, true);
    w.set_exec(u64::MAX);
    w.sgpr[2] = buf as u32;
    w.sgpr[3] = (buf >> 32) as u32;
    let mut lds = Lds { data: Vec::new() };
    run_wave(&mut w, &prog, &mut mem, &mut lds).unwrap_or_else(|e| panic!("{proc}: {}", e.message));
    let mut out = vec![0u8; 256];
    mem.read(buf, &mut out).unwrap();
    (out, w.sgpr[..32].to_vec())
}

fn dw(b: &[u8], k: usize) -> u32 {
    u32::from_le_bytes(b[4 * k..4 * k + 4].try_into().unwrap())
}

#[test]
fn scalar_stores() {
    for p in ["gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010"] {
        let (m, _) = run(
            p,
            &[
                "s_mov_b32 s8, 0x11223344",
                "s_mov_b32 s9, 0x55667788",
                "s_store_dwordx2 s[8:9], s[2:3], 0x10",
                "s_mov_b32 s4, s2",
                "s_mov_b32 s5, s3",
                "s_mov_b32 s6, 0x100",
                "s_mov_b32 s7, 0",
                "s_buffer_store_dword s9, s[4:7], 0x24",
                "s_mov_b32 m0, 0x30",
                "s_store_dword s8, s[2:3], m0",
                "s_waitcnt lgkmcnt(0)",
            ],
        );
        assert_eq!((dw(&m, 4), dw(&m, 5)), (0x11223344, 0x55667788), "{p}");
        assert_eq!(
            (dw(&m, 8), dw(&m, 9), dw(&m, 12)),
            (8, 0x55667788, 0x11223344),
            "{p}"
        );
        assert_eq!((dw(&m, 3), dw(&m, 6)), (3, 6), "{p}: neighbours untouched");
    }
}

#[test]
fn scalar_atomics() {
    for p in ["gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010"] {
        let (m, s) = run(
            p,
            &[
                // dword 4 = 4: add 5 -> 9, returns 4.
                "s_mov_b32 s12, 5",
                "s_atomic_add s12, s[2:3], 0x10 glc",
                "s_waitcnt lgkmcnt(0)",
                // cmpswap {new 77, compare 9} on dword 4: swaps, returns 9 in s14 only.
                "s_mov_b32 s14, 77",
                "s_mov_b32 s15, 9",
                "s_atomic_cmpswap s[14:15], s[2:3], 0x10 glc",
                "s_waitcnt lgkmcnt(0)",
                // a failing compare (dword 5 = 5, compare 6): memory kept, old returned.
                "s_mov_b32 s16, 1",
                "s_mov_b32 s17, 6",
                "s_atomic_cmpswap s[16:17], s[2:3], 0x14 glc",
                "s_waitcnt lgkmcnt(0)",
                // 64-bit umax on dwords 6..7 (7 << 32 | 6) with 8 << 32: takes it, no return.
                "s_mov_b32 s18, 0",
                "s_mov_b32 s19, 8",
                "s_atomic_umax_x2 s[18:19], s[2:3], 0x18",
                // buffer atomics: xor dword 8 with 0xff (glc), smin dword 9 with -1.
                "s_mov_b32 s4, s2",
                "s_mov_b32 s5, s3",
                "s_mov_b32 s6, 0x100",
                "s_mov_b32 s7, 0",
                "s_mov_b32 s20, 0xff",
                "s_buffer_atomic_xor s20, s[4:7], 0x20 glc",
                "s_mov_b32 s21, -1",
                "s_buffer_atomic_smin s21, s[4:7], 0x24",
                "s_waitcnt lgkmcnt(0)",
            ],
        );
        assert_eq!((dw(&m, 4), s[12], s[14], s[15]), (77, 4, 9, 9), "{p}");
        assert_eq!((dw(&m, 5), s[16], s[17]), (5, 5, 6), "{p}");
        assert_eq!((dw(&m, 6), dw(&m, 7), s[18], s[19]), (0, 8, 0, 8), "{p}");
        assert_eq!((dw(&m, 8), s[20]), (8 ^ 0xff, 8), "{p}");
        assert_eq!((dw(&m, 9), s[21]), (u32::MAX, u32::MAX), "{p}");
    }
}

/// A scalar buffer store past `num_records` is refused.
#[test]
fn scalar_buffer_store_out_of_range_is_an_error() {
    let target = Target::new(processor("gfx900").unwrap());
    let lines = [
        "s_mov_b32 s6, 0x10",
        "s_buffer_store_dword s8, s[4:7], 0x20",
    ];
    let mut bytes = Vec::new();
    for l in lines.iter().copied().chain(["s_endpgm"]) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0).unwrap();
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, true);
    let mut mem = Memory::new();
    let mut w = Wave::new(0, 64, 32, 32, 124, true);
    w.set_exec(u64::MAX);
    let (mut lds, mut stats) = (Lds { data: Vec::new() }, Stats::default());
    let mut cx = Ctx {
        prog: &prog,
        mem: &mut mem,
        lds: &mut lds,
        stats: &mut stats,
        private_size: 0,
        clock: 0,
    };
    let mut err = None;
    while !w.done && err.is_none() {
        err = step(&mut w, &mut cx).err();
    }
    assert!(err.unwrap().message.contains("num_records"));
}
