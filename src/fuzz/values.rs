//! Values of a generated program: operands, constants, conversions, and the integer, float and vector operations folded into the hash.

use super::*;

impl Gen {
    /// A value of type `t`: one in scope, a constant, or a conversion of one in scope.
    pub(super) fn operand(&mut self, t: Ty) -> u32 {
        let cands: Vec<u32> = self
            .vals
            .iter()
            .filter(|(_, ty)| *ty == t)
            .map(|(v, _)| *v)
            .collect();
        let r = self.rng.below(100);
        if !cands.is_empty() && r < 70 {
            return *self.rng.pick(&cands);
        }
        if r < 82 || (cands.is_empty() && t == I32 && self.vals.is_empty()) {
            return self.constant(t);
        }
        self.convert_to(t)
    }

    pub(super) fn constant(&mut self, t: Ty) -> u32 {
        let r = self.rng.next_u64();
        match t {
            I1 => self.iconst(I1, (r & 1) as i64),
            I8 | I16 | I32 | I64 => {
                let bits = t.bits();
                let v: i64 = match self.rng.below(6) {
                    0 => 0,
                    1 => 1,
                    2 => -1,
                    3 => -(1i64 << (bits - 1).min(62)) * if bits == 64 { 2 } else { 1 },
                    4 => (r % 64) as i64,
                    _ => {
                        let s = 64 - bits;
                        ((r << s) as i64) >> s
                    }
                };
                self.iconst(t, v)
            }
            F16 | F32 | F64 => {
                let lit = match self.rng.below(8) {
                    0 => "0.0".to_string(),
                    1 => "-0.0".to_string(),
                    2 => "1.0".to_string(),
                    3 => "-2.5".to_string(),
                    4 => "inf".to_string(),
                    5 => "0.125".to_string(),
                    _ => {
                        let b = t.bits();
                        let m = if b == 64 { u64::MAX } else { (1u64 << b) - 1 };
                        format!("0x{:x}", r & m)
                    }
                };
                self.def(format!("fconst.{} {lit}", t.name()))
            }
        }
    }

    /// Converts a random value in scope to `t`.
    pub(super) fn convert_to(&mut self, t: Ty) -> u32 {
        let src_ty = *self.rng.pick(ALL_TYS);
        if src_ty == t || !self.vals.iter().any(|(_, ty)| *ty == src_ty) {
            // Fall back on an i32 in scope.
            let x = self.any_i32();
            return self.conv(x, I32, t);
        }
        let x = self.operand(src_ty);
        self.conv(x, src_ty, t)
    }

    pub(super) fn any_i32(&mut self) -> u32 {
        let c: Vec<u32> = self
            .vals
            .iter()
            .filter(|(_, ty)| *ty == I32)
            .map(|(v, _)| *v)
            .collect();
        if c.is_empty() {
            self.constant(I32)
        } else {
            *self.rng.pick(&c)
        }
    }

    /// Converts `x: from` to `to` with a conversion the verifier accepts.
    pub(super) fn conv(&mut self, x: u32, from: Ty, to: Ty) -> u32 {
        if from == to {
            return x;
        }
        let (fb, tb) = (from.bits(), to.bits());
        let op = match (from.is_float(), to.is_float()) {
            (false, false) => {
                if to == I1 {
                    let z = self.iconst(from, 0);
                    let cc = *self.rng.pick(&["ne", "slt", "ugt"]);
                    return self.def(format!("icmp.{} {cc} v{x}, v{z}", from.name()));
                }
                if tb < fb {
                    "itrunc"
                } else if self.rng.chance(50) {
                    "sext"
                } else {
                    "zext"
                }
            }
            (false, true) => {
                if fb == tb && self.rng.chance(40) {
                    "bitcast"
                } else if from == I1 || self.rng.chance(50) {
                    "uitofp"
                } else {
                    "sitofp"
                }
            }
            (true, false) => {
                if to == I1 {
                    let cc = *self.rng.pick(&["olt", "uno", "oeq", "une"]);
                    let z = self.constant(from);
                    return self.def(format!("fcmp.{} {cc} v{x}, v{z}", from.name()));
                }
                if fb == tb && self.rng.chance(40) {
                    let c = self.canon(x, from);
                    return self.def(format!("bitcast.{} v{c}", to.name()));
                } else if self.rng.chance(50) {
                    "fptosi"
                } else {
                    "fptoui"
                }
            }
            (true, true) => {
                if tb > fb {
                    "fpext"
                } else {
                    "fptrunc"
                }
            }
        };
        self.def(format!("{op}.{} v{x}", to.name()))
    }

    /// `v` with any NaN replaced by the canonical quiet NaN: where a NaN's sign or payload
    /// would become an ordinary value (`bitcast` to an integer, `copysign`'s sign), since
    /// the IR fixes NaNs only up to canonicalisation (sequences the compiler may fold or
    /// reassociate differently, such as min/max of two NaNs; docs/sim-float.md).
    pub(super) fn canon(&mut self, v: u32, t: Ty) -> u32 {
        let uno = self.def(format!("fcmp.{} uno v{v}, v{v}", t.name()));
        let nan = self.def(format!("fconst.{} nan", t.name()));
        self.def(format!("select.{} v{uno}, v{nan}, v{v}", t.name()))
    }

