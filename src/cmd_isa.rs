//! `gfxc as` and `gfxc disas`: the assembler and disassembler of gfxc-isa on the command line.
//!
//! `gfxc as --mcpu CPU [--mattr F] IN.s [--show-encoding] [-o OUT.bin]` prints each instruction
//! in canonical LLVM syntax (with `; encoding: [..]` like `llvm-mc-19 -show-encoding`) and
//! writes the raw bytes with `-o`. `gfxc disas [--mcpu CPU] IN` disassembles a raw byte file,
//! one instruction per line, or, when IN starts with the ELF magic, a code object read with
//! gfxc-emit's reader: each kernel's symbol as a label line, then its instructions (the target
//! comes from the code object unless `--mcpu` is given). Invalid words are reported as comments
//! and make the exit code 1. Errors are `file:line:col: error: message` on stderr with exit
//! code 1. The code-object path is checked against `llvm-objdump-19 -d` of the llc-19 objects
//! under emit/tests/data (golden text in isa/tests/golden/objdump/, see the tests below).

use clap::Args;
use gfxc_isa::{assemble, disassemble_llvm, show_encoding, Target};

/// Arguments of `gfxc as`.
#[derive(Args, Debug)]
pub struct AsArgs {
    /// Target processor or target ID (`gfx90a`, `gfx90a:xnack-`).
    #[arg(long)]
    pub mcpu: String,
    /// Target features, LLVM style (`+wavefrontsize64,-xnack`).
    #[arg(long)]
    pub mattr: Option<String>,
    /// Print `; encoding: [..]` after each instruction.
    #[arg(long = "show-encoding")]
    pub show_encoding: bool,
    /// Write the raw instruction bytes to this file.
    #[arg(short = 'o')]
    pub output: Option<String>,
    /// Assembly source file.
    pub input: String,
}

/// Arguments of `gfxc disas`.
#[derive(Args, Debug)]
pub struct DisasArgs {
    /// Target processor or target ID (default for a code object: its own target).
    #[arg(long)]
    pub mcpu: Option<String>,
    /// Target features, LLVM style.
    #[arg(long)]
    pub mattr: Option<String>,
    /// Instead of disassembling: list the `--mcpu` ISA table rows the simulator has no
    /// semantics for (`gfxc_sim::coverage`), then a summary line.
    #[arg(long)]
    pub coverage: bool,
    /// Raw instruction bytes.
    #[arg(required_unless_present = "coverage")]
    pub input: Option<String>,
}

fn target(mcpu: &str, mattr: Option<&str>) -> Result<Target, String> {
    let mut t = Target::parse(mcpu).map_err(|e| format!("gfxc: error: --mcpu: {e}"))?;
    if let Some(m) = mattr {
        t.apply_mattr(m)
            .map_err(|e| format!("gfxc: error: --mattr: {e}"))?;
    }
    Ok(t)
}

/// Run `gfxc as`.
pub fn run_as(a: &AsArgs) -> u8 {
    let t = match target(&a.mcpu, a.mattr.as_deref()) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let src = match crate::read_text(std::path::Path::new(&a.input)) {
        Ok(s) => s,
        Err(c) => return c,
    };
    let lines = match assemble(&src, &a.input, &t) {
        Ok(l) => l,
        Err(d) => {
            eprint!("{d}");
            return 1;
        }
    };
    if a.show_encoding {
        print!("{}", show_encoding(&lines));
    } else if a.output.is_none() {
        for l in &lines {
            match &l.label {
                Some(n) => println!("{n}:"),
                None if l.text.is_empty() => {}
                None => println!("\t{}", l.text),
            }
        }
    }
    if let Some(o) = &a.output {
        let bytes: Vec<u8> = lines.iter().flat_map(|l| l.bytes.iter().copied()).collect();
        if let Err(e) = std::fs::write(o, bytes) {
            eprintln!("{o}: error: {e}");
            return 1;
        }
    }
    0
}

/// The text `gfxc disas` prints for `bytes` (raw instruction bytes, or a code object when they
/// start with the ELF magic) and the offsets of invalid words (relative to the start of `bytes`
/// for raw input, to the kernel's entry for a code object).
pub fn disas_text(
    bytes: &[u8],
    mcpu: Option<&str>,
    mattr: Option<&str>,
) -> Result<(String, Vec<u32>), String> {
    let mut out = String::new();
    let mut invalid = Vec::new();
    let mut emit = |code: &[u8], t: &Target, out: &mut String| {
        for l in disassemble_llvm(code, t) {
            if l.invalid {
                invalid.push(l.offset);
            }
            out.push('\t');
            out.push_str(&l.text);
            out.push('\n');
        }
    };
    if bytes.starts_with(b"\x7fELF") {
        let obj = gfxc_emit::read(bytes).map_err(|e| format!("error: {e}"))?;
        let t = match mcpu {
            Some(m) => target(m, mattr)?,
            None => {
                let mut t = obj.object.target;
                if let Some(m) = mattr {
                    t.apply_mattr(m)
                        .map_err(|e| format!("gfxc: error: --mattr: {e}"))?;
                }
                t
            }
        };
        for (f, _) in obj.object.kernels() {
            out.push_str(&f.name);
            out.push_str(":\n");
            emit(&f.code, &t, &mut out);
        }
    } else {
        let m = mcpu.ok_or("gfxc: error: --mcpu is required for raw instruction bytes")?;
        let t = target(m, mattr)?;
        emit(bytes, &t, &mut out);
    }
    Ok((out, invalid))
}

