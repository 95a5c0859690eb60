//! 64-bit division and remainder by a variable divisor, narrowed to 32 bits where the operands
//! allow (`lower::expand_divrem::udivrem`): an unsigned dividend known below 2^32 divides in
//! 32 bits (with a select on the divisor's high half unless it is known below 2^32 too), and
//! signed operands both sign-extended from 32 bits divide their absolute values in 32 bits.
//!
//! Generated: every pairing of five dividend shapes (zero-extended i32, masked to 32 bits,
//! shifted right by 40, sign-extended i32, any i64) with four divisor shapes (zero-extended
//! i32 and i16, sign-extended i32, an i64 shifted right by a lane-dependent amount so that
//! its high half is zero in some lanes and not in others) under `udiv`, `urem`, `sdiv` and
//! `srem`, on random lane values; all 13 target modes must equal the interpreter bit for bit.
//! A second test checks that the narrowed forms are smaller than the general expansion.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;

const DIVIDENDS: &[(&str, &str)] = &[
    ("zext32", "  %x{n} = zext i32 %a to i64\n"),
    ("mask32", "  %x{n} = and i64 %d, 4294967295\n"),
    ("lshr40", "  %x{n} = lshr i64 %d, 40\n"),
    ("sext32", "  %x{n} = sext i32 %a to i64\n"),
    ("any", "  %x{n} = add i64 %d, 0\n"),
];

const DIVISORS: &[(&str, &str)] = &[
    (
        "zext32",
        "  %y{n}.0 = zext i32 %b to i64\n  %y{n} = or i64 %y{n}.0, 1\n",
    ),
    (
        "zext16",
        "  %y{n}.t = trunc i32 %b to i16\n  %y{n}.0 = zext i16 %y{n}.t to i64\n  %y{n} = or i64 %y{n}.0, 1\n",
    ),
    (
        "sext32",
        "  %y{n}.0 = sext i32 %b to i64\n  %y{n} = or i64 %y{n}.0, 1\n",
    ),
    (
        "shifted",
        "  %y{n}.0 = lshr i64 %c, %sh\n  %y{n} = or i64 %y{n}.0, 1\n",
    ),
];

const OPS: &[&str] = &["udiv", "urem", "sdiv", "srem"];

/// Both kernels' lane values: `%a`, `%b` (i32) and `%c`, `%d` (i64), all lane-dependent.
const PROLOGUE: &str = "  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i2 = mul i32 %id, 2
  %pa = getelementptr i32, ptr addrspace(1) %in32, i32 %i2
  %a = load i32, ptr addrspace(1) %pa, align 4
  %pb = getelementptr i32, ptr addrspace(1) %pa, i32 1
  %b = load i32, ptr addrspace(1) %pb, align 4
  %pc = getelementptr i64, ptr addrspace(1) %in64, i32 %i2
  %c = load i64, ptr addrspace(1) %pc, align 8
  %pd = getelementptr i64, ptr addrspace(1) %pc, i32 1
  %d = load i64, ptr addrspace(1) %pd, align 8
";

fn kernel() -> (String, u32) {
    let mut body = String::new();
    let mut n = 0u32;
    for (_, x) in DIVIDENDS {
        for (_, y) in DIVISORS {
            for op in OPS {
                body += &x.replace("{n}", &n.to_string());
                body += &y.replace("{n}", &n.to_string());
                writeln!(body, "  %r{n} = {op} i64 %x{n}, %y{n}").unwrap();
                writeln!(
                    body,
                    "  %p{n} = getelementptr i64, ptr addrspace(1) %o, i32 {n}"
                )
                .unwrap();
                writeln!(body, "  store i64 %r{n}, ptr addrspace(1) %p{n}, align 8").unwrap();
                n += 1;
            }
        }
    }
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in32, ptr addrspace(1) %in64, ptr addrspace(1) %out) {{
{PROLOGUE}  %m = urem i32 %id, 48
  %sh0 = add i32 %m, 8
  %sh = zext i32 %sh0 to i64
  %ob = mul i32 %id, {n}
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
"
    );
    (src, n)
}

#[test]
fn narrowed_64bit_divisions_match_interpreter() {
    let (src, n) = kernel();
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in32"}}, {{"buffer": "in64"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in32": {{"type": "i32", "len": {}, "init": {{"random": 31, "min": -2147483648, "max": 2147483647}}}},
    "in64": {{"type": "i64", "len": {}, "init": {{"random": 32, "min": -9223372036854775808, "max": 9223372036854775807}}}},
    "out": {{"type": "u64", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        2 * LANES,
        2 * LANES,
        n * LANES
    );
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render("divrem64.ll")));
    common::objects_match_interpreter("divrem64.ll", &m, &launch, common::ALL_TARGETS, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("divrem64.ll"))
    });
}

/// Instructions of a kernel computing one `op` of the given shapes, on gfx900.
fn size(x: &str, y: &str, op: &str) -> usize {
    let src = format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in32, ptr addrspace(1) %in64, ptr addrspace(1) %o) {{
{PROLOGUE}  %sh = zext i32 %b to i64
{x}{y}  %r0 = {op} i64 %x0, %y0
  store i64 %r0, ptr addrspace(1) %o, align 8
  ret void
}}
",
        x = x.replace("{n}", "0"),
        y = y.replace("{n}", "0"),
    );
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    let t = common::target_with("gfx900", "");
    let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
    // Instruction lines: not directives, labels, comments or padding.
    asm.lines()
        .map(str::trim)
        .filter(|l| {
            l.starts_with(|c: char| c.is_ascii_lowercase())
                && !l.ends_with(':')
                && !l.starts_with("s_nop")
        })
        .count()
}

#[test]
fn narrowed_forms_are_smaller() {
    let shape = |list: &[(&'static str, &'static str)], name: &str| {
        list.iter().find(|(n, _)| *n == name).unwrap().1
    };
    for op in OPS {
        let general = size(shape(DIVIDENDS, "any"), shape(DIVISORS, "shifted"), op);
        let narrow_x = size(shape(DIVIDENDS, "zext32"), shape(DIVISORS, "shifted"), op);
        let both = size(shape(DIVIDENDS, "zext32"), shape(DIVISORS, "zext32"), op);
        let signed = size(shape(DIVIDENDS, "sext32"), shape(DIVISORS, "sext32"), op);
        if op.starts_with('u') {
            assert!(
                both < narrow_x && narrow_x < general,
                "{op}: both small {both}, dividend small {narrow_x}, general {general}"
            );
        } else {
            assert!(
                signed < general,
                "{op}: sign-extended {signed}, general {general}"
            );
        }
    }
}
