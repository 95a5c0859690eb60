//! Memory of a generated program: the input buffer, the read-only table, private arrays, flat pointers, LDS exchanges, atomics, fences and wave operations.

use super::*;

impl Gen {
    /// The private array (`alloca`), every element initialised before it is read.
    pub(super) fn private_array(&mut self) {
        self.priv_ptr = self.def(format!("alloca {}", PRIV_LEN * 4));
        for i in 0..PRIV_LEN {
            let off = self.iconst(I32, (i * 4) as i64);
            let p = self.def(format!("ptradd v{}, v{off}", self.priv_ptr));
            let r = self.rng.next_u64() as u32 as i32 as i64;
            let k = self.iconst(I32, r);
            self.emit(format!("store v{k}, v{p}"));
        }
    }

    /// Address of the work-item's slot `j` of `out`.
    pub(super) fn slot_ptr(&mut self, j: u32) -> u32 {
        let k = self.iconst(I32, j as i64);
        let i = self.def(format!("add.i32 v{}, v{k}", self.slot_base));
        self.elem_ptr(self.p_out, i)
    }
    /// `base + 4 * zext(i)`.
    pub(super) fn elem_ptr(&mut self, base: u32, i: u32) -> u32 {
        let w = self.def(format!("zext.i64 v{i}"));
        let four = self.iconst(I64, 4);
        let off = self.def(format!("mul.i64 v{w}, v{four}"));
        self.def(format!("ptradd v{base}, v{off}"))
    }
    /// `in[x & (IN_LEN - 1)]` for a random i32 `x` in scope.
    pub(super) fn load_in(&mut self) -> u32 {
        let x = self.operand(I32);
        let m = self.iconst(I32, (IN_LEN - 1) as i64);
        let i = self.def(format!("and.i32 v{x}, v{m}"));
        let p = self.elem_ptr(self.p_in, i);
        self.def(format!("load.i32 v{p}"))
    }

    /// Loads of every size from `in` (sub-dword, 64-bit, 16-bit and float vectors) at
    /// masked, naturally aligned byte offsets, and stores of 8-, 16- and 64-bit integers and
    /// integer vectors into the work-item's own 32 bytes of `out`, read back as a dword.
    pub(super) fn typed_memory(&mut self) {
        let vt = *self.rng.pick(&[
            VTy { t: I8, n: 1 },
            VTy { t: I16, n: 1 },
            VTy { t: I64, n: 1 },
            VTy { t: F16, n: 1 },
            VTy { t: F64, n: 1 },
            VTy { t: I8, n: 2 },
            VTy { t: I8, n: 4 },
            VTy { t: I16, n: 2 },
            VTy { t: I16, n: 4 },
            VTy { t: F16, n: 2 },
            VTy { t: F32, n: 2 },
            VTy { t: I32, n: 4 },
        ]);
        let size = vt.t.bits() / 8 * vt.n;
        if self.rng.chance(50) || vt.t.is_float() {
            let x = self.operand(I32);
            let m = self.iconst(I32, (IN_LEN * 4 / size - 1) as i64);
            let i = self.def(format!("and.i32 v{x}, v{m}"));
            let w = self.def(format!("zext.i64 v{i}"));
            let k = self.iconst(I64, size as i64);
            let off = self.def(format!("mul.i64 v{w}, v{k}"));
            let p = self.def(format!("ptradd v{}, v{off}", self.p_in));
            let v = self.def(format!("load.{} v{p}", vt.name()));
            self.take_apart(v, vt);
        } else {
            let x = self.value_of(vt);
            let base = self.elem_ptr(self.p_out, self.slot_base);
            let at = self.rng.below((SLOTS * 4 / size) as u64) * size as u64;
            let k = self.iconst(I32, at as i64);
            let p = self.def(format!("ptradd v{base}, v{k}"));
            self.emit(format!("store v{x}, v{p}"));
            let j = (at as u32 / 4).min(SLOTS - 1);
            let q = self.slot_ptr(j);
            self.def_val(I32, format!("load.i32 v{q}"));
        }
    }

