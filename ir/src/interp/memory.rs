//! The interpreter's memory: one 64-bit address space of byte regions, per-work-group LDS and
//! per-lane private memory, joined through flat-address apertures.
//!
//! Memory map (documented in `interp/mod.rs` too):
//! * Global regions (launch buffers in spec order, `global`/`constant` module globals in
//!   definition order, the kernarg segment, one zeroed 256-byte block per pointer-valued
//!   hidden argument, the 64-byte dispatch packet) start at [`GLOBAL_BASE`], each at a multiple
//!   of 4096 with at least 4096 unmapped bytes between neighbours, all below 4 GiB so that
//!   `constant32` pointers reach them.
//! * LDS: every static `local` global of the module in definition order, each at a multiple
//!   of its alignment, from address 0; then the dynamic-LDS block (`local` globals of count 0
//!   all point at it; aligned to the largest of their alignments, at least 4) with
//!   `lds_dynamic` bytes. Local addresses are 32-bit. This is exactly the rule of the
//!   compiler's LDS layout (`lower/src/lds_layout.rs`), so LDS addresses agree, and it keeps
//!   lowered IR (where LDS addresses are constants) runnable.
//! * Private: allocas of a wave's lanes, stacked from private address 0 per lane; freed when
//!   the function that made them returns. Private addresses are 32-bit.
//! * Flat: `[SHARED_APERTURE, +4 GiB)` is LDS, `[PRIVATE_APERTURE, +4 GiB)` is the lane's
//!   private memory, everything else global.
//!
//! Guarantees: every access must lie inside one allocation; otherwise a [`Fault`] names the
//! address space, address, size and nearest allocation. Nothing here panics on any address.

use super::Fault;
use crate::entities::GlobalId;
use crate::function::{GlobalInit, Module};
use crate::launch::LaunchSpec;
use crate::types::{AddrSpace, Type};
use cranelift_entity::SecondaryMap;

/// Lowest global address.
pub const GLOBAL_BASE: u64 = 0x0010_0000;
/// Flat addresses of LDS (high half 0x1_0000, as on gfx9).
pub const SHARED_APERTURE: u64 = 0x0001_0000_0000_0000;
/// Flat addresses of private memory (high half 0x2_0000, as on gfx9).
pub const PRIVATE_APERTURE: u64 = 0x0002_0000_0000_0000;
/// Largest LDS allocation of a work-group (gfx9 and gfx11: 64 KiB).
pub const MAX_LDS: u64 = 65536;
/// Largest private stack of one lane.
pub const MAX_PRIVATE: u32 = 1 << 20;

/// One region of global memory.
#[derive(Clone, Debug)]
pub(super) struct Region {
    pub base: u64,
    pub data: Vec<u8>,
    pub name: String,
}

/// Where everything of a launch lives.
#[derive(Clone, Debug, Default)]
pub(super) struct LaunchMap {
    pub global_addrs: SecondaryMap<GlobalId, Option<u64>>,
    /// (offset, size) of each LDS allocation, sorted by offset.
    pub lds_allocs: Vec<(u32, u32)>,
    pub lds_size: u32,
    /// `amdgcn.groupstaticsize`: the static LDS bytes, rounded up to the dynamic-LDS
    /// alignment when the kernel reaches dynamic LDS (the compiler's
    /// `group_segment_fixed_size`, `gfxc-lower`'s `lds_layout.rs`, LLVM's `getLDSSize`).
    pub group_static_size: u32,
    pub buffer_regions: Vec<usize>,
}

impl LaunchMap {
    pub fn global_addr(&self, g: GlobalId) -> Option<u64> {
        self.global_addrs.get(g).copied().flatten()
    }
}

