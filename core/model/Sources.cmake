target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ModelArchitecture.h
    ${CMAKE_CURRENT_LIST_DIR}/ModelPresets.h
    ${CMAKE_CURRENT_LIST_DIR}/ModelPresets.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ParameterCount.h
    ${CMAKE_CURRENT_LIST_DIR}/ParameterCount.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Precision.h
    ${CMAKE_CURRENT_LIST_DIR}/Precision.cpp)
