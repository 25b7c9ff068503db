/* The floor of building a token set to CSS, as a whole process: read and parse the same input
 * files with simdjson (Debian's libsimdjson-dev, among the fastest JSON parsers: the documents
 * validated, no model built), then write the same output bytes as tintype, to a temporary file
 * renamed into place as tintype writes. No token is resolved, no font read, no text formatted:
 * whatever a tool does to build the set costs at least this.
 *
 *   token_floor OUTPUT SAME-BYTES INPUT...
 *
 * SAME-BYTES is a file holding what tintype wrote (read before the inputs, so the write is a copy).
 * Exits 1 when an input is not JSON.
 */
#include <simdjson.h>

#include <cstdio>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

int main(int argc, char **argv) {
    if (argc < 4) {
        std::fprintf(stderr, "usage: token_floor OUTPUT SAME-BYTES INPUT...\n");
        return 2;
    }
    std::ifstream same(argv[2], std::ios::binary);
    std::vector<char> bytes((std::istreambuf_iterator<char>(same)), std::istreambuf_iterator<char>());
    simdjson::dom::parser parser;
    for (int index = 3; index < argc; index++) {
        simdjson::padded_string json;
        if (simdjson::padded_string::load(argv[index]).get(json) != simdjson::SUCCESS) return 1;
        simdjson::dom::element document;
        if (parser.parse(json).get(document) != simdjson::SUCCESS) return 1;
    }
    std::string temporary = std::string(argv[1]) + ".tmp";
    FILE *file = std::fopen(temporary.c_str(), "wb");
    if (!file || std::fwrite(bytes.data(), 1, bytes.size(), file) != bytes.size() || std::fclose(file) != 0) return 1;
    return std::rename(temporary.c_str(), argv[1]) == 0 ? 0 : 1;
}
