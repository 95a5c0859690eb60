//! Comments of the text format, kept through `gfxc fmt`.
//!
//! Guarantees: [`collect`] finds every `;` comment of a text the lexer accepts (a `;` inside a
//! string is not a comment); [`attach`] gives each one to the item that follows it (a global,
//! a function header, a block label, an instruction, a function's closing `}`, or the end of
//! the file), so the printer writes it back on its own line just before that item, indented
//! as the item is. A comment at the end of a code line moves to the line above its item.
//! Between top-level comments and items, one blank line is kept where the source had at least
//! one; inside a function body, blank lines are not kept. Printing the result again is
//! idempotent, so a commented file can be canonical.

use crate::entities::{Block, FuncId, GlobalId, Inst};
use crate::function::Module;
use std::collections::HashMap;

/// The comments of a parsed module, by the item they precede. Each entry is a line to print:
/// `; text`, or an empty string for a kept blank line (top level only).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Comments {
    pub globals: HashMap<GlobalId, Vec<String>>,
    pub funcs: HashMap<FuncId, Vec<String>>,
    pub blocks: HashMap<(FuncId, Block), Vec<String>>,
    pub insts: HashMap<(FuncId, Inst), Vec<String>>,
    /// Before a function's closing `}`.
    pub ends: HashMap<FuncId, Vec<String>>,
    /// After the last item.
    pub trailing: Vec<String>,
}

/// A comment: its 1-based line and its text from the `;` to the end of the line (trailing
/// blanks removed).
#[derive(Clone, Debug)]
pub(crate) struct RawComment {
    pub line: u32,
    pub text: String,
}

/// Every comment of `src`, in order (strings are skipped as the lexer skips them).
pub(crate) fn collect(src: &str) -> Vec<RawComment> {
    let mut out = Vec::new();
    for (i, l) in src.lines().enumerate() {
        let mut in_str = false;
        for (j, c) in l.char_indices() {
            match c {
                '"' => in_str = !in_str,
                ';' if !in_str => {
                    out.push(RawComment {
                        line: i as u32 + 1,
                        text: l[j..].trim_end().to_string(),
                    });
                    break;
                }
                _ => {}
            }
        }
    }
    out
}

#[derive(Copy, Clone)]
enum Anchor {
    Global(GlobalId),
    Func(FuncId),
    Block(FuncId, Block),
    Inst(FuncId, Inst),
    End(FuncId),
}

/// Attaches `raw` comments to the items of `m` (parsed from `src`); `ends[i]` is the line of
/// the closing `}` of the i-th function.
pub(crate) fn attach(src: &str, m: &Module, raw: Vec<RawComment>, ends: &[u32]) -> Comments {
    let mut c = Comments::default();
    if raw.is_empty() {
        return c;
    }
    let mut anchors: Vec<(u32, u8, Anchor)> = Vec::new();
    for (id, _) in m.globals.iter() {
        if let Some(l) = m.global_locs.get(id).filter(|l| l.is_known()) {
            anchors.push((l.line, 0, Anchor::Global(id)));
        }
    }
    for (k, (fid, f)) in m.functions.iter().enumerate() {
        if f.srcmap.func.is_known() {
            anchors.push((f.srcmap.func.line, 0, Anchor::Func(fid)));
        }
        for &b in f.layout.blocks() {
            if let Some(l) = f.srcmap.blocks.get(b).filter(|l| l.is_known()) {
                anchors.push((l.line, 1, Anchor::Block(fid, b)));
            }
            for &i in f.layout.block_insts(b) {
                if let Some(l) = f.srcmap.insts.get(i).filter(|l| l.is_known()) {
                    anchors.push((l.line, 2, Anchor::Inst(fid, i)));
                }
            }
        }
        if let Some(&l) = ends.get(k) {
            anchors.push((l, 3, Anchor::End(fid)));
        }
    }
    // Several items may share a line: the comment goes before the first of them.
    anchors.sort_by_key(|a| (a.0, a.1));
    let lines: Vec<&str> = src.lines().collect();
    let blank = |line: u32| {
        line >= 1
            && lines
                .get(line as usize - 1)
                .is_some_and(|l| l.trim().is_empty())
    };
    let mut ai = 0;
    let mut group: Vec<RawComment> = Vec::new();
    let flush = |group: &mut Vec<RawComment>, anchor: Option<(u32, Anchor)>, c: &mut Comments| {
        if group.is_empty() {
            return;
        }
        let top = matches!(
            anchor,
            None | Some((_, Anchor::Global(_))) | Some((_, Anchor::Func(_)))
        );
        let mut v = Vec::new();
        for (k, g) in group.iter().enumerate() {
            if top && k > 0 && (group[k - 1].line + 1..g.line).any(blank) {
                v.push(String::new());
            }
            v.push(g.text.clone());
        }
        let last = group.last().map_or(0, |g| g.line);
        match anchor {
            Some((line, a)) => {
                if top && (last + 1..line).any(blank) {
                    v.push(String::new());
                }
                let slot = match a {
                    Anchor::Global(g) => c.globals.entry(g).or_default(),
                    Anchor::Func(f) => c.funcs.entry(f).or_default(),
                    Anchor::Block(f, b) => c.blocks.entry((f, b)).or_default(),
                    Anchor::Inst(f, i) => c.insts.entry((f, i)).or_default(),
                    Anchor::End(f) => c.ends.entry(f).or_default(),
                };
                slot.extend(v);
            }
            None => c.trailing.extend(v),
        }
        group.clear();
    };
    for rc in raw {
        while ai < anchors.len() && anchors[ai].0 < rc.line {
            let (line, _, a) = anchors[ai];
            flush(&mut group, Some((line, a)), &mut c);
            ai += 1;
        }
        group.push(rc);
    }
    let next = anchors.get(ai).map(|&(l, _, a)| (l, a));
    flush(&mut group, next, &mut c);
    c
}
