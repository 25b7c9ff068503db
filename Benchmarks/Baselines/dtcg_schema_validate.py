#!/usr/bin/env python3
"""The peer of the conformance-suite row: the community group's own JSON Schemas (draft-07,
vendored in Tests/Fixtures/DTCGSuite/schemas) deciding every fixture of the suite with jsonschema,
in one process, the schemas loaded once. Prints {"files", "seconds" (median of ROUNDS), "agree"
(how many decisions match the manifests)}: the schema checks shapes only, so it is the floor of
the work, not the same rules (it cannot follow references or check a colour's range per space).

usage: dtcg_schema_validate.py ROUNDS"""
import json, os, statistics, sys, time
import jsonschema
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT7

ROOT = "Tests/Fixtures/DTCGSuite"

def registry():
    resources = []
    base = os.path.join(ROOT, "schemas")
    for folder, _, names in os.walk(base):
        for name in names:
            path = os.path.join(folder, name)
            schema = json.load(open(path))
            uri = "schemas/2025.10/" + os.path.relpath(path, base).replace(os.sep, "/")
            resources.append((uri, Resource.from_contents(schema, default_specification=DRAFT7)))
    return Registry().with_resources(resources)

def cases():
    for part in ["format", "resolver"]:
        manifest = json.load(open(os.path.join(ROOT, part, "manifest.json")))
        for test in manifest["tests"]:
            yield part, test["type"] == "PositiveEvaluationTest", os.path.join(ROOT, part, test["input"])

def main():
    rounds = int(sys.argv[1]) if len(sys.argv) > 1 else 5
    reg = registry()
    validators = {part: jsonschema.Draft7Validator(reg.contents(f"schemas/2025.10/{part}.json"), registry=reg) for part in ["format", "resolver"]}
    work = [(part, valid, open(path, "rb").read()) for part, valid, path in cases()]
    times, agree = [], 0
    for _ in range(rounds):
        start = time.perf_counter()
        agree = 0
        for part, valid, data in work:
            decided = validators[part].is_valid(json.loads(data))
            agree += decided == valid
        times.append(time.perf_counter() - start)
    print(json.dumps({"files": len(work), "seconds": statistics.median(times), "agree": agree}))

if __name__ == "__main__":
    main()
