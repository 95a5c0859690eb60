//! Constant lane indices past the end of a vector (`extractelement <4 x i8> %v, i32 4`): valid
//! LLVM IR whose result is poison (LangRef "extractelement"/"insertelement"), which clang and
//! LLVM's own passes leave in dead or unrolled code. Every lane type and several lane counts
//! and indices (the lane count, beyond it, `-1` as `i32`, a wide `i64`) compile on every target
//! mode; the out-of-range operations sit behind a uniform branch the launch does not take, so
//! the rest of the kernel must still give the interpreter's result on the simulator.
//!
//! Found by cargo-fuzz (`ll_compile`, session 10): such an index on a vector of `i8` lanes
//! panicked in the narrow-vector pass; on other lane types isel refused it as
//! "unsupported: lane index out of range".

mod common;

/// Lane types as `.ll` spells them, with how a lane is loaded and stored: `i1` lanes are
/// loaded as `i8` and truncated, stored zero-extended.
const LANE_TYPES: &[&str] = &["i1", "i8", "i16", "half", "i32", "float", "i64", "double"];
const LANE_COUNTS: &[u32] = &[1, 2, 3, 4, 8];

/// Out-of-range indices for `n` lanes, each with its index type.
fn bad_indices(n: u32) -> Vec<(String, &'static str)> {
    vec![
        (n.to_string(), "i32"),
        ((n + 5).to_string(), "i64"),
        ("-1".to_string(), "i32"),
        ("1099511627776".to_string(), "i64"),
    ]
}

/// One kernel over every lane count of `lane`: `%flag` selects the block with the
/// out-of-range operations (never at run time) or one with in-range ones.
fn kernel(lane: &str) -> String {
    let mem = if lane == "i1" { "i8" } else { lane };
    let (mut ok, mut bad) = (String::new(), String::new());
    for (j, &n) in LANE_COUNTS.iter().enumerate() {
        let off = j * 64;
        let load = |b: &mut String, tag: &str| {
            b.push_str(&format!(
                "  %p{tag}{j} = getelementptr i8, ptr addrspace(1) %in, i64 {off}\n\
                 \x20 %m{tag}{j} = load <{n} x {mem}>, ptr addrspace(1) %p{tag}{j}\n"
            ));
            if lane == "i1" {
                b.push_str(&format!(
                    "  %v{tag}{j} = trunc <{n} x i8> %m{tag}{j} to <{n} x i1>\n"
                ));
            } else {
                b.push_str(&format!(
                    "  %v{tag}{j} = bitcast <{n} x {mem}> %m{tag}{j} to <{n} x {lane}>\n"
                ));
            }
        };
        let store = |b: &mut String, v: &str, tag: &str, k: usize| {
            let (val, ty) = if lane == "i1" {
                b.push_str(&format!(
                    "  %z{tag}{j}_{k} = zext <{n} x i1> {v} to <{n} x i8>\n"
                ));
                (format!("%z{tag}{j}_{k}"), mem)
            } else {
                (v.to_string(), lane)
            };
            b.push_str(&format!(
                "  %q{tag}{j}_{k} = getelementptr i8, ptr addrspace(1) %out, i64 {}\n\
                 \x20 store <{n} x {ty}> {val}, ptr addrspace(1) %q{tag}{j}_{k}\n",
                off + k * 1024
            ));
        };
        load(&mut ok, "g");
        load(&mut bad, "b");
        // In range: lane n-1 moved to lane 0.
        ok.push_str(&format!(
            "  %e{j} = extractelement <{n} x {lane}> %vg{j}, i32 {}\n\
             \x20 %i{j} = insertelement <{n} x {lane}> %vg{j}, {lane} %e{j}, i32 0\n",
            n - 1
        ));
        store(&mut ok, &format!("%i{j}"), "g", 0);
        for (k, (idx, ity)) in bad_indices(n).into_iter().enumerate() {
            bad.push_str(&format!(
                "  %x{j}_{k} = extractelement <{n} x {lane}> %vb{j}, {ity} {idx}\n\
                 \x20 %y{j}_{k} = insertelement <{n} x {lane}> %vb{j}, {lane} %x{j}_{k}, {ity} {idx}\n"
            ));
            store(&mut bad, &format!("%y{j}_{k}"), "b", k);
        }
    }
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
         define amdgpu_kernel void @k(ptr addrspace(1) %in, ptr addrspace(1) %out, i32 %flag) {{\n\
         entry:\n  %c = icmp ne i32 %flag, 0\n  br i1 %c, label %bad, label %ok\n\
         ok:\n{ok}  ret void\n\
         bad:\n{bad}  ret void\n}}\n"
    )
}

const LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [1, 1, 1],
  "block": [1, 1, 1],
  "args": [{"buffer": "in"}, {"buffer": "out"}, {"i32": 0}],
  "buffers": {
    "in": {"type": "u8", "len": 512, "init": {"random": 7, "min": 0, "max": 1}},
    "out": {"type": "u8", "len": 8192, "init": {"fill": 0}}
  }
}"#;

#[test]
fn out_of_range_constant_lane_indices_compile_on_every_target() {
    for lane in LANE_TYPES {
        let src = kernel(lane);
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
            .unwrap_or_else(|d| panic!("{}\n{src}", d.render("k.ll")));
        common::objects_match_interpreter(
            &format!("lanes of {lane}"),
            &m,
            LAUNCH,
            common::ALL_TARGETS,
            |t| gfxc::compile_module(&m, t).map_err(|d| d.render("k.ll")),
        );
    }
}
