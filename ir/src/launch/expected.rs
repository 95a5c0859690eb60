//! Expected results (`NAME.expected.json`) and the comparison of a launch's result with them.
//!
//! Guarantees: only the listed buffers are compared. Without a tolerance a buffer must match
//! exactly: bit for bit for floats, except that any NaN matches any NaN. `{"ulp": N}` accepts
//! elements at most N units in the last place apart, counted in the buffer's own format for
//! f32 buffers and in the `float_width` format (16, 32 or 64; default 32) for f16 and f64
//! buffers; for integer buffers it is an absolute difference. `{"rel": R, "abs": A}` accepts
//! `|got - want| <= A + R * |want|` (either may be omitted: 0). With any tolerance NaN still
//! only matches NaN and an infinity only the same infinity. Errors list the first mismatches
//! with their index, the value found and the value wanted.

use super::float::FloatKind;
use super::json::{self, Json};
use super::output::{BufferData, LaunchResult};
use super::spec::{sign_extend, value_bits, ElemType};

/// How closely a buffer must match.
#[derive(Copy, Clone, PartialEq, Debug)]
pub enum Tolerance {
    Exact,
    Ulp(u64),
    RelAbs { rel: f64, abs: f64 },
}

/// One expected buffer.
#[derive(Clone, PartialEq, Debug)]
struct ExpectedBuffer {
    name: String,
    values: Vec<Json>,
    tolerance: Tolerance,
    /// Width in bits a `ulp` tolerance counts in (f16 and f64 buffers).
    float_width: u32,
}

/// A parsed expected-results file.
#[derive(Clone, PartialEq, Debug)]
pub struct Expected {
    buffers: Vec<ExpectedBuffer>,
}

/// How many mismatches an error lists.
const MAX_LISTED: usize = 8;

impl Expected {
    /// Parses an expected-results file.
    pub fn parse(text: &str) -> Result<Expected, String> {
        let root = json::parse(text)?;
        let obj = root
            .as_obj()
            .ok_or_else(|| format!("expected a JSON object, found {}", root.kind()))?;
        for (k, _) in obj {
            if !["buffers", "tolerance", "float_width", "note", "comment"].contains(&k.as_str()) {
                return Err(format!(
                    "unknown key \"{k}\" (expected \"buffers\", \"tolerance\", \"float_width\")"
                ));
            }
        }
        let Some(Json::Obj(bufs)) = root.get("buffers") else {
            return Err("\"buffers\": expected an object of buffer name -> array".to_string());
        };
        let mut buffers = Vec::new();
        for (name, v) in bufs {
            let Json::Arr(values) = v else {
                return Err(format!(
                    "buffers.{name}: expected an array, found {}",
                    v.kind()
                ));
            };
            for (i, x) in values.iter().enumerate() {
                if !matches!(x, Json::Num(_) | Json::Str(_)) {
                    return Err(format!(
                        "buffers.{name}[{i}]: expected a number or a string, found {}",
                        x.kind()
                    ));
                }
            }
            buffers.push(ExpectedBuffer {
                name: name.clone(),
                values: values.clone(),
                tolerance: Tolerance::Exact,
                float_width: 32,
            });
        }
        let find = |buffers: &mut Vec<ExpectedBuffer>, name: &str, what: &str| {
            let n = buffers.iter().position(|b| b.name == name);
            n.ok_or_else(|| format!("{what}.{name}: no such buffer in \"buffers\""))
        };
        match root.get("tolerance") {
            None => {}
            Some(Json::Obj(m)) => {
                for (name, t) in m {
                    let i = find(&mut buffers, name, "tolerance")?;
                    buffers[i].tolerance = parse_tolerance(t, &format!("tolerance.{name}"))?;
                }
            }
            Some(other) => {
                return Err(format!(
                    "tolerance: expected an object, found {}",
                    other.kind()
                ))
            }
        }
        match root.get("float_width") {
            None => {}
            Some(Json::Obj(m)) => {
                for (name, w) in m {
                    let i = find(&mut buffers, name, "float_width")?;
                    buffers[i].float_width = match w {
                        Json::Num(t) if t == "16" || t == "32" || t == "64" => {
                            t.parse().unwrap_or(32)
                        }
                        _ => return Err(format!("float_width.{name}: expected 16, 32 or 64")),
                    };
                }
            }
            Some(other) => {
                return Err(format!(
                    "float_width: expected an object, found {}",
                    other.kind()
                ))
            }
        }
        Ok(Expected { buffers })
    }

