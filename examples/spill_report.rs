//! The spill report (issue 15, "the note reports VGPR/spill figures against llc-19 for every
//! kernel that spills"): a measurement tool, not a test. It compiles every kernel of
//!
//! * the LLVM IR corpus (`tests/corpus`, a copy of `../shared/corpus`; `tests/opencl`,
//!   `tests/kernels`),
//! * the `.gir` examples and the call tests' programs (`examples/`, `tests/calls/`; `.gir`
//!   exported to LLVM IR by `gfxc_ir::llvm::emit_module` for llc-19),
//! * the generated launch-bound and spilling programs of `tests/compile_budget.rs` (the
//!   300-value kernel under the default bound and 1,1024, 1,256, 1,64: kernels `k0`, `k1`,
//!   `k3`, `k6`), `tests/calls_budget.rs` (a
//!   160-value callee under the bounds 1,1024 and 1,64), `tests/calls_spill.rs` (a
//!   300-value callee) and `tests/calls_limits.rs` (300 values live across a call; 16 KiB
//!   frames)
//!
//! with gfxc and with `llc-19 -O2` + `ld.lld-19` on every target mode, reads both code
//! objects with the same reader (`gfxc_emit::report::object_report`: the metadata's
//! `.vgpr_count`, `.agpr_count`, `.sgpr_count`, `.vgpr_spill_count` (spills to memory: VGPR
//! spill slots held in AGPRs are not counted, as llc-19 does not), `.sgpr_spill_count`, the
//! descriptor's private segment size) and lists every kernel × mode where either compiler
//! spills, or uses scratch although the kernel has no `alloca` and makes no call (scratch
//! that can only be spills). A kernel one compiler refuses on a mode has no row; their
//! number is printed.
//!
//! Command (from the repository root; several minutes per mode; the modes run in parallel
//! threads; needs llc-19 and ld.lld-19 on PATH):
//!
//! ```text
//! cargo run -p gfxc --example spill_report [-- --modes gfx900,gfx1100w64] [--bless]
//! ```
//!
//! `--modes` limits the modes (default: all 13); `--bless` rewrites the table in
//! `docs/resources.md` between the `spill-report` markers.

#[path = "../tests/common/mod.rs"]
mod common;

use common::gen;
use std::fmt::Write as _;

const DOC: &str = "docs/resources.md";
const BEGIN: &str = "<!-- spill-report begin: examples/spill_report.rs --bless rewrites -->";
const END: &str = "<!-- spill-report end -->";

/// A program to measure: its name in the table, gfxc's module, the LLVM IR for llc-19.
struct Source {
    name: String,
    module: gfxc::ir::Module,
    ll: String,
}

fn from_gir(name: String, text: &str) -> Source {
    let module = common::gir_module(text);
    let ll = gfxc::ir::llvm::emit_module(&module);
    Source { name, module, ll }
}

fn sources() -> Vec<Source> {
    let mut out = Vec::new();
    for d in [
        "tests/corpus",
        "tests/opencl",
        "tests/kernels",
        "examples",
        "tests/calls",
    ] {
        let mut names: Vec<String> = std::fs::read_dir(common::root().join(d))
            .unwrap()
            .filter_map(|e| e.ok())
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.ends_with(".ll") || n.ends_with(".gir"))
            .collect();
        names.sort();
        for n in names {
            let file = format!("{d}/{n}");
            let text = std::fs::read_to_string(common::root().join(&file)).unwrap();
            let name = file.trim_start_matches("tests/").to_string();
            if n.ends_with(".gir") {
                out.push(from_gir(name, &text));
                continue;
            }
            let Ok(module) = gfxc::load_source(gfxc::SourceKind::from_path(&file), &text) else {
                continue;
            };
            out.push(Source {
                name,
                module,
                ll: text,
            });
        }
    }
    // The rows of bounds: the default, 1,1024, 1,256 and 1,64 (all 19 rows in one module
    // take llc-19 minutes per mode).
    let rows: Vec<usize> = ["default", "flat=1,1024", "flat=1,256", "flat=1,64"]
        .iter()
        .map(|l| gen::ROWS.iter().position(|r| r.0 == *l).unwrap())
        .collect();
    let ll = gen::pressure_module(&rows, 300);
    out.push(Source {
        name: "gen: compile_budget 300 values".into(),
        module: gfxc_ll::parse_ll(&ll).unwrap(),
        ll,
    });
    for bound in [1024, 64] {
        out.push(from_gir(
            format!("gen: calls_budget 160 values, bound 1,{bound}"),
            &gen::calls_budget_module(160, bound),
        ));
    }
    out.push(from_gir(
        "gen: calls_spill 300 values".into(),
        &gen::calls_spill_module(300),
    ));
    out.push(from_gir(
        "gen: calls_limits 300 live across".into(),
        &gen::calls_limits_module(300, 0, 0),
    ));
    out.push(from_gir(
        "gen: calls_limits 16 KiB frames".into(),
        &gen::calls_limits_module(60, 16384, 16384),
    ));
    out
}

/// Whether kernel `name` of `m` has a frame of its own: an `alloca` or a call in its body.
fn has_frame(m: &gfxc::ir::Module, name: &str) -> bool {
    let Some(id) = m.function_by_name(name) else {
        return true;
    };
    let f = &m.functions[id];
    f.layout.blocks().iter().any(|&b| {
        f.layout.block_insts(b).iter().any(|&i| {
            matches!(
                f.dfg.insts[i].opcode(),
                gfxc::ir::Opcode::Alloca | gfxc::ir::Opcode::Call | gfxc::ir::Opcode::CallIndirect
            )
        })
    })
}

