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
