//! The `.gir` text reader and the verifier: any input is a module or located diagnostics,
//! never a panic; a module prints and reads back to the same text.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(m) = gfxc::load_module(src) {
        let text = gfxc::ir::text::print_module(&m);
        let again = gfxc::load_module(&text).expect("printed module reads back");
        assert_eq!(gfxc::ir::text::print_module(&again), text);
    }
});
