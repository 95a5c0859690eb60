//! Random gfxc IR programs for differential testing (issue 17), in the spirit of Csmith and
//! Cranelift's fuzzgen.
//!
//! [`generate`] turns a `u64` seed into a verifiable kernel and its launch spec. The generator
//! draws from its own SplitMix64 stream, so a seed names the same program on every machine.
//!
//! Guarantees (no undefined behaviour by construction, so the interpreter's result is the
//! only correct one):
//! - every address is inside its allocation: indices into the input buffer, LDS and the
//!   private array are masked to a power-of-two size; each work-item writes only its own slots
//!   of `out` (slot `gid * SLOTS + j`), and the only shared location (`acc`) is updated with
//!   a commutative atomic whose result is not used;
//! - divisors are forced odd and positive (`(b >> 1) | 1`), so no division by zero and no
//!   `MIN / -1`; shift amounts are masked to the width;
//! - LDS is touched only in uniform control flow (top level or uniform loops), with a barrier
//!   between the writes and the reads and after the reads, so there are no races;
//! - float values are folded into the hash after canonicalising NaNs (the IR leaves NaN
//!   payloads open up to canonicalisation), and the approximate operations (`rcp rsq exp2
//!   log2 sin cos`) are not generated: every other result is exact and compared bit for bit.
//!
//! Every value a program computes is folded into a per-work-item FNV-style hash `h` that is
//! threaded through every block (as a block parameter at every join), and `h` is stored to the
//! work-item's first slot: a wrong value anywhere shows in the output.

use std::fmt::Write as _;

/// The SplitMix64 generator (the same as the launch spec's `random` initialiser).
#[derive(Clone, Debug)]
pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Rng {
        Rng(seed)
    }
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
    /// A value in `0..n` (`n > 0`).
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n
    }
    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.below(100) < p
    }
    pub fn pick<'a, T>(&mut self, xs: &'a [T]) -> &'a T {
        &xs[self.below(xs.len() as u64) as usize]
    }
}

/// A generated program: gfxc IR text and its launch spec (JSON, docs/launch-spec.md).
#[derive(Clone, Debug)]
pub struct Program {
    pub seed: u64,
    pub text: String,
    pub launch: String,
}

/// The most IR wave instructions a generated launch may execute. Loops nest (up to 8 trips
/// each), calls sit in loops and the recursive function runs up to 8 frames, so without a
/// bound the total work is a product of those factors and a few programs exceed the engines'
/// step budget (2,000,000 wave instructions) or take minutes. A program over the bound is rejected and
/// the seed's next attempt generated (attempt 0 is the seed itself, so the programs of every
/// seed under the bound are unchanged). The simulator's machine instructions are a small
/// multiple of this, well inside `MAX_STEPS`.
pub const MAX_WORK: u64 = 150_000;

/// Output slots per work-item.
pub const SLOTS: u32 = 8;
/// Elements of the input buffer (a power of two: indices are masked).
const IN_LEN: u32 = 256;
/// Elements of the private array.
const PRIV_LEN: u32 = 8;

#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Ty {
    I1,
    I8,
    I16,
    I32,
    I64,
    F16,
    F32,
    F64,
}

use Ty::*;

/// Every synchronisation scope.
const ALL_SCOPES: &[&str] = &[
    "singlethread",
    "wavefront",
    "workgroup",
    "agent",
    "system",
    "singlethread_one_as",
    "wavefront_one_as",
    "workgroup_one_as",
    "agent_one_as",
    "system_one_as",
];
/// Every ordering an atomic read-modify-write takes.
const RMW_ORDERINGS: &[&str] = &["monotonic", "acquire", "release", "acq_rel", "seq_cst"];
/// The one operation of each shared counter (see `Gen::atomics`).
const COUNTER_OPS: [&str; 4] = ["add", "or", "umax", "xor"];

const ALL_TYS: &[Ty] = &[I1, I8, I16, I32, I32, I32, I64, F16, F32, F32, F64];

