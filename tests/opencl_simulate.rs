//! The OpenCL C kernels of `tests/opencl` (clang-19's `.ll`, committed), compiled by gfxc for
//! every one of the 13 target modes and run on the simulator (strict mode): every launch must
//! match its `NAME[.N].expected.json`, computed by the independent `tests/opencl/reference.py`.
//! (`opencl_import.rs` checks the same files on the interpreter.)
//!
//! `work_items` (get_global_id / get_local_size / get_num_groups / get_global_size / work_dim
//! in 2-D and 3-D grids with partial groups) and `arg_bytes` (by-value kernel arguments of 1,
//! 2, 4 and 8 bytes at offsets that are not multiples of 4; every byte and unaligned
//! u16/u32/u64/float of the hidden-argument fields) cover kernel-argument loads of any size
//! and alignment (`lower/src/segment_loads.rs`). `hotspot` is a pyramid-blocked 2-D heat
//! stencil written here from the Rodinia hotspot algorithm (LDS tiles with halos, borders by
//! ternaries and min/max, a time-step loop with a conditional `break` and barriers).

mod common;
use common::*;
use gfxc_ir::launch::{Expected, LaunchSpec};
use std::path::PathBuf;

/// The kernels (file stems) run here.
const KERNELS: &[&str] = &["arg_bytes", "hotspot", "work_items"];

fn dir() -> PathBuf {
    root().join("tests/opencl")
}

fn read(name: &str) -> String {
    std::fs::read_to_string(dir().join(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

/// `NAME` and `NAME.N` launch stems of a kernel file.
fn launches(kernel: &str) -> Vec<String> {
    let mut v: Vec<String> = std::fs::read_dir(dir())
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().to_string_lossy().to_string();
            let stem = name.strip_suffix(".launch.json")?.to_string();
            (stem.split('.').next() == Some(kernel)).then_some(stem)
        })
        .collect();
    v.sort();
    v
}

#[test]
fn opencl_kernels_match_the_reference_on_every_target_mode() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for kernel in KERNELS {
        let file = format!("{kernel}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &read(&file))
            .unwrap_or_else(|d| panic!("{}", d.render(&file)));
        let stems = launches(kernel);
        assert!(!stems.is_empty(), "{kernel}: no launch");
        for (cpu, mattr) in ALL_TARGETS {
            let obj = match gfxc::compile_module(&m, &target_with(cpu, mattr)) {
                Ok(o) => o,
                Err(d) => {
                    failures.push(format!("{kernel} {cpu}{mattr}: {}", d.render(&file)));
                    continue;
                }
            };
            for stem in &stems {
                let spec = LaunchSpec::parse(&read(&format!("{stem}.launch.json"))).unwrap();
                let want = Expected::parse(&read(&format!("{stem}.expected.json"))).unwrap();
                ran += 1;
                let r = gfxc_sim::simulate(&obj, &spec, &Default::default())
                    .map_err(|e| format!("simulator: {e}"))
                    .and_then(|(got, _)| want.compare(&got));
                if let Err(e) = r {
                    failures.push(format!("{stem} {cpu}{mattr}: {e}"));
                }
            }
        }
    }
    assert_eq!(ran, 6 * ALL_TARGETS.len(), "launches run");
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n")
    );
}
