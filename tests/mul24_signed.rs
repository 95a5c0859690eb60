//! 32-bit multiplies whose factors are known to be SIGNED 24-bit values (at least 9 sign bits:
//! `sext` from i8/i16, `ashr` by 8..31, small negative constants, `or` with a constant
//! -2^23, or below 2^23: `Selector::fits_i24`) and not unsigned 24-bit ones (those include
//! quotients by constants, from the IR's known bits) as the full-rate `v_mul_i32_i24`, and
//! `a * b + c` as `v_mad_i32_i24` (llc-19 does the same); the unsigned forms
//! (`tests/mul24.rs`) keep priority.
//!
//! Each factor kind below carries the test's own statement of whether it fits 24 bits
//! unsigned and signed, from its definition (not from the compiler): every value `sext i8`
//! gives is in [-128, 127], `ashr x, 7` keeps only 8 sign bits, `or (and x, 2^23-1), 2^23`
//! is in [2^23, 2^24) (unsigned 24-bit, not signed), the constant -2^23-1 fits neither.
//! Two checks, on all 13 target modes:
//! - selection: one small kernel per factor pair must select the 24-bit form the kinds call
//!   for (`v_mul_u32_u24`/`v_mad_u32_u24`, else `v_mul_i32_i24`/`v_mad_i32_i24`, else
//!   `v_mul_lo_u32` and no 24-bit form);
//! - results: generated kernels (fixed seeds) over random 32-bit inputs store products and
//!   product sums, which must equal the interpreter's bit for bit (a factor wider than signed
//!   24 bits taken for a narrow one, or sign-extended where it is not, gives a wrong product;
//!   the products of the wider factors overflow 32 bits and wrap).

mod common;
use common::Rng;
use std::fmt::Write;

const LANES: u32 = 64;
/// Output slots per lane (a power of two: the kernel addresses them by a shift).
const PRODUCTS: u32 = 32;

/// A factor computed from the lane value `x`: its definition (`{v}` the result name, `{x}` the
/// lane value) and whether every value it can take fits 24 bits unsigned / signed.
struct Kind {
    def: &'static str,
    u24: bool,
    i24: bool,
}

const KINDS: &[Kind] = &[
    Kind {
        def: "{v}.t = trunc i32 {x} to i8\n  {v} = sext i8 {v}.t to i32",
        u24: false,
        i24: true,
    },
    Kind {
        def: "{v}.t = trunc i32 {x} to i16\n  {v} = sext i16 {v}.t to i32",
        u24: false,
        i24: true,
    },
    Kind {
        def: "{v} = ashr i32 {x}, 8",
        u24: false,
        i24: true,
    },
    Kind {
        def: "{v} = ashr i32 {x}, 19",
        u24: false,
        i24: true,
    },
    Kind {
        def: "{v} = ashr i32 {x}, 31",
        u24: false,
        i24: true,
    },
    // 8 sign bits: bit 23 may differ from bit 24.
    Kind {
        def: "{v} = ashr i32 {x}, 7",
        u24: false,
        i24: false,
    },
    Kind {
        def: "{v} = and i32 {x}, 65535",
        u24: true,
        i24: true,
    },
    // Below 2^23: both.
    Kind {
        def: "{v} = and i32 {x}, 8388607",
        u24: true,
        i24: true,
    },
    Kind {
        def: "{v} = and i32 {x}, 16777215",
        u24: true,
        i24: false,
    },
    // In [2^23, 2^24): bit 23 set, so sign-extending bits [23:0] would make it negative.
    Kind {
        def: "{v}.l = and i32 {x}, 8388607\n  {v} = or i32 {v}.l, 8388608",
        u24: true,
        i24: false,
    },
    // -2^23 or -1: the most negative signed 24-bit value.
    Kind {
        def: "{v}.s = ashr i32 {x}, 31\n  {v} = or i32 {v}.s, -8388608",
        u24: false,
        i24: true,
    },
    // The whole lane value (an identity `add`): too wide either way.
    Kind {
        def: "{v} = add i32 {x}, 0",
        u24: false,
        i24: false,
    },
    // Below 2^32 / 1000 < 2^23: both, found by the IR's known leading zeros (unsigned first).
    Kind {
        def: "{v} = udiv i32 {x}, 1000",
        u24: true,
        i24: true,
    },
    Kind {
        def: "{v} = call i32 @llvm.amdgcn.workitem.id.x()",
        u24: true,
        i24: true,
    },
];

/// Constant second factors: `(value, fits unsigned 24, fits signed 24)`. No powers of two
/// (those become shifts), no -1.
const CONSTS: &[(i64, bool, bool)] = &[
    (-3, false, true),
    (-100, false, true),
    (-77_777, false, true),
    (8_388_607, true, true),
    (-8_388_608, false, true),
    (-8_388_609, false, false),
    (12_345_679, true, false),
];

fn factor_def(kind: &Kind, v: &str, x: &str) -> String {
    format!("  {}\n", kind.def.replace("{v}", v).replace("{x}", x))
}

fn module(name: &str, src: &str) -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::LlvmIr, src)
        .unwrap_or_else(|d| panic!("{}\n{src}", d.render(name)))
}

