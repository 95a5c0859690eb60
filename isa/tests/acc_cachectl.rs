//! Regressions for AGPR operands of MAI rows and the cache-control MUBUF rows. Expected lines
//! are llvm-mc-19's (`-show-encoding`, `-disassemble`); the broad coverage is in the golden
//! files (`forms::sample_acc`, `forms::sample_cache_control`) — these pin the reported bugs.
use gfxc_isa::{assemble, disassemble, show_encoding, Target};

fn enc(cpu: &str, line: &str) -> Result<String, String> {
    let t = Target::parse(cpu).unwrap();
    assemble(line, "t.s", &t)
        .map(|l| show_encoding(&l).trim().to_string())
        .map_err(|e| e.to_string())
}

fn dis(cpu: &str, bytes: &[u8]) -> Option<String> {
    let t = Target::parse(cpu).unwrap();
    let d = disassemble(bytes, &t);
    (d.len() == 1 && !d[0].invalid).then(|| d[0].text.clone())
}

fn bytes_of(line: &str) -> Vec<u8> {
    let inner = line
        .split("encoding: [")
        .nth(1)
        .unwrap()
        .trim_end_matches(']');
    inner
        .split(',')
        .map(|b| u8::from_str_radix(b.trim_start_matches("0x"), 16).unwrap())
        .collect()
}

/// (processor, llvm-mc-19 -show-encoding line): assembled and disassembled both ways.
const MAI_GOLDEN: &[(&str, &str)] = &[
    ("gfx908", "v_mfma_f32_4x4x1f32 a[4:7], a0, v1, a[4:7] ; encoding: [0x04,0x00,0xc2,0xd3,0x00,0x03,0x12,0x0c]"),
    ("gfx908", "v_mfma_f32_4x4x1f32 a[4:7], v0, a1, a[4:7] ; encoding: [0x04,0x00,0xc2,0xd3,0x00,0x03,0x12,0x14]"),
    ("gfx908", "v_mfma_f32_4x4x1f32 a[4:7], a0, a1, a[4:7] ; encoding: [0x04,0x00,0xc2,0xd3,0x00,0x03,0x12,0x1c]"),
    ("gfx908", "v_mfma_f32_4x4x1f32 a[4:7], a0, v1, a[4:7] cbsz:1 abid:2 blgp:3 ; encoding: [0x04,0x11,0xc2,0xd3,0x00,0x03,0x12,0x6c]"),
    ("gfx908", "v_accvgpr_write_b32 a0, 1.0             ; encoding: [0x00,0x40,0xd9,0xd3,0xf2,0x00,0x00,0x18]"),
    ("gfx90a", "v_mfma_f32_4x4x1f32 a[4:7], a0, v1, a[4:7] ; encoding: [0x04,0x80,0xc2,0xd3,0x00,0x03,0x12,0x0c]"),
    ("gfx90a", "v_mfma_f32_4x4x1f32 v[4:7], a0, a1, v[4:7] ; encoding: [0x04,0x00,0xc2,0xd3,0x00,0x03,0x12,0x1c]"),
    ("gfx90a", "v_mfma_f32_4x4x1f32 v[4:7], v0, v1, 0   ; encoding: [0x04,0x00,0xc2,0xd3,0x00,0x03,0x02,0x02]"),
    ("gfx90a", "v_mfma_f32_4x4x1f32 a[4:7], v0, v1, -1  ; encoding: [0x04,0x80,0xc2,0xd3,0x00,0x03,0x06,0x03]"),
    ("gfx90a", "v_mfma_f64_4x4x4f64 a[0:1], a[2:3], v[4:5], a[0:1] ; encoding: [0x00,0x80,0xef,0xd3,0x02,0x09,0x02,0x0c]"),
    ("gfx90a", "v_mfma_f64_4x4x4f64 v[0:1], a[2:3], a[4:5], 0 ; encoding: [0x00,0x00,0xef,0xd3,0x02,0x09,0x02,0x1a]"),
    ("gfx90a", "v_accvgpr_mov_b32 a0, a1                ; encoding: [0x01,0xa5,0x00,0x7e]"),
    ("gfx90a", "v_accvgpr_write_b32 a0, s1              ; encoding: [0x00,0x40,0xd9,0xd3,0x01,0x00,0x00,0x18]"),
    ("gfx942", "v_mfma_f32_4x4x1_16b_f32 a[4:7], a0, a1, a[4:7] ; encoding: [0x04,0x80,0xc2,0xd3,0x00,0x03,0x12,0x1c]"),
    ("gfx942", "v_mfma_f64_4x4x4_4b_f64 v[0:1], a[2:3], a[4:5], 0 ; encoding: [0x00,0x00,0xef,0xd3,0x02,0x09,0x02,0x1a]"),
    ("gfx942", "v_smfmac_f32_16x16x32_f16 v[0:3], a[2:3], a[4:7], v8 ; encoding: [0x00,0x00,0xe2,0xd3,0x02,0x09,0x22,0x1c]"),
    ("gfx942", "v_accvgpr_mov_b32 a0, a1                ; encoding: [0x01,0xa5,0x00,0x7e]"),
];

