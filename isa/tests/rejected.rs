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
