target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CardSelectionPanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CardSelectionPanel.h
    ${CMAKE_CURRENT_LIST_DIR}/ConstraintsFacilityGroup.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ConstraintsFacilityGroup.h
    ${CMAKE_CURRENT_LIST_DIR}/ConstraintsPanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ConstraintsPanel.h
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsPanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsPanel.h
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsPanelFinance.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsPanelFinance.h
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsPanelUncertainty.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EconomicsPanelUncertainty.h
    ${CMAKE_CURRENT_LIST_DIR}/PanelBinder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PanelBinder.h
    ${CMAKE_CURRENT_LIST_DIR}/WorkloadPanel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/WorkloadPanel.h
)
