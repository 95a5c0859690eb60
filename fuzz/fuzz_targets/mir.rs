//! The MIR text reader (`gfxc_mir::text`): any input is a machine function or a located
//! diagnostic, never a panic; what it reads prints, and that text reads back and prints the
//! same.
#![no_main]
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(src) = std::str::from_utf8(data) else {
        return;
    };
    if let Ok(fs) = gfxc::mir::parse(src) {
        let text: String = fs.iter().map(gfxc::mir::print).collect();
        let again = gfxc::mir::parse(&text).expect("printed MIR reads back");
        let text2: String = again.iter().map(gfxc::mir::print).collect();
        assert_eq!(text2, text);
    }
});
