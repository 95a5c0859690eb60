//! By-value aggregate arguments of device functions (`gfxc_ll`: a struct or array parameter is
//! passed as its leaves, one parameter each, as LLVM's calling convention splits it):
//! `tests/calls/agg_args.ll` on all 13 target modes against the interpreter, and the
//! registers of every leaf equal llc-19's (live, when llc-19 is installed).

mod common;

use common::{target_with, ALL_TARGETS};
use gfxc::ir::launch::LaunchSpec;

fn source() -> String {
    std::fs::read_to_string(common::root().join("tests/calls/agg_args.ll")).unwrap()
}

#[test]
fn aggregate_arguments_match_the_interpreter_on_every_target() {
    let m = gfxc_ll::parse_ll(&source()).unwrap_or_else(|d| panic!("{}", d.render("agg.ll")));
    // The struct and the array arrive as 11 parameters.
    let f = &m.functions[m.function_by_name("f").unwrap()];
    assert_eq!(f.signature.params.len(), 11);
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{"buffer": "o"}, {"i32": 1000}],
            "buffers": {"o": {"type": "i32", "len": 64}}}"#,
    )
    .unwrap();
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let opts = gfxc::ir::interp::InterpOptions {
            wave_size: t.wave_size(),
            ..Default::default()
        };
        let want = gfxc::ir::interp::run(&m, &spec, &opts).unwrap();
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        // Every target keeps @f a real call (gfx90a/gfx942 too since session 7).
        assert!(asm.contains("\nf:"), "{cpu}{mattr}: @f is not a function");
        let obj = gfxc::compile_module(&m, &t).unwrap();
        let got = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {e}"));
        assert_eq!(
            got.0.buffer("o").unwrap().bytes,
            want.buffer("o").unwrap().bytes,
            "{cpu}{mattr}"
        );
    }
}

/// Each leaf's VGPRs in gfxc's convention (`call_conv::assign_args` over the leaves) equal
/// the VGPRs llc-19's callee reads when it returns just that leaf.
#[test]
fn aggregate_leaf_registers_equal_llc19_live() {
    if !common::llvm_tool("llc-19") {
        return;
    }
    let leaves: [(&str, &str); 11] = [
        ("i8", "0"),
        ("i32", "1"),
        ("<2 x half>", "2"),
        ("double", "3"),
        ("i16", "4, 0"),
        ("i16", "4, 1"),
        ("i16", "4, 2"),
        ("float", "5, 0"),
        ("i64", "5, 1"),
        ("float", "a0"),
        ("float", "a1"),
    ];
    let m = gfxc_ll::parse_ll(&source()).unwrap();
    let f = &m.functions[m.function_by_name("f").unwrap()];
    let args = gfxc_isel::call_conv::assign_args(&f.signature.params);
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-agg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (k, (ty, path)) in leaves.iter().enumerate() {
        let ext = match path.strip_prefix('a') {
            Some(i) => format!("extractvalue [2 x float] %a, {i}"),
            None => format!("extractvalue %S %s, {path}"),
        };
        let ll = format!(
            "%S = type {{ i8, i32, <2 x half>, double, [3 x i16], {{ float, i64 }} }}\n\
             define {ty} @g(%S %s, [2 x float] %a) {{\n  %v = {ext}\n  ret {ty} %v\n}}\n"
        );
        let p = dir.join(format!("leaf{k}.ll"));
        std::fs::write(&p, ll).unwrap();
        let out = std::process::Command::new("llc-19")
            .args([
                "-mtriple=amdgcn-amd-amdhsa",
                "-mcpu=gfx900",
                "-stop-after=finalize-isel",
            ])
            .arg(&p)
            .args(["-o", "-"])
            .output()
            .unwrap();
        assert!(out.status.success(), "llc-19 failed on leaf {k}");
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text
            .lines()
            .find(|l| l.trim_start().starts_with("liveins: $vgpr"))
            .unwrap_or_else(|| panic!("leaf {k}: no VGPR live-ins"));
        let llc: Vec<u16> = line
            .split('$')
            .filter_map(|t| t.strip_prefix("vgpr"))
            .map(|t| t.trim_end_matches([',', ' ', '\n']).parse().unwrap())
            .collect();
        let gfxc: Vec<u16> = args.locs[k]
            .iter()
            .map(|l| match l {
                gfxc_isel::call_conv::Loc::Vgpr(v) => *v,
                l => panic!("leaf {k} at {l:?}"),
            })
            .collect();
        assert_eq!(gfxc, llc, "leaf {k} ({ty} at {path})");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
