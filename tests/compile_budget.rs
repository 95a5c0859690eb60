//! The register budget from launch bounds (`gfxc_regalloc::budget`) against llc-19.
//!
//! A high-pressure kernel (300 values live at once: volatile loads, then volatile stores in
//! reverse order, which neither compiler may reorder) is compiled by llc-19 at `-O0` under a
//! grid of launch-bound attributes × all 13 target modes; llc spills past its budget, so its
//! `.vgpr_count` is the budget. The figures are committed (`tests/golden/llc_vgpr_budget.tsv`)
//! and re-made live when llc-19 runs (`GFXC_BLESS=1` rewrites the file). gfxc's budget must
//! equal them: rows with a `reqd_work_group_size` smaller than the flat maximum are compared
//! with llc's figure for that smaller flat size (gfxc budgets for the one size such a kernel
//! can be launched with; llc-19 ignores the metadata here). Then the kernel with the default
//! bound (1024 work-items) is compiled by gfxc on every mode, must stay within llc's budget,
//! and runs with 1024-item work-groups on the simulator with the right result.

mod common;

use common::ALL_TARGETS;
use std::collections::BTreeMap;
use std::fmt::Write;
use std::process::Command;

/// Values live at once in the pressure kernel (above every target's addressable VGPRs).
const LIVE: usize = 300;

/// Values live at once in the kernel that runs: above every default budget (at most 192
/// VGPRs), within the spill frames every generation supports.
const RUN_LIVE: usize = 200;

use common::gen::{pressure_module, ROWS};

fn mode_label(cpu: &str, mattr: &str) -> String {
    if mattr.is_empty() {
        cpu.to_string()
    } else {
        format!("{cpu}w64")
    }
}

const GOLDEN: &str = "tests/golden/llc_vgpr_budget.tsv";

/// llc-19's `.vgpr_count` of every row, per mode: (mode, row label) -> VGPRs.
fn llc_live() -> BTreeMap<(String, String), u32> {
    let all: Vec<usize> = (0..ROWS.len()).collect();
    let src = pressure_module(&all, LIVE);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc_budget_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join("p.ll");
    std::fs::write(&ll, src).unwrap();
    let mut out = BTreeMap::new();
    for (cpu, mattr) in ALL_TARGETS {
        let mut c = Command::new("llc-19");
        c.args(["-O0", "-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")]);
        if !mattr.is_empty() {
            c.arg(format!("-mattr={mattr}"));
        }
        let o = c.arg(&ll).args(["-o", "-"]).output().unwrap();
        assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
        let asm = String::from_utf8_lossy(&o.stdout);
        for k in common::llc_kernel_fields(&asm) {
            let name = &k[".name"];
            let r: usize = name[1..].parse().unwrap();
            out.insert(
                (mode_label(cpu, mattr), ROWS[r].0.to_string()),
                k[".vgpr_count"].parse().unwrap(),
            );
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    out
}

fn golden() -> BTreeMap<(String, String), u32> {
    let text = std::fs::read_to_string(common::root().join(GOLDEN)).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.split('\t').collect();
            ((f[0].to_string(), f[1].to_string()), f[2].parse().unwrap())
        })
        .collect()
}

