//! Generated test programs shared by several tests and by the spill report
//! (`examples/spill_report.rs`): the register-pressure kernels of the launch-bound tests and the
//! spilling call programs.

use std::fmt::Write as _;

/// (label, function attributes, `reqd_work_group_size`, label of the row whose llc figure a
/// tighter reqd size must match).
pub type Row = (
    &'static str,
    &'static str,
    Option<[u32; 3]>,
    Option<&'static str>,
);

pub const ROWS: &[Row] = &[
    ("default", "", None, None),
    (
        "flat=1,1024",
        r#""amdgpu-flat-work-group-size"="1,1024""#,
        None,
        None,
    ),
    (
        "flat=1,512",
        r#""amdgpu-flat-work-group-size"="1,512""#,
        None,
        None,
    ),
    (
        "flat=1,256",
        r#""amdgpu-flat-work-group-size"="1,256""#,
        None,
        None,
    ),
    (
        "flat=256,256",
        r#""amdgpu-flat-work-group-size"="256,256""#,
        None,
        None,
    ),
    (
        "flat=1,128",
        r#""amdgpu-flat-work-group-size"="1,128""#,
        None,
        None,
    ),
    (
        "flat=1,64",
        r#""amdgpu-flat-work-group-size"="1,64""#,
        None,
        None,
    ),
    (
        "flat=1,1024 waves=2",
        r#""amdgpu-flat-work-group-size"="1,1024" "amdgpu-waves-per-eu"="2""#,
        None,
        None,
    ),
    (
        "flat=1,256 waves=5",
        r#""amdgpu-flat-work-group-size"="1,256" "amdgpu-waves-per-eu"="5""#,
        None,
        None,
    ),
    (
        "flat=1,64 waves=7",
        r#""amdgpu-flat-work-group-size"="1,64" "amdgpu-waves-per-eu"="7""#,
        None,
        None,
    ),
    (
        "flat=1,64 waves=11",
        r#""amdgpu-flat-work-group-size"="1,64" "amdgpu-waves-per-eu"="11""#,
        None,
        None,
    ),
    (
        "flat=1,256 waves=3,6",
        r#""amdgpu-flat-work-group-size"="1,256" "amdgpu-waves-per-eu"="3,6""#,
        None,
        None,
    ),
    (
        "flat=1,256 num-vgpr=40",
        r#""amdgpu-flat-work-group-size"="1,256" "amdgpu-num-vgpr"="40""#,
        None,
        None,
    ),
    ("num-vgpr=100", r#""amdgpu-num-vgpr"="100""#, None, None),
    (
        "flat=1,64 num-vgpr=24",
        r#""amdgpu-flat-work-group-size"="1,64" "amdgpu-num-vgpr"="24""#,
        None,
        None,
    ),
    (
        "flat=1,64 waves=1,4 num-vgpr=8",
        r#""amdgpu-flat-work-group-size"="1,64" "amdgpu-waves-per-eu"="1,4" "amdgpu-num-vgpr"="8""#,
        None,
        None,
    ),
    (
        "flat=1,64 num-vgpr=300",
        r#""amdgpu-flat-work-group-size"="1,64" "amdgpu-num-vgpr"="300""#,
        None,
        None,
    ),
    ("reqd=64,1,1", "", Some([64, 1, 1]), Some("flat=1,64")),
    (
        "flat=1,256 reqd=16,8,1",
        r#""amdgpu-flat-work-group-size"="1,256""#,
        Some([16, 8, 1]),
        Some("flat=1,128"),
    ),
];

/// The module: kernel `k{i}` for row `i` (only `rows` of them).
pub fn pressure_module(rows: &[usize], live: usize) -> String {
    let mut s = String::new();
    let mut md = String::new();
    for &r in rows {
        let (_, attrs, reqd, _) = ROWS[r];
        let reqd_ref = match reqd {
            Some([x, y, z]) => {
                writeln!(md, "!{r} = !{{i32 {x}, i32 {y}, i32 {z}}}").unwrap();
                format!(" !reqd_work_group_size !{r}")
            }
            None => String::new(),
        };
        writeln!(
            s,
            "define amdgpu_kernel void @k{r}(ptr addrspace(1) %p) #{r}{reqd_ref} {{"
        )
        .unwrap();
        s.push_str("  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n  %t = zext i32 %tid to i64\n");
        for i in 0..live {
            writeln!(
                s,
                "  %a{i} = getelementptr float, ptr addrspace(1) %p, i64 %t\n  \
                 %b{i} = getelementptr float, ptr addrspace(1) %a{i}, i64 {}\n  \
                 %v{i} = load volatile float, ptr addrspace(1) %b{i}, align 4",
                i * 1024
            )
            .unwrap();
        }
        for i in 0..live {
            writeln!(
                s,
                "  store volatile float %v{}, ptr addrspace(1) %b{i}, align 4",
                live - 1 - i
            )
            .unwrap();
        }
        s.push_str("  ret void\n}\n\n");
        writeln!(md, "attributes #{r} = {{ nounwind {attrs} }}").unwrap();
    }
    s.push_str("declare i32 @llvm.amdgcn.workitem.id.x()\n\n");
    s + &md
}

/// `@big(p, x)`: `n` words `p[i] + x` live at once, folded in reverse order; kernel `@k`
/// with `bound` as its largest work-group calls it.
pub fn calls_budget_module(n: usize, bound: u32) -> String {
    let mut s = super::big_live_callee(n);
    s += &format!(
        "kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, {bound}) {{
block0:
    v2 = workitem_id x
    v3 = call @big(v0, v2)
    v4 = zext.i64 v2
    v5 = iconst.i64 4
    v6 = mul.i64 v4, v5
    v7 = ptradd v1, v6
    store v3, v7
    return
}}
"
    );
    s
}

