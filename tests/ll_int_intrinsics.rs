//! The integer LLVM intrinsics the `.ll` reader expands (`ll/src/int_intrinsics.rs`):
//! `{s,u}{add,sub,mul}.with.overflow` (both results), `{s,u}{add,sub,shl}.sat`, `bswap`,
//! `fshl`/`fshr`, plus `smin/smax/umin/umax`, `abs`, `ctpop`, `ctlz`/`cttz` (both
//! `is_zero_poison` flags, on nonzero inputs where the flag matters) and `bitreverse`, on i8,
//! i16, i32 and i64 over every pair of edge values (0, ±1, MIN, MAX, ...). Each kernel runs on
//! the interpreter and must equal a reference computed here with 128-bit arithmetic from
//! LangRef's definitions; compiled for gfx600, gfx900 and gfx1100 (wave64) it must give the
//! same bytes on the simulator.

mod common;

use gfxc_ir::launch::{ArgSpec, BufferSpec, ElemType, Init, LaunchSpec};

const WIDTHS: [u32; 4] = [8, 16, 32, 64];

fn edges(w: u32) -> Vec<u64> {
    let m = mask(w);
    let min = 1u64 << (w - 1);
    let mut v = vec![
        0,
        1,
        2,
        3,
        m,
        m - 1,
        min,
        min - 1,
        min + 1,
        0x5555_5555_5555_5555 & m,
        0x1234_5678_9abc_def0 & m,
        (w - 1) as u64,
        w as u64,
        7,
    ];
    v.dedup();
    v
}

fn mask(w: u32) -> u64 {
    if w == 64 {
        u64::MAX
    } else {
        (1u64 << w) - 1
    }
}

fn sx(x: u64, w: u32) -> i128 {
    let x = x & mask(w);
    if x >> (w - 1) & 1 == 1 {
        x as i128 - (1i128 << w)
    } else {
        x as i128
    }
}

/// The reference: (first result, overflow flag or 0).
fn reference(name: &str, w: u32, a: u64, b: u64, c: u64) -> (u64, u64) {
    let m = mask(w);
    let (ua, ub) = ((a & m) as i128, (b & m) as i128);
    let (sa, sb) = (sx(a, w), sx(b, w));
    let smin = -(1i128 << (w - 1));
    let smax = (1i128 << (w - 1)) - 1;
    let umax = m as i128;
    let wrap = |x: i128| (x as u64) & m;
    let sh = (b & m) % w as u64;
    let flag = |r: i128, ok: bool| (wrap(r), (!ok) as u64);
    match name {
        "sadd.with.overflow" => flag(sa + sb, (smin..=smax).contains(&(sa + sb))),
        "uadd.with.overflow" => flag(ua + ub, ua + ub <= umax),
        "ssub.with.overflow" => flag(sa - sb, (smin..=smax).contains(&(sa - sb))),
        "usub.with.overflow" => flag(ua - ub, ua >= ub),
        "smul.with.overflow" => {
            let p = sa * sb;
            flag(p, (smin..=smax).contains(&p))
        }
        "umul.with.overflow" => {
            let p = (ua as u128) * (ub as u128);
            ((p as u64) & m, (p > umax as u128) as u64)
        }
        "sadd.sat" => (wrap((sa + sb).clamp(smin, smax)), 0),
        "uadd.sat" => (wrap((ua + ub).min(umax)), 0),
        "ssub.sat" => (wrap((sa - sb).clamp(smin, smax)), 0),
        "usub.sat" => (wrap((ua - ub).max(0)), 0),
        "ushl.sat" => {
            let r = (ua as u128) << sh;
            (if r > umax as u128 { m } else { r as u64 & m }, 0)
        }
        "sshl.sat" => {
            let r = sa * (1i128 << sh);
            (wrap(r.clamp(smin, smax)), 0)
        }
        "smin" => (wrap(sa.min(sb)), 0),
        "smax" => (wrap(sa.max(sb)), 0),
        "umin" => (wrap(ua.min(ub)), 0),
        "umax" => (wrap(ua.max(ub)), 0),
        "abs" => (wrap(sa.abs()), 0),
        "ctpop" => ((a & m).count_ones() as u64, 0),
        "ctlz" => (((a & m).leading_zeros() - (64 - w)) as u64, 0),
        "cttz" => ((a & m).trailing_zeros().min(w) as u64, 0),
        "bitreverse" => ((a & m).reverse_bits() >> (64 - w), 0),
        "bswap" => ((a & m).swap_bytes() >> (64 - w), 0),
        "fshl" | "fshr" => {
            let s = (c & m) % w as u64;
            let wide = ((ua as u128) << w) | ub as u128;
            let r = if name == "fshl" {
                (wide << s) >> w
            } else {
                wide >> s
            };
            ((r as u64) & m, 0)
        }
        _ => unreachable!("{name}"),
    }
}

