//! Text format (docs/ir.md). In progress: `parse_module(src) -> Result<Module, Diagnostics>`,
//! `print_module(&Module) -> String`.
