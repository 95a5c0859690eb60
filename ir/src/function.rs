//! Functions (kernels and device functions) and modules.

use crate::dfg::DataFlowGraph;
use crate::entities::{Block, FuncId, GlobalId, Inst, Value};
use crate::instructions::InstData;
use crate::layout::Layout;
use crate::types::{AddrSpace, Type};
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use std::collections::HashMap;

/// A position in a source text (1-based; `line == 0` means unknown).
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
pub struct SrcLoc {
    pub line: u32,
    pub col: u32,
}

impl SrcLoc {
    pub fn new(line: u32, col: u32) -> SrcLoc {
        SrcLoc { line, col }
    }
    pub fn is_known(self) -> bool {
        self.line != 0
    }
}

/// Whether a function is a kernel (entry point; arguments come from the kernarg segment, no
/// results) or a device function (called from kernels).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FuncKind {
    Kernel,
    Device,
}

/// Parameter and result types. A function's parameters are its entry block's parameters.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct Signature {
    pub params: Vec<Type>,
    /// At most one result (device functions only).
    pub returns: Vec<Type>,
}

/// Attributes a kernel may carry; they map to LLVM's `amdgpu-*` function attributes.
#[derive(Clone, PartialEq, Eq, Debug, Default)]
pub struct FuncAttrs {
    /// `amdgpu-flat-work-group-size` (min, max).
    pub flat_workgroup_size: Option<(u32, u32)>,
    /// `amdgpu-waves-per-eu` (min, max).
    pub waves_per_eu: Option<(u32, u32)>,
    /// `reqd_work_group_size` (x, y, z).
    pub reqd_workgroup_size: Option<[u32; 3]>,
    /// `amdgpu-num-vgpr`: at most this many VGPRs.
    pub num_vgpr: Option<u32>,
    /// `amdgpu-num-sgpr`: at most this many SGPRs.
    pub num_sgpr: Option<u32>,
    /// Device functions: never inline.
    pub noinline: bool,
    /// Device functions: always inline (LLVM's `alwaysinline`), whatever the inlining
    /// heuristic says (`gfxc_lower::inline_cost`).
    pub alwaysinline: bool,
    /// Kernel parameters passed by reference into the kernarg segment (LLVM's `byref(T)`
    /// and by-value aggregates): the parameter is a `ptr.constant` to the argument's bytes.
    pub byref: Vec<ByRefParam>,
    /// Device functions: visible to other modules (LLVM's external linkage). A relocatable
    /// compile (`gfxc compile -c`) emits every exported function as a global `STT_FUNC`
    /// symbol other objects may call; elsewhere it changes nothing.
    pub export: bool,
    /// Indices of pointer parameters marked `noalias` (LLVM's parameter attribute; OpenCL
    /// `restrict`, HIP `__restrict__`), in increasing order: memory accessed through a
    /// pointer based on such a parameter is accessed through no pointer not based on it, so
    /// its accesses and those through other parameters or variables never overlap (LLVM
    /// LangRef "Parameter Attributes": `noalias`). Only a promise: engines need not check it.
    pub noalias: Vec<u32>,
    /// Device functions returning an LLVM aggregate packed into dwords (the `.ll` importer's
    /// `agg_ret`: the result is an `i32`/`i32xN` of the leaves' pieces, 16-bit vector lanes
    /// two to a dword): the leaf types in field order; empty otherwise. On GFX6/GFX7
    /// `gfxc_lower::half_abi` re-lays the 16-bit leaves out as llc-19 returns them there.
    /// Not in the text format (only the importer makes such results).
    pub agg_ret: Vec<Type>,
}

/// A kernel parameter whose bytes live in the kernarg segment and whose value is their
/// address (AMDGPUUsage "Kernel Argument Preloading"/`byref`: the argument occupies `size`
/// bytes at the next multiple of `align`; the metadata names it `by_value` of that size).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ByRefParam {
    /// Index of the parameter (a `ptr.constant`).
    pub index: u32,
    pub size: u32,
    pub align: u32,
}

