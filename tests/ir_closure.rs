//! gfxc IR is closed under compilation: every (opcode, type) pair the verifier accepts compiles
//! on every target mode and gives the interpreter's result on the simulator (strict mode).
//!
//! The pairs are enumerated from the IR's own tables: every integer width (`i1 i8 i16 i32
//! i64`), `f16 f32 f64`, vectors of each (lengths 2, 3 and 4 here; 2..=16 and 32 with
//! `GFXC_CLOSURE_FULL=1`) and pointers of every supported address space, through integer and
//! float arithmetic, compares, selects, every conversion (including `bitcast` between every
//! pair of equal-width types), vector lane operations and wave operations. Each opcode gets one
//! kernel per operand mode, holding one item per type: operands loaded from a buffer of edge
//! values (0, ±1, MIN, MAX, alternating bits, shift amounts around the width, signed zeros,
//! infinities, NaN, subnormals ...), the operation, the result stored. Modes: all operands
//! divergent (`v`), all uniform (`s`, read at the work-group id), the first uniform and the
//! rest divergent (`sv`), and the last operand a constant (`k`); `v` and `s` run on all 13
//! target modes, `sv` and `k` on one target per generation family unless
//! `GFXC_CLOSURE_FULL=1` (every mode on every target; `GFXC_CLOSURE_TARGETS=gfx900,gfx1100w64`
//! restricts the targets while debugging). When a kernel fails, its
//! items are compiled one by one so the report names each failing (opcode, type, mode, target).
//!
//! Results compare bit for bit, except that any two NaNs are equal (the IR leaves NaN payloads
//! of invalid operations open only up to canonicalisation) and the approximate operations
//! (`rcp rsq exp2 log2 sin cos`, about 1 ulp on hardware, correctly rounded in the
//! interpreter) are allowed 2 ulps.
//!
//! `PENDING` lists the float operations not selected yet (another work item of issue 14):
//! they may only fail with a clean "not supported yet" error, and `pending_still_fails`
//! makes sure each entry is still needed.

mod common;

use gfxc_ir::launch::{ArgSpec, BufferSpec, ElemType, Init, LaunchSpec};
use gfxc_ir::{AddrSpace, Scalar, Type};
use std::fmt::Write as _;

/// Work-items per work-group and work-groups: records `0..GROUPS` are read uniformly.
const BLOCK: u32 = 8;
const GROUPS: u32 = 32;
const THREADS: u32 = BLOCK * GROUPS;
/// Bytes per operand or result slot (the widest type: 32 lanes of 8 bytes).
const SLOT: u32 = 256;

fn full() -> bool {
    std::env::var_os("GFXC_CLOSURE_FULL").is_some_and(|v| v == "1")
}

fn lane_counts() -> Vec<u8> {
    if full() {
        (2..=16).chain([32]).collect()
    } else {
        vec![2, 3, 4]
    }
}

/// Every value type: scalars and vectors of every lane type.
fn value_types() -> Vec<Type> {
    let mut v = Vec::new();
    for s in Scalar::ALL {
        v.push(Type::Scalar(s));
        for n in lane_counts() {
            v.push(Type::Vector(s, n));
        }
    }
    v
}

fn ptr_types() -> Vec<Type> {
    AddrSpace::ALL
        .into_iter()
        .filter(|a| !a.is_reserved())
        .map(Type::Ptr)
        .collect()
}

/// How an operand's values are drawn.
#[derive(Clone, Copy, PartialEq, Debug)]
enum Gen {
    /// Edge values of the type.
    Edge,
    /// A lane index below `n` (i32).
    Index(u8),
    /// A nonzero divisor (signed: never -1, so MIN / -1 never happens).
    Divisor { signed: bool },
    /// Edge values of small magnitude (the argument range of `sin`/`cos` on hardware).
    Small,
}

#[derive(Clone)]
struct Item {
    /// Printed as `op type`.
    label: String,
    ops: Vec<(Type, Gen)>,
    res: Type,
    /// The instruction text: `{r}` the result, `{0}`.. the operands.
    text: String,
    /// Allowed ulps for float results (0: exact).
    ulps: u64,
    /// Operand that may be a constant in mode `k` (the last one, if its type is a scalar).
    no_const: bool,
}

fn item(label: String, ops: Vec<(Type, Gen)>, res: Type, text: String) -> Item {
    Item {
        label,
        ops,
        res,
        text,
        ulps: 0,
        no_const: false,
    }
}

