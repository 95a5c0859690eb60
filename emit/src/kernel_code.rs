//! Final stage of the compiler for one kernel: branch layout, encoding through `gfxc-isa`,
//! kernel descriptor and metadata from what the code actually uses, and the two outputs — a
//! code object (through [`crate::writer`]) and LLVM-syntax assembly with `.amdhsa_kernel`
//! directives and `.amdgpu_metadata` that `llvm-mc-19` assembles to the same bytes.
//!
//! Guarantees: blocks keep their linear order; empty blocks that only jump (linear-only skip
//! blocks, edge blocks without moves) are dropped and branches to them retargeted; a jump to
//! the next block is a fallthrough; a conditional branch whose two destinations are the same
//! code is none; a conditional branch whose fallthrough is not next gets an `s_branch`. Branch offsets are resolved
//! after sizes are known; beyond ±32K dwords a branch becomes a long jump
//! (`crate::branch_relax`). The descriptor enables exactly the user
//! SGPRs (kernarg pointer), work-group ids and work-item ids the code reads, with the highest
//! SGPR/VGPR written or read (+ VCC reservation); metadata lists the explicit arguments and
//! the V5 hidden block.

use crate::descriptor::WorkItemIds;
use crate::kd_builder::{build_descriptor, KernelResources, SystemRegs, UserSgprs};
use crate::metadata::{KernelKind, KernelMetadata, Metadata};
use crate::metadata_args::{hidden_slots, AddressSpace, KernelArg, ValueKind};
use crate::{CodeObject, CodeObjectVersion, Function as CoFunction, KernelDescriptor};
use gfxc_ir::{internal, AddrSpace, Function, StageError, Type};
use gfxc_isa::inst::Inst;
use gfxc_isa::print::{print, PrintOpts};
use gfxc_isa::processors::Target;
use gfxc_isa::regs::Operand;
use gfxc_isa::table::{table, SigField};
use gfxc_isa::Op;
use gfxc_mir::{Cond, Kind, MFunction, MOp, Pseudo, Term};
use std::borrow::Cow;
use std::fmt::Write;

/// One compiled kernel.
#[derive(Clone, Debug)]
pub struct CompiledKernel {
    pub name: String,
    pub code: Vec<u8>,
    /// Instruction lines (labels included) for `--emit asm` (empty when [`finish_with`] was
    /// asked not to print them).
    pub asm: String,
    pub resources: KernelResources,
    pub descriptor: KernelDescriptor,
    pub metadata: KernelMetadata,
    pub instructions: u32,
    pub waits: u32,
    /// PC-relative literals naming module-scope variables ([`MOp::Sym`]), resolved by the
    /// writer once the data is placed.
    pub fixups: Vec<crate::CodeFixup>,
    /// The module-scope variables the code addresses (placed by [`code_object`]).
    pub globals: Vec<crate::Global>,
    /// A device function (no descriptor, no metadata; a local `STT_FUNC` symbol).
    pub function: bool,
    /// A device function other modules call (a global `STT_FUNC` symbol, IR `export`).
    pub export: bool,
}

/// Does block `b` emit nothing: no instructions and a jump (its label is its target's)? The
/// entry block always stays (execution starts there).
pub fn elided(f: &MFunction, b: usize) -> bool {
    let blk = &f.blocks[b];
    b != 0 && blk.insts.is_empty() && matches!(blk.term, Some(Term::Jump(_)))
}

/// The block where execution really continues when it goes to `b`: through elided blocks.
pub fn resolve(f: &MFunction, mut b: usize) -> usize {
    for _ in 0..f.blocks.len() {
        match &f.blocks[b].term {
            Some(Term::Jump(t)) if elided(f, b) => b = t.0 as usize,
            _ => break,
        }
    }
    b
}

fn label(k: usize, b: usize) -> String {
    // Without `format!` (its machinery cost ~700 instructions per branch).
    let mut s = String::with_capacity(16);
    s.push_str(".LBB");
    push_decimal(&mut s, k);
    s.push('_');
    push_decimal(&mut s, b);
    debug_assert_eq!(s, format!(".LBB{k}_{b}"));
    s
}

/// Appends `i` in decimal.
fn push_decimal(s: &mut String, i: usize) {
    let digits = i.checked_ilog10().unwrap_or(0) + 1;
    for k in (0..digits).rev() {
        s.push(char::from(b'0' + (i / 10usize.pow(k) % 10) as u8));
    }
}

/// The laid-out code of an allocated function: instructions with their branch targets
/// (blocks), where each block starts (`(block, first item)`), and the `MOp::Sym` literals
/// (item, symbol, addend, high half).
pub type Layout = (
    Vec<(Inst, Option<usize>)>,
    Vec<(usize, usize)>,
    Vec<(usize, u32, i64, bool)>,
);

/// Lays out an allocated function (the block order and branches of the module doc), before
/// hazard wait states. The branches it makes carry no label name (`Operand::Label(None)`):
/// each such item records its target block, which names it (`.LBB{kernel_index}_{block}`
/// when printed), so two of them are equal exactly when their items are.
pub fn lay_out(f: &MFunction, kernel_index: usize) -> Result<Layout, StageError> {
    lay_out_scanning(f, kernel_index, |_| {})
}

