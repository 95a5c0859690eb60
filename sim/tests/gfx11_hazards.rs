//! Pattern hazard rules: GFX11 (rows `GFX11_*` of the compiler's table, LLVM 19's fixVALUTransUseHazard,
//! fixVALUPartialForwardingHazard and fixVALUMaskWriteHazard) and GFX10.1's
//! `GFX10_VCMPX_EXEC_WAR` (fixVcmpxExecWARHazard) are checked in strict mode:
//! - short wave64 programs on gfx1100: each hazardous sequence is reported under its rule, and
//!   runs clean with the `s_waitcnt_depctr` LLVM inserts (or once the pattern has expired);
//! - llc-19's gfx1100 corpus code (wave32 and wave64): each `s_waitcnt_depctr 0xfff`
//!   (va_vdst(0)) patched in turn to `s_nop 0` is reported when the instruction before it is
//!   a transcendental op writing a VGPR the instruction after it reads (a static reading of
//!   the rule) and the launch executes it (probed by an `s_trap` in its place), and otherwise
//!   runs clean or is reported under a GFX11 rule.

use gfxc_ir::launch::LaunchSpec;
use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;
use gfxc_sim::{simulate, ErrorKind, SimOptions};
use std::path::Path;

/// Run `src` (strict) on a wave64 of gfx1100; Ok or the hazard message.
fn run(src: &str) -> Result<(), String> {
    run_on("gfx1100", true, src)
}

