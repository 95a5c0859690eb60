//! The calling convention of device functions (`gfxc_isel::call_conv`) against llc-19's.
//!
//! llc-19 is the oracle (AMDGPUUsage "Call Convention"): for every IR type as a parameter, as a
//! parameter after 30 dword arguments (v30/v31 and the stack), and as a result, llc-19's
//! argument lowering (`-global-isel -stop-after=irtranslator`: the callee's `COPY $vgprN` and
//! `%fixed-stack` loads in argument order, the `SI_RETURN` registers; GlobalISel and
//! SelectionDAG share `CC_AMDGPU_Func`) gives the location of every dword piece; and for every
//! SGPR, VGPR and AGPR, a function whose inline assembly clobbers it shows whether llc-19
//! saves it (callee-saved) or not. The figures are committed (`tests/golden/llc_call_abi.tsv`,
//! `tests/golden/llc_callee_saved.tsv`), so `cargo test` needs no LLVM; when llc-19 can run
//! (always under `GFXC_REQUIRE_LLVM=1`) they are re-made and must be equal (`GFXC_BLESS=1`
//! rewrites them).

mod common;

use common::{llvm_tool, target_with, ALL_TARGETS};
use gfxc::ir::{AddrSpace, Scalar, Type};
use gfxc_isel::call_conv::{self, Loc};
use std::collections::BTreeMap;
use std::fmt::Write;
use std::process::Command;

const ABI_GOLDEN: &str = "tests/golden/llc_call_abi.tsv";
const CSR_GOLDEN: &str = "tests/golden/llc_callee_saved.tsv";

/// Targets of the argument checks: MUBUF scratch (gfx803, gfx900), unified AGPRs (gfx90a),
/// flat scratch (gfx942, gfx1100).
const ABI_TARGETS: &[&str] = &["gfx803", "gfx900", "gfx90a", "gfx942", "gfx1100"];

/// Every IR type a value can have: scalars, pointers, vectors of 2, 3, 4, 8 and 16 lanes.
fn types() -> Vec<Type> {
    let mut t: Vec<Type> = Scalar::ALL.iter().map(|&s| Type::Scalar(s)).collect();
    for a in [
        AddrSpace::Flat,
        AddrSpace::Global,
        AddrSpace::Local,
        AddrSpace::Constant,
        AddrSpace::Private,
    ] {
        t.push(Type::Ptr(a));
    }
    for s in Scalar::ALL {
        for n in [2u8, 3, 4, 8, 16] {
            t.push(Type::Vector(s, n));
        }
    }
    t
}

/// The rows: (label, parameters, result).
fn rows() -> Vec<(String, Vec<Type>, Option<Type>)> {
    let i32t = Type::Scalar(Scalar::I32);
    let mut rows = Vec::new();
    for t in types() {
        let name = gfxc::ir::llvm::llvm_type(t);
        rows.push((format!("arg {name}"), vec![t], None));
        let mut p = vec![i32t; 30];
        p.push(t);
        p.push(i32t);
        rows.push((format!("30xi32, {name}, i32"), p, None));
        rows.push((format!("ret {name}"), vec![], Some(t)));
    }
    for t in [Type::Vector(Scalar::I32, 32), Type::Vector(Scalar::I64, 32)] {
        let name = gfxc::ir::llvm::llvm_type(t);
        rows.push((format!("ret {name}"), vec![], Some(t)));
    }
    let p = vec![i32t; 34];
    rows.push(("34xi32".into(), p, None));
    let p = vec![Type::Scalar(Scalar::F64); 17];
    rows.push(("17xdouble".into(), p, None));
    rows
}

/// The locations as a line: pieces of one value joined by `,`, values by ` ; `.
fn render(locs: &[Vec<Loc>]) -> String {
    locs.iter()
        .map(|l| {
            l.iter()
                .map(|p| match p {
                    Loc::Vgpr(r) => format!("v{r}"),
                    Loc::Stack { offset, size } => format!("sp+{offset}/{size}"),
                })
                .collect::<Vec<_>>()
                .join(",")
        })
        .collect::<Vec<_>>()
        .join(" ; ")
}

/// gfxc's locations of a row: arguments, or ` -> ` and the result.
fn gfxc_row(params: &[Type], ret: Option<Type>) -> String {
    match ret {
        None => render(&call_conv::assign_args(params).locs),
        Some(_) => match call_conv::assign_result(ret) {
            Ok(l) => format!("-> {}", render(&[l])),
            Err(_) => "-> sret".into(),
        },
    }
}

