//! Memory-instruction semantics: address space, access kind, element size, atomic op.
//!
//! Guarantees: the GFX9 (`global_load_dword`, `ds_read2_b32`) and GFX11 (`global_load_b32`,
//! `ds_load_2addr_b32`) spellings map to the same [`MemOp`], and so do the d16 spellings
//! (`global_load_short_d16_hi` = `global_load_d16_hi_b16`: a 2-byte load into the high half).
//! LDS-DMA loads are the plain load with [`MemOp::lds_dma`], GLOBAL and DS `addtid` set
//! [`MemOp::addtid`], SMEM scratch sets [`MemOp::scalar_scratch`]. A spelling that names no
//! modelled form is [`Sem::Unsupported`] (the coverage test keeps every table row out of it).

use crate::sem::Sem;
use gfxc_isa::table::InstDef;

/// Address space / instruction family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Space {
    /// `s_load_*` (`s_store_*`, `s_atomic_*`) through a 64-bit base.
    Smem,
    /// `s_buffer_load_*` (`s_buffer_store_*`, `s_buffer_atomic_*`) through a buffer resource.
    SmemBuf,
    Ds,
    Global,
    Flat,
    Scratch,
    Buffer,
}

/// Atomic operations.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Atom {
    Add,
    Sub,
    Rsub,
    Swap,
    CmpSwap,
    Umin,
    Umax,
    Smin,
    Smax,
    And,
    Or,
    Xor,
    Inc,
    Dec,
    FAdd,
    FMin,
    FMax,
    /// `ds_mskor`: `(old & ~data) | data2`.
    MskOr,
    /// `ds_wrap_rtn_b32`: `old >= data ? old - data : old + data2`.
    Wrap,
    /// `ds_pk_add_f16` / `ds_pk_add_bf16`: two 16-bit float adds.
    PkAddF16,
    PkAddBf16,
    /// `*_atomic_fcmpswap[_x2]`: the compare-swap with a float compare (`+0 == -0`, a NaN
    /// never equal; GFX6-GFX10 ISA "FCMPSWAP").
    FCmpSwap,
    /// `*_atomic_csub[_u32]` (GFX10.3): `old >= data ? old - data : 0`.
    CSub,
    /// `ds_condxchg32_rtn_b64`: each dword of the 8-byte-aligned pair is replaced by the data
    /// dword (bit 31 cleared) when that data dword's bit 31 is set; the old pair returns.
    CondXchg,
}

/// What a memory instruction does.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Load,
    Store,
    Atomic(Atom),
    /// DS cross-lane moves that do not touch LDS memory (`ds_bpermute_b32`,
    /// `ds_permute_b32`, `ds_swizzle_b32`).
    Cross(Cross),
}

/// The DS cross-lane moves (GFX9 ISA "LDS Instructions").
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Cross {
    /// Lane i reads `data` of lane ((addr + offset) / 4) mod lanes (an inactive source reads 0).
    Bpermute,
    /// Lane i writes `data` to lane ((addr + offset) / 4) mod lanes, in increasing lane
    /// order; lanes nobody wrote read 0.
    Permute,
    /// `data` of the lane the 16-bit offset pattern selects (an inactive source reads 0).
    Swizzle,
}

