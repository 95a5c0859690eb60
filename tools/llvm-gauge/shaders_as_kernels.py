#!/usr/bin/env python3
"""Rewrites the graphics-shader functions of LLVM test files as compute kernels, so that
`measure.py` can count them (most of LLVM's buffer-intrinsic tests, e.g.
`llvm.amdgcn.raw.buffer.load.ll`, are `amdgpu_ps` functions, which gfxc does not compile).

    shaders_as_kernels.py OUT_DIR FILE.ll...

Each `define amdgpu_{ps,vs,gs,hs,ls,es,cs} RET @f(ARGS)` becomes
`define amdgpu_kernel void @f(ARGS, ptr addrspace(1) %__out)`: `inreg` is dropped (kernel
arguments are uniform anyway, so a VGPR argument of the shader becomes uniform: the
selection differs, the intrinsic coverage is the same) and `ret T %x` stores `%x` to `%__out`;
an export (`call void @llvm.amdgcn.exp.T(i32, i32, T a, T b, T c, T d, i1, i1)`) stores its
four values to `%__out` instead (exports are graphics-only).
A measurement aid: the LLVM sources stay outside the repository and so do the rewritten files.
"""
import os
import re
import sys

DEFINE = re.compile(r'^define\s+(?:[\w]+\s+)*?amdgpu_(ps|vs|gs|hs|ls|es|cs)\s+(.*?)\s*@([\w.$"-]+)\s*\((.*)\)(.*)\{\s*$')


def split_args(s):
    out, depth, cur = [], 0, ''
    for c in s:
        if c in '<({[':
            depth += 1
        elif c in '>)}]':
            depth -= 1
        if c == ',' and depth == 0:
            out.append(cur.strip())
            cur = ''
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def convert(text):
    lines, out, in_fn, ret = text.split('\n'), [], False, None
    for line in lines:
        m = DEFINE.match(line)
        if m:
            _, rty, name, args, attrs = m.groups()
            rty = re.sub(r'\b(inreg|noundef|zeroext|signext)\b', '', rty).strip()
            args = [re.sub(r'\binreg\b\s*', '', a) for a in split_args(args)]
            args.append('ptr addrspace(1) %__out')
            attrs = re.sub(r'#\d+', '', attrs)
            out.append('define amdgpu_kernel void @%s(%s)%s{' % (name, ', '.join(args), attrs))
            in_fn, ret = True, rty
            continue
        if in_fn and line.startswith('}'):
            in_fn = False
        e = re.match(r'^(\s*)call void @llvm\.amdgcn\.exp\.(\w+)\((.*)\)\s*(#\d+)?\s*$', line)
        if in_fn and e:
            indent, _, args = e.group(1), e.group(2), split_args(e.group(3))
            for k, a in enumerate(args[2:6]):
                ty, val = a.rsplit(' ', 1)
                out.append('%s%%__e%d_%d = getelementptr %s, ptr addrspace(1) %%__out, i32 %d'
                           % (indent, len(out), k, ty, k))
                out.append('%sstore %s %s, ptr addrspace(1) %%__e%d_%d'
                           % (indent, ty, val, len(out) - 1, k))
            continue
        if in_fn and ret not in ('void', None):
            r = re.match(r'^(\s*)ret\s+(.*)$', line)
            if r:
                indent, val = r.groups()
                out.append('%sstore %s, ptr addrspace(1) %%__out' % (indent, val))
                out.append('%sret void' % indent)
                continue
        out.append(line)
    return '\n'.join(out)


def main():
    dst = sys.argv[1]
    os.makedirs(dst, exist_ok=True)
    for f in sys.argv[2:]:
        with open(f) as fh:
            text = fh.read()
        with open(os.path.join(dst, os.path.basename(f)), 'w') as fh:
            fh.write(convert(text))


if __name__ == '__main__':
    main()
