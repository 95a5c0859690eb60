//! `.text` layout: entry alignment, alignment fill and LLVM's end-of-code padding.
//!
//! Guarantees: functions are placed in order at their alignment, gaps are filled with
//! `s_nop 0` as LLVM's assembler does (`AMDGPUAsmBackend::writeNopData`), and after the last
//! function the padding of LLVM's `EmitCodeEnd` is appended (digest §2.5): on GFX10+ `s_code_end`
//! up to the instruction-cache line (64 B, 128 B on GFX11) plus 3 more lines; on gfx90a/gfx940
//! `s_nop 0` up to 64 B plus 16 lines; nothing on other targets.

use crate::code_object::Function;
use crate::error::{Error, Result};
use gfxc_isa::processors::{Generation, Processor};

/// Kernel entries are 256-byte aligned (AMDGPUUsage, KERNEL_CODE_ENTRY_BYTE_OFFSET).
pub const KERNEL_CODE_ALIGN: u64 = 256;
/// `s_nop 0`, the alignment fill (digest Appendix B).
pub const S_NOP_0: u32 = 0xBF80_0000;
/// `s_code_end` on GFX10/GFX11 (digest Appendix B).
pub const S_CODE_END: u32 = 0xBF9F_0000;

/// The end-of-code padding of a processor: fill word, cache line, extra bytes.
pub fn code_end_padding(p: &Processor) -> Option<(u32, u64, u64)> {
    if p.generation.is_gfx10_plus() {
        let line = if p.generation >= Generation::Gfx11 {
            128
        } else {
            64
        };
        Some((S_CODE_END, line, 3 * line))
    } else if p.regs.unified_vgpr_agpr {
        // gfx90a and gfx940: LLVM's isGFX90A (FeatureGFX90AInsts).
        Some((S_NOP_0, 64, 16 * 64))
    } else {
        None
    }
}

fn fill(text: &mut Vec<u8>, to: u64, word: u32) {
    // Unaligned remainders are zero bytes, as writeNopData does: zeros up to the next word
    // boundary, whole words, then zeros up to `to`. Reserved once (the gfx90a end padding
    // alone is over 1 KiB: the bytes are zeroed at once and the words stored into them, not
    // appended one by one with a growth check each).
    let to = to as usize;
    let len = text.len();
    if to <= len {
        return;
    }
    let start = len.next_multiple_of(4).min(to);
    let words = (to - start) / 4;
    text.resize(to, 0);
    for w in text[start..start + 4 * words].chunks_exact_mut(4) {
        w.copy_from_slice(&word.to_le_bytes());
    }
}

/// Lay out `.text`: returns the bytes and each function's offset.
pub fn layout_text(p: &Processor, functions: &[Function]) -> Result<(Vec<u8>, Vec<u64>)> {
    // Room for the code, its alignment fill and the end padding (at most 4 lines of 128 B
    // or 17 of 64 B): one allocation.
    let room = functions
        .iter()
        .map(|f| f.code.len() + f.align.min(KERNEL_CODE_ALIGN) as usize)
        .sum::<usize>()
        + 17 * 64;
    let mut text = Vec::with_capacity(room);
    let mut offsets = Vec::with_capacity(functions.len());
    for f in functions {
        if !f.align.is_power_of_two() || f.align > KERNEL_CODE_ALIGN {
            return Err(Error::layout(format!(
                "function {}: alignment {} is not a power of two up to {KERNEL_CODE_ALIGN}",
                f.name, f.align
            )));
        }
        if f.descriptor.is_some() && f.align < KERNEL_CODE_ALIGN {
            return Err(Error::layout(format!(
                "kernel {}: entry must be {KERNEL_CODE_ALIGN}-byte aligned",
                f.name
            )));
        }
        let at = (text.len() as u64).div_ceil(f.align) * f.align;
        fill(&mut text, at, S_NOP_0);
        offsets.push(at);
        text.extend_from_slice(&f.code);
    }
    if !functions.is_empty() {
        if let Some((word, line, extra)) = code_end_padding(p) {
            let end = (text.len() as u64).div_ceil(line) * line + extra;
            fill(&mut text, end, word);
        }
    }
    Ok((text, offsets))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::code_object::{Binding, Visibility};
    use gfxc_isa::processor;

    fn func(n: usize, align: u64) -> Function {
        Function {
            name: "f".into(),
            code: vec![1; n],
            align,
            binding: Binding::Global,
            visibility: Visibility::Protected,
            descriptor: None,
            descriptor_visibility: Visibility::Default,
        }
    }

    #[test]
    fn padding_matches_llvm_19() {
        // Digest §2.5 and the corpus: gfx90a 0x8c -> 0x4c0, gfx1100 164 -> 640,
        // gfx1030 132 -> 384, gfx900 unchanged.
        for (cpu, n, len) in [
            ("gfx90a", 0x8c, 0x4c0),
            ("gfx942", 132, 1216),
            ("gfx1100", 164, 640),
            ("gfx1030", 132, 384),
            ("gfx900", 448, 448),
        ] {
            let (t, _) = layout_text(processor(cpu).unwrap(), &[func(n, 256)]).unwrap();
            assert_eq!(t.len(), len, "{cpu}");
        }
    }

    #[test]
    fn alignment_fill_is_s_nop() {
        let (t, offs) =
            layout_text(processor("gfx900").unwrap(), &[func(8, 256), func(4, 256)]).unwrap();
        assert_eq!(offs, vec![0, 256]);
        assert_eq!(&t[8..12], &S_NOP_0.to_le_bytes());
        assert!(layout_text(processor("gfx900").unwrap(), &[func(4, 3)]).is_err());
    }
}
