//! Minimal driver: `isa_as CPU[:features] [--mattr F] FILE.s` prints `-show-encoding` output;
//! `isa_as --disas CPU FILE.txt` disassembles llvm-mc style `[0x..,..]` byte lists.
//! Used by the golden-file tools and the benchmark (`isa/tools/bench.sh`).
use gfxc_isa::{assemble, disassemble, show_encoding, Target};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().is_some_and(|a| a == "--forms") {
        // Print one sample form per table row (input for the llvm-mc golden files).
        let target = target_arg(args.get(1));
        let v = target.processor.isa;
        let wave64 = target.wave_size() == 64;
        let opts = gfxc_isa::print::PrintOpts { wave64 };
        print_plain_forms(&target, false);
        // Extended forms (SDWA, DPP, DPP8) and GFX11 VOPD pairs, after the plain rows.
        for i in 0..gfxc_isa::table::table(v).defs.len() as u32 {
            for k in 0..2 {
                for inst in gfxc_isa::forms::sample_ext(v, i, wave64, k) {
                    println!("{}", gfxc_isa::print::print(&inst, opts, None));
                }
            }
        }
        // ds_swizzle_b32 offsets: a spread of every swizzle() mode and the raw-number cases.
        for i in 0..gfxc_isa::table::table(v).defs.len() as u32 {
            if !gfxc_isa::table::table(v)
                .def(i)
                .has(gfxc_isa::table::flag::SWIZZLE)
            {
                continue;
            }
            let offs = (0..0x8000u32)
                .step_by(331)
                .chain([
                    0x7c1f, 0x441f, 0x041f, 0x0c1f, 0x3c1f, 0x001e, 0x0010, 0x03f0,
                ])
                .chain((0x8000..0x8100).step_by(37))
                .chain([0x8100, 0x9234, 0xffff]);
            for off in offs {
                if let Some(mut inst) = gfxc_isa::forms::sample(v, i, wave64, 0) {
                    inst.m.offset = off as i64;
                    println!("{}", gfxc_isa::print::print(&inst, opts, None));
                }
            }
        }
        // MTBUF format values: all 128 on the first tbuffer row.
        if let Some(i) = (0..gfxc_isa::table::table(v).defs.len() as u32)
            .find(|&i| gfxc_isa::table::table(v).def(i).format == gfxc_isa::table::Format::Mtbuf)
        {
            for fmt in 0..128u8 {
                if let Some(mut inst) = gfxc_isa::forms::sample(v, i, wave64, 0) {
                    inst.m.format = fmt;
                    println!("{}", gfxc_isa::print::print(&inst, opts, None));
                }
            }
        }
        for k in 0..2 {
            for inst in gfxc_isa::forms::sample_vopd(v, k) {
                println!("{}", gfxc_isa::print::print(&inst, opts, None));
            }
        }
        // AGPR/VGPR operand variants (MAI, accvgpr moves) and cache-control modifiers.
        for i in 0..gfxc_isa::table::table(v).defs.len() as u32 {
            for inst in gfxc_isa::forms::sample_acc(v, i, wave64) {
                println!("{}", gfxc_isa::print::print(&inst, opts, None));
            }
            for inst in gfxc_isa::forms::sample_cache_control(v, i) {
                println!("{}", gfxc_isa::print::print(&inst, opts, None));
            }
        }
        return;
    }
    if args.first().is_some_and(|a| a == "--form-rows") {
        // `ROW<TAB>FORM`: the plain sample forms with the index of their table row (input for
        // tools/sweep_availability.py, which maps rows to data/insts.tsv lines).
        print_plain_forms(&target_arg(args.get(1)), true);
        return;
    }
    let disas = args.first().is_some_and(|a| a == "--disas");
    let args: Vec<&String> = args.iter().filter(|a| *a != "--disas").collect();
    let mut target = target_arg(args.first().copied());
    let mut file = args.get(1).map_or_else(|| usage(), |f| f.as_str());
    if file == "--mattr" {
        let (Some(f), Some(m)) = (args.get(3), args.get(2)) else {
            usage()
        };
        if let Err(e) = target.apply_mattr(m) {
            fail(&format!("--mattr {m}: {e}"));
        }
        file = f;
    }
    let src = std::fs::read_to_string(file).unwrap_or_else(|e| fail(&format!("{file}: {e}")));
    if disas {
        let mut bytes = Vec::new();
        for line in src.lines() {
            let l = line.trim().trim_start_matches('[').trim_end_matches(']');
            for b in l.split(',').filter(|s| !s.is_empty()) {
                let b = b.trim();
                let v = u8::from_str_radix(b.trim_start_matches("0x"), 16)
                    .unwrap_or_else(|_| fail(&format!("{file}: not a byte: {b}")));
                bytes.push(v);
            }
        }
        for l in disassemble(&bytes, &target) {
            println!("\t{}", l.text);
        }
        return;
    }
    if std::env::var_os("ISA_AS_LINES").is_some() {
        // One line at a time: errors are reported in place of the encoding.
        for line in src.lines() {
            match assemble(line, file, &target) {
                Ok(lines) => print!("{}", show_encoding(&lines)),
                Err(d) => println!("ERROR {} :: {}", line.trim(), d.0[0].message),
            }
        }
        return;
    }
    match assemble(&src, file, &target) {
        Ok(lines) => print!("{}", show_encoding(&lines)),
        Err(d) => {
            eprint!("{d}");
            std::process::exit(1);
        }
    }
}

/// One sample form per plain table row (two where the row has a second sample), as llvm-mc
/// input; with `row`, each line starts with the row's index and a tab.
fn print_plain_forms(target: &Target, row: bool) {
    let v = target.processor.isa;
    let wave64 = target.wave_size() == 64;
    let opts = gfxc_isa::print::PrintOpts { wave64 };
    for i in 0..gfxc_isa::table::table(v).defs.len() as u32 {
        for k in 0..2 {
            if let Some(inst) = gfxc_isa::forms::sample(v, i, wave64, k) {
                let text = gfxc_isa::print::print(&inst, opts, None);
                if row {
                    println!("{i}\t{text}");
                } else {
                    println!("{text}");
                }
            }
        }
    }
}

/// The processor argument (`gfx900`, `gfx90a:xnack+`), or exit with a message.
fn target_arg<S: AsRef<str>>(arg: Option<S>) -> Target {
    let Some(a) = arg else { usage() };
    Target::parse(a.as_ref()).unwrap_or_else(|e| fail(&format!("{}: {e}", a.as_ref())))
}

fn usage() -> ! {
    fail("usage: isa_as [--forms CPU | --form-rows CPU | [--disas] CPU [--mattr F] FILE]")
}

fn fail(msg: &str) -> ! {
    eprintln!("isa_as: error: {msg}");
    std::process::exit(1)
}
