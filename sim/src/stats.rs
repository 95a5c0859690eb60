//! Per-kernel statistics and the cycle estimate printed by `gfxc run --stats`.
//!
//! Counted: dynamic wave instructions per class, lane-instructions (active lanes summed over
//! vector instructions), waves, work-groups, and waits that stalled.
//!
//! The cost model (deliberately simple and documented, not calibrated; it judges gfxc's and
//! llc-19's code objects alike):
//! - every wave has a clock (`Tracker::now`, strict mode) that each instruction advances by its
//!   issue cost: SALU, SMEM, VMEM, FLAT, LDS, branch, waitcnt, barrier, other = 1 cycle; VALU =
//!   4 cycles for wave64 on GFX6-GFX9 (a 16-lane SIMD takes 4 passes, MI100 ISA §2 / GCN
//!   architecture), 1 cycle for wave32 and 2 for wave64 on GFX10+ (32-lane SIMD, RDNA
//!   whitepaper); `valu_slow` (f64, transcendental and MFMA) = 4x VALU;
//! - a memory operation completes [`latency`] cycles after it issues: VM_CNT (vector memory
//!   loads) 500, VS_CNT (GFX10+ stores) 300, LGKM_CNT (SMEM, LDS, GDS, messages) 60 — orders
//!   of magnitude from AMD's optimisation guides (global memory hundreds of cycles, LDS and the
//!   scalar cache tens);
//! - an `s_waitcnt` stalls the wave until the operations it must retire have completed on
//!   that clock: two loads issued back to back and waited for one after the other cost one
//!   latency, not two (the second is already in flight);
//! - `wave_cycles` sums the final clocks of all waves; `estimated_cycles` assumes one compute
//!   unit with 4 SIMDs that overlap waves perfectly: `wave_cycles / 4`. Not modelled: waves
//!   hiding each other's latency on one SIMD, barriers making waves wait for each other,
//!   cache hits, bank conflicts, instruction-cache and dual-issue effects.

use crate::sem::{Class, Counter};
use std::fmt::Write;

/// Statistics of one dispatch.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Stats {
    pub kernel: String,
    pub target: String,
    pub wave_size: u32,
    pub by_class: [u64; 11],
    pub lane_ops: u64,
    pub waves: u64,
    pub groups: u64,
    /// Waits that stalled a wave, per counter (vm, lgkm, exp, vs).
    pub stalls: [u64; 4],
    /// Cycles waves spent stalled in waits, per counter.
    pub stall_cycles: [u64; 4],
    /// Sum over waves of their final clocks (issue cycles plus stall cycles).
    pub wave_time: u64,
    pub valu_cost: u64,
}

/// Cycles from issue to completion of a memory operation whose data the counter `c` proves
/// complete (see the module documentation).
pub fn latency(c: Counter) -> u64 {
    match c {
        Counter::Vm => 500,
        Counter::Vs => 300,
        Counter::Lgkm => 60,
        Counter::Exp => 60,
    }
}

#[inline]
fn ix(c: Class) -> usize {
    // `Class::ALL` lists the variants in declaration order.
    c as usize
}

impl Stats {
    #[inline]
    pub fn count(&mut self, c: Class, _lanes: u32, active: u32) {
        self.by_class[ix(c)] += 1;
        if matches!(
            c,
            Class::Valu | Class::ValuSlow | Class::Vmem | Class::Flat | Class::Lds
        ) {
            self.lane_ops += active as u64;
        }
    }

    /// Total dynamic wave instructions.
    pub fn instructions(&self) -> u64 {
        self.by_class.iter().sum()
    }

    /// Issue cycles of one instruction of class `c` (see the module documentation).
    #[inline]
    pub fn issue_cost(&self, c: Class) -> u64 {
        let v = self.valu_cost.max(1);
        match c {
            Class::Valu => v,
            Class::ValuSlow => 4 * v,
            _ => 1,
        }
    }

    /// Sum over waves of issue cycles plus stall cycles.
    pub fn wave_cycles(&self) -> u64 {
        self.wave_time
    }

    pub fn estimated_cycles(&self) -> u64 {
        self.wave_cycles() / 4
    }

    /// JSON object (one line) for `--stats`.
    pub fn to_json(&self) -> String {
        let mut s = String::new();
        let _ = write!(
            s,
            "{{\"kernel\": \"{}\", \"target\": \"{}\", \"wave_size\": {}, \"work_groups\": {}, \"waves\": {}, \"wave_instructions\": {}, \"lane_instructions\": {}, \"by_class\": {{",
            self.kernel,
            self.target,
            self.wave_size,
            self.groups,
            self.waves,
            self.instructions(),
            self.lane_ops
        );
        for (i, c) in Class::ALL.iter().enumerate() {
            if i > 0 {
                s.push_str(", ");
            }
            let _ = write!(s, "\"{}\": {}", c.name(), self.by_class[i]);
        }
        let _ = write!(
            s,
            "}}, \"waits_that_stalled\": {{\"vmcnt\": {}, \"lgkmcnt\": {}, \"vscnt\": {}}}, \"stall_cycles\": {{\"vmcnt\": {}, \"lgkmcnt\": {}, \"vscnt\": {}}}, \"wave_cycles\": {}, \"estimated_cycles\": {}}}",
            self.stalls[0],
            self.stalls[1],
            self.stalls[3],
            self.stall_cycles[0],
            self.stall_cycles[1],
            self.stall_cycles[3],
            self.wave_cycles(),
            self.estimated_cycles()
        );
        s
    }
}
