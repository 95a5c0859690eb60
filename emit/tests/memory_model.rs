//! Tests of the memory-model table (`gfxc_emit::memory_model`).
//!
//! * `rows_golden`: one golden text file per table row (`data/memory_model/rows/<id>.txt`):
//!   for every target of the row's family and mode, every scope and address space the row
//!   covers, the operation and the sequence [`sequence`] returns, each line tagged with the
//!   rows the interpreter applied. `GFXC_BLESS=1` rewrites them.
//! * `every_row_is_reachable`: every row of the table is selected by some operation.
//! * `differential_vs_llc19_golden`: for every combination of target (gfx600 … gfx1100, with
//!   tgsplit / CU-mode variants), operation, ordering, scope (incl. one-as), address space and
//!   volatile/nontemporal flag, the sequence `llc-19` emitted (committed in
//!   `data/memory_model/llc19/<target>.txt`) equals [`sequence`]'s, unless a recorded
//!   difference ([`DIFFERENCES`]) covers the combination. Needs no LLVM.
//! * `live_llc19`: re-creates that golden data: one gfxc IR kernel per combination, exported
//!   with `gfxc_ir::llvm::try_emit_module`, compiled by `llc-19 -O3` (one module per target
//!   chunk, on several threads), the code between two `s_sleep` markers reduced to waits,
//!   cache operations and the access with its cache bits. Skipped without `llc-19` unless
//!   `GFXC_REQUIRE_LLVM=1`; `GFXC_BLESS=1` rewrites the golden data.

mod mm_matrix;

use gfxc_emit::memory_model::{
    applicable_differences, ordering_name, sequence, MemOp, DIFFERENCES,
};
use mm_matrix::{combos, extract, kernel, target, TARGETS};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/memory_model")
}

fn bless() -> bool {
    std::env::var("GFXC_BLESS").as_deref() == Ok("1")
}

// ---------------------------------------------------------------------------------------------
// Golden llc-19 data.

fn golden_path(t: &str) -> PathBuf {
    data_dir().join("llc19").join(format!("{t}.txt"))
}

fn read_golden(t: &str) -> BTreeMap<String, String> {
    let p = golden_path(t);
    let text = std::fs::read_to_string(&p)
        .unwrap_or_else(|e| panic!("{}: {e} (run the live test with GFXC_BLESS=1)", p.display()));
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (k, s) = l.split_once('\t').expect("key<TAB>sequence");
            (k.to_string(), s.to_string())
        })
        .collect()
}

fn write_golden(t: &str, m: &BTreeMap<String, String>) {
    let mut s = format!(
        "# llc-19 -O3 -mtriple=amdgcn-amd-amdhsa, target {t}: normalised code between the \
         s_sleep markers\n# (memory_model.rs, live_llc19). Regenerate with GFXC_BLESS=1.\n"
    );
    for (k, v) in m {
        let _ = writeln!(s, "{k}\t{v}");
    }
    let p = golden_path(t);
    std::fs::create_dir_all(p.parent().unwrap()).unwrap();
    std::fs::write(p, s).unwrap();
}

// ---------------------------------------------------------------------------------------------
// One golden file per table row.

