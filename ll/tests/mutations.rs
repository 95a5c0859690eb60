//! Mutated corpus files never panic the reader (nor the verifier and printer behind it):
//! every line deleted in turn, the file cut at many points, and characters replaced at
//! pseudo-random places. Every rejection is a located diagnostic.

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;

fn check(label: &str, src: &str) {
    let r = catch_unwind(AssertUnwindSafe(|| match gfxc_ll::parse_ll(src) {
        Ok(m) => {
            if gfxc_ir::verifier::verify_module(&m).is_ok() {
                let _ = gfxc_ir::text::print_module(&m);
            }
            None
        }
        Err(e) => Some(e),
    }));
    match r {
        Err(_) => panic!("reader panicked on {label}"),
        Ok(Some(e)) => {
            assert!(!e.0.is_empty(), "{label}: empty error list");
            for d in &e.0 {
                assert!(
                    d.loc.is_known(),
                    "{label}: error without a location: {}",
                    d.message
                );
            }
        }
        Ok(None) => {}
    }
}

/// SplitMix64, for reproducible mutation positions.
struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E3779B97F4A7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58476D1CE4E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D049BB133111EB);
        z ^ (z >> 31)
    }
}

#[test]
fn mutated_corpus_never_panics() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "ll"))
        .collect();
    files.sort();
    let mut rng = Rng(6);
    let replacements = [
        "",
        " ",
        "\n",
        "%",
        "@",
        "!",
        "#",
        "(",
        ")",
        "[",
        "]",
        "{",
        "}",
        "<",
        ">",
        ",",
        "=",
        "\"",
        "0",
        "-1",
        "x",
        "0x",
        "c\"",
        "i128",
        "ptr",
        "label",
        "...",
        "é",
        ":",
        "*",
        "99999999999",
    ];
    for path in files {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        let lines: Vec<&str> = src.lines().collect();
        // Big generated files: every 7th line is enough.
        let step = if lines.len() > 400 { 7 } else { 1 };
        for i in (0..lines.len()).step_by(step) {
            let mut v = lines.clone();
            v.remove(i);
            check(&format!("{name} without line {}", i + 1), &v.join("\n"));
        }
        let cuts = (src.len() / 97).clamp(1, 200);
        for k in 0..cuts {
            let mut at = src.len() * k / cuts;
            while !src.is_char_boundary(at) {
                at -= 1;
            }
            check(&format!("{name} cut at byte {at}"), &src[..at]);
        }
        let chars: Vec<char> = src.chars().collect();
        for _ in 0..300 {
            let at = (rng.next() % chars.len() as u64) as usize;
            let r = replacements[(rng.next() % replacements.len() as u64) as usize];
            let mut s: String = chars[..at].iter().collect();
            s.push_str(r);
            s.extend(&chars[at + 1..]);
            check(&format!("{name} with char {at} replaced by {r:?}"), &s);
        }
    }
}
