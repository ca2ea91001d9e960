target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CardSuitability.h
    ${CMAKE_CURRENT_LIST_DIR}/CardSuitability.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonInputs.h
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonResult.h
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonStatements.h
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonStatements.cpp
    ${CMAKE_CURRENT_LIST_DIR}/SuitabilityNote.h
    ${CMAKE_CURRENT_LIST_DIR}/TrainingInferenceComparison.h
    ${CMAKE_CURRENT_LIST_DIR}/TrainingInferenceComparison.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TrainingRunSizing.h
    ${CMAKE_CURRENT_LIST_DIR}/TrainingRunSizing.cpp)
