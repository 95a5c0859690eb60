//! Strict mode catches missing wait states, from the hazard table the compiler uses
//! (`gfxc_emit::hazards`): in llc-19's `mfma_sgemm` for gfx908, gfx90a and gfx942, each `s_nop`
//! of the kernel in turn is deleted — the following code moves up one dword, branches across
//! the hole are re-targeted and a padding `s_nop 0` goes after the end of `.text`'s code, so
//! the program is the same minus that instruction — and the run must fail with a hazard
//! violation naming an MFMA/AGPR rule (every `s_nop` llc-19 put there guards one: the MFMA
//! result read by `v_accvgpr_read`). Lowering it by one wait state (`s_nop N` -> `s_nop N-1`,
//! same layout) must fail too when llc-19's count was exact on the path the wave takes.
//! Also checked: the unpatched kernels run clean (the corpus test runs them fully).

use gfxc_ir::launch::LaunchSpec;
use gfxc_isa::processors::Target;
use gfxc_sim::{simulate, ErrorKind, SimOptions};
use std::path::Path;

fn text_file_offset(file: &[u8], text: &[u8]) -> usize {
    let probe = &text[..text.len().min(64)];
    file.windows(probe.len())
        .position(|w| w == probe)
        .expect(".text bytes in the file")
}

/// SOPP branches (their simm16 is a dword offset from the next instruction).
fn is_branch(text: &str) -> bool {
    text.starts_with("s_branch") || text.starts_with("s_cbranch")
}

#[test]
fn every_deleted_nop_in_mfma_sgemm_is_reported() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let corpus = root.join("../tests/corpus");
    let launch = std::fs::read_to_string(corpus.join("mfma_sgemm.launch.json")).unwrap();
    let mut spec = LaunchSpec::parse(&launch).unwrap();
    spec.grid = [spec.block[0] * 2, 1, 1];
    let mut deleted = 0;
    let mut lowered = 0;
    for t in ["gfx908", "gfx90a", "gfx942"] {
        let bytes =
            std::fs::read(root.join("tests/data").join(t).join("mfma_sgemm.hsaco")).unwrap();
        simulate(&bytes, &spec, &SimOptions::default()).unwrap_or_else(|e| panic!("{t}: {e}"));
        let ro = gfxc_emit::read(&bytes).unwrap();
        let target = Target::new(ro.object.target.processor);
        let text = &ro.info.text;
        let off = text_file_offset(&bytes, text);
        let lines = gfxc_isa::disassemble(text, &target);
        let end = lines
            .iter()
            .position(|l| l.text.starts_with("s_endpgm"))
            .expect("s_endpgm");
        let starts: Vec<usize> = lines.iter().map(|l| l.offset as usize).collect();
        for (k, line) in lines[..end].iter().enumerate() {
            let Some(n) = line.text.strip_prefix("s_nop ") else {
                continue;
            };
            let n: u32 = n.trim().parse().unwrap();
            let at = starts[k];
            // Delete: shift the rest of .text up by one dword, pad with s_nop 0 at the end.
            let mut t2 = text.to_vec();
            t2.drain(at..at + 4);
            t2.extend_from_slice(&[0x00, 0x00, 0x80, 0xbf]);
            for (j, l) in lines.iter().enumerate() {
                if !is_branch(&l.text) {
                    continue;
                }
                let pos = starts[j];
                let dw = u32::from_le_bytes(text[pos..pos + 4].try_into().unwrap());
                let simm = dw as u16 as i16 as i64;
                let next = pos as i64 + 4;
                let target_at = next + simm * 4;
                let (p, nx, tg) = (pos as i64, next, target_at);
                let hole = at as i64;
                // New offsets after removing the dword at `hole`.
                let shift = |x: i64| if x > hole { x - 4 } else { x };
                let new_simm = (shift(tg) - shift(nx)) / 4;
                let new_pos = shift(p) as usize;
                let nd = (dw & 0xffff_0000) | (new_simm as i16 as u16 as u32);
                t2[new_pos..new_pos + 4].copy_from_slice(&nd.to_le_bytes());
            }
            let mut patched = bytes.clone();
            patched[off..off + text.len()].copy_from_slice(&t2);
            match simulate(&patched, &spec, &SimOptions::default()) {
                Err(e) if e.kind == ErrorKind::HazardViolation => {
                    assert!(
                        e.message.contains("MAI") || e.message.contains("MFMA"),
                        "{t}: deleting `{}` at {at:#x}: {}",
                        line.text,
                        e.message
                    );
                    deleted += 1;
                }
                other => panic!(
                    "{t}: deleting `{}` at {at:#x} was not reported: {:?}",
                    line.text,
                    other.map(|_| ())
                ),
            }
            // Lower by one (same layout).
            if n > 0 {
                let mut patched = bytes.clone();
                patched[off + at] = (n - 1) as u8;
                if let Err(e) = simulate(&patched, &spec, &SimOptions::default()) {
                    assert_eq!(e.kind, ErrorKind::HazardViolation, "{t}: {}", e.message);
                    lowered += 1;
                }
            }
        }
    }
    eprintln!("{deleted} deleted s_nops reported, {lowered} lowered by one reported");
    assert!(deleted >= 4, "{deleted} s_nops deleted");
}