/// Global memory: regions sorted by base.
#[derive(Clone, Debug, Default)]
pub(super) struct Memory {
    pub regions: Vec<Region>,
    next: u64,
    /// The two regions hit last (most recent first): accesses mostly alternate between few.
    hint: [usize; 2],
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            regions: Vec::new(),
            next: GLOBAL_BASE,
            hint: [0; 2],
        }
    }

    /// Adds a region; returns its index.
    pub fn add(&mut self, name: String, data: Vec<u8>) -> Result<usize, String> {
        let base = self.next;
        let end = base + data.len() as u64;
        if end > u32::MAX as u64 {
            return Err("the launch does not fit below 4 GiB".to_string());
        }
        self.next = (end + 4096).next_multiple_of(4096);
        self.regions.push(Region { base, data, name });
        Ok(self.regions.len() - 1)
    }

    /// Region index and offset of `[addr, addr+size)`, if inside one region.
    #[inline]
    pub fn find(&self, addr: u64, size: u64) -> Option<(usize, usize)> {
        let i = self
            .regions
            .partition_point(|r| r.base <= addr)
            .checked_sub(1)?;
        let r = &self.regions[i];
        let off = addr - r.base;
        (off.checked_add(size)? <= r.data.len() as u64).then_some((i, off as usize))
    }

    /// Like [`Memory::find`], trying the regions hit last first.
    #[inline(always)]
    pub fn find_hinted(&mut self, addr: u64, size: u64) -> Option<(usize, usize)> {
        for k in 0..2 {
            let h = self.hint[k];
            if let Some(r) = self.regions.get(h) {
                let off = addr.wrapping_sub(r.base);
                if addr >= r.base && off.saturating_add(size) <= r.data.len() as u64 {
                    if k == 1 {
                        self.hint.swap(0, 1);
                    }
                    return Some((h, off as usize));
                }
            }
        }
        let f = self.find(addr, size)?;
        self.hint = [f.0, self.hint[0]];
        Some(f)
    }

    /// A description of the region nearest to `addr`, for error messages.
    pub fn nearest(&self, addr: u64) -> String {
        let r = self.regions.iter().min_by_key(|r| {
            if addr < r.base {
                r.base - addr
            } else {
                addr.saturating_sub(r.base + r.data.len() as u64)
            }
        });
        match r {
            Some(r) => format!(
                "; nearest allocation: {} at [{:#x}, {:#x})",
                r.name,
                r.base,
                r.base + r.data.len() as u64
            ),
            None => String::new(),
        }
    }
}

/// Lays out a launch: module globals, launch buffers, kernarg, hidden-argument memory,
/// dispatch packet; and the LDS of a work-group.
pub(super) fn layout(module: &Module, spec: &LaunchSpec) -> Result<(Memory, LaunchMap), String> {
    let mut mem = Memory::new();
    let mut map = LaunchMap::default();
    for b in &spec.buffers {
        let i = mem.add(format!("buffer \"{}\"", b.name), b.initial_bytes())?;
        map.buffer_regions.push(i);
    }
    for (id, g) in module.globals.iter() {
        match g.space {
            AddrSpace::Global | AddrSpace::Constant | AddrSpace::Constant32 | AddrSpace::Flat => {
                let data = global_bytes(&g.elem, g.count, &g.init)
                    .map_err(|e| format!("global @{}: {e}", g.name))?;
                let i = mem.add(format!("global @{}", g.name), data)?;
                map.global_addrs[id] = Some(mem.regions[i].base);
            }
            _ => {} // LDS below; region/private globals: rejected when used
        }
    }
    // The launched kernel allocates only the LDS globals it reaches, placed as the compiler
    // places them (`crate::lds`, docs/ir.md).
    let lds = module
        .function_by_name(&spec.kernel)
        .map(|k| crate::lds::kernel_lds(module, &module.functions[k]))
        .unwrap_or_default();
    for &(id, off) in &lds.statics {
        let g = &module.globals[id];
        if off + g.size() > MAX_LDS {
            return Err(format!(
                "LDS of kernel @{} exceeds {MAX_LDS} bytes at @{}",
                spec.kernel, g.name
            ));
        }
        map.global_addrs[id] = Some(off);
        map.lds_allocs.push((off as u32, g.size() as u32));
    }
    let lds_end = lds.static_size;
    let dyn_off = lds_end.next_multiple_of(lds.dynamic_align.max(4));
    let total = dyn_off + spec.lds_dynamic as u64;
    if total > MAX_LDS {
        return Err(format!(
            "static LDS ({lds_end} bytes) plus lds_dynamic ({}) exceed {MAX_LDS} bytes",
            spec.lds_dynamic
        ));
    }
    for &id in &lds.dynamic {
        map.global_addrs[id] = Some(dyn_off);
    }
    map.group_static_size = if lds.dynamic.is_empty() {
        lds_end as u32
    } else {
        lds.dynamic_offset() as u32
    };
    if spec.lds_dynamic > 0 {
        map.lds_allocs.push((dyn_off as u32, spec.lds_dynamic));
    }
    // By address (the static globals' order need not be their definition order).
    map.lds_allocs.sort_unstable();
    map.lds_size = total as u32;
    Ok((mem, map))
}

