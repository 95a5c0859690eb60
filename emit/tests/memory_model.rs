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

use gfxc_emit::memory_model::{
    applicable_differences, ordering_name, sequence, FenceSpaces, MemOp, MemOpKind, MmTarget,
    Ordering, Scope, ScopeLevel, Space, DIFFERENCES,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

const TARGETS: [&str; 14] = [
    "gfx600",
    "gfx700",
    "gfx803",
    "gfx900",
    "gfx908",
    "gfx90a",
    "gfx90a+tgsplit",
    "gfx940",
    "gfx942",
    "gfx1010",
    "gfx1030",
    "gfx1030+cumode",
    "gfx1100",
    "gfx1100+cumode",
];

fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data/memory_model")
}

fn bless() -> bool {
    std::env::var("GFXC_BLESS").as_deref() == Ok("1")
}

fn target(name: &str) -> MmTarget {
    MmTarget::parse(name).unwrap_or_else(|| panic!("bad target {name}"))
}

// ---------------------------------------------------------------------------------------------
// The combination matrix.

/// Every operation checked on `t` (the model rejects local memory in tgsplit mode and generic
/// memory on GFX6; those are left out).
fn combos(t: &MmTarget) -> Vec<MemOp> {
    let mut v = Vec::new();
    let spaces: Vec<Space> = [Space::Global, Space::Flat, Space::Local]
        .into_iter()
        .filter(|&s| (s != Space::Flat || t.has_flat()) && (s != Space::Local || !t.tgsplit))
        .collect();
    let flags = [(false, false), (true, false), (false, true), (true, true)];
    for kind in [MemOpKind::Load, MemOpKind::Store] {
        for &space in spaces.iter().chain(&[Space::Private]) {
            for (volatile, nontemporal) in flags {
                v.push(MemOp {
                    volatile,
                    nontemporal,
                    ..MemOp::plain(kind, space)
                });
            }
        }
    }
    let load_ords = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::SeqCst,
    ];
    let store_ords = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Release,
        Ordering::SeqCst,
    ];
    for (kind, ords) in [(MemOpKind::Load, load_ords), (MemOpKind::Store, store_ords)] {
        for ordering in ords {
            for scope in Scope::all() {
                for &space in &spaces {
                    v.push(MemOp::atomic(kind, space, ordering, scope));
                }
            }
            // Volatile and nontemporal atomics, at two scopes.
            for level in [ScopeLevel::Workgroup, ScopeLevel::Agent] {
                for &space in &spaces {
                    for (volatile, nontemporal) in &flags[1..] {
                        v.push(MemOp {
                            volatile: *volatile,
                            nontemporal: *nontemporal,
                            ..MemOp::atomic(kind, space, ordering, Scope::new(level))
                        });
                    }
                }
            }
        }
    }
    let rmw_ords = [
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    for returns in [true, false] {
        for ordering in rmw_ords {
            for scope in Scope::all() {
                for &space in &spaces {
                    v.push(MemOp::atomic(
                        MemOpKind::AtomicRmw { returns },
                        space,
                        ordering,
                        scope,
                    ));
                }
            }
        }
        let pairs = [
            (Ordering::Monotonic, Ordering::Monotonic),
            (Ordering::Acquire, Ordering::Acquire),
            (Ordering::Release, Ordering::Monotonic),
            (Ordering::AcqRel, Ordering::Acquire),
            (Ordering::SeqCst, Ordering::SeqCst),
            (Ordering::Monotonic, Ordering::Acquire),
            (Ordering::Release, Ordering::Acquire),
        ];
        for (ordering, failure) in pairs {
            for scope in Scope::all() {
                for &space in &spaces {
                    v.push(MemOp::atomic(
                        MemOpKind::CmpXchg { returns, failure },
                        space,
                        ordering,
                        scope,
                    ));
                }
            }
        }
    }
    for ordering in [
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ] {
        for scope in Scope::all() {
            for spaces in [FenceSpaces::ALL, FenceSpaces::GLOBAL, FenceSpaces::LOCAL] {
                v.push(MemOp::fence(ordering, scope, spaces));
            }
        }
    }
    v
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
    eprintln!("notice: llc-19 not on PATH; live memory-model check skipped");
    None
}

/// `, acquire agent`, `, volatile` ... for a load or store.
fn memflags(op: &MemOp) -> String {
    let mut s = String::new();
    if op.volatile {
        s.push_str(", volatile");
    }
    if op.nontemporal {
        s.push_str(", nontemporal");
    }
    if op.ordering != Ordering::NotAtomic {
        let _ = write!(s, ", {} {}", ordering_name(op.ordering), op.scope.name());
    }
    s
}

