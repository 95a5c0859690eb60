//! Generic (`flat`) pointers: address-space inference (`lower/src/infer_address_spaces.rs`)
//! and selection of the FLAT instructions for pointers it cannot narrow (`isel/src/mem.rs`).
//!
//! A `flat` pointer may point into LDS or scratch through the apertures (AMDGPUUsage
//! "Address Spaces"), so an access through it must be `flat_*`, never `global_*` (which
//! misses the apertures: the miscompile these tests guard against). Every kernel here runs on
//! the simulator on gfx900, gfx90a, gfx1030 and gfx1100 (wave32 and wave64) and must give the
//! interpreter's buffers bit for bit; the assembly checks pin which instruction family each
//! access gets: `ds_`/`global_`/`scratch_` where inference proves the space, `flat_` where it
//! cannot. GFX6, which has no FLAT instructions, rejects a remaining generic access with a
//! clean error naming the kernel (`llc-19 -mcpu=gfx600` fails with "Cannot select").

mod common;

use common::{gir_matches_interpreter, gir_module as module, target_with as target};

const TARGETS: &[(&str, &str)] = &[
    ("gfx900", ""),
    ("gfx90a", ""),
    ("gfx1030", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
];

fn matches_interpreter(name: &str, src: &str, launch: &str) {
    gir_matches_interpreter(name, src, launch, TARGETS);
}

/// The report's repro: a `local` array reached through a cast to `flat`.
const LDS_VIA_FLAT: &str = "
global @tile: local i32[64], align 16

kernel @k(v0: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workitem_id x
    v2 = global_addr @tile
    v3 = addrspacecast.ptr.flat v2
    v4 = zext.i64 v1
    v5 = iconst.i64 4
    v6 = mul.i64 v4, v5
    v7 = ptradd v3, v6
    v8 = iconst.i32 7
    v9 = mul.i32 v1, v8
    store v9, v7
    v10 = load.i32 v7
    v11 = ptradd v0, v6
    store v10, v11
    return
}
";

/// Private memory (an `alloca`) through a cast to `flat`, with a constant offset.
const PRIVATE_VIA_FLAT: &str = "
kernel @k(v0: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workitem_id x
    v2 = alloca 64
    v3 = addrspacecast.ptr.flat v2
    v4 = iconst.i32 3
    v5 = and.i32 v1, v4
    v6 = zext.i64 v5
    v7 = iconst.i64 4
    v8 = mul.i64 v6, v7
    v9 = ptradd v3, v8
    v10 = iconst.i64 16
    v11 = ptradd v9, v10
    v12 = iconst.i32 5
    v13 = mul.i32 v1, v12
    store v13, v11
    v14 = load.i32 v11
    v15 = zext.i64 v1
    v16 = mul.i64 v15, v7
    v17 = ptradd v0, v16
    store v14, v17
    return
}
";

/// A divergent `select` between an LDS pointer and a global pointer: only FLAT can access it.
const SELECT_LDS_OR_GLOBAL: &str = "
global @tile: local i32[64], align 16

kernel @k(v0: ptr.global, v1: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v2 = workitem_id x
    v3 = global_addr @tile
    v4 = addrspacecast.ptr.flat v3
    v5 = addrspacecast.ptr.flat v1
    v6 = iconst.i32 1
    v7 = and.i32 v2, v6
    v8 = iconst.i32 0
    v9 = icmp.i32 ne v7, v8
    v10 = select.ptr.flat v9, v4, v5
    v11 = zext.i64 v2
    v12 = iconst.i64 4
    v13 = mul.i64 v11, v12
    v14 = ptradd v10, v13
    v15 = iconst.i32 100
    v16 = add.i32 v2, v15
    store v16, v14
    v17 = load.i32 v14
    v18 = iconst.i32 3
    v19 = mul.i32 v17, v18
    store v19, v14
    v20 = load.i32 v14
    v21 = ptradd v0, v13
    store v20, v21
    return
}
";

/// A divergent `select` between a private (`alloca`) pointer and a global one: FLAT through
/// the private aperture for the odd lanes.
const SELECT_PRIVATE_OR_GLOBAL: &str = "
kernel @k(v0: ptr.global, v1: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v2 = workitem_id x
    v3 = alloca 16
    v4 = addrspacecast.ptr.flat v3
    v5 = zext.i64 v2
    v6 = iconst.i64 4
    v7 = mul.i64 v5, v6
    v8 = ptradd v1, v7
    v9 = addrspacecast.ptr.flat v8
    v10 = iconst.i32 1
    v11 = and.i32 v2, v10
    v12 = iconst.i32 0
    v13 = icmp.i32 ne v11, v12
    v14 = select.ptr.flat v13, v4, v9
    v15 = iconst.i32 11
    v16 = mul.i32 v2, v15
    store v16, v14
    v17 = load.i32 v14
    v18 = ptradd v0, v7
    store v17, v18
    return
}
";

/// Atomics through generic pointers: a returning add and a cmpxchg on a divergent mix of
/// LDS and global slots (FLAT), and a non-returning add on an LDS counter reached through a
/// cast (narrowed to DS).
const FLAT_ATOMICS: &str = "
global @tile: local i32[64], align 16
global @count: local i32[1], align 4

kernel @k(v0: ptr.global, v1: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v2 = workitem_id x
    v3 = global_addr @tile
    v4 = addrspacecast.ptr.flat v3
    v5 = addrspacecast.ptr.flat v1
    v6 = iconst.i32 2
    v7 = and.i32 v2, v6
    v8 = iconst.i32 0
    v9 = icmp.i32 eq v7, v8
    v10 = select.ptr.flat v9, v4, v5
    v11 = zext.i64 v2
    v12 = iconst.i64 4
    v13 = mul.i64 v11, v12
    v14 = ptradd v10, v13
    v15 = iconst.i32 10
    store v15, v14
    v16 = atomic_rmw.i32 add v14, v2, monotonic agent
    v17, v18 = cmpxchg.i32 v14, v16, v2, monotonic monotonic agent
    v19 = load.i32 v14
    v20 = add.i32 v17, v19
    v21 = ptradd v0, v13
    store v20, v21
    v22 = global_addr @count
    v23 = addrspacecast.ptr.flat v22
    v24 = atomic_rmw.i32 add v23, v6, monotonic workgroup
    return
}
";

/// A kernel argument that is a generic pointer (to global memory): FLAT.
const FLAT_ARGUMENT: &str = "
kernel @k(v0: ptr.flat) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workitem_id x
    v2 = zext.i64 v1
    v3 = iconst.i64 4
    v4 = mul.i64 v2, v3
    v5 = ptradd v0, v4
    v6 = load.i32 v5
    v7 = iconst.i32 9
    v8 = mul.i32 v6, v7
    v9 = atomic_rmw.i32 add v5, v8, monotonic agent
    return
}
";

