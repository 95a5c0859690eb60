//! Typed buffer loads and stores end to end: `llvm.amdgcn.{raw,struct}[.ptr].buffer.{load,
//! store}.format.T` (format from the resource) and `...tbuffer.{load,store}.T` (format from the
//! instruction) through the importer (`ll/src/buffer.rs`), the interpreter
//! (`ir/src/interp/buffer_lane.rs`, conversions in `ir/src/buffer_format.rs`) and instruction
//! selection (`isel/src/buffer_rsrc.rs`).
//!
//! Generated kernels over every data type llc-19 selects (f32 and f16 components, 1-4 of them;
//! `tbuffer` also i32; struct `.format` also i32 and i16) x element formats (float, UNORM, SNORM, SINT, UINT, SSCALED; 8 to 128
//! bits; DST_SEL swizzles and constants) x raw/struct forms (offen, idxen, a folded
//! immediate, soffset) on all 13 target modes: compiled, run on the strict simulator and
//! compared bit for bit with the interpreter under that generation's format codes and range
//! rule, with lanes in range, out of range and partly out of range. D16 (f16) forms before
//! GFX8 are `unsupported:`, as llc-19 cannot select them there. llc-19's objects of some
//! kernels (tests/golden/buffer_typed) run on the simulator against the interpreter, and the
//! typed instructions gfxc selects (mnemonic and modifiers) equal llc-19's.

mod common;

use gfxc_ir::buffer::BufferRules;
use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::LaunchSpec;

/// (LLVM type, mangling, lanes, f16 lanes, alloc size in bytes).
const TYPES: &[(&str, &str, usize, bool, usize)] = &[
    ("float", "f32", 1, false, 4),
    ("<2 x float>", "v2f32", 2, false, 8),
    ("<3 x float>", "v3f32", 3, false, 16),
    ("<4 x float>", "v4f32", 4, false, 16),
    ("half", "f16", 1, true, 2),
    ("<2 x half>", "v2f16", 2, true, 4),
    ("<3 x half>", "v3f16", 3, true, 8),
    ("<4 x half>", "v4f16", 4, true, 8),
    ("i32", "i32", 1, false, 4),
    ("<2 x i32>", "v2i32", 2, false, 8),
    ("<3 x i32>", "v3i32", 3, false, 16),
    ("<4 x i32>", "v4i32", 4, false, 16),
    ("i16", "i16", 1, true, 2),
    ("<2 x i16>", "v2i16", 2, true, 4),
    ("<3 x i16>", "v3i16", 3, true, 8),
    ("<4 x i16>", "v4i16", 4, true, 8),
];

/// Element formats as GFX6-GFX9 (DATA_FORMAT, NUM_FORMAT) codes, with the DST_SEL of word 3
/// (x, y, z, w from bit 0 in 3-bit fields: 0 = 0, 1 = 1, 4..7 = x..w).
const FORMATS: &[(u32, u32, u32, &str)] = &[
    (14, 7, 0xfac, "32_32_32_32_float"),
    (10, 0, 0x977, "8_8_8_8_unorm_wzyx"),
    (5, 5, 0x22c, "16_16_sint_xy01"),
    (8, 1, 0xfac, "10_10_10_2_snorm"),
    (12, 7, 0xfac, "16_16_16_16_float"),
    (4, 4, 0xfac, "32_uint"),
    (1, 3, 0xfac, "8_sscaled"),
    (13, 7, 0x8fc, "32_32_32_float_zzzx"),
];

/// The generation family of a processor: 9 (split codes), 10, 11.
fn family(cpu: &str) -> u8 {
    if cpu.starts_with("gfx11") {
        11
    } else if cpu.starts_with("gfx10") {
        10
    } else {
        9
    }
}

fn rules(cpu: &str) -> BufferRules {
    BufferRules::of_major(family(cpu) as u32)
}

