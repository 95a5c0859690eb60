//! The memory-model test matrix shared by `emit/tests/memory_model.rs` (the table against
//! llc-19) and `tests/memory_legalizer.rs` (the compiler's output against llc-19): the
//! targets, every operation combination per target, the probe kernel that brackets one
//! operation between `s_sleep 1` and `s_sleep 2` after an outstanding vector load, vector store
//! and LDS store, and the reduction of assembly (llc-19's or gfxc's) between the markers to the
//! normal form of `MmSequence`'s `Display`.
#![allow(dead_code)]

use gfxc_emit::memory_model::{
    ordering_name, FenceSpaces, MemOp, MemOpKind, MmTarget, Ordering, Scope, ScopeLevel, Space,
};
use std::collections::BTreeMap;
use std::fmt::Write as _;

pub const TARGETS: [&str; 14] = [
    "gfx600",
    "gfx700",
    "gfx803",
    "gfx900",
    "gfx908",
    "gfx90a",
    "gfx90a+tgsplit",
    "gfx940",
    "gfx942",
    "gfx1010",
    "gfx1030",
    "gfx1030+cumode",
    "gfx1100",
    "gfx1100+cumode",
];

pub fn target(name: &str) -> MmTarget {
    MmTarget::parse(name).unwrap_or_else(|| panic!("bad target {name}"))
}

// ---------------------------------------------------------------------------------------------
// The combination matrix.

/// Every operation checked on `t` (the model rejects local memory in tgsplit mode and generic
/// memory on GFX6; those are left out).
pub fn combos(t: &MmTarget) -> Vec<MemOp> {
    let mut v = Vec::new();
    let spaces: Vec<Space> = [Space::Global, Space::Flat, Space::Local]
        .into_iter()
        .filter(|&s| (s != Space::Flat || t.has_flat()) && (s != Space::Local || !t.tgsplit))
        .collect();
    let flags = [(false, false), (true, false), (false, true), (true, true)];
    for kind in [MemOpKind::Load, MemOpKind::Store] {
        for &space in spaces.iter().chain(&[Space::Private]) {
            for (volatile, nontemporal) in flags {
                v.push(MemOp {
                    volatile,
                    nontemporal,
                    ..MemOp::plain(kind, space)
                });
            }
        }
    }
    let load_ords = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::SeqCst,
    ];
    let store_ords = [
        Ordering::Unordered,
        Ordering::Monotonic,
        Ordering::Release,
        Ordering::SeqCst,
    ];
    for (kind, ords) in [(MemOpKind::Load, load_ords), (MemOpKind::Store, store_ords)] {
        for ordering in ords {
            for scope in Scope::all() {
                for &space in &spaces {
                    v.push(MemOp::atomic(kind, space, ordering, scope));
                }
            }
            // Volatile and nontemporal atomics, at two scopes.
            for level in [ScopeLevel::Workgroup, ScopeLevel::Agent] {
                for &space in &spaces {
                    for (volatile, nontemporal) in &flags[1..] {
                        v.push(MemOp {
                            volatile: *volatile,
                            nontemporal: *nontemporal,
                            ..MemOp::atomic(kind, space, ordering, Scope::new(level))
                        });
                    }
                }
            }
        }
    }
    let rmw_ords = [
        Ordering::Monotonic,
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ];
    for returns in [true, false] {
        for ordering in rmw_ords {
            for scope in Scope::all() {
                for &space in &spaces {
                    v.push(MemOp::atomic(
                        MemOpKind::AtomicRmw { returns },
                        space,
                        ordering,
                        scope,
                    ));
                }
            }
        }
        let pairs = [
            (Ordering::Monotonic, Ordering::Monotonic),
            (Ordering::Acquire, Ordering::Acquire),
            (Ordering::Release, Ordering::Monotonic),
            (Ordering::AcqRel, Ordering::Acquire),
            (Ordering::SeqCst, Ordering::SeqCst),
            (Ordering::Monotonic, Ordering::Acquire),
            (Ordering::Release, Ordering::Acquire),
        ];
        for (ordering, failure) in pairs {
            for scope in Scope::all() {
                for &space in &spaces {
                    v.push(MemOp::atomic(
                        MemOpKind::CmpXchg { returns, failure },
                        space,
                        ordering,
                        scope,
                    ));
                }
            }
        }
    }
    for ordering in [
        Ordering::Acquire,
        Ordering::Release,
        Ordering::AcqRel,
        Ordering::SeqCst,
    ] {
        for scope in Scope::all() {
            for spaces in [FenceSpaces::ALL, FenceSpaces::GLOBAL, FenceSpaces::LOCAL] {
                v.push(MemOp::fence(ordering, scope, spaces));
            }
        }
    }
    v
}

