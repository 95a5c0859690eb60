//! Rows of the coverage contract for the one-instruction lane intrinsics (session 7): the
//! dot products, the cube-map coordinates and the saturating packs. Each unit is generated
//! over the family's types and flags (every `clamp` value, every element width), with
//! inputs mixing edge values and random bits.

use super::{unit, Unit};
use std::collections::BTreeMap;

/// Adds the rows to `r`.
pub fn rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    // Integer dots: (name, operand type), each with clamp off and on.
    let int_dot = |names: &[(&'static str, &'static str)]| {
        let mut u = Vec::new();
        for (n, t) in names {
            for clamp in ["false", "true"] {
                u.push(unit(
                    &[t, t, "i32"],
                    "i32",
                    &format!(
                        "%$r = call i32 @llvm.amdgcn.{n}({t} %$x0, {t} %$x1, i32 %$x2, i1 {clamp})"
                    ),
                ));
            }
        }
        u
    };
    r.insert(
        "amdgcn.dot2-int",
        int_dot(&[("sdot2", "<2 x i16>"), ("udot2", "<2 x i16>")]),
    );
    r.insert(
        "amdgcn.dot1-int",
        int_dot(&[("sdot4", "i32"), ("sdot8", "i32")]),
    );
    let mut su = Vec::new();
    for n in ["sudot4", "sudot8"] {
        for (sa, sb) in [
            ("false", "false"),
            ("true", "false"),
            ("false", "true"),
            ("true", "true"),
        ] {
            for clamp in ["false", "true"] {
                su.push(unit(
                    &["i32", "i32", "i32"],
                    "i32",
                    &format!("%$r = call i32 @llvm.amdgcn.{n}(i1 {sa}, i32 %$x0, i1 {sb}, i32 %$x1, i32 %$x2, i1 {clamp})"),
                ));
            }
        }
    }
    r.insert("amdgcn.dot8-int", su);
    r.insert(
        "amdgcn.dot7-int",
        int_dot(&[("udot4", "i32"), ("udot8", "i32")]),
    );
    let mut f = Vec::new();
    for clamp in ["false", "true"] {
        f.push(unit(
            &["<2 x half>", "<2 x half>", "float"],
            "float",
            &format!("%$r = call float @llvm.amdgcn.fdot2(<2 x half> %$x0, <2 x half> %$x1, float %$x2, i1 {clamp})"),
        ));
    }
    // Per-step rounding shows: c = 1.0 and two products of 2^-24 (half an ulp of 1.0 each).
    f.push(unit(
        &["float"],
        "float",
        "%$c = fadd float %$x0, 0.0\n  %$s = select i1 true, float 1.0, float %$c\n  %$r = call float @llvm.amdgcn.fdot2(<2 x half> <half 0xH0400, half 0xH0400>, <2 x half> <half 0xH1400, half 0xH1400>, float %$s, i1 false)",
    ));
    r.insert("amdgcn.fdot2", f);
    r.insert(
        "amdgcn.fdot2.f16.f16",
        vec![unit(
            &["<2 x half>", "<2 x half>", "half"],
            "half",
            "%$r = call half @llvm.amdgcn.fdot2.f16.f16(<2 x half> %$x0, <2 x half> %$x1, half %$x2)",
        )],
    );
    // bf16 dots (GFX11): bfloat operands from the bits of i32 / i16 inputs; the bf16 result
    // stored as its bits.
    let mut bfd = Vec::new();
    for clamp in ["false", "true"] {
        bfd.push(unit(
            &["i32", "i32", "float"],
            "float",
            &format!("%$a = bitcast i32 %$x0 to <2 x bfloat>\n  %$b = bitcast i32 %$x1 to <2 x bfloat>\n  %$r = call float @llvm.amdgcn.fdot2.f32.bf16(<2 x bfloat> %$a, <2 x bfloat> %$b, float %$x2, i1 {clamp})"),
        ));
    }
    bfd.push(unit(
        &["i32", "i32", "i16"],
        "i16",
        "%$a = bitcast i32 %$x0 to <2 x bfloat>\n  %$b = bitcast i32 %$x1 to <2 x bfloat>\n  %$c = bitcast i16 %$x2 to bfloat\n  %$d = call bfloat @llvm.amdgcn.fdot2.bf16.bf16(<2 x bfloat> %$a, <2 x bfloat> %$b, bfloat %$c)\n  %$r = bitcast bfloat %$d to i16",
    ));
    r.insert("amdgcn.fdot2-bf16", bfd);
    let mut cube = Vec::new();
    for n in ["cubeid", "cubesc", "cubetc", "cubema"] {
        cube.push(unit(
            &["float", "float", "float"],
            "float",
            &format!("%$r = call float @llvm.amdgcn.{n}(float %$x0, float %$x1, float %$x2)"),
        ));
    }
    r.insert("amdgcn.cube", cube);
    let mut pk = Vec::new();
    for n in ["i16", "u16"] {
        pk.push(unit(
            &["i32", "i32"],
            "<2 x i16>",
            &format!("%$r = call <2 x i16> @llvm.amdgcn.cvt.pk.{n}(i32 %$x0, i32 %$x1)"),
        ));
    }
    r.insert("amdgcn.cvt.pk", pk);
    let mut norm = Vec::new();
    for n in ["i16", "u16"] {
        // Any bits (NaN, infinities, out of range, denormals) ...
        norm.push(unit(
            &["float", "float"],
            "<2 x i16>",
            &format!("%$r = call <2 x i16> @llvm.amdgcn.cvt.pknorm.{n}(float %$x0, float %$x1)"),
        ));
        // ... and k / 65536 in [-1, 1) (every rounding case, ties at odd multiples of 2^-1).
        norm.push(unit(
            &["i32", "i32"],
            "<2 x i16>",
            &format!(
                "%$a = and i32 %$x0, 131071\n  %$b = and i32 %$x1, 131071\n  \
                 %$ai = sub i32 %$a, 65536\n  %$bi = sub i32 %$b, 65536\n  \
                 %$af = sitofp i32 %$ai to float\n  %$bf = sitofp i32 %$bi to float\n  \
                 %$as = fmul float %$af, 0x3EF0000000000000\n  %$bs = fmul float %$bf, 0x3EF0000000000000\n  \
                 %$r = call <2 x i16> @llvm.amdgcn.cvt.pknorm.{n}(float %$as, float %$bs)"
            ),
        ));
    }
    r.insert("amdgcn.cvt.pknorm", norm);
    media_rows(r);
}

