target_sources(gputco_core PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/Accelerator.h
    ${CMAKE_CURRENT_LIST_DIR}/Accelerator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EfficiencyProfile.h
    ${CMAKE_CURRENT_LIST_DIR}/EfficiencyProfile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ExportControl.h
    ${CMAKE_CURRENT_LIST_DIR}/ExportControl.cpp
    ${CMAKE_CURRENT_LIST_DIR}/GenericServer.h
    ${CMAKE_CURRENT_LIST_DIR}/GenericServer.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PriceQuote.h
    ${CMAKE_CURRENT_LIST_DIR}/PriceQuote.cpp
    ${CMAKE_CURRENT_LIST_DIR}/Server.h
    ${CMAKE_CURRENT_LIST_DIR}/Server.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ServerChoice.h
    ${CMAKE_CURRENT_LIST_DIR}/ServerChoice.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ScaleOutNetwork.h
    ${CMAKE_CURRENT_LIST_DIR}/ServerNetwork.h
    ${CMAKE_CURRENT_LIST_DIR}/ServerNetwork.cpp)
