//! 64-bit addresses from extended 32-bit indices (`isel/src/arith.rs::ext_shl_split`,
//! `isel/src/ops.rs::dword`): `ptradd p, (sext|zext(i) * 2^s) + K` is selected dword by
//! dword from `i` (`i << s` and `i >> (32 - s)`, the sign of `i` for the high dword of a
//! `sext`), never through a register pair holding the extension.
//!
//! Generated: index types i8/i16/i32/i64, `sext`/`zext`, scales 1/2/4/8/16 as `mul` and as
//! `shl`, constant offsets (0, small, negative, large), uniform and divergent indices and
//! bases, negative indices; each address loads a byte of a 1 MiB buffer (from its middle, so
//! negative offsets stay inside), and each 64-bit offset computed from full-range `i32`
//! values is stored as it is. Every kernel on all 13 target modes against the interpreter.
//! Then the assembly: a `float` array read at a signed `int` index on gfx90a and gfx1100 has
//! no 64-bit shift and no copy of the index.

mod common;
use common::*;

const N: u32 = 128;
/// Where the byte view of the data buffer starts reading (the middle: negative offsets).
const MID: i64 = 8192;
/// Bytes of the data buffer: the largest offset is `zext(i16 -1) * 16 + 4096`.
const DATA: u64 = (1 << 20) + 2 * MID as u64;

const SCALES: &[u64] = &[1, 2, 4, 8, 16];
const OFFSETS: &[i64] = &[0, 4, -4, -1024, 4096, -7];

fn launch(slots: usize, vslots: usize) -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{N}, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "a"}}, {{"buffer": "b"}}, {{"buffer": "d"}}, {{"buffer": "o"}}, {{"buffer": "w"}}],
  "buffers": {{"a": {{"type": "i32", "len": {N}, "init": {{"random": 3, "min": -64, "max": 64}}}},
              "b": {{"type": "i32", "len": {N}, "init": {{"random": 4, "min": {min}, "max": {max}}}}},
              "d": {{"type": "i8", "len": {DATA}, "init": {{"random": 5, "min": -128, "max": 127}}}},
              "o": {{"type": "i32", "len": {ol}, "init": {{"fill": 0}}}},
              "w": {{"type": "i64", "len": {wl}, "init": {{"fill": 0}}}}}},
  "lds_dynamic": 0}}"#,
        min = i32::MIN,
        max = i32::MAX,
        ol = N as usize * slots.max(1),
        wl = N as usize * vslots.max(1),
    )
}

/// `ext.i64 (itrunc.ity s)` (`s` an i32; for i64 the `sext` of `s` itself).
fn extend(g: &mut GirBody, s: u32, ity: &str, ext: &str) -> u32 {
    match ity {
        "i64" => g.def(&format!("sext.i64 v{s}")),
        "i32" => g.def(&format!("{ext}.i64 v{s}")),
        _ => {
            let t = g.def(&format!("itrunc.{ity} v{s}"));
            g.def(&format!("{ext}.i64 v{t}"))
        }
    }
}

/// `e * scale` (as `mul` or as `shl`) `+ k`.
fn scaled(g: &mut GirBody, e: u32, scale: u64, shl: bool, k: i64) -> u32 {
    let off = if shl {
        let s = g.def(&format!("iconst.i64 {}", scale.trailing_zeros()));
        g.def(&format!("shl.i64 v{e}, v{s}"))
    } else {
        let s = g.def(&format!("iconst.i64 {scale}"));
        g.def(&format!("mul.i64 v{e}, v{s}"))
    };
    if k == 0 {
        return off;
    }
    let kv = g.def(&format!("iconst.i64 {k}"));
    g.def(&format!("add.i64 v{off}, v{kv}"))
}

/// Stores `v` (of `size` bytes) to slot `slot` of the output `out` of this work-item.
fn store(g: &mut GirBody, i: u32, out: u32, size: u64, v: u32, slot: usize) {
    let k = g.def(&format!("iconst.i32 {}", slot as u32 * N));
    let j = g.def(&format!("add.i32 v{i}, v{k}"));
    let j64 = g.def(&format!("zext.i64 v{j}"));
    let sz = g.def(&format!("iconst.i64 {size}"));
    let off = g.def(&format!("mul.i64 v{j64}, v{sz}"));
    let p = g.def(&format!("ptradd v{out}, v{off}"));
    g.body.push_str(&format!("    store v{v}, v{p}\n"));
}

