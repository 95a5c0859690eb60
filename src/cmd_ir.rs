//! Subcommands on gfxc IR: `check`, `fmt`, `emit-llvm`, `run`.

use clap::{Args, ValueEnum};
use gfxc_ir::launch::{Expected, LaunchSpec};
use gfxc_ir::Module;
use std::path::{Path, PathBuf};

/// `e` as text, with long echoed tokens cut (see `gfxc_ir::error::clip`).
fn clip(e: &dyn std::fmt::Display) -> String {
    gfxc_ir::error::clip(&e.to_string()).into_owned()
}

#[derive(Args)]
pub struct CheckArgs {
    /// The input: gfxc IR (`.gir`) or LLVM IR (`.ll`).
    pub file: PathBuf,
}

#[derive(Args)]
pub struct FmtArgs {
    /// The input: gfxc IR (`.gir`) or LLVM IR (`.ll`).
    pub file: PathBuf,
    /// Rewrite the file in place instead of printing it.
    #[arg(short = 'i', long)]
    pub in_place: bool,
    /// Exit 1 if the file is not in canonical form (prints nothing).
    #[arg(long, conflicts_with = "in_place")]
    pub check: bool,
}

#[derive(Args)]
pub struct EmitLlvmArgs {
    /// The input: gfxc IR (`.gir`) or LLVM IR (`.ll`).
    pub file: PathBuf,
    /// Output file (default: stdout).
    #[arg(short = 'o')]
    pub output: Option<PathBuf>,
}

#[derive(Copy, Clone, PartialEq, Eq, ValueEnum)]
pub enum Engine {
    /// The reference IR interpreter (for `.gir` and `.ll` inputs).
    Interp,
    /// The wave-level ISA simulator in strict mode: runs code objects, or compiles IR for
    /// `--mcpu` first.
    Sim,
}

#[derive(Args)]
pub struct RunArgs {
    /// The kernel: gfxc IR (`.gir`), LLVM IR (`.ll`) or an AMDHSA code object (ELF).
    pub file: PathBuf,
    /// The launch spec (JSON; the format is docs/launch-spec.md in the gfxc repository).
    #[arg(long)]
    pub launch: PathBuf,
    /// Which engine runs the kernel (default: `sim` for code objects and for IR with
    /// `--mcpu`, `interp` for other IR).
    #[arg(long, value_enum)]
    pub engine: Option<Engine>,
    /// Compile the IR for this processor (`gfx1100`, a target ID such as `gfx90a:xnack-`)
    /// and run the code object on the simulator; the wave size is the target's.
    #[arg(long)]
    pub mcpu: Option<String>,
    /// Target features for `--mcpu` (`+wavefrontsize64`).
    #[arg(long, requires = "mcpu")]
    pub mattr: Option<String>,
    /// Print the simulator's statistics (dynamic instruction counts per class, cycle estimate)
    /// as a second JSON line.
    #[arg(long)]
    pub stats: bool,
    /// Print every element as its raw bits in hex.
    #[arg(long)]
    pub bits: bool,
    /// Lanes per wave for the interpreter (32 or 64; the simulator uses the code object's).
    #[arg(long, default_value_t = 64, value_parser = parse_wave_size)]
    pub wave_size: u32,
    /// Compare the result with an expected-results file: prints a one-line verdict on stderr
    /// (`pass: ...`, or the differences and exit status 1) and, unless `--print-buffers` is
    /// given, not the buffers.
    #[arg(long)]
    pub expected: Option<PathBuf>,
    /// With `--expected`: print nothing when the result matches (the exit status says it).
    #[arg(long, short = 'q', requires = "expected")]
    pub quiet: bool,
    /// With `--expected`: print the final buffers as JSON too.
    #[arg(long, requires = "expected")]
    pub print_buffers: bool,
    /// Most wave instructions a launch may execute: in total on the interpreter, per wave on
    /// the simulator. A launch that needs more (an endless loop) stops with an error naming
    /// this option. The default ends any launch in seconds.
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_STEPS)]
    pub max_steps: u64,
    /// Most bytes the launch's buffers may take together (default 1 GiB; the launch format
    /// allows at most 3 GiB).
    #[arg(long, value_name = "BYTES", default_value_t = DEFAULT_MAX_MEMORY)]
    pub max_memory: u64,
    /// Most work-items the grid may have (the product of its three dimensions).
    #[arg(long, value_name = "N", default_value_t = DEFAULT_MAX_WORK_ITEMS)]
    pub max_work_items: u64,
}

