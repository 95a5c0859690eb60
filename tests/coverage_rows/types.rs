//! Rows of the coverage contract for families of types: buffer resources, `bfloat`, odd
//! integer widths and aggregates (moved out of `tests/llvm_coverage.rs`, which builds the
//! kernels and checks every row).

use super::*;

/// Buffer resources (`gfxc_ir::buffer`): a uniform resource over a pointer argument with
/// `num_records` = 50 elements, loads at random element offsets (some out of range: zeros),
/// stores of the loaded value at the lane's own element of a second buffer (lanes past 50
/// dropped); struct loads by a random index (structured resource: word 3 `0x10027000`,
/// OOB_SELECT 1 on GFX10+). Word 3 `0x30027000` is a valid format before GFX10 and OOB_SELECT raw after;
/// with element-aligned offsets both generations' rules agree (`tests/buffer_rsrc.rs` tests
/// where they differ, and the atomics).
pub(super) fn buffer_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    const TYPES: [(&str, &str, u32); 11] = [
        ("i8", "i8", 1),
        ("i16", "i16", 2),
        ("half", "f16", 2),
        ("i32", "i32", 4),
        ("float", "f32", 4),
        ("i64", "i64", 8),
        ("double", "f64", 8),
        ("<2 x half>", "v2f16", 4),
        ("<2 x i16>", "v2i16", 4),
        ("<4 x half>", "v4f16", 8),
        ("<2 x float>", "v2f32", 8),
    ];
    let (mut raw, mut ptr) = (Vec::new(), Vec::new());
    for (t, m, s) in TYPES {
        let n = 50 * s;
        let words = |x: &str, v: &str| {
            format!(
                "%$p{v} = ptrtoint ptr addrspace(1) {x} to i64\n  %$lo{v} = trunc i64 %$p{v} to i32\n  %$h{v} = lshr i64 %$p{v}, 32\n  %$hi{v} = trunc i64 %$h{v} to i32\n  %$a{v} = insertelement <4 x i32> <i32 0, i32 0, i32 {n}, i32 805466112>, i32 %$lo{v}, i32 0\n  %$r{v} = insertelement <4 x i32> %$a{v}, i32 %$hi{v}, i32 1\n  "
            )
        };
        let offs = format!(
            "%$m = and i32 %$x1, 63\n  %$o = mul i32 %$m, {s}\n  %$it = trunc i64 %i to i32\n  %$so = mul i32 %$it, {s}\n  "
        );
        raw.push(unit(
            &[&format!("ptr:{t}"), "i32", &format!("ptr:{t}")],
            t,
            &format!(
                "{}{}{offs}%$r = call {t} @llvm.amdgcn.raw.buffer.load.{m}(<4 x i32> %$rs, i32 %$o, i32 0, i32 0)\n  call void @llvm.amdgcn.raw.buffer.store.{m}({t} %$r, <4 x i32> %$rd, i32 %$so, i32 0, i32 0)",
                words("%$x0", "s"),
                words("%$x2", "d")
            ),
        ));
        ptr.push(unit(
            &[&format!("ptr:{t}"), "i32", &format!("ptr:{t}")],
            t,
            &format!(
                "%$rs = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %$x0, i16 0, i32 {n}, i32 805466112)\n  %$rt = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %$x0, i16 {s}, i32 50, i32 268595200)\n  %$rd = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %$x2, i16 0, i32 {n}, i32 805466112)\n  {offs}%$v = call {t} @llvm.amdgcn.raw.ptr.buffer.load.{m}(ptr addrspace(8) %$rs, i32 %$o, i32 0, i32 0)\n  %$r = call {t} @llvm.amdgcn.struct.ptr.buffer.load.{m}(ptr addrspace(8) %$rt, i32 %$m, i32 0, i32 0, i32 0)\n  call void @llvm.amdgcn.raw.ptr.buffer.store.{m}({t} %$v, ptr addrspace(8) %$rd, i32 %$so, i32 0, i32 0)",
            ),
        ));
    }
    r.insert("amdgcn.raw.buffer", raw);
    r.insert("amdgcn.raw.ptr.buffer", ptr);
}

