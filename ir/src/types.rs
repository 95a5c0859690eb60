//! Value types, address spaces, memory orderings and synchronization scopes.
//!
//! Address-space numbers, pointer sizes and scope names follow LLVM's AMDGPU backend
//! (AMDGPUUsage: "Address Spaces", "Memory Scopes") so that `emit-llvm` is a direct mapping.

use core::fmt;

/// A scalar type: the lane type of vectors and the type of most values.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Scalar {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    F32,
    F64,
}

impl Scalar {
    /// All scalar types, in a fixed order.
    pub const ALL: [Scalar; 8] = [
        Scalar::I1,
        Scalar::I8,
        Scalar::I16,
        Scalar::I32,
        Scalar::I64,
        Scalar::F16,
        Scalar::F32,
        Scalar::F64,
    ];

    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            Scalar::I1 => 1,
            Scalar::I8 => 8,
            Scalar::I16 | Scalar::F16 => 16,
            Scalar::I32 | Scalar::F32 => 32,
            Scalar::I64 | Scalar::F64 => 64,
        }
    }

    /// Bytes one element occupies in memory (`i1` takes a byte, as in LLVM).
    pub fn bytes(self) -> u32 {
        self.bits().div_ceil(8)
    }

    pub fn is_int(self) -> bool {
        matches!(
            self,
            Scalar::I1 | Scalar::I8 | Scalar::I16 | Scalar::I32 | Scalar::I64
        )
    }

    pub fn is_float(self) -> bool {
        !self.is_int()
    }

    /// The text name (`i32`, `f16`, ...).
    pub fn name(self) -> &'static str {
        match self {
            Scalar::I1 => "i1",
            Scalar::I8 => "i8",
            Scalar::I16 => "i16",
            Scalar::I32 => "i32",
            Scalar::I64 => "i64",
            Scalar::F16 => "f16",
            Scalar::F32 => "f32",
            Scalar::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<Scalar> {
        Scalar::ALL.into_iter().find(|t| t.name() == s)
    }

    /// The integer type of the same width (`f32` -> `i32`); integers map to themselves.
    pub fn as_int(self) -> Scalar {
        match self {
            Scalar::F16 => Scalar::I16,
            Scalar::F32 => Scalar::I32,
            Scalar::F64 => Scalar::I64,
            s => s,
        }
    }
}

/// LLVM AMDGPU address spaces (AMDGPUUsage: "Address Spaces").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum AddrSpace {
    /// Generic (flat) address space 0: 64-bit, reaches global, LDS and scratch through apertures.
    Flat = 0,
    /// Global memory, 64-bit.
    Global = 1,
    /// GDS (region), 32-bit.
    Region = 2,
    /// LDS (local, group segment), 32-bit, one allocation per work-group.
    Local = 3,
    /// Constant (read-only global), 64-bit.
    Constant = 4,
    /// Private (scratch), 32-bit, one per work-item.
    Private = 5,
    /// 32-bit constant address space: the high half comes from the kernel's attributes.
    Constant32 = 6,
    /// Buffer fat pointer (160-bit). Reserved: not yet supported by any stage.
    BufferFat = 7,
    /// Buffer resource (128-bit). Reserved: not yet supported by any stage.
    BufferRsrc = 8,
}

impl AddrSpace {
    pub const ALL: [AddrSpace; 9] = [
        AddrSpace::Flat,
        AddrSpace::Global,
        AddrSpace::Region,
        AddrSpace::Local,
        AddrSpace::Constant,
        AddrSpace::Private,
        AddrSpace::Constant32,
        AddrSpace::BufferFat,
        AddrSpace::BufferRsrc,
    ];

    /// LLVM's address-space number.
    pub fn number(self) -> u32 {
        self as u32
    }

    pub fn from_number(n: u32) -> Option<AddrSpace> {
        AddrSpace::ALL.into_iter().find(|a| a.number() == n)
    }

    /// Pointer width in bits (AMDGPUUsage "Address Space Mapping"; the amdgcn datalayout).
    pub fn pointer_bits(self) -> u32 {
        match self {
            AddrSpace::Flat | AddrSpace::Global | AddrSpace::Constant => 64,
            AddrSpace::Region | AddrSpace::Local | AddrSpace::Private | AddrSpace::Constant32 => 32,
            AddrSpace::BufferFat => 160,
            AddrSpace::BufferRsrc => 128,
        }
    }

