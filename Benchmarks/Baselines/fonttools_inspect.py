#!/usr/bin/env python3
"""fontTools reading the fields of `tintype fonts inspect` for every face of the files given: the
baseline for the whole-run comparison. Uses the same reader as Scripts/compare_with_fonttools.py."""

import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Scripts"))
from compare_with_fonttools import expected_face  # noqa: E402


def main():
    faces = 0
    for path in sys.argv[1:]:
        first = expected_face(path, 0)
        faces += 1
        for index in range(1, first["faceCount"]):
            expected_face(path, index)
            faces += 1
    print(f'{{"faces": {faces}}}')


if __name__ == "__main__":
    main()