/// `bfloat`, carried as bits and computed in `float`: inputs are random `i16` bits (NaNs,
/// infinities, denormals among them) or `float`s, bitcast; outputs are the bits.
pub(super) fn bfloat_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = Vec::new();
    for (t, it) in [
        ("bfloat", "i16"),
        ("<2 x bfloat>", "<2 x i16>"),
        ("<3 x bfloat>", "<3 x i16>"),
    ] {
        let pre = format!("%$a = bitcast {it} %$x0 to {t}\n  %$b = bitcast {it} %$x1 to {t}\n");
        for op in ["fadd", "fsub", "fmul", "fdiv", "frem"] {
            u.push(unit(
                &[it, it],
                it,
                &format!("{pre}  %$c = {op} {t} %$a, %$b\n  %$r = bitcast {t} %$c to {it}"),
            ));
        }
        let sfx = if t == "bfloat" {
            "bf16".to_string()
        } else {
            format!("v{}bf16", shape(t).0)
        };
        u.push(unit(
            &[it, it],
            it,
            &format!("{pre}  %$c = fneg {t} %$a\n  %$d = call {t} @llvm.fabs.{sfx}({t} %$b)\n  %$e = fadd {t} %$c, %$d\n  %$r = bitcast {t} %$e to {it}"),
        ));
        let ft = t.replace("bfloat", "float");
        let dt = t.replace("bfloat", "double");
        u.push(unit(
            &[it, it],
            &ft,
            &format!("{pre}  %$r = fpext {t} %$a to {ft}"),
        ));
        u.push(unit(
            &[it, it],
            &dt,
            &format!("{pre}  %$r = fpext {t} %$a to {dt}"),
        ));
        u.push(unit(
            &[&ft],
            it,
            &format!("%$c = fptrunc {ft} %$x0 to {t}\n  %$r = bitcast {t} %$c to {it}"),
        ));
        // Through private memory, a select and a phi.
        u.push(unit(
            &[it, it, "i1"],
            it,
            &format!("{pre}  %$m = alloca [2 x {t}], addrspace(5)\n  %$q = getelementptr {t}, ptr addrspace(5) %$m, i32 1\n  store {t} %$a, ptr addrspace(5) %$m\n  store {t} %$b, ptr addrspace(5) %$q\n  %$l = load {t}, ptr addrspace(5) %$q\n  %$s = select i1 %$x2, {t} %$l, {t} %$a\n  br label %L$s\nL$s:\n  br i1 %$x2, label %L$t, label %L$j\nL$t:\n  %$n = fmul {t} %$s, %$s\n  br label %L$j\nL$j:\n  %$p = phi {t} [ %$n, %L$t ], [ %$s, %L$s ]\n  %$r = bitcast {t} %$p to {it}"),
        ));
    }
    for c in ["oeq", "olt", "ule", "one", "ueq", "uno", "ord"] {
        u.push(unit(
            &["i16", "i16"],
            "i1",
            &format!("%$a = bitcast i16 %$x0 to bfloat\n  %$b = bitcast i16 %$x1 to bfloat\n  %$r = fcmp {c} bfloat %$a, %$b"),
        ));
    }
    for it in ["i1", "i8", "i16", "i32", "i64"] {
        for op in ["sitofp", "uitofp"] {
            u.push(unit(
                &[it],
                "i16",
                &format!("%$c = {op} {it} %$x0 to bfloat\n  %$r = bitcast bfloat %$c to i16"),
            ));
        }
        if it != "i1" {
            for op in ["fptosi", "fptoui"] {
                u.push(unit(
                    &["i16"],
                    it,
                    &format!("%$a = bitcast i16 %$x0 to bfloat\n  %$r = {op} bfloat %$a to {it}"),
                ));
            }
        }
    }
    // Constants, and a bitcast to half.
    u.push(unit(
        &["i16"],
        "half",
        "%$a = bitcast i16 %$x0 to bfloat\n  %$b = fadd bfloat %$a, 0xR3FC0\n  %$c = fmul <2 x bfloat> <bfloat 2.5, bfloat 0xRC000>, splat (bfloat 0xR3F80)\n  %$d = extractelement <2 x bfloat> %$c, i32 1\n  %$e = fadd bfloat %$b, %$d\n  %$r = bitcast bfloat %$e to half",
    ));
    r.insert("type.bfloat", u);
}