/// One kernel: outstanding vector load, vector store and LDS store; `s_sleep 1`; the
/// operation; `s_sleep 2`; then the uses of the loaded values.
fn kernel(idx: usize, op: &MemOp) -> String {
    let mut k = format!(
        "kernel @k{idx}(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.flat, \
         v4: ptr.private, v5: i32, v6: ptr.global) {{\nblock0:\n"
    );
    k.push_str(
        "    v10 = workitem_id x\n    v11 = zext.i64 v10\n    v12 = iconst.i64 4\n\
         \x20   v13 = mul.i64 v11, v12\n    v14 = ptradd v0, v13\n    v15 = ptradd v1, v13\n\
         \x20   v16 = ptradd v2, v13\n    v17 = add.i32 v10, v5\n    v18 = iconst.i32 4\n\
         \x20   v19 = mul.i32 v17, v18\n    v20 = global_addr @lds0\n    v21 = ptradd v20, v19\n\
         \x20   v22 = global_addr @lds1\n    v23 = ptradd v22, v19\n    v24 = ptradd v3, v13\n\
         \x20   v25 = ptradd v4, v19\n    v26 = ptradd v6, v13\n    v27 = iconst.i32 1\n\
         \x20   v28 = iconst.i32 2\n    v30 = load.i32 v14\n    store v10, v15\n\
         \x20   store v10, v21\n    intrinsic \"amdgcn.s.sleep\"(v27)\n",
    );
    let addr = match op.space {
        Space::Global => "v26",
        Space::Flat => "v24",
        Space::Local => "v23",
        _ => "v25",
    };
    let scope = op.scope.name();
    let ord = ordering_name(op.ordering);
    let vol = if op.volatile { ", volatile" } else { "" };
    let result = match op.kind {
        MemOpKind::Load => {
            let _ = writeln!(k, "    v40 = load.i32 {addr}{}", memflags(op));
            true
        }
        MemOpKind::Store => {
            let _ = writeln!(k, "    store v10, {addr}{}", memflags(op));
            false
        }
        MemOpKind::AtomicRmw { returns } => {
            let _ = writeln!(
                k,
                "    v40 = atomic_rmw.i32 add {addr}, v10, {ord} {scope}{vol}"
            );
            returns
        }
        MemOpKind::CmpXchg { returns, failure } => {
            let _ = writeln!(
                k,
                "    v40, v41 = cmpxchg.i32 {addr}, v10, v17, {ord} {} {scope}{vol}",
                ordering_name(failure)
            );
            returns
        }
        MemOpKind::Fence { spaces } => {
            let sp = match spaces.as_space() {
                Space::Global => ", spaces(global)",
                Space::Local => ", spaces(local)",
                _ => "",
            };
            let _ = writeln!(k, "    fence {ord} {scope}{sp}");
            false
        }
    };
    k.push_str("    intrinsic \"amdgcn.s.sleep\"(v28)\n");
    if result {
        k.push_str("    v50 = add.i32 v40, v30\n    store v50, v16\n");
    } else {
        k.push_str("    store v30, v16\n");
    }
    k.push_str("    return\n}\n\n");
    k
}

/// Reduces one instruction line of llc output to the normal form (`None`: not kept).
fn normalise_line(line: &str) -> Option<String> {
    let line = line.split(';').next().unwrap().trim();
    let (mn, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let toks: Vec<&str> = rest
        .split(|c: char| c == ',' || c.is_whitespace() || c == '&')
        .filter(|s| !s.is_empty())
        .collect();
    let bits = |allowed: &[&str]| -> String {
        let mut s = String::new();
        for b in ["glc", "slc", "dlc", "sc0", "sc1", "nt"] {
            if allowed.contains(&b) && toks.contains(&b) {
                s.push(' ');
                s.push_str(b);
            }
        }
        s
    };
    match mn {
        "s_waitcnt" => {
            let kept: Vec<&str> = toks
                .iter()
                .copied()
                .filter(|t| t.starts_with("vmcnt") || t.starts_with("lgkmcnt"))
                .collect();
            if toks.iter().any(|t| t.chars().all(|c| c.is_ascii_digit())) {
                return Some(format!("s_waitcnt {rest}"));
            }
            (!kept.is_empty()).then(|| format!("s_waitcnt {}", kept.join(" ")))
        }
        "s_waitcnt_vscnt" => Some(format!("s_waitcnt_vscnt {}", toks.join(", "))),
        "buffer_wbinvl1" | "buffer_wbinvl1_vol" | "buffer_gl0_inv" | "buffer_gl1_inv"
        | "buffer_invl2" => Some(mn.to_string()),
        "buffer_inv" | "buffer_wbl2" => Some(format!("{mn}{}", bits(&["sc0", "sc1"]))),
        _ => {
            let (prefix, op) = mn.split_once('_')?;
            if !["buffer", "global", "flat", "scratch", "ds"].contains(&prefix) {
                return None;
            }
            let kind = if prefix == "ds" {
                if op.starts_with("read") || op.starts_with("load") {
                    "load"
                } else if op.starts_with("write") || op.starts_with("store") {
                    "store"
                } else {
                    "atomic"
                }
            } else if op.starts_with("atomic") {
                "atomic"
            } else if op.starts_with("load") {
                "load"
            } else if op.starts_with("store") {
                "store"
            } else {
                return Some(mn.to_string());
            };
            Some(format!(
                "{prefix}_{kind}{}",
                bits(&["glc", "slc", "dlc", "sc0", "sc1", "nt"])
            ))
        }
    }
}

/// Per kernel name, the normalised code between `s_sleep 1` and `s_sleep 2`.
fn extract(asm: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut cur: Option<(String, Vec<String>, u8)> = None;
    for raw in asm.lines() {
        let l = raw.split(';').next().unwrap().trim();
        if let Some(name) = l.strip_suffix(':').filter(|n| n.starts_with('k')) {
            cur = Some((name.to_string(), Vec::new(), 0));
            continue;
        }
        let Some((name, lines, state)) = cur.as_mut() else {
            continue;
        };
        if l.starts_with("s_sleep 1") {
            *state = 1;
        } else if l.starts_with("s_sleep 2") {
            let s = if lines.is_empty() {
                "(none)".to_string()
            } else {
                lines.join(" ; ")
            };
            out.insert(name.clone(), s);
            cur = None;
        } else if *state == 1 && !l.is_empty() && !l.starts_with(';') && !l.starts_with('.') {
            if let Some(n) = normalise_line(l) {
                lines.push(n);
            }
        }
    }
    out
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
