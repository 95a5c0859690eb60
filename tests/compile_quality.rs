//! Code quality against llc-19 (issue 7): precise checks of the selected code for the
//! improvements the `bench_llc` figures rest on, so that a regression fails here rather than
//! only in the benchmark. Correctness of the same kernels is `compile_matrix`'s job.

mod common;

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
/// global instruction's offset field; a pointer plus a sign-extended index times a constant
/// is one `v_mad_i64_i32`;
/// `x + 0` costs nothing; a dead 64-bit product (a multi-instruction group whose temporaries
/// are read only inside it) is removed. (The two loads are 8 bytes apart, not adjacent:
/// adjacent ones would be one wider load, `gfxc_lower::merge_loads`.)
#[test]
fn constant_offsets_shifts_identities_and_dead_groups() {
    let src = "kernel @k(v0: ptr.global, v1: ptr.global) {
block0:
    v2 = workitem_id x
    v3 = sext.i64 v2
    v4 = iconst.i64 16
    v5 = mul.i64 v3, v4
    v6 = ptradd v1, v5
    v7 = load.f32 v6
    v8 = iconst.i64 8
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
        // in + sext(i) * 16 and out + sext(i) * 16 (`+ 0` looked through): one
        // `v_mad_i64_i32` each; no shift, sign, multiply or 64-bit add; `+ 8` an offset.
        assert_eq!(count(&asm, "v_mad_i64_i32"), 2, "{cpu}\n{asm}");
        for m in [
            "v_lshlrev_b64",
            "v_ashrrev_i32",
            "v_mul_",
            "v_add_co",
            "v_addc_co",
        ] {
            assert_eq!(count(&asm, m), 0, "{cpu}: {m}\n{asm}");
        }
        assert_eq!(count(&asm, "global_load"), 2, "{cpu}\n{asm}");
        assert!(asm.contains(" offset:8"), "{cpu}\n{asm}");
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

/// A kernel whose lanes compute the i1 `op` from two divergent conditions `a` (gid < n) and
/// `b` (gid & 3 == 1) and the constants `t`/`f` (`iconst.i1`), then store it as 0/1.
fn i1_kernel(body: &str) -> String {
    format!(
        "kernel @k(v0: ptr.global, v1: i32) {{
block0:
    v3 = workitem_id x
    v4 = workgroup_id x
    v5 = workgroup_size x
    v6 = mul.i32 v4, v5
    v7 = add.i32 v6, v3
    a = icmp.i32 slt v7, v1
    v20 = iconst.i32 3
    v21 = and.i32 v7, v20
    v22 = iconst.i32 1
    b = icmp.i32 eq v21, v22
    t = iconst.i1 1
    f = iconst.i1 0
    r = {body}
    v11 = zext.i32 r
    v12 = zext.i64 v7
    v13 = iconst.i64 4
    v14 = mul.i64 v12, v13
    v15 = ptradd v0, v14
    store v11, v15
    return
}}
"
    )
}

