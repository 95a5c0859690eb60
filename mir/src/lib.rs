//! Machine IR: instructions of the isa table on virtual registers.
//!
//! # Design
//! * An [`MInst`] is one row of `gfxc_isa::table::table(variant)` (`row`) with operands in the
//!   row's signature order ([`MOp`]), modifiers (`gfxc_isa::inst::Mods`) and a def mask saying
//!   which operand positions are written. A few pseudo instructions ([`Pseudo`]) stand for what
//!   only exists before register allocation: the entry definitions of the hardware-initialised
//!   registers (fixed physical registers) and copies.
//! * Operands are virtual registers ([`VReg`], class [`Bank`] SGPR/VGPR/AGPR with a width in
//!   dwords, i.e. register tuples) — referenced whole or by a dword sub-range
//!   ([`MOp::V`] `off`/`n`) — physical registers (EXEC, VCC, SCC, M0), immediates/inline
//!   constants/literals (`gfxc_isa::regs::Operand`) and blocks.
//! * **Groups.** Consecutive instructions with `group = true` on all but the last form one
//!   allocation unit: the register allocator sees one instruction whose uses are every vreg
//!   read in the group (that the group did not define first) and whose defs are every vreg the
//!   group writes, all defined at the *start* (early clobber). Multi-instruction expansions
//!   (64-bit arithmetic writing both halves of a tuple, carry chains through VCC) are groups,
//!   so the MIR stays in SSA form: every vreg has exactly one defining group.
//! * **Two CFGs** (Mesa ACO's distinction). The *logical* CFG is the program's CFG (critical
//!   edges split); the *linear* CFG is how the wave really executes after EXEC masking
//!   (divergent if/else regions run one after the other). Every block has both successor
//!   lists; blocks with `linear_only` exist only in the linear CFG. SGPRs are allocated on the
//!   linear CFG, VGPRs on the logical one.
//! * **EXEC discipline.** A block's `prologue` (its first `prologue` instructions) and its
//!   epilogue (instructions from `epilogue`) only touch SGPRs and EXEC. Between them, EXEC
//!   holds exactly the lanes that are logically in the block. VGPR moves the allocator adds are
//!   placed between prologue and epilogue, so they run with the block's lanes.
//! * Block parameters are the SSA join; `args[i]` are the values passed to `logical_succs[i]`
//!   (only jumps carry arguments: critical edges are split into edge blocks).

pub mod asm;

use gfxc_ir::{AddrSpace, Ordering, SyncScope};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::{Operand, Reg, RegFile};
use gfxc_isa::table::table;
use gfxc_isa::IsaVariant;
use gfxc_isa::{Op, Props};
use smallvec::SmallVec;

pub mod text;
pub use text::{parse, parse_function, print};

/// A virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct VReg(pub u32);

/// Register file of a virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Bank {
    S,
    V,
    A,
}

/// Class and width of a virtual register.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct VRegInfo {
    pub bank: Bank,
    /// Width in dwords (1, 2, 4, ...).
    pub width: u8,
}

/// A block of a machine function.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct MBlockId(pub u32);

/// An operand.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum MOp {
    /// Dwords `off..off+n` of a virtual register.
    V { reg: VReg, off: u8, n: u8 },
    /// A physical register.
    P(Reg),
    /// Constant, literal, immediate or `off`.
    C(Operand),
    /// Branch target.
    B(MBlockId),
    /// A 32-bit literal that is half of a symbol's PC-relative address: `sym@rel32@lo` /
    /// `@hi` of [`MFunction::symbols`]`[sym]` plus `addend`, relative to the end of the
    /// nearest preceding `s_getpc_b64` (the code object writer resolves it; AMDGPUUsage
    /// "Relocation Records"). Inline, packed ([`SymRef`]), so that an operand stays at 16
    /// bytes (every instruction carries six inline) and owns no heap data.
    Sym(SymRef),
}

// An operand is 16 bytes and needs no drop: dropping or cloning an instruction's operands is
// a copy (instructions are made, cloned and dropped by the thousand per compile).
const _: () = assert!(std::mem::size_of::<MOp>() == 16);
const _: () = assert!(!std::mem::needs_drop::<MOp>());

/// What a [`MOp::Sym`] literal names. Packed (13 bytes, alignment 1) so that it fits in an
/// [`MOp`] beside the tag; read its fields by value (they cannot be borrowed).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[repr(C, packed)]
pub struct SymRef {
    /// Index in [`MFunction::symbols`].
    pub sym: u32,
    pub addend: i64,
    /// The high half (`@rel32@hi`) rather than the low one.
    pub hi: bool,
}

impl MOp {
    /// A [`MOp::Sym`] literal.
    pub fn sym(sym: u32, addend: i64, hi: bool) -> MOp {
        MOp::Sym(SymRef { sym, addend, hi })
    }
    /// The whole virtual register.
    pub fn whole(f: &MFunction, r: VReg) -> MOp {
        MOp::V {
            reg: r,
            off: 0,
            n: f.vregs[r.0 as usize].width,
        }
    }
    /// The vreg this operand references.
    pub fn vreg(&self) -> Option<VReg> {
        match self {
            MOp::V { reg, .. } => Some(*reg),
            _ => None,
        }
    }
}

