//! `llvm.vector.reduce.*`: a vector folded to one scalar, lane by lane in gfxc IR (gfxc has
//! no reduction opcode; LLVM 19's AMDGPU backend also expands them, `ExpandReductions`).
//!
//! Guarantees (LangRef "Vector Reduction Intrinsics"), for every lane type gfxc IR has
//! (`i1`...`i64`, `f16`, `f32`, `f64`) and every vector length:
//! - `add`, `mul`, `and`, `or`, `xor`, `smin`, `smax`, `umin`, `umax` of integer vectors are
//!   exact (wrapping); the order of lanes cannot change the result.
//! - `fadd(start, v)` / `fmul(start, v)` are the *ordered* reduction
//!   `((start op v0) op v1) ...`, each step rounded: that is LangRef's meaning without
//!   `reassoc`, and one of the orders `reassoc` allows (so the result with `reassoc` may
//!   differ from llc-19's tree order in the last bits, never in a way LangRef forbids).
//! - `fmin`/`fmax` are `minnum`/`maxnum` folded over the lanes (a NaN lane is ignored unless
//!   all are NaN); `fminimum`/`fmaximum` propagate NaN (the canonical quiet NaN) and order
//!   -0 below +0, as `llvm.minimum`/`llvm.maximum`.
//! - A non-vector operand, or an integer reduction of a float vector (and the reverse), is
//!   `unsupported:` at the call.

use crate::ast::*;
use crate::layout::LResult;
use crate::lower::{FnCx, LV};
use crate::parse::unsupported;
use gfxc_ir::{FloatCC, Opcode, SrcLoc, Type, Value};

impl FnCx<'_, '_> {
    /// The reductions of the module documentation; `None` if `base` is not one of them.
    pub(crate) fn vector_reduce(
        &mut self,
        base: &str,
        args: &[Arg],
        cloc: SrcLoc,
    ) -> Option<LResult<Option<LV>>> {
        let op = base.strip_prefix("vector.reduce.")?;
        Some(self.reduce(op, args, cloc).map(|v| Some(LV::V(v))))
    }

    fn reduce(&mut self, op: &str, args: &[Arg], cloc: SrcLoc) -> LResult<Value> {
        let mut xs = Vec::new();
        for a in args {
            xs.push(self.operand(&a.v)?);
        }
        // fadd/fmul take the start value first.
        let ordered = matches!(op, "fadd" | "fmul");
        let (start, vec) = match (ordered, xs.as_slice()) {
            (true, [s, v]) => (Some(*s), *v),
            (false, [v]) => (None, *v),
            _ => {
                return Err(unsupported(
                    cloc,
                    format!("'@llvm.vector.reduce.{op}' with {} operands", xs.len()),
                ))
            }
        };
        let t = self.b.ty(vec);
        let lane = match t {
            Type::Vector(s, _) => s,
            _ => {
                return Err(unsupported(
                    cloc,
                    format!("'@llvm.vector.reduce.{op}' of '{t}'"),
                ))
            }
        };
        let float_op = matches!(
            op,
            "fadd" | "fmul" | "fmin" | "fmax" | "fminimum" | "fmaximum"
        );
        let bin = match op {
            "add" => Opcode::Add,
            "mul" => Opcode::Mul,
            "and" => Opcode::And,
            "or" => Opcode::Or,
            "xor" => Opcode::Xor,
            "smin" => Opcode::Smin,
            "smax" => Opcode::Smax,
            "umin" => Opcode::Umin,
            "umax" => Opcode::Umax,
            "fadd" => Opcode::Fadd,
            "fmul" => Opcode::Fmul,
            "fmin" | "fminimum" => Opcode::Fmin,
            "fmax" | "fmaximum" => Opcode::Fmax,
            _ => {
                return Err(unsupported(
                    cloc,
                    format!("intrinsic '@llvm.vector.reduce.{op}'"),
                ))
            }
        };
        if float_op != lane.is_float() {
            return Err(unsupported(
                cloc,
                format!("'@llvm.vector.reduce.{op}' of '{t}'"),
            ));
        }
        let nan_propagating = matches!(op, "fminimum" | "fmaximum");
        let mut acc = start;
        for l in 0..t.lanes() {
            let idx = self.b.iconst(Type::I32, l as i64);
            let x = self.b.extractelement(vec, idx);
            acc = Some(match acc {
                None => x,
                Some(a) => {
                    let r = self.b.binary(bin, a, x);
                    if nan_propagating {
                        let uno = self.b.fcmp(FloatCC::Uno, a, x);
                        let nan = self.fk(Type::Scalar(lane), f64::NAN);
                        self.b.select(uno, nan, r)
                    } else {
                        r
                    }
                }
            });
        }
        Ok(acc.expect("vectors have at least one lane"))
    }
}
