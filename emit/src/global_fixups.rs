//! Module-scope variables in global/constant memory: their bytes in the code object and the
//! PC-relative code fixups that address them.
//!
//! Guarantees (AMDGPUUsage "ELF Code Object" sections, "Relocation Records"):
//! * [`global_object`] places a variable as llc-19 + ld.lld-19 do: constant-space (4) and
//!   read-only (`constant`) variables in `.rodata`, mutable global-space (1) variables with a non-zero initialiser in
//!   `.data`, zero-initialised or uninitialised ones in `.bss`; an `STT_OBJECT` symbol with
//!   the variable's size and alignment, protected visibility (not preemptible, so reached
//!   through `R_AMDGPU_REL32_*`, never through the GOT). The bytes are the initialiser, each
//!   element at its allocation stride, each lane little-endian at its own width.
//! * [`code_fixups`] turns each [`MOp::Sym`] literal of a function into a [`CodeFixup`] at
//!   the literal's byte offset, with the addend that makes it relative to the end of the
//!   nearest preceding `s_getpc_b64` (what that instruction returns): `+4` / `+12` for the
//!   contiguous `s_getpc_b64; s_add_u32; s_addc_u32` sequence, exactly llc-19's addends, and
//!   still right when hazard `s_nop`s were inserted in between. A literal with no
//!   `s_getpc_b64` before it is an internal error, never a wrong address.
//! * [`merged_globals`] gives each variable once per code object (kernels share them).

use crate::code_object::{Binding, DataSection, Global, Visibility};
use crate::links::{CodeFixup, FixupKind};
use gfxc_ir::StageError;
use gfxc_ir::{AddrSpace, GlobalData, GlobalInit};
use gfxc_isa::inst::Inst;
use gfxc_isa::table::table;
use gfxc_isa::Op;
use gfxc_mir::MFunction;

type Item = (Inst, Option<usize>);

/// The code-object data object of a global/constant-space variable.
pub fn global_object(g: &GlobalData) -> Result<Global, StageError> {
    let size = g.size();
    let mut data = vec![0u8; size as usize];
    if let GlobalInit::Values(vals) = &g.init {
        let lanes = g.elem.lanes().max(1) as usize;
        let lane_bytes = g
            .elem
            .lane()
            .map(|s| s.bytes() as usize)
            .unwrap_or(g.elem.store_size() as usize);
        let stride = g.elem.alloc_size() as usize;
        for (k, v) in vals.iter().enumerate() {
            let at = (k / lanes) * stride + (k % lanes) * lane_bytes;
            let end = at + lane_bytes;
            if end > data.len() {
                return Err(gfxc_ir::internal!(
                    "internal: initialiser of @{} is larger than the variable",
                    g.name
                ));
            }
            data[at..end].copy_from_slice(&v.to_le_bytes()[..lane_bytes]);
        }
    }
    let nonzero = data.iter().any(|b| *b != 0);
    let section = match g.space {
        AddrSpace::Constant => DataSection::Rodata,
        AddrSpace::Global if g.constant => DataSection::Rodata,
        AddrSpace::Global if nonzero => DataSection::Data,
        AddrSpace::Global => DataSection::Bss,
        s => {
            return Err(gfxc_ir::internal!(
                "internal: @{} in address space {s:?}",
                g.name
            ))
        }
    };
    if section == DataSection::Bss {
        data.clear();
    }
    Ok(Global {
        name: g.name.clone(),
        section,
        data,
        size,
        align: (g.align as u64).max(1),
        binding: Binding::Global,
        visibility: Visibility::Protected,
    })
}

/// The new index of every `MOp::Sym` item after hazard fixes inserted instructions: `before`
/// is a subsequence of `after` (insertion only adds).
pub(crate) fn renumber(
    before: &[Item],
    after: &[Item],
    syms: &mut [(usize, u32, i64, bool)],
) -> Result<(), StageError> {
    let mut map = Vec::with_capacity(before.len());
    let mut j = 0;
    for b in before {
        while j < after.len() && after[j] != *b {
            j += 1;
        }
        if j == after.len() {
            return Err(gfxc_ir::internal!(
                "internal: hazard fixes removed an instruction"
            ));
        }
        map.push(j);
        j += 1;
    }
    for s in syms.iter_mut() {
        s.0 = map[s.0];
    }
    Ok(())
}