/// The format field of a generation for (dfmt, nfmt): `dfmt | nfmt << 4` on GFX6-GFX9, the
/// unified format GFX10 / GFX11 map to that pair.
fn code(cpu: &str, dfmt: u32, nfmt: u32) -> u32 {
    match family(cpu) {
        9 => dfmt | nfmt << 4,
        f => (0..128)
            .find(|&u| gfxc_ir::buffer_format::unified(u, f == 11) == Some((dfmt, nfmt)))
            .unwrap_or_else(|| panic!("no unified format for {dfmt}/{nfmt} on {cpu}")),
    }
}

/// Word 3 of the raw and the structured resource: the format (bits 18:12 or 18:15/14:12),
/// DST_SEL, OOB_SELECT raw (3) / structured (0) and RESOURCE_LEVEL on GFX10.
fn flags(cpu: &str, f: (u32, u32, u32)) -> (u32, u32) {
    let (d, n, sel) = f;
    let c = code(cpu, d, n);
    match family(cpu) {
        9 => (d << 15 | n << 12 | sel, d << 15 | n << 12 | sel),
        10 => (0x3100_0000 | c << 12 | sel, 0x0100_0000 | c << 12 | sel),
        _ => (0x3000_0000 | c << 12 | sel, c << 12 | sel),
    }
}

/// Bytes of an element of a format.
fn element_bytes(dfmt: u32) -> usize {
    gfxc_ir::buffer_format::from_codes(dfmt, 7)
        .or_else(|| gfxc_ir::buffer_format::from_codes(dfmt, 4))
        .unwrap()
        .bytes() as usize
}

/// The kernel: four typed loads of `t` (raw offen + soffset, raw with a folded immediate and
/// cache bits, struct idxen, struct idxen + offen) stored to `out`, and a raw and a struct
/// typed store of values read from `vals`. `tfmt`: the `tbuffer` format immediate, or None
/// for the `.format` forms.
///
/// Integer `.format` types exist in LLVM 19 for the struct forms only: the "raw" accesses are
/// then struct ones with index 0 on the stride-0 resource (the same address and range rule).
fn kernel(t: &str, m: &str, eb: usize, tfmt: Option<u32>) -> String {
    let raw_ok = tfmt.is_some() || !m.contains('i');
    let (load, store, fa, fd) = match tfmt {
        Some(f) => (
            format!("tbuffer.load.{m}"),
            format!("tbuffer.store.{m}"),
            format!("i32 {f}, "),
            "i32, ",
        ),
        None => (
            format!("buffer.load.format.{m}"),
            format!("buffer.store.format.{m}"),
            String::new(),
            "",
        ),
    };
    let (rl, rs, ri, raw_decls) = if raw_ok {
        (
            format!("raw.ptr.{load}"),
            format!("raw.ptr.{store}"),
            "",
            format!(
                "declare {t} @llvm.amdgcn.raw.ptr.{load}(ptr addrspace(8), i32, i32, {fd}i32)\n\
                 declare void @llvm.amdgcn.raw.ptr.{store}({t}, ptr addrspace(8), i32, i32, {fd}i32)\n"
            ),
        )
    } else {
        (
            format!("struct.ptr.{load}"),
            format!("struct.ptr.{store}"),
            "i32 0, ",
            String::new(),
        )
    };
    format!(
        r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(ptr addrspace(1) %src, ptr addrspace(1) %dst, ptr addrspace(1) %dst2, ptr addrspace(1) %vals, ptr addrspace(1) %out, i32 %nrec, i32 %nidx, i32 %flags, i32 %sflags, i32 %soff) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  %rs = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %src, i16 0, i32 %nrec, i32 %flags)
  %rt = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %src, i16 {eb}, i32 %nidx, i32 %sflags)
  %rd = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dst, i16 0, i32 %nrec, i32 %flags)
  %rd2 = call ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1) %dst2, i16 {eb}, i32 %nidx, i32 %sflags)
  %off = mul i32 %tid, {eb}
  %a0 = call {t} @llvm.amdgcn.{rl}(ptr addrspace(8) %rs, {ri}i32 %off, i32 %soff, {fa}i32 0)
  %o1 = add i32 %off, 8
  %a1 = call {t} @llvm.amdgcn.{rl}(ptr addrspace(8) %rs, {ri}i32 %o1, i32 0, {fa}i32 1)
  %a2 = call {t} @llvm.amdgcn.struct.ptr.{load}(ptr addrspace(8) %rt, i32 %tid, i32 0, i32 0, {fa}i32 0)
  %a3 = call {t} @llvm.amdgcn.struct.ptr.{load}(ptr addrspace(8) %rt, i32 %tid, i32 %tid, i32 0, {fa}i32 2)
  %b = mul i32 %tid, 4
  %p0 = getelementptr {t}, ptr addrspace(1) %out, i32 %b
  store {t} %a0, ptr addrspace(1) %p0
  %b1 = add i32 %b, 1
  %p1 = getelementptr {t}, ptr addrspace(1) %out, i32 %b1
  store {t} %a1, ptr addrspace(1) %p1
  %b2 = add i32 %b, 2
  %p2 = getelementptr {t}, ptr addrspace(1) %out, i32 %b2
  store {t} %a2, ptr addrspace(1) %p2
  %b3 = add i32 %b, 3
  %p3 = getelementptr {t}, ptr addrspace(1) %out, i32 %b3
  store {t} %a3, ptr addrspace(1) %p3
  %pv = getelementptr {t}, ptr addrspace(1) %vals, i32 %tid
  %x = load {t}, ptr addrspace(1) %pv
  call void @llvm.amdgcn.{rs}({t} %x, ptr addrspace(8) %rd, {ri}i32 %off, i32 0, {fa}i32 0)
  call void @llvm.amdgcn.struct.ptr.{store}({t} %x, ptr addrspace(8) %rd2, i32 %tid, i32 0, i32 0, {fa}i32 0)
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare ptr addrspace(8) @llvm.amdgcn.make.buffer.rsrc.p8.p1(ptr addrspace(1), i16, i32, i32)
{raw_decls}declare {t} @llvm.amdgcn.struct.ptr.{load}(ptr addrspace(8), i32, i32, i32, {fd}i32)
declare void @llvm.amdgcn.struct.ptr.{store}({t}, ptr addrspace(8), i32, i32, i32, {fd}i32)
"#
    )
}

