"""Names in generated code, worked out here as the formats' documentation states them, for the
checks of the generated Kotlin and Dart: the words of a name split at punctuation and at lower-to-
upper case changes, lower-cased, then joined in each language's convention."""
import re


def words(name):
    spaced = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", " ", name)
    return [w.lower() for w in re.split(r"[^A-Za-z0-9]+", spaced) if w]


def pascal(name):
    return "".join(w[:1].upper() + w[1:] for w in words(name))


def camel(name):
    parts = words(name)
    return parts[0] + "".join(w[:1].upper() + w[1:] for w in parts[1:]) if parts else ""
