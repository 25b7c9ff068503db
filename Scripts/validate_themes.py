#!/usr/bin/env python3
"""Validates the shipped themes (and the test-fixture themes, the YAML one read with PyYAML) against
Themes/theme.schema.json with an independent JSON Schema validator (jsonschema), so the published
schema and the themes agree. Installs jsonschema and PyYAML with pip when they are missing."""

import glob
import importlib
import json
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def main():
    for module, package in (("jsonschema", "jsonschema"), ("yaml", "pyyaml")):
        try:
            importlib.import_module(module)
        except ImportError:
            subprocess.check_call([sys.executable, "-m", "pip", "install", "--quiet", package])
    import jsonschema
    import yaml

    with open(os.path.join(ROOT, "Themes", "theme.schema.json")) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    paths = sorted(glob.glob(os.path.join(ROOT, "Themes", "*", "theme.json")))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "fixture-passing", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "from-tokens", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "typography-tokens", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "material.yaml"))
    failures = 0
    for path in paths:
        with open(path) as f:
            document = yaml.safe_load(f) if path.endswith(".yaml") else json.load(f)
        errors = list(jsonschema.Draft202012Validator(schema).iter_errors(document))
        for error in errors:
            print(f"{os.path.relpath(path, ROOT)}: {'/'.join(map(str, error.path))}: {error.message}")
        failures += len(errors)
    # The YAML fixture is the YAML twin of the shipped Material theme (the Swift tests compile both);
    # only the editor hint `$schema` may differ.
    with open(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "material.yaml")) as f, \
            open(os.path.join(ROOT, "Themes", "material", "theme.json")) as g:
        twin, original = yaml.safe_load(f), json.load(g)
        twin.pop("$schema", None)
        original.pop("$schema", None)
        if twin != original:
            print("Tests/Fixtures/Themes/material.yaml: differs from Themes/material/theme.json")
            failures += 1
    print(f"theme schema: {len(paths)} themes validated, {failures} errors")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
