target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueView.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueView.h
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonFigures.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonFigures.h
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonView.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ComparisonView.h
    ${CMAKE_CURRENT_LIST_DIR}/EvaluationView.cpp
    ${CMAKE_CURRENT_LIST_DIR}/EvaluationView.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitRows.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitRows.h
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitView.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MemoryFitView.h
    ${CMAKE_CURRENT_LIST_DIR}/PowerCostView.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PowerCostView.h
    ${CMAKE_CURRENT_LIST_DIR}/RackView.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RackView.h
)
