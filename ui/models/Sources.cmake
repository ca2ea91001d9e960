target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AbTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AbTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/CardFilterProxyModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CardFilterProxyModel.h
    ${CMAKE_CURRENT_LIST_DIR}/CardTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CardTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/FacilityFitTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FacilityFitTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/ModeCardsTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ModeCardsTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/PowerCostTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PowerCostTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/TableSortProxy.cpp
    ${CMAKE_CURRENT_LIST_DIR}/TableSortProxy.h
)