/// A memory instruction family.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MemOp {
    pub space: Space,
    pub kind: Kind,
    /// Bytes per element (per lane for vector memory; total for SMEM).
    pub bytes: u8,
    /// Sign-extend sub-dword loads.
    pub sext: bool,
    /// DS two-address forms (`read2`/`write2`): two elements at offset0 and offset1.
    pub two: bool,
    /// `st64`: the two-address offsets are in units of 64 elements.
    pub st64: bool,
    /// DS atomics: returns the old value (`_rtn_`).
    pub rtn: bool,
    /// GFX11 DS compare-store operand order (`ds_cmpstore`: data0 = new, data1 = compare).
    pub cmp_new_first: bool,
    /// D16: loads write (stores read) only the low (`D16_LO`) or high (`D16_HI`) 16 bits of
    /// the data VGPR; the other half of a loaded register is kept.
    pub d16: u8,
    /// `addtid`: the address is `offset + M0[15:0] + 4 * lane` (DS) or
    /// `SADDR + offset + 4 * lane` (GLOBAL, GFX10.3/GFX11); no address VGPR.
    pub addtid: bool,
    /// DS `src2`: the operand is the LDS dword(s) at `B = A + size * idx` (GCN3/GFX9 ISA:
    /// `idx = offset1[7] ? A[31:17] (signed) : {offset1[6:0], offset0}` signed 15-bit),
    /// the result is written at `A`, nothing returns.
    pub src2: bool,
    /// Typed buffer forms (`buffer_*_format_*`, `tbuffer_*`): the number of components the
    /// instruction names (x = 1 ... xyzw = 4), 0 otherwise; see `crate::buffer_format`.
    pub format: u8,
    /// `tbuffer_*`: the format comes from the instruction, not the resource.
    pub tbuf: bool,
    /// LDS DMA (`buffer_load_lds_*`, `global_load_lds_*`, `scratch_load_lds_*`, and the
    /// MUBUF `lds` bit): the loaded dword goes to LDS at `M0[15:0] + inst_offset + 4 * lane`
    /// instead of a VGPR (MI100 ISA §9.1.9 "Memory Buffer Load to LDS"; sub-dword loads are
    /// zero- or sign-extended to the dword).
    pub lds_dma: bool,
    /// `s_scratch_load_*` / `s_scratch_store_*` (GFX9, GFX10): the address is the wave's
    /// scratch base (FLAT_SCRATCH) + SBASE + offset, unswizzled.
    pub scalar_scratch: bool,
    /// `ds_append` (1) / `ds_consume` (-1): one wave-wide add of +-popcount(EXEC) to the LDS
    /// dword at `M0[15:0] + offset`, the old value returned to every active lane.
    pub append: i8,
}

/// [`MemOp::d16`] values.
pub const D16_LO: u8 = 1;
pub const D16_HI: u8 = 2;

fn size_of(t: &str) -> Option<(u8, bool)> {
    Some(match t {
        "dword" | "b32" | "u32" | "i32" | "f32" => (4, false),
        "dwordx2" | "b64" | "u64" | "i64" | "f64" | "x2" => (8, false),
        "dwordx3" | "b96" => (12, false),
        "dwordx4" | "b128" => (16, false),
        "dwordx8" | "b256" => (32, false),
        "dwordx16" | "b512" => (64, false),
        "ubyte" | "u8" | "byte" | "b8" => (1, false),
        "sbyte" | "i8" => (1, true),
        "ushort" | "u16" | "short" | "b16" => (2, false),
        "sshort" | "i16" => (2, true),
        _ => return None,
    })
}

fn atom_of(op: &str) -> Option<Atom> {
    Some(match op {
        "add" => Atom::Add,
        "sub" => Atom::Sub,
        "rsub" => Atom::Rsub,
        "swap" | "wrxchg" | "storexchg" => Atom::Swap,
        "cmpswap" | "cmpst" | "cmpstore" => Atom::CmpSwap,
        "umin" => Atom::Umin,
        "umax" => Atom::Umax,
        "smin" => Atom::Smin,
        "smax" => Atom::Smax,
        "and" => Atom::And,
        "or" => Atom::Or,
        "xor" => Atom::Xor,
        "inc" => Atom::Inc,
        "dec" => Atom::Dec,
        "fmin" => Atom::FMin,
        "fmax" => Atom::FMax,
        "mskor" => Atom::MskOr,
        "fcmpswap" => Atom::FCmpSwap,
        "csub" => Atom::CSub,
        "wrap" => Atom::Wrap,
        _ => return None,
    })
}