/// Odd integer widths (held zero-extended in the next gfxc integer): the bit-counting,
/// `abs` and min/max intrinsics, and `bitcast`s to and from vectors. Inputs are container
/// values truncated to the width; results are zero-extended back.
pub(super) fn odd_width_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = Vec::new();
    for w in [2u32, 7, 12, 18, 24, 33, 48, 63] {
        let c = match w {
            0..=8 => "i8",
            9..=16 => "i16",
            17..=32 => "i32",
            _ => "i64",
        };
        for (vt, ct) in [
            (format!("i{w}"), c.to_string()),
            (format!("<2 x i{w}>"), format!("<2 x {c}>")),
        ] {
            let sfx = if vt.starts_with('<') {
                format!("v2i{w}")
            } else {
                format!("i{w}")
            };
            let pre = format!("%$a = trunc {ct} %$x0 to {vt}\n  %$b = trunc {ct} %$x1 to {vt}\n");
            let calls = [
                format!("call {vt} @llvm.ctlz.{sfx}({vt} %$a, i1 false)"),
                format!("call {vt} @llvm.cttz.{sfx}({vt} %$a, i1 false)"),
                format!("call {vt} @llvm.ctpop.{sfx}({vt} %$a)"),
                format!("call {vt} @llvm.bitreverse.{sfx}({vt} %$a)"),
                format!("call {vt} @llvm.abs.{sfx}({vt} %$a, i1 false)"),
                format!("call {vt} @llvm.smin.{sfx}({vt} %$a, {vt} %$b)"),
                format!("call {vt} @llvm.smax.{sfx}({vt} %$a, {vt} %$b)"),
                format!("call {vt} @llvm.umin.{sfx}({vt} %$a, {vt} %$b)"),
                format!("call {vt} @llvm.umax.{sfx}({vt} %$a, {vt} %$b)"),
            ];
            for call in calls {
                u.push(unit(
                    &[&ct, &ct],
                    &ct,
                    &format!("{pre}  %$s = {call}\n  %$r = zext {vt} %$s to {ct}"),
                ));
            }
            // A zero input (the counts give the width).
            u.push(unit(
                &[&ct],
                &ct,
                &format!("%$a = trunc {ct} %$x0 to {vt}\n  %$z = and {vt} %$a, zeroinitializer\n  %$s = call {vt} @llvm.ctlz.{sfx}({vt} %$z, i1 false)\n  %$t = call {vt} @llvm.cttz.{sfx}({vt} %$z, i1 false)\n  %$u = add {vt} %$s, %$t\n  %$r = zext {vt} %$u to {ct}"),
            ));
        }
    }
    // Bitcasts of at most 64 bits with odd-width integers on either side.
    for (a, ca, b) in [
        ("i24", "i32", "<3 x i8>"),
        ("i48", "i64", "<3 x i16>"),
        ("i48", "i64", "<3 x half>"),
        ("i24", "i32", "<2 x i12>"),
        ("i24", "i32", "<4 x i6>"),
        ("i40", "i64", "<5 x i8>"),
    ] {
        u.push(unit(
            &[ca],
            ca,
            &format!("%$a = trunc {ca} %$x0 to {a}\n  %$v = bitcast {a} %$a to {b}\n  %$e = extractelement {b} %$v, i32 1\n  %$f = insertelement {b} %$v, {} %$e, i32 0\n  %$g = bitcast {b} %$f to {a}\n  %$r = zext {a} %$g to {ca}", shape(b).1),
        ));
    }
    r.insert("int.odd-widths", u);
    // i128 built from two i64 lanes: division, remainder, variable shifts.
    let mut w = Vec::new();
    for op in ["udiv", "sdiv", "urem", "srem", "shl", "lshr", "ashr"] {
        for half in ["0", "1"] {
            w.push(unit(
                &["i64", "i64", "i64", "i64"],
                "i64",
                &format!("%$al = zext i64 %$x0 to i128\n  %$ah0 = zext i64 %$x1 to i128\n  %$ah = shl i128 %$ah0, 64\n  %$a = or i128 %$al, %$ah\n  %$bl = zext i64 %$x2 to i128\n  %$bh0 = zext i64 %$x3 to i128\n  %$bs = and i128 %$bh0, 127\n  %$bh = shl i128 %$bh0, %$bs\n  %$b0 = or i128 %$bl, %$bh\n  %$nz = icmp eq i128 %$b0, 0\n  %$b = select i1 %$nz, i128 3, i128 %$b0\n  %$c = {op} i128 %$a, %$b\n  %$d = lshr i128 %$c, {}\n  %$r = trunc i128 %$d to i64", if half == "0" { 0 } else { 64 }),
            ));
        }
    }
    r.insert("int.i128", w);
    // Widths 65..127, carried zero-extended in the 128-bit pair.
    let mut ww = Vec::new();
    for n in [65u32, 72, 96, 100, 127] {
        let t = format!("i{n}");
        let pre = format!("%$al = zext i64 %$x0 to i128\n  %$ah0 = zext i64 %$x1 to i128\n  %$ah = shl i128 %$ah0, 64\n  %$a0 = or i128 %$al, %$ah\n  %$a = trunc i128 %$a0 to {t}\n  %$bl = zext i64 %$x2 to i128\n  %$bh0 = zext i64 %$x3 to i128\n  %$bs = and i128 %$bh0, 127\n  %$bh = shl i128 %$bh0, %$bs\n  %$b0 = or i128 %$bl, %$bh\n  %$b1 = trunc i128 %$b0 to {t}\n  %$nz = icmp eq {t} %$b1, 0\n  %$b = select i1 %$nz, {t} 3, {t} %$b1\n  %$s = urem {t} %$b, {n}\n");
        let post = |v: &str| {
            format!("  %$sx = sext {t} {v} to i128\n  %$m = alloca i128, addrspace(5)\n  store i128 -1, ptr addrspace(5) %$m\n  store {t} {v}, ptr addrspace(5) %$m, align 4\n  %$ld = load i128, ptr addrspace(5) %$m\n  %$lt = load {t}, ptr addrspace(5) %$m, align 4\n  %$lz = zext {t} %$lt to i128\n  %$x = xor i128 %$sx, %$ld\n  %$y = add i128 %$x, %$lz\n  %$yh = lshr i128 %$y, 64\n  %$z = xor i128 %$y, %$yh\n  %$r = trunc i128 %$z to i64")
        };
        for op in [
            "add", "sub", "mul", "udiv", "sdiv", "urem", "srem", "and", "or", "xor",
        ] {
            ww.push(unit(
                &["i64", "i64", "i64", "i64"],
                "i64",
                &format!("{pre}  %$c = {op} {t} %$a, %$b\n{}", post("%$c")),
            ));
        }
        for op in ["shl", "lshr", "ashr"] {
            ww.push(unit(
                &["i64", "i64", "i64", "i64"],
                "i64",
                &format!("{pre}  %$c = {op} {t} %$a, %$s\n{}", post("%$c")),
            ));
        }
        for c in ["slt", "ult", "sge", "eq"] {
            ww.push(unit(
                &["i64", "i64", "i64", "i64"],
                "i64",
                &format!("{pre}  %$k = icmp {c} {t} %$a, %$b\n  %$c = select i1 %$k, {t} %$a, {t} -5\n{}", post("%$c")),
            ));
        }
    }
    r.insert("int.wide-widths", ww);
}

