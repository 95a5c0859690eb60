//! The launch format: spec parsing and errors, SplitMix64 initialisation (reference values
//! computed independently with Python), output formatting, tolerance comparison, kernarg
//! layout and the V5 hidden block.

use gfxc_ir::launch::float::{f64_to_f16, format_float, FloatKind};
use gfxc_ir::launch::{
    build_kernarg_segment, hidden, kernarg_layout, BufferData, ElemType, Expected, HiddenEnv,
    LaunchResult, LaunchSpec, SplitMix64,
};
use gfxc_ir::{AddrSpace, Scalar, Type};

fn spec_with_buffer(buf: &str) -> Result<LaunchSpec, String> {
    LaunchSpec::parse(&format!(
        r#"{{"kernel": "k", "grid": [4, 1, 1], "block": [4, 1, 1], "args": [{{"buffer": "b"}}],
            "buffers": {{"b": {buf}}}}}"#
    ))
}

fn initial_bits(buf: &str) -> Vec<u64> {
    spec_with_buffer(buf).unwrap().buffers[0].initial_bits()
}

#[test]
fn splitmix64_matches_reference() {
    // python3: s=(s+0x9E3779B97F4A7C15)%2**64; z=s; z=((z^(z>>30))*0xBF58476D1CE4E5B9)%2**64; ...
    let mut g = SplitMix64::new(0);
    assert_eq!(
        [g.next(), g.next(), g.next()],
        [0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4, 0x06c45d188009454f]
    );
    let mut g = SplitMix64::new(42);
    assert_eq!(
        [g.next(), g.next(), g.next()],
        [0xbdd732262feb6e95, 0x28efe333b266f103, 0x47526757130f9f52]
    );
}