/// `add_u32` / `add_x2` / `min_i32` / `add_f32` → (atom, element bytes).
fn atomic(rest: &str) -> Option<(Atom, u8)> {
    match rest {
        "pk_add_f16" => return Some((Atom::PkAddF16, 4)),
        "pk_add_bf16" => return Some((Atom::PkAddBf16, 4)),
        _ => {}
    }
    let (op, ty) = match rest.rsplit_once('_') {
        Some((o, t)) if size_of(t).is_some() => (o, t),
        _ => (rest, "b32"),
    };
    let bytes = size_of(ty)?.0;
    let signed = ty.starts_with('i');
    let float = ty.starts_with('f');
    let a = match (op, float) {
        ("add", true) => Atom::FAdd,
        // GFX11 `*_atomic_cmpswap_f32` = GFX10 `fcmpswap`: a float compare.
        ("cmpswap", true) => Atom::FCmpSwap,
        ("min", true) => Atom::FMin,
        ("max", true) => Atom::FMax,
        ("min", false) => {
            if signed {
                Atom::Smin
            } else {
                Atom::Umin
            }
        }
        ("max", false) => {
            if signed {
                Atom::Smax
            } else {
                Atom::Umax
            }
        }
        _ => atom_of(op)?,
    };
    Some((a, bytes))
}

fn mem(space: Space, kind: Kind, bytes: u8, sext: bool) -> MemOp {
    MemOp {
        space,
        kind,
        bytes,
        sext,
        two: false,
        st64: false,
        rtn: false,
        cmp_new_first: false,
        d16: 0,
        addtid: false,
        src2: false,
        format: 0,
        tbuf: false,
        lds_dma: false,
        scalar_scratch: false,
        append: 0,
    }
}

const UNSUPPORTED: Sem = Sem::Unsupported("memory instruction form");

/// Memory semantic of a canonical mnemonic.
pub fn mem_sem(n: &str, _def: &InstDef) -> Sem {
    mem_sem_of(n)
}