/// Pseudo instructions.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Pseudo {
    /// Defines the hardware-initialised registers: `ops[i]` is defined in `fixed[i]`.
    Entry,
    /// `ops[0] = ops[1]` (same width; S->S, V->V or S->V).
    Copy,
    /// Wait until every outstanding memory operation has completed (memory-model fences);
    /// the waitcnt pass turns it into the generation's `s_waitcnt` form.
    WaitAll,
    /// A fence; its semantics are in [`MInst::mem`]. The memory legalizer
    /// (`gfxc_emit::memory_legalizer`) replaces it with the target's sequence.
    Fence,
    /// A call of a device function (AMDGPU calling convention, `gfxc_isel::call_conv`):
    /// `ops[0]` is the callee, an [`MOp::Sym`] of [`MFunction::symbols`]; the defs are the
    /// result's dwords (VGPRs, in v0.. order), the other operands the arguments' dwords
    /// (VGPRs, in v0.. order). `gfxc_regalloc::calls` expands it after allocation.
    Call,
    /// A device function's return: the operands are the result's dwords (VGPRs, in v0..
    /// order). `gfxc_regalloc::calls` expands it into the epilogue and `s_setpc_b64`.
    Ret,
    /// A memory-model wait requirement (placed by the memory legalizer): each `true` counter
    /// must be zero here. The waitcnt pass merges it with its own waits and drops a counter
    /// only when no operation of that counter can be outstanding.
    Wait { vm: bool, lgkm: bool, vs: bool },
    /// Inline assembly [`MFunction::inline_asm`]`[n]`: its register operands are `ops` (defs
    /// per `defs`); after register allocation `gfxc_emit::inline_asm` substitutes their
    /// registers into the template and assembles it into hardware instructions.
    InlineAsm(u32),
    /// A point whose hazard history is unknown to the code around it: a device function's
    /// entry and the return from a call (the other side is another function). The emitter
    /// (`gfxc_emit::hazards::boundary_insts`) replaces it with what clears every hazard rule of
    /// the target, derived from the rule table, so no hazard can straddle the point.
    HazardBoundary,
}

/// What an inline-asm template operand (`$k`) prints as.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum AsmOperand {
    /// The register of the asm instruction's `ops[i]`.
    Op(u8),
    /// Fixed text: an immediate, or a fixed register's name.
    Text(String),
}

/// One inline-asm statement block of a function (see [`Pseudo::InlineAsm`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct InlineAsm {
    /// The template, LLVM syntax (`$0`, `${1}`, `$$`).
    pub template: String,
    /// Per template operand number.
    pub operands: Vec<AsmOperand>,
    /// Index of the IR instruction it came from (for located errors).
    pub src: u32,
    /// General-purpose registers (SGPR, VGPR, AGPR tuples) the group of the asm writes
    /// besides its operands: `~{reg}` clobbers and fixed-register operands. The allocator
    /// keeps every value live at the group out of them.
    pub clobbers: Vec<Reg>,
}

/// What a memory operation is, for the memory model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MemKind {
    Load,
    Store,
    /// `atomicrmw`; `returns`: the returning form was selected.
    Rmw {
        returns: bool,
    },
    /// `cmpxchg` (always returning in gfxc) with its failure ordering.
    CmpXchg {
        returns: bool,
        failure: Ordering,
    },
    /// A fence and the address spaces it orders.
    Fence {
        global: bool,
        local: bool,
    },
}

/// Memory semantics of an access or fence as instruction selection saw them in the IR. The
/// memory legalizer (`gfxc_emit::memory_legalizer`) turns them into cache-policy bits, waits
/// and cache maintenance (AMDGPUUsage "Memory Model").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct MemSem {
    pub kind: MemKind,
    /// Address space of the access (`Flat` for fences).
    pub space: AddrSpace,
    pub ordering: Ordering,
    pub scope: SyncScope,
    pub volatile: bool,
    pub nontemporal: bool,
    /// The object the address is based on, when selection could tell
    /// ([`gfxc_ir::alias::RootFinder`]); `None`: unknown (anything).
    pub root: Option<AliasRoot>,
}

pub use gfxc_ir::alias::AliasRoot;

/// What an instruction is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// Row index in the variant's isa table.
    Hw(u32),
    Pseudo(Pseudo),
}

/// The operands of one instruction: inline up to six, as most instructions have.
pub type Ops = SmallVec<[MOp; 6]>;

/// A block's successor or predecessor list: inline up to two (a branch has at most two
/// successors, a join usually two predecessors), so that making, cloning and dropping a
/// block allocates nothing for its edges.
pub type Edges = SmallVec<[MBlockId; 2]>;

