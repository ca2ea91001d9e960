target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Evaluation.h
    ${CMAKE_CURRENT_LIST_DIR}/LiveEvaluation.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LiveEvaluation.h
    ${CMAKE_CURRENT_LIST_DIR}/Scenario.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Scenario.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEvaluator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEvaluator.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioSession.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioSession.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioState.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioState.h
    ${CMAKE_CURRENT_LIST_DIR}/WorkloadInputs.cpp
    ${CMAKE_CURRENT_LIST_DIR}/WorkloadInputs.h
)
