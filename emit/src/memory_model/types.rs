//! The vocabulary of the memory model: abstract memory operations ([`MemOp`]), the target mode
//! ([`MmTarget`]) and the prescribed code ([`MmSequence`] of [`Step`]s around an [`Access`]).
//!
//! Guarantees: these types are independent of any machine IR; [`MmSequence`]'s `Display`
//! prints one assembly-like line per instruction in LLVM syntax (`s_waitcnt vmcnt(0)
//! lgkmcnt(0)`, `s_waitcnt_vscnt null, 0x0`, `buffer_gl0_inv`, `global_load glc dlc`), which is
//! also the normal form the differential test reduces `llc-19` output to.

use gfxc_isa::processors::{Generation, IsaVariant, Target};
use std::fmt;

/// Address space of an access, as the memory model groups them (AMDGPUUsage "Address Spaces";
/// `spec-memory-model.md` §1.1).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Space {
    /// Global memory (AS 1).
    Global,
    /// Generic / flat (AS 0): may reach global, LDS or scratch at run time.
    Flat,
    /// LDS (AS 3).
    Local,
    /// Scratch (AS 5): only one work-item sees it.
    Private,
    /// Constant (AS 4, 6): read-only during a dispatch.
    Constant,
    /// GDS (AS 2): not covered by the model; treated as non-atomic.
    Region,
}

impl Space {
    pub const ALL: [Space; 6] = [
        Space::Global,
        Space::Flat,
        Space::Local,
        Space::Private,
        Space::Constant,
        Space::Region,
    ];

    /// The name used in tables and printed keys (`global`, `generic`, `local`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Space::Global => "global",
            Space::Flat => "generic",
            Space::Local => "local",
            Space::Private => "private",
            Space::Constant => "constant",
            Space::Region => "region",
        }
    }

    /// From LLVM's AMDGPU address-space number.
    pub fn from_llvm(n: u32) -> Option<Space> {
        Some(match n {
            0 => Space::Flat,
            1 => Space::Global,
            2 => Space::Region,
            3 => Space::Local,
            4 | 6 => Space::Constant,
            5 => Space::Private,
            _ => return None,
        })
    }
}

pub use gfxc_ir::{Ordering, ScopeLevel, SyncScope as Scope};

/// An ordering as the seed's tables spell it (`none` for non-atomic).
pub fn ordering_name(o: Ordering) -> &'static str {
    match o {
        Ordering::NotAtomic => "none",
        o => o.name(),
    }
}

/// Reads an ordering as the tables spell it (`none` or `notatomic` for non-atomic).
pub fn ordering_from_name(s: &str) -> Option<Ordering> {
    match s {
        "none" => Some(Ordering::NotAtomic),
        s => Ordering::from_name(s),
    }
}

/// The address spaces an OpenCL-style fence orders (gfxc IR `spaces(...)`, LLVM 19's
/// `!mmra !{!"amdgpu-as", ...}` tags). Both `true` is an unrestricted fence ("generic").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct FenceSpaces {
    pub global: bool,
    pub local: bool,
}

impl FenceSpaces {
    pub const ALL: FenceSpaces = FenceSpaces {
        global: true,
        local: true,
    };
    pub const GLOBAL: FenceSpaces = FenceSpaces {
        global: true,
        local: false,
    };
    pub const LOCAL: FenceSpaces = FenceSpaces {
        global: false,
        local: true,
    };

    /// The address space the seed's fence notes call "AS": generic when both are ordered.
    pub fn as_space(self) -> Space {
        match (self.global, self.local) {
            (true, false) => Space::Global,
            (false, true) => Space::Local,
            _ => Space::Flat,
        }
    }

    pub fn name(self) -> &'static str {
        match self.as_space() {
            Space::Global => "global",
            Space::Local => "local",
            _ => "all",
        }
    }
}

/// What kind of memory operation.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum MemOpKind {
    Load,
    Store,
    /// `atomicrmw`; `returns` is whether the old value is used (selects the returning form).
    AtomicRmw {
        returns: bool,
    },
    /// `cmpxchg`; the ordering used is the merge of success and `failure` orderings.
    CmpXchg {
        returns: bool,
        failure: Ordering,
    },
    /// A fence; `spaces` are the address spaces it orders.
    Fence {
        spaces: FenceSpaces,
    },
}

