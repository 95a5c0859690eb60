//! Type classes of LLVM IR the `.ll` reader maps onto gfxc IR, generated over every width and
//! checked three ways: the interpreter against a reference computed here from LangRef's
//! definitions, and the compiled kernel on the simulator against the interpreter, on all 13
//! target modes of the pass matrix (`common::ALL_TARGETS`).
//!
//! - `<N x i1>` in memory, N = 2..=32: LLVM packs the lanes as bits (lane `k` at bit `k`,
//!   `ceil(N/8)` bytes; LangRef "Vector Type"), where a gfxc `i1xN` is a byte per lane, so
//!   the reader loads and stores the packed bytes (`ll/src/lower.rs`, `packed_bool_memory`).
//!   Each kernel loads a vector, reverses its lanes with `shufflevector`, xors it with a
//!   constant, stores it, and stores lane 0 zero-extended. (Before the fix, `legalize` left a
//!   use of a replaced `i1xN` load for `narrow_vectors`: "lowered IR does not verify".)

mod common;

use gfxc_ir::launch::{ArgSpec, BufferSpec, ElemType, Init, LaunchSpec};

/// Work-items per launch (one work-group).
const THREADS: usize = 64;

fn bytes_buffer(name: &str, v: Vec<u8>) -> BufferSpec {
    BufferSpec {
        name: name.into(),
        ty: ElemType::from_name("u8").unwrap(),
        len: v.len() as u64,
        init: Init::Values(v.into_iter().map(u64::from).collect()),
    }
}

fn launch(buffers: Vec<BufferSpec>) -> LaunchSpec {
    LaunchSpec {
        kernel: "k".into(),
        grid: [THREADS as u32, 1, 1],
        block: [THREADS as u32, 1, 1],
        args: buffers
            .iter()
            .map(|b| ArgSpec::Buffer {
                name: b.name.clone(),
                offset: 0,
            })
            .collect(),
        buffers,
        lds_dynamic: 0,
        stack_bytes: gfxc::ir::launch::DEFAULT_STACK_BYTES,
    }
}

/// Imports `src`, runs it on the interpreter, compares buffer `out` with `want`, then compiles
/// it for every target mode and compares every buffer of the simulator with the interpreter's.
fn check(label: &str, src: &str, spec: &LaunchSpec, want: &[(usize, Vec<u8>)]) -> Vec<String> {
    let mut failures = Vec::new();
    let m = match gfxc::load_source(gfxc::SourceKind::LlvmIr, src) {
        Ok(m) => m,
        Err(d) => return vec![format!("{label}: import: {}", d.render("k.ll"))],
    };
    let got = match gfxc_ir::interp::run(&m, spec, &Default::default()) {
        Ok(g) => g,
        Err(e) => return vec![format!("{label}: interpreter: {}", e.render("k.ll"))],
    };
    for (b, w) in want {
        if got.buffers[*b].bytes != *w {
            failures.push(format!(
                "{label}: interpreter buffer {b}: {:?}, reference {:?}",
                &got.buffers[*b].bytes[..w.len().min(16)],
                &w[..w.len().min(16)]
            ));
        }
    }
    for (cpu, mattr) in common::ALL_TARGETS {
        let obj = match gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
            Ok(o) => o,
            Err(d) => {
                failures.push(format!("{label} {cpu}{mattr}: {}", d.render("k.ll")));
                continue;
            }
        };
        match gfxc_sim::simulate(&obj, spec, &Default::default()) {
            Ok((s, _)) => {
                for (k, (a, b)) in got.buffers.iter().zip(&s.buffers).enumerate() {
                    if a.bytes != b.bytes {
                        failures.push(format!("{label} {cpu}{mattr}: buffer {k} differs"));
                    }
                }
            }
            Err(e) => failures.push(format!("{label} {cpu}{mattr}: simulator: {e}")),
        }
    }
    failures
}

/// A deterministic byte stream (SplitMix64).
fn bytes(seed: u64, n: usize) -> Vec<u8> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_add(0x9e37_79b9_7f4a_7c15);
            let mut z = s;
            z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
            (z ^ (z >> 31)) as u8
        })
        .collect()
}

