//! Extended 32-bit indices in 64-bit address arithmetic: an index `ext(x)` shifted by a
//! constant computed dword by dword from `x` (no register pair holding `ext(x)`), and the
//! recognition of `ext(x) * K` that `ptradd` selects as one `v_mad_u64_u32`/`v_mad_i64_i32`.
//! Split out of `arith.rs`.

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{Opcode, Type, Value, ValueDef};
use gfxc_isa::Op;

impl Selector<'_> {
    /// `ext(x) << sh` (`ext` a `sext`/`zext` from `i32` to `i64`, `x` in a VGPR for a
    /// divergent result, `1 <= sh <= 31`) computed dword by
    /// dword from `x` itself: the low dword is `x << sh`,
    /// the high dword bits `32 - sh ..= 63 - sh` of `ext(x)`, which are `x >> (32 - sh)`
    /// (arithmetic for `sext`, logical for `zext`). Two 32-bit shifts (VALU or SALU), and no tuple holding
    /// `ext(x)` (whose low dword would be a copy of `x`) is read, so dead code elimination
    /// drops the extension when nothing else reads it whole. Returns false (nothing
    /// selected) for any other `a` or `sh`.
    pub(crate) fn ext_shl_split(&mut self, a: Value, sh: u32, res: Value) -> SelResult<bool> {
        let Some((x, signed)) = self.ext32_of(a) else {
            return Ok(false);
        };
        let bank = match self.vals.get(&x) {
            Some(Val::R(r)) => self.cx.f.info(*r).bank,
            _ => return Ok(false),
        };
        if !(1..32).contains(&sh) {
            return Ok(false);
        }
        if self.uniform(res) {
            // The same on the scalar unit (`s_lshl_b32` and `s_ashr_i32`/`s_lshr_b32` write
            // SCC as the `s_lshl_b64` they replace does).
            if bank == Bank::A {
                return Ok(false);
            }
            let r = self.def_reg(res, Bank::S)?;
            // As the extension reads it (a VGPR through `v_readfirstlane_b32`).
            let ox = self.s_or_k_pub(x)?;
            let hi = if signed {
                Op::s_ashr_i32
            } else {
                Op::s_lshr_b32
            };
            let m = self.cx.mark();
            self.cx.push(
                Op::s_lshl_b32,
                [self.cx.d(r, 0), ox.clone(), MOp::C(k32(sh))],
                1,
            )?;
            self.cx
                .push(hi, [self.cx.d(r, 1), ox, MOp::C(k32(32 - sh))], 1)?;
            self.cx.group_from(m);
            return Ok(true);
        }
        if bank != Bank::V {
            return Ok(false);
        }
        let r = self.def_reg(res, Bank::V)?;
        let ox = self.op32(x)?;
        let m = self.cx.mark();
        self.cx.valu(
            Op::v_lshlrev_b32,
            self.cx.d(r, 0),
            [MOp::C(k32(sh)), ox.clone()],
            false,
        )?;
        let hi = if signed {
            Op::v_ashrrev_i32
        } else {
            Op::v_lshrrev_b32
        };
        self.cx
            .valu(hi, self.cx.d(r, 1), [MOp::C(k32(32 - sh)), ox], false)?;
        self.cx.group_from(m);
        Ok(true)
    }

    /// Is `v` `sext.i64 x` or `zext.i64 x` (x i32)? Returns x and whether it is `sext`.
    pub fn ext32_of(&self, v: Value) -> Option<(Value, bool)> {
        self.zext32_of(v)
            .map(|x| (x, false))
            .or_else(|| self.sext32_of(v).map(|x| (x, true)))
    }

    /// Is `v` `zext.i64 x` (x i32)? Returns x.
    pub fn zext32_of(&self, v: Value) -> Option<Value> {
        if let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(v) {
            if let gfxc_ir::InstData::Unary {
                opcode: Opcode::Zext,
                arg,
            } = &self.func.dfg.insts[i]
            {
                if self.func.dfg.value_type(*arg) == Type::I32 {
                    return Some(*arg);
                }
            }
        }
        None
    }

    /// Is `v` an extended `i32` times a constant: `ext(x) * K`, `ext(x) << k` or `ext(x)`
    /// itself (K = 1), with `ext` a `zext` (K below 2^32) or a `sext` (K below 2^31, so that
    /// it is a positive `i32` for `v_mad_i64_i32`'s signed product)? Returns (x, K, signed).
    pub fn scaled_index(&self, v: Value) -> Option<(Value, u32, bool)> {
        // `v + 0` (and `| 0`, `^ 0`, `- 0`) is `v`: the scaled index under an identity.
        let mut v = v;
        while let ValueDef::Result(i, _) = self.func.dfg.value_def(v) {
            match self.func.dfg.insts[i] {
                gfxc_ir::InstData::Binary {
                    opcode: Opcode::Add | Opcode::Sub | Opcode::Or | Opcode::Xor,
                    args,
                } if matches!(self.vals.get(&args[1]), Some(Val::K(0))) => v = args[0],
                _ => break,
            }
        }
        if let Some((x, signed)) = self.ext32_of(v) {
            return Some((x, 1, signed));
        }
        let ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let gfxc_ir::InstData::Binary { opcode, args } = &self.func.dfg.insts[i] else {
            return None;
        };
        let (x, signed) = self.ext32_of(args[0])?;
        let k = match self.vals.get(&args[1])? {
            Val::K(k) => *k,
            _ => return None,
        };
        let m = match opcode {
            Opcode::Mul if k <= u32::MAX as u64 => k as u32,
            Opcode::Shl if k < 32 => 1u32 << k,
            _ => return None,
        };
        if signed && m > i32::MAX as u32 {
            return None;
        }
        Some((x, m, signed))
    }
}
