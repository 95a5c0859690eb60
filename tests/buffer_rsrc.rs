//! Buffer resources end to end (`gfxc_ir::buffer`, `ll/src/buffer.rs`,
//! `isel/src/buffer_rsrc.rs`, the simulator's MUBUF range checking): generated kernels over
//! data types x forms (raw/struct, offen/idxen/both/off, soffset, folded immediates, cache
//! bits) x atomics, on all 13 target modes, each compiled, run on the strict simulator and
//! compared bit for bit with the interpreter running the same generation's range rule.
//! Every kernel has lanes in range, lanes out of range and lanes partly out of range (one
//! dword of a wide access), and out-of-range stores that must leave memory unchanged.

mod common;

use gfxc_ir::buffer::BufferRules;
use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::LaunchSpec;

/// (LLVM type, bytes).
const TYPES: &[(&str, usize)] = &[
    ("i8", 1),
    ("i16", 2),
    ("half", 2),
    ("bfloat", 2),
    ("i32", 4),
    ("float", 4),
    ("i64", 8),
    ("double", 8),
    ("ptr addrspace(1)", 8),
    ("<2 x i16>", 4),
    ("<2 x half>", 4),
    ("<4 x half>", 8),
    ("<4 x i16>", 8),
    ("<8 x i16>", 16),
    ("<8 x half>", 16),
    ("<8 x bfloat>", 16),
    ("<2 x i32>", 8),
    ("<3 x i32>", 12),
    ("<4 x i32>", 16),
    ("<2 x float>", 8),
    ("<3 x float>", 12),
    ("<4 x float>", 16),
    ("<2 x i64>", 16),
    ("<2 x double>", 16),
];

/// LLVM's mangling of a type in an intrinsic name.
fn mangle(t: &str) -> String {
    let scalar = |s: &str| match s {
        "half" => "f16".to_string(),
        "bfloat" => "bf16".to_string(),
        "float" => "f32".to_string(),
        "double" => "f64".to_string(),
        "ptr addrspace(1)" => "p1".to_string(),
        s => s.to_string(),
    };
    match t.strip_prefix('<').and_then(|r| r.strip_suffix('>')) {
        Some(v) => {
            let (n, e) = v.split_once(" x ").unwrap();
            format!("v{n}{}", scalar(e))
        }
        None => scalar(t),
    }
}

/// Word 3 of the raw and the structured resource as a program for that generation would
/// write it: DATA_FORMAT 32 / NUM_FORMAT float before GFX10 (a non-invalid format, as llc's
/// own descriptors), OOB_SELECT raw (3) and structured (0) on GFX10+.
fn flags(cpu: &str) -> (u32, u32) {
    if cpu.starts_with("gfx11") {
        (0x3001_6000, 0x0001_6000)
    } else if cpu.starts_with("gfx10") {
        (0x3101_4000, 0x0101_4000)
    } else {
        (0x0002_7000, 0x0002_7000)
    }
}

fn rules(cpu: &str) -> BufferRules {
    if cpu.starts_with("gfx1") {
        BufferRules::Gfx10
    } else {
        BufferRules::Gfx6
    }
}

