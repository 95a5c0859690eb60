//! The pipeline driver (`gfxc::pipeline`): the pass list, `--print-after`, `--emit mir`, the
//! typed errors and the reusable context on many threads.

mod common;

use gfxc::isa::processors::Target;
use gfxc::pipeline::{compile_kernels, CompileContext, CompileOptions, ErrorKind, Pass, PASSES};
use std::process::Command;

fn load(path: &str) -> gfxc::ir::Module {
    let src = std::fs::read_to_string(common::root().join(path)).unwrap();
    gfxc::load_source(gfxc::SourceKind::from_path(path), &src)
        .unwrap_or_else(|d| panic!("{}", d.render(path)))
}

/// Every example kernel but the MFMA ones (not on gfx1100).
fn examples() -> Vec<(String, gfxc::ir::Module)> {
    let mut paths: Vec<_> = std::fs::read_dir(common::root().join("examples"))
        .unwrap()
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "gir" && !p.to_string_lossy().contains("mfma")).then_some(p)
        })
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|p| {
            let rel = format!("examples/{}", p.file_name().unwrap().to_string_lossy());
            let m = load(&rel);
            (rel, m)
        })
        .collect()
}

#[test]
fn pass_list_is_complete_ordered_and_named_uniquely() {
    assert_eq!(PASSES.first(), Some(&Pass::Lower));
    assert_eq!(PASSES.last(), Some(&Pass::Emit));
    let pos = |p: Pass| PASSES.iter().position(|&q| q == p).unwrap();
    // Data flows one way: selection, allocation, the memory model before waits, waits
    // before the clean-ups that change no wait requirement, emission last.
    assert!(pos(Pass::Isel) < pos(Pass::Regalloc));
    assert!(pos(Pass::Regalloc) < pos(Pass::MemoryLegalizer));
    assert!(pos(Pass::MemoryLegalizer) < pos(Pass::Waitcnt));
    assert!(pos(Pass::Waitcnt) < pos(Pass::ExecTail));
    assert!(pos(Pass::Waitcnt) < pos(Pass::SkipExecz));
    for (i, p) in PASSES.iter().enumerate() {
        assert_eq!(Pass::from_name(p.name()), Some(*p));
        assert!(PASSES[..i].iter().all(|q| q.name() != p.name()));
    }
    assert_eq!(Pass::from_name("nope"), None);
}

/// `print_after` records every requested pass for every kernel, in pass order; MIR on
/// virtual registers after isel, on physical ones after regalloc, and the emitted assembly.
#[test]
fn print_after_every_pass() {
    let m = load("examples/saxpy.gir");
    let t = Target::parse("gfx1100").unwrap();
    let opts = CompileOptions {
        print_after: PASSES.to_vec(),
        validate_mir: true,
        ..CompileOptions::default()
    };
    let c = compile_kernels(&m, &t, &opts).unwrap();
    let mut at = 0;
    for p in PASSES {
        let head = format!("; *** after {} (", p.name());
        let k = c.dumps[at..]
            .find(&head)
            .unwrap_or_else(|| panic!("no dump after {} in order", p.name()));
        at += k + head.len();
    }
    let section = |p: Pass| {
        let head = format!("; *** after {} (", p.name());
        let s = &c.dumps[c.dumps.find(&head).unwrap() + head.len()..];
        s[..s.find("; *** after ").unwrap_or(s.len())].to_string()
    };
    assert!(
        section(Pass::Isel).contains('%'),
        "isel works on virtual registers"
    );
    assert!(
        !section(Pass::Regalloc).contains('%'),
        "regalloc leaves none"
    );
    assert!(section(Pass::Waitcnt).contains("s_waitcnt"));
    assert!(section(Pass::Emit).contains("s_endpgm"));
    assert!(section(Pass::Lower).contains("kernel @saxpy"));
    // Without the option nothing is recorded, and the code is the same.
    let plain = compile_kernels(&m, &t, &CompileOptions::default()).unwrap();
    assert!(plain.dumps.is_empty() && plain.mir.is_empty());
    assert_eq!(plain.kernels[0].code, c.kernels[0].code);
}