/// A generic pointer carried around a loop in a block parameter; every incoming value is
/// LDS, so the accesses become DS.
const LOOP_CARRIED: &str = "
global @tile: local i32[256], align 16

kernel @k(v0: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workitem_id x
    v2 = global_addr @tile
    v3 = addrspacecast.ptr.flat v2
    v4 = zext.i64 v1
    v5 = iconst.i64 16
    v6 = mul.i64 v4, v5
    v7 = ptradd v3, v6
    v8 = iconst.i32 0
    jump block1(v7, v8)
block1(v9: ptr.flat, v10: i32):
    v11 = add.i32 v10, v1
    store v11, v9
    v12 = iconst.i64 4
    v13 = ptradd v9, v12
    v14 = iconst.i32 1
    v15 = add.i32 v10, v14
    v16 = iconst.i32 4
    v17 = icmp.i32 ult v15, v16
    brif v17, block1(v13, v15), block2
block2:
    v18 = iconst.i64 12
    v19 = ptradd v7, v18
    v20 = load.i32 v19
    v21 = zext.i64 v1
    v22 = iconst.i64 4
    v23 = mul.i64 v21, v22
    v24 = ptradd v0, v23
    store v20, v24
    return
}
";

const ONE_BUFFER: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "out"}], "buffers": {"out": {"type": "i32", "len": 64}}}"#;

