//! Selection of the cache-maintenance intrinsics (`llvm.amdgcn.s.dcache.inv`, `.inv.vol`,
//! `.wb`, `.wb.vol`, `llvm.amdgcn.buffer.wbinvl1`, `.vol`, `.sc`).
//!
//! Guarantees: each call is its one instruction (`s_dcache_inv`, `s_dcache_inv_vol`,
//! `s_dcache_wb`, `s_dcache_wb_vol`, `buffer_wbinvl1`, `buffer_wbinvl1_vol`,
//! `buffer_wbinvl1_sc`), on the processors whose instruction table has it — which is where
//! llc-19 selects it (measured for gfx600 ... gfx1100: `s_dcache_inv` everywhere,
//! `inv_vol` GFX7-GFX9, `wb` GFX8-GFX10.1, `wb_vol` GFX8-GFX9, `wbinvl1` GFX6-GFX9, its `_vol`
//! GFX7-GFX9, `_sc` GFX6). Elsewhere the call is `unsupported: intrinsic '@llvm...' is not
//! available on PROC`: llc-19 refuses most of those too, and drops `buffer.wbinvl1` and
//! `s.dcache.wb.vol` on GFX10 without a word, which gfxc does not imitate. The instructions
//! change no value (they only write back or drop cache lines; the memory legalizer places
//! the ones the memory model needs on its own).

use crate::build::SelResult;
use crate::select::Selector;
use gfxc_isa::Op;

/// The instruction of a cache-maintenance intrinsic; `None` for other names.
pub fn cache_op(name: &str) -> Option<Op> {
    Some(match name {
        "amdgcn.s.dcache.inv" => Op::s_dcache_inv,
        "amdgcn.s.dcache.inv.vol" => Op::s_dcache_inv_vol,
        "amdgcn.s.dcache.wb" => Op::s_dcache_wb,
        "amdgcn.s.dcache.wb.vol" => Op::s_dcache_wb_vol,
        "amdgcn.buffer.wbinvl1" => Op::buffer_wbinvl1,
        "amdgcn.buffer.wbinvl1.vol" => Op::buffer_wbinvl1_vol,
        "amdgcn.buffer.wbinvl1.sc" => Op::buffer_wbinvl1_sc,
        _ => return None,
    })
}

impl Selector<'_> {
    /// One cache-maintenance call (`cache_op(name)` is `Some`).
    pub fn select_cache_op(&mut self, name: &str) -> SelResult<()> {
        let op = cache_op(name).ok_or_else(|| internal!("internal: {name} is no cache op"))?;
        if !self.cx.has(op) {
            return Err(unsupported!(
                "unsupported: intrinsic '@llvm.{name}' is not available on {}",
                self.target.processor.name
            ));
        }
        self.cx.push(op, Vec::new(), 0)?;
        Ok(())
    }
}
