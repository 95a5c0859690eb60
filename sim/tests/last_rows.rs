//! The memory and matrix rows issue 16 closed last, run end to end (assembled, decoded,
//! executed): GLOBAL `addtid` (GFX10.3/GFX11), LDS DMA (gfx942 `global_load_lds_*`, the GFX9
//! MUBUF `lds` bit, GFX11 `buffer_load_lds_*`), SMEM scratch (GFX9/GFX10), RDNA3 WMMA and
//! gfx942 sparse `v_smfmac` against a plain matrix product computed here.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;

struct Run {
    w: Wave,
    mem: Memory,
    lds: Lds,
    buf: u64,
}

/// Run `src` on a wave of `cpu` (`lanes` lanes, 64 VGPRs, 16 AGPRs); s[0:1] = a 4 KiB buffer
/// holding bytes `i * 7 + 3`, `setup` prepares registers.
fn run(cpu: &str, lanes: u32, src: &str, setup: impl Fn(&mut Wave, u64)) -> Run {
    let mut target = Target::new(processor(cpu).unwrap());
    target.wavefrontsize64 = lanes == 64;
    let mut bytes = Vec::new();
    for l in src
        .lines()
        .map(str::trim)
        .filter(|l| !l.is_empty())
        .chain(["s_endpgm"])
    {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{cpu}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode_for(&bytes, 0x1000, target.processor.isa, lanes == 64, Some(cpu));
    let mut mem = Memory::new();
    let buf = mem.alloc("buf", (0..4096u32).map(|i| (i * 7 + 3) as u8).collect());
    let gen = target.processor.generation;
    let m0 = if gen == gfxc_isa::Generation::Gfx11 {
        125
    } else {
        124
    };
    let mut w = Wave::new(0, lanes, 64, 16, m0, false);
    w.gen10 = gen.is_gfx10_plus();
    w.mode.ftz32 = false;
    w.mode.ftz16_64 = false;
    w.write_s(0, buf as u32);
    w.write_s(1, (buf >> 32) as u32);
    w.set_exec(if lanes == 64 { u64::MAX } else { 0xffff_ffff });
    setup(&mut w, buf);
    let mut lds = Lds {
        data: vec![0u8; 2048],
    };
    run_wave(&mut w, &prog, &mut mem, &mut lds).unwrap_or_else(|e| panic!("{cpu}: {}", e.message));
    Run { w, mem, lds, buf }
}

fn word(b: &[u8], at: usize) -> u32 {
    u32::from_le_bytes([b[at], b[at + 1], b[at + 2], b[at + 3]])
}

fn buf_word(i: u64) -> u32 {
    u32::from_le_bytes(std::array::from_fn(|k| ((i + k as u64) * 7 + 3) as u8))
}

#[test]
fn global_addtid_addresses_by_lane() {
    for (cpu, lanes, ld, st) in [
        (
            "gfx1030",
            32,
            "global_load_dword_addtid",
            "global_store_dword_addtid",
        ),
        (
            "gfx1030",
            64,
            "global_load_dword_addtid",
            "global_store_dword_addtid",
        ),
        (
            "gfx1100",
            32,
            "global_load_addtid_b32",
            "global_store_addtid_b32",
        ),
    ] {
        let src = format!(
            "{ld} v1, s[0:1] offset:8\ns_waitcnt vmcnt(0)\nv_add_nc_u32 v1, 1, v1\n{st} v1, s[0:1] offset:1024"
        );
        let mut r = run(cpu, lanes, &src, |w, _| w.set_exec(w.exec() & !2));
        for l in 0..lanes {
            let want = buf_word(8 + 4 * l as u64);
            let got = r.mem.read_u32(r.buf + 1024 + 4 * l as u64).unwrap();
            if l == 1 {
                assert_eq!(got, buf_word(1024 + 4), "{cpu}: inactive lane stored");
            } else {
                assert_eq!(r.w.vreg(1, l), want.wrapping_add(1), "{cpu} lane {l}");
                assert_eq!(got, want.wrapping_add(1), "{cpu} lane {l}");
            }
        }
    }
}

#[test]
fn lds_dma_loads_write_lds_not_vgprs() {
    // (cpu, lanes, instruction, bytes loaded, signed)
    for (cpu, lanes, inst, n, signed) in [
        (
            "gfx942",
            64,
            "global_load_lds_dword v[2:3], off offset:16",
            4,
            false,
        ),
        (
            "gfx942",
            64,
            "global_load_lds_sbyte v[2:3], off offset:16",
            1,
            true,
        ),
        (
            "gfx942",
            64,
            "global_load_lds_ushort v[2:3], off offset:16",
            2,
            false,
        ),
        (
            "gfx900",
            64,
            "buffer_load_dword v4, s[8:11], 0 offen offset:16 lds",
            4,
            false,
        ),
        (
            "gfx900",
            64,
            "buffer_load_ubyte v4, s[8:11], 0 offen offset:16 lds",
            1,
            false,
        ),
        (
            "gfx1100",
            32,
            "buffer_load_lds_b32 v4, s[8:11], 0 offen offset:16",
            4,
            false,
        ),
        (
            "gfx1100",
            32,
            "buffer_load_lds_i8 v4, s[8:11], 0 offen offset:16",
            1,
            true,
        ),
        (
            "gfx1100",
            32,
            "buffer_load_lds_u16 v4, s[8:11], 0 offen offset:16",
            2,
            false,
        ),
    ] {
        let src = format!("s_mov_b32 m0, 0x100\n{inst}\ns_waitcnt vmcnt(0)");
        let r = run(cpu, lanes, &src, |w, buf| {
            for l in 0..lanes {
                // Lane l reads byte address 8*l (+16): a 64-bit address or a buffer offset.
                let a = buf + 8 * l as u64;
                w.set_vreg(2, l, a as u32);
                w.set_vreg(3, l, (a >> 32) as u32);
                w.set_vreg(4, l, 8 * l);
                w.set_vreg(9, l, 0xdead);
            }
            // Buffer resource: base = buf, stride 0, num_records 4096, raw buffer dword 3.
            w.write_s(8, buf as u32);
            w.write_s(9, (buf >> 32) as u32);
            w.write_s(10, 4096);
            w.write_s(
                11,
                if cpu == "gfx1100" {
                    0x3101_6fac
                } else {
                    0x0002_7000
                },
            );
            w.set_exec(w.exec() & !4);
        });
        for l in 0..lanes {
            let at = 0x100 + 16 + 4 * l as usize;
            let got = word(&r.lds.data, at);
            let raw = buf_word(16 + 8 * l as u64);
            let want = match (n, signed) {
                (4, _) => raw,
                (1, true) => raw as u8 as i8 as i32 as u32,
                (1, false) => raw & 0xff,
                (_, true) => raw as u16 as i16 as i32 as u32,
                _ => raw & 0xffff,
            };
            if l == 2 {
                assert_eq!(got, 0, "{cpu}: {inst}: inactive lane wrote LDS");
            } else {
                assert_eq!(got, want, "{cpu}: {inst}: lane {l}");
            }
            assert_eq!(r.w.vreg(9, l), 0xdead, "{cpu}: {inst}: a VGPR was written");
        }
    }
}

#[test]
fn smem_scratch_loads_and_stores_the_waves_scratch() {
    for cpu in ["gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010"] {
        let src = "s_mov_b32 s20, 0x11223344\n\
                   s_mov_b32 s21, 0x55667788\n\
                   s_scratch_store_dwordx2 s[20:21], s[4:5], 0x40\n\
                   s_waitcnt lgkmcnt(0)\n\
                   s_scratch_load_dwordx4 s[24:27], s[4:5], 0x3c\n\
                   s_scratch_load_dword s28, s[4:5], 0x44\n\
                   s_waitcnt lgkmcnt(0)";
        let r = run(cpu, 64, src, |w, buf| {
            // The wave's scratch base: FLAT_SCRATCH (s[102:103] on GFX9, a hardware register
            // on GFX10); SBASE = 0x100.
            w.sgpr[102] = (buf + 0x200) as u32;
            w.sgpr[103] = ((buf + 0x200) >> 32) as u32;
            w.flat_scratch_hw = buf + 0x200;
            w.write_s(4, 0x100);
            w.write_s(5, 0);
        });
        let at = r.buf + 0x300;
        let mut mem = r.mem;
        assert_eq!(mem.read_u32(at + 0x40).unwrap(), 0x1122_3344, "{cpu}");
        assert_eq!(mem.read_u32(at + 0x44).unwrap(), 0x5566_7788, "{cpu}");
        let s = |k: usize| r.w.sgpr[k];
        assert_eq!(
            [s(24), s(25), s(26), s(27), s(28)],
            [
                buf_word(0x33c),
                0x1122_3344,
                0x5566_7788,
                buf_word(0x348),
                0x5566_7788
            ],
            "{cpu}"
        );
    }
}

fn h(x: f32) -> u16 {
    half::f16::from_f32(x).to_bits()
}

#[test]
fn wmma_is_a_matrix_product() {
    for lanes in [32, 64] {
        // A[i][k] = (i + 2k) % 7 - 3, B[k][j] = (3k + j) % 5 - 2, C[i][j] = i - j.
        let a = |i: u32, k: u32| ((i + 2 * k) % 7) as f32 - 3.0;
        let b = |k: u32, j: u32| ((3 * k + j) % 5) as f32 - 2.0;
        let c = |i: u32, j: u32| i as f32 - j as f32;
        let groups = lanes / 16;
        // C/D take 16 / groups registers (8 in wave32, 4 in wave64, as llvm-mc-19).
        let cregs = 16 / groups;
        let line = format!(
            "v_wmma_f32_16x16x16_f16 v[40:{}], v[0:7], v[8:15], v[20:{}]",
            39 + cregs,
            19 + cregs
        );
        let r = run("gfx1100", lanes, &line, |w, _| {
            for l in 0..lanes {
                let x = l % 16;
                for k in 0..8u16 {
                    let (k0, k1) = (2 * k as u32, 2 * k as u32 + 1);
                    w.set_vreg(k, l, h(a(x, k0)) as u32 | (h(a(x, k1)) as u32) << 16);
                    w.set_vreg(8 + k, l, h(b(k0, x)) as u32 | (h(b(k1, x)) as u32) << 16);
                }
            }
            for i in 0..16 {
                for j in 0..16 {
                    let lane = j + 16 * (i % groups);
                    w.set_vreg(20 + (i / groups) as u16, lane, c(i, j).to_bits());
                }
            }
        });
        for i in 0..16 {
            for j in 0..16 {
                let want: f32 = c(i, j) + (0..16).map(|k| a(i, k) * b(k, j)).sum::<f32>();
                let got = f32::from_bits(r.w.vreg(40 + (i / groups) as u16, j + 16 * (i % groups)));
                assert_eq!(got, want, "wave{lanes}: D[{i}][{j}]");
            }
        }
    }
    // iu8 with signed A (NEG[0]) and unsigned B; f16 result into the high halves (OP_SEL[2]).
    let r = run(
        "gfx1100",
        32,
        "v_wmma_i32_16x16x16_iu8 v[40:47], v[0:3], v[8:11], v[20:27] neg_lo:[1,0,0]\n\
         v_wmma_f16_16x16x16_f16 v[50:57], v[12:19], v[12:19], v[30:37] op_sel:[0,0,1]",
        |w, _| {
            for l in 0..32 {
                for k in 0..4u16 {
                    w.set_vreg(k, l, 0xff80_7f01u32.rotate_left(8 * k as u32 + l % 16));
                    w.set_vreg(8 + k, l, 0x0302_fe01);
                }
                for k in 0..8u16 {
                    w.set_vreg(12 + k, l, (h(1.0) as u32) << 16 | h(0.5) as u32);
                    w.set_vreg(20 + k, l, 5);
                    w.set_vreg(30 + k, l, (h(2.0) as u32) << 16 | 0x1234);
                    w.set_vreg(50 + k, l, 0xbeef);
                }
            }
        },
    );
    for i in 0..16u32 {
        let arow: Vec<i64> = (0..16)
            .map(|k| {
                (0xff80_7f01u32.rotate_left(8 * (k / 4) + i) >> (8 * (k % 4))) as u8 as i8 as i64
            })
            .collect();
        for j in 0..16u32 {
            let bcol: Vec<i64> = (0..16)
                .map(|k| (0x0302_fe01u32 >> (8 * (k % 4))) as u8 as i64)
                .collect();
            let want = 5 + arow.iter().zip(&bcol).map(|(x, y)| x * y).sum::<i64>();
            let lane = j + 16 * (i % 2);
            assert_eq!(
                r.w.vreg(40 + (i / 2) as u16, lane) as i32 as i64,
                want,
                "iu8 D[{i}][{j}]"
            );
            // f16: sum over k of (0.5 or 1.0)^2 alternating = 8*(0.25+1) = 10, plus C = 2.
            assert_eq!(
                r.w.vreg(50 + (i / 2) as u16, lane),
                (h(12.0) as u32) << 16 | 0xbeef
            );
        }
    }
}

/// Every WMMA row in wave64 and wave32 against an exact matrix product computed here, with the
/// C/D layout of the wave size: `C[i][j]` in lane `(16 * i) % lanes + j` of register
/// `i / (lanes / 16)` (RDNA3 ISA manual, WMMA: in wave64 the 16 rows spread over 4 groups of
/// 16 lanes, 4 registers; in wave32 over 2 groups, 8 registers). C/D of 4 registers in wave64;
/// the registers after D keep their value. A and B: row `i` / column `j` in every lane
/// `i % 16` / `j % 16`. Integer rows signed through `neg_lo:[1,1,0]`; 16-bit results into the low
/// halves, the high halves of D kept.
#[test]
fn wmma_every_row_in_both_wave_sizes() {
    // (row, bits per A/B element, result kind); values are small integers, exact in every type.
    let rows = [
        ("v_wmma_f32_16x16x16_f16", 16, 'f'),
        ("v_wmma_f32_16x16x16_bf16", 16, 'g'),
        ("v_wmma_f16_16x16x16_f16", 16, 'h'),
        ("v_wmma_bf16_16x16x16_bf16", 16, 'b'),
        ("v_wmma_i32_16x16x16_iu8", 8, 'i'),
        ("v_wmma_i32_16x16x16_iu4", 4, 'i'),
    ];
    let a = |i: u32, k: u32| ((i * 3 + k * 5) % 7) as i64 - 3;
    let b = |k: u32, j: u32| ((k * 2 + j * 3) % 5) as i64 - 2;
    let c = |i: u32, j: u32| ((i * 16 + j) % 11) as i64 - 5;
    let bf = |x: i64| (x as f32).to_bits() >> 16;
    for (name, bits, kind) in rows {
        let input_bf16 = name.ends_with("bf16");
        // One element of A/B as stored.
        let enc = |x: i64| -> u32 {
            match bits {
                16 if input_bf16 => bf(x),
                16 => h(x as f32) as u32,
                b => (x as u32) & ((1 << b) - 1),
            }
        };
        let ab_regs = 16 * bits / 32;
        for lanes in [32u32, 64] {
            let groups = lanes / 16;
            let cregs = (16 / groups) as u16;
            let mods = if kind == 'i' { " neg_lo:[1,1,0]" } else { "" };
            let line = format!(
                "{name} v[24:{}], v[0:{}], v[8:{}], v[16:{}]{mods}",
                23 + cregs,
                ab_regs - 1,
                7 + ab_regs,
                15 + cregs
            );
            let cell = |i: u32, j: u32| ((i / groups) as u16, (16 * i) % lanes + j);
            let sentinel = |r: u16, l: u32| 0x5a00_0000 | (r as u32) << 8 | l;
            let r = run("gfx1100", lanes, &line, |w, _| {
                for l in 0..lanes {
                    let x = l % 16;
                    for reg in 0..ab_regs {
                        let (mut wa, mut wb) = (0u32, 0u32);
                        for e in 0..32 / bits {
                            let k = reg * (32 / bits) + e;
                            wa |= enc(a(x, k)) << (e * bits);
                            wb |= enc(b(k, x)) << (e * bits);
                        }
                        w.set_vreg(reg as u16, l, wa);
                        w.set_vreg(8 + reg as u16, l, wb);
                    }
                    for reg in 16..40 {
                        w.set_vreg(reg, l, sentinel(reg, l));
                    }
                }
                for i in 0..16 {
                    for j in 0..16 {
                        let (reg, l) = cell(i, j);
                        let v = match kind {
                            'f' | 'g' => (c(i, j) as f32).to_bits(),
                            'h' => 0xc0de_0000 | h(c(i, j) as f32) as u32,
                            'b' => 0xc0de_0000 | bf(c(i, j)),
                            _ => c(i, j) as i32 as u32,
                        };
                        w.set_vreg(16 + reg, l, v);
                    }
                }
            });
            for i in 0..16 {
                for j in 0..16 {
                    let want = c(i, j) + (0..16).map(|k| a(i, k) * b(k, j)).sum::<i64>();
                    let (reg, l) = cell(i, j);
                    let old_hi = sentinel(24 + reg, l) & 0xffff_0000;
                    let want = match kind {
                        'f' | 'g' => (want as f32).to_bits(),
                        'h' => old_hi | h(want as f32) as u32,
                        'b' => old_hi | bf(want),
                        _ => want as i32 as u32,
                    };
                    assert_eq!(
                        r.w.vreg(24 + reg, l),
                        want,
                        "{name} wave{lanes}: D[{i}][{j}] (v{} lane {l})",
                        24 + reg
                    );
                }
            }
            // The registers after D (v28..v31 in wave64) are not written.
            for reg in 24 + cregs..40 {
                for l in 0..lanes {
                    assert_eq!(
                        r.w.vreg(reg, l),
                        sentinel(reg, l),
                        "{name} wave{lanes}: v{reg}"
                    );
                }
            }
        }
    }
}

#[test]
fn smfmac_is_a_sparse_matrix_product() {
    // v_smfmac_f32_16x16x32_f16: A 16x32 with two non-zeros per group of four K, B 32x16.
    let a = |i: u32, k: u32| ((i * 3 + k) % 9) as f32 - 4.0;
    let b = |k: u32, j: u32| ((k + 2 * j) % 7) as f32 - 3.0;
    // Index of stored element t in lane group q of row i: positions (t%2==0: 0 or 1, else 2/3)
    // varying with i and q.
    let pos = |i: u32, q: u32, t: u32| {
        if t.is_multiple_of(2) {
            (i + q) % 2
        } else {
            2 + (i + t) % 2
        }
    };
    for abid in [0u32, 2] {
        let line = format!("v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6 abid:{abid}");
        let r = run("gfx942", 64, &line, |w, _| {
            for l in 0..64 {
                let (i, q) = (l % 16, l / 16);
                let mut idx = 0u32;
                let mut vals = [0u16; 4];
                for t in 0..4 {
                    let k = q * 8 + 4 * (t / 2) + pos(i, q, t);
                    idx |= pos(i, q, t) << (2 * t);
                    vals[t as usize] = h(a(i, k));
                }
                w.set_vreg(0, l, vals[0] as u32 | (vals[1] as u32) << 16);
                w.set_vreg(1, l, vals[2] as u32 | (vals[3] as u32) << 16);
                w.set_vreg(
                    6,
                    l,
                    idx << (8 * abid) | 0xa5a5_a5a5 & !(0xff << (8 * abid)),
                );
                // B: lane l holds column j = l % 16, K 8*(l/16) .. +8.
                for e in 0..4u16 {
                    let k0 = 8 * q + 2 * e as u32;
                    w.set_vreg(
                        2 + e,
                        l,
                        h(b(k0, i)) as u32 | (h(b(k0 + 1, i)) as u32) << 16,
                    );
                }
                for e in 0..4u16 {
                    w.set_areg(e, l, 1.0f32.to_bits());
                }
            }
        });
        for i in 0..16u32 {
            for j in 0..16u32 {
                let mut want = 1.0f32;
                for q in 0..4 {
                    for t in 0..4 {
                        let k = q * 8 + 4 * (t / 2) + pos(i, q, t);
                        want += a(i, k) * b(k, j);
                    }
                }
                // D[i][j]: register i % 4 of lane j + 16 * (i / 4) (the 16x16 MFMA layout).
                let got = f32::from_bits(r.w.areg((i % 4) as u16, j + 16 * (i / 4)));
                assert_eq!(got, want, "abid {abid}: D[{i}][{j}]");
            }
        }
    }
}