/// `, acquire agent`, `, volatile` ... for a load or store.
pub fn memflags(op: &MemOp) -> String {
    let mut s = String::new();
    if op.volatile {
        s.push_str(", volatile");
    }
    if op.nontemporal {
        s.push_str(", nontemporal");
    }
    if op.ordering != Ordering::NotAtomic {
        let _ = write!(s, ", {} {}", ordering_name(op.ordering), op.scope.name());
    }
    s
}

/// One kernel: outstanding vector load, vector store and LDS store; `s_sleep 1`; the
/// operation; `s_sleep 2`; then the uses of the loaded values.
pub fn kernel(idx: usize, op: &MemOp) -> String {
    let mut k = format!(
        "kernel @k{idx}(v0: ptr.global, v1: ptr.global, v2: ptr.global, v3: ptr.flat, \
         v4: ptr.private, v5: i32, v6: ptr.global) {{\nblock0:\n"
    );
    k.push_str(
        "    v10 = workitem_id x\n    v11 = zext.i64 v10\n    v12 = iconst.i64 4\n\
         \x20   v13 = mul.i64 v11, v12\n    v14 = ptradd v0, v13\n    v15 = ptradd v1, v13\n\
         \x20   v16 = ptradd v2, v13\n    v17 = add.i32 v10, v5\n    v18 = iconst.i32 4\n\
         \x20   v19 = mul.i32 v17, v18\n    v20 = global_addr @lds0\n    v21 = ptradd v20, v19\n\
         \x20   v22 = global_addr @lds1\n    v23 = ptradd v22, v19\n    v24 = ptradd v3, v13\n\
         \x20   v25 = ptradd v4, v19\n    v26 = ptradd v6, v13\n    v27 = iconst.i32 1\n\
         \x20   v28 = iconst.i32 2\n    v30 = load.i32 v14\n    store v10, v15\n\
         \x20   store v10, v21\n    intrinsic \"amdgcn.s.sleep\"(v27)\n",
    );
    let addr = match op.space {
        Space::Global => "v26",
        Space::Flat => "v24",
        Space::Local => "v23",
        _ => "v25",
    };
    let scope = op.scope.name();
    let ord = ordering_name(op.ordering);
    let vol = if op.volatile { ", volatile" } else { "" };
    let result = match op.kind {
        MemOpKind::Load => {
            let _ = writeln!(k, "    v40 = load.i32 {addr}{}", memflags(op));
            true
        }
        MemOpKind::Store => {
            let _ = writeln!(k, "    store v10, {addr}{}", memflags(op));
            false
        }
        MemOpKind::AtomicRmw { returns } => {
            let _ = writeln!(
                k,
                "    v40 = atomic_rmw.i32 add {addr}, v10, {ord} {scope}{vol}"
            );
            returns
        }
        MemOpKind::CmpXchg { returns, failure } => {
            let _ = writeln!(
                k,
                "    v40, v41 = cmpxchg.i32 {addr}, v10, v17, {ord} {} {scope}{vol}",
                ordering_name(failure)
            );
            returns
        }
        MemOpKind::Fence { spaces } => {
            let sp = match spaces.as_space() {
                Space::Global => ", spaces(global)",
                Space::Local => ", spaces(local)",
                _ => "",
            };
            let _ = writeln!(k, "    fence {ord} {scope}{sp}");
            false
        }
    };
    k.push_str("    intrinsic \"amdgcn.s.sleep\"(v28)\n");
    if result {
        k.push_str("    v50 = add.i32 v40, v30\n    store v50, v16\n");
    } else {
        k.push_str("    store v30, v16\n");
    }
    k.push_str("    return\n}\n\n");
    k
}

