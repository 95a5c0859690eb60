//! The object an address is based on (LLVM's "underlying object") and which objects never
//! overlap: what lets passes reorder memory accesses within one address space.
//!
//! Guarantees: [`RootFinder::root`] names an object only when the address is that object's
//! base plus offsets — a chain of `ptradd` (first operand) and `addrspacecast` from
//! - `global_addr @g` (a variable of the module),
//! - a kernel's pointer parameter: the entry block's parameter, or, after the kernel ABI is
//!   lowered (`gfxc_lower::kernel_abi`), the load of its slot `load.ptr (kernarg_ptr + K)`
//!   where K is the parameter's kernarg offset ([`crate::launch::kernarg_layout_byref`]).
//!   A parameter passed by reference (`FuncAttrs::byref`) names nothing.
//!
//! A block parameter of another block, a `select`, a pointer loaded from memory or made from
//! an integer, or anything else is unknown (`None`): only what the program's own derivation
//! proves is claimed. [`AliasRoot::disjoint`] then follows LLVM's rules (LangRef "Pointer
//! Aliasing Rules", "Parameter Attributes": `noalias`).

use crate::function::Function;
use crate::instructions::{InstData, Opcode};
use crate::launch::kernarg_places;
use crate::{AddrSpace, Value, ValueDef};

/// The object an access's address is based on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum AliasRoot {
    /// The kernel parameter of this index; `noalias` when the kernel marks it so
    /// ([`crate::FuncAttrs::noalias`]).
    Param { index: u32, noalias: bool },
    /// The global variable of this index (`GlobalId`).
    Global(u32),
}

impl AliasRoot {
    /// Whether two accesses based on `a` and `b` can never reach the same byte: two distinct
    /// variables never overlap; memory reached through a `noalias` parameter is reached
    /// through no pointer not based on it, so it overlaps neither another parameter's memory
    /// nor a variable. Unknown roots, and a plain parameter against another plain parameter
    /// or a variable, may overlap.
    pub fn disjoint(a: Option<AliasRoot>, b: Option<AliasRoot>) -> bool {
        use AliasRoot::*;
        match (a, b) {
            (Some(Global(x)), Some(Global(y))) => x != y,
            (
                Some(Param {
                    index: i,
                    noalias: p,
                }),
                Some(Param {
                    index: j,
                    noalias: q,
                }),
            ) => i != j && (p || q),
            (Some(Param { noalias, .. }), Some(Global(_)))
            | (Some(Global(_)), Some(Param { noalias, .. })) => noalias,
            _ => false,
        }
    }
}

/// Which memory an access of address space `space` reaches: accesses of two different
/// memories never overlap. Global, constant and 32-bit constant are one (constant is
/// read-only global); LDS, GDS and private are each their own; FLAT is none of them (`None`:
/// it may reach every one).
pub fn memory_of(space: AddrSpace) -> Option<u8> {
    match space {
        AddrSpace::Global | AddrSpace::Constant | AddrSpace::Constant32 => Some(0),
        AddrSpace::Local => Some(1),
        AddrSpace::Private => Some(2),
        AddrSpace::Region => Some(3),
        _ => None,
    }
}

/// An ordinary access through `addr`: its memory ([`memory_of`] its address space; an
/// untyped address counts as flat) and the object it is based on.
pub fn access_of(f: &Function, roots: &RootFinder, addr: Value) -> (Option<u8>, Option<AliasRoot>) {
    let space = f
        .dfg
        .value_type(addr)
        .addr_space()
        .unwrap_or(AddrSpace::Flat);
    (memory_of(space), roots.root(addr))
}

/// At most this many `ptradd`/`addrspacecast` steps are followed.
const MAX_DEPTH: usize = 64;

/// Finds the roots of a function's addresses (module doc).
pub struct RootFinder<'f> {
    f: &'f Function,
    /// Kernarg offset of each pointer parameter not passed by reference (kernels only).
    slots: Vec<(u32, u32)>,
}

