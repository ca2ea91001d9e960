target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AbStatusText.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AbStatusText.h
    ${CMAKE_CURRENT_LIST_DIR}/FileDropFilter.cpp
    ${CMAKE_CURRENT_LIST_DIR}/FileDropFilter.h
    ${CMAKE_CURRENT_LIST_DIR}/LoadingOverlay.cpp
    ${CMAKE_CURRENT_LIST_DIR}/LoadingOverlay.h
    ${CMAKE_CURRENT_LIST_DIR}/MainWindow.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MainWindow.h
    ${CMAKE_CURRENT_LIST_DIR}/MainWindowHost.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MainWindowHost.h
    ${CMAKE_CURRENT_LIST_DIR}/StatusSummary.cpp
    ${CMAKE_CURRENT_LIST_DIR}/StatusSummary.h
    ${CMAKE_CURRENT_LIST_DIR}/WidgetCapture.cpp
    ${CMAKE_CURRENT_LIST_DIR}/WidgetCapture.h
)
