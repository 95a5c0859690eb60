//! The memory model (AMDGPUUsage "Memory Model", sections "Memory Model GFX6-GFX9",
//! "Memory Model GFX90A", "Memory Model GFX942", "Memory Model GFX10-GFX11"; digest
//! `shared/notes/spec-memory-model.md`) as data plus a small interpreter, independent of any
//! machine IR.
//!
//! [`sequence`] maps an abstract [`MemOp`] (load, store, atomicrmw, cmpxchg or fence, with
//! address space, ordering, scope incl. one-as, volatile and nontemporal flags) and a
//! [`MmTarget`] (processor, tgsplit, CU/WGP mode, wave size) to the prescribed [`MmSequence`]:
//! waits and cache operations before the access, the access with its cache-policy bits, and
//! waits and invalidates after it. The table is `table.tsv` ([`table`]): one row per seed row
//! (ids = data-row numbers of `shared/notes/memory-model-table.tsv`), amended where the
//! decision table below says so (column `decisions`). The interpreter evaluates a row's
//! conditions (`OpenCL`, `TgSplit`, `CU-mode`, `GFX10/11`, `returns`, `volatile`,
//! `nontemporal`, the fence's address spaces) and follows `@same-as`/`@then` references.
//!
//! Guarantees: every operation of the test matrix (14 target modes, every operation,
//! ordering, scope, address space and flag) gets exactly the decided sequence; the tests
//! compare it with `llc-19` and fail on any difference not listed in [`DIFFERENCES`].
//!
//! ## Applied by the compiler
//! `crate::memory_legalizer` applies [`sequence`] to every access and fence of the allocated
//! machine IR (cache bits on the access, [`Step::Wait`]s as wait requirements for
//! `crate::waitcnt`, cache maintenance as instructions). `tests/memory_legalizer.rs` compiles
//! the same probe kernel per combination with gfxc and compares the code between its markers
//! with the llc-19 golden data of `emit/tests/memory_model.rs`: the only differences allowed
//! are the recorded `K*` ones below, compared for the instruction gfxc selected (`S*` rows).
//!
//! ## Contract with the `s_waitcnt` inserter
//! The waits in an [`MmSequence`] are *requirements*: "at this point these counters must be
//! zero". The inserter may merge them with its own waits (taking the minimum of each
//! counter), may move them later as long as no memory instruction of the same wave crosses
//! them in the direction that matters (a wait in `before` must precede the access, one in
//! `after` must precede the next cache operation and every later memory instruction), and
//! may drop a counter only when its scoreboard proves that counter already zero at that
//! point (no outstanding event of that kind). It must never relax a required `0` to a
//! nonzero count, and must never drop a wait because the *register* dependences do not
//! need it. Cache operations are never removed or reordered with respect to the waits and
//! the access around them. `vscnt` requirements are only produced on GFX10+.
//!
//! ## Condition atoms
//! `OpenCL` in the seed means "OpenCL's separate happens-before per address space". gfxc IR
//! expresses that with one-as scopes, so `OpenCL` is `scope.one_as` (what LLVM 19 does: no
//! cross-address-space ordering). For fences the seed's `OpenCL & AS!=generic*` and
//! `OpenCL & AS=local*` ("cannot be applied today" in the seed, because LLVM fences had no
//! address space) are applied, with gfxc's `spaces(...)` (LLVM 19 MMRA tags): `fence-no-lds`
//! = the fence does not order LDS against other spaces (no `local`, or one-as);
//! `fence-no-global` = the fence does not order global memory; `fence-gds` = an unrestricted,
//! non-one-as fence (it also orders GDS, counted by `lgkmcnt`).
//!
//! ## Decisions on differences between the seed table and llc-19
//! Measured with `llc-19 -O3` on kernels with outstanding vector loads, vector stores and LDS
//! stores (`emit/tests/memory_model.rs`); "llc" means the amended row now gives llc-19's code.
//!
//! | id | difference | decided | why |
//! |----|------------|---------|-----|
//! | D1 | GFX6: seed `buffer_wbinvl1_vol`, llc `buffer_wbinvl1` | llc | GFX6 (SI) has no `_vol` form; `buffer_wbinvl1` is its only L1 invalidate |
//! | D2 | fences with `spaces(...)`/one-as: seed emits all waits/invalidates ("cannot be applied today"), llc narrows by MMRA | llc | the seed's own OpenCL/fence-AS omissions; a fence that orders no global memory needs no `vmcnt`/`vscnt` and no L0/L1/L2 maintenance; `lgkmcnt` only orders LDS against other spaces (LDS is in a total order); GDS needs `lgkmcnt` at agent scope (also in tgsplit) |
//! | D3 | LDS release / seq_cst at workgroup: seed none (GFX6-940) or only `vmcnt & vscnt` (GFX10-11), llc adds a leading `lgkmcnt(0)` | llc | earlier FLAT accesses that hit LDS complete out of order with DS operations (seed §"GFX7-9 flat ops"); a non-one-as release must drain them |
//! | D4 | GFX10-11 acquire: seed `buffer_gl0_inv ; buffer_gl1_inv`, llc `buffer_gl1_inv ; buffer_gl0_inv` | llc | invalidating the outer cache first: with L0 first, another wave of the CU can refill L0 from the stale GL1 between the two |
//! | D5 | GFX10-11 WGP mode: LDS acquire also waits `vmcnt`; workgroup generic acq_rel post-wait uses the returns/no-return counter | llc | the acquire must also order the wave's earlier global loads before the L0 invalidate; the seed's own agent rows use `vm/vscnt` by return |
//! | D6 | one-as seq_cst loads / generic release stores: seed keeps `lgkmcnt(0)` ("omissions disabled", "AS not generic"), llc omits | llc | a one-as scope orders only its own address space by definition; the rmw rows already omit it (§8.14) |
//! | D7 | GFX90A/940 tgsplit release at workgroup: seed `vmcnt(0)`, llc `vmcnt(0) lgkmcnt(0)` | llc | a non-one-as release also orders GDS, which counts on `lgkmcnt` |
//! | D8 | GFX940 release rmw: seed `sc0=1` (workgroup) / `sc1=1` (agent) / `sc0=1 sc1=1` (system) | llc (no sc0, agent none, system sc1) | on atomics `sc0` means "return the old value" (seed prose, §8.8); scope bits follow the monotonic/acquire rmw rows |
//! | D9 | gfx940/gfx941 stores: llc sets `sc0 sc1` on every store | llc | LLVM's `force-store-sc0-sc1` hardware workaround for those two chips (not gfx942) |
//! | D10 | seed `buffer/global/flat` naming, `constant`/`private` atomics | llc | the form follows the address space and generation (GFX6 MUBUF, GFX7-8 FLAT for global, scratch on GFX940/GFX11); private/constant accesses are non-atomic |
//! | K1 | unordered volatile/nontemporal load/store: seed = non-atomic (volatile wait, cache bits), llc ignores the flags | **seed** | "unordered is handled like non-atomic"; a volatile access must stay volatile whatever its atomicity |
//! | K2 | GFX10-11 no-return acquire rmw/cmpxchg: seed `vscnt(0)`, llc `vscnt(0)` plus `vmcnt(0)` | **seed** | a no-return atomic counts only on `vscnt` (MEM_ORDERED=1); earlier loads are not ordered by an acquire |
//! | K3 | GFX90A tgsplit agent/system release, seq_cst loads and acq_rel post-waits on global/generic: llc adds `lgkmcnt(0)` where the seed drops it in tgsplit | **seed** | no LDS in tgsplit mode and the instruction's address space has no GDS; the extra wait is harmless but not required |
//! | K4 | GFX10-11 LDS acq_rel/seq_cst in WGP mode: the post-op wait keeps `vmcnt(0)` | **ours (D5)** | redundant after the leading `vmcnt & vscnt` wait (the inserter drops it, scoreboard proves it zero) |
//!
//! Where gfxc's *instruction selection* differs from llc-19's, the compiler applies the model
//! to the instruction it selected and the compiled-output test compares with llc-19's code
//! for that operation (these are not sequence decisions; they follow from the selection):
//!
//! | id | selection difference | sequence applied |
//! |----|----------------------|------------------|
//! | S1 | GFX9+: gfxc selects `global_*` for generic (flat) pointers, llc-19 `flat_*` | the global row: a `global_*` access cannot reach LDS, so the flat-only `lgkmcnt(0)` after it is not needed (compared with llc-19's code for the `global` operation) |
//! | S2 | gfxc always selects the returning `cmpxchg` (its result gives the success flag) | the returning row (`glc`/`sc0` set; compared with llc-19's `cmpxchg.ret`) |
//! | S3 | GFX9+ private memory: gfxc flat `scratch_*`, llc-19 MUBUF `buffer_*` | the same row: waits, bits and cache maintenance compared, the instruction family not |
//! | S4 | tgsplit: a plain (non-atomic, non-volatile) LDS access | no sequence (as llc-19); the model's "no LDS in tgsplit" applies to ordering through LDS, which stays an error |

