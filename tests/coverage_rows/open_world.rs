//! Rows of the coverage contract added in session 8 (issue 14, "open world"): the
//! cache-maintenance intrinsics (one row per intrinsic: each is available on the processors
//! whose instruction table has it, as llc-19 selects it) and the export intrinsics, which a
//! compute kernel cannot use.

use super::{tame, unit, Unit};
use std::collections::BTreeMap;

/// The cache-maintenance intrinsics and their row keys.
pub const CACHE_OPS: [&str; 7] = [
    "s.dcache.inv",
    "s.dcache.inv.vol",
    "s.dcache.wb",
    "s.dcache.wb.vol",
    "buffer.wbinvl1",
    "buffer.wbinvl1.vol",
    "buffer.wbinvl1.sc",
];

/// Adds the supported rows to `r`: a value goes through the call unchanged, and a global
/// store before it and a load after it see the same memory.
pub fn rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    for n in CACHE_OPS {
        let key: &'static str = Box::leak(format!("amdgcn.{n}").into_boxed_str());
        let mut u = unit(
            &["i32"],
            "i32",
            &format!(
                "%$g = getelementptr i32, ptr addrspace(1) @g_$, i32 %tid\n  \
                 store i32 %$x0, ptr addrspace(1) %$g\n  \
                 call void @llvm.amdgcn.{n}()\n  \
                 %$l = load i32, ptr addrspace(1) %$g\n  %$r = add i32 %$l, 1"
            ),
        );
        u.decl = "@g_$ = internal addrspace(1) global [64 x i32] zeroinitializer\n".into();
        r.insert(key, vec![u]);
    }
}

/// Globals of the flat address space (`@g = global ...` without `addrspace`, as
/// `uniform-work-group-*.ll` declare them): variables in global memory, referenced through
/// flat pointers, writable and constant; and `update.dpp` with row/bank masks beyond 4 bits
/// (the field keeps the low 4 bits, as llc-19 encodes `row_mask` 62 as 0xe).
pub fn session14_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = unit(
        &["i32"],
        "i32",
        "%$g = getelementptr i32, ptr @lds_$, i32 %tid\n  \
         store i32 %$x0, ptr %$g\n  \
         fence syncscope(\"workgroup\") release\n  \
         call void @llvm.amdgcn.s.barrier()\n  \
         fence syncscope(\"workgroup\") acquire\n  \
         %$n = xor i32 %tid, 1\n  \
         %$h = getelementptr i32, ptr @lds_$, i32 %$n\n  \
         %$l = load i32, ptr %$h\n  \
         %$k = and i32 %$x0, 3\n  \
         %$t = getelementptr i32, ptr @lds_$t, i32 %$k\n  \
         %$c = load i32, ptr %$t\n  \
         %$r = add i32 %$l, %$c",
    );
    u.decl = "@lds_$ = internal global [64 x i32] zeroinitializer\n\
              @lds_$t = internal constant [4 x i32] [i32 7, i32 -3, i32 100, i32 12345]\n"
        .into();
    r.insert("mem.flat-globals", vec![u]);
    r.insert(
        "amdgcn.update.dpp-wide-masks",
        vec![unit(
            &["i32", "i32"],
            "i32",
            "%$a = call i32 @llvm.amdgcn.update.dpp.i32(i32 %$x1, i32 %$x0, i32 63, i32 62, i32 61, i1 false)\n  \
             %$b = call i32 @llvm.amdgcn.update.dpp.i32(i32 %$x0, i32 %$a, i32 257, i32 31, i32 43, i1 true)\n  \
             %$r = add i32 %$a, %$b",
        )],
    );
}

