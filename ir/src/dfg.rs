//! The data-flow graph: instructions, values and block parameters, without their order.
//!
//! Order lives in [`Layout`](crate::Layout). A value is either the `n`th result of an
//! instruction or the `n`th parameter of a block (gfxc IR uses block parameters, not phis).

use crate::entities::{Block, Inst, Value};
use crate::instructions::InstData;
use crate::types::Type;
use cranelift_entity::{EntityRef, PrimaryMap, SecondaryMap};
use smallvec::SmallVec;
use std::ops::{Index, IndexMut};

/// Where a value comes from.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ValueDef {
    /// Result `n` of an instruction.
    Result(Inst, u16),
    /// Parameter `n` of a block.
    Param(Block, u16),
}

/// A value's type and definition.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct ValueData {
    pub ty: Type,
    pub def: ValueDef,
}

/// A block's parameters.
#[derive(Default, Debug)]
pub struct BlockData {
    pub params: SmallVec<[Value; 4]>,
}

/// The parameters copied as one slice (`SmallVec::from_slice`; see `InstData`'s `Clone`).
impl Clone for BlockData {
    #[inline]
    fn clone(&self) -> BlockData {
        BlockData {
            params: SmallVec::from_slice(&self.params),
        }
    }
}

/// Each instruction's results, by instruction number. [`DataFlowGraph::make_inst`] makes
/// instructions in number order, so it appends their lists (one push, where a
/// `SecondaryMap` cloned its default into a resized vector for every new instruction,
/// ~170 host instructions each); an instruction without an entry has no results, and
/// writing one grows the table as a `SecondaryMap` does.
#[derive(Default, Debug)]
pub struct InstResults {
    lists: Vec<SmallVec<[Value; 1]>>,
    /// What an instruction without an entry reads.
    none: SmallVec<[Value; 1]>,
}

impl InstResults {
    /// The results of `inst`, if it has an entry.
    #[inline]
    pub fn get(&self, inst: Inst) -> Option<&SmallVec<[Value; 1]>> {
        self.lists.get(inst.index())
    }

    /// Every entry, by instruction number.
    pub fn values(&self) -> std::slice::Iter<'_, SmallVec<[Value; 1]>> {
        self.lists.iter()
    }

    /// Sets the results of `inst`.
    #[inline]
    fn set(&mut self, inst: Inst, rs: SmallVec<[Value; 1]>) {
        if inst.index() == self.lists.len() {
            self.lists.push(rs);
        } else {
            self[inst] = rs;
        }
    }
}

impl Index<Inst> for InstResults {
    type Output = SmallVec<[Value; 1]>;

    #[inline]
    fn index(&self, inst: Inst) -> &SmallVec<[Value; 1]> {
        self.lists.get(inst.index()).unwrap_or(&self.none)
    }
}

impl IndexMut<Inst> for InstResults {
    #[inline]
    fn index_mut(&mut self, inst: Inst) -> &mut SmallVec<[Value; 1]> {
        let i = inst.index();
        if i >= self.lists.len() {
            self.lists.resize_with(i + 1, SmallVec::new);
        }
        &mut self.lists[i]
    }
}

/// Instructions, values and blocks of one function.
#[derive(Default, Debug)]
pub struct DataFlowGraph {
    pub insts: PrimaryMap<Inst, InstData>,
    pub results: InstResults,
    pub values: PrimaryMap<Value, ValueData>,
    pub blocks: PrimaryMap<Block, BlockData>,
}

/// The capacity a copy of a table of `n` entries gets. A function is copied to be rewritten
/// (lowering copies every kernel it compiles, then adds instructions, values and their
/// source locations): a copy with room for as many again takes them without moving, where
/// an exact copy moves the whole table (a `realloc` and a copy) at its first new entry.
#[inline]
pub(crate) fn room(n: usize) -> usize {
    2 * n + 16
}

/// A copy of `m` with [`room`] to grow. Only for maps whose default is `V::default()` (that
/// of every map built by `SecondaryMap::new`, which the copy keeps).
pub(crate) fn copy_with_room<K: EntityRef, V: Clone + Default>(
    m: &SecondaryMap<K, V>,
) -> SecondaryMap<K, V> {
    let vals = m.as_values_slice();
    let mut elems = Vec::with_capacity(room(vals.len()));
    elems.extend_from_slice(vals);
    SecondaryMap::from(elems)
}

