//! The DS forms beyond plain loads, stores and atomics (issue 16), on every processor that has
//! each row: `ds_mskor*`, `ds_wrxchg2*_rtn` / `ds_storexchg_2addr*_rtn`, `ds_condxchg32_rtn_b64`,
//! `ds_wrap_rtn_b32`, the `*_src2_*` family, `ds_pk_add*_f16/bf16`, the `addtid` loads and
//! stores and `ds_nop`. Expected LDS contents and returned values are worked out here from the
//! CDNA pseudocode (mskor, wrxchg2, condxchg32, wrap, pk_add, addtid) and the GFX9 ISA
//! description of `src2` (`B = A + size * idx`).

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;

/// Run `lines` on a wave64 of `proc` with `exec` lanes, v0 = 0 (the LDS address), LDS 64 KiB
/// whose dword k holds `init(k)`; (LDS, v registers of lane 0 v0..v15).
fn run(proc: &str, exec: u64, init: &dyn Fn(u32) -> u32, lines: &[&str]) -> (Vec<u8>, Wave) {
    let target = Target::new(processor(proc).unwrap());
    let mut bytes = Vec::new();
    let m0 = if proc == "gfx600" || proc == "gfx700" || proc == "gfx803" {
        vec!["s_mov_b32 m0, -1"]
    } else {
        vec![]
    };
    for l in m0
        .iter()
        .chain(lines)
        .copied()
        .chain(["s_waitcnt lgkmcnt(0)", "s_endpgm"])
    {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{proc}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, true);
    let mut mem = Memory::new();
    // M0 is SGPR 124 before GFX11 and SGPR 125 on GFX11.
    let m0 = if proc == "gfx1100" { 125 } else { 124 };
    let mut w = Wave::new(0, 64, 32, 32, m0, true);
    w.set_exec(exec);
    let mut lds = Lds {
        data: (0..16384u32).flat_map(|k| init(k).to_le_bytes()).collect(),
    };
    run_wave(&mut w, &prog, &mut mem, &mut lds).unwrap_or_else(|e| panic!("{proc}: {}", e.message));
    (lds.data, w)
}

fn dw(b: &[u8], byte: usize) -> u32 {
    u32::from_le_bytes(b[byte..byte + 4].try_into().unwrap())
}

const ALL: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

fn has(proc: &str, mnemonic: &str) -> bool {
    let p = gfxc_isa::processor(proc).unwrap();
    gfxc_isa::table::table(p.isa)
        .defs
        .iter()
        .any(|d| d.mnemonic == mnemonic && gfxc_isa::table::available(p.name, d))
}

