//! The `gfxc` command-line tool. Every subcommand exits 0 on success and 1 on any error,
//! printing errors to stderr as `file:line:col: error: message`.

mod cmd_ir;

use clap::{Parser, Subcommand};
use std::process::ExitCode;

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
    Run(cmd_ir::RunArgs),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let code = match &cli.command {
        Command::Check(a) => cmd_ir::check(a),
        Command::Fmt(a) => cmd_ir::fmt(a),
        Command::EmitLlvm(a) => cmd_ir::emit_llvm(a),
        Command::Run(a) => cmd_ir::run(a),
    };
    ExitCode::from(code)
}