#[test]
fn errors_are_classified_where_they_arise() {
    let t = Target::parse("gfx900").unwrap();
    // The verifier: invalid input, located.
    let src =
        std::fs::read_to_string(common::root().join("tests/cases/check/use_not_dominated.gir"))
            .unwrap();
    let m = gfxc::ir::text::parse_module(&src).unwrap();
    let e = compile_kernels(&m, &t, &CompileOptions::default())
        .err()
        .unwrap();
    assert_eq!(e.kind, ErrorKind::InvalidInput, "{e}");
    assert!(e.loc.is_known(), "{e}");
    // Contradictory launch bounds: invalid input, at the kernel (the verifier's or the
    // register budget's, whichever sees them first).
    let mut m = load("examples/saxpy.gir");
    for (_, f) in m.functions.iter_mut() {
        f.attrs.flat_workgroup_size = Some((512, 256));
    }
    let e = compile_kernels(&m, &t, &CompileOptions::default())
        .err()
        .unwrap();
    assert_eq!(e.kind, ErrorKind::InvalidInput, "{e}");
    assert!(e.to_string().contains("512"), "{e}");
    assert!(
        e.render("k.gir").starts_with("k.gir:"),
        "{}",
        e.render("k.gir")
    );
    // A valid kernel the target cannot run (no ds_bpermute before GFX8): unsupported.
    let m = load("tests/opencl/wave_shuffle.ll");
    let e = compile_kernels(&m, &Target::parse("gfx600").unwrap(), &Default::default())
        .err()
        .unwrap();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.loc.is_known(), "{e}");
    // The compatibility call returns the same diagnostics.
    let d = gfxc::compile::compile_kernels(&m, &Target::parse("gfx600").unwrap(), false)
        .err()
        .unwrap();
    assert_eq!(d, e.to_diagnostics());
}

/// One context per thread, 8 threads, every example on gfx90a and gfx1100 a few times each:
/// every compile gives the bytes a single-threaded compile gives.
#[test]
fn contexts_on_eight_threads_give_the_same_bytes() {
    let mods = examples();
    let targets = ["gfx90a", "gfx1100"];
    let mut want = Vec::new();
    for t in targets {
        let mut cx = CompileContext::new(Target::parse(t).unwrap(), CompileOptions::default());
        for (_, m) in &mods {
            let mut out = Vec::new();
            cx.compile_to(m, &mut out).unwrap();
            assert!(out.starts_with(b"\x7fELF"));
            want.push(out);
        }
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = (0..8)
            .map(|i| {
                let mods = &mods;
                s.spawn(move || {
                    let mut got = Vec::new();
                    for t in targets {
                        let mut cx =
                            CompileContext::new(Target::parse(t).unwrap(), Default::default());
                        let mut out = Vec::new();
                        // A different order per thread, the same context reused throughout.
                        let n = mods.len();
                        let mut mine = vec![Vec::new(); n];
                        for k in 0..n {
                            let j = (k + i) % n;
                            cx.compile_to(&mods[j].1, &mut out).unwrap();
                            mine[j] = out.clone();
                        }
                        got.extend(mine);
                    }
                    got
                })
            })
            .collect();
        for h in handles {
            let got = h.join().unwrap();
            assert_eq!(got.len(), want.len());
            for (k, (g, w)) in got.iter().zip(&want).enumerate() {
                assert!(
                    g == w,
                    "{}: bytes differ between threads",
                    mods[k % mods.len()].0
                );
            }
        }
    });
}

/// Register allocation keeps its working memory per thread between compiles
/// (`gfxc_regalloc`'s scratch: regalloc2's context and outputs, the register-file views, the
/// packing's buffers): every example compiled on a fresh thread (nothing kept) gives the bytes
/// it gives on a thread that compiled every other example, larger and smaller, before it.
#[test]
fn reused_allocator_memory_gives_the_bytes_of_a_fresh_thread() {
    let mods = examples();
    for t in ["gfx90a", "gfx1100", "gfx908", "gfx803"] {
        let target = Target::parse(t).unwrap();
        let fresh: Vec<Vec<u8>> = mods
            .iter()
            .map(|(_, m)| {
                std::thread::scope(|s| {
                    s.spawn(|| {
                        let mut cx = CompileContext::new(target, Default::default());
                        let mut out = Vec::new();
                        cx.compile_to(m, &mut out).map(|_| out).unwrap_or_default()
                    })
                    .join()
                    .unwrap()
                })
            })
            .collect();
        let mut cx = CompileContext::new(target, Default::default());
        // Forwards then backwards: each kernel after every other one.
        for j in (0..mods.len()).chain((0..mods.len()).rev()) {
            let mut out = Vec::new();
            let got = cx
                .compile_to(&mods[j].1, &mut out)
                .map(|_| out)
                .unwrap_or_default();
            assert!(
                got == fresh[j],
                "{} on {t}: bytes differ after reuse",
                mods[j].0
            );
        }
    }
}

