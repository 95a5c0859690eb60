//! Selection of the bit counts `ctpop`, `ctlz` and `cttz` and of `bitreverse` on i32 and i64.
//!
//! Guarantees: the IR semantics of `docs/ir.md` (a zero input counts the full width: `ctlz 0 =
//! cttz 0 = 32` or `64`). `v_ffbh_u32`/`v_ffbl_b32` (GFX11: `v_clz_i32_u32`/`v_ctz_i32_b32`)
//! return `-1` for a zero input, so each count is clamped with `v_min_u32`; the 64-bit forms
//! combine the per-dword counts the same way LLVM's AMDGPU backend does. Results are VALU (a
//! uniform consumer reads them back with `v_readfirstlane_b32`); the high dword of a 64-bit
//! count is zero.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::Selector;
use gfxc_ir::{Opcode, Type, Value};
use gfxc_isa::Op;

impl Selector<'_> {
    /// `ctpop`/`ctlz`/`cttz`/`bitreverse` of `a` (i32 or i64) into `res`.
    pub fn bit_count(&mut self, op: Opcode, a: Value, res: Value, ty: Type) -> SelResult<()> {
        let w = match ty {
            Type::I32 => 1,
            Type::I64 => 2,
            _ => return Err(unsupported!("{}.{ty:?} is not supported yet", op.name())),
        };
        let r = self.def_reg(res, Bank::V)?;
        let g = self.cx.mark();
        if op == Opcode::Bitreverse {
            // v_bfrev_b32 per dword; a 64-bit reverse also swaps the dwords.
            for i in 0..w {
                let x = self.dword(a, w - 1 - i)?;
                self.cx.valu(Op::v_bfrev_b32, self.cx.d(r, i), [x], false)?;
            }
            self.cx.group_from(g);
            return Ok(());
        }
        let lo = self.dword(a, 0)?;
        let hi = if w == 2 {
            Some(self.dword(a, 1)?)
        } else {
            None
        };
        let t = |s: &mut Self| {
            let d = s.cx.vreg(Bank::V, 1);
            s.cx.w(d)
        };
        let out = self.cx.d(r, 0);
        match op {
            Opcode::Ctpop => {
                // v_bcnt_u32_b32 d, x, acc: popcount(x) + acc.
                match hi {
                    None => self
                        .cx
                        .valu(Op::v_bcnt_u32_b32, out, [lo, MOp::C(k32(0))], false)?,
                    Some(hi) => {
                        let c = t(self);
                        self.cx
                            .valu(Op::v_bcnt_u32_b32, c.clone(), [lo, MOp::C(k32(0))], false)?;
                        self.cx.valu(Op::v_bcnt_u32_b32, out, [hi, c], false)?;
                    }
                }
            }
            Opcode::Ctlz | Opcode::Cttz => {
                let find = if op == Opcode::Ctlz {
                    self.pick_base(&[Op::v_ffbh_u32, Op::v_clz_i32_u32])?
                } else {
                    self.pick_base(&[Op::v_ffbl_b32, Op::v_ctz_i32_b32])?
                };
                // The dword counted first (ctlz: high, cttz: low) and the other one.
                let (first, second) = match (op, hi) {
                    (_, None) => (lo, None),
                    (Opcode::Ctlz, Some(hi)) => (hi, Some(lo)),
                    (_, Some(hi)) => (lo, Some(hi)),
                };
                let c1 = t(self);
                self.cx.valu(find, c1.clone(), [first], false)?;
                match second {
                    None => {
                        self.cx
                            .valu(Op::v_min_u32, out, [MOp::C(k32(32)), c1], true)?;
                    }
                    Some(second) => {
                        // min(count(first), min(count(second), 32) + 32): -1 (no bit) in the
                        // first dword loses against any count of the second.
                        let c2 = t(self);
                        self.cx.valu(find, c2.clone(), [second], false)?;
                        let m2 = t(self);
                        self.cx
                            .valu(Op::v_min_u32, m2.clone(), [MOp::C(k32(32)), c2], true)?;
                        let a2 = t(self);
                        self.vadd32(a2.clone(), MOp::C(k32(32)), m2)?;
                        self.cx.valu(Op::v_min_u32, out, [c1, a2], true)?;
                    }
                }
            }
            _ => return Err(internal!("internal: {} is not a bit count", op.name())),
        }
        if w == 2 {
            self.cx
                .valu(Op::v_mov_b32, self.cx.d(r, 1), [MOp::C(k32(0))], false)?;
        }
        self.cx.group_from(g);
        Ok(())
    }

    /// The first VALU base mnemonic (without `_e32`/`_e64`) this generation has.
    fn pick_base(&self, names: &[Op]) -> SelResult<Op> {
        let t = gfxc_isa::table::table(self.cx.f.variant);
        names
            .iter()
            .copied()
            .find(|&n| t.has(n) || t.e32(n).is_some() || t.e64(n).is_some())
            .ok_or_else(|| unsupported!("{} is not available on this target", names[0]))
    }
}