/// The float atomic intrinsics of LLVM 19 that LLVM 20 upgrades to `atomicrmw`
/// (`global.atomic.*`, `flat.atomic.*`: agent-scope monotonic; `ds.*` with an ordering
/// operand, 0 meaning `seq_cst`, and the volatile flag), as the `atomic.float-rmw` row lays
/// them out: one location per 32 lanes, values of the tame domain (every sum exact).
pub fn fp_atomic_intrinsic_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = Vec::new();
    for (k, op) in ["fadd", "fmin", "fmax"].into_iter().enumerate() {
        for (t, s) in [("float", "f32"), ("double", "f64")] {
            let ins = [t, &format!("ptr:{t}")];
            u.push(tame(unit(
                &ins,
                t,
                &format!("%$g = lshr i64 %i, 5\n  %$p = getelementptr {t}, ptr addrspace(1) %$x1, i64 %$g\n  %$r = call {t} @llvm.amdgcn.global.atomic.{op}.{s}.p1.{s}(ptr addrspace(1) %$p, {t} %$x0)"),
            )));
            u.push(tame(unit(
                &ins,
                t,
                &format!("%$g = lshr i64 %i, 5\n  %$p = getelementptr {t}, ptr addrspace(1) %$x1, i64 %$g\n  %$q = addrspacecast ptr addrspace(1) %$p to ptr\n  %$r = call {t} @llvm.amdgcn.flat.atomic.{op}.{s}.p0.{s}(ptr %$q, {t} %$x0)"),
            )));
            let (ord, vol) = [(0, "false"), (2, "true"), (7, "false")][k];
            let mut l = tame(unit(
                &[t],
                t,
                &format!("%$g = lshr i32 %tid, 5\n  %$p = getelementptr {t}, ptr addrspace(3) @lds_$, i32 %$g\n  store {t} 1.0, ptr addrspace(3) %$p\n  call void @llvm.amdgcn.s.barrier()\n  %$r = call {t} @llvm.amdgcn.ds.{op}.{s}(ptr addrspace(3) %$p, {t} %$x0, i32 {ord}, i32 0, i1 {vol})"),
            ));
            l.decl = format!("@lds_$ = internal addrspace(3) global [2 x {t}] poison\n");
            u.push(l);
        }
    }
    r.insert("amdgcn.fp-atomic-intrinsics", u);
}

/// `atomicrmw fadd/fsub/fmin/fmax` of `<2 x half>` (a compare-and-swap loop on the i32 of
/// its bits, `ll/src/lower.rs`), and `llvm.amdgcn.global.atomic.fadd.v2f16`: 64 lanes on two
/// locations of global and LDS memory (so the loop retries), the additions of small integers
/// (exact in any order), min/max of the tame inputs.
pub fn vector_rmw_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = Vec::new();
    let orders = [
        "seq_cst",
        "monotonic",
        "syncscope(\"agent\") acq_rel",
        "syncscope(\"workgroup\") release",
    ];
    for (k, op) in ["fadd", "fsub", "fmin", "fmax"].into_iter().enumerate() {
        let o = orders[k];
        let val = if op == "fadd" || op == "fsub" {
            "%$k = and i32 %tid, 7\n  %$f = uitofp i32 %$k to half\n  %$m = and i32 %tid, 3\n  %$h = uitofp i32 %$m to half\n  %$a = insertelement <2 x half> poison, half %$f, i32 0\n  %$v = insertelement <2 x half> %$a, half %$h, i32 1\n"
        } else {
            "%$v = fadd <2 x half> %$x0, zeroinitializer\n"
        };
        for space in [1, 3] {
            let mut l = tame(unit(
                &["<2 x half>"],
                "<2 x half>",
                &format!("{val}  %$g = lshr i32 %tid, 5\n  %$p = getelementptr <2 x half>, ptr addrspace({space}) @lds_$, i32 %$g\n  store <2 x half> <half 1.0, half -2.0>, ptr addrspace({space}) %$p\n  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n  %$r = atomicrmw {op} ptr addrspace({space}) %$p, <2 x half> %$v {o}"),
            ));
            l.decl =
                format!("@lds_$ = internal addrspace({space}) global [2 x <2 x half>] poison\n");
            u.push(l);
        }
    }
    let mut l = tame(unit(
        &["<2 x half>"],
        "<2 x half>",
        "%$k = and i32 %tid, 7\n  %$f = uitofp i32 %$k to half\n  %$v = insertelement <2 x half> <half 0.5, half 0.25>, half %$f, i32 1\n  %$g = lshr i32 %tid, 5\n  %$p = getelementptr <2 x half>, ptr addrspace(1) @lds_$, i32 %$g\n  store <2 x half> <half 1.0, half -2.0>, ptr addrspace(1) %$p\n  fence syncscope(\"workgroup\") release\n  call void @llvm.amdgcn.s.barrier()\n  fence syncscope(\"workgroup\") acquire\n  %$r = call <2 x half> @llvm.amdgcn.global.atomic.fadd.v2f16.p1.v2f16(ptr addrspace(1) %$p, <2 x half> %$v)",
    ));
    l.decl = "@lds_$ = internal addrspace(1) global [2 x <2 x half>] poison\n".into();
    u.push(l);
    r.insert("atomic.vector-rmw", u);
}

