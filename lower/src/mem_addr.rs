//! Addresses as a root pointer plus a linear offset, for the access-merging passes
//! (`crate::merge_stores`, `crate::merge_loads`): two accesses whose addresses have the same
//! [`Key`] are `off1 - off0` bytes apart, whatever the run-time values.
//!
//! Guarantees: [`decompose`] returns `(key, off)` such that, at run time,
//! `addr == root + Σ coef·atom + off` modulo 2^(pointer width), where `root` is a pointer value
//! and every atom a value (or the zero/sign extension of one) of the function. Only exact
//! rewrites are used (all modulo the offset's width, which equals the pointer's):
//! `ptradd p, e` (offset of the pointer's own width) adds `e`; `add`, `sub`, multiplication
//! and left shift by a constant are linear in modular arithmetic; `or a, k` with a constant
//! `k < 2^tz(a)` (`tz`: trailing bits of `a` known to be zero) is `a + k` (no bit of `k`
//! meets a bit of `a`, so no carry); `zext (or a, k)` / `sext (or a, k)` (or `add` in
//! place of `or`: the same value under that condition) under the same
//! condition is `zext a + k` / `sext a + k` (the low bits receive `k` without carrying into
//! the bits above, so neither the zero nor the sign extension changes). Anything else is an
//! opaque atom.

use gfxc_ir::{Function, InstData, Opcode, Type, Value, ValueDef};
use smallvec::{smallvec, SmallVec};

/// An opaque term of an offset.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug, PartialOrd, Ord)]
pub enum Atom {
    Val(Value),
    /// `zext v` to the offset's width (the extension may not exist as an instruction).
    Zext(Value),
    /// `sext v` to the offset's width.
    Sext(Value),
}

/// The base of an address: a pointer value, or address 0 of the pointer type (`inttoptr` of
/// a constant, as `crate::lds_layout` writes LDS variables: accesses to different variables
/// of a kernel are then a constant apart).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Root {
    Ptr(Value),
    Abs(Type),
}

/// The run-time part of an address: the root and the sorted non-zero terms (inline: a key
/// is made for every access the merging passes look at, most with one or two terms).
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct Key {
    pub root: Root,
    pub terms: SmallVec<[(Atom, i64); 2]>,
}

/// How deep the decomposition looks through definitions.
const DEPTH: u32 = 12;

/// A linear form being built (terms unsorted, possibly repeated). Inline: one is made for
/// every leaf of every address decomposed, most with one or two terms.
#[derive(Default)]
struct Lin {
    terms: SmallVec<[(Atom, i64); 4]>,
    c: i64,
}

impl Lin {
    fn atom(a: Atom) -> Lin {
        Lin {
            terms: smallvec![(a, 1)],
            c: 0,
        }
    }
    fn add(mut self, o: Lin, sign: i64) -> Lin {
        for (a, k) in o.terms {
            self.terms.push((a, k.wrapping_mul(sign)));
        }
        self.c = self.c.wrapping_add(o.c.wrapping_mul(sign));
        self
    }
    fn scale(mut self, k: i64) -> Lin {
        for t in &mut self.terms {
            t.1 = t.1.wrapping_mul(k);
        }
        self.c = self.c.wrapping_mul(k);
        self
    }
}

/// `x` truncated to `bits` and sign-extended back to 64 bits.
fn wrap(x: i64, bits: u32) -> i64 {
    if bits >= 64 {
        x
    } else {
        let s = 64 - bits;
        (x << s) >> s
    }
}

/// The constant `v`, sign-extended from its type's width.
pub fn const_of(func: &Function, v: Value) -> Option<i64> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    match func.dfg.insts[i] {
        InstData::IntConst { imm } => Some(wrap(imm, func.dfg.value_type(v).bits())),
        _ => None,
    }
}

