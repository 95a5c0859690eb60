//! VOP3B rows (`v_div_scale_f32/f64`: a scalar destination in bits 14:8) take NEG but not ABS:
//! bits 14:8 are where VOP3A keeps ABS and OP_SEL. An ABS must be an error, located, on every
//! source and every generation: encoded, it became bits of the scalar destination (fuzz seed
//! 7273527: `|x|` folded into `v_div_scale_f64` made its carry-out `s[6:7]` instead of
//! `s[4:5]`, which then clobbered a saved EXEC mask).
//!
//! llvm-mc-19 rejects ABS on SRC0 before GFX11 ("ABS not allowed in VOP3B instructions") but
//! silently drops it on SRC1/SRC2 and on GFX11 (it encodes nothing): gfxc rejects them all
//! rather than assemble something other than what was written. NEG is accepted and encoded as
//! llvm-mc-19 encodes it (the expected bytes below are llvm-mc-19's, `-show-encoding`).

use gfxc_isa::{assemble, Target};

const CPUS: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

/// `v_div_scale_{f32,f64}` with ABS (`|..|`) or NEG (`-..`) on source `pos`.
fn forms(cpu: &str, modifier: fn(&str) -> String) -> Vec<String> {
    // Wave32 by default on GFX10+: the carry-out is one SGPR.
    let sd = if cpu.starts_with("gfx1") {
        "s4"
    } else {
        "s[4:5]"
    };
    let mut out = Vec::new();
    for (op, d, srcs) in [
        ("v_div_scale_f32", "v1", ["v2", "v4", "v6"]),
        ("v_div_scale_f64", "v[0:1]", ["v[2:3]", "v[4:5]", "v[6:7]"]),
    ] {
        for pos in 0..3 {
            let mut s = srcs.map(String::from);
            s[pos] = modifier(&s[pos]);
            out.push(format!("{op} {d}, {sd}, {}", s.join(", ")));
        }
    }
    out
}

#[test]
fn abs_on_any_vop3b_source_is_a_located_error() {
    let mut bad = Vec::new();
    let mut n = 0;
    for cpu in CPUS {
        let t = Target::parse(cpu).unwrap();
        for line in forms(cpu, |s| format!("|{s}|")) {
            n += 1;
            match assemble(&line, "x.s", &t) {
                Ok(a) => bad.push(format!("{cpu}: accepted `{line}` as {:?}", a[0].bytes)),
                Err(e) => {
                    let d = &e.0[0];
                    let shown = d.to_string();
                    if !shown.starts_with("x.s:1:") || d.col == 0 {
                        bad.push(format!("{cpu}: unlocated `{shown}`"));
                    }
                    if !d.message.contains("ABS not allowed in VOP3B") {
                        bad.push(format!("{cpu}: `{line}`: {}", d.message));
                    }
                }
            }
        }
    }
    assert_eq!(n, 60);
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn neg_on_vop3b_sources_encodes_as_llvm_mc() {
    // llvm-mc-19's encodings of `v_div_scale_f32 v2, vcc, -v0, v1, v1` (wave64): NEG bit 0 of
    // the second dword's top three bits, SDST 0x6a (VCC) untouched.
    for (cpu, want) in [
        ("gfx900", [0x02, 0x6a, 0xe0, 0xd1, 0x00, 0x03, 0x06, 0x24]),
        ("gfx700", [0x02, 0x6a, 0xda, 0xd2, 0x00, 0x03, 0x06, 0x24]),
    ] {
        let t = Target::parse(cpu).unwrap();
        let a = assemble("v_div_scale_f32 v2, vcc, -v0, v1, v1", "x.s", &t).unwrap();
        assert_eq!(a[0].bytes, want, "{cpu}");
    }
    // Every source, both widths, every generation: accepted, and the carry-out stays s4/s[4:5]
    // (bits 14:8 of the first dword).
    for cpu in CPUS {
        let t = Target::parse(cpu).unwrap();
        for line in forms(cpu, |s| format!("-{s}")) {
            let a = assemble(&line, "x.s", &t).unwrap_or_else(|e| panic!("{cpu}: {line}: {e:?}"));
            let w = u32::from_le_bytes(a[0].bytes[0..4].try_into().unwrap());
            assert_eq!((w >> 8) & 0x7f, 4, "{cpu}: {line}: SDST");
        }
    }
}