/// The load/store kernel of one type: raw loads with offen + SGPR soffset, a folded
/// immediate with glc, a constant offset (`off`, through `raw.ptr.atomic.buffer.load`), a
/// zero `<4 x i32>` resource (everything out of range), struct loads with idxen and
/// idxen+offen;
/// a raw store (range-checked) and plain global stores of every loaded value.
fn load_store_kernel(t: &str, s: usize) -> String {
    let m = mangle(t);
    let stride = 2 * s;
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %out, i32 %nrec, i32 %nidx, i32 %flags, i32 %sflags, i32 %soff) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rs = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %src, i16 0, i32 %nrec, i32 %flags)
  %rd = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dst, i16 0, i32 %nrec, i32 %flags)
  %rt = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %src, i16 {stride}, i32 %nidx, i32 %sflags)
  %off = mul i32 %tid, {s}
  %v0 = call {t} @llvm.amdgcn.raw.ptr.buffer.load.{m}(ptr addrspace(8) %rs, i32 %off, i32 %soff, i32 0)
  %o1 = add i32 %off, 16
  %v1 = call {t} @llvm.amdgcn.raw.ptr.buffer.load.{m}(ptr addrspace(8) %rs, i32 %o1, i32 0, i32 1)
  %v2 = call {t} @llvm.amdgcn.raw.buffer.load.{m}(<4 x i32> zeroinitializer, i32 0, i32 0, i32 0)
  %v3 = call {t} @llvm.amdgcn.struct.ptr.buffer.load.{m}(ptr addrspace(8) %rt, i32 %tid, i32 0, i32 0, i32 2)
  %v4 = call {t} @llvm.amdgcn.struct.ptr.buffer.load.{m}(ptr addrspace(8) %rt, i32 %tid, i32 {s}, i32 0, i32 0)
  %v5 = call {t} @llvm.amdgcn.raw.ptr.atomic.buffer.load.{m}(ptr addrspace(8) %rs, i32 8, i32 0, i32 1)
  call void @llvm.amdgcn.raw.ptr.buffer.store.{m}({t} %v1, ptr addrspace(8) %rd, i32 %off, i32 0, i32 0)
  %b = mul i32 %tid, 6
  %p0 = getelementptr {t}, ptr addrspace(1) %out, i32 %b
  store {t} %v0, ptr addrspace(1) %p0
  %b1 = add i32 %b, 1
  %p1 = getelementptr {t}, ptr addrspace(1) %out, i32 %b1
  store {t} %v1, ptr addrspace(1) %p1
  %b2 = add i32 %b, 2
  %p2 = getelementptr {t}, ptr addrspace(1) %out, i32 %b2
  store {t} %v5, ptr addrspace(1) %p2
  %b3 = add i32 %b, 3
  %p3 = getelementptr {t}, ptr addrspace(1) %out, i32 %b3
  store {t} %v3, ptr addrspace(1) %p3
  %b4 = add i32 %b, 4
  %p4 = getelementptr {t}, ptr addrspace(1) %out, i32 %b4
  store {t} %v4, ptr addrspace(1) %p4
  %b5 = add i32 %b, 5
  %p5 = getelementptr {t}, ptr addrspace(1) %out, i32 %b5
  store {t} %v2, ptr addrspace(1) %p5
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i32, i32)
declare {t} @llvm.amdgcn.raw.ptr.buffer.load.{m}(ptr addrspace(8), i32, i32, i32)
declare {t} @llvm.amdgcn.raw.buffer.load.{m}(<4 x i32>, i32, i32, i32)
declare {t} @llvm.amdgcn.raw.ptr.atomic.buffer.load.{m}(ptr addrspace(8), i32, i32, i32)
declare {t} @llvm.amdgcn.struct.ptr.buffer.load.{m}(ptr addrspace(8), i32, i32, i32, i32)
declare void @llvm.amdgcn.raw.ptr.buffer.store.{m}({t}, ptr addrspace(8), i32, i32, i32)
"#
    )
}

/// The launch: 64 lanes; `nrec` cuts the raw buffer inside lane 37's element (bytes 2 into
/// it), `nidx` the struct buffer after 41 records; soffset 4.
fn launch(s: usize, cpu: &str) -> String {
    let (f, sf) = flags(cpu);
    let nrec = 37 * s + 2;
    format!(
        r#"{{"kernel":"k","grid":[64,1,1],"block":[64,1,1],
"args":[{{"buffer":"src"}},{{"buffer":"dst"}},{{"buffer":"out"}},{{"i32":{nrec}}},{{"i32":41}},{{"i32":{f}}},{{"i32":{sf}}},{{"i32":4}}],
"buffers":{{"src":{{"type":"u8","len":{sl},"init":{{"random":7,"min":0,"max":255}}}},
"dst":{{"type":"u8","len":{dl},"init":{{"random":8,"min":0,"max":255}}}},
"out":{{"type":"u8","len":{ol},"init":{{"random":9,"min":0,"max":255}}}}}},"lds_dynamic":0}}"#,
        sl = 64 * 2 * s + 64,
        dl = 64 * s,
        // `getelementptr` steps by the alloc size (16 for 12-byte vectors).
        ol = 64 * 6 * s.next_power_of_two(),
    )
}

