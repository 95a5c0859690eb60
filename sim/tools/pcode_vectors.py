#!/usr/bin/env python3
"""Test vectors for the simulator from AMD's instruction pseudocode (issue 16).

The pseudocode of AMD's RDNA3 and CDNA ISA manuals ships as data in the `tinygrad` package
(PyPI, MIT: `tinygrad/runtime/autogen/amd/{rdna3,cdna}/str_pcode.py`). It is read here at
test-generation time only (nothing of it is copied into the repository): this file is a small
evaluator of that pseudocode language, written for gfxc, that runs each VOP1/VOP2/VOP3/SOP1/
SOP2/SOPC instruction on edge values (zeros, denormals, infinities, NaNs, extremes) and random
ones and writes `sim/tests/pcode/<arch>.tsv`:

    MNEMONIC <TAB> S0 <TAB> S1 <TAB> S2 <TAB> D <TAB> FLAG

(hex; FLAG = the SCC / VCC-lane / compare bit the instruction writes, `-` when none).
`sim/tests/pcode.rs` runs every line through the simulator's semantics and requires bit-exact
agreement.

Arithmetic: floats are IEEE-754 binary16/32/64 with round-to-nearest-even on every operation
(numpy scalars; fma exactly with fractions). The manual leaves NaN payloads of arithmetic open;
the evaluator applies the rule docs/sim-float.md documents (hardware behaviour, the simulator's
and the interpreter's choice): a NaN result is the first NaN operand quieted, or the canonical
positive quiet NaN. Selections (min/max/med3) and v_div_fixup follow their pseudocode exactly.
Instructions whose pseudocode uses something this evaluator does not model (transcendentals the
hardware approximates, lane/EXEC/memory state, tables) are skipped and counted on stderr.

Usage: python3 sim/tools/pcode_vectors.py            (needs `pip install tinygrad numpy`)
"""
import fractions
import importlib
import math
import os
import random
import re
import sys
import warnings

import numpy as np

warnings.filterwarnings("ignore")
np.seterr(all="ignore")

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "tests", "pcode")
FORMATS = ("VOP1Op", "VOP2Op", "VOP3Op", "SOP1Op", "SOP2Op", "SOPCOp", "VOP3SDOp", "VOP3POp")
# Approximate on hardware (the manual gives the exact function; the ISA documents ~1 ulp) or
# defined through state the vectors do not model.
SKIP_FUNCS = {"sin", "cos", "pow", "log2", "SAT8", "BYTE_PERMUTE", "v_msad_u8", "v_sad_u8",
              "s_nop", "lambda_unsupported"}
SKIP_WORDS = ("EXEC", "PC", "MEM", "LDS", "M0", "SIMM", "declare", "WAVE_STATUS",
              "VGPR", "SGPR", "HW_REGISTERS", "TTMP", "SDATA", "ADDR", "OPSEL", "ThreadMask",
              "DENORM", "ROUND_MODE", "TRAP", "WAVE_MODE.DX10", "STATUS", "for ", "while ")

NP = {16: np.float16, 32: np.float32, 64: np.float64}
UINT = {16: np.uint16, 32: np.uint32, 64: np.uint64}
QUIET = {16: 0x200, 32: 0x400000, 64: 1 << 51}
CANON = {16: 0x7E00, 32: 0x7FC00000, 64: 0x7FF8000000000000}


class Unsupported(Exception):
    pass


# --------------------------------------------------------------------------------------------
# Values: ints are Python ints; floats are F(width, numpy scalar).

class F:
    __slots__ = ("w", "v")

    def __init__(self, w, v):
        self.w, self.v = w, NP[w](v)

    def bits(self):
        return int(np.array(self.v, dtype=NP[self.w]).view(UINT[self.w]))

    @staticmethod
    def of_bits(w, b):
        return F(w, np.array(b & ((1 << w) - 1), dtype=UINT[w]).view(NP[w])[()])

    def isnan(self):
        return bool(np.isnan(self.v))

    def f(self):
        return float(self.v)


def fix_nan(r, ops):
    """The documented NaN rule of arithmetic (docs/sim-float.md)."""
    if not r.isnan():
        return r
    for o in ops:
        if isinstance(o, F) and o.isnan():
            if o.w == r.w:
                return F.of_bits(r.w, o.bits() | QUIET[r.w])
            return F.of_bits(r.w, r.bits() | QUIET[r.w])
    return F.of_bits(r.w, CANON[r.w])


