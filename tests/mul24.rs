//! 32-bit multiplies whose factors are known to fit 24 bits (`Selector::known_width`: masks,
//! zero extensions, right shifts, work-item ids) as the full-rate `v_mul_u32_u24`, and
//! `a * b + c` as `v_mad_u32_u24`, where `v_mul_lo_u32` is quarter rate (llc-19 does the same).
//!
//! Generated kernels (fixed seeds) multiply lane values narrowed in random ways — `and` with
//! masks of 8, 16, 24, 25 and 32 bits, `zext` from i8/i16, `lshr` by 8, the work-item id — and
//! store products and product sums; the inputs are random 32-bit values, so a factor wider
//! than 24 bits taken for a narrow one gives a wrong product. On all 13 target modes the
//! buffers must equal the interpreter's bit for bit, and the assembly must use
//! `v_mul_u32_u24`, `v_mad_u32_u24` and (for the wide factors) `v_mul_lo_u32`.

mod common;
use common::Rng;
use std::fmt::Write;

const LANES: u32 = 64;
const PRODUCTS: u32 = 24;

fn kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut n = 0u32;
    let mut factor = |r: &mut Rng, body: &mut String| -> String {
        n += 1;
        let x = format!("%x{}", r.below(4));
        let v = format!("%f{n}");
        match r.below(8) {
            0 => writeln!(body, "  {v} = and i32 {x}, 255").unwrap(),
            1 => writeln!(body, "  {v} = and i32 {x}, 65535").unwrap(),
            2 => writeln!(body, "  {v} = and i32 {x}, 16777215").unwrap(),
            // 25 bits: too wide.
            3 => writeln!(body, "  {v} = and i32 {x}, 33554431").unwrap(),
            4 => writeln!(
                body,
                "  {v}.t = trunc i32 {x} to i{w}\n  {v} = zext i{w} {v}.t to i32",
                w = if r.below(2) == 0 { 8 } else { 16 }
            )
            .unwrap(),
            5 => writeln!(body, "  {v} = lshr i32 {x}, 8").unwrap(),
            6 => return "%id".to_string(),
            // The whole value: too wide.
            _ => return x,
        }
        v
    };
    for k in 0..PRODUCTS {
        let (a, b) = (factor(&mut r, &mut body), factor(&mut r, &mut body));
        let v = format!("%p{k}");
        writeln!(body, "  {v}.m = mul i32 {a}, {b}").unwrap();
        if k % 2 == 1 {
            writeln!(body, "  {v} = add i32 {v}.m, %x{}", r.below(4)).unwrap();
        } else {
            writeln!(body, "  {v} = or i32 {v}.m, 0").unwrap();
        }
        writeln!(
            body,
            "  %s{k} = getelementptr i32, ptr addrspace(1) %o, i32 {k}\n  store i32 {v}, ptr addrspace(1) %s{k}, align 4"
        )
        .unwrap();
    }
    // Every form at least once.
    writeln!(
        body,
        "  %w0 = and i32 %x0, 65535\n  %w1 = and i32 %x1, 255\n  %wm = mul i32 %w0, %w1
  %wa = add i32 %wm, %x2\n  %ww = mul i32 %x3, %wa
  %sw = getelementptr i32, ptr addrspace(1) %o, i32 {PRODUCTS}\n  store i32 %ww, ptr addrspace(1) %sw, align 4"
    )
    .unwrap();
    let mut loads = String::new();
    for k in 0..4 {
        writeln!(
            loads,
            "  %q{k} = getelementptr i32, ptr addrspace(1) %b, i32 {k}\n  %x{k} = load i32, ptr addrspace(1) %q{k}, align 4"
        )
        .unwrap();
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i4 = mul i32 %id, 4
  %b = getelementptr i32, ptr addrspace(1) %in, i32 %i4
  %ob = mul i32 %id, {slots}
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %ob
{loads}{body}  ret void
}}
",
        slots = PRODUCTS + 1
    )
}

#[test]
fn narrow_products_use_24_bit_multiplies() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "i32", "len": {n}, "init": {{"random": 21, "min": -2147483648, "max": 2147483647}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 4 * LANES,
        o = (PRODUCTS + 1) * LANES
    );
    for case in 0..3u64 {
        let src = kernel(0x243f_6a88_85a3_08d3 ^ (case * 7_777 + 5));
        let name = format!("mul24_{case}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}\n{src}", d.render(&name)));
        common::objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
        for &(cpu, mattr) in common::ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
            for form in ["v_mul_u32_u24", "v_mad_u32_u24", "v_mul_lo_u32"] {
                assert!(asm.contains(form), "{name} {cpu}{mattr}: no {form}");
            }
        }
    }
}
