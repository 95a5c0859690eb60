//! Typed access to `rmpv::Value` maps for the metadata codec.
//!
//! Guarantees: every accessor returns an error naming the key when the value has the wrong
//! MessagePack type (never panics); maps are written with their keys in byte order, as LLVM's
//! `msgpack::Document` writes them (digest §3.4), so LLVM's metadata re-encodes byte for byte.

use crate::error::{Error, Result};
use rmpv::Value;
use smallvec::SmallVec;

/// A value the spec types as boolean but that LLVM writes as uint 0/1 for some keys
/// (digest §3.6 `.workgroup_processor_mode`, §10 item 10); the written form is preserved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Flag {
    Bool(bool),
    Uint(u64),
}

impl Flag {
    /// The truth value.
    pub fn is_set(self) -> bool {
        match self {
            Flag::Bool(b) => b,
            Flag::Uint(u) => u != 0,
        }
    }
    pub(crate) fn to_value(self) -> Value {
        match self {
            Flag::Bool(b) => Value::Boolean(b),
            Flag::Uint(u) => Value::from(u),
        }
    }
}

/// A value written straight into MessagePack bytes, without building a `Value` tree (the
/// metadata note of every compile: the tree cost ~5% of an ordinary kernel's compile).
/// [`write_value`](rmpv::encode::write_value) of the `to_value` form writes the same bytes
/// (same smallest encodings, `rmp`'s functions either way).
pub(crate) trait WriteMsgpack {
    fn write_msgpack(&self, out: &mut Out);
}

/// Where the direct writer writes: `rmp`'s infallible buffer (a `Vec<u8>` through
/// `std::io::Write` costs an I/O result per marker byte).
pub(crate) type Out = rmp::encode::ByteBuf;

/// One map value as the direct writer takes it: borrowed from the document.
pub(crate) enum Field<'a> {
    Uint(u64),
    Str(&'a str),
    Bool(bool),
    Flag(Flag),
    Uints(&'a [u64]),
    Strs(&'a [String]),
    /// An array of maps (kernels, arguments).
    Nested(&'a dyn WriteMsgpack),
    /// A key kept verbatim from a decoded document.
    Value(&'a Value),
}

/// An optional string as a field.
pub(crate) fn opt_str(x: &Option<String>) -> Option<Field<'_>> {
    x.as_deref().map(Field::Str)
}

const VEC_WRITE: &str = "writing MessagePack to a Vec cannot fail";

// `rmp`'s encoders write the smallest encodings (the brief: MessagePack is rmp's job, not
// hand-written here); the speed of the note comes from writing maps in key order and from
// `MapWriter::finish` taking `&mut self` (no move of its inline entries per map).

/// `rmp`'s `Infallible` error: writing to a [`Out`] cannot fail.
fn ok<T, E: std::fmt::Debug>(r: std::result::Result<T, E>) -> T {
    r.expect(VEC_WRITE)
}

pub(crate) fn write_uint(out: &mut Out, v: u64) {
    ok(rmp::encode::write_uint(out, v));
}

pub(crate) fn write_str(out: &mut Out, s: &str) {
    ok(rmp::encode::write_str(out, s));
}

pub(crate) fn write_array_len(out: &mut Out, n: usize) {
    ok(rmp::encode::write_array_len(out, n as u32));
}

pub(crate) fn write_map_len(out: &mut Out, n: usize) {
    ok(rmp::encode::write_map_len(out, n as u32));
}

fn write_bool(out: &mut Out, b: bool) {
    ok(rmp::encode::write_bool(out, b));
}

impl Field<'_> {
    fn write(&self, out: &mut Out) {
        match *self {
            Field::Uint(v) | Field::Flag(Flag::Uint(v)) => write_uint(out, v),
            Field::Str(s) => write_str(out, s),
            Field::Bool(b) | Field::Flag(Flag::Bool(b)) => write_bool(out, b),
            Field::Uints(v) => {
                write_array_len(out, v.len());
                for &x in v {
                    write_uint(out, x);
                }
            }
            Field::Strs(v) => {
                write_array_len(out, v.len());
                for x in v {
                    write_str(out, x);
                }
            }
            Field::Nested(n) => n.write_msgpack(out),
            Field::Value(v) => rmpv::encode::write_value(out.as_mut_vec(), v).expect(VEC_WRITE),
        }
    }
}

/// Writes a map with its keys in byte order, as [`MapBuilder`] builds it (equal keys keep
/// the order they were added in, as its stable sort does); entries stay inline.
///
/// The writers [`put`](MapWriter::put) their known keys in byte order already (debug builds
/// assert it at every `put`), so only a map with [`extra`](MapWriter::extra) keys is sorted.
#[derive(Default)]
pub(crate) struct MapWriter<'a> {
    e: SmallVec<[(&'a str, Field<'a>); 32]>,
    /// Keys were added out of the writer's static order (`extra`): sort before writing.
    unordered: bool,
}

impl<'a> MapWriter<'a> {
    pub(crate) fn put(&mut self, key: &'a str, v: Field<'a>) {
        debug_assert!(
            self.unordered
                || self
                    .e
                    .last()
                    .is_none_or(|l| l.0.as_bytes() <= key.as_bytes()),
            "metadata writer puts {key} out of byte order"
        );
        self.e.push((key, v));
    }
    pub(crate) fn opt(&mut self, key: &'a str, v: Option<Field<'a>>) {
        if let Some(v) = v {
            self.put(key, v);
        }
    }
    pub(crate) fn extra(&mut self, extra: &'a [(String, Value)]) {
        if extra.is_empty() {
            return;
        }
        self.unordered = true;
        self.e
            .extend(extra.iter().map(|(k, v)| (k.as_str(), Field::Value(v))));
    }
    pub(crate) fn finish(&mut self, out: &mut Out) {
        let e = &mut self.e;
        if self.unordered {
            // Insertion sort: stable, no allocation, and the keys come nearly in order.
            for i in 1..e.len() {
                let mut j = i;
                while j > 0 && e[j - 1].0.as_bytes() > e[j].0.as_bytes() {
                    e.swap(j - 1, j);
                    j -= 1;
                }
            }
        }
        write_map_len(out, e.len());
        for (k, v) in e.iter() {
            write_str(out, k);
            v.write(out);
        }
    }
}

/// The entries of a map; the keys must be strings.
pub(crate) fn entries<'a>(v: &'a Value, what: &str) -> Result<Vec<(&'a str, &'a Value)>> {
    let Value::Map(m) = v else {
        return Err(Error::metadata(format!("{what} is not a map")));
    };
    m.iter()
        .map(|(k, v)| match k.as_str() {
            Some(s) => Ok((s, v)),
            None => Err(Error::metadata(format!("{what} has a non-string key {k}"))),
        })
        .collect()
}

