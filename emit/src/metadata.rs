//! Code object metadata V3/V4/V5 (the MessagePack document of the `NT_AMDGPU_METADATA` note).
//!
//! Guarantees: every top-level key (digest §3.5) and every kernel key (digest §3.6, plus the
//! newer `.max_num_workgroups_x/y/z`) is a typed field; required keys are checked on decode;
//! unknown keys are kept in `extra` and written back, so `from_value(to_value(m)) == m` and
//! `to_value(from_value(v))` equals `v` up to key order. Keys are written sorted, as LLVM does,
//! which makes LLVM's notes re-encode byte for byte.

use crate::error::{Error, Result};
use crate::metadata_args::KernelArg;
use crate::msgpack::{
    array, entries, flag, opt_str, required, str_array, string, strings, uint, uint_array, uints,
    write_array_len, Field, Flag, MapBuilder, MapWriter, Out, WriteMsgpack,
};
use rmpv::Value;

/// `.kind` (digest §3.6).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KernelKind {
    Normal,
    Init,
    Fini,
    Other(String),
}

impl KernelKind {
    pub fn as_str(&self) -> &str {
        match self {
            KernelKind::Normal => "normal",
            KernelKind::Init => "init",
            KernelKind::Fini => "fini",
            KernelKind::Other(s) => s,
        }
    }
    pub fn parse(s: &str) -> KernelKind {
        match s {
            "normal" => KernelKind::Normal,
            "init" => KernelKind::Init,
            "fini" => KernelKind::Fini,
            _ => KernelKind::Other(s.to_owned()),
        }
    }
}

/// One entry of `amdhsa.kernels`.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct KernelMetadata {
    pub name: String,
    /// Name of the descriptor symbol, `NAME.kd`.
    pub symbol: String,
    pub language: Option<String>,
    pub language_version: Option<Vec<u64>>,
    pub args: Option<Vec<KernelArg>>,
    pub reqd_workgroup_size: Option<Vec<u64>>,
    pub workgroup_size_hint: Option<Vec<u64>>,
    pub vec_type_hint: Option<String>,
    pub device_enqueue_symbol: Option<String>,
    pub kernarg_segment_size: u64,
    pub group_segment_fixed_size: u64,
    pub private_segment_fixed_size: u64,
    pub kernarg_segment_align: u64,
    pub wavefront_size: u64,
    pub sgpr_count: u64,
    pub vgpr_count: u64,
    pub agpr_count: Option<u64>,
    pub max_flat_workgroup_size: u64,
    pub sgpr_spill_count: Option<u64>,
    pub vgpr_spill_count: Option<u64>,
    pub kind: Option<KernelKind>,
    /// V5.
    pub uses_dynamic_stack: Option<Flag>,
    /// V5, GFX10+ (LLVM writes uint 0/1).
    pub workgroup_processor_mode: Option<Flag>,
    /// V5 (LLVM writes uint 1, only when set).
    pub uniform_work_group_size: Option<Flag>,
    /// Newer LLVM: `.max_num_workgroups_x/y/z`.
    pub max_num_workgroups: [Option<u64>; 3],
    /// Keys this version does not know.
    pub extra: Vec<(String, Value)>,
}

const WHAT_KERNEL: &str = "amdhsa.kernels entry";