const TWO_BUFFERS: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "out"}, {"buffer": "mem"}],
  "buffers": {"out": {"type": "i32", "len": 64}, "mem": {"type": "i32", "len": 64}}}"#;

const FLAT_ARG_LAUNCH: &str = r#"{"kernel": "k", "grid": [128,1,1], "block": [64,1,1],
  "args": [{"buffer": "io"}],
  "buffers": {"io": {"type": "i32", "len": 128, "init": "iota"}}}"#;

/// The memory instructions (mnemonics) of `src` compiled for `cpu`.
fn mem_insts(src: &str, cpu: &str) -> Vec<String> {
    let asm = gfxc::compile::compile_module_asm(&module(src), &target(cpu, ""))
        .unwrap_or_else(|d| panic!("{}", d.render("k.gir")));
    asm.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|m| {
            ["ds_", "global_", "flat_", "scratch_", "buffer_"]
                .iter()
                .any(|p| m.starts_with(p))
        })
        .map(str::to_string)
        .collect()
}

#[test]
fn lds_through_flat_runs_like_the_interpreter() {
    matches_interpreter("lds_via_flat", LDS_VIA_FLAT, ONE_BUFFER);
}

#[test]
fn private_through_flat_runs_like_the_interpreter() {
    matches_interpreter("private_via_flat", PRIVATE_VIA_FLAT, ONE_BUFFER);
}

#[test]
fn divergent_select_of_lds_and_global_runs_like_the_interpreter() {
    matches_interpreter("select_lds_or_global", SELECT_LDS_OR_GLOBAL, TWO_BUFFERS);
}

#[test]
fn divergent_select_of_private_and_global_runs_like_the_interpreter() {
    matches_interpreter(
        "select_private_or_global",
        SELECT_PRIVATE_OR_GLOBAL,
        TWO_BUFFERS,
    );
    assert_eq!(
        mem_insts(SELECT_PRIVATE_OR_GLOBAL, "gfx1030"),
        ["flat_store_dword", "flat_load_dword", "global_store_dword"]
    );
}

#[test]
fn flat_atomics_run_like_the_interpreter() {
    matches_interpreter("flat_atomics", FLAT_ATOMICS, TWO_BUFFERS);
}

#[test]
fn flat_kernel_argument_runs_like_the_interpreter() {
    matches_interpreter("flat_argument", FLAT_ARGUMENT, FLAT_ARG_LAUNCH);
}

#[test]
fn loop_carried_flat_pointer_runs_like_the_interpreter() {
    matches_interpreter("loop_carried", LOOP_CARRIED, ONE_BUFFER);
}

#[test]
fn inference_picks_ds_for_lds() {
    assert_eq!(
        mem_insts(LDS_VIA_FLAT, "gfx900"),
        ["ds_write_b32", "ds_read_b32", "global_store_dword"]
    );
    assert_eq!(
        mem_insts(LDS_VIA_FLAT, "gfx1100"),
        ["ds_store_b32", "ds_load_b32", "global_store_b32"]
    );
    assert_eq!(
        mem_insts(LOOP_CARRIED, "gfx900"),
        ["ds_write_b32", "ds_read_b32", "global_store_dword"]
    );
}

#[test]
fn inference_picks_scratch_for_private() {
    assert_eq!(
        mem_insts(PRIVATE_VIA_FLAT, "gfx900"),
        [
            "scratch_store_dword",
            "scratch_load_dword",
            "global_store_dword"
        ]
    );
    assert_eq!(
        mem_insts(PRIVATE_VIA_FLAT, "gfx1100"),
        ["scratch_store_b32", "scratch_load_b32", "global_store_b32"]
    );
}

