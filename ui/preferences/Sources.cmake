target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/PreferencesDialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PreferencesDialog.h
    ${CMAKE_CURRENT_LIST_DIR}/PresentationScale.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PresentationScale.h
    ${CMAKE_CURRENT_LIST_DIR}/Theme.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Theme.h
)
