//! Function addresses and calls through them: the selection side of indirect calls
//! (`docs/calls.md` "Indirect calls").
//!
//! Guarantees:
//! * `func_addr @f` is the address of `@f`'s code in an SGPR pair, materialised
//!   pc-relatively as llc-19 does (`s_getpc_b64` + `s_add_u32`/`s_addc_u32` with
//!   `@f@rel32@lo+4` / `@rel32@hi+12`, [`crate::global_addr::materialize`]); the writer
//!   resolves the offsets (`gfxc_emit`), so the value can be stored, selected and passed
//!   like any 64-bit pointer.
//! * `call_indirect` has a uniform callee pointer here (`gfxc_lower::indirect_calls` turns a
//!   divergent one into a waterfall loop); it becomes one [`Pseudo::Call`] whose first
//!   operand is the pointer's SGPR pair instead of a symbol, with the arguments and result
//!   as for a direct call ([`crate::calls`]). `gfxc_regalloc::calls` calls it with
//!   `s_swappc_b64 s[30:31]` through the pair and, the callee being unknown, saves
//!   everything the convention lets a callee clobber.
//! * Implicit inputs: the callee may be any function whose address the module takes, so
//!   the call passes the work-item ids (v31) and work-group ids (s12..s14) that any of them
//!   reads (itself or through its callees).

use crate::build::SelResult;
use crate::mir::{Kind, MInst, MOp, Pseudo};
use crate::select::{Selector, Val};
use gfxc_ir::{FuncId, Value};
use gfxc_isa::inst::Mods;
use gfxc_isa::regs::Reg;
use smallvec::SmallVec;

impl Selector<'_> {
    /// `func_addr @f`: `res` is `@f`'s address in an SGPR pair.
    pub fn select_func_addr(&mut self, func: FuncId, res: Value) -> SelResult<()> {
        let name = self
            .m
            .functions
            .get(func)
            .map(|f| f.name.clone())
            .ok_or_else(|| internal!("internal: func_addr of an unknown function"))?;
        let r = crate::global_addr::materialize(&mut self.cx, &name)?;
        self.vals.insert(res, Val::R(r));
        Ok(())
    }

    /// The implicit inputs any function whose address the module takes needs: work-item
    /// and work-group id dimensions, the implicit-argument pointer, the dispatch pointer and
    /// id (a declaration's address: an unknown callee, given all of them as llc-19 does).
    fn indirect_inputs(&self) -> ([bool; 3], [bool; 3], bool, [bool; 2]) {
        let ids = gfxc_lower::inline::workitem_dims_reached(self.m);
        let groups = gfxc_lower::inline::workgroup_dims_reached(self.m);
        let implicit = gfxc_lower::inline::implicit_args_reached(self.m);
        let dispatch = gfxc_lower::inline::dispatch_inputs_reached(self.m);
        let (mut a, mut b, mut c, mut e) = ([false; 3], [false; 3], false, [false; 2]);
        for g in gfxc_lower::indirect_calls::address_taken(self.m)
            .into_iter()
            .flatten()
        {
            let name = &self.m.functions[g].name;
            for d in 0..3 {
                a[d] |= ids.get(name).is_some_and(|x| x[d]);
                b[d] |= groups.get(name).is_some_and(|x| x[d]);
            }
            c |= implicit.get(name).copied().unwrap_or(false);
            for k in 0..2 {
                e[k] |= dispatch.get(name).is_some_and(|x| x[k]);
            }
        }
        (a, b, c, e)
    }

    /// `call_indirect p(args)` defining `results`, `p` uniform.
    pub fn select_call_indirect(&mut self, all: &[Value], results: &[Value]) -> SelResult<()> {
        let (p, args) = (all[0], &all[1..]);
        if !self.uni.is_uniform(p) {
            return Err(internal!(
                "internal: indirect call through a divergent pointer (no waterfall loop)"
            ));
        }
        let (dims, groups, implicit, dispatch) = self.indirect_inputs();
        let tys: Vec<_> = args.iter().map(|&a| self.func.dfg.value_type(a)).collect();
        crate::stack_args::check_call("(indirect)", &tys)?;
        let callee = self.in_s(p)?;
        let mut uses = Vec::new();
        for &a in args {
            let r = self.abi_value(a)?;
            uses.push(self.cx.w(r));
        }
        let mut defs = Vec::new();
        for &r in results {
            let ty = self.func.dfg.value_type(r);
            let (reg, val) = if ty.is_bool() && !ty.is_vector() {
                let x = self.cx.vreg(crate::mir::Bank::V, 1);
                (x, Val::BoolV(x))
            } else {
                let w = Self::dwords(ty)?;
                if crate::call_conv::pieces(ty).len() != w as usize {
                    return Err(unsupported!("unsupported: a call result of type {ty}"));
                }
                let x = self.cx.vreg(crate::mir::Bank::V, w);
                (x, Val::R(x))
            };
            self.vals.insert(r, val);
            defs.push(self.cx.w(reg));
        }
        let mut ops: SmallVec<[MOp; 6]> = SmallVec::new();
        ops.push(self.cx.w(callee));
        let mut fixed = Vec::new();
        self.id_inputs(dims, groups, &mut uses, &mut fixed)?;
        // The implicit-argument pointer in s[8:9], the dispatch pointer and id in s[4:5] and
        // s[10:11] (as a direct call passes them, `crate::calls`).
        if implicit {
            let p = self.implicit_arg_ptr()?;
            uses.push(self.cx.w(p));
            fixed.push(Reg::sgpr(8, 2));
        }
        self.dispatch_inputs(dispatch, &mut uses, &mut fixed);
        let nd = defs.len();
        ops.extend(defs);
        ops.extend(uses);
        let cur = self.cx.cur;
        self.cx.f.blocks[cur].insts.push(MInst {
            kind: Kind::Pseudo(Pseudo::Call),
            ops,
            defs: ((1u32 << nd) - 1) << 1,
            ret: None,
            m: Mods::default(),
            group: false,
            fixed,
            mem: None,
        });
        Ok(())
    }
}
