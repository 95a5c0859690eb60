//! Node sets of the colouring's walks: words in reused buffers that the walks test and flip
//! at every operand and edit, their members lowest first, and the live/near pair of the
//! backward interference walk. (Split from `color.rs`, whose walks they serve.)

use crate::view::View;

/// The union of the live-in words of `b`'s successors (`live_in`: `words` per block) into
/// `out` (`words` long): the nodes live out of `b`.
pub(super) fn live_out_into(view: &View, live_in: &[u64], words: usize, b: usize, out: &mut [u64]) {
    out.fill(0);
    for s in &view.succs[b] {
        let s = s.index();
        for (x, y) in out.iter_mut().zip(&live_in[s * words..(s + 1) * words]) {
            *x |= y;
        }
    }
}

/// A set of nodes (registers and spill slots) as words in a reused buffer, for the walks over
/// the program that test and flip bits at every operand and edit.
pub(super) struct Words<'a>(pub(super) &'a mut [u64]);

impl Words<'_> {
    #[inline]
    pub(super) fn set(&mut self, i: usize) {
        self.0[i / 64] |= 1 << (i % 64);
    }
    #[inline]
    pub(super) fn has(&self, i: usize) -> bool {
        self.0[i / 64] >> (i % 64) & 1 == 1
    }
    #[inline]
    pub(super) fn clr(&mut self, i: usize) {
        self.0[i / 64] &= !(1 << (i % 64));
    }
    /// The members, lowest first.
    #[inline]
    pub(super) fn iter(&self) -> BitsIter<'_> {
        BitsIter::of(self.0)
    }
}

/// The members of a [`Words`], lowest first: word `k` with the bits `w` not yet given.
pub(super) struct BitsIter<'a> {
    words: &'a [u64],
    k: usize,
    w: u64,
}

impl<'a> BitsIter<'a> {
    /// The members of the set held in `words`.
    #[inline]
    pub(super) fn of(words: &'a [u64]) -> BitsIter<'a> {
        BitsIter {
            words,
            k: 0,
            w: words.first().copied().unwrap_or(0),
        }
    }
}

impl Iterator for BitsIter<'_> {
    type Item = usize;
    #[inline]
    fn next(&mut self) -> Option<usize> {
        while self.w == 0 {
            self.k += 1;
            self.w = *self.words.get(self.k)?;
        }
        let t = self.w.trailing_zeros() as usize;
        self.w &= self.w - 1;
        Some(self.k * 64 + t)
    }
}

/// The nodes live at a point of [`super::color`]'s backward interference walk, and among them the
/// *near* ones: those whose web is not far (edges are made only to them). Without far webs
/// (the usual case: no spill slots, or few) every live node is near, and the near set is not
/// kept apart (debug builds keep it and check that it equals the live set).
pub(super) struct LiveNear<'a> {
    pub(super) live: Words<'a>,
    pub(super) near: Words<'a>,
    /// Some web is far: the near set is kept and differs from the live set.
    pub(super) far_any: bool,
    /// The near set is kept (`far_any`, or a debug build).
    pub(super) track: bool,
}

impl LiveNear<'_> {
    /// Node `n` dies (backward: it is defined here).
    #[inline]
    pub(super) fn kill(&mut self, n: usize) {
        self.live.clr(n);
        if self.track {
            self.near.clr(n);
        }
    }
    /// Node `n` becomes live, holding a web that is near or not.
    #[inline]
    pub(super) fn gen(&mut self, n: usize, near: bool) {
        self.live.set(n);
        if self.track {
            if near {
                self.near.set(n);
            } else {
                self.near.clr(n);
            }
        }
    }
    /// The near nodes, lowest first.
    #[inline]
    pub(super) fn near(&self) -> BitsIter<'_> {
        if self.far_any {
            self.near.iter()
        } else {
            debug_assert!(self.near.0 == self.live.0, "near nodes without far webs");
            self.live.iter()
        }
    }
}