impl Ty {
    fn name(self) -> &'static str {
        match self {
            I1 => "i1",
            I8 => "i8",
            I16 => "i16",
            I32 => "i32",
            I64 => "i64",
            F16 => "f16",
            F32 => "f32",
            F64 => "f64",
        }
    }
    fn bits(self) -> u32 {
        match self {
            I1 => 1,
            I8 => 8,
            I16 | F16 => 16,
            I32 | F32 => 32,
            I64 | F64 => 64,
        }
    }
    fn is_float(self) -> bool {
        matches!(self, F16 | F32 | F64)
    }
    fn int_of_width(bits: u32) -> Ty {
        match bits {
            16 => I16,
            32 => I32,
            _ => I64,
        }
    }
}

struct Block {
    header: String,
    insts: Vec<String>,
}

struct Gen {
    rng: Rng,
    next_v: u32,
    next_b: u32,
    blocks: Vec<Block>,
    cur: usize,
    /// Values in scope (dominating the current point), with their types.
    vals: Vec<(u32, Ty)>,
    /// The running hash (an i32 value).
    h: u32,
    /// Whether control flow here is uniform (every work-item of the group gets here).
    uniform: bool,
    /// Statements left to generate.
    budget: i32,
    // Fixed values of the entry block.
    p_in: u32,
    p_out: u32,
    p_acc: u32,
    gid: u32,
    lid: u32,
    slot_base: u32,
    priv_ptr: u32,
    block_size: u32,
    lds: bool,
    /// Whether `p_in`, `p_out`, `p_acc` and `slot_base` are available (the kernel, and the
    /// device functions that take them as parameters).
    mem: bool,
    /// Whether `priv_ptr` is a private array of this function.
    has_priv: bool,
    /// Device functions this body may call (every one for the kernel; for a device function
    /// those made before it, so the call graph is acyclic except the one recursive function).
    callees: Vec<FnSig>,
    /// The module's read-only table (`@tbl`), once a load from it is generated.
    table: Option<Table>,
    /// Names of the functions this body calls.
    called: std::collections::BTreeSet<String>,
    /// Product of the largest trip counts (plus one, for the header's last test) of the
    /// loops around the current point.
    mult: u64,
    /// Instructions emitted, each weighted by `mult`: this body's own work per execution.
    work: u64,
    /// Calls made by this body: callee name and the `mult` at the call.
    call_sites: Vec<(String, u64)>,
}

/// A value type of a device function's signature: a scalar (`n == 1`) or a vector.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
struct VTy {
    t: Ty,
    n: u32,
}

impl VTy {
    fn name(self) -> String {
        if self.n == 1 {
            self.t.name().to_string()
        } else {
            format!("{}x{}", self.t.name(), self.n)
        }
    }
}

/// A parameter of a device function: one of the kernel's memory values (`in`, `out`, `acc`,
/// the work-item's slot base) or a value of any type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Param {
    In,
    Out,
    Acc,
    SlotBase,
    Val(VTy),
}

/// A device function's signature.
#[derive(Clone, Debug)]
struct FnSig {
    name: String,
    params: Vec<Param>,
    ret: Option<VTy>,
    /// Takes the memory parameters (`In`, `Out`, `Acc`, `SlotBase` are among `params`).
    mem: bool,
    /// Calls itself: the first parameter is the remaining depth, an i32 in `0..8` that each
    /// call decreases, so the recursion is bounded by construction.
    recursive: bool,
    noinline: bool,
}

/// The module's read-only table: `@tbl`, `TABLE_LEN` integers of type `t` in the constant or
/// the global address space, with an initialiser.
#[derive(Clone, Debug)]
struct Table {
    t: Ty,
    space: &'static str,
    init: Vec<i64>,
}

const TABLE_LEN: u32 = 16;

/// Types of device-function parameters and results: every scalar, and vectors of 2, 3 and 4
/// lanes (the calling convention packs 16-bit lanes in pairs and widens 8-bit ones).
const SIG_TYS: &[VTy] = &[
    VTy { t: I1, n: 1 },
    VTy { t: I8, n: 1 },
    VTy { t: I16, n: 1 },
    VTy { t: I32, n: 1 },
    VTy { t: I32, n: 1 },
    VTy { t: I64, n: 1 },
    VTy { t: F16, n: 1 },
    VTy { t: F32, n: 1 },
    VTy { t: F32, n: 1 },
    VTy { t: F64, n: 1 },
    VTy { t: I8, n: 2 },
    VTy { t: I8, n: 4 },
    VTy { t: I16, n: 2 },
    VTy { t: I16, n: 3 },
    VTy { t: I16, n: 4 },
    VTy { t: I32, n: 2 },
    VTy { t: I32, n: 3 },
    VTy { t: I32, n: 4 },
    VTy { t: I64, n: 2 },
    VTy { t: F16, n: 2 },
    VTy { t: F16, n: 3 },
    VTy { t: F16, n: 4 },
    VTy { t: F32, n: 2 },
    VTy { t: F32, n: 3 },
    VTy { t: F32, n: 4 },
    VTy { t: F64, n: 2 },
];