/// Edge values (raw bits) of a scalar type.
fn edges(s: Scalar) -> Vec<u64> {
    let bits = s.bits();
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    match s {
        Scalar::I1 => vec![0, 1],
        _ if s.is_int() => {
            let min = 1u64 << (bits - 1);
            let mut v = vec![
                0,
                1,
                2,
                3,
                mask,
                mask - 1,
                min,
                min + 1,
                min - 1,
                min - 2,
                0x5555_5555_5555_5555 & mask,
                0xaaaa_aaaa_aaaa_aaaa & mask,
                (bits - 1) as u64,
                bits as u64,
                (bits + 1) as u64,
                0x1234_5678_9abc_def0 & mask,
                7,
                31,
                32,
                33,
                63,
                0x80,
                0xff,
                0x8000 & mask,
                0xffff & mask,
                0x8000_0000 & mask,
                0xffff_ffff & mask,
                0x1_0000_0000 & mask,
            ];
            v.dedup();
            v
        }
        Scalar::F16 => vec![
            0x0000, 0x8000, 0x3c00, 0xbc00, 0x3800, 0x3e00, 0x4100, 0xc100, 0x7c00, 0xfc00, 0x7e00,
            0x7d00, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x4248, 0x5640, 0xd640, 0x3555,
        ],
        Scalar::F32 => vec![
            0x0000_0000,
            0x8000_0000,
            0x3f80_0000,
            0xbf80_0000,
            0x3f00_0000,
            0x3fc0_0000,
            0x4020_0000,
            0xc020_0000,
            0x7f80_0000,
            0xff80_0000,
            0x7fc0_0000,
            0x7fa0_0000,
            0x0000_0001,
            0x007f_ffff,
            0x0080_0000,
            0x7f7f_ffff,
            0x4049_0fdb,
            0x5f00_0000,
            0xcf00_0000,
            0x4f80_0000,
            0x3eaa_aaab,
            0x4b00_0001,
        ],
        _ => vec![
            0,
            0x8000_0000_0000_0000,
            0x3ff0_0000_0000_0000,
            0xbff0_0000_0000_0000,
            0x3fe0_0000_0000_0000,
            0x3ff8_0000_0000_0000,
            0x4004_0000_0000_0000,
            0xc004_0000_0000_0000,
            0x7ff0_0000_0000_0000,
            0xfff0_0000_0000_0000,
            0x7ff8_0000_0000_0000,
            0x7ff4_0000_0000_0000,
            1,
            0x000f_ffff_ffff_ffff,
            0x0010_0000_0000_0000,
            0x7fef_ffff_ffff_ffff,
            0x4009_21fb_5444_2d18,
            0x43e0_0000_0000_0000,
            0xc3e0_0000_0000_0000,
            0x41f0_0000_0000_0000,
            0x3fd5_5555_5555_5555,
            0x4330_0000_0000_0001,
        ],
    }
}

/// Small-magnitude float edges (|x| <= 8) and every integer edge.
fn small_edges(s: Scalar) -> Vec<u64> {
    let all = edges(s);
    if s.is_int() {
        return all;
    }
    let kind = ElemType::from_name(s.name()).unwrap();
    all.into_iter()
        .filter(|&b| {
            let x = kind.to_f64(b);
            x.is_finite() && x.abs() <= 8.0
        })
        .collect()
}

fn lane_bits(s: Scalar) -> u64 {
    match s.bits() {
        64 => u64::MAX,
        b => (1u64 << b) - 1,
    }
}

/// Bits of lane `l` of operand `k` of record `r` (`salt` varies items).
fn operand_lane(s: Scalar, g: Gen, r: u32, k: usize, l: u32, salt: u32) -> u64 {
    let pick = |e: &[u64]| -> u64 {
        let n = e.len() as u32;
        // Records walk all pairs of the first two operands' edges; lanes and later operands
        // are rotated so that vectors see different pairs per lane.
        let i = match k {
            0 => r % n,
            1 => (r / n + r) % n,
            _ => (r * 7 + 3) % n,
        };
        e[((i + l * 5 + salt) % n) as usize]
    };
    match g {
        Gen::Edge => pick(&edges(s)),
        Gen::Small => pick(&small_edges(s)),
        Gen::Index(n) => ((r + l + salt) % n as u32) as u64,
        Gen::Divisor { signed } => {
            let mut x = pick(&edges(s));
            if x == 0 {
                x = 1;
            }
            if signed && x == lane_bits(s) {
                x = 2;
            }
            x
        }
    }
}

/// The bytes of operand `k` of record `r` of item `it`.
fn operand_bytes(it: &Item, k: usize, r: u32, salt: u32) -> Vec<u8> {
    let (t, g) = it.ops[k];
    let (s, n) = match t {
        Type::Scalar(s) => (s, 1),
        Type::Vector(s, n) => (s, n as u32),
        Type::Ptr(a) => (
            if a.pointer_bits() == 64 {
                Scalar::I64
            } else {
                Scalar::I32
            },
            1,
        ),
    };
    let mut out = Vec::new();
    for l in 0..n {
        let b = operand_lane(s, g, r, k, l, salt);
        let bytes = s.bytes() as usize;
        out.extend_from_slice(&b.to_le_bytes()[..bytes]);
    }
    out
}