/// (processor, line, llvm-mc-19's message): rejected.
const MAI_REJECTED: &[(&str, &str, &str)] = &[
    (
        "gfx908",
        "v_mfma_f32_4x4x1f32 a[4:7], v0, v1, v[4:7]",
        "invalid operand for instruction",
    ),
    (
        "gfx908",
        "v_mfma_f32_4x4x1f32 a[4:7], v0, v1, 1.0",
        "inline constants are not allowed for this operand",
    ),
    (
        "gfx908",
        "v_mfma_f32_4x4x1f32 a[4:7], s0, v1, a[4:7]",
        "invalid operand for instruction",
    ),
    (
        "gfx908",
        "v_mfma_f32_4x4x1f32 a[4:7], 1.0, v1, a[4:7]",
        "invalid operand for instruction",
    ),
    (
        "gfx908",
        "v_mfma_f32_4x4x1f32 a[4:7], v0, 2, a[4:7]",
        "invalid operand for instruction",
    ),
    (
        "gfx908",
        "v_accvgpr_write_b32 a0, s1",
        "source operand must be either a VGPR or an inline constant",
    ),
    (
        "gfx908",
        "v_accvgpr_read_b32 v0, v1",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_mfma_f32_4x4x1f32 a[4:7], v0, v1, v[4:7]",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_mfma_f32_4x4x1f32 v[4:7], v0, v1, a[4:7]",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_mfma_f32_4x4x1f32 a[4:7], v0, v1, s[0:3]",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_accvgpr_read_b32 a0, a1",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_accvgpr_write_b32 a0, a1",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_accvgpr_mov_b32 a0, v1",
        "invalid operand for instruction",
    ),
    (
        "gfx90a",
        "v_accvgpr_mov_b32 v0, a1",
        "invalid operand for instruction",
    ),
    (
        "gfx942",
        "v_smfmac_f32_16x16x32_f16 a[0:3], v[2:3], v[4:7], a8",
        "invalid operand for instruction",
    ),
];

#[test]
fn mai_agpr_operands() {
    for (cpu, line) in MAI_GOLDEN {
        let text = line.split(';').next().unwrap().trim();
        assert_eq!(enc(cpu, text).as_deref(), Ok(line.trim()), "{cpu}: {text}");
        assert_eq!(
            dis(cpu, &bytes_of(line)).as_deref(),
            Some(text),
            "{cpu}: disas {text}"
        );
    }
    for (cpu, line, msg) in MAI_REJECTED {
        match enc(cpu, line) {
            Ok(s) => panic!("{cpu}: accepted {line}: {s}"),
            Err(e) => assert!(e.contains(msg), "{cpu}: {line}: {e}"),
        }
    }
}

/// An AGPR SrcA/SrcB built through the API (the compiler's path) keeps its ACC bit.
#[test]
fn mai_agpr_sources_through_the_api() {
    use gfxc_isa::regs::{Operand, Reg};
    for cpu in ["gfx908", "gfx90a", "gfx942"] {
        let t = Target::parse(cpu).unwrap();
        let line = if cpu == "gfx942" {
            "v_mfma_f32_4x4x1_16b_f32 a[4:7], v0, v1, a[4:7]"
        } else {
            "v_mfma_f32_4x4x1f32 a[4:7], v0, v1, a[4:7]"
        };
        let b = assemble(line, "t.s", &t).unwrap()[0].bytes.clone();
        let (mut inst, _) = gfxc_isa::codec::decode(&b, t.processor.isa, true).unwrap();
        inst.ops[1] = Operand::Reg(Reg::agpr(0, 1));
        inst.ops[2] = Operand::Reg(Reg::agpr(1, 1));
        let b = gfxc_isa::codec::encode(&inst, 0).unwrap();
        assert_eq!(b[7] & 0x18, 0x18, "{cpu}");
        let (back, _) = gfxc_isa::codec::decode(&b, t.processor.isa, true).unwrap();
        assert_eq!(back.ops, inst.ops, "{cpu}");
        // SGPR SrcA is not encodable (llvm-mc-19: "invalid operand for instruction").
        inst.ops[1] = Operand::Reg(Reg::sgpr(0, 1));
        assert!(gfxc_isa::codec::encode(&inst, 0).is_err(), "{cpu}");
    }
}