/// Low bits of the integer `v` known to be zero (at most its width).
fn tz(func: &Function, v: Value, depth: u32) -> u32 {
    let w = func.dfg.value_type(v).bits();
    if let Some(k) = const_of(func, v) {
        return (k.trailing_zeros()).min(w);
    }
    if depth == 0 {
        return 0;
    }
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return 0;
    };
    let r = match func.dfg.insts[i] {
        InstData::Binary {
            opcode,
            args: [a, b],
        } => match opcode {
            Opcode::Shl => match const_of(func, b) {
                Some(k) if (0..w as i64).contains(&k) => tz(func, a, depth - 1) + k as u32,
                _ => 0,
            },
            Opcode::Mul => tz(func, a, depth - 1) + tz(func, b, depth - 1),
            Opcode::And => tz(func, a, depth - 1).max(tz(func, b, depth - 1)),
            Opcode::Add | Opcode::Sub | Opcode::Or | Opcode::Xor => {
                tz(func, a, depth - 1).min(tz(func, b, depth - 1))
            }
            _ => 0,
        },
        InstData::Unary {
            opcode: Opcode::Zext | Opcode::Sext,
            arg,
        } => tz(func, arg, depth - 1),
        _ => 0,
    };
    r.min(w)
}

/// `or a, k` with `k` a constant that meets no possibly-set bit of `a`: `(a, k)`; also
/// `add a, k` under the same condition, which is that `or` (no bit of `k` meets one of `a`,
/// so the sum has no carry: the LLVM IR reader imports `or disjoint` as `add`).
fn disjoint_or(func: &Function, v: Value, depth: u32) -> Option<(Value, i64)> {
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return None;
    };
    let InstData::Binary {
        opcode: Opcode::Or | Opcode::Add,
        args: [a, b],
    } = func.dfg.insts[i]
    else {
        return None;
    };
    let (x, k) = match (const_of(func, a), const_of(func, b)) {
        (_, Some(k)) => (a, k),
        (Some(k), _) => (b, k),
        _ => return None,
    };
    let t = tz(func, x, depth);
    (k >= 0 && t < 63 && k < (1i64 << t)).then_some((x, k))
}

fn lin(func: &Function, v: Value, depth: u32) -> Lin {
    if let Some(k) = const_of(func, v) {
        return Lin {
            terms: SmallVec::new(),
            c: k,
        };
    }
    if depth == 0 {
        return Lin::atom(Atom::Val(v));
    }
    let ValueDef::Result(i, _) = func.dfg.value_def(v) else {
        return Lin::atom(Atom::Val(v));
    };
    let w = func.dfg.value_type(v).bits();
    match func.dfg.insts[i] {
        InstData::Binary {
            opcode,
            args: [a, b],
        } => match opcode {
            Opcode::Add => lin(func, a, depth - 1).add(lin(func, b, depth - 1), 1),
            Opcode::Sub => lin(func, a, depth - 1).add(lin(func, b, depth - 1), -1),
            Opcode::Mul => match (const_of(func, a), const_of(func, b)) {
                (_, Some(k)) => lin(func, a, depth - 1).scale(k),
                (Some(k), _) => lin(func, b, depth - 1).scale(k),
                _ => Lin::atom(Atom::Val(v)),
            },
            Opcode::Shl => match const_of(func, b) {
                Some(k) if (0..w as i64).contains(&k) => lin(func, a, depth - 1).scale(1 << k),
                _ => Lin::atom(Atom::Val(v)),
            },
            Opcode::Or => match disjoint_or(func, v, depth - 1) {
                Some((x, k)) => lin(func, x, depth - 1).add(
                    Lin {
                        terms: SmallVec::new(),
                        c: k,
                    },
                    1,
                ),
                None => Lin::atom(Atom::Val(v)),
            },
            _ => Lin::atom(Atom::Val(v)),
        },
        InstData::Unary { opcode, arg } if matches!(opcode, Opcode::Zext | Opcode::Sext) => {
            let ext = |x| {
                if opcode == Opcode::Zext {
                    Atom::Zext(x)
                } else {
                    Atom::Sext(x)
                }
            };
            match disjoint_or(func, arg, depth - 1) {
                Some((x, k)) => Lin {
                    terms: smallvec![(ext(x), 1)],
                    c: k,
                },
                None => Lin::atom(ext(arg)),
            }
        }
        _ => Lin::atom(Atom::Val(v)),
    }
}

