//! MFMA through the whole compiler: accumulators in AGPR tuples of 16 and 32 registers (and
//! in VGPRs on gfx90a/gfx942), AGPR spilling (gfx908: spare VGPRs or scratch; gfx90a/gfx942:
//! scratch), the unified VGPR+AGPR budget with `accum_offset`, and the AGPR counts of the
//! descriptor and metadata. Every object runs on the simulator in strict mode (which checks
//! the MFMA wait states of the hazard table) and must give the interpreter's result bit for
//! bit: the inputs are small integers, so every MFMA sum is exact in any order.

mod common;
use common::*;
use gfxc::isa::processors::Target;
use gfxc_isel::mfma::AccPolicy;
use gfxc_isel::SelectOptions;
use gfxc_regalloc::{Limits, Stats};

/// A wave64 kernel with accumulators of the given widths (32: `32x32x1f32`, 16:
/// `16x16x1f32`, 4: `16x16x4f32`) all live across a loop of `v1` trips, then stored to
/// `out[lane * total + e]`. The MFMA inputs are `lane % 7 - 3` and `lane % 5 - 2`.
fn acc_kernel_with(attrs: &str, accs: &[u8]) -> String {
    acc_kernel_mods(attrs, accs, [0, 0, 0])
}

/// [`acc_kernel_with`] with the MFMA modifiers `[cbsz, abid, blgp]`.
fn acc_kernel_mods(attrs: &str, accs: &[u8], mods: [u8; 3]) -> String {
    let total: u32 = accs.iter().map(|&w| w as u32).sum();
    let mut s = String::new();
    let mut n = 10;
    let mut v = || {
        n += 1;
        format!("v{n}")
    };
    s.push_str(&format!(
        "kernel @acc(v0: ptr.global, v1: i32) reqd_workgroup_size(64, 1, 1){attrs} {{\nblock0:\n"
    ));
    s.push_str(
        "    v2 = workitem_id x\n    v3 = iconst.i32 7\n    v4 = urem.i32 v2, v3\n    \
         v5 = iconst.i32 3\n    v6 = sub.i32 v4, v5\n    v7 = sitofp.f32 v6\n    \
         v8 = iconst.i32 5\n    v9 = urem.i32 v2, v8\n    v10 = iconst.i32 2\n",
    );
    let (b, a) = (v(), v());
    s.push_str(&format!(
        "    {b} = sub.i32 v9, v10\n    {a} = sitofp.f32 {b}\n"
    ));
    let (z, zero) = (v(), v());
    s.push_str(&format!(
        "    {z} = fconst.f32 0.0\n    {zero} = iconst.i32 0\n"
    ));
    let m: Vec<String> = mods.iter().map(|_| v()).collect();
    for (name, k) in m.iter().zip(mods) {
        s.push_str(&format!("    {name} = iconst.i32 {k}\n"));
    }
    let mut inits = Vec::new();
    for &w in accs {
        let c = v();
        s.push_str(&format!("    {c} = splat.f32x{w} {z}\n"));
        inits.push(c);
    }
    s.push_str(&format!("    jump block1({zero}, {})\n", inits.join(", ")));
    let k = v();
    let params: Vec<String> = accs.iter().map(|_| v()).collect();
    let decl: Vec<String> = params
        .iter()
        .zip(accs)
        .map(|(p, w)| format!("{p}: f32x{w}"))
        .collect();
    s.push_str(&format!("block1({k}: i32, {}):\n", decl.join(", ")));
    let mut results = Vec::new();
    for (j, (p, &w)) in params.iter().zip(accs).enumerate() {
        let r = v();
        let shape = match w {
            32 => "32x32x1f32",
            16 => "16x16x1f32",
            _ => "16x16x4f32",
        };
        let (x, y) = match j % 3 {
            0 => ("v7", a.as_str()),
            1 => (a.as_str(), "v7"),
            _ => ("v7", "v7"),
        };
        s.push_str(&format!(
            "    {r} = intrinsic.f32x{w} \"amdgcn.mfma.f32.{shape}\"({x}, {y}, {p}, {}, {}, {})\n",
            m[0], m[1], m[2]
        ));
        results.push(r);
    }
    let (one, k2, cond) = (v(), v(), v());
    let rs = results.join(", ");
    s.push_str(&format!(
        "    {one} = iconst.i32 1\n    {k2} = add.i32 {k}, {one}\n    {cond} = icmp.i32 slt {k2}, v1\n    \
         brif {cond}, block1({k2}, {rs}), block2({rs})\n"
    ));
    let qs: Vec<String> = accs.iter().map(|_| v()).collect();
    let decl: Vec<String> = qs
        .iter()
        .zip(accs)
        .map(|(q, w)| format!("{q}: f32x{w}"))
        .collect();
    s.push_str(&format!("block2({}):\n", decl.join(", ")));
    let (tot, lb, four) = (v(), v(), v());
    s.push_str(&format!(
        "    {tot} = iconst.i32 {total}\n    {lb} = mul.i32 v2, {tot}\n    {four} = iconst.i64 4\n"
    ));
    let mut e = 0;
    for (q, &lanes) in qs.iter().zip(accs) {
        for l in 0..lanes {
            let (li, x, ei, idx, wide, off, p) = (v(), v(), v(), v(), v(), v(), v());
            s.push_str(&format!(
                "    {li} = iconst.i32 {l}\n    {x} = extractelement.f32 {q}, {li}\n    \
                 {ei} = iconst.i32 {e}\n    {idx} = add.i32 {lb}, {ei}\n    {wide} = zext.i64 {idx}\n    \
                 {off} = mul.i64 {wide}, {four}\n    {p} = ptradd v0, {off}\n    store {x}, {p}\n"
            ));
            e += 1;
        }
    }
    s.push_str("    return\n}\n");
    s
}

