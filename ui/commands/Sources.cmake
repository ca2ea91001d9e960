target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEditCommand.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEditCommand.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEditor.h
)
