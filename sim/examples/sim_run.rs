//! `sim_run IN.hsaco SPEC.json [--bits] [--stats]`: the `gfxc run --engine sim` logic
//! (`src/cmd_sim.rs`) as a stand-alone binary, for trying the simulator before the CLI wiring.

#[path = "../../src/cmd_sim.rs"]
mod cmd_sim;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let pos: Vec<&String> = args.iter().filter(|a| !a.starts_with("--")).collect();
    if pos.len() != 2 {
        eprintln!("usage: sim_run IN.hsaco SPEC.json [--bits] [--stats]");
        std::process::exit(2);
    }
    let flag = |f: &str| args.iter().any(|a| a == f);
    let code = cmd_sim::run_code_object(
        std::path::Path::new(pos[0]),
        std::path::Path::new(pos[1]),
        flag("--bits"),
        flag("--stats"),
    );
    std::process::exit(code as i32);
}
