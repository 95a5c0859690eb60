//! Every line llvm-mc-19 rejected when the golden files were made
//! (`isa/tests/golden/CPU.rejected.txt`, written by `tools/gen_golden.py` as
//! `MESSAGE :: LINE`, plus `isa/tests/rejected/CPU.txt`, a frozen copy of the rejections of
//! the runs before the sample forms learnt the constraints) must be rejected by gfxc too, with a located `file:line:col: error:`
//! diagnostic. The operand rules behind most of them are data (`isa/data/constraints.tsv`).
use gfxc_isa::{assemble, Target};

/// The ten reference processors, then family members with rows their reference lacks (their
/// golden files hold only the forms beyond the reference; `tools/gen_golden.py`).
const CPUS: [&str; 15] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100", "gfx810", "gfx904", "gfx906", "gfx1011", "gfx1012",
];

#[test]
fn llvm_mc_rejections_are_rejected() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
    let mut failures = Vec::new();
    let mut total = 0;
    for cpu in CPUS {
        let t = Target::parse(cpu).unwrap();
        let src = std::fs::read_to_string(format!("{dir}/{cpu}.rejected.txt")).unwrap()
            + &std::fs::read_to_string(format!("{dir}/../rejected/{cpu}.txt")).unwrap_or_default();
        let (mut n, mut same_msg) = (0, 0);
        for l in src.lines().filter(|l| l.contains(" :: ")) {
            let (msg, line) = l.split_once(" :: ").unwrap();
            n += 1;
            match assemble(line, "x.s", &t) {
                Ok(a) => failures.push(format!(
                    "{cpu}: accepted `{line}` (llvm-mc-19: {msg}) as {:?}",
                    a.iter().map(|x| &x.text).collect::<Vec<_>>()
                )),
                Err(e) => {
                    let d = &e.0[0];
                    let shown = d.to_string();
                    if d.line != 1 || d.col == 0 || !shown.starts_with("x.s:1:") {
                        failures.push(format!("{cpu}: unlocated error {shown}"));
                    }
                    if d.message == msg {
                        same_msg += 1;
                    }
                }
            }
        }
        println!("{cpu}: {n} lines llvm-mc-19 rejects, all rejected by gfxc ({same_msg} with llvm-mc-19's message)");
        total += n;
    }
    for f in failures.iter().take(40) {
        println!("{f}");
    }
    assert!(total > 200, "{total}");
    assert!(
        failures.is_empty(),
        "{} lines accepted or unlocated",
        failures.len()
    );
}

/// Output modifiers (`clamp`, `mul:`/`div:`) on every row and form that llvm-mc-19 rejects
/// them on, per processor (`isa/tests/rejected/modifiers.txt`, one line per (row, form,
/// modifier), written by `tools/sweep_modifiers.py` from the table's sample forms): gfxc
/// rejects each with a located error. This is the class of gfx700's `v_add_i32_e64 ... clamp`
/// ("integer clamping is not supported on this GPU"), which gfxc used to accept; the rule is
/// data (`no_clamp` / `no_omod` rows of `data/constraints.tsv`).
#[test]
fn output_modifiers_llvm_mc_rejects_are_rejected() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/rejected/modifiers.txt"
    ))
    .unwrap();
    let mut failures = Vec::new();
    let mut per_cpu = std::collections::BTreeMap::new();
    for l in src.lines().filter(|l| !l.starts_with('#')) {
        let mut parts = l.splitn(3, " :: ");
        let (cpus, msg, line) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        for cpu in cpus.split(',') {
            *per_cpu.entry(cpu).or_insert(0) += 1;
            let t = Target::parse(cpu).unwrap();
            match assemble(line, "x.s", &t) {
                Ok(_) => failures.push(format!("{cpu}: accepted `{line}` (llvm-mc-19: {msg})")),
                Err(e) => {
                    let shown = e.0[0].to_string();
                    if !shown.starts_with("x.s:1:") || e.0[0].col == 0 {
                        failures.push(format!("{cpu}: unlocated error {shown}"));
                    }
                }
            }
        }
    }
    assert_eq!(per_cpu.len(), 10, "{per_cpu:?}");
    assert!(per_cpu.values().all(|&n| n > 100), "{per_cpu:?}");
    assert!(
        failures.is_empty(),
        "{} lines:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// Every (row, form, modifier, position) llvm-mc-19 accepts in the modifier sweep
/// (`isa/tests/rejected/modifiers_accepted.txt`, written by `tools/sweep_modifiers.py` with
/// llvm-mc-19's encodings): gfxc accepts the line and encodes it to the same bytes. This holds
/// the classes gfxc used to reject: GFX11 VOPC with `clamp` and DPP controls (llvm-mc-19
/// promotes it to the VOP3 DPP form), modifiers before the DPP/SDWA controls, and the OPSEL
/// bits `opsel_bits` rows keep.
#[test]
fn modifiers_llvm_mc_accepts_are_accepted_with_its_encoding() {
    let src = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/rejected/modifiers_accepted.txt"
    ))
    .unwrap();
    let mut failures = Vec::new();
    let mut per_cpu = std::collections::BTreeMap::new();
    for l in src.lines().filter(|l| !l.starts_with('#')) {
        let mut parts = l.splitn(3, " :: ");
        let (cpu, line, enc) = (
            parts.next().unwrap(),
            parts.next().unwrap(),
            parts.next().unwrap(),
        );
        *per_cpu.entry(cpu).or_insert(0) += 1;
        let t = Target::parse(cpu).unwrap();
        match assemble(line, "x.s", &t) {
            Err(e) => failures.push(format!("{cpu}: rejected `{line}`: {}", e.0[0])),
            Ok(a) => {
                let got: String = a
                    .iter()
                    .flat_map(|x| x.bytes.iter())
                    .map(|b| format!("{b:02x}"))
                    .collect();
                if got != enc {
                    failures.push(format!("{cpu}: `{line}`: {got}, llvm-mc-19 {enc}"));
                }
            }
        }
    }
    assert_eq!(per_cpu.len(), 10, "{per_cpu:?}");
    assert!(per_cpu.values().all(|&n| n > 100), "{per_cpu:?}");
    assert!(
        failures.is_empty(),
        "{} lines:\n{}",
        failures.len(),
        failures[..failures.len().min(40)].join("\n")
    );
}

