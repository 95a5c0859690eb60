//! gfxc-ll: a reader for textual LLVM IR (`.ll`) that maps it onto gfxc IR, so that kernels
//! produced by clang (OpenCL C, HIP) or written by hand for `amdgcn-amd-amdhsa` go through the
//! gfxc interpreter, compiler and simulator.
//!
//! ```
//! let src = r#"
//! define amdgpu_kernel void @k(ptr addrspace(1) %out) {
//!   %tid = call i32 @llvm.amdgcn.workitem.id.x()
//!   %i = zext i32 %tid to i64
//!   %p = getelementptr inbounds float, ptr addrspace(1) %out, i64 %i
//!   store float 1.0, ptr addrspace(1) %p, align 4
//!   ret void
//! }
//! declare i32 @llvm.amdgcn.workitem.id.x()
//! "#;
//! let module = gfxc_ll::parse_ll(src).unwrap();
//! assert!(module.function_by_name("k").is_some());
//! ```
//!
//! # Guarantees
//! - [`parse_ll`] never panics. Every error is located at the `.ll` line:column of the
//!   offending token (render with [`gfxc_ir::Diagnostic::render`] for `file:line:col: error:`).
//! - A construct gfxc cannot represent exactly is `error: unsupported: <what>` at its location,
//!   never silently dropped or approximated, except for these documented mappings:
//!   - `undef` and `poison` read as zero (LLVM allows any value);
//!   - `llvm.fmuladd` becomes `fma` (LLVM allows fusion), and so does an `fadd`/`fsub`
//!     `contract` of an `fmul contract` (`contract.rs`);
//!   - float math intrinsics and `frem` become LLVM 19's AMDGPU expansions (`math.rs`);
//!   - flags that only license optimizations (`nuw`, `nsw`, `exact`, `disjoint`, `nneg`,
//!     fast-math flags, `inbounds`), parameter attributes, `tbaa`/`range`/debug metadata and
//!     hint intrinsics (`assume`, `lifetime.*`, `dbg.*`) are dropped;
//!   - `freeze` is the identity (gfxc values are never poison);
//!   - `"amdgpu-waves-per-eu"="m"` (minimum only) becomes `waves_per_eu(m, 16)`.
//! - Kernels (`amdgpu_kernel`) take their arguments as the entry block's parameters, in order;
//!   a `byref(T)` argument and a by-value aggregate (struct or array) argument become a
//!   `ptr.constant` parameter passed by reference (`FuncAttrs::byref`: T's alloc size at its
//!   alignment or the parameter's `align`, llc-19's kernarg layout); `extractvalue` of a
//!   by-value aggregate argument loads the field. `byval` arguments are unsupported.
//! - A device function's by-value aggregate argument is passed as its leaves, one parameter
//!   each in field order (LLVM's split of the value; fields of more than 64 bits or of odd
//!   widths are unsupported); a call passes the leaves of its aggregate arguments.
//! - A device function's by-value aggregate result is returned as one `i32xN` (or `i32`) of
//!   its leaves' dword pieces, in llc-19's result registers (`agg_ret.rs`); a call unpacks it.
//! - `<N x i1>` in memory is bit-packed as LLVM stores it (`ceil(N/8)` bytes).
//! - Integers of odd widths (`i2`..`i63` but 8, 16, 32) live zero-extended in the next gfxc
//!   integer (`odd.rs`); `i65`..`i128` as two `i64` halves, zero-extended above the width
//!   (`wide.rs`); `<1 x T>` is `T`; `bfloat` as the `i16` of its bits, computed in `float`
//!   (`bfloat.rs`); structs and arrays as SSA values as the tree of their fields
//!   (`aggregate.rs`).
//! - Kept attributes: `amdgpu-flat-work-group-size`, `amdgpu-waves-per-eu`,
//!   `amdgpu-num-vgpr`, `amdgpu-num-sgpr`, `noinline`, `!reqd_work_group_size`; `!nontemporal`
//!   on loads/stores sets the nontemporal flag; `!mmra` `amdgpu-as` annotations on fences set
//!   the fence's address spaces. Everything else is accepted and ignored.
//! - Address spaces map 1:1 (gfxc numbers are LLVM's); syncscopes map by their LLVM names.
//! - Names: globals and functions keep their LLVM names where those are gfxc identifiers;
//!   other characters become `_` (see [`lower`]).

mod agg_ret;
mod aggregate;
mod ast;
mod bfloat;
mod buffer;
mod consts;
mod contract;
mod int_intrinsics;
mod intrinsics;
mod layout;
mod lexer;
mod lower;
mod lower_vector;
mod math;
mod odd;
mod parse;
mod parse_inst;
mod reduce;
mod signature;
mod wide;

use gfxc_ir::{Diagnostics, Module};

/// Reads a textual LLVM IR module and maps it onto a gfxc module (not yet verified: run
/// `gfxc_ir::verifier::verify_module` on the result).
pub fn parse_ll(src: &str) -> Result<Module, Diagnostics> {
    let toks = lexer::lex(src)?;
    let mut p = parse::Parser::new(toks);
    let ast = p.module()?;
    Ok(lower::lower_module(&ast)?)
}
