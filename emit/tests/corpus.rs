//! Acceptance tests on the golden corpus (llc-19 + ld.lld-19 objects, V4/V5, six targets):
//! inspect agrees with `llvm-readelf-19 --notes` and with the `.amdhsa_*` directives of
//! `llc-19 -filetype=asm`; repack keeps metadata, descriptors, code and addresses. No LLVM needed.

mod common;

use common::{goldens, msgpack_yaml, notes_yaml};
use gfxc_emit::directives;
use gfxc_emit::kd_builder::build_descriptor;
use gfxc_emit::{read, repack};

#[test]
fn metadata_agrees_with_llvm_readelf_notes() {
    let mut n = 0;
    for g in goldens() {
        let r = read(&g.bytes()).unwrap_or_else(|e| panic!("{}: {e}", g.label()));
        let docs = notes_yaml(&g.sibling("notes.txt"));
        assert_eq!(docs.len(), 1, "{}", g.label());
        assert_eq!(
            msgpack_yaml(&r.object.metadata.to_value()),
            docs[0],
            "{}",
            g.label()
        );
        assert_eq!(r.object.version.number(), g.version);
        assert_eq!(r.object.target.processor.name, g.cpu);
        n += 1;
    }
    eprintln!("metadata agrees with llvm-readelf --notes for {n} objects");
}

/// Directive name → the inspect JSON descriptor field it sets.
fn json_field(directive: &str) -> Option<&str> {
    Some(match directive {
        "system_sgpr_private_segment_wavefront_offset" => "enable_private_segment",
        "next_free_vgpr"
        | "next_free_sgpr"
        | "reserve_vcc"
        | "reserve_flat_scratch"
        | "reserve_xnack_mask" => return None,
        d => d,
    })
}

#[test]
fn descriptors_agree_with_llc_directives() {
    let (mut objects, mut fields, mut builder_exact, mut gfx10_sgpr_quirk) = (0, 0, 0, 0);
    for g in goldens() {
        let r = read(&g.bytes()).unwrap();
        let ds = directives::parse(&g.sibling("directives.txt")).unwrap();
        let kernels: Vec<_> = r.object.kernels().collect();
        assert_eq!(ds.len(), kernels.len(), "{}", g.label());
        for (d, (f, kd)) in ds.iter().zip(kernels) {
            assert_eq!(d.name, f.name);
            // Field by field through the inspect JSON.
            let j = gfxc_emit::inspect::descriptor_json(kd).unwrap();
            for (k, v) in &d.values {
                let Some(field) = json_field(k) else { continue };
                let got = j
                    .get(field)
                    .unwrap_or_else(|| panic!("{}: inspect lacks {field}", g.label()));
                let got = got
                    .as_u64()
                    .unwrap_or_else(|| got.as_bool().unwrap() as u64);
                assert_eq!(got, *v, "{}: .amdhsa_{k}", g.label());
                fields += 1;
            }
            // The builder, fed the directives, reproduces the descriptor.
            let target = d.adjust_target(&r.object.target);
            let res = d.to_resources(&target).unwrap();
            let mut built = build_descriptor(&target, &res).unwrap();
            built.kernel_code_entry_byte_offset = kd.kernel_code_entry_byte_offset;
            if built != *kd && target.processor.generation.is_gfx10_plus() {
                // LLVM 19 writes the reserved GFX10+ SGPR field (digest §6.7); only that differs.
                built.rsrc1.granulated_wavefront_sgpr_count =
                    kd.rsrc1.granulated_wavefront_sgpr_count;
                gfx10_sgpr_quirk += 1;
            } else {
                builder_exact += 1;
            }
            assert_eq!(built, *kd, "{}", g.label());
        }
        objects += 1;
    }
    eprintln!(
        "{objects} objects: {fields} directive fields agree; builder exact for {builder_exact} \
         kernels, {gfx10_sgpr_quirk} differ only in LLVM's GFX10+ SGPR field"
    );
}

#[test]
fn repack_keeps_metadata_descriptors_code_and_addresses() {
    let (mut n, mut exact_msgpack) = (0, 0);
    for g in goldens() {
        let input = g.bytes();
        let a = read(&input).unwrap();
        let out = repack(&input).unwrap_or_else(|e| panic!("{}: {e}", g.label()));
        let b = read(&out).unwrap();
        assert_eq!(a.object, b.object, "{}", g.label());
        assert_eq!(a.info.e_flags, b.info.e_flags);
        assert_eq!(a.info.text, b.info.text, "{}", g.label());
        assert_eq!(a.info.function_addrs, b.info.function_addrs);
        assert_eq!(a.info.descriptor_addrs, b.info.descriptor_addrs);
        assert_eq!(
            gfxc_emit::inspect(&input).unwrap(),
            gfxc_emit::inspect(&out).unwrap()
        );
        if a.info.metadata_bytes == b.info.metadata_bytes {
            exact_msgpack += 1;
        }
        // Repacking is a fixed point.
        assert_eq!(repack(&out).unwrap(), out, "{}", g.label());
        n += 1;
    }
    eprintln!("{n} objects repacked; metadata MessagePack byte-identical for {exact_msgpack}");
    assert_eq!(exact_msgpack, n);
}
