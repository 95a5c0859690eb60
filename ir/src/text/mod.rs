//! The text format of gfxc IR (`.gir`, grammar in `docs/ir.md`).
//!
//! * [`parse_module`] turns text into a [`Module`]; it never panics, and every error is a
//!   [`Diagnostic`](crate::Diagnostic) with a 1-based line and column. The parsed functions
//!   carry a [`SourceMap`](crate::SourceMap) (function header, block labels, instructions)
//!   and the module the locations of its globals, so later passes report `file:line:col`.
//! * [`print_module`] / [`print_function`] print the canonical form; for every text the
//!   parser accepts, `print(parse(print(parse(text)))) == print(parse(text))`.
//! * [`parse_module_with_comments`] / [`print_module_with_comments`] keep the `;` comments,
//!   each before the item it preceded: the canonical form of a commented file (`gfxc fmt`).
//!
//! The parser does not check types beyond what it needs to build the IR (that is the
//! verifier's job): it reads result types from the type suffix or the opcode.

mod comments;
mod lexer;
mod parser;
mod printer;

pub use comments::Comments;

use crate::error::Diagnostics;
use crate::function::Module;

pub use printer::{print_function, print_inst, print_module, print_module_with_comments};

/// Alignment of an `alloca` written without `, align N` (a dword, the granularity of
/// scratch accesses).
pub const ALLOCA_DEFAULT_ALIGN: u32 = 4;

/// Parses a module in the text format.
pub fn parse_module(src: &str) -> Result<Module, Diagnostics> {
    parser::parse_module(src)
}

/// [`parse_module`], and the comments of the text by the items they precede (for
/// [`print_module_with_comments`]).
pub fn parse_module_with_comments(src: &str) -> Result<(Module, Comments), Diagnostics> {
    let m = parser::parse_module(src)?;
    let ends: Vec<u32> = lexer::lex(src)
        .iter()
        .filter(|t| t.tok == lexer::Tok::RBrace)
        .map(|t| t.loc.line)
        .collect();
    let c = comments::attach(src, &m, comments::collect(src), &ends);
    Ok((m, c))
}
