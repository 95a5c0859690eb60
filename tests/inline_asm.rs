//! Inline assembly (`call asm`) from LLVM IR, compiled for all 13 target modes and run on the
//! simulator (strict mode).
//!
//! The interpreter cannot run machine code, so each case is two kernels: the one with inline
//! asm, and a reference that computes the same in plain LLVM IR; the reference runs on the
//! interpreter, the asm kernel compiled by gfxc on the simulator, and every buffer must be
//! identical. Cases cover every constraint kind gfxc implements: `v`, `s`, `a` (gfx908+,
//! elsewhere a located `unsupported:` error), outputs `=`/`=&`, several outputs (a struct
//! result), tied inputs, the fixed registers `{vcc}`, `{m0}` (followed by LDS accesses, which
//! need M0 = -1 on GFX6-GFX8), `{exec}`, immediates `i n I J A B C DB`, register tuples of 64, 96
//! and 128 bits, half, float, double, i64 and vectors, `sideeffect` asm without operands, the
//! empty asm, a divergent value for an `s` constraint (substituted as its VGPR, as llc-19 does),
//! and asm inside a divergent branch. Where llc-19 and ld.lld-19 exist, llc-19's objects of
//! the asm kernels run too (gfx900, gfx1030, gfx1100 wave64) and must agree.
//!
//! Malformed asm (unknown mnemonic, bad operand, unknown constraint, operand number out of
//! range, a constraint gfxc does not implement yet) must fail with a located `error:` at the
//! asm call, never an internal error or a panic.

mod common;
use common::*;
use gfxc_ir::interp::run;
use gfxc_ir::launch::LaunchSpec;

const LAUNCH: &str = r#"{
  "kernel": "k",
  "grid": [160, 1, 1],
  "block": [80, 1, 1],
  "args": [{"buffer": "out"}, {"buffer": "in"}, {"u32": 2654435761}, {"u64": 12297829382473034410}],
  "buffers": {
    "out": {"type": "u64", "len": 160, "init": "zero"},
    "in": {"type": "u32", "len": 160, "init": {"random": 91, "min": 0, "max": 4294967295}}
  },
  "lds_dynamic": 0
}"#;

/// A kernel: `out[gid] = body` (the i64 `%r`) for the lanes where `x & 7 < 5`, -1 elsewhere
/// (`divergent`), or for every lane. `body` sees `%x` (i32, the lane's input, divergent),
/// `%x64` (its zext), `%u` (i32) and `%u64` (i64) (uniform kernel arguments), `%tid`, `%gid`.
fn kernel(body: &str, divergent: bool) -> String {
    let (br, phi) = if divergent {
        (
            "  %x7 = and i32 %x, 7\n  %c = icmp ult i32 %x7, 5\n  br i1 %c, label %then, label %join\n",
            "  %v = phi i64 [ %r, %then ], [ -1, %entry ]\n",
        )
    } else {
        ("  br label %then\n", "  %v = phi i64 [ %r, %then ]\n")
    };
    format!(
        "target triple = \"amdgcn-amd-amdhsa\"\n\
@lds = internal addrspace(3) global [80 x i32] undef, align 4\n\
declare i32 @llvm.amdgcn.workitem.id.x()\n\
declare i32 @llvm.amdgcn.workgroup.id.x()\n\
declare i64 @llvm.amdgcn.ballot.i64(i1)\n\
define amdgpu_kernel void @k(ptr addrspace(1) %out, ptr addrspace(1) %in, i32 %u, i64 %u64) {{\n\
entry:\n\
  %tid = call i32 @llvm.amdgcn.workitem.id.x()\n\
  %wg = call i32 @llvm.amdgcn.workgroup.id.x()\n\
  %base = mul i32 %wg, 80\n\
  %gid = add i32 %base, %tid\n\
  %pin = getelementptr i32, ptr addrspace(1) %in, i32 %gid\n\
  %x = load i32, ptr addrspace(1) %pin\n\
  %x64 = zext i32 %x to i64\n{br}\
then:\n{body}\n\
  br label %join\n\
join:\n{phi}\
  %pout = getelementptr i64, ptr addrspace(1) %out, i32 %gid\n\
  store i64 %v, ptr addrspace(1) %pout\n\
  ret void\n}}\n"
    )
}

/// One case: the asm body, the reference body (both define `%r: i64`), whether the asm runs
/// under a divergent branch, and whether it needs AGPRs.
struct Case {
    name: &'static str,
    asm: &'static str,
    reference: &'static str,
    divergent: bool,
    agpr: bool,
}

const fn case(name: &'static str, asm: &'static str, reference: &'static str) -> Case {
    Case {
        name,
        asm,
        reference,
        divergent: true,
        agpr: false,
    }
}