/// Where the text of a function's parts was, when it was parsed.
#[derive(Default, Debug)]
pub struct SourceMap {
    pub func: SrcLoc,
    pub blocks: SecondaryMap<Block, SrcLoc>,
    pub insts: SecondaryMap<Inst, SrcLoc>,
    /// The name each value had in the text (`v60`), so diagnostics name values as the user
    /// wrote them rather than by their canonical (renumbered) names.
    pub value_names: Names<Value>,
    /// The name each block had in the text.
    pub block_names: Names<Block>,
}

/// As a derived `Clone`, except that the instructions' locations get room to grow
/// (`crate::dfg::room`: a copied function is copied to have instructions added).
impl Clone for SourceMap {
    fn clone(&self) -> SourceMap {
        SourceMap {
            func: self.func,
            blocks: self.blocks.clone(),
            insts: crate::dfg::copy_with_room(&self.insts),
            value_names: self.value_names.clone(),
            block_names: self.block_names.clone(),
        }
    }
}

/// Names of entities, all in one string: copying a function (lowering copies every kernel it
/// compiles) copies two vectors, not one string per named value.
#[derive(Clone, Debug)]
pub struct Names<K: EntityRef> {
    text: String,
    /// Each name's byte range in `text`.
    spans: SecondaryMap<K, Option<(u32, u32)>>,
}

impl<K: EntityRef> Default for Names<K> {
    fn default() -> Self {
        Names {
            text: String::new(),
            spans: SecondaryMap::new(),
        }
    }
}

impl<K: EntityRef> Names<K> {
    /// Names `k` (a later name replaces an earlier one).
    pub fn set(&mut self, k: K, name: &str) {
        let start = self.text.len() as u32;
        self.text.push_str(name);
        self.spans[k] = Some((start, self.text.len() as u32));
    }

    /// The name of `k`, if it has one.
    pub fn get(&self, k: K) -> Option<&str> {
        let (a, b) = self.spans.get(k).copied().flatten()?;
        self.text.get(a as usize..b as usize)
    }
}

/// A kernel or device function.
#[derive(Clone, Debug)]
pub struct Function {
    pub name: String,
    pub kind: FuncKind,
    pub signature: Signature,
    pub attrs: FuncAttrs,
    pub dfg: DataFlowGraph,
    pub layout: Layout,
    pub srcmap: SourceMap,
    /// LDS globals whose `global_addr`s a compiler pass replaced by constant addresses
    /// (`gfxc-lower`'s LDS layout): the function still reaches them
    /// ([`Module::reached_globals`]), so lowered IR runs on the interpreter with the same LDS.
    /// Not part of the text format.
    pub lowered_lds: Vec<GlobalId>,
    /// A declaration: a device function defined in another module (LLVM's `declare`), with
    /// a signature and no blocks. Calls to it stay calls to an undefined symbol
    /// (docs/calls.md "External calls"); [`Module::link`] replaces it by a definition.
    pub declaration: bool,
}

impl Function {
    /// A declaration of a device function defined elsewhere (no body).
    pub fn declare(name: impl Into<String>, signature: Signature) -> Function {
        let mut f = Function::new(name, FuncKind::Device, signature);
        f.declaration = true;
        f
    }

    /// Whether this is a declaration (no body, defined in another module).
    pub fn is_declaration(&self) -> bool {
        self.declaration
    }

    pub fn new(name: impl Into<String>, kind: FuncKind, signature: Signature) -> Function {
        Function {
            name: name.into(),
            kind,
            signature,
            attrs: FuncAttrs::default(),
            dfg: DataFlowGraph::new(),
            layout: Layout::new(),
            srcmap: SourceMap::default(),
            lowered_lds: Vec::new(),
            declaration: false,
        }
    }

    pub fn is_kernel(&self) -> bool {
        self.kind == FuncKind::Kernel
    }