    /// The text name (`global`, `local`, ...).
    pub fn name(self) -> &'static str {
        match self {
            AddrSpace::Flat => "flat",
            AddrSpace::Global => "global",
            AddrSpace::Region => "region",
            AddrSpace::Local => "local",
            AddrSpace::Constant => "constant",
            AddrSpace::Private => "private",
            AddrSpace::Constant32 => "constant32",
            AddrSpace::BufferFat => "buffer_fat",
            AddrSpace::BufferRsrc => "buffer_rsrc",
        }
    }

    pub fn from_name(s: &str) -> Option<AddrSpace> {
        AddrSpace::ALL.into_iter().find(|a| a.name() == s)
    }

    /// Whether stores (and atomics) may target this address space.
    pub fn is_writable(self) -> bool {
        !matches!(self, AddrSpace::Constant | AddrSpace::Constant32)
    }

    /// Reserved address spaces that no stage supports yet.
    pub fn is_reserved(self) -> bool {
        matches!(self, AddrSpace::BufferFat | AddrSpace::BufferRsrc)
    }
}

/// The type of an SSA value.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Type {
    Scalar(Scalar),
    /// A fixed vector of 2..=32 lanes (32: the accumulators of the 32x32 MFMA shapes).
    Vector(Scalar, u8),
    /// A pointer into an address space.
    Ptr(AddrSpace),
}

impl Type {
    pub const I1: Type = Type::Scalar(Scalar::I1);
    pub const I8: Type = Type::Scalar(Scalar::I8);
    pub const I16: Type = Type::Scalar(Scalar::I16);
    pub const I32: Type = Type::Scalar(Scalar::I32);
    pub const I64: Type = Type::Scalar(Scalar::I64);
    pub const F16: Type = Type::Scalar(Scalar::F16);
    pub const F32: Type = Type::Scalar(Scalar::F32);
    pub const F64: Type = Type::Scalar(Scalar::F64);

    /// Largest vector lane count.
    pub const MAX_LANES: u8 = 64;

    pub fn vector(elem: Scalar, lanes: u8) -> Type {
        Type::Vector(elem, lanes)
    }

    pub fn ptr(space: AddrSpace) -> Type {
        Type::Ptr(space)
    }

    /// Lane type: the scalar itself, a vector's element, or `None` for pointers.
    pub fn lane(self) -> Option<Scalar> {
        match self {
            Type::Scalar(s) | Type::Vector(s, _) => Some(s),
            Type::Ptr(_) => None,
        }
    }

    /// Number of lanes: 1 for scalars and pointers.
    pub fn lanes(self) -> u32 {
        match self {
            Type::Vector(_, n) => n as u32,
            _ => 1,
        }
    }

    /// The same shape with another lane type (`f32x4` with `i1` -> `i1x4`).
    pub fn with_lane(self, lane: Scalar) -> Type {
        match self {
            Type::Vector(_, n) => Type::Vector(lane, n),
            _ => Type::Scalar(lane),
        }
    }

    pub fn is_int(self) -> bool {
        self.lane().is_some_and(Scalar::is_int)
    }

    pub fn is_float(self) -> bool {
        self.lane().is_some_and(Scalar::is_float)
    }

    pub fn is_bool(self) -> bool {
        self.lane() == Some(Scalar::I1)
    }

    pub fn is_vector(self) -> bool {
        matches!(self, Type::Vector(..))
    }

    pub fn is_ptr(self) -> bool {
        matches!(self, Type::Ptr(_))
    }

    pub fn addr_space(self) -> Option<AddrSpace> {
        match self {
            Type::Ptr(a) => Some(a),
            _ => None,
        }
    }

    /// Width of the whole value in bits (`i1` counts 1; pointers their address width).
    pub fn bits(self) -> u32 {
        match self {
            Type::Scalar(s) => s.bits(),
            Type::Vector(s, n) => s.bits() * n as u32,
            Type::Ptr(a) => a.pointer_bits(),
        }
    }

    /// Bytes a store of this type writes (LLVM "store size").
    pub fn store_size(self) -> u32 {
        match self {
            Type::Scalar(s) => s.bytes(),
            Type::Vector(s, n) => s.bytes() * n as u32,
            Type::Ptr(a) => a.pointer_bits().div_ceil(8),
        }
    }

    /// ABI alignment in bytes, as the amdgcn datalayout gives it: scalars and pointers their
    /// size, vectors their store size rounded up to a power of two (`v96:128` etc.).
    pub fn abi_align(self) -> u32 {
        match self {
            Type::Scalar(s) => s.bytes(),
            Type::Vector(..) => self.store_size().next_power_of_two(),
            Type::Ptr(AddrSpace::BufferFat) | Type::Ptr(AddrSpace::BufferRsrc) => 16,
            Type::Ptr(_) => self.store_size(),
        }
    }

