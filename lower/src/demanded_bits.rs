//! Demanded bits: extensions and masks whose effect no user can see are removed (LLVM's
//! `DemandedBits` / `SimplifyDemandedBits`, here as a separate pass after legalization).
//!
//! Legalization computes every sub-dword integer operation in 32 bits and re-normalises each
//! operand: `zext.i32 (itrunc.i8 x)` around every `i8`/`i16` lane of a vector, every promoted
//! `char`/`short` operation (`tests/opencl/int_vec.cl`: `x + y * 3` on `uchar4` selected a
//! `v_bfe_u32` before and after every multiply and add). When the only bits of the result
//! anyone reads are the low 8, the extension is wasted work.
//!
//! The analysis computes, for every scalar integer value, the set of bits that some use may
//! observe (a `u64` mask over the value's width), as the least fixpoint of per-use transfer
//! rules over the whole function: `add`/`sub`/`mul`/`neg`/`shl` by a variable amount read
//! the operands' bits up to the highest demanded bit (carries only move up); `and`/`or`/`xor`/
//! `not`/`select` arms read the demanded bits themselves (minus the bits a constant `and`
//! clears, an `or` with a constant sets); shifts by a constant move the mask; `itrunc`,
//! `zext` and `sext` restrict it to the source width (`sext` also reads the sign bit when a
//! bit above the source is demanded). Every other use — stores, compares, divisions, min/max,
//! calls, branch arguments and block parameters, returns, vectors — reads every bit.
//! Only the demands the rewritable results depend on are solved (their readers' results,
//! transitively): that system is closed, so its least fixpoint is the whole function's
//! restricted to it.
//!
//! Rewrites, each replacing the result by an operand that agrees with it on every demanded
//! bit (so no user can tell the difference):
//! - `zext`/`sext.T (itrunc.iN x)` with `x: T` when no bit at or above `N` is demanded;
//! - `and x, c` when every demanded bit is set in `c` (unless an `itrunc` reads the result:
//!   there the mask also tells isel that the narrow value's extensions are free);
//! - `or`/`xor x, c` when no demanded bit is set in `c`.
//!
//! Functions with whole-wave/whole-quad regions are left alone (their regions are defined
//! by the IR's shape; `crate::util::has_whole_mode_regions`).
//!
//! Guarantees: the function computes the same observable values; only uses are redirected
//! (the replaced instructions become dead and are removed by isel's dead-code elimination).
//! Returns how many results were replaced.

use crate::util::replace_uses;
use gfxc_ir::{Function, Inst, InstData, Opcode, Type, Value, ValueDef};
use rustc_hash::FxHashMap as HashMap;
use smallvec::SmallVec;

/// All bits of a `bits`-wide value.
fn mask(bits: u32) -> u64 {
    if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    }
}

/// Bits 0..=msb(d): what a carry chain reading `d` depends on.
fn up_to_msb(d: u64) -> u64 {
    if d == 0 {
        0
    } else {
        mask(64 - d.leading_zeros())
    }
}

/// Width of a scalar integer type, or `None` for anything else (vectors, pointers, floats).
fn int_width(ty: Type) -> Option<u32> {
    match ty {
        Type::Scalar(s) if s.is_int() => Some(s.bits()),
        _ => None,
    }
}

struct Demand<'f> {
    func: &'f Function,
    /// Demanded bits per value, by value number (0: none yet; only scalar integers get any).
    bits: Vec<u64>,
    /// Instructions visited in the current round, by instruction number.
    visited: Vec<bool>,
    /// Some demand grew after its definition was visited in the current round: another
    /// round must propagate it.
    changed: bool,
}