/// The i1 operations with a constant operand that fold on lane masks (`isel/src/arith.rs`,
/// `mask_binary_const`, and `zext`/`sext` of a constant), each written with its constant in
/// every position (and `select`s of constants, not folded): on all 13 target modes the code object gives the interpreter's result (lanes
/// on both sides of each condition, n = 37 cuts a wave), and on gfx900 no lane mask is
/// materialised from a constant (`s_mov_b64 s[..], 0` or `-1`): the constant went into the
/// operation.
#[test]
fn i1_operations_with_constants_fold_on_lane_masks() {
    let forms = [
        "and.i1 a, t",
        "and.i1 f, a",
        "or.i1 a, f",
        "or.i1 t, a",
        "xor.i1 a, f",
        "xor.i1 a, t",
        "xor.i1 t, a",
    ];
    // Not folded (a fold made generated CFG shapes too short for the hazard analysis's
    // path bound on GFX10+, `emit/src/nop_insertion.rs`): checked for results only.
    let unfolded = [
        "select.i1 a, t, f",
        "select.i1 a, f, t",
        "select.i1 a, t, b",
        "select.i1 a, f, b",
        "select.i1 a, b, f",
        "select.i1 a, b, t",
        "select.i1 a, t, t",
        "select.i1 t, a, b",
        "select.i1 f, a, b",
    ];
    let launch = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "out"}, {"i32": 37}],
  "buffers": {"out": {"type": "i32", "len": 128, "init": {"fill": -1}}},
  "lds_dynamic": 0}"#;
    // The IR text format names values `vN`: give the placeholders numbers.
    let number = |s: &str| {
        s.replace(" a =", " v30 =")
            .replace(" b =", " v31 =")
            .replace(" t =", " v32 =")
            .replace(" f =", " v33 =")
            .replace(" r =", " v34 =")
            .replace("zext.i32 r", "zext.i32 v34")
    };
    let operands = |s: &str| {
        s.split(' ')
            .map(|w| match w.trim_end_matches(',') {
                "a" => w.replace('a', "v30"),
                "b" => w.replace('b', "v31"),
                "t" => w.replace('t', "v32"),
                "f" => w.replace('f', "v33"),
                _ => w.to_string(),
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    for form in unfolded {
        let src = number(&i1_kernel(&operands(form)));
        common::gir_matches_interpreter(form, &src, launch, common::ALL_TARGETS);
    }
    for form in forms {
        let src = number(&i1_kernel(&operands(form)));
        common::gir_matches_interpreter(form, &src, launch, common::ALL_TARGETS);
        let asm = asm_of_source("k.gir", &src, "gfx900");
        let consts = asm
            .lines()
            .filter(|l| {
                let l = l.trim();
                l.starts_with("s_mov_b64") && (l.ends_with(", 0") || l.ends_with(", -1"))
            })
            .count();
        assert_eq!(consts, 0, "{form}: a constant lane mask\n{asm}");
    }
}

/// A divergent if/else on `gid < n`: the then side passes the index, the else side
/// `else_side` computes v14 (from v12, the lane's address, and v7, its index); the join
/// stores the value.
fn if_else_kernel(else_side: &str) -> String {
    format!(
        "kernel @k(v0: ptr.global, v1: i32) {{
block0:
    v3 = workitem_id x
    v4 = workgroup_id x
    v5 = workgroup_size x
    v6 = mul.i32 v4, v5
    v7 = add.i32 v6, v3
    v8 = icmp.i32 slt v7, v1
    v9 = zext.i64 v7
    v10 = iconst.i64 4
    v11 = mul.i64 v9, v10
    v12 = ptradd v0, v11
    brif v8, block1, block2
block1:
    jump block3(v7)
block2:
{else_side}
    jump block3(v14)
block3(v40: i32):
    store v40, v12
    return
}}
"
    )
}

/// The else side of a divergent region is skipped with `s_cbranch_execz` from its flow block
/// exactly where LLVM 19 keeps such a skip (`isel/src/structured.rs`, `else_skips`;
/// `emit/src/skip_execz.rs`): an else side with a load gets one on all 13 modes, and a wave
/// whose lanes all take the then side executes only the join's store (one memory
/// instruction per wave, not two); a short VALU-only else side has none (the branch would
/// cost more than the side), nor has the then side, a move. Both give the interpreter's result with lanes on both sides.
#[test]
fn else_sides_with_memory_are_skipped_when_no_lane_takes_them() {
    let memory = "    v13 = load.i32 v12\n    v14 = add.i32 v13, v7";
    let short = "    v13 = mul.i32 v7, v7\n    v14 = add.i32 v13, v7";
    let launch = |n: u32| {
        format!(
            r#"{{"kernel": "k", "grid": [256, 1, 1], "block": [128, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": {n}}}],
  "buffers": {{"out": {{"type": "i32", "len": 256, "init": {{"fill": 5}}}}}},
  "lds_dynamic": 0}}"#
        )
    };
    let src = if_else_kernel(memory);
    // Mixed lanes (n = 100 cuts a wave of both sizes), and every lane on one side.
    for n in [100, 0, 256] {
        common::gir_matches_interpreter("memory", &src, &launch(n), common::ALL_TARGETS);
    }
    common::gir_matches_interpreter(
        "short",
        &if_else_kernel(short),
        &launch(100),
        common::ALL_TARGETS,
    );
    let m = common::gir_module(&src);
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch(256)).unwrap();
    for (cpu, mattr) in common::ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
        // The flow block's skip of the else side only.
        assert_eq!(count(&asm, "s_cbranch_execz"), 1, "{cpu}{mattr}\n{asm}");
        let obj = gfxc::compile_module(&m, &t).unwrap();
        let (_, st) = gfxc_sim::simulate(&obj, &spec, &Default::default()).unwrap();
        let mem = st.by_class[gfxc_sim::sem::Class::Vmem as usize]
            + st.by_class[gfxc_sim::sem::Class::Flat as usize];
        assert_eq!(
            mem, st.waves,
            "{cpu}{mattr}: memory instructions of {} waves",
            st.waves
        );
        let short_asm =
            gfxc::compile::compile_module_asm(&common::gir_module(&if_else_kernel(short)), &t)
                .unwrap();
        assert_eq!(
            count(&short_asm, "s_cbranch_execz"),
            0,
            "{cpu}{mattr}\n{short_asm}"
        );
    }
}

