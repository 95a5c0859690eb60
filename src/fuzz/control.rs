//! Control flow of a generated program: regions of statements, divergent if/else and switch, loops with uniform and per-lane trip counts.

use super::*;

impl Gen {
    /// Folds every value defined since scope mark `mark` and drops them from scope.
    pub(super) fn close_scope(&mut self, mark: usize) {
        let vs: Vec<(u32, Ty)> = self.vals[mark..].to_vec();
        for (v, t) in vs {
            self.fold(v, t);
        }
        self.vals.truncate(mark);
    }

    pub(super) fn epilogue(&mut self) {
        // Every device function is reached: those the kernel has not called yet are called
        // here (the others may call them too).
        for f in self.callees.clone() {
            if !self.called.contains(&f.name) {
                self.call_fn(&f);
            }
        }
        self.close_scope(0);
        let p = self.slot_ptr(0);
        self.emit(format!("store v{}, v{p}", self.h));
        self.emit("return".into());
    }

    /// Generates statements at the current point; `depth` is the nesting of control flow.
    pub(super) fn region(&mut self, depth: u32) {
        let n = 2 + self.rng.below(6);
        for _ in 0..n {
            if self.budget <= 0 {
                break;
            }
            self.budget -= 1;
            self.statement(depth);
        }
    }

    pub(super) fn statement(&mut self, depth: u32) {
        let r = self.rng.below(142);
        let nest = depth < 3;
        let mem = self.mem;
        match r {
            0..=39 => self.arith(),
            40..=44 if mem => {
                let x = self.load_in();
                self.vals.push((x, I32));
            }
            45..=49 if mem => self.slot_store_load(),
            50..=53 if mem => self.atomics(),
            54..=57 if self.has_priv => self.private_mem(),
            58..=62 => self.wave_op(),
            63..=67 if self.uniform => self.lds_exchange(),
            68..=77 if nest => self.if_else(depth),
            78..=85 if nest => self.divergent_loop(depth),
            86..=90 if nest && self.uniform => self.uniform_loop(depth),
            91..=95 if nest => self.switch(depth),
            96..=99 if mem => self.cmpxchg(),
            100..=102 => self.fence(),
            103..=109 => self.vector_op(),
            110..=114 if mem || self.has_priv => self.flat_mem(),
            115..=124 => self.call(),
            125..=129 if mem => self.typed_memory(),
            130..=131 => self.table_load(),
            132..=133 if mem => self.float_atomic(),
            134..=137 => self.wave_op2(),
            138..=141 => self.float_intrinsic(),
            _ => self.arith(),
        }
    }

    /// A per-lane condition.
    pub(super) fn lane_cond(&mut self) -> u32 {
        if self.rng.chance(30) {
            self.operand(I1)
        } else {
            let x = self.operand(I32);
            let y = self.operand(I32);
            let cc = *self.rng.pick(&["eq", "ne", "slt", "ult", "sgt", "uge"]);
            self.def(format!("icmp.i32 {cc} v{x}, v{y}"))
        }
    }

    /// A random type and a value of it in scope, to flow out of a region on its exit edge.
    pub(super) fn carried(&mut self) -> (Ty, u32) {
        let t = *self.rng.pick(ALL_TYS);
        let v = self.operand(t);
        (t, v)
    }

    /// Runs a nested region in block `b`, then folds its values and jumps to `join` with
    /// the hash and a value of type `t`.
    pub(super) fn arm(&mut self, b: usize, depth: u32, join: usize, t: Ty) {
        self.cur = b;
        let mark = self.vals.len();
        self.region(depth + 1);
        let out = self.operand(t);
        self.close_scope(mark);
        let h = self.h;
        self.jump(join, &[h, out]);
    }

    pub(super) fn if_else(&mut self, depth: u32) {
        let c = self.lane_cond();
        let (t, _) = self.carried();
        let then_b = self.new_block();
        let else_b = self.new_block();
        let join = self.new_block();
        let (uniform, h0) = (self.uniform, self.h);
        self.brif(c, then_b, &[], else_b, &[]);
        self.uniform = false;
        self.arm(then_b, depth, join, t);
        self.h = h0;
        if self.rng.chance(30) {
            // An empty else: the value flows straight from the branch.
            self.cur = else_b;
            let v = self.operand(t);
            self.jump(join, &[h0, v]);
        } else {
            self.arm(else_b, depth, join, t);
        }
        let ps = self.set_params(join, &[I32, t]);
        self.cur = join;
        self.uniform = uniform;
        self.h = ps[0];
        self.vals.push((ps[1], t));
    }