/// Compiles `src` for every target, simulates it and compares every buffer with the
/// interpreter under that generation's rule; returns the failures.
fn agree(key: &str, src: &str, launch_of: &dyn Fn(&str) -> String) -> Vec<String> {
    let m = match gfxc::load_source(gfxc::SourceKind::LlvmIr, src) {
        Ok(m) => m,
        Err(d) => return vec![format!("{key}: import: {}", d.render("k.ll"))],
    };
    let mut fails = Vec::new();
    for (cpu, mattr) in common::ALL_TARGETS {
        let t = common::target_with(cpu, mattr);
        let spec = LaunchSpec::parse(&launch_of(cpu)).unwrap();
        let opts = InterpOptions {
            wave_size: t.wave_size(),
            buffer_rules: rules(cpu),
            ..Default::default()
        };
        let want = match run(&m, &spec, &opts) {
            Ok(w) => w,
            Err(e) => {
                fails.push(format!(
                    "{key} {cpu}{mattr}: interpreter: {}",
                    e.render("k.ll")
                ));
                continue;
            }
        };
        let obj = match gfxc::compile_module(&m, &t) {
            Ok(o) => o,
            Err(d) => {
                fails.push(format!("{key} {cpu}{mattr}: {}", d.render("k.ll")));
                continue;
            }
        };
        match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
            Ok((got, _)) => {
                for b in &want.buffers {
                    let g = got.buffers.iter().find(|x| x.name == b.name);
                    if g.map(|g| &g.bytes) != Some(&b.bytes) {
                        let at = g
                            .and_then(|g| g.bytes.iter().zip(&b.bytes).position(|(x, y)| x != y))
                            .unwrap_or(0);
                        fails.push(format!(
                            "{key} {cpu}{mattr}: buffer {} differs first at byte {at}",
                            b.name
                        ));
                    }
                }
            }
            Err(e) => fails.push(format!("{key} {cpu}{mattr}: simulator: {e}")),
        }
    }
    fails
}

