//! Vectors of sub-dword lanes as the MFMA operands need them: `f16x4`/`i16x4`/`i16x2`
//! (two 16-bit lanes per dword, lane 0 in bits [15:0]) and byte vectors (four lanes per
//! dword), held in whole dwords.
//!
//! Guarantees: [`Selector::select_packed`] is asked first for every instruction. Before GFX9
//! an instruction that touches a packed vector type is a clean error; from GFX9 on it is either
//! * lane-agnostic — `load`, `store` (whole dwords: the vector is a multiple of 4 bytes),
//!   `bitcast`, MFMA intrinsics — and left to the generic selectors, which move dwords;
//! * `splat`, `insertelement` or `extractelement` of a 16-bit-lane vector with a constant
//!   lane index, selected here with shifts and masks (SALU for uniform results, VALU
//!   otherwise); 16-bit scalars read from a packed vector are zero-extended in their dword;
//! * anything else: a clean "not supported yet" error, never per-dword code that would be
//!   wrong per lane (general 16-bit vector arithmetic is being added separately).

use crate::build::{k32, SelResult};
use crate::mir::{Bank, MOp, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{InstData, Opcode, Type, Value};

/// A vector whose lanes are narrower than a dword.
pub fn is_packed(t: Type) -> bool {
    matches!(t, Type::Vector(s, _) if s.bytes() < 4)
}

impl Selector<'_> {
    /// Select `i` if it involves a packed vector (see the module doc); `Ok(false)`: not
    /// handled here, the generic selectors take it.
    pub fn select_packed(&mut self, d: &InstData, res: Option<Value>) -> SelResult<bool> {
        let func = self.func;
        let dfg = &func.dfg;
        let res_lane16 = res.is_some_and(|r| is_lane16(dfg.value_type(r)));
        let packed_res = res.is_some_and(|r| is_packed(dfg.value_type(r)));
        let packed_arg = d.all_values().iter().any(|v| is_packed(dfg.value_type(*v)));
        if !packed_res && !packed_arg {
            return Ok(false);
        }
        // GFX9+ only (the MFMA targets, and the generations with 16-bit packed math); older
        // generations keep the clean error they had.
        if self.cx.gen < gfxc_isa::Generation::Gfx9 {
            return Err("vectors of sub-dword lanes are not supported yet before GFX9".into());
        }
        match d {
            InstData::Load { .. } | InstData::Store { .. } => Ok(false),
            InstData::Intrinsic { name, .. } if name.starts_with("amdgcn.mfma.") => Ok(false),
            InstData::Unary {
                opcode: Opcode::Bitcast,
                ..
            } => Ok(false),
            InstData::Unary {
                opcode: Opcode::Splat,
                arg,
            } if res_lane16 => {
                self.splat16(*arg, res.unwrap())?;
                Ok(true)
            }
            InstData::Ternary {
                opcode: Opcode::Insertelement,
                args,
            } if res_lane16 => {
                self.insert16(args, res.unwrap())?;
                Ok(true)
            }
            InstData::Binary {
                opcode: Opcode::Extractelement,
                args,
            } if is_lane16(dfg.value_type(args[0])) => {
                self.extract16(args[0], args[1], res.unwrap())?;
                Ok(true)
            }
            other => Err(format!(
                "{} on vectors of sub-dword lanes is not supported yet",
                other.opcode().name()
            )),
        }
    }

    fn const_lane(&self, idx: Value, lanes: u8) -> SelResult<u8> {
        match self.get(idx)? {
            Val::K(k) if k < lanes as u64 => Ok(k as u8),
            Val::K(_) => Err("lane index out of range".into()),
            _ => Err("a variable lane index is not supported yet".into()),
        }
    }

    /// `dst = (hi << 16) | (lo & 0xffff)` on the result's bank.
    fn pack_halves(&mut self, bank: Bank, dst: MOp, lo: MOp, hi: MOp) -> SelResult<()> {
        let m = self.cx.mark();
        if bank == Bank::S {
            // s_pack_ll_b32_b16 (GFX9+): the low halves of both operands.
            self.cx.push("s_pack_ll_b32_b16", vec![dst, lo, hi], 1)?;
            return Ok(());
        }
        let l = self.cx.vreg(Bank::V, 1);
        let h = self.cx.vreg(Bank::V, 1);
        self.cx.valu(
            "v_and_b32",
            self.cx.w(l),
            vec![MOp::C(k32(0xffff)), lo],
            true,
        )?;
        self.cx.valu(
            "v_lshlrev_b32",
            self.cx.w(h),
            vec![MOp::C(k32(16)), hi],
            false,
        )?;
        self.cx
            .valu("v_or_b32", dst, vec![self.cx.w(l), self.cx.w(h)], true)?;
        self.cx.group_from(m);
        Ok(())
    }

    /// A 32-bit operand on `bank` (SGPR or constant for SALU; anything for VALU).
    fn op_on(&mut self, v: Value, bank: Bank) -> SelResult<MOp> {
        if bank == Bank::S {
            if let Val::K(k) = self.get(v)? {
                return Ok(MOp::C(k32(k as u32)));
            }
            let r = self.in_s(v)?;
            return Ok(self.cx.d(r, 0));
        }
        self.op32(v)
    }

    fn splat16(&mut self, a: Value, res: Value) -> SelResult<()> {
        let w = Self::dwords(self.func.dfg.value_type(res))?;
        let bank = self.bank_for(res);
        if let (Val::K(k), true) = (self.get(a)?, w <= 2) {
            let h = k & 0xffff;
            let word = h | (h << 16);
            self.vals
                .insert(res, Val::K(if w == 1 { word } else { word | (word << 32) }));
            return Ok(());
        }
        let x = self.op_on(a, bank)?;
        let r = self.cx.vreg(bank, w);
        let one = self.cx.vreg(bank, 1);
        self.pack_halves(bank, self.cx.w(one), x.clone(), x)?;
        let m = self.cx.mark();
        for j in 0..w {
            let mov = if bank == Bank::S {
                "s_mov_b32"
            } else {
                "v_mov_b32_e32"
            };
            self.cx
                .push(mov, vec![self.cx.d(r, j), self.cx.w(one)], 1)?;
        }
        self.cx.group_from(m);
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    fn insert16(&mut self, args: &[Value; 3], res: Value) -> SelResult<()> {
        let ty = self.func.dfg.value_type(res);
        let Type::Vector(_, n) = ty else {
            return Err("internal: insertelement".into());
        };
        let lane = self.const_lane(args[2], n)?;
        let w = Self::dwords(ty)?;
        let (j, half) = (lane / 2, lane % 2);
        let bank = if self.bank_for(res) == Bank::S
            && self.uni.is_uniform(args[0])
            && self.uni.is_uniform(args[1])
        {
            Bank::S
        } else {
            Bank::V
        };
        let r = self.cx.vreg(bank, w);
        let mov = if bank == Bank::S {
            "s_mov_b32"
        } else {
            "v_mov_b32_e32"
        };
        // The other dwords unchanged.
        let mut others: Vec<(u8, MOp)> = Vec::new();
        for k in 0..w {
            if k != j {
                let src = self.dword_on(args[0], k, bank)?;
                others.push((k, src));
            }
        }
        let old = self.dword_on(args[0], j, bank)?;
        let x = self.op_on(args[1], bank)?;
        // Lane `half` of dword j replaced: (x, old.hi) or (old.lo, x).
        let word = self.cx.vreg(bank, 1);
        if half == 0 {
            // The high half of `old` moved down, then packed under x.
            let hi = self.cx.vreg(bank, 1);
            if bank == Bank::S {
                self.cx
                    .push("s_lshr_b32", vec![self.cx.w(hi), old, MOp::C(k32(16))], 1)?;
            } else {
                self.cx.valu(
                    "v_lshrrev_b32",
                    self.cx.w(hi),
                    vec![MOp::C(k32(16)), old],
                    false,
                )?;
            }
            self.pack_halves(bank, self.cx.w(word), x, self.cx.w(hi))?;
        } else {
            self.pack_halves(bank, self.cx.w(word), old, x)?;
        }
        let m = self.cx.mark();
        for (k, src) in others {
            self.cx.push(mov, vec![self.cx.d(r, k), src], 1)?;
        }
        self.cx
            .push(mov, vec![self.cx.d(r, j), self.cx.w(word)], 1)?;
        self.cx.group_from(m);
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    /// Dword `k` of `v` as an operand on `bank`.
    fn dword_on(&mut self, v: Value, k: u8, bank: Bank) -> SelResult<MOp> {
        match self.get(v)? {
            Val::K(c) => Ok(MOp::C(k32((c >> (32 * k as u32).min(63)) as u32))),
            Val::R(r) if bank == Bank::S && self.cx.f.info(r).bank != Bank::S => {
                Err("internal: uniform packed vector in VGPRs".into())
            }
            _ => self.dword(v, k),
        }
    }

    fn extract16(&mut self, v: Value, idx: Value, res: Value) -> SelResult<()> {
        let Type::Vector(_, n) = self.func.dfg.value_type(v) else {
            return Err("internal: extractelement".into());
        };
        let lane = self.const_lane(idx, n)?;
        let (j, half) = (lane / 2, lane % 2);
        if let Val::K(c) = self.get(v)? {
            let sh = 32 * j as u32 + 16 * half as u32;
            let k = if sh >= 64 { 0 } else { (c >> sh) & 0xffff };
            self.vals.insert(res, Val::K(k));
            return Ok(());
        }
        let bank = match self.get(v)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::S => self.bank_for(res),
            _ => Bank::V,
        };
        let src = self.dword_on(v, j, bank)?;
        let r: VReg = self.cx.vreg(bank, 1);
        match (bank, half) {
            (Bank::S, 0) => {
                self.cx
                    .push("s_and_b32", vec![self.cx.w(r), src, MOp::C(k32(0xffff))], 1)?;
            }
            (Bank::S, _) => {
                self.cx
                    .push("s_lshr_b32", vec![self.cx.w(r), src, MOp::C(k32(16))], 1)?;
            }
            (_, 0) => self.cx.valu(
                "v_and_b32",
                self.cx.w(r),
                vec![MOp::C(k32(0xffff)), src],
                true,
            )?,
            _ => self.cx.valu(
                "v_lshrrev_b32",
                self.cx.w(r),
                vec![MOp::C(k32(16)), src],
                false,
            )?,
        }
        self.vals.insert(res, Val::R(r));
        Ok(())
    }
}

fn is_lane16(t: Type) -> bool {
    matches!(t, Type::Vector(s, _) if s.bytes() == 2)
}
