#include "CppCallPaths.h"

namespace hg::bench {

CppCallPaths::CppCallPaths(std::mt19937_64 &rng, int functionCount, std::size_t pathCount)
{
    static const char *const namespaces[] = {"mozilla::dom::", "mozilla::layers::", "js::jit::", "js::frontend::",
                                             "base::internal::", "content::", "blink::", "v8::internal::",
                                             "llvm::", "clang::Sema::", "std::__1::", "absl::lts_20230125::"};
    static const char *const classes[] = {"HTMLMediaElement", "CompositorBridgeParent", "BaselineCompiler",
                                          "Parser<FullParseHandler, char16_t>", "TaskTracker", "RenderFrameHostImpl",
                                          "LayoutBlockFlow", "Heap", "SelectionDAGISel", "TemplateInstantiator",
                                          "vector<unsigned long, std::allocator<unsigned long> >", "flat_hash_map"};
    static const char *const verbs[] = {"Dispatch", "Run", "Handle", "Update", "Compute", "Visit", "Emit",
                                        "Resolve", "Schedule", "Notify", "Collect", "Layout"};
    static const char *const nouns[] = {"AsyncEvent", "Task", "Frame", "Node", "Layer", "Instruction", "Scope",
                                        "Message", "Paint", "Sweep", "Expression", "Block"};
    static const char *const args[] = {"()", "(nsTString<char16_t> const&)", "(JSContext*, JS::Handle<JSObject*>)",
                                       "(base::OnceCallback<void ()>)", "(llvm::MachineFunction&) const",
                                       "(unsigned long, bool)", "(clang::Expr*, clang::SourceLocation)"};
    static const char *const dsos[] = {"/usr/lib/chromium/chromium", "/usr/lib/firefox/libxul.so",
                                       "/usr/lib/x86_64-linux-gnu/libc.so.6", "/usr/lib/x86_64-linux-gnu/libstdc++.so.6.0.30",
                                       "/usr/lib/llvm-14/lib/libLLVM-14.so.1", "/usr/lib/x86_64-linux-gnu/libglib-2.0.so.0.7400.6",
                                       "/usr/lib/x86_64-linux-gnu/libz.so.1.2.13"};
    for (int i = 0; i < functionCount; ++i) {
        Function f;
        f.kernel = i < kKernelFunctions;
        if (f.kernel) {
            static const char *const kernel[] = {"__schedule", "do_syscall_64", "entry_SYSCALL_64_after_hwframe",
                                                 "asm_exc_page_fault", "handle_mm_fault", "__x64_sys_futex",
                                                 "futex_wait", "ep_poll", "do_epoll_wait", "copy_user_enhanced"};
            f.name = kernel[i % std::size(kernel)];
            if (i >= 10)
                f.name.append(1, '_').append(std::to_string(i));
            f.dso = "[kernel.kallsyms]";
            f.address = 0xffffffff81000000ull + std::uint64_t(i) * 0x1a40;
        } else {
            f.name = std::string(namespaces[rng() % std::size(namespaces)]) + classes[rng() % std::size(classes)]
                + "::" + verbs[rng() % std::size(verbs)] + nouns[rng() % std::size(nouns)]
                + (i % 7 == 0 ? std::to_string(i) : "") + args[rng() % std::size(args)];
            f.dso = dsos[i % std::size(dsos)];
            f.address = 0x1000 + std::uint64_t(i) * 0x3c0;
        }
        functions.push_back(std::move(f));
    }

    // Call paths root first; each grown from an earlier one (a shared prefix).
    std::uniform_int_distribution<int> user(kKernelFunctions, functionCount - 1);
    paths.push_back({user(rng), user(rng), user(rng)});
    while (paths.size() < pathCount) {
        std::vector<int> p = paths[rng() % paths.size()];
        p.resize(std::max<std::size_t>(3, p.size() - std::min<std::size_t>(p.size(), rng() % 6)));
        const int more = 1 + int(rng() % 6);
        for (int k = 0; k < more && p.size() < 64; ++k)
            p.push_back(user(rng));
        paths.push_back(std::move(p));
    }
    for (int k = 0; k < 50; ++k) {
        std::vector<int> p;
        for (int d = 0; d < 3 + int(rng() % 8); ++d)
            p.push_back(10 + int(rng() % 390));
        kernelPaths.push_back(std::move(p));
    }
}

} // namespace hg::bench
