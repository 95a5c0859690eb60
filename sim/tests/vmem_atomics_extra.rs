//! Vector-memory atomics beyond the integer set (issue 16): `*_atomic_fcmpswap[_x2]` (GFX11
//! `*_atomic_cmpswap_f32`: a float compare, so +0 matches -0 and a NaN never matches),
//! `*_atomic_csub[_u32]` (GFX10.3/GFX11: `old >= data ? old - data : 0`) and
//! `*_atomic_pk_add_f16/bf16` (gfx908+), on every processor with each row; expected values
//! worked out here from those definitions.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;

/// Run `lines` on lane 0 with v[2:3] = the address of a 64-byte buffer whose dwords are
/// `init`, and s[4:7] a resource over it; (buffer dwords, v0..v7 of lane 0).
fn run(p: &str, init: [u32; 4], lines: &[String]) -> ([u32; 4], [u32; 8]) {
    let target = Target::new(processor(p).unwrap());
    let mut bytes = Vec::new();
    let post = ["s_waitcnt vmcnt(0)".to_string(), "s_endpgm".to_string()];
    for l in lines.iter().chain(&post) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{p}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode_for(&bytes, 0x1000, target.processor.isa, true, Some(p));
    let mut mem = Memory::new();
    let buf = mem.alloc(
        "buffer",
        init.iter().flat_map(|x| x.to_le_bytes()).collect(),
    );
    let mut w = Wave::new(0, 64, 32, 32, if p == "gfx1100" { 125 } else { 124 }, true);
    w.set_exec(1);
    w.set_vreg(2, 0, buf as u32);
    w.set_vreg(3, 0, (buf >> 32) as u32);
    w.sgpr[4] = buf as u32;
    w.sgpr[5] = (buf >> 32) as u32 & 0xffff;
    w.sgpr[6] = 16;
    // GFX10+: OOB_SELECT raw (3 << 28): NUM_RECORDS bounds the byte offset.
    w.sgpr[7] = if p == "gfx1100" {
        22 << 12 | 3 << 28
    } else if p.starts_with("gfx10") {
        0x27000 | 3 << 28
    } else {
        0x27000
    };
    let mut lds = Lds { data: Vec::new() };
    run_wave(&mut w, &prog, &mut mem, &mut lds).unwrap_or_else(|e| panic!("{p}: {}", e.message));
    let mut out = [0u8; 16];
    mem.read(buf, &mut out).unwrap();
    (
        std::array::from_fn(|k| u32::from_le_bytes(out[4 * k..4 * k + 4].try_into().unwrap())),
        std::array::from_fn(|r| w.vreg(r as u16, 0)),
    )
}

fn has(p: &str, m: &str) -> bool {
    let pr = gfxc_isa::processor(p).unwrap();
    gfxc_isa::table::table(pr.isa)
        .defs
        .iter()
        .any(|d| d.mnemonic == m && gfxc_isa::table::available(pr.name, d))
}

const ALL: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

