//! Selection of memory operations: scalar loads from kernarg/constant memory, global (GFX9+)
//! and flat (GFX7/8) loads, stores and atomics, LDS (DS) accesses, fences, LDS addresses.
//! Accesses through a generic (`flat`) pointer, which may reach LDS or scratch through the
//! apertures, always use the FLAT instructions (GFX7+; never `global_*`).
//!
//! Guarantees: a load uses SMEM only when its address is uniform and in the constant space
//! (read-only for the whole dispatch, so the scalar cache cannot be stale) or a dword-aligned,
//! non-volatile, non-atomic global load flagged `invariant` (no store of the dispatch writes
//! its bytes before it: LLVM's `!amdgpu.noclobber`, which llc-19 selects the same way).
//! Constant offsets of `ptradd` chains are folded into the instruction's immediate offset
//! when the generation's field holds them (GFX9+ global: 0..=2047, DS: 0..=65535, SMEM: a
//! 20-bit byte offset, SMRD: 8-bit dword offset).
//!
//! Every global, flat, scratch and LDS access, atomic and fence carries its memory
//! semantics ([`MemSem`]: ordering, scope, address space, volatile, nontemporal, returning
//! form); fences are [`Pseudo::Fence`]. Selection emits no waits, cache-policy bits or cache
//! maintenance for them: `gfxc_emit::memory_legalizer` applies the AMDGPUUsage memory-model
//! sequence after register allocation. GFX6 global memory and GFX6-GFX8 private memory are
//! MUBUF (`buffer.rs`).

use crate::build::{k32, SelResult, StageError};
use crate::mir::{Bank, Kind, MInst, MOp, MemKind, MemSem, Pseudo, VReg};
use crate::select::{Selector, Val};
use gfxc_ir::{AddrSpace, InstData, Opcode, Ordering, RmwOp, Type, Value};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::{m0_code, Operand, Reg, RegFile};
use gfxc_isa::Generation;
use gfxc_isa::Op;
use gfxc_lower::mem_ops::{self, Family};
use smallvec::SmallVec;

/// A shared DS base register is reused at most this many instructions after its definition.
const DS_BASE_REUSE: usize = 256;