def tofloat(x, w):
    if isinstance(x, F):
        if x.w == w:
            return x
        if x.isnan():
            # NaN conversion keeps the sign and the top payload bits, quieted.
            b = x.bits()
            sign = b >> (x.w - 1) & 1
            frac = {16: 10, 32: 23, 64: 52}
            pay = b & ((1 << frac[x.w]) - 1)
            d = frac[w] - frac[x.w]
            pay = pay << d if d >= 0 else pay >> -d
            e = {16: 0x1F, 32: 0xFF, 64: 0x7FF}[w]
            # A cast keeps a signalling NaN signalling (cvtToQuietNAN quiets explicitly).
            quiet = b & QUIET[x.w]
            if d < 0 and pay & ((1 << (frac[w] - 1)) - 1) == 0 and not quiet:
                pay |= 1
            pay = (pay & ~QUIET[w]) | (QUIET[w] if quiet else 0)
            return F.of_bits(w, sign << (w - 1) | e << frac[w] | pay)
        return F(w, x.v)
    if isinstance(x, bool):
        x = int(x)
    return rnd(fractions.Fraction(x), w)


def convert(x, w):
    """An IEEE format conversion (f32_to_f16, ...): a NaN keeps its sign and the top payload
    bits and is quieted."""
    if isinstance(x, F) and x.isnan():
        frac = {16: 10, 32: 23, 64: 52}
        b = x.bits()
        pay = b & ((1 << frac[x.w]) - 1)
        d = frac[w] - frac[x.w]
        pay = pay << d if d >= 0 else pay >> -d
        e = {16: 0x1F, 32: 0xFF, 64: 0x7FF}[w]
        return F.of_bits(w, (b >> (x.w - 1) & 1) << (w - 1) | e << frac[w] | pay | QUIET[w])
    return tofloat(x, w)


def rnd(q, w):
    """Exact rational -> nearest-even float of width w (through numpy's correctly rounded
    conversion of a double when exact, else by integer arithmetic)."""
    if q == 0:
        return F(w, 0.0)
    neg = q < 0
    q = abs(q)
    frac = {16: 10, 32: 23, 64: 52}[w]
    emin = {16: -14, 32: -126, 64: -1022}[w]
    emax = {16: 15, 32: 127, 64: 1023}[w]
    e = q.numerator.bit_length() - q.denominator.bit_length()
    if fractions.Fraction(2) ** e > q:
        e -= 1
    e = max(e, emin)
    scale = fractions.Fraction(2) ** (frac - e)
    m = q * scale
    n = m.numerator // m.denominator
    rem = m - n
    if rem > fractions.Fraction(1, 2) or (rem == fractions.Fraction(1, 2) and n & 1):
        n += 1
    if n >= 1 << (frac + 1):
        n >>= 1
        e += 1
    if e > emax:
        v = math.inf
    else:
        v = math.ldexp(n, e - frac)
    return F(w, -v if neg else v)


def exact(x):
    return fractions.Fraction(x.f())


def arith(op, a, b):
    if isinstance(a, F) or isinstance(b, F):
        w = max(x.w for x in (a, b) if isinstance(x, F))
        x, y = tofloat(a, w), tofloat(b, w)
        with np.errstate(all="ignore"):
            r = {"+": lambda: x.v + y.v, "-": lambda: x.v - y.v, "*": lambda: x.v * y.v,
                 "/": lambda: x.v / y.v}[op]()
        return fix_nan(F(w, r), [x, y])
    if op == "/":
        raise Unsupported("integer division")
    return {"+": a + b, "-": a - b, "*": a * b}[op]


# --------------------------------------------------------------------------------------------
# Tokenizer and parser (a Pratt parser producing closures over an environment dict).

TOK = re.compile(r"""
    (?P<ws>\s+) |
    (?P<com>//[^\n]*) |
    (?P<cast>\d+'[FIUB](?=\()) |
    (?P<num>\d+'-?[0-9.]+[FUL]*|0x[0-9a-fA-F]+[UL]*|\d+\.\d*(?:[eE][-+]?\d+)?F?|\d+[UL]*) |
    (?P<id>[A-Za-z_][A-Za-z0-9_]*) |
    (?P<op>\*\*|<<|>>|<=|>=|==|!=|<>|&&|\|\||[-+*/%&|^~!<>?:,()\[\]{}=.;+])
""", re.X)


def tokenize(s):
    out, i, depth = [], 0, 0
    while i < len(s):
        m = TOK.match(s, i)
        if not m:
            raise Unsupported(f"token at {s[i:i+10]!r}")
        i = m.end()
        k = m.lastgroup
        if k in ("ws", "com"):
            # A line break inside parentheses (a multi-line lambda body) ends no statement.
            if k == "ws" and "\n" in m.group() and depth == 0:
                out.append(("nl", "\n"))
            continue
        if m.group() == "(":
            depth += 1
        elif m.group() == ")":
            depth = max(depth - 1, 0)
        out.append((k, m.group()))
    out.append(("eof", ""))
    return out