/// The key and constant byte offset of the pointer `addr` (module documentation); the
/// offset is wrapped to the pointer's width.
pub fn decompose(func: &Function, addr: Value) -> (Key, i64) {
    let bits = func.dfg.value_type(addr).bits();
    let mut root = addr;
    let mut abs = false;
    let mut acc = Lin::default();
    for _ in 0..DEPTH {
        let ValueDef::Result(i, _) = func.dfg.value_def(root) else {
            break;
        };
        match func.dfg.insts[i] {
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args: [p, e],
            } if func.dfg.value_type(e).bits() == bits
                && matches!(func.dfg.value_type(e), Type::Scalar(_)) =>
            {
                acc = acc.add(lin(func, e, DEPTH), 1);
                root = p;
            }
            InstData::Unary {
                opcode: Opcode::Inttoptr,
                arg,
            } if func.dfg.value_type(arg).bits() == bits => {
                if let Some(k) = const_of(func, arg) {
                    acc.c = acc.c.wrapping_add(k);
                    abs = true;
                }
                break;
            }
            _ => break,
        }
    }
    let mut terms = acc.terms;
    terms.sort();
    let mut merged: SmallVec<[(Atom, i64); 2]> = SmallVec::with_capacity(terms.len());
    for (a, k) in terms {
        match merged.last_mut() {
            Some(l) if l.0 == a => l.1 = l.1.wrapping_add(k),
            _ => merged.push((a, k)),
        }
    }
    merged.retain_mut(|t| {
        t.1 = wrap(t.1, bits);
        t.1 != 0
    });
    let root = if abs {
        Root::Abs(func.dfg.value_type(root))
    } else {
        Root::Ptr(root)
    };
    (
        Key {
            root,
            terms: merged,
        },
        wrap(acc.c, bits),
    )
}

/// An alignment (a power of two, at most 2^16) the address `key + off` ([`decompose`]) is
/// known to have: 1 unless its root is an absolute address, else the largest power of two
/// dividing `off` and every term `coef * atom` (`atom`'s low [`tz`] bits are zero): each
/// part of the sum is a multiple of it, hence the sum modulo the pointer width (2^32 or
/// 2^64, a multiple of it).
pub fn known_align(func: &Function, key: &Key, off: i64) -> u32 {
    if !matches!(key.root, Root::Abs(_)) {
        return 1;
    }
    let mut t = if off == 0 { 16 } else { off.trailing_zeros() };
    for &(a, k) in &key.terms {
        let v = match a {
            Atom::Val(v) | Atom::Zext(v) | Atom::Sext(v) => v,
        };
        t = t.min(k.trailing_zeros() + tz(func, v, DEPTH));
    }
    1 << t.min(16)
}

/// The alignment of an access through `addr` (`key + off`, [`decompose`]) declared `align`:
/// in LDS also what the kernel's layout guarantees ([`known_align`]; `crate::lds_layout`
/// places variables at fixed offsets, super-aligned as LLVM does), the larger of the two.
pub fn lds_align(func: &Function, addr: Value, key: &Key, off: i64, align: u32) -> u32 {
    match func.dfg.value_type(addr) {
        Type::Ptr(gfxc_ir::AddrSpace::Local | gfxc_ir::AddrSpace::Region) => {
            align.max(known_align(func, key, off))
        }
        _ => align,
    }
}

/// What an instruction is to the merging passes.
#[derive(Clone, Copy, Debug)]
pub enum Access {
    /// No memory effect.
    None,
    /// A non-atomic, non-volatile `load` (`store: false`) or `store` of `ty` through `addr`
    /// in an address space other than the buffer ones.
    Plain { store: bool, addr: Value, ty: Type },
    /// Anything else that may read or write memory or order accesses: atomics, volatile
    /// accesses, fences, barriers, calls, inline assembly, buffer accesses, and every
    /// intrinsic that has side effects, is convergent, or takes a pointer or vector operand
    /// (a buffer resource).
    Other,
}

