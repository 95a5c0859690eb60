//! `contract` fusion (`ll/src/contract.rs`), checked against exact arithmetic and llc-19.
//!
//! - `contract_pairs_are_exact_fmas`: on the interpreter, an `fadd`/`fsub contract` of an
//!   `fmul contract` gives the exactly rounded fused value (Rust's `mul_add` for float and
//!   double, an exact integer computation for half), and pairs missing a flag give the
//!   separately rounded one — on inputs where the two differ (lane 0: `(1 + 2^-12)^2 - 1`)
//!   and on random finite ones. The compiled code agrees with the interpreter on all 13 modes
//!   in `tests/llvm_coverage.rs` (row `fastmath.contract`).
//! - `fused_where_llc_fuses`: for every (type, processor) where llc-19 fuses the pair into one
//!   `v_fma*`/`v_fmac*` (`tests/golden/contract/llc19_fusion.tsv`, re-measured live when
//!   llc-19 is installed), gfxc's code has an FMA instruction of that type and no multiply.

mod common;

use gfxc_ir::interp::run;
use gfxc_ir::launch::LaunchSpec;
use std::fmt::Write;

const N: usize = 64;

fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// Random finite bits of a float of `bits` width (exponent field never all ones), lane 0 the
/// case where fusing shows.
fn inputs(bits: u32, which: u64) -> Vec<u64> {
    let (exp_mask, one_plus) = match bits {
        16 => (0x7c00u64, 0x3c00u64 | 1 << 4),      // 1 + 2^-6
        32 => (0x7f80_0000, 0x3f80_0000 | 1 << 11), // 1 + 2^-12
        _ => (0x7ff0_0000_0000_0000, 0x3ff0_0000_0000_0000 | 1 << 25), // 1 + 2^-27
    };
    let neg_one = match bits {
        16 => 0xbc00,
        32 => 0xbf80_0000,
        _ => 0xbff0_0000_0000_0000,
    };
    (0..N as u64)
        .map(|l| {
            if l == 0 {
                return if which == 2 { neg_one } else { one_plus };
            }
            let mut v = mix(l * 7 + which)
                & if bits == 64 {
                    u64::MAX
                } else {
                    (1 << bits) - 1
                };
            if v & exp_mask == exp_mask {
                v &= !(exp_mask & exp_mask << 1); // clear the top exponent bit: finite
            }
            // Keep most products in range: exponents near the middle on odd lanes.
            if l % 2 == 1 {
                let mid = (exp_mask >> 1) & exp_mask;
                v = (v & !exp_mask) | mid ^ (v & (exp_mask >> 3) & exp_mask);
            }
            v
        })
        .collect()
}

/// An exact half value: (sign, integer, power of two).
fn half_parts(h: u64) -> (bool, i128, i32) {
    let s = h >> 15 & 1 == 1;
    let e = (h >> 10 & 0x1f) as i32;
    let m = (h & 0x3ff) as i128;
    if e == 0 {
        (s, m, -24)
    } else {
        (s, m | 1024, e - 25)
    }
}

/// `v * 2^-48` rounded to half, ties to even (`v` an exact multiple of 2^-48 scaled).
fn round_half(v: i128, zero_sign: bool) -> u64 {
    if v == 0 {
        return if zero_sign { 0x8000 } else { 0 };
    }
    let sign = if v < 0 { 0x8000 } else { 0 };
    let n = v.unsigned_abs();
    let p = 127 - n.leading_zeros() as i32;
    let s = (p - 10).max(24);
    let mut m = n >> s;
    let rem = n & ((1u128 << s) - 1);
    let halfway = 1u128 << (s - 1);
    if rem > halfway || (rem == halfway && m & 1 == 1) {
        m += 1;
    }
    let mut s = s;
    if s == 24 && m < 1024 {
        return sign | m as u64;
    }
    while m >= 2048 {
        m >>= 1;
        s += 1;
    }
    let e = s - 48 + 10;
    if e > 15 {
        return sign | 0x7c00;
    }
    sign | ((e + 15) as u64) << 10 | (m as u64 - 1024)
}

/// Scaled by 2^48: `x` exactly.
fn half_scaled(h: u64) -> i128 {
    let (s, m, e) = half_parts(h);
    let v = m << (e + 48);
    if s {
        -v
    } else {
        v
    }
}

/// `x * y + z` in half, rounded once (fused) or twice (product first).
fn half_fma(x: u64, y: u64, z: u64, fused: bool) -> u64 {
    let (sx, mx, ex) = half_parts(x);
    let (sy, my, ey) = half_parts(y);
    let mut prod = (mx * my) << (ex + ey + 96 - 48);
    if sx != sy {
        prod = -prod;
    }
    let psign = sx != sy;
    if fused {
        let zs = half_parts(z).0;
        round_half(prod + half_scaled(z), psign && zs)
    } else {
        let p = round_half(prod, psign);
        half_add(p, z)
    }
}

fn half_add(a: u64, b: u64) -> u64 {
    if a & 0x7c00 == 0x7c00 {
        return a; // the rounded product overflowed
    }
    let both_neg = a >> 15 & 1 == 1 && b >> 15 & 1 == 1;
    round_half(half_scaled(a) + half_scaled(b), both_neg)
}