fn cases() -> Vec<Case> {
    vec![
        case(
            "v.xor",
            r#"  %a = call i32 asm "v_xor_b32 $0, $1, $2", "=v,v,v"(i32 %x, i32 %u)
  %r = zext i32 %a to i64"#,
            "  %a = xor i32 %x, %u\n  %r = zext i32 %a to i64",
        ),
        case(
            "s.add",
            r#"  %a = call i32 asm "s_add_u32 $0, $1, $2", "=s,s,s"(i32 %u, i32 %u)
  %b = add i32 %a, %x
  %r = zext i32 %b to i64"#,
            "  %a = add i32 %u, %u\n  %b = add i32 %a, %x\n  %r = zext i32 %b to i64",
        ),
        case(
            "s.divergent-as-vgpr",
            // llc-19 substitutes the divergent value's VGPR for `s`; v_mov_b32 accepts it.
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=v,s"(i32 %x)
  %r = zext i32 %a to i64"#,
            "  %r = zext i32 %x to i64",
        ),
        case(
            "early-clobber",
            r#"  %a = call i32 asm "v_mov_b32 $0, 5\0Av_xor_b32 $0, $1, $0", "=&v,v"(i32 %x)
  %r = zext i32 %a to i64"#,
            "  %a = xor i32 %x, 5\n  %r = zext i32 %a to i64",
        ),
        case(
            "two-outputs",
            r#"  %s = call { i32, i32 } asm "v_mov_b32 $0, $3\0Av_mov_b32 $1, $2 ; swap", "=v,=v,v,v"(i32 %x, i32 %u)
  %lo = extractvalue { i32, i32 } %s, 0
  %hi = extractvalue { i32, i32 } %s, 1
  %l = zext i32 %lo to i64
  %h = zext i32 %hi to i64
  %hs = shl i64 %h, 32
  %r = or i64 %l, %hs"#,
            "  %l = zext i32 %u to i64\n  %h = zext i32 %x to i64\n  %hs = shl i64 %h, 32\n  %r = or i64 %l, %hs",
        ),
        case(
            "mixed-outputs",
            r#"  %s = call { i32, i32 } asm "s_mov_b32 $0, $2\0Av_not_b32 $1, $3", "=s,=v,s,v"(i32 %u, i32 %x)
  %lo = extractvalue { i32, i32 } %s, 0
  %hi = extractvalue { i32, i32 } %s, 1
  %l = zext i32 %lo to i64
  %h = zext i32 %hi to i64
  %hs = shl i64 %h, 32
  %r = or i64 %l, %hs"#,
            "  %n = xor i32 %x, -1\n  %l = zext i32 %u to i64\n  %h = zext i32 %n to i64\n  %hs = shl i64 %h, 32\n  %r = or i64 %l, %hs",
        ),
        case(
            "tied",
            r#"  %a = call i32 asm "v_xor_b32 $0, $1, $0", "=v,v,0"(i32 %u, i32 %x)
  %r = zext i32 %a to i64"#,
            "  %a = xor i32 %x, %u\n  %r = zext i32 %a to i64",
        ),
        case(
            "tied.s",
            r#"  %a = call i32 asm "s_xor_b32 $0, $1, $0", "=s,s,0"(i32 %u, i32 12345)
  %b = add i32 %a, %x
  %r = zext i32 %b to i64"#,
            "  %a = xor i32 %u, 12345\n  %b = add i32 %a, %x\n  %r = zext i32 %b to i64",
        ),
        case(
            "tuple.v64",
            r#"  %d = bitcast i64 %x64 to double
  %a = call double asm "v_add_f64 $0, $1, $2", "=v,v,v"(double %d, double %d)
  %r = bitcast double %a to i64"#,
            "  %d = bitcast i64 %x64 to double\n  %a = fadd double %d, %d\n  %r = bitcast double %a to i64",
        ),
        case(
            "tuple.s64",
            r#"  %a = call i64 asm "s_xor_b64 $0, $1, $2", "=s,s,s"(i64 %u64, i64 81985529216486895)
  %r = add i64 %a, %x64"#,
            "  %a = xor i64 %u64, 81985529216486895\n  %r = add i64 %a, %x64",
        ),
        case(
            "tuple.v96-tied",
            r#"  %y = add i32 %x, 1
  %z = mul i32 %x, 3
  %v0 = insertelement <3 x i32> undef, i32 %x, i32 0
  %v1 = insertelement <3 x i32> %v0, i32 %y, i32 1
  %v2 = insertelement <3 x i32> %v1, i32 %z, i32 2
  %a = call <3 x i32> asm sideeffect "; keep $0", "=v,0"(<3 x i32> %v2)
  %e1 = extractelement <3 x i32> %a, i32 1
  %e2 = extractelement <3 x i32> %a, i32 2
  %s = add i32 %e1, %e2
  %r = zext i32 %s to i64"#,
            "  %y = add i32 %x, 1\n  %z = mul i32 %x, 3\n  %s = add i32 %y, %z\n  %r = zext i32 %s to i64",
        ),
        case(
            "tuple.v128",
            r#"  %v0 = insertelement <4 x i32> undef, i32 %x, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 %u, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %gid, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 %tid, i32 3
  %a = call <4 x i32> asm "; copy $0 $1", "=v,0"(<4 x i32> %v3)
  %e0 = extractelement <4 x i32> %a, i32 0
  %e3 = extractelement <4 x i32> %a, i32 3
  %s = sub i32 %e0, %e3
  %r = zext i32 %s to i64"#,
            "  %s = sub i32 %x, %tid\n  %r = zext i32 %s to i64",
        ),
        case(
            "tuple.s128",
            r#"  %v0 = insertelement <4 x i32> undef, i32 %u, i32 0
  %v1 = insertelement <4 x i32> %v0, i32 7, i32 1
  %v2 = insertelement <4 x i32> %v1, i32 %u, i32 2
  %v3 = insertelement <4 x i32> %v2, i32 9, i32 3
  %a = call <4 x i32> asm "; s-tuple $0 $1", "=s,0"(<4 x i32> %v3)
  %e1 = extractelement <4 x i32> %a, i32 1
  %e3 = extractelement <4 x i32> %a, i32 3
  %s = mul i32 %e1, %e3
  %t = add i32 %s, %x
  %r = zext i32 %t to i64"#,
            "  %t = add i32 63, %x\n  %r = zext i32 %t to i64",
        ),
        case(
            "half",
            r#"  %t = trunc i32 %x to i16
  %h = bitcast i16 %t to half
  %a = call half asm "v_and_b32 $0, 0x7fff, $1", "=v,v"(half %h)
  %b = bitcast half %a to i16
  %r = zext i16 %b to i64"#,
            "  %t = trunc i32 %x to i16\n  %b = and i16 %t, 32767\n  %r = zext i16 %b to i64",
        ),
        case(
            "v2half-passthrough",
            r#"  %h = bitcast i32 %x to <2 x half>
  %a = call <2 x half> asm "v_mov_b32 $0, $1", "=v,v"(<2 x half> %h)
  %b = bitcast <2 x half> %a to i32
  %r = zext i32 %b to i64"#,
            "  %r = zext i32 %x to i64",
        ),
        case(
            "float.inline-A",
            r#"  %f = uitofp i32 %x to float
  %a = call float asm "v_mul_f32 $0, $1, $2", "=v,v,A"(float %f, float 4.0)
  %b = bitcast float %a to i32
  %r = zext i32 %b to i64"#,
            "  %f = uitofp i32 %x to float\n  %a = fmul float %f, 4.0\n  %b = bitcast float %a to i32\n  %r = zext i32 %b to i64",
        ),
        case(
            "imm.I-J",
            r#"  %s = call { i32, i32 } asm "v_or_b32 $0, $2, $3\0As_movk_i32 $1, $4", "=v,=s,v,I,J"(i32 %x, i32 12, i32 -1234)
  %a = extractvalue { i32, i32 } %s, 0
  %k = extractvalue { i32, i32 } %s, 1
  %b = add i32 %a, %k
  %r = zext i32 %b to i64"#,
            "  %a = or i32 %x, 12\n  %b = add i32 %a, -1234\n  %r = zext i32 %b to i64",
        ),
        case(
            "imm.n-B-C",
            r#"  %s = call { i32, i32, i32 } asm "s_mov_b32 $0, $3\0As_mov_b32 $1, $4\0As_add_u32 $2, $5, 0", "=s,=s,=s,n,B,C"(i32 1000, i32 -123456789, i32 3735928559)
  %p = extractvalue { i32, i32, i32 } %s, 0
  %q = extractvalue { i32, i32, i32 } %s, 1
  %w = extractvalue { i32, i32, i32 } %s, 2
  %pq = add i32 %p, %q
  %t = xor i32 %pq, %w
  %y = add i32 %t, %x
  %r = zext i32 %y to i64"#,
            "  %pq = add i32 1000, -123456789\n  %t = xor i32 %pq, 3735928559\n  %y = add i32 %t, %x\n  %r = zext i32 %y to i64",
        ),
        case(
            "imm.DB",
            r#"  %a = call i64 asm "s_mov_b64 $0, $1", "=s,DB"(i64 -5)
  %r = add i64 %a, %x64"#,
            "  %r = add i64 -5, %x64",
        ),
        case(
            "fixed.vcc",
            r#"  %a = call i64 asm "s_mov_b64 $0, $1", "={vcc},s"(i64 %u64)
  %r = xor i64 %a, %x64"#,
            "  %r = xor i64 %u64, %x64",
        ),
        case(
            "fixed.vcc-input-clobber",
            r#"  %a = call i64 asm "s_not_b64 $0, $1", "=s,{vcc},~{vcc},~{scc}"(i64 %u64)
  %r = xor i64 %a, %x64"#,
            "  %n = xor i64 %u64, -1\n  %r = xor i64 %n, %x64",
        ),
        case(
            "fixed.m0-then-lds",
            r#"  %a = call i32 asm sideeffect "s_add_u32 $0, $1, 3", "=s,{m0},~{m0}"(i32 %u)
  %p = getelementptr [80 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  store i32 %x, ptr addrspace(3) %p
  %l = load i32, ptr addrspace(3) %p
  %b = add i32 %a, %l
  %r = zext i32 %b to i64"#,
            "  %a = add i32 %u, 3\n  %b = add i32 %a, %x\n  %r = zext i32 %b to i64",
        ),
        case(
            "fixed.m0-output",
            r#"  %a = call i32 asm "s_mov_b32 $0, $1", "={m0},s"(i32 %u)
  %p = getelementptr [80 x i32], ptr addrspace(3) @lds, i32 0, i32 %tid
  store i32 %x, ptr addrspace(3) %p
  %l = load i32, ptr addrspace(3) %p
  %b = sub i32 %a, %l
  %r = zext i32 %b to i64"#,
            "  %b = sub i32 %u, %x\n  %r = zext i32 %b to i64",
        ),
        case(
            "fixed.exec-input",
            // Writes EXEC with its own value: the mask of the lanes in the branch.
            r#"  %e = call i64 @llvm.amdgcn.ballot.i64(i1 true)
  %a = call i64 asm sideeffect "s_mov_b64 $0, $1", "=s,{exec}"(i64 %e)
  %r = add i64 %x64, 1"#,
            "  %r = add i64 %x64, 1",
        ),
        case(
            "sideeffect-no-operands",
            r#"  call void asm sideeffect "s_nop 0\0As_nop 1", ""()
  call void asm sideeffect "", ""()
  %r = add i64 %x64, 2"#,
            "  %r = add i64 %x64, 2",
        ),
        case(
            "uniform-into-v",
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=v,v"(i32 %u)
  %b = add i32 %a, %x
  %r = zext i32 %b to i64"#,
            "  %b = add i32 %u, %x\n  %r = zext i32 %b to i64",
        ),
        case(
            "clobber.vgprs",
            // Writes v0..v7: nothing live across it may be there.
            r#"  %y = mul i32 %x, 7
  %z = xor i32 %x, %u
  call void asm sideeffect "v_mov_b32 v0, -1\0Av_mov_b32 v1, -1\0Av_mov_b32 v2, -1\0Av_mov_b32 v3, -1\0Av_mov_b32 v4, -1\0Av_mov_b32 v5, -1\0Av_mov_b32 v6, -1\0Av_mov_b32 v7, -1", "~{v0},~{v1},~{v2},~{v3},~{v[4:7]}"()
  %s = add i32 %y, %z
  %r = zext i32 %s to i64"#,
            "  %y = mul i32 %x, 7\n  %z = xor i32 %x, %u\n  %s = add i32 %y, %z\n  %r = zext i32 %s to i64",
        ),
        case(
            "clobber.sgprs",
            r#"  %y = add i32 %u, 77
  call void asm sideeffect "s_mov_b64 s[8:9], -1\0As_mov_b64 s[10:11], -1\0As_mov_b32 s20, -1\0As_mov_b32 s21, -1\0As_mov_b32 s22, -1\0As_mov_b32 s23, -1", "~{s[8:11]},~{s[20:23]}"()
  %s = add i32 %y, %x
  %r = zext i32 %s to i64"#,
            "  %y = add i32 %u, 77\n  %s = add i32 %y, %x\n  %r = zext i32 %s to i64",
        ),
        case(
            "clobber.agprs",
            // AGPR clobbers: honoured on gfx908/gfx90a/gfx942, empty on processors without
            // AGPRs (llc-19 accepts them there too); values live across stay intact.
            r#"  %y = mul i32 %x, 7
  %z = xor i32 %x, %u
  call void asm sideeffect "; clobber a0 a[4:7] a42 a255", "~{a0},~{a[4:7]},~{a42},~{a255},~{v1}"()
  %s = add i32 %y, %z
  %r = zext i32 %s to i64"#,
            "  %y = mul i32 %x, 7\n  %z = xor i32 %x, %u\n  %s = add i32 %y, %z\n  %r = zext i32 %s to i64",
        ),
        case(
            "clobber.above-budget",
            // Registers above the allocator's budget (64 VGPRs and 94-104 SGPRs under the
            // default 1024-item work-group): written by the asm, counted as used as llc-19
            // counts them (the simulator refuses a register beyond the descriptor's
            // allocation), the metadata's `.max_flat_workgroup_size` lowered to what fits.
            r#"  %y = mul i32 %x, 7
  %z = xor i32 %x, %u
  call void asm sideeffect "v_mov_b32 v255, 0\0As_mov_b32 s99, 0", "~{v255},~{s99}"()
  %s = add i32 %y, %z
  %r = zext i32 %s to i64"#,
            "  %y = mul i32 %x, 7\n  %z = xor i32 %x, %u\n  %s = add i32 %y, %z\n  %r = zext i32 %s to i64",
        ),
        case(
            "fixed.vgpr",
            r#"  %a = call i32 asm "v_xor_b32 $0, 0x5a, $1", "={v4},{v6}"(i32 %x)
  %b = add i32 %a, %u
  %r = zext i32 %b to i64"#,
            "  %a = xor i32 %x, 90\n  %b = add i32 %a, %u\n  %r = zext i32 %b to i64",
        ),
        case(
            "fixed.sgpr",
            r#"  %a = call i32 asm "s_xor_b32 $0, 0x5a, $1", "={s40},{s41}"(i32 %u)
  %b = add i32 %a, %x
  %r = zext i32 %b to i64"#,
            "  %a = xor i32 %u, 90\n  %b = add i32 %a, %x\n  %r = zext i32 %b to i64",
        ),
        case(
            "fixed.vgpr-pair",
            r#"  %d = bitcast i64 %x64 to double
  %a = call double asm "v_add_f64 $0, $1, $1", "={v[2:3]},{v[6:7]}"(double %d)
  %r = bitcast double %a to i64"#,
            "  %d = bitcast i64 %x64 to double\n  %a = fadd double %d, %d\n  %r = bitcast double %a to i64",
        ),
        Case {
            name: "agpr",
            asm: r#"  %a = call i32 asm "v_accvgpr_write_b32 $0, $1", "=a,v"(i32 %x)
  %b = call i32 asm "v_accvgpr_read_b32 $0, $1", "=v,a"(i32 %a)
  %r = zext i32 %b to i64"#,
            reference: "  %r = zext i32 %x to i64",
            divergent: true,
            agpr: true,
        },
        Case {
            name: "agpr.fixed",
            asm: r#"  %a = call i32 asm "v_accvgpr_write_b32 $0, $1", "={a2},v"(i32 %x)
  %b = call i32 asm "v_accvgpr_read_b32 $0, $1", "={v3},{a5}"(i32 %a)
  %r = zext i32 %b to i64"#,
            reference: "  %r = zext i32 %x to i64",
            divergent: true,
            agpr: true,
        },
        case(
            "r-constraint",
            r#"  %a = call i32 asm "s_add_u32 $0, $1, 9", "=r,r"(i32 %u)
  %b = add i32 %a, %x
  %r = zext i32 %b to i64"#,
            "  %a = add i32 %u, 9\n  %b = add i32 %a, %x\n  %r = zext i32 %b to i64",
        ),
        Case {
            name: "uniform-flow",
            asm: r#"  %a = call i32 asm "v_bfe_u32 $0, $1, 3, 7", "=v,v"(i32 %x)
  %r = zext i32 %a to i64"#,
            reference: "  %s = lshr i32 %x, 3\n  %a = and i32 %s, 127\n  %r = zext i32 %a to i64",
            divergent: false,
            agpr: false,
        },
    ]
}

fn has_agprs(cpu: &str) -> bool {
    matches!(cpu, "gfx908" | "gfx90a" | "gfx942")
}

/// Runs `obj` and compares every buffer with `want`; returns the failures.
fn compare(
    label: &str,
    obj: &[u8],
    spec: &LaunchSpec,
    want: &gfxc_ir::launch::LaunchResult,
) -> Vec<String> {
    let mut fails = Vec::new();
    match gfxc_sim::simulate(obj, spec, &Default::default()) {
        Ok((got, _)) => {
            for (w, g) in want.buffers.iter().zip(&got.buffers) {
                if w.bytes != g.bytes {
                    let at = w
                        .bytes
                        .chunks(8)
                        .zip(g.bytes.chunks(8))
                        .position(|(a, b)| a != b)
                        .unwrap_or(0);
                    fails.push(format!(
                        "{label}: buffer {} differs at element {at}: want {:?}, got {:?}",
                        w.name,
                        &w.bytes[at * 8..at * 8 + 8],
                        &g.bytes[at * 8..at * 8 + 8]
                    ));
                }
            }
        }
        Err(e) => fails.push(format!("{label}: simulator: {e}")),
    }
    fails
}

/// Every case on every target mode: gfxc's object on the simulator gives the reference's
/// interpreter result.
#[test]
fn inline_asm_matches_reference_on_all_modes() {
    let spec = LaunchSpec::parse(LAUNCH).unwrap();
    let mut fails = Vec::new();
    for c in cases() {
        let asm_src = kernel(c.asm, c.divergent);
        let ref_src = kernel(c.reference, c.divergent);
        let asm_m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &asm_src)
            .unwrap_or_else(|d| panic!("{}: {}\n{asm_src}", c.name, d.render("k.ll")));
        let ref_m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &ref_src)
            .unwrap_or_else(|d| panic!("{}: {}", c.name, d.render("ref.ll")));
        for (cpu, mattr) in ALL_TARGETS {
            let t = target_with(cpu, mattr);
            let label = format!("{} {cpu}{mattr}", c.name);
            let opts = gfxc_ir::interp::InterpOptions {
                wave_size: t.wave_size(),
                ..Default::default()
            };
            let want = run(&ref_m, &spec, &opts).unwrap();
            match gfxc::compile_module(&asm_m, &t) {
                Ok(obj) if !c.agpr || has_agprs(cpu) => {
                    fails.extend(compare(&label, &obj, &spec, &want))
                }
                Ok(_) => fails.push(format!("{label}: compiled without AGPRs")),
                Err(d) => {
                    let msg = d.render("k.ll");
                    let located = msg.starts_with("k.ll:") && !msg.contains("internal");
                    if !(c.agpr
                        && !has_agprs(cpu)
                        && located
                        && msg.contains("unsupported: inline asm")
                        && msg.contains("gfx908"))
                    {
                        fails.push(format!("{label}: {msg}"));
                    }
                }
            }
        }
    }
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n")
    );
}