/// Operand modes.
const MODES: [&str; 4] = ["v", "s", "sv", "k"];

/// The value of operand `k` of an item in mode `mode` as a constant, if it is one.
fn const_operand(it: &Item, k: usize, mode: &str, salt: u32) -> Option<String> {
    if mode != "k" || k + 1 != it.ops.len() || it.no_const || k == 0 {
        return None;
    }
    let (t, g) = it.ops[k];
    let Type::Scalar(s) = t else { return None };
    // A value from the middle of the table (often not an inline constant).
    let b = operand_lane(s, g, 5 + salt, k, 0, salt);
    Some(if s.is_int() {
        let v = if s == Scalar::I1 { b & 1 } else { b };
        format!("iconst.{} {}", s.name(), v as i64)
    } else {
        format!("fconst.{} 0x{b:x}", s.name())
    })
}

/// The kernel for `items` in `mode`; item `j` reads its operands from `in + j * IN_ITEM` and
/// writes its result to `out + j * OUT_ITEM`.
fn kernel(items: &[Item], mode: &str) -> String {
    let mut s = String::new();
    s.push_str("kernel @k(v0: ptr.global, v1: ptr.global) {\nblock0:\n");
    s.push_str("    %tid = workitem_id x\n    %gid = workgroup_id x\n");
    writeln!(s, "    %bs = iconst.i32 {BLOCK}").unwrap();
    s.push_str("    %g0 = mul.i32 %gid, %bs\n    %gt = add.i32 %g0, %tid\n");
    s.push_str("    %dv = zext.i64 %gt\n    %un = zext.i64 %gid\n");
    writeln!(s, "    %slot = iconst.i64 {SLOT}").unwrap();
    s.push_str("    %dvo = mul.i64 %dv, %slot\n    %uno = mul.i64 %un, %slot\n");
    s.push_str("    %outp = ptradd v1, %dvo\n");
    // Constant lane indices (`%cN`) for the lane operations.
    for i in 0..Type::MAX_LANES {
        writeln!(s, "    %c{i} = iconst.i32 {i}").unwrap();
    }
    let mut n = 0usize;
    let mut fresh = |s: &mut String, text: String| -> String {
        n += 1;
        let name = format!("%t{n}");
        writeln!(s, "    {name} = {text}").unwrap();
        name
    };
    for (j, it) in items.iter().enumerate() {
        let mut names = Vec::new();
        for (k, &(t, _)) in it.ops.iter().enumerate() {
            if let Some(c) = const_operand(it, k, mode, j as u32) {
                names.push(fresh(&mut s, c));
                continue;
            }
            let uniform = match mode {
                "s" => true,
                "sv" => k == 0,
                _ => false,
            };
            let base = (j * it_span() + k * THREADS as usize) as u64 * SLOT as u64;
            let kb = fresh(&mut s, format!("iconst.i64 {base}"));
            let p = fresh(&mut s, format!("ptradd v0, {kb}"));
            let p = fresh(
                &mut s,
                format!("ptradd {p}, {}", if uniform { "%uno" } else { "%dvo" }),
            );
            let v = match t {
                Type::Scalar(Scalar::I1) | Type::Vector(Scalar::I1, _) => {
                    let bt = t.with_lane(Scalar::I8);
                    let b = fresh(&mut s, format!("load.{bt} {p}"));
                    let z = fresh(&mut s, "iconst.i8 0".into());
                    let z = if t.is_vector() {
                        fresh(&mut s, format!("splat.{bt} {z}"))
                    } else {
                        z
                    };
                    fresh(&mut s, format!("icmp.{bt} ne {b}, {z}"))
                }
                _ => fresh(&mut s, format!("load.{t} {p}")),
            };
            names.push(v);
        }
        let mut text = it.text.clone();
        for (k, nm) in names.iter().enumerate() {
            text = text.replace(&format!("{{{k}}}"), nm);
        }
        let r = fresh(&mut s, text);
        let ob = fresh(
            &mut s,
            format!("iconst.i64 {}", j as u64 * THREADS as u64 * SLOT as u64),
        );
        let op = fresh(&mut s, format!("ptradd %outp, {ob}"));
        writeln!(s, "    store {r}, {op}").unwrap();
    }
    s.push_str("    return\n}\n");
    number_names(&s)
}

/// Renames every `%name` to a value number (`v100`, ...) in order of appearance.
fn number_names(s: &str) -> String {
    let mut names: std::collections::HashMap<String, usize> = Default::default();
    let mut out = String::with_capacity(s.len());
    let mut it = s.char_indices().peekable();
    while let Some((i, ch)) = it.next() {
        if ch != '%' {
            out.push(ch);
            continue;
        }
        let mut end = i + 1;
        while let Some(&(j, c)) = it.peek() {
            if c.is_ascii_alphanumeric() || c == '_' {
                end = j + c.len_utf8();
                it.next();
            } else {
                break;
            }
        }
        let n = names.len() + 100;
        let k = *names.entry(s[i + 1..end].to_string()).or_insert(n);
        write!(out, "v{k}").unwrap();
    }
    out
}

