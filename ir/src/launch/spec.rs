//! Launch specs (`docs/launch-spec.md`): parsing, validation and buffer initialisation.
//!
//! Guarantees: [`LaunchSpec::parse`] accepts exactly the documented format (plus an ignored
//! top-level `"note"` or `"comment"` string) and rejects anything else with a message naming
//! the offending member (`args[2]: ...`, `buffers.x.init: ...`); it never panics. Numbers are
//! converted exactly: integers must be in range for their type, float literals are rounded to
//! nearest-even straight from the decimal text (binary16 through `f64`), a finite literal that
//! overflows its float type is an error. Besides numbers, float values may be the strings
//! `"NaN"`, `"inf"`, `"-inf"`, and every value may be a hex string of raw bits (`"0x3f800000"`),
//! as `--bits` prints them. Buffer contents ([`BufferSpec::initial_bytes`]) are deterministic:
//! `random` is SplitMix64 exactly as the spec writes it.

use super::float::{f64_to_f16, FloatKind};
use super::json::{self, Json};

/// The element type of a buffer or a scalar argument.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum ElemType {
    I8,
    I16,
    I32,
    I64,
    U8,
    U16,
    U32,
    U64,
    F16,
    F32,
    F64,
}

impl ElemType {
    pub const ALL: [ElemType; 11] = [
        ElemType::I8,
        ElemType::I16,
        ElemType::I32,
        ElemType::I64,
        ElemType::U8,
        ElemType::U16,
        ElemType::U32,
        ElemType::U64,
        ElemType::F16,
        ElemType::F32,
        ElemType::F64,
    ];

    pub fn name(self) -> &'static str {
        match self {
            ElemType::I8 => "i8",
            ElemType::I16 => "i16",
            ElemType::I32 => "i32",
            ElemType::I64 => "i64",
            ElemType::U8 => "u8",
            ElemType::U16 => "u16",
            ElemType::U32 => "u32",
            ElemType::U64 => "u64",
            ElemType::F16 => "f16",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
        }
    }

    pub fn from_name(s: &str) -> Option<ElemType> {
        ElemType::ALL.into_iter().find(|t| t.name() == s)
    }

    /// Size in bytes.
    pub fn bytes(self) -> u32 {
        match self {
            ElemType::I8 | ElemType::U8 => 1,
            ElemType::I16 | ElemType::U16 | ElemType::F16 => 2,
            ElemType::I32 | ElemType::U32 | ElemType::F32 => 4,
            ElemType::I64 | ElemType::U64 | ElemType::F64 => 8,
        }
    }

    pub fn bits(self) -> u32 {
        self.bytes() * 8
    }

    /// The float format, for float types.
    pub fn float_kind(self) -> Option<FloatKind> {
        match self {
            ElemType::F16 => Some(FloatKind::F16),
            ElemType::F32 => Some(FloatKind::F32),
            ElemType::F64 => Some(FloatKind::F64),
            _ => None,
        }
    }

    pub fn is_float(self) -> bool {
        self.float_kind().is_some()
    }

    pub fn is_signed(self) -> bool {
        matches!(
            self,
            ElemType::I8 | ElemType::I16 | ElemType::I32 | ElemType::I64
        )
    }

    /// Mask of the element's bits in a `u64`.
    pub fn mask(self) -> u64 {
        if self.bits() == 64 {
            u64::MAX
        } else {
            (1u64 << self.bits()) - 1
        }
    }

    /// The range of an integer type.
    fn int_range(self) -> (i128, i128) {
        let b = self.bits();
        if self.is_signed() {
            (-(1i128 << (b - 1)), (1i128 << (b - 1)) - 1)
        } else {
            (0, (1i128 << b) - 1)
        }
    }

    /// Bits of `x` converted to this type (floats rounded to nearest-even, integers wrapped).
    pub fn from_f64(self, x: f64) -> u64 {
        match self.float_kind() {
            Some(k) => k.from_f64(x),
            None => (x as i128 as u64) & self.mask(),
        }
    }

    /// The value of element bits as `f64` (integers exactly when they fit in 53 bits).
    pub fn to_f64(self, bits: u64) -> f64 {
        match self.float_kind() {
            Some(k) => k.to_f64(bits),
            None if self.is_signed() => sign_extend(bits, self.bits()) as f64,
            None => bits as f64,
        }
    }
}