/// The kernel: buffers x, y, z of bits; outputs o0..o4 as in [`PATTERNS`].
const PATTERNS: [&str; 5] = [
    "%m = fmul contract T %x, %y\n  %r = fadd contract T %m, %z",
    "%m = fmul fast T %x, %y\n  %r = fsub fast T %m, %z",
    "%m = fmul contract T %x, %y\n  %r = fsub contract T %z, %m",
    "%m = fmul T %x, %y\n  %r = fadd contract T %m, %z",
    "%m = fmul contract T %x, %y\n  %r = fadd T %z, %m",
];

fn kernel(t: &str, it: &str) -> String {
    let mut s = String::from("define amdgpu_kernel void @k(ptr addrspace(1) %px, ptr addrspace(1) %py, ptr addrspace(1) %pz");
    for k in 0..PATTERNS.len() {
        write!(s, ", ptr addrspace(1) %o{k}").unwrap();
    }
    s.push_str(") {\n  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n");
    for v in ["x", "y", "z"] {
        writeln!(s, "  %a{v} = getelementptr {it}, ptr addrspace(1) %p{v}, i32 %tid\n  %b{v} = load {it}, ptr addrspace(1) %a{v}\n  %{v} = bitcast {it} %b{v} to {t}").unwrap();
    }
    for (k, p) in PATTERNS.iter().enumerate() {
        let body = p
            .replace('T', t)
            .replace('%', &format!("%p{k}_"))
            .replace(&format!("%p{k}_x"), "%x")
            .replace(&format!("%p{k}_y"), "%y")
            .replace(&format!("%p{k}_z"), "%z");
        writeln!(s, "  {body}\n  %p{k}_ri = bitcast {t} %p{k}_r to {it}\n  %p{k}_a = getelementptr {it}, ptr addrspace(1) %o{k}, i32 %tid\n  store {it} %p{k}_ri, ptr addrspace(1) %p{k}_a").unwrap();
    }
    s.push_str("  ret void\n}\ndeclare i32 @llvm.amdgcn.workitem.id.x()\n");
    s
}

fn spec(elem: &str, ins: &[Vec<u64>; 3]) -> String {
    let vals = |v: &Vec<u64>| {
        v.iter()
            .map(|x| x.to_string())
            .collect::<Vec<_>>()
            .join(",")
    };
    let mut b = String::new();
    for (k, n) in ["x", "y", "z"].iter().enumerate() {
        write!(
            b,
            "\"{n}\": {{\"type\": \"{elem}\", \"len\": {N}, \"init\": {{\"values\": [{}]}}}},",
            vals(&ins[k])
        )
        .unwrap();
    }
    let mut args = String::from("{\"buffer\": \"x\"}, {\"buffer\": \"y\"}, {\"buffer\": \"z\"}");
    for k in 0..PATTERNS.len() {
        write!(
            b,
            "\"o{k}\": {{\"type\": \"{elem}\", \"len\": {N}, \"init\": \"zero\"}}{}",
            if k + 1 < PATTERNS.len() { "," } else { "" }
        )
        .unwrap();
        write!(args, ", {{\"buffer\": \"o{k}\"}}").unwrap();
    }
    format!("{{\"kernel\": \"k\", \"grid\": [{N}, 1, 1], \"block\": [{N}, 1, 1], \"args\": [{args}], \"buffers\": {{{b}}}}}")
}

/// The expected bits of pattern `k` for one lane.
fn expect(bits: u32, k: usize, x: u64, y: u64, z: u64) -> u64 {
    match bits {
        16 => {
            let neg = |v: u64| v ^ 0x8000;
            match k {
                0 => half_fma(x, y, z, true),
                1 => half_fma(x, y, neg(z), true),
                2 => half_fma(neg(x), y, z, true),
                _ => half_fma(x, y, z, false),
            }
        }
        32 => {
            let (x, y, z) = (
                f32::from_bits(x as u32),
                f32::from_bits(y as u32),
                f32::from_bits(z as u32),
            );
            (match k {
                0 => x.mul_add(y, z),
                1 => x.mul_add(y, -z),
                2 => (-x).mul_add(y, z),
                3 => x * y + z,
                _ => z + x * y,
            })
            .to_bits() as u64
        }
        _ => {
            let (x, y, z) = (f64::from_bits(x), f64::from_bits(y), f64::from_bits(z));
            (match k {
                0 => x.mul_add(y, z),
                1 => x.mul_add(y, -z),
                2 => (-x).mul_add(y, z),
                3 => x * y + z,
                _ => z + x * y,
            })
            .to_bits()
        }
    }
}

fn is_nan(bits: u32, v: u64) -> bool {
    match bits {
        16 => v & 0x7c00 == 0x7c00 && v & 0x3ff != 0,
        32 => f32::from_bits(v as u32).is_nan(),
        _ => f64::from_bits(v).is_nan(),
    }
}

