//! The simulator refuses the launches a runtime refuses (launch-spec.md), each with a clear
//! error, and gives what a runtime gives: a block above `max_flat_workgroup_size`, one that
//! differs from `reqd_workgroup_size`, a work-group whose waves cannot be resident on one CU
//! with the kernel's registers, one whose LDS exceeds a CU's; `stack_bytes` of scratch for
//! code objects with a dynamic stack; the kernarg segment padded to a multiple of 64 bytes.

mod common;

use gfxc::isa::processors::Target;

const KERNEL: &str = r#"
kernel @k(v0: ptr.global) ATTRS {
block0:
    v1 = workitem_id x
    v2 = zext.i64 v1
    v3 = iconst.i64 2
    v4 = shl.i64 v2, v3
    v5 = ptradd v0, v4
    store v1, v5
    return
}
"#;

fn object(attrs: &str, cpu: &str) -> Vec<u8> {
    let m = common::gir_module(&KERNEL.replace("ATTRS", attrs));
    gfxc::compile_module(&m, &Target::parse(cpu).unwrap())
        .unwrap_or_else(|d| panic!("{}", d.render("k")))
}

fn launch(obj: &[u8], block: [u32; 3], lds_dynamic: u32) -> Result<(), String> {
    let n: u32 = block.iter().product();
    let spec = gfxc_ir::launch::LaunchSpec::parse(&format!(
        r#"{{"kernel": "k", "grid": [{}, {}, {}], "block": [{}, {}, {}], "args": [{{"buffer": "o"}}],
            "buffers": {{"o": {{"type": "u32", "len": {n}}}}}, "lds_dynamic": {lds_dynamic}}}"#,
        block[0], block[1], block[2], block[0], block[1], block[2]
    ))
    .unwrap();
    gfxc_sim::simulate(obj, &spec, &Default::default())
        .map(|_| ())
        .map_err(|e| e.to_string())
}

#[test]
fn block_above_max_flat_workgroup_size_is_refused() {
    for cpu in ["gfx900", "gfx1100"] {
        let obj = object("flat_workgroup_size(1, 64)", cpu);
        launch(&obj, [64, 1, 1], 0).unwrap();
        let e = launch(&obj, [128, 1, 1], 0).unwrap_err();
        assert!(
            e.contains("exceeds the kernel's max_flat_workgroup_size 64"),
            "{e}"
        );
        let e = launch(&obj, [8, 16, 1], 0).unwrap_err();
        assert!(e.contains("max_flat_workgroup_size"), "{e}");
    }
}

#[test]
fn block_other_than_reqd_workgroup_size_is_refused() {
    let obj = object("reqd_workgroup_size(32, 2, 1)", "gfx90a");
    launch(&obj, [32, 2, 1], 0).unwrap();
    for b in [[64, 1, 1], [32, 1, 1], [16, 2, 1]] {
        let e = launch(&obj, b, 0).unwrap_err();
        assert!(
            e.contains("differs from the kernel's reqd_workgroup_size"),
            "{e}"
        );
    }
}

#[test]
fn work_group_whose_waves_do_not_fit_the_registers_is_refused() {
    // regpressure_128 allocated with the whole VGPR file (bypassing its budget), its metadata
    // then claiming 1024 work-items: 16 waves need 4 per SIMD, its VGPRs allow fewer.
    for cpu in ["gfx900", "gfx1030"] {
        let (obj, stats) = common::compile_with_limits(
            "tests/corpus/regpressure_128.ll",
            cpu,
            &gfxc_regalloc::Limits::default(),
        )
        .unwrap();
        assert!(stats[0].vgprs > 128, "{cpu}: {} VGPRs", stats[0].vgprs);
        let mut co = gfxc_emit::read(&obj).unwrap().object;
        co.metadata.kernels[0].max_flat_workgroup_size = 1024;
        let obj = gfxc_emit::write(&co).unwrap();
        let spec = |b: u32| {
            gfxc_ir::launch::LaunchSpec::parse(&format!(
                r#"{{"kernel": "regpressure_128", "grid": [{b}, 1, 1], "block": [{b}, 1, 1],
                    "args": [{{"buffer": "in"}}, {{"buffer": "out"}}, {{"i32": 1}}],
                    "buffers": {{"in": {{"type": "f32", "len": {b}}}, "out": {{"type": "f32", "len": {b}}}}}}}"#
            ))
            .unwrap()
        };
        let e = gfxc_sim::simulate(&obj, &spec(1024), &Default::default())
            .map(|_| ())
            .unwrap_err()
            .to_string();
        assert!(
            e.contains("needs") && e.contains("waves per SIMD") && e.contains("vgprs"),
            "{cpu}: {e}"
        );
        gfxc_sim::simulate(&obj, &spec(256), &Default::default()).unwrap();
    }
}

#[test]
fn work_group_lds_beyond_a_cu_is_refused() {
    let obj = object("", "gfx900");
    launch(&obj, [64, 1, 1], 65536).unwrap();
    let e = launch(&obj, [64, 1, 1], 65537).unwrap_err();
    assert!(e.contains("bytes of LDS"), "{e}");
}

/// The dispatch image of `obj`'s kernel `k` for a 64-item block with `extra` launch-spec keys.
fn image(
    obj: &[u8],
    dynamic_stack: bool,
    extra: &str,
) -> (gfxc_sim::dispatch::Layout, gfxc_sim::memory::Memory, u64) {
    let mut co = gfxc_emit::read(obj).unwrap().object;
    let md = &mut co.metadata.kernels[0];
    md.uses_dynamic_stack = Some(gfxc_emit::msgpack::Flag::Bool(dynamic_stack));
    let md = md.clone();
    let kd = co.functions.iter().find_map(|f| f.descriptor).unwrap();
    let spec = gfxc_ir::launch::LaunchSpec::parse(&format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1], "args": [{{"buffer": "o"}}],
            "buffers": {{"o": {{"type": "u32", "len": 64}}}}{extra}}}"#
    ))
    .unwrap();
    let mut mem = gfxc_sim::memory::Memory::new();
    let l = gfxc_sim::dispatch::build(&mut mem, &spec, &md, &kd, 0, 5, 64, 1).unwrap();
    (l, mem, md.kernarg_segment_size)
}

#[test]
fn dynamic_stack_gets_stack_bytes_of_scratch() {
    let obj = object("", "gfx900");
    let (l, _, _) = image(&obj, false, "");
    assert_eq!(l.private_size, 0);
    let (l, _, _) = image(&obj, true, "");
    assert_eq!(l.private_size, 1024, "default stack_bytes");
    let (l, _, _) = image(&obj, true, r#", "stack_bytes": 4096"#);
    assert_eq!(l.private_size, 4096);
    assert_eq!(l.scratch_per_wave, 4096 * 64);
}

#[test]
fn kernarg_segment_is_padded_to_64_bytes() {
    let obj = object("", "gfx900");
    let (l, mem, size) = image(&obj, false, "");
    let r = mem.region("kernarg segment").unwrap();
    assert_eq!(r.base, l.kernarg);
    assert_eq!(r.data.len() as u64, size.next_multiple_of(64).max(64));
    assert_eq!(r.data.len() % 64, 0);
    assert!(r.data[size as usize..].iter().all(|&b| b == 0));
}
