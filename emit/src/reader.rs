//! The code object reader: ELF bytes (gfxc's, or `llc-19` + `ld.lld-19 -shared` output, V3/V4/V5)
//! → [`CodeObject`] plus the layout facts ([`ReadInfo`]) tests and `inspect` report.
//!
//! Guarantees: every header field, offset, size and index is bounds-checked through `object`'s
//! ELF parser or explicitly; any malformed input gives an [`Error`], never a panic. The target
//! comes from `e_flags` and, for V4+, must agree with `amdhsa.target`; every `NAME.kd` symbol is
//! decoded as a kernel descriptor for that target and must point (through
//! `kernel_code_entry_byte_offset`) at the `NAME` function symbol; every kernel descriptor symbol
//! has a metadata entry and vice versa. V2 and `ET_REL` objects are rejected.
//!
//! Globals with relocations (AMDGPUUsage "Relocation Records", digest §2.3, §5): objects in
//! `.rodata`, `.data.rel.ro`, `.data` and `.bss` are read with their addresses and bytes;
//! `.rela.dyn` records (SHT_RELA against `.dynsym`) are read typed ([`DynReloc`]) and must be
//! `R_AMDGPU_RELATIVE64` (symbol 0) or `R_AMDGPU_ABS64` against a symbol defined here; each
//! lands either on an 8-byte `.got` slot (→ [`Links::got`]) or inside a `.data`/`.data.rel.ro`
//! global (→ [`Links::data_pointers`], the target named by the symbol, or for RELATIVE64 by
//! the non-preemptible symbol whose extent holds the address). Code is already resolved in a
//! linked object, so [`Links::code_fixups`] stays empty. `SHT_REL`/`SHT_RELR` are rejected.

use crate::code_object::{Binding, CodeObject, DataSection, Function, Global, Visibility};
use crate::descriptor::{KernelDescriptor, KERNEL_DESCRIPTOR_SIZE};
use crate::error::{Error, Result};
use crate::links::{reloc_type_name, DataPointer, DynReloc, DynRelocKind, Links, GOT_ENTRY_SIZE};
use crate::metadata::Metadata;
use crate::note::{NOTE_OWNER_AMDGPU, NT_AMDGPU_METADATA};
use crate::target_flags::{target_from_e_flags, CodeObjectVersion, ELFOSABI_AMDGPU_HSA, EM_AMDGPU};
use gfxc_isa::processors::Target;
use object::elf;
use object::read::elf::{FileHeader, Rela, SectionHeader, SectionTable, Sym};
use object::LittleEndian as LE;

type Header = elf::FileHeader64<LE>;
type Shdr = elf::SectionHeader64<LE>;

/// Layout facts of a read code object.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadInfo {
    pub e_flags: u32,
    pub abi_version: u8,
    /// Address of each function in [`CodeObject::functions`] order.
    pub function_addrs: Vec<u64>,
    /// Address of each kernel descriptor, in kernel order.
    pub descriptor_addrs: Vec<u64>,
    /// The whole `.text` contents.
    pub text: Vec<u8>,
    pub text_addr: u64,
    /// The raw metadata desc bytes.
    pub metadata_bytes: Vec<u8>,
    /// Address of each global in [`CodeObject::globals`] order.
    pub global_addrs: Vec<u64>,
    /// The ELF section of each global (`.rodata`, `.data.rel.ro`, `.data`, `.bss`).
    pub global_sections: Vec<String>,
    /// `.rela.dyn`, in file order.
    pub dynamic_relocations: Vec<DynReloc>,
    /// Address of `.got`, if there is one.
    pub got_addr: Option<u64>,
}

/// A read code object and its layout facts.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadObject {
    pub object: CodeObject,
    pub info: ReadInfo,
    /// Pointers in data and GOT slots, as [`crate::writer::write_linked`] takes them.
    pub links: Links,
}

struct Sections<'d> {
    table: SectionTable<'d, Header>,
    data: &'d [u8],
}