#[test]
fn loads_and_stores_of_every_type_agree_on_all_targets() {
    let mut fails = Vec::new();
    for &(t, s) in TYPES {
        let src = load_store_kernel(t, s);
        fails.extend(agree(t, &src, &|cpu| launch(s, cpu)));
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// The range rules make a difference that the kernels above observe: lanes out of range
/// read zeros (the interpreter, GFX9 rule) where the memory is random.
#[test]
fn out_of_range_lanes_read_zero_and_drop_stores() {
    let src = load_store_kernel("i32", 4);
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
    for cpu in ["gfx900", "gfx1100"] {
        let spec = LaunchSpec::parse(&launch(4, cpu)).unwrap();
        let opts = InterpOptions {
            buffer_rules: rules(cpu),
            ..Default::default()
        };
        let r = run(&m, &spec, &opts).unwrap();
        let buf = |n: &str| &r.buffers.iter().find(|b| b.name == n).unwrap().bytes;
        let word = |b: &[u8], k: usize| u32::from_le_bytes(b[4 * k..4 * k + 4].try_into().unwrap());
        let init = |n: &str| {
            spec.buffers
                .iter()
                .find(|b| b.name == n)
                .unwrap()
                .initial_bytes()
        };
        let (src_b, out, dst) = (&init("src"), buf("out"), buf("dst"));
        // nrec = 150 bytes: lane 37 (offset 148) is in range under the GFX9 rule (start
        // < nrec), out of range under GFX10 OOB_SELECT raw (148 + 4 > 150).
        let v0 = |lane: usize| word(out, 6 * lane);
        // soffset 4: lane 36 reads bytes 148..152 of src.
        assert_eq!(v0(36), word(src_b, 37), "{cpu}");
        assert_eq!(v0(38), 0, "{cpu}");
        assert_eq!(v0(37) == word(src_b, 38), cpu == "gfx900", "{cpu}");
        // The store of lane 50 (offset 200 >= nrec) is dropped: dst keeps its bytes.
        let init_dst = init("dst");
        assert_eq!(word(dst, 50), word(&init_dst, 50), "{cpu}");
        assert_ne!(word(dst, 3), word(&init_dst, 3), "{cpu}");
        // Struct: record 41 and later are out of range.
        assert_eq!(word(out, 6 * 41 + 3), 0, "{cpu}");
        assert_eq!(word(out, 6 * 40 + 3), word(src_b, 2 * 40), "{cpu}");
    }
}

/// The atomic kernel of one operation and type: each lane updates its own element (no
/// ordering between lanes matters), the old value is written out; lanes past `nrec` are out
/// of range (no update, 0 returned).
fn atomic_kernel(op: &str, t: &str, s: usize, structured: bool) -> String {
    let m = mangle(t);
    let form = if structured { "struct" } else { "raw" };
    let cmp = if op == "cmpswap" {
        format!("{t} %c, ")
    } else {
        String::new()
    };
    let cmp_ty = if op == "cmpswap" {
        format!("{t}, ")
    } else {
        String::new()
    };
    let (idx, idx_ty) = if structured {
        ("i32 %tid, ", "i32, ")
    } else {
        ("", "")
    };
    let (stride, voff) = if structured {
        (s, "0".to_string())
    } else {
        (0, "%off".to_string())
    };
    let n = if structured { "%nidx" } else { "%nrec" };
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %mem, ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %nrec, i32 %nidx, i32 %flags, i32 %sflags) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %f = select i1 {structured}, i32 %sflags, i32 %flags
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %mem, i16 {stride}, i32 {n}, i32 %f)
  %off = mul i32 %tid, {s}
  %pd = getelementptr {t}, ptr addrspace(1) %in, i32 %tid
  %d = load {t}, ptr addrspace(1) %pd
  %t2 = add i32 %tid, 1
  %pc = getelementptr {t}, ptr addrspace(1) %mem, i32 %t2
  %c0 = load {t}, ptr addrspace(1) %pc
  %pm = getelementptr {t}, ptr addrspace(1) %mem, i32 %tid
  %c1 = load {t}, ptr addrspace(1) %pm
  %odd = and i32 %tid, 1
  %isodd = icmp eq i32 %odd, 1
  %c = select i1 %isodd, {t} %c0, {t} %c1
  %old = call {t} @llvm.amdgcn.{form}.ptr.buffer.atomic.{op}.{m}({t} %d, {cmp}ptr addrspace(8) %r, {idx}i32 {voff}, i32 0, i32 0)
  %po = getelementptr {t}, ptr addrspace(1) %out, i32 %tid
  store {t} %old, ptr addrspace(1) %po
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i32, i32)
declare {t} @llvm.amdgcn.{form}.ptr.buffer.atomic.{op}.{m}({t}, {cmp_ty}ptr addrspace(8), {idx_ty}i32, i32, i32)
"#
    )
}