/// The launch: 64 lanes; `nrec` cuts the raw buffer 1 byte into lane 37's element, `nidx`
/// the struct buffers after 41 records; soffset one element. The source bytes are random
/// (every bit pattern of every component); `vals` holds random register values.
fn launch(cpu: &str, f: (u32, u32, u32), eb: usize, alloc: usize) -> String {
    let (fl, sf) = flags(cpu, f);
    let nrec = 37 * eb + 1;
    format!(
        r#"{{"kernel":"k","grid":[64,1,1],"block":[64,1,1],
"args":[{{"buffer":"src"}},{{"buffer":"dst"}},{{"buffer":"dst2"}},{{"buffer":"vals"}},{{"buffer":"out"}},{{"i32":{nrec}}},{{"i32":41}},{{"i32":{fl}}},{{"i32":{sf}}},{{"i32":{eb}}}],
"buffers":{{"src":{{"type":"u8","len":{sl},"init":{{"random":7,"min":0,"max":255}}}},
"dst":{{"type":"u8","len":{dl},"init":{{"random":8,"min":0,"max":255}}}},
"dst2":{{"type":"u8","len":{dl},"init":{{"random":10,"min":0,"max":255}}}},
"vals":{{"type":"u8","len":{vl},"init":{{"random":11,"min":0,"max":255}}}},
"out":{{"type":"u8","len":{ol},"init":{{"random":9,"min":0,"max":255}}}}}},"lds_dynamic":0}}"#,
        sl = 64 * eb * 3 + 64,
        dl = 64 * eb + 16,
        vl = 64 * alloc,
        ol = 64 * 4 * alloc,
    )
}

