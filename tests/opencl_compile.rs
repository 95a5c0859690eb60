//! The integer OpenCL kernels of `tests/opencl` (sub-dword vectors and the integer
//! intrinsics: `int_vec`, `int_bits`, `byte_swap`) compiled for every one of the 13 target
//! modes and run on the simulator (strict mode): every launch must give the expected results
//! of the independent `tests/opencl/reference.py` (the interpreter's side of the same files is
//! `opencl_import.rs`).

mod common;
use common::*;
use gfxc_ir::launch::{Expected, LaunchSpec};

const KERNELS: &[&str] = &["int_vec", "int_bits", "byte_swap"];

fn read(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/opencl").join(name)).unwrap()
}

#[test]
fn integer_kernels_match_the_reference_on_every_target() {
    let mut failures = Vec::new();
    let mut ran = 0;
    for kernel in KERNELS {
        let file = format!("{kernel}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &read(&file))
            .unwrap_or_else(|d| panic!("{}", d.render(&file)));
        let mut stems = vec![kernel.to_string()];
        if root()
            .join(format!("tests/opencl/{kernel}.2.launch.json"))
            .exists()
        {
            stems.push(format!("{kernel}.2"));
        }
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
                    .map_err(|e| e.to_string())
                    .and_then(|(got, _)| want.compare(&got));
                if let Err(e) = r {
                    failures.push(format!("{stem} {cpu}{mattr}: {e}"));
                }
            }
        }
    }
    assert_eq!(ran, 13 * 4, "every launch on every target");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