/// The kernel of one index type: (text, load slots, value slots).
fn kernel(ity: &str, seed: u64) -> (String, usize, usize) {
    let mut r = Rng(seed);
    let mut g = GirBody::new(5);
    let id = g.def("workitem_id x");
    let grp = g.def("workgroup_id x");
    let c64 = g.def("iconst.i32 64");
    let gb = g.def(&format!("mul.i32 v{grp}, v{c64}"));
    let i = g.def(&format!("add.i32 v{gb}, v{id}"));
    let iz = g.def(&format!("zext.i64 v{i}"));
    let four = g.def("iconst.i64 4");
    let off4 = g.def(&format!("mul.i64 v{iz}, v{four}"));
    let pa = g.def(&format!("ptradd v0, v{off4}"));
    let x = g.def(&format!("load.i32 v{pa}"));
    let pb = g.def(&format!("ptradd v1, v{off4}"));
    let y = g.def(&format!("load.i32 v{pb}"));
    // A uniform index: a[workgroup id].
    let gz = g.def(&format!("zext.i64 v{grp}"));
    let g4 = g.def(&format!("mul.i64 v{gz}, v{four}"));
    let pu = g.def(&format!("ptradd v0, v{g4}"));
    let u = g.def(&format!("load.i32 v{pu}"));
    // A uniform base (the middle of `d`) and a divergent one (one byte further on odd lanes).
    let mid = g.def(&format!("iconst.i64 {MID}"));
    let base_u = g.def(&format!("ptradd v2, v{mid}"));
    let one = g.def("iconst.i32 1");
    let odd = g.def(&format!("and.i32 v{id}, v{one}"));
    let odd64 = g.def(&format!("zext.i64 v{odd}"));
    let base_d = g.def(&format!("ptradd v{base_u}, v{odd64}"));
    let exts: &[&str] = if ity == "i64" {
        &["sext"]
    } else {
        &["sext", "zext"]
    };
    let mut slot = 0;
    for (src, uniform) in [(x, false), (u, true)] {
        for &ext in exts {
            // zext of a negative i32 leaves the buffer: index + 64 (non-negative) there.
            let s = if ext == "zext" && ity == "i32" {
                g.def(&format!("add.i32 v{src}, v{c64}"))
            } else {
                src
            };
            for &scale in SCALES {
                let e = extend(&mut g, s, ity, ext);
                let k = OFFSETS[r.below(OFFSETS.len() as u64) as usize];
                let shl = r.below(2) == 0;
                let off = scaled(&mut g, e, scale, shl, k);
                let base = if uniform && r.below(2) == 0 {
                    base_u
                } else if r.below(2) == 0 {
                    base_d
                } else {
                    base_u
                };
                let p = g.def(&format!("ptradd v{base}, v{off}"));
                let l = g.def(&format!("load.i8 v{p}"));
                let l32 = g.def(&format!("sext.i32 v{l}"));
                store(&mut g, i, 3, 4, l32, slot);
                slot += 1;
            }
        }
    }
    // The offsets themselves from full-range values.
    let mut vslot = 0;
    for &ext in exts {
        for &scale in SCALES {
            for shl in [false, true] {
                let e = extend(&mut g, y, ity, ext);
                let k = OFFSETS[r.below(OFFSETS.len() as u64) as usize];
                let off = scaled(&mut g, e, scale, shl, k);
                store(&mut g, i, 4, 8, off, vslot);
                vslot += 1;
            }
        }
    }
    // Extended full-range values plus and minus constants and each other (64-bit sums read
    // the extension dword by dword).
    for &ext in exts {
        let e = extend(&mut g, y, ity, ext);
        let e2 = extend(&mut g, x, ity, ext);
        for &k in OFFSETS {
            let kv = g.def(&format!("iconst.i64 {k}"));
            for op in ["add", "sub"] {
                let v = g.def(&format!("{op}.i64 v{e}, v{kv}"));
                store(&mut g, i, 4, 8, v, vslot);
                vslot += 1;
            }
        }
        for op in ["add", "sub"] {
            let v = g.def(&format!("{op}.i64 v{e2}, v{e}"));
            store(&mut g, i, 4, 8, v, vslot);
            vslot += 1;
        }
    }
    let src = format!(
        "kernel @k(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.global, v4: ptr.global) flat_workgroup_size(1, 64) {{\nblock0:\n{}    return\n}}\n",
        g.body
    );
    (src, slot, vslot)
}

#[test]
fn extended_indices_match_interpreter() {
    for (n, ity) in ["i8", "i16", "i32", "i64"].into_iter().enumerate() {
        let (src, slots, vslots) = kernel(ity, 11 + n as u64);
        gir_matches_interpreter(
            &format!("index_ext_{ity}.gir"),
            &src,
            &launch(slots, vslots),
            ALL_TARGETS,
        );
    }
}

/// `out[i] = in[i] * 2` with `int i` from the work-item id: the address `in + sext(i) * 4`
/// is two 32-bit shifts and a 64-bit add (no `v_lshlrev_b64`, no copy of `i` into a pair).
#[test]
fn signed_index_address_has_no_pair_copy() {
    let ll = r#"
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %n) {
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %g = call i32 @llvm.amdgcn.workgroup.id.x()
  %m = mul i32 %g, %n
  %i = add i32 %m, %id
  %e = sext i32 %i to i64
  %p = getelementptr inbounds float, ptr addrspace(1) %in, i64 %e
  %v = load float, ptr addrspace(1) %p, align 4
  %d = fmul float %v, 2.0
  %q = getelementptr inbounds float, ptr addrspace(1) %out, i64 %e
  store float %d, ptr addrspace(1) %q, align 4
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
"#;
    let dir = std::env::temp_dir().join(format!("gfxc-index-ext-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let src = dir.join("k.ll");
    std::fs::write(&src, ll).unwrap();
    for cpu in ["gfx90a", "gfx1100"] {
        let out = dir.join(format!("k.{cpu}.s"));
        let (code, _, err) = gfxc(&[
            "compile",
            &path_str(&src),
            "--mcpu",
            cpu,
            "--emit",
            "asm",
            "-o",
            &path_str(&out),
        ]);
        assert_eq!(code, 0, "{err}");
        let asm = std::fs::read_to_string(&out).unwrap();
        let body: Vec<&str> = asm
            .lines()
            .map(str::trim)
            .filter(|l| l.starts_with("v_") || l.starts_with("s_") || l.starts_with("global_"))
            .collect();
        assert!(
            !body.iter().any(|l| l.starts_with("v_lshlrev_b64")),
            "{cpu}: 64-bit shift of the index:\n{}",
            body.join("\n")
        );
        let copies = body
            .iter()
            .filter(|l| {
                let mut w = l.split_whitespace();
                w.next().is_some_and(|m| m.starts_with("v_mov_b32"))
                    && w.nth(1).is_some_and(|s| s.starts_with('v'))
            })
            .count();
        assert_eq!(copies, 0, "{cpu}: VGPR copies:\n{}", body.join("\n"));
    }
    let _ = std::fs::remove_dir_all(&dir);
}