TYPES = {"f16": ("f", 16), "f32": ("f", 32), "f64": ("f", 64), "u8": ("u", 8), "i8": ("i", 8),
         "u16": ("u", 16), "i16": ("i", 16), "u24": ("u", 24), "i24": ("i", 24),
         "u32": ("u", 32), "i32": ("i", 32), "u64": ("u", 64), "i64": ("i", 64),
         "b16": ("u", 16), "b32": ("u", 32), "b64": ("u", 64), "b8": ("u", 8), "u1": ("u", 1),
         "i1": ("i", 1), "u4": ("u", 4), "i4": ("i", 4), "u3": ("u", 3)}


def as_int(x):
    if isinstance(x, F):
        return x.bits()
    if isinstance(x, bool):
        return int(x)
    return x


def retype(raw, t):
    k, w = TYPES[t]
    raw = as_int(raw) & ((1 << w) - 1)
    if k == "f":
        return F.of_bits(w, raw)
    if k == "i" and raw >> (w - 1) & 1:
        return raw - (1 << w)
    return raw


class Reg:
    """A register-like variable: raw bits with typed views (S0.f32, S0[15:0].u16, ...)."""

    def __init__(self, raw=0):
        self.raw = raw


class Parser:
    def __init__(self, toks):
        self.t, self.i = toks, 0

    def peek(self, k=0):
        return self.t[self.i + k]

    def next(self):
        tok = self.t[self.i]
        self.i += 1
        return tok

    def eat(self, v):
        if self.peek()[1] == v:
            self.i += 1
            return True
        return False

    def expect(self, v):
        if not self.eat(v):
            raise Unsupported(f"expected {v!r}, got {self.peek()[1]!r}")

    def skip_nl(self):
        while self.peek()[0] == "nl" or self.peek()[1] == ";":
            self.i += 1

    # statements ---------------------------------------------------------------------------
    def block(self, ends):
        stmts = []
        while True:
            self.skip_nl()
            tok = self.peek()
            if tok[0] == "eof" or tok[1] in ends:
                return stmts
            stmts.append(self.stmt())

    def stmt(self):
        if self.eat("if"):
            arms = []
            cond = self.expr()
            self.expect("then")
            body = self.block(("elsif", "else", "endif"))
            arms.append((cond, body))
            els = []
            while True:
                if self.eat("elsif"):
                    c = self.expr()
                    self.expect("then")
                    arms.append((c, self.block(("elsif", "else", "endif"))))
                elif self.eat("else"):
                    els = self.block(("endif",))
                else:
                    self.expect("endif")
                    break

            def run(env):
                for c, b in arms:
                    if truth(c(env)):
                        return exec_block(b, env)
                return exec_block(els, env)
            return run
        # lambda definition: NAME = lambda(a, b) (expr);
        if self.peek()[0] == "id" and self.peek(1)[1] == "=" and self.peek(2)[1] == "lambda":
            name = self.next()[1]
            self.next()
            self.next()
            self.expect("(")
            params = []
            while not self.eat(")"):
                params.append(self.next()[1])
                self.eat(",")
            self.skip_nl()
            body = self.expr()

            def run(env):
                env[name] = ("lambda", params, body)
            return run
        p0 = self.i
        target = self.lvalue()
        if self.peek()[1] in ("+", "-", "|", "&", "^") and self.peek(1)[1] == "=":
            # Compound assignment `x += e`: `x = x + e` (the lvalue's tokens read back as an
            # expression).
            op = self.next()[1]
            self.next()
            p1 = self.i
            self.i = p0
            cur = self.unary()
            self.i = p1
            value = binop(op, cur, self.expr())
        else:
            self.expect("=")
            value = self.expr()

        def run(env):
            target(env, value(env))
        return run

    def lvalue(self):
        tok = self.next()
        if tok[0] != "id":
            raise Unsupported(f"lvalue {tok}")
        name = tok[1]
        sl = None
        if self.peek()[1] == "[":
            self.next()
            hi = self.expr()
            lo = None
            if self.eat(":"):
                lo = self.expr()
            self.expect("]")
            sl = (hi, lo)
        ty = None
        if self.eat("."):
            ty = self.next()[1]
        if self.peek()[1] == "[" and sl is None:
            self.next()
            hi = self.expr()
            lo = None
            if self.eat(":"):
                lo = self.expr()
            self.expect("]")
            sl = (hi, lo)

        def store(env, v):
            if name not in env or not isinstance(env[name], Reg):
                if sl is None and ty is None:
                    env[name] = v
                    return
                env.setdefault(name, Reg(0))
                if not isinstance(env[name], Reg):
                    env[name] = Reg(as_int(env[name]))
            r = env[name]
            if sl is not None:
                hi = as_int(sl[0](env))
                lo = as_int(sl[1](env)) if sl[1] else hi
                if lo > hi:  # reversed slice: bit reverse of the value
                    n = lo - hi + 1
                    val = as_int(v) & ((1 << n) - 1)
                    val = int(f"{val:0{n}b}"[::-1], 2)
                    hi, lo = lo, hi
                else:
                    val = as_int(v)
                w = hi - lo + 1
                m = ((1 << w) - 1) << lo
                r.raw = (r.raw & ~m) | ((val << lo) & m)
                return
            if ty is None:
                r.raw = as_int(v)
                return
            k, w = TYPES[ty]
            if k == "f":
                r.raw = tofloat(v, w).bits()
            else:
                r.raw = as_int(v) & ((1 << w) - 1)
            env.setdefault("__types", {})[name] = ty
        return store

    # expressions --------------------------------------------------------------------------
    BIN = [("?",), ("||",), ("&&",), ("|",), ("^",), ("&",), ("==", "!=", "<>"),
           ("<", "<=", ">", ">="), ("<<", ">>"), ("+", "-"), ("*", "/", "%"), ("**",)]

    def expr(self, lvl=0):
        if lvl == len(self.BIN):
            return self.unary()
        if self.BIN[lvl] == ("?",):
            c = self.expr(lvl + 1)
            if self.eat("?"):
                a = self.expr(0)
                self.expect(":")
                b = self.expr(0)
                return lambda env: a(env) if truth(c(env)) else b(env)
            return c
        left = self.expr(lvl + 1)
        while self.peek()[1] in self.BIN[lvl]:
            op = self.next()[1]
            right = self.expr(lvl + 1)
            left = binop(op, left, right)
        return left

    def unary(self):
        # An explicitly signed zero literal (`+0.0`, `-0.0`) compares with its sign
        # (`S0.f32 == -0.0` in V_MAX_F32 tells the zeros apart); `0.0` does not.
        if self.peek()[1] in "+-" and self.peek(1)[0] == "num" and literal_is_zero(self.peek(1)[1]):
            sgn = self.next()[1]
            self.next()
            return lambda env: SignedZero(sgn == "-")
        if self.eat("-"):
            a = self.unary()
            return lambda env: neg(a(env))
        if self.eat("+"):
            return self.unary()
        if self.eat("~"):
            a = self.unary()
            return lambda env: ~as_int(a(env))
        if self.eat("!"):
            a = self.unary()
            return lambda env: not truth(a(env))
        return self.postfix(self.primary())

    def postfix(self, e):
        while True:
            if self.peek()[1] == "[":
                self.next()
                hi = self.expr()
                lo = None
                if self.eat(":"):
                    lo = self.expr()
                self.expect("]")
                e = slice_of(e, hi, lo)
            elif self.peek()[1] == "." and self.peek(1)[0] == "id":
                self.next()
                t = self.next()[1]
                if t not in TYPES:
                    raise Unsupported(f"field .{t}")
                e = typed(e, t)
            else:
                return e

    def primary(self):
        tok = self.next()
        k, v = tok
        if v == "(":
            e = self.expr()
            self.expect(")")
            return e
        if v == "{":
            parts = []
            while not self.eat("}"):
                start = self.i
                e = self.expr()
                toks = self.t[start:self.i]
                w = 32
                if len(toks) >= 2 and toks[-2][1] == "." and toks[-1][1] in TYPES:
                    w = TYPES[toks[-1][1]][1]
                elif len(toks) == 1 and "'" in toks[0][1]:
                    w = int(toks[0][1].split("'")[0])
                parts.append((e, w))
                self.eat(",")
            return concat(parts)
        if k == "cast":
            w, kind = int(v.split("'")[0]), v.split("'")[1]
            self.expect("(")
            a = self.expr()
            self.expect(")")
            return cast(kind, w, a)
        if k == "num":
            val = literal(v)
            return lambda env: val
        if k == "id":
            if v == "WAVE_MODE" and self.peek()[1] == ".":
                self.next()
                if self.next()[1] != "IEEE":
                    raise Unsupported("WAVE_MODE field")
                return lambda env: True  # compute kernels run with MODE.IEEE = 1
            if v in ("PI",):
                return lambda env: F(64, math.pi)
            if v == "INF":
                return lambda env: F(64, math.inf)
            if v in ("UNDERFLOW_F32", "OVERFLOW_F32", "UNDERFLOW_F64", "OVERFLOW_F64"):
                raise Unsupported(v)
            if self.peek()[1] == "(":
                self.next()
                args = []
                while not self.eat(")"):
                    self.skip_nl()
                    args.append(self.expr())
                    self.skip_nl()
                    self.eat(",")
                return call(v, args)
            return lambda env: lookup(env, v)
        raise Unsupported(f"primary {tok}")


