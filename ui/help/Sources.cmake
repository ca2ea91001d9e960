target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/AboutBox.cpp
    ${CMAKE_CURRENT_LIST_DIR}/AboutBox.h
    ${CMAKE_CURRENT_LIST_DIR}/HelpBrowser.cpp
    ${CMAKE_CURRENT_LIST_DIR}/HelpBrowser.h
    ${CMAKE_CURRENT_LIST_DIR}/HelpDocuments.cpp
    ${CMAKE_CURRENT_LIST_DIR}/HelpDocuments.h
)
# The user guide and the model description, in English and in Simplified Chinese (<name>.zh_CN.md, chosen by the
# window's language), travel inside the program (Help menu), at :/docs/<name>.md;
# packaging/CMakeLists.txt installs the same files to share/doc.
qt_add_resources(gputco_ui "gputco_help_documents"
    PREFIX "/docs"
    BASE "${PROJECT_SOURCE_DIR}/docs"
    FILES "${PROJECT_SOURCE_DIR}/docs/USER_GUIDE.md" "${PROJECT_SOURCE_DIR}/docs/MODEL.md"
    "${PROJECT_SOURCE_DIR}/docs/USER_GUIDE.zh_CN.md" "${PROJECT_SOURCE_DIR}/docs/MODEL.zh_CN.md")