fn mem_sem_of(n: &str) -> Sem {
    // LDS DMA rows: the plain load's semantic with the data sent to LDS.
    if n.contains("_load_lds_") {
        return match mem_sem_of(&n.replacen("_load_lds_", "_load_", 1)) {
            Sem::Mem(mut m) if m.kind == Kind::Load && m.bytes <= 4 => {
                m.lds_dma = true;
                Sem::Mem(m)
            }
            _ => UNSUPPORTED,
        };
    }
    if n.contains("format") {
        return typed_buffer(n).map(Sem::Mem).unwrap_or(UNSUPPORTED);
    }
    if n.contains("d16") && !n.contains("format") {
        // `load_short_d16_hi`, `load_d16_hi_b16`, `read_u8_d16`, `store_byte_d16_hi`, ...:
        // the plain form without the d16 part, then the half.
        let d16 = if n.contains("d16_hi") { D16_HI } else { D16_LO };
        let plain = n
            .replace("_d16_hi", "")
            .replace("d16_hi_", "")
            .replace("_d16", "")
            .replace("d16_", "");
        return match mem_sem_of(&plain) {
            Sem::Mem(mut m) if m.bytes <= 2 && matches!(m.kind, Kind::Load | Kind::Store) => {
                m.d16 = d16;
                Sem::Mem(m)
            }
            _ => UNSUPPORTED,
        };
    }
    if let Some(r) = n.strip_prefix("ds_") {
        if r == "nop" {
            return Sem::Ctrl(crate::sem::Ctrl::NoEffect);
        }
        if r == "append" || r == "consume" {
            let mut m = mem(Space::Ds, Kind::Atomic(Atom::Add), 4, false);
            m.rtn = true;
            m.append = if r == "append" { 1 } else { -1 };
            return Sem::Mem(m);
        }
        let kind = match r {
            "read_addtid_b32" | "load_addtid_b32" => Some(Kind::Load),
            "write_addtid_b32" | "store_addtid_b32" => Some(Kind::Store),
            _ => None,
        };
        if let Some(k) = kind {
            let mut m = mem(Space::Ds, k, 4, false);
            m.addtid = true;
            return Sem::Mem(m);
        }
    }
    // GLOBAL `addtid` (GFX10.3, GFX11; RDNA3 pseudocode `GLOBAL_LOAD_ADDTID_B32`): the address
    // is `SADDR + INST_OFFSET + 4 * laneId`, no address VGPR.
    for (name, kind) in [
        ("global_load_dword_addtid", Kind::Load),
        ("global_load_addtid_b32", Kind::Load),
        ("global_store_dword_addtid", Kind::Store),
        ("global_store_addtid_b32", Kind::Store),
    ] {
        if n == name {
            let mut m = mem(Space::Global, kind, 4, false);
            m.addtid = true;
            return Sem::Mem(m);
        }
    }
    if let Some(r) = n.strip_prefix("s_scratch_") {
        let (kind, t) = match (r.strip_prefix("load_"), r.strip_prefix("store_")) {
            (Some(t), _) => (Kind::Load, t),
            (_, Some(t)) => (Kind::Store, t),
            _ => return UNSUPPORTED,
        };
        return size_of(t)
            .map(|(b, _)| {
                let mut m = mem(Space::Smem, kind, b, false);
                m.scalar_scratch = true;
                Sem::Mem(m)
            })
            .unwrap_or(UNSUPPORTED);
    }
    if n.contains("d16") || n.contains("_lds_") || n.contains("addtid") || n.contains("format") {
        return UNSUPPORTED;
    }
    if let Some(t) = n.strip_prefix("s_load_") {
        return size_of(t)
            .map(|(b, _)| Sem::Mem(mem(Space::Smem, Kind::Load, b, false)))
            .unwrap_or(UNSUPPORTED);
    }
    if let Some(t) = n.strip_prefix("s_buffer_load_") {
        return size_of(t)
            .map(|(b, _)| Sem::Mem(mem(Space::SmemBuf, Kind::Load, b, false)))
            .unwrap_or(UNSUPPORTED);
    }
    // GFX8-GFX10 scalar stores and atomics (`s_store_dword`, `s_buffer_atomic_add_x2`).
    for (p, space) in [
        ("s_store_", Space::Smem),
        ("s_buffer_store_", Space::SmemBuf),
    ] {
        if let Some(t) = n.strip_prefix(p) {
            return size_of(t)
                .map(|(b, _)| Sem::Mem(mem(space, Kind::Store, b, false)))
                .unwrap_or(UNSUPPORTED);
        }
    }
    for (p, space) in [
        ("s_atomic_", Space::Smem),
        ("s_buffer_atomic_", Space::SmemBuf),
    ] {
        if let Some(t) = n.strip_prefix(p) {
            return atomic(t)
                .filter(|(a, _)| !matches!(a, Atom::FAdd | Atom::FMin | Atom::FMax | Atom::Rsub))
                .map(|(a, b)| Sem::Mem(mem(space, Kind::Atomic(a), b, false)))
                .unwrap_or(UNSUPPORTED);
        }
    }
    if let Some(r) = n.strip_prefix("ds_") {
        return ds(r).map(Sem::Mem).unwrap_or(UNSUPPORTED);
    }
    let (space, r) = if let Some(r) = n.strip_prefix("global_") {
        (Space::Global, r)
    } else if let Some(r) = n.strip_prefix("flat_") {
        (Space::Flat, r)
    } else if let Some(r) = n.strip_prefix("scratch_") {
        (Space::Scratch, r)
    } else if let Some(r) = n.strip_prefix("buffer_") {
        (Space::Buffer, r)
    } else {
        return UNSUPPORTED;
    };
    if let Some(t) = r.strip_prefix("load_") {
        if let Some((b, s)) = size_of(t) {
            return Sem::Mem(mem(space, Kind::Load, b, s));
        }
    } else if let Some(t) = r.strip_prefix("store_") {
        if let Some((b, _)) = size_of(t) {
            return Sem::Mem(mem(space, Kind::Store, b, false));
        }
    } else if let Some(t) = r.strip_prefix("atomic_") {
        if let Some((a, b)) = atomic(t) {
            return Sem::Mem(mem(space, Kind::Atomic(a), b, false));
        }
    }
    UNSUPPORTED
}

