//! Register allocation at scale: files far over their budget.
//!
//! * Many uniform 64-bit values live at once (loaded from constant memory, then stored in
//!   reverse order): thousands of SGPR spill slots live across a long program. The packing's
//!   interference graph (`gfxc_regalloc::color`) must grow linearly with the program — before
//!   the spill-slot edge budget it grew with live slots × definitions, and a HeCBench kernel
//!   of that shape spent minutes in register allocation. The work is the allocation's
//!   `Stats::interference_edges` (edges built over every run), compared at N and 2N values.
//! * VGPR spill frames beyond the scratch instructions' immediate offsets (GFX9/GFX11 4 KiB,
//!   GFX10 2 KiB, GFX6-GFX8 MUBUF 4 KiB): the high part of a slot's offset goes in a register
//!   (the scratch address VGPR, or the MUBUF `soffset` SGPR). The kernels run on the
//!   simulator with the expected results computed here.

mod common;

use std::fmt::Write;

/// A kernel keeping `n` uniform i64 values live: loaded from `%c` (constant memory, uniform
/// addresses), then each stored in reverse order, plus the work-item id, to `%out`
/// (64 work-items: `out[(n - 1 - i) * 64 + tid] = c[i] + tid`... stored in the order i = n-1..0).
fn uniform_i64_module(n: usize) -> String {
    let mut s = String::new();
    s.push_str(
        "define amdgpu_kernel void @k(ptr addrspace(4) %c, ptr addrspace(1) %out) {\n  \
         %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %t = zext i32 %tid to i64\n",
    );
    for i in 0..n {
        writeln!(
            s,
            "  %a{i} = getelementptr i64, ptr addrspace(4) %c, i64 {i}\n  \
             %x{i} = load i64, ptr addrspace(4) %a{i}, align 8"
        )
        .unwrap();
    }
    for i in (0..n).rev() {
        writeln!(
            s,
            "  %y{i} = add i64 %x{i}, %t\n  \
             %o{i} = getelementptr i64, ptr addrspace(1) %out, i64 {}\n  \
             %p{i} = getelementptr i64, ptr addrspace(1) %o{i}, i64 %t\n  \
             store volatile i64 %y{i}, ptr addrspace(1) %p{i}, align 8",
            (n - 1 - i) * 64
        )
        .unwrap();
    }
    s.push_str("  ret void\n}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n");
    s
}

/// Allocation statistics of the one kernel of `src` (LLVM IR) on `cpu`, as the compiler
/// allocates it (default limits from the kernel's bounds; regalloc2's checker on).
fn stats(name: &str, src: &str, cpu: &str) -> gfxc_regalloc::Stats {
    let path = std::env::temp_dir().join(format!("gfxc-{name}-{}.ll", std::process::id()));
    std::fs::write(&path, src).unwrap();
    let r = common::compile_with_limits(
        path.to_str().unwrap(),
        cpu,
        &gfxc_regalloc::Limits::default(),
    );
    let _ = std::fs::remove_file(&path);
    let (_, st) = r.unwrap_or_else(|e| panic!("{name} {cpu}: {e}"));
    st.into_iter().next().unwrap()
}

#[test]
fn uniform_i64_pressure_work_grows_linearly() {
    let n = 700;
    let a = stats("u64a", &uniform_i64_module(n), "gfx900");
    let b = stats("u64b", &uniform_i64_module(2 * n), "gfx900");
    println!(
        "{n} values: {} edges, {} SGPR spills; {} values: {} edges, {} SGPR spills",
        a.interference_edges,
        a.sgpr_spills,
        2 * n,
        b.interference_edges,
        b.sgpr_spills
    );
    // Far over the SGPR file: most values spill.
    assert!(a.sgpr_spills as usize > n, "{a:?}");
    assert!(b.sgpr_spills as usize > 2 * n, "{b:?}");
    // Twice the program, about twice the work (live slots x definitions would be 4x).
    assert!(
        b.interference_edges * 10 < a.interference_edges * 26,
        "work grows faster than the program: {} -> {}",
        a.interference_edges,
        b.interference_edges
    );
}

/// Runs `src` (one kernel `@k`) on the simulator for every simulated target in `cpus` with
/// `spec`, and checks buffer `out` with `want` (bytes).
fn runs(name: &str, src: &str, spec: &str, cpus: &[&str], want: &[u8]) {
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}", d.render(name)));
    let spec = gfxc_ir::launch::LaunchSpec::parse(spec).unwrap();
    let mut bad = Vec::new();
    for cpu in cpus {
        let t = gfxc::isa::processors::Target::parse(cpu).unwrap();
        let c = match gfxc::compile::compile_kernels(&m, &t, true) {
            Ok(c) => c,
            Err(d) => {
                bad.push(format!("{name} {cpu}: {}", d.render(name)));
                continue;
            }
        };
        let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
        let opts = gfxc_sim::SimOptions {
            max_wave_instructions: 20_000_000,
            ..Default::default()
        };
        match gfxc_sim::simulate(&obj, &spec, &opts) {
            Ok((res, _)) => {
                if res.buffer("out").unwrap().bytes != want {
                    bad.push(format!("{name} {cpu}: wrong result"));
                }
            }
            Err(e) => bad.push(format!("{name} {cpu}: simulator: {e}")),
        }
    }
    assert!(bad.is_empty(), "{}", bad.join("\n"));
}