/// The interpreter refuses a kernel with inline asm with an error, never a wrong result.
#[test]
fn interpreter_refuses_inline_asm() {
    let c = &cases()[0];
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &kernel(c.asm, true)).unwrap();
    let spec = LaunchSpec::parse(LAUNCH).unwrap();
    let e = run(&m, &spec, &Default::default()).unwrap_err();
    assert!(format!("{e:?}").contains("inline assembly"), "{e:?}");
}

/// The text format round-trips an `inline_asm` with every flag, escapes and several results.
#[test]
fn gir_text_round_trips_inline_asm() {
    for c in cases() {
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &kernel(c.asm, c.divergent)).unwrap();
        let text = gfxc_ir::text::print_module(&m);
        assert!(text.contains("inline_asm ["), "{}: {text}", c.name);
        let m2 = gir_module(&text);
        assert_eq!(gfxc_ir::text::print_module(&m2), text, "{}", c.name);
        gfxc_ir::verifier::verify_module(&m2).unwrap();
    }
}

/// Malformed or unimplemented asm: a located error at the asm call on every mode.
#[test]
fn bad_inline_asm_is_a_located_error() {
    let bad: &[(&str, &str)] = &[
        (
            r#"  %a = call i32 asm "v_frobnicate $0, $1", "=v,v"(i32 %x)"#,
            "invalid inline asm 'v_frobnicate",
        ),
        (
            r#"  %a = call i32 asm "s_mov_b32 $0, $1", "=s,v"(i32 %x)"#,
            "invalid inline asm 's_mov_b32 s",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1, $1", "=v,v"(i32 %x)"#,
            "invalid inline asm",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $2", "=v,v"(i32 %x)"#,
            "refers to operand 2, but there are 2",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=q,v"(i32 %x)"#,
            "unsupported: inline asm constraint '=q'",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=v,v,~{v999}"(i32 %x)"#,
            "unsupported: inline asm register 'v999'",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "={v[2:3]},v"(i32 %x)"#,
            "has 2 dword(s), the value 1",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=v,v,~{s[200:201]}"(i32 %x)"#,
            "unsupported: inline asm register 's[200:201]'",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=v,v,~{ttmp0}"(i32 %x)"#,
            "unsupported: inline asm register 'ttmp0'",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, $1", "=v,I"(i32 100)"#,
            "does not satisfy its constraint",
        ),
        (
            r#"  %a = call i32 asm "lbl: v_mov_b32 $0, $1", "=v,v"(i32 %x)"#,
            "unsupported: label in inline asm",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, ${1:q}", "=v,v"(i32 %x)"#,
            "unsupported: inline asm operand modifier 'q'",
        ),
        (
            r#"  %a = call i32 asm "v_mov_b32 $0, 0", "=v"(i32 %x)"#,
            "0 input constraint(s) but 1 argument(s)",
        ),
    ];
    let mut fails = Vec::new();
    for (body, want) in bad {
        let body = format!("{body}\n  %r = zext i32 %x to i64");
        let src = kernel(&body, true);
        // The asm call is on line 17 of the kernel (the first line of the body).
        let line = src.lines().position(|l| l.contains("asm")).unwrap() + 1;
        for (cpu, mattr) in ALL_TARGETS {
            let t = target_with(cpu, mattr);
            let r = gfxc::load_source(gfxc::SourceKind::LlvmIr, &src)
                .and_then(|m| gfxc::compile_module(&m, &t));
            match r {
                Ok(_) => fails.push(format!("{cpu}{mattr}: compiled, want '{want}'\n{body}")),
                Err(d) => {
                    let msg = d.render("k.ll");
                    let loc = format!("k.ll:{line}:");
                    if !msg.starts_with(&loc)
                        || !msg.contains("error: ")
                        || !msg.contains(want)
                        || msg.contains("internal")
                    {
                        fails.push(format!("{cpu}{mattr}: want '{loc} ... {want}', got {msg}"));
                    }
                }
            }
        }
    }
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// Where llc-19's object is wrong and the simulator says so: (case, mode, what the failure
/// says). `imm.I-J`: llc-19 prints the `J` operand -1234 as `0xfffffb2e`, which its own
/// assembler rejects for `s_movk_i32`. The others: llc-19 does not apply the hazard rules the
/// simulator checks around an inline asm statement (gfxc's objects of the same kernels pass,
/// `inline_asm_matches_reference_on_all_modes`). The test fails when one of them stops
/// failing, so the list stays true.
const LLC_KNOWN: &[(&str, &str, &str)] = &[
    ("imm.I-J", "gfx900", "invalid operand"),
    ("imm.I-J", "gfx1030", "invalid operand"),
    ("imm.I-J", "gfx1100+wavefrontsize64", "invalid operand"),
    ("imm.I-J", "gfx908", "invalid operand"),
    (
        "fixed.vcc",
        "gfx1100+wavefrontsize64",
        "GFX11_VALU_MASK_WRITE",
    ),
    (
        "fixed.exec-input",
        "gfx1100+wavefrontsize64",
        "GFX11_VALU_MASK_WRITE",
    ),
    ("agpr", "gfx908", "MAI908_ACCWRITE_ACCREAD"),
    ("agpr.fixed", "gfx908", "MAI908_ACCWRITE_ACCREAD"),
];

/// llc-19's objects of the asm kernels (where the tools exist) give the reference's result
/// too: the cases are valid inline asm as LLVM reads it, not just as gfxc does.
#[test]
fn llc19_objects_of_the_asm_kernels_agree() {
    use std::process::Command;
    if !(llvm_tool("llc-19") && llvm_tool("ld.lld-19")) {
        return;
    }
    let spec = LaunchSpec::parse(LAUNCH).unwrap();
    let dir = std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("gfxc_inline_asm_{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let mut fails = Vec::new();
    for c in cases() {
        let src = kernel(c.asm, c.divergent);
        let ref_m =
            gfxc::load_source(gfxc::SourceKind::LlvmIr, &kernel(c.reference, c.divergent)).unwrap();
        for (cpu, mattr) in [
            ("gfx900", ""),
            ("gfx1030", ""),
            ("gfx1100", "+wavefrontsize64"),
            ("gfx908", ""),
        ] {
            if c.agpr && !has_agprs(cpu) {
                continue;
            }
            let mode = format!("{cpu}{mattr}");
            let stem = format!("{}.{mode}", c.name).replace(['+', '/'], "_");
            let (ll, o, so) = (
                dir.join(format!("{stem}.ll")),
                dir.join(format!("{stem}.o")),
                dir.join(format!("{stem}.hsaco")),
            );
            std::fs::write(&ll, &src).unwrap();
            let mut cmd = Command::new("llc-19");
            cmd.args(["-O2", "-mtriple=amdgcn-amd-amdhsa", "-filetype=obj"])
                .arg(format!("-mcpu={cpu}"));
            if !mattr.is_empty() {
                cmd.arg(format!("-mattr={mattr}"));
            }
            let out = cmd.arg(&ll).arg("-o").arg(&o).output().unwrap();
            let got: Vec<String> = if !out.status.success() {
                vec![format!("llc-19: {}", String::from_utf8_lossy(&out.stderr))]
            } else {
                let out = Command::new("ld.lld-19")
                    .arg("-shared")
                    .arg(&o)
                    .arg("-o")
                    .arg(&so)
                    .output()
                    .unwrap();
                assert!(out.status.success());
                let t = target_with(cpu, mattr);
                let opts = gfxc_ir::interp::InterpOptions {
                    wave_size: t.wave_size(),
                    ..Default::default()
                };
                let want = run(&ref_m, &spec, &opts).unwrap();
                compare(&stem, &std::fs::read(&so).unwrap(), &spec, &want)
            };
            let known = LLC_KNOWN
                .iter()
                .find(|(n, m, _)| *n == c.name && *m == mode);
            match known {
                Some((_, _, what)) => {
                    if !got.iter().any(|g| g.contains(what)) {
                        fails.push(format!(
                            "{stem}: listed in LLC_KNOWN ('{what}') but got {got:?}"
                        ));
                    }
                }
                None => fails.extend(got.into_iter().map(|g| format!("{stem}: {g}"))),
            }
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    assert!(fails.is_empty(), "{}", fails.join("\n"));
}

/// The MIR text format carries inline-asm blocks (template, operand map, source instruction,
/// clobbers): on every case and target mode, the MIR after isel and after register allocation
/// (where `p_inline_asm#N` still stands) parses and prints back the same text, and the
/// `inline-asm` pass run on the parsed MIR after regalloc (`gfxc::pipeline::run_pass`) gives
/// exactly the MIR the compiler had after that pass.
#[test]
fn mir_text_round_trips_inline_asm() {
    use gfxc::pipeline::{compile_kernels, run_pass, CompileOptions, Pass, PassOutput};
    let mut fails = Vec::new();
    let (mut blocks, mut reruns) = (0, 0);
    for c in cases() {
        let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, &kernel(c.asm, c.divergent)).unwrap();
        for (cpu, mattr) in ALL_TARGETS {
            let t = target_with(cpu, mattr);
            let label = format!("{} {cpu}{mattr}", c.name);
            let opts = CompileOptions {
                print_after: vec![Pass::Isel, Pass::Regalloc, Pass::InlineAsm],
                ..Default::default()
            };
            let Ok(out) = compile_kernels(&m, &t, &opts) else {
                continue; // AGPR constraints off MAI targets: a located error, checked above
            };
            let mut secs: Vec<(&str, String)> = Vec::new();
            for line in out.dumps.split_inclusive('\n') {
                if let Some(h) = line.strip_prefix("; *** after ") {
                    secs.push((h.split_once(' ').unwrap().0, String::new()));
                } else {
                    secs.last_mut().unwrap().1.push_str(line);
                }
            }
            for (pass, text) in &secs {
                if *pass == "inline-asm" {
                    continue;
                }
                blocks += text.lines().filter(|l| l.starts_with("  asm ")).count();
                match gfxc::mir::parse_function(text) {
                    Ok(f) => {
                        let again = gfxc::mir::print(&f);
                        if &again != text {
                            fails.push(format!(
                                "{label} after {pass}: reprint differs\n{text}\n---\n{again}"
                            ));
                        }
                        if *pass == "regalloc" {
                            let want = &secs.iter().find(|s| s.0 == "inline-asm").unwrap().1;
                            match run_pass(Pass::InlineAsm, f, &t) {
                                Ok(PassOutput::Mir(g)) if &gfxc::mir::print(&g) == want => {
                                    reruns += 1
                                }
                                other => fails.push(format!(
                                    "{label}: inline-asm on parsed MIR: {other:?}\nwant\n{want}"
                                )),
                            }
                        }
                    }
                    Err(d) => fails.push(format!("{label} after {pass}: {}", d.render("mir"))),
                }
            }
        }
    }
    assert!(
        fails.is_empty(),
        "{} failures:\n{}",
        fails.len(),
        fails.join("\n")
    );
    // Every case on every mode that compiles: a loop that skipped them all must fail.
    let n = cases().len();
    assert!(blocks >= 2 * n * 10, "only {blocks} asm blocks printed");
    assert!(reruns >= n * 10, "only {reruns} inline-asm passes re-run");
}

/// Registers inline asm names above the allocator's budget (`~{v255}`, `~{s99}`, `~{a255}`)
/// count as used, as llc-19 counts them (its `.vgpr_count` / `.agpr_count` / next free SGPR
/// measured: 256, 256 on gfx908/gfx90a/gfx942, 100), and the metadata claims only the
/// work-group size those registers admit (llc-19 keeps 1024, which no runtime can launch).
/// Before session 14 the kernel failed with "register pressure too high".
#[test]
fn clobbers_above_the_budget_count_as_used() {
    use gfxc::pipeline::{compile_kernels, CompileOptions};
    let src = "define amdgpu_kernel void @k() {\n\
  call void asm sideeffect \"\", \"~{v255},~{s99},~{a255}\"()\n  ret void\n}\n";
    let m = gfxc::load_source(gfxc::SourceKind::LlvmIr, src).unwrap();
    for (cpu, mattr) in ALL_TARGETS {
        let t = target_with(cpu, mattr);
        let c = compile_kernels(&m, &t, &CompileOptions::default())
            .unwrap_or_else(|e| panic!("{cpu}{mattr}: {}", e.render("k.ll")));
        let md = &c.kernels[0].metadata;
        let agprs = if has_agprs(cpu) { 256 } else { 0 };
        let unified = matches!(*cpu, "gfx90a" | "gfx942");
        let vgprs = if unified { 512 } else { 256 };
        assert_eq!(md.vgpr_count, vgprs, "{cpu}{mattr}");
        assert_eq!(md.agpr_count.unwrap_or(0), agprs, "{cpu}{mattr}");
        assert!(md.sgpr_count >= 100, "{cpu}{mattr}: {}", md.sgpr_count);
        // The claimed work-group fits with these registers, and is far below the 1024
        // work-items of the default bounds.
        let wg = md.max_flat_workgroup_size as u32;
        assert!((64..1024).contains(&wg), "{cpu}{mattr}: {wg}");
        let (waves, _) = gfxc_emit::report::occupancy(
            &t,
            md.sgpr_count as u32,
            md.vgpr_count as u32,
            agprs as u32,
            0,
            wg,
        );
        let simds = gfxc_regalloc::budget::simds_per_workgroup(&t);
        let need = wg.div_ceil(t.wave_size()).div_ceil(simds);
        assert!(
            need <= waves,
            "{cpu}{mattr}: {wg} items need {need} waves, {waves} fit"
        );
    }
}