/// Generates the program of `seed`: the first of the seed's attempts whose static work
/// bound is within [`MAX_WORK`].
pub fn generate(seed: u64) -> Program {
    generate_with_work(seed).0
}

/// [`generate`], with the program's static work bound: the IR instructions its launch
/// executes at most, summed over its waves counted as wave32 waves.
pub fn generate_with_work(seed: u64) -> (Program, u64) {
    let mut attempt = 0u64;
    loop {
        let (p, work) = generate_attempt(seed, attempt);
        if work <= MAX_WORK {
            return (p, work);
        }
        attempt += 1;
    }
}

/// One attempt at the program of `seed` (attempt 0 draws from `seed` itself, later ones
/// from a mix of the two).
fn generate_attempt(seed: u64, attempt: u64) -> (Program, u64) {
    let draw = if attempt == 0 {
        seed
    } else {
        seed ^ attempt.wrapping_mul(0x9e37_79b9_7f4a_7c15).rotate_left(17)
    };
    let mut rng = Rng::new(draw);
    let block_size = *rng.pick(&[64u32, 64, 128]);
    let groups = 1 + rng.below(2) as u32;
    // Device functions: their signatures first (the kernel and later functions call them),
    // their bodies after the kernel's (value names are unique in the module).
    let sigs = signatures(&mut rng);
    let mut g = Gen::new(rng, block_size, 3);
    g.callees = sigs.clone();
    g.mem = true;
    g.has_priv = true;
    g.budget = 12 + g.rng.below(30) as i32;
    g.prologue();
    g.region(0);
    g.epilogue();
    let kernel = g.body_text(&format!(
        "kernel @fuzz(v0: ptr.global, v1: ptr.global, v2: ptr.global) flat_workgroup_size(1, {block_size})"
    ));
    let (lds, mut table) = (g.lds, g.table.take());
    let kernel_work = (g.work, std::mem::take(&mut g.call_sites));
    let (mut rng, mut next_v) = (g.rng, g.next_v);
    let mut funcs = Vec::new();
    // Work of one execution of each function, callees included (callees come before).
    let mut fn_work: Vec<(String, u64)> = Vec::new();
    for (i, sig) in sigs.iter().enumerate() {
        let callees: Vec<FnSig> = sigs[..i].iter().filter(|s| !s.recursive).cloned().collect();
        let mut f = Gen::new(rng, block_size, next_v);
        f.callees = callees;
        f.table = table.take();
        funcs.push(f.function(sig));
        table = f.table.take();
        rng = f.rng;
        next_v = f.next_v;
        let once = body_work(f.work, &f.call_sites, &sig.name, &fn_work);
        // The recursive function runs at most 8 frames (its depth is `x & 7`).
        let frames = if sig.recursive { 8 } else { 1 };
        fn_work.push((sig.name.clone(), once.saturating_mul(frames)));
    }
    let waves = u64::from(groups) * u64::from(block_size.div_ceil(32));
    let work = body_work(kernel_work.0, &kernel_work.1, "", &fn_work).saturating_mul(waves);
    let mut text = String::new();
    if lds {
        let _ = writeln!(text, "global @lds: local i32[{block_size}]\n");
    }
    if let Some(t) = &table {
        let init: Vec<String> = t.init.iter().map(|k| k.to_string()).collect();
        let _ = writeln!(
            text,
            "global @tbl: {} {}[{TABLE_LEN}] = [{}]\n",
            t.space,
            t.t.name(),
            init.join(", ")
        );
    }
    // Functions before or after the kernel (a call may name a function defined later).
    let before = rng.chance(50);
    if !before {
        text.push_str(&kernel);
    }
    for f in &funcs {
        if before || !text.is_empty() {
            text.push('\n');
        }
        text.push_str(f);
    }
    if before {
        if !funcs.is_empty() {
            text.push('\n');
        }
        text.push_str(&kernel);
    }
    let threads = block_size * groups;
    let data_seed = rng.next_u64() >> 1;
    // A recursive function has no static stack size (`.uses_dynamic_stack`): up to 8 frames
    // of it, each calling the other functions, need more than the runtime's default 1024
    // bytes per lane, as a HIP program would raise the limit (`hipDeviceSetLimit`).
    let stack = if sigs.iter().any(|s| s.recursive) {
        "\"stack_bytes\": 16384, "
    } else {
        ""
    };
    let launch = format!(
        "{{\"kernel\": \"fuzz\", {stack}\"grid\": [{threads}, 1, 1], \"block\": [{block_size}, 1, 1],\n \
         \"args\": [{{\"buffer\": \"in\"}}, {{\"buffer\": \"out\"}}, {{\"buffer\": \"acc\"}}],\n \
         \"buffers\": {{\"in\": {{\"type\": \"u32\", \"len\": {IN_LEN}, \"init\": {{\"random\": {data_seed}, \"min\": 0, \"max\": 4294967295}}}},\n  \
         \"out\": {{\"type\": \"u32\", \"len\": {}}}, \"acc\": {{\"type\": \"u32\", \"len\": 4}}}},\n \
         \"note\": \"gfxc fuzz seed {seed}\"}}\n",
        threads * SLOTS
    );
    (Program { seed, text, launch }, work)
}

