# The scenario pipeline: a scenario and a catalogue in, every figure the window and the CLI show out.
target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AbFigures.h
    ${CMAKE_CURRENT_LIST_DIR}/AbFigures.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CardEconomics.h
    ${CMAKE_CURRENT_LIST_DIR}/CardEconomicsEvaluator.h
    ${CMAKE_CURRENT_LIST_DIR}/CardEconomicsEvaluator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CardRack.h
    ${CMAKE_CURRENT_LIST_DIR}/CardRackEvaluator.h
    ${CMAKE_CURRENT_LIST_DIR}/CardRackEvaluator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueSnapshot.h
    ${CMAKE_CURRENT_LIST_DIR}/CurrencyConversion.h
    ${CMAKE_CURRENT_LIST_DIR}/CurrencyConversion.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsNote.h
    ${CMAKE_CURRENT_LIST_DIR}/Evaluation.h
    ${CMAKE_CURRENT_LIST_DIR}/LazyComparison.h
    ${CMAKE_CURRENT_LIST_DIR}/LazyComparison.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecommendInputsFor.h
    ${CMAKE_CURRENT_LIST_DIR}/RecommendInputsFor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioConstraints.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEvaluator.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioEvaluator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioState.h
    ${CMAKE_CURRENT_LIST_DIR}/ScenarioState.cpp
    ${CMAKE_CURRENT_LIST_DIR}/WorkloadInputs.h
    ${CMAKE_CURRENT_LIST_DIR}/WorkloadInputs.cpp
)
