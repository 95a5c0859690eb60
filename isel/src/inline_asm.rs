//! Selection of `inline_asm` (LLVM's `call asm`) into one MIR group around a
//! [`Pseudo::InlineAsm`].
//!
//! Guarantees:
//! * Every register operand is a vreg of the file its constraint names (`v` VGPR, `s` SGPR,
//!   `a` AGPR — gfx908 and later), as many dwords as its type. A uniform value for `v` is
//!   copied to VGPRs; a value for `s` that lives in VGPRs is read with `v_readfirstlane` when
//!   it is uniform, and passed as the VGPR itself when it is divergent — what llc-19 does:
//!   the VGPR name lands in the template, and the assembler accepts it only where a VGPR is
//!   legal.
//! * Fixed special registers (`{vcc}`, `{exec}`, `{m0}` and their halves) are written by an
//!   `s_mov` before the asm (inputs) and read by one after it (outputs); the template names
//!   them. Fixed general-purpose registers (`{v4}`, `{s[40:41]}`, `{a5}` on gfx908+) are
//!   written by `v_mov`/`s_mov`/`v_accvgpr_write` inside the group and read back by
//!   `v_mov`/`s_mov`/`v_accvgpr_read`; they and the `~{reg}` clobbers of general-purpose
//!   registers are the asm's [`InlineAsm::clobbers`]: the allocator keeps every value live at
//!   the group out of them (`gfxc_regalloc::color`) and counts them as used. Tied inputs
//!   (`0`..`9`) are copied into their output's vreg first, and the template names that
//!   register for both. Immediates (`i n I J A B C DA DB`) are printed into the template
//!   after a range check. `r` is `s`, as in LLVM 19.
//! * The group (moves, copies, the asm) has every output defined early, i.e. an output never
//!   shares a register with an input (LLVM allows it for outputs without `&`; never sharing
//!   is always correct). On GFX6-GFX8 an asm that may write M0 is followed by the `M0 = -1`
//!   the DS instructions need.
//! * The template is assembled here once with stand-in registers of the right files and
//!   widths, so an unknown mnemonic or a bad operand is an error located at the asm call;
//!   `gfxc_emit::inline_asm` assembles it again with the allocated registers.
//! * A clobber of AGPRs on a processor without them (`~{a42}` on gfx900) is accepted and
//!   empty, as in llc-19 (which reserves the names there); an AGPR operand there stays an
//!   `unsupported:` error.
//! * Not supported (located `unsupported:` errors): `i1` operands, TTMP registers, memory
//!   (`*m`) operands, constraint alternatives, branches, labels and directives in the template.

