//! The coverage report (`gfxc_sim::coverage`): per reference processor, the ISA table rows
//! without simulator semantics must equal `tests/coverage/<processor>.txt`. A row that loses its
//! semantics fails here; rows that gain them are re-blessed with `GFXC_BLESS=1` (review the
//! diff: it should only shrink).

const PROCESSORS: [&str; 10] = [
    "gfx600", "gfx700", "gfx803", "gfx900", "gfx908", "gfx90a", "gfx942", "gfx1010", "gfx1030",
    "gfx1100",
];

#[test]
fn unsupported_rows_match_the_committed_lists() {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/coverage");
    let bless = std::env::var("GFXC_BLESS").is_ok();
    let mut diffs = Vec::new();
    for p in PROCESSORS {
        let rows = gfxc_sim::coverage::unsupported_rows(p).expect("known processor");
        let total = gfxc_sim::coverage::row_count(p).unwrap();
        let got: String = rows.iter().map(|r| format!("{r}\n")).collect();
        let path = dir.join(format!("{p}.txt"));
        if bless {
            std::fs::write(&path, &got).unwrap();
            continue;
        }
        let want = std::fs::read_to_string(&path).unwrap_or_default();
        if want != got {
            let w: std::collections::BTreeSet<&str> = want.lines().collect();
            let g: std::collections::BTreeSet<&str> = got.lines().collect();
            let lost: Vec<_> = g.difference(&w).collect();
            let gained: Vec<_> = w.difference(&g).collect();
            diffs.push(format!(
                "{p}: {} of {total} rows unsupported; newly unsupported {lost:?}; newly supported (re-bless) {gained:?}",
                rows.len()
            ));
        }
    }
    assert!(diffs.is_empty(), "{}", diffs.join("\n"));
}

#[test]
fn unknown_processor_is_none() {
    assert!(gfxc_sim::coverage::unsupported_rows("gfx9999").is_none());
}
