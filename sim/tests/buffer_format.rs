//! Typed buffer loads and stores (`buffer_*_format_*`, `tbuffer_*`; `gfxc_sim::buffer_format`)
//! on every processor: each case puts a dword in memory, loads or stores it through a buffer
//! resource whose format (or the instruction's) is given by the codes each generation uses —
//! GFX6-GFX9 `(DATA_FORMAT, NUM_FORMAT)`, GFX10/GFX11 unified formats as llvm-mc-19 prints
//! them (`format:N` = `BUF_FMT_*`) — and compares with values worked out here from the
//! format definitions (UNORM `v / (2^n - 1)`, SNORM clamped at -1, defaults (0, 0, 0, 1),
//! DST_SEL, round-to-nearest-even stores).

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;

const ALL: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

/// The format code of `name` (`8_8_8_8_UNORM`, ...) on `p`: GFX6-GFX9 `dfmt | nfmt << 4` for
/// MTBUF and `(dfmt << 15) | (nfmt << 12)` in word 3; GFX10/GFX11 the unified number
/// (llvm-mc-19's `BUF_FMT_*` numbering), `<< 12` in word 3.
fn code(p: &str, name: &str) -> (u32, u32) {
    let g10 = matches!(p, "gfx1010" | "gfx1030");
    let g11 = p == "gfx1100";
    let (d, n, u10, u11) = match name {
        "8_8_8_8_UNORM" => (10, 0, 56, 42),
        "8_8_8_8_SNORM" => (10, 1, 57, 43),
        "16_16_UINT" => (5, 4, 27, 27),
        "16_16_SINT" => (5, 5, 28, 28),
        "16_16_USCALED" => (5, 2, 25, 25),
        "16_16_FLOAT" => (5, 7, 29, 29),
        "32_FLOAT" => (4, 7, 22, 22),
        "2_10_10_10_UINT" => (9, 4, 54, 40),
        "10_11_11_FLOAT" => (6, 7, 36, 30),
        _ => panic!("{name}"),
    };
    if g11 {
        (u11, u11 << 12)
    } else if g10 {
        (u10, u10 << 12)
    } else {
        (d | n << 4, d << 15 | n << 12)
    }
}

const IDENTITY: u32 = 4 | 5 << 3 | 6 << 6 | 7 << 9;

/// Run `lines` with s[4:7] = a resource over a 256-byte buffer (dword 4 = `word`) with word 3
/// `w3`; (buffer, v0..v3 of lane 0).
fn run(p: &str, word: u32, w3: u32, lines: &[String]) -> (Vec<u8>, [u32; 4]) {
    let target = Target::new(processor(p).unwrap());
    let mut bytes = Vec::new();
    let pre = [
        "s_mov_b32 s4, s2".to_string(),
        "s_and_b32 s5, s3, 0xffff".to_string(),
        "s_mov_b32 s6, 0x100".to_string(),
        // GFX10+: OOB_SELECT raw (word 3 bits 29:28 = 3), so that NUM_RECORDS = 0x100 bytes
        // bounds the offsets (OOB_SELECT 0 would check them against the stride, 0 here).
        format!(
            "s_mov_b32 s7, {:#x}",
            if p.starts_with("gfx1") {
                w3 | 3 << 28
            } else {
                w3
            }
        ),
    ];
    let post = ["s_waitcnt vmcnt(0)".to_string(), "s_endpgm".to_string()];
    for l in pre.iter().chain(lines).chain(&post) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{p}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode_for(&bytes, 0x1000, target.processor.isa, true, Some(p));
    let mut mem = Memory::new();
    let mut init = vec![0u8; 256];
    init[16..20].copy_from_slice(&word.to_le_bytes());
    init[20..24].copy_from_slice(&0xa5a5_a5a5u32.to_le_bytes());
    let buf = mem.alloc("buffer", init);
    let mut w = Wave::new(0, 64, 32, 32, if p == "gfx1100" { 125 } else { 124 }, true);
    w.set_exec(1);
    w.sgpr[2] = buf as u32;
    w.sgpr[3] = (buf >> 32) as u32;
    for r in 0..4 {
        w.set_vreg(r, 0, 0xdead_0000 + r as u32);
    }
    let mut lds = Lds { data: Vec::new() };
    run_wave(&mut w, &prog, &mut mem, &mut lds).unwrap_or_else(|e| panic!("{p}: {}", e.message));
    let mut out = vec![0u8; 256];
    mem.read(buf, &mut out).unwrap();
    (out, std::array::from_fn(|r| w.vreg(r as u16, 0)))
}

fn f(x: f32) -> u32 {
    x.to_bits()
}

/// `buffer_load_format_xyzw` with the resource format `name` on every processor.
fn load4(name: &str, word: u32, sel: u32) -> Vec<(String, [u32; 4])> {
    ALL.iter()
        .map(|p| {
            let (_, w3) = code(p, name);
            let l = vec!["buffer_load_format_xyzw v[0:3], off, s[4:7], 0 offset:16".to_string()];
            (p.to_string(), run(p, word, w3 | sel, &l).1)
        })
        .collect()
}

