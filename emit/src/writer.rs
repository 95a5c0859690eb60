//! The code object writer: [`CodeObject`] → ELF64 bytes shaped like `ld.lld-19 -shared` output.
//!
//! Guarantees (AMDGPUUsage "ELF Code Object", digest §0, §1, §2.3): ELF64 little-endian
//! `ET_DYN`, `EI_OSABI` HSA (64), `EI_ABIVERSION` of the code object version, `EM_AMDGPU`,
//! `e_flags` from the target; program headers PHDR, LOAD (R: note, dynsym, hash tables, dynstr,
//! rodata), LOAD (R E: text), LOAD (RW: dynamic + relro padding), [LOAD (RW: data, bss)],
//! DYNAMIC, GNU_RELRO, GNU_STACK, NOTE — with lld's address assignment (a new PT_LOAD starts at
//! `align(dot, 4 KiB) + dot % 4 KiB`, file offsets congruent to addresses), so objects lld
//! linked keep every address when repacked. `.dynsym`/`.gnu.hash`/`.hash`/`.dynstr`/`.dynamic`
//! (SYMTAB, SYMENT, STRTAB, STRSZ, GNU_HASH, HASH), `.text` laid out by [`crate::layout`],
//! `.rodata` with the 64-byte descriptors first, symbols `NAME` (FUNC, protected) and `NAME.kd`
//! (OBJECT, global, size 64) in `.dynsym` and `.symtab`, `_DYNAMIC` local; every descriptor's
//! `kernel_code_entry_byte_offset` is `addr(NAME) - addr(NAME.kd)`. Metadata must name every
//! kernel and agree with the version and target, else an error.
//!
//! Globals with links ([`write_linked`], [`crate::links`]; AMDGPUUsage "Relocation Records",
//! digest §2.3 and §5): code fixups are resolved in `.text`; pointers in data become
//! `.rela.dyn` records (SHT_RELA, ALLOC, link `.dynsym`, between `.dynstr` and `.rodata`;
//! RELATIVE64 first by address, then ABS64 by (symbol, address), as lld's `-z combreloc`
//! sorts them) announced by DT_RELA/DT_RELASZ/DT_RELAENT (+ DT_RELACOUNT when there are
//! relative ones) before DT_SYMTAB; read-only globals holding pointers go to `.data.rel.ro`,
//! which opens the RELRO segment `[.data.rel.ro] .dynamic [.got] .relro_padding` covered by
//! PT_GNU_RELRO; `.got` holds one zeroed 8-byte slot per GOT symbol. As lld does, hidden and
//! internal symbols are written with local binding (only `.symtab`), and a symbol is
//! preemptible — reached through ABS64 against `.dynsym`, never through REL32 — when it is
//! non-local with default visibility.

use crate::code_object::{Binding, CodeObject, DataSection, Visibility};
use crate::descriptor::{KERNEL_DESCRIPTOR_ALIGN, KERNEL_DESCRIPTOR_SIZE};
use crate::error::{Error, Result};
use crate::layout::{layout_text, KERNEL_CODE_ALIGN};
use crate::links::{DynRelocKind, Links, GOT_ENTRY_SIZE};
use crate::metadata::TARGET_PREFIX;
use crate::note::{metadata_note, metadata_note_with, NOTE_ALIGN};
use crate::target_flags::{e_flags, ELFOSABI_AMDGPU_HSA, EM_AMDGPU};
use object::elf;
use object::write::elf::{
    FileHeader, ProgramHeader, Rel, SectionHeader, SectionIndex, Sym, Writer,
};
use object::write::StringId;
use object::Endianness;
use rustc_hash::{FxHashMap, FxHashSet};

/// lld's maximum (and common) page size for AMDGPU.
pub const PAGE_SIZE: u64 = 0x1000;
/// lld's GNU hash bloom shift.
const GNU_HASH_SHIFT2: u32 = 26;

/// The kernel descriptor's symbol of kernel `name`: `name.kd` (concatenated, not
/// `format!`ted: the formatting machinery cost more than the copy, several times a compile).
pub(crate) fn kd_symbol(name: &str) -> String {
    [name, ".kd"].concat()
}

/// What `.comment` says.
const COMMENT: &str = concat!("gfxc ", env!("CARGO_PKG_VERSION"));

/// What `.comment` says.
pub fn comment() -> String {
    COMMENT.to_owned()
}

/// Whether `x` displays as exactly `s`, without building the string: [`check`] compares
/// the code object's target with the metadata's once a compile, and formatting it into a
/// `String` for that cost an allocation and a copy.
fn displays_as(x: &dyn std::fmt::Display, s: &str) -> bool {
    /// What is left of `s` to match.
    struct Rest<'a>(&'a str);
    impl std::fmt::Write for Rest<'_> {
        fn write_str(&mut self, p: &str) -> std::fmt::Result {
            let r = self.0.strip_prefix(p).ok_or(std::fmt::Error)?;
            self.0 = r;
            Ok(())
        }
    }
    let mut rest = Rest(s);
    std::fmt::write(&mut rest, format_args!("{x}")).is_ok() && rest.0.is_empty()
}

