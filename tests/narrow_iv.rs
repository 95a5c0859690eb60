//! Induction-variable narrowing (`lower/src/narrow_iv.rs`).
//!
//! Generated: loops over i64 counters (and i32 ones, left as they are) counting up and down,
//! stepping by constants and by a uniform run-time step, starting at a uniform or a
//! divergent value, with limits near 2^31 and 2^32 where the counter crosses (or may
//! cross) the 32-bit range and narrowing must not happen, and small limits where it must.
//! On all 13 target modes the stored results must equal the interpreter's bit for bit; and
//! the assembly has a 64-bit compare exactly when the test's own arithmetic says the counter
//! may leave 32 bits (every kernel's only 64-bit value is the counter).

mod common;

const LANES: u32 = 64;
const GROUPS: u32 = 3;

/// One loop: counter type, start base (added to the lane or group id), step (negative
/// counts down; `None` a run-time step from 1 to 8, 6 at run time), the test going on and its limit.
struct Case {
    ity: &'static str,
    base: i64,
    step: Option<i64>,
    pred: &'static str,
    limit: i64,
    divergent: bool,
}

impl Case {
    /// Does the counter provably stay in 32 bits (what the pass must prove)? Start at most
    /// `base + 63` (lane id) or `base + GROUPS - 1`, the step at most 8 for a run-time one.
    fn narrowable(&self) -> bool {
        if self.ity != "i64" || self.base < 0 || self.limit < 0 {
            return false;
        }
        // Lane ids below the work-group limit (1024), group ids through `urem 8`.
        let s0 = self.base + if self.divergent { 1023 } else { 7 };
        match self.step {
            Some(k) if k < 0 => {
                matches!(self.pred, "sgt" | "sge")
                    && s0 <= i32::MAX as i64
                    && self.limit <= i32::MAX as i64
            }
            k => {
                let k = k.unwrap_or(8);
                let m = s0.max(self.limit) + k;
                match self.pred {
                    "ult" | "ule" => m <= u32::MAX as i64,
                    "slt" | "sle" => m <= i32::MAX as i64,
                    _ => false,
                }
            }
        }
    }

    fn kernel(&self) -> String {
        let ity = self.ity;
        let id = if self.divergent { "%lid" } else { "%wg8" };
        let ext = if ity == "i64" {
            format!("  %idw = zext i32 {id} to i64\n")
        } else {
            format!("  %idw = add i32 {id}, 0\n")
        };
        let (step, op) = match self.step {
            Some(k) if k < 0 => (format!("{}", -k), "sub"),
            Some(k) => (format!("{k}"), "add"),
            None => {
                let w = if ity == "i64" {
                    "  %stw = zext i32 %st1 to i64\n"
                } else {
                    "  %stw = add i32 %st1, 0\n"
                };
                let s = format!("  %st0 = and i32 %s, 7\n  %st1 = add i32 %st0, 1\n{w}");
                return self.text(&ext, &s, "%stw", "add");
            }
        };
        self.text(&ext, "", &step, op)
    }

    fn text(&self, ext: &str, stepdef: &str, step: &str, op: &str) -> String {
        let ity = self.ity;
        let (base, pred, limit) = (self.base, self.pred, self.limit);
        let low = if ity == "i64" {
            "  %t = trunc i64 %i to i32\n"
        } else {
            "  %t = add i32 %i, 0\n"
        };
        let fin = if ity == "i64" {
            "  %nlo = trunc i64 %next to i32\n  %nsh = lshr i64 %next, 32\n  %nhi = trunc i64 %nsh to i32\n"
        } else {
            "  %nlo = add i32 %next, 0\n  %nhi = lshr i32 %next, 31\n"
        };
        format!(
            "target triple = \"amdgcn-amd-amdhsa\"
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %s) {{
entry:
  %lid = call i32 @llvm.amdgcn.workitem.id.x()
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()
  %g = mul i32 %wg, {LANES}
  %gid = add i32 %g, %lid
  %wg8 = urem i32 %wg, 8
{ext}{stepdef}  %start = add {ity} %idw, {base}
  br label %loop
loop:
  %i = phi {ity} [ %start, %entry ], [ %next, %loop ]
  %acc = phi i32 [ 7, %entry ], [ %acc2, %loop ]
{low}  %ix = and i32 %t, 255
  %p = getelementptr i32, ptr addrspace(1) %in, i32 %ix
  %v = load i32, ptr addrspace(1) %p, align 4
  %a3 = mul i32 %acc, 3
  %vx = xor i32 %v, %t
  %acc2 = add i32 %a3, %vx
  %next = {op} {ity} %i, {step}
  %c = icmp {pred} {ity} %next, {limit}
  br i1 %c, label %loop, label %exit
exit:
{fin}  %o = mul i32 %gid, 3
  %o0 = getelementptr i32, ptr addrspace(1) %out, i32 %o
  store i32 %acc2, ptr addrspace(1) %o0, align 4
  %o1i = add i32 %o, 1
  %o1 = getelementptr i32, ptr addrspace(1) %out, i32 %o1i
  store i32 %nlo, ptr addrspace(1) %o1, align 4
  %o2i = add i32 %o, 2
  %o2 = getelementptr i32, ptr addrspace(1) %out, i32 %o2i
  store i32 %nhi, ptr addrspace(1) %o2, align 4
  ret void
}}
"
        )
    }
}