/// Two `f32x32` accumulators and one `f32x16`: 80 accumulator dwords.
fn acc_kernel(attrs: &str) -> String {
    acc_kernel_with(attrs, &[32, 32, 16])
}

/// The launch of [`acc_kernel_with`] for `total` accumulator dwords per lane.
fn launch(total: u32) -> String {
    format!(
        r#"{{
  "kernel": "acc",
  "grid": [64, 1, 1],
  "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": 3}}],
  "buffers": {{"out": {{"type": "f32", "len": {}, "init": {{"fill": 0.5}}}}}},
  "lds_dynamic": 0
}}"#,
        64 * total
    )
}

/// Accumulator dwords a kernel of [`acc_kernel_with`] stores per lane (one `store` each).
fn stored_dwords(src: &str) -> u32 {
    src.lines()
        .filter(|l| l.trim_start().starts_with("store "))
        .count() as u32
}

/// What one compilation produced.
struct Out {
    obj: Vec<u8>,
    stats: Stats,
    mir: gfxc_isel::mir::MFunction,
    kernel: gfxc_emit::kernel_code::CompiledKernel,
}

/// The library pipeline with explicit selection options and limits (regalloc2's checker on).
fn compile(src: &str, cpu: &str, acc: AccPolicy, limits: &Limits) -> Result<Out, String> {
    let module = gfxc::load_module(src).map_err(|d| d.render("acc.gir"))?;
    let target = Target::parse(cpu).unwrap();
    let lowered =
        gfxc_isel::lower::pipeline::lower_module(&module, &target).map_err(|d| d.render("k"))?;
    let lm = &lowered.module;
    let (_, f) = lm.kernels().next().unwrap();
    let lk = lowered.kernels.iter().find(|k| k.name == f.name).unwrap();
    let mir = gfxc_isel::select_kernel_with(
        lm,
        f,
        &target,
        lk,
        &SelectOptions {
            acc,
            ..Default::default()
        },
    )?;
    let (mut af, stats) = gfxc_regalloc::allocate_with(&mir, &target, limits, true)?;
    let waits = gfxc::compile::post_ra(&mut af, &target)?;
    let kernel =
        gfxc_emit::kernel_code::finish(&af, f, &target, 0, stats.sgprs, stats.vgprs, waits)?;
    let obj = gfxc_emit::kernel_code::code_object(&target, std::slice::from_ref(&kernel))?;
    Ok(Out {
        obj,
        stats,
        mir,
        kernel,
    })
}

