//! Hazards of compiled code, checked along every CFG path by an oracle independent of the
//! compiler's pass (`gfxc_emit::nop_insertion`): the code object's `.text` is decoded, split
//! into basic blocks at branch targets and after branches, and for every block every path of
//! up to 64 instructions reaching it (backwards over predecessors, or from the kernel entry)
//! is prepended; `gfxc_emit::hazards::check` must find no violation inside the block. The
//! kernels that compile are also run on the simulator in strict mode (which checks the same
//! rule table, sim/src/hazard.rs) on their launch specs.
//!
//! MIR fragments: hand-built post-RA machine functions (physical registers) go through
//! `kernel_code::finish`, the compiler's real layout stage, where a hazard spans a branch
//! (max over predecessors) or a loop back edge.

use gfxc::isa::processors::Target;
use gfxc_emit::hazards::{check, class::classify};
use gfxc_emit::nop_insertion::rule_applies;
use gfxc_isa::inst::Inst;
use gfxc_isa::regs::Operand;
use gfxc_isa::table::SigField;
use gfxc_isel::mir::{Kind, MBlock, MBlockId, MFunction, MInst, MOp, Term};
use std::collections::BTreeSet;
use std::path::Path;

const TARGETS: &[(&str, &str)] = &[
    ("gfx600", ""),
    ("gfx700", ""),
    ("gfx803", ""),
    ("gfx900", ""),
    ("gfx908", ""),
    ("gfx90a", ""),
    ("gfx942", ""),
    ("gfx1010", ""),
    ("gfx1030", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
];
const SIMULATED: &[&str] = &[
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn target(cpu: &str, mattr: &str) -> Target {
    let mut t = Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

/// Every example and corpus kernel: (name, path).
fn sources() -> Vec<(String, std::path::PathBuf)> {
    let mut out = Vec::new();
    for (dir, ext) in [("examples", "gir"), ("tests/corpus", "ll")] {
        let mut v: Vec<_> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .filter_map(|e| e.ok().map(|e| e.path()))
            .filter(|p| p.extension().is_some_and(|x| x == ext))
            .collect();
        v.sort();
        for p in v {
            out.push((p.file_name().unwrap().to_string_lossy().into_owned(), p));
        }
    }
    out
}

/// Decoded code: instructions, byte offsets.
fn decode(code: &[u8], t: &Target) -> (Vec<Inst>, Vec<u32>) {
    let (mut insts, mut offs) = (Vec::new(), Vec::new());
    let mut off = 0;
    while off < code.len() {
        let (inst, n) = gfxc_isa::codec::decode(&code[off..], t.processor.isa, t.wave_size() == 64)
            .unwrap_or_else(|| panic!("undecodable word at {off:#x}"));
        insts.push(inst);
        offs.push(off as u32);
        off += n;
    }
    (insts, offs)
}

/// Branch target (instruction index) of a decoded branch.
fn branch_target(inst: &Inst, at: u32, offs: &[u32]) -> Option<usize> {
    let d = inst.def();
    let i = d.find(SigField::Label)?;
    let Some(Operand::Imm(x)) = inst.ops.get(i) else {
        return None;
    };
    let to = at as i64 + 4 + 4 * (*x as i16 as i64);
    offs.iter().position(|&o| o as i64 == to)
}

/// Hazard violations on some CFG path into some block: (block start, path length, message).
pub fn path_violations(code: &[u8], t: &Target) -> Vec<String> {
    let (insts, offs) = decode(code, t);
    let n = insts.len();
    let mnem = |i: usize| insts[i].def().mnemonic;
    let mut leaders = BTreeSet::from([0usize]);
    let mut tgt = vec![None; n];
    for i in 0..n {
        let m = mnem(i);
        if let Some(to) = branch_target(&insts[i], offs[i], &offs) {
            if m.starts_with("s_branch") || m.starts_with("s_cbranch") {
                tgt[i] = Some(to);
                leaders.insert(to);
                leaders.insert(i + 1);
            }
        }
        if m == "s_endpgm" {
            leaders.insert(i + 1);
        }
    }
    let leaders: Vec<usize> = leaders.into_iter().filter(|&l| l < n).collect();
    let block_of = |i: usize| leaders.iter().rposition(|&l| l <= i).unwrap();
    let end = |b: usize| leaders.get(b + 1).copied().unwrap_or(n);
    let mut preds: Vec<Vec<usize>> = vec![Vec::new(); leaders.len()];
    for b in 0..leaders.len() {
        let last = end(b) - 1;
        let m = mnem(last);
        if let Some(to) = tgt[last] {
            preds[block_of(to)].push(b);
        }
        if m != "s_endpgm" && m != "s_branch" && end(b) < n {
            preds[b + 1].push(b);
        }
    }
    let mut out = Vec::new();
    for b in 0..leaders.len() {
        let body: Vec<usize> = (leaders[b]..end(b)).collect();
        // Backward DFS over paths of at most 64 instructions.
        let mut stack: Vec<(usize, Vec<usize>)> = vec![(b, Vec::new())];
        let mut paths = 0;
        while let Some((at, hist)) = stack.pop() {
            let done = hist.len() >= 64;
            if at == 0 || done {
                // A path from the kernel entry (or long enough).
                paths += 1;
                assert!(paths < 200_000, "too many paths");
                let mut seq: Vec<Inst> = hist.iter().map(|&i| insts[i].clone()).collect();
                let h = seq.len();
                seq.extend(body.iter().map(|&i| insts[i].clone()));
                for (pos, fix, rule) in check(&seq) {
                    if pos >= h && rule_applies(rule, t.processor.isa) {
                        out.push(format!(
                            "block at {:#x}: `{}` needs {fix:?} ({}) after a path of {h}",
                            offs[body[pos - h]],
                            gfxc_isa::print::print(
                                &seq[pos],
                                gfxc_isa::print::PrintOpts {
                                    wave64: t.wave_size() == 64
                                },
                                None
                            ),
                            rule.id
                        ));
                    }
                }
                if done {
                    continue;
                }
            }
            for &p in &preds[at] {
                let mut h: Vec<usize> = (leaders[p]..end(p)).collect();
                h.extend(hist.iter().copied());
                let keep = h.len().min(64);
                let h = h[h.len() - keep..].to_vec();
                stack.push((p, h));
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[test]
fn compiled_kernels_have_no_hazard_on_any_path() {
    let mut failures = Vec::new();
    let mut compiled = 0;
    let mut nops = 0;
    for (name, path) in sources() {
        let src = std::fs::read_to_string(&path).unwrap();
        let Ok(m) = gfxc::load_source(gfxc::SourceKind::from_path(&path.to_string_lossy()), &src)
        else {
            continue;
        };
        for (cpu, mattr) in TARGETS {
            let t = target(cpu, mattr);
            let Ok(c) = gfxc::compile::compile_kernels(&m, &t, false) else {
                continue;
            };
            compiled += 1;
            for k in &c.kernels {
                let (insts, _) = decode(&k.code, &t);
                nops += insts.iter().filter(|i| classify(i).is("s_nop")).count();
                for v in path_violations(&k.code, &t) {
                    failures.push(format!("{name} {cpu}{mattr} @{}: {v}", k.name));
                }
            }
            // Strict simulation of the object on its launch specs.
            let stem = path.file_stem().unwrap().to_string_lossy().into_owned();
            let launch = path.with_file_name(format!("{stem}.launch.json"));
            if SIMULATED.contains(cpu) && launch.exists() {
                let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
                let spec =
                    gfxc_ir::launch::LaunchSpec::parse(&std::fs::read_to_string(&launch).unwrap())
                        .unwrap();
                let opts = gfxc_sim::SimOptions {
                    max_wave_instructions: 20_000_000,
                    ..Default::default()
                };
                if let Err(e) = gfxc_sim::simulate(&obj, &spec, &opts) {
                    if e.kind == gfxc_sim::ErrorKind::HazardViolation {
                        failures.push(format!("{name} {cpu}{mattr}: simulator: {e}"));
                    }
                }
            }
        }
    }
    eprintln!("{compiled} compiled (kernel, target) cells, {nops} s_nop in total");
    assert!(compiled >= 40, "only {compiled} cells compiled");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

// ---- MIR fragments through the real layout stage ----

fn minst(t: &Target, text: &str) -> MInst {
    let i = gfxc_isa::parse::parse_inst(text, t, 0).unwrap_or_else(|e| panic!("{text}: {}", e.msg));
    MInst {
        kind: Kind::Hw(i.def),
        ops: i
            .ops
            .iter()
            .map(|o| match o {
                Operand::Reg(r) => MOp::P(*r),
                other => MOp::C(other.clone()),
            })
            .collect(),
        defs: 0,
        ret: i.ret.map(MOp::P),
        m: i.m.clone(),
        group: false,
        fixed: Vec::new(),
        mem: None,
    }
}

fn block(t: &Target, insts: &[&str], term: Term, succs: &[u32]) -> MBlock {
    let insts: Vec<MInst> = insts.iter().map(|s| minst(t, s)).collect();
    MBlock {
        prologue: 0,
        epilogue: insts.len(),
        insts,
        term: Some(term),
        linear_succs: succs.iter().map(|&s| MBlockId(s)).collect(),
        ..MBlock::default()
    }
}

/// Lay out a post-RA machine function with `kernel_code::finish` and return its code.
fn finish(t: &Target, blocks: Vec<MBlock>) -> Vec<u8> {
    let m = gfxc::load_module("kernel @frag() {\nblock0:\n    return\n}\n").unwrap();
    let (_, f) = m.kernels().next().unwrap();
    let mut mf = MFunction::new("frag", t.processor.isa, t.wave_size() == 64);
    mf.blocks = blocks;
    let k = gfxc_emit::kernel_code::finish(&mf, f, t, 0, 16, 8, 0).unwrap();
    k.code
}

fn text(code: &[u8], t: &Target) -> Vec<String> {
    gfxc_isa::disassemble(code, t)
        .into_iter()
        .map(|l| l.text)
        .collect()
}

/// Without the pass's fixes (every `s_nop` removed), the path oracle must see a violation.
fn without_nops_violates(code: &[u8], t: &Target) -> bool {
    without_violates(code, t, "s_nop")
}

/// Without every instruction `fix` (a mnemonic), the path oracle must see a violation.
fn without_violates(code: &[u8], t: &Target, fix: &str) -> bool {
    let (insts, _) = decode(code, t);
    let mut bytes = Vec::new();
    // Re-encode without s_nops; branch offsets are recomputed from the original layout.
    let (_, offs) = decode(code, t);
    let keep: Vec<usize> = (0..insts.len())
        .filter(|&i| !classify(&insts[i]).is(fix))
        .collect();
    let mut new_off = vec![0u32; insts.len() + 1];
    let mut o = 0u32;
    for i in 0..insts.len() {
        new_off[i] = o;
        if keep.contains(&i) {
            o += gfxc_isa::codec::encode(&insts[i], 0).unwrap().len() as u32;
        }
    }
    new_off[insts.len()] = o;
    for &i in &keep {
        let lv = match branch_target(&insts[i], offs[i], &offs) {
            Some(to) => (new_off[to] as i64 - (new_off[i] as i64 + 4)) / 4,
            None => 0,
        };
        bytes.extend(gfxc_isa::codec::encode(&insts[i], lv).unwrap());
    }
    !path_violations(&bytes, t).is_empty()
}

#[test]
fn nops_across_a_branch_take_the_max_over_predecessors() {
    // block0 writes VCC with a VALU and branches; block2 reads VCC as a lane select
    // (MI100 Table 12: 4 wait states). Reached directly from block0 (s_cmp and the branch:
    // 2 wait states) it needs 2 more; through block1 (3 instructions) 1 more: the max, 2
    // (`s_nop 1`), goes at block2's label.
    let t = target("gfx900", "");
    let blocks = vec![
        block(
            &t,
            &["v_cmp_eq_u32_e32 vcc, 0, v0", "s_cmp_eq_u32 s4, 0"],
            Term::Br {
                cond: gfxc_isel::mir::Cond::Scc1,
                taken: MBlockId(2),
                fall: MBlockId(1),
            },
            &[2, 1],
        ),
        block(&t, &["s_mov_b32 s5, 0"], Term::Jump(MBlockId(2)), &[2]),
        block(&t, &["v_readlane_b32 s0, v1, vcc_lo"], Term::Ret, &[]),
    ];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    let at = txt
        .iter()
        .position(|l| l.starts_with("v_readlane"))
        .unwrap();
    assert_eq!(txt[at - 1], "s_nop 1", "{txt:#?}");
    assert!(path_violations(&code, &t).is_empty());
    assert!(without_nops_violates(&code, &t));
}

#[test]
fn nops_around_a_loop_back_edge() {
    // The loop's last VALU writes VCC; the loop header reads it as a lane select. On entry
    // there is no hazard; around the back edge (s_cmp, s_cbranch: 2 wait states) 2 more are
    // needed, inserted at the header's label.
    let t = target("gfx90a", "");
    let blocks = vec![
        block(&t, &["s_mov_b32 s0, 0"], Term::Jump(MBlockId(1)), &[1]),
        block(
            &t,
            &[
                "v_readlane_b32 s1, v1, vcc_lo",
                "s_add_u32 s0, s0, 1",
                "v_cmp_eq_u32_e32 vcc, s0, v0",
                "s_cmp_lt_u32 s0, 8",
            ],
            Term::Br {
                cond: gfxc_isel::mir::Cond::Scc1,
                taken: MBlockId(1),
                fall: MBlockId(2),
            },
            &[1, 2],
        ),
        block(&t, &[], Term::Ret, &[]),
    ];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    let at = txt
        .iter()
        .position(|l| l.starts_with("v_readlane"))
        .unwrap();
    assert_eq!(txt[at - 1], "s_nop 1", "{txt:#?}");
    assert!(path_violations(&code, &t).is_empty());
    assert!(without_nops_violates(&code, &t));
}

#[test]
fn gfx10_lds_then_branch_then_vmem_gets_a_vscnt_wait() {
    // GFX10 LdsBranchVmemWAR: an LDS access, a branch, then a VMEM access needs
    // `s_waitcnt_vscnt null, 0x0` between them (fixLdsBranchVmemWARHazard; GFX10.1 only).
    let t = target("gfx1010", "");
    let blocks = vec![
        block(
            &t,
            &["ds_read_b32 v2, v0", "s_cmp_eq_u32 s4, 0"],
            Term::Br {
                cond: gfxc_isel::mir::Cond::Scc1,
                taken: MBlockId(2),
                fall: MBlockId(1),
            },
            &[2, 1],
        ),
        block(&t, &["s_mov_b32 s5, 0"], Term::Jump(MBlockId(2)), &[2]),
        block(&t, &["global_store_dword v0, v1, s[0:1]"], Term::Ret, &[]),
    ];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    let at = txt
        .iter()
        .position(|l| l.starts_with("global_store"))
        .unwrap();
    assert!(
        txt[..at].iter().any(|l| l.starts_with("s_waitcnt_vscnt")),
        "{txt:#?}"
    );
    assert!(path_violations(&code, &t).is_empty());
}

#[test]
fn straight_line_code_gets_no_extra_nops() {
    // Far enough apart: nothing inserted.
    let t = target("gfx900", "");
    let blocks = vec![block(
        &t,
        &[
            "v_cmp_eq_u32_e32 vcc, 0, v0",
            "s_mov_b32 s4, 0",
            "s_mov_b32 s5, 0",
            "s_mov_b32 s6, 0",
            "s_mov_b32 s7, 0",
            "v_readlane_b32 s0, v1, vcc_lo",
        ],
        Term::Ret,
        &[],
    )];
    let code = finish(&t, blocks);
    assert!(!text(&code, &t).iter().any(|l| l.starts_with("s_nop")));
}

#[test]
fn gfx11_trans_result_across_a_branch_gets_a_va_vdst_wait() {
    // GFX11 VALUTransUseHazard: a transcendental result read by a VALU with at most 5 VALUs
    // between needs `s_waitcnt_depctr va_vdst(0)` (0xfff) — here on the path through block1.
    let t = target("gfx1100", "");
    let blocks = vec![
        block(
            &t,
            &["v_sqrt_f32_e32 v1, v0", "s_cmp_eq_u32 s4, 0"],
            Term::Br {
                cond: gfxc_isel::mir::Cond::Scc1,
                taken: MBlockId(2),
                fall: MBlockId(1),
            },
            &[2, 1],
        ),
        block(&t, &["v_mov_b32_e32 v3, 0"], Term::Jump(MBlockId(2)), &[2]),
        block(&t, &["v_add_f32_e32 v2, v1, v1"], Term::Ret, &[]),
    ];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    let at = txt.iter().position(|l| l.starts_with("v_add_f32")).unwrap();
    assert_eq!(txt[at - 1], "s_waitcnt_depctr 0xfff", "{txt:#?}");
    assert!(path_violations(&code, &t).is_empty());
    assert!(without_violates(&code, &t, "s_waitcnt_depctr"));
}

#[test]
fn gfx11_wave64_mask_write_gets_sa_sdst_wait_after_the_salu() {
    // GFX11 VALUMaskWriteHazard (wave64): a VALU reads s[4:5] as its lane mask, an SALU
    // rewrites s[4:5]: `s_waitcnt_depctr sa_sdst(0)` (0xfffe) right after the SALU.
    let t = target("gfx1100", "+wavefrontsize64");
    let blocks = vec![block(
        &t,
        &[
            "v_cndmask_b32_e64 v0, v1, v2, s[4:5]",
            "s_mov_b64 s[4:5], 0",
            "s_add_u32 s6, s4, 1",
        ],
        Term::Ret,
        &[],
    )];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    let at = txt
        .iter()
        .position(|l| l.starts_with("s_mov_b64 s[4:5]"))
        .unwrap();
    assert_eq!(txt[at + 1], "s_waitcnt_depctr 0xfffe", "{txt:#?}");
    assert!(path_violations(&code, &t).is_empty());
    assert!(without_violates(&code, &t, "s_waitcnt_depctr"));
}

/// GFX11 pattern hazards whose producer lies far beyond `MAX_LOOKBACK` wait states (SALU
/// code in between, which the patterns do not count), across a branch and around a loop:
/// the hazard pass keeps in its path tails what a pattern can still reach (its horizon, its
/// trigger), and the fix must still be there on every path.
#[test]
fn gfx11_patterns_reach_past_the_wait_state_window() {
    let salus: Vec<String> = (0..30).map(|_| "s_add_u32 s6, s6, 1".to_string()).collect();
    let salu: Vec<&str> = salus.iter().map(String::as_str).collect();
    let br = |taken: u32, fall: u32| Term::Br {
        cond: gfxc_isel::mir::Cond::Scc1,
        taken: MBlockId(taken),
        fall: MBlockId(fall),
    };
    // VALUTransUseHazard: v_sqrt's result read after 60 SALUs and one VALU, through a loop
    // of SALUs (block1 branches back to itself).
    let t = target("gfx1100", "");
    let mut b0 = vec!["v_sqrt_f32_e32 v1, v0"];
    b0.extend(&salu);
    b0.push("s_cmp_eq_u32 s4, 0");
    let mut b1 = salu.clone();
    b1.push("s_cmp_eq_u32 s6, 0");
    let blocks = vec![
        block(&t, &b0, br(2, 1), &[2, 1]),
        block(&t, &b1, br(1, 2), &[1, 2]),
        block(
            &t,
            &["v_mov_b32_e32 v3, 0", "v_add_f32_e32 v2, v1, v1"],
            Term::Ret,
            &[],
        ),
    ];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    // The reader may be the Y half of a VOPD pair (`v_dual_mov_b32 :: v_dual_add_f32`): the
    // hazard recognizer sees both halves' registers.
    let at = txt
        .iter()
        .position(|l| l.starts_with("v_add_f32") || l.contains("v_dual_add_f32"))
        .unwrap();
    assert_eq!(txt[at - 1], "s_waitcnt_depctr 0xfff", "{txt:#?}");
    assert!(path_violations(&code, &t).is_empty());
    assert!(without_violates(&code, &t, "s_waitcnt_depctr"));
    // VALUMaskWriteHazard (wave64): the lane mask read 30 SALUs before the branch, rewritten
    // after it.
    let t = target("gfx1100", "+wavefrontsize64");
    let mut b0 = vec!["v_cndmask_b32_e64 v0, v1, v2, s[4:5]"];
    b0.extend(&salu);
    b0.push("s_cmp_eq_u32 s6, 0");
    let blocks = vec![
        block(&t, &b0, br(2, 1), &[2, 1]),
        block(&t, &salu, Term::Jump(MBlockId(2)), &[2]),
        block(
            &t,
            &["s_mov_b64 s[4:5], 0", "s_add_u32 s6, s4, 1"],
            Term::Ret,
            &[],
        ),
    ];
    let code = finish(&t, blocks);
    let txt = text(&code, &t);
    let at = txt
        .iter()
        .position(|l| l.starts_with("s_mov_b64 s[4:5]"))
        .unwrap();
    assert_eq!(txt[at + 1], "s_waitcnt_depctr 0xfffe", "{txt:#?}");
    assert!(path_violations(&code, &t).is_empty());
    assert!(without_violates(&code, &t, "s_waitcnt_depctr"));
}
