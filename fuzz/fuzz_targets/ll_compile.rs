//! Compile after verify for LLVM IR: every `.ll` module the reader and verifier accept
//! compiles for gfx900 and gfx1100 (wave32) or fails with a clean diagnostic, never a panic;
//! an `internal` error is a finding too (it aborts the run). The `.ll` reader is the path
//! kernels nobody here wrote take, so it is fuzzed through the whole compiler as well.
#![no_main]
use gfxc::isa::Target;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let Ok(m) = gfxc::load_source(gfxc::SourceKind::LlvmIr, src) else {
        return;
    };
    for cpu in ["gfx900", "gfx1100"] {
        let t = Target::parse(cpu).unwrap();
        if let Err(d) = gfxc::compile_module(&m, &t) {
            let msg = d.render("fuzz.ll");
            assert!(!msg.contains("internal"), "{msg}");
        }
    }
});
