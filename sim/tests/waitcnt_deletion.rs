//! Strict mode catches missing waits: for several corpus kernels and targets, each `s_waitcnt`
//! in turn is patched to `s_nop 0` in the code bytes. Whenever the deleted wait guarded a
//! register dependency — decided by an independent static check: within the wait's basic
//! block, an instruction after it reads or overwrites a register that a memory instruction
//! issued in the same block before it writes — strict mode must report a waitcnt violation
//! naming the missing `s_waitcnt`. Deleting any other wait must still run (non-strict).
//! Strict mode never reports a violation on the unpatched kernels (the corpus test).

use gfxc_ir::launch::LaunchSpec;
use gfxc_isa::processors::Target;
use gfxc_sim::program::{Program, RegRange};
use gfxc_sim::sem::{Ctrl, Sem};
use gfxc_sim::{simulate, ErrorKind, SimOptions};
use std::path::Path;

const CASES: [(&str, &str); 14] = [
    ("gfx600", "vadd_f32"),
    ("gfx600", "lds_reduce"),
    ("gfx700", "int_divrem"),
    ("gfx803", "sgemm_tiled"),
    ("gfx1010", "histogram_atomic"),
    ("gfx1010w64", "lds_reduce"),
    ("gfx900", "vadd_f32"),
    ("gfx908", "lds_reduce"),
    ("gfx90a", "int_divrem"),
    ("gfx942", "sgemm_tiled"),
    ("gfx1030", "histogram_atomic"),
    ("gfx1100", "lds_reduce"),
    ("gfx1100", "saxpy_f32"),
    ("gfx1100w64", "divergent_ifelse"),
];

/// s_nop 0 per generation (SOPP opcode 0).
const S_NOP: [u8; 4] = [0x00, 0x00, 0x80, 0xbf];

#[test]
fn every_deleted_guarding_wait_is_reported() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let mut total = 0;
    let mut reported = 0;
    for (t, k) in CASES {
        let case_start = total;
        let bytes = std::fs::read(data.join(t).join(format!("{k}.hsaco"))).unwrap();
        let launch = std::fs::read_to_string(corpus.join(format!("{k}.launch.json"))).unwrap();
        let mut spec = LaunchSpec::parse(&launch).unwrap();
        // Keep the runs short: the first few work-groups are enough to exercise every wait.
        for d in 0..3 {
            spec.grid[d] = spec.grid[d].min(spec.block[d] * 2);
        }
        let ro = gfxc_emit::read(&bytes).unwrap();
        let mut target = Target::new(ro.object.target.processor);
        if t.ends_with("w64") {
            target.wavefrontsize64 = true;
        }
        let text_off = text_file_offset(&bytes, ro.info.text_addr, &ro.info.text);
        let prog = Program::decode(
            &ro.info.text,
            ro.info.text_addr,
            target.processor.isa,
            target.wave_size() == 64,
        );
        for line in gfxc_isa::disassemble(&ro.info.text, &target) {
            if !line.text.starts_with("s_waitcnt") || line.text.starts_with("s_waitcnt_depctr") {
                continue;
            }
            let mut patched = bytes.clone();
            let at = text_off + line.offset as usize;
            if line.bytes.len() != 4 {
                continue;
            }
            patched[at..at + 4].copy_from_slice(&S_NOP);
            let strict = simulate(&patched, &spec, &SimOptions::default());
            let lax = simulate(
                &patched,
                &spec,
                &SimOptions {
                    strict: false,
                    ..Default::default()
                },
            );
            let idx = prog.at(ro.info.text_addr + line.offset as u64).unwrap();
            let guarded = guarded(&prog, idx);
            if guarded {
                total += 1;
                match &strict {
                    Err(e) if e.kind == ErrorKind::WaitcntViolation => {
                        reported += 1;
                        assert!(e.message.contains("s_waitcnt"), "{}", e.message);
                    }
                    other => panic!(
                        "{t} {k}: deleting `{}` at {:#x} removed a needed wait but strict mode said {:?}",
                        line.text,
                        line.offset,
                        other.as_ref().map(|_| "ok").map_err(|e| &e.message)
                    ),
                }
            } else if let Err(e) = &lax {
                panic!("{t} {k}: non-strict run failed: {}", e.message);
            }
        }
        assert!(total > case_start, "{t} {k}: no guarding wait found");
    }
    eprintln!("{reported}/{total} deleted guarding waits reported");
    assert!(total >= 10, "too few guarding waits found: {total}");
    assert_eq!(reported, total);
}

/// Independent (static) oracle: inside the basic block around the wait, is a register
/// written by a load/atomic issued since the block start (or the previous wait) read or
/// overwritten after the wait, before the next wait? Then the wait guarded that dependency.
fn guarded(prog: &Program, wait: usize) -> bool {
    let is_boundary = |op: &gfxc_sim::program::Op| {
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
    let mut dests = Vec::new();
    let mut k = wait;
    while k > 0 {
        k -= 1;
        let op = &prog.ops[k];
        if is_boundary(op) {
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
        if is_boundary(op) {
            break;
        }
    }
    false
}

/// File offset of `.text` (the bytes of `text` located in the file).
fn text_file_offset(file: &[u8], _addr: u64, text: &[u8]) -> usize {
    let probe = &text[..text.len().min(64)];
    file.windows(probe.len())
        .position(|w| w == probe)
        .expect(".text bytes in the file")
}
