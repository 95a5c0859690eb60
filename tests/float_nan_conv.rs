//! Issue 16 item 6, second part: the interpreter and the simulator agree bit for bit on float
//! conversions, transcendentals and `frem`, NaNs included (docs/sim-float.md "NaN rule": a
//! NaN operand gives the first NaN operand quieted with its sign and payload, an invalid
//! operation the positive default NaN). Every pair of 18 special f32 values (±0, ±1,
//! ±denormal, ±max, ±inf, quiet and signalling NaNs of both signs with payloads, π) goes
//! through `frem` (f32, f64 on the widened operands, f16 on the narrowed ones), and the first
//! operand through `fpext`/`fptrunc` (f32→f64→f32, f32→f16→f32), `fptosi`/`fptoui`, `sqrt`,
//! `rcp`, `rsq`, `exp2`, `log2`, `sin`, `cos` (f32 and f16), `floor`/`round` and `sqrt.f64`;
//! compiled by gfxc for every simulated generation, each result word must equal the
//! interpreter's. A failure names the operation, the operands and both words.

mod common;

use common::F32_SPECIALS as SPECIALS;

/// (name, result type, IR producing `r` from `x`/`y` (f32), `x64`/`y64`, `x16`/`y16`).
const OPS: &[(&str, &str, &str)] = &[
    (
        "fpext/fptrunc f64",
        "i32",
        "t = fpext.f64 x\n    r = fptrunc.f32 t",
    ),
    (
        "fptrunc/fpext f16",
        "i32",
        "t = fptrunc.f16 x\n    r = fpext.f32 t",
    ),
    ("fpext.f64", "i64", "r = fpext.f64 x"),
    ("fptrunc.f16", "i16", "r = fptrunc.f16 x"),
    ("fptosi.i32", "i32", "r = fptosi.i32 x"),
    ("fptoui.i32", "i32", "r = fptoui.i32 x"),
    ("fptosi.i32 f64", "i32", "r = fptosi.i32 x64"),
    ("sqrt.f32", "i32", "r = sqrt.f32 x"),
    ("sqrt.f64", "i64", "r = sqrt.f64 x64"),
    ("sqrt.f16", "i16", "r = sqrt.f16 x16"),
    ("rcp.f32", "i32", "r = rcp.f32 x"),
    ("rsq.f32", "i32", "r = rsq.f32 x"),
    ("exp2.f32", "i32", "r = exp2.f32 x"),
    ("log2.f32", "i32", "r = log2.f32 x"),
    ("sin.f32", "i32", "r = sin.f32 x"),
    ("cos.f32", "i32", "r = cos.f32 x"),
    ("rcp.f16", "i16", "r = rcp.f16 x16"),
    ("floor.f32", "i32", "r = floor.f32 x"),
    ("round.f32", "i32", "r = round.f32 x"),
    ("floor.f64", "i64", "r = floor.f64 x64"),
];

fn bytes_of(ty: &str) -> usize {
    match ty {
        "i16" => 2,
        "i64" => 8,
        _ => 4,
    }
}