pub(crate) fn sign_extend(bits: u64, width: u32) -> i64 {
    if width >= 64 {
        bits as i64
    } else {
        ((bits << (64 - width)) as i64) >> (64 - width)
    }
}

/// One kernel argument of a launch.
#[derive(Clone, PartialEq, Debug)]
pub enum ArgSpec {
    /// A global pointer to byte `offset` of a buffer.
    Buffer { name: String, offset: u64 },
    /// A scalar of the given type; its bits in the low end of `bits`.
    Scalar { ty: ElemType, bits: u64 },
    /// The bytes of an argument passed by reference into the kernarg segment (a by-value
    /// aggregate or `byref` argument), exactly its size.
    Bytes(Vec<u8>),
}

/// How a buffer starts.
#[derive(Clone, PartialEq, Debug)]
pub enum Init {
    Zero,
    /// Element i = i.
    Iota,
    /// Every element these bits.
    Fill(u64),
    /// Element bits, exactly one per element.
    Values(Vec<u64>),
    /// SplitMix64 from `seed`; `min`, `max` inclusive bounds (floats: as `f64`).
    RandomInt {
        seed: u64,
        min: i128,
        max: i128,
    },
    RandomFloat {
        seed: u64,
        min: f64,
        max: f64,
    },
}

/// A buffer of global memory.
#[derive(Clone, PartialEq, Debug)]
pub struct BufferSpec {
    pub name: String,
    pub ty: ElemType,
    /// Length in elements.
    pub len: u64,
    pub init: Init,
}

/// A parsed, validated launch spec.
#[derive(Clone, PartialEq, Debug)]
pub struct LaunchSpec {
    pub kernel: String,
    /// Work-items per dimension.
    pub grid: [u32; 3],
    /// Work-group size per dimension.
    pub block: [u32; 3],
    pub args: Vec<ArgSpec>,
    /// In the order of the spec file (also the order of the output).
    pub buffers: Vec<BufferSpec>,
    /// Extra group-memory bytes beyond the static LDS.
    pub lds_dynamic: u32,
    /// Private bytes per work-item beyond the fixed private segment, for code objects using a
    /// dynamic stack (launch-spec.md; default [`DEFAULT_STACK_BYTES`], as HIP).
    pub stack_bytes: u32,
}

/// The default `stack_bytes` (HIP's default stack limit).
pub const DEFAULT_STACK_BYTES: u32 = 1024;

/// Total bytes all buffers of a launch may take (they must fit below 4 GiB with everything
/// else an engine places there).
pub const MAX_BUFFER_BYTES: u64 = 3 << 30;

/// Largest work-group (HSA: 1024 work-items).
pub const MAX_WORKGROUP_SIZE: u32 = 1024;

/// The SplitMix64 generator of the `random` initialiser.
#[derive(Clone, Debug)]
pub struct SplitMix64 {
    pub state: u64,
}

impl SplitMix64 {
    pub fn new(seed: u64) -> SplitMix64 {
        SplitMix64 { state: seed }
    }

    /// The next draw (`next()` in the spec).
    #[allow(clippy::should_implement_trait)]
    pub fn next(&mut self) -> u64 {
        self.state = self.state.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }
}

impl BufferSpec {
    /// Size in bytes.
    pub fn byte_len(&self) -> u64 {
        self.len * self.ty.bytes() as u64
    }