/// Records per item in the input buffer: three operands of `THREADS` slots.
fn it_span() -> usize {
    3 * THREADS as usize
}

fn launch(items: &[Item]) -> LaunchSpec {
    let mut input = vec![0u8; items.len() * it_span() * SLOT as usize];
    for (j, it) in items.iter().enumerate() {
        for k in 0..it.ops.len() {
            for r in 0..THREADS {
                let b = operand_bytes(it, k, r, j as u32);
                let at = (j * it_span() + k * THREADS as usize + r as usize) * SLOT as usize;
                input[at..at + b.len()].copy_from_slice(&b);
            }
        }
    }
    let out_len = items.len() as u64 * THREADS as u64 * SLOT as u64;
    LaunchSpec {
        kernel: "k".into(),
        grid: [THREADS, 1, 1],
        block: [BLOCK, 1, 1],
        args: vec![
            ArgSpec::Buffer {
                name: "in".into(),
                offset: 0,
            },
            ArgSpec::Buffer {
                name: "out".into(),
                offset: 0,
            },
        ],
        buffers: vec![
            BufferSpec {
                name: "in".into(),
                ty: ElemType::from_name("u8").unwrap(),
                len: input.len() as u64,
                init: Init::Values(input.iter().map(|&b| b as u64).collect()),
            },
            BufferSpec {
                name: "out".into(),
                ty: ElemType::from_name("u8").unwrap(),
                len: out_len,
                init: Init::Fill(0xa5),
            },
        ],
        lds_dynamic: 0,
        stack_bytes: gfxc::ir::launch::DEFAULT_STACK_BYTES,
    }
}

/// Float lane type and lane bytes of a result, for the comparison.
fn float_lane(t: Type) -> Option<Scalar> {
    t.lane().filter(|s| s.is_float())
}

fn is_nan(s: Scalar, b: u64) -> bool {
    match s {
        Scalar::F16 => b & 0x7c00 == 0x7c00 && b & 0x3ff != 0,
        Scalar::F32 => b & 0x7f80_0000 == 0x7f80_0000 && b & 0x7f_ffff != 0,
        _ => b & 0x7ff0_0000_0000_0000 == 0x7ff0_0000_0000_0000 && b & 0xf_ffff_ffff_ffff != 0,
    }
}

/// Ordered distance in ulps between two non-NaN floats of the same kind.
fn ulp_distance(s: Scalar, a: u64, b: u64) -> u64 {
    let sign = 1u64 << (s.bits() - 1);
    let key = |x: u64| -> i128 {
        if x & sign != 0 {
            -((x & !sign) as i128)
        } else {
            x as i128
        }
    };
    (key(a) - key(b)).unsigned_abs() as u64
}

/// Compares item `j`'s results; the first difference, described.
fn compare(it: &Item, j: usize, want: &[u8], got: &[u8]) -> Option<String> {
    let size = it.res.store_size() as usize;
    for t in 0..THREADS as usize {
        let at = (j * THREADS as usize + t) * SLOT as usize;
        let (w, g) = (&want[at..at + size], &got[at..at + size]);
        if w == g {
            continue;
        }
        let ok = match float_lane(it.res) {
            Some(s) => {
                let lb = s.bytes() as usize;
                w.chunks(lb).zip(g.chunks(lb)).all(|(x, y)| {
                    let mut xb = [0u8; 8];
                    let mut yb = [0u8; 8];
                    xb[..lb].copy_from_slice(x);
                    yb[..lb].copy_from_slice(y);
                    let (x, y) = (u64::from_le_bytes(xb), u64::from_le_bytes(yb));
                    x == y
                        || (is_nan(s, x) && is_nan(s, y))
                        || (!is_nan(s, x) && !is_nan(s, y) && ulp_distance(s, x, y) <= it.ulps)
                })
            }
            None => false,
        };
        if !ok {
            return Some(format!(
                "thread {t}: interpreter {w:02x?}, simulator {g:02x?}"
            ));
        }
    }
    None
}