/// `@big(p, x)`: loads `n` words `p[i] + x`, keeps all of them live and folds them in reverse
/// order; `@mid` calls it twice; the kernel calls `@big` on lanes `tid % 4 == 1`, `@mid` on
/// `tid % 4 >= 2`.
pub fn calls_spill_module(n: usize) -> String {
    let mut s = super::big_live_callee(n);
    s += "function @mid(v0: ptr.global, v1: i32) -> i32 noinline {
block0:
    v2 = call @big(v0, v1)
    v3 = iconst.i32 1
    v4 = add.i32 v1, v3
    v5 = call @big(v0, v4)
    v6 = xor.i32 v2, v5
    return v6
}

kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = iconst.i32 3
    v4 = and.i32 v2, v3
    v5 = iconst.i32 1
    v6 = icmp.i32 eq v4, v5
    v20 = iconst.i32 2
    v21 = icmp.i32 uge v4, v20
    brif v6, block1, block3
block1:
    v7 = call @big(v0, v2)
    jump block2(v7)
block3:
    brif v21, block4, block2(v2)
block4:
    v22 = call @mid(v0, v2)
    jump block2(v22)
block2(v8: i32):
    v9 = zext.i64 v2
    v10 = iconst.i64 4
    v11 = mul.i64 v9, v10
    v12 = ptradd v1, v11
    store v8, v12
    return
}
";
    s
}

/// `@big(p, x)`: a `noinline` callee with an `alloca` of `frame` bytes per lane (0: none),
/// written at a lane-dependent index and at its last word, and `n` loaded values live at
/// once (300: more than any VGPR file, so it spills into its frame above the `alloca`); it
/// writes every caller-saved VGPR, so its callers must save what they keep across the call.
fn big(frame: usize, n: usize) -> String {
    let mut b = super::GirBody::new(2);
    let (mut slot, mut acc0) = (None, None);
    if frame > 0 {
        let a = b.def(&format!("alloca {frame}"));
        slot = Some(lane_slot(&mut b, a, frame, 1));
        acc0 = Some(a);
    }
    let vals = loads(&mut b, n);
    let mut acc = *vals.last().unwrap();
    if let (Some(a), Some(p)) = (acc0, slot) {
        let o = b.def(&format!("iconst.i64 {}", frame - 4));
        let q = b.def(&format!("ptradd v{a}, v{o}"));
        b.body += &format!("    store v{}, v{q}\n", vals[0]);
        let l = b.def(&format!("load.i32 v{p}"));
        acc = b.def(&format!("add.i32 v{acc}, v{l}"));
        let l = b.def(&format!("load.i32 v{q}"));
        acc = b.def(&format!("xor.i32 v{acc}, v{l}"));
    }
    acc = fold(&mut b, acc, &vals[..n - 1]);
    format!(
        "function @big(v0: ptr.global, v1: i32) -> i32 noinline {{\nblock0:\n{}    return v{acc}\n}}\n\n",
        b.body
    )
}