/// The lane types of the aggregate rows: every integer and float type, `i1`, vectors.
pub(super) fn agg_types() -> Vec<String> {
    let mut ts: Vec<String> = INTS.iter().chain(&FLOATS).map(|t| t.to_string()).collect();
    ts.extend(["i1", "<2 x i16>", "<3 x float>", "<2 x double>", "<4 x i8>"].map(String::from));
    ts
}

/// Aggregates as SSA values (structs and arrays): `insertvalue`/`extractvalue`, phis,
/// `select`, whole-aggregate loads and stores, and the `{ T, i1 }` results of `cmpxchg` and
/// `with.overflow` used as aggregates.
pub(super) fn aggregate_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut ie = Vec::new();
    for t in agg_types() {
        let a = format!("{{ {t}, [2 x {t}], {{ i8, {t} }} }}");
        // Every field written, one overwritten; both an outer and a nested field read.
        let chain = format!(
            "%$a = insertvalue {a} poison, {t} %$x0, 0\n  %$b = insertvalue {a} %$a, {t} %$x1, 1, 0\n  %$c = insertvalue {a} %$b, {t} %$x0, 1, 1\n  %$d = insertvalue {a} %$c, {t} %$x1, 2, 1\n  %$e = insertvalue {a} %$d, {t} %$x1, 0\n  %$f = extractvalue {a} %$e, 2\n  %$g = insertvalue [2 x {{ i8, {t} }}] zeroinitializer, {{ i8, {t} }} %$f, 1\n"
        );
        ie.push(unit(
            &[&t, &t],
            &t,
            &format!(
                "{chain}  %$h = extractvalue {a} %$e, 1\n  %$r = extractvalue [2 x {t}] %$h, 1"
            ),
        ));
        ie.push(unit(
            &[&t, &t],
            &t,
            &format!("{chain}  %$r = extractvalue {a} %$e, 0"),
        ));
        ie.push(unit(
            &[&t, &t],
            &t,
            &format!("{chain}  %$r = extractvalue [2 x {{ i8, {t} }}] %$g, 1, 1"),
        ));
    }
    // Constants: a literal struct, a zero and a string array.
    ie.push(unit(
        &["i32"],
        "i32",
        "%$a = insertvalue { i32, i8, [2 x i16] } { i32 7, i8 -1, [2 x i16] [i16 300, i16 -5] }, i32 %$x0, 0\n  %$b = extractvalue { i32, i8, [2 x i16] } %$a, 2, 1\n  %$c = sext i16 %$b to i32\n  %$d = extractvalue { i32, i8, [2 x i16] } %$a, 0\n  %$r = add i32 %$c, %$d",
    ));
    ie.push(unit(
        &["i8"],
        "i8",
        "%$a = insertvalue [3 x i8] c\"ab\\00\", i8 %$x0, 2\n  %$b = extractvalue [3 x i8] %$a, 1\n  %$c = extractvalue [3 x i8] %$a, 2\n  %$r = xor i8 %$b, %$c",
    ));
    r.insert("agg.insert-extract", ie);

    // Phis over a divergent branch, then a select; an i128 and a pointer field too.
    let mut ps = Vec::new();
    for t in agg_types() {
        let a = format!("{{ {t}, [2 x {t}] }}");
        for k in ["0", "1, 0", "1, 1"] {
            ps.push(unit(
                &[&t, &t, "i32"],
                &t,
                &format!(
                    "br label %L$s\nL$s:\n  %$a = insertvalue {a} poison, {t} %$x0, 0\n  %$b = insertvalue {a} %$a, {t} %$x1, 1, 0\n  %$c = insertvalue {a} %$b, {t} %$x0, 1, 1\n  %$y = and i32 %$x2, 3\n  %$t = icmp eq i32 %$y, 0\n  br i1 %$t, label %L$t, label %L$j\nL$t:\n  %$s = insertvalue {a} %$c, {t} %$x1, 0\n  %$u = insertvalue {a} %$s, {t} %$x0, 1, 0\n  br label %L$j\nL$j:\n  %$p = phi {a} [ %$u, %L$t ], [ %$c, %L$s ]\n  %$z = and i32 %$x2, 4\n  %$w = icmp eq i32 %$z, 0\n  %$q = select i1 %$w, {a} %$p, {a} zeroinitializer\n  %$r = extractvalue {a} %$q, {k}"
                ),
            ));
        }
    }
    ps.push(unit(
        &["i64", "i64", "i32"],
        "i64",
        "br label %L$s\nL$s:\n  %$l = zext i64 %$x0 to i128\n  %$h = zext i64 %$x1 to i128\n  %$hs = shl i128 %$h, 64\n  %$v = or i128 %$l, %$hs\n  %$a = insertvalue { i128, i1 } poison, i128 %$v, 0\n  %$y = and i32 %$x2, 3\n  %$t = icmp eq i32 %$y, 0\n  %$b = insertvalue { i128, i1 } %$a, i1 %$t, 1\n  br i1 %$t, label %L$t, label %L$j\nL$t:\n  %$n = add i128 %$v, 18446744073709551615\n  %$u = insertvalue { i128, i1 } %$b, i128 %$n, 0\n  br label %L$j\nL$j:\n  %$p = phi { i128, i1 } [ %$u, %L$t ], [ %$b, %L$s ]\n  %$z = and i32 %$x2, 4\n  %$w = icmp eq i32 %$z, 0\n  %$q = select i1 %$w, { i128, i1 } %$p, { i128, i1 } { i128 -1, i1 true }\n  %$e = extractvalue { i128, i1 } %$q, 0\n  %$f = extractvalue { i128, i1 } %$q, 1\n  %$eh = lshr i128 %$e, 64\n  %$g = xor i128 %$e, %$eh\n  %$gt = trunc i128 %$g to i64\n  %$fz = zext i1 %$f to i64\n  %$r = add i64 %$gt, %$fz",
    ));
    ps.push(unit(
        &["ptr:i32", "i32"],
        "i32",
        "br label %L$s\nL$s:\n  %$g = getelementptr i32, ptr addrspace(1) %$x0, i64 %i\n  %$h = getelementptr i32, ptr addrspace(1) %$g, i64 1\n  %$a = insertvalue { ptr addrspace(1), i32 } poison, ptr addrspace(1) %$g, 0\n  %$b = insertvalue { ptr addrspace(1), i32 } %$a, i32 %$x1, 1\n  %$y = and i32 %$x1, 3\n  %$t = icmp eq i32 %$y, 0\n  %$m = icmp ult i64 %i, 63\n  %$tm = and i1 %$t, %$m\n  br i1 %$tm, label %L$t, label %L$j\nL$t:\n  %$u = insertvalue { ptr addrspace(1), i32 } %$b, ptr addrspace(1) %$h, 0\n  br label %L$j\nL$j:\n  %$p = phi { ptr addrspace(1), i32 } [ %$u, %L$t ], [ %$b, %L$s ]\n  %$q = extractvalue { ptr addrspace(1), i32 } %$p, 0\n  %$v = load i32, ptr addrspace(1) %$q\n  %$k = extractvalue { ptr addrspace(1), i32 } %$p, 1\n  %$r = add i32 %$v, %$k",
    ));
    r.insert("agg.phi-select", ps);

    // Whole-aggregate loads and stores: private memory (read back whole and by field at
    // LLVM's offsets), global memory, packed structs, under-aligned accesses.
    let mut ls = Vec::new();
    for t in agg_types() {
        let a = format!("{{ i8, {t}, [2 x {t}], i1 }}");
        ls.push(unit(
            &[&t, &t, "i1"],
            &t,
            &format!(
                "%$m = alloca {a}, align 16, addrspace(5)\n  %$a = insertvalue {a} zeroinitializer, {t} %$x0, 1\n  %$b = insertvalue {a} %$a, {t} %$x1, 2, 1\n  %$c = insertvalue {a} %$b, i1 %$x2, 3\n  store {a} %$c, ptr addrspace(5) %$m\n  %$l = load {a}, ptr addrspace(5) %$m\n  %$f = extractvalue {a} %$l, 3\n  %$e1 = extractvalue {a} %$l, 1\n  %$e2 = extractvalue {a} %$l, 2, 1\n  %$r = select i1 %$f, {t} %$e1, {t} %$e2"
            ),
        ));
        // A field read back with a plain load at its offset.
        ls.push(unit(
            &[&t, &t],
            &t,
            &format!(
                "%$m = alloca {a}, align 16, addrspace(5)\n  %$a = insertvalue {a} zeroinitializer, {t} %$x0, 2, 0\n  %$b = insertvalue {a} %$a, {t} %$x1, 2, 1\n  store {a} %$b, ptr addrspace(5) %$m\n  %$p = getelementptr {a}, ptr addrspace(5) %$m, i32 0, i32 2, i32 1\n  %$r = load {t}, ptr addrspace(5) %$p"
            ),
        ));
    }
    // Global memory: a struct stored over each work-item's 8 bytes, read back whole.
    ls.push(unit(
        &["ptr:i64", "i32", "i16"],
        "i64",
        "%$p = getelementptr i64, ptr addrspace(1) %$x0, i64 %i\n  %$o = load { i8, i8, i16, i32 }, ptr addrspace(1) %$p\n  %$a = extractvalue { i8, i8, i16, i32 } %$o, 1\n  %$b = insertvalue { i8, i8, i16, i32 } %$o, i16 %$x2, 2\n  %$c = insertvalue { i8, i8, i16, i32 } %$b, i8 %$a, 0\n  %$d = insertvalue { i8, i8, i16, i32 } %$c, i32 %$x1, 3\n  store { i8, i8, i16, i32 } %$d, ptr addrspace(1) %$p\n  %$r = load i64, ptr addrspace(1) %$p",
    ));
    // A packed struct at an odd offset, byte-aligned.
    ls.push(unit(
        &["i32", "i16", "i64"],
        "i64",
        "%$m = alloca [16 x i8], align 4, addrspace(5)\n  store i64 0, ptr addrspace(5) %$m, align 4\n  %$h = getelementptr i8, ptr addrspace(5) %$m, i32 8\n  store i64 0, ptr addrspace(5) %$h, align 4\n  %$q = getelementptr i8, ptr addrspace(5) %$m, i32 1\n  %$a = insertvalue <{ i8, i32, i16 }> poison, i8 -86, 0\n  %$b = insertvalue <{ i8, i32, i16 }> %$a, i32 %$x0, 1\n  %$c = insertvalue <{ i8, i32, i16 }> %$b, i16 %$x1, 2\n  store <{ i8, i32, i16 }> %$c, ptr addrspace(5) %$q, align 1\n  %$l = load <{ i8, i32, i16 }>, ptr addrspace(5) %$q, align 1\n  %$lf = extractvalue <{ i8, i32, i16 }> %$l, 1\n  %$lz = zext i32 %$lf to i64\n  %$w = load i64, ptr addrspace(5) %$m, align 4\n  %$v = xor i64 %$w, %$lz\n  %$r = xor i64 %$v, %$x2",
    ));
    // An array of structs as one value (volatile: every field access is).
    ls.push(unit(
        &["float", "i32"],
        "float",
        "%$m = alloca [2 x { float, i32 }], align 8, addrspace(5)\n  %$a = insertvalue [2 x { float, i32 }] undef, float %$x0, 1, 0\n  %$b = insertvalue [2 x { float, i32 }] %$a, i32 %$x1, 0, 1\n  store volatile [2 x { float, i32 }] %$b, ptr addrspace(5) %$m\n  %$l = load volatile [2 x { float, i32 }], ptr addrspace(5) %$m\n  %$s = extractvalue [2 x { float, i32 }] %$l, 1\n  %$f = extractvalue { float, i32 } %$s, 0\n  %$i = extractvalue [2 x { float, i32 }] %$l, 0, 1\n  %$g = sitofp i32 %$i to float\n  %$r = fadd float %$f, %$g",
    ));
    r.insert("agg.load-store", ls);
    // Under-aligned private accesses (scratch is swizzled per dword: split by alignment).
    let mut un = Vec::new();
    let mut tys: Vec<String> = INTS.iter().chain(&FLOATS).map(|t| t.to_string()).collect();
    tys.extend(["<2 x i16>", "<3 x float>", "<2 x double>", "<3 x half>"].map(String::from));
    for t in &tys {
        for (off, align) in [(1, 1), (2, 2), (3, 1), (6, 2)] {
            let body = format!(
                "%$m = alloca [32 x i8], align 4, addrspace(5)\n  call void @llvm.memset.p5.i32(ptr addrspace(5) %$m, i8 90, i32 32, i1 false)\n  %$q = getelementptr i8, ptr addrspace(5) %$m, i32 {off}\n  store {t} %$x0, ptr addrspace(5) %$q, align {align}\n  %$l = load {t}, ptr addrspace(5) %$q, align {align}\n  %$w = load <4 x i32>, ptr addrspace(5) %$m, align 4\n  %$h = getelementptr i8, ptr addrspace(5) %$m, i32 16\n  %$v = load <4 x i32>, ptr addrspace(5) %$h, align 4\n  %$u = xor <4 x i32> %$w, %$v\n"
            );
            un.push(unit(
                &[t],
                t,
                &format!("{body}  %$r = bitcast {t} %$l to {t}"),
            ));
            un.push(unit(
                &[t],
                "<4 x i32>",
                &format!("{body}  %$r = add <4 x i32> %$w, %$v"),
            ));
        }
    }
    r.insert("mem.unaligned-private", un);
    // memcpy, memmove (overlapping both ways) and memset with lengths known at run time.
    let mut vl = Vec::new();
    for (lt, ls) in [("i32", "i32"), ("i64", "i64")] {
        for (dst, src) in [(4, 0), (0, 4), (2, 9)] {
            for op in ["memcpy", "memmove"] {
                if op == "memcpy" && dst != 2 {
                    continue; // memcpy must not overlap
                }
                vl.push(unit(
                    &["<4 x i32>", lt],
                    "<4 x i32>",
                    &format!("%$a = alloca [32 x i8], align 4, addrspace(5)\n  call void @llvm.memset.p5.i32(ptr addrspace(5) %$a, i8 -1, i32 32, i1 false)\n  store <4 x i32> %$x0, ptr addrspace(5) %$a, align 4\n  %$n = and {lt} %$x1, 15\n  %$d = getelementptr i8, ptr addrspace(5) %$a, i32 {dst}\n  %$s = getelementptr i8, ptr addrspace(5) %$a, i32 {src}\n  call void @llvm.{op}.p5.p5.{ls}(ptr addrspace(5) %$d, ptr addrspace(5) %$s, {lt} %$n, i1 false)\n  %$r = load <4 x i32>, ptr addrspace(5) %$a, align 4"),
                ));
            }
        }
        vl.push(unit(
            &["<4 x i32>", lt, "i8"],
            "<4 x i32>",
            &format!("%$a = alloca <4 x i32>, align 16, addrspace(5)\n  store <4 x i32> %$x0, ptr addrspace(5) %$a\n  %$n = and {lt} %$x1, 31\n  %$m = call {lt} @llvm.umin.{ls}({lt} %$n, {lt} 16)\n  %$d = getelementptr i8, ptr addrspace(5) %$a, i32 0\n  call void @llvm.memset.p5.{ls}(ptr addrspace(5) %$d, i8 %$x2, {lt} %$m, i1 false)\n  %$r = load <4 x i32>, ptr addrspace(5) %$a"),
        ));
        // Global memory: a work-item's own 8 bytes.
        vl.push(unit(
            &["ptr:i64", lt, "i64"],
            "i64",
            &format!("%$p = getelementptr i64, ptr addrspace(1) %$x0, i64 %i\n  %$n = and {lt} %$x1, 7\n  %$a = alloca i64, align 8, addrspace(5)\n  store i64 %$x2, ptr addrspace(5) %$a\n  call void @llvm.memcpy.p1.p5.{ls}(ptr addrspace(1) %$p, ptr addrspace(5) %$a, {lt} %$n, i1 false)\n  call void @llvm.memset.p1.{ls}(ptr addrspace(1) %$p, i8 90, {lt} %$n, i1 true)\n  %$q = getelementptr i8, ptr addrspace(1) %$p, i64 1\n  %$h = lshr {lt} %$n, 1\n  call void @llvm.memmove.p1.p1.{ls}(ptr addrspace(1) %$q, ptr addrspace(1) %$p, {lt} %$h, i1 false)\n  %$r = load i64, ptr addrspace(5) %$a"),
        ));
    }
    r.insert("mem.variable-length", vl);
    // Accesses wider than 16 bytes (split into 16-byte pieces), volatile ones too.
    for (key, vol) in [("mem.wide-access", ""), ("mem.wide-volatile", "volatile ")] {
        let mut wide = Vec::new();
        for (t, vt) in [
            ("<8 x float>", "<8 x float>"),
            ("<8 x i32>", "<16 x i16>"),
            ("<4 x i64>", "<4 x i64>"),
            ("<16 x i32>", "<8 x double>"),
            ("<3 x i16>", "<3 x half>"),
            ("<3 x i8>", "<3 x i8>"),
        ] {
            wide.push(unit(
                &[t],
                t,
                &format!("%$v = bitcast {t} %$x0 to {vt}\n  %$a = alloca [2 x {vt}], addrspace(5)\n  %$q = getelementptr {vt}, ptr addrspace(5) %$a, i32 1\n  store {vol}{vt} %$v, ptr addrspace(5) %$q\n  %$l = load {vol}{vt}, ptr addrspace(5) %$q\n  %$r = bitcast {vt} %$l to {t}"),
            ));
        }
        r.insert(key, wide);
    }

    // The `{ T, i1 }` of cmpxchg and with.overflow as an aggregate: stored, phi'd, selected,
    // inserted into.
    let mut cx = Vec::new();
    for t in ["i32", "i64"] {
        cx.push(unit(
            &[&format!("ptr:{t}"), t, t],
            t,
            &format!(
                "%$p = getelementptr {t}, ptr addrspace(1) %$x0, i64 %i\n  %$o = load {t}, ptr addrspace(1) %$p\n  %$y = and {t} %$x1, 1\n  %$e = select i1 true, {t} %$o, {t} 0\n  %$c = icmp eq {t} %$y, 0\n  %$cmp = select i1 %$c, {t} %$e, {t} %$x1\n  %$x = cmpxchg ptr addrspace(1) %$p, {t} %$cmp, {t} %$x2 monotonic monotonic\n  %$m = alloca {{ {t}, i1 }}, align 8, addrspace(5)\n  store {{ {t}, i1 }} %$x, ptr addrspace(5) %$m\n  %$l = load {{ {t}, i1 }}, ptr addrspace(5) %$m\n  %$s = select i1 %$c, {{ {t}, i1 }} %$l, {{ {t}, i1 }} {{ {t} 5, i1 false }}\n  %$i = insertvalue {{ {t}, i1 }} %$s, {t} %$x1, 0\n  %$f = extractvalue {{ {t}, i1 }} %$i, 1\n  %$v = extractvalue {{ {t}, i1 }} %$x, 0\n  %$fz = zext i1 %$f to {t}\n  %$r = xor {t} %$v, %$fz"
            ),
        ));
    }
    // Pointers exchanged (as their bits): 64-bit global and 32-bit LDS pointers.
    for (pt, it) in [("ptr addrspace(1)", "i64"), ("ptr addrspace(3)", "i32")] {
        cx.push(unit(
            &[&format!("ptr:{it}"), it],
            it,
            &format!("%$p = getelementptr {it}, ptr addrspace(1) %$x0, i64 %i\n  %$o = load {pt}, ptr addrspace(1) %$p\n  %$n = inttoptr {it} %$x1 to {pt}\n  %$y = and {it} %$x1, 1\n  %$c = icmp eq {it} %$y, 0\n  %$e = select i1 %$c, {pt} %$o, {pt} %$n\n  %$x = cmpxchg ptr addrspace(1) %$p, {pt} %$e, {pt} %$n seq_cst seq_cst\n  %$v = extractvalue {{ {pt}, i1 }} %$x, 0\n  %$f = extractvalue {{ {pt}, i1 }} %$x, 1\n  %$vi = ptrtoint {pt} %$v to {it}\n  %$fz = zext i1 %$f to {it}\n  %$r = add {it} %$vi, %$fz"),
        ));
    }
    for t in INTS {
        cx.push(unit(
            &[t, t],
            t,
            &format!(
                "br label %L$s\nL$s:\n  %$o = call {{ {t}, i1 }} @llvm.uadd.with.overflow.{t}({t} %$x0, {t} %$x1)\n  %$c = extractvalue {{ {t}, i1 }} %$o, 1\n  br i1 %$c, label %L$t, label %L$j\nL$t:\n  %$s = call {{ {t}, i1 }} @llvm.ssub.with.overflow.{t}({t} %$x0, {t} %$x1)\n  br label %L$j\nL$j:\n  %$p = phi {{ {t}, i1 }} [ %$s, %L$t ], [ %$o, %L$s ]\n  %$v = extractvalue {{ {t}, i1 }} %$p, 0\n  %$f = extractvalue {{ {t}, i1 }} %$p, 1\n  %$fz = zext i1 %$f to {t}\n  %$r = add {t} %$v, %$fz"
            ),
        ));
    }
    r.insert("agg.cmpxchg-overflow", cx);
}