/// `n` divergent if/else regions in a row, each side loading (so each keeps both of its
/// execz skips): the paths through them multiply by four per region.
fn region_chain(n: usize) -> String {
    let mut s = String::from(
        "kernel @k(v0: ptr.global, v1: i32) {
block0:
    v3 = workitem_id x
    v9 = zext.i64 v3
    v10 = iconst.i64 4
    v11 = mul.i64 v9, v10
    v12 = ptradd v0, v11
",
    );
    let mut cur = "v3".to_string();
    let mut v = 100;
    for i in 0..n {
        let (c, a, ta, b, d, p) = (v, v + 1, v + 2, v + 3, v + 4, v + 5);
        v += 6;
        let (t, e, j) = (3 * i + 1, 3 * i + 2, 3 * i + 3);
        s += &format!(
            "    v{c} = icmp.i32 slt {cur}, v1
    brif v{c}, block{t}, block{e}
block{t}:
    v{ta} = load.i32 v12
    v{a} = add.i32 {cur}, v{ta}
    jump block{j}(v{a})
block{e}:
    v{b} = load.i32 v12
    v{d} = add.i32 v{b}, {cur}
    jump block{j}(v{d})
block{j}(v{p}: i32):
"
        );
        cur = format!("v{p}");
    }
    s + &format!("    store {cur}, v12\n    return\n}}\n")
}

/// Occurrences in `asm` of the reset barrier of `cpu` (`gfxc_emit::nop_insertion::reset_barrier`)
/// as consecutive instruction lines.
fn count_reset_barriers(asm: &str, cpu: &str) -> usize {
    let t = Target::parse(cpu).unwrap();
    let opts = gfxc::isa::print::PrintOpts {
        wave64: t.wave_size() == 64,
    };
    let barrier: Vec<String> = gfxc_emit::nop_insertion::reset_barrier(&t)
        .unwrap()
        .iter()
        .map(|i| gfxc::isa::print::print(i, opts, None))
        .collect();
    assert!(!barrier.is_empty(), "{cpu}: empty reset barrier");
    let lines: Vec<&str> = asm.lines().map(str::trim).collect();
    lines
        .windows(barrier.len())
        .filter(|w| w.iter().zip(&barrier).all(|(a, b)| a == b))
        .count()
}

/// When the else skips make more paths reach one block than the hazard analysis follows
/// (`emit/src/nop_insertion.rs` `MAX_TAILS`; GFX10+ looks back 64 wait states), the block
/// starts with a reset (`reset_barrier`: the call-boundary instructions) instead of
/// refusing or dropping skips: 10 regions in a row keep all 20 skips on GFX10 and GFX11,
/// and give the interpreter's result on every target; GFX10 needs a reset there (GFX11's
/// pattern horizons keep its histories few), 4 regions need none.
#[test]
fn else_skips_yield_to_the_hazard_analysis_path_bound() {
    let launch = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "out"}, {"i32": 40}],
  "buffers": {"out": {"type": "i32", "len": 128, "init": {"fill": 3}}},
  "lds_dynamic": 0}"#;
    for n in [4, 10] {
        let src = region_chain(n);
        common::gir_matches_interpreter("chain", &src, launch, common::ALL_TARGETS);
        for cpu in ["gfx1010", "gfx1100"] {
            let asm = asm_of_source("chain.gir", &src, cpu);
            assert_eq!(
                count(&asm, "s_cbranch_execz"),
                2 * n,
                "{n} regions on {cpu}"
            );
            let resets = count_reset_barriers(&asm, cpu);
            let want_reset = n == 10 && cpu == "gfx1010";
            assert_eq!(
                resets > 0,
                want_reset,
                "{n} regions on {cpu}: {resets} resets"
            );
        }
    }
}
