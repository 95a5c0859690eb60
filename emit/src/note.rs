//! The `NT_AMDGPU_METADATA` note record (AMDGPUUsage "Note Records", digest §3.1, §3.3).
//!
//! Guarantees: [`metadata_note`] produces one record with owner `"AMDGPU"` (namesz 7, padded to
//! 8), type 32 and the MessagePack desc zero-padded to a multiple of 4, using `object`'s
//! `NoteHeader32` layout (Elf64 notes use the same 32-bit header).

use object::elf::NoteHeader32;
use object::{LittleEndian as LE, U32};

/// Owner name of V3+ notes.
pub const NOTE_OWNER_AMDGPU: &[u8] = b"AMDGPU";
/// `NT_AMDGPU_METADATA`.
pub const NT_AMDGPU_METADATA: u32 = 32;
/// Note section alignment.
pub const NOTE_ALIGN: u64 = 4;

fn pad4(v: &mut Vec<u8>) {
    while !v.len().is_multiple_of(4) {
        v.push(0);
    }
}

/// One note record holding `desc`.
pub fn note_record(owner: &[u8], n_type: u32, desc: &[u8]) -> Vec<u8> {
    let header = NoteHeader32 {
        n_namesz: U32::new(LE, owner.len() as u32 + 1),
        n_descsz: U32::new(LE, desc.len() as u32),
        n_type: U32::new(LE, n_type),
    };
    let head = object::bytes_of(&header);
    // Sized once: header, owner and desc each padded to 4 (growing from the header's 12 bytes
    // reallocated twice, copying the desc).
    let mut out = Vec::with_capacity(head.len() + (owner.len() + 4) + (desc.len() + 3));
    out.extend_from_slice(head);
    out.extend_from_slice(owner);
    out.push(0);
    pad4(&mut out);
    out.extend_from_slice(desc);
    pad4(&mut out);
    out
}

/// The metadata note for MessagePack bytes.
pub fn metadata_note(msgpack: &[u8]) -> Vec<u8> {
    note_record(NOTE_OWNER_AMDGPU, NT_AMDGPU_METADATA, msgpack)
}

/// The metadata note whose desc `write` appends to the buffer it is given (which holds the
/// header and owner): the same bytes as [`metadata_note`] of what it writes, with the desc
/// written in place (no separate MessagePack buffer to allocate and copy). `capacity`: a
/// guess of the desc's size.
pub(crate) fn metadata_note_with(capacity: usize, write: impl FnOnce(&mut Vec<u8>)) -> Vec<u8> {
    let owner = NOTE_OWNER_AMDGPU;
    let mut out = Vec::with_capacity(12 + (owner.len() + 4) + (capacity + 3));
    // n_descsz is patched once the desc is written.
    let header = NoteHeader32 {
        n_namesz: U32::new(LE, owner.len() as u32 + 1),
        n_descsz: U32::new(LE, 0),
        n_type: U32::new(LE, NT_AMDGPU_METADATA),
    };
    out.extend_from_slice(object::bytes_of(&header));
    out.extend_from_slice(owner);
    out.push(0);
    pad4(&mut out);
    let desc_at = out.len();
    write(&mut out);
    let descsz = (out.len() - desc_at) as u32;
    out[4..8].copy_from_slice(&descsz.to_le_bytes());
    pad4(&mut out);
    out
}

#[cfg(test)]
mod tests {
    #[test]
    fn header_bytes_match_digest() {
        // Digest §3.1: 07 00 00 00 | descsz | 20 00 00 00 | "AMDGPU\0\0".
        let n = super::metadata_note(&[0x80, 1, 2]);
        assert_eq!(&n[..4], &[7, 0, 0, 0]);
        assert_eq!(&n[4..8], &[3, 0, 0, 0]);
        assert_eq!(&n[8..12], &[0x20, 0, 0, 0]);
        assert_eq!(&n[12..20], b"AMDGPU\0\0");
        assert_eq!(n.len(), 24);
    }

    #[test]
    fn note_written_in_place_matches() {
        for desc in [&[][..], &[0x80], &[0x80, 1, 2], &[1, 2, 3, 4], &[9; 13]] {
            let n = super::metadata_note_with(1, |out| out.extend_from_slice(desc));
            assert_eq!(n, super::metadata_note(desc));
        }
    }
}