/// [`lay_out`], calling `visit` with every instruction of the function on the way (the
/// blocks it leaves out have none), so that what else wants a walk over them gets it here.
fn lay_out_scanning(
    f: &MFunction,
    kernel_index: usize,
    mut visit: impl FnMut(&gfxc_mir::MInst),
) -> Result<Layout, StageError> {
    let n = f.blocks.len();
    let resolve = |b: usize| resolve(f, b);
    // The blocks laid out, in order (filtered again where needed rather than collected:
    // no vector).
    let order = || (0..n).filter(|&b| !elided(f, b));
    // Room for every instruction and two branches per block (growing moved every item,
    // a few hundred bytes each, several times).
    let cap = order().map(|b| f.blocks[b].insts.len() + 2).sum();
    let mut items: Vec<(Inst, Option<usize>)> = Vec::with_capacity(cap);
    // (block, first item index)
    let mut starts: Vec<(usize, usize)> = Vec::with_capacity(order().count());
    // (item index, symbol, addend, high half) of each `MOp::Sym` literal.
    let mut syms: Vec<(usize, u32, i64, bool)> = Vec::new();
    let t = table(f.variant);
    let row = |name: Op| -> Result<u32, StageError> {
        t.row(name)
            .ok_or_else(|| internal!("internal: {name} missing on {:?}", f.variant))
    };
    let branch =
        |items: &mut Vec<(Inst, Option<usize>)>, name: Op, to: usize| -> Result<(), StageError> {
            let r = row(name)?;
            let d = t.def(r);
            let mut ops = smallvec::SmallVec::new();
            for o in &d.ops {
                // The label's name is not needed: the item records its block `to`, and the
                // printer is given the name from it (two allocations per branch otherwise).
                ops.push(if o.field == SigField::Label {
                    Operand::Label(None)
                } else {
                    Operand::Imm(0)
                });
            }
            items.push((
                Inst {
                    variant: f.variant,
                    def: r,
                    ops,
                    ret: None,
                    m: Default::default(),
                },
                Some(to),
            ));
            Ok(())
        };
    let mut blocks = order().peekable();
    while let Some(b) = blocks.next() {
        starts.push((b, items.len()));
        let next = blocks.peek().copied();
        for mi in &f.blocks[b].insts {
            visit(mi);
            let r = match mi.kind {
                Kind::Hw(r) => r,
                Kind::Pseudo(Pseudo::HazardBoundary) => {
                    let fixes =
                        crate::hazards::boundary_insts(f.variant).map_err(StageError::internal)?;
                    items.extend(fixes.into_iter().map(|i| (i, None)));
                    continue;
                }
                Kind::Pseudo(_) => {
                    return Err(internal!("internal: pseudo instruction after allocation"))
                }
            };
            let mut ops = smallvec::SmallVec::new();
            for op in &mi.ops {
                ops.push(match op {
                    MOp::P(reg) => Operand::Reg(*reg),
                    MOp::C(c) => c.clone(),
                    // (Only MIR text has them: their items record no block, so the name
                    // is what tells two of them apart.)
                    MOp::B(bb) => Operand::Label(Some(gfxc_isa::regs::LabelName::new(&label(
                        kernel_index,
                        bb.0 as usize,
                    )))),
                    MOp::Sym(s) => {
                        syms.push((items.len(), s.sym, s.addend, s.hi));
                        Operand::Literal(0)
                    }
                    MOp::V { .. } => {
                        return Err(internal!("internal: virtual register after allocation"))
                    }
                });
            }
            let ret = match &mi.ret {
                Some(MOp::P(r)) => Some(*r),
                _ => None,
            };
            items.push((
                Inst {
                    variant: f.variant,
                    def: r,
                    ops,
                    ret,
                    m: mi.m.clone(),
                },
                None,
            ));
        }
        match &f.blocks[b].term {
            Some(Term::Jump(to)) => {
                let to = resolve(to.0 as usize);
                if Some(to) != next {
                    branch(&mut items, Op::s_branch, to)?;
                }
            }
            Some(Term::Br { cond, taken, fall }) => {
                let (taken, fall) = (resolve(taken.0 as usize), resolve(fall.0 as usize));
                if taken == fall {
                    // Both ways lead to the same code (e.g. the execz skip of an empty side).
                    if Some(taken) != next {
                        branch(&mut items, Op::s_branch, taken)?;
                    }
                } else if Some(taken) == next {
                    branch(&mut items, inverse(*cond).op(), fall)?;
                } else {
                    branch(&mut items, cond.op(), taken)?;
                    if Some(fall) != next {
                        branch(&mut items, Op::s_branch, fall)?;
                    }
                }
            }
            // A device function's return is its epilogue's `s_setpc_b64` (`gfxc_regalloc::calls`).
            Some(Term::Ret) if f.device_function => {}
            Some(Term::Ret) => {
                let r = row(Op::s_endpgm)?;
                let d = t.def(r);
                let ops = d.ops.iter().map(|_| Operand::Imm(0)).collect();
                items.push((
                    Inst {
                        variant: f.variant,
                        def: r,
                        ops,
                        ret: None,
                        m: Default::default(),
                    },
                    None,
                ));
            }
            None => return Err(internal!("internal: block {b} without terminator")),
        }
    }
    Ok((items, starts, syms))
}