fn atomic_launch(t: &str, s: usize, cpu: &str) -> String {
    let (f, sf) = flags(cpu);
    // Floats: small exact values (no NaN: the hardware's NaN rules for atomics are not
    // modelled); integers: random bytes.
    let init = |seed: u32| {
        if t == "float" || t == "double" {
            let ty = if t == "float" { "f32" } else { "f64" };
            format!(
                r#"{{"type":"{ty}","len":{},"init":{{"random":{seed},"min":-100.0,"max":100.0}}}}"#,
                65
            )
        } else {
            format!(
                r#"{{"type":"u8","len":{},"init":{{"random":{seed},"min":0,"max":255}}}}"#,
                65 * s
            )
        }
    };
    format!(
        r#"{{"kernel":"k","grid":[64,1,1],"block":[64,1,1],
"args":[{{"buffer":"mem"}},{{"buffer":"in"}},{{"buffer":"out"}},{{"i32":{nrec}}},{{"i32":45}},{{"i32":{f}}},{{"i32":{sf}}}],
"buffers":{{"mem":{m},"in":{i},"out":{o}}},"lds_dynamic":0}}"#,
        nrec = 40 * s,
        m = init(11),
        i = init(12),
        o = init(13),
    )
}

#[test]
fn atomics_agree_or_are_unsupported_on_all_targets() {
    let mut fails = Vec::new();
    let mut compiled = 0;
    for &(op, _, tys) in gfxc_ir::buffer::ATOMICS {
        for ty in tys.iter() {
            let (t, s) = match *ty {
                "i32" => ("i32", 4),
                "i64" => ("i64", 8),
                "f32" => ("float", 4),
                _ => ("double", 8),
            };
            for structured in [false, true] {
                let src = atomic_kernel(op, t, s, structured);
                let key = format!("{op}.{ty} structured={structured}");
                for f in agree(&key, &src, &|cpu| atomic_launch(t, s, cpu)) {
                    // A processor without the instruction: a clean `unsupported:` error.
                    if !f.contains(": unsupported: buffer atomic") || f.contains("internal") {
                        fails.push(f);
                    }
                }
                compiled += 1;
            }
        }
    }
    assert_eq!(compiled, 2 * 34);
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// Every integer atomic of i32 and i64 is selected on every target (they exist on every
/// generation), so the test above checks them for real, not as unsupported.
#[test]
fn integer_atomics_compile_everywhere() {
    let mut fails = Vec::new();
    for &(op, _, tys) in gfxc_ir::buffer::ATOMICS {
        if matches!(op, "fadd" | "fmin" | "fmax") {
            continue;
        }
        for ty in tys.iter().filter(|t| t.starts_with('i')) {
            let (t, s) = if *ty == "i32" { ("i32", 4) } else { ("i64", 8) };
            let src = atomic_kernel(op, t, s, false);
            let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
            for (cpu, mattr) in common::ALL_TARGETS {
                if let Err(d) = gfxc::compile_module(&m, &common::target_with(cpu, mattr)) {
                    fails.push(format!("{op}.{ty} {cpu}{mattr}: {}", d.render("k.ll")));
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// A divergent resource is a clean `unsupported:` error (no waterfall loop yet).
#[test]
fn divergent_resource_is_unsupported() {
    let src = r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %p, ptr addrspace(1) %out) {
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %r = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %p, i16 0, i32 %tid, i32 0)
  %v = call i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8) %r, i32 0, i32 0, i32 0)
  store i32 %v, ptr addrspace(1) %out
  ret void
}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i32, i32)
declare i32 @llvm.amdgcn.raw.ptr.buffer.load.i32(ptr addrspace(8), i32, i32, i32)
"#;
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src).unwrap();
    let e = gfxc::compile_module(&m, &common::target_with("gfx900", ""))
        .unwrap_err()
        .render("k.ll");
    assert!(
        e.contains(": unsupported: a divergent buffer resource"),
        "{e}"
    );
}

