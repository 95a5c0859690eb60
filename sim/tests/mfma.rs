//! MFMA on the simulator (issue 9):
//! - every `v_mfma_*` row of gfx908, gfx90a and gfx942 executes and gives the exact product
//!   of small-integer matrices (exact in every input and accumulator type, so any summation
//!   order gives the same bits): this checks the packing of elements in registers, the
//!   arithmetic per type and that every (block, row, column) lands where the layout says;
//! - `cbsz`/`abid` broadcast and `blgp` lane patterns against the same reference;
//! - llc-19's `mfma_sgemm` gives bit for bit the IR interpreter's result on gfx908, gfx90a and
//!   gfx942 (the same layout and the same fixed accumulation order end to end).

use gfxc_ir::launch::LaunchSpec;
use gfxc_isa::processors::{processor, IsaVariant, Target};
use gfxc_isa::table::SigField;
use gfxc_sim::exec::{step, Ctx};
use gfxc_sim::exec_mfma::{shape, MAcc, MIn, Shape};
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::stats::Stats;
use gfxc_sim::wave::Wave;
use gfxc_sim::{simulate, SimOptions};

/// Encode a small integer `v` (-3..=3) as an input element of type `t`.
fn enc(t: MIn, v: i32) -> u64 {
    let f = v as f32;
    match t {
        MIn::F32 | MIn::Xf32 => f.to_bits() as u64,
        MIn::F64 => (v as f64).to_bits(),
        MIn::F16 => half::f16::from_f32(f).to_bits() as u64,
        MIn::Bf16 => (f.to_bits() >> 16) as u64,
        MIn::I8 => v as i8 as u8 as u64,
        MIn::Fp8 | MIn::Bf8 => {
            // E4M3 FNUZ (bias 8) / E5M2 FNUZ (bias 16): 1 = 2^0, 2 = 2^1, 3 = 1.5 * 2^1.
            let mag = match (v.abs(), t == MIn::Bf8) {
                (0, _) => 0,
                (1, false) => 8 << 3,
                (2, false) => 9 << 3,
                (3, false) => 9 << 3 | 4,
                (1, true) => 16 << 2,
                (2, true) => 17 << 2,
                (_, true) => 17 << 2 | 2,
                _ => unreachable!(),
            };
            if v < 0 {
                mag | 0x80
            } else {
                mag
            }
        }
    }
}

fn bits(t: MIn) -> u32 {
    match t {
        MIn::F32 | MIn::Xf32 => 32,
        MIn::F16 | MIn::Bf16 => 16,
        MIn::F64 => 64,
        _ => 8,
    }
}

/// Deterministic small integers.
struct Rng(u64);
impl Rng {
    fn small(&mut self) -> i32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) % 7) as i32 - 3
    }
}

/// Store element `e` (of `w` bits) of a lane's operand starting at register `base`.
fn put(file: &mut [u32], base: usize, e: u32, w: u32, lane: usize, v: u64) {
    let bit = e * w;
    let r = base + (bit / 32) as usize;
    if w == 64 {
        file[r * 64 + lane] = v as u32;
        file[(r + 1) * 64 + lane] = (v >> 32) as u32;
    } else {
        let m = ((1u64 << w) - 1) as u32;
        let sh = bit % 32;
        let x = &mut file[r * 64 + lane];
        *x = (*x & !(m << sh)) | ((v as u32) & m) << sh;
    }
}

fn blgp_lane(l: u32, blgp: u8) -> u32 {
    match blgp {
        1 => l % 32,
        2 => l % 32 + 32,
        3 => (l + 16) % 64,
        4..=7 => l % 16 + 16 * (blgp as u32 - 4),
        _ => l,
    }
}

fn regs(prefix: &str, base: u32, n: u32) -> String {
    if n == 1 {
        format!("{prefix}{base}")
    } else {
        format!("{prefix}[{base}:{}]", base + n - 1)
    }
}