/// The reported classes of issue 16's assembler item, one line each (the sweep files hold the
/// whole classes): GFX11 VOPC and VOP3-only mnemonics with DPP controls, the position rule,
/// and the OPSEL bits of `v_permlane16_b32` / `v_dot2_bf16_bf16`.
#[test]
fn modifier_position_and_opsel_bits_follow_llvm_mc() {
    for (cpu, line, ok) in [
        (
            "gfx1100",
            "v_cmp_f_f16 vcc_lo, v2, v4 clamp dpp8:[7,6,5,4,3,2,1,0]",
            true,
        ),
        ("gfx1100", "v_fma_f32 v0, v1, v2, v3 quad_perm:[1,0,3,2]", true),
        (
            "gfx1100",
            "v_add_f32_e64 v1, v2, v3 quad_perm:[1,0,3,2]",
            false,
        ),
        (
            "gfx1100",
            "v_add_f32 v1, v2, v3 clamp quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf",
            true,
        ),
        (
            "gfx1100",
            "v_add_f32 v1, v2, v3 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf clamp",
            false,
        ),
        (
            "gfx900",
            "v_add_f16_sdwa v2, v4, v6 mul:2 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD",
            true,
        ),
        (
            "gfx900",
            "v_add_f16_sdwa v2, v4, v6 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:WORD_1 src1_sel:DWORD mul:2",
            false,
        ),
        ("gfx1030", "v_permlane16_b32 v2, v4, s4, s6 op_sel:[1,1]", true),
        ("gfx1030", "v_permlane16_b32 v2, v4, s4, s6 op_sel:[0,0,1]", false),
        ("gfx1100", "v_dot2_bf16_bf16 v2, v4, v6, v8 op_sel:[0,0,0,1]", true),
        ("gfx1100", "v_dot2_bf16_bf16 v2, v4, v6, v8 op_sel:[1,0]", false),
    ] {
        let t = Target::parse(cpu).unwrap();
        let r = assemble(line, "x.s", &t);
        assert_eq!(
            r.is_ok(),
            ok,
            "{cpu}: {line}: {:?}",
            r.err().map(|e| e.0[0].to_string())
        );
    }
}

/// The gfx700 carry-out add with `clamp` (the reported case) and its GFX9 twin, which takes it.
#[test]
fn carry_out_add_clamp_follows_llvm_mc() {
    for (cpu, line, ok) in [
        ("gfx700", "v_add_i32_e64 v1, s[0:1], v2, v3 clamp", false),
        (
            "gfx600",
            "v_addc_u32_e64 v1, s[0:1], v2, v3, s[2:3] clamp",
            false,
        ),
        ("gfx700", "v_add_i32_e64 v1, s[0:1], v2, v3", true),
        ("gfx803", "v_add_u32_e64 v1, s[0:1], v2, v3 clamp", true),
        ("gfx900", "v_add_co_u32_e64 v1, s[0:1], v2, v3 clamp", true),
        ("gfx1100", "v_add_co_u32 v1, s0, v2, v3 clamp", true),
        ("gfx700", "v_add_f32_e64 v1, v2, v3 clamp", true),
        ("gfx700", "v_and_b32_e64 v1, v2, v3 clamp", false),
    ] {
        let t = Target::parse(cpu).unwrap();
        let r = assemble(line, "x.s", &t);
        assert_eq!(
            r.is_ok(),
            ok,
            "{cpu}: {line}: {:?}",
            r.err().map(|e| e.0[0].to_string())
        );
    }
}