/// One machine instruction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MInst {
    pub kind: Kind,
    pub ops: Ops,
    /// Bit i set: `ops[i]` is written.
    pub defs: u32,
    /// Returned value of a FLAT-family atomic with GLC.
    pub ret: Option<MOp>,
    pub m: Mods,
    /// Continues the group of the next instruction (see the module doc).
    pub group: bool,
    /// For [`Pseudo::Entry`]: the physical register of each operand.
    pub fixed: Vec<Reg>,
    /// Memory semantics of an access or [`Pseudo::Fence`] (input of the memory legalizer).
    pub mem: Option<MemSem>,
}

impl MInst {
    /// An instruction of `kind` with `ops` (bit i of `defs` set: `ops[i]` is written) and
    /// nothing else: no returned value, modifiers, group, fixed registers or memory semantics.
    pub fn new(kind: Kind, ops: Ops, defs: u32) -> MInst {
        MInst {
            kind,
            ops,
            defs,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed: Vec::new(),
            mem: None,
        }
    }

    /// Is `ops[i]` a def?
    pub fn is_def(&self, i: usize) -> bool {
        i < 32 && self.defs & (1 << i) != 0
    }

    /// Calls `g` with each virtual-register dword the instruction writes (def operands, then
    /// an atomic's returned value), as [`MFunction::dword_defs`] counts them.
    #[inline]
    pub fn for_each_def_dword(&self, mut g: impl FnMut(VReg, u8)) {
        // The def operands: the set bits of `defs` below the operand count.
        let mut bits = self.defs;
        while bits != 0 {
            let k = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            let Some(op) = self.ops.get(k) else { break };
            if let MOp::V { reg, off, n: w } = op {
                for d in *off..off + w {
                    g(*reg, d);
                }
            }
        }
        if let Some(MOp::V { reg, off, n: w }) = &self.ret {
            for d in *off..off + w {
                g(*reg, d);
            }
        }
    }

    /// Rewrites every use of a renamed register to its new home: `rename[r] = (t, base)` says
    /// that `r`'s dwords now live in `t` from dword `base` on (a load merged into a wider one,
    /// two DS accesses paired). Defs are left alone.
    pub fn rename_uses<S: std::hash::BuildHasher>(
        &mut self,
        rename: &std::collections::HashMap<VReg, (VReg, u8), S>,
    ) {
        self.rename_uses_with(|r| rename.get(&r).copied());
    }

    /// [`MInst::rename_uses`] asking `home(r)` for each read register's new home (`None`: it
    /// stays): a pass that renames by vreg number passes a table lookup instead of a map.
    pub fn rename_uses_with(&mut self, home: impl Fn(VReg) -> Option<(VReg, u8)>) {
        for (k, op) in self.ops.iter_mut().enumerate() {
            if k < 32 && self.defs & (1 << k) != 0 {
                continue;
            }
            if let MOp::V { reg, off, n } = op {
                if let Some((t, base)) = home(*reg) {
                    *op = MOp::V {
                        reg: t,
                        off: base + *off,
                        n: *n,
                    };
                }
            }
        }
    }
}

/// Condition of a conditional branch.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cond {
    Scc0,
    Scc1,
    Execz,
    Execnz,
}

impl Cond {
    /// The branch instruction.
    pub fn op(self) -> Op {
        match self {
            Cond::Scc0 => Op::s_cbranch_scc0,
            Cond::Scc1 => Op::s_cbranch_scc1,
            Cond::Execz => Op::s_cbranch_execz,
            Cond::Execnz => Op::s_cbranch_execnz,
        }
    }
}

/// How a block ends (in the linear CFG, i.e. what the machine code does).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Term {
    /// Continue at a block (a branch, or nothing when it is next in the layout).
    Jump(MBlockId),
    /// `if cond goto taken else goto fall`.
    Br {
        cond: Cond,
        taken: MBlockId,
        fall: MBlockId,
    },
    /// End of the program (`s_endpgm`).
    Ret,
}

/// A machine block.
#[derive(Clone, Debug, Default)]
pub struct MBlock {
    pub insts: Vec<MInst>,
    /// Number of leading EXEC/SGPR-only instructions.
    pub prologue: usize,
    /// Index of the first epilogue instruction (`insts.len()` when none).
    pub epilogue: usize,
    pub term: Option<Term>,
    pub params: Vec<VReg>,
    pub logical_succs: Edges,
    pub linear_succs: Edges,
    pub logical_preds: Edges,
    pub linear_preds: Edges,
    /// `args[i]`: values passed to the parameters of `logical_succs[i]`.
    pub args: Vec<Vec<VReg>>,
    /// SGPR arguments of the *linear* edges of a block whose linear successors differ from
    /// its logical ones (empty: none): `linear_args[i]` goes to the SGPR parameters of
    /// `linear_succs[i]`. Only lane-mask phis use them (`isel/src/mask_phis.rs`): a then-side
    /// exit passes its lane mask to the region's linear-only flow block. The SGPR allocator
    /// works on the linear CFG and takes these instead of the SGPR entries of `args`.
    pub linear_args: Vec<Vec<VReg>>,
    /// Exists only in the linear CFG.
    pub linear_only: bool,
    /// Source name (`block3`, `edge`).
    pub name: BlockName,
}

