//! Loads hoisted above stores to other address spaces (`isel/src/hoist_loads.rs`).
//!
//! The kernel mixes every case: global loads interleaved with LDS stores (hoisted), a FLAT
//! load of an LDS cell just stored (never moved: FLAT may reach LDS), a global load of the
//! global cell just stored (same memory: stays), LDS loads interleaved with global stores
//! (hoisted), an LDS atomic and a fence between a store and a load (stay). On every target
//! mode the buffers must equal the interpreter's (the FLAT and same-memory reads would
//! return the older value if moved); on gfx900, gfx90a and gfx1100 the tile loads are
//! issued before the first LDS store and the guarded loads keep their place.

mod common;
use common::*;

const SRC: &str = r#"target triple = "amdgcn-amd-amdhsa"
@tile = internal addrspace(3) global [320 x i32] poison, align 4
declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workgroup.id.x()
declare void @llvm.amdgcn.s.barrier()

define amdgpu_kernel void @k(ptr addrspace(1) %a, ptr addrspace(1) %b, ptr addrspace(1) %o, ptr addrspace(1) %o2) {
  %t = call i32 @llvm.amdgcn.workitem.id.x()
  %w = call i32 @llvm.amdgcn.workgroup.id.x()
  %wb = shl i32 %w, 6
  %g = add i32 %wb, %t
  %g64 = zext i32 %g to i64
  %gx = xor i32 %g, 1
  %gx64 = zext i32 %gx to i64
  %qa = getelementptr i32, ptr addrspace(1) %a, i64 %g64
  %qb = getelementptr i32, ptr addrspace(1) %b, i64 %g64
  %qa1 = getelementptr i32, ptr addrspace(1) %a, i64 %gx64
  %t1 = add i32 %t, 64
  %t2 = add i32 %t, 128
  %t3 = add i32 %t, 192
  %t4 = add i32 %t, 256
  %l0 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %t
  %l1 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %t1
  %l2 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %t2
  %l3 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %t3
  %l4 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %t4
  store i32 7, ptr addrspace(3) %l3
  store i32 9, ptr addrspace(3) %l4
  ; tile copy: global load, LDS store (x3)
  %x = load i32, ptr addrspace(1) %qa
  store i32 %x, ptr addrspace(3) %l0
  %y = load i32, ptr addrspace(1) %qb
  store i32 %y, ptr addrspace(3) %l1
  %z = load i32, ptr addrspace(1) %qa1
  store i32 %z, ptr addrspace(3) %l2
  ; FLAT load of the LDS cell just stored: must see %x, not 7
  store i32 %x, ptr addrspace(3) %l3
  ; (a select between an LDS and a global pointer: FLAT in the object)
  %fl = addrspacecast ptr addrspace(3) %l3 to ptr
  %fg = addrspacecast ptr addrspace(1) %qa to ptr
  %real = icmp ne ptr addrspace(1) %a, null
  %f = select i1 %real, ptr %fl, ptr %fg
  %fv = load i32, ptr %f
  ; same memory: the global cell just stored
  %qo = getelementptr i32, ptr addrspace(1) %o, i64 %g64
  %s = add i32 %y, %fv
  store i32 %s, ptr addrspace(1) %qo
  %back = load i32, ptr addrspace(1) %qo
  ; an LDS atomic between an LDS store and a global load
  store i32 %back, ptr addrspace(3) %l4
  %old = atomicrmw add ptr addrspace(3) %l4, i32 3 monotonic, align 4
  %v = load i32, ptr addrspace(1) %qb
  fence syncscope("workgroup") release
  call void @llvm.amdgcn.s.barrier()
  fence syncscope("workgroup") acquire
  ; LDS loads interleaved with global stores
  %n1 = add i32 %t, 1
  %n1m = and i32 %n1, 63
  %n3 = add i32 %t, 3
  %n3m = and i32 %n3, 63
  %n3o = add i32 %n3m, 64
  %m0 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %n1m
  %m1 = getelementptr [320 x i32], ptr addrspace(3) @tile, i32 0, i32 %n3o
  %row = mul i64 %g64, 8
  %r0 = getelementptr i32, ptr addrspace(1) %o2, i64 %row
  %p0 = load i32, ptr addrspace(3) %m0
  store i32 %p0, ptr addrspace(1) %r0
  %p1 = load i32, ptr addrspace(3) %m1
  %r1 = getelementptr i32, ptr addrspace(1) %r0, i64 1
  store i32 %p1, ptr addrspace(1) %r1
  %p2 = load i32, ptr addrspace(3) %l2
  %r2 = getelementptr i32, ptr addrspace(1) %r0, i64 2
  store i32 %p2, ptr addrspace(1) %r2
  %p3 = load i32, ptr addrspace(3) %l4
  %r3 = getelementptr i32, ptr addrspace(1) %r0, i64 3
  store i32 %p3, ptr addrspace(1) %r3
  %r4 = getelementptr i32, ptr addrspace(1) %r0, i64 4
  store i32 %old, ptr addrspace(1) %r4
  %r5 = getelementptr i32, ptr addrspace(1) %r0, i64 5
  store i32 %v, ptr addrspace(1) %r5
  %r6 = getelementptr i32, ptr addrspace(1) %r0, i64 6
  store i32 %fv, ptr addrspace(1) %r6
  %r7 = getelementptr i32, ptr addrspace(1) %r0, i64 7
  store i32 %back, ptr addrspace(1) %r7
  ret void
}
"#;

