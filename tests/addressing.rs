//! Memory addressing modes (issue 7 item 2): the `saddr` form of the GFX9+ global
//! instructions (`lower/src/offset32.rs`, `isel/src/mem.rs`), immediate offsets of GLOBAL and
//! FLAT per generation (`isel/src/mem.rs`), and LDS access pairing (`isel/src/ds_pairing.rs`).
//!
//! Every kernel runs on the simulator (strict mode: every address is checked) on every target
//! of the pass matrix that can compile it, and must give the interpreter's buffers bit for
//! bit; the boundary cases are the immediate-offset edges (+4092/-4096 on GFX9/GFX11, which
//! GFX10 cannot encode), a 64-bit offset that may exceed 32 bits (never `saddr`), a signed
//! offset (never `saddr`), LDS pairs at the largest `read2` and `read2st64` offsets, and a
//! store between two loads of the same address register (never merged across). The assembly
//! checks pin the selected form of each access.

mod common;

use common::{
    gir_matches_interpreter as matches_interpreter, gir_module as module, target_with as target,
    ALL_TARGETS,
};

/// Global accesses from a uniform base: `in[tid]` (saddr, offset 0), `in[tid + 1023]`
/// (offset +4092: the largest dword offset GFX9/GFX11 encode; GFX10 cannot), `in2[tid + 1]`
/// through the uniform pointer `in2 + 4096` and an offset of -4092 (negative), and a store
/// `out[tid]`.
const SADDR_EDGES: &str = "
kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v3 = workitem_id x
    v4 = zext.i64 v3
    v5 = iconst.i64 2
    v6 = shl.i64 v4, v5
    v7 = ptradd v0, v6
    v8 = load.i32 v7
    v9 = iconst.i64 4092
    v10 = add.i64 v6, v9
    v11 = ptradd v0, v10
    v12 = load.i32 v11
    v13 = iconst.i64 4096
    v14 = ptradd v2, v13
    v15 = sub.i64 v6, v9
    v16 = ptradd v14, v15
    v17 = load.i32 v16
    v18 = iconst.i32 3
    v19 = mul.i32 v12, v18
    v20 = add.i32 v8, v19
    v21 = iconst.i32 7
    v22 = mul.i32 v17, v21
    v23 = add.i32 v20, v22
    v24 = ptradd v1, v6
    store v23, v24
    return
}
";

/// Offsets that may not fit in 32 bits must keep the 64-bit VGPR address: `sext` of a
/// (here negative: `(tid - 1) * 4` from `in + 4`) byte offset, and `zext(x) * 2^32 + tid * 4` with `x` loaded (0 at run time, but
/// not provably). `idx[0]` holds 0, `idx[1]` holds -1.
const NO_SADDR: &str = "
kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v3 = workitem_id x
    v4 = load.i32 v2
    v5 = iconst.i64 4
    v6 = ptradd v2, v5
    v7 = load.i32 v6
    v8 = add.i32 v3, v7
    v28 = iconst.i32 2
    v29 = shl.i32 v8, v28
    v11 = sext.i64 v29
    v10 = iconst.i64 2
    v12 = iconst.i64 4
    v13 = ptradd v0, v12
    v14 = ptradd v13, v11
    v15 = load.i32 v14
    v17 = zext.i64 v4
    v18 = iconst.i64 4294967296
    v19 = mul.i64 v17, v18
    v20 = zext.i64 v3
    v21 = shl.i64 v20, v10
    v22 = add.i64 v19, v21
    v24 = ptradd v0, v22
    v25 = load.i32 v24
    v26 = add.i32 v15, v25
    v27 = ptradd v1, v21
    store v26, v27
    return
}
";

/// Byte-granular saddr offsets: `in[(x & 255) * 4]` where `x` is loaded — bounded by
/// `255 * 4` although `x` is arbitrary (the histogram pattern), through an atomic and a load.
const SADDR_BOUNDED: &str = "
kernel @k(v0: ptr.global, v1: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 2
    v5 = shl.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = load.i32 v6
    v8 = iconst.i32 255
    v9 = and.i32 v7, v8
    v10 = zext.i64 v9
    v11 = shl.i64 v10, v4
    v12 = ptradd v1, v11
    v13 = iconst.i32 1
    v14 = atomic_rmw.i32 add v12, v13, monotonic agent
    return
}
";