def literal(v):
    if "'" in v:
        w, rest = v.split("'")
        rest = rest.rstrip("FUL")
        if "." in rest:
            return F(int(w), float(rest))
        return int(rest)
    if v.startswith("0x"):
        return int(v.rstrip("UL"), 16)
    if "." in v:
        return F(32 if v.endswith("F") else 64, float(v.rstrip("F")))
    return int(v.rstrip("UL"))


def literal_is_zero(v):
    x = literal(v)
    return isinstance(x, F) and x.f() == 0.0


class SignedZero(F):
    def __init__(self, negative):
        super().__init__(64, -0.0 if negative else 0.0)


def truth(x):
    if isinstance(x, F):
        return x.f() != 0
    return bool(x)


def lookup(env, name):
    if name not in env:
        raise Unsupported(f"name {name}")
    x = env[name]
    if isinstance(x, Reg):
        ty = env.get("__types", {}).get(name)
        return retype(x.raw, ty) if ty else x.raw
    return x


def typed(e, t):
    def f(env):
        x = e(env)
        if isinstance(x, Reg):
            x = x.raw
        if isinstance(x, F) and TYPES[t][0] == "f":
            return tofloat(x, TYPES[t][1])  # INF.f16: a value conversion
        return retype(as_int(x), t)
    return f