/// `s.buffer.load` of every type: constant offsets (in the immediate field, and one too large
/// for it) and a uniform SGPR offset (a kernel argument, low bits set: ignored); `num_records`
/// cuts the second load in the middle (its last dwords read zero).
#[test]
fn scalar_buffer_loads_agree_on_all_targets() {
    let mut fails = Vec::new();
    for &(m, ty) in gfxc_ir::buffer::SCALAR_TYPES {
        let n = ty.lanes() as usize;
        let e = if m.ends_with("f32") { "float" } else { "i32" };
        let t = if n == 1 {
            e.to_string()
        } else {
            format!("<{n} x {e}>")
        };
        let src = format!(
            r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %w3, ptr addrspace(1) %src, ptr addrspace(1) %out, i32 %nrec, i32 %soff) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %p = ptrtoint ptr addrspace(1) %src to i64
  %lo = trunc i64 %p to i32
  %h = lshr i64 %p, 32
  %hi = trunc i64 %h to i32
  %a = insertelement <4 x i32> <i32 0, i32 0, i32 0, i32 0>, i32 %lo, i32 0
  %b = insertelement <4 x i32> %a, i32 %hi, i32 1
  %c = insertelement <4 x i32> %b, i32 %nrec, i32 2
  %r = insertelement <4 x i32> %c, i32 %r0.3, i32 3
  %v0 = call {t} @llvm.amdgcn.s.buffer.load.{m}(<4 x i32> %r, i32 8, i32 0)
  %v1 = call {t} @llvm.amdgcn.s.buffer.load.{m}(<4 x i32> %r, i32 %soff, i32 0)
  %v2 = call {t} @llvm.amdgcn.s.buffer.load.{m}(<4 x i32> %r, i32 1028, i32 1)
  %i = mul i32 %tid, 3
  %q0 = getelementptr {t}, ptr addrspace(1) %out, i32 %i
  store {t} %v0, ptr addrspace(1) %q0
  %i1 = add i32 %i, 1
  %q1 = getelementptr {t}, ptr addrspace(1) %out, i32 %i1
  store {t} %v1, ptr addrspace(1) %q1
  %i2 = add i32 %i, 2
  %q2 = getelementptr {t}, ptr addrspace(1) %out, i32 %i2
  store {t} %v2, ptr addrspace(1) %q2
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare {t} @llvm.amdgcn.s.buffer.load.{m}(<4 x i32>, i32, i32)
"#
        )
        .replace("%r0.3", "%w3");
        let bytes = 4 * n;
        // The SGPR-offset load (offset 16 + 3: the low bits are ignored) ends 8 bytes past
        // num_records when it has at least 2 dwords.
        let nrec = 16 + bytes.saturating_sub(8).max(4);
        let launch = |cpu: &str| {
            let (f, _) = flags(cpu);
            format!(
                r#"{{"kernel":"k","grid":[64,1,1],"block":[64,1,1],
"args":[{{"i32":{f}}},{{"buffer":"src"}},{{"buffer":"out"}},{{"i32":{nrec}}},{{"i32":19}}],
"buffers":{{"src":{{"type":"u8","len":2048,"init":{{"random":5,"min":0,"max":255}}}},
"out":{{"type":"u8","len":{ol},"init":{{"random":6,"min":0,"max":255}}}}}},"lds_dynamic":0}}"#,
                ol = 64 * 3 * bytes.next_power_of_two(),
            )
        };
        fails.extend(agree(m, &src, &launch));
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