#[test]
fn mskor_wrap_condxchg() {
    let mut n = 0;
    for p in ALL {
        let g11 = p == "gfx1100";
        if has(p, "ds_mskor_rtn_b32") {
            let (l, w) = run(
                p,
                1,
                &|_| 0xf0f0_f0f0,
                &[
                    "v_mov_b32 v1, 0xffff",
                    "v_mov_b32 v2, 0x1234",
                    "ds_mskor_rtn_b32 v3, v0, v1, v2",
                ],
            );
            assert_eq!((dw(&l, 0), w.vreg(3, 0)), (0xf0f0_1234, 0xf0f0_f0f0), "{p}");
            n += 1;
        }
        if has(p, "ds_wrap_rtn_b32") {
            // dword 4 = 10 >= 3: 7; dword 5 = 2 < 3: 2 + 100.
            let (l, w) = run(
                p,
                1,
                &|k| if k == 4 { 10 } else { 2 },
                &[
                    "v_mov_b32 v1, 3",
                    "v_mov_b32 v2, 100",
                    "ds_wrap_rtn_b32 v3, v0, v1, v2 offset:16",
                    "ds_wrap_rtn_b32 v4, v0, v1, v2 offset:20",
                ],
            );
            assert_eq!(
                (dw(&l, 16), w.vreg(3, 0), dw(&l, 20), w.vreg(4, 0)),
                (7, 10, 102, 2),
                "{p}"
            );
            n += 1;
        }
        if has(p, "ds_condxchg32_rtn_b64") {
            // Pair at bytes 8..16 = (5, 6); data {0x80000007, 8}: the first dword becomes 7.
            let (l, w) = run(
                p,
                1,
                &|k| k + 3,
                &[
                    "v_mov_b32 v6, 0x80000007",
                    "v_mov_b32 v7, 8",
                    "ds_condxchg32_rtn_b64 v[4:5], v0, v[6:7] offset:12",
                ],
            );
            assert_eq!(
                (dw(&l, 8), dw(&l, 12), w.vreg(4, 0), w.vreg(5, 0)),
                (7, 6, 5, 6),
                "{p}"
            );
            n += 1;
        }
        let x2 = if g11 {
            "ds_storexchg_2addr_rtn_b32"
        } else {
            "ds_wrxchg2_rtn_b32"
        };
        if has(p, x2) {
            let (l, w) = run(
                p,
                1,
                &|k| 100 + k,
                &[
                    "v_mov_b32 v1, 7",
                    "v_mov_b32 v2, 9",
                    &format!("{x2} v[4:5], v0, v1, v2 offset0:1 offset1:3"),
                ],
            );
            assert_eq!(
                (dw(&l, 4), dw(&l, 12), w.vreg(4, 0), w.vreg(5, 0)),
                (7, 9, 101, 103),
                "{p}"
            );
            n += 1;
        }
        let x2s = if g11 {
            "ds_storexchg_2addr_stride64_rtn_b64"
        } else {
            "ds_wrxchg2st64_rtn_b64"
        };
        if has(p, x2s) {
            // Units of 64 * 8 bytes: qwords at bytes 512 and 1024.
            let (l, w) = run(
                p,
                1,
                &|k| k,
                &[
                    "v_mov_b32 v4, 1",
                    "v_mov_b32 v5, 2",
                    "v_mov_b32 v6, 3",
                    "v_mov_b32 v7, 4",
                    &format!("{x2s} v[8:11], v0, v[4:5], v[6:7] offset0:1 offset1:2"),
                ],
            );
            assert_eq!(
                (dw(&l, 512), dw(&l, 516), dw(&l, 1024), dw(&l, 1028)),
                (1, 2, 3, 4),
                "{p}"
            );
            let r: Vec<u32> = (8..12).map(|v| w.vreg(v, 0)).collect();
            assert_eq!(r, [128, 129, 256, 257], "{p}");
            n += 1;
        }
    }
    assert!(n >= 25, "{n}");
}

#[test]
fn src2_forms() {
    let mut n = 0;
    for p in ALL {
        if !has(p, "ds_add_src2_u32") {
            continue;
        }
        // A = 0x40 (dword 16 = 16): offset 4 -> B = A + 16 (dword 20 = 20): 36.
        // offset bit 15 set: idx = A[31:17] = 0 -> B = A: max(x, x) = x.
        // u64: A = 0x80, offset 2 -> B = A + 16.
        let (l, _) = run(
            p,
            1,
            &|k| k,
            &[
                "v_mov_b32 v0, 0x40",
                "ds_add_src2_u32 v0 offset:4",
                "v_mov_b32 v0, 0x60",
                "ds_max_src2_u32 v0 offset:32772",
                "v_mov_b32 v0, 0x80",
                "ds_write_src2_b64 v0 offset:2",
                "v_mov_b32 v0, 0xc0",
                "ds_rsub_src2_u32 v0 offset:0x7fff",
            ],
        );
        assert_eq!(dw(&l, 0x40), 36, "{p}");
        assert_eq!(dw(&l, 0x60), 24, "{p}");
        assert_eq!((dw(&l, 0x80), dw(&l, 0x84)), (36, 37), "{p}");
        // offset 0x7fff = idx -1: B = A - 4 (dword 47); rsub: B - A = 47 - 48.
        assert_eq!(dw(&l, 0xc0), u32::MAX, "{p}");
        n += 1;
    }
    assert!(n >= 6, "{n}");
}

