# Serving under load: a continuous-batching server simulated pass by pass, its tail latencies and the capacity that
# meets a P99 target (docs/MODEL.md, "Serving under load").
target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CapacitySearch.h
    ${CMAKE_CURRENT_LIST_DIR}/CapacitySearch.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DecodePassTime.h
    ${CMAKE_CURRENT_LIST_DIR}/DecodePassTime.cpp
    ${CMAKE_CURRENT_LIST_DIR}/DisaggregatedServing.h
    ${CMAKE_CURRENT_LIST_DIR}/DisaggregatedServing.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingCapacity.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingCapacity.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingReplica.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingLayoutSetup.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingLayoutSetup.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingSetup.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingSetup.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingSizing.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingSizing.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingSizingCache.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingSizingCache.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingSimulation.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingSimulation.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingStats.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingStats.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServingTraffic.h
    ${CMAKE_CURRENT_LIST_DIR}/ServingTraffic.cpp)
