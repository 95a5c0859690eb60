//! `gfxc-sim`: a wave-level simulator of AMD GPUs that runs AMDHSA code objects (gfxc's or
//! LLVM's) the way the hardware does, and is strict where the hardware is silent (issue 5).
//!
//! Entry points: [`simulate`] (code-object bytes + [`LaunchSpec`] → final buffers and
//! [`Stats`]) and [`run_launch`] (paths and options → the `gfxc run` output text).
//!
//! Structure (one responsibility per module):
//! - [`program`]: the whole `.text` decoded once with `gfxc-isa`'s table-driven decoder into
//!   pre-decoded ops; [`sem`], [`sem_salu`], [`sem_valu`], [`sem_mem`]: each table row's
//!   mnemonic → a semantic family and its per-lane / per-wave function.
//! - [`dispatch`]: kernarg segment, dispatch packet, queue, scratch, LDS size and the initial
//!   wave state the kernel descriptor asks for; [`run`]: work-groups and barriers.
//! - [`exec`], [`exec_valu`], [`exec_mem`]: executing one instruction; [`wave`]: the state;
//!   [`memory`]: global memory with bounds checks, apertures, LDS, scratch swizzle; [`fp`]:
//!   floating-point helpers.
//! - [`tracker`]: strict `s_waitcnt` checking; [`hazard`]: strict wait-state checks driven by
//!   the compiler's hazard table (`gfxc_emit::hazards`); [`stats`]: instruction counts and the
//!   cycle estimate.
//!
//! Targets: GFX6-GFX8 (gfx600, gfx700, gfx803), GFX9 (gfx900, gfx908, gfx90a, gfx942) and
//! GFX10/11 (gfx1010, gfx1030, gfx1100), wave32 and wave64. GFX6-GFX8 specifics: the
//! carry-out spellings (`v_add_i32`, `v_add_u32` with VCC, `v_addc_u32`) by signature, the
//! value-first shifts, SMRD dword offsets, MUBUF `addr64` global memory, MUBUF scratch through
//! the private segment buffer, GFX7/GFX8 FLAT_SCRATCH (offset + size), and M0 as the DS limit. [`exec_mfma`] runs the matrix instructions (`v_mfma_*`, every shape of gfx908,
//! gfx90a and gfx942) with AGPRs: a separate file on gfx908 (`.agpr_count` from the metadata),
//! the unified file split at the descriptor's `accum_offset` on gfx90a/gfx942. DPP16/DPP8 and
//! SDWA forms of VALU instructions, VOPD, and d16 loads/stores are executed. Not simulated
//! (clean `unsupported instruction` errors): sparse `v_smfmac_*`, DPP forms of non-VALU rows,
//! image, export, GDS, LDS-DMA, typed buffer formats, trap handlers; float operations under a
//! rounding mode other than nearest-even (`s_round_mode`/`s_setreg` may set MODE.FP_ROUND and
//! `s_getreg` reads it back; a VALU, packed, mix or matrix instruction with a float operand
//! executed under it fails cleanly), MODE bits beyond 9:0.
//!
//! Speed: VALU instructions without modifiers take a fast path ([`exec_valu`]): vector sources
//! are gathered as columns once and a whole-wave loop generated with each lane function
//! (`sem_valu`'s `lam!`) runs over EXEC, so there is one indirect call per instruction, not per
//! lane; whole-dword global loads and stores do one bounds check per lane, or one per wave when
//! the lanes access consecutive elements; waves are reused from group to group.
//! `cargo run --release -p gfxc-sim --example vadd_bench` measures a 1M-element vector add.

pub use gfxc_ir::buffer_format;
pub mod coverage;
pub mod dispatch;
pub mod error;
pub mod exec;
pub mod exec_mem;
pub mod exec_mfma;
pub mod exec_valu;
pub mod exec_wmma;
pub mod fp;
pub mod fp8;
pub mod hazard;
pub mod memory;
pub mod program;
pub mod run;
pub mod sem;
pub mod sem_family;
pub mod sem_legacy;
pub mod sem_mem;
pub mod sem_misc;
pub mod sem_packed16;
pub mod sem_reduce;
pub mod sem_salu;
pub mod sem_valu;
pub mod stats;
pub mod tracker;
pub mod wave;

pub use error::{ErrorKind, Result, SimError};
pub use gfxc_ir::launch::{LaunchResult, LaunchSpec};
pub use stats::Stats;

/// Simulation options.
#[derive(Clone, Debug)]
pub struct SimOptions {
    /// Strict mode (default): waitcnt and hazard checks.
    pub strict: bool,
    /// Per-wave instruction budget (a runaway loop is an error).
    pub max_wave_instructions: u64,
    /// Budget of wave instructions of the whole launch, all waves together (a grid of
    /// many waves that each stay within their budget still ends).
    pub max_launch_instructions: u64,
}

impl Default for SimOptions {
    fn default() -> SimOptions {
        SimOptions {
            strict: true,
            max_wave_instructions: 200_000_000,
            max_launch_instructions: u64::MAX,
        }
    }
}

/// Simulate a launch of a code object given as bytes.
pub fn simulate(
    code_object: &[u8],
    spec: &LaunchSpec,
    opts: &SimOptions,
) -> Result<(LaunchResult, Stats)> {
    let ro = gfxc_emit::read(code_object)
        .map_err(|e| SimError::launch(format!("cannot read the code object: {e}")))?;
    run::run(&ro, spec, opts)
}

/// Run `code_object` with the launch spec text `launch`; returns the `gfxc run` output (the
/// buffers as JSON, `--bits` raw) and, with `stats`, the statistics JSON as a second line.
pub fn run_launch(code_object: &[u8], launch: &str, bits: bool, stats: bool) -> Result<String> {
    let spec = LaunchSpec::parse(launch).map_err(SimError::launch)?;
    let (res, st) = simulate(code_object, &spec, &SimOptions::default())?;
    let mut out = res.to_json(bits);
    out.push('\n');
    if stats {
        out.push_str(&st.to_json());
        out.push('\n');
    }
    Ok(out)
}
