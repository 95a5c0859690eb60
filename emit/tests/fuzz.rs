//! Bad input never panics: random truncations and byte flips (deterministic xorshift) over real
//! code objects (the corpus, and objects with globals and dynamic relocations) go through
//! `read`, `repack` and `inspect` under `catch_unwind`; malformed MessagePack and descriptors
//! go through their decoders the same way.

mod common;

use gfxc_emit::{descriptor::KernelDescriptor, metadata::Metadata};
use std::panic::{catch_unwind, AssertUnwindSafe};

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
    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }
}

fn all_entry_points(data: &[u8]) -> bool {
    catch_unwind(AssertUnwindSafe(|| {
        let ok = gfxc_emit::read(data).is_ok();
        let _ = gfxc_emit::repack(data);
        let _ = gfxc_emit::inspect(data);
        ok
    }))
    .unwrap_or_else(|_| panic!("panic on a mutated input"))
}

#[test]
fn mutated_code_objects_never_panic() {
    let mut rng = XorShift(0x9E37_79B9_7F4A_7C15);
    let goldens = common::goldens();
    // Every target and version, a few kernels each, plus gfxc's own output.
    let mut inputs: Vec<Vec<u8>> = goldens
        .iter()
        .filter(|g| ["saxpy_f32", "sgemm_tiled", "mfma_sgemm"].contains(&g.name.as_str()))
        .map(|g| g.bytes())
        .collect();
    inputs.push(gfxc_emit::repack(&goldens[0].bytes()).unwrap());
    // Objects with globals, .rela.dyn, .data.rel.ro and .got, and their repacked form.
    for g in common::globals_goldens() {
        if (g.cpu == "gfx90a" || g.cpu == "gfx1100") && g.version == 5 {
            inputs.push(gfxc_emit::repack(&g.bytes()).unwrap());
            inputs.push(g.bytes());
        }
    }
    let (mut cases, mut accepted) = (0, 0);
    for input in &inputs {
        for _ in 0..40 {
            let cut = rng.below(input.len());
            accepted += all_entry_points(&input[..cut]) as u32;
            cases += 1;
        }
        for _ in 0..150 {
            let mut m = input.clone();
            // Bias half the flips towards the headers and the first segment (note, dynsym,
            // descriptors), where structure lives.
            let region = if rng.below(2) == 0 {
                m.len().min(0x1000)
            } else {
                m.len()
            };
            for _ in 0..1 + rng.below(4) {
                let i = rng.below(region);
                m[i] ^= 1 << rng.below(8);
            }
            accepted += all_entry_points(&m) as u32;
            cases += 1;
        }
    }
    eprintln!("{cases} mutated objects, no panic; {accepted} still read as valid");
    assert!(gfxc_emit::read(&[]).is_err());
}

#[test]
fn mutated_metadata_and_descriptors_never_panic() {
    let mut rng = XorShift(42);
    let g = &common::goldens()[0];
    let r = gfxc_emit::read(&g.bytes()).unwrap();
    let bytes = r.info.metadata_bytes.clone();
    let kd = r.object.kernels().next().unwrap().1.encode().unwrap();
    let p = r.object.target.processor;
    for _ in 0..2000 {
        let mut m = bytes.clone();
        for _ in 0..1 + rng.below(3) {
            let i = rng.below(m.len());
            m[i] = rng.next() as u8;
        }
        let cut = rng.below(m.len() + 1);
        let _ =
            catch_unwind(|| Metadata::from_msgpack(&m[..cut])).expect("metadata decoder panicked");
        let mut k = kd;
        let i = rng.below(64);
        k[i] ^= 1 << rng.below(8);
        let decoded = catch_unwind(|| KernelDescriptor::decode(&k, p)).expect("decoder panicked");
        if let Ok(d) = decoded {
            assert_eq!(d.encode().unwrap(), k, "encode(decode(b)) != b");
        }
    }
}