impl<'d> Sections<'d> {
    fn get(&self, index: usize) -> Result<&'d Shdr> {
        Ok(self.table.section(object::SectionIndex(index))?)
    }
    fn name(&self, s: &Shdr) -> Result<String> {
        let n = self.table.section_name(LE, s)?;
        Ok(String::from_utf8_lossy(n).into_owned())
    }
    /// `len` bytes at `offset` within section `s` (which must have file data).
    fn bytes(&self, s: &Shdr, offset: u64, len: u64) -> Result<Vec<u8>> {
        let size = s.sh_size(LE);
        if offset.checked_add(len).is_none_or(|end| end > size) {
            return Err(Error::elf(format!(
                "range {offset:#x}+{len:#x} is outside a section of size {size:#x}"
            )));
        }
        if s.sh_type(LE) == elf::SHT_NOBITS {
            return Err(Error::elf("reading file bytes of a SHT_NOBITS section"));
        }
        let d = s
            .data(LE, self.data)
            .map_err(|_| Error::elf("section data lies outside the file".to_string()))?;
        let (o, l) = (offset as usize, len as usize);
        d.get(o..o + l)
            .map(<[u8]>::to_vec)
            .ok_or_else(|| Error::elf("section data truncated"))
    }
}

fn binding(b: u8) -> Result<Binding> {
    match b {
        elf::STB_LOCAL => Ok(Binding::Local),
        elf::STB_GLOBAL => Ok(Binding::Global),
        elf::STB_WEAK => Ok(Binding::Weak),
        _ => Err(Error::elf(format!("unsupported symbol binding {b}"))),
    }
}

fn visibility(o: u8) -> Visibility {
    match o & 3 {
        elf::STV_INTERNAL => Visibility::Internal,
        elf::STV_HIDDEN => Visibility::Hidden,
        elf::STV_PROTECTED => Visibility::Protected,
        _ => Visibility::Default,
    }
}

struct RawSym {
    name: String,
    value: u64,
    size: u64,
    ty: u8,
    bind: u8,
    other: u8,
    shndx: usize,
}