#[test]
fn float_compare_swap() {
    let mut n = 0;
    for p in ALL {
        // Memory -0.0, compare +0.0: a match.
        let init = [0x8000_0000, 0, 0, 0];
        let forms: Vec<(String, String)> = [
            ("global_atomic_fcmpswap", "v1, v[2:3], v[4:5], off glc"),
            ("global_atomic_cmpswap_f32", "v1, v[2:3], v[4:5], off glc"),
            ("flat_atomic_fcmpswap", "v1, v[2:3], v[4:5] glc"),
            ("buffer_atomic_fcmpswap", "v[4:5], off, s[4:7], 0 glc"),
        ]
        .iter()
        .filter(|(m, _)| has(p, m))
        .map(|(m, o)| (m.to_string(), o.to_string()))
        .collect();
        for (m, ops) in forms {
            let l = vec![
                "v_mov_b32 v4, 1.0".to_string(),
                "v_mov_b32 v5, 0".to_string(),
                format!("{m} {ops}"),
            ];
            let (mem, v) = run(p, init, &l);
            let ret = if m.starts_with("buffer") { v[4] } else { v[1] };
            assert_eq!((mem[0], ret), (0x3f80_0000, 0x8000_0000), "{p} {m}");
            // A NaN compare value does not match a NaN in memory.
            let l = vec![
                "v_mov_b32 v4, 1.0".to_string(),
                "v_mov_b32 v5, 0x7fc00000".to_string(),
                format!("{m} {ops}"),
            ];
            let (mem, _) = run(p, [0x7fc0_0000, 0, 0, 0], &l);
            assert_eq!(mem[0], 0x7fc0_0000, "{p} {m}");
            n += 1;
        }
        if has(p, "buffer_atomic_fcmpswap_x2") {
            // 64-bit: memory (dwords 0..1) -0.0; compare +0.0 matches.
            let l = vec![
                "v_mov_b32 v4, 0".to_string(),
                "v_mov_b32 v5, 0x3ff00000".to_string(),
                "v_mov_b32 v6, 0".to_string(),
                "v_mov_b32 v7, 0".to_string(),
                "buffer_atomic_fcmpswap_x2 v[4:7], off, s[4:7], 0 glc".to_string(),
            ];
            let (mem, v) = run(p, [0, 0x8000_0000, 0, 0], &l);
            assert_eq!(
                (mem[0], mem[1], v[4], v[5]),
                (0, 0x3ff0_0000, 0, 0x8000_0000),
                "{p}"
            );
            n += 1;
        }
    }
    assert!(n >= 12, "{n}");
}

#[test]
fn csub_and_pk_add() {
    let mut n = 0;
    for p in ALL {
        for m in ["global_atomic_csub", "global_atomic_csub_u32"] {
            if has(p, m) {
                let l = vec![
                    "v_mov_b32 v4, 5".to_string(),
                    format!("{m} v1, v[2:3], v4, off glc"),
                    "s_waitcnt vmcnt(0)".to_string(),
                    format!("{m} v6, v[2:3], v4, off offset:4 glc"),
                ];
                let (mem, v) = run(p, [7, 3, 0, 0], &l);
                assert_eq!((mem[0], v[1], mem[1], v[6]), (2, 7, 0, 3), "{p} {m}");
                n += 1;
            }
        }
        let glc = if p == "gfx942" { "sc0" } else { "glc" };
        if has(p, "global_atomic_pk_add_f16") {
            let l = vec![
                "v_mov_b32 v4, 0x40003c00".to_string(),
                format!("global_atomic_pk_add_f16 v1, v[2:3], v4, off {glc}"),
            ];
            let (mem, v) = run(p, [0x3c00_4000, 0, 0, 0], &l);
            assert_eq!((mem[0], v[1]), (0x4200_4200, 0x3c00_4000), "{p}");
            n += 1;
        }
        if has(p, "global_atomic_pk_add_bf16") {
            let l = vec![
                "v_mov_b32 v4, 0x40003f80".to_string(),
                format!("global_atomic_pk_add_bf16 v1, v[2:3], v4, off {glc}"),
            ];
            let (mem, _) = run(p, [0x3f80_4000, 0, 0, 0], &l);
            assert_eq!(mem[0], 0x4040_4040, "{p}");
            n += 1;
        }
        if has(p, "buffer_atomic_pk_add_f16") {
            let l = vec![
                "v_mov_b32 v4, 0x3c003c00".to_string(),
                "buffer_atomic_pk_add_f16 v4, off, s[4:7], 0".to_string(),
            ];
            let (mem, _) = run(p, [0x3c00_4000, 0, 0, 0], &l);
            assert_eq!(mem[0], 0x4000_4200, "{p}");
            n += 1;
        }
    }
    assert!(n >= 8, "{n}");
}