impl Selector<'_> {
    /// Follow `ptradd p, K` chains: (base, constant byte offset).
    pub fn addr_parts(&self, mut a: Value) -> (Value, i64) {
        let mut off = 0i64;
        loop {
            let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(a) else {
                return (a, off);
            };
            match &self.func.dfg.insts[i] {
                InstData::Binary {
                    opcode: Opcode::Ptradd,
                    args,
                } => match self.vals.get(&args[1]) {
                    Some(Val::K(k)) => {
                        let k = if self.func.dfg.value_type(args[1]).bits() == 32 {
                            *k as u32 as i32 as i64
                        } else {
                            *k as i64
                        };
                        off += k;
                        a = args[0];
                    }
                    _ => return (a, off),
                },
                _ => return (a, off),
            }
        }
    }

    fn pseudo(&mut self, p: Pseudo, mem: Option<MemSem>) {
        self.cx.f.blocks[self.cx.cur].insts.push(MInst {
            kind: Kind::Pseudo(p),
            ops: SmallVec::new(),
            defs: 0,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed: Vec::new(),
            mem,
        });
    }

    /// Attaches the memory semantics of `flags` to the access just selected (the last
    /// instruction of the block); the memory legalizer turns them into cache-policy bits,
    /// waits and cache maintenance.
    pub(crate) fn mark_access(
        &mut self,
        kind: MemKind,
        space: AddrSpace,
        flags: &gfxc_ir::MemFlags,
    ) {
        if let Some(inst) = self.cx.f.blocks[self.cx.cur].insts.last_mut() {
            inst.mem = Some(MemSem {
                kind,
                space,
                ordering: flags.ordering,
                scope: flags.scope,
                volatile: flags.volatile,
                nontemporal: flags.nontemporal,
                root: self.access_root,
            });
        }
    }

    /// GFX6-GFX8 DS instructions check addresses against M0 (ISA "M0": the LDS size limit),
    /// which must hold -1 (no limit) for them, as `llc-19` sets it. Nothing else gfxc emits
    /// writes M0, so one `s_mov_b32 m0, -1` at the start of the kernel ([`Self::m0_prolog`])
    /// serves every DS instruction; this only records that one is needed.
    fn m0_init(&mut self) -> SelResult<()> {
        if self.cx.gen <= Generation::Gfx8 {
            self.m0_needed = true;
        }
        Ok(())
    }

    /// The M0 initialisation [`Self::m0_init`] asked for, right after the entry pseudo.
    pub(crate) fn m0_prolog(&mut self) -> SelResult<()> {
        if !self.m0_needed {
            return Ok(());
        }
        let start = self.cx.f.blocks[0].insts.len();
        let cur = self.cx.cur;
        self.cx.cur = 0;
        let m0 = MOp::P(Reg {
            file: RegFile::Special,
            index: m0_code(self.cx.gen),
            count: 1,
        });
        self.cx
            .push(Op::s_mov_b32, [m0, MOp::C(k32(u32::MAX))], 1)?;
        self.cx.cur = cur;
        self.move_to_entry_start(start);
        Ok(())
    }

    /// The plain load or store of `w` dwords (of `self.narrow` bytes when narrow) of the
    /// family `kind` (`buffer`, `global`, `flat`, `scratch`; LDS for `space` local).
    pub(crate) fn mem_op(&self, kind: &str, space: AddrSpace, load: bool, w: u8) -> SelResult<Op> {
        let g11 = self.cx.gen == Generation::Gfx11;
        let bytes = if self.narrow != 0 {
            self.narrow
        } else if (1..=4).contains(&w) {
            4 * w
        } else {
            return Err(unsupported!(
                "memory access wider than 16 bytes is not supported yet"
            ));
        };
        let family = if space == AddrSpace::Local {
            Family::Ds
        } else {
            Family::of_kind(kind).ok_or_else(|| internal!("internal: memory family {kind}"))?
        };
        self.cx.table_op(mem_ops::access(family, load, bytes, g11))
    }

    /// The instruction family of a global or generic (`flat`) access on this generation.
    ///
    /// A `flat` pointer that address-space inference (`gfxc_lower::infer_address_spaces`)
    /// could not narrow may point into LDS or scratch through the apertures (AMDGPUUsage
    /// "Address Spaces"), so it takes the FLAT instructions on every generation that has
    /// them (GFX7+); `global_*` would miss the apertures. GFX6 has no FLAT instructions (as
    /// `llc-19 -mcpu=gfx600`, which cannot select a generic access either).
    fn vmem_kind(&self, space: AddrSpace) -> SelResult<&'static str> {
        // No FLAT on GFX6: global memory through MUBUF with addr64 (`buffer.rs`).
        gfxc_lower::expand_atomics::vmem_kind(self.cx.gen, space).ok_or_else(|| {
            StageError::unsupported(
                "generic (flat) memory access on GFX6 (no FLAT instructions) is not supported",
            )
        })
    }

    /// The immediate offsets a global or flat access of this generation can encode
    /// (measured with `llvm-mc-19`): GLOBAL is signed 13-bit on GFX9 and GFX11, signed 12-bit
    /// on GFX10; FLAT is unsigned, 12-bit on GFX9/GFX11, 11-bit on GFX10.3, and unused on
    /// GFX10.1, whose flat offsets are broken (LLVM's `FeatureFlatSegmentOffsetBug`: `llc-19
    /// -mcpu=gfx1010` never folds them). GFX7/GFX8 FLAT has no offset field.
    pub(crate) fn vmem_offset_range(&self, kind: &str) -> std::ops::RangeInclusive<i64> {
        let gen = self.cx.gen;
        match kind {
            "global" if gen.is_gfx10() => -2048..=2047,
            "global" => -4096..=4095,
            "flat" => match gen {
                Generation::Gfx9 | Generation::Gfx11 => 0..=4095,
                Generation::Gfx10_3 => 0..=2047,
                _ => 0..=0,
            },
            _ => 0..=0,
        }
    }

    /// Address operands of a global/flat access: (ops before data, imm offset, `saddr`
    /// operand — `Some` for the global instructions: an SGPR pair or `off`).
    ///
    /// GLOBAL takes the `saddr` form (AMDGPUUsage / ISA "Global" addressing: SGPR base +
    /// zero-extended 32-bit VGPR offset + immediate) when the base is uniform (VGPR offset 0)
    /// or is `ptradd p, zext.i64 x` with `p` uniform and `x` an `i32` — exactly the address,
    /// since `zext x` is the zero-extended VGPR value (`gfxc_lower::offset32` makes that form
    /// only where the 64-bit offset provably fits in 32 bits).
    fn vmem_addr(&mut self, addr: Value) -> SelResult<(crate::build::Ops, i64, Option<MOp>)> {
        let space = self
            .func
            .dfg
            .value_type(addr)
            .addr_space()
            .unwrap_or(AddrSpace::Flat);
        let kind = self.vmem_kind(space)?;
        let (base, off) = self.addr_parts(addr);
        let (base, off) = if self.vmem_offset_range(kind).contains(&off) {
            (base, off)
        } else {
            (addr, 0)
        };
        if kind != "global" {
            let v = self.in_v(base)?;
            return Ok((smallvec::smallvec![self.cx.w(v)], off, None));
        }
        if let Val::R(r) = self.get(base)? {
            if self.cx.f.info(r).bank == Bank::S {
                // SGPR base + zero VGPR offset.
                let z = self.cx.vreg(Bank::V, 1);
                self.cx
                    .push(Op::v_mov_b32_e32, [self.cx.w(z), MOp::C(k32(0))], 1)?;
                return Ok((smallvec::smallvec![self.cx.w(z)], off, Some(self.cx.w(r))));
            }
        }
        if let Some((p, x)) = self.saddr_parts(base) {
            let s = self.in_s(p)?;
            let v = self.in_v(x)?;
            return Ok((smallvec::smallvec![self.cx.w(v)], off, Some(self.cx.w(s))));
        }
        let v = self.in_v(base)?;
        Ok((
            smallvec::smallvec![self.cx.w(v)],
            off,
            Some(MOp::C(Operand::Off)),
        ))
    }

    /// `base == ptradd p, zext.i64 x` with `p` uniform and `x` an `i32`: (p, x).
    fn saddr_parts(&self, base: Value) -> Option<(Value, Value)> {
        let gfxc_ir::ValueDef::Result(i, _) = self.func.dfg.value_def(base) else {
            return None;
        };
        let InstData::Binary {
            opcode: Opcode::Ptradd,
            args: [p, o],
        } = self.func.dfg.insts[i]
        else {
            return None;
        };
        let gfxc_ir::ValueDef::Result(j, _) = self.func.dfg.value_def(o) else {
            return None;
        };
        let InstData::Unary {
            opcode: Opcode::Zext,
            arg: x,
        } = self.func.dfg.insts[j]
        else {
            return None;
        };
        (self.func.dfg.value_type(x) == Type::I32
            && self.func.dfg.value_type(p).bits() == 64
            && self.uni.is_uniform(p))
        .then_some((p, x))
    }

    /// Loads, stores, atomics, fences, global addresses.
    pub fn select_mem(&mut self, i: gfxc_ir::Inst, d: &InstData) -> SelResult<()> {
        let res = self.func.dfg.inst_results(i).first().copied();
        self.access_root = match d {
            InstData::Load { addr, .. } => self.roots.root(*addr),
            InstData::Store { args, .. } => self.roots.root(args[1]),
            _ => None,
        };
        match d {
            InstData::GlobalAddr { global } => {
                let g = &self.m.globals[*global];
                if g.space != AddrSpace::Local {
                    // One address per machine block and variable: the block's first
                    // computation dominates the rest of it.
                    let r = match self.global_addrs.get(&(self.cx.cur, *global)) {
                        Some(r) => *r,
                        None => {
                            let r = crate::global_addr::materialize(&mut self.cx, &g.name)?;
                            self.global_addrs.insert((self.cx.cur, *global), r);
                            r
                        }
                    };
                    self.vals.insert(res.unwrap(), Val::R(r));
                    return Ok(());
                }
                if self.cx.f.device_function {
                    // The address depends on the kernel (`calls.rs`).
                    let r = self.lds_table_address(*global)?;
                    self.vals.insert(res.unwrap(), Val::R(r));
                    return Ok(());
                }
                let off = self.lk.lds.offset_of(*global).unwrap_or(0);
                self.vals.insert(res.unwrap(), Val::K(off as u64));
                Ok(())
            }
            InstData::Fence {
                ordering,
                scope,
                spaces,
            } => {
                // An OpenCL-style fence (`spaces(...)`) orders only the listed spaces; generic
                // covers both.
                let has = |a| spaces.contains(a) || spaces.contains(AddrSpace::Flat);
                let sem = MemSem {
                    kind: MemKind::Fence {
                        global: has(AddrSpace::Global),
                        local: has(AddrSpace::Local),
                    },
                    space: AddrSpace::Flat,
                    ordering: *ordering,
                    scope: *scope,
                    volatile: false,
                    nontemporal: false,
                    root: None,
                };
                self.pseudo(Pseudo::Fence, Some(sem));
                Ok(())
            }
            InstData::Load { addr, flags } => {
                let res = res.unwrap();
                let ty = self.func.dfg.value_type(res);
                let space = self
                    .func
                    .dfg
                    .value_type(*addr)
                    .addr_space()
                    .unwrap_or(AddrSpace::Flat);
                let w = Self::dwords(ty)?;
                let (base, off) = self.addr_parts(*addr);
                if let Some(&k) = self.special_ptrs.get(&base) {
                    let v = self.special_load(k, off, w)?;
                    self.vals.insert(res, v);
                    return Ok(());
                }
                if ty.is_bool()
                    || (ty.store_size() & 3 != 0
                        && (!matches!(ty.store_size(), 1 | 2) || ty.is_vector()))
                {
                    return Err(unsupported!(
                        "sub-dword loads of this type are not supported yet"
                    ));
                }
                if ty.store_size() < 4 && self.narrow == 0 {
                    self.narrow = ty.store_size() as u8;
                    let r = self.select_mem(i, d);
                    self.narrow = 0;
                    return r;
                }
                // The scalar cache is coherent with nothing the dispatch stores: constant
                // memory, and global memory a load is flagged invariant for (`!amdgpu.noclobber`
                // from LLVM, as llc-19 selects it), dword-aligned (SMEM addresses are).
                let scalar_cache = space == AddrSpace::Constant
                    || (space == AddrSpace::Global
                        && flags.invariant
                        && !flags.volatile
                        && !flags.ordering.is_atomic()
                        && flags.align >= 4);
                if scalar_cache && self.uni.is_uniform(*addr) && self.narrow == 0 {
                    let (base, off) = self.addr_parts(*addr);
                    let lim = if self.cx.gen <= Generation::Gfx7 {
                        1020
                    } else {
                        (1 << 20) - 1
                    };
                    let (base, off) = if (0..=lim).contains(&off) && off & 3 == 0 {
                        (base, off)
                    } else {
                        (*addr, 0)
                    };
                    let b = self.in_s(base)?;
                    let r = self.smem_load(self.cx.w(b), off as u32, w)?;
                    self.vals.insert(res, Val::R(r));
                    return Ok(());
                }
                let r = self.def_reg(res, Bank::V)?;
                if space == AddrSpace::Local {
                    self.ds_access(*addr, Some(r), None, w, flags)?;
                    return Ok(());
                }
                if space == AddrSpace::Private {
                    self.scratch_access(*addr, Some(r), None, w)?;
                    self.mark_access(MemKind::Load, space, flags);
                    return Ok(());
                }
                if !matches!(
                    space,
                    AddrSpace::Global | AddrSpace::Constant | AddrSpace::Flat
                ) {
                    return Err(unsupported!(
                        "loads from {} memory are not supported yet",
                        space.name()
                    ));
                }
                let kind = self.vmem_kind(space)?;
                let op = self.mem_op(kind, space, true, w)?;
                if kind == "buffer" {
                    self.buffer_global(op, *addr, Some(r), None)?;
                    self.mark_access(MemKind::Load, space, flags);
                    return Ok(());
                }
                let (aops, off, saddr) = self.vmem_addr(*addr)?;
                let mut ops: crate::build::Ops = smallvec::smallvec![self.cx.w(r)];
                ops.extend(aops);
                ops.extend(saddr);
                let inst = self.cx.push(op, ops, 1)?;
                inst.m.offset = off;
                self.mark_access(MemKind::Load, space, flags);
                Ok(())
            }
            InstData::Store { args, flags } => {
                let (val, addr) = (args[0], args[1]);
                let ty = self.func.dfg.value_type(val);
                let space = self
                    .func
                    .dfg
                    .value_type(addr)
                    .addr_space()
                    .unwrap_or(AddrSpace::Flat);
                if ty.is_bool()
                    || (ty.store_size() & 3 != 0
                        && (!matches!(ty.store_size(), 1 | 2) || ty.is_vector()))
                {
                    return Err(unsupported!(
                        "sub-dword stores of this type are not supported yet"
                    ));
                }
                if ty.store_size() < 4 && self.narrow == 0 {
                    self.narrow = ty.store_size() as u8;
                    let r = self.select_mem(i, d);
                    self.narrow = 0;
                    return r;
                }
                let w = Self::dwords(ty)?;
                let data = self.in_v(val)?;
                if space == AddrSpace::Local {
                    self.ds_access(addr, None, Some(data), w, flags)?;
                    return Ok(());
                }
                if space == AddrSpace::Private {
                    self.scratch_access(addr, None, Some(data), w)?;
                    self.mark_access(MemKind::Store, space, flags);
                    return Ok(());
                }
                if !matches!(space, AddrSpace::Global | AddrSpace::Flat) {
                    return Err(unsupported!(
                        "stores to {} memory are not supported yet",
                        space.name()
                    ));
                }
                let kind = self.vmem_kind(space)?;
                let op = self.mem_op(kind, space, false, w)?;
                if kind == "buffer" {
                    self.buffer_global(op, addr, None, Some(data))?;
                    self.mark_access(MemKind::Store, space, flags);
                    return Ok(());
                }
                let (aops, off, saddr) = self.vmem_addr(addr)?;
                let mut ops = aops;
                ops.push(self.cx.w(data));
                ops.extend(saddr);
                let inst = self.cx.push(op, ops, 0)?;
                inst.m.offset = off;
                self.mark_access(MemKind::Store, space, flags);
                Ok(())
            }
            InstData::AtomicRmw { op, flags, args } => self.atomic(i, *op, flags, args),
            InstData::CmpXchg {
                flags,
                args,
                failure,
                ..
            } => self.cmpxchg(i, flags, *failure, args),
            _ => Err(internal!("internal: select_mem")),
        }
    }

    /// DS load (`dst`) or store (`data`) of `w` dwords.
    /// Private memory through the scratch instructions (GFX9+ flat scratch): the lane's
    /// offset in a VGPR, `off` as the SGPR base, constant offsets as immediates.
    fn scratch_access(
        &mut self,
        addr: Value,
        dst: Option<VReg>,
        data: Option<VReg>,
        w: u8,
    ) -> SelResult<()> {
        if self.cx.gen < Generation::Gfx9 {
            // MUBUF through the private segment buffer (`buffer.rs`).
            return self.buffer_private(addr, dst, data, w);
        }
        let max = if self.cx.gen.is_gfx10_plus() && self.cx.gen < Generation::Gfx11 {
            2047
        } else {
            4095
        };
        let (base, off) = self.addr_parts(addr);
        let (base, off) = if (0..=max - 16).contains(&off) {
            (base, off)
        } else {
            (addr, 0)
        };
        if !(1..=4).contains(&w) {
            return Err(unsupported!(
                "private access wider than 16 bytes is not supported yet"
            ));
        }
        let op = self.mem_op("scratch", AddrSpace::Private, dst.is_some(), w)?;
        let va = self.in_v(base)?;
        let off_op = MOp::C(Operand::Off);
        let inst = if let Some(r) = dst {
            let ops = [self.cx.w(r), self.cx.w(va), off_op];
            self.cx.push(op, ops, 1)?
        } else {
            let d = data.ok_or_else(|| internal!("internal: scratch access without data"))?;
            let ops = [self.cx.w(va), self.cx.w(d), off_op];
            self.cx.push(op, ops, 0)?
        };
        inst.m.offset = off;
        Ok(())
    }

    /// DS load (`dst`) or store (`data`) of `w` dwords, with its memory semantics.
    ///
    /// `ds_read_b64/b96/b128` need their natural alignment unless the (not default)
    /// unaligned access mode is on; like `llc-19` on every generation, an under-aligned
    /// 8-, 12- or 16-byte access is split into dword (align 4) or qword (align 8) elements:
    /// two-address forms (`ds_read2_b32 v[0:1], v2 offset1:1`) when the offsets fit the 8-bit
    /// element fields, else one instruction per element with the 16-bit offset. Loads define
    /// the result's parts in one allocation group. (Accesses aligned below 4 bytes are not
    /// split further.)
    fn ds_access(
        &mut self,
        addr: Value,
        dst: Option<VReg>,
        data: Option<VReg>,
        w: u8,
        flags: &gfxc_ir::MemFlags,
    ) -> SelResult<()> {
        let (base, off) = self.addr_parts(addr);
        let (base, off) = if (0..=65535).contains(&off) {
            (base, off)
        } else {
            (addr, 0)
        };
        let (va, off) = self.ds_base(base, off)?;
        self.m0_init()?;
        let kind = if dst.is_some() {
            MemKind::Load
        } else {
            MemKind::Store
        };
        let natural = 4 * w as u32;
        // GFX6 has no `ds_read/write_b96/b128` (added in GFX7: ISA "DS" opcode tables): a
        // 3- or 4-dword access is split as an under-aligned one is.
        let no_wide = w > 2 && self.cx.gen == Generation::Gfx6;
        if self.narrow == 0 && w >= 2 && flags.align >= 4 && (flags.align < natural || no_wide) {
            // Element size: 8 bytes when aligned so and the access is a whole number of them.
            let e: u8 = if flags.align >= 8 && w.is_multiple_of(2) {
                2
            } else {
                1
            };
            let n = w / e;
            let eb = 4 * e as i64;
            let g11 = self.cx.gen == Generation::Gfx11;
            let two = off % eb == 0 && off / eb + n as i64 - 1 <= 255;
            let g = self.cx.mark();
            let mut k = 0u8;
            while k < n {
                let pair = two && k + 1 < n;
                let part = |d: VReg, j: u8| MOp::V {
                    reg: d,
                    off: j * e,
                    n: if pair && j == k { 2 * e } else { e },
                };
                let op = if pair {
                    self.cx
                        .table_op(mem_ops::ds_pair(dst.is_some(), 4 * e, g11))?
                } else {
                    self.mem_op("ds", AddrSpace::Local, dst.is_some(), e)?
                };
                let inst = if let Some(d) = dst {
                    self.cx.push(op, [part(d, k), self.cx.w(va)], 1)?
                } else {
                    let dv = data.ok_or_else(|| internal!("internal: DS store without data"))?;
                    let one = |j: u8| MOp::V {
                        reg: dv,
                        off: j * e,
                        n: e,
                    };
                    let mut ops: crate::build::Ops = smallvec::smallvec![self.cx.w(va), one(k)];
                    if pair {
                        ops.push(one(k + 1));
                    }
                    self.cx.push(op, ops, 0)?
                };
                if pair {
                    inst.m.offset = off / eb + k as i64;
                    inst.m.offset1 = (off / eb + k as i64 + 1) as u8;
                } else {
                    inst.m.offset = off + eb * k as i64;
                }
                self.mark_access(kind, AddrSpace::Local, flags);
                k += if pair { 2 } else { 1 };
            }
            if dst.is_some() {
                self.cx.group_from(g);
            }
            return Ok(());
        }
        let op = self.mem_op("ds", AddrSpace::Local, dst.is_some(), w)?;
        let inst = if let Some(d) = dst {
            self.cx.push(op, [self.cx.w(d), self.cx.w(va)], 1)?
        } else {
            let dv = data.ok_or_else(|| internal!("internal: DS store without data"))?;
            self.cx.push(op, [self.cx.w(va), self.cx.w(dv)], 0)?
        };
        inst.m.offset = off;
        self.mark_access(kind, AddrSpace::Local, flags);
        Ok(())
    }

    /// The VGPR address operand and offset of a DS access at `base + off` (`off` in
    /// `0..=65535`). A constant address is `0 + K` through a `v_mov_b32 v, 0`, a uniform base
    /// a VGPR copy of it; both are shared by the later DS accesses of the machine block
    /// (`Selector::ds_bases`) while no instruction since the copy wrote EXEC (lanes enabled
    /// later would not hold the value) and it is at most [`DS_BASE_REUSE`] instructions back,
    /// so that `crate::ds_pairing` sees one address operand.
    fn ds_base(&mut self, base: Value, off: i64) -> SelResult<(VReg, i64)> {
        let cur = self.cx.cur;
        let (key, koff) = match self.get(base)? {
            Val::K(k) if (k as i64 + off) <= 65535 => (None, k as i64 + off),
            Val::R(r) if self.cx.f.info(r).bank == Bank::S => (Some(base), off),
            _ => return Ok((self.in_v(base)?, off)),
        };
        if let Some(&(v, at)) = self.ds_bases.get(&(cur, key)) {
            let insts = &self.cx.f.blocks[cur].insts;
            let variant = self.cx.f.variant;
            if insts.len() >= at
                && insts.len() - at <= DS_BASE_REUSE
                && !insts[at..]
                    .iter()
                    .any(|i| crate::ds_pairing::writes_exec(variant, i))
            {
                return Ok((v, koff));
            }
        }
        let v = match key {
            None => {
                let z = self.cx.vreg(Bank::V, 1);
                self.cx
                    .push(Op::v_mov_b32_e32, [self.cx.w(z), MOp::C(k32(0))], 1)?;
                z
            }
            Some(b) => self.in_v(b)?,
        };
        let at = self.cx.mark();
        self.ds_bases.insert((cur, key), (v, at));
        Ok((v, koff))
    }

    fn atomic(
        &mut self,
        i: gfxc_ir::Inst,
        op: RmwOp,
        flags: &gfxc_ir::MemFlags,
        args: &[Value; 2],
    ) -> SelResult<()> {
        let res = self.func.dfg.inst_results(i)[0];
        let used = self.use_count.get(&res).copied().unwrap_or(0) > 0;
        let ty = self.func.dfg.value_type(res);
        let (addr, val) = (args[0], args[1]);
        let space = self
            .func
            .dfg
            .value_type(addr)
            .addr_space()
            .unwrap_or(AddrSpace::Flat);
        let wide = ty.bits() == 64;
        let int_ok = ty == Type::I32 || ty == Type::I64;
        let float_ok = (ty == Type::F32 || ty == Type::F64) && (op.is_float() || op == RmwOp::Xchg);
        if !int_ok && !float_ok {
            return Err(unsupported!(
                "atomic_rmw {} of {ty} is not supported yet",
                op.name()
            ));
        }
        let g11 = self.cx.gen == Generation::Gfx11;
        let data = self.in_v(val)?;
        // `ds_wrxchg` exists only in the returning form.
        let rtn = used || op == RmwOp::Xchg;
        let r = if rtn {
            self.def_reg(res, Bank::V)?
        } else {
            self.vals.insert(res, Val::K(0));
            self.cx.vreg(Bank::V, if wide { 2 } else { 1 })
        };
        if space == AddrSpace::Local {
            // GFX11 renamed `ds_wrxchg` to `ds_storexchg` (RDNA3 ISA "LDS instructions").
            let cands = mem_ops::ds_atomic(op, wide, rtn);
            let Some(&inst_op) = cands.ops.iter().find(|&&o| self.cx.has(o)) else {
                return Err(unsupported!(
                    "atomic_rmw {} of {ty} on LDS ({}) is not available on {}",
                    op.name(),
                    cands.first,
                    self.target.processor.name
                ));
            };
            let (vbase, off) = self.addr_parts(addr);
            let (vbase, off) = if (0..=65535).contains(&off) {
                (vbase, off)
            } else {
                (addr, 0)
            };
            let va = self.in_v(vbase)?;
            self.m0_init()?;
            let inst = if rtn {
                self.cx
                    .push(inst_op, [self.cx.w(r), self.cx.w(va), self.cx.w(data)], 1)?
            } else {
                self.cx.push(inst_op, [self.cx.w(va), self.cx.w(data)], 0)?
            };
            inst.m.offset = off;
            self.mark_access(MemKind::Rmw { returns: used }, space, flags);
        } else {
            let kind = self.vmem_kind(space)?;
            let family =
                Family::of_kind(kind).ok_or_else(|| internal!("internal: memory family {kind}"))?;
            let cands = mem_ops::vmem_atomic(family, op, wide, g11);
            let Some(&inst_op) = cands.ops.iter().find(|&&o| self.cx.has(o)) else {
                return Err(unsupported!(
                    "atomic_rmw {} of {ty} ({}) is not available on {}",
                    op.name(),
                    cands.first,
                    self.target.processor.name
                ));
            };
            if kind == "buffer" {
                let mk = MemKind::Rmw { returns: used };
                return self.buffer_global_atomic(
                    inst_op,
                    addr,
                    data,
                    used.then_some(r),
                    mk,
                    flags,
                );
            }
            let (aops, off, saddr) = self.vmem_addr(addr)?;
            let mut ops = aops;
            ops.push(self.cx.w(data));
            ops.extend(saddr);
            let ret = if used { Some(self.cx.w(r)) } else { None };
            let inst = self.cx.push(inst_op, ops, 0)?;
            inst.m.offset = off;
            if let Some(ret) = ret {
                inst.ret = Some(ret);
                inst.m.glc = true;
            }
            self.mark_access(MemKind::Rmw { returns: used }, space, flags);
        }
        Ok(())
    }

    /// `cmpxchg`: `{global,flat}_atomic_cmpswap` (data = new, cmp) or `ds_cmpst_rtn`
    /// (`ds_cmpstore_rtn` with swapped data on GFX11); success is `old == expected`.
    fn cmpxchg(
        &mut self,
        i: gfxc_ir::Inst,
        flags: &gfxc_ir::MemFlags,
        failure: Ordering,
        args: &[Value; 3],
    ) -> SelResult<()> {
        let rs = self.func.dfg.inst_results(i).to_vec();
        let ty = self.func.dfg.value_type(rs[0]);
        let w: u8 = match ty {
            Type::Scalar(gfxc_ir::Scalar::I32) | Type::Scalar(gfxc_ir::Scalar::F32) => 1,
            Type::Scalar(gfxc_ir::Scalar::I64) | Type::Scalar(gfxc_ir::Scalar::F64) => 2,
            _ => return Err(unsupported!("cmpxchg of this type is not supported yet")),
        };
        let (addr, cmp, new) = (args[0], args[1], args[2]);
        let space = self
            .func
            .dfg
            .value_type(addr)
            .addr_space()
            .unwrap_or(AddrSpace::Flat);
        let g11 = self.cx.gen == Generation::Gfx11;
        let (nv, cv) = (self.in_v(new)?, self.in_v(cmp)?);
        let r = self.cx.vreg(Bank::V, w);
        if space == AddrSpace::Local {
            let (vbase, off) = self.addr_parts(addr);
            let (vbase, off) = if (0..=65535).contains(&off) {
                (vbase, off)
            } else {
                (addr, 0)
            };
            let va = self.in_v(vbase)?;
            self.m0_init()?;
            // GFX11's ds_cmpstore takes {new, cmp}, ds_cmpst {cmp, new}.
            let op = self
                .cx
                .table_op(mem_ops::cmpswap(Family::Ds, w == 2, g11))?;
            let (d0, d1) = if g11 { (nv, cv) } else { (cv, nv) };
            let ops = [self.cx.w(r), self.cx.w(va), self.cx.w(d0), self.cx.w(d1)];
            let inst = self.cx.push(op, ops, 1)?;
            inst.m.offset = off;
        } else {
            let kind = self.vmem_kind(space)?;
            let data = self.cx.vreg(Bank::V, 2 * w);
            let g = self.cx.mark();
            for k in 0..w {
                let (a, b) = (self.cx.d(nv, k), self.cx.d(cv, k));
                self.cx
                    .push(Op::v_mov_b32_e32, [self.cx.d(data, k), a], 1)?;
                self.cx
                    .push(Op::v_mov_b32_e32, [self.cx.d(data, w + k), b], 1)?;
            }
            self.cx.group_from(g);
            let family =
                Family::of_kind(kind).ok_or_else(|| internal!("internal: memory family {kind}"))?;
            let op = self.cx.table_op(mem_ops::cmpswap(family, w != 1, g11))?;
            if kind == "buffer" {
                let mk = MemKind::CmpXchg {
                    returns: true,
                    failure,
                };
                self.buffer_global_atomic(op, addr, data, Some(r), mk, flags)?;
                self.vals.insert(rs[0], Val::R(r));
                let m = self.icmp(gfxc_ir::IntCC::Eq, rs[0], cmp, rs[1])?;
                self.vals.insert(rs[1], Val::Mask(m));
                return Ok(());
            }
            let (aops, off, saddr) = self.vmem_addr(addr)?;
            let mut ops = aops;
            ops.push(self.cx.w(data));
            ops.extend(saddr);
            let ret = self.cx.w(r);
            let inst = self.cx.push(op, ops, 0)?;
            inst.m.offset = off;
            inst.ret = Some(ret);
            inst.m.glc = true;
        }
        self.mark_access(
            MemKind::CmpXchg {
                returns: true,
                failure,
            },
            space,
            flags,
        );
        self.vals.insert(rs[0], Val::R(r));
        let m = self.icmp(gfxc_ir::IntCC::Eq, rs[0], cmp, rs[1])?;
        self.vals.insert(rs[1], Val::Mask(m));
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use gfxc_isa::processors::Target;
    use gfxc_isa::table::table;

    /// Every integer `atomic_rmw` has its DS instruction (returning and not, 32 and 64 bits,
    /// with GFX11's `ds_storexchg` spelling) and its global/flat instruction on every
    /// generation that has those memories, under the names `atomic` looks up: a wrong
    /// spelling would make an available instruction "not available" (the `ds_min_rtn_i32`,
    /// `ds_wrxchg_rtn_b32` class).
    #[test]
    fn integer_atomic_names_exist_on_every_generation() {
        let int_ops = RmwOp::ALL.iter().filter(|o| !o.is_float());
        for cpu in [
            "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010",
            "gfx1030", "gfx1100",
        ] {
            let t = Target::parse(cpu).unwrap();
            let tab = table(t.processor.isa);
            let g11 = t.processor.generation == Generation::Gfx11;
            for &op in int_ops.clone() {
                for wide in [false, true] {
                    for rtn in [false, true] {
                        if op == RmwOp::Xchg && !rtn {
                            continue;
                        }
                        let c = mem_ops::ds_atomic(op, wide, rtn);
                        assert!(c.ops.iter().any(|&o| tab.has(o)), "{cpu}: {}", c.first);
                    }
                    let kinds: &[&str] = match cpu {
                        "gfx600" => &["buffer"],
                        "gfx700" | "gfx803" => &["flat"],
                        _ => &["flat", "global"],
                    };
                    for k in kinds {
                        let c = mem_ops::vmem_atomic(Family::of_kind(k).unwrap(), op, wide, g11);
                        assert!(c.ops.iter().any(|&o| tab.has(o)), "{cpu}: {}", c.first);
                    }
                }
            }
        }
    }
}
