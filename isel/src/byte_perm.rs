//! Byte permutes: a divergent `or.i32` whose bytes each come from one byte of at most two
//! registers (or are zero) is one `v_perm_b32` (GFX8+).
//!
//! Byte packing (`<4 x i8>` lanes narrowed to i32 and packed back by `zext`/`shl`/`or`), byte
//! swaps (`bswap` arrives from `gfxc-ll` as shifts, byte masks and ors) and byte swizzles
//! are trees of `or`, `shl`/`lshr` by whole bytes, `and` with byte masks, `zext` and
//! `itrunc`. [`Selector::byte_sources`] follows such a tree from a value and says, per byte
//! of the value, whether it is zero, a byte of some leaf value (a value held in a 32-bit
//! register), or undefined (the bits above a narrow type). When the whole `or` has no
//! undefined byte and at most two leaves, `v_perm_b32 dst, S0, S1, sel` computes it: selector
//! byte `i` picks byte `sel.i` of S1:S0 (0-3 from S1, 4-7 from S0) or the constant 0x00
//! (selector 0x0c) (GCN3 / Vega / MI200 / RDNA ISA, "V_PERM_B32"). The tree's instructions,
//! selected before, lose their reads and are removed by `crate::dce` unless used elsewhere.
//!
//! Guarantees: the permute is selected only when every result byte is exactly determined
//! (no undefined byte, no byte two sources could both set), so its value equals the `or`'s
//! on every input; uniform `or`s stay on the SALU.

use crate::build::SelResult;
use crate::mir::Bank;
use crate::select::{Selector, Val};
use gfxc_ir::{InstData, Opcode, Type, Value, ValueDef};
use gfxc_isa::Op;

/// Where one byte of a value comes from.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Byte {
    /// Known zero.
    Zero,
    /// Byte `.1` (0..4) of the 32-bit register of leaf `.0`.
    Src(Value, u8),
    /// Undefined (above the value's type).
    Any,
}

/// How deep [`Selector::byte_sources`] follows a tree (each level is one IR instruction).
const DEPTH: u32 = 8;

