//! `gfxc-lower`: IR-to-IR lowering between the frontend's IR and instruction selection.
//!
//! Every pass takes verified IR and produces IR that still verifies and means the same thing
//! (the interpreter, `gfxc_ir::interp`, is the oracle the tests use). In pipeline order
//! ([`pipeline::lower_module`]):
//!
//! 1. [`inline`]: device-function calls inlined, except `noinline` and recursive functions
//!    that can stay real calls (the passes below then also run on them; results too large for
//!    registers demoted by [`sret`], `i1xN`/`i8xN` arguments and results widened to one dword
//!    per lane by [`narrow_abi`]; on GFX6/GFX7 `f16` lanes passed as `f32` and `i16` vector
//!    lanes one per dword by [`half_abi`]); then [`nesting`]: control flow
//!    nested deeper than [`nesting::MAX_NESTING`] is a located error.
//!    Then [`prune_unreachable`]: branch edges into blocks that reach `unreachable` without
//!    an observable effect removed (undefined behaviour; a doomed `switch` default becomes
//!    its most frequent case).
//! 2. [`expand_divrem`]: integer division and remainder expanded (no divide instruction).
//! 3. [`expand_float`]: precise f16 `fdiv` and `sqrt` expanded into f32 operations (f32
//!    and f64 `fdiv`/`sqrt` are selected by isel as LLVM's `v_div_scale`/`v_div_fmas`/
//!    `v_div_fixup` and scaled `v_sqrt`/`v_rsq` sequences).
//! 4. [`kernel_abi`]: kernel parameters read from the kernarg segment; then [`sink_stores`]:
//!    stores moved below following loads of other objects (while the variables are distinct).
//! 5. [`lds_layout`]: `local` globals the kernel reaches get LDS offsets (the interpreter's
//!    rule); `global_addr` of them becomes `iconst.i32` + `inttoptr.ptr.local`.
//! 6. [`dispatch_sizes`]: `workgroup_size` / `grid_size` read from the dispatch packet.
//! 7. [`infer_address_spaces`]: accesses through `flat` pointers that provably point into
//!    one space (casts through `ptradd`/`select`/block parameters) use that space.
//! 8. [`addrspace_cast`]: `addrspacecast` lowered to integer operations on the apertures
//!    (read from the hidden arguments); then [`segment_loads`]: loads of any size and
//!    alignment from the kernarg, hidden-argument and dispatch-packet segments rewritten as
//!    aligned dword loads plus extraction; then [`expand_atomics`]: float `atomic_rmw` the
//!    target has no instruction for becomes a compare-and-swap loop, and [`guard_traps`]
//!    puts `trap`/`debugtrap` where EXEC is never zero; then [`merge_stores`] and
//!    [`merge_loads`]: adjacent stores and loads of one base at constant offsets merged into
//!    wider accesses the hardware does (addresses analysed by [`mem_addr`]).
//! 9. [`legalize`]: narrow integer / `f16` arithmetic promoted as the generation requires,
//!    vectors split per lane (vectors of `i1`/`i8` lanes scalarized by [`narrow_vectors`]),
//!    `i1` in memory as bytes (its module doc is isel's contract); then [`mulhi`]: high
//!    halves of 64-bit products of extended i32 values as `smulhi`/`umulhi.i32`; then
//!    [`ext_idioms`]: `ashr/lshr (shl x, 32), 32` and `and x, 0xffffffff` on i64 as
//!    extensions of the low dword; then [`pair_build`]: `(ext(hi) << 32) | zext(lo)` built
//!    as the dword pair `[lo, hi]`; then
//!    [`demanded_bits`]: extensions of truncated values and constant masks whose bits nobody
//!    reads removed; then [`narrow_iv`]: loop counters wider than 32 bits proven to stay
//!    within 32 bits computed in `i32`; then [`unroll`]: counted loops that load run in
//!    chunks; then [`gvn`]: repeated pure values shared along the dominator tree;
//!    then [`sink_load_uses`]: pure consumers of a load moved to the one later block that
//!    uses them.
//! 10. [`structurize`]: divergent control flow put into the structured form isel needs for
//!     EXEC masking, checked by [`structurize::check_structured`]; then [`trivial_params`]:
//!     block parameters passed one value on every edge replaced by that value.
//! 11. [`uniformity`]: which values are the same in every lane, which branches diverge.
//! 12. [`reassoc_uniform`]: `add (add w, d), u` with `w`, `u` uniform and `d` divergent
//!     becomes `add (add w, u), d` (one divergent addition left); uniformity recomputed.
//!     Then [`rebase_addr`]: divergent 64-bit addresses recomputed from an earlier address of the
//!     block that differs by a constant or a uniform amount; uniformity is then recomputed.
//! 13. [`offset32`] (GFX9+): divergent 64-bit offsets from a uniform global pointer that
//!     provably fit in 32 bits recomputed in 32 bits (isel's `saddr` form).
//!
//! `README.md` states the final contract instruction selection may rely on.
//!
//! [`cfg`] and [`util`] hold the shared CFG analyses and editing helpers.

pub mod addrspace_cast;
pub mod cfg;
pub mod demanded_bits;
pub mod dispatch_sizes;
pub mod expand_atomics;
pub mod expand_divrem;
pub mod expand_float;
pub mod ext_idioms;
pub mod guard_traps;
pub mod gvn;
pub mod gws_replay;
pub mod half_abi;
pub mod indirect_calls;
pub mod infer_address_spaces;
pub mod inline;
pub mod inline_cost;
pub mod kernel_abi;
pub mod lds_layout;
pub mod legalize;
pub mod mem_addr;
pub mod mem_ops;
pub mod merge_loads;
pub mod merge_stores;
pub mod module_lds;
pub mod mulhi;
pub mod narrow_abi;
pub mod narrow_iv;
pub mod narrow_vectors;
pub mod nesting;
pub mod offset32;
pub mod pair_build;
pub mod pipeline;
pub mod prune_unreachable;
pub mod reassoc_uniform;
pub mod rebase_addr;
pub mod sat16;
pub mod segment_loads;
pub mod sink_load_uses;
pub mod sink_stores;
pub mod sret;
pub mod structurize;
pub mod trivial_params;
pub mod unaligned;
pub mod uniformity;
pub mod unroll;
pub mod util;
pub mod vector_build;