impl Demand<'_> {
    fn konst(&self, v: Value) -> Option<u64> {
        match self.func.dfg.value_def(v) {
            ValueDef::Result(i, _) => match self.func.dfg.insts[i] {
                InstData::IntConst { imm } => Some(imm as u64),
                _ => None,
            },
            _ => None,
        }
    }

    fn of(&self, v: Value) -> u64 {
        self.bits[v.as_u32() as usize]
    }

    /// Adds `d` (clipped to `v`'s width) to what `v` must provide.
    fn demand(&mut self, v: Value, d: u64) {
        let Some(w) = int_width(self.func.dfg.value_type(v)) else {
            return;
        };
        let d = d & mask(w);
        if d == 0 {
            return;
        }
        let e = &mut self.bits[v.as_u32() as usize];
        if *e | d != *e {
            *e |= d;
            // Only an instruction's visit reads its result's demand: a definition not visited
            // yet in this round reads the grown demand when it is, a block parameter's is
            // read by no visit. (Straight-line code thus settles in one round, without a
            // second one to confirm it.)
            if let ValueDef::Result(i, _) = self.func.dfg.value_def(v) {
                self.changed |= self.visited[i.as_u32() as usize];
            }
        }
    }

    fn all(&mut self, v: Value) {
        self.demand(v, u64::MAX);
    }

    /// The contributions of one instruction's uses, given its result's current demand.
    fn visit(&mut self, inst: Inst) {
        let data = &self.func.dfg.insts[inst];
        data.for_each_branch_dest(|bc| {
            for &a in bc.args.iter() {
                self.all(a);
            }
        });
        let results = self.func.dfg.inst_results(inst);
        let scalar_result =
            results.len() == 1 && int_width(self.func.dfg.value_type(results[0])).is_some();
        if !scalar_result {
            for &a in data.args() {
                self.all(a);
            }
            return;
        }
        let r = results[0];
        let w = int_width(self.func.dfg.value_type(r)).unwrap_or(64);
        let d = self.of(r);
        match *data {
            InstData::Binary { opcode, args } => match opcode {
                Opcode::Add | Opcode::Sub | Opcode::Mul => {
                    let m = up_to_msb(d);
                    self.demand(args[0], m);
                    self.demand(args[1], m);
                }
                Opcode::And => {
                    let c0 = self.konst(args[0]);
                    let c1 = self.konst(args[1]);
                    self.demand(args[0], d & c1.unwrap_or(u64::MAX));
                    self.demand(args[1], d & c0.unwrap_or(u64::MAX));
                }
                Opcode::Or => {
                    let c0 = self.konst(args[0]);
                    let c1 = self.konst(args[1]);
                    self.demand(args[0], d & !c1.unwrap_or(0));
                    self.demand(args[1], d & !c0.unwrap_or(0));
                }
                Opcode::Xor => {
                    self.demand(args[0], d);
                    self.demand(args[1], d);
                }
                Opcode::Shl => {
                    match self.konst(args[1]).map(|s| s & mask(w)) {
                        Some(s) if s < w as u64 => self.demand(args[0], d >> s),
                        _ => self.demand(args[0], up_to_msb(d)),
                    }
                    self.all(args[1]);
                }
                Opcode::Lshr | Opcode::Ashr => {
                    match self.konst(args[1]).map(|s| s & mask(w)) {
                        Some(s) if s < w as u64 => {
                            let mut m = (d << s) & mask(w);
                            // An arithmetic shift copies the sign bit into the top `s` bits.
                            if opcode == Opcode::Ashr && s > 0 && d & !mask(w - s as u32) != 0 {
                                m |= 1 << (w - 1);
                            }
                            self.demand(args[0], m);
                        }
                        _ => self.all(args[0]),
                    }
                    self.all(args[1]);
                }
                _ => {
                    self.all(args[0]);
                    self.all(args[1]);
                }
            },
            InstData::Unary { opcode, arg } => {
                let sw = int_width(self.func.dfg.value_type(arg)).unwrap_or(64);
                match opcode {
                    Opcode::Neg => self.demand(arg, up_to_msb(d)),
                    Opcode::Not => self.demand(arg, d),
                    Opcode::Itrunc => self.demand(arg, d),
                    Opcode::Zext => self.demand(arg, d & mask(sw)),
                    Opcode::Sext => {
                        let hi = if d & !mask(sw) != 0 { 1 << (sw - 1) } else { 0 };
                        self.demand(arg, (d & mask(sw)) | hi);
                    }
                    _ => self.all(arg),
                }
            }
            InstData::Ternary {
                opcode: Opcode::Select,
                args,
            } => {
                self.all(args[0]);
                self.demand(args[1], d);
                self.demand(args[2], d);
            }
            _ => {
                for &a in data.args() {
                    self.all(a);
                }
            }
        }
    }
}