/// A block's source name (`block3`, `edge7`, `skip`), for printing only. Kept inline up to
/// 22 bytes: a heap string per block was allocated, cloned and freed by every pass that
/// makes or copies blocks. Longer names (from MIR text) spill to the heap.
#[derive(Clone, Default, PartialEq, Eq)]
pub struct BlockName(SmallVec<[u8; 22]>);

impl BlockName {
    /// `prefix` followed by the decimal digits of `n` (`block3`): no formatting machinery.
    /// A name that fits inline is written straight into the inline buffer (SmallVec's
    /// `extend_from_slice` went through `try_reserve` and `memcpy` for each part).
    pub fn numbered(prefix: &str, n: usize) -> BlockName {
        let mut len = 1;
        let mut m = n / 10;
        while m != 0 {
            len += 1;
            m /= 10;
        }
        let p = prefix.as_bytes();
        let mut buf = [0u8; 22];
        if p.len() + len > buf.len() {
            // (A long prefix, from MIR text: through the heap.)
            let mut b: SmallVec<[u8; 22]> = SmallVec::from_slice(p);
            b.extend_from_slice(BlockName::numbered("", n).as_str().as_bytes());
            return BlockName(b);
        }
        for (d, &c) in buf.iter_mut().zip(p) {
            *d = c;
        }
        let (mut at, mut n) = (p.len() + len, n);
        let end = at;
        loop {
            at -= 1;
            buf[at] = b'0' + (n % 10) as u8;
            n /= 10;
            if n == 0 {
                break;
            }
        }
        BlockName(SmallVec::from_buf_and_len(buf, end))
    }

    pub fn as_str(&self) -> &str {
        // Built only from `&str`s and ASCII digits: always UTF-8.
        std::str::from_utf8(&self.0).unwrap_or("?")
    }
}

impl From<&str> for BlockName {
    fn from(s: &str) -> BlockName {
        BlockName(SmallVec::from_slice(s.as_bytes()))
    }
}

impl std::fmt::Display for BlockName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.as_str())
    }
}

impl std::fmt::Debug for BlockName {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        std::fmt::Debug::fmt(self.as_str(), f)
    }
}

impl MBlock {
    /// The block body: the instructions between the EXEC prologue and the epilogue (empty
    /// when the two bounds leave none).
    pub fn body(&self) -> &[MInst] {
        let end = self.epilogue.min(self.insts.len());
        self.insts.get(self.prologue..end).unwrap_or(&[])
    }

    /// Remove the instructions `drop` marks (one flag per instruction, none of them in the
    /// epilogue), keeping groups well formed: each survivor continues its group exactly when
    /// the next survivor was in the same group. Returns how many were removed.
    pub fn remove_insts(&mut self, drop: &[bool]) -> usize {
        let n = drop.iter().filter(|d| **d).count();
        if n == 0 {
            return 0;
        }
        // One walk: `g` numbers the groups as they were (an instruction's flag is read before
        // a later survivor can change it), and each survivor's flag is set when the next
        // survivor is found.
        let mut g = 0;
        let mut prev: Option<(usize, usize)> = None;
        for k in 0..self.insts.len() {
            let gk = g;
            g += usize::from(!self.insts[k].group);
            // (A flag missing at the end keeps the instruction, as the removal below does.)
            if drop.get(k).copied().unwrap_or(false) {
                continue;
            }
            if let Some((p, gp)) = prev {
                self.insts[p].group = gp == gk;
            }
            prev = Some((k, gk));
        }
        if let Some((last, _)) = prev {
            self.insts[last].group = false;
        }
        let mut it = drop.iter();
        self.insts.retain(|_| !*it.next().unwrap_or(&false));
        self.epilogue -= n;
        n
    }
}

/// The kernel's hardware interface as selection decided it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Abi {
    /// User SGPRs: the kernarg segment pointer in `s[0:1]`, padded as the target needs.
    pub user_sgpr_count: u32,
    /// Work-group id X/Y/Z system SGPRs enabled (they follow the user SGPRs in order).
    pub workgroup_id: [bool; 3],
    /// Highest work-item id dimension used (0 = X only).
    pub workitem_id_dims: u8,
    /// Static LDS bytes.
    pub lds_size: u32,
    /// Kernarg segment size and alignment.
    pub kernarg_size: u32,
    pub kernarg_align: u32,
    /// Uses dynamic LDS (a zero-sized local global).
    pub dynamic_lds: bool,
    /// GFX6-GFX8 scratch: the private segment buffer is user SGPRs `s[0:3]` (the other user
    /// SGPRs follow it) and the scratch wavefront offset is the last system SGPR.
    pub private_segment_buffer: bool,
    /// GFX7/GFX8 private memory reached through FLAT (a private pointer cast to flat): the Flat
    /// Scratch Init user SGPRs follow the kernarg pointer and the prolog writes FLAT_SCRATCH.
    pub flat_scratch_init: bool,
    /// The Dispatch Ptr user SGPRs, before the kernarg pointer (a kernel reading
    /// `dispatch_ptr` through them or calling a function that receives it in s[4:5]).
    pub dispatch_ptr: bool,
    /// The Dispatch Id user SGPRs, after the kernarg pointer (`dispatch_id`, or a callee
    /// receiving it in s[10:11]).
    pub dispatch_id: bool,
}