impl Selector<'_> {
    /// Bytes of a value of at most 32 bits (see the module documentation); `None` when the
    /// value is neither a known tree nor a leaf in a one-dword register.
    pub fn byte_sources(&self, v: Value, depth: u32) -> Option<[Byte; 4]> {
        let ty = self.func.dfg.value_type(v);
        let Type::Scalar(s) = ty else { return None };
        if !s.is_int() || s.bits() > 32 || s.bits() < 8 {
            return None;
        }
        let w = (s.bits() / 8) as usize;
        let mut out = [Byte::Any; 4];
        if let Some(Val::K(k)) = self.vals.get(&v) {
            // Constants: only all-zero bytes (0xff would need the 0x0d selector and other
            // bytes a register).
            for (i, b) in out.iter_mut().enumerate().take(w) {
                if (k >> (8 * i)) & 0xff != 0 {
                    return None;
                }
                *b = Byte::Zero;
            }
            return Some(out);
        }
        if let Some(r) = (depth > 0).then(|| self.byte_tree(v, w, depth)).flatten() {
            return Some(r);
        }
        self.leaf_bytes(v, w)
    }

    /// `v` as a leaf: its register's bytes below the type's width.
    fn leaf_bytes(&self, v: Value, w: usize) -> Option<[Byte; 4]> {
        match self.vals.get(&v) {
            Some(Val::R(r))
                if self.cx.f.info(*r).width == 1 && self.cx.f.info(*r).bank != Bank::A =>
            {
                let mut out = [Byte::Any; 4];
                for (i, b) in out.iter_mut().enumerate().take(w) {
                    *b = Byte::Src(v, i as u8);
                }
                Some(out)
            }
            _ => None,
        }
    }

    fn byte_tree(&self, v: Value, w: usize, depth: u32) -> Option<[Byte; 4]> {
        let ValueDef::Result(i, _) = self.func.dfg.value_def(v) else {
            return None;
        };
        let konst = |x: Value| match self.vals.get(&x) {
            Some(Val::K(k)) => Some(*k),
            _ => None,
        };
        let mut out = [Byte::Any; 4];
        match &self.func.dfg.insts[i] {
            InstData::Unary {
                opcode: opcode @ (Opcode::Zext | Opcode::Itrunc),
                arg,
            } => {
                let src = self.byte_sources(*arg, depth - 1)?;
                let sw = (self.func.dfg.value_type(*arg).bits() / 8) as usize;
                for k in 0..w {
                    out[k] = if k < sw {
                        src[k]
                    } else if *opcode == Opcode::Zext {
                        Byte::Zero
                    } else {
                        Byte::Any
                    };
                }
            }
            InstData::Binary { opcode, args } => {
                let (a, b) = (args[0], args[1]);
                match opcode {
                    Opcode::And => {
                        let (x, m) = match (konst(a), konst(b)) {
                            (None, Some(m)) => (a, m),
                            (Some(m), None) => (b, m),
                            _ => return None,
                        };
                        let src = self.byte_sources(x, depth - 1)?;
                        for k in 0..w {
                            out[k] = match (m >> (8 * k)) & 0xff {
                                0 => Byte::Zero,
                                0xff => src[k],
                                _ => return None,
                            };
                        }
                    }
                    Opcode::Shl | Opcode::Lshr => {
                        let sh = konst(b)?;
                        if sh % 8 != 0 || sh >= 8 * w as u64 {
                            return None;
                        }
                        let n = (sh / 8) as usize;
                        let src = self.byte_sources(a, depth - 1)?;
                        for k in 0..w {
                            out[k] = if *opcode == Opcode::Shl {
                                if k >= n {
                                    src[k - n]
                                } else {
                                    Byte::Zero
                                }
                            } else if k + n < w {
                                src[k + n]
                            } else {
                                Byte::Zero
                            };
                        }
                    }
                    Opcode::Or => {
                        let (x, y) = (
                            self.byte_sources(a, depth - 1)?,
                            self.byte_sources(b, depth - 1)?,
                        );
                        out = merge_or(&x, &y, w)?;
                    }
                    _ => return None,
                }
            }
            _ => return None,
        }
        Some(out)
    }

    /// `or.i32 a, b` (divergent) as one `v_perm_b32` when its bytes come from at most two
    /// registers; `false` when it does not apply (nothing was emitted).
    pub(crate) fn byte_perm(&mut self, a: Value, b: Value, res: Value) -> SelResult<bool> {
        if !self.cx.has(Op::v_perm_b32) || self.func.dfg.value_type(res) != Type::I32 {
            return Ok(false);
        }
        let full = |s: &Self, v: Value| s.byte_sources(v, DEPTH);
        let (Some(x), Some(y)) = (full(self, a), full(self, b)) else {
            return Ok(false);
        };
        // An operand as a leaf of its own, keeping the bytes its tree proves zero: an `or`
        // of more than two sources still packs its last step (earlier steps became permutes
        // of their own).
        let as_leaf = |v: Value, t: &[Byte; 4]| {
            let mut o = [Byte::Zero; 4];
            for k in 0..4 {
                if t[k] != Byte::Zero {
                    o[k] = Byte::Src(v, k as u8);
                }
            }
            o
        };
        let tries = [
            (x, y),
            (as_leaf(a, &x), y),
            (x, as_leaf(b, &y)),
            (as_leaf(a, &x), as_leaf(b, &y)),
        ];
        let Some(bytes) = tries.iter().find_map(|(p, q)| {
            let m = merge_or(p, q, 4)?;
            (leaves(&m).len() <= 2 && !m.contains(&Byte::Any)).then_some(m)
        }) else {
            return Ok(false);
        };
        let ls = leaves(&bytes);
        // Nothing to gain over `v_or_b32` when the result is one leaf unchanged.
        if ls.len() == 1 && (0..4).all(|k| bytes[k] == Byte::Src(ls[0], k as u8)) {
            return Ok(false);
        }
        let hi = ls.first().copied();
        let lo = ls.get(1).copied().or(hi);
        let (Some(hi), Some(lo)) = (hi, lo) else {
            return Ok(false);
        };
        let mut sel = 0u32;
        for (k, byte) in bytes.iter().enumerate() {
            let s = match *byte {
                Byte::Zero => 0x0c,
                Byte::Src(l, j) if l == lo => j as u32,
                Byte::Src(_, j) => 4 + j as u32,
                Byte::Any => unreachable!("checked above"),
            };
            sel |= s << (8 * k);
        }
        let (s0, s1) = (self.op32(hi)?, self.op32(lo)?);
        let sel = self.vop3_const(sel)?;
        let r = self.def_reg(res, Bank::V)?;
        self.cx
            .valu(Op::v_perm_b32, self.cx.w(r), [s0, s1, sel], false)?;
        Ok(true)
    }
}

/// Bytes of `x | y`: a byte zero on one side is the other's; bytes both sides may set make
/// the `or` no permute.
fn merge_or(x: &[Byte; 4], y: &[Byte; 4], w: usize) -> Option<[Byte; 4]> {
    let mut out = [Byte::Any; 4];
    for k in 0..w {
        out[k] = match (x[k], y[k]) {
            (Byte::Any, _) | (_, Byte::Any) => Byte::Any,
            (Byte::Zero, o) | (o, Byte::Zero) => o,
            _ => return None,
        };
    }
    Some(out)
}

/// Distinct leaves of a byte map, in first-use order.
fn leaves(b: &[Byte; 4]) -> Vec<Value> {
    let mut out = Vec::new();
    for x in b {
        if let Byte::Src(v, _) = x {
            if !out.contains(v) {
                out.push(*v);
            }
        }
    }
    out
}