fn global_bytes(elem: &Type, count: u32, init: &GlobalInit) -> Result<Vec<u8>, String> {
    let stride = elem.alloc_size() as usize;
    let size = stride * count as usize;
    if size as u64 > 1 << 30 {
        return Err("larger than 1 GiB".to_string());
    }
    let mut data = vec![0u8; size];
    if let GlobalInit::Values(vals) = init {
        let lanes = elem.lanes() as usize;
        let lane_bytes = (elem.store_size() as usize) / lanes.max(1);
        if vals.len() != lanes * count as usize {
            return Err(format!(
                "initializer has {} values, expected {}",
                vals.len(),
                lanes * count as usize
            ));
        }
        for (i, v) in vals.iter().enumerate() {
            let (e, l) = (i / lanes, i % lanes);
            let at = e * stride + l * lane_bytes;
            data[at..at + lane_bytes].copy_from_slice(&v.to_le_bytes()[..lane_bytes]);
        }
    }
    Ok(data)
}

/// Index of the allocation of `allocs` (sorted (offset, size)) holding `[addr, addr+size)`.
#[inline]
pub(super) fn in_allocs(allocs: &[(u32, u32)], addr: u64, size: u64) -> bool {
    let i = allocs.partition_point(|&(o, _)| o as u64 <= addr);
    if i == 0 {
        return false;
    }
    let (o, s) = allocs[i - 1];
    addr.saturating_add(size) <= o as u64 + s as u64
}

/// The memory one lane sees while executing one access.
pub(super) struct View<'a> {
    pub global: &'a mut Memory,
    pub lds: &'a mut [u8],
    pub lds_allocs: &'a [(u32, u32)],
    pub private: &'a mut [Vec<u8>],
    pub priv_allocs: &'a [(u32, u32)],
}

impl View<'_> {
    /// The bytes `[addr, addr+size)` of `space` as lane `lane` sees them.
    #[inline(always)]
    pub fn bytes(
        &mut self,
        space: AddrSpace,
        addr: u64,
        size: u32,
        lane: usize,
        what: &str,
    ) -> Result<&mut [u8], Fault> {
        let (space, addr) = match space {
            AddrSpace::Flat => {
                if (SHARED_APERTURE..SHARED_APERTURE + (1 << 32)).contains(&addr) {
                    (AddrSpace::Local, addr - SHARED_APERTURE)
                } else if (PRIVATE_APERTURE..PRIVATE_APERTURE + (1 << 32)).contains(&addr) {
                    (AddrSpace::Private, addr - PRIVATE_APERTURE)
                } else {
                    (AddrSpace::Global, addr)
                }
            }
            AddrSpace::Constant32 => (AddrSpace::Global, addr & 0xffff_ffff),
            s => (s, addr),
        };
        let n = size as u64;
        match space {
            AddrSpace::Global | AddrSpace::Constant => match self.global.find_hinted(addr, n) {
                Some((r, off)) => Ok(&mut self.global.regions[r].data[off..off + size as usize]),
                None => Err(global_fault(self.global, what, size, addr)),
            },
            AddrSpace::Local => {
                if in_allocs(self.lds_allocs, addr, n) {
                    Ok(&mut self.lds[addr as usize..(addr + n) as usize])
                } else {
                    Err(Fault(format!(
                        "out-of-bounds {what} of {size} bytes at local (LDS) address {addr:#x} \
                         (LDS allocations: {})",
                        describe_allocs(self.lds_allocs)
                    )))
                }
            }
            AddrSpace::Private => {
                let mem = &mut self.private[lane];
                if in_allocs(self.priv_allocs, addr, n) && addr + n <= mem.len() as u64 {
                    Ok(&mut mem[addr as usize..(addr + n) as usize])
                } else {
                    Err(Fault(format!(
                        "out-of-bounds {what} of {size} bytes at private address {addr:#x} \
                         (allocas: {})",
                        describe_allocs(self.priv_allocs)
                    )))
                }
            }
            s => Err(Fault(format!(
                "{what} in the {} address space is not supported",
                s.name()
            ))),
        }
    }
}

#[cold]
fn global_fault(mem: &Memory, what: &str, size: u32, addr: u64) -> Fault {
    Fault(format!(
        "out-of-bounds {what} of {size} bytes at global address {addr:#x}{}",
        mem.nearest(addr)
    ))
}

fn describe_allocs(a: &[(u32, u32)]) -> String {
    if a.is_empty() {
        return "none".to_string();
    }
    let v: Vec<String> = a
        .iter()
        .take(8)
        .map(|&(o, s)| format!("[{:#x}, {:#x})", o, o as u64 + s as u64))
        .collect();
    v.join(", ") + if a.len() > 8 { ", ..." } else { "" }
}
