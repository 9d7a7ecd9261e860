#pragma once
#include <string_view>

namespace hg {

// Whether a frame's name is the function a person named: the same text, or
// a demangled C++ name with a parameter list after it ("compareInts" names
// "compareInts(void const*, void const*)"), as typed on the command line.
inline bool namesFunction(std::string_view frameName, std::string_view wanted)
{
    if (frameName.size() > wanted.size() && frameName[wanted.size()] == '(')
        frameName = frameName.substr(0, wanted.size());
    return !wanted.empty() && frameName == wanted;
}

} // namespace hg
