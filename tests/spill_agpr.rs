//! VGPR spills into AGPRs before scratch (issue 15: "spill VGPRs to AGPRs on gfx908 first,
//! then to scratch"; `gfxc_regalloc::spill::vgpr_slot_homes`).
//!
//! Generated kernels (seeded: value types i32/f32/i64/f64 in random order, a uniform loop
//! whose accumulators read some of the values, a divergent branch that rewrites a random
//! subset, volatile stores in a random order) with more values live at once than the VGPR
//! budget of their launch bound, on gfx908 (separate AGPR file, bounded like the VGPRs),
//! gfx90a and gfx942 (unified file: the AGPRs the budget leaves above 256 VGPRs):
//!
//! * every kernel's result on the strict simulator equals the IR interpreter's (spills and
//!   reloads through `v_accvgpr_write_b32` / `v_accvgpr_read_b32` under EXEC, their MAI wait
//!   states, the AGPR counts of the descriptor);
//! * a kernel whose overflow fits the free AGPRs uses no scratch at all, and one beyond them
//!   fills the AGPRs before it spills to scratch (fails with the AGPR path disabled: the
//!   spills then go to scratch);
//! * `.agpr_count`, `.vgpr_count` (gfx90a/gfx942: VGPRs aligned to 4 plus AGPRs), the
//!   descriptor's VGPR granules and `accum_offset` cover the AGPRs the code uses.

mod common;

use common::Rng;
use std::fmt::Write;

/// Work-items of the launch (one work-group: the 1,256 bound admits it).
const ITEMS: usize = 256;

#[derive(Clone, Copy, PartialEq)]
enum Ty {
    I32,
    F32,
    I64,
    F64,
}

impl Ty {
    fn ir(self) -> &'static str {
        match self {
            Ty::I32 => "i32",
            Ty::F32 => "float",
            Ty::I64 => "i64",
            Ty::F64 => "double",
        }
    }
    fn wide(self) -> bool {
        matches!(self, Ty::I64 | Ty::F64)
    }
}

/// A kernel `@name` with values of about `dwords` dwords live at once.
fn kernel(rng: &mut Rng, name: &str, attrs: &str, dwords: usize) -> String {
    let mut tys = Vec::new();
    let mut d = 0;
    while d < dwords {
        let t = [Ty::I32, Ty::F32, Ty::I64, Ty::F64][rng.below(4) as usize];
        d += if t.wide() { 2 } else { 1 };
        tys.push(t);
    }
    let n = tys.len();
    let mut s = String::new();
    writeln!(
        s,
        "define amdgpu_kernel void @{name}(ptr addrspace(1) %in, ptr addrspace(1) %out32, \
         ptr addrspace(1) %out64, i32 %n) #{} {{\nentry:\n  \
         %tid = call i32 @llvm.amdgcn.workitem.id.x()",
        if attrs.is_empty() { 0 } else { 1 }
    )
    .unwrap();
    for (i, t) in tys.iter().enumerate() {
        writeln!(
            s,
            "  %x{i} = add i32 %tid, {}\n  %p{i} = getelementptr i32, ptr addrspace(1) %in, i32 %x{i}\n  \
             %l{i} = load volatile i32, ptr addrspace(1) %p{i}, align 4",
            i * ITEMS
        )
        .unwrap();
        let c = rng.below(1 << 20) as i64 + 1;
        let conv = match t {
            Ty::I32 => format!("xor i32 %l{i}, {c}"),
            Ty::F32 => format!("sitofp i32 %l{i} to float"),
            Ty::I64 => format!("sext i32 %l{i} to i64"),
            Ty::F64 => format!("sitofp i32 %l{i} to double"),
        };
        writeln!(s, "  %v{i} = {conv}").unwrap();
        if *t == Ty::I64 {
            // Both halves significant.
            writeln!(s, "  %v{i}m = mul i64 %v{i}, {}", c * 0x1_0000_0001).unwrap();
        }
    }
    let val = |i: usize| {
        if tys[i] == Ty::I64 {
            format!("%v{i}m")
        } else {
            format!("%v{i}")
        }
    };
    // A uniform loop: accumulators of i32 values (reloads inside the loop weigh more).
    let ints: Vec<usize> = (0..n).filter(|&i| tys[i] == Ty::I32).collect();
    let accs = 3usize;
    s.push_str("  br label %loop\nloop:\n  %j = phi i32 [0, %entry], [%j1, %loop]\n");
    let mut acc_src = Vec::new();
    for k in 0..accs {
        writeln!(s, "  %acc{k} = phi i32 [0, %entry], [%acc{k}n, %loop]").unwrap();
        let src = if ints.is_empty() {
            "%j".to_string()
        } else {
            val(ints[rng.below(ints.len() as u64) as usize])
        };
        acc_src.push(src);
    }
    for (k, src) in acc_src.iter().enumerate() {
        writeln!(s, "  %acc{k}n = add i32 %acc{k}, {src}").unwrap();
    }
    s.push_str(
        "  %j1 = add i32 %j, 1\n  %more = icmp ult i32 %j1, %n\n  \
         br i1 %more, label %loop, label %after\nafter:\n  %odd = and i32 %tid, 1\n  \
         %isodd = icmp ne i32 %odd, 0\n  br i1 %isodd, label %then, label %join\nthen:\n",
    );
    // The divergent branch rewrites a random subset.
    let subset: Vec<usize> = (0..n).filter(|_| rng.below(3) == 0).collect();
    for &i in &subset {
        let op = match tys[i] {
            Ty::I32 => format!("add i32 {}, 7", val(i)),
            Ty::F32 => format!("fadd float {}, 5.000000e-01", val(i)),
            Ty::I64 => format!("add i64 {}, 8589934592", val(i)),
            Ty::F64 => format!("fmul double {}, 2.000000e+00", val(i)),
        };
        writeln!(s, "  %w{i} = {op}").unwrap();
    }
    s.push_str("  br label %join\njoin:\n");
    let mut fin: Vec<String> = (0..n).map(val).collect();
    for &i in &subset {
        writeln!(
            s,
            "  %u{i} = phi {} [%w{i}, %then], [{}, %after]",
            tys[i].ir(),
            val(i)
        )
        .unwrap();
        fin[i] = format!("%u{i}");
    }
    // Volatile stores in a random order: 32-bit values to out32[i * ITEMS + tid], 64-bit ones
    // to out64[i * ITEMS + tid], the accumulators after the values in out32.
    let mut order: Vec<usize> = (0..n).collect();
    for k in (1..n).rev() {
        order.swap(k, rng.below(k as u64 + 1) as usize);
    }
    for i in order {
        let buf = if tys[i].wide() { "out64" } else { "out32" };
        let et = if tys[i].wide() { "i64" } else { "i32" };
        writeln!(
            s,
            "  %q{i} = getelementptr {et}, ptr addrspace(1) %{buf}, i32 %x{i}\n  \
             store volatile {} {}, ptr addrspace(1) %q{i}, align {}",
            tys[i].ir(),
            fin[i],
            if tys[i].wide() { 8 } else { 4 }
        )
        .unwrap();
    }
    for k in 0..accs {
        writeln!(
            s,
            "  %ya{k} = add i32 %tid, {}\n  %ra{k} = getelementptr i32, ptr addrspace(1) %out32, i32 %ya{k}\n  \
             store volatile i32 %acc{k}n, ptr addrspace(1) %ra{k}, align 4",
            (n + k) * ITEMS
        )
        .unwrap();
    }
    s.push_str("  ret void\n}\n\n");
    s
}