impl Abi {
    /// The user SGPRs selection enables (dispatch pointer, kernarg pointer, dispatch id),
    /// before the scratch setup adds its own and before any padding.
    pub fn selected_user_sgprs(&self) -> u32 {
        2 + 2 * self.dispatch_ptr as u32 + 2 * self.dispatch_id as u32
    }

    /// The scratch wavefront offset system SGPR when the private segment is enabled: after
    /// the user SGPRs and the enabled work-group ids (AMDGPUUsage "Initial Kernel State").
    pub fn scratch_wave_offset_sgpr(&self) -> u16 {
        (self.user_sgpr_count + self.workgroup_id.iter().filter(|x| **x).count() as u32) as u16
    }
}

/// A machine function (one kernel).
#[derive(Clone, Debug)]
pub struct MFunction {
    pub name: String,
    pub variant: IsaVariant,
    pub wave64: bool,
    pub abi: Abi,
    pub vregs: Vec<VRegInfo>,
    /// Blocks in linear (layout) order; block 0 is the entry.
    pub blocks: Vec<MBlock>,
    /// Per-lane private (scratch) bytes of the kernel's `alloca`s at scratch offsets
    /// `0..private_bytes`; VGPR spill slots go above them.
    pub private_bytes: u32,
    /// Spill slots the register allocator used (SGPR lanes, VGPR scratch dwords); 0 before
    /// allocation. They feed the metadata's `.sgpr_spill_count` / `.vgpr_spill_count`.
    pub sgpr_spill_slots: u32,
    pub vgpr_spill_slots: u32,
    /// Instructions right after the entry pseudo that set up scratch (FLAT_SCRATCH on
    /// GFX9/GFX10): no scratch access, spills of the inputs included, may run before them.
    pub scratch_prolog: u32,
    /// The divergent if-then(-else) regions selection built (`gfxc_isel::structured`), for the
    /// post-allocation EXEC clean-ups of `gfxc-emit`; blocks never move, so the ids stay valid.
    pub exec_regions: Vec<ExecRegion>,
    /// Names of the module-scope variables whose address the code takes and of the
    /// functions it calls ([`MOp::Sym`]).
    pub symbols: Vec<String>,
    /// Indices into [`MFunction::symbols`] of functions defined in another module: a call
    /// reaches them through their GOT slot (`sym@gotpcrel32@lo/hi` + `s_load_dwordx2`, as
    /// llc-19 calls a preemptible function), not pc-relatively.
    pub got: Vec<u32>,
    /// A device function (called with the AMDGPU calling convention), not a kernel: its
    /// return is `s_setpc_b64 s[30:31]`, not `s_endpgm`.
    pub device_function: bool,
    /// Per-lane bytes of this function's own stack frame (callee-saved registers and the
    /// registers saved around its calls), set by `gfxc_regalloc::calls`.
    pub frame_bytes: u32,
    /// Inline-asm blocks ([`Pseudo::InlineAsm`]).
    pub inline_asm: Vec<InlineAsm>,
}

/// LLVM's `amdgpu-skip-threshold` default: code of this many instructions keeps the
/// `s_cbranch_execz` that skips it (`SIPreEmitPeephole`).
pub const EXECZ_SKIP_THRESHOLD: usize = 12;

/// The blocks of one divergent region's EXEC protocol (`gfxc_isel::structured`): `branch` ends
/// with `s_and_saveexec S0, m; s_xor S1, exec, S0; s_cbranch_execz skip`; `skip` jumps to
/// `flow`, which holds `s_andn2_saveexec S2, S1` and jumps to `else_entry` (or falls into it
/// with an `s_cbranch_execz` to an empty linear-only block that jumps to `join`, when the
/// else side is worth skipping); the prologue of
/// `join` has `s_or exec, exec, S2`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExecRegion {
    pub branch: MBlockId,
    pub skip: MBlockId,
    pub flow: MBlockId,
    pub else_entry: MBlockId,
    pub join: MBlockId,
}

/// How many instructions write each dword of each virtual register ([`MFunction::dword_defs`]).
///
/// A dense table (one counter per dword of every declared register, found through a prefix
/// sum of the widths): isel's CSE, copy propagation and the passes after them share one,
/// where a hash map of (register, dword) keys cost more than the rounds themselves; a pass
/// that removes instructions takes their writes out of it ([`DwordDefs::remove_inst`])
/// instead of counting again. A write outside a register's declared width (never made by
/// isel, but representable) is counted in `extra`, so the answer is the same as a map of
/// every written dword.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct DwordDefs {
    /// `start[r]`: index in `count` of dword 0 of register `r`; `start[r + 1] - start[r]` is
    /// its width.
    start: Vec<u32>,
    count: Vec<u32>,
    extra: std::collections::BTreeMap<(VReg, u8), u32>,
}

