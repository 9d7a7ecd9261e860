#pragma once
#include "DocumentPage.h"

namespace hg {

// A page whose view aggregates the selected tracks on the worker threads
// (flame graph, call tree, bottom-up, function list): the hooks every such
// view takes alike. The page makes its view in createWidget().
template <typename View>
class AggregatePage : public DocumentPage
{
public:
    bool isAggregate() const override { return true; }
    void setTracks(const ProfilePtr &profile, const std::vector<TrackId> &tracks) override { m_view->setProfile(profile, tracks); }
    void selectFrame(FrameId frame) override { m_view->selectFrame(frame); }
    SelectedFunction selectedFunction() const override
    {
        if constexpr (requires { m_view->selectedFunction(); })
            return m_view->selectedFunction();
        return {};
    }
    void setInverted(bool inverted) override
    {
        if constexpr (requires { m_view->setInverted(inverted); })
            m_view->setInverted(inverted);
    }
    void setSearch(const std::shared_ptr<const FrameSearch::Result> &result) override { m_view->setSearch(result); }
    bool isBusy() const override { return m_view->isBuilding(); }
    void dropWork() override { m_view->dropBuild(); }

protected:
    View *m_view = nullptr;
};

} // namespace hg
