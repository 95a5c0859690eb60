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
