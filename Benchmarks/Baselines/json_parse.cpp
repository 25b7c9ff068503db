/* A floor for `tintype-export`: simdjson (Debian's libsimdjson-dev), among the fastest JSON parsers,
 * parsing the compiled theme in process. It validates the whole document and builds its own tape,
 * no model: whatever an export does after reading the file costs at least this. Also counts the
 * document's numbers, which every export of the JSON format writes back out.
 *
 *   json_parse [--rounds N] FILE
 *
 * Prints {"bytes", "numbers", "rounds", "medianSeconds"}.
 */
#include <simdjson.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <vector>

static size_t count_numbers(simdjson::dom::element element) {
    switch (element.type()) {
    case simdjson::dom::element_type::ARRAY: {
        size_t count = 0;
        for (simdjson::dom::element child : element.get_array()) count += count_numbers(child);
        return count;
    }
    case simdjson::dom::element_type::OBJECT: {
        size_t count = 0;
        for (simdjson::dom::key_value_pair member : element.get_object()) count += count_numbers(member.value);
        return count;
    }
    case simdjson::dom::element_type::INT64:
    case simdjson::dom::element_type::UINT64:
    case simdjson::dom::element_type::DOUBLE:
        return 1;
    default:
        return 0;
    }
}

int main(int argc, char **argv) {
    int rounds = 101;
    const char *path = nullptr;
    for (int index = 1; index < argc; index++) {
        if (std::strcmp(argv[index], "--rounds") == 0 && index + 1 < argc) rounds = std::atoi(argv[++index]);
        else path = argv[index];
    }
    if (path == nullptr || rounds < 1) {
        std::fprintf(stderr, "usage: json_parse [--rounds N] FILE\n");
        return 2;
    }
    simdjson::padded_string json;
    if (simdjson::padded_string::load(path).get(json) != simdjson::SUCCESS) {
        std::fprintf(stderr, "json_parse: cannot read %s\n", path);
        return 2;
    }
    simdjson::dom::parser parser;
    simdjson::dom::element document;
    if (parser.parse(json).get(document) != simdjson::SUCCESS) {
        std::fprintf(stderr, "json_parse: %s is not valid JSON\n", path);
        return 2;
    }
    const size_t numbers = count_numbers(document);
    std::vector<double> seconds;
    for (int round = 0; round < rounds; round++) {
        const auto start = std::chrono::steady_clock::now();
        const auto error = parser.parse(json).get(document);
        const auto end = std::chrono::steady_clock::now();
        if (error != simdjson::SUCCESS) return 1;
        seconds.push_back(std::chrono::duration<double>(end - start).count());
    }
    std::sort(seconds.begin(), seconds.end());
    std::printf("{\"bytes\": %zu, \"numbers\": %zu, \"rounds\": %d, \"medianSeconds\": %.9f}\n", json.size(), numbers, rounds,
                seconds[seconds.size() / 2]);
    return 0;
}
