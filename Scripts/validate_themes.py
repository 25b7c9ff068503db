#!/usr/bin/env python3
"""Validates the shipped themes (and the test-fixture themes, the YAML one read with PyYAML) against
Themes/theme.schema.json, and the compiled themes tintype writes (the golden files and the build
plugin example's) against Themes/compiled-theme.schema.json, with an independent JSON Schema
validator (jsonschema), so the published schemas and the files agree; and checks that the compiled
schema refuses a few damaged documents. Installs jsonschema and PyYAML with pip when missing.

usage: validate_themes.py [COMPILED.tintype.json ...]   (more compiled themes to validate)"""

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
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "components", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "display-cut", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "material.yaml"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Tokens", "platforms", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Tokens", "roles", "theme.json"))
    paths.append(os.path.join(ROOT, "Tests", "Fixtures", "Themes", "plain", "theme.json"))
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
    return 1 if failures + validate_compiled(jsonschema, schema) else 0


def validate_compiled(jsonschema, theme_schema):
    """The compiled themes against their schema, which refers to the theme schema for tintRules."""
    from referencing import Registry, Resource
    with open(os.path.join(ROOT, "Themes", "compiled-theme.schema.json")) as f:
        schema = json.load(f)
    jsonschema.Draft202012Validator.check_schema(schema)
    registry = Registry().with_resource(theme_schema["$id"], Resource.from_contents(theme_schema))
    validator = jsonschema.Draft202012Validator(schema, registry=registry)
    paths = sorted(glob.glob(os.path.join(ROOT, "Tests", "Fixtures", "Generated", "json", "*", "*.tintype.json")))
    paths.append(os.path.join(ROOT, "Examples", "ThemeDemo", "Sources", "ThemeDemo", "default.tintype.json"))
    paths += sys.argv[1:]
    failures = 0
    for path in paths:
        with open(path) as f:
            document = json.load(f)
        for error in list(validator.iter_errors(document))[:20]:
            print(f"{os.path.relpath(path, ROOT)}: {'/'.join(map(str, error.path))}: {error.message}")
            failures += 1
    # The schema holds: each of these damaged copies of a compiled theme is refused.
    damages = {
        "an older version": lambda d: d.update(version=2),
        "a row without its size": lambda d: d["styles"][0].pop("size"),
        "a font index that is text": lambda d: d["styles"][0].update(font="Inter"),
        "an unknown category": lambda d: d["styles"][0].update(category="huge"),
        "a colour that is not hex": lambda d: d["tints"][0].update(default="blue"),
        "a Bold Text member that no row has": lambda d: d["styles"][0].update(boldText={"colour": 1}),
        "a tint rule the theme schema refuses": lambda d: d["tintRules"].update(dimming={"rule": "sepia"}),
        "a display cut without its size": lambda d: d["typefaces"][0].update(displayCut={"families": ["Inter Display"]}),
        "a platform Tintype does not know": lambda d: d.update(platforms={"windows": json.loads(original)}),
    }
    with open(paths[0]) as f:
        original = f.read()
    for name, damage in damages.items():
        document = json.loads(original)
        damage(document)
        if validator.is_valid(document):
            print(f"compiled-theme.schema.json accepts {name}")
            failures += 1
    print(f"compiled theme schema: {len(paths)} compiled themes validated, {len(damages)} damaged copies refused, {failures} errors")
    return failures


if __name__ == "__main__":
    sys.exit(main())