/// The kernel: one output buffer per op, one element per work-item. The templates name values
/// symbolically (`x`, `r`, ...); each name becomes a fresh `vN` (per op for `r`/`t`).
fn source() -> String {
    let mut names: std::collections::HashMap<String, String> = Default::default();
    let mut v = |n: &str| -> String {
        let k = names.len();
        names
            .entry(n.to_string())
            .or_insert_with(|| format!("v{k}"))
            .clone()
    };
    let mut params = vec![
        format!("{}: ptr.global", v("a")),
        format!("{}: ptr.global", v("b")),
    ];
    for k in 0..OPS.len() {
        params.push(format!("{}: ptr.global", v(&format!("o{k}"))));
    }
    let pre = "tid = workitem_id x
gid = workgroup_id x
c64 = iconst.i32 64
base = mul.i32 gid, c64
i = add.i32 base, tid
iw = zext.i64 i
c1 = iconst.i64 1
c2 = iconst.i64 2
c3 = iconst.i64 3
off2 = shl.i64 iw, c1
off4 = shl.i64 iw, c2
off8 = shl.i64 iw, c3
pa = ptradd a, off4
xa = load.i32 pa
x = bitcast.f32 xa
pb = ptradd b, off4
yb = load.i32 pb
y = bitcast.f32 yb
x64 = fpext.f64 x
y64 = fpext.f64 y
x16 = fptrunc.f16 x
y16 = fptrunc.f16 y";
    let mut lines: Vec<String> = pre.lines().map(|l| l.to_string()).collect();
    // Token-level renaming: `r`/`t` of op k become `rk`/`tk`.
    let retoken = |l: &str, f: &dyn Fn(&str) -> Option<String>| -> String {
        l.split(' ')
            .map(|t| {
                let (core, comma) = t.strip_suffix(',').map_or((t, ""), |c| (c, ","));
                f(core).map_or(t.to_string(), |n| format!("{n}{comma}"))
            })
            .collect::<Vec<_>>()
            .join(" ")
    };
    for (k, (_, ty, body)) in OPS.iter().enumerate() {
        let off = match bytes_of(ty) {
            2 => "off2",
            8 => "off8",
            _ => "off4",
        };
        for l in body.lines() {
            lines.push(retoken(l.trim(), &|t| {
                matches!(t, "r" | "t").then(|| format!("{t}{k}"))
            }));
        }
        let stored = if body.contains("fptosi") || body.contains("fptoui") {
            format!("r{k}")
        } else {
            lines.push(format!("w{k} = bitcast.{ty} r{k}"));
            format!("w{k}")
        };
        lines.push(format!("p{k} = ptradd o{k}, {off}"));
        lines.push(format!("store {stored}, p{k}"));
    }
    // Every defined name (parameters, left-hand sides) becomes a fresh `vN`.
    for l in &lines {
        if let Some((lhs, _)) = l.split_once(" = ") {
            v(lhs);
        }
    }
    let mut body = String::new();
    for l in &lines {
        let (lhs, rhs) = match l.split_once(" = ") {
            Some((a, b)) => (format!("{} = ", names[a]), b.to_string()),
            None => (String::new(), l.clone()),
        };
        // The opcode (first token of the right-hand side) stays; operands are renamed.
        let (op, rest) = rhs.split_once(' ').unwrap_or((&rhs, ""));
        let rest = if op == "workitem_id"
            || op == "workgroup_id"
            || op == "iconst.i32"
            || op == "iconst.i64"
        {
            rest.to_string()
        } else {
            retoken(rest, &|t| names.get(t).cloned())
        };
        body += &format!("    {lhs}{op} {rest}\n");
    }
    format!(
        "kernel @nan_conv({}) {{\nblock0:\n{body}    return\n}}\n",
        params.join(", ")
    )
}