/// (intrinsic, operands, has an overflow result, extra immarg)
const CASES: &[(&str, usize, bool, &str)] = &[
    ("sadd.with.overflow", 2, true, ""),
    ("uadd.with.overflow", 2, true, ""),
    ("ssub.with.overflow", 2, true, ""),
    ("usub.with.overflow", 2, true, ""),
    ("smul.with.overflow", 2, true, ""),
    ("umul.with.overflow", 2, true, ""),
    ("sadd.sat", 2, false, ""),
    ("uadd.sat", 2, false, ""),
    ("ssub.sat", 2, false, ""),
    ("usub.sat", 2, false, ""),
    ("ushl.sat", 2, false, ""),
    ("sshl.sat", 2, false, ""),
    ("smin", 2, false, ""),
    ("smax", 2, false, ""),
    ("umin", 2, false, ""),
    ("umax", 2, false, ""),
    ("abs", 1, false, ", i1 false"),
    ("ctpop", 1, false, ""),
    ("ctlz", 1, false, ", i1 false"),
    ("ctlz", 1, false, ", i1 true"),
    ("cttz", 1, false, ", i1 false"),
    ("cttz", 1, false, ", i1 true"),
    ("bitreverse", 1, false, ""),
    ("bswap", 1, false, ""),
    ("fshl", 3, false, ""),
    ("fshr", 3, false, ""),
];

fn kernel(name: &str, n: usize, ov: bool, extra: &str, w: u32) -> String {
    let t = format!("i{w}");
    let mut s = String::new();
    s.push_str("define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %c, ptr addrspace(1) %o) {\n");
    s.push_str("  %t = call i32 @llvm.amdgcn.workitem.id.x()\n  %i = zext i32 %t to i64\n");
    for (k, p) in ["a", "b", "c"].iter().enumerate().take(n) {
        s.push_str(&format!(
            "  %p{k} = getelementptr {t}, ptr addrspace(1) %{p}, i64 %i\n  %x{k} = load {t}, ptr addrspace(1) %p{k}\n"
        ));
    }
    let args: Vec<String> = (0..n).map(|k| format!("{t} %x{k}")).collect();
    let rt = if ov {
        format!("{{ {t}, i1 }}")
    } else {
        t.clone()
    };
    s.push_str(&format!(
        "  %r = call {rt} @llvm.{name}.{t}({}{extra})\n",
        args.join(", ")
    ));
    s.push_str("  %j = shl i64 %i, 1\n");
    s.push_str(&format!(
        "  %q0 = getelementptr {t}, ptr addrspace(1) %o, i64 %j\n"
    ));
    if ov {
        s.push_str(&format!(
            "  %v = extractvalue {rt} %r, 0\n  %f = extractvalue {rt} %r, 1\n  %fz = zext i1 %f to {t}\n  store {t} %v, ptr addrspace(1) %q0\n  %j1 = or i64 %j, 1\n  %q1 = getelementptr {t}, ptr addrspace(1) %o, i64 %j1\n  store {t} %fz, ptr addrspace(1) %q1\n"
        ));
    } else {
        s.push_str(&format!("  store {t} %r, ptr addrspace(1) %q0\n"));
    }
    s.push_str("  ret void\n}\n");
    let ps: Vec<String> = (0..n).map(|_| t.clone()).collect();
    let imm = if extra.is_empty() { "" } else { ", i1" };
    s.push_str(&format!(
        "declare {rt} @llvm.{name}.{t}({}{imm})\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n",
        ps.join(", ")
    ));
    s
}