impl<'f> RootFinder<'f> {
    pub fn new(f: &'f Function) -> RootFinder<'f> {
        let mut slots = Vec::new();
        if f.is_kernel() {
            // (The offsets as the layout gives them, without its vectors.)
            let places = kernarg_places(&f.signature.params, &f.attrs.byref);
            for (i, (t, (at, _, _))) in f.signature.params.iter().zip(places).enumerate() {
                let byref = f.attrs.byref.iter().any(|b| b.index as usize == i);
                if t.addr_space().is_some() && !byref {
                    slots.push((at, i as u32));
                }
            }
        }
        RootFinder { f, slots }
    }

    fn param(&self, index: u32) -> AliasRoot {
        AliasRoot::Param {
            index,
            noalias: self.f.attrs.noalias.contains(&index),
        }
    }

    /// The object the pointer `v` is based on, if known.
    pub fn root(&self, mut v: Value) -> Option<AliasRoot> {
        if self.slots.is_empty() && !self.f.is_kernel() {
            return None;
        }
        let f = self.f;
        for _ in 0..MAX_DEPTH {
            let i = match f.dfg.value_def(v) {
                ValueDef::Result(i, _) => i,
                ValueDef::Param(b, k) => {
                    let entry = f.layout.entry_block() == Some(b);
                    let index = k as u32;
                    return self
                        .slots
                        .iter()
                        .any(|&(_, p)| p == index)
                        .then(|| self.param(index))
                        .filter(|_| entry);
                }
            };
            match &f.dfg.insts[i] {
                InstData::Binary {
                    opcode: Opcode::Ptradd,
                    args,
                } => v = args[0],
                InstData::Unary {
                    opcode: Opcode::Addrspacecast,
                    arg,
                } => v = *arg,
                InstData::GlobalAddr { global } => return Some(AliasRoot::Global(global.as_u32())),
                InstData::Load { addr, flags } => {
                    if flags.volatile || f.dfg.value_type(v).addr_space().is_none() {
                        return None;
                    }
                    let off = self.kernarg_offset(*addr)?;
                    let &(_, index) = self.slots.iter().find(|&&(o, _)| o as u64 == off)?;
                    return Some(self.param(index));
                }
                _ => return None,
            }
        }
        None
    }

    /// K when `a` is `kernarg_ptr` (0) or `kernarg_ptr + iconst K`.
    fn kernarg_offset(&self, a: Value) -> Option<u64> {
        let f = self.f;
        let def = |v: Value| match f.dfg.value_def(v) {
            ValueDef::Result(i, _) => Some(&f.dfg.insts[i]),
            _ => None,
        };
        let is_kernarg = |d: &InstData| {
            matches!(
                d,
                InstData::Nullary {
                    opcode: Opcode::KernargPtr
                }
            )
        };
        match def(a)? {
            d if is_kernarg(d) => Some(0),
            InstData::Binary {
                opcode: Opcode::Ptradd,
                args,
            } if is_kernarg(def(args[0])?) => match def(args[1])? {
                InstData::IntConst { imm } if *imm >= 0 => Some(*imm as u64),
                _ => None,
            },
            _ => None,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::text::parse_module;

    #[test]
    fn disjoint_follows_llvm_rules() {
        let p = |index, noalias| Some(AliasRoot::Param { index, noalias });
        let g = |i| Some(AliasRoot::Global(i));
        let cases = [
            (g(0), g(1), true),
            (g(2), g(2), false),
            (p(0, false), p(1, false), false),
            (p(0, true), p(1, false), true),
            (p(0, false), p(1, true), true),
            (p(1, true), p(1, true), false),
            (p(0, true), g(0), true),
            (p(0, false), g(0), false),
            (None, p(0, true), false),
            (g(0), None, false),
            (None, None, false),
        ];
        for (a, b, want) in cases {
            assert_eq!(AliasRoot::disjoint(a, b), want, "{a:?} {b:?}");
            assert_eq!(AliasRoot::disjoint(b, a), want, "{b:?} {a:?}");
        }
    }

    #[test]
    fn roots_of_derived_addresses() {
        let src = "global @g: global i32[16]
kernel @k(v0: ptr.global, v1: ptr.global, v2: i32, v3: ptr.global) noalias(1) {
block0:
    v4 = iconst.i64 8
    v5 = ptradd v0, v4
    v6 = ptradd v5, v4
    v7 = ptradd v1, v4
    v8 = addrspacecast.ptr.flat v7
    v9 = global_addr @g
    v10 = ptradd v9, v4
    v11 = icmp.i32 eq v2, v2
    v12 = select.ptr.global v11, v0, v1
    v13 = load.ptr.global v3
    v14 = ptradd v13, v4
    jump block1(v0)
block1(v15: ptr.global):
    v16 = ptradd v15, v4
    return
}
";
        let m = parse_module(src).unwrap();
        let f = m.functions.values().next().unwrap();
        let rf = RootFinder::new(f);
        let v = |n: u32| Value::from_u32(n);
        let plain = |index| {
            Some(AliasRoot::Param {
                index,
                noalias: false,
            })
        };
        assert_eq!(rf.root(v(6)), plain(0));
        assert_eq!(
            rf.root(v(8)),
            Some(AliasRoot::Param {
                index: 1,
                noalias: true
            })
        );
        assert_eq!(rf.root(v(10)), Some(AliasRoot::Global(0)));
        assert_eq!(rf.root(v(12)), None, "select");
        assert_eq!(rf.root(v(14)), None, "pointer loaded from memory");
        assert_eq!(rf.root(v(16)), None, "parameter of another block");
        assert_eq!(rf.root(v(3)), plain(3));
    }
}
