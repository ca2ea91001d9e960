target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Capex.h
    ${CMAKE_CURRENT_LIST_DIR}/Capex.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MoneyChecks.h
    ${CMAKE_CURRENT_LIST_DIR}/CloudComparison.h
    ${CMAKE_CURRENT_LIST_DIR}/CloudComparison.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Opex.h
    ${CMAKE_CURRENT_LIST_DIR}/Opex.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RightSizing.h
    ${CMAKE_CURRENT_LIST_DIR}/RightSizing.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Tco.h
    ${CMAKE_CURRENT_LIST_DIR}/Tco.cpp
    ${CMAKE_CURRENT_LIST_DIR}/UnitCosts.h
    ${CMAKE_CURRENT_LIST_DIR}/UnitCosts.cpp)
