#pragma once

#include "session/Preferences.h"

#include <QObject>

namespace gputco {

/// The one holder of the preferences: reads them from QSettings once, saves every change and announces it
/// with one signal, from which the window and its views re-render.
class PreferencesStore final : public QObject {
    Q_OBJECT
public:
    explicit PreferencesStore(QObject* parent = nullptr);

    const Preferences& current() const { return current_; }
    /// Saves and announces `preferences` if they differ from the current ones.
    void set(const Preferences& preferences);

signals:
    /// After a change; `previous` tells the listeners what changed.
    void changed(const gputco::Preferences& previous);

private:
    Preferences current_;
};

} // namespace gputco