/// Simulate (strict mode) and compare every buffer with the interpreter bit for bit.
fn check_result(src: &str, o: &Out, what: &str) {
    let module = gfxc::load_module(src).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(stored_dwords(src))).unwrap();
    let want = gfxc_ir::interp::run(&module, &spec, &Default::default()).unwrap();
    let (got, _) = gfxc_sim::simulate(&o.obj, &spec, &Default::default())
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    for (w, g) in want.buffers.iter().zip(&got.buffers) {
        assert!(w.bytes == g.bytes, "{what}: buffer {} differs", w.name);
    }
    // The interpreter's result is not trivial (the kernel wrote every element).
    let out = &want.buffers[0].bytes;
    let fill = 0.5f32.to_le_bytes();
    assert!(
        out.chunks(4).all(|c| c != fill),
        "{what}: output not written"
    );
}

/// The AGPR tuples of the selected MIR: (widths of the A-bank vregs).
fn agpr_widths(m: &gfxc_isel::mir::MFunction) -> Vec<u8> {
    let mut w: Vec<u8> = m
        .vregs
        .iter()
        .filter(|i| i.bank == gfxc_isel::mir::Bank::A)
        .map(|i| i.width)
        .collect();
    w.sort();
    w.dedup();
    w
}

/// Count of instructions with this mnemonic prefix in the kernel's assembly.
fn count(o: &Out, prefix: &str) -> usize {
    o.kernel
        .asm
        .lines()
        .filter(|l| l.trim_start().starts_with(prefix))
        .count()
}

#[test]
fn agpr_tuples_of_16_and_32_registers() {
    let src = acc_kernel("");
    for (cpu, acc) in [
        ("gfx908", AccPolicy::Auto),
        ("gfx90a", AccPolicy::Agpr),
        ("gfx942", AccPolicy::Agpr),
    ] {
        let o = compile(&src, cpu, acc, &Limits::default()).unwrap();
        let what = format!("{cpu} {acc:?}");
        // isel: 16- and 32-wide AGPR tuples (and the 1-wide... none: the splat is written
        // straight into the tuples).
        assert_eq!(agpr_widths(&o.mir), [16, 32], "{what}");
        // regalloc: 80 accumulator dwords live in the loop, no spill.
        assert!(o.stats.agprs >= 80, "{what}: {:?}", o.stats);
        assert_eq!(o.stats.agpr_spills, 0, "{what}");
        assert_eq!(count(&o, "v_mfma_"), 3, "{what}");
        // Accumulators stay in their tuples across the back edge: no AGPR moves in the loop.
        assert_eq!(count(&o, "v_accvgpr_mov_b32"), 0, "{what}");
        // emit: the descriptor and metadata count them.
        assert_eq!(o.kernel.resources.agprs, o.stats.agprs, "{what}");
        assert_eq!(
            o.kernel.metadata.agpr_count,
            Some(o.stats.agprs as u64),
            "{what}"
        );
        check_result(&src, &o, &what);
    }
}

#[test]
fn gfx90a_and_gfx942_accumulate_in_vgprs_by_default() {
    let src = acc_kernel("");
    for cpu in ["gfx90a", "gfx942"] {
        let o = compile(&src, cpu, AccPolicy::Auto, &Limits::default()).unwrap();
        assert!(agpr_widths(&o.mir).is_empty(), "{cpu}");
        assert_eq!(o.stats.agprs, 0, "{cpu}");
        assert_eq!(count(&o, "v_accvgpr_"), 0, "{cpu}: no AGPR moves at all");
        assert!(o.stats.vgprs >= 80, "{cpu}");
        check_result(&src, &o, cpu);
    }
}

