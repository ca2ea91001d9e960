target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CoolingSelection.h
    ${CMAKE_CURRENT_LIST_DIR}/CoolingSelection.cpp
    ${CMAKE_CURRENT_LIST_DIR}/HeatLoad.h
    ${CMAKE_CURRENT_LIST_DIR}/RackElectrical.h
    ${CMAKE_CURRENT_LIST_DIR}/RackElectrical.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RackPlan.h
    ${CMAKE_CURRENT_LIST_DIR}/RackPlanner.h
    ${CMAKE_CURRENT_LIST_DIR}/RackPlanner.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FeedLoss.h
    ${CMAKE_CURRENT_LIST_DIR}/FeedLoss.cpp)