/// A body's work per execution: its own instructions plus, for each call, the callee's
/// work times the loop factor at the call. Calls of `this` itself (recursion) are counted
/// by the caller's frame factor instead.
fn body_work(own: u64, sites: &[(String, u64)], this: &str, fns: &[(String, u64)]) -> u64 {
    let mut w = own;
    for (callee, mult) in sites {
        if callee == this {
            continue;
        }
        let c = fns.iter().find(|(n, _)| n == callee).map_or(0, |(_, c)| *c);
        w = w.saturating_add(mult.saturating_mul(c));
    }
    w
}

/// The device functions of a program: none to three ordinary ones (about a third of them
/// `noinline`), and in about one program in twelve a recursive one. Parameters and results
/// take random types; half of the functions also take the kernel's memory (`in`, `out`,
/// `acc`, the work-item's slot base) at random positions among their parameters.
fn signatures(rng: &mut Rng) -> Vec<FnSig> {
    let n = *rng.pick(&[0usize, 0, 1, 1, 2, 3]);
    let recursive = rng.chance(8);
    let mut out = Vec::new();
    for i in 0..n + usize::from(recursive) {
        let rec = i == n;
        let mem = rng.chance(50);
        let mut params: Vec<Param> = (0..rng.below(5))
            .map(|_| Param::Val(*rng.pick(SIG_TYS)))
            .collect();
        if mem {
            for p in [Param::In, Param::Out, Param::Acc, Param::SlotBase] {
                let at = rng.below(params.len() as u64 + 1) as usize;
                params.insert(at, p);
            }
        }
        let ret = if rec || !mem || rng.chance(60) {
            Some(*rng.pick(SIG_TYS))
        } else {
            None
        };
        if rec {
            params.insert(0, Param::Val(VTy { t: I32, n: 1 }));
        }
        out.push(FnSig {
            name: if rec { "rec".into() } else { format!("f{i}") },
            params,
            ret,
            mem,
            recursive: rec,
            noinline: rng.chance(35),
        });
    }
    out
}

impl Gen {
    fn new(rng: Rng, block_size: u32, next_v: u32) -> Gen {
        Gen {
            rng,
            next_v,
            next_b: 1,
            blocks: vec![Block {
                header: "block0:".into(),
                insts: vec![],
            }],
            cur: 0,
            vals: vec![],
            h: 0,
            uniform: true,
            budget: 0,
            p_in: 0,
            p_out: 1,
            p_acc: 2,
            gid: 0,
            lid: 0,
            slot_base: 0,
            priv_ptr: 0,
            block_size,
            lds: false,
            mem: false,
            has_priv: false,
            callees: vec![],
            table: None,
            called: Default::default(),
            mult: 1,
            work: 0,
            call_sites: vec![],
        }
    }