const LLC_MODES: [(&str, &str); 3] = [
    ("gfx900", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
];

/// llc-19's objects of generated buffer kernels (kept in tests/golden/buffer, so no LLVM is
/// needed) run on the simulator with the interpreter's results under the generation's range
/// rule: an independent compiler's MUBUF/SMEM code agrees with gfxc's semantics of the
/// intrinsics, in range and out of range. With llc-19 and ld.lld-19 installed the objects are
/// made again and must equal the golden ones (`GFXC_BLESS=1` rewrites them).
#[test]
fn llc_objects_agree_with_the_interpreter() {
    let live = common::llvm_tool("llc-19") && common::llvm_tool("ld.lld-19");
    let bless = std::env::var_os("GFXC_BLESS").is_some();
    let dir = common::root().join("tests/golden/buffer");
    type Launch = Box<dyn Fn(&str) -> String>;
    let mut kernels: Vec<(String, String, Launch)> = Vec::new();
    for (t, s) in [
        ("i8", 1),
        ("i32", 4),
        ("<3 x i32>", 12),
        ("<4 x float>", 16),
    ] {
        kernels.push((
            format!("ls_{}", mangle(t)),
            load_store_kernel(t, s),
            Box::new(move |cpu| launch(s, cpu)),
        ));
    }
    for (op, structured) in [("add", false), ("cmpswap", true), ("umax", false)] {
        kernels.push((
            format!("atomic_{op}"),
            atomic_kernel(op, "i32", 4, structured),
            Box::new(move |cpu| atomic_launch("i32", 4, cpu)),
        ));
    }
    let mut failures = Vec::new();
    for (key, src, launch_of) in &kernels {
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src).unwrap();
        for (cpu, mattr) in LLC_MODES {
            let name = format!("{key}.{cpu}{}.so", mattr.replace('+', "."));
            let path = dir.join(&name);
            if live {
                let fresh = common::llc19_linked("buffer", src, cpu, mattr).unwrap();
                if bless {
                    std::fs::create_dir_all(&dir).unwrap();
                    std::fs::write(&path, &fresh).unwrap();
                } else if std::fs::read(&path).ok().as_ref() != Some(&fresh) {
                    failures.push(format!(
                        "{name}: llc-19's object differs from the golden one"
                    ));
                }
            }
            let obj = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let spec = LaunchSpec::parse(&launch_of(cpu)).unwrap();
            let t = common::target_with(cpu, mattr);
            let opts = InterpOptions {
                wave_size: t.wave_size(),
                buffer_rules: rules(cpu),
                ..Default::default()
            };
            let want = run(&m, &spec, &opts).unwrap();
            match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                Ok((got, _)) => {
                    for (w, g) in want.buffers.iter().zip(&got.buffers) {
                        if w.bytes != g.bytes {
                            failures.push(format!("{name}: {} differs", w.name));
                        }
                    }
                }
                Err(err) => failures.push(format!("{name}: simulator: {err}")),
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The modifiers after the operands of each `buffer_load` line of an assembly listing.
fn load_modifiers(asm: &str) -> Vec<String> {
    asm.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("buffer_load"))
        .map(|l| {
            let words: Vec<&str> = l.split_whitespace().collect();
            words[5.min(words.len())..].join(" ")
        })
        .collect()
}

/// The cache-policy operand of the buffer intrinsics (glc/slc/dlc; sc0/nt/sc1 on gfx942)
/// becomes the modifiers llc-19 writes (`tests/golden/buffer/cache_bits.tsv`, made by llc-19
/// from `cache_bits.ll`; re-made live when llc-19 exists).
#[test]
fn cache_policy_bits_match_llc() {
    let dir = common::root().join("tests/golden/buffer");
    let golden = std::fs::read_to_string(dir.join("cache_bits.tsv")).unwrap();
    let mut want: std::collections::BTreeMap<String, Vec<String>> = Default::default();
    for l in golden.lines() {
        let f: Vec<&str> = l.split('\t').collect();
        want.entry(f[0].to_string())
            .or_default()
            .push(f[2].to_string());
    }
    assert_eq!(want.len(), 5);
    let path = common::path_str(&dir.join("cache_bits.ll"));
    for (cpu, mods) in &want {
        if common::llvm_tool("llc-19") {
            let out = std::process::Command::new("llc-19")
                .args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-O2",
                    "-o",
                    "-",
                ])
                .arg(&path)
                .output()
                .unwrap();
            assert_eq!(
                &load_modifiers(&String::from_utf8_lossy(&out.stdout)),
                mods,
                "{cpu}"
            );
        }
        let (code, asm, err) =
            common::gfxc(&["compile", &path, "--mcpu", cpu, "--emit", "asm", "-o", "-"]);
        assert_eq!(code, 0, "{err}");
        assert_eq!(&load_modifiers(&asm), mods, "{cpu}");
    }
}