pub(crate) fn uint(v: &Value, key: &str) -> Result<u64> {
    v.as_u64()
        .ok_or_else(|| Error::metadata(format!("{key} is not an unsigned integer: {v}")))
}

pub(crate) fn string(v: &Value, key: &str) -> Result<String> {
    v.as_str()
        .map(str::to_owned)
        .ok_or_else(|| Error::metadata(format!("{key} is not a string: {v}")))
}

pub(crate) fn boolean(v: &Value, key: &str) -> Result<bool> {
    v.as_bool()
        .ok_or_else(|| Error::metadata(format!("{key} is not a boolean: {v}")))
}

pub(crate) fn flag(v: &Value, key: &str) -> Result<Flag> {
    match v {
        Value::Boolean(b) => Ok(Flag::Bool(*b)),
        _ => v
            .as_u64()
            .map(Flag::Uint)
            .ok_or_else(|| Error::metadata(format!("{key} is neither boolean nor uint: {v}"))),
    }
}

pub(crate) fn array<'a>(v: &'a Value, key: &str) -> Result<&'a [Value]> {
    v.as_array()
        .map(Vec::as_slice)
        .ok_or_else(|| Error::metadata(format!("{key} is not an array: {v}")))
}

pub(crate) fn uints(v: &Value, key: &str) -> Result<Vec<u64>> {
    array(v, key)?.iter().map(|x| uint(x, key)).collect()
}

pub(crate) fn strings(v: &Value, key: &str) -> Result<Vec<String>> {
    array(v, key)?.iter().map(|x| string(x, key)).collect()
}

pub(crate) fn required<T>(v: Option<T>, key: &str, what: &str) -> Result<T> {
    v.ok_or_else(|| Error::metadata(format!("{what} lacks the required key {key}")))
}

/// Builds a map; [`MapBuilder::finish`] sorts the keys.
#[derive(Default)]
pub(crate) struct MapBuilder(Vec<(String, Value)>);

impl MapBuilder {
    pub(crate) fn put(&mut self, key: &str, v: Value) {
        self.0.push((key.to_owned(), v));
    }
    pub(crate) fn opt(&mut self, key: &str, v: Option<Value>) {
        if let Some(v) = v {
            self.put(key, v);
        }
    }
    pub(crate) fn extra(&mut self, extra: &[(String, Value)]) {
        self.0.extend(extra.iter().cloned());
    }
    pub(crate) fn finish(mut self) -> Value {
        self.0.sort_by(|a, b| a.0.as_bytes().cmp(b.0.as_bytes()));
        Value::Map(
            self.0
                .into_iter()
                .map(|(k, v)| (Value::from(k), v))
                .collect(),
        )
    }
}

pub(crate) fn uint_array(v: &[u64]) -> Value {
    Value::Array(v.iter().map(|&x| Value::from(x)).collect())
}

pub(crate) fn str_array(v: &[String]) -> Value {
    Value::Array(v.iter().map(|x| Value::from(x.as_str())).collect())
}

/// Serialise a value (rmpv picks the smallest encodings, as LLVM's writer does).
pub fn to_bytes(v: &Value) -> Vec<u8> {
    let mut out = Vec::new();
    rmpv::encode::write_value(&mut out, v).expect("writing to a Vec cannot fail");
    out
}

/// Parse one value that must span all of `bytes`.
pub fn from_bytes(bytes: &[u8]) -> Result<Value> {
    let mut rd = bytes;
    let v = rmpv::decode::read_value(&mut rd)
        .map_err(|e| Error::metadata(format!("MessagePack: {e}")))?;
    if !rd.is_empty() {
        return Err(Error::metadata(format!(
            "{} trailing bytes after the MessagePack document",
            rd.len()
        )));
    }
    Ok(v)
}
