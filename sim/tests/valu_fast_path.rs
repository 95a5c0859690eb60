//! The VALU fast path (`exec_valu::valu_plain`: column gather, whole-wave loops, direct
//! stores) computes exactly what the general per-lane path computes: for every VALU row of
//! gfx900 (wave64), gfx90a, gfx1030 and gfx1100 (wave32 and wave64) that has a sample form
//! without modifiers, the op runs once on each path from the same random register state, with
//! all lanes and with a partial EXEC, and every VGPR, SGPR (incl. VCC, EXEC) must agree.

use gfxc_isa::processors::IsaVariant;
use gfxc_sim::exec::{step, Ctx};
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::sem::Sem;
use gfxc_sim::stats::Stats;
use gfxc_sim::wave::Wave;

struct Rng(u64);
impl Rng {
    fn next(&mut self) -> u32 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        // Mix in small integers and special floats now and then.
        let x = (self.0 >> 32) as u32;
        match x % 8 {
            0 => x % 17,
            1 => [
                0x3f80_0000,
                0x7fc0_0000,
                0x8000_0000,
                0x0000_0001,
                0x7f80_0000,
            ][x as usize % 5],
            _ => x,
        }
    }
}

fn wave(lanes: u32, seed: u64, exec: u64, gen10: bool) -> Wave {
    let mut w = Wave::new(0, lanes, 256, 0, 124, false);
    w.gen10 = gen10;
    let mut r = Rng(seed);
    for x in w.vgpr.iter_mut() {
        *x = r.next();
    }
    for c in 0..106 {
        w.sgpr[c] = r.next();
    }
    w.sgpr[106] = r.next();
    w.sgpr[107] = r.next();
    w.set_exec(exec);
    w
}

fn run(prog: &Program, w: &mut Wave) -> Result<(), String> {
    let (mut mem, mut lds, mut stats) = (Memory::new(), Lds { data: Vec::new() }, Stats::default());
    let mut cx = Ctx {
        prog,
        mem: &mut mem,
        lds: &mut lds,
        stats: &mut stats,
        private_size: 0,
        clock: 0,
    };
    w.pc = 0;
    step(w, &mut cx).map_err(|e| e.message)
}

#[test]
fn fast_path_equals_general_path() {
    let mut checked = 0;
    for (v, wave64) in [
        (IsaVariant::Gfx900, true),
        (IsaVariant::Gfx90a, true),
        (IsaVariant::Gfx1030, false),
        (IsaVariant::Gfx1100, false),
        (IsaVariant::Gfx1100, true),
    ] {
        let lanes = if wave64 { 64 } else { 32 };
        let full = if wave64 { u64::MAX } else { 0xffff_ffff };
        let gen10 = !matches!(v, IsaVariant::Gfx900 | IsaVariant::Gfx90a);
        let table = gfxc_isa::table::table(v);
        for d in 0..table.defs.len() as u32 {
            let Some(inst) = gfxc_isa::forms::sample(v, d, wave64, 0) else {
                continue;
            };
            let Ok(bytes) = gfxc_isa::codec::encode(&inst, 0) else {
                continue;
            };
            let mut prog = Program::decode(&bytes, 0x1000, v, wave64);
            let op = &prog.ops[0];
            if !matches!(op.sem, Sem::Valu(_)) || !op.plain || op.dual.is_some() {
                continue;
            }
            for (seed, exec) in [
                (d as u64, full),
                (d as u64 + 7, full & 0x9f3c_5a17_e0ff_7301),
            ] {
                let mut fast = wave(lanes, seed, exec, gen10);
                let mut slow = wave(lanes, seed, exec, gen10);
                prog.ops[0].plain = true;
                let a = run(&prog, &mut fast);
                prog.ops[0].plain = false;
                let b = run(&prog, &mut slow);
                let what = prog.ops[0].describe(wave64);
                assert_eq!(a, b, "{v:?}: {what}");
                assert!(fast.vgpr == slow.vgpr, "{v:?}: `{what}`: VGPRs differ");
                assert!(fast.sgpr == slow.sgpr, "{v:?}: `{what}`: SGPRs differ");
                checked += 1;
            }
        }
    }
    eprintln!("{checked} (op, EXEC) pairs agree");
    assert!(checked > 1000, "{checked}");
}