/// Run `text` (one MFMA) on a wave whose v0.. hold A, v16.. hold B and a0.. hold C; check D.
fn run_case(v: IsaVariant, mn: &str, s: &Shape, a_regs: u32, mods: (u8, u8, u8), seed: u64) {
    let (cbsz, abid, blgp) = mods;
    let d = s.acc_elems() * if s.acc == MAcc::F64 { 2 } else { 1 };
    let mut text = format!(
        "{mn} {}, {}, {}, {}",
        regs("a", 0, d),
        regs("v", 0, a_regs),
        regs("v", 16, a_regs),
        regs("a", 0, d)
    );
    if cbsz != 0 || abid != 0 {
        text += &format!(" cbsz:{cbsz} abid:{abid}");
    }
    if blgp != 0 {
        text += &format!(" blgp:{blgp}");
    }
    let target = Target::new(processor(v.reference_processor()).unwrap());
    let inst = gfxc_isa::parse::parse_inst(&text, &target, 0)
        .unwrap_or_else(|e| panic!("{text}: {}", e.msg));
    let mut bytes = gfxc_isa::codec::encode(&inst, 0).unwrap().to_vec();
    bytes.extend_from_slice(&0xbf81_0000u32.to_le_bytes()); // s_endpgm
    let prog = Program::decode(&bytes, 0x1000, v, true);
    let mut w = Wave::new(0, 64, 32, 32, 124, false);
    w.set_exec(u64::MAX);
    let mut rng = Rng(seed);
    // Logical A[b][i][k], B[b][k][j], C[b][i][j].
    let (m, n, k, nb) = (s.m, s.n, s.k, s.blocks);
    let mut am = vec![0i32; (nb * m * k) as usize];
    let mut bm = vec![0i32; (nb * k * n) as usize];
    for x in am.iter_mut().chain(bm.iter_mut()) {
        *x = rng.small();
    }
    for b in 0..nb {
        for i in 0..m {
            for kk in 0..k {
                let (e, l) = s.in_pos(m, b, i, kk);
                let val = am[((b * m + i) * k + kk) as usize];
                put(&mut w.vgpr, 0, e, bits(s.a), l as usize, enc(s.a, val));
            }
        }
        for j in 0..n {
            for kk in 0..k {
                let (e, l) = s.in_pos(n, b, j, kk);
                let val = bm[((b * k + kk) * n + j) as usize];
                put(&mut w.vgpr, 16, e, bits(s.b), l as usize, enc(s.b, val));
            }
        }
    }
    // B as the hardware reads it: logical lane l comes from physical lane blgp_lane(l).
    let b_seen = |b: u32, kk: u32, j: u32| -> i32 {
        let (e, l) = s.in_pos(n, b, j, kk);
        let phys = blgp_lane(l, blgp);
        // Find the logical (b', k', j') stored at (e, phys).
        for b2 in 0..nb {
            for k2 in 0..k {
                for j2 in 0..n {
                    if s.in_pos(n, b2, j2, k2) == (e, phys) {
                        return bm[((b2 * k + k2) * n + j2) as usize];
                    }
                }
            }
        }
        unreachable!()
    };
    let mut cm = vec![0i32; (nb * m * n) as usize];
    for b in 0..nb {
        for i in 0..m {
            for j in 0..n {
                let c = rng.small() * 5;
                cm[((b * m + i) * n + j) as usize] = c;
                let (e, l) = s.out_pos(b, i, j);
                let enc_c = match s.acc {
                    MAcc::F32 => (c as f32).to_bits() as u64,
                    MAcc::I32 => c as u32 as u64,
                    MAcc::F64 => (c as f64).to_bits(),
                };
                let wd = if s.acc == MAcc::F64 { 64 } else { 32 };
                put(&mut w.agpr, 0, e, wd, l as usize, enc_c);
            }
        }
    }
    let mut mem = Memory::new();
    let mut lds = Lds { data: Vec::new() };
    let mut stats = Stats::default();
    let mut cx = Ctx {
        prog: &prog,
        mem: &mut mem,
        lds: &mut lds,
        stats: &mut stats,
        private_size: 0,
        clock: 0,
    };
    step(&mut w, &mut cx).unwrap_or_else(|e| panic!("{text}: {}", e.message));
    let a_block = |b: u32| {
        if cbsz == 0 {
            b
        } else {
            (b >> cbsz << cbsz) + abid as u32
        }
    };
    for b in 0..nb {
        for i in 0..m {
            for j in 0..n {
                let mut want = cm[((b * m + i) * n + j) as usize] as i64;
                for kk in 0..k {
                    let a = am[((a_block(b) * m + i) * k + kk) as usize];
                    want += a as i64 * b_seen(b, kk, j) as i64;
                }
                let (e, l) = s.out_pos(b, i, j);
                let l = l as usize;
                let got = match s.acc {
                    MAcc::F32 => f32::from_bits(w.agpr[e as usize * 64 + l]) as f64,
                    MAcc::I32 => w.agpr[e as usize * 64 + l] as i32 as f64,
                    MAcc::F64 => f64::from_bits(
                        w.agpr[2 * e as usize * 64 + l] as u64
                            | (w.agpr[(2 * e as usize + 1) * 64 + l] as u64) << 32,
                    ),
                };
                assert_eq!(got, want as f64, "{text}: D[{b}][{i}][{j}]");
            }
        }
    }
}

