#pragma once
#include <cstdint>
#include <random>
#include <string>
#include <vector>

namespace hg::bench {

// The functions and call paths of a big C++ application, for the generators
// of stack-based formats (perf script, collapsed stacks): long demangled
// names sharing namespace prefixes in several dsos, the first 400 kernel
// functions, call paths root first, each grown from an earlier one (so
// paths share long prefixes, as real ones do) up to 64 frames deep.
struct CppCallPaths
{
    struct Function
    {
        std::string name;
        std::string dso;
        std::uint64_t address;
        bool kernel;
    };
    static constexpr int kKernelFunctions = 400;

    CppCallPaths(std::mt19937_64 &rng, int functions, std::size_t paths);

    std::vector<Function> functions;
    std::vector<std::vector<int>> paths;       // user-space functions
    std::vector<std::vector<int>> kernelPaths; // 50 kernel call chains
};

} // namespace hg::bench