/// The rewrite the demanded bits allow for `inst`'s result, if any (module doc).
/// `flags`: the [`TRUNCATED`] flag of each value, by value number.
fn replacement(dm: &Demand, flags: &[u8], inst: Inst) -> Option<(Value, Value)> {
    let func = dm.func;
    let r = *func.dfg.inst_results(inst).first()?;
    let w = int_width(func.dfg.value_type(r))?;
    let d = dm.of(r) & mask(w);
    match func.dfg.insts[inst] {
        InstData::Unary {
            opcode: Opcode::Zext | Opcode::Sext,
            arg,
        } => {
            let ValueDef::Result(ti, 0) = func.dfg.value_def(arg) else {
                return None;
            };
            let InstData::Unary {
                opcode: Opcode::Itrunc,
                arg: x,
            } = func.dfg.insts[ti]
            else {
                return None;
            };
            let n = int_width(func.dfg.value_type(arg))?;
            (func.dfg.value_type(x) == func.dfg.value_type(r) && d & !mask(n) == 0)
                .then_some((r, x))
        }
        InstData::Binary { opcode, args } => {
            let (x, c) = match (dm.konst(args[0]), dm.konst(args[1])) {
                (_, Some(c)) => (args[0], c),
                (Some(c), None) => (args[1], c),
                _ => return None,
            };
            let ok = match opcode {
                // A mask under a truncation also makes the truncated value's extensions free
                // (isel knows its high bits are clear): removing it would trade one `and` for
                // a bit-field extract per extension.
                Opcode::And => d & !c == 0 && flags[r.as_u32() as usize] & TRUNCATED == 0,
                Opcode::Or | Opcode::Xor => d & c == 0,
                _ => false,
            };
            ok.then_some((r, x))
        }
        _ => None,
    }
}

/// Whether [`replacement`] may rewrite `inst` for some demand: an extension of a truncation,
/// or a bit operation with a constant operand, of a scalar integer result.
fn candidate(func: &Function, inst: Inst) -> bool {
    let konst = |v: Value| {
        matches!(func.dfg.value_def(v),
            ValueDef::Result(i, _) if matches!(func.dfg.insts[i], InstData::IntConst { .. }))
    };
    match func.dfg.insts[inst] {
        InstData::Unary {
            opcode: Opcode::Zext | Opcode::Sext,
            arg,
        } => matches!(func.dfg.value_def(arg), ValueDef::Result(ti, 0)
            if matches!(func.dfg.insts[ti], InstData::Unary { opcode: Opcode::Itrunc, .. })),
        InstData::Binary {
            opcode: Opcode::And | Opcode::Or | Opcode::Xor,
            args,
        } => konst(args[0]) || konst(args[1]),
        _ => false,
    }
}

/// Runs rounds of [`Demand::visit`] over `insts` (in reverse) until no visit read a demand
/// that grew afterwards: the least fixpoint of the demands every result of `insts` reads.
fn settle(dm: &mut Demand, insts: &[Inst]) {
    // Demands only grow and are bounded by the widths: a least fixpoint. Visiting users before
    // definitions settles straight-line code in one round; block parameters demand every bit,
    // so loops add at most a round or two. A round ends the iteration when no visit in it read
    // a demand that grew afterwards (`Demand::demand`): a further round would read the same
    // demands and add nothing.
    while dm.changed {
        dm.changed = false;
        for &i in insts {
            dm.visited[i.as_u32() as usize] = false;
        }
        for &i in insts.iter().rev() {
            // Marked first: a visit that demanded its own result (possible only in
            // unreachable code) read it before.
            dm.visited[i.as_u32() as usize] = true;
            dm.visit(i);
        }
    }
}

/// Per-value flags of the walk in [`simplify_demanded_bits`]: some instruction walked so far
/// reads the value.
const USED: u8 = 1;
/// The value is a scalar integer result of a [`candidate`] or of an instruction reading a
/// `REACHED` value: every demand a candidate's result depends on is of a reached value.
const REACHED: u8 = 2;
/// Some `itrunc` reads the value.
const TRUNCATED: u8 = 4;

