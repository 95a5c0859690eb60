//! Golden files made with llvm-mc-19 (`isa/tools/gen_golden.py`): for every processor, sample
//! forms of every table row with llvm-mc-19's canonical text and encoding. Checks, without
//! LLVM: gfxc assembles the text to the same bytes and prints the same text, and gfxc's
//! disassembler turns the bytes back into exactly that text.
use gfxc_isa::{assemble, disassemble, show_encoding, Target};

/// The ten reference processors, then family members with rows their reference lacks (their
/// golden files hold only the forms beyond the reference; `tools/gen_golden.py`).
const CPUS: [&str; 15] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100", "gfx810", "gfx904", "gfx906", "gfx1011", "gfx1012",
];

fn parse_bytes(line: &str) -> Vec<u8> {
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

#[test]
fn golden_llvm_mc_forms() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/golden");
    let mut failures = Vec::new();
    let mut total = 0;
    for cpu in CPUS {
        let t = Target::parse(cpu).unwrap();
        let src = std::fs::read_to_string(format!("{dir}/{cpu}.txt")).unwrap();
        let (mut asm_ok, mut dis_ok, mut n) = (0, 0, 0);
        let known_gap = |_: &str| false;
        for line in src
            .lines()
            .filter(|l| l.contains("encoding:") && !known_gap(l))
        {
            n += 1;
            let text = line.split(';').next().unwrap().trim();
            let want = line.trim();
            match assemble(text, cpu, &t) {
                Ok(l) if show_encoding(&l).trim() == want => asm_ok += 1,
                Ok(l) => failures.push(format!(
                    "{cpu} asm: want {want}\n   got {}",
                    show_encoding(&l).trim()
                )),
                Err(e) => failures.push(format!("{cpu} asm: want {want}\n   err {e}")),
            }
            let bytes = parse_bytes(line);
            let d = disassemble(&bytes, &t);
            if d.len() == 1 && !d[0].invalid && d[0].text == text {
                dis_ok += 1;
            } else {
                let got: Vec<&str> = d.iter().map(|x| x.text.as_str()).collect();
                failures.push(format!("{cpu} disas: want {text}\n   got {got:?}"));
            }
        }
        println!("{cpu}: {n} forms, assembler {asm_ok}/{n}, disassembler {dis_ok}/{n}");
        total += n;
    }
    let show = if std::env::var_os("GOLDEN_ALL").is_some() {
        usize::MAX
    } else {
        40
    };
    for f in failures.iter().take(show) {
        println!("{f}");
    }
    assert!(total > 20000);
    assert!(failures.is_empty(), "{} golden mismatches", failures.len());
}
