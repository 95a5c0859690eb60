//! Memory of a simulated dispatch: the global address space (buffers, kernarg segment,
//! dispatch packet, queue, scratch backing store), and the flat-address apertures.
//!
//! Guarantees: every global access must lie entirely inside one allocation, otherwise it is an
//! [`ErrorKind::OutOfBounds`] error naming the address and the nearest allocation (the hardware
//! would silently read garbage or fault). Allocations are 4 KiB aligned with unmapped guard gaps
//! between them, so running off the end of a buffer is always caught. Flat addresses whose high
//! 32 bits equal [`SHARED_APERTURE_HI`] / [`PRIVATE_APERTURE_HI`] go to LDS / private memory
//! (AMDGPUUsage "Address Spaces": the apertures are 2^32 bytes, 2^32 aligned).

use crate::error::{ErrorKind, Result, SimError};

/// High 32 bits of the LDS (group) aperture in the flat address space.
pub const SHARED_APERTURE_HI: u32 = 0x0000_1000;
/// High 32 bits of the private (scratch) aperture.
pub const PRIVATE_APERTURE_HI: u32 = 0x0000_2000;
/// First global allocation.
const GLOBAL_BASE: u64 = 0x1_0000_0000;
/// GFX7/GFX8 `SH_HIDDEN_PRIVATE_BASE_VIMID`: the base the 32-bit Flat Scratch Init offset and
/// FLAT_SCRATCH_HI (in 256-byte units) are relative to (AMDGPUUsage "Initial Kernel Execution
/// State", Flat Scratch Init on GFX7-GFX8). The simulator puts it at the first allocation.
pub const LEGACY_SCRATCH_BASE: u64 = GLOBAL_BASE;
const GUARD: u64 = 0x1_0000;

/// One allocation.
#[derive(Debug)]
pub struct Region {
    pub base: u64,
    pub name: String,
    pub data: Vec<u8>,
}

/// The global address space.
#[derive(Debug, Default)]
pub struct Memory {
    regions: Vec<Region>,
    next: u64,
    /// The allocations hit most recently (most recent first).
    last: [usize; 8],
}

impl Memory {
    pub fn new() -> Memory {
        Memory {
            regions: Vec::new(),
            next: GLOBAL_BASE,
            last: [0; 8],
        }
    }

    /// Allocate `data` (its length is the size); returns the base address.
    pub fn alloc(&mut self, name: &str, data: Vec<u8>) -> u64 {
        let base = self.next;
        let size = (data.len() as u64).max(1);
        self.next = (base + size + GUARD).next_multiple_of(0x1000);
        self.regions.push(Region {
            base,
            name: name.to_string(),
            data,
        });
        base
    }

    /// Map `data` at the fixed address `base` (a code object's data, loaded at its own
    /// addresses below every allocation); an overlap with a mapped region is an error.
    pub fn map(&mut self, name: &str, base: u64, data: Vec<u8>) -> Result<()> {
        let end = base + (data.len() as u64).max(1);
        let i = self.regions.partition_point(|r| r.base <= base);
        let clash = (i > 0
            && self.regions[i - 1].base + self.regions[i - 1].data.len() as u64 > base)
            || self.regions.get(i).is_some_and(|r| r.base < end)
            || end > GLOBAL_BASE;
        if clash {
            return Err(SimError::launch(format!(
                "\"{name}\" at {base:#x} overlaps another allocation"
            )));
        }
        self.regions.insert(
            i,
            Region {
                base,
                name: name.to_string(),
                data,
            },
        );
        self.last = [usize::MAX; 8];
        Ok(())
    }

    /// Take the bytes of the allocation at `base` out of memory (the end of a dispatch), when
    /// it is exactly `len` bytes long.
    pub fn take(&mut self, base: u64, len: usize) -> Option<Vec<u8>> {
        let r = self.regions.iter_mut().find(|r| r.base == base)?;
        (r.data.len() == len).then(|| std::mem::take(&mut r.data))
    }

    /// The allocation called `name`.
    pub fn region(&self, name: &str) -> Option<&Region> {
        self.regions.iter().find(|r| r.name == name)
    }

    #[inline]
    fn find(&mut self, addr: u64, len: u64) -> Result<(usize, usize)> {
        for k in 0..self.last.len() {
            let i = self.last[k];
            if let Some(r) = self.regions.get(i) {
                if addr >= r.base && addr + len <= r.base + r.data.len() as u64 {
                    if k > 0 {
                        self.last.copy_within(0..k, 1);
                        self.last[0] = i;
                    }
                    return Ok((i, (addr - r.base) as usize));
                }
            }
        }
        self.find_slow(addr, len)
    }

