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

/// Generates the program of `seed`.
pub fn generate(seed: u64) -> Program {
    let mut rng = Rng::new(seed);
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
    let (mut rng, mut next_v) = (g.rng, g.next_v);
    let mut funcs = Vec::new();
    for (i, sig) in sigs.iter().enumerate() {
        let callees: Vec<FnSig> = sigs[..i].iter().filter(|s| !s.recursive).cloned().collect();
        let mut f = Gen::new(rng, block_size, next_v);
        f.callees = callees;
        f.table = table.take();
        funcs.push(f.function(sig));
        table = f.table.take();
        rng = f.rng;
        next_v = f.next_v;
    }
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
    Program { seed, text, launch }
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

    /// Generates the body of device function `sig` and returns its text. Vector parameters
    /// are taken apart lane by lane; every value is folded into the function's own hash,
    /// which reaches the caller through the result (mixed into its first lane) or, for a
    /// function with memory, a store to one of the work-item's slots. Control flow inside is
    /// taken as divergent (a call may come from divergent code): no LDS, no barrier.
    fn function(&mut self, sig: &FnSig) -> String {
        self.uniform = false;
        self.mem = sig.mem;
        let mut ps = Vec::new();
        let mut depth = 0;
        for (k, p) in sig.params.iter().enumerate() {
            let v = self.fresh();
            match p {
                Param::In => self.p_in = v,
                Param::Out => self.p_out = v,
                Param::Acc => self.p_acc = v,
                Param::SlotBase => self.slot_base = v,
                Param::Val(_) if sig.recursive && k == 0 => depth = v,
                Param::Val(vt) => self.take_apart(v, *vt),
            }
            let ty = match p {
                Param::In | Param::Out | Param::Acc => "ptr.global".to_string(),
                Param::SlotBase => "i32".to_string(),
                Param::Val(vt) => vt.name(),
            };
            ps.push(format!("v{v}: {ty}"));
        }
        if self.rng.chance(50) {
            self.has_priv = true;
            self.private_array();
        }
        let k = self.rng.next_u64() as u32 as i32 as i64;
        self.h = self.iconst(I32, k);
        self.budget = 3 + self.rng.below(8) as i32;
        if sig.recursive {
            // `depth == 0` ends the recursion; otherwise the function calls itself with
            // `depth - 1` (the first call passes `x & 7`: at most 8 frames).
            let z = self.iconst(I32, 0);
            let c = self.def(format!("icmp.i32 eq v{depth}, v{z}"));
            let base = self.new_block();
            let step = self.new_block();
            self.brif(c, base, &[], step, &[]);
            let (mark, h0) = (self.vals.len(), self.h);
            self.cur = base;
            self.region(1);
            self.function_return(sig);
            self.vals.truncate(mark);
            self.h = h0;
            self.cur = step;
            self.region(1);
            let one = self.iconst(I32, 1);
            let d1 = self.def(format!("sub.i32 v{depth}, v{one}"));
            self.call_to(sig, Some(d1));
            self.region(1);
            self.function_return(sig);
        } else {
            self.region(1);
            self.function_return(sig);
        }
        let ret = sig
            .ret
            .map_or(String::new(), |t| format!(" -> {}", t.name()));
        let attr = if sig.noinline { " noinline" } else { "" };
        self.body_text(&format!(
            "function @{}({}){ret}{attr}",
            sig.name,
            ps.join(", ")
        ))
    }

    /// Values of the lanes of `v: vt` into scope.
    fn take_apart(&mut self, v: u32, vt: VTy) {
        if vt.n == 1 {
            self.vals.push((v, vt.t));
            return;
        }
        for lane in 0..vt.n {
            let l = self.iconst(I32, lane as i64);
            self.def_val(vt.t, format!("extractelement.{} v{v}, v{l}", vt.t.name()));
        }
    }

    /// A value of type `vt` from values in scope (a vector: `splat`, then some lanes
    /// replaced).
    fn value_of(&mut self, vt: VTy) -> u32 {
        let x = self.operand(vt.t);
        if vt.n == 1 {
            return x;
        }
        let name = vt.name();
        let mut v = self.def(format!("splat.{name} v{x}"));
        for lane in 0..vt.n {
            if self.rng.chance(50) {
                let y = self.operand(vt.t);
                let l = self.iconst(I32, lane as i64);
                v = self.def(format!("insertelement.{name} v{v}, v{y}, v{l}"));
            }
        }
        v
    }

    /// Folds every value in scope into the hash (without dropping them) and returns: the
    /// hash is stored to a slot (functions with memory) and mixed into the result.
    fn function_return(&mut self, sig: &FnSig) {
        let vs: Vec<(u32, Ty)> = self.vals.clone();
        for (v, t) in vs {
            self.fold(v, t);
        }
        if sig.mem {
            let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
            let p = self.slot_ptr(j);
            self.emit(format!("store v{}, v{p}", self.h));
        }
        let Some(vt) = sig.ret else {
            self.emit("return".into());
            return;
        };
        let x = self.operand(vt.t);
        let h = self.h;
        let mixed = match vt.t {
            I1 => {
                let c = self.conv(h, I32, I1);
                self.def(format!("xor.i1 v{x}, v{c}"))
            }
            I8 | I16 | I32 | I64 => {
                let c = self.conv(h, I32, vt.t);
                self.def(format!("xor.{} v{x}, v{c}", vt.t.name()))
            }
            F16 | F32 | F64 => {
                let c = self.def(format!("uitofp.{} v{h}", vt.t.name()));
                self.def(format!("fadd.{} v{x}, v{c}", vt.t.name()))
            }
        };
        let r = if vt.n == 1 {
            mixed
        } else {
            let v = self.value_of(vt);
            let l = self.iconst(I32, 0);
            self.def(format!("insertelement.{} v{v}, v{mixed}, v{l}", vt.name()))
        };
        self.emit(format!("return v{r}"));
    }

    /// A call of one of the device functions this body may call, with arguments from values
    /// in scope; the result's lanes come into scope.
    fn call(&mut self) {
        let cands: Vec<FnSig> = self
            .callees
            .iter()
            .filter(|f| self.mem || !f.mem)
            .cloned()
            .collect();
        if cands.is_empty() {
            return self.arith();
        }
        let f = self.rng.pick(&cands).clone();
        self.call_fn(&f);
    }

    /// A call of `f` (a recursive `f` gets the depth `x & 7` of an `x` in scope).
    fn call_fn(&mut self, f: &FnSig) {
        let depth = if f.recursive {
            let x = self.operand(I32);
            let m = self.iconst(I32, 7);
            Some(self.def(format!("and.i32 v{x}, v{m}")))
        } else {
            None
        };
        self.call_to(f, depth);
    }

    /// Emits a call of `f` (`depth`: the recursion depth argument of a recursive `f`).
    fn call_to(&mut self, f: &FnSig, depth: Option<u32>) {
        let mut args = Vec::new();
        for (k, p) in f.params.iter().enumerate() {
            let a = match p {
                Param::In => self.p_in,
                Param::Out => self.p_out,
                Param::Acc => self.p_acc,
                Param::SlotBase => self.slot_base,
                Param::Val(_) if k == 0 && depth.is_some() => depth.unwrap(),
                Param::Val(vt) => self.value_of(*vt),
            };
            args.push(format!("v{a}"));
        }
        let call = format!("call @{}({})", f.name, args.join(", "));
        self.called.insert(f.name.clone());
        match f.ret {
            None => self.emit(call),
            Some(vt) => {
                let r = self.def(call);
                self.take_apart(r, vt);
            }
        }
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

    /// The private array (`alloca`), every element initialised before it is read.
    fn private_array(&mut self) {
        self.priv_ptr = self.def(format!("alloca {}", PRIV_LEN * 4));
        for i in 0..PRIV_LEN {
            let off = self.iconst(I32, (i * 4) as i64);
            let p = self.def(format!("ptradd v{}, v{off}", self.priv_ptr));
            let r = self.rng.next_u64() as u32 as i32 as i64;
            let k = self.iconst(I32, r);
            self.emit(format!("store v{k}, v{p}"));
        }
    }

    /// Address of the work-item's slot `j` of `out`.
    fn slot_ptr(&mut self, j: u32) -> u32 {
        let k = self.iconst(I32, j as i64);
        let i = self.def(format!("add.i32 v{}, v{k}", self.slot_base));
        self.elem_ptr(self.p_out, i)
    }
    /// `base + 4 * zext(i)`.
    fn elem_ptr(&mut self, base: u32, i: u32) -> u32 {
        let w = self.def(format!("zext.i64 v{i}"));
        let four = self.iconst(I64, 4);
        let off = self.def(format!("mul.i64 v{w}, v{four}"));
        self.def(format!("ptradd v{base}, v{off}"))
    }
    /// `in[x & (IN_LEN - 1)]` for a random i32 `x` in scope.
    fn load_in(&mut self) -> u32 {
        let x = self.operand(I32);
        let m = self.iconst(I32, (IN_LEN - 1) as i64);
        let i = self.def(format!("and.i32 v{x}, v{m}"));
        let p = self.elem_ptr(self.p_in, i);
        self.def(format!("load.i32 v{p}"))
    }

    /// A value of type `t`: one in scope, a constant, or a conversion of one in scope.
    fn operand(&mut self, t: Ty) -> u32 {
        let cands: Vec<u32> = self
            .vals
            .iter()
            .filter(|(_, ty)| *ty == t)
            .map(|(v, _)| *v)
            .collect();
        let r = self.rng.below(100);
        if !cands.is_empty() && r < 70 {
            return *self.rng.pick(&cands);
        }
        if r < 82 || (cands.is_empty() && t == I32 && self.vals.is_empty()) {
            return self.constant(t);
        }
        self.convert_to(t)
    }

    fn constant(&mut self, t: Ty) -> u32 {
        let r = self.rng.next_u64();
        match t {
            I1 => self.iconst(I1, (r & 1) as i64),
            I8 | I16 | I32 | I64 => {
                let bits = t.bits();
                let v: i64 = match self.rng.below(6) {
                    0 => 0,
                    1 => 1,
                    2 => -1,
                    3 => -(1i64 << (bits - 1).min(62)) * if bits == 64 { 2 } else { 1 },
                    4 => (r % 64) as i64,
                    _ => {
                        let s = 64 - bits;
                        ((r << s) as i64) >> s
                    }
                };
                self.iconst(t, v)
            }
            F16 | F32 | F64 => {
                let lit = match self.rng.below(8) {
                    0 => "0.0".to_string(),
                    1 => "-0.0".to_string(),
                    2 => "1.0".to_string(),
                    3 => "-2.5".to_string(),
                    4 => "inf".to_string(),
                    5 => "0.125".to_string(),
                    _ => {
                        let b = t.bits();
                        let m = if b == 64 { u64::MAX } else { (1u64 << b) - 1 };
                        format!("0x{:x}", r & m)
                    }
                };
                self.def(format!("fconst.{} {lit}", t.name()))
            }
        }
    }

    /// Converts a random value in scope to `t`.
    fn convert_to(&mut self, t: Ty) -> u32 {
        let src_ty = *self.rng.pick(ALL_TYS);
        if src_ty == t || !self.vals.iter().any(|(_, ty)| *ty == src_ty) {
            // Fall back on an i32 in scope.
            let x = self.any_i32();
            return self.conv(x, I32, t);
        }
        let x = self.operand(src_ty);
        self.conv(x, src_ty, t)
    }

    fn any_i32(&mut self) -> u32 {
        let c: Vec<u32> = self
            .vals
            .iter()
            .filter(|(_, ty)| *ty == I32)
            .map(|(v, _)| *v)
            .collect();
        if c.is_empty() {
            self.constant(I32)
        } else {
            *self.rng.pick(&c)
        }
    }

    /// Converts `x: from` to `to` with a conversion the verifier accepts.
    fn conv(&mut self, x: u32, from: Ty, to: Ty) -> u32 {
        if from == to {
            return x;
        }
        let (fb, tb) = (from.bits(), to.bits());
        let op = match (from.is_float(), to.is_float()) {
            (false, false) => {
                if to == I1 {
                    let z = self.iconst(from, 0);
                    let cc = *self.rng.pick(&["ne", "slt", "ugt"]);
                    return self.def(format!("icmp.{} {cc} v{x}, v{z}", from.name()));
                }
                if tb < fb {
                    "itrunc"
                } else if self.rng.chance(50) {
                    "sext"
                } else {
                    "zext"
                }
            }
            (false, true) => {
                if fb == tb && self.rng.chance(40) {
                    "bitcast"
                } else if from == I1 || self.rng.chance(50) {
                    "uitofp"
                } else {
                    "sitofp"
                }
            }
            (true, false) => {
                if to == I1 {
                    let cc = *self.rng.pick(&["olt", "uno", "oeq", "une"]);
                    let z = self.constant(from);
                    return self.def(format!("fcmp.{} {cc} v{x}, v{z}", from.name()));
                }
                if fb == tb && self.rng.chance(40) {
                    let c = self.canon(x, from);
                    return self.def(format!("bitcast.{} v{c}", to.name()));
                } else if self.rng.chance(50) {
                    "fptosi"
                } else {
                    "fptoui"
                }
            }
            (true, true) => {
                if tb > fb {
                    "fpext"
                } else {
                    "fptrunc"
                }
            }
        };
        self.def(format!("{op}.{} v{x}", to.name()))
    }

    /// `v` with any NaN replaced by the canonical quiet NaN: where a NaN's sign or payload
    /// would become an ordinary value (`bitcast` to an integer, `copysign`'s sign), since
    /// the IR fixes NaNs only up to canonicalisation (sequences the compiler may fold or
    /// reassociate differently, such as min/max of two NaNs; docs/sim-float.md).
    fn canon(&mut self, v: u32, t: Ty) -> u32 {
        let uno = self.def(format!("fcmp.{} uno v{v}, v{v}", t.name()));
        let nan = self.def(format!("fconst.{} nan", t.name()));
        self.def(format!("select.{} v{uno}, v{nan}, v{v}", t.name()))
    }

    /// Folds `v: t` into the hash.
    fn fold(&mut self, v: u32, t: Ty) {
        let x = match t {
            I32 => v,
            I1 | I8 | I16 => self.def(format!("zext.i32 v{v}")),
            I64 => self.fold64(v),
            F16 | F32 | F64 => {
                // Canonical NaN first: NaN payloads are not compared.
                let c = self.canon(v, t);
                let it = Ty::int_of_width(t.bits());
                let b = self.def(format!("bitcast.{} v{c}", it.name()));
                match it {
                    I16 => self.def(format!("zext.i32 v{b}")),
                    I32 => b,
                    _ => self.fold64(b),
                }
            }
        };
        let k = self.iconst(I32, 0x0100_0193);
        let m = self.def(format!("mul.i32 v{}, v{k}", self.h));
        self.h = self.def(format!("xor.i32 v{m}, v{x}"));
    }
    fn fold64(&mut self, v: u32) -> u32 {
        let lo = self.def(format!("itrunc.i32 v{v}"));
        let k = self.iconst(I64, 32);
        let s = self.def(format!("lshr.i64 v{v}, v{k}"));
        let hi = self.def(format!("itrunc.i32 v{s}"));
        self.def(format!("xor.i32 v{lo}, v{hi}"))
    }
    /// Folds every value defined since scope mark `mark` and drops them from scope.
    fn close_scope(&mut self, mark: usize) {
        let vs: Vec<(u32, Ty)> = self.vals[mark..].to_vec();
        for (v, t) in vs {
            self.fold(v, t);
        }
        self.vals.truncate(mark);
    }

    fn epilogue(&mut self) {
        // Every device function is reached: those the kernel has not called yet are called
        // here (the others may call them too).
        for f in self.callees.clone() {
            if !self.called.contains(&f.name) {
                self.call_fn(&f);
            }
        }
        self.close_scope(0);
        let p = self.slot_ptr(0);
        self.emit(format!("store v{}, v{p}", self.h));
        self.emit("return".into());
    }

    /// Generates statements at the current point; `depth` is the nesting of control flow.
    fn region(&mut self, depth: u32) {
        let n = 2 + self.rng.below(6);
        for _ in 0..n {
            if self.budget <= 0 {
                break;
            }
            self.budget -= 1;
            self.statement(depth);
        }
    }

    fn statement(&mut self, depth: u32) {
        let r = self.rng.below(142);
        let nest = depth < 3;
        let mem = self.mem;
        match r {
            0..=39 => self.arith(),
            40..=44 if mem => {
                let x = self.load_in();
                self.vals.push((x, I32));
            }
            45..=49 if mem => self.slot_store_load(),
            50..=53 if mem => self.atomics(),
            54..=57 if self.has_priv => self.private_mem(),
            58..=62 => self.wave_op(),
            63..=67 if self.uniform => self.lds_exchange(),
            68..=77 if nest => self.if_else(depth),
            78..=85 if nest => self.divergent_loop(depth),
            86..=90 if nest && self.uniform => self.uniform_loop(depth),
            91..=95 if nest => self.switch(depth),
            96..=99 if mem => self.cmpxchg(),
            100..=102 => self.fence(),
            103..=109 => self.vector_op(),
            110..=114 if mem || self.has_priv => self.flat_mem(),
            115..=124 => self.call(),
            125..=129 if mem => self.typed_memory(),
            130..=131 => self.table_load(),
            132..=133 if mem => self.float_atomic(),
            134..=137 => self.wave_op2(),
            138..=141 => self.float_intrinsic(),
            _ => self.arith(),
        }
    }

    /// Loads of every size from `in` (sub-dword, 64-bit, 16-bit and float vectors) at
    /// masked, naturally aligned byte offsets, and stores of 8-, 16- and 64-bit integers and
    /// integer vectors into the work-item's own 32 bytes of `out`, read back as a dword.
    fn typed_memory(&mut self) {
        let vt = *self.rng.pick(&[
            VTy { t: I8, n: 1 },
            VTy { t: I16, n: 1 },
            VTy { t: I64, n: 1 },
            VTy { t: F16, n: 1 },
            VTy { t: F64, n: 1 },
            VTy { t: I8, n: 2 },
            VTy { t: I8, n: 4 },
            VTy { t: I16, n: 2 },
            VTy { t: I16, n: 4 },
            VTy { t: F16, n: 2 },
            VTy { t: F32, n: 2 },
            VTy { t: I32, n: 4 },
        ]);
        let size = vt.t.bits() / 8 * vt.n;
        if self.rng.chance(50) || vt.t.is_float() {
            let x = self.operand(I32);
            let m = self.iconst(I32, (IN_LEN * 4 / size - 1) as i64);
            let i = self.def(format!("and.i32 v{x}, v{m}"));
            let w = self.def(format!("zext.i64 v{i}"));
            let k = self.iconst(I64, size as i64);
            let off = self.def(format!("mul.i64 v{w}, v{k}"));
            let p = self.def(format!("ptradd v{}, v{off}", self.p_in));
            let v = self.def(format!("load.{} v{p}", vt.name()));
            self.take_apart(v, vt);
        } else {
            let x = self.value_of(vt);
            let base = self.elem_ptr(self.p_out, self.slot_base);
            let at = self.rng.below((SLOTS * 4 / size) as u64) * size as u64;
            let k = self.iconst(I32, at as i64);
            let p = self.def(format!("ptradd v{base}, v{k}"));
            self.emit(format!("store v{x}, v{p}"));
            let j = (at as u32 / 4).min(SLOTS - 1);
            let q = self.slot_ptr(j);
            self.def_val(I32, format!("load.i32 v{q}"));
        }
    }

    /// A load from the module's read-only table `@tbl` (constant or global address space,
    /// integer elements, with an initialiser) at a masked index.
    fn table_load(&mut self) {
        if self.table.is_none() {
            let t = *self.rng.pick(&[I8, I16, I32, I64]);
            let space = *self.rng.pick(&["constant", "global"]);
            let init = (0..TABLE_LEN)
                .map(|_| {
                    let s = 64 - t.bits();
                    ((self.rng.next_u64() << s) as i64) >> s
                })
                .collect();
            self.table = Some(Table { t, space, init });
        }
        let t = self.table.as_ref().unwrap().t;
        let base = self.def("global_addr @tbl".into());
        let x = self.operand(I32);
        let m = self.iconst(I32, (TABLE_LEN - 1) as i64);
        let i = self.def(format!("and.i32 v{x}, v{m}"));
        let w = self.def(format!("zext.i64 v{i}"));
        let k = self.iconst(I64, (t.bits() / 8) as i64);
        let off = self.def(format!("mul.i64 v{w}, v{k}"));
        let p = self.def(format!("ptradd v{base}, v{off}"));
        self.def_val(t, format!("load.{} v{p}", t.name()));
    }

    /// A float atomic (`fadd fmin fmax`, f32 or f64) on one of the work-item's own slots,
    /// which first gets an integer-valued float: no NaN, no denormal, no -0 can occur (the
    /// hardware's float atomics flush denormals on some targets and may order -0/+0 either
    /// way), so every engine must give the exact result.
    fn float_atomic(&mut self) {
        let t = *self.rng.pick(&[F32, F32, F64]);
        let j = if t == F64 {
            2 * (1 + self.rng.below(3) as u32)
        } else {
            1 + self.rng.below((SLOTS - 1) as u64) as u32
        };
        let p = self.slot_ptr(j);
        let it = Ty::int_of_width(t.bits());
        let a = self.operand(I32);
        let fa = self.def(format!("sitofp.{} v{a}", t.name()));
        let bits = self.def(format!("bitcast.{} v{fa}", it.name()));
        self.emit(format!("store v{bits}, v{p}"));
        let b = self.operand(I32);
        let fb = self.def(format!("sitofp.{} v{b}", t.name()));
        let op = *self.rng.pick(&["fadd", "fmin", "fmax"]);
        let ord = *self.rng.pick(RMW_ORDERINGS);
        let scope = *self.rng.pick(ALL_SCOPES);
        self.def_val(
            t,
            format!("atomic_rmw.{} {op} v{p}, v{fb}, {ord} {scope}", t.name()),
        );
    }

    /// More wave operations: `readlane` (uniform control flow only: the lane read must be
    /// active), `writelane` of a uniform value, `mbcnt`, `ballot.i64`, `lane_id`,
    /// `wave_size`, and the work-group and grid sizes.
    fn wave_op2(&mut self) {
        match self.rng.below(7) {
            0 if self.uniform => {
                let t = *self.rng.pick(&[I32, I64, F32, I16, F64]);
                let x = self.operand(t);
                let k = self.rng.below(32) as i64;
                let l = self.iconst(I32, k);
                self.def_val(t, format!("readlane.{} v{x}, v{l}", t.name()));
            }
            1 => {
                let x = self.operand(I32);
                let u = self.def(format!("readfirstlane.i32 v{x}"));
                let k = self.rng.below(32) as i64;
                let l = self.iconst(I32, k);
                let old = self.operand(I32);
                self.def_val(
                    I32,
                    format!("intrinsic.i32 \"amdgcn.writelane.i32\"(v{u}, v{l}, v{old})"),
                );
            }
            2 => {
                let m = self.operand(I32);
                let a = self.operand(I32);
                let lo = self.def(format!("intrinsic.i32 \"amdgcn.mbcnt.lo\"(v{m}, v{a})"));
                let m2 = self.operand(I32);
                self.def_val(
                    I32,
                    format!("intrinsic.i32 \"amdgcn.mbcnt.hi\"(v{m2}, v{lo})"),
                );
            }
            3 => {
                let c = self.operand(I1);
                self.def_val(I64, format!("ballot.i64 v{c}"));
            }
            4 => {
                self.def_val(I32, "lane_id".into());
            }
            5 => {
                self.def_val(I32, "wave_size".into());
            }
            _ => {
                let op = *self.rng.pick(&["workgroup_size x", "grid_size x"]);
                self.def_val(I32, op.into());
            }
        }
    }

    /// The exact float intrinsics: `amdgcn.fract`, `amdgcn.frexp.mant`/`exp` and `ldexp`
    /// (f32, f64), and `round`.
    fn float_intrinsic(&mut self) {
        let t = *self.rng.pick(&[F32, F32, F64]);
        let n = t.name();
        let x = self.operand(t);
        match self.rng.below(5) {
            0 => self.def_val(t, format!("intrinsic.{n} \"amdgcn.fract.{n}\"(v{x})")),
            1 => self.def_val(t, format!("intrinsic.{n} \"amdgcn.frexp.mant.{n}\"(v{x})")),
            2 => self.def_val(
                I32,
                format!("intrinsic.i32 \"amdgcn.frexp.exp.i32.{n}\"(v{x})"),
            ),
            3 => {
                let e = self.operand(I32);
                self.def_val(t, format!("intrinsic.{n} \"ldexp.{n}.i32\"(v{x}, v{e})"))
            }
            _ => {
                let t = *self.rng.pick(&[F16, F32, F64]);
                let x = self.operand(t);
                self.def_val(t, format!("round.{} v{x}", t.name()))
            }
        };
    }

    /// One arithmetic, compare, select or conversion instruction of a random type.
    fn arith(&mut self) {
        let t = *self.rng.pick(ALL_TYS);
        let r = self.rng.below(100);
        if r < 15 {
            let v = self.convert_to(t);
            self.vals.push((v, t));
            return;
        }
        if r < 25 {
            let c = self.operand(I1);
            let a = self.operand(t);
            let b = self.operand(t);
            self.def_val(t, format!("select.{} v{c}, v{a}, v{b}", t.name()));
            return;
        }
        if r < 35 {
            let a = self.operand(t);
            let b = self.operand(t);
            let v = if t.is_float() {
                let cc = *self.rng.pick(&[
                    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge",
                    "ult", "ule", "une", "uno", "true",
                ]);
                self.def(format!("fcmp.{} {cc} v{a}, v{b}", t.name()))
            } else {
                let cc = *self.rng.pick(&[
                    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
                ]);
                self.def(format!("icmp.{} {cc} v{a}, v{b}", t.name()))
            };
            self.vals.push((v, I1));
            return;
        }
        match t {
            I1 => {
                let op = *self.rng.pick(&["and", "or", "xor"]);
                let a = self.operand(I1);
                let b = self.operand(I1);
                self.def_val(I1, format!("{op}.i1 v{a}, v{b}"));
            }
            I8 | I16 | I32 | I64 => self.int_op(t),
            _ => self.float_op(t),
        }
    }

    fn int_op(&mut self, t: Ty) {
        let n = t.name();
        let a = self.operand(t);
        match self.rng.below(4) {
            0 => {
                let op =
                    *self
                        .rng
                        .pick(&["neg", "not", "iabs", "ctpop", "ctlz", "cttz", "bitreverse"]);
                self.def_val(t, format!("{op}.{n} v{a}"));
            }
            1 => {
                // Shifts: the amount masked to the width.
                let op = *self.rng.pick(&["shl", "lshr", "ashr"]);
                let b = self.operand(t);
                let m = self.iconst(t, (t.bits() - 1) as i64);
                let s = self.def(format!("and.{n} v{b}, v{m}"));
                self.def_val(t, format!("{op}.{n} v{a}, v{s}"));
            }
            2 => {
                // Division: the divisor odd and positive.
                let op = *self.rng.pick(&["sdiv", "udiv", "srem", "urem"]);
                let b = self.operand(t);
                let one = self.iconst(t, 1);
                let s = self.def(format!("lshr.{n} v{b}, v{one}"));
                let d = self.def(format!("or.{n} v{s}, v{one}"));
                self.def_val(t, format!("{op}.{n} v{a}, v{d}"));
            }
            _ => {
                let op = *self.rng.pick(&[
                    "add", "sub", "mul", "umulhi", "smulhi", "and", "or", "xor", "smin", "smax",
                    "umin", "umax",
                ]);
                let b = self.operand(t);
                self.def_val(t, format!("{op}.{n} v{a}, v{b}"));
            }
        }
    }

    fn float_op(&mut self, t: Ty) {
        let n = t.name();
        let a = self.operand(t);
        match self.rng.below(4) {
            0 => {
                let mut ops = vec!["fneg", "fabs", "sqrt"];
                if t != F64 {
                    // f64 rounding is not selected on gfx600 (tests/ir_closure.rs PENDING).
                    ops.extend(["floor", "ceil", "trunc", "roundeven"]);
                }
                let op = *self.rng.pick(&ops);
                self.def_val(t, format!("{op}.{n} v{a}"));
            }
            1 => {
                let b = self.operand(t);
                let c = self.operand(t);
                self.def_val(t, format!("fma.{n} v{a}, v{b}, v{c}"));
            }
            _ => {
                let mut ops = vec!["fadd", "fsub", "fmul", "fdiv", "fmin", "fmax"];
                if t != F64 {
                    ops.push("copysign");
                }
                let op = *self.rng.pick(&ops);
                let mut b = self.operand(t);
                if op == "copysign" {
                    b = self.canon(b, t);
                }
                self.def_val(t, format!("{op}.{n} v{a}, v{b}"));
            }
        }
    }

    /// Stores a value to one of the work-item's slots and loads a (maybe other) slot back.
    fn slot_store_load(&mut self) {
        let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let x = self.operand(I32);
        let p = self.slot_ptr(j);
        self.emit(format!("store v{x}, v{p}"));
        let k = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let q = self.slot_ptr(k);
        self.def_val(I32, format!("load.i32 v{q}"));
    }

    /// An atomic on the work-item's own slot (its old value is used) and one on the shared
    /// counter (commutative; its old value is not used).
    fn atomics(&mut self) {
        let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let p = self.slot_ptr(j);
        let x = self.operand(I32);
        let op = *self.rng.pick(&[
            "xchg",
            "add",
            "sub",
            "and",
            "or",
            "xor",
            "min",
            "max",
            "umin",
            "umax",
            "uinc_wrap",
            "udec_wrap",
        ]);
        let ord = *self.rng.pick(RMW_ORDERINGS);
        // The slot is the work-item's own: every scope is wide enough.
        let scope = *self.rng.pick(ALL_SCOPES);
        self.def_val(
            I32,
            format!("atomic_rmw.i32 {op} v{p}, v{x}, {ord} {scope}"),
        );
        if self.rng.chance(50) {
            // Each counter takes one operation only: updates of one operation commute with
            // each other, but not with another's (`xor` then `umax -1` is not `umax -1`
            // then `xor`), and the order of the work-items' updates is not defined. The
            // counters are shared across work-groups: agent or system scope.
            let r = self.rng.below(4);
            let i = self.iconst(I32, r as i64);
            let q = self.elem_ptr(self.p_acc, i);
            let y = self.operand(I32);
            let op = COUNTER_OPS[r as usize];
            let ord = *self.rng.pick(RMW_ORDERINGS);
            let scope = *self
                .rng
                .pick(&["agent", "system", "agent_one_as", "system_one_as"]);
            self.def(format!("atomic_rmw.i32 {op} v{q}, v{y}, {ord} {scope}"));
        }
    }

    /// A compare-and-swap on one of the work-item's own slots; the expected value is the
    /// slot's current value (the swap succeeds) or any value (it may fail). Both results
    /// are used.
    fn cmpxchg(&mut self) {
        let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let p = self.slot_ptr(j);
        let expected = if self.rng.chance(50) {
            self.def(format!("load.i32 v{p}"))
        } else {
            self.operand(I32)
        };
        let new = self.operand(I32);
        let succ = *self.rng.pick(RMW_ORDERINGS);
        let fail = *self.rng.pick(&["monotonic", "acquire", "seq_cst"]);
        let scope = *self.rng.pick(ALL_SCOPES);
        let weak = if self.rng.chance(20) { ", weak" } else { "" };
        // A weak cmpxchg may fail spuriously (LLVM LangRef): its flag is not observed.
        let (old, ok) = (self.fresh(), self.fresh());
        self.emit(format!(
            "v{old}, v{ok} = cmpxchg.i32 v{p}, v{expected}, v{new}, {succ} {fail} {scope}{weak}"
        ));
        if weak.is_empty() {
            self.vals.push((old, I32));
            self.vals.push((ok, I1));
        }
    }

    /// A memory fence of any ordering and scope, sometimes limited to some address spaces.
    fn fence(&mut self) {
        let ord = *self.rng.pick(&["acquire", "release", "acq_rel", "seq_cst"]);
        let scope = *self.rng.pick(ALL_SCOPES);
        let spaces = *self.rng.pick(&[
            "",
            "",
            ", spaces(global)",
            ", spaces(local)",
            ", spaces(global, local)",
        ]);
        self.emit(format!("fence {ord} {scope}{spaces}"));
    }

    /// Vector arithmetic: a vector built from values in scope (`splat`, `insertelement`),
    /// a lane-wise operation, a compare and lane-wise `select`, a `shuffle`, sometimes a
    /// vector store to and load from the work-item's slots 4..7; every lane is extracted.
    fn vector_op(&mut self) {
        let (t, n) = *self.rng.pick(&[
            (I32, 2),
            (I32, 4),
            (F32, 2),
            (F32, 4),
            (I16, 2),
            (I16, 4),
            (F16, 2),
            (F16, 4),
            (I64, 2),
            (F64, 2),
            (I8, 4),
        ]);
        let vt = format!("{}x{n}", t.name());
        let build = |g: &mut Gen| -> u32 {
            let x = g.operand(t);
            let mut v = g.def(format!("splat.{vt} v{x}"));
            for lane in 0..n {
                if g.rng.chance(50) {
                    let y = g.operand(t);
                    let l = g.iconst(I32, lane);
                    v = g.def(format!("insertelement.{vt} v{v}, v{y}, v{l}"));
                }
            }
            v
        };
        let a = build(self);
        let b = build(self);
        let op = if t.is_float() {
            *self.rng.pick(&["fadd", "fsub", "fmul", "fmin", "fmax"])
        } else {
            *self
                .rng
                .pick(&["add", "sub", "mul", "and", "or", "xor", "smin", "umax"])
        };
        let c = self.def(format!("{op}.{vt} v{a}, v{b}"));
        let cmp = if t.is_float() {
            let cc = *self.rng.pick(&["olt", "oeq", "uno", "une", "oge"]);
            format!("fcmp.{vt} {cc} v{a}, v{c}")
        } else {
            let cc = *self.rng.pick(&["eq", "slt", "ult", "ne", "uge"]);
            format!("icmp.{vt} {cc} v{a}, v{c}")
        };
        let m = self.def(cmp);
        let mut r = self.def(format!("select.{vt} v{m}, v{b}, v{c}"));
        if self.rng.chance(50) {
            let mask: Vec<String> = (0..n)
                .map(|_| self.rng.below(2 * n as u64).to_string())
                .collect();
            r = self.def(format!("shuffle.{vt} v{r}, v{a}, [{}]", mask.join(", ")));
        }
        if self.mem && self.rng.chance(40) && t.bits() * (n as u32) <= 128 {
            // Slots 4..7 are 16-byte aligned (the work-item's slots start at gid * 32).
            if t.is_float() {
                // In memory a NaN's sign and payload are ordinary bits: canonicalise first
                // (seed 106666 stored `fdiv` 0/0 lanes, 0x7fc00000 in the interpreter and
                // 0xffc00000 from `v_div_fixup`, the open decision of docs/sim-float.md).
                let uno = self.def(format!("fcmp.{vt} uno v{r}, v{r}"));
                let nan = self.def(format!("fconst.{} nan", t.name()));
                let nans = self.def(format!("splat.{vt} v{nan}"));
                r = self.def(format!("select.{vt} v{uno}, v{nans}, v{r}"));
            }
            let p = self.slot_ptr(4);
            self.emit(format!("store v{r}, v{p}"));
            r = self.def(format!("load.{vt} v{p}"));
        }
        for lane in 0..n {
            let l = self.iconst(I32, lane);
            self.def_val(t, format!("extractelement.{} v{r}, v{l}", t.name()));
        }
    }

    /// Memory through flat pointers: the work-item's own slot, its private array, and (in
    /// uniform control flow) its LDS element, each cast to `ptr.flat`.
    fn flat_mem(&mut self) {
        let mut which = if self.uniform {
            self.rng.below(3)
        } else {
            self.rng.below(2)
        };
        if which == 0 && !self.mem {
            which = 1;
        }
        if which == 1 && !self.has_priv {
            which = 0;
        }
        let (p, m) = match which {
            0 => {
                let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
                (self.slot_ptr(j), None)
            }
            1 => {
                let x = self.operand(I32);
                let m = self.iconst(I32, (PRIV_LEN - 1) as i64);
                let i = self.def(format!("and.i32 v{x}, v{m}"));
                (self.elem_ptr(self.priv_ptr, i), None)
            }
            _ => {
                self.lds = true;
                let base = self.def("global_addr @lds".into());
                let four = self.iconst(I32, 4);
                let off = self.def(format!("mul.i32 v{}, v{four}", self.lid));
                (self.def(format!("ptradd v{base}, v{off}")), Some(()))
            }
        };
        let f = self.def(format!("addrspacecast.ptr.flat v{p}"));
        let x = self.operand(I32);
        self.emit(format!("store v{x}, v{f}"));
        if m.is_some() {
            // The LDS element is the work-item's own; the next exchange's barrier orders it.
            self.emit("barrier".into());
        }
        self.def_val(I32, format!("load.i32 v{f}"));
        if m.is_some() {
            self.emit("barrier".into());
        }
    }

    /// Writes and reads the private array at masked indices.
    fn private_mem(&mut self) {
        let x = self.operand(I32);
        let m = self.iconst(I32, (PRIV_LEN - 1) as i64);
        let i = self.def(format!("and.i32 v{x}, v{m}"));
        let p = self.elem_ptr(self.priv_ptr, i);
        let y = self.operand(I32);
        self.emit(format!("store v{y}, v{p}"));
        let z = self.operand(I32);
        let j = self.def(format!("and.i32 v{z}, v{m}"));
        let q = self.elem_ptr(self.priv_ptr, j);
        self.def_val(I32, format!("load.i32 v{q}"));
    }

    fn wave_op(&mut self) {
        if self.rng.chance(50) {
            let t = *self.rng.pick(&[I32, I32, I64, F32]);
            let x = self.operand(t);
            self.def_val(t, format!("readfirstlane.{} v{x}", t.name()));
        } else {
            let c = self.operand(I1);
            self.def_val(I32, format!("ballot.i32 v{c}"));
        }
    }

    /// Uniform control flow only: every work-item stores to its LDS slot, a barrier, each
    /// reads another's slot, a barrier (so the next exchange cannot overwrite a slot before
    /// it was read).
    fn lds_exchange(&mut self) {
        self.lds = true;
        let base = self.def("global_addr @lds".into());
        let four = self.iconst(I32, 4);
        let off = self.def(format!("mul.i32 v{}, v{four}", self.lid));
        let p = self.def(format!("ptradd v{base}, v{off}"));
        let x = self.operand(I32);
        self.emit(format!("store v{x}, v{p}"));
        self.emit("barrier".into());
        let y = self.operand(I32);
        let m = self.iconst(I32, (self.block_size - 1) as i64);
        let i = self.def(format!("and.i32 v{y}, v{m}"));
        let o = self.def(format!("mul.i32 v{i}, v{four}"));
        let q = self.def(format!("ptradd v{base}, v{o}"));
        self.def_val(I32, format!("load.i32 v{q}"));
        self.emit("barrier".into());
    }

    /// A per-lane condition.
    fn lane_cond(&mut self) -> u32 {
        if self.rng.chance(30) {
            self.operand(I1)
        } else {
            let x = self.operand(I32);
            let y = self.operand(I32);
            let cc = *self.rng.pick(&["eq", "ne", "slt", "ult", "sgt", "uge"]);
            self.def(format!("icmp.i32 {cc} v{x}, v{y}"))
        }
    }

    /// A random type and a value of it in scope, to flow out of a region on its exit edge.
    fn carried(&mut self) -> (Ty, u32) {
        let t = *self.rng.pick(ALL_TYS);
        let v = self.operand(t);
        (t, v)
    }

    /// Runs a nested region in block `b`, then folds its values and jumps to `join` with
    /// the hash and a value of type `t`.
    fn arm(&mut self, b: usize, depth: u32, join: usize, t: Ty) {
        self.cur = b;
        let mark = self.vals.len();
        self.region(depth + 1);
        let out = self.operand(t);
        self.close_scope(mark);
        let h = self.h;
        self.jump(join, &[h, out]);
    }

    fn if_else(&mut self, depth: u32) {
        let c = self.lane_cond();
        let (t, _) = self.carried();
        let then_b = self.new_block();
        let else_b = self.new_block();
        let join = self.new_block();
        let (uniform, h0) = (self.uniform, self.h);
        self.brif(c, then_b, &[], else_b, &[]);
        self.uniform = false;
        self.arm(then_b, depth, join, t);
        self.h = h0;
        if self.rng.chance(30) {
            // An empty else: the value flows straight from the branch.
            self.cur = else_b;
            let v = self.operand(t);
            self.jump(join, &[h0, v]);
        } else {
            self.arm(else_b, depth, join, t);
        }
        let ps = self.set_params(join, &[I32, t]);
        self.cur = join;
        self.uniform = uniform;
        self.h = ps[0];
        self.vals.push((ps[1], t));
    }

    fn switch(&mut self, depth: u32) {
        let x = self.operand(I32);
        let m = self.iconst(I32, 3);
        let sel = self.def(format!("and.i32 v{x}, v{m}"));
        let (t, _) = self.carried();
        let ncases = 1 + self.rng.below(3) as usize;
        let cases: Vec<usize> = (0..ncases).map(|_| self.new_block()).collect();
        let dflt = self.new_block();
        let join = self.new_block();
        let (uniform, h0) = (self.uniform, self.h);
        let arms: Vec<String> = cases
            .iter()
            .enumerate()
            .map(|(k, b)| format!("{k}: {}", self.label(*b)))
            .collect();
        let d = self.label(dflt);
        self.emit(format!("switch v{sel}, {d}, [{}]", arms.join(", ")));
        self.uniform = false;
        for b in cases.into_iter().chain([dflt]) {
            self.h = h0;
            self.arm(b, depth, join, t);
        }
        let ps = self.set_params(join, &[I32, t]);
        self.cur = join;
        self.uniform = uniform;
        self.h = ps[0];
        self.vals.push((ps[1], t));
    }

    /// A loop with a per-lane trip count (`x & 7`), a `continue` edge to the latch and a
    /// `break` edge to the exit: the exit has two predecessors passing different values.
    fn divergent_loop(&mut self, depth: u32) {
        let x = self.operand(I32);
        let m = self.iconst(I32, 7);
        let n = self.def(format!("and.i32 v{x}, v{m}"));
        self.lp(depth, n, false);
    }

    /// A loop every work-item runs the same number of times (a constant, or from the
    /// work-group id): LDS exchanges may happen inside.
    fn uniform_loop(&mut self, depth: u32) {
        let n = if self.rng.chance(50) {
            let r = 1 + self.rng.below(4) as i64;
            self.iconst(I32, r)
        } else {
            let wg = self.def("workgroup_id x".into());
            let r = 1 + self.rng.below(3) as i64;
            let k = self.iconst(I32, r);
            self.def(format!("add.i32 v{wg}, v{k}"))
        };
        self.lp(depth, n, true);
    }

    fn lp(&mut self, depth: u32, n: u32, uniform_trip: bool) {
        let (t, init) = self.carried();
        let header = self.new_block();
        let body = self.new_block();
        let latch = self.new_block();
        let exit = self.new_block();
        let zero = self.iconst(I32, 0);
        let h0 = self.h;
        self.jump(header, &[zero, h0, init]);
        let hp = self.set_params(header, &[I32, I32, t]);
        let (i, hh, acc) = (hp[0], hp[1], hp[2]);
        self.cur = header;
        self.h = hh;
        let c = self.def(format!("icmp.i32 ult v{i}, v{n}"));
        self.brif(c, body, &[], exit, &[hh, acc]);
        let uniform = self.uniform;
        self.uniform = uniform && uniform_trip;
        self.cur = body;
        let mark = self.vals.len();
        self.vals.push((i, I32));
        self.vals.push((acc, t));
        self.region(depth + 1);
        // Divergent loops get early exits: a break (values leave on the exit edge) and a
        // continue (values enter the latch from two edges).
        if !uniform_trip && self.rng.chance(60) {
            let bc = self.lane_cond();
            let out = self.operand(t);
            let mark2 = self.vals.len();
            let _ = mark2;
            let rest = self.new_block();
            // Fold before the break so both exit edges carry a complete hash.
            let snapshot: Vec<(u32, Ty)> = self.vals[mark..].to_vec();
            for (v, ty) in snapshot {
                self.fold(v, ty);
            }
            let hb = self.h;
            if self.rng.chance(50) {
                self.brif(bc, exit, &[hb, out], rest, &[]);
            } else {
                let nx = self.operand(t);
                self.brif(bc, latch, &[hb, nx], rest, &[]);
            }
            self.cur = rest;
            self.region(depth + 1);
        }
        let next = self.operand(t);
        self.close_scope(mark);
        let h1 = self.h;
        self.jump(latch, &[h1, next]);
        let lp = self.set_params(latch, &[I32, t]);
        self.cur = latch;
        let one = self.iconst(I32, 1);
        let i2 = self.def(format!("add.i32 v{i}, v{one}"));
        self.jump(header, &[i2, lp[0], lp[1]]);
        let ep = self.set_params(exit, &[I32, t]);
        self.cur = exit;
        self.uniform = uniform;
        self.h = ep[0];
        self.vals.push((ep[1], t));
    }
}

mod llc;
mod run;
pub use llc::{check_program_llc, llc_available};
pub use run::{check_program, parse_targets, shrink, FuzzTarget, Outcome};