/// Removes the extensions and masks no user observes (module doc). Returns how many results
/// were replaced.
pub fn simplify_demanded_bits(func: &mut Function) -> usize {
    if crate::util::has_whole_mode_regions(func) {
        return 0;
    }
    let placed = || {
        func.layout
            .blocks()
            .iter()
            .flat_map(|&b| func.layout.block_insts(b).iter().copied())
    };
    // Without an instruction [`replacement`] could rewrite, the demands are not needed.
    if !placed().any(|i| candidate(func, i)) {
        return 0;
    }
    // Only the candidates' demands are asked. A result's demand depends only on the demands
    // of its readers' results, and only of readers with one scalar integer result (every
    // other reader demands fixed bits): the demands of the reached values (`REACHED`) form a
    // closed system, whose least fixpoint is the whole function's restricted to them. One
    // walk in layout order finds them and their readers, when each reached value is defined
    // before its first reader in the layout (`in_order`); otherwise the whole function is
    // solved. (Debug builds solve it always and compare.)
    let mut flags = vec![0u8; func.dfg.values.len()];
    let mut candidates: SmallVec<[Inst; 8]> = SmallVec::new();
    let mut readers: SmallVec<[Inst; 32]> = SmallVec::new();
    let mut in_order = true;
    for i in placed() {
        let data = &func.dfg.insts[i];
        let mut reads = false;
        let mut see = |v: Value| {
            let f = &mut flags[v.as_u32() as usize];
            *f |= USED;
            reads |= *f & REACHED != 0;
        };
        data.args().iter().for_each(|&v| see(v));
        data.for_each_branch_dest(|bc| bc.args.iter().for_each(|&v| see(v)));
        if let InstData::Unary {
            opcode: Opcode::Itrunc,
            arg,
        } = *data
        {
            flags[arg.as_u32() as usize] |= TRUNCATED;
        }
        let cand = candidate(func, i);
        if cand {
            candidates.push(i);
        }
        if reads {
            readers.push(i);
        }
        if reads || cand {
            if let [r] = *func.dfg.inst_results(i) {
                if int_width(func.dfg.value_type(r)).is_some() {
                    let f = &mut flags[r.as_u32() as usize];
                    in_order &= *f & USED == 0;
                    *f |= REACHED;
                }
            }
        }
    }
    let mut dm = Demand {
        func,
        bits: vec![0; func.dfg.values.len()],
        visited: vec![false; func.dfg.insts.len()],
        changed: true,
    };
    let all = (!in_order || cfg!(debug_assertions)).then(|| crate::util::insts_of(func));
    if in_order {
        settle(&mut dm, &readers);
    } else {
        settle(&mut dm, all.as_deref().unwrap_or_default());
    }
    #[cfg(debug_assertions)]
    {
        let insts = all.as_deref().unwrap_or_default();
        let mut whole = Demand {
            func,
            bits: vec![0; func.dfg.values.len()],
            visited: vec![false; func.dfg.insts.len()],
            changed: true,
        };
        settle(&mut whole, insts);
        let settled = whole.bits.clone();
        for &i in insts.iter().rev() {
            whole.visit(i);
        }
        debug_assert!(
            whole.bits == settled,
            "@{}: demanded bits not settled",
            func.name
        );
        for (k, &f) in flags.iter().enumerate() {
            debug_assert!(
                f & REACHED == 0 || dm.bits[k] == whole.bits[k],
                "@{}: v{k}: demanded bits {:#x} of the reached values, {:#x} of the function",
                func.name,
                dm.bits[k],
                whole.bits[k]
            );
        }
        // [`replacement`] rewrites only a [`candidate`], which is cheaper to recognise: the
        // others are not asked.
        debug_assert!(insts
            .iter()
            .all(|&i| candidate(func, i) || replacement(&whole, &flags, i).is_none()));
    }
    let map: HashMap<Value, Value> = candidates
        .iter()
        .filter_map(|&i| replacement(&dm, &flags, i))
        .collect();
    let n = map.len();
    replace_uses(func, &map);
    n
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn masks() {
        assert_eq!(up_to_msb(0), 0);
        assert_eq!(up_to_msb(0x80), 0xff);
        assert_eq!(up_to_msb(1), 1);
        assert_eq!(up_to_msb(u64::MAX), u64::MAX);
        assert_eq!(mask(8), 0xff);
        assert_eq!(mask(64), u64::MAX);
    }
}
