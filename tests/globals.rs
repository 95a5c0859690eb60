//! Module-scope variables in global (addrspace 1) and constant (addrspace 4) memory: kernels
//! generated here for every element type read a constant table (divergent and uniform index,
//! a struct table through field GEPs) and read-modify-write a mutable global (plain and
//! atomic); each is run on the interpreter and, compiled by gfxc, on the simulator on all 13
//! target modes, buffers compared bit for bit. A second launch of the same object must see
//! the initial image again (each launch starts from it).

mod common;
use common::target_with;

const MODES: [(&str, &str); 13] = [
    ("gfx600", ""),
    ("gfx700", ""),
    ("gfx803", ""),
    ("gfx900", ""),
    ("gfx908", ""),
    ("gfx90a", ""),
    ("gfx942", ""),
    ("gfx1010", ""),
    ("gfx1010", "+wavefrontsize64"),
    ("gfx1030", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
];

/// (LLVM type, launch element type, add opcode, a constant of element k, atomic add?)
struct Elem {
    ty: &'static str,
    launch: &'static str,
    add: &'static str,
    lit: fn(u32) -> String,
    atomic: Option<&'static str>,
}

fn int(k: u32) -> String {
    format!("{}", (k * 37 + 5) % 120)
}
fn fp(k: u32) -> String {
    // Exactly representable in half: k/4 + 0.5 as a hex double.
    format!("0x{:016X}", (k as f64 / 4.0 + 0.5).to_bits())
}

fn elems() -> Vec<Elem> {
    vec![
        Elem {
            ty: "i8",
            launch: "i8",
            add: "add",
            lit: int,
            atomic: None,
        },
        Elem {
            ty: "i16",
            launch: "i16",
            add: "add",
            lit: int,
            atomic: None,
        },
        Elem {
            ty: "i32",
            launch: "i32",
            add: "add",
            lit: int,
            atomic: Some("add"),
        },
        Elem {
            ty: "i64",
            launch: "i64",
            add: "add",
            lit: int,
            atomic: Some("add"),
        },
        Elem {
            ty: "half",
            launch: "f16",
            add: "fadd",
            lit: fp,
            atomic: None,
        },
        Elem {
            ty: "float",
            launch: "f32",
            add: "fadd",
            lit: fp,
            atomic: None,
        },
        Elem {
            ty: "double",
            launch: "f64",
            add: "fadd",
            lit: fp,
            atomic: None,
        },
    ]
}

/// The scalar or vector type with `lanes` lanes and a constant of element `k`.
fn ty_of(e: &Elem, lanes: u32) -> String {
    if lanes == 1 {
        e.ty.to_string()
    } else {
        format!("<{lanes} x {}>", e.ty)
    }
}
fn val_of(e: &Elem, lanes: u32, k: u32) -> String {
    if lanes == 1 {
        (e.lit)(k)
    } else {
        let ls: Vec<String> = (0..lanes)
            .map(|l| format!("{} {}", e.ty, (e.lit)(k * lanes + l)))
            .collect();
        format!("<{}>", ls.join(", "))
    }
}

fn kernel(e: &Elem, lanes: u32) -> (String, String) {
    let t = ty_of(e, lanes);
    let init = |off: u32| -> String {
        (0..8)
            .map(|k| format!("{t} {}", val_of(e, lanes, k + off)))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let atomic = match (e.atomic, lanes) {
        // Every lane adds its table entry to acc[7]; after a barrier the last lane reads the
        // sum back (order-independent) into out2[63].
        (Some(op), 1) => format!(
            "  %ap = getelementptr [8 x {t}], ptr addrspace(1) @acc, i32 0, i32 7\n  \
             %old = atomicrmw {op} ptr addrspace(1) %ap, {t} %v syncscope(\"agent\") monotonic\n  \
             fence syncscope(\"workgroup\") release\n  \
             tail call void @llvm.amdgcn.s.barrier()\n  \
             fence syncscope(\"workgroup\") acquire\n  \
             %last = icmp eq i32 %i, 63\n  \
             br i1 %last, label %sum, label %end\n\
             sum:\n  \
             %tot = load atomic {t}, ptr addrspace(1) %ap syncscope(\"agent\") monotonic, align {al}\n  \
             %o3 = getelementptr {t}, ptr addrspace(1) %out2, i32 63\n  \
             store {t} %tot, ptr addrspace(1) %o3\n  \
             br label %end\n\
             end:\n",
            al = if e.ty == "i64" { 8 } else { 4 }
        ),
        _ => String::new(),
    };
    let src = format!(
        r#"target triple = "amdgcn-amd-amdhsa"
@tab = protected addrspace(4) constant [8 x {t}] [{tab}], align 16
@acc = protected addrspace(1) global [8 x {t}] [{acc}], align 16
@zero = internal addrspace(1) global [8 x {t}] zeroinitializer, align 16
@ro1 = internal addrspace(1) constant [8 x {t}] [{ro1}], align 8
@st = internal addrspace(4) constant [4 x {{ i32, {t} }}] [{st}], align 16

define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %out2, i32 %n) {{
  %i = tail call i32 @llvm.amdgcn.workitem.id.x()
  %j = and i32 %i, 7
  %p = getelementptr [8 x {t}], ptr addrspace(4) @tab, i32 0, i32 %j
  %v = load {t}, ptr addrspace(4) %p, align 1
  %u.p = getelementptr [8 x {t}], ptr addrspace(4) @tab, i32 0, i32 %n
  %u = load {t}, ptr addrspace(4) %u.p, align 1
  %jj = and i32 %i, 3
  %s.p = getelementptr [4 x {{ i32, {t} }}], ptr addrspace(4) @st, i32 0, i32 %jj, i32 1
  %s = load {t}, ptr addrspace(4) %s.p, align 1
  %w0 = {add} {t} %v, %u
  %w1 = {add} {t} %w0, %s
  %r1.p = getelementptr [8 x {t}], ptr addrspace(1) @ro1, i32 0, i32 %j
  %r1 = load {t}, ptr addrspace(1) %r1.p, align 1
  %w = {add} {t} %w1, %r1
  %o = getelementptr {t}, ptr addrspace(1) %out, i32 %i
  store {t} %w, ptr addrspace(1) %o, align 1
  %c = icmp ult i32 %i, 7
  br i1 %c, label %rmw, label %done
rmw:
  %q = getelementptr [8 x {t}], ptr addrspace(1) @acc, i32 0, i32 %i
  %a = load {t}, ptr addrspace(1) %q, align 1
  %b = {add} {t} %a, %v
  store {t} %b, ptr addrspace(1) %q, align 1
  %z = getelementptr [8 x {t}], ptr addrspace(1) @zero, i32 0, i32 %i
  %zv = load {t}, ptr addrspace(1) %z, align 1
  %zb = {add} {t} %zv, %b
  store {t} %zb, ptr addrspace(1) %z, align 1
  %r = load {t}, ptr addrspace(1) %q, align 1
  %rz = load {t}, ptr addrspace(1) %z, align 1
  %r2 = {add} {t} %r, %rz
  %o2 = getelementptr {t}, ptr addrspace(1) %out2, i32 %i
  store {t} %r2, ptr addrspace(1) %o2, align 1
  br label %done
done:
{atomic}  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.s.barrier()
"#,
        add = e.add,
        tab = init(0),
        ro1 = init(24),
        acc = init(8),
        st = (0..4)
            .map(|k| format!(
                "{{ i32, {t} }} {{ i32 {k}, {t} {} }}",
                val_of(e, lanes, k + 16)
            ))
            .collect::<Vec<_>>()
            .join(", "),
    );
    let n = 64 * lanes;
    let launch = format!(
        r#"{{"kernel": "k", "grid": [64, 1, 1], "block": [64, 1, 1],
  "args": [{{"buffer": "out"}}, {{"buffer": "out2"}}, {{"i32": 5}}],
  "buffers": {{"out": {{"type": "{l}", "len": {n}, "init": {{"fill": 0}}}},
              "out2": {{"type": "{l}", "len": {n}, "init": {{"fill": 0}}}}}}}}"#,
        l = e.launch
    );
    (src, launch)
}

#[test]
fn global_and_constant_variables_match_the_interpreter_on_all_modes() {
    let mut failures = Vec::new();
    let mut runs = 0;
    for e in elems() {
        for lanes in [1u32, 2, 4] {
            let (src, launch) = kernel(&e, lanes);
            let name = ty_of(&e, lanes);
            let m = gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &src)
                .unwrap_or_else(|d| panic!("{name}: {}", d.render("k.ll")));
            let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
            let want = gfxc_ir::interp::run(&m, &spec, &Default::default())
                .unwrap_or_else(|e| panic!("{name}: interpreter: {e}"));
            // The table reads are not all zero (the data really came from the object).
            assert!(want.buffers[0].bytes.iter().any(|b| *b != 0), "{name}");
            for (cpu, mattr) in MODES {
                let obj = match gfxc::compile_module(&m, &target_with(cpu, mattr)) {
                    Ok(o) => o,
                    Err(d) => {
                        failures.push(format!("{name} {cpu}{mattr}: {}", d.render("k.ll")));
                        continue;
                    }
                };
                // Placement as llc-19 + ld.lld-19: read-only in .rodata, initialised mutable
                // data in .data, zero-initialised in .bss; sizes are the variables'.
                let ro = gfxc_emit::read(&obj).unwrap();
                let mut placed: Vec<(String, String, u64)> = ro
                    .object
                    .globals
                    .iter()
                    .zip(&ro.info.global_sections)
                    .map(|(g, sec)| (g.name.clone(), sec.clone(), g.size))
                    .collect();
                placed.sort();
                let sz = 8 * m.globals[m.global_by_name("tab").unwrap()]
                    .elem
                    .alloc_size() as u64;
                let st = m.globals[m.global_by_name("st").unwrap()].size();
                let expect = vec![
                    ("acc".to_string(), ".data".to_string(), sz),
                    ("ro1".into(), ".rodata".into(), sz),
                    ("st".into(), ".rodata".into(), st),
                    ("tab".into(), ".rodata".into(), sz),
                    ("zero".into(), ".bss".into(), sz),
                ];
                if placed != expect {
                    failures.push(format!("{name} {cpu}{mattr}: placed {placed:?}"));
                }
                // Twice: the second launch must start from the initial image again.
                for round in 0..2 {
                    runs += 1;
                    match gfxc_sim::simulate(&obj, &spec, &Default::default()) {
                        Ok((got, _)) => {
                            for (w, g) in want.buffers.iter().zip(&got.buffers) {
                                if w.bytes != g.bytes {
                                    failures.push(format!(
                                        "{name} {cpu}{mattr} launch {round}: {} differs",
                                        w.name
                                    ));
                                }
                            }
                        }
                        Err(err) => failures.push(format!("{name} {cpu}{mattr}: simulator: {err}")),
                    }
                }
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {runs}:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

/// The kernels and modes whose llc-19 objects are kept as golden data.
const LLC_KERNELS: [(&str, u32); 3] = [("i32", 1), ("double", 1), ("half", 4)];
const LLC_MODES: [(&str, &str); 3] = [
    ("gfx900", ""),
    ("gfx1030", "+wavefrontsize64"),
    ("gfx1100", ""),
];

fn golden_dir() -> std::path::PathBuf {
    common::root().join("tests/golden/globals")
}

/// `llc-19 -filetype=obj` then `ld.lld-19 -shared` of `src`.
fn llc_object(src: &str, cpu: &str, mattr: &str) -> Vec<u8> {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-globals-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let (ll, o, so) = (dir.join("k.ll"), dir.join("k.o"), dir.join("k.so"));
    std::fs::write(&ll, src).unwrap();
    let mut llc = std::process::Command::new("llc-19");
    llc.args([
        "-mtriple=amdgcn-amd-amdhsa",
        &format!("-mcpu={cpu}"),
        "-filetype=obj",
    ]);
    if !mattr.is_empty() {
        llc.arg(format!("-mattr={mattr}"));
    }
    let st = llc.arg(&ll).arg("-o").arg(&o).status().unwrap();
    assert!(st.success(), "llc-19 {cpu}{mattr}");
    let st = std::process::Command::new("ld.lld-19")
        .arg("-shared")
        .arg(&o)
        .arg("-o")
        .arg(&so)
        .status()
        .unwrap();
    assert!(st.success(), "ld.lld-19 {cpu}{mattr}");
    let bytes = std::fs::read(&so).unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    bytes
}

/// llc-19's objects of the same generated kernels (kept in tests/golden/globals, so no LLVM
/// is needed) run on the simulator with the interpreter's results: the simulator loads data
/// the way ld.lld-19 laid it out and resolves llc-19's `s_getpc_b64` + rel32 sequences. With
/// llc-19 and ld.lld-19 installed (required under GFXC_REQUIRE_LLVM=1) the objects are made
/// again and must equal the golden ones (`GFXC_BLESS=1` rewrites them).
#[test]
fn llc_objects_with_variables_run_on_the_simulator() {
    let live = common::llvm_tool("llc-19") && common::llvm_tool("ld.lld-19");
    let bless = std::env::var_os("GFXC_BLESS").is_some();
    let mut failures = Vec::new();
    for (ty, lanes) in LLC_KERNELS {
        let e = elems().into_iter().find(|e| e.ty == ty).unwrap();
        let (src, launch) = kernel(&e, lanes);
        let m = gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &src).unwrap();
        let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
        let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        for (cpu, mattr) in LLC_MODES {
            let name = format!(
                "{}.{cpu}{}.so",
                ty_of(&e, lanes).replace([' ', '<', '>'], ""),
                mattr.replace('+', ".")
            );
            let path = golden_dir().join(&name);
            if live {
                let fresh = llc_object(&src, cpu, mattr);
                if bless {
                    std::fs::create_dir_all(golden_dir()).unwrap();
                    std::fs::write(&path, &fresh).unwrap();
                } else if std::fs::read(&path).ok().as_ref() != Some(&fresh) {
                    failures.push(format!(
                        "{name}: llc-19's object differs from the golden one"
                    ));
                }
            }
            let obj = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
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

/// `--emit asm` of the generated kernels (variables as data directives, addresses as
/// `sym@rel32@lo+4` / `@hi+12` operands) assembled by llvm-mc-19 and linked by ld.lld-19 runs
/// on the simulator with the interpreter's results (live only: needs the LLVM tools).
#[test]
fn emitted_assembly_with_variables_reassembles_and_runs() {
    if !(common::llvm_tool("llvm-mc-19") && common::llvm_tool("ld.lld-19")) {
        return;
    }
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc-globals-asm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for (ty, lanes) in LLC_KERNELS {
        let e = elems().into_iter().find(|e| e.ty == ty).unwrap();
        let (src, launch) = kernel(&e, lanes);
        let m = gfxc::load_source(gfxc::SourceKind::from_path("k.ll"), &src).unwrap();
        let spec = gfxc_ir::launch::LaunchSpec::parse(&launch).unwrap();
        let want = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap();
        for (cpu, mattr) in LLC_MODES {
            let t = target_with(cpu, mattr);
            let c = gfxc::compile::compile_kernels(&m, &t, false).unwrap();
            let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
            assert!(asm.contains("@rel32@lo+4") && asm.contains("@rel32@hi+12"));
            let (s, o, so) = (dir.join("k.s"), dir.join("k.o"), dir.join("k.so"));
            std::fs::write(&s, &asm).unwrap();
            let mut mc = std::process::Command::new("llvm-mc-19");
            mc.args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                "-filetype=obj",
            ]);
            if !mattr.is_empty() {
                mc.arg(format!("-mattr={mattr}"));
            }
            assert!(mc.arg(&s).arg("-o").arg(&o).status().unwrap().success());
            let st = std::process::Command::new("ld.lld-19")
                .arg("-shared")
                .arg(&o)
                .arg("-o")
                .arg(&so)
                .status()
                .unwrap();
            assert!(st.success());
            let obj = std::fs::read(&so).unwrap();
            let name = format!("{} {cpu}{mattr}", ty_of(&e, lanes));
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
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
