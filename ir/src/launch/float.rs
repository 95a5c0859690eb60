//! IEEE binary16 helpers and shortest round-trip float printing, shared by the launch format
//! and the interpreter.
//!
//! Guarantees:
//! * [`f64_to_f16`] rounds to nearest-even exactly (the `half` crate's `from_f64` drops the
//!   low 32 bits of the `f64` significand before rounding, so it misrounds some ties).
//! * [`fma_f16`] is a correctly rounded binary16 fused multiply-add (round-to-odd in `f64`,
//!   then one rounding to binary16).
//! * [`format_float`] prints the shortest decimal that reads back (rounded to nearest-even in
//!   the same format) to the same bits, for binary16, binary32 and binary64 alike.

/// A float format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum FloatKind {
    F16,
    F32,
    F64,
}

impl FloatKind {
    /// Width in bits.
    pub fn bits(self) -> u32 {
        match self {
            FloatKind::F16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
        }
    }

    /// Significand precision in bits (including the implicit bit).
    pub fn precision(self) -> i32 {
        match self {
            FloatKind::F16 => 11,
            FloatKind::F32 => 24,
            FloatKind::F64 => 53,
        }
    }

    /// Smallest normal exponent.
    pub fn emin(self) -> i32 {
        match self {
            FloatKind::F16 => -14,
            FloatKind::F32 => -126,
            FloatKind::F64 => -1022,
        }
    }

    /// The value of `bits` (low bits) as an `f64` (exact).
    pub fn to_f64(self, bits: u64) -> f64 {
        match self {
            FloatKind::F16 => f16_to_f64(bits as u16),
            FloatKind::F32 => f32::from_bits(bits as u32) as f64,
            FloatKind::F64 => f64::from_bits(bits),
        }
    }

    /// `x` rounded to nearest-even in this format, as bits.
    pub fn from_f64(self, x: f64) -> u64 {
        match self {
            FloatKind::F16 => f64_to_f16(x) as u64,
            FloatKind::F32 => (x as f32).to_bits() as u64,
            FloatKind::F64 => x.to_bits(),
        }
    }
}

/// The value of binary16 `bits` (exact).
pub fn f16_to_f64(bits: u16) -> f64 {
    half::f16::from_bits(bits).to_f64()
}

/// `x` rounded to the nearest binary16 value, ties to even; NaNs stay NaN (quieted, with the
/// top payload bits kept).
pub fn f64_to_f16(x: f64) -> u16 {
    let b = x.to_bits();
    let sign = ((b >> 48) & 0x8000) as u16;
    let exp = ((b >> 52) & 0x7ff) as i32;
    let man = b & ((1u64 << 52) - 1);
    if exp == 0x7ff {
        return if man == 0 {
            sign | 0x7c00
        } else {
            sign | 0x7e00 | ((man >> 42) as u16 & 0x3ff)
        };
    }
    if exp == 0 {
        return sign; // zero or an f64 subnormal: far below half the smallest f16 subnormal
    }
    let e = exp - 1023;
    if e > 15 {
        return sign | 0x7c00;
    }
    let sig = man | (1u64 << 52); // value = sig * 2^(e-52)
    let q = if e >= -14 { e - 10 } else { -24 }; // binary16 quantum exponent
    let shift = (q - (e - 52)) as u32; // >= 42
    if shift >= 64 {
        return sign;
    }
    let kept = sig >> shift;
    let rem = sig & ((1u64 << shift) - 1);
    let half = 1u64 << (shift - 1);
    let mut r = kept;
    if rem > half || (rem == half && kept & 1 == 1) {
        r += 1;
    }
    if e >= -14 {
        let (mut biased, mut r) = (e + 15, r);
        if r == 1 << 11 {
            biased += 1;
            r = 1 << 10;
        }
        if biased >= 31 {
            return sign | 0x7c00;
        }
        sign | ((biased as u16) << 10) | (r as u16 & 0x3ff)
    } else {
        sign | r as u16 // r == 1024 is the smallest normal, which this encodes too
    }
}

/// `f32` to binary16, rounded to nearest-even.
pub fn f32_to_f16(x: f32) -> u16 {
    f64_to_f16(x as f64)
}

/// The error of `s = a + b` (Knuth's TwoSum): `a + b == s + err` exactly.
fn two_sum_err(a: f64, b: f64, s: f64) -> f64 {
    let bb = s - a;
    (a - (s - bb)) + (b - bb)
}

/// `a + b` rounded to odd in `f64`: exact when representable, else the neighbour with an odd
/// significand. Rounding the result once more to a format with at most 51 bits of precision is
/// then the correctly rounded sum.
pub fn add_round_to_odd(a: f64, b: f64) -> f64 {
    let s = a + b;
    if !s.is_finite() {
        return s;
    }
    let err = two_sum_err(a, b, s);
    if err != 0.0 && s.to_bits() & 1 == 0 {
        let bits = s.to_bits();
        return f64::from_bits(if (err > 0.0) == (s > 0.0) {
            bits + 1
        } else {
            bits - 1
        });
    }
    s
}

/// Correctly rounded binary16 `a * b + c`.
pub fn fma_f16(a: u16, b: u16, c: u16) -> u16 {
    let p = f16_to_f64(a) * f16_to_f64(b); // exact: 22-bit significands
    f64_to_f16(add_round_to_odd(p, f16_to_f64(c)))
}