    /// The function's text: `header`, then its blocks.
    fn body_text(&self, header: &str) -> String {
        let mut text = format!("{header} {{\n");
        for b in &self.blocks {
            let _ = writeln!(text, "{}", b.header);
            for i in &b.insts {
                let _ = writeln!(text, "    {i}");
            }
        }
        text.push_str("}\n");
        text
    }

    fn fresh(&mut self) -> u32 {
        let v = self.next_v;
        self.next_v += 1;
        v
    }
    fn new_block(&mut self) -> usize {
        let n = self.next_b;
        self.next_b += 1;
        self.blocks.push(Block {
            header: format!("block{n}:"),
            insts: vec![],
        });
        self.blocks.len() - 1
    }
    fn label(&self, b: usize) -> String {
        let h = &self.blocks[b].header;
        h[..h.find(['(', ':']).unwrap()].to_string()
    }
    /// Gives block `b` parameters of the given types; returns their values.
    fn set_params(&mut self, b: usize, tys: &[Ty]) -> Vec<u32> {
        let vs: Vec<u32> = tys.iter().map(|_| self.fresh()).collect();
        let ps: Vec<String> = vs
            .iter()
            .zip(tys)
            .map(|(v, t)| format!("v{v}: {}", t.name()))
            .collect();
        let l = self.label(b);
        self.blocks[b].header = format!("{l}({}):", ps.join(", "));
        vs
    }
    fn emit(&mut self, s: String) {
        self.work = self.work.saturating_add(self.mult);
        self.blocks[self.cur].insts.push(s);
    }
    /// Emits `vN = text`; returns N.
    fn def(&mut self, text: String) -> u32 {
        let v = self.fresh();
        self.emit(format!("v{v} = {text}"));
        v
    }
    fn def_val(&mut self, ty: Ty, text: String) -> u32 {
        let v = self.def(text);
        self.vals.push((v, ty));
        v
    }
    fn iconst(&mut self, ty: Ty, k: i64) -> u32 {
        self.def(format!("iconst.{} {k}", ty.name()))
    }
    fn target(&self, b: usize, args: &[u32]) -> String {
        let l = self.label(b);
        if args.is_empty() {
            l
        } else {
            let a: Vec<String> = args.iter().map(|v| format!("v{v}")).collect();
            format!("{l}({})", a.join(", "))
        }
    }
    fn jump(&mut self, b: usize, args: &[u32]) {
        let t = self.target(b, args);
        self.emit(format!("jump {t}"));
    }
    fn brif(&mut self, c: u32, t: usize, targs: &[u32], e: usize, eargs: &[u32]) {
        let a = self.target(t, targs);
        let b = self.target(e, eargs);
        self.emit(format!("brif v{c}, {a}, {b}"));
    }

    fn prologue(&mut self) {
        self.lid = self.def("workitem_id x".into());
        let wg = self.def("workgroup_id x".into());
        let bs = self.iconst(I32, self.block_size as i64);
        let base = self.def(format!("mul.i32 v{wg}, v{bs}"));
        self.gid = self.def(format!("add.i32 v{base}, v{}", self.lid));
        let slots = self.iconst(I32, SLOTS as i64);
        self.slot_base = self.def(format!("mul.i32 v{}, v{slots}", self.gid));
        self.private_array();
        self.h = self.def(format!("xor.i32 v{}, v{wg}", self.gid));
        // Zero the work-item's own slots so that later loads of them are defined.
        let z = self.iconst(I32, 0);
        for j in 0..SLOTS {
            let p = self.slot_ptr(j);
            self.emit(format!("store v{z}, v{p}"));
        }
        self.vals.push((self.gid, I32));
        self.vals.push((self.lid, I32));
        for _ in 0..3 {
            let x = self.load_in();
            self.vals.push((x, I32));
        }
    }
}

mod calls;
mod control;
mod llc;
mod memory;
mod run;
mod values;
pub use llc::{check_program_llc, llc_available};
pub use run::{
    check_program, load_program, parse_targets, shrink, FuzzTarget, Outcome, ShrinkGuard,
};
