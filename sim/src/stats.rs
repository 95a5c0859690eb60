//! Per-kernel statistics and the cycle estimate printed by `gfxc run --stats`.
//!
//! Counted: dynamic wave instructions per class, lane-instructions (active lanes summed over
//! vector instructions), waves, work-groups, and waits that had outstanding work.
//!
//! The cycle estimate is deliberately simple (documented, not calibrated):
//! - issue cost per wave instruction: SALU, SMEM, VMEM, FLAT, LDS, branch, waitcnt, barrier,
//!   other = 1 cycle; VALU = 4 cycles for wave64 on GFX9 (16-lane SIMD), 1 cycle for wave32 and
//!   2 cycles for wave64 on GFX10+ (32-lane SIMD); `valu_slow` (f64, transcendental and MFMA)
//!   = 4x VALU;
//! - latency charged to a wave at each `s_waitcnt` that had to retire outstanding work:
//!   VM_CNT 500, VS_CNT 300, LGKM_CNT 60 cycles (one charge per counter per wait);
//! - `wave_cycles` sums issue + latency over all waves; `estimated_cycles` assumes one compute
//!   unit with 4 SIMDs that overlap waves perfectly: `wave_cycles / 4`.

use crate::sem::Class;
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
    /// Waits that retired work, per counter (vm, lgkm, exp, vs).
    pub stalls: [u64; 4],
    pub valu_cost: u64,
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

    /// Sum over waves of issue cycles plus wait latency.
    pub fn wave_cycles(&self) -> u64 {
        let v = self.valu_cost.max(1);
        let mut c = 0;
        for (i, &n) in self.by_class.iter().enumerate() {
            c += n * match Class::ALL[i] {
                Class::Valu => v,
                Class::ValuSlow => 4 * v,
                _ => 1,
            };
        }
        c + self.stalls[0] * 500 + self.stalls[1] * 60 + self.stalls[3] * 300
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
            "}}, \"waits_that_stalled\": {{\"vmcnt\": {}, \"lgkmcnt\": {}, \"vscnt\": {}}}, \"wave_cycles\": {}, \"estimated_cycles\": {}}}",
            self.stalls[0],
            self.stalls[1],
            self.stalls[3],
            self.wave_cycles(),
            self.estimated_cycles()
        );
        s
    }
}
