#include "session/PreferencesStore.h"

#include <QSettings>

namespace gputco {

PreferencesStore::PreferencesStore(QObject* parent)
    : QObject(parent)
    , current_(loadPreferences(QSettings()))
{
}

void PreferencesStore::set(const Preferences& preferences)
{
    if (preferences == current_)
        return;
    const Preferences previous = current_;
    current_ = preferences;
    QSettings settings;
    savePreferences(settings, current_);
    emit changed(previous);
}

} // namespace gputco