mod interp;
mod parse;
pub mod table;
mod types;

pub use interp::access_form;
pub use types::*;

/// The code sequence the memory model prescribes for `op` on `t` (see the module doc).
pub fn sequence(op: &MemOp, t: &MmTarget) -> Result<MmSequence, MmError> {
    interp::sequence(op, t)
}

/// A recorded, kept difference from llc-19 (decision table ids `K*`).
pub struct Difference {
    pub id: &'static str,
    pub summary: &'static str,
    /// Whether the difference can apply to this operation and target.
    pub applies: fn(&MemOp, &MmTarget) -> bool,
}

fn is_noret_acquire(op: &MemOp) -> bool {
    let ord = match op.kind {
        MemOpKind::AtomicRmw { returns: false } => op.ordering,
        MemOpKind::CmpXchg {
            returns: false,
            failure,
        } => op.ordering.merge(failure),
        _ => return false,
    };
    matches!(ord, Ordering::Acquire | Ordering::AcqRel | Ordering::SeqCst)
}

/// The kept differences (decision table).
pub static DIFFERENCES: &[Difference] = &[
    Difference {
        id: "K1",
        summary: "unordered volatile/nontemporal accesses keep the non-atomic treatment",
        applies: |op, _| {
            op.ordering == Ordering::Unordered
                && (op.volatile || op.nontemporal)
                && matches!(op.kind, MemOpKind::Load | MemOpKind::Store)
        },
    },
    Difference {
        id: "K2",
        summary: "GFX10-11 no-return acquire atomics wait on vscnt only",
        applies: |op, t| t.family() == Family::Gfx10_11 && is_noret_acquire(op),
    },
    Difference {
        id: "K3",
        summary: "GFX90A tgsplit: no lgkmcnt for global/generic atomics",
        applies: |op, t| {
            t.tgsplit && !op.scope.one_as && matches!(op.space, Space::Global | Space::Flat)
        },
    },
    Difference {
        id: "K4",
        summary: "GFX10-11 WGP LDS acq_rel/seq_cst: redundant post-op vmcnt",
        applies: |op, t| {
            t.family() == Family::Gfx10_11
                && !t.cumode
                && op.space == Space::Local
                && matches!(
                    op.kind,
                    MemOpKind::AtomicRmw { .. } | MemOpKind::CmpXchg { .. } | MemOpKind::Load
                )
                && matches!(
                    op.ordering,
                    Ordering::AcqRel | Ordering::SeqCst | Ordering::Release
                )
        },
    },
];

/// The recorded differences that cover `op` on `t`.
pub fn applicable_differences(op: &MemOp, t: &MmTarget) -> Vec<&'static Difference> {
    DIFFERENCES.iter().filter(|d| (d.applies)(op, t)).collect()
}