/// A 64-bit integer compare in an assembly text (VALU or SALU).
fn has_cmp64(asm: &str) -> bool {
    asm.lines().any(|l| {
        let t = l.trim_start();
        (t.starts_with("v_cmp_") || t.starts_with("s_cmp_") || t.starts_with("v_cmpx_"))
            && t.split_whitespace()
                .next()
                .is_some_and(|op| op.contains("_u64") || op.contains("_i64"))
    })
}

#[test]
fn narrowed_counters_match_interpreter() {
    let launch = format!(
        r#"{{"kernel": "k", "grid": [{g}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": 5}}],
  "buffers": {{
    "in": {{"type": "u32", "len": 256, "init": {{"random": 3, "min": 0, "max": 100000}}}},
    "out": {{"type": "u32", "len": {o}, "init": {{"fill": 9}}}}
  }}}}"#,
        g = GROUPS * LANES,
        o = 3 * GROUPS * LANES
    );
    const P31: i64 = 1 << 31;
    const P32: i64 = 1 << 32;
    let mut cases = Vec::new();
    for ity in ["i64", "i32"] {
        for divergent in [false, true] {
            // Up, small limits: narrowed (i64).
            for (step, pred) in [
                (Some(1), "ult"),
                (Some(3), "slt"),
                (None, "ult"),
                (None, "sle"),
                (Some(2), "ule"),
            ] {
                cases.push(Case {
                    ity,
                    base: 0,
                    step,
                    pred,
                    limit: 100,
                    divergent,
                });
            }
            // Down to a small limit: narrowed when signed.
            for (step, pred) in [(Some(-1), "sgt"), (Some(-3), "sge"), (Some(-2), "ugt")] {
                cases.push(Case {
                    ity,
                    base: 90,
                    step,
                    pred,
                    limit: 4,
                    divergent,
                });
            }
            if ity == "i64" {
                // Across 2^31: unsigned narrowed, signed not.
                for pred in ["ult", "slt"] {
                    cases.push(Case {
                        ity,
                        base: P31 - 40,
                        step: Some(1),
                        pred,
                        limit: P31 + 30,
                        divergent,
                    });
                }
                // Across 2^32 (or a run-time step that could reach it): not narrowed.
                cases.push(Case {
                    ity,
                    base: P32 - 40,
                    step: Some(1),
                    pred: "ult",
                    limit: P32 + 30,
                    divergent,
                });
                cases.push(Case {
                    ity,
                    base: P32 - 300,
                    step: None,
                    pred: "ult",
                    limit: P32 - 4,
                    divergent,
                });
                // Down across 0 unsigned... signed down from above 2^31: not narrowed.
                cases.push(Case {
                    ity,
                    base: P31 + 10,
                    step: Some(-1),
                    pred: "sgt",
                    limit: P31 - 20,
                    divergent,
                });
            }
        }
    }
    let mut narrowed = 0;
    let mut kept = 0;
    for (n, c) in cases.iter().enumerate() {
        let name = format!(
            "narrow_iv_{n}_{}_{}_{:?}_{}.ll",
            c.ity, c.pred, c.step, c.divergent
        );
        let src = c.kernel();
        let m = common::ll_matches_interpreter(&name, &src, &launch);
        let want = c.narrowable();
        for (mode, asm) in common::asm_per_mode(&m) {
            if want || c.ity == "i32" {
                assert!(
                    !has_cmp64(&asm),
                    "{name} {mode}: 64-bit compare left\n{asm}"
                );
            }
        }
        for &(cpu, mattr) in common::ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            let lowered = gfxc_isel::lower::pipeline::lower_module(&m, &t).unwrap();
            // A loop block (one branching to itself) with an i64 parameter: a wide counter.
            let wide = lowered.module.functions.iter().any(|(_, f)| {
                f.layout.blocks().iter().any(|&b| {
                    let looping = f.layout.last_inst(b).is_some_and(|t| {
                        f.dfg.insts[t].branch_dests().iter().any(|d| d.block == b)
                    });
                    looping
                        && f.dfg
                            .block_params(b)
                            .iter()
                            .any(|&p| f.dfg.value_type(p) == gfxc::ir::Type::I64)
                })
            });
            assert_eq!(
                wide,
                c.ity == "i64" && !want,
                "{name} {cpu}{mattr}: an i64 counter left (narrowing expected: {want})\n{}",
                gfxc::ir::text::print_module(&lowered.module)
            );
        }
        if c.ity == "i64" {
            if want {
                narrowed += 1;
            } else {
                kept += 1;
            }
        }
    }
    assert!(
        narrowed >= 10 && kept >= 10,
        "{narrowed} narrowed, {kept} kept"
    );
}
