//! Links between symbols of a code object: pointer-valued data, PC-relative code fixups and
//! GOT slots, and the dynamic relocations they turn into.
//!
//! Guarantees (AMDGPUUsage "Relocation Records"; digest `spec-code-object.md` §5): a
//! [`CodeFixup`] is resolved by the writer exactly as `ld.lld-19` resolves the ET_REL
//! relocation of the same name — `R_AMDGPU_REL32_LO/HI` = `(S + A − P) & 0xFFFFFFFF` / `>> 32`,
//! `R_AMDGPU_GOTPCREL32_LO/HI` = `(G + GOT + A − P)` halves, P the address of the 32-bit field —
//! and leaves nothing at run time. A [`DataPointer`] (an `R_AMDGPU_ABS64` in ET_REL terms)
//! becomes one `.rela.dyn` record: `R_AMDGPU_RELATIVE64` (symbol 0, addend `S + A`) when the
//! target cannot be preempted (local, hidden, internal or protected), `R_AMDGPU_ABS64` against
//! the `.dynsym` entry otherwise; a GOT slot is relocated the same way with `A = 0`. The place
//! itself holds zeros, as lld writes RELA places (no `--apply-dynamic-relocs`).
//!
//! These live beside [`crate::CodeObject`] (not inside it) so that code building a
//! `CodeObject` literally keeps compiling; [`crate::writer::write_linked`] takes both.

/// `R_AMDGPU_ABS32_LO` (AMDGPUUsage "Relocation Records").
pub const R_AMDGPU_ABS32_LO: u32 = 1;
/// `R_AMDGPU_ABS32_HI`.
pub const R_AMDGPU_ABS32_HI: u32 = 2;
/// `R_AMDGPU_ABS64`: `S + A`, static and dynamic.
pub const R_AMDGPU_ABS64: u32 = 3;
/// `R_AMDGPU_ABS32`.
pub const R_AMDGPU_ABS32: u32 = 6;
/// `R_AMDGPU_GOTPCREL32_LO`: `(G + GOT + A − P) & 0xFFFFFFFF`.
pub const R_AMDGPU_GOTPCREL32_LO: u32 = 8;
/// `R_AMDGPU_GOTPCREL32_HI`: `(G + GOT + A − P) >> 32`.
pub const R_AMDGPU_GOTPCREL32_HI: u32 = 9;
/// `R_AMDGPU_REL32_LO`: `(S + A − P) & 0xFFFFFFFF`.
pub const R_AMDGPU_REL32_LO: u32 = 10;
/// `R_AMDGPU_REL32_HI`: `(S + A − P) >> 32`.
pub const R_AMDGPU_REL32_HI: u32 = 11;
/// `R_AMDGPU_RELATIVE64`: `B + A`, dynamic only.
pub const R_AMDGPU_RELATIVE64: u32 = 13;
/// Size of a GOT slot (digest §15: "GOT entries are 8 bytes").
pub const GOT_ENTRY_SIZE: u64 = 8;

/// How a 32-bit field in code is computed from a symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum FixupKind {
    /// `sym@rel32@lo`: low half of `S + A − P`.
    Rel32Lo,
    /// `sym@rel32@hi`: high half of `S + A − P`.
    Rel32Hi,
    /// `sym@gotpcrel32@lo`: low half of `G + GOT + A − P` (address of the symbol's GOT slot).
    GotPcRel32Lo,
    /// `sym@gotpcrel32@hi`.
    GotPcRel32Hi,
}

impl FixupKind {
    /// The ET_REL relocation type LLVM uses for it.
    pub fn elf_type(self) -> u32 {
        match self {
            FixupKind::Rel32Lo => R_AMDGPU_REL32_LO,
            FixupKind::Rel32Hi => R_AMDGPU_REL32_HI,
            FixupKind::GotPcRel32Lo => R_AMDGPU_GOTPCREL32_LO,
            FixupKind::GotPcRel32Hi => R_AMDGPU_GOTPCREL32_HI,
        }
    }
    /// Whether the fixup addresses the symbol's GOT slot rather than the symbol.
    pub fn uses_got(self) -> bool {
        matches!(self, FixupKind::GotPcRel32Lo | FixupKind::GotPcRel32Hi)
    }
    /// The 32-bit value for target address `s` (symbol or GOT slot), addend `a`, place `p`.
    pub fn resolve(self, s: u64, a: i64, p: u64) -> u32 {
        let v = s.wrapping_add(a as u64).wrapping_sub(p);
        match self {
            FixupKind::Rel32Lo | FixupKind::GotPcRel32Lo => v as u32,
            FixupKind::Rel32Hi | FixupKind::GotPcRel32Hi => (v >> 32) as u32,
        }
    }
}

/// A 32-bit field in a function's code that the writer fills in once addresses are known.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeFixup {
    /// The [`crate::Function`] whose code holds the field.
    pub function: String,
    /// Byte offset of the 32-bit field within that function's code.
    pub offset: u64,
    /// The symbol (function, `NAME.kd` or global) the field refers to.
    pub symbol: String,
    pub kind: FixupKind,
    pub addend: i64,
}

