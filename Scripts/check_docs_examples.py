#!/usr/bin/env python3
"""Validates every JSON example of the documentation (```json blocks in Docs/*.md and README.md)
against Themes/theme.schema.json with an independent JSON Schema validator (jsonschema), so what the
docs show an editor that follows `$schema` accepts. A block is a whole theme (it has "name"), or a
fragment of one: `"key": value` members, each validated against the schema of the property of that
name wherever the theme schema declares one (it must be valid against one of them). A block that is
not JSON, or a key the schema declares nowhere, is a problem too. Installs jsonschema with pip when
missing.

usage: check_docs_examples.py
Exits 0 when every example is valid, 1 with one line per problem otherwise."""
import glob
import importlib
import json
import os
import re
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def properties_named(schema, key, root, seen=None):
    """Every subschema declared as property `key` anywhere in `schema` (following local $refs once)."""
    seen = set() if seen is None else seen
    found = []
    if isinstance(schema, dict):
        reference = schema.get("$ref")
        if isinstance(reference, str) and reference.startswith("#/") and reference not in seen:
            seen.add(reference)
            target = root
            for part in reference[2:].split("/"):
                target = target[part]
            found += properties_named(target, key, root, seen)
        for name, value in schema.items():
            if name == "properties" and isinstance(value, dict) and key in value:
                found.append(value[key])
            found += properties_named(value, key, root, seen)
    elif isinstance(schema, list):
        for item in schema:
            found += properties_named(item, key, root, seen)
    return found


def main():
    try:
        importlib.import_module("jsonschema")
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "jsonschema"])
    import jsonschema

    with open(os.path.join(ROOT, "Themes", "theme.schema.json"), encoding="utf-8") as handle:
        schema = json.load(handle)
    validator = jsonschema.Draft202012Validator
    problems, checked = [], 0
    for path in sorted(glob.glob(os.path.join(ROOT, "Docs", "*.md"))) + [os.path.join(ROOT, "README.md")]:
        text = open(path, encoding="utf-8").read()
        for match in re.finditer(r"```json\n(.*?)```", text, re.S):
            line = text[:match.start()].count("\n") + 2
            where = f"{os.path.relpath(path, ROOT)}:{line}"
            body = match.group(1).strip()
            try:
                document = json.loads(body)
            except ValueError:
                try:
                    document = json.loads("{" + body + "}")
                except ValueError as error:
                    problems.append(f"{where}: not JSON ({error})")
                    continue
            checked += 1
            if "name" in document:
                errors = sorted(validator(schema).iter_errors(document), key=lambda e: list(e.absolute_path))
                problems += [f"{where}: {'/'.join(map(str, e.absolute_path))}: {e.message}" for e in errors[:5]]
                continue
            for key, value in document.items():
                candidates = properties_named(schema, key, schema)
                if not candidates:
                    problems.append(f"{where}: '{key}' is declared nowhere in the theme schema")
                    continue
                # Each candidate is checked in the context of the whole schema, so its $refs resolve.
                results = [list(validator({**candidate, "$defs": schema.get("$defs", {})}).iter_errors(value)) for candidate in candidates]
                if all(results):
                    best = min(results, key=len)
                    problems += [f"{where}: {key}/{'/'.join(map(str, e.absolute_path))}: {e.message}" for e in best[:5]]
    if checked == 0:
        problems.append("no JSON example found in the docs")
    for problem in problems:
        print(problem)
    if not problems:
        print(f"{checked} JSON examples of the docs are valid against Themes/theme.schema.json")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