fn figs(k: &gfxc_emit::report::KernelStats) -> String {
    format!(
        "{} / {} / {} | {} / {} | {}",
        k.vgprs, k.agprs, k.sgprs, k.vgpr_spills, k.sgpr_spills, k.scratch
    )
}

/// The rows of one mode: (table rows, kernels measured, programs one compiler refused, rows).
fn mode_rows(srcs: &[Source], cpu: &str, mattr: &str) -> (String, usize, usize, usize) {
    let mode = common::mode_name(cpu, mattr);
    let t = common::target_with(cpu, mattr);
    let mut table = String::new();
    let (mut measured, mut one_sided, mut rows) = (0, 0, 0);
    for s in srcs {
        let ours = gfxc::compile_module(&s.module, &t)
            .ok()
            .and_then(|o| gfxc_emit::report::object_report(&o).ok());
        let theirs = common::llc19_linked("spill", &s.ll, cpu, mattr)
            .ok()
            .and_then(|o| gfxc_emit::report::object_report(&o).ok());
        let (Some(ours), Some(theirs)) = (ours, theirs) else {
            one_sided += 1;
            continue;
        };
        for g in &ours {
            let Some(l) = theirs.iter().find(|l| l.name == g.name) else {
                continue;
            };
            measured += 1;
            let spills = g.vgpr_spills + g.sgpr_spills + l.vgpr_spills + l.sgpr_spills > 0;
            let scratch = (g.scratch > 0 || l.scratch > 0) && !has_frame(&s.module, &g.name);
            if spills || scratch {
                rows += 1;
                let row = format!(
                    "| {mode} | `{}` | `{}` | {} | {} |",
                    s.name,
                    g.name,
                    figs(g),
                    figs(l)
                );
                // Progress (the table is printed again, in order, at the end).
                eprintln!("{row}");
                writeln!(table, "{row}").unwrap();
            }
        }
    }
    (table, measured, one_sided, rows)
}

fn main() {
    if !common::llvm_tool("llc-19") || !common::llvm_tool("ld.lld-19") {
        eprintln!("spill_report: error: the spill report needs llc-19 and ld.lld-19");
        std::process::exit(1);
    }
    let args: Vec<String> = std::env::args().skip(1).collect();
    let mut only: Option<Vec<String>> = None;
    let mut bless = false;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--modes" if i + 1 < args.len() => {
                only = Some(args[i + 1].split(',').map(str::to_string).collect());
                i += 1;
            }
            "--bless" => bless = true,
            a => {
                eprintln!(
                    "spill_report: error: unknown argument `{a}` (--modes M1,M2,... | --bless)"
                );
                std::process::exit(1);
            }
        }
        i += 1;
    }
    if let Some(o) = &only {
        let known: Vec<String> = common::ALL_TARGETS
            .iter()
            .map(|&(c, a)| common::mode_name(c, a))
            .collect();
        if let Some(bad) = o.iter().find(|m| !known.contains(m)) {
            eprintln!(
                "spill_report: error: unknown mode `{bad}` (one of {})",
                known.join(", ")
            );
            std::process::exit(1);
        }
    }
    let modes: Vec<(&str, &str)> = common::ALL_TARGETS
        .iter()
        .copied()
        .filter(|&(c, a)| {
            only.as_ref()
                .is_none_or(|o| o.contains(&common::mode_name(c, a)))
        })
        .collect();
    let mut table = String::from(
        "| mode | program | kernel | gfxc VGPR / AGPR / SGPR | gfxc spills V / S | gfxc scratch B | llc-19 VGPR / AGPR / SGPR | llc-19 spills V / S | llc-19 scratch B |\n\
         |---|---|---|---|---|---|---|---|---|\n",
    );
    // One thread per mode (each builds its own sources: modules are not shared across
    // threads); the rows in mode order.
    let per_mode: Vec<(String, usize, usize, usize)> = std::thread::scope(|sc| {
        let hs: Vec<_> = modes
            .iter()
            .map(|&(cpu, mattr)| sc.spawn(move || mode_rows(&sources(), cpu, mattr)))
            .collect();
        hs.into_iter().map(|h| h.join().unwrap()).collect()
    });
    let (mut measured, mut one_sided, mut rows) = (0, 0, 0);
    for (t, m, o, r) in per_mode {
        table += &t;
        measured += m;
        one_sided += o;
        rows += r;
    }
    let modes: Vec<String> = modes
        .iter()
        .map(|&(c, a)| common::mode_name(c, a))
        .collect();
    let summary = format!(
        "Modes: {}. {measured} kernel × mode pairs measured, {rows} listed; {one_sided} \
         program × mode pairs compiled by one compiler only (not listed).",
        modes.join(", ")
    );
    println!("{table}\n{summary}");
    if bless {
        let path = common::root().join(DOC);
        let doc = std::fs::read_to_string(&path).unwrap();
        let (Some(b), Some(e)) = (doc.find(BEGIN), doc.find(END)) else {
            eprintln!("{DOC}:1:1: error: no spill-report markers");
            std::process::exit(1);
        };
        let new = format!("{}{BEGIN}\n{table}\n{summary}\n{}", &doc[..b], &doc[e..]);
        std::fs::write(&path, new).unwrap();
    }
}