    /// Bytes between consecutive elements of an array of this type (LLVM "alloc size").
    pub fn alloc_size(self) -> u32 {
        self.store_size().next_multiple_of(self.abi_align())
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Type::Scalar(s) => f.write_str(s.name()),
            Type::Vector(s, n) => write!(f, "{}x{}", s.name(), n),
            Type::Ptr(a) => write!(f, "ptr.{}", a.name()),
        }
    }
}

impl Type {
    /// Parses the text form (`i32`, `f16x2`, `ptr.global`).
    pub fn from_name(s: &str) -> Option<Type> {
        if let Some(space) = s.strip_prefix("ptr.") {
            return AddrSpace::from_name(space).map(Type::Ptr);
        }
        if let Some((lane, n)) = s.split_once('x') {
            let lane = Scalar::from_name(lane)?;
            let n: u8 = n.parse().ok()?;
            if (2..=Type::MAX_LANES).contains(&n) {
                return Some(Type::Vector(lane, n));
            }
            return None;
        }
        Scalar::from_name(s).map(Type::Scalar)
    }
}

/// Atomic orderings (LLVM's, AMDGPUUsage "Memory Model").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub enum Ordering {
    /// Not atomic: an ordinary access.
    #[default]
    NotAtomic,
    Unordered,
    Monotonic,
    Acquire,
    Release,
    AcqRel,
    SeqCst,
}

impl Ordering {
    pub const ALL: [Ordering; 7] = [
        Ordering::NotAtomic,
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Ordering::NotAtomic => "notatomic",
            Ordering::Unordered => "unordered",
            Ordering::Monotonic => "monotonic",
            Ordering::Acquire => "acquire",
            Ordering::Release => "release",
            Ordering::AcqRel => "acq_rel",
            Ordering::SeqCst => "seq_cst",
        }
    }

    pub fn from_name(s: &str) -> Option<Ordering> {
        Ordering::ALL.into_iter().find(|o| o.name() == s)
    }

    pub fn is_atomic(self) -> bool {
        self != Ordering::NotAtomic
    }

    /// Whether the ordering has acquire semantics.
    pub fn is_acquire(self) -> bool {
        matches!(
            self,
            Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst
        )
    }

    /// Whether the ordering has release semantics.
    pub fn is_release(self) -> bool {
        matches!(
            self,
            Ordering::Release | Ordering::AcqRel | Ordering::SeqCst
        )
    }

    /// The ordering a `cmpxchg` with success ordering `self` and failure ordering `failure`
    /// must be treated as: the weakest ordering at least as strong as both (LLVM's
    /// `getMergedAtomicOrdering`).
    pub fn merge(self, failure: Ordering) -> Ordering {
        use Ordering::*;
        match (self, failure) {
            (a, b) if a == b => a,
            (SeqCst, _) | (_, SeqCst) => SeqCst,
            (Release, Acquire) | (Acquire, Release) | (AcqRel, _) | (_, AcqRel) => AcqRel,
            (a, b) => a.max(b),
        }
    }
}

/// How far a synchronization reaches (AMDGPUUsage "Memory Scopes").
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub enum ScopeLevel {
    SingleThread,
    Wavefront,
    Workgroup,
    Agent,
    #[default]
    System,
}

impl ScopeLevel {
    pub const ALL: [ScopeLevel; 5] = [
        ScopeLevel::SingleThread,
        ScopeLevel::Wavefront,
        ScopeLevel::Workgroup,
        ScopeLevel::Agent,
        ScopeLevel::System,
    ];

    /// The text name (`agent`, ...).
    pub fn name(self) -> &'static str {
        match self {
            ScopeLevel::SingleThread => "singlethread",
            ScopeLevel::Wavefront => "wavefront",
            ScopeLevel::Workgroup => "workgroup",
            ScopeLevel::Agent => "agent",
            ScopeLevel::System => "system",
        }
    }
}

/// A synchronization scope: a level, and whether it orders only the accessed address space
/// (LLVM's `-one-as` scopes).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, PartialOrd, Ord, Default)]
pub struct SyncScope {
    pub level: ScopeLevel,
    pub one_as: bool,
}

impl SyncScope {
    pub const SYSTEM: SyncScope = SyncScope {
        level: ScopeLevel::System,
        one_as: false,
    };
    pub const AGENT: SyncScope = SyncScope {
        level: ScopeLevel::Agent,
        one_as: false,
    };
    pub const WORKGROUP: SyncScope = SyncScope {
        level: ScopeLevel::Workgroup,
        one_as: false,
    };
    pub const WAVEFRONT: SyncScope = SyncScope {
        level: ScopeLevel::Wavefront,
        one_as: false,
    };
    pub const SINGLETHREAD: SyncScope = SyncScope {
        level: ScopeLevel::SingleThread,
        one_as: false,
    };

