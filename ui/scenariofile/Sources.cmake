target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/JsonFieldReader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/JsonFieldReader.h
    ${CMAKE_CURRENT_LIST_DIR}/RecentScenarioFiles.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecentScenarioFiles.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioBActions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioBActions.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioDocument.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFile.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFileActions.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioFileActions.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioJson.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioJsonKeys.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioJsonReader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioJsonWriter.cpp
)
