//! `inspect`: a JSON rendering of a read code object (target, version, e_flags, per-kernel
//! decoded descriptor fields and metadata).
//!
//! Guarantees: deterministic output (fields in a fixed order, metadata keys in document order);
//! descriptor fields are named after the `.amdhsa_*` assembler directives where one exists
//! (AMDGPUUsage "Kernel Descriptor Directives"), so the JSON can be checked against
//! `llc -filetype=asm` output; the raw RSRC words are included as hex. Globals carry their
//! ELF section, address, linkage and initial bytes (hex); `dynamic_relocations` lists
//! `.rela.dyn` as `llvm-readelf -r` does (type names from AMDGPUUsage "Relocation Records"),
//! `data_pointers` and `got` say what they relocate. Keys of earlier versions are kept.

use crate::descriptor::{KernelDescriptor, Rsrc3};
use crate::error::Result;
use crate::reader::ReadObject;
use rmpv::Value;
use serde_json::{json, Map, Value as Json};

/// MessagePack value → JSON (binary and ext become arrays of bytes).
pub fn msgpack_to_json(v: &Value) -> Json {
    match v {
        Value::Nil => Json::Null,
        Value::Boolean(b) => Json::Bool(*b),
        Value::Integer(i) => {
            if let Some(u) = i.as_u64() {
                json!(u)
            } else {
                json!(i.as_i64())
            }
        }
        Value::F32(f) => json!(f),
        Value::F64(f) => json!(f),
        Value::String(s) => Json::String(
            s.as_str()
                .map(str::to_owned)
                .unwrap_or_else(|| String::from_utf8_lossy(s.as_bytes()).into_owned()),
        ),
        Value::Binary(b) => json!(b),
        Value::Array(a) => Json::Array(a.iter().map(msgpack_to_json).collect()),
        Value::Map(m) => {
            let mut o = Map::new();
            for (k, v) in m {
                let key = match k.as_str() {
                    Some(s) => s.to_owned(),
                    None => k.to_string(),
                };
                o.insert(key, msgpack_to_json(v));
            }
            Json::Object(o)
        }
        Value::Ext(t, d) => json!({"ext": t, "data": d}),
    }
}

/// The descriptor as JSON, with directive names.
pub fn descriptor_json(kd: &KernelDescriptor) -> Result<Json> {
    let r1 = &kd.rsrc1;
    let r2 = &kd.rsrc2;
    let k = &kd.kernel_code_properties;
    let fm = &r1.float_mode;
    let ex = &r2.exceptions;
    let mut o = json!({
        "group_segment_fixed_size": kd.group_segment_fixed_size,
        "private_segment_fixed_size": kd.private_segment_fixed_size,
        "kernarg_size": kd.kernarg_size,
        "kernel_code_entry_byte_offset": kd.kernel_code_entry_byte_offset,
        "compute_pgm_rsrc1": format!("{:#010x}", kd.rsrc1_word()?),
        "compute_pgm_rsrc2": format!("{:#010x}", kd.rsrc2_word()?),
        "compute_pgm_rsrc3": format!("{:#010x}", kd.rsrc3_word()?),
        "kernel_code_properties": format!("{:#06x}", kd.kernel_code_properties_word()),
        "granulated_workitem_vgpr_count": r1.granulated_workitem_vgpr_count,
        "granulated_wavefront_sgpr_count": r1.granulated_wavefront_sgpr_count,
        "priority": r1.priority,
        "float_round_mode_32": fm.round_32 as u8,
        "float_round_mode_16_64": fm.round_16_64 as u8,
        "float_denorm_mode_32": fm.denorm_32 as u8,
        "float_denorm_mode_16_64": fm.denorm_16_64 as u8,
        "priv": r1.priv_,
        "dx10_clamp": r1.enable_dx10_clamp,
        "debug_mode": r1.debug_mode,
        "ieee_mode": r1.enable_ieee_mode,
        "bulky": r1.bulky,
        "cdbg_user": r1.cdbg_user,
        "fp16_overflow": r1.fp16_ovfl,
        "workgroup_processor_mode": r1.wgp_mode,
        "memory_ordered": r1.mem_ordered,
        "forward_progress": r1.fwd_progress,
        "enable_private_segment": r2.enable_private_segment,
        "user_sgpr_count": r2.user_sgpr_count,
        "enable_trap_handler": r2.enable_trap_handler,
        "system_sgpr_workgroup_id_x": r2.enable_sgpr_workgroup_id_x,
        "system_sgpr_workgroup_id_y": r2.enable_sgpr_workgroup_id_y,
        "system_sgpr_workgroup_id_z": r2.enable_sgpr_workgroup_id_z,
        "system_sgpr_workgroup_info": r2.enable_sgpr_workgroup_info,
        "system_vgpr_workitem_id": r2.enable_vgpr_workitem_id as u8,
        "exception_address_watch": r2.enable_exception_address_watch,
        "exception_memory": r2.enable_exception_memory,
        "granulated_lds_size": r2.granulated_lds_size,
        "exception_fp_ieee_invalid_op": ex.ieee_invalid_op,
        "exception_fp_denorm_src": ex.denorm_src,
        "exception_fp_ieee_div_zero": ex.ieee_div_zero,
        "exception_fp_ieee_overflow": ex.ieee_overflow,
        "exception_fp_ieee_underflow": ex.ieee_underflow,
        "exception_fp_ieee_inexact": ex.ieee_inexact,
        "exception_int_div_zero": ex.int_div_zero,
        "user_sgpr_private_segment_buffer": k.enable_sgpr_private_segment_buffer,
        "user_sgpr_dispatch_ptr": k.enable_sgpr_dispatch_ptr,
        "user_sgpr_queue_ptr": k.enable_sgpr_queue_ptr,
        "user_sgpr_kernarg_segment_ptr": k.enable_sgpr_kernarg_segment_ptr,
        "user_sgpr_dispatch_id": k.enable_sgpr_dispatch_id,
        "user_sgpr_flat_scratch_init": k.enable_sgpr_flat_scratch_init,
        "user_sgpr_private_segment_size": k.enable_sgpr_private_segment_size,
        "wavefront_size32": k.enable_wavefront_size32,
        "uses_dynamic_stack": k.uses_dynamic_stack,
        "user_sgpr_kernarg_preload_length": kd.kernarg_preload.length,
        "user_sgpr_kernarg_preload_offset": kd.kernarg_preload.offset,
    });
    let o3 = o.as_object_mut().expect("json! object");
    match kd.rsrc3 {
        Rsrc3::None => {}
        Rsrc3::Gfx90a {
            accum_offset,
            tg_split,
        } => {
            o3.insert("accum_offset".into(), json!(4 * (accum_offset as u32 + 1)));
            o3.insert("tg_split".into(), json!(tg_split));
        }
        Rsrc3::Gfx10 {
            shared_vgpr_count,
            inst_pref_size,
            trap_on_start,
            trap_on_end,
            image_op,
        } => {
            o3.insert("shared_vgpr_count".into(), json!(shared_vgpr_count));
            o3.insert("inst_pref_size".into(), json!(inst_pref_size));
            o3.insert("trap_on_start".into(), json!(trap_on_start));
            o3.insert("trap_on_end".into(), json!(trap_on_end));
            o3.insert("image_op".into(), json!(image_op));
        }
    }
    Ok(o)
}

