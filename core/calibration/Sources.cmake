# Your own measurements: a vLLM benchmark_serving.py result and an nvidia-smi power log read without Qt, and the
# card's efficiencies and power at load fitted to them through the app's own step model (docs/MODEL.md, "Your own
# measurements").
target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Calibration.h
    ${CMAKE_CURRENT_LIST_DIR}/Calibration.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EfficiencyFit.h
    ${CMAKE_CURRENT_LIST_DIR}/EfficiencyFit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LeastSquares.h
    ${CMAKE_CURRENT_LIST_DIR}/LeastSquares.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MeasuredProfile.h
    ${CMAKE_CURRENT_LIST_DIR}/MeasuredProfile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/NvidiaSmiLog.h
    ${CMAKE_CURRENT_LIST_DIR}/NvidiaSmiLog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PowerCurveFit.h
    ${CMAKE_CURRENT_LIST_DIR}/PowerCurveFit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RequestTimingModel.h
    ${CMAKE_CURRENT_LIST_DIR}/RequestTimingModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/VllmBenchmarkResult.h
    ${CMAKE_CURRENT_LIST_DIR}/VllmBenchmarkResult.cpp)
# The result file is JSON: nlohmann/json reads it (header-only, no Qt), as the fast command line already does.
find_package(nlohmann_json 3 REQUIRED)
target_link_libraries(gputco_core PRIVATE nlohmann_json::nlohmann_json)
