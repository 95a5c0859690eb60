//! Per-pass text tests: `tests/cases/NAME.gir` names its pass on a `; pass: P` line; the
//! pass's output is compared with `NAME.expected` (`GFXC_BLESS=1` rewrites it). Kernels with
//! the signature `(ptr.global out, ptr.global in)` are also run on the interpreter before and
//! after the pass (random `in`, wave64 and wave32) and must give the same `out` and `in`.

use gfxc_ir::interp::{run, InterpOptions};
use gfxc_ir::launch::{ArgSpec, BufferSpec, ElemType, Init, LaunchSpec};
use gfxc_ir::text::{parse_module, print_module};
use gfxc_ir::verifier::verify_module;
use gfxc_ir::{AddrSpace, Module, Type};
use gfxc_lower::structurize::{check_structured, structurize, structurize_keeping_analyses};
use gfxc_lower::uniformity::{analyze, analyze_with};
use std::path::Path;

fn apply(pass: &str, m: &Module) -> (Module, String) {
    let mut out = m.clone();
    let mut extra = String::new();
    match pass {
        "inline" => out = gfxc_lower::inline::inline_module(m).unwrap(),
        "expand_divrem" => out
            .functions
            .values_mut()
            .for_each(gfxc_lower::expand_divrem::expand_divrem),
        "expand_float" => out
            .functions
            .values_mut()
            .for_each(gfxc_lower::expand_float::expand_float),
        "kernel_abi" => {
            for f in out.functions.values_mut() {
                let abi = gfxc_lower::kernel_abi::lower_kernel_abi(m, f);
                extra.push_str(&format!("; {abi:?}\n"));
            }
        }
        "uniformity" => {
            for f in out.functions.values() {
                extra.push_str(&analyze(f).print(f));
            }
        }
        "structurize" => {
            for f in out.functions.values_mut() {
                let mut again = f.clone();
                structurize(f).unwrap();
                let u = analyze(f);
                // What the structurizer keeps of its last round describes its output.
                let kept = structurize_keeping_analyses(&mut again).unwrap();
                if let Some(facts) = &kept.facts {
                    assert!(facts.matches(&again), "{}: stale CFG facts", f.name);
                    assert_eq!(analyze_with(&again, facts).print(&again), u.print(f));
                }
                if let Some(k) = &kept.uniformity {
                    assert_eq!(k.print(&again), u.print(f), "{}: stale uniformity", f.name);
                }
                check_structured(f, &u).unwrap_or_else(|e| panic!("{e}\n{}", print_module(m)));
                extra.push_str(&u.print(f));
            }
        }
        "lds_layout" => {
            for f in out.functions.values_mut() {
                let lds = gfxc_lower::lds_layout::lower_lds(m, f).unwrap();
                extra.push_str(&format!("; {lds:?}\n"));
            }
        }
        "dispatch_sizes" => {
            for f in out.functions.values_mut() {
                let d = gfxc_lower::dispatch_sizes::lower_dispatch_sizes(f);
                extra.push_str(&format!("; {d:?}\n"));
            }
        }
        "addrspace_cast" => {
            for f in out.functions.values_mut() {
                let a = gfxc_lower::addrspace_cast::lower_addrspace_casts(f);
                extra.push_str(&format!("; {a:?}\n"));
            }
        }
        "infer_address_spaces" => {
            for f in out.functions.values_mut() {
                let n = gfxc_lower::infer_address_spaces::infer_address_spaces(f);
                extra.push_str(&format!("; {}: {n} accesses narrowed\n", f.name));
            }
        }
        "rebase_addr" => {
            for f in out.functions.values_mut() {
                let u = analyze(f);
                let n = gfxc_lower::rebase_addr::rebase_addresses(f, &u);
                extra.push_str(&format!("; rebased {n}\n"));
            }
        }
        "offset32" => {
            for f in out.functions.values_mut() {
                let u = analyze(f);
                let n = gfxc_lower::offset32::narrow_offsets(f, &u, 4095);
                extra.push_str(&format!("; narrowed {n}\n"));
            }
        }
        p if p.starts_with("legalize ") => {
            let t = gfxc_isa::Target::parse(&p[9..]).unwrap();
            for f in out.functions.values_mut() {
                gfxc_lower::legalize::legalize(f, &t);
                gfxc_lower::legalize::check_legal(f, &t).unwrap();
            }
        }
        p => panic!("unknown pass {p}"),
    }
    verify_module(&out)
        .unwrap_or_else(|e| panic!("{pass}: {}\n{}", e.render("out"), print_module(&out)));
    (out, extra)
}

fn equivalent(name: &str, a: &Module, b: &Module) {
    let Some((_, k)) = a.kernels().next() else {
        return;
    };
    let gp = Type::ptr(AddrSpace::Global);
    if k.signature.params != [gp, gp] {
        return;
    }
    let n = 256u64;
    let spec = LaunchSpec {
        kernel: k.name.clone(),
        grid: [n as u32, 1, 1],
        block: [128, 1, 1],
        args: vec![
            ArgSpec::Buffer {
                name: "out".into(),
                offset: 0,
            },
            ArgSpec::Buffer {
                name: "in".into(),
                offset: 0,
            },
        ],
        buffers: vec![
            BufferSpec {
                name: "out".into(),
                ty: ElemType::I32,
                len: n,
                init: Init::Zero,
            },
            BufferSpec {
                name: "in".into(),
                ty: ElemType::I32,
                len: n,
                init: Init::RandomInt {
                    seed: 7,
                    min: -40,
                    max: 40,
                },
            },
        ],
        lds_dynamic: 0,
        stack_bytes: 1024,
    };
    for wave in [64, 32] {
        let o = InterpOptions {
            wave_size: wave,
            ..Default::default()
        };
        let x = run(a, &spec, &o).unwrap_or_else(|e| panic!("{name}: {e}"));
        let y = run(b, &spec, &o).unwrap_or_else(|e| panic!("{name} (after): {e}"));
        for (p, q) in x.buffers.iter().zip(&y.buffers) {
            assert!(
                p.bytes == q.bytes,
                "{name} wave{wave}: buffer {} differs",
                p.name
            );
        }
    }
}

#[test]
fn pass_cases() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/cases");
    let bless = std::env::var("GFXC_BLESS").is_ok_and(|v| v == "1");
    let mut names: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|e| e == "gir"))
        .collect();
    names.sort();
    let mut failed = Vec::new();
    for path in &names {
        let src = std::fs::read_to_string(path).unwrap();
        let pass = src
            .lines()
            .find_map(|l| l.strip_prefix("; pass: "))
            .unwrap_or_else(|| panic!("{}: no `; pass:` line", path.display()))
            .trim()
            .to_string();
        let m = parse_module(&src).unwrap_or_else(|e| panic!("{}", e.render("case")));
        verify_module(&m).unwrap();
        let (out, extra) = apply(&pass, &m);
        equivalent(&path.display().to_string(), &m, &out);
        let text = format!("{}{}", print_module(&out), extra);
        let exp = path.with_extension("expected");
        if bless {
            std::fs::write(&exp, &text).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&exp).unwrap_or_default();
        if want != text {
            eprintln!("--- {} differs; got:\n{text}", exp.display());
            failed.push(exp.display().to_string());
        }
    }
    assert!(
        failed.is_empty(),
        "differ (GFXC_BLESS=1 to rewrite): {failed:?}"
    );
}