    /// Names of the buffers compared, in file order.
    pub fn buffer_names(&self) -> impl Iterator<Item = &str> {
        self.buffers.iter().map(|b| b.name.as_str())
    }

    /// The tolerance of a listed buffer.
    pub fn tolerance(&self, name: &str) -> Option<Tolerance> {
        self.buffers
            .iter()
            .find(|b| b.name == name)
            .map(|b| b.tolerance)
    }

    /// The one-line verdict of a comparison that passed: `2 buffers match (x: 1024 elements,
    /// exact; y: 1024 elements, ulp 4)`.
    pub fn summary(&self) -> String {
        let n = self.buffers.len();
        let each: Vec<String> = self
            .buffers
            .iter()
            .map(|b| {
                format!(
                    "{}: {} element{}, {}",
                    b.name,
                    b.values.len(),
                    if b.values.len() == 1 { "" } else { "s" },
                    describe_tolerance(b)
                )
            })
            .collect();
        format!(
            "{n} buffer{} ({})",
            if n == 1 { " matches" } else { "s match" },
            each.join("; ")
        )
    }

    /// Compares a launch's result; the error lists what differs.
    pub fn compare(&self, result: &LaunchResult) -> Result<(), String> {
        let mut errors = Vec::new();
        for eb in &self.buffers {
            let Some(got) = result.buffer(&eb.name) else {
                errors.push(format!("buffer \"{}\" is not in the result", eb.name));
                continue;
            };
            if got.len() != eb.values.len() {
                errors.push(format!(
                    "buffer \"{}\" has {} elements, expected {}",
                    eb.name,
                    got.len(),
                    eb.values.len()
                ));
                continue;
            }
            let mut bad = Vec::new();
            let mut count = 0usize;
            for (i, want) in eb.values.iter().enumerate() {
                let what = format!("{}[{i}]", eb.name);
                let want_bits = match value_bits(want, got.ty, &format!("expected {what}")) {
                    Ok(b) => b,
                    Err(e) => {
                        errors.push(e);
                        break;
                    }
                };
                if let Some(why) = element_mismatch(got, i, want_bits, eb) {
                    count += 1;
                    if bad.len() < MAX_LISTED {
                        bad.push(format!(
                            "{what}: got {}, want {}{why}",
                            got.element_json(i, false),
                            show(want)
                        ));
                    }
                }
            }
            if count > 0 {
                errors.push(format!(
                    "buffer \"{}\": {count} of {} elements differ ({}): {}",
                    eb.name,
                    got.len(),
                    describe_tolerance(eb),
                    bad.join("; ")
                ));
            }
        }
        if errors.is_empty() {
            Ok(())
        } else {
            Err(errors.join("\n"))
        }
    }
}

fn show(j: &Json) -> String {
    match j {
        Json::Num(t) => t.clone(),
        Json::Str(s) => format!("\"{s}\""),
        other => other.kind().to_string(),
    }
}

fn describe_tolerance(eb: &ExpectedBuffer) -> String {
    match eb.tolerance {
        Tolerance::Exact => "exact".to_string(),
        Tolerance::Ulp(n) => format!("ulp {n}"),
        Tolerance::RelAbs { rel, abs } => format!("rel {rel}, abs {abs}"),
    }
}

