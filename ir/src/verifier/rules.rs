//! The verifier's rules: one message template per rule.
//!
//! Every diagnostic the verifier produces is a [`Rule`]'s template with its `{}` holes filled
//! in order (plus ` (in @f, blockN)` when the IR carries no source location). [`Rule::ALL`]
//! lists them so a test can check that each rule's message is shown by at least one test,
//! and [`Rule::matching`] classifies a rendered message.

macro_rules! rules {
    ($( $(#[$doc:meta])* $id:ident => $tmpl:literal, )*) => {
        /// A rule of the verifier, named after what it rejects.
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        pub enum Rule {
            $( $(#[$doc])* $id, )*
        }

        impl Rule {
            /// Every rule, in declaration order.
            pub const ALL: &'static [Rule] = &[$(Rule::$id),*];

            /// The message template; each `{}` is filled with one argument.
            pub fn template(self) -> &'static str {
                match self {
                    $(Rule::$id => $tmpl,)*
                }
            }
        }
    };
}

rules! {
    // ---- module ----
    DuplicateName => "duplicate name @{}: globals and functions need unique names",
    InvalidName => "invalid name @{}: names match [A-Za-z_][A-Za-z0-9_.]*",
    InvalidType => "invalid type {}: vectors have 2 to 32 lanes",
    ReservedSpace => "address space {} is reserved and not supported yet",
    GlobalSpace => "global @{} cannot be in {} memory: globals live in global, constant or local memory",
    GlobalElem => "global @{} has element type {}: it must be a scalar or vector type",
    GlobalCountZero => "global @{} has 0 elements: only local (LDS) globals may have count 0",
    LdsInit => "LDS global @{} cannot have an initializer",
    InitLength => "initializer of @{} has {} values but needs {} ({} element(s) of {} lane(s))",
    InitValue => "initializer value {} of @{} does not fit {}",
    AlignPow2 => "alignment {} is not a power of two",

    // ---- functions and attributes ----
    KernelReturns => "kernel @{} cannot return values",
    TooManyReturns => "device function @{} returns {} values; at most one is allowed",
    KernelOnlyAttr => "attribute {} is only allowed on kernels",
    DeviceOnlyAttr => "attributes noinline and alwaysinline are only allowed on device functions",
    FlatWorkgroupSize => "flat_workgroup_size({}, {}) needs 1 <= min <= max <= 1024",
    WavesPerEu => "waves_per_eu({}, {}) needs 1 <= min <= max",
    ReqdWorkgroupSize => "reqd_workgroup_size({}, {}, {}) needs sizes >= 1 with a product <= 1024",
    ReqdVsFlat => "reqd_workgroup_size has {} work-items, outside flat_workgroup_size({}, {})",
    RegisterLimit => "{}({}) must be at least 1",
    NoaliasParam => "noalias({}): parameter {} {}",

    // ---- structure ----
    NoBlocks => "function @{} has no blocks",
    DeclarationBody => "declaration @{} must be a device function without blocks",
    EntryParamCount => "the entry block has {} parameter(s) but the signature of @{} has {}",
    EntryParamType => "entry block parameter {} has type {} but the signature says {}",
    EntryTarget => "the entry block {} cannot be a branch target",
    MissingBlock => "layout block {} does not exist in the data-flow graph",
    EmptyBlock => "{} is empty: a block must end with a terminator",
    NoTerminator => "{} does not end with a terminator",
    MidTerminator => "terminator `{}` in the middle of {}",
    MissingInst => "layout instruction {} does not exist in the data-flow graph",
    InstTwice => "instruction {} is placed more than once in the layout",
    WrongFormat => "opcode `{}` has operands of the wrong format",
    CorruptValue => "{} is not recorded as defined here (corrupt data-flow graph)",
    ResultCount => "`{}` must have {} result(s), not {}",
    UndefinedValue => "{} is not defined in this function",
    BadTarget => "branch target {} is not a block of this function",
    BranchArgCount => "branch to {} passes {} argument(s) but it has {} parameter(s)",
    BranchArgType => "branch argument {} to {} has type {} but the parameter has type {}",
    BrifCond => "`brif` condition must be i1, got {}",
    SwitchSelector => "`switch` selector must be i32 or i64, got {}",
    SwitchDuplicate => "`switch` case {} appears more than once",
    SwitchRange => "`switch` case {} does not fit {}",
    ReturnCount => "`return` passes {} value(s) but @{} returns {}",
    ReturnType => "`return` value has type {} but @{} returns {}",

    // ---- dominance and control flow ----
    NotDominated => "{} is used here but its definition does not dominate this use",
    Irreducible => "irreducible control flow: the edge {} -> {} enters a cycle not through its header",

    // ---- types ----
    ResultType => "`{}` result must be {}, got {}",
    IntOperands => "`{}` needs integer scalar or vector operands, got {}",
    FloatOperands => "`{}` needs float scalar or vector operands, got {}",
    SameTypes => "`{}` operands must have the same type, got {} and {}",
    IcmpOperands => "`icmp` compares integers or pointers, got {}",
    SelectCond => "`select` condition must be i1 or an i1 vector with the lanes of {}, got {}",
    Conversion => "`{}` cannot convert {} to {}: {}",
    FconstBits => "float constant bits 0x{} do not fit {}",
    PtraddOffset => "`ptradd` offset must be i32 or i64, got {}",
    PtrOperand => "`{}` address must be a pointer, got {}",
    UnknownGlobal => "`global_addr` of a global that does not exist ({})",
    AllocaSize => "`alloca` size must be positive",
    VectorOperand => "`{}` needs a vector operand, got {}",
    LaneIndex => "`{}` lane index must be i32, got {}",
    InsertElement => "`insertelement` element must have type {}, got {}",
    ShuffleLen => "`shuffle` mask has length {}; it must have 2 to 32 lanes",
    ShuffleIndex => "`shuffle` mask index {} is out of range for two {} operands",
    SplatOperand => "`splat` needs a scalar operand, got {}",
    WaveOpType => "`{}` works on i16, i32, i64, f16, f32, f64 and pointers, got {}",
    BallotOperand => "`ballot` needs an i1 operand, got {}",

    // ---- memory ----
    ReadOnlyWrite => "`{}` writes to read-only {} memory",
    AtomicAlign => "atomic `{}` of {} must be aligned to at least {} bytes, got align {}",
    AtomicType => "atomic `{}` cannot access {}: atomic loads and stores take i8, i16, i32, i64, f16, f32, f64 or a pointer",
    BadOrdering => "`{}` cannot have {} ordering",
    FailureOrdering => "`cmpxchg` failure ordering cannot be {}",
    RmwType => "`atomic_rmw {}` works on {}, got {}",
    CmpxchgType => "`cmpxchg` works on i32, i64 and pointers, got {}",
    FenceSpace => "`fence` cannot order {} memory: spaces(...) may list global, local and private",

    // ---- calls and intrinsics ----
    UnknownCallee => "call of a function that does not exist ({})",
    CallKernel => "call of kernel @{}: only device functions can be called",
    CallArgCount => "call of @{} passes {} argument(s) but it takes {}",
    CallArgType => "argument {} of the call of @{} has type {} but the parameter has type {}",
    CallResults => "call of @{} must have results ({}), not ({})",
    FuncAddrKernel => "`func_addr` of kernel @{}: only device functions have an address",
    CalleePtr => "`call_indirect` callee must be a generic `ptr`, got {}",
    CallIndirectResults => "`call_indirect` has at most one result, got {}",
    UnknownIntrinsic => "unknown intrinsic \"{}\"",
    IntrinsicArgCount => "intrinsic \"{}\" takes {} argument(s), got {}",
    IntrinsicArgType => "argument {} of intrinsic \"{}\" must have type {}, got {}",
    IntrinsicImmarg => "argument {} of intrinsic \"{}\" must be an immediate (a value defined by iconst)",
    IntrinsicResult => "intrinsic \"{}\" returns {}, but the instruction has {}",
    InlineAsm => "inline asm: {}",
}

impl Rule {
    /// Fills the template's holes with `args`, in order.
    pub fn render(self, args: &[String]) -> String {
        let mut out = String::new();
        let mut args = args.iter();
        let mut parts = self.template().split("{}").peekable();
        while let Some(part) = parts.next() {
            out.push_str(part);
            if parts.peek().is_some() {
                out.push_str(args.next().map_or("?", |s| s.as_str()));
            }
        }
        out
    }

    /// Whether `message` is an instance of this rule's template (each hole matching one or
    /// more characters; a trailing ` (in ...)` context is allowed).
    pub fn matches(self, message: &str) -> bool {
        let parts: Vec<&str> = self.template().split("{}").collect();
        glob(&parts, message)
    }

    /// The rules whose template `message` is an instance of.
    pub fn matching(message: &str) -> Vec<Rule> {
        Rule::ALL
            .iter()
            .copied()
            .filter(|r| r.matches(message))
            .collect()
    }
}

/// Matches `s` against literal `parts` separated by non-empty holes; allows a context suffix.
fn glob(parts: &[&str], s: &str) -> bool {
    let Some(rest) = s.strip_prefix(parts[0]) else {
        return false;
    };
    if parts.len() == 1 {
        return rest.is_empty() || rest.starts_with(" (in ");
    }
    // The hole takes at least one character, then the rest must match.
    (1..=rest.len())
        .filter(|&i| rest.is_char_boundary(i))
        .any(|i| glob(&parts[1..], &rest[i..]))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_and_match_round_trip() {
        for &r in Rule::ALL {
            let holes = r.template().matches("{}").count();
            let args: Vec<String> = (0..holes).map(|i| format!("x{i}")).collect();
            let msg = r.render(&args);
            assert!(r.matches(&msg), "{r:?}: {msg}");
            assert!(r.matches(&format!("{msg} (in @f, block1)")), "{r:?}");
        }
        assert!(!Rule::EmptyBlock.matches("block1 is empty"));
    }
}
