//! The generated instruction properties (`gfxc_isa::op::Props`) against the simulator's own
//! register dependencies (`gfxc_sim::program`, derived from each row's semantic family, not
//! from `Props`): for every instruction gfxc emits for the examples and the corpus kernels on
//! every target mode, the simulator writes the destination (D) operand exactly when `Props`
//! marks it written — plus a MUBUF atomic's VDATA when it returns the old value (GLC), which
//! the selector marks per instruction — and writes every carry-out (SD) `Props` marks. (The
//! simulator also counts a non-returning GFX6 `addr64` MUBUF atomic as writing VDATA: a
//! conservative over-approximation on its side, accepted here.)

mod common;

use common::{root, ALL_TARGETS};
use gfxc::isa::op::Props;
use gfxc::isa::table::{flag, table, Format, SigField};
use gfxc_sim::program::{Opnd, Program, RegKind, RegRange};

fn range(o: Opnd) -> Option<RegRange> {
    let (file, idx, n) = match o {
        Opnd::S(c, n) => (RegKind::S, c, n),
        Opnd::V(c, n) => (RegKind::V, c, n),
        Opnd::A(c, n) => (RegKind::A, c, n),
        _ => return None,
    };
    Some(RegRange { file, idx, n })
}

#[test]
fn props_writes_match_the_simulator() {
    let mut files: Vec<_> = ["examples", "tests/corpus", "tests/opencl"]
        .iter()
        .flat_map(|d| std::fs::read_dir(root().join(d)).unwrap())
        .map(|e| e.unwrap().path())
        .filter(|p| matches!(p.extension().and_then(|x| x.to_str()), Some("gir" | "ll")))
        .collect();
    files.sort();
    let mut checked = 0usize;
    let mut bad: Vec<String> = Vec::new();
    for path in &files {
        let src = std::fs::read_to_string(path).unwrap();
        let Ok(m) = gfxc::load_source(gfxc::SourceKind::from_path(&path.to_string_lossy()), &src)
        else {
            continue;
        };
        for (cpu, mattr) in ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            let Ok(c) = gfxc::compile::compile_kernels(&m, &t, false) else {
                continue;
            };
            let v = t.processor.isa;
            for k in &c.kernels {
                let prog = Program::decode(&k.code, 0, v, t.wave_size() == 64);
                for op in &prog.ops {
                    let (Some(def), Some(inst)) = (op.def, op.inst.as_ref()) else {
                        continue;
                    };
                    let p: &Props = table(v).props(inst.def);
                    let writes = |o: Opnd| range(o).is_some_and(|r| op.writes.contains(&r));
                    if let (Some(d), Some(_)) = (def.find(SigField::D), range(op.d)) {
                        let mubuf_atomic = def.format == Format::Mubuf && def.has(flag::ATOMIC);
                        let returning = mubuf_atomic && inst.m.glc;
                        // The simulator treats every GFX6 `addr64` (global) MUBUF atomic as
                        // writing VDATA, returning or not (it orders it conservatively).
                        let conservative = mubuf_atomic && inst.m.addr64 && writes(op.d);
                        checked += 1;
                        if !conservative && writes(op.d) != (p.is_def(d) || returning) {
                            bad.push(format!(
                                "{cpu}{mattr} {}: simulator writes D {}, Props {}",
                                def.mnemonic,
                                writes(op.d),
                                p.is_def(d)
                            ));
                        }
                    }
                    if let Some(sd) = def.find(SigField::Sd) {
                        if range(op.sd).is_some() && !(p.is_def(sd) && writes(op.sd)) {
                            bad.push(format!("{cpu}{mattr} {}: carry-out", def.mnemonic));
                        }
                    }
                }
            }
        }
    }
    bad.sort();
    bad.dedup();
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    // Every kernel and mode: far more than a handful of instructions were compared.
    assert!(checked > 10_000, "only {checked} instructions checked");
}