/// The laid-out code of an allocated function after hazard wait-state insertion
/// ([`crate::nop_insertion`]), as assembly lines (labels `.LBB0_N` for branch targets): the
/// output of the `hazards` MIR-in tests (`tests/cases/run`).
pub fn hazard_listing(f: &MFunction, target: &Target) -> Result<String, String> {
    let (mut items, mut starts, _) = lay_out(f, 0)?;
    crate::nop_insertion::insert_hazard_fixes(&mut items, &mut starts, target)?;
    let targets: std::collections::BTreeSet<usize> = items.iter().filter_map(|i| i.1).collect();
    let mut asm = String::new();
    let mut si = 0;
    for (k, (inst, to)) in items.iter().enumerate() {
        while si < starts.len() && starts[si].1 == k {
            if targets.contains(&starts[si].0) {
                let _ = writeln!(asm, "{}:", label(0, starts[si].0));
            }
            si += 1;
        }
        let lname = to.map(|b| label(0, b));
        let _ = writeln!(asm, "\t{}", print(inst, popts(f), lname.as_deref()));
    }
    for s in &starts[si..] {
        if targets.contains(&s.0) {
            let _ = writeln!(asm, "{}:", label(0, s.0));
        }
    }
    Ok(asm)
}

/// Lay out, encode and describe an allocated function with waits inserted (however many
/// paths reach a block: `crate::nop_insertion` bounds its analysis with resets).
pub fn finish(
    f: &MFunction,
    ir: &Function,
    target: &Target,
    kernel_index: usize,
    sgprs: u32,
    vgprs: u32,
    waits: u32,
) -> Result<CompiledKernel, StageError> {
    finish_with(f, ir, target, kernel_index, sgprs, vgprs, waits, true)
}