/// Attributes that tell llc-19 the callee needs no implicit input (v31, s[4:15] stay free),
/// as for a callee that reads no ids.
const NO_IMPLICIT: &str = r#"noinline "amdgpu-no-workitem-id-x" "amdgpu-no-workitem-id-y" "amdgpu-no-workitem-id-z" "amdgpu-no-workgroup-id-x" "amdgpu-no-workgroup-id-y" "amdgpu-no-workgroup-id-z" "amdgpu-no-dispatch-ptr" "amdgpu-no-queue-ptr" "amdgpu-no-implicitarg-ptr" "amdgpu-no-dispatch-id" "amdgpu-no-lds-kernel-id" "amdgpu-no-hostcall-ptr" "amdgpu-no-heap-ptr" "amdgpu-no-multigrid-sync-arg" "amdgpu-no-default-queue" "amdgpu-no-completion-action""#;

fn abi_module() -> String {
    let mut s = String::new();
    for (i, (_, params, ret)) in rows().iter().enumerate() {
        let ps: Vec<String> = params
            .iter()
            .enumerate()
            .map(|(k, &t)| format!("{} %a{k}", gfxc::ir::llvm::llvm_type(t)))
            .collect();
        match ret {
            None => writeln!(
                s,
                "define void @f{i}({}) #0 {{\n  ret void\n}}",
                ps.join(", ")
            ),
            Some(t) => {
                let t = gfxc::ir::llvm::llvm_type(*t);
                writeln!(s, "define {t} @f{i}() #0 {{\n  ret {t} poison\n}}")
            }
        }
        .unwrap();
    }
    writeln!(s, "attributes #0 = {{ {NO_IMPLICIT} }}").unwrap();
    s
}

