//! The disassembler never panics: random byte strings (deterministic xorshift), random words
//! with every format's identifier bits, and truncated encodings, on every ISA variant.
use gfxc_isa::{disassemble, IsaVariant, Target};

struct XorShift(u64);
impl XorShift {
    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }
}

#[test]
fn disassembler_never_panics() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    // Identifier prefixes of every format family (high byte of dword 0).
    let prefixes: [u8; 14] = [
        0x80, 0xb0, 0xbe, 0xbf, 0x7e, 0x7c, 0x02, 0xc0, 0xd0, 0xd3, 0xd4, 0xcc, 0xd8, 0xdc,
    ];
    for v in IsaVariant::ALL {
        let t = Target::parse(v.reference_processor()).unwrap();
        let mut decoded = 0usize;
        for round in 0..3000 {
            let len = (rng.next() % 40) as usize;
            let mut bytes: Vec<u8> = (0..len).map(|_| rng.next() as u8).collect();
            if round % 2 == 0 {
                // Make every dword look like a real format.
                for i in (3..bytes.len()).step_by(4) {
                    bytes[i] = prefixes[(rng.next() % prefixes.len() as u64) as usize]
                        | ((rng.next() as u8) & 0x03);
                }
            }
            let lines = disassemble(&bytes, &t);
            let total: usize = lines.iter().map(|l| l.bytes.len()).sum();
            assert_eq!(total, bytes.len(), "every byte is accounted for");
            decoded += lines.iter().filter(|l| !l.invalid).count();
        }
        assert!(
            decoded > 100,
            "{v:?}: the fuzzer also reaches valid encodings ({decoded})"
        );
    }
    // Truncated inputs of every length.
    let t = Target::parse("gfx1100").unwrap();
    let word = [
        0x01u8, 0x00, 0x03, 0xd5, 0xff, 0x06, 0x02, 0x00, 0x78, 0x56, 0x34, 0x12,
    ];
    for n in 0..word.len() {
        let _ = disassemble(&word[..n], &t);
    }
}
