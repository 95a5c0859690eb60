//! Two IR operations as one machine instruction: a shift by a constant folded into the
//! add/or that reads it (`v_lshl_add_u32`, `v_lshl_or_b32`) and the three-operand VOP3 forms
//! (`v_{min,max}3_*`, `v_add3_u32`, `v_xad_u32`, `v_or3_b32`, `v_and_or_b32`, `v_xor3_b32`,
//! `v_add_lshl_u32`, and `v_mad_u32_u24` / `v_mad_i32_i24` when both factors are known to
//! fit 24 bits unsigned / signed) and the bit select `v_bfi_b32`. Each returns `false`
//! (nothing selected) when its pattern does not apply; the inner instruction, selected on its
//! own before, is left without reads and removed by [`crate::dce`]. Split out of `arith.rs`
//! (selection of plain binary operations).

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{Opcode, Type, Value, ValueDef};
use gfxc_isa::Op;

impl Selector<'_> {
    /// Whether three values can be the sources of one VOP3 instruction as they will be
    /// selected: at most one constant-bus read (an SGPR or a literal; VGPRs and inline
    /// constants are free), and no literal before GFX10 (VOP3 takes none there).
    fn vop3_sources_fit(&self, srcs: [Value; 3]) -> bool {
        let mut bus = 0;
        for v in srcs {
            match self.vals.get(&v) {
                Some(Val::R(r)) if self.cx.f.info(*r).bank == Bank::V => {}
                Some(Val::K(k)) => {
                    if !matches!(k32(*k as u32), gfxc_isa::regs::Operand::Literal(_)) {
                        continue;
                    }
                    if !self.cx.gen.is_gfx10_plus() {
                        return false;
                    }
                    bus += 1;
                }
                _ => bus += 1,
            }
        }
        bus <= 1
    }

    /// `(x, K)` of `v = shl.i32 x, K` with a constant K < 32, both selected (`x` in a
    /// register).
    pub(crate) fn shift_parts(&self, v: Value) -> Option<(Value, u32)> {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let gfxc_ir::InstData::Binary {
            opcode: Opcode::Shl,
            args,
        } = &self.func.dfg.insts[i]
        else {
            return None;
        };
        if self.func.dfg.value_type(v) != Type::I32 {
            return None;
        }
        match (self.vals.get(&args[0]), self.vals.get(&args[1])) {
            (Some(Val::R(_)), Some(Val::K(k))) if *k < 32 => Some((args[0], *k as u32)),
            _ => None,
        }
    }

    /// `add`/`or` (divergent i32) of `shl.i32 x, K` (K < 32 constant, no other use) and
    /// `other` on a target with `v_lshl_add_u32`/`v_lshl_or_b32` (GFX9+): one VOP3 instruction
    /// `dst, x, K, other` reading `x` directly; the shift, selected on its own before, is left
    /// without reads and removed by [`crate::dce`].
    pub(crate) fn fused_shift(
        &mut self,
        op: Opcode,
        a: Value,
        b: Value,
        res: Value,
    ) -> SelResult<bool> {
        let name = if op == Opcode::Add {
            Op::v_lshl_add_u32
        } else {
            Op::v_lshl_or_b32
        };
        if !self.cx.has(name) || a == b {
            return Ok(false);
        }
        let single = |v: Value, s: &Self| s.use_count.get(&v).copied() == Some(1);
        let (x, k, other) = match (self.shift_parts(a), self.shift_parts(b)) {
            (Some((x, k)), _) if single(a, self) => (x, k, b),
            (_, Some((x, k))) if single(b, self) => (x, k, a),
            _ => return Ok(false),
        };
        let r = self.def_reg(res, Bank::V)?;
        let (ox, oo) = (self.op32(x)?, self.op32(other)?);
        self.cx
            .valu(name, self.cx.w(r), [ox, MOp::C(k32(k)), oo], false)?;
        Ok(true)
    }

    /// Two divergent `i32`/`f32` operations as one three-operand VOP3 instruction when the
    /// inner result is read only by the outer one, in the same block (LLVM's
    /// `performMinMaxCombine` and its `ThreeOpFrag` patterns):
    ///
    /// | outer | inner (either operand) | instruction | generations |
    /// |---|---|---|---|
    /// | `smin`/`smax`/`umin`/`umax` | the same | `v_{min,max}3_{i32,u32}` | all |
    /// | `fmin`/`fmax` (f32) | the same | `v_{min,max}3_f32` | all |
    /// | `add` | `add` | `v_add3_u32` | GFX9+ |
    /// | `add` | `xor` | `v_xad_u32` | GFX9+ |
    /// | `or` | `or` | `v_or3_b32` | GFX9+ |
    /// | `or` | `and` | `v_and_or_b32` | GFX9+ |
    /// | `xor` | `xor` | `v_xor3_b32` | GFX10+ |
    /// | `shl x, k` | `add` as `x` | `v_add_lshl_u32` | GFX9+ |
    ///
    /// The three-operand forms compute the nested two-operand ones (RDNA3/CDNA3 pseudocode:
    /// `V_MAX3_F32` is `v_max_f32(v_max_f32(S0, S1), S2)`, `V_ADD3_U32` is `S0 + S1 + S2`
    /// modulo 2^32), so float NaN and signed-zero rules carry over; float operands get the
    /// quieting of the two-operand form. As LLVM, only when at most one operand needs the
    /// constant bus (a uniform value or a non-inline constant), and no literal before GFX10
    /// (VOP3 takes none there): otherwise a move would eat the gain. The inner instruction,
    /// selected on its own before, is left without reads and removed by [`crate::dce`].
    pub(crate) fn fused_three(
        &mut self,
        op: Opcode,
        a: Value,
        b: Value,
        res: Value,
    ) -> SelResult<bool> {
        let ty = self.func.dfg.value_type(res);
        if self.uniform(res) || !matches!(ty, Type::I32 | Type::F32) || a == b {
            return Ok(false);
        }
        let int = ty == Type::I32;
        // (inner opcode, fused instruction, inner only as the first operand).
        let forms: &[(Opcode, Op, bool)] = match (op, int) {
            (Opcode::Smin, true) => &[(Opcode::Smin, Op::v_min3_i32, false)],
            (Opcode::Smax, true) => &[(Opcode::Smax, Op::v_max3_i32, false)],
            (Opcode::Umin, true) => &[(Opcode::Umin, Op::v_min3_u32, false)],
            (Opcode::Umax, true) => &[(Opcode::Umax, Op::v_max3_u32, false)],
            (Opcode::Fmin, false) => &[(Opcode::Fmin, Op::v_min3_f32, false)],
            (Opcode::Fmax, false) => &[(Opcode::Fmax, Op::v_max3_f32, false)],
            (Opcode::Add, true) => &[
                (Opcode::Add, Op::v_add3_u32, false),
                (Opcode::Xor, Op::v_xad_u32, false),
                // Factors known to fit 24 bits: the full-rate 24-bit multiply-adds, unsigned
                // first (as the lone product's selection in `arith.rs`).
                (Opcode::Mul, Op::v_mad_u32_u24, false),
                (Opcode::Mul, Op::v_mad_i32_i24, false),
            ],
            (Opcode::Or, true) => &[
                (Opcode::Or, Op::v_or3_b32, false),
                (Opcode::And, Op::v_and_or_b32, false),
            ],
            (Opcode::Xor, true) => &[(Opcode::Xor, Op::v_xor3_b32, false)],
            (Opcode::Shl, true) => &[(Opcode::Add, Op::v_add_lshl_u32, true)],
            _ => return Ok(false),
        };
        let ValueDef::Result(outer, _) = self.func.dfg.value_def(res) else {
            return Ok(false);
        };
        let block = self.func.layout.inst_block(outer);
        let inner = |v: Value, want: Opcode, name: Op, s: &Self| -> Option<(Value, Value)> {
            let ValueDef::Result(i, _) = s.func.dfg.value_def(v) else {
                return None;
            };
            let gfxc_ir::InstData::Binary { opcode, args } = s.func.dfg.insts[i] else {
                return None;
            };
            (opcode == want
                && s.func.dfg.value_type(v) == ty
                && s.func.layout.inst_block(i) == block
                && s.use_count.get(&v).copied() == Some(1)
                && !s.uniform(v)
                && matches!(s.vals.get(&v), Some(Val::R(_)))
                && match name {
                    Op::v_mad_u32_u24 => s.fits_u24(args[0]) && s.fits_u24(args[1]),
                    Op::v_mad_i32_i24 => s.fits_i24(args[0]) && s.fits_i24(args[1]),
                    _ => true,
                })
            .then_some((args[0], args[1]))
        };
        let found = forms.iter().find_map(|&(want, name, first_only)| {
            if !self.cx.has(name) {
                return None;
            }
            if let Some(pq) = inner(a, want, name, self) {
                return Some((name, pq, b));
            }
            if first_only {
                return None;
            }
            inner(b, want, name, self).map(|pq| (name, pq, a))
        });
        let Some((name, (p, q), c)) = found else {
            return Ok(false);
        };
        if !self.vop3_sources_fit([p, q, c]) {
            return Ok(false);
        }
        let r = self.def_reg(res, Bank::V)?;
        let mut ops = Vec::with_capacity(3);
        for v in [p, q, c] {
            let o = self.op32(v)?;
            ops.push(if int {
                o
            } else {
                self.quiet_minmax_operand(v, o, Op::v_max_f32, 1)?
            });
        }
        self.cx.valu(name, self.cx.w(r), ops, false)?;
        Ok(true)
    }
    /// The bit select `(x & y) | (~x & z)` (divergent i32; `~x` is `xor x, -1`; either `and`
    /// operand order, either `or` operand order) and its other form `((y ^ z) & x) ^ z`, as
    /// one `v_bfi_b32 dst, x, y, z` (GCN3/Vega/RDNA ISA: `D = (S0 & S1) | (~S0 & S2)`; both
    /// forms equal it bit by bit: where `x` is 1 they give `y`, where it is 0 `z`). The inner
    /// `and`s (or `and` and `xor`) have no other use, so the result replaces them all; `op`
    /// is the outer opcode (`Or` or `Xor`), `a`, `b` its operands.
    pub(crate) fn bit_select(
        &mut self,
        op: Opcode,
        a: Value,
        b: Value,
        res: Value,
    ) -> SelResult<bool> {
        if self.uniform(res) || self.func.dfg.value_type(res) != Type::I32 || a == b {
            return Ok(false);
        }
        let ValueDef::Result(outer, _) = self.func.dfg.value_def(res) else {
            return Ok(false);
        };
        let block = self.func.layout.inst_block(outer);
        // `v = OP p, q` (i32, same block; `single`: no other use, divergent, in a register).
        let bin = |v: Value, want: Opcode, single: bool, s: &Self| -> Option<(Value, Value)> {
            let ValueDef::Result(i, _) = s.func.dfg.value_def(v) else {
                return None;
            };
            let gfxc_ir::InstData::Binary { opcode, args } = s.func.dfg.insts[i] else {
                return None;
            };
            (opcode == want
                && s.func.dfg.value_type(v) == Type::I32
                && (!single
                    || (s.func.layout.inst_block(i) == block
                        && s.use_count.get(&v).copied() == Some(1)
                        && !s.uniform(v)
                        && matches!(s.vals.get(&v), Some(Val::R(_))))))
            .then_some((args[0], args[1]))
        };
        let not_of = |v: Value, s: &Self| -> Option<Value> {
            let (p, q) = bin(v, Opcode::Xor, false, s)?;
            match (s.vals.get(&p), s.vals.get(&q)) {
                (_, Some(Val::K(k))) if *k as u32 == u32::MAX => Some(p),
                (Some(Val::K(k)), _) if *k as u32 == u32::MAX => Some(q),
                _ => None,
            }
        };
        let mut found = None;
        if op == Opcode::Or {
            // (x & y) | (~x & z), in any operand order.
            if let (Some((p, q)), Some((r, t))) = (
                bin(a, Opcode::And, true, self),
                bin(b, Opcode::And, true, self),
            ) {
                'f: for (p, q, r, t) in [(p, q, r, t), (r, t, p, q)] {
                    for (x, y) in [(p, q), (q, p)] {
                        for (n, z) in [(r, t), (t, r)] {
                            if not_of(n, self) == Some(x) {
                                found = Some((x, y, z));
                                break 'f;
                            }
                        }
                    }
                }
            }
        } else if op == Opcode::Xor {
            // ((y ^ z) & x) ^ z, in any operand order.
            'g: for (m, z) in [(a, b), (b, a)] {
                let Some((p, q)) = bin(m, Opcode::And, true, self) else {
                    continue;
                };
                for (d, x) in [(p, q), (q, p)] {
                    if let Some((u, w)) = bin(d, Opcode::Xor, true, self) {
                        if w == z {
                            found = Some((x, u, z));
                            break 'g;
                        }
                        if u == z {
                            found = Some((x, w, z));
                            break 'g;
                        }
                    }
                }
            }
        }
        let Some((x, y, z)) = found else {
            return Ok(false);
        };
        if !self.vop3_sources_fit([x, y, z]) {
            return Ok(false);
        }
        let r = self.def_reg(res, Bank::V)?;
        let ops = [self.op32(x)?, self.op32(y)?, self.op32(z)?];
        self.cx.valu(Op::v_bfi_b32, self.cx.w(r), ops, false)?;
        Ok(true)
    }
}
