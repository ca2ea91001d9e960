target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ActivationMemory.h
    ${CMAKE_CURRENT_LIST_DIR}/ActivationMemory.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FitPlanner.h
    ${CMAKE_CURRENT_LIST_DIR}/FitPlanner.cpp
    ${CMAKE_CURRENT_LIST_DIR}/KvCache.h
    ${CMAKE_CURRENT_LIST_DIR}/KvCache.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MemoryBreakdown.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryEstimator.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryEstimator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ModelStateMemory.h
    ${CMAKE_CURRENT_LIST_DIR}/ModelStateMemory.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Workload.h
    ${CMAKE_CURRENT_LIST_DIR}/Workload.cpp)
