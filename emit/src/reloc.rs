//! The relocatable object writer: [`CodeObject`] + [`Links`] → ELF64 `ET_REL` bytes shaped like
//! `llc-19 -filetype=obj` output, for `ld.lld-19 -shared` or [`crate::link`] to link.
//!
//! Guarantees (AMDGPUUsage "ELF Code Object", "Relocation Records"): `EI_OSABI` HSA, the code
//! object version's `EI_ABIVERSION`, `EM_AMDGPU`, `e_flags` of the target; sections `.text`
//! (every function, laid out by [`crate::layout`], kernels 256-byte aligned), `.rodata` (the
//! 64-byte kernel descriptors first, then read-only globals), `.data`, `.bss`, `.note` (one
//! `NT_AMDGPU_METADATA` note), `.note.GNU-stack`, `.symtab`, `.strtab`, `.shstrtab`, and a
//! `.rela.X` (SHT_RELA, `SHF_INFO_LINK`) for every section with relocations:
//! * each code fixup is one record of its own type (`R_AMDGPU_REL32_LO/HI`,
//!   `R_AMDGPU_GOTPCREL32_LO/HI`) against its symbol, with the fixup's addend, at the 32-bit
//!   literal — nothing in `.text` is resolved here, as llc-19 leaves them;
//! * each descriptor's `kernel_code_entry_byte_offset` (8 bytes at `NAME.kd + 16`) is an
//!   `R_AMDGPU_REL64` against the kernel with addend 16 (`S + A − P` = `NAME − NAME.kd`),
//!   the field itself zero, as llc-19 writes it;
//! * each pointer in data is an `R_AMDGPU_ABS64` against its target.
//!
//! Symbols: local ones first (`sh_info` = the first global), then the global ones in
//! [`Links::symbol_order`]; kernels `FUNC` (their binding and visibility), `NAME.kd`
//! `OBJECT` global, device functions `FUNC` with their binding, globals `OBJECT`, and every
//! symbol a link names that the object does not define: `NOTYPE GLOBAL` undefined (`SHN_UNDEF`),
//! what a linker must resolve. Hidden/internal symbols keep their visibility (a linker makes
//! them local in its output).

use crate::code_object::{Binding, CodeObject, DataSection, Visibility};
use crate::descriptor::{KERNEL_DESCRIPTOR_ALIGN, KERNEL_DESCRIPTOR_SIZE};
use crate::error::{Error, Result};
use crate::layout::layout_text;
use crate::links::{Links, R_AMDGPU_ABS64};
use crate::note::{metadata_note, NOTE_ALIGN};
use crate::target_flags::{e_flags, ELFOSABI_AMDGPU_HSA, EM_AMDGPU};
use object::elf;
use object::write::elf::{FileHeader, Rel, SectionHeader, SectionIndex, Sym, Writer};
use object::Endianness;
use std::collections::HashMap;

/// `R_AMDGPU_REL64`: `S + A − P`, 64 bits (the descriptor's entry offset).
pub const R_AMDGPU_REL64: u32 = 5;

/// Which section a symbol is defined in (`None`: undefined).
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Sec {
    Text,
    Rodata,
    Data,
    Bss,
}

struct SymDef {
    name: String,
    sec: Option<Sec>,
    value: u64,
    size: u64,
    ty: u8,
    binding: Binding,
    vis: Visibility,
}

fn align(v: u64, a: u64) -> u64 {
    v.div_ceil(a.max(1)) * a.max(1)
}