/// An abstract memory operation: everything the memory model looks at.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MemOp {
    pub kind: MemOpKind,
    /// Address space of the access (ignored for fences).
    pub space: Space,
    /// Success ordering for cmpxchg; `NotAtomic` for ordinary loads and stores.
    pub ordering: Ordering,
    pub scope: Scope,
    pub volatile: bool,
    pub nontemporal: bool,
}

impl MemOp {
    /// An ordinary (non-atomic) load or store.
    pub fn plain(kind: MemOpKind, space: Space) -> MemOp {
        MemOp {
            kind,
            space,
            ordering: Ordering::NotAtomic,
            scope: Scope::SYSTEM,
            volatile: false,
            nontemporal: false,
        }
    }

    /// An atomic operation.
    pub fn atomic(kind: MemOpKind, space: Space, ordering: Ordering, scope: Scope) -> MemOp {
        MemOp {
            ordering,
            scope,
            ..MemOp::plain(kind, space)
        }
    }

    /// A fence.
    pub fn fence(ordering: Ordering, scope: Scope, spaces: FenceSpaces) -> MemOp {
        MemOp::atomic(MemOpKind::Fence { spaces }, Space::Flat, ordering, scope)
    }

    /// A stable one-line key: `rmw.noret acq_rel agent_one_as global`,
    /// `load none - private volatile`, `fence seq_cst workgroup all`.
    pub fn key(&self) -> String {
        let (op, space) = match self.kind {
            MemOpKind::Load => ("load".to_string(), self.space.name()),
            MemOpKind::Store => ("store".to_string(), self.space.name()),
            MemOpKind::AtomicRmw { returns } => (
                format!("rmw.{}", if returns { "ret" } else { "noret" }),
                self.space.name(),
            ),
            MemOpKind::CmpXchg { returns, failure } => (
                format!(
                    "cmpxchg.{}.{}",
                    if returns { "ret" } else { "noret" },
                    ordering_name(failure)
                ),
                self.space.name(),
            ),
            MemOpKind::Fence { spaces } => ("fence".to_string(), spaces.name()),
        };
        let scope = if self.ordering == Ordering::NotAtomic {
            "-".to_string()
        } else {
            self.scope.name().to_string()
        };
        let mut k = format!("{op} {} {scope} {space}", ordering_name(self.ordering));
        if self.volatile {
            k.push_str(" volatile");
        }
        if self.nontemporal {
            k.push_str(" nontemporal");
        }
        k
    }
}

impl fmt::Display for MemOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.key())
    }
}

/// The memory-model table families of AMDGPUUsage ("Memory Model GFX6-GFX9", "... GFX90A",
/// "... GFX942", "... GFX10-GFX11").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Family {
    Gfx6_9,
    Gfx90a,
    Gfx940,
    Gfx10_11,
}

impl Family {
    pub const ALL: [Family; 4] = [
        Family::Gfx6_9,
        Family::Gfx90a,
        Family::Gfx940,
        Family::Gfx10_11,
    ];

    /// The generation column of `memory-model-table.tsv`.
    pub fn name(self) -> &'static str {
        match self {
            Family::Gfx6_9 => "GFX6-9",
            Family::Gfx90a => "GFX90A",
            Family::Gfx940 => "GFX940",
            Family::Gfx10_11 => "GFX10-11",
        }
    }
}

/// The target and execution mode the memory model depends on.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct MmTarget {
    /// Processor name (`gfx90a`).
    pub processor: &'static str,
    pub generation: Generation,
    pub isa: IsaVariant,
    /// GFX90A/GFX940 threadgroup-split mode (`tgsplit`).
    pub tgsplit: bool,
    /// GFX10+ CU wavefront execution mode (`cumode`); false is WGP mode.
    pub cumode: bool,
    pub wave64: bool,
}

impl MmTarget {
    /// The memory-model view of a gfxc target.
    pub fn new(t: &Target) -> MmTarget {
        MmTarget {
            processor: t.processor.name,
            generation: t.processor.generation,
            isa: t.processor.isa,
            tgsplit: t.tgsplit
                && t.processor
                    .features
                    .has(gfxc_isa::processors::Feature::Tgsplit),
            cumode: t.cumode && t.processor.generation.is_gfx10_plus(),
            wave64: t.wave_size() == 64,
        }
    }

