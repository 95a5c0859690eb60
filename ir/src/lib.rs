//! gfxc IR: an SSA intermediate representation for AMD GPU kernels.
//!
//! Entities are small typed indices ([`Value`], [`Block`], [`Inst`], ...) into the tables of a
//! [`Function`]: the [`DataFlowGraph`] holds instructions and values, the [`Layout`] their
//! order. Control flow passes values through block parameters (no phi instructions).
//!
//! * [`builder`]: the frontend API, with SSA construction for variables.
//! * [`text`]: the text format (`docs/ir.md`): parser with located errors, canonical printer.
//! * [`verifier`]: dominance, types, terminators, address spaces, orderings, intrinsics.
//! * [`callgraph`]: who calls whom; the calls that close a cycle (recursion is valid IR).
//! * [`interp`]: a reference interpreter running a kernel over a grid ([`launch`] specs).
//! * [`llvm`]: export to textual LLVM IR for `llc-19`.

pub mod alias;
pub mod buffer;
pub mod buffer_format;
pub mod builder;
pub mod callgraph;
pub mod dfg;
pub mod entities;
pub mod error;
pub mod function;
pub mod graph;
pub mod inline_asm;
pub mod instructions;
pub mod interp;
pub mod intrinsics;
pub mod known;
pub mod launch;
pub mod layout;
pub mod lds;
pub mod llvm;
pub mod text;
pub mod types;
pub mod verifier;
pub mod wwm;

pub use dfg::{DataFlowGraph, InstResults, ValueDef};
pub use entities::{Block, FuncId, GlobalId, Inst, Value};
pub use error::{Diagnostic, Diagnostics, ErrorKind, StageError, TypedDiagnostics};
pub use function::{
    ByRefParam, FuncAttrs, FuncKind, Function, GlobalData, GlobalInit, Module, Signature,
    SourceMap, SrcLoc,
};
pub use instructions::{
    BlockCall, Dim, FloatCC, InstData, IntCC, MemFlags, Opcode, RmwOp, SpaceSet,
};
pub use layout::Layout;
pub use types::{AddrSpace, Ordering, Scalar, ScopeLevel, SyncScope, Type};