fn align(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

/// Address of the first section of a new PT_LOAD after `dot` (lld, no `-z separate-code`).
fn segment_start(dot: u64, sec_align: u64) -> u64 {
    align(align(dot, PAGE_SIZE) + dot % PAGE_SIZE, sec_align)
}

/// Smallest file offset ≥ `off` congruent to `addr` modulo the page size.
fn congruent_offset(off: u64, addr: u64) -> u64 {
    let want = addr % PAGE_SIZE;
    let base = off - off % PAGE_SIZE + want;
    if base >= off {
        base
    } else {
        base + PAGE_SIZE
    }
}

fn st_info(binding: Binding, ty: u8) -> u8 {
    let b = match binding {
        Binding::Local => elf::STB_LOCAL,
        Binding::Global => elf::STB_GLOBAL,
        Binding::Weak => elf::STB_WEAK,
    };
    (b << 4) | ty
}

fn st_other(v: Visibility) -> u8 {
    match v {
        Visibility::Default => elf::STV_DEFAULT,
        Visibility::Internal => elf::STV_INTERNAL,
        Visibility::Hidden => elf::STV_HIDDEN,
        Visibility::Protected => elf::STV_PROTECTED,
    }
}

/// Which output section a symbol is defined in.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Sec {
    Rodata,
    Text,
    DataRelRo,
    Dynamic,
    Data,
    Bss,
}

struct SymDef<'a> {
    name: &'a str,
    sec: Sec,
    /// Offset in its section.
    offset: u64,
    size: u64,
    info: u8,
    other: u8,
    /// Local in the output: local binding, or hidden/internal (lld makes those local).
    local: bool,
}

impl<'a> SymDef<'a> {
    fn new(name: &'a str, sec: Sec, offset: u64, size: u64, ty: u8) -> Self {
        SymDef {
            name,
            sec,
            offset,
            size,
            info: st_info(Binding::Global, ty),
            other: elf::STV_DEFAULT,
            local: false,
        }
    }
    /// Binding and visibility as lld writes them: hidden and internal become local.
    fn linkage(mut self, binding: Binding, vis: Visibility) -> Self {
        self.local =
            binding == Binding::Local || matches!(vis, Visibility::Hidden | Visibility::Internal);
        let b = if self.local { Binding::Local } else { binding };
        self.info = st_info(b, self.info & 0xf);
        self.other = st_other(vis);
        self
    }
    /// A non-local default-visibility symbol may be preempted at load time.
    fn preemptible(&self) -> bool {
        !self.local && self.other & 3 == elf::STV_DEFAULT
    }
}

/// `kernels`: the kernel entries when the caller passes them beside a document whose own
/// `kernels` are left empty ([`write_linked_with`]).
/// `kd_names`: each kernel's [`kd_symbol`], in order.
fn check(
    co: &CodeObject,
    links: &Links,
    kernels: Option<&[&crate::metadata::KernelMetadata]>,
    kd_names: &[String],
) -> Result<()> {
    let want = crate::metadata::Metadata::version_for(co.version.number());
    if co.metadata.version != want {
        return Err(Error::layout(format!(
            "metadata amdhsa.version {:?} does not match code object V{} ({want:?})",
            co.metadata.version,
            co.version.number()
        )));
    }
    if co.version.number() >= 4 {
        let same = co
            .metadata
            .target
            .as_deref()
            .and_then(|t| t.strip_prefix(TARGET_PREFIX))
            .is_some_and(|t| displays_as(&co.target, t));
        if !same {
            let t = format!("{TARGET_PREFIX}{}", co.target);
            return Err(Error::layout(format!(
                "metadata amdhsa.target {:?} does not match the target {t}",
                co.metadata.target
            )));
        }
    }
    // FxHash: membership tests of our own symbol names (see `write_linked_with`).
    // Borrowed names: no copy of each symbol's name per compile.
    let mut names: FxHashSet<&str> = FxHashSet::default();
    let all = co
        .functions
        .iter()
        .map(|f| f.name.as_str())
        .chain(kd_names.iter().map(String::as_str))
        .chain(co.globals.iter().map(|g| g.name.as_str()));
    for n in all {
        if n.is_empty() || n.contains('\0') {
            return Err(Error::layout(format!("invalid symbol name {n:?}")));
        }
        if names.contains(n) {
            return Err(Error::layout(format!("symbol {n} defined twice")));
        }
        names.insert(n);
    }
    for ((f, _), sym) in co.kernels().zip(kd_names) {
        let entry = match kernels {
            Some(ks) => ks.iter().any(|k| k.symbol == *sym),
            None => co.metadata.kernel_by_symbol(sym).is_some(),
        };
        if !entry {
            return Err(Error::layout(format!(
                "kernel {} has no amdhsa.kernels entry with .symbol {sym}",
                f.name
            )));
        }
        if f.binding == Binding::Local {
            return Err(Error::layout(format!(
                "kernel {}: the loader skips local kernel symbols",
                f.name
            )));
        }
    }
    for g in &co.globals {
        let ok_len = match g.section {
            DataSection::Bss => g.data.is_empty(),
            _ => g.data.len() as u64 == g.size,
        };
        if !ok_len || !g.align.is_power_of_two() {
            return Err(Error::layout(format!(
                "global {}: size/data/alignment inconsistent",
                g.name
            )));
        }
    }
    check_links(co, links, &names)
}