#[test]
fn integer_intrinsics_match_langref_and_compile() {
    let mut failures = Vec::new();
    for &(name, n, ov, extra) in CASES {
        for w in WIDTHS {
            if name == "bswap" && w == 8 {
                continue; // LangRef: bswap needs a whole number of byte pairs
            }
            let e = edges(w);
            let threads = e.len() * e.len();
            let poison_zero = extra == ", i1 true";
            let mut a = Vec::new();
            let mut b = Vec::new();
            let mut c = Vec::new();
            for i in 0..threads {
                let mut x = e[i % e.len()];
                if poison_zero && x == 0 {
                    x = 1; // the result for 0 is poison when the flag is set
                }
                a.push(x);
                b.push(e[i / e.len()]);
                c.push(e[(i * 7 + 3) % e.len()]);
            }
            let ty = ElemType::from_name(&format!("u{w}")).unwrap();
            let buf = |nm: &str, v: &[u64]| BufferSpec {
                name: nm.into(),
                ty,
                len: v.len() as u64,
                init: Init::Values(v.to_vec()),
            };
            let spec = LaunchSpec {
                kernel: "k".into(),
                grid: [threads as u32, 1, 1],
                block: [threads as u32, 1, 1],
                args: ["a", "b", "c", "o"]
                    .iter()
                    .map(|nm| ArgSpec::Buffer {
                        name: nm.to_string(),
                        offset: 0,
                    })
                    .collect(),
                buffers: vec![
                    buf("a", &a),
                    buf("b", &b),
                    buf("c", &c),
                    buf("o", &vec![0x5a; 2 * threads]),
                ],
                lds_dynamic: 0,
                stack_bytes: gfxc::ir::launch::DEFAULT_STACK_BYTES,
            };
            let label = format!("{name}{extra} i{w}");
            let src = kernel(name, n, ov, extra, w);
            let m = match gfxc::load_source(gfxc::SourceKind::LlvmIr, &src) {
                Ok(m) => m,
                Err(d) => {
                    failures.push(format!("{label}: import: {}", d.render("k.ll")));
                    continue;
                }
            };
            let got = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
            let out = &got.buffers[3].bytes;
            let bytes = (w / 8) as usize;
            let at = |k: usize| {
                let mut v = [0u8; 8];
                v[..bytes].copy_from_slice(&out[k * bytes..(k + 1) * bytes]);
                u64::from_le_bytes(v)
            };
            for i in 0..threads {
                let (r, f) = reference(name, w, a[i], b[i], c[i]);
                let (gr, gf) = (at(2 * i), at(2 * i + 1));
                let want_f = if ov { f } else { 0x5a };
                if gr != r || gf != want_f {
                    failures.push(format!(
                        "{label}: ({:#x}, {:#x}, {:#x}): interpreter ({gr:#x}, {gf:#x}), LangRef ({r:#x}, {want_f:#x})",
                        a[i], b[i], c[i]
                    ));
                    break;
                }
            }
            for (cpu, mattr) in [
                ("gfx600", ""),
                ("gfx900", ""),
                ("gfx1100", "+wavefrontsize64"),
            ] {
                let obj = match gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
                    Ok(o) => o,
                    Err(d) => {
                        failures.push(format!("{label} {cpu}: {}", d.render("k.ll")));
                        continue;
                    }
                };
                match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                    Ok((s, _)) if s.buffers[3].bytes == *out => {}
                    Ok(_) => failures.push(format!("{label} {cpu}{mattr}: simulator differs")),
                    Err(e) => failures.push(format!("{label} {cpu}{mattr}: simulator: {e}")),
                }
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