fn llc(args: &[&str], src: &str, tag: &str) -> String {
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc_call_abi_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let ll = dir.join(format!("{tag}.ll"));
    std::fs::write(&ll, src).unwrap();
    let o = Command::new("llc-19")
        .args(["-mtriple=amdgcn-amd-amdhsa"])
        .args(args)
        .arg(&ll)
        .args(["-o", "-"])
        .output()
        .unwrap();
    let _ = std::fs::remove_file(&ll);
    assert!(
        o.status.success(),
        "llc-19 {args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    String::from_utf8_lossy(&o.stdout).into_owned()
}

/// llc-19's locations of every row of every ABI target: (target, row label) -> line.
fn abi_live() -> BTreeMap<(String, String), String> {
    let rows = rows();
    let src = abi_module();
    let mut out = BTreeMap::new();
    for cpu in ABI_TARGETS {
        let mir = llc(
            &[
                &format!("-mcpu={cpu}"),
                "-global-isel",
                "-stop-after=irtranslator",
            ],
            &src,
            cpu,
        );
        for doc in mir.split("\n---\n").skip(1) {
            let Some(name) = doc
                .lines()
                .find_map(|l| l.strip_prefix("name:"))
                .map(|n| n.trim().to_string())
            else {
                continue;
            };
            let i: usize = name[1..].parse().unwrap();
            let (label, params, ret) = &rows[i];
            out.insert((cpu.to_string(), label.clone()), mir_row(doc, params, *ret));
        }
    }
    out
}

/// One function's locations from its MIR: the pieces in argument order, cut per parameter by
/// gfxc's piece count (the pieces' places are llc's).
fn mir_row(doc: &str, params: &[Type], ret: Option<Type>) -> String {
    let mut fixed: BTreeMap<u32, (u32, u32)> = BTreeMap::new();
    for l in doc.lines() {
        let l = l.trim_start();
        if let Some(rest) = l.strip_prefix("- { id: ") {
            if !doc.contains("fixedStack:") {
                continue;
            }
            let num = |key: &str| -> Option<u32> {
                let p = rest.find(key)? + key.len();
                rest[p..]
                    .split(|c: char| !c.is_ascii_digit())
                    .next()?
                    .parse()
                    .ok()
            };
            if let (Some(id), Some(off), Some(size)) = (num(""), num("offset: "), num("size: ")) {
                fixed.entry(id).or_insert((off, size));
            }
        }
    }
    let body = &doc[doc.find("body:").unwrap()..];
    if ret.is_some() {
        let line = body.lines().find(|l| l.contains("SI_RETURN")).unwrap();
        let regs: Vec<Loc> = line
            .split("$vgpr")
            .skip(1)
            .map(|r| {
                Loc::Vgpr(
                    r.split(|c: char| !c.is_ascii_digit())
                        .next()
                        .unwrap()
                        .parse()
                        .unwrap(),
                )
            })
            .collect();
        if regs.is_empty() && body.contains("G_STORE") {
            return "-> sret".into();
        }
        return format!("-> {}", render(&[regs]));
    }
    let mut seq: Vec<Loc> = Vec::new();
    for l in body.lines() {
        if let Some(p) = l.find("= COPY $vgpr") {
            let r = &l[p + "= COPY $vgpr".len()..];
            seq.push(Loc::Vgpr(
                r.split(|c: char| !c.is_ascii_digit())
                    .next()
                    .unwrap()
                    .parse()
                    .unwrap(),
            ));
        } else if let Some(p) = l.find("from %fixed-stack.") {
            let r = &l[p + "from %fixed-stack.".len()..];
            let id: u32 = r
                .split(|c: char| !c.is_ascii_digit())
                .next()
                .unwrap()
                .parse()
                .unwrap();
            let (offset, size) = fixed[&id];
            seq.push(Loc::Stack { offset, size });
        }
    }
    let mut locs = Vec::new();
    let mut it = seq.into_iter();
    for &t in params {
        locs.push(it.by_ref().take(call_conv::pieces(t).len()).collect());
    }
    let rest: Vec<Loc> = it.collect();
    let mut s = render(&locs);
    if !rest.is_empty() {
        write!(s, " ; extra {}", render(&[rest])).unwrap();
    }
    s
}

fn read_golden(path: &str) -> BTreeMap<(String, String), String> {
    let text = std::fs::read_to_string(common::root().join(path)).unwrap();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .map(|l| {
            let f: Vec<&str> = l.splitn(3, '\t').collect();
            ((f[0].to_string(), f[1].to_string()), f[2].to_string())
        })
        .collect()
}

fn write_golden(path: &str, header: &str, m: &BTreeMap<(String, String), String>) {
    let mut s = format!("# {header}\n");
    for ((a, b), v) in m {
        writeln!(s, "{a}\t{b}\t{v}").unwrap();
    }
    std::fs::write(common::root().join(path), s).unwrap();
}

fn bless() -> bool {
    std::env::var("GFXC_BLESS").as_deref() == Ok("1")
}

#[test]
fn argument_and_result_golden_matches_llc19_live() {
    if !llvm_tool("llc-19") {
        return;
    }
    let live = abi_live();
    if bless() {
        write_golden(
            ABI_GOLDEN,
            "llc-19 argument/result locations of device functions: target, row, pieces (tests/call_abi.rs)",
            &live,
        );
    }
    assert_eq!(
        live,
        read_golden(ABI_GOLDEN),
        "llc-19 disagrees with {ABI_GOLDEN} (GFXC_BLESS=1 rewrites it)"
    );
}

#[test]
fn argument_and_result_locations_equal_llc19() {
    let gold = read_golden(ABI_GOLDEN);
    let rows = rows();
    assert_eq!(gold.len(), rows.len() * ABI_TARGETS.len());
    let mut bad = Vec::new();
    for cpu in ABI_TARGETS {
        for (label, params, ret) in &rows {
            let want = &gold[&(cpu.to_string(), label.clone())];
            let got = gfxc_row(params, *ret);
            if &got != want {
                bad.push(format!("{cpu} {label}:\n  llc-19: {want}\n  gfxc:   {got}"));
            }
        }
    }
    assert!(
        bad.is_empty(),
        "{} rows differ:\n{}",
        bad.len(),
        bad.join("\n")
    );
}

/// `v40-v47,v56-v63` from a set of register numbers.
fn ranges(prefix: &str, regs: &[u16]) -> String {
    let mut out: Vec<String> = Vec::new();
    let mut i = 0;
    while i < regs.len() {
        let mut j = i;
        while j + 1 < regs.len() && regs[j + 1] == regs[j] + 1 {
            j += 1;
        }
        out.push(if i == j {
            format!("{prefix}{}", regs[i])
        } else {
            format!("{prefix}{}-{prefix}{}", regs[i], regs[j])
        });
        i = j + 1;
    }
    if out.is_empty() {
        "none".into()
    } else {
        out.join(",")
    }
}

fn mode(cpu: &str, mattr: &str) -> String {
    if mattr.is_empty() {
        cpu.into()
    } else {
        format!("{cpu}w64")
    }
}

/// The registers a clobber test covers per file: SGPRs the target addresses except s32/s33
/// (stack and frame pointer, which llc-19 keeps for itself); all VGPRs; AGPRs where present.
fn files(cpu: &str, mattr: &str) -> Vec<(&'static str, Vec<u16>)> {
    let t = target_with(cpu, mattr);
    let regs = &t.processor.regs;
    let s: Vec<u16> = (0..regs.addressable_sgprs)
        .filter(|r| !(32..=33).contains(r))
        .collect();
    let mut f = vec![("s", s), ("v", (0..256).collect())];
    if regs.agprs > 0 {
        f.push(("a", (0..regs.agprs).collect()));
    }
    f
}

/// llc-19's callee-saved registers per mode and file: a function clobbering one register
/// (inline assembly) saves it iff llc-19 stores it to the stack or into a VGPR lane.
fn csr_live() -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let fs = files(cpu, mattr);
        let mut src = String::new();
        for (p, regs) in &fs {
            for r in regs {
                writeln!(
                    src,
                    "define void @c_{p}{r}() #0 {{\n  call void asm sideeffect \"\", \"~{{{p}{r}}}\"()\n  ret void\n}}"
                )
                .unwrap();
            }
        }
        writeln!(src, "attributes #0 = {{ {NO_IMPLICIT} }}").unwrap();
        let mut args = vec![format!("-mcpu={cpu}")];
        if !mattr.is_empty() {
            args.push(format!("-mattr={mattr}"));
        }
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        let asm = llc(&args, &src, "csr");
        for (p, regs) in &fs {
            let saved: Vec<u16> = regs
                .iter()
                .copied()
                .filter(|r| {
                    let start = asm.find(&format!("\nc_{p}{r}:")).unwrap();
                    let end = start + asm[start..].find(".Lfunc_end").unwrap();
                    // The body is the empty asm: any instruction but the entry wait and
                    // the return saves or restores (a store, a VGPR lane, an AGPR copy).
                    // (Line 0 is empty, line 1 the label.)
                    asm[start..end]
                        .lines()
                        .skip(2)
                        .map(|l| l.trim_start())
                        .filter(|l| {
                            !l.is_empty()
                                && !l.starts_with([';', '.'])
                                && !l.starts_with("s_waitcnt")
                                && !l.starts_with("s_setpc_b64")
                        })
                        .count()
                        > 0
                })
                .collect();
            out.insert((mode(cpu, mattr), p.to_string()), ranges(p, &saved));
        }
    }
    out
}

