//! gfx1100 WMMA in both wave sizes (issue 16 item 4): C and D take 8 VGPRs in wave32 and 4 in
//! wave64 (`D:v8/4 ... S2:v8/4` in `data/insts.tsv`, from the wave64 sweep column), for every
//! WMMA row (f32/f16/bf16 results from f16/bf16, i32 from iu8/iu4).
//!
//! Candidates: every WMMA row of the gfx1100 table with C/D of 4 and of 8 VGPRs, in wave32 and
//! wave64, with D equal to C and D apart from C. Expected: `tests/wmma/gfx1100.txt`, one
//! `wave<TAB>text<TAB>encoding` line per candidate llvm-mc-19 accepts (`-show-encoding`, with
//! `-mattr=+wavefrontsize64` for wave64), made by `make_golden` with `GFXC_BLESS=1` and
//! re-checked live there when llvm-mc-19 is present. gfxc must accept exactly those
//! candidates, encode the same bytes, and decode them back to the same text in that wave size.
use gfxc_isa::codec::{decode, encode};
use gfxc_isa::print::{print, PrintOpts};
use gfxc_isa::processors::{processor, Target};
use gfxc_isa::table::{table, SigField};
use gfxc_isa::IsaVariant;

fn range(base: u32, n: u8) -> String {
    format!("v[{base}:{}]", base + n as u32 - 1)
}

/// The candidate texts: (wave64, text).
fn candidates() -> Vec<(bool, String)> {
    let t = table(IsaVariant::Gfx1100);
    let mut out = Vec::new();
    let mut rows = 0;
    for i in 0..t.defs.len() as u32 {
        let d = t.def(i);
        if !d.mnemonic.starts_with("v_wmma_") {
            continue;
        }
        rows += 1;
        let w = |f| d.ops[d.find(f).unwrap()].width(false).unwrap();
        let (a, b) = (w(SigField::S0), w(SigField::S1));
        for wave64 in [false, true] {
            for cd in [4u8, 8] {
                for c in [16, 32] {
                    out.push((
                        wave64,
                        format!(
                            "{} {}, {}, {}, {}",
                            d.mnemonic,
                            range(16, cd),
                            range(0, a),
                            range(8, b),
                            range(c, cd)
                        ),
                    ));
                }
            }
        }
    }
    assert_eq!(rows, 6, "the six gfx1100 WMMA rows");
    out
}

fn golden_path() -> std::path::PathBuf {
    std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/wmma/gfx1100.txt")
}

fn hex(b: &[u8]) -> String {
    let v: Vec<String> = b.iter().map(|x| format!("{x:#04x}")).collect();
    format!("[{}]", v.join(","))
}

fn wave_name(wave64: bool) -> &'static str {
    if wave64 {
        "wave64"
    } else {
        "wave32"
    }
}

#[test]
fn wmma_matches_llvm_mc_in_both_wave_sizes() {
    let want = std::fs::read_to_string(golden_path()).expect("golden file");
    let want: std::collections::BTreeMap<(String, String), String> = want
        .lines()
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            ((c[0].to_string(), c[1].to_string()), c[2].to_string())
        })
        .collect();
    let (mut accepted, mut rejected) = (0, 0);
    for (wave64, t) in candidates() {
        let mut target = Target::new(processor("gfx1100").unwrap());
        target.wavefrontsize64 = wave64;
        let key = (wave_name(wave64).to_string(), t.clone());
        match (gfxc_isa::parse::parse_inst(&t, &target, 0), want.get(&key)) {
            (Ok(inst), Some(w)) => {
                let b = encode(&inst, 0).unwrap_or_else(|e| panic!("{t}: {e}"));
                assert_eq!(&hex(&b), w, "{}: {t}", key.0);
                let (back, len) =
                    decode(&b, IsaVariant::Gfx1100, wave64).unwrap_or_else(|| panic!("{t}"));
                assert_eq!(len, b.len());
                assert_eq!(print(&back, PrintOpts { wave64 }, None), t, "{}", key.0);
                accepted += 1;
            }
            (Err(_), None) => rejected += 1,
            (Ok(_), None) => panic!("{}: gfxc accepts `{t}`, llvm-mc-19 rejects it", key.0),
            (Err(e), Some(w)) => panic!("{}: `{t}`: {} (llvm-mc-19: {w})", key.0, e.msg),
        }
    }
    // Each row: two accepted texts (C apart from D or equal) per wave size, and two rejected.
    assert_eq!((accepted, rejected), (24, 24));
}

/// Regenerates the golden file from llvm-mc-19 (`GFXC_BLESS=1`); with the tool present and no
/// bless it re-checks it live.
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
    let dir = std::env::temp_dir().join(format!("gfxc-wmma-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut got = String::new();
    for wave64 in [false, true] {
        let texts: Vec<String> = candidates()
            .into_iter()
            .filter(|c| c.0 == wave64)
            .map(|c| c.1)
            .collect();
        let f = dir.join(format!("{}.s", wave_name(wave64)));
        std::fs::write(&f, texts.join("\n") + "\n").unwrap();
        let mut cmd = std::process::Command::new("llvm-mc-19");
        cmd.args([
            "-triple=amdgcn-amd-amdhsa",
            "-mcpu=gfx1100",
            "-show-encoding",
        ]);
        if wave64 {
            cmd.arg("-mattr=+wavefrontsize64");
        }
        let o = cmd.arg(&f).output().unwrap();
        let s = String::from_utf8_lossy(&o.stdout);
        let enc: std::collections::BTreeMap<String, String> = s
            .lines()
            .filter_map(|l| l.split_once("; encoding: "))
            .map(|(t, e)| (t.trim().to_string(), e.trim().to_string()))
            .collect();
        for t in &texts {
            if let Some(e) = enc.get(t.as_str()) {
                got.push_str(&format!("{}\t{t}\t{e}\n", wave_name(wave64)));
            }
        }
    }
    std::fs::remove_dir_all(&dir).ok();
    if std::env::var("GFXC_BLESS").is_ok() {
        std::fs::write(golden_path(), &got).unwrap();
    } else {
        assert_eq!(std::fs::read_to_string(golden_path()).unwrap(), got);
    }
}
