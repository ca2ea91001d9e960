target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueColumnLabels.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueColumnLabels.h
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueEditorWidget.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueEditorWidget.h
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueItemDelegate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueItemDelegate.h
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueMessageBar.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueMessageBar.h
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueRowTemplates.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueRowTemplates.h
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueTableModel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueTableModel.h
    ${CMAKE_CURRENT_LIST_DIR}/MeasurementImportDialog.cpp
    ${CMAKE_CURRENT_LIST_DIR}/MeasurementImportDialog.h
    ${CMAKE_CURRENT_LIST_DIR}/ModelImportAction.cpp
    ${CMAKE_CURRENT_LIST_DIR}/ModelImportAction.h
)