/// Classifies `inst` (see [`Access`]).
pub fn access(func: &Function, inst: gfxc_ir::Inst) -> Access {
    use gfxc_ir::AddrSpace;
    let plain = |flags: &gfxc_ir::MemFlags, addr: Value| {
        !flags.volatile
            && !flags.ordering.is_atomic()
            && matches!(func.dfg.value_type(addr), Type::Ptr(s)
                if !matches!(s, AddrSpace::BufferFat | AddrSpace::BufferRsrc))
    };
    match &func.dfg.insts[inst] {
        InstData::Load { flags, addr } => {
            if plain(flags, *addr) {
                Access::Plain {
                    store: false,
                    addr: *addr,
                    ty: func.dfg.value_type(func.dfg.first_result(inst)),
                }
            } else {
                Access::Other
            }
        }
        InstData::Store { flags, args } => {
            if plain(flags, args[1]) {
                Access::Plain {
                    store: true,
                    addr: args[1],
                    ty: func.dfg.value_type(args[0]),
                }
            } else {
                Access::Other
            }
        }
        InstData::AtomicRmw { .. }
        | InstData::CmpXchg { .. }
        | InstData::Fence { .. }
        | InstData::Call { .. }
        | InstData::CallIndirect { .. }
        | InstData::InlineAsm { .. } => Access::Other,
        InstData::Nullary {
            opcode: Opcode::Barrier,
        } => Access::Other,
        InstData::Intrinsic { name, args } => {
            let pure = gfxc_ir::intrinsics::lookup(name)
                .is_some_and(|s| !s.side_effects && !s.convergent)
                && args
                    .iter()
                    .all(|&a| matches!(func.dfg.value_type(a), Type::Scalar(_)));
            if pure {
                Access::None
            } else {
                Access::Other
            }
        }
        _ => Access::None,
    }
}

/// Whether the byte ranges `[a, a + n)` and `[b, b + m)` may meet (offsets more than 2^30
/// apart are taken to meet: modulo a 32-bit address they might).
pub fn overlap(a: i64, n: u32, b: i64, m: u32) -> bool {
    (a - b).abs() > 1 << 30 || (a < b + m as i64 && b < a + n as i64)
}

/// Whether one access of `width` bytes (2, 4, 8 or 16) starting at an address aligned to
/// `align` is one the hardware does in `space` on `target`, so that merging narrower
/// accesses into it is allowed. Naturally aligned accesses are always done. Otherwise:
/// where [`crate::unaligned::needs_alignment`] holds (scratch, flat, LDS before GFX9, global
/// on GFX6) an access with `align >= 4` is done (that pass splits only `align < 4`), and where
/// it does not (global from GFX7) any access of at most a dword (LLVM 19 merges `align 1`
/// bytes into one `global_store_dword` there too). LDS takes only naturally aligned merged
/// accesses, and at most 8 bytes on GFX6: under-aligned dword pairs become `ds_read2`/`ds_write2` in isel
/// (`gfxc_isel::ds_pairing`) instead, and the two-address forms need dword alignment only.
pub fn wide_ok(
    space: gfxc_ir::AddrSpace,
    target: &gfxc_isa::Target,
    width: u32,
    align: u32,
) -> bool {
    use gfxc_ir::AddrSpace;
    let lds = matches!(space, AddrSpace::Local | AddrSpace::Region);
    // GFX6 has no 16-byte DS access (`ds_read_b128` is GFX7+, ISA "DS instructions").
    if lds && width > 8 && target.processor.generation < gfxc_isa::Generation::Gfx7 {
        return false;
    }
    if width <= align {
        return true;
    }
    match space {
        AddrSpace::Local | AddrSpace::Region => false,
        AddrSpace::BufferFat | AddrSpace::BufferRsrc => false,
        _ => align >= 4 || (width <= 4 && !crate::unaligned::needs_alignment(space, target)),
    }
}