#[test]
fn unified_file_accum_offset_and_totals() {
    // gfx90a/gfx942: AGPRs start at accum_offset = VGPRs aligned to 4; the metadata's
    // .vgpr_count and the descriptor's granulated count cover both (AMDGPUUsage,
    // "compute_pgm_rsrc3 for GFX90A, GFX942": ACCUM_OFFSET = accum_offset / 4 - 1).
    let src = acc_kernel("");
    for cpu in ["gfx90a", "gfx942"] {
        let o = compile(&src, cpu, AccPolicy::Agpr, &Limits::default()).unwrap();
        let (v, a) = (o.stats.vgprs, o.stats.agprs);
        let total = v.div_ceil(4) * 4 + a;
        assert_eq!(o.kernel.metadata.vgpr_count, total as u64, "{cpu}");
        assert_eq!(o.kernel.metadata.agpr_count, Some(a as u64), "{cpu}");
        let expect_field = (v.div_ceil(4) * 4) / 4 - 1;
        match o.kernel.descriptor.rsrc3 {
            gfxc_emit::descriptor::Rsrc3::Gfx90a { accum_offset, .. } => {
                assert_eq!(accum_offset as u32, expect_field, "{cpu}")
            }
            r => panic!("{cpu}: {r:?}"),
        }
        // The assembly text carries the same numbers as directives.
        let target = Target::parse(cpu).unwrap();
        let asm = gfxc_emit::kernel_code::assembly(&target, std::slice::from_ref(&o.kernel));
        assert!(
            asm.contains(&format!(".amdhsa_next_free_vgpr {total}")),
            "{cpu}: {asm}"
        );
        assert!(
            asm.contains(&format!(".amdhsa_accum_offset {}", v.div_ceil(4) * 4)),
            "{cpu}"
        );
    }
}

#[test]
fn agpr_spills_to_spare_vgprs_on_gfx908() {
    // 48 AGPRs for 80 live accumulator dwords: spill slots are VGPRs above the allocation
    // (v_accvgpr_read/write only, no scratch).
    let src = acc_kernel("");
    let limits = Limits {
        max_agprs: Some(48),
        ..Limits::default()
    };
    let o = compile(&src, "gfx908", AccPolicy::Auto, &limits).unwrap();
    assert!(o.stats.agprs <= 48, "{:?}", o.stats);
    assert!(o.stats.agpr_spills > 0, "{:?}", o.stats);
    assert_eq!(o.stats.scratch_bytes, 0, "{:?}", o.stats);
    assert_eq!(count(&o, "scratch_"), 0);
    check_result(&src, &o, "gfx908 max_agprs 48");
}

#[test]
fn agpr_spills_to_scratch_under_num_vgpr() {
    // num_vgpr(56): on gfx908 both files hold at most 56, so the 80 accumulator dwords spill
    // to scratch; on gfx90a/gfx942 (AGPR accumulators) VGPRs + AGPRs share 56.
    let src = acc_kernel(" num_vgpr(56)");
    for (cpu, acc) in [
        ("gfx908", AccPolicy::Auto),
        ("gfx90a", AccPolicy::Agpr),
        ("gfx942", AccPolicy::Agpr),
    ] {
        let what = format!("{cpu} {acc:?} num_vgpr(56)");
        let limits = Limits {
            max_vgprs: Some(56),
            ..Limits::default()
        };
        let o = compile(&src, cpu, acc, &limits).unwrap_or_else(|e| panic!("{what}: {e}"));
        let st = &o.stats;
        assert!(st.agpr_spills > 0, "{what}: {st:?}");
        assert!(st.scratch_bytes > 0, "{what}: {st:?}");
        assert!(count(&o, "scratch_store") > 0, "{what}");
        if cpu == "gfx908" {
            assert!(st.vgprs <= 56 && st.agprs <= 56, "{what}: {st:?}");
        } else {
            assert!(st.vgprs.div_ceil(4) * 4 + st.agprs <= 56, "{what}: {st:?}");
        }
        assert_eq!(
            o.kernel.resources.private_segment_fixed_size, st.scratch_bytes,
            "{what}"
        );
        check_result(&src, &o, &what);
    }
}