def slice_of(e, hi, lo):
    def f(env):
        x = as_int(e(env))
        h = as_int(hi(env))
        if lo is None:
            return x >> h & 1
        lw = as_int(lo(env))
        if lw > h:
            n = lw - h + 1
            v = x & ((1 << n) - 1)
            return int(f"{v:0{n}b}"[::-1], 2)
        return x >> lw & ((1 << (h - lw + 1)) - 1)
    return f


def concat(parts):
    """`{ hi, lo }`: each part as wide as its type suffix (`.u16`, `.u32`) or its sized literal
    (`16'0`), 32 bits otherwise."""
    def f(env):
        acc = 0
        for p, w in parts:
            acc = acc << w | (as_int(p(env)) & ((1 << w) - 1))
        return acc
    return f


def neg(x):
    if isinstance(x, F):
        return F.of_bits(x.w, x.bits() ^ (1 << (x.w - 1)))
    return -x


def cast(kind, w, a):
    def f(env):
        x = a(env)
        if kind == "F":
            if isinstance(x, F):
                return tofloat(x, w)
            return F.of_bits(w, as_int(x))
        if kind == "B":
            return as_int(x) & ((1 << w) - 1)
        if isinstance(x, F):
            raise Unsupported("int cast of float")
        x = as_int(x) & ((1 << w) - 1)
        if kind == "I" and x >> (w - 1) & 1:
            x -= 1 << w
        return x
    return f


def binop(op, a, b):
    def f(env):
        x, y = a(env), b(env)
        if op in ("+", "-", "*", "/"):
            return arith(op, x, y)
        if op == "**":
            if isinstance(x, F) and x.f() == 2.0 and isinstance(y, int):
                return rnd_scale(F(x.w, 1.0), y)
            raise Unsupported("**")
        if op in ("==", "!=") and (isinstance(x, SignedZero) or isinstance(y, SignedZero)):
            z, o = (x, y) if isinstance(x, SignedZero) else (y, x)
            same = isinstance(o, F) and o.f() == 0.0 and \
                math.copysign(1, o.f()) == math.copysign(1, z.f())
            return same if op == "==" else not same
        if op in ("==", "!=", "<>", "<", "<=", ">", ">="):
            if isinstance(x, F) or isinstance(y, F):
                xf = x.f() if isinstance(x, F) else float(x)
                yf = y.f() if isinstance(y, F) else float(y)
            else:
                xf, yf = as_int(x), as_int(y)
            # `<>` is "less or greater": false on NaN for floats (V_CMP_LG), != for integers.
            return {"==": xf == yf, "!=": xf != yf, "<>": xf < yf or xf > yf, "<": xf < yf,
                    "<=": xf <= yf, ">": xf > yf, ">=": xf >= yf}[op]
        if op == "&&":
            return truth(x) and truth(y)
        if op == "||":
            return truth(x) or truth(y)
        xi, yi = as_int(x), as_int(y)
        if op == "<<":
            return xi << yi if yi < 256 else 0  # masked to <= 64 bits on assignment
        if op == ">>":
            return xi >> yi
        if op == "%":
            raise Unsupported("%")
        return {"&": xi & yi, "|": xi | yi, "^": xi ^ yi}[op]
    return f


def rnd_scale(x, e):
    if x.isnan() or math.isinf(x.f()) or x.f() == 0:
        return x
    e = max(-2200, min(2200, e))  # beyond this every format over- or underflows
    return rnd(exact(x) * fractions.Fraction(2) ** e, x.w)


# --------------------------------------------------------------------------------------------
# Functions of the pseudocode.

def isnan(x):
    return isinstance(x, F) and x.isnan()


def snan(x):
    return isnan(x) and not (x.bits() & QUIET[x.w])


