//! The order of blocks in a function and of instructions in blocks.
//!
//! The first block in the layout is the entry block. The layout owns no instruction data;
//! it only refers to entities of the [`DataFlowGraph`](crate::DataFlowGraph).

use crate::entities::{Block, Inst};
use cranelift_entity::packed_option::PackedOption;
use cranelift_entity::{EntityRef, SecondaryMap};

#[derive(Default, Debug)]
pub struct Layout {
    blocks: Vec<Block>,
    insts: SecondaryMap<Block, Vec<Inst>>,
    inst_block: SecondaryMap<Inst, PackedOption<Block>>,
    in_layout: SecondaryMap<Block, bool>,
}

/// As a derived `Clone`, except that the instruction lists of blocks and the table of
/// instructions' blocks get room to grow (`crate::dfg::room`: a copied function is copied to
/// have instructions inserted).
impl Clone for Layout {
    fn clone(&self) -> Layout {
        let lists: Vec<Vec<Inst>> = self
            .insts
            .values()
            .map(|l| {
                if l.is_empty() {
                    return Vec::new();
                }
                let mut c = Vec::with_capacity(crate::dfg::room(l.len()));
                c.extend_from_slice(l);
                c
            })
            .collect();
        Layout {
            blocks: self.blocks.clone(),
            insts: SecondaryMap::from(lists),
            inst_block: crate::dfg::copy_with_room(&self.inst_block),
            in_layout: self.in_layout.clone(),
        }
    }
}

impl Layout {
    pub fn new() -> Layout {
        Layout::default()
    }

    /// Appends `block` at the end of the function. It must not be in the layout already.
    pub fn append_block(&mut self, block: Block) {
        assert!(!self.in_layout[block], "{block} is already in the layout");
        self.in_layout[block] = true;
        self.blocks.push(block);
    }

    #[inline]
    pub fn is_block_inserted(&self, block: Block) -> bool {
        self.in_layout[block]
    }

    /// Blocks in layout order.
    #[inline]
    pub fn blocks(&self) -> &[Block] {
        &self.blocks
    }

    #[inline]
    pub fn entry_block(&self) -> Option<Block> {
        self.blocks.first().copied()
    }

    /// Instructions of `block`, in order.
    #[inline]
    pub fn block_insts(&self, block: Block) -> &[Inst] {
        &self.insts[block]
    }

    /// Appends `inst` at the end of `block`.
    pub fn append_inst(&mut self, inst: Inst, block: Block) {
        debug_assert!(self.inst_block[inst].is_none(), "{inst} is already placed");
        self.insts[block].push(inst);
        self.place(inst, block);
    }

    /// Inserts `inst` before position `index` of `block`.
    pub fn insert_inst(&mut self, inst: Inst, block: Block, index: usize) {
        self.insts[block].insert(index, inst);
        self.place(inst, block);
    }

    /// Records that `inst` is in `block`. New instructions come in number order, one past
    /// the table's end: the table grows by half its length at least (a `SecondaryMap`
    /// written past its end grows to exactly that index, resizing its vector for every new
    /// instruction). Entries past the last one written read as unplaced either way, and
    /// nothing else reads the table.
    #[inline]
    fn place(&mut self, inst: Inst, block: Block) {
        let i = inst.index();
        let len = self.inst_block.as_values_slice().len();
        if i >= len {
            self.inst_block.resize((i + 1).max(len + len / 2));
        }
        self.inst_block[inst] = block.into();
    }

    /// Removes `inst` from its block.
    pub fn remove_inst(&mut self, inst: Inst) {
        if let Some(b) = self.inst_block[inst].take() {
            self.insts[b].retain(|&i| i != inst);
        }
    }

    /// Removes the instructions of `block` for which `remove` holds (one pass over the
    /// block, the others keeping their order).
    pub fn remove_insts_where(&mut self, block: Block, mut remove: impl FnMut(Inst) -> bool) {
        let inst_block = &mut self.inst_block;
        self.insts[block].retain(|&i| {
            if remove(i) {
                inst_block[i] = None.into();
                false
            } else {
                true
            }
        });
    }

    /// The block holding `inst`, if placed.
    #[inline]
    pub fn inst_block(&self, inst: Inst) -> Option<Block> {
        self.inst_block[inst].expand()
    }

    /// The last instruction of `block`, if any.
    #[inline]
    pub fn last_inst(&self, block: Block) -> Option<Inst> {
        self.insts[block].last().copied()
    }
}
