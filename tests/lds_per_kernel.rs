//! LDS per kernel: each kernel allocates only the LDS globals it reaches (its own and its
//! callees' `global_addr`s), as LLVM's module-LDS lowering does; dynamic LDS works.
//!
//! A module of 200 kernels, renamed copies of every corpus (`tests/corpus/*.ll`) and example
//! (`examples/*.gir`) kernel plus the LDS cases below (built in the test, nothing committed),
//! compiles on every target mode, and each kernel's `group_segment_fixed_size` equals
//! llc-19's for its source kernel. llc-19's figures (`tests/golden/llc_lds_sizes.tsv`) come from
//! one module holding one copy of each source kernel, exported to LLVM IR
//! (`gfxc_ir::llvm::emit_module`) and compiled with `llc-19 -O0`; they are re-made live when
//! llc-19 runs (`GFXC_BLESS=1` rewrites the file).

mod common;

use common::ALL_TARGETS;
use gfxc::ir::{FuncId, GlobalId, InstData, Module};
use std::collections::BTreeMap;
use std::fmt::Write;

/// LDS cases written for this test: globals of mixed alignment, one reached only through a
/// device function, one reached by no kernel (16 KiB, so every kernel allocating it would
/// show), two dynamic-LDS bases of different alignment.
const LDS_CASES: &str = r#"
global @a1: local i8[3], align 1
global @a16: local f32[5], align 16
global @b8: local i64[3], align 8
global @shared: local i32[64], align 4
global @unused: local f32[4096], align 4
global @dyn: local f32[0], align 8
global @dyn16: local i32[0], align 16

function @touch_shared(v0: i32) -> i32 noinline {
block0:
    v1 = global_addr @shared
    v4 = iconst.i32 2
    v5 = shl.i32 v0, v4
    v2 = ptradd v1, v5
    store v0, v2
    v3 = load.i32 v2
    return v3
}

kernel @k_mixed(v0: ptr.global) {
block0:
    v1 = global_addr @a1
    v2 = iconst.i8 7
    store v2, v1
    v3 = global_addr @a16
    v4 = fconst.f32 1.5
    store v4, v3
    v5 = global_addr @b8
    v6 = iconst.i64 9
    store v6, v5
    v7 = load.i64 v5
    store v7, v0
    return
}

kernel @k_call(v0: ptr.global) {
block0:
    v1 = workitem_id x
    v2 = call @touch_shared(v1)
    store v2, v0
    return
}

kernel @k_dyn(v0: ptr.global) {
block0:
    v1 = global_addr @dyn
    v2 = fconst.f32 2.5
    store v2, v1
    v3 = load.f32 v1
    store v3, v0
    return
}

kernel @k_dyn_static(v0: ptr.global) {
block0:
    v1 = global_addr @a1
    v2 = iconst.i8 7
    store v2, v1
    v3 = global_addr @dyn16
    v4 = iconst.i32 3
    store v4, v3
    v5 = load.i32 v3
    store v5, v0
    return
}

kernel @k_none(v0: ptr.global) {
block0:
    v1 = iconst.i32 1
    store v1, v0
    return
}
"#;

/// Every source module: (label, module).
fn sources() -> Vec<(String, Module)> {
    let mut out = Vec::new();
    for (dir, ext) in [("tests/corpus", "ll"), ("examples", "gir")] {
        let mut paths: Vec<_> = std::fs::read_dir(common::root().join(dir))
            .unwrap()
            .filter_map(|e| {
                let p = e.ok()?.path();
                (p.extension()? == ext).then_some(p)
            })
            .collect();
        paths.sort();
        for p in paths {
            let src = std::fs::read_to_string(&p).unwrap();
            let kind = gfxc::SourceKind::from_path(&p.to_string_lossy());
            let m = gfxc::load_source(kind, &src).unwrap_or_else(|d| {
                panic!("{}", d.render(&p.to_string_lossy()));
            });
            let stem = p.file_stem().unwrap().to_string_lossy().replace('.', "_");
            out.push((format!("{stem}_{ext}"), m));
        }
    }
    out.push(("ldscases".to_string(), common::gir_module(LDS_CASES)));
    out
}

/// Appends a renamed copy of `src` (every global and function name gets `_{tag}`) to `dst`;
/// returns the copied kernels' (new name, source-kernel key) pairs.
fn append(dst: &mut Module, src: &Module, label: &str, tag: &str) -> Vec<(String, String)> {
    let mut gmap: BTreeMap<GlobalId, GlobalId> = BTreeMap::new();
    for (id, g) in src.globals.iter() {
        let mut g = g.clone();
        g.name = format!("{}_{tag}", g.name);
        gmap.insert(id, dst.add_global(g));
    }
    let base = dst.functions.len();
    let fmap = |f: FuncId| FuncId::from_u32((base + f.as_u32() as usize) as u32);
    let mut kernels = Vec::new();
    for (_, f) in src.functions.iter() {
        let mut f = f.clone();
        let key = format!("{label}:{}", f.name);
        f.name = format!("{}_{tag}", f.name);
        let insts: Vec<_> = f
            .layout
            .blocks()
            .iter()
            .flat_map(|&b| f.layout.block_insts(b).to_vec())
            .collect();
        for i in insts {
            match &mut f.dfg.insts[i] {
                InstData::GlobalAddr { global } => *global = gmap[global],
                InstData::Call { func, .. } => *func = fmap(*func),
                _ => {}
            }
        }
        if f.is_kernel() {
            kernels.push((f.name.clone(), key));
        }
        dst.add_function(f);
    }
    kernels
}