/// The media and legacy per-lane intrinsics (session 9): sums of absolute differences, byte
/// interpolation, the signed leading-bit count, the byte-inserting float conversion and the
/// DX9 multiply. Inputs are random bits mixed with edge values; the SAD and `lerp` rows also
/// run on bytes drawn from a few values (equal bytes, zero bytes of S1 for `msad`), the
/// conversion on floats around [0, 255] at every byte index, the multiply on zero factors of
/// infinities and NaNs.
fn media_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut sad = Vec::new();
    for n in ["sad.u8", "sad.hi.u8", "sad.u16", "msad.u8"] {
        sad.push(unit(
            &["i32", "i32", "i32"],
            "i32",
            &format!("%$r = call i32 @llvm.amdgcn.{n}(i32 %$x0, i32 %$x1, i32 %$x2)"),
        ));
        // Bytes 0, 1, 2 or 3 only: equal and zero elements in most lanes.
        sad.push(unit(
            &["i32", "i32", "i32"],
            "i32",
            &format!(
                "%$a = and i32 %$x0, 50529027
  %$b = and i32 %$x1, 50529027
                   %$r = call i32 @llvm.amdgcn.{n}(i32 %$a, i32 %$b, i32 %$x2)"
            ),
        ));
    }
    r.insert("amdgcn.sad", sad);
    r.insert(
        "amdgcn.lerp",
        vec![unit(
            &["i32", "i32", "i32"],
            "i32",
            "%$r = call i32 @llvm.amdgcn.lerp(i32 %$x0, i32 %$x1, i32 %$x2)",
        )],
    );
    r.insert(
        "amdgcn.sffbh",
        vec![
            unit(
                &["i32"],
                "i32",
                "%$r = call i32 @llvm.amdgcn.sffbh.i32(i32 %$x0)",
            ),
            // Every count: x >> k (arithmetic) for k = 0..31 of random bits.
            unit(
                &["i32", "i32"],
                "i32",
                "%$k = and i32 %$x1, 31
  %$s = ashr i32 %$x0, %$k
                   %$r = call i32 @llvm.amdgcn.sffbh.i32(i32 %$s)",
            ),
        ],
    );
    r.insert(
        "amdgcn.cvt.pk.u8.f32",
        vec![
            unit(
                &["float", "i32", "i32"],
                "i32",
                "%$r = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %$x0, i32 %$x1, i32 %$x2)",
            ),
            // k / 4 - 8 for k in 0..1151: negative, every rounding tie, past 255.
            unit(
                &["i32", "i32", "i32"],
                "i32",
                "%$a = urem i32 %$x0, 1152
  %$f = uitofp i32 %$a to float
                   %$q = fmul float %$f, 0.25
  %$g = fsub float %$q, 8.0
                   %$r = call i32 @llvm.amdgcn.cvt.pk.u8.f32(float %$g, i32 %$x1, i32 %$x2)",
            ),
        ],
    );
    r.insert(
        "amdgcn.fmul.legacy",
        vec![
            unit(
                &["float", "float"],
                "float",
                "%$r = call float @llvm.amdgcn.fmul.legacy(float %$x0, float %$x1)",
            ),
            // A zero (of either sign) times anything, an infinity or a NaN included.
            unit(
                &["float", "i32"],
                "float",
                "%$b = and i32 %$x1, 2147483648
  %$z = bitcast i32 %$b to float
                   %$r = call float @llvm.amdgcn.fmul.legacy(float %$z, float %$x0)",
            ),
        ],
    );
}

