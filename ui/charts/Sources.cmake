target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AbTcoChart.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AbTcoChart.h
    ${CMAKE_CURRENT_LIST_DIR}/ChartFootnote.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ChartFootnote.h
    ${CMAKE_CURRENT_LIST_DIR}/ChartLine.h
    ${CMAKE_CURRENT_LIST_DIR}/ChartStyle.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ChartStyle.h
    ${CMAKE_CURRENT_LIST_DIR}/LineComparisonChart.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LineComparisonChart.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitChart.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitChart.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitChartLegend.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitChartLegend.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitRow.h
    ${CMAKE_CURRENT_LIST_DIR}/ParetoChart.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ParetoChart.h
)