    /// Folds `v: t` into the hash.
    pub(super) fn fold(&mut self, v: u32, t: Ty) {
        let x = match t {
            I32 => v,
            I1 | I8 | I16 => self.def(format!("zext.i32 v{v}")),
            I64 => self.fold64(v),
            F16 | F32 | F64 => {
                // Canonical NaN first: NaN payloads are not compared.
                let c = self.canon(v, t);
                let it = Ty::int_of_width(t.bits());
                let b = self.def(format!("bitcast.{} v{c}", it.name()));
                match it {
                    I16 => self.def(format!("zext.i32 v{b}")),
                    I32 => b,
                    _ => self.fold64(b),
                }
            }
        };
        let k = self.iconst(I32, 0x0100_0193);
        let m = self.def(format!("mul.i32 v{}, v{k}", self.h));
        self.h = self.def(format!("xor.i32 v{m}, v{x}"));
    }
    pub(super) fn fold64(&mut self, v: u32) -> u32 {
        let lo = self.def(format!("itrunc.i32 v{v}"));
        let k = self.iconst(I64, 32);
        let s = self.def(format!("lshr.i64 v{v}, v{k}"));
        let hi = self.def(format!("itrunc.i32 v{s}"));
        self.def(format!("xor.i32 v{lo}, v{hi}"))
    }
    /// The exact float intrinsics: `amdgcn.fract`, `amdgcn.frexp.mant`/`exp` and `ldexp`
    /// (f32, f64), and `round`.
    pub(super) fn float_intrinsic(&mut self) {
        let t = *self.rng.pick(&[F32, F32, F64]);
        let n = t.name();
        let x = self.operand(t);
        match self.rng.below(5) {
            0 => self.def_val(t, format!("intrinsic.{n} \"amdgcn.fract.{n}\"(v{x})")),
            1 => self.def_val(t, format!("intrinsic.{n} \"amdgcn.frexp.mant.{n}\"(v{x})")),
            2 => self.def_val(
                I32,
                format!("intrinsic.i32 \"amdgcn.frexp.exp.i32.{n}\"(v{x})"),
            ),
            3 => {
                let e = self.operand(I32);
                self.def_val(t, format!("intrinsic.{n} \"ldexp.{n}.i32\"(v{x}, v{e})"))
            }
            _ => {
                let t = *self.rng.pick(&[F16, F32, F64]);
                let x = self.operand(t);
                self.def_val(t, format!("round.{} v{x}", t.name()))
            }
        };
    }

    /// One arithmetic, compare, select or conversion instruction of a random type.
    pub(super) fn arith(&mut self) {
        let t = *self.rng.pick(ALL_TYS);
        let r = self.rng.below(100);
        if r < 15 {
            let v = self.convert_to(t);
            self.vals.push((v, t));
            return;
        }
        if r < 25 {
            let c = self.operand(I1);
            let a = self.operand(t);
            let b = self.operand(t);
            self.def_val(t, format!("select.{} v{c}, v{a}, v{b}", t.name()));
            return;
        }
        if r < 35 {
            let a = self.operand(t);
            let b = self.operand(t);
            let v = if t.is_float() {
                let cc = *self.rng.pick(&[
                    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                    "ult", "ule", "une", "uno", "true",
                ]);
                self.def(format!("fcmp.{} {cc} v{a}, v{b}", t.name()))
            } else {
                let cc = *self.rng.pick(&[
                    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                ]);
                self.def(format!("icmp.{} {cc} v{a}, v{b}", t.name()))
            };
            self.vals.push((v, I1));
            return;
        }
        match t {
            I1 => {
                let op = *self.rng.pick(&["and", "or", "xor"]);
                let a = self.operand(I1);
                let b = self.operand(I1);
                self.def_val(I1, format!("{op}.i1 v{a}, v{b}"));
            }
            I8 | I16 | I32 | I64 => self.int_op(t),
            _ => self.float_op(t),
        }
    }

    pub(super) fn int_op(&mut self, t: Ty) {
        let n = t.name();
        let a = self.operand(t);
        match self.rng.below(4) {
            0 => {
                let op =
                    *self
                        .rng
                        .pick(&["neg", "not", "iabs", "ctpop", "ctlz", "cttz", "bitreverse"]);
                self.def_val(t, format!("{op}.{n} v{a}"));
            }
            1 => {
                // Shifts: the amount masked to the width.
                let op = *self.rng.pick(&["shl", "lshr", "ashr"]);
                let b = self.operand(t);
                let m = self.iconst(t, (t.bits() - 1) as i64);
                let s = self.def(format!("and.{n} v{b}, v{m}"));
                self.def_val(t, format!("{op}.{n} v{a}, v{s}"));
            }
            2 => {
                // Division: the divisor odd and positive.
                let op = *self.rng.pick(&["sdiv", "udiv", "srem", "urem"]);
                let b = self.operand(t);
                let one = self.iconst(t, 1);
                let s = self.def(format!("lshr.{n} v{b}, v{one}"));
                let d = self.def(format!("or.{n} v{s}, v{one}"));
                self.def_val(t, format!("{op}.{n} v{a}, v{d}"));
            }
            _ => {
                let op = *self.rng.pick(&[
                    "add", "sub", "mul", "umulhi", "smulhi", "and", "or", "xor", "smin", "smax",
                    "umin", "umax",
                ]);
                let b = self.operand(t);
                self.def_val(t, format!("{op}.{n} v{a}, v{b}"));
            }
        }
    }

