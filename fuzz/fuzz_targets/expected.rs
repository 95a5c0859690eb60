//! The expected-results (JSON) reader, and comparing what it read against an empty result.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(e) = gfxc::ir::launch::Expected::parse(src) {
        let _ = e.summary();
        let _ = e.compare(&gfxc::ir::launch::LaunchResult::default());
    }
});
