//! The waits gfxc emits, checked by the simulator in strict mode (the oracle): for every
//! kernel gfxc compiles and every simulated target, each `s_waitcnt` in turn is replaced by
//! `s_nop 0` and the kernel is run on its launch spec.
//!
//! * **Correctness.** Whenever the deleted wait guarded a register dependency — decided by an
//!   independent static check: inside the wait's basic block, an instruction after it reads or
//!   overwrites a register that a memory instruction issued in the same block before it (and
//!   after the previous wait) writes — strict mode must report a waitcnt violation. (The idea
//!   of sim/tests/waitcnt_deletion.rs, applied to gfxc's own code.) The unpatched kernels run
//!   clean in strict mode.
//! * **Minimality** (reported, not asserted: a launch spec does not take every path). A wait
//!   is shown needed when the static check says it guards a dependency or deleting it makes
//!   strict mode fail on one of the kernel's launch specs (a dependency across blocks); the
//!   others are listed for review. Memory-model waits (a wait right before
//!   `s_barrier`, a cache invalidate/write-back, a store or an atomic: a fence or a release,
//!   AMDGPUUsage
//!   "Memory Model") order memory between waves, which strict mode does not check; they are
//!   counted apart.

use gfxc::isa::processors::Target;
use gfxc_sim::program::{Program, RegRange};
use gfxc_sim::sem::{Ctrl, Sem};
use gfxc_sim::{simulate, ErrorKind, SimOptions};
use std::path::Path;

const TARGETS: &[(&str, &str)] = &[
    ("gfx900", ""),
    ("gfx90a", ""),
    ("gfx1030", ""),
    ("gfx1100", "+wavefrontsize64"),
];

const S_NOP0: [u8; 4] = [0x00, 0x00, 0x80, 0xbf];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Independent static oracle (basic-block local): see the module doc.
fn guarded(prog: &Program, wait: usize) -> bool {
    let boundary = |op: &gfxc_sim::program::Op| {
        matches!(
            op.sem,
            Sem::Ctrl(
                Ctrl::Waitcnt
                    | Ctrl::Branch
                    | Ctrl::CBranch(_)
                    | Ctrl::EndPgm
                    | Ctrl::Barrier
                    | Ctrl::SetPc
                    | Ctrl::SwapPc
            )
        )
    };
    let mut dests: Vec<RegRange> = Vec::new();
    let mut k = wait;
    while k > 0 {
        k -= 1;
        let op = &prog.ops[k];
        if boundary(op) {
            break;
        }
        if let Sem::Mem(_) = op.sem {
            dests.extend(op.writes.iter().copied());
        }
    }
    let overl = |a: &RegRange, b: &RegRange| {
        a.file == b.file && a.idx < b.idx + b.n as u16 && b.idx < a.idx + a.n as u16
    };
    for op in &prog.ops[wait + 1..] {
        if op
            .reads
            .iter()
            .chain(op.writes.iter())
            .any(|r| dests.iter().any(|d| overl(r, d)))
        {
            return true;
        }
        if boundary(op) {
            break;
        }
    }
    false
}

#[test]
fn every_wait_gfxc_emits_is_needed_and_guarding_ones_are_caught() {
    let mut total = 0;
    let mut guarded_n = 0;
    let mut dynamic_n = 0;
    let mut fence_n = 0;
    let mut unnoticed: Vec<String> = Vec::new();
    let mut failures = Vec::new();
    for (dir, ext) in [("examples", "gir"), ("tests/corpus", "ll")] {
        let mut paths: Vec<_> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        paths.sort();
        for path in paths {
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let specs: Vec<gfxc_ir::launch::LaunchSpec> = ["", ".2", ".3", ".4"]
                .iter()
                .map(|x| path.with_file_name(format!("{stem}{x}.launch.json")))
                .filter(|l| l.exists())
                .map(|l| {
                    gfxc_ir::launch::LaunchSpec::parse(&std::fs::read_to_string(l).unwrap())
                        .unwrap()
                })
                .collect();
            if specs.is_empty() {
                continue;
            }
            let src = std::fs::read_to_string(&path).unwrap();
            let Ok(m) =
                gfxc::load_source(gfxc::SourceKind::from_path(&path.to_string_lossy()), &src)
            else {
                continue;
            };
            // Whole launches, every spec: a smaller grid or one spec leaves paths unexecuted.
            let run = |obj: &[u8]| -> Result<(), gfxc_sim::SimError> {
                for spec in &specs {
                    simulate(obj, spec, &SimOptions::default())?;
                }
                Ok(())
            };
            for (cpu, mattr) in TARGETS {
                let mut t = Target::parse(cpu).unwrap();
                t.apply_mattr(mattr).unwrap();
                let Ok(c) = gfxc::compile::compile_kernels(&m, &t, false) else {
                    continue;
                };
                let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
                if let Err(e) = run(&obj) {
                    failures.push(format!("{stem} {cpu}{mattr}: unpatched: {}", e.message));
                    continue;
                }
                for (ki, k) in c.kernels.iter().enumerate() {
                    let prog = Program::decode(&k.code, 0, t.processor.isa, t.wave_size() == 64);
                    let lines = gfxc_isa::disassemble(&k.code, &t);
                    for (li, line) in lines.iter().enumerate() {
                        let tx = &line.text;
                        let next = lines.get(li + 1).map(|l| l.text.as_str()).unwrap_or("");
                        let fence = next.starts_with("s_barrier")
                            || next.starts_with("global_store")
                            || next.starts_with("flat_store")
                            || next.starts_with("global_atomic")
                            || next.starts_with("flat_atomic")
                            || next.starts_with("ds_write")
                            || next.starts_with("buffer_wbinvl1")
                            || next.starts_with("buffer_gl")
                            || next.starts_with("buffer_wbl2")
                            || next.starts_with("buffer_inv");
                        if !tx.starts_with("s_waitcnt")
                            || tx.starts_with("s_waitcnt_depctr")
                            || tx.starts_with("s_waitcnt_vscnt")
                            || line.bytes.len() != 4
                        {
                            continue;
                        }
                        total += 1;
                        let mut ks = c.kernels.clone();
                        let at = line.offset as usize;
                        ks[ki].code[at..at + 4].copy_from_slice(&S_NOP0);
                        let patched = gfxc_emit::kernel_code::code_object(&t, &ks).unwrap();
                        let strict = run(&patched);
                        let idx = prog.at(line.offset as u64).unwrap();
                        let what = format!("{stem} {cpu}{mattr} `{tx}` at {:#x}", line.offset);
                        if guarded(&prog, idx) {
                            guarded_n += 1;
                            match &strict {
                                Err(e) if e.kind == ErrorKind::WaitcntViolation => {}
                                other => failures.push(format!(
                                    "{what}: guarding wait deleted, strict mode said {:?}",
                                    other.as_ref().map(|_| "ok").map_err(|e| &e.message)
                                )),
                            }
                        } else {
                            match &strict {
                                Err(e) if e.kind == ErrorKind::WaitcntViolation => dynamic_n += 1,
                                _ if fence => fence_n += 1,
                                _ => unnoticed.push(what),
                            }
                        }
                    }
                }
            }
        }
    }
    eprintln!(
        "{total} waits: {guarded_n} guard a block-local dependency (all caught), \
         {dynamic_n} caught across blocks, {fence_n} memory-model (fence) waits"
    );
    eprintln!(
        "{} waits deleted without strict mode noticing on the launch specs (needed on paths \
         the specs do not take, or not needed):\n  {}",
        unnoticed.len(),
        unnoticed.join("\n  ")
    );
    assert!(total >= 20, "too few waits: {total}");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