/// LDS pairs: stores at tid*4 plus {0, 1020} (the largest `write2_b32` offsets, 0 and 255)
/// and plus {2048, 61184} (`write2st64`: 8 and 239), 64-bit stores at wide + tid*8 plus
/// {1024, 2040} (`write2_b64`: 128 and 255), then after a barrier the same loads, and
/// finally a load / store / load of one address register (wide + tid*8 plus {0, 4}, private
/// to the lane) where the second load must see the store.
const LDS_PAIRS: &str = "
global @tile: local i32[15424], align 16
global @wide: local i64[320], align 16

kernel @k(v0: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workitem_id x
    v2 = global_addr @tile
    v3 = iconst.i32 2
    v4 = shl.i32 v1, v3
    v5 = ptradd v2, v4
    v6 = iconst.i32 1020
    v7 = ptradd v5, v6
    v8 = iconst.i32 2048
    v9 = ptradd v5, v8
    v10 = iconst.i32 61184
    v11 = ptradd v5, v10
    v12 = iconst.i32 3
    v13 = shl.i32 v1, v12
    v54 = global_addr @wide
    v14 = ptradd v54, v13
    v15 = iconst.i32 1024
    v16 = ptradd v14, v15
    v17 = iconst.i32 2040
    v18 = ptradd v14, v17
    v19 = iconst.i32 11
    v20 = mul.i32 v1, v19
    store v20, v5
    v21 = add.i32 v20, v3
    store v21, v7
    v22 = add.i32 v20, v12
    store v22, v9
    v23 = add.i32 v20, v19
    store v23, v11
    v24 = zext.i64 v20
    v25 = iconst.i64 40000000000
    v26 = add.i64 v24, v25
    store v26, v16
    v27 = mul.i64 v26, v24
    store v27, v18
    store v1, v14
    fence release workgroup, spaces(local)
    barrier
    fence acquire workgroup, spaces(local)
    v28 = load.i32 v5
    v29 = load.i32 v7
    v30 = load.i32 v9
    v31 = load.i32 v11
    v32 = load.i64 v16
    v33 = load.i64 v18
    v34 = add.i32 v28, v29
    v35 = add.i32 v30, v31
    v36 = add.i32 v34, v35
    v37 = itrunc.i32 v32
    v38 = add.i32 v36, v37
    v39 = iconst.i64 32
    v40 = lshr.i64 v33, v39
    v41 = itrunc.i32 v40
    v42 = add.i32 v38, v41
    v43 = iconst.i32 4
    v44 = ptradd v14, v43
    v45 = load.i32 v14
    store v42, v44
    v46 = load.i32 v44
    v47 = add.i32 v45, v46
    v48 = mul.i32 v47, v3
    v49 = add.i32 v42, v48
    v50 = zext.i64 v1
    v51 = iconst.i64 2
    v52 = shl.i64 v50, v51
    v53 = ptradd v0, v52
    store v49, v53
    return
}
";

/// Generic (`flat`) pointer arguments with constant offsets: 0..=4095 fold on GFX9/GFX11,
/// 0..=2047 on GFX10.3, nothing on GFX10.1 (LLVM's flat segment offset bug).
const FLAT_OFFSETS: &str = "
kernel @k(v0: ptr.flat, v1: ptr.flat) reqd_workgroup_size(64, 1, 1) {
block0:
    v2 = workitem_id x
    v3 = zext.i64 v2
    v4 = iconst.i64 2
    v5 = shl.i64 v3, v4
    v6 = ptradd v0, v5
    v7 = iconst.i64 2044
    v8 = ptradd v6, v7
    v9 = load.i32 v8
    v10 = iconst.i64 4092
    v11 = ptradd v6, v10
    v12 = load.i32 v11
    v13 = add.i32 v9, v12
    v14 = ptradd v1, v5
    store v13, v14
    return
}
";

/// A uniform address (`out[group + 1]`): GFX9+ `saddr` with a zero VGPR offset, GFX6 still
/// `addr64` (a MUBUF access without it is a private one to the emitter and the memory model).
const UNIFORM_ADDR: &str = "
kernel @k(v0: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workgroup_id x
    v2 = zext.i64 v1
    v3 = iconst.i64 2
    v4 = shl.i64 v2, v3
    v5 = ptradd v0, v4
    v6 = iconst.i64 4
    v7 = ptradd v5, v6
    v8 = iconst.i32 7
    v9 = add.i32 v1, v8
    store v9, v7
    return
}
";

const UNIFORM_LAUNCH: &str = r#"{"kernel": "k", "grid": [128,1,1], "block": [64,1,1],
  "args": [{"buffer": "out"}], "buffers": {"out": {"type": "i32", "len": 4}}}"#;