/// `&a[x & (frame/4 - 1)]` after storing `x * 7` there.
fn lane_slot(b: &mut super::GirBody, a: u32, frame: usize, x: u32) -> u32 {
    let m = b.def(&format!("iconst.i32 {}", frame / 4 - 1));
    let i = b.def(&format!("and.i32 v{x}, v{m}"));
    let i = b.def(&format!("zext.i64 v{i}"));
    let four = b.def("iconst.i64 4");
    let o = b.def(&format!("mul.i64 v{i}, v{four}"));
    let p = b.def(&format!("ptradd v{a}, v{o}"));
    let seven = b.def("iconst.i32 7");
    let v = b.def(&format!("mul.i32 v{x}, v{seven}"));
    b.body += &format!("    store v{v}, v{p}\n");
    p
}

/// `n` values `p[i] + x`.
fn loads(b: &mut super::GirBody, n: usize) -> Vec<u32> {
    (0..n)
        .map(|i| {
            let o = b.def(&format!("iconst.i64 {}", 4 * i));
            let q = b.def(&format!("ptradd v0, v{o}"));
            let l = b.def(&format!("load.i32 v{q}"));
            b.def(&format!("add.i32 v{l}, v1"))
        })
        .collect()
}

/// `acc = acc * 31 ^ v` over `vals` in reverse order (keeps them all live until here).
fn fold(b: &mut super::GirBody, mut acc: u32, vals: &[u32]) -> u32 {
    for &v in vals.iter().rev() {
        let k = b.def("iconst.i32 31");
        let m = b.def(&format!("mul.i32 v{acc}, v{k}"));
        acc = b.def(&format!("xor.i32 v{m}, v{v}"));
    }
    acc
}

/// `@mid(p, x)`: an `alloca` of `frame` bytes per lane (0: none), `live` loaded values live
/// across its call of `@big` (which writes every caller-saved VGPR), folded after it; the
/// kernel stores `@mid(in, tid)` to `out[tid]`.
pub fn calls_limits_module(live: usize, frame: usize, big_frame: usize) -> String {
    let mut s = big(big_frame, 300);
    let mut b = super::GirBody::new(2);
    let slot = (frame > 0).then(|| {
        let a = b.def(&format!("alloca {frame}"));
        lane_slot(&mut b, a, frame, 1)
    });
    let vals = loads(&mut b, live);
    let mut acc = b.def("call @big(v0, v1)");
    if let Some(p) = slot {
        let l = b.def(&format!("load.i32 v{p}"));
        acc = b.def(&format!("add.i32 v{acc}, v{l}"));
    }
    acc = fold(&mut b, acc, &vals);
    s += &format!(
        "function @mid(v0: ptr.global, v1: i32) -> i32 noinline {{\nblock0:\n{}    return v{acc}\n}}\n\n",
        b.body
    );
    s += "kernel @k(v0: ptr.global, v1: ptr.global) flat_workgroup_size(1, 64) {
block0:
    v2 = workitem_id x
    v3 = call @mid(v0, v2)
    v9 = zext.i64 v2
    v10 = iconst.i64 4
    v11 = mul.i64 v9, v10
    v12 = ptradd v1, v11
    store v3, v12
    return
}
";
    s
}