    /// The entry block, if the function has any block.
    pub fn entry_block(&self) -> Option<Block> {
        self.layout.entry_block()
    }

    /// Where `inst` was in the source text (unknown if built through the API).
    pub fn inst_loc(&self, inst: Inst) -> SrcLoc {
        self.srcmap.insts[inst]
    }
}

/// Initial contents of a global.
#[derive(Clone, PartialEq, Debug)]
pub enum GlobalInit {
    /// No initializer: zero for global/constant memory; LDS starts undefined (the interpreter
    /// fills it with zeros, but programs must not rely on that).
    None,
    /// Explicit zero initializer.
    Zero,
    /// One entry per lane of every element, as bits in the low end (floats as IEEE bits).
    Values(Vec<u64>),
}

/// A module-level variable.
#[derive(Clone, PartialEq, Debug)]
pub struct GlobalData {
    pub name: String,
    pub space: AddrSpace,
    /// Element type (a scalar or vector type).
    pub elem: Type,
    /// Number of elements; 0 for the dynamic-LDS base (`local` only).
    pub count: u32,
    /// Alignment in bytes.
    pub align: u32,
    pub init: GlobalInit,
    /// Read-only (LLVM `constant`; always for the constant address space): a code object
    /// keeps it in `.rodata`.
    pub constant: bool,
}

impl GlobalData {
    /// Size in bytes.
    pub fn size(&self) -> u64 {
        self.elem.alloc_size() as u64 * self.count as u64
    }
}

/// A compilation unit: globals and functions.
#[derive(Clone, Debug, Default)]
pub struct Module {
    pub globals: PrimaryMap<GlobalId, GlobalData>,
    pub functions: PrimaryMap<FuncId, Function>,
    /// Where each global was declared, when parsed.
    pub global_locs: SecondaryMap<GlobalId, SrcLoc>,
}

impl Module {
    pub fn new() -> Module {
        Module::default()
    }

    pub fn add_global(&mut self, data: GlobalData) -> GlobalId {
        self.globals.push(data)
    }

    pub fn add_function(&mut self, func: Function) -> FuncId {
        self.functions.push(func)
    }

    pub fn function_by_name(&self, name: &str) -> Option<FuncId> {
        self.functions
            .iter()
            .find(|(_, f)| f.name == name)
            .map(|(id, _)| id)
    }

    pub fn global_by_name(&self, name: &str) -> Option<GlobalId> {
        self.globals
            .iter()
            .find(|(_, g)| g.name == name)
            .map(|(id, _)| id)
    }

    /// The globals whose address `func`, or a function it calls (directly or through other
    /// calls), takes (or took before lowering: [`Function::lowered_lds`]), in definition order: what a kernel allocates of the module's LDS
    /// (docs/ir.md "LDS"; LLVM's module-LDS lowering allocates the same set).
    pub fn reached_globals(&self, func: &Function) -> smallvec::SmallVec<[GlobalId; 8]> {
        // One table for the globals used and the functions seen (inline up to a usual
        // module's size: no allocation), and a work list that allocates only when a call is
        // met: the usual kernel calls nothing.
        let ng = self.globals.len();
        let mut marks: smallvec::SmallVec<[bool; 64]> =
            smallvec::smallvec![false; ng + self.functions.len()];
        let (used, seen) = marks.split_at_mut(ng);
        let mut work = Vec::new();
        let mut next = Some(func);
        while let Some(f) = next.take().or_else(|| work.pop()) {
            for g in &f.lowered_lds {
                if let Some(u) = used.get_mut(g.index()) {
                    *u = true;
                }
            }
            for &b in f.layout.blocks() {
                for &i in f.layout.block_insts(b) {
                    match &f.dfg.insts[i] {
                        InstData::GlobalAddr { global } => {
                            if let Some(u) = used.get_mut(global.index()) {
                                *u = true;
                            }
                        }
                        InstData::Call { func, .. } => {
                            if let Some(s) = seen.get_mut(func.index()) {
                                if !*s {
                                    *s = true;
                                    work.push(&self.functions[*func]);
                                }
                            }
                        }
                        _ => {}
                    }
                }
            }
        }
        self.globals.keys().filter(|g| used[g.index()]).collect()
    }