    /// The bits of element `i` at launch.
    pub fn initial_bits(&self) -> Vec<u64> {
        let n = self.len as usize;
        let ty = self.ty;
        match &self.init {
            Init::Zero => vec![0; n],
            Init::Iota => (0..n).map(|i| ty.bits_of_index(i as u64)).collect(),
            Init::Fill(b) => vec![*b; n],
            Init::Values(v) => {
                let mut out = v.clone();
                out.resize(n, 0);
                out
            }
            Init::RandomInt { seed, min, max } => {
                let mut g = SplitMix64::new(*seed);
                let span = (*max - *min + 1) as u64; // 0 means the whole 2^64 range
                (0..n)
                    .map(|_| {
                        let r = g.next();
                        let r = if span == 0 { r } else { r % span };
                        (*min as u64).wrapping_add(r) & ty.mask()
                    })
                    .collect()
            }
            Init::RandomFloat { seed, min, max } => {
                let mut g = SplitMix64::new(*seed);
                (0..n)
                    .map(|_| {
                        let u = (g.next() >> 11) as f64 * 2f64.powi(-53);
                        ty.from_f64(min + (max - min) * u)
                    })
                    .collect()
            }
        }
    }

    /// The buffer's bytes at launch (little-endian).
    pub fn initial_bytes(&self) -> Vec<u8> {
        let w = self.ty.bytes() as usize;
        // Zero and fill need no per-element pass (launches of millions of elements).
        match self.init {
            Init::Zero => return vec![0; self.byte_len() as usize],
            Init::Fill(bits) => return bits.to_le_bytes()[..w].repeat(self.len as usize),
            _ => {}
        }
        let mut out = Vec::with_capacity(self.byte_len() as usize);
        for b in self.initial_bits() {
            out.extend_from_slice(&b.to_le_bytes()[..w]);
        }
        out
    }
}

impl ElemType {
    /// Bits of the integer `i` in this type: wrapped for integers, rounded for floats.
    fn bits_of_index(self, i: u64) -> u64 {
        if self.is_float() {
            self.from_f64(i as f64)
        } else {
            i & self.mask()
        }
    }
}

/// Converts a JSON value to element bits of type `ty`; `what` names it in errors.
pub(crate) fn value_bits(j: &Json, ty: ElemType, what: &str) -> Result<u64, String> {
    match j {
        Json::Str(s) => {
            if let Some(hex) = s.strip_prefix("0x").or_else(|| s.strip_prefix("0X")) {
                let v = u64::from_str_radix(hex, 16)
                    .map_err(|_| format!("{what}: bad hex bits \"{s}\""))?;
                if v & !ty.mask() != 0 {
                    return Err(format!("{what}: bits \"{s}\" do not fit in {}", ty.name()));
                }
                return Ok(v);
            }
            let Some(k) = ty.float_kind() else {
                return Err(format!(
                    "{what}: expected an integer, found the string \"{s}\""
                ));
            };
            let x = match s.as_str() {
                "NaN" | "nan" => f64::NAN,
                "inf" | "+inf" | "Infinity" => f64::INFINITY,
                "-inf" | "-Infinity" => f64::NEG_INFINITY,
                _ => {
                    return Err(format!(
                        "{what}: expected a number, \"NaN\", \"inf\", \"-inf\" or hex bits, \
                         found \"{s}\""
                    ))
                }
            };
            Ok(k.from_f64(x))
        }
        Json::Num(t) => num_bits(t, ty).map_err(|e| format!("{what}: {e}")),
        other => Err(format!("{what}: expected a number, found {}", other.kind())),
    }
}

fn is_int_text(t: &str) -> bool {
    !t.contains(['.', 'e', 'E'])
}

fn num_bits(t: &str, ty: ElemType) -> Result<u64, String> {
    match ty.float_kind() {
        None => {
            if !is_int_text(t) {
                return Err(format!("expected an integer for {}, found {t}", ty.name()));
            }
            let v: i128 = t
                .parse()
                .map_err(|_| format!("{t} is out of range for {}", ty.name()))?;
            let (lo, hi) = ty.int_range();
            if v < lo || v > hi {
                return Err(format!("{t} is out of range for {}", ty.name()));
            }
            Ok(v as u64 & ty.mask())
        }
        Some(k) => {
            let bits = match k {
                FloatKind::F32 => t.parse::<f32>().map(|x| x.to_bits() as u64),
                FloatKind::F64 => t.parse::<f64>().map(f64::to_bits),
                FloatKind::F16 => t.parse::<f64>().map(|x| f64_to_f16(x) as u64),
            }
            .map_err(|_| format!("bad number {t}"))?;
            if k.to_f64(bits).is_infinite() {
                return Err(format!("{t} is out of range for {}", ty.name()));
            }
            Ok(bits)
        }
    }
}

