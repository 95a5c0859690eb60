//! Global wave sync (`llvm.amdgcn.ds.gws.*`, `isel/src/gws.rs`): generated kernels over the six
//! intrinsics x resource id (constant, uniform, divergent) x value (uniform, divergent) on all
//! 13 target modes. The GWS instructions gfxc selects (mnemonic, OFFSET, `gds`) equal
//! llc-19's (`tests/golden/gws/insts.tsv`, made by llc-19; remade and compared live when
//! llc-19 exists), on GFX6-GFX8 with the MEM_VIOL replay loop around each
//! (`lower/src/gws_replay.rs`: the TRAPSTS set and get lines are compared too);
//! `sema.release.all` does not exist on GFX6 (`unsupported:`, llc-19 cannot select it).
//! Neither engine runs GWS (no GWS resource in a launch): the interpreter and the simulator
//! both stop with a clean error, which is checked too.

mod common;

const INTRINSICS: &[(&str, bool)] = &[
    ("init", true),
    ("barrier", true),
    ("sema.br", true),
    ("sema.v", false),
    ("sema.p", false),
    ("sema.release.all", false),
];

/// (name, id operand): a constant, a kernel argument, the lane id (read from the first
/// active lane).
const IDS: &[(&str, &str)] = &[
    ("k7", "i32 7"),
    ("k63", "i32 63"),
    ("arg", "i32 %id"),
    ("lane", "i32 %tid"),
];
const VALS: &[(&str, &str)] = &[("arg", "i32 %val"), ("lane", "i32 %tid")];

/// (key, source) of every generated kernel.
fn kernels() -> Vec<(String, String)> {
    let mut out = Vec::new();
    for &(intr, data) in INTRINSICS {
        for &(iname, id) in IDS {
            for &(vname, val) in if data { VALS } else { &VALS[..1] } {
                let (call, decl) = if data {
                    (format!("{val}, {id}"), "i32, i32")
                } else {
                    (id.to_string(), "i32")
                };
                let key = if data {
                    format!("{intr}.{iname}.{vname}")
                } else {
                    format!("{intr}.{iname}")
                };
                out.push((
                    key,
                    format!(
                        r#"target triple = "amdgcn-amd-amdhsa"
define amdgpu_kernel void @k(i32 %val, i32 %id, ptr addrspace(1) %out) {{
  %tid = call i32 @llvm.amdgcn.workitem.id.x()
  call void @llvm.amdgcn.ds.gws.{intr}({call})
  store i32 1, ptr addrspace(1) %out
  ret void
}}
declare i32 @llvm.amdgcn.workitem.id.x()
declare void @llvm.amdgcn.ds.gws.{intr}({decl})
"#
                    ),
                ));
            }
        }
    }
    out
}

/// The GWS instructions of a listing: mnemonic and modifiers (register operands dropped).
fn gws_lines(asm: &str) -> Vec<String> {
    asm.lines()
        .map(str::trim)
        .filter(|l| l.starts_with("ds_gws_") || l.contains("HW_REG_TRAPSTS"))
        .map(|l| {
            l.split_whitespace()
                .filter(|w| {
                    let reg = |p: char| {
                        w.starts_with(p)
                            && w[1..].starts_with(|c: char| c.is_ascii_digit() || c == '[')
                    };
                    !(reg('v') || reg('s'))
                })
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect()
}

/// Whether the processor has the intrinsic (`sema.release.all`: not GFX6).
fn available(key: &str, cpu: &str) -> bool {
    !(key.starts_with("sema.release.all") && cpu == "gfx600")
}

#[test]
fn gws_instructions_match_llc_19() {
    let ks = kernels();
    assert_eq!(ks.len(), 3 * 4 * 2 + 3 * 4);
    let mut ours = Vec::new();
    let mut fails = Vec::new();
    for (key, src) in &ks {
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src).unwrap();
        for (cpu, mattr) in common::ALL_TARGETS {
            let t = common::target_with(cpu, mattr);
            match gfxc::compile::compile_module_asm(&m, &t) {
                Ok(asm) if available(key, cpu) => {
                    for l in gws_lines(&asm) {
                        ours.push(format!("{key}\t{cpu}{mattr}\t{l}"));
                    }
                }
                Ok(_) => fails.push(format!("{key} {cpu}: compiled where it does not exist")),
                Err(d) => {
                    let e = d.render("k.ll");
                    if available(key, cpu)
                        || !e.contains(": unsupported: intrinsic '@llvm.amdgcn.ds.gws.")
                    {
                        fails.push(format!("{key} {cpu}{mattr}: {e}"));
                    }
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
    let ours = ours.join("\n") + "\n";
    let path = common::root().join("tests/golden/gws/insts.tsv");
    if common::llvm_tool("llc-19") {
        let mut theirs = Vec::new();
        let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("gfxc-gws-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let ll = dir.join("k.ll");
        for (key, src) in &ks {
            std::fs::write(&ll, src).unwrap();
            for (cpu, mattr) in common::ALL_TARGETS
                .iter()
                .filter(|(c, _)| available(key, c))
            {
                let mut c = std::process::Command::new("llc-19");
                c.args([
                    "-mtriple=amdgcn-amd-amdhsa",
                    &format!("-mcpu={cpu}"),
                    "-o",
                    "-",
                ]);
                if !mattr.is_empty() {
                    c.arg(format!("-mattr={mattr}"));
                }
                let out = c.arg(&ll).output().unwrap();
                assert!(out.status.success(), "llc-19 {key} {cpu}");
                for l in gws_lines(&String::from_utf8_lossy(&out.stdout)) {
                    theirs.push(format!("{key}\t{cpu}{mattr}\t{l}"));
                }
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
        let theirs = theirs.join("\n") + "\n";
        if std::env::var_os("GFXC_BLESS").is_some() {
            std::fs::create_dir_all(path.parent().unwrap()).unwrap();
            std::fs::write(&path, &theirs).unwrap();
        }
        assert_eq!(
            std::fs::read_to_string(&path).unwrap(),
            theirs,
            "llc-19's GWS instructions differ from the golden ones"
        );
    }
    assert_eq!(std::fs::read_to_string(&path).unwrap(), ours);
}

/// No engine has a GWS resource: the interpreter refuses the kernel and the simulator stops
/// at the instruction, both with a clean message (never a hang or a wrong result).
#[test]
fn engines_refuse_gws_cleanly() {
    let launch = r#"{"kernel":"k","grid":[64,1,1],"block":[64,1,1],
"args":[{"i32":3},{"i32":1},{"buffer":"out"}],
"buffers":{"out":{"type":"u32","len":1,"init":{"fill":0}}},"lds_dynamic":0}"#;
    let spec = gfxc_ir::launch::LaunchSpec::parse(launch).unwrap();
    for (key, src) in kernels() {
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src).unwrap();
        let e = gfxc_ir::interp::run(&m, &spec, &Default::default()).unwrap_err();
        assert!(
            e.message
                .contains("unsupported: intrinsic \"amdgcn.ds.gws."),
            "{key}: {}",
            e.message
        );
        let obj = gfxc::compile_module(&m, &common::target_with("gfx900", "")).unwrap();
        let e = gfxc_sim::simulate(&obj, &spec, &Default::default()).unwrap_err();
        assert!(e.to_string().contains("global wave sync"), "{key}: {e}");
    }
}