#[test]
fn random_initialisers_match_reference() {
    let ints =
        initial_bits(r#"{"type": "i32", "len": 6, "init": {"random": 7, "min": -5, "max": 5}}"#);
    let want: Vec<u64> = [-3i32, -5, -5, -5, 2, 2]
        .iter()
        .map(|&x| x as u32 as u64)
        .collect();
    assert_eq!(ints, want);
    let f32s = initial_bits(
        r#"{"type": "f32", "len": 4, "init": {"random": 123, "min": -1.0, "max": 1.0}}"#,
    );
    assert_eq!(f32s, [0x3ed3726f, 0x3f74047a, 0x3f3825a6, 0x3ebf4810]);
    let f16s =
        initial_bits(r#"{"type": "f16", "len": 4, "init": {"random": 123, "min": -1, "max": 1}}"#);
    assert_eq!(f16s, [0x369c, 0x3ba0, 0x39c1, 0x35fa]);
    let f64s =
        initial_bits(r#"{"type": "f64", "len": 4, "init": {"random": 1, "min": 0, "max": 1}}"#);
    let want = [
        0.5665615751722809f64,
        0.7457817572627011,
        0.9710027535867962,
        0.4443592170557721,
    ];
    assert_eq!(f64s, want.map(f64::to_bits));
    // The full u64 range: raw draws.
    let u64s = initial_bits(
        r#"{"type": "u64", "len": 2, "init": {"random": 0, "min": 0, "max": 18446744073709551615}}"#,
    );
    assert_eq!(u64s, [0xe220a8397b1dcdaf, 0x6e789e6aa1b965f4]);
}

#[test]
fn other_initialisers() {
    assert_eq!(
        initial_bits(r#"{"type": "u8", "len": 3, "init": "iota"}"#),
        [0, 1, 2]
    );
    assert_eq!(
        initial_bits(r#"{"type": "f32", "len": 2, "init": "iota"}"#),
        [0, 1.0f32.to_bits() as u64]
    );
    assert_eq!(
        initial_bits(r#"{"type": "f16", "len": 2, "init": {"fill": 0.1}}"#),
        [0x2e66, 0x2e66]
    );
    assert_eq!(
        initial_bits(r#"{"type": "i16", "len": 4, "init": {"values": [-1, 2, "0x8000", 7]}}"#),
        [0xffff, 2, 0x8000, 7]
    );
    assert_eq!(
        initial_bits(
            r#"{"type": "f64", "len": 3, "init": {"values": ["NaN", "-inf", 0.30000000000000004]}}"#
        )[1..],
        [
            f64::NEG_INFINITY.to_bits(),
            0.30000000000000004f64.to_bits()
        ]
    );
    assert_eq!(initial_bits(r#"{"type": "i64", "len": 1}"#), [0]);
}

#[test]
fn spec_errors_name_the_member() {
    let err = |s: &str| LaunchSpec::parse(s).unwrap_err();
    let base = |args: &str, bufs: &str| {
        format!(
            r#"{{"kernel": "k", "grid": [4], "block": [4], "args": [{args}], "buffers": {{{bufs}}}}}"#
        )
    };
    assert!(err(&base(r#"{"u8": 300}"#, "")).contains("args[0].u8: 300 is out of range for u8"));
    assert!(err(&base(r#"{"f32": 1e39}"#, "")).contains("out of range for f32"));
    assert!(err(&base(r#"{"i32": 1.5}"#, "")).contains("expected an integer"));
    assert!(err(&base(r#"{"buffer": "zz"}"#, "")).contains("args[0]: unknown buffer \"zz\""));
    assert!(err(&base(r#"{"f32": 1}, {"q32": 1}"#, ""))
        .contains("args[1]: unknown argument kind \"q32\""));
    assert!(err(&base(r#"{"i32": 1, "u32": 2}"#, "")).contains("args[0]"));
    assert!(err(&base(
        "",
        r#""b": {"type": "f32", "len": 2, "init": {"values": [1]}}"#
    ))
    .contains("buffers.b.init.values: 1 values for a buffer of 2 elements"));
    assert!(err(&base("", r#""b": {"type": "f31", "len": 2}"#)).contains("buffers.b.type"));
    assert!(err(&base(
        "",
        r#""b": {"type": "i8", "len": 2, "init": "ones"}"#
    ))
    .contains("buffers.b.init"));
    assert!(err(&base(
        "",
        r#""b": {"type": "i8", "len": 2, "init": {"random": 1, "min": 5, "max": 1}}"#
    ))
    .contains("min 5 is greater than max 1"));
    assert!(
        err(r#"{"kernel": "k", "grid": [4], "block": [2048], "args": []}"#).contains("block[0]")
    );
    assert!(
        err(r#"{"kernel": "k", "grid": [4], "block": [64, 32], "args": []}"#).contains("exceed")
    );
    assert!(err(r#"{"kernel": "k", "grid": [0], "block": [1], "args": []}"#).contains("grid[0]"));
    assert!(
        err(r#"{"kernel": "k", "grid": [4], "block": [4], "args": [], "extra": 1}"#)
            .contains("unknown key \"extra\"")
    );
    assert!(err(r#"{"kernel": "k", "grid": [4], "block": [4]}"#).contains("missing \"args\""));
    assert!(err("{\"kernel\": ").contains("line 1"));
    // "note" is allowed; missing y/z dimensions are 1.
    let s =
        LaunchSpec::parse(r#"{"kernel": "k", "grid": [8], "block": [4], "args": [], "note": "x"}"#)
            .unwrap();
    assert_eq!((s.grid, s.block, s.lds_dynamic), ([8, 1, 1], [4, 1, 1], 0));
}

fn buf(ty: ElemType, bits: &[u64]) -> BufferData {
    let w = ty.bytes() as usize;
    let mut bytes = Vec::new();
    for b in bits {
        bytes.extend_from_slice(&b.to_le_bytes()[..w]);
    }
    BufferData {
        name: "b".into(),
        ty,
        bytes,
    }
}

#[test]
fn output_formatting() {
    let f32s = [
        1.0f32,
        3.5,
        0.1,
        -0.0,
        1e-7,
        3e38,
        f32::NAN,
        f32::INFINITY,
        f32::NEG_INFINITY,
    ]
    .map(|x| x.to_bits() as u64);
    let r = LaunchResult {
        buffers: vec![buf(ElemType::F32, &f32s)],
    };
    assert_eq!(
        r.to_json(false),
        r#"{"buffers": {"b": [1.0, 3.5, 0.1, -0.0, 1e-7, 3e38, "NaN", "inf", "-inf"]}}"#
    );
    assert!(r
        .to_json(true)
        .starts_with(r#"{"buffers": {"b": ["0x3f800000", "0x40600000""#));
    let h = LaunchResult {
        buffers: vec![buf(ElemType::F16, &[0x3c00, 0x2e66, 0x0001, 0x7bff])],
    };
    assert_eq!(
        h.to_json(false),
        r#"{"buffers": {"b": [1.0, 0.1, 6e-8, 65500.0]}}"#
    );
    assert_eq!(
        h.to_json(true),
        r#"{"buffers": {"b": ["0x3c00", "0x2e66", "0x0001", "0x7bff"]}}"#
    );
    let d = LaunchResult {
        buffers: vec![buf(ElemType::F64, &[0.1f64.to_bits(), 1e300f64.to_bits()])],
    };
    assert_eq!(d.to_json(false), r#"{"buffers": {"b": [0.1, 1e300]}}"#);
    let i = LaunchResult {
        buffers: vec![buf(ElemType::I8, &[0xff, 5]), buf(ElemType::U8, &[0xff, 5])],
    };
    assert_eq!(
        i.to_json(false),
        r#"{"buffers": {"b": [-1, 5], "b": [255, 5]}}"#
    );
    assert_eq!(
        i.to_json(true),
        r#"{"buffers": {"b": ["0xff", "0x05"], "b": ["0xff", "0x05"]}}"#
    );
}

#[test]
fn every_f16_prints_shortest_round_trip() {
    for bits in 0u16..=0xffff {
        let s = format_float(FloatKind::F16, bits as u64);
        let x = FloatKind::F16.to_f64(bits as u64);
        if x.is_nan() {
            assert_eq!(s, "NaN");
            continue;
        }
        let back: f64 = match s.as_str() {
            "inf" => f64::INFINITY,
            "-inf" => f64::NEG_INFINITY,
            _ => s.parse().unwrap(),
        };
        assert_eq!(f64_to_f16(back), bits, "{bits:#x} printed as {s}");
        // No decimal with one digit fewer reads back to the same value.
        let digits = s
            .trim_start_matches('-')
            .split('e')
            .next()
            .unwrap()
            .replace('.', "");
        let sig = digits.trim_start_matches('0').trim_end_matches('0').len();
        if sig > 1 && x.is_finite() && x != 0.0 {
            let shorter = format!("{:.*e}", sig - 2, x.abs());
            let (m, e) = shorter.split_once('e').unwrap();
            let m: f64 = m.parse().unwrap();
            let e: i32 = e.parse().unwrap();
            let step = 10f64.powi(-(sig as i32 - 2));
            for cand in [m - step, m, m + step] {
                let v: f64 = format!("{cand:.*}e{e}", sig - 2).parse().unwrap();
                assert_ne!(
                    f64_to_f16(v),
                    bits & 0x7fff,
                    "{bits:#x}: {s} is not shortest"
                );
            }
        }
    }
}

#[test]
fn f32_and_f64_print_round_trip() {
    let mut g = SplitMix64::new(9);
    for _ in 0..20000 {
        let b = g.next();
        let x = f32::from_bits(b as u32);
        let s = format_float(FloatKind::F32, (b as u32) as u64);
        if x.is_finite() {
            assert_eq!(s.parse::<f32>().unwrap().to_bits(), b as u32, "{s}");
        }
        let y = f64::from_bits(b);
        let s = format_float(FloatKind::F64, b);
        if y.is_finite() {
            assert_eq!(s.parse::<f64>().unwrap().to_bits(), b, "{s}");
        }
    }
}

fn result_f32(vals: &[f32]) -> LaunchResult {
    let bits: Vec<u64> = vals.iter().map(|x| x.to_bits() as u64).collect();
    let mut b = buf(ElemType::F32, &bits);
    b.name = "y".into();
    LaunchResult { buffers: vec![b] }
}

#[test]
fn tolerances() {
    let r = result_f32(&[1.0, f32::NAN, 3.0]);
    Expected::parse(r#"{"buffers": {"y": [1.0, "NaN", 3.0]}}"#)
        .unwrap()
        .compare(&r)
        .unwrap();
    let e = Expected::parse(r#"{"buffers": {"y": [1.0, "NaN", 3.0000002]}}"#).unwrap();
    let msg = e.compare(&r).unwrap_err();
    assert!(msg.contains("y[2]: got 3.0, want 3.0000002"), "{msg}");
    // 3.0000002 is one f32 ulp above 3.0.
    Expected::parse(
        r#"{"buffers": {"y": [1.0, "NaN", 3.0000002]}, "tolerance": {"y": {"ulp": 1}}}"#,
    )
    .unwrap()
    .compare(&r)
    .unwrap();
    Expected::parse(
        r#"{"buffers": {"y": [1.001, "NaN", 3.0]}, "tolerance": {"y": {"rel": 0.01}}}"#,
    )
    .unwrap()
    .compare(&r)
    .unwrap();
    let e = Expected::parse(
        r#"{"buffers": {"y": [1.5, "NaN", 3.0]}, "tolerance": {"y": {"abs": 0.1}}}"#,
    )
    .unwrap();
    assert!(e
        .compare(&r)
        .unwrap_err()
        .contains("1 of 3 elements differ"));
    // NaN never matches a number, even with a tolerance.
    let e = Expected::parse(
        r#"{"buffers": {"y": [1.0, 2.0, 3.0]}, "tolerance": {"y": {"abs": 1e30}}}"#,
    )
    .unwrap();
    assert!(e.compare(&r).is_err());
    // -0.0 vs 0.0: different bits, 0 ulp apart.
    let z = result_f32(&[-0.0]);
    assert!(Expected::parse(r#"{"buffers": {"y": [0.0]}}"#)
        .unwrap()
        .compare(&z)
        .is_err());
    Expected::parse(r#"{"buffers": {"y": [0.0]}, "tolerance": {"y": {"ulp": 0}}}"#)
        .unwrap()
        .compare(&z)
        .unwrap();
    // f64 buffers count ulps in f32 by default, in f64 with float_width 64.
    let mut d = buf(ElemType::F64, &[(1.0f64 + 1e-9).to_bits()]);
    d.name = "d".into();
    let r = LaunchResult { buffers: vec![d] };
    Expected::parse(r#"{"buffers": {"d": [1.0]}, "tolerance": {"d": {"ulp": 1}}}"#)
        .unwrap()
        .compare(&r)
        .unwrap();
    assert!(Expected::parse(
        r#"{"buffers": {"d": [1.0]}, "tolerance": {"d": {"ulp": 1}}, "float_width": {"d": 64}}"#
    )
    .unwrap()
    .compare(&r)
    .is_err());
    // Errors of the file and of the comparison.
    assert!(Expected::parse(r#"{"buffers": {"y": [1]}, "tolerance": {"z": {"ulp": 1}}}"#).is_err());
    assert!(Expected::parse(
        r#"{"buffers": {"y": [1]}, "tolerance": {"y": {"ulp": 1, "abs": 1}}}"#
    )
    .is_err());
    let e = Expected::parse(r#"{"buffers": {"q": [1]}}"#).unwrap();
    assert!(e
        .compare(&r)
        .unwrap_err()
        .contains("\"q\" is not in the result"));
    let e = Expected::parse(r#"{"buffers": {"d": [1, 2]}}"#).unwrap();
    assert!(e
        .compare(&r)
        .unwrap_err()
        .contains("has 1 elements, expected 2"));
}

#[test]
fn kernarg_layout_and_hidden_block() {
    let g = Type::Ptr(AddrSpace::Global);
    let l = kernarg_layout(&[
        g,
        Type::F32,
        Type::Vector(Scalar::F32, 3),
        Type::I8,
        Type::F64,
    ]);
    assert_eq!(l.offsets, [0, 8, 16, 32, 40]);
    assert_eq!(l.sizes, [8, 4, 16, 1, 8]);
    assert_eq!(
        (l.explicit_size, l.hidden_offset, l.size, l.align),
        (48, 48, 304, 16)
    );
    // spec-code-object.md: explicit args ending at 12 -> hidden block at 16.
    let l = kernarg_layout(&[g, Type::I32]);
    assert_eq!(
        (l.explicit_size, l.hidden_offset, l.size, l.align),
        (12, 16, 272, 8)
    );
    assert_eq!(
        (
            hidden::GROUP_SIZE_X,
            hidden::GLOBAL_OFFSET_X,
            hidden::GRID_DIMS
        ),
        (12, 40, 64)
    );

    let spec = LaunchSpec::parse(
        r#"{"kernel": "k", "grid": [1000, 3, 1], "block": [256, 2, 1],
            "args": [{"buffer": "b", "offset": 8}, {"u32": 3120578048}], "lds_dynamic": 512,
            "buffers": {"b": {"type": "f32", "len": 4}}}"#,
    )
    .unwrap();
    let env = HiddenEnv {
        pointers: [0x1000; 7],
        private_base_hi: 2,
        shared_base_hi: 1,
    };
    let params = [g, Type::Vector(Scalar::F16, 2)];
    let seg = build_kernarg_segment(&params, &[], &spec, &|_| 0x20_0000, &env).unwrap();
    let u16_at = |o: usize| u16::from_le_bytes([seg[o], seg[o + 1]]);
    let u32_at = |o: usize| u32::from_le_bytes(seg[o..o + 4].try_into().unwrap());
    assert_eq!(seg.len(), 272);
    assert_eq!(u64::from_le_bytes(seg[0..8].try_into().unwrap()), 0x20_0008);
    assert_eq!(u32_at(8), 3120578048);
    let h = 16;
    assert_eq!([u32_at(h), u32_at(h + 4), u32_at(h + 8)], [3, 1, 1]);
    assert_eq!(
        [u16_at(h + 12), u16_at(h + 14), u16_at(h + 16)],
        [256, 2, 1]
    );
    assert_eq!(
        [u16_at(h + 18), u16_at(h + 20), u16_at(h + 22)],
        [232, 1, 0]
    );
    assert_eq!(u16_at(h + 64), 2);
    assert_eq!(u32_at(h + 120), 512);
    assert_eq!(
        u64::from_le_bytes(seg[h + 72..h + 80].try_into().unwrap()),
        0x1000
    );
    assert_eq!([u32_at(h + 192), u32_at(h + 196)], [2, 1]);

    // Mismatches.
    let e = build_kernarg_segment(&[Type::F64, Type::I32], &[], &spec, &|_| 0, &env).unwrap_err();
    assert!(
        e.contains("args[0]: a buffer needs a global, flat or constant pointer"),
        "{e}"
    );
    let e = build_kernarg_segment(&[g, Type::I64], &[], &spec, &|_| 0, &env).unwrap_err();
    assert!(
        e.contains("args[1]: a u32 (4 bytes) cannot stand for parameter 1"),
        "{e}"
    );
    let e = build_kernarg_segment(&[g], &[], &spec, &|_| 0, &env).unwrap_err();
    assert!(e.contains("takes 1 argument, the launch gives 2"), "{e}");
}
