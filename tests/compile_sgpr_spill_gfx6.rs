//! SGPR spills on GFX6/GFX7: there `v_writelane_b32` / `v_readlane_b32` are VOP2 instructions
//! (VOP3-only from GFX8 on; `isa/data/insts.tsv`, llvm-mc-19 encodes `v_writelane_b32 v1, s5, 7`
//! as `[0x05,0x0e,0x03,0x04]` on gfx600). Kernels compiled for gfx600 and gfx700 under an SGPR
//! budget small enough to force SGPR spills into VGPR lanes run on the simulator in strict mode
//! and give exactly the interpreter's expected result; the code object's disassembly shows the
//! lane moves in their 4-byte VOP2 encoding.

mod common;

use gfxc::isa::processors::Target;
use gfxc_regalloc::Limits;
use std::path::Path;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

use common::compile_with_limits as compile;

fn simulate(obj: &[u8], base: &str) {
    let launch = std::fs::read_to_string(root().join(format!("{base}.launch.json"))).unwrap();
    let expected = std::fs::read_to_string(root().join(format!("{base}.expected.json"))).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let exp = gfxc_ir::launch::Expected::parse(&expected).unwrap();
    let opts = gfxc_sim::SimOptions {
        max_wave_instructions: 20_000_000,
        ..Default::default()
    };
    let (res, _) = gfxc_sim::simulate(obj, &spec, &opts).unwrap_or_else(|e| panic!("{base}: {e}"));
    exp.compare(&res).unwrap_or_else(|e| panic!("{base}: {e}"));
}

/// The lane moves of the first kernel's code, as the disassembler prints them with their size.
fn lane_moves(obj: &[u8], cpu: &str) -> Vec<(String, usize)> {
    let ro = gfxc_emit::read(obj).unwrap();
    let f = &ro.object.functions[0];
    let t = Target::parse(cpu).unwrap();
    gfxc::isa::asm::disassemble(&f.code, &t)
        .into_iter()
        .inspect(|l| assert!(!l.invalid, "{cpu}: {}", l.text))
        .filter(|l| l.text.starts_with("v_writelane_b32") || l.text.starts_with("v_readlane_b32"))
        .map(|l| (l.text, l.bytes.len()))
        .collect()
}

#[test]
fn sgpr_spills_to_vgpr_lanes_run_correctly_on_gfx6_and_gfx7() {
    for cpu in ["gfx600", "gfx700"] {
        let mut spilled = 0;
        for k in ["sgemm_tiled", "softmax", "stencil2d"] {
            let path = format!("examples/{k}.gir");
            // The smallest budget from 10 SGPRs up that the allocator can meet (the fixed
            // kernel inputs and one spill temporary must fit).
            let (n, obj, stats) = (10..=24)
                .find_map(|n| {
                    let limits = Limits {
                        max_sgprs: Some(n),
                        ..Limits::default()
                    };
                    match compile(&path, cpu, &limits) {
                        Ok((obj, stats)) => Some((n, obj, stats)),
                        Err(e) if e.contains("register pressure too high") => None,
                        Err(e) => panic!("{k} on {cpu}: {e}"),
                    }
                })
                .unwrap_or_else(|| panic!("{k} on {cpu}: no SGPR budget up to 24 allocates"));
            let s = &stats[0];
            assert!(s.sgprs <= n, "{k} on {cpu}: {} SGPRs", s.sgprs);
            println!("{k} on {cpu}: {n} SGPRs, {} spilled", s.sgpr_spills);
            if s.sgpr_spills > 0 {
                spilled += 1;
                let moves = lane_moves(&obj, cpu);
                assert!(
                    moves.iter().any(|(t, _)| t.starts_with("v_writelane_b32"))
                        && moves.iter().any(|(t, _)| t.starts_with("v_readlane_b32")),
                    "{k} on {cpu}: spilled without lane moves"
                );
                // VOP2 on GFX6/7: one dword each.
                assert!(
                    moves.iter().all(|(_, n)| *n == 4),
                    "{k} on {cpu}: {moves:?}"
                );
            }
            simulate(&obj, &format!("examples/{k}"));
        }
        assert!(spilled > 0, "{cpu}: no kernel spilled SGPRs");
    }
}
