//! Strict mode: asynchronous results and `s_waitcnt` (MI100 ISA §4.4, digest
//! `spec-isa-gfx908.md` §3; GFX10+ `vscnt` per AMDGPUUsage "Memory Model GFX10-GFX11").
//!
//! The simulator performs a memory operation's data transfer when it issues, but in strict mode
//! the destination registers of every load (and returning atomic) stay *pending* until an
//! `s_waitcnt` proves the operation complete. Reading a pending register, or overwriting one
//! (the late load would clobber the new value), is an [`ErrorKind::WaitcntViolation`] naming
//! both instructions, the register and the counter.
//!
//! Guarantees (what is modelled):
//! - Each counter keeps its outstanding operations in issue order. Operations of one counter
//!   that return in order (VMEM; DS among themselves) are *ordered*; SMEM (and FLAT on the LGKM
//!   counter) are *unordered*: they may complete in any order.
//! - `s_waitcnt cnt(N)` proves complete exactly the operations that every legal completion
//!   order has completed once at most N remain: with N = 0 all of them; with N > 0 no unordered
//!   one, and an ordered one iff more than N ordered operations were issued after it... i.e.
//!   the oldest `ordered - N` ordered ones. This is why an SMEM result is only safe after
//!   `lgkmcnt(0)` while any SMEM is outstanding.
//! - FLAT operations count on VM_CNT and LGKM_CNT (GFX10+: VM_CNT/VS_CNT and LGKM_CNT); their
//!   data is proven complete by the counter of the memory they actually reached (known at
//!   execution), and a completed operation leaves every counter.
//! - GFX10+: stores and atomics without return count on VS_CNT (they write no register).
//!
//! Not modelled: counter saturation stalls, EXP_CNT (GDS/export are not simulated), and the
//! memory-visibility side of waits (release/acquire ordering between waves).

use crate::error::{ErrorKind, Result, SimError};
use crate::program::{Program, RegKind, RegRange};
use crate::sem::Counter;
use std::collections::VecDeque;

/// One outstanding operation.
#[derive(Clone, Copy, Debug)]
struct Pending {
    op: u32,
    done: bool,
    data: Counter,
    /// The wave-clock cycle at which the operation completes (issue time + latency).
    ready: u64,
}

#[derive(Clone, Copy, Debug)]
struct QEntry {
    id: u32,
    ordered: bool,
}

/// The per-wave tracker.
#[derive(Debug)]
pub struct Tracker {
    pub enabled: bool,
    base: u32,
    list: VecDeque<Pending>,
    queues: [Vec<QEntry>; 4],
    spend: Vec<u32>,
    vpend: Vec<u32>,
    apend: Vec<u32>,
    /// Waits that stalled the wave (an operation they retire had not completed yet on the
    /// wave clock), per counter.
    pub stalls: [u64; 4],
    /// Cycles the wave spent stalled in waits, per counter.
    pub stall_cycles: [u64; 4],
    /// The wave clock: issue cycles of the executed instructions plus stall cycles
    /// (`crate::stats` documents the cost model).
    pub now: u64,
}

fn ci(c: Counter) -> usize {
    match c {
        Counter::Vm => 0,
        Counter::Lgkm => 1,
        Counter::Exp => 2,
        Counter::Vs => 3,
    }
}

/// Are ops `a` (outstanding) and `b` (issuing) loads of one in-order queue: both VMEM loads
/// other than FLAT (which may reach LDS), or both DS loads?
fn in_order_loads(prog: &Program, a: usize, b: usize) -> bool {
    use crate::sem::Sem;
    use crate::sem_mem::{Kind, Space};
    let q = |i: usize| match prog.ops[i].sem {
        Sem::Mem(m) if m.kind == Kind::Load => match m.space {
            Space::Global | Space::Scratch | Space::Buffer => Some(0),
            Space::Ds => Some(1),
            _ => None,
        },
        _ => None,
    };
    q(a).is_some() && q(a) == q(b)
}

