//! The `gfxc` command-line tool. Every subcommand exits 0 on success and 1 on any error,
//! printing errors to stderr as `file:line:col: error: message`.

mod cmd_compile;
mod cmd_emit;
mod cmd_fuzz;
mod cmd_ir;
mod cmd_isa;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

// malloc, free and realloc were ~20% of the instructions of a whole `gfxc compile` with the
// system allocator (callgrind, 201-kernel module, glibc 2.36): the passes allocate many small,
// short-lived vectors and maps. mimalloc serves them from per-thread size-class pages. Only
// the binary sets it; the library leaves the allocator to its user (a JIT picks its own).
#[global_allocator]
static ALLOC: mimalloc::MiMalloc = mimalloc::MiMalloc;

#[derive(Parser)]
#[command(name = "gfxc", version, about = "A compiler backend for AMD GPUs")]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify an IR file.
    Check(cmd_ir::CheckArgs),
    /// Print an IR file in canonical form.
    Fmt(cmd_ir::FmtArgs),
    /// Translate an IR file to textual LLVM IR for amdgcn-amd-amdhsa.
    EmitLlvm(cmd_ir::EmitLlvmArgs),
    /// Run a kernel as a launch spec describes and print the final buffers as JSON.
    ///
    /// The launch-spec and expected-results formats are described in docs/launch-spec.md
    /// (in the gfxc repository).
    Run(cmd_ir::RunArgs),
    /// Print a code object's target, version, e_flags, kernel descriptors and metadata as JSON.
    Inspect(cmd_emit::InspectArgs),
    /// Read a code object and write it again with gfxc's writer.
    Repack(cmd_emit::RepackArgs),
    /// Link relocatable objects (`gfxc compile -c`, `llc-19 -filetype=obj`) into a code
    /// object, as `ld.lld-19 -shared` does.
    Link(cmd_emit::LinkArgs),
    /// Assemble LLVM-syntax AMDGPU assembly (like llvm-mc -show-encoding).
    As(cmd_isa::AsArgs),
    /// Disassemble raw instruction bytes.
    Disas(cmd_isa::DisasArgs),
    /// Compile a kernel module to a code object or assembly.
    Compile(cmd_compile::CompileArgs),
    /// Differential testing: generate programs from seeds, run them on the interpreter and,
    /// compiled for each target, on the simulator; compare bit for bit (docs/fuzz.md).
    Fuzz(cmd_fuzz::FuzzArgs),
}

/// Restores the default action of SIGPIPE (Rust ignores it, which turns `gfxc ... | head`
/// into a "Broken pipe" panic inside `print!`): like other command-line tools, gfxc then ends
/// quietly when the reader of its output goes away.
#[cfg(unix)]
fn default_sigpipe() {
    extern "C" {
        fn signal(signum: i32, handler: usize) -> usize;
    }
    const SIGPIPE: i32 = 13;
    const SIG_DFL: usize = 0;
    // SAFETY: installing the default disposition for SIGPIPE before any thread is started.
    unsafe {
        signal(SIGPIPE, SIG_DFL);
    }
}

#[cfg(not(unix))]
fn default_sigpipe() {}

/// The target named by `--mcpu` and `--mattr`. A bad value is the command line's fault, not
/// the input file's: the error reads `gfxc: error: ...` and lists what is accepted.
pub(crate) fn target_arg(mcpu: &str, mattr: Option<&str>) -> Result<gfxc::isa::Target, u8> {
    let mut t = gfxc::isa::Target::parse(mcpu).map_err(|e| usage_error(&format!("--mcpu: {e}")))?;
    if let Some(m) = mattr {
        t.apply_mattr(m)
            .map_err(|e| usage_error(&format!("--mattr: {e}")))?;
    }
    Ok(t)
}

/// Reads a text input (IR, launch spec, assembly). A file that is not UTF-8 text is not
/// reported as a decoding failure but as what it is not: a code object whose ELF magic is
/// damaged gets its first bytes shown next to the magic it lacks.
pub(crate) fn read_text(path: &std::path::Path) -> Result<String, u8> {
    let bytes = std::fs::read(path).map_err(|e| {
        eprintln!("{}: error: cannot read file: {e}", path.display());
        1u8
    })?;
    String::from_utf8(bytes).map_err(|e| {
        let b = e.as_bytes();
        let head: Vec<String> = b.iter().take(4).map(|x| format!("{x:02x}")).collect();
        eprintln!(
            "{}: error: not a text file (byte {} is not UTF-8), so not gfxc IR, LLVM IR, \
             assembly or JSON; and not a code object: it starts with {}, not the ELF magic \
             7f 45 4c 46",
            path.display(),
            e.utf8_error().valid_up_to(),
            head.join(" ")
        );
        1
    })
}

/// Prints an error about the command line itself (`gfxc: error: ...`); returns exit code 1.
pub(crate) fn usage_error(msg: &str) -> u8 {
    eprintln!("gfxc: error: {msg}");
    1
}

fn main() -> ExitCode {
    default_sigpipe();
    let cli = Cli::parse();
    let code = match &cli.command {
        Command::Check(a) => cmd_ir::check(a),
        Command::Fmt(a) => cmd_ir::fmt(a),
        Command::EmitLlvm(a) => cmd_ir::emit_llvm(a),
        Command::Run(a) => cmd_ir::run(a),
        Command::Inspect(a) => cmd_emit::inspect(a),
        Command::Repack(a) => cmd_emit::repack(a),
        Command::Link(a) => cmd_emit::link(a),
        Command::As(a) => cmd_isa::run_as(a),
        Command::Disas(a) => cmd_isa::run_disas(a),
        Command::Compile(a) => cmd_compile::compile(a),
        Command::Fuzz(a) => cmd_fuzz::fuzz(a),
    };
    ExitCode::from(code)
}
