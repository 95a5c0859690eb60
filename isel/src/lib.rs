//! `gfxc-isel`: placeholder crate; the stage it names is filled by a later issue (see DEVELOPERS.md).
