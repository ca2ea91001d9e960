target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ComparedScenarioActions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComparedScenarioActions.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFileActions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFileActions.h
)