/// One generated case: (name, source per target, launch per target).
struct Case {
    name: String,
    src: Box<dyn Fn(&str) -> String>,
    launch: Box<dyn Fn(&str) -> String>,
    d16: bool,
}

/// Every type with three of the formats (rotating, so every format meets several types),
/// once through `.format` (integer types through the struct forms only, as LLVM 19 declares
/// them) and once through `tbuffer` (no i16: llc-19 cannot select it).
fn cases() -> Vec<Case> {
    let mut out = Vec::new();
    for (i, &(t, m, _, d16, alloc)) in TYPES.iter().enumerate() {
        for k in 0..3 {
            let (d, n, sel, fname) = FORMATS[(i + 3 * k) % FORMATS.len()];
            let eb = element_bytes(d);
            for tbuf in [false, true] {
                // llc-19 selects no i16 `tbuffer` (it cannot split the result).
                if tbuf && m.ends_with("i16") {
                    continue;
                }
                out.push(Case {
                    name: format!("{}.{m}.{fname}", if tbuf { "tbuffer" } else { "format" }),
                    src: Box::new(move |cpu| kernel(t, m, eb, tbuf.then(|| code(cpu, d, n)))),
                    launch: Box::new(move |cpu| launch(cpu, (d, n, sel), eb, alloc)),
                    d16,
                });
            }
        }
    }
    out
}

fn interp_opts(cpu: &str, mattr: &str) -> InterpOptions {
    InterpOptions {
        wave_size: common::target_with(cpu, mattr).wave_size(),
        buffer_rules: rules(cpu),
        ..Default::default()
    }
}

/// Runs `obj` on the simulator and compares every buffer with the interpreter running `m`.
fn compare(
    key: &str,
    m: &gfxc::ir::Module,
    obj: &[u8],
    spec: &LaunchSpec,
    o: &InterpOptions,
) -> Option<String> {
    let want = match run(m, spec, o) {
        Ok(w) => w,
        Err(e) => return Some(format!("{key}: interpreter: {}", e.render("k.ll"))),
    };
    match gfxc_sim::simulate(obj, spec, &Default::default()) {
        Ok((got, _)) => {
            for b in &want.buffers {
                let g = got.buffers.iter().find(|x| x.name == b.name);
                if g.map(|g| &g.bytes) != Some(&b.bytes) {
                    let at = g
                        .and_then(|g| g.bytes.iter().zip(&b.bytes).position(|(x, y)| x != y))
                        .unwrap_or(0);
                    return Some(format!(
                        "{key}: buffer {} differs first at byte {at}",
                        b.name
                    ));
                }
            }
            None
        }
        Err(e) => Some(format!("{key}: simulator: {e}")),
    }
}

#[test]
fn typed_loads_and_stores_agree_on_all_targets() {
    let cases = cases();
    // 16 `.format` types and 12 `tbuffer` types, 3 formats each.
    assert_eq!(cases.len(), 3 * (16 + 12));
    let mut fails = Vec::new();
    let mut compiled = 0;
    for c in &cases {
        for (cpu, mattr) in common::ALL_TARGETS {
            let key = format!("{} {cpu}{mattr}", c.name);
            let m = match gfxc::load_source(gfxc::SourceKind::LlvmIr, &(c.src)(cpu)) {
                Ok(m) => m,
                Err(d) => {
                    fails.push(format!("{key}: import: {}", d.render("k.ll")));
                    continue;
                }
            };
            let t = common::target_with(cpu, mattr);
            let obj = gfxc::compile_module(&m, &t);
            let pre_gfx8 = matches!(*cpu, "gfx600" | "gfx700");
            if c.d16 && pre_gfx8 {
                match obj {
                    Err(d) if d.render("k.ll").contains(": unsupported: D16 ") => {}
                    Err(d) => fails.push(format!("{key}: wrong error {}", d.render("k.ll"))),
                    Ok(_) => fails.push(format!("{key}: D16 compiled before GFX8")),
                }
                continue;
            }
            let obj = match obj {
                Ok(o) => o,
                Err(d) => {
                    fails.push(format!("{key}: {}", d.render("k.ll")));
                    continue;
                }
            };
            compiled += 1;
            let spec = LaunchSpec::parse(&(c.launch)(cpu)).unwrap();
            fails.extend(compare(&key, &m, &obj, &spec, &interp_opts(cpu, mattr)));
        }
    }
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n")
    );
    // D16 kernels (f16: 4 types x 3 formats x 2 forms, i16: 4 x 3 x `.format`) do not
    // compile on gfx600 / gfx700.
    assert_eq!(compiled, cases.len() * 13 - (4 * 3 * 2 + 4 * 3) * 2);
}