def fconv_int(x, lo, hi):
    if x.isnan():
        return 0
    v = x.f()
    if v >= hi:
        return hi
    if v <= lo:
        return lo
    return int(math.trunc(v))


def fmaf(a, b, c):
    w = max(v.w for v in (a, b, c) if isinstance(v, F))
    a, b, c = tofloat(a, w), tofloat(b, w), tofloat(c, w)
    ops = [a, b, c]
    if any(x.isnan() for x in ops):
        return fix_nan(F(w, math.nan), ops)
    fa, fb, fc = a.f(), b.f(), c.f()
    if math.isinf(fa) or math.isinf(fb) or math.isinf(fc):
        with np.errstate(all="ignore"):
            r = np.float64(fa) * np.float64(fb) + np.float64(fc)
        return fix_nan(F(w, r), ops)
    q = exact(a) * exact(b) + exact(c)
    if q == 0:
        # Sign of an exact zero: -0 only when both addends are -0 (round to nearest).
        p_neg = (math.copysign(1, fa) * math.copysign(1, fb)) < 0
        pz = fa == 0 or fb == 0
        if pz and fc == 0:
            return F(w, -0.0 if (p_neg and math.copysign(1, fc) < 0) else 0.0)
        return F(w, 0.0)
    return rnd(q, w)


def exponent(x):
    b = x.bits()
    return {16: (b >> 10) & 0x1F, 32: (b >> 23) & 0xFF, 64: (b >> 52) & 0x7FF}[x.w]


def mantissa(x):
    m, _ = math.frexp(x.f())
    return F(x.w, m)


def sqrtf(x):
    if x.isnan():
        return fix_nan(F(x.w, math.nan), [x])
    v = x.f()
    if v < 0:
        return F.of_bits(x.w, CANON[x.w])
    if math.isinf(v) or v == 0:
        return x
    q = exact(x)
    # Correct rounding via a high-precision integer square root.
    sc = 200
    n = q.numerator << (2 * sc)
    r = math.isqrt(n * q.denominator) if False else None
    num = q.numerator * (1 << (2 * sc))
    den = q.denominator
    s = math.isqrt(num * den)  # sqrt(num/den) * den-ish
    approx = fractions.Fraction(s, den * (1 << sc))
    # refine the sticky bit: if not exact, nudge upward by a tiny amount
    if s * s != num * den:
        approx += fractions.Fraction(1, den * (1 << (sc + 1)))
    return rnd(approx, x.w)


FUNCS = {}


def fn(name):
    def d(f):
        FUNCS[name] = f
        return f
    return d


def to_int_fn(lo, hi):
    return lambda x: fconv_int(x, lo, hi)


for src in (16, 32, 64):
    s = f"f{src}"
    FUNCS[f"{s}_to_i32"] = to_int_fn(-(1 << 31), (1 << 31) - 1)
    FUNCS[f"{s}_to_u32"] = to_int_fn(0, (1 << 32) - 1)
    FUNCS[f"{s}_to_i16"] = to_int_fn(-(1 << 15), (1 << 15) - 1)
    FUNCS[f"{s}_to_u16"] = to_int_fn(0, (1 << 16) - 1)
    for dst in (16, 32, 64):
        if dst != src:
            FUNCS[f"{s}_to_f{dst}"] = (lambda d: lambda x: convert(x, d))(dst)
for k, w in (("i32", 32), ("u32", 32), ("i16", 16), ("u16", 16)):
    for dst in (16, 32, 64):
        FUNCS[f"{k}_to_f{dst}"] = (lambda d: lambda x: tofloat(as_int(x), d))(dst)
FUNCS["isNAN"] = isnan
FUNCS["isSignalNAN"] = snan
FUNCS["isQuietNAN"] = lambda x: isnan(x) and not snan(x)
FUNCS["cvtToQuietNAN"] = lambda x: F.of_bits(x.w, x.bits() | QUIET[x.w])
FUNCS["abs"] = lambda x: F.of_bits(x.w, x.bits() & ~(1 << (x.w - 1))) if isinstance(x, F) else abs(x)
FUNCS["sign"] = lambda x: (x.bits() >> (x.w - 1)) & 1 if isinstance(x, F) else int(x < 0)
FUNCS["sqrt"] = sqrtf
FUNCS["fma"] = fmaf
FUNCS["exponent"] = exponent
FUNCS["mantissa"] = mantissa
FUNCS["signext"] = lambda x: as_int(x)
# Integer widenings of a narrow field (dot products): zero- or sign-extend its low bits.
for _w in (4, 8, 16):
    FUNCS[f"u{_w}_to_u32"] = (lambda w: lambda x: as_int(x) & ((1 << w) - 1))(_w)
    FUNCS[f"i{_w}_to_i32"] = (
        lambda w: lambda x: ((as_int(x) & ((1 << w) - 1)) ^ (1 << (w - 1))) - (1 << (w - 1)))(_w)
