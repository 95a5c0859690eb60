//! The LLVM IR (`.ll`) reader: any input is a module or located diagnostics, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let _ = gfxc::load_source(gfxc::SourceKind::from_path("fuzz.ll"), src);
});
