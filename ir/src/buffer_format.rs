//! Typed buffer formats (issue 16): the element layout and the conversions of
//! `buffer_load/store_format_*` (format from the buffer resource) and `tbuffer_*` (format from
//! the instruction), every data format the GFX6-GFX11 tables name. The one statement of these
//! conversions: the interpreter (`llvm.amdgcn.*.buffer.{load,store}.format`, `*.tbuffer.*`,
//! `crate::interp`) and the simulator (`gfxc_sim`, which re-exports this module) both use it.
//!
//! Guarantees:
//! - The format: GFX6-GFX9 `DATA_FORMAT` (resource word 3 bits 18:15, MTBUF `dfmt`) and
//!   `NUM_FORMAT` (bits 14:12, MTBUF `nfmt`); GFX10 the 7-bit unified `FORMAT` (word 3 bits
//!   18:12) and GFX11 the 6-bit one (bits 17:12), mapped to (data, num) format with the tables
//!   below, measured with `llvm-mc-19` (`format:N` printed as `BUF_FMT_*`; checked again by
//!   `sim/tests/buffer_format.rs` when llvm-mc-19 is installed).
//! - Components sit from the least significant bit up in the order of the format's name
//!   (`10_10_10_2`: x = bits 9:0, w = bits 31:30). A load gives each component as a 32-bit
//!   register value: UNORM `v / (2^n - 1)` and SNORM `max(v / (2^(n-1) - 1), -1)` as f32,
//!   USCALED/SSCALED the integer as f32, UINT/SINT zero/sign-extended, FLOAT f16 widened or
//!   the packed 10/11-bit unsigned floats (5-bit exponent, bias 15) widened; missing
//!   components read (0, 0, 0, 1) (1.0 for the float-like formats); the resource's
//!   `DST_SEL_X/Y/Z/W` (word 3 bits 11:0: 0 = 0, 1 = 1, 4..7 = x..w) then select.
//! - A store converts the register values back (float-like: round to nearest even after
//!   clamping to the format's range; UINT/SINT: the low n bits) and writes only the
//!   components the instruction names, keeping the other bits of the element.
//! - D16 forms: float-like components as f16, integer ones as their low 16 bits; packed two
//!   per VGPR, or one per VGPR on GFX8 (unpacked D16, as LLVM's `FeatureUnpackedD16VMem`).
//! - Unsupported: the invalid and reserved codes, stores in the 10/11-bit float formats
//!   (a clean `unsupported` error).

/// f16 bits → f32 (exact).
fn h2f(x: u64) -> f32 {
    half::f16::from_bits(x as u16).to_f32()
}

/// f32 → f16 bits, round to nearest even.
fn f2h(x: f32) -> u64 {
    half::f16::from_f32(x).to_bits() as u64
}

/// A component's numeric format (GFX6-GFX9 `NUM_FORMAT` codes 0..5 and 7).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    Unorm,
    Snorm,
    Uscaled,
    Sscaled,
    Uint,
    Sint,
    Float,
}

impl Num {
    fn of(code: u32) -> Option<Num> {
        Some(match code {
            0 => Num::Unorm,
            1 => Num::Snorm,
            2 => Num::Uscaled,
            3 => Num::Sscaled,
            4 => Num::Uint,
            5 => Num::Sint,
            7 => Num::Float,
            _ => return None,
        })
    }
    /// Values are floats in registers (the default 1 is 1.0).
    pub fn float_like(self) -> bool {
        !matches!(self, Num::Uint | Num::Sint)
    }
}

/// A resolved format: component widths from bit 0 up, and the numeric format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fmt {
    pub widths: [u8; 4],
    pub comps: u8,
    pub num: Num,
}

impl Fmt {
    /// Bytes of one element.
    pub fn bytes(&self) -> u8 {
        (self.widths[..self.comps as usize]
            .iter()
            .map(|&w| w as u32)
            .sum::<u32>()
            / 8) as u8
    }
    fn offset(&self, c: usize) -> u32 {
        self.widths[..c].iter().map(|&w| w as u32).sum()
    }
}

/// GFX6-GFX9 `DATA_FORMAT` code → component widths (from bit 0 up).
fn widths(dfmt: u32) -> Option<&'static [u8]> {
    Some(match dfmt {
        1 => &[8],
        2 => &[16],
        3 => &[8, 8],
        4 => &[32],
        5 => &[16, 16],
        6 => &[10, 11, 11],
        7 => &[11, 11, 10],
        8 => &[10, 10, 10, 2],
        9 => &[2, 10, 10, 10],
        10 => &[8, 8, 8, 8],
        11 => &[32, 32],
        12 => &[16, 16, 16, 16],
        13 => &[32, 32, 32],
        14 => &[32, 32, 32, 32],
        _ => return None,
    })
}

