//! The linker: relocatable objects (`ET_REL`, from `gfxc compile -c` or `llc-19
//! -filetype=obj`) → one loadable code object, as `ld.lld-19 -shared` links them.
//!
//! Guarantees (AMDGPUUsage "ELF Code Object", "Relocation Records"):
//! * Every input must be an AMDGPU HSA `ET_REL` of the same code object version and the same
//!   `e_flags` (target); otherwise an error names the object.
//! * Symbols: a global or weak symbol is defined by at most one object (`duplicate symbol NAME:
//!   defined in A and B`); every undefined symbol a relocation names must be defined by
//!   some object (`undefined symbol NAME`, with the object, function and offset of the first
//!   reference). Local symbols stay local (renamed `NAME.N` when another object uses the name).
//! * Code: each `STT_FUNC` symbol's bytes become a function of the output (kernels, which have
//!   a `NAME.kd` descriptor, 256-byte aligned; others 4-byte aligned, their binding and
//!   visibility kept); `.text` relocations become [`CodeFixup`]s — `R_AMDGPU_REL32_LO/HI`,
//!   `R_AMDGPU_GOTPCREL32_LO/HI` — which [`crate::writer::write_linked`] resolves as lld does
//!   (a GOT slot per GOT-referenced symbol, `R_AMDGPU_ABS64` against preemptible symbols,
//!   `R_AMDGPU_RELATIVE64` otherwise). Relocations against section symbols are rebased onto
//!   the function or global containing their target. The descriptor's
//!   `kernel_code_entry_byte_offset` relocation (`R_AMDGPU_REL64` at `NAME.kd + 16`) is
//!   recomputed by the writer; `R_AMDGPU_ABS64` in data becomes a data pointer. Any other
//!   relocation is `unsupported`.
//! * Metadata: the objects' `NT_AMDGPU_METADATA` notes merge into one ([`crate::metadata::merge`]).
//! * Resources: the call graph is known once linked. A kernel's VGPR count (metadata
//!   `.vgpr_count` and the descriptor's granulated count, on gfx90a/gfx942 the AGPR offset)
//!   is raised to the highest VGPR any function it reaches references, and its AGPR count to
//!   the highest AGPR (found by decoding their code; llc-19's callees spill to AGPRs on
//!   gfx90a/gfx942), so that a callee compiled without knowledge of its caller runs within the
//!   kernel's allocation. Stack sizes and `.uses_dynamic_stack` stay as the objects state
//!   them (the conservative values, as lld keeps them).

use crate::code_object::{Binding, CodeObject, DataSection, Function, Global, Visibility};
use crate::descriptor::{KernelDescriptor, Rsrc3, KERNEL_DESCRIPTOR_SIZE};
use crate::links::{
    CodeFixup, DataPointer, FixupKind, Links, R_AMDGPU_ABS64, R_AMDGPU_GOTPCREL32_HI,
    R_AMDGPU_GOTPCREL32_LO, R_AMDGPU_REL32_HI, R_AMDGPU_REL32_LO,
};
use crate::metadata::Metadata;
use crate::reloc::R_AMDGPU_REL64;
use crate::target_flags::{target_from_e_flags, CodeObjectVersion, EM_AMDGPU};
use gfxc_isa::processors::Target;
use object::elf;
use object::read::elf::{ElfFile64, FileHeader as _, SectionHeader as _, Sym as _};
use object::{LittleEndian as LE, Object, ObjectSection, ObjectSymbol};
use std::collections::HashMap;

/// A defined symbol of one input.
#[derive(Clone)]
struct Def {
    obj: usize,
    /// ELF section index.
    sec: usize,
    value: u64,
    size: u64,
    ty: u8,
    binding: Binding,
    vis: Visibility,
    /// Its name in the output.
    out: String,
}

