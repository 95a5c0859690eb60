//! Shared helpers of gfxc-emit's integration tests: the golden corpus objects and a reader for
//! the YAML subset `llvm-readelf-19 --notes` prints.
#![allow(dead_code)]

use std::path::{Path, PathBuf};

pub fn data_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data")
}

/// One golden object: `data/vV/CPU/NAME.hsaco` and its `.notes.txt` / `.directives.txt`.
#[derive(Clone, Debug)]
pub struct Golden {
    pub path: PathBuf,
    pub version: u32,
    pub cpu: String,
    pub name: String,
}

impl Golden {
    pub fn bytes(&self) -> Vec<u8> {
        std::fs::read(&self.path).unwrap()
    }
    pub fn sibling(&self, ext: &str) -> String {
        std::fs::read_to_string(self.path.with_extension(ext)).unwrap()
    }
    pub fn label(&self) -> String {
        format!("v{}/{}/{}", self.version, self.cpu, self.name)
    }
}

pub fn goldens() -> Vec<Golden> {
    let mut out = Vec::new();
    for v in [4, 5] {
        let vdir = data_dir().join(format!("v{v}"));
        let mut cpus: Vec<_> = std::fs::read_dir(&vdir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        cpus.sort();
        for cdir in cpus {
            let mut files: Vec<_> = std::fs::read_dir(&cdir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "hsaco"))
                .collect();
            files.sort();
            for p in files {
                out.push(Golden {
                    version: v,
                    cpu: cdir.file_name().unwrap().to_string_lossy().into_owned(),
                    name: p.file_stem().unwrap().to_string_lossy().into_owned(),
                    path: p,
                });
            }
        }
    }
    assert!(out.len() >= 170, "golden corpus incomplete: {}", out.len());
    out
}

/// A YAML node of the subset LLVM prints: block maps, block sequences, plain/quoted scalars.
#[derive(Clone, Debug, PartialEq)]
pub enum Yaml {
    Scalar(String),
    Seq(Vec<Yaml>),
    /// Keys sorted, for order-insensitive comparison.
    Map(Vec<(String, Yaml)>),
}

fn indent_of(l: &str) -> usize {
    l.len() - l.trim_start().len()
}

fn scalar(s: &str) -> Yaml {
    let s = s.trim();
    let s = s.strip_prefix("!str ").unwrap_or(s);
    let s = if s.len() >= 2 && s.starts_with('\'') && s.ends_with('\'') {
        s[1..s.len() - 1].replace("''", "'")
    } else if s.len() >= 2 && s.starts_with('"') && s.ends_with('"') {
        s[1..s.len() - 1].replace("\\\"", "\"")
    } else {
        s.to_owned()
    };
    Yaml::Scalar(s)
}

fn parse_node(lines: &mut Vec<String>, i: &mut usize, indent: usize) -> Yaml {
    let first = lines[*i].clone();
    if first[indent..].starts_with("- ") || &first[indent..] == "-" {
        let mut items = Vec::new();
        while *i < lines.len()
            && indent_of(&lines[*i]) == indent
            && lines[*i][indent..].starts_with('-')
        {
            let rest = lines[*i][indent + 1..].trim_start().to_owned();
            if !rest.contains(": ") && !rest.ends_with(':') {
                items.push(scalar(&rest));
                *i += 1;
            } else {
                // Replace "- " by spaces and parse the map that starts here.
                let l = format!("{}  {}", " ".repeat(indent), &lines[*i][indent + 2..]);
                lines[*i] = l;
                items.push(parse_node(lines, i, indent + 2));
            }
        }
        Yaml::Seq(items)
    } else {
        let mut entries = Vec::new();
        while *i < lines.len()
            && indent_of(&lines[*i]) == indent
            && !lines[*i][indent..].starts_with('-')
        {
            let l = lines[*i][indent..].to_owned();
            let (k, v) = match l.find(": ") {
                Some(p) => (l[..p].to_owned(), l[p + 2..].to_owned()),
                None => (l.trim_end_matches(':').to_owned(), String::new()),
            };
            *i += 1;
            if v.trim().is_empty() {
                let child_indent = indent_of(&lines[*i]);
                entries.push((k, parse_node(lines, i, child_indent)));
            } else {
                entries.push((k, scalar(&v)));
            }
        }
        entries.sort_by(|a, b| a.0.cmp(&b.0));
        Yaml::Map(entries)
    }
}

/// The metadata documents of `llvm-readelf --notes` output.
pub fn notes_yaml(text: &str) -> Vec<Yaml> {
    let mut docs = Vec::new();
    let mut cur: Option<Vec<String>> = None;
    for l in text.lines() {
        if l.trim() == "---" {
            cur = Some(Vec::new());
        } else if l.trim() == "..." {
            let mut lines = cur.take().unwrap();
            lines.retain(|l| !l.trim().is_empty());
            let mut i = 0;
            docs.push(parse_node(&mut lines, &mut i, 0));
            assert_eq!(i, lines.len(), "unparsed YAML lines");
        } else if let Some(c) = cur.as_mut() {
            c.push(l.to_owned());
        }
    }
    docs
}

/// A MessagePack value in the same shape (scalars printed as YAML would).
pub fn msgpack_yaml(v: &rmpv::Value) -> Yaml {
    match v {
        rmpv::Value::Array(a) => Yaml::Seq(a.iter().map(msgpack_yaml).collect()),
        rmpv::Value::Map(m) => {
            let mut e: Vec<(String, Yaml)> = m
                .iter()
                .map(|(k, v)| (k.as_str().unwrap().to_owned(), msgpack_yaml(v)))
                .collect();
            e.sort_by(|a, b| a.0.cmp(&b.0));
            Yaml::Map(e)
        }
        rmpv::Value::String(s) => Yaml::Scalar(s.as_str().unwrap().to_owned()),
        other => Yaml::Scalar(other.to_string()),
    }
}

/// The golden objects with globals and relocations: `data/globals/vV/CPU/NAME.hsaco` with
/// `.readelf.txt` (`llvm-readelf-19 -S -r -s`) and `.notes.txt`.
pub fn globals_goldens() -> Vec<Golden> {
    let mut out = Vec::new();
    for v in [4, 5] {
        let vdir = data_dir().join(format!("globals/v{v}"));
        let mut cpus: Vec<_> = std::fs::read_dir(&vdir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        cpus.sort();
        for cdir in cpus {
            let mut files: Vec<_> = std::fs::read_dir(&cdir)
                .unwrap()
                .map(|e| e.unwrap().path())
                .filter(|p| p.extension().is_some_and(|e| e == "hsaco"))
                .collect();
            files.sort();
            for p in files {
                out.push(Golden {
                    version: v,
                    cpu: cdir.file_name().unwrap().to_string_lossy().into_owned(),
                    name: p.file_stem().unwrap().to_string_lossy().into_owned(),
                    path: p,
                });
            }
        }
    }
    assert!(out.len() >= 60, "globals goldens incomplete: {}", out.len());
    out
}