#[test]
fn cli_print_after_and_emit_mir() {
    let exe = env!("CARGO_BIN_EXE_gfxc");
    let input = common::root().join("examples/saxpy.gir");
    let o = Command::new(exe)
        .args([
            "compile",
            "--mcpu",
            "gfx900",
            "--print-after=isel",
            "--print-after",
            "emit",
        ])
        .arg(&input)
        .args(["-o", "-"])
        .output()
        .unwrap();
    assert!(o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    let isel = err.find("; *** after isel (saxpy) ***").expect("isel dump");
    let emit = err.find("; *** after emit (saxpy) ***").expect("emit dump");
    assert!(isel < emit);
    assert!(
        o.stdout.starts_with(b"\x7fELF"),
        "the object still goes to -o"
    );
    let o = Command::new(exe)
        .args(["compile", "--mcpu", "gfx900", "--emit", "mir"])
        .arg(&input)
        .args(["-o", "-"])
        .output()
        .unwrap();
    assert!(o.status.success());
    let mir = String::from_utf8_lossy(&o.stdout);
    assert!(mir.starts_with("mfunction @saxpy (Gfx900)"), "{mir}");
    assert!(mir.contains("s_waitcnt") && !mir.contains('%'), "{mir}");
    let o = Command::new(exe)
        .args(["compile", "--mcpu", "gfx900", "--print-after=nonesuch"])
        .arg(&input)
        .args(["-o", "-"])
        .output()
        .unwrap();
    assert!(!o.status.success());
    let err = String::from_utf8_lossy(&o.stderr);
    assert!(
        err.contains("unknown pass 'nonesuch'") && err.contains("memory-legalizer"),
        "{err}"
    );
}

/// Stage errors are typed where they are made. The register allocator: a machine function that is
/// not in SSA form is a compiler bug (regalloc2's SSA check, on with checking: internal), contradictory bounds
/// are invalid input (selection's unsupported errors: `errors_are_classified_where_they_arise`).
#[test]
fn stage_errors_carry_the_kind_of_their_site() {
    let t = Target::parse("gfx900").unwrap();
    let not_ssa = gfxc::mir::parse_function(
        "mfunction @k (Gfx900) wave64\nbb0 (entry):\n  logical [] linear []\n    \
         v_mov_b32_e32 =%0:v1, 1\n    v_mov_b32_e32 =%0:v1, 2\n  s_endpgm\n",
    )
    .unwrap();
    let e = gfxc_regalloc::allocate(&not_ssa, &t, true).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Internal, "{e}");
    assert!(
        e.message
            .starts_with("regalloc2: %0 is defined more than once"),
        "{e}"
    );
    let bounds = gfxc_regalloc::budget::Bounds {
        flat_workgroup_size: Some((512, 256)),
        waves_per_eu: None,
        reqd_workgroup_size: None,
        num_vgpr: None,
        num_sgpr: None,
    };
    let e = gfxc_regalloc::budget::kernel_budget(&t, &bounds).unwrap_err();
    assert_eq!(e.kind, ErrorKind::InvalidInput, "{e}");
    // The memory model has no sequence for an atomic RMW of private memory: unsupported; the
    // waitcnt pass handed an unlegalized fence: internal.
    let mir = |body: &str| {
        gfxc::mir::parse_function(&format!(
            "mfunction @k (Gfx900) wave64\nbb0 (entry):\n  logical [] linear []\n{body}  s_endpgm\n"
        ))
        .unwrap()
    };
    let mut f = mir("    scratch_load_dword =v1, v0, off {mem:rmw_ret.private.monotonic.agent}\n");
    let e = gfxc_emit::memory_legalizer::legalize(&mut f, &t).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message.starts_with("memory model:"), "{e}");
    let mut f = mir("    p_fence {mem:fence_global.flat.acquire.agent}\n");
    let e = gfxc_emit::waitcnt::insert_waits(&mut f).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Internal, "{e}");
}

