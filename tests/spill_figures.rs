//! Register and spill figures of every LLVM IR kernel of the test corpus, gfxc against llc-19
//! (issue 15: "the note reports VGPR/spill figures against llc-19 for every kernel that
//! spills").
//!
//! The kernels are the `.ll` files of the compile matrix (`tests/corpus`, `tests/opencl`,
//! `tests/kernels`), on gfx900, gfx908, gfx90a, gfx1030 and gfx1100 (default wave size).
//! llc-19's figures (`llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU`, default `-O2`, the
//! `amdhsa.kernels` metadata: `.vgpr_count`, `.agpr_count`, `.sgpr_count`,
//! `.vgpr_spill_count`, `.sgpr_spill_count`) are committed in
//! `tests/golden/llc_resources.tsv` for every kernel and re-made live when llc-19 runs
//! (`GFXC_BLESS=1` rewrites the file). gfxc's figures are its code object's metadata, read by
//! `gfxc_emit::report::object_report`. The table in `docs/resources.md` (between its
//! `spill-table` markers) lists every kernel that spills in either compiler, and must be what
//! this test measures (`GFXC_BLESS=1` rewrites it).

mod common;

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::process::Command;

const TARGETS: &[&str] = &["gfx900", "gfx908", "gfx90a", "gfx1030", "gfx1100"];
const DIRS: &[&str] = &["tests/corpus", "tests/opencl", "tests/kernels"];
const GOLDEN: &str = "tests/golden/llc_resources.tsv";
const DOC: &str = "docs/resources.md";
const BEGIN: &str = "<!-- spill-table begin: tests/spill_figures.rs, GFXC_BLESS=1 rewrites -->";
const END: &str = "<!-- spill-table end -->";

/// One kernel's registers: VGPRs, AGPRs, SGPRs, VGPR spills, SGPR spills.
type Fig = [u32; 5];
/// (target, file, kernel) -> figures.
type Figs = BTreeMap<(String, String, String), Fig>;

/// Every source: (path, LLVM IR for llc-19). The `.ll` files of `DIRS`, then the `.gir`
/// examples (`examples/`) and call tests (`tests/calls/`, `.gir` and `.ll`), the `.gir`
/// ones exported to LLVM IR by `gfxc_ir::llvm::emit_module`; those are kept on the targets
/// where both compilers compile them (some are error cases of one or the other); the corpus
/// `.ll` files must compile with both on the same targets.
fn sources() -> Vec<(String, String)> {
    let mut out = Vec::new();
    let list = |d: &str, ext: &[&str]| {
        let mut names: Vec<String> = std::fs::read_dir(common::root().join(d))
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| ext.iter().any(|x| n.ends_with(x)))
            .collect();
        names.sort();
        names
            .into_iter()
            .map(|n| format!("{d}/{n}"))
            .collect::<Vec<_>>()
    };
    for d in DIRS {
        for f in list(d, &[".ll"]) {
            let text = std::fs::read_to_string(common::root().join(&f)).unwrap();
            out.push((f, text));
        }
    }
    let n = out.len();
    assert!(n >= 50, "corpus shrank: {n} files");
    for d in ["examples", "tests/calls"] {
        for f in list(d, &[".gir", ".ll"]) {
            let text = std::fs::read_to_string(common::root().join(&f)).unwrap();
            let text = if f.ends_with(".gir") {
                gfxc::ir::llvm::emit_module(&common::gir_module(&text))
            } else {
                text
            };
            out.push((f, text));
        }
    }
    out
}

fn short(file: &str) -> String {
    file.trim_start_matches("tests/").to_string()
}

