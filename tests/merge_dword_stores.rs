//! Adjacent stores of independent dword and wider values merged into one wide store
//! (`gfxc_lower::merge_stores`): `dwordx2`/`x3`/`x4` (GFX11 `b64`/`b96`/`b128`) global, flat,
//! buffer (GFX6) and scratch stores and `ds_write_b64`/`b96`/`b128`, the tuple built from the
//! stored values (one write per dword).
//!
//! Generated (fixed seeds): runs of 2 to 8 adjacent stores of every scalar type (`i8`,
//! `i16`, `i32`, `i64`, `half`, `float`, `double`), each piece a per-lane value, a uniform
//! value or a distinct constant, at a base offset of 0, 4, 8 or 12 bytes in the lane's
//! 16-aligned region (the alignments the offsets give), into global memory, LDS, private
//! memory and flat pointers to global memory. On all 13 target modes the final buffers must
//! equal the interpreter's bit for bit (the simulator's strict mode refuses any access the
//! hardware cannot do: an under-aligned LDS access, a `dwordx3` on GFX6).
//!
//! A second test counts the stores in the assembly: `n` stores of different uniform or
//! constant `i32`/`float` (`i64`/`double`) values at a 16-aligned base are
//! `ceil(bytes / 16)` stores on gfx90a and gfx1100 (it fails when dword pieces stay apart).

mod common;
use common::Rng;

/// Bytes of each lane's region.
const SLOT: u32 = 96;
const LANES: u32 = 64;

/// Piece types: (`.ll` spelling, bytes).
const TYPES: &[(&str, u32)] = &[
    ("i8", 1),
    ("i16", 2),
    ("i32", 4),
    ("i64", 8),
    ("half", 2),
    ("float", 4),
    ("double", 8),
];

#[derive(Clone, Copy, PartialEq, Debug)]
enum Space {
    Global,
    Lds,
    Private,
    FlatGlobal,
}

/// Largest power of two dividing `off` (at most 16).
fn align_of(off: u32) -> u32 {
    if off == 0 {
        16
    } else {
        (1 << off.trailing_zeros()).min(16)
    }
}

/// The value of piece `k` of type `ty` (`kind` 0: per lane, 1: uniform, 2: constant) as
/// instructions defining `%v{k}`.
fn value(ty: &str, k: u32, kind: u64) -> String {
    if kind == 2 {
        // Constants are literal operands of the store ([`constant`]).
        return String::new();
    }
    let x = if kind == 0 {
        format!(
            "  %w{k} = mul i32 %lid, {}\n  %x{k} = add i32 %w{k}, {}\n",
            3 + k,
            7 * k + 1
        )
    } else {
        format!("  %x{k} = add i32 %u, {}\n", 11 * k + 5)
    };
    x + &match ty {
        "i32" => format!("  %v{k} = add i32 %x{k}, 0\n"),
        "i64" => format!("  %y{k} = zext i32 %x{k} to i64\n  %v{k} = mul i64 %y{k}, 4294967311\n"),
        "i8" | "i16" => format!("  %v{k} = trunc i32 %x{k} to {ty}\n"),
        "float" | "double" | "half" => format!("  %v{k} = sitofp i32 %x{k} to {ty}\n"),
        _ => unreachable!(),
    }
}

fn constant(ty: &str, k: u32) -> String {
    let x = 1000 * k + 17;
    match ty {
        "float" | "double" => format!("{x}.0"),
        // Small integers are exact halves.
        "half" => format!("{}.0", k + 3),
        "i64" => format!("{}", x as u64 * 4294967311),
        "i8" => format!("{}", x % 256),
        _ => format!("{x}"),
    }
}