/// `amdgcn.class` with a mask known only at run time, and `amdgcn.icmp`/`fcmp` with a
/// predicate number that is no predicate (LLVM 19: `undef`, gfxc: 0).
pub fn class_and_compare_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = Vec::new();
    for (t, s) in [("half", "f16"), ("float", "f32"), ("double", "f64")] {
        u.push(unit(
            &[t, "i32"],
            "i8",
            &format!("%$c = call i1 @llvm.amdgcn.class.{s}({t} %$x0, i32 %$x1)\n  %$r = zext i1 %$c to i8"),
        ));
    }
    r.insert("amdgcn.class-runtime-mask", u);
    r.insert(
        "amdgcn.icmp-fcmp-invalid-predicate",
        vec![
            unit(
                &["i16", "i16"],
                "i64",
                "%$r = call i64 @llvm.amdgcn.icmp.i64.i16(i16 %$x0, i16 %$x1, i32 30)",
            ),
            unit(
                &["float", "float"],
                "i64",
                "%$r = call i64 @llvm.amdgcn.fcmp.i64.f32(float %$x0, float %$x1, i32 16)",
            ),
        ],
    );
}

/// `amdgcn.groupstaticsize`: the kernel's static LDS bytes after the layout (units with LDS
/// globals of different sizes and alignments, all in one kernel).
pub fn groupstaticsize_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut v = Vec::new();
    for t in ["[3 x i16]", "[5 x double]", "i8"] {
        let mut u = unit(
            &["i32"],
            "i32",
            &format!("store {t} zeroinitializer, ptr addrspace(3) @lds_$\n  %$s = call i32 @llvm.amdgcn.groupstaticsize()\n  %$r = add i32 %$s, %$x0"),
        );
        u.decl = format!("@lds_$ = internal addrspace(3) global {t} poison\n");
        v.push(u);
    }
    r.insert("amdgcn.groupstaticsize", v);
}