#[test]
fn bool_vectors_in_memory_are_bit_packed() {
    let mut failures = Vec::new();
    for n in 2..=32usize {
        let store = n.div_ceil(8);
        let size = store.next_power_of_two(); // alloc size: the GEP stride
        let vt = format!("<{n} x i1>");
        // The xor constant: lane k is true when k % 3 == 0.
        let cst: Vec<String> = (0..n)
            .map(|k| format!("i1 {}", if k % 3 == 0 { "true" } else { "false" }))
            .collect();
        let rev: Vec<String> = (0..n).map(|k| format!("i32 {}", n - 1 - k)).collect();
        let src = format!(
            "define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, ptr addrspace(1) %lane0) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %p = getelementptr {vt}, ptr addrspace(1) %in, i64 %i
  %x = load {vt}, ptr addrspace(1) %p, align 1
  %r = shufflevector {vt} %x, {vt} zeroinitializer, <{n} x i32> <{}>
  %y = xor {vt} %r, <{}>
  %q = getelementptr {vt}, ptr addrspace(1) %out, i64 %i
  store {vt} %y, ptr addrspace(1) %q, align 1
  %l = extractelement {vt} %x, i32 0
  %z = zext i1 %l to i32
  %o = getelementptr i32, ptr addrspace(1) %lane0, i64 %i
  store i32 %z, ptr addrspace(1) %o
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
",
            rev.join(", "),
            cst.join(", ")
        );
        let input = bytes(n as u64, THREADS * size);
        // Reference: lane k of item t is bit k of the item's bytes.
        let mut out = vec![0x5au8; THREADS * size];
        let mut lane0 = vec![0u8; THREADS * 4];
        for t in 0..THREADS {
            let bit = |k: usize| input[t * size + k / 8] >> (k % 8) & 1;
            for b in 0..store {
                out[t * size + b] = 0;
            }
            for k in 0..n {
                let v = bit(n - 1 - k) ^ u8::from(k % 3 == 0);
                out[t * size + k / 8] |= v << (k % 8);
            }
            lane0[t * 4] = bit(0);
        }
        let spec = launch(vec![
            bytes_buffer("in", input),
            bytes_buffer("out", vec![0x5a; THREADS * size]),
            bytes_buffer("lane0", vec![0; THREADS * 4]),
        ]);
        failures.extend(check(&vt, &src, &spec, &[(1, out), (2, lane0)]));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The explicit arguments of `k` in the metadata of `obj` as `offset size value_kind` lines.
fn metadata_args(obj: &[u8]) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-ll-types-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("k.o");
    std::fs::write(&f, obj).unwrap();
    let (rc, out, err) = common::gfxc(&["inspect", &common::path_str(&f)]);
    let _ = std::fs::remove_dir_all(&dir);
    assert_eq!(rc, 0, "{err}");
    let j: serde_json::Value = serde_json::from_str(&out).unwrap();
    fn find(v: &serde_json::Value) -> Option<&Vec<serde_json::Value>> {
        match v {
            serde_json::Value::Object(o) => o
                .get(".args")
                .and_then(|a| a.as_array())
                .or_else(|| o.values().find_map(find)),
            serde_json::Value::Array(a) => a.iter().find_map(find),
            _ => None,
        }
    }
    find(&j)
        .expect(".args in the metadata")
        .iter()
        .filter(|a| !a[".value_kind"].as_str().unwrap().starts_with("hidden"))
        .map(|a| {
            format!(
                "{} {} {}",
                a[".offset"],
                a[".size"],
                a[".value_kind"].as_str().unwrap()
            )
        })
        .collect()
}

/// By-value aggregate kernel arguments (structs, arrays, nested, with `i1` and `<N x i1>`
/// fields, empty) and a `byref` argument with `align 64`: the kernarg layout (offset, size,
/// kind of every explicit argument) equals llc-19's, committed as
/// `tests/data/ll_types/aggregate_args.llc19.args`; `extractvalue` reads each field at its
/// LLVM `StructLayout` offset (reference computed here from those offsets) on the interpreter
/// and on the simulator on every target mode.
#[test]
fn aggregate_and_byref_kernel_arguments_follow_llc_layout() {
    let dir = common::root().join("tests/data/ll_types");
    let src = std::fs::read_to_string(dir.join("aggregate_args.ll")).unwrap();
    let golden: Vec<String> = std::fs::read_to_string(dir.join("aggregate_args.llc19.args"))
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}", d.render("aggregate_args.ll")));
    for (cpu, mattr) in common::ALL_TARGETS {
        let obj = gfxc::compile_module(&m, &common::target_with(cpu, mattr))
            .unwrap_or_else(|d| panic!("{cpu}{mattr}: {}", d.render("aggregate_args.ll")));
        assert_eq!(metadata_args(&obj), golden, "{cpu}{mattr}: kernarg layout");
    }
    // The arguments' bytes, in parameter order after `out` (sizes from the golden layout).
    let sizes: Vec<usize> = golden[1..]
        .iter()
        .map(|l| l.split(' ').nth(1).unwrap().parse().unwrap())
        .collect();
    let args: Vec<Vec<u8>> = sizes
        .iter()
        .enumerate()
        .map(|(i, &s)| bytes(100 + i as u64, s))
        .collect();
    let [a, d, b, ms, c, arr, n, r, e, bits, _empty, h] = &args[..] else {
        panic!("12 arguments after out");
    };
    let mut want = vec![0x5au8; 72];
    let mut put = |at: usize, v: &[u8]| want[at..at + v.len()].copy_from_slice(v);
    put(0, &a[..1]);
    put(4, &d[4..8]);
    put(8, &d[12..16]);
    put(12, &b[..4]);
    put(16, &ms[8..16]); // %struct.mix: i8 @0, double @8, <3 x float> @16, i16 @32
    put(24, &ms[16..28]);
    put(36, &ms[32..34]);
    put(38, &ms[..1]);
    put(39, &c[..1]);
    put(40, &arr[4..5]);
    put(42, &n[6..8]); // %struct.nest: i8 @0, [3 x i16] @2, { i8, i64 } @8 (i64 @16)
    put(48, &n[16..24]);
    put(56, &r[8..16]);
    put(64, &e[..2]);
    put(66, &[bits[0] & 1]); // { i1 @0, <4 x i1> @1 }, lane 3 = bit 3
    put(67, &[bits[1] >> 3 & 1]);
    put(68, &h[4..8]);
    let scalar = |name: &str, v: &[u8]| {
        let mut x = [0u8; 8];
        x[..v.len()].copy_from_slice(v);
        ArgSpec::Scalar {
            ty: ElemType::from_name(name).unwrap(),
            bits: u64::from_le_bytes(x),
        }
    };
    let mut spec = launch(vec![bytes_buffer("out", vec![0x5a; 72])]);
    spec.args.extend([
        scalar("u8", a),
        ArgSpec::Bytes(d.clone()),
        scalar("u32", b),
        ArgSpec::Bytes(ms.clone()),
        scalar("u8", c),
        ArgSpec::Bytes(arr.clone()),
        ArgSpec::Bytes(n.clone()),
        ArgSpec::Bytes(r.clone()),
        scalar("u16", e),
        ArgSpec::Bytes(bits.clone()),
        ArgSpec::Bytes(vec![]),
        ArgSpec::Bytes(h.clone()),
    ]);
    let failures = check("aggregate_args", &src, &spec, &[(0, want)]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The launch format reads an argument given as bytes, and a by-value argument of the wrong
/// size is a launch error on both engines, not a silent truncation.
#[test]
fn bytes_arguments_are_checked() {
    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [1,1,1], "block": [1,1,1], "args": [{"bytes": [1, 2, 255]}], "buffers": {}}"#,
    )
    .unwrap();
    assert_eq!(spec.args, vec![ArgSpec::Bytes(vec![1, 2, 255])]);
    assert!(LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [1,1,1], "block": [1,1,1], "args": [{"bytes": [256]}], "buffers": {}}"#
    )
    .is_err());
    let src = "define amdgpu_kernel void @k([2 x i32] %x) {\n  ret void\n}\n";
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src).unwrap();
    let e = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap_err();
    assert!(
        e.render("k.ll").contains("takes 8 bytes by reference"),
        "{}",
        e.render("k.ll")
    );
    let obj = gfxc::compile_module(&m, &common::target_with("gfx900", "")).unwrap();
    let e = gfxc_sim::simulate(&obj, &spec, &Default::default()).unwrap_err();
    assert!(e.to_string().contains("3 bytes cannot stand"), "{e}");
}