use crate::build::{k32, SelResult, StageError};
use crate::mir::{AsmOperand, Bank, InlineAsm, Kind, MInst, MOp, Pseudo, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::inline_asm::{parse_constraints, AsmClass, AsmData, AsmFile, AsmImm};
use gfxc_ir::{Type, Value};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::{code, m0_code, Reg, RegFile};
use gfxc_isa::{Generation, Op};
use smallvec::SmallVec;

/// The kind of an inline-asm diagnostic, from how its text starts: `internal:` is a compiler
/// bug, `unsupported:` valid asm gfxc cannot compile yet, anything else invalid input.
fn classify(message: String) -> StageError {
    if message.starts_with("internal:") {
        StageError::internal(message)
    } else if message.starts_with("unsupported:") {
        StageError::unsupported(message)
    } else {
        StageError::invalid_input(message)
    }
}

/// A fixed special register named in a constraint, `count` dwords wide.
fn special(name: &str, count: u8, g: Generation) -> Option<Reg> {
    let (index, max) = match name {
        "vcc" => (code::VCC_LO, 2),
        "vcc_lo" => (code::VCC_LO, 1),
        "vcc_hi" => (code::VCC_LO + 1, 1),
        "exec" => (code::EXEC_LO, 2),
        "exec_lo" => (code::EXEC_LO, 1),
        "exec_hi" => (code::EXEC_LO + 1, 1),
        "m0" => (m0_code(g), 1),
        _ => return None,
    };
    if count > max {
        return None;
    }
    Some(Reg {
        file: RegFile::Special,
        index,
        count,
    })
}

/// Whether a clobber names a register the allocator never assigns (special registers).
fn special_clobber(name: &str) -> bool {
    matches!(
        name,
        "vcc" | "vcc_lo" | "vcc_hi" | "exec" | "exec_lo" | "exec_hi" | "m0" | "scc"
    )
}

/// The template text of an immediate `k` (raw bits of a `ty` value) under `imm`, or why not.
fn immediate(imm: AsmImm, ty: Type, k: u64) -> Result<String, String> {
    let bits = ty.bits();
    let sext = |k: u64| -> i64 {
        if bits >= 64 {
            k as i64
        } else {
            ((k << (64 - bits)) as i64) >> (64 - bits)
        }
    };
    let float_inline = |k: u64| -> bool {
        // The float inline constants (±0.5, ±1, ±2, ±4; 1/(2π) is target-dependent and
        // left out), in the operand's width.
        let vals: [f64; 8] = [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0];
        const HALF: [u64; 8] = [
            0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400,
        ];
        vals.iter().zip(HALF).any(|(&v, h)| match bits {
            16 => h == k,
            32 => (v as f32).to_bits() as u64 == k,
            64 => v.to_bits() == k,
            _ => false,
        })
    };
    let v = sext(k);
    let int_inline = (-16..=64).contains(&v);
    let ok = match imm {
        AsmImm::Any | AsmImm::Any64 => true,
        AsmImm::InlineInt => ty.is_int() && int_inline,
        AsmImm::Int16 => ty.is_int() && (-32768..=32767).contains(&v),
        AsmImm::Inline | AsmImm::Inline64 => {
            if ty.is_float() {
                float_inline(k) || k == 0
            } else {
                int_inline
            }
        }
        AsmImm::Int32 => ty.is_int() && (i32::MIN as i64..=i32::MAX as i64).contains(&v),
        AsmImm::Uint32 => ty.is_int() && (k <= u32::MAX as u64 || int_inline),
    };
    if !ok {
        return Err(format!(
            "inline asm constant {v} ({ty}) does not satisfy its constraint {imm:?}"
        ));
    }
    Ok(if ty.is_float() && float_inline(k) {
        // An inline float constant as the assembler reads it for the operand's type.
        let f = match bits {
            16 => [0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0]
                .into_iter()
                .zip([
                    0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400,
                ])
                .find(|(_, h)| *h == k)
                .map_or(0.0, |(v, _)| v),
            32 => f32::from_bits(k as u32) as f64,
            _ => f64::from_bits(k),
        };
        format!("{f:?}")
    } else if ty.is_float() {
        format!("0x{k:x}")
    } else {
        v.to_string()
    })
}

impl Selector<'_> {
    /// A general-purpose register (or tuple) named in a constraint, `w` dwords when given.
    fn gpr(&self, name: &str, w: Option<u8>) -> SelResult<Reg> {
        let p = &self.target.processor;
        let reg = match gfxc_isa::regs::parse_reg(name, self.cx.gen) {
            Ok(Some(r)) if matches!(r.file, RegFile::Sgpr | RegFile::Vgpr) => r,
            Ok(Some(r)) if r.file == RegFile::Agpr && p.regs.agprs > 0 => r,
            _ => {
                return Err(classify(format!(
                    "unsupported: inline asm register '{name}' (gfxc knows SGPRs, VGPRs, \
                     AGPRs on gfx908+, vcc, exec, m0 and scc)"
                )))
            }
        };
        let top = match reg.file {
            RegFile::Sgpr => p.regs.addressable_sgprs as u32,
            RegFile::Vgpr => p.regs.addressable_vgprs as u32,
            _ => p.regs.agprs as u32,
        };
        if reg.index as u32 + reg.count as u32 > top {
            return Err(classify(format!(
                "inline asm register '{name}' does not exist on {}",
                p.name
            )));
        }
        if let Some(w) = w {
            if reg.count != w {
                return Err(classify(format!(
                    "inline asm register '{{{name}}}' has {} dword(s), the value {w}",
                    reg.count
                )));
            }
        }
        Ok(reg)
    }

    /// Whether `name` is an AGPR (or tuple) on a processor without AGPRs: LLVM 19 reserves
    /// those names there (llc-19 accepts a clobber of them with a warning and changes
    /// nothing), and no value of the kernel can live in them, so the clobber is empty.
    fn absent_agpr(&self, name: &str) -> bool {
        self.target.processor.regs.agprs == 0
            && matches!(gfxc_isa::regs::parse_reg(name, self.cx.gen),
                Ok(Some(r)) if r.file == RegFile::Agpr && r.index as u32 + r.count as u32 <= 256)
    }

    fn asm_bank(&self, file: AsmFile) -> SelResult<Bank> {
        Ok(match file {
            AsmFile::V => Bank::V,
            AsmFile::S => Bank::S,
            AsmFile::A => {
                if self.target.processor.regs.agprs == 0 {
                    return Err(classify(format!(
                        "unsupported: inline asm constraint 'a' on {} (AGPRs exist on gfx908, \
                         gfx90a and gfx942)",
                        self.target.processor.name
                    )));
                }
                Bank::A
            }
        })
    }

    /// `v` in a vreg of `bank` (see the module doc for `s` with a divergent value).
    fn asm_in(&mut self, v: Value, bank: Bank) -> SelResult<VReg> {
        let w = Self::dwords(self.func.dfg.value_type(v))?;
        match bank {
            Bank::V => self.in_v(v),
            Bank::A => self.in_acc(v, w, Bank::A),
            Bank::S => match self.get(v)? {
                Val::R(r) if self.cx.f.info(r).bank == Bank::V && !self.uni.is_uniform(v) => Ok(r),
                _ => self.in_s(v),
            },
        }
    }

    /// Selects one `inline_asm` instruction (module doc).
    pub fn inline_asm(
        &mut self,
        inst: gfxc_ir::Inst,
        asm: &AsmData,
        args: &[Value],
        results: &[Value],
    ) -> SelResult<()> {
        let c = parse_constraints(&asm.constraints).map_err(classify)?;
        let g0 = self.cx.gen;
        let mut clobbers: Vec<Reg> = Vec::new();
        for cl in &c.clobbers {
            if special_clobber(cl) || self.absent_agpr(cl) {
                continue;
            }
            clobbers.push(
                self.gpr(cl, None)
                    .map_err(|e| classify(format!("{e} (clobber '~{{{cl}}}')")))?,
            );
        }
        let _ = g0;
        let mut writes_m0 = c.clobbers.iter().any(|r| r == "m0");
        let m = self.cx.mark();
        // The asm instruction's operands, and what each template operand prints as.
        let mut ops: Vec<MOp> = Vec::new();
        let mut defs = 0u32;
        let mut operands: Vec<AsmOperand> = Vec::new();
        // Moves out of fixed registers after the asm: (result vreg, register).
        let mut after: Vec<(VReg, Reg)> = Vec::new();
        let mut out_regs: Vec<VReg> = Vec::new();
        for (k, (o, &r)) in c.outputs.iter().zip(results).enumerate() {
            let ty = self.func.dfg.value_type(r);
            if ty == Type::I1 || ty.lane() == Some(gfxc_ir::Scalar::I1) {
                return Err(classify(
                    "unsupported: inline asm operand of type i1".to_string(),
                ));
            }
            let w = Self::dwords(ty)?;
            match &o.class {
                AsmClass::Reg(file) => {
                    let bank = self.asm_bank(*file)?;
                    let d = self.cx.vreg(bank, w);
                    operands.push(AsmOperand::Op(ops.len() as u8));
                    defs |= 1 << ops.len();
                    ops.push(self.cx.w(d));
                    out_regs.push(d);
                    self.vals.insert(r, Val::R(d));
                }
                AsmClass::Fixed(name) if special(name, w, self.cx.gen).is_none() => {
                    // A fixed general-purpose register: read after the asm.
                    let reg = self.gpr(name, Some(w))?;
                    let bank = if reg.file == RegFile::Sgpr {
                        Bank::S
                    } else {
                        Bank::V
                    };
                    let d = self.cx.vreg(bank, w);
                    operands.push(AsmOperand::Op(ops.len() as u8));
                    defs |= 1 << ops.len();
                    ops.push(MOp::P(reg));
                    clobbers.push(reg);
                    after.push((d, reg));
                    out_regs.push(d);
                    self.vals.insert(r, Val::R(d));
                }
                AsmClass::Fixed(name) => {
                    let reg = special(name, w, self.cx.gen).ok_or_else(|| {
                        classify(format!(
                            "unsupported: inline asm constraint '{{{name}}}' for a {ty} output \
                             (fixed registers: vcc, exec, m0 and their halves)"
                        ))
                    })?;
                    writes_m0 |= name == "m0";
                    let d = self.cx.vreg(Bank::S, w);
                    operands.push(AsmOperand::Op(ops.len() as u8));
                    defs |= 1 << ops.len();
                    ops.push(MOp::P(reg));
                    after.push((d, reg));
                    out_regs.push(d);
                    self.vals.insert(r, Val::R(d));
                }
                _ => return Err(classify(format!("internal: output constraint {k}"))),
            }
        }
        for (k, (i, &a)) in c.inputs.iter().zip(args).enumerate() {
            let ty = self.func.dfg.value_type(a);
            if ty == Type::I1 || ty.lane() == Some(gfxc_ir::Scalar::I1) {
                return Err(classify(
                    "unsupported: inline asm operand of type i1".to_string(),
                ));
            }
            match &i.class {
                AsmClass::Reg(file) => {
                    let bank = self.asm_bank(*file)?;
                    let r = self.asm_in(a, bank)?;
                    operands.push(AsmOperand::Op(ops.len() as u8));
                    ops.push(self.cx.w(r));
                }
                AsmClass::Fixed(name)
                    if special(name, Self::dwords(ty)?, self.cx.gen).is_none() =>
                {
                    // A fixed general-purpose register: written before the asm.
                    let w = Self::dwords(ty)?;
                    let reg = self.gpr(name, Some(w))?;
                    if reg.file == RegFile::Sgpr {
                        if !self.uni.is_uniform(a) {
                            return Err(classify(format!(
                                "unsupported: divergent inline asm input {k} in the fixed SGPR \
                                 '{{{name}}}'"
                            )));
                        }
                        let s = self.in_s(a)?;
                        for i in 0..w {
                            let p = Reg::sgpr(reg.index + i as u16, 1);
                            self.cx
                                .push(Op::s_mov_b32, [MOp::P(p), self.cx.d(s, i)], 1)?;
                        }
                    } else if reg.file == RegFile::Agpr {
                        // v_accvgpr_write_b32 takes a VGPR source (MI100 ISA §7.2).
                        let v = self.in_v(a)?;
                        for i in 0..w {
                            let p = Reg::agpr(reg.index + i as u16, 1);
                            self.cx.push(
                                Op::v_accvgpr_write_b32,
                                [MOp::P(p), self.cx.d(v, i)],
                                1,
                            )?;
                        }
                    } else {
                        // Every source first: reading a dword may select an instruction
                        // (`Selector::dword`), which must not sit between the writes of the
                        // fixed registers.
                        let mut srcs = Vec::new();
                        for i in 0..w {
                            srcs.push(self.dword(a, i)?);
                        }
                        for (i, src) in srcs.into_iter().enumerate() {
                            let p = Reg::vgpr(reg.index + i as u16, 1);
                            self.cx.push(Op::v_mov_b32_e32, [MOp::P(p), src], 1)?;
                        }
                    }
                    clobbers.push(reg);
                    operands.push(AsmOperand::Op(ops.len() as u8));
                    ops.push(MOp::P(reg));
                }
                AsmClass::Fixed(name) => {
                    let w = Self::dwords(ty)?;
                    let reg = special(name, w, self.cx.gen).ok_or_else(|| {
                        classify(format!(
                            "unsupported: inline asm constraint '{{{name}}}' for a {ty} input \
                             (fixed registers: vcc, exec, m0 and their halves)"
                        ))
                    })?;
                    writes_m0 |= name == "m0";
                    let s = self.in_s(a)?;
                    let mov = if w == 2 { Op::s_mov_b64 } else { Op::s_mov_b32 };
                    self.cx.push(mov, [MOp::P(reg), self.cx.w(s)], 1)?;
                    operands.push(AsmOperand::Op(ops.len() as u8));
                    ops.push(MOp::P(reg));
                }
                AsmClass::Tied(n) => {
                    let n = *n as usize;
                    let d = out_regs[n];
                    let AsmOperand::Op(at) = operands[n] else {
                        return Err(classify("internal: tied operand".to_string()));
                    };
                    if !matches!(ops[at as usize], MOp::V { .. }) {
                        return Err(classify(format!(
                            "unsupported: inline asm input {k} tied to a fixed-register output"
                        )));
                    }
                    let bank = self.cx.f.info(d).bank;
                    let s = self.asm_in(a, bank)?;
                    if self.cx.f.info(s).bank != bank {
                        return Err(classify(format!(
                            "unsupported: divergent inline asm input {k} tied to an SGPR output"
                        )));
                    }
                    let s = self.cx.w(s);
                    self.cx.copy(d, s);
                    operands.push(AsmOperand::Op(at));
                }
                AsmClass::Imm(imm) => {
                    let Val::K(bits) = self.get(a)? else {
                        return Err(classify(format!(
                            "inline asm input {k} has an immediate constraint but is not a \
                             constant"
                        )));
                    };
                    operands.push(AsmOperand::Text(
                        immediate(*imm, ty, bits).map_err(classify)?,
                    ));
                }
            }
        }
        // Assemble once with stand-in registers: errors point at the asm call.
        let g = self.cx.gen;
        let block = InlineAsm {
            template: asm.template.clone(),
            operands,
            src: inst.as_u32(),
            clobbers,
        };
        let stand_in: Vec<MOp> = ops
            .iter()
            .enumerate()
            .map(|(k, o)| match o {
                MOp::V { reg, n, .. } => {
                    let base = (16 * k as u16) % 80;
                    MOp::P(match self.cx.f.info(*reg).bank {
                        Bank::V => Reg::vgpr(base, *n),
                        Bank::S => Reg::sgpr(base, *n),
                        Bank::A => Reg::agpr(base, *n),
                    })
                }
                o => o.clone(),
            })
            .collect();
        let text = crate::mir::asm::substitute(&block, &stand_in, self.target).map_err(classify)?;
        crate::mir::asm::assemble(&text, self.target).map_err(classify)?;
        let idx = self.cx.f.inline_asm.len() as u32;
        self.cx.f.inline_asm.push(block);
        self.cx.f.blocks[self.cx.cur].insts.push(MInst {
            kind: Kind::Pseudo(Pseudo::InlineAsm(idx)),
            ops: SmallVec::from_vec(ops),
            defs,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed: Vec::new(),
            mem: None,
        });
        for (d, reg) in after {
            match reg.file {
                RegFile::Special => {
                    let mov = if reg.count == 2 {
                        Op::s_mov_b64
                    } else {
                        Op::s_mov_b32
                    };
                    self.cx.push(mov, [self.cx.w(d), MOp::P(reg)], 1)?;
                }
                file => {
                    for i in 0..reg.count {
                        let (p, mov) = match file {
                            RegFile::Sgpr => (Reg::sgpr(reg.index + i as u16, 1), Op::s_mov_b32),
                            RegFile::Agpr => {
                                (Reg::agpr(reg.index + i as u16, 1), Op::v_accvgpr_read_b32)
                            }
                            _ => (Reg::vgpr(reg.index + i as u16, 1), Op::v_mov_b32_e32),
                        };
                        self.cx.push(mov, [self.cx.d(d, i), MOp::P(p)], 1)?;
                    }
                }
            }
        }
        if writes_m0 && g <= Generation::Gfx8 {
            // DS instructions anywhere after it need M0 = -1 again (`mem.rs`).
            let m0 = MOp::P(Reg {
                file: RegFile::Special,
                index: m0_code(g),
                count: 1,
            });
            self.cx
                .push(Op::s_mov_b32, [m0, MOp::C(k32(u32::MAX))], 1)?;
        }
        self.cx.group_from(m);
        Ok(())
    }
}
