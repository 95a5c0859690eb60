//! The rows issue 16 closed last, against vectors computed independently of the simulator
//! (`tests/pcode/rows.tsv`, made by `sim/tools/rows_vectors.py`: the gfx942 fp8/bf8
//! conversions and `v_mqsad_u32_u8` from the CDNA pseudocode, the GFX6/GFX7 legacy
//! transcendentals from the SI/CI manuals' rules, the RDNA3 bf16 dot products from their
//! pseudocode in exact rationals). Every vector runs through the whole path:
//! the instruction is assembled for each processor that has the row, decoded, and executed on
//! a wave (one vector per lane, f32 denormals on); the destination must match bit for bit.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;
use std::collections::BTreeMap;

struct Vector {
    s0: u128,
    s1: u32,
    s2: u128,
    old: u32,
    d: u128,
}

/// The instruction text (operands: v[0:1] = S0, v2 = S1, v[4:7] = S2, v[10:13] = D) and the
/// number of destination dwords.
fn text(m: &str, sel: u32) -> (String, u16) {
    match m {
        "v_cvt_f32_fp8" | "v_cvt_f32_bf8" if sel == 0 => (format!("{m} v10, v0"), 1),
        "v_cvt_f32_fp8" | "v_cvt_f32_bf8" => (format!("{m}_sdwa v10, v0 src0_sel:BYTE_{sel}"), 1),
        "v_cvt_pk_f32_fp8" | "v_cvt_pk_f32_bf8" if sel == 0 => (format!("{m} v[10:11], v0"), 2),
        "v_cvt_pk_f32_fp8" | "v_cvt_pk_f32_bf8" => {
            (format!("{m}_sdwa v[10:11], v0 src0_sel:WORD_1"), 2)
        }
        // OPSEL[3] (the high word of D): the third element, as llvm-mc-19 spells it on these
        // 2-source rows (isa/data/constraints.tsv `opsel_map`).
        "v_cvt_pk_fp8_f32" | "v_cvt_pk_bf8_f32" => {
            (format!("{m} v10, v0, v2 op_sel:[0,0,{sel}]"), 1)
        }
        "v_cvt_sr_fp8_f32" | "v_cvt_sr_bf8_f32" => (
            format!("{m} v10, v0, v2 op_sel:[0,0,{},{}]", sel & 1, sel >> 1),
            1,
        ),
        "v_mqsad_u32_u8" => (format!("{m} v[10:13], v[0:1], v2, v[4:7]"), 4),
        "v_dot2_f32_bf16" | "v_dot2_bf16_bf16" => (format!("{m} v10, v0, v2, v4"), 1),
        "v_rcp_clamp_f64" | "v_rsq_clamp_f64" => (format!("{m} v[10:11], v[0:1]"), 2),
        _ => (format!("{m} v10, v0"), 1),
    }
}

/// The processors each row is checked on (every generation that has it).
fn cpus(m: &str) -> &'static [&'static str] {
    match m {
        "v_exp_legacy_f32" | "v_log_legacy_f32" => &["gfx700", "gfx803", "gfx900", "gfx942"],
        "v_mqsad_u32_u8" => &["gfx700", "gfx803", "gfx900", "gfx942", "gfx1030", "gfx1100"],
        _ if m.contains("fp8") || m.contains("bf8") => &["gfx942"],
        "v_dot2_f32_bf16" | "v_dot2_bf16_bf16" => &["gfx1100"],
        _ => &["gfx600", "gfx700"],
    }
}

fn run(cpu: &str, line: &str, vs: &[&Vector], ndst: u16) -> Vec<u128> {
    let target = Target::new(processor(cpu).unwrap());
    let mut bytes = Vec::new();
    for l in [line, "s_endpgm"] {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{cpu}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode_for(&bytes, 0x1000, target.processor.isa, true, Some(cpu));
    let mut mem = Memory::new();
    let m0 = if target.processor.generation == gfxc_isa::Generation::Gfx11 {
        125
    } else {
        124
    };
    let mut w = Wave::new(0, 64, 16, 0, m0, false);
    w.gen10 = target.processor.generation.is_gfx10_plus();
    w.mode.ftz32 = false;
    w.mode.ftz16_64 = false;
    w.mode.ieee = true;
    for (l, v) in vs.iter().enumerate() {
        let l = l as u32;
        for k in 0..4u16 {
            w.set_vreg(k, l, (v.s0 >> (32 * k)) as u32);
            w.set_vreg(4 + k, l, (v.s2 >> (32 * k)) as u32);
            w.set_vreg(10 + k, l, 0);
        }
        w.set_vreg(2, l, v.s1);
        w.set_vreg(10, l, v.old);
    }
    w.set_exec(if vs.len() == 64 {
        u64::MAX
    } else {
        (1u64 << vs.len()) - 1
    });
    let mut lds = Lds { data: vec![0; 64] };
    run_wave(&mut w, &prog, &mut mem, &mut lds)
        .unwrap_or_else(|e| panic!("{cpu}: {line}: {}", e.message));
    (0..vs.len() as u32)
        .map(|l| {
            (0..ndst).fold(0u128, |acc, k| {
                acc | (w.vreg(10 + k, l) as u128) << (32 * k)
            })
        })
        .collect()
}

#[test]
fn rows_match_their_independent_vectors() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/pcode/rows.tsv");
    let src = std::fs::read_to_string(path).unwrap();
    let mut groups: BTreeMap<(String, u32), Vec<Vector>> = BTreeMap::new();
    for line in src.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let h = |i: usize| u128::from_str_radix(f[i], 16).unwrap();
        groups
            .entry((f[0].to_string(), f[1].parse().unwrap()))
            .or_default()
            .push(Vector {
                s0: h(2),
                s1: h(3) as u32,
                s2: h(4),
                old: h(5) as u32,
                d: h(6),
            });
    }
    assert_eq!(groups.len(), 36, "rows.tsv groups");
    let (mut checked, mut bad) = (0, Vec::new());
    for ((m, sel), vs) in &groups {
        let (line, ndst) = text(m, *sel);
        for cpu in cpus(m) {
            let refs: Vec<&Vector> = vs.iter().collect();
            for chunk in refs.chunks(64) {
                let got = run(cpu, &line, chunk, ndst);
                for (v, g) in chunk.iter().zip(got) {
                    checked += 1;
                    if g != v.d {
                        bad.push(format!(
                            "{cpu}: {line}: s0 {:x} s1 {:x} s2 {:x} old {:x}: got {g:x}, want {:x}",
                            v.s0, v.s1, v.s2, v.old, v.d
                        ));
                    }
                }
            }
        }
    }
    assert!(checked > 2000, "{checked} vectors");
    assert!(
        bad.is_empty(),
        "{} of {checked} mismatches:\n{}",
        bad.len(),
        bad[..bad.len().min(30)].join("\n")
    );
}
