//! Selection of vector element operations: `extractelement`, `insertelement` (constant lane
//! indices, as legalization leaves them) and splats.
//!
//! Guarantees: each lane of the result is the IR's; a chain of constant-index
//! `insertelement`s builds its vector once at the last link, and an `extractelement` of an
//! inserted lane is the inserted value.

use crate::build::SelResult;
use crate::mir::{Bank, MOp};
use crate::select::{Selector, Val};
use gfxc_ir::{Opcode, Type, Value};
use gfxc_isa::Op;

impl Selector<'_> {
    /// A constant lane index (legalization leaves only constant indices; lower/README.md).
    pub(crate) fn lane_index(&mut self, idx: Value, lanes: u8) -> SelResult<u8> {
        match self.get(idx)? {
            Val::K(k) if (k as u32) < lanes as u32 => Ok(k as u8),
            Val::K(_) => Err(unsupported!("lane index out of range")),
            _ => Err(unsupported!("a variable lane index is not supported yet")),
        }
    }

    /// Lane count and dwords per lane of a vector type (32/64-bit lanes only).
    pub(crate) fn lanes_of(ty: Type) -> SelResult<(u8, u8)> {
        match ty {
            Type::Vector(s, n) if s.bytes() >= 4 => Ok((n, (s.bytes() / 4) as u8)),
            _ => Err(unsupported!("lanes of {ty:?} are not supported yet")),
        }
    }

    /// Banks of a copy: uniform results stay in SGPRs when the source is there.
    pub(crate) fn copy_bank(&self, res: Value, src: Value) -> SelResult<Bank> {
        Ok(match self.get(src)? {
            Val::R(r) if self.cx.f.info(r).bank == Bank::V => Bank::V,
            _ => self.bank_for(res),
        })
    }

    /// `extractelement` with a constant index: a copy of the lane's dwords.
    pub(crate) fn extract_element(&mut self, v: Value, idx: Value, res: Value) -> SelResult<()> {
        let vty = self.func.dfg.value_type(v);
        if crate::packed::is_vec16(vty) {
            let i = self.lane_index(idx, vty.lanes() as u8)?;
            return self.extract16(v, i, res);
        }
        let (n, lw) = Self::lanes_of(self.func.dfg.value_type(v))?;
        let i = self.lane_index(idx, n)?;
        if let Some(e) = self.inserted_lane(v, i) {
            // The lane is a value inserted (or splatted) into the vector: that value itself.
            let val = self.get(e)?;
            self.vals.insert(res, val);
            return Ok(());
        }
        if let Val::K(k) = self.get(v)? {
            let sh = 32 * (i * lw) as u32;
            let k = if sh >= 64 { 0 } else { k >> sh };
            self.vals.insert(res, Val::K(k));
            return Ok(());
        }
        let bank = self.copy_bank(res, v)?;
        let r = self.cx.vreg(bank, lw);
        let g = self.cx.mark();
        for d in 0..lw {
            let src = self.dword(v, i * lw + d)?;
            self.copy_dword(r, d, src, bank)?;
        }
        self.cx.group_from(g);
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    /// Whether `v` has one use, and an instruction after `v`'s definition in its block
    /// satisfies `is_use` (the caller's test that it is that use, in the form it wants).
    fn sole_use_later_in_block(&self, v: Value, is_use: impl Fn(gfxc_ir::Inst) -> bool) -> bool {
        if self.use_count.get(&v).copied() != Some(1) {
            return false;
        }
        let gfxc_ir::ValueDef::Result(def, _) = self.func.dfg.value_def(v) else {
            return false;
        };
        let Some(block) = self.func.layout.inst_block(def) else {
            return false;
        };
        let insts = self.func.layout.block_insts(block);
        let Some(at) = insts.iter().position(|&i| i == def) else {
            return false;
        };
        insts[at + 1..].iter().any(|&i| is_use(i))
    }

    /// Whether the vector `v` (a `splat` or constant-index `insertelement` result) is only
    /// the vector operand of one constant-index `insertelement` later in its block: then it is
    /// not built on its own; the last `insertelement` of the chain builds the whole vector
    /// once ([`Self::insert_element`]) instead of each link copying every lane.
    pub(crate) fn feeds_insert_chain(&self, v: Value) -> bool {
        self.sole_use_later_in_block(v, |i| {
            matches!(
                &self.func.dfg.insts[i],
                gfxc_ir::InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args,
                } if args[0] == v
                    && args[1] != v
                    && args[2] != v
                    && matches!(self.func.dfg.value_def(args[2]), gfxc_ir::ValueDef::Result(k, _)
                        if matches!(self.func.dfg.insts[k], gfxc_ir::InstData::IntConst { .. }))
            )
        })
    }

    /// The value lane `i` of vector `v` holds when `v` is a chain of constant-index
    /// `insertelement`s (possibly from a `splat`) that wrote that lane, if selected and in a
    /// bank the extracted value may use (a uniform result never takes a VGPR value).
    pub(crate) fn inserted_lane(&self, v: Value, i: u8) -> Option<Value> {
        let mut cur = v;
        for _ in 0..64 {
            let gfxc_ir::ValueDef::Result(def, _) = self.func.dfg.value_def(cur) else {
                return None;
            };
            let found = match &self.func.dfg.insts[def] {
                gfxc_ir::InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args,
                } => match self.vals.get(&args[2]) {
                    Some(Val::K(k)) if *k == i as u64 => args[1],
                    Some(Val::K(_)) => {
                        cur = args[0];
                        continue;
                    }
                    _ => return None,
                },
                gfxc_ir::InstData::Unary {
                    opcode: Opcode::Splat,
                    arg,
                } => *arg,
                _ => return None,
            };
            let ok = self.vals.contains_key(&found)
                && (!self.uniform(v) || self.uniform(found))
                && self.func.dfg.value_type(v).lane().map(Type::Scalar)
                    == Some(self.func.dfg.value_type(found));
            return ok.then_some(found);
        }
        None
    }

    /// Whether the only use of `v` is as the value of a store later in its block (memory
    /// stores take their data from VGPRs).
    pub(crate) fn only_stored(&self, v: Value) -> bool {
        self.sole_use_later_in_block(v, |i| {
            matches!(
                &self.func.dfg.insts[i],
                gfxc_ir::InstData::Store { args, .. } if args[0] == v && args[1] != v
            )
        })
    }

    /// `insertelement` with a constant index: the vector's dwords with one lane replaced. A
    /// chain of them ([`Self::feeds_insert_chain`]), possibly starting at a `splat`, is built
    /// at its last link: each lane copied once from the last element inserted there, or from
    /// the chain's base vector (the splatted value).
    pub(crate) fn insert_element(&mut self, args: &[Value; 3], res: Value) -> SelResult<()> {
        let (n, lw) = Self::lanes_of(self.func.dfg.value_type(res))?;
        let i = self.lane_index(args[2], n)?;
        if self.feeds_insert_chain(res) {
            return Ok(());
        }
        // Walk the chain back: lanes[l] is the element the last insert wrote to lane l.
        let mut lanes: Vec<Option<Value>> = vec![None; n as usize];
        lanes[i as usize] = Some(args[1]);
        let mut base = args[0];
        let mut splat = None;
        while !self.vals.contains_key(&base) {
            let gfxc_ir::ValueDef::Result(def, _) = self.func.dfg.value_def(base) else {
                break;
            };
            match &self.func.dfg.insts[def] {
                gfxc_ir::InstData::Ternary {
                    opcode: Opcode::Insertelement,
                    args: a,
                } => {
                    let k = self.lane_index(a[2], n)? as usize;
                    lanes[k] = lanes[k].or(Some(a[1]));
                    base = a[0];
                }
                gfxc_ir::InstData::Unary {
                    opcode: Opcode::Splat,
                    arg,
                } => {
                    splat = Some(*arg);
                    break;
                }
                _ => break,
            }
        }
        if splat.is_none() {
            // Lanes of a base vector built by an insert chain: its inserted values (the base's
            // own tuple may then be dead).
            for (l, lane) in lanes.iter_mut().enumerate() {
                if lane.is_none() {
                    *lane = self.inserted_lane(base, l as u8);
                }
            }
        }
        let need_base = splat.is_none() && lanes.iter().any(Option::is_none);
        // A vector only stored is built where the store reads it, in VGPRs: one `v_mov` per
        // dword of a uniform lane, not an SGPR tuple copied again.
        let mut bank = if self.only_stored(res) {
            Bank::V
        } else {
            self.bank_for(res)
        };
        let srcs: Vec<Value> = lanes.iter().flatten().copied().chain(splat).collect();
        for &x in srcs.iter().chain(need_base.then_some(&base)) {
            if self.copy_bank(res, x)? == Bank::V {
                bank = Bank::V;
            }
        }
        let r = self.cx.vreg(bank, n * lw);
        let g = self.cx.mark();
        for d in 0..n * lw {
            let (l, o) = (d / lw, d % lw);
            let src = match (lanes[l as usize], splat) {
                (Some(e), _) => self.dword(e, o)?,
                (None, Some(x)) => self.dword(x, o)?,
                (None, None) => self.dword(base, d)?,
            };
            self.copy_dword(r, d, src, bank)?;
        }
        self.cx.group_from(g);
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    /// `splat`: one copy per dword of every lane (SALU for uniform results, VALU otherwise).
    /// Vectors of sub-dword lanes are rejected by [`Self::dwords`].
    pub(crate) fn splat(&mut self, a: Value, res: Value, ty: Type, aty: Type) -> SelResult<()> {
        if !aty.is_bool() && Self::lanes_of(ty).is_ok() && self.feeds_insert_chain(res) {
            // Built by the insert chain it starts (`insert_element`).
            return Ok(());
        }
        let w = Self::dwords(ty)?;
        let lw = Self::dwords(aty)?;
        if aty.is_bool() || lw == 0 || w % lw != 0 {
            return Err(unsupported!("splat.{ty:?} is not supported yet"));
        }
        let bank = self.bank_for(res);
        // A uniform operand may still live in VGPRs: read it into SGPRs here (not cached, so
        // other uses are unaffected).
        let sreg = match self.get(a)? {
            Val::R(r) if bank == Bank::S && self.cx.f.info(r).bank == Bank::V => {
                Some(self.in_s(a)?)
            }
            _ => None,
        };
        let r = self.cx.vreg(bank, w);
        let g = self.cx.mark();
        for j in 0..w / lw {
            for i in 0..lw {
                let src = match sreg {
                    Some(s) => self.cx.d(s, i),
                    None => self.dword(a, i)?,
                };
                self.copy_dword(r, j * lw + i, src, bank)?;
            }
        }
        self.cx.group_from(g);
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    pub(crate) fn copy_dword(
        &mut self,
        r: crate::mir::VReg,
        i: u8,
        src: MOp,
        bank: Bank,
    ) -> SelResult<()> {
        let in_vgpr = src
            .vreg()
            .is_some_and(|v| self.cx.f.info(v).bank == Bank::V);
        if bank == Bank::S && in_vgpr {
            // A uniform value computed on the VALU (or loaded by a vector memory
            // instruction): any lane holds it.
            self.cx
                .push(Op::v_readfirstlane_b32, [self.cx.d(r, i), src], 1)?;
        } else if bank == Bank::S {
            self.cx.push(Op::s_mov_b32, [self.cx.d(r, i), src], 1)?;
        } else {
            self.cx.valu(Op::v_mov_b32, self.cx.d(r, i), [src], false)?;
        }
        Ok(())
    }
}