pub fn counter_name(c: Counter) -> &'static str {
    match c {
        Counter::Vm => "vmcnt",
        Counter::Lgkm => "lgkmcnt",
        Counter::Exp => "expcnt",
        Counter::Vs => "vscnt",
    }
}

impl Tracker {
    pub fn new(enabled: bool, nv: usize, na: usize) -> Tracker {
        Tracker {
            enabled,
            base: 1,
            list: VecDeque::new(),
            queues: Default::default(),
            spend: vec![0; 256],
            vpend: vec![0; nv],
            apend: vec![0; na],
            stalls: [0; 4],
            stall_cycles: [0; 4],
            now: 0,
        }
    }

    /// Forget everything (a new wave with the same register counts).
    pub fn reset(&mut self) {
        // Operation ids only grow, so the ids left in the register slots are below `base`
        // (never outstanding) and need no clearing, except before the ids would wrap.
        self.base += self.list.len() as u32;
        self.list.clear();
        if self.base > u32::MAX / 2 {
            self.base = 1;
            self.spend.fill(0);
            self.vpend.fill(0);
            self.apend.fill(0);
        }
        for q in self.queues.iter_mut() {
            q.clear();
        }
        self.stalls = [0; 4];
        self.stall_cycles = [0; 4];
        self.now = 0;
    }

    fn slot(&mut self, r: RegRange, i: u16) -> Option<&mut u32> {
        let k = (r.idx + i) as usize;
        match r.file {
            RegKind::S => self.spend.get_mut(k),
            RegKind::V => self.vpend.get_mut(k),
            RegKind::A => self.apend.get_mut(k),
        }
    }

    fn outstanding(&self, id: u32) -> Option<Pending> {
        if id < self.base {
            return None;
        }
        let p = self.list.get((id - self.base) as usize)?;
        (!p.done).then_some(*p)
    }

    /// Check that registers an instruction reads (`write == false`) or writes are not pending.
    #[inline]
    pub fn check(
        &mut self,
        prog: &Program,
        op: usize,
        regs: &[RegRange],
        write: bool,
    ) -> Result<()> {
        if !self.enabled || self.list.is_empty() || regs.is_empty() {
            return Ok(());
        }
        self.check_pending(prog, op, regs, write)
    }

    fn check_pending(
        &mut self,
        prog: &Program,
        op: usize,
        regs: &[RegRange],
        write: bool,
    ) -> Result<()> {
        for &r in regs {
            for i in 0..r.n as u16 {
                let id = match self.slot(r, i) {
                    Some(s) => *s,
                    None => continue,
                };
                if id == 0 {
                    continue;
                }
                if let Some(p) = self.outstanding(id) {
                    if write && in_order_loads(prog, p.op as usize, op) {
                        // Both results return in issue order (VMEM, or DS): the later load's
                        // value lands last, as LLVM assumes (no wait for VMEM/DS WAW).
                        continue;
                    }
                    let one = RegRange {
                        file: r.file,
                        idx: r.idx + i,
                        n: 1,
                    };
                    let w64 = prog.wave64;
                    return Err(SimError::new(
                        ErrorKind::WaitcntViolation,
                        format!(
                            "strict: `{}` {} {}, but the load that writes it, `{}`, has not been waited for (missing s_waitcnt {})",
                            prog.ops[op].describe(w64),
                            if write { "overwrites" } else { "reads" },
                            one.name(),
                            prog.ops[p.op as usize].describe(w64),
                            counter_name(p.data)
                        ),
                    ));
                }
                if let Some(s) = self.slot(r, i) {
                    *s = 0;
                }
            }
        }
        Ok(())
    }

