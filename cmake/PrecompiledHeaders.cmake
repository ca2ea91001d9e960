# Precompiled headers: the standard, Qt and Catch2 headers most of our files include, parsed once per target
# instead of once per file. Parsing them was about a third of a typical Qt file's compile (4.2 s CPU for
# database/RowStore.cpp under the sanitizer flags, 2.8 s with them precompiled), and the sanitizer build is most of
# CI's time (docs/PERFORMANCE.md, "CI time").
#
# Each set names only headers of what the target links, so a layer can still not reach a header it must not use
# (core sees no Qt, session no widget, and Qt Charts stays out: only ui/charts includes it). A file must still
# include what it uses: the plain build without them (-DGPUTCO_PRECOMPILE_HEADERS=OFF) checks that.
option(GPUTCO_PRECOMPILE_HEADERS "Precompile the standard, Qt and Catch2 headers most files include" ON)

set(GPUTCO_PCH_STANDARD
    <algorithm> <array> <cmath> <cstdint> <functional> <map> <memory> <optional> <string> <string_view>
    <utility> <vector>)
set(GPUTCO_PCH_QT_CORE
    ${GPUTCO_PCH_STANDARD}
    <QByteArray> <QCoreApplication> <QDir> <QFile> <QJsonArray> <QJsonDocument> <QJsonObject> <QObject>
    <QString> <QStringList> <QVariant>)
set(GPUTCO_PCH_QT_SQL ${GPUTCO_PCH_QT_CORE} <QSqlDatabase> <QSqlQuery>)
set(GPUTCO_PCH_QT_GUI ${GPUTCO_PCH_QT_SQL} <QSettings> <QUndoStack>)
set(GPUTCO_PCH_QT_WIDGETS
    ${GPUTCO_PCH_QT_GUI}
    <QComboBox> <QFormLayout> <QHBoxLayout> <QHeaderView> <QLabel> <QTableView> <QVBoxLayout> <QWidget>)

# gputco_precompile_headers(TARGET SET): SET is STANDARD, QT_CORE, QT_SQL, QT_GUI or QT_WIDGETS, the widest the
# target's own links allow.
function(gputco_precompile_headers target set)
    if(NOT GPUTCO_PRECOMPILE_HEADERS)
        return()
    endif()
    if(NOT DEFINED GPUTCO_PCH_${set})
        message(FATAL_ERROR "gputco_precompile_headers: no header set '${set}'")
    endif()
    target_precompile_headers(${target} PRIVATE ${GPUTCO_PCH_${set}} ${ARGN})
endfunction()
