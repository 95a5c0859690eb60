//! Arguments passed on the stack: the argument dwords of a call past v0..v30
//! ([`crate::call_conv::assign_args`], as llc-19: AMDGPUUsage "Call Convention", each further
//! dword in a 4-byte slot at increasing offsets from the stack pointer s32 at the callee's
//! entry; a value may straddle v30 and the stack).
//!
//! Guarantees:
//! * A device function's entry pseudo defines stack dword `j` (the slot at offset `4j`) in
//!   VGPR `v<32 + j>` ([`STACK_ARG_VGPR0`]); `gfxc_regalloc::calls` loads it there in the
//!   prologue from `[s33 + 4j]` (the frame pointer is the stack pointer at entry). The slots
//!   are the bottom of the function's frame: selection reserves them as the first
//!   `stack_bytes` of the frame's private bytes, so the `alloca`s are placed after them.
//! * A call passes every argument dword in order in its [`crate::mir::Pseudo::Call`];
//!   `gfxc_regalloc::calls` stores the dwords past the 31st at the caller's `s32 + 4j` (the
//!   bottom of the callee's frame, which the callee's frame size covers, so the kernel's
//!   private segment size over the call graph covers them too).
//! * At most [`MAX_STACK_DWORDS`] stack dwords per call: more is `unsupported:` (and
//!   `gfxc_lower::inline` inlines such callees rather than keeping them as calls).

use crate::build::SelResult;
use crate::call_conv::{assign_args, Loc};
use gfxc_ir::Type;

/// The VGPR of a device function's entry that receives stack dword 0 (mirrored as
/// `gfxc_regalloc::calls::STACK_ARG_VGPR0`: regalloc reads machine IR, not this crate).
pub const STACK_ARG_VGPR0: u16 = 32;

/// Most argument dwords passed on the stack (the entry's VGPRs v32.. and one more for the
/// prologue stay below v256; the slots stay within every generation's immediate offset).
pub const MAX_STACK_DWORDS: u32 = 128;

/// Most register operands a device function's entry defines for its parameters (one per
/// parameter, one per dword of a value straddling v30 and the stack or at an odd VGPR on
/// gfx90a/gfx942): the entry pseudo's definitions are a 32-bit mask, which the work-item ids
/// share. `gfxc_lower::inline` keeps functions of at most 24 parameters as calls.
pub const MAX_ENTRY_PIECES: usize = 28;

/// The VGPRs a device function's entry defines for the pieces `locs` of one parameter.
pub fn entry_vgprs(locs: &[Loc]) -> SelResult<Vec<u16>> {
    locs.iter()
        .map(|l| match *l {
            Loc::Vgpr(v) => Ok(v),
            Loc::Stack { offset, size: 4 } if offset / 4 < MAX_STACK_DWORDS => {
                Ok(STACK_ARG_VGPR0 + (offset / 4) as u16)
            }
            Loc::Stack { offset, size } => Err(unsupported!(
                "unsupported: a stack-passed argument piece of {size} bytes at offset {offset}"
            )),
        })
        .collect()
}

/// Whether a call of `name` with arguments of types `tys` can be passed (stack included).
pub fn check_call(name: &str, tys: &[Type]) -> SelResult<()> {
    let a = assign_args(tys);
    if a.stack_bytes > 4 * MAX_STACK_DWORDS {
        return Err(unsupported!(
            "unsupported: call of @{name} with {} bytes of stack arguments (at most {})",
            a.stack_bytes,
            4 * MAX_STACK_DWORDS
        ));
    }
    for l in a.locs.iter().flatten() {
        if let Loc::Stack { size, .. } = l {
            if *size != 4 {
                return Err(unsupported!(
                    "unsupported: call of @{name}: a stack argument piece of {size} bytes"
                ));
            }
        }
    }
    Ok(())
}