/// `--max-steps` default: 2^28 wave instructions, about four seconds of the interpreter
/// (measured: 2^26 endless-loop steps in 1.0 s, debug build).
pub const DEFAULT_MAX_STEPS: u64 = 1 << 28;
/// `--max-memory` default.
pub const DEFAULT_MAX_MEMORY: u64 = 1 << 30;
/// `--max-work-items` default (2^26: 64 Mi work-items).
pub const DEFAULT_MAX_WORK_ITEMS: u64 = 1 << 26;

/// Refuses a launch beyond `--max-memory` or `--max-work-items`, naming the limit and the
/// option that raises it (before any memory is allocated or any work-item runs).
fn check_limits(a: &RunArgs, spec: &LaunchSpec) -> Result<(), String> {
    let bytes: u64 = spec
        .buffers
        .iter()
        .map(|b| b.len.saturating_mul(b.ty.bytes() as u64))
        .fold(0, u64::saturating_add);
    if bytes > a.max_memory {
        return Err(format!(
            "the buffers take {bytes} bytes, more than the limit of {} (raise it with \
             --max-memory BYTES)",
            a.max_memory
        ));
    }
    let items = spec
        .grid
        .iter()
        .map(|&g| g as u64)
        .fold(1u64, u64::saturating_mul);
    if items > a.max_work_items {
        return Err(format!(
            "the grid has {items} work-items, more than the limit of {} (raise it with \
             --max-work-items N)",
            a.max_work_items
        ));
    }
    Ok(())
}

fn parse_wave_size(s: &str) -> Result<u32, String> {
    match s {
        "32" => Ok(32),
        "64" => Ok(64),
        _ => Err(format!("wave size must be 32 or 64, not '{s}'")),
    }
}

fn read(path: &Path) -> Result<String, u8> {
    crate::read_text(path)
}

/// Reads, parses and verifies `path`; on error prints located diagnostics.
fn load(path: &Path) -> Result<Module, u8> {
    let src = read(path)?;
    let kind = gfxc::SourceKind::from_path(&path.to_string_lossy());
    gfxc::load_source(kind, &src).map_err(|d| {
        eprint!("{}", d.render(&path.display().to_string()));
        1
    })
}

fn write_output(out: Option<&Path>, text: &str) -> Result<(), u8> {
    match out {
        Some(p) => std::fs::write(p, text).map_err(|e| {
            eprintln!("{}: error: cannot write file: {e}", p.display());
            1
        }),
        None => {
            print!("{text}");
            Ok(())
        }
    }
}

/// Loads IR and compiles it for `cpu` (+ `--mattr`): the code object `run --mcpu` simulates.
fn compile_for(a: &RunArgs, cpu: &str, file: &str) -> Result<Vec<u8>, u8> {
    let target = crate::target_arg(cpu, a.mattr.as_deref())?;
    let module = load(&a.file)?;
    gfxc::compile_module(&module, &target).map_err(|d| {
        eprint!("{}", d.render(file));
        1
    })
}

fn exit(r: Result<(), u8>) -> u8 {
    match r {
        Ok(()) => 0,
        Err(c) => c,
    }
}

pub fn check(a: &CheckArgs) -> u8 {
    exit(load(&a.file).map(|_| ()))
}

pub fn fmt(a: &FmtArgs) -> u8 {
    exit((|| {
        let src = read(&a.file)?;
        let kind = gfxc::SourceKind::from_path(&a.file.to_string_lossy());
        let fail = |d: gfxc_ir::Diagnostics| {
            eprint!("{}", d.render(&a.file.display().to_string()));
            1
        };
        // gfxc IR keeps its comments; LLVM IR's are not carried over.
        let text = if kind == gfxc::SourceKind::Gir {
            let (module, comments) =
                gfxc_ir::text::parse_module_with_comments(&src).map_err(fail)?;
            gfxc_ir::text::print_module_with_comments(&module, &comments)
        } else {
            gfxc_ir::text::print_module(&gfxc::parse_source(kind, &src).map_err(fail)?)
        };
        if a.in_place && kind != gfxc::SourceKind::Gir {
            eprintln!(
                "{}: error: --in-place rewrites gfxc IR files only",
                a.file.display()
            );
            return Err(1);
        }
        if a.check {
            if text != src {
                eprintln!("{}: error: not in canonical form", a.file.display());
                return Err(1);
            }
            Ok(())
        } else if a.in_place {
            write_output(Some(&a.file), &text)
        } else {
            write_output(None, &text)
        }
    })())
}

pub fn emit_llvm(a: &EmitLlvmArgs) -> u8 {
    exit((|| {
        let module = load(&a.file)?;
        let text = gfxc_ir::llvm::try_emit_module(&module).map_err(|d| {
            eprint!("{}", d.render(&a.file.display().to_string()));
            1
        })?;
        write_output(a.output.as_deref(), &text)
    })())
}