#[test]
fn rows_golden() {
    let rows = gfxc_emit::memory_model::table::rows();
    let mut per_row: BTreeMap<u16, String> = BTreeMap::new();
    for name in TARGETS {
        let t = target(name);
        for op in combos(&t) {
            let seq = sequence(&op, &t).unwrap_or_else(|e| panic!("{name}: {}: {e}", op.key()));
            let ids: Vec<String> = seq.rows.iter().map(|r| r.to_string()).collect();
            let _ = writeln!(
                per_row.entry(seq.rows[0]).or_default(),
                "{name:<15} {:<48} {seq}    [rows {}]",
                op.key(),
                ids.join(",")
            );
        }
    }
    let dir = data_dir().join("rows");
    let mut failures = Vec::new();
    let mut unreached = Vec::new();
    for row in rows {
        let body = per_row.get(&row.id);
        if body.is_none() {
            unreached.push(row.id);
        }
        let text = format!(
            "# row {} ({} {:?} {} | scopes {:?} | spaces {:?}): {}\n# decisions: {}\n{}",
            row.id,
            row.family.name(),
            row.instr,
            ordering_name(row.ordering),
            row.scopes,
            row.spaces,
            row.text,
            if row.decisions.is_empty() {
                "-"
            } else {
                row.decisions
            },
            body.map_or(
                "(reached only through @same-as/@then of other rows)\n",
                |s| s
            )
        );
        let p = dir.join(format!("{:03}.txt", row.id));
        if bless() {
            std::fs::create_dir_all(&dir).unwrap();
            std::fs::write(&p, &text).unwrap();
        } else if std::fs::read_to_string(&p).ok().as_deref() != Some(&text) {
            failures.push(format!("row {} ({})", row.id, p.display()));
        }
    }
    eprintln!(
        "{} rows; {} reached only through references: {unreached:?}",
        rows.len(),
        unreached.len()
    );
    assert_eq!(rows.len(), 262);
    assert!(
        failures.is_empty(),
        "rows differ from golden (GFXC_BLESS=1):\n{}",
        failures.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// Differential test against the committed llc-19 sequences.

#[test]
fn differential_vs_llc19_golden() {
    let mut checked = 0usize;
    let mut differing = 0usize;
    let mut per_diff: BTreeMap<&str, usize> = BTreeMap::new();
    let mut failures = Vec::new();
    for name in TARGETS {
        let t = target(name);
        let golden = read_golden(name);
        for op in combos(&t) {
            let key = op.key();
            let Some(llc) = golden.get(&key) else {
                failures.push(format!("{name}: {key}: no llc-19 golden entry"));
                continue;
            };
            let ours = sequence(&op, &t)
                .unwrap_or_else(|e| panic!("{name}: {key}: {e}"))
                .to_string();
            checked += 1;
            if &ours == llc {
                continue;
            }
            differing += 1;
            let ds = applicable_differences(&op, &t);
            if ds.is_empty() {
                failures.push(format!(
                    "{name}: {key}\n    gfxc:   {ours}\n    llc-19: {llc}"
                ));
            }
            for d in ds {
                *per_diff.entry(d.id).or_default() += 1;
            }
        }
    }
    eprintln!(
        "memory model vs llc-19: {checked} combinations checked, {differing} differ, all covered \
         by {} recorded differences",
        DIFFERENCES.len()
    );
    for d in DIFFERENCES {
        eprintln!(
            "  {}: {} combinations",
            d.id,
            per_diff.get(d.id).unwrap_or(&0)
        );
    }
    if let Ok(p) = std::env::var("GFXC_MM_DUMP") {
        std::fs::write(p, failures.join("\n")).unwrap();
    }
    assert!(
        failures.is_empty(),
        "{} unrecorded differences:\n{}",
        failures.len(),
        failures
            .iter()
            .take(60)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
    for d in DIFFERENCES {
        assert!(
            per_diff.contains_key(d.id),
            "recorded difference {} matches no differing combination (stale?)",
            d.id
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Live llc-19.

fn llc() -> Option<&'static str> {
    let ok = Command::new("llc-19")
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if ok {
        return Some("llc-19");
    }
    if std::env::var("GFXC_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("llc-19 not found and GFXC_REQUIRE_LLVM=1");
    }
    {
        // Straight to stderr: libtest does not capture it, so the skip shows in `cargo test`.
        use std::io::Write as _;
        let _ = writeln!(
            std::io::stderr(),
            "SKIPPED: live memory-model check (llc-19 not installed)"
        );
    }
    None
}

/// Compiles `ops` for target `t` with llc-19 and returns key -> normalised sequence.
fn run_llc(llc: &str, t: &str, ops: &[MemOp], tag: usize) -> BTreeMap<String, String> {
    let mut src = String::from("global @lds0: local i32[256]\nglobal @lds1: local i32[256]\n\n");
    for (i, op) in ops.iter().enumerate() {
        src.push_str(&kernel(i, op));
    }
    let m = gfxc_ir::text::parse_module(&src).unwrap_or_else(|e| panic!("parse: {e:?}"));
    let ll = gfxc_ir::llvm::try_emit_module(&m).unwrap_or_else(|e| panic!("emit-llvm: {e:?}"));
    let dir = std::env::temp_dir().join(format!("gfxc-mm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let file = dir.join(format!("{t}-{tag}.ll"));
    std::fs::write(&file, ll).unwrap();
    let mut parts = t.split('+');
    let cpu = parts.next().unwrap();
    let mut mattr: Vec<String> = parts.map(|f| format!("+{f}")).collect();
    if (cpu.starts_with("gfx10") || cpu.starts_with("gfx11"))
        && !mattr.iter().any(|m| m == "+cumode")
    {
        mattr.push("-cumode".into());
    }
    let mut cmd = Command::new(llc);
    cmd.args(["-O3", "-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")]);
    if !mattr.is_empty() {
        cmd.arg(format!("-mattr={}", mattr.join(",")));
    }
    let o = cmd.arg(&file).arg("-o").arg("-").output().unwrap();
    assert!(
        o.status.success(),
        "llc-19 {t}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    let asm = String::from_utf8_lossy(&o.stdout);
    let got = extract(&asm);
    if got.len() == ops.len() {
        let _ = std::fs::remove_file(&file);
    } else {
        std::fs::write(file.with_extension("s"), asm.as_bytes()).unwrap();
    }
    ops.iter()
        .enumerate()
        .map(|(i, op)| {
            let s = got.get(&format!("k{i}")).unwrap_or_else(|| {
                panic!("{t}: {}: markers not found in {}", op.key(), file.display())
            });
            (op.key(), s.clone())
        })
        .collect()
}

#[test]
fn live_llc19() {
    let Some(llc) = llc() else {
        return;
    };
    const CHUNK: usize = 400;
    let jobs: Vec<(&str, usize, Vec<MemOp>)> = TARGETS
        .iter()
        .flat_map(|&t| {
            let ops = combos(&target(t));
            ops.chunks(CHUNK)
                .enumerate()
                .map(|(i, c)| (t, i, c.to_vec()))
                .collect::<Vec<_>>()
        })
        .collect();
    let next = std::sync::atomic::AtomicUsize::new(0);
    let results = std::sync::Mutex::new(BTreeMap::<&str, BTreeMap<String, String>>::new());
    let threads = std::thread::available_parallelism().map_or(4, |n| n.get().min(16));
    std::thread::scope(|s| {
        for _ in 0..threads {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                let Some((t, tag, ops)) = jobs.get(i) else {
                    break;
                };
                let r = run_llc(llc, t, ops, *tag);
                results.lock().unwrap().entry(t).or_default().extend(r);
            });
        }
    });
    let results = results.into_inner().unwrap();
    let mut total = 0;
    let mut mismatches = Vec::new();
    for (t, live) in &results {
        total += live.len();
        if bless() {
            write_golden(t, live);
            continue;
        }
        let golden = read_golden(t);
        for (k, v) in live {
            if golden.get(k) != Some(v) {
                mismatches.push(format!(
                    "{t}: {k}\n    live:   {v}\n    golden: {}",
                    golden.get(k).map_or("(missing)", |s| s)
                ));
            }
        }
    }
    eprintln!("live llc-19: {total} combinations compiled");
    assert!(
        mismatches.is_empty(),
        "llc-19 output differs from the committed golden data (GFXC_BLESS=1 to rewrite):\n{}",
        mismatches
            .iter()
            .take(40)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n")
    );
}
