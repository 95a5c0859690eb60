//! gfxc's writer on objects no linker made: two kernels from typed descriptions plus data
//! objects in .rodata/.data/.bss; read back exactly; when llvm-readelf-19 is on PATH it must
//! accept the file without warnings (GFXC_REQUIRE_LLVM=1 makes a missing tool a failure).

use gfxc_emit::kd_builder::{build_descriptor, KernelResources, UserSgprs};
use gfxc_emit::metadata::{KernelMetadata, TARGET_PREFIX};
use gfxc_emit::metadata_args::{AddressSpace, KernelArg, ValueKind};
use gfxc_emit::{
    read, write, Binding, CodeObject, CodeObjectVersion, DataSection, Function, Global, Metadata,
    Visibility,
};
use gfxc_isa::processors::Target;

const S_ENDPGM: [u8; 4] = 0xBF81_0000u32.to_le_bytes();

fn object(cpu: &str, version: CodeObjectVersion) -> CodeObject {
    let target = Target::parse(cpu).unwrap();
    let mut functions = Vec::new();
    let mut kernels = Vec::new();
    for (i, name) in ["first", "second"].iter().enumerate() {
        let res = KernelResources {
            vgprs: 3 + i as u32,
            sgprs: 8,
            kernarg_size: 8,
            user_sgprs: UserSgprs {
                kernarg_segment_ptr: true,
                ..UserSgprs::default()
            },
            ..KernelResources::default()
        };
        let kd = build_descriptor(&target, &res).unwrap();
        let mut code = vec![0u8; 4 * (5 + 7 * i)];
        code.extend_from_slice(&S_ENDPGM);
        functions.push(Function::kernel(name, code, kd));
        let mut arg = KernelArg::new(ValueKind::GlobalBuffer, 0, 8);
        arg.address_space = Some(AddressSpace::Global);
        kernels.push(KernelMetadata {
            name: name.to_string(),
            symbol: format!("{name}.kd"),
            args: Some(vec![arg]),
            kernarg_segment_size: 8,
            kernarg_segment_align: 8,
            wavefront_size: target.wave_size() as u64,
            sgpr_count: 8,
            vgpr_count: 3 + i as u64,
            max_flat_workgroup_size: 256,
            ..KernelMetadata::default()
        });
    }
    let global = |name: &str, section, data: Vec<u8>, size| Global {
        name: name.into(),
        section,
        data,
        size,
        align: 8,
        binding: Binding::Global,
        visibility: Visibility::Protected,
    };
    CodeObject {
        version,
        target,
        functions,
        globals: vec![
            global("table", DataSection::Rodata, vec![1; 12], 12),
            global("counter", DataSection::Data, vec![2; 8], 8),
            global("scratchpad", DataSection::Bss, vec![], 4096),
        ],
        metadata: Metadata {
            version: Metadata::version_for(version.number()),
            target: (version >= CodeObjectVersion::V4).then(|| format!("{TARGET_PREFIX}{target}")),
            printf: None,
            kernels,
            extra: vec![],
        },
    }
}

#[test]
fn two_kernels_and_data_round_trip() {
    for cpu in ["gfx900", "gfx90a", "gfx942", "gfx1030", "gfx1100"] {
        for v in [
            CodeObjectVersion::V3,
            CodeObjectVersion::V4,
            CodeObjectVersion::V5,
        ] {
            let co = object(cpu, v);
            let bytes = write(&co).unwrap();
            let r = read(&bytes).unwrap_or_else(|e| panic!("{cpu} {v:?}: {e}"));
            let mut want = co.clone();
            // The reader reports descriptors with their entry offsets filled in.
            for (f, g) in want.functions.iter_mut().zip(&r.object.functions) {
                let d = f.descriptor.as_mut().unwrap();
                d.kernel_code_entry_byte_offset =
                    g.descriptor.unwrap().kernel_code_entry_byte_offset;
            }
            if v == CodeObjectVersion::V3 {
                // V3 e_flags cannot say "any": a supported feature reads back as on (digest §1.3).
                assert_eq!(
                    gfxc_emit::target_flags::e_flags(&r.object.target, v),
                    gfxc_emit::target_flags::e_flags(&want.target, v)
                );
                want.target = r.object.target;
            }
            // ELF records no declared alignment: the reader infers one at least as large.
            for (g, h) in want.globals.iter_mut().zip(&r.object.globals) {
                assert!(h.align >= g.align, "{cpu} {v:?} {}", g.name);
                g.align = h.align;
            }
            assert_eq!(r.object, want, "{cpu} {v:?}");
            for (a, kd) in r.info.function_addrs.iter().zip(&r.info.descriptor_addrs) {
                assert_eq!(a % 256, 0);
                assert_eq!(kd % 64, 0);
            }
            if let Some(readelf) = tool("llvm-readelf-19") {
                let p = std::env::temp_dir().join(format!(
                    "gfxc-emit-writer-{}-{cpu}-{}.hsaco",
                    std::process::id(),
                    v.number()
                ));
                std::fs::write(&p, &bytes).unwrap();
                let o = std::process::Command::new(readelf)
                    .args(["-a", "--notes"])
                    .arg(&p)
                    .output()
                    .unwrap();
                std::fs::remove_file(&p).ok();
                let all = String::from_utf8_lossy(&o.stdout);
                assert!(
                    o.status.success() && o.stderr.is_empty(),
                    "{cpu} {v:?}: {}",
                    String::from_utf8_lossy(&o.stderr)
                );
                assert!(all.contains("second.kd") && all.contains(".bss"));
            }
        }
    }
}

#[test]
fn inconsistent_objects_are_rejected() {
    let mut co = object("gfx90a", CodeObjectVersion::V5);
    co.metadata.kernels.pop();
    assert!(write(&co).is_err(), "kernel without metadata");
    let mut co = object("gfx90a", CodeObjectVersion::V5);
    co.metadata.target = Some(format!("{TARGET_PREFIX}gfx908"));
    assert!(write(&co).is_err(), "target mismatch");
    let mut co = object("gfx90a", CodeObjectVersion::V5);
    co.functions[1].name = "first".into();
    assert!(write(&co).is_err(), "duplicate symbol");
}

fn tool(name: &str) -> Option<String> {
    let ok = std::process::Command::new(name)
        .arg("--version")
        .output()
        .is_ok_and(|o| o.status.success());
    if ok {
        Some(name.to_owned())
    } else if std::env::var("GFXC_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("{name} not found and GFXC_REQUIRE_LLVM=1");
    } else {
        None
    }
}
