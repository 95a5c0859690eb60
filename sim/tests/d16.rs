//! D16 memory instructions: loads write one 16-bit half of the VGPR and keep the other (bytes
//! zero- or sign-extended to 16 bits), `*_d16_hi` stores write the high half. Two loads into
//! the two halves of one register without a wait between them are legal in strict mode
//! (VMEM and DS results return in order), reading the register before the wait is not.

use gfxc_isa::processors::{processor, Target};
use gfxc_sim::exec::run_wave;
use gfxc_sim::memory::{Lds, Memory};
use gfxc_sim::program::Program;
use gfxc_sim::wave::Wave;
use gfxc_sim::ErrorKind;

/// Assemble `lines` for `proc`, run them (strict) on a wave32/64 with v[2:3] = the address of
/// a buffer of bytes `0x80 + i`, v1 = 0x11112222 per lane, LDS of 256 bytes holding `0xc0 + i`
/// and v0 = 4 * lane; return the wave, the buffer and LDS after the run, or the error kind.
fn run(proc: &str, lines: &[&str]) -> Result<(Wave, Vec<u8>, Vec<u8>), ErrorKind> {
    let mut target = Target::new(processor(proc).unwrap());
    target.wavefrontsize64 = false;
    let w32 = target.processor.generation.is_gfx10_plus();
    let mut bytes = Vec::new();
    for l in lines.iter().chain(&["s_endpgm"]) {
        let inst = gfxc_isa::parse::parse_inst(l, &target, 0)
            .unwrap_or_else(|e| panic!("{proc}: {l}: {}", e.msg));
        bytes.extend_from_slice(&gfxc_isa::codec::encode(&inst, 0).unwrap());
    }
    let lanes = if w32 { 32 } else { 64 };
    let prog = Program::decode(&bytes, 0x1000, target.processor.isa, !w32);
    let mut mem = Memory::new();
    let base = mem.alloc("buffer", (0..1024u32).map(|i| (0x80 + i) as u8).collect());
    let mut lds = Lds {
        data: (0..256u32).map(|i| (0xc0 + i) as u8).collect(),
    };
    let mut w = Wave::new(0, lanes, 8, 0, 125, true);
    w.gen10 = w32;
    for l in 0..lanes {
        w.set_vreg(0, l, 4 * l);
        w.set_vreg(1, l, 0x1111_2222);
        w.set_vreg(2, l, (base + 4 * l as u64) as u32);
        w.set_vreg(3, l, ((base + 4 * l as u64) >> 32) as u32);
    }
    w.set_exec(if w32 { 0xffff_ffff } else { u64::MAX });
    run_wave(&mut w, &prog, &mut mem, &mut lds).map_err(|e| e.kind)?;
    let buf = mem.region("buffer").unwrap().data.clone();
    Ok((w, buf, lds.data))
}

#[test]
fn d16_loads_and_stores() {
    for (proc, lo, hi, ubyte_hi, sbyte, store_hi, ds_lo, ds_hi) in [
        (
            "gfx900",
            "global_load_short_d16 v1, v[2:3], off",
            "global_load_short_d16_hi v1, v[2:3], off offset:2",
            "global_load_ubyte_d16_hi v4, v[2:3], off",
            "global_load_sbyte_d16 v4, v[2:3], off offset:1",
            "global_store_short_d16_hi v[2:3], v1, off",
            "ds_read_u16_d16 v5, v0",
            "ds_read_i8_d16_hi v5, v0 offset:1",
        ),
        (
            "gfx1100",
            "global_load_d16_b16 v1, v[2:3], off",
            "global_load_d16_hi_b16 v1, v[2:3], off offset:2",
            "global_load_d16_hi_u8 v4, v[2:3], off",
            "global_load_d16_i8 v4, v[2:3], off offset:1",
            "global_store_d16_hi_b16 v[2:3], v1, off",
            "ds_load_u16_d16 v5, v0",
            "ds_load_i8_d16_hi v5, v0 offset:1",
        ),
    ] {
        let (w, buf, _) = run(
            proc,
            &[
                "v_mov_b32 v4, 0x5555aaaa",
                "v_mov_b32 v5, 0x12345678",
                lo,
                hi,
                ubyte_hi,
                sbyte,
                ds_lo,
                ds_hi,
                "s_waitcnt vmcnt(0) lgkmcnt(0)",
                store_hi,
                "s_waitcnt vmcnt(0)",
            ],
        )
        .unwrap_or_else(|e| panic!("{proc}: {e:?}"));
        for l in 0..w.lanes {
            let b = |i: u32| (0x80 + 4 * l + i) & 0xff;
            let v1 = w.vreg(1, l);
            assert_eq!(
                v1,
                b(0) | b(1) << 8 | (b(2) | b(3) << 8) << 16,
                "{proc} v1 lane {l}"
            );
            let v4 = w.vreg(4, l);
            let sx = b(1) as u8 as i8 as i16 as u16 as u32;
            assert_eq!(v4, b(0) << 16 | sx, "{proc} v4 lane {l}");
            let lds = |i: u32| (0xc0 + 4 * l + i) & 0xff;
            let v5 = w.vreg(5, l);
            let sx = lds(1) as u8 as i8 as i16 as u16 as u32;
            assert_eq!(v5, sx << 16 | lds(0) | lds(1) << 8, "{proc} v5 lane {l}");
            // The store wrote v1's high half (bytes 2, 3 of the element) at bytes 0, 1.
            let at = 4 * l as usize;
            assert_eq!(
                [buf[at], buf[at + 1]],
                [b(2) as u8, b(3) as u8],
                "{proc} store"
            );
        }
        // Reading the register before the wait is a violation.
        let e = run(proc, &[lo, "v_mov_b32 v6, v1"]).err();
        assert_eq!(e, Some(ErrorKind::WaitcntViolation), "{proc}");
    }
}
