//! The code-object (ELF) reader, then the disassembler on every kernel it finds, and the
//! raw-bytes disassembler on the same input.
#![no_main]
use gfxc::isa::{disassemble_llvm, Target};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(obj) = gfxc_emit::read(data) {
        let t = obj.object.target.clone();
        for (f, _) in obj.object.kernels() {
            let _ = disassemble_llvm(&f.code, &t);
        }
    }
    let t = Target::parse("gfx1100").unwrap();
    let _ = disassemble_llvm(data, &t);
});