#[test]
fn dependent_mfmas_get_their_wait_states() {
    // The three MFMAs of the loop feed themselves through the back edge, and the reads after
    // the loop follow the last MFMA: the hazard pass must put s_nop between them (the
    // simulator's strict mode rejects the object otherwise; check_result runs it).
    let src = acc_kernel("");
    for (cpu, acc) in [
        ("gfx908", AccPolicy::Auto),
        ("gfx90a", AccPolicy::Auto),
        ("gfx90a", AccPolicy::Agpr),
    ] {
        let o = compile(&src, cpu, acc, &Limits::default()).unwrap();
        assert!(count(&o, "s_nop") > 0, "{cpu} {acc:?}");
        check_result(&src, &o, &format!("{cpu} {acc:?}"));
    }
}

#[test]
fn mfma_is_rejected_cleanly_where_it_does_not_exist() {
    let src = acc_kernel("");
    for cpu in ["gfx900", "gfx1100"] {
        let e = compile(&src, cpu, AccPolicy::Auto, &Limits::default())
            .err()
            .unwrap_or_else(|| panic!("{cpu}: compiled"));
        assert!(e.contains("not available on"), "{cpu}: {e}");
    }
}

#[test]
fn report_and_llvm_readelf_agree_on_agpr_counts() {
    // The CLI's --report has the AGPR count; llvm-readelf-19 reads the same from the note.
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-mfma-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = root().join("tests/corpus/mfma_sgemm.ll");
    let obj = dir.join("sgemm.hsaco");
    let (rc, _, err) = gfxc(&[
        "compile",
        &path_str(&src),
        "--mcpu",
        "gfx908",
        "--report",
        "-o",
        &path_str(&obj),
    ]);
    assert_eq!(rc, 0, "{err}");
    let rep: serde_json::Value = serde_json::from_str(&err).unwrap();
    let agprs = rep["kernels"][0]["agprs"].as_u64().unwrap();
    assert_eq!(agprs, 4, "one f32x4 accumulator");
    if llvm_tool("llvm-readelf-19") {
        let out = std::process::Command::new("llvm-readelf-19")
            .arg("--notes")
            .arg(&obj)
            .output()
            .unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        let line = text
            .lines()
            .find(|l| l.contains(".agpr_count"))
            .unwrap_or_else(|| panic!("no .agpr_count in\n{text}"));
        assert!(line.trim().ends_with(&format!(" {agprs}")), "{line}");
    }
    let _ = std::fs::remove_dir_all(&dir);
}

/// Kernels of the llc-19 register-accounting golden: (name, source relative to the root;
/// `None`: [`acc_kernel`]).
const LLC_KERNELS: &[(&str, Option<&str>)] = &[
    ("mfma_sgemm", Some("tests/corpus/mfma_sgemm.ll")),
    ("mfma_gemm_f32", Some("examples/mfma_gemm_f32.gir")),
    ("mfma_gemm_f16", Some("examples/mfma_gemm_f16.gir")),
    ("acc80", None),
];

const LLC_GOLDEN: &str = "tests/golden/mfma_llc_registers.tsv";