/// The conversions are observable: a UNORM element reads as `v / 255` where a FLOAT one
/// reads its bits, DST_SEL reorders, an out-of-range element reads zeros, and a store of
/// 0.5 to UNORM writes 128 (the interpreter under the GFX9 and GFX11 codes).
#[test]
fn interpreter_converts_formats() {
    for cpu in ["gfx900", "gfx1100"] {
        let f = FORMATS[1];
        let src = kernel("<4 x float>", "v4f32", 4, None);
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
        let spec = LaunchSpec::parse(&launch(cpu, (f.0, f.1, f.2), 4, 16)).unwrap();
        let r = run(&m, &spec, &interp_opts(cpu, "")).unwrap();
        let buf = |n: &str| {
            r.buffers
                .iter()
                .find(|b| b.name == n)
                .unwrap()
                .bytes
                .clone()
        };
        let init = |n: &str| {
            spec.buffers
                .iter()
                .find(|b| b.name == n)
                .unwrap()
                .initial_bytes()
        };
        let (out, s) = (buf("out"), init("src"));
        let comp = |lane: usize, load: usize, c: usize| {
            let at = (4 * lane + load) * 16 + 4 * c;
            f32::from_le_bytes(out[at..at + 4].try_into().unwrap())
        };
        // Lane 3, load 0 (offset 12 + soffset 4): element bytes 16..20, DST_SEL w z y x.
        for c in 0..4 {
            assert_eq!(
                comp(3, 0, c),
                (s[16 + 3 - c] as f64 / 255.0) as f32,
                "{cpu}"
            );
        }
        // Lane 40 is past nrec (149 bytes) under both rules: zeros.
        assert_eq!((0..4).map(|c| comp(40, 0, c)).sum::<f32>(), 0.0, "{cpu}");
        // Stores convert `vals` (random words) back: each byte is the UNORM of a float.
        let (dst, vals) = (buf("dst"), init("vals"));
        let x = f32::from_le_bytes(vals[16 * 5..16 * 5 + 4].try_into().unwrap());
        let want = if x.is_nan() {
            0
        } else {
            (x.clamp(0.0, 1.0) as f64 * 255.0).round_ties_even() as u8
        };
        assert_eq!(dst[4 * 5], want, "{cpu}");
    }
    // 0.5 stores as 128 (round to nearest even of 127.5).
    let f = gfxc_ir::buffer_format::from_codes(10, 0).unwrap();
    assert_eq!(
        gfxc_ir::buffer_format::store(&f, 0, &[0.5f32.to_bits()]),
        Some(128)
    );
}

