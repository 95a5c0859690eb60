//! Device functions of a generated program: their bodies, arguments and results, and the calls to them.

use super::*;

impl Gen {
    /// Generates the body of device function `sig` and returns its text. Vector parameters
    /// are taken apart lane by lane; every value is folded into the function's own hash,
    /// which reaches the caller through the result (mixed into its first lane) or, for a
    /// function with memory, a store to one of the work-item's slots. Control flow inside is
    /// taken as divergent (a call may come from divergent code): no LDS, no barrier.
    pub(super) fn function(&mut self, sig: &FnSig) -> String {
        self.uniform = false;
        self.mem = sig.mem;
        let mut ps = Vec::new();
        let mut depth = 0;
        for (k, p) in sig.params.iter().enumerate() {
            let v = self.fresh();
            match p {
                Param::In => self.p_in = v,
                Param::Out => self.p_out = v,
                Param::Acc => self.p_acc = v,
                Param::SlotBase => self.slot_base = v,
                Param::Val(_) if sig.recursive && k == 0 => depth = v,
                Param::Val(vt) => self.take_apart(v, *vt),
            }
            let ty = match p {
                Param::In | Param::Out | Param::Acc => "ptr.global".to_string(),
                Param::SlotBase => "i32".to_string(),
                Param::Val(vt) => vt.name(),
            };
            ps.push(format!("v{v}: {ty}"));
        }
        if self.rng.chance(50) {
            self.has_priv = true;
            self.private_array();
        }
        let k = self.rng.next_u64() as u32 as i32 as i64;
        self.h = self.iconst(I32, k);
        self.budget = 3 + self.rng.below(8) as i32;
        if sig.recursive {
            // `depth == 0` ends the recursion; otherwise the function calls itself with
            // `depth - 1` (the first call passes `x & 7`: at most 8 frames).
            let z = self.iconst(I32, 0);
            let c = self.def(format!("icmp.i32 eq v{depth}, v{z}"));
            let base = self.new_block();
            let step = self.new_block();
            self.brif(c, base, &[], step, &[]);
            let (mark, h0) = (self.vals.len(), self.h);
            self.cur = base;
            self.region(1);
            self.function_return(sig);
            self.vals.truncate(mark);
            self.h = h0;
            self.cur = step;
            self.region(1);
            let one = self.iconst(I32, 1);
            let d1 = self.def(format!("sub.i32 v{depth}, v{one}"));
            self.call_to(sig, Some(d1));
            self.region(1);
            self.function_return(sig);
        } else {
            self.region(1);
            self.function_return(sig);
        }
        let ret = sig
            .ret
            .map_or(String::new(), |t| format!(" -> {}", t.name()));
        let attr = if sig.noinline { " noinline" } else { "" };
        self.body_text(&format!(
            "function @{}({}){ret}{attr}",
            sig.name,
            ps.join(", ")
        ))
    }

    /// Values of the lanes of `v: vt` into scope.
    pub(super) fn take_apart(&mut self, v: u32, vt: VTy) {
        if vt.n == 1 {
            self.vals.push((v, vt.t));
            return;
        }
        for lane in 0..vt.n {
            let l = self.iconst(I32, lane as i64);
            self.def_val(vt.t, format!("extractelement.{} v{v}, v{l}", vt.t.name()));
        }
    }

    /// A value of type `vt` from values in scope (a vector: `splat`, then some lanes
    /// replaced).
    pub(super) fn value_of(&mut self, vt: VTy) -> u32 {
        let x = self.operand(vt.t);
        if vt.n == 1 {
            return x;
        }
        let name = vt.name();
        let mut v = self.def(format!("splat.{name} v{x}"));
        for lane in 0..vt.n {
            if self.rng.chance(50) {
                let y = self.operand(vt.t);
                let l = self.iconst(I32, lane as i64);
                v = self.def(format!("insertelement.{name} v{v}, v{y}, v{l}"));
            }
        }
        v
    }

    /// Folds every value in scope into the hash (without dropping them) and returns: the
    /// hash is stored to a slot (functions with memory) and mixed into the result.
    pub(super) fn function_return(&mut self, sig: &FnSig) {
        let vs: Vec<(u32, Ty)> = self.vals.clone();
        for (v, t) in vs {
            self.fold(v, t);
        }
        if sig.mem {
            let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
            let p = self.slot_ptr(j);
            self.emit(format!("store v{}, v{p}", self.h));
        }
        let Some(vt) = sig.ret else {
            self.emit("return".into());
            return;
        };
        let x = self.operand(vt.t);
        let h = self.h;
        let mixed = match vt.t {
            I1 => {
                let c = self.conv(h, I32, I1);
                self.def(format!("xor.i1 v{x}, v{c}"))
            }
            I8 | I16 | I32 | I64 => {
                let c = self.conv(h, I32, vt.t);
                self.def(format!("xor.{} v{x}, v{c}", vt.t.name()))
            }
            F16 | F32 | F64 => {
                let c = self.def(format!("uitofp.{} v{h}", vt.t.name()));
                self.def(format!("fadd.{} v{x}, v{c}", vt.t.name()))
            }
        };
        let r = if vt.n == 1 {
            mixed
        } else {
            let v = self.value_of(vt);
            let l = self.iconst(I32, 0);
            self.def(format!("insertelement.{} v{v}, v{mixed}, v{l}", vt.name()))
        };
        self.emit(format!("return v{r}"));
    }

    /// A call of one of the device functions this body may call, with arguments from values
    /// in scope; the result's lanes come into scope.
    pub(super) fn call(&mut self) {
        let cands: Vec<FnSig> = self
            .callees
            .iter()
            .filter(|f| self.mem || !f.mem)
            .cloned()
            .collect();
        if cands.is_empty() {
            return self.arith();
        }
        let f = self.rng.pick(&cands).clone();
        self.call_fn(&f);
    }

    /// A call of `f` (a recursive `f` gets the depth `x & 7` of an `x` in scope).
    pub(super) fn call_fn(&mut self, f: &FnSig) {
        let depth = if f.recursive {
            let x = self.operand(I32);
            let m = self.iconst(I32, 7);
            Some(self.def(format!("and.i32 v{x}, v{m}")))
        } else {
            None
        };
        self.call_to(f, depth);
    }

    /// Emits a call of `f` (`depth`: the recursion depth argument of a recursive `f`).
    pub(super) fn call_to(&mut self, f: &FnSig, depth: Option<u32>) {
        let mut args = Vec::new();
        for (k, p) in f.params.iter().enumerate() {
            let a = match p {
                Param::In => self.p_in,
                Param::Out => self.p_out,
                Param::Acc => self.p_acc,
                Param::SlotBase => self.slot_base,
                Param::Val(_) if k == 0 && depth.is_some() => depth.unwrap(),
                Param::Val(vt) => self.value_of(*vt),
            };
            args.push(format!("v{a}"));
        }
        let call = format!("call @{}({})", f.name, args.join(", "));
        self.called.insert(f.name.clone());
        self.call_sites.push((f.name.clone(), self.mult));
        match f.ret {
            None => self.emit(call),
            Some(vt) => {
                let r = self.def(call);
                self.take_apart(r, vt);
            }
        }
    }
}