/// One golden row from llc-19's output for `src` on `cpu`: llc's own VGPR/AGPR counts (its
/// assembly comments), what `llvm-readelf-19 --notes` shows of the metadata (`.vgpr_count`,
/// `.agpr_count`), and the descriptor's ACCUM_OFFSET (bytes) and granulated VGPR count.
fn llc_row(name: &str, ll: &std::path::Path, cpu: &str, dir: &std::path::Path) -> String {
    use std::process::Command;
    let base = dir.join(format!("{name}-{cpu}"));
    let (s, o, h) = (
        base.with_extension("s"),
        base.with_extension("o"),
        base.with_extension("hsaco"),
    );
    for (ft, out) in [("asm", &s), ("obj", &o)] {
        let st = Command::new("llc-19")
            .args(["-O3", "-mtriple=amdgcn-amd-amdhsa", &format!("-mcpu={cpu}")])
            .arg(format!("-filetype={ft}"))
            .arg(ll)
            .arg("-o")
            .arg(out)
            .status()
            .unwrap();
        assert!(st.success(), "llc-19 {name} {cpu}");
    }
    let st = Command::new("ld.lld-19")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&h)
        .status()
        .unwrap();
    assert!(st.success());
    let asm = std::fs::read_to_string(&s).unwrap();
    let comment = |key: &str| -> u64 {
        asm.lines()
            .find_map(|l| l.strip_prefix(&format!("; {key}: ")))
            .unwrap_or_else(|| panic!("{name} {cpu}: no {key}"))
            .trim()
            .parse()
            .unwrap()
    };
    let notes = Command::new("llvm-readelf-19")
        .arg("--notes")
        .arg(&h)
        .output()
        .unwrap();
    let notes = String::from_utf8_lossy(&notes.stdout).into_owned();
    let meta = |key: &str| -> u64 {
        notes
            .lines()
            .find_map(|l| l.trim().trim_start_matches("- ").strip_prefix(key))
            .unwrap_or_else(|| panic!("{name} {cpu}: no {key} in\n{notes}"))
            .trim_start_matches(':')
            .trim()
            .parse()
            .unwrap()
    };
    let (rc, out, err) = gfxc(&["inspect", &path_str(&h)]);
    assert_eq!(rc, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    let d = &j["kernels"][0]["descriptor"];
    let accum = d["accum_offset"]
        .as_u64()
        .map_or("-".to_string(), |x| x.to_string());
    format!(
        "{name}\t{cpu}\t{}\t{}\t{}\t{}\t{accum}\t{}",
        comment("NumVgprs"),
        comment("NumAgprs"),
        meta(".vgpr_count"),
        meta(".agpr_count"),
        d["granulated_workitem_vgpr_count"].as_u64().unwrap()
    )
}