/// Runs `items` in `mode` on `targets`; failures as lines.
fn run_group(items: &[Item], mode: &str, targets: &[(&str, &str)]) -> Vec<String> {
    let src = kernel(items, mode);
    let m = match gfxc::load_source(gfxc::SourceKind::from_path("k.gir"), &src) {
        Ok(m) => m,
        Err(d) => return vec![format!("{mode}: does not parse: {}", d.render("k.gir"))],
    };
    let spec = launch(items);
    let mut fails = Vec::new();
    let mut want_by_wave = std::collections::HashMap::new();
    for &(cpu, mattr) in targets {
        let target = common::target_with(cpu, mattr);
        let ws = target.wave_size();
        let want = want_by_wave.entry(ws).or_insert_with(|| {
            let opts = gfxc_ir::interp::InterpOptions {
                wave_size: ws,
                ..Default::default()
            };
            gfxc_ir::interp::run(&m, &spec, &opts)
        });
        let want = match want {
            Ok(w) => w,
            Err(e) => {
                fails.push(format!("{mode}: interpreter: {e}"));
                break;
            }
        };
        let obj = match gfxc::compile_module(&m, &target) {
            Ok(o) => o,
            Err(d) => {
                fails.push(format!("{cpu}{mattr} {mode}: {}", d.render("k.gir")));
                continue;
            }
        };
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                for (j, it) in items.iter().enumerate() {
                    if let Some(d) = compare(it, j, &want.buffers[1].bytes, &got.buffers[1].bytes) {
                        fails.push(format!("{cpu}{mattr} {mode} {}: {d}", it.label));
                    }
                }
            }
            Err(e) => fails.push(format!("{cpu}{mattr} {mode}: simulator: {e}")),
        }
    }
    fails
}

/// The target modes: all 13, or those named in `GFXC_CLOSURE_TARGETS` (`gfx900,gfx1100w64`).
fn targets() -> Vec<(&'static str, &'static str)> {
    let only = std::env::var("GFXC_CLOSURE_TARGETS").unwrap_or_default();
    common::ALL_TARGETS
        .iter()
        .copied()
        .filter(|(cpu, mattr)| {
            let name = format!("{cpu}{}", if mattr.is_empty() { "" } else { "w64" });
            only.is_empty() || only.split(',').any(|o| o == name)
        })
        .collect()
}

/// The targets a mode runs on: `v` and `s` on every target; the mixed and constant modes on
/// one target per generation family (GFX6, GFX8, GFX9 with MAI, GFX11 wave64) unless
/// `GFXC_CLOSURE_FULL=1` (which runs every mode everywhere) — the CI time budget.
fn mode_targets(mode: &str) -> Vec<(&'static str, &'static str)> {
    let all = targets();
    if full() || mode == "v" || mode == "s" {
        return all;
    }
    let few = ["gfx600", "gfx803", "gfx90a", "gfx1100"];
    all.into_iter()
        .filter(|(c, m)| few.contains(c) && (*c != "gfx1100" || !m.is_empty()))
        .collect()
}

/// Runs one opcode's items in every mode; a failing group is retried item by item on the
/// targets where it failed.
fn check(items: Vec<Item>) -> Vec<String> {
    let mut out = Vec::new();
    for mode in MODES {
        let all = mode_targets(mode);
        let fails = run_group(&items, mode, &all);
        if fails.is_empty() {
            continue;
        }
        if items.len() == 1 {
            out.extend(
                fails
                    .into_iter()
                    .map(|f| format!("{}: {f}", items[0].label)),
            );
            continue;
        }
        let failed: Vec<(&str, &str)> = all
            .iter()
            .copied()
            .filter(|(cpu, mattr)| {
                fails
                    .iter()
                    .any(|f| f.starts_with(&format!("{cpu}{mattr} ")))
            })
            .collect();
        for it in &items {
            for f in run_group(std::slice::from_ref(it), mode, &failed) {
                out.push(format!("{}: {f}", it.label));
            }
        }
    }
    out
}

/// Float operations another work item covers (issue 14, float math): they must fail only
/// with a clean "not supported yet" / "not available" error where they fail at all, never
/// with an internal error, a simulator error or a wrong result. (opcode, lane type, targets
/// where it may fail: empty for all.) [`pending_still_fails`] keeps the list honest.
const PENDING: &[(&str, &str, &[&str])] = &[
    ("frem", "f16", &[]),
    ("frem", "f32", &[]),
    ("frem", "f64", &[]),
    ("exp2", "f16", &[]),
    ("exp2", "f64", &[]),
    ("log2", "f16", &[]),
    ("log2", "f64", &[]),
    ("sin", "f64", &[]),
    ("cos", "f64", &[]),
];

/// Whether failure line `f` (`LABEL: TARGET MODE: MESSAGE`) is an accepted pending failure.
fn is_pending(f: &str) -> bool {
    let Some((label, rest)) = f.split_once(": ") else {
        return false;
    };
    let mut words = label.split_whitespace();
    let (Some(op), Some(ty)) = (words.next(), words.next()) else {
        return false;
    };
    let lane = ty.split('x').next().unwrap_or(ty);
    let clean = rest.contains("is not supported yet") || rest.contains("not available");
    clean
        && PENDING.iter().any(|(o, l, ts)| {
            *o == op
                && *l == lane
                && (ts.is_empty() || ts.iter().any(|t| rest.starts_with(&format!("{t} "))))
        })
}

