//! Addresses of module-scope variables in global (1) and constant (4) memory.
//!
//! Guarantees: the address of a global/constant variable is materialised in a 64-bit SGPR
//! pair PC-relatively, as llc-19 does for a non-preemptible symbol (AMDGPUUsage "Relocation
//! Records"; spec-code-object digest §5):
//!
//! ```text
//! s_getpc_b64 s[t:t+1]                 ; address of the next instruction
//! s_add_u32   d0, t0, sym@rel32@lo+4   ; +4: the literal is 4 bytes after that address
//! s_addc_u32  d1, t1, sym@rel32@hi+12
//! ```
//!
//! The three instructions form one allocation group (never split or reordered, so no other
//! `s_getpc_b64` comes between), the literals are [`MOp::Sym`] operands that
//! `gfxc_emit::kernel_code` turns into code fixups relative to the end of the preceding
//! `s_getpc_b64`, and the writer resolves them once the data's address is known. The variable
//! itself is placed in the code object by `gfxc_emit::globals`. Nothing is left for the loader:
//! the code object is position independent.

use crate::build::{Ctx, SelResult};
use crate::mir::{Bank, MOp, VReg};
use gfxc_isa::Op;

/// The 64-bit address of the variable `name` in a fresh SGPR pair.
pub fn materialize(cx: &mut Ctx, name: &str) -> SelResult<VReg> {
    let sym = match cx.f.symbols.iter().position(|s| s == name) {
        Some(k) => k,
        None => {
            cx.f.symbols.push(name.to_owned());
            cx.f.symbols.len() - 1
        }
    } as u32;
    let pc = cx.vreg(Bank::S, 2);
    let r = cx.vreg(Bank::S, 2);
    let m = cx.mark();
    cx.push(Op::s_getpc_b64, [cx.w(pc)], 1)?;
    let lo = MOp::sym(sym, 0, false);
    let hi = MOp::sym(sym, 0, true);
    cx.push(Op::s_add_u32, [cx.d(r, 0), cx.d(pc, 0), lo], 1)?;
    cx.push(Op::s_addc_u32, [cx.d(r, 1), cx.d(pc, 1), hi], 1)?;
    cx.group_from(m);
    Ok(r)
}
