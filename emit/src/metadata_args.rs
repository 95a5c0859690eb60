//! Kernel argument metadata (`amdhsa.kernels[i].args[j]`) and the hidden-argument layouts.
//!
//! Guarantees: every argument key of AMDGPUUsage "Code Object V3 Kernel Argument Metadata Map"
//! (digest §3.7) is a typed field, every `.value_kind` of V3-V5 (plus the newer
//! `hidden_dynamic_lds_size`) is a [`ValueKind`] variant, unknown keys and unknown enum strings
//! are kept verbatim so decode → encode loses nothing. [`hidden_layout`] gives the hidden
//! argument block of V4 (56 bytes) and V5 (256 bytes) with the offsets of digest §3.8.

use crate::error::Result;
use crate::msgpack::{
    boolean, entries, opt_str, required, string, uint, write_array_len, Field, MapBuilder,
    MapWriter, Out, WriteMsgpack,
};
use rmpv::Value;
use std::borrow::Cow;

macro_rules! string_enum {
    ($(#[$m:meta])* $name:ident { $($(#[$vm:meta])* $v:ident = $s:literal,)* }) => {
        $(#[$m])*
        #[derive(Clone, Debug, PartialEq, Eq, Hash)]
        pub enum $name {
            $($(#[$vm])* $v,)*
            /// A spelling this version of gfxc does not know; kept verbatim.
            Other(String),
        }
        impl $name {
            /// The MessagePack spelling.
            pub fn as_str(&self) -> &str {
                match self {
                    $($name::$v => $s,)*
                    $name::Other(s) => s,
                }
            }
            /// Parse a spelling (unknown ones become `Other`).
            pub fn parse(s: &str) -> $name {
                match s {
                    $($s => $name::$v,)*
                    _ => $name::Other(s.to_owned()),
                }
            }
        }
    };
}

string_enum! {
    /// `.value_kind` (digest §3.7).
    ValueKind {
        ByValue = "by_value",
        GlobalBuffer = "global_buffer",
        DynamicSharedPointer = "dynamic_shared_pointer",
        Sampler = "sampler",
        Image = "image",
        Pipe = "pipe",
        Queue = "queue",
        HiddenGlobalOffsetX = "hidden_global_offset_x",
        HiddenGlobalOffsetY = "hidden_global_offset_y",
        HiddenGlobalOffsetZ = "hidden_global_offset_z",
        HiddenNone = "hidden_none",
        HiddenPrintfBuffer = "hidden_printf_buffer",
        HiddenHostcallBuffer = "hidden_hostcall_buffer",
        HiddenDefaultQueue = "hidden_default_queue",
        HiddenCompletionAction = "hidden_completion_action",
        HiddenMultigridSyncArg = "hidden_multigrid_sync_arg",
        /// V5.
        HiddenBlockCountX = "hidden_block_count_x",
        HiddenBlockCountY = "hidden_block_count_y",
        HiddenBlockCountZ = "hidden_block_count_z",
        HiddenGroupSizeX = "hidden_group_size_x",
        HiddenGroupSizeY = "hidden_group_size_y",
        HiddenGroupSizeZ = "hidden_group_size_z",
        HiddenRemainderX = "hidden_remainder_x",
        HiddenRemainderY = "hidden_remainder_y",
        HiddenRemainderZ = "hidden_remainder_z",
        HiddenGridDims = "hidden_grid_dims",
        HiddenHeapV1 = "hidden_heap_v1",
        HiddenPrivateBase = "hidden_private_base",
        HiddenSharedBase = "hidden_shared_base",
        HiddenQueuePtr = "hidden_queue_ptr",
        /// Newer LLVM (not in the seeds).
        HiddenDynamicLdsSize = "hidden_dynamic_lds_size",
    }
}

impl ValueKind {
    /// True for the implicit (runtime-filled) kinds.
    pub fn is_hidden(&self) -> bool {
        self.as_str().starts_with("hidden_")
    }
}

string_enum! {
    /// `.address_space` (digest §3.7).
    AddressSpace {
        Private = "private",
        Global = "global",
        Constant = "constant",
        Local = "local",
        Generic = "generic",
        Region = "region",
    }
}

string_enum! {
    /// `.access` / `.actual_access` (digest §3.7).
    Access {
        ReadOnly = "read_only",
        WriteOnly = "write_only",
        ReadWrite = "read_write",
    }
}

/// One `.args` entry.
#[derive(Clone, Debug, PartialEq)]
pub struct KernelArg {
    /// Borrowed for the names gfxc gives its kernels' arguments (`v0`, `v1`, ...: no
    /// allocation per argument), owned when read from a note.
    pub name: Option<Cow<'static, str>>,
    pub type_name: Option<String>,
    pub size: u64,
    pub offset: u64,
    pub value_kind: ValueKind,
    /// Deprecated; read and written back but never produced by gfxc.
    pub value_type: Option<String>,
    pub pointee_align: Option<u64>,
    pub address_space: Option<AddressSpace>,
    pub access: Option<Access>,
    pub actual_access: Option<Access>,
    pub is_const: Option<bool>,
    pub is_restrict: Option<bool>,
    pub is_volatile: Option<bool>,
    pub is_pipe: Option<bool>,
    /// Keys this version does not know, in their original form.
    pub extra: Vec<(String, Value)>,
}

impl KernelArg {
    /// A minimal argument of `kind` at `offset` with `size` bytes.
    pub fn new(kind: ValueKind, offset: u64, size: u64) -> KernelArg {
        KernelArg {
            name: None,
            type_name: None,
            size,
            offset,
            value_kind: kind,
            value_type: None,
            pointee_align: None,
            address_space: None,
            access: None,
            actual_access: None,
            is_const: None,
            is_restrict: None,
            is_volatile: None,
            is_pipe: None,
            extra: Vec::new(),
        }
    }

    /// Decode from a MessagePack map.
    pub fn from_value(v: &Value) -> Result<KernelArg> {
        let mut a = KernelArg::new(ValueKind::HiddenNone, 0, 0);
        let (mut size, mut offset, mut kind) = (None, None, None);
        for (k, v) in entries(v, "kernel argument")? {
            match k {
                ".name" => a.name = Some(Cow::Owned(string(v, k)?)),
                ".type_name" => a.type_name = Some(string(v, k)?),
                ".size" => size = Some(uint(v, k)?),
                ".offset" => offset = Some(uint(v, k)?),
                ".value_kind" => kind = Some(ValueKind::parse(&string(v, k)?)),
                ".value_type" => a.value_type = Some(string(v, k)?),
                ".pointee_align" => a.pointee_align = Some(uint(v, k)?),
                ".address_space" => a.address_space = Some(AddressSpace::parse(&string(v, k)?)),
                ".access" => a.access = Some(Access::parse(&string(v, k)?)),
                ".actual_access" => a.actual_access = Some(Access::parse(&string(v, k)?)),
                ".is_const" => a.is_const = Some(boolean(v, k)?),
                ".is_restrict" => a.is_restrict = Some(boolean(v, k)?),
                ".is_volatile" => a.is_volatile = Some(boolean(v, k)?),
                ".is_pipe" => a.is_pipe = Some(boolean(v, k)?),
                _ => a.extra.push((k.to_owned(), v.clone())),
            }
        }
        a.size = required(size, ".size", "kernel argument")?;
        a.offset = required(offset, ".offset", "kernel argument")?;
        a.value_kind = required(kind, ".value_kind", "kernel argument")?;
        Ok(a)
    }

    /// Encode as a MessagePack map (keys sorted).
    pub fn to_value(&self) -> Value {
        let s = |x: &Option<String>| x.as_deref().map(Value::from);
        let mut m = MapBuilder::default();
        m.opt(".name", self.name.as_deref().map(Value::from));
        m.opt(".type_name", s(&self.type_name));
        m.put(".size", Value::from(self.size));
        m.put(".offset", Value::from(self.offset));
        m.put(".value_kind", Value::from(self.value_kind.as_str()));
        m.opt(".value_type", s(&self.value_type));
        m.opt(".pointee_align", self.pointee_align.map(Value::from));
        m.opt(
            ".address_space",
            self.address_space.as_ref().map(|x| Value::from(x.as_str())),
        );
        m.opt(
            ".access",
            self.access.as_ref().map(|x| Value::from(x.as_str())),
        );
        m.opt(
            ".actual_access",
            self.actual_access.as_ref().map(|x| Value::from(x.as_str())),
        );
        m.opt(".is_const", self.is_const.map(Value::Boolean));
        m.opt(".is_restrict", self.is_restrict.map(Value::Boolean));
        m.opt(".is_volatile", self.is_volatile.map(Value::Boolean));
        m.opt(".is_pipe", self.is_pipe.map(Value::Boolean));
        m.extra(&self.extra);
        m.finish()
    }
}

impl KernelArg {
    /// [`KernelArg::to_value`] written straight as MessagePack (the same bytes).
    pub(crate) fn write_msgpack(&self, out: &mut Out) {
        // In byte order of the keys (`MapWriter::put`).
        let s = opt_str;
        let mut m = MapWriter::default();
        m.opt(
            ".access",
            self.access.as_ref().map(|x| Field::Str(x.as_str())),
        );
        m.opt(
            ".actual_access",
            self.actual_access.as_ref().map(|x| Field::Str(x.as_str())),
        );
        m.opt(
            ".address_space",
            self.address_space.as_ref().map(|x| Field::Str(x.as_str())),
        );
        m.opt(".is_const", self.is_const.map(Field::Bool));
        m.opt(".is_pipe", self.is_pipe.map(Field::Bool));
        m.opt(".is_restrict", self.is_restrict.map(Field::Bool));
        m.opt(".is_volatile", self.is_volatile.map(Field::Bool));
        m.opt(".name", self.name.as_deref().map(Field::Str));
        m.put(".offset", Field::Uint(self.offset));
        m.opt(".pointee_align", self.pointee_align.map(Field::Uint));
        m.put(".size", Field::Uint(self.size));
        m.opt(".type_name", s(&self.type_name));
        m.put(".value_kind", Field::Str(self.value_kind.as_str()));
        m.opt(".value_type", s(&self.value_type));
        m.extra(&self.extra);
        m.finish(out);
    }
}

impl WriteMsgpack for Vec<KernelArg> {
    fn write_msgpack(&self, out: &mut Out) {
        write_array_len(out, self.len());
        let mut i = 0;
        while i < self.len() {
            let n = self[i..].iter().take_while(|a| a.is_plain()).count();
            if n == 0 {
                self[i].write_msgpack(out);
                i += 1;
            } else {
                write_plain(&self[i..i + n], out);
                i += n;
            }
        }
    }
}

impl KernelArg {
    /// Only `.offset`, `.size` and a `.value_kind` gfxc knows ([`KernelArg::new`]'s form: the
    /// hidden arguments of every kernel). Its map is three entries in key order: `.offset`,
    /// `.size`, `.value_kind` ([`KernelArg::write_msgpack`] puts nothing else).
    fn is_plain(&self) -> bool {
        self.name.is_none()
            && self.type_name.is_none()
            && self.value_type.is_none()
            && self.pointee_align.is_none()
            && self.address_space.is_none()
            && self.access.is_none()
            && self.actual_access.is_none()
            && self.is_const.is_none()
            && self.is_restrict.is_none()
            && self.is_volatile.is_none()
            && self.is_pipe.is_none()
            && self.extra.is_empty()
            && !matches!(self.value_kind, ValueKind::Other(_))
    }
}

/// What `rmp` wrote for the last run of plain arguments ([`KernelArg::is_plain`]) on this
/// thread, less their offsets: a plain argument's map is `head`, the offset, then the tail of
/// its (kind, size). Every kernel has the same hidden arguments, at an offset after its own
/// arguments, so the tails are written once per thread instead of ~600 instructions of
/// `rmp` calls per argument and compile.
#[derive(Default)]
struct PlainTails {
    /// The map header and the `.offset` key.
    head: Vec<u8>,
    /// (kind, size) of each argument of the run.
    keys: Vec<(ValueKind, u64)>,
    /// The tails, one after another; `ends[i]` is the end of argument `i`'s.
    bytes: Vec<u8>,
    ends: Vec<usize>,
}

thread_local! {
    static PLAIN_TAILS: std::cell::RefCell<PlainTails> = Default::default();
}

/// Writes a run of plain arguments: the same bytes as [`KernelArg::write_msgpack`] of each
/// (a map of `.offset`, `.size`, `.value_kind`, each key and value written by `rmp`), with
/// the parts that do not depend on the offset kept from the last run of the same kinds and
/// sizes.
fn write_plain(run: &[KernelArg], out: &mut Out) {
    #[cfg(debug_assertions)]
    let start = out.as_slice().len();
    PLAIN_TAILS.with(|c| {
        let mut c = c.borrow_mut();
        let c = &mut *c;
        if c.head.is_empty() {
            let mut h = Out::new();
            crate::msgpack::write_map_len(&mut h, 3);
            crate::msgpack::write_str(&mut h, ".offset");
            c.head = h.into_vec();
        }
        let same = c.keys.len() == run.len()
            && c.keys
                .iter()
                .zip(run)
                .all(|(k, a)| k.1 == a.size && k.0 == a.value_kind);
        if !same {
            c.keys.clear();
            c.ends.clear();
            let mut t = Out::from_vec(std::mem::take(&mut c.bytes));
            t.as_mut_vec().clear();
            for a in run {
                crate::msgpack::write_str(&mut t, ".size");
                crate::msgpack::write_uint(&mut t, a.size);
                crate::msgpack::write_str(&mut t, ".value_kind");
                crate::msgpack::write_str(&mut t, a.value_kind.as_str());
                c.keys.push((a.value_kind.clone(), a.size));
                c.ends.push(t.as_slice().len());
            }
            c.bytes = t.into_vec();
        }
        let mut from = 0;
        for (a, &end) in run.iter().zip(&c.ends) {
            out.as_mut_vec().extend_from_slice(&c.head);
            crate::msgpack::write_uint(out, a.offset);
            out.as_mut_vec().extend_from_slice(&c.bytes[from..end]);
            from = end;
        }
    });
    #[cfg(debug_assertions)]
    {
        let mut check = Out::new();
        for a in run {
            a.write_msgpack(&mut check);
        }
        assert_eq!(
            &out.as_slice()[start..],
            check.as_slice(),
            "kept plain argument bytes differ from rmp's"
        );
    }
}

/// One slot of a hidden-argument block: kind, offset from the block start, size.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HiddenSlot {
    pub kind: ValueKind,
    pub offset: u64,
    pub size: u64,
}

/// Size of the V4 (and V3) hidden block (digest §3.8).
pub const HIDDEN_BLOCK_SIZE_V4: u64 = 56;
/// Size of the V5 hidden block (digest §3.8).
pub const HIDDEN_BLOCK_SIZE_V5: u64 = 256;
/// Alignment of the hidden block after the explicit arguments.
pub const HIDDEN_BLOCK_ALIGN: u64 = 8;

const fn slot(kind: ValueKind, offset: u64, size: u64) -> HiddenSlot {
    HiddenSlot { kind, offset, size }
}

/// The V5 hidden block's slots.
static HIDDEN_V5: [HiddenSlot; 23] = {
    use ValueKind::*;
    [
        slot(HiddenBlockCountX, 0, 4),
        slot(HiddenBlockCountY, 4, 4),
        slot(HiddenBlockCountZ, 8, 4),
        slot(HiddenGroupSizeX, 12, 2),
        slot(HiddenGroupSizeY, 14, 2),
        slot(HiddenGroupSizeZ, 16, 2),
        slot(HiddenRemainderX, 18, 2),
        slot(HiddenRemainderY, 20, 2),
        slot(HiddenRemainderZ, 22, 2),
        slot(HiddenGlobalOffsetX, 40, 8),
        slot(HiddenGlobalOffsetY, 48, 8),
        slot(HiddenGlobalOffsetZ, 56, 8),
        slot(HiddenGridDims, 64, 2),
        slot(HiddenPrintfBuffer, 72, 8),
        slot(HiddenHostcallBuffer, 80, 8),
        slot(HiddenMultigridSyncArg, 88, 8),
        slot(HiddenHeapV1, 96, 8),
        slot(HiddenDefaultQueue, 104, 8),
        slot(HiddenCompletionAction, 112, 8),
        slot(HiddenDynamicLdsSize, 120, 4),
        slot(HiddenPrivateBase, 192, 4),
        slot(HiddenSharedBase, 196, 4),
        slot(HiddenQueuePtr, 200, 8),
    ]
};

/// The V3/V4 hidden block's slots.
static HIDDEN_V4: [HiddenSlot; 7] = {
    use ValueKind::*;
    [
        slot(HiddenGlobalOffsetX, 0, 8),
        slot(HiddenGlobalOffsetY, 8, 8),
        slot(HiddenGlobalOffsetZ, 16, 8),
        slot(HiddenPrintfBuffer, 24, 8),
        slot(HiddenDefaultQueue, 32, 8),
        slot(HiddenCompletionAction, 40, 8),
        slot(HiddenMultigridSyncArg, 48, 8),
    ]
};

/// The hidden block of a code object version (3, 4 or 5): the slots the runtime fills.
/// V3/V4 slot 24 may be the printf or the hostcall buffer; it is listed as printf.
pub fn hidden_layout(code_object_version: u32) -> Vec<HiddenSlot> {
    hidden_slots(code_object_version).to_vec()
}

/// [`hidden_layout`] as a static table (no vector made per kernel).
pub fn hidden_slots(code_object_version: u32) -> &'static [HiddenSlot] {
    if code_object_version >= 5 {
        &HIDDEN_V5
    } else {
        &HIDDEN_V4
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn arg_round_trip_keeps_unknown_keys_and_kinds() {
        let mut a = KernelArg::new(ValueKind::parse("hidden_future_thing"), 8, 4);
        a.extra.push((".vendor_key".into(), Value::from(7)));
        a.address_space = Some(AddressSpace::Global);
        let v = a.to_value();
        assert_eq!(KernelArg::from_value(&v).unwrap(), a);
        assert!(a.value_kind.is_hidden());
    }

    #[test]
    fn missing_required_key_is_an_error() {
        let v = Value::Map(vec![(Value::from(".size"), Value::from(4))]);
        assert!(KernelArg::from_value(&v).is_err());
    }

    #[test]
    fn v5_layout_matches_llvm_constants() {
        let l = hidden_layout(5);
        let at = |k: ValueKind| l.iter().find(|s| s.kind == k).unwrap().offset;
        assert_eq!(at(ValueKind::HiddenHostcallBuffer), 80);
        assert_eq!(at(ValueKind::HiddenQueuePtr), 200);
        assert_eq!(hidden_layout(4).len(), 7);
    }
}