    pub(super) fn float_op(&mut self, t: Ty) {
        let n = t.name();
        let a = self.operand(t);
        match self.rng.below(4) {
            0 => {
                let mut ops = vec!["fneg", "fabs", "sqrt"];
                if t != F64 {
                    // f64 rounding is not selected on gfx600 (tests/ir_closure.rs PENDING).
                    ops.extend(["floor", "ceil", "trunc", "roundeven"]);
                }
                let op = *self.rng.pick(&ops);
                self.def_val(t, format!("{op}.{n} v{a}"));
            }
            1 => {
                let b = self.operand(t);
                let c = self.operand(t);
                self.def_val(t, format!("fma.{n} v{a}, v{b}, v{c}"));
            }
            _ => {
                let mut ops = vec!["fadd", "fsub", "fmul", "fdiv", "fmin", "fmax"];
                if t != F64 {
                    ops.push("copysign");
                }
                let op = *self.rng.pick(&ops);
                let mut b = self.operand(t);
                if op == "copysign" {
                    b = self.canon(b, t);
                }
                self.def_val(t, format!("{op}.{n} v{a}, v{b}"));
            }
        }
    }

    /// Vector arithmetic: a vector built from values in scope (`splat`, `insertelement`),
    /// a lane-wise operation, a compare and lane-wise `select`, a `shuffle`, sometimes a
    /// vector store to and load from the work-item's slots 4..7; every lane is extracted.
    pub(super) fn vector_op(&mut self) {
        let (t, n) = *self.rng.pick(&[
            (I32, 2),
            (I32, 4),
            (F32, 2),
            (F32, 4),
            (I16, 2),
            (I16, 4),
            (F16, 2),
            (F16, 4),
            (I64, 2),
            (F64, 2),
            (I8, 4),
        ]);
        let vt = format!("{}x{n}", t.name());
        let build = |g: &mut Gen| -> u32 {
            let x = g.operand(t);
            let mut v = g.def(format!("splat.{vt} v{x}"));
            for lane in 0..n {
                if g.rng.chance(50) {
                    let y = g.operand(t);
                    let l = g.iconst(I32, lane);
                    v = g.def(format!("insertelement.{vt} v{v}, v{y}, v{l}"));
                }
            }
            v
        };
        let a = build(self);
        let b = build(self);
        let op = if t.is_float() {
            *self.rng.pick(&["fadd", "fsub", "fmul", "fmin", "fmax"])
        } else {
            *self
                .rng
                .pick(&["add", "sub", "mul", "and", "or", "xor", "smin", "umax"])
        };
        let c = self.def(format!("{op}.{vt} v{a}, v{b}"));
        let cmp = if t.is_float() {
            let cc = *self.rng.pick(&["olt", "oeq", "uno", "une", "oge"]);
            format!("fcmp.{vt} {cc} v{a}, v{c}")
        } else {
            let cc = *self.rng.pick(&["eq", "slt", "ult", "ne", "uge"]);
            format!("icmp.{vt} {cc} v{a}, v{c}")
        };
        let m = self.def(cmp);
        let mut r = self.def(format!("select.{vt} v{m}, v{b}, v{c}"));
        if self.rng.chance(50) {
            let mask: Vec<String> = (0..n)
                .map(|_| self.rng.below(2 * n as u64).to_string())
                .collect();
            r = self.def(format!("shuffle.{vt} v{r}, v{a}, [{}]", mask.join(", ")));
        }
        if self.mem && self.rng.chance(40) && t.bits() * (n as u32) <= 128 {
            // Slots 4..7 are 16-byte aligned (the work-item's slots start at gid * 32).
            if t.is_float() {
                // In memory a NaN's sign and payload are ordinary bits: canonicalise first
                // (seed 106666 stored `fdiv` 0/0 lanes, 0x7fc00000 in the interpreter and
                // 0xffc00000 from `v_div_fixup`, the open decision of docs/sim-float.md).
                let uno = self.def(format!("fcmp.{vt} uno v{r}, v{r}"));
                let nan = self.def(format!("fconst.{} nan", t.name()));
                let nans = self.def(format!("splat.{vt} v{nan}"));
                r = self.def(format!("select.{vt} v{uno}, v{nans}, v{r}"));
            }
            let p = self.slot_ptr(4);
            self.emit(format!("store v{r}, v{p}"));
            r = self.def(format!("load.{vt} v{p}"));
        }
        for lane in 0..n {
            let l = self.iconst(I32, lane);
            self.def_val(t, format!("extractelement.{} v{r}, v{l}", t.name()));
        }
    }
}
