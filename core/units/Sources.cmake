target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Quantity.h
    ${CMAKE_CURRENT_LIST_DIR}/Bytes.h
    ${CMAKE_CURRENT_LIST_DIR}/Duration.h
    ${CMAKE_CURRENT_LIST_DIR}/Energy.h
    ${CMAKE_CURRENT_LIST_DIR}/Money.h
    ${CMAKE_CURRENT_LIST_DIR}/Power.h
    ${CMAKE_CURRENT_LIST_DIR}/Flops.h
    ${CMAKE_CURRENT_LIST_DIR}/Rates.h
    ${CMAKE_CURRENT_LIST_DIR}/UnitText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/UnitText.h)