const LAUNCH: &str = r#"{"kernel": "k", "grid": [128, 1, 1], "block": [64, 1, 1],
  "args": [{"buffer": "a"}, {"buffer": "b"}, {"buffer": "o"}, {"buffer": "o2"}],
  "buffers": {"a": {"type": "i32", "len": 128, "init": {"random": 1, "min": 0, "max": 1000000}},
              "b": {"type": "i32", "len": 128, "init": {"random": 2, "min": 0, "max": 1000000}},
              "o": {"type": "i32", "len": 128, "init": {"fill": 5}},
              "o2": {"type": "i32", "len": 1024, "init": {"fill": 0}}},
  "lds_dynamic": 0}"#;

fn module() -> gfxc::ir::Module {
    gfxc::load_source(gfxc::SourceKind::LlvmIr, SRC).unwrap()
}

#[test]
fn mixed_address_spaces_match_interpreter() {
    let m = module();
    let flat: Vec<_> = ALL_TARGETS
        .iter()
        .copied()
        .filter(|t| t.0 != "gfx600")
        .collect();
    objects_match_interpreter("hoist_loads.ll", &m, LAUNCH, &flat, |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("hoist_loads.ll"))
    });
    // GFX6 has no FLAT instructions: the LDS cell read through its LDS pointer.
    let src = SRC.replace("load i32, ptr %f", "load i32, ptr addrspace(3) %l3");
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    objects_match_interpreter("hoist_loads.ll", &m, LAUNCH, &[("gfx600", "")], |t| {
        gfxc::compile_module(&m, t).map_err(|d| d.render("hoist_loads.ll"))
    });
}

#[test]
fn tile_loads_issue_before_the_lds_stores() {
    let m = module();
    for cpu in ["gfx900", "gfx90a", "gfx1100"] {
        let asm = gfxc::compile::compile_module_asm(&m, &target_with(cpu, ""))
            .map_err(|d| d.render("hoist_loads.ll"))
            .unwrap();
        let lines: Vec<&str> = asm.lines().map(str::trim_start).collect();
        let first = |p: &dyn Fn(&str) -> bool| lines.iter().position(|l| p(l)).unwrap();
        let global_load = |l: &str| l.starts_with("global_load");
        let ds_write = |l: &str| l.starts_with("ds_write") || l.starts_with("ds_store");
        // The three tile loads issue before the first wait for one of them.
        let wait = first(&|l: &str| l.starts_with("s_waitcnt vmcnt"));
        let loads_before = (0..wait).filter(|&k| global_load(lines[k])).count();
        assert!(loads_before >= 3, "{cpu}: {asm}");
        // The FLAT load stays after the LDS store it reads: no LDS store between it and
        // the global store that follows it.
        let flat = first(&|l: &str| l.starts_with("flat_load"));
        let next_store = (flat..lines.len())
            .find(|&k| lines[k].starts_with("global_store"))
            .unwrap();
        assert!(
            !(flat..next_store).any(|k| ds_write(lines[k])),
            "{cpu}: {asm}"
        );
        // The same-memory load stays after the global store of its cell, and the load
        // after the LDS atomic after it: only the three tile loads precede the first
        // global store.
        let store = first(&|l: &str| l.starts_with("global_store"));
        let before = (0..store).filter(|&k| global_load(lines[k])).count();
        assert_eq!(before, 3, "{cpu}: {asm}");
    }
}