/// Shortest round-trip decimal text of a float given by its bits: finite values always carry
/// a `.` or an exponent (`1.0`, `0.1`, `1e-7`, `1.5e20`); non-finite values are `NaN`, `inf`,
/// `-inf`. Fixed notation is used for decimal exponents -4..=15, as Python's `repr` does.
pub fn format_float(kind: FloatKind, bits: u64) -> String {
    let x = kind.to_f64(bits);
    if x.is_nan() {
        return "NaN".to_string();
    }
    if x.is_infinite() {
        return if x > 0.0 { "inf" } else { "-inf" }.to_string();
    }
    let neg = x.is_sign_negative();
    if x == 0.0 {
        return if neg { "-0.0" } else { "0.0" }.to_string();
    }
    let (digits, exp) = match kind {
        FloatKind::F64 => split_sci(&format!("{:e}", x.abs())),
        FloatKind::F32 => split_sci(&format!("{:e}", (x as f32).abs())),
        FloatKind::F16 => shortest_f16(x.abs()),
    };
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    s.push_str(&layout(&digits, exp));
    s
}

/// Splits Rust's `{:e}` output (`1.2345e-3`) into digits (`12345`) and exponent (`-3`).
fn split_sci(s: &str) -> (String, i32) {
    let (m, e) = s.split_once('e').unwrap_or((s, "0"));
    let digits: String = m.chars().filter(|c| c.is_ascii_digit()).collect();
    (digits, e.parse().unwrap_or(0))
}

/// Digits `d0 d1 ...` meaning `d0.d1... * 10^exp`, as JSON number text.
fn layout(digits: &str, exp: i32) -> String {
    let digits = digits.trim_end_matches('0');
    let digits = if digits.is_empty() { "0" } else { digits };
    if (-4..16).contains(&exp) {
        if exp >= 0 {
            let e = exp as usize;
            let (int, frac) = if digits.len() > e + 1 {
                (digits[..e + 1].to_string(), digits[e + 1..].to_string())
            } else {
                (format!("{digits:0<width$}", width = e + 1), "0".to_string())
            };
            format!("{int}.{frac}")
        } else {
            format!("0.{}{}", "0".repeat((-exp - 1) as usize), digits)
        }
    } else if digits.len() == 1 {
        format!("{digits}e{exp}")
    } else {
        format!("{}.{}e{}", &digits[..1], &digits[1..], exp)
    }
}

/// Shortest digits of a positive finite binary16 value `x`.
fn shortest_f16(x: f64) -> (String, i32) {
    let target = f64_to_f16(x);
    for p in 1..=5usize {
        let (d, e) = split_sci(&format!("{:.*e}", p - 1, x));
        let m: u64 = d.parse().unwrap_or(0);
        let mut best: Option<(f64, u64)> = None;
        for cand in [m.saturating_sub(1), m, m + 1] {
            if cand == 0 {
                continue;
            }
            let text = format!("{}e{}", cand, e - (p as i32 - 1));
            let v: f64 = text.parse().unwrap_or(f64::NAN);
            if f64_to_f16(v) == target {
                let dist = (v - x).abs();
                if !matches!(best, Some((bd, _)) if bd <= dist) {
                    best = Some((dist, cand));
                }
            }
        }
        if let Some((_, cand)) = best {
            // `cand` has p digits (or p+1 if it carried to a power of ten).
            let s = cand.to_string();
            let exp = e + (s.len() as i32 - p as i32);
            return (s, exp);
        }
    }
    split_sci(&format!("{x:e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn f16_rounding_matches_definition() {
        assert_eq!(f64_to_f16(1.0), 0x3c00);
        assert_eq!(f64_to_f16(65504.0), 0x7bff);
        assert_eq!(f64_to_f16(65519.99), 0x7bff);
        assert_eq!(f64_to_f16(65520.0), 0x7c00);
        assert_eq!(f64_to_f16(-0.0), 0x8000);
        assert_eq!(f64_to_f16(2f64.powi(-24)), 0x0001);
        assert_eq!(f64_to_f16(2f64.powi(-25)), 0x0000); // tie to even (zero)
        assert_eq!(f64_to_f16(2f64.powi(-25) * 1.0000001), 0x0001);
        // A tie decided only by the low 32 bits of the f64 significand.
        let x = 1.0 + 2f64.powi(-11) + 2f64.powi(-40);
        assert_eq!(f64_to_f16(x), 0x3c01);
        assert_eq!(f64_to_f16(1.0 + 2f64.powi(-11)), 0x3c00);
        assert!(f16_to_f64(f64_to_f16(f64::NAN)).is_nan());
    }

    #[test]
    fn formats() {
        assert_eq!(format_float(FloatKind::F32, 1.0f32.to_bits() as u64), "1.0");
        assert_eq!(format_float(FloatKind::F32, 0.1f32.to_bits() as u64), "0.1");
        assert_eq!(format_float(FloatKind::F64, 1e-7f64.to_bits()), "1e-7");
        assert_eq!(format_float(FloatKind::F64, 1.5e20f64.to_bits()), "1.5e20");
        assert_eq!(format_float(FloatKind::F64, 123.25f64.to_bits()), "123.25");
        assert_eq!(format_float(FloatKind::F16, f64_to_f16(0.1) as u64), "0.1");
        assert_eq!(format_float(FloatKind::F16, 0x7bff), "65500.0"); // reads back as 65504
        assert_eq!(format_float(FloatKind::F16, 0x7c00), "inf");
        assert_eq!(format_float(FloatKind::F16, 0xfc00), "-inf");
        assert_eq!(format_float(FloatKind::F16, 0x7e00), "NaN");
    }
}