    /// The kernels, in definition order.
    pub fn kernels(&self) -> impl Iterator<Item = (FuncId, &Function)> {
        self.functions.iter().filter(|(_, f)| f.is_kernel())
    }

    /// Links `other` into this module, as a linker joins two objects: each declaration is
    /// replaced by the other module's definition of the same name (calls are renumbered),
    /// globals and functions of `other` are appended. Errors (by name): a function or global
    /// defined in both modules (`duplicate symbol`), and a declaration whose signature
    /// differs from the definition's. Declarations nobody defines stay declarations.
    pub fn link(&mut self, other: &Module) -> Result<(), String> {
        let mut gmap: HashMap<GlobalId, GlobalId> = HashMap::new();
        for (id, g) in other.globals.iter() {
            if self.global_by_name(&g.name).is_some() || self.function_by_name(&g.name).is_some() {
                return Err(format!("duplicate symbol @{}", g.name));
            }
            let n = self.add_global(g.clone());
            self.global_locs[n] = other.global_locs[id];
            gmap.insert(id, n);
        }
        let mut fmap: HashMap<FuncId, FuncId> = HashMap::new();
        let mut added = Vec::new();
        for (id, f) in other.functions.iter() {
            if self.global_by_name(&f.name).is_some() {
                return Err(format!("duplicate symbol @{}", f.name));
            }
            match self.function_by_name(&f.name) {
                Some(mine) => {
                    let m = &self.functions[mine];
                    if !m.is_declaration() && !f.is_declaration() {
                        return Err(format!("duplicate symbol @{}", f.name));
                    }
                    if m.signature != f.signature || f.is_kernel() || m.is_kernel() {
                        return Err(format!(
                            "@{}: the declaration's signature does not match the definition's",
                            f.name
                        ));
                    }
                    if m.is_declaration() && !f.is_declaration() {
                        self.functions[mine] = f.clone();
                        added.push(mine);
                    }
                    fmap.insert(id, mine);
                }
                None => {
                    let n = self.add_function(f.clone());
                    added.push(n);
                    fmap.insert(id, n);
                }
            }
        }
        for id in added {
            let f = &mut self.functions[id];
            for g in &mut f.lowered_lds {
                *g = gmap[g];
            }
            for (_, d) in f.dfg.insts.iter_mut() {
                match d {
                    InstData::GlobalAddr { global } => *global = gmap[global],
                    InstData::Call { func, .. } => *func = fmap[func],
                    _ => {}
                }
            }
        }
        Ok(())
    }

    /// The declarations (functions defined in another module), in module order.
    pub fn declarations(&self) -> impl Iterator<Item = (FuncId, &Function)> {
        self.functions.iter().filter(|(_, f)| f.is_declaration())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Names come back as set, a later name replaces an earlier one, unnamed entities (and
    /// entities beyond the map) have none, and a copy keeps them.
    #[test]
    fn names_in_one_buffer() {
        let mut n: Names<Value> = Names::default();
        let (a, b, c) = (Value::from_u32(0), Value::from_u32(3), Value::from_u32(1));
        n.set(a, "v60");
        n.set(b, "x");
        assert_eq!(n.get(a), Some("v60"));
        assert_eq!(n.get(b), Some("x"));
        assert_eq!(n.get(c), None);
        assert_eq!(n.get(Value::from_u32(99)), None);
        n.set(a, "");
        assert_eq!(n.get(a), Some(""));
        let copy = n.clone();
        assert_eq!(copy.get(b), Some("x"));
        assert_eq!(copy.get(a), Some(""));
    }
}