FUNCS["isEven"] = lambda x: int(x.f()) % 2 == 0 if isinstance(x, F) else x % 2 == 0


def floor_trunc(mode):
    def f(x):
        if x.isnan():
            return fix_nan(F(x.w, math.nan), [x])
        v = x.f()
        if math.isinf(v) or v == 0:
            return x
        r = math.floor(v) if mode == "floor" else math.trunc(v)
        if r == 0:
            return F(x.w, math.copysign(0.0, v))
        return F(x.w, float(r))
    return f


FUNCS["floor"] = floor_trunc("floor")
FUNCS["trunc"] = floor_trunc("trunc")


def ldexp_f(x, e):
    return fix_nan(rnd_scale(x, as_int(e)), [x])


FUNCS["ldexp"] = ldexp_f


def call(name, args):
    if name in SKIP_FUNCS:
        raise Unsupported(name)
    if re.match(r"v_(min|max|min3|max3|med3)_[fiu]\d+$", name):
        sub = name.upper()

        def f(env):
            vals = [a(env) for a in args]
            return run_sub(env["__arch"], sub, vals)
        return f

    def f(env):
        if name in env and isinstance(env[name], tuple) and env[name][0] == "lambda":
            _, params, body = env[name]
            e2 = dict(env)
            for p, a in zip(params, args):
                e2[p] = a(env)
            return body(e2)
        if name not in FUNCS:
            raise Unsupported(f"function {name}")
        return FUNCS[name](*[a(env) for a in args])
    return f


def exec_block(stmts, env):
    for s in stmts:
        s(env)


# --------------------------------------------------------------------------------------------
# Instructions.

PCODE = {}


def load(arch):
    m = importlib.import_module(f"tinygrad.runtime.autogen.amd.{arch}.str_pcode")
    out = {}
    for k, v in m.PCODE.items():
        if type(k).__name__ in FORMATS:
            name = re.sub(r"_E(32|64)$", "", k.name)
            out.setdefault(name, v)
    return out


COMPILED = {}


def compile_op(arch, name):
    key = (arch, name)
    if key not in COMPILED:
        src = PCODE[arch][name]
        code = re.sub(r"//[^\n]*", "", src)
        if any(re.search(rf"\b{w.strip()}\b", code) for w in SKIP_WORDS):
            COMPILED[key] = Unsupported("state")
        else:
            try:
                p = Parser(tokenize(src))
                COMPILED[key] = p.block(())
                if p.peek()[0] != "eof":
                    raise Unsupported("trailing")
            except Unsupported as e:
                COMPILED[key] = e
            except Exception as e:  # parser limits: the op is skipped and counted
                COMPILED[key] = Unsupported(f"parse: {e}")
    c = COMPILED[key]
    if isinstance(c, Exception):
        raise c
    return c


def src_types(src):
    """Widths of S0/S1/S2 as the pseudocode reads them (largest access)."""
    ws = {}
    for s, t in re.findall(r"\b(S[012])\.([fiub]\d+)", src):
        ws[s] = max(ws.get(s, 0), TYPES[t][1])
    for s in re.findall(r"\b(S[012])\[", src):
        ws.setdefault(s, 32)
    return ws


def run_sub(arch, name, vals):
    body = compile_op(arch, name)
    env = {"__arch": arch, "laneId": 0}
    t = TYPES[name.rsplit("_", 1)[1].lower()]
    for i, v in enumerate(vals):
        env[f"S{i}"] = Reg(as_int(v))
        env.setdefault("__types", {})
    env["D0"] = Reg(0)
    exec_block(body, env)
    return retype(env["D0"].raw, name.rsplit("_", 1)[1].lower())


def run(arch, name, s):
    body = compile_op(arch, name)
    # Accumulating forms (`fma(S0, S1, D0)`) read D0: it holds the vector's third value.
    env = {"__arch": arch, "S0": Reg(s[0]), "S1": Reg(s[1]), "S2": Reg(s[2]), "D0": Reg(s[2]),
           "SCC": Reg(0), "VCC": Reg(0), "laneId": 0}
    exec_block(body, env)
    flag = None
    src = PCODE[arch][name]
    if re.search(r"\bSCC\s*=", src):
        flag = as_int(lookup(env, "SCC")) & 1
    elif re.search(r"\bVCC\.u64\[laneId\]\s*=", src):
        flag = env["VCC"].raw & 1
    return env["D0"].raw, flag


# WAVE_MODE.IEEE reads as an attribute: give the parser a name for it.
_orig_postfix = Parser.postfix


def _postfix(self, e):
    return _orig_postfix(self, e)


