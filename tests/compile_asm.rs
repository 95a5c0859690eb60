//! `gfxc compile --emit asm` re-assembles with llvm-mc-19 to exactly the code bytes of gfxc's
//! own object, and compiling is deterministic (twice, and on 8 threads at once: identical
//! bytes). Without llvm-mc-19 the assembler check is skipped, unless `GFXC_REQUIRE_LLVM=1`.

use gfxc::isa::processors::Target;
use std::path::Path;
use std::process::Command;

const KERNELS: &[&str] = &[
    "saxpy",
    "daxpy",
    "divergent_ifelse",
    "divergent_loop",
    "grid_stride",
];
const TARGETS: &[(&str, &str)] = &[
    ("gfx900", ""),
    ("gfx1100", ""),
    ("gfx1100", "+wavefrontsize64"),
    ("gfx908", ""),
    ("gfx90a", ""),
    ("gfx942", ""),
    ("gfx1030", ""),
    ("gfx1010", ""),
    ("gfx803", ""),
];

fn module(name: &str) -> gfxc::ir::Module {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("examples/{name}.gir"));
    gfxc::load_module(&std::fs::read_to_string(p).unwrap()).unwrap()
}

fn target(cpu: &str, mattr: &str) -> Target {
    let mut t = Target::parse(cpu).unwrap();
    t.apply_mattr(mattr).unwrap();
    t
}

fn llvm_mc() -> bool {
    let ok = Command::new("llvm-mc-19").arg("--version").output().is_ok();
    if !ok && std::env::var("GFXC_REQUIRE_LLVM").as_deref() == Ok("1") {
        panic!("llvm-mc-19 is required (GFXC_REQUIRE_LLVM=1)");
    }
    ok
}

fn text_of(obj: &[u8]) -> Vec<u8> {
    let ro = gfxc_emit::read(obj).unwrap();
    ro.object
        .functions
        .iter()
        .flat_map(|f| f.code.iter().copied())
        .collect()
}

#[test]
fn asm_reassembles_to_the_same_code() {
    if !llvm_mc() {
        eprintln!("llvm-mc-19 not found: skipped");
        return;
    }
    let dir = std::env::temp_dir().join(format!("gfxc-compile-asm-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut failures = Vec::new();
    for k in KERNELS {
        let m = module(k);
        for (cpu, mattr) in TARGETS {
            let t = target(cpu, mattr);
            let c = gfxc::compile::compile_kernels(&m, &t, true).unwrap();
            let asm = gfxc_emit::kernel_code::assembly(&t, &c.kernels);
            let s = dir.join(format!("{k}-{cpu}{mattr}.s"));
            let o = dir.join(format!("{k}-{cpu}{mattr}.o"));
            std::fs::write(&s, &asm).unwrap();
            let mut cmd = Command::new("llvm-mc-19");
            cmd.args([
                "-triple=amdgcn-amd-amdhsa",
                &format!("-mcpu={cpu}"),
                "-filetype=obj",
            ]);
            if !mattr.is_empty() {
                cmd.arg(format!("-mattr={mattr}"));
            }
            let out = cmd.arg(&s).arg("-o").arg(&o).output().unwrap();
            if !out.status.success() {
                failures.push(format!(
                    "{k} {cpu}{mattr}: llvm-mc-19: {}",
                    String::from_utf8_lossy(&out.stderr)
                ));
                continue;
            }
            let theirs = std::fs::read(&o).unwrap();
            // The relocatable object's .text: compare with our kernels' code.
            let ro = object_text(&theirs);
            let ours: Vec<u8> = c.kernels.iter().flat_map(|k| k.code.clone()).collect();
            if ro.get(..ours.len()) != Some(&ours[..]) {
                failures.push(format!("{k} {cpu}{mattr}: code bytes differ"));
            }
            let obj = gfxc_emit::kernel_code::code_object(&t, &c.kernels).unwrap();
            assert_eq!(text_of(&obj), ours, "{k} {cpu}: object code");
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

fn object_text(elf: &[u8]) -> Vec<u8> {
    // Minimal ELF64 section walk: the section named .text.
    let rd64 = |o: usize| u64::from_le_bytes(elf[o..o + 8].try_into().unwrap());
    let rd32 = |o: usize| u32::from_le_bytes(elf[o..o + 4].try_into().unwrap());
    let rd16 = |o: usize| u16::from_le_bytes(elf[o..o + 2].try_into().unwrap());
    let shoff = rd64(0x28) as usize;
    let shentsize = rd16(0x3a) as usize;
    let shnum = rd16(0x3c) as usize;
    let shstrndx = rd16(0x3e) as usize;
    let sh = |i: usize| shoff + i * shentsize;
    let stroff = rd64(sh(shstrndx) + 0x18) as usize;
    for i in 0..shnum {
        let name_off = rd32(sh(i)) as usize;
        let name: Vec<u8> = elf[stroff + name_off..]
            .iter()
            .take_while(|b| **b != 0)
            .copied()
            .collect();
        if name == b".text" {
            let off = rd64(sh(i) + 0x18) as usize;
            let size = rd64(sh(i) + 0x20) as usize;
            return elf[off..off + size].to_vec();
        }
    }
    Vec::new()
}

#[test]
fn deterministic_across_runs_and_threads() {
    for k in KERNELS {
        let m = module(k);
        for (cpu, mattr) in TARGETS {
            let t = target(cpu, mattr);
            let a = gfxc::compile_module(&m, &t).unwrap();
            let b = gfxc::compile_module(&m, &t).unwrap();
            assert_eq!(a, b, "{k} {cpu}{mattr}: two runs differ");
            let outs: Vec<Vec<u8>> = std::thread::scope(|s| {
                let hs: Vec<_> = (0..8)
                    .map(|_| s.spawn(|| gfxc::compile_module(&m, &t).unwrap()))
                    .collect();
                hs.into_iter().map(|h| h.join().unwrap()).collect()
            });
            for o in outs {
                assert_eq!(o, a, "{k} {cpu}{mattr}: threaded run differs");
            }
        }
    }
}