/// The kernel: `n` stores of `ty` at byte `base` of the lane's region in `space`, each value
/// per lane, uniform or constant (only the last two when `uniform`), stored in a shuffled
/// order after every value is computed.
fn kernel(space: Space, ty: &str, n: u32, base: u32, uniform: bool, r: &mut Rng) -> String {
    let bytes = TYPES.iter().find(|t| t.0 == ty).expect("a piece type").1;
    let mut body = String::new();
    let ptr = match space {
        Space::Global | Space::FlatGlobal => {
            body += &format!(
                "  %gid = mul i32 %lid, {SLOT}\n  %q = getelementptr i8, ptr addrspace(1) %out, i32 %gid\n"
            );
            if space == Space::FlatGlobal {
                body += "  %p = addrspacecast ptr addrspace(1) %q to ptr\n";
                "ptr"
            } else {
                body += "  %p = getelementptr i8, ptr addrspace(1) %q, i32 0\n";
                "ptr addrspace(1)"
            }
        }
        Space::Lds => {
            body += &format!(
                "  %gid = mul i32 %lid, {SLOT}\n  %p = getelementptr i8, ptr addrspace(3) @lds, i32 %gid\n"
            );
            "ptr addrspace(3)"
        }
        Space::Private => {
            body += &format!("  %p = alloca [{SLOT} x i8], align 16, addrspace(5)\n");
            for w in 0..SLOT / 4 {
                body += &format!(
                    "  %z{w} = getelementptr i8, ptr addrspace(5) %p, i32 {}\n  store i32 0, ptr addrspace(5) %z{w}, align 4\n",
                    4 * w
                );
            }
            "ptr addrspace(5)"
        }
    };
    // The values first, then the stores (in a shuffled order), so that merging keeps the
    // values live as the source does.
    let kinds: Vec<u64> = (0..n)
        .map(|_| if uniform { 1 + r.below(2) } else { r.below(3) })
        .collect();
    for k in 0..n {
        body += &value(ty, k, kinds[k as usize]);
    }
    let mut order: Vec<u32> = (0..n).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, r.below(i as u64 + 1) as usize);
    }
    for k in order {
        let off = base + k * bytes;
        let v = if kinds[k as usize] == 2 {
            constant(ty, k)
        } else {
            format!("%v{k}")
        };
        body += &format!(
            "  %s{k} = getelementptr i8, {ptr} %p, i32 {off}\n  store {ty} {v}, {ptr} %s{k}, align {}\n",
            align_of(off).min(bytes.max(1)).max(1)
        );
    }
    // LDS and private bytes leave through global memory.
    if matches!(space, Space::Lds | Space::Private) {
        body += &format!(
            "  %gid2 = mul i32 %lid, {SLOT}\n  %q = getelementptr i8, ptr addrspace(1) %out, i32 %gid2\n"
        );
        for w in 0..SLOT / 4 {
            body += &format!(
                "  %l{w} = getelementptr i8, {ptr} %p, i32 {o}\n  %c{w} = load i32, {ptr} %l{w}, align 4\n  %d{w} = getelementptr i8, ptr addrspace(1) %q, i32 {o}\n  store i32 %c{w}, ptr addrspace(1) %d{w}, align 4\n",
                o = 4 * w
            );
        }
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"
@lds = internal addrspace(3) global [{lds} x i8] undef, align 16
declare i32 @llvm.amdgcn.workitem.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %out, i32 %u) {{
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
{body}  ret void
}}
",
        lds = SLOT * LANES
    )
}

fn launch() -> String {
    let n = SLOT * LANES;
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "out"}}, {{"i32": 123457}}],
  "buffers": {{
    "out": {{"type": "u8", "len": {n}, "init": {{"fill": 0}}}}
  }}}}"#
    )
}

#[test]
fn generated_adjacent_stores_match_interpreter() {
    let mut r = Rng(0x2545_f491_4f6c_dd1d);
    for space in [Space::Global, Space::Lds, Space::Private, Space::FlatGlobal] {
        for &(ty, _) in TYPES {
            for n in 2..=8u32 {
                let base = 4 * r.below(4) as u32;
                let src = kernel(space, ty, n, base, false, &mut r);
                // GFX6 has no FLAT instructions.
                let targets = if space == Space::FlatGlobal {
                    &common::ALL_TARGETS[1..]
                } else {
                    common::ALL_TARGETS
                };
                let name = format!("stores_{space:?}_{ty}_{n}_{base}.ll");
                let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
                    .unwrap_or_else(|d| panic!("{}\n{src}", d.render(&name)));
                common::objects_match_interpreter(&name, &m, &launch(), targets, |t| {
                    gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
                });
            }
        }
    }
}

#[test]
fn independent_dwords_become_wide_stores() {
    let mut r = Rng(0x9e37_79b9_7f4a_7c15);
    for &(ty, bytes) in &[("i32", 4u32), ("float", 4), ("i64", 8), ("double", 8)] {
        for n in 2..=8u32 {
            let src = kernel(Space::Global, ty, n, 0, true, &mut r);
            let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
            for cpu in ["gfx90a", "gfx1100"] {
                let a = gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, ""))
                    .unwrap_or_else(|d| panic!("{}", d.render("k.ll")));
                let stores = a
                    .lines()
                    .filter(|l| l.trim_start().starts_with("global_store"))
                    .count() as u32;
                assert_eq!(
                    stores,
                    (n * bytes).div_ceil(16),
                    "{cpu} {n} x {ty}: {stores} stores\n{src}\n{a}"
                );
            }
        }
    }
}