/// [`finish`]; with `print_asm` false [`CompiledKernel::asm`] stays empty (printing every
/// instruction was ~5% of a whole `gfxc compile` that writes only the code object).
#[allow(clippy::too_many_arguments)]
pub fn finish_with(
    f: &MFunction,
    ir: &Function,
    target: &Target,
    kernel_index: usize,
    sgprs: u32,
    vgprs: u32,
    waits: u32,
    print_asm: bool,
) -> Result<CompiledKernel, StageError> {
    // The scratch setup and AGPR count are gathered in the layout's walk.
    let mut scan = ScratchScan::new(f, target);
    let (mut items, mut starts, mut syms) = lay_out_scanning(f, kernel_index, |i| scan.visit(i))?;
    // GFX11 wave32 dual issue, on the laid-out instructions: the machine function keeps the
    // single instructions, so everything that reads its registers (callee clobbers, register
    // counts) sees both halves (`crate::vopd`).
    crate::vopd::pair_dual_issue(&mut items, &mut starts, &mut syms, f.wave64);
    let t = table(f.variant);
    let row = |name: Op| -> Result<u32, StageError> {
        t.row(name)
            .ok_or_else(|| internal!("internal: {name} missing on {:?}", f.variant))
    };
    // Hazards: wait states along every path (after waitcnt, before offsets are known).
    let before = (!syms.is_empty()).then(|| items.clone());
    crate::nop_insertion::insert_hazard_fixes(&mut items, &mut starts, target)?;
    if let Some(before) = before {
        crate::global_fixups::renumber(&before, &items, &mut syms)?;
    }
    // Branches beyond ±32K dwords become long jumps (`crate::branch_relax`).
    let crate::branch_relax::Relaxed {
        mut longs,
        sgprs,
        mut offs,
        end: mut off,
        bytes: mut encoded,
    } = crate::branch_relax::relax(&mut items, &mut starts, &mut syms, target, f.variant, sgprs)?;
    // Sizes and offsets: relaxation's last measurement (`encoded[k]` is item k encoded with
    // label value 0: its final bytes unless it branches or a long jump's literal is resolved
    // below; an empty entry marks an item inserted since, encoded again below).
    // GFX10.1 mis-executes a branch whose offset is exactly 0x3f dwords (LLVM's
    // FeatureOffset3fBug): as llvm-mc-19 does (AMDGPUAsmBackend relaxation), an `s_nop 0`
    // follows such a branch, which makes the offset 0x40. One pass per insertion, since an
    // insertion moves the branches after it.
    if matches!(
        target.processor.name,
        "gfx1010" | "gfx1011" | "gfx1012" | "gfx1013"
    ) {
        let nop = row(Op::s_nop)?;
        loop {
            let start_of = |b: usize| {
                starts
                    .iter()
                    .find(|s| s.0 == b)
                    .map(|s| s.1)
                    .unwrap_or(items.len())
            };
            let hit = items.iter().enumerate().position(|(k, (_, to))| {
                to.is_some_and(|b| {
                    let t = offs.get(start_of(b)).copied().unwrap_or(off) as i64;
                    (t - (offs[k] as i64 + 4)) / 4 == 0x3f
                })
            });
            let Some(k) = hit else { break };
            let d = t.def(nop);
            let ops = d.ops.iter().map(|_| Operand::Imm(0)).collect();
            items.insert(
                k + 1,
                (
                    Inst {
                        variant: f.variant,
                        def: nop,
                        ops,
                        ret: None,
                        m: Default::default(),
                    },
                    None,
                ),
            );
            for s in starts.iter_mut() {
                if s.1 > k {
                    s.1 += 1;
                }
            }
            for s in syms.iter_mut() {
                if s.0 > k {
                    s.0 += 1;
                }
            }
            for l in longs.iter_mut() {
                for x in [&mut l.add, &mut l.getpc] {
                    if *x > k {
                        *x += 1;
                    }
                }
            }
            offs.insert(k + 1, offs[k] + 4);
            encoded.insert(k + 1, Default::default());
            for o in offs.iter_mut().skip(k + 2) {
                *o += 4;
            }
            off += 4;
        }
    }
    let n_items = items.len();
    let block_off = |b: usize| -> u32 {
        let i = starts
            .iter()
            .find(|s| s.0 == b)
            .map(|s| s.1)
            .unwrap_or(n_items);
        offs.get(i).copied().unwrap_or(off)
    };
    crate::branch_relax::resolve_literals(&mut items, &longs, &block_off, &offs);
    let fixups = crate::global_fixups::code_fixups(f, &ir.name, &items, &offs, &syms)?;
    let mut code = Vec::with_capacity(off as usize);
    let mut asm = String::new();
    let targets: std::collections::BTreeSet<usize> = if print_asm {
        items.iter().filter_map(|i| i.1).collect()
    } else {
        Default::default()
    };
    let mut si = 0;
    for (k, (inst, to)) in items.iter().enumerate() {
        while print_asm && si < starts.len() && starts[si].1 == k {
            if targets.contains(&starts[si].0) {
                let _ = writeln!(asm, "{}:", label(kernel_index, starts[si].0));
            }
            si += 1;
        }
        let lv = match to {
            Some(b) => {
                let d = (block_off(*b) as i64 - (offs[k] as i64 + 4)) / 4;
                if !(-32768..=32767).contains(&d) {
                    return Err(gfxc_ir::unsupported!(
                        "unsupported: branch out of range (relaxation not implemented)"
                    ));
                }
                d
            }
            None => 0,
        };
        if to.is_none() && longs.is_empty() && !encoded[k].is_empty() {
            code.extend_from_slice(&encoded[k]);
        } else {
            let bytes = gfxc_isa::codec::encode(inst, lv).map_err(|e| {
                internal!("internal: encoding {}: {e}", print(inst, popts(f), None))
            })?;
            code.extend_from_slice(&bytes);
        }
        if !print_asm {
            continue;
        }
        let lname = to.map(|b| label(kernel_index, b));
        let text = print(inst, popts(f), lname.as_deref());
        let place = offs[k] as u64 + 4;
        let text = match fixups.iter().find(|x| x.offset == place && to.is_none()) {
            Some(x) => crate::global_fixups::asm_with_symbol(&text, x),
            None => text,
        };
        let _ = writeln!(asm, "\t{text}");
    }
    while print_asm && si < starts.len() {
        if targets.contains(&starts[si].0) {
            let _ = writeln!(asm, "{}:", label(kernel_index, starts[si].0));
        }
        si += 1;
    }
    let abi = &f.abi;
    let (scratch, agprs) = scan.finish(f, target);
    if agprs > 0 && !target.processor.has_agprs() {
        return Err(internal!(
            "internal: {} has no AGPRs",
            target.processor.name
        ));
    }
    // GFX6 has no FLAT_SCRATCH, but llvm-mc-19 always counts its SGPRs there (the
    // `.amdhsa_reserve_flat_scratch` directive is gfx7+ and defaults to 1), so the descriptor
    // counts them too and `--emit asm` assembles to the same SGPR granule.
    let gfx6 = target.processor.generation == gfxc_isa::Generation::Gfx6;
    let resources = KernelResources {
        private_segment_fixed_size: scratch.bytes,
        uses_flat_scratch: scratch.uses_flat_scratch || gfx6 || abi.flat_scratch_init,
        group_segment_fixed_size: abi.lds_size,
        kernarg_size: abi.kernarg_size,
        vgprs: vgprs.max(1),
        agprs,
        sgprs: sgprs.max(1),
        uses_vcc: true,
        user_sgprs: UserSgprs {
            private_segment_buffer: abi.private_segment_buffer,
            dispatch_ptr: abi.dispatch_ptr,
            dispatch_id: abi.dispatch_id,
            kernarg_segment_ptr: true,
            flat_scratch_init: scratch.flat_scratch_init || abi.flat_scratch_init,
            ..UserSgprs::default()
        },
        system: SystemRegs {
            private_segment: scratch.private_segment,
            workgroup_id_x: abi.workgroup_id[0],
            workgroup_id_y: abi.workgroup_id[1],
            workgroup_id_z: abi.workgroup_id[2],
            workitem_ids: match abi.workitem_id_dims {
                0 => WorkItemIds::X,
                1 => WorkItemIds::XY,
                _ => WorkItemIds::XYZ,
            },
            ..SystemRegs::default()
        },
        ..KernelResources::default()
    };
    let descriptor =
        build_descriptor(target, &resources).map_err(|e| internal!("internal: {e}"))?;
    let spills = (f.sgpr_spill_slots, f.vgpr_spill_slots);
    let metadata = kernel_metadata(ir, target, &resources, sgprs, vgprs, spills)?;
    Ok(CompiledKernel {
        function: f.device_function,
        export: false,
        fixups,
        globals: Vec::new(),
        name: ir.name.clone(),
        code,
        asm,
        resources,
        descriptor,
        metadata,
        instructions: items.len() as u32,
        waits,
    })
}

/// VGPRs an allocated function references: the highest VGPR of any operand, plus one (a
/// call's implicit inputs, such as the packed work-item ids in v31, included).
pub fn vgprs_referenced(f: &MFunction) -> u32 {
    regs_referenced(f, gfxc_isa::regs::RegFile::Vgpr)
}

/// AGPRs an allocated function uses: the highest AGPR any operand references, plus one
/// (the descriptor's and metadata's AGPR count; AMDGPUUsage `.agpr_count`).
pub fn agprs_used(f: &MFunction) -> u32 {
    regs_referenced(f, gfxc_isa::regs::RegFile::Agpr)
}

