//! The coverage report (`gfxc_sim::coverage`, printed by `gfxc disas --coverage --mcpu X`):
//! per reference processor, the ISA table rows without simulator semantics. It must be empty
//! on all ten processors.
//!
//! Rows that stop the wave by design (`Sem::Halt`, the documented list
//! `gfxc_sim::sem::halt_reason`) must equal `tests/coverage/<processor>.halt.txt`, and running
//! one gives an error that names the instruction and the reason.

const PROCESSORS: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

/// Every row of every reference processor has semantics (or stops the wave by design): the
/// report is empty. No allow-list: a row that loses its semantics, or a new table row without
/// them, fails here with its name.
#[test]
fn no_row_is_without_semantics() {
    let mut lines = Vec::new();
    for p in PROCESSORS {
        let rows = gfxc_sim::coverage::unsupported_rows(p).expect("known processor");
        let total = gfxc_sim::coverage::row_count(p).unwrap();
        assert!(total > 800, "{p}: only {total} rows in the table");
        for r in rows {
            lines.push(format!("{p}\t{r}"));
        }
    }
    assert!(
        lines.is_empty(),
        "rows without semantics:\n{}",
        lines.join("\n")
    );
}

#[test]
fn halted_rows_match_the_committed_lists() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/coverage");
    let bless = std::env::var("GFXC_BLESS").is_ok();
    let mut diffs = Vec::new();
    for p in PROCESSORS {
        let rows = gfxc_sim::coverage::halted_rows(p).expect("known processor");
        let got: String = rows.iter().map(|r| format!("{r}\n")).collect();
        let path = dir.join(format!("{p}.halt.txt"));
        if bless {
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if want != got {
            diffs.push(format!("{p}: halted rows differ:\n{got}"));
        }
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

/// Every row is classified: it has semantics or stops the wave by design (with a reason), and
/// the two lists do not overlap.
#[test]
fn every_row_is_classified() {
    for p in PROCESSORS {
        let un = gfxc_sim::coverage::unsupported_rows(p).unwrap();
        let halt = gfxc_sim::coverage::halted_rows(p).unwrap();
        let names = |v: &[String]| -> std::collections::BTreeSet<String> {
            v.iter()
                .map(|r| r.split('\t').take(2).collect::<Vec<_>>().join("\t"))
                .collect()
        };
        let (u, h) = (names(&un), names(&halt));
        assert!(u.is_disjoint(&h), "{p}: {:?}", u.intersection(&h));
        for r in &halt {
            let why = r.split('\t').nth(2).unwrap_or("");
            assert!(why.len() > 20, "{p}: {r}: the reason must say why");
        }
    }
}

/// A halting row stops the wave with an error naming the instruction and the reason.
#[test]
fn a_halting_row_names_itself() {
    use gfxc_isa::processors::{processor, Target};
    for (cpu, line, what) in [
        ("gfx900", "s_sethalt 1", "s_sethalt"),
        ("gfx600", "s_setkill 1", "s_setkill"),
        ("gfx1030", "ds_gws_init v0 gds", "ds_gws_init"),
        ("gfx1100", "s_rfe_b64 s[0:1]", "s_rfe_b64"),
    ] {
        let target = Target::new(processor(cpu).unwrap());
        let mut bytes = Vec::new();
        for l in [line, "s_endpgm"] {
            let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
                .unwrap_or_else(|e| panic!("{cpu}: {l}: {}", e.msg));
            bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
        }
        let prog = gfxc_sim::program::Program::decode_for(
            &bytes,
            0x1000,
            target.processor.isa,
            true,
            Some(cpu),
        );
        let mut mem = gfxc_sim::memory::Memory::new();
        let mut w = gfxc_sim::wave::Wave::new(0, 64, 32, 32, 124, true);
        w.set_exec(u64::MAX);
        let mut lds = gfxc_sim::memory::Lds { data: vec![0; 256] };
        let e = gfxc_sim::exec::run_wave(&mut w, &prog, &mut mem, &mut lds)
            .expect_err("a halting row stops the wave");
        assert!(
            e.message.contains(what) && e.message.contains("stops the wave: "),
            "{cpu}: {}",
            e.message
        );
    }
}

#[test]
fn unknown_processor_is_none() {
    assert!(gfxc_sim::coverage::unsupported_rows("gfx9999").is_none());
}