impl DwordDefs {
    #[inline]
    fn slot(&self, r: VReg, d: u8) -> Option<usize> {
        let r = r.0 as usize;
        if r + 1 >= self.start.len() {
            return None;
        }
        let (lo, hi) = (self.start[r] as usize, self.start[r + 1] as usize);
        let k = lo + d as usize;
        (k < hi).then_some(k)
    }

    fn add(&mut self, r: VReg, d: u8) {
        match self.slot(r, d) {
            Some(k) => self.count[k] += 1,
            None => *self.extra.entry((r, d)).or_default() += 1,
        }
    }

    /// Takes back one [`DwordDefs::add`] (an entry of `extra` that reaches zero goes, as a
    /// fresh count never holds one).
    fn sub(&mut self, r: VReg, d: u8) {
        match self.slot(r, d) {
            Some(k) => self.count[k] -= 1,
            None => {
                if let std::collections::btree_map::Entry::Occupied(mut e) =
                    self.extra.entry((r, d))
                {
                    *e.get_mut() -= 1;
                    if *e.get() == 0 {
                        e.remove();
                    }
                }
            }
        }
    }

    /// The counts without the writes of `i`, an instruction of the function about to be
    /// removed: equal to [`MFunction::dword_defs`] of the function after the removal, so a
    /// pass that only removes instructions (and renames reads) keeps the counts exact
    /// without recounting the function.
    pub fn remove_inst(&mut self, i: &MInst) {
        i.for_each_def_dword(|r, d| self.sub(r, d));
    }

    /// Room for the registers made since the counts were taken (none written yet: zero
    /// counts), as [`MFunction::dword_defs`] of the function now has them.
    pub fn grow(&mut self, vregs: &[VRegInfo]) {
        let have = self.start.len() - 1;
        if vregs.len() <= have {
            return;
        }
        let mut total = self.start[have];
        for v in &vregs[have..] {
            total += v.width as u32;
            self.start.push(total);
        }
        self.count.resize(total as usize, 0);
    }

    /// The counts with the writes of `i`, an instruction added to the function (its
    /// registers may be new: [`DwordDefs::grow`]), as a recount would find them.
    pub fn add_inst(&mut self, vregs: &[VRegInfo], i: &MInst) {
        self.grow(vregs);
        i.for_each_def_dword(|r, d| self.add(r, d));
    }

    /// [`DwordDefs::remove_inst`] from the dwords the removed instructions wrote
    /// ([`MInst::for_each_def_dword`]), for a pass that removes first and updates after.
    pub fn remove_writes(&mut self, dwords: impl IntoIterator<Item = (VReg, u8)>) {
        for (r, d) in dwords {
            self.sub(r, d);
        }
    }

    /// Whether dword `d` of `r` is written by exactly one instruction.
    #[inline]
    pub fn once(&self, r: VReg, d: u8) -> bool {
        match self.slot(r, d) {
            Some(k) => self.count[k] == 1,
            None => self.extra.get(&(r, d)).copied() == Some(1),
        }
    }

    /// Whether `op` has one value wherever it is read: a constant, or virtual-register
    /// dwords each written by exactly one instruction.
    #[inline]
    pub fn operand_once(&self, op: &MOp) -> bool {
        match op {
            MOp::V { reg, off, n } => (*off..off + n).all(|d| self.once(*reg, d)),
            MOp::C(_) => true,
            _ => false,
        }
    }
}

impl MFunction {
    /// How many instructions write each dword of each virtual register (operands in def
    /// positions and atomic returns). A dword written more than once is rewritten in place inside
    /// a group (e.g. a MUBUF atomic's VDATA copy), so its value depends on where it is read.
    pub fn dword_defs(&self) -> DwordDefs {
        // (Slack for the registers later passes make while keeping the counts,
        // `DwordDefs::grow`: growing reallocated both tables.)
        let mut start = Vec::with_capacity(self.vregs.len() + 1 + 16);
        let mut total = 0u32;
        start.push(0);
        for v in &self.vregs {
            total += v.width as u32;
            start.push(total);
        }
        let mut count = Vec::with_capacity(total as usize + 64);
        count.resize(total as usize, 0);
        let mut n = DwordDefs {
            start,
            count,
            extra: Default::default(),
        };
        for b in &self.blocks {
            for i in &b.insts {
                i.for_each_def_dword(|r, d| n.add(r, d));
            }
        }
        n
    }