/// The highest register of `file` any operand of `f` references, plus one; the registers
/// inline asm writes besides its operands (`~{a255}`) count too, as llc-19 counts them.
fn regs_referenced(f: &MFunction, file: gfxc_isa::regs::RegFile) -> u32 {
    let mut top = 0u32;
    for r in f.inline_asm.iter().flat_map(|a| &a.clobbers) {
        if r.file == file {
            top = top.max(r.index as u32 + r.count as u32);
        }
    }
    for i in f.blocks.iter().flat_map(|b| &b.insts) {
        for op in i.ops.iter().chain(i.ret.iter()) {
            if let MOp::P(r) = op {
                if r.file == file {
                    top = top.max(r.index as u32 + r.count as u32);
                }
            }
        }
    }
    top
}

/// Scratch the allocated code uses (allocas and register spills; `gfxc-regalloc`'s `spill`
/// module).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ScratchSetup {
    /// Per-lane bytes (`private_segment_fixed_size`): the allocas, or the end of the highest
    /// scratch access at an immediate offset (`scratch_*`; MUBUF without `addr64` on
    /// GFX6-GFX8), dword-aligned.
    pub bytes: u32,
    /// The Flat Scratch Init user SGPRs are enabled (GFX9/GFX10 with scratch; GFX6-GFX8 reach
    /// scratch through the private segment buffer only).
    pub flat_scratch_init: bool,
    /// The code writes FLAT_SCRATCH as SGPRs (GFX9: `.amdhsa_reserve_flat_scratch`).
    pub uses_flat_scratch: bool,
    /// The wave needs its private segment: scratch accesses of its own, or calls (the callees'
    /// frames, even when nothing is saved around the calls).
    pub private_segment: bool,
}

/// The scratch setup of an allocated function: spill code addresses scratch with `off`
/// and immediate offsets only, so the frame is the end of the highest access. On GFX6-GFX8
/// every MUBUF access without `addr64` is a scratch access (GFX6 global memory is `addr64`,
/// GFX7/GFX8 global memory is FLAT; `gfxc-isel`'s `buffer.rs`).
pub fn scratch_setup(f: &MFunction, target: &Target) -> ScratchSetup {
    scratch_setup_and_agprs(f, target).0
}

/// [`scratch_setup`] and [`agprs_used`] from one walk over the instructions.
fn scratch_setup_and_agprs(f: &MFunction, target: &Target) -> (ScratchSetup, u32) {
    let mut scan = ScratchScan::new(f, target);
    for i in f.blocks.iter().flat_map(|b| &b.insts) {
        scan.visit(i);
    }
    scan.finish(f, target)
}

/// What [`scratch_setup_and_agprs`] gathers per instruction, so that the layout's walk
/// ([`lay_out_scanning`]) can gather it too instead of a walk of its own.
struct ScratchScan {
    t: &'static gfxc_isa::table::IsaTable,
    agprs: u32,
    bytes: u32,
    mubuf_scratch: bool,
    calls: bool,
}

impl ScratchScan {
    fn new(f: &MFunction, target: &Target) -> ScratchScan {
        let agpr = gfxc_isa::regs::RegFile::Agpr;
        let mut agprs = 0u32;
        for r in f.inline_asm.iter().flat_map(|a| &a.clobbers) {
            if r.file == agpr {
                agprs = agprs.max(r.index as u32 + r.count as u32);
            }
        }
        ScratchScan {
            t: table(f.variant),
            agprs,
            bytes: f.private_bytes.next_multiple_of(4).max(f.frame_bytes),
            mubuf_scratch: target.processor.generation < gfxc_isa::Generation::Gfx9,
            calls: false,
        }
    }

    /// Every instruction of the function, in any order (pseudo instructions included).
    #[inline]
    fn visit(&mut self, i: &gfxc_mir::MInst) {
        // (As `regs_referenced`: every instruction's operands.)
        for op in i.ops.iter().chain(i.ret.iter()) {
            if let MOp::P(r) = op {
                if r.file == gfxc_isa::regs::RegFile::Agpr {
                    self.agprs = self.agprs.max(r.index as u32 + r.count as u32);
                }
            }
        }
        let Kind::Hw(r) = i.kind else { return };
        let t = self.t;
        let p = t.props(r);
        self.calls |= p.op == Op::s_swappc_b64;
        let d = t.def(r);
        // (Cache controls such as `buffer_wbinvl1` are not accesses.)
        let buffer =
            self.mubuf_scratch && p.any(gfxc_isa::op::kind::BUFFER_LOAD_STORE) && !i.m.addr64;
        if !(d.format == gfxc_isa::table::Format::Scratch || buffer) {
            return;
        }
        // Bytes of the access: its data register tuple (loaded or stored), whole dwords.
        let size = d
            .ops
            .iter()
            .find(|o| matches!(o.field, SigField::D | SigField::Da))
            .and_then(|o| o.class)
            .map_or(4, |(_, w)| 4 * w as u32);
        self.bytes = self
            .bytes
            .max((i.m.offset.max(0) as u32 + size).next_multiple_of(4));
    }

    fn finish(self, f: &MFunction, target: &Target) -> (ScratchSetup, u32) {
        let (agprs, bytes, calls) = (self.agprs, self.bytes, self.calls);
        debug_assert_eq!(agprs, agprs_used(f));
        debug_assert_eq!(
            calls,
            f.blocks
                .iter()
                .flat_map(|b| &b.insts)
                .any(|i| f.op(i) == Some(Op::s_swappc_b64))
        );
        let private_segment = bytes > 0 || calls;
        let p = target.processor;
        let architected = p.flat_scratch == gfxc_isa::processors::FlatScratch::Architected;
        let flat_init = private_segment && !architected && !self.mubuf_scratch;
        let setup = ScratchSetup {
            bytes,
            flat_scratch_init: flat_init,
            uses_flat_scratch: flat_init && !p.generation.is_gfx10_plus(),
            private_segment,
        };
        (setup, agprs)
    }
}

