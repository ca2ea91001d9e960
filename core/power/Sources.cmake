target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CardPower.h
    ${CMAKE_CURRENT_LIST_DIR}/CardPower.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EnergyCost.h
    ${CMAKE_CURRENT_LIST_DIR}/EnergyCost.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EnergyPerToken.h
    ${CMAKE_CURRENT_LIST_DIR}/EnergyPerToken.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PowerCap.h
    ${CMAKE_CURRENT_LIST_DIR}/PowerCap.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServerPower.h
    ${CMAKE_CURRENT_LIST_DIR}/ServerPower.cpp)