#[test]
fn callee_saved_golden_matches_llc19_live() {
    if !llvm_tool("llc-19") {
        return;
    }
    let live = csr_live();
    if bless() {
        write_golden(
            CSR_GOLDEN,
            "llc-19 callee-saved registers (a clobbered register is saved): mode, file, registers (tests/call_abi.rs)",
            &live,
        );
    }
    assert_eq!(
        live,
        read_golden(CSR_GOLDEN),
        "llc-19 disagrees with {CSR_GOLDEN} (GFXC_BLESS=1 rewrites it)"
    );
}

#[test]
fn callee_saved_registers_equal_llc19_on_every_mode() {
    let gold = read_golden(CSR_GOLDEN);
    let mut n = 0;
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        for (p, regs) in files(cpu, mattr) {
            let saved: Vec<u16> = regs
                .into_iter()
                .filter(|&r| match p {
                    "s" => call_conv::callee_saved_sgpr(&t, r),
                    "v" => call_conv::callee_saved_vgpr(r),
                    _ => call_conv::callee_saved_agpr(&t, r),
                })
                .collect();
            let key = (mode(cpu, mattr), p.to_string());
            assert_eq!(ranges(p, &saved), gold[&key], "{key:?}");
            n += 1;
        }
    }
    assert_eq!(n, gold.len());
}

const FRAME_GOLDEN: &str = "tests/golden/llc_call_frame.tsv";

/// A non-leaf function with a 16-byte private array and v40 live across its call: llc-19
/// gives it a frame of 32 bytes per lane (array, the saved v40, alignment to 16).
const FRAME_MODULE: &str = r#"declare void @ext(i32)
define void @g(i32 %x) #0 {
  %a = alloca [4 x i32], align 4, addrspace(5)
  %p = getelementptr [4 x i32], ptr addrspace(5) %a, i32 0, i32 %x
  store volatile i32 %x, ptr addrspace(5) %p
  call void @ext(i32 %x)
  ret void
}
attributes #0 = { noinline }
"#;
const FRAME_LANE_BYTES: u32 = 32;