    /// [`MFunction::dword_defs`] through `cache`: computed when `cache` is empty, else the
    /// one kept there. Passes that run in a row share one count this way; a pass that may
    /// have changed which operands are written empties the cache or updates it
    /// ([`DwordDefs::remove_inst`], [`DwordDefs::add_inst`]; moving, renaming reads or
    /// changing sources keeps it exact). Debug builds check a kept count against a fresh one.
    pub fn dword_defs_cached<'a>(&self, cache: &'a mut Option<DwordDefs>) -> &'a DwordDefs {
        if let Some(kept) = cache.as_mut() {
            // (Registers made since, e.g. a window's load before the pass gave up, unwritten.)
            kept.grow(&self.vregs);
            debug_assert!(
                *kept == self.dword_defs(),
                "stale dword defs in {}",
                self.name
            );
        }
        cache.get_or_insert_with(|| self.dword_defs())
    }

    /// A new empty function.
    pub fn new(name: &str, variant: IsaVariant, wave64: bool) -> MFunction {
        MFunction {
            name: name.to_owned(),
            variant,
            wave64,
            abi: Abi::default(),
            vregs: Vec::new(),
            blocks: Vec::new(),
            private_bytes: 0,
            sgpr_spill_slots: 0,
            vgpr_spill_slots: 0,
            scratch_prolog: 0,
            exec_regions: Vec::new(),
            symbols: Vec::new(),
            got: Vec::new(),
            device_function: false,
            frame_bytes: 0,
            inline_asm: Vec::new(),
        }
    }
    /// A fresh virtual register.
    pub fn new_vreg(&mut self, bank: Bank, width: u8) -> VReg {
        self.vregs.push(VRegInfo { bank, width });
        VReg(self.vregs.len() as u32 - 1)
    }
    /// Info of a vreg.
    #[inline]
    pub fn info(&self, r: VReg) -> VRegInfo {
        self.vregs[r.0 as usize]
    }
    /// A new block (appended to the layout).
    pub fn new_block(&mut self, name: &str) -> MBlockId {
        self.new_block_named(name.into())
    }
    /// [`MFunction::new_block`] taking the name it keeps.
    pub fn new_block_named(&mut self, name: BlockName) -> MBlockId {
        self.blocks.push(MBlock {
            name,
            ..MBlock::default()
        });
        MBlockId(self.blocks.len() as u32 - 1)
    }
    /// Recompute predecessor lists from successor lists (by index: no copy of a successor
    /// list, which a selector's calls per block made a measurable cost).
    pub fn compute_preds(&mut self) {
        for b in &mut self.blocks {
            b.logical_preds.clear();
            b.linear_preds.clear();
        }
        for i in 0..self.blocks.len() {
            for k in 0..self.blocks[i].logical_succs.len() {
                let s = self.blocks[i].logical_succs[k].0 as usize;
                self.blocks[s].logical_preds.push(MBlockId(i as u32));
            }
            for k in 0..self.blocks[i].linear_succs.len() {
                let s = self.blocks[i].linear_succs[k].0 as usize;
                self.blocks[s].linear_preds.push(MBlockId(i as u32));
            }
        }
    }
    /// The position of the operand a two-address instruction reads in its destination's
    /// register (`gfxc_isa::op::kind::TIED` rows: `v_fmac_f32 d, a, b` adds `d`'s old value),
    /// or `None`. Before register allocation such an instruction carries that value as one
    /// operand beyond the row's signature (`v_fmac_f32_e32 %d, a, b, %c`: `d = a * b + c`); the
    /// allocator gives `%d` and `%c` one register (regalloc2's reuse-input constraint) and
    /// drops the extra operand.
    #[inline]
    pub fn tied(&self, i: &MInst) -> Option<usize> {
        let Kind::Hw(row) = i.kind else {
            return None;
        };
        let t = table(self.variant);
        if !t.props(row).is(gfxc_isa::op::kind::TIED) {
            return None;
        }
        let n = t.def(row).ops.len();
        (i.ops.len() == n + 1).then_some(n)
    }
    /// The `Op` of a hardware instruction.
    #[inline]
    pub fn op(&self, i: &MInst) -> Option<Op> {
        match i.kind {
            Kind::Hw(row) => Some(table(self.variant).props(row).op),
            Kind::Pseudo(_) => None,
        }
    }
    /// Does `i` make LLVM 19 keep an `s_cbranch_execz` over code that contains it
    /// (`SIPreEmitPeephole::mustRetainExeczBranch`)? Scalar or vector memory, FLAT, LDS (expensive
    /// even when EXEC = 0) and the rows with unwanted effects under EXEC = 0
    /// (`kind::NO_EXECZ_SKIP`: messages, traps, lane reads and writes, waits, barriers,
    /// cache maintenance). Pseudo instructions answer no.
    pub fn keeps_execz_skip(&self, i: &MInst) -> bool {
        use gfxc_isa::table::Format;
        let Kind::Hw(row) = i.kind else {
            return false;
        };
        let t = table(self.variant);
        matches!(
            t.def(row).format,
            Format::Smrd
                | Format::Smem
                | Format::Ds
                | Format::Mubuf
                | Format::Mtbuf
                | Format::Flat
                | Format::Global
                | Format::Scratch
        ) || t.props(row).any(gfxc_isa::op::kind::NO_EXECZ_SKIP)
    }
    /// The properties of a hardware instruction's row.
    #[inline]
    pub fn props(&self, i: &MInst) -> Option<&'static Props> {
        match i.kind {
            Kind::Hw(row) => Some(table(self.variant).props(row)),
            Kind::Pseudo(_) => None,
        }
    }
    /// Row mnemonic of an instruction.
    pub fn mnemonic(&self, i: &MInst) -> &'static str {
        match i.kind {
            Kind::Hw(row) => table(self.variant).def(row).mnemonic,
            Kind::Pseudo(Pseudo::Entry) => "p_entry",
            Kind::Pseudo(Pseudo::Copy) => "p_copy",
            Kind::Pseudo(Pseudo::WaitAll) => "p_wait_all",
            Kind::Pseudo(Pseudo::Fence) => "p_fence",
            Kind::Pseudo(Pseudo::Wait { .. }) => "p_wait",
            Kind::Pseudo(Pseudo::Call) => "p_call",
            Kind::Pseudo(Pseudo::Ret) => "p_ret",
            Kind::Pseudo(Pseudo::InlineAsm(_)) => "p_inline_asm",
            Kind::Pseudo(Pseudo::HazardBoundary) => "p_hazard_boundary",
        }
    }
    /// Checks the structural invariants: SSA (one defining group per vreg), operand
    /// widths within the vreg, block args matching parameter counts, pred/succ symmetry.
    pub fn validate(&self) -> Result<(), String> {
        let mut defined = vec![false; self.vregs.len()];
        let mut def_once = |r: VReg, what: &str| -> Result<(), String> {
            let d = &mut defined[r.0 as usize];
            if *d {
                return Err(format!("%{} defined twice ({what})", r.0));
            }
            *d = true;
            Ok(())
        };
        for b in &self.blocks {
            for &p in &b.params {
                def_once(p, b.name.as_str())?;
            }
            let mut group_defs: Vec<VReg> = Vec::new();
            for inst in &b.insts {
                // gfx90a/gfx942 address VGPR and AGPR tuples only from an even register (an
                // odd base reads as the even register below it): LLVM's `AV_*_Align2`
                // register classes; every hardware instruction's allocated tuples obey it.
                let aligned = matches!(self.variant, IsaVariant::Gfx90a | IsaVariant::Gfx942)
                    && matches!(inst.kind, Kind::Hw(_));
                for (k, op) in inst.ops.iter().enumerate() {
                    if let MOp::P(r) = op {
                        if aligned
                            && r.count >= 2
                            && r.index % 2 == 1
                            && matches!(r.file, RegFile::Vgpr | RegFile::Agpr)
                        {
                            return Err(format!(
                                "{}: {} operand {k}: a register tuple at an odd register",
                                b.name,
                                self.mnemonic(inst)
                            ));
                        }
                    }
                    if let MOp::V { reg, off, n } = op {
                        let w = self.info(*reg).width;
                        if off + n > w {
                            return Err(format!("%{} sub-range out of width", reg.0));
                        }
                        if inst.is_def(k) && !group_defs.contains(reg) {
                            group_defs.push(*reg);
                        }
                    }
                }
                if let Some(MOp::V { reg, .. }) = &inst.ret {
                    if !group_defs.contains(reg) {
                        group_defs.push(*reg);
                    }
                }
                if !inst.group {
                    for r in group_defs.drain(..) {
                        def_once(r, b.name.as_str())?;
                    }
                }
            }
            if !group_defs.is_empty() {
                return Err(format!("{}: unterminated group", b.name));
            }
            if b.args.len() != b.logical_succs.len() {
                return Err(format!("{}: args per successor", b.name));
            }
            for (s, a) in b.logical_succs.iter().zip(&b.args) {
                if self.blocks[s.0 as usize].params.len() != a.len() {
                    return Err(format!("{} -> {}: argument count", b.name, s.0));
                }
            }
            if !b.linear_args.is_empty() {
                if b.linear_args.len() != b.linear_succs.len() {
                    return Err(format!("{}: linear args per linear successor", b.name));
                }
                for (s, a) in b.linear_succs.iter().zip(&b.linear_args) {
                    let sgpr_params = self.blocks[s.0 as usize]
                        .params
                        .iter()
                        .filter(|&&p| self.info(p).bank == Bank::S)
                        .count();
                    if sgpr_params != a.len() || a.iter().any(|&r| self.info(r).bank != Bank::S) {
                        return Err(format!("{} -> {}: linear argument count", b.name, s.0));
                    }
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::BlockName;

    #[test]
    fn numbered_names() {
        assert_eq!(BlockName::numbered("block", 0).as_str(), "block0");
        assert_eq!(BlockName::numbered("edge", 1907).as_str(), "edge1907");
        assert_eq!(
            BlockName::numbered("b", usize::MAX).as_str(),
            format!("b{}", usize::MAX)
        );
        let long = "a_prefix_longer_than_22_bytes";
        assert_eq!(BlockName::numbered(long, 42).as_str(), format!("{long}42"));
    }
}
