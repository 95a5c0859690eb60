//! Rows whose architectural effect is nothing the simulator models, given semantics
//! (issue 16): `v_clrexcp`, `v_pipeflush` (no exception state, no result), `s_atc_probe*`
//! (an address-translation probe), the debugger's conditional branches (`s_cbranch_cdbg*`,
//! not taken: no debugger sets their flags during a dispatch) and `s_endpgm_ordered_ps_done`
//! (ends a compute wave). Each is run on every processor that has it: the program continues
//! (or ends) and the registers the test writes around them hold what they should.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;

fn run(p: &str, lines: &[&str]) -> Wave {
    let target = Target::new(processor(p).unwrap());
    let mut bytes = Vec::new();
    for l in lines
        .iter()
        .copied()
        .chain(["s_mov_b32 s20, 7", "s_endpgm"])
    {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{p}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode_for(&bytes, 0x1000, target.processor.isa, true, Some(p));
    let mut mem = Memory::new();
    let buf = mem.alloc("buffer", vec![0; 64]);
    let mut w = Wave::new(0, 64, 32, 32, if p == "gfx1100" { 125 } else { 124 }, true);
    w.set_exec(u64::MAX);
    w.sgpr[2] = buf as u32;
    w.sgpr[3] = (buf >> 32) as u32;
    let mut lds = Lds { data: Vec::new() };
    run_wave(&mut w, &prog, &mut mem, &mut lds).unwrap_or_else(|e| panic!("{p}: {}", e.message));
    w
}

fn has(p: &str, m: &str) -> bool {
    let pr = gfxc_isa::processor(p).unwrap();
    gfxc_isa::table::table(pr.isa)
        .defs
        .iter()
        .any(|d| d.mnemonic.starts_with(m) && gfxc_isa::table::available(pr.name, d))
}

const ALL: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

#[test]
fn no_effect_rows_continue_and_debug_branches_fall_through() {
    let mut n = 0;
    for p in ALL {
        let mut lines = vec!["s_mov_b32 s21, 1", "v_mov_b32 v1, 5"];
        for (m, l) in [
            ("v_clrexcp", "v_clrexcp"),
            ("v_pipeflush", "v_pipeflush"),
            ("s_atc_probe", "s_atc_probe 7, s[2:3], 0x0"),
        ] {
            if has(p, m) {
                lines.push(l);
                n += 1;
            }
        }
        // Not taken: s21 = 2 runs; taken, it would skip it.
        for b in ["s_cbranch_cdbgsys", "s_cbranch_cdbguser"] {
            if has(p, b) {
                lines.push(if b.ends_with("sys") {
                    "s_cbranch_cdbgsys 1"
                } else {
                    "s_cbranch_cdbguser 1"
                });
                lines.push("s_mov_b32 s21, 2");
                n += 1;
            }
        }
        let w = run(p, &lines);
        assert_eq!((w.sgpr[20], w.vreg(1, 0)), (7, 5), "{p}");
        if has(p, "s_cbranch_cdbgsys") {
            assert_eq!(w.sgpr[21], 2, "{p}");
        }
        if has(p, "s_endpgm_ordered_ps_done") {
            // The wave ends there: s20 is never written.
            let w = run(p, &["s_endpgm_ordered_ps_done"]);
            assert_eq!(w.sgpr[20], 0, "{p}");
            n += 1;
        }
    }
    assert!(n >= 30, "{n}");
}