/// Read a code object.
pub fn read(data: &[u8]) -> Result<ReadObject> {
    // Say what the file is not before the ELF parser says why it fails (a damaged magic
    // would otherwise read as "Unsupported ELF header").
    if !data.starts_with(&elf::ELFMAG) {
        let head: Vec<String> = data.iter().take(4).map(|b| format!("{b:02x}")).collect();
        return Err(Error::elf(format!(
            "not a code object: the file starts with {}, not the ELF magic 7f 45 4c 46",
            if head.is_empty() {
                "nothing (it is empty)".to_string()
            } else {
                head.join(" ")
            }
        )));
    }
    let header = Header::parse(data)?;
    let ident = header.e_ident();
    if ident.os_abi != ELFOSABI_AMDGPU_HSA {
        return Err(Error::elf(format!(
            "EI_OSABI is {}, not ELFOSABI_AMDGPU_HSA ({ELFOSABI_AMDGPU_HSA})",
            ident.os_abi
        )));
    }
    if header.e_machine(LE) != EM_AMDGPU {
        return Err(Error::elf(format!(
            "e_machine is {}, not EM_AMDGPU ({EM_AMDGPU})",
            header.e_machine(LE)
        )));
    }
    if header.e_type(LE) != elf::ET_DYN {
        return Err(Error::elf(format!(
            "e_type is {}; the HSA loader needs a linked ET_DYN object",
            header.e_type(LE)
        )));
    }
    let version = CodeObjectVersion::from_abi_version(ident.abi_version)?;
    let e_flags = header.e_flags(LE);
    let mut target = target_from_e_flags(e_flags, version)?;
    let secs = Sections {
        table: header.sections(LE, data)?,
        data,
    };

    // Metadata note (AMDGPUUsage "Code Object V3 and Above Note Records").
    // `ld.lld -shared` of several relocatable objects concatenates their notes: one
    // metadata note per input. They are merged (kernels in note order); they must agree on
    // the version and target.
    let mut notes_found: Vec<Vec<u8>> = Vec::new();
    for s in secs.table.iter() {
        if let Some(mut notes) = s.notes(LE, data)? {
            while let Some(n) = notes.next()? {
                if n.name() == NOTE_OWNER_AMDGPU && n.n_type(LE) == NT_AMDGPU_METADATA {
                    notes_found.push(n.desc().to_vec());
                }
            }
        }
    }
    let (metadata_bytes, metadata) = match notes_found.len() {
        0 => return Err(Error::note("no NT_AMDGPU_METADATA note")),
        1 => {
            let m = Metadata::from_msgpack(&notes_found[0])?;
            (notes_found.remove(0), m)
        }
        _ => {
            let mut all = Vec::new();
            for n in &notes_found {
                all.push(Metadata::from_msgpack(n)?);
            }
            let m = crate::metadata::merge(all).map_err(Error::metadata)?;
            (m.to_msgpack(), m)
        }
    };
    if metadata.code_object_version() != Some(version.number()) {
        return Err(Error::metadata(format!(
            "amdhsa.version {:?} does not match EI_ABIVERSION {} (V{})",
            metadata.version,
            ident.abi_version,
            version.number()
        )));
    }
    if version >= CodeObjectVersion::V4 {
        let id = metadata
            .target_id()
            .ok_or_else(|| Error::metadata("amdhsa.target is missing or malformed"))?;
        let t = Target::parse(id).map_err(|e| Error::metadata(format!("amdhsa.target: {e}")))?;
        if (t.processor.name, t.xnack, t.sramecc)
            != (target.processor.name, target.xnack, target.sramecc)
        {
            return Err(Error::target(format!(
                "amdhsa.target {id} disagrees with e_flags {e_flags:#x} ({target})"
            )));
        }
        target = t;
    }

    if secs
        .table
        .iter()
        .any(|s| matches!(s.sh_type(LE), elf::SHT_REL | elf::SHT_RELR) && s.sh_size(LE) > 0)
    {
        return Err(Error::elf(
            "SHT_REL/SHT_RELR relocations are not used by AMDHSA code objects",
        ));
    }

    // Symbols: .symtab if present, else .dynsym.
    let mut symtab = secs.table.symbols(LE, data, elf::SHT_SYMTAB)?;
    if symtab.is_empty() {
        symtab = secs.table.symbols(LE, data, elf::SHT_DYNSYM)?;
    }
    let mut raw = Vec::new();
    let mut symbol_order = Vec::new();
    for s in symtab.iter() {
        let ty = s.st_type();
        if !matches!(ty, elf::STT_FUNC | elf::STT_OBJECT) {
            continue;
        }
        let name = symtab.symbol_name(LE, s)?;
        let name =
            String::from_utf8(name.to_vec()).map_err(|_| Error::elf("symbol name is not UTF-8"))?;
        symbol_order.push(name.clone());
        raw.push(RawSym {
            name,
            value: s.st_value(LE),
            size: s.st_size(LE),
            ty,
            bind: s.st_bind(),
            other: s.st_other(),
            shndx: s.st_shndx(LE) as usize,
        });
    }
    raw.sort_by_key(|s| (s.value, s.name.clone()));

    let section_of = |s: &RawSym| -> Result<&Shdr> {
        if s.shndx == elf::SHN_UNDEF as usize || s.shndx >= elf::SHN_LORESERVE as usize {
            return Err(Error::elf(format!(
                "symbol {} is not defined in a section",
                s.name
            )));
        }
        let sh = secs.get(s.shndx)?;
        let addr = sh.sh_addr(LE);
        if s.value < addr {
            return Err(Error::elf(format!(
                "symbol {} lies before its section",
                s.name
            )));
        }
        Ok(sh)
    };

    // .text
    let mut text = Vec::new();
    let mut text_addr = 0;
    for s in secs.table.iter() {
        if secs.name(s)? == ".text" {
            text_addr = s.sh_addr(LE);
            text = secs.bytes(s, 0, s.sh_size(LE))?;
        }
    }

    let mut functions = Vec::new();
    let mut function_addrs = Vec::new();
    let mut globals = Vec::new();
    let (mut global_addrs, mut global_sections) = (Vec::new(), Vec::new());
    let mut kds = Vec::new();
    for s in &raw {
        let sh = section_of(s)?;
        let off = s.value - sh.sh_addr(LE);
        if s.ty == elf::STT_FUNC {
            if sh.sh_flags(LE) & elf::SHF_EXECINSTR as u64 == 0 {
                return Err(Error::elf(format!("function {} is not in code", s.name)));
            }
            let code = secs.bytes(sh, off, s.size)?;
            let rel = s.value.wrapping_sub(text_addr);
            let align = if rel == 0 {
                crate::layout::KERNEL_CODE_ALIGN
            } else {
                (1u64 << rel.trailing_zeros().min(8)).min(crate::layout::KERNEL_CODE_ALIGN)
            };
            functions.push(Function {
                name: s.name.clone(),
                code,
                align,
                binding: binding(s.bind)?,
                visibility: visibility(s.other),
                descriptor: None,
                descriptor_visibility: Visibility::Default,
            });
            function_addrs.push(s.value);
        } else if let Some(kernel) = s.name.strip_suffix(".kd") {
            if s.size != KERNEL_DESCRIPTOR_SIZE as u64 {
                return Err(Error::elf(format!(
                    "{} has size {}, not 64",
                    s.name, s.size
                )));
            }
            let bytes = secs.bytes(sh, off, s.size)?;
            let kd = KernelDescriptor::decode(&bytes, target.processor)?;
            if s.bind != elf::STB_GLOBAL && s.bind != elf::STB_WEAK {
                return Err(Error::elf(format!("{} must not be local", s.name)));
            }
            kds.push((
                kernel.to_owned(),
                s.value,
                kd,
                secs.name(sh)? == ".rodata",
                visibility(s.other),
            ));
        } else {
            let sec_name = secs.name(sh)?;
            let sec = match sec_name.as_str() {
                ".rodata" | ".data.rel.ro" => DataSection::Rodata,
                ".data" => DataSection::Data,
                ".bss" => DataSection::Bss,
                other => {
                    return Err(Error::elf(format!(
                        "object {} in unsupported section {other}",
                        s.name
                    )))
                }
            };
            let data = match sec {
                DataSection::Bss => Vec::new(),
                _ => secs.bytes(sh, off, s.size)?,
            };
            let al = 1u64 << off.trailing_zeros().min(12);
            globals.push(Global {
                name: s.name.clone(),
                section: sec,
                data,
                size: s.size,
                align: al.min(sh.sh_addralign(LE).max(1)),
                binding: binding(s.bind)?,
                visibility: visibility(s.other),
            });
            global_addrs.push(s.value);
            global_sections.push(sec_name);
        }
    }
    let mut descriptor_addrs = Vec::new();
    // Kernels in descriptor order become the layout order of descriptors; the writer places
    // descriptors in function order, so both must agree.
    for (kernel, kd_addr, kd, in_rodata, kd_vis) in &kds {
        if !in_rodata {
            return Err(Error::elf(format!("{kernel}.kd is not in .rodata")));
        }
        let entry = (*kd_addr as i64).wrapping_add(kd.kernel_code_entry_byte_offset) as u64;
        let i = functions
            .iter()
            .position(|f| f.name == *kernel)
            .ok_or_else(|| Error::elf(format!("{kernel}.kd has no function symbol {kernel}")))?;
        if function_addrs[i] != entry {
            return Err(Error::descriptor(format!(
                "{kernel}.kd entry offset leads to {entry:#x}, not to {kernel} at {:#x}",
                function_addrs[i]
            )));
        }
        if functions[i].descriptor.is_some() {
            return Err(Error::elf(format!("{kernel} has two descriptors")));
        }
        functions[i].descriptor = Some(*kd);
        functions[i].descriptor_visibility = *kd_vis;
        descriptor_addrs.push(*kd_addr);
        if metadata.kernel_by_symbol(&format!("{kernel}.kd")).is_none() {
            return Err(Error::metadata(format!(
                "no amdhsa.kernels entry for {kernel}.kd"
            )));
        }
    }
    let kernel_order: Vec<&str> = functions
        .iter()
        .filter(|f| f.descriptor.is_some())
        .map(|f| f.name.as_str())
        .collect();
    if kernel_order != kds.iter().map(|k| k.0.as_str()).collect::<Vec<_>>() {
        return Err(Error::elf(
            "kernel descriptors are not in the order of their kernels",
        ));
    }
    for k in &metadata.kernels {
        if !kds.iter().any(|d| format!("{}.kd", d.0) == k.symbol) {
            return Err(Error::metadata(format!(
                "amdhsa.kernels names {} but there is no such descriptor symbol",
                k.symbol
            )));
        }
    }
    let symbols = Symbols {
        functions: &functions,
        function_addrs: &function_addrs,
        globals: &globals,
        global_addrs: &global_addrs,
        kds: kds.iter().map(|k| (format!("{}.kd", k.0), k.1)).collect(),
    };
    let (dynamic_relocations, got_addr, links) = read_relocations(&secs, data, &symbols)?;
    let mut links = links;
    links.symbol_order = symbol_order;
    links.rel_ro = globals
        .iter()
        .zip(&global_sections)
        .filter(|(_, s)| *s == ".data.rel.ro")
        .map(|(g, _)| g.name.clone())
        .collect();
    Ok(ReadObject {
        links,
        object: CodeObject {
            version,
            target,
            functions,
            globals,
            metadata,
        },
        info: ReadInfo {
            e_flags,
            abi_version: ident.abi_version,
            function_addrs,
            descriptor_addrs,
            text,
            text_addr,
            metadata_bytes,
            global_addrs,
            global_sections,
            dynamic_relocations,
            got_addr,
        },
    })
}