/// Link relocatable objects (`(file name, bytes)`) into a code object.
pub fn link(inputs: &[(String, Vec<u8>)]) -> Result<Vec<u8>, String> {
    if inputs.is_empty() {
        return Err("no input objects".into());
    }
    let mut files = Vec::new();
    let mut flags = None;
    for (name, bytes) in inputs {
        let f = ElfFile64::<LE>::parse(bytes.as_slice())
            .map_err(|e| format!("{name}: not an ELF64 object: {e}"))?;
        let h = f.elf_header();
        if h.e_type(LE) != elf::ET_REL {
            return Err(format!(
                "{name}: not a relocatable object (ET_REL); link the objects `gfxc compile -c` or \
                 `llc-19 -filetype=obj` write"
            ));
        }
        if h.e_machine(LE) != EM_AMDGPU {
            return Err(format!("{name}: not an AMDGPU object"));
        }
        let key = (h.e_flags(LE), h.e_ident().abi_version);
        match flags {
            None => flags = Some(key),
            Some(k) if k != key => {
                return Err(format!(
                    "{name}: e_flags {:#x} / ABI version {} differ from the first object's \
                     ({:#x} / {}): objects of different targets",
                    key.0, key.1, k.0, k.1
                ))
            }
            _ => {}
        }
        files.push(f);
    }
    let (e_flags, abi) = flags.expect("one input");
    let version = CodeObjectVersion::from_abi_version(abi).map_err(|e| e.to_string())?;
    let target: Target = target_from_e_flags(e_flags, version).map_err(|e| e.to_string())?;

    // Symbols.
    let mut globals: HashMap<String, Def> = HashMap::new();
    let mut defs: Vec<Vec<Option<Def>>> = Vec::new(); // per object, per symbol index
    let mut used_names: HashMap<String, usize> = HashMap::new();
    for (oi, f) in files.iter().enumerate() {
        let mut per = Vec::new();
        for s in f.symbols() {
            let idx = s.index().0;
            per.resize(idx + 1, None);
            let raw = s.elf_symbol();
            let ty = raw.st_type();
            let shndx = raw.st_shndx(LE);
            if shndx == elf::SHN_UNDEF || ty == elf::STT_SECTION || ty == elf::STT_FILE {
                continue;
            }
            if shndx >= elf::SHN_LORESERVE {
                return Err(format!(
                    "{}: symbol {}: unsupported: section index {shndx:#x}",
                    inputs[oi].0,
                    s.name().unwrap_or("?")
                ));
            }
            let name = s.name().map_err(|e| e.to_string())?.to_string();
            let binding = match raw.st_bind() {
                elf::STB_LOCAL => Binding::Local,
                elf::STB_WEAK => Binding::Weak,
                _ => Binding::Global,
            };
            let vis = match raw.st_other() & 3 {
                elf::STV_HIDDEN => Visibility::Hidden,
                elf::STV_INTERNAL => Visibility::Internal,
                elf::STV_PROTECTED => Visibility::Protected,
                _ => Visibility::Default,
            };
            let mut d = Def {
                obj: oi,
                sec: shndx as usize,
                value: raw.st_value(LE),
                size: raw.st_size(LE),
                ty,
                binding,
                vis,
                out: name.clone(),
            };
            if binding == Binding::Local {
                let n = used_names.entry(name.clone()).or_insert(0);
                *n += 1;
                if *n > 1 {
                    d.out = format!("{name}.{}", *n - 1);
                }
            } else if let Some(prev) = globals.get(&name) {
                return Err(format!(
                    "duplicate symbol {name}: defined in {} and {}",
                    inputs[prev.obj].0, inputs[oi].0
                ));
            } else {
                globals.insert(name.clone(), d.clone());
            }
            per[idx] = Some(d);
        }
        defs.push(per);
    }
    // A local whose name a global (or an earlier local) also has gets a suffix.
    for per in defs.iter_mut() {
        for d in per.iter_mut().flatten() {
            if d.binding == Binding::Local && globals.contains_key(&d.out) {
                d.out = format!("{}.local", d.out);
            }
        }
    }

    // Functions, descriptors and globals, object by object in section order.
    let mut co = CodeObject {
        version,
        target,
        functions: Vec::new(),
        globals: Vec::new(),
        metadata: Metadata::default(),
    };
    let mut links = Links::default();
    let mut metas = Vec::new();
    for (oi, f) in files.iter().enumerate() {
        let oname = &inputs[oi].0;
        let mut syms: Vec<&Def> = defs[oi].iter().flatten().collect();
        syms.sort_by_key(|d| (d.sec, d.value, d.out.clone()));
        let kds: HashMap<String, &Def> = syms
            .iter()
            .filter(|d| d.out.ends_with(".kd") && d.ty == elf::STT_OBJECT)
            .map(|d| (d.out.trim_end_matches(".kd").to_string(), *d))
            .collect();
        for d in &syms {
            let sec = f
                .section_by_index(object::SectionIndex(d.sec))
                .map_err(|e| format!("{oname}: {e}"))?;
            let sname = sec.name().unwrap_or("");
            let hdr = sec.elf_section_header();
            let flags = hdr.sh_flags(LE) as u32;
            let bytes = |d: &Def| -> Result<Vec<u8>, String> {
                let data = sec.data().map_err(|e| format!("{oname}: {e}"))?;
                data.get(d.value as usize..(d.value + d.size) as usize)
                    .map(|b| b.to_vec())
                    .ok_or_else(|| format!("{oname}: symbol {} lies outside {sname}", d.out))
            };
            if flags & elf::SHF_EXECINSTR != 0 {
                if d.ty != elf::STT_FUNC {
                    continue;
                }
                let code = bytes(d)?;
                let descriptor = match kds.get(&d.out) {
                    Some(kd) => {
                        let ks = f
                            .section_by_index(object::SectionIndex(kd.sec))
                            .map_err(|e| format!("{oname}: {e}"))?;
                        let data = ks.data().map_err(|e| format!("{oname}: {e}"))?;
                        let b = data
                            .get(kd.value as usize..kd.value as usize + KERNEL_DESCRIPTOR_SIZE)
                            .ok_or_else(|| {
                                format!("{oname}: {}.kd lies outside its section", d.out)
                            })?;
                        Some(
                            KernelDescriptor::decode(b, target.processor)
                                .map_err(|e| format!("{oname}: {}.kd: {e}", d.out))?,
                        )
                    }
                    None => None,
                };
                let kernel = descriptor.is_some();
                co.functions.push(Function {
                    name: d.out.clone(),
                    code,
                    align: if kernel {
                        crate::layout::KERNEL_CODE_ALIGN
                    } else {
                        4
                    },
                    binding: d.binding,
                    visibility: d.vis,
                    descriptor,
                    descriptor_visibility: kds.get(&d.out).map_or(Visibility::Default, |k| k.vis),
                });
            } else if flags & elf::SHF_ALLOC != 0 && d.ty == elf::STT_OBJECT {
                if d.out.ends_with(".kd") && kds.contains_key(d.out.trim_end_matches(".kd")) {
                    continue;
                }
                let (section, data) = match (hdr.sh_type(LE), flags & elf::SHF_WRITE != 0) {
                    (elf::SHT_NOBITS, _) => (DataSection::Bss, Vec::new()),
                    (_, true) => (DataSection::Data, bytes(d)?),
                    (_, false) => (DataSection::Rodata, bytes(d)?),
                };
                let sec_align = hdr.sh_addralign(LE).max(1);
                let al = if d.value == 0 {
                    sec_align
                } else {
                    (1u64 << d.value.trailing_zeros()).min(sec_align)
                };
                co.globals.push(Global {
                    name: d.out.clone(),
                    section,
                    data,
                    size: d.size,
                    align: al,
                    binding: d.binding,
                    visibility: d.vis,
                });
            }
        }
        // Metadata notes.
        for sec in f.sections() {
            if sec.elf_section_header().sh_type(LE) != elf::SHT_NOTE {
                continue;
            }
            let data = sec.data().map_err(|e| format!("{oname}: {e}"))?;
            for desc in amdgpu_metadata_notes(data) {
                metas.push(Metadata::from_msgpack(desc).map_err(|e| format!("{oname}: {e}"))?);
            }
        }
    }
    co.metadata = match metas.is_empty() {
        true => return Err("no input has an NT_AMDGPU_METADATA note".into()),
        false => crate::metadata::merge(metas)?,
    };

    // Relocations.
    for (oi, f) in files.iter().enumerate() {
        let oname = &inputs[oi].0;
        let mut syms: Vec<&Def> = defs[oi].iter().flatten().collect();
        syms.sort_by_key(|d| (d.sec, d.value));
        for sec in f.sections() {
            let flags = sec.elf_section_header().sh_flags(LE) as u32;
            for (off, r) in sec.relocations() {
                let object::RelocationFlags::Elf { r_type } = r.flags() else {
                    return Err(format!("{oname}: unexpected relocation form"));
                };
                let object::RelocationTarget::Symbol(si) = r.target() else {
                    return Err(format!("{oname}: relocation without a symbol"));
                };
                let sym = f.symbol_by_index(si).map_err(|e| format!("{oname}: {e}"))?;
                let a = r.addend();
                // The place's function or global (for messages and the fixup's home).
                let place = syms.iter().find(|d| {
                    d.sec == sec.index().0 && off >= d.value && off < d.value + d.size.max(1)
                });
                let bias = match r_type {
                    R_AMDGPU_REL32_LO | R_AMDGPU_GOTPCREL32_LO => 4,
                    R_AMDGPU_REL32_HI | R_AMDGPU_GOTPCREL32_HI => 12,
                    _ => 0,
                };
                // The target symbol's output name and the addend relative to it.
                let (target_name, addend) = if sym.elf_symbol().st_type() == elf::STT_SECTION {
                    let tsec = sym.elf_symbol().st_shndx(LE) as usize;
                    let at = (a - bias) as u64;
                    let d = syms
                        .iter()
                        .find(|d| d.sec == tsec && at >= d.value && at < d.value + d.size.max(1))
                        .ok_or_else(|| {
                            format!("{oname}: relocation at {off:#x} into a section with no symbol there")
                        })?;
                    (d.out.clone(), a - d.value as i64)
                } else if let Some(d) = defs[oi].get(si.0).and_then(|d| d.as_ref()) {
                    (d.out.clone(), a)
                } else {
                    let name = sym.name().map_err(|e| e.to_string())?;
                    match globals.get(name) {
                        Some(d) => (d.out.clone(), a),
                        None => {
                            let at = match place {
                                Some(p) => format!("{}+{:#x}", p.out, off - p.value),
                                None => format!("{}+{off:#x}", sec.name().unwrap_or("?")),
                            };
                            return Err(format!(
                                "undefined symbol {name} (referenced by {oname}, at {at})"
                            ));
                        }
                    }
                };
                if flags & elf::SHF_EXECINSTR != 0 {
                    let kind = match r_type {
                        R_AMDGPU_REL32_LO => FixupKind::Rel32Lo,
                        R_AMDGPU_REL32_HI => FixupKind::Rel32Hi,
                        R_AMDGPU_GOTPCREL32_LO => FixupKind::GotPcRel32Lo,
                        R_AMDGPU_GOTPCREL32_HI => FixupKind::GotPcRel32Hi,
                        t => {
                            return Err(format!(
                                "{oname}: unsupported: {} in code",
                                crate::links::reloc_type_name(t)
                            ))
                        }
                    };
                    let p = place.ok_or_else(|| {
                        format!("{oname}: relocation at {off:#x} outside every function")
                    })?;
                    links.code_fixups.push(CodeFixup {
                        function: p.out.clone(),
                        offset: off - p.value,
                        symbol: target_name,
                        kind,
                        addend,
                    });
                } else if r_type == R_AMDGPU_REL64
                    && place.is_some_and(|p| {
                        p.out == format!("{target_name}.kd") && off - p.value == 16
                    })
                {
                    // The descriptor's entry offset: the writer computes it.
                } else if r_type == R_AMDGPU_ABS64 {
                    let p = place.ok_or_else(|| {
                        format!("{oname}: relocation at {off:#x} outside every global")
                    })?;
                    links.data_pointers.push(DataPointer {
                        global: p.out.clone(),
                        offset: off - p.value,
                        target: target_name,
                        addend,
                    });
                } else {
                    return Err(format!(
                        "{oname}: unsupported: {} in {}",
                        crate::links::reloc_type_name(r_type),
                        sec.name().unwrap_or("?")
                    ));
                }
            }
        }
    }
    raise_vgprs(&mut co, &links)?;
    crate::writer::write_linked(&co, &links).map_err(|e| e.to_string())
}

