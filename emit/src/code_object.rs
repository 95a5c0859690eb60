//! The in-memory model of an AMDHSA code object that the writer takes and the reader returns.
//!
//! Guarantees: a [`CodeObject`] holds everything gfxc writes into a code object — version,
//! target, code symbols (kernels carry their [`KernelDescriptor`]), data objects, metadata —
//! and nothing derived from layout (addresses, entry offsets), which the writer computes.

use crate::descriptor::KernelDescriptor;
use crate::metadata::Metadata;
use crate::target_flags::CodeObjectVersion;
use gfxc_isa::processors::Target;

/// ELF symbol binding of a code or data symbol.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Binding {
    Local,
    Global,
    Weak,
}

/// ELF symbol visibility.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Visibility {
    Default,
    Internal,
    Hidden,
    Protected,
}

/// A code symbol in `.text`: a kernel (with its descriptor) or a plain function.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Function {
    pub name: String,
    /// Machine code; the symbol's size is its length.
    pub code: Vec<u8>,
    /// Alignment of the entry (kernels: at least 256, AMDGPUUsage "Kernel Descriptor").
    pub align: u64,
    pub binding: Binding,
    pub visibility: Visibility,
    /// `Some` for a kernel: its descriptor goes to `.rodata` as `NAME.kd`.
    pub descriptor: Option<KernelDescriptor>,
    /// Visibility of the global `NAME.kd` symbol (LLVM: default, or as the source declares).
    pub descriptor_visibility: Visibility,
}

impl Function {
    /// A kernel the way LLVM emits it: global, protected, 256-byte aligned.
    pub fn kernel(name: &str, code: Vec<u8>, descriptor: KernelDescriptor) -> Function {
        Function {
            name: name.to_owned(),
            code,
            align: crate::layout::KERNEL_CODE_ALIGN,
            binding: Binding::Global,
            visibility: Visibility::Protected,
            descriptor: Some(descriptor),
            descriptor_visibility: Visibility::Default,
        }
    }
}

/// Where a data object lives (AMDGPUUsage "ELF Code Object" section table).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DataSection {
    /// `.rodata` (after the kernel descriptors).
    Rodata,
    /// `.data`.
    Data,
    /// `.bss` (no file bytes).
    Bss,
}

/// A data object with its symbol.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Global {
    pub name: String,
    pub section: DataSection,
    /// Contents (empty for `.bss`).
    pub data: Vec<u8>,
    /// Size in bytes (`data.len()` unless `.bss`).
    pub size: u64,
    pub align: u64,
    pub binding: Binding,
    pub visibility: Visibility,
}

/// A whole code object.
#[derive(Clone, Debug, PartialEq)]
pub struct CodeObject {
    pub version: CodeObjectVersion,
    pub target: Target,
    /// `.text` contents in layout order.
    pub functions: Vec<Function>,
    /// Data objects in layout order per section.
    pub globals: Vec<Global>,
    pub metadata: Metadata,
}

impl CodeObject {
    /// The kernels, in layout order.
    pub fn kernels(&self) -> impl Iterator<Item = (&Function, &KernelDescriptor)> {
        self.functions
            .iter()
            .filter_map(|f| f.descriptor.as_ref().map(|d| (f, d)))
    }
}
