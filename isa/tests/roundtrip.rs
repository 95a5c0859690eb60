//! Exhaustive round trips over the table: for every row of every ISA variant (two sample
//! operand choices each, plus their SDWA/DPP/DPP8 forms and the GFX11 VOPD pairs),
//! decode(encode(i)) == i and parse(print(i)) == i.
use gfxc_isa::codec::{decode, encode};
use gfxc_isa::forms::{sample, sample_ext, sample_vopd};
use gfxc_isa::parse::parse_inst;
use gfxc_isa::print::{print, PrintOpts};
use gfxc_isa::table::{available, table};
use gfxc_isa::{IsaVariant, Target, PROCESSORS};

#[test]
fn encode_decode_print_parse_round_trip() {
    let mut checked = 0;
    let mut failures = Vec::new();
    for v in IsaVariant::ALL {
        let t = Target::parse(v.reference_processor()).unwrap();
        let wave64 = t.wave_size() == 64;
        let opts = PrintOpts { wave64 };
        let mut insts = Vec::new();
        for def in 0..table(v).defs.len() as u32 {
            for k in 0..2 {
                insts.extend(sample(v, def, wave64, k));
                insts.extend(sample_ext(v, def, wave64, k));
            }
        }
        for k in 0..2 {
            insts.extend(sample_vopd(v, k));
        }
        {
            for inst in insts {
                checked += 1;
                let bytes = encode(&inst, 4).unwrap();
                match decode(&bytes, v, wave64) {
                    Some((d, n)) if n == bytes.len() && encode(&d, 4).unwrap() == bytes => {}
                    other => failures.push(format!(
                        "{v:?} decode {} -> {:?}",
                        print(&inst, opts, None),
                        other.map(|x| x.1)
                    )),
                }
                let text = print(&inst, opts, None);
                // A row the reference processor lacks (a family member's, e.g. gfx906
                // v_dot2_f32_f16 in the gfx900 table) is parsed for a processor that has it.
                let d = inst.def();
                let member;
                let t = if available(t.processor.name, d) {
                    &t
                } else {
                    let Some(p) = PROCESSORS
                        .iter()
                        .find(|p| p.isa == v && available(p.name, d))
                    else {
                        failures.push(format!("{v:?} {}: on no processor", d.mnemonic));
                        continue;
                    };
                    member = Target::parse(p.name).unwrap();
                    &member
                };
                match parse_inst(&text, t, 0) {
                    // v_nop / v_clrexcp / v_pipeflush: the VOP1 and VOP3-only rows print alike and
                    // parse to the VOP1 one, as llvm-mc-19 does.
                    Ok(p)
                        if print(&p, opts, None) == text
                            && (encode(&p, 4).unwrap() == bytes
                                || table(v).by_name(inst.def().mnemonic).len() > 1) => {}
                    Ok(p) => {
                        failures.push(format!("{v:?} parse {text} -> {}", print(&p, opts, None)))
                    }
                    Err(e) => failures.push(format!("{v:?} parse {text}: {}", e.msg)),
                }
            }
        }
    }
    for f in failures.iter().take(30) {
        println!("{f}");
    }
    println!("{checked} forms checked, {} failures", failures.len());
    assert!(checked > 20000);
    assert!(failures.is_empty());
}
