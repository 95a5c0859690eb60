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

/// `gfxc compile --report`: one JSON object per kernel on stderr, with the counts of the code
/// it wrote (checked against a disassembly of the object).
#[test]
fn report_json_matches_the_object() {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-report-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let obj = dir.join("sgemm.hsaco");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_gfxc"))
        .arg("compile")
        .arg(root().join("examples/sgemm_tiled.gir"))
        .args(["--mcpu", "gfx900", "--report", "-o"])
        .arg(&obj)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let doc: serde_json::Value = serde_json::from_slice(&out.stderr).unwrap();
    let k = &doc["kernels"][0];
    let bytes = std::fs::read(&obj).unwrap();
    let ro = gfxc_emit::read(&bytes).unwrap();
    let f = &ro.object.functions[0];
    let t = Target::parse("gfx900").unwrap();
    let lines = gfxc_isa::disassemble(&f.code, &t);
    let count = |p: &str| lines.iter().filter(|l| l.text.starts_with(p)).count() as u64;
    assert_eq!(k["name"], "sgemm_tiled");
    assert_eq!(k["instructions"], lines.len() as u64);
    assert_eq!(k["code_bytes"], f.code.len() as u64);
    assert_eq!(
        k["s_waitcnt"],
        count("s_waitcnt") - count("s_waitcnt_depctr")
    );
    assert_eq!(k["s_nop"], count("s_nop"));
    assert_eq!(k["lds_bytes"], 2048);
    let md = &ro.object.metadata.kernels[0];
    assert_eq!(k["vgprs"], md.vgpr_count);
    assert_eq!(k["sgprs"], md.sgpr_count);
    // gfx900: 10 waves unless VGPRs (256 / align(v, 4)), SGPRs (800 / align(s, 16)) or LDS
    // (65536 / lds * waves per group / 4) limit it.
    let v = md.vgpr_count.div_ceil(4) * 4;
    let s = md.sgpr_count.div_ceil(16) * 16;
    let l = (65536 / 2048) * md.max_flat_workgroup_size.div_ceil(64) / 4;
    assert_eq!(k["occupancy"], (256 / v).min(800 / s).min(l).min(10));
    for key in [
        "agprs",
        "sgpr_spills",
        "vgpr_spills",
        "scratch_bytes",
        "wave_size",
    ] {
        assert!(k.get(key).is_some(), "{key} missing");
    }
    let _ = std::fs::remove_dir_all(&dir);
}