fn popts(f: &MFunction) -> PrintOpts {
    PrintOpts { wave64: f.wave64 }
}

fn inverse(c: Cond) -> Cond {
    match c {
        Cond::Scc0 => Cond::Scc1,
        Cond::Scc1 => Cond::Scc0,
        Cond::Execz => Cond::Execnz,
        Cond::Execnz => Cond::Execz,
    }
}

fn kernel_metadata(
    ir: &Function,
    target: &Target,
    r: &KernelResources,
    sgprs: u32,
    vgprs: u32,
    spills: (u32, u32),
) -> Result<KernelMetadata, StageError> {
    let kl = gfxc_ir::launch::kernarg_layout_byref(&ir.signature.params, &ir.attrs.byref);
    let hidden = hidden_slots(5);
    // Presized: an argument entry is a few hundred bytes, moved at every growth.
    let mut args = Vec::with_capacity(ir.signature.params.len() + hidden.len());
    for (i, ty) in ir.signature.params.iter().enumerate() {
        let byref = ir.attrs.byref.iter().any(|b| b.index as usize == i);
        let mut a = match ty {
            // By reference: the bytes are the argument, as llc-19 describes a `byref` or
            // by-value aggregate argument (`by_value`, the referenced size).
            _ if byref => {
                KernelArg::new(ValueKind::ByValue, kl.offsets[i] as u64, kl.sizes[i] as u64)
            }
            Type::Ptr(AddrSpace::Global)
            | Type::Ptr(AddrSpace::Constant)
            | Type::Ptr(AddrSpace::Flat) => {
                let mut a = KernelArg::new(ValueKind::GlobalBuffer, kl.offsets[i] as u64, 8);
                a.address_space = Some(match ty {
                    Type::Ptr(AddrSpace::Constant) => AddressSpace::Constant,
                    Type::Ptr(AddrSpace::Flat) => AddressSpace::Generic,
                    _ => AddressSpace::Global,
                });
                a
            }
            _ => KernelArg::new(ValueKind::ByValue, kl.offsets[i] as u64, kl.sizes[i] as u64),
        };
        a.name = Some(arg_name(i));
        args.push(a);
    }
    for s in hidden {
        args.push(KernelArg::new(
            s.kind.clone(),
            kl.hidden_offset as u64 + s.offset,
            s.size,
        ));
    }
    let blocks = crate::kd_builder::register_blocks(
        target,
        vgprs.max(1),
        r.agprs,
        sgprs.max(1),
        true,
        r.uses_flat_scratch,
    )
    .map_err(|e| internal!("internal: {e}"))?;
    // The largest work-group the register budget admits (`gfxc_regalloc::budget`): the flat
    // maximum (default 1024, as LLVM), or the required size when that is smaller.
    let reqd = ir.attrs.reqd_workgroup_size;
    let max_wg = ir
        .attrs
        .flat_workgroup_size
        .map(|x| x.1)
        .unwrap_or(1024)
        .min(reqd.map_or(u32::MAX, |[x, y, z]| x * y * z));
    let gen10 = target.processor.generation.is_gfx10_plus();
    Ok(KernelMetadata {
        name: ir.name.clone(),
        symbol: crate::writer::kd_symbol(&ir.name),
        args: Some(args),
        kernarg_segment_size: r.kernarg_size as u64,
        group_segment_fixed_size: r.group_segment_fixed_size as u64,
        private_segment_fixed_size: r.private_segment_fixed_size as u64,
        kernarg_segment_align: kl.align as u64,
        wavefront_size: target.wave_size() as u64,
        sgpr_count: blocks.total_sgprs as u64,
        vgpr_count: blocks.total_vgprs as u64,
        agpr_count: if target.processor.has_agprs() {
            Some(r.agprs as u64)
        } else {
            None
        },
        max_flat_workgroup_size: max_wg as u64,
        reqd_workgroup_size: reqd.map(|r| r.iter().map(|&x| x as u64).collect()),
        // The allocation's spill slots (SGPR lanes, VGPR scratch dwords), as LLVM counts them.
        sgpr_spill_count: Some(spills.0 as u64),
        vgpr_spill_count: Some(spills.1 as u64),
        kind: Some(KernelKind::Normal),
        uses_dynamic_stack: Some(crate::msgpack::Flag::Bool(false)),
        workgroup_processor_mode: if gen10 {
            Some(crate::msgpack::Flag::Uint((!target.cumode) as u64))
        } else {
            None
        },
        ..KernelMetadata::default()
    })
}

/// `v{i}`, the metadata name of argument `i`: a static name for the first ones (most
/// kernels have fewer than ten arguments: no allocation per name), else its digits pushed
/// directly, as `format!`'s machinery cost ~500 instructions a name.
fn arg_name(i: usize) -> Cow<'static, str> {
    const FIRST: [&str; 10] = ["v0", "v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9"];
    let name = match FIRST.get(i) {
        Some(s) => Cow::Borrowed(*s),
        None => {
            let mut s = String::with_capacity(4);
            s.push('v');
            push_decimal(&mut s, i);
            Cow::Owned(s)
        }
    };
    debug_assert_eq!(name, format!("v{i}"));
    name
}

