target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CandidateCosting.h
    ${CMAKE_CURRENT_LIST_DIR}/CandidateCosting.cpp
    ${CMAKE_CURRENT_LIST_DIR}/InferenceCandidates.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LeftOutReason.h
    ${CMAKE_CURRENT_LIST_DIR}/LeftOutReason.cpp
    ${CMAKE_CURRENT_LIST_DIR}/OptionGroups.h
    ${CMAKE_CURRENT_LIST_DIR}/OptionGroups.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ParetoFront.h
    ${CMAKE_CURRENT_LIST_DIR}/ParetoFront.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PerformanceCandidate.h
    ${CMAKE_CURRENT_LIST_DIR}/PerformanceCandidate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecommendInputs.h
    ${CMAKE_CURRENT_LIST_DIR}/RecommendInputs.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RecommendResult.h
    ${CMAKE_CURRENT_LIST_DIR}/Recommender.h
    ${CMAKE_CURRENT_LIST_DIR}/Recommender.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TrainingCandidates.cpp)