fn report(name: &str, fails: Vec<String>) {
    let fails: Vec<String> = fails.into_iter().filter(|f| !is_pending(f)).collect();
    if fails.is_empty() {
        return;
    }
    let n = fails.len();
    let shown: Vec<String> = fails.into_iter().take(400).collect();
    panic!(
        "{name}: {n} failures (first {}):\n{}",
        shown.len(),
        shown.join("\n")
    );
}

fn int_types() -> Vec<Type> {
    value_types().into_iter().filter(|t| t.is_int()).collect()
}

fn float_types() -> Vec<Type> {
    value_types().into_iter().filter(|t| t.is_float()).collect()
}

use gfxc_ir::Opcode as O;

fn binary_items(op: O, types: &[Type]) -> Vec<Item> {
    types
        .iter()
        .map(|&t| {
            let g1 = match op {
                O::Sdiv | O::Srem => Gen::Divisor { signed: true },
                O::Udiv | O::Urem => Gen::Divisor { signed: false },
                _ => Gen::Edge,
            };
            item(
                format!("{} {t}", op.name()),
                vec![(t, Gen::Edge), (t, g1)],
                t,
                format!("{}.{t} {{0}}, {{1}}", op.name()),
            )
        })
        .collect()
}

fn unary_items(op: O, types: &[Type]) -> Vec<Item> {
    let approx = matches!(op, O::Rcp | O::Rsq | O::Exp2 | O::Log2 | O::Sin | O::Cos);
    let g = if matches!(op, O::Sin | O::Cos) {
        Gen::Small
    } else {
        Gen::Edge
    };
    types
        .iter()
        .map(|&t| {
            let mut it = item(
                format!("{} {t}", op.name()),
                vec![(t, g)],
                t,
                format!("{}.{t} {{0}}", op.name()),
            );
            if approx {
                it.ulps = 2;
            }
            it
        })
        .collect()
}

const INT_BINARY: &[O] = &[
    O::Add,
    O::Sub,
    O::Mul,
    O::Umulhi,
    O::Smulhi,
    O::Sdiv,
    O::Udiv,
    O::Srem,
    O::Urem,
    O::Smin,
    O::Smax,
    O::Umin,
    O::Umax,
    O::And,
    O::Or,
    O::Xor,
    O::Shl,
    O::Lshr,
    O::Ashr,
];
const INT_UNARY: &[O] = &[
    O::Neg,
    O::Not,
    O::Iabs,
    O::Ctpop,
    O::Ctlz,
    O::Cttz,
    O::Bitreverse,
];
const FLOAT_BINARY: &[O] = &[
    O::Fadd,
    O::Fsub,
    O::Fmul,
    O::Fdiv,
    O::Frem,
    O::Fmin,
    O::Fmax,
    O::Copysign,
];
const FLOAT_UNARY: &[O] = &[
    O::Fneg,
    O::Fabs,
    O::Sqrt,
    O::Rcp,
    O::Rsq,
    O::Exp2,
    O::Log2,
    O::Sin,
    O::Cos,
    O::Floor,
    O::Ceil,
    O::Trunc,
    O::Round,
    O::Roundeven,
];

/// Integer arithmetic on every integer type (scalars and vectors).
#[test]
fn integer_arithmetic_is_closed() {
    let ts = int_types();
    let mut fails = Vec::new();
    for &op in INT_BINARY {
        fails.extend(check(binary_items(op, &ts)));
    }
    for &op in INT_UNARY {
        fails.extend(check(unary_items(op, &ts)));
    }
    report("integer arithmetic", fails);
}

/// Float arithmetic on every float type.
#[test]
fn float_arithmetic_is_closed() {
    let ts = float_types();
    let mut fails = Vec::new();
    for &op in FLOAT_BINARY {
        fails.extend(check(binary_items(op, &ts)));
    }
    fails.extend(check(
        ts.iter()
            .map(|&t| {
                item(
                    format!("fma {t}"),
                    vec![(t, Gen::Edge), (t, Gen::Edge), (t, Gen::Edge)],
                    t,
                    format!("fma.{t} {{0}}, {{1}}, {{2}}"),
                )
            })
            .collect(),
    ));
    for &op in FLOAT_UNARY {
        fails.extend(check(unary_items(op, &ts)));
    }
    report("float arithmetic", fails);
}