pub fn run(a: &RunArgs) -> u8 {
    exit((|| {
        let bytes = std::fs::read(&a.file).map_err(|e| {
            eprintln!("{}: error: cannot read file: {e}", a.file.display());
            1u8
        })?;
        let is_code_object = bytes.starts_with(b"\x7fELF");
        let engine = a.engine.unwrap_or(if is_code_object || a.mcpu.is_some() {
            Engine::Sim
        } else {
            Engine::Interp
        });
        let file = a.file.display().to_string();
        if a.mcpu.is_some() && (is_code_object || engine == Engine::Interp) {
            eprintln!(
                "{file}: error: --mcpu compiles IR for the simulator; {}",
                if is_code_object {
                    "a code object already names its target"
                } else {
                    "the interpreter needs no target"
                }
            );
            return Err(1);
        }
        let (bytes, is_code_object) = match &a.mcpu {
            Some(cpu) => (compile_for(a, cpu, &file)?, true),
            None => (bytes, is_code_object),
        };
        let spec_text = read(&a.launch)?;
        let spec = LaunchSpec::parse(&spec_text).map_err(|e| {
            eprintln!("{}: error: {}", a.launch.display(), clip(&e));
            1
        })?;
        check_limits(a, &spec).map_err(|e| {
            eprintln!("{}: error: {e}", a.launch.display());
            1
        })?;
        let expected = match &a.expected {
            Some(p) => Some(Expected::parse(&read(p)?).map_err(|e| {
                eprintln!("{}: error: {}", p.display(), clip(&e));
                1
            })?),
            None => None,
        };
        let (result, stats) = match (engine, is_code_object) {
            (Engine::Interp, false) => {
                if a.stats {
                    eprintln!("{file}: error: --stats needs the simulator (a code object)");
                    return Err(1);
                }
                let module = load(&a.file)?;
                let opts = gfxc_ir::interp::InterpOptions {
                    wave_size: a.wave_size,
                    step_limit: a.max_steps,
                    ..Default::default()
                };
                let r = gfxc_ir::interp::run(&module, &spec, &opts).map_err(|e| {
                    eprint!("{}", e.render(&file));
                    if e.message.contains("step limit exceeded") {
                        eprint!(" (raise it with --max-steps N)");
                    }
                    eprintln!();
                    1
                })?;
                (r, None)
            }
            (Engine::Sim, true) => {
                let opts = gfxc_sim::SimOptions {
                    max_wave_instructions: a.max_steps,
                    // Like the interpreter's: the whole launch, so that a grid of many
                    // waves ends as fast as one endless wave (issue 17 item 5).
                    max_launch_instructions: a.max_steps,
                    ..Default::default()
                };
                let (r, st) = gfxc_sim::simulate(&bytes, &spec, &opts).map_err(|e| {
                    let at = if e.kind == gfxc_sim::ErrorKind::Launch {
                        &a.launch
                    } else {
                        &a.file
                    };
                    let hint = if e.to_string().contains("runaway loop") {
                        " (raise it with --max-steps N)"
                    } else {
                        ""
                    };
                    eprintln!("{}: error: {}{hint}", at.display(), clip(&e));
                    1
                })?;
                (r, a.stats.then_some(st))
            }
            (Engine::Interp, true) => {
                eprintln!(
                    "{file}: error: the interpreter runs IR; a code object runs on --engine sim"
                );
                return Err(1);
            }
            (Engine::Sim, false) => {
                let head: Vec<String> = bytes.iter().take(4).map(|b| format!("{b:02x}")).collect();
                eprintln!(
                    "{file}: error: the simulator runs code objects, and this is not one (it \
                     starts with {}, not the ELF magic 7f 45 4c 46); give --mcpu to compile \
                     IR first, or use --engine interp",
                    head.join(" ")
                );
                return Err(1);
            }
        };
        let mut out = String::new();
        if let Some(exp) = &expected {
            exp.compare(&result).map_err(|e| {
                eprintln!("{file}: error: result differs from expected: {}", clip(&e));
                1
            })?;
            if !a.quiet {
                eprintln!("pass: {}", exp.summary());
            }
        }
        if expected.is_none() || a.print_buffers {
            // Streamed: a gigabyte buffer is never one string.
            let mut so = std::io::stdout().lock();
            let w = result
                .write_json(&mut so, a.bits)
                .and_then(|()| std::io::Write::write_all(&mut so, b"\n"));
            if let Err(e) = w {
                eprintln!("gfxc: error: cannot write the result: {e}");
                return Err(1);
            }
        }
        if let Some(st) = stats {
            out.push_str(&st.to_json());
            out.push('\n');
        }
        write_output(None, &out)
    })())
}
