target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/LegacyScenarioSettings.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LegacyScenarioSettings.h
    ${CMAKE_CURRENT_LIST_DIR}/Preferences.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Preferences.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioSettings.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioSettings.h
)