impl KernelMetadata {
    /// Decode one kernel map.
    pub fn from_value(v: &Value) -> Result<KernelMetadata> {
        let mut k = KernelMetadata::default();
        let mut req: [Option<u64>; 8] = [None; 8];
        let (mut name, mut symbol) = (None, None);
        const REQ: [&str; 8] = [
            ".kernarg_segment_size",
            ".group_segment_fixed_size",
            ".private_segment_fixed_size",
            ".kernarg_segment_align",
            ".wavefront_size",
            ".sgpr_count",
            ".vgpr_count",
            ".max_flat_workgroup_size",
        ];
        for (key, v) in entries(v, WHAT_KERNEL)? {
            if let Some(i) = REQ.iter().position(|r| *r == key) {
                req[i] = Some(uint(v, key)?);
                continue;
            }
            match key {
                ".name" => name = Some(string(v, key)?),
                ".symbol" => symbol = Some(string(v, key)?),
                ".language" => k.language = Some(string(v, key)?),
                ".language_version" => k.language_version = Some(uints(v, key)?),
                ".args" => {
                    k.args = Some(
                        array(v, key)?
                            .iter()
                            .map(KernelArg::from_value)
                            .collect::<Result<_>>()?,
                    )
                }
                ".reqd_workgroup_size" => k.reqd_workgroup_size = Some(uints(v, key)?),
                ".workgroup_size_hint" => k.workgroup_size_hint = Some(uints(v, key)?),
                ".vec_type_hint" => k.vec_type_hint = Some(string(v, key)?),
                ".device_enqueue_symbol" => k.device_enqueue_symbol = Some(string(v, key)?),
                ".agpr_count" => k.agpr_count = Some(uint(v, key)?),
                ".sgpr_spill_count" => k.sgpr_spill_count = Some(uint(v, key)?),
                ".vgpr_spill_count" => k.vgpr_spill_count = Some(uint(v, key)?),
                ".kind" => k.kind = Some(KernelKind::parse(&string(v, key)?)),
                ".uses_dynamic_stack" => k.uses_dynamic_stack = Some(flag(v, key)?),
                ".workgroup_processor_mode" => k.workgroup_processor_mode = Some(flag(v, key)?),
                ".uniform_work_group_size" => k.uniform_work_group_size = Some(flag(v, key)?),
                ".max_num_workgroups_x" => k.max_num_workgroups[0] = Some(uint(v, key)?),
                ".max_num_workgroups_y" => k.max_num_workgroups[1] = Some(uint(v, key)?),
                ".max_num_workgroups_z" => k.max_num_workgroups[2] = Some(uint(v, key)?),
                _ => k.extra.push((key.to_owned(), v.clone())),
            }
        }
        k.name = required(name, ".name", WHAT_KERNEL)?;
        k.symbol = required(symbol, ".symbol", WHAT_KERNEL)?;
        let r = |i: usize| required(req[i], REQ[i], WHAT_KERNEL);
        k.kernarg_segment_size = r(0)?;
        k.group_segment_fixed_size = r(1)?;
        k.private_segment_fixed_size = r(2)?;
        k.kernarg_segment_align = r(3)?;
        k.wavefront_size = r(4)?;
        k.sgpr_count = r(5)?;
        k.vgpr_count = r(6)?;
        k.max_flat_workgroup_size = r(7)?;
        Ok(k)
    }

    /// Encode as a map with sorted keys.
    pub fn to_value(&self) -> Value {
        let s = |x: &Option<String>| x.as_deref().map(Value::from);
        let u = |x: Option<u64>| x.map(Value::from);
        let mut m = MapBuilder::default();
        m.put(".name", Value::from(self.name.as_str()));
        m.put(".symbol", Value::from(self.symbol.as_str()));
        m.opt(".language", s(&self.language));
        m.opt(
            ".language_version",
            self.language_version.as_deref().map(uint_array),
        );
        m.opt(
            ".args",
            self.args
                .as_ref()
                .map(|a| Value::Array(a.iter().map(KernelArg::to_value).collect())),
        );
        m.opt(
            ".reqd_workgroup_size",
            self.reqd_workgroup_size.as_deref().map(uint_array),
        );
        m.opt(
            ".workgroup_size_hint",
            self.workgroup_size_hint.as_deref().map(uint_array),
        );
        m.opt(".vec_type_hint", s(&self.vec_type_hint));
        m.opt(".device_enqueue_symbol", s(&self.device_enqueue_symbol));
        m.put(
            ".kernarg_segment_size",
            Value::from(self.kernarg_segment_size),
        );
        m.put(
            ".group_segment_fixed_size",
            Value::from(self.group_segment_fixed_size),
        );
        m.put(
            ".private_segment_fixed_size",
            Value::from(self.private_segment_fixed_size),
        );
        m.put(
            ".kernarg_segment_align",
            Value::from(self.kernarg_segment_align),
        );
        m.put(".wavefront_size", Value::from(self.wavefront_size));
        m.put(".sgpr_count", Value::from(self.sgpr_count));
        m.put(".vgpr_count", Value::from(self.vgpr_count));
        m.opt(".agpr_count", u(self.agpr_count));
        m.put(
            ".max_flat_workgroup_size",
            Value::from(self.max_flat_workgroup_size),
        );
        m.opt(".sgpr_spill_count", u(self.sgpr_spill_count));
        m.opt(".vgpr_spill_count", u(self.vgpr_spill_count));
        m.opt(".kind", self.kind.as_ref().map(|k| Value::from(k.as_str())));
        m.opt(
            ".uses_dynamic_stack",
            self.uses_dynamic_stack.map(Flag::to_value),
        );
        m.opt(
            ".workgroup_processor_mode",
            self.workgroup_processor_mode.map(Flag::to_value),
        );
        m.opt(
            ".uniform_work_group_size",
            self.uniform_work_group_size.map(Flag::to_value),
        );
        for (key, n) in MAX_NUM_WORKGROUPS.iter().zip(self.max_num_workgroups) {
            m.opt(key, u(n));
        }
        m.extra(&self.extra);
        m.finish()
    }
}