fn width(def: &gfxc_isa::table::InstDef, f: SigField) -> u32 {
    def.ops
        .iter()
        .find(|o| o.field == f)
        .and_then(|o| o.class)
        .map_or(0, |c| c.1 as u32)
}

#[test]
fn every_mfma_row_computes_exact_products() {
    let mut n = 0;
    for v in [IsaVariant::Gfx908, IsaVariant::Gfx90a, IsaVariant::Gfx942] {
        for def in gfxc_isa::table::table(v).defs.iter() {
            if !def.mnemonic.starts_with("v_mfma") {
                continue;
            }
            let s = shape(def.mnemonic, width(def, SigField::D)).unwrap();
            run_case(v, def.mnemonic, &s, width(def, SigField::S0), (0, 0, 0), n);
            n += 1;
        }
    }
    eprintln!("{n} MFMA rows checked");
    assert!(n >= 60);
}

#[test]
fn broadcast_and_lane_patterns() {
    let v = IsaVariant::Gfx908;
    // 32x32x1f32 has 2 blocks; 16x16x1f32 4; 4x4x1f32 16.
    for (mn, d) in [
        ("v_mfma_f32_32x32x1f32", 32),
        ("v_mfma_f32_16x16x1f32", 16),
        ("v_mfma_f32_4x4x1f32", 4),
    ] {
        let s = shape(mn, d).unwrap();
        for (cbsz, abid) in [(1, 1), (2, 3), (1, 0)] {
            if (1u32 << cbsz) <= s.blocks {
                run_case(v, mn, &s, 1, (cbsz, abid, 0), 7);
            }
        }
        for blgp in 1..8 {
            run_case(v, mn, &s, 1, (0, 0, blgp), 9);
        }
    }
}

#[test]
fn mfma_sgemm_matches_the_interpreter_bit_for_bit() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("../tests/corpus");
    let ll = std::fs::read_to_string(corpus.join("mfma_sgemm.ll")).unwrap();
    let module = gfxc_ll::parse_ll(&ll).unwrap_or_else(|_| panic!("mfma_sgemm.ll"));
    let spec =
        LaunchSpec::parse(&std::fs::read_to_string(corpus.join("mfma_sgemm.launch.json")).unwrap())
            .unwrap();
    let want = gfxc_ir::interp::run(&module, &spec, &Default::default())
        .unwrap_or_else(|_| panic!("interpreter"));
    for t in ["gfx908", "gfx90a", "gfx942"] {
        let obj = std::fs::read(root.join("tests/data").join(t).join("mfma_sgemm.hsaco")).unwrap();
        let (got, _) = simulate(&obj, &spec, &SimOptions::default())
            .unwrap_or_else(|e| panic!("{t}: {}", e.message));
        let (g, w) = (got.buffer("C").unwrap(), want.buffer("C").unwrap());
        assert_eq!(g.bytes, w.bytes, "{t}: C differs from the interpreter's");
    }
}