/// Run `src` (strict) on a wave of `cpu`; Ok or the hazard message.
fn run_on(cpu: &str, wave64: bool, src: &str) -> Result<(), String> {
    let mut target = Target::new(processor(cpu).unwrap());
    target.wavefrontsize64 = wave64;
    let mut bytes = Vec::new();
    for l in src.lines().chain(["s_endpgm"]) {
        let inst =
            gfxc_isa::parse::parse_inst(l, &target, 0).unwrap_or_else(|e| panic!("{l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, wave64);
    let mut mem = Memory::new();
    let mut w = Wave::new(0, if wave64 { 64 } else { 32 }, 32, 0, 124, true);
    w.gen10 = true;
    w.set_exec(if wave64 { u64::MAX } else { u32::MAX as u64 });
    let mut lds = Lds { data: Vec::new() };
    if let Err(e) = run_wave(&mut w, &prog, &mut mem, &mut lds) {
        assert_eq!(e.kind, ErrorKind::HazardViolation, "{src}: {}", e.message);
        return Err(e.message);
    }
    Ok(())
}

fn reported(src: &str, rule: &str) {
    match run(src) {
        Err(m) => assert!(m.contains(rule), "{src}: {m}"),
        Ok(()) => panic!("{src}: not reported (want {rule})"),
    }
}

fn clean(src: &str) {
    if let Err(m) = run(src) {
        panic!("{src}: {m}");
    }
}

#[test]
fn trans_use() {
    let r = "GFX11_VALU_TRANS_USE";
    for k in 0..=5 {
        let mid = "v_mov_b32 v3, 0\n".repeat(k);
        reported(&format!("v_sqrt_f32 v1, v0\n{mid}v_add_f32 v2, v1, v1"), r);
    }
    clean(&format!(
        "v_sqrt_f32 v1, v0\n{}v_add_f32 v2, v1, v1",
        "v_mov_b32 v3, 0\n".repeat(6)
    ));
    clean("v_sqrt_f32 v1, v0\ns_waitcnt_depctr 0xfff\nv_add_f32 v2, v1, v1");
    reported(
        "v_sqrt_f32 v1, v0\ns_waitcnt_depctr 0xffe3\nv_add_f32 v2, v1, v1",
        r,
    );
    clean("v_sqrt_f32 v1, v0\nv_exp_f32 v5, v4\nv_log_f32 v6, v4\nv_add_f32 v2, v1, v1");
}

#[test]
fn partial_forwarding() {
    let r = "GFX11_VALU_PARTIAL_FORWARDING";
    let seq = |mid: &str, end: &str| {
        format!("v_mov_b32 v0, 1.0\n{mid}s_mov_b64 exec, -1\nv_mov_b32 v1, 2.0\n{end}v_add_f32 v2, v0, v1")
    };
    reported(&seq("", ""), r);
    reported(&seq("v_mov_b32 v5, 0\n", "v_mov_b32 v5, 0\n"), r);
    // intv1 + intv2 = 2 VALUs is still the hazard; 3 is not.
    reported(
        &seq("v_mov_b32 v5, 0\nv_mov_b32 v5, 0\n", "v_mov_b32 v5, 0\n"),
        r,
    );
    clean(&seq(
        "v_mov_b32 v5, 0\n".repeat(3).as_str(),
        "v_mov_b32 v5, 0\n",
    ));
    clean(&seq("", &"v_mov_b32 v5, 0\n".repeat(5)));
    clean(&seq("", "s_waitcnt_depctr 0xfff\n"));
}

#[test]
fn mask_write() {
    let r = "GFX11_VALU_MASK_WRITE";
    reported(
        "v_cndmask_b32_e64 v0, v1, v2, s[4:5]\ns_mov_b64 s[4:5], 0\ns_add_u32 s6, s4, 1",
        r,
    );
    reported("v_cndmask_b32_e32 v0, v1, v2, vcc\ns_mov_b64 vcc, 0", r);
    clean("v_cndmask_b32_e64 v0, v1, v2, s[4:5]\ns_mov_b64 s[4:5], 0\ns_waitcnt_depctr 0xfffe\ns_add_u32 s6, s4, 1");
    clean("v_cndmask_b32_e64 v0, v1, v2, s[4:5]\nv_add_f32 v3, s7, v3\ns_mov_b64 s[4:5], 0");
    clean("v_cndmask_b32_e64 v0, v1, v2, s[4:5]\ns_mov_b64 s[6:7], 0");
}

const TRANS: [&str; 7] = [
    "v_exp_", "v_log_", "v_rcp_", "v_rsq_", "v_sqrt_", "v_sin_", "v_cos_",
];

#[test]
fn deleted_va_vdst_waits_in_llc_code_are_reported() {
    let data = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data");
    let corpus = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus");
    let (mut tried, mut guarded, mut reported) = (0, 0, 0);
    for t in ["gfx1100", "gfx1100w64"] {
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
                if line.text != "s_waitcnt_depctr 0xfff" || n == 0 || n + 1 >= lines.len() {
                    continue;
                }
                tried += 1;
                let (prev, next) = (&lines[n - 1].text, &lines[n + 1].text);
                let dst = prev
                    .split_once(' ')
                    .and_then(|(_, o)| o.split(',').next())
                    .unwrap_or("")
                    .trim()
                    .to_string();
                let srcs: Vec<&str> = next
                    .split_once(' ')
                    .map(|(_, o)| o.split(',').skip(1).map(str::trim).collect())
                    .unwrap_or_default();
                let must = TRANS.iter().any(|p| prev.starts_with(p))
                    && next.starts_with("v_")
                    && srcs
                        .iter()
                        .any(|s| s.trim_start_matches(['-', '|']).trim_end_matches('|') == dst);
                let at = text_off + line.offset as usize;
                // Is the wait on the path the launch takes? Probe with `s_trap` in its place.
                let trap = gfxc_isa::parse::parse_inst("s_trap 2", &target, 0).unwrap();
                let mut probe_obj = bytes.clone();
                probe_obj[at..at + 4].copy_from_slice(&gfxc_isa::codec::encode(&trap, 0).unwrap());
                let lax = SimOptions {
                    strict: false,
                    ..Default::default()
                };
                let executed = matches!(simulate(&probe_obj, &spec, &lax),
                    Err(e) if e.kind == ErrorKind::Invalid && e.message.contains("trapped"));
                let must = must && executed;
                let mut patched = bytes.clone();
                patched[at..at + 4].copy_from_slice(&[0x00, 0x00, 0x80, 0xbf]);
                let r = simulate(&patched, &spec, &SimOptions::default());
                match &r {
                    Err(e) if e.kind == ErrorKind::HazardViolation => {
                        assert!(e.message.contains("GFX11_"), "{t} {k}: {}", e.message);
                        reported += 1;
                    }
                    Ok(_) => {}
                    Err(e) => panic!("{t} {k}: {:?}: {}", e.kind, e.message),
                }
                if must {
                    guarded += 1;
                    assert!(
                        r.is_err(),
                        "{t} {k}: `{prev}` / deleted depctr / `{next}` not reported"
                    );
                }
            }
        }
    }
    eprintln!("{tried} deleted, {guarded} statically guarded, {reported} reported");
    assert!(guarded >= 4, "too few guarded va_vdst waits: {guarded}");
}

/// GFX10.1 (same pattern machinery): an SALU reads EXEC, then `v_cmpx` writes it.
#[test]
fn gfx1010_vcmpx_exec_war() {
    let r = "GFX10_VCMPX_EXEC_WAR";
    match run_on(
        "gfx1010",
        false,
        "s_mov_b32 s0, exec_lo\nv_cmpx_eq_u32_e32 v0, v1",
    ) {
        Err(m) => assert!(m.contains(r), "{m}"),
        Ok(()) => panic!("not reported"),
    }
    run_on(
        "gfx1010",
        false,
        "s_mov_b32 s0, exec_lo\ns_waitcnt_depctr 0xfffe\nv_cmpx_eq_u32_e32 v0, v1",
    )
    .unwrap();
    run_on(
        "gfx1030",
        false,
        "s_mov_b32 s0, exec_lo\nv_cmpx_eq_u32_e32 v0, v1",
    )
    .unwrap();
}
