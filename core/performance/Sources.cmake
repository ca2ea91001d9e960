target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Collectives.h
    ${CMAKE_CURRENT_LIST_DIR}/Collectives.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComputePeak.h
    ${CMAKE_CURRENT_LIST_DIR}/ComputePeak.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DeploymentSizer.h
    ${CMAKE_CURRENT_LIST_DIR}/DeploymentSizer.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EfficiencyDefaults.h
    ${CMAKE_CURRENT_LIST_DIR}/EfficiencyDefaults.cpp
    ${CMAKE_CURRENT_LIST_DIR}/InferenceEstimator.h
    ${CMAKE_CURRENT_LIST_DIR}/InferenceEstimator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RangeCheck.h
    ${CMAKE_CURRENT_LIST_DIR}/TrainingLayout.h
    ${CMAKE_CURRENT_LIST_DIR}/TrainingLayout.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TrainingEstimator.h
    ${CMAKE_CURRENT_LIST_DIR}/TrainingEstimator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TransformerFlops.h
    ${CMAKE_CURRENT_LIST_DIR}/TransformerFlops.cpp)