/// Under-aligned LDS accesses are split (`ds_read_b64` needs 8-byte alignment without the
/// unaligned access mode; as `llc-19`): an i64 at tid*12 + 4 (align 4: `ds_write2_b32` /
/// `ds_read2_b32`), an i32x4 at tid*24 + 8 (align 8: `ds_write2_b64` / `ds_read2_b64`), and
/// an i64 at tid*12 + 2000 (align 4, element offsets past 255: single dword accesses with the
/// 16-bit offset).
const LDS_UNALIGNED: &str = "
global @tile: local i32[1024], align 16
global @vec: local i32[512], align 16

kernel @k(v0: ptr.global) reqd_workgroup_size(64, 1, 1) {
block0:
    v1 = workitem_id x
    v2 = global_addr @tile
    v3 = iconst.i32 12
    v4 = mul.i32 v1, v3
    v5 = ptradd v2, v4
    v6 = iconst.i32 4
    v7 = ptradd v5, v6
    v8 = zext.i64 v1
    v9 = iconst.i64 12345678901
    v10 = mul.i64 v8, v9
    store v10, v7, align 4
    v11 = iconst.i32 2000
    v12 = ptradd v5, v11
    v13 = iconst.i64 7
    v14 = add.i64 v10, v13
    store v14, v12, align 4
    v15 = global_addr @vec
    v16 = iconst.i32 24
    v17 = mul.i32 v1, v16
    v18 = ptradd v15, v17
    v19 = iconst.i32 8
    v20 = ptradd v18, v19
    v21 = splat.i32x4 v1
    store v21, v20, align 8
    v22 = load.i64 v7, align 4
    v23 = load.i64 v12, align 4
    v24 = load.i32x4 v20, align 8
    v25 = iconst.i32 3
    v26 = extractelement.i32 v24, v25
    v27 = add.i64 v22, v23
    v28 = itrunc.i32 v27
    v29 = iconst.i64 32
    v30 = lshr.i64 v27, v29
    v31 = itrunc.i32 v30
    v32 = add.i32 v28, v31
    v33 = add.i32 v32, v26
    v34 = iconst.i64 2
    v35 = shl.i64 v8, v34
    v36 = ptradd v0, v35
    store v33, v36
    return
}
";

const IN_OUT_LAUNCH: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "in"}, {"buffer": "out"}, {"buffer": "in2"}],
  "buffers": {"in": {"type": "i32", "len": 1087, "init": "iota"},
              "out": {"type": "i32", "len": 64},
              "in2": {"type": "i32", "len": 65, "init": {"fill": 5}}}}"#;

const NO_SADDR_LAUNCH: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "in"}, {"buffer": "out"}, {"buffer": "idx"}],
  "buffers": {"in": {"type": "i32", "len": 64, "init": "iota"},
              "out": {"type": "i32", "len": 64},
              "idx": {"type": "i32", "len": 2, "init": {"values": [0, -1]}}}}"#;

const HISTOGRAM_LAUNCH: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "keys"}, {"buffer": "hist"}],
  "buffers": {"keys": {"type": "i32", "len": 64, "init": "iota"},
              "hist": {"type": "i32", "len": 256}}}"#;

const ONE_OUT_LAUNCH: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "out"}], "buffers": {"out": {"type": "i32", "len": 64}}}"#;

const FLAT_LAUNCH: &str = r#"{"kernel": "k", "grid": [64,1,1], "block": [64,1,1],
  "args": [{"buffer": "in"}, {"buffer": "out"}],
  "buffers": {"in": {"type": "i32", "len": 1088, "init": "iota"},
              "out": {"type": "i32", "len": 64}}}"#;