    /// A load from the module's read-only table `@tbl` (constant or global address space,
    /// integer elements, with an initialiser) at a masked index.
    pub(super) fn table_load(&mut self) {
        if self.table.is_none() {
            let t = *self.rng.pick(&[I8, I16, I32, I64]);
            let space = *self.rng.pick(&["constant", "global"]);
            let init = (0..TABLE_LEN)
                .map(|_| {
                    let s = 64 - t.bits();
                    ((self.rng.next_u64() << s) as i64) >> s
                })
                .collect();
            self.table = Some(Table { t, space, init });
        }
        let t = self.table.as_ref().unwrap().t;
        let base = self.def("global_addr @tbl".into());
        let x = self.operand(I32);
        let m = self.iconst(I32, (TABLE_LEN - 1) as i64);
        let i = self.def(format!("and.i32 v{x}, v{m}"));
        let w = self.def(format!("zext.i64 v{i}"));
        let k = self.iconst(I64, (t.bits() / 8) as i64);
        let off = self.def(format!("mul.i64 v{w}, v{k}"));
        let p = self.def(format!("ptradd v{base}, v{off}"));
        self.def_val(t, format!("load.{} v{p}", t.name()));
    }

    /// A float atomic (`fadd fmin fmax`, f32 or f64) on one of the work-item's own slots,
    /// which first gets an integer-valued float: no NaN, no denormal, no -0 can occur (the
    /// hardware's float atomics flush denormals on some targets and may order -0/+0 either
    /// way), so every engine must give the exact result.
    pub(super) fn float_atomic(&mut self) {
        let t = *self.rng.pick(&[F32, F32, F64]);
        let j = if t == F64 {
            2 * (1 + self.rng.below(3) as u32)
        } else {
            1 + self.rng.below((SLOTS - 1) as u64) as u32
        };
        let p = self.slot_ptr(j);
        let it = Ty::int_of_width(t.bits());
        let a = self.operand(I32);
        let fa = self.def(format!("sitofp.{} v{a}", t.name()));
        let bits = self.def(format!("bitcast.{} v{fa}", it.name()));
        self.emit(format!("store v{bits}, v{p}"));
        let b = self.operand(I32);
        let fb = self.def(format!("sitofp.{} v{b}", t.name()));
        let op = *self.rng.pick(&["fadd", "fmin", "fmax"]);
        let ord = *self.rng.pick(RMW_ORDERINGS);
        let scope = *self.rng.pick(ALL_SCOPES);
        self.def_val(
            t,
            format!("atomic_rmw.{} {op} v{p}, v{fb}, {ord} {scope}", t.name()),
        );
    }

    /// More wave operations: `readlane` (uniform control flow only: the lane read must be
    /// active), `writelane` of a uniform value, `mbcnt`, `ballot.i64`, `lane_id`,
    /// `wave_size`, and the work-group and grid sizes.
    pub(super) fn wave_op2(&mut self) {
        match self.rng.below(7) {
            0 if self.uniform => {
                let t = *self.rng.pick(&[I32, I64, F32, I16, F64]);
                let x = self.operand(t);
                let k = self.rng.below(32) as i64;
                let l = self.iconst(I32, k);
                self.def_val(t, format!("readlane.{} v{x}, v{l}", t.name()));
            }
            1 => {
                let x = self.operand(I32);
                let u = self.def(format!("readfirstlane.i32 v{x}"));
                let k = self.rng.below(32) as i64;
                let l = self.iconst(I32, k);
                let old = self.operand(I32);
                self.def_val(
                    I32,
                    format!("intrinsic.i32 \"amdgcn.writelane.i32\"(v{u}, v{l}, v{old})"),
                );
            }
            2 => {
                let m = self.operand(I32);
                let a = self.operand(I32);
                let lo = self.def(format!("intrinsic.i32 \"amdgcn.mbcnt.lo\"(v{m}, v{a})"));
                let m2 = self.operand(I32);
                self.def_val(
                    I32,
                    format!("intrinsic.i32 \"amdgcn.mbcnt.hi\"(v{m2}, v{lo})"),
                );
            }
            3 => {
                let c = self.operand(I1);
                self.def_val(I64, format!("ballot.i64 v{c}"));
            }
            4 => {
                self.def_val(I32, "lane_id".into());
            }
            5 => {
                self.def_val(I32, "wave_size".into());
            }
            _ => {
                let op = *self.rng.pick(&["workgroup_size x", "grid_size x"]);
                self.def_val(I32, op.into());
            }
        }
    }