    /// The scope of `level` that orders every address space.
    pub const fn new(level: ScopeLevel) -> SyncScope {
        SyncScope {
            level,
            one_as: false,
        }
    }

    /// The `-one-as` scope of `level`: orders only the accessed address space.
    pub const fn new_one_as(level: ScopeLevel) -> SyncScope {
        SyncScope {
            level,
            one_as: true,
        }
    }

    /// Every scope, in a fixed order.
    pub fn all() -> impl Iterator<Item = SyncScope> {
        ScopeLevel::ALL
            .into_iter()
            .flat_map(|level| [false, true].map(move |one_as| SyncScope { level, one_as }))
    }

    /// The text name: `agent`, `workgroup_one_as`, ...
    pub fn name(self) -> &'static str {
        match (self.level, self.one_as) {
            (ScopeLevel::SingleThread, false) => "singlethread",
            (ScopeLevel::SingleThread, true) => "singlethread_one_as",
            (ScopeLevel::Wavefront, false) => "wavefront",
            (ScopeLevel::Wavefront, true) => "wavefront_one_as",
            (ScopeLevel::Workgroup, false) => "workgroup",
            (ScopeLevel::Workgroup, true) => "workgroup_one_as",
            (ScopeLevel::Agent, false) => "agent",
            (ScopeLevel::Agent, true) => "agent_one_as",
            (ScopeLevel::System, false) => "system",
            (ScopeLevel::System, true) => "system_one_as",
        }
    }

    pub fn from_name(s: &str) -> Option<SyncScope> {
        SyncScope::all().find(|sc| sc.name() == s)
    }

    /// LLVM's `syncscope("...")` string; `None` for the default (system) scope.
    pub fn llvm_name(self) -> Option<&'static str> {
        match (self.level, self.one_as) {
            (ScopeLevel::System, false) => None,
            (ScopeLevel::System, true) => Some("one-as"),
            (ScopeLevel::SingleThread, false) => Some("singlethread"),
            (ScopeLevel::SingleThread, true) => Some("singlethread-one-as"),
            (ScopeLevel::Wavefront, false) => Some("wavefront"),
            (ScopeLevel::Wavefront, true) => Some("wavefront-one-as"),
            (ScopeLevel::Workgroup, false) => Some("workgroup"),
            (ScopeLevel::Workgroup, true) => Some("workgroup-one-as"),
            (ScopeLevel::Agent, false) => Some("agent"),
            (ScopeLevel::Agent, true) => Some("agent-one-as"),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn type_names_round_trip() {
        for s in Scalar::ALL {
            let t = Type::Scalar(s);
            assert_eq!(Type::from_name(&t.to_string()), Some(t));
            for n in 2..=32 {
                let v = Type::Vector(s, n);
                assert_eq!(Type::from_name(&v.to_string()), Some(v));
            }
        }
        for a in AddrSpace::ALL {
            assert_eq!(
                Type::from_name(&Type::Ptr(a).to_string()),
                Some(Type::Ptr(a))
            );
        }
        assert_eq!(Type::from_name("i32x1"), None);
        assert_eq!(
            Type::from_name("i32x33"),
            Some(Type::Vector(Scalar::I32, 33))
        );
        assert_eq!(Type::from_name("i32x65"), None);
        assert_eq!(Type::from_name("ptr.nowhere"), None);
    }

    #[test]
    fn layout_follows_amdgcn_datalayout() {
        assert_eq!(Type::Vector(Scalar::F32, 3).abi_align(), 16);
        assert_eq!(Type::Vector(Scalar::F32, 3).alloc_size(), 16);
        assert_eq!(Type::Vector(Scalar::I16, 3).abi_align(), 8);
        assert_eq!(Type::Ptr(AddrSpace::Local).store_size(), 4);
        assert_eq!(Type::Ptr(AddrSpace::Global).abi_align(), 8);
        assert_eq!(Type::I1.store_size(), 1);
    }

    #[test]
    fn merged_cmpxchg_orderings() {
        use Ordering::*;
        assert_eq!(Release.merge(Acquire), AcqRel);
        assert_eq!(Acquire.merge(Monotonic), Acquire);
        assert_eq!(Monotonic.merge(Acquire), Acquire);
        assert_eq!(Release.merge(Monotonic), Release);
        assert_eq!(AcqRel.merge(SeqCst), SeqCst);
    }

    #[test]
    fn scope_names_round_trip() {
        assert_eq!(SyncScope::all().count(), 10);
        for s in SyncScope::all() {
            assert_eq!(SyncScope::from_name(s.name()), Some(s));
        }
        assert_eq!(SyncScope::SYSTEM.llvm_name(), None);
    }
}
