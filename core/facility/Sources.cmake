target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AshraeClass.h
    ${CMAKE_CURRENT_LIST_DIR}/AshraeClass.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Facility.h
    ${CMAKE_CURRENT_LIST_DIR}/Facility.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FacilityAliases.h
    ${CMAKE_CURRENT_LIST_DIR}/FacilityAliases.cpp)