    /// Stores a value to one of the work-item's slots and loads a (maybe other) slot back.
    pub(super) fn slot_store_load(&mut self) {
        let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let x = self.operand(I32);
        let p = self.slot_ptr(j);
        self.emit(format!("store v{x}, v{p}"));
        let k = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let q = self.slot_ptr(k);
        self.def_val(I32, format!("load.i32 v{q}"));
    }

    /// An atomic on the work-item's own slot (its old value is used) and one on the shared
    /// counter (commutative; its old value is not used).
    pub(super) fn atomics(&mut self) {
        let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let p = self.slot_ptr(j);
        let x = self.operand(I32);
        let op = *self.rng.pick(&[
            "xchg",
            "add",
            "sub",
            "and",
            "or",
            "xor",
            "min",
            "max",
            "umin",
            "umax",
            "uinc_wrap",
            "udec_wrap",
        ]);
        let ord = *self.rng.pick(RMW_ORDERINGS);
        // The slot is the work-item's own: every scope is wide enough.
        let scope = *self.rng.pick(ALL_SCOPES);
        self.def_val(
            I32,
            format!("atomic_rmw.i32 {op} v{p}, v{x}, {ord} {scope}"),
        );
        if self.rng.chance(50) {
            // Each counter takes one operation only: updates of one operation commute with
            // each other, but not with another's (`xor` then `umax -1` is not `umax -1`
            // then `xor`), and the order of the work-items' updates is not defined. The
            // counters are shared across work-groups: agent or system scope.
            let r = self.rng.below(4);
            let i = self.iconst(I32, r as i64);
            let q = self.elem_ptr(self.p_acc, i);
            let y = self.operand(I32);
            let op = COUNTER_OPS[r as usize];
            let ord = *self.rng.pick(RMW_ORDERINGS);
            let scope = *self
                .rng
                .pick(&["agent", "system", "agent_one_as", "system_one_as"]);
            self.def(format!("atomic_rmw.i32 {op} v{q}, v{y}, {ord} {scope}"));
        }
    }

    /// A compare-and-swap on one of the work-item's own slots; the expected value is the
    /// slot's current value (the swap succeeds) or any value (it may fail). Both results
    /// are used.
    pub(super) fn cmpxchg(&mut self) {
        let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
        let p = self.slot_ptr(j);
        let expected = if self.rng.chance(50) {
            self.def(format!("load.i32 v{p}"))
        } else {
            self.operand(I32)
        };
        let new = self.operand(I32);
        let succ = *self.rng.pick(RMW_ORDERINGS);
        let fail = *self.rng.pick(&["monotonic", "acquire", "seq_cst"]);
        let scope = *self.rng.pick(ALL_SCOPES);
        let weak = if self.rng.chance(20) { ", weak" } else { "" };
        // A weak cmpxchg may fail spuriously (LLVM LangRef): its flag is not observed.
        let (old, ok) = (self.fresh(), self.fresh());
        self.emit(format!(
            "v{old}, v{ok} = cmpxchg.i32 v{p}, v{expected}, v{new}, {succ} {fail} {scope}{weak}"
        ));
        if weak.is_empty() {
            self.vals.push((old, I32));
            self.vals.push((ok, I1));
        }
    }