/// Modes llc-19's objects are kept for: unpacked D16 (gfx803), GFX9, GFX10 wave64, GFX11.
const LLC_MODES: [(&str, &str); 4] = [
    ("gfx803", ""),
    ("gfx900", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
];

/// The kernels kept as llc-19 goldens.
fn golden_cases() -> Vec<Case> {
    cases()
        .into_iter()
        .filter(|c| {
            [
                "format.v4f32.8_8_8_8_unorm_wzyx",
                "tbuffer.v3f16.16_16_16_16_float",
                "format.v2f16.10_10_10_2_snorm",
                "tbuffer.i32.8_sscaled",
                "tbuffer.v3f32.16_16_sint_xy01",
                "format.v3i16.8_8_8_8_unorm_wzyx",
                "format.i32.32_32_32_32_float",
            ]
            .contains(&c.name.as_str())
        })
        .collect()
}

/// llc-19's objects (tests/golden/buffer_typed, remade and compared live when llc-19 and
/// ld.lld-19 exist; `GFXC_BLESS=1` rewrites them) agree with the interpreter on the
/// simulator: an independent compiler's typed buffer code and gfxc's semantics agree.
#[test]
fn llc_objects_agree_with_the_interpreter() {
    let live = common::llvm_tool("llc-19") && common::llvm_tool("ld.lld-19");
    let bless = std::env::var_os("GFXC_BLESS").is_some();
    let dir = common::root().join("tests/golden/buffer_typed");
    let cases = golden_cases();
    assert_eq!(cases.len(), 7);
    let mut fails = Vec::new();
    for c in &cases {
        for (cpu, mattr) in LLC_MODES {
            let src = (c.src)(cpu);
            let name = format!("{}.{cpu}{}.so", c.name, mattr.replace('+', "."));
            let path = dir.join(&name);
            if live {
                let fresh = common::llc19_linked(&c.name, &src, cpu, mattr).unwrap();
                if bless {
                    std::fs::create_dir_all(&dir).unwrap();
                    std::fs::write(&path, &fresh).unwrap();
                } else if std::fs::read(&path).ok().as_ref() != Some(&fresh) {
                    fails.push(format!(
                        "{name}: llc-19's object differs from the golden one"
                    ));
                }
            }
            let obj = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
            let spec = LaunchSpec::parse(&(c.launch)(cpu)).unwrap();
            fails.extend(compare(&name, &m, &obj, &spec, &interp_opts(cpu, mattr)));
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// The typed buffer instructions of an assembly listing, sorted: the mnemonic and the
/// modifiers after the four operands (`format:`, `idxen`, `offen`, `offset:`, cache bits).
fn typed_insts(asm: &str) -> Vec<String> {
    let mut v: Vec<String> = asm
        .lines()
        .map(str::trim)
        .filter(|l| l.contains("format") && (l.starts_with("buffer_") || l.starts_with("tbuffer_")))
        .map(|l| {
            let w: Vec<&str> = l.split_whitespace().collect();
            let mut s = w[0].to_string();
            for x in &w[5.min(w.len())..] {
                s.push(' ');
                s.push_str(x);
            }
            s
        })
        .collect();
    v.sort();
    v
}

/// gfxc selects the typed instructions llc-19 selects, with the same modifiers, for the
/// golden kernels on the four modes (`tests/golden/buffer_typed/insts.tsv`, made by llc-19;
/// remade and compared live when llc-19 exists).
#[test]
fn typed_instructions_match_llc() {
    let path = common::root().join("tests/golden/buffer_typed/insts.tsv");
    let mut lines = Vec::new();
    for c in &golden_cases() {
        for (cpu, mattr) in LLC_MODES {
            let src = (c.src)(cpu);
            let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
            let asm = gfxc::compile::compile_module_asm(&m, &common::target_with(cpu, mattr))
                .unwrap_or_else(|d| panic!("{}: {}", c.name, d.render("k.ll")));
            for i in typed_insts(&asm) {
                lines.push(format!("{}\t{cpu}{mattr}\t{i}", c.name));
            }
        }
    }
    let ours = lines.join("\n") + "\n";
    if common::llvm_tool("llc-19") {
        let mut theirs = Vec::new();
        for c in &golden_cases() {
            for (cpu, mattr) in LLC_MODES {
                let asm = common::llc19_asm(&(c.src)(cpu), cpu, mattr).unwrap();
                for i in typed_insts(&asm) {
                    theirs.push(format!("{}\t{cpu}{mattr}\t{i}", c.name));
                }
            }
        }
        let theirs = theirs.join("\n") + "\n";
        if std::env::var_os("GFXC_BLESS").is_some() {
            std::fs::write(&path, &theirs).unwrap();
        }
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            theirs,
            "llc-19's instructions differ from the golden ones"
        );
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), ours);
}