fn llc_live() -> Figs {
    let mut out = Figs::new();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc_spill_figures_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("k.ll");
    for (file, text) in sources() {
        std::fs::write(&path, text).unwrap();
        for cpu in TARGETS {
            let o = Command::new("llc-19")
                .args(["-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")])
                .arg(&path)
                .args(["-o", "-"])
                .output()
                .unwrap();
            if !o.status.success() {
                // A kernel the target cannot run (MFMA before gfx908): no row, and gfxc
                // must refuse it too (`spill_table_in_docs_is_measured` compares the sets).
                continue;
            }
            let asm = String::from_utf8_lossy(&o.stdout);
            for k in common::llc_kernel_fields(&asm) {
                let n = |key: &str| k.get(key).map_or(0, |v| v.parse().unwrap());
                out.insert(
                    (cpu.to_string(), short(&file), k[".name"].clone()),
                    [
                        n(".vgpr_count"),
                        n(".agpr_count"),
                        n(".sgpr_count"),
                        n(".vgpr_spill_count"),
                        n(".sgpr_spill_count"),
                    ],
                );
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn parse(text: &str) -> Figs {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            let mut fig = [0u32; 5];
            for (i, v) in f[3..8].iter().enumerate() {
                fig[i] = v.parse().unwrap();
            }
            ((f[0].to_string(), f[1].to_string(), f[2].to_string()), fig)
        })
        .collect()
}

fn golden() -> Figs {
    parse(&std::fs::read_to_string(common::root().join(GOLDEN)).unwrap())
}

/// gfxc's figures for every kernel of every source on every target.
fn gfxc_figures() -> Figs {
    let mut out = Figs::new();
    for (file, _) in sources() {
        let src = std::fs::read_to_string(common::root().join(&file)).unwrap();
        let m = gfxc::load_source(gfxc::SourceKind::from_path(&file), &src)
            .unwrap_or_else(|d| panic!("{}", d.render(&file)));
        for cpu in TARGETS {
            let t = common::target_with(cpu, "");
            let Ok(obj) = gfxc::compile_module(&m, &t) else {
                continue;
            };
            for k in gfxc_emit::report::object_report(&obj).unwrap() {
                out.insert(
                    (cpu.to_string(), short(&file), k.name.clone()),
                    [k.vgprs, k.agprs, k.sgprs, k.vgpr_spills, k.sgpr_spills],
                );
            }
        }
    }
    out
}

#[test]
fn golden_matches_llc19_live() {
    if !common::llvm_tool("llc-19") {
        return;
    }
    let live = llc_live();
    if std::env::var("GFXC_BLESS").as_deref() == Ok("1") {
        let mut s = String::from(
            "# llc-19 -mtriple=amdgcn-amd-amdhsa -mcpu=CPU (default -O2) metadata per corpus kernel (tests/spill_figures.rs)\n\
             # target\tfile\tkernel\tvgpr_count\tagpr_count\tsgpr_count\tvgpr_spill_count\tsgpr_spill_count\n",
        );
        for ((t, f, k), v) in &live {
            let v: Vec<String> = v.iter().map(|x| x.to_string()).collect();
            writeln!(s, "{t}\t{f}\t{k}\t{}", v.join("\t")).unwrap();
        }
        std::fs::write(common::root().join(GOLDEN), s).unwrap();
    }
    let gold = golden();
    let keys: std::collections::BTreeSet<_> = live.keys().chain(gold.keys()).collect();
    let diff: Vec<String> = keys
        .into_iter()
        .filter(|k| live.get(*k) != gold.get(*k))
        .map(|k| format!("{k:?}: llc-19 {:?}, golden {:?}", live.get(k), gold.get(k)))
        .collect();
    assert!(
        diff.is_empty(),
        "llc-19 disagrees with {GOLDEN} (GFXC_BLESS=1 rewrites it):\n{}",
        diff.join("\n")
    );
}

/// VGPRs (`.vgpr_count`) from which a kernel that spills in neither compiler is listed too:
/// the budget of a 1024-work-item work-group on GFX9 (the kernels closest to spilling).
const LIST_VGPRS: u32 = 64;

/// The markdown table of every kernel spilling in either compiler or using at least
/// `LIST_VGPRS` VGPRs in either.
fn table(gfxc: &Figs, llc: &Figs) -> String {
    let mut s = String::from(
        "| target | kernel | gfxc VGPR / AGPR / SGPR | gfxc spills V / S | llc-19 VGPR / AGPR / SGPR | llc-19 spills V / S |\n\
         |---|---|---|---|---|---|\n",
    );
    let mut rows = 0;
    for cpu in TARGETS {
        for ((t, f, k), l) in llc.iter().filter(|((t, _, _), _)| t == cpu) {
            let g = gfxc[&(t.clone(), f.clone(), k.clone())];
            if g[3] + g[4] + l[3] + l[4] == 0 && g[0].max(l[0]) < LIST_VGPRS {
                continue;
            }
            rows += 1;
            writeln!(
                s,
                "| {t} | `{f}` `{k}` | {} / {} / {} | {} / {} | {} / {} / {} | {} / {} |",
                g[0], g[1], g[2], g[3], g[4], l[0], l[1], l[2], l[3], l[4]
            )
            .unwrap();
        }
    }
    if rows == 0 {
        s.push_str("| (none) | | | | | |\n");
    }
    s
}

#[test]
fn spill_table_in_docs_is_measured() {
    let llc = golden();
    let gfxc = gfxc_figures();
    // The corpus kernels: every kernel gfxc compiles is in llc's golden data and the other
    // way round. The others: the targets where both compile.
    let corpus = |f: &str| DIRS.iter().any(|d| f.starts_with(&short(d)));
    let gk: Vec<_> = gfxc.keys().filter(|k| corpus(&k.1)).collect();
    let lk: Vec<_> = llc.keys().filter(|k| corpus(&k.1)).collect();
    assert_eq!(gk, lk, "kernel sets differ between gfxc and {GOLDEN}");
    let llc: Figs = llc
        .into_iter()
        .filter(|(k, _)| gfxc.contains_key(k))
        .collect();
    assert!(
        llc.len() > gk.len() + 100,
        "too few kernels compiled by both: {} ({} corpus)",
        llc.len(),
        gk.len()
    );
    let want = table(&gfxc, &llc);
    let path = common::root().join(DOC);
    let doc = std::fs::read_to_string(&path).unwrap();
    let (Some(b), Some(e)) = (doc.find(BEGIN), doc.find(END)) else {
        panic!("{DOC} lacks the spill-table markers");
    };
    let have = doc[b + BEGIN.len()..e].trim_start_matches('\n');
    if std::env::var("GFXC_BLESS").as_deref() == Ok("1") && have != want {
        let new = format!("{}{BEGIN}\n{want}{}", &doc[..b], &doc[e..]);
        std::fs::write(&path, new).unwrap();
        return;
    }
    assert_eq!(
        have, want,
        "{DOC}'s spill table is not what gfxc and llc-19 give now (GFXC_BLESS=1 rewrites it)"
    );
}