/// The first register operand after `prefix` in a line (`s[30:31]`, `s32`).
fn operand_after<'a>(line: &'a str, prefix: &str) -> Option<&'a str> {
    let rest = line.trim_start().strip_prefix(prefix)?;
    Some(rest.split([',', ' ', '\t']).find(|s| !s.is_empty())?.trim())
}

/// llc-19's frame facts per mode: the return-address pair of `s_swappc_b64` and
/// `s_setpc_b64`, the stack pointer (the register the frame is added to), the frame pointer
/// (the register the stack pointer is copied to) and the frame's size in stack-pointer units.
fn frame_live() -> BTreeMap<(String, String), String> {
    let mut out = BTreeMap::new();
    for &(cpu, mattr) in ALL_TARGETS {
        let mut args = vec![format!("-mcpu={cpu}"), "-O2".to_string()];
        if !mattr.is_empty() {
            args.push(format!("-mattr={mattr}"));
        }
        let args: Vec<&str> = args.iter().map(|s| s.as_str()).collect();
        let asm = llc(&args, FRAME_MODULE, "frame");
        let body: Vec<&str> = asm
            .lines()
            .skip_while(|l| !l.starts_with("g:"))
            .take_while(|l| !l.starts_with(".Lfunc_end"))
            .collect();
        let find = |f: &dyn Fn(&str) -> Option<String>| -> String {
            body.iter().find_map(|l| f(l)).unwrap_or_else(|| "?".into())
        };
        let swappc = find(&|l| operand_after(l, "s_swappc_b64").map(String::from));
        let setpc = find(&|l| operand_after(l, "s_setpc_b64").map(String::from));
        // `s_mov_b32 s33, s32`: the frame pointer takes the incoming stack pointer.
        let (fp, sp) = body
            .iter()
            .find_map(|l| {
                let rest = l.trim_start().strip_prefix("s_mov_b32 ")?;
                let (d, s) = rest.split_once(", ")?;
                Some((d.trim().to_string(), s.trim().to_string())).filter(|(_, s)| {
                    body.iter().any(|k| {
                        let k = k.trim_start();
                        (k.starts_with("s_addk_i32 ") || k.starts_with("s_add_i32 "))
                            && k.contains(&format!(" {s},"))
                    })
                })
            })
            .unwrap_or_else(|| ("?".into(), "?".into()));
        // The first `s_addk_i32 sp, N` or `s_add_i32 sp, sp, N`: the frame size.
        let size = find(&|l| {
            let l = l.trim_start();
            let n = if let Some(r) = l.strip_prefix(&format!("s_addk_i32 {sp}, ")) {
                r.split_whitespace().next()?.to_string()
            } else {
                l.strip_prefix(&format!("s_add_i32 {sp}, {sp}, "))?
                    .split_whitespace()
                    .next()?
                    .to_string()
            };
            let v = match n.strip_prefix("0x") {
                Some(h) => u32::from_str_radix(h, 16).ok()?,
                None => n.parse().ok()?,
            };
            Some(v.to_string())
        });
        out.insert(
            (mode(cpu, mattr), "frame".to_string()),
            format!("swappc {swappc}\tsetpc {setpc}\tsp {sp}\tfp {fp}\tsize {size}"),
        );
    }
    out
}

#[test]
fn frame_golden_matches_llc19_live() {
    if !llvm_tool("llc-19") {
        return;
    }
    let live = frame_live();
    if bless() {
        write_golden(
            FRAME_GOLDEN,
            "llc-19 frame of a non-leaf function with 32 bytes per lane: mode, facts (tests/call_abi.rs)",
            &live,
        );
    }
    assert_eq!(
        live,
        read_golden(FRAME_GOLDEN),
        "llc-19 disagrees with {FRAME_GOLDEN} (GFXC_BLESS=1 rewrites it)"
    );
}

#[test]
fn return_address_stack_and_frame_pointer_equal_llc19_on_every_mode() {
    let gold = read_golden(FRAME_GOLDEN);
    assert_eq!(gold.len(), ALL_TARGETS.len());
    let ra = format!(
        "s[{}:{}]",
        call_conv::RETURN_ADDRESS,
        call_conv::RETURN_ADDRESS + 1
    );
    for &(cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let want = format!(
            "swappc {ra}\tsetpc {ra}\tsp s{}\tfp s{}\tsize {}",
            call_conv::STACK_POINTER,
            call_conv::FRAME_POINTER,
            FRAME_LANE_BYTES * call_conv::stack_pointer_scale(&t)
        );
        assert_eq!(
            gold[&(mode(cpu, mattr), "frame".to_string())],
            want,
            "{cpu}{mattr}"
        );
    }
}