/// `.max_num_workgroups_x/y/z`.
const MAX_NUM_WORKGROUPS: [&str; 3] = [
    ".max_num_workgroups_x",
    ".max_num_workgroups_y",
    ".max_num_workgroups_z",
];

impl KernelMetadata {
    /// [`KernelMetadata::to_value`] written straight as MessagePack (the same bytes).
    fn write_msgpack(&self, out: &mut Out) {
        // In byte order of the keys (`MapWriter::put`).
        let s = opt_str;
        let u = |x: Option<u64>| x.map(Field::Uint);
        let mut m = MapWriter::default();
        m.opt(".agpr_count", u(self.agpr_count));
        m.opt(
            ".args",
            self.args
                .as_ref()
                .map(|a| Field::Nested(a as &dyn WriteMsgpack)),
        );
        m.opt(".device_enqueue_symbol", s(&self.device_enqueue_symbol));
        m.put(
            ".group_segment_fixed_size",
            Field::Uint(self.group_segment_fixed_size),
        );
        m.put(
            ".kernarg_segment_align",
            Field::Uint(self.kernarg_segment_align),
        );
        m.put(
            ".kernarg_segment_size",
            Field::Uint(self.kernarg_segment_size),
        );
        m.opt(".kind", self.kind.as_ref().map(|k| Field::Str(k.as_str())));
        m.opt(".language", s(&self.language));
        m.opt(
            ".language_version",
            self.language_version.as_deref().map(Field::Uints),
        );
        m.put(
            ".max_flat_workgroup_size",
            Field::Uint(self.max_flat_workgroup_size),
        );
        for (key, n) in MAX_NUM_WORKGROUPS.iter().zip(self.max_num_workgroups) {
            m.opt(key, u(n));
        }
        m.put(".name", Field::Str(&self.name));
        m.put(
            ".private_segment_fixed_size",
            Field::Uint(self.private_segment_fixed_size),
        );
        m.opt(
            ".reqd_workgroup_size",
            self.reqd_workgroup_size.as_deref().map(Field::Uints),
        );
        m.put(".sgpr_count", Field::Uint(self.sgpr_count));
        m.opt(".sgpr_spill_count", u(self.sgpr_spill_count));
        m.put(".symbol", Field::Str(&self.symbol));
        m.opt(
            ".uniform_work_group_size",
            self.uniform_work_group_size.map(Field::Flag),
        );
        m.opt(
            ".uses_dynamic_stack",
            self.uses_dynamic_stack.map(Field::Flag),
        );
        m.opt(".vec_type_hint", s(&self.vec_type_hint));
        m.put(".vgpr_count", Field::Uint(self.vgpr_count));
        m.opt(".vgpr_spill_count", u(self.vgpr_spill_count));
        m.put(".wavefront_size", Field::Uint(self.wavefront_size));
        m.opt(
            ".workgroup_processor_mode",
            self.workgroup_processor_mode.map(Field::Flag),
        );
        m.opt(
            ".workgroup_size_hint",
            self.workgroup_size_hint.as_deref().map(Field::Uints),
        );
        m.extra(&self.extra);
        m.finish(out);
    }
}