    #[cold]
    fn find_slow(&mut self, addr: u64, len: u64) -> Result<(usize, usize)> {
        let hit = |r: &Region| addr >= r.base && addr + len <= r.base + r.data.len() as u64;
        let i = self.regions.partition_point(|r| r.base <= addr);
        if i > 0 && hit(&self.regions[i - 1]) {
            self.last.copy_within(0..7, 1);
            self.last[0] = i - 1;
            return Ok((i - 1, (addr - self.regions[i - 1].base) as usize));
        }
        let near = if i > 0 {
            let r = &self.regions[i - 1];
            format!(
                " (nearest allocation below: \"{}\" at {:#x}..{:#x})",
                r.name,
                r.base,
                r.base + r.data.len() as u64
            )
        } else {
            String::new()
        };
        Err(SimError::new(
            ErrorKind::OutOfBounds,
            format!("out-of-bounds global memory access: {len} bytes at {addr:#x}{near}"),
        ))
    }

    /// Read `out.len()` bytes at `addr`.
    pub fn read(&mut self, addr: u64, out: &mut [u8]) -> Result<()> {
        let (r, o) = self.find(addr, out.len() as u64)?;
        out.copy_from_slice(&self.regions[r].data[o..o + out.len()]);
        Ok(())
    }

    /// Write `bytes` at `addr`.
    pub fn write(&mut self, addr: u64, bytes: &[u8]) -> Result<()> {
        let (r, o) = self.find(addr, bytes.len() as u64)?;
        self.regions[r].data[o..o + bytes.len()].copy_from_slice(bytes);
        Ok(())
    }

    pub fn read_u32(&mut self, addr: u64) -> Result<u32> {
        let mut b = [0u8; 4];
        self.read(addr, &mut b)?;
        Ok(u32::from_le_bytes(b))
    }

    /// The `len` bytes at `addr` (inside one allocation).
    #[inline]
    pub fn slice(&mut self, addr: u64, len: usize) -> Result<&mut [u8]> {
        let (r, o) = self.find(addr, len as u64)?;
        Ok(&mut self.regions[r].data[o..o + len])
    }

    /// Read up to 8 bytes as a little-endian integer.
    #[inline]
    pub fn read_n(&mut self, addr: u64, n: usize) -> Result<u64> {
        Ok(get_n(self.slice(addr, n)?))
    }

    /// Write the low `n` bytes of `v`.
    #[inline]
    pub fn write_n(&mut self, addr: u64, n: usize, v: u64) -> Result<()> {
        put_n(self.slice(addr, n)?, v);
        Ok(())
    }
}

/// `b` (1 to 8 bytes) as a little-endian integer.
#[inline]
pub fn get_n(b: &[u8]) -> u64 {
    match *b {
        [x0, x1, x2, x3] => u32::from_le_bytes([x0, x1, x2, x3]) as u64,
        [x0, x1, x2, x3, x4, x5, x6, x7] => u64::from_le_bytes([x0, x1, x2, x3, x4, x5, x6, x7]),
        _ => {
            let mut t = [0u8; 8];
            t[..b.len()].copy_from_slice(b);
            u64::from_le_bytes(t)
        }
    }
}

/// Store the low `b.len()` (1 to 8) bytes of `v` little-endian.
#[inline]
pub fn put_n(b: &mut [u8], v: u64) {
    match b.len() {
        4 => b.copy_from_slice(&(v as u32).to_le_bytes()),
        8 => b.copy_from_slice(&v.to_le_bytes()),
        n => b.copy_from_slice(&v.to_le_bytes()[..n]),
    }
}

/// Where a flat address points.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FlatTarget {
    Global(u64),
    Lds(u32),
    Private(u32),
}

/// Classify a flat address by aperture.
pub fn flat_target(addr: u64) -> FlatTarget {
    match (addr >> 32) as u32 {
        SHARED_APERTURE_HI => FlatTarget::Lds(addr as u32),
        PRIVATE_APERTURE_HI => FlatTarget::Private(addr as u32),
        _ => FlatTarget::Global(addr),
    }
}

/// Byte address of private `offset` of `lane` in a wave's scratch (AMDGPUUsage "Private
/// Segment Buffer": dword-interleaved swizzle,
/// `base + (offset / 4) * wave_size * 4 + lane * 4 + offset % 4`).
pub fn scratch_addr(wave_base: u64, offset: u32, lane: u32, wave_size: u32) -> u64 {
    wave_base + (offset / 4) as u64 * wave_size as u64 * 4 + lane as u64 * 4 + (offset % 4) as u64
}

/// LDS of one work-group.
#[derive(Debug, Default)]
pub struct Lds {
    pub data: Vec<u8>,
}

impl Lds {
    fn check(&self, addr: u32, len: usize) -> Result<usize> {
        let a = addr as usize;
        if a.checked_add(len).is_none_or(|e| e > self.data.len()) {
            return Err(SimError::new(
                ErrorKind::OutOfBounds,
                format!(
                    "out-of-bounds LDS access: {len} bytes at {addr:#x} (the work-group has {} bytes of LDS)",
                    self.data.len()
                ),
            ));
        }
        Ok(a)
    }
    #[inline]
    pub fn read_n(&self, addr: u32, n: usize) -> Result<u64> {
        let a = self.check(addr, n)?;
        Ok(get_n(&self.data[a..a + n]))
    }
    #[inline]
    pub fn write_n(&mut self, addr: u32, n: usize, v: u64) -> Result<()> {
        let a = self.check(addr, n)?;
        put_n(&mut self.data[a..a + n], v);
        Ok(())
    }
}