impl CodeFixup {
    /// The two fixups of LLVM's PC-relative address sequence (digest §5)
    /// `s_getpc_b64 s[n:n+1]; s_add_u32 sn, sn, sym@rel32@lo+4; s_addc_u32 sn+1, sn+1,
    /// sym@rel32@hi+12` whose `s_getpc_b64` is at `getpc_offset`: the literals sit 8 and 16
    /// bytes after it, and the addends +4/+12 make both halves relative to the end of
    /// `s_getpc_b64` (what it returns). `addend` is added to the symbol's address.
    pub fn pc_relative(function: &str, getpc_offset: u64, symbol: &str, addend: i64) -> [Self; 2] {
        Self::pair(function, getpc_offset, symbol, addend, false)
    }
    /// As [`CodeFixup::pc_relative`] with `sym@gotpcrel32@lo+4` / `@hi+12`: the pair yields
    /// the address of the symbol's GOT slot (a `s_load_dwordx2` then reads the pointer).
    pub fn got_pc_relative(function: &str, getpc_offset: u64, symbol: &str) -> [Self; 2] {
        Self::pair(function, getpc_offset, symbol, 0, true)
    }
    fn pair(function: &str, at: u64, symbol: &str, addend: i64, got: bool) -> [Self; 2] {
        let (lo, hi) = if got {
            (FixupKind::GotPcRel32Lo, FixupKind::GotPcRel32Hi)
        } else {
            (FixupKind::Rel32Lo, FixupKind::Rel32Hi)
        };
        let f = |offset, kind, a| CodeFixup {
            function: function.to_owned(),
            offset,
            symbol: symbol.to_owned(),
            kind,
            addend: a,
        };
        [f(at + 8, lo, 4 + addend), f(at + 16, hi, 12 + addend)]
    }
}

/// A 64-bit pointer stored in a global's data: at `offset` in `global` lives the address of
/// `target` plus `addend` (a `.rela.dyn` record in the linked object).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DataPointer {
    pub global: String,
    pub offset: u64,
    pub target: String,
    pub addend: i64,
}

/// Everything in a code object that refers to a symbol's address.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Links {
    /// Fields in code resolved at write time.
    pub code_fixups: Vec<CodeFixup>,
    /// Pointers in `.data` / `.data.rel.ro` globals.
    pub data_pointers: Vec<DataPointer>,
    /// GOT slots in layout order. Symbols named by GOT fixups get a slot too (after these, in
    /// order of first use); listing them here fixes the order (the reader fills this in).
    pub got: Vec<String>,
    /// `.rodata` globals to place in `.data.rel.ro` although they hold no pointer (those
    /// that do go there anyway, as LLVM's read-only-with-relocations section kind).
    pub rel_ro: Vec<String>,
    /// Order of the symbols in `.symtab`/`.dynsym` (before `.gnu.hash` sorts `.dynsym` by
    /// bucket); symbols not listed follow in the default order, which is the order LLVM's MC
    /// creates them: per function its symbol, the symbols its fixups name (by offset), its
    /// `NAME.kd`; then per global the global and its pointers' targets. The reader fills this
    /// in from `.symtab` so that a repacked object lists symbols as the input did.
    pub symbol_order: Vec<String>,
}

impl Links {
    /// No links at all.
    pub fn is_empty(&self) -> bool {
        self.code_fixups.is_empty()
            && self.data_pointers.is_empty()
            && self.got.is_empty()
            && self.rel_ro.is_empty()
            && self.symbol_order.is_empty()
    }
    /// Each symbol's position in the symbol order: [`Links::symbol_order`] with the default
    /// order completed; what the writers sort their symbols by.
    pub fn symbol_ranks<'a>(
        &'a self,
        co: &'a crate::CodeObject,
    ) -> rustc_hash::FxHashMap<std::borrow::Cow<'a, str>, usize> {
        use std::borrow::Cow;
        // FxHash: our own symbol names, only looked up (no iteration order is observable).
        // The names are borrowed (only a descriptor's `NAME.kd` is made here).
        let mut ranks: rustc_hash::FxHashMap<Cow<'a, str>, usize> = Default::default();
        let mut add = |s: Cow<'a, str>| {
            if !ranks.contains_key(s.as_ref()) {
                let n = ranks.len();
                ranks.insert(s, n);
            }
        };
        for s in &self.symbol_order {
            add(Cow::Borrowed(s));
        }
        for f in &co.functions {
            add(Cow::Borrowed(&f.name));
            let mut refs: Vec<&CodeFixup> = self
                .code_fixups
                .iter()
                .filter(|x| x.function == f.name)
                .collect();
            refs.sort_by_key(|x| x.offset);
            for r in refs {
                add(Cow::Borrowed(&r.symbol));
            }
            if f.descriptor.is_some() {
                add(Cow::Owned(crate::writer::kd_symbol(&f.name)));
            }
        }
        for g in &co.globals {
            add(Cow::Borrowed(&g.name));
            let mut ptrs: Vec<&DataPointer> = self
                .data_pointers
                .iter()
                .filter(|p| p.global == g.name)
                .collect();
            ptrs.sort_by_key(|p| p.offset);
            for p in ptrs {
                add(Cow::Borrowed(&p.target));
            }
        }
        ranks
    }
    /// The GOT slots: [`Links::got`], then symbols of GOT fixups in order of first use.
    pub fn got_symbols(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        let named = self.got.iter().chain(
            self.code_fixups
                .iter()
                .filter(|f| f.kind.uses_got())
                .map(|f| &f.symbol),
        );
        for s in named {
            if !out.contains(s) {
                out.push(s.clone());
            }
        }
        out
    }
}