impl WriteMsgpack for Vec<KernelMetadata> {
    fn write_msgpack(&self, out: &mut Out) {
        write_array_len(out, self.len());
        for k in self {
            k.write_msgpack(out);
        }
    }
}

/// Borrowed kernel entries: the same array as owned ones ([`Metadata::write_msgpack_with`]).
struct KernelRefs<'a>(&'a [&'a KernelMetadata]);

impl WriteMsgpack for KernelRefs<'_> {
    fn write_msgpack(&self, out: &mut Out) {
        write_array_len(out, self.0.len());
        for k in self.0 {
            k.write_msgpack(out);
        }
    }
}

/// The whole metadata document.
#[derive(Clone, Debug, PartialEq, Default)]
pub struct Metadata {
    /// `amdhsa.version`: `[1, 0]` V3, `[1, 1]` V4, `[1, 2]` V5.
    pub version: Vec<u64>,
    /// `amdhsa.target` (V4+): `amdgcn-amd-amdhsa--<target-id>`.
    pub target: Option<String>,
    pub printf: Option<Vec<String>>,
    pub kernels: Vec<KernelMetadata>,
    /// Top-level keys this version does not know.
    pub extra: Vec<(String, Value)>,
}

/// The triple prefix of `amdhsa.target` (digest §1.6).
pub const TARGET_PREFIX: &str = "amdgcn-amd-amdhsa--";

impl Metadata {
    /// The `amdhsa.version` of a code object version (3, 4 or 5).
    pub fn version_for(code_object_version: u32) -> Vec<u64> {
        vec![1, code_object_version.saturating_sub(3) as u64]
    }

    /// The code object version the `amdhsa.version` names (3 for `[1, 0]` ...).
    pub fn code_object_version(&self) -> Option<u32> {
        match self.version.as_slice() {
            [1, minor] if *minor < 8 => Some(3 + *minor as u32),
            _ => None,
        }
    }

    /// The target ID of `amdhsa.target`, without the triple.
    pub fn target_id(&self) -> Option<&str> {
        self.target.as_deref()?.strip_prefix(TARGET_PREFIX)
    }

    /// Decode the document.
    pub fn from_value(v: &Value) -> Result<Metadata> {
        let mut m = Metadata::default();
        let (mut version, mut kernels) = (None, None);
        for (key, v) in entries(v, "metadata document")? {
            match key {
                "amdhsa.version" => {
                    let ver = uints(v, key)?;
                    if ver.len() != 2 {
                        return Err(Error::metadata(format!(
                            "amdhsa.version has {} elements, not 2",
                            ver.len()
                        )));
                    }
                    version = Some(ver)
                }
                "amdhsa.target" => m.target = Some(string(v, key)?),
                "amdhsa.printf" => m.printf = Some(strings(v, key)?),
                "amdhsa.kernels" => {
                    kernels = Some(
                        array(v, key)?
                            .iter()
                            .map(KernelMetadata::from_value)
                            .collect::<Result<_>>()?,
                    )
                }
                _ => m.extra.push((key.to_owned(), v.clone())),
            }
        }
        m.version = required(version, "amdhsa.version", "metadata document")?;
        m.kernels = required(kernels, "amdhsa.kernels", "metadata document")?;
        Ok(m)
    }

    /// Encode the document (keys sorted).
    pub fn to_value(&self) -> Value {
        let mut m = MapBuilder::default();
        m.put("amdhsa.version", uint_array(&self.version));
        m.opt("amdhsa.target", self.target.as_deref().map(Value::from));
        m.opt("amdhsa.printf", self.printf.as_deref().map(str_array));
        m.put(
            "amdhsa.kernels",
            Value::Array(self.kernels.iter().map(KernelMetadata::to_value).collect()),
        );
        m.extra(&self.extra);
        m.finish()
    }

    /// The MessagePack bytes of the note's desc: the bytes of [`Metadata::to_value`], written
    /// without building its tree.
    pub fn to_msgpack(&self) -> Vec<u8> {
        let args: usize = self
            .kernels
            .iter()
            .map(|k| k.args.as_ref().map_or(0, Vec::len))
            .sum();
        let mut out = Vec::with_capacity(size_guess(self.kernels.len(), args));
        self.write_doc(&self.kernels, &mut out);
        out
    }

