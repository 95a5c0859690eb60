//! Saturating add and subtract of packed 16-bit vectors (`sadd.sat.v2i16`, `ssub.sat.v2i16`,
//! `uadd.sat.v2i16`, `usub.sat.v2i16`, the registry rows the LLVM reader makes of
//! `llvm.{s,u}{add,sub}.sat.v2i16`) on targets without packed 16-bit arithmetic.
//!
//! GFX9 and later ([`has_packed16`]) keep the calls: isel selects each as one VOP3P
//! instruction with the clamp bit (`v_pk_add_i16 ... clamp`, as llc-19 does). Elsewhere
//! [`expand_sat16`] replaces each call by the exact result in 32-bit lanes clamped to the
//! lane range and truncated: `itrunc(smin(smax(sext a op sext b, -32768), 32767))` for the
//! signed rows, `itrunc(umin(zext a + zext b, 65535))` and `itrunc(smax(zext a - zext b, 0))`
//! for the unsigned ones (the form the reader uses for narrow scalar lanes).

use crate::legalize::has_packed16;
use crate::util::Cursor;
use gfxc_ir::{Function, InstData, Opcode, Scalar, Type};
use gfxc_isa::Target;
use rustc_hash::FxHashMap as HashMap;

/// The rows this pass expands: `(name, signed, subtract)`.
const ROWS: [(&str, bool, bool); 4] = [
    ("sadd.sat.v2i16", true, false),
    ("ssub.sat.v2i16", true, true),
    ("uadd.sat.v2i16", false, false),
    ("usub.sat.v2i16", false, true),
];

/// Expands every packed 16-bit saturating call of `func` when `target` has no packed
/// 16-bit arithmetic (module documentation); returns how many it expanded.
pub fn expand_sat16(func: &mut Function, target: &Target) -> usize {
    if has_packed16(target) {
        return 0;
    }
    let mut work = Vec::new();
    for &b in func.layout.blocks() {
        for &i in func.layout.block_insts(b) {
            if let InstData::Intrinsic { name, args } = &func.dfg.insts[i] {
                if let Some(&(_, signed, sub)) = ROWS.iter().find(|r| r.0 == name) {
                    work.push((i, args[0], args[1], signed, sub));
                }
            }
        }
    }
    let mut map = HashMap::default();
    for &(i, a, b, signed, sub) in &work {
        let t = Type::Vector(Scalar::I16, 2);
        let wide = Type::Vector(Scalar::I32, 2);
        let r = func.dfg.first_result(i);
        let mut c = Cursor::before(func, i);
        let ext = if signed { Opcode::Sext } else { Opcode::Zext };
        let (a32, b32) = (c.conv(ext, wide, a), c.conv(ext, wide, b));
        let op = if sub { Opcode::Sub } else { Opcode::Add };
        let x = c.bin(op, a32, b32);
        let k = |c: &mut Cursor, imm: i64| {
            let s = c.iconst(Type::I32, imm);
            c.ins1(
                InstData::Unary {
                    opcode: Opcode::Splat,
                    arg: s,
                },
                wide,
            )
        };
        let clamped = if signed {
            let lo = k(&mut c, -0x8000);
            let hi = k(&mut c, 0x7fff);
            let x = c.bin(Opcode::Smax, x, lo);
            c.bin(Opcode::Smin, x, hi)
        } else if sub {
            let lo = k(&mut c, 0);
            c.bin(Opcode::Smax, x, lo)
        } else {
            let hi = k(&mut c, 0xffff);
            c.bin(Opcode::Umin, x, hi)
        };
        let v = c.conv(Opcode::Itrunc, t, clamped);
        map.insert(r, v);
        func.layout.remove_inst(i);
    }
    crate::util::replace_uses(func, &map);
    work.len()
}
