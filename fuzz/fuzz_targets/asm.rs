//! The assembler (LLVM-syntax AMDGPU assembly) for one target of each generation; what
//! assembles disassembles without panicking.
#![no_main]
use gfxc::isa::{assemble, disassemble_llvm, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Some((&sel, rest)) = data.split_first() else {
        return;
    };
    let Ok(src) = std::str::from_utf8(rest) else {
        return;
    };
    let cpu = ["gfx600", "gfx803", "gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"]
        [sel as usize % 7];
    let t = Target::parse(cpu).unwrap();
    if let Ok(lines) = assemble(src, "fuzz.s", &t) {
        let bytes: Vec<u8> = lines.iter().flat_map(|l| l.bytes.iter().copied()).collect();
        let _ = disassemble_llvm(&bytes, &t);
    }
});
