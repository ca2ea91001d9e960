target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/ElidedLabel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ElidedLabel.h
    ${CMAKE_CURRENT_LIST_DIR}/OptionalNumberEdit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/OptionalNumberEdit.h
    ${CMAKE_CURRENT_LIST_DIR}/PanelGroup.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PanelGroup.h
    ${CMAKE_CURRENT_LIST_DIR}/PanelScrollArea.cpp
    ${CMAKE_CURRENT_LIST_DIR}/PanelScrollArea.h
    ${CMAKE_CURRENT_LIST_DIR}/RackElevationWidget.cpp
    ${CMAKE_CURRENT_LIST_DIR}/RackElevationWidget.h
    ${CMAKE_CURRENT_LIST_DIR}/SliderSpinBox.cpp
    ${CMAKE_CURRENT_LIST_DIR}/SliderSpinBox.h
)