/// Every defined symbol the reader kept, with addresses, for naming relocation targets.
struct Symbols<'a> {
    functions: &'a [Function],
    function_addrs: &'a [u64],
    globals: &'a [Global],
    global_addrs: &'a [u64],
    kds: Vec<(String, u64)>,
}

impl Symbols<'_> {
    /// (name, address, size, preemptible) of every symbol: globals, descriptors, functions.
    fn all(&self) -> Vec<(&str, u64, u64, bool)> {
        let pre = |b: Binding, v: Visibility| b != Binding::Local && v == Visibility::Default;
        let mut v: Vec<(&str, u64, u64, bool)> = self
            .globals
            .iter()
            .zip(self.global_addrs)
            .map(|(g, a)| (g.name.as_str(), *a, g.size, pre(g.binding, g.visibility)))
            .collect();
        v.extend(self.kds.iter().map(|(n, a)| (n.as_str(), *a, 64, true)));
        v.extend(
            self.functions
                .iter()
                .zip(self.function_addrs)
                .map(|(f, a)| {
                    (
                        f.name.as_str(),
                        *a,
                        f.code.len() as u64,
                        pre(f.binding, f.visibility),
                    )
                }),
        );
        v
    }
    /// The symbol an absolute address points into: exact starts first, then the innermost
    /// extent holding it (one past the end counts); non-preemptible symbols preferred, as
    /// lld only writes RELATIVE64 against those.
    fn containing(&self, addr: u64) -> Option<(String, i64)> {
        let all = self.all();
        let inside =
            |(_, a, s, _): &&(&str, u64, u64, bool)| *a <= addr && addr <= a.saturating_add(*s);
        let best = all
            .iter()
            .filter(inside)
            .min_by_key(|(_, a, _, pre)| (*pre, *a != addr, std::cmp::Reverse(*a)))?;
        Some((best.0.to_owned(), addr.wrapping_sub(best.1) as i64))
    }
}

