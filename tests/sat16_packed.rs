//! Saturating add and subtract (`llvm.{s,u}{add,sub}.sat`) on vectors of 8- and 16-bit
//! lanes, every width the reader keeps (`<1 x i16>` ... `<8 x i16>`, `<2 x i8>`,
//! `<4 x i8>`), over every pair of lane edge values: the interpreter must equal a reference
//! computed here from LangRef's definition, and every mode of the compiler matrix must give
//! the interpreter's bytes on the simulator. On GFX9 and later each pair of lanes of a
//! `<2 x i16>`, `<4 x i16>` or `<8 x i16>` call is one clamped VOP3P instruction (`v_pk_add_i16 ... clamp`, as llc-19 selects it), without the
//! compares and selects of the generic expansion (`lower/src/sat16.rs`).

mod common;

const OPS: [&str; 4] = ["sadd", "ssub", "uadd", "usub"];
/// (lane bits, lanes)
const SHAPES: [(u32, u32); 6] = [(16, 1), (16, 2), (16, 4), (16, 8), (8, 2), (8, 4)];
const THREADS: u32 = 192;

fn edges(w: u32) -> Vec<u64> {
    let m = (1u64 << w) - 1;
    let h = 1u64 << (w - 1);
    let mut v = vec![
        0,
        1,
        2,
        3,
        h - 2,
        h - 1,
        h,
        h + 1,
        m - 1,
        m,
        0x1234 & m,
        0xedcb & m,
        1000 & m,
    ];
    v.sort();
    v.dedup();
    v
}

/// The operand pair of element `j` (every pair of edges, cyclically).
fn pair(w: u32, j: u32) -> (u64, u64) {
    let e = edges(w);
    let k = j as usize % (e.len() * e.len());
    (e[k / e.len()], e[k % e.len()])
}

fn reference(op: &str, w: u32, a: u64, b: u64) -> u64 {
    let m = (1i64 << w) - 1;
    let sx = |x: u64| ((x << (64 - w)) as i64) >> (64 - w);
    let (sa, sb, ua, ub) = (sx(a), sx(b), a as i64, b as i64);
    let (lo, hi) = (-(1i64 << (w - 1)), (1i64 << (w - 1)) - 1);
    let r = match op {
        "sadd" => (sa + sb).clamp(lo, hi),
        "ssub" => (sa - sb).clamp(lo, hi),
        "uadd" => (ua + ub).min(m),
        _ => (ua - ub).max(0),
    };
    (r & m) as u64
}

fn kernel(op: &str, w: u32, n: u32) -> String {
    let t = format!("<{n} x i{w}>");
    format!(
        "define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o) {{
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %i = zext i32 %t to i64
  %pa = getelementptr {t}, ptr addrspace(1) %a, i64 %i
  %pb = getelementptr {t}, ptr addrspace(1) %b, i64 %i
  %x = load {t}, ptr addrspace(1) %pa
  %y = load {t}, ptr addrspace(1) %pb
  %r = call {t} @llvm.{op}.sat.v{n}i{w}({t} %x, {t} %y)
  %po = getelementptr {t}, ptr addrspace(1) %o, i64 %i
  store {t} %r, ptr addrspace(1) %po
  ret void
}}
declare {t} @llvm.{op}.sat.v{n}i{w}({t}, {t})
declare i32 @llvm.amdgcn.workitem.id.x()
"
    )
}

fn launch(w: u32, n: u32) -> String {
    let len = THREADS * n;
    let (a, b): (Vec<String>, Vec<String>) = (0..len)
        .map(|j| {
            let (x, y) = pair(w, j);
            (x.to_string(), y.to_string())
        })
        .unzip();
    format!(
        r#"{{"kernel": "k", "grid": [{THREADS}, 1, 1], "block": [{THREADS}, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o"}}],
  "buffers": {{
    "a": {{"type": "u{w}", "len": {len}, "init": {{"values": [{}]}}}},
    "b": {{"type": "u{w}", "len": {len}, "init": {{"values": [{}]}}}},
    "o": {{"type": "u{w}", "len": {len}, "init": {{"fill": 0}}}}
  }}}}"#,
        a.join(", "),
        b.join(", ")
    )
}

#[test]
fn saturating_lane_vectors_match_reference_and_compile_on_every_mode() {
    for op in OPS {
        for (w, n) in SHAPES {
            let name = format!("{op}.sat.v{n}i{w}.ll");
            let (src, l) = (kernel(op, w, n), launch(w, n));
            let m = common::ll_matches_interpreter(&name, &src, &l);
            // The interpreter against the reference.
            let spec = gfxc_ir::launch::LaunchSpec::parse(&l).unwrap();
            let got = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
            let o = got.buffers.iter().find(|b| b.name == "o").unwrap();
            let bytes = (w / 8) as usize;
            for j in 0..THREADS * n {
                let at = j as usize * bytes;
                let mut v = 0u64;
                for k in 0..bytes {
                    v |= (o.bytes[at + k] as u64) << (8 * k);
                }
                let (x, y) = pair(w, j);
                assert_eq!(
                    v,
                    reference(op, w, x, y),
                    "{name}: element {j}: {op}.sat({x:#x}, {y:#x})"
                );
            }
        }
    }
}

/// GFX9+ (every mode with packed 16-bit arithmetic): a saturating call on `<N x i16>` (N a
/// power of two) is one clamped packed instruction per pair of lanes, with no compare or
/// select left.
#[test]
fn packed_i16_saturation_is_one_clamped_vop3p_instruction_per_pair() {
    let insts = [
        "v_pk_add_i16",
        "v_pk_sub_i16",
        "v_pk_add_u16",
        "v_pk_sub_u16",
    ];
    for ((op, inst), n) in OPS
        .iter()
        .zip(insts)
        .flat_map(|p| [2u32, 4, 8].map(|n| (p, n)))
    {
        let src = kernel(op, 16, n);
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
        for (mode, asm) in common::asm_per_mode(&m) {
            if ["gfx600", "gfx700", "gfx803"]
                .iter()
                .any(|p| mode.starts_with(p))
            {
                continue;
            }
            let body: Vec<&str> = asm.lines().map(str::trim).collect();
            let sat: Vec<&&str> = body
                .iter()
                .filter(|l| l.starts_with(inst) && l.ends_with("clamp"))
                .collect();
            assert_eq!(
                sat.len() as u32,
                n / 2,
                "{op} v{n}i16 {mode}: clamped {inst}:\n{asm}"
            );
            let extra: Vec<&&str> = body
                .iter()
                .filter(|l| {
                    l.starts_with("v_cmp") || l.starts_with("v_cndmask") || l.starts_with("v_bfe")
                })
                .collect();
            assert!(extra.is_empty(), "{op} v{n}i16 {mode}: {extra:?}");
        }
    }
}
