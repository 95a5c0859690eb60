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

/// The kernarg `s_load`s of each kernel of `asm` (base `s[0:1]`, the kernarg pointer of these
/// test kernels, which use no other scalar memory): `(line index, first dword, dwords)`.
fn kernarg_loads(lines: &[&str]) -> Vec<(usize, u32, u32)> {
    let mut out = Vec::new();
    for (k, l) in lines.iter().enumerate() {
        let l = l.trim_start();
        let Some(rest) = l.strip_prefix("s_load_") else {
            continue;
        };
        let mut it = rest.split_whitespace();
        let w = match it.next().unwrap_or("") {
            "dword" | "b32" => 1,
            "dwordx2" | "b64" => 2,
            "dwordx4" | "b128" => 4,
            "dwordx8" | "b256" => 8,
            "dwordx16" | "b512" => 16,
            other => panic!("unexpected scalar load {other}: {l}"),
        };
        let ops: Vec<&str> = rest.split(',').map(str::trim).collect();
        if ops.get(1) != Some(&"s[0:1]") {
            continue;
        }
        let off = ops[2].trim_start_matches("0x");
        let bytes = u32::from_str_radix(off, 16).unwrap_or_else(|_| panic!("offset of {l}"));
        out.push((k, bytes / 4, w));
    }
    out
}

/// Per kernel of `asm`: every kernarg dword is loaded at most once, every kernarg load comes
/// before the kernel's first wait, and (`one_wait`: straight-line kernels) the kernel waits for
/// scalar memory exactly once (`lower/src/segment_loads.rs` makes sub-dword reads dword reads; `isel/src/kernarg_loads.rs`
/// reads each dword once, at entry, in merged loads).
fn assert_kernarg_read_once(asm: &str, what: &str, one_wait: bool) {
    let mut kernels = 0;
    for body in asm.split(".p2align").skip(1) {
        let lines: Vec<&str> = body
            .lines()
            .take_while(|l| !l.trim_start().starts_with("s_endpgm"))
            .collect();
        let loads = kernarg_loads(&lines);
        if loads.is_empty() {
            continue;
        }
        kernels += 1;
        let mut seen = std::collections::BTreeSet::new();
        for &(_, d, w) in &loads {
            for x in d..d + w {
                assert!(
                    seen.insert(x),
                    "{what}: kernarg dword {x} loaded twice\n{body}"
                );
            }
        }
        let first_wait = lines
            .iter()
            .position(|l| l.trim_start().starts_with("s_waitcnt"))
            .unwrap_or(usize::MAX);
        assert!(
            loads.iter().all(|&(k, _, _)| k < first_wait),
            "{what}: a kernarg load after a wait\n{body}"
        );
        let lgkm = lines.iter().filter(|l| l.contains("lgkmcnt")).count();
        assert!(lgkm >= 1, "{what}: no wait for the kernarg loads\n{body}");
        if one_wait {
            assert_eq!(lgkm, 1, "{what}: scalar-memory waits\n{body}");
        }
    }
    assert!(kernels > 0, "{what}: no kernel reads its arguments\n{asm}");
}

/// The OpenCL work-item functions read the u16 hidden arguments (group sizes, remainders:
/// two per dword) and the block counts: each dword once, at entry, in merged loads.
#[test]
fn hidden_argument_reads_are_merged_at_entry() {
    for cpu in TARGETS {
        let asm = asm_of("tests/opencl/work_items.ll", cpu);
        assert_kernarg_read_once(&asm, &format!("work_items {cpu}"), true);
    }
}

/// Generated kernels: by-value arguments of 1, 2, 4 and 8 bytes in many orders (so sub-dword
/// arguments share dwords at every byte offset), some read only inside a divergent branch or a
/// loop; each kernarg dword is still read once, before the first wait.
#[test]
fn explicit_argument_reads_are_merged_at_entry() {
    let tys = ["i8", "i16", "i32", "i64"];
    for seed in 0u32..12 {
        let n = 3 + (seed % 9) as usize;
        let mut x = seed.wrapping_mul(2_654_435_761).wrapping_add(12345);
        let mut params = vec!["ptr addrspace(1) %out".to_string()];
        let mut body = String::new();
        body.push_str("entry:\n  %t = call i32 @llvm.amdgcn.workitem.id.x()\n");
        body.push_str("  %c = icmp ult i32 %t, 7\n  br i1 %c, label %then, label %join\n");
        let mut then = String::from("then:\n");
        let mut join = String::from("join:\n");
        for k in 0..n {
            x ^= x << 13;
            x ^= x >> 17;
            x ^= x << 5;
            let ty = tys[(x % 4) as usize];
            params.push(format!("{ty} %a{k}"));
            let blk = if x & 16 != 0 { &mut then } else { &mut join };
            let v = if ty == "i32" {
                format!("%a{k}")
            } else if ty == "i64" {
                blk.push_str(&format!("  %v{k} = trunc i64 %a{k} to i32\n"));
                format!("%v{k}")
            } else {
                blk.push_str(&format!("  %v{k} = zext {ty} %a{k} to i32\n"));
                format!("%v{k}")
            };
            blk.push_str(&format!(
                "  %p{k} = getelementptr i32, ptr addrspace(1) %out, i32 {k}\n  store i32 {v}, ptr addrspace(1) %p{k}\n"
            ));
        }
        then.push_str("  br label %join\n");
        join.push_str("  ret void\n");
        let src = format!(
            "define amdgpu_kernel void @args(ptr addrspace(1) %out{}) {{\n{body}{then}{join}}}\n\
             declare i32 @llvm.amdgcn.workitem.id.x()\n",
            params[1..]
                .iter()
                .map(|p| format!(", {p}"))
                .collect::<String>()
        );
        for cpu in TARGETS {
            let asm = asm_of_source("args.ll", &src, cpu);
            assert_kernarg_read_once(&asm, &format!("seed {seed} {cpu}\n{src}"), false);
        }
    }
}