#[test]
fn addtid_pk_add_nop() {
    let mut n = 0;
    for p in ALL {
        let (wr, rd) = if p == "gfx1100" {
            ("ds_store_addtid_b32", "ds_load_addtid_b32")
        } else {
            ("ds_write_addtid_b32", "ds_read_addtid_b32")
        };
        if has(p, wr) {
            // Lane l writes v1 = 1024 + l at M0 + 16 + 4 l, then reads M0 + 16 + 4 l back.
            let (l, w) = run(
                p,
                u64::MAX,
                &|_| 0,
                &[
                    "v_mbcnt_lo_u32_b32 v1, -1, 0",
                    "v_mbcnt_hi_u32_b32 v1, -1, v1",
                    "v_or_b32 v1, 0x400, v1",
                    "s_mov_b32 m0, 0x100",
                    "s_nop 0",
                    &format!("{wr} v1 offset:16"),
                    "s_waitcnt lgkmcnt(0)",
                    "v_mov_b32 v5, 0",
                    "s_mov_b32 m0, 0x104",
                    "s_nop 0",
                    &format!("{rd} v3 offset:16"),
                ],
            );
            for lane in 0..64 {
                assert_eq!(dw(&l, 0x110 + 4 * lane), 1024 + lane as u32, "{p}");
            }
            assert_eq!((w.vreg(3, 0), w.vreg(3, 62)), (1025, 1087), "{p}");
            n += 1;
        }
        if has(p, "ds_pk_add_rtn_f16") {
            let (l, w) = run(
                p,
                1,
                &|_| 0x3c00_4000,
                &[
                    "v_mov_b32 v1, 0x40003c00",
                    "ds_pk_add_rtn_f16 v3, v0, v1",
                    "v_mov_b32 v2, 0x40003f80",
                    "ds_pk_add_bf16 v0, v2 offset:4",
                ],
            );
            // f16: (2 + 1, 1 + 2) = 3.0 = 0x4200 in both halves.
            assert_eq!((dw(&l, 0), w.vreg(3, 0)), (0x4200_4200, 0x3c00_4000), "{p}");
            // bf16: 0x4000 (2.0) + 0x3f80 (1.0) = 0x4040 (3.0); 0x3c00 (2^-7) + 0x4000 (2.0)
            // = 2 (1 + 2^-8): a tie at 8 bits of mantissa, to even: 0x4000.
            assert_eq!(dw(&l, 4) & 0xffff, 0x4040, "{p}");
            assert_eq!(dw(&l, 4) >> 16, 0x4000, "{p}");
            n += 1;
        }
        if has(p, "ds_nop") {
            run(p, u64::MAX, &|_| 0, &["ds_nop"]);
            n += 1;
        }
    }
    assert!(n >= 14, "{n}");
}

/// `ds_append` / `ds_consume`: the counter at `M0[15:0] + offset` moves by the number of
/// active lanes; every active lane reads the old value (on every processor).
#[test]
fn append_consume() {
    for p in ALL {
        let exec = 0x0000_00ff_0000_000f; // 12 lanes
        let (l, w) = run(
            p,
            exec,
            &|k| if k == 0x44 { 100 } else { 0 },
            &[
                "s_mov_b32 m0, 0x100",
                "s_nop 0",
                "ds_append v3 offset:16",
                "s_waitcnt lgkmcnt(0)",
                "ds_consume v4 offset:16",
            ],
        );
        assert_eq!(dw(&l, 0x110), 100, "{p}: +12 - 12");
        assert_eq!(
            (w.vreg(3, 0), w.vreg(3, 35), w.vreg(4, 3)),
            (100, 100, 112),
            "{p}"
        );
        assert_eq!(w.vreg(3, 5), 0, "{p}: an inactive lane is not written");
    }
}
