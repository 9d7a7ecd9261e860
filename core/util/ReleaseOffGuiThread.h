#pragma once
#include <memory>
#include <type_traits>

namespace hg {

// A shared_ptr deleter for big results (a profile's model, its sample
// spans): the last reference dropped on the GUI thread (a document closed)
// hands the freeing to a worker, so the window does not wait the second or
// more that freeing gigabytes takes. Elsewhere it frees at once.
void releaseOffGuiThread(std::shared_ptr<void> last);

template <typename T>
struct ReleasedOffGuiThread
{
    void operator()(const T *object) const
    {
        releaseOffGuiThread(std::shared_ptr<void>(const_cast<T *>(object), [](void *p) { delete static_cast<T *>(p); }));
    }
};

// Owns `object` as a shared_ptr released off the GUI thread.
template <typename T>
std::shared_ptr<T> releasedOffGuiThread(T *object)
{
    return std::shared_ptr<T>(object, ReleasedOffGuiThread<std::remove_const_t<T>>{});
}

} // namespace hg