/// As a derived `Clone`, except that each instruction's result list is copied as one slice
/// (`SmallVec::from_slice`, not `SmallVec`'s element-by-element `clone`), and the tables of
/// instructions, results and values get [`room`] to grow.
impl Clone for DataFlowGraph {
    fn clone(&self) -> DataFlowGraph {
        let mut lists: Vec<SmallVec<[Value; 1]>> =
            Vec::with_capacity(room(self.results.lists.len()));
        // (A list of at most one value, as almost every instruction has, is copied as the
        // inline array it is.)
        lists.extend(self.results.values().map(|r| match r[..] {
            [] => SmallVec::new(),
            [v] => SmallVec::from_buf([v]),
            _ => SmallVec::from_slice(r),
        }));
        let mut insts = PrimaryMap::with_capacity(room(self.insts.len()));
        insts.extend(self.insts.values().cloned());
        let mut values = PrimaryMap::with_capacity(room(self.values.len()));
        values.extend(self.values.values().copied());
        DataFlowGraph {
            insts,
            results: InstResults {
                lists,
                none: SmallVec::new(),
            },
            values,
            blocks: self.blocks.clone(),
        }
    }
}

impl DataFlowGraph {
    pub fn new() -> DataFlowGraph {
        DataFlowGraph::default()
    }

    /// Creates a block with no parameters (not yet placed in the layout).
    pub fn make_block(&mut self) -> Block {
        self.blocks.push(BlockData::default())
    }

    /// Appends a parameter of type `ty` to `block`.
    pub fn append_block_param(&mut self, block: Block, ty: Type) -> Value {
        let n = self.blocks[block].params.len() as u16;
        let v = self.values.push(ValueData {
            ty,
            def: ValueDef::Param(block, n),
        });
        self.blocks[block].params.push(v);
        v
    }

    /// Removes parameter `index` of `block`, renumbering the later ones. Branch arguments
    /// are the caller's business.
    pub fn remove_block_param(&mut self, block: Block, index: usize) {
        self.blocks[block].params.remove(index);
        for (i, &p) in self.blocks[block].params.iter().enumerate() {
            self.values[p].def = ValueDef::Param(block, i as u16);
        }
    }

    #[inline]
    pub fn block_params(&self, block: Block) -> &[Value] {
        &self.blocks[block].params
    }

    /// Creates an instruction with results of the given types (not yet placed in the layout).
    pub fn make_inst(&mut self, data: InstData, result_types: &[Type]) -> Inst {
        let inst = self.insts.push(data);
        // (One result, the usual case, made as the inline array it is.)
        let rs = match result_types {
            [ty] => SmallVec::from_buf([self.values.push(ValueData {
                ty: *ty,
                def: ValueDef::Result(inst, 0),
            })]),
            _ => {
                let mut rs = SmallVec::new();
                for (i, &ty) in result_types.iter().enumerate() {
                    rs.push(self.values.push(ValueData {
                        ty,
                        def: ValueDef::Result(inst, i as u16),
                    }));
                }
                rs
            }
        };
        self.results.set(inst, rs);
        inst
    }

    #[inline]
    pub fn inst_results(&self, inst: Inst) -> &[Value] {
        &self.results[inst]
    }

    /// The first result; panics if the instruction has none (a builder-level invariant).
    #[inline]
    pub fn first_result(&self, inst: Inst) -> Value {
        self.results[inst][0]
    }

    #[inline]
    pub fn value_type(&self, v: Value) -> Type {
        self.values[v].ty
    }

    #[inline]
    pub fn value_def(&self, v: Value) -> ValueDef {
        self.values[v].def
    }

    /// Whether `v` is a value of this graph (for verifying untrusted IR).
    #[inline]
    pub fn value_is_valid(&self, v: Value) -> bool {
        self.values.is_valid(v)
    }

    /// Replaces every use of values by `f(value)` in all instructions.
    pub fn map_all_uses(&mut self, mut f: impl FnMut(Value) -> Value) {
        for (_, data) in self.insts.iter_mut() {
            data.map_values(&mut f);
        }
    }
}