    /// Parse `gfx90a`, `gfx90a+tgsplit`, `gfx1030+cumode` (the printed form, see [`name`]).
    ///
    /// [`name`]: MmTarget::name
    pub fn parse(s: &str) -> Option<MmTarget> {
        let mut parts = s.split('+');
        let mut t = Target::parse(parts.next()?).ok()?;
        for f in parts {
            t.apply_mattr(&format!("+{f}")).ok()?;
        }
        Some(MmTarget::new(&t))
    }

    /// `gfx1030+cumode`, `gfx90a+tgsplit`, `gfx900`.
    pub fn name(&self) -> String {
        let mut s = self.processor.to_string();
        if self.tgsplit {
            s.push_str("+tgsplit");
        }
        if self.cumode {
            s.push_str("+cumode");
        }
        s
    }

    pub fn family(&self) -> Family {
        match self.isa {
            IsaVariant::Gfx90a => Family::Gfx90a,
            IsaVariant::Gfx942 => Family::Gfx940,
            _ if self.generation.is_gfx10_plus() => Family::Gfx10_11,
            _ => Family::Gfx6_9,
        }
    }

    /// gfx940 and gfx941 force `sc0 sc1` on every store (LLVM's `force-store-sc0-sc1`).
    pub fn force_store_sc0_sc1(&self) -> bool {
        matches!(self.processor, "gfx940" | "gfx941")
    }

    /// Whether the target has FLAT instructions (no generic address space on GFX6).
    pub fn has_flat(&self) -> bool {
        self.generation >= Generation::Gfx7
    }
}

/// Cache-policy bits of an access (glc/slc/dlc on GFX6-GFX11, sc0/sc1/nt on GFX940).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct CacheBits {
    pub glc: bool,
    pub slc: bool,
    pub dlc: bool,
    pub sc0: bool,
    pub sc1: bool,
    pub nt: bool,
}

impl CacheBits {
    /// Names of the set bits, in LLVM's print order.
    pub fn names(&self) -> Vec<&'static str> {
        let mut v = Vec::new();
        for (on, n) in [
            (self.glc, "glc"),
            (self.slc, "slc"),
            (self.dlc, "dlc"),
            (self.sc0, "sc0"),
            (self.sc1, "sc1"),
            (self.nt, "nt"),
        ] {
            if on {
                v.push(n);
            }
        }
        v
    }
}

/// Instruction family of the access itself (what instruction selection picks per generation
/// and address space; the model only needs its counters and cache bits).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Form {
    /// MUBUF (`buffer_*`): global on GFX6/7, scratch before flat scratch.
    Buffer,
    Global,
    Flat,
    Scratch,
    /// LDS (`ds_*`).
    Ds,
}

impl Form {
    pub fn prefix(self) -> &'static str {
        match self {
            Form::Buffer => "buffer",
            Form::Global => "global",
            Form::Flat => "flat",
            Form::Scratch => "scratch",
            Form::Ds => "ds",
        }
    }
}

/// What the access does.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum AccessOp {
    Load,
    Store,
    Atomic,
}

/// The memory instruction itself, with the cache-policy bits the model requires. For
/// returning atomics `glc` (`sc0` on GFX940) is the "return the old value" bit, included so the
/// printed form matches the instruction.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub struct Access {
    pub form: Form,
    pub op: AccessOp,
    pub bits: CacheBits,
}

impl fmt::Display for Access {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let op = match self.op {
            AccessOp::Load => "load",
            AccessOp::Store => "store",
            AccessOp::Atomic => "atomic",
        };
        write!(f, "{}_{op}", self.form.prefix())?;
        for b in self.bits.names() {
            write!(f, " {b}")?;
        }
        Ok(())
    }
}

/// A required `s_waitcnt`: each `true` counter must reach zero (`vscnt` only on GFX10+).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default)]
pub struct Wait {
    pub vm: bool,
    pub lgkm: bool,
    pub vs: bool,
}

impl Wait {
    pub fn is_empty(&self) -> bool {
        !(self.vm || self.lgkm || self.vs)
    }
}