/// `icmp` (every condition, integers and pointers), `fcmp` (every condition), `select`
/// (scalar and lane-wise conditions, every type).
#[test]
fn compares_and_selects_are_closed() {
    let mut fails = Vec::new();
    let mut icmp_types = int_types();
    icmp_types.extend(ptr_types());
    for cc in gfxc_ir::IntCC::ALL {
        let items = icmp_types
            .iter()
            .map(|&t| {
                item(
                    format!("icmp {} {t}", cc.name()),
                    vec![(t, Gen::Edge), (t, Gen::Edge)],
                    if t.is_ptr() {
                        Type::I1
                    } else {
                        t.with_lane(Scalar::I1)
                    },
                    format!("icmp.{t} {} {{0}}, {{1}}", cc.name()),
                )
            })
            .collect();
        fails.extend(check(items));
    }
    for cc in gfxc_ir::FloatCC::ALL {
        let items = float_types()
            .iter()
            .map(|&t| {
                item(
                    format!("fcmp {} {t}", cc.name()),
                    vec![(t, Gen::Edge), (t, Gen::Edge)],
                    t.with_lane(Scalar::I1),
                    format!("fcmp.{t} {} {{0}}, {{1}}", cc.name()),
                )
            })
            .collect();
        fails.extend(check(items));
    }
    let mut all = value_types();
    all.extend(ptr_types());
    let mut items = Vec::new();
    for &t in &all {
        items.push(item(
            format!("select {t}"),
            vec![(Type::I1, Gen::Edge), (t, Gen::Edge), (t, Gen::Edge)],
            t,
            format!("select.{t} {{0}}, {{1}}, {{2}}"),
        ));
        if t.is_vector() {
            items.push(item(
                format!("select lane-wise {t}"),
                vec![
                    (t.with_lane(Scalar::I1), Gen::Edge),
                    (t, Gen::Edge),
                    (t, Gen::Edge),
                ],
                t,
                format!("select.{t} {{0}}, {{1}}, {{2}}"),
            ));
        }
    }
    fails.extend(check(items));
    report("compares and selects", fails);
}

/// Every conversion between every pair of types the verifier accepts.
#[test]
fn conversions_are_closed() {
    let vt = value_types();
    let mut fails = Vec::new();
    let conv = |op: O, ok: &dyn Fn(Type, Type) -> bool| -> Vec<Item> {
        let mut items = Vec::new();
        for &a in &vt {
            for &r in &vt {
                if ok(a, r) {
                    let g = Gen::Edge;
                    items.push(item(
                        format!("{} {a} -> {r}", op.name()),
                        vec![(a, g)],
                        r,
                        format!("{}.{r} {{0}}", op.name()),
                    ));
                }
            }
        }
        items
    };
    let same_shape = |a: Type, b: Type| a.lanes() == b.lanes() && a.is_vector() == b.is_vector();
    let lb = |t: Type| t.lane().unwrap().bits();
    fails.extend(check(conv(O::Sext, &|a, r| {
        a.is_int() && r.is_int() && same_shape(a, r) && lb(r) > lb(a)
    })));
    fails.extend(check(conv(O::Zext, &|a, r| {
        a.is_int() && r.is_int() && same_shape(a, r) && lb(r) > lb(a)
    })));
    fails.extend(check(conv(O::Itrunc, &|a, r| {
        a.is_int() && r.is_int() && same_shape(a, r) && lb(r) < lb(a)
    })));
    fails.extend(check(conv(O::Fpext, &|a, r| {
        a.is_float() && r.is_float() && same_shape(a, r) && lb(r) > lb(a)
    })));
    fails.extend(check(conv(O::Fptrunc, &|a, r| {
        a.is_float() && r.is_float() && same_shape(a, r) && lb(r) < lb(a)
    })));
    for op in [O::Sitofp, O::Uitofp] {
        fails.extend(check(conv(op, &|a, r| {
            a.is_int() && r.is_float() && same_shape(a, r)
        })));
    }
    for op in [O::Fptosi, O::Fptoui] {
        fails.extend(check(conv(op, &|a, r| {
            a.is_float() && r.is_int() && same_shape(a, r)
        })));
    }
    fails.extend(check(conv(O::Bitcast, &|a, r| a.bits() == r.bits())));
    // Pointers to and from every integer scalar.
    let mut items = Vec::new();
    for p in ptr_types() {
        for s in Scalar::ALL.into_iter().filter(|s| s.is_int()) {
            let t = Type::Scalar(s);
            items.push(item(
                format!("ptrtoint {p} -> {t}"),
                vec![(p, Gen::Edge)],
                t,
                format!("ptrtoint.{t} {{0}}"),
            ));
            items.push(item(
                format!("inttoptr {t} -> {p}"),
                vec![(t, Gen::Edge)],
                p,
                format!("inttoptr.{p} {{0}}"),
            ));
        }
        for off in [Type::I32, Type::I64] {
            items.push(item(
                format!("ptradd {p} + {off}"),
                vec![(p, Gen::Edge), (off, Gen::Edge)],
                p,
                "ptradd {0}, {1}".into(),
            ));
        }
    }
    fails.extend(check(items));
    report("conversions", fails);
}

