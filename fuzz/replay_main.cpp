// The main of a fuzz target outside the fuzz build: feeds every file of the folders (and
// the files) on its command line to LLVMFuzzerTestOneInput once, in name order, so that the
// regular test suite replays each target's corpus. A reader that crashes, or a sanitizer
// that reports, fails the run; so does an empty corpus (a folder that moved).
#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size);

namespace {

std::vector<std::filesystem::path> inputs_of(const std::filesystem::path& arg) {
    namespace fs = std::filesystem;
    std::vector<fs::path> out;
    if (fs::is_directory(arg)) {
        for (const fs::directory_entry& e : fs::directory_iterator(arg))
            if (e.is_regular_file()) out.push_back(e.path());
        std::sort(out.begin(), out.end());
    } else {
        out.push_back(arg);
    }
    return out;
}

}  // namespace

int main(int argc, char** argv) {
    if (argc < 2) {
        std::fprintf(stderr, "usage: %s CORPUS_DIR_OR_FILE...\n", argv[0]);
        return 2;
    }
    std::size_t replayed = 0;
    for (int i = 1; i < argc; ++i) {
        for (const std::filesystem::path& path : inputs_of(argv[i])) {
            std::ifstream in(path, std::ios::binary);
            if (!in) {
                std::fprintf(stderr, "%s: cannot be read\n", path.c_str());
                return 1;
            }
            const std::string bytes{std::istreambuf_iterator<char>(in),
                                    std::istreambuf_iterator<char>()};
            std::fprintf(stderr, "replaying %s (%zu bytes)\n", path.c_str(), bytes.size());
            LLVMFuzzerTestOneInput(reinterpret_cast<const std::uint8_t*>(bytes.data()),
                                   bytes.size());
            ++replayed;
        }
    }
    if (replayed == 0) {
        std::fprintf(stderr, "no inputs found in the corpus given\n");
        return 1;
    }
    std::fprintf(stderr, "replayed %zu inputs\n", replayed);
    return 0;
}