/// The kernels of one seed: `tight` under the default bound (1,1024: 64 VGPRs on gfx908,
/// 128 on gfx90a/gfx942) with values of ~40 dwords; `mid` and `wide` under 1,256 (256 VGPRs
/// on gfx908 plus 256 AGPRs; 512 VGPRs + AGPRs on gfx90a/gfx942) with ~160 and ~400 dwords.
/// (Each value's store index stays live with it: about 2.5 dwords per value dword, so
/// `tight` needs ~100 registers, `mid` ~400, `wide` ~1000.)
fn module(seed: u64) -> (String, usize) {
    let mut rng = Rng(seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1);
    let mut s = String::new();
    s += &kernel(&mut rng, "tight", "", 40);
    s += &kernel(&mut rng, "mid", "x", 160);
    s += &kernel(&mut rng, "wide", "x", 400);
    s += "declare i32 @llvm.amdgcn.workitem.id.x()\n\
          attributes #0 = { nounwind }\n\
          attributes #1 = { nounwind \"amdgpu-flat-work-group-size\"=\"1,256\" }\n";
    // At most ~400 values per kernel: buffers for 416 rows of ITEMS.
    (s, 416)
}

fn launch(kernel: &str, rows: usize, seed: u64) -> String {
    format!(
        r#"{{"kernel": "{kernel}", "grid": [{ITEMS}, 1, 1], "block": [{ITEMS}, 1, 1],
            "args": [{{"buffer": "in"}}, {{"buffer": "out32"}}, {{"buffer": "out64"}}, {{"i32": 3}}],
            "buffers": {{
              "in": {{"type": "i32", "len": {n}, "init": {{"random": {seed}, "min": -100000, "max": 100000}}}},
              "out32": {{"type": "i32", "len": {n}}},
              "out64": {{"type": "i64", "len": {n}}}
            }}}}"#,
        n = rows * ITEMS
    )
}

const MODES: &[&str] = &["gfx908", "gfx90a", "gfx942"];
const SEEDS: std::ops::RangeInclusive<u64> = 1..=3;

