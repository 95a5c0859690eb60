//! `gfxc run IN.hsaco --launch SPEC.json [--bits] [--stats]` (and `--engine sim`): run a code
//! object on the wave-level simulator (`gfxc-sim`, strict mode).
//!
//! Guarantees: on success the final buffers go to stdout in the launch-spec output format (one
//! line; `--bits` prints raw bit patterns), followed with `--stats` by one JSON line of
//! statistics, and the exit code is 0. Any error (unreadable file, bad spec, unknown kernel,
//! unsupported instruction, strict-mode violation, out-of-bounds access) prints
//! `PATH: error: MESSAGE` on stderr, nothing on stdout, and exits with 1.

use std::io::Write;
use std::path::Path;

/// Run `code_object` with the launch spec at `launch`; returns the process exit code.
pub fn run_code_object(code_object: &Path, launch: &Path, bits: bool, stats: bool) -> u8 {
    let fail = |p: &Path, m: &dyn std::fmt::Display| {
        eprintln!("{}: error: {m}", p.display());
        1
    };
    let bytes = match std::fs::read(code_object) {
        Ok(b) => b,
        Err(e) => return fail(code_object, &e),
    };
    let spec = match std::fs::read_to_string(launch) {
        Ok(s) => s,
        Err(e) => return fail(launch, &e),
    };
    match gfxc_sim::run_launch(&bytes, &spec, bits, stats) {
        Ok(out) => {
            let mut so = std::io::stdout().lock();
            if so
                .write_all(out.as_bytes())
                .and_then(|_| so.flush())
                .is_err()
            {
                return 1;
            }
            0
        }
        Err(e) if e.kind == gfxc_sim::ErrorKind::Launch => fail(launch, &e),
        Err(e) => fail(code_object, &e),
    }
}