/// `buffer_load_format_d16_hi_x`, `tbuffer_store_d16_format_xyzw`, ... (every generation's
/// spelling): space Buffer, the component count, D16 (lo/hi), MTBUF or MUBUF.
fn typed_buffer(n: &str) -> Option<MemOp> {
    let (tbuf, r) = match n.strip_prefix("tbuffer_") {
        Some(r) => (true, r),
        None => (false, n.strip_prefix("buffer_")?),
    };
    let d16 = if r.contains("d16_hi") {
        D16_HI
    } else if r.contains("d16") {
        D16_LO
    } else {
        0
    };
    let r = r
        .replace("_d16_hi", "")
        .replace("_d16", "")
        .replace("d16_hi_", "")
        .replace("d16_", "");
    let (kind, comps) = if let Some(c) = r.strip_prefix("load_format_") {
        (Kind::Load, c)
    } else if let Some(c) = r.strip_prefix("store_format_") {
        (Kind::Store, c)
    } else {
        return None;
    };
    let count = match comps {
        "x" => 1,
        "xy" => 2,
        "xyz" => 3,
        "xyzw" => 4,
        _ => return None,
    };
    let mut m = mem(Space::Buffer, kind, 4 * count, false);
    (m.format, m.tbuf, m.d16) = (count, tbuf, d16);
    Some(m)
}

fn ds(r: &str) -> Option<MemOp> {
    let r = r
        .replace("storexchg_2addr_stride64", "wrxchg2st64")
        .replace("storexchg_2addr", "wrxchg2")
        .replace("load_2addr_stride64", "read2st64")
        .replace("store_2addr_stride64", "write2st64")
        .replace("load_2addr", "read2")
        .replace("store_2addr", "write2");
    let r = r.as_str();
    if r.contains("_src2_") {
        let (a, b) = atomic(&r.replace("_src2_", "_").replace("write_", "wrxchg_"))?;
        let mut m = mem(Space::Ds, Kind::Atomic(a), b, false);
        m.src2 = true;
        return Some(m);
    }
    fn two_of(x: &str) -> Option<(bool, bool, &str)> {
        for (p, st) in [
            ("read2st64_", true),
            ("write2st64_", true),
            ("read2_", false),
            ("write2_", false),
        ] {
            if let Some(t) = x.strip_prefix(p) {
                return Some((true, st, t));
            }
        }
        None
    }
    if let Some((_, st64, t)) = two_of(r) {
        let (b, _) = size_of(t)?;
        let kind = if r.starts_with("read") {
            Kind::Load
        } else {
            Kind::Store
        };
        let mut m = mem(Space::Ds, kind, b, false);
        m.two = true;
        m.st64 = st64;
        return Some(m);
    }
    for (p, kind) in [
        ("read_", Kind::Load),
        ("load_", Kind::Load),
        ("write_", Kind::Store),
        ("store_", Kind::Store),
    ] {
        if let Some(t) = r.strip_prefix(p) {
            let (b, s) = size_of(t)?;
            return Some(mem(Space::Ds, kind, b, s));
        }
    }
    let cross = match r {
        "bpermute_b32" => Some(Cross::Bpermute),
        "permute_b32" => Some(Cross::Permute),
        "swizzle_b32" => Some(Cross::Swizzle),
        _ => None,
    };
    if let Some(c) = cross {
        return Some(mem(Space::Ds, Kind::Cross(c), 4, false));
    }
    // Atomics: OP[_rtn]_TYPE.
    let rtn = r.contains("_rtn_");
    let plain = r.replace("_rtn_", "_");
    // Two-address exchanges (`ds_wrxchg2[st64]_rtn_b32/b64`): both old values return.
    for (p, st64) in [("wrxchg2st64_", true), ("wrxchg2_", false)] {
        if let Some(t) = plain.strip_prefix(p) {
            let mut m = mem(Space::Ds, Kind::Atomic(Atom::Swap), size_of(t)?.0, false);
            (m.two, m.st64, m.rtn) = (true, st64, rtn);
            return Some(m);
        }
    }
    let special = match plain.as_str() {
        "condxchg32_b64" => Some((Atom::CondXchg, 8)),
        "pk_add_f16" => Some((Atom::PkAddF16, 4)),
        "pk_add_bf16" => Some((Atom::PkAddBf16, 4)),
        _ => None,
    };
    if let Some((a, b)) = special {
        let mut m = mem(Space::Ds, Kind::Atomic(a), b, false);
        m.rtn = rtn;
        return Some(m);
    }

    let (a, b) = atomic(&plain)?;
    let mut m = mem(Space::Ds, Kind::Atomic(a), b, false);
    m.rtn = rtn;
    m.cmp_new_first = plain.starts_with("cmpstore");
    Some(m)
}