fn int_of(j: &Json, what: &str, lo: i128, hi: i128) -> Result<i128, String> {
    match j {
        Json::Num(t) if is_int_text(t) => match t.parse::<i128>() {
            Ok(v) if v >= lo && v <= hi => Ok(v),
            _ => Err(format!("{what}: {t} is out of range ({lo}..={hi})")),
        },
        other => Err(format!(
            "{what}: expected an integer, found {}",
            describe(other)
        )),
    }
}

fn describe(j: &Json) -> String {
    match j {
        Json::Num(t) => t.clone(),
        Json::Str(s) => format!("\"{s}\""),
        other => other.kind().to_string(),
    }
}

fn f64_of(j: &Json, what: &str) -> Result<f64, String> {
    match j {
        Json::Num(t) => t
            .parse::<f64>()
            .map_err(|_| format!("{what}: bad number {t}")),
        other => Err(format!(
            "{what}: expected a number, found {}",
            describe(other)
        )),
    }
}

/// Checks that an object has only the given keys.
fn check_keys(obj: &[(String, Json)], allowed: &[&str], what: &str) -> Result<(), String> {
    for (k, _) in obj {
        if !allowed.contains(&k.as_str()) {
            return Err(format!(
                "{what}: unknown key \"{k}\" (expected {})",
                allowed
                    .iter()
                    .map(|a| format!("\"{a}\""))
                    .collect::<Vec<_>>()
                    .join(", ")
            ));
        }
    }
    Ok(())
}

fn dims(j: &Json, what: &str, max: u32) -> Result<[u32; 3], String> {
    let Json::Arr(items) = j else {
        return Err(format!(
            "{what}: expected an array of 1 to 3 integers, found {}",
            j.kind()
        ));
    };
    if items.is_empty() || items.len() > 3 {
        return Err(format!(
            "{what}: expected 1 to 3 dimensions, found {}",
            items.len()
        ));
    }
    let mut out = [1u32; 3];
    for (i, it) in items.iter().enumerate() {
        out[i] = int_of(it, &format!("{what}[{i}]"), 1, max as i128)? as u32;
    }
    Ok(out)
}

