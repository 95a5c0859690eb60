//! The result of a launch: every buffer's final contents, printed as the launch spec says.
//!
//! Guarantees: [`LaunchResult::to_json`] is deterministic and lists buffers in the order of the
//! launch spec. Integers print as JSON integers (signed types signed); floats print as the
//! shortest text that reads back to the same bits ([`format_float`]), NaN and infinities as
//! the strings `"NaN"`, `"inf"`, `"-inf"`. With `bits`, every element prints as a hex string of
//! its raw bits, zero-padded to the element width (`"0x3f800000"`, `"0x0001"`).

use super::float::format_float;
use super::spec::{sign_extend, ElemType, LaunchSpec};

/// One buffer's final contents.
#[derive(Clone, PartialEq, Debug)]
pub struct BufferData {
    pub name: String,
    pub ty: ElemType,
    /// Raw little-endian bytes, `len * ty.bytes()` of them.
    pub bytes: Vec<u8>,
}

impl BufferData {
    /// Number of elements.
    pub fn len(&self) -> usize {
        self.bytes.len() / self.ty.bytes() as usize
    }

    pub fn is_empty(&self) -> bool {
        self.bytes.is_empty()
    }

    /// The bits of element `i` (low end).
    pub fn bits(&self, i: usize) -> u64 {
        let w = self.ty.bytes() as usize;
        let mut b = [0u8; 8];
        b[..w].copy_from_slice(&self.bytes[i * w..i * w + w]);
        u64::from_le_bytes(b)
    }

    /// Element `i` as JSON text (see the module comment).
    pub fn element_json(&self, i: usize, raw_bits: bool) -> String {
        let b = self.bits(i);
        if raw_bits {
            return format!("\"0x{:0width$x}\"", b, width = self.ty.bytes() as usize * 2);
        }
        match self.ty.float_kind() {
            Some(k) => {
                let s = format_float(k, b);
                if matches!(s.as_str(), "NaN" | "inf" | "-inf") {
                    format!("\"{s}\"")
                } else {
                    s
                }
            }
            None if self.ty.is_signed() => sign_extend(b, self.ty.bits()).to_string(),
            None => b.to_string(),
        }
    }
}

/// The final contents of every buffer of a launch.
#[derive(Clone, PartialEq, Debug, Default)]
pub struct LaunchResult {
    /// In the order of the launch spec.
    pub buffers: Vec<BufferData>,
}

impl LaunchResult {
    /// A result holding every buffer of `spec` with its initial contents.
    pub fn initial(spec: &LaunchSpec) -> LaunchResult {
        LaunchResult {
            buffers: spec
                .buffers
                .iter()
                .map(|b| BufferData {
                    name: b.name.clone(),
                    ty: b.ty,
                    bytes: b.initial_bytes(),
                })
                .collect(),
        }
    }

    /// The buffer named `name`.
    pub fn buffer(&self, name: &str) -> Option<&BufferData> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// `{"buffers": {"x": [...], ...}}` on one line (no trailing newline).
    /// Writes [`LaunchResult::to_json`]'s text to `w` a piece at a time, so a gigabyte buffer
    /// never becomes one string in memory.
    pub fn write_json(&self, w: &mut dyn std::io::Write, raw_bits: bool) -> std::io::Result<()> {
        use std::io::Write as _;
        let mut w = std::io::BufWriter::with_capacity(1 << 16, w);
        w.write_all(b"{\"buffers\": {")?;
        for (bi, b) in self.buffers.iter().enumerate() {
            let mut name = String::new();
            push_escaped(&mut name, &b.name);
            write!(w, "{}\"{name}\": [", if bi > 0 { ", " } else { "" })?;
            for i in 0..b.len() {
                if i > 0 {
                    w.write_all(b", ")?;
                }
                w.write_all(b.element_json(i, raw_bits).as_bytes())?;
            }
            w.write_all(b"]")?;
        }
        w.write_all(b"}}")?;
        w.flush()
    }

    pub fn to_json(&self, raw_bits: bool) -> String {
        let mut s = String::from("{\"buffers\": {");
        for (bi, b) in self.buffers.iter().enumerate() {
            if bi > 0 {
                s.push_str(", ");
            }
            s.push('"');
            push_escaped(&mut s, &b.name);
            s.push_str("\": [");
            for i in 0..b.len() {
                if i > 0 {
                    s.push_str(", ");
                }
                s.push_str(&b.element_json(i, raw_bits));
            }
            s.push(']');
        }
        s.push_str("}}");
        s
    }
}

fn push_escaped(s: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '"' => s.push_str("\\\""),
            '\\' => s.push_str("\\\\"),
            c if (c as u32) < 0x20 => s.push_str(&format!("\\u{:04x}", c as u32)),
            c => s.push(c),
        }
    }
}
