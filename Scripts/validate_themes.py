#!/usr/bin/env python3
"""Validates the shipped themes (and two test-fixture themes) against Themes/theme.schema.json
with an independent JSON Schema validator (jsonschema), so the published schema and the themes agree.
Installs jsonschema with pip when it is missing."""

import glob
import importlib
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    try:
        importlib.import_module("jsonschema")
    except ImportError:
        subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", "jsonschema"])
    import jsonschema

    with open(os.path.join(ROOT, "Themes", "theme.schema.json")) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    paths = sorted(glob.glob(os.path.join(ROOT, "Themes", "*", "theme.json")))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "fixture-passing", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "from-tokens", "theme.json"))
    failures = 0
    for path in paths:
        with open(path) as f:
            errors = list(jsonschema.Draft202012Validator(schema).iter_errors(json.load(f)))
        for error in errors:
            print(f"{os.path.relpath(path, ROOT)}: {'/'.join(map(str, error.path))}: {error.message}")
        failures += len(errors)
    print(f"theme schema: {len(paths)} themes validated, {failures} errors")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