/// The whole code object of compiled kernels.
pub fn code_object(target: &Target, kernels: &[CompiledKernel]) -> Result<Vec<u8>, StageError> {
    // The metadata note borrows the kernels' entries: the document's own list stays empty.
    let (co, links) = code_object_parts(target, kernels, false)?;
    let entries: Vec<&KernelMetadata> = kernel_entries(kernels).collect();
    crate::writer::write_linked_with(&co, &links, Some(entries.as_slice()))
        .map_err(|e| internal!("internal: {e}"))
}

/// The relocatable object (`ET_REL`, [`crate::reloc`]) of compiled kernels and functions:
/// calls of functions of other modules stay relocations against undefined symbols.
pub fn relocatable_object(
    target: &Target,
    kernels: &[CompiledKernel],
) -> Result<Vec<u8>, StageError> {
    let (co, links) = code_object_parts(target, kernels, true)?;
    crate::reloc::write_relocatable(&co, &links).map_err(|e| internal!("internal: {e}"))
}

/// The code object's contents and links, before layout; with `own_metadata` false the
/// metadata document's kernel list is left empty (the caller passes the entries).
fn code_object_parts(
    target: &Target,
    kernels: &[CompiledKernel],
    own_metadata: bool,
) -> Result<(CodeObject, crate::Links), StageError> {
    let co = CodeObject {
        version: CodeObjectVersion::V5,
        target: *target,
        functions: kernels
            .iter()
            .map(|k| {
                if k.function {
                    // As llc-19 places a device function: 4-byte aligned, local binding (an
                    // exported one: global, protected visibility: gfxc's own calls of it are
                    // direct, pc-relative `R_AMDGPU_REL32` fixups, which a linker accepts only
                    // against a symbol that cannot be preempted; llc-19 calls a default-
                    // visibility function through its GOT slot instead).
                    CoFunction {
                        name: k.name.clone(),
                        code: k.code.clone(),
                        align: 4,
                        binding: if k.export {
                            crate::code_object::Binding::Global
                        } else {
                            crate::code_object::Binding::Local
                        },
                        visibility: if k.export {
                            crate::code_object::Visibility::Protected
                        } else {
                            crate::code_object::Visibility::Default
                        },
                        descriptor: None,
                        descriptor_visibility: crate::code_object::Visibility::Default,
                    }
                } else {
                    CoFunction::kernel(&k.name, k.code.clone(), k.descriptor)
                }
            })
            .collect(),
        globals: crate::global_fixups::merged_globals(kernels)?,
        metadata: metadata_doc(target, kernels, own_metadata),
    };
    let links = crate::Links {
        code_fixups: kernels.iter().flat_map(|k| k.fixups.clone()).collect(),
        ..crate::Links::default()
    };
    Ok((co, links))
}

/// The metadata entries of the kernels (device functions have none), in order.
fn kernel_entries(kernels: &[CompiledKernel]) -> impl Iterator<Item = &KernelMetadata> {
    kernels.iter().filter(|k| !k.function).map(|k| &k.metadata)
}

fn metadata_doc(target: &Target, kernels: &[CompiledKernel], with_kernels: bool) -> Metadata {
    Metadata {
        version: Metadata::version_for(5),
        target: Some(format!("{}{}", crate::metadata::TARGET_PREFIX, target)),
        printf: None,
        kernels: if with_kernels {
            kernel_entries(kernels).cloned().collect()
        } else {
            Vec::new()
        },
        extra: Vec::new(),
    }
}