/// `llvm.amdgcn.queue.ptr`: the hidden argument `hidden_queue_ptr` (a pointer to the queue;
/// the launch gives zeroed memory there, as for every pointer-valued hidden argument).
pub fn queue_ptr_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    r.insert(
        "amdgcn.queue.ptr",
        vec![unit(
            &["i32"],
            "i32",
            "%$p = call ptr addrspace(4) @llvm.amdgcn.queue.ptr()\n  %$q = getelementptr i8, ptr addrspace(4) %$p, i64 60\n  %$l = load i32, ptr addrspace(4) %$q\n  %$r = add i32 %$l, %$x0",
        )],
    );
}

/// `s.setreg` / `s.getreg` of MODE (the rounding field written from the input, the
/// modelled bits read back, the default restored before float code: `tests/mode_register.rs`
/// covers every field) and `set.inactive` of every kind of type (the active lanes' value).
pub fn mode_and_inactive_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    r.insert(
        "amdgcn.s.setreg",
        vec![unit(
            &["i32"],
            "i32",
            "call void @llvm.amdgcn.s.setreg(i32 6145, i32 %$x0)\n  \
             %$g = call i32 @llvm.amdgcn.s.getreg(i32 18433)\n  \
             call void @llvm.amdgcn.s.setreg(i32 18433, i32 1008)\n  %$r = add i32 %$g, %$x0",
        )],
    );
    r.insert(
        "amdgcn.s.getreg",
        vec![unit(
            &["i32"],
            "i32",
            "%$g = call i32 @llvm.amdgcn.s.getreg(i32 18433)\n  %$r = add i32 %$g, %$x0",
        )],
    );
    let mut u = Vec::new();
    for (t, y, m) in [
        ("i32", "42", "i32"),
        ("i16", "7", "i16"),
        ("i64", "0", "i64"),
        ("float", "3.0", "f32"),
        ("double", "4.2", "f64"),
        ("half", "1.0", "f16"),
        ("<2 x half>", "<half 1.0, half 1.0>", "v2f16"),
        ("<2 x i32>", "<i32 1, i32 1>", "v2i32"),
        ("<4 x i16>", "<i16 1, i16 1, i16 1, i16 1>", "v4i16"),
        ("<2 x float>", "<float 1.0, float 1.0>", "v2f32"),
    ] {
        u.push(unit(
            &[t],
            t,
            &format!("%$r = call {t} @llvm.amdgcn.set.inactive.{m}({t} %$x0, {t} {y})"),
        ));
    }
    r.insert("amdgcn.set.inactive", u);
    // Whole-wave / whole-quad regions (`tests/wwm.rs` covers types, DPP, placements): the
    // last lane's value of `set.inactive` read inside the region.
    for (row, terms) in [
        ("amdgcn.strict.wwm", ["strict.wwm", "wwm"]),
        ("amdgcn.strict.wqm", ["strict.wqm", "wqm"]),
    ] {
        let mut u = Vec::new();
        for term in terms {
            for (t, y, m, op) in [
                ("i32", "77", "i32", "add"),
                ("float", "0.5", "f32", "fadd"),
                ("i64", "-3", "i64", "add"),
            ] {
                u.push(unit(
                    &[t],
                    t,
                    &format!(
                        "%$s = call {t} @llvm.amdgcn.set.inactive.{m}({t} %$x0, {t} {y})\n  \
                         %$n = call i32 @llvm.amdgcn.wavefrontsize()\n  \
                         %$l = sub i32 %$n, 1\n  \
                         %$a = call {t} @llvm.amdgcn.readlane.{m}({t} %$s, i32 %$l)\n  \
                         %$b = {op} {t} %$s, %$a\n  \
                         %$r = call {t} @llvm.amdgcn.{term}.{m}({t} %$b)"
                    ),
                ));
            }
        }
        r.insert(row, u);
    }
}

