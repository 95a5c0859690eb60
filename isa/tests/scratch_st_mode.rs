//! Scratch "ST mode" (no VGPR and no SGPR address: `scratch_load_dword v5, off, off offset:8`)
//! for every scratch row of every variant (issue 16: GFX11 `0xdc6d0008` did not decode).
//!
//! Expected bytes: `tests/scratch_st/<variant>.txt`, one `text<TAB>encoding` line per scratch
//! row, made by assembling the texts with `llvm-mc-19 -show-encoding` (the `make_golden` test
//! below, run with `GFXC_BLESS=1` where llvm-mc-19 exists); a variant without the mode
//! (llvm-mc-19: "operands are not valid for this GPU or mode") has an empty file. The test
//! requires gfxc to encode exactly those bytes, to refuse the form elsewhere, and to decode the
//! bytes back to the same text.
use gfxc_isa::codec::{decode, encode};
use gfxc_isa::print::{print, PrintOpts};
use gfxc_isa::regs::Operand;
use gfxc_isa::table::{table, Format, SigField};
use gfxc_isa::IsaVariant;

/// The ST-mode form of every scratch row of `v` (vaddr and saddr `off`, offset 8).
fn st_forms(v: IsaVariant) -> Vec<gfxc_isa::inst::Inst> {
    let t = table(v);
    let mut out = Vec::new();
    for i in 0..t.defs.len() as u32 {
        let d = t.def(i);
        if d.format != Format::Scratch {
            continue;
        }
        let Some(mut inst) = gfxc_isa::forms::sample(v, i, false, 0) else {
            continue;
        };
        let (Some(a), Some(sa)) = (d.find(SigField::A), d.find(SigField::Sa)) else {
            continue;
        };
        inst.ops[a] = Operand::Off;
        inst.ops[sa] = Operand::Off;
        inst.m.offset = 8;
        out.push(inst);
    }
    out
}

fn text(inst: &gfxc_isa::inst::Inst) -> String {
    print(inst, PrintOpts { wave64: false }, None)
}

fn golden_path(v: IsaVariant) -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/scratch_st")
        .join(format!("{}.txt", v.reference_processor()))
}

fn hex(b: &[u8]) -> String {
    let v: Vec<String> = b.iter().map(|x| format!("{x:#04x}")).collect();
    format!("[{}]", v.join(","))
}

#[test]
fn scratch_st_mode_matches_llvm_mc() {
    let mut checked = 0;
    for v in IsaVariant::ALL {
        let want = std::fs::read_to_string(golden_path(v)).expect("golden file");
        let want: std::collections::BTreeMap<&str, &str> =
            want.lines().filter_map(|l| l.split_once('\t')).collect();
        for inst in st_forms(v) {
            let t = text(&inst);
            match (encode(&inst, 0), want.get(t.as_str())) {
                (Ok(b), Some(&w)) => {
                    assert_eq!(hex(&b), w, "{v:?}: {t}");
                    let (back, len) = decode(&b, v, false).unwrap_or_else(|| panic!("{t}"));
                    assert_eq!(len, b.len());
                    assert_eq!(text(&back), t, "{v:?}: decode of {w}");
                    checked += 1;
                }
                (Err(_), None) => {}
                (Ok(b), None) => panic!(
                    "{v:?}: {t} encodes as {} but llvm-mc-19 rejects it",
                    hex(&b)
                ),
                (Err(e), Some(w)) => panic!("{v:?}: {t}: {e} (llvm-mc-19: {w})"),
            }
        }
    }
    // gfx942, gfx1030 and gfx1100 have the mode; every scratch row there was checked.
    assert!(checked > 60, "{checked}");
}

/// Regenerates the golden files from llvm-mc-19 (`GFXC_BLESS=1`); with the tool present and
/// no bless it re-checks them live.
#[test]
fn make_golden() {
    let have = std::process::Command::new("llvm-mc-19")
        .arg("--version")
        .output()
        .is_ok();
    if !have {
        assert!(
            std::env::var("GFXC_REQUIRE_LLVM").is_err(),
            "GFXC_REQUIRE_LLVM set but llvm-mc-19 is missing"
        );
        return;
    }
    for v in IsaVariant::ALL {
        let texts: Vec<String> = st_forms(v).iter().map(text).collect();
        let dir = std::env::temp_dir().join(format!("gfxc-st-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        // One llvm-mc-19 run per variant; rejected lines only print errors, accepted ones
        // print `text ; encoding: [...]` (keyed by the printed text).
        let f = dir.join(format!("{}.s", v.reference_processor()));
        std::fs::write(&f, texts.join("\n") + "\n").unwrap();
        let o = std::process::Command::new("llvm-mc-19")
            .args(["-triple=amdgcn-amd-amdhsa", "-show-encoding"])
            .arg(format!("-mcpu={}", v.reference_processor()))
            .arg(&f)
            .output()
            .unwrap();
        let s = String::from_utf8_lossy(&o.stdout);
        let enc: std::collections::BTreeMap<String, String> = s
            .lines()
            .filter_map(|l| l.split_once("; encoding: "))
            .map(|(t, e)| (t.trim().to_string(), e.trim().to_string()))
            .collect();
        let mut got = String::new();
        for t in &texts {
            if let Some(e) = enc.get(t.as_str()) {
                got.push_str(&format!("{t}\t{e}\n"));
            }
        }
        let p = golden_path(v);
        if std::env::var("GFXC_BLESS").is_ok() {
            std::fs::write(&p, &got).unwrap();
        } else {
            assert_eq!(std::fs::read_to_string(&p).unwrap(), got, "{v:?}");
        }
    }
}
