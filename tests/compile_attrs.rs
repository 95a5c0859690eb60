//! Register attributes reach the allocator: a kernel declared with `num_vgpr(N)` uses at most
//! N VGPRs, spills what does not fit (reported), and still computes the interpreter's result
//! on the simulator.

mod common;
use common::*;
use gfxc::ir::launch::{Expected, LaunchSpec};
use gfxc::isa::processors::Target;

#[test]
fn num_vgpr_bounds_the_allocation_and_forces_spills() {
    let src = std::fs::read_to_string(example_path("stencil2d", ".gir")).unwrap();
    let unbounded = gfxc::load_module(&src).unwrap();
    let bounded_src = src.replace(
        "flat_workgroup_size(1, 256) {",
        "flat_workgroup_size(1, 256) num_vgpr(8) {",
    );
    assert_ne!(bounded_src, src, "the example's kernel header changed");
    let bounded = gfxc::load_module(&bounded_src).unwrap();
    let spec = LaunchSpec::parse(
        &std::fs::read_to_string(example_path("stencil2d", ".launch.json")).unwrap(),
    )
    .unwrap();
    let exp = Expected::parse(
        &std::fs::read_to_string(example_path("stencil2d", ".expected.json")).unwrap(),
    )
    .unwrap();
    for cpu in ["gfx900", "gfx1100"] {
        let target = Target::parse(cpu).unwrap();
        let free = gfxc::compile::compile_kernels(&unbounded, &target, true).unwrap();
        let tight = gfxc::compile::compile_kernels(&bounded, &target, true)
            .unwrap_or_else(|d| panic!("{cpu}: {}", d.render("stencil2d.gir")));
        let (f, t) = (&free.reports[0], &tight.reports[0]);
        assert!(
            f.vgprs > 8,
            "{cpu}: the unbounded kernel needs more than 8 VGPRs ({})",
            f.vgprs
        );
        assert!(
            t.vgprs <= 8,
            "{cpu}: num_vgpr(8) ignored: {} VGPRs",
            t.vgprs
        );
        assert!(
            t.vgpr_spills > 0 && t.scratch > 0,
            "{cpu}: no spills reported: {t:?}"
        );
        assert_eq!(f.vgpr_spills, 0, "{cpu}: {f:?}");
        let bytes = gfxc::compile_module(&bounded, &target).unwrap();
        let (r, _) = gfxc_sim::simulate(&bytes, &spec, &Default::default())
            .unwrap_or_else(|e| panic!("{cpu}: {e}"));
        exp.compare(&r).unwrap_or_else(|e| panic!("{cpu}: {e}"));
    }
}