#[test]
fn contract_pairs_are_exact_fmas() {
    let mut fails = Vec::new();
    for (t, it, elem, bits) in [
        ("half", "i16", "u16", 16),
        ("float", "i32", "u32", 32),
        ("double", "i64", "u64", 64),
    ] {
        let ins = [inputs(bits, 1), inputs(bits, 3), inputs(bits, 2)];
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &kernel(t, it))
            .unwrap_or_else(|d| panic!("{}", d.render("k.ll")));
        let s = LaunchSpec::parse(&spec(elem, &ins)).unwrap();
        let r = run(&m, &s, &Default::default()).unwrap();
        let bytes = bits as usize / 8;
        let mut differ = 0;
        for k in 0..PATTERNS.len() {
            let b = r
                .buffers
                .iter()
                .find(|b| b.name == format!("o{k}"))
                .unwrap();
            for (l, lane) in b.bytes.chunks(bytes).take(N).enumerate() {
                let mut v = [0u8; 8];
                v[..bytes].copy_from_slice(lane);
                let got = u64::from_le_bytes(v);
                let want = expect(bits, k, ins[0][l], ins[1][l], ins[2][l]);
                let unfused = expect(bits, 3, ins[0][l], ins[1][l], ins[2][l]);
                if k == 0 && want != unfused {
                    differ += 1;
                }
                if got != want && !(is_nan(bits, got) && is_nan(bits, want)) {
                    fails.push(format!(
                        "{t} pattern {k} lane {l}: got {got:#x}, want {want:#x}"
                    ));
                }
            }
        }
        // The inputs must tell fused from unfused somewhere (lane 0 at least).
        assert!(differ >= 1, "{t}: no lane where fusing shows");
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

const FMA_OPS: [&str; 6] = [
    "v_fma_f16",
    "v_fmac_f16",
    "v_fma_f32",
    "v_fmac_f32",
    "v_fma_f64",
    "v_fmac_f64",
];

fn golden() -> Vec<(String, String, String)> {
    let g = std::fs::read_to_string(common::root().join("tests/golden/contract/llc19_fusion.tsv"))
        .unwrap();
    g.lines()
        .filter(|l| !l.starts_with('#'))
        .map(|l| {
            let c: Vec<&str> = l.split('\t').collect();
            (c[0].to_string(), c[1].to_string(), c[2].to_string())
        })
        .collect()
}

fn pair_kernel(t: &str) -> String {
    format!("define amdgpu_kernel void @k(ptr addrspace(1) %o, {t} %a, {t} %b, {t} %c) {{\n  %m = fmul contract {t} %a, %b\n  %s = fadd contract {t} %m, %c\n  store {t} %s, ptr addrspace(1) %o\n  ret void\n}}\n")
}

/// The VALU arithmetic mnemonics of an assembly listing, without `_e32`/`_e64`.
fn arith(asm: &str) -> Vec<String> {
    asm.lines()
        .filter_map(|l| l.split_whitespace().next())
        .filter(|w| {
            [
                "v_fma", "v_fmac", "v_mad", "v_mac", "v_mul", "v_add", "v_sub",
            ]
            .iter()
            .any(|p| w.starts_with(p))
        })
        .map(|w| {
            w.trim_end_matches("_e32")
                .trim_end_matches("_e64")
                .to_string()
        })
        .collect()
}

#[test]
fn fused_where_llc_fuses() {
    let g = golden();
    assert_eq!(g.len(), 30);
    let dir = std::env::temp_dir().join(format!("gfxc_contract_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let live = common::llvm_tool("llc-19");
    let mut fails = Vec::new();
    for (t, cpu, want) in &g {
        let path = dir.join(format!("{t}.ll"));
        std::fs::write(&path, pair_kernel(t)).unwrap();
        let p = common::path_str(&path);
        if live {
            let o = std::process::Command::new("llc-19")
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    &p,
                    "-o",
                    "-",
                ])
                .output()
                .unwrap();
            let now = arith(&String::from_utf8_lossy(&o.stdout)).join(" ");
            if &now != want {
                fails.push(format!(
                    "golden {t} {cpu}: llc-19 now gives '{now}', the file '{want}'"
                ));
            }
        }
        let w = match t.as_str() {
            "half" => "f16",
            "float" => "f32",
            _ => "f64",
        };
        if !want
            .split(' ')
            .any(|o| FMA_OPS.contains(&o) && o.ends_with(w))
        {
            // llc-19 keeps the multiply there, or (half on gfx600) fuses the operands
            // promoted to float, rounding twice; gfxc fuses in the type (contract.rs).
            continue;
        }
        let (rc, asm, err) =
            common::gfxc(&["compile", &p, "--mcpu", cpu, "--emit", "asm", "-o", "-"]);
        assert_eq!(rc, 0, "{t} {cpu}: {err}");
        let ops = arith(&asm);
        if !ops
            .iter()
            .any(|o| FMA_OPS.contains(&o.as_str()) && o.ends_with(w))
            || ops.iter().any(|o| o.starts_with("v_mul"))
        {
            fails.push(format!("{t} {cpu}: gfxc gives {ops:?}, llc-19 '{want}'"));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}