fn parse_tolerance(t: &Json, what: &str) -> Result<Tolerance, String> {
    let Some(m) = t.as_obj() else {
        return Err(format!(
            "{what}: expected {{\"ulp\": N}} or {{\"rel\": R, \"abs\": A}}"
        ));
    };
    let num = |j: &Json, key: &str| -> Result<f64, String> {
        match j {
            Json::Num(s) => match s.parse::<f64>() {
                Ok(x) if x >= 0.0 && x.is_finite() => Ok(x),
                _ => Err(format!(
                    "{what}.{key}: expected a non-negative number, found {s}"
                )),
            },
            other => Err(format!(
                "{what}.{key}: expected a number, found {}",
                other.kind()
            )),
        }
    };
    if let Some(u) = t.get("ulp") {
        if m.len() != 1 {
            return Err(format!(
                "{what}: \"ulp\" cannot be combined with other keys"
            ));
        }
        return match u {
            Json::Num(s) if s.parse::<u64>().is_ok() => Ok(Tolerance::Ulp(s.parse().unwrap_or(0))),
            _ => Err(format!(
                "{what}.ulp: expected a non-negative integer, found {}",
                show(u)
            )),
        };
    }
    for (k, _) in m {
        if k != "rel" && k != "abs" {
            return Err(format!(
                "{what}: unknown key \"{k}\" (expected \"ulp\", \"rel\", \"abs\")"
            ));
        }
    }
    if m.is_empty() {
        return Err(format!(
            "{what}: expected {{\"ulp\": N}} or {{\"rel\": R, \"abs\": A}}"
        ));
    }
    let rel = t
        .get("rel")
        .map(|j| num(j, "rel"))
        .transpose()?
        .unwrap_or(0.0);
    let abs = t
        .get("abs")
        .map(|j| num(j, "abs"))
        .transpose()?
        .unwrap_or(0.0);
    Ok(Tolerance::RelAbs { rel, abs })
}

/// `None` if element `i` matches; otherwise a note on how far apart the values are.
fn element_mismatch(got: &BufferData, i: usize, want: u64, eb: &ExpectedBuffer) -> Option<String> {
    let ty = got.ty;
    let g = got.bits(i);
    let Some(kind) = ty.float_kind() else {
        let (gi, wi) = if ty.is_signed() {
            (
                sign_extend(g, ty.bits()) as i128,
                sign_extend(want, ty.bits()) as i128,
            )
        } else {
            (g as i128, want as i128)
        };
        let diff = (gi - wi).unsigned_abs();
        let ok = match eb.tolerance {
            Tolerance::Exact => diff == 0,
            Tolerance::Ulp(n) => diff <= n as u128,
            Tolerance::RelAbs { rel, abs } => diff as f64 <= abs + rel * (wi as f64).abs(),
        };
        return if ok { None } else { Some(String::new()) };
    };
    let (gf, wf) = (kind.to_f64(g), kind.to_f64(want));
    if gf.is_nan() || wf.is_nan() {
        return if gf.is_nan() && wf.is_nan() {
            None
        } else {
            Some(String::new())
        };
    }
    match eb.tolerance {
        Tolerance::Exact => (g != want).then(String::new),
        _ if gf.is_infinite() || wf.is_infinite() => (gf != wf).then(String::new),
        Tolerance::RelAbs { rel, abs } => {
            let d = (gf - wf).abs();
            (d > abs + rel * wf.abs()).then(|| format!(" (|diff| {d:e})"))
        }
        Tolerance::Ulp(n) => {
            let width = if ty == ElemType::F32 {
                32
            } else {
                eb.float_width
            };
            let d = if width == kind.bits() {
                ordered(kind, g).abs_diff(ordered(kind, want)) as f64
            } else {
                let wk = match width {
                    16 => FloatKind::F16,
                    64 => FloatKind::F64,
                    _ => FloatKind::F32,
                };
                (gf - wf).abs() / ulp_of(wk, wf)
            };
            (d > n as f64).then(|| format!(" ({d} ulp apart)"))
        }
    }
}

/// Float bits mapped to integers that are ordered like the values (+0 and -0 both 0).
fn ordered(kind: FloatKind, bits: u64) -> i64 {
    let sign = 1u64 << (kind.bits() - 1);
    let mag = (bits & (sign - 1)) as i64;
    if bits & sign != 0 {
        -mag
    } else {
        mag
    }
}

/// The spacing of format `k` at `x` (finite).
fn ulp_of(k: FloatKind, x: f64) -> f64 {
    let x = x.abs();
    let e = if x == 0.0 {
        k.emin()
    } else {
        let be = ((x.to_bits() >> 52) & 0x7ff) as i32 - 1023;
        be.max(k.emin())
    };
    2f64.powi(e - (k.precision() - 1))
}