#[test]
fn agpr_accounting_matches_llc() {
    // Golden rows from llc-19 (kernel, cpu, NumVgprs, NumAgprs, .vgpr_count, .agpr_count,
    // accum_offset, granulated VGPRs): gfxc's descriptor/metadata arithmetic on llc's own
    // register counts must give llc's descriptor and metadata. Live, llc-19 regenerates the
    // rows (GFXC_BLESS=1 rewrites the file).
    let golden = std::fs::read_to_string(root().join(LLC_GOLDEN)).unwrap_or_default();
    let mut rows = 0;
    for line in golden.lines().filter(|l| !l.starts_with('#')) {
        let c: Vec<&str> = line.split('\t').collect();
        assert_eq!(c.len(), 8, "{line}");
        let n = |i: usize| c[i].parse::<u32>().unwrap();
        let target = Target::parse(c[1]).unwrap();
        let b =
            gfxc_emit::kd_builder::register_blocks(&target, n(2), n(3), 16, true, false).unwrap();
        assert_eq!(b.total_vgprs, n(4), "{line}: .vgpr_count");
        assert_eq!(n(3), n(5), "{line}: .agpr_count is NumAgprs");
        assert_eq!(b.vgpr_blocks, n(7), "{line}: granulated VGPR count");
        let accum = b
            .accum_offset_field
            .filter(|_| target.processor.regs.unified_vgpr_agpr)
            .map_or("-".to_string(), |f| (4 * (f + 1)).to_string());
        assert_eq!(accum, c[6], "{line}: accum_offset");
        rows += 1;
    }
    let bless = std::env::var_os("GFXC_BLESS").is_some_and(|v| v == "1");
    assert!(
        bless || rows == LLC_KERNELS.len() * 3,
        "golden rows: {rows}"
    );
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19") && llvm_tool("llvm-readelf-19")) {
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-mfma-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut live = String::from(
        "# kernel\tcpu\tNumVgprs\tNumAgprs\t.vgpr_count\t.agpr_count\taccum_offset\tgranulated_vgprs (llc-19 -O3)\n",
    );
    for (name, src) in LLC_KERNELS {
        let text = match src {
            Some(p) => std::fs::read_to_string(root().join(p)).unwrap(),
            None => acc_kernel(""),
        };
        // llc reads the corpus .ll itself, and what `gfxc emit-llvm` makes of gfxc IR.
        let ll = dir.join(format!("{name}.ll"));
        if src.is_some_and(|p| p.ends_with(".ll")) {
            std::fs::write(&ll, &text).unwrap();
        } else {
            let m = gfxc::load_module(&text).unwrap();
            std::fs::write(&ll, gfxc::ir::llvm::emit_module(&m)).unwrap();
        }
        for cpu in ["gfx908", "gfx90a", "gfx942"] {
            live.push_str(&llc_row(name, &ll, cpu, &dir));
            live.push('\n');
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    if bless {
        std::fs::create_dir_all(root().join("tests/golden")).unwrap();
        std::fs::write(root().join(LLC_GOLDEN), &live).unwrap();
    } else {
        assert_eq!(
            live, golden,
            "llc-19 changed: rerun with GFXC_BLESS=1 and review"
        );
    }
}

#[test]
fn gfx90a_moves_accumulators_to_agprs_when_vgprs_overflow() {
    // Eight f32x32 accumulators (256 dwords) plus addresses exceed the 256 architectural
    // VGPRs: in VGPRs they would spill; the pipeline re-selects them into the AGPR half of the
    // unified file and nothing spills. gfx908 (AGPRs only) fits them exactly.
    let src = acc_kernel_with("", &[32; 8]);
    let module = gfxc::load_module(&src).unwrap();
    for cpu in ["gfx90a", "gfx942", "gfx908"] {
        let target = Target::parse(cpu).unwrap();
        let c = gfxc::compile::compile_kernels(&module, &target, true)
            .unwrap_or_else(|d| panic!("{cpu}: {}", d.render("acc")));
        let r = &c.reports[0];
        assert_eq!(r.agprs, 256, "{cpu}: {r:?}");
        assert_eq!((r.vgpr_spills, r.agpr_spills), (0, 0), "{cpu}: {r:?}");
        let obj = gfxc::compile_module(&module, &target).unwrap();
        let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(256)).unwrap();
        let want = gfxc_ir::interp::run(&module, &spec, &Default::default()).unwrap();
        let (got, _) = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}: {e}"));
        assert!(want.buffers[0].bytes == got.buffers[0].bytes, "{cpu}");
    }
}

/// Packed 16-bit-lane vectors as MFMA f16/bf16 operands are built (`isel/src/packed.rs`):
/// splat, constant-index insert and extract on the SALU (uniform) and the VALU (divergent),
/// loads and stores as dwords.
const PACKED_GIR: &str = r#"
kernel @k(v0: ptr.global, v1: ptr.global, v2: i32) flat_workgroup_size(1, 64) {
block0:
    v3 = workitem_id x
    v4 = zext.i64 v3
    v5 = iconst.i64 1
    v6 = shl.i64 v4, v5
    v7 = ptradd v0, v6
    v8 = load.i16 v7
    v9 = itrunc.i16 v2
    v10 = splat.i16x4 v9
    v11 = iconst.i32 2
    v12 = iconst.i16 -5
    v13 = insertelement.i16x4 v10, v12, v11
    v14 = splat.i16x4 v8
    v15 = iconst.i32 1
    v16 = insertelement.i16x4 v14, v9, v15
    v17 = iconst.i32 0
    v18 = insertelement.i16x4 v13, v8, v17
    v19 = iconst.i32 3
    v20 = extractelement.i16 v13, v19
    v21 = extractelement.i16 v16, v17
    v22 = extractelement.i16 v18, v11
    v23 = extractelement.i16 v16, v15
    v24 = iconst.i64 32
    v25 = mul.i64 v4, v24
    v26 = ptradd v1, v25
    store v16, v26
    v27 = iconst.i64 8
    v28 = ptradd v26, v27
    store v18, v28
    v29 = zext.i32 v20
    v30 = iconst.i64 16
    v31 = ptradd v26, v30
    store v29, v31
    v32 = zext.i32 v21
    v33 = iconst.i64 20
    v34 = ptradd v26, v33
    store v32, v34
    v35 = zext.i32 v22
    v36 = iconst.i64 24
    v37 = ptradd v26, v36
    store v35, v37
    v38 = zext.i32 v23
    v39 = iconst.i64 28
    v40 = ptradd v26, v39
    store v38, v40
    return
}
"#;