const SIM: &[&str] = &[
    "gfx600", "gfx803", "gfx900", "gfx90a", "gfx942", "gfx1010", "gfx1030", "gfx1100",
];

#[test]
fn uniform_i64_pressure_runs() {
    let n = 300;
    let spec = format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{{"buffer": "c"}}, {{"buffer": "out"}}],
            "buffers": {{"c": {{"type": "i64", "len": {n}, "init": "iota"}},
                         "out": {{"type": "i64", "len": {}, "init": "zero"}}}}}}"#,
        n * 64
    );
    let mut want = Vec::new();
    for j in 0..n {
        let i = n - 1 - j;
        for t in 0..64u64 {
            want.extend_from_slice(&(i as u64 + t).to_le_bytes());
        }
    }
    runs("u64", &uniform_i64_module(n), &spec, SIM, &want);
}

/// `live` floats live at once (volatile loads, then volatile stores in reverse order):
/// `p[i * 64 + tid]` ends up holding what `p[(live - 1 - i) * 64 + tid]` held.
fn vgpr_pressure_module(live: usize) -> String {
    let mut s = String::from(
        "define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n  \
         %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %t = zext i32 %tid to i64\n",
    );
    for i in 0..live {
        writeln!(
            s,
            "  %a{i} = getelementptr float, ptr addrspace(1) %out, i64 %t\n  \
             %b{i} = getelementptr float, ptr addrspace(1) %a{i}, i64 {}\n  \
             %v{i} = load volatile float, ptr addrspace(1) %b{i}, align 4",
            i * 64
        )
        .unwrap();
    }
    for i in 0..live {
        writeln!(
            s,
            "  store volatile float %v{}, ptr addrspace(1) %b{i}, align 4",
            live - 1 - i
        )
        .unwrap();
    }
    s.push_str("  ret void\n}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n");
    s
}

#[test]
fn vgpr_spill_frames_beyond_immediate_offsets_run() {
    // 1,300 values over a 64-VGPR budget (1024-item bound): > 4,800 bytes of spill slots.
    let live = 1300;
    let st = stats("frame", &vgpr_pressure_module(live), "gfx900");
    assert!(st.scratch_bytes > 4096, "{st:?}");
    let spec = format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{{"buffer": "out"}}],
            "buffers": {{"out": {{"type": "f32", "len": {}, "init": "iota"}}}}}}"#,
        live * 64
    );
    let mut want = Vec::new();
    for i in 0..live {
        for t in 0..64usize {
            want.extend_from_slice(&(((live - 1 - i) * 64 + t) as f32).to_le_bytes());
        }
    }
    runs("frame", &vgpr_pressure_module(live), &spec, SIM, &want);
}

/// `live` values alternately `double` and `float` live at once (volatile loads, then
/// volatile stores in reverse order): pairs and single dwords interleave, which on gfx90a /
/// gfx942 (even-aligned VGPR pairs) fragments the file.
fn mixed_width_module(live: usize) -> String {
    let mut s = String::from(
        "define amdgpu_kernel void @k(ptr addrspace(1) %out) {\n  \
         %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %t = zext i32 %tid to i64\n",
    );
    let ty = |i: usize| {
        if i.is_multiple_of(2) {
            "double"
        } else {
            "float"
        }
    };
    for i in 0..live {
        writeln!(
            s,
            "  %a{i} = getelementptr double, ptr addrspace(1) %out, i64 %t\n  \
             %b{i} = getelementptr double, ptr addrspace(1) %a{i}, i64 {}\n  \
             %v{i} = load volatile {}, ptr addrspace(1) %b{i}, align 8",
            i * 64,
            ty(i)
        )
        .unwrap();
    }
    for i in 0..live {
        // Same types in reverse order: value `live - 1 - i` has the type of slot `i` when
        // `live` is odd.
        writeln!(
            s,
            "  store volatile {} %v{}, ptr addrspace(1) %b{i}, align 8",
            ty(i),
            live - 1 - i
        )
        .unwrap();
    }
    s.push_str("  ret void\n}\n\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n");
    s
}

#[test]
fn mixed_width_pressure_on_aligned_tuples_runs() {
    let live: usize = 121;
    let spec = format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
            "args": [{{"buffer": "out"}}],
            "buffers": {{"out": {{"type": "i64", "len": {}, "init": "iota"}}}}}}"#,
        live * 64
    );
    // Slot i (64 eight-byte elements) gets the bytes slot `live - 1 - i` held: all 8 of a
    // double, the low 4 of a float (the high 4 keep slot i's own bytes).
    let mut want = Vec::new();
    for i in 0..live {
        let src = live - 1 - i;
        for t in 0..64u64 {
            let own = (i as u64 * 64 + t).to_le_bytes();
            let from = (src as u64 * 64 + t).to_le_bytes();
            if i.is_multiple_of(2) {
                want.extend_from_slice(&from);
            } else {
                want.extend_from_slice(&from[..4]);
                want.extend_from_slice(&own[4..]);
            }
        }
    }
    runs("mixed", &mixed_width_module(live), &spec, SIM, &want);
}