/// The operations of the odd-width kernel, in output-slot order.
const ODD_OPS: [&str; 26] = [
    "add",
    "sub",
    "mul",
    "and",
    "or",
    "xor",
    "shl",
    "lshr",
    "ashr",
    "udiv",
    "urem",
    "sdiv",
    "srem",
    "slt",
    "ult",
    "eq",
    "sle",
    "ctlz",
    "cttz",
    "ctpop",
    "bitreverse",
    "abs",
    "smin",
    "smax",
    "umin",
    "umax",
];

/// The reference of one odd-width operation on `W`-bit operands (LangRef).
fn odd_reference(op: &str, w: u32, a: u64, b: u64) -> u64 {
    let m = (1u64 << w) - 1;
    let (a, b) = (a & m, b & m);
    let sx = |x: u64| ((x << (64 - w)) as i64) >> (64 - w);
    let s = b % w as u64;
    let d = (b & ((1u64 << (w - 2)) - 1)) | 1; // a positive divisor, never 0 or -1
    let r = match op {
        "add" => a.wrapping_add(b),
        "sub" => a.wrapping_sub(b),
        "mul" => a.wrapping_mul(b),
        "and" => a & b,
        "or" => a | b,
        "xor" => a ^ b,
        "shl" => a << s,
        "lshr" => a >> s,
        "ashr" => (sx(a) >> s) as u64,
        "udiv" => a / d,
        "urem" => a % d,
        "sdiv" => (sx(a) / d as i64) as u64,
        "srem" => (sx(a) % d as i64) as u64,
        "slt" => u64::from(sx(a) < sx(b)),
        "ult" => u64::from(a < b),
        "eq" => u64::from(a == b),
        "sle" => u64::from(sx(a) <= sx(b)),
        "ctlz" if a == 0 => w as u64,
        "ctlz" => (a.leading_zeros() - (64 - w)) as u64,
        "cttz" if a == 0 => w as u64,
        "cttz" => a.trailing_zeros() as u64,
        "ctpop" => a.count_ones() as u64,
        "bitreverse" => a.reverse_bits() >> (64 - w),
        "abs" => sx(a).wrapping_abs() as u64,
        "smin" => sx(a).min(sx(b)) as u64,
        "smax" => sx(a).max(sx(b)) as u64,
        "umin" => a.min(b),
        "umax" => a.max(b),
        _ => unreachable!(),
    };
    r & m
}

fn odd_kernel(w: u32) -> String {
    let t = format!("i{w}");
    let mut s = format!(
        "define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, ptr addrspace(1) %wide) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %pa = getelementptr {t}, ptr addrspace(1) %a, i64 %i
  %x = load {t}, ptr addrspace(1) %pa, align 1
  %pb = getelementptr {t}, ptr addrspace(1) %b, i64 %i
  %y = load {t}, ptr addrspace(1) %pb, align 1
  %s = urem {t} %y, {w}
  %dm = and {t} %y, {}
  %d = or {t} %dm, 1
"
        , (1u64 << (w - 2)) - 1
    );
    for (k, op) in ODD_OPS.iter().enumerate() {
        let rhs = match *op {
            "shl" | "lshr" | "ashr" => "%s",
            "udiv" | "urem" | "sdiv" | "srem" => "%d",
            _ => "%y",
        };
        if matches!(*op, "ctlz" | "cttz" | "abs") {
            s.push_str(&format!(
                "  %r{k} = call {t} @llvm.{op}.{t}({t} %x, i1 false)\n"
            ));
        } else if matches!(*op, "ctpop" | "bitreverse") {
            s.push_str(&format!("  %r{k} = call {t} @llvm.{op}.{t}({t} %x)\n"));
        } else if matches!(*op, "smin" | "smax" | "umin" | "umax") {
            s.push_str(&format!(
                "  %r{k} = call {t} @llvm.{op}.{t}({t} %x, {t} %y)\n"
            ));
        } else if matches!(*op, "slt" | "ult" | "eq" | "sle") {
            s.push_str(&format!(
                "  %c{k} = icmp {op} {t} %x, %y\n  %r{k} = zext i1 %c{k} to {t}\n"
            ));
        } else {
            s.push_str(&format!("  %r{k} = {op} {t} %x, {rhs}\n"));
        }
        s.push_str(&format!(
            "  %j{k} = add i64 %i, {}\n  %q{k} = getelementptr {t}, ptr addrspace(1) %out, i64 %j{k}\n  store {t} %r{k}, ptr addrspace(1) %q{k}, align 1\n",
            k * THREADS
        ));
    }
    // Conversions through i64 and back.
    s.push_str(&format!(
        "  %sx = sext {t} %x to i64
  %zx = zext {t} %x to i64
  %w3 = mul i64 %zx, 3
  %tr = trunc i64 %w3 to {t}
  %i2 = mul i64 %i, 3
  %qw0 = getelementptr i64, ptr addrspace(1) %wide, i64 %i2
  store i64 %sx, ptr addrspace(1) %qw0
  %i3 = add i64 %i2, 1
  %qw1 = getelementptr i64, ptr addrspace(1) %wide, i64 %i3
  store i64 %zx, ptr addrspace(1) %qw1
  %i4 = add i64 %i2, 2
  %qw2 = getelementptr i64, ptr addrspace(1) %wide, i64 %i4
  %tz = zext {t} %tr to i64
  store i64 %tz, ptr addrspace(1) %qw2
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
"
    ));
    s
}