    /// Record an issued memory operation: it increments `counters` (with its ordering on each)
    /// and its data (the registers `dest`) is proven complete by `data`.
    pub fn issue(
        &mut self,
        op: usize,
        counters: &[(Counter, bool)],
        data: Counter,
        dest: &[RegRange],
    ) {
        if !self.enabled {
            return;
        }
        let id = self.base + self.list.len() as u32;
        self.list.push_back(Pending {
            op: op as u32,
            done: false,
            data,
            ready: self.now + crate::stats::latency(data),
        });
        for &(c, ordered) in counters {
            self.queues[ci(c)].push(QEntry { id, ordered });
        }
        for &r in dest {
            for i in 0..r.n as u16 {
                if let Some(s) = self.slot(r, i) {
                    *s = id;
                }
            }
        }
    }

    /// `s_waitcnt` on one counter down to `n`.
    pub fn wait(&mut self, c: Counter, n: u32) {
        if !self.enabled {
            return;
        }
        let q = &self.queues[ci(c)];
        if q.len() as u32 <= n {
            return;
        }
        let ordered = q.iter().filter(|e| e.ordered).count() as u32;
        let mut retire_ordered = if n == 0 {
            u32::MAX
        } else {
            ordered.saturating_sub(n)
        };
        let base = self.base;
        let mut ready = 0;
        let (queues, list) = (&mut self.queues, &mut self.list);
        queues[ci(c)].retain(|e| {
            let r = if n == 0 {
                true
            } else if e.ordered && retire_ordered > 0 {
                retire_ordered -= 1;
                true
            } else {
                false
            };
            if r {
                if let Some(p) = list.get_mut((e.id - base) as usize) {
                    ready = ready.max(p.ready);
                    if p.data == c {
                        p.done = true;
                    }
                }
            }
            !r
        });
        if ready > self.now {
            self.stalls[ci(c)] += 1;
            self.stall_cycles[ci(c)] += ready - self.now;
            self.now = ready;
        }
        // Completed operations leave every counter.
        let (list, base) = (&self.list, self.base);
        for q in self.queues.iter_mut() {
            q.retain(|e| !list[(e.id - base) as usize].done);
        }
        if self.queues.iter().all(|q| q.is_empty()) {
            self.base += self.list.len() as u32;
            self.list.clear();
        }
    }

    /// Number of operations outstanding on a counter.
    pub fn count(&self, c: Counter) -> usize {
        self.queues[ci(c)].len()
    }
}

#[cfg(test)]
mod timing_tests {
    use super::*;

    fn tracker() -> Tracker {
        Tracker::new(true, 16, 0)
    }

    #[test]
    fn back_to_back_loads_cost_one_latency() {
        let lat = crate::stats::latency(Counter::Vm);
        let mut t = tracker();
        t.issue(0, &[(Counter::Vm, true)], Counter::Vm, &[]);
        t.now += 1;
        t.issue(1, &[(Counter::Vm, true)], Counter::Vm, &[]);
        t.now += 1;
        t.wait(Counter::Vm, 1);
        assert_eq!(t.now, lat, "the first load completes at 0 + latency");
        t.wait(Counter::Vm, 0);
        assert_eq!(t.now, 1 + lat, "the second was in flight: one more cycle");
        assert_eq!(t.stalls[0], 2);
        assert_eq!(t.stall_cycles[0], lat - 1);
    }

    #[test]
    fn a_wait_after_enough_work_does_not_stall() {
        let lat = crate::stats::latency(Counter::Lgkm);
        let mut t = tracker();
        t.issue(0, &[(Counter::Lgkm, false)], Counter::Lgkm, &[]);
        t.now += lat + 10;
        t.wait(Counter::Lgkm, 0);
        assert_eq!(t.now, lat + 10);
        assert_eq!(t.stalls, [0; 4]);
        assert_eq!(
            t.count(Counter::Lgkm),
            0,
            "the wait still retired the operation"
        );
    }

    #[test]
    fn a_wait_with_nothing_to_retire_is_free() {
        let mut t = tracker();
        t.issue(0, &[(Counter::Vm, true)], Counter::Vm, &[]);
        t.wait(Counter::Vm, 1);
        assert_eq!(t.now, 0);
        assert_eq!(t.count(Counter::Vm), 1);
    }
}