#[test]
fn conversions_transcendentals_frem_agree_bit_for_bit() {
    let n = SPECIALS.len() * SPECIALS.len();
    let items = n.div_ceil(64) * 64;
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &SPECIALS {
        for &y in &SPECIALS {
            a.push(x);
            b.push(y);
        }
    }
    a.resize(items, 0);
    b.resize(items, 0);
    let join = |v: &[u32]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut args = vec![
        r#"{"buffer": "a"}"#.to_string(),
        r#"{"buffer": "b"}"#.to_string(),
    ];
    let mut bufs = vec![
        format!(
            r#""a": {{"type": "u32", "len": {items}, "init": {{"values": [{}]}}}}"#,
            join(&a)
        ),
        format!(
            r#""b": {{"type": "u32", "len": {items}, "init": {{"values": [{}]}}}}"#,
            join(&b)
        ),
    ];
    for (k, (_, ty, _)) in OPS.iter().enumerate() {
        args.push(format!(r#"{{"buffer": "o{k}"}}"#));
        let t = match bytes_of(ty) {
            2 => "u16",
            8 => "u64",
            _ => "u32",
        };
        bufs.push(format!(
            r#""o{k}": {{"type": "{t}", "len": {items}, "init": {{"fill": 0}}}}"#
        ));
    }
    let launch = format!(
        r#"{{"kernel": "nan_conv", "grid": [{items}, 1, 1], "block": [64, 1, 1], "args": [{}], "buffers": {{{}}}}}"#,
        args.join(", "),
        bufs.join(", ")
    );
    let src = source();
    let m = common::gir_module(&src);
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let word = |bytes: &[u8], w: usize, j: usize| -> u64 {
        let mut v = [0u8; 8];
        v[..w].copy_from_slice(&bytes[j * w..j * w + w]);
        u64::from_le_bytes(v)
    };
    // The reference has NaNs with payloads and both signs (else the test could not fail).
    // (The f32 -> f64 -> f32 round trip: every NaN quieted, sign and payload kept.)
    let f32_words: Vec<u64> = (0..n).map(|j| word(&want.buffers[2].bytes, 4, j)).collect();
    for nan in [
        0x7fc0_0001u64,
        0xffc0_2000,
        0x7fc1_2345,
        0xffd0_0001,
        0x7fe0_0000,
    ] {
        assert!(
            f32_words.contains(&nan),
            "round trip: no {nan:#x} in the reference"
        );
    }
    let mut failures = Vec::new();
    for (cpu, mattr) in [
        ("gfx600", ""),
        ("gfx700", ""),
        ("gfx803", ""),
        ("gfx900", ""),
        ("gfx90a", ""),
        ("gfx942", ""),
        ("gfx1010", ""),
        ("gfx1030", ""),
        ("gfx1100", ""),
        ("gfx1100", "+wavefrontsize64"),
    ] {
        let obj = match gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
            Ok(o) => o,
            Err(d) => {
                failures.push(format!("{cpu}{mattr}: {}", d.render("nan_conv")));
                continue;
            }
        };
        let got = match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((g, _)) => g,
            Err(e) => {
                failures.push(format!("{cpu}{mattr}: simulator: {e}"));
                continue;
            }
        };
        for (k, (name, ty, _)) in OPS.iter().enumerate() {
            let w = bytes_of(ty);
            let (wb, gb) = (&want.buffers[2 + k].bytes, &got.buffers[2 + k].bytes);
            let bad: Vec<String> = (0..n)
                .filter(|&j| word(wb, w, j) != word(gb, w, j))
                .take(3)
                .map(|j| {
                    format!(
                        "({:#x}, {:#x}): interpreter {:#x}, simulator {:#x}",
                        a[j],
                        b[j],
                        word(wb, w, j),
                        word(gb, w, j)
                    )
                })
                .collect();
            if !bad.is_empty() {
                failures.push(format!("{cpu}{mattr} {name}: {}", bad.join("; ")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// `frem` as LLVM IR writes it (gfxc's IR has no `frem` instruction to compile: the `.ll`
/// reader expands it), f32, f64 and f16, over every pair of the specials: interpreter and
/// simulator bit for bit.
#[test]
fn frem_agrees_bit_for_bit() {
    let src = "declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @frem_nan(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o32, ptr addrspace(1) %o64, ptr addrspace(1) %o16) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %gid = call i32 @llvm.amdgcn.workgroup.id.x()
  %base = mul i32 %gid, 64
  %i = add i32 %base, %tid
  %pa = getelementptr float, ptr addrspace(1) %a, i32 %i
  %x = load float, ptr addrspace(1) %pa
  %pb = getelementptr float, ptr addrspace(1) %b, i32 %i
  %y = load float, ptr addrspace(1) %pb
  %r32 = frem float %x, %y
  %p32 = getelementptr float, ptr addrspace(1) %o32, i32 %i
  store float %r32, ptr addrspace(1) %p32
  %x64 = fpext float %x to double
  %y64 = fpext float %y to double
  %r64 = frem double %x64, %y64
  %p64 = getelementptr double, ptr addrspace(1) %o64, i32 %i
  store double %r64, ptr addrspace(1) %p64
  %x16 = fptrunc float %x to half
  %y16 = fptrunc float %y to half
  %r16 = frem half %x16, %y16
  %p16 = getelementptr half, ptr addrspace(1) %o16, i32 %i
  store half %r16, ptr addrspace(1) %p16
  ret void
}
";
    let n = SPECIALS.len() * SPECIALS.len();
    let items = n.div_ceil(64) * 64;
    let (mut a, mut b) = (Vec::new(), Vec::new());
    for &x in &SPECIALS {
        for &y in &SPECIALS {
            a.push(x);
            b.push(y);
        }
    }
    a.resize(items, 0);
    b.resize(items, 0);
    let join = |v: &[u32]| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(", ")
    };
    let launch = format!(
        r#"{{"kernel": "frem_nan", "grid": [{items}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "o32"}}, {{"buffer": "o64"}}, {{"buffer": "o16"}}],
  "buffers": {{
    "a": {{"type": "u32", "len": {items}, "init": {{"values": [{}]}}}},
    "b": {{"type": "u32", "len": {items}, "init": {{"values": [{}]}}}},
    "o32": {{"type": "u32", "len": {items}, "init": {{"fill": 0}}}},
    "o64": {{"type": "u64", "len": {items}, "init": {{"fill": 0}}}},
    "o16": {{"type": "u16", "len": {items}, "init": {{"fill": 0}}}}
  }}}}"#,
        join(&a),
        join(&b)
    );
    let m = gfxc_ll::parse_ll(src).unwrap_or_else(|d| panic!("{}", d.render("frem.ll")));
    let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
    let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
    let word = |bytes: &[u8], w: usize, j: usize| -> u64 {
        let mut v = [0u8; 8];
        v[..w].copy_from_slice(&bytes[j * w..j * w + w]);
        u64::from_le_bytes(v)
    };
    // The `.ll` reader's expansion (as LLVM's AMDGPU lowering: the quotient `x / y`
    // truncated, then `fma(-q, y, x)`) carries a NaN dividend through the negated quotient:
    // its payload quieted with the sign flipped (0x7fc12345 -> 0xffc12345); invalid
    // operations (x rem 0, inf rem y) give the positive default NaN.
    let r32: Vec<u64> = (0..n).map(|j| word(&want.buffers[2].bytes, 4, j)).collect();
    for nan in [0x7fc0_0000u64, 0xffc1_2345, 0x7fd0_0001, 0xffc0_0001] {
        assert!(r32.contains(&nan), "frem.f32: no {nan:#x} in the reference");
    }
    let mut failures = Vec::new();
    for (cpu, mattr) in [
        ("gfx600", ""),
        ("gfx700", ""),
        ("gfx803", ""),
        ("gfx900", ""),
        ("gfx90a", ""),
        ("gfx942", ""),
        ("gfx1010", ""),
        ("gfx1030", ""),
        ("gfx1100", ""),
        ("gfx1100", "+wavefrontsize64"),
    ] {
        let obj = match gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
            Ok(o) => o,
            Err(d) => {
                failures.push(format!("{cpu}{mattr}: {}", d.render("frem.ll")));
                continue;
            }
        };
        let got = match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((g, _)) => g,
            Err(e) => {
                failures.push(format!("{cpu}{mattr}: simulator: {e}"));
                continue;
            }
        };
        for (k, (name, w)) in [("f32", 4), ("f64", 8), ("f16", 2)].iter().enumerate() {
            let (wb, gb) = (&want.buffers[2 + k].bytes, &got.buffers[2 + k].bytes);
            let bad: Vec<String> = (0..n)
                .filter(|&j| word(wb, *w, j) != word(gb, *w, j))
                .take(3)
                .map(|j| {
                    format!(
                        "({:#x}, {:#x}): interpreter {:#x}, simulator {:#x}",
                        a[j],
                        b[j],
                        word(wb, *w, j),
                        word(gb, *w, j)
                    )
                })
                .collect();
            if !bad.is_empty() {
                failures.push(format!("{cpu}{mattr} frem.{name}: {}", bad.join("; ")));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