impl LaunchSpec {
    /// Parses and validates a launch spec.
    pub fn parse(text: &str) -> Result<LaunchSpec, String> {
        let root = json::parse(text)?;
        let obj = root
            .as_obj()
            .ok_or_else(|| format!("expected a JSON object, found {}", root.kind()))?;
        check_keys(
            obj,
            &[
                "kernel",
                "grid",
                "block",
                "args",
                "buffers",
                "lds_dynamic",
                "stack_bytes",
                "note",
                "comment",
            ],
            "launch spec",
        )?;
        let need = |k: &str| root.get(k).ok_or_else(|| format!("missing \"{k}\""));
        let kernel = match need("kernel")? {
            Json::Str(s) => s.clone(),
            other => return Err(format!("kernel: expected a string, found {}", other.kind())),
        };
        let grid = dims(need("grid")?, "grid", u32::MAX)?;
        let block = dims(need("block")?, "block", MAX_WORKGROUP_SIZE)?;
        let wg: u64 = block.iter().map(|&b| b as u64).product();
        if wg > MAX_WORKGROUP_SIZE as u64 {
            return Err(format!(
                "block: {wg} work-items per work-group exceed the maximum {MAX_WORKGROUP_SIZE}"
            ));
        }
        let lds_dynamic = match root.get("lds_dynamic") {
            None => 0,
            Some(j) => int_of(j, "lds_dynamic", 0, u32::MAX as i128)? as u32,
        };
        let stack_bytes = match root.get("stack_bytes") {
            None => DEFAULT_STACK_BYTES,
            Some(j) => int_of(j, "stack_bytes", 0, 1 << 20)? as u32,
        };

        let mut buffers = Vec::new();
        let mut total = 0u64;
        match root.get("buffers") {
            None => {}
            Some(Json::Obj(members)) => {
                for (name, b) in members {
                    let buf = parse_buffer(name, b)?;
                    total += buf.byte_len();
                    if total > MAX_BUFFER_BYTES {
                        return Err(format!(
                            "buffers.{name}: buffers take more than {MAX_BUFFER_BYTES} bytes"
                        ));
                    }
                    buffers.push(buf);
                }
            }
            Some(other) => {
                return Err(format!(
                    "buffers: expected an object, found {}",
                    other.kind()
                ))
            }
        }

        let mut args = Vec::new();
        match need("args")? {
            Json::Arr(items) => {
                for (i, a) in items.iter().enumerate() {
                    args.push(parse_arg(a, &format!("args[{i}]"), &buffers)?);
                }
            }
            other => return Err(format!("args: expected an array, found {}", other.kind())),
        }
        Ok(LaunchSpec {
            kernel,
            grid,
            block,
            args,
            buffers,
            lds_dynamic,
            stack_bytes,
        })
    }

    /// The buffer named `name`.
    pub fn buffer(&self, name: &str) -> Option<&BufferSpec> {
        self.buffers.iter().find(|b| b.name == name)
    }

    /// Number of work-groups per dimension (the last one possibly partial).
    pub fn group_counts(&self) -> [u32; 3] {
        [0, 1, 2].map(|d| self.grid[d].div_ceil(self.block[d]))
    }
}

fn parse_buffer(name: &str, b: &Json) -> Result<BufferSpec, String> {
    let what = format!("buffers.{name}");
    let obj = b
        .as_obj()
        .ok_or_else(|| format!("{what}: expected an object, found {}", b.kind()))?;
    check_keys(obj, &["type", "len", "init"], &what)?;
    let ty = match b.get("type") {
        Some(Json::Str(s)) => ElemType::from_name(s).ok_or_else(|| {
            format!("{what}.type: unknown element type \"{s}\" (expected i8..i64, u8..u64, f16, f32 or f64)")
        })?,
        Some(other) => return Err(format!("{what}.type: expected a string, found {}", other.kind())),
        None => return Err(format!("{what}: missing \"type\"")),
    };
    let len = match b.get("len") {
        Some(j) => int_of(j, &format!("{what}.len"), 0, MAX_BUFFER_BYTES as i128)? as u64,
        None => return Err(format!("{what}: missing \"len\"")),
    };
    if len * ty.bytes() as u64 > MAX_BUFFER_BYTES {
        return Err(format!("{what}.len: {len} elements are too large"));
    }
    let iw = format!("{what}.init");
    let init = match b.get("init") {
        None => Init::Zero,
        Some(Json::Str(s)) if s == "zero" => Init::Zero,
        Some(Json::Str(s)) if s == "iota" => Init::Iota,
        Some(Json::Obj(m)) if m.len() == 1 && m[0].0 == "fill" => {
            Init::Fill(value_bits(&m[0].1, ty, &format!("{iw}.fill"))?)
        }
        Some(Json::Obj(m)) if m.len() == 1 && m[0].0 == "values" => {
            let Json::Arr(vals) = &m[0].1 else {
                return Err(format!(
                    "{iw}.values: expected an array, found {}",
                    m[0].1.kind()
                ));
            };
            if vals.len() as u64 != len {
                return Err(format!(
                    "{iw}.values: {} values for a buffer of {len} elements",
                    vals.len()
                ));
            }
            let mut bits = Vec::with_capacity(vals.len());
            for (i, v) in vals.iter().enumerate() {
                bits.push(value_bits(v, ty, &format!("{iw}.values[{i}]"))?);
            }
            Init::Values(bits)
        }
        Some(j @ Json::Obj(m)) if m.iter().any(|(k, _)| k == "random") => {
            check_keys(m, &["random", "min", "max"], &iw)?;
            let seed = int_of(
                j.get("random").unwrap_or(&Json::Null),
                &format!("{iw}.random"),
                0,
                u64::MAX as i128,
            )? as u64;
            let (Some(jmin), Some(jmax)) = (j.get("min"), j.get("max")) else {
                return Err(format!("{iw}: random needs \"min\" and \"max\""));
            };
            if ty.is_float() {
                let min = f64_of(jmin, &format!("{iw}.min"))?;
                let max = f64_of(jmax, &format!("{iw}.max"))?;
                if !(min.is_finite() && max.is_finite() && min <= max) {
                    return Err(format!(
                        "{iw}: need finite min <= max, found {min} and {max}"
                    ));
                }
                Init::RandomFloat { seed, min, max }
            } else {
                let (lo, hi) = ty.int_range();
                let min = int_of(jmin, &format!("{iw}.min"), lo, hi)?;
                let max = int_of(jmax, &format!("{iw}.max"), lo, hi)?;
                if min > max {
                    return Err(format!("{iw}: min {min} is greater than max {max}"));
                }
                Init::RandomInt { seed, min, max }
            }
        }
        Some(other) => {
            return Err(format!(
                "{iw}: expected \"zero\", \"iota\", {{\"fill\": V}}, {{\"values\": [...]}} or \
                 {{\"random\": SEED, \"min\": A, \"max\": B}}, found {}",
                describe(other)
            ))
        }
    };
    Ok(BufferSpec {
        name: name.to_string(),
        ty,
        len,
        init,
    })
}

