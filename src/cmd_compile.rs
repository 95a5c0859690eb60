//! `gfxc compile IN --mcpu CPU [--mattr F] [--emit obj|asm] [--report] -o OUT`.

use clap::{Args, ValueEnum};
use gfxc::isa::processors::Target;
use gfxc::pipeline::{compile_kernels, CompileOptions, Pass};

/// What `gfxc compile` writes.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
pub enum EmitKind {
    /// An HSA code object (ELF).
    Obj,
    /// LLVM-syntax assembly that llvm-mc-19 assembles.
    Asm,
    /// Each kernel's machine IR as the emitter receives it (after the last machine pass).
    Mir,
}

#[derive(Args)]
pub struct CompileArgs {
    /// The input: gfxc IR (`.gir`) or LLVM IR (`.ll`).
    pub input: String,
    /// Target processor (gfx900, gfx1100, ...), optionally a target ID (`gfx90a:xnack-`).
    #[arg(long)]
    pub mcpu: String,
    /// Target features (`+wavefrontsize64`).
    #[arg(long)]
    pub mattr: Option<String>,
    /// Output kind.
    #[arg(long, value_enum, default_value = "obj")]
    pub emit: EmitKind,
    /// Print per kernel, as JSON on stderr: registers (SGPR/VGPR/AGPR), spills, LDS, scratch,
    /// occupancy (waves per SIMD; formula in `gfxc_emit::report`), instruction, `s_waitcnt`
    /// and `s_nop` counts.
    #[arg(long)]
    pub report: bool,
    /// Print the program after pass PASS on stderr (repeatable; `gfxc::pipeline::PASSES`:
    /// lower, isel, regalloc, if-then, memory-legalizer, waitcnt, exec-tail, skip-execz, emit).
    #[arg(long = "print-after", value_name = "PASS")]
    pub print_after: Vec<String>,
    /// Write a relocatable object (ELF `ET_REL`, as `llc-19 -filetype=obj`): calls of
    /// functions the input only declares stay relocations against undefined symbols, and
    /// `export`ed functions (non-internal `.ll` functions) are global symbols. Link the
    /// objects with `gfxc link` or `ld.lld-19 -shared`.
    #[arg(short = 'c', long)]
    pub relocatable: bool,
    /// Output file (`-` for stdout).
    #[arg(short = 'o')]
    pub output: String,
}

/// Run `gfxc compile`.
pub fn compile(a: &CompileArgs) -> u8 {
    let target: Target = match crate::target_arg(&a.mcpu, a.mattr.as_deref()) {
        Ok(t) => t,
        Err(c) => return c,
    };
    let src = match crate::read_text(std::path::Path::new(&a.input)) {
        Ok(s) => s,
        Err(c) => return c,
    };
    let kind = gfxc::SourceKind::from_path(&a.input);
    // Parsed, not verified here: compiling verifies the module first (`lower_module_with`),
    // with the same diagnostics, so the CLI does not run the verifier twice.
    let module = match gfxc::parse_source(kind, &src) {
        Ok(m) => m,
        Err(d) => {
            eprint!("{}", d.render(&a.input));
            return 1;
        }
    };
    let mut opts = CompileOptions {
        keep_mir: a.emit == EmitKind::Mir,
        keep_asm: a.emit == EmitKind::Asm,
        relocatable: a.relocatable,
        ..CompileOptions::default()
    };
    for p in &a.print_after {
        match Pass::from_name(p) {
            Some(p) => opts.print_after.push(p),
            None => {
                let names: Vec<&str> = gfxc::pipeline::PASSES.iter().map(|p| p.name()).collect();
                return crate::usage_error(&format!(
                    "--print-after: unknown pass '{p}' (passes: {})",
                    names.join(", ")
                ));
            }
        }
    }
    let c = compile_kernels(&module, &target, &opts);
    if let Ok(c) = &c {
        eprint!("{}", c.dumps);
    }
    let c = match c {
        Ok(c) => c,
        Err(e) => {
            eprint!("{}", e.render(&a.input));
            return 1;
        }
    };
    let bytes = match a.emit {
        EmitKind::Mir => c.mir.clone().into_bytes(),
        EmitKind::Asm => gfxc_emit::kernel_code::assembly(&target, &c.kernels).into_bytes(),
        EmitKind::Obj if a.relocatable => {
            match gfxc_emit::kernel_code::relocatable_object(&target, &c.kernels) {
                Ok(b) => b,
                Err(e) => {
                    eprintln!("{}:1:1: error: {e}", a.input);
                    return 1;
                }
            }
        }
        EmitKind::Obj => match gfxc_emit::kernel_code::code_object(&target, &c.kernels) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{}:1:1: error: {e}", a.input);
                return 1;
            }
        },
    };
    let res = if a.output == "-" {
        use std::io::Write;
        std::io::stdout().write_all(&bytes)
    } else {
        std::fs::write(&a.output, &bytes)
    };
    if let Err(e) = res {
        eprintln!("{}: error: cannot write file: {e}", a.output);
        return 1;
    }
    if a.report {
        // Measured on the code object itself (the same code measures llc-19's objects).
        let obj = match gfxc_emit::kernel_code::code_object(&target, &c.kernels) {
            Ok(b) => b,
            Err(e) => {
                eprintln!("{}:1:1: error: {e}", a.input);
                return 1;
            }
        };
        let stats = match gfxc_emit::report::object_report(&obj) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{}:1:1: error: {e}", a.input);
                return 1;
            }
        };
        let ks: Vec<serde_json::Value> = stats
            .iter()
            .map(|s| {
                let mut j = s.to_json();
                if let Some(r) = c.reports.iter().find(|r| r.name == s.name) {
                    // Spill counts straight from the register allocator (the metadata's may
                    // lag behind).
                    j["sgpr_spills"] = r.sgpr_spills.max(s.sgpr_spills).into();
                    j["vgpr_spills"] = r.vgpr_spills.max(s.vgpr_spills).into();
                    j["agpr_spills"] = r.agpr_spills.into();
                    // VGPR spill slots held in AGPRs rather than scratch (gfx908/gfx90a/gfx942).
                    j["vgpr_spills_in_agprs"] = r.vgpr_agpr_spills.into();
                    j["regalloc_moves"] = r.moves.into();
                    // The register budget and where it comes from (`gfxc_regalloc::budget`);
                    // `occupancy` above is what the allocation reached.
                    j["budget"] = serde_json::json!({
                        "vgprs": r.vgpr_budget,
                        "waves_per_eu": r.budget_waves,
                        "max_flat_workgroup_size": r.max_flat_workgroup_size,
                        "source": r.budget_source,
                    });
                }
                j
            })
            .collect();
        let doc = serde_json::json!({ "target": target.to_string(), "kernels": ks });
        eprintln!("{}", serde_json::to_string_pretty(&doc).unwrap_or_default());
    }
    0
}