/// Each seed × mode: compiled by gfxc, checked (AGPRs before scratch, counts) and run.
#[test]
fn generated_spills_go_to_agprs_before_scratch_and_match_the_interpreter() {
    let mut bad = Vec::new();
    let mut agpr_slots = 0u32;
    for seed in SEEDS {
        let (src, rows) = module(seed);
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}", d.render("gen.ll")));
        let mut wants = std::collections::HashMap::new();
        for cpu in MODES {
            let t = common::target_with(cpu, "");
            let unified = t.processor.regs.unified_vgpr_agpr;
            let c = match gfxc::compile::compile_kernels(&m, &t, true) {
                Ok(c) => c,
                Err(d) => {
                    bad.push(format!("seed {seed} {cpu}: {}", d.render("gen.ll")));
                    continue;
                }
            };
            let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
            let ro = gfxc_emit::read(&obj).unwrap();
            let stats = gfxc_emit::report::object_report(&obj).unwrap();
            for r in &c.reports {
                let at = format!("seed {seed} {cpu} @{}", r.name);
                agpr_slots += r.vgpr_agpr_spills;
                let st = stats.iter().find(|s| s.name == r.name).unwrap();
                let kd = ro
                    .object
                    .functions
                    .iter()
                    .find(|f| f.name == r.name)
                    .and_then(|f| f.descriptor)
                    .unwrap();
                // The AGPRs the spills may take: gfx908 the AGPR file within the VGPR
                // budget; gfx90a/gfx942 the unified budget above the VGPRs (aligned to 4).
                let room = if unified {
                    r.vgpr_budget.saturating_sub(r.vgprs.next_multiple_of(4))
                } else {
                    r.vgpr_budget.min(256)
                };
                let fits = room > 0 && (r.name == "tight" && !unified || r.name == "mid");
                let beyond = room > 0 && r.name == "wide";
                if fits && (r.vgpr_spills != 0 || r.scratch != 0 || r.vgpr_agpr_spills == 0) {
                    bad.push(format!(
                        "{at}: the spills fit {room} AGPRs, yet {} scratch dwords ({} B) and {} in AGPRs",
                        r.vgpr_spills, r.scratch, r.vgpr_agpr_spills
                    ));
                }
                // Beyond the AGPRs: the free AGPRs are full (up to a two-dword slot) first.
                if beyond && (r.vgpr_spills == 0 || r.vgpr_agpr_spills + 1 < room) {
                    bad.push(format!(
                        "{at}: {} scratch dwords with only {} of {room} free AGPRs used",
                        r.vgpr_spills, r.vgpr_agpr_spills
                    ));
                }
                if !fits && !beyond && r.vgpr_agpr_spills != 0 {
                    bad.push(format!("{at}: AGPR spills beyond the budget ({room} free)"));
                }
                // Counts: the metadata and the descriptor cover the AGPRs the code uses.
                if r.vgpr_agpr_spills > 0 && r.agprs < r.vgpr_agpr_spills {
                    bad.push(format!(
                        "{at}: {} AGPRs for {} slots",
                        r.agprs, r.vgpr_agpr_spills
                    ));
                }
                let total = if unified && st.agprs > 0 {
                    r.vgprs.next_multiple_of(4) + r.agprs
                } else {
                    r.vgprs.max(r.agprs)
                };
                let vcount = if unified { total } else { r.vgprs };
                if st.agprs != r.agprs || st.vgprs != vcount || st.vgpr_spills != r.vgpr_spills {
                    bad.push(format!(
                        "{at}: metadata {} VGPRs / {} AGPRs / {} spills, allocation {vcount} / {} / {}",
                        st.vgprs, st.agprs, st.vgpr_spills, r.agprs, r.vgpr_spills
                    ));
                }
                if total > r.vgpr_budget {
                    bad.push(format!(
                        "{at}: {total} registers over the budget {}",
                        r.vgpr_budget
                    ));
                }
                let granule = if unified { 8 } else { 4 };
                let g = kd.rsrc1.granulated_workitem_vgpr_count as u32;
                if (g + 1) * granule < total || g * granule >= total.max(1) {
                    bad.push(format!("{at}: VGPR granules {g} for {total} registers"));
                }
                if let gfxc_emit::descriptor::Rsrc3::Gfx90a { accum_offset, .. } = kd.rsrc3 {
                    if st.agprs > 0 && 4 * (accum_offset as u32 + 1) != r.vgprs.next_multiple_of(4)
                    {
                        bad.push(format!(
                            "{at}: accum_offset {accum_offset} with {} VGPRs",
                            r.vgprs
                        ));
                    }
                }
                // Run: the simulator (strict) against the interpreter.
                let spec =
                    gfxc_ir::launch::LaunchSpec::parse(&launch(&r.name, rows, seed)).unwrap();
                let want = wants.entry(r.name.clone()).or_insert_with(|| {
                    let opts = gfxc_ir::interp::InterpOptions {
                        wave_size: 64,
                        ..Default::default()
                    };
                    gfxc_ir::interp::run(&m, &spec, &opts).unwrap()
                });
                match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                    Ok((got, _)) => {
                        for (w, g) in want.buffers.iter().zip(&got.buffers) {
                            if w.bytes != g.bytes {
                                bad.push(format!("{at}: buffer {} differs", w.name));
                            }
                        }
                    }
                    Err(e) => bad.push(format!("{at}: simulator: {e}")),
                }
            }
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
    assert!(agpr_slots > 0, "no VGPR spill slot went to an AGPR");
}
