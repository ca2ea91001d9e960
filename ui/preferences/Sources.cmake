target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/PreferencesDialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PreferencesDialog.h
    ${CMAKE_CURRENT_LIST_DIR}/PreferencesStore.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PreferencesStore.h
    ${CMAKE_CURRENT_LIST_DIR}/PreferredScenario.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PreferredScenario.h
    ${CMAKE_CURRENT_LIST_DIR}/PresentationScale.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PresentationScale.h
    ${CMAKE_CURRENT_LIST_DIR}/Theme.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Theme.h
)