#[test]
fn format_loads_convert() {
    // 8_8_8_8 UNORM / SNORM of bytes (0x00, 0x80, 0xff, 0x40).
    for (p, v) in load4("8_8_8_8_UNORM", 0x40ff_8000, IDENTITY) {
        let want = [f(0.0), f(128.0 / 255.0), f(1.0), f(64.0 / 255.0)];
        assert_eq!(v, want, "{p}");
    }
    for (p, v) in load4("8_8_8_8_SNORM", 0x40ff_8000, IDENTITY) {
        let want = [f(0.0), f(-1.0), f(-1.0 / 127.0), f(64.0 / 127.0)];
        assert_eq!(v, want, "{p}");
    }
    // Two components: z, w read 0 and 1 (1.0 for the float-like formats).
    for (p, v) in load4("16_16_UINT", 0x8001_0002, IDENTITY) {
        assert_eq!(v, [2, 0x8001, 0, 1], "{p}");
    }
    for (p, v) in load4("16_16_SINT", 0x8001_0002, IDENTITY) {
        assert_eq!(v, [2, 0xffff_8001, 0, 1], "{p}");
    }
    for (p, v) in load4("16_16_USCALED", 0x8001_0002, IDENTITY) {
        assert_eq!(v, [f(2.0), f(32769.0), 0, f(1.0)], "{p}");
    }
    // 2_10_10_10 UINT: x bits 1:0, y 11:2, z 21:12, w 31:22.
    let word = 3 | 0x155 << 2 | 0x2aa << 12 | 0x3ff << 22;
    for (p, v) in load4("2_10_10_10_UINT", word, IDENTITY) {
        assert_eq!(v, [3, 0x155, 0x2aa, 0x3ff], "{p}");
    }
    // 10_11_11 FLOAT: x (10 bits) 1.0 = e 15; y (11 bits) 2.0 = e 16; z 0.
    for (p, v) in load4("10_11_11_FLOAT", 15 << 5 | (16 << 6) << 10, IDENTITY) {
        assert_eq!(v, [f(1.0), f(2.0), 0, f(1.0)], "{p}");
    }
    // DST_SEL: x <- w, y <- z, z <- 0, w <- 1.
    let sel = 7 | 6 << 3 | 1 << 9;
    for (p, v) in load4("8_8_8_8_UNORM", 0xff00_0000, sel) {
        assert_eq!(v, [f(1.0), 0, 0, f(1.0)], "{p}");
    }
}

#[test]
fn format_stores_and_tbuffer() {
    for p in ALL {
        // 8_8_8_8 UNORM store of (1.0, 0.5): bytes 255, 128 (127.5 to even); z, w kept.
        let (_, w3) = code(p, "8_8_8_8_UNORM");
        let l = vec![
            "v_mov_b32 v0, 1.0".to_string(),
            "v_mov_b32 v1, 0.5".to_string(),
            "buffer_store_format_xy v[0:1], off, s[4:7], 0 offset:16".to_string(),
        ];
        let (m, _) = run(p, 0x1122_3344, w3 | IDENTITY, &l);
        assert_eq!(&m[16..20], &[255, 128, 0x22, 0x11], "{p}");
        // tbuffer: the instruction's format (32 FLOAT) wins over the resource's (8_8_8_8).
        let (tf, _) = code(p, "32_FLOAT");
        let l = vec![
            format!("tbuffer_load_format_xy v[0:1], off, s[4:7], 0 format:{tf} offset:16"),
            "s_waitcnt vmcnt(0)".to_string(),
            format!("tbuffer_store_format_x v0, off, s[4:7], 0 format:{tf} offset:20"),
        ];
        let (m, v) = run(p, 0x3f80_0000, w3 | IDENTITY, &l);
        assert_eq!((v[0], v[1]), (f(1.0), 0), "{p}");
        assert_eq!(&m[20..24], &f(1.0).to_le_bytes(), "{p}");
    }
}

#[test]
fn d16_format_loads_and_stores() {
    for p in ALL {
        let pr = gfxc_isa::processor(p).unwrap();
        let t = gfxc_isa::table::table(pr.isa);
        let g11 = p == "gfx1100";
        let (ld, st, ldhi) = if g11 {
            (
                "buffer_load_d16_format_xy",
                "buffer_store_d16_format_x",
                "buffer_load_d16_hi_format_x",
            )
        } else {
            (
                "buffer_load_format_d16_xy",
                "buffer_store_format_d16_x",
                "buffer_load_format_d16_hi_x",
            )
        };
        if !t
            .defs
            .iter()
            .any(|d| d.mnemonic == ld && gfxc_isa::table::available(pr.name, d))
        {
            continue;
        }
        // gfx803: unpacked D16 (a VGPR per component).
        let unpacked = p == "gfx803";
        let (_, w3) = code(p, "16_16_FLOAT");
        let dst = if unpacked { "v[0:1]" } else { "v0" };
        let l = vec![format!("{ld} {dst}, off, s[4:7], 0 offset:16")];
        let (_, v) = run(p, 0xc000_3c00, w3 | IDENTITY, &l);
        if unpacked {
            assert_eq!((v[0], v[1]), (0x3c00, 0xc000), "{p}");
        } else {
            assert_eq!(v[0], 0xc000_3c00, "{p}");
        }
        // 8_8_8_8 UNORM: d16 store of f16 0.5 into x (128), hi load of y as f16.
        let (_, w3) = code(p, "8_8_8_8_UNORM");
        let mut l = vec![
            "v_mov_b32 v0, 0x3800".to_string(),
            format!("{st} v0, off, s[4:7], 0 offset:16"),
            "s_waitcnt vmcnt(0)".to_string(),
        ];
        if t.defs.iter().any(|d| d.mnemonic == ldhi) {
            l.push(format!("{ldhi} v1, off, s[4:7], 0 offset:16"));
        }
        let (m, v) = run(p, 0x0000_ff00, w3 | IDENTITY, &l);
        assert_eq!(&m[16..20], &[128, 0xff, 0, 0], "{p}");
        if t.defs.iter().any(|d| d.mnemonic == ldhi) {
            // x = 128/255 as f16 in the high half, the low half of v1 kept.
            let h = half::f16::from_f32(128.0 / 255.0).to_bits() as u32;
            assert_eq!(v[1], h << 16 | 0x0001, "{p}");
        }
    }
}