    /// A memory fence of any ordering and scope, sometimes limited to some address spaces.
    pub(super) fn fence(&mut self) {
        let ord = *self.rng.pick(&["acquire", "release", "acq_rel", "seq_cst"]);
        let scope = *self.rng.pick(ALL_SCOPES);
        let spaces = *self.rng.pick(&[
            "",
            "",
            ", spaces(global)",
            ", spaces(local)",
            ", spaces(global, local)",
        ]);
        self.emit(format!("fence {ord} {scope}{spaces}"));
    }

    /// Memory through flat pointers: the work-item's own slot, its private array, and (in
    /// uniform control flow) its LDS element, each cast to `ptr.flat`.
    pub(super) fn flat_mem(&mut self) {
        let mut which = if self.uniform {
            self.rng.below(3)
        } else {
            self.rng.below(2)
        };
        if which == 0 && !self.mem {
            which = 1;
        }
        if which == 1 && !self.has_priv {
            which = 0;
        }
        let (p, m) = match which {
            0 => {
                let j = 1 + self.rng.below((SLOTS - 1) as u64) as u32;
                (self.slot_ptr(j), None)
            }
            1 => {
                let x = self.operand(I32);
                let m = self.iconst(I32, (PRIV_LEN - 1) as i64);
                let i = self.def(format!("and.i32 v{x}, v{m}"));
                (self.elem_ptr(self.priv_ptr, i), None)
            }
            _ => {
                self.lds = true;
                let base = self.def("global_addr @lds".into());
                let four = self.iconst(I32, 4);
                let off = self.def(format!("mul.i32 v{}, v{four}", self.lid));
                (self.def(format!("ptradd v{base}, v{off}")), Some(()))
            }
        };
        let f = self.def(format!("addrspacecast.ptr.flat v{p}"));
        let x = self.operand(I32);
        self.emit(format!("store v{x}, v{f}"));
        if m.is_some() {
            // The LDS element is the work-item's own; the next exchange's barrier orders it.
            self.emit("barrier".into());
        }
        self.def_val(I32, format!("load.i32 v{f}"));
        if m.is_some() {
            self.emit("barrier".into());
        }
    }

    /// Writes and reads the private array at masked indices.
    pub(super) fn private_mem(&mut self) {
        let x = self.operand(I32);
        let m = self.iconst(I32, (PRIV_LEN - 1) as i64);
        let i = self.def(format!("and.i32 v{x}, v{m}"));
        let p = self.elem_ptr(self.priv_ptr, i);
        let y = self.operand(I32);
        self.emit(format!("store v{y}, v{p}"));
        let z = self.operand(I32);
        let j = self.def(format!("and.i32 v{z}, v{m}"));
        let q = self.elem_ptr(self.priv_ptr, j);
        self.def_val(I32, format!("load.i32 v{q}"));
    }

    pub(super) fn wave_op(&mut self) {
        if self.rng.chance(50) {
            let t = *self.rng.pick(&[I32, I32, I64, F32]);
            let x = self.operand(t);
            self.def_val(t, format!("readfirstlane.{} v{x}", t.name()));
        } else {
            let c = self.operand(I1);
            self.def_val(I32, format!("ballot.i32 v{c}"));
        }
    }

    /// Uniform control flow only: every work-item stores to its LDS slot, a barrier, each
    /// reads another's slot, a barrier (so the next exchange cannot overwrite a slot before
    /// it was read).
    pub(super) fn lds_exchange(&mut self) {
        self.lds = true;
        let base = self.def("global_addr @lds".into());
        let four = self.iconst(I32, 4);
        let off = self.def(format!("mul.i32 v{}, v{four}", self.lid));
        let p = self.def(format!("ptradd v{base}, v{off}"));
        let x = self.operand(I32);
        self.emit(format!("store v{x}, v{p}"));
        self.emit("barrier".into());
        let y = self.operand(I32);
        let m = self.iconst(I32, (self.block_size - 1) as i64);
        let i = self.def(format!("and.i32 v{y}, v{m}"));
        let o = self.def(format!("mul.i32 v{i}, v{four}"));
        let q = self.def(format!("ptradd v{base}, v{o}"));
        self.def_val(I32, format!("load.i32 v{q}"));
        self.emit("barrier".into());
    }
}