/// LLVM-syntax assembly for `llvm-mc-19 -triple=amdgcn-amd-amdhsa`.
pub fn assembly(target: &Target, kernels: &[CompiledKernel]) -> String {
    let mut s = String::new();
    let _ = writeln!(s, "\t.amdgcn_target \"amdgcn-amd-amdhsa--{target}\"");
    let _ = writeln!(s, "\t.amdhsa_code_object_version 5");
    for k in kernels {
        if k.function {
            // A device function: local, 4-byte aligned (as `code_object` places it).
            let _ = writeln!(s, "\t.text\n\t.p2align\t2\n\t.type\t{0},@function", k.name);
        } else {
            let _ = writeln!(
                s,
                "\t.text\n\t.globl\t{0}\n\t.p2align\t8\n\t.type\t{0},@function",
                k.name
            );
        }
        let _ = writeln!(s, "{}:", k.name);
        s.push_str(&k.asm);
        let _ = writeln!(
            s,
            ".Lfunc_end_{0}:\n\t.size\t{0}, .Lfunc_end_{0}-{0}",
            k.name
        );
    }
    if let Ok(globals) = crate::global_fixups::merged_globals(kernels) {
        s.push_str(&crate::global_fixups::asm_data(&globals));
    }
    for k in kernels.iter().filter(|k| !k.function) {
        let r = &k.resources;
        let _ = writeln!(s, "\t.section\t.rodata,\"a\",@progbits\n\t.p2align\t6, 0x0");
        let _ = writeln!(s, "\t.amdhsa_kernel {}", k.name);
        let kv = |s: &mut String, key: &str, v: u64| {
            let _ = writeln!(s, "\t\t.amdhsa_{key} {v}");
        };
        kv(
            &mut s,
            "group_segment_fixed_size",
            r.group_segment_fixed_size as u64,
        );
        kv(
            &mut s,
            "private_segment_fixed_size",
            r.private_segment_fixed_size as u64,
        );
        kv(&mut s, "kernarg_size", r.kernarg_size as u64);
        kv(
            &mut s,
            "user_sgpr_count",
            k.descriptor.rsrc2.user_sgpr_count as u64,
        );
        if r.user_sgprs.private_segment_buffer {
            kv(&mut s, "user_sgpr_private_segment_buffer", 1);
        }
        if r.user_sgprs.dispatch_ptr {
            kv(&mut s, "user_sgpr_dispatch_ptr", 1);
        }
        kv(&mut s, "user_sgpr_kernarg_segment_ptr", 1);
        if r.user_sgprs.dispatch_id {
            kv(&mut s, "user_sgpr_dispatch_id", 1);
        }
        if r.user_sgprs.flat_scratch_init {
            kv(&mut s, "user_sgpr_flat_scratch_init", 1);
        }
        if r.system.private_segment {
            let architected =
                target.processor.flat_scratch == gfxc_isa::processors::FlatScratch::Architected;
            let key = if architected {
                "enable_private_segment"
            } else {
                "system_sgpr_private_segment_wavefront_offset"
            };
            kv(&mut s, key, 1);
        }
        if target.processor.generation.is_gfx10_plus() {
            kv(
                &mut s,
                "wavefront_size32",
                (target.wave_size() == 32) as u64,
            );
        }
        kv(
            &mut s,
            "system_sgpr_workgroup_id_x",
            r.system.workgroup_id_x as u64,
        );
        kv(
            &mut s,
            "system_sgpr_workgroup_id_y",
            r.system.workgroup_id_y as u64,
        );
        kv(
            &mut s,
            "system_sgpr_workgroup_id_z",
            r.system.workgroup_id_z as u64,
        );
        kv(
            &mut s,
            "system_vgpr_workitem_id",
            r.system.workitem_ids as u64,
        );
        // The float mode of the descriptor (the assembler's defaults differ: f32 denormals
        // flushed), so the assembled descriptor is gfxc's.
        let fm = k.descriptor.rsrc1.float_mode;
        kv(&mut s, "float_round_mode_32", fm.round_32 as u64);
        kv(&mut s, "float_round_mode_16_64", fm.round_16_64 as u64);
        kv(&mut s, "float_denorm_mode_32", fm.denorm_32 as u64);
        kv(&mut s, "float_denorm_mode_16_64", fm.denorm_16_64 as u64);
        // LLVM's total: max(VGPRs, AGPRs) on gfx908, VGPRs aligned to 4 plus AGPRs on the
        // unified file of gfx90a/gfx942 (the AGPRs start at `accum_offset`).
        let total = if target.processor.regs.unified_vgpr_agpr && r.agprs > 0 {
            r.vgprs.div_ceil(4) * 4 + r.agprs
        } else {
            r.vgprs.max(r.agprs)
        };
        if r.uses_dynamic_stack {
            kv(&mut s, "uses_dynamic_stack", 1);
        }
        kv(&mut s, "next_free_vgpr", total as u64);
        kv(&mut s, "next_free_sgpr", r.sgprs as u64);
        if target.processor.has_agprs() && target.processor.regs.unified_vgpr_agpr {
            kv(
                &mut s,
                "accum_offset",
                (r.vgprs as u64).div_ceil(4).max(1) * 4,
            );
        }
        kv(&mut s, "reserve_vcc", 1);
        // GFX6 has no FLAT_SCRATCH (the directive is gfx7+).
        if !target.processor.generation.is_gfx10_plus()
            && target.processor.generation >= gfxc_isa::Generation::Gfx7
            && target.processor.flat_scratch != gfxc_isa::processors::FlatScratch::Architected
        {
            kv(&mut s, "reserve_flat_scratch", r.uses_flat_scratch as u64);
        }
        let _ = writeln!(s, "\t.end_amdhsa_kernel");
    }
    let _ = writeln!(s, "\t.amdgpu_metadata");
    s.push_str("---\n");
    yaml(
        &mut s,
        &metadata_doc(target, kernels, true).to_value(),
        0,
        false,
    );
    s.push_str("...\n\t.end_amdgpu_metadata\n");
    s
}

fn yaml_scalar(v: &rmpv::Value) -> String {
    match v {
        rmpv::Value::String(x) => format!("'{}'", x.as_str().unwrap_or("")),
        rmpv::Value::Boolean(b) => b.to_string(),
        rmpv::Value::Integer(i) => i.to_string(),
        other => other.to_string(),
    }
}

fn yaml(s: &mut String, v: &rmpv::Value, ind: usize, _in_list: bool) {
    let pad = " ".repeat(ind);
    match v {
        rmpv::Value::Map(m) => {
            for (k, val) in m {
                let key = k.as_str().unwrap_or("");
                match val {
                    rmpv::Value::Map(_) => {
                        let _ = writeln!(s, "{pad}{key}:");
                        yaml(s, val, ind + 2, false);
                    }
                    rmpv::Value::Array(a) if a.iter().any(|x| x.is_map()) => {
                        let _ = writeln!(s, "{pad}{key}:");
                        for e in a {
                            let mut sub = String::new();
                            yaml(&mut sub, e, ind + 4, true);
                            let sub = sub.trim_start().to_string();
                            let _ = write!(s, "{pad}  - {sub}");
                        }
                    }
                    rmpv::Value::Array(a) => {
                        let items: Vec<String> = a.iter().map(yaml_scalar).collect();
                        let _ = writeln!(s, "{pad}{key}: [ {} ]", items.join(", "));
                    }
                    _ => {
                        let _ = writeln!(s, "{pad}{key}: {}", yaml_scalar(val));
                    }
                }
            }
        }
        other => {
            let _ = writeln!(s, "{pad}{}", yaml_scalar(other));
        }
    }
}