/// A module of `n` kernels (copies of the sources `keep` accepts, round robin), with each
/// kernel's source key.
fn merged(n: usize, keep: &dyn Fn(&Module) -> bool) -> (Module, Vec<(String, String)>) {
    let srcs: Vec<_> = sources().into_iter().filter(|(_, m)| keep(m)).collect();
    let mut m = Module::new();
    let mut kernels = Vec::new();
    let mut copy = 0;
    while kernels.len() < n {
        for (i, (label, src)) in srcs.iter().enumerate() {
            if kernels.len() >= n {
                break;
            }
            kernels.extend(append(&mut m, src, label, &format!("s{i}c{copy}")));
        }
        copy += 1;
    }
    gfxc::ir::verifier::verify_module(&m).unwrap_or_else(|d| panic!("{}", d.render("merged")));
    (m, kernels)
}

const GOLDEN: &str = "tests/golden/llc_lds_sizes.tsv";

fn golden() -> BTreeMap<String, u64> {
    let text = std::fs::read_to_string(common::root().join(GOLDEN)).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let (k, v) = l.split_once('\t').unwrap();
            (k.to_string(), v.parse().unwrap())
        })
        .collect()
}

#[test]
fn golden_matches_llc19_live() {
    if !common::llvm_tool("llc-19") {
        return;
    }
    let (m, kernels) = merged(
        sources().iter().map(|(_, m)| m.kernels().count()).sum(),
        &|_| true,
    );
    let ll = gfxc::ir::llvm::emit_module(&m);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc_lds_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("m.ll");
    std::fs::write(&path, ll).unwrap();
    let o = std::process::Command::new("llc-19")
        .args(["-O0", "-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx908"])
        .arg(&path)
        .args(["-o", "-"])
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let asm = String::from_utf8_lossy(&o.stdout);
    let mut live = BTreeMap::new();
    for k in common::llc_kernel_fields(&asm) {
        let key = &kernels.iter().find(|(n, _)| *n == k[".name"]).unwrap().1;
        live.insert(key.clone(), k[".group_segment_fixed_size"].parse().unwrap());
    }
    assert_eq!(live.len(), kernels.len());
    if std::env::var("GFXC_BLESS").as_deref() == Ok("1") {
        let mut s = String::from(
            "# llc-19 -O0 group_segment_fixed_size per source kernel (tests/lds_per_kernel.rs)\n",
        );
        for (k, v) in &live {
            writeln!(s, "{k}\t{v}").unwrap();
        }
        std::fs::write(common::root().join(GOLDEN), s).unwrap();
    }
    assert_eq!(
        live,
        golden(),
        "llc-19 disagrees with {GOLDEN} (GFXC_BLESS=1 rewrites it)"
    );
}

#[test]
fn module_of_200_kernels_compiles_with_llc19_lds_sizes() {
    let gold = golden();
    let mut bad = Vec::new();
    for (cpu, mattr) in ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        // The sources the target compiles on their own (MFMA kernels need gfx908+).
        let (m, kernels) = merged(200, &|m| {
            gfxc::compile::compile_kernels(m, &t, false).is_ok()
        });
        assert_eq!(kernels.len(), 200);
        let c = match gfxc::compile::compile_kernels(&m, &t, false) {
            Ok(c) => c,
            Err(d) => {
                bad.push(format!("{cpu}{mattr}: {}", d.render("merged")));
                continue;
            }
        };
        // (The compiled list also holds the device functions that stay real calls.)
        let compiled: Vec<_> = c
            .kernels
            .iter()
            .filter(|k| kernels.iter().any(|(n, _)| *n == k.name))
            .collect();
        assert_eq!(compiled.len(), 200);
        for k in compiled {
            let key = &kernels.iter().find(|(n, _)| *n == k.name).unwrap().1;
            let want = gold[key];
            if k.metadata.group_segment_fixed_size != want {
                bad.push(format!(
                    "{cpu}{mattr} {} ({key}): LDS {} bytes, llc-19 {want}",
                    k.name, k.metadata.group_segment_fixed_size
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn dynamic_lds_and_callee_lds_run_on_the_simulator() {
    // k_call reaches @shared only through its callee; k_dyn writes the dynamic block past
    // nothing static; the interpreter lays out the same per-kernel LDS.
    let m = common::gir_module(LDS_CASES);
    for (kernel, lds_dynamic) in [("k_call", 0), ("k_dyn", 64), ("k_dyn_static", 64)] {
        let launch = format!(
            r#"{{"kernel": "{kernel}", "grid": [64, 1, 1], "block": [64, 1, 1],
                "args": [{{"buffer": "out"}}], "buffers": {{"out": {{"type": "i32", "len": 2}}}},
                "lds_dynamic": {lds_dynamic}}}"#
        );
        let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
        let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        for (cpu, mattr) in [("gfx900", ""), ("gfx1100", ""), ("gfx90a", "")] {
            let t = common::target_with(cpu, mattr);
            let obj = gfxc::compile_module(&m, &t).unwrap_or_else(|d| panic!("{}", d.render("k")));
            let (got, _) = gfxc_sim::simulate(&obj, &spec, &Default::default())
                .unwrap_or_else(|e| panic!("{kernel} {cpu}: {e}"));
            assert_eq!(
                want.buffer("out").unwrap().bytes,
                got.buffer("out").unwrap().bytes,
                "{kernel} {cpu}"
            );
        }
    }
}
