// asynclab-cli: the engine from the command line. Plain C++, no Qt.
//
// Every subcommand is one row of kCommands: a name, a one-line summary and a handler
// that receives the arguments after the subcommand's name. To add one, write a handler
// and add its row.
#include <cstdio>
#include <span>
#include <string_view>
#include <vector>

#ifndef ASYNCLAB_VERSION
#define ASYNCLAB_VERSION "unknown"
#endif

namespace asynclab::cli {
namespace {

constexpr int kExitOk = 0;
constexpr int kExitUsage = 2;

using Args = std::span<const std::string_view>;

struct Command {
    std::string_view name;
    std::string_view summary;
    int (*run)(Args args);
};

int runHelp(Args args);
int runVersion(Args args);

constexpr Command kCommands[] = {
    {"help", "show this help", runHelp},
    {"version", "print the version", runVersion},
};

const Command* findCommand(std::string_view name) {
    for (const Command& command : kCommands) {
        if (command.name == name) return &command;
    }
    return nullptr;
}

void printUsage(std::FILE* out) {
    std::fprintf(out,
                 "AsyncLab %s: see how a deep-learning engine executes your code.\n\n"
                 "usage: asynclab-cli <command> [arguments]\n\ncommands:\n",
                 ASYNCLAB_VERSION);
    for (const Command& command : kCommands) {
        std::fprintf(out, "  %-12.*s %.*s\n", static_cast<int>(command.name.size()),
                     command.name.data(), static_cast<int>(command.summary.size()),
                     command.summary.data());
    }
    std::fprintf(out,
                 "\noptions:\n  --version    print the version\n  --help, -h   show this help\n");
}

void printAcceptedCommands(std::FILE* out) {
    std::fprintf(out, "accepted commands:");
    for (const Command& command : kCommands) {
        std::fprintf(out, " %.*s", static_cast<int>(command.name.size()), command.name.data());
    }
    std::fprintf(out, "\n");
}

int runHelp(Args /*args*/) {
    printUsage(stdout);
    return kExitOk;
}

int runVersion(Args /*args*/) {
    std::printf("asynclab-cli %s\n", ASYNCLAB_VERSION);
    return kExitOk;
}

}  // namespace

int run(Args args) {
    if (args.empty()) {
        printUsage(stderr);
        return kExitUsage;
    }
    const std::string_view name = args.front();
    if (name == "--version") return runVersion(args.subspan(1));
    if (name == "--help" || name == "-h") return runHelp(args.subspan(1));

    if (const Command* command = findCommand(name)) return command->run(args.subspan(1));

    std::fprintf(stderr, "asynclab-cli: unknown command '%.*s'\n", static_cast<int>(name.size()),
                 name.data());
    printAcceptedCommands(stderr);
    std::fprintf(stderr, "run 'asynclab-cli help' for details\n");
    return kExitUsage;
}

}  // namespace asynclab::cli

int main(int argc, char* argv[]) {
    const std::vector<std::string_view> args(argv + (argc > 0 ? 1 : 0), argv + argc);
    return asynclab::cli::run(args);
}