type Relocs = (Vec<DynReloc>, Option<u64>, Links);

/// `.rela.dyn` → typed records, the GOT's symbols and the pointers in data.
fn read_relocations(secs: &Sections, data: &[u8], syms: &Symbols) -> Result<Relocs> {
    let mut out = Vec::new();
    for s in secs.table.iter() {
        let Some((relas, link)) = s.rela(LE, data)? else {
            continue;
        };
        if relas.is_empty() {
            continue;
        }
        let link_sh = secs.get(link.0)?;
        if link_sh.sh_type(LE) != elf::SHT_DYNSYM {
            return Err(Error::elf("a relocation section does not link to .dynsym"));
        }
        let symtab = object::read::elf::SymbolTable::parse(LE, data, &secs.table, link, link_sh)?;
        for r in relas {
            let t = r.r_type(LE, false);
            let kind = DynRelocKind::from_elf_type(t).ok_or_else(|| {
                Error::elf(format!(
                    "dynamic relocation {} at {:#x} is not supported",
                    reloc_type_name(t),
                    r.r_offset(LE)
                ))
            })?;
            let sym = r.r_sym(LE, false);
            let symbol = match (kind, sym) {
                (DynRelocKind::Relative64, 0) => None,
                (DynRelocKind::Relative64, _) => {
                    return Err(Error::elf("R_AMDGPU_RELATIVE64 with a symbol"))
                }
                (DynRelocKind::Abs64, 0) => {
                    return Err(Error::elf("R_AMDGPU_ABS64 without a symbol"))
                }
                (DynRelocKind::Abs64, i) => {
                    let e = symtab.symbol(object::SymbolIndex(i as usize))?;
                    let name = String::from_utf8_lossy(symtab.symbol_name(LE, e)?).into_owned();
                    if e.st_shndx(LE) == elf::SHN_UNDEF {
                        return Err(Error::elf(format!(
                            "R_AMDGPU_ABS64 against undefined symbol {name} (external \
                             references are not supported)"
                        )));
                    }
                    Some(name)
                }
            };
            out.push(DynReloc {
                offset: r.r_offset(LE),
                kind,
                symbol,
                addend: r.r_addend(LE),
            });
        }
    }
    let mut got_range = None;
    for s in secs.table.iter() {
        if secs.name(s)? == ".got" && s.sh_type(LE) == elf::SHT_PROGBITS {
            got_range = Some((s.sh_addr(LE), s.sh_size(LE)));
        }
    }
    let all = syms.all();
    let target_name = |r: &DynReloc| -> Result<(String, i64)> {
        match &r.symbol {
            Some(n) if all.iter().any(|s| s.0 == n) => Ok((n.clone(), r.addend)),
            Some(n) => Err(Error::elf(format!(
                "relocation at {:#x} names {n}, which is not a function or object here",
                r.offset
            ))),
            None => syms.containing(r.addend as u64).ok_or_else(|| {
                Error::elf(format!(
                    "relocation at {:#x} points at {:#x}, inside no symbol",
                    r.offset, r.addend
                ))
            }),
        }
    };
    let mut links = Links::default();
    if let Some((addr, size)) = got_range {
        if size % GOT_ENTRY_SIZE != 0 {
            return Err(Error::elf(".got size is not a multiple of 8"));
        }
        for slot in (0..size / GOT_ENTRY_SIZE).map(|i| addr + i * GOT_ENTRY_SIZE) {
            let r = out.iter().find(|r| r.offset == slot).ok_or_else(|| {
                Error::elf(format!("GOT slot {slot:#x} has no dynamic relocation"))
            })?;
            let (name, off) = target_name(r)?;
            if off != 0 {
                return Err(Error::elf(format!(
                    "GOT slot {slot:#x} points into {name} (+{off:#x}), not at a symbol"
                )));
            }
            links.got.push(name);
        }
    }
    let in_got = |o: u64| got_range.is_some_and(|(a, s)| o >= a && o - a < s);
    for r in out.iter().filter(|r| !in_got(r.offset)) {
        let holder = syms
            .globals
            .iter()
            .zip(syms.global_addrs)
            .find(|(g, a)| {
                g.section != DataSection::Bss
                    && r.offset >= **a
                    && r.offset
                        .checked_add(8)
                        .is_some_and(|e| a.checked_add(g.size).is_some_and(|end| e <= end))
            })
            .ok_or_else(|| {
                Error::elf(format!(
                    "dynamic relocation at {:#x} is neither in the GOT nor inside a global",
                    r.offset
                ))
            })?;
        let (target, addend) = target_name(r)?;
        links.data_pointers.push(DataPointer {
            global: holder.0.name.clone(),
            offset: r.offset - holder.1,
            target,
            addend,
        });
    }
    Ok((out, got_range.map(|g| g.0), links))
}