/// Write `co` as a relocatable object; the symbols `links` names and `co` does not define
/// stay undefined.
pub fn write_relocatable(co: &CodeObject, links: &Links) -> Result<Vec<u8>> {
    let proc_ = co.target.processor;
    let note = metadata_note(&co.metadata.to_msgpack());
    let (text, text_offsets) = layout_text(proc_, &co.functions)?;
    let mut syms: Vec<SymDef> = Vec::new();
    let mut rodata: Vec<u8> = Vec::new();
    let mut rodata_align = 1u64;
    // (offset in .rodata, kernel symbol) of each descriptor's entry-offset field.
    let mut kd_entries: Vec<(u64, String)> = Vec::new();
    let mut defined: HashMap<String, ()> = HashMap::new();
    let mut define = |syms: &mut Vec<SymDef>, s: SymDef| -> Result<()> {
        if defined.insert(s.name.clone(), ()).is_some() {
            return Err(Error::layout(format!("symbol {} defined twice", s.name)));
        }
        syms.push(s);
        Ok(())
    };
    for (f, &off) in co.functions.iter().zip(&text_offsets) {
        define(
            &mut syms,
            SymDef {
                name: f.name.clone(),
                sec: Some(Sec::Text),
                value: off,
                size: f.code.len() as u64,
                ty: elf::STT_FUNC,
                binding: f.binding,
                vis: f.visibility,
            },
        )?;
        if let Some(d) = &f.descriptor {
            rodata.resize(
                align(rodata.len() as u64, KERNEL_DESCRIPTOR_ALIGN) as usize,
                0,
            );
            rodata_align = rodata_align.max(KERNEL_DESCRIPTOR_ALIGN);
            let at = rodata.len() as u64;
            let mut d = *d;
            // Filled in by the linker (R_AMDGPU_REL64 below).
            d.kernel_code_entry_byte_offset = 0;
            rodata.extend_from_slice(&d.encode()?);
            kd_entries.push((at + 16, f.name.clone()));
            define(
                &mut syms,
                SymDef {
                    name: format!("{}.kd", f.name),
                    sec: Some(Sec::Rodata),
                    value: at,
                    size: KERNEL_DESCRIPTOR_SIZE as u64,
                    ty: elf::STT_OBJECT,
                    binding: Binding::Global,
                    vis: f.descriptor_visibility,
                },
            )?;
        }
    }
    let (mut data, mut data_align, mut bss_size, mut bss_align) = (Vec::new(), 1u64, 0u64, 1u64);
    let mut global_at: HashMap<&str, (Sec, u64)> = HashMap::new();
    for g in &co.globals {
        if !g.align.is_power_of_two() {
            return Err(Error::layout(format!("global {}: bad alignment", g.name)));
        }
        let (sec, at) = match g.section {
            DataSection::Bss => {
                bss_size = align(bss_size, g.align);
                bss_align = bss_align.max(g.align);
                let at = bss_size;
                bss_size += g.size;
                (Sec::Bss, at)
            }
            DataSection::Rodata | DataSection::Data => {
                let (buf, al) = if g.section == DataSection::Rodata {
                    (&mut rodata, &mut rodata_align)
                } else {
                    (&mut data, &mut data_align)
                };
                *al = (*al).max(g.align);
                buf.resize(align(buf.len() as u64, g.align) as usize, 0);
                let at = buf.len() as u64;
                let mut bytes = g.data.clone();
                bytes.resize(g.size as usize, 0);
                buf.extend_from_slice(&bytes);
                (
                    if g.section == DataSection::Rodata {
                        Sec::Rodata
                    } else {
                        Sec::Data
                    },
                    at,
                )
            }
        };
        global_at.insert(&g.name, (sec, at));
        define(
            &mut syms,
            SymDef {
                name: g.name.clone(),
                sec: Some(sec),
                value: at,
                size: g.size,
                ty: elf::STT_OBJECT,
                binding: g.binding,
                vis: g.visibility,
            },
        )?;
    }
    // Undefined symbols: what the links name and nothing here defines.
    let named = links
        .code_fixups
        .iter()
        .map(|f| &f.symbol)
        .chain(links.data_pointers.iter().map(|p| &p.target))
        .chain(links.got.iter());
    let mut undefined: Vec<String> = Vec::new();
    for n in named {
        if !defined.contains_key(n) && !undefined.contains(n) {
            if n.is_empty() || n.contains('\0') {
                return Err(Error::layout(format!("invalid symbol name {n:?}")));
            }
            undefined.push(n.clone());
        }
    }
    for n in undefined {
        syms.push(SymDef {
            name: n,
            sec: None,
            value: 0,
            size: 0,
            ty: elf::STT_NOTYPE,
            binding: Binding::Global,
            vis: Visibility::Default,
        });
    }
    // Order: the links' symbol order (llc-19's: creation order), locals first.
    let order = links.symbol_ranks(co);
    syms.sort_by_key(|s| {
        (
            s.binding != Binding::Local,
            order.get(s.name.as_str()).copied().unwrap_or(usize::MAX),
        )
    });
    let sym_index: HashMap<&str, u32> = syms
        .iter()
        .enumerate()
        .map(|(i, s)| (s.name.as_str(), i as u32 + 1))
        .collect();

    // Relocations per section.
    let mut rela_text: Vec<Rel> = Vec::new();
    for f in &links.code_fixups {
        let i = co
            .functions
            .iter()
            .position(|g| g.name == f.function)
            .ok_or_else(|| {
                Error::layout(format!("code fixup in unknown function {}", f.function))
            })?;
        if f.offset + 4 > co.functions[i].code.len() as u64 {
            return Err(Error::layout(format!(
                "code fixup at {}+{:#x} lies outside its code",
                f.function, f.offset
            )));
        }
        rela_text.push(Rel {
            r_offset: text_offsets[i] + f.offset,
            r_sym: sym_index[f.symbol.as_str()],
            r_type: f.kind.elf_type(),
            r_addend: f.addend,
        });
    }
    rela_text.sort_by_key(|r| r.r_offset);
    let mut rela_rodata: Vec<Rel> = kd_entries
        .iter()
        .map(|(at, k)| Rel {
            r_offset: *at,
            r_sym: sym_index[k.as_str()],
            r_type: R_AMDGPU_REL64,
            r_addend: 16,
        })
        .collect();
    let mut rela_data: Vec<Rel> = Vec::new();
    for p in &links.data_pointers {
        let Some(&(sec, at)) = global_at.get(p.global.as_str()) else {
            return Err(Error::layout(format!(
                "data pointer in unknown global {}",
                p.global
            )));
        };
        let r = Rel {
            r_offset: at + p.offset,
            r_sym: sym_index[p.target.as_str()],
            r_type: R_AMDGPU_ABS64,
            r_addend: p.addend,
        };
        match sec {
            Sec::Rodata => rela_rodata.push(r),
            Sec::Data => rela_data.push(r),
            _ => {
                return Err(Error::layout(format!(
                    "global {}: .bss cannot hold a pointer",
                    p.global
                )))
            }
        }
    }
    rela_rodata.sort_by_key(|r| r.r_offset);
    rela_data.sort_by_key(|r| r.r_offset);

    let mut buf = Vec::new();
    let mut w = Writer::new(Endianness::Little, true, &mut buf);
    w.reserve_file_header();
    w.reserve_null_section_index();
    let has_text = !text.is_empty();
    let has_rodata = !rodata.is_empty();
    let has_data = !data.is_empty();
    let has_bss = bss_size > 0;
    let sec = |w: &mut Writer, present: bool, name: &'static [u8]| {
        present.then(|| (w.add_section_name(name), w.reserve_section_index()))
    };
    let text_sec = sec(&mut w, has_text, b".text");
    let rela_text_sec = sec(&mut w, !rela_text.is_empty(), b".rela.text");
    let rodata_sec = sec(&mut w, has_rodata, b".rodata");
    let rela_rodata_sec = sec(&mut w, !rela_rodata.is_empty(), b".rela.rodata");
    let data_sec = sec(&mut w, has_data, b".data");
    let rela_data_sec = sec(&mut w, !rela_data.is_empty(), b".rela.data");
    let bss_sec = sec(&mut w, has_bss, b".bss");
    let stack_sec = sec(&mut w, true, b".note.GNU-stack");
    let note_sec = sec(&mut w, true, b".note");
    let symtab_idx = w.reserve_symtab_section_index();
    w.reserve_strtab_section_index();
    w.reserve_shstrtab_section_index();
    let index_of = |s: Sec| -> Result<SectionIndex> {
        let x = match s {
            Sec::Text => text_sec,
            Sec::Rodata => rodata_sec,
            Sec::Data => data_sec,
            Sec::Bss => bss_sec,
        };
        x.map(|x| x.1)
            .ok_or_else(|| Error::layout("a symbol in an empty section"))
    };
    let names: Vec<_> = syms
        .iter()
        .map(|s| w.add_string(s.name.as_bytes()))
        .collect();
    w.reserve_null_symbol_index();
    for s in &syms {
        let idx = match s.sec {
            Some(x) => Some(index_of(x)?),
            None => None,
        };
        w.reserve_symbol_index(idx);
    }
    let num_local = 1 + syms.iter().filter(|s| s.binding == Binding::Local).count() as u32;
    // File layout.
    let text_off = w.reserve(text.len(), crate::layout::KERNEL_CODE_ALIGN as usize);
    let rodata_off = w.reserve(rodata.len(), rodata_align as usize);
    let data_off = w.reserve(data.len(), data_align as usize);
    let note_off = w.reserve(note.len(), NOTE_ALIGN as usize);
    let rela_text_off = w.reserve_relocations(rela_text.len(), true);
    let rela_rodata_off = w.reserve_relocations(rela_rodata.len(), true);
    let rela_data_off = w.reserve_relocations(rela_data.len(), true);
    w.reserve_symtab();
    w.reserve_strtab();
    w.reserve_shstrtab();
    w.reserve_section_headers();

    w.write_file_header(&FileHeader {
        os_abi: ELFOSABI_AMDGPU_HSA,
        abi_version: co.version.abi_version(),
        e_type: elf::ET_REL,
        e_machine: EM_AMDGPU,
        e_entry: 0,
        e_flags: e_flags(&co.target, co.version),
    })
    .map_err(|e| Error::layout(e.to_string()))?;
    w.pad_until(text_off);
    w.write(&text);
    w.pad_until(rodata_off);
    w.write(&rodata);
    w.pad_until(data_off);
    w.write(&data);
    w.pad_until(note_off);
    w.write(&note);
    for (off, rels) in [
        (rela_text_off, &rela_text),
        (rela_rodata_off, &rela_rodata),
        (rela_data_off, &rela_data),
    ] {
        if !rels.is_empty() {
            w.pad_until(off);
            for r in rels.iter() {
                w.write_relocation(true, r);
            }
        }
    }
    w.write_null_symbol();
    for (s, n) in syms.iter().zip(&names) {
        let b = match s.binding {
            Binding::Local => elf::STB_LOCAL,
            Binding::Global => elf::STB_GLOBAL,
            Binding::Weak => elf::STB_WEAK,
        };
        let v = match s.vis {
            Visibility::Default => elf::STV_DEFAULT,
            Visibility::Internal => elf::STV_INTERNAL,
            Visibility::Hidden => elf::STV_HIDDEN,
            Visibility::Protected => elf::STV_PROTECTED,
        };
        w.write_symbol(&Sym {
            name: Some(*n),
            section: match s.sec {
                Some(x) => Some(index_of(x)?),
                None => None,
            },
            st_info: (b << 4) | s.ty,
            st_other: v,
            st_shndx: 0,
            st_value: s.value,
            st_size: s.size,
        });
    }
    w.write_strtab();
    w.write_shstrtab();

    w.write_null_section_header();
    let progbits = |name, flags: u32, off: usize, size: usize, al: u64| SectionHeader {
        name: Some(name),
        sh_type: elf::SHT_PROGBITS,
        sh_flags: flags as u64,
        sh_addr: 0,
        sh_offset: off as u64,
        sh_size: size as u64,
        sh_link: 0,
        sh_info: 0,
        sh_addralign: al,
        sh_entsize: 0,
    };
    if let Some((n, _)) = text_sec {
        let f = elf::SHF_ALLOC | elf::SHF_EXECINSTR;
        w.write_section_header(&progbits(
            n,
            f,
            text_off,
            text.len(),
            crate::layout::KERNEL_CODE_ALIGN,
        ));
    }
    if let (Some((n, _)), Some((_, t))) = (rela_text_sec, text_sec) {
        w.write_relocation_section_header(n, t, symtab_idx, rela_text_off, rela_text.len(), true);
    }
    if let Some((n, _)) = rodata_sec {
        w.write_section_header(&progbits(
            n,
            elf::SHF_ALLOC,
            rodata_off,
            rodata.len(),
            rodata_align,
        ));
    }
    if let (Some((n, _)), Some((_, t))) = (rela_rodata_sec, rodata_sec) {
        w.write_relocation_section_header(
            n,
            t,
            symtab_idx,
            rela_rodata_off,
            rela_rodata.len(),
            true,
        );
    }
    if let Some((n, _)) = data_sec {
        let f = elf::SHF_ALLOC | elf::SHF_WRITE;
        w.write_section_header(&progbits(n, f, data_off, data.len(), data_align));
    }
    if let (Some((n, _)), Some((_, t))) = (rela_data_sec, data_sec) {
        w.write_relocation_section_header(n, t, symtab_idx, rela_data_off, rela_data.len(), true);
    }
    if let Some((n, _)) = bss_sec {
        w.write_section_header(&SectionHeader {
            sh_type: elf::SHT_NOBITS,
            sh_size: bss_size,
            ..progbits(
                n,
                elf::SHF_ALLOC | elf::SHF_WRITE,
                data_off + data.len(),
                0,
                bss_align,
            )
        });
    }
    if let Some((n, _)) = stack_sec {
        w.write_section_header(&progbits(n, 0, note_off, 0, 1));
    }
    if let Some((n, _)) = note_sec {
        w.write_section_header(&SectionHeader {
            sh_type: elf::SHT_NOTE,
            ..progbits(n, elf::SHF_ALLOC, note_off, note.len(), NOTE_ALIGN)
        });
    }
    w.write_symtab_section_header(num_local);
    w.write_strtab_section_header();
    w.write_shstrtab_section_header();
    Ok(buf)
}