/// llc-19 -mcpu=gfx90a emits `buffer_wbl2` with GLC and SCC set (E0A0C000, tests/corpus/
/// fences.ll); llvm-mc-19 prints it as `buffer_wbl2`.
#[test]
fn gfx90a_buffer_wbl2_with_cache_bits() {
    let w = [0x00, 0xc0, 0xa0, 0xe0, 0x00, 0x00, 0x00, 0x00];
    assert_eq!(dis("gfx90a", &w).as_deref(), Some("buffer_wbl2"));
    // ... but buffer_wbinvl1_vol / buffer_invl2 with GLC are invalid (llvm-mc-19).
    assert_eq!(dis("gfx90a", &[0x00, 0x40, 0xfc, 0xe0, 0, 0, 0, 0]), None);
    assert_eq!(dis("gfx90a", &[0x00, 0x40, 0xa4, 0xe0, 0, 0, 0, 0]), None);
    // gfx942 prints sc0/sc1; nt is accepted by the assembler and not encoded.
    assert_eq!(dis("gfx942", &w).as_deref(), Some("buffer_wbl2 sc0 sc1"));
    let nt = enc("gfx942", "buffer_wbl2 sc0 sc1 nt").unwrap();
    assert!(
        nt.ends_with("[0x00,0xc0,0xa0,0xe0,0x00,0x00,0x00,0x00]"),
        "{nt}"
    );
    for (cpu, line) in [
        ("gfx90a", "buffer_wbl2 glc"),
        ("gfx90a", "buffer_wbl2 scc"),
        ("gfx942", "buffer_wbinvl1_vol sc0"),
        ("gfx1030", "buffer_gl0_inv dlc"),
        ("gfx900", "buffer_wbinvl1 offen"),
    ] {
        assert!(enc(cpu, line).is_err(), "{cpu}: {line}");
    }
}

/// Every single-bit change of every cache-control row, against the measured data: a bit
/// llvm-mc-19 ignores decodes to the same text, any other non-opcode bit does not decode to the
/// row (data/cachectl.tsv, measured by tools/sweep_cachectl.py).
#[test]
fn cache_control_bits_follow_the_measurements() {
    use gfxc_isa::cachectl::{ignored_bits, is_cache_control};
    use gfxc_isa::table::table;
    let mut n = 0;
    for cpu in [
        "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100",
    ] {
        let t = Target::parse(cpu).unwrap();
        let v = t.processor.isa;
        for d in &table(v).defs {
            if !is_cache_control(v, d.mnemonic) {
                continue;
            }
            let line = enc(cpu, d.mnemonic).unwrap();
            let w = u64::from_le_bytes(bytes_of(&line).try_into().unwrap());
            let mask = ignored_bits(v, d.mnemonic);
            assert_ne!(mask, 0, "{cpu} {}", d.mnemonic);
            for b in 0..64 {
                let got = dis(cpu, &(w ^ (1 << b)).to_le_bytes());
                if mask & (1 << b) != 0 {
                    assert_eq!(
                        got.as_deref(),
                        Some(d.mnemonic),
                        "{cpu} {} bit {b}",
                        d.mnemonic
                    );
                } else {
                    // Invalid, another instruction, or (gfx942 SC0/SC1) the row with sc0/sc1.
                    let same_row = got
                        .as_deref()
                        .is_some_and(|s| s.split(' ').next() == Some(d.mnemonic));
                    assert!(
                        !same_row || (cpu == "gfx942" && (b == 14 || b == 15)),
                        "{cpu} {} bit {b}: {got:?}",
                        d.mnemonic
                    );
                }
                n += 1;
            }
            assert_eq!(
                dis(cpu, &(w | mask).to_le_bytes()).as_deref(),
                Some(d.mnemonic)
            );
        }
    }
    assert!(n > 1000);
}