/// Adds the rows that must fail with a located `unsupported:` error.
pub fn unsupported(r: &mut BTreeMap<&'static str, Unit>) {
    // Math the contract leaves out (f32 `tan`, f64 transcendental functions) and an inline
    // asm operand of type i1.
    r.insert(
        "math.tan",
        unit(
            &["float"],
            "float",
            "%$r = call float @llvm.tan.f32(float %$x0)",
        ),
    );
    for n in ["exp", "log", "sin", "cos", "pow"] {
        let args = if n == "pow" {
            "double %$x0, double %$x0"
        } else {
            "double %$x0"
        };
        r.insert(
            Box::leak(format!("math.{n}.f64").into_boxed_str()) as &str,
            unit(
                &["double"],
                "double",
                &format!("%$r = call double @llvm.{n}.f64({args})"),
            ),
        );
    }
    r.insert(
        "inline-asm",
        unit(
            &["i32"],
            "i32",
            "%$c = trunc i32 %$x0 to i1\n  %$r = call i32 asm \"v_mov_b32 $0, 0 ; $1\", \"=v,v\"(i1 %$c)",
        ),
    );
    // hwreg(HW_REG_TRAPSTS, 0, 1): trap state.
    r.insert(
        "amdgcn.s.setreg.other",
        unit(
            &["i32"],
            "i32",
            "call void @llvm.amdgcn.s.setreg(i32 3, i32 %$x0)\n  %$r = add i32 %$x0, 1",
        ),
    );
    // hwreg(HW_REG_HW_ID, 0, 32): which wave, SIMD, CU runs the lane.
    r.insert(
        "amdgcn.s.getreg.other",
        unit(
            &["i32"],
            "i32",
            "%$g = call i32 @llvm.amdgcn.s.getreg(i32 63492)\n  %$r = add i32 %$g, %$x0",
        ),
    );
    // An atomic access below its natural alignment (llc-19 calls `__atomic_*` functions).
    r.insert(
        "atomic.under-aligned",
        unit(
            &["double", "ptr:double"],
            "double",
            "%$r = atomicrmw fadd ptr addrspace(1) %$x1, double %$x0 seq_cst, align 4",
        ),
    );
    let mut u = unit(
        &["<4 x float>"],
        "<4 x float>",
        "%$r = atomicrmw fadd ptr addrspace(3) @lds_$, <4 x float> %$x0 seq_cst",
    );
    u.decl = "@lds_$ = internal addrspace(3) global [2 x <4 x float>] poison\n".into();
    r.insert("atomic.vector-rmw-other", u);
    let mut u = unit(
        &["i32"],
        "i32",
        "%$l = load i32, ptr addrspace(2) @lds_$\n  %$r = add i32 %$l, %$x0",
    );
    u.decl = "@lds_$ = internal addrspace(2) global i32 0\n".into();
    r.insert("mem.region-global", u);
    r.insert(
        "atomic.region",
        unit(
            &["i32"],
            "i32",
            "%$p = inttoptr i32 64 to ptr addrspace(2)\n  %$r = atomicrmw and ptr addrspace(2) %$p, i32 %$x0 seq_cst",
        ),
    );
    // The packet's header (type, barrier bit, fence scopes): gfxc reads the sizes from the
    // hidden arguments and enables no dispatch pointer.
    r.insert(
        "amdgcn.dispatch.ptr-header",
        unit(
            &["i32"],
            "i32",
            "%$p = call ptr addrspace(4) @llvm.amdgcn.dispatch.ptr()\n  %$l = load i16, ptr addrspace(4) %$p\n  %$z = zext i16 %$l to i32\n  %$r = add i32 %$z, %$x0",
        ),
    );
    r.insert(
        "amdgcn.exp",
        unit(
            &["float"],
            "float",
            "call void @llvm.amdgcn.exp.f32(i32 0, i32 15, float %$x0, float %$x0, float %$x0, float %$x0, i1 true, i1 false)\n  %$r = fadd float %$x0, 1.0",
        ),
    );
}

