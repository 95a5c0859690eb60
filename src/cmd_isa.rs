//! `gfxc as` and `gfxc disas`: the assembler and disassembler of gfxc-isa on the command line.
//!
//! `gfxc as --mcpu CPU [--mattr F] IN.s [--show-encoding] [-o OUT.bin]` prints each instruction
//! in canonical LLVM syntax (with `; encoding: [..]` like `llvm-mc-19 -show-encoding`) and
//! writes the raw bytes with `-o`. `gfxc disas --mcpu CPU IN` disassembles a raw byte file, one
//! instruction per line; invalid words are reported as comments and make the exit code 1.
//! Errors are `file:line:col: error: message` on stderr with exit code 1.

use clap::Args;
use gfxc_isa::{assemble, disassemble, show_encoding, Target};

/// Arguments of `gfxc as`.
#[derive(Args, Debug)]
pub struct AsArgs {
    /// Target processor or target ID (`gfx90a`, `gfx90a:xnack-`).
    #[arg(long)]
    pub mcpu: String,
    /// Target features, LLVM style (`+wavefrontsize64,-xnack`).
    #[arg(long)]
    pub mattr: Option<String>,
    /// Print `; encoding: [..]` after each instruction.
    #[arg(long = "show-encoding")]
    pub show_encoding: bool,
    /// Write the raw instruction bytes to this file.
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// Assembly source file.
    pub input: String,
}

/// Arguments of `gfxc disas`.
#[derive(Args, Debug)]
pub struct DisasArgs {
    /// Target processor or target ID.
    #[arg(long)]
    pub mcpu: String,
    /// Target features, LLVM style.
    #[arg(long)]
    pub mattr: Option<String>,
    /// Raw instruction bytes.
    pub input: String,
}

fn target(mcpu: &str, mattr: Option<&str>) -> Result<Target, String> {
    let mut t = Target::parse(mcpu).map_err(|e| format!("error: {e}"))?;
    if let Some(m) = mattr {
        t.apply_mattr(m).map_err(|e| format!("error: {e}"))?;
    }
    Ok(t)
}

/// Run `gfxc as`.
pub fn run_as(a: &AsArgs) -> u8 {
    let t = match target(&a.mcpu, a.mattr.as_deref()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let src = match std::fs::read_to_string(&a.input) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{}: error: {e}", a.input);
            return 1;
        }
    };
    let lines = match assemble(&src, &a.input, &t) {
        Ok(l) => l,
        Err(d) => {
            eprint!("{d}");
            return 1;
        }
    };
    if a.show_encoding {
        print!("{}", show_encoding(&lines));
    } else if a.output.is_none() {
        for l in &lines {
            match &l.label {
                Some(n) => println!("{n}:"),
                None => println!("\t{}", l.text),
            }
        }
    }
    if let Some(o) = &a.output {
        let bytes: Vec<u8> = lines.iter().flat_map(|l| l.bytes.iter().copied()).collect();
        if let Err(e) = std::fs::write(o, bytes) {
            eprintln!("{o}: error: {e}");
            return 1;
        }
    }
    0
}

/// Run `gfxc disas`.
pub fn run_disas(a: &DisasArgs) -> u8 {
    let t = match target(&a.mcpu, a.mattr.as_deref()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let bytes = match std::fs::read(&a.input) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{}: error: {e}", a.input);
            return 1;
        }
    };
    let mut code = 0;
    for l in disassemble(&bytes, &t) {
        if l.invalid {
            eprintln!("{}:1:{}: error: invalid instruction encoding", a.input, l.offset + 1);
            code = 1;
        }
        println!("\t{}", l.text);
    }
    code
}
