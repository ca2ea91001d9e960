target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioBActions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioBActions.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFileActions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFileActions.h
)