fn check_links(co: &CodeObject, links: &Links, names: &FxHashSet<&str>) -> Result<()> {
    let defined = |what: &str, s: &str| {
        if names.contains(s) {
            Ok(())
        } else {
            Err(Error::layout(format!(
                "{what} refers to undefined symbol {s}"
            )))
        }
    };
    for f in &links.code_fixups {
        let func = co.functions.iter().find(|g| g.name == f.function);
        let Some(func) = func else {
            return Err(Error::layout(format!(
                "code fixup in unknown function {}",
                f.function
            )));
        };
        if f.offset
            .checked_add(4)
            .is_none_or(|e| e > func.code.len() as u64)
        {
            return Err(Error::layout(format!(
                "code fixup at {}+{:#x} lies outside its code",
                f.function, f.offset
            )));
        }
        defined("code fixup", &f.symbol)?;
    }
    let mut places: Vec<(&str, u64)> = Vec::new();
    for p in &links.data_pointers {
        let Some(g) = co.globals.iter().find(|g| g.name == p.global) else {
            return Err(Error::layout(format!(
                "data pointer in unknown global {}",
                p.global
            )));
        };
        if g.section == DataSection::Bss {
            return Err(Error::layout(format!(
                "global {}: .bss cannot hold a pointer (it has no file bytes)",
                g.name
            )));
        }
        if p.offset.checked_add(8).is_none_or(|e| e > g.size) {
            return Err(Error::layout(format!(
                "data pointer at {}+{:#x} lies outside the global",
                p.global, p.offset
            )));
        }
        defined("data pointer", &p.target)?;
        places.push((&p.global, p.offset));
    }
    places.sort();
    for w in places.windows(2) {
        if w[0].0 == w[1].0 && w[1].1 < w[0].1 + 8 {
            return Err(Error::layout(format!(
                "data pointers at {}+{:#x} and +{:#x} overlap",
                w[0].0, w[0].1, w[1].1
            )));
        }
    }
    for s in &links.got {
        defined("GOT slot", s)?;
    }
    for s in &links.rel_ro {
        if !co
            .globals
            .iter()
            .any(|g| g.name == *s && g.section == DataSection::Rodata)
        {
            return Err(Error::layout(format!(
                "{s} is placed in .data.rel.ro but is not a .rodata global"
            )));
        }
    }
    Ok(())
}

/// Write a code object.
pub fn write(co: &CodeObject) -> Result<Vec<u8>> {
    write_linked(co, &Links::default())
}

/// Write a code object whose code and data refer to symbols' addresses ([`crate::links`]).
pub fn write_linked(co: &CodeObject, links: &Links) -> Result<Vec<u8>> {
    write_linked_with(co, links, None)
}