/// A (data, num) format pair, checked for combinations the hardware defines.
pub fn from_codes(dfmt: u32, nfmt: u32) -> Option<Fmt> {
    let w = widths(dfmt)?;
    let num = Num::of(nfmt)?;
    let float_ok = matches!(dfmt, 2 | 4 | 5 | 6 | 7 | 11 | 12 | 13 | 14);
    let norm_ok = !matches!(dfmt, 4 | 11 | 13 | 14);
    match num {
        Num::Float if !float_ok => return None,
        Num::Unorm | Num::Snorm | Num::Uscaled | Num::Sscaled if !norm_ok => return None,
        _ => {}
    }
    let mut widths = [0u8; 4];
    widths[..w.len()].copy_from_slice(w);
    Some(Fmt {
        widths,
        comps: w.len() as u8,
        num,
    })
}

/// GFX10 unified format `i` → (DATA_FORMAT, NUM_FORMAT) (llvm-mc-19, `BUF_FMT_*`).
const UFMT10: [(u8, u8); 78] = [
    (0, 0),
    (1, 0),
    (1, 1),
    (1, 2),
    (1, 3),
    (1, 4),
    (1, 5),
    (2, 0),
    (2, 1),
    (2, 2),
    (2, 3),
    (2, 4),
    (2, 5),
    (2, 7),
    (3, 0),
    (3, 1),
    (3, 2),
    (3, 3),
    (3, 4),
    (3, 5),
    (4, 4),
    (4, 5),
    (4, 7),
    (5, 0),
    (5, 1),
    (5, 2),
    (5, 3),
    (5, 4),
    (5, 5),
    (5, 7),
    (6, 0),
    (6, 1),
    (6, 2),
    (6, 3),
    (6, 4),
    (6, 5),
    (6, 7),
    (7, 0),
    (7, 1),
    (7, 2),
    (7, 3),
    (7, 4),
    (7, 5),
    (7, 7),
    (8, 0),
    (8, 1),
    (8, 2),
    (8, 3),
    (8, 4),
    (8, 5),
    (9, 0),
    (9, 1),
    (9, 2),
    (9, 3),
    (9, 4),
    (9, 5),
    (10, 0),
    (10, 1),
    (10, 2),
    (10, 3),
    (10, 4),
    (10, 5),
    (11, 4),
    (11, 5),
    (11, 7),
    (12, 0),
    (12, 1),
    (12, 2),
    (12, 3),
    (12, 4),
    (12, 5),
    (12, 7),
    (13, 4),
    (13, 5),
    (13, 7),
    (14, 4),
    (14, 5),
    (14, 7),
];

/// GFX11 unified format `i` → (DATA_FORMAT, NUM_FORMAT) (llvm-mc-19, `BUF_FMT_*`).
const UFMT11: [(u8, u8); 64] = [
    (0, 0),
    (1, 0),
    (1, 1),
    (1, 2),
    (1, 3),
    (1, 4),
    (1, 5),
    (2, 0),
    (2, 1),
    (2, 2),
    (2, 3),
    (2, 4),
    (2, 5),
    (2, 7),
    (3, 0),
    (3, 1),
    (3, 2),
    (3, 3),
    (3, 4),
    (3, 5),
    (4, 4),
    (4, 5),
    (4, 7),
    (5, 0),
    (5, 1),
    (5, 2),
    (5, 3),
    (5, 4),
    (5, 5),
    (5, 7),
    (6, 7),
    (7, 7),
    (8, 0),
    (8, 1),
    (8, 4),
    (8, 5),
    (9, 0),
    (9, 1),
    (9, 2),
    (9, 3),
    (9, 4),
    (9, 5),
    (10, 0),
    (10, 1),
    (10, 2),
    (10, 3),
    (10, 4),
    (10, 5),
    (11, 4),
    (11, 5),
    (11, 7),
    (12, 0),
    (12, 1),
    (12, 2),
    (12, 3),
    (12, 4),
    (12, 5),
    (12, 7),
    (13, 4),
    (13, 5),
    (13, 7),
    (14, 4),
    (14, 5),
    (14, 7),
];

/// The (DATA_FORMAT, NUM_FORMAT) of a unified format on GFX10 (`gfx11` false) or GFX11.
pub fn unified(ufmt: u32, gfx11: bool) -> Option<(u32, u32)> {
    let t: &[(u8, u8)] = if gfx11 { &UFMT11 } else { &UFMT10 };
    t.get(ufmt as usize)
        .filter(|&&(d, _)| d != 0)
        .map(|&(d, n)| (d as u32, n as u32))
}

/// The format of a resource's word 3 (`gen`: 6..=9 split codes, 10, 11 unified).
pub fn of_word3(w3: u32, gen: u8) -> Option<Fmt> {
    match gen {
        10 => unified(w3 >> 12 & 0x7f, false).and_then(|(d, n)| from_codes(d, n)),
        11 => unified(w3 >> 12 & 0x3f, true).and_then(|(d, n)| from_codes(d, n)),
        _ => from_codes(w3 >> 15 & 0xf, w3 >> 12 & 7),
    }
}