/// The kernel around `body`: four lane values `%x0..%x3` loaded, `%o` this lane's
/// `2^slots_log2` output slots (addresses by shifts, so the kernel has no other multiply).
fn wrap(body: &str, slots_log2: u32) -> String {
    let mut ld = String::new();
    for k in 0..4 {
        writeln!(
            ld,
            "  %q{k} = getelementptr i32, ptr addrspace(1) %b, i32 {k}\n  %x{k} = load i32, ptr addrspace(1) %q{k}, align 4"
        )
        .unwrap();
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %i4 = shl i32 %id, 2
  %b = getelementptr i32, ptr addrspace(1) %in, i32 %i4
  %ob = shl i32 %id, {slots_log2}
  %o = getelementptr i32, ptr addrspace(1) %out, i32 %ob
{ld}{body}  ret void
}}
"
    )
}

/// The 24-bit form the factors' kinds call for (`"u"`, `"i"` or `""`: none).
fn expected(u: [bool; 2], i: [bool; 2]) -> &'static str {
    if u[0] && u[1] {
        "u"
    } else if i[0] && i[1] {
        "i"
    } else {
        ""
    }
}

fn check_form(name: &str, asm: &str, want: &str, fused: bool) {
    let (u, i) = if fused {
        ("v_mad_u32_u24", "v_mad_i32_i24")
    } else {
        ("v_mul_u32_u24", "v_mul_i32_i24")
    };
    let has = |s: &str| asm.contains(s);
    let ok = match want {
        "u" => has(u) && !has("_i32_i24"),
        "i" => has(i) && !has("_u32_u24"),
        _ => has("v_mul_lo_u32") && !has("_i32_i24") && !has("_u32_u24"),
    };
    assert!(ok, "{name}: expected form {want:?} (fused: {fused})\n{asm}");
}

#[test]
fn selection_follows_the_factors_sign_bits() {
    let targets: Vec<_> = common::ALL_TARGETS
        .iter()
        .map(|&(cpu, mattr)| (cpu, mattr, common::target_with(cpu, mattr)))
        .collect();
    let mut cases = Vec::new();
    for (ka, a) in KINDS.iter().enumerate() {
        for (kb, b) in KINDS.iter().enumerate().skip(ka) {
            let mut body = factor_def(a, "%fa", "%x0") + &factor_def(b, "%fb", "%x1");
            body += "  %m = mul i32 %fa, %fb\n";
            cases.push((
                format!("kinds {ka}x{kb}"),
                body,
                expected([a.u24, b.u24], [a.i24, b.i24]),
                true,
            ));
        }
        for (c, (k, cu, ci)) in CONSTS.iter().enumerate() {
            let body = factor_def(a, "%fa", "%x0") + &format!("  %m = mul i32 %fa, {k}\n");
            cases.push((
                format!("kind {ka} x const {c}"),
                body,
                expected([a.u24, *cu], [a.i24, *ci]),
                false,
            ));
        }
    }
    for (name, body, want, fusable) in cases {
        // Alone (stored), and added to a lane value (the multiply-add forms; a constant
        // factor may need a literal VOP3 does not take before GFX10, so only register ones).
        for fused in [false, true] {
            if fused && !fusable {
                continue;
            }
            let tail = if fused {
                "  %r = add i32 %m, %x2\n  store i32 %r, ptr addrspace(1) %o, align 4\n"
            } else {
                "  store i32 %m, ptr addrspace(1) %o, align 4\n"
            };
            let src = wrap(&(body.clone() + tail), 0);
            let m = module(&name, &src);
            for (cpu, mattr, t) in &targets {
                let asm = gfxc::compile::compile_module_asm(&m, t)
                    .unwrap_or_else(|d| panic!("{}", d.render(&name)));
                check_form(&format!("{name} {cpu}{mattr}"), &asm, want, fused);
            }
        }
    }
}

fn random_kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut n = 0u32;
    for k in 0..PRODUCTS {
        let mut f = |r: &mut Rng, body: &mut String, konst: bool| -> String {
            n += 1;
            if konst && r.below(3) == 0 {
                return CONSTS[r.below(CONSTS.len() as u64) as usize].0.to_string();
            }
            let v = format!("%f{n}");
            let kind = &KINDS[r.below(KINDS.len() as u64) as usize];
            body.push_str(&factor_def(kind, &v, &format!("%x{}", r.below(4))));
            v
        };
        let a = f(&mut r, &mut body, false);
        let b = f(&mut r, &mut body, true);
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
    wrap(&body, PRODUCTS.trailing_zeros())
}

#[test]
fn signed_narrow_products_match_the_interpreter() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "i32", "len": {n}, "init": {{"random": 23, "min": -2147483648, "max": 2147483647}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 0}}}}
  }}}}"#,
        n = 4 * LANES,
        o = PRODUCTS * LANES
    );
    for case in 0..3u64 {
        let src = random_kernel(0x1319_8a2e_0370_7344 ^ (case * 9_973 + 11));
        let name = format!("mul24_signed_{case}.ll");
        let m = module(&name, &src);
        common::objects_match_interpreter(&name, &m, &launch, common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
        for &(cpu, mattr) in common::ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            let asm = gfxc::compile::compile_module_asm(&m, &t).unwrap();
            for form in ["v_mul_i32_i24", "v_mad_i32_i24", "v_mul_lo_u32"] {
                assert!(asm.contains(form), "{name} {cpu}{mattr}: no {form}");
            }
        }
    }
}