    /// [`Metadata::to_msgpack`] of this document with `kernels` in place of its own
    /// `kernels` (which the caller leaves empty), appended to `out`: the bytes of the document
    /// that owns them. The code object of a compile borrows its kernels' entries this way
    /// instead of cloning them (the deep clone was ~1% of compiling an ordinary kernel), and
    /// writes them straight into its note ([`crate::note::metadata_note_with`]).
    pub(crate) fn write_msgpack_with(&self, kernels: &[&KernelMetadata], out: &mut Vec<u8>) {
        self.write_doc(&KernelRefs(kernels), out)
    }

    /// A guess of the size of [`Metadata::write_msgpack_with`]'s bytes (room reserved once).
    pub(crate) fn msgpack_size_guess(kernels: &[&KernelMetadata]) -> usize {
        let args: usize = kernels
            .iter()
            .map(|k| k.args.as_ref().map_or(0, Vec::len))
            .sum();
        size_guess(kernels.len(), args)
    }

    fn write_doc(&self, kernels: &dyn WriteMsgpack, buf: &mut Vec<u8>) {
        let mut out = Out::from(std::mem::take(buf));
        // In byte order of the keys (`MapWriter::put`).
        let mut m = MapWriter::default();
        m.put("amdhsa.kernels", Field::Nested(kernels));
        m.opt("amdhsa.printf", self.printf.as_deref().map(Field::Strs));
        m.opt("amdhsa.target", self.target.as_deref().map(Field::Str));
        m.put("amdhsa.version", Field::Uints(&self.version));
        m.extra(&self.extra);
        m.finish(&mut out);
        *buf = out.into_vec();
    }

    /// Parse the note's desc.
    pub fn from_msgpack(bytes: &[u8]) -> Result<Metadata> {
        Metadata::from_value(&crate::msgpack::from_bytes(bytes)?)
    }

    /// The kernel whose `.symbol` is `symbol`.
    pub fn kernel_by_symbol(&self, symbol: &str) -> Option<&KernelMetadata> {
        self.kernels.iter().find(|k| k.symbol == symbol)
    }
}

/// Room for a document of `n` kernels with `args` arguments in all (most fit).
fn size_guess(n: usize, args: usize) -> usize {
    128 + 640 * n + 112 * args
}