/// The descs of the `AMDGPU` `NT_AMDGPU_METADATA` notes in a note section.
fn amdgpu_metadata_notes(data: &[u8]) -> Vec<&[u8]> {
    let mut out = Vec::new();
    let mut at = 0usize;
    let word = |i: usize| -> Option<u32> {
        data.get(i..i + 4)
            .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    };
    while let (Some(nsz), Some(dsz), Some(ty)) = (word(at), word(at + 4), word(at + 8)) {
        let name_at = at + 12;
        let desc_at = name_at + (nsz as usize).div_ceil(4) * 4;
        let end = desc_at + (dsz as usize).div_ceil(4) * 4;
        let name = data.get(name_at..name_at + nsz as usize).unwrap_or(&[]);
        if ty == crate::note::NT_AMDGPU_METADATA && name.starts_with(b"AMDGPU") {
            if let Some(d) = data.get(desc_at..desc_at + dsz as usize) {
                out.push(d);
            }
        }
        if end <= at {
            break;
        }
        at = end;
    }
    out
}

/// Raise each kernel's VGPR allocation to the highest VGPR the functions it reaches use.
fn raise_vgprs(co: &mut CodeObject, links: &Links) -> Result<(), String> {
    let target = co.target;
    // (VGPRs, AGPRs) each function references.
    let top: HashMap<String, (u32, u32)> = co
        .functions
        .iter()
        .map(|f| (f.name.clone(), vgprs_in(&f.code, &target)))
        .collect();
    let callees = |f: &str| -> Vec<String> {
        links
            .code_fixups
            .iter()
            .filter(|x| x.function == f)
            .map(|x| x.symbol.clone())
            .filter(|s| top.contains_key(s))
            .collect()
    };
    let wave32 = |kd: &KernelDescriptor| kd.kernel_code_properties.enable_wavefront_size32;
    for i in 0..co.functions.len() {
        let Some(kd) = co.functions[i].descriptor else {
            continue;
        };
        let name = co.functions[i].name.clone();
        let mut seen = vec![name.clone()];
        let mut work = callees(&name);
        let (mut need, mut need_a) = (0u32, 0u32);
        while let Some(c) = work.pop() {
            if seen.contains(&c) {
                continue;
            }
            need = need.max(top[&c].0);
            need_a = need_a.max(top[&c].1);
            work.extend(callees(&c));
            seen.push(c);
        }
        let Some(md) = co
            .metadata
            .kernels
            .iter_mut()
            .find(|k| k.symbol == format!("{name}.kd"))
        else {
            continue;
        };
        let mut t = target;
        if target.processor.generation.is_gfx10_plus() {
            t.wavefrontsize64 = !wave32(&kd);
        }
        let gran = t.vgpr_encoding_granule();
        let (have, agprs) = match kd.rsrc3 {
            Rsrc3::Gfx90a { accum_offset, .. } => (
                4 * (accum_offset as u32 + 1),
                md.agpr_count.unwrap_or(0) as u32,
            ),
            _ => (
                (kd.rsrc1.granulated_workitem_vgpr_count as u32 + 1) * gran,
                0,
            ),
        };
        let have_a = md.agpr_count.unwrap_or(0) as u32;
        if need <= have && need <= md.vgpr_count as u32 && need_a <= have_a {
            continue;
        }
        let v = need.max(md.vgpr_count as u32);
        // AGPRs a callee writes (llc-19 spills VGPRs to them on gfx90a/gfx942, saves a32..):
        // on the unified file they follow the VGPRs (`accum_offset`); on gfx908 the
        // allocation covers the larger of the two files.
        let agprs = agprs.max(need_a);
        let blocks = crate::kd_builder::register_blocks(&t, v, agprs, 0, false, false)
            .map_err(|e| format!("kernel {name}: {e}"))?;
        let d = co.functions[i].descriptor.as_mut().expect("kernel");
        d.rsrc1.granulated_workitem_vgpr_count = blocks.vgpr_blocks as u8;
        if let (Rsrc3::Gfx90a { accum_offset, .. }, Some(a)) =
            (&mut d.rsrc3, blocks.accum_offset_field)
        {
            *accum_offset = a as u8;
        }
        md.vgpr_count = md.vgpr_count.max(v as u64);
        if need_a > have_a {
            md.agpr_count = Some(need_a as u64);
        }
    }
    Ok(())
}

/// The highest VGPR and the highest AGPR (plus one) that `code` references.
fn vgprs_in(code: &[u8], t: &Target) -> (u32, u32) {
    use gfxc_isa::regs::RegFile;
    let (mut top, mut top_a) = (0u32, 0u32);
    let mut see = |r: &gfxc_isa::regs::Reg| match r.file {
        RegFile::Vgpr => top = top.max(r.index as u32 + r.count as u32),
        RegFile::Agpr => top_a = top_a.max(r.index as u32 + r.count as u32),
        _ => {}
    };
    for i in crate::hazards::decode_all(code, t) {
        for op in i.ops.iter() {
            if let gfxc_isa::regs::Operand::Reg(r) = op {
                see(r);
            }
        }
        if let Some(r) = i.ret {
            see(&r);
        }
    }
    (top, top_a)
}
