//! Integer division and remainder by constants (`gfxc_lower::expand_divrem`: shift and mask
//! for powers of two, the short multiply-high forms where a rounded-up multiplier fits the
//! dividend's known range, Granlund-Montgomery's long form otherwise): generated kernels
//! (fixed seeds) divide `i8`, `i16`, `i32` and `i64` dividends — full-range values, values
//! with many high bits set, and values whose high zero bits the pass can know (`lshr` by a
//! constant, `and` with a mask, `zext` of a narrower value, `urem`/`udiv` by a constant) —
//! by constants of every size (small odd and even divisors, powers of two, divisors with a
//! large power-of-two factor such as Parboil histo's 24576, random ones, negative ones for
//! the signed forms), unsigned and signed. Every result is stored; on all 13 target modes
//! the final buffer must equal the interpreter's bit for bit.

mod common;
use std::fmt::Write;

const LANES: u32 = 64;
/// Results (8-byte slots) per lane.
const OUT: u32 = 96;

use common::Rng;

/// A divisor for `bits`-bit operations (never 0; never -1 for the signed forms, whose
/// `MIN / -1` is undefined).
fn divisor(r: &mut Rng, bits: u32, signed: bool) -> i64 {
    let mask = if bits == 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let fixed: &[u64] = &[3, 5, 6, 7, 10, 12, 14, 24, 25, 641, 1000, 24576, 65537];
    let d = match r.below(4) {
        0 => fixed[r.below(fixed.len() as u64) as usize],
        1 => 1u64 << r.below(bits as u64),
        2 => (fixed[r.below(fixed.len() as u64) as usize]) << r.below(20),
        _ => r.next() >> r.below(64),
    } & mask;
    let d = if d == 0 { 3 } else { d };
    let d = if signed && d == mask { 7 } else { d };
    spelled(d, bits)
}

/// `v` (of `bits` bits) as a signed constant of the width, as the `.ll` text spells it.
fn spelled(v: u64, bits: u32) -> i64 {
    if bits < 64 && v >> (bits - 1) & 1 != 0 {
        (v | u64::MAX << bits) as i64
    } else {
        v as i64
    }
}

fn kernel(seed: u64) -> String {
    let mut r = Rng(seed);
    let mut body = String::new();
    let mut n = 0u32;
    let mut tmp = || {
        n += 1;
        format!("%t{n}")
    };
    for slot in 0..OUT {
        let ty = ["i8", "i16", "i32", "i64"][r.below(4) as usize];
        let bits: u32 = ty[1..].parse().unwrap();
        // The dividend: one of the lane's values, truncated to the type.
        let src = ["%x0", "%x1", "%x2", "%x3"][r.below(4) as usize];
        let x = tmp();
        if bits == 64 {
            writeln!(body, "  {x} = or i64 {src}, 0").unwrap();
        } else {
            writeln!(body, "  {x} = trunc i64 {src} to {ty}").unwrap();
        }
        // A shape whose high zero bits the expansion can know.
        let x = match r.below(6) {
            0 => {
                let t = tmp();
                let k = 1 + r.below(bits as u64 - 1);
                writeln!(body, "  {t} = lshr {ty} {x}, {k}").unwrap();
                t
            }
            1 => {
                let t = tmp();
                let mask = if bits == 64 {
                    u64::MAX
                } else {
                    (1 << bits) - 1
                };
                let m = (r.next() >> r.below(64)) & mask;
                writeln!(body, "  {t} = and {ty} {x}, {}", spelled(m, bits)).unwrap();
                t
            }
            2 if bits > 8 => {
                let (t, u) = (tmp(), tmp());
                let nt = ["i8", "i16", "i32"][r.below(3) as usize];
                let nb: u32 = nt[1..].parse().unwrap();
                if nb >= bits {
                    x
                } else {
                    writeln!(body, "  {t} = trunc {ty} {x} to {nt}").unwrap();
                    writeln!(body, "  {u} = zext {nt} {t} to {ty}").unwrap();
                    u
                }
            }
            3 => {
                let t = tmp();
                let op = if r.below(2) == 0 { "urem" } else { "udiv" };
                let d = divisor(&mut r, bits, false);
                writeln!(body, "  {t} = {op} {ty} {x}, {d}").unwrap();
                t
            }
            _ => x,
        };
        let op = ["udiv", "urem", "sdiv", "srem"][r.below(4) as usize];
        let d = divisor(&mut r, bits, op.starts_with('s'));
        let (q, e, p) = (tmp(), tmp(), tmp());
        // (`sdiv MIN, d` with d != -1 is defined.)
        writeln!(body, "  {q} = {op} {ty} {x}, {d}").unwrap();
        if bits == 64 {
            writeln!(body, "  {e} = or i64 {q}, 0").unwrap();
        } else {
            writeln!(body, "  {e} = zext {ty} {q} to i64").unwrap();
        }
        writeln!(
            body,
            "  {p} = getelementptr i64, ptr addrspace(1) %o, i32 {slot}"
        )
        .unwrap();
        writeln!(body, "  store i64 {e}, ptr addrspace(1) {p}, align 8").unwrap();
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out) {{
  %id = call i32 @llvm.amdgcn.workitem.id.x()
  %ib = mul i32 %id, 2
  %ip = getelementptr i32, ptr addrspace(1) %in, i32 %ib
  %w0 = load i32, ptr addrspace(1) %ip, align 4
  %ip1 = getelementptr i32, ptr addrspace(1) %ip, i32 1
  %w1 = load i32, ptr addrspace(1) %ip1, align 4
  %a = zext i32 %w0 to i64
  %b = zext i32 %w1 to i64
  %bs = shl i64 %b, 32
  ; full range; many high bits set; shifted down by a lane-dependent amount; negative
  %x0 = or i64 %a, %bs
  %x1 = or i64 %x0, -1099511627776
  %sh = and i64 %b, 63
  %x2 = lshr i64 %x0, %sh
  %x3 = sub i64 0, %x2
  %ob = mul i32 %id, {OUT}
  %o = getelementptr i64, ptr addrspace(1) %out, i32 %ob
{body}  ret void
}}
"
    )
}

fn launch() -> String {
    format!(
        r#"{{"kernel": "k", "grid": [{LANES}, 1, 1], "block": [{LANES}, 1, 1],
  "args": [{{"buffer": "in"}}, {{"buffer": "out"}}],
  "buffers": {{
    "in": {{"type": "u32", "len": {}, "init": {{"random": 11, "min": 0, "max": 4294967295}}}},
    "out": {{"type": "u64", "len": {}, "init": {{"fill": 0}}}}
  }}}}"#,
        2 * LANES,
        OUT * LANES
    )
}

#[test]
fn generated_divisions_by_constants_match_interpreter() {
    for case in 0..4u64 {
        let src = kernel(0x51ed_270b_27a6_9c3d ^ (case * 104_729 + 1));
        let name = format!("divrem_const_{case}.ll");
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}\n{src}", d.render(&name)));
        common::objects_match_interpreter(&name, &m, &launch(), common::ALL_TARGETS, |t| {
            gfxc::compile_module(&m, t).map_err(|d| d.render(&name))
        });
    }
}