const PACKED_LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [64, 1, 1],
  "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "o"}, {"i32": 77777}],
  "buffers": {
    "a": {"type": "i16", "len": 64, "init": {"random": 3, "min": -30000, "max": 30000}},
    "o": {"type": "i32", "len": 512, "init": {"fill": -1}}
  },
  "lds_dynamic": 0
}"#;

#[test]
fn packed_16bit_vectors_match_the_interpreter() {
    let module = gfxc::load_module(PACKED_GIR).unwrap_or_else(|d| panic!("{}", d.render("k")));
    let spec = gfxc_ir::launch::LaunchSpec::parse(PACKED_LAUNCH).unwrap();
    let want = gfxc_ir::interp::run(&module, &spec, &Default::default()).unwrap();
    for cpu in ["gfx900", "gfx908", "gfx90a", "gfx942", "gfx1030", "gfx1100"] {
        let target = Target::parse(cpu).unwrap();
        let obj = gfxc::compile_module(&module, &target)
            .unwrap_or_else(|d| panic!("{cpu}: {}", d.render("k")));
        let (got, _) = gfxc_sim::simulate(&obj, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}: {e}"));
        for (w, g) in want.buffers.iter().zip(&got.buffers) {
            assert!(w.bytes == g.bytes, "{cpu}: buffer {} differs", w.name);
        }
    }
}

#[test]
fn cbsz_abid_blgp_come_from_the_immediates() {
    // 16x16x1f32 has 4 blocks: broadcast block 3 of A to all (cbsz 2, abid 3) and permute the
    // B lane groups (blgp 5). The simulator implements the modifiers as the interpreter does;
    // the assembly shows them.
    let src = acc_kernel_mods("", &[16], [2, 3, 5]);
    for cpu in ["gfx908", "gfx90a"] {
        for acc in [AccPolicy::Auto, AccPolicy::Agpr] {
            let o = compile(&src, cpu, acc, &Limits::default()).unwrap();
            let line = o
                .kernel
                .asm
                .lines()
                .find(|l| l.contains("v_mfma_"))
                .unwrap()
                .to_string();
            assert!(line.contains("cbsz:2 abid:3 blgp:5"), "{cpu}: {line}");
            check_result(&src, &o, &format!("{cpu} {acc:?} modifiers"));
        }
    }
    // The modifiers change the result (so the comparison above can fail).
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(16)).unwrap();
    let run = |t: &str| {
        let m = gfxc::load_module(t).unwrap();
        gfxc_ir::interp::run(&m, &spec, &Default::default())
            .unwrap()
            .buffers[0]
            .bytes
            .clone()
    };
    assert!(run(&src) != run(&acc_kernel_with("", &[16])));
    let bad = acc_kernel_mods("", &[16], [0, 16, 0]);
    let e = compile(&bad, "gfx908", AccPolicy::Auto, &Limits::default())
        .err()
        .expect("abid 16 accepted");
    assert!(e.contains("abid") || e.contains("range"), "{e}");
}