/// [`write_linked`]; with `kernels`, the metadata's kernel entries are those (borrowed from
/// the compiled kernels) and `co.metadata.kernels` is not read: the same bytes as a document
/// that owns them.
pub(crate) fn write_linked_with(
    co: &CodeObject,
    links: &Links,
    kernels: Option<&[&crate::metadata::KernelMetadata]>,
) -> Result<Vec<u8>> {
    let kd_names: Vec<String> = co.kernels().map(|(f, _)| kd_symbol(&f.name)).collect();
    check(co, links, kernels, &kd_names)?;
    let mut kd_names = kd_names.iter().map(String::as_str);
    let proc_ = co.target.processor;

    // Section contents.
    let note = match kernels {
        Some(ks) => metadata_note_with(crate::metadata::Metadata::msgpack_size_guess(ks), |out| {
            co.metadata.write_msgpack_with(ks, out)
        }),
        None => metadata_note(&co.metadata.to_msgpack()),
    };
    let (mut text, text_offsets) = layout_text(proc_, &co.functions)?;
    let mut rodata = Vec::new();
    let mut rodata_align = 1;
    let mut kd_offsets = Vec::new();
    for _ in co.kernels() {
        rodata.resize(
            align(rodata.len() as u64, KERNEL_DESCRIPTOR_ALIGN) as usize,
            0,
        );
        kd_offsets.push(rodata.len() as u64);
        rodata.resize(rodata.len() + KERNEL_DESCRIPTOR_SIZE, 0);
        rodata_align = KERNEL_DESCRIPTOR_ALIGN;
    }
    // Read-only data holding pointers goes to .data.rel.ro (LLVM's ReadOnlyWithRel kind).
    let in_relro = |name: &str| {
        links.rel_ro.iter().any(|s| s == name)
            || links.data_pointers.iter().any(|p| p.global == name)
    };
    let (mut data, mut relro) = (Vec::new(), Vec::new());
    let (mut data_align, mut relro_align, mut bss_align, mut bss_size) = (1, 1, 1, 0u64);
    let mut syms = Vec::new();
    let mut kd_iter = kd_offsets.iter();
    for (f, off) in co.functions.iter().zip(&text_offsets) {
        let size = f.code.len() as u64;
        syms.push(
            SymDef::new(&f.name, Sec::Text, *off, size, elf::STT_FUNC)
                .linkage(f.binding, f.visibility),
        );
        if f.descriptor.is_some() {
            let kd_off = *kd_iter.next().expect("one descriptor offset per kernel");
            let name = kd_names.next().expect("one descriptor name per kernel");
            let size = KERNEL_DESCRIPTOR_SIZE as u64;
            let mut kd = SymDef::new(name, Sec::Rodata, kd_off, size, elf::STT_OBJECT);
            // The loader needs NAME.kd non-local whatever its visibility.
            kd.other = st_other(f.descriptor_visibility);
            syms.push(kd);
        }
    }
    for g in &co.globals {
        let (sec, buf, al) = match g.section {
            DataSection::Rodata if in_relro(&g.name) => {
                (Sec::DataRelRo, &mut relro, &mut relro_align)
            }
            DataSection::Rodata => (Sec::Rodata, &mut rodata, &mut rodata_align),
            DataSection::Data => (Sec::Data, &mut data, &mut data_align),
            DataSection::Bss => {
                bss_size = align(bss_size, g.align);
                bss_align = bss_align.max(g.align);
                let name = &g.name;
                syms.push(
                    SymDef::new(name, Sec::Bss, bss_size, g.size, elf::STT_OBJECT)
                        .linkage(g.binding, g.visibility),
                );
                bss_size += g.size;
                continue;
            }
        };
        *al = (*al).max(g.align);
        buf.resize(align(buf.len() as u64, g.align) as usize, 0);
        let off = buf.len() as u64;
        syms.push(
            SymDef::new(&g.name, sec, off, g.size, elf::STT_OBJECT)
                .linkage(g.binding, g.visibility),
        );
        buf.extend_from_slice(&g.data);
    }
    // Symbol table order (lld keeps the input's; see Links::symbol_order).
    // FxHash: the keys are our own symbol names (no untrusted input to resist), and only
    // looked up (no iteration order is observable); SipHash was most of these maps' cost.
    // With no links the ranks are the symbols' own order (each function followed by its
    // descriptor, then the globals, as `syms` was built; the names are distinct): the stable
    // sort would keep it, so the ranks are not built.
    if links.symbol_order.is_empty()
        && links.code_fixups.is_empty()
        && links.data_pointers.is_empty()
    {
        debug_assert!({
            let order = links.symbol_ranks(co);
            syms.iter()
                .enumerate()
                .all(|(i, s)| order.get(s.name) == Some(&i))
        });
    } else {
        let order = links.symbol_ranks(co);
        syms.sort_by_key(|s| order.get(s.name).copied().unwrap_or(usize::MAX));
    }
    let got_syms = links.got_symbols();
    let got_size = GOT_ENTRY_SIZE * got_syms.len() as u64;
    let n_rel = links.data_pointers.len() + got_syms.len();
    let defines = |sec: Sec| syms.iter().any(|s| s.sec == sec);
    let has_rodata = !rodata.is_empty() || defines(Sec::Rodata);
    let has_text = !text.is_empty() || defines(Sec::Text);
    let has_relro = !relro.is_empty() || defines(Sec::DataRelRo);
    let has_got = got_size > 0;
    let has_rela = n_rel > 0;
    let has_data = !data.is_empty() || defines(Sec::Data);
    let has_bss = bss_size > 0 || defines(Sec::Bss);
    let has_rw_load = has_data || has_bss;

    let mut buf = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buf);
    let comment = COMMENT;

    // Section indices, in lld's order.
    w.reserve_file_header();
    let phnum = 8 + has_rw_load as u32 - (!has_text) as u32;
    w.reserve_program_headers(phnum);
    w.reserve_null_section_index();
    let note_name = w.add_section_name(b".note");
    let note_idx = w.reserve_section_index();
    let dynsym_idx = w.reserve_dynsym_section_index();
    w.reserve_gnu_hash_section_index();
    w.reserve_hash_section_index();
    w.reserve_dynstr_section_index();
    let dynstr_name = w.add_section_name(b".dynstr");
    let named = |w: &mut Writer, present: bool, name: &'static [u8]| {
        present.then(|| (w.add_section_name(name), w.reserve_section_index()))
    };
    let rela_sec = named(&mut w, has_rela, b".rela.dyn");
    let rodata_sec = named(&mut w, has_rodata, b".rodata");
    let text_sec = named(&mut w, has_text, b".text");
    let relro_sec = named(&mut w, has_relro, b".data.rel.ro");
    let dynamic_idx = w.reserve_dynamic_section_index();
    let got_sec = named(&mut w, has_got, b".got");
    let relro_pad_sec = named(&mut w, true, b".relro_padding");
    let data_sec = named(&mut w, has_data, b".data");
    let bss_sec = named(&mut w, has_bss, b".bss");
    let comment_sec = named(&mut w, true, b".comment");
    w.reserve_symtab_section_index();
    w.reserve_shstrtab_section_index();
    w.reserve_strtab_section_index();
    let sec_index = |s: Sec| -> SectionIndex {
        match s {
            Sec::Rodata => rodata_sec.expect("rodata present").1,
            Sec::Text => text_sec.expect("text present").1,
            Sec::DataRelRo => relro_sec.expect("data.rel.ro present").1,
            Sec::Data => data_sec.expect("data present").1,
            Sec::Bss => bss_sec.expect("bss present").1,
            Sec::Dynamic => dynamic_idx,
        }
    };

    // Symbols: .dynsym gets the non-local ones, sorted for .gnu.hash by (bucket, order).
    // Each symbol's key is computed once, its position in symbol order breaking ties (the
    // keys are distinct, so the unstable sort gives the one order).
    let gnu_buckets = (syms.iter().filter(|s| !s.local).count() as u32 / 4).max(1);
    // `dyn_syms`: (bucket, position in symbol order among the non-local ones, symbol).
    let mut dyn_syms: Vec<(u32, usize, &SymDef)> = syms
        .iter()
        .filter(|s| !s.local)
        .enumerate()
        .map(|(i, s)| (elf::gnu_hash(s.name.as_bytes()) % gnu_buckets, i, s))
        .collect();
    dyn_syms.sort_unstable_by_key(|k| (k.0, k.1));
    // Only ABS64 relocations name a dynamic symbol's index.
    let dyn_index: FxHashMap<&str, u32> = if n_rel > 0 {
        dyn_syms
            .iter()
            .enumerate()
            .map(|(i, s)| (s.2.name, i as u32 + 1))
            .collect()
    } else {
        FxHashMap::default()
    };
    // .dynstr as lld writes it: names in symbol order (before the .gnu.hash sort), no
    // suffix merging (object's string tables would merge and reorder them); `check` saw the
    // names distinct, so each is written once. `dyn_name[position]`: its offset.
    // Sized once (the leading NUL, each name and its NUL): no regrowth as names are added.
    let mut dynstr = Vec::with_capacity(
        1 + syms
            .iter()
            .filter(|s| !s.local)
            .map(|s| s.name.len() + 1)
            .sum::<usize>(),
    );
    dynstr.push(0u8);
    let dyn_name: Vec<u32> = syms
        .iter()
        .filter(|s| !s.local)
        .map(|s| {
            let at = dynstr.len() as u32;
            dynstr.extend_from_slice(s.name.as_bytes());
            dynstr.push(0);
            at
        })
        .collect();
    let mut dynamic_sym = SymDef::new("_DYNAMIC", Sec::Dynamic, 0, 0, elf::STT_NOTYPE);
    dynamic_sym = dynamic_sym.linkage(Binding::Local, Visibility::Hidden);
    // lld: the objects' local symbols, then _DYNAMIC, then the global ones.
    let mut sym_tab: Vec<&SymDef> = syms.iter().filter(|s| s.local).collect();
    sym_tab.push(&dynamic_sym);
    let num_local = sym_tab.len() as u32 + 1;
    sym_tab.extend(syms.iter().filter(|s| !s.local));
    let sym_ids: Vec<StringId> = sym_tab
        .iter()
        .map(|s| w.add_string(s.name.as_bytes()))
        .collect();
    w.reserve_null_dynamic_symbol_index();
    for _ in &dyn_syms {
        w.reserve_dynamic_symbol_index();
    }
    w.reserve_null_symbol_index();
    for s in &sym_tab {
        w.reserve_symbol_index(Some(sec_index(s.sec)));
    }

    // File offsets and addresses. Segment 1 (R) has address == offset.
    let note_off = w.reserve(note.len(), NOTE_ALIGN as usize) as u64;
    let dynsym_off = w.reserve_dynsym() as u64;
    let bloom_count = ((dyn_syms.len() as u64 * 12) / 64)
        .next_power_of_two()
        .max(1) as u32;
    let gnu_hash_off = w.reserve_gnu_hash(bloom_count, gnu_buckets, dyn_syms.len() as u32) as u64;
    let chain_count = dyn_syms.len() as u32 + 1;
    let hash_off = w.reserve_hash(chain_count, chain_count) as u64;
    let dynstr_off = w.reserve(dynstr.len(), 1) as u64;
    let dynstr_len = dynstr.len() as u64;
    let rela_off = if has_rela {
        w.reserve_relocations(n_rel, true) as u64
    } else {
        0
    };
    let rela_size = n_rel as u64 * RELA_SIZE;
    let rodata_off = w.reserve(rodata.len(), rodata_align as usize) as u64;
    let seg1_end = w.reserved_len() as u64;

    let mut dot = seg1_end;
    let text_addr = segment_start(dot, KERNEL_CODE_ALIGN);
    let text_off = if has_text {
        let off = congruent_offset(w.reserved_len() as u64, text_addr);
        w.reserve_until(off as usize);
        w.reserve(text.len(), 1);
        dot = text_addr + text.len() as u64;
        off
    } else {
        0
    };
    // RELRO segment: [.data.rel.ro] .dynamic [.got] .relro_padding.
    let mut relocs = Vec::with_capacity(n_rel);
    let n_dynamic = 7 + if has_rela { 3 } else { 0 };
    let relro_addr = segment_start(dot, if has_relro { relro_align } else { 8 });
    let relro_off = congruent_offset(w.reserved_len() as u64, relro_addr);
    w.reserve_until(relro_off as usize);
    w.reserve(relro.len(), 1);
    let dynamic_addr = align(relro_addr + relro.len() as u64, 8);
    let dynamic_off = relro_off + (dynamic_addr - relro_addr);
    w.reserve_until(dynamic_off as usize);
    // DT_RELACOUNT is known once the relocations are: reserve its slot when any pointer or
    // GOT slot targets a non-preemptible symbol.
    let n_relative = count_relative(&syms, links, &got_syms);
    let n_dynamic = n_dynamic + (n_relative > 0) as usize;
    w.reserve_dynamic(n_dynamic);
    let dynamic_size = w.reserved_len() as u64 - dynamic_off;
    let got_addr = dynamic_addr + dynamic_size;
    let got_off = dynamic_off + dynamic_size;
    w.reserve(got_size as usize, 1);
    let relro_end = got_addr + got_size;
    let relro_filesz = relro_end - relro_addr;
    let relro_pad = align(relro_end, PAGE_SIZE) - relro_end;
    // lld places the next PT_LOAD as if .relro_padding (NOBITS, last in RELRO) were not
    // there: `align(relro_end, page) + relro_end % page` (measured: .got ending at 0x2f70
    // puts .data at 0x3f70).
    dot = relro_end;
    let data_addr = segment_start(dot, data_align);
    let data_off = if has_data {
        let off = congruent_offset(w.reserved_len() as u64, data_addr);
        w.reserve_until(off as usize);
        w.reserve(data.len(), 1);
        dot = data_addr + data.len() as u64;
        off
    } else {
        0
    };
    let bss_addr = if has_data {
        align(dot, bss_align)
    } else {
        segment_start(dot, bss_align)
    };
    let rw_start = if has_data { data_addr } else { bss_addr };
    let rw_start_off = if has_data {
        data_off
    } else {
        congruent_offset(w.reserved_len() as u64, bss_addr)
    };
    let comment_off = w.reserve(comment.len() + 1, 1) as u64;
    w.reserve_symtab();
    w.reserve_shstrtab();
    w.reserve_strtab();
    w.reserve_section_headers();

    let addr_of = |s: Sec| match s {
        Sec::Rodata => rodata_off,
        Sec::Text => text_addr,
        Sec::DataRelRo => relro_addr,
        Sec::Data => data_addr,
        Sec::Bss => bss_addr,
        Sec::Dynamic => dynamic_addr,
    };
    let sym = |name: &str| -> &SymDef<'_> {
        syms.iter()
            .find(|s| s.name == name)
            .expect("check() saw every linked symbol defined")
    };

    // Code fixups (resolved statically, as lld does for REL32 and GOTPCREL32).
    for f in &links.code_fixups {
        let i = co
            .functions
            .iter()
            .position(|g| g.name == f.function)
            .expect("check() saw the function");
        let at = text_offsets[i] + f.offset;
        let s = if f.kind.uses_got() {
            let slot = got_syms
                .iter()
                .position(|g| *g == f.symbol)
                .expect("GOT slot");
            got_addr + GOT_ENTRY_SIZE * slot as u64
        } else {
            let t = sym(&f.symbol);
            if t.preemptible() {
                return Err(Error::layout(format!(
                    "{} against preemptible symbol {} (default visibility): use the GOT \
                     or give it hidden/protected visibility",
                    crate::links::reloc_type_name(f.kind.elf_type()),
                    f.symbol
                )));
            }
            addr_of(t.sec) + t.offset
        };
        let v = f.kind.resolve(s, f.addend, text_addr + at);
        text[at as usize..at as usize + 4].copy_from_slice(&v.to_le_bytes());
    }
    // Dynamic relocations: data pointers, then GOT slots; places hold zeros.
    let dyn_rel = |place: u64, target: &SymDef<'_>, addend: i64| {
        if target.preemptible() {
            Rel {
                r_offset: place,
                r_sym: dyn_index[target.name],
                r_type: DynRelocKind::Abs64.elf_type(),
                r_addend: addend,
            }
        } else {
            Rel {
                r_offset: place,
                r_sym: 0,
                r_type: DynRelocKind::Relative64.elf_type(),
                r_addend: (addr_of(target.sec) + target.offset).wrapping_add(addend as u64) as i64,
            }
        }
    };
    for p in &links.data_pointers {
        let g = sym(&p.global);
        let at = (g.offset + p.offset) as usize;
        let bytes = if g.sec == Sec::DataRelRo {
            &mut relro
        } else {
            &mut data
        };
        bytes[at..at + 8].fill(0);
        relocs.push(dyn_rel(
            addr_of(g.sec) + at as u64,
            sym(&p.target),
            p.addend,
        ));
    }
    for (i, s) in got_syms.iter().enumerate() {
        relocs.push(dyn_rel(got_addr + GOT_ENTRY_SIZE * i as u64, sym(s), 0));
    }
    // lld (-z combreloc): relative ones first by address, then by (symbol, address).
    let relative = DynRelocKind::Relative64.elf_type();
    relocs.sort_by_key(|r| (r.r_type != relative, r.r_sym, r.r_offset));
    debug_assert_eq!(
        relocs.iter().filter(|r| r.r_type == relative).count(),
        n_relative
    );

    // Descriptors with their entry offsets.
    let mut kd_iter = kd_offsets.iter();
    for (f, off) in co.functions.iter().zip(&text_offsets) {
        if let Some(d) = &f.descriptor {
            let kd_off = *kd_iter.next().expect("one descriptor offset per kernel");
            let mut d = *d;
            d.kernel_code_entry_byte_offset =
                (text_addr + off) as i64 - (rodata_off + kd_off) as i64;
            d.validate(proc_)?;
            let b = d.encode()?;
            rodata[kd_off as usize..kd_off as usize + KERNEL_DESCRIPTOR_SIZE].copy_from_slice(&b);
        }
    }

    // Write.
    w.write_file_header(&FileHeader {
        os_abi: ELFOSABI_AMDGPU_HSA,
        abi_version: co.version.abi_version(),
        e_type: elf::ET_DYN,
        e_machine: EM_AMDGPU,
        e_entry: 0,
        e_flags: e_flags(&co.target, co.version),
    })
    .map_err(|e| Error::layout(e.to_string()))?;
    w.write_align_program_headers();
    let ph =
        |p_type, p_flags, off: u64, addr: u64, filesz: u64, memsz: u64, al: u64| ProgramHeader {
            p_type,
            p_flags,
            p_offset: off,
            p_vaddr: addr,
            p_paddr: addr,
            p_filesz: filesz,
            p_memsz: memsz,
            p_align: al,
        };
    let phdr_size = phnum as u64 * 56;
    // Written as they are made (no list of them).
    w.write_program_header(&ph(
        elf::PT_PHDR,
        elf::PF_R,
        64,
        64,
        phdr_size,
        phdr_size,
        8,
    ));
    w.write_program_header(&ph(
        elf::PT_LOAD,
        elf::PF_R,
        0,
        0,
        seg1_end,
        seg1_end,
        PAGE_SIZE,
    ));
    if has_text {
        let n = text.len() as u64;
        w.write_program_header(&ph(
            elf::PT_LOAD,
            elf::PF_R | elf::PF_X,
            text_off,
            text_addr,
            n,
            n,
            PAGE_SIZE,
        ));
    }
    let relro_mem = relro_filesz + relro_pad;
    w.write_program_header(&ph(
        elf::PT_LOAD,
        elf::PF_R | elf::PF_W,
        relro_off,
        relro_addr,
        relro_filesz,
        relro_mem,
        PAGE_SIZE,
    ));
    if has_rw_load {
        let filesz = data.len() as u64;
        let memsz = if has_bss {
            bss_addr + bss_size - rw_start
        } else {
            filesz
        };
        w.write_program_header(&ph(
            elf::PT_LOAD,
            elf::PF_R | elf::PF_W,
            rw_start_off,
            rw_start,
            filesz,
            memsz,
            PAGE_SIZE,
        ));
    }
    w.write_program_header(&ph(
        elf::PT_DYNAMIC,
        elf::PF_R | elf::PF_W,
        dynamic_off,
        dynamic_addr,
        dynamic_size,
        dynamic_size,
        8,
    ));
    w.write_program_header(&ph(
        elf::PT_GNU_RELRO,
        elf::PF_R,
        relro_off,
        relro_addr,
        relro_filesz,
        relro_mem,
        1,
    ));
    w.write_program_header(&ph(elf::PT_GNU_STACK, elf::PF_R | elf::PF_W, 0, 0, 0, 0, 0));
    let nlen = note.len() as u64;
    w.write_program_header(&ph(
        elf::PT_NOTE,
        elf::PF_R,
        note_off,
        note_off,
        nlen,
        nlen,
        4,
    ));
    debug_assert_eq!(w.len() as u64, 64 + phdr_size, "phnum program headers");

    w.pad_until(note_off as usize);
    w.write(&note);
    // Elf64_Sym records written directly: st_name indexes our own .dynstr.
    w.pad_until(dynsym_off as usize);
    w.write(&[0; 24]);
    for &(_, rank, s) in &dyn_syms {
        let mut e = [0u8; 24];
        e[0..4].copy_from_slice(&dyn_name[rank].to_le_bytes());
        e[4..6].copy_from_slice(&[s.info, s.other]);
        e[6..8].copy_from_slice(&(sec_index(s.sec).0 as u16).to_le_bytes());
        e[8..16].copy_from_slice(&(addr_of(s.sec) + s.offset).to_le_bytes());
        e[16..24].copy_from_slice(&s.size.to_le_bytes());
        w.write(&e);
    }
    let name = |i: usize| dyn_syms[i].2.name.as_bytes();
    w.write_gnu_hash(
        1,
        GNU_HASH_SHIFT2,
        bloom_count,
        gnu_buckets,
        dyn_syms.len() as u32,
        |i| elf::gnu_hash(name(i as usize)),
    );
    w.write_hash(chain_count, chain_count, |i| {
        (i > 0).then(|| elf::hash(name(i as usize - 1)))
    });
    w.write(&dynstr);
    if has_rela {
        w.pad_until(rela_off as usize);
        for r in &relocs {
            w.write_relocation(true, r);
        }
    }
    w.pad_until(rodata_off as usize);
    w.write(&rodata);
    if has_text {
        w.pad_until(text_off as usize);
        w.write(&text);
    }
    w.pad_until(relro_off as usize);
    w.write(&relro);
    w.pad_until(dynamic_off as usize);
    if has_rela {
        w.write_dynamic(elf::DT_RELA, rela_off);
        w.write_dynamic(elf::DT_RELASZ, rela_size);
        w.write_dynamic(elf::DT_RELAENT, RELA_SIZE);
        if n_relative > 0 {
            w.write_dynamic(elf::DT_RELACOUNT, n_relative as u64);
        }
    }
    w.write_dynamic(elf::DT_SYMTAB, dynsym_off);
    w.write_dynamic(elf::DT_SYMENT, 24);
    w.write_dynamic(elf::DT_STRTAB, dynstr_off);
    w.write_dynamic(elf::DT_STRSZ, dynstr_len);
    w.write_dynamic(elf::DT_GNU_HASH, gnu_hash_off);
    w.write_dynamic(elf::DT_HASH, hash_off);
    w.write_dynamic(elf::DT_NULL, 0);
    w.pad_until(got_off as usize);
    w.write(&vec![0; got_size as usize]);
    if has_data {
        w.pad_until(data_off as usize);
        w.write(&data);
    }
    w.pad_until(comment_off as usize);
    w.write(comment.as_bytes());
    w.write(&[0]);
    w.write_null_symbol();
    for (s, id) in sym_tab.iter().zip(&sym_ids) {
        w.write_symbol(&Sym {
            name: Some(*id),
            section: Some(sec_index(s.sec)),
            st_info: s.info,
            st_other: s.other,
            st_shndx: 0,
            st_value: addr_of(s.sec) + s.offset,
            st_size: s.size,
        });
    }
    w.write_shstrtab();
    w.write_strtab();

    // Section headers, in index order.
    let sh =
        |name, sh_type, sh_flags: u32, addr: u64, off: u64, size: u64, al: u64| SectionHeader {
            name: Some(name),
            sh_type,
            sh_flags: sh_flags as u64,
            sh_addr: addr,
            sh_offset: off,
            sh_size: size,
            sh_link: 0,
            sh_info: 0,
            sh_addralign: al,
            sh_entsize: 0,
        };
    let wa = elf::SHF_ALLOC | elf::SHF_WRITE;
    w.write_null_section_header();
    w.write_section_header(&sh(
        note_name,
        elf::SHT_NOTE,
        elf::SHF_ALLOC,
        note_off,
        note_off,
        nlen,
        NOTE_ALIGN,
    ));
    let _ = note_idx;
    w.write_dynsym_section_header(dynsym_off, 1);
    w.write_gnu_hash_section_header(gnu_hash_off);
    w.write_hash_section_header(hash_off);
    let mut h = sh(
        dynstr_name,
        elf::SHT_STRTAB,
        elf::SHF_ALLOC,
        dynstr_off,
        dynstr_off,
        dynstr_len,
        1,
    );
    h.sh_link = 0;
    w.write_section_header(&h);
    if let Some((name, _)) = rela_sec {
        let mut h = sh(
            name,
            elf::SHT_RELA,
            elf::SHF_ALLOC,
            rela_off,
            rela_off,
            rela_size,
            8,
        );
        h.sh_link = dynsym_idx.0;
        h.sh_entsize = RELA_SIZE;
        w.write_section_header(&h);
    }
    if let Some((name, _)) = rodata_sec {
        w.write_section_header(&sh(
            name,
            elf::SHT_PROGBITS,
            elf::SHF_ALLOC,
            rodata_off,
            rodata_off,
            rodata.len() as u64,
            rodata_align,
        ));
    }
    if let Some((name, _)) = text_sec {
        w.write_section_header(&sh(
            name,
            elf::SHT_PROGBITS,
            elf::SHF_ALLOC | elf::SHF_EXECINSTR,
            text_addr,
            text_off,
            text.len() as u64,
            KERNEL_CODE_ALIGN,
        ));
    }
    if let Some((name, _)) = relro_sec {
        let (n, al) = (relro.len() as u64, relro_align);
        let h = sh(name, elf::SHT_PROGBITS, wa, relro_addr, relro_off, n, al);
        w.write_section_header(&h);
    }
    w.write_dynamic_section_header(dynamic_addr);
    if let Some((name, _)) = got_sec {
        let h = sh(name, elf::SHT_PROGBITS, wa, got_addr, got_off, got_size, 8);
        w.write_section_header(&h);
    }
    if let Some((name, _)) = relro_pad_sec {
        w.write_section_header(&sh(
            name,
            elf::SHT_NOBITS,
            wa,
            relro_end,
            relro_off + relro_filesz,
            relro_pad,
            1,
        ));
    }
    if let Some((name, _)) = data_sec {
        w.write_section_header(&sh(
            name,
            elf::SHT_PROGBITS,
            wa,
            data_addr,
            data_off,
            data.len() as u64,
            data_align,
        ));
    }
    if let Some((name, _)) = bss_sec {
        w.write_section_header(&sh(
            name,
            elf::SHT_NOBITS,
            wa,
            bss_addr,
            rw_start_off + (bss_addr - rw_start),
            bss_size,
            bss_align,
        ));
    }
    if let Some((name, _)) = comment_sec {
        let mut h = sh(
            name,
            elf::SHT_PROGBITS,
            elf::SHF_MERGE | elf::SHF_STRINGS,
            0,
            comment_off,
            comment.len() as u64 + 1,
            1,
        );
        h.sh_entsize = 1;
        w.write_section_header(&h);
    }
    w.write_symtab_section_header(num_local);
    w.write_shstrtab_section_header();
    w.write_strtab_section_header();
    debug_assert_eq!(w.reserved_len(), w.len());
    Ok(buf)
}

/// Size of an `Elf64_Rela`.
const RELA_SIZE: u64 = 24;

/// How many of the dynamic relocations will be `R_AMDGPU_RELATIVE64`.
fn count_relative(syms: &[SymDef<'_>], links: &Links, got: &[String]) -> usize {
    let relative = |name: &str| {
        syms.iter()
            .find(|s| s.name == name)
            .is_some_and(|s| !s.preemptible())
    };
    links
        .data_pointers
        .iter()
        .filter(|p| relative(&p.target))
        .count()
        + got.iter().filter(|s| relative(s)).count()
}