/// The memory instructions of `src` compiled for `cpu`, one line each, whitespace
/// normalised, register numbers replaced by `N` (`v[N:N]`, `sN`), so that the checks pin
/// the form of the access and not the register allocation.
fn mem_lines(src: &str, cpu: &str) -> Vec<String> {
    let asm = gfxc::compile::compile_module_asm(&module(src), &target(cpu, ""))
        .unwrap_or_else(|d| panic!("{}", d.render("k.gir")));
    asm.lines()
        .map(|l| l.split_whitespace().collect::<Vec<_>>().join(" "))
        .filter(|l| {
            ["ds_", "global_", "flat_", "scratch_", "buffer_"]
                .iter()
                .any(|p| l.starts_with(p))
        })
        .map(|l| {
            l.split(' ')
                .map(|tok| {
                    let t = tok.trim_end_matches(',');
                    let reg = (t.starts_with('v') || t.starts_with('s'))
                        && t[1..].starts_with(|c: char| c.is_ascii_digit() || c == '[');
                    if !reg {
                        return tok.to_string();
                    }
                    let mut out = String::new();
                    for c in tok.chars() {
                        if c.is_ascii_digit() {
                            if !out.ends_with('N') {
                                out.push('N');
                            }
                        } else {
                            out.push(c);
                        }
                    }
                    out
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

#[test]
fn saddr_edges_run_like_the_interpreter() {
    matches_interpreter("saddr_edges", SADDR_EDGES, IN_OUT_LAUNCH, ALL_TARGETS);
}

#[test]
fn saddr_edges_select_the_saddr_form_with_immediate_offsets() {
    assert_eq!(
        mem_lines(SADDR_EDGES, "gfx900"),
        [
            "global_load_dword vN, vN, s[N:N]",
            "global_load_dword vN, vN, s[N:N] offset:4092",
            "global_load_dword vN, vN, s[N:N] offset:-4092",
            "global_store_dword vN, vN, s[N:N]",
        ]
    );
    assert_eq!(
        mem_lines(SADDR_EDGES, "gfx1100"),
        [
            "global_load_b32 vN, vN, s[N:N]",
            "global_load_b32 vN, vN, s[N:N] offset:4092",
            "global_load_b32 vN, vN, s[N:N] offset:-4092",
            "global_store_b32 vN, vN, s[N:N]",
        ]
    );
    // GFX10 offsets are 12-bit signed: 4092 does not fit and joins the 32-bit VGPR offset
    // (tid * 4 + 4092 cannot wrap); -4092 cannot (the sum may be negative): the 64-bit
    // address is computed.
    assert_eq!(
        mem_lines(SADDR_EDGES, "gfx1030"),
        [
            "global_load_dword vN, vN, s[N:N]",
            "global_load_dword vN, vN, s[N:N]",
            "global_load_dword vN, v[N:N], off",
            "global_store_dword vN, vN, s[N:N]",
        ]
    );
}

/// GFX6 (MUBUF, no FLAT): a uniform pointer plus a divergent offset puts the pointer into the
/// resource descriptor (as `llc-19 -mcpu=gfx600`), so no 64-bit address is added on the VALU.
#[test]
fn gfx6_global_accesses_take_the_base_in_the_descriptor() {
    matches_interpreter("uniform_addr", UNIFORM_ADDR, UNIFORM_LAUNCH, ALL_TARGETS);
    assert_eq!(
        mem_lines(UNIFORM_ADDR, "gfx600"),
        ["buffer_store_dword vN, v[N:N], s[N:N], 0 addr64 offset:4"]
    );
    assert_eq!(
        mem_lines(UNIFORM_ADDR, "gfx900"),
        ["global_store_dword vN, vN, s[N:N] offset:4"]
    );
    assert_eq!(
        mem_lines(SADDR_EDGES, "gfx600"),
        [
            "buffer_load_dword vN, v[N:N], s[N:N], 0 addr64",
            "buffer_load_dword vN, v[N:N], s[N:N], 0 addr64 offset:4092",
            "buffer_load_dword vN, v[N:N], s[N:N], 0 addr64",
            "buffer_store_dword vN, v[N:N], s[N:N], 0 addr64",
        ]
    );
    let asm =
        gfxc::compile::compile_module_asm(&module(SADDR_EDGES), &target("gfx600", "")).unwrap();
    assert!(!asm.contains("v_addc_u32"), "{asm}");
}

#[test]
fn offsets_that_may_exceed_32_bits_never_use_saddr() {
    matches_interpreter("no_saddr", NO_SADDR, NO_SADDR_LAUNCH, ALL_TARGETS);
    for cpu in ["gfx900", "gfx90a", "gfx1030", "gfx1100"] {
        let l = mem_lines(NO_SADDR, cpu);
        // The two indexed loads take 64-bit VGPR addresses (`v[N:N], off`).
        let idx: Vec<_> = l
            .iter()
            .filter(|x| x.starts_with("global_load") && x.contains("v[N:N], off"))
            .collect();
        assert_eq!(idx.len(), 2, "{cpu}: {l:?}");
    }
}

#[test]
fn bounded_offsets_use_saddr_for_atomics() {
    matches_interpreter(
        "saddr_bounded",
        SADDR_BOUNDED,
        HISTOGRAM_LAUNCH,
        ALL_TARGETS,
    );
    assert_eq!(
        mem_lines(SADDR_BOUNDED, "gfx900"),
        [
            "global_load_dword vN, vN, s[N:N]",
            "global_atomic_add vN, vN, s[N:N]",
        ]
    );
}

#[test]
fn lds_pairs_run_like_the_interpreter() {
    matches_interpreter("lds_pairs", LDS_PAIRS, ONE_OUT_LAUNCH, ALL_TARGETS);
}

#[test]
fn lds_pairs_select_the_two_address_forms() {
    let want9 = [
        "ds_write2_b32 vN, vN, vN offset1:255",
        "ds_write2st64_b32 vN, vN, vN offset0:8 offset1:239",
        "ds_write2_b64 vN, v[N:N], v[N:N] offset0:128 offset1:255",
    ];
    let l = mem_lines(LDS_PAIRS, "gfx900");
    for w in want9 {
        assert!(l.iter().any(|x| x == w), "missing {w}: {l:?}");
    }
    let reads = l.iter().filter(|x| x.starts_with("ds_read2")).count();
    assert_eq!(reads, 3, "{l:?}");
    // The load after the store of the same register is not merged with the one before.
    let singles = l.iter().filter(|x| x.starts_with("ds_read_b32")).count();
    assert_eq!(singles, 2, "{l:?}");
    let l = mem_lines(LDS_PAIRS, "gfx1100");
    assert!(
        l.iter()
            .any(|x| x == "ds_store_2addr_stride64_b32 vN, vN, vN offset0:8 offset1:239"),
        "{l:?}"
    );
    assert_eq!(
        l.iter().filter(|x| x.starts_with("ds_load_2addr")).count(),
        3,
        "{l:?}"
    );
    // GFX6-GFX8: M0 = -1 (the LDS bound) is set once at entry for every DS instruction.
    let asm = gfxc::compile::compile_module_asm(&module(LDS_PAIRS), &target("gfx803", "")).unwrap();
    assert!(asm.contains("ds_read2_b32"), "{asm}");
    assert_eq!(asm.matches("s_mov_b32 m0, -1").count(), 1, "{asm}");
    let first_ds = asm.find("ds_").unwrap();
    assert!(asm.find("s_mov_b32 m0, -1").unwrap() < first_ds, "{asm}");
}

#[test]
fn flat_immediate_offsets_follow_the_generation() {
    let targets: Vec<_> = ALL_TARGETS
        .iter()
        .copied()
        .filter(|(c, _)| *c != "gfx600")
        .collect();
    matches_interpreter("flat_offsets", FLAT_OFFSETS, FLAT_LAUNCH, &targets);
    let off = |cpu| -> Vec<String> {
        mem_lines(FLAT_OFFSETS, cpu)
            .into_iter()
            .filter(|x| x.starts_with("flat_load"))
            .map(|x| x.split("offset:").nth(1).unwrap_or("0").to_string())
            .collect()
    };
    assert_eq!(off("gfx900"), ["2044", "4092"]);
    assert_eq!(off("gfx1100"), ["2044", "4092"]);
    assert_eq!(off("gfx1030"), ["2044", "0"]);
    assert_eq!(off("gfx1010"), ["0", "0"]);
    assert_eq!(off("gfx803"), ["0", "0"]);
}

#[test]
fn under_aligned_lds_accesses_are_split() {
    matches_interpreter("lds_unaligned", LDS_UNALIGNED, ONE_OUT_LAUNCH, ALL_TARGETS);
    let l = mem_lines(LDS_UNALIGNED, "gfx900");
    for w in [
        "ds_write2_b32 vN, vN, vN offset0:1 offset1:2",
        "ds_write_b32 vN, vN offset:2000",
        "ds_write_b32 vN, vN offset:2004",
        "ds_write2_b64 vN, v[N:N], v[N:N] offset0:1 offset1:2",
        "ds_read2_b32 v[N:N], vN offset0:1 offset1:2",
        "ds_read_b32 vN, vN offset:2000",
        "ds_read_b32 vN, vN offset:2004",
        "ds_read2_b64 v[N:N], vN offset0:1 offset1:2",
    ] {
        assert!(l.iter().any(|x| x == w), "missing {w}: {l:?}");
    }
    assert!(
        !l.iter()
            .any(|x| x.starts_with("ds_read_b64") || x.starts_with("ds_read_b128")),
        "{l:?}"
    );
    let l = mem_lines(LDS_UNALIGNED, "gfx1100");
    assert!(
        l.iter()
            .any(|x| x == "ds_load_2addr_b32 v[N:N], vN offset0:1 offset1:2"),
        "{l:?}"
    );
}
