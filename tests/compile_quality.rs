//! Code quality against llc-19 (issue 7): precise checks of the selected code for the
//! improvements the `bench_llc` figures rest on, so that a regression fails here rather than
//! only in the benchmark. Correctness of the same kernels is `compile_matrix`'s job.

use gfxc::isa::processors::Target;
use std::path::Path;

const TARGETS: &[&str] = &["gfx900", "gfx90a", "gfx1030", "gfx1100"];

fn asm_of_source(label: &str, src: &str, cpu: &str) -> String {
    let m = gfxc::load_source(gfxc::SourceKind::from_path(label), src)
        .unwrap_or_else(|d| panic!("{}", d.render(label)));
    let t = Target::parse(cpu).unwrap();
    gfxc::compile::compile_module_asm(&m, &t).unwrap_or_else(|d| panic!("{}", d.render(label)))
}

fn asm_of(path: &str, cpu: &str) -> String {
    let src = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(path)).unwrap();
    asm_of_source(path, &src, cpu)
}

/// Instruction lines whose mnemonic starts with `m`.
fn count(asm: &str, m: &str) -> usize {
    asm.lines()
        .filter(|l| l.trim_start().starts_with(m))
        .count()
}

/// `regpressure_128`: the 256 addresses are a chain of one `v_mad_u64_u32` each off the
/// previous address (`lower/src/rebase_addr.rs`); the 64-bit index arithmetic
/// (`(n*k + i) * 4`, formerly `v_mul_lo/hi_u32` groups kept live from load to store) is gone.
#[test]
fn regpressure_addresses_are_a_chain() {
    for cpu in TARGETS {
        let asm = asm_of("tests/corpus/regpressure_128.ll", cpu);
        assert_eq!(count(&asm, "v_mul_lo_u32"), 0, "{cpu}");
        assert_eq!(count(&asm, "v_mul_hi_u32"), 0, "{cpu}");
        let mads = count(&asm, "v_mad_u64_u32");
        assert!((254..=256).contains(&mads), "{cpu}: {mads} v_mad_u64_u32");
    }
}

/// `sgemm_tiled.ll`: the 32 LDS reads of the inner loop address `As[ty][k]` and `Bs[k][tx]`
/// from two bases with the constant part in the DS offset fields (llc does the same), paired
/// into `ds_read2_b32` (`isel/src/ds_pairing.rs`; each counts for two reads).
#[test]
fn lds_constant_offsets_fold_into_ds_instructions() {
    for cpu in ["gfx900", "gfx1030"] {
        let asm = asm_of("tests/corpus/sgemm_tiled.ll", cpu);
        let reads = |m: &str| {
            asm.lines()
                .filter(|l| l.trim_start().starts_with(m) && l.contains("offset"))
                .count()
        };
        let with_offset = reads("ds_read_b32") + 2 * reads("ds_read2_b32");
        assert!(with_offset >= 30, "{cpu}: {with_offset}\n{asm}");
        // Before rebasing every one of the 64 LDS addresses had its own multiplies.
        let muls = count(&asm, "v_mul_lo_u32");
        assert!(muls <= 8, "{cpu}: {muls} v_mul_lo_u32\n{asm}");
    }
}

/// LDS addresses off a global at offset 0 (`inttoptr 0` after `lds_layout`) cost no add.
#[test]
fn lds_base_zero_costs_nothing() {
    for cpu in TARGETS {
        let asm = asm_of("tests/corpus/lds_reduce.ll", cpu);
        let zero_adds: Vec<&str> = asm
            .lines()
            .filter(|l| {
                let t = l.trim_start();
                t.starts_with("v_add_u32") && (t.contains(", 0, ") || t.ends_with(", 0"))
            })
            .collect();
        assert!(zero_adds.is_empty(), "{cpu}: {zero_adds:?}");
    }
}

/// Addresses in one block differing by a constant share one base register and use the
/// global instruction's offset field; a 64-bit multiply by a power of two is one shift;
/// `x + 0` costs nothing; a dead 64-bit product (a multi-instruction group whose temporaries
/// are read only inside it) is removed.
#[test]
fn constant_offsets_shifts_identities_and_dead_groups() {
    let src = "kernel @k(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = sext.i64 v2
    v4 = iconst.i64 8
    v5 = mul.i64 v3, v4
    v6 = ptradd v1, v5
    v7 = load.f32 v6
    v8 = iconst.i64 4
    v9 = add.i64 v5, v8
    v10 = ptradd v1, v9
    v11 = load.f32 v10
    v12 = fadd.f32 v7, v11
    v13 = iconst.i64 0
    v14 = add.i64 v5, v13
    v15 = ptradd v0, v14
    store v12, v15
    v16 = mul.i64 v3, v3
    return
}
";
    for cpu in TARGETS {
        let asm = asm_of_source("k.gir", src, cpu);
        assert_eq!(count(&asm, "v_lshlrev_b64"), 1, "{cpu}\n{asm}");
        assert_eq!(count(&asm, "v_mul_"), 0, "{cpu}\n{asm}");
        assert_eq!(count(&asm, "global_load"), 2, "{cpu}\n{asm}");
        assert!(asm.contains(" offset:4"), "{cpu}\n{asm}");
        // in + 8*i and out + 8*i: two 64-bit adds, nothing for `+ 0` and `+ 4`.
        let adds = count(&asm, "v_add_co_u32") + count(&asm, "v_add_co_ci_u32");
        let adds = adds + count(&asm, "v_addc_co_u32");
        assert_eq!(adds, 4, "{cpu}\n{asm}");
    }
}