EDGE = {
    16: [0x0000, 0x8000, 0x3C00, 0xBC00, 0x3800, 0x4200, 0x0001, 0x03FF, 0x0400, 0x7BFF,
         0x7C00, 0xFC00, 0x7E00, 0x7C01, 0xFE01, 0x3555],
    32: [0x00000000, 0x80000000, 0x3F800000, 0xBF800000, 0x3F000000, 0x40400000, 0x00000001,
         0x007FFFFF, 0x00800000, 0x7F7FFFFF, 0x7F800000, 0xFF800000, 0x7FC00000, 0x7F800001,
         0xFFC00001, 0x4B000001, 0xC0800000, 0x3EAAAAAB],
    64: [0, 1 << 63, 0x3FF0000000000000, 0xBFF0000000000000, 0x3FE0000000000000,
         0x4008000000000000, 1, 0x000FFFFFFFFFFFFF, 0x0010000000000000, 0x7FEFFFFFFFFFFFFF,
         0x7FF0000000000000, 0xFFF0000000000000, 0x7FF8000000000000, 0x7FF0000000000001,
         0xFFF8000000000001, 0xC010000000000000],
}
IEDGE = {16: [0, 1, 0xFFFF, 0x7FFF, 0x8000, 5, 16, 0x1234],
         32: [0, 1, 0xFFFFFFFF, 0x7FFFFFFF, 0x80000000, 5, 31, 32, 0x12345678, 0xFFFF],
         64: [0, 1, (1 << 64) - 1, (1 << 63) - 1, 1 << 63, 5, 63, 0x123456789ABCDEF0]}


def values(kind, w, rng, n):
    if kind == "f":
        base = list(EDGE[w])
    else:
        base = list(IEDGE[16 if w <= 16 else 32 if w <= 32 else 64])
    return base + [rng.getrandbits(w) for _ in range(n)]


def vectors(arch, rng):
    lines, skipped = [], {}
    for name in sorted(PCODE[arch]):
        src = PCODE[arch][name]
        try:
            compile_op(arch, name)
        except Unsupported as e:
            skipped[name] = str(e)
            continue
        ws = src_types(src)
        kinds = {s: ("f" if re.search(rf"\b{s}\.f", src) else "i") for s in ws}
        acc = re.search(r"=[^\n]*\bD0\.([fiub]\d+)", src)
        if acc and "S2" not in ws:
            ws["S2"] = TYPES[acc.group(1)][1]
            kinds["S2"] = "f" if acc.group(1).startswith("f") else "i"
        nsrc = len([s for s in ("S0", "S1", "S2") if s in ws])
        if nsrc == 0 or any(s not in ws for s in ("S0", "S1", "S2")[:nsrc]):
            skipped[name] = "sources"
            continue
        pools = [values(kinds[s], ws[s], rng, 4) for s in ("S0", "S1", "S2")[:nsrc]]
        combos = []
        if nsrc == 1:
            combos = [(a, 0, 0) for a in pools[0]]
        elif nsrc == 2:
            # S1: the ordinary edges and the infinities / NaNs (indices 10..14 of the float
            # edges), so that two-NaN cases are covered.
            combos = [(a, b, 0) for a in pools[0] for b in pools[1][:6] + pools[1][10:15]]
        else:
            p = [x[:6] for x in pools]
            combos = [(a, b, c) for a in p[0] for b in p[1] for c in p[2]]
            combos += [(rng.choice(pools[0]), rng.choice(pools[1]), rng.choice(pools[2]))
                       for _ in range(40)]
        out = []
        try:
            for s in combos:
                d, flag = run(arch, name, s)
                out.append(f"{name.lower()}\t{s[0]:x}\t{s[1]:x}\t{s[2]:x}\t{d & ((1 << 64) - 1):x}\t"
                           f"{'-' if flag is None else flag}\n")
        except Unsupported as e:
            skipped[name] = str(e)
            continue
        except Exception as e:
            skipped[name] = f"eval: {type(e).__name__}: {e}"
            continue
        lines += out
    return lines, skipped


def main():
    os.makedirs(OUT, exist_ok=True)
    for arch in ("rdna3", "cdna"):
        PCODE[arch] = load(arch)
        rng = random.Random(16)
        lines, skipped = vectors(arch, rng)
        with open(os.path.join(OUT, f"{arch}.tsv"), "w") as f:
            f.write(f"# generated by sim/tools/pcode_vectors.py from the {arch.upper()} ISA "
                    "pseudocode (tinygrad str_pcode.py); mnemonic s0 s1 s2 d flag (hex)\n")
            f.writelines(lines)
        ops = len({l.split("\t")[0] for l in lines})
        print(f"{arch}: {len(lines)} vectors for {ops} instructions; {len(skipped)} skipped",
              file=sys.stderr)
        with open(os.path.join(OUT, f"{arch}.skipped.txt"), "w") as f:
            for k in sorted(skipped):
                f.write(f"{k.lower()}\t{skipped[k]}\n")


if __name__ == "__main__":
    main()