#[test]
fn golden_matches_llc19_live() {
    if !common::llvm_tool("llc-19") {
        return;
    }
    let live = llc_live();
    if std::env::var("GFXC_BLESS").as_deref() == Ok("1") {
        let mut s = String::from(
            "# llc-19 -O0 .vgpr_count of a 300-live-value kernel: mode, attributes, VGPRs (tests/compile_budget.rs)\n",
        );
        for ((m, r), v) in &live {
            writeln!(s, "{m}\t{r}\t{v}").unwrap();
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
fn budget_equals_llc19_on_every_row_and_mode() {
    let gold = golden();
    assert_eq!(gold.len(), ROWS.len() * ALL_TARGETS.len());
    let all: Vec<usize> = (0..ROWS.len()).collect();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &pressure_module(&all, LIVE))
        .unwrap_or_else(|d| panic!("{}", d.render("p.ll")));
    let mut bad = Vec::new();
    for (cpu, mattr) in ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let mode = mode_label(cpu, mattr);
        for (r, (label, _, _, pair)) in ROWS.iter().enumerate() {
            let f = m
                .functions
                .values()
                .find(|f| f.name == format!("k{r}"))
                .unwrap();
            let b = gfxc_regalloc::budget::Bounds {
                flat_workgroup_size: f.attrs.flat_workgroup_size,
                waves_per_eu: f.attrs.waves_per_eu,
                reqd_workgroup_size: f.attrs.reqd_workgroup_size,
                num_vgpr: f.attrs.num_vgpr,
                num_sgpr: f.attrs.num_sgpr,
            };
            let (_, budget) = gfxc_regalloc::budget::kernel_budget(&t, &b).unwrap();
            let want = gold[&(mode.clone(), pair.unwrap_or(label).to_string())];
            // (gfx90a/gfx942: llc's `.vgpr_count` counts the unified file, VGPRs + AGPRs.)
            let got = budget.vgprs;
            if got != want {
                bad.push(format!(
                    "{mode} {label}: gfxc {got} ({}), llc-19 {want}",
                    budget.source
                ));
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

#[test]
fn default_bound_kernel_stays_in_budget_and_runs_1024_items() {
    let gold = golden();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &pressure_module(&[0], RUN_LIVE))
        .unwrap_or_else(|d| panic!("{}", d.render("p.ll")));
    let n = RUN_LIVE * 1024;
    let spec = gfxc_ir::launch::LaunchSpec::parse(&format!(
        r#"{{"kernel": "k0", "grid": [1024, 1, 1], "block": [1024, 1, 1],
            "args": [{{"buffer": "p"}}],
            "buffers": {{"p": {{"type": "f32", "len": {n}, "init": "iota"}}}}}}"#
    ))
    .unwrap();
    let mut bad = Vec::new();
    for (cpu, mattr) in ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let mode = mode_label(cpu, mattr);
        let c = gfxc::compile::compile_kernels(&m, &t, true)
            .unwrap_or_else(|d| panic!("{mode}: {}", d.render("p.ll")));
        let r = &c.reports[0];
        let k = &c.kernels[0];
        let llc = gold[&(mode.clone(), "default".to_string())];
        let vg = k.metadata.vgpr_count as u32;
        assert_eq!(k.metadata.max_flat_workgroup_size, 1024);
        if vg > llc || r.vgpr_budget != llc {
            bad.push(format!(
                "{mode}: {vg} VGPRs, budget {}, llc-19 {llc}",
                r.vgpr_budget
            ));
        }
        println!(
            "{mode}: vgprs {vg} agprs {} (budget {} from {}), vgpr spills {}, agpr spills {}, scratch {}",
            r.agprs, r.vgpr_budget, r.budget_source, r.vgpr_spills, r.agpr_spills, r.scratch
        );
        if !SIMULATED.contains(cpu) {
            continue;
        }
        let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
        let opts = gfxc_sim::SimOptions {
            max_wave_instructions: 20_000_000,
            ..Default::default()
        };
        match gfxc_sim::simulate(&obj, &spec, &opts) {
            Ok((res, _)) => {
                let got = &res.buffer("p").unwrap().bytes;
                for i in 0..RUN_LIVE {
                    for tid in [0usize, 63, 64, 511, 1023] {
                        let at = (i * 1024 + tid) * 4;
                        let v = f32::from_le_bytes(got[at..at + 4].try_into().unwrap());
                        let want = ((RUN_LIVE - 1 - i) * 1024 + tid) as f32;
                        if v != want {
                            bad.push(format!("{mode}: p[{i}*1024+{tid}] = {v}, want {want}"));
                        }
                    }
                }
            }
            Err(e) => bad.push(format!("{mode}: simulator: {e}")),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

const SIMULATED: &[&str] = &[
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

#[test]
fn report_shows_budget_source_and_occupancy() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc_budget_report_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // Row 3 (flat 1,256) and row 12 (num-vgpr 40 under flat 1,256), with few values live.
    let ll = dir.join("r.ll");
    std::fs::write(&ll, pressure_module(&[3, 12], 8)).unwrap();
    let out = dir.join("r.co");
    let (code, _, err) = common::gfxc(&[
        "compile",
        &common::path_str(&ll),
        "--mcpu",
        "gfx900",
        "--report",
        "-o",
        &common::path_str(&out),
    ]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(code, 0, "{err}");
    let doc: serde_json::Value = serde_json::from_str(&err[err.find('{').unwrap()..]).unwrap();
    let k = |name: &str| {
        doc["kernels"]
            .as_array()
            .unwrap()
            .iter()
            .find(|k| k["name"] == name)
            .unwrap()
            .clone()
    };
    let (a, b) = (k("k3"), k("k12"));
    // 256 items = 4 waves, 1 per SIMD: 256 VGPRs; num-vgpr 40 replaces it.
    assert_eq!(a["budget"]["vgprs"], 256);
    assert_eq!(a["budget"]["waves_per_eu"], 1);
    assert_eq!(a["budget"]["max_flat_workgroup_size"], 256);
    assert_eq!(a["budget"]["source"], "amdgpu-flat-work-group-size");
    assert_eq!(b["budget"]["vgprs"], 40);
    assert_eq!(b["budget"]["source"], "amdgpu-num-vgpr");
    assert!(a["occupancy"].as_u64().unwrap() >= 1);
}

/// A required size above the flat maximum (row `reqd=64,1,1` with `"1,32"`): no launch keeps both.
/// llc-19 compiles such kernels (LLVM 19's `zext-lid.ll`); since session 14 gfxc widens the
/// range to hold the required size (`ll/src/signature.rs`), so the object claims 64 and its
/// registers fit a 64-item group (before: a located error). `tests/ll_launch_bounds.rs`
/// runs such kernels.
#[test]
fn reqd_size_above_the_flat_maximum_widens_it() {
    let src = pressure_module(&[17], 4).replace(
        "attributes #17 = { nounwind  }",
        r#"attributes #17 = { nounwind "amdgpu-flat-work-group-size"="1,32" }"#,
    );
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}", d.render("p.ll")));
    let t = common::target_with("gfx900", "");
    let c = gfxc::pipeline::compile_kernels(&m, &t, &Default::default())
        .unwrap_or_else(|e| panic!("{}", e.render("p.ll")));
    let md = &c.kernels[0].metadata;
    assert_eq!(md.max_flat_workgroup_size, 64);
    let (waves, _) =
        gfxc_emit::report::occupancy(&t, md.sgpr_count as u32, md.vgpr_count as u32, 0, 0, 64);
    assert!(waves >= 1, "{waves}");
}