/// The format of an MTBUF instruction's `format` field.
pub fn of_mtbuf(format: u8, gen: u8) -> Option<Fmt> {
    let f = format as u32;
    match gen {
        10 => unified(f, false).and_then(|(d, n)| from_codes(d, n)),
        11 => unified(f, true).and_then(|(d, n)| from_codes(d, n)),
        _ => from_codes(f & 0xf, f >> 4 & 7),
    }
}

fn sext(v: u64, n: u32) -> i64 {
    ((v << (64 - n)) as i64) >> (64 - n)
}

/// An unsigned float of `n` bits (5-bit exponent, bias 15, `n - 5` mantissa bits) as f32.
fn small_float(v: u64, n: u32) -> f32 {
    let mb = n - 5;
    let (e, m) = ((v >> mb) & 31, v & ((1 << mb) - 1));
    match e {
        0 => m as f32 * (2f32).powi(-14 - mb as i32),
        31 if m == 0 => f32::INFINITY,
        31 => f32::NAN,
        _ => (1.0 + m as f32 / (1u32 << mb) as f32) * (2f32).powi(e as i32 - 15),
    }
}

/// Component `c` of the element bits `el`: the 32-bit register value.
fn decode(f: &Fmt, el: u128, c: usize) -> u32 {
    let n = f.widths[c] as u32;
    let v = (el >> f.offset(c)) as u64 & ((1u128 << n) - 1) as u64;
    match f.num {
        Num::Unorm => (v as f64 / ((1u64 << n) - 1) as f64) as f32,
        Num::Snorm => ((sext(v, n) as f64 / ((1u64 << (n - 1)) - 1) as f64).max(-1.0)) as f32,
        Num::Uscaled => v as f32,
        Num::Sscaled => sext(v, n) as f32,
        Num::Uint => return v as u32,
        Num::Sint => return sext(v, n) as u32,
        Num::Float => match n {
            32 => return v as u32,
            16 => h2f(v),
            _ => small_float(v, n),
        },
    }
    .to_bits()
}

/// A register value as component `c`'s bits (None: a store the simulator cannot encode).
fn encode(f: &Fmt, reg: u32, c: usize) -> Option<u64> {
    let n = f.widths[c] as u32;
    let mask = ((1u128 << n) - 1) as u64;
    let x = f32::from_bits(reg) as f64;
    let rne = |y: f64| {
        if y.is_nan() {
            0.0
        } else {
            y.round_ties_even()
        }
    };
    let max_u = ((1u64 << n) - 1) as f64;
    let max_s = ((1u64 << (n - 1)) - 1) as f64;
    Some(match f.num {
        Num::Unorm => rne(x.clamp(0.0, 1.0) * max_u) as u64,
        Num::Snorm => (rne(x.clamp(-1.0, 1.0) * max_s) as i64 as u64) & mask,
        Num::Uscaled => rne(x).clamp(0.0, max_u) as u64,
        Num::Sscaled => (rne(x).clamp(-max_s - 1.0, max_s) as i64 as u64) & mask,
        Num::Uint | Num::Sint => reg as u64 & mask,
        Num::Float => match n {
            32 => reg as u64,
            16 => f2h(f32::from_bits(reg)),
            _ => return None,
        },
    })
}

/// The register values of a load: `count` components after `DST_SEL` (`sel`: word 3 bits
/// 11:0, or None for identity).
pub fn load(f: &Fmt, el: u128, count: usize, sel: Option<u32>) -> [u32; 4] {
    let one = if f.num.float_like() {
        1f32.to_bits()
    } else {
        1
    };
    let raw: [u32; 4] = std::array::from_fn(|c| {
        if c < f.comps as usize {
            decode(f, el, c)
        } else if c == 3 {
            one
        } else {
            0
        }
    });
    let mut out = [0u32; 4];
    for (c, o) in out.iter_mut().enumerate().take(count) {
        *o = match sel.map(|s| s >> (3 * c) & 7) {
            None => raw[c],
            Some(0) => 0,
            Some(1) => one,
            Some(s @ 4..=7) => raw[s as usize - 4],
            Some(_) => 0,
        };
    }
    out
}

/// A register value as a 16-bit D16 value.
pub fn to_d16(f: &Fmt, reg: u32) -> u32 {
    if f.num.float_like() {
        f2h(f32::from_bits(reg)) as u32
    } else {
        reg & 0xffff
    }
}

/// A 16-bit D16 value as the 32-bit register value a store converts.
pub fn from_d16(f: &Fmt, h: u32) -> u32 {
    if f.num.float_like() {
        h2f(h as u64 & 0xffff).to_bits()
    } else if f.num == Num::Sint {
        h as u16 as i16 as i32 as u32
    } else {
        h & 0xffff
    }
}

/// The element after storing `regs` into its first `regs.len()` components (others kept).
pub fn store(f: &Fmt, old: u128, regs: &[u32]) -> Option<u128> {
    let mut el = old;
    for (c, &r) in regs.iter().enumerate().take(f.comps as usize) {
        let n = f.widths[c] as u32;
        let off = f.offset(c);
        let m = ((1u128 << n) - 1) << off;
        el = (el & !m) | ((encode(f, r, c)? as u128) << off & m);
    }
    Some(el)
}
