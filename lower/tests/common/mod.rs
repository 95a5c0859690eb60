//! Helpers for the lowering tests: run small element-wise kernels through the interpreter.
#![allow(dead_code)]

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{ArgSpec, BufferSpec, ElemType, Init, LaunchSpec};
use gfxc_ir::text::parse_module;
use gfxc_ir::verifier::verify_module;
use gfxc_ir::Module;

/// SplitMix64 for test inputs.
pub struct Rng(pub u64);
impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

/// A kernel `@k(a, b, out, n)` computing `out[i] = BODY(a[i], b[i])` for `i < n`, where the
/// body is IR text using `%a`, `%b` and defining `%r`.
pub fn elementwise(ty: &str, bytes: u32, body: &str, unary: bool) -> Module {
    let body = body
        .replace("%a", "v20")
        .replace("%b", "v21")
        .replace("%r", "v22");
    let loadb = if unary {
        String::new()
    } else {
        format!("    v21 = load.{ty} v15\n")
    };
    let src = format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: i32) {{
block0:
    v4 = workitem_id x
    v5 = workgroup_id x
    v6 = workgroup_size x
    v7 = mul.i32 v5, v6
    v8 = add.i32 v7, v4
    v9 = icmp.i32 slt v8, v3
    brif v9, block1, block2
block1:
    v10 = zext.i64 v8
    v11 = iconst.i64 {bytes}
    v12 = mul.i64 v10, v11
    v14 = ptradd v0, v12
    v15 = ptradd v1, v12
    v16 = ptradd v2, v12
    v20 = load.{ty} v14
{loadb}{body}
    store v22, v16
    jump block2
block2:
    return
}}
"
    );
    let m = parse_module(&src).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t")));
    verify_module(&m).unwrap_or_else(|e| panic!("{}", e.render("t")));
    m
}

/// Runs kernel `@k` over `a`, `b` (element type `et`) and returns `out`'s element bits.
pub fn run_elementwise(m: &Module, et: ElemType, a: &[u64], b: &[u64], wave: u32) -> Vec<u64> {
    run_elementwise_items(m, et, a, b, wave, a.len())
}

/// As [`run_elementwise`] with `items` work-items (vector kernels).
pub fn run_elementwise_items(
    m: &Module,
    et: ElemType,
    a: &[u64],
    b: &[u64],
    wave: u32,
    items: usize,
) -> Vec<u64> {
    let n = a.len();
    let buf = |name: &str, v: &[u64]| BufferSpec {
        name: name.to_string(),
        ty: et,
        len: n as u64,
        init: Init::Values(v.to_vec()),
    };
    let spec = LaunchSpec {
        kernel: "k".to_string(),
        grid: [items as u32, 1, 1],
        block: [256, 1, 1],
        args: vec![
            ArgSpec::Buffer {
                name: "a".into(),
                offset: 0,
            },
            ArgSpec::Buffer {
                name: "b".into(),
                offset: 0,
            },
            ArgSpec::Buffer {
                name: "out".into(),
                offset: 0,
            },
            ArgSpec::Scalar {
                ty: ElemType::I32,
                bits: items as u64,
            },
        ],
        buffers: vec![buf("a", a), buf("b", b), buf("out", &vec![0; n])],
        lds_dynamic: 0,
        stack_bytes: 1024,
    };
    let opts = InterpOptions {
        wave_size: wave,
        ..Default::default()
    };
    let r = run(m, &spec, &opts).unwrap_or_else(|e| panic!("{e}"));
    let out = r.buffer("out").unwrap();
    (0..n).map(|i| out.bits(i)).collect()
}