/// Lowering and emission errors are typed where they are made, not by their stage: each of
/// these sites gives its own kind (`gfxc_ir::TypedDiagnostics` for lowering, `StageError`
/// for emission), and the driver keeps it.
#[test]
fn lowering_and_emission_errors_carry_the_kind_of_their_site() {
    use gfxc::ir::{AddrSpace, GlobalData, GlobalInit, Type};
    let t = Target::parse("gfx900").unwrap();
    let ll = |src: &str| gfxc::load_source(gfxc::SourceKind::LlvmIr, src).unwrap();
    // Lowering, the LDS layout: more LDS than a work-group can have is valid input the
    // target cannot run: unsupported, located at the kernel.
    let m = ll("target triple = \"amdgcn-amd-amdhsa\"\n\
        @big = internal addrspace(3) global [20000 x i32] undef, align 4\n\
        define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n\
        entry:\n\
          %p = getelementptr [20000 x i32], ptr addrspace(3) @big, i32 0, i32 19999\n\
          store i32 1, ptr addrspace(3) %p\n\
          ret void\n}\n");
    let e = compile_kernels(&m, &t, &Default::default()).err().unwrap();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e.message.contains("unsupported: LDS exceeds"), "{e}");
    assert!(e.loc.is_known(), "{e}");
    let lowered = gfxc_isel::lower::pipeline::lower_module(&m, &t).unwrap_err();
    assert_eq!(lowered.kind, ErrorKind::Unsupported, "{lowered}");
    // Lowering, the nesting limit: unsupported.
    let m = load("examples/divergent_loop.gir");
    let (_, f) = m.kernels().next().unwrap();
    let e = gfxc_isel::lower::nesting::check_nesting_limit(f, 0).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Unsupported, "{e}");
    assert!(e
        .render("k.gir")
        .contains("unsupported: control flow nested"));
    // Lowering, the structurizer's own check on code it has not structurized (a divergent
    // branch to two returns): a compiler bug if it ever fired in the pipeline: internal.
    let m = ll("target triple = \"amdgcn-amd-amdhsa\"\n\
        declare i32 @llvm.amdgcn.workitem.id.x()\n\
        define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n\
        entry:\n\
          %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
          %c = icmp ult i32 %tid, 5\n\
          br i1 %c, label %a, label %b\n\
        a:\n\
          store i32 1, ptr addrspace(1) %out\n\
          ret void\n\
        b:\n\
          ret void\n}\n");
    let (_, f) = m.kernels().next().unwrap();
    let u = gfxc_isel::lower::uniformity::analyze(f);
    let e = gfxc_isel::lower::structurize::check_structured(f, &u).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Internal, "{e}");
    // Emission, layout: a pseudo instruction left after allocation: internal.
    let mir = |body: &str| {
        gfxc::mir::parse_function(&format!(
            "mfunction @k (Gfx900) wave64\nbb0 (entry):\n  logical [] linear []\n{body}  s_endpgm\n"
        ))
        .unwrap()
    };
    let e = gfxc_emit::kernel_code::lay_out(&mir("    p_copy =v1, v0\n"), 0).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Internal, "{e}");
    assert!(e.message.starts_with("internal:"), "{e}");
    // Emission, encoding: a branch past the 16-bit offset becomes a long jump
    // (`gfxc_emit::branch_relax`), so it compiles.
    let mut far = String::from(
        "mfunction @k (Gfx900) wave64\nbb0 (entry):\n  logical [1, 2] linear [1, 2]\n  \
         s_cbranch_scc1 bb2, bb1\nbb1 (far):\n  logical [2] linear [2]\n",
    );
    for _ in 0..33_000 {
        far.push_str("    s_nop 0\n");
    }
    far.push_str("  jump bb2\nbb2 (exit):\n  logical [] linear []\n  s_endpgm\n");
    let mf = gfxc::mir::parse_function(&far).unwrap();
    let m = gfxc::load_module("kernel @k() {\nblock0:\n    return\n}\n").unwrap();
    let (_, f) = m.kernels().next().unwrap();
    assert!(gfxc_emit::kernel_code::finish(&mf, f, &t, 0, 16, 8, 0).is_ok());
    // Emission, data objects: the driver never hands an LDS variable to the code object's
    // data sections: internal.
    let g = GlobalData {
        name: "lds".into(),
        space: AddrSpace::Local,
        elem: Type::I32,
        count: 4,
        align: 4,
        init: GlobalInit::None,
        constant: false,
    };
    let e = gfxc_emit::global_fixups::global_object(&g).unwrap_err();
    assert_eq!(e.kind, ErrorKind::Internal, "{e}");
}