/// Reduces one instruction line of llc output to the normal form (`None`: not kept).
pub fn normalise_line(line: &str) -> Option<String> {
    let line = line.split(';').next().unwrap().trim();
    let (mn, rest) = line.split_once(char::is_whitespace).unwrap_or((line, ""));
    let toks: Vec<&str> = rest
        .split(|c: char| c == ',' || c.is_whitespace() || c == '&')
        .filter(|s| !s.is_empty())
        .collect();
    let bits = |allowed: &[&str]| -> String {
        let mut s = String::new();
        for b in ["glc", "slc", "dlc", "sc0", "sc1", "nt"] {
            if allowed.contains(&b) && toks.contains(&b) {
                s.push(' ');
                s.push_str(b);
            }
        }
        s
    };
    match mn {
        "s_waitcnt" => {
            let kept: Vec<&str> = toks
                .iter()
                .copied()
                .filter(|t| t.starts_with("vmcnt") || t.starts_with("lgkmcnt"))
                .collect();
            if toks.iter().any(|t| t.chars().all(|c| c.is_ascii_digit())) {
                return Some(format!("s_waitcnt {rest}"));
            }
            (!kept.is_empty()).then(|| format!("s_waitcnt {}", kept.join(" ")))
        }
        "s_waitcnt_vscnt" => Some(format!("s_waitcnt_vscnt {}", toks.join(", "))),
        "buffer_wbinvl1" | "buffer_wbinvl1_vol" | "buffer_gl0_inv" | "buffer_gl1_inv"
        | "buffer_invl2" => Some(mn.to_string()),
        "buffer_inv" | "buffer_wbl2" => Some(format!("{mn}{}", bits(&["sc0", "sc1"]))),
        _ => {
            let (prefix, op) = mn.split_once('_')?;
            if !["buffer", "global", "flat", "scratch", "ds"].contains(&prefix) {
                return None;
            }
            let kind = if prefix == "ds" {
                if op.starts_with("read") || op.starts_with("load") {
                    "load"
                } else if op.starts_with("write") || op.starts_with("store") {
                    "store"
                } else {
                    "atomic"
                }
            } else if op.starts_with("atomic") {
                "atomic"
            } else if op.starts_with("load") {
                "load"
            } else if op.starts_with("store") {
                "store"
            } else {
                return Some(mn.to_string());
            };
            Some(format!(
                "{prefix}_{kind}{}",
                bits(&["glc", "slc", "dlc", "sc0", "sc1", "nt"])
            ))
        }
    }
}

/// Per kernel name, the normalised code between `s_sleep 1` and `s_sleep 2`.
pub fn extract(asm: &str) -> BTreeMap<String, String> {
    let mut out = BTreeMap::new();
    let mut cur: Option<(String, Vec<String>, u8)> = None;
    for raw in asm.lines() {
        let l = raw.split(';').next().unwrap().trim();
        if let Some(name) = l.strip_suffix(':').filter(|n| n.starts_with('k')) {
            cur = Some((name.to_string(), Vec::new(), 0));
            continue;
        }
        let Some((name, lines, state)) = cur.as_mut() else {
            continue;
        };
        if l.starts_with("s_sleep 1") {
            *state = 1;
        } else if l.starts_with("s_sleep 2") {
            let s = if lines.is_empty() {
                "(none)".to_string()
            } else {
                lines.join(" ; ")
            };
            out.insert(name.clone(), s);
            cur = None;
        } else if *state == 1 && !l.is_empty() && !l.starts_with(';') && !l.starts_with('.') {
            if let Some(n) = normalise_line(l) {
                lines.push(n);
            }
        }
    }
    out
}

/// Parses a golden file (`key<TAB>sequence` lines, `#` comments).
pub fn parse_golden(text: &str) -> BTreeMap<String, String> {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| {
            let (k, s) = l.split_once('\t')?;
            Some((k.to_string(), s.to_string()))
        })
        .collect()
}