/// The code fixups of `function`'s `MOp::Sym` literals (`syms`: item index, symbol, addend,
/// high half), given each item's byte offset.
pub(crate) fn code_fixups(
    f: &MFunction,
    function: &str,
    items: &[Item],
    offs: &[u32],
    syms: &[(usize, u32, i64, bool)],
) -> Result<Vec<CodeFixup>, StageError> {
    let t = table(f.variant);
    let mut out = Vec::new();
    for &(k, sym, addend, hi) in syms {
        let getpc = (0..k)
            .rev()
            .find(|&j| t.props(items[j].0.def).op == Op::s_getpc_b64)
            .ok_or_else(|| {
                gfxc_ir::internal!("internal: a symbol literal without s_getpc_b64 before it")
            })?;
        let name = f
            .symbols
            .get(sym as usize)
            .ok_or_else(|| gfxc_ir::internal!("internal: unknown symbol literal"))?;
        // The literal follows the 32-bit SOP2 word; P - (end of s_getpc_b64) = its distance.
        let place = offs[k] as u64 + 4;
        let pc = offs[getpc] as u64 + 4;
        out.push(CodeFixup {
            function: function.to_owned(),
            offset: place,
            symbol: name.clone(),
            kind: match (hi, f.got.contains(&sym)) {
                (false, false) => FixupKind::Rel32Lo,
                (true, false) => FixupKind::Rel32Hi,
                (false, true) => FixupKind::GotPcRel32Lo,
                (true, true) => FixupKind::GotPcRel32Hi,
            },
            addend: addend + (place - pc) as i64,
        });
    }
    Ok(out)
}

/// Every kernel's variables, each once, in order of first use.
pub(crate) fn merged_globals(
    kernels: &[crate::kernel_code::CompiledKernel],
) -> Result<Vec<Global>, StageError> {
    let mut out: Vec<Global> = Vec::new();
    for g in kernels.iter().flat_map(|k| &k.globals) {
        match out.iter().find(|o| o.name == g.name) {
            Some(o) if o != g => {
                return Err(gfxc_ir::internal!(
                    "internal: two definitions of @{}",
                    g.name
                ))
            }
            Some(_) => {}
            None => out.push(g.clone()),
        }
    }
    Ok(out)
}

/// An instruction's assembly with its symbol literal (printed last, as `0x0`) written as the
/// fixup's `sym@rel32@lo+A` / `@hi+A` operand, which llvm-mc-19 turns into the same relocation.
pub(crate) fn asm_with_symbol(text: &str, x: &CodeFixup) -> String {
    let half = match x.kind {
        FixupKind::Rel32Hi | FixupKind::GotPcRel32Hi => "hi",
        _ => "lo",
    };
    let rel = if x.kind.uses_got() {
        "gotpcrel32"
    } else {
        "rel32"
    };
    match text.rsplit_once(", ") {
        Some((head, _)) => format!("{head}, {}@{rel}@{half}{:+}", x.symbol, x.addend),
        None => text.to_owned(),
    }
}

/// Assembler directives defining `globals` (sections, alignment, symbol type, size, bytes).
pub(crate) fn asm_data(globals: &[Global]) -> String {
    use std::fmt::Write;
    let mut s = String::new();
    for g in globals {
        let sect = match g.section {
            DataSection::Rodata => "\t.section\t.rodata,\"a\",@progbits",
            DataSection::Data => "\t.data",
            DataSection::Bss => "\t.bss",
        };
        let _ = writeln!(s, "{sect}\n\t.protected\t{0}\n\t.type\t{0},@object", g.name);
        let _ = writeln!(
            s,
            "\t.globl\t{}\n\t.p2align\t{}, 0x0",
            g.name,
            g.align.max(1).trailing_zeros()
        );
        let _ = writeln!(s, "{}:", g.name);
        if g.section == DataSection::Bss {
            let _ = writeln!(s, "\t.zero\t{}", g.size);
        } else {
            for chunk in g.data.chunks(16) {
                let bytes: Vec<String> = chunk.iter().map(|b| b.to_string()).collect();
                let _ = writeln!(s, "\t.byte\t{}", bytes.join(", "));
            }
        }
        let _ = writeln!(s, "\t.size\t{}, {}", g.name, g.size);
    }
    s
}