fn parse_arg(a: &Json, what: &str, buffers: &[BufferSpec]) -> Result<ArgSpec, String> {
    let expected = "expected {\"buffer\": NAME[, \"offset\": BYTES]}, {\"bytes\": [BYTE, ...]} \
                    or {TYPE: VALUE} with TYPE one of i8 i16 i32 i64 u8 u16 u32 u64 f16 f32 f64";
    let Some(obj) = a.as_obj() else {
        return Err(format!("{what}: {expected}, found {}", a.kind()));
    };
    if let Some(b) = a.get("buffer") {
        check_keys(obj, &["buffer", "offset"], what)?;
        let Json::Str(name) = b else {
            return Err(format!(
                "{what}.buffer: expected a buffer name, found {}",
                b.kind()
            ));
        };
        let buf = buffers
            .iter()
            .find(|x| x.name == *name)
            .ok_or_else(|| format!("{what}: unknown buffer \"{name}\""))?;
        let offset = match a.get("offset") {
            None => 0,
            Some(j) => int_of(j, &format!("{what}.offset"), 0, buf.byte_len() as i128)? as u64,
        };
        return Ok(ArgSpec::Buffer {
            name: name.clone(),
            offset,
        });
    }
    if obj.len() != 1 {
        return Err(format!("{what}: {expected}"));
    }
    let (k, v) = &obj[0];
    if k == "bytes" {
        let Json::Arr(items) = v else {
            return Err(format!(
                "{what}.bytes: expected an array, found {}",
                v.kind()
            ));
        };
        let bytes = items
            .iter()
            .enumerate()
            .map(|(i, j)| int_of(j, &format!("{what}.bytes[{i}]"), 0, 255).map(|b| b as u8))
            .collect::<Result<Vec<u8>, String>>()?;
        return Ok(ArgSpec::Bytes(bytes));
    }
    let ty = ElemType::from_name(k)
        .ok_or_else(|| format!("{what}: unknown argument kind \"{k}\"; {expected}"))?;
    let bits = value_bits(v, ty, &format!("{what}.{k}"))?;
    Ok(ArgSpec::Scalar { ty, bits })
}