    pub(super) fn switch(&mut self, depth: u32) {
        let x = self.operand(I32);
        let m = self.iconst(I32, 3);
        let sel = self.def(format!("and.i32 v{x}, v{m}"));
        let (t, _) = self.carried();
        let ncases = 1 + self.rng.below(3) as usize;
        let cases: Vec<usize> = (0..ncases).map(|_| self.new_block()).collect();
        let dflt = self.new_block();
        let join = self.new_block();
        let (uniform, h0) = (self.uniform, self.h);
        let arms: Vec<String> = cases
            .iter()
            .enumerate()
            .map(|(k, b)| format!("{k}: {}", self.label(*b)))
            .collect();
        let d = self.label(dflt);
        self.emit(format!("switch v{sel}, {d}, [{}]", arms.join(", ")));
        self.uniform = false;
        for b in cases.into_iter().chain([dflt]) {
            self.h = h0;
            self.arm(b, depth, join, t);
        }
        let ps = self.set_params(join, &[I32, t]);
        self.cur = join;
        self.uniform = uniform;
        self.h = ps[0];
        self.vals.push((ps[1], t));
    }

    /// A loop with a per-lane trip count (`x & 7`), a `continue` edge to the latch and a
    /// `break` edge to the exit: the exit has two predecessors passing different values.
    pub(super) fn divergent_loop(&mut self, depth: u32) {
        let x = self.operand(I32);
        let m = self.iconst(I32, 7);
        let n = self.def(format!("and.i32 v{x}, v{m}"));
        self.lp(depth, n, 7, false);
    }

    /// A loop every work-item runs the same number of times (a constant, or from the
    /// work-group id): LDS exchanges may happen inside.
    pub(super) fn uniform_loop(&mut self, depth: u32) {
        let n = if self.rng.chance(50) {
            let r = 1 + self.rng.below(4) as i64;
            self.iconst(I32, r)
        } else {
            let wg = self.def("workgroup_id x".into());
            let r = 1 + self.rng.below(3) as i64;
            let k = self.iconst(I32, r);
            self.def(format!("add.i32 v{wg}, v{k}"))
        };
        // At most 4 trips: a constant 1..=4, or the group id (0 or 1) plus 1..=3.
        self.lp(depth, n, 4, true);
    }

    /// A loop of at most `max_trips` trips of `n`.
    pub(super) fn lp(&mut self, depth: u32, n: u32, max_trips: u64, uniform_trip: bool) {
        let outer_mult = self.mult;
        let (t, init) = self.carried();
        let header = self.new_block();
        let body = self.new_block();
        let latch = self.new_block();
        let exit = self.new_block();
        let zero = self.iconst(I32, 0);
        let h0 = self.h;
        self.jump(header, &[zero, h0, init]);
        let hp = self.set_params(header, &[I32, I32, t]);
        let (i, hh, acc) = (hp[0], hp[1], hp[2]);
        self.cur = header;
        self.h = hh;
        // The header runs once more than the body.
        self.mult = outer_mult.saturating_mul(max_trips + 1);
        let c = self.def(format!("icmp.i32 ult v{i}, v{n}"));
        self.brif(c, body, &[], exit, &[hh, acc]);
        let uniform = self.uniform;
        self.uniform = uniform && uniform_trip;
        self.cur = body;
        let mark = self.vals.len();
        self.vals.push((i, I32));
        self.vals.push((acc, t));
        self.region(depth + 1);
        // Divergent loops get early exits: a break (values leave on the exit edge) and a
        // continue (values enter the latch from two edges).
        if !uniform_trip && self.rng.chance(60) {
            let bc = self.lane_cond();
            let out = self.operand(t);
            let mark2 = self.vals.len();
            let _ = mark2;
            let rest = self.new_block();
            // Fold before the break so both exit edges carry a complete hash.
            let snapshot: Vec<(u32, Ty)> = self.vals[mark..].to_vec();
            for (v, ty) in snapshot {
                self.fold(v, ty);
            }
            let hb = self.h;
            if self.rng.chance(50) {
                self.brif(bc, exit, &[hb, out], rest, &[]);
            } else {
                let nx = self.operand(t);
                self.brif(bc, latch, &[hb, nx], rest, &[]);
            }
            self.cur = rest;
            self.region(depth + 1);
        }
        let next = self.operand(t);
        self.close_scope(mark);
        let h1 = self.h;
        self.jump(latch, &[h1, next]);
        let lp = self.set_params(latch, &[I32, t]);
        self.cur = latch;
        let one = self.iconst(I32, 1);
        let i2 = self.def(format!("add.i32 v{i}, v{one}"));
        self.jump(header, &[i2, lp[0], lp[1]]);
        let ep = self.set_params(exit, &[I32, t]);
        self.cur = exit;
        self.mult = outer_mult;
        self.uniform = uniform;
        self.h = ep[0];
        self.vals.push((ep[1], t));
    }
}