/// `extractelement`/`insertelement` (constant and variable index), `shuffle`, `splat` of
/// every vector type; `readfirstlane`, `readlane` and `ballot`.
#[test]
fn lane_and_wave_operations_are_closed() {
    let mut fails = Vec::new();
    let vecs: Vec<Type> = value_types()
        .into_iter()
        .filter(|t| t.is_vector())
        .collect();
    let mut items = Vec::new();
    for &t in &vecs {
        let (s, n) = match t {
            Type::Vector(s, n) => (s, n),
            _ => unreachable!(),
        };
        let e = Type::Scalar(s);
        items.push(item(
            format!("extractelement const {t}"),
            vec![(t, Gen::Edge)],
            e,
            format!("extractelement.{e} {{0}}, %c{}", n - 1),
        ));
        items.push(item(
            format!("extractelement {t}"),
            vec![(t, Gen::Edge), (Type::I32, Gen::Index(n))],
            e,
            format!("extractelement.{e} {{0}}, {{1}}"),
        ));
        items.push(item(
            format!("insertelement const {t}"),
            vec![(t, Gen::Edge), (e, Gen::Edge)],
            t,
            format!("insertelement.{t} {{0}}, {{1}}, %c{}", n / 2),
        ));
        items.push(item(
            format!("insertelement {t}"),
            vec![(t, Gen::Edge), (e, Gen::Edge), (Type::I32, Gen::Index(n))],
            t,
            format!("insertelement.{t} {{0}}, {{1}}, {{2}}"),
        ));
        let mask: Vec<String> = (0..n as u32)
            .map(|i| ((i * 3 + 1) % (2 * n as u32)).to_string())
            .collect();
        items.push(item(
            format!("shuffle {t}"),
            vec![(t, Gen::Edge), (t, Gen::Edge)],
            t,
            format!("shuffle.{t} {{0}}, {{1}}, [{}]", mask.join(", ")),
        ));
        let half = Type::Vector(s, 2);
        items.push(item(
            format!("shuffle {t} -> {half}"),
            vec![(t, Gen::Edge), (t, Gen::Edge)],
            half,
            format!("shuffle.{half} {{0}}, {{1}}, [{}, 0]", 2 * n - 1),
        ));
        items.push(item(
            format!("splat {t}"),
            vec![(e, Gen::Edge)],
            t,
            format!("splat.{t} {{0}}"),
        ));
    }
    for it in items.iter_mut() {
        it.no_const = true;
    }
    fails.extend(check(items));
    let mut wave = Vec::new();
    let mut wt = vec![
        Type::I16,
        Type::I32,
        Type::I64,
        Type::F16,
        Type::F32,
        Type::F64,
    ];
    wt.extend(ptr_types());
    for &t in &wt {
        wave.push(item(
            format!("readfirstlane {t}"),
            vec![(t, Gen::Edge)],
            t,
            format!("readfirstlane.{t} {{0}}"),
        ));
        let mut rl = item(
            format!("readlane {t}"),
            vec![(t, Gen::Edge), (Type::I32, Gen::Index(BLOCK as u8))],
            t,
            format!("readlane.{t} {{0}}, {{1}}"),
        );
        // The lane index must be uniform.
        rl.no_const = false;
        wave.push(rl);
    }
    for t in [Type::I32, Type::I64] {
        wave.push(item(
            format!("ballot {t}"),
            vec![(Type::I1, Gen::Edge)],
            t,
            format!("ballot.{t} {{0}}"),
        ));
    }
    fails.extend(check_wave(wave));
    report("lane and wave operations", fails);
}

/// Wave operations: the lane index of `readlane` must be uniform, so only modes where the
/// index operand is uniform or constant apply.
fn check_wave(items: Vec<Item>) -> Vec<String> {
    let mut out = Vec::new();
    for it in items {
        let modes: &[&str] = if it.ops.len() == 2 {
            &["s", "k"]
        } else {
            &MODES
        };
        for mode in modes {
            let mut it = it.clone();
            if it.ops.len() == 2 && *mode == "k" {
                it.ops[1].1 = Gen::Index(BLOCK as u8);
            }
            for f in run_group(std::slice::from_ref(&it), mode, &targets()) {
                out.push(format!("{}: {f}", it.label));
            }
        }
    }
    out
}

/// Every pending entry still fails somewhere (else it must leave [`PENDING`]), and only
/// cleanly (checked by the tests that run it).
#[test]
fn pending_still_fails() {
    let mut stale = Vec::new();
    for &(op, lane, ts) in PENDING {
        let opc = gfxc_ir::Opcode::from_name(op).unwrap();
        let t = Type::Scalar(Scalar::from_name(lane).unwrap());
        let items = if opc == O::Frem || opc == O::Copysign {
            binary_items(opc, &[t])
        } else {
            unary_items(opc, &[t])
        };
        let targets: Vec<(&str, &str)> = common::ALL_TARGETS
            .iter()
            .copied()
            .filter(|(c, m)| m.is_empty() && (ts.is_empty() || ts.contains(c)))
            .collect();
        let fails = run_group(&items, "v", &targets);
        if fails.is_empty() {
            stale.push(format!("{op}.{lane}"));
        }
    }
    assert!(
        stale.is_empty(),
        "these now compile everywhere, remove them from PENDING: {stale:?}"
    );
}
