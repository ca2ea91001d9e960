target_sources(gputco_ui PRIVATE
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueSnapshot.h
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueSnapshotLoader.cpp
    ${CMAKE_CURRENT_LIST_DIR}/CatalogueSnapshotLoader.h
)
