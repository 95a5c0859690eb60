//! The code object reader: ELF bytes (gfxc's, or `llc-19` + `ld.lld-19 -shared` output, V3/V4/V5)
//! → [`CodeObject`] plus the layout facts ([`ReadInfo`]) tests and `inspect` report.
//!
//! Guarantees: every header field, offset, size and index is bounds-checked through `object`'s
//! ELF parser or explicitly; any malformed input gives an [`Error`], never a panic. The target
//! comes from `e_flags` and, for V4+, must agree with `amdhsa.target`; every `NAME.kd` symbol is
//! decoded as a kernel descriptor for that target and must point (through
//! `kernel_code_entry_byte_offset`) at the `NAME` function symbol; every kernel descriptor symbol
//! has a metadata entry and vice versa. Code objects with dynamic relocations are rejected
//! (not supported yet), as are V2 and `ET_REL` objects.

use crate::code_object::{Binding, CodeObject, DataSection, Function, Global, Visibility};
use crate::descriptor::{KernelDescriptor, KERNEL_DESCRIPTOR_SIZE};
use crate::error::{Error, Result};
use crate::metadata::Metadata;
use crate::note::{NOTE_OWNER_AMDGPU, NT_AMDGPU_METADATA};
use crate::target_flags::{target_from_e_flags, CodeObjectVersion, ELFOSABI_AMDGPU_HSA, EM_AMDGPU};
use gfxc_isa::processors::Target;
use object::elf;
use object::read::elf::{FileHeader, SectionHeader, SectionTable, Sym};
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
}

/// A read code object and its layout facts.
#[derive(Clone, Debug, PartialEq)]
pub struct ReadObject {
    pub object: CodeObject,
    pub info: ReadInfo,
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
    let mut metadata_bytes = None;
    for s in secs.table.iter() {
        if let Some(mut notes) = s.notes(LE, data)? {
            while let Some(n) = notes.next()? {
                if n.name() == NOTE_OWNER_AMDGPU && n.n_type(LE) == NT_AMDGPU_METADATA {
                    if metadata_bytes.is_some() {
                        return Err(Error::note("more than one NT_AMDGPU_METADATA note"));
                    }
                    metadata_bytes = Some(n.desc().to_vec());
                }
            }
        }
    }
    let metadata_bytes = metadata_bytes.ok_or_else(|| Error::note("no NT_AMDGPU_METADATA note"))?;
    let metadata = Metadata::from_msgpack(&metadata_bytes)?;
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
        .any(|s| matches!(s.sh_type(LE), elf::SHT_RELA | elf::SHT_REL) && s.sh_size(LE) > 0)
    {
        return Err(Error::elf(
            "code objects with relocations are not supported yet",
        ));
    }

    // Symbols: .symtab if present, else .dynsym.
    let mut symtab = secs.table.symbols(LE, data, elf::SHT_SYMTAB)?;
    if symtab.is_empty() {
        symtab = secs.table.symbols(LE, data, elf::SHT_DYNSYM)?;
    }
    let mut raw = Vec::new();
    for s in symtab.iter() {
        let ty = s.st_type();
        if !matches!(ty, elf::STT_FUNC | elf::STT_OBJECT) {
            continue;
        }
        let name = symtab.symbol_name(LE, s)?;
        raw.push(RawSym {
            name: String::from_utf8(name.to_vec())
                .map_err(|_| Error::elf("symbol name is not UTF-8"))?,
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
            let sec = match secs.name(sh)?.as_str() {
                ".rodata" => DataSection::Rodata,
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
    Ok(ReadObject {
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
        },
    })
}

/// Read and write again with gfxc's writer; errors if the result would not keep every code
/// and descriptor address (code may refer to other symbols PC-relatively).
pub fn repack(data: &[u8]) -> Result<Vec<u8>> {
    let input = read(data)?;
    let out = crate::writer::write(&input.object)?;
    let back = read(&out)?;
    if back.info.function_addrs != input.info.function_addrs
        || back.info.descriptor_addrs != input.info.descriptor_addrs
        || back.info.text_addr != input.info.text_addr
    {
        return Err(Error::layout(
            "repacking would move code or descriptors (input not laid out as lld does)",
        ));
    }
    if back.info.text != input.info.text {
        return Err(Error::layout(
            "repacking would change .text bytes outside function symbols",
        ));
    }
    Ok(out)
}
