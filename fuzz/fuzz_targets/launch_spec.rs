//! The launch-spec (JSON) reader: any input is a spec or an error, never a panic.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    let _ = gfxc::ir::launch::LaunchSpec::parse(src);
});