/// The whole inspect document.
pub fn inspect_json(r: &ReadObject) -> Result<Json> {
    let co = &r.object;
    let mut kernels = Vec::new();
    let mut kd_addrs = r.info.descriptor_addrs.iter();
    for (f, addr) in co.functions.iter().zip(&r.info.function_addrs) {
        let Some(kd) = &f.descriptor else { continue };
        let symbol = format!("{}.kd", f.name);
        let meta = co
            .metadata
            .kernel_by_symbol(&symbol)
            .map(|m| msgpack_to_json(&m.to_value()))
            .unwrap_or(Json::Null);
        kernels.push(json!({
            "name": f.name,
            "symbol": symbol,
            "entry_address": addr,
            "descriptor_address": kd_addrs.next(),
            "code_size": f.code.len(),
            "descriptor": descriptor_json(kd)?,
            "metadata": meta,
        }));
    }
    let functions: Vec<Json> = co
        .functions
        .iter()
        .zip(&r.info.function_addrs)
        .filter(|(f, _)| f.descriptor.is_none())
        .map(|(f, a)| json!({"name": f.name, "address": a, "size": f.code.len()}))
        .collect();
    let globals: Vec<Json> = co
        .globals
        .iter()
        .enumerate()
        .map(|(i, g)| {
            json!({
                "name": g.name,
                "section": format!("{:?}", g.section),
                "size": g.size,
                "elf_section": r.info.global_sections.get(i),
                "address": r.info.global_addrs.get(i),
                "binding": format!("{:?}", g.binding),
                "visibility": format!("{:?}", g.visibility),
                "data": hex(&g.data),
            })
        })
        .collect();
    let relocations: Vec<Json> = r
        .info
        .dynamic_relocations
        .iter()
        .map(|d| {
            json!({
                "offset": d.offset,
                "type": d.kind.name(),
                "symbol": d.symbol,
                "addend": d.addend,
            })
        })
        .collect();
    let pointers: Vec<Json> = r
        .links
        .data_pointers
        .iter()
        .map(|p| json!({"global": p.global, "offset": p.offset, "target": p.target, "addend": p.addend}))
        .collect();
    let got = r
        .info
        .got_addr
        .map(|a| json!({"address": a, "symbols": r.links.got}));
    Ok(json!({
        "target": co.target.to_string(),
        "processor": co.target.processor.name,
        "code_object_version": co.version.number(),
        "abi_version": r.info.abi_version,
        "e_flags": format!("{:#x}", r.info.e_flags),
        "amdhsa.target": co.metadata.target,
        "amdhsa.version": co.metadata.version,
        "kernels": kernels,
        "functions": functions,
        "globals": globals,
        "metadata": msgpack_to_json(&co.metadata.to_value()),
        "dynamic_relocations": relocations,
        "data_pointers": pointers,
        "got": got,
    }))
}

/// Bytes as lowercase hex.
fn hex(b: &[u8]) -> String {
    b.iter().map(|x| format!("{x:02x}")).collect()
}