#[test]
fn unknown_space_uses_flat_instructions() {
    assert_eq!(
        mem_insts(SELECT_LDS_OR_GLOBAL, "gfx900"),
        [
            "flat_store_dword",
            "flat_load_dword",
            "flat_store_dword",
            "flat_load_dword",
            "global_store_dword"
        ]
    );
    assert_eq!(
        mem_insts(SELECT_LDS_OR_GLOBAL, "gfx1100"),
        [
            "flat_store_b32",
            "flat_load_b32",
            "flat_store_b32",
            "flat_load_b32",
            "global_store_b32"
        ]
    );
    assert_eq!(
        mem_insts(FLAT_ARGUMENT, "gfx90a"),
        ["flat_load_dword", "flat_atomic_add"]
    );
    assert_eq!(
        mem_insts(FLAT_ATOMICS, "gfx900"),
        [
            "flat_store_dword",
            "flat_atomic_add",
            "flat_atomic_cmpswap",
            "flat_load_dword",
            "global_store_dword",
            "ds_add_u32"
        ]
    );
}

#[test]
fn generic_access_on_gfx600_is_a_clean_error_naming_the_kernel() {
    let e = gfxc::compile_module(&module(FLAT_ARGUMENT), &target("gfx600", ""))
        .unwrap_err()
        .render("k.gir");
    assert!(e.contains("@k") && e.contains("not supported"), "{e}");
    assert!(e.contains("flat"), "{e}");
}

/// A generic acq_rel agent-scope atomic gets the memory model's FLAT rows (AMDGPUUsage
/// "Memory Model GFX942"/"GFX10-GFX11" tables, generic address space): the returning
/// `flat_atomic_*` with `glc`, then a wait on both counters FLAT counts on and the L1
/// invalidate; the same sequence `llc-19` emits for `atomicrmw add ptr ... acq_rel`.
#[test]
fn flat_atomic_gets_the_generic_memory_model_sequence() {
    let src = "
kernel @k(v0: ptr.flat, v1: ptr.global) {
block0:
    v2 = iconst.i32 1
    v3 = atomic_rmw.i32 add v0, v2, acq_rel agent
    store v3, v1
    return
}
";
    let seq = |cpu: &str| -> Vec<String> {
        let asm = gfxc::compile::compile_module_asm(&module(src), &target(cpu, "")).unwrap();
        asm.lines()
            .map(str::trim)
            .skip_while(|l| !l.starts_with("flat_atomic"))
            .take_while(|l| {
                ["flat_", "s_waitcnt", "buffer_"]
                    .iter()
                    .any(|p| l.starts_with(p))
            })
            .map(|l| {
                let m = l.split_whitespace().next().unwrap_or("");
                if m.starts_with("flat_") || m.starts_with("s_waitcnt") {
                    // Keep the counters and the cache-policy bit, not the registers.
                    let tail: Vec<&str> = l
                        .split_whitespace()
                        .filter(|w| w.contains("cnt(") || *w == "glc")
                        .collect();
                    format!("{m} {}", tail.join(" "))
                } else {
                    m.to_string()
                }
            })
            .collect()
    };
    assert_eq!(
        seq("gfx900"),
        [
            "flat_atomic_add glc",
            "s_waitcnt vmcnt(0) lgkmcnt(0)",
            "buffer_wbinvl1_vol"
        ]
    );
    assert_eq!(
        seq("gfx1100"),
        [
            "flat_atomic_add_u32 glc",
            "s_waitcnt vmcnt(0) lgkmcnt(0)",
            "buffer_gl1_inv",
            "buffer_gl0_inv"
        ]
    );
}

/// After inference a kernel whose casts all folded into narrowed accesses reads no
/// aperture; a flat access that stays generic keeps the cast and its aperture.
#[test]
fn narrowed_kernels_read_no_aperture() {
    let t = target("gfx900", "");
    let l = gfxc_isel::lower::pipeline::lower_module(&module(LDS_VIA_FLAT), &t).unwrap();
    assert!(!l.kernels[0].apertures.shared && !l.kernels[0].apertures.private);
    let text = gfxc_ir::text::print_module(&l.module);
    assert!(!text.contains("ptr.flat"), "{text}");
    let l = gfxc_isel::lower::pipeline::lower_module(&module(SELECT_LDS_OR_GLOBAL), &t).unwrap();
    assert!(l.kernels[0].apertures.shared);
    let l = gfxc_isel::lower::pipeline::lower_module(&module(PRIVATE_VIA_FLAT), &t).unwrap();
    assert!(!l.kernels[0].apertures.private);
}