/// `contract` fusion (`ll/src/contract.rs`): every pattern llc-19 fuses, on every float type
/// and vectors of them, with products used once and twice, and pairs that must not fuse (a
/// flag missing on either instruction).
pub fn contract_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    let mut u = Vec::new();
    for e in ["half", "float", "double"] {
        for t in [e.to_string(), format!("<2 x {e}>"), format!("<3 x {e}>")] {
            let t = t.as_str();
            let ins = [t, t, t];
            for body in [
                "%$m = fmul contract T %$x0, %$x1\n  %$r = fadd contract T %$m, %$x2",
                "%$m = fmul fast T %$x0, %$x1\n  %$r = fadd fast T %$x2, %$m",
                "%$m = fmul contract T %$x0, %$x1\n  %$r = fsub contract T %$m, %$x2",
                "%$m = fmul contract T %$x0, %$x1\n  %$r = fsub contract T %$x2, %$m",
                // The product used twice: each use fuses.
                "%$m = fmul contract T %$x0, %$x1\n  %$s = fadd contract T %$m, %$x2\n  %$u = fsub contract T %$x2, %$m\n  %$r = fadd T %$s, %$u",
                // Two products: the first fuses, the second is rounded.
                "%$m = fmul contract T %$x0, %$x1\n  %$n = fmul contract T %$x2, %$x1\n  %$r = fadd contract T %$m, %$n",
                // Not fusable: a flag missing on the multiply or on the addition.
                "%$m = fmul T %$x0, %$x1\n  %$s = fadd contract T %$m, %$x2\n  %$n = fmul contract T %$x0, %$x2\n  %$q = fadd T %$n, %$x1\n  %$r = fsub T %$s, %$q",
            ] {
                u.push(unit(&ins, t, &body.replace('T', t)));
            }
        }
    }
    r.insert("fastmath.contract", u);
}

/// Vectors of 33 to 64 lanes (`Type::MAX_LANES`): arithmetic, conversions, shuffles, element
/// access, compares and selects, every lane type.
pub fn wide_vector_rows(r: &mut BTreeMap<&'static str, Vec<Unit>>) {
    for (e, n) in [
        ("i32", 64),
        ("i16", 34),
        ("i8", 40),
        ("i64", 33),
        ("float", 64),
        ("half", 36),
        ("double", 64),
    ] {
        let t = format!("<{n} x {e}>");
        let t = t.as_str();
        let fl = matches!(e, "float" | "half" | "double");
        let (add, mul) = if fl { ("fadd", "fmul") } else { ("add", "mul") };
        let mut u = Vec::new();
        u.push(unit(
            &[t, t],
            t,
            &format!("%$s = {add} {t} %$x0, %$x1\n  %$r = {mul} {t} %$s, %$x0"),
        ));
        let mask: Vec<String> = (0..n)
            .map(|i| format!("i32 {}", (i * 7 + 3) % (2 * n)))
            .collect();
        u.push(unit(
            &[t, t, "i32"],
            t,
            &format!(
                "%$s = shufflevector {t} %$x0, {t} %$x1, <{n} x i32> <{}>\n  \
                 %$i = and i32 %$x2, {}\n  %$e = extractelement {t} %$x1, i32 %$i\n  \
                 %$r = insertelement {t} %$s, {e} %$e, i32 %$i",
                mask.join(", "),
                n - 1
            ),
        ));
        let cmp = if fl { "fcmp olt" } else { "icmp slt" };
        u.push(unit(
            &[t, t],
            t,
            &format!(
                "%$c = {cmp} {t} %$x0, %$x1\n  %$r = select <{n} x i1> %$c, {t} %$x0, {t} %$x1"
            ),
        ));
        r.insert(Box::leak(format!("vector.wide-{e}").into_boxed_str()), u);
    }
    let u = vec![
        unit(
            &["<64 x i16>"],
            "<64 x i32>",
            "%$r = zext <64 x i16> %$x0 to <64 x i32>",
        ),
        unit(
            &["<64 x i32>"],
            "<64 x i64>",
            "%$r = sext <64 x i32> %$x0 to <64 x i64>",
        ),
        unit(
            &["<64 x i8>"],
            "<64 x float>",
            "%$r = uitofp <64 x i8> %$x0 to <64 x float>",
        ),
    ];
    r.insert("vector.wide-conversions", u);
}