/// Read and write again with gfxc's writer; errors if the result would not keep every code,
/// descriptor and global address, the dynamic relocations, or the bytes of a loaded section
/// (code refers to other symbols and the GOT PC-relatively).
pub fn repack(data: &[u8]) -> Result<Vec<u8>> {
    let input = read(data)?;
    let out = crate::writer::write_linked(&input.object, &input.links)?;
    let back = read(&out)?;
    let (a, b) = (&input.info, &back.info);
    if b.function_addrs != a.function_addrs
        || b.descriptor_addrs != a.descriptor_addrs
        || b.text_addr != a.text_addr
        || b.global_addrs != a.global_addrs
        || b.got_addr != a.got_addr
    {
        return Err(Error::layout(
            "repacking would move code, descriptors, globals or the GOT (input not laid out \
             as lld does)",
        ));
    }
    if b.text != a.text {
        return Err(Error::layout(
            "repacking would change .text bytes outside function symbols",
        ));
    }
    if b.dynamic_relocations != a.dynamic_relocations {
        return Err(Error::layout(
            "repacking would change the dynamic relocations",
        ));
    }
    for name in [".rodata", ".data.rel.ro", ".data", ".got"] {
        if section_bytes(data, name)? != section_bytes(&out, name)? {
            return Err(Error::layout(format!(
                "repacking would change {name} (bytes outside symbols?)"
            )));
        }
    }
    Ok(out)
}

/// Address and file bytes of the section called `name` (`None` if absent).
pub fn section_bytes(data: &[u8], name: &str) -> Result<Option<(u64, Vec<u8>)>> {
    let header = Header::parse(data)?;
    let secs = Sections {
        table: header.sections(LE, data)?,
        data,
    };
    for s in secs.table.iter() {
        if secs.name(s)? == name && s.sh_type(LE) != elf::SHT_NOBITS {
            return Ok(Some((s.sh_addr(LE), secs.bytes(s, 0, s.sh_size(LE))?)));
        }
    }
    Ok(None)
}