/// Every odd integer width `i2`..`i63` (not 8, 16, 32): arithmetic, bit operations, shifts,
/// division, signed and unsigned compares, the bit-counting, `abs` and min/max intrinsics, loads and stores of the store size, and
/// `sext`/`zext`/`trunc` through `i64`, against LangRef computed here, on the interpreter and
/// the simulator on all 13 target modes.
#[test]
fn odd_width_integers_are_promoted() {
    let mut failures = Vec::new();
    for w in (2..64u32).filter(|w| ![8, 16, 32].contains(w)) {
        let size = w.div_ceil(8).next_power_of_two() as usize; // LLVM alloc size: the stride
        let store = w.div_ceil(8) as usize;
        let (a, b) = (
            bytes(w as u64, THREADS * size),
            bytes(1000 + w as u64, THREADS * size),
        );
        let get = |v: &[u8], t: usize| {
            let mut x = [0u8; 8];
            x[..store].copy_from_slice(&v[t * size..t * size + store]);
            u64::from_le_bytes(x) & ((1u64 << w) - 1)
        };
        let mut out = vec![0x5au8; ODD_OPS.len() * THREADS * size];
        let mut wide = vec![0u8; THREADS * 24];
        for t in 0..THREADS {
            let (x, y) = (get(&a, t), get(&b, t));
            for (k, op) in ODD_OPS.iter().enumerate() {
                let r = odd_reference(op, w, x, y);
                let at = (k * THREADS + t) * size;
                out[at..at + store].copy_from_slice(&r.to_le_bytes()[..store]);
            }
            let sx = (((x << (64 - w)) as i64) >> (64 - w)) as u64;
            let tr = x.wrapping_mul(3) & ((1u64 << w) - 1);
            for (k, v) in [sx, x, tr].into_iter().enumerate() {
                wide[t * 24 + 8 * k..t * 24 + 8 * k + 8].copy_from_slice(&v.to_le_bytes());
            }
        }
        let spec = launch(vec![
            bytes_buffer("a", a),
            bytes_buffer("b", b),
            bytes_buffer("out", vec![0x5a; ODD_OPS.len() * THREADS * size]),
            bytes_buffer("wide", vec![0; THREADS * 24]),
        ]);
        failures.extend(check(
            &format!("i{w}"),
            &odd_kernel(w),
            &spec,
            &[(2, out), (3, wide)],
        ));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `i128` as clang and LLVM's tests use it: a kernel argument (passed by reference, 16 bytes
/// at alignment 8: llc-19's layout, committed as `tests/data/ll_types/i128.llc19.args`),
/// loads and stores, `mul`, a signed compare and a phi, against `u128`/`i128` arithmetic here,
/// on the interpreter and the simulator on all 13 target modes.
#[test]
fn i128_memory_arguments_and_phis() {
    let dir = common::root().join("tests/data/ll_types");
    let src = std::fs::read_to_string(dir.join("i128.ll")).unwrap();
    let golden: Vec<String> = std::fs::read_to_string(dir.join("i128.llc19.args"))
        .unwrap()
        .lines()
        .map(String::from)
        .collect();
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}", d.render("i128.ll")));
    let obj = gfxc::compile_module(&m, &common::target_with("gfx900", "")).unwrap();
    assert_eq!(metadata_args(&obj), golden, "kernarg layout");
    let input = bytes(128, THREADS * 16);
    let kb = bytes(129, 16);
    let k = u128::from_le_bytes(kb.clone().try_into().unwrap());
    let mut want = vec![0u8; THREADS * 16];
    for t in 0..THREADS {
        let x = u128::from_le_bytes(input[t * 16..t * 16 + 16].try_into().unwrap());
        let m = x.wrapping_mul(k);
        let r = if (x as i128) < (k as i128) {
            m.wrapping_add(12345678901234567890123)
        } else {
            m
        };
        want[t * 16..t * 16 + 16].copy_from_slice(&r.to_le_bytes());
    }
    let mut spec = launch(vec![
        bytes_buffer("out", vec![0; THREADS * 16]),
        bytes_buffer("a", input),
    ]);
    spec.args = vec![
        ArgSpec::Buffer {
            name: "out".into(),
            offset: 0,
        },
        ArgSpec::Scalar {
            ty: ElemType::from_name("u8").unwrap(),
            bits: 7,
        },
        ArgSpec::Bytes(kb),
        ArgSpec::Buffer {
            name: "a".into(),
            offset: 0,
        },
    ];
    let failures = check("i128", &src, &spec, &[(0, want)]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `<1 x T>` for every scalar type: it is its lane (`load`, `extractelement`, arithmetic,
/// `insertelement`, a constant vector, `store`), on the interpreter (against the reference
/// computed here) and the simulator on all 13 target modes.
#[test]
fn single_lane_vectors_are_their_lane() {
    let mut failures = Vec::new();
    for (t, bytes_per) in [("i8", 1), ("i16", 2), ("i32", 4), ("i64", 8)] {
        let src = format!(
            "define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = getelementptr <1 x {t}>, ptr addrspace(1) %in, i32 %tid
  %v = load <1 x {t}>, ptr addrspace(1) %p
  %w = add <1 x {t}> %v, <{t} 3>
  %e = extractelement <1 x {t}> %w, i32 0
  %f = xor {t} %e, 5
  %u = insertelement <1 x {t}> poison, {t} %f, i64 0
  %q = getelementptr <1 x {t}>, ptr addrspace(1) %out, i32 %tid
  store <1 x {t}> %u, ptr addrspace(1) %q
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
"
        );
        let input = bytes(bytes_per as u64, THREADS * bytes_per);
        let mut want = vec![0u8; THREADS * bytes_per];
        let m = if bytes_per == 8 {
            u64::MAX
        } else {
            (1u64 << (8 * bytes_per)) - 1
        };
        for i in 0..THREADS {
            let mut x = [0u8; 8];
            x[..bytes_per].copy_from_slice(&input[i * bytes_per..(i + 1) * bytes_per]);
            let r = (u64::from_le_bytes(x).wrapping_add(3) ^ 5) & m;
            want[i * bytes_per..(i + 1) * bytes_per].copy_from_slice(&r.to_le_bytes()[..bytes_per]);
        }
        let spec = launch(vec![
            bytes_buffer("in", input),
            bytes_buffer("out", vec![0; THREADS * bytes_per]),
        ]);
        failures.extend(check(&format!("<1 x {t}>"), &src, &spec, &[(1, want)]));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Vectors of odd-width lanes `<K x iN>` (every K = 2..=8 and odd N with K*N <= 64): held
/// as vectors of containers, bit-packed in memory and in the kernarg segment (lane `j` at bit
/// `j*N`, as LLVM lays vectors out). Each kernel loads two vectors, adds them, xors a kernel
/// argument vector in, takes the signed minimum with `icmp sle` + `select`, `ashr`s by 1, and
/// stores the results; checked against the reference here on the interpreter and on the
/// simulator on all 13 target modes.
#[test]
fn odd_lane_vectors_are_bit_packed() {
    let mut failures = Vec::new();
    for k in 2..=8u32 {
        for n in (2..64u32).filter(|n| ![8, 16, 32].contains(n) && k * n <= 64) {
            let store = (k * n).div_ceil(8) as usize;
            let size = store.next_power_of_two(); // alloc size: the GEP stride
            let vt = format!("<{k} x i{n}>");
            let src = format!(
                "define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %out, {vt} %c) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %pa = getelementptr {vt}, ptr addrspace(1) %a, i32 %tid
  %x = load {vt}, ptr addrspace(1) %pa, align 1
  %pb = getelementptr {vt}, ptr addrspace(1) %b, i32 %tid
  %y = load {vt}, ptr addrspace(1) %pb, align 1
  %s = add {vt} %x, %y
  %t = xor {vt} %s, %c
  %le = icmp sle {vt} %x, %y
  %m = select <{k} x i1> %le, {vt} %x, {vt} %y
  %h = ashr {vt} %m, <{}>
  %i2 = mul i32 %tid, 2
  %q0 = getelementptr {vt}, ptr addrspace(1) %out, i32 %i2
  store {vt} %t, ptr addrspace(1) %q0, align 1
  %i3 = add i32 %i2, 1
  %q1 = getelementptr {vt}, ptr addrspace(1) %out, i32 %i3
  store {vt} %h, ptr addrspace(1) %q1, align 1
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
",
                vec![format!("i{n} 1"); k as usize].join(", ")
            );
            let seed = (k * 100 + n) as u64;
            let (a, b) = (bytes(seed, THREADS * size), bytes(seed + 7, THREADS * size));
            let c = bytes(seed + 13, size);
            let mask = (1u64 << n) - 1;
            let lanes = |v: &[u8], at: usize| -> Vec<u64> {
                let mut x = [0u8; 8];
                x[..store].copy_from_slice(&v[at..at + store]);
                let bits = u64::from_le_bytes(x);
                (0..k).map(|j| bits >> (j * n) & mask).collect()
            };
            let pack = |ls: &[u64]| -> Vec<u8> {
                let bits = ls
                    .iter()
                    .enumerate()
                    .fold(0u64, |acc, (j, &l)| acc | (l & mask) << (j as u32 * n));
                bits.to_le_bytes()[..store].to_vec()
            };
            let sx = |x: u64| ((x << (64 - n)) as i64) >> (64 - n);
            let cl = lanes(&c, 0);
            let mut want = vec![0x5au8; 2 * THREADS * size];
            for t in 0..THREADS {
                let (x, y) = (lanes(&a, t * size), lanes(&b, t * size));
                let r1: Vec<u64> = (0..k as usize)
                    .map(|j| x[j].wrapping_add(y[j]) ^ cl[j])
                    .collect();
                let r2: Vec<u64> = (0..k as usize)
                    .map(|j| (sx(x[j]).min(sx(y[j])) >> 1) as u64)
                    .collect();
                want[2 * t * size..2 * t * size + store].copy_from_slice(&pack(&r1));
                want[(2 * t + 1) * size..(2 * t + 1) * size + store].copy_from_slice(&pack(&r2));
            }
            let mut spec = launch(vec![
                bytes_buffer("a", a),
                bytes_buffer("b", b),
                bytes_buffer("out", vec![0x5a; 2 * THREADS * size]),
            ]);
            spec.args.push(ArgSpec::Bytes(c));
            failures.extend(check(&vt, &src, &spec, &[(2, want)]));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `llc-19`'s `.args` (offset, size, kind of each explicit argument) for the `.ll` text `src`.
fn llc_args(src: &str) -> Vec<String> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-ll-types-llc-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let f = dir.join("k.ll");
    std::fs::write(&f, src).unwrap();
    let o = std::process::Command::new("llc-19")
        .args(["-mtriple=amdgcn-amd-amdhsa", "-mcpu=gfx900", "-o", "-"])
        .arg(&f)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let asm = String::from_utf8_lossy(&o.stdout).to_string();
    let args = asm
        .split(".args:")
        .nth(1)
        .and_then(|s| s.split(".group_segment_fixed_size").next())
        .expect(".args in llc-19's metadata");
    let field = |e: &str, k: &str| -> Option<String> {
        let i = e.find(k)? + k.len();
        Some(e[i..].split_whitespace().next()?.to_string())
    };
    args.split("\n      - ")
        .filter_map(|e| {
            let kind = field(e, ".value_kind:")?;
            (!kind.starts_with("hidden")).then(|| {
                format!(
                    "{} {} {kind}",
                    field(e, ".offset:").unwrap_or_default(),
                    field(e, ".size:").unwrap_or_default()
                )
            })
        })
        .collect()
}

/// Live re-check of the committed llc-19 layouts (when `llc-19` is installed; required with
/// `GFXC_REQUIRE_LLVM=1`): llc-19 on the test kernels gives the committed `.args`, and so
/// does llc-19 on gfxc's LLVM export of them (`byref([S x i8]) align A` parameters).
#[test]
fn committed_kernarg_layouts_are_llc_19s() {
    if !common::llvm_tool("llc-19") {
        return;
    }
    let dir = common::root().join("tests/data/ll_types");
    for name in ["aggregate_args", "i128"] {
        let src = std::fs::read_to_string(dir.join(format!("{name}.ll"))).unwrap();
        let golden: Vec<String> = std::fs::read_to_string(dir.join(format!("{name}.llc19.args")))
            .unwrap()
            .lines()
            .map(String::from)
            .collect();
        assert_eq!(llc_args(&src), golden, "{name}: llc-19 on the source");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
        let exported = gfxc_ir::llvm::try_emit_module(&m)
            .unwrap_or_else(|d| panic!("{name}: {}", d.render("export")));
        assert_eq!(
            llc_args(&exported),
            golden,
            "{name}: llc-19 on gfxc's export"
        );
    }
}

/// LangRef/IEEE round-to-nearest-even of the `f32` bits `x` to bfloat bits, computed here from
/// the values: the two bfloat neighbours of `x` toward and away from zero, the nearer one, a
/// tie to the one with an even last bit; beyond the largest finite bfloat the neighbour is
/// 2^128 (infinity). NaNs keep sign and top payload and are quieted.
fn bf16_reference(x: u32) -> u16 {
    let f = f32::from_bits(x);
    if f.is_nan() {
        return ((x >> 16) as u16) | 0x40;
    }
    let value = |b: u32| -> f64 {
        if b & 0x7f80 == 0x7f80 {
            // The neighbour past the largest finite value: 2^128 for rounding purposes.
            let m = 2f64.powi(128);
            return if b & 0x8000 != 0 { -m } else { m };
        }
        f32::from_bits(b << 16) as f64
    };
    let lo = x >> 16;
    if lo << 16 == x {
        return lo as u16;
    }
    let hi = lo + 1;
    let (dl, dh) = ((f as f64 - value(lo)).abs(), (value(hi) - f as f64).abs());
    let r = if dl < dh || (dl == dh && lo & 1 == 0) {
        lo
    } else {
        hi
    };
    r as u16
}

/// `fptrunc float to bfloat` and back at edge values (ties both ways, denormals, overflow
/// to infinity, signalling and quiet NaNs of both signs) and random bits: the interpreter
/// against [`bf16_reference`], the simulator against the interpreter on 13 modes.
#[test]
fn bfloat_rounding_at_edge_values() {
    let mut xs: Vec<u32> = vec![
        0x0000_0000,
        0x8000_0000,
        0x3f80_8000, // 1 + 2^-8: a tie, to even (1.0)
        0x3f81_8000, // a tie, to even (up)
        0x3f80_8001,
        0x3f80_7fff,
        0x0000_8000, // denormal tie
        0x0001_8000,
        0x0000_0001,
        0x807f_ffff,
        0x7f7f_ffff, // largest float: rounds to infinity
        0x7f7f_7fff,
        0x7f7f_8000, // tie between the largest bfloat and infinity: even is infinity
        0xff7f_8000,
        0x7f80_0000,
        0xff80_0000,
        0x7f80_0001, // signalling NaN
        0xff81_2345,
        0x7fc0_0000,
        0x7fff_ffff,
    ];
    let rnd = bytes(77, (THREADS - xs.len()) * 4);
    xs.extend(
        rnd.chunks(4)
            .map(|c| u32::from_le_bytes(c.try_into().unwrap())),
    );
    let src = "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %back, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %p = getelementptr float, ptr addrspace(1) %in, i64 %i
  %f = load float, ptr addrspace(1) %p
  %b = fptrunc float %f to bfloat
  %q = getelementptr bfloat, ptr addrspace(1) %out, i64 %i
  store bfloat %b, ptr addrspace(1) %q
  %e = fpext bfloat %b to float
  %r = getelementptr float, ptr addrspace(1) %back, i64 %i
  store float %e, ptr addrspace(1) %r
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";
    let mut want = Vec::new();
    let mut back = Vec::new();
    for &x in &xs {
        let b = bf16_reference(x);
        want.extend_from_slice(&b.to_le_bytes());
        back.extend_from_slice(&((b as u32) << 16).to_le_bytes());
    }
    // The reference on a few hand-checked values.
    assert_eq!(bf16_reference(0x3f80_8000), 0x3f80);
    assert_eq!(bf16_reference(0x3f81_8000), 0x3f82);
    assert_eq!(bf16_reference(0x7f7f_ffff), 0x7f80);
    assert_eq!(bf16_reference(0x7f80_0001), 0x7fc0);
    let input: Vec<u8> = xs.iter().flat_map(|x| x.to_le_bytes()).collect();
    let spec = launch(vec![
        bytes_buffer("out", vec![0; THREADS * 2]),
        bytes_buffer("back", vec![0; THREADS * 4]),
        bytes_buffer("in", input),
    ]);
    let failures = check("bfloat", src, &spec, &[(0, want), (1, back)]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Whole-aggregate stores and loads touch exactly the fields at LLVM's offsets (the amdgcn
/// datalayout: `{ i8, i32, i16 }` at 0, 4, 8 in 12 bytes; packed `<{ i8, i32, i16 }>` at 0,
/// 1, 5; `[2 x { i16, i8 }]` at 0, 2, 4, 6), never the padding; a loaded aggregate stored
/// elsewhere copies the fields.
#[test]
fn aggregate_memory_uses_llvm_offsets() {
    let src = "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %o = mul i64 %i, 32
  %p = getelementptr i8, ptr addrspace(1) %out, i64 %o
  %a = insertvalue { i8, i32, i16 } poison, i8 17, 0
  %b = insertvalue { i8, i32, i16 } %a, i32 %tid, 1
  %c = insertvalue { i8, i32, i16 } %b, i16 -2, 2
  store { i8, i32, i16 } %c, ptr addrspace(1) %p
  %p2 = getelementptr i8, ptr addrspace(1) %p, i64 12
  %d = insertvalue <{ i8, i32, i16 }> <{ i8 1, i32 0, i16 3 }>, i32 %tid, 1
  store <{ i8, i32, i16 }> %d, ptr addrspace(1) %p2, align 1
  %q = getelementptr i8, ptr addrspace(1) %in, i64 %o
  %l = load [2 x { i16, i8 }], ptr addrspace(1) %q
  %p3 = getelementptr i8, ptr addrspace(1) %p, i64 20
  store [2 x { i16, i8 }] %l, ptr addrspace(1) %p3
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
";
    let input = bytes(5, THREADS * 32);
    let mut want = vec![0xa5u8; THREADS * 32];
    for t in 0..THREADS {
        let w = &mut want[t * 32..t * 32 + 32];
        w[0] = 17;
        w[4..8].copy_from_slice(&(t as u32).to_le_bytes());
        w[8..10].copy_from_slice(&(-2i16).to_le_bytes());
        w[12] = 1;
        w[13..17].copy_from_slice(&(t as u32).to_le_bytes());
        w[17..19].copy_from_slice(&3u16.to_le_bytes());
        let i = &input[t * 32..];
        for e in 0..2 {
            w[20 + 4 * e..23 + 4 * e].copy_from_slice(&i[4 * e..4 * e + 3]);
        }
    }
    let spec = launch(vec![
        bytes_buffer("out", vec![0xa5; THREADS * 32]),
        bytes_buffer("in", input),
    ]);
    let failures = check("aggregate memory", src, &spec, &[(0, want)]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `i128` (and `i127`, `i96`, `i65`: held zero-extended in the pair) division, remainder and
/// variable shifts against `u128`/`i128` arithmetic masked to the width here:
/// random operands and edge values (divisors 1, -1, powers of two, a high half only, a
/// divisor above the dividend; shift amounts 0, 63, 64, 65, 127), on the interpreter and the
/// simulator on all 13 target modes. (`MIN / -1` and division by zero are undefined in
/// LangRef and not tested.)
fn wide_division_and_variable_shifts(n: u32) -> Vec<String> {
    let mask = |x: u128| if n == 128 { x } else { x & ((1u128 << n) - 1) };
    let sx = |x: u128| ((x << (128 - n)) as i128) >> (128 - n);
    const OPS: [&str; 7] = ["udiv", "urem", "sdiv", "srem", "shl", "lshr", "ashr"];
    let rnd = bytes(1280, THREADS * 32);
    let word = |k: usize| u128::from_le_bytes(rnd[k * 16..k * 16 + 16].try_into().unwrap());
    let mut pairs: Vec<(u128, u128)> = vec![
        (12345, 1),
        (u128::MAX, 1),
        (u128::MAX, u128::MAX),
        (7, u128::MAX), // -1 signed
        (1u128 << 127 | 5, 3),
        (u128::MAX - 10, 1 << 64),
        (1 << 100, (1 << 64) + 1),
        (3, 1 << 90),
        (0, 17),
        (u128::MAX / 3, 63),
        (0x8000_0000_0000_0000_0000_0000_0000_0001, 64),
        (0xdead_beef_0123_4567_89ab_cdef_0011_2233, 65),
        (0xdead_beef_0123_4567_89ab_cdef_0011_2233, 127),
        (0xfead_beef_0123_4567_89ab_cdef_0011_2233, 128), // shift by 0
    ];
    for p in pairs.iter_mut() {
        p.0 = mask(p.0);
        p.1 = mask(p.1);
        if p.1 == 0 {
            p.1 = 3;
        }
        // `MIN / -1` overflows (undefined).
        if sx(p.0) == sx(1u128 << (n - 1)) && sx(p.1) == -1 {
            p.0 += 1;
        }
    }
    for t in pairs.len()..THREADS {
        let (a, mut d) = (word(2 * t), word(2 * t + 1));
        // Divisors of every size: shift some down.
        d >>= (t * 7) % 128;
        d = mask(d);
        if d == 0 {
            d = 3;
        }
        let a = mask(a);
        let a = if sx(a) == sx(1u128 << (n - 1)) && sx(d) == -1 {
            a + 1
        } else {
            a
        };
        pairs.push((a, d));
    }
    let reference = |op: &str, a: u128, b: u128| -> u128 {
        let (sa, sb) = (sx(a), sx(b));
        let s = (b % n as u128) as u32;
        mask(match op {
            "udiv" => a / b,
            "urem" => a % b,
            "sdiv" => sa.wrapping_div(sb) as u128,
            "srem" => sa.wrapping_rem(sb) as u128,
            "shl" => a << s,
            "lshr" => a >> s,
            _ => (sa >> s) as u128,
        })
    };
    let mut src = String::from(
        "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %tid to i64
  %i2 = mul i64 %i, 2
  %pa = getelementptr i128, ptr addrspace(1) %in, i64 %i2
  %a = load iN, ptr addrspace(1) %pa
  %i3 = add i64 %i2, 1
  %pb = getelementptr i128, ptr addrspace(1) %in, i64 %i3
  %b = load iN, ptr addrspace(1) %pb
  %s = urem iN %b, N
",
    )
    .replace("iN", &format!("i{n}"))
    .replace(", N\n", &format!(", {n}\n"));
    for (k, op) in OPS.iter().enumerate() {
        let rhs = if k >= 4 { "%s" } else { "%b" };
        src.push_str(&format!(
            "  %r{k} = {op} i{n} %a, {rhs}\n  %j{k} = add i64 %i, {}\n  %q{k} = getelementptr i128, ptr addrspace(1) %out, i64 %j{k}\n  store i{n} %r{k}, ptr addrspace(1) %q{k}\n",
            k * THREADS
        ));
    }
    src.push_str("  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n");
    let mut input = Vec::new();
    let mut want = vec![0u8; OPS.len() * THREADS * 16];
    for (t, &(a, b)) in pairs.iter().enumerate() {
        input.extend_from_slice(&a.to_le_bytes());
        input.extend_from_slice(&b.to_le_bytes());
        for (k, op) in OPS.iter().enumerate() {
            let at = (k * THREADS + t) * 16;
            let bytes = n.div_ceil(8) as usize; // the store size: the rest stays 0
            want[at..at + bytes].copy_from_slice(&reference(op, a, b).to_le_bytes()[..bytes]);
        }
    }
    let spec = launch(vec![
        bytes_buffer("out", vec![0; OPS.len() * THREADS * 16]),
        bytes_buffer("in", input),
    ]);
    check(&format!("i{n} divrem"), &src, &spec, &[(0, want)])
}

#[test]
fn i128_and_wide_widths_division_and_variable_shifts() {
    let mut failures = Vec::new();
    for n in [128, 127, 96, 65] {
        failures.extend(wide_division_and_variable_shifts(n));
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `byref` kernel arguments declared as global or flat pointers (`ptr addrspace(1)
/// byref(i32)`, LLVM 19's `GlobalISel/irtranslator-amdgpu_kernel.ll`; clang writes
/// `ptr addrspace(4)`): the kernarg segment's address cast to that space, so the load reads
/// the argument's bytes. Each argument read at a lane-dependent offset too (an `[4 x i32]`),
/// on the interpreter (against the bytes given here) and on the simulator on every mode.
/// Before session 14: "unsupported: 'byref' kernel argument of type 'ptr addrspace(1)'".
#[test]
fn byref_arguments_in_the_global_and_flat_spaces() {
    let src = "define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) byref(i32) align 4 %g, ptr byref([4 x i32]) align 4 %f, ptr addrspace(4) byref(i32) align 4 %c) {\n\
  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
  %a = load i32, ptr addrspace(1) %g, align 4\n\
  %k = and i32 %tid, 3\n\
  %fp = getelementptr [4 x i32], ptr %f, i32 0, i32 %k\n\
  %b = load i32, ptr %fp, align 4\n\
  %d = load i32, ptr addrspace(4) %c, align 4\n\
  %s = add i32 %a, %b\n\
  %x = xor i32 %s, %d\n\
  %p = getelementptr i32, ptr addrspace(1) %out, i32 %tid\n\
  store i32 %x, ptr addrspace(1) %p, align 4\n\
  ret void\n}\n\
declare i32 @llvm.amdgcn.workitem.id.x()\n";
    let g = bytes(7, 4);
    let f = bytes(8, 16);
    let c = bytes(9, 4);
    let word = |v: &[u8], i: usize| u32::from_le_bytes(v[4 * i..4 * i + 4].try_into().unwrap());
    let mut want = Vec::new();
    for t in 0..THREADS {
        let x = word(&g, 0).wrapping_add(word(&f, t & 3)) ^ word(&c, 0);
        want.extend_from_slice(&x.to_le_bytes());
    }
    let mut spec = launch(vec![bytes_buffer("out", vec![0; 4 * THREADS])]);
    spec.args.extend([
        ArgSpec::Bytes(g.clone()),
        ArgSpec::Bytes(f.clone()),
        ArgSpec::Bytes(c.clone()),
    ]);
    let failures = check("byref_spaces", src, &spec, &[(0, want)]);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
