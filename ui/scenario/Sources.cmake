target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AbCostChanceRun.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AbCostChanceRun.h
    ${CMAKE_CURRENT_LIST_DIR}/AbFigureText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AbFigureText.h
    ${CMAKE_CURRENT_LIST_DIR}/LiveEvaluation.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LiveEvaluation.h
    ${CMAKE_CURRENT_LIST_DIR}/RecommendationSearch.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecommendationSearch.h
    ${CMAKE_CURRENT_LIST_DIR}/Scenario.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Scenario.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioB.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioB.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioSession.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioSession.h
)