/// The metadata of several objects linked into one (`gfxc link`; `ld.lld` leaves one note per
/// input object): the kernels of all of them, in order. They must agree on `amdhsa.version`
/// and `amdhsa.target` (an object without a target, e.g. one without kernels, agrees with
/// any); the first `amdhsa.printf` is kept, and the other top-level keys of the first note.
pub fn merge(docs: Vec<Metadata>) -> std::result::Result<Metadata, String> {
    let mut it = docs.into_iter();
    let mut out = it.next().ok_or("no metadata to merge")?;
    for d in it {
        if d.version != out.version {
            return Err(format!(
                "amdhsa.version {:?} and {:?} of linked objects differ",
                out.version, d.version
            ));
        }
        match (&out.target, &d.target) {
            (Some(a), Some(b)) if a != b => {
                return Err(format!(
                    "amdhsa.target {a} and {b} of linked objects differ"
                ))
            }
            (None, Some(b)) => out.target = Some(b.clone()),
            _ => {}
        }
        if out.printf.is_none() {
            out.printf = d.printf;
        }
        out.kernels.extend(d.kernels);
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::metadata_args::{AddressSpace, ValueKind};

    fn sample() -> Metadata {
        let mut arg = KernelArg::new(ValueKind::GlobalBuffer, 0, 8);
        arg.name = Some("out".into());
        arg.address_space = Some(AddressSpace::Global);
        Metadata {
            version: Metadata::version_for(5),
            target: Some(format!("{TARGET_PREFIX}gfx90a")),
            printf: None,
            kernels: vec![KernelMetadata {
                name: "add".into(),
                symbol: "add.kd".into(),
                args: Some(vec![arg]),
                kernarg_segment_size: 20,
                kernarg_segment_align: 8,
                wavefront_size: 64,
                sgpr_count: 12,
                vgpr_count: 4,
                agpr_count: Some(0),
                max_flat_workgroup_size: 1024,
                uses_dynamic_stack: Some(Flag::Bool(false)),
                extra: vec![(".vendor.thing".into(), Value::from("x"))],
                ..KernelMetadata::default()
            }],
            extra: vec![("vendor.top".into(), Value::from(1))],
        }
    }

    #[test]
    fn round_trip_and_sorted_keys() {
        let m = sample();
        let bytes = m.to_msgpack();
        let back = Metadata::from_msgpack(&bytes).unwrap();
        assert_eq!(back, m);
        assert_eq!(back.code_object_version(), Some(5));
        assert_eq!(back.target_id(), Some("gfx90a"));
        // Digest §3.4: an LLVM document starts with the kernels key.
        assert_eq!(&bytes[..16], b"\x84\xaeamdhsa.kernels");
    }

    /// The direct writer gives the bytes of the `Value` tree on every field, optional or not,
    /// every `Flag` form, unknown keys sorting among the known ones (and equal to one), and
    /// every width of integer, string, array and map header.
    #[test]
    fn direct_writer_equals_value_tree() {
        let mut m = sample();
        assert_eq!(m.to_msgpack(), crate::msgpack::to_bytes(&m.to_value()));
        let mut a = KernelArg::new(ValueKind::ByValue, 1 << 33, 70_000);
        a.type_name = Some("x".repeat(40));
        a.value_type = Some("y".repeat(300));
        a.pointee_align = Some(255);
        a.access = Some(crate::metadata_args::Access::ReadOnly);
        a.actual_access = Some(crate::metadata_args::Access::Other("z".repeat(70_000)));
        a.is_const = Some(true);
        a.is_restrict = Some(false);
        a.is_volatile = Some(true);
        a.is_pipe = Some(false);
        a.extra = vec![
            (".a".into(), Value::from(-5)),
            (".size".into(), Value::from(3)),
            (".zz".into(), Value::Array(vec![Value::Nil; 20])),
        ];
        let k = &mut m.kernels[0];
        k.args.as_mut().unwrap().push(a);
        k.language = Some("OpenCL C".into());
        k.language_version = Some(vec![2, 0]);
        k.reqd_workgroup_size = Some(vec![64, 1, 1]);
        k.workgroup_size_hint = Some((0..20).map(|i| 1 << (3 * i)).collect());
        k.vec_type_hint = Some("float4".into());
        k.device_enqueue_symbol = Some("dev".into());
        k.sgpr_spill_count = Some(65_536);
        k.vgpr_spill_count = Some(u32::MAX as u64 + 1);
        k.kind = Some(KernelKind::Other("custom".into()));
        k.uses_dynamic_stack = Some(Flag::Uint(1));
        k.workgroup_processor_mode = Some(Flag::Bool(true));
        k.uniform_work_group_size = Some(Flag::Uint(300));
        k.max_num_workgroups = [Some(1), None, Some(1 << 20)];
        k.extra.push((".kind".into(), Value::from("dup")));
        let mut k2 = k.clone();
        k2.args = None;
        k2.name = "n".repeat(32);
        m.kernels.push(k2);
        m.printf = Some((0..17).map(|i| format!("{i}:fmt")).collect());
        m.extra.push(("amdhsa.a".into(), Value::from(true)));
        assert_eq!(m.to_msgpack(), crate::msgpack::to_bytes(&m.to_value()));
        m.kernels.clear();
        m.target = None;
        assert_eq!(m.to_msgpack(), crate::msgpack::to_bytes(&m.to_value()));
    }

    #[test]
    fn errors_not_panics() {
        assert!(Metadata::from_msgpack(&[0xc1]).is_err());
        assert!(Metadata::from_msgpack(&[0x80]).is_err());
        let mut bytes = sample().to_msgpack();
        bytes.push(0);
        assert!(Metadata::from_msgpack(&bytes).is_err());
        let v = Value::Map(vec![(Value::from(1), Value::from(1))]);
        assert!(Metadata::from_value(&v).is_err());
    }
}
