//! `gfxc_lower::nesting`: control flow nested more than `MAX_NESTING` deep is an error located
//! at the first block that deep, for nested `if`s and nested loops; nesting at the limit and
//! long sequences of shallow branches are accepted (the limit counts nesting, not size).

use gfxc_lower::nesting::{check_nesting, MAX_NESTING};

/// `n` nested `if`s (`loops`: each level a loop, the innermost jumping back to its header),
/// on a per-lane condition.
fn nested(n: usize, loops: bool) -> String {
    let mut s = String::from(
        "kernel @k(v0: ptr.global) {\nblock0:\n    v1 = workitem_id x\n    v2 = iconst.i32 0\n    \
         v3 = icmp.i32 ne v1, v2\n    jump block1\n",
    );
    for i in 1..=n {
        s += &format!(
            "block{i}:\n    brif v3, block{}, block{}\n",
            i + 1,
            n + 1 + i
        );
    }
    let back = if loops { n } else { 2 * n + 1 };
    s += &format!("block{}:\n    jump block{back}\n", n + 1);
    for i in (1..=n).rev() {
        s += &format!("block{}:\n", n + 1 + i);
        if i > 1 {
            let to = if loops { i - 1 } else { n + i };
            s += &format!("    jump block{to}\n");
        } else {
            s += "    store v1, v0\n    return\n";
        }
    }
    s + "}\n"
}

/// `n` `if`s one after the other.
fn sequential(n: usize) -> String {
    let mut s = String::from(
        "kernel @k(v0: ptr.global) {\nblock0:\n    v1 = workitem_id x\n    v2 = iconst.i32 0\n    \
         v3 = icmp.i32 ne v1, v2\n    jump block1\n",
    );
    for i in 0..n {
        let (a, b, c) = (3 * i + 1, 3 * i + 2, 3 * i + 3);
        s += &format!(
            "block{a}:\n    brif v3, block{b}, block{c}\nblock{b}:\n    jump block{c}\nblock{c}:\n    jump block{}\n",
            c + 1
        );
    }
    s + &format!("block{}:\n    store v1, v0\n    return\n}}\n", 3 * n + 1)
}

fn check(src: &str) -> Result<(), String> {
    let m = gfxc_ir::text::parse_module(src).unwrap();
    let f = m.functions.values().next().unwrap();
    check_nesting(f).map_err(|d| {
        assert_eq!(d.kind, gfxc_ir::ErrorKind::Unsupported, "{d}");
        d.render("k.gir").trim_end().to_string()
    })
}

#[test]
fn nesting_beyond_the_limit_is_a_located_error() {
    for loops in [false, true] {
        assert_eq!(check(&nested(MAX_NESTING, loops)), Ok(()), "loops {loops}");
        for n in [MAX_NESTING + 1, 20_000] {
            let e = check(&nested(n, loops)).unwrap_err();
            // block (MAX_NESTING + 2) is the first one inside MAX_NESTING + 1 branches: its
            // label is on line 6 + 2 * (MAX_NESTING + 1) + 1.
            let line = 7 + 2 * (MAX_NESTING + 1);
            assert_eq!(
                e,
                format!(
                    "k.gir:{line}:1: error: @k: unsupported: control flow nested more than {MAX_NESTING} deep"
                ),
                "loops {loops} n {n}"
            );
        }
    }
}

#[test]
fn long_sequences_of_shallow_branches_are_accepted() {
    assert_eq!(check(&sequential(20_000)), Ok(()));
}
