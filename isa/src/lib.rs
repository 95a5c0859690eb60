//! gfxc-isa (issue 3)
