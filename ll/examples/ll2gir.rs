//! `cargo run -p gfxc-ll --example ll2gir FILE.ll`: prints the gfxc IR of an LLVM IR file
//! (unverified), or its located errors.

fn main() {
    let Some(path) = std::env::args().nth(1) else {
        eprintln!("usage: ll2gir FILE.ll");
        std::process::exit(2);
    };
    let src = match std::fs::read_to_string(&path) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{path}: error: {e}");
            std::process::exit(1);
        }
    };
    match gfxc_ll::parse_ll(&src) {
        Ok(m) => print!("{}", gfxc_ir::text::print_module(&m)),
        Err(e) => {
            eprint!("{}", e.render(&path));
            std::process::exit(1);
        }
    }
}
