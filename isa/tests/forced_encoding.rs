//! Forced-encoding suffixes on rows whose table name has none: the VOP3 forms of the
//! operand-less VOP1 instructions (`v_nop_e64`, `v_clrexcp_e64`, `v_pipeflush_e64`) and the
//! explicit `_e32` of `v_nop`, which LLVM's own tests put in inline assembly. Expected bytes
//! are llvm-mc-19's (`echo LINE | llvm-mc-19 -arch=amdgcn -mcpu=CPU -show-encoding`); the
//! lines llvm-mc-19 rejects must be rejected with a located error.
use gfxc_isa::{assemble, Target};

#[test]
fn forced_encoding_suffixes_match_llvm_mc() {
    let vop3_nop = [0x00, 0x00, 0x40, 0xd1, 0x00, 0x00, 0x00, 0x00];
    let vop3_nop10 = [0x00, 0x00, 0x80, 0xd5, 0x00, 0x00, 0x00, 0x00];
    let cases: &[(&str, &str, Option<&[u8]>)] = &[
        ("gfx803", "v_nop_e64", Some(&vop3_nop)),
        ("gfx900", "v_nop_e64", Some(&vop3_nop)),
        ("gfx1030", "v_nop_e64", Some(&vop3_nop10)),
        ("gfx1100", "v_nop_e64", Some(&vop3_nop10)),
        ("gfx900", "v_nop_e32", Some(&[0x00, 0x00, 0x00, 0x7e])),
        ("gfx1100", "v_nop_e32", Some(&[0x00, 0x00, 0x00, 0x7e])),
        (
            "gfx803",
            "v_clrexcp_e64",
            Some(&[0x00, 0x00, 0x75, 0xd1, 0, 0, 0, 0]),
        ),
        (
            "gfx900",
            "v_clrexcp_e64",
            Some(&[0x00, 0x00, 0x75, 0xd1, 0, 0, 0, 0]),
        ),
        (
            "gfx1030",
            "v_clrexcp_e64",
            Some(&[0x00, 0x00, 0xc1, 0xd5, 0, 0, 0, 0]),
        ),
        ("gfx1100", "v_clrexcp_e64", None),
        (
            "gfx1030",
            "v_pipeflush_e64",
            Some(&[0x00, 0x00, 0x9b, 0xd5, 0, 0, 0, 0]),
        ),
        (
            "gfx1100",
            "v_pipeflush_e64",
            Some(&[0x00, 0x00, 0x9b, 0xd5, 0, 0, 0, 0]),
        ),
        ("gfx900", "v_pipeflush_e64", None),
    ];
    let mut fails = Vec::new();
    for &(cpu, line, want) in cases {
        let t = Target::parse(cpu).unwrap();
        match (assemble(line, "x.s", &t), want) {
            (Ok(a), Some(w)) if a.len() == 1 && a[0].bytes == w => {}
            (Ok(a), _) => fails.push(format!(
                "{cpu} `{line}`: got {:02x?}, want {want:02x?}",
                a.iter().map(|x| &x.bytes).collect::<Vec<_>>()
            )),
            (Err(e), None) if e.0[0].to_string().starts_with("x.s:1:") => {}
            (Err(e), _) => fails.push(format!("{cpu} `{line}`: {}", e.0[0])),
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
