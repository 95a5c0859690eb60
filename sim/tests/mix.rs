//! Mixed-precision multiply-adds (`v_fma_mix_f32`, `v_fma_mixlo_f16`, `v_fma_mixhi_f16` on
//! gfx908..gfx1100, `v_mad_mix*` on gfx900) against the vectors of `tests/pcode/mix.tsv`
//! (made by `sim/tools/mix_vectors.py` from the RDNA3 `V_FMA_MIX_F32` and CDNA
//! `V_MAD_MIX_F32` pseudocode with exact rational arithmetic): every vector is encoded as one
//! instruction with its OP_SEL / OP_SEL_HI / NEG / abs (NEG_HI) / clamp bits, run on a wave, and
//! the destination dword (the other f16 half kept for mixlo/mixhi) must match bit for bit.
//! llc-19 selects these for `fpext half` feeding an f32 fma (`half_math`).

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::{step, Ctx};
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::stats::Stats;
use gfxc_sim::wave::Wave;

struct Vector {
    op: String,
    f: [u32; 10],
}

fn vectors() -> Vec<Vector> {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pcode/mix.tsv");
    let text = std::fs::read_to_string(p).expect("tests/pcode/mix.tsv");
    let mut v = Vec::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        assert_eq!(cols.len(), 11, "{line}");
        let mut f = [0u32; 10];
        for (k, c) in cols[1..].iter().enumerate() {
            f[k] = u32::from_str_radix(c, 16).unwrap();
        }
        v.push(Vector {
            op: cols[0].to_string(),
            f,
        });
    }
    v
}

/// Encode `op v3, v0, v1, v2` with the vector's modifiers for `target`.
fn encode(target: &Target, v: &Vector) -> Vec<u8> {
    let text = format!("{} v3, v0, v1, v2", v.op);
    let mut inst = gfxc_isa::parse::parse_inst(&text, target, 0)
        .unwrap_or_else(|e| panic!("{text}: {}", e.msg));
    inst.m.op_sel = v.f[0] as u8;
    inst.m.op_sel_hi = v.f[1] as u8;
    inst.m.neg = v.f[2] as u8;
    inst.m.neg_hi = v.f[3] as u8;
    inst.m.clamp = v.f[4] != 0;
    gfxc_isa::codec::encode(&inst, 0).unwrap().to_vec()
}

fn run(proc: &str, bytes: &[u8], v: &Vector) -> u32 {
    let target = Target::new(processor(proc).unwrap());
    let mut code = bytes.to_vec();
    code.extend_from_slice(&0xbf81_0000u32.to_le_bytes());
    let prog = Program::decode_for(&code, 0x1000, target.processor.isa, true, Some(proc));
    let mut w = Wave::new(0, 64, 8, 0, 125, true);
    w.gen10 = target.processor.generation.is_gfx10_plus();
    for k in 0..3 {
        w.set_vreg(k as u16, 0, v.f[5 + k]);
    }
    w.set_vreg(3, 0, v.f[8]);
    w.set_exec(1);
    let (mut mem, mut lds, mut stats) = (Memory::new(), Lds { data: Vec::new() }, Stats::default());
    let mut cx = Ctx {
        prog: &prog,
        mem: &mut mem,
        lds: &mut lds,
        stats: &mut stats,
        private_size: 0,
        clock: 0,
    };
    step(&mut w, &mut cx).unwrap_or_else(|e| panic!("{proc}: {}: {}", v.op, e.message));
    w.vreg(3, 0)
}

#[test]
fn mix_matches_pseudocode_vectors() {
    let vs = vectors();
    assert!(vs.len() >= 4000, "too few vectors: {}", vs.len());
    let mut checked = 0;
    let mut bad = Vec::new();
    for proc in ["gfx900", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"] {
        let target = Target::new(processor(proc).unwrap());
        let mad = proc == "gfx900";
        for v in vs.iter().filter(|v| v.op.starts_with("v_mad_") == mad) {
            let bytes = encode(&target, v);
            let got = run(proc, &bytes, v);
            checked += 1;
            if got != v.f[9] {
                bad.push(format!(
                    "{proc} {} op_sel {:x} op_sel_hi {:x} neg {:x} abs {:x} clamp {} s {:08x} {:08x} {:08x} old {:08x}: got {got:08x}, want {:08x}",
                    v.op, v.f[0], v.f[1], v.f[2], v.f[3], v.f[4], v.f[5], v.f[6], v.f[7], v.f[8], v.f[9]
                ));
            }
        }
    }
    assert!(checked >= 6 * 2000, "only {checked} vectors ran");
    assert!(
        bad.is_empty(),
        "{} of {checked} differ:\n{}",
        bad.len(),
        bad[..bad.len().min(20)].join("\n")
    );
}

/// The modifier bits land where llvm-mc-19 puts them (NEG_HI is abs on mix opcodes):
/// `v_fma_mix_f32 v3, -v0, |v1|, -|v2| op_sel:[1,0,1] op_sel_hi:[1,1,0] clamp` on gfx1030.
#[test]
fn mix_modifier_encoding_is_llvms() {
    let target = Target::new(processor("gfx1030").unwrap());
    let v = Vector {
        op: "v_fma_mix_f32".into(),
        f: [0b101, 0b011, 0b101, 0b110, 1, 0, 0, 0, 0, 0],
    };
    assert_eq!(
        encode(&target, &v),
        [0x03, 0xae, 0x20, 0xcc, 0x00, 0x03, 0x0a, 0xbc]
    );
}