/// Run `gfxc disas`.
pub fn run_disas(a: &DisasArgs) -> u8 {
    if a.coverage {
        return coverage(a.mcpu.as_deref());
    }
    let input = a.input.clone().unwrap_or_default();
    let bytes = match std::fs::read(&input) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{input}: error: {e}");
            return 1;
        }
    };
    match disas_text(&bytes, a.mcpu.as_deref(), a.mattr.as_deref()) {
        Ok((text, invalid)) => {
            print!("{text}");
            for off in &invalid {
                eprintln!(
                    "{}:1:{}: error: invalid instruction encoding",
                    input,
                    off + 1
                );
            }
            u8::from(!invalid.is_empty())
        }
        Err(e) => {
            if e.starts_with("error:") {
                eprintln!("{input}: {e}");
            } else {
                eprintln!("{e}");
            }
            1
        }
    }
}

/// `gfxc disas --coverage --mcpu X`: the simulator's unsupported rows of X's ISA table.
fn coverage(mcpu: Option<&str>) -> u8 {
    let Some(mcpu) = mcpu else {
        eprintln!("error: --coverage needs --mcpu");
        return 1;
    };
    let t = match target(mcpu, None) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{e}");
            return 1;
        }
    };
    let name = t.processor.name;
    let (Some(rows), Some(total)) = (
        gfxc_sim::coverage::unsupported_rows(name),
        gfxc_sim::coverage::row_count(name),
    ) else {
        eprintln!("error: unknown processor '{mcpu}'");
        return 1;
    };
    let halted = gfxc_sim::coverage::halted_rows(name).map_or(0, |h| h.len());
    for r in &rows {
        println!("{r}");
    }
    println!(
        "# {name}: {} of {total} rows without simulator semantics; {halted} stop the wave by design (gfxc_sim::sem::halt_reason)",
        rows.len()
    );
    0
}

#[cfg(test)]
mod tests {
    //! `gfxc disas` of the llc-19 + ld.lld-19 code objects of emit/tests/data against the
    //! instruction text of `llvm-objdump-19 -d` (isa/tests/golden/objdump/V.CPU.KERNEL.txt,
    //! regenerated by isa/tools/objdump_golden.sh). Comments and addresses are stripped; the
    //! kernel label lines must match too.
    use super::disas_text;

    #[test]
    fn code_objects_match_llvm_objdump() {
        let root = env!("CARGO_MANIFEST_DIR");
        let gold = format!("{root}/isa/tests/golden/objdump");
        let mut files: Vec<_> = std::fs::read_dir(&gold)
            .expect("golden dir")
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        let (mut n, mut same, mut fails) = (0, 0, Vec::new());
        for g in &files {
            let name = g.file_name().unwrap().to_str().unwrap().to_string();
            let parts: Vec<&str> = name.trim_end_matches(".txt").splitn(3, '.').collect();
            let obj = format!(
                "{root}/emit/tests/data/{}/{}/{}.hsaco",
                parts[0], parts[1], parts[2]
            );
            let bytes = std::fs::read(&obj).expect("code object");
            let (text, invalid) = disas_text(&bytes, None, None).expect("disas");
            if !invalid.is_empty() {
                fails.push(format!("{name}: invalid words at {invalid:?}"));
            }
            let want = std::fs::read_to_string(g).unwrap();
            let got: Vec<&str> = text.lines().map(str::trim).collect();
            let want: Vec<&str> = want.lines().map(str::trim).collect();
            for (i, w) in want.iter().enumerate() {
                n += 1;
                if got.get(i) == Some(w) {
                    same += 1;
                } else {
                    fails.push(format!(
                        "{name}:{}: want {w}\n   got {:?}",
                        i + 1,
                        got.get(i)
                    ));
                }
            }
            if got.len() != want.len() {
                fails.push(format!("{name}: {} lines, want {}", got.len(), want.len()));
            }
        }
        println!(
            "{} code objects, {same}/{n} lines identical to llvm-objdump-19",
            files.len()
        );
        for f in fails.iter().take(40) {
            println!("{f}");
        }
        assert!(files.len() >= 60, "golden objdump files missing");
        assert!(fails.is_empty(), "{} mismatches", fails.len());
    }

    #[test]
    fn raw_bytes_need_mcpu_and_report_invalid_words() {
        assert!(disas_text(&[0, 0, 0x80, 0xbf], None, None).is_err());
        let (t, bad) = disas_text(&[0, 0, 0x80, 0xbf, 0xff, 0xff], Some("gfx900"), None).unwrap();
        assert_eq!(t.lines().next(), Some("\ts_nop 0"));
        assert_eq!(bad, vec![4]);
        assert!(disas_text(b"\x7fELF garbage", None, None).is_err());
    }
}
