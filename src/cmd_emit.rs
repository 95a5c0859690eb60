//! Subcommands on code objects: `inspect` (JSON view) and `repack` (read, then write again
//! with gfxc's writer). Both exit 0 on success, 1 on error with `file: error: ...` on stderr.

use clap::Args;
use std::path::PathBuf;

#[derive(Args)]
pub struct InspectArgs {
    /// The code object (`.hsaco`, ELF ET_DYN for amdgcn-amd-amdhsa).
    pub file: PathBuf,
}

#[derive(Args)]
pub struct RepackArgs {
    /// The code object to read.
    pub file: PathBuf,
    /// Where to write the repacked code object.
    #[arg(short = 'o')]
    pub output: PathBuf,
}

fn fail(file: &std::path::Path, msg: impl std::fmt::Display) -> u8 {
    eprintln!("{}: error: {msg}", file.display());
    1
}

/// `gfxc inspect IN.hsaco`: print target, version, e_flags, descriptors and metadata as JSON.
pub fn inspect(args: &InspectArgs) -> u8 {
    let data = match std::fs::read(&args.file) {
        Ok(d) => d,
        Err(e) => return fail(&args.file, e),
    };
    match gfxc_emit::inspect(&data) {
        Ok(j) => {
            println!(
                "{}",
                serde_json::to_string_pretty(&j).expect("JSON values serialise")
            );
            0
        }
        Err(e) => fail(&args.file, e),
    }
}

/// `gfxc repack IN.hsaco -o OUT.hsaco`.
pub fn repack(args: &RepackArgs) -> u8 {
    let data = match std::fs::read(&args.file) {
        Ok(d) => d,
        Err(e) => return fail(&args.file, e),
    };
    let out = match gfxc_emit::repack(&data) {
        Ok(o) => o,
        Err(e) => return fail(&args.file, e),
    };
    match std::fs::write(&args.output, out) {
        Ok(()) => 0,
        Err(e) => fail(&args.output, e),
    }
}

#[derive(Args)]
pub struct LinkArgs {
    /// The relocatable objects.
    #[arg(required = true)]
    pub inputs: Vec<PathBuf>,
    /// Where to write the linked code object.
    #[arg(short = 'o')]
    pub output: PathBuf,
}

/// `gfxc link A.o B.o -o OUT.co` (`gfxc_emit::link`).
pub fn link(args: &LinkArgs) -> u8 {
    let mut inputs = Vec::new();
    for f in &args.inputs {
        match std::fs::read(f) {
            Ok(d) => inputs.push((f.display().to_string(), d)),
            Err(e) => return fail(f, e),
        }
    }
    match gfxc_emit::link::link(&inputs) {
        Ok(out) => match std::fs::write(&args.output, out) {
            Ok(()) => 0,
            Err(e) => fail(&args.output, e),
        },
        Err(e) => {
            eprintln!("gfxc link: error: {e}");
            1
        }
    }
}
