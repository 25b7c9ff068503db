#!/usr/bin/env python3
"""Checks the TypeScript module `tintype compile --format typescript` writes with the real TypeScript
compiler, Node and headless Chromium: tsc (strict) compiles the module and a program that reads every
token through the module's own accessor (and refuses one that asks for a mode there is not); Node
runs it and prints the tokens; each compiled token (NAME.tintype.json, read with Python's JSON
parser) must be at its path, and in each of the four modes its value must be what Chromium computes
for its `cssVar` from the style sheet of the `css` format, with that mode set by the site's switch
(`data-color-scheme`, `data-contrast`), a typography token's members likewise.

usage: check_typescript_tokens.py COMPILED.tintype.json FILE.css MODULE.ts
Exits 0 when everything matches, 1 with one line per mismatch otherwise."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

from chromium_page import chromium, report, result as result_of

MODES = {"light": ('data-color-scheme="light"', ""), "dark": ('data-color-scheme="dark"', ""),
         "lightIncreased": ('data-color-scheme="light"', 'data-contrast="more"'),
         "darkIncreased": ('data-color-scheme="dark"', 'data-contrast="more"')}


def leaves(tree, path=()):
    if isinstance(tree, dict) and "values" in tree and ("cssVar" in tree or "cssVars" in tree):
        yield ".".join(path), tree
        return
    for key, value in tree.items():
        yield from leaves(value, path + (key,))


def run(arguments, directory):
    return subprocess.run(arguments, cwd=directory, capture_output=True, text=True)


def main(compiled_path, css_path, module_path):
    tsc = shutil.which("tsc")
    if not tsc:
        sys.exit("check_typescript_tokens.py: tsc is not installed (Debian: apt-get install node-typescript)")
    compiled = json.load(open(compiled_path, encoding="utf-8"))
    module = open(module_path, encoding="utf-8").read()
    constant = re.search(r"export const (\w+) = ", module).group(1)
    accessor = re.search(r"export function (\w+)<Value>", module).group(1)
    problems = []
    with tempfile.TemporaryDirectory() as directory:
        shutil.copy(module_path, os.path.join(directory, "tokens.ts"))
        plain = [t["path"] for t in compiled["tokens"] if t["type"] != "typography"]
        reads = "\n".join(f"out.push({accessor}({constant}{''.join(f'[{json.dumps(s)}]' for s in p.split('.'))}, \"dark\"));" for p in plain)
        with open(os.path.join(directory, "main.ts"), "w") as handle:
            handle.write(f"import {{ {constant}, {accessor} }} from './tokens';\nconst out: (string | number)[] = [];\n{reads}\n"
                         f"console.log(JSON.stringify({{ tokens: {constant}, dark: out }}));\n")
        build = run([tsc, "--strict", "--target", "es2019", "--module", "commonjs", "--outDir", "out", "main.ts"], directory)
        if build.returncode != 0:
            return report([f"tsc: {line}" for line in (build.stdout + build.stderr).splitlines()])
        if plain:
            with open(os.path.join(directory, "wrong.ts"), "w") as handle:
                handle.write(f"import {{ {constant}, {accessor} }} from './tokens';\n"
                             f"{accessor}({constant}{''.join(f'[{json.dumps(s)}]' for s in plain[0].split('.'))}, \"dusk\");\n")
            wrong = run([tsc, "--strict", "--noEmit", "--target", "es2019", "wrong.ts"], directory)
            if wrong.returncode == 0 or "dusk" not in wrong.stdout:
                problems.append("tsc accepted a mode the module does not have ('dusk')")
        node = run(["node", "out/main.js"], directory)
        if node.returncode != 0:
            return report([f"node: {node.stderr.strip()}"])
        printed = json.loads(node.stdout)
        found = dict(leaves(printed["tokens"]))
        wanted = {t["path"]: t for t in compiled["tokens"]}
        if sorted(found) != sorted(wanted):
            problems.append(f"the module's tokens {sorted(found)} are not the compiled theme's {sorted(wanted)}")
        # The accessor gave each plain token's dark value, as the tree holds it.
        for path, value in zip(plain, printed["dark"]):
            if path in found and found[path]["values"]["dark"] != value:
                problems.append(f"{path}: the accessor's dark value {value!r} is not the tree's {found[path]['values']['dark']!r}")
        properties = sorted({v[4:-1] for _, leaf in found.items() for v in ([leaf["cssVar"]] if "cssVar" in leaf else leaf["cssVars"].values())})
        body = "".join(f'<div {outer}><div {inner}><i data-mode="{mode}"></i></div></div>' for mode, (outer, inner) in MODES.items())
        script = """
          const out = {};
          for (const element of document.querySelectorAll('[data-mode]')) {
            const style = getComputedStyle(element);
            out[element.dataset.mode] = Object.fromEntries(NAMES.map(name => [name, style.getPropertyValue(name).trim()]));
          }
          document.body.textContent = 'RESULT' + JSON.stringify(out) + 'END';
        """.replace("NAMES", json.dumps(properties))
        css = open(css_path, encoding="utf-8").read()
        page = os.path.join(directory, "page.html")
        with open(page, "w", encoding="utf-8") as handle:
            handle.write(f"<!doctype html><html><head><style>{css}</style></head><body>{body}<script>{script}</script></body></html>")
        computed = result_of(chromium("check_typescript_tokens.py"), page, "preferredColorScheme=1,preferredContrast=2")
        for path, leaf in sorted(found.items()):
            for mode in MODES:
                if "cssVar" in leaf:
                    pairs = [(leaf["cssVar"], leaf["values"][mode])]
                else:
                    pairs = [(leaf["cssVars"][member], leaf["values"][mode][member]) for member in leaf["cssVars"]]
                for variable, value in pairs:
                    text = computed[mode].get(variable[4:-1], "")
                    same = abs(float(text) - value) < 1e-9 if isinstance(value, (int, float)) and text else text == value
                    if not same:
                        problems.append(f"{path} ({mode}): the module says {value!r}, Chromium computes {variable} = {text!r}")
    if not problems:
        print(f"{os.path.basename(module_path)}: {len(found)} tokens × 4 modes are the style sheet's, through tsc and Node")
    return report(problems)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    sys.exit(main(*sys.argv[1:]))