/// The dynamic relocation types an AMDHSA code object's `.rela.dyn` holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum DynRelocKind {
    /// `R_AMDGPU_RELATIVE64`: load base + addend.
    Relative64,
    /// `R_AMDGPU_ABS64`: symbol value + addend.
    Abs64,
}

impl DynRelocKind {
    pub fn elf_type(self) -> u32 {
        match self {
            DynRelocKind::Relative64 => R_AMDGPU_RELATIVE64,
            DynRelocKind::Abs64 => R_AMDGPU_ABS64,
        }
    }
    pub fn from_elf_type(t: u32) -> Option<Self> {
        match t {
            R_AMDGPU_RELATIVE64 => Some(DynRelocKind::Relative64),
            R_AMDGPU_ABS64 => Some(DynRelocKind::Abs64),
            _ => None,
        }
    }
    /// The name `llvm-readelf` prints.
    pub fn name(self) -> &'static str {
        match self {
            DynRelocKind::Relative64 => "R_AMDGPU_RELATIVE64",
            DynRelocKind::Abs64 => "R_AMDGPU_ABS64",
        }
    }
}

/// The name of any AMDGPU relocation type (AMDGPUUsage table), for messages.
pub fn reloc_type_name(t: u32) -> String {
    match t {
        0 => "R_AMDGPU_NONE".into(),
        R_AMDGPU_ABS32_LO => "R_AMDGPU_ABS32_LO".into(),
        R_AMDGPU_ABS32_HI => "R_AMDGPU_ABS32_HI".into(),
        R_AMDGPU_ABS64 => "R_AMDGPU_ABS64".into(),
        4 => "R_AMDGPU_REL32".into(),
        5 => "R_AMDGPU_REL64".into(),
        R_AMDGPU_ABS32 => "R_AMDGPU_ABS32".into(),
        7 => "R_AMDGPU_GOTPCREL".into(),
        R_AMDGPU_GOTPCREL32_LO => "R_AMDGPU_GOTPCREL32_LO".into(),
        R_AMDGPU_GOTPCREL32_HI => "R_AMDGPU_GOTPCREL32_HI".into(),
        R_AMDGPU_REL32_LO => "R_AMDGPU_REL32_LO".into(),
        R_AMDGPU_REL32_HI => "R_AMDGPU_REL32_HI".into(),
        R_AMDGPU_RELATIVE64 => "R_AMDGPU_RELATIVE64".into(),
        14 => "R_AMDGPU_REL16".into(),
        t => format!("relocation type {t}"),
    }
}

/// One record of `.rela.dyn`, typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DynReloc {
    /// Address of the 64-bit place.
    pub offset: u64,
    pub kind: DynRelocKind,
    /// The `.dynsym` symbol (`None` for `R_AMDGPU_RELATIVE64`).
    pub symbol: Option<String>,
    pub addend: i64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resolution_matches_lld() {
        // default_vis.ll on gfx90a: s_getpc_b64 at 0x1a20, literal at 0x1a28, GOT slot
        // 0x2f60: lld wrote 0x153c and 0.
        assert_eq!(FixupKind::GotPcRel32Lo.resolve(0x2f60, 4, 0x1a28), 0x153c);
        assert_eq!(FixupKind::GotPcRel32Hi.resolve(0x2f60, 12, 0x1a30), 0);
        // Backwards references: the high half is all ones.
        assert_eq!(FixupKind::Rel32Hi.resolve(0x100, 12, 0x2000), u32::MAX);
        let [lo, hi] = CodeFixup::pc_relative("k", 0x20, "t", 0);
        assert_eq!(
            (lo.offset, lo.addend, hi.offset, hi.addend),
            (0x28, 4, 0x30, 12)
        );
        let l = Links {
            code_fixups: CodeFixup::got_pc_relative("k", 0, "b").into(),
            got: vec!["a".into(), "b".into()],
            ..Links::default()
        };
        assert_eq!(l.got_symbols(), vec!["a", "b"]);
    }
}