/// A cache-maintenance instruction (mnemonics as in the GFX6-GFX11 and GFX940 ISAs).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum CacheOp {
    /// `buffer_wbinvl1` (GFX6: the only L1 invalidate; GFX7+ use the `_vol` form).
    Wbinvl1,
    /// `buffer_wbinvl1_vol` (GFX7-GFX90A): invalidate non-volatile L1 lines.
    Wbinvl1Vol,
    /// `buffer_invl2` (GFX90A): invalidate MTYPE NC lines of L2.
    Invl2,
    /// `buffer_wbl2` (GFX90A): write back dirty L2 lines.
    Wbl2,
    /// `buffer_gl0_inv` (GFX10-11).
    Gl0Inv,
    /// `buffer_gl1_inv` (GFX10-11).
    Gl1Inv,
    /// `buffer_inv sc0 sc1` (GFX940).
    Inv { sc0: bool, sc1: bool },
    /// `buffer_wbl2 sc0 sc1` (GFX940).
    Wbl2Sc { sc0: bool, sc1: bool },
}

impl CacheOp {
    /// The instruction mnemonic (as in `gfxc_isa`'s tables).
    pub fn mnemonic(self) -> &'static str {
        match self {
            CacheOp::Wbinvl1 => "buffer_wbinvl1",
            CacheOp::Wbinvl1Vol => "buffer_wbinvl1_vol",
            CacheOp::Invl2 => "buffer_invl2",
            CacheOp::Wbl2 | CacheOp::Wbl2Sc { .. } => "buffer_wbl2",
            CacheOp::Gl0Inv => "buffer_gl0_inv",
            CacheOp::Gl1Inv => "buffer_gl1_inv",
            CacheOp::Inv { .. } => "buffer_inv",
        }
    }
}

impl fmt::Display for CacheOp {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mnemonic())?;
        if let CacheOp::Inv { sc0, sc1 } | CacheOp::Wbl2Sc { sc0, sc1 } = *self {
            if sc0 {
                f.write_str(" sc0")?;
            }
            if sc1 {
                f.write_str(" sc1")?;
            }
        }
        Ok(())
    }
}

/// One instruction of a sequence other than the access.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Step {
    Wait(Wait),
    Cache(CacheOp),
}

impl Step {
    /// Assembly lines of this step (a wait that includes `vscnt` prints two instructions).
    pub fn lines(&self) -> Vec<String> {
        match self {
            Step::Cache(c) => vec![c.to_string()],
            Step::Wait(w) => {
                let mut v = Vec::new();
                let mut parts = Vec::new();
                if w.vm {
                    parts.push("vmcnt(0)");
                }
                if w.lgkm {
                    parts.push("lgkmcnt(0)");
                }
                if !parts.is_empty() {
                    v.push(format!("s_waitcnt {}", parts.join(" ")));
                }
                if w.vs {
                    v.push("s_waitcnt_vscnt null, 0x0".to_string());
                }
                v
            }
        }
    }
}

/// The code the memory model prescribes for one operation: steps before the access, the
/// access (absent for fences), steps after it, and the table rows that produced it.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct MmSequence {
    pub before: Vec<Step>,
    pub access: Option<Access>,
    pub after: Vec<Step>,
    /// Row ids (`memory-model-table.tsv` data-row numbers, see [`super::table`]) in the order
    /// they were applied (`@then`/`@same-as` chains list several).
    pub rows: Vec<u16>,
}

impl MmSequence {
    /// One line per instruction, in program order.
    pub fn lines(&self) -> Vec<String> {
        let mut v: Vec<String> = self.before.iter().flat_map(|s| s.lines()).collect();
        if let Some(a) = &self.access {
            v.push(a.to_string());
        }
        v.extend(self.after.iter().flat_map(|s| s.lines()));
        v
    }
}

impl fmt::Display for MmSequence {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let l = self.lines();
        if l.is_empty() {
            f.write_str("(none)")
        } else {
            f.write_str(&l.join(" ; "))
        }
    }
}

/// Why an operation has no sequence.
#[derive(Clone, PartialEq, Eq, Debug)]
pub enum MmError {
    /// The operation is not valid LLVM IR (release load, acquire-only store of a fence kind
    /// that does not exist, monotonic or unordered fence, non-atomic fence).
    InvalidOrdering(String),
    /// The target has no such access (generic address space on GFX6).
    NoSuchAccess(String),
    /// AMDGPUUsage forbids it: "local address space cannot be used in TgSplit mode".
    LocalInTgSplit,
}

impl fmt::Display for MmError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            MmError::InvalidOrdering(s) | MmError::NoSuchAccess(s) => f.write_str(s),
            MmError::LocalInTgSplit => {
                f.write_str("the local address space cannot be used in tgsplit mode")
            }
        }
    }
}

impl std::error::Error for MmError {}
