//! GFX10.1 hazard workarounds (LLVM 19's `FeatureGroup.GFX10_1_Bugs`, rows `GFX10_*` of the
//! compiler's table) are checked in strict mode on llc-19's gfx1010 code: each
//! `s_waitcnt_depctr 0xffe3` of the corpus objects (wave32 and wave64) is patched in turn to
//! `s_nop 0`. Where the instruction laid out right before it is a VMEM/DS access that reads a
//! register (an SGPR operand or EXEC) the instruction right after it writes — an independent
//! static reading of LLVM's fixVMEMtoScalarWriteHazards — the run must fail with a hazard
//! violation naming a `GFX10_VMEM_*` rule; every other patched run must either succeed or
//! fail with such a violation (the wave may reach the SALU from a VMEM on another path).

use gfxc_ir::launch::LaunchSpec;
use gfxc_isa::processors::Target;
use gfxc_sim::{simulate, ErrorKind, SimOptions};
use std::path::Path;

const S_NOP: [u8; 4] = [0x00, 0x00, 0x80, 0xbf];

fn regs(operands: &str) -> Vec<String> {
    // Register names as printed (`s[4:5]`, `s4`, `exec_lo`, `exec`): expanded to dwords.
    let mut out = Vec::new();
    for tok in operands.split([',', ' ']).filter(|t| !t.is_empty()) {
        if let Some(r) = tok.strip_prefix("s[") {
            let r = r.trim_end_matches(']');
            if let Some((a, b)) = r.split_once(':') {
                if let (Ok(a), Ok(b)) = (a.parse::<u32>(), b.parse::<u32>()) {
                    out.extend((a..=b).map(|k| format!("s{k}")));
                }
            }
        } else if tok == "exec" {
            out.push("exec_lo".into());
            out.push("exec_hi".into());
        } else if tok.starts_with('s') || tok.starts_with("exec_") {
            out.push(tok.to_string());
        }
    }
    out
}

#[test]
fn deleted_vmem_to_scalar_write_workarounds_are_reported() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let (mut guarded, mut reported, mut tried) = (0, 0, 0);
    for t in ["gfx1010", "gfx1010w64"] {
        for e in std::fs::read_dir(data.join(t)).unwrap() {
            let path = e.unwrap().path();
            let k = path.file_stem().unwrap().to_str().unwrap().to_string();
            let launch = std::fs::read_to_string(corpus.join(format!("{k}.launch.json"))).unwrap();
            let mut spec = LaunchSpec::parse(&launch).unwrap();
            for d in 0..3 {
                spec.grid[d] = spec.grid[d].min(spec.block[d] * 2);
            }
            let bytes = std::fs::read(&path).unwrap();
            let ro = gfxc_emit::read(&bytes).unwrap();
            let mut target = Target::new(ro.object.target.processor);
            target.wavefrontsize64 = t.ends_with("w64");
            let probe = &ro.info.text[..64];
            let text_off = bytes.windows(64).position(|w| w == probe).unwrap();
            let lines = gfxc_isa::disassemble(&ro.info.text, &target);
            for (n, line) in lines.iter().enumerate() {
                if line.text != "s_waitcnt_depctr 0xffe3" || n == 0 || n + 1 >= lines.len() {
                    continue;
                }
                tried += 1;
                let (prev, next) = (&lines[n - 1].text, &lines[n + 1].text);
                let vector_mem = ["global_", "buffer_", "flat_", "scratch_", "ds_"]
                    .iter()
                    .any(|p| prev.starts_with(p));
                let mut read = regs(prev.split_once(' ').map_or("", |x| x.1));
                read.extend(["exec_lo".to_string(), "exec_hi".to_string()]);
                let written = next
                    .split_once(' ')
                    .map(|(_, ops)| regs(ops.split(',').next().unwrap_or("")))
                    .unwrap_or_default();
                let must = vector_mem
                    && next.starts_with("s_")
                    && written.iter().any(|w| read.contains(w));
                let mut patched = bytes.clone();
                let at = text_off + line.offset as usize;
                patched[at..at + 4].copy_from_slice(&S_NOP);
                let r = simulate(&patched, &spec, &SimOptions::default());
                match &r {
                    Err(e) if e.kind == ErrorKind::HazardViolation => {
                        assert!(e.message.contains("GFX10_VMEM_"), "{t} {k}: {}", e.message);
                        reported += 1;
                    }
                    Ok(_) => {}
                    Err(e) => panic!("{t} {k}: {:?}: {}", e.kind, e.message),
                }
                if must {
                    guarded += 1;
                    assert!(
                        r.is_err(),
                        "{t} {k}: `{prev}` / deleted depctr / `{next}` was not reported"
                    );
                }
            }
        }
    }
    eprintln!("{tried} deleted, {guarded} statically guarded, {reported} reported");
    assert!(guarded >= 4, "too few guarded workarounds found: {guarded}");
}
